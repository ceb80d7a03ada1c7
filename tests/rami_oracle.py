"""An independent brute-force oracle for the best-meld search (RULES.md section 8).

It shares no code with the engine's search or combination check: it enumerates candidate
combinations as subsets of one suit or one rank, judges each by its own reading of the
rules (every joker place tried, the lowest kept, HU-JOKER-2; a natural ace read high where
both readings fit, HU-VAL-1), and tries every packing of disjoint combinations.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from ramsas_widgets.engine.cards import Card

Key = tuple[int, str]  # (rank, suit letter); rank 0 is the joker


def _pos_value(p: int) -> int:
    return 1 if p == 1 else 11 if p == 14 else min(p, 10)


@cache
def oracle_points(cards: tuple[Key, ...]) -> int | None:
    """Points of a combination, or None: an independent reading of section 8."""
    jokers = sum(1 for r, _ in cards if r == 0)
    nat = [(r, s) for r, s in cards if r != 0]
    if len(cards) < 3 or jokers > 1:
        return None
    if len({r for r, _ in nat}) == 1:
        if len({s for _, s in nat}) != len(nat) or len(cards) > 4:
            return None
        return _pos_value(nat[0][0]) * len(cards)
    if len({s for _, s in nat}) != 1:
        return None
    ranks = [r for r, _ in nat]
    if len(set(ranks)) != len(ranks):
        return None
    readings = []  # per reading of a natural ace: the lowest joker place counts (HU-JOKER-2)
    for ace in ((1, 14) if 14 in ranks else (None,)):
        pos = sorted(ace if r == 14 else r for r in ranks)
        values = []
        for fill in ([p for p in range(1, 15) if p not in pos] if jokers else [None]):
            full = sorted(pos + ([fill] if fill is not None else []))
            if full == list(range(full[0], full[0] + len(full))) and not (
                    1 in full and 14 in full):
                values.append(sum(_pos_value(p) for p in full))
        if values:
            readings.append(min(values))
    return max(readings) if readings else None  # a natural ace counts high where it can


def oracle_best(hand: list[Card]) -> int:
    keys = tuple(sorted((0, "") if c.is_joker else (c.rank, c.suit.value) for c in hand))
    jokers = min(1, sum(1 for r, _ in keys if r == 0))
    groups: dict = {}
    for r, s in sorted(set(k for k in keys if k[0])):
        groups.setdefault(("suit", s), []).append((r, s))
        groups.setdefault(("rank", r), []).append((r, s))
    candidates: dict[tuple, int] = {}
    for group in groups.values():
        for mask in range(1, 1 << len(group)):
            sub = [group[i] for i in range(len(group)) if mask >> i & 1]
            if len(sub) < 2:
                continue
            for j in range(jokers + 1):
                combo = tuple(sorted(sub + [(0, "")] * j))
                if combo not in candidates:
                    pts = oracle_points(combo)
                    if pts is not None:
                        candidates[combo] = pts
    by_card: dict[Key, list] = {}
    for combo, pts in candidates.items():
        for k in set(combo):
            by_card.setdefault(k, []).append((Counter(combo), tuple(Counter(combo).items()), pts))

    @cache
    def go(rem: tuple[Key, ...]) -> int:
        if not rem:
            return 0
        have = Counter(rem)
        rest = list(rem)
        rest.remove(rem[0])
        best = go(tuple(rest))
        for need, items, pts in by_card.get(rem[0], ()):
            if all(have[k] >= n for k, n in items):
                best = max(best, pts + go(tuple(sorted((have - need).elements()))))
        return best

    return go(keys)
