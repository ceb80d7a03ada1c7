"""What keeps a classroom server standing when someone on its network tries to bring it down.

:mod:`ramsas_widgets.serve.server` wires these pieces into Voilà; each is small and testable alone.

- **Descriptors.** :func:`raise_open_file_limit` lifts the process's soft limit of open files
  (often 1,024) to 4,096 or the hard limit, as jupyter_server does for itself;
  :class:`GuardedHTTPServer` closes a connection that sends nothing for
  ``idle_connection_timeout`` seconds (tornado keeps one an hour), and when the process runs
  out of descriptors all the same its accept loop pauses and says so in one log line a
  minute, instead of a traceback per turn of the loop.
- **The join code.** :class:`GuessLimiter` counts wrong join codes per address and refuses
  every guess from an address past its limit for the rest of the window;
  :class:`JoinCodeIdentityProvider` applies it to the code typed in the form, given in the
  address (``?token=``) or in an ``Authorization`` header, and logs each wrong guess without
  the code. :func:`scrub_token` hides the code in a URL; :func:`hide_codes_in_logs` applies
  it to every log record of the server.
- **Widget messages.** :class:`BoundedChannels`, the kernels' websocket connection, reads
  every frame from a page in its format (JSON, the legacy binary frame or the binary frame
  with offsets, :func:`read_frame`) and sends the kernel only what it read and allowed
  (:data:`PAGE_MESSAGES`), dropping the rest with a log line; it refuses a page's
  ``comm_open`` for anything but the widget manager's control channel (widgets are the
  guide's to create, not the page's) and keeps at most :data:`COMM_BACKLOG` comm messages of a
  kernel waiting to be handled: past that, messages are dropped and the drop is logged.
- **Websockets.** The same class counts the kernels' websockets per kernel, browser and
  address (:class:`SocketLimits`: a 403 past them), closes one that answers no ping, one
  whose page does not read once :data:`UNSENT_BYTES` wait to be sent on it, and one sending
  a message past :data:`MESSAGE_BYTES`; :func:`keep_for_page_bounded` bounds what waits for a
  page that left.
"""

from __future__ import annotations

import errno
import hmac
import json
import logging
import re
import resource
import socket
import time
from dataclasses import dataclass

from jupyter_server.auth.identity import PasswordIdentityProvider
from jupyter_server.services.kernels.connection.base import (
    deserialize_binary_message,
    deserialize_msg_from_ws_v1,
)
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from tornado import web
from tornado.httpserver import HTTPServer
from tornado.ioloop import IOLoop
from tornado.netutil import bind_sockets

from ramsas_widgets.classroom.guard import GuessLimiter

log = logging.getLogger("ramsas_widgets.serve.holding")

#: Open files the server asks for (jupyter_server asks for the same).
OPEN_FILES = 4096
#: Seconds a connection may stay open without sending a request (tornado's default: 3,600).
IDLE_CONNECTION_SECONDS = 20.0
#: Seconds a request's body may take to arrive.
BODY_SECONDS = 30.0
#: Comm messages of one kernel that may wait to be handled; the page's widget manager sends
#: one at a time per widget, so a page in use never comes near it.
COMM_BACKLOG = 32
#: A page's widget state requests (``request_state``, one per widget) that may wait at once:
#: above the widgets of any page of the guide (Lesson 1 has about 300).
STATE_BACKLOG = 4096
#: Seconds after which a message the kernel never said it handled stops counting.
COMM_FORGET_SECONDS = 60.0
#: comm_open targets a page may ask for: the widget manager's control channel only.
PAGE_COMM_TARGETS = frozenset({"jupyter.widget.control"})
#: comm_open of those a page may send to one kernel.
PAGE_COMM_OPENS = 8
#: Websockets open at once to one kernel (a page uses one; a reconnecting page replaces its
#: old one).
WEBSOCKETS_PER_KERNEL = 4
#: Bytes one message from a page may have (the widgets' messages are a few hundred).
MESSAGE_BYTES = 1 << 20


# -- descriptors ---------------------------------------------------------------------------------
def raise_open_file_limit(wanted: int = OPEN_FILES) -> tuple[int, int]:
    """Raise this process's soft limit of open files to ``wanted`` (or the hard limit, if
    lower); never lower it. Returns the (soft, hard) limits now in force."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        except (ValueError, OSError) as err:
            log.warning("Could not raise the limit of open files from %d to %d: %s",
                        soft, target, err)
    return resource.getrlimit(resource.RLIMIT_NOFILE)


#: accept() errors that mean "no descriptor or memory for one more connection"
OUT_OF_DESCRIPTORS = {errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM}


class GuardedHTTPServer(HTTPServer):
    """tornado's HTTP server whose accept loop survives running out of descriptors.

    tornado's own loop lets ``accept()``'s ``EMFILE`` escape: the listening socket stays
    readable, so the loop logs a traceback and tries again at once, hundreds of thousands
    of times a minute. Here the loop stops reading the socket for :attr:`PAUSE` seconds
    (connections wait in the kernel's backlog meanwhile) and logs one line a minute.
    """

    PAUSE = 0.25
    LOG_EVERY = 60.0

    def add_sockets(self, sockets) -> None:
        for sock in sockets:
            self._sockets[sock.fileno()] = sock
            self._handlers[sock.fileno()] = self._accept_quietly(sock)

    def _accept_quietly(self, sock: socket.socket):
        loop = IOLoop.current()
        state = {"removed": False, "paused": False, "refused": 0, "said": float("-inf")}

        def pause() -> None:
            state["refused"] += 1
            now = time.monotonic()
            if now - state["said"] >= self.LOG_EVERY:
                log.warning("Out of file descriptors: new connections wait (%d pauses in "
                            "the last minute); idle connections are closed after %g s.",
                            state["refused"], self.idle_connection_timeout)
                state["said"], state["refused"] = now, 0
            state["paused"] = True
            loop.remove_handler(sock)
            loop.call_later(self.PAUSE, resume)

        def resume() -> None:
            if not state["removed"] and state["paused"]:
                state["paused"] = False
                loop.add_handler(sock, on_readable, IOLoop.READ)

        def on_readable(fd, events) -> None:
            for _ in range(128):
                if state["removed"] or state["paused"]:
                    return
                try:
                    connection, address = sock.accept()
                except BlockingIOError:
                    return
                except ConnectionAbortedError:
                    continue
                except OSError as err:
                    if err.errno in OUT_OF_DESCRIPTORS:
                        pause()
                        return
                    raise
                self._handle_connection(connection, address)

        def remove() -> None:
            if not state["paused"]:
                loop.remove_handler(sock)
            state["removed"] = True

        loop.add_handler(sock, on_readable, IOLoop.READ)
        return remove

    @property
    def idle_connection_timeout(self) -> float:
        return self.conn_params.header_timeout or 0.0


def listen_guarded(app, port: int, address: str, *, idle: float = IDLE_CONNECTION_SECONDS,
                   body: float = BODY_SECONDS, **kwargs) -> GuardedHTTPServer:
    """What ``app.listen(port, address)`` does, with :class:`GuardedHTTPServer` and its
    timeouts."""
    server = GuardedHTTPServer(app, idle_connection_timeout=idle, body_timeout=body,
                               xheaders=False, **kwargs)
    server.add_sockets(bind_sockets(port, address))
    return server


# -- the join code in logs -----------------------------------------------------------------------
_TOKEN_IN_URL = re.compile(r"(?i)((?:[?&;]|%3F|%26)token(?:=|%3D))([^&\s\"'#;<>]*)")
_TOKEN_HEADER = re.compile(r"(?i)((?:token|bearer)\s+)[A-Za-z0-9_\-]{4,}")


def scrub_token(text: str) -> str:
    """``text`` with the value of every ``token=`` parameter hidden.

    >>> scrub_token("403 GET /voila/render/a.ipynb?token=k7m2x9qp&theme=dark (1.2.3.4)")
    '403 GET /voila/render/a.ipynb?token=[hidden]&theme=dark (1.2.3.4)'
    >>> scrub_token("/login?next=%2Fvoila%2Frender%2Fa.ipynb%3Ftoken%3Dk7m2x9qp")
    '/login?next=%2Fvoila%2Frender%2Fa.ipynb%3Ftoken%3D[hidden]'
    """
    if "oken" not in text and "OKEN" not in text:
        return text
    return _TOKEN_IN_URL.sub(r"\1[hidden]", text)


def drop_token(query: str) -> str:
    """A query string without its ``token`` parameter.

    >>> drop_token("token=abc&theme=dark")
    'theme=dark'
    """
    return "&".join(p for p in query.split("&") if p and p.split("=", 1)[0] != "token")


_installed_factory = None


def hide_codes_in_logs() -> None:
    """Make every log record of this process pass through :func:`scrub_token` (its message
    once formatted, and its traceback text). Calling it again changes nothing."""
    global _installed_factory
    if _installed_factory is not None:
        return
    make = logging.getLogRecordFactory()

    def factory(*args, **kwargs):
        record = make(*args, **kwargs)
        try:
            message = record.getMessage()
        except Exception:  # a record whose arguments do not fit: let logging say so
            return record
        clean = scrub_token(message)
        if clean != message or record.args:
            record.msg, record.args = clean, None
        return record

    _installed_factory = factory
    logging.setLogRecordFactory(factory)


class JoinCodeIdentityProvider(PasswordIdentityProvider):
    """jupyter_server's token login with a limit on wrong join codes per address.

    A code given in the address, in an ``Authorization`` header or typed in the join form
    counts; a wrong one is logged with the address and how many it sent, never with the
    code. While an address is past the limit no code from it is even compared: it gets the
    join page saying how long to wait.

    A stale login cookie (the server was restarted) is cleared by a page visit or a form,
    never by a page's background request: the shutdown a closing page sends as it is
    reloaded reached the server after the reload, and its answer cleared the cookie the
    reload had just set, so the new page's widgets were refused."""

    guesses: GuessLimiter

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.guesses = GuessLimiter()

    def _right(self, presented: str) -> bool:
        return bool(self.token) and hmac.compare_digest(presented.encode("utf-8", "replace"),
                                                        self.token.encode("utf-8"))

    def _wrong(self, handler, how: str) -> None:
        address = handler.request.remote_ip or "?"
        count = self.guesses.failed(address)
        self.log.warning("A wrong join code %s from %s (%d in the last %d s)", how, address,
                         count, int(self.guesses.window))

    def refused_for(self, handler) -> int:
        """Seconds the request's address must wait before its next guess (0: none)."""
        return self.guesses.wait(handler.request.remote_ip or "?")

    async def get_user_token(self, handler):
        if not self.token:
            return None
        presented = self.get_token(handler)
        if not presented:
            return None
        if self.refused_for(handler):
            return None
        if not self._right(presented):
            self._wrong(handler, "in the address")
            return None
        user = self.get_user_cookie(handler)
        if hasattr(user, "__await__"):
            user = await user
        return user or self.generate_anonymous_user(handler)

    def clear_login_cookie(self, handler) -> None:
        mode = handler.request.headers.get("Sec-Fetch-Mode", "navigate")
        if mode != "navigate" and handler.request.path.rstrip("/").split("/")[-1] != "logout":
            return None
        return super().clear_login_cookie(handler)

    def process_login_form(self, handler):
        if not self.auth_enabled:
            return super().process_login_form(handler)
        if self.refused_for(handler):
            return None
        typed = handler.get_argument("password", default="").strip()
        if typed and self._right(typed):
            return self.generate_anonymous_user(handler)
        self._wrong(handler, "typed in the join form")
        return None


# -- widget messages from the page ----------------------------------------------------------------
#: The messages a page may send its kernel, by channel: the widgets' comms and the kernel's
#: and comms' info. Anything else (another channel, ``execute_request``, ``input_reply``...) is
#: dropped.
PAGE_MESSAGES = {"shell": frozenset({"comm_open", "comm_msg", "comm_close",
                                     "comm_info_request", "kernel_info_request"})}
#: Messages of those that ask the kernel for an answer and are bounded like comm messages.
INFO_REQUESTS = frozenset({"comm_info_request", "kernel_info_request"})
#: Info requests of one kernel that may wait for the kernel at once.
INFO_BACKLOG = 8
#: The websocket subprotocol of jupyter_server's binary frames with offsets.
V1 = "v1.kernel.websocket.jupyter.org"
#: Bytes that may wait to be sent on one websocket: a page that reads nothing is closed past
#: it (all the widget states of a lesson, sent when its page connects, are 200 to 250 kB).
UNSENT_BYTES = 16 << 20
#: Bytes of messages kept for a page that left, for when it comes back.
KEPT_FOR_PAGE_BYTES = 16 << 20
#: Message IDs a websocket remembers to drop a message sent again (the kernel refuses a
#: replayed message with a traceback in the log; one counted twice would slip the backlog).
SENT_IDS = 4096
#: Seconds a websocket may go without answering the server's pings (sent every third of it).
WEBSOCKET_IDLE_SECONDS = 60.0


class Unreadable(ValueError):
    """A websocket frame from a page that is not a kernel message in the connection's
    format."""


def read_frame(frame: str | bytes, subprotocol: str | None, unpack) -> tuple[str, dict, list]:
    """``(channel, message, buffers)`` of a frame from a page, read as jupyter_server reads
    its format (``subprotocol`` :data:`V1`: binary with offsets; else a JSON text frame, or
    the legacy binary frame of ``serialize_binary_message``); ``message`` has the four
    dicts of a kernel message. Raises :class:`Unreadable` for anything else.

    >>> read_frame('{"channel": "shell", "header": {"msg_id": "1", "msg_type": "comm_msg"}, '
    ...            '"parent_header": {}, "metadata": {}, "content": {}}', None, json.loads)[0]
    'shell'
    >>> try:
    ...     read_frame(b"\\x00\\x00\\x00\\x09junk", None, json.loads)
    ... except Unreadable as err:
    ...     print(err)
    not a kernel message (error)
    """
    try:
        if subprotocol == V1:
            if not isinstance(frame, bytes):
                raise Unreadable("a text frame on the binary protocol")
            channel, parts = deserialize_msg_from_ws_v1(frame)
            if len(parts) < 4:
                raise Unreadable("a frame with fewer than four parts")
            header, parent, metadata, content = (unpack(bytes(p)) for p in parts[:4])
            buffers = [bytes(p) for p in parts[4:]]
        else:
            if isinstance(frame, bytes):
                msg = deserialize_binary_message(frame)
                buffers = [bytes(b) for b in msg.get("buffers") or ()]
            else:
                msg = json.loads(frame)
                if not isinstance(msg, dict) or msg.get("buffers"):
                    raise Unreadable("a text frame that is not a message, or one with buffers")
                buffers = []
            channel = msg.get("channel")
            header, parent = msg.get("header"), msg.get("parent_header")
            metadata, content = msg.get("metadata", {}), msg.get("content")
    except Unreadable:
        raise
    except Exception as err:  # any failure to read is a frame that is not a message
        raise Unreadable(f"not a kernel message ({type(err).__name__.lower()})") from None
    if not isinstance(channel, str) or not all(
            isinstance(part, dict) for part in (header, parent, metadata, content)):
        raise Unreadable("a message without its channel, header, metadata or content")
    if not isinstance(header.get("msg_type"), str) or not isinstance(header.get("msg_id"), str):
        raise Unreadable("a message without its type or ID")
    return channel, {"header": header, "parent_header": parent, "metadata": metadata,
                     "content": content}, buffers


@dataclass(frozen=True)
class SocketLimits:
    """Websockets to kernels one kernel, one browser (its ``rw_browser`` cookie) and one
    address may have open at once (0: no limit)."""

    per_kernel: int = WEBSOCKETS_PER_KERNEL
    per_browser: int = 0
    per_address: int = 0


def _method(msg: dict) -> str | None:
    """The widget protocol's ``method`` of a comm message (``update``, ``request_state``...)."""
    data = msg.get("content", {}).get("data") if isinstance(msg.get("content"), dict) else None
    return data.get("method") if isinstance(data, dict) else None


class BoundedChannels(ZMQChannelsWebsocketConnection):
    """The kernels' websocket connection, bounding what a page can ask of its kernel and
    of the server. Closed by default: only what is listed here gets through.

    - **Frames.** Every frame is read in the connection's own format (JSON text, the
      legacy binary frame, or the binary frame with offsets) and the message read is what
      is sent on to the kernel; a frame that cannot be read, or whose channel and type are
      not in :data:`PAGE_MESSAGES`, or that repeats the ID of one already sent, is dropped
      (the drops of each kind logged at most once in ten seconds per kernel). A frame past
      :data:`MESSAGE_BYTES` closes the websocket (tornado's ``websocket_max_message_size``).
    - **comm_open** is refused unless it is for the widget manager's control channel, at
      most :data:`PAGE_COMM_OPENS` times a kernel: the guide's widgets are all created by
      the lesson's own code.
    - **Backlog.** Comm messages wait to be handled by the kernel one after another; at
      most :data:`COMM_BACKLOG` of one kernel (and :data:`INFO_BACKLOG` info requests) are
      let through before the kernel says it handled them (its ``idle`` status naming the
      message), the rest are dropped. A widget's ``request_state`` (a page sends one per
      widget when the kernel was slow to answer for all of them at once) is counted apart:
      one at a time per widget, up to :data:`STATE_BACKLOG`.
    - **Sockets.** At most :class:`SocketLimits` websockets a kernel, a browser and an
      address (a 403 past it; a page reconnecting with its session replaces its old socket);
      one that answers no ping for ``GuideServer.websocket_idle`` seconds is closed (the
      server's ``ws_ping_interval`` and ``ws_ping_timeout``).
    - **Unsent bytes.** A websocket with more than :data:`UNSENT_BYTES` waiting to be sent
      (a page that does not read) is closed, and so is one a kernel's message past that
      size is for (the message dropped unread); :func:`keep_for_page_bounded` bounds what
      waits for a page that left.
    """

    #: kernel id -> {msg_id: when it was let through}: comm messages, and info requests
    waiting: dict[str, dict[str, float]] = {}
    info_waiting: dict[str, dict[str, float]] = {}
    #: a page's request_state messages waiting, per kernel: msg_id -> (comm_id, when sent)
    state_waiting: dict[str, dict[str, tuple[str, float]]] = {}
    #: kernel id -> comm_open messages let through
    opened: dict[str, int] = {}
    #: "kernel id reason" -> (messages dropped since the last log line, when it was written)
    dropped: dict[str, list] = {}
    #: the connections open or being opened, for the socket limits
    live: set[BoundedChannels] = set()
    #: when a refused socket was last logged, by what refused it
    refused_said: dict[str, float] = {}

    browser = ""
    address = ""
    unsent_closed = False

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        #: the IDs of the messages this websocket sent on, the last :data:`SENT_IDS`
        self.sent_ids: dict[str, None] = {}

    # -- sockets -----------------------------------------------------------------------------
    def _alive(self) -> bool:
        handler = self.websocket_handler
        if handler is None:
            return False
        connection = getattr(handler, "ws_connection", None)
        if connection is not None:
            return not connection.is_closing()
        return not getattr(handler, "_finished", True)  # still shaking hands

    def _refuse(self, what: str, limit: int) -> None:
        now = time.monotonic()
        key = f"{what} {self.address}"
        if now - self.refused_said.get(key, float("-inf")) >= 10:
            self.refused_said[key] = now
            if len(self.refused_said) > 10_000:
                self.refused_said.clear()
            self.log.warning("A websocket to kernel %s from %s refused: %s already has %d "
                             "websockets open, as many as it may", self.kernel_id,
                             self.address, what, limit)
        raise web.HTTPError(403, f"{what} already has {limit} websockets open")

    def _admit(self) -> None:
        """Count this websocket, or refuse it (403) past a limit of :class:`SocketLimits`."""
        handler = self.websocket_handler
        limits = handler.settings.get("ramsas_websockets") or SocketLimits()
        self.address = handler.request.remote_ip or "?"
        self.browser = handler.get_cookie("rw_browser") or ""
        mine = f"{self.kernel_id}:{self.session.session}"
        for connection in list(self.live):
            if not connection._alive():
                self.live.discard(connection)
        # a page reconnecting with its session replaces its old socket: not counted
        others = [c for c in self.live if f"{c.kernel_id}:{c.session.session}" != mine]
        if limits.per_kernel and sum(c.kernel_id == self.kernel_id
                                     for c in others) >= limits.per_kernel:
            self._refuse("its kernel", limits.per_kernel)
        if limits.per_browser and self.browser and sum(
                c.browser == self.browser for c in others) >= limits.per_browser:
            self._refuse("its browser", limits.per_browser)
        if limits.per_address and sum(c.address == self.address
                                      for c in others) >= limits.per_address:
            self._refuse("its address", limits.per_address)
        self.live.add(self)

    async def prepare(self):
        self._admit()
        try:
            return await super().prepare()
        except BaseException:
            self.live.discard(self)
            raise

    def disconnect(self):
        self.live.discard(self)
        return super().disconnect()

    # -- what the page sends ---------------------------------------------------------------------
    def _drop(self, kind: str, reason: str) -> None:
        """Drop a message, logging the drops of each ``kind`` at most once in ten seconds
        per kernel (with how many were dropped since the last line)."""
        entry = self.dropped.setdefault(f"{self.kernel_id} {kind}", [0, float("-inf")])
        entry[0] += 1
        now = time.monotonic()
        if now - entry[1] >= 10:
            self.log.warning("Kernel %s: %d message(s) from its page dropped: %s",
                             self.kernel_id, entry[0], reason)
            entry[0], entry[1] = 0, now

    def _let_wait(self, table: dict[str, dict[str, float]], limit: int,
                  msg_id: str) -> bool:
        """Count ``msg_id`` as waiting for the kernel, or False if ``limit`` already wait."""
        waiting = table.setdefault(self.kernel_id, {})
        now = time.monotonic()
        if len(waiting) >= limit:
            for old, sent in list(waiting.items()):
                if now - sent > COMM_FORGET_SECONDS:
                    del waiting[old]
        if len(waiting) >= limit:
            return False
        waiting[msg_id] = now
        return True

    def _let_state_wait(self, msg: dict, msg_id: str) -> str | None:
        """Count a page's ``request_state`` as waiting, or say why it is dropped: one at a
        time per widget, at most :data:`STATE_BACKLOG` in all. A page sends one for each of
        its widgets when the kernel was too slow to answer the widget manager's first
        request for all their states (ipywidgets' fallback, seen with 30 pages on one core:
        301 at once from Lesson 1); none repeats while its answer is awaited."""
        waiting = self.state_waiting.setdefault(self.kernel_id, {})
        now = time.monotonic()
        for old, (_comm, sent) in list(waiting.items()):
            if now - sent > COMM_FORGET_SECONDS:
                del waiting[old]
        comm_id = str(msg["content"].get("comm_id", ""))
        if any(comm == comm_id for comm, _sent in waiting.values()):
            return "a widget's state asked for again before the kernel answered"
        if len(waiting) >= STATE_BACKLOG:
            return f"{STATE_BACKLOG} widget state requests already wait for the kernel"
        waiting[msg_id] = (comm_id, now)
        return None

    def _refusal(self, channel: str, msg: dict) -> tuple[str, str] | None:
        """What kind of drop a message read from the page is, and why, or None to send it
        on (counted)."""
        msg_type, msg_id = msg["header"]["msg_type"], msg["header"]["msg_id"]
        if msg_type not in PAGE_MESSAGES.get(channel, ()):
            return "type", (f"a {msg_type[:40]!r} message on {channel[:20]!r} (not one a "
                            "page sends)")
        if msg_id in self.sent_ids or any(msg_id in table.get(self.kernel_id, ())
                                          for table in (self.waiting, self.info_waiting,
                                                        self.state_waiting)):
            return "repeat", "a message whose ID was already sent (a replay)"
        if msg_type == "comm_open":
            target = msg["content"].get("target_name")
            if target not in PAGE_COMM_TARGETS:
                return "target", (f"a comm_open for {str(target)[:60]!r} (the page may not "
                                  "create widgets)")
            opened = self.opened.get(self.kernel_id, 0)
            if opened >= PAGE_COMM_OPENS:
                return "opens", f"more than {PAGE_COMM_OPENS} comm_open for {target}"
            self.opened[self.kernel_id] = opened + 1
        elif msg_type in INFO_REQUESTS:
            if not self._let_wait(self.info_waiting, INFO_BACKLOG, msg_id):
                return "info", f"{INFO_BACKLOG} info requests already wait for the kernel"
        elif msg_type == "comm_msg" and _method(msg) == "request_state":
            refused = self._let_state_wait(msg, msg_id)
            if refused:
                return "state", refused
        elif not self._let_wait(self.waiting, COMM_BACKLOG, msg_id):
            return "backlog", f"{COMM_BACKLOG} widget messages already wait for the kernel"
        self.sent_ids[msg_id] = None
        if len(self.sent_ids) > SENT_IDS:
            self.sent_ids.pop(next(iter(self.sent_ids)))
        return None

    def handle_incoming_message(self, incoming_msg) -> None:
        if not self.channels:  # already closed
            return None
        try:
            channel, msg, buffers = read_frame(incoming_msg, self.subprotocol,
                                               self.session.unpack)
        except Unreadable as err:
            self._drop("unread", f"a frame that could not be read: {err}")
            return None
        refusal = self._refusal(channel, msg)
        if refusal is not None:
            self._drop(*refusal)
            return None
        stream = self.channels.get(channel)
        if stream is None:
            self._drop("closed", f"a message on {channel!r}, which is not open")
            return None
        # what was read and checked is what the kernel gets
        self.session.send(stream, msg, buffers=buffers)
        return None

    # -- what the kernel sends ---------------------------------------------------------------------
    def handle_outgoing_message(self, stream, outgoing_msg) -> None:
        size = sum(len(part) for part in outgoing_msg)
        if size > UNSENT_BYTES:
            # more than a page may have waiting: neither read nor sent, and the websocket
            # closed, so that the page says its connection was lost
            self.log.warning("Kernel %s: a message of %d MiB is more than a page may be sent "
                             "at once: dropped, and the websocket from %s closed",
                             self.kernel_id, size >> 20, self.address)
            self._close_now()
            return None
        tables = [t.get(self.kernel_id)
                  for t in (self.waiting, self.info_waiting, self.state_waiting)]
        if any(tables) and getattr(stream, "channel", stream) == "iopub":
            try:
                _, parts = self.session.feed_identities(outgoing_msg)
                header = self.session.unpack(bytes(parts[1]))
                if header.get("msg_type") == "status":
                    content = self.session.unpack(bytes(parts[4]))
                    state = content.get("execution_state")
                    if state == "idle":
                        parent = self.session.unpack(bytes(parts[2]))
                        for table in tables:
                            if table:
                                table.pop(parent.get("msg_id"), None)
                    elif state in ("restarting", "dead"):
                        for table in tables:
                            if table:
                                table.clear()
            except Exception:  # noqa: BLE001 - a message the page would not read either
                pass
        return super().handle_outgoing_message(stream, outgoing_msg)

    @property
    def write_message(self):
        """The websocket's ``write_message``, closing a websocket whose page does not read
        once more than :data:`UNSENT_BYTES` wait to be sent on it."""
        return self._write_bounded

    def _write_bounded(self, message, binary: bool = False):
        handler = self.websocket_handler
        connection = getattr(handler, "ws_connection", None)
        if self.unsent_closed or connection is None or connection.is_closing():
            return None  # closed: what the kernel sends waits for the page's return
        stream = getattr(connection, "stream", None)
        unsent = unsent_bytes(stream)
        if unsent and unsent + len(message) > UNSENT_BYTES:
            self.log.warning("Kernel %s: a websocket from %s does not read (%d MiB wait to be "
                             "sent): closed", self.kernel_id, self.address, unsent >> 20)
            self._close_now()
            return None
        sent = handler.write_message(message, binary=binary)
        sent.add_done_callback(_closed_meanwhile)
        return sent

    def _close_now(self) -> None:
        """Close the websocket at once, dropping what waits to be sent on it."""
        self.unsent_closed = True
        connection = getattr(self.websocket_handler, "ws_connection", None)
        if connection is None:
            return
        abort = getattr(connection, "_abort", None)
        if abort is not None:
            abort()
        elif getattr(connection, "stream", None) is not None:
            connection.stream.close()

    @classmethod
    def forget(cls, kernel_id: str) -> None:
        """A kernel has gone: forget what was counted for it."""
        cls.waiting.pop(kernel_id, None)
        cls.info_waiting.pop(kernel_id, None)
        cls.state_waiting.pop(kernel_id, None)
        cls.opened.pop(kernel_id, None)
        for key in [k for k in cls.dropped if k.startswith(f"{kernel_id} ")]:
            del cls.dropped[key]


def unsent_bytes(stream) -> int:
    """Bytes written to a tornado stream and not yet sent."""
    if stream is None:
        return 0
    return max(0, getattr(stream, "_total_write_index", 0)
               - getattr(stream, "_total_write_done_index", 0))


def _closed_meanwhile(sent) -> None:
    """A write's end: a socket closed before its message went out is not an error (the
    kernel's messages then wait for the page's return)."""
    if not sent.cancelled():
        sent.exception()


def keep_for_page_bounded(manager, kernel_id: str, limit: int = KEPT_FOR_PAGE_BYTES) -> None:
    """Bound what jupyter_server keeps of a kernel's messages for its page while no websocket
    is open (``start_buffering``: a list without end): past ``limit`` bytes the rest is not
    kept, and the log says so once."""
    info = getattr(manager, "_kernel_buffers", {}).get(kernel_id)
    if not info or "channels" not in info:
        return
    kept = info["buffer"]
    size, said = [0], [False]

    def keep(channel: str, parts) -> None:
        length = sum(len(part) for part in parts)
        if size[0] + length > limit:
            if not said[0]:
                said[0] = True
                log.warning("Kernel %s: more than %d MiB of its messages wait for its page, "
                            "which left: the rest are not kept, and the page comes back "
                            "without them", kernel_id, limit >> 20)
            return
        size[0] += length
        kept.append((channel, parts))

    for channel, stream in info["channels"].items():
        stream.on_recv(lambda parts, channel=channel: keep(channel, parts))
