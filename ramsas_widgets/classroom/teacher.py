"""The teacher's page on the guide's server: ``/teacher``, behind a code of its own.

The launcher gives the server the class folder (``RAMSAS_CLASS_FOLDER``, which its kernels
write the record into) and the teacher's code (``RAMSAS_TEACHER_CODE``, which the server
takes out of its environment at once, so that no kernel it starts inherits it). Then
:func:`teacher_routes` adds:

- ``/teacher?code=CODE``: with the teacher's code, a cookie of its own (HttpOnly,
  SameSite=Strict, for ``/teacher`` only) and a redirect to ``/teacher``, so the code does
  not stay in the address bar of a projected page; without it, or with the students' join
  code, a 403 page. The join code's cookie opens nothing here: these routes check their own;
- ``/teacher/state``: what the page shows, as JSON (:func:`.class_view.state`), with who
  tried to come lately and was refused, why, and what the teacher can do (:mod:`.refusals`);
- ``/teacher/send`` (POST): "send everyone to" a page and a seed;
- ``/teacher/link``: a class link (the join code and ``#seed=``) with its QR code;
- ``/teacher/export.csv``: the record as CSV, one row per answer, hint or run (the event
  log); ``/teacher/students.csv``: one row per student, one column per exercise;
- ``/teacher/worksheet``: a lesson's exercises on paper, or their answer key.

Every answer is ``Cache-Control: no-store`` and may not be framed by another page. Wrong
teacher's codes (in the address or as a made-up cookie) count per address as wrong join
codes do (:class:`.guard.GuessLimiter`): past 10 a minute, nothing from the
address is even compared, and it is told how long to wait.

The desk (:class:`TeacherDesk`) does all its work with the record on a thread of its own,
never on the server's: the page's state every two seconds (only what changed since its last
read is worked out again, from what the record keeps for it), "send everyone", the export,
and writing which browser each page's kernel serves (:meth:`TeacherDesk.own`, called by the
server as it hands a kernel to a page). At each read it also checks that the record can be
written: when it cannot (a full disk, a read-only or locked file) the page shows why in a
banner, the server's log (and so the launcher's terminal) says so once, and says so again
when it can be written again. "Send everyone" that cannot be saved answers a sentence.

Everything the teacher reads is said in the server's language
(:attr:`ramsas_widgets.serve.server.GuideServer.lang`, the launcher's ``--lang``): the page's
frame here, what its script draws from the words handed to it as JSON (``#rw-words``, each a
template whose ``{name}`` fields the script fills, :func:`script_words`), the state's own
words (:mod:`.class_view`, :mod:`.refusals`), the worksheets and the refusals. In another
language than English the class's lessons are that language's (``lt/06_probability_lab.ipynb``):
the page lists them by their titles and its class links lead there.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import html
import json
import logging
import os
import re
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from itertools import product
from pathlib import Path
from typing import Any
from urllib.parse import quote

import tornado.web
from babel import Locale
from fluent.runtime.types import FluentType

from ramsas_widgets.i18n.locale import Speaker, speaker
from ramsas_widgets.i18n.markup import Markup, html_said
from ramsas_widgets.i18n.messages import Text, fields, plural, text

from . import class_view
from .guard import GuessLimiter, host_name, served_language
from .kernel import FOLDER_ENV
from .record import PAGE, ClassRecord, RecordError, trouble
from .refusals import Refusals
from .terminal import SHOW

CODE_ENV = "RAMSAS_TEACHER_CODE"
COOKIE = "ramsas_teacher"
STATIC = Path(__file__).resolve().parent / "static"
MAX_SEED = 1_000_000
CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
       "img-src data:; connect-src 'self'; form-action 'self'; base-uri 'none'; "
       "frame-ancestors 'none'")


def cookie_value(code: str) -> str:
    """What the teacher's cookie holds: a digest of the code, not the code."""
    return hashlib.sha256(f"ramsas-teacher:{code}".encode()).hexdigest()


#: Seconds between two checks that the record can be written.
CHECK_EVERY = 2.0
#: How long the desk's write waits for a kernel's (milliseconds): the teacher is told soon.
DESK_BUSY_MS = 3_000

log = logging.getLogger("ramsas_widgets")

# -- what the routes answer ----------------------------------------------------------------------
NOT_FOR_THIS_PAGE = text("teacher.refused.title", "Not for this page")
THE_TEACHERS_PAGE = text("teacher.refused.heading", "The teacher's page")
WRONG_HOST = text("teacher.refused.host", "This server does not serve that host name.")
#: Too many wrong teacher's codes (two messages: the English noun follows the wait).
GUESSES = plural("teacher.refused.guesses", "seconds",
                 "Too many wrong teacher's codes came from this device: try again in {seconds} "
                 "second.",
                 "Too many wrong teacher's codes came from this device: try again in {seconds} "
                 "seconds.")
NO_CODE = text("teacher.refused.code", "This is the teacher's page: open it with the address the "
               "guide printed in the teacher's terminal.")
SEND_WHAT = text("teacher.send.what", "Send a page and a seed.")
SEND_NOT_A_PAGE = text("teacher.send.not-a-page", "That is not a page of the guide.")
SEND_BAD_SEED = text("teacher.send.bad-seed", "A seed is a whole number from 0 to {most}.")
SEND_NOT_SAVED = text("teacher.send.not-saved",
                      "Nobody was sent: the class record cannot be written. {reason}")
LINK_WHAT = text("teacher.link.what", "a page and a seed")
UNREADABLE = text("teacher.export.unreadable", "The record cannot be read")
NO_WORKSHEET = text("teacher.worksheet.none", "No such worksheet")
CHOOSE_WORKSHEET = text("teacher.worksheet.choose",
                        "Choose a lesson of the guide and a seed from 0 to {most}.")
QR_TITLE = text("teacher.qr.title", "QR code of the class link")
#: What the server's log says of the class record, shown in the teacher's terminal
#: (marked :data:`~ramsas_widgets.classroom.terminal.SHOW`), in the class's language.
RECORD_NO_OWNER = text("teacher.log.no-owner",
                       "The class record could not say whose page kernel {kernel} serves: its "
                       "answers are not recorded.")
RECORD_UNUSABLE = text("teacher.log.unusable", "The class record cannot be used: {reason}")
RECORD_UNWRITABLE = text("teacher.log.unwritable",
                         "The class record cannot be written: {reason} Answers given now are "
                         "kept in the students' pages and saved when it can be written again; "
                         "a page closed before then loses its answers.")
RECORD_BACK = text("teacher.log.back",
                   "The class record can be written again: answers are saved.")


@dataclass
class TeacherDesk:
    """What the teacher's routes share: the record, the code, the server, the thread that
    works with the record, the wrong codes per address."""

    folder: Path
    code: str
    server: object = None
    base_url: str = "/"
    #: the language the class is served in (the server's)
    lang: str = "en"
    _record: ClassRecord | None = field(default=None, repr=False)
    #: why the record cannot be written now (None: it can)
    problem: str | None = None
    _checked: float = float("-inf")
    _cache: tuple | None = field(default=None, repr=False)
    _said: str | None = field(default=None, repr=False)
    executor: ThreadPoolExecutor = field(default_factory=lambda: ThreadPoolExecutor(
        1, thread_name_prefix="ramsas-teacher"), repr=False)
    guesses: object = field(default=None, repr=False)
    #: who tried to come and was refused, and why (kept in memory, :mod:`.refusals`)
    refusals: Refusals = field(default_factory=Refusals, repr=False)

    def __post_init__(self) -> None:
        if self.guesses is None:
            self.guesses = GuessLimiter()
        if self.lesson_path:  # the language's own lessons: their titles name them
            class_view.learn_titles(self.lessons(), self.lang)

    @property
    def record(self) -> ClassRecord:
        if self._record is None:
            self._record = ClassRecord(self.folder, busy_ms=DESK_BUSY_MS)
        return self._record

    @property
    def log(self) -> logging.Logger:
        return getattr(self.server, "log", None) or log

    async def run(self, work, *args):
        """``work(*args)`` on the desk's thread (the record is used from that thread only)."""
        return await asyncio.get_running_loop().run_in_executor(self.executor, work, *args)

    # -- on the desk's thread ---------------------------------------------------------------
    def own(self, kernel: str, cookie: str) -> None:
        """The server hands ``kernel`` to a page of the browser holding ``cookie``: say so
        in the record (on the desk's thread; the kernel waits for it before it writes)."""
        self.executor.submit(self._own, kernel, cookie)

    def _own(self, kernel: str, cookie: str) -> None:
        try:
            self.record.own(kernel, cookie)
        except Exception as err:  # noqa: BLE001 - said, and the page goes on unrecorded
            self._trouble(err)
            self.log.error("%s %s", SHOW, self.said.say(RECORD_NO_OWNER.id, kernel=kernel))

    def reason(self, err: BaseException) -> str:
        """Why a route could not use the record, as sentences; said in the server's log the
        first time (on the server's thread: nothing of the desk's thread is changed)."""
        reason = trouble(err, self.folder / "record.sqlite", self.said)
        if reason != self._said:
            self._said = reason
            self.log.error("%s %s", SHOW, self.said.say(RECORD_UNUSABLE.id, reason=reason))
        return reason

    def _trouble(self, err: BaseException) -> str:
        reason = trouble(err, self.folder / "record.sqlite", self.said)
        if reason != self.problem:
            self.log.error("%s %s", SHOW, self.said.say(RECORD_UNWRITABLE.id, reason=reason))
        self.problem = reason
        if isinstance(err, RecordError) and self._record is not None:
            self._record.close()
            self._record = None
        self._checked = time.monotonic()
        return reason

    def check(self) -> str | None:
        """Whether the record can be written (every :data:`CHECK_EVERY` s at most): None,
        or why not (said once in the log)."""
        if time.monotonic() - self._checked < CHECK_EVERY:
            return self.problem
        try:
            self.record.check_writable()
        except Exception as err:  # noqa: BLE001 - the reason is what the page shows
            return self._trouble(err)
        self._checked = time.monotonic()
        if self.problem is not None:
            self.log.warning("%s %s", SHOW, self.said.say(RECORD_BACK.id))
            self.problem = None
        return None

    def state(self, alive: list[str] | None, question: str | None) -> dict:
        """What the page shows (:func:`.class_view.state`), worked out again only where the
        record changed since the last read; with ``record_problem``."""
        problem = self.check()
        record = self.record
        answer_id, run_id, _notice_id = record.latest_ids()
        exercises, lab = self._cache or (None, None)
        if exercises is None or exercises[0] != answer_id:
            exercises = (answer_id, {"exercises": class_view.spreads(record, lang=self.lang)})
        if lab is None or lab[0] != (run_id, question):
            lab = ((run_id, question), class_view.lab_work(record, question, self.lang))
        self._cache = (exercises, lab)
        data = {**class_view.here_state(record, alive, self.lang), **exercises[1], **lab[1]}
        data["grid"] = class_view.grid(record, exercises[1]["exercises"], alive, self.lang)
        data["lab_last"] = class_view.lab_last(record)
        data["record_problem"] = problem
        data["refused"] = self.refused_state(record)
        return data

    def refused_state(self, record: ClassRecord) -> list[dict]:
        """Who was refused lately and is still not in (:meth:`.Refusals.state`), named as
        the class record names them when it knows the browser."""
        names = {s.browser: s.said_name(self.said) for s in record.students()}
        return self.refusals.state(lambda cookie: names.get(record.browser_of(cookie)),
                                   lang=self.lang)

    def warm(self) -> None:
        """Open the record and work out the page once, as the server starts (the first
        read imports the probability package and works out the exact answers)."""
        try:
            self.state(None, None)
        except Exception as err:  # noqa: BLE001 - said; the page says it again when opened
            self._trouble(err)

    def send(self, page: str, seed: int | None) -> dict:
        return {"notice": class_view.notice_state(self.record.send(page, seed), self.lang)}

    def export(self) -> str:
        import csv
        import io

        from .record import CSV_COLUMNS, spreadsheet_row

        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=CSV_COLUMNS)
        writer.writeheader()
        for row in self.record.export_rows():
            writer.writerow(spreadsheet_row(row))
        return out.getvalue()

    def table(self) -> str:
        """Each student by each exercise (:func:`.class_view.student_table`) as CSV, every
        text made safe for a spreadsheet."""
        import csv
        import io

        from .record import _spreadsheet_safe

        header, rows = class_view.student_table(self.record, self.lang)
        out = io.StringIO()
        writer = csv.writer(out)
        for row in [header, *rows]:
            writer.writerow([_spreadsheet_safe(cell) for cell in row])
        return out.getvalue()

    def alive(self) -> list[str] | None:
        """The kernels running now (a page closed takes its kernel with it)."""
        km = getattr(self.server, "kernel_manager", None)
        if km is None:
            return None
        return list(km.list_kernel_ids())

    @property
    def join_code(self) -> str:
        provider = getattr(self.server, "identity_provider", None)
        return getattr(provider, "token", "") or ""

    @property
    def said(self) -> Speaker:
        return speaker(self.lang)

    @property
    def lesson_path(self) -> str:
        """Where the class's lessons stand under the server's folder: ``""``, or the
        language's folder (``"lt/"``) when the class is served in a language that has one."""
        root = Path(getattr(self.server, "root_dir", "") or ".")
        return f"{self.lang}/" if self.lang != "en" and (root / self.lang).is_dir() else ""

    def lessons(self) -> Path:
        """The folder of the class's lessons (see :attr:`lesson_path`)."""
        return Path(getattr(self.server, "root_dir", "") or ".") / self.lesson_path

    def pages(self) -> list[dict]:
        """The class's lessons by file name (a student's page names its own so, in its
        language's folder), each with its title in the class's language."""
        folder = self.lessons()
        names = sorted(p.name for p in folder.glob("[0-9][0-9]_*.ipynb")
                       if PAGE.fullmatch(p.name))
        return [{"page": n, "title": class_view.page_title(n, self.lang)} for n in names]

    def class_link(self, host: str, page: str, seed: int | None) -> str:
        token = f"?token={quote(self.join_code)}" if self.join_code else ""
        fragment = f"#seed={seed}" if seed is not None else ""
        return (f"http://{host}{self.base_url}voila/render/{quote(self.lesson_path + page)}"
                f"{token}{fragment}")


class TeacherHandler(tornado.web.RequestHandler):
    """A teacher's route: the server's host check, then the teacher's cookie."""

    desk: TeacherDesk

    def initialize(self, desk: TeacherDesk) -> None:
        self.desk = desk

    def set_default_headers(self) -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Frame-Options", "DENY")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("Content-Security-Policy", CSP)

    def _request_summary(self) -> str:
        # the server's log line, without the query: the teacher's code stays out of the log
        return f"{self.request.method} {self.request.path} ({self.request.remote_ip})"

    def prepare(self):
        allowed = self.settings.get("ramsas_allowed_hosts")
        if allowed:
            if host_name(self.request.host or "") not in allowed:
                self.refuse(403, WRONG_HOST)
                return
        address = self.request.remote_ip or "?"
        wait = self.desk.guesses.wait(address)
        if wait:
            self.set_header("Retry-After", str(wait))
            self.refuse(429, GUESSES, seconds=wait)
            return
        if self.is_teacher() or self.opens_with_code():
            return
        if self.get_cookie(COOKIE, "") or self.get_query_argument("code", ""):
            count = self.desk.guesses.failed(address)
            self.desk.log.warning("A wrong teacher's code from %s (%d in the last %d s)",
                                  address, count, int(self.desk.guesses.window))
        self.refuse(403, NO_CODE)

    def opens_with_code(self) -> bool:
        return False

    def is_teacher(self) -> bool:
        given = self.get_cookie(COOKIE, "")
        return bool(given) and hmac.compare_digest(given, cookie_value(self.desk.code))

    def refuse(self, status: int, message: Text, **values: Any) -> None:
        said = self.desk.said
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(small_page(said.say(NOT_FOR_THIS_PAGE.id),
                               f"<h1>{html_said(said, THE_TEACHERS_PAGE.id)}</h1>"
                               f"<p>{html_said(said, message.id, **values)}</p>",
                               self.desk.lang))

    def write_json(self, data: object) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(data))

    def error(self, status: int, message: Text, **values: Any) -> None:
        """Answer ``status`` with the sentence ``message`` (said in the class's language)."""
        self.set_status(status)
        self.write_json({"error": self.desk.said.say(message.id, **values)})

    def record_failed(self, err: BaseException, what: Text | None = None) -> None:
        """Answer 503 with a sentence saying what could not be done (``what``, a message with
        the ``reason``) and why (and say it in the server's log, once for each reason)."""
        reason = self.desk.reason(err)
        self.set_status(503)
        self.write_json({"error": reason if what is None
                         else self.desk.said.say(what.id, reason=reason)})


class TeacherPageHandler(TeacherHandler):
    """``/teacher``: the page; ``?code=`` with the teacher's code gives the cookie."""

    def opens_with_code(self) -> bool:
        given = self.get_query_argument("code", "")
        return bool(given) and hmac.compare_digest(given.encode(), self.desk.code.encode())

    def get(self) -> None:
        if self.get_query_argument("code", ""):
            self.set_cookie(COOKIE, cookie_value(self.desk.code), path=self._path(),
                            httponly=True, samesite="Strict")
            self.redirect(self._path(), status=303)
            return
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(teacher_page(self.desk))

    def _path(self) -> str:
        return f"{self.desk.base_url}teacher"


class StateHandler(TeacherHandler):
    async def get(self) -> None:
        started = time.perf_counter()
        question = self.get_query_argument("question", None)
        try:
            data = await self.desk.run(self.desk.state, self.desk.alive(), question)
        except Exception as err:  # noqa: BLE001 - said on the page as a sentence
            self.record_failed(err)
            return
        data["seconds"] = round(time.perf_counter() - started, 4)
        self.write_json(data)


class SendHandler(TeacherHandler):
    """POST ``{"page": "06_probability_lab.ipynb", "seed": 42}``: everyone's banner."""

    def check_xsrf_cookie(self) -> None:
        # the cookie is SameSite=Strict; a page elsewhere cannot send this header either
        # without a preflight the server never grants
        if self.request.headers.get("X-Ramsas-Teacher") != "1":
            raise tornado.web.HTTPError(403)

    async def post(self) -> None:
        self.check_xsrf_cookie()
        try:
            data = json.loads(self.request.body or b"{}")
            page = str(data.get("page", ""))
            seed = data.get("seed")
            seed = None if seed in (None, "") else int(seed)
        except (ValueError, TypeError, AttributeError):
            self.error(400, SEND_WHAT)
            return
        if page not in {p["page"] for p in self.desk.pages()}:
            self.error(400, SEND_NOT_A_PAGE)
            return
        if seed is not None and not 0 <= seed <= MAX_SEED:
            self.error(400, SEND_BAD_SEED, most=MAX_SEED)
            return
        try:
            self.write_json(await self.desk.run(self.desk.send, page, seed))
        except Exception as err:  # noqa: BLE001 - said on the page as a sentence
            self.record_failed(err, SEND_NOT_SAVED)


class LinkHandler(TeacherHandler):
    """A class link for a page and a seed, with its QR code (SVG)."""

    def get(self) -> None:
        page = self.get_query_argument("page", "")
        seed_text = self.get_query_argument("seed", "")
        if not PAGE.fullmatch(page) or (seed_text and not re.fullmatch(r"\d{1,7}", seed_text)):
            self.error(400, LINK_WHAT)
            return
        url = self.desk.class_link(self.request.host, page, int(seed_text) if seed_text else None)
        self.write_json({"url": url, "svg": qr_svg(url, self.desk.said.say(QR_TITLE.id))})


class ExportHandler(TeacherHandler):
    """A file for a spreadsheet (UTF-8 with a byte order mark, so that a spreadsheet reads
    names and answers as UTF-8): the event log, or ``table=True`` the student table."""

    table = False

    async def get(self) -> None:
        try:
            text = await self.desk.run(self.desk.table if self.table else self.desk.export)
        except Exception as err:  # noqa: BLE001 - said as a sentence
            reason = self.desk.reason(err)
            said = self.desk.said
            self.set_status(503)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(small_page(said.say(UNREADABLE.id),
                                   f"<h1>{html_said(said, UNREADABLE.id)}</h1>"
                                   f"<p>{html.escape(reason)}</p>", self.desk.lang))
            return
        stamp = time.strftime("%Y-%m-%d-%H%M")
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        name = "class-students" if self.table else "class-record"
        self.set_header("Content-Disposition", f'attachment; filename="{name}-{stamp}.csv"')
        self.finish("\ufeff" + text)


class TableHandler(ExportHandler):
    table = True


class WorksheetHandler(TeacherHandler):
    async def get(self) -> None:
        from . import worksheet

        lesson = self.get_query_argument("lesson", "")
        seed_text = self.get_query_argument("seed", "0") or "0"
        key = self.get_query_argument("key", "") == "1"
        pages = {p["page"] for p in self.desk.pages()}
        if lesson not in pages or not re.fullmatch(r"\d{1,7}", seed_text) \
                or int(seed_text) > MAX_SEED:
            said = self.desk.said
            self.set_status(400)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(small_page(said.say(NO_WORKSHEET.id),
                                   f"<h1>{html_said(said, NO_WORKSHEET.id)}</h1>"
                                   f"<p>{html_said(said, CHOOSE_WORKSHEET.id, most=MAX_SEED)}"
                                   "</p>", self.desk.lang))
            return
        loop = asyncio.get_running_loop()
        # the answer key plays decisions out: away from the server's own thread
        page = await loop.run_in_executor(None, worksheet.worksheet_page,
                                          self.desk.lessons() / lesson, int(seed_text), key,
                                          self.desk.lang)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page)


def qr_svg(url: str, title: str = str(QR_TITLE)) -> str:
    """A QR code of ``url`` as an inline SVG (black on white, scaled by the page), named
    ``title`` for a screen reader."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=1, border=2, xmldecl=False,
                                   svgns=True, omitsize=True, title=title)
    return out.getvalue().decode("utf-8")


def small_page(title: str, body: str, lang: str = "en") -> str:
    return (f"<!DOCTYPE html>\n<html lang=\"{html.escape(lang)}\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{html.escape(title)}</title><link rel=\"icon\" href=\"data:;base64,=\">"
            "<style>:root{color-scheme:light dark}body{font:1.1rem/1.5 system-ui,sans-serif;"
            "max-width:36rem;margin:12vh auto;padding:0 1.25rem}</style></head>"
            f"<body><main>{body}</main></body></html>\n")


#: The page's own words (the frame the script fills in), by their place in :data:`TEACHER_BODY`.
PAGE_WORDS: dict[str, Text] = {
    "title": text("teacher.title", "Your class: the teacher's page"),
    "class": text("teacher.heading.class", "Your class"),
    "reading": text("teacher.updated.reading", "Reading the class record…"),
    "refused": text("teacher.heading.refused", "Students who could not come in"),
    "answers": text("teacher.heading.answers", "How the class answers"),
    "pooled": text("teacher.heading.pooled", "The class's experiment"),
    "question": text("teacher.label.question", "Question"),
    "grid": text("teacher.heading.grid", "Each student"),
    "grid-key": text("teacher.grid.key",
                     "Each student's first answer to each exercise: ✓ right at first try, ✓? "
                     "right after a hint, ✗ wrong, · not yet. An exercise's answers show as "
                     "answered (●) until you reveal them."),
    "earlier": text("teacher.heading.earlier", "Earlier exercises"),
    "where": text("teacher.heading.where", "Who is where"),
    "join": text("teacher.heading.join", "Join the class"),
    "send": text("teacher.heading.send", "Send everyone to"),
    "page": text("teacher.label.page", "Page"),
    "seed": text("teacher.label.seed", "Seed"),
    "no-seed": text("teacher.label.no-seed", "none"),
    "send-button": text("teacher.button.send", "Send everyone"),
}
#: The sentences of the frame with a link in them (its words a message of their own).
SCAN = text("teacher.join.open", "Scan, or open: {link}")
SHEETS = text("teacher.files.sheets", "For the page and seed above: {worksheet}, {key}.")
SHEET = text("teacher.files.worksheet", "the worksheet")
SHEET_KEY = text("teacher.files.key", "its answer key")
FILES = text("teacher.files.yours", "Your files: {table}, {export}.")
FILE_TABLE = text("teacher.files.table", "each student by exercise (CSV)")
FILE_EXPORT = text("teacher.files.export", "every answer and deal (CSV)")

#: What the page's script says, by the key it asks for it with, and the fields of each that
#: are counts (the script picks the form of the words the language gives each count).
SCRIPT_WORDS: dict[str, tuple[Text, tuple[str, ...]]] = {
    "chart.axis": (text("teacher.script.chart.axis",
                        "deals dealt by the class, all together (log scale)"), ()),
    "chart.label": (text("teacher.script.chart.label",
                         "The class's estimate after {n} deals is {estimate}, 95% interval "
                         "{interval}; the exact value is {exact}."), ("n",)),
    "chart.label-no-exact": (text("teacher.script.chart.label-no-exact",
                                  "The class's estimate after {n} deals is {estimate}, 95% "
                                  "interval {interval}."), ("n",)),
    "pooled.empty": (text("teacher.script.pooled.empty",
                          "When students deal in the probability lab, their deals are added "
                          "up here, question by question."), ()),
    "pooled.estimate": (text("teacher.script.pooled.estimate",
                             "the class's estimate: {hits} of {n} deals"), ("n",)),
    "pooled.interval": (text("teacher.script.pooled.interval", "95% interval"), ()),
    "pooled.exact": (text("teacher.script.pooled.exact", "exact"), ()),
    "pooled.exact.inside": (text("teacher.script.pooled.exact.inside",
                                 "exact: inside the interval"), ()),
    "pooled.exact.outside": (text("teacher.script.pooled.exact.outside",
                                  "exact: outside the interval"), ()),
    "legend.estimate": (text("teacher.script.legend.estimate", "the class's estimate"), ()),
    "legend.band": (text("teacher.script.legend.band", "95% interval (Wilson)"), ()),
    "legend.exact": (text("teacher.script.legend.exact", "exact: {exact}"), ()),
    "legend.no-exact": (text("teacher.script.legend.no-exact", "no exact value"), ()),
    # how many students and runs the pool adds up (the English nouns follow both counts)
    "pooled.added.one-one": (text("teacher.script.pooled.added.one-one",
                                  "{students} student, {runs} run added up."),
                             ("students", "runs")),
    "pooled.added.one-other": (text("teacher.script.pooled.added.one-other",
                                    "{students} student, {runs} runs added up."),
                               ("students", "runs")),
    "pooled.added.other-one": (text("teacher.script.pooled.added.other-one",
                                    "{students} students, {runs} run added up."),
                               ("students", "runs")),
    "pooled.added.other-other": (text("teacher.script.pooled.added.other-other",
                                      "{students} students, {runs} runs added up."),
                                 ("students", "runs")),
    "pooled.repeated.one": (text("teacher.script.pooled.repeated.one",
                                 "{more} more run repeated a seed already counted (the same "
                                 "seed deals the same hands): each seed counts once, at its "
                                 "largest N. Different seeds make a bigger experiment."),
                            ("more",)),
    "pooled.repeated.other": (text("teacher.script.pooled.repeated.other",
                                   "{more} more runs repeated a seed already counted (the same "
                                   "seed deals the same hands): each seed counts once, at its "
                                   "largest N. Different seeds make a bigger experiment."),
                              ("more",)),
    "answers.label": (text("teacher.script.answers.label", "Answers: {answers}"), ()),
    "answers.bar": (text("teacher.script.answers.bar", "{count} {answer}"), ("count",)),
    "answers.bar.right": (text("teacher.script.answers.bar.right", "{count} right {answer}"),
                          ("count",)),
    "answers.bar.wrong": (text("teacher.script.answers.bar.wrong", "{count} wrong {answer}"),
                          ("count",)),
    "answers.or": (text("teacher.script.answers.or", "{answers} or {answer}"), ()),
    "answers.reveal": (text("teacher.script.answers.reveal", "Reveal the answer"), ()),
    "answers.hide": (text("teacher.script.answers.hide", "Hide the answer"), ()),
    "tally.answered": (text("teacher.script.tally.answered", "{n} answered"), ("n",)),
    "tally.right-first": (text("teacher.script.tally.right-first", "{n} right at first try"),
                          ("n",)),
    "tally.right-hinted": (text("teacher.script.tally.right-hinted",
                                "{n} right after a hint"), ("n",)),
    "answers.empty": (text("teacher.script.answers.empty",
                           "No answer yet: the answers to the exercise the class is on show "
                           "here, hidden until you reveal them."), ()),
    "answers.waiting": (text("teacher.script.answers.waiting", "Not answered yet ({n}):"),
                        ("n",)),
    "grid.student": (text("teacher.script.grid.student", "Student"), ()),
    "grid.right": (text("teacher.script.grid.right", "right at first try"), ()),
    "grid.hinted": (text("teacher.script.grid.hinted", "right after a hint"), ()),
    "grid.wrong": (text("teacher.script.grid.wrong", "wrong"), ()),
    "grid.none": (text("teacher.script.grid.none", "not yet"), ()),
    "grid.answered": (text("teacher.script.grid.answered", "answered"), ()),
    "grid.empty": (text("teacher.script.grid.empty",
                        "Each student's answers show here once the class answers."), ()),
    "refused.device": (text("teacher.script.refused.device", "A device at {address}"), ()),
    "refused.student": (text("teacher.script.refused.student", "A student"), ()),
    "refused.times": (text("teacher.script.refused.times", "{who} ({times} times)"),
                      ("times",)),
    # how many students are here: the number is drawn large, the words around it
    "present.one": (text("teacher.script.present.one", "{n} student here"), ("n",)),
    "present.other": (text("teacher.script.present.other", "{n} students here"), ("n",)),
    "pages.empty": (text("teacher.script.pages.empty", "Nobody has a lesson open yet."), ()),
    "sent.seed": (text("teacher.script.sent.seed",
                       "Sent at {time}: everyone to {page}, seed {seed}."), ()),
    "sent.no-seed": (text("teacher.script.sent.no-seed", "Sent at {time}: everyone to {page}."),
                     ()),
    "sent.done": (text("teacher.script.sent.done",
                       "Sent: every student's page shows a banner with a button."), ()),
    "send.silent": (text("teacher.script.send.silent",
                         "Nobody was sent: the guide's server does not answer. Is it still "
                         "running?"), ()),
    "problem.stale-since": (text("teacher.script.problem.stale-since",
                                 "The numbers below are not up to date (they are those of "
                                 "{time}). {problem}"), ()),
    "problem.stale": (text("teacher.script.problem.stale",
                           "The numbers below are not up to date. {problem}"), ()),
    "problem.unsaved": (text("teacher.script.problem.unsaved",
                             "Answers are not being saved. {problem} The numbers below stop at "
                             "the last answer saved; the students' pages keep what they answer "
                             "meanwhile and save it once the record can be written again."),
                        ()),
    "server.status": (text("teacher.script.server.status",
                           "The guide's server answered {status} and no explanation: look at "
                           "the teacher's terminal."), ()),
    "server.silent": (text("teacher.script.server.silent",
                           "The guide's server does not answer: is it still running?"), ()),
    "record.unread": (text("teacher.script.record.unread",
                           "The class record could not be read."), ()),
    "updated": (text("teacher.script.updated", "Updated {time}"), ()),
    "updated.not-since": (text("teacher.script.updated.not-since",
                               "Not updated since {time}: trying again."), ()),
    "updated.not-yet": (text("teacher.script.updated.not-yet", "Not updated yet: trying again."),
                        ()),
}


class _Count(FluentType):
    """A count a script fills in: said as ``{field}``, taken by a message's selectors as a
    number of plural ``category`` (:func:`script_words`)."""

    def __init__(self, field: str, category: str) -> None:
        self.field, self.category = field, category

    def format(self, locale: Any) -> str:
        return "{" + self.field + "}"

    def __eq__(self, other: object) -> bool:  # a selector's key: a plural category
        return isinstance(other, str) and other == self.category

    __hash__ = object.__hash__


def plural_categories(lang: str) -> list[str]:
    """The plural categories of ``lang``'s numbers (CLDR's, ``other`` last)."""
    tags = Locale.parse(speaker(lang).cldr).plural_form.tags
    return [*sorted(tags - {"other"}), "other"]


def script_words(lang: str) -> dict[str, Any]:
    """The page script's words in ``lang``: each a template whose ``{name}`` fields the
    script fills in; a message with counts is ``{"counts": [...], "forms": {...}}``, its
    template for each plural category of its counts (``"one other"``: the first count's
    category, then the second's), as the language says them.

    >>> script_words("lt")["present.other"]["forms"]["few"]
    '{n} mokiniai čia'
    """
    said = speaker(lang)
    categories = plural_categories(lang)
    out: dict[str, Any] = {}
    for key, (message, counts) in SCRIPT_WORDS.items():
        values: dict[str, Any] = {f: "{" + f + "}" for f in fields(message)}
        if not counts:
            out[key] = said.say(message.id, **values)
            continue
        forms = {}
        for chosen in product(categories, repeat=len(counts)):
            values.update({f: _Count(f, c) for f, c in zip(counts, chosen, strict=True)})
            forms[" ".join(chosen)] = said.say(message.id, **values)
        out[key] = {"counts": list(counts), "forms": forms}
    return out


def _json_in_script(data: object) -> str:
    """``data`` as JSON to put in a ``<script>``: no ``<`` in it to end the script."""
    return json.dumps(data, ensure_ascii=False).replace("<", "\\u003c")


def teacher_page(desk: TeacherDesk) -> str:
    """The teacher's page: its frame, styles and script (the script fills it in), in the
    class's language, with the script's words."""
    css = (STATIC / "teacher.css").read_text(encoding="utf-8")
    js = (STATIC / "teacher.js").read_text(encoding="utf-8")
    said = desk.said
    pages = desk.pages()
    options = "".join(f'<option value="{html.escape(p["page"])}">{html.escape(p["title"])}'
                      "</option>" for p in pages)
    config = _json_in_script({"base": f"{desk.base_url}teacher", "pages": pages,
                              "lang": desk.lang})
    filled = {name: html_said(said, message.id) for name, message in PAGE_WORDS.items()}
    filled["no-seed"] = html.escape(said.say(PAGE_WORDS["no-seed"].id))
    filled["options"] = options
    # the count of students here: its words around the number the script writes
    before, _n, after = said.say(SCRIPT_WORDS["present.other"][0].id, n="\ue006").partition(
        "\ue006")
    filled["count-before"], filled["count-after"] = html.escape(before), html.escape(after)
    filled["scan"] = html_said(said, SCAN.id, link=Markup('<a id="t-link" href="#">…</a>'))
    filled["sheets"] = html_said(
        said, SHEETS.id,
        worksheet=Markup(f'<a id="t-worksheet" href="#">{html_said(said, SHEET.id)}</a>'),
        key=Markup(f'<a id="t-key" href="#">{html_said(said, SHEET_KEY.id)}</a>'))
    filled["files"] = html_said(
        said, FILES.id,
        table=Markup(f'<a id="t-table" href="#">{html_said(said, FILE_TABLE.id)}</a>'),
        export=Markup(f'<a id="t-export" href="#">{html_said(said, FILE_EXPORT.id)}</a>'))
    body = re.sub(r"\{\{([a-z-]+)\}\}", lambda m: filled[m.group(1)], TEACHER_BODY)
    return (f"<!DOCTYPE html>\n<html lang=\"{html.escape(desk.lang)}\"><head>"
            "<meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{filled['title']}</title>"
            "<link rel=\"icon\" href=\"data:;base64,=\">"
            f"<style>{css}</style></head><body>{body}"
            "<script type=\"application/json\" id=\"rw-words\">"
            f"{_json_in_script(script_words(desk.lang))}</script>"
            f"<script>window.RAMSAS_TEACHER = {config};</script>"
            f"<script>{js}</script></body></html>\n")


TEACHER_BODY = """
<div id="t-problem" class="t-problem" role="alert" hidden></div>
<header class="t-head">
  <h1>{{class}}</h1>
  <p class="t-here" aria-live="polite"><span id="t-count-before">{{count-before}}</span><span
     id="t-count" class="t-big">0</span><span id="t-count-words">{{count-after}}</span></p>
  <p class="t-updated" id="t-updated">{{reading}}</p>
</header>
<main class="t-main" id="t-main" data-live="answers">
  <div class="t-live">
    <section id="t-refused" class="t-panel t-refused" aria-labelledby="t-refused-title" hidden>
      <h2 id="t-refused-title">{{refused}}</h2>
      <ul id="t-refused-list"></ul>
    </section>
    <section class="t-panel t-answers-panel" aria-labelledby="t-answers-title">
      <h2 id="t-answers-title" class="t-sr">{{answers}}</h2>
      <div id="t-answers" class="t-answers"></div>
    </section>
    <section class="t-panel t-pooled" id="t-pooled" aria-labelledby="t-pooled-title" hidden>
      <div class="t-panel-head">
        <h2 id="t-pooled-title">{{pooled}}</h2>
        <label class="t-inline">{{question}}
          <select id="t-question"></select></label>
      </div>
      <p id="t-pooled-question" class="t-question"></p>
      <div id="t-pooled-numbers" class="t-numbers"></div>
      <div id="t-pooled-chart" class="t-chart"></div>
      <p id="t-pooled-note" class="t-note"></p>
    </section>
    <section class="t-panel t-grid-panel" aria-labelledby="t-grid-title">
      <h2 id="t-grid-title">{{grid}}</h2>
      <p class="t-note" id="t-grid-key">{{grid-key}}</p>
      <div id="t-grid" class="t-grid"></div>
    </section>
    <section class="t-panel t-earlier-panel" aria-labelledby="t-earlier-title">
      <h2 id="t-earlier-title">{{earlier}}</h2>
      <div id="t-earlier" class="t-answers t-earlier"></div>
    </section>
    <section class="t-panel t-where" aria-labelledby="t-where-title">
      <h2 id="t-where-title">{{where}}</h2>
      <ul id="t-pages" class="t-pages"></ul>
    </section>
  </div>
  <aside class="t-side">
    <section class="t-panel t-join" aria-labelledby="t-join-title">
      <h2 id="t-join-title">{{join}}</h2>
      <div id="t-qr" class="t-qr"></div>
      <p class="t-link-words">{{scan}}</p>
    </section>
    <section class="t-panel t-send-panel" aria-labelledby="t-send-title">
      <h2 id="t-send-title">{{send}}</h2>
      <form id="t-send" class="t-send">
        <label>{{page}} <select id="t-send-page">{{options}}</select></label>
        <label>{{seed}} <input id="t-send-seed" type="number" min="0" max="1000000" step="1"
               inputmode="numeric" placeholder="{{no-seed}}"></label>
        <button type="submit">{{send-button}}</button>
      </form>
      <p id="t-sent" class="t-note" role="status"></p>
      <p class="t-files">{{sheets}}</p>
      <p class="t-files">{{files}}</p>
    </section>
  </aside>
</main>
"""


def teacher_routes(server) -> list[tuple]:
    """The teacher's routes for the guide's server, or none when it serves no class.

    Takes the teacher's code out of the environment (see the module)."""
    from jupyter_server.utils import url_path_join

    code = os.environ.pop(CODE_ENV, "")
    folder = os.environ.get(FOLDER_ENV, "")
    if not code or not folder:
        return []
    base = getattr(server, "base_url", "/") or "/"
    desk = TeacherDesk(Path(folder), code, server, base, lang=served_language(server))
    # wrong teacher's codes are limited as wrong join codes are (GuideServer.code_guesses)
    desk.guesses.limit = max(1, int(getattr(server, "code_guesses", 0) or 10))
    server.teacher_desk = desk
    desk.executor.submit(desk.warm)
    handlers = [("teacher", TeacherPageHandler), ("teacher/state", StateHandler),
                ("teacher/send", SendHandler), ("teacher/link", LinkHandler),
                ("teacher/export.csv", ExportHandler), ("teacher/students.csv", TableHandler),
                ("teacher/worksheet", WorksheetHandler)]
    return [(url_path_join(base, path), handler, {"desk": desk}) for path, handler in handlers]
