"""Decision exercises, run by hand: how long one takes, how wide its intervals, and how
often the computer players already choose what the estimate finds best.

    python benchmarks/decisions.py [--exercises 30] [--timing 5] [variant ...]

For every variant with decision exercises:

- timing: ``--timing`` exercises answered at the variant's default number of deals
  (wall clock, the median and the worst), with the half-width of the 95% interval of the
  best option (its median);
- agreement: over ``--exercises`` seeded exercises, how often the computer player's own
  choice (``bots.choose``) is the estimate's best option, or as good within the intervals
  (the difference no larger than the larger half-width).
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
from ramsas_widgets.engine.teaching.decisions import decision_situation  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--exercises", type=int, default=30)
    parser.add_argument("--timing", type=int, default=5)
    parser.add_argument("variants", nargs="*", default=list(VARIANTS),
                        help="variant IDs (default: all)")
    args = parser.parse_args(argv)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'variant':15s} {'decision':9s} {'deals':>5s} {'median s':>8s} {'worst s':>7s} "
          f"{'± points':>8s} {'bot best':>8s} {'bot as good':>11s}")
    for vid in args.variants:
        info = VARIANTS[vid]
        for phase in info.teaching.decisions:
            times, widths = [], []
            for k in range(args.timing):
                sit = decision_situation(vid, seed=10_000 + k, phase=phase)
                start = time.perf_counter()
                result = sit.answer()
                times.append(time.perf_counter() - start)
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
                  f"{statistics.median(widths):8.2f} {best / n:8.0%} {as_good / n:11.0%}")


if __name__ == "__main__":
    main()
