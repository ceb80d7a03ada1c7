"""Can one machine hold a classroom? Serve the guide and open it like a class would.

    python benchmarks/classroom.py [--students 30] [--page 01_lithuanian_ramsas.ipynb|all]
                                   [--rounds 3]

Starts Voilà as ``python -m ramsas_widgets`` does (127.0.0.1, a free port, the project's
``voila.json``) on a copy of ``notebooks/`` plus a plain one-widget page, then drives
Debian's headless Chromium (one browser, one context per student, Playwright):

1. every page once, to learn how many widgets it shows (and to warm the disk cache);
2. page by page, ``--rounds`` times: time to widgets of each lesson against the one-widget
   page (the baseline: a kernel, ipywidgets and a single button), and the kernel's memory;
3. the classroom: ``--students`` pages opened at the same moment; how many rendered, the
   median and worst time to widgets, the server's memory (RSS of Voilà plus its kernels,
   read from /proc) before and after, so memory and CPU time per open page, and from those
   the largest class this machine holds.

"Time to widgets" runs from the browser's navigation start to the moment every widget
output of the page is on screen, timed in the page itself (``performance.now()``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import nbformat

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ramsas_widgets.launcher import free_port, voila_command, wait_until_ready  # noqa: E402
from ramsas_widgets.template import voila_env  # noqa: E402
from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    LOCAL_HOSTS,
    VIEWPORT,
)

BASELINE = "one_widget.ipynb"
TIMEOUT_MS = 300_000
PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")
TICKS = os.sysconf("SC_CLK_TCK")
#: Output areas holding a widget that is laid out on screen.
SHOWN = ("() => [...document.querySelectorAll('.jp-OutputArea-output')]"
         ".filter(o => { const w = o.querySelector('.jupyter-widgets');"
         " return w && w.getBoundingClientRect().height > 0; }).length")


# --- the server and its memory ---------------------------------------------------------------

def one_widget_notebook() -> nbformat.NotebookNode:
    """The baseline page: a heading and a single plain ipywidgets button."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# One widget"),
                nbformat.v4.new_code_cell('import ipywidgets\n\n'
                                          'ipywidgets.Button(description="Deal")')]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    return nb


def serve_folder(target: Path) -> list[str]:
    """Copy the lessons into ``target``, add the baseline page; the page names."""
    pages = sorted(p.name for p in (ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
    for name in pages:
        shutil.copy2(ROOT / "notebooks" / name, target / name)
    nbformat.write(one_widget_notebook(), target / BASELINE)
    return pages


def descendants(pid: int) -> list[int]:
    """``pid`` and every process below it (kernels are children of the server)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(children.get(current, []))
    return found


@dataclass
class Usage:
    """Resident memory (MiB) and CPU time (s) of the server and its kernels."""

    rss_mib: float
    cpu_s: float
    kernels: int


def usage(server_pid: int) -> Usage:
    rss = cpu = 0.0
    pids = descendants(server_pid)
    for pid in pids:
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            rss += int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE_SIZE
            cpu += (int(fields[11]) + int(fields[12])) / TICKS
        except (OSError, IndexError, ValueError):
            continue
    return Usage(rss / 2**20, cpu, len(pids) - 1)


def mem_available_mib() -> float:
    for line in Path("/proc/meminfo").read_text().splitlines():
        if line.startswith("MemAvailable:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no MemAvailable in /proc/meminfo")


def kernels_left(server_pid: int, settle: float = 10.0) -> int:
    """Kernels still running ``settle`` seconds after every page was left."""
    time.sleep(settle)
    return usage(server_pid).kernels


# --- the pages -------------------------------------------------------------------------------

@dataclass
class Render:
    name: str
    seconds: float | None = None
    html_seconds: float | None = None
    widgets: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.seconds is not None and not self.problems


async def _only_local(route) -> None:
    url = route.request.url
    if url.startswith(("data:", "blob:")) or urlparse(url).hostname in LOCAL_HOSTS:
        await route.continue_()
    else:
        await route.abort()


async def new_page(browser):
    context = await browser.new_context(viewport=VIEWPORT)
    await context.route("**/*", _only_local)
    return context, await context.new_page()


async def problems_on(page) -> list[str]:
    found = []
    stderr = await page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count()
    if stderr:
        found.append(f"{stderr} error output(s)")
    body = await page.locator("body").inner_text()
    for text in ("Traceback", "Something went wrong"):
        if text in body:
            found.append(f"the page says {text!r}")
    return found


async def render(browser, base: str, name: str, expected: int | None,
                 keep_open: bool = False):
    """Open ``name`` in a fresh context; time until ``expected`` widgets are shown.

    With ``expected=None`` the count is learnt: the widgets shown once the count has held
    still for three seconds. Returns the Render and, if ``keep_open``, the context.
    """
    result = Render(name)
    context, page = await new_page(browser)
    page.on("pageerror", lambda err: result.problems.append(f"page error: {err}"))
    try:
        await page.goto(f"{base}voila/render/{name}", wait_until="commit", timeout=TIMEOUT_MS)
        if expected is None:
            await page.wait_for_function(f"() => ({SHOWN})() > 0", polling=100,
                                         timeout=TIMEOUT_MS)
            last, since = -1, time.monotonic()
            while time.monotonic() - since < 3:
                count = await page.evaluate(SHOWN)
                if count != last:
                    last, since = count, time.monotonic()
                await asyncio.sleep(0.1)
            expected = last
        handle = await page.wait_for_function(
            f"n => ({SHOWN})() >= n ? performance.now() : false", arg=expected,
            polling=50, timeout=TIMEOUT_MS)
        result.seconds = await handle.json_value() / 1000
        result.html_seconds = await page.evaluate(
            "() => performance.getEntriesByType('navigation')[0].responseEnd / 1000")
        result.widgets = await page.evaluate(SHOWN)
        result.problems += await problems_on(page)
    except Exception as err:  # a page that fails is reported, not fatal to the run
        result.problems.append(f"{type(err).__name__}: {str(err).splitlines()[0]}")
        try:
            shown = await page.evaluate(SHOWN)
            text = " ".join((await page.locator("body").inner_text(timeout=5000)).split())
            result.problems.append(f"{shown} widget(s) shown; the page reads: {text[:160]!r}")
        except Exception as more:  # the page itself is gone
            result.problems.append(f"page unreadable: {type(more).__name__}")
    if keep_open:
        return result, (context, page)
    await leave(context, page)
    return result, None


async def leave(context, page) -> None:
    """Leave the page as a student does: Voila's unload handler shuts its kernel down."""
    try:
        await page.goto("about:blank", timeout=30_000)
    finally:
        await context.close()


# --- the run ---------------------------------------------------------------------------------

def fmt(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds:.2f} s"


def print_comparison(rounds: int, times: dict[str, list[float]],
                     html: dict[str, list[float]], expected: dict[str, int],
                     kernel_mib: dict[str, list[float]], base_s: float | None) -> None:
    """The table: widgets, median time to widgets, ratio, when the page's HTML had
    arrived (the server ran the notebook by then) and the server's memory growth."""
    print(f"\nTime to widgets, one page at a time (median of {rounds}), "
          "against the one-widget page")
    print(f"{'page':32} {'widgets':>7} {'median':>9} {'ratio':>6} {'HTML in':>9} "
          f"{'server +MiB':>11}")
    for name, values in times.items():
        median = statistics.median(values) if values else None
        ratio = f"{median / base_s:.2f}" if median and base_s else "-"
        arrived = statistics.median(html[name]) if html[name] else None
        print(f"{name:32} {expected[name]:7d} {fmt(median):>9} {ratio:>6} {fmt(arrived):>9} "
              f"{statistics.median(kernel_mib[name]):11.0f}")


async def run(args: argparse.Namespace, base: str, server_pid: int, pages: list[str],
              available_mib: float, idle: Usage) -> int:
    from playwright.async_api import async_playwright

    failures: list[str] = []
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)

        # 1. learn each page's widget count
        expected: dict[str, int] = {}
        for name in [BASELINE, *pages]:
            result, _ = await render(browser, base, name, None)
            expected[name] = result.widgets
            if not result.ok or not result.widgets:
                failures.append(f"warm-up {name}: {result.problems or 'no widget shown'}")
        print("Widgets per page: " + ", ".join(f"{n} {c}" for n, c in expected.items()))
        left = kernels_left(server_pid)

        # 2. one page at a time, against the one-widget page
        times: dict[str, list[float]] = {name: [] for name in [BASELINE, *pages]}
        html: dict[str, list[float]] = {name: [] for name in times}
        kernel_mib: dict[str, list[float]] = {name: [] for name in times}
        for _ in range(args.rounds):
            for name in times:
                ahead = usage(server_pid).rss_mib
                result, opened = await render(browser, base, name, expected[name],
                                              keep_open=True)
                kernel_mib[name].append(usage(server_pid).rss_mib - ahead)
                await leave(*opened)
                if result.ok:
                    times[name].append(result.seconds)
                    html[name].append(result.html_seconds)
                else:
                    failures.append(f"{name}: {result.problems}")
        base_s = statistics.median(times[BASELINE]) if times[BASELINE] else None
        if args.rounds:
            print_comparison(args.rounds, times, html, expected, kernel_mib, base_s)

        if not args.students:
            await browser.close()
            print("\nFailures: " + ("none" if not failures else ""))
            for failure in failures:
                print(f"  {failure}")
            return 1 if failures else 0

        # 3. the classroom: every student opens a page at the same moment
        class_pages = pages if args.page == "all" else [args.page]
        wanted = [class_pages[i % len(class_pages)] for i in range(args.students)]
        before = usage(server_pid)
        start = time.monotonic()
        opened = await asyncio.gather(*(render(browser, base, name, expected[name],
                                               keep_open=True) for name in wanted))
        wall = time.monotonic() - start
        after = usage(server_pid)
        results = [r for r, _ in opened]
        await asyncio.gather(*(leave(*pair) for _, pair in opened))
        await browser.close()

    done = [r.seconds for r in results if r.ok]
    failures += [f"class {r.name}: {r.problems}" for r in results if not r.ok]
    per_page_mib = (after.rss_mib - before.rss_mib) / args.students
    per_page_cpu = (after.cpu_s - before.cpu_s) / args.students
    cores = os.cpu_count() or 1
    by_memory = int((available_mib - idle.rss_mib) // per_page_mib) if per_page_mib > 0 else 0
    per_minute = int(60 * cores / per_page_cpu) if per_page_cpu > 0 else 0
    what = "every page of the guide in turn" if args.page == "all" else args.page
    print(f"\nClassroom: {args.students} students open {what} at once")
    print(f"  rendered with every widget: {len(done)}/{args.students} "
          f"(all in {wall:.1f} s)")
    if done:
        print(f"  time to widgets: median {statistics.median(done):.1f} s, "
              f"worst {max(done):.1f} s")
    print(f"  server (Voila + kernels): idle {idle.rss_mib:.0f} MiB; before {before.rss_mib:.0f}"
          f" MiB with {before.kernels} kernels; after {after.rss_mib:.0f} MiB with "
          f"{after.kernels} kernels")
    print(f"  per open page: {per_page_mib:.0f} MiB of memory, {per_page_cpu:.1f} s of CPU")
    print(f"  memory available when the run began: {available_mib:.0f} MiB on {cores} cores")
    print(f"  machine load (1-minute average) as the class ended: {os.getloadavg()[0]:.1f} "
          f"on {cores} cores")
    print(f"  largest class by memory: {by_memory} open pages "
          f"(({available_mib:.0f} - {idle.rss_mib:.0f}) MiB / {per_page_mib:.0f} MiB a page;"
          " the students' browsers run on their own machines)")
    print(f"  pages the CPU starts per minute: {per_minute} "
          f"({cores} cores x 60 s / {per_page_cpu:.1f} s a page): so many students can join "
          "in the same minute, more arrive as a queue")
    if left:
        print(f"  note: {left} of the {len(pages) + 1} warm-up pages left their kernel "
              "running after the page was left (it stays until culled); the memory before "
              "the class includes every kernel left so far")
    print("\nFailures: " + ("none" if not failures else ""))
    for failure in failures:
        print(f"  {failure}")
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--page", default="01_lithuanian_ramsas.ipynb",
                        help="the page the class opens, or 'all' for every page in turn")
    parser.add_argument("--rounds", type=int, default=3,
                        help="renders of each page in the page-by-page comparison")
    parser.add_argument("--voila-option", action="append", default=[], metavar="OPTION",
                        help="an extra Voila command-line option to try, e.g. "
                             "--voila-option=--VoilaExecutor.iopub_timeout=30")
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: install Debian's chromium package.", file=sys.stderr)
        return 2
    available = mem_available_mib()
    with tempfile.TemporaryDirectory(prefix="classroom-") as tmp:
        folder = Path(tmp) / "notebooks"
        folder.mkdir()
        pages = serve_folder(folder)
        if args.page != "all" and args.page not in pages:
            print(f"No page {args.page}; the pages are {', '.join(pages)}", file=sys.stderr)
            return 2
        port = free_port()
        base = f"http://127.0.0.1:{port}/"
        log_path = ROOT / "test-artifacts" / "classroom-voila.log"
        log_path.parent.mkdir(exist_ok=True)
        log = log_path.open("w")
        # As the launcher does, from the project folder so that voila.json applies.
        if args.voila_option:
            print("Extra Voila options: " + " ".join(args.voila_option))
        server = subprocess.Popen([*voila_command(folder, port), *args.voila_option],
                                  cwd=ROOT, env=voila_env(), stdout=log, stderr=subprocess.STDOUT,
                                  stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            if not wait_until_ready(base, server, timeout=120):
                print("Voila did not start:\n" + log_path.read_text())
                return 1
            idle = usage(server.pid)
            print(f"Voila on {base} (pid {server.pid}), idle {idle.rss_mib:.0f} MiB")
            code = asyncio.run(run(args, base, server.pid, pages, available, idle))
            if code:
                print(f"\nThe server's log: {log_path}")
            return code
        finally:
            try:
                os.killpg(server.pid, signal.SIGTERM)
                server.wait(timeout=20)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                os.killpg(server.pid, signal.SIGKILL)
            log.close()


if __name__ == "__main__":
    sys.exit(main())
