"""The best-meld search against an independent brute-force oracle, plus properties.

The oracle below shares no code with the engine's search or combination check: it
enumerates candidate combinations as subsets of one suit or one rank, judges each by
its own reading of RULES.md section 8 (every joker place tried, the lowest value
kept, HU-JOKER-2), and tries every packing of disjoint combinations.
"""

from __future__ import annotations

import random
from collections import Counter
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ramsas_widgets.engine import RulesError
from ramsas_widgets.engine.cards import JOKER, SUITS, Card, make_pack, parse_cards
from ramsas_widgets.engine.rami import best_meld_points, best_melds, can_open, search, validate_meld

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
    values = []
    for ace in (1, 14):
        pos = sorted(ace if r == 14 else r for r in ranks)
        for fill in ([p for p in range(1, 15) if p not in pos] if jokers else [None]):
            full = sorted(pos + ([fill] if fill is not None else []))
            if full == list(range(full[0], full[0] + len(full))) and not (
                    1 in full and 14 in full):
                values.append(sum(_pos_value(p) for p in full))
    return min(values) if values else None


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


def random_hand(rng: random.Random) -> list[Card]:
    return rng.sample(make_pack(packs=2, jokers=4), rng.choice((13, 14)))


def dense_hand(rng: random.Random) -> list[Card]:
    suits = rng.sample(SUITS, rng.choice((1, 2)))
    pool = [c for c in make_pack(packs=2) if c.suit in suits]
    jokers = rng.randint(0, 4)
    return rng.sample(pool, rng.choice((13, 14)) - jokers) + [JOKER] * jokers


def _check(hand: list[Card]) -> None:
    want = oracle_best(hand)
    assert best_meld_points(hand) == want, hand
    melds = best_melds(hand)
    assert sum(validate_meld(m).points for m in melds) == want, (hand, melds)
    assert not Counter(c for m in melds for c in m) - Counter(hand)  # disjoint, from the hand
    assert can_open(hand, want) and (want == 0 or not can_open(hand, want + 1))
    for threshold in (want - 1, want - 10, 40, 51):  # the early-stopping search (HU-TURN-2)
        assert can_open(hand, threshold) == (want >= threshold), (hand, threshold)


@pytest.mark.rule("HU-TURN-2")
def test_search_matches_oracle_on_random_hands():
    rng = random.Random(20261129)
    for _ in range(1000):
        _check(random_hand(rng))


@pytest.mark.rule("HU-JOKER-2")
def test_search_matches_oracle_on_dense_hands():
    rng = random.Random(51)
    for _ in range(200):
        _check(dense_hand(rng))


def test_oracle_agrees_with_the_rules_table():
    for text, pts in (("KH KS KD", 30), ("JK 7S 8S", 21), ("QH KH AH", 31), ("KH AH 2H", None),
                      ("JK JK 5H 6H", None), ("9C 9D 9H JK", 36)):
        keys = tuple((0, "") if c.is_joker else (c.rank, c.suit.value) for c in parse_cards(text))
        assert oracle_points(keys) == pts


def test_known_hands():
    assert best_meld_points("") == 0
    assert best_meld_points("KH KS KD 5C 6C 7C") == 48
    assert best_meld_points("JK JK JK 2C 9D KS") == 0
    assert best_meld_points("AS 2S 3S QS KS") == 31  # one ace: high (31) beats low (6)
    assert best_meld_points("AS AS 2S 3S QS KS") == 37
    # a joker left out of a natural run to save the natural for a set (HU-JOKER-1)
    assert best_meld_points("JK QS AS KS KD KH") == 31 + 30
    assert can_open("KH KS KD 5C 6C 7C", 40) and not can_open("KH KS KD 5C 6C 7C", 51)
    assert can_open([], 0)


@pytest.mark.rule("HU-RUN-2")
def test_long_runs_and_the_thirteen_card_run():
    """Runs longer than five are cut by the search; a whole suit laid as one run counts
    the ace low (85), so cutting it to end Q-K-A (95) scores more."""
    suit = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
    for text in (suit, suit.replace("7S", "JK"), suit.replace("AS", "JK"),
                 suit.replace("KS", "JK"), "JK " + suit.replace("AS ", ""),
                 "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH JK",
                 "AD 2D 3D 4D 5D 6D 7D JK", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC JK"):
        whole = validate_meld(text)
        assert best_meld_points(text) >= (whole.points or 0), text
        assert best_meld_points(text) == oracle_best(parse_cards(text)), text
    assert validate_meld(suit).points == 85
    assert best_meld_points(suit) == 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 10 + 10 + 10 + 11


def test_inline_table_keys_match_the_documented_key():
    """The exact search computes the fate-table key inline; it must be :func:`_key`'s."""
    rng = random.Random(7)
    search._TABLE.clear()
    for hand in [random_hand(rng) for _ in range(100)] + [dense_hand(rng) for _ in range(30)]:
        state, jokers = search._reduce(hand)
        if not state:
            continue
        memo: dict[int, int] = {}
        search._solve(state, jokers, memo, search._bound(state, jokers))
        for packed in memo:
            st, j = packed >> 3, packed & 7
            idx = ((st & -st).bit_length() - 1) >> 1
            assert search._key(idx, st - (1 << (2 * idx)), j) in search._TABLE


def test_cards_as_any_iterable():
    hand = parse_cards("KH KS KD 5C 6C 7C")
    assert best_meld_points(tuple(hand)) == best_meld_points(iter(hand)) == 48
    assert can_open(iter(hand), 48) and not can_open(iter(hand), 49)


def test_bad_input():
    with pytest.raises(RulesError):
        best_meld_points([Card.parse("KH"), "KS"])  # type: ignore[list-item]
    with pytest.raises(RulesError) as err:
        best_meld_points("KH KH KH KH")
    assert err.value.rule == "HU-DECK-1"
    with pytest.raises(RulesError):
        can_open("KH KS KD", "40")  # type: ignore[arg-type]
    for text in ("AS AS AS AS 2C 3C", "2C 2C 2C 2C JK", "JK AS AS AS AS KS QS"):
        with pytest.raises(RulesError) as err:
            can_open(parse_cards(text), 1)
        assert err.value.rule == "HU-DECK-1"
    with pytest.raises(RulesError):
        can_open(iter([Card.parse("KH"), Card.parse("KS"), 7]), 10)  # type: ignore[list-item]


@pytest.mark.rule("HU-TURN-2")
@settings(max_examples=150, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 14), st.booleans())
def test_best_points_never_decrease_when_a_card_is_added(rnd, size, dense):
    pack = make_pack(packs=2, jokers=4)
    if dense:
        suit = rnd.choice(SUITS)
        pack = [c for c in pack if c.suit in (None, suit)]
    hand = rnd.sample(pack, size + 1)
    assert best_meld_points(hand) >= best_meld_points(hand[:-1])
