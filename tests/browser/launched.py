"""A class launcher started for a test: ``python -m ramsas_widgets --classroom N ...``.

The classroom, holding and teacher tests each start one on a loopback address standing in
for the machine's network address; this module starts it in a session of its own, keeps what
it prints (its own lines on stdout, the server's log on stderr) and waits for its ready line.
Stop it with :func:`tests.browser.conftest.stop_group`.
"""

from __future__ import annotations

import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .conftest import ARTIFACTS, ROOT, kernel_pids, stop_group

#: the launcher's line once the class's pages are preheated
READY = "The preheated pages are ready"


@dataclass
class Launched:
    """A running launcher: its process, port and address, and what it has printed."""

    proc: subprocess.Popen
    port: int
    address: str
    #: the join code, and the page :meth:`url` opens unless told another
    code: str = ""
    lesson: str = ""
    output: list[str] = field(default_factory=list)
    log: list[str] = field(default_factory=list)
    lines: queue.Queue = field(default_factory=queue.Queue)

    @property
    def base(self) -> str:
        return f"http://{self.address}:{self.port}/"

    def url(self, name: str = "", code: str | None = "", query: str = "") -> str:
        """A page's address: ``name`` (the class's lesson) with ``code`` (the join code;
        None: no code) and ``query``."""
        code = self.code if code == "" else code
        parts = [p for p in (f"token={code}" if code else "", query) if p]
        return (f"{self.base}voila/render/{name or self.lesson}"
                + ("?" + "&".join(parts) if parts else ""))

    def text(self) -> str:
        """The server's log so far."""
        return "".join(self.log)

    def save(self, name: str) -> Path:
        """Write what the launcher printed and the server's log to
        ``test-artifacts/<name>-<worker>-<port>.log`` (each server its own file), to read after a
        failure."""
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        path = ARTIFACTS / f"{name}-{worker}-{self.port}.log"
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as out:  # a server started again: both
            out.write("".join(self.output) + "\n--- the server's log ---\n" + self.text())
        return path

    def kernels(self) -> int:
        return len(kernel_pids(self.proc.pid))

    def server_pid(self) -> int:
        """The guide's server process (the launcher's child)."""
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    stat = (entry / "stat").read_text()
                    cmdline = (entry / "cmdline").read_bytes()
                except OSError:
                    continue
                if int(stat.rsplit(")", 1)[1].split()[1]) == self.proc.pid \
                        and b"ramsas_widgets.serve.server" in cmdline:
                    return int(entry.name)
        raise AssertionError("no server process under the launcher")

    def wait_for_line(self, text: str, timeout: float) -> None:
        """Wait until the launcher prints a line holding ``text``; fail with what it printed
        if it stops or the time runs out."""
        deadline = time.monotonic() + timeout
        while not any(text in line for line in self.output):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                pytest.fail(f"the launcher never said {text!r} (exit {self.proc.poll()}):\n"
                            + "".join(self.output) + self.text()[-3000:], pytrace=False)
            try:
                self.lines.get(timeout=0.5)
            except queue.Empty:
                pass


def _pump(stream, keep: list[str], lines: queue.Queue | None, timed: bool = False) -> None:
    """Keep what ``stream`` prints, line by line (``timed``: each after the time it came,
    ``12:03:04.5``, for a failure's log to show what took long)."""
    for line in stream:
        if timed:
            now = time.time()
            line = time.strftime("%H:%M:%S", time.localtime(now)) + f".{int(now * 10) % 10} " \
                + line
        keep.append(line)
        if lines is not None:
            lines.put(line)


def launch(address: str, port: int, args: list[str], *, code: str = "", lesson: str = "",
           ready_within: float = 180, before: Callable[[], None] | None = None) -> Launched:
    """Start ``python -m ramsas_widgets --no-browser --address ADDRESS --port PORT ARGS``
    and wait up to ``ready_within`` seconds for its ready line; ``code`` and ``lesson`` are
    the join code and lesson it was given (for :meth:`Launched.url`); ``before`` runs in
    the child before the launcher starts (to lower its open-file limit, say)."""
    cmd = [sys.executable, "-m", "ramsas_widgets", "--no-browser", "--address", address,
           "--port", str(port), *args]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            preexec_fn=before, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    launched = Launched(proc, port, address, code, lesson)
    threading.Thread(target=_pump, args=(proc.stdout, launched.output, launched.lines),
                     daemon=True).start()
    threading.Thread(target=_pump, args=(proc.stderr, launched.log, None, True),
                     daemon=True).start()
    try:
        launched.wait_for_line(READY, ready_within)
    except BaseException:
        stop_group(proc)
        raise
    return launched
