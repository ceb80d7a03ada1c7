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
from pathlib import Path
from urllib.parse import quote

import tornado.web

from . import class_view
from .guard import GuessLimiter, host_name
from .kernel import FOLDER_ENV
from .record import PAGE, ClassRecord, RecordError, trouble
from .refusals import Refusals

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


@dataclass
class TeacherDesk:
    """What the teacher's routes share: the record, the code, the server, the thread that
    works with the record, the wrong codes per address."""

    folder: Path
    code: str
    server: object = None
    base_url: str = "/"
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
            self.log.error("The class record could not say whose page kernel %s serves: its "
                           "answers are not recorded.", kernel)

    def reason(self, err: BaseException) -> str:
        """Why a route could not use the record, as sentences; said in the server's log the
        first time (on the server's thread: nothing of the desk's thread is changed)."""
        reason = trouble(err, self.folder / "record.sqlite")
        if reason != self._said:
            self._said = reason
            self.log.error("The class record cannot be used: %s", reason)
        return reason

    def _trouble(self, err: BaseException) -> str:
        reason = trouble(err, self.folder / "record.sqlite")
        if reason != self.problem:
            self.log.error("The class record cannot be written: %s Answers given now are "
                           "kept in the students' pages and saved when it can be written "
                           "again; a page closed before then loses its answers.", reason)
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
            self.log.warning("The class record can be written again: answers are saved.")
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
            exercises = (answer_id, {"exercises": class_view.spreads(record)})
        if lab is None or lab[0] != (run_id, question):
            lab = ((run_id, question), class_view.lab_work(record, question))
        self._cache = (exercises, lab)
        data = {**class_view.here_state(record, alive), **exercises[1], **lab[1]}
        data["grid"] = class_view.grid(record, exercises[1]["exercises"], alive)
        data["lab_last"] = class_view.lab_last(record)
        data["record_problem"] = problem
        data["refused"] = self.refused_state(record)
        return data

    def refused_state(self, record: ClassRecord) -> list[dict]:
        """Who was refused lately and is still not in (:meth:`.Refusals.state`), named as
        the class record names them when it knows the browser."""
        names = {s.browser: s.name for s in record.students()}
        return self.refusals.state(lambda cookie: names.get(record.browser_of(cookie)))

    def warm(self) -> None:
        """Open the record and work out the page once, as the server starts (the first
        read imports the probability package and works out the exact answers)."""
        try:
            self.state(None, None)
        except Exception as err:  # noqa: BLE001 - said; the page says it again when opened
            self._trouble(err)

    def send(self, page: str, seed: int | None) -> dict:
        return {"notice": class_view.notice_state(self.record.send(page, seed))}

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

        header, rows = class_view.student_table(self.record)
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

    def pages(self) -> list[dict]:
        root = Path(getattr(self.server, "root_dir", "") or ".")
        names = sorted(p.name for p in root.glob("[0-9][0-9]_*.ipynb") if PAGE.fullmatch(p.name))
        return [{"page": n, "title": class_view.page_title(n)} for n in names]

    def class_link(self, host: str, page: str, seed: int | None) -> str:
        token = f"?token={quote(self.join_code)}" if self.join_code else ""
        fragment = f"#seed={seed}" if seed is not None else ""
        return f"http://{host}{self.base_url}voila/render/{quote(page)}{token}{fragment}"


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
                self.refuse(403, "This server does not serve that host name.")
                return
        address = self.request.remote_ip or "?"
        wait = self.desk.guesses.wait(address)
        if wait:
            self.set_header("Retry-After", str(wait))
            self.refuse(429, f"Too many wrong teacher's codes came from this device: try "
                             f"again in {wait} seconds.")
            return
        if self.is_teacher() or self.opens_with_code():
            return
        if self.get_cookie(COOKIE, "") or self.get_query_argument("code", ""):
            count = self.desk.guesses.failed(address)
            self.desk.log.warning("A wrong teacher's code from %s (%d in the last %d s)",
                                  address, count, int(self.desk.guesses.window))
        self.refuse(403, "This is the teacher's page: open it with the address the "
                         "guide printed in the teacher's terminal.")

    def opens_with_code(self) -> bool:
        return False

    def is_teacher(self) -> bool:
        given = self.get_cookie(COOKIE, "")
        return bool(given) and hmac.compare_digest(given, cookie_value(self.desk.code))

    def refuse(self, status: int, message: str) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(small_page("Not for this page", f"<h1>The teacher's page</h1>"
                                                    f"<p>{html.escape(message)}</p>"))

    def write_json(self, data: object) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(data))

    def record_failed(self, err: BaseException, what: str) -> None:
        """Answer 503 with a sentence saying what could not be done and why (and say it in
        the server's log, once for each reason)."""
        reason = self.desk.reason(err)
        self.set_status(503)
        self.write_json({"error": f"{what} {reason}".strip()})


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
            self.record_failed(err, "")
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
            self.set_status(400)
            self.write_json({"error": "Send a page and a seed."})
            return
        if page not in {p["page"] for p in self.desk.pages()}:
            self.set_status(400)
            self.write_json({"error": "That is not a page of the guide."})
            return
        if seed is not None and not 0 <= seed <= MAX_SEED:
            self.set_status(400)
            self.write_json({"error": f"A seed is a whole number from 0 to {MAX_SEED:,}."})
            return
        try:
            self.write_json(await self.desk.run(self.desk.send, page, seed))
        except Exception as err:  # noqa: BLE001 - said on the page as a sentence
            self.record_failed(err, "Nobody was sent: the class record cannot be written.")


class LinkHandler(TeacherHandler):
    """A class link for a page and a seed, with its QR code (SVG)."""

    def get(self) -> None:
        page = self.get_query_argument("page", "")
        seed_text = self.get_query_argument("seed", "")
        if not PAGE.fullmatch(page) or (seed_text and not re.fullmatch(r"\d{1,7}", seed_text)):
            self.set_status(400)
            self.write_json({"error": "a page and a seed"})
            return
        url = self.desk.class_link(self.request.host, page, int(seed_text) if seed_text else None)
        self.write_json({"url": url, "svg": qr_svg(url)})


class ExportHandler(TeacherHandler):
    """A file for a spreadsheet (UTF-8 with a byte order mark, so that a spreadsheet reads
    names and answers as UTF-8): the event log, or ``table=True`` the student table."""

    table = False

    async def get(self) -> None:
        try:
            text = await self.desk.run(self.desk.table if self.table else self.desk.export)
        except Exception as err:  # noqa: BLE001 - said as a sentence
            reason = self.desk.reason(err)
            self.set_status(503)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(small_page("The record cannot be read", "<h1>The record cannot be "
                                   f"read</h1><p>{html.escape(reason)}</p>"))
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
            self.set_status(400)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(small_page("No such worksheet", "<h1>No such worksheet</h1><p>Choose "
                                   "a lesson of the guide and a seed from 0 to 1,000,000.</p>"))
            return
        root = Path(getattr(self.desk.server, "root_dir", "") or ".")
        loop = asyncio.get_running_loop()
        # the answer key plays decisions out: away from the server's own thread
        page = await loop.run_in_executor(None, worksheet.worksheet_page, root / lesson,
                                          int(seed_text), key)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(page)


def qr_svg(url: str) -> str:
    """A QR code of ``url`` as an inline SVG (black on white, scaled by the page)."""
    import io

    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=1, border=2, xmldecl=False,
                                   svgns=True, omitsize=True, title="QR code of the class link")
    return out.getvalue().decode("utf-8")


def small_page(title: str, body: str) -> str:
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{html.escape(title)}</title><link rel=\"icon\" href=\"data:;base64,=\">"
            "<style>:root{color-scheme:light dark}body{font:1.1rem/1.5 system-ui,sans-serif;"
            "max-width:36rem;margin:12vh auto;padding:0 1.25rem}</style></head>"
            f"<body><main>{body}</main></body></html>\n")


def teacher_page(desk: TeacherDesk) -> str:
    """The teacher's page: its frame, styles and script (the script fills it in)."""
    css = (STATIC / "teacher.css").read_text(encoding="utf-8")
    js = (STATIC / "teacher.js").read_text(encoding="utf-8")
    pages = desk.pages()
    options = "".join(f'<option value="{html.escape(p["page"])}">{html.escape(p["title"])}'
                      "</option>" for p in pages)
    config = json.dumps({"base": f"{desk.base_url}teacher", "pages": pages})
    body = TEACHER_BODY.replace("{{options}}", options)
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            "<title>Your class: the teacher's page</title>"
            "<link rel=\"icon\" href=\"data:;base64,=\">"
            f"<style>{css}</style></head><body>{body}"
            f"<script>window.RAMSAS_TEACHER = {config.replace('<', '&lt;')};</script>"
            f"<script>{js}</script></body></html>\n")


TEACHER_BODY = """
<div id="t-problem" class="t-problem" role="alert" hidden></div>
<header class="t-head">
  <h1>Your class</h1>
  <p class="t-here" aria-live="polite"><span id="t-count" class="t-big">0</span>
     <span id="t-count-words">students here</span></p>
  <p class="t-updated" id="t-updated">Reading the class record…</p>
</header>
<main class="t-main" id="t-main" data-live="answers">
  <div class="t-live">
    <section id="t-refused" class="t-panel t-refused" aria-labelledby="t-refused-title" hidden>
      <h2 id="t-refused-title">Students who could not come in</h2>
      <ul id="t-refused-list"></ul>
    </section>
    <section class="t-panel t-answers-panel" aria-labelledby="t-answers-title">
      <h2 id="t-answers-title" class="t-sr">How the class answers</h2>
      <div id="t-answers" class="t-answers"></div>
    </section>
    <section class="t-panel t-pooled" id="t-pooled" aria-labelledby="t-pooled-title" hidden>
      <div class="t-panel-head">
        <h2 id="t-pooled-title">The class's experiment</h2>
        <label class="t-inline">Question
          <select id="t-question"></select></label>
      </div>
      <p id="t-pooled-question" class="t-question"></p>
      <div id="t-pooled-numbers" class="t-numbers"></div>
      <div id="t-pooled-chart" class="t-chart"></div>
      <p id="t-pooled-note" class="t-note"></p>
    </section>
    <section class="t-panel t-grid-panel" aria-labelledby="t-grid-title">
      <h2 id="t-grid-title">Each student</h2>
      <p class="t-note" id="t-grid-key">Each student's first answer to each exercise:
        ✓ right at first try, ✓? right after a hint, ✗ wrong, · not yet. An exercise's
        answers show as answered (●) until you reveal them.</p>
      <div id="t-grid" class="t-grid"></div>
    </section>
    <section class="t-panel t-earlier-panel" aria-labelledby="t-earlier-title">
      <h2 id="t-earlier-title">Earlier exercises</h2>
      <div id="t-earlier" class="t-answers t-earlier"></div>
    </section>
    <section class="t-panel t-where" aria-labelledby="t-where-title">
      <h2 id="t-where-title">Who is where</h2>
      <ul id="t-pages" class="t-pages"></ul>
    </section>
  </div>
  <aside class="t-side">
    <section class="t-panel t-join" aria-labelledby="t-join-title">
      <h2 id="t-join-title">Join the class</h2>
      <div id="t-qr" class="t-qr"></div>
      <p class="t-link-words">Scan, or open: <a id="t-link" href="#">…</a></p>
    </section>
    <section class="t-panel t-send-panel" aria-labelledby="t-send-title">
      <h2 id="t-send-title">Send everyone to</h2>
      <form id="t-send" class="t-send">
        <label>Page <select id="t-send-page">{{options}}</select></label>
        <label>Seed <input id="t-send-seed" type="number" min="0" max="1000000" step="1"
               inputmode="numeric" placeholder="none"></label>
        <button type="submit">Send everyone</button>
      </form>
      <p id="t-sent" class="t-note" role="status"></p>
      <p class="t-files">For the page and seed above:
        <a id="t-worksheet" href="#">the worksheet</a>,
        <a id="t-key" href="#">its answer key</a>.</p>
      <p class="t-files">Your files:
        <a id="t-table" href="#">each student by exercise (CSV)</a>,
        <a id="t-export" href="#">every answer and deal (CSV)</a>.</p>
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
    desk = TeacherDesk(Path(folder), code, server, base)
    # wrong teacher's codes are limited as wrong join codes are (GuideServer.code_guesses)
    desk.guesses.limit = max(1, int(getattr(server, "code_guesses", 0) or 10))
    server.teacher_desk = desk
    desk.executor.submit(desk.warm)
    handlers = [("teacher", TeacherPageHandler), ("teacher/state", StateHandler),
                ("teacher/send", SendHandler), ("teacher/link", LinkHandler),
                ("teacher/export.csv", ExportHandler), ("teacher/students.csv", TableHandler),
                ("teacher/worksheet", WorksheetHandler)]
    return [(url_path_join(base, path), handler, {"desk": desk}) for path, handler in handlers]
