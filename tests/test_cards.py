"""Card notation, packs and parse errors (the notation section of RULES.md)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ramsas_widgets.engine import RulesError, Suit, make_pack, parse_cards
from ramsas_widgets.engine.cards import JOKER, RANK_LETTERS, SUITS, Card, cards_str, shuffled

ALL_CARDS = [Card(r, s) for s in SUITS for r in RANK_LETTERS] + [JOKER]
SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def test_canonical_forms():
    cards = parse_cards("AS TD 10D JK 9♣ q♥")
    assert [str(c) for c in cards] == ["AS", "TD", "TD", "JK", "9C", "QH"]


def test_colours_follow_the_suits():
    assert {s: s.colour for s in Suit} == {
        Suit.CLUBS: "black", Suit.SPADES: "black", Suit.DIAMONDS: "red", Suit.HEARTS: "red"}
    assert JOKER.colour is None


@pytest.mark.parametrize("text, fragment", [
    ("ZS", "'Z' is not a rank"),
    ("AX", "'X' is not a suit"),
    ("A", "write the rank then the suit"),
    ("11H", "'11' is not a rank"),
])
def test_bad_text_says_what_is_wrong(text, fragment):
    with pytest.raises(RulesError) as info:
        parse_cards(text)
    assert fragment in str(info.value)
    assert isinstance(info.value, ValueError)


def test_non_text_is_a_type_error():
    for bad in (None, 7, ["AS"], b"AS"):
        with pytest.raises(TypeError, match="must be text"):
            parse_cards(bad)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="must be text"):
            Card.parse(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("low, size", [(9, 24), (7, 32), (6, 36), (2, 52)])
def test_pack_sizes(low, size):
    pack = make_pack(low=low)
    assert len(pack) == size == len(set(pack))
    assert min(c.rank for c in pack) == low


def test_multi_pack_with_jokers():
    pack = make_pack(packs=2, jokers=4)
    assert len(pack) == 108
    assert pack.count(JOKER) == 4
    assert pack.count(Card.parse("AS")) == 2


def test_seeded_shuffle_repeats():
    pack = make_pack(low=9)
    assert shuffled(pack, random.Random(5)) == shuffled(pack, random.Random(5))
    assert sorted(shuffled(pack, random.Random(5))) == sorted(pack)


@given(st.lists(st.sampled_from(ALL_CARDS), max_size=20))
def test_round_trip_canonical(cards):
    assert parse_cards(cards_str(cards)) == cards


@given(st.lists(st.sampled_from(ALL_CARDS), max_size=12),
       st.sampled_from([" ", ", ", " ,", ";", "\n"]))
def test_round_trip_any_separator_and_symbols(cards, sep):
    text = sep.join(
        ("10" if c.rank == 10 else str(c)[0]) + SYMBOLS[c.suit.value] if c.suit else "JK"
        for c in cards)
    assert parse_cards(text.lower() if sep == ";" else text) == cards


@given(st.text(max_size=12))
def test_arbitrary_text_parses_or_raises_rules_error(text):
    try:
        cards = parse_cards(text)
    except RulesError as err:
        assert str(err)
    else:
        assert all(isinstance(c, Card) for c in cards)
        assert parse_cards(cards_str(cards)) == cards
