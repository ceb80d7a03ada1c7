"""Russian Rams, classic and with negotiations (RULES.md sections 3 and 4).

Hands are stacked with ``deck=`` (top card first) and ``dealer=``; expected scores are
worked out from the rules by hand in the comments.
"""

from __future__ import annotations

import pytest

from ramsas_widgets.engine import RulesError, Suit, new_game, parse_cards
from ramsas_widgets.engine.cards import cards_str
from ramsas_widgets.engine.russian import MISPLAY_PENALTY, referee_play
from ramsas_widgets.engine.scoring import score_hand
from ramsas_widgets.engine.tricks import legal_plays, play_verdicts, trick_winner


def deal_text(order: list[int], hands: dict[int, str], after: str = "") -> str:
    """The pack text for 5 cards each dealt one at a time in ``order``, then ``after``."""
    cards = {p: parse_cards(text) for p, text in hands.items()}
    out = [cards[p][r] for r in range(5) for p in order]
    return f"{cards_str(out)} {after}".strip()


# Three players, P0 deals: P1 declares first, P0 last. Trump is spades (7S turned).
HEARTS_HAND = deal_text([1, 2, 0], {1: "AH KH QH JH TH", 2: "7C 8C 9C TC JC",
                                    0: "7D 8D 9D TD JD"}, "7S")


def classic(deck: str = HEARTS_HAND, players: int = 3, **options):
    return new_game("ru-classic", players=players, seed=5, deck=deck, dealer=0, **options)


def play_out(game, *actions: str) -> None:
    for a in actions:
        game.apply(a)


def finish_hand(game) -> None:
    """Play the first legal card until the hand is scored."""
    hand = game.hand_number
    while not game.is_over and game.hand_number == hand:
        game.apply(game.legal_actions()[0])


@pytest.mark.rule("RU-DECK-1")
def test_pack_is_32_cards_for_three_players_and_52_for_more():
    three, four = classic(), new_game("ru-classic", players=4, seed=1)
    assert len(three.pack()) == 32 and min(c.rank for c in three.pack()) == 7
    assert len(four.pack()) == 52 and min(c.rank for c in four.pack()) == 2
    assert three.cards_accounted() and four.cards_accounted()


@pytest.mark.rule("RU-DECK-1")
def test_rank_order_two_low_ace_high():
    # Clubs led, no trump in the trick: the highest club wins; 2 < 10 < J < A.
    assert trick_winner("ru-classic", parse_cards("TC JC 2C"), "H") == 1
    assert trick_winner("ru-classic", parse_cards("KC AC 3C"), "H") == 1


@pytest.mark.rule("RU-PLAYERS-1")
@pytest.mark.parametrize("players", [2, 8])
def test_three_to_seven_players(players):
    with pytest.raises(RulesError) as err:
        new_game("ru-classic", players=players, seed=1)
    assert err.value.rule == "RU-PLAYERS-1"
    for ok in (3, 7):
        assert new_game("ru-classic", players=ok, seed=1).n_players == ok


@pytest.mark.rule("RU-GOAL-1")
@pytest.mark.rule("RU-WIN-1")
def test_first_to_write_off_his_account_wins():
    game = classic()
    game.scores = [100, 3, 100]
    play_out(game, "declare play", "exchange 7S", "declare pass", "declare play",
             "exchange", "exchange")
    finish_hand(game)
    # P1 took 5 tricks holding AH: 3 - 5 - 20 = -22, written off: he wins.
    assert game.is_over and game.winner == 1
    assert game.scores == [105, -22, 100]
    assert "P1 has written off his whole account and wins (RU-WIN-1)" in game.history


TIE_HAND = deal_text([1, 2, 0], {1: "AH KH QH 7C 8C", 2: "7D 8D 9D TD JD",
                                 0: "AC KC QC 7H 8H"}, "7S")


def tie_game(p1: int, p0: int):
    game = classic(TIE_HAND)
    game.scores = [p0, p1, 100]
    play_out(game, "declare play", "exchange 7S", "declare pass", "declare play",
             "exchange", "exchange",
             "play AH", "play 7H", "play KH", "play 8H", "play QH", "play QC",
             "play 7C", "play AC", "play KC", "play 8C")
    return game


@pytest.mark.rule("RU-WIN-1")
def test_two_reaching_zero_in_one_hand_the_lowest_wins_then_order_of_play():
    # P1 takes 3 tricks with AH: writes off 3 + 20 = 23; P0 takes 2 with AC: 2 + 10 = 12.
    lowest = tie_game(p1=23, p0=5)
    assert lowest.scores[:2] == [-7, 0] and lowest.winner == 0
    tied = tie_game(p1=23, p0=12)
    assert tied.scores[:2] == [0, 0] and tied.winner == 1  # P1 sits left of the dealer


@pytest.mark.rule("RU-DEAL-1")
def test_five_cards_each_one_at_a_time_from_the_dealers_left():
    game = classic()
    to_players = [s for s in game.deal_steps if s.to == "player"]
    assert [s.player for s in to_players] == [1, 2, 0] * 5
    assert game.zones()["P1 hand"] == parse_cards("AH KH QH JH TH")
    assert all(s.rule == "RU-DEAL-1" for s in to_players)


@pytest.mark.rule("RU-DEAL-1")
def test_first_dealer_by_lot_then_the_deal_passes_in_turn():
    dealers = {new_game("ru-classic", players=4, seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    # Nobody holds an ace, everybody passes: the next hand is dealt by P1.
    game = classic(deal_text([1, 2, 0], {1: "KH QH JH TH 9H", 2: "7C 8C 9C TC JC",
                                         0: "7D 8D 9D TD JD"}, "7S"))
    play_out(game, "declare pass", "declare pass", "declare pass")
    assert game.dealer == 1 and game.hand_number == 2
    assert "Everybody passed: the hand is not played" in game.history
    assert game.hand_results == []


@pytest.mark.rule("RU-DEAL-2")
def test_top_card_of_the_rest_is_turned_for_trump():
    game = classic()
    assert game.trump == Suit.SPADES
    turned = [s for s in game.deal_steps if s.to == "trump"]
    assert [str(s.card) for s in turned] == ["7S"] and turned[0].face_up
    assert len(game.zones()["stock"]) == 32 - 15 - 1


@pytest.mark.rule("RU-DECL-1")
def test_declarations_from_the_dealers_left_dealer_last():
    game = classic()
    seen = []
    while game.phase in ("declare", "aside"):
        if game.phase == "declare":
            seen.append(game.to_act)
        game.apply(game.legal_actions()[0])
    assert seen == [1, 2, 0]
    assert game.phase == "exchange"


@pytest.mark.rule("RU-DECL-2")
def test_forehand_who_plays_takes_the_turned_card_and_lays_one_aside():
    game = classic()
    game.apply("declare play")
    assert game.phase == "aside" and game.to_act == 1
    assert parse_cards("7S")[0] in game.zones()["P1 hand"]
    assert len(game.legal_actions()) == 6
    with pytest.raises(RulesError) as err:
        game.apply("exchange AH KH")
    assert err.value.rule == "RU-DECL-2"
    game.apply("exchange TH")
    assert game.zones()["aside"] == parse_cards("TH")
    assert game.zones()["turned"] == [] and game.to_act == 2


@pytest.mark.rule("RU-DECL-2")
def test_a_pass_puts_the_cards_aside_and_the_turned_card_with_them():
    game = classic(deal_text([1, 2, 0], {1: "KH QH JH TH 9H", 2: "AC 8C 9C TC JC",
                                         0: "7D 8D 9D TD JD"}, "7S"))
    game.apply("declare pass")
    assert game.zones()["P1 hand"] == []
    assert sorted(map(str, game.zones()["aside"])) == sorted("KH QH JH TH 9H 7S".split())
    assert game.trump == Suit.SPADES
    assert game.cards_accounted()


@pytest.mark.rule("RU-DECL-2")
def test_option_turned_card_belongs_to_the_dealer():
    game = classic(turned_card="dealer")
    game.apply("declare play")
    assert game.phase == "declare" and game.to_act == 2  # the forehand took nothing
    game.apply("declare pass")
    game.apply("declare play")
    assert game.phase == "aside" and game.to_act == 0
    assert len(game.zones()["P0 hand"]) == 6


@pytest.mark.rule("RU-DECL-3")
def test_a_player_with_an_ace_may_not_pass():
    game = classic()
    assert [str(a) for a in game.legal_actions()] == ["declare play"]
    with pytest.raises(RulesError) as err:
        game.apply("declare pass")
    assert err.value.rule == "RU-DECL-3" and "AH" in str(err.value)
    game.apply("declare play")
    game.apply("exchange 7S")
    assert [str(a) for a in game.legal_actions()] == ["declare play", "declare pass"]


def seven_player_game():
    """The 52-card pack in its natural order: P1..P6 then P0 take cards 1-35."""
    from ramsas_widgets.engine.cards import make_pack

    return classic(cards_str(make_pack()), players=7)


@pytest.mark.rule("RU-BUY-1")
def test_buy_in_turn_from_the_dealers_left_drawing_as_many_from_the_stock():
    game = seven_player_game()
    game.apply("declare play")
    game.apply(f"exchange {game.zones()['P1 hand'][-1]}")
    for _ in range(6):
        game.apply("declare play")
    assert game.phase == "exchange"
    stock = list(game.zones()["stock"])
    assert len(stock) == 52 - 35 - 1
    order = []
    for _ in range(4):
        p = game.to_act
        order.append(p)
        hand = game.zones()[f"P{p} hand"]
        game.apply("exchange " + cards_str(hand[:4]))
        assert game.zones()[f"P{p} hand"][-4:] == stock[:4]
        stock = stock[4:]
    assert order == [1, 2, 3, 4]
    # The stock is empty: P5 may only keep his hand; the dealer P0 buys last.
    assert game.to_act == 5 and [str(a) for a in game.legal_actions()] == ["exchange"]
    with pytest.raises(RulesError) as err:
        game.apply("exchange " + str(game.zones()["P5 hand"][0]))
    assert err.value.rule == "RU-BUY-1"
    game.apply("exchange")
    game.apply("exchange")
    assert game.to_act == 0 and game.phase == "exchange"
    game.apply("exchange")
    assert game.phase == "play" and game.cards_accounted()


@pytest.mark.rule("RU-BUY-1")
def test_exchange_offers_zero_to_four_cards():
    game = classic()
    play_out(game, "declare play", "exchange 7S", "declare pass", "declare play")
    sizes = sorted({len(a.cards) for a in game.legal_actions()})
    assert sizes == [0, 1, 2, 3, 4] and len(game.legal_actions()) == 1 + 5 + 10 + 10 + 5
    game.apply("exchange TH AH")  # either order names the same exchange
    assert len(game.zones()["discards"]) == 2


@pytest.mark.rule("RU-PLAY-1")
def test_first_player_still_in_left_of_the_dealer_leads_then_the_winner():
    game = classic(deal_text([1, 2, 0], {1: "KH QH JH TH 9H", 2: "AC 8C 9C TC JC",
                                         0: "AD 8D 9D TD JD"}, "7S"))
    play_out(game, "declare pass", "declare play", "declare play", "exchange", "exchange")
    assert game.phase == "play" and game.to_act == 2
    assert len(game.legal_actions()) == 5  # any card may be led
    play_out(game, "play 8C", "play AD")
    assert game.to_act == 2  # P2's club stood: diamonds are no trump


@pytest.mark.rule("RU-PLAY-2")
def test_follow_suit_else_trump_else_any():
    assert legal_plays("ru-classic", parse_cards("AC 9S KH"), parse_cards("QS"), "H") == \
        parse_cards("9S")
    assert legal_plays("ru-classic", parse_cards("AC KH 7D"), parse_cards("QS"), "H") == \
        parse_cards("KH")
    assert legal_plays("ru-classic", parse_cards("AC 7D"), parse_cards("QS"), "H") == \
        parse_cards("AC 7D")


@pytest.mark.rule("RU-PLAY-2")
def test_a_card_against_the_rules_is_refused_with_the_reason():
    game = classic(TIE_HAND)
    play_out(game, "declare play", "exchange 7S", "declare pass", "declare play",
             "exchange", "exchange", "play AH")
    assert [str(a) for a in game.legal_actions()] == ["play 7H", "play 8H"]
    with pytest.raises(RulesError) as err:
        game.apply("play AC")
    assert err.value.rule == "RU-PLAY-2" and "follow suit" in str(err.value)
    verdict = play_verdicts("ru-modern", parse_cards("AC 7H"), parse_cards("AH"), "S")[0]
    assert not verdict.legal and verdict.rule == "RU-PLAY-2"


@pytest.mark.rule("RU-PLAY-2")
def test_highest_trump_wins_else_highest_of_suit_led():
    assert trick_winner("ru-classic", parse_cards("AC 2H KC"), "H") == 1
    assert trick_winner("ru-classic", parse_cards("9C TC 7D"), "H") == 1
    assert trick_winner("ru-classic", parse_cards("9C 3H 7H"), "H") == 2


@pytest.mark.rule("RU-PLAY-3")
def test_a_breach_costs_a_remiz_of_five_for_the_referee():
    assert MISPLAY_PENALTY["ru-classic"] == (5, "RU-PLAY-3")
    penalty = referee_play("ru-classic", parse_cards("AC KH 7D"), parse_cards("QS"), "H", "7D")
    assert penalty is not None and (penalty.points, penalty.rule) == (5, "RU-PLAY-3")
    assert "trump" in penalty.reason
    assert referee_play("ru-classic", parse_cards("AC KH 7D"), parse_cards("QS"), "H",
                        "KH") is None


@pytest.mark.rule("RU-SCORE-1")
@pytest.mark.rule("RU-SCORE-2")
@pytest.mark.rule("RU-REMIZ-1")
def test_whole_hand_tricks_aces_and_remiz():
    game = classic()
    play_out(game, "declare play", "exchange 7S", "declare pass", "declare play",
             "exchange", "exchange")
    finish_hand(game)
    # P1: 5 tricks and AH: 100 - 5 - 20 = 75. P0 played, no trick, no ace: remiz 5.
    # P2 passed: unchanged.
    result = game.hand_results[0]
    assert result.tricks == (0, 5, None)
    assert result.scores_after == (105, 75, 100) and game.scores == [105, 75, 100]
    assert "P0 takes no trick: remiz 5 (RU-REMIZ-1)" in game.history


@pytest.mark.rule("RU-SCORE-1")
def test_start_score_option():
    assert classic(start_score=150).scores == [150, 150, 150]
    with pytest.raises(RulesError) as err:
        classic(start_score=120)
    assert err.value.rule == "RU-SCORE-1"


@pytest.mark.rule("RU-SCORE-2")
def test_ace_values_written_off_with_a_trick():
    # One trick each; aces AS 5, AC 10, AD 15, AH 20.
    after = score_hand("ru-classic", [100] * 4, [1, 1, 1, 1],
                       aces=[["AS"], ["AC"], ["AD"], ["AH"]])
    assert after == [94, 89, 84, 79]


ACE_TIMING_HAND = deal_text([1, 2, 0], {1: "AS 7C 8C 9C TC", 2: "7H 8H 9H TH JH",
                                        0: "7D 8D 9D TD JD"}, "7S QC")


@pytest.mark.rule("RU-SCORE-2")
@pytest.mark.parametrize("timing, expected", [("declarations", 90), ("after-exchange", 95)])
def test_ace_timing_option(timing, expected):
    game = classic(ACE_TIMING_HAND, ace_timing=timing)
    # P1 takes 7S and lays 7C aside, then exchanges AS for QC (the stock's top card).
    play_out(game, "declare play", "exchange 7C", "declare pass", "declare play",
             "exchange AS", "exchange")
    assert parse_cards("QC")[0] in game.zones()["P1 hand"]
    finish_hand(game)
    # P1 takes all 5 tricks; AS was in his hand when the declarations were over, so it
    # writes off 5 more by default; after the exchange he no longer holds it.
    assert game.hand_results[0].tricks == (0, 5, None)
    assert game.scores[1] == expected


@pytest.mark.rule("RU-REMIZ-2")
def test_remiz_with_one_ace():
    after = score_hand("ru-classic", [100] * 4, [0, 0, 0, 0],
                       aces=[["AS"], ["AC"], ["AD"], ["AH"]])
    assert after == [110, 115, 120, 125]


@pytest.mark.rule("RU-REMIZ-3")
def test_remiz_with_several_aces_and_its_option():
    aces = [["AS", "AC"], ["AS", "AC", "AD"], []]
    # Default: 5 plus the values: 5 + 5 + 10 = 20 and 5 + 30 = 35.
    assert score_hand("ru-classic", [50, 50, 50], [0, 0, 5], aces=aces) == [70, 85, 45]
    # Option: the values alone: 15 and 30; one ace keeps RU-REMIZ-2's figure.
    assert score_hand("ru-classic", [50, 50, 50], [0, 0, 5], aces=aces,
                      remiz_aces="sum") == [65, 80, 45]
    assert score_hand("ru-classic", [50], [0], aces=[["AH"]], remiz_aces="sum") == [75]


@pytest.mark.rule("RU-RAMS-1")
def test_four_aces_write_off_the_whole_account_at_once():
    deck = deal_text([1, 2, 3, 0], {1: "AS AC AD AH 2C", 2: "3C 4C 5C 6C 7C",
                                    3: "3D 4D 5D 6D 7D", 0: "3H 4H 5H 6H 7H"}, "2S")
    game = classic(deck, players=4)
    play_out(game, "declare play", "exchange 2S", "declare pass", "declare pass",
             "declare pass")
    assert game.is_over and game.winner == 1
    assert game.scores == [100, 0, 100, 100]
    assert game.hand_results[0].extras == {"rams": 1}
    assert any("RU-RAMS-1" in line for line in game.history)
    assert score_hand("ru-classic", [100, 37, 100], [None, 0, None], rams=1) == [100, 0, 100]


@pytest.mark.rule("RUN-1")
def test_negotiation_announcements_after_the_declarations():
    game = new_game("ru-negotiation", players=3, seed=5, deck=HEARTS_HAND, dealer=0)
    play_out(game, "declare play", "exchange 7S", "declare pass", "declare play")
    assert game.phase == "announce" and game.to_act == 1
    assert [str(a) for a in game.legal_actions()] == ["announce trumps", "announce suits"]
    play_out(game, "announce suits", "announce trumps")
    assert game.phase == "exchange"
    assert game.announcements == {1: "suits", 0: "trumps"}
    assert "P1 announces: on suits (RUN-1)" in game.history
    assert "P1 on suits, P0 on trumps" in game.describe()
    play_out(game, "exchange", "exchange")
    finish_hand(game)
    assert game.scores == [105, 75, 100]  # scored exactly as ru-classic


def test_bad_setup_is_refused_and_copies_keep_their_cards():
    with pytest.raises(RulesError, match="dealer"):
        new_game("ru-classic", players=3, seed=1, dealer=5)
    with pytest.raises(RulesError, match="does not have"):
        classic("2C 7S")  # no twos in the 32-card pack
    with pytest.raises(RulesError, match="twice"):
        classic("7S 7S")
    game = classic()
    game.apply("declare play")
    twin = game.copy()
    assert twin.cards_accounted() and twin.zones() == game.zones()
    twin.apply("exchange TH")
    assert twin.cards_accounted() and game.phase == "aside"


@pytest.mark.rule("RU-SCORE-2")
def test_the_turned_ace_taken_up_counts():
    """The forehand takes up the turned AH (hearts trump), lays 9H aside and takes all five
    tricks: 5 for the tricks and 20 for AH, the ace in his hand when the declarations were
    over (it was not dealt to him)."""
    deck = deal_text([1, 2, 0], {1: "KH QH JH TH 9H", 2: "7C 8C 9C TC JC",
                                 0: "7D 8D 9D TD JD"}, "AH")
    game = classic(deck)
    play_out(game, "declare play", "exchange 9H", "declare pass", "declare play",
             "exchange", "exchange")
    assert [str(c) for c in game.aces[1]] == ["AH"]
    finish_hand(game)
    assert game.hand_results[0].tricks == (0, 5, None)
    assert game.scores == [105, 75, 100]
    assert "P1 holds AH and took a trick: writes off 20 (RU-SCORE-2)" in game.history


@pytest.mark.rule("RU-SCORE-2")
@pytest.mark.rule("RU-REMIZ-1")
@pytest.mark.rule("RU-REMIZ-2")
def test_an_ace_laid_aside_does_not_count():
    """P1 must play (he holds AS: RU-DECL-3), takes up the turned 7H and lays AS aside; P0
    holds every high heart, so P1 takes no trick: a plain remiz of 5 (RU-REMIZ-1), not the
    10 of a trickless hand holding AS (RU-REMIZ-2). P0's AH still counts for him."""
    deck = deal_text([1, 2, 0], {1: "AS 7C 8C 9C TC", 2: "7D 8D 9D TD JD",
                                 0: "AH KH QH JH TH"}, "7H")
    game = classic(deck)
    play_out(game, "declare play", "exchange AS", "declare pass", "declare play",
             "exchange", "exchange")
    assert game.aces[1] == [] and [str(c) for c in game.aces[0]] == ["AH"]
    finish_hand(game)
    assert game.hand_results[0].tricks == (5, 0, None)
    # P1: remiz 5; P0: 5 tricks and AH, 100 - 5 - 20 = 75
    assert game.scores == [75, 105, 100]
    assert "P1 takes no trick: remiz 5 (RU-REMIZ-1)" in game.history


@pytest.mark.rule("RU-RAMS-1")
@pytest.mark.parametrize("timing", ["declarations", "after-exchange"])
@pytest.mark.parametrize("how, after, moves, shown", [
    # completed by the turned card he takes up: shown when the declarations are over
    ("turned", "AH", ("declare play", "exchange 8C", "declare pass", "declare play"),
     "AS AC AD 7C AH"),
    # completed by the ace drawn in the exchange (the stock's top card): shown after it
    ("exchange", "7S AH", ("declare play", "exchange 8C", "declare pass", "declare play",
                           "exchange 7C"), "AS AC AD 7S AH"),
])
def test_a_rams_completed_before_the_first_lead(how, after, moves, shown, timing):
    deck = deal_text([1, 2, 0], {1: "AS AC AD 7C 8C", 2: "7H 8H 9H TH JH",
                                 0: "9D TD JD QD KD"}, after)
    game = classic(deck, ace_timing=timing)
    play_out(game, *moves)
    if how == "exchange":
        assert game.phase == "exchange" and game.to_act == 0
        game.apply("exchange")
    assert game.is_over and game.winner == 1
    assert game.hand_results[0].extras == {"rams": 1}
    assert game.scores == [100, 0, 100]
    assert f"P1 shows {shown}: all four aces, rams (RU-RAMS-1)" in game.history


@pytest.mark.rule("RU-SCORE-2")
def test_the_aces_that_count_under_each_reading():
    """Default: the hand when the declarations are over (the turned AH taken up counts, the
    dealt AC laid aside does not); ``after-exchange``: the hand after the exchange."""
    from ramsas_widgets.engine.teaching.situations import stacked_deck

    deck = stacked_deck("ru-classic", 4, 3, {}, {"up": "AH", "P0": "AC 2D 3S 4D 5S"})
    game = new_game("ru-classic", 4, seed=0, deck=deck, dealer=3)
    game.apply("declare play")  # P0 takes the turned AH
    game.apply("exchange AC")  # and lays the dealt AC aside
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    assert [str(c) for c in game.aces[0]] == ["AH"]
    after = new_game("ru-classic", 4, seed=0, deck=deck, dealer=3, ace_timing="after-exchange")
    after.apply("declare play")
    after.apply("exchange AC")
    for _ in range(3):
        after.apply(after.legal_actions()[0])
    assert after.aces == {}  # not counted before the exchange
    after.apply("exchange AH")  # P0 exchanges first, and lays the AH away
    while after.phase == "exchange":
        after.apply("exchange")  # the others keep their hands
    hand = after.ts.hands[0]
    assert "AH" not in [str(c) for c in hand]
    assert after.aces[0] == [c for c in hand if c.rank == 14]


@pytest.mark.rule("RU-SCORE-2")
def test_a_world_dealt_again_counts_the_aces_of_its_own_cards():
    """A world dealt again for a player deciding his exchange keeps the aces that count in
    line with its cards: another player's are those of his hand less what he drew, plus
    what he laid away; the turned AH, seen by all, stays with the player who took it."""
    import random

    from ramsas_widgets.engine.teaching.situations import stacked_deck

    deck = stacked_deck("ru-classic", 4, 3, {}, {"up": "AH", "P0": "AC 2D 3S 4D 5S"})
    game = new_game("ru-classic", 4, seed=0, deck=deck, dealer=3)
    game.apply("declare play")
    game.apply("exchange AC")
    while game.phase == "declare":
        game.apply("declare play" if game.is_legal("declare play") else "declare pass")
    first = game.to_act
    game.apply(next(a for a in game.legal_actions() if len(a.cards) == 2))
    decider = game.to_act
    assert game.phase == "exchange" and decider != first
    differ = 0
    for seed in range(20):
        world = game.determinized(decider, random.Random(seed))
        assert world.aces[decider] == game.aces[decider]
        assert any(str(c) == "AH" for c in world.aces[0])
        for q in world.aces:
            hand = world.ts.hands[q]
            start, n = world.exchanges.get(q, (0, 0))
            then = hand[:len(hand) - n] + world.piles["discards"][start:start + n]
            assert world.aces[q] == [c for c in then if c.rank == 14]
        differ += world.aces != game.aces
    assert differ  # the others' aces are those of the world, not the real ones
