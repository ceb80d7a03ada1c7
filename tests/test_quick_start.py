"""The README's two commands are what a teacher meets on a fresh Debian or Ubuntu can run, and
CI runs the second as written.

There the system's Python refuses ``pip install`` and there may be no ``python`` command, so
both commands start from ``python3``, make a virtual environment of the clone's own that
borrows the system's pip (its own pip would need ``python3-venv``), and use that
environment's Python; the second is the test command ``.ci/run`` runs, character for
character.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = "python3 -m venv --without-pip --system-site-packages .venv"


def quick_start_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```bash\n(.+?)\n```", section)


def test_two_commands_each_in_an_environment_of_its_own():
    install, test = quick_start_commands()
    for command in (install, test):
        steps = command.split(" && ")
        assert steps[0] == VENV
        assert all(step.startswith(".venv/bin/python -m ") for step in steps[1:]), command
        assert not any(step.split()[0] in ("python", "pip") for step in steps), command
    assert install.endswith(".venv/bin/python -m pip install . && "
                            ".venv/bin/python -m ramsas_widgets")
    assert test.endswith('.venv/bin/python -m pip install -e ".[test]" && '
                         ".venv/bin/python -m pytest")


def test_ci_runs_the_readme_test_command_and_fails_on_no_tests():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    _, test = quick_start_commands()
    assert f"{test} || status=$?" in ci
    assert '"$status" -eq 5' in ci and "exit 1" in ci


def test_the_launchers_options_are_listed_beside_them():
    from ramsas_widgets.launcher import parser

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    for action in parser()._actions:
        for flag in action.option_strings:
            if flag not in ("-h", "--help"):
                assert f"`{flag}" in section, f"the README's options lack {flag}"
    assert "`-- OPTION...`" in section


def test_an_environment_borrowing_the_systems_packages_finds_voilas_templates(tmp_path):
    """Voilà's own templates (``lab``) and the widgets' front end lie under the prefix of the
    Python that installed them; a virtual environment borrowing its packages has another
    prefix, which Jupyter alone searches. The guide's server must still find them."""
    env_dir = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", "--system-site-packages",
                    str(env_dir)], check=True)
    probe = ("import os; from ramsas_widgets.template import voila_env; "
             "paths = voila_env()['JUPYTER_PATH'].split(os.pathsep); "
             "print(any(os.path.isfile(os.path.join(p, 'voila', 'templates', 'lab', "
             "'index.html.j2')) for p in paths), "
             "any(os.path.isdir(os.path.join(p, 'labextensions', '@jupyter-widgets', "
             "'jupyterlab-manager')) for p in paths))")
    env = {k: v for k, v in os.environ.items() if k != "JUPYTER_PATH"}
    shown = subprocess.run([str(env_dir / "bin" / "python"), "-c", probe], env=env,
                           capture_output=True, text=True, check=True, cwd=tmp_path)
    assert shown.stdout.split() == ["True", "True"], shown.stderr
