"""Benchmark: the Rami best-meld search against an exhaustive enumeration of packings.

Run by hand: ``python benchmarks/rami_best_meld.py [--hands N] [--dense N] [--seed S]``.

It times :func:`ramsas_widgets.engine.rami.best_meld_points` on random 13- and 14-card
hands from the 108-card pack and on dense hands (one or two suits plus 0-4 jokers),
then, on a sample of the same hands, the baseline: list every valid combination the
hand can form, then walk every packing of disjoint combinations and keep the best.
Both must agree; the script prints median, 99th percentile and worst times and the
ratios: of the medians, of the totals, of the worst hands, and per hand (the median
and the 10th percentile of baseline time / search time on the same hand). Targets
(issue 3): random median <= 0.1 ms, p99 <= 2 ms; dense worst <= 10 ms; ratio >= 3x
at the median, >= 100x on dense hands. It also prints ``can_open`` hands per second
on the random hands (thresholds 40 and 51, one pass) and the cost of a cold start:
the search fills a table of fates by card neighbourhood on first use, so the first
hands of a process are slower.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ramsas_widgets.engine.cards import JOKER, SUITS, Card, make_pack  # noqa: E402
from ramsas_widgets.engine.rami import (  # noqa: E402
    best_meld_points,
    can_open,
    formable_melds,
    search,
)


def exhaustive_best(hand: Sequence[Card], budget: float = 30.0) -> tuple[int, bool]:
    """Best total by walking every packing of disjoint combinations.

    Returns (points, finished); stops after ``budget`` seconds (then a lower bound).
    """
    melds = [(Counter(m.cards), m.points or 0) for m in formable_melds(hand)]
    have = Counter(hand)
    best = 0
    deadline = time.perf_counter() + budget
    finished = True
    calls = 0

    def walk(start: int, left: Counter, total: int) -> None:
        nonlocal best, finished, calls
        calls += 1
        if calls % 4096 == 0 and time.perf_counter() > deadline:
            finished = False
            raise TimeoutError
        if total > best:
            best = total
        for i in range(start, len(melds)):
            need, pts = melds[i]
            if all(left[c] >= k for c, k in need.items()):
                left.subtract(need)
                walk(i, left, total + pts)
                left.update(need)

    try:
        walk(0, have, 0)
    except TimeoutError:
        pass
    return best, finished


def random_hands(rng: random.Random, n: int) -> list[list[Card]]:
    pack = make_pack(packs=2, jokers=4)
    return [rng.sample(pack, rng.choice((13, 14))) for _ in range(n)]


def dense_hands(rng: random.Random, n: int) -> list[list[Card]]:
    pack = make_pack(packs=2, jokers=0)
    out = []
    for _ in range(n):
        suits = rng.sample(SUITS, rng.choice((1, 2)))
        pool = [c for c in pack if c.suit in suits]
        jokers = rng.randint(0, 4)
        size = rng.choice((13, 14))
        out.append(rng.sample(pool, size - jokers) + [JOKER] * jokers)
    return out


def timed(fn, hands: Sequence[Sequence[Card]], repeat: int = 3) -> tuple[list[float], list]:
    """Per-hand time (the best of ``repeat`` runs, to damp noise from other processes).
    Each run starts without the values earlier searches remember (``search.forget``):
    it times the search, not a look-up of the hand searched a moment before."""
    times, results = [], []
    for h in hands:
        best = float("inf")
        for _ in range(repeat):
            search.forget()
            t = time.perf_counter()
            out = fn(h)
            best = min(best, time.perf_counter() - t)
        results.append(out)
        times.append(best)
    return times, results


def pct(xs: Sequence[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def ms(x: float) -> str:
    return f"{x * 1e3:8.3f} ms"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=20000, help="random hands timed")
    ap.add_argument("--dense", type=int, default=2000, help="dense hands timed")
    ap.add_argument("--baseline-hands", type=int, default=1000)
    ap.add_argument("--baseline-dense", type=int, default=100)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--repeat", type=int, default=3, help="runs per hand, the best counts")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    rand = random_hands(rng, args.hands)
    dense = dense_hands(rng, args.dense)

    search._TABLE.clear()
    search.forget()
    t = time.perf_counter()
    for h in rand[:1000]:
        best_meld_points(h)
    cold = time.perf_counter() - t
    print(f"cold start: first {min(1000, len(rand))} random hands with an empty fate table "
          f"{cold * 1e3:.0f} ms in all ({len(search._TABLE)} table entries filled)")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average {load:.2f} on {os.cpu_count()} cores; best of {args.repeat} runs per hand")
    t_rand, r_rand = timed(best_meld_points, rand, args.repeat)
    t_dense, r_dense = timed(best_meld_points, dense, args.repeat)
    print(f"best_meld_points on {len(rand)} random 13/14-card hands (108-card pack):")
    print(f"  median {ms(statistics.median(t_rand))}   p99 {ms(pct(t_rand, 0.99))}"
          f"   worst {ms(max(t_rand))}   (targets: median <= 0.1 ms, p99 <= 2 ms)")
    print(f"best_meld_points on {len(dense)} dense hands (1-2 suits + 0-4 jokers):")
    print(f"  median {ms(statistics.median(t_dense))}   p99 {ms(pct(t_dense, 0.99))}"
          f"   worst {ms(max(t_dense))}   (target: worst <= 10 ms)")

    for label, hands, fast_t, fast_r, k in (
        ("random", rand, t_rand, r_rand, args.baseline_hands),
        ("dense", dense, t_dense, r_dense, args.baseline_dense),
    ):
        sample = list(range(min(k, len(hands))))
        base_t, base_r = timed(exhaustive_best, [hands[i] for i in sample], args.repeat)
        unfinished = sum(not done for _, done in base_r)
        wrong = sum(base_r[j][0] != fast_r[i] for j, i in enumerate(sample) if base_r[j][1])
        ft = [fast_t[i] for i in sample]
        print(f"exhaustive baseline on {len(sample)} of the {label} hands"
              f" ({unfinished} stopped at the 30 s budget, {wrong} disagreements):")
        print(f"  median {ms(statistics.median(base_t))}   p99 {ms(pct(base_t, 0.99))}"
              f"   worst {ms(max(base_t))}")
        med = statistics.median(base_t) / statistics.median(ft)
        print(f"  ratio baseline/search: median {med:.1f}x"
              f"   total {sum(base_t) / sum(ft):.1f}x   worst {max(base_t) / max(ft):.1f}x")
        per = [b / f for b, f in zip(base_t, ft, strict=True)]
        print(f"  per hand: median {statistics.median(per):.1f}x   10th percentile "
              f"{pct(per, 0.10):.1f}x   lowest {min(per):.1f}x")

    for threshold in (40, 51):
        t = time.perf_counter()
        hits = sum(can_open(h, threshold) for h in rand)
        rate = len(rand) / (time.perf_counter() - t)
        print(f"can_open(hand, {threshold}) on the {len(rand)} random hands: {rate:,.0f} hands/s"
              f" ({hits} can open)")


if __name__ == "__main__":
    main()
