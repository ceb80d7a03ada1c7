"""The class record: what a class did, kept on the teacher's machine in one SQLite file.

:class:`ClassRecord` is the record of one class folder (``record.sqlite`` in it), written by
the students' kernels as they work and read by the teacher's page. It is anonymous: a
student is a random per-browser ID and the nickname he chose, if any. It holds

- ``students``: each browser ID with its nickname;
- ``presence``: which kernel (page) each browser has open, on which page;
- ``answers``: each answer to an exercise (which exercise, the answer, right or wrong,
  whether a hint had been asked for it);
- ``hints``: each hint asked;
- ``runs``: each run of the probability lab (the question, the seed, N and the hits);
- ``notices``: what the teacher sent everyone to (a page and a seed).

Many kernels write at once: the file is in WAL mode (readers never wait for a writer), every
connection waits up to :data:`BUSY_MS` for another's write, and every write is one short
transaction. Nothing is kept in memory: a server stopped and started again on the same
folder finds the record as it was.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> rec = ClassRecord(folder)
>>> rec.join("a" * 32, "Ana", "06_probability_lab.ipynb", kernel="k1")
>>> rec.answer("a" * 32, "06_probability_lab.ipynb", "prob:nine", "A nine", "1/6", True)
>>> [(a.answer, a.correct) for a in rec.answers()]
[('1/6', True)]
>>> ClassRecord(folder).students()[0].nickname  # opened again: nothing lost
'Ana'
"""

from __future__ import annotations

import csv
import os
import re
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

FILE = "record.sqlite"
#: How long a write waits for another kernel's write before giving up (milliseconds).
BUSY_MS = 10_000
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
"""
#: A browser ID as the page makes it: 32 hexadecimal digits.
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
class Student:
    browser: str
    nickname: str

    @property
    def name(self) -> str:
        """The nickname, or a short name made from the browser ID."""
        return self.nickname or f"Student {self.browser[:4]}"


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

    One object holds one SQLite connection: use it from one thread.
    """

    def __init__(self, folder: str | os.PathLike, *, create: bool = True) -> None:
        self.folder = Path(folder)
        self.path = self.folder / FILE
        if create:
            self.folder.mkdir(parents=True, exist_ok=True)
        elif not self.path.is_file():
            raise FileNotFoundError(f"There is no class record in {self.folder}.")
        import sqlite3  # here, not at the top: a page of the static site (Pyodide, where
        # sqlite3 is a package of its own) imports this module and never opens a record

        self.db = sqlite3.connect(self.path, timeout=BUSY_MS / 1000, isolation_level=None,
                                  check_same_thread=False)
        self.db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        self.db.execute("PRAGMA journal_mode = WAL")
        self.db.execute("PRAGMA synchronous = NORMAL")
        self.db.executescript(SCHEMA)
        try:
            os.chmod(self.path, 0o600)  # the class's answers are the teacher's alone
        except OSError:
            pass

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

    # -- what the kernels write -----------------------------------------------------------
    def join(self, browser: str, nickname: str, page: str, kernel: str) -> None:
        """Browser ``browser`` (nickname ``nickname``) has page ``page`` open in ``kernel``."""
        now = time.time()
        self._write_many([
            ("INSERT INTO students VALUES (?, ?, ?, ?) ON CONFLICT(browser) DO UPDATE SET "
             "nickname = excluded.nickname, last_seen = excluded.last_seen",
             (browser, clean_text(nickname, NICKNAME_LENGTH), now, now)),
            ("INSERT INTO presence VALUES (?, ?, ?, ?, ?) ON CONFLICT(kernel) DO UPDATE SET "
             "browser = excluded.browser, page = excluded.page, last_seen = excluded.last_seen",
             (kernel, browser, page, now, now)),
        ])

    def answer(self, browser: str, page: str, exercise: str, label: str, answer: str,
               correct: bool, hint: bool = False) -> None:
        self._write("INSERT INTO answers (at, browser, page, exercise, label, answer, correct, "
                    "hint) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", time.time(), browser, page,
                    exercise, clean_text(label), clean_text(answer), int(bool(correct)),
                    int(bool(hint)))

    def hint(self, browser: str, page: str, exercise: str, label: str) -> None:
        self._write("INSERT INTO hints (at, browser, page, exercise, label) "
                    "VALUES (?, ?, ?, ?, ?)", time.time(), browser, page, exercise,
                    clean_text(label))

    def run(self, browser: str, page: str, question: str, label: str, seed: str, n: int,
            hits: int) -> None:
        if not 0 <= hits <= n:
            raise ValueError(f"A run counts 0 to {n} hits, not {hits}.")
        self._write("INSERT INTO runs (at, browser, page, question, label, seed, n, hits) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", time.time(), browser, page, question,
                    clean_text(label), clean_text(seed), int(n), int(hits))

    # -- what the teacher writes -------------------------------------------------------------
    def send(self, page: str, seed: int | None) -> Notice:
        """Ask everyone to go to ``page`` (with ``seed``): their pages show a banner."""
        if not PAGE.fullmatch(page):
            raise ValueError(f"{page!r} is not a page of the guide.")
        now = time.time()
        self._write("INSERT INTO notices (at, page, seed) VALUES (?, ?, ?)", now, page, seed)
        return self.notice()  # type: ignore[return-value]

    # -- what the teacher reads ---------------------------------------------------------------
    def notice(self) -> Notice | None:
        row = self.db.execute("SELECT id, at, page, seed FROM notices ORDER BY id DESC "
                              "LIMIT 1").fetchone()
        return Notice(*row) if row else None

    def students(self) -> list[Student]:
        return [Student(*row) for row in self.db.execute(
            "SELECT browser, nickname FROM students ORDER BY first_seen")]

    def presence(self) -> list[Presence]:
        return [Presence(*row) for row in self.db.execute(
            "SELECT p.kernel, p.browser, COALESCE(s.nickname, ''), p.page, p.since, "
            "p.last_seen FROM presence p LEFT JOIN students s USING (browser) "
            "ORDER BY p.since")]

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
                writer.writerow({k: _spreadsheet_safe(v) for k, v in row.items()})
                count += 1
        return count


CSV_COLUMNS = ["time", "what", "student", "browser", "page", "exercise", "answer", "right",
               "hint", "question", "seed", "deals", "hits"]


def _spreadsheet_safe(value: object) -> object:
    """A typed text that a spreadsheet would read as a formula, made plain text."""
    if isinstance(value, str) and (value[:1] in ("=", "@", "\t", "\r") or (
            value[:1] in ("+", "-") and not value[1:2].isdigit())):
        return "'" + value
    return value


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
