"""What a visitor can and cannot get from the served guide.

- The pages carry no code: the code cells' sources are stripped from the HTML.
- Nothing typed into a widget is run; an input that makes a callback fail shows the
  friendly message, never a traceback; a failing notebook shows no traceback either.
- No file outside the notebooks folder is served, whatever the path tricks, and inside it
  only images are; ``?theme=`` and ``?template=`` values are not copied into the page.

The session server (``voila_url``) serves ``notebooks/`` with the project's ``voila.json``;
the failing-notebook test starts its own Voilà on a temporary folder with that same file
(and so the guide's template, found through :func:`ramsas_widgets.template.voila_env`).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from ramsas_widgets.template import voila_env
from ramsas_widgets.widgets.feedback import FAILURE_TEXT

from .conftest import (
    ARTIFACTS,
    NOTEBOOKS,
    ROOT,
    VoilaPages,
    free_port,
    render_once,
    stop_group,
)

pytestmark = pytest.mark.browser

PAGES = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
STEP_MS = 30_000
RENDER_SECONDS = 150
TRACE_WORDS = ("Traceback", "OverflowError", "Error:", 'File "/')


def fetch(url: str, timeout: float = 120) -> tuple[int, str, str]:
    """Status, final URL and body of a GET (redirects followed; errors are answers too)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return r.status, r.url, r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as err:
        return err.code, err.url, err.read().decode("utf-8", "replace")


def code_lines(name: str) -> list[str]:
    """The distinctive lines of a notebook's code cells (imports, constructor calls)."""
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    lines = [line.strip() for c in nb.cells if c.cell_type == "code"
             for line in c.source.splitlines()]
    return [line for line in lines if len(line) > 12]


# -- sources ----------------------------------------------------------------------------
def test_pages_carry_no_code(voila_url):
    with ThreadPoolExecutor(max_workers=2) as pool:
        rendered = pool.map(lambda n: render_once(voila_url, n, RENDER_SECONDS), PAGES)
        answers = dict(zip(PAGES, rendered, strict=True))
    for name, (status, _, html) in answers.items():
        assert status == 200, name
        assert 'class="jp-Cell jp-MarkdownCell' in html  # the page itself is there
        assert "jp-CodeMirrorEditor" not in html and "jp-InputPrompt" not in html
        for line in code_lines(name):
            assert line not in html, f"{name}: code line {line!r} is in the page"
        assert "application/vnd.jupyter.stderr" not in html, f"{name}: error output"


# -- typed input is read, never run -------------------------------------------------------
def injection(marker: Path) -> str:
    return f"__import__('os').system('touch {marker}')"


def test_meld_box_does_not_run_typed_code(voila_pages):
    marker = Path("/tmp") / f"rw-typed-{uuid.uuid4().hex}"
    rendered = voila_pages.open("05_hungarian_rami.ipynb")
    page = rendered.page
    page.get_by_placeholder(re.compile("KH KS KD")).first.fill(injection(marker))
    page.get_by_role("button", name="Check typed cards", exact=True).first.click()
    error = page.locator(".rw-feedback.rw-error", has_text="is not a card")
    error.wait_for(timeout=STEP_MS)
    assert "Write cards as rank then suit" in error.inner_text()
    time.sleep(0.5)
    assert not marker.exists()
    body = page.locator("body").inner_text()
    assert not any(word in body for word in TRACE_WORDS)


def test_probability_answers_run_nothing(voila_pages):
    """Typed code is refused by the answer reader; an absurd answer gets a plain reply."""
    marker = Path("/tmp") / f"rw-typed-{uuid.uuid4().hex}"
    rendered = voila_pages.open("06_probability_lab.ipynb")
    page = rendered.page
    exercises = page.locator(".rw-probability-exercises")
    box = exercises.get_by_placeholder(re.compile("C\\(6,2\\)")).first
    check = exercises.get_by_role("button", name="Check", exact=True).first

    box.fill(injection(marker))
    check.click()
    refused = exercises.locator(".rw-feedback.rw-error", has_text="has no place in an answer")
    refused.first.wait_for(timeout=STEP_MS)
    time.sleep(0.5)
    assert not marker.exists()

    box.fill("C(1000,500)*C(1000,500)*C(1000,500)")
    check.click()
    reply = exercises.locator(".rw-feedback", has_text="lies between 0 and 1")
    reply.first.wait_for(timeout=STEP_MS)
    body = page.locator("body").inner_text()
    assert not any(word in body for word in TRACE_WORDS), body[-2000:]
    assert page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
    assert not rendered.errors
    voila_pages.cache.pop("06_probability_lab.ipynb", None)
    page.close(run_before_unload=True)  # beforeunload shuts the page's kernel down


# -- files --------------------------------------------------------------------------------
#: Paths outside notebooks/ (or source files in it) a visitor might try.
OUTSIDE = [
    "voila/files/../pyproject.toml", "voila/files/%2e%2e/pyproject.toml",
    "voila/files/..%2fpyproject.toml", "voila/files/%2e%2e%2fpyproject.toml",
    "voila/files/..%2fREADME.md", "voila/files/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "voila/files//etc/passwd", "voila/files/%2fetc%2fpasswd",
    "voila/files/..%2ftest-artifacts%2fprobe.png", "voila/files/%2e%2e/test-artifacts/probe.png",
    "voila/files/build_notebooks.py", "voila/files/00_index.ipynb",
    "voila/render/../README.md", "voila/render/%2e%2e/README.md",
    "voila/render/..%2fREADME.md", "voila/render/%2e%2e%2fpyproject.toml",
    "voila/render/build_notebooks.py", "voila/render/%2e%2e/voila.json",
    "voila/api/contents/..", "voila/api/contents/%2e%2e", "voila/api/contents/..%2f",
    "voila/api/contents/build_notebooks.py", "voila/tree/..", "voila/tree/%2e%2e",
    "voila/static/..%2f..%2fpyproject.toml", "voila/templates/..%2f..%2fpyproject.toml",
    "voila/api/themes/..%2f..%2f..%2fpyproject.toml",
    "voila/labextensions/..%2f..%2fpyproject.toml",
    "files/pyproject.toml", "files/README.md", "tree", "api/contents", "api/kernels",
    "voila/api/kernels", "notebooks/build_notebooks.py", "pyproject.toml",
    # the lessons' Markdown sources hold their code cells
    "voila/render/src/01_lithuanian_ramsas.md", "voila/files/src/01_lithuanian_ramsas.md",
    "voila/api/contents/src/01_lithuanian_ramsas.md", "voila/render/src%2F00_index.md",
]


@pytest.fixture(scope="module")
def secrets() -> dict[str, str]:
    """Texts that must not come back: lines of the files a visitor tries to read."""
    probe = ARTIFACTS / "probe.png"
    probe.write_bytes(b"\x89PNG\r\n\x1a\nrw-probe-outside-the-notebooks")
    return {"pyproject": "[project]", "readme": (ROOT / "README.md").read_text()
            .splitlines()[0], "passwd": "root:x:0:0", "probe": "rw-probe-outside",
            "build": "def build(name", "voila.json": '"VoilaConfiguration"',
            "notebook": '"cell_type": "code"', "source": "{code-cell}"}


@pytest.mark.parametrize("path", OUTSIDE)
def test_files_outside_the_notebooks_are_refused(voila_url, secrets, path):
    status, final, body = fetch(voila_url + path, timeout=30)
    # Voilà's template-asset handler fails an assertion on paths it cannot split: a bare 500
    refused = (403, 404, 500) if path.startswith("voila/templates/") else (403, 404)
    assert status in refused, f"{path} -> {status} {final}"
    assert "Traceback" not in body
    for what, text in secrets.items():
        assert text not in body, f"{path} returned {what}"


def test_contents_api_lists_names_only(voila_url):
    status, _, body = fetch(voila_url + "voila/api/contents/01_lithuanian_ramsas.ipynb")
    assert status == 200
    assert '"content": null' in body
    assert "DealingDemo" not in body and "cell_type" not in body


@pytest.mark.parametrize("query", ['theme="><script>alert(1)</script>',
                                   'template="><script>alert(1)</script>'])
def test_page_arguments_are_not_copied_into_the_page(voila_url, query):
    status, _, body = fetch(f"{voila_url}voila/render/02_lithuanian_shedding.ipynb?{query}")
    assert status == 200
    assert "<script>alert(1)" not in body
    assert 'data-jp-theme-name="JupyterLab Light"' in body


# -- a notebook that fails ----------------------------------------------------------------
@pytest.fixture(scope="module")
def failing_server(tmp_path_factory):
    """A Voilà with the project's voila.json on a folder with a failing notebook and files."""
    folder = tmp_path_factory.mktemp("served")
    shutil.copy(ROOT / "voila.json", folder / "voila.json")
    pages = folder / "pages"
    pages.mkdir()
    nb = new_notebook(cells=[
        new_markdown_cell("# A page that fails"),
        new_code_cell("print('before the failure')"),
        new_code_cell("secret_value = 'rw-secret-in-the-code'\n"
                      "raise RuntimeError('rw-secret-in-the-error ' + secret_value)"),
    ])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nbformat.write(nb, pages / "fails.ipynb")
    broken = new_notebook(cells=[new_code_cell(
        "import ipywidgets as widgets\n"
        "from ramsas_widgets.widgets.feedback import FeedbackArea\n"
        "area = FeedbackArea()\n"
        "button = widgets.Button(description='Break it')\n"
        "def broken(_button):\n"
        "    raise ZeroDivisionError('rw-secret-in-the-callback')\n"
        "button.on_click(area.guard(broken))\n"
        "widgets.VBox([button, area])")])
    broken.metadata["kernelspec"] = nb.metadata["kernelspec"]
    nbformat.write(broken, pages / "callback_fails.ipynb")
    for name in ("picture.png", "notes.txt", "data.csv", ".hidden.png", "helper.py",
                 "drawing.svg"):
        (pages / name).write_bytes(b"rw-file " + name.encode())
    port = free_port()
    log = (folder / "voila.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "voila", "pages/", "--no-browser", f"--port={port}",
         "--Voila.port_retries=0"], cwd=folder, env=voila_env(), stdout=log,
        stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 60
        while not _up(base):
            if proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"Voilà did not start: {(folder / 'voila.log').read_text()}")
            time.sleep(0.3)
        yield base
    finally:
        stop_group(proc)
        log.close()


def _up(base: str) -> bool:
    try:
        urllib.request.urlopen(base + "voila/api/contents/", timeout=2).close()
        return True
    except OSError:
        return False


def test_a_failing_notebook_shows_no_traceback(failing_server):
    status, _, body = fetch(failing_server + "voila/render/fails.ipynb")
    assert status in (200, 500)
    assert "rw-secret-in-the-error" not in body
    assert "rw-secret-in-the-code" not in body
    assert "Traceback" not in body and "RuntimeError" not in body
    assert "There was an error when executing cell" in body  # Voilà's own short note


def test_a_failing_callback_shows_the_friendly_message(chromium, failing_server):
    """An unexpected error in a widget callback reaches the visitor as an apology only."""
    pages = VoilaPages(chromium, failing_server)
    try:
        rendered = pages.open("callback_fails.ipynb", expected_widgets=1)
        page = rendered.page
        page.get_by_role("button", name="Break it").click()
        failure = page.locator(".rw-feedback.rw-failure")
        failure.wait_for(timeout=STEP_MS)
        assert failure.inner_text().strip() == FAILURE_TEXT
        body = page.locator("body").inner_text()
        assert "rw-secret-in-the-callback" not in body
        assert not any(word in body for word in TRACE_WORDS), body[-2000:]
        assert page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
        assert not rendered.errors
    finally:
        pages.close()


@pytest.mark.parametrize("name, served", [
    ("picture.png", True), ("notes.txt", False), ("data.csv", False), (".hidden.png", False),
    ("helper.py", False), ("drawing.svg", False), ("fails.ipynb", False)])
def test_only_images_are_served(failing_server, name, served):
    status, _, body = fetch(failing_server + "voila/files/" + name, timeout=30)
    if served:
        assert status == 200 and body == f"rw-file {name}"
    else:
        assert status == 403 and "rw-file" not in body and "rw-secret" not in body


def test_served_on_loopback_only(failing_server):
    """voila.json's Voila.ip: the server started without --Voila.ip answers on 127.0.0.1."""
    port = int(failing_server.rsplit(":", 1)[1].strip("/"))
    tables = [t for t in ("/proc/net/tcp", "/proc/net/tcp6") if os.path.exists(t)]
    if not tables:
        pytest.skip("needs Linux /proc")
    listening = []
    for table in tables:
        with open(table) as fh:
            for line in fh.readlines()[1:]:
                address, hexport = line.split()[1].split(":")
                if line.split()[3] == "0A" and int(hexport, 16) == port:
                    listening.append(address)
    assert listening == ["0100007F"]

