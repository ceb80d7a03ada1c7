"""Fixtures for the browser tests: one guide server for the session, headless Chromium.

The guide's server (Voilà) serves ``notebooks/`` as ``python -m ramsas_widgets`` does (the
launcher's command line and environment: the guide's template, sources and tracebacks
hidden, a preheated kernel for every page), from the repository root (so ``voila.json``
applies), on a free port of 127.0.0.1, with room for more open pages than the launcher's
default (the tests keep many tabs open). Chromium is Debian's ``/usr/bin/chromium`` driven
by Playwright; every request to another host than the loopback addresses the tests serve on
(127.0.0.1, and 127.0.0.2 for a class) is blocked and counted, page by page
(:attr:`Rendered.blocked`). Without Chromium the tests skip, except under ``CI=true``,
where they fail. Screenshots go to ``test-artifacts/screenshots/``.
"""

from __future__ import annotations

import http.cookiejar
import os
import re
import signal
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import pytest

from ramsas_widgets.serve.kernel_fork import KERNEL_NAME as FORKED_KERNEL
from ramsas_widgets.serve.launcher import voila_command
from ramsas_widgets.template import voila_env

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
ARTIFACTS = ROOT / "test-artifacts"
SCREENSHOTS = ARTIFACTS / "screenshots"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
LOCAL_HOSTS = {"127.0.0.1", "127.0.0.2"}
#: Pages the session server keeps open at once before it says the class is full.
SESSION_PAGES = 48
RENDER_TIMEOUT_MS = 150_000
VIEWPORT = {"width": 1280, "height": 900}


def missing(reason: str) -> None:
    """Skip, or fail under CI=true, where the browser tests must run."""
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true: the browser tests must run)", pytrace=False)
    pytest.skip(reason)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def stop_group(proc: subprocess.Popen) -> None:
    """Stop the server and the kernels it started (its own process group)."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=15)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait(timeout=5)


def session_log() -> Path:
    """The session server's log: one per worker (``voila-gw1.log``), since each worker of a
    parallel run starts a server of its own."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    return ARTIFACTS / (f"voila-{worker}.log" if worker else "voila.log")


@pytest.fixture(scope="session")
def voila_url() -> Iterator[str]:
    """Base URL (ending in ``/``) of a Voilà server on the notebooks folder."""
    ARTIFACTS.mkdir(exist_ok=True)
    port = free_port()
    log = session_log().open("w")
    command = voila_command(NOTEBOOKS, port, f"--GuideServer.max_pages={SESSION_PAGES}")
    proc = subprocess.Popen(command, cwd=ROOT, env=voila_env(),
                            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 90
        while True:
            if proc.poll() is not None:
                pytest.fail(f"Voilà exited early (code {proc.returncode}); see "
                            f"{session_log()}", pytrace=False)
            try:
                with urllib.request.urlopen(base + "voila/api/contents/", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if time.monotonic() > deadline:
                pytest.fail("Voilà did not answer within 90 s", pytrace=False)
            time.sleep(0.3)
        yield base
    finally:
        stop_group(proc)
        log.close()


def kernel_pids(root: int) -> list[int]:
    """IPython kernels below process ``root`` (a server, or the launcher above it): its
    children, their children, and so on (kernels run in sessions of their own). A kernel
    is started as ``ipykernel_launcher`` or forked from the server's fork server, named
    ``ramsas-kernel`` (serve/kernel_fork.py)."""
    children: dict[int, list[int]] = {}
    commands: dict[int, bytes] = {}
    names: dict[int, bytes] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            commands[int(entry.name)] = (entry / "cmdline").read_bytes()
        except (OSError, IndexError, ValueError):
            continue
        names[int(entry.name)] = stat.split("(", 1)[1].rsplit(")", 1)[0].encode()
        children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], list(children.get(root, []))
    while todo:
        pid = todo.pop()
        todo.extend(children.get(pid, []))
        if b"ipykernel" in commands.get(pid, b"") or names.get(pid) == FORKED_KERNEL:
            found.append(pid)
    return found


def kernel_pids_by_id(root: int, kernel_ids: list[str]) -> dict[str, int]:
    """The processes below ``root`` of the kernels ``kernel_ids`` that run now. Each
    kernel's connection file (``kernel-ID.json`` in a Jupyter runtime folder) names its shell
    socket (a Unix socket's path, the guide's server's way, or a TCP port), and the process
    listening on it is the kernel (a forked kernel's command line does not name its
    connection file)."""
    import glob
    import json

    wanted: dict[str, str] = {}  # what /proc/net lists for the shell socket -> kernel ID
    for kid in kernel_ids:
        for path in glob.glob(f"/tmp/*/kernel-{kid}.json") + glob.glob(
                os.path.expanduser(f"~/.local/share/jupyter/runtime/kernel-{kid}.json")):
            try:
                info = json.loads(Path(path).read_text())
            except (OSError, ValueError):
                continue
            if info.get("transport") == "ipc":
                wanted[f"{info['ip']}-{info['shell_port']}"] = kid
            else:
                wanted[f"port {int(info['shell_port'])}"] = kid
    sockets = {}
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            key = f"port {int(fields[1].rsplit(':', 1)[1], 16)}"
            if fields[3] == "0A" and key in wanted:  # listening
                sockets[f"socket:[{fields[9]}]"] = wanted[key]
    try:
        unix = Path("/proc/net/unix").read_text().splitlines()[1:]
    except OSError:
        unix = []
    for line in unix:
        fields = line.split()
        if len(fields) >= 8 and fields[7] in wanted:
            sockets[f"socket:[{fields[6]}]"] = wanted[fields[7]]
    found = {}
    for pid in kernel_pids(root):
        try:
            links = [os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd")]
        except OSError:
            continue
        for link in links:
            if link in sockets:
                found[sockets[link]] = pid
    return found


def settled(read, key=lambda value: value, quiet: float = 3.0, timeout: float = 90.0,
            step: float = 0.5):
    """``read()`` once ``key`` of it has stayed the same for ``quiet`` seconds: a class
    record that pages closed a moment ago may still be writing to (a kernel writes it from a
    thread of its own, late under load). Fails the test if it keeps moving for ``timeout``."""
    deadline = time.monotonic() + timeout
    value = read()
    last, since = key(value), time.monotonic()
    while time.monotonic() < deadline:
        time.sleep(step)
        value = read()
        if key(value) != last:
            last, since = key(value), time.monotonic()
        elif time.monotonic() - since >= quiet:
            return value
    pytest.fail(f"still changing after {timeout} s (last {last!r})", pytrace=False)


def wait_for(predicate, timeout: float, step: float = 0.25) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return bool(predicate())


def render_once(base: str, name: str, seconds: float = 150) -> tuple[int, str, str]:
    """GET a page (``name`` may end in a query), then shut its kernel down as the page
    would on leaving (xsrf included): status, final URL, body."""
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    deadline = time.monotonic() + seconds
    with opener.open(f"{base}voila/render/{name}", timeout=60) as r:
        chunks = []  # read piece by piece: Voilà's heartbeats would outlast a read timeout
        while chunk := r.read(1 << 16):
            chunks.append(chunk)
            if time.monotonic() > deadline:
                pytest.fail(f"{name} did not render within {seconds} s")
        answer = r.status, r.url, b"".join(chunks).decode("utf-8", "replace")
    kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', answer[2])
    xsrf = [c.value for c in jar if c.name == "_xsrf"]
    if kernel and xsrf:
        request = urllib.request.Request(f"{base}voila/api/shutdown/{kernel.group(1)}",
                                         data=b"", method="POST",
                                         headers={"X-XSRFToken": xsrf[0]})
        with opener.open(request, timeout=30) as r:
            assert r.status == 204
    return answer


@pytest.fixture(scope="module")
def chromium():
    """A headless Chromium browser (Debian's), or a skip with the reason.

    One for each test file, closed at its end: Playwright's synchronous API marks its event
    loop as running in the main thread while it is started, and a test of another file run
    after it in the same process (the suite's workers take files in any order) would find
    the loop a kernel runs a page in: the probability lab would deal in the background, as
    in a page, and asyncio.run() would refuse to start."""
    if not CHROMIUM.exists():
        missing(f"{CHROMIUM} is missing: install Debian's chromium package to run the "
                "browser tests")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing("the playwright Python package is not installed")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


def only_local(blocked: list[str]):
    """A route handler letting through requests to 127.0.0.1 only; the others are aborted
    and their addresses added to ``blocked``."""
    def route(route) -> None:
        url = route.request.url
        if url.startswith(("data:", "blob:")) or urlparse(url).hostname in LOCAL_HOSTS:
            route.continue_()
        else:
            blocked.append(url)
            route.abort()
    return route


@dataclass
class Rendered:
    """A rendered page with the page errors and the requests to other hosts it attempted
    (all blocked)."""

    name: str
    page: object
    errors: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def screenshot(self, suffix: str = "") -> Path:
        """A full-page screenshot: the page is grown to its scrolled height first."""
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        viewport = self.page.viewport_size or VIEWPORT
        height = self.page.evaluate(
            "() => Math.max(...[...document.querySelectorAll('body, body *')]"
            ".map(e => e.scrollHeight))")
        self.page.set_viewport_size({"width": viewport["width"],
                                     "height": max(viewport["height"], min(height, 16000))})
        path = SCREENSHOTS / f"{Path(self.name).stem}{suffix}.png"
        self.page.screenshot(path=str(path), full_page=True)
        self.page.set_viewport_size(viewport)
        return path


def widget_count(page) -> int:
    """Output areas holding a rendered widget."""
    return page.evaluate(
        "() => [...document.querySelectorAll('.jp-OutputArea-output')]"
        ".filter(o => o.querySelector('.jupyter-widgets')).length")


def _text_only(page) -> bool:
    """Whether the page's notebook has no code cell (the rules page): no widget will come."""
    import json

    match = re.search(r"/voila/render/(?:.*/)?([^/?#]+\.ipynb)", page.url)
    if not match or not (NOTEBOOKS / match.group(1)).is_file():
        return False
    cells = json.loads((NOTEBOOKS / match.group(1)).read_text(encoding="utf-8"))["cells"]
    return not any(c["cell_type"] == "code" for c in cells)


def wait_for_widgets(page, expected: int | None) -> None:
    """Wait until the page shows ``expected`` widget outputs (or, if None, a steady count);
    a page of text alone (the rules) until its text is shown."""
    if expected is None and _text_only(page):
        expected = 0
    if expected == 0:
        page.wait_for_selector("#rendered_cells .jp-RenderedMarkdown", state="visible",
                               timeout=RENDER_TIMEOUT_MS)
        return
    page.wait_for_selector(".jp-OutputArea-output .jupyter-widgets", state="attached",
                           timeout=RENDER_TIMEOUT_MS)
    if expected is not None:
        page.wait_for_function(
            "n => [...document.querySelectorAll('.jp-OutputArea-output')]"
            ".filter(o => o.querySelector('.jupyter-widgets')).length >= n",
            arg=expected, timeout=RENDER_TIMEOUT_MS)
        return
    last, steady_since = -1, time.monotonic()
    while time.monotonic() - steady_since < 1.5:
        count = widget_count(page)
        if count != last:
            last, steady_since = count, time.monotonic()
        time.sleep(0.25)


class VoilaPages:
    """Opens each notebook page once per session in its own tab, and keeps it."""

    def __init__(self, browser, base: str, **context) -> None:
        self.base = base
        self.context = browser.new_context(**{"viewport": VIEWPORT, **context})
        self.cache: dict[str, Rendered] = {}

    def url(self, name: str) -> str:
        return f"{self.base}voila/render/{name}"

    def new(self, name: str) -> Rendered:
        page = self.context.new_page()
        rendered = Rendered(name, page)
        page.route("**/*", only_local(rendered.blocked))
        page.on("pageerror", lambda err: rendered.errors.append(str(err)))
        return rendered

    def visit(self, name: str, suffix: str = "", expected_widgets: int | None = None
              ) -> Rendered:
        """A new tab on ``name`` (its address followed by ``suffix``: a query or a
        ``#fragment``) once its widgets are on screen; not kept, unlike :meth:`open`."""
        rendered = self.new(name)
        rendered.page.goto(self.url(name) + suffix, timeout=RENDER_TIMEOUT_MS)
        wait_for_widgets(rendered.page, expected_widgets)
        return rendered

    def open(self, name: str, expected_widgets: int | None = None) -> Rendered:
        if name not in self.cache:
            rendered = self.new(name)
            start = time.monotonic()
            rendered.page.goto(self.url(name), timeout=RENDER_TIMEOUT_MS)
            wait_for_widgets(rendered.page, expected_widgets)
            rendered.seconds = time.monotonic() - start
            self.cache[name] = rendered
        return self.cache[name]

    def release(self, name: str) -> None:
        """Close a page no later test needs, so that its kernel can go."""
        rendered = self.cache.pop(name, None)
        if rendered is not None:
            rendered.page.close(run_before_unload=True)  # lets Voilà shut its kernel down

    def close(self) -> None:
        self.context.close()


@pytest.fixture(scope="module")
def voila_pages(chromium, voila_url) -> Iterator[VoilaPages]:
    pages = VoilaPages(chromium, voila_url)
    try:
        yield pages
    finally:
        pages.close()


# -- the play table's referee box ------------------------------------------------------------
def referee(table) -> str:
    """The text of the play table's referee box."""
    return table.locator(".rw-referee").inner_text().strip()


def wait_referee(table, pattern: str, timeout_ms: int = 30_000) -> str:
    """Wait until the referee's box matches ``pattern`` (a regular expression)."""
    box = table.locator(".rw-referee .rw-feedback")
    box.filter(has_text=re.compile(pattern)).first.wait_for(timeout=timeout_ms)
    return referee(table)
