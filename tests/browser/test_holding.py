"""A class that holds against abuse: ``python -m ramsas_widgets --classroom N`` under attack.

One launcher serves a class of two on 127.0.0.2 (the machine's network address, as in
``test_classroom.py``; every client here is on a loopback address too, and 127.0.0.3,
127.0.0.4... stand in for other devices on the network), with a join code, room for five
pages, at most two pages a browser and three an address, 15 seconds for a page's browser
to come to its kernel, connections closed after three idle seconds, and kernels culled 30 s
after their page left. It starts with an open-file limit of 512, as a server started from a
shell with a low limit would. The tests, each reproducing an attack that worked before:

1. descriptors: the server raises its open-file limit; 1,000 idle connections leave a
   student with the code a page within seconds, and are closed; a server out of descriptors
   says so in a line, not in a traceback per turn of its accept loop;
2. kernel memory: a page cannot create widgets in its kernel (comm_open refused), and a
   flood of clicks is bounded;
3. places: one address and one browser hold only their share, a page whose browser never
   comes is freed in seconds, and the "class is full" page says how long to wait;
4. the join code: every route needs it, wrong guesses are limited per address and logged
   without the code, ``/voila/query/<kernel>`` needs it and never gives it back, the code
   never reaches the log, a malformed template path is a plain 404;
5. a frozen server and a page away too long make the page say so; logging out takes the
   page's own form.
"""

from __future__ import annotations

import json
import os
import re
import resource
import signal
import socket
import subprocess
import tempfile
import threading
import time
import urllib.parse
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from http.client import HTTPConnection
from pathlib import Path

import pytest

from . import launched
from .conftest import (
    NOTEBOOKS,
    RENDER_TIMEOUT_MS,
    ROOT,
    VIEWPORT,
    free_port,
    kernel_pids,
    only_local,
    stop_group,
    wait_for,
    wait_for_widgets,
)
from .launched import Launched

pytestmark = pytest.mark.browser

ADDRESS = "127.0.0.2"
CODE = "testcode42"
LESSON = "01_lithuanian_ramsas.ipynb"
LIGHT = "00_index.ipynb"  # a page whose kernel starts fast: for the place attacks
# (the rules page takes no kernel and no place: the server sends it itself)
POOL = 2
CAP = 5
PER_BROWSER = 2
PER_ADDRESS = 3
GRACE = 15
IDLE = 3
CULL = 30
OPEN_FILES = 512
STEP_MS = 30_000


def low_file_limit(limit: int):
    def lower() -> None:
        _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, hard))
    return lower


@pytest.fixture(scope="module")
def server():
    served = launched.launch(ADDRESS, free_port(), [
        "--classroom", str(POOL), "--token", CODE, "--lesson", "1", "--max-pages", str(CAP),
        "--verbose",  # the server's log on stderr, as well
        "--class-folder", tempfile.mkdtemp(prefix="ramsas-class-"), "--",
        "--VoilaConfiguration.default_pool_size=0", "--VoilaKernelManager.fill_delay=1",
        f"--MappingKernelManager.cull_idle_timeout={CULL}",
        "--MappingKernelManager.cull_interval=1",
        f"--GuideServer.pages_per_browser={PER_BROWSER}",
        f"--GuideServer.pages_per_address={PER_ADDRESS}",
        f"--GuideServer.connect_grace={GRACE}",
        f"--GuideServer.idle_connection_timeout={IDLE}"],
        code=CODE, lesson=LESSON, before=low_file_limit(OPEN_FILES))
    try:
        yield served
    finally:
        stop_group(served.proc)


# -- a visitor on another address ----------------------------------------------------------------
@dataclass
class Visitor:
    """An HTTP client on its own loopback address, keeping cookies (unless ``cookies`` is
    None: a client that keeps none)."""

    server: Launched
    address: str
    cookies: dict | None = field(default_factory=dict)

    def request(self, method: str, path: str, body: bytes | None = None,
                headers: dict | None = None, timeout: float = 120) -> tuple[int, dict, str]:
        conn = HTTPConnection(ADDRESS, self.server.port, timeout=timeout,
                              source_address=(self.address, 0))
        sent = dict(headers or {})
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        try:
            conn.request(method, "/" + path.lstrip("/"), body=body, headers=sent)
            response = conn.getresponse()
            data = response.read().decode("utf-8", "replace")
            if self.cookies is not None:
                for header, value in response.getheaders():
                    if header.lower() == "set-cookie":
                        name, _, rest = value.partition("=")
                        cookie = rest.split(";", 1)[0]
                        if cookie in ('""', "") or "expires=Thu, 01 Jan 1970" in value \
                                or re.search(r"expires=[^;]*19\d\d|Max-Age=0", value):
                            self.cookies.pop(name, None)
                        else:
                            self.cookies[name] = cookie
            return response.status, {k.lower(): v for k, v in response.getheaders()}, data
        finally:
            conn.close()

    def get(self, path: str, **kwargs) -> tuple[int, dict, str]:
        return self.request("GET", path, **kwargs)

    def page(self, name: str, code: bool = True) -> tuple[int, dict, str]:
        query = f"?token={CODE}" if code else ""
        answer = self.get(f"voila/render/{name}{query}",
                          headers={"Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate"})
        kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', answer[2])
        if answer[0] == 200 and kernel:
            TAKEN.add(kernel[1])
        return answer

    def shut(self, body: str) -> None:
        """Close a page as its browser would (Voilà's shutdown, with the xsrf token)."""
        kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', body)
        if kernel and self.cookies and "_xsrf" in self.cookies:
            self.request("POST", f"voila/api/shutdown/{kernel[1]}", body=b"",
                         headers={"X-XSRFToken": self.cookies["_xsrf"]})


def kernel_of(body: str) -> str:
    return re.search(r'"kernelId": "([0-9a-f-]+)"', body)[1]


#: The kernels of every page a visitor of this module was given.
TAKEN: set[str] = set()


def live_kernels(server: Launched) -> set[str]:
    """The IDs of the server's running kernels, read from their command lines."""
    ids = set()
    for pid in kernel_pids(server.proc.pid):
        try:
            line = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        found = re.search(rb"kernel-([0-9a-f-]{36})\.json", line)
        if found:
            ids.add(found[1].decode())
    return ids


def settled(server: Launched, most: int = POOL, timeout: float = 60) -> bool:
    """No more than ``most`` kernels, and none of them a page a visitor was given: the pool
    alone (a count alone could be a page's kernel while the pool refills, one place held)."""
    return wait_for(lambda: server.kernels() <= most and not live_kernels(server) & TAKEN,
                    timeout, step=0.5)


# -- 1. descriptors ------------------------------------------------------------------------------
def test_the_server_raises_its_open_file_limit(server):
    limits = Path(f"/proc/{server.server_pid()}/limits").read_text()
    soft = int(re.search(r"Max open files\s+(\d+)", limits)[1])
    assert soft >= 4096, f"the server kept an open-file limit of {soft}"


def idle_connections(port: int, count: int, source: str) -> list[socket.socket]:
    held = []
    for _ in range(count):
        sock = socket.socket()
        sock.bind((source, 0))
        sock.settimeout(5)
        try:
            sock.connect((ADDRESS, port))
        except OSError:
            sock.close()
            break
        held.append(sock)
    return held


def closed_by_server(sock: socket.socket) -> bool:
    try:
        sock.settimeout(0.2)
        return sock.recv(1) == b""
    except (TimeoutError, BlockingIOError):
        return False
    except OSError:
        return True


def test_a_thousand_idle_connections_leave_a_student_in(server):
    assert settled(server)
    held = idle_connections(server.port, 1000, "127.0.0.5")
    try:
        assert len(held) == 1000
        time.sleep(1)
        student = Visitor(server, "127.0.0.9")
        start_at = time.monotonic()
        status, _, body = student.page(LESSON, code=True)
        waited = time.monotonic() - start_at
        assert status == 200 and "kernelId" in body
        print(f"a student waited {waited:.2f} s with 1,000 idle connections open")
        assert waited < 15, f"a student waited {waited:.1f} s for a page"
        student.shut(body)
        # the idle ones are closed by the server soon after
        assert wait_for(lambda: sum(closed_by_server(s) for s in held[:50]) == 50,
                        IDLE + 10), "idle connections stay open"
    finally:
        for sock in held:
            sock.close()
    assert "Too many open files" not in server.text()


def test_out_of_descriptors_the_log_stays_quiet_and_idle_ones_go(tmp_path):
    """A server whose descriptors run out anyway (its limit left at 128 here) writes one line
    about it, not a traceback per turn of its accept loop, and lets a visitor in once the
    idle connections are closed."""
    from ramsas_widgets.serve.launcher import voila_command

    port = free_port()
    cmd = voila_command(NOTEBOOKS, port, "--GuideServer.open_files=128",
                        f"--GuideServer.idle_connection_timeout={IDLE}",
                        "--VoilaConfiguration.preheat_kernel=False")
    from ramsas_widgets.template import voila_env

    proc = subprocess.Popen(cmd, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, start_new_session=True,
                            preexec_fn=low_file_limit(128), env=voila_env())
    log: list[str] = []
    threading.Thread(target=launched._pump, args=(proc.stdout, log, None),
                     daemon=True).start()
    base = ("127.0.0.1", port)
    try:
        def answers() -> bool:
            try:
                with socket.create_connection(base, timeout=2) as sock:
                    sock.sendall(b"GET /login HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")
                    return sock.recv(12).startswith(b"HTTP/1.")
            except OSError:
                return False

        assert wait_for(answers, 90, step=0.5), "".join(log)[-2000:]
        held = []
        for _ in range(300):
            sock = socket.socket()
            sock.settimeout(3)
            try:
                sock.connect(base)
            except OSError:
                sock.close()
                break
            held.append(sock)
        time.sleep(2)
        flooded = sum(len(line) for line in log)
        try:
            # the idle connections go after IDLE seconds; then a visitor gets in
            assert wait_for(answers, IDLE + 20, step=0.5), "no visitor got in"
        finally:
            for sock in held:
                sock.close()
        text = "".join(log)
        assert text.count("Too many open files") == 0, text[-2000:]
        assert text.count("Out of file descriptors") <= 2
        assert "Traceback" not in text
        assert flooded < 20_000, f"{flooded} characters of log in 2 s"
    finally:
        stop_group(proc)


# -- 3. places -----------------------------------------------------------------------------------
def test_one_visitor_cannot_hold_every_place(server):
    """Nine plain GETs with the code from one address (a client keeping no cookie) get that
    address's share of the places, and a student on another device still gets in."""
    assert settled(server)
    attacker = Visitor(server, "127.0.0.3", cookies=None)
    with ThreadPoolExecutor(max_workers=9) as pool:
        answers = list(pool.map(lambda _i: attacker.page(LIGHT), range(9)))
    statuses = [status for status, _, _ in answers]
    assert statuses.count(200) <= PER_ADDRESS, statuses
    refused = [body for status, _, body in answers if status == 429]
    assert refused and "This device already holds" in refused[0]
    assert "shared address" in server.text()  # the teacher's hint in the log
    student = Visitor(server, "127.0.0.9")
    status, _, body = student.page(LESSON)
    assert status == 200, body[:300]
    student.shut(body)


def test_one_browser_holds_its_share(server):
    assert settled(server, POOL, CULL + 15)  # the places the test above took are free
    browser = Visitor(server, "127.0.0.4")
    answers = [browser.page(LIGHT) for _ in range(PER_BROWSER + 1)]
    assert [a[0] for a in answers] == [200] * PER_BROWSER + [429], [a[0] for a in answers]
    assert f"This browser already has {PER_BROWSER} pages" in answers[-1][2]
    assert int(answers[-1][1]["retry-after"]) <= GRACE + 2
    # closing one of its pages frees its place at once
    browser.shut(answers[0][2])
    assert wait_for(lambda: browser.page(LIGHT)[0] == 200, 10, step=1)


def test_a_page_whose_browser_never_comes_is_freed_in_seconds(server):
    """The places the test above took with plain GETs (no browser ever connected to their
    kernels) are free again a few seconds after their grace, long before culling."""
    assert settled(server, POOL, GRACE + 12), f"{server.kernels()} kernels left"
    assert "its page's browser never came" in server.text()


def test_the_class_full_page_says_how_long_to_wait(server):
    assert settled(server, POOL, GRACE + 20)
    with ThreadPoolExecutor(max_workers=CAP) as pool:
        taken = list(pool.map(lambda i: Visitor(server, f"127.0.0.{11 + i}").page(LIGHT),
                              range(CAP)))
    assert [status for status, _, _ in taken] == [200] * CAP
    late = Visitor(server, "127.0.0.16")
    status, headers, body = late.page(LIGHT)
    asked_at = time.monotonic()
    assert status == 503 and "The class is full" in body
    retry = int(headers["retry-after"])
    assert retry <= GRACE + 2, f"asked to wait {retry} s for a place freed in {GRACE} s"
    assert re.search(r"A place frees up in about (10|20) seconds", body), body[:500]
    time.sleep(max(0.0, retry + 2 - (time.monotonic() - asked_at)))
    status, _, body = late.page(LIGHT)
    assert status == 200, f"still refused {retry + 2} s later"
    late.shut(body)


# -- 4. the join code ----------------------------------------------------------------------------
ROUTES = ["voila/render/" + LESSON, "voila/api/contents/", "voila/templates/ramsas/static/page.css",
          "voila/static/voila.js", "voila/ramsas/alive",
          "voila/labextensions/@jupyter-widgets/jupyterlab-manager/package.json",
          "voila/api/themes/@jupyterlab/theme-dark-extension/index.css",
          "voila/files/no-such.png", "logout"]


def test_every_route_needs_the_code(server):
    stranger = Visitor(server, "127.0.0.20")
    for route in ROUTES:
        status, headers, _body = stranger.get(route)
        assert status in (302, 403), f"{route} answered {status} without the code"
        if status == 302:
            assert headers["location"].split("?")[0].endswith("/login"), (route, headers)
    status, _, body = stranger.get("login")
    assert status == 200 and "Join the class" in body
    # with the code the same routes answer
    student = Visitor(server, "127.0.0.21")
    status, _, page = student.page(LESSON)
    assert status == 200
    for route in ["voila/templates/ramsas/static/page.css", "voila/ramsas/alive",
                  "voila/api/contents/"]:
        assert student.get(route)[0] == 200, route
    student.shut(page)


def websocket_answer(server: Launched, path: str, cookies: dict | None) -> tuple[int, str]:
    """The status of a websocket handshake on ``path`` and the first message, if any."""
    import websocket  # websocket-client

    header = [f"Cookie: {'; '.join(f'{k}={v}' for k, v in cookies.items())}"] if cookies else []
    try:
        ws = websocket.create_connection(f"ws://{ADDRESS}:{server.port}/{path}", timeout=5,
                                         header=header, origin=f"http://{ADDRESS}:{server.port}")
    except websocket.WebSocketBadStatusException as err:
        return err.status_code, ""
    try:
        try:
            message = ws.recv()
        except websocket.WebSocketTimeoutException:
            message = ""
        return 101, message if isinstance(message, str) else message.decode()
    finally:
        ws.close()


def test_the_request_info_socket_needs_the_code_and_never_gives_it(server):
    assert settled(server)
    student = Visitor(server, "127.0.0.22")
    status, _, body = student.page(LESSON)
    assert status == 200
    kernel = kernel_of(body)
    try:
        assert websocket_answer(server, f"voila/query/{kernel}", None)[0] == 403
        assert websocket_answer(server, f"api/kernels/{kernel}/channels", None)[0] == 403
        status, message = websocket_answer(server, f"voila/query/{kernel}", student.cookies)
        assert status == 101
        assert CODE not in message and "token" not in message, message[:300]
    finally:
        student.shut(body)


def test_wrong_codes_are_limited_per_address_and_logged_without_them(server):
    guesser = Visitor(server, "127.0.0.23", cookies=None)
    guesses = [f"guess{n:04d}x" for n in range(12)]
    answers = [guesser.page(f"{LESSON}?token={g}", code=False) for g in guesses]
    # each wrong code sends the visitor to the join page; past ten, the join page says wait
    assert all(status == 302 for status, _, _ in answers)
    status, headers, body = guesser.get("login")
    assert status == 429 and "Too many wrong join codes" in body
    assert int(headers["retry-after"]) <= 60
    # the right code from the same address is not even tried now
    status, _, _ = guesser.page(LESSON)
    assert status == 302
    status, _, body = guesser.request(
        "POST", "login", body=urllib.parse.urlencode({"password": CODE}).encode(),
        headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert status in (403, 429)  # no xsrf cookie, or still waiting: not admitted
    # another device gets in
    student = Visitor(server, "127.0.0.24")
    status, _, body = student.page(LESSON)
    assert status == 200
    student.shut(body)
    log = server.text()
    assert log.count("A wrong join code in the address from 127.0.0.23") >= 10
    for guess in guesses:
        assert guess not in log


def test_the_code_never_reaches_the_log_nor_a_traceback(server):
    student = Visitor(server, "127.0.0.25")
    status, _, body = student.page(LESSON)
    assert status == 200
    student.shut(body)
    for path in [f"voila/render/no-such.ipynb?token={CODE}",
                 f"voila/api/contents/no-such?token={CODE}",
                 f"voila/templates/ramsas?token={CODE}", "voila/templates/x/y",
                 f"voila/templates/../static/x?token={CODE}",
                 f"voila/files/no-such.png?token={CODE}"]:
        status, _, _ = student.get(path)
        assert 400 <= status < 500, (path, status)
    time.sleep(1)
    log = server.text()
    assert CODE not in log
    assert "Traceback" not in log and "Uncaught exception" not in log


def test_leaving_takes_the_pages_own_form(server):
    student = Visitor(server, "127.0.0.26")
    status, _, body = student.page(LESSON)
    assert status == 200
    student.shut(body)
    # a link or an <img> on any site sends a GET: it leaves nothing
    status, _, page = student.get("logout")
    assert status == 200 and "Leave the class" in page
    assert student.get("voila/api/contents/")[0] == 200, "a GET logged the student out"
    # a POST from another site has no xsrf token
    status, _, _ = student.request("POST", "logout", body=b"",
                                   headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 403
    assert student.get("voila/api/contents/")[0] == 200
    # the page's own form leaves
    xsrf = re.search(r'name="_xsrf" value="([^"]+)"', page)[1]
    status, headers, _ = student.request(
        "POST", "logout", body=urllib.parse.urlencode({"_xsrf": xsrf}).encode(),
        headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 302 and headers["location"].endswith("/login")
    assert student.get("voila/api/contents/")[0] != 200


# -- 2. kernel memory, and 5. the page's notices -------------------------------------------------
@pytest.fixture()
def context(chromium):
    ctx = chromium.new_context(viewport=VIEWPORT)
    blocked: list[str] = []
    ctx.route("**/*", only_local(blocked))
    try:
        yield ctx
    finally:
        ctx.close()


def open_lesson(ctx, server: Launched):
    page = ctx.new_page()
    response = page.goto(f"{server.base}voila/render/{LESSON}?token={CODE}",
                         timeout=RENDER_TIMEOUT_MS)
    assert response is not None and response.status == 200, \
        (response and response.status, page.locator("body").inner_text()[:500])
    wait_for_widgets(page, None)
    return page


def test_a_slow_browser_keeps_its_page(context, server):
    """A browser that has not yet connected to its kernel when the grace ends (a slow
    phone, a class of thirty on one machine, where Voilà's scripts take most of a minute)
    keeps its page: the page says it has come as soon as its kernel's ID is in it. Here
    Voilà's scripts never arrive at all, so only that first word can keep the place."""
    assert settled(server, POOL, GRACE + 20)
    held = []
    context.route("**/voila/static/**", lambda route: (held.append(1), route.abort()))
    page = context.new_page()
    response = page.goto(f"{server.base}voila/render/{LESSON}?token={CODE}",
                         timeout=RENDER_TIMEOUT_MS)
    assert response is not None and response.status == 200
    kernel = page_kernel(page)
    # Playwright's own wait: the context's routes answer the page's requests only while
    # Playwright runs, so a plain sleep would hold the page's first word back itself
    page.wait_for_timeout((GRACE + 6) * 1000)
    assert held, "no script was held back: the test proves nothing"
    assert f"Kernel {kernel}: its page's browser never came" not in server.text()
    page.close(run_before_unload=True)


def page_kernel(page) -> str:
    return page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data')"
                         ".textContent).kernelId")


KERNEL_JS = """
async ([kernel, plan]) => {
  const socket = new WebSocket(
    `ws://${location.host}/api/kernels/${kernel}/channels?session_id=rw-hold`);
  const replies = {};
  const seen = [];
  socket.onmessage = event => {
    if (typeof event.data !== 'string') return;
    const msg = JSON.parse(event.data);
    seen.push(msg.header.msg_type);
    const parent = msg.parent_header && msg.parent_header.msg_id;
    if (parent) (replies[parent] = replies[parent] || []).push(msg);
  };
  await new Promise((ok, fail) => { socket.onopen = ok; socket.onerror = fail; });
  const send = (msgType, content, metadata = {}) => {
    const id = crypto.randomUUID();
    socket.send(JSON.stringify({
      header: {msg_id: id, msg_type: msgType, session: 'rw-hold', username: 'rw',
               date: new Date().toISOString(), version: '5.3'},
      parent_header: {}, metadata, content, channel: 'shell', buffers: []}));
    return id;
  };
  const reply = async (id, type, seconds) => {
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const found = (replies[id] || []).find(m => m.header.msg_type === type);
      if (found) return found;
      await new Promise(ok => setTimeout(ok, 50));
    }
    return null;
  };
  const widgets = async () => {
    const answer = await reply(send('comm_info_request', {target_name: 'jupyter.widget'}),
                               'comm_info_reply', 120);
    return answer ? Object.keys(answer.content.comms).length : -1;
  };
  const result = {before: await widgets()};
  if (plan.opens) {
    for (let i = 0; i < plan.opens; i++) {
      send('comm_open', {comm_id: crypto.randomUUID(), target_name: 'jupyter.widget',
                         data: {state: {_model_name: 'ButtonModel',
                                        _model_module: '@jupyter-widgets/controls',
                                        _model_module_version: '2.0.0',
                                        _view_name: 'ButtonView',
                                        _view_module: '@jupyter-widgets/controls',
                                        _view_module_version: '2.0.0'},
                                buffer_paths: []}}, {version: '2.1.0'});
    }
  }
  if (plan.clicks) {
    // the widget manager's control channel lists every widget's state: find the button
    const control = crypto.randomUUID();
    socket.send(JSON.stringify({
      header: {msg_id: crypto.randomUUID(), msg_type: 'comm_open', session: 'rw-hold',
               username: 'rw', date: new Date().toISOString(), version: '5.3'},
      parent_header: {}, metadata: {version: '1.0.0'}, channel: 'shell', buffers: [],
      content: {comm_id: control, target_name: 'jupyter.widget.control', data: {}}}));
    const ask = send('comm_msg', {comm_id: control, data: {method: 'request_states'}});
    const states = await reply(ask, 'comm_msg', 60);
    const all = states ? states.content.data.states : {};
    const button = Object.keys(all).find(id =>
      all[id].model_name === 'ButtonModel' && all[id].state.description === plan.button);
    result.button = button || null;
    const start = Date.now();
    for (let i = 0; button && i < plan.clicks; i++) {
      send('comm_msg', {comm_id: button, data: {method: 'custom',
                                                content: {event: 'click'}}});
    }
    const answered = await reply(send('kernel_info_request', {}), 'kernel_info_reply',
                                 plan.seconds);
    result.answered = answered ? (Date.now() - start) / 1000 : null;
  }
  result.after = await widgets();
  result.errors = seen.filter(t => t === 'error' || t === 'stream').length;
  socket.close();
  return result;
}
"""


def test_a_page_cannot_create_widgets_in_its_kernel(context, server):
    assert settled(server)
    page = open_lesson(context, server)
    result = page.evaluate(KERNEL_JS, [page_kernel(page), {"opens": 300}])
    print(f"widgets in the kernel: {result['before']} before 300 comm_open, "
          f"{result['after']} after")
    assert result["before"] > 0
    assert result["after"] == result["before"], result
    assert result["errors"] == 0
    assert "the page may not create widgets" in server.text()
    # the page's own widgets still answer
    page.get_by_role("button", name="Next card", exact=True).first.click()
    page.wait_for_function("() => document.querySelector('.rw-narration').innerText"
                           ".startsWith('Card 1 of')", timeout=STEP_MS)
    page.close(run_before_unload=True)


def test_a_flood_of_clicks_is_bounded(context, server):
    """1,500 "New exercise" clicks sent at once (each deals and weighs a new position):
    the kernel handles a few dozen and answers again within seconds, not minutes."""
    assert settled(server)
    page = open_lesson(context, server)
    result = page.evaluate(KERNEL_JS, [page_kernel(page), {
        "clicks": 1500, "button": "New exercise", "seconds": 60}])
    assert result["button"], "no 'New exercise' button on the page"
    print(f"the kernel answered {result['answered']} s after 1,500 clicks")
    assert result["answered"] is not None and result["answered"] < 30, result
    assert "widget messages already wait for the kernel" in server.text()
    page.close(run_before_unload=True)


def notice(page):
    return page.locator("#rw-connection")


def test_a_frozen_server_makes_the_page_say_so(context, server):
    assert settled(server)
    page = open_lesson(context, server)
    pid = server.server_pid()
    os.kill(pid, signal.SIGSTOP)
    try:
        notice(page).filter(has_text="not answering").wait_for(state="visible",
                                                                 timeout=30_000)
    finally:
        os.kill(pid, signal.SIGCONT)
    notice(page).wait_for(state="hidden", timeout=30_000)
    page.close(run_before_unload=True)


def test_a_page_away_too_long_says_its_game_was_put_away(context, server):
    assert settled(server)
    page = open_lesson(context, server)
    kernel = page_kernel(page)
    # away: the network goes (no new connection), and with it the page's open ones
    context.set_offline(True)
    page.evaluate("() => window.ramsasConnection.state.sockets.forEach(s => s.close())")
    try:
        assert wait_for(lambda: f"Kernel shutdown: {kernel}" in server.text(),
                        CULL + 40, step=1), "the page's kernel was not culled"
    finally:
        context.set_offline(False)
    notice(page).filter(has_text="was away for more than").wait_for(state="visible",
                                                                    timeout=30_000)
    assert "game was put away" in notice(page).inner_text()
    notice(page).get_by_role("button", name="Reload the page").click()
    wait_for_widgets(page, None)
    assert "Lesson 1" in page.locator("h1").first.inner_text()
    page.close(run_before_unload=True)


def test_a_kernel_stopped_for_memory_makes_the_page_say_so(context, server):
    """The kernel's last word before it stops for memory (``serve.page_kernel.stop_for_memory``,
    proved in ``tests/test_served.py``) is a ``dead`` status saying why: the page shows it."""
    assert settled(server)
    page = open_lesson(context, server)
    page.evaluate("""() => {
      const status = JSON.stringify({header: {msg_type: 'status', msg_id: 'rw'},
        parent_header: {}, metadata: {}, channel: 'iopub', buffers: [],
        content: {execution_state: 'dead', reason: 'memory'}});
      window.ramsasConnection.state.sockets[0].dispatchEvent(
        new MessageEvent('message', {data: status}));
    }""")
    notice(page).filter(has_text="more memory than one page may have").wait_for(
        state="visible", timeout=STEP_MS)
    assert notice(page).get_by_role("button", name="Reload the page").is_visible()
    page.close(run_before_unload=True)


def test_no_traceback_and_no_code_in_the_log_after_all_this(server):
    log = server.text()
    assert CODE not in log
    assert "Traceback" not in log, log[log.index("Traceback") - 500:][:3000]
    json.dumps(log)  # the log is text
