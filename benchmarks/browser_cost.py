"""What a page costs the browser itself, run by hand: the CPU time of the browser this script
launches (its process tree: the browser, its zygotes, renderers and helpers; no other
Chromium on the machine) while one page opens, page by page, from the guide's own server.

    python benchmarks/browser_cost.py [--rounds 3] [page ...]

A class of 30 on one machine, the browsers on one core, waits for 30 times this figure
whatever the server does (see ``benchmarks/classroom.py``). Each page is opened in a new
browser context (an empty cache, as a student's first visit) until its widgets are on
screen and the network is idle, then one more second, counted from before its context
was made; the page is then closed (its kernel shut down) and the server left to refill its
pool before the next. The pages are interleaved round by round and the median is printed
with the load average. The rules page, which has no widget, shows what Voilà's
front end costs alone.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.processes import chromium_roots, settle, usage  # noqa: E402
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, free_port, stop_group  # noqa: E402

PAGES = ["00_index.ipynb", "01_lithuanian_ramsas.ipynb", "07_play_table.ipynb",
         "08_rules.ipynb"]


def browser_cpu(root: int) -> float:
    """User and system CPU seconds so far of the browser ``root`` and every process below
    it (renderers already closed included)."""
    return usage(root).cpu_s


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("pages", nargs="*", default=PAGES)
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: install Debian's chromium package.", file=sys.stderr)
        return 2
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "ramsas_widgets", "--no-browser",
                               "--port", str(port)], cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    try:
        for line in server.stdout:
            if line.startswith("The preheated pages are ready"):  # not the intro's mention
                break
        costs: dict[str, list[float]] = {page: [] for page in args.pages}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            roots = chromium_roots()
            if len(roots) != 1:
                raise RuntimeError(f"expected the one browser this script launched, found "
                                   f"{len(roots)} Chromium process trees below it")
            root = roots[0]
            load_before = os.getloadavg()
            for _ in range(args.rounds):
                for page_name in args.pages:
                    before = browser_cpu(root)
                    context = browser.new_context()
                    page = context.new_page()
                    page.goto(f"http://127.0.0.1:{port}/voila/render/{page_name}")
                    if page.locator(".jp-OutputArea-output").count():
                        page.wait_for_selector(".jp-OutputArea-output .jupyter-widgets")
                    page.wait_for_load_state("networkidle")
                    time.sleep(1.0)
                    costs[page_name].append(browser_cpu(root) - before)
                    page.close(run_before_unload=True)  # the page's kernel is shut down
                    context.close()
                    # the pool refills the page's kernel (fill_delay 4 s) before the next
                    settle(server.pid, after_s=5.0)
            browser.close()
    finally:
        stop_group(server)
    print(f"load average {' '.join(f'{x:.2f}' for x in load_before)} before, "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} after; the CPU of this script's "
          f"own browser (pid {root} and its process tree) while each page opened, "
          f"median of {args.rounds} interleaved rounds")
    print(f"{'page':30s} {'browser CPU, median':>20s}   runs")
    for page_name, seconds in costs.items():
        runs = " ".join(f"{s:.2f}" for s in seconds)
        print(f"{page_name:30s} {statistics.median(seconds):18.2f} s   {runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
