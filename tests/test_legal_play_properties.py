"""Properties of legal plays and trick winners for every trick variant (hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ramsas_widgets.engine import TRICK_VARIANTS, VARIANTS, RulesError, Suit, make_pack
from ramsas_widgets.engine.tricks import legal_plays, play_verdicts, trick_winner

TRICK_GAMES = list(TRICK_VARIANTS)


@st.composite
def situations(draw, variant_id):
    """A hand and a trick so far from the pack of the largest table (RU-DECK-1: 52 cards
    from four players)."""
    info = VARIANTS[variant_id]
    most = max(info.players)
    cards = draw(st.permutations(info.make_pack(most)))
    n_hand = draw(st.integers(1, 5))
    n_played = draw(st.integers(0, most - 1))
    trump = draw(st.sampled_from(list(Suit)))
    return cards[:n_hand], cards[n_hand:n_hand + n_played], trump


@pytest.mark.parametrize("variant_id", TRICK_GAMES)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_legal_plays_never_empty_and_within_the_hand(variant_id, data):
    hand, played, trump = data.draw(situations(variant_id))
    legal = legal_plays(variant_id, hand, played, trump)
    assert legal, "a player holding cards always has a legal play"
    assert all(c in hand for c in legal)
    verdicts = play_verdicts(variant_id, hand, played, trump)
    assert [v.card for v in verdicts] == hand
    for v in verdicts:
        assert v.reason.strip()
        if not v.legal:
            assert v.rule, f"{v} gives no rule ID"


@pytest.mark.parametrize("variant_id", TRICK_GAMES)
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_trick_winner_is_a_card_of_the_trick(variant_id, data):
    _, played, trump = data.draw(situations(variant_id))
    if not played:
        with pytest.raises(RulesError):
            trick_winner(variant_id, played, trump)
        return
    win = trick_winner(variant_id, played, trump)
    assert 0 <= win < len(played)
    led = played[0].suit
    assert played[win].suit in (led, trump)


def test_unknown_variant_is_a_rules_error():
    with pytest.raises(RulesError, match="Unknown variant"):
        legal_plays("xx-nothing", [], [], "H")


def test_shedding_game_has_no_tricks():
    with pytest.raises(RulesError, match="not a trick-taking game"):
        trick_winner("lt-shedding", make_pack()[:2], "H")
