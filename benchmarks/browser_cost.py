"""What a page costs the browser itself, run by hand: the CPU time of every Chromium process
while one page opens, page by page, from the guide's own server.

    python benchmarks/browser_cost.py [--rounds 3] [page ...]

A class of 30 on one machine, the browsers on one core, waits for 30 times this figure
whatever the server does (see ``benchmarks/classroom.py``). Each page is opened in a new
browser context (an empty cache, as a student's first visit) until its widgets are on
screen and the network is idle, then one more second; the pages are interleaved round by
round and the median is printed. The rules page, which has no widget, shows what Voilà's
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

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, free_port, stop_group  # noqa: E402

TICKS = os.sysconf("SC_CLK_TCK")
PAGES = ["00_index.ipynb", "01_lithuanian_ramsas.ipynb", "07_play_table.ipynb",
         "08_rules.ipynb"]


def chromium_cpu() -> float:
    """User and system CPU seconds of every Chromium process so far."""
    total = 0
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if b"chromium" not in f.read():
                    continue
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])
        except OSError:
            continue
    return total / TICKS


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
            if "preheated pages are ready" in line:
                break
        costs: dict[str, list[float]] = {page: [] for page in args.pages}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
            for _ in range(args.rounds):
                for page_name in args.pages:
                    context = browser.new_context()
                    page = context.new_page()
                    before = chromium_cpu()
                    page.goto(f"http://127.0.0.1:{port}/voila/render/{page_name}")
                    if page.locator(".jp-OutputArea-output").count():
                        page.wait_for_selector(".jp-OutputArea-output .jupyter-widgets")
                    page.wait_for_load_state("networkidle")
                    time.sleep(1.0)
                    costs[page_name].append(chromium_cpu() - before)
                    context.close()
                    time.sleep(2.0)  # the pool refills the page's kernel
            browser.close()
    finally:
        stop_group(server)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'page':30s} {'browser CPU, median':>20s}   runs")
    for page_name, seconds in costs.items():
        runs = " ".join(f"{s:.2f}" for s in seconds)
        print(f"{page_name:30s} {statistics.median(seconds):18.2f} s   {runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
