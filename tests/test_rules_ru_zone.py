"""Russian Rams on the zone (RULES.md section 6), on stacked 36-card packs.

Dealer P0: the non-dealer P1 gets the first card, then P0, five rounds; then 5 cards to
the buy and the turned trump card.
"""

from __future__ import annotations

import pytest

from ramsas_widgets.engine import RulesError, Suit, new_game, parse_cards
from ramsas_widgets.engine.cards import cards_str
from ramsas_widgets.engine.russian import MISPLAY_PENALTY, referee_play
from ramsas_widgets.engine.scoring import score_hand
from ramsas_widgets.engine.tricks import legal_plays, play_verdicts, trick_winner


def zone_deck(p1: str, p0: str, buy: str, turned: str) -> str:
    a, b = parse_cards(p1), parse_cards(p0)
    out = [c for pair in zip(a, b, strict=True) for c in pair]
    return f"{cards_str(out)} {buy} {turned}"


MAIN = zone_deck("AH 6C 7C 8C 9C", "KH 6D 7D 8D 9D", "6S 7S 8S 9S TS", "6H")


def zone(deck: str = MAIN, **options):
    return new_game("ru-zone", players=2, seed=4, deck=deck, dealer=0, **options)


def play_out(game, *actions: str) -> None:
    for a in actions:
        game.apply(a)


@pytest.mark.rule("RUZ-1")
def test_two_players_and_36_cards():
    game = zone()
    assert len(game.pack()) == 36 and min(c.rank for c in game.pack()) == 6
    with pytest.raises(RulesError) as err:
        new_game("ru-zone", players=3, seed=1)
    assert err.value.rule == "RUZ-1"


@pytest.mark.rule("RUZ-2")
def test_the_loser_of_a_hand_deals_the_next():
    game = zone()
    assert game.dealer == 0
    play_out(game, "decline", "play AH", "play KH")  # P1 leads and wins every trick
    while game.hand_number == 1:
        game.apply(game.legal_actions()[0])
    # P0 took no trick: 15 + 5 = 20 (RUZ-11); P1 wrote off 5. P0 lost and deals again.
    assert game.hand_results[0].scores_after == (20, 10)
    assert game.dealer == 0
    assert "P0 lost the hand and deals next (RUZ-2)" in game.history
    lots = {new_game("ru-zone", players=2, seed=s).dealer for s in range(20)}
    assert lots == {0, 1}


@pytest.mark.rule("RUZ-2")
def test_the_other_player_deals_when_the_dealer_wins_the_hand():
    deck = zone_deck("6C 7C 8C 9C TD", "AC KC QC JC 6D", "6S 7S 8S 9S TS", "6H")
    game = zone(deck)
    play_out(game, "decline", "play 6C", "play AC", "play KC", "play 7C", "play QC",
             "play 8C", "play JC", "play 9C", "play 6D", "play TD")
    # P0 takes four tricks (15 - 4 = 11), P1 one (15 - 1 = 14): P1 lost, he deals.
    assert game.hand_results[0].scores_after == (11, 14)
    assert game.dealer == 1


@pytest.mark.rule("RUZ-3")
def test_five_each_five_to_the_buy_then_trump_turned():
    game = zone()
    assert [s.player for s in game.deal_steps[:10]] == [1, 0] * 5
    assert [s.to for s in game.deal_steps[10:16]] == ["buy"] * 5 + ["trump"]
    assert game.zones()["buy"] == parse_cards("6S 7S 8S 9S TS")
    assert game.zones()["turned"] == parse_cards("6H") and game.trump == Suit.HEARTS
    assert len(game.zones()["stock"]) == 36 - 16


@pytest.mark.rule("RUZ-4")
def test_non_dealer_may_take_the_buy_his_cards_back_into_the_pack():
    game = zone()
    assert game.phase == "buy" and game.to_act == 1
    assert [str(a) for a in game.legal_actions()] == ["buy", "decline"]
    game.apply("buy")
    assert game.zones()["P1 hand"] == parse_cards("6S 7S 8S 9S TS")
    assert game.zones()["stock"][-5:] == parse_cards("AH 6C 7C 8C 9C")
    assert game.phase == "play" and game.cards_accounted()


@pytest.mark.rule("RUZ-5")
def test_first_lead_duties():
    hand = parse_cards("AH QH KH 7C")
    assert legal_plays("ru-zone", hand, [], "H") == parse_cards("AH")
    assert legal_plays("ru-zone", parse_cards("QH KH 7C"), [], "H") == parse_cards("QH KH")
    assert legal_plays("ru-zone", parse_cards("KH 7C"), [], "H", turned_card="AH") == \
        parse_cards("KH")
    assert legal_plays("ru-zone", parse_cards("KH 7C"), [], "H") == parse_cards("KH 7C")
    assert legal_plays("ru-zone", hand, [], "H", first_lead=False) == hand
    verdict = play_verdicts("ru-zone", hand, [], "H")[3]
    assert not verdict.legal and verdict.rule == "RUZ-5"


@pytest.mark.rule("RUZ-5")
def test_lead_duty_in_the_game_and_the_penalty_for_a_breach():
    game = zone()
    game.apply("decline")
    assert [str(a) for a in game.legal_actions()] == ["play AH"]
    with pytest.raises(RulesError) as err:
        game.apply("play 6C")
    assert err.value.rule == "RUZ-5" and "trump ace" in str(err.value)
    assert MISPLAY_PENALTY["ru-zone"] == (5, "RUZ-5")
    penalty = referee_play("ru-zone", parse_cards("AH 6C"), [], "H", "6C")
    assert penalty is not None and (penalty.points, penalty.rule) == (5, "RUZ-5")


@pytest.mark.rule("RUZ-5")
def test_the_dealers_duty_waits_for_his_first_lead():
    # P0 holds QH KH; P1 leads first and P0 wins the trick: then P0 must lead QH or KH.
    deck = zone_deck("6C 7C 8C 9C TD", "AC QH KH 6D 7D", "6S 7S 8S 9S TS", "6H")
    game = zone(deck)
    play_out(game, "decline", "play 6C")
    assert len(game.legal_actions()) == 5  # answering is free
    game.apply("play AC")
    assert game.to_act == 0
    assert [str(a) for a in game.legal_actions()] == ["play QH", "play KH"]


@pytest.mark.rule("RUZ-6")
def test_non_dealer_leads_and_any_card_answers():
    game = zone()
    game.apply("decline")
    assert game.to_act == 1
    game.apply("play AH")
    assert len(game.legal_actions()) == 5
    hand = parse_cards("KH 6D 7S")
    assert legal_plays("ru-zone", hand, parse_cards("9H"), "S") == hand
    assert all(v.rule == "RUZ-6" for v in play_verdicts("ru-zone", hand, parse_cards("9H"), "S"))


@pytest.mark.rule("RUZ-7")
def test_higher_card_of_the_suit_led_takes_the_trick():
    assert trick_winner("ru-zone", parse_cards("9C TC"), "H") == 1
    assert trick_winner("ru-zone", parse_cards("9C 7H"), "H") == 0
    assert trick_winner("ru-zone", parse_cards("9C 7H"), "H", trump_beats=True) == 1
    game = zone(trump_beats=True)
    play_out(game, "decline", "play AH", "play KH", "play 6C")
    game.apply("play 6D")
    assert game.ts.tricks_won == [0, 2]


@pytest.mark.rule("RUZ-8")
def test_fifteen_to_write_off_one_per_trick():
    assert zone().scores == [15, 15]
    assert score_hand("ru-zone", [15, 15], [3, 2]) == [12, 13]


@pytest.mark.rule("RUZ-9")
def test_same_colour_jack_pair_in_a_trick_writes_off_five():
    assert score_hand("ru-zone", [15, 15], [3, 2], jack_pairs=[["black"], []]) == [7, 13]
    # Both took a pair; hearts are trump, so the red pair (with the trump jack) counts.
    both = dict(jack_pairs=[["black"], ["red"]], trump="H")
    assert score_hand("ru-zone", [15, 15], [3, 2], **both) == [12, 8]
    assert score_hand("ru-zone", [15, 15], [3, 2], both_jack_pairs=True, **both) == [7, 8]


@pytest.mark.rule("RUZ-9")
def test_jack_pair_trick_noted_in_the_game():
    deck = zone_deck("JC 6C 7C 8C 9C", "JS 6D 7D 8D 9D", "6S 7S 8S 9S TS", "6H")
    game = zone(deck)
    play_out(game, "decline", "play JC", "play JS")
    assert game.jack_pairs == [[], ["black"]]  # clubs led: P1's JC takes the trick
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    # P1 (five clubs: rams, 5) takes all 5 tricks (5) and the pair (5): exactly 15.
    assert game.hand_results[0].extras["jack_pairs"] == [[], ["black"]]
    assert game.hand_number == 1 and game.scores == [25, 0] and game.winner == 1


@pytest.mark.rule("RUZ-10")
def test_rams_five_of_a_suit_doubled_in_trump():
    assert score_hand("ru-zone", [15, 15], [3, 2], rams=["C", None], trump="H") == [7, 18]
    assert score_hand("ru-zone", [15, 15], [3, 2], rams=["H", None], trump="H") == [2, 23]
    game = zone(zone_deck("6C 7C 8C 9C TC", "AH KH QH JH 6D", "6S 7S 8S 9S TS", "6H"))
    game.apply("decline")
    assert game.rams == [None, "C"]
    assert "P1 holds five clubs: rams (RUZ-10)" in game.history


@pytest.mark.rule("RUZ-11")
def test_no_trick_five_penalty_points():
    assert score_hand("ru-zone", [15, 15], [5, 0]) == [10, 20]


@pytest.mark.rule("RUZ-12")
def test_exactly_fifteen_wins_and_overshoot():
    game = zone()
    game.scores = [15, 5]
    play_out(game, "decline", "play AH", "play KH")
    while not game.is_over and game.hand_number == 1:
        game.apply(game.legal_actions()[0])
    # P1 takes all 5 tricks from 5 left: exactly 15 written off.
    assert game.is_over and game.winner == 1 and game.scores == [20, 0]
    # From 3 left, 5 more would make 17 written off: default adds 17; option restarts.
    assert score_hand("ru-zone", [3, 15], [5, 0]) == [20, 20]
    assert score_hand("ru-zone", [3, 15], [5, 0], overshoot="restart") == [15, 20]
