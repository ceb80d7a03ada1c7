"""Benchmark: vectorised deals and the probability lab's estimates.

Run by hand: ``python benchmarks/deal_hands.py``. Every figure is measured in the
same run as its baseline, a plain ``random.shuffle`` loop, and printed with the ratio.

Targets (issue 5): ``deal_hands`` at least 20x the loop for 24-card 4x5+4 deals
(aim 35x); 1 M deals plus five events in under 0.5 s; the Rami "can it open"
estimate at 10,000 hands per second or more.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

import numpy as np

from ramsas_widgets.probability import deal_hands, estimate, estimate_many, make_question

HANDS = (5, 5, 5, 5, 4)


def best_of(repeats: int, fn: Callable[[], object]) -> float:
    """Fastest wall time of ``repeats`` calls (the least disturbed by other work)."""
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def shuffle_loop(n: int, seed: int = 1) -> list[list[int]]:
    """The baseline: one ``random.shuffle`` of a fresh 24-card list per deal."""
    rng = random.Random(seed)
    deck = list(range(24))
    out = []
    for _ in range(n):
        d = deck[:]
        rng.shuffle(d)
        out.append(d)
    return out


def permuted_tile(n: int, seed: int = 1) -> np.ndarray:
    """Alternative: numpy's per-row Fisher-Yates on a tiled arange (exact, C loop per row)."""
    rng = np.random.default_rng(seed)
    return rng.permuted(np.tile(np.arange(24, dtype=np.uint8), (n, 1)), axis=1)


def argsort_keys(n: int, seed: int = 1) -> np.ndarray:
    """Alternative: argsort of random 64-bit keys, rows with a tie drawn again."""
    rng = np.random.default_rng(seed)
    keys = rng.integers(0, 2**63, size=(n, 24), dtype=np.int64)
    while True:
        ties = (np.diff(np.sort(keys, axis=1), axis=1) == 0).any(axis=1)
        if not ties.any():
            break
        keys[ties] = rng.integers(0, 2**63, size=(int(ties.sum()), 24), dtype=np.int64)
    return np.argsort(keys, axis=1).astype(np.uint8)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000, help="vectorised deals")
    parser.add_argument("--baseline", type=int, default=100_000, help="deals in the loop")
    parser.add_argument("--rami", type=int, default=3_000, help="Rami hands searched")
    args = parser.parse_args()
    n = args.deals

    base = best_of(2, lambda: shuffle_loop(args.baseline)) / args.baseline
    print(f"random.shuffle loop       : {1 / base:12,.0f} deals/s  (baseline)")
    for name, fn, reps in [
        ("deal_hands (digits)", lambda: deal_hands(n, 24, HANDS, seed=1), 3),
        ("rng.permuted on tile", lambda: permuted_tile(n), 2),
        ("argsort of 64-bit keys", lambda: argsort_keys(n), 1),
    ]:
        t = best_of(reps, fn) / n
        print(f"{name:26}: {1 / t:12,.0f} deals/s  {base / t:6.1f}x the loop")

    five = [make_question("nine-turned", "lt-ramsas"),
            make_question("trump-ace", "lt-ramsas", who="dealer"),
            make_question("four-jacks", "lt-ramsas", who="anyone"),
            make_question("jack-pair", "lt-ramsas"),
            make_question("three-trumps", "lt-ramsas")]
    t5 = best_of(3, lambda: estimate_many(five, n, seed=1))
    loop_equiv = base * n
    print(f"{n:,} deals + five events : {t5:8.3f} s      (target < 0.5 s; the loop needs "
          f"{loop_equiv:.1f} s just to shuffle them, {loop_equiv / t5:.0f}x)")
    for q, e in zip(five, estimate_many(five, n, seed=1), strict=True):
        print(f"    {q.kind:13} {q.who:9} exact {float(q.exact):.6f}  estimate {e.p:.6f} "
              f"+- {e.se:.6f}")

    for variant_id in ("hu-rami-40", "hu-rami-51"):
        for cards in (13, 14):
            q = make_question("rami-open", variant_id, cards=cards)
            t = best_of(3, lambda q=q: estimate(q, args.rami, seed=1))
            e = estimate(q, min(args.rami, 500), seed=1)
            print(f"{variant_id} {cards} cards can open: {args.rami / t:8,.0f} hands/s "
                  f"(target 10,000; {args.rami / t / 10_000:.2f}x target)  "
                  f"p~{e.p:.3f} on 500")


if __name__ == "__main__":
    main()
