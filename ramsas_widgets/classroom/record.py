"""The class record: what a class did, kept on the teacher's machine in one SQLite file.

:class:`ClassRecord` is the record of one class folder (``record.sqlite`` in it), written by
the students' kernels as they work and read by the teacher's page. It is anonymous: a
student is a browser, named by a digest of the random cookie the server gave it
(:meth:`ClassRecord.browser_of`, keyed by a secret of the record: never the cookie itself),
and the nickname he chose, if any. It holds

- ``owners``: which browser each page's kernel belongs to, written by the server when it
  hands a kernel to a page (:meth:`ClassRecord.own`): a page cannot say it is someone else;
- ``places``: each browser's place in the class (1, 2, 3... in the order they came), which
  the lab deals a stream of its own from (:mod:`ramsas_widgets.probability.streams`);
- ``students``: each browser with its nickname;
- ``presence``: which kernel (page) each browser has open, on which page;
- ``answers``: each answer to an exercise (which exercise, the answer, right or wrong,
  whether a hint had been asked for it);
- ``hints``: each hint asked;
- ``runs``: each run of the probability lab (the question, the seed, N and the hits);
- ``notices``: what the teacher sent everyone to (a page and a seed);
- what the teacher's page reads, kept as the rows are written, so that reading it costs the
  same however long the record: ``first_answers`` (each student's first answer to each
  exercise), ``exercises`` (each exercise's label and latest answer), ``seeds`` (each lab
  question's runs as the pool counts them: each seed once, at its largest N) and
  ``questions``;
- ``rates``: each browser's allowance of answers, hints and runs (:class:`Rate`): a page
  that sends more than a person could is cut to a few a second, whichever kernel it uses.

Many kernels write at once: the file is in WAL mode (readers never wait for a writer), every
connection waits up to :data:`BUSY_MS` for another's write, and every write is one short
transaction. Nothing is kept in memory: a server stopped and started again on the same
folder finds the record as it was. A record that cannot be opened or written raises
:class:`RecordError`, whose message says what happened and what to do.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> rec = ClassRecord(folder)
>>> ana = rec.browser_of("cookie-of-anas-browser")
>>> rec.join(ana, "Ana", "06_probability_lab.ipynb", kernel="k1")
>>> rec.answer(ana, "06_probability_lab.ipynb", "prob:nine", "A nine", "1/6", True)
True
>>> [(a.answer, a.correct) for a in rec.answers()]
[('1/6', True)]
>>> ClassRecord(folder).students()[0].nickname  # opened again: nothing lost
'Ana'
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import os
import re
import secrets
import time
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ramsas_widgets.i18n.messages import text

FILE = "record.sqlite"
#: How long a write waits for another kernel's write before giving up (milliseconds).
BUSY_MS = 10_000
#: The record's layout: 1 added the owners, the rates and what the teacher's page reads.
VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS students (
    browser TEXT PRIMARY KEY, nickname TEXT NOT NULL DEFAULT '',
    first_seen REAL NOT NULL, last_seen REAL NOT NULL);
CREATE TABLE IF NOT EXISTS presence (
    kernel TEXT PRIMARY KEY, browser TEXT NOT NULL, page TEXT NOT NULL,
    since REAL NOT NULL, last_seen REAL NOT NULL);
CREATE TABLE IF NOT EXISTS answers (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, browser TEXT NOT NULL, page TEXT NOT NULL,
    exercise TEXT NOT NULL, label TEXT NOT NULL, answer TEXT NOT NULL,
    correct INTEGER NOT NULL, hint INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS hints (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, browser TEXT NOT NULL, page TEXT NOT NULL,
    exercise TEXT NOT NULL, label TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, browser TEXT NOT NULL, page TEXT NOT NULL,
    question TEXT NOT NULL, label TEXT NOT NULL, seed TEXT NOT NULL,
    n INTEGER NOT NULL, hits INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS notices (
    id INTEGER PRIMARY KEY, at REAL NOT NULL, page TEXT NOT NULL, seed INTEGER);
CREATE INDEX IF NOT EXISTS answers_exercise ON answers (exercise, browser, id);
CREATE INDEX IF NOT EXISTS runs_question ON runs (question, id);
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS owners (
    kernel TEXT PRIMARY KEY, browser TEXT NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS rates (
    browser TEXT PRIMARY KEY, tokens REAL NOT NULL, at REAL NOT NULL,
    dropped INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS first_answers (
    exercise TEXT NOT NULL, browser TEXT NOT NULL, answer TEXT NOT NULL,
    correct INTEGER NOT NULL, hint INTEGER NOT NULL, PRIMARY KEY (exercise, browser))
    WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS exercises (
    exercise TEXT PRIMARY KEY, label TEXT NOT NULL, page TEXT NOT NULL,
    last_id INTEGER NOT NULL, last_at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS exercises_last ON exercises (last_id);
CREATE TABLE IF NOT EXISTS seeds (
    question TEXT NOT NULL, seed TEXT NOT NULL, run_id INTEGER NOT NULL,
    browser TEXT NOT NULL, n INTEGER NOT NULL, hits INTEGER NOT NULL,
    PRIMARY KEY (question, seed)) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS seeds_order ON seeds (question, run_id);
CREATE TABLE IF NOT EXISTS questions (
    question TEXT PRIMARY KEY, last_id INTEGER NOT NULL, runs INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS questions_last ON questions (last_id);
CREATE TABLE IF NOT EXISTS places (
    place INTEGER PRIMARY KEY, browser TEXT NOT NULL UNIQUE);
"""
#: What the teacher's page reads, worked out from the rows (a record of layout 0 gets it once).
DERIVED = [
    "DELETE FROM first_answers", "DELETE FROM exercises", "DELETE FROM seeds",
    "DELETE FROM questions",
    "INSERT OR IGNORE INTO first_answers SELECT exercise, browser, answer, correct, hint "
    "FROM answers ORDER BY id",
    "INSERT INTO exercises SELECT a.exercise, a.label, a.page, a.id, a.at FROM answers a "
    "JOIN (SELECT exercise, MAX(id) AS id FROM answers GROUP BY exercise) m USING (id)",
    "INSERT INTO questions SELECT question, MAX(id), COUNT(*) FROM runs GROUP BY question",
    "INSERT INTO seeds SELECT question, seed, id, browser, n, hits FROM (SELECT *, "
    "ROW_NUMBER() OVER (PARTITION BY question, seed ORDER BY n DESC, id) AS rank FROM runs) "
    "WHERE rank = 1",
]
#: A browser as the record names it: 32 hexadecimal digits.
BROWSER_ID = re.compile(r"[0-9a-f]{32}")
#: A page of the guide: ``06_probability_lab.ipynb``.
PAGE = re.compile(r"[0-9]{2}_[a-z0-9_]{1,60}\.ipynb")
NICKNAME_LENGTH = 40
TEXT_LENGTH = 200


def clean_text(text: object, limit: int = TEXT_LENGTH) -> str:
    """``text`` as one short line of printable characters (what a record keeps).

    >>> clean_text("  Ana\\n\\x00 B.  ")
    'Ana B.'
    """
    words = "".join(c if c.isprintable() else " " for c in str(text)).split()
    return " ".join(words)[:limit]


@dataclass(frozen=True)
class Rate:
    """How many answers, hints and lab runs one browser may write: ``per_second`` on
    average, ``burst`` at once (a token bucket kept in the record, shared by the browser's
    pages)."""

    per_second: float = 2.0
    burst: float = 20.0


#: What a class's kernels write at most (a person answers far less often).
CLASS_RATE = Rate()


class RecordError(ValueError):
    """The class record cannot be opened or written: the message says why and what to do
    (in English; :func:`trouble` says it in another language from :attr:`kind`)."""

    def __init__(self, message: str, kind: str = "", path: str = "", error: str = "") -> None:
        super().__init__(message)
        #: what is wrong (a key of :data:`TROUBLE`), the record's path and the error itself
        self.kind, self.path, self.error = kind, path, error


#: What can be wrong with the record, and what to do, by kind.
TROUBLE = {
    "damaged": text(
        "record.trouble.damaged",
        "The class record {path} is damaged: it is not a database this guide can read, so "
        "nothing in it can be shown or exported. Move the file aside (rename it, for example "
        "to record-damaged.sqlite) and start the class again: a new, empty record is made, "
        "and the damaged file stays for you. If you keep a backup of the class folder, its "
        "record.sqlite can take the damaged one's place instead."),
    "full": text(
        "record.trouble.full",
        "The disk holding the class record {path} is full: free some space on it (or start "
        "the class with another --class-folder)."),
    "read-only": text(
        "record.trouble.read-only",
        "The class record {path} cannot be written: the file or its disk is read-only. Make "
        "the class folder and its files writable again, or start the class with another "
        "--class-folder."),
    "locked": text(
        "record.trouble.locked",
        "Another program is holding the class record {path} locked (a database viewer, or "
        "another class launcher on the same folder): close it."),
    "unopened": text(
        "record.trouble.unopened",
        "The class record {path} cannot be opened: its folder is missing or cannot be read. "
        "Check the class folder (--class-folder)."),
    "other": text(
        "record.trouble.other",
        "The class record {path} cannot be used ({error}). Check the class folder, or start "
        "the class with another --class-folder."),
}


def trouble_kind(err: BaseException) -> str:
    """What is wrong, from the error the database or the system gave (a key of
    :data:`TROUBLE`)."""
    if isinstance(err, RecordError) and err.kind:
        return err.kind
    said = str(err).lower()
    if "not a database" in said or "malformed" in said or "corrupt" in said:
        return "damaged"
    if "full" in said or getattr(err, "errno", None) == 28:
        return "full"
    if "readonly" in said or "read-only" in said or isinstance(err, PermissionError) \
            or getattr(err, "errno", None) in (1, 13, 30):
        return "read-only"
    if "locked" in said or "busy" in said:
        return "locked"
    if "unable to open" in said or isinstance(err, (FileNotFoundError, NotADirectoryError)):
        return "unopened"
    return "other"


def trouble(err: BaseException, path: str | os.PathLike, speaker: Any = None) -> str:
    """What went wrong with the record at ``path``, and what to do, as sentences in
    ``speaker``'s language (English without one).

    >>> import sqlite3
    >>> trouble(sqlite3.OperationalError("database or disk is full"), "r.sqlite")[:33]
    'The disk holding the class record'
    """
    from ramsas_widgets.i18n.locale import speaker as language

    said = speaker or language("en")
    if isinstance(err, RecordError) and not err.kind:
        return str(err)
    kind = trouble_kind(err)
    where = err.path if isinstance(err, RecordError) and err.path else str(path)
    error = err.error if isinstance(err, RecordError) else str(err)
    return said.say(TROUBLE[kind].id, path=where, error=error)


def record_error(err: BaseException, path: str | os.PathLike) -> RecordError:
    """A :class:`RecordError` for ``err`` at ``path``, said in English, that keeps what is
    wrong for :func:`trouble` to say in another language."""
    return RecordError(trouble(err, path), trouble_kind(err), str(path), str(err))


#: A student who gave no name, by the start of his browser's ID.
UNNAMED = text("record.student.unnamed", "Student {browser}")


@dataclass(frozen=True)
class Student:
    browser: str
    nickname: str

    @property
    def name(self) -> str:
        """The nickname, or a short name made from the browser ID."""
        return self.said_name()

    def said_name(self, speaker: Any = None) -> str:
        """:attr:`name` in ``speaker``'s language (English without one)."""
        if self.nickname:
            return self.nickname
        from ramsas_widgets.i18n.locale import speaker as language

        return (speaker or language("en")).say(UNNAMED.id, browser=self.browser[:4])


@dataclass(frozen=True)
class Presence:
    kernel: str
    browser: str
    nickname: str
    page: str
    since: float
    last_seen: float

    @property
    def name(self) -> str:
        return Student(self.browser, self.nickname).name


@dataclass(frozen=True)
class Answer:
    id: int
    at: float
    browser: str
    page: str
    exercise: str
    label: str
    answer: str
    correct: bool
    hint: bool


@dataclass(frozen=True)
class Run:
    id: int
    at: float
    browser: str
    page: str
    question: str
    label: str
    seed: str
    n: int
    hits: int


@dataclass(frozen=True)
class Notice:
    id: int
    at: float
    page: str
    seed: int | None


class ClassRecord:
    """The record of the class folder ``folder`` (created with the file when missing).

    ``rate``: the most answers, hints and runs one browser may write (None: no limit, as
    for the teacher's own tools). One object holds one SQLite connection: use it from one
    thread. Opening a record that cannot be used raises :class:`RecordError`.
    """

    def __init__(self, folder: str | os.PathLike, *, create: bool = True,
                 rate: Rate | None = None, busy_ms: int = BUSY_MS) -> None:
        import sqlite3  # here, not at the top: a page of the static site (Pyodide, where
        # sqlite3 is a package of its own) imports this module and never opens a record

        self.folder = Path(folder)
        self.path = self.folder / FILE
        self.rate = rate
        self.busy_ms = int(busy_ms)
        try:
            if create:
                self.folder.mkdir(parents=True, exist_ok=True)
            elif not self.path.is_file():
                raise FileNotFoundError(f"There is no class record in {self.folder}.")
            self.db = sqlite3.connect(self.path, timeout=busy_ms / 1000,
                                      isolation_level=None, check_same_thread=False)
        except FileNotFoundError:
            raise
        except (OSError, sqlite3.Error) as err:
            raise record_error(err, self.path) from err
        try:
            self.db.execute(f"PRAGMA busy_timeout = {int(busy_ms)}")
            self.db.execute("PRAGMA journal_mode = WAL")
            self.db.execute("PRAGMA synchronous = NORMAL")
            self.db.executescript(SCHEMA)
            self._upgrade()
            self._key = self._browser_key()
        except (OSError, sqlite3.Error) as err:
            self.db.close()
            raise record_error(err, self.path) from err
        try:
            os.chmod(self.path, 0o600)  # the class's answers are the teacher's alone
        except OSError:
            pass

    def _upgrade(self) -> None:
        """Bring a record of an older layout to :data:`VERSION` (once, whoever opens it)."""
        if self.db.execute("PRAGMA user_version").fetchone()[0] >= VERSION:
            return
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            if self.db.execute("PRAGMA user_version").fetchone()[0] < VERSION:
                for sql in DERIVED:
                    self.db.execute(sql)
                self.db.execute(f"PRAGMA user_version = {VERSION}")

    def _browser_key(self) -> bytes:
        row = self.db.execute("SELECT value FROM meta WHERE key = 'browser_key'").fetchone()
        if row is None:
            with self.db:
                self.db.execute("BEGIN IMMEDIATE")
                self.db.execute("INSERT OR IGNORE INTO meta VALUES ('browser_key', ?)",
                                (secrets.token_hex(32),))
            row = self.db.execute("SELECT value FROM meta WHERE key = 'browser_key'").fetchone()
        return bytes.fromhex(row[0])

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> ClassRecord:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    def _write(self, sql: str, *params: object) -> None:
        with self.db:  # one short transaction
            self.db.execute("BEGIN IMMEDIATE")
            self.db.execute(sql, params)

    def _write_many(self, statements: Iterable[tuple[str, tuple]]) -> None:
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            for sql, params in statements:
                self.db.execute(sql, params)

    def _allowed(self, browser: str, now: float) -> bool:
        """Take one of ``browser``'s allowance (inside the write's transaction); False when
        it has none left (the write is then dropped)."""
        if self.rate is None:
            return True
        row = self.db.execute("SELECT tokens, at FROM rates WHERE browser = ?",
                              (browser,)).fetchone()
        tokens = self.rate.burst if row is None else min(
            self.rate.burst, row[0] + max(0.0, now - row[1]) * self.rate.per_second)
        if tokens < 1:
            self.db.execute("UPDATE rates SET dropped = dropped + 1 WHERE browser = ?",
                            (browser,))
            return False
        self.db.execute("INSERT INTO rates (browser, tokens, at) VALUES (?, ?, ?) "
                        "ON CONFLICT(browser) DO UPDATE SET tokens = excluded.tokens, "
                        "at = excluded.at", (browser, tokens - 1, now))
        return True

    # -- what the server writes ----------------------------------------------------------
    def browser_of(self, cookie: str) -> str:
        """The record's name of the browser holding ``cookie`` (the server's ``rw_browser``):
        a keyed digest, so that neither the record nor its export holds the cookie."""
        return hmac.new(self._key, cookie.encode(), hashlib.sha256).hexdigest()[:32]

    def own(self, kernel: str, cookie: str) -> str:
        """Kernel ``kernel`` serves a page of the browser holding ``cookie``; returns the
        browser's name in the record."""
        browser = self.browser_of(cookie)
        self._write_many([
            ("INSERT INTO owners VALUES (?, ?, ?) ON CONFLICT(kernel) DO UPDATE SET "
             "browser = excluded.browser, at = excluded.at", (kernel, browser, time.time())),
            ("INSERT OR IGNORE INTO places (browser) VALUES (?)", (browser,))])
        return browser

    def place(self, browser: str) -> int:
        """``browser``'s place in the class: 1 for the first that came, 2 for the next...
        (given now if it has none yet); the same for as long as the record is kept."""
        row = self.db.execute("SELECT place FROM places WHERE browser = ?",
                              (browser,)).fetchone()
        if row is None:
            self._write("INSERT OR IGNORE INTO places (browser) VALUES (?)", browser)
            row = self.db.execute("SELECT place FROM places WHERE browser = ?",
                                  (browser,)).fetchone()
        return int(row[0])

    def owner(self, kernel: str) -> str | None:
        """The browser kernel ``kernel`` serves, as the server wrote it (None: not said)."""
        row = self.db.execute("SELECT browser FROM owners WHERE kernel = ?",
                              (kernel,)).fetchone()
        return row[0] if row else None

    # -- what the kernels write -----------------------------------------------------------
    def join(self, browser: str, nickname: str, page: str, kernel: str,
             at: float | None = None) -> None:
        """Browser ``browser`` (nickname ``nickname``) has page ``page`` open in ``kernel``."""
        now = time.time() if at is None else at
        self._write_many([
            ("INSERT INTO students VALUES (?, ?, ?, ?) ON CONFLICT(browser) DO UPDATE SET "
             "nickname = excluded.nickname, last_seen = excluded.last_seen",
             (browser, clean_text(nickname, NICKNAME_LENGTH), now, now)),
            ("INSERT INTO presence VALUES (?, ?, ?, ?, ?) ON CONFLICT(kernel) DO UPDATE SET "
             "browser = excluded.browser, page = excluded.page, last_seen = excluded.last_seen",
             (kernel, browser, page, now, now)),
        ])

    def answer(self, browser: str, page: str, exercise: str, label: str, answer: str,
               correct: bool, hint: bool = False, at: float | None = None) -> bool:
        """Write an answer; False if ``browser`` is past its :class:`Rate` (not written)."""
        now = time.time() if at is None else at
        label, answer = clean_text(label), clean_text(answer)
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            if not self._allowed(browser, time.time()):
                return False
            cursor = self.db.execute(
                "INSERT INTO answers (at, browser, page, exercise, label, answer, correct, "
                "hint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (now, browser, page, exercise, label,
                                                          answer, int(bool(correct)),
                                                          int(bool(hint))))
            self.db.execute("INSERT OR IGNORE INTO first_answers VALUES (?, ?, ?, ?, ?)",
                            (exercise, browser, answer, int(bool(correct)), int(bool(hint))))
            self.db.execute("INSERT INTO exercises VALUES (?, ?, ?, ?, ?) ON CONFLICT(exercise) "
                            "DO UPDATE SET label = excluded.label, page = excluded.page, "
                            "last_id = excluded.last_id, last_at = excluded.last_at",
                            (exercise, label, page, cursor.lastrowid, now))
        return True

    def hint(self, browser: str, page: str, exercise: str, label: str,
             at: float | None = None) -> bool:
        """Write a hint asked; False if ``browser`` is past its :class:`Rate`."""
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            if not self._allowed(browser, time.time()):
                return False
            self.db.execute("INSERT INTO hints (at, browser, page, exercise, label) "
                            "VALUES (?, ?, ?, ?, ?)", (time.time() if at is None else at,
                                                       browser, page, exercise,
                                                       clean_text(label)))
        return True

    def run(self, browser: str, page: str, question: str, label: str, seed: str, n: int,
            hits: int, at: float | None = None) -> bool:
        """Write a lab run; False if ``browser`` is past its :class:`Rate`."""
        if not 0 <= hits <= n:
            raise ValueError(f"A run counts 0 to {n} hits, not {hits}.")
        seed, n, hits = clean_text(seed), int(n), int(hits)
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            if not self._allowed(browser, time.time()):
                return False
            cursor = self.db.execute(
                "INSERT INTO runs (at, browser, page, question, label, seed, n, hits) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (time.time() if at is None else at, browser,
                                                    page, question, clean_text(label), seed,
                                                    n, hits))
            run_id = cursor.lastrowid
            self.db.execute("INSERT INTO seeds VALUES (?, ?, ?, ?, ?, ?) "
                            "ON CONFLICT(question, seed) DO UPDATE SET run_id = excluded.run_id, "
                            "browser = excluded.browser, n = excluded.n, hits = excluded.hits "
                            "WHERE excluded.n > seeds.n",
                            (question, seed, run_id, browser, n, hits))
            self.db.execute("INSERT INTO questions VALUES (?, ?, 1) ON CONFLICT(question) DO "
                            "UPDATE SET last_id = excluded.last_id, runs = questions.runs + 1",
                            (question, run_id))
        return True

    # -- what the teacher writes -------------------------------------------------------------
    def send(self, page: str, seed: int | None) -> Notice:
        """Ask everyone to go to ``page`` (with ``seed``): their pages show a banner."""
        if not PAGE.fullmatch(page):
            raise ValueError(f"{page!r} is not a page of the guide.")
        now = time.time()
        self._write("INSERT INTO notices (at, page, seed) VALUES (?, ?, ?)", now, page, seed)
        return self.notice()  # type: ignore[return-value]

    def check_writable(self, wait_ms: int = 1000) -> None:
        """Write one small row (the time the teacher's page last looked), waiting at most
        ``wait_ms`` for another writer; raises what a kernel's write would raise."""
        self.db.execute(f"PRAGMA busy_timeout = {int(wait_ms)}")
        try:
            self._write("INSERT INTO meta VALUES ('teacher_looked', ?) ON CONFLICT(key) "
                        "DO UPDATE SET value = excluded.value", repr(time.time()))
        finally:
            self.db.execute(f"PRAGMA busy_timeout = {self.busy_ms}")

    # -- what the teacher reads ---------------------------------------------------------------
    def notice(self) -> Notice | None:
        row = self.db.execute("SELECT id, at, page, seed FROM notices ORDER BY id DESC "
                              "LIMIT 1").fetchone()
        return Notice(*row) if row else None

    def students(self) -> list[Student]:
        return [Student(*row) for row in self.db.execute(
            "SELECT browser, nickname FROM students ORDER BY first_seen")]

    def presence(self, kernels: Iterable[str] | None = None) -> list[Presence]:
        """Who has which page open (of ``kernels`` only, when given)."""
        sql = ("SELECT p.kernel, p.browser, COALESCE(s.nickname, ''), p.page, p.since, "
               "p.last_seen FROM presence p LEFT JOIN students s USING (browser)")
        if kernels is None:
            rows = self.db.execute(sql + " ORDER BY p.since")
        else:
            wanted = sorted(set(kernels))[:10_000]
            if not wanted:
                return []
            rows = self.db.execute(sql + f" WHERE p.kernel IN ({','.join('?' * len(wanted))})"
                                   " ORDER BY p.since", wanted)
        return [Presence(*row) for row in rows]

    def answers(self, exercise: str | None = None) -> list[Answer]:
        sql = ("SELECT id, at, browser, page, exercise, label, answer, correct, hint "
               "FROM answers")
        rows = (self.db.execute(sql + " WHERE exercise = ? ORDER BY id", (exercise,))
                if exercise else self.db.execute(sql + " ORDER BY id"))
        return [Answer(*row[:7], bool(row[7]), bool(row[8])) for row in rows]

    def runs(self, question: str | None = None) -> list[Run]:
        sql = "SELECT id, at, browser, page, question, label, seed, n, hits FROM runs"
        rows = (self.db.execute(sql + " WHERE question = ? ORDER BY id", (question,))
                if question else self.db.execute(sql + " ORDER BY id"))
        return [Run(*row) for row in rows]

    def hints(self) -> list[tuple[float, str, str, str, str]]:
        return list(self.db.execute("SELECT at, browser, page, exercise, label FROM hints "
                                    "ORDER BY id"))

    def latest_exercises(self, limit: int) -> list[tuple[str, str, str, float]]:
        """The ``limit`` exercises answered most recently: ``(exercise, label, page, at)``."""
        return list(self.db.execute("SELECT exercise, label, page, last_at FROM exercises "
                                    "ORDER BY last_id DESC LIMIT ?", (int(limit),)))

    def first_answers(self, exercise: str) -> list[tuple[str, bool, bool]]:
        """Each student's first answer to ``exercise``: ``(answer, right, after a hint)``."""
        return [(a, bool(c), bool(h)) for a, c, h in self.db.execute(
            "SELECT answer, correct, hint FROM first_answers WHERE exercise = ?", (exercise,))]

    def latest_questions(self, limit: int = 50) -> list[tuple[str, int]]:
        """The lab questions dealt, the most recent first: ``(question, runs)``."""
        return list(self.db.execute("SELECT question, runs FROM questions ORDER BY last_id "
                                    "DESC LIMIT ?", (int(limit),)))

    def counted_seeds(self, question: str) -> list[tuple[str, int, int]]:
        """The runs the pool counts for ``question`` (each seed once, at its largest N, the
        first such), in the order they were made: ``(browser, n, hits)``."""
        return list(self.db.execute("SELECT browser, n, hits FROM seeds WHERE question = ? "
                                    "ORDER BY run_id", (question,)))

    def question_runs(self, question: str) -> int:
        row = self.db.execute("SELECT runs FROM questions WHERE question = ?",
                              (question,)).fetchone()
        return row[0] if row else 0

    def latest_ids(self) -> tuple[int, int, int]:
        """The newest answer, run and notice (what changes when the class works)."""
        return tuple(self.db.execute(  # type: ignore[return-value]
            "SELECT (SELECT COALESCE(MAX(id), 0) FROM answers), "
            "(SELECT COALESCE(MAX(id), 0) FROM runs), "
            "(SELECT COALESCE(MAX(id), 0) FROM notices)").fetchone())

    def dropped(self) -> int:
        """Answers, hints and runs not written because their browser sent too many."""
        return self.db.execute("SELECT COALESCE(SUM(dropped), 0) FROM rates").fetchone()[0]

    def counts(self) -> dict[str, int]:
        """Rows in each table (what an export or a check of losses counts)."""
        return {table: self.db.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]
                for table in ("students", "presence", "answers", "hints", "runs", "notices")}

    # -- the teacher's files --------------------------------------------------------------------
    def export_rows(self) -> Iterator[dict[str, object]]:
        """Every answer, hint and lab run, oldest first, as rows of :data:`CSV_COLUMNS`."""
        names = {s.browser: s.name for s in self.students()}
        rows: list[dict[str, object]] = []
        for a in self.answers():
            rows.append({"time": a.at, "what": "answer", "student": names.get(a.browser, ""),
                         "browser": a.browser, "page": a.page, "exercise": a.label,
                         "answer": a.answer, "right": "yes" if a.correct else "no",
                         "hint": "yes" if a.hint else "no"})
        for at, browser, page, _key, label in self.hints():
            rows.append({"time": at, "what": "hint", "student": names.get(browser, ""),
                         "browser": browser, "page": page, "exercise": label})
        for r in self.runs():
            rows.append({"time": r.at, "what": "lab run", "student": names.get(r.browser, ""),
                         "browser": r.browser, "page": r.page, "question": r.label,
                         "seed": r.seed, "deals": r.n, "hits": r.hits})
        for row in sorted(rows, key=lambda row: float(row["time"])):  # type: ignore[arg-type]
            row["time"] = time.strftime("%Y-%m-%d %H:%M:%S",
                                        time.localtime(float(row["time"])))  # type: ignore[arg-type]
            yield {column: row.get(column, "") for column in CSV_COLUMNS}

    def export_csv(self, target: str | os.PathLike) -> int:
        """Write :meth:`export_rows` to ``target`` as CSV; returns the number of rows."""
        count = 0
        with open(target, "w", newline="", encoding="utf-8") as fh:
            writer = csv.DictWriter(fh, fieldnames=CSV_COLUMNS)
            writer.writeheader()
            for row in self.export_rows():
                writer.writerow(spreadsheet_row(row))
                count += 1
        return count


CSV_COLUMNS = ["time", "what", "student", "browser", "page", "exercise", "answer", "right",
               "hint", "question", "seed", "deals", "hits"]
#: The characters a spreadsheet starts a formula (or a DDE call) with, once their full-width
#: and small forms are folded to these (NFKC); and the minus sign, which some read as "-".
FORMULA_STARTS = frozenset("=+-@\t\r\n|") | {"\u2212"}
PLAIN_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")


def _spreadsheet_safe(value: object) -> object:
    """A text that a spreadsheet would read as a formula, made plain text (a leading ``'``).

    A plain number (``-2``, ``+0.5``) stays a number; anything else starting, after spaces,
    with a formula's first character (``=``, ``+``, ``-``, ``@``, a tab, a line break, or
    their full-width forms such as ``＝``) is quoted.

    >>> _spreadsheet_safe("-2+3+cmd|' /C calc'!A0"), _spreadsheet_safe("-0.5")
    ("'-2+3+cmd|' /C calc'!A0", '-0.5')
    >>> _spreadsheet_safe("\uff1d1+1"), _spreadsheet_safe(" =1"), _spreadsheet_safe("1/6")
    ("'\uff1d1+1", "' =1", '1/6')
    """
    if not isinstance(value, str) or not value:
        return value
    if PLAIN_NUMBER.fullmatch(value):
        return value
    start = value.lstrip(" \u3000\u00a0")[:1] or value[:1]
    if start in FORMULA_STARTS or unicodedata.normalize("NFKC", start)[:1] in FORMULA_STARTS:
        return "'" + value
    return value


def spreadsheet_row(row: dict[str, object]) -> dict[str, object]:
    """A row of the export with every text made safe for a spreadsheet."""
    return {key: _spreadsheet_safe(value) for key, value in row.items()}


def forget(folder: str | os.PathLike) -> list[Path]:
    """Remove the class record of ``folder`` (the database and its journal files); returns
    the files removed."""
    removed = []
    for name in (FILE, FILE + "-wal", FILE + "-shm", FILE + "-journal"):
        path = Path(folder) / name
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed
