"""Rami 40 / Rami 51 games: one or more tests per HU-* rule, stacked deals, playouts."""

from __future__ import annotations

import random

import pytest

from ramsas_widgets.engine import VARIANTS, Kind, RulesError, new_game
from ramsas_widgets.engine.cards import Card, parse_cards
from ramsas_widgets.engine.rami import RamiGame, explain_hand, pack_for, score_hand, stack_deck
from ramsas_widgets.engine.scoring import add_up

# P1's cards never form a combination; P0's differ per scenario.
P1 = "2C 4C 8C TD 3H 5H 7H 9H JH 2S 4S 6S 8S"
OPENER = "KH KS KD 5C 6C 7C 2D 4H 8S TC QD 9H 3S"  # KKK 30 + 5-6-7C 18 = 48


def stacked(variant: str, p0: str, turned: str, stock: str = "", players: int = 2,
            **options) -> RamiGame:
    hands = [p0, P1] + [P1] * 0
    if players != 2:
        raise AssertionError("scenarios are for two players")
    game = new_game(variant, players=players, seed=1, deck=stack_deck(hands, turned, stock),
                    **options)
    assert isinstance(game, RamiGame)
    return game


def rule_of(game, action) -> str | None:
    with pytest.raises(RulesError) as err:
        game.apply(action)
    assert str(err.value)
    return err.value.rule


def names(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_copy_is_independent_and_replays_alike():
    g = new_game("hu-rami-51", players=3, seed=9)
    for _ in range(40):
        g.apply(g.legal_actions()[-1])
    twin = g.copy()
    assert twin.describe() == g.describe() and twin.history == g.history
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(60):
        g.apply(rng_a.choice(g.legal_actions()))
        twin.apply(rng_b.choice(twin.legal_actions()))
    assert twin.describe() == g.describe()
    twin.apply(twin.legal_actions()[0])
    assert twin.describe() != g.describe() and g.cards_accounted() and twin.cards_accounted()


def test_registry():
    assert {v for v, i in VARIANTS.items() if i.game is RamiGame} == {"hu-rami-40", "hu-rami-51"}
    g = new_game("hu-rami-51", players=3, seed=2)
    assert isinstance(g, RamiGame) and g.threshold == 51
    assert new_game("hu-rami-40", seed=2).n_players == 4


# -- pack and deal ---------------------------------------------------------
@pytest.mark.rule("HU-DECK-1")
def test_packs_by_player_count():
    assert len(pack_for(2)) == len(pack_for(4)) == 108
    assert len(pack_for(5)) == len(pack_for(6)) == 160
    assert pack_for(6).count(Card.parse("JK")) == 4
    for players, size in ((2, 108), (4, 108), (5, 160), (6, 160)):
        g = new_game("hu-rami-40", players=players, seed=3)
        assert len(g.pack()) == size and g.cards_accounted()
    for bad in (1, 7):
        with pytest.raises(RulesError) as err:
            new_game("hu-rami-40", players=bad, seed=3)
        assert err.value.rule == "HU-DECK-1"
    with pytest.raises(RulesError) as err:
        new_game("hu-rami-40", players=2, seed=3, deck="JK JK JK JK JK")
    assert err.value.rule == "HU-DECK-1"


@pytest.mark.rule("HU-DECK-2")
def test_house_pack():
    assert len(pack_for(3, house_pack=True)) == 106
    assert len(pack_for(6, house_pack=True)) == 159
    g = new_game("hu-rami-51", players=5, seed=4, house_pack=True)
    assert len(g.pack()) == 159 and g.cards_accounted()
    assert g.pack().count(Card.parse("JK")) == 3


@pytest.mark.rule("HU-DEAL-1")
def test_deal_thirteen_each_then_the_discard_pile():
    g = stacked("hu-rami-40", OPENER, "6H", "2H 3D 8C")
    zones = g.zones()
    assert sorted(zones["P0 hand"]) == sorted(parse_cards(OPENER))
    assert sorted(zones["P1 hand"]) == sorted(parse_cards(P1))
    assert zones["discard"] == parse_cards("6H")
    assert zones["stock"][:3] == parse_cards("2H 3D 8C")  # top first
    assert len(zones["stock"]) == 108 - 27
    steps = g.deal_steps
    assert len(steps) == 108
    assert [s.player for s in steps[:4]] == [0, 1, 0, 1]  # one card at a time from P0
    assert steps[26].to == "discard" and steps[26].face_up and steps[26].card == Card.parse("6H")
    assert all(s.rule == "HU-DEAL-1" for s in steps)
    for players in (2, 3, 6):
        g = new_game("hu-rami-51", players=players, seed=5)
        assert all(len(h) == 13 for h in g.hands) and len(g.discards) == 1


@pytest.mark.rule("HU-DEAL-2")
def test_dealer_moves_and_left_of_dealer_starts():
    g = stacked("hu-rami-40", "KH KS KD 5C 6C 7C 9H 9S 9D 2S 3S 4S 5S", "6H", "QC")
    assert g.to_act == 0 and "P1 deals, P0 starts" in g.history[0]
    _go_out(g)
    assert g.hand_number == 2 and g.dealer == 0 and g.to_act == 1
    assert "P0 deals, P1 starts (HU-DEAL-2)" in g.history[-1]


def _go_out(g):
    for a in ("draw stock", "meld KH KS KD", "meld 5C 6C 7C", "meld 9H 9S 9D",
              "meld 2S 3S 4S 5S", "discard QC"):
        g.apply(a)


# -- a turn ----------------------------------------------------------------
@pytest.mark.rule("HU-TURN-1")
def test_draw_first_from_stock_or_discard_pile():
    g = stacked("hu-rami-40", OPENER, "6H", "2H 3D 8C", discard_must_meld=False)
    assert names(g) == ["draw stock", "draw discard"]
    assert rule_of(g, "discard 2D") == "HU-TURN-1"
    g.apply("draw stock")
    assert g.hands[0].count(Card.parse("2H")) == 1 and len(g.hands[0]) == 14
    assert rule_of(g, "draw stock") == "HU-TURN-1"
    g.apply("discard 2D")
    g.apply("draw discard")
    assert Card.parse("2D") in g.hands[1] and g.discards == parse_cards("6H")


@pytest.mark.rule("HU-TURN-2")
def test_opening_threshold_40_and_51():
    g = stacked("hu-rami-40", OPENER, "6H", "2H 3D 8C")
    g.apply("draw stock")
    assert "meld KD KH KS" in names(g) and "meld 5C 6C 7C" in names(g)
    g.apply("meld KS KH KD")  # any order
    assert not g.opened[0] and g.pending_points == 30
    assert rule_of(g, "discard 2D") == "HU-TURN-2"
    assert not any(a.startswith("discard") for a in names(g))
    g.apply("meld 7C 5C 6C")
    assert g.opened[0] and "opened with 48 points" in g.history[-1]
    g.apply("discard 2D")
    g51 = stacked("hu-rami-51", OPENER, "6H", "2H 3D 8C")
    g51.apply("draw stock")
    assert not any(a.startswith("meld") for a in names(g51))
    assert rule_of(g51, "meld KH KS KD") == "HU-TURN-2"
    assert rule_of(g51, "meld KH KS 2D") == "HU-RUN-1"


@pytest.mark.rule("HU-TURN-3")
def test_lay_off_after_opening_on_any_meld():
    g = stacked("hu-rami-40", OPENER, "6H", "2H 3D 8C")
    for a in ("draw stock", "meld KH KS KD", "meld 5C 6C 7C", "discard 2D", "draw stock"):
        g.apply(a)
    assert rule_of(g, "layoff 4C 2") == "HU-TURN-3"  # P1 has not opened
    g.apply("discard 2C")
    g.apply("draw stock")  # P0 draws 8C
    assert "layoff 8C 2" in names(g)
    assert rule_of(g, "layoff 8C 5") == "HU-TURN-3"
    g.apply("layoff 8C 2")
    assert [str(c) for c in g.table[1].cards] == ["5C", "6C", "7C", "8C"]
    assert g.cards_accounted()


@pytest.mark.rule("HU-TURN-4")
def test_card_taken_from_discard_pile_not_discarded_same_turn():
    g = stacked("hu-rami-40", OPENER, "6H", "2H 3D 8C", discard_must_meld=False)
    g.apply("draw discard")
    assert "discard 6H" not in names(g)
    assert rule_of(g, "discard 6H") == "HU-TURN-4"
    g.apply("discard 9H")
    assert g.discards[-1] == Card.parse("9H")


@pytest.mark.rule("HU-TURN-4")
def test_no_move_leaves_only_the_card_just_taken():
    g = stacked("hu-rami-40", "KH KS KD 5C 6C 7C 9H 9S 9D 2S 3S 4S 8C", "6H", "QC 5D",
                discard_must_meld=False)
    for a in ("draw stock", "meld KH KS KD", "meld 5C 6C 7C", "meld 9H 9S 9D",
              "meld 2S 3S 4S", "discard QC", "draw stock", "discard 2C", "draw discard"):
        g.apply(a)
    assert sorted(map(str, g.hands[0])) == ["2C", "8C"]
    assert "layoff 8C 2" not in names(g)  # 2C alone could not be discarded
    assert rule_of(g, "layoff 8C 2") == "HU-TURN-4"
    assert names(g) == ["discard 8C"]


@pytest.mark.rule("HU-TURN-5")
def test_discard_pile_card_may_stay_in_the_hand_by_default():
    """HU-TURN-5 default: the card taken from the discard pile may stay in the hand; it only
    may not go straight back (HU-TURN-4)."""
    g = stacked("hu-rami-40", OPENER, "6H", "2H 3D 8C")
    assert names(g) == ["draw stock", "draw discard"]  # 6H fits nothing, yet may be taken
    g.apply("draw discard")
    assert g.hands[0].count(Card.parse("6H")) == 1
    discards = [a for a in names(g) if a.startswith("discard")]
    assert discards and "discard 6H" not in discards
    assert rule_of(g, "discard 6H") == "HU-TURN-4"
    g.apply("discard 2D")
    assert Card.parse("6H") in g.hands[0] and g.to_act == 1


@pytest.mark.rule("HU-TURN-5")
def test_house_rule_discard_pile_card_must_be_melded_at_once():
    g = stacked("hu-rami-40", OPENER, "6H", "2H 3D 8C", discard_must_meld=True)
    assert names(g) == ["draw stock"]  # 6H fits nothing in P0's hand
    assert rule_of(g, "draw discard") == "HU-TURN-5"
    g = stacked("hu-rami-40", OPENER, "8C", "2H 3D", discard_must_meld=True)
    assert "draw discard" in names(g)
    g.apply("draw discard")
    acts = g.legal_actions()
    assert acts and all(Card.parse("8C") in a.cards for a in acts)
    assert rule_of(g, "meld KH KS KD") == "HU-TURN-5"
    assert rule_of(g, "discard 2D") == "HU-TURN-5"
    g.apply("meld 5C 6C 7C 8C")
    g.apply("meld KH KS KD")
    assert g.opened[0]
    g.apply("discard 2D")


# -- jokers ------------------------------------------------------------------
@pytest.mark.rule("HU-JOKER-1")
def test_one_joker_per_combination_in_play():
    g = stacked("hu-rami-40", "JK JK 7S 8S KH KS KD 2D 4H TC QD 9H 3C", "6H", "5D 3D 8C")
    g.apply("draw stock")
    assert not any(a.count("JK") > 1 for a in names(g))
    assert rule_of(g, "meld JK JK 7S 8S") == "HU-JOKER-1"
    g.apply("meld JK 7S 8S")
    g.apply("meld KH KS KD")
    assert rule_of(g, "layoff JK 1") == "HU-JOKER-1"
    assert "layoff JK 2" in names(g)


@pytest.mark.rule("HU-JOKER-2")
def test_melded_joker_counts_the_lower_place():
    g = stacked("hu-rami-40", "JK 7S 8S KH KS KD 2D 4H TC QD 9H 3C 5D", "6H", "2H")
    g.apply("draw stock")
    g.apply("meld 8S 7S JK")
    assert g.table[0].joker_as == (Card.parse("6S"),) and g.pending_points == 21
    assert "21" in g.history[-1]


@pytest.mark.rule("HU-JOKER-3")
def test_joker_exchange_and_the_duty_to_meld_it_again():
    g = stacked("hu-rami-40", "JK 7S 8S KH KS KD 6S 2D 4H TC QD 9H 3C", "6H", "5D 3D 8C")
    g.apply("draw stock")
    assert not any(a.startswith("swap") for a in names(g))  # not opened yet
    g.apply("meld JK 7S 8S")
    assert rule_of(g, "swap 6S 1") == "HU-JOKER-3"  # still not opened: 21 of 40
    g.apply("meld KH KS KD")
    assert rule_of(g, "swap 2D 1") == "HU-JOKER-3"
    g.apply("swap 6S 1")
    assert Card.parse("JK") in g.hands[0] and not g.table[0].has_joker
    assert rule_of(g, "discard 2D") == "HU-JOKER-3"  # he can lay it on the set of kings
    g.apply("layoff JK 2")
    assert "discard 2D" in names(g)
    g.apply("discard 2D")
    assert g.cards_accounted()


@pytest.mark.rule("HU-JOKER-4")
def test_set_joker_needs_three_naturals():
    g = stacked("hu-rami-40", "9C 9D JK KH KS KD 9H 2D 4H TC QD 3C 5S", "6H", "7D 3D 8C")
    for a in ("draw stock", "meld 9C 9D JK", "meld KH KS KD"):
        g.apply(a)
    assert "swap 9H 1" not in names(g)
    assert rule_of(g, "swap 9H 1") == "HU-JOKER-4"
    g.apply("layoff 9H 1")
    assert g.table[0].joker_as == (Card.parse("9S"),)
    assert rule_of(g, "swap 9H 1") == "HU-JOKER-3"


# -- combinations inside the game ----------------------------------------------
@pytest.mark.rule("HU-SET-1")
@pytest.mark.rule("HU-RUN-1")
@pytest.mark.rule("HU-RUN-2")
@pytest.mark.rule("HU-VAL-1")
def test_melds_offered_are_valid_and_invalid_ones_cite_the_rule():
    g = stacked("hu-rami-40", "KH AH 2H QH KS KD 9C 9H 9D 9C 4H TC 3S", "6H", "5D")
    g.apply("draw stock")
    assert rule_of(g, "meld KH AH 2H") == "HU-RUN-2"
    assert rule_of(g, "meld 9C 9C 9D") == "HU-SET-1"
    acts = names(g)
    assert "meld QH KH AH" in acts  # 31, then 9C 9H 9D: 27
    assert all(a.startswith(("meld", "discard")) for a in acts)
    g.apply("meld QH KH AH")
    assert g.pending_points == 31  # the high ace counts 11 (HU-VAL-1)


# -- end of hand and scores ----------------------------------------------------
@pytest.mark.rule("HU-END-1")
def test_going_out_with_and_without_a_final_discard():
    hand = "KH KS KD 5C 6C 7C 9H 9S 9D 2S 3S 4S 5S"
    g = stacked("hu-rami-40", hand, "6H", "6S")
    for a in ("draw stock", "meld KH KS KD", "meld 5C 6C 7C", "meld 9H 9S 9D"):
        g.apply(a)
    g.apply("meld 2S 3S 4S 5S 6S")  # the last cards melded: out without a discard
    res = g.hand_results[-1]
    assert res.extras["out"] == 0 and res.extras["ending"] == "out"
    assert "goes out" in " ".join(g.history)
    g = stacked("hu-rami-40", hand, "6H", "6S", final_discard=True)
    for a in ("draw stock", "meld KH KS KD", "meld 5C 6C 7C", "meld 9H 9S 9D"):
        g.apply(a)
    assert "meld 2S 3S 4S 5S 6S" not in names(g)
    assert rule_of(g, "meld 2S 3S 4S 5S 6S") == "HU-END-1"
    g.apply("meld 2S 3S 4S 5S")
    g.apply("discard 6S")
    assert g.hand_results[-1].extras["out"] == 0


@pytest.mark.rule("HU-SCORE-1")
def test_scores_of_a_hand():
    p1_points = 2 + 4 + 8 + 10 + 3 + 5 + 7 + 9 + 10 + 2 + 4 + 6 + 8
    hand = "KH KS KD 5C 6C 7C 9H 9S 9D 2S 3S 4S 5S"
    g = stacked("hu-rami-40", hand, "6H", "QC")
    _go_out(g)
    res = g.hand_results[0]
    assert res.scores_after == (0, p1_points) and res.tricks == (None, None)
    assert res.extras["from_hand"] is True
    assert score_hand("hu-rami-40", res.scores_before, res.tricks, **res.extras) == [0, p1_points]
    g = stacked("hu-rami-40", hand, "6H", "QC", hand_rami_double=True, unopened_100=True)
    _go_out(g)
    assert g.hand_results[0].scores_after == (0, 200)  # flat 100, doubled (kézből)
    g = stacked("hu-rami-40", hand, "6H", "QC", hand_rami_double=True)
    _go_out(g)
    assert g.hand_results[0].scores_after == (0, 2 * p1_points)


@pytest.mark.rule("HU-SCORE-1")
def test_score_hand_values_and_options():
    hands = ("", "AS KD 7C JK", "2C 3C")
    base = dict(hands=hands, opened=(True, True, False), out=0, from_hand=False)
    assert score_hand("hu-rami-51", [0, 0, 0], [None] * 3, **base) == [0, 48, 5]
    assert score_hand("hu-rami-51", [1, 2, 3], [None] * 3, joker_points=25, **base) == [1, 55, 8]
    assert score_hand("hu-rami-51", [0, 0, 0], [None] * 3, unopened_100=True, **base) == \
        [0, 48, 100]
    doubled = base | {"from_hand": True}
    assert score_hand("hu-rami-51", [0, 0, 0], [None] * 3, hand_rami_double=True,
                      **doubled) == [0, 96, 10]
    blocked = dict(hands=("2C 3C", "AS", "5D"), opened=(True, False, True), out=None)
    assert score_hand("hu-rami-51", [0, 0, 0], [None] * 3, **blocked) == [0, 11, 0]  # tie
    with pytest.raises(RulesError):
        score_hand("hu-rami-51", [0, 0], [None] * 2, hands=("2C", "3C"), opened=(True, True),
                   out=0)


@pytest.mark.rule("HU-SCORE-1")
def test_game_of_seven_or_ten_hands_lowest_total_wins():
    for hands, seed in ((7, 11), (10, 12)):
        g = new_game("hu-rami-40", players=2, seed=seed, hands_in_game=hands)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        assert len(g.hand_results) == hands
        assert g.winner == g.scores.index(min(g.scores))
        assert g.legal_actions() == [] and g.to_act is None
        assert rule_of(g, "draw stock") == "HU-SCORE-1"  # the rule that ended the game


@pytest.mark.rule("HU-SCORE-1")
def test_pure_run_needed_to_open_as_an_option():
    hand = "KH KS KD QH QS QC 2D 4H 8S TC 9H 3S 6D"  # 60 points, no run
    g = stacked("hu-rami-51", hand, "6H", "2H")
    g.apply("draw stock")
    assert "meld KD KH KS" in names(g)
    g = stacked("hu-rami-51", hand, "6H", "2H", pure_run_to_open=True)
    g.apply("draw stock")
    assert not any(a.startswith("meld") for a in names(g))
    assert rule_of(g, "meld KH KS KD") == "HU-SCORE-1"


def _play(policy, **options):
    g = new_game("hu-rami-40", players=2, seed=8, hands_in_game=7, **options)
    while not g.hand_results:
        g.apply(policy(g))
        assert g.cards_accounted()
    return g


@pytest.mark.rule("HU-END-2")
def test_two_reshuffles_then_the_hand_ends():
    def stock_only(g):
        if g.phase == "draw":
            return "draw stock"
        return next(a for a in g.legal_actions() if a.kind == "discard")

    g = _play(stock_only)
    text = "\n".join(g.history)
    assert "(HU-END-2, 1 of 2)" in text and "(HU-END-2, 2 of 2)" in text
    res = g.hand_results[0]
    assert res.extras["ending"] == "stock" and res.extras["out"] is None
    left = [sum(g.scoring.hand_points(parse_cards(h)) for _ in [0]) for h in res.extras["hands"]]
    low = min(left)
    assert [s == 0 for s in res.scores_after] == [x == low for x in left]


@pytest.mark.rule("HU-END-2")
def test_three_hundred_turns_end_the_hand():
    def discard_pile_only(g):
        if g.phase == "draw":
            return "draw discard"
        return next(a for a in g.legal_actions() if a.kind == "discard")

    g = _play(discard_pile_only, discard_must_meld=False)
    assert g.hand_results[0].extras["ending"] == "turns"
    assert "300 turns" in "\n".join(g.history)


# -- whole games ------------------------------------------------------------------
@pytest.mark.parametrize(("players", "variant", "options"), [
    (2, "hu-rami-40", {}),
    (4, "hu-rami-51", {"final_discard": True, "discard_must_meld": False}),
    (6, "hu-rami-51", {"house_pack": True, "pure_run_to_open": True, "unopened_100": True}),
])
def test_random_playouts_keep_every_card(players, variant, options):
    g = new_game(variant, players=players, seed=players, **options)
    rng = random.Random(players)
    actions = 0
    while not g.is_over:
        acts = g.legal_actions()
        assert acts, g.describe()
        g.apply(rng.choice(acts))
        actions += 1
        if actions % 3 == 0 or g.phase == "draw":
            assert g.cards_accounted(), g.describe()
        assert actions < 20000
    assert len(g.hand_results) == 7
    for res in g.hand_results:
        assert res.tricks == (None,) * players
        assert score_hand(variant, res.scores_before, res.tricks, **res.extras) == \
            list(res.scores_after)
    assert g.winner == g.scores.index(min(g.scores))
    assert g.describe().startswith(variant)


# -- the thirteen-card run (HU-VAL-1) -------------------------------------------
WHOLE_SUIT = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"


@pytest.mark.rule("HU-VAL-1")
def test_a_run_of_all_thirteen_ranks_opens_with_the_ace_high():
    g = stacked("hu-rami-51", WHOLE_SUIT, "6H", "9H 2C")
    g.apply("draw stock")
    meld = next(a for a in g.legal_actions() if a.kind == "meld" and len(a.cards) == 13)
    assert str(meld) == "meld 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS"  # laid 2 to A
    g.apply("meld " + WHOLE_SUIT)  # typed ace first, read the same way
    assert g.opened[0] and g.table[0].points == 95 and g.table[0].span == (2, 14)
    assert any("opened with 95 points" in line for line in g.history)
    g.apply("discard 9H")
    assert g.hand_results[0].extras["out"] == 0  # P0 went out


@pytest.mark.rule("HU-VAL-1")
def test_an_ace_laid_off_on_a_run_of_two_to_king_counts_high():
    g = stacked("hu-rami-40", "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 3D", "6H", "AS 2C")
    g.apply("draw stock")
    g.apply("meld 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS")
    assert g.table[0].points == 84
    g.apply("layoff AS 1")
    assert g.table[0].span == (2, 14) and g.table[0].points == 95


# -- the score explained, the events ------------------------------------------------
@pytest.mark.rule("HU-SCORE-1")
@pytest.mark.rule("HU-END-2")
def test_explain_hand_items_add_up_to_score_hand():
    base = dict(hands=("", "AS KD 7C JK", "2C 3C"), opened=(True, True, False), out=0,
                from_hand=True, unopened_100=True, hand_rami_double=True)
    items = explain_hand("hu-rami-51", [1, 2, 3], [None] * 3, **base)
    assert [(i.player, i.delta, i.rule) for i in items] == [
        (0, 0, "HU-SCORE-1"), (1, 48, "HU-SCORE-1"), (1, 48, "HU-SCORE-1"),
        (2, 100, "HU-SCORE-1"), (2, 100, "HU-SCORE-1")]
    assert str(items[1]) == "P1 has AS KD 7C JK left in hand: 11 + 10 + 7 + 20 = 48 (HU-SCORE-1)"
    assert "never opened" in str(items[3]) and "P0 went out in one turn" in str(items[4])
    assert score_hand("hu-rami-51", [1, 2, 3], [None] * 3, **base) == [1, 98, 203]
    blocked = explain_hand("hu-rami-51", [0, 0, 0], [None] * 3, hands=("2C 3C", "AS", "5D"),
                           opened=(True, False, True), out=None)
    assert [(i.delta, i.rule) for i in blocked] == [(0, "HU-END-2"), (11, "HU-SCORE-1"),
                                                    (0, "HU-END-2")]
    with pytest.raises(RulesError):
        explain_hand("ru-zone", [0, 0], [None] * 2, hands=("", "2C"), opened=(True, True),
                     out=0)


def test_history_lines_are_events_with_their_facts():
    g = new_game("hu-rami-40", players=2, seed=11, hands_in_game=7)
    rng = random.Random(11)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    kinds = {e.kind for e in g.events}
    assert kinds <= {Kind.DEAL, Kind.CHOICE, Kind.NOTE, Kind.SCORED, Kind.OVER}
    deals = [e for e in g.events if e.kind is Kind.DEAL]
    assert [e.values["n"] for e in deals] == list(range(1, 8))
    scored = [e for e in g.events if e.kind is Kind.SCORED]
    assert [e.result for e in scored] == g.hand_results
    for e, res in zip(scored, g.hand_results, strict=True):
        items = explain_hand(g.variant_id, res.scores_before, res.tricks, **res.extras)
        assert str(e) == (f"Hand {res.number} scores {add_up([0, 0], items)}; totals "
                          f"{list(res.scores_after)} (HU-SCORE-1).")
    (over,) = [e for e in g.events if e.kind is Kind.OVER]
    assert over.winner == g.winner and g.events[-1] is over and g.hand_number == 7
    melds = [e for e in g.events if e.kind is Kind.CHOICE and " melds " in str(e)]
    assert melds and all(e.cards and e.rule == "HU-TURN-2" for e in melds)


@pytest.mark.rule("HU-TURN-3")
def test_lay_off_in_the_turn_you_open():
    """Once the opening is down the player is open: he may lay off in the same turn."""
    g = stacked("hu-rami-40", "KH KS KD 5C 6C 7C 8C 9H 9S 2D 3S 4S QD", "6H", "2H 3D 8D")
    for a in ("draw stock", "meld KH KS KD", "meld 5C 6C 7C"):
        g.apply(a)
    assert g.opened[0] and "layoff 8C 2" in names(g)
    g.apply("layoff 8C 2")
    assert [str(c) for c in g.table[1].cards] == ["5C", "6C", "7C", "8C"]
