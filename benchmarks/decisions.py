"""Decision exercises, run by hand: how long one takes, how wide its intervals, and how
often the computer players already choose what the estimate finds best.

    python benchmarks/decisions.py [--exercises 30] [--timing 5] [--compare 100,300]
                                   [variant ...]

For every variant with decision exercises:

- timing: ``--timing`` exercises answered at the variant's default number of deals
  (wall clock, the median and the worst; CPU time, the median), with the half-width of
  the 95% interval of the best option (its median);
- agreement: over ``--exercises`` seeded exercises, how often the computer player's own
  choice (``bots.choose``) is the estimate's best option, or as good within the intervals
  (the difference no larger than the larger half-width).

Then, for every variant whose hands play out fast as a whole (``VariantInfo.playout``:
Rami), the baseline: the same ``--timing`` exercises at each number of deals of
``--compare`` (empty: none), answered by the explained engine (``estimate(...,
fast=False)``, every decision through the computer player's sentences) and by the fast
play-out, interleaved (the order flips from one exercise to the next), each as a fresh
process answers it (what earlier searches remember forgotten first); the medians of the
CPU time, their ratio and the half-width, and whether both gave the same numbers.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ramsas_widgets.engine import VARIANTS  # noqa: E402
from ramsas_widgets.engine.bots import choose  # noqa: E402
from ramsas_widgets.engine.decisions import estimate  # noqa: E402
from ramsas_widgets.engine.rami.fast import forget  # noqa: E402
from ramsas_widgets.engine.teaching.decisions import decision_situation  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exercises", type=int, default=30)
    parser.add_argument("--timing", type=int, default=5)
    parser.add_argument("--compare", default="100,300",
                        help="deals at which the fast play-out is timed against the "
                             "explained engine (comma-separated; empty: skip)")
    parser.add_argument("variants", nargs="*", default=list(VARIANTS),
                        help="variant IDs (default: all)")
    args = parser.parse_args(argv)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'variant':15s} {'decision':9s} {'deals':>5s} {'median s':>8s} {'worst s':>7s} "
          f"{'CPU s':>6s} {'± points':>8s} {'bot best':>8s} {'bot as good':>11s}")
    for vid in args.variants:
        info = VARIANTS[vid]
        for phase in info.teaching.decisions:
            times, cpu, widths = [], [], []
            for k in range(args.timing):
                sit = decision_situation(vid, seed=10_000 + k, phase=phase)
                start, start_cpu = time.perf_counter(), time.process_time()
                result = sit.answer()
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                widths.append(result.options[0].half_width)
            best = as_good = 0
            for k in range(args.exercises):
                sit = decision_situation(vid, seed=k, phase=phase)
                result = sit.answer()
                bot = choose(sit.game)
                top = result.options[0]
                mine = next((o for o in result.options if o.action == bot), None)
                if mine is None:  # the computer player's choice was not among those weighed
                    continue
                best += mine is top
                as_good += top.value - mine.value <= max(top.half_width, mine.half_width)
            n = args.exercises
            print(f"{vid:15s} {phase:9s} {info.teaching.decision_deals:5d} "
                  f"{statistics.median(times):8.2f} {max(times):7.2f} "
                  f"{statistics.median(cpu):6.2f} "
                  f"{statistics.median(widths):8.2f} {best / n:8.0%} {as_good / n:11.0%}")
    deals = [int(d) for d in args.compare.split(",") if d.strip()]
    fast = [v for v in args.variants if VARIANTS[v].playout is not None]
    if deals and fast:
        compare(fast, deals, args.timing)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def compare(variants: list[str], deals: list[int], timing: int) -> None:
    """The fast play-out against the explained engine on the same exercises."""
    print(f"\nthe whole hand played out fast against the explained engine (CPU s, median "
          f"of {timing}):")
    print(f"{'variant':15s} {'decision':9s} {'deals':>5s} {'explained':>9s} {'fast':>6s} "
          f"{'ratio':>6s} {'± points':>8s} {'same numbers':>12s}")
    for vid in variants:
        for phase in VARIANTS[vid].teaching.decisions:
            for n in deals:
                slow, quick, widths, same = [], [], [], True
                for k in range(timing):
                    sit = decision_situation(vid, seed=10_000 + k, phase=phase)
                    got = {}
                    for mode in ((False, True) if k % 2 == 0 else (True, False)):
                        forget()  # each side answers as a fresh process would
                        start = time.process_time()
                        got[mode] = estimate(sit.game, deals=n, seed=sit.seed,
                                             options=sit.options, fast=mode)
                        (quick if mode else slow).append(time.process_time() - start)
                    same = same and got[True] == got[False]
                    widths.append(got[True].options[0].half_width)
                a, b = statistics.median(slow), statistics.median(quick)
                print(f"{vid:15s} {phase:9s} {n:5d} {a:9.2f} {b:6.2f} {a / b:5.1f}x "
                      f"{statistics.median(widths):8.2f} {'yes' if same else 'NO':>12s}")


if __name__ == "__main__":
    main()
