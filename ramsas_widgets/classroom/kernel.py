"""In a student's kernel: who is at this page, and what he answers and deals, into the record.

A class's server (``python -m ramsas_widgets --classroom N``) gives its kernels the class
folder in the environment (:data:`FOLDER_ENV`). Then each exercise widget carries a
hidden :class:`ClassLink` (one per kernel, shown inside every widget that records):

- who the student is comes from the server, never from the page: when the server hands a
  kernel to a page (a new one, or a preheated one from the pool), it writes into the record
  which browser (its ``rw_browser`` cookie, as a keyed digest) the kernel serves
  (:meth:`.record.ClassRecord.own`); the kernel reads it there (:meth:`.ClassRecord.owner`)
  and labels its rows with it. A kernel the server said nothing about records nothing;
- the page's script (the template's ``static/class-link.js``) types into the hidden text
  box the nickname the student chose and the page's file name (and a browser ID of its own,
  which is ignored: a page typing new IDs stays one student). The nickname is cut to one
  short line, and the page must be a file of the guide's folder;
- the writes go through one thread of the kernel, in order: the widget never waits for the
  record. A browser writing more answers, hints and runs than a person could is cut to
  :data:`.record.CLASS_RATE` (the drop logged once). A record that cannot be written (a full
  disk, a read-only or locked file) is said in the server's log, once, with the reason; the
  page's writes are kept in memory (at most :data:`MAX_PENDING`) and tried again every
  :data:`RETRY` seconds, and what could be saved later is said too. Nothing of this reaches
  the page;
- once a browser has said who it is, a thread reads the teacher's latest notice ("everyone
  to lesson 6, seed 42") every :data:`NOTICE_POLL` seconds and puts it into the hidden
  HTML widget, where the script shows it as a banner.

The widgets know nothing of the class: they report through their one hook
(:mod:`ramsas_widgets.widgets.report`), and a class's server names this module as its
listener (:data:`LISTENER`, in :data:`~ramsas_widgets.widgets.report.LISTENER_ENV`). Its
:func:`joined`, :func:`answered`, :func:`hinted`, :func:`dealt` and :func:`place` do nothing
outside a class, nor (but the first) before the page's browser has said it is here.

>>> link_for_class() is None  # not in a class here
True
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import sqlite3
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ramsas_widgets.i18n.locale import page_speaker
from ramsas_widgets.i18n.messages import text
from ramsas_widgets.widgets.report import Entry, Run

from .record import CLASS_RATE, PAGE, ClassRecord, RecordError, clean_text, trouble
from .terminal import SHOW, class_language

#: The environment variable naming the class folder.
FOLDER_ENV = "RAMSAS_CLASS_FOLDER"
#: This module's name, as the widgets' hook finds its listener.
LISTENER = __name__
#: Seconds between two reads of the teacher's notice.
NOTICE_POLL = 2.0
#: A notice older than this (seconds) is not shown to a page opened later.
NOTICE_FRESH = 20 * 60
#: The most characters the hidden box reads.
MAX_IDENTITY = 400
#: Seconds between two tries of a record that could not be written.
RETRY = 5.0
#: Writes a page keeps while the record cannot be written (the oldest go first past it).
MAX_PENDING = 5_000
#: Seconds a page's writes wait for the server to say whose page it is.
OWNER_WAIT = 60.0
#: How long a kernel's write waits for another kernel's (milliseconds).
KERNEL_BUSY_MS = 3_000
#: Seconds between two writes of the nickname and page (a page typing in a loop).
JOIN_EVERY = 1.0
#: Seconds a stopping kernel waits for its queued writes (below jupyter_client's 5 s grace)
EXIT_FLUSH = 3.0

log = logging.getLogger("ramsas_widgets")

#: The hidden box's name (a screen reader's, were it ever shown).
IDENTITY = text("class-link.identity", "Class identity")
#: A page's answers lost to the class record, said in the teacher's terminal (marked
#: :data:`~ramsas_widgets.classroom.terminal.SHOW`) in the class's language. The kernel's
#: other log lines are for the server's log file and stay in English.
OLDEST_LOST = text("class-link.log.oldest-lost",
                   "The class record cannot be written and this page has kept {kept} answers: "
                   "from now on its oldest are lost.")
LOST_ON_EXIT = text("class-link.log.lost-on-exit",
                    "The class record could not be written before this page closed: {lost} of "
                    "its answers, hints or lab runs are lost. {why}")
STILL_WRITING = text("class-link.log.still-writing",
                     "They were still being written after {seconds} s.")


def class_speaker() -> Any:
    """The class's language, for what the teacher reads in her terminal."""
    from ramsas_widgets.i18n.locale import speaker

    return speaker(class_language())


@dataclass
class Seat:
    """Who has this kernel's page open: the browser as the server said, the nickname and
    page as the page said (labels only)."""

    browser: str = ""
    nickname: str = ""
    page: str = ""
    hinted: set[str] = field(default_factory=set)


def read_identity(text: str, folder: Path | None = None) -> tuple[str, str] | None:
    """``(nickname, page)`` from what the page's script typed, or None. A browser ID in it
    is not read: who the student is comes from the server.

    >>> read_identity('{"id": "%s", "nick": " Ana ", "page": "x.ipynb"}' % ("ab" * 16))
    ('Ana', '')
    >>> read_identity('[1]') is None
    True
    """
    if not isinstance(text, str) or len(text) > MAX_IDENTITY:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    nickname = clean_text(data.get("nick") or "", 40)
    page = data.get("page")
    if not isinstance(page, str) or not PAGE.fullmatch(page) or (
            folder is not None and not (folder / page).is_file()):
        page = ""
    return nickname, page


def notice_html(notice_id: int, page: str, seed: int | None) -> str:
    """What the hidden notice widget holds: the notice as data for the page's script."""
    seed_attr = "" if seed is None else f' data-seed="{int(seed)}"'
    return (f'<span class="rw-notice-data" data-id="{int(notice_id)}" '
            f'data-page="{escape(page)}"{seed_attr}></span>')


class ClassLink(widgets.HBox):
    """The hidden pair of widgets a page's script talks to, and the page's writer (see the
    module)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.identity = widgets.Text(value="", continuous_update=False,
                                     description=page_speaker().say(IDENTITY.id))
        self.identity.add_class("rw-class-id")
        self.notice = widgets.HTML(value="")
        self.notice.add_class("rw-class-notice")
        super().__init__([self.identity, self.notice],
                         layout=widgets.Layout(display="none"))
        self.add_class("rw-class-link")
        self.seat = Seat()
        self.kernel = kernel_id()
        self._watching = False
        #: the writes not yet in the record: (method, when, page, arguments)
        self.pending: deque[tuple[str, float, str, tuple]] = deque()
        self._wake = threading.Condition()
        self._writer: threading.Thread | None = None
        self._said_at: float | None = None
        self._joined_at = float("-inf")
        #: the reason the record cannot be written now (None: it can)
        self.failing: str | None = None
        self.dropped = 0  # past the browser's rate
        self.lost = 0  # past MAX_PENDING while the record could not be written
        self.identity.observe(self._on_identity, names="value")

    # -- the record ----------------------------------------------------------------------
    @property
    def said(self) -> bool:
        """Whether the page's browser has said it is here."""
        return self._said_at is not None

    def write(self, method: str, *args: Any) -> bool:
        """Queue a call of the record's ``method`` for this page's browser; False before the
        browser said it is here. The writer thread writes it (see the module)."""
        if not self.said:
            return False
        self._queue(method, args)
        return True

    def _queue(self, method: str, args: tuple) -> None:
        with self._wake:
            if method == "join" and any(item[0] == "join" for item in self.pending):
                return  # the join waiting writes the seat as it is then
            if len(self.pending) >= MAX_PENDING:
                self.pending.popleft()
                self.lost += 1
                if self.lost == 1:
                    log.error("%s %s", SHOW, class_speaker().say(OLDEST_LOST.id,
                                                                  kept=MAX_PENDING))
            self.pending.append((method, time.time(), self.seat.page, args))
            self._wake.notify()
            if self._writer is None:
                self._writer = threading.Thread(target=self._drain, name="ramsas-class-writer",
                                                daemon=True)
                self._writer.start()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued write is in the record (or ``timeout``); returns whether
        none is left."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._wake:
                if not self.pending:
                    return True
            time.sleep(0.02)
        return False

    def _drain(self) -> None:
        """The writer thread: write the queue in order, keep it while the record fails."""
        record: ClassRecord | None = None
        while True:
            with self._wake:
                while not self.pending:
                    self._wake.wait()
                method, at, page, args = self.pending[0]
            try:
                if record is None:
                    record = ClassRecord(self.folder, rate=CLASS_RATE, busy_ms=KERNEL_BUSY_MS)
                if not self.seat.browser and not self._find_owner(record):
                    continue
                if method == "join":  # the seat as it is now: the latest nickname and page
                    time.sleep(max(0.0, self._joined_at + JOIN_EVERY - time.monotonic()))
                    record.join(self.seat.browser, self.seat.nickname, self.seat.page,
                                self.kernel, at=at)
                    self._joined_at = time.monotonic()
                    written = True
                else:
                    written = getattr(record, method)(self.seat.browser, page, *args, at=at)
                with self._wake:
                    self.pending.popleft()
                if not written:
                    self.dropped += 1
                    if self.dropped == 1:
                        log.warning("Kernel %s: its page sends answers, hints or lab runs "
                                    "faster than a person could; past %g a second they are "
                                    "not recorded (said once).", self.kernel,
                                    CLASS_RATE.per_second)
                if self.failing is not None:
                    self.failing = None
                    log.warning("The class record can be written again: the answers this "
                                "page kept are saved.")
            except Exception as err:  # noqa: BLE001 - the page goes on whatever the record does
                reason = trouble(err, self.folder / "record.sqlite", class_speaker())
                if self.failing != reason:
                    self.failing = reason
                    log.error("The class record cannot be written: %s This page keeps its "
                              "answers (%d now) and tries again every %g s.", reason,
                              len(self.pending), RETRY)
                if isinstance(err, RecordError) and record is not None:
                    record.close()
                    record = None
                time.sleep(RETRY)

    def _find_owner(self, record: ClassRecord) -> bool:
        """The browser the server said this kernel serves; False (after a short wait) while
        it has not said it. A kernel it never names records nothing."""
        owner = record.owner(self.kernel)
        if owner is not None:
            self.seat.browser = owner
            return True
        if self._said_at is not None and time.monotonic() - self._said_at > OWNER_WAIT:
            with self._wake:
                forgotten = len(self.pending)
                self.pending.clear()
            log.warning("Kernel %s: the server has not said which browser its page belongs "
                        "to; %d writes of the page are not recorded.", self.kernel, forgotten)
            return False
        time.sleep(0.2)
        return False

    def _on_identity(self, change: dict) -> None:
        said = read_identity(change["new"], Path.cwd())
        if said is None:
            return
        nickname, page = said
        if self._said_at is None:
            self._said_at = time.monotonic()
        if (nickname, page or self.seat.page) == (self.seat.nickname, self.seat.page) \
                and self._said_at is not None and self._watching:
            return  # nothing new (a page typing other browser IDs, for one)
        self.seat.nickname = nickname
        self.seat.page = page or self.seat.page
        self._queue("join", ())
        if not self._watching:
            self._watching = True
            threading.Thread(target=self._watch_notices, name="ramsas-class-notices",
                             daemon=True).start()

    def lost_on_exit(self) -> None:
        """As the kernel stops: give the writer up to ``EXIT_FLUSH`` seconds for what is
        queued, then say in the terminal how many writes are lost, and why."""
        if not self.pending or self.flush(EXIT_FLUSH):
            return
        said = class_speaker()
        why = self.failing or said.say(STILL_WRITING.id, seconds=EXIT_FLUSH)
        log.error("%s %s", SHOW, said.say(LOST_ON_EXIT.id, lost=len(self.pending), why=why))

    # -- the teacher's notices ------------------------------------------------------------
    def _watch_notices(self) -> None:
        record = None
        shown = None
        opened = time.time()
        while True:
            try:
                if record is None:
                    record = ClassRecord(self.folder)
                notice = record.notice()
                if notice is not None and notice.id != shown \
                        and notice.at >= opened - NOTICE_FRESH:
                    self.notice.value = notice_html(notice.id, notice.page, notice.seed)
                    shown = notice.id
            except Exception:  # noqa: BLE001 - try again at the next poll
                log.exception("The teacher's notice could not be read")
                record = None
            time.sleep(NOTICE_POLL)


def kernel_id() -> str:
    """This kernel's ID (from its connection file's name), or the process ID."""
    try:
        from ipykernel.connect import get_connection_file

        name = Path(get_connection_file()).stem
        return name.removeprefix("kernel-")
    except Exception:  # noqa: BLE001 - not in a kernel
        return f"pid-{os.getpid()}"


_LINK: ClassLink | None = None


def link_for_class() -> ClassLink | None:
    """This kernel's :class:`ClassLink`, made on first use, or None outside a class."""
    global _LINK
    folder = os.environ.get(FOLDER_ENV)
    if not folder:
        return None
    if _LINK is None:
        _LINK = ClassLink(Path(folder))
        atexit.register(_LINK.lost_on_exit)
    return _LINK


# -- what the widgets report (their hook, ramsas_widgets.widgets.report, calls these) ----------
def joined(widget: widgets.Box) -> None:
    """Put the page's hidden class link in ``widget`` (in a class only)."""
    link = link_for_class()
    if link is not None and link not in widget.children:
        widget.children = (*widget.children, link)


def answered(entry: Entry, correct: bool, retried: bool) -> bool:
    """Record an answer (right or not): with a hint when one was shown for the same
    exercise, or the answer comes after a wrong try; returns whether it was queued."""
    link = link_for_class()
    if link is None or not link.said:
        return False
    hint = entry.key in link.seat.hinted or retried
    return link.write("answer", entry.key, entry.label, entry.answer, bool(correct), hint)


def hinted(entry: Entry) -> bool:
    """Record a hint asked (the answer shown, the table's Hint)."""
    link = link_for_class()
    if link is None or not link.said:
        return False
    link.seat.hinted.add(entry.key)
    return link.write("hint", entry.key, entry.label)


def dealt(run: Run) -> bool:
    """Record a run of the lab."""
    link = link_for_class()
    if link is None or not link.said:
        return False
    return link.write("run", run.key, run.label, run.seed, run.n, run.hits)


#: The place of each browser in the class, once the record has said it.
_PLACE: dict[str, int] = {}


def place() -> int | None:
    """This page's student's place in the class (None outside a class, or while the class
    record does not say whose page this is): in a class each student's lab and exercise
    runs deal a stream of their own, so the class's pooled experiment grows with the class."""
    link = link_for_class()
    if link is None:
        return None
    browser = link.seat.browser
    if browser in _PLACE:
        return _PLACE[browser]
    try:
        with ClassRecord(link.folder, busy_ms=1000) as record:
            browser = browser or record.owner(link.kernel) or ""
            if not browser:
                return None
            _PLACE[browser] = record.place(browser)
    except (RecordError, OSError, sqlite3.Error):
        return None  # the class-level stream: its runs are counted once, as one stream
    return _PLACE[browser]
