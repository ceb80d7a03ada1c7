"""Deals a second in plain Python (an offline copy without numpy) against numpy, by hand.

    python benchmarks/plain_deals.py [--rounds 5] [--browser] [--site DIR]

Here, in this process: for a few of the lab's questions, each round deals with numpy
(:func:`ramsas_widgets.probability.estimate`, the lab's own) and in plain Python
(:func:`ramsas_widgets.probability.plain.estimate_plain`, what an offline copy does), the
two interleaved, and reports the medians of deals a second with their ratio and the load
average.

``--browser``: the same in headless Chromium on an offline copy of the static site (built
now, or ``--site DIR`` built before), served on 127.0.0.1: Lesson 6 is opened, Deal is
pressed on its first question (the dealer's nine, 10,000 deals) and the lab's own words say
how many it dealt a second in plain Python, round after round. numpy cannot be loaded
offline, so the browser side has no numpy figure beside it; the native ratio says what numpy
would gain.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

QUESTIONS = [("nine-turned", "lt-ramsas", {}), ("trump-ace", "se-mattmar", {}),
             ("five-one-suit", "ru-zone", {}), ("rami-joker", "hu-rami-40", {}),
             ("rami-natural", "hu-rami-40", {})]
DEALS = 100_000


def native(rounds: int) -> None:
    from ramsas_widgets.probability import estimate, make_question
    from ramsas_widgets.probability.plain import estimate_plain

    print(f"Here (CPython {sys.version.split()[0]}), {DEALS:,} deals a run, {rounds} rounds, "
          "numpy and plain Python interleaved")
    print(f"{'question':34} {'numpy/s':>12} {'plain/s':>10} {'ratio':>7}")
    for kind, variant_id, kw in QUESTIONS:
        q = make_question(kind, variant_id, **kw)
        fast, slow = [], []
        for r in range(rounds):
            start = time.perf_counter()
            estimate(q, DEALS, seed=r)
            fast.append(DEALS / (time.perf_counter() - start))
            run = estimate_plain(q, DEALS // 10, seed=r, budget=None)
            slow.append(run.per_second)
        f, s = statistics.median(fast), statistics.median(slow)
        print(f"{kind + ' (' + variant_id + ')':34} {f:12,.0f} {s:10,.0f} {f / s:6.0f}x",
              flush=True)
    print("load average:", " ".join(f"{x:.2f}" for x in os.getloadavg()))


def browser(rounds: int, site: str | None) -> None:
    from playwright.sync_api import sync_playwright

    from benchmarks.static_site import BROWSER_ARGS, TIMEOUT_MS, StaticServer
    from tests.browser.conftest import CHROMIUM

    if site is None:
        from ramsas_widgets.site.builder import build

        out = Path(tempfile.mkdtemp(prefix="ramsas-plain-")) / "site"
        print("Building the offline site...", flush=True)
        build(out, offline=True, notebooks=ROOT / "notebooks", say=lambda _s: None)
        site = str(out)
    server = StaticServer(Path(site))
    speeds: list[float] = []
    try:
        with sync_playwright() as pw:
            chromium = pw.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
            for r in range(rounds):
                context = chromium.new_context()
                page = context.new_page()
                page.goto(f"{server.base}voici/render/06_probability_lab.html",
                          timeout=TIMEOUT_MS)
                page.wait_for_function("() => document.documentElement.dataset.rwReady",
                                       timeout=TIMEOUT_MS)
                lab = page.locator(".rw-probability-lab")
                lab.get_by_role("button", name="Deal", exact=True).click()
                said = lab.get_by_text(re.compile(r"in plain Python \(([\d,]+) a second\)"))
                said.wait_for(timeout=TIMEOUT_MS)
                text = said.inner_text()
                speed = float(re.search(r"\(([\d,]+) a second\)", text).group(1)
                              .replace(",", ""))
                speeds.append(speed)
                print(f"round {r + 1}: {text.strip()}", flush=True)
                context.close()
            chromium.close()
    finally:
        server.stop()
    print(f"Chromium, plain Python: median {statistics.median(speeds):,.0f} deals a second "
          f"over {rounds} rounds; load average:",
          " ".join(f"{x:.2f}" for x in os.getloadavg()))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--browser", action="store_true",
                        help="also measure plain Python in Chromium on an offline site")
    parser.add_argument("--site", help="an offline site built before (with --browser)")
    args = parser.parse_args(argv)
    native(args.rounds)
    if args.browser:
        browser(args.rounds, args.site)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
