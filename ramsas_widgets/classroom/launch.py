"""The launcher's class options: the class folder, the teacher's page, a quiet terminal.

With ``--classroom N`` the launcher (:mod:`ramsas_widgets.serve.launcher`) also

- keeps the class record in a class folder (``--class-folder``, default ``ramsas-class``
  in the current folder), which it names; the students' kernels write to it
  (:mod:`.kernel`), and a server started again on the same folder finds it as it was;
- gives the server a teacher's code of its own (``--teacher-code``, default a new random
  one), printed only here, with the teacher's page's address (:mod:`.teacher`);
- shows only its own lines: the address, the join code, the QR code, the teacher's
  address and, once the server says its preheated pages are ready, a line that repeats
  them; and the lines of the server's log that the teacher must read (what happens to the
  class record). Those are found by their tag (:mod:`.terminal`), never by their words,
  which the server and its kernels say in the class's language. The server's log goes to
  ``server.log`` in the class folder; ``--verbose`` shows it too, without the warnings a
  teacher can do nothing about (a kernel's "running over TCP without encryption", Voilà's
  own address with a ``...`` token).

A class folder keeps its codes (``codes.json``, readable by the teacher alone): started again
on the same folder, the launcher gives the same join and teacher's codes, so students and the
teacher's tab carry on, unless ``--new-codes`` (or ``--token``, ``--teacher-code``) asks for
others; and it says that it continues a record ("Continuing the record of 3B: 214 answers").
``--new-session`` starts a new lesson's record in the same folder: the record so far is kept
in ``sessions/<date and time>/`` and ``--export --session <date and time>`` writes it.

While a class is served, the launcher holds ``server.lock`` in the class folder (a lock the
system frees when the launcher stops, however it stops): a second launcher on the folder,
``--forget`` and ``--new-session`` are refused while it runs, so no class goes on writing into
a record that is gone.

``--export [FILE]`` writes the class folder's record as CSV and ``--forget`` removes
everything the guide keeps in the class folder (the record and its sessions, the codes, the
server's log, the CSV exports, also those written elsewhere by ``--export FILE``): it lists
them first and asks (``--yes`` answers for a script). Neither starts a server.

A record that cannot be used (damaged, read-only, on a full disk, locked by another program)
stops the launcher before the server starts, with a paragraph saying what is wrong and what
to do, and no traceback. Once the class runs, the server's lines about the class record (it
cannot be written, it can be written again; a page's kernel: answers lost) are shown in the
terminal even without ``--verbose``, each at most once a minute.

What the launcher says to the teacher here (the banner, the ready line, the notes on the
codes and the record, ``--export`` and ``--forget``) is said in the guide's language
(``--lang``); the server's and the kernels' log lines, which the launcher recognises by their
words, stay in English, as do the options' ``--help``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import secrets
import shutil
import subprocess
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from fluent.runtime.types import FluentInt

from ramsas_widgets.i18n.locale import speaker
from ramsas_widgets.i18n.messages import plural, text
from ramsas_widgets.widgets.report import LISTENER_ENV

from . import terminal
from .kernel import FOLDER_ENV, LISTENER
from .record import FILE, ClassRecord, RecordError
from .teacher import CODE_ENV

DEFAULT_FOLDER = "ramsas-class"
LOG_FILE = "server.log"
#: The class's codes, kept in the class folder (mode 0600).
CODES_FILE = "codes.json"
#: Held (locked) by the launcher serving the class folder.
LOCK_FILE = "server.lock"
#: Where the lock's byte is (the process ID is written before it).
LOCK_AT = 64
#: The records of earlier lessons (``--new-session``).
SESSIONS = "sessions"
#: The files written by ``--export FILE`` outside the class folder (one path a line).
EXPORTS_FILE = "exports.txt"
DEFAULT_EXPORT = "class-record.csv"
#: The record's files: the database and its journals.
RECORD_FILES = (FILE, FILE + "-wal", FILE + "-shm", FILE + "-journal")
#: Server lines a teacher can do nothing about: never shown, still in the log file.
NOISE = ("running over TCP without encryption", "susceptible to eavesdropping",
         "Voilà is running at", "?token=...", "/?token=", terminal.READY)
CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"
#: Seconds before the same line about the record is shown again.
RECORD_LINE_EVERY = 60.0

# -- what the launcher says -------------------------------------------------------------------
RUNNING = {True: text("launch.running.pid",
                      "The class in {folder} is running: the class launcher (process {pid}) is "
                      "serving it and writing its record. Stop it first (Ctrl+C in its "
                      "terminal), then try again. Nothing was changed."),
           False: text("launch.running",
                       "The class in {folder} is running: a class launcher is serving it and "
                       "writing its record. Stop it first (Ctrl+C in its terminal), then try "
                       "again. Nothing was changed.")}
FORGET_NOTHING = text("launch.forget.nothing", "There is nothing of a class in {folder}.")
FORGET_LIST = text("launch.forget.list",
                   "--forget removes everything the guide keeps about the class in {folder}:")
FORGET_SESSIONS = text("launch.forget.sessions", "{path}/ (the earlier lessons' records)")
FORGET_UNASKED = text("launch.forget.unasked",
                      "nothing was removed. To remove these, give --forget --yes (or run it in "
                      "a terminal and answer yes).")
FORGET_ASK = text("launch.forget.ask",
                  "Remove them? Type yes to remove, anything else to keep them:")
#: The word that answers the question yes (in English too).
FORGET_YES = text("launch.forget.yes", "yes")
FORGET_KEPT = text("launch.forget.kept", "Nothing was removed.")
FORGET_FAILED = text("launch.forget.failed",
                     "these could not be removed: {paths}. Remove them by hand.")
FORGET_DONE = text("launch.forget.done", "Removed {n} files and folders of the class in {folder}.")
NO_SESSION = text("launch.export.no-session",
                  "there is no session {session} in {folder} (the sessions kept: {kept}).")
NO_SESSIONS = text("launch.export.no-sessions", "none")
NO_RECORD = {False: text("launch.export.no-record",
                         "there is no class record in {folder} (give the class's folder with "
                         "--class-folder)."),
             True: text("launch.export.no-record.sessions",
                        "there is no class record in {folder} (give the class's folder with "
                        "--class-folder; earlier lessons: --session {sessions}).")}
UNWRITABLE = text("launch.export.unwritable",
                  "the export could not be written to {target} ({reason}). Give another file "
                  "after --export.")
WROTE = text("launch.export.wrote", "Wrote {rows} rows of the class record to {target}")
BANNER = text("launch.banner.yours",
              "YOUR TEACHER'S PAGE: for you alone. Open it on your own screen, then project "
              "that page, not this terminal: this address holds your teacher's code, and the "
              "teacher's page shows the students' QR code large without it.")
BANNER_RECORD = text("launch.banner.record",
                     "Class record: {folder} (--export writes it as CSV, --forget removes it)")
BANNER_LOG = {True: text("launch.banner.log", "Server's log: {path}"),
              False: text("launch.banner.log.quiet",
                          "Server's log: {path} (--verbose shows it here too)")}
READY_LINE = text("launch.ready",
                  "The preheated pages are ready: the class can come. Students: {url} (join "
                  "code {code}). Your teacher's page is the address printed above for you "
                  "alone: project it, not this terminal.")
#: That the class continues a record: how many answers and lab runs it holds (a list of
#: counts, each a plural message, listed as the language lists).
CONTINUING = text("launch.continuing",
                  "Continuing the record of {name}: {counts} (--new-session starts a new "
                  "lesson's record and keeps this one).")
ANSWERS = plural("launch.count.answers", "n", "{n} answer", "{n} answers")
RUNS = plural("launch.count.runs", "n", "{n} lab run", "{n} lab runs")
CODES_KEPT = {True: text("launch.codes.kept",
                         "The class's codes are the ones kept in {path} (--new-codes makes new "
                         "ones)."),
              False: text("launch.codes.kept-but",
                          "The class's codes are the ones kept in {path}, but for the code you "
                          "gave.")}
CODES_UNKEPT = text("launch.codes.unkept",
                    "The class's codes could not be kept in {path} ({reason}): started again, "
                    "the class gets new ones.")
NEW_SESSION = text("launch.session.new",
                   "A new lesson's record: the one so far is kept in {path} (--export --session "
                   "{name} writes it).")
CANNOT_START = text("launch.cannot-start", "the class cannot start. {reason}")
CODE_FORM = text("launch.teacher-code.form", "--teacher-code: 6 to 64 letters and digits.")
CODE_SAME = text("launch.teacher-code.same",
                 "--teacher-code must differ from the students' join code.")


def language_of(args: Any) -> str:
    """The language the launcher speaks (``--lang``; English without it)."""
    return getattr(args, "lang", None) or "en"


def _plain(n: int, lang: str) -> Any:
    """A count said in a sentence: in English with its digits as they always were printed
    (no grouping), in another language as it writes numbers."""
    return FluentInt(n, useGrouping=False) if lang == "en" else n


def add_options(p: argparse.ArgumentParser) -> None:
    """The class options, added to the launcher's parser."""
    p.add_argument("--class-folder", metavar="DIR",
                   help=f"with --classroom: the folder of the class record and the server's "
                        f"log (default ./{DEFAULT_FOLDER})")
    p.add_argument("--teacher-code", metavar="CODE",
                   help="with --classroom: the code of the teacher's page (default: the "
                        "class folder's own, kept like the join code)")
    p.add_argument("--export", nargs="?", const="", metavar="FILE",
                   help="write the class record as CSV (default FILE: class-record.csv in "
                        "the class folder) and stop")
    p.add_argument("--session", metavar="NAME",
                   help="with --export: an earlier lesson's record (a folder name in the "
                        "class folder's sessions/)")
    p.add_argument("--forget", action="store_true",
                   help="remove everything the guide keeps in the class folder (the record "
                        "and its sessions, the codes, the log, the exports), listed first, "
                        "and stop")
    p.add_argument("--yes", action="store_true",
                   help="with --forget: do not ask before removing")
    p.add_argument("--new-codes", action="store_true",
                   help="with --classroom: new join and teacher's codes (else the class "
                        "folder's own are kept)")
    p.add_argument("--new-session", action="store_true",
                   help="with --classroom: a new lesson's record; the one so far is kept in "
                        "the class folder's sessions/")
    p.add_argument("--verbose", action="store_true",
                   help="with --classroom: show the server's log here too")


def class_folder(args: argparse.Namespace) -> Path:
    return Path(args.class_folder or DEFAULT_FOLDER).expanduser().resolve()


# -- the folder's lock --------------------------------------------------------------------
def _lock(fh: IO[str]) -> bool:
    """Take the lock of ``fh`` without waiting (False: another process holds it)."""
    try:
        if os.name == "nt":  # pragma: no cover - Windows
            import msvcrt

            fh.seek(LOCK_AT)
            msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def hold_folder(folder: Path) -> IO[str] | None:
    """Lock ``folder`` for this process (its ID written in the lock file); None when
    another process holds it. The lock goes with the returned file (closed, or the process
    stopped)."""
    folder.mkdir(parents=True, exist_ok=True)
    fd = os.open(folder / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    fh = open(fd, "r+", encoding="ascii")
    if not _lock(fh):
        fh.close()
        return None
    fh.seek(0)
    fh.write(f"{os.getpid():<{LOCK_AT - 1}}\n")
    fh.flush()
    return fh


def holder_of(folder: Path) -> int | None:
    """The process ID of the launcher serving ``folder`` now (0 if it cannot be read), or
    None when none does."""
    if not (folder / LOCK_FILE).is_file():
        return None
    fh = hold_folder(folder)
    if fh is not None:
        fh.close()
        return None
    try:
        text = (folder / LOCK_FILE).read_text(encoding="ascii", errors="replace")[:LOCK_AT]
        return int(text.split()[0])
    except (OSError, ValueError, IndexError):
        return 0


def running_words(folder: Path, pid: int, lang: str = "en") -> str:
    message = RUNNING[bool(pid)]
    return speaker(lang).say(message.id, folder=str(folder),
                             **({"pid": str(pid)} if pid else {}))


# -- the codes ------------------------------------------------------------------------------
def good_code(code: object) -> bool:
    return isinstance(code, str) and 6 <= len(code) <= 64 and code.isascii() \
        and code.isalnum()


def stored_codes(folder: Path) -> tuple[str, str] | None:
    """The join and teacher's codes kept in ``folder`` (None: none, or not readable)."""
    try:
        data = json.loads((folder / CODES_FILE).read_text(encoding="utf-8"))
        join, teacher = data["join"], data["teacher"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return (join, teacher) if good_code(join) and good_code(teacher) else None


def store_codes(folder: Path, join: str, teacher: str) -> None:
    """Keep the class's codes in ``folder``, readable by the teacher alone."""
    path = folder / CODES_FILE
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with open(fd, "w", encoding="utf-8") as fh:
        json.dump({"join": join, "teacher": teacher}, fh)
    os.chmod(path, 0o600)


# -- sessions and what forget removes ------------------------------------------------------------
def sessions(folder: Path) -> list[str]:
    """The earlier lessons' records kept in ``folder``, oldest first."""
    root = folder / SESSIONS
    if not root.is_dir():
        return []
    return sorted(p.name for p in root.iterdir() if (p / FILE).is_file())


def new_session(folder: Path) -> Path | None:
    """Put the record of ``folder`` aside in ``sessions/<date and time>/`` (None: there was
    none); the next record of the folder starts empty."""
    if not (folder / FILE).is_file():
        return None
    stamp = time.strftime("%Y-%m-%d-%H%M", time.localtime((folder / FILE).stat().st_mtime))
    target, n = folder / SESSIONS / stamp, 1
    while target.exists():
        n += 1
        target = folder / SESSIONS / f"{stamp}-{n}"
    target.mkdir(parents=True)
    for name in RECORD_FILES:
        if (folder / name).exists():
            os.replace(folder / name, target / name)
    return target


def exported_elsewhere(folder: Path) -> list[Path]:
    """The files ``--export FILE`` wrote outside ``folder`` (that still exist)."""
    try:
        lines = (folder / EXPORTS_FILE).read_text(encoding="utf-8").splitlines()
    except OSError:
        return []
    return sorted({Path(line) for line in lines if line.strip() and Path(line).is_file()})


def remember_export(folder: Path, target: Path) -> None:
    target = target.resolve()
    if target.parent == folder:
        return  # in the folder: forget finds it there
    with open(folder / EXPORTS_FILE, "a", encoding="utf-8") as fh:
        fh.write(f"{target}\n")


def what_forget_removes(folder: Path) -> list[Path]:
    """Everything the guide keeps about the class of ``folder``: the record, its sessions,
    the codes, the server's log, the CSV exports (in the folder and where --export wrote
    them), the list of those, the lock."""
    if not folder.is_dir():
        return []
    names = {*RECORD_FILES, CODES_FILE, EXPORTS_FILE, LOCK_FILE}
    found = [p for p in folder.iterdir() if p.name in names or p.suffix.lower() == ".csv"
             or (p.name.startswith(LOG_FILE) and p.is_file())]
    if (folder / SESSIONS).is_dir():
        found.append(folder / SESSIONS)
    return sorted(found) + exported_elsewhere(folder)


def forget_folder(folder: Path, yes: bool, lang: str = "en") -> int:
    """``--forget``: refused while the class runs; else list what goes, ask, remove."""
    say = speaker(lang).say
    pid = holder_of(folder)
    if pid is not None:
        print(f"python -m ramsas_widgets: {running_words(folder, pid, lang)}", file=sys.stderr)
        return 2
    lock = hold_folder(folder) if folder.is_dir() else None
    if folder.is_dir() and lock is None:
        print(f"python -m ramsas_widgets: {running_words(folder, 0, lang)}", file=sys.stderr)
        return 2
    try:
        doomed = what_forget_removes(folder)
        if not any(p.name != LOCK_FILE for p in doomed):
            print(say(FORGET_NOTHING.id, folder=str(folder)))
            return 0
        print(say(FORGET_LIST.id, folder=str(folder)))
        for path in doomed:
            print("    " + (say(FORGET_SESSIONS.id, path=str(path)) if path.name == SESSIONS
                            else str(path)))
        if not yes:
            if not sys.stdin or not sys.stdin.isatty():
                print(f"python -m ramsas_widgets: {say(FORGET_UNASKED.id)}", file=sys.stderr)
                return 2
            answer = input(say(FORGET_ASK.id) + " ").strip().lower()
            if answer not in {say(FORGET_YES.id).lower(), "yes"}:
                print(say(FORGET_KEPT.id))
                return 1
        failed = []
        for path in doomed:
            try:
                if path.is_dir():
                    shutil.rmtree(path)
                else:
                    path.unlink(missing_ok=True)
            except OSError as err:
                failed.append(f"{path} ({err.strerror or err})")
        if failed:
            print("python -m ramsas_widgets: " + say(FORGET_FAILED.id, paths="; ".join(failed)),
                  file=sys.stderr)
            return 1
        print(say(FORGET_DONE.id, n=_plain(len(doomed), lang), folder=str(folder)))
        return 0
    finally:
        if lock is not None:
            lock.close()
            (folder / LOCK_FILE).unlink(missing_ok=True)


def export(folder: Path, args: argparse.Namespace) -> int:
    """``--export [FILE]`` (of ``--session NAME``): write the record as CSV."""
    lang = language_of(args)
    say = speaker(lang).say
    source = folder
    session = getattr(args, "session", None)
    if session:
        if session not in sessions(folder):
            kept = ", ".join(sessions(folder)) or say(NO_SESSIONS.id)
            print("python -m ramsas_widgets: " + say(NO_SESSION.id, session=repr(session),
                                                     folder=str(folder), kept=kept),
                  file=sys.stderr)
            return 2
        source = folder / SESSIONS / session
    if not (source / FILE).is_file():
        kept = sessions(folder)
        print("python -m ramsas_widgets: " + say(NO_RECORD[bool(kept)].id, folder=str(folder),
                                                 **({"sessions": ", ".join(kept)} if kept
                                                    else {})),
              file=sys.stderr)
        return 2
    default = f"class-record-{session}.csv" if session else DEFAULT_EXPORT
    target = Path(args.export).expanduser() if args.export else folder / default
    try:
        with ClassRecord(source, create=False) as record:
            rows = record.export_csv(target)
        remember_export(folder, target)
    except RecordError as err:
        print(f"python -m ramsas_widgets: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print("python -m ramsas_widgets: " + say(UNWRITABLE.id, target=str(target),
                                                 reason=str(err.strerror or err)),
              file=sys.stderr)
        return 2
    print(say(WROTE.id, rows=_plain(rows, lang), target=str(target.resolve())))
    return 0


def standalone(args: argparse.Namespace) -> int | None:
    """``--export`` or ``--forget``: do it and return the exit code; else None."""
    if args.export is None and not args.forget:
        return None
    folder = class_folder(args)
    if args.export is not None:
        done = export(folder, args)
        if done or not args.forget:
            return done
    return forget_folder(folder, bool(getattr(args, "yes", False)), language_of(args))


def teacher_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(12))


@dataclass
class ClassDesk:
    """The launcher's side of a class: the folder, the teacher's code, the server's log."""

    folder: Path
    code: str
    verbose: bool = False
    printed: threading.Event = field(default_factory=threading.Event)
    tail: deque = field(default_factory=lambda: deque(maxlen=40))
    #: the folder's lock, held while the class is served (see the module)
    lock: IO[str] | None = None
    #: the language the launcher speaks to the teacher
    lang: str = "en"

    def release(self) -> None:
        """Free the class folder (the class has stopped)."""
        if self.lock is not None:
            self.lock.close()
            self.lock = None
            (self.folder / LOCK_FILE).unlink(missing_ok=True)

    @property
    def log_path(self) -> Path:
        return self.folder / LOG_FILE

    def env(self) -> dict[str, str]:
        """The server's environment, which its kernels inherit: the class folder, the
        teacher's code, and the class record as the widgets' listener."""
        return {FOLDER_ENV: str(self.folder), CODE_ENV: self.code, LISTENER_ENV: LISTENER,
                terminal.LANG_ENV: self.lang}

    def teacher_url(self, serving) -> str:
        return f"{serving.base}teacher?code={self.code}"

    def banner(self, serving) -> str:
        """The teacher's lines, printed once: her page's address, marked as hers, and what
        to project (her page, never this terminal, which shows her code)."""
        say = speaker(self.lang).say
        return "\n".join([
            say(BANNER.id),
            f"\n    {self.teacher_url(serving)}\n",
            say(BANNER_RECORD.id, folder=str(self.folder)),
            say(BANNER_LOG[self.verbose].id, path=str(self.log_path)),
            ""])

    def ready_line(self, serving) -> str:
        """Said once the pages are ready: the students' address, never the teacher's code."""
        return speaker(self.lang).say(READY_LINE.id, url=serving.url, code=serving.token)

    def follow(self, proc: subprocess.Popen, serving) -> threading.Thread:
        """Copy the server's output to the log file (and, with --verbose, here) and say the
        ready line once the server has said its pages are ready."""

        shown: dict[str, float] = {}

        def about_record(line: str) -> str | None:
            """What ``line`` tells the teacher about the record (:data:`terminal.SHOW`),
            unless the same was shown lately."""
            said = terminal.shown(line)
            if said is None:
                return None
            key = re.sub(r"\d+", "#", said)
            now = time.monotonic()
            if now - shown.get(key, float("-inf")) < RECORD_LINE_EVERY:
                return None
            shown[key] = now
            return said

        def pump() -> None:
            said = False
            fd = os.open(self.log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            with open(fd, "a", encoding="utf-8", errors="replace") as log:
                for line in proc.stdout:  # type: ignore[union-attr]
                    log.write(line)
                    log.flush()
                    self.tail.append(line)
                    record = None if self.verbose else about_record(line)
                    if self.verbose and not any(noise in line for noise in NOISE):
                        sys.stderr.write(line)
                        sys.stderr.flush()
                    elif record is not None:
                        sys.stderr.write(record + "\n")
                        sys.stderr.flush()
                    if terminal.is_ready(line) and not said:
                        said = True
                        self.printed.wait(timeout=120)
                        print(self.ready_line(serving), flush=True)

        thread = threading.Thread(target=pump, name="ramsas-server-log", daemon=True)
        thread.start()
        return thread


def record_words(folder: Path, counts: dict[str, int], lang: str = "en") -> str:
    """The line saying that this class continues the record of ``folder``."""
    answers, runs = counts.get("answers", 0), counts.get("runs", 0)
    said = speaker(lang)
    held = [said.say(ANSWERS.id, n=_plain(answers, lang))]
    if runs:
        held.append(said.say(RUNS.id, n=_plain(runs, lang)))
    return said.say(CONTINUING.id, name=folder.name, counts=said.words(held))


def prepare(args: argparse.Namespace, serving) -> ClassDesk | None:
    """The class desk for ``--classroom`` (None without it): the folder made and locked,
    the codes kept or made, its record opened once (so a broken one is said now, not by the
    first student)."""
    if not serving.classroom:
        return None
    lang = getattr(serving, "lang", None) or "en"
    folder = class_folder(args)
    given_code = getattr(args, "teacher_code", None)
    if given_code and not good_code(given_code):
        raise ValueError(speaker(lang).say(CODE_FORM.id))
    if given_code and given_code == serving.token:
        raise ValueError(speaker(lang).say(CODE_SAME.id))
    lock = hold_folder(folder)
    if lock is None:
        raise ValueError(running_words(folder, holder_of(folder) or 0, lang))
    try:
        return _prepare(args, serving, folder, given_code, lock)
    except BaseException:
        lock.close()
        raise


def _prepare(args: argparse.Namespace, serving, folder: Path, given_code: str | None,
             lock: IO[str]) -> ClassDesk:
    lang = getattr(serving, "lang", None) or "en"
    say = speaker(lang).say
    said = []
    kept = None if getattr(args, "new_codes", False) else stored_codes(folder)
    if kept is not None and not getattr(args, "token", None):
        serving.token = kept[0]
    code = given_code or (kept[1] if kept is not None else teacher_code())
    if code == serving.token:
        raise ValueError(say(CODE_SAME.id))
    if kept is not None:
        said.append(say(CODES_KEPT[(serving.token, code) == kept].id,
                        path=str(folder / CODES_FILE)))
    if getattr(args, "new_session", False):
        aside = new_session(folder)
        if aside is not None:
            said.append(say(NEW_SESSION.id, path=str(aside), name=aside.name))
    existed = (folder / FILE).is_file()
    try:
        with ClassRecord(folder) as record:
            counts = record.counts()
    except RecordError as err:
        raise RecordError(say(CANNOT_START.id, reason=str(err))) from None
    if existed:
        said.append(record_words(folder, counts, lang))
    try:
        store_codes(folder, serving.token, code)
    except OSError as err:
        said.append(say(CODES_UNKEPT.id, path=str(folder / CODES_FILE),
                        reason=str(err.strerror or err)))
    for line in said:
        print(line, flush=True)
    return ClassDesk(folder, code, verbose=bool(args.verbose), lock=lock, lang=lang)


def popen_options(desk: ClassDesk | None) -> dict:
    """How the server is started: with a class, its output comes to the launcher."""
    if desk is None:
        return {}
    return {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT, "text": True,
            "errors": "replace", "bufsize": 1}
