"""The launcher's class options: the class folder, the teacher's page, a quiet terminal.

With ``--classroom N`` the launcher (:mod:`ramsas_widgets.launcher`) also

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

``--export [FILE]`` writes the class folder's record as CSV and ``--forget`` removes it;
neither starts a server.

A record that cannot be used (damaged, read-only, on a full disk, locked by another program)
stops the launcher before the server starts, with a paragraph saying what is wrong and what
to do, and no traceback. Once the class runs, the server's lines about the class record (it
cannot be written, it can be written again; a page's kernel: answers lost) are shown in the
terminal even without ``--verbose``, each at most once a minute.
"""

from __future__ import annotations

import argparse
import os
import re
import secrets
import subprocess
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

from .kernel import FOLDER_ENV
from .record import FILE, ClassRecord, RecordError, forget
from .teacher import CODE_ENV

DEFAULT_FOLDER = "ramsas-class"
LOG_FILE = "server.log"
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
                   help="with --classroom: the code of the teacher's page (default: a new "
                        "random one)")
    p.add_argument("--export", nargs="?", const="", metavar="FILE",
                   help="write the class record as CSV (default FILE: class-record.csv in "
                        "the class folder) and stop")
    p.add_argument("--forget", action="store_true",
                   help="remove the class record of the class folder and stop")
    p.add_argument("--verbose", action="store_true",
                   help="with --classroom: show the server's log here too")


def class_folder(args: argparse.Namespace) -> Path:
    return Path(args.class_folder or DEFAULT_FOLDER).expanduser().resolve()


def standalone(args: argparse.Namespace) -> int | None:
    """``--export`` or ``--forget``: do it and return the exit code; else None."""
    if args.export is None and not args.forget:
        return None
    folder = class_folder(args)
    if args.export is not None:
        if not (folder / FILE).is_file():
            print(f"python -m ramsas_widgets: there is no class record in {folder} (give "
                  "the class's folder with --class-folder).", file=sys.stderr)
            return 2
        target = Path(args.export).expanduser() if args.export else folder / "class-record.csv"
        try:
            with ClassRecord(folder, create=False) as record:
                rows = record.export_csv(target)
        except RecordError as err:
            print(f"python -m ramsas_widgets: {err}", file=sys.stderr)
            return 2
        except OSError as err:
            print(f"python -m ramsas_widgets: the export could not be written to {target} "
                  f"({err.strerror or err}). Give another file after --export.",
                  file=sys.stderr)
            return 2
        print(f"Wrote {rows} rows of the class record to {target.resolve()}")
    if args.forget:
        removed = forget(folder)
        if removed:
            print(f"Removed the class record of {folder}.")
        else:
            print(f"There was no class record in {folder}.")
    return 0


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

    @property
    def log_path(self) -> Path:
        return self.folder / LOG_FILE

    def env(self) -> dict[str, str]:
        return {FOLDER_ENV: str(self.folder), CODE_ENV: self.code}

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


def prepare(args: argparse.Namespace, serving) -> ClassDesk | None:
    """The class desk for ``--classroom`` (None without it): the folder made, its record
    opened once (so a broken one is said now, not by the first student)."""
    if not serving.classroom:
        return None
    folder = class_folder(args)
    code = args.teacher_code or teacher_code()
    if not (6 <= len(code) <= 64 and code.isascii() and code.isalnum()):
        raise ValueError("--teacher-code: 6 to 64 letters and digits.")
    if code == serving.token:
        raise ValueError("--teacher-code must differ from the students' join code.")
    try:
        ClassRecord(folder).close()
    except RecordError as err:
        raise RecordError(f"the class cannot start. {err}") from None
    return ClassDesk(folder, code, verbose=bool(args.verbose))


def popen_options(desk: ClassDesk | None) -> dict:
    """How the server is started: with a class, its output comes to the launcher."""
    if desk is None:
        return {}
    return {"stdout": subprocess.PIPE, "stderr": subprocess.STDOUT, "text": True,
            "errors": "replace", "bufsize": 1}
