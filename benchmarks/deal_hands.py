"""Benchmark: vectorised deals and the probability lab's estimates.

Run by hand: ``python benchmarks/deal_hands.py [--rounds 3]``. Every figure is measured in
the same run as its baseline, a plain ``random.shuffle`` loop: the sides are interleaved
round by round, each round deals new cards (its own seed), and the median of the rounds is
printed with the ratio and the load average.

The Rami "can it open" rate is what new hands cost: every round searches hands no earlier
round dealt, twice over. "First" empties the search's remembered tables before its hands
(as in a kernel's first estimate); "later" keeps what the earlier hands left in them (as in
a kernel's next estimate), on hands of its own.

Targets (issue 5): ``deal_hands`` at least 20x the loop for 24-card 4x5+4 deals
(aim 35x); 1 M deals plus five events in under 0.5 s; the Rami "can it open"
estimate at 10,000 hands per second or more.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import random
import statistics
import time
from collections.abc import Callable

import numpy as np

import ramsas_widgets.engine.rami as rami
from ramsas_widgets.probability import deal_hands, estimate, estimate_many, make_question

HANDS = (5, 5, 5, 5, 4)


def timed(fn: Callable[..., object], *args, **kwargs) -> float:
    """Wall time of one call ``fn(*args, **kwargs)``."""
    t = time.perf_counter()
    fn(*args, **kwargs)
    return time.perf_counter() - t


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


def forget_rami_tables() -> None:
    """Empty what the Rami engine remembers between hands: its functions' caches and the
    search's table of option lists (``search._TABLE``, filled on first use)."""
    for info in pkgutil.iter_modules(rami.__path__):
        module = importlib.import_module(f"{rami.__name__}.{info.name}")
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()
        table = getattr(module, "_TABLE", None)
        if isinstance(table, dict):
            table.clear()


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000, help="vectorised deals")
    parser.add_argument("--baseline", type=int, default=100_000, help="deals in the loop")
    parser.add_argument("--rami", type=int, default=3_000, help="Rami hands searched")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds")
    args = parser.parse_args()
    n = args.deals

    five = [make_question("nine-turned", "lt-ramsas"),
            make_question("trump-ace", "lt-ramsas", who="dealer"),
            make_question("four-jacks", "lt-ramsas", who="anyone"),
            make_question("jack-pair", "lt-ramsas"),
            make_question("three-trumps", "lt-ramsas")]
    rami_questions = {(v, c): make_question("rami-open", v, cards=c)
                      for v in ("hu-rami-40", "hu-rami-51") for c in (13, 14)}
    deals: dict[str, list[float]] = {"loop": [], "deal_hands (digits)": [],
                                     "rng.permuted on tile": [], "argsort of 64-bit keys": []}
    five_s: list[float] = []
    first: dict[tuple[str, int], list[float]] = {k: [] for k in rami_questions}
    later: dict[tuple[str, int], list[float]] = {k: [] for k in rami_questions}
    load_before = load()
    for r in range(args.rounds):  # every side once a round, each round on new cards
        seed = 1000 * (r + 1)
        deals["loop"].append(timed(shuffle_loop, args.baseline, seed) / args.baseline)
        deals["deal_hands (digits)"].append(timed(deal_hands, n, 24, HANDS, seed=seed) / n)
        deals["rng.permuted on tile"].append(timed(permuted_tile, n, seed) / n)
        deals["argsort of 64-bit keys"].append(timed(argsort_keys, n, seed) / n)
        five_s.append(timed(estimate_many, five, n, seed=seed))
        for key, q in rami_questions.items():
            forget_rami_tables()
            first[key].append(timed(estimate, q, args.rami, seed=seed + 1))
            later[key].append(timed(estimate, q, args.rami, seed=seed + 2))

    print(f"load average {load_before} before, {load()} after; median of {args.rounds} "
          "interleaved rounds, new cards every round")
    base = statistics.median(deals["loop"])
    print(f"{'random.shuffle loop':26}: {1 / base:12,.0f} deals/s  (baseline)")
    for name, times in deals.items():
        if name != "loop":
            t = statistics.median(times)
            print(f"{name:26}: {1 / t:12,.0f} deals/s  {base / t:6.1f}x the loop")

    t5 = statistics.median(five_s)
    loop_equiv = base * n
    print(f"{n:,} deals + five events : {t5:8.3f} s      (target < 0.5 s; the loop needs "
          f"{loop_equiv:.1f} s just to shuffle them, {loop_equiv / t5:.0f}x)")
    for q, e in zip(five, estimate_many(five, n, seed=1), strict=True):
        print(f"    {q.kind:13} {q.who:9} exact {float(q.exact):.6f}  estimate {e.p:.6f} "
              f"+- {e.se:.6f}")

    print(f"Rami can it open, {args.rami:,} new hands a round (target 10,000 hands/s):")
    for (variant_id, cards), q in rami_questions.items():
        cold = args.rami / statistics.median(first[variant_id, cards])
        warm = args.rami / statistics.median(later[variant_id, cards])
        e = estimate(q, min(args.rami, 500), seed=1)
        print(f"    {variant_id} {cards} cards: first {cold:8,.0f} hands/s "
              f"({cold / 10_000:.2f}x target), later {warm:8,.0f} hands/s "
              f"({warm / 10_000:.2f}x)  p~{e.p:.3f} on 500")


if __name__ == "__main__":
    main()
