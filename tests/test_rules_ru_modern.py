"""Russian Rams, modern (RULES.md section 5), on stacked 24-card packs.

Dealer P0: cards go P1, P2, P3, P0 in five rounds, with a card to the buy after each of
the first four rounds; P0's last card is shown and sets trump.
"""

from __future__ import annotations

import pytest

from ramsas_widgets.engine import Card, RulesError, Suit, new_game, parse_cards
from ramsas_widgets.engine.cards import cards_str
from ramsas_widgets.engine.referee import table_penalty
from ramsas_widgets.engine.russian import referee_play
from ramsas_widgets.engine.scoring import score_hand


def modern_deck(hands: dict[int, str], buy: str) -> str:
    cards = {p: parse_cards(text) for p, text in hands.items()}
    bought = parse_cards(buy)
    out = []
    for r in range(5):
        out += [cards[p][r] for p in (1, 2, 3, 0)]
        if r < 4:
            out.append(bought[r])
    return cards_str(out)


MAIN = modern_deck({1: "AS KS QS JC JS", 2: "9H TH 9D TD 9C", 3: "AH KH QH JH JD",
                    0: "AC KC QC TC AD"}, "9S TS KD QD")


def modern(deck: str = MAIN, **options):
    return new_game("ru-modern", players=4, seed=3, deck=deck, dealer=0, **options)


def play_out(game, *actions: str) -> None:
    for a in actions:
        game.apply(a)


# P1 declines, P2 buys keeping 9D; P1 plays, P3 passes, P0 plays; P1 shows JC JS.
SETUP = ("decline", "buy", "keep 9D", "declare play", "declare pass", "declare play",
         "show JC JS")
# Trump diamonds. P1, first in on the dealer's left, leads (RU-PLAY-1 through RUM-0).
TRICKS = ("play AS", "play 9S", "play AD",      # P0, void in spades, must trump: wins
          "play AC", "play JC", "play QD",      # P1 follows with JC; P2 trumps and wins
          "play TS", "play KC", "play KS",      # P1's king of the suit led wins
          "play QS", "play 9D", "play QC",      # P2 trumps
          "play KD", "play TC", "play JS")      # P2's trump king


@pytest.mark.rule("RUM-0")
def test_dealers_last_card_sets_trump_and_the_classic_lead_carries_over():
    game = modern()
    last = game.deal_steps[-1]
    assert (str(last.card), last.player, last.face_up) == ("AD", 0, True)
    assert game.trump == Suit.DIAMONDS
    play_out(game, *SETUP)
    # P2 bought, but the first player still in on the dealer's left leads, as in ru-classic.
    assert game.phase == "play" and game.to_act == 1
    assert any(line.startswith("P1 leads the first trick") and "RU-PLAY-1" in line
               for line in game.history)
    play_out(game, *TRICKS)
    assert game.hand_results[0].tricks == (1, 1, 3, None)


@pytest.mark.rule("RUM-0")
def test_the_lead_skips_a_player_who_sat_out():
    game = modern()
    play_out(game, "decline", "buy", "keep 9D", "declare pass", "declare pass",
              "declare play")
    # P1 passed: P2, the next player still in clockwise from the dealer, leads.
    assert game.phase == "play" and game.to_act == 2


@pytest.mark.rule("RUM-0")
def test_house_rule_the_buyer_leads():
    game = modern(first_lead="buyer")
    play_out(game, *SETUP)
    assert game.phase == "play" and game.to_act == 2
    assert "P2 leads the first trick: the buyer leads (house rule) (RUM-0)" in game.history
    nobody = modern(first_lead="buyer")
    play_out(nobody, "decline", "decline", "decline", "decline", "declare pass",
              "declare play", "declare play", "declare play", "no-show")
    assert nobody.to_act == 2  # no buyer: the first still in on the dealer's left


@pytest.mark.rule("RUM-0")
def test_house_rule_the_top_card_of_the_buy_is_turned_for_trump():
    game = modern(trump_from="buy-top")
    buy_steps = [s for s in game.deal_steps if s.to == "buy"]
    assert [s.face_up for s in buy_steps] == [False, False, False, True]
    assert str(buy_steps[-1].card) == "QD" and game.trump == Suit.DIAMONDS
    assert not game.deal_steps[-1].face_up  # the dealer's last card stays hidden
    assert "The top card of the buy, QD, is turned up: diamonds are trump (RUM-0)" \
        in game.history
    play_out(game, "decline", "buy", "keep 9D")
    assert Card.parse("QD") in game.zones()["P2 hand"]  # the buyer takes the turned card
    spades = modern(modern_deck({1: "AS KS QS JC QD", 2: "9H TH 9D TD 9C",
                                 3: "AH KH QH JH JD", 0: "AC KC QC TC AD"}, "9S TS KD JS"),
                    trump_from="buy-top")
    assert spades.trump == Suit.SPADES


@pytest.mark.rule("RU-PLAY-3")
def test_the_classic_misplay_penalty_carries_over_as_five_points_off():
    penalty = referee_play("ru-modern", parse_cards("9H 7C"), parse_cards("8C"), "S", "9H")
    assert penalty.points == 5 and penalty.rule == "RU-PLAY-3" and penalty.off
    assert str(penalty).startswith("5 points off")
    assert "taken off your score" in table_penalty("ru-modern", "RU-PLAY-2")
    assert "penalty points" in table_penalty("ru-classic", "RU-PLAY-2")


@pytest.mark.rule("RUM-0")
def test_ace_rules_do_not_apply_and_scores_count_up():
    game = modern()
    assert game.scores == [0, 0, 0, 0]
    play_out(game, "decline", "decline", "decline", "decline")
    # P1 holds AS but may pass (no RU-DECL-3 here); nobody bought.
    assert [str(a) for a in game.legal_actions()] == ["declare play", "declare pass"]
    play_out(game, "declare pass", "declare pass", "declare play", "declare play", "no-show")
    assert game.to_act == 3
    assert game.zones()["buy"] == parse_cards("9S TS KD QD")  # RUM-4: out of play


@pytest.mark.rule("RUM-1")
def test_four_players_24_cards_five_each_four_to_the_buy():
    game = modern()
    assert len(game.pack()) == 24 and min(c.rank for c in game.pack()) == 9
    assert [len(game.zones()[f"P{p} hand"]) for p in range(4)] == [5, 5, 5, 5]
    assert game.zones()["buy"] == parse_cards("9S TS KD QD")
    with pytest.raises(RulesError) as err:
        new_game("ru-modern", players=3, seed=1)
    assert err.value.rule == "RUM-1"


@pytest.mark.rule("RUM-2")
def test_five_of_one_suit_may_claim_a_redeal():
    deck = modern_deck({1: "AS KS QS JS TS", 2: "9H TH 9D TD 9C", 3: "AH KH QH JH JD",
                        0: "AC KC QC TC AD"}, "9S JC KD QD")
    game = modern(deck)
    assert game.phase == "redeal" and game.to_act == 1
    assert [str(a) for a in game.legal_actions()] == ["redeal", "keep-deal"]
    game.apply("keep-deal")
    assert game.phase == "buy"
    again = modern(deck)
    first = list(again.deal_steps)
    again.apply("redeal")
    assert again.hand_number == 1 and again.dealer == 0
    assert again.deal_steps != first and len(again.deal_steps) == 24
    assert again.cards_accounted()
    assert "P1 holds five spades and claims a redeal (RUM-2)" in again.history


@pytest.mark.rule("RUM-2")
def test_no_redeal_offered_without_five_of_a_suit():
    assert modern().phase == "buy"


@pytest.mark.rule("RUM-3")
def test_the_first_to_20_wins():
    game = modern()
    game.scores = [19, 0, 0, 0]
    play_out(game, *SETUP, *TRICKS)
    # P0 takes one trick: 19 + 1 = 20.
    assert game.is_over and game.winner == 0 and game.scores == [20, 6, 3, 0]
    tie = modern()
    tie.scores = [19, 14, 0, 0]
    play_out(tie, *SETUP, *TRICKS)
    # P0 and P1 both on 20: the first clockwise from the dealer's left, P1, wins.
    assert tie.scores[:2] == [20, 20] and tie.winner == 1


@pytest.mark.rule("RUM-4")
def test_buy_offered_from_the_dealers_left_then_clockwise():
    game = modern()
    offered = []
    for _ in range(4):
        offered.append(game.to_act)
        assert [str(a) for a in game.legal_actions()] == ["buy", "decline"]
        game.apply("decline")
    assert offered == [1, 2, 3, 0]
    assert "Nobody takes the buy: it stays out of play (RUM-4)" in game.history
    assert game.phase == "declare"


@pytest.mark.rule("RUM-5")
def test_the_buyer_keeps_one_card_and_takes_the_four():
    game = modern()
    play_out(game, "decline", "buy")
    assert game.phase == "keep" and len(game.legal_actions()) == 5
    with pytest.raises(RulesError) as err:
        game.apply("keep 9H TH")
    assert err.value.rule == "RUM-5"
    game.apply("keep 9D")
    assert game.zones()["P2 hand"] == parse_cards("9D 9S TS KD QD")
    assert sorted(map(str, game.zones()["discards"])) == ["9C", "9H", "TD", "TH"]
    assert game.zones()["buy"] == [] and game.cards_accounted()


@pytest.mark.rule("RUM-6")
def test_play_or_pass_but_the_treasury_may_not_pass():
    game = modern()
    game.scores = [0, 0, 0, 17]
    play_out(game, "decline", "buy", "keep 9D", "declare play")
    assert game.to_act == 3 and [str(a) for a in game.legal_actions()] == ["declare play"]
    with pytest.raises(RulesError) as err:
        game.apply("declare pass")
    assert err.value.rule == "RUM-6" and "17" in str(err.value)


@pytest.mark.rule("RUM-7")
def test_horns_take_five_from_a_player_without_a_trick():
    assert score_hand("ru-modern", [8, 3, 0, 0], [0, 0, 5, None]) == [3, 3, 5, 0]
    assert score_hand("ru-modern", [8, 3, 0, 0], [0, 0, 5, None],
                      horns_from="zero") == [3, -2, 5, 0]


@pytest.mark.rule("RUM-7")
@pytest.mark.parametrize("horns_from", ["five", "zero"])
def test_horns_are_never_taken_from_a_negative_total(horns_from):
    """Under either reading a total below 0 loses nothing: -5 stays -5, not -10."""
    assert score_hand("ru-modern", [-5, -1, 0, 4], [0, 0, 0, 5],
                      horns_from=horns_from) == ([-5, -1, -5, 9] if horns_from == "zero"
                                                 else [-5, -1, 0, 9])
    # P3 holds only nines and tens and no trump: he never takes a trick.
    weak = modern_deck({1: "AS KS QS JC AC", 2: "AH KH QH JH KD", 3: "9H 9C TC 9S TS",
                        0: "KC QC JS QD AD"}, "TH TD JD 9D")
    for before, after in ((-5, -5), (-1, -1), (0, -5 if horns_from == "zero" else 0),
                          (4, -1 if horns_from == "zero" else 4), (5, 0)):
        game = modern(weak, horns_from=horns_from)
        game.scores = [0, 0, 0, before]
        play_out(game, "decline", "decline", "decline", "decline",
                 "declare play", "declare play", "declare play", "declare play")
        while game.phase == "play":
            game.apply(game.legal_actions()[0])
        result = game.hand_results[0]
        assert result.tricks[3] == 0 and result.scores_after[3] == after, (before, after)


@pytest.mark.rule("RUM-8")
def test_a_shown_jack_pair_adds_five_to_tricks_taken():
    game = modern()
    play_out(game, *SETUP[:-1])
    assert game.phase == "show" and game.to_act == 1
    assert [str(a) for a in game.legal_actions()] == ["show JC JS", "no-show"]
    play_out(game, "show JS JC", *TRICKS)
    # Tricks: P0 1, P1 1 (+5 shown), P2 3, P3 passed.
    assert game.hand_results[0].tricks == (1, 1, 3, None)
    assert game.scores == [1, 6, 3, 0]
    assert game.hand_results[0].extras["jacks_shown"] == [False, True, False, False]
    assert score_hand("ru-modern", [0, 0], [0, 1], jacks_shown=[True, False]) == [0, 1]


@pytest.mark.rule("RUM-9")
def test_four_jacks_end_the_game_and_win_it():
    deck = modern_deck({1: "JC JS JH JD 9C", 2: "9H TH 9D TD AC", 3: "AH KH QH TC KC",
                        0: "AS KS QS 9S AD"}, "TS QC KD QD")
    game = modern(deck)
    assert game.is_over and game.winner == 1 and game.scores == [0, 0, 0, 0]
    assert game.hand_results[0].extras["rams"] == 1
    assert any("RUM-9" in line for line in game.history)


@pytest.mark.rule("RUM-10")
def test_each_trick_scores_one_point():
    assert score_hand("ru-modern", [4, 0, 2, 9], [1, 2, 2, None]) == [5, 2, 4, 9]


@pytest.mark.rule("RUM-6")
def test_a_copy_set_to_the_treasury_by_hand_asks_afresh():
    """A copy works out its own legal actions: its original had already listed "declare
    pass" for the same moment, and the copy's scores, set by hand to 17, forbid it."""
    game = modern()
    play_out(game, "decline", "buy", "keep 9D", "declare play")
    assert "declare pass" in [str(a) for a in game.legal_actions()]
    twin = game.copy()
    twin.scores = [0, 0, 0, 17]
    assert [str(a) for a in twin.legal_actions()] == ["declare play"]
    with pytest.raises(RulesError) as err:
        twin.apply("declare pass")
    assert err.value.rule == "RUM-6"
    assert "declare pass" in [str(a) for a in game.legal_actions()]  # the original unchanged


JACKS_AND_FIVE_HEARTS = modern_deck(
    {1: "JC JS JH JD AS", 2: "9H TH QH KH AH", 3: "9S TS QS KS 9D", 0: "TD QD KD AD 9C"},
    "TC QC KC AC")


@pytest.mark.rule("RUM-9")
def test_four_jacks_dealt_end_the_game_before_a_redeal_is_claimed():
    """RUM-9 against RUM-2, [open]: by default the dealt jacks win at once, as the
    Lithuanian game checks them before anything else; P2's five hearts are never asked."""
    game = modern(JACKS_AND_FIVE_HEARTS)
    assert game.is_over and game.winner == 1
    assert not any(e.rule == "RUM-2" for e in game.events)


@pytest.mark.rule("RUM-9")
def test_four_jacks_after_the_redeal_option_asks_the_redeal_first():
    game = modern(JACKS_AND_FIVE_HEARTS, four_jacks="after-redeal")
    assert not game.is_over and game.phase == "redeal" and game.to_act == 2
    kept = game.copy()
    kept.apply("keep-deal")
    assert kept.is_over and kept.winner == 1
    game.apply("redeal")  # the jacks go back into the pack with the rest
    assert game.hand_number == 1 and not any(e.rule == "RUM-9" for e in game.events)
