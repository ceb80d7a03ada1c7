"""What a process tree uses, read from /proc (Linux): for the benchmarks that start a server
or a browser and count what it and its children take, and nothing else on the machine.

A tree is a process and every process below it (a server and its kernels, a browser and its
renderers). Its CPU time counts the children that have already exited too, once their
parent has collected them (``cutime``/``cstime``), so a renderer or a kernel that was shut
down before the reading is not lost.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")
TICKS = os.sysconf("SC_CLK_TCK")


def process_table() -> dict[int, tuple[int, bytes]]:
    """Every process now: pid -> (parent pid, command line)."""
    table = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
                table[int(entry.name)] = (ppid, (entry / "cmdline").read_bytes())
            except (OSError, IndexError, ValueError):
                continue
    return table


def descendants(roots: int | Iterable[int],
                table: dict[int, tuple[int, bytes]] | None = None) -> list[int]:
    """``roots`` and every process below them."""
    table = process_table() if table is None else table
    children: dict[int, list[int]] = {}
    for child, (ppid, _) in table.items():
        children.setdefault(ppid, []).append(child)
    found, todo = [], [roots] if isinstance(roots, int) else list(roots)
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(children.get(current, []))
    return found


def cpu_seconds(pid: int) -> float:
    """User and system CPU of ``pid`` and of its children it has collected (0 if gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return sum(int(x) for x in fields[11:15]) / TICKS
    except (OSError, IndexError, ValueError):
        return 0.0


def memory_mib(pid: int) -> tuple[float, float]:
    """Resident (RSS) and proportional (PSS: shared pages divided among their users) MiB."""
    rss = pss = 0.0
    try:
        rss = int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE_SIZE / 2**20
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                pss = int(line.split()[1]) / 2**10
                break
    except (OSError, IndexError, ValueError):
        pass
    return rss, pss


@dataclass
class Usage:
    """A tree at one moment: CPU so far (collected children included), memory now, and how
    many of its processes' command lines hold ``marker`` (kernels, renderers...)."""

    cpu_s: float
    rss_mib: float
    pss_mib: float
    processes: int
    marked: int


#: A kernel forked by the guide's server (serve/kernel_fork.py): its command line is its fork
#: server's, its process name this.
FORKED_KERNEL = b"ramsas-kernel"


def process_name(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/comm").read_bytes().strip()
    except OSError:
        return b""


def usage(roots: int | Iterable[int], marker: bytes = b"ipykernel") -> Usage:
    """``marker`` ``b"ipykernel"`` counts the kernels, forked ones (named) too."""
    table = process_table()
    cpu = rss = pss = 0.0
    pids = descendants(roots, table)
    marked = 0
    for pid in pids:
        cpu += cpu_seconds(pid)
        r, p = memory_mib(pid)
        rss, pss = rss + r, pss + p
        marked += marker in table.get(pid, (0, b""))[1] or (
            marker == b"ipykernel" and process_name(pid) == FORKED_KERNEL)
    return Usage(cpu, rss, pss, len(pids), marked)


def chromium_roots(below: int | None = None) -> list[int]:
    """The browsers started below ``below`` (default: this process, through Playwright's
    driver): the Chromium processes whose parent is not a Chromium. Their trees hold
    every process of those browsers, and nothing of another browser on the machine."""
    table = process_table()
    mine = descendants(os.getpid() if below is None else below, table)

    def is_chromium(pid: int) -> bool:
        return b"chromium" in table.get(pid, (0, b""))[1].split(b" ")[0].split(b"\0")[0]

    return [pid for pid in mine if is_chromium(pid) and not is_chromium(table[pid][0])]


def settle(roots: int | Iterable[int], after_s: float = 0.0, quiet_s: float = 3.0,
           kernels: int | None = None, timeout: float = 300.0) -> bool:
    """Wait ``after_s`` seconds, then until the tree has used under a tenth of a CPU second
    in ``quiet_s`` seconds (and, if given, holds ``kernels`` kernels): a server whose pool
    has refilled and run its pages. False if it did not settle within ``timeout``."""
    time.sleep(after_s)
    deadline = time.monotonic() + timeout
    last = usage(roots)
    while time.monotonic() < deadline:
        time.sleep(quiet_s)
        now = usage(roots)
        if now.cpu_s - last.cpu_s < 0.1 and (kernels is None or now.marked == kernels):
            return True
        last = now
    return False
