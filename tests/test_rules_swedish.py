"""Swedish Rams as played in Mattmar (``se-mattmar``, RULES.md section 7), rule by rule.

Games are dealt from stacked decks: P0 deals the first hand, so P1 is forehand.
``stack_hands`` writes the deck from each player's five cards and the turned card;
every expectation below is worked out from the rules, card by card.
"""

from __future__ import annotations

import pytest

from ramsas_widgets.engine import RulesError, new_game, parse_cards
from ramsas_widgets.engine.cards import Card
from ramsas_widgets.engine.scoring import score_hand
from ramsas_widgets.engine.swedish import (
    MattmarGame,
    rams_winners,
    series_winners,
    stack_hands,
)
from ramsas_widgets.engine.tricks import legal_plays, play_verdicts, trick_winner

V = "se-mattmar"


def cs(text: str) -> list[Card]:
    return parse_cards(text)


def srt(text: str) -> list[Card]:
    return sorted(parse_cards(text))


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def stacked(hands: list[str], turned: str, stock: str = "", **options) -> MattmarGame:
    game = new_game(V, players=len(hands), seed=1,
                    deck=stack_hands(hands, turned, stock), **options)
    assert isinstance(game, MattmarGame)
    return game


def acts(game: MattmarGame) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def rule_of(game: MattmarGame, action: str) -> str | None:
    with pytest.raises(RulesError) as err:
        game.apply(action)
    return err.value.rule


THREE = ["2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C", "7C 8C 9C TC JC"]
"""P0 (dealer) 2D-6D, P1 2C-6C, P2 7C-JC; turned AH makes hearts trump below."""


def knock_all(game: MattmarGame) -> None:
    """No offer, then everyone knocks."""
    game.apply("offer none")
    for _ in range(game.n_players):
        game.apply("declare knock")


# -- SE-DECK-1 ----------------------------------------------------------------------------

@pytest.mark.rule("SE-DECK-1")
@pytest.mark.parametrize("players", [1, 6, 7])
def test_two_to_five_players_only(players):
    with pytest.raises(RulesError) as err:
        new_game(V, players=players, seed=0)
    assert err.value.rule == "SE-DECK-1"


@pytest.mark.rule("SE-DECK-1")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_allowed_table_uses_the_52_card_pack(players):
    game = new_game(V, players=players, seed=players)
    assert len(game.pack()) == 52 == len(set(game.pack()))
    assert game.cards_accounted()
    assert sum(len(cards) for cards in game.zones().values()) == 52


@pytest.mark.rule("SE-DECK-1")
def test_ace_is_high():
    assert trick_winner(V, cs("KS AS QS 2S"), "H") == 1
    assert trick_winner(V, cs("2D AD"), "H") == 1


@pytest.mark.rule("SE-DECK-1")
@pytest.mark.parametrize("deck", ["AS JK", "AS KS AS"])
def test_stacked_deck_must_come_from_one_plain_pack(deck):
    with pytest.raises(RulesError) as err:
        new_game(V, players=3, seed=0, deck=deck)
    assert err.value.rule == "SE-DECK-1"


# -- SE-DEAL-1 ----------------------------------------------------------------------------

@pytest.mark.rule("SE-DEAL-1")
def test_three_each_then_the_turned_card_then_two_each():
    # Written out by hand: three each from forehand P1 round to dealer P0, the turned
    # card, two each in the same order, then the stock.
    deck = "2C 3C 4C 5C 6C 7C 8C 9C TC AH 2D 3D 4D 5D 6D 7D KS"
    game = new_game(V, players=3, seed=5, deck=deck)
    assert game.dealer == 0 and game.forehand == 1
    assert sorted(game.hand_of(1)) == srt("2C 3C 4C 2D 3D")
    assert sorted(game.hand_of(2)) == srt("5C 6C 7C 4D 5D")
    assert sorted(game.hand_of(0)) == srt("8C 9C TC 6D 7D AH")
    assert game.trump.value == "H" and str(game.trump_card) == "AH"
    zones = game.zones()
    assert names(zones["turned"]) == ["AH"]
    assert len(zones["stock"]) == 52 - 16 and str(zones["stock"][0]) == "KS"
    steps = game.deal_steps
    assert [(s.player, str(s.card)) for s in steps[:3]] == [(1, "2C"), (1, "3C"), (1, "4C")]
    turned = steps[9]
    assert (str(turned.card), turned.player, turned.face_up, turned.rule) == (
        "AH", 0, True, "SE-DEAL-1")
    assert not any(s.face_up for s in steps if s is not turned)
    assert sum(1 for s in steps if s.to == "stock") == 36
    assert game.cards_accounted()


@pytest.mark.rule("SE-DEAL-1")
@pytest.mark.parametrize("players", [2, 5])
def test_everyone_five_cards_the_dealer_six(players):
    game = new_game(V, players=players, seed=9)
    sizes = [len(game.hand_of(p)) for p in range(players)]
    assert sizes == [6] + [5] * (players - 1)
    assert game.trump_card in game.hand_of(0)
    assert len(game.zones()["stock"]) == 52 - 5 * players - 1


@pytest.mark.rule("SE-DEAL-1")
def test_deal_passes_to_the_left_and_is_redealt():
    game = new_game(V, players=3, seed=2)
    game.apply("offer none")
    game.apply("declare pass")
    game.apply("declare pass")  # P0 wins all five (SE-KNOCK-2); the next hand is dealt
    assert game.dealer == 1 and game.forehand == 2 and game.to_act == 2
    assert [len(game.hand_of(p)) for p in range(3)] == [5, 6, 5]
    assert sum(1 for s in game.deal_steps if s.face_up) == 1
    assert game.cards_accounted()


# -- SE-OFFER-1 ---------------------------------------------------------------------------

@pytest.mark.rule("SE-OFFER-1")
def test_forehand_speaks_first_with_three_choices():
    game = stacked(THREE, "AH")
    assert game.phase == "offer" and game.to_act == 1
    assert acts(game) == ["offer better", "offer turn", "offer none"]
    assert rule_of(game, "declare knock") == "SE-OFFER-1"


@pytest.mark.rule("SE-OFFER-1")
def test_no_offer_goes_straight_to_knocking():
    game = stacked(THREE, "AH")
    game.apply("offer none")
    assert game.phase == "knock" and game.to_act == 1
    assert game.history[-1] == "P1 offers nothing (SE-OFFER-1)"


# -- SE-OFFER-2 ---------------------------------------------------------------------------

@pytest.mark.rule("SE-OFFER-2")
def test_turn_brings_a_new_trump_and_discards_the_old():
    game = stacked(THREE, "AH", stock="9S KD")
    game.apply("offer turn")
    game.apply("accept")  # P2
    game.apply("accept")  # P0, the dealer
    assert game.trump.value == "S" and str(game.trump_card) == "9S"
    assert names(game.zones()["turned"]) == ["9S"]
    assert names(game.zones()["discards"]) == ["AH"]
    assert sorted(game.hand_of(0)) == srt("2D 3D 4D 5D 6D 9S")
    assert str(game.zones()["stock"][0]) == "KD"
    assert game.phase == "offer" and game.to_act == 1
    assert game.cards_accounted()


@pytest.mark.rule("SE-OFFER-2")
def test_better_cards_gives_five_new_each_and_keeps_the_trump():
    stock = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2S 3S 4S"
    game = stacked(THREE, "AH", stock=stock)
    game.apply("offer better")
    game.apply("accept")
    game.apply("accept")
    # Five each in packets from forehand: P1 2H-6H, P2 7H-JH, P0 QH KH 2S 3S 4S.
    assert sorted(game.hand_of(1)) == srt("2H 3H 4H 5H 6H")
    assert sorted(game.hand_of(2)) == srt("7H 8H 9H TH JH")
    assert sorted(game.hand_of(0)) == srt("2S 3S 4S QH KH AH")
    assert game.trump.value == "H" and names(game.zones()["turned"]) == ["AH"]
    assert sorted(game.zones()["discards"]) == sorted(cs(" ".join(THREE)))
    assert len(game.zones()["stock"]) == 36 - 15
    assert game.cards_accounted()


# -- SE-OFFER-3 ---------------------------------------------------------------------------

@pytest.mark.rule("SE-OFFER-3")
@pytest.mark.parametrize("answers", [["reject"], ["accept", "reject"]])
def test_any_no_ends_the_offers_with_cards_and_trump_unchanged(answers):
    game = stacked(THREE, "AH", stock="9S")
    game.apply("offer turn")
    for answer in answers:
        game.apply(answer)
    assert game.phase == "knock" and game.to_act == 1
    assert game.trump.value == "H"
    assert sorted(game.hand_of(1)) == srt(THREE[1])
    assert game.zones()["discards"] == []


@pytest.mark.rule("SE-OFFER-3")
def test_answers_go_clockwise_and_forehand_may_offer_again():
    game = stacked(THREE, "AH", stock="9S KD")
    game.apply("offer turn")
    assert game.to_act == 2
    game.apply("accept")
    assert game.to_act == 0
    assert rule_of(game, "offer none") == "SE-OFFER-3"
    game.apply("accept")
    assert game.to_act == 1 and "offer turn" in acts(game)
    game.apply("offer turn")
    game.apply("accept")
    game.apply("accept")
    assert game.trump.value == "D" and str(game.trump_card) == "KD"
    assert sorted(game.zones()["discards"]) == srt("9S AH")


@pytest.mark.rule("SE-OFFER-3")
def test_offers_only_while_the_stock_can_carry_them_out():
    hands = ["2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C", "7C 8C 9C TC JC", "7D 8D 9D TD JD",
             "2S 3S 4S 5S 6S"]
    game = stacked(hands, "AH")  # five players: 52 - 26 = 26 cards in the stock
    assert acts(game) == ["offer better", "offer turn", "offer none"]
    game.apply("offer better")
    for _ in range(4):
        game.apply("accept")
    # 25 cards dealt, one left: a turn is still possible, better cards are not.
    assert len(game.zones()["stock"]) == 1
    assert acts(game) == ["offer turn", "offer none"]
    assert rule_of(game, "offer better") == "SE-OFFER-3"
    game.apply("offer turn")
    for _ in range(4):
        game.apply("accept")
    assert acts(game) == ["offer none"]
    assert rule_of(game, "offer turn") == "SE-OFFER-3"
    assert game.cards_accounted()


# -- SE-KNOCK-1 ---------------------------------------------------------------------------

@pytest.mark.rule("SE-KNOCK-1")
def test_knocking_goes_round_from_forehand_and_a_pass_lays_the_hand_down():
    game = stacked(THREE, "AH")
    game.apply("offer none")
    assert game.to_act == 1 and acts(game) == ["declare knock", "declare pass"]
    game.apply("declare pass")
    assert game.active[1] is False and game.hand_of(1) == []
    assert sorted(game.zones()["discards"]) == srt(THREE[1])
    assert game.to_act == 2
    game.apply("declare knock")
    assert game.to_act == 0
    game.apply("declare knock")
    assert game.phase == "buy" and game.to_act == 2
    assert game.history[-3:] == ["P1 passes and lays down his hand (SE-KNOCK-1)",
                                 "P2 knocks (SE-KNOCK-1)", "P0 knocks (SE-KNOCK-1)"]


@pytest.mark.rule("SE-KNOCK-1")
def test_passers_sit_out_the_scoring():
    game = stacked(THREE, "AH")
    game.apply("offer none")
    game.apply("declare pass")
    game.apply("declare knock")
    game.apply("declare knock")
    while game.hand_number == 1:
        game.apply(game.legal_actions()[0])
    result = game.hand_results[0]
    assert result.tricks[1] is None and result.scores_after[1] == 10
    assert result.tricks[0] + result.tricks[2] == 5


# -- SE-KNOCK-2 ---------------------------------------------------------------------------

@pytest.mark.rule("SE-KNOCK-2")
def test_dealer_wins_all_five_when_everyone_before_him_passes():
    game = stacked(THREE, "AH")
    game.apply("offer none")
    game.apply("declare pass")
    game.apply("declare pass")
    assert game.scores == [5, 10, 10]
    result = game.hand_results[0]
    assert result.tricks == (5, None, None)
    assert dict(result.extras) == {"dealer_wins_all": 0}
    assert any("P0 wins all five tricks without play (SE-KNOCK-2)" in line
               for line in game.history)
    assert game.hand_number == 2


@pytest.mark.rule("SE-KNOCK-2")
def test_dealer_wins_all_scored_directly():
    assert score_hand(V, [10, 8, 4], [None, None, None], dealer_wins_all=2) == [10, 8, -1]
    with pytest.raises(RulesError) as err:
        score_hand(V, [10, 8, 4], [1, None, 4], dealer_wins_all=2)
    assert err.value.rule == "SE-KNOCK-2"
    with pytest.raises(RulesError):
        score_hand(V, [10, 8, 4], [None, None, None])


@pytest.mark.rule("SE-KNOCK-2")
def test_a_hand_once_begun_is_played_out_even_by_one_player():
    game = stacked(THREE, "AH")
    game.apply("offer none")
    game.apply("declare pass")   # P1
    game.apply("declare knock")  # P2
    game.apply("declare pass")   # P0, the dealer
    assert game.active == [False, False, True]
    game.apply("exchange")
    assert game.phase == "play" and game.to_act == 2
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    assert game.hand_results[0].tricks == (None, None, 5)
    assert game.scores == [10, 10, 5]


# -- SE-KNOCK-3 ---------------------------------------------------------------------------

@pytest.mark.rule("SE-KNOCK-3")
def test_a_player_on_one_point_must_knock():
    game = stacked(THREE, "AH")
    game.scores = [10, 1, 10]
    game.apply("offer none")
    assert acts(game) == ["declare knock"]
    assert rule_of(game, "declare pass") == "SE-KNOCK-3"


@pytest.mark.rule("SE-KNOCK-3")
@pytest.mark.parametrize("passed_last, may_pass", [(True, False), (False, True)])
def test_on_two_points_no_second_pass_in_a_row(passed_last, may_pass):
    game = stacked(THREE, "AH")
    game.scores = [10, 2, 10]
    game.passed_last = [False, passed_last, False]
    game.apply("offer none")
    assert ("declare pass" in acts(game)) is may_pass


@pytest.mark.rule("SE-KNOCK-3")
def test_passes_are_remembered_for_the_next_hand():
    game = new_game(V, players=3, seed=4)
    game.scores = [10, 2, 3]
    game.apply("offer none")
    game.apply("declare pass")  # P1 on 2 may pass once
    game.apply("declare pass")
    assert game.passed_last == [False, True, True]
    # Hand 2: dealer P1, forehand P2; P1 passed last hand on 2 points.
    game.apply("offer none")
    game.apply("declare knock")  # P2
    game.apply("declare pass")   # P0
    assert game.to_act == 1 and acts(game) == ["declare knock"]


# -- SE-BUY-1 -----------------------------------------------------------------------------

@pytest.mark.rule("SE-BUY-1")
def test_exchange_lays_away_and_draws_as_many_clockwise_from_forehand():
    game = stacked(THREE, "AH", stock="KS QS JS")
    knock_all(game)
    assert game.phase == "buy" and game.to_act == 1
    game.apply("exchange 4C 2C")  # any order
    assert sorted(game.hand_of(1)) == srt("3C 5C 6C QS KS")
    assert sorted(game.zones()["discards"]) == srt("2C 4C")
    assert game.to_act == 2
    game.apply("exchange")  # keeps his hand
    assert sorted(game.hand_of(2)) == srt(THREE[2])
    assert game.to_act == 0  # the dealer buys last
    assert game.history[-2:] == ["P1 lays away 2 cards and draws 2 (SE-BUY-1)",
                                 "P2 keeps his hand (SE-BUY-1)"]


@pytest.mark.rule("SE-BUY-1")
def test_cannot_lay_away_cards_one_does_not_hold():
    game = stacked(THREE, "AH")
    knock_all(game)
    assert rule_of(game, "exchange 2D") == "SE-BUY-1"


@pytest.mark.rule("SE-BUY-1")
def test_a_short_stock_limits_the_exchange():
    hands = ["2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C", "7C 8C 9C TC JC", "7D 8D 9D TD JD",
             "2S 3S 4S 5S 6S"]
    game = stacked(hands, "AH")
    game.apply("offer better")
    for _ in range(4):
        game.apply("accept")
    game.apply("offer none")
    for _ in range(5):
        game.apply("declare knock")
    assert len(game.zones()["stock"]) == 1
    hand = names(game.hand_of(1))
    assert f"exchange {hand[0]}" in acts(game)
    err_rule = rule_of(game, f"exchange {hand[0]} {hand[1]}")
    assert err_rule == "SE-BUY-1"
    game.apply(f"exchange {hand[0]}")  # takes the last card
    for _ in range(3):  # P2, P3, P4 may only keep their hands now
        assert acts(game) == ["exchange"]
        game.apply("exchange")
    assert game.to_act == 0
    assert all(len(a.cards) == 1 for a in game.legal_actions())
    assert all(len(game.hand_of(p)) == 5 for p in range(1, 5))


# -- SE-BUY-2 -----------------------------------------------------------------------------

def dealer_buys() -> MattmarGame:
    game = stacked(THREE, "AH", stock="KS QS JS TS")
    knock_all(game)
    game.apply("exchange")
    game.apply("exchange")
    assert game.to_act == 0
    return game


@pytest.mark.rule("SE-BUY-2")
def test_dealer_must_lay_away_at_least_one():
    game = dealer_buys()
    assert "exchange" not in acts(game)
    assert rule_of(game, "exchange") == "SE-BUY-2"


@pytest.mark.rule("SE-BUY-2")
def test_dealer_draws_one_fewer_than_he_lays_away():
    game = dealer_buys()
    game.apply("exchange 2D 3D 4D")
    assert sorted(game.hand_of(0)) == srt("5D 6D AH QS KS")
    assert game.history[-2] == "P0 lays away 3 cards and draws 2 (SE-BUY-2)"


@pytest.mark.rule("SE-BUY-2")
def test_dealer_keeping_his_hand_discards_one_without_replacement():
    game = dealer_buys()
    game.apply("exchange AH")  # the turned card may go too
    assert sorted(game.hand_of(0)) == srt("2D 3D 4D 5D 6D")
    assert game.zones()["turned"] == [] and game.trump.value == "H"
    assert str(game.zones()["stock"][0]) == "KS"
    assert game.history[-2] == "P0 keeps his hand and lays away one card (SE-BUY-2)"
    assert game.phase == "play"


# -- SE-PLAY-1 ----------------------------------------------------------------------------

@pytest.mark.rule("SE-PLAY-1")
def test_first_active_player_left_of_the_dealer_leads():
    game = stacked(THREE, "AH")
    game.apply("offer none")
    game.apply("declare pass")   # P1 is out
    game.apply("declare knock")
    game.apply("declare knock")
    game.apply("exchange")
    game.apply("exchange 2D")
    assert game.phase == "play" and game.to_act == 2
    assert game.history[-1] == "P2 leads the first trick (SE-PLAY-1)"


@pytest.mark.rule("SE-PLAY-1")
def test_trick_winner_leads_the_next_trick():
    # Hearts trump. P1 leads a club; P2 must head it with JC; P0 has no club and
    # must trump (2D..6D, AH): AH wins, and P0 leads the next trick.
    game = stacked(THREE, "AH")
    knock_all(game)
    for action in ("exchange", "exchange", "exchange 2D", "play 6C", "play JC", "play AH"):
        game.apply(action)
    assert game.history[-1] == "P0 wins the trick (SE-PLAY-3)"
    assert game.to_act == 0 and game.trick == []


@pytest.mark.rule("SE-PLAY-1")
def test_any_card_may_be_led_without_special_duties():
    assert legal_plays(V, cs("9C KD 4S"), [], "H") == cs("9C KD 4S")
    assert {v.rule for v in play_verdicts(V, cs("9C KD"), [], "H")} == {"SE-PLAY-1"}


# -- SE-PLAY-2 ----------------------------------------------------------------------------

@pytest.mark.rule("SE-PLAY-2")
def test_follow_suit_when_possible():
    # AC cannot be beaten, so any club follows.
    assert legal_plays(V, cs("KC 2C 9D 3H"), cs("AC"), "H") == cs("KC 2C")
    verdicts = play_verdicts(V, cs("KC 9D"), cs("AC"), "H")
    assert [v.legal for v in verdicts] == [True, False]
    assert verdicts[1].rule == "SE-PLAY-2" and "follow suit" in verdicts[1].reason


@pytest.mark.rule("SE-PLAY-2")
def test_void_in_the_suit_led_play_a_trump():
    assert legal_plays(V, cs("9D 3H 5H"), cs("5C"), "H") == cs("3H 5H")


@pytest.mark.rule("SE-PLAY-2")
def test_without_suit_or_trump_any_card():
    assert legal_plays(V, cs("9D 4S"), cs("5C"), "H") == cs("9D 4S")


@pytest.mark.rule("SE-PLAY-2")
def test_game_refuses_a_revoke_with_the_rule():
    game = stacked(THREE, "AH")
    knock_all(game)
    for action in ("exchange", "exchange", "exchange 2D", "play 6C", "play JC"):
        game.apply(action)
    # P0 holds 3D-6D and AH: no club, so he must trump.
    assert acts(game) == ["play AH"]
    assert rule_of(game, "play 3D") == "SE-PLAY-2"
    assert rule_of(game, "play KS") == "SE-PLAY-2"  # not in his hand


# -- SE-PLAY-3 ----------------------------------------------------------------------------

@pytest.mark.rule("SE-PLAY-3")
@pytest.mark.parametrize("played, trump, winner", [
    ("9C KC 2D", "H", 1),     # no trump: highest of the suit led
    ("9C KC 2H", "H", 2),     # a trump wins
    ("9C 2H KC 5H", "H", 3),  # the highest trump wins
    ("5H AC 4H", "H", 0),     # trump led: highest trump
    ("4D AS KD", "C", 2),     # off-suit aces do not win
])
def test_highest_trump_else_highest_of_the_suit_led(played, trump, winner):
    assert trick_winner(V, cs(played), trump) == winner


# -- SE-PLAY-4 ----------------------------------------------------------------------------

@pytest.mark.rule("SE-PLAY-4")
@pytest.mark.parametrize("hand, played, legal", [
    ("KC 2C", "5C", "KC"),           # follow and beat the card led
    ("KC 2C", "5C 3H", "KC 2C"),     # after a trump, any card of the suit
    ("4H 9H 2D", "5C 6H", "9H"),     # void: overtrump
    ("4H 2D", "5C 6H", "4H"),        # cannot overtrump: still a lower trump
    ("4H 9H", "6H", "9H"),           # trump led: beat it if you can
    ("2C 3C", "5C", "2C 3C"),        # cannot beat: any club
    ("KC 2C", "5C JC", "KC"),        # beat the highest card, not just the lead
])
def test_head_the_trick(hand, played, legal):
    assert legal_plays(V, cs(hand), cs(played), "H") == cs(legal)


@pytest.mark.rule("SE-PLAY-4")
def test_verdict_names_heading_the_trick():
    verdicts = play_verdicts(V, cs("2C KC"), cs("5C"), "H")
    assert [v.legal for v in verdicts] == [False, True]
    assert verdicts[0].rule == "SE-PLAY-4" and "head the trick" in verdicts[0].reason


@pytest.mark.rule("SE-PLAY-4")
def test_game_refuses_a_card_that_does_not_head_the_trick():
    # P1 leads JC; P2 holds 2C 8C 9C TC KC and must beat it: only KC.
    game = stacked(["2D 3D 4D 5D 6D", "JC 3S 4S 5S 6S", "2C 8C 9C TC KC"], "AH")
    knock_all(game)
    for action in ("exchange", "exchange", "exchange 2D", "play JC"):
        game.apply(action)
    assert acts(game) == ["play KC"]
    with pytest.raises(RulesError) as err:
        game.apply("play 9C")
    assert err.value.rule == "SE-PLAY-4" and "beat JC" in err.value.message


# -- SE-ACE-1 -----------------------------------------------------------------------------

@pytest.mark.rule("SE-ACE-1")
def test_trump_ace_must_be_led_at_the_first_lead():
    assert legal_plays(V, cs("9C AH KD"), [], "H") == cs("AH")
    assert legal_plays(V, cs("9C AH KD"), [], "H", has_led_before=True) == cs("9C AH KD")
    verdict = play_verdicts(V, cs("9C AH"), [], "H")[0]
    assert not verdict.legal and verdict.rule == "SE-ACE-1"


@pytest.mark.rule("SE-ACE-1")
def test_trump_ace_must_fall_when_another_leads_trump():
    assert legal_plays(V, cs("KH AH 9C"), cs("5H"), "H") == cs("AH")
    assert legal_plays(V, cs("KH AH 9C"), cs("5H"), "H", has_led_before=True) == cs("KH AH")
    # A side suit led: the ace is only a trump like any other.
    assert legal_plays(V, cs("AH 9C"), cs("5C"), "H") == cs("9C")


@pytest.mark.rule("SE-ACE-1")
def test_game_makes_the_holder_lead_the_trump_ace():
    game = stacked(["2D 3D 4D 5D 6D", "AS 2C 3C 4C 5C", "7C 8C 9C TC JC"], "KS")
    knock_all(game)
    for action in ("exchange", "exchange", "exchange 2D"):
        game.apply(action)
    assert game.to_act == 1 and acts(game) == ["play AS"]
    assert rule_of(game, "play 2C") == "SE-ACE-1"
    game.apply("play AS")
    assert game.trick_state(1)["has_led_before"] is True


# -- SE-ACE-2 -----------------------------------------------------------------------------

@pytest.mark.rule("SE-ACE-2")
def test_demand_trump_when_someone_is_on_one():
    assert legal_plays(V, cs("9C 4H KD 8H"), [], "H", someone_on_one=True) == cs("4H 8H")
    assert legal_plays(V, cs("9C KD"), [], "H", someone_on_one=True) == cs("9C KD")
    assert legal_plays(V, cs("9C 4H"), [], "H") == cs("9C 4H")
    verdict = play_verdicts(V, cs("9C 4H"), [], "H", someone_on_one=True)[0]
    assert verdict.rule == "SE-ACE-2" and not verdict.legal


@pytest.mark.rule("SE-ACE-2")
def test_game_demands_trump_from_the_first_trick():
    game = stacked(["2D 3D 4D 5D 6D", "2H 2C 3C 4C 5C", "7C 8C 9C TC JC"], "AH")
    game.scores = [10, 10, 1]  # P2 is on 1 point; the others must lead trump
    knock_all(game)
    for action in ("exchange", "exchange", "exchange 2D"):
        game.apply(action)
    assert game.trick_state(1)["someone_on_one"] is True
    assert game.trick_state(2)["someone_on_one"] is False
    assert acts(game) == ["play 2H"]
    assert rule_of(game, "play 2C") == "SE-ACE-2"


@pytest.mark.rule("SE-ACE-2")
def test_unknown_trick_state_is_refused():
    with pytest.raises(RulesError):
        legal_plays(V, cs("9C"), [], "H", on_one=True)


# -- SE-SCORE-1 ---------------------------------------------------------------------------

@pytest.mark.rule("SE-SCORE-1")
def test_each_trick_removes_a_point():
    assert score_hand(V, [10, 10, 10], [2, 3, None]) == [8, 7, 10]
    assert score_hand(V, [3, 10, 6], [4, 1, None]) == [-1, 9, 6]


@pytest.mark.rule("SE-SCORE-1")
@pytest.mark.parametrize("tricks", [[2, 2, None], [3, 3, 0]])
def test_a_hand_has_five_tricks(tricks):
    with pytest.raises(RulesError) as err:
        score_hand(V, [10, 10, 10], tricks)
    assert err.value.rule == "SE-SCORE-1"


def pass_round(game: MattmarGame) -> None:
    """No offer and every non-dealer passes: the dealer takes five (SE-KNOCK-2)."""
    game.apply("offer none")
    for _ in range(game.n_players - 1):
        game.apply("declare pass")


@pytest.mark.rule("SE-SCORE-1")
def test_rams_ends_after_the_hand_that_reaches_zero():
    game = new_game(V, players=2, seed=3, rams_in_series=3)
    pass_round(game)  # P0 deals: 10 -> 5
    pass_round(game)  # P1 deals: 10 -> 5
    assert game.scores == [5, 5] and game.rams_number == 1
    pass_round(game)  # P0 deals: 5 -> 0, the rams ends
    assert game.rams_number == 2 and game.scores == [10, 10]
    assert game.rams_results[0].scores == (0, 5) and game.rams_results[0].winners == (0,)
    assert game.series_totals == [0, 5]
    pass_round(game)  # P1 deals the first hand of rams 2
    first = game.hand_results[-1]
    assert first.scores_before == (0, 5) and dict(first.extras) == {
        "dealer_wins_all": 1, "new_rams": True}
    assert first.scores_after == (10, 5) == tuple(game.scores)


@pytest.mark.rule("SE-SCORE-1")
def test_new_rams_scores_from_ten():
    assert score_hand(V, [0, 6, 3], [2, 3, None], new_rams=True) == [8, 7, 10]


# -- SE-SCORE-2 ---------------------------------------------------------------------------

@pytest.mark.rule("SE-SCORE-2")
@pytest.mark.parametrize("before, after", [(4, 9), (7, 10), (10, 10), (5, 10), (1, 6)])
def test_a_flight_adds_five_but_never_above_ten(before, after):
    assert score_hand(V, [before, 10], [0, 5]) == [after, 5]


@pytest.mark.rule("SE-SCORE-2")
def test_a_knocker_without_a_trick_flies_in_the_game():
    # P0 holds six hearts (trump) and P1 only clubs: P1 must knock (on 1 point) and
    # cannot win a trick, so he flies from 1 to 6 while P0 takes five: 10 -> 5.
    game = stacked(["2H 3H 4H 5H 6H", "2C 3C 4C 5C 6C"], "AH")
    game.scores = [10, 1]
    game.apply("offer none")
    game.apply("declare knock")
    game.apply("declare knock")
    game.apply("exchange")
    game.apply("exchange 2H")
    while game.hand_number == 1:
        game.apply(game.legal_actions()[0])
    assert game.hand_results[0].tricks == (5, 0)
    assert game.hand_results[0].scores_after == (5, 6)
    assert game.flights == [0, 1] and game.rams_flights == [0, 1]
    assert "P1 flies: 1 -> 6 (SE-SCORE-2)" in game.history


# -- SE-SERIES-1 --------------------------------------------------------------------------

@pytest.mark.rule("SE-SERIES-1")
def test_series_of_rams_lowest_total_wins():
    game = new_game(V, players=2, seed=8, rams_in_series=3)
    # Each rams: P0 deals (-5), P1 deals (-5), P0 deals again (-5). Dealers alternate,
    # so the rams end [0, 5], [5, 0], [0, 5] and the totals are [5, 10].
    for _ in range(9):
        assert not game.is_over
        pass_round(game)
    assert game.is_over and game.to_act is None and game.legal_actions() == []
    assert [r.scores for r in game.rams_results] == [(0, 5), (5, 0), (0, 5)]
    assert game.series_totals == [5, 10]
    assert game.winner == 0 and game.series_winners == (0,)
    with pytest.raises(RulesError) as err:
        game.apply("offer none")
    assert "over" in str(err.value)


@pytest.mark.rule("SE-SERIES-1")
def test_default_series_is_six_rams():
    game = new_game(V, players=2, seed=8)
    assert game.options["rams_in_series"] == 6
    for _ in range(17):
        pass_round(game)
    assert not game.is_over and game.rams_number == 6
    pass_round(game)
    assert game.is_over and len(game.rams_results) == 6


@pytest.mark.rule("SE-SERIES-1")
def test_ties_go_to_fewest_flights():
    assert series_winners([12, 9, 9], [0, 3, 1]) == (2,)
    assert series_winners([9, 9, 12], [2, 2, 0]) == (0, 1)
    # Several at 0 or below in one hand: the lowest score, then fewest flights.
    assert rams_winners([0, -1, 4], [0, 3, 0]) == (1,)
    assert rams_winners([0, 0, 4], [2, 1, 0]) == (1,)


@pytest.mark.rule("SE-SERIES-1")
def test_rams_in_series_option_is_checked():
    with pytest.raises(RulesError) as err:
        new_game(V, players=3, seed=0, rams_in_series=4)
    assert err.value.rule == "SE-SERIES-1"


# -- the game on the engine's skeleton: scoring items, events, view -------------------------

@pytest.mark.rule("SE-SCORE-1")
@pytest.mark.rule("SE-KNOCK-2")
def test_explain_hand_lists_restart_dealer_and_tricks_and_adds_up():
    from ramsas_widgets.engine import VARIANTS
    from ramsas_widgets.engine.scoring import explain_hand
    from ramsas_widgets.engine.swedish import scoring

    assert VARIANTS[V].scorer is scoring
    items = explain_hand(V, [0, 6, 3], [None, None, None], dealer_wins_all=2, new_rams=True)
    assert [(i.player, i.delta, i.rule) for i in items] == [
        (0, 10, "SE-SCORE-1"), (1, 4, "SE-SCORE-1"), (2, 7, "SE-SCORE-1"),
        (2, 0, "SE-KNOCK-2"), (2, -5, "SE-SCORE-1")]
    assert [str(i) for i in items[3:]] == [
        "Everyone before the dealer passed: P2 wins all five tricks without play (SE-KNOCK-2)",
        "P2 takes 5 tricks: 10 -> 5 (SE-SCORE-1)"]
    assert score_hand(V, [0, 6, 3], [None, None, None], dealer_wins_all=2,
                      new_rams=True) == [10, 10, 5]
    with pytest.raises(RulesError):
        explain_hand(V, [10, 10], [5, 0], dealer=1)


@pytest.mark.rule("SE-SCORE-1")
@pytest.mark.rule("SE-SERIES-1")
def test_score_lines_are_items_and_each_hand_has_one_scored_event():
    from ramsas_widgets.engine import Kind

    game = new_game(V, players=2, seed=3, rams_in_series=1)
    pass_round(game)  # P0 deals: 10 -> 5
    pass_round(game)  # P1 deals: 10 -> 5
    pass_round(game)  # P0 deals: 5 -> 0, the rams and the series end
    assert game.is_over
    scores = [e for e in game.events if e.kind is Kind.SCORE]
    assert [(e.player, e.points, e.rule) for e in scores] == [
        (0, 0, "SE-KNOCK-2"), (0, -5, "SE-SCORE-1"), (1, 0, "SE-KNOCK-2"),
        (1, -5, "SE-SCORE-1"), (0, 0, "SE-KNOCK-2"), (0, -5, "SE-SCORE-1")]
    scored = [e for e in game.events if e.kind is Kind.SCORED]
    assert [e.result for e in scored] == game.hand_results
    # Mattmar writes no "Scores:" line: each hand's SCORED event is silent, not history
    assert all(e.silent for e in scored) and len(game.history) == len(game.events) - 3
    assert [e.kind for e in game.events if str(e).startswith("Hand ")] == [Kind.DEAL] * 3
    ends = [e for e in game.events if str(e).startswith("Rams 1 ends")]
    assert [str(e) for e in ends] == [
        "Rams 1 ends: P0 wins it at 0; series totals [0, 5] (SE-SERIES-1)"]
    over = game.events[-1]
    assert over.kind is Kind.OVER and over.winner == 0 == game.winner
    assert str(over) == "P0 wins the series with a total of 0 (SE-SERIES-1)"


def test_phases_name_the_rule_and_task_of_every_decision():
    game = stacked(THREE, "AH", stock="KS QS JS")
    seen = {}
    for action in ("offer turn", "reject", "declare knock", "declare knock",
                   "declare knock", "exchange 2C", "exchange", "exchange 2D"):
        asked = game.asked()
        seen[asked.phase] = asked.rule
        game.apply(action)
    seen[game.asked().phase] = game.asked().rule
    assert seen == {"offer": "SE-OFFER-1", "answer": "SE-OFFER-3", "knock": "SE-KNOCK-1",
                    "buy": "SE-BUY-1", "play": "SE-PLAY-2"}
    assert not hasattr(game, "play_verdicts")
    assert [v.card for v in game.verdicts() if v.legal] == [
        a.card for a in game.legal_actions()]


@pytest.mark.rule("SE-BUY-1")
@pytest.mark.rule("SE-BUY-2")
def test_the_view_marks_the_cards_drawn_in_the_buy():
    game = stacked(THREE, "AH", stock="KS QS JS TS")
    knock_all(game)
    game.apply("exchange 2C 4C")   # P1 draws KS QS
    game.apply("exchange")         # P2 keeps his hand
    game.apply("exchange 2D 3D")   # the dealer lays away two and draws one: JS
    view = game.view()
    assert [sorted(b) for b in view.bought] == [srt("JS"), srt("KS QS"), []]
    assert view.piles == {"stock": 52 - 16 - 3, "discards": 4}
    assert view.shown == {"turned": tuple(cs("AH"))}


@pytest.mark.rule("SE-PLAY-1")
@pytest.mark.rule("SE-PLAY-3")
def test_a_lead_is_written_as_a_play_and_the_trick_under_se_play_3():
    from ramsas_widgets.engine import Kind

    game = stacked(THREE, "AH")
    knock_all(game)
    for action in ("exchange", "exchange", "exchange 2D", "play 6C", "play JC", "play AH"):
        game.apply(action)
    last = game.events[-4:]
    assert [str(e) for e in last] == ["P1 plays 6C", "P2 plays JC", "P0 plays AH",
                                      "P0 wins the trick (SE-PLAY-3)"]
    assert [e.kind for e in last] == [Kind.PLAY] * 3 + [Kind.TRICK]
    assert last[-1].winner == 0 and last[-1].trick == ((1, cs("6C")[0]), (2, cs("JC")[0]),
                                                       (0, cs("AH")[0]))
