"""The Binder files agree with what CI installs, and they build a guide that runs.

``binder/requirements.txt`` holds exact pins of the runtime dependencies only; the
voila / ipywidgets / jupyterlab_widgets trio is pinned exactly as in ``pyproject.toml`` and
as installed here. The slow test builds a fresh virtual environment from those pins, runs
``binder/postBuild`` in a copy of the repository, executes the index notebook with a
kernel of that environment, and serves a lesson as Binder does (a Jupyter server with Voilà's
extension, from the repository root so that ``voila.json`` applies), drawn by the guide's
template as ``pip install .`` installed it.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import textwrap
import time
import urllib.request
from importlib import metadata
from pathlib import Path
from urllib.parse import unquote

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"
TRIO = ("voila", "ipywidgets", "jupyterlab-widgets")
PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([0-9][0-9A-Za-z.+!-]*)$")
INDEX_NOTEBOOK = "00_index.ipynb"
#: Folders of the working tree that the copy for postBuild leaves out.
NOT_COPIED = (".git", ".venv", "build", "dist", "test-artifacts", "*.egg-info", "__pycache__",
              ".pytest_cache", ".hypothesis", ".ruff_cache", ".benchmarks",
              ".ipynb_checkpoints")


def pyproject() -> dict:
    """``pyproject.toml`` as a dict (tomllib on 3.11+, tomli on 3.10)."""
    try:
        import tomllib
    except ImportError:  # Python 3.10
        tomllib = pytest.importorskip("tomli", reason="reading pyproject.toml needs tomli "
                                      "on Python 3.10")
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def runtime_requirements() -> dict[str, Requirement]:
    return {canonicalize_name(r.name): r
            for r in map(Requirement, pyproject()["project"]["dependencies"])}


def extras_for_tests() -> dict[str, Requirement]:
    extras = pyproject()["project"].get("optional-dependencies", {})
    return {canonicalize_name(r.name): r
            for r in map(Requirement, extras.get("test", []))}


def requirement_lines() -> list[tuple[int, str]]:
    """Non-blank, non-comment lines of binder/requirements.txt with their line numbers."""
    lines = []
    for number, raw in enumerate((BINDER / "requirements.txt").read_text().splitlines(), 1):
        line = raw.split(" #", 1)[0].strip()
        if line and not line.startswith("#"):
            lines.append((number, line))
    return lines


def binder_pins() -> dict[str, Version]:
    pins = {}
    for _, line in requirement_lines():
        match = PIN.match(line)
        assert match, f"binder/requirements.txt: {line!r} is not an exact name==version pin"
        pins[canonicalize_name(match[1])] = Version(match[2])
    return pins


def test_every_requirement_is_an_exact_pin_from_the_registry():
    lines = requirement_lines()
    assert lines, "binder/requirements.txt pins nothing"
    for number, line in lines:
        assert not line.startswith(("-", ".", "/", "~")), (
            f"line {number}: {line!r} is an option or a local path, not a registry pin")
        for marker in ("file:", "git+", "://", " @ ", "\\"):
            assert marker not in line, f"line {number}: {line!r} refers to {marker!r}"
        assert PIN.match(line), f"line {number}: {line!r} is not name==version"
    names = [canonicalize_name(PIN.match(line)[1]) for _, line in lines]
    assert len(names) == len(set(names)), "a package is pinned twice"


def test_the_widget_trio_is_pinned_as_in_pyproject():
    runtime, pins = runtime_requirements(), binder_pins()
    for name in TRIO:
        spec = list(runtime[name].specifier)
        assert len(spec) == 1 and spec[0].operator == "==", (
            f"pyproject.toml must pin {name} exactly, it says {runtime[name].specifier}")
        assert pins[name] == Version(spec[0].version), (
            f"{name}: binder pins {pins[name]}, pyproject.toml {spec[0].version}")


def test_every_pin_satisfies_pyproject():
    runtime = runtime_requirements()
    for name, version in binder_pins().items():
        assert name in runtime, f"binder pins {name}, which is not a runtime dependency"
        assert runtime[name].specifier.contains(version, prereleases=True), (
            f"binder pins {name}=={version}, outside pyproject's {runtime[name].specifier}")


def test_binder_pins_the_runtime_dependencies_and_nothing_test_only():
    runtime, pins = set(runtime_requirements()), set(binder_pins())
    assert runtime - pins == set(), f"not pinned for Binder: {sorted(runtime - pins)}"
    test_only = set(extras_for_tests()) - runtime
    assert pins & test_only == set(), f"test-only packages pinned: {sorted(pins & test_only)}"


def test_the_installed_trio_matches_the_binder_pins():
    """CI installs from pyproject.toml: the trio must come out as Binder pins it."""
    pins = binder_pins()
    for name in TRIO:
        installed = Version(metadata.version(name))
        assert installed == pins[name], (
            f"{name} {installed} is installed here, binder/requirements.txt pins {pins[name]}")


def test_runtime_is_python_311():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"


def test_postbuild_is_strict_executable_and_installs_the_package():
    path = BINDER / "postBuild"
    assert os.access(path, os.X_OK), "binder/postBuild is not executable"
    lines = path.read_text().splitlines()
    assert lines[0] in ("#!/usr/bin/env bash", "#!/bin/bash"), f"shebang {lines[0]!r}"
    commands = [line.strip() for line in lines[1:]
                if line.strip() and not line.strip().startswith("#")]
    assert commands[0] == "set -euo pipefail", "postBuild must start with set -euo pipefail"
    assert any(re.fullmatch(r"python3? -m pip install( --no-deps)? \.", c) for c in commands), (
        "postBuild does not install the package itself (python -m pip install .)")


BINDER_LINK = re.compile(r"https://mybinder\.org/v2/gh/([^/\s]+/[^/\s]+)/HEAD\?urlpath=([^)\s]+)")


def test_readme_binder_links_open_pages_that_exist():
    """Every Binder link of the README opens an existing page, and every lesson has one."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = BINDER_LINK.findall(readme)
    assert links, "the README has no Binder links"
    assert len({repo for repo, _ in links}) == 1, "the Binder links name different repositories"
    rendered = set()
    for _, urlpath in links:
        path = unquote(urlpath)
        kind, _, target = path.partition("/")
        assert kind == "voila", f"{path}: Binder should open Voila, not {kind}"
        if target.startswith("render/"):
            page = ROOT / target.removeprefix("render/")
            assert page.is_file(), f"the README's Binder link opens {page}, which is missing"
            rendered.add(page.name)
        else:
            assert target == "tree/notebooks", f"unexpected Binder path {path}"
    lessons = {p.name for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb")}
    assert lessons <= rendered, f"no Binder link for {sorted(lessons - rendered)}"


# --- the slow one: a fresh environment from the Binder files --------------------------------

#: Run by the new environment's Python: execute the index notebook with that environment's
#: kernel, then ask the kernel where it runs and where it imports the guide from.
EXECUTE = textwrap.dedent("""\
    import json, sys
    import nbformat
    from nbclient import NotebookClient
    path, folder = sys.argv[1], sys.argv[2]
    nb = nbformat.read(path, as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(
        "import sys, ramsas_widgets\\n"
        "print(sys.prefix)\\n"
        "print(ramsas_widgets.__file__)"))
    NotebookClient(nb, timeout=120, kernel_name="python3",
                   resources={"metadata": {"path": folder}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    print(json.dumps({
        "errors": [f"{o.ename}: {o.evalue}" for o in outputs if o.output_type == "error"],
        "widgets": sum("application/vnd.jupyter.widget-view+json" in o.get("data", {})
                       for o in outputs),
        "probe": nb.cells[-1].outputs[0]["text"].split(),
    }))
    """)


def unreachable(reason: str) -> None:
    """Skip when the package index cannot be reached, but fail under CI=true."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true: the Binder build test must run)", pytrace=False)
    pytest.skip(reason)


def venv_env(venv: Path) -> dict[str, str]:
    """The environment of a shell inside ``venv``: its bin first on PATH, no leaks in."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "JUPYTER_PATH")}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["VIRTUAL_ENV"] = str(venv)
    env["PYTHONNOUSERSITE"] = "1"
    # Only the new environment's kernelspecs: none from the user's Jupyter folder.
    env["JUPYTER_DATA_DIR"] = str(venv / "jupyter-data")
    return env


def run(cmd: list[str], *, env: dict[str, str], cwd: Path, timeout: float,
        what: str) -> subprocess.CompletedProcess:
    done = subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, (
        f"{what} failed (exit {done.returncode}):\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return done


@pytest.mark.slow
def test_a_fresh_binder_environment_runs_the_index(tmp_path):
    """One to three minutes here, most of it pip fetching the pinned packages."""
    started = time.monotonic()
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    env = venv_env(venv)
    python = str(venv / "bin" / "python")

    # Can the package index be reached at all? Ask it for the pinned Voilà.
    voila = binder_pins()["voila"]
    probe = subprocess.run([python, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                            "-d", str(tmp_path / "probe"), f"voila=={voila}"],
                           env=env, capture_output=True, text=True, timeout=300)
    if probe.returncode != 0:
        unreachable("the package index cannot be reached for Binder's pins: "
                    + (probe.stderr.strip().splitlines() or ["no message"])[-1])

    # What Binder does: install the pins (with pip's cache), then run postBuild from the
    # repository root (here a copy, so that the build leaves the working tree alone). Not
    # compiling every installed module ahead (Python compiles what the index imports)
    # changes nothing the test proves.
    run([python, "-m", "pip", "install", "--no-compile", "-r",
         str(BINDER / "requirements.txt")],
        env=env, cwd=tmp_path, timeout=900, what="pip install -r binder/requirements.txt")
    repo = tmp_path / "repo"
    shutil.copytree(ROOT, repo, ignore=shutil.ignore_patterns(*NOT_COPIED))
    run([str(repo / "binder" / "postBuild")], env=env, cwd=repo, timeout=600,
        what="binder/postBuild")
    shutil.rmtree(repo / "ramsas_widgets")  # the kernel must import the installed copy

    done = run([python, "-c", EXECUTE, str(repo / "notebooks" / INDEX_NOTEBOOK),
                str(repo / "notebooks")], env=env, cwd=repo / "notebooks", timeout=300,
               what=f"executing {INDEX_NOTEBOOK} in the Binder environment")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["errors"] == [], f"{INDEX_NOTEBOOK}: {result['errors']}"
    assert result["widgets"] >= 1, f"{INDEX_NOTEBOOK} showed no widget"
    prefix, module = result["probe"]
    assert Path(prefix).resolve() == venv.resolve(), f"the kernel ran in {prefix}, not the venv"
    assert Path(module).resolve().is_relative_to(venv.resolve()), (
        f"the kernel imported ramsas_widgets from {module}, not from the Binder environment")

    # pip install . put the guide's template where Binder's Voilà looks for it
    installed = venv / "share" / "jupyter" / "voila" / "templates" / "ramsas"
    ours = ROOT / "ramsas_widgets" / "share" / "jupyter" / "voila" / "templates" / "ramsas"
    for path in ours.rglob("*"):
        if path.is_file():
            copy = installed / path.relative_to(ours)
            assert copy.is_file() and copy.read_bytes() == path.read_bytes(), copy
    serve_a_lesson_as_binder_does(venv, env, repo, tmp_path)
    print(f"Binder environment built and the index run in {time.monotonic() - started:.0f} s")


def serve_a_lesson_as_binder_does(venv: Path, env: dict[str, str], repo: Path,
                                  tmp_path: Path) -> None:
    """A Jupyter server of the Binder environment, started in the repository root, serves
    a lesson at Binder's address with the guide's template."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    log = (tmp_path / "jupyter-server.log").open("w")
    server = subprocess.Popen(
        [str(venv / "bin" / "python"), "-m", "jupyter", "server", "--no-browser",
         f"--port={port}", "--ServerApp.ip=127.0.0.1", "--ServerApp.port_retries=0",
         "--IdentityProvider.token=", "--allow-root"],
        env=env, cwd=repo, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert server.poll() is None, (tmp_path / "jupyter-server.log").read_text()
            try:
                urllib.request.urlopen(base + "api", timeout=2).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the Jupyter server did not start"
                time.sleep(0.5)
        page = "voila/render/notebooks/02_lithuanian_shedding.ipynb"
        with urllib.request.urlopen(base + page, timeout=300) as response:
            body = response.read().decode()
        assert "/voila/templates/ramsas/static/page.css" in body, body[:2000]
        assert 'aria-label="Lessons (top)"' in body and "Lesson 2 of 7" in body
        assert "Traceback" not in body
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=5)
        log.close()
