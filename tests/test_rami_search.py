"""The best-meld search against an independent brute-force oracle, plus properties.

The oracle below shares no code with the engine's search or combination check: it
enumerates candidate combinations as subsets of one suit or one rank, judges each by
its own reading of RULES.md section 8 (every joker place tried, the lowest value
kept, HU-JOKER-2), and tries every packing of disjoint combinations.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rami_oracle import oracle_best, oracle_points

from ramsas_widgets.engine import RulesError
from ramsas_widgets.engine.cards import JOKER, SUITS, Card, make_pack, parse_cards
from ramsas_widgets.engine.rami import best_meld_points, best_melds, can_open, search, validate_meld


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


@pytest.mark.rule("HU-VAL-1")
def test_long_runs_and_the_thirteen_card_run():
    """Runs longer than five are cut by the search; a whole suit laid as one run counts
    the ace high (95), the same as the search's best."""
    suit = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
    for text in (suit, suit.replace("7S", "JK"), suit.replace("AS", "JK"),
                 suit.replace("KS", "JK"), "JK " + suit.replace("AS ", ""),
                 "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH JK",
                 "AD 2D 3D 4D 5D 6D 7D JK", "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC JK"):
        whole = validate_meld(text)
        assert best_meld_points(text) >= (whole.points or 0), text
        assert best_meld_points(text) == oracle_best(parse_cards(text)), text
    high = 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 10 + 10 + 10 + 11
    assert validate_meld(suit).points == high == best_meld_points(suit) == 95
    assert best_melds(suit) == [parse_cards(suit)[1:] + parse_cards("AS")]


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
            bits = search._JOKER_BITS
            st, j = packed >> bits, packed & ((1 << bits) - 1)
            idx = ((st & -st).bit_length() - 1) >> 1
            assert search._key(idx, st - (1 << (2 * idx)), j) in search._TABLE


def test_the_reduced_hand_keeps_exactly_the_cards_that_fit_a_combination():
    """reduce_state (all four suits at once) keeps a card when three cards of the hand
    holding it form a valid combination (validate_meld), and at most one joker per two
    natural cards kept."""
    from itertools import combinations

    rng = random.Random(17)
    for hand in [random_hand(rng) for _ in range(60)] + [dense_hand(rng) for _ in range(30)]:
        naturals = [c for c in hand if not c.is_joker]
        jokers = len(hand) - len(naturals)
        kept = []
        for i, c in enumerate(naturals):
            others = naturals[:i] + naturals[i + 1:] + [JOKER] * min(jokers, 1)
            if any(validate_meld([c, x, y]).valid for x, y in combinations(others, 2)):
                kept.append(c)
        state = sum(1 << search._SHIFT[(c.rank, SUITS.index(c.suit))] for c in kept)
        assert search._reduce(hand) == (state, min(jokers, len(kept) // 2)), hand


def test_the_option_table_gives_each_hands_own_options():
    """best_melds walks the options of each lowest card from a table kept by _key: the
    same options, in the same order, as _options lists for the hand itself."""
    rng = random.Random(11)
    for hand in [random_hand(rng) for _ in range(150)] + [dense_hand(rng) for _ in range(60)]:
        state, jokers = search._reduce(hand)
        while state:
            options = search._options(state, jokers, spec=True)
            assert search._spec_options(state, jokers) == options, hand
            _, state, jokers, _ = rng.choice(options)


def test_the_shared_memo_holds_exact_values():
    """Every search of the process shares one memo: each value in it is what a search
    of that state alone, with a memo of its own, finds."""
    rng = random.Random(13)
    search._MEMO.clear()
    for hand in [random_hand(rng) for _ in range(200)] + [dense_hand(rng) for _ in range(40)]:
        best_meld_points(hand)
        best_melds(hand)
    assert len(search._MEMO) > 500
    for packed, value in rng.sample(sorted(search._MEMO.items()), 500):
        st, j = packed >> search._JOKER_BITS, packed & ((1 << search._JOKER_BITS) - 1)
        assert search._solve(st, j, {}, search._bound(st, j)) == value


def test_cards_as_any_iterable():
    hand = parse_cards("KH KS KD 5C 6C 7C")
    assert best_meld_points(tuple(hand)) == best_meld_points(iter(hand)) == 48
    assert can_open(iter(hand), 48) and not can_open(iter(hand), 49)


def test_bad_input():
    with pytest.raises(TypeError):
        best_meld_points([Card.parse("KH"), "KS"])  # type: ignore[list-item]
    with pytest.raises(RulesError) as err:
        best_meld_points("KH KH KH KH")
    assert err.value.rule == "HU-DECK-1"
    with pytest.raises(TypeError):
        can_open("KH KS KD", "40")  # type: ignore[arg-type]
    for text in ("AS AS AS AS 2C 3C", "2C 2C 2C 2C JK", "JK AS AS AS AS KS QS"):
        with pytest.raises(RulesError) as err:
            can_open(parse_cards(text), 1)
        assert err.value.rule == "HU-DECK-1"
    with pytest.raises(TypeError):
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
