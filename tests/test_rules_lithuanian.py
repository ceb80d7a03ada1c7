"""Lithuanian Ramsas (RULES.md section 1) and the shedding game (section 2), rule by rule.

Scenarios are built from stacked packs (``deck=``, top card first) laid out by the
dealing rule itself (see ``ramsas_deck``), or from direct calls to ``trick_winner``,
``legal_plays`` and ``score_hand``.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest

from ramsas_widgets.engine import VARIANTS, Action, Kind, RulesError, new_game
from ramsas_widgets.engine.cards import Card, Suit, make_pack, parse_cards
from ramsas_widgets.engine.lithuanian import TRICK_RULES, LtRamsasGame, LtSheddingGame
from ramsas_widgets.engine.playthrough import random_playout
from ramsas_widgets.engine.scoring import add_up, explain_hand, score_hand
from ramsas_widgets.engine.tricks import legal_plays, play_verdicts, trick_winner

C = parse_cards
RANKS_HIGH_TO_LOW = "AKQJT9"


def ramsas_deck(n: int, dealer: int, hands: dict[int, str], buy: str, rest: str = "") -> str:
    """Deck text that deals ``hands`` and ``buy`` by LT-DEAL-2: one card at a time
    clockwise from the dealer's left, a buy card after each of the first four rounds.
    The dealer's fifth card is the last dealt (the trump card, LT-DEAL-5)."""
    cards = {p: h.split() for p, h in hands.items()}
    buy_cards = buy.split()
    out: list[str] = []
    for rnd in range(5):
        for k in range(1, n + 1):
            out.append(cards[(dealer + k) % n][rnd])
        if rnd < 4:
            out.append(buy_cards[rnd])
    return " ".join(out + rest.split())


# Three players, P2 deals: P0 holds the five top hearts, P2's last card 9H makes hearts trump.
HEARTS_HANDS = {0: "AH KH QH JH TH", 1: "9D TD JD QD KD", 2: "9C TC JC QC 9H"}
HEARTS_BUY = "AC KC AD AS"
HEARTS_REST = "9S TS JS QS KS"


def hearts_game(**kw) -> LtRamsasGame:
    deck = ramsas_deck(3, 2, HEARTS_HANDS, HEARTS_BUY, HEARTS_REST)
    return new_game("lt-ramsas", players=3, seed=1, dealer=2, deck=deck, **kw)


def act(game, *actions: str) -> None:
    for a in actions:
        game.apply(a)


def finish_hand(game) -> None:
    """Play the current hand out with the first legal action at every decision."""
    number = game.hand_number
    while not game.is_over and game.hand_number == number:
        game.apply(game.legal_actions()[0])


def strs(actions) -> list[str]:
    return [str(a) for a in actions]


# ---------------------------------------------------------------------------
# Equipment and players
# ---------------------------------------------------------------------------


@pytest.mark.rule("LT-DECK-1")
def test_pack_is_24_cards_nine_to_ace():
    game = new_game("lt-ramsas", players=3, seed=5)
    assert Counter(game.pack()) == Counter(
        Card.parse(r + s) for r in RANKS_HIGH_TO_LOW for s in "CDHS")
    assert game.cards_accounted()


@pytest.mark.rule("LT-DECK-1")
def test_rank_order_ace_king_queen_jack_ten_nine():
    # No trump in the trick: of two cards of the suit led the higher rank wins.
    for hi, lo in itertools.combinations(RANKS_HIGH_TO_LOW, 2):
        assert trick_winner("lt-ramsas", C(f"{lo}C {hi}C"), "H") == 1
        assert trick_winner("lt-ramsas", C(f"{hi}C {lo}C"), "H") == 0


@pytest.mark.rule("LT-DECK-1")
def test_stacked_deck_outside_the_24_cards_is_refused():
    with pytest.raises(RulesError) as err:
        new_game("lt-ramsas", players=3, seed=1, deck="2C AH")
    assert err.value.rule == "LT-DECK-1"


@pytest.mark.rule("LT-DECK-2")
@pytest.mark.parametrize("packs", [1, 2])
def test_shedding_game_uses_one_or_two_52_card_packs(packs):
    game = new_game("lt-shedding", players=3, seed=2, packs=packs)
    pack = game.pack()
    assert len(pack) == 52 * packs
    assert Counter(pack) == Counter({c: packs for c in make_pack(low=2)})
    assert game.cards_accounted()


@pytest.mark.rule("LT-PLAYERS-1")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players(players):
    game = new_game("lt-ramsas", players=players, seed=3)
    assert all(len(game.zones()[f"P{p} hand"]) == 5 for p in range(players))


@pytest.mark.rule("LT-PLAYERS-1")
@pytest.mark.parametrize("players", [1, 5, 6])
def test_other_player_counts_are_refused(players):
    with pytest.raises(RulesError) as err:
        new_game("lt-ramsas", players=players, seed=3)
    assert err.value.rule == "LT-PLAYERS-1"
    assert "2 to 4" in str(err.value)


@pytest.mark.rule("LT-GOAL-1")
def test_reaching_the_target_wins():
    game = hearts_game(scores=[15, 0, 0])
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    finish_hand(game)
    assert game.hand_results[-1].tricks == (5, 0, 0)
    assert game.is_over and game.winner == 0 and game.scores[0] == 20


@pytest.mark.rule("LT-GOAL-1")
def test_target_25_plays_on_past_20():
    game = hearts_game(scores=[15, 0, 0], target=25)
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    finish_hand(game)
    assert game.scores[0] == 20
    assert not game.is_over and game.hand_number == 2


@pytest.mark.rule("LT-GOAL-1")
def test_starting_scores_must_be_below_the_target():
    with pytest.raises(RulesError) as err:
        hearts_game(scores=[20, 0, 0])
    assert err.value.rule == "LT-GOAL-1"
    assert hearts_game(scores=[22, 0, 0], target=25).scores == [22, 0, 0]
    with pytest.raises(RulesError):
        hearts_game(scores=[1, 2])


@pytest.mark.rule("LT-GOAL-1")
def test_whole_games_end_with_a_winner_at_the_target():
    for seed in range(15):
        game = new_game("lt-ramsas", players=3, seed=seed)
        random_playout(game, random.Random(seed))
        assert game.is_over and game.winner is not None
        last = game.history[-1]
        if "LT-GOAL-1" in last:
            best = game.scores[game.winner]
            assert best >= 20 and game.scores.count(best) == 1 and best == max(game.scores)
        else:
            assert "LT-JACK-2" in last or any("LT-SCORE-4" in line
                                              for line in game.history[-12:])


# ---------------------------------------------------------------------------
# Dealing
# ---------------------------------------------------------------------------


def _seeded_order(seed: int) -> list[Card]:
    cards = make_pack(low=9)
    random.Random(seed).shuffle(cards)
    return cards


@pytest.mark.rule("LT-DEAL-1")
def test_deal_passes_clockwise_and_the_right_hand_player_cuts():
    game = hearts_game()
    assert game.dealer == 2
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    finish_hand(game)
    assert game.dealer == 0  # clockwise: the player left of P2
    assert "P0 shuffles and P2, on the dealer's right, cuts (LT-DEAL-1)" in game.history
    finish_hand(game)
    assert game.dealer == 1
    assert "P1 shuffles and P0, on the dealer's right, cuts (LT-DEAL-1)" in game.history


@pytest.mark.rule("LT-DEAL-2")
@pytest.mark.parametrize("players, dealer", [(2, 0), (3, 1), (4, 3)])
def test_one_card_at_a_time_with_a_buy_card_after_each_of_four_rounds(players, dealer):
    order = _seeded_order(players * 10 + dealer)
    game = new_game("lt-ramsas", players=players, seed=1, dealer=dealer,
                    deck=" ".join(map(str, order)), nine_redeal=False)
    stride = players + 1  # each of the first four rounds: a card per player, then the buy
    for k in range(1, players + 1):
        p = (dealer + k) % players
        expected = [order[r * stride + k - 1] for r in range(5)]
        assert Counter(game.zones()[f"P{p} hand"]) == Counter(expected)
    assert game.zones()["buy"] == [order[r * stride + players] for r in range(4)]
    kinds = [s.to for s in game.deal_steps]
    assert [i for i, kind in enumerate(kinds) if kind == "buy"] == [
        r * stride + players for r in range(4)]
    assert kinds[4 * stride:4 * stride + players] == ["player"] * players  # no fifth buy card


@pytest.mark.rule("LT-DEAL-3")
def test_four_player_dealer_may_redeal_on_a_nine():
    hands = {1: "AC KC QC JC TC", 2: "AD KD QD JD TD", 3: "AH KH QH JH TH", 0: "AS KS QS JS 9S"}
    deck = ramsas_deck(4, 0, hands, "9C 9D 9H TS")
    game = new_game("lt-ramsas", players=4, seed=4, deck=deck)
    assert game.trump_card == Card.parse("9S")
    assert game.to_act == 0 and strs(game.legal_actions()) == ["redeal", "keep-deal"]
    kept = game.copy()
    kept.apply("keep-deal")
    assert strs(kept.legal_actions()) == ["buy", "decline"] and kept.to_act == 1
    game.apply("redeal")
    assert game.dealer == 0 and game.hand_number == 1
    assert game.zones()["P1 hand"] != C(hands[1]) or game.trump_card != Card.parse("9S")
    assert any("cut and dealt again (LT-DEAL-3)" in line for line in game.history)
    assert game.cards_accounted()


@pytest.mark.rule("LT-DEAL-3")
def test_no_redeal_right_without_a_nine_four_players_or_the_option():
    hands = {1: "AC KC QC JC TC", 2: "AD KD QD JD TD", 3: "AH KH QH JH TH", 0: "AS KS QS JS 9S"}
    deck = ramsas_deck(4, 0, hands, "9C 9D 9H TS")
    off = new_game("lt-ramsas", players=4, seed=4, deck=deck, nine_redeal=False)
    assert strs(off.legal_actions()) == ["buy", "decline"]
    hands[0] = "AS KS QS 9S JS"  # the last card is now a jack
    plain = new_game("lt-ramsas", players=4, seed=4, deck=ramsas_deck(4, 0, hands, "9C 9D 9H TS"))
    assert strs(plain.legal_actions()) == ["buy", "decline"]
    three = hearts_game()  # three players, the dealer's last card is 9H
    assert three.trump_card.rank == 9 and strs(three.legal_actions()) == ["buy", "decline"]


@pytest.mark.rule("LT-DEAL-4")
@pytest.mark.parametrize("players, aside", [(2, 10), (3, 5), (4, 0)])
def test_undealt_cards_are_set_aside_for_the_hand(players, aside):
    order = _seeded_order(players)
    game = new_game("lt-ramsas", players=players, seed=9, deck=" ".join(map(str, order)),
                    nine_redeal=False)
    set_aside = order[24 - aside:]
    assert aside == 24 - 5 * players - 4
    assert all(step.rule == "LT-DEAL-4" for step in game.deal_steps if step.to == "aside")
    while not game.is_over and game.hand_number == 1:
        zones = game.zones()
        assert zones["aside"] == set_aside  # unused for the whole hand
        assert not set(set_aside) - set(zones["aside"]) & {
            c for name, cards in zones.items() if name != "aside" for c in cards}
        game.apply(game.legal_actions()[0])


@pytest.mark.rule("LT-DEAL-5")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_last_card_goes_face_up_to_the_dealer_and_makes_trump(players):
    game = new_game("lt-ramsas", players=players, seed=21, dealer=players - 1)
    to_players = [s for s in game.deal_steps if s.to == "player"]
    last = to_players[-1]
    assert last.player == game.dealer and last.face_up
    assert [s for s in game.deal_steps if s.face_up] == [last]
    assert game.trump_card == last.card and game.trump == last.card.suit
    assert last.card in game.zones()[f"P{game.dealer} hand"]


# ---------------------------------------------------------------------------
# The buy and dropping out
# ---------------------------------------------------------------------------


@pytest.mark.rule("LT-BUY-1")
@pytest.mark.parametrize("players, dealer", [(2, 1), (3, 2), (4, 1)])
def test_buy_goes_round_from_the_dealers_left(players, dealer):
    game = new_game("lt-ramsas", players=players, seed=8, dealer=dealer, nine_redeal=False)
    order = []
    for _ in range(players - 1):
        order.append(game.to_act)
        assert strs(game.legal_actions()) == ["buy", "decline"]
        game.apply("decline")
    order.append(game.to_act)
    assert order == [(dealer + k) % players for k in range(1, players + 1)]
    game.apply("buy")
    assert game.buyer == order[-1] and game.legal_actions()[0].kind == "keep"


@pytest.mark.rule("LT-BUY-2")
def test_buyer_keeps_one_card_and_takes_the_four_bought():
    game = hearts_game()
    act(game, "decline", "buy")  # P1 buys
    assert sorted(strs(game.legal_actions())) == sorted(f"keep {c}" for c in C(HEARTS_HANDS[1]))
    with pytest.raises(RulesError) as err:
        game.apply("keep AH")
    assert err.value.rule == "LT-BUY-2"
    game.apply("keep QD")
    zones = game.zones()
    assert Counter(zones["P1 hand"]) == Counter(C("QD " + HEARTS_BUY))
    assert Counter(zones["laid away"]) == Counter(C("9D TD JD KD"))
    assert zones["buy"] == []
    assert game.cards_accounted()


@pytest.mark.rule("LT-BUY-3")
def test_everybody_declines_and_the_buy_stays_out_of_play():
    game = hearts_game()
    act(game, "decline", "decline", "decline")
    assert "Nobody buys: the buy stays untouched and out of play (LT-BUY-3)" in game.history
    act(game, "declare play", "declare play")
    finish_hand(game)
    assert game.hand_results[-1].number == 1
    hand1 = game.history[:game.history.index("Hand 2: P0 deals")]
    played = {line.split()[-1] for line in hand1 if " plays " in line or " leads " in line}
    assert not played & set(HEARTS_BUY.split())


@pytest.mark.rule("LT-BUY-3")
def test_buying_dealer_may_lay_away_trump_unless_the_option_forbids():
    game = hearts_game()
    act(game, "decline", "decline", "buy")  # the dealer P2 buys
    assert len(game.legal_actions()) == 5 and "keep QC" in strs(game.legal_actions())
    game.apply("keep QC")
    assert Card.parse("9H") in game.zones()["laid away"]
    assert game.trump == Suit.HEARTS  # trump stays
    strict = hearts_game(dealer_may_discard_trump=False)
    act(strict, "decline", "decline", "buy")
    assert strs(strict.legal_actions()) == ["keep 9H"]
    with pytest.raises(RulesError) as err:
        strict.apply("keep QC")
    assert err.value.rule == "LT-BUY-3"


@pytest.mark.rule("LT-DROP-1")
def test_buyer_asks_and_a_dropped_player_takes_no_part():
    game = hearts_game()
    act(game, "buy", "keep AH")  # P0 buys
    assert game.to_act == 1 and strs(game.legal_actions()) == ["declare play", "declare drop"]
    act(game, "declare drop")
    assert game.to_act == 2
    act(game, "declare play")
    assert game.zones()["P1 hand"] == []
    assert Counter(game.zones()["P1 dropped"]) == Counter(C(HEARTS_HANDS[1]))
    finish_hand(game)
    result = game.hand_results[0]
    assert result.tricks[1] is None and result.tricks[0] + result.tricks[2] == 5
    assert result.scores_after[1] == result.scores_before[1]
    trick_lines = [line for line in game.history[:game.history.index("Hand 2: P0 deals")]
                   if line.startswith("P1 ") and ("plays" in line or "leads" in line)]
    assert trick_lines == []


@pytest.mark.rule("LT-DROP-2")
def test_one_point_short_may_not_drop_and_is_skipped_for_the_buy():
    game = hearts_game(scores=[0, 19, 0])
    assert game.to_act == 0
    game.apply("decline")
    assert game.to_act == 2  # P1's turn to buy is skipped
    assert any("P1 is one point short" in line and "LT-DROP-2" in line for line in game.history)
    act(game, "buy", "keep QC")
    assert game.to_act == 0
    game.apply("declare drop")
    assert game.to_act == 1 and strs(game.legal_actions()) == ["declare play"]
    with pytest.raises(RulesError) as err:
        game.apply("declare drop")
    assert err.value.rule == "LT-DROP-2"


@pytest.mark.rule("LT-DROP-3")
def test_everybody_else_drops_and_the_buyer_scores_five():
    game = hearts_game(scores=[3, 4, 5])
    act(game, "decline", "buy", "keep QD", "declare drop", "declare drop")
    result = game.hand_results[-1]
    assert result.extras == {"walkover": 1}
    assert game.scores == [3, 9, 5]
    assert game.hand_number == 2 and game.dealer == 0
    assert score_hand("lt-ramsas", [3, 4, 5], [None, 0, None], walkover=1) == [3, 9, 5]


@pytest.mark.rule("LT-DROP-3")
def test_with_no_buyer_the_dealers_left_asks_and_can_take_the_five():
    game = hearts_game()
    act(game, "decline", "decline", "decline")
    assert any("P0 asks who will play (LT-DROP-1)" == line for line in game.history)
    act(game, "declare drop", "declare drop")
    assert game.scores == [5, 0, 0] and game.hand_number == 2


# ---------------------------------------------------------------------------
# Playing the tricks
# ---------------------------------------------------------------------------


@pytest.mark.rule("LT-PLAY-1")
def test_buyer_leads_the_first_trick():
    game = hearts_game()
    act(game, "decline", "buy", "keep KD", "declare play", "declare play")
    assert game.phase == "play" and game.to_act == 1


@pytest.mark.rule("LT-PLAY-1")
def test_without_a_buyer_the_first_player_in_left_of_the_dealer_leads():
    game = hearts_game()
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    assert game.to_act == 0


@pytest.mark.rule("LT-PLAY-1")
def test_the_trick_winner_leads_the_next():
    game = hearts_game()
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    act(game, "play AH", "play 9D", "play 9H")  # P0's ace of trumps wins
    assert game.to_act == 0
    game.apply("play KH")
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    assert game.to_act == 0


@pytest.mark.rule("LT-PLAY-2")
def test_highest_trump_wins_otherwise_highest_of_the_suit_led():
    assert trick_winner("lt-ramsas", C("AC 9H KC"), "H") == 1  # a trump beats the ace led
    assert trick_winner("lt-ramsas", C("AC 9H TH"), "H") == 2  # the higher trump
    assert trick_winner("lt-ramsas", C("TC AD KC"), "H") == 2  # off-suit ace cannot win
    assert trick_winner("lt-ramsas", C("9S AC AD AH"), "C") == 1
    for led, second in itertools.permutations(C("9C TC JC QC KC AC"), 2):
        assert trick_winner("lt-ramsas", [led, second], "S") == int(second.rank > led.rank)


@pytest.mark.rule("LT-PLAY-2")
def test_the_game_gives_the_trick_to_the_rules_winner():
    game = hearts_game()
    act(game, "decline", "decline", "decline", "declare play", "declare play", "play AH")
    act(game, "play 9D", "play 9H")
    assert "P0 wins the trick (LT-PLAY-2)" in game.history
    assert Counter(game.zones()["P0 tricks"]) == Counter(C("AH 9D 9H"))


@pytest.mark.rule("LT-PLAY-3")
def test_follow_suit_else_trump_else_anything():
    assert legal_plays("lt-ramsas", C("AC 9S KH"), C("QS"), "H") == C("9S")
    assert legal_plays("lt-ramsas", C("AC 9D KH TH"), C("QS"), "H") == C("KH TH")
    assert legal_plays("lt-ramsas", C("AC 9D KC"), C("QS"), "H") == C("AC 9D KC")
    verdicts = play_verdicts("lt-ramsas", C("AC KH"), C("QS"), "H")
    bad = [v for v in verdicts if not v.legal]
    assert [v.card for v in bad] == C("AC") and bad[0].rule == "LT-PLAY-3"


@pytest.mark.rule("LT-PLAY-3")
def test_no_duty_to_beat_by_default_and_must_beat_as_an_option():
    hand, played = C("9C TC KC AH"), C("QC")
    assert legal_plays("lt-ramsas", hand, played, "H") == C("9C TC KC")
    assert legal_plays("lt-ramsas", hand, played, "H", must_beat=True) == C("KC")
    # nothing that beats: any card of the suit will do
    assert legal_plays("lt-ramsas", C("9C TC AH"), played, "H", must_beat=True) == C("9C TC")


@pytest.mark.rule("LT-PLAY-3")
def test_game_refuses_a_revoke_with_the_rule_and_a_reason():
    game = hearts_game(must_beat=True)
    act(game, "decline", "decline", "decline", "declare play", "declare play", "play AH")
    act(game, "play 9D")  # P1 has no hearts and no trump: any card
    assert strs(game.legal_actions()) == ["play 9H"]  # P2 must follow with his heart
    with pytest.raises(RulesError) as err:
        game.apply("play QC")
    assert err.value.rule == "LT-PLAY-3" and "follow suit" in str(err.value)
    assert "QC" in game.why_illegal(Action.parse("play QC")).message


@pytest.mark.rule("LT-ACE-1")
def test_trump_ace_must_be_led_on_the_opening_lead():
    assert legal_plays("lt-ramsas", C("AH KC 9S"), [], "H") == C("AH")
    assert legal_plays("lt-ramsas", C("AH KC 9S"), [], "H", opening_lead=False) == C("AH KC 9S")
    assert legal_plays("lt-ramsas", C("KH KC 9S"), [], "H") == C("KH KC 9S")
    game = hearts_game()
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    assert strs(game.legal_actions()) == ["play AH"]
    with pytest.raises(RulesError) as err:
        game.apply("play KH")
    assert err.value.rule == "LT-ACE-1"


def _late_ace_game(option: str) -> LtRamsasGame:
    # Two players, P1 deals; P0 leads a club, P1 wins with AC and then has the lead
    # for the first time while holding the trump ace.
    deck = ramsas_deck(2, 1, {0: "KC QC JC TC 9C", 1: "AC 9S TS AH 9H"}, "AD KD QD JD")
    game = new_game("lt-ramsas", players=2, seed=3, dealer=1, deck=deck, trump_ace_lead=option)
    act(game, "decline", "decline", "declare play", "play KC", "play AC")
    assert game.to_act == 1
    return game


@pytest.mark.rule("LT-ACE-1")
def test_first_lead_option_applies_the_duty_to_a_later_first_lead():
    assert strs(_late_ace_game("first-lead").legal_actions()) == ["play AH"]
    assert len(_late_ace_game("opening").legal_actions()) == 4


@pytest.mark.rule("LT-ACE-2")
def test_demoted_trump_ace_ranks_as_the_trump_nine():
    assert trick_winner("lt-ramsas", C("AH KH"), "H", demoted_ace=True) == 1
    assert trick_winner("lt-ramsas", C("AH KH"), "H") == 0
    # the demoted ace and the real nine: the one played first ranks higher
    assert trick_winner("lt-ramsas", C("AH 9H"), "H", demoted_ace=True) == 0
    assert trick_winner("lt-ramsas", C("9H AH"), "H", demoted_ace=True) == 0
    assert trick_winner("lt-ramsas", C("KC 9H AH"), "H", demoted_ace=True) == 1
    # it is still a trump: it beats any card of a plain suit
    assert trick_winner("lt-ramsas", C("AC AH"), "H", demoted_ace=True) == 1
    # once demoted, there is no more duty to lead it
    assert legal_plays("lt-ramsas", C("AH KC"), [], "H", demoted_ace=True) == C("AH KC")
    # under must_beat, the demoted ace no longer beats the trump king
    assert legal_plays("lt-ramsas", C("AH TH"), C("KH"), "H", must_beat=True,
                       demoted_ace=True) == C("AH TH")


@pytest.mark.rule("LT-ACE-2")
def test_unknown_trick_state_is_refused():
    with pytest.raises(RulesError):
        trick_winner("lt-ramsas", C("AH KH"), "H", demoted=True)
    with pytest.raises(RulesError):
        legal_plays("lt-ramsas", C("AH KH"), [], "H", opening_lead="yes")


# ---------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------


@pytest.mark.rule("LT-SCORE-1")
def test_each_trick_scores_one_after_the_hand():
    assert score_hand("lt-ramsas", [0, 0, 0], [2, 2, 1]) == [2, 2, 1]
    assert score_hand("lt-ramsas", [7, -3, 1], [4, 1, None]) == [11, -2, 1]
    game = hearts_game()
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    while not game.hand_results:
        assert game.scores == [0, 0, 0]  # added after the hand, not trick by trick
        game.apply(game.legal_actions()[0])
    assert game.hand_results[0].tricks == (5, 0, 0) and game.scores == [5, 0, 0]


@pytest.mark.rule("LT-SCORE-2")
def test_no_trick_costs_five_from_a_positive_total_only():
    assert score_hand("lt-ramsas", [3, 0, -4, 1], [5, 0, 0, 0]) == [8, 0, -4, -4]
    game = hearts_game(scores=[0, 3, 0])
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    finish_hand(game)
    assert game.scores == [5, -2, 0]
    assert "P1 takes no trick: -5 (LT-SCORE-2)" in game.history


@pytest.mark.rule("LT-SCORE-3")
def test_loss_waived_when_nobody_asked_who_plays():
    assert score_hand("lt-ramsas", [3, 6], [5, 0], asked=False) == [8, 6]
    assert score_hand("lt-ramsas", [3, 6], [5, 0], asked=True) == [8, 1]


@pytest.mark.rule("LT-SCORE-4")
def test_one_short_player_taking_a_trick_ends_the_game_at_once():
    game = hearts_game(scores=[19, 0, 0])
    act(game, "decline", "decline", "declare play", "declare play")  # P0 skipped for the buy
    act(game, "play AH", "play 9D", "play 9H")
    assert game.is_over and game.winner == 0
    result = game.hand_results[-1]
    assert result.tricks == (1, 0, 0) and result.extras["unfinished"] is True
    assert game.scores == [20, 0, 0]
    assert score_hand("lt-ramsas", [19, 4, 2], [1, 0, 0], unfinished=True) == [20, 4, 2]


@pytest.mark.rule("LT-SCORE-4")
def test_two_short_player_taking_a_trick_plays_on():
    game = hearts_game(scores=[18, 0, 0])
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    act(game, "play AH", "play 9D", "play 9H")
    assert not game.is_over


def _jacks_game(**kw) -> LtRamsasGame:
    hands = {0: "JC JS AH KH QH", 1: "JD 9D TD QD KD", 2: "9C TC QC AC 9H"}
    deck = ramsas_deck(3, 2, hands, "AD KC JH AS", "9S TS QS KS TH")
    return new_game("lt-ramsas", players=3, seed=1, dealer=2, deck=deck, **kw)


@pytest.mark.rule("LT-JACK-1")
def test_showing_a_same_colour_jack_pair_scores_five_with_a_trick():
    assert score_hand("lt-ramsas", [0, 2], [1, 4], jacks_shown=[True, False]) == [6, 6]
    assert score_hand("lt-ramsas", [2, 0], [0, 5], jacks_shown=[True, False]) == [-3, 5]
    game = _jacks_game()
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    assert game.to_act == 0 and strs(game.legal_actions()) == ["show JC JS", "no-show"]
    game.apply("show JS JC")  # either order
    assert game.jacks_shown == [True, False, False]
    finish_hand(game)
    result = game.hand_results[0]
    assert result.extras["jacks_shown"] == [True, False, False]
    assert result.tricks[0] >= 1
    assert game.scores[0] == result.tricks[0] + 5


@pytest.mark.rule("LT-JACK-1")
def test_jacks_of_two_colours_are_not_a_pair():
    hands = {0: "JC JD AH KH QH", 1: "JS 9D TD QD KD", 2: "9C TC QC AC 9H"}
    deck = ramsas_deck(3, 2, hands, "AD KC JH AS", "9S TS QS KS TH")
    mixed = new_game("lt-ramsas", players=3, seed=1, dealer=2, deck=deck)
    act(mixed, "decline", "decline", "decline", "declare play", "declare play")
    assert mixed.phase == "play" and mixed.to_act == 0  # no jack decision for P0


@pytest.mark.rule("LT-JACK-1")
def test_pairs_are_offered_in_turn_from_the_leader():
    game = _jacks_game()
    act(game, "decline", "buy", "keep JD")  # P1: JD plus AD KC JH AS: a red pair
    act(game, "declare play", "declare play")
    assert game.to_act == 1 and strs(game.legal_actions()) == ["show JD JH", "no-show"]
    game.apply("no-show")
    assert game.to_act == 0  # P0 holds JC JS
    game.apply("no-show")
    assert game.phase == "play"
    with pytest.raises(RulesError):
        game.apply("show JC JD")


@pytest.mark.rule("LT-JACK-2")
def test_four_jacks_dealt_win_at_once():
    hands = {0: "JC JS JD JH AH", 1: "9D TD QD KD AD", 2: "9C TC QC AC 9H"}
    deck = ramsas_deck(3, 2, hands, "KH KC QH AS")
    game = new_game("lt-ramsas", players=3, seed=1, dealer=2, deck=deck)
    assert game.is_over and game.winner == 0 and game.legal_actions() == []
    assert "LT-JACK-2" in game.history[-1]


@pytest.mark.rule("LT-JACK-2")
def test_four_jacks_after_the_buy_win_at_once():
    hands = {0: "JC AH KH QH TH", 1: "9D TD QD KD AD", 2: "9C TC QC AC 9H"}
    deck = ramsas_deck(3, 2, hands, "JS JD JH AS")
    game = new_game("lt-ramsas", players=3, seed=1, dealer=2, deck=deck)
    assert not game.is_over
    act(game, "buy", "keep JC")
    assert game.is_over and game.winner == 0


# ---------------------------------------------------------------------------
# The engine contract for lt-ramsas
# ---------------------------------------------------------------------------


def test_modules_expose_the_public_names():
    assert VARIANTS["lt-ramsas"].game is LtRamsasGame
    assert VARIANTS["lt-shedding"].game is LtSheddingGame
    assert set(TRICK_RULES) == {"lt-ramsas"}


def test_hand_results_rescore_and_cards_stay_accounted():
    for seed in range(20):
        game = new_game("lt-ramsas", players=2 + seed % 3, seed=seed,
                        must_beat=bool(seed % 2), trump_ace_lead="first-lead")

        def check(g):
            assert g.cards_accounted()
            assert g.is_over or g.legal_actions()

        random_playout(game, random.Random(seed), after=check)
        for r in game.hand_results:
            assert score_hand("lt-ramsas", list(r.scores_before), list(r.tricks),
                              **r.extras) == list(r.scores_after)


@pytest.mark.rule("LT-BUY-1")
def test_wrong_phase_actions_explain_the_decision_due():
    game = hearts_game()
    with pytest.raises(RulesError) as err:
        game.apply("play AH")
    assert err.value.rule == "LT-BUY-1" and "buy" in str(err.value)
    with pytest.raises(RulesError):
        game.apply("dance")
    text = game.describe()
    assert "trump 9H" in text and "phase buy" in text and "P0 hand: AH KH QH JH TH" in text


def test_bad_score_extras_are_refused():
    with pytest.raises(RulesError):
        score_hand("lt-ramsas", [0, 0], [1, 4], jacks=[True, False])
    with pytest.raises(RulesError) as err:
        score_hand("lt-ramsas", [0, 0], [None, 4], jacks_shown=[True, False])
    assert err.value.rule == "LT-JACK-1"


@pytest.mark.rule("LT-SCORE-2")
@pytest.mark.rule("LT-SCORE-3")
@pytest.mark.rule("LT-DROP-3")
def test_every_change_is_explained_once_with_its_rule():
    items = explain_hand("lt-ramsas", [4, 0, 2], [0, 5, None], jacks_shown=[True, False, False])
    assert [(i.player, i.delta, i.rule, str(i)) for i in items] == [
        (0, 0, "LT-JACK-1", "P0 showed two jacks but took no trick: no bonus (LT-JACK-1)"),
        (0, -5, "LT-SCORE-2", "P0 takes no trick: -5 (LT-SCORE-2)"),
        (1, 5, "LT-SCORE-1", "P1 takes 5 tricks: +5 (LT-SCORE-1)")]
    assert add_up([4, 0, 2], items) == score_hand("lt-ramsas", [4, 0, 2], [0, 5, None],
                                                  jacks_shown=[True, False, False]) == [-1, 5, 2]
    waived = explain_hand("lt-ramsas", [3, 6], [5, 0], asked=False)
    assert [i.rule for i in waived] == ["LT-SCORE-1", "LT-SCORE-3"] and waived[1].delta == 0
    walkover = explain_hand("lt-ramsas", [3, 4, 5], [None, 0, None], walkover=1)
    assert [str(i) for i in walkover] == ["Everybody else dropped out: P1 scores +5 (LT-DROP-3)"]
    # LT-SCORE-4: the hand stopped, so only the tricks taken count
    cut = explain_hand("lt-ramsas", [19, 4], [1, 0], jacks_shown=[True, False], unfinished=True)
    assert [(i.player, i.delta, i.rule) for i in cut] == [(0, 1, "LT-SCORE-1")]


def test_the_game_scores_through_the_explained_items():
    game = hearts_game(scores=[0, 3, 0])
    act(game, "decline", "decline", "decline", "declare play", "declare play")
    finish_hand(game)
    result = game.hand_results[0]
    items = explain_hand("lt-ramsas", list(result.scores_before), list(result.tricks),
                         **result.extras)
    scored = [e for e in game.events if e.kind is Kind.SCORE]
    assert [str(e) for e in scored] == [str(i) for i in items]
    assert [(e.player, e.points) for e in scored] == [(i.player, i.delta) for i in items]
    totals = next(e for e in game.events if e.kind is Kind.SCORED)
    assert totals.result == result and str(totals) == "Scores: [5, -2, 0]"


def test_phases_are_plain_words_each_asked_under_its_rule():
    game = hearts_game()
    seen = {}
    while not game.is_over and game.hand_number == 1:
        asked = game.view().asked
        assert type(game.phase) is str and asked.phase == game.phase
        seen.setdefault(game.phase, asked.rule)
        game.apply(game.legal_actions()[0])
    assert seen == {"buy": "LT-BUY-1", "keep": "LT-BUY-2", "declare": "LT-DROP-1",
                    "play": "LT-PLAY-3"}


@pytest.mark.rule("LT-SCORE-4")
@pytest.mark.rule("LT-JACK-2")
def test_the_line_that_ends_the_game_names_the_winner():
    short = hearts_game(scores=[19, 0, 0])
    act(short, "decline", "decline", "declare play", "declare play", "play AH", "play 9D",
        "play 9H")
    over = [e for e in short.events if e.kind is Kind.OVER]
    assert len(over) == 1 and over[0].winner == 0 and over[0].rule == "LT-SCORE-4"
    assert short.why_illegal(Action("buy")).rule == "LT-SCORE-4"
    hands = {0: "JC JS JD JH AH", 1: "9D TD QD KD AD", 2: "9C TC QC AC 9H"}
    jacks = new_game("lt-ramsas", players=3, seed=1, dealer=2,
                     deck=ramsas_deck(3, 2, hands, "KH KC QH AS"))
    over = [e for e in jacks.events if e.kind is Kind.OVER]
    assert [(e.winner, e.rule) for e in over] == [(0, "LT-JACK-2")]
    for seed in range(5):
        shed = new_game("lt-shedding", players=3, seed=seed)
        random_playout(shed, random.Random(seed))
        over = [e for e in shed.events if e.kind is Kind.OVER]
        assert len(over) == 1 and over[0].winner == shed.winner and shed.phase == "over"


# ---------------------------------------------------------------------------
# The shedding game
# ---------------------------------------------------------------------------


def shedding_deck(n: int, dealer: int, hands: dict[int, str], stock: str = "") -> str:
    """Deck text dealing ``hands`` one card at a time from the dealer's left (LTS-1)."""
    cards = {p: h.split() for p, h in hands.items()}
    out = [cards[(dealer + k) % n][r] for r in range(7) for k in range(1, n + 1)]
    return " ".join(out + stock.split())


SHED_HANDS = {1: "9C 2D 3D 4D 5D 6D 7D", 0: "2H 3H 4H 5H 6H 7H 8H"}


@pytest.mark.rule("LTS-1")
@pytest.mark.parametrize("players, packs", [(2, 1), (4, 1), (6, 2)])
def test_seven_cards_each_and_the_rest_is_the_stock(players, packs):
    game = new_game("lt-shedding", players=players, seed=5, packs=packs)
    zones = game.zones()
    assert all(len(zones[f"P{p} hand"]) == 7 for p in range(players))
    assert len(zones["stock"]) == 52 * packs - 7 * players and zones["pile"] == []
    assert game.cards_accounted()


@pytest.mark.rule("LTS-2")
def test_the_dealers_left_starts_with_any_card():
    deck = shedding_deck(2, 0, SHED_HANDS, "KS")
    game = new_game("lt-shedding", players=2, seed=1, deck=deck)
    assert game.to_act == 1
    assert sorted(strs(game.legal_actions())) == sorted(f"play {c}" for c in C(SHED_HANDS[1]))
    game3 = new_game("lt-shedding", players=3, seed=1, dealer=2)
    assert game3.to_act == 0 and len(game3.legal_actions()) == 7


@pytest.mark.rule("LTS-3")
def test_match_the_rank_or_the_suit_of_the_top_card():
    hands = {1: "9C 2D 3D 4D 5D 6D 7D", 0: "9H KC 4H 5H 6H 7H 8H"}
    game = new_game("lt-shedding", players=2, seed=1, deck=shedding_deck(2, 0, hands, "KS"))
    game.apply("play 9C")
    assert sorted(strs(game.legal_actions())) == ["play 9H", "play KC"]
    with pytest.raises(RulesError) as err:
        game.apply("play 4H")
    assert err.value.rule == "LTS-3" and "nine" in str(err.value)


@pytest.mark.rule("LTS-4")
def test_a_player_who_cannot_play_draws_until_he_can():
    deck = shedding_deck(2, 0, SHED_HANDS, "KS QH 4C 2C")
    game = new_game("lt-shedding", players=2, seed=1, deck=deck)
    game.apply("play 9C")
    assert strs(game.legal_actions()) == ["draw"]
    with pytest.raises(RulesError) as err:
        game.apply("pass")
    assert err.value.rule == "LTS-4"
    game.apply("draw")
    assert game.to_act == 0
    assert Counter(game.zones()["P0 hand"]) == Counter(C(SHED_HANDS[0] + " KS QH 4C"))
    assert game.zones()["stock"][0] == Card.parse("2C")
    assert strs(game.legal_actions()) == ["play 4C"]


@pytest.mark.rule("LTS-4")
def test_no_draw_while_a_card_can_be_played():
    game = new_game("lt-shedding", players=2, seed=1, deck=shedding_deck(2, 0, SHED_HANDS))
    game.apply("play 2D")
    assert strs(game.legal_actions()) == ["play 2H"]  # P0 has the two
    with pytest.raises(RulesError) as err:
        game.apply("draw")
    assert err.value.rule == "LTS-4"
    look_ahead = game.copy()
    look_ahead.apply("play 2H")
    assert game.top == Card.parse("2D") and look_ahead.top == Card.parse("2H")


@pytest.mark.rule("LTS-5")
def test_first_player_out_of_cards_wins():
    for seed in range(10):
        game = new_game("lt-shedding", players=3, seed=seed)
        random_playout(game, random.Random(seed))
        winner = game.winner
        assert game.is_over and game.scores == [int(p == winner) for p in range(3)]
        if "safeguard" not in game.history[-1]:
            assert game.zones()[f"P{winner} hand"] == []
            assert all(game.zones()[f"P{p} hand"] for p in range(3) if p != winner)


def _empty_stock_game(option: str) -> LtSheddingGame:
    # Three players, P0 deals; the stock is moved under the top card 2C.
    hands = {1: "4D 5D 6D 7D 8D 9D TD", 2: "4H 5H 6H 7H 8H 9H TH",
             0: "3C 4S 5S 6S 7S 8S 9S"}
    game = new_game("lt-shedding", players=3, seed=1, deck=shedding_deck(3, 0, hands, "2C"),
                    empty_stock=option)
    game.pile = list(reversed(game.stock))
    game.stock = []
    assert game.top == Card.parse("2C") and game.cards_accounted()
    return game


@pytest.mark.rule("LTS-5")
def test_empty_stock_reshuffles_the_pile_except_its_top_card():
    game = _empty_stock_game("reshuffle")
    pile_before = len(game.pile)
    assert strs(game.legal_actions()) == ["draw"]  # P1 has no two and no club
    game.apply("draw")
    assert game.top == Card.parse("2C") and len(game.pile) == 1
    assert any("LTS-5" in line and "new stock" in line for line in game.history)
    assert len(game.stock) + len(game.zones()["P1 hand"]) == pile_before - 1 + 7
    drawn = game.zones()["P1 hand"][-1:]
    assert game.legal_actions() and all(a.kind == "play" for a in game.legal_actions())
    assert drawn and game.cards_accounted()


@pytest.mark.rule("LTS-5")
def test_pass_option_and_the_all_pass_safeguard():
    game = _empty_stock_game("pass")
    assert game.to_act == 1
    assert strs(game.legal_actions()) == ["pass"]  # nothing to draw, nothing to play
    with pytest.raises(RulesError) as err:
        game.apply("draw")
    assert err.value.rule == "LTS-5"
    act(game, "pass", "pass")  # P1, P2
    assert strs(game.legal_actions()) == ["play 3C"]
    act(game, "play 3C", "pass", "pass")
    assert not game.is_over
    act(game, "pass")  # P0: a whole round of passes
    assert game.is_over
    sizes = [len(game.zones()[f"P{p} hand"]) for p in range(3)]
    assert sizes == [6, 7, 7]
    assert game.winner == 0 and game.scores == [1, 0, 0]
    assert "engine safeguard" in game.history[-1]
