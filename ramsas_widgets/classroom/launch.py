"""The launcher's class options: the class folder, the teacher's page, a quiet terminal.

With ``--classroom N`` the launcher (:mod:`ramsas_widgets.serve.launcher`) also

- keeps the class record in a class folder (``--class-folder``, default ``ramsas-class``
  in the current folder), which it names; the students' kernels write to it
  (:mod:`.kernel`), and a server started again on the same folder finds it as it was;
- gives the server a teacher's code of its own (``--teacher-code``, default a new random
  one), printed only here, with the teacher's page's address (:mod:`.teacher`);
- shows only its own lines: the address, the join code, the QR code, the teacher's
  address and, once the preheated pages are ready, a line that repeats them. The server's
  log goes to ``server.log`` in the class folder; ``--verbose`` shows it too, without the
  warnings a teacher can do nothing about (a kernel's "running over TCP without
  encryption", Voilà's own address with a ``...`` token).

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
from typing import IO

from ramsas_widgets.widgets.report import LISTENER_ENV

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
READY = "The preheated pages are ready"
#: Server lines a teacher can do nothing about: never shown, still in the log file.
NOISE = ("running over TCP without encryption", "susceptible to eavesdropping",
         "Voilà is running at", "?token=...", "/?token=")
CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"
#: Server lines always shown in the terminal: what happens to the class record.
RECORD_LINES = ("The class record cannot", "The class record could not",
                "The class record can be written again")
#: Seconds before the same line about the record is shown again.
RECORD_LINE_EVERY = 60.0


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


def running_words(folder: Path, pid: int) -> str:
    who = f"the class launcher (process {pid})" if pid else "a class launcher"
    return (f"The class in {folder} is running: {who} is serving it and writing its "
            "record. Stop it first (Ctrl+C in its terminal), then try again. Nothing was "
            "changed.")


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


def forget_folder(folder: Path, yes: bool) -> int:
    """``--forget``: refused while the class runs; else list what goes, ask, remove."""
    pid = holder_of(folder)
    if pid is not None:
        print(f"python -m ramsas_widgets: {running_words(folder, pid)}", file=sys.stderr)
        return 2
    lock = hold_folder(folder) if folder.is_dir() else None
    if folder.is_dir() and lock is None:
        print(f"python -m ramsas_widgets: {running_words(folder, 0)}", file=sys.stderr)
        return 2
    try:
        doomed = what_forget_removes(folder)
        if not any(p.name != LOCK_FILE for p in doomed):
            print(f"There is nothing of a class in {folder}.")
            return 0
        print(f"--forget removes everything the guide keeps about the class in {folder}:")
        for path in doomed:
            print(f"    {path}" + ("/ (the earlier lessons' records)"
                                   if path.name == SESSIONS else ""))
        if not yes:
            if not sys.stdin or not sys.stdin.isatty():
                print("python -m ramsas_widgets: nothing was removed. To remove these, "
                      "give --forget --yes (or run it in a terminal and answer yes).",
                      file=sys.stderr)
                return 2
            if input("Remove them? Type yes to remove, anything else to keep them: ").strip(
                    ).lower() != "yes":
                print("Nothing was removed.")
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
            print("python -m ramsas_widgets: these could not be removed: "
                  + "; ".join(failed) + ". Remove them by hand.", file=sys.stderr)
            return 1
        print(f"Removed {len(doomed)} files and folders of the class in {folder}.")
        return 0
    finally:
        if lock is not None:
            lock.close()
            (folder / LOCK_FILE).unlink(missing_ok=True)


def export(folder: Path, args: argparse.Namespace) -> int:
    """``--export [FILE]`` (of ``--session NAME``): write the record as CSV."""
    source = folder
    session = getattr(args, "session", None)
    if session:
        if session not in sessions(folder):
            kept = ", ".join(sessions(folder)) or "none"
            print(f"python -m ramsas_widgets: there is no session {session!r} in {folder} "
                  f"(the sessions kept: {kept}).", file=sys.stderr)
            return 2
        source = folder / SESSIONS / session
    if not (source / FILE).is_file():
        kept = sessions(folder)
        print(f"python -m ramsas_widgets: there is no class record in {folder} (give "
              "the class's folder with --class-folder"
              + (f"; earlier lessons: --session {', '.join(kept)}" if kept else "") + ").",
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
        print(f"python -m ramsas_widgets: the export could not be written to {target} "
              f"({err.strerror or err}). Give another file after --export.",
              file=sys.stderr)
        return 2
    print(f"Wrote {rows} rows of the class record to {target.resolve()}")
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
    return forget_folder(folder, bool(getattr(args, "yes", False)))


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
        return {FOLDER_ENV: str(self.folder), CODE_ENV: self.code, LISTENER_ENV: LISTENER}

    def teacher_url(self, serving) -> str:
        return f"{serving.base}teacher?code={self.code}"

    def banner(self, serving) -> str:
        """The teacher's lines, printed once: her page's address, marked as hers, and what
        to project (her page, never this terminal, which shows her code)."""
        return "\n".join([
            "YOUR TEACHER'S PAGE: for you alone. Open it on your own screen, then project "
            "that page, not this terminal: this address holds your teacher's code, and the "
            "teacher's page shows the students' QR code large without it.",
            f"\n    {self.teacher_url(serving)}\n",
            f"Class record: {self.folder} (--export writes it as CSV, --forget removes it)",
            f"Server's log: {self.log_path}" + ("" if self.verbose else
                                                " (--verbose shows it here too)"),
            ""])

    def ready_line(self, serving) -> str:
        """Said once the pages are ready: the students' address, never the teacher's code."""
        return (f"{READY}: the class can come. Students: {serving.url} "
                f"(join code {serving.token}). Your teacher's page is the address printed "
                "above for you alone: project it, not this terminal.")

    def follow(self, proc: subprocess.Popen, serving) -> threading.Thread:
        """Copy the server's output to the log file (and, with --verbose, here) and say the
        ready line once the server has said its pages are ready."""

        shown: dict[str, float] = {}

        def about_record(line: str) -> bool:
            """Whether ``line`` says what happens to the record and was not shown lately."""
            if not any(text in line for text in RECORD_LINES):
                return False
            if line.startswith("[kernel ") and " lost" not in line:
                return False  # the server says it for the class; a kernel only its losses
            key = re.sub(r"\d+", "#", line.split("The class record", 1)[1])
            now = time.monotonic()
            if now - shown.get(key, float("-inf")) < RECORD_LINE_EVERY:
                return False
            shown[key] = now
            return True

        def pump() -> None:
            said = False
            fd = os.open(self.log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            with open(fd, "a", encoding="utf-8", errors="replace") as log:
                for line in proc.stdout:  # type: ignore[union-attr]
                    log.write(line)
                    log.flush()
                    self.tail.append(line)
                    if self.verbose and not any(noise in line for noise in NOISE):
                        sys.stderr.write(line)
                        sys.stderr.flush()
                    elif not self.verbose and about_record(line):
                        sys.stderr.write(line[line.index("The class record"):])
                        sys.stderr.flush()
                    if READY in line and not said:
                        said = True
                        self.printed.wait(timeout=120)
                        print(self.ready_line(serving), flush=True)

        thread = threading.Thread(target=pump, name="ramsas-server-log", daemon=True)
        thread.start()
        return thread


def record_words(folder: Path, counts: dict[str, int]) -> str:
    """The line saying that this class continues the record of ``folder``."""
    answers, runs = counts.get("answers", 0), counts.get("runs", 0)
    said = [f"{answers:,} answer" + ("" if answers == 1 else "s")]
    if runs:
        said.append(f"{runs:,} lab run" + ("" if runs == 1 else "s"))
    return (f"Continuing the record of {folder.name}: {' and '.join(said)} "
            "(--new-session starts a new lesson's record and keeps this one).")


def prepare(args: argparse.Namespace, serving) -> ClassDesk | None:
    """The class desk for ``--classroom`` (None without it): the folder made and locked,
    the codes kept or made, its record opened once (so a broken one is said now, not by the
    first student)."""
    if not serving.classroom:
        return None
    folder = class_folder(args)
    given_code = getattr(args, "teacher_code", None)
    if given_code and not good_code(given_code):
        raise ValueError("--teacher-code: 6 to 64 letters and digits.")
    if given_code and given_code == serving.token:
        raise ValueError("--teacher-code must differ from the students' join code.")
    lock = hold_folder(folder)
    if lock is None:
        raise ValueError(running_words(folder, holder_of(folder) or 0))
    try:
        return _prepare(args, serving, folder, given_code, lock)
    except BaseException:
        lock.close()
        raise


def _prepare(args: argparse.Namespace, serving, folder: Path, given_code: str | None,
             lock: IO[str]) -> ClassDesk:
    said = []
    kept = None if getattr(args, "new_codes", False) else stored_codes(folder)
    if kept is not None and not getattr(args, "token", None):
        serving.token = kept[0]
    code = given_code or (kept[1] if kept is not None else teacher_code())
    if code == serving.token:
        raise ValueError("--teacher-code must differ from the students' join code.")
    if kept is not None:
        said.append(f"The class's codes are the ones kept in {folder / CODES_FILE}"
                    + (" (--new-codes makes new ones)." if (serving.token, code) == kept
                       else ", but for the code you gave."))
    if getattr(args, "new_session", False):
        aside = new_session(folder)
        if aside is not None:
            said.append(f"A new lesson's record: the one so far is kept in {aside} "
                        f"(--export --session {aside.name} writes it).")
    existed = (folder / FILE).is_file()
    try:
        with ClassRecord(folder) as record:
            counts = record.counts()
    except RecordError as err:
        raise RecordError(f"the class cannot start. {err}") from None
    if existed:
        said.append(record_words(folder, counts))
    try:
        store_codes(folder, serving.token, code)
    except OSError as err:
        said.append(f"The class's codes could not be kept in {folder / CODES_FILE} "
                    f"({err.strerror or err}): started again, the class gets new ones.")
    for line in said:
        print(line, flush=True)
    return ClassDesk(folder, code, verbose=bool(args.verbose), lock=lock)


def popen_options(desk: ClassDesk | None) -> dict:
    """How the server is started: with a class, its output comes to the launcher."""
    if desk is None:
        return {}
    return {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT, "text": True,
            "errors": "replace", "bufsize": 1}
