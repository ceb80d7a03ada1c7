"""Rami combinations: the RULES.md table, edge cases, properties, and table melds."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ramsas_widgets.engine import RulesError
from ramsas_widgets.engine.cards import JOKER, SUITS, Card, parse_cards
from ramsas_widgets.engine.rami import MeldCheck, TableMeld, validate_meld
from ramsas_widgets.engine.rami.melds import meld_points, run_layout

# The worked values of RULES.md section 8 (from the source): cards, kind, points, rule.
TABLE = [
    ("KH KS KD", "set", 30, None),
    ("AC AH AS", "set", 33, None),
    ("7S 7S 7H", None, None, "HU-SET-1"),
    ("AH 2H 3H", "run", 6, None),
    ("5C 6C 7C", "run", 18, None),
    ("QH KH AH", "run", 31, None),
    ("KH AH 2H", None, None, "HU-RUN-2"),
    ("9C 9D 9H JK", "set", 36, None),
    ("JK 7S 8S", "run", 21, None),
    ("JK JK 5H 6H", None, None, "HU-JOKER-1"),
]


@pytest.mark.rule("HU-SET-1")
@pytest.mark.rule("HU-RUN-1")
@pytest.mark.rule("HU-VAL-1")
@pytest.mark.parametrize(("text", "kind", "points", "rule"), TABLE)
def test_rules_table(text, kind, points, rule):
    check = validate_meld(text)
    assert isinstance(check, MeldCheck)
    assert check.valid is (points is not None)
    assert check.points == points
    if points is None:
        assert check.rule == rule
        assert check.reason and check.reason.endswith(f"({rule})")
        assert not check
    else:
        assert check.kind == kind
        assert "HU-" in check.reason


@pytest.mark.rule("HU-SET-1")
def test_sets_need_different_suits_and_at_most_four():
    assert validate_meld("9C 9D 9H 9S").points == 36
    assert not validate_meld("9C 9D 9H 9S 9C").valid  # duplicates from two packs
    assert validate_meld("9C 9D 9H 9S 9C").rule == "HU-SET-1"
    assert not validate_meld("9C 9D 9H 9S JK").valid  # five cards with the joker
    assert not validate_meld("9C 9C JK").valid  # identical cards never share a set
    assert not validate_meld("9C 9D").valid  # too short
    assert validate_meld("9C 9D").rule == "HU-SET-1"


@pytest.mark.rule("HU-RUN-1")
def test_runs_consecutive_one_suit():
    assert validate_meld("5C 6C 7C 8C 9C").points == 35
    assert validate_meld("9C 5C 7C 6C 8C").cards == tuple(parse_cards("5C 6C 7C 8C 9C"))
    assert not validate_meld("5C 6C 8C").valid
    assert validate_meld("5C 6C 8C").rule == "HU-RUN-1"
    assert not validate_meld("5C 6C 6C 7C").valid  # the same card twice
    assert not validate_meld("5C 6D 7C").valid  # two suits, two ranks
    assert validate_meld("5C 6C 7C 8C").pure and not validate_meld("5C JK 7C").pure


@pytest.mark.rule("HU-RUN-2")
def test_ace_low_or_high_never_both_and_no_wrap():
    assert validate_meld("AS 2S 3S").points == 6
    assert validate_meld("QS KS AS").points == 31
    assert validate_meld("AS 2S 3S").span == (1, 3)
    assert validate_meld("QS KS AS").span == (12, 14)
    for text in ("KS AS 2S", "QS KS AS 2S", "KS AS 2S 3S"):
        check = validate_meld(text)
        assert not check.valid and check.rule == "HU-RUN-2", text
    # runs of 13: ace to king or two to ace are the same cards; the ace counts high
    low13 = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
    high13 = "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"
    assert validate_meld(low13).points == sum(range(2, 11)) + 30 + 11
    assert validate_meld(high13).points == validate_meld(low13).points
    assert validate_meld(high13).span == validate_meld(low13).span == (2, 14)
    assert validate_meld("3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS").points == \
        sum(range(3, 11)) + 30 + 11  # twelve cards up to the high ace
    assert validate_meld(low13 + " AS").rule == "HU-RUN-2"
    assert validate_meld(high13 + " JK").rule == "HU-RUN-2"
    # twelve naturals from 2 to K with a joker: the joker takes the lower place, the low ace
    twelve = validate_meld("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS JK")
    assert twelve.valid and twelve.joker_as == (Card(14, SUITS[3]),)
    assert twelve.points == 1 + sum(range(2, 11)) + 30


@pytest.mark.rule("HU-VAL-1")
def test_values():
    assert meld_points("TD JD QD KD AD") == 10 + 10 + 10 + 10 + 11
    assert meld_points("AD 2D 3D 4D") == 1 + 2 + 3 + 4
    assert meld_points("AD AC AH AS") == 44
    assert meld_points("2C 2D 2H") == 6
    with pytest.raises(RulesError) as err:
        meld_points("2C 2D 3H")
    assert err.value.rule == "HU-RUN-1"


@pytest.mark.rule("HU-JOKER-1")
def test_one_joker_per_combination():
    for text in ("JK JK 5H 6H", "JK JK 5H", "9C 9D JK JK", "4S JK 6S JK"):
        check = validate_meld(text)
        assert not check.valid and check.rule == "HU-JOKER-1", text
    assert not validate_meld("5S 8S JK").valid  # one joker fills one gap only
    assert validate_meld("5S 8S JK").rule == "HU-JOKER-1"


@pytest.mark.rule("HU-JOKER-2")
def test_joker_takes_the_lower_place():
    cases = {
        "JK 7S 8S": ("6S", 21),    # 6 or 9: lower place
        "JK 2S 3S": ("AS", 6),     # low ace (1) or 4: the low ace
        "AS 2S JK": ("3S", 6),     # nothing below the low ace
        "JK KS AS": ("QS", 31),    # nothing above the high ace
        "JK QS KS": ("JS", 30),    # J (10) rather than the ace (11)
        "5S JK 7S": ("6S", 18),    # the one gap
        "AS 3S JK": ("2S", 6),
        "QS AS JK": ("KS", 31),
    }
    for text, (stands, points) in cases.items():
        check = validate_meld(text)
        assert check.valid, text
        assert check.joker_as == (Card.parse(stands),), text
        assert check.points == points, text
    three = validate_meld("6C 6D JK")
    assert three.points == 18 and set(three.joker_as) == set(parse_cards("6H 6S"))
    assert validate_meld("9C 9D 9H JK").joker_as == (Card.parse("9S"),)
    assert run_layout([7, 8], 1) == (6, 8, 6)


def test_bad_input_is_a_rules_error_and_a_wrong_type_a_type_error():
    with pytest.raises(RulesError):
        validate_meld("KH XX")
    with pytest.raises(TypeError):
        validate_meld([Card.parse("KH"), "KS"])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        validate_meld(None)  # type: ignore[arg-type]


# -- properties -------------------------------------------------------------
def _valid_melds():
    suit = st.sampled_from(SUITS)
    runs = st.tuples(suit, st.integers(1, 12), st.integers(3, 13), st.booleans(),
                     st.integers(0, 12)).map(_run)
    sets = st.tuples(st.integers(2, 14), st.sets(st.sampled_from(SUITS), min_size=2, max_size=4),
                     st.booleans()).map(_set)
    return st.one_of(runs, sets).filter(lambda cards: validate_meld(cards).valid)


def _run(args):
    suit, lo, length, joker, jat = args
    hi = min(lo + length - 1, 14 if lo > 1 else 13)
    cards = [Card(14 if p == 1 else p, suit) for p in range(lo, hi + 1)]
    if joker:
        cards[jat % len(cards)] = JOKER
    return cards


def _set(args):
    rank, suits, joker = args
    cards = [Card(rank, s) for s in sorted(suits, key=SUITS.index)]
    if joker and len(cards) < 4:
        cards.append(JOKER)
    return cards


@pytest.mark.rule("HU-SET-1")
@pytest.mark.rule("HU-RUN-1")
@settings(max_examples=300, deadline=None)
@given(_valid_melds(), st.randoms(use_true_random=False))
def test_valid_meld_stays_valid_under_reordering(cards, rnd):
    check = validate_meld(cards)
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    again = validate_meld(shuffled)
    assert again.valid and again.points == check.points and again.cards == check.cards


@pytest.mark.rule("HU-JOKER-1")
@settings(max_examples=300, deadline=None)
@given(_valid_melds(), st.randoms(use_true_random=False))
def test_adding_a_second_joker_invalidates(cards, rnd):
    more = list(cards) + [JOKER]
    if JOKER not in cards:
        more.append(JOKER)
    rnd.shuffle(more)
    check = validate_meld(more)
    assert not check.valid and check.rule == "HU-JOKER-1"


# -- melds on the table -------------------------------------------------------
@pytest.mark.rule("HU-TURN-3")
def test_lay_off_extends_runs_and_completes_sets():
    run = TableMeld.from_cards(1, 0, parse_cards("JK 7S 8S"))
    assert run.joker_as == (Card.parse("6S"),) and run.points == 21
    run.lay_off(Card.parse("9S"))
    run.lay_off(Card.parse("5S"))
    assert [str(c) for c in run.cards] == ["5S", "JK", "7S", "8S", "9S"]
    assert run.points == 5 + 6 + 7 + 8 + 9
    assert run.layoff_error(Card.parse("6S")) is not None  # the joker's place is taken
    assert run.layoff_error(JOKER).rule == "HU-JOKER-1"
    high = TableMeld.from_cards(2, 1, parse_cards("JS QS KS"))
    high.lay_off(Card.parse("AS"))
    assert high.span == (11, 14) and high.layoff_error(Card.parse("AS")) is not None
    low = TableMeld.from_cards(3, 1, parse_cards("2H 3H 4H"))
    low.lay_off(Card.parse("AH"))
    assert low.span == (1, 4) and low.points == 10
    pure = TableMeld.from_cards(4, 1, parse_cards("2D 3D 4D"))
    pure.lay_off(JOKER)  # the lower place: the low ace
    assert pure.joker_as == (Card.parse("AD"),)
    sset = TableMeld.from_cards(5, 0, parse_cards("9C 9D JK"))
    assert sset.layoff_error(Card.parse("9C")).rule == "HU-SET-1"
    sset.lay_off(Card.parse("9H"))
    assert sset.joker_as == (Card.parse("9S"),) and sset.points == 36
    assert sset.layoff_error(Card.parse("9S")).rule == "HU-SET-1"  # full


@pytest.mark.rule("HU-JOKER-3")
def test_joker_exchange_needs_the_exact_card():
    run = TableMeld.from_cards(1, 0, parse_cards("5S JK 7S"))
    err = run.swap_error(Card.parse("6H"))
    assert err is not None and err.rule == "HU-JOKER-3"
    assert run.swap(Card.parse("6S")) == JOKER
    assert [str(c) for c in run.cards] == ["5S", "6S", "7S"] and not run.has_joker


@pytest.mark.rule("HU-JOKER-4")
def test_set_joker_only_with_three_naturals():
    three = TableMeld.from_cards(1, 0, parse_cards("9C 9D JK"))
    err = three.swap_error(Card.parse("9H"))
    assert err is not None and err.rule == "HU-JOKER-4"
    four = TableMeld.from_cards(2, 0, parse_cards("9C 9D 9H JK"))
    assert four.swap_error(Card.parse("9H")).rule == "HU-JOKER-3"
    assert four.swap(Card.parse("9S")) == JOKER
    assert sorted(str(c) for c in four.cards) == ["9C", "9D", "9H", "9S"]


@pytest.mark.rule("HU-TURN-3")
@pytest.mark.rule("HU-JOKER-3")
@pytest.mark.rule("HU-JOKER-4")
def test_the_quick_layoff_and_swap_tests_agree_with_the_reasons():
    """``layoff_fits`` and ``swap_card`` (what the legal moves use) say yes exactly when
    ``layoff_error`` and ``swap_error`` have nothing to object, for every card and for the
    melds of seeded games as they grow."""
    import random

    from ramsas_widgets.engine import new_game

    every = [Card(r, s) for s in SUITS for r in range(2, 15)] + [JOKER]
    made = [TableMeld.from_cards(1, 0, parse_cards(t)) for t in (
        "AH 2H 3H", "QH KH AH", "JK 2H 3H", "QH KH JK", "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
        "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS", "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
        "9C 9D JK", "9C 9D 9H JK", "9C 9D 9H 9S")]
    for m in made:
        assert {c for c in every if m.layoff_error(c) is None} == m.layoff_fits(), m
        assert [c for c in every if m.swap_error(c) is None] == (
            [] if m.swap_card() is None else [m.swap_card()]), m
    seen = 0
    for seed in range(4):
        g = new_game("hu-rami-40", players=3, seed=seed)
        rng = random.Random(seed)
        while not g.is_over and len(g.hand_results) < 2:
            acts = g.legal_actions()
            table = [a for a in acts if a.kind in ("meld", "layoff", "swap")]
            g.apply(rng.choice(table) if table and rng.random() < 0.8 else rng.choice(acts))
            for m in g.table:
                fits = m.layoff_fits()
                assert {c for c in every if m.layoff_error(c) is None} == fits, m
                assert [c for c in every if m.swap_error(c) is None] == (
                    [] if m.swap_card() is None else [m.swap_card()]), m
                seen += 1
    assert seen > 1000
