"""The server settings in ``voila.json``: what they say, and that a running Voilà obeys them.

``voila.json`` names the guide's own template (``ramsas``, shipped in the package); the
tests check that ``pip install .`` carries it and that Voilà finds this copy of it.

The last test starts Voilà on a one-cell notebook from a folder holding a copy of the
project's ``voila.json``, with only the cull timings shortened on the command line, and
watches it: it listens on 127.0.0.1 alone (``Voila.ip``), draws the page with the guide's
template, reads the kernel culling section (``MappingKernelManager``), and shuts the page's
kernel down once it has been idle with no page connected.
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
import threading
import time
import urllib.request
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook
from traitlets import HasTraits

from ramsas_widgets import template

ROOT = Path(__file__).resolve().parents[1]
CONFIG = json.loads((ROOT / "voila.json").read_text())


def classes() -> dict[str, type]:
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
    from voila.app import Voila
    from voila.configuration import VoilaConfiguration
    from voila.execute import VoilaExecutor

    return {"Voila": Voila, "VoilaConfiguration": VoilaConfiguration,
            "VoilaExecutor": VoilaExecutor, "MappingKernelManager": MappingKernelManager}


def test_every_setting_is_a_setting_voila_knows():
    """A misspelt key would be ignored without a word; each must be a configurable trait."""
    known = classes()
    for section, values in CONFIG.items():
        assert section in known, f"voila.json section {section!r} is not read by Voilà"
        traits = known[section].class_traits(config=True)
        for key, value in values.items():
            assert key in traits, f"{section}.{key} is not a setting of {section}"
            # raises TraitError on a wrong type or an unknown choice
            traits[key].validate(HasTraits(), value)


def test_visitors_see_no_code_and_no_tracebacks():
    voila = CONFIG["VoilaConfiguration"]
    assert voila["strip_sources"] is True
    assert voila["show_tracebacks"] is False
    # a ?theme= or ?template= value would be copied into the page unescaped by Voilà 0.5
    assert voila["allow_theme_override"] == "NO"
    assert voila["allow_template_override"] == "NO"
    assert CONFIG["Voila"]["ip"] == "127.0.0.1"


@pytest.mark.parametrize("path, served", [
    ("card.png", True), ("img/Deal.JPG", True), ("photo.jpeg", True), ("a.gif", True),
    ("build_notebooks.py", False), ("00_index.ipynb", False), ("notes.md", False),
    ("data.csv", False), ("pyproject.toml", False), ("voila.json", False),
    (".secret.png", False), ("img/.hidden.png", False), (".ipynb_checkpoints/x.png", False),
    ("page.html", False), ("drawing.svg", False),
])
def test_only_images_are_served_as_files(path, served):
    """Voilà serves /voila/files/PATH when PATH matches an allow pattern and no deny pattern."""
    voila = CONFIG["VoilaConfiguration"]
    allowed = any(re.fullmatch(p, path, re.IGNORECASE) for p in voila["file_allowlist"])
    denied = any(re.fullmatch(p, path, re.IGNORECASE) for p in voila["file_denylist"])
    assert (allowed and not denied) is served


def pyproject() -> dict:
    try:
        import tomllib
    except ImportError:  # Python 3.10
        tomllib = pytest.importorskip("tomli")
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_pages_are_drawn_by_the_guides_template():
    voila = CONFIG["VoilaConfiguration"]
    assert voila["template"] == template.NAME
    assert voila["theme"] == "light"  # the template draws dark pages itself, in the browser
    conf = json.loads((template.TEMPLATE_DIR / "conf.json").read_text())
    assert conf["base_template"] == "lab"
    for name in ("index.html.j2", "page.html", "static/page.css", "static/cards.css",
                 "static/table.css", "static/theme.js", "static/a11y.js"):
        assert (template.TEMPLATE_DIR / name).is_file(), name


def test_pip_install_carries_the_template():
    """Package data for the widgets and the launcher; data-files for a plain ``voila`` and
    Binder, which look in ``<prefix>/share/jupyter/voila/templates/ramsas``."""
    tool = pyproject()["tool"]["setuptools"]
    files = sorted(p.relative_to(template.TEMPLATE_DIR)
                   for p in template.TEMPLATE_DIR.rglob("*") if p.is_file())
    package = template.TEMPLATE_DIR.relative_to(ROOT / "ramsas_widgets")
    globs = tool["package-data"]["ramsas_widgets"]
    for path in files:
        assert any((package / path).match(g) for g in globs), f"{path} is not package data"
    installed = {(Path(folder) / Path(source).name).as_posix()
                 for folder, sources in tool["data-files"].items() for source in sources
                 if folder.startswith("share/jupyter/voila/templates/")}
    assert installed == {f"share/jupyter/voila/templates/{template.NAME}/{p.as_posix()}"
                         for p in files}
    for sources in tool["data-files"].values():
        for source in sources:
            assert (ROOT / source).is_file(), f"data-files lists {source}, which is missing"


#: Run with the launcher's environment: where Voilà takes its data and the template from.
WHERE = """
import json
from voila.paths import collect_template_paths
from voila.utils import get_data_dir
paths = collect_template_paths(["voila", "nbconvert"], "ramsas", prune=True)
print(json.dumps({"data": get_data_dir(), "template": paths[0]}))
"""


def test_voila_finds_this_copy_of_the_template():
    """With :func:`template.voila_env`, Voilà's first ``ramsas`` folder holds this copy's
    files, and its own data (JupyterLab's themes) stays where it was."""
    found = json.loads(subprocess.run([sys.executable, "-c", WHERE], env=template.voila_env(),
                                      capture_output=True, text=True, check=True,
                                      timeout=120).stdout)
    first = Path(found["template"])
    for path in template.TEMPLATE_DIR.rglob("*"):
        if path.is_file():
            name = path.relative_to(template.TEMPLATE_DIR)
            assert (first / name).read_bytes() == path.read_bytes(), (
                f"Voilà would use {first / name}, not this copy's {name}: reinstall the package")
    assert (Path(found["data"]) / "themes" / "@jupyterlab" / "theme-dark-extension").is_dir()


def test_kernels_without_a_page_are_culled_within_minutes():
    """A kernel whose page went away without a word goes within a few minutes; a page still
    open keeps its kernel, however long its reader stays on it (Voilà's pool keeps its own
    kernels: the guide's server never culls them)."""
    cull = CONFIG["MappingKernelManager"]
    # long enough for a page arriving in a busy class to connect to its kernel
    assert 120 <= cull["cull_idle_timeout"] <= 240
    assert 0 < cull["cull_interval"] <= 60
    assert cull["cull_idle_timeout"] + cull["cull_interval"] < 300  # gone within 5 minutes
    assert cull["cull_connected"] is False  # an open page, even idle, keeps working
    assert cull["cull_busy"] is False


# -- a running server -----------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def listening(port: int) -> list[str]:
    """Local addresses (hex, as in /proc/net/tcp*) listening on ``port``."""
    found = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with open(table) as fh:
            for line in fh.readlines()[1:]:
                local, state = line.split()[1], line.split()[3]
                address, hexport = local.split(":")
                if state == "0A" and int(hexport, 16) == port:
                    found.append(address)
    return found


def kernels_of(pid: int) -> list[int]:
    """Processes started by ``pid`` that run an IPython kernel."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            cmd = (entry / "cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        if ppid == pid and b"ipykernel" in cmd:
            found.append(int(entry.name))
    return found


def wait_for(predicate, timeout: float, step: float = 0.3) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return predicate()


#: Idle seconds before the test server culls a kernel: short, but longer than a kernel
#: takes to start on a busy machine (a kernel culled while starting leaves the page hanging).
IDLE = 12


def render_within(url: str, seconds: float) -> tuple[int, str]:
    """Fetch a rendered page, giving up after ``seconds`` in all (not per socket read)."""
    result: list[tuple[int, str]] = []

    def fetch() -> None:
        with urllib.request.urlopen(url, timeout=seconds) as r:
            result.append((r.status, r.read().decode()))

    worker = threading.Thread(target=fetch, daemon=True)
    worker.start()
    worker.join(seconds)
    assert result, f"{url} did not render within {seconds} s"
    return result[0]


@pytest.mark.skipif(not Path("/proc/net/tcp").exists(), reason="needs Linux /proc")
def test_running_voila_listens_locally_and_culls_an_idle_kernel(tmp_path):
    shutil.copy(ROOT / "voila.json", tmp_path / "voila.json")
    (tmp_path / "pages").mkdir()
    nb = new_notebook(cells=[new_code_cell("x = 6 * 7\nx")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nbformat.write(nb, tmp_path / "pages" / "one.ipynb")
    port = free_port()
    log_path = tmp_path / "voila.log"
    # no --Voila.ip: the address must come from voila.json
    cmd = [sys.executable, "-m", "voila", "pages/", "--no-browser", f"--port={port}",
           "--Voila.port_retries=0", f"--MappingKernelManager.cull_idle_timeout={IDLE}",
           "--MappingKernelManager.cull_interval=1"]
    with log_path.open("w") as log:
        proc = subprocess.Popen(cmd, cwd=tmp_path, env=template.voila_env(), stdout=log,
                                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        def ready() -> bool:
            try:
                with urllib.request.urlopen(base + "voila/api/contents/", timeout=2) as r:
                    return r.status == 200
            except OSError:
                return False

        assert wait_for(ready, 60), log_path.read_text()
        assert listening(port) == ["0100007F"], "Voilà must listen on 127.0.0.1 only"

        status, body = render_within(base + "voila/render/one.ipynb", 90)
        assert status == 200 and "42" in body, log_path.read_text()
        # drawn by the guide's template (from voila.json), asking no other host for anything
        assert f"voila/templates/{template.NAME}/static/page.css" in body
        assert 'aria-label="Lessons (top)"' in body and "<main" in body
        assert not re.search(r"""(href|src)=["']https?://""", body)
        assert "cdn.jsdelivr" not in body and "cdnjs" not in body
        assert kernels_of(proc.pid), "rendering the page starts a kernel"
        text = log_path.read_text()
        assert (f"Culling kernels with idle durations > {IDLE} seconds at 1 second intervals"
                in text)
        assert "Culling kernels even with connected clients" not in text  # voila.json
        assert "Culling kernels even if busy" not in text

        # nobody touches the page: the kernel is culled within a few seconds
        assert wait_for(lambda: not kernels_of(proc.pid), IDLE + 30), log_path.read_text()
        assert re.search(r"Culling 'idle' kernel '\w+' \(\S+\) with \d+ connections due to "
                         r"\d+ seconds of inactivity", log_path.read_text())
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)
