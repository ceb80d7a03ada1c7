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
import sysconfig
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
    from ramsas_widgets.serve.launcher import parser

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    for action in parser()._actions:
        for flag in action.option_strings:
            if flag not in ("-h", "--help"):
                assert f"`{flag}" in section, f"the README's options lack {flag}"
    assert "`-- OPTION...`" in section


def base_python() -> str:
    """The Python the README's ``python3 -m venv`` ran: the base of the environment running
    the tests (itself when it runs in none)."""
    base = getattr(sys, "_base_executable", "") or sys.executable
    if not os.path.isfile(base):
        base = os.path.join(sys.base_prefix, "bin", "python3")
    return base


def borrowing_environment(where: Path) -> Path:
    """A virtual environment made as the README makes one (``--without-pip
    --system-site-packages``, from the base Python), on a "system" whose packages are the
    ones the README installed: those of the environment running the tests.

    A virtual environment made from another one borrows the *base* Python's packages, not
    the other's; on a fresh machine nothing of the guide's is installed there. So the
    environment running the tests stands in for the system's packages: a ``.pth`` in the
    new environment's own site folder adds it as a site folder (its ``.pth`` files read, so
    the editable install is found too), the way the system's site folder is added to an
    environment made with ``--system-site-packages``. Nothing outside ``where`` changes.
    """
    env_dir = where / "venv"
    subprocess.run([base_python(), "-m", "venv", "--without-pip", "--system-site-packages",
                    str(env_dir)], check=True)
    python = env_dir / "bin" / "python"
    inner = subprocess.run([str(python), "-I", "-c",
                            "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                           capture_output=True, text=True, check=True).stdout.strip()
    outer = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    lines = "".join(f"import site; site.addsitedir({p!r})\n" for p in sorted(outer))
    (Path(inner) / "_system_stand_in.pth").write_text(lines, encoding="utf-8")
    return python


def test_an_environment_borrowing_the_systems_packages_finds_voilas_templates(tmp_path):
    """Voilà's own templates (``lab``) and the widgets' front end lie under the prefix of the
    Python that installed them; a virtual environment borrowing its packages has another
    prefix, which Jupyter alone searches. The guide's server must still find them."""
    python = borrowing_environment(tmp_path)
    probe = ("import os, sys, voila; from jupyter_core.paths import jupyter_path; "
             "from ramsas_widgets.template import installed_data_root, voila_env; "
             "paths = voila_env()['JUPYTER_PATH'].split(os.pathsep); "
             "print(not voila.__file__.startswith(sys.prefix), "
             "installed_data_root('voila') in jupyter_path(), "
             "any(os.path.isfile(os.path.join(p, 'voila', 'templates', 'lab', "
             "'index.html.j2')) for p in paths), "
             "any(os.path.isdir(os.path.join(p, 'labextensions', '@jupyter-widgets', "
             "'jupyterlab-manager')) for p in paths))")
    env = {k: v for k, v in os.environ.items()
           if k not in ("JUPYTER_PATH", "PYTHONPATH", "VIRTUAL_ENV")}
    shown = subprocess.run([str(python), "-c", probe], env=env,
                           capture_output=True, text=True, check=True, cwd=tmp_path)
    # Voilà is borrowed from another prefix, which Jupyter alone does not search; the
    # guide's JUPYTER_PATH finds its templates and the widgets' front end all the same
    assert shown.stdout.split() == ["True", "False", "True", "True"], shown.stderr


def fake_system_python(where: Path, installed: tuple[str, ...]) -> Path:
    """A stand-in for the system's Python: the real base Python, run as ``python -I -c ...``
    is, with a site folder of its own holding empty packages named ``installed``."""
    site = where / "site"
    site.mkdir(parents=True)
    for name in installed:
        (site / name).mkdir()
        (site / name / "__init__.py").write_text("", encoding="utf-8")
    script = where / "python3"
    script.write_text(
        f"#!{base_python()} -I\n"
        "import sys\n"
        f"sys.path.insert(0, {str(site)!r})\n"
        "flag, option, code, *args = sys.argv[1:]\n"
        "assert (flag, option) == ('-I', '-c'), sys.argv\n"
        "sys.argv = ['-c', *args]\n"
        "exec(code)\n", encoding="utf-8")
    script.chmod(0o755)
    return script


def test_the_guard_names_the_guides_packages_a_system_python_holds(tmp_path):
    from tests.system_python import importable, refusal

    clean = fake_system_python(tmp_path / "clean", ())
    assert importable(str(clean)) == []
    leaky = fake_system_python(tmp_path / "leaky", ("voila", "ramsas_widgets", "numpy_extra"))
    assert importable(str(leaky)) == ["ramsas_widgets", "voila"]
    message = refusal(str(leaky), ["ramsas_widgets", "voila"])
    assert "can import ramsas_widgets, voila" in message and "pip uninstall" in message
    assert importable(str(tmp_path / "no-such-python")) is None
    # the machine's own system Python is clean: that is what lets this suite run at all
    assert importable(base_python()) == []


def test_the_test_suite_refuses_to_run_when_the_system_python_holds_them(tmp_path):
    from tests.system_python import OVERRIDE

    def run_suite(python: Path) -> subprocess.CompletedProcess:
        env = {**os.environ, OVERRIDE: str(python)}
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                               "-n", "0", "tests/test_cards.py::test_canonical_forms"],
                              cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)

    refused = run_suite(fake_system_python(tmp_path / "leaky", ("ipywidgets",)))
    assert refused.returncode == 4, refused.stdout + refused.stderr
    assert "can import ipywidgets outside any virtual environment" in refused.stdout
    assert "passed" not in refused.stdout
    allowed = run_suite(fake_system_python(tmp_path / "clean", ()))
    assert allowed.returncode == 0 and "1 passed" in allowed.stdout, allowed.stdout
