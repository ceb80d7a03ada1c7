"""The kernels' websocket holds: ``python -m ramsas_widgets --classroom N`` under websocket attacks.

One launcher serves a class of two on 127.0.0.2 (the machine's network address, as in
``test_holding.py``; the clients are on 127.0.0.3x, standing in for other devices), with a
join code, at most two pages a browser and three an address, and websockets that answer no
ping for six seconds closed. Every attack here worked before, over the kernel's websocket
(``/api/kernels/<id>/channels``) of a page the attacker opened with the code:

1. **legacy binary frames** (no subprotocol, a binary frame in jupyter_server's
   ``serialize_binary_message`` format) were passed to the kernel unread: a ``comm_open``
   made a widget, and a flood of 500 messages reached the kernel whole;
2. **websocket holds**: hundreds of idle websockets to one's own kernel ran the server out
   of sockets; now a kernel, a browser and an address each have a few, a page that
   reconnects replaces its old socket, and a socket that answers no ping goes;
3. **memory**: an 8 MB message from the page, and a page asking for a large widget state
   again and again without reading the answers, grew the server by hundreds of MiB; now a
   message past the size limit closes its socket, a socket that does not read is closed once
   its unsent bytes pass the bound, and what waits for a page that left is bounded too.
"""

from __future__ import annotations

import json
import re
import socket
import tempfile
import threading
import time
import uuid
from contextlib import suppress
from dataclasses import dataclass, field
from datetime import datetime, timezone
from http.client import HTTPConnection
from pathlib import Path

import pytest

from ramsas_widgets.serve import holding

from . import launched
from .conftest import RENDER_TIMEOUT_MS, VIEWPORT, free_port, only_local, stop_group, wait_for
from .launched import Launched

pytestmark = pytest.mark.browser

ADDRESS = "127.0.0.2"
CODE = "wscode4242"
LESSON = "01_lithuanian_ramsas.ipynb"
PER_BROWSER = 2
PER_ADDRESS = 3
IDLE = 6  # seconds a websocket may answer no ping
PER_KERNEL = holding.WEBSOCKETS_PER_KERNEL
STEP = 30


@pytest.fixture(scope="module")
def server():
    served = launched.launch(ADDRESS, free_port(), [
        "--classroom", "2", "--token", CODE, "--lesson", "1", "--max-pages", "8",
        "--verbose", "--class-folder", tempfile.mkdtemp(prefix="ramsas-class-"), "--",
        "--VoilaConfiguration.default_pool_size=0", "--VoilaKernelManager.fill_delay=1",
        f"--GuideServer.pages_per_browser={PER_BROWSER}",
        f"--GuideServer.pages_per_address={PER_ADDRESS}",
        f"--GuideServer.websocket_idle={IDLE}"],
        code=CODE, lesson=LESSON)
    try:
        yield served
    finally:
        stop_group(served.proc)


# -- a student's page and its kernel's websocket -------------------------------------------------
@dataclass
class Student:
    """An HTTP client on its own loopback address that keeps its cookies."""

    server: Launched
    address: str
    cookies: dict = field(default_factory=dict)
    pages: list[str] = field(default_factory=list)

    def request(self, method: str, path: str, headers: dict | None = None,
                body: bytes | None = None, keep: bool = True) -> tuple[int, str]:
        """Status and body of a request; ``keep=False``: without cookies, keeping none."""
        conn = HTTPConnection(ADDRESS, self.server.port, timeout=120,
                              source_address=(self.address, 0))
        sent = dict(headers or {})
        if self.cookies and keep:
            sent["Cookie"] = self.cookie()
        try:
            conn.request(method, path, body=body, headers=sent)
            response = conn.getresponse()
            data = response.read().decode("utf-8", "replace")
            for name, value in response.getheaders():
                if keep and name.lower() == "set-cookie":
                    key, _, rest = value.partition("=")
                    self.cookies[key] = rest.split(";", 1)[0]
            return response.status, data
        finally:
            conn.close()

    def cookie(self) -> str:
        return "; ".join(f"{k}={v}" for k, v in self.cookies.items())

    def page(self, keep: bool = True) -> str:
        """Open the class's lesson (a page visit with the code); its kernel's ID.
        ``keep=False``: without this browser's cookies (a new browser for the server)."""
        status, body = self.request(
            "GET", f"/voila/render/{LESSON}?token={CODE}",
            {"Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate"}, keep=keep)
        assert status == 200, body[:300]
        kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', body)[1]
        self.pages.append(kernel)
        return kernel

    def close_pages(self) -> None:
        """Close the pages as their browser would (Voilà's shutdown, with the xsrf token)."""
        for kernel in self.pages:
            with suppress(OSError):
                self.request("POST", f"/voila/api/shutdown/{kernel}",
                             {"X-XSRFToken": self.cookies.get("_xsrf", "")}, b"")
        self.pages.clear()

    def socket(self, kernel: str, session: str | None = None, subprotocols=None,
               receive_buffer: int | None = None):
        """A websocket to ``kernel``'s channels (the legacy protocol unless
        ``subprotocols``), or the HTTP status that refused it."""
        import websocket  # websocket-client

        options = [(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)] \
            if receive_buffer else []
        try:
            return websocket.create_connection(
                f"ws://{ADDRESS}:{self.server.port}/api/kernels/{kernel}/channels"
                f"?session_id={session or uuid.uuid4().hex}",
                timeout=STEP, header=[f"Cookie: {self.cookie()}"],
                origin=f"http://{ADDRESS}:{self.server.port}", subprotocols=subprotocols,
                sockopt=options, source_address=(self.address, 0),
                enable_multithread=True)
        except websocket.WebSocketBadStatusException as err:
            return err.status_code


def message(msg_type: str, content: dict, channel: str = "shell",
            metadata: dict | None = None) -> dict:
    return {"header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type,
                       "session": "rw-attack", "username": "rw", "version": "5.3",
                       "date": datetime.now(timezone.utc).isoformat()},
            "parent_header": {}, "metadata": metadata or {}, "content": content,
            "channel": channel, "buffers": []}


def legacy(msg: dict) -> bytes:
    """``msg`` as a legacy binary frame (jupyter_server's ``serialize_binary_message``)."""
    from jupyter_server.services.kernels.connection.base import serialize_binary_message

    return serialize_binary_message(msg)


def received(ws, seconds: float = STEP):
    """The messages ``ws`` receives for ``seconds`` (or until it closes), parsed."""
    import websocket
    from jupyter_server.services.kernels.connection.base import deserialize_binary_message

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        ws.settimeout(max(0.1, end - time.monotonic()))
        try:
            frame = ws.recv()
        except websocket.WebSocketTimeoutException:
            return
        except (websocket.WebSocketConnectionClosedException, OSError):
            return
        if not frame:
            return
        yield deserialize_binary_message(frame) if isinstance(frame, bytes) \
            else json.loads(frame)


def answer(ws, msg: dict, msg_type: str, seconds: float = STEP) -> dict | None:
    """Send ``msg`` (as JSON) and wait for the kernel's ``msg_type`` answering it."""
    ws.send(json.dumps(msg))
    for reply in received(ws, seconds):
        if reply["header"]["msg_type"] == msg_type \
                and reply["parent_header"].get("msg_id") == msg["header"]["msg_id"]:
            return reply
    return None


def handled(ws, msg: dict, seconds: float = STEP) -> bool:
    """Send ``msg`` (as JSON) and read until the kernel says it has handled it."""
    ws.send(json.dumps(msg))
    for reply in received(ws, seconds):
        if reply["header"]["msg_type"] == "status" \
                and reply["parent_header"].get("msg_id") == msg["header"]["msg_id"] \
                and reply["content"]["execution_state"] == "idle":
            return True
    return False


def widget_count(ws) -> int:
    reply = answer(ws, message("comm_info_request", {"target_name": "jupyter.widget"}),
                   "comm_info_reply")
    assert reply is not None, "the kernel did not answer comm_info_request"
    return len(reply["content"]["comms"])


def widget_states(ws) -> tuple[str, dict]:
    """The widget manager's control channel (opened here) and every widget's state."""
    control = uuid.uuid4().hex
    ws.send(json.dumps(message("comm_open", {"comm_id": control, "data": {},
                                             "target_name": "jupyter.widget.control"},
                               metadata={"version": "1.0.0"})))
    reply = answer(ws, message("comm_msg", {"comm_id": control,
                                            "data": {"method": "request_states"}}),
                   "comm_msg")
    assert reply is not None, "no widget states came"
    return control, reply["content"]["data"]["states"]


def a_button(ws) -> str:
    """The comm ID of one of the page's buttons (from the widget manager's state list)."""
    states = widget_states(ws)[1]
    return next(c for c, s in states.items() if s["model_name"] == "ButtonModel")


def request_state(button: str) -> dict:
    return message("comm_msg", {"comm_id": button, "data": {"method": "request_state"}})


def tooltip_length(ws, button: str) -> int:
    reply = answer(ws, request_state(button), "comm_msg")
    assert reply is not None, "the button's state did not come"
    return len(reply["content"]["data"]["state"].get("tooltip") or "")


def memory_mib(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+)", status)[1]) / 1024


def open_now(ws) -> bool:
    """Whether the server still keeps ``ws`` open: a ping is answered."""
    import websocket

    try:
        ws.ping(b"rw")
        ws.settimeout(3)
        while True:
            opcode, _data = ws.recv_data(control_frame=True)
            if opcode == websocket.ABNF.OPCODE_PONG:
                return True
            if opcode == websocket.ABNF.OPCODE_CLOSE:
                return False
    except (websocket.WebSocketException, OSError):
        return False


# -- 1. legacy binary frames ---------------------------------------------------------------------
def test_legacy_binary_frames_are_read_and_filtered(server):
    """A ``comm_open`` in the legacy binary format creates no widget, a flood of 500 widget
    messages in it is bounded as in JSON, and a frame that cannot be read is dropped."""
    student = Student(server, "127.0.0.31")
    kernel = student.page()
    ws = student.socket(kernel)
    try:
        before = widget_count(ws)
        assert before > 0
        for _ in range(20):
            ws.send_binary(legacy(message("comm_open", {
                "comm_id": uuid.uuid4().hex, "target_name": "jupyter.widget",
                "data": {"state": {"_model_name": "ButtonModel",
                                   "_model_module": "@jupyter-widgets/controls",
                                   "_model_module_version": "2.0.0",
                                   "_view_name": "ButtonView",
                                   "_view_module": "@jupyter-widgets/controls",
                                   "_view_module_version": "2.0.0"},
                         "buffer_paths": []}}, metadata={"version": "2.1.0"})))
        assert widget_count(ws) == before, "a legacy binary comm_open created widgets"
        button = a_button(ws)
        flood = [request_state(button) for _ in range(500)]
        for msg in flood:
            ws.send_binary(legacy(msg))
        asked = {msg["header"]["msg_id"] for msg in flood}
        last = message("kernel_info_request", {})
        ws.send(json.dumps(last))
        answered = 0
        for reply in received(ws, 60):
            parent = reply["parent_header"].get("msg_id")
            if reply["header"]["msg_type"] == "comm_msg" and parent in asked:
                answered += 1
            if parent == last["header"]["msg_id"] and reply["header"]["msg_type"] == "status" \
                    and reply["content"]["execution_state"] == "idle":
                break  # the kernel has handled all that reached it, and said so
        print(f"{answered} of 500 legacy binary widget messages reached the kernel")
        assert 0 < answered <= 2 * holding.COMM_BACKLOG, f"{answered} of 500 reached it"
        # frames that cannot be read, or name no allowed message, reach nothing
        for frame in (b"\x00\x00\x00\x05not a message", b"\xff" * 64,
                      legacy(message("execute_request", {"code": "1"})),
                      legacy({**message("comm_info_request", {}), "header": "x"})):
            ws.send_binary(frame)
        assert widget_count(ws) == before
        assert wait_for(lambda: "could not be read" in server.text(), 10)
    finally:
        ws.close()
        student.close_pages()


def test_a_state_request_for_every_widget_at_once_reaches_the_kernel(server):
    """When the kernel is slow to answer the widget manager's request for every state,
    ipywidgets falls back to one request_state per widget, all at once (301 from a Lesson 1
    page with 30 pages on one core): every one must reach the kernel, or the page never
    comes whole. (A repeat while its answer is awaited: test_served.py.)"""
    student = Student(server, "127.0.0.41")
    kernel = student.page()
    ws = student.socket(kernel)
    try:
        comms = list(widget_states(ws)[1])
        assert len(comms) > holding.COMM_BACKLOG  # more than the other widget messages' bound
        asked = [request_state(comm) for comm in comms]
        for msg in asked:
            ws.send(json.dumps(msg))
        wanted = {msg["header"]["msg_id"] for msg in asked}
        answered: set[str] = set()
        for reply in received(ws, 60):
            parent = reply["parent_header"].get("msg_id")
            if reply["header"]["msg_type"] == "comm_msg" and parent in wanted:
                answered.add(parent)
                if answered == wanted:
                    break
        assert answered == wanted, f"{len(answered)} of {len(wanted)} states came"
    finally:
        ws.close()


def test_a_message_sent_again_reaches_the_kernel_once(server):
    """200 copies of one widget message under one ID (each with its own date, so each
    signature differs): the first reaches the kernel, the copies are dropped; they
    slipped the backlog, which counts messages by their ID."""
    student = Student(server, "127.0.0.39")
    ws = student.socket(student.page())
    try:
        button = a_button(ws)
        first = request_state(button)
        for n in range(200):
            copy = json.loads(json.dumps(first))
            copy["header"]["date"] = f"2026-01-01T00:00:{n % 60:02d}.{n:06d}Z"
            ws.send(json.dumps(copy))
        last = message("kernel_info_request", {})
        ws.send(json.dumps(last))
        answered = 0
        for reply in received(ws, 60):
            parent = reply["parent_header"].get("msg_id")
            if reply["header"]["msg_type"] == "comm_msg" and parent == first["header"]["msg_id"]:
                answered += 1
            if parent == last["header"]["msg_id"] and reply["header"]["msg_type"] == "status" \
                    and reply["content"]["execution_state"] == "idle":
                break
        assert answered == 1, f"one message sent 200 times reached the kernel {answered} times"
        assert wait_for(lambda: "already sent (a replay)" in server.text(), 10)
    finally:
        ws.close()
        student.close_pages()


# -- 2. websocket holds --------------------------------------------------------------------------
def test_websockets_to_a_kernel_are_limited(server):
    """Twelve websockets to one's own kernel: a few are let in, the rest get a 403, and a
    student on another device still gets a page and its kernel; the socket of a page that
    reconnects (the same session) replaces its old one even at the limit."""
    holder = Student(server, "127.0.0.32")
    kernel = holder.page()
    held, refused = [], []
    try:
        sessions = [uuid.uuid4().hex for _ in range(12)]
        for session in sessions:
            ws = holder.socket(kernel, session)
            (refused if isinstance(ws, int) else held).append(ws)
        assert len(held) == PER_KERNEL, f"{len(held)} websockets to one kernel let in"
        assert set(refused) == {403}, refused
        assert "websockets" in server.text()
        # a page reconnecting after a network blip comes back with its session
        again = holder.socket(kernel, sessions[0])
        assert not isinstance(again, int), f"a reconnecting page was refused ({again})"
        assert wait_for(lambda: not open_now(held[0]), 10), "its old socket stayed open"
        assert widget_count(again) > 0
        held.append(again)
        # another student is not held up
        student = Student(server, "127.0.0.33")
        other = student.socket(student.page())
        try:
            assert not isinstance(other, int), other
            assert widget_count(other) > 0
        finally:
            other.close()
            student.close_pages()
    finally:
        for ws in held:
            ws.close()
        holder.close_pages()


def test_websockets_per_browser_are_limited(server):
    """A browser holds websockets for its share of pages: once it has them, a socket to
    another kernel (one got without its cookie) is refused."""
    browser = Student(server, "127.0.0.34")
    kernels = [browser.page() for _ in range(PER_BROWSER)]
    third = browser.page(keep=False)  # the server takes it for another browser's
    held = []
    try:
        for kernel in kernels:
            held += [browser.socket(kernel) for _ in range(PER_KERNEL)]
        assert not any(isinstance(ws, int) for ws in held)
        assert browser.socket(third) == 403
    finally:
        for ws in held:
            if not isinstance(ws, int):
                ws.close()
        browser.close_pages()


def test_a_websocket_that_answers_no_ping_is_closed(server):
    """A socket whose peer reads nothing (so answers no ping) is closed after ``IDLE``
    seconds; one that reads stays."""
    student = Student(server, "127.0.0.35")
    kernel = student.page()
    silent = student.socket(kernel)
    alive = student.socket(kernel)
    stop = threading.Event()

    def read() -> None:  # websocket-client answers pings as it reads
        import websocket

        alive.settimeout(1)
        while not stop.is_set():
            with suppress(websocket.WebSocketTimeoutException):
                alive.recv()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        time.sleep(3 * IDLE)
        stop.set()
        reader.join(5)
        assert not open_now(silent), f"a socket silent for {3 * IDLE} s is still open"
        assert open_now(alive), "a socket that reads was closed"
    finally:
        stop.set()
        silent.close()
        alive.close()
        student.close_pages()


def test_a_page_that_reconnects_keeps_working(chromium, server):
    """A real page whose kernel already has every other websocket it may have: its socket
    closes (a network blip), it reconnects and its widgets answer."""
    context = chromium.new_context(viewport=VIEWPORT)
    context.route("**/*", only_local([]))
    others = Student(server, "127.0.0.36")
    held = []
    try:
        page = context.new_page()
        response = page.goto(f"{server.base}voila/render/{LESSON}?token={CODE}",
                             timeout=RENDER_TIMEOUT_MS)
        assert response is not None and response.status == 200
        page.wait_for_selector(".jp-OutputArea-output .jupyter-widgets", state="attached",
                               timeout=RENDER_TIMEOUT_MS)
        page.wait_for_function("() => window.ramsasConnection.state.open === 1",
                               timeout=STEP * 1000)
        kernel = page.evaluate("() => JSON.parse(document.getElementById("
                               "'jupyter-config-data').textContent).kernelId")
        others.cookies = {c["name"]: c["value"] for c in context.cookies()}
        held = [others.socket(kernel) for _ in range(PER_KERNEL - 1)]
        assert not any(isinstance(ws, int) for ws in held), held
        # a socket is counted open until its close event: wait for a new one, not for the
        # count (a click sent on the closing socket would be lost with it)
        page.evaluate("() => { window.rwOld = window.ramsasConnection.state.sockets.slice();"
                      " window.rwOld.forEach(s => s.close()); }")
        page.wait_for_function("() => { const st = window.ramsasConnection.state;"
                               " return st.open === 1 && st.sockets.every("
                               "s => !window.rwOld.includes(s)); }", timeout=STEP * 1000)
        page.get_by_role("button", name="Next card", exact=True).first.click()
        page.wait_for_function("() => document.querySelector('.rw-narration').innerText"
                               ".startsWith('Card 1 of')", timeout=STEP * 1000)
        page.close(run_before_unload=True)
    finally:
        for ws in held:
            if not isinstance(ws, int):
                ws.close()
        context.close()


def test_a_stale_login_cookie_is_cleared_by_a_page_visit_only(server):
    """After a restart the browser's login cookie is stale. A closing page's shutdown
    (a background request) that reaches the server after the reload must not clear it:
    its answer would clear the cookie the reload has just set, and the reloaded page's
    widgets were refused (a race test_classroom's restart met one run in three)."""
    name = f"username-{ADDRESS.replace('.', '-')}-{server.port}"
    stale = {"Cookie": f'{name}="2|1:0|10:1700000000|{len(name)}:{name}|4:eA==|00"'}

    def cleared(method: str, path: str, mode: str) -> bool:
        conn = HTTPConnection(ADDRESS, server.port, timeout=30,
                              source_address=("127.0.0.41", 0))
        try:
            conn.request(method, path, body=b"" if method == "POST" else None,
                         headers={**stale, "Sec-Fetch-Mode": mode})
            response = conn.getresponse()
            response.read()
            return any(k.lower() == "set-cookie" and v.startswith(f"{name}=")
                       for k, v in response.getheaders())
        finally:
            conn.close()

    assert not cleared("POST", "/voila/api/shutdown/0000", "cors")
    assert not cleared("GET", "/voila/ramsas/alive", "cors")
    assert cleared("GET", f"/voila/render/{LESSON}", "navigate")


# -- 3. memory -----------------------------------------------------------------------------------
def test_an_oversized_message_closes_its_socket(server):
    """An 8 MB widget update from the page is not read: its socket is closed and the
    widget keeps its state."""
    student = Student(server, "127.0.0.37")
    kernel = student.page()
    ws = student.socket(kernel)
    watch = student.socket(kernel)
    try:
        button = a_button(watch)
        with suppress(OSError):  # the server may close it before the message is all sent
            ws.send(json.dumps(message("comm_msg", {"comm_id": button, "data": {
                "method": "update", "state": {"tooltip": "x" * 8_000_000},
                "buffer_paths": []}})))
        assert wait_for(lambda: not open_now(ws), 10), "an 8 MB message was read"
        assert tooltip_length(watch, button) < 1000
    finally:
        ws.close()
        watch.close()
        student.close_pages()


def some_buttons(ws, count: int) -> list[str]:
    """The comm IDs of ``count`` of the page's buttons."""
    states = widget_states(ws)[1]
    return [c for c, s in states.items() if s["model_name"] == "ButtonModel"][:count]


def test_a_page_that_does_not_read_is_closed_and_memory_stays_bounded(server):
    """A page sets three widgets' states as large as one message may be, then asks for them
    150 times without reading the answers (one request a widget waits at a time: the server
    drops a repeat before its answer): its socket is closed once its unsent bytes pass the
    bound, and the server's memory grows by far less than the answers."""
    student = Student(server, "127.0.0.38")
    kernel = student.page()
    setup = student.socket(kernel)
    size = holding.MESSAGE_BYTES - 100_000
    try:
        buttons = some_buttons(setup, 3)
        assert len(buttons) == 3
        for button in buttons:
            setup.send(json.dumps(message("comm_msg", {"comm_id": button, "data": {
                "method": "update", "state": {"tooltip": "x" * size}, "buffer_paths": []}})))
            assert tooltip_length(setup, button) == size
    finally:
        setup.close()
    pid = server.server_pid()
    before = memory_mib(pid)
    slow = student.socket(kernel, receive_buffer=4096)
    peak = [before]
    done = threading.Event()

    def watch() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], memory_mib(pid))
            time.sleep(0.1)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        for _ in range(15):
            for k in range(10):
                with suppress(OSError):
                    slow.send(json.dumps(request_state(buttons[k % 3])))
            time.sleep(0.5)
        time.sleep(10)
        done.set()
        watcher.join(5)
        grown = peak[0] - before
        print(f"the server grew by {grown:.0f} MiB (from {before:.0f}) for answers of "
              f"{size / 2**20:.1f} MiB never read")
        assert wait_for(lambda: "does not read" in server.text(), 10), \
            "the slow reader was not closed"
        assert grown < 80, f"the server grew by {grown:.0f} MiB"
    finally:
        done.set()
        slow.close()
        student.close_pages()


def test_a_kernel_message_too_large_for_a_page_is_not_sent(server):
    """A page makes 20 widgets' tooltips as large as one message may be, then asks for every
    widget's state at once: the answer, larger than a page may have waiting, is dropped
    unread and its websocket closed (the page then says its connection was lost)."""
    student = Student(server, "127.0.0.40")
    kernel = student.page()
    ws = student.socket(kernel)
    size = holding.MESSAGE_BYTES - 100_000
    try:
        control, states = widget_states(ws)
        tipped = [c for c, s in states.items() if "tooltip" in s["state"]][:20]
        assert len(tipped) == 20
        for comm in tipped:  # one after another, reading meanwhile (the pings are answered)
            assert handled(ws, message("comm_msg", {"comm_id": comm, "data": {
                "method": "update", "state": {"tooltip": "x" * size}, "buffer_paths": []}}))
        assert tooltip_length(ws, tipped[-1]) == size
        ask = message("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
        ws.send(json.dumps(ask))
        largest = 0
        for reply in received(ws, 30):
            largest = max(largest, len(json.dumps(reply)))
        assert largest < holding.UNSENT_BYTES, f"a message of {largest >> 20} MiB was sent"
        assert not open_now(ws), "its websocket stayed open"
        assert wait_for(lambda: "more than a page may be sent at once" in server.text(), 10), \
            server.text()[-2500:]
    finally:
        ws.close()
        student.close_pages()


def test_no_traceback_in_the_log_after_all_this(server):
    log = server.text()
    assert CODE not in log
    assert "Traceback" not in log, log[log.index("Traceback") - 500:][:3000]
