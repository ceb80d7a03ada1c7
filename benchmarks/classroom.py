"""Can one machine hold a classroom? Another launcher against the guide's server, in one run.

    python benchmarks/classroom.py --cold-launcher DIR [--students 30] [--rounds 2]
                                   [--single-rounds 3] [--linger 300] [--skip-single]
                                   [--other-class]

``--cold-launcher DIR`` is a checkout of the launcher to compare with; it serves its own
notebooks with its own package (``PYTHONPATH=DIR``), as ``python -m ramsas_widgets`` does
there (with ``--other-class``, as a class launcher like this one: another version of it,
its preheated pages ready before the class comes). This checkout is the other side. Both
sides open Lesson 1 (``01_lithuanian_ramsas.ipynb``), each checkout's own; the run says
how many widgets each shows and whether the two notebooks' code differs. For the same page
on both sides served by the launcher as it was before the guide had its own server (plain
Voilà: a kernel started and the lesson run for each page), make DIR a worktree of this
commit with that launcher put back::

    git worktree add --detach ../cold HEAD
    git show 114f50b:ramsas_widgets/launcher.py \
        | sed 's/^from \\. import template/from ramsas_widgets import template/' \
        > ../cold/ramsas_widgets/serve/launcher.py

(the launcher then lay beside the package's other modules; it now lies in ``serve/``).

Both are driven by Debian's headless Chromium (Playwright), where no host name but
127.0.0.1 resolves (a request to another host fails and counts against the page); each
student is a browser context of its own (an empty cache). Two measurements:

1. **One page**, ``--single-rounds`` times, the two servers interleaved (the order swapped
   every round): Lesson 1 from the cold launcher (a kernel started and the lesson run for
   the page) against Lesson 1 from ``python -m ramsas_widgets`` (a preheated kernel), each
   opened once per round; after each page is left its server is given time to settle (the
   new one to refill its pool) before the next.
2. **A class arriving at once**, ``--rounds`` times each, interleaved cold / new / new /
   cold...: ``--students`` pages of Lesson 1 opened at the same moment. The server and its
   kernels run on CPU 0 (``taskset -c 0``), this script and the browser on CPU 1. "new" is
   ``python -m ramsas_widgets --classroom N --lesson 1`` (on 127.0.0.1 here: tests and
   benchmarks send traffic to loopback addresses only), measured once it says its preheated
   pages are ready. For every run: pages whole (every widget of the page on screen, no page
   error, no failed request, no error text), HTML in and time to widgets (median and worst),
   bytes on the wire per page (HTTP transfer sizes, headers included, from the browser's
   resource timing; and the kernel websocket's bytes received), and what the class costs
   the server per student: the CPU time of the launcher, the server and ALL its kernels
   (the preheated pool included, and kept for the other pages) from the server's start,
   preheating included, to the moment the last page is whole, and their memory at that
   moment (resident, RSS, as ``ps`` counts it, and proportional, PSS, with the pages
   processes share divided among them), both divided by the number of students; the part
   spent before the class came is printed too. Then the pages are left as a student
   leaves them (the tab is closed: Voilà's unload handler asks for its kernel's shutdown)
   and, ``--linger`` seconds later, how many of the class's kernels still run. The load
   average is printed with every run.

"Time to widgets" runs from the browser's navigation start until every widget output of the
page is on screen, timed in the page itself (``performance.now()``); "HTML in" is when the
page's HTML had arrived. Figures go to the terminal and to
``test-artifacts/classroom.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.processes import descendants, process_table, settle, usage  # noqa: E402
from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    VIEWPORT,
    kernel_pids_by_id,
    stop_group,
)

LESSON = "01_lithuanian_ramsas.ipynb"
TOKEN = "benchcode"
#: No host but this machine resolves: a request to another host fails, and is counted as a
#: failed request of the page (cheaper than intercepting every request).
BROWSER_ARGS = [*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
TIMEOUT_MS = 600_000
SERVER_CPU, BROWSER_CPU = 0, 1
ARTIFACTS = ROOT / "test-artifacts"
#: Output areas holding a widget that is laid out on screen.
SHOWN = ("() => [...document.querySelectorAll('.jp-OutputArea-output')]"
         ".filter(o => { const w = o.querySelector('.jupyter-widgets');"
         " return w && w.getBoundingClientRect().height > 0; }).length")
#: Counts what the page's kernel websockets receive (installed before the page's scripts).
COUNT_WEBSOCKETS = """
(() => { const Native = window.WebSocket; window.__rwWsBytes = 0;
  function Counted(url, protocols) {
    const s = protocols === undefined ? new Native(url) : new Native(url, protocols);
    s.addEventListener('message', e => { window.__rwWsBytes +=
      typeof e.data === 'string' ? e.data.length : (e.data.byteLength || e.data.size || 0); });
    return s; }
  Counted.prototype = Native.prototype;
  ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'].forEach(k => { Counted[k] = Native[k]; });
  window.WebSocket = Counted; })();
"""
#: The page notes when its widgets are all on screen, looking every 250 ms: with 30 pages on
#: one core, the browser driver asking each page 20 times a second would slow them all.
WATCH = f"""n => {{ const look = () => {{ if (({SHOWN})() >= n) {{
  window.__rwShownAt = performance.now(); }} else {{ setTimeout(look, 250); }} }}; look(); }}"""
BYTES = """() => { const nav = performance.getEntriesByType('navigation')[0];
  const res = performance.getEntriesByType('resource');
  return {http: nav.transferSize + res.reduce((s, r) => s + r.transferSize, 0),
          requests: 1 + res.length, ws: window.__rwWsBytes || 0,
          html: nav.responseEnd / 1000}; }"""


# -- servers ---------------------------------------------------------------------------------
def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def alive_kernels(root: int, kernel_pids: dict[str, int]) -> int:
    """How many of the class's kernels (id -> pid, read while they ran) still run below
    ``root``."""
    below = set(descendants(root, process_table()))
    return sum(1 for pid in kernel_pids.values() if pid in below)


class Server:
    """A launcher (``python -m ramsas_widgets ...``) from a checkout, in a session of its own,
    optionally pinned to one CPU; its output kept in a log file of its own."""

    started_count = 0

    def __init__(self, name: str, checkout: Path, args: list[str], pin: int | None,
                 token: str = "") -> None:
        self.name, self.checkout, self.token = name, checkout, token
        self.port = free_port()
        ARTIFACTS.mkdir(exist_ok=True)
        Server.started_count += 1
        self.log_path = ARTIFACTS / f"classroom-{name}-{Server.started_count}.log"
        self.log = self.log_path.open("w")
        cmd = [sys.executable, "-m", "ramsas_widgets", "--no-browser", "--port",
               str(self.port), *args]
        if pin is not None:
            cmd = ["taskset", "-c", str(pin), *cmd]
        env = {**os.environ, "PYTHONPATH": str(checkout), "PYTHONUNBUFFERED": "1"}
        self.started = time.monotonic()
        self.proc = subprocess.Popen(cmd, cwd=checkout, env=env, stdout=self.log,
                                     stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                     start_new_session=True)
        self.base = f"http://127.0.0.1:{self.port}/"

    def text(self) -> str:
        self.log.flush()
        return self.log_path.read_text(errors="replace")

    def wait_for(self, pattern: str, timeout: float = 600) -> float:
        deadline = time.monotonic() + timeout
        while not re.search(pattern, self.text()):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{self.name}: no {pattern!r} in {self.log_path}")
            time.sleep(0.5)
        return time.monotonic() - self.started

    def lesson_url(self) -> str:
        url = f"{self.base}voila/render/{LESSON}"
        return f"{url}?token={self.token}" if self.token else url

    def stop(self) -> None:
        stop_group(self.proc)
        self.log.close()


def cold_server(checkout: Path, pin: int | None) -> Server:
    server = Server("cold", checkout, [], pin)
    server.wait_for(r"The guide is open at", 180)
    return server


def new_server(students: int, pin: int | None, extra: list[str] | None = None,
               checkout: Path = ROOT, name: str = "new") -> Server:
    args = ["--address", "127.0.0.1", "--lesson", "1"]
    if students:
        # every browser of the run comes from 127.0.0.1, as a class behind one NAT would;
        # the server's log on stderr (the Server keeps it), the class record in a folder of
        # the run's own
        args = ["--classroom", str(students), "--token", TOKEN, "--shared-address",
                "--verbose", "--class-folder", tempfile.mkdtemp(prefix="ramsas-class-"), *args]
    server = Server(name, checkout, [*args, *(extra or [])], pin, TOKEN if students else "")
    server.wait_for(r"The preheated pages are ready", 900)
    return server


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


async def settle_server(server: Server, after_s: float, kernels: int | None = None) -> None:
    """Give ``server`` time to finish what a page left it (the new one refills its pool)."""
    if not await asyncio.to_thread(settle, server.proc.pid, after_s, 3.0, kernels):
        print(f"  ({server.name}: the server was still busy after 5 minutes)", flush=True)


# -- pages -------------------------------------------------------------------------------------
@dataclass
class Page:
    seconds: float | None = None
    html_s: float | None = None
    http_bytes: int = 0
    ws_bytes: int = 0
    requests: int = 0
    widgets: int = 0
    kernel_id: str = ""
    problems: list[str] = field(default_factory=list)

    @property
    def whole(self) -> bool:
        return self.seconds is not None and not self.problems


async def open_page(browser, url: str, expected: int | None, quiet_watch: bool = False):
    """Open ``url`` in a fresh context; time until ``expected`` widgets are shown (None:
    learn the count, the widgets shown once it held still for three seconds)."""
    result = Page()
    context = await browser.new_context(viewport=VIEWPORT)
    await context.add_init_script(COUNT_WEBSOCKETS)
    page = await context.new_page()
    page.on("pageerror", lambda err: result.problems.append(f"page error: {err}"))
    page.on("requestfailed", lambda r: result.problems.append(
        f"failed request {r.url.split('?')[0]} ({r.failure})")
        if "/api/shutdown/" not in r.url else None)
    try:
        await page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
        if expected is None:  # the time is the page's when the count last changed
            await page.wait_for_function(f"() => ({SHOWN})() > 0", polling=50,
                                         timeout=TIMEOUT_MS)
            last, changed_at, since = -1, 0.0, time.monotonic()
            while time.monotonic() - since < 3:
                count, now = await page.evaluate(f"() => [({SHOWN})(), performance.now()]")
                if count != last:
                    last, changed_at, since = count, now, time.monotonic()
                await asyncio.sleep(0.05)
            result.seconds = changed_at / 1000
        elif quiet_watch:  # a class: the page watches itself, every 250 ms
            await page.evaluate(WATCH, expected)
            handle = await page.wait_for_function("() => window.__rwShownAt || false",
                                                  polling=1000, timeout=TIMEOUT_MS)
            result.seconds = await handle.json_value() / 1000
        else:
            handle = await page.wait_for_function(
                f"n => ({SHOWN})() >= n ? performance.now() : false", arg=expected,
                polling=50, timeout=TIMEOUT_MS)
            result.seconds = await handle.json_value() / 1000
        await page.wait_for_load_state("networkidle", timeout=TIMEOUT_MS)
        sizes = await page.evaluate(BYTES)
        result.http_bytes, result.ws_bytes = sizes["http"], sizes["ws"]
        result.requests, result.html_s = sizes["requests"], sizes["html"]
        result.widgets = await page.evaluate(SHOWN)
        result.kernel_id = await page.evaluate(
            "() => JSON.parse(document.getElementById('jupyter-config-data')"
            ".textContent).kernelId")
        body = await page.locator("body").inner_text()
        for text in ("Traceback", "Something went wrong", "connection to the guide was lost"):
            if text in body:
                result.problems.append(f"the page says {text!r}")
    except Exception as err:  # a page that fails is reported, not fatal to the run
        result.problems.append(f"{type(err).__name__}: {str(err).splitlines()[0]}")
    return result, context, page


async def leave(context, page) -> None:
    """Leave the page as a student does, closing its tab: the page's unload handler runs
    (Voilà's asks the server to shut the page's kernel down). A navigation the browser
    itself starts (``page.goto``) runs no unload handler here."""
    try:
        await page.close(run_before_unload=True)
        await asyncio.sleep(1)
    except Exception:  # a page that never loaded
        pass
    await context.close()


def median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def fmt(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds:.2f} s"


# -- 1. one page -------------------------------------------------------------------------------
ONE_PAGE = {"cold": "cold launcher, Lesson 1", "new": "this launcher, Lesson 1 (pool)"}


def lesson_code(checkout: Path) -> list[str]:
    notebook = json.loads((checkout / "notebooks" / LESSON).read_text())
    return ["".join(cell["source"]) for cell in notebook["cells"]
            if cell["cell_type"] == "code"]


def same_lesson(cold_checkout: Path) -> str:
    """Whether the two checkouts' Lesson 1 run the same code, in a sentence."""
    cold, new = lesson_code(cold_checkout), lesson_code(ROOT)
    if cold == new:
        return "The two checkouts' Lesson 1 run the same code."
    return (f"The two checkouts' Lesson 1 differ: {len(cold)} code cells in the cold one, "
            f"{len(new)} in this one (each side is timed to all of its own widgets).")


async def one_page(args, browser) -> dict:
    """Lesson 1 opened alone from each launcher, ``--single-rounds`` times, interleaved."""
    servers = {"cold": cold_server(Path(args.cold_launcher), None), "new": new_server(0, None)}
    pool = usage(servers["new"].proc.pid).marked  # its kernels once ready: the pool
    pages: dict[str, list[Page]] = {"cold": [], "new": []}
    load_before = load()
    try:
        for r in range(args.single_rounds):
            for kind in ("cold", "new") if r % 2 == 0 else ("new", "cold"):
                server = servers[kind]
                result, context, page = await open_page(browser, server.lesson_url(), None)
                pages[kind].append(result)
                await leave(context, page)
                if kind == "new":  # the pool refills once no page came for fill_delay (4 s)
                    await settle_server(server, 5.0, pool)
                else:  # (plain Voilà may keep a left page's kernel: it refused its shutdown)
                    await settle_server(server, 1.0)
    finally:
        for server in servers.values():
            server.stop()
    print(f"\n1. One page, Lesson 1 from each launcher (median of {args.single_rounds}, "
          f"interleaved; load average {load_before} -> {load()})")
    print(f"{'page':32} {'widgets':>7} {'to widgets':>11} {'HTML in':>9} {'on the wire':>12}")
    out = {}
    for kind, name in ONE_PAGE.items():
        ok = [p for p in pages[kind] if p.whole]
        ttw = median([p.seconds for p in ok])
        html = median([p.html_s for p in ok])
        wire = median([p.http_bytes for p in ok])
        widgets = max((p.widgets for p in ok), default=0)
        out[kind] = {"page": name, "widgets": widgets, "to_widgets_s": ttw, "html_s": html,
                     "http_bytes": wire, "whole": len(ok), "all": [asdict(p) for p in pages[kind]]}
        print(f"{name:32} {widgets:7d} {fmt(ttw):>11} {fmt(html):>9} "
              f"{(wire or 0) / 2**20:9.2f} MB   ({len(ok)}/{len(pages[kind])} whole)")
        for problem in sorted({q for p in pages[kind] for q in p.problems})[:5]:
            print(f"    problem: {problem}")
    base, new_s = out["cold"]["to_widgets_s"], out["new"]["to_widgets_s"]
    if base and new_s:
        print(f"Lesson 1, time to widgets, this launcher against the cold one: "
              f"{new_s / base:.2f}x")
    print(same_lesson(Path(args.cold_launcher)))
    out["same_lesson"] = same_lesson(Path(args.cold_launcher))
    return out


async def lesson_widgets(args, browser) -> dict[str, int]:
    """How many widgets Lesson 1 shows from each launcher (the class's pages wait for all)."""
    counts = {}
    for kind in ("cold", "new"):
        server = (cold_server(Path(args.cold_launcher), None) if kind == "cold"
                  else new_server(0, None))
        try:
            result, context, page = await open_page(browser, server.lesson_url(), None)
            await leave(context, page)
        finally:
            server.stop()
        if not result.whole:
            raise RuntimeError(f"{kind}: Lesson 1 did not open whole: {result.problems}")
        counts[kind] = result.widgets
    return counts


# -- 2. a class --------------------------------------------------------------------------------
def sample_later(root: int, kernel_pids: dict[str, int], seconds: float, into: dict) -> None:
    """In ``seconds``, count which of the class's kernels still run (a thread of its own)."""
    def count() -> None:
        into["kernels_alive"] = alive_kernels(root, kernel_pids)
        into["all_kernels"] = usage(root).marked
        into["sampled_after_s"] = seconds
        into["done"] = True
    timer = threading.Timer(seconds, count)
    timer.daemon = True
    timer.start()
    into["timer"] = timer


async def one_class(args, browser, kind: str, expected: int) -> tuple[dict, Server]:
    """``--students`` pages of Lesson 1 opened at once from a new server of ``kind``."""
    if kind == "cold":
        server = (new_server(args.students, SERVER_CPU, checkout=Path(args.cold_launcher),
                             name="cold") if args.other_class
                  else cold_server(Path(args.cold_launcher), SERVER_CPU))
    else:
        server = new_server(args.students, SERVER_CPU)
    ready_s = time.monotonic() - server.started
    await settle_server(server, 2.0)
    root = server.proc.pid
    before = usage(root)  # the server and every kernel it has, from its start
    load_before = os.getloadavg()[0]
    start = time.monotonic()
    opened = await asyncio.gather(*(open_page(browser, server.lesson_url(), expected,
                                              quiet_watch=True)
                                    for _ in range(args.students)))
    wall = time.monotonic() - start
    after = usage(root)  # the last page is whole: what the class has cost, pool included
    load_after = os.getloadavg()[0]
    pages = [p for p, _, _ in opened]
    # which process is which page's kernel, read while they run
    kernel_pids = kernel_pids_by_id(root, [p.kernel_id for p in pages if p.kernel_id])
    await asyncio.gather(*(leave(c, pg) for _, c, pg in opened))
    closed = time.monotonic()
    whole = [p for p in pages if p.whole]
    kernel_ids = [p.kernel_id for p in pages if p.kernel_id]
    n = args.students
    run = {
        "kind": kind, "students": n, "whole": len(whole), "widgets": expected,
        "wall_s": wall, "to_widgets_median_s": median([p.seconds for p in whole]),
        "to_widgets_worst_s": max((p.seconds for p in whole), default=None),
        "html_median_s": median([p.html_s for p in whole]),
        "html_worst_s": max((p.html_s for p in whole), default=None),
        "http_bytes_per_page": median([p.http_bytes for p in whole]),
        "ws_bytes_per_page": median([p.ws_bytes for p in whole]),
        "requests_per_page": median([p.requests for p in whole]),
        "ready_s": ready_s,
        "cpu_s_per_student": after.cpu_s / n,
        "cpu_s_before_class_per_student": before.cpu_s / n,
        "rss_mib_per_student": after.rss_mib / n, "pss_mib_per_student": after.pss_mib / n,
        "rss_mib_before_class": before.rss_mib, "rss_mib_at_end": after.rss_mib,
        "pss_mib_at_end": after.pss_mib,
        "kernels_before_class": before.marked, "kernels_at_end": after.marked,
        "load_before": load_before, "load_after": load_after,
        "problems": sorted({q for p in pages for q in p.problems})[:20],
        "closed_at": closed, "class_kernels": len(kernel_ids),
        "class_kernel_processes": len(kernel_pids),
    }
    sample_later(root, kernel_pids, args.linger, run)
    return run, server


async def classes(args, browser, widgets: dict[str, int]) -> list[dict]:
    """``--rounds`` classes from each launcher, interleaved cold / new / new / cold...; each
    server is stopped once its pages have lingered ``--linger`` seconds."""
    order = []
    for r in range(args.rounds):
        order += ["cold", "new"] if r % 2 == 0 else ["new", "cold"]
    runs, servers = [], []
    for kind in order:
        result, server = await one_class(args, browser, kind, widgets[kind])
        runs.append(result)
        servers.append((server, result))
        print(f"  {kind}: {result['whole']}/{args.students} whole, median "
              f"{fmt(result['to_widgets_median_s'])} to widgets", flush=True)
        # the last linger of a server overlaps the next run; its own timer counts
        for old, res in servers[:-1]:
            if res.get("done") and old.proc.poll() is None:
                old.stop()
    for server, res in servers:
        while not res.get("done"):
            await asyncio.sleep(2)
        if server.proc.poll() is None:
            server.stop()
    for res in runs:
        res.pop("timer", None)
    return runs


def print_classes(runs: list[dict], args) -> None:
    print(f"\n2. A class of {args.students} opening Lesson 1 at once (server and kernels on "
          f"CPU {SERVER_CPU}, browser on CPU {BROWSER_CPU})")
    print(f"{'run':6} {'whole':>7} {'HTML in med/worst':>19} {'widgets med/worst':>19} "
          f"{'wire/page':>10} {'ws/page':>8} {'CPU/student':>12} {'(before)':>9} "
          f"{'RSS/student':>12} {'PSS/student':>12} {'kernels':>7} {'left':>7} {'load':>10}")
    for run in runs:
        left = run.get("kernels_alive")
        left_text = "-" if left is None else f"{left}/{run['class_kernels']}"
        print(f"{run['kind']:6} {run['whole']:>3}/{run['students']:<3} "
              f"{fmt(run['html_median_s']):>9}/{fmt(run['html_worst_s']):<9} "
              f"{fmt(run['to_widgets_median_s']):>9}/{fmt(run['to_widgets_worst_s']):<9} "
              f"{(run['http_bytes_per_page'] or 0) / 2**20:7.2f} MB "
              f"{(run['ws_bytes_per_page'] or 0) / 2**10:5.0f} kB "
              f"{run['cpu_s_per_student']:10.2f} s {run['cpu_s_before_class_per_student']:7.2f} s "
              f"{run['rss_mib_per_student']:8.0f} MiB {run['pss_mib_per_student']:8.0f} MiB "
              f"{run['kernels_at_end']:>7} {left_text:>7} "
              f"{run['load_before']:4.1f}>{run['load_after']:<4.1f}")
        if run["problems"]:
            print(f"       problems: {run['problems']}")
    print("CPU/student: the launcher, its server and all its kernels (the pool included) from "
          "the server's start to the last page whole, over the students; (before): the part "
          "spent before the class came (starting, preheating). RSS/PSS per student: their "
          "memory when the last page was whole, over the students. kernels: how many ran "
          f"then; left: of the class's kernels, how many still ran {args.linger:.0f} s after "
          "the pages were left.")
    for kind in ("cold", "new"):
        mine = [r for r in runs if r["kind"] == kind and r["to_widgets_median_s"]]
        if mine:
            print(f"{kind}: time to widgets, median of the runs' medians "
                  f"{median([r['to_widgets_median_s'] for r in mine]):.1f} s, worst "
                  f"{max(r['to_widgets_worst_s'] for r in mine):.1f} s; server ready "
                  f"{median([r['ready_s'] for r in mine]):.0f} s after it started; "
                  f"{median([r['cpu_s_per_student'] for r in mine]):.2f} s CPU and "
                  f"{median([r['rss_mib_per_student'] for r in mine]):.0f} MiB (RSS) a student")
    medians = {kind: median([r["to_widgets_median_s"] for r in runs
                             if r["kind"] == kind and r["to_widgets_median_s"]])
               for kind in ("cold", "new")}
    if medians["cold"] and medians["new"]:
        print(f"time to widgets, this launcher against the cold one: "
              f"{medians['new'] / medians['cold']:.2f}x")


async def run(args) -> int:
    from playwright.async_api import async_playwright

    results: dict = {"cold_launcher": args.cold_launcher,
                     "cold_commit": commit(Path(args.cold_launcher)), "new_commit": commit(ROOT),
                     "cpus": os.cpu_count()}
    async with async_playwright() as p:
        widgets = None
        if not args.skip_single:  # both cores for the servers and the browser
            browser = await p.chromium.launch(executable_path=str(CHROMIUM),
                                              args=BROWSER_ARGS)
            results["single"] = await one_page(args, browser)
            if all(results["single"][kind]["whole"] for kind in ("cold", "new")):
                widgets = {kind: results["single"][kind]["widgets"] for kind in ("cold", "new")}
            await browser.close()
        # the class: this script and the browser it starts on their own core
        os.sched_setaffinity(0, {BROWSER_CPU})
        browser = await p.chromium.launch(executable_path=str(CHROMIUM), args=BROWSER_ARGS)
        if args.rounds:
            widgets = widgets or await lesson_widgets(args, browser)
            print(f"\nLesson 1 shows {widgets['cold']} widgets from the cold launcher, "
                  f"{widgets['new']} from this one")
            results["class"] = await classes(args, browser, widgets)
            print_classes(results["class"], args)
        await browser.close()
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "classroom.json").write_text(json.dumps(results, indent=2, default=str))
    print(f"\nFigures: {ARTIFACTS / 'classroom.json'}")
    return 0


def commit(checkout: Path) -> str:
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=checkout,
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def main(argv: list[str] | None = None) -> int:
    if "--record" in (sys.argv[1:] if argv is None else argv):
        return record_main(argv)  # the class record alone: see RECORD_DOC
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cold-launcher", required=True, metavar="DIR",
                        help="a checkout of the launcher to compare with")
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=2,
                        help="class runs of each server (0: none)")
    parser.add_argument("--single-rounds", type=int, default=3)
    parser.add_argument("--skip-single", action="store_true")
    parser.add_argument("--linger", type=float, default=300,
                        help="seconds after the pages are left before counting kernels")
    parser.add_argument("--other-class", action="store_true",
                        help="run the other checkout's launcher for the class as this one "
                             "(--classroom N, its preheated pages ready before the class "
                             "comes): another version of this launcher, not a cold one")
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: install Debian's chromium package.", file=sys.stderr)
        return 2
    if (os.cpu_count() or 1) < 2:
        print("This benchmark pins the server and the browser to two CPUs.", file=sys.stderr)
        return 2
    return asyncio.run(run(args))


# -- the class record: 30 kernels writing at once, the teacher's page reading -------------------
RECORD_DOC = """The class record under a class: ``python benchmarks/classroom.py --record``.

    python benchmarks/classroom.py --record [--students 30] [--writes 40] [--pause 0.05]
                                           [--rounds 2]

Each student is a process writing to the record as a student's kernel does
(:class:`ramsas_widgets.classroom.record.ClassRecord`: joining, then answers and lab runs in
turn), all started at the same moment on CPU 1; the teacher's page asks the record's state
over HTTP (``/teacher/state``, the handler the guide's server runs, in a server on CPU 0)
every half second meanwhile. Rounds interleave the baseline, one student writing alone, with
the class, all writing at once (alone, class, class, alone...). For each run: time per
write (median and worst), writes lost (rows written against rows the writers were told
were written), the teacher's refresh (median and worst) during the run, and the load
average. The figures go to ``test-artifacts/classroom-record.json``."""


def _record_writer(folder: str, who: int, writes: int, pause: float, barrier, out) -> None:
    """A student's kernel: join, then ``writes`` writes ``pause`` seconds apart, alternating
    answers and lab runs; each write timed."""
    from ramsas_widgets.classroom.record import ClassRecord

    try:
        os.sched_setaffinity(0, {BROWSER_CPU})
    except (AttributeError, OSError):
        pass
    record = ClassRecord(folder)
    browser = f"{who + 1:032x}"
    barrier.wait()
    times, done = [], 0
    start = time.perf_counter()
    record.join(browser, f"Student {who + 1}", "06_probability_lab.ipynb", f"kernel-{who}")
    times.append(time.perf_counter() - start)
    for i in range(writes):
        start = time.perf_counter()
        if i % 2:
            record.run(browser, "06_probability_lab.ipynb",
                       "nine-turned|lt-ramsas|4|dealer|13", "A nine", f"{who}-{i}", 10_000,
                       1_650 + i)
        else:
            record.answer(browser, "06_probability_lab.ipynb", f"probability:{i % 5}",
                          "An exercise", "1/6" if i % 3 else "0.2", bool(i % 3))
        times.append(time.perf_counter() - start)
        done += 1
        time.sleep(pause)
    record.close()
    out.put((who, times, done))


def _teacher_server(folder: str, code: str):
    """The teacher's routes on a server of their own (the guide's server's handlers), on a
    free port of 127.0.0.1, in a thread; returns its base address."""
    import tornado.httpserver
    import tornado.ioloop
    import tornado.web

    from ramsas_widgets.classroom import teacher

    os.environ[teacher.CODE_ENV] = code
    os.environ["RAMSAS_CLASS_FOLDER"] = folder

    class Provider:
        token = "benchcode"

    class Server:
        base_url = "/"
        root_dir = str(ROOT / "notebooks")
        identity_provider = Provider()
        kernel_manager = None

    routes = teacher.teacher_routes(Server())
    port = free_port()
    ready = threading.Event()

    def serve() -> None:
        try:
            os.sched_setaffinity(0, {SERVER_CPU})
        except (AttributeError, OSError):
            pass
        asyncio.set_event_loop(asyncio.new_event_loop())
        http = tornado.httpserver.HTTPServer(tornado.web.Application(routes))
        http.listen(port, "127.0.0.1")
        ready.set()
        tornado.ioloop.IOLoop.current().start()

    threading.Thread(target=serve, daemon=True).start()
    ready.wait(10)
    return f"http://127.0.0.1:{port}/"


def _refresh_times(base: str, code: str, stop: threading.Event, into: list[float]) -> None:
    """The teacher's page: its state asked every half second, each answer timed."""
    import http.cookiejar
    import urllib.request

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    opener.open(f"{base}teacher?code={code}", timeout=30).read()
    while True:
        start = time.perf_counter()
        with opener.open(f"{base}teacher/state", timeout=30) as answer:
            json.loads(answer.read())
        into.append(time.perf_counter() - start)
        if stop.wait(0.5):
            return


def record_run(folder: Path, base: str, code: str, students: int, writes: int,
               pause: float) -> dict:
    """One run: ``students`` writers at once; what they took, what was lost, the refresh."""
    import multiprocessing

    from ramsas_widgets.classroom.record import ClassRecord

    context = multiprocessing.get_context("fork")
    before = ClassRecord(folder).counts()
    barrier, out = context.Barrier(students + 1), context.Queue()
    procs = [context.Process(target=_record_writer,
                             args=(str(folder), who, writes, pause, barrier, out))
             for who in range(students)]
    for proc in procs:
        proc.start()
    refresh: list[float] = []
    stop = threading.Event()
    teacher = threading.Thread(target=_refresh_times, args=(base, code, stop, refresh))
    load = os.getloadavg()[0]
    teacher.start()
    started = time.perf_counter()
    barrier.wait()
    results = [out.get(timeout=600) for _ in procs]
    whole = time.perf_counter() - started
    for proc in procs:
        proc.join(60)
    stop.set()
    teacher.join(60)
    after = ClassRecord(folder).counts()
    times = sorted(t for _, ts, _ in results for t in ts)
    told = sum(done for _, _, done in results)
    written = (after["answers"] - before["answers"]) + (after["runs"] - before["runs"])
    return {"students": students, "writes": len(times), "whole_s": whole,
            "write_median_ms": 1000 * statistics.median(times),
            "write_worst_ms": 1000 * times[-1],
            "write_p95_ms": 1000 * times[int(0.95 * (len(times) - 1))],
            "lost": told - written, "failed_writers": sum(p.exitcode != 0 for p in procs),
            "refreshes": len(refresh),
            "refresh_median_ms": 1000 * statistics.median(refresh) if refresh else None,
            "refresh_worst_ms": 1000 * max(refresh) if refresh else None,
            "load_before": load, "load_after": os.getloadavg()[0]}


def record_main(argv: list[str] | None = None) -> int:
    import tempfile

    parser = argparse.ArgumentParser(description=RECORD_DOC.splitlines()[0])
    parser.add_argument("--record", action="store_true", required=True)
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--writes", type=int, default=40,
                        help="writes of each student after joining")
    parser.add_argument("--pause", type=float, default=0.05,
                        help="seconds between two writes of a student")
    parser.add_argument("--rounds", type=int, default=2,
                        help="pairs of runs: one student alone, then the class")
    args = parser.parse_args(argv)
    code = "benchteacher1"
    folder = Path(tempfile.mkdtemp(prefix="ramsas-record-"))
    base = _teacher_server(str(folder), code)
    warm: list[float] = []
    stop = threading.Event()
    stop.set()
    # the first state with a lab run imports the probability package: once per server
    from ramsas_widgets.classroom.class_view import question_of

    question_of("nine-turned|lt-ramsas|4|dealer|13").exact  # noqa: B018
    _refresh_times(base, code, stop, warm)
    order = []
    for r in range(args.rounds):
        order += [1, args.students] if r % 2 == 0 else [args.students, 1]
    runs = []
    for students in order:
        result = record_run(folder, base, code, students, args.writes, args.pause)
        runs.append(result)
        print(f"  {students:>3} writing: {result['write_median_ms']:.2f} ms a write "
              f"(worst {result['write_worst_ms']:.1f} ms), lost {result['lost']}, teacher's "
              f"refresh {fmt_ms(result['refresh_median_ms'])} (worst "
              f"{fmt_ms(result['refresh_worst_ms'])}), load {result['load_before']:.1f} -> "
              f"{result['load_after']:.1f}", flush=True)
    alone = [r for r in runs if r["students"] == 1]
    class_ = [r for r in runs if r["students"] == args.students]

    def med(rows, key):
        values = [r[key] for r in rows if r[key] is not None]
        return statistics.median(values) if values else None

    summary = {"alone_write_ms": med(alone, "write_median_ms"),
               "class_write_ms": med(class_, "write_median_ms"),
               "class_write_worst_ms": max(r["write_worst_ms"] for r in class_),
               "alone_refresh_ms": med(alone, "refresh_median_ms"),
               "class_refresh_ms": med(class_, "refresh_median_ms"),
               "lost": sum(r["lost"] for r in runs),
               "rows": sum(record_counts(folder).values())}
    print(f"\nThe class record, {args.students} students writing at once against one alone "
          f"(median of the runs' medians):")
    print(f"  time per write: {summary['class_write_ms']:.2f} ms against "
          f"{summary['alone_write_ms']:.2f} ms alone "
          f"({summary['class_write_ms'] / summary['alone_write_ms']:.1f}x); worst "
          f"{summary['class_write_worst_ms']:.1f} ms")
    print(f"  writes lost: {summary['lost']} of {sum(r['writes'] for r in runs)}")
    if summary["alone_refresh_ms"] and summary["class_refresh_ms"]:
        print(f"  the teacher's refresh: {summary['class_refresh_ms']:.1f} ms during the class "
              f"against {summary['alone_refresh_ms']:.1f} ms "
              f"({summary['class_refresh_ms'] / summary['alone_refresh_ms']:.1f}x), the "
              f"record growing to {summary['rows']:,} rows")
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "classroom-record.json").write_text(json.dumps(
        {"runs": runs, "summary": summary}, indent=2))
    print(f"Figures: {ARTIFACTS / 'classroom-record.json'}")
    return 1 if summary["lost"] else 0


def record_counts(folder: Path) -> dict[str, int]:
    from ramsas_widgets.classroom.record import ClassRecord

    with ClassRecord(folder) as record:
        return record.counts()


def fmt_ms(ms: float | None) -> str:
    return "-" if ms is None else f"{ms:.1f} ms"


if __name__ == "__main__":
    sys.exit(main())
