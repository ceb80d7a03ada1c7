"""A class on one machine: ``python -m ramsas_widgets --classroom N``, driven as a class would.

One launcher serves the guide for a class of two on 127.0.0.2 (standing in for the
machine's network address: tests send traffic to loopback addresses only) with a join code,
at most three pages at once, and short culling (a kernel without a page goes after 10 s).
Only the class's page (lesson 1) is preheated, twice. The tests, in order:

- the launcher prints the address with the join code, the code, a QR code and the room;
- a lesson comes from the pool in light and in dark, and a page closed as a browser closes
  it frees its kernel at once;
- a visitor without the code gets the join page; a wrong code is refused, the right one
  admits;
- past the cap a visitor gets the "class is full" page (HTTP 503, Retry-After), and gets in
  once a place is free;
- sources and tracebacks stay hidden: no code in the page, no traceback for a crafted
  widget message sent over the page's own websocket;
- abuse: an ``<img>`` on another site and a foreign ``Host`` start no kernel and read no
  page; 20 concurrent plain GETs stay within the cap and leave no kernel past the culling,
  nor does a page closed without a word (a crashed tab), while a page left open and idle
  keeps its kernel;
- a killed kernel, and then a stopped server, make the page say the connection was lost,
  with a reload button; the guide restarts on the same port at once and the reload works.

Screenshots of the "class is full" page and of the notice, 1280 and 390 px wide, go to
``test-artifacts/screenshots/``.
"""

from __future__ import annotations

import http.server
import json
import os
import re
import signal
import tempfile
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest

from . import launched
from .conftest import (
    RENDER_TIMEOUT_MS,
    SCREENSHOTS,
    VIEWPORT,
    free_port,
    kernel_pids,
    kernel_pids_by_id,
    only_local,
    stop_group,
    wait_for,
    wait_for_widgets,
)
from .launched import Launched
from .test_security import TRACE_WORDS, code_lines

pytestmark = pytest.mark.browser

ADDRESS = "127.0.0.2"
CODE = "testcode42"
LESSON = "01_lithuanian_ramsas.ipynb"
CAP = 3
POOL = 2
IDLE = 10
#: Seconds a page's browser has to come to its kernel (the launcher's 45, shortened as the
#: culling is): plain GETs' kernels go after it; a page's scripts may connect until then.
GRACE = 25
STEP_MS = 30_000
PHONE = {"width": 390, "height": 844}


def launch(port: int) -> Launched:
    return launched.launch(ADDRESS, port, [
        "--classroom", str(POOL), "--token", CODE, "--lesson", "1", "--max-pages", str(CAP),
        "--verbose",  # the server's log on stderr, as well
        "--class-folder", tempfile.mkdtemp(prefix="ramsas-class-"), "--",
        # only the class's page preheated; short culling; the pool refilled at once
        "--VoilaConfiguration.default_pool_size=0",
        f"--MappingKernelManager.cull_idle_timeout={IDLE}",
        f"--GuideServer.connect_grace={GRACE}",
        "--MappingKernelManager.cull_interval=1", "--VoilaKernelManager.fill_delay=1"],
        code=CODE, lesson=LESSON, ready_within=120)


def stop(server: Launched) -> None:
    stop_group(server.proc)
    server.save("classroom")


@pytest.fixture(scope="module")
def classroom():
    served = {"now": launch(free_port())}
    try:
        yield served
    finally:
        stop(served["now"])


@pytest.fixture()
def server(classroom) -> Launched:
    return classroom["now"]


@pytest.fixture()
def context(chromium):
    ctx = chromium.new_context(viewport=VIEWPORT)
    blocked: list[str] = []
    ctx.route("**/*", only_local(blocked))
    ctx.blocked = blocked
    try:
        yield ctx
    finally:
        ctx.close()


def open_lesson(ctx, url: str):
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    response = page.goto(url, timeout=RENDER_TIMEOUT_MS)
    wait_for_widgets(page, None)
    page.errors = errors
    page.served = response.text() if response is not None else ""
    return page


def kernel_id(page) -> str:
    return page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data')"
                         ".textContent).kernelId")


def fetch(url: str, headers: dict | None = None, timeout: float = 120):
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as r:
            return r.status, dict(r.headers), r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers), err.read().decode("utf-8", "replace")


def settled(server: Launched, most: int, timeout: float) -> bool:
    """Whether the kernels fall to ``most`` (the pool's) within ``timeout`` seconds."""
    return wait_for(lambda: server.kernels() <= most, timeout, step=0.5)


def shot(page, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=False)


# -- the launcher ------------------------------------------------------------------------------
def test_the_banner_gives_the_address_the_code_and_a_qr_code(server):
    out = "".join(server.output)
    assert f"served for a class of {POOL} at" in out
    assert server.url(code=CODE) in out
    assert f"Join code: {CODE}" in out and server.base in out
    assert "█" in out and "▀" in out, "no QR code in the terminal"
    assert f"Room for {CAP} pages open at once" in out
    assert "Traceback" not in "".join(server.log)


# -- the pool, light and dark ------------------------------------------------------------------
def test_a_lesson_from_the_pool_in_light_and_in_dark(chromium, server):
    light = chromium.new_context(viewport=VIEWPORT, color_scheme="light")
    dark = chromium.new_context(viewport=VIEWPORT, color_scheme="dark")
    try:
        pages = {"light": open_lesson(light, server.url()),
                 "dark": open_lesson(dark, server.url(query="theme=dark"))}
        log = "".join(server.log)
        for theme, page in pages.items():
            kid = kernel_id(page)
            assert f"Using pre-heated kernel: {kid} for {LESSON}" in log, \
                f"the {theme} page did not come from the pool"
            assert not page.errors
        assert pages["light"].evaluate("() => document.body.dataset.jpThemeLight") == "true"
        assert pages["dark"].evaluate("() => document.body.dataset.jpThemeLight") == "false"
        # closed as a browser closes a tab: Voilà's shutdown is accepted, the kernel goes
        before = server.kernels()
        for page in pages.values():
            page.close(run_before_unload=True)
        assert wait_for(lambda: server.kernels() <= before - 2, 15), \
            f"{server.kernels()} kernels, {before} before the pages closed"
    finally:
        light.close()
        dark.close()


# -- the join code -----------------------------------------------------------------------------
def test_a_visitor_needs_the_join_code(context, server):
    page = context.new_page()
    page.goto(server.url(code=None), timeout=RENDER_TIMEOUT_MS)
    assert page.locator("h1").inner_text() == "Join the class"
    kernels = server.kernels()
    page.get_by_label("Join code").fill("wrongcode")
    page.get_by_role("button", name="Join").click()
    page.get_by_role("alert").filter(has_text="not the join code").wait_for(timeout=STEP_MS)
    assert server.kernels() == kernels
    page.get_by_label("Join code").fill(CODE)
    page.get_by_role("button", name="Join").click()
    page.wait_for_url(re.compile(re.escape(LESSON) + "$"), timeout=RENDER_TIMEOUT_MS)
    wait_for_widgets(page, None)
    assert "Lesson 1" in page.locator("h1").first.inner_text()
    assert not context.blocked
    page.close(run_before_unload=True)
    # without the cookie or the code the API answers nothing either
    status, _, body = fetch(server.base + "voila/api/contents/")
    assert status in (302, 403) or "Join the class" in body


# -- the cap -----------------------------------------------------------------------------------
def test_past_the_cap_the_class_is_full(chromium, context, server):
    assert settled(server, POOL, 30)
    pages = [open_lesson(context, server.url()) for _ in range(CAP)]
    status, headers, body = fetch(server.url())
    assert status == 503 and headers.get("Retry-After") == "60"
    assert "The class is full" in body and "try again in a minute" in body
    full = context.new_page()
    response = full.goto(server.url(), timeout=STEP_MS)
    assert response.status == 503
    assert full.get_by_role("heading", name="The class is full").is_visible()
    shot(full, "class-full-1280")
    phone = chromium.new_context(viewport=PHONE)
    try:
        small = phone.new_page()
        small.goto(server.url(), timeout=STEP_MS)
        wide = small.evaluate("() => document.documentElement.scrollWidth")
        assert wide <= PHONE["width"], f"the page is {wide} px wide on a phone"
        shot(small, "class-full-390")
    finally:
        phone.close()
    # a place frees up: "Try again" gets in
    leaving = pages.pop()
    gone = f"Kernel shutdown: {kernel_id(leaving)}"
    leaving.close(run_before_unload=True)
    # its kernel shut down (counting kernels would not tell: the pool may be refilling);
    # on a busy machine the page's last word and the shutdown take well over 15 s
    assert wait_for(lambda: any(gone in line for line in server.log), 90), \
        "".join(server.log)[-2000:]
    time.sleep(1)  # the log line comes as the manager lets the kernel go
    full.get_by_role("link", name="Try again").click()
    wait_for_widgets(full, None)
    assert "Lesson 1" in full.locator("h1").first.inner_text()
    for page in [*pages, full]:
        page.close(run_before_unload=True)
    assert not context.blocked


# -- sources and tracebacks --------------------------------------------------------------------
CRAFTED_JS = """
async ([kernel, model]) => {
  const url = `ws://${location.host}/api/kernels/${kernel}/channels?session_id=rw-test`;
  const socket = new WebSocket(url);
  const seen = [];
  socket.onmessage = event => { if (typeof event.data === 'string') seen.push(event.data); };
  await new Promise((ok, fail) => { socket.onopen = ok; socket.onerror = fail; });
  const send = (msgType, content) => socket.send(JSON.stringify({
    header: {msg_id: crypto.randomUUID(), msg_type: msgType, session: 'rw-test',
             username: 'rw', date: new Date().toISOString(), version: '5.3'},
    parent_header: {}, metadata: {}, content, channel: 'shell', buffers: []}));
  send('comm_msg', {comm_id: model, data: {method: 'update', state: {layout: 12345},
                                           buffer_paths: []}});
  send('comm_msg', {comm_id: model, data: {}});
  send('comm_msg', {comm_id: model});
  send('comm_open', {comm_id: crypto.randomUUID(), target_name: 'jupyter.widget',
                     data: {state: {_model_name: 'NoSuchModel'}}});
  send('comm_open', {comm_id: crypto.randomUUID(), target_name: 'no.such.target', data: {}});
  send('execute_request', {code: 'import os; os.getcwd()', silent: false});
  await new Promise(ok => setTimeout(ok, 3000));
  socket.close();
  return seen;
}
"""


def test_sources_and_tracebacks_stay_hidden(context, server):
    assert settled(server, POOL, 30)
    status, _, html = fetch(server.url())
    assert status == 200
    for line in code_lines(LESSON):
        assert line not in html, f"code line {line!r} is in the page"
    assert "application/vnd.jupyter.stderr" not in html
    page = open_lesson(context, server.url())
    model = re.search(r'"model_id": "([0-9a-f]{32})"', page.served)[1]
    seen = page.evaluate(CRAFTED_JS, [kernel_id(page), model])
    for message in seen:
        assert not any(word in message for word in TRACE_WORDS), message[:400]
        assert '"msg_type": "error"' not in message and '"execute_result"' not in message
    assert "Traceback" not in page.locator("body").inner_text()
    page.close(run_before_unload=True)


# -- abuse -------------------------------------------------------------------------------------
@pytest.fixture()
def other_site():
    """Another web site (another origin, on 127.0.0.1) whose page shows five images whose
    addresses are the class's lesson."""
    pages: dict[str, bytes] = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):  # noqa: N802 - the name http.server calls
            body = pages.get(self.path, b"")
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    site = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    try:
        yield pages, f"http://127.0.0.1:{site.server_address[1]}/"
    finally:
        site.shutdown()
        site.server_close()


def test_an_image_on_another_site_and_a_foreign_host_start_no_kernel(context, server,
                                                                      other_site):
    assert settled(server, POOL, 30)
    kernels = server.kernels()
    pages, site = other_site
    tags = "".join(f'<img src="{server.url(query=f"n={i}")}" alt="">' for i in range(5))
    pages["/"] = f"<!DOCTYPE html><title>Another site</title>{tags}".encode()
    page = context.new_page()
    statuses: list[int] = []
    failed: list[str] = []
    page.on("response", lambda r: statuses.append(r.status) if "/voila/render/" in r.url
            else None)
    page.on("requestfailed", lambda r: failed.append(f"{r.url} {r.failure}"))
    page.goto(site, timeout=STEP_MS)
    page.wait_for_load_state("networkidle", timeout=STEP_MS)
    # the browser tells the page nothing of an answer it may not read (ORB): ask the server
    assert len(statuses) + len(failed) == 5, (statuses, failed)
    assert set(statuses) <= {403}, statuses
    refused = [line for line in server.log
               if "403 GET /voila/render/" in line and "&n=" in line]
    assert len(refused) == 5, "".join(server.log)[-2000:]
    status, _, body = fetch(server.url(), headers={"Host": "evil.example"})
    assert status == 403 and "Lesson 1" not in body and "kernelId" not in body
    status, _, body = fetch(server.base + "voila/static/v0.5.13/voila.js",
                            headers={"Host": f"evil.example:{server.port}"})
    assert status == 403
    time.sleep(2)
    assert server.kernels() == kernels
    page.close()


def test_pages_nobody_holds_lose_their_kernels_and_open_ones_keep_them(context, server):
    """20 concurrent plain GETs stay within the cap, and their kernels (no page ever
    connects) are freed once the connect grace is over, not culled as idle before it (a page
    still loading on a slow machine keeps its kernel); the kernel of a page closed without a
    word (a crashed tab) is culled, while a page left open and idle all that time keeps its
    kernel and still answers."""
    assert settled(server, POOL, 30)
    kept = open_lesson(context, server.url())
    crashed = open_lesson(context, server.url())
    crashed.get_by_role("button", name="Next card", exact=True).first.click()
    crashed.close(run_before_unload=False)  # no shutdown request: as a crashed tab
    with ThreadPoolExecutor(max_workers=20) as pool:
        answers = list(pool.map(lambda _i: fetch(server.url())[0], range(20)))
    assert set(answers) <= {200, 503} and 503 in answers, answers
    assert answers.count(200) <= CAP - 2, answers
    # the pool's kernels and the open page's stay; every other one goes
    assert settled(server, POOL + 1, GRACE + 25), f"{server.kernels()} kernels left"
    time.sleep(2)
    assert server.kernels() == POOL + 1
    log = "".join(server.log)
    never = re.findall(r"Kernel (\S+): its page's browser never came", log)
    assert len(never) >= answers.count(200), log[-3000:]
    culled = [k for k in never if re.search(rf"Culling .*{re.escape(k)}", log)]
    assert not culled, f"culled as idle before their browser could come: {culled}"
    kept.get_by_role("button", name="Next card", exact=True).first.click()
    kept.wait_for_function("() => document.querySelector('.rw-narration').innerText"
                           ".startsWith('Card 1 of 24')", timeout=STEP_MS)
    # the burst may have kept the server from answering the page's beat for a while (the
    # page then says the server is not answering); its next beat, within 5 s, clears that
    hidden = notice(kept)
    try:
        hidden.wait_for(state="hidden", timeout=15_000)
    except Exception:
        kind = hidden.get_attribute("data-kind")
        raise AssertionError(f"the open page still shows a notice ({kind}): "
                             f"{hidden.inner_text()!r}") from None
    kept.close(run_before_unload=True)


def test_a_page_whose_scripts_come_late_keeps_its_kernel(context, server):
    """On a busy machine a page's scripts may connect to its kernel later than the culling's
    idle time: its page said its first word at once, but Voilà's script comes IDLE + 2 s
    late. The kernel waits for it (within the connect grace), and the page's widgets
    come."""
    assert settled(server, POOL, 30)
    late = IDLE + 2

    held: list[str] = []

    def slow(route):
        held.append(route.request.url)
        time.sleep(late)  # the server counts the kernel's idle time meanwhile
        route.continue_()

    context.route("**/voila/static/*/voila.js", slow)
    try:
        page = open_lesson(context, server.url())
    finally:
        context.unroute("**/voila/static/*/voila.js", slow)
    kid = kernel_id(page)
    assert held, "the page asked for no voila.js: the test did not slow it"
    assert not any("Culling" in line and kid in line for line in server.log), \
        "".join(server.log)[-2000:]
    page.get_by_role("button", name="Next card", exact=True).first.click()
    page.wait_for_function("() => document.querySelector('.rw-narration').innerText"
                           ".startsWith('Card 1 of 24')", timeout=STEP_MS)
    page.close(run_before_unload=True)


# -- a lost connection -------------------------------------------------------------------------
def notice(page):
    return page.locator("#rw-connection")


def test_a_killed_kernel_makes_the_page_say_so(chromium, context, server):
    assert settled(server, POOL, 30)
    page = open_lesson(context, server.url())
    kid = kernel_id(page)
    pids = [pid for pid in kernel_pids(server.proc.pid)
            if pid == kernel_pids_by_id(server.proc.pid, [kid]).get(kid)]
    assert len(pids) == 1, pids
    assert notice(page).count() == 0 or notice(page).is_hidden()
    os.kill(pids[0], signal.SIGKILL)
    notice(page).wait_for(state="visible", timeout=STEP_MS)
    text = notice(page).inner_text()
    assert "The connection to the guide was lost" in text
    assert notice(page).get_by_role("button", name="Reload the page").is_visible()
    shot(page, "connection-lost-1280")
    page.set_viewport_size(PHONE)
    box = notice(page).bounding_box()
    assert box["width"] <= PHONE["width"] and box["y"] == 0
    shot(page, "connection-lost-390")
    page.set_viewport_size(VIEWPORT)
    notice(page).get_by_role("button", name="Reload the page").click()
    wait_for_widgets(page, None)
    assert notice(page).count() == 0 or notice(page).is_hidden()
    page.close(run_before_unload=True)


def test_a_stopped_server_then_the_same_port_again(classroom, context):
    server = classroom["now"]
    assert settled(server, POOL, 30)
    page = open_lesson(context, server.url())
    stop(server)
    # while it stops it may first be "not answering"; once its connections close, "lost"
    notice(page).filter(has_text="The connection to the guide was lost").wait_for(
        state="visible", timeout=STEP_MS)
    # the guide starts again on the same port at once (TIME_WAIT connections do not stop it)
    again = launch(server.port)
    classroom["now"] = again
    assert "cannot be used" not in "".join(again.log)
    notice(page).get_by_role("button", name="Reload the page").click()
    wait_for_widgets(page, None)
    assert "Lesson 1" in page.locator("h1").first.inner_text()
    page.close(run_before_unload=True)
    assert json.dumps(context.blocked) == "[]"
