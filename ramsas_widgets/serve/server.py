"""The guide's server: Voilà, with what serving a class from one machine needs.

    python -m ramsas_widgets.serve.server NOTEBOOKS [Voilà options] [--GuideServer.option=...]

:class:`GuideServer` is Voilà's own application (``voila.app.Voila``) with its settings and
handlers wrapped, so that every page, script and kernel is still Voilà's; the launcher
(``python -m ramsas_widgets``) runs it. What it adds:

- **Only its own names.** A request whose ``Host`` is not one of the names the server was
  started for (:attr:`GuideServer.allowed_hosts`, the address it listens on included) gets
  a short 403: a page on another site that resolves its own name to this machine (DNS
  rebinding) reads nothing.
- **Kernels for real visits only.** A lesson starts a kernel only for a top-level page visit
  (``Sec-Fetch-Dest: document`` and ``Sec-Fetch-Mode: navigate``, when the browser sends
  them): an ``<img>``, a script, a ``fetch()`` or a prefetch from any site gets a 403 and no
  kernel.
- **A cap.** At most :attr:`GuideServer.max_pages` pages hold a kernel at once; past it a
  visitor gets a friendly "the class is full" page saying how long to wait (HTTP 503 with
  ``Retry-After``), not a server running out of memory.
- **Holding against abuse** (:mod:`ramsas_widgets.serve.holding`): every route behind the join
  code, wrong codes limited per address and the code kept out of logs, places limited per
  browser and per address and freed when a page's browser never comes, idle connections
  closed and the open-file limit raised, a page's widget messages bounded, and its kernel's
  websockets limited and closed when they hold what they should not.
- **Preheated pages.** With Voilà's ``preheat_kernel``, a page comes from its pool of
  kernels that have already run it, whatever its ``?theme=`` (the guide's template picks
  light or dark in the browser; Voilà's own handler would start a cold kernel for any
  ``?theme=``), and only from a kernel that is ready (a pool kernel still starting is left
  alone). The pool refills only once no page has been opened, and no page's browser has
  come to its kernel, for ``VoilaKernelManager.fill_delay`` seconds, and while the kernels
  stay within :attr:`GuideServer.max_kernels`: a class arriving is not slowed by its own
  refill, and memory stays bounded. A class's page (:attr:`GuideServer.class_page`) is
  preheated once a student; as students take its kernels its pool shrinks to
  :attr:`GuideServer.class_spare`, refilled once no page has come for ``CLASS_CALM``
  seconds.
- **Forked kernels** (:mod:`ramsas_widgets.serve.kernel_fork`, :attr:`GuideServer.fork_kernels`):
  each kernel is forked from one process that has imported what a page imports, so it starts
  at once and shares that memory.
- **Kernels that go.** The page sets Voilà's ``_xsrf`` cookie, so the shutdown the page sends
  when it is closed is accepted and frees its kernel at once. Culling (jupyter_server's,
  configured in ``voila.json``) frees a kernel whose page went away without a word once it
  has had no connection for ``cull_idle_timeout`` seconds, counted from when a page took it,
  once the page's scripts have connected to it or ``connect_grace`` has passed since the
  page was sent (until then the page is loading, and a place nobody came to is freed by
  ``connect_grace``);
  preheated kernels waiting in the pool are never culled.
- **A lighter page.** Responses are compressed; Voilà's scripts are served under a versioned
  address (``voila/static/v<version>/``) and the front-end extensions' hashed files as
  immutable, so a browser fetches each once.
- **The rules without a kernel.** The rules page is text: the server sends it itself
  (:mod:`ramsas_widgets.serve.pages`), and the pool never preheats it.
- **A join page.** With a token (``--Voila.token``), a visitor without it gets a small form
  asking for the class's join code instead of Jupyter's login page.

The pages and refusals the server writes itself (the join page, "the class is full", too many
pages, a refused request) speak the guide's language (:attr:`GuideServer.lang`): their words
are messages, and their ``<html lang>`` says which.
"""

from __future__ import annotations

import asyncio
import contextvars
import gzip
import html
import inspect
import ipaddress
import json
import math
import os
import re
import secrets
import time
from dataclasses import dataclass

import tornado.ioloop
import tornado.web
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.auth.identity import PasswordIdentityProvider
from jupyter_server.auth.login import LoginFormHandler
from jupyter_server.auth.logout import LogoutHandler
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.services.kernels.connection.channels import ZMQChannelsWebsocketConnection
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import url_path_join
from traitlets import Bool, Float, Integer, List, Unicode
from voila import __version__ as VOILA_VERSION
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler
from voila.static_file_handler import MultiStaticFileHandler, TemplateStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler

from ramsas_widgets.classroom import terminal
from ramsas_widgets.classroom.guard import host_name, served_language
from ramsas_widgets.i18n.locale import NATIVE_NAMES, speaker
from ramsas_widgets.i18n.markup import html_said
from ramsas_widgets.i18n.messages import plural, text

from . import holding, kernel_fork
from .alive import alive_answer
from .pages import LANGUAGE_FOLDERS, rules_routes
from .rules_page import NOTEBOOK

#: What a lesson page needs in the browser: the widget manager Voilà uses with
#: ipywidgets 8 and the widgets' own extension it builds on. Every other front-end
#: extension that happens to be installed (a syntax highlighter, jupytext...) stays out.
EXTENSIONS = ["@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/widgets-manager8"]
#: Where the versioned copy of Voilà's scripts is served, under the base URL.
VERSIONED_STATIC = f"voila/static/v{VOILA_VERSION}"
YEAR = 365 * 24 * 3600


# -- who may ask -------------------------------------------------------------------------------
def default_hosts(ip: str) -> list[str]:
    """The names a server listening on ``ip`` answers to without being told more."""
    names = {ip.lower()}
    try:
        address = ipaddress.ip_address(ip)
    except ValueError:
        return sorted(names)
    if address.is_loopback:
        names |= {"localhost", "127.0.0.1", "::1"}
    return sorted(names)


class NotAVisit(str):
    """Why a request is not a page visit, in words for the server's log; ``kind`` (a key of
    :data:`NOT_A_VISIT`) and ``what`` (the request's destination) for its visitor."""

    kind: str
    what: str

    def __new__(cls, words: str, kind: str, what: str = "") -> NotAVisit:
        obj = super().__new__(cls, words)
        obj.kind, obj.what = kind, what
        return obj


#: What a request that is not a page visit of a lesson is told, by :attr:`NotAVisit.kind`.
NOT_A_VISIT = {
    "prefetch": text("server.refused.prefetch",
                     "A lesson opens only as a page of its own, not as a prefetch."),
    "not-a-visit": text("server.refused.not-a-visit",
                        "A lesson opens only as a page of its own, not as not a page visit "
                        "({what})."),
    "frame": text("server.refused.frame",
                  "A lesson opens only as a page of its own, not as a frame on another site."),
}


def navigation_refusal(headers) -> NotAVisit | None:
    """Why a request for a lesson is not a visit of the page itself, or None.

    Browsers say what a request is for (Fetch Metadata): a lesson opened in the address bar
    or by a link is ``Sec-Fetch-Mode: navigate`` with ``Sec-Fetch-Dest: document``; an image,
    script, style sheet or ``fetch()`` is not, nor is a prefetch or a prerender. A request
    without these headers (an older browser, a command-line client) is let through: the cap
    and the culling look after those.

    >>> navigation_refusal({"Sec-Fetch-Dest": "image", "Sec-Fetch-Mode": "no-cors"})
    'not a page visit (image)'
    >>> navigation_refusal({"Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate"}) is None
    True
    >>> navigation_refusal({}) is None
    True
    """
    dest = headers.get("Sec-Fetch-Dest")
    mode = headers.get("Sec-Fetch-Mode")
    site = headers.get("Sec-Fetch-Site")
    purpose = (headers.get("Sec-Purpose") or headers.get("Purpose") or "").lower()
    if "prefetch" in purpose or "prerender" in purpose:
        return NotAVisit("a prefetch", "prefetch")
    if mode is not None and mode != "navigate":
        return NotAVisit(f"not a page visit ({dest or mode})", "not-a-visit", dest or mode)
    if dest is not None and dest not in ("document", "iframe"):
        return NotAVisit(f"not a page visit ({dest})", "not-a-visit", dest)
    if dest == "iframe" and site not in (None, "same-origin", "none"):
        return NotAVisit("a frame on another site", "frame")
    return None


# -- the pages the server writes itself ---------------------------------------------------------
PAGE_STYLE = """
  :root { color-scheme: light dark; }
  body { margin: 0; font: 1.05rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
         background: #fff; color: #1a1a1a; }
  main { max-width: 34rem; margin: 12vh auto 2rem; padding: 0 1.25rem; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 0.75rem; }
  p { margin: 0 0 1rem; }
  .rw-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  a.rw-button, button { display: inline-block; font: inherit; padding: 0.55rem 1.1rem;
         border-radius: 6px; border: 1px solid #0b57d0; background: #0b57d0; color: #fff;
         text-decoration: none; cursor: pointer; }
  input { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid #757575; border-radius: 6px;
          width: 12rem; max-width: 100%; background: #fff; color: #1a1a1a; }
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  .rw-note { color: #474747; font-size: 0.95rem; }
  .rw-error { color: #a50e0e; font-weight: 600; }
  @media (prefers-color-scheme: dark) {
    body { background: #111; color: #e8e8e8; }
    .rw-note { color: #c4c4c4; }
    .rw-error { color: #ffb4ab; }
    a.rw-button, button { background: #a8c7fa; border-color: #a8c7fa; color: #062e6f; }
    input { background: #1e1e1e; color: #e8e8e8; border-color: #9e9e9e; }
  }
"""


def small_page(title: str, body: str, lang: str = "en") -> str:
    """A page of its own, styles included: it asks nothing of the server or another host."""
    return (f"<!DOCTYPE html>\n<html lang=\"{html.escape(lang)}\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{html.escape(title)}</title><link rel=\"icon\" href=\"data:;base64,=\">"
            f"<style>{PAGE_STYLE}</style></head><body><main>{body}</main></body></html>\n")


# the words of the pages the server writes itself
TRY_AGAIN = text("server.again", "Try again")
FULL = text("server.full.title", "The class is full")
FULL_TAKEN = text("server.full.taken", "Every place in this class is taken just now.")
#: When a place frees up, by :func:`wait_parts` (a page nobody uses is put away then).
FULL_FREES = {
    "seconds": text("server.full.frees.seconds",
                    "A place frees up in about {n} seconds, when a page nobody is using any "
                    "more is put away: try again then."),
    "minute": text("server.full.frees.minute",
                   "A place frees up in about a minute, when a page nobody is using any more "
                   "is put away: try again then."),
    "minutes": text("server.full.frees.minutes",
                    "A place frees up in about {n} minutes, when a page nobody is using any "
                    "more is put away: try again then."),
}
#: Every place held by an open page: try again in a minute, or in ``n`` minutes.
FULL_HELD = plural("server.full.held", "n",
                   "Every place is held by a page that is open now; one frees up as soon as "
                   "one of them is closed: try again in a minute.",
                   "Every place is held by a page that is open now; one frees up as soon as "
                   "one of them is closed: try again in {n} minutes.")
FULL_TELL = text("server.full.tell", "If this keeps happening, tell your teacher.")
TOO_MANY = text("server.pages.title", "Too many pages open")
TOO_MANY_HELD = {
    "browser": text("server.pages.browser",
                    "This browser already has {count} pages of the guide open, as many as one "
                    "student may have at once."),
    "address": text("server.pages.address",
                    "This device already holds {count} pages of the guide, as many as one "
                    "device may have at once."),
}
CLOSE_ONE = text("server.pages.close-one",
                 "Close one of them (its place is freed at once), then try again.")
#: When a page left open unused is put away, by :func:`wait_parts`.
PUT_AWAY = {
    "seconds": text("server.pages.put-away.seconds",
                    "A page left open without being used is put away in about {n} seconds."),
    "minute": text("server.pages.put-away.minute",
                   "A page left open without being used is put away in about a minute."),
    "minutes": text("server.pages.put-away.minutes",
                    "A page left open without being used is put away in about {n} minutes."),
}
PAGES_TELL = text("server.pages.tell", "If you have no other page open, tell your teacher.")
JOIN = text("server.join.title", "Join the class")
#: Too many wrong join codes from a device: how long to wait, by :func:`wait_parts`.
GUESSES_WAIT = {
    "seconds": text("server.join.guesses.seconds",
                    "Too many wrong join codes came from this device. Wait about {n} seconds, "
                    "then type the code again."),
    "minute": text("server.join.guesses.minute",
                   "Too many wrong join codes came from this device. Wait about a minute, then "
                   "type the code again."),
    "minutes": text("server.join.guesses.minutes",
                    "Too many wrong join codes came from this device. Wait about {n} minutes, "
                    "then type the code again."),
}
SHOWS_CODE = text("server.join.shows", "Your teacher shows the code with the guide's address.")
JOIN_ASKS = text("server.join.asks",
                 "Type the join code your teacher shows with the guide's address, or scan the "
                 "teacher's QR code.")
JOIN_WRONG = text("server.join.wrong",
                  "That is not the join code of this class. Check it and try again.")
JOIN_CODE = text("server.join.code.label", "Join code")
JOIN_BUTTON = text("server.join.button", "Join")
LEAVE = text("server.leave.title", "Leave the class")
LEAVE_SAYS = text("server.leave.says",
                  "Leaving makes this browser forget the class's join code: to come back, type "
                  "it again.")
WRONG_HOST = text("server.refused.host", "This server does not serve that host name.")
NEEDS_CODE = text("server.refused.code",
                  "This needs the class's join code: open the address your teacher gave, or "
                  "type the code on the join page.")


def wait_parts(seconds: float) -> tuple[str, int]:
    """A wait rounded up, as its words say it: ``("seconds", 40)``, ``("minute", 1)`` or
    ``("minutes", 4)`` (the key of a sentence's form, and the number it says).

    >>> wait_parts(38), wait_parts(60), wait_parts(181)
    (('seconds', 40), ('minute', 1), ('minutes', 4))
    """
    if seconds <= 50:
        return "seconds", max(10, math.ceil(seconds / 10) * 10)
    minutes = math.ceil(seconds / 60)
    return ("minute", 1) if minutes == 1 else ("minutes", minutes)


def _waiting(messages: dict, seconds: float, lang: str) -> str:
    """The sentence of ``messages`` (by :func:`wait_parts`) for a wait of ``seconds``, as
    HTML."""
    kind, n = wait_parts(seconds)
    message = messages[kind]
    return html_said(speaker(lang), message.id, **({"n": n} if kind != "minute" else {}))


def again_button(href: str, lang: str = "en") -> str:
    """The "Try again" button: back to ``href`` (the address the visitor came with, without
    the join code) and to its ``#fragment`` (a class link's ``#seed=42``, which the server
    never sees: the page's script adds it). When that is this page's own address, the
    script loads it again (a link to one's own address and fragment loads nothing)."""
    return (f"<a class=\"rw-button\" id=\"rw-again\" href=\"{html.escape(href)}\">"
            f"{html_said(speaker(lang), TRY_AGAIN.id)}</a>"
            "<script>(function () { var a = document.getElementById(\"rw-again\"); "
            "if (location.hash) { a.href = a.href.split(\"#\")[0] + location.hash; } "
            "a.addEventListener(\"click\", function (event) { if (a.href === location.href) "
            "{ event.preventDefault(); location.reload(); } }); }());</script>")


def came_with(handler) -> str:
    """The address ``handler``'s visitor asked for (path and query), without the join code."""
    query = holding.drop_token(handler.request.query or "")
    return handler.request.path + (f"?{query}" if query else "")


def note_refusal(guide, reason: str, address: str, cookie: str = "", count: int = 0,
                 limit: int = 0) -> None:
    """Tell the teacher's page (in a class) who was refused and why
    (:mod:`ramsas_widgets.classroom.refusals`)."""
    desk = getattr(guide, "teacher_desk", None)
    if desk is not None:
        desk.refusals.note(reason, address, cookie, count=count, limit=limit)


def class_full_page(retry_after: int, known: bool = False, again: str = "",
                    lang: str = "en") -> str:
    """The page a visitor gets past the cap: what happened and what to do. ``known``: the
    server knows when a place frees up (a page left without its browser), ``retry_after``
    seconds from now; else every place is held by an open page."""
    said = speaker(lang)
    if known:
        when = _waiting(FULL_FREES, retry_after, lang)
    else:
        minutes = max(1, round(retry_after / 60))
        when = html_said(said, FULL_HELD.id, n=minutes)
    return small_page(said.say(FULL.id), (
        f"<h1>{html_said(said, FULL.id)}</h1>"
        f"<p>{html_said(said, FULL_TAKEN.id)} {when}</p>"
        f"<div class=\"rw-actions\">{again_button(again, lang)}"
        f"<span class=\"rw-note\">{html_said(said, FULL_TELL.id)}</span></div>"), lang)


def too_many_pages_page(count: int, where: str, retry_after: int | None,
                        again: str = "", lang: str = "en") -> str:
    """The page a visitor gets when this browser (``where`` = "browser") or this device's
    address ("address") already holds its share of the class's places."""
    said = speaker(lang)
    held = TOO_MANY_HELD["browser" if where == "browser" else "address"]
    sentences = [html_said(said, held.id, count=count), html_said(said, CLOSE_ONE.id)]
    if retry_after:
        sentences.append(_waiting(PUT_AWAY, retry_after, lang))
    return small_page(said.say(TOO_MANY.id), (
        f"<h1>{html_said(said, TOO_MANY.id)}</h1>"
        f"<p>{' '.join(sentences)}</p>"
        f"<div class=\"rw-actions\">{again_button(again, lang)}"
        f"<span class=\"rw-note\">{html_said(said, PAGES_TELL.id)}</span>"
        "</div>"), lang)


def guesses_page(wait: int, again: str = "", lang: str = "en") -> str:
    """The join page for an address that sent too many wrong codes."""
    said = speaker(lang)
    return small_page(said.say(JOIN.id), (
        f"<h1>{html_said(said, JOIN.id)}</h1>"
        f"<p class=\"rw-error\" role=\"alert\">{_waiting(GUESSES_WAIT, wait, lang)}</p>"
        f"<div class=\"rw-actions\">{again_button(again, lang)}"
        f"<span class=\"rw-note\">{html_said(said, SHOWS_CODE.id)}"
        "</span></div>"), lang)


def leave_page(xsrf_html: str, lang: str = "en") -> str:
    """The page asking whether to leave the class (forget the join code in this browser)."""
    said = speaker(lang)
    return small_page(said.say(LEAVE.id), (
        f"<h1>{html_said(said, LEAVE.id)}</h1>"
        f"<p>{html_said(said, LEAVE_SAYS.id)}</p>"
        "<form method=\"post\" class=\"rw-actions\">" + xsrf_html +
        f"<button type=\"submit\">{html_said(said, LEAVE.id)}</button></form>"), lang)


def join_page(next_url: str, xsrf_html: str, failed: bool, lang: str = "en") -> str:
    """The form asking for the class's join code."""
    said = speaker(lang)
    error = (f"<p class=\"rw-error\" role=\"alert\">{html_said(said, JOIN_WRONG.id)}</p>"
             if failed else "")
    return small_page(said.say(JOIN.id), (
        f"<h1>{html_said(said, JOIN.id)}</h1>"
        f"<p>{html_said(said, JOIN_ASKS.id)}</p>" + error +
        "<form method=\"post\" class=\"rw-join\">" + xsrf_html +
        f"<input type=\"hidden\" name=\"next\" value=\"{html.escape(next_url)}\">"
        f"<label for=\"rw-code\">{html_said(said, JOIN_CODE.id)}</label>"
        "<div class=\"rw-actions\"><input id=\"rw-code\" name=\"password\" type=\"text\" "
        "autocomplete=\"off\" autocapitalize=\"none\" spellcheck=\"false\" required "
        f"maxlength=\"64\" autofocus><button type=\"submit\">{html_said(said, JOIN_BUTTON.id)}"
        "</button></div></form>"
        # the class link's #fragment (#seed=42) is the browser's alone: it goes with "next"
        "<script>(function () { var n = document.querySelector(\"input[name=next]\"); "
        "if (n && location.hash && n.value.indexOf(\"#\") < 0) { n.value += location.hash; "
        "} }());</script>"), lang)


# -- the kernels -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Holder:
    """Who holds a place: the visitor's address and browser (its ``rw_browser`` cookie)."""

    address: str
    browser: str


@dataclass(eq=False)
class Admission:
    """A page being served: admitted under the cap, holding a place until it has a kernel."""

    kernel_id: str | None = None
    holder: Holder | None = None


#: Thread counts of numerical libraries set to 1 in a page's kernel with a memory limit.
KERNEL_THREADS = kernel_fork.KERNEL_THREADS

#: Seconds without a new page before the class's page's pool is refilled (the other pages'
#: refills wait for ``VoilaKernelManager.fill_delay``).
CLASS_CALM = 10.0
#: Set while the class's page's pool is refilled (its kernels wait for CLASS_CALM only).
CLASS_REFILL: contextvars.ContextVar[bool] = contextvars.ContextVar("class_refill",
                                                                   default=False)
#: The admission of the page request being served (kernels started for it are its own).
ADMISSION: contextvars.ContextVar[Admission | None] = contextvars.ContextVar(
    "ramsas_admission", default=None)


class GuideKernelManager(AsyncMappingKernelManager):
    """jupyter_server's kernel manager, knowing which kernels serve pages.

    Voilà builds its pooling manager (``VoilaKernelManager``) on top of this class. A
    *page kernel* is one started for a page request or taken by a page from the pool;
    the others wait in the pool. Page kernels count against the cap and are culled once
    left without a connection; pool kernels are neither.
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.page_kernels: set[str] = set()
        self.admissions: set[Admission] = set()
        #: when a page last arrived: admitted, or its browser connecting to its kernel
        self.last_admission = float("-inf")
        self.pool_starting = 0
        self.stopping = False
        #: who holds each page kernel, when its page was sent, and when its browser last left
        self.holders: dict[str, Holder] = {}
        self.served_at: dict[str, float] = {}
        self.left_at: dict[str, float] = {}
        #: page kernels whose browser has come (its first word, or its connection)
        self.connected_once: set[str] = set()
        #: page kernels whose page's scripts have opened a connection to them at least once
        self.socket_once: set[str] = set()
        #: pages of the class's page that have come for a kernel (GuideServer.class_page)
        self.class_arrivals = 0
        fill = getattr(self, "fill_if_needed", None)
        if fill is not None:  # Voilà's pooling manager, built on this class
            self.fill_if_needed = self._class_fill(fill)

    # the cap
    def pages_open(self) -> int:
        """Pages holding a kernel, and pages admitted that are still getting one."""
        self.page_kernels &= set(self._kernels)
        waiting = sum(1 for a in self.admissions if a.kernel_id is None)
        return len(self.page_kernels) + waiting

    def places_held(self, holder: Holder) -> tuple[int, int]:
        """Places held by ``holder``'s browser, and by its address (pages with a kernel and
        pages being served)."""
        self.pages_open()
        holders = [self.holders.get(k) for k in self.page_kernels]
        holders += [a.holder for a in self.admissions if a.kernel_id is None]
        browser = sum(1 for h in holders if h is not None and h.browser == holder.browser)
        address = sum(1 for h in holders if h is not None and h.address == holder.address)
        return browser, address

    def frees_in(self, holder: Holder | None = None) -> float | None:
        """Seconds until a place held by a page nobody uses is freed (of ``holder``'s
        browser alone, if given): a page whose browser never came, at the end of its
        grace; one whose browser left, when it is culled. None: every such place is held by
        a page open now."""
        now = time.monotonic()
        grace = float(getattr(self.parent, "connect_grace", 0) or 0)
        cull = float(getattr(self, "cull_idle_timeout", 0) or 0)
        interval = float(getattr(self, "cull_interval", 0) or 0)
        times = []
        for kernel_id in self.page_kernels:
            if holder is not None and self.holders.get(kernel_id) != holder:
                continue
            if self._kernel_connections.get(kernel_id, 0) > 0:
                continue
            if kernel_id not in self.connected_once and grace:
                times.append(self.served_at.get(kernel_id, now) + grace + 1)
            elif cull:
                left = self.left_at.get(kernel_id, self.served_at.get(kernel_id, now))
                times.append(left + cull + interval)
        return max(1.0, min(times) - now) if times else None

    async def free_if_never_connected(self, kernel_id: str, grace: float) -> None:
        """Shut down ``kernel_id`` if its page's browser has not come to it ``grace``
        seconds after the page was sent: a place held by a download, not a student."""
        await asyncio.sleep(grace)
        if (kernel_id in self.page_kernels and kernel_id not in self.connected_once
                and kernel_id in self._kernels and not self.stopping):
            self.log.warning("Kernel %s: its page's browser never came in %g s: place freed",
                             kernel_id, grace)
            try:
                await self.shutdown_kernel(kernel_id)
            except Exception as err:  # already gone
                self.log.info("Kernel %s: %s", kernel_id, err)

    def browser_arrived(self, kernel_id: str) -> None:
        """A browser has asked for ``kernel_id`` (its websocket, ``/voila/query/``...): the
        page's browser came, even if its connection is still being set up."""
        if kernel_id in self.page_kernels:
            self.connected_once.add(kernel_id)

    def page_sent(self, kernel_id: str) -> None:
        """The page of ``kernel_id`` has been sent: its browser has ``connect_grace``
        seconds to come to its kernel."""
        self.served_at[kernel_id] = time.monotonic()
        grace = float(getattr(self.parent, "connect_grace", 0) or 0)
        if grace and kernel_id not in self.connected_once:
            asyncio.ensure_future(self.free_if_never_connected(kernel_id, grace))

    def admit(self, holder: Holder | None = None) -> Admission:
        admission = Admission(holder=holder)
        self.admissions.add(admission)
        self.last_admission = time.monotonic()
        return admission

    def release(self, admission: Admission) -> None:
        self.admissions.discard(admission)
        self.last_admission = time.monotonic()

    def claim(self, kernel_id: str) -> None:
        """``kernel_id`` now serves a page: its idle time starts now."""
        from jupyter_server._tz import utcnow

        self.page_kernels.add(kernel_id)
        admission = ADMISSION.get()
        if admission is not None:
            admission.kernel_id = kernel_id
            if admission.holder is not None:
                self.holders[kernel_id] = admission.holder
                # a class: the record learns whose page the kernel serves from the server,
                # never from the page (classroom/kernel.py)
                desk = getattr(self.parent, "teacher_desk", None)
                if desk is not None:
                    desk.own(kernel_id, admission.holder.browser)
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:
            kernel.last_activity = utcnow()

    # the pool
    def _failed(self, task) -> bool:
        """Whether a pool entry is of no use: its kernel failed to start or died, or its
        run of the notebook failed."""
        if not task.done():
            return False
        if task.cancelled() or task.exception() is not None:
            return True
        content = task.result()
        render = content.get("task")
        rendering_failed = render is not None and render.done() and (
            render.cancelled() or render.exception() is not None)
        return rendering_failed or content.get("kernel_id") not in self._kernels

    def prune_pools(self) -> int:
        """Drop the pool entries whose kernel failed to start or died since, and start their
        replacements (as the pool's refill does). Returns how many were dropped."""
        dropped = 0
        for notebook, pool in list((getattr(self, "_pools", None) or {}).items()):
            failed = [task for task in pool if self._failed(task)]
            for task in failed:
                pool.remove(task)
            if failed and hasattr(self, "fill_if_needed"):
                self.log.warning("Replacing %d preheated kernel(s) of %s that died",
                                 len(failed), notebook)
                self.fill_if_needed(delay=None, notebook_name=notebook)
            dropped += len(failed)
        return dropped

    # the class's pool
    def _class_fill(self, fill):
        """Voilà's ``fill_if_needed``, refilling the class's page as soon as arrivals pause
        for :data:`CLASS_CALM` seconds (a student has just taken one of its kernels), not
        after the longer calm the other pages' refills wait for
        (:meth:`_room_for_pool_kernel`): a refill never competes with pages being served."""
        def fill_if_needed(delay=None, notebook_name=None, **kwargs):
            page = getattr(self.parent, "class_page", "")
            if not page or notebook_name != page:
                return fill(delay=delay, notebook_name=notebook_name, **kwargs)
            token = CLASS_REFILL.set(True)  # the refill's tasks are made in this context
            try:
                return fill(delay=0 if delay is None else delay, notebook_name=notebook_name,
                            **kwargs)
            finally:
                CLASS_REFILL.reset(token)
        return fill_if_needed

    def class_arrived(self, notebook: str) -> None:
        """A page of the class's page came for a kernel: the pool now waits for one student
        fewer, and keeps at least the spare (:attr:`GuideServer.class_spare`)."""
        guide = self.parent
        page = getattr(guide, "class_page", "")
        pools = getattr(self, "kernel_pools_config", None)
        if not page or notebook != page or not isinstance(pools, dict) or page not in pools:
            return
        self.class_arrivals += 1
        pools[page]["pool_size"] = max(guide.class_spare,
                                       guide.class_pool - self.class_arrivals)

    def take_ready(self, notebook: str) -> str | None:
        """A pool kernel of ``notebook`` that has run the whole notebook, moved to the front
        of the pool (where Voilà takes the next one from), or None: a page is then served
        by a kernel of its own, as without a pool. A kernel still running the notebook is
        not taken: the page would be sent partly from the pool's rendering and partly from
        the page's, and under load such a page was seen cut short after its head."""
        self.class_arrived(notebook)
        self.prune_pools()
        for task in list((getattr(self, "_pools", None) or {}).get(notebook) or ()):
            if (task.done() and not task.cancelled() and task.exception() is None
                    and task.result()["task"].done()
                    and not task.result()["task"].cancelled()
                    and task.result()["task"].exception() is None):
                pool = self._pools[notebook]
                pool.remove(task)
                pool.insert(0, task)
                return task.result()["kernel_id"]
        return None

    def pool_kernel_ids(self) -> set[str]:
        found = set()
        for pool in (getattr(self, "_pools", None) or {}).values():
            for task in pool:
                if task.done() and not task.cancelled() and task.exception() is None:
                    found.add(task.result().get("kernel_id"))
        return found

    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)
        if kernel_id in self.page_kernels:  # a page's browser arriving at its kernel
            self.last_admission = time.monotonic()
            self.connected_once.add(kernel_id)
            self.socket_once.add(kernel_id)

    def notify_disconnect(self, kernel_id: str) -> None:
        super().notify_disconnect(kernel_id)
        self.left_at[kernel_id] = time.monotonic()

    def start_buffering(self, kernel_id, session_key, channels) -> None:
        """Keep the kernel's messages for its page while it has no websocket, up to a
        bound (:func:`holding.keep_for_page_bounded`)."""
        super().start_buffering(kernel_id, session_key, channels)
        holding.keep_for_page_bounded(self, kernel_id)

    async def _room_for_pool_kernel(self) -> None:
        """Wait until a pool kernel may start: no page opened, and no page's browser come to
        its kernel, for ``fill_delay`` seconds, none being served, and room under
        :attr:`GuideServer.max_kernels` counting the pool kernels already starting."""
        quiet = float(getattr(self, "fill_delay", 0) or 0)
        limit = getattr(self.parent, "max_kernels", 0) or 0
        if CLASS_REFILL.get():  # the class's spare: refilled between arrivals
            quiet = min(quiet, CLASS_CALM)
        while not self.stopping:
            calm = not self.admissions and time.monotonic() - self.last_admission >= quiet
            room = not limit or len(self._kernels) + self.pool_starting < limit
            if calm and room:
                self.pool_starting += 1
                return
            await asyncio.sleep(0.5)
        raise RuntimeError("the server is stopping: no new pool kernel")

    async def start_kernel(self, **kwargs):  # type: ignore[override]
        env = kwargs.get("env") or {}
        memory = getattr(self.parent, "kernel_memory_mib", 0) or 0
        if memory:
            # one thread of numerical work a kernel: a class's kernels share the machine's
            # cores anyway, and a thread pool's buffers would count against the limit
            single = {name: "1" for name in KERNEL_THREADS if name not in env}
            env = kwargs["env"] = {**env, **single, "RAMSAS_KERNEL_MEMORY_MIB": str(memory)}
        if env.get("VOILA_PREHEAT") == "True":
            await self._room_for_pool_kernel()
            try:
                return await super().start_kernel(**kwargs)
            finally:
                self.pool_starting -= 1
        kernel_id = await super().start_kernel(**kwargs)
        self.claim(kernel_id)
        return kernel_id

    async def cull_kernel_if_idle(self, kernel_id: str):
        """Cull a page's kernel idle for ``cull_idle_timeout`` without a connection, once its
        page's scripts have connected to it, or ``connect_grace`` after its page was sent:
        before that the page is still loading (its first word comes at once, but on a busy
        machine its scripts may take longer than a short timeout to connect), and
        ``connect_grace`` frees a place whose browser never comes
        (:meth:`free_if_never_connected`)."""
        if kernel_id not in self.page_kernels:  # waiting in the pool for its page
            return None
        grace = float(getattr(self.parent, "connect_grace", 0) or 0)
        if grace and kernel_id not in self.socket_once:
            if kernel_id not in self.connected_once:
                return None  # nobody came yet: free_if_never_connected's to free
            sent = self.served_at.get(kernel_id)
            if sent is None or time.monotonic() - sent < grace:
                return None  # its page is still being written, or its scripts loading
        return await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_kernel(self, kernel_id: str, *args, **kwargs):  # type: ignore[override]
        try:
            return await super().shutdown_kernel(kernel_id, *args, **kwargs)
        finally:
            self.forget(kernel_id)

    def forget(self, kernel_id: str) -> None:
        """Drop what was kept about a kernel that has gone."""
        for table in (self.holders, self.served_at, self.left_at):
            table.pop(kernel_id, None)
        self.connected_once.discard(kernel_id)
        self.socket_once.discard(kernel_id)
        holding.BoundedChannels.forget(kernel_id)
        RequestInfoSocketHandler._cache.pop(kernel_id, None)

    async def shutdown_all(self, *args, **kwargs):
        self.stopping = True
        return await super().shutdown_all(*args, **kwargs)


# -- the handlers ------------------------------------------------------------------------------
def holds_code(handler) -> bool:
    """Whether ``handler``'s request comes with the class's join code (its login cookie,
    or the code itself in the address), or the server needs none."""
    provider = handler.settings.get("identity_provider")
    if provider is None or not getattr(provider, "token", ""):
        return True
    if isinstance(handler, JupyterHandler):
        return handler.current_user is not None
    try:
        if provider.get_user_cookie(handler):
            return True
    except Exception:
        return False
    presented = provider.get_token(handler)
    if presented and isinstance(provider, holding.JoinCodeIdentityProvider) \
            and not provider.refused_for(handler):
        if provider._right(presented):
            return True
        provider._wrong(handler, "in the address")
    return False


class GuardedHost:
    """Refuses, before anything else, a request for a host name the server does not serve,
    and then, with a join code, any request that does not come with it (the join page
    aside: :attr:`open_without_code`). A page visit without the code is sent to the join
    page (jupyter_server's own handlers do that); anything else gets a short 403."""

    #: whether a visitor without the join code may have this (the join page only)
    open_without_code = False

    def _refuse(self, status: int, words: str) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(words)

    @property
    def lang(self) -> str:
        """The language of what the server tells this request's visitor."""
        return served_language(self.settings.get("voila"))

    def _request_summary(self) -> str:
        return holding.scrub_token(super()._request_summary())

    def write_error(self, status_code: int, **kwargs) -> None:
        """The handler's own error page, or, where it has none (jupyter_server's needs
        templates Voilà does not ship, and wrote a traceback to the log instead), a line of
        plain text."""
        try:
            return super().write_error(status_code, **kwargs)
        except Exception:  # noqa: BLE001 - an error page must not fail
            if self._finished:
                return None
            self.clear()
            self.set_status(status_code)
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.set_header("Cache-Control", "no-store")
            self.finish(f"{status_code} {self._reason}\n")
            return None

    async def prepare(self):
        allowed = self.settings.get("ramsas_allowed_hosts")
        if allowed and host_name(self.request.host or "") not in allowed:
            self._refuse(403, speaker(self.lang).say(WRONG_HOST.id) + "\n")
            return None
        result = super().prepare()
        if inspect.isawaitable(result):
            result = await result
        if not self._finished and not self.open_without_code and not holds_code(self):
            self._refuse(403, speaker(self.lang).say(NEEDS_CODE.id) + "\n")
        elif not self._finished:
            kernel_id = (self.path_kwargs or {}).get("kernel_id")
            arrived = getattr(self.settings.get("kernel_manager"), "browser_arrived", None)
            if kernel_id and arrived is not None:
                arrived(kernel_id)  # a page's browser asking for its kernel: it has come
        return result


class Precompressed:
    """A static file handler answering ``Accept-Encoding: gzip`` from compressed copies kept
    in memory: each file is compressed once (at the highest level), not once per request."""

    #: (path, modification time, size) -> the file compressed
    _compressed: dict[tuple[str, int, int], bytes] = {}
    COMPRESSIBLE = (".js", ".css", ".json", ".svg", ".html", ".map", ".txt")

    def _gzipped(self) -> bytes | None:
        path = self.absolute_path
        if not path or not path.endswith(self.COMPRESSIBLE):
            return None
        stat = os.stat(path)
        key = (path, stat.st_mtime_ns, stat.st_size)
        body = self._compressed.get(key)
        if body is None:
            with open(path, "rb") as fh:
                body = gzip.compress(fh.read(), compresslevel=9, mtime=0)
            self._compressed[key] = body
        return body

    @allow_unauthenticated
    async def get(self, path: str, include_body: bool = True):
        headers = self.request.headers
        if "gzip" not in headers.get("Accept-Encoding", "") or "Range" in headers:
            return await super().get(path, include_body)
        self.path = self.parse_url_path(path)
        absolute = self.get_absolute_path(self.root, self.path)
        self.absolute_path = self.validate_absolute_path(self.root, absolute)
        if self.absolute_path is None:
            return None
        body = self._gzipped()
        if body is None:
            return await super().get(path, include_body)
        self.modified = self.get_modified_time()
        self.set_headers()
        if self.should_return_304():
            self.set_status(304)
            return None
        self.set_header("Content-Encoding", "gzip")
        self.set_header("Content-Length", len(body))
        if include_body:
            self.write(body)
        return None


class PageHandler(GuardedHost, TornadoVoilaHandler):
    """Voilà's page handler, admitting a page under the cap and from the pool when it can."""

    _pool_kernel: str | None = None

    @property
    def guide(self) -> GuideServer:
        return self.settings["voila"]

    @tornado.web.authenticated
    async def get(self, path=None):
        km = self.kernel_manager
        notebook = (self.notebook_path or path or "")
        starts_kernel = notebook.lower().endswith(".ipynb")
        if starts_kernel:
            refusal = navigation_refusal(self.request.headers)
            if refusal is not None:
                self.set_status(403)
                self.set_header("Content-Type", "text/plain; charset=utf-8")
                self.finish(speaker(self.lang).say(
                    NOT_A_VISIT[refusal.kind].id,
                    **({"what": refusal.what} if refusal.kind == "not-a-visit" else {})) + "\n")
                return
            cap = self.guide.max_pages
            if cap and km.pages_open() >= cap:
                frees_in = km.frees_in()
                retry = math.ceil(frees_in) if frees_in is not None else self.guide.retry_after
                self.guide.log.warning("The class is full (%d pages open): refused %s",
                                       km.pages_open(), notebook)
                full = self.holder()
                note_refusal(self.guide, "class-full", full.address, full.browser,
                             km.pages_open(), cap)
                self._refuse_page(503, retry, class_full_page(retry, frees_in is not None,
                                                              came_with(self), self.lang))
                return
            holder = self.holder()
            if self._over_share(holder):
                return
            desk = getattr(self.guide, "teacher_desk", None)
            if desk is not None:  # in: no longer stuck on the teacher's page
                desk.refusals.admitted(holder.address, holder.browser)
        else:
            holder = None
        self.forget_token()
        # Voilà's page shuts its kernel down when it is closed, sending this cookie back.
        self.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie
        admission = km.admit(holder) if starts_kernel else None
        token = ADMISSION.set(admission)
        try:
            if starts_kernel and self.voila_configuration.preheat_kernel:
                self._pool_kernel = km.take_ready(notebook)
                if self._pool_kernel is not None:
                    km.claim(self._pool_kernel)
            async for snippet in self.get_generator(path=path):
                self.write(snippet)
                self.flush()
        finally:
            ADMISSION.reset(token)
            if admission is not None:
                km.release(admission)
                if admission.kernel_id is not None:
                    km.page_sent(admission.kernel_id)

    # who asks
    BROWSER_COOKIE = "rw_browser"

    def holder(self) -> Holder:
        """The visitor: its address, and its browser (a cookie set here on its first page)."""
        browser = self.get_cookie(self.BROWSER_COOKIE)
        if not browser or len(browser) > 64 or not browser.replace("-", "").replace(
                "_", "").isalnum():
            browser = secrets.token_urlsafe(12)
            # a client that keeps no cookie is a new browser each time: its address counts
            self.set_cookie(self.BROWSER_COOKIE, browser, path=self.base_url, httponly=True,
                            samesite="Lax")
        return Holder(self.request.remote_ip or "?", browser)

    def _over_share(self, holder: Holder) -> bool:
        """Refuse (and say so) a page past this browser's or this address's share."""
        per_browser, per_address = self.guide.pages_per_browser, self.guide.pages_per_address
        if not per_browser and not per_address:
            return False
        km = self.kernel_manager
        browser, address = km.places_held(holder)
        if per_browser and browser >= per_browser:
            count, where, frees = browser, "browser", km.frees_in(holder)
            note_refusal(self.guide, "pages-browser", holder.address, holder.browser,
                         browser, per_browser)
        elif per_address and address >= per_address:
            count, where = address, "address"
            frees = km.frees_in()
            self.guide.log.warning(
                "Address %s holds %d pages: refused another (a class that reaches this "
                "machine through one shared address needs --shared-address)",
                holder.address, address)
            note_refusal(self.guide, "pages-address", holder.address, holder.browser,
                         address, per_address)
        else:
            return False
        retry = math.ceil(frees) if frees is not None else self.guide.retry_after
        self._refuse_page(429, retry, too_many_pages_page(count, where, frees and retry,
                                                          came_with(self), self.lang))
        return True

    def _refuse_page(self, status: int, retry: int, page: str) -> None:
        self.set_status(status)
        self.set_header("Retry-After", str(retry))
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page)

    def forget_token(self) -> None:
        """Take the join code out of the request once it has admitted the visitor: Voilà
        would hand the page's query to its kernel and to ``/voila/query/<kernel>``."""
        request = self.request
        if "token" not in request.query_arguments:
            return
        request.query = holding.drop_token(request.query)
        request.uri = request.path + (f"?{request.query}" if request.query else "")
        request.query_arguments.pop("token", None)
        request.arguments.pop("token", None)

    def should_use_rendered_notebook(self, notebook_data, pool_size, template_name, theme,
                                     request_args) -> bool:
        # ?theme= and ?template= change nothing in the page the server sends (the guide's
        # template draws dark pages in the browser; both overrides are off), so any ready
        # pool kernel serves the page.
        return self._pool_kernel is not None


class VersionedStaticHandler(GuardedHost, Precompressed, MultiStaticFileHandler):
    """Voilà's scripts under an address naming Voilà's version: cached for a year."""

    def set_extra_headers(self, path: str) -> None:
        self.set_header("Cache-Control", f"public, max-age={YEAR}, immutable")


class JoinHandler(GuardedHost, LoginFormHandler):
    """The join page: the class's code instead of a password, and a wait after too many
    wrong ones from one address."""

    open_without_code = True

    def _render(self, message=None):
        self.set_header("Cache-Control", "no-store")
        wait = getattr(self.identity_provider, "refused_for", lambda _h: 0)(self)
        guide = self.settings.get("voila")
        if wait:
            note_refusal(guide, "guesses", self.request.remote_ip or "?")
            self.set_status(429)
            self.set_header("Retry-After", str(wait))
            self.write(guesses_page(wait, came_with(self), self.lang))
            return
        # without a page to go to, the class's own page (not the list of lessons)
        class_page = getattr(guide, "class_page", "")
        home = f"voila/render/{class_page}" if class_page else "voila/"
        next_url = self.get_argument("next", default="") or url_path_join(self.base_url, home)
        path, _, query = next_url.partition("?")
        next_url = path + (f"?{holding.drop_token(query)}" if holding.drop_token(query) else "")
        self.write(join_page(next_url, self.xsrf_form_html(), failed=bool(message),
                             lang=self.lang))


class LeaveHandler(GuardedHost, LogoutHandler):
    """Leaving the class: a page with a button (a form posted with the page's xsrf token)
    that forgets the join cookie. A GET alone, which any site can make a browser send,
    leaves nothing."""

    open_without_code = True

    @allow_unauthenticated
    def get(self):
        if self.current_user is None:
            self.redirect(url_path_join(self.base_url, "login"))
            return
        self.set_header("Cache-Control", "no-store")
        self.write(leave_page(self.xsrf_form_html(), self.lang))

    @allow_unauthenticated
    def post(self):  # the xsrf token is checked in prepare(), as for every POST
        self.identity_provider.clear_login_cookie(self)
        self.redirect(url_path_join(self.base_url, "login"))


class TemplateFiles(GuardedHost, TemplateStaticFileHandler):
    """Voilà's template files, answering a malformed path (not ``<template>/static/<file>``)
    with a plain 404 instead of a traceback in the log."""

    @staticmethod
    def _well_formed(path: str) -> bool:
        parts = os.path.normpath(path or "").split(os.path.sep, 2)
        return (len(parts) == 3 and parts[1] == "static" and all(parts)
                and ".." not in parts and not path.startswith("/"))

    def parse_url_path(self, path):
        if not self._well_formed(path):
            raise tornado.web.HTTPError(404)
        return super().parse_url_path(path)

    @classmethod
    def get_absolute_path(cls, root, path):
        if not cls._well_formed(path):
            raise tornado.web.HTTPError(404)
        return super().get_absolute_path(root, path)


class RequestInfoSocket(GuardedHost, RequestInfoSocketHandler):
    """Voilà's ``/voila/query/<kernel>`` websocket (a preheated page's request, for its
    kernel), behind the join code; the request it hands over has no code in it
    (:meth:`PageHandler.forget_token`)."""

    def on_close(self) -> None:
        waiters = RequestInfoSocketHandler._waiters
        for kernel_id, waiter in list(waiters.items()):
            if waiter is self:
                del waiters[kernel_id]


class AliveHandler(GuardedHost, tornado.web.RequestHandler):
    """``/voila/ramsas/alive[?kernel=<id>]``: a small answer the page asks for every few
    seconds to tell a server that stopped answering, and whether its kernel is still
    there (a page away too long has lost it)."""

    def get(self):
        answer = alive_answer(self.settings["kernel_manager"], self.get_argument("kernel", ""))
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(answer))


def guarded(handler: type) -> type:
    """``handler`` refusing foreign host names first (and, for a static file handler,
    answering from compressed copies)."""
    if issubclass(handler, GuardedHost):
        return handler
    if handler is TemplateStaticFileHandler:
        return TemplateFiles
    if handler is RequestInfoSocketHandler:
        return RequestInfoSocket
    if issubclass(handler, tornado.web.StaticFileHandler):
        return type(handler.__name__, (GuardedHost, Precompressed, handler), {})
    return type(handler.__name__, (GuardedHost, handler), {})


def versioned_static_url(page_config: dict, base_url: str = "/", **_kwargs) -> dict:
    """Voilà's page-config hook: the page loads Voilà's scripts from the versioned address."""
    page_config["fullStaticUrl"] = url_path_join(base_url, VERSIONED_STATIC)
    return page_config


# -- the application -----------------------------------------------------------------------------
def not_preheated(lang: str) -> list[str]:
    """Voilà's ``preheat_denylist`` that keeps every page but those of ``lang`` out of the
    pool: the English pages stand in the notebooks' folder, another language's in its own
    folder (``lt/``). Voilà matches each pattern, from its start, against the notebook's
    whole path as it found it (absolute, or relative to where the server started).

    >>> import re
    >>> lt, en = not_preheated("lt"), not_preheated("en")
    >>> [any(re.match(p, path) for p in lt) for path in ("/n/01_a.ipynb", "/n/lt/01_a.ipynb")]
    [True, False]
    >>> [any(re.match(p, path) for p in en) for path in ("/n/01_a.ipynb", "/n/lt/01_a.ipynb")]
    [False, True]
    """
    others = [code for code in LANGUAGE_FOLDERS if code != lang]
    patterns = [rf"^(?:.*/)?{re.escape(code)}/[^/]*$" for code in others]
    if lang != "en":
        folders = "|".join(re.escape(code) for code in LANGUAGE_FOLDERS)
        patterns.append(rf"^(?!(?:.*/)?(?:{folders})/[^/]*$)(?:.*/)?[0-9][0-9]_[^/]*$")
    return patterns


class GuideServer(Voila):
    """Voilà with the guide's classroom settings (see the module's docstring)."""

    description = Unicode("The Rams guide's server: Voilà with a class's limits.")

    allowed_hosts = List(Unicode(), help=(
        "Host names (and addresses) requests may name in their Host header; the address "
        "the server listens on, and for a loopback address localhost, are always allowed."),
    ).tag(config=True)
    max_pages = Integer(0, help=(
        "Pages holding a kernel at once; a visitor past it gets the 'class is full' page "
        "(HTTP 503). 0: no cap.")).tag(config=True)
    max_kernels = Integer(0, help=(
        "Kernels in all, pages and pool: the pool is refilled only below it. 0: no limit."),
    ).tag(config=True)
    retry_after = Integer(60, help="Seconds a refused visitor is asked to wait (Retry-After).",
                          ).tag(config=True)
    lang = Unicode("", help=(
        "The language the guide is served in (en, lt): only its pages are preheated (the "
        "English ones stand in the notebooks' folder, another language's in its own "
        "folder, lt/). Empty: every page.")).tag(config=True)
    class_page = Unicode("", help=(
        "The page a class opens together (a notebook path): it is preheated class_pool "
        "times, every other page VoilaConfiguration.default_pool_size times (the "
        "launcher's class: none, they start forked in a moment).")).tag(config=True)
    class_pool = Integer(0, help=(
        "Kernels preheated for class_page before the class comes: one a student. Each "
        "student who arrives takes one, and the pool then keeps class_spare.")).tag(config=True)
    class_spare = Integer(2, help=(
        "Kernels of class_page kept waiting once the class has come (latecomers, reloads), "
        "refilled once no page has come for CLASS_CALM seconds.")).tag(config=True)
    pages_per_browser = Integer(0, help=(
        "Places one browser (its rw_browser cookie) may hold at once. 0: no limit."),
    ).tag(config=True)
    pages_per_address = Integer(0, help=(
        "Places one address may hold at once (a class behind one shared address needs 0). "
        "0: no limit.")).tag(config=True)
    connect_grace = Float(0.0, help=(
        "Seconds a page's browser has, once the page is sent, to come to its kernel; a "
        "kernel nobody came to is then shut down, and culling waits for its browser to come. "
        "0: culling alone frees it.")).tag(config=True)
    idle_connection_timeout = Float(holding.IDLE_CONNECTION_SECONDS, help=(
        "Seconds a connection may stay open without sending a request.")).tag(config=True)
    open_files = Integer(holding.OPEN_FILES, help=(
        "The open-file limit the server raises its own to (or the hard limit, if lower)."),
    ).tag(config=True)
    code_guesses = Integer(10, help=(
        "Wrong join codes one address may send in a minute before its guesses are refused "
        "for the rest of the minute.")).tag(config=True)
    kernel_memory_mib = Integer(0, help=(
        "Memory (MiB of data) a page's kernel may use; a kernel past it stops and its page "
        "says so. 0: no limit.")).tag(config=True)
    websockets_per_kernel = Integer(holding.WEBSOCKETS_PER_KERNEL, help=(
        "Websockets one kernel may have open at once (a page uses one); a browser may have "
        "this many for each of its pages_per_browser, an address for each of its "
        "pages_per_address. 0: no limit.")).tag(config=True)
    fork_kernels = Bool(True, help=(
        "Start page kernels by forking one process that has imported what a page imports "
        "(serve/kernel_fork.py): they start at once and share that memory.")).tag(config=True)
    websocket_idle = Float(holding.WEBSOCKET_IDLE_SECONDS, help=(
        "Seconds a kernel's websocket may go without answering the server's pings (sent "
        "every third of it) before it is closed.")).tag(config=True)

    def initialize(self, argv=None):
        holding.hide_codes_in_logs()
        super().initialize(argv)
        soft, _hard = holding.raise_open_file_limit(self.open_files)
        self.log.info("Open files: up to %d", soft)
        if self.identity_provider_class is PasswordIdentityProvider:
            self.identity_provider_class = holding.JoinCodeIdentityProvider
        if self.kernel_websocket_connection_class is ZMQChannelsWebsocketConnection:
            self.kernel_websocket_connection_class = holding.BoundedChannels
        config = self.voila_configuration
        if not config.extension_allowlist and not config.extension_denylist:
            config.extension_allowlist = list(EXTENSIONS)
        if config.page_config_hook is None:
            config.page_config_hook = versioned_static_url
        if config.multi_kernel_manager_class is AsyncMappingKernelManager:
            config.multi_kernel_manager_class = GuideKernelManager
        if "transport" not in self.config.KernelManager:
            # Unix sockets in the server's runtime folder, not TCP ports: no port picked for
            # a kernel can be taken by another socket before the kernel binds it (two kernels
            # of a class were seen given one port under load), and only this user reaches them
            self.config.KernelManager.transport = "ipc"
        if self.fork_kernels \
                and "default_provisioner_name" not in self.config.KernelProvisionerFactory:
            self.config.KernelProvisionerFactory.default_provisioner_name = \
                kernel_fork.PROVISIONER
            kernel_fork.ForkServer.get()  # its imports done before the first page

    def listen(self):
        if self.voila_configuration.preheat_kernel:
            tornado.ioloop.IOLoop.current().add_callback(self._say_when_preheated)
        app, idle = self.app, self.idle_connection_timeout

        def listen_guarded(port, address="", **kwargs):
            return holding.listen_guarded(app, port, address, idle=idle, **kwargs)

        app.listen = listen_guarded  # Voilà's listen() calls it for each port it tries
        super().listen()

    async def _say_when_preheated(self) -> None:
        """Print a line once every pool has its kernels and they have run their pages; then
        keep replacing pool kernels that die."""
        km = self.kernel_manager
        said = False
        while True:
            await asyncio.sleep(1 if not said else 10)
            km.prune_pools()
            if said:
                continue
            tasks = [t for pool in (getattr(km, "_pools", None) or {}).values() for t in pool]
            if all(t.done() and not t.cancelled() and t.exception() is None
                   and t.result()["task"].done() for t in tasks):
                print(f"{terminal.READY} {len(tasks)}", flush=True)  # for the class launcher
                self.log.info("The preheated pages are ready: %d kernels.", len(tasks))
                said = True

    def init_settings(self) -> dict:
        if self.class_page and self.class_pool > 0 \
                and "kernel_pools_config" not in self.config.VoilaKernelManager:
            default = max(self.voila_configuration.default_pool_size, 0)
            self.config.VoilaKernelManager.kernel_pools_config = {
                "default": {"pool_size": default},
                self.class_page: {"pool_size": self.class_pool}}
        self._rules = rules_routes(self.root_dir, self.base_url,
                                   self.voila_configuration.template, self.server_url)
        if self.lang:  # only the guide's language is preheated
            preheat = not_preheated(self.lang)
            denied = list(self.config.VoilaKernelManager.get("preheat_denylist", []))
            self.config.VoilaKernelManager.preheat_denylist = [*denied, *preheat]
        if self._rules:  # a page without a kernel: the pool never holds it
            denied = list(self.config.VoilaKernelManager.get("preheat_denylist", []))
            # Voilà matches each pattern from the start of the notebook's path
            self.config.VoilaKernelManager.preheat_denylist = [
                *denied, f"(.*/)?{re.escape(NOTEBOOK)}$"]
        settings = super().init_settings()
        env = settings.get("voila_jinja2_env")
        if env is not None:  # the first page's links to the other languages (tree.html)
            env.globals["ramsas_languages"] = {code: name for code, name in NATIVE_NAMES.items()
                                               if code != "en"}
        guesses = getattr(getattr(self, "identity_provider", None), "guesses", None)
        if guesses is not None:
            guesses.limit = max(1, self.code_guesses)
        per_kernel = max(0, self.websockets_per_kernel)
        settings["ramsas_websockets"] = holding.SocketLimits(
            per_kernel, per_kernel * max(0, self.pages_per_browser),
            per_kernel * max(0, self.pages_per_address))
        settings["ws_ping_interval"] = self.websocket_idle * 1000 / 3
        settings["ws_ping_timeout"] = self.websocket_idle * 1000
        settings["websocket_max_message_size"] = holding.MESSAGE_BYTES
        settings["compress_response"] = True
        settings["static_immutable_cache"] = [url_path_join(self.server_url,
                                                            "voila/labextensions/")]
        hosts = {name.lower() for name in self.allowed_hosts} | set(default_hosts(self.ip))
        settings["ramsas_allowed_hosts"] = frozenset(host_name(h) for h in hosts)
        return settings

    def init_handlers(self) -> list:
        handlers = []
        for pattern, handler, *rest in super().init_handlers():
            if handler is TornadoVoilaHandler:
                handler = PageHandler
            elif isinstance(handler, type) and issubclass(handler, LoginFormHandler):
                handler = JoinHandler
            elif isinstance(handler, type) and issubclass(handler, LogoutHandler):
                handler = LeaveHandler
            elif isinstance(handler, type):
                handler = guarded(handler)
            handlers.append((pattern, handler, *rest))
        versioned = (url_path_join(self.server_url, VERSIONED_STATIC, "(.*)"),
                     VersionedStaticHandler, {"paths": self.static_paths})
        alive = (url_path_join(self.server_url, "voila/ramsas/alive"), AliveHandler)
        # before Voilà's page handler
        rules = [(r[0], guarded(r[1]), r[2]) for r in getattr(self, "_rules", None) or ()]
        # /teacher: its own code (a class only)
        from ramsas_widgets.classroom.teacher import teacher_routes

        return [versioned, alive, *rules, *teacher_routes(self), *handlers]


def main(argv: list[str] | None = None) -> None:
    GuideServer.launch_instance(argv)


if __name__ == "__main__":
    main()
