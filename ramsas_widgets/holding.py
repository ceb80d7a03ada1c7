"""What keeps a classroom server standing when someone on its network tries to bring it down.

:mod:`ramsas_widgets.server` wires these pieces into Voilà; each is small and testable alone.

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
- **Widget messages.** :class:`BoundedChannels`, the kernels' websocket connection, refuses a
  page's ``comm_open`` for anything but the widget manager's control channel (widgets are the
  guide's to create, not the page's) and keeps at most :data:`COMM_BACKLOG` comm messages of a
  kernel waiting to be handled: past that, messages are dropped and the drop is logged.
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
from collections import deque
from dataclasses import dataclass, field

from jupyter_server.auth.identity import PasswordIdentityProvider
from jupyter_server.services.kernels.connection.base import deserialize_msg_from_ws_v1
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from tornado.httpserver import HTTPServer
from tornado.ioloop import IOLoop
from tornado.netutil import bind_sockets

log = logging.getLogger("ramsas_widgets.holding")

#: Open files the server asks for (jupyter_server asks for the same).
OPEN_FILES = 4096
#: Seconds a connection may stay open without sending a request (tornado's default: 3,600).
IDLE_CONNECTION_SECONDS = 20.0
#: Seconds a request's body may take to arrive.
BODY_SECONDS = 30.0
#: Comm messages of one kernel that may wait to be handled; the page's widget manager sends
#: one at a time per widget, so a page in use never comes near it.
COMM_BACKLOG = 32
#: Seconds after which a message the kernel never said it handled stops counting.
COMM_FORGET_SECONDS = 60.0
#: comm_open targets a page may ask for: the widget manager's control channel only.
PAGE_COMM_TARGETS = frozenset({"jupyter.widget.control"})
#: comm_open of those a page may send to one kernel.
PAGE_COMM_OPENS = 8


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


# -- guesses of the join code --------------------------------------------------------------------
@dataclass
class GuessLimiter:
    """Wrong join codes per address: at most ``limit`` in ``window`` seconds; past that,
    every guess from the address is refused until the oldest leaves the window.

    >>> limiter = GuessLimiter(limit=2, window=60)
    >>> limiter.failed("10.0.0.7", now=0), limiter.failed("10.0.0.7", now=1)
    (1, 2)
    >>> limiter.wait("10.0.0.7", now=30), limiter.wait("10.0.0.8", now=30)
    (30, 0)
    >>> limiter.wait("10.0.0.7", now=61)
    0
    """

    limit: int = 10
    window: float = 60.0
    failures: dict[str, deque] = field(default_factory=dict)

    def _recent(self, address: str, now: float) -> deque:
        times = self.failures.get(address)
        if times is None:
            return deque()
        while times and now - times[0] >= self.window:
            times.popleft()
        if not times:
            del self.failures[address]
        return times

    def failed(self, address: str, now: float | None = None) -> int:
        """Count a wrong code from ``address``; returns how many it sent in the window."""
        now = time.monotonic() if now is None else now
        times = self._recent(address, now)
        if not times:
            times = self.failures.setdefault(address, deque())
        times.append(now)
        if len(self.failures) > 10_000:  # forget the oldest addresses first
            for stale in list(self.failures)[:1000]:
                del self.failures[stale]
        return len(times)

    def wait(self, address: str, now: float | None = None) -> int:
        """Seconds before ``address`` may guess again (0: now)."""
        now = time.monotonic() if now is None else now
        times = self._recent(address, now)
        if len(times) < self.limit:
            return 0
        return max(1, int(times[-self.limit] + self.window - now + 0.999))


class JoinCodeIdentityProvider(PasswordIdentityProvider):
    """jupyter_server's token login with a limit on wrong join codes per address.

    A code given in the address, in an ``Authorization`` header or typed in the join form
    counts; a wrong one is logged with the address and how many it sent, never with the
    code. While an address is past the limit no code from it is even compared: it gets the
    join page saying how long to wait."""

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
class BoundedChannels(ZMQChannelsWebsocketConnection):
    """The kernels' websocket connection, bounding what a page can ask of its kernel.

    - A ``comm_open`` from the page is refused (dropped, and logged) unless it is for the
      widget manager's control channel, at most :data:`PAGE_COMM_OPENS` times a kernel:
      the guide's widgets are all created by the lesson's own code, so a page asking for a
      new widget (or for any other comm target) is not the guide's page.
    - Comm messages wait to be handled by the kernel one after another; at most
      :data:`COMM_BACKLOG` of one kernel are let through before the kernel says it handled
      them (its ``idle`` status naming the message), the rest are dropped and logged.
    """

    #: kernel id -> {msg_id: when it was let through}
    waiting: dict[str, dict[str, float]] = {}
    #: kernel id -> comm_open messages let through
    opened: dict[str, int] = {}
    #: kernel id -> (messages dropped since the last log line, when that line was written)
    dropped: dict[str, list] = {}

    def _header_and_content(self, ws_msg):
        """(channel, header, content-or-None) of a message from the page, or None."""
        try:
            if self.subprotocol == "v1.kernel.websocket.jupyter.org":
                channel, parts = deserialize_msg_from_ws_v1(ws_msg)
                header = self.session.unpack(parts[0])
                content = None
                if header.get("msg_type") == "comm_open":
                    content = self.session.unpack(parts[3])
                return channel, header, content
            msg = json.loads(ws_msg) if isinstance(ws_msg, str | bytes) else None
            if not isinstance(msg, dict):
                return None
            return msg.get("channel") or "shell", msg.get("header") or {}, msg.get("content")
        except Exception:
            return None

    def _drop(self, reason: str) -> None:
        entry = self.dropped.setdefault(self.kernel_id, [0, float("-inf")])
        entry[0] += 1
        now = time.monotonic()
        if now - entry[1] >= 10:
            self.log.warning("Kernel %s: %d message(s) from its page dropped: %s",
                             self.kernel_id, entry[0], reason)
            entry[0], entry[1] = 0, now

    def handle_incoming_message(self, incoming_msg) -> None:
        parsed = self._header_and_content(incoming_msg)
        if parsed is None:
            return super().handle_incoming_message(incoming_msg)
        channel, header, content = parsed
        msg_type = header.get("msg_type") if isinstance(header, dict) else None
        if channel == "shell" and msg_type == "comm_open":
            target = (content or {}).get("target_name") if isinstance(content, dict) else None
            opened = self.opened.get(self.kernel_id, 0)
            if target not in PAGE_COMM_TARGETS:
                self._drop(f"a comm_open for {str(target)[:60]!r} (the page may not create "
                           "widgets)")
                return None
            if opened >= PAGE_COMM_OPENS:
                self._drop(f"more than {PAGE_COMM_OPENS} comm_open for {target}")
                return None
            self.opened[self.kernel_id] = opened + 1
        elif channel == "shell" and msg_type == "comm_msg":
            waiting = self.waiting.setdefault(self.kernel_id, {})
            now = time.monotonic()
            if len(waiting) >= COMM_BACKLOG:
                for msg_id, sent in list(waiting.items()):
                    if now - sent > COMM_FORGET_SECONDS:
                        del waiting[msg_id]
            if len(waiting) >= COMM_BACKLOG:
                self._drop(f"{len(waiting)} widget messages already wait for the kernel")
                return None
            msg_id = header.get("msg_id")
            if isinstance(msg_id, str):
                waiting[msg_id] = now
        return super().handle_incoming_message(incoming_msg)

    def handle_outgoing_message(self, stream, outgoing_msg) -> None:
        waiting = self.waiting.get(self.kernel_id)
        if waiting and getattr(stream, "channel", stream) == "iopub":
            try:
                _, parts = self.session.feed_identities(outgoing_msg)
                header = self.session.unpack(bytes(parts[1]))
                if header.get("msg_type") == "status":
                    content = self.session.unpack(bytes(parts[4]))
                    if content.get("execution_state") == "idle":
                        parent = self.session.unpack(bytes(parts[2]))
                        waiting.pop(parent.get("msg_id"), None)
                    elif content.get("execution_state") in ("restarting", "dead"):
                        waiting.clear()
            except Exception:
                pass
        return super().handle_outgoing_message(stream, outgoing_msg)

    @classmethod
    def forget(cls, kernel_id: str) -> None:
        """A kernel has gone: forget what was counted for it."""
        cls.waiting.pop(kernel_id, None)
        cls.opened.pop(kernel_id, None)
        cls.dropped.pop(kernel_id, None)
