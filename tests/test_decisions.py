"""Decisions with numbers: worlds consistent with what the player knows, estimates that
agree with a larger independent run, and the plain cases every game has."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from ramsas_widgets.engine import VARIANTS, new_game
from ramsas_widgets.engine.cards import cards_str, parse_cards
from ramsas_widgets.engine.decisions import estimate
from ramsas_widgets.engine.rami import stack_deck
from ramsas_widgets.engine.swedish import stack_hands
from ramsas_widgets.engine.teaching.decisions import decision_situation

DECIDING = [v for v, info in VARIANTS.items() if info.teaching.decisions]


def _agree(a, b) -> bool:
    """Two estimates of one option agree: their difference within 1.5 times the combined
    half-widths of their 95% intervals (about three standard errors)."""
    return abs(a.mean - b.mean) <= 1.5 * math.hypot(a.half_width, b.half_width) + 1e-9


@pytest.mark.parametrize("variant_id", DECIDING)
def test_an_exercise_agrees_with_a_larger_independent_run(variant_id):
    sit = decision_situation(variant_id, seed=1)
    small = sit.info.teaching.decision_deals // 2
    first = estimate(sit.game, deals=small, seed=1, options=sit.options)
    larger = estimate(sit.game, deals=small * 3, seed=2, options=sit.options)
    for option in first.options:
        other = larger.option(option.action)
        assert _agree(option, other), (variant_id, option, other)
    assert first.deals == small and larger.deals == small * 3


def test_the_same_seed_gives_the_same_exercise_and_answer():
    a = decision_situation("ru-modern", seed=7)
    b = decision_situation("ru-modern", seed=7)
    assert a.game.describe() == b.game.describe() and a.options == b.options
    assert [o.mean for o in estimate(a.game, 40, seed=3).options] == \
        [o.mean for o in estimate(b.game, 40, seed=3).options]


@pytest.mark.parametrize("variant_id", DECIDING)
def test_a_world_keeps_what_the_player_knows(variant_id):
    sit = decision_situation(variant_id, seed=4)
    game, player = sit.game, sit.player
    rng = random.Random(5)
    seen = Counter()
    for _ in range(30):
        world = game.determinized(player, rng)
        assert world.cards_accounted() and world.quiet and not game.quiet
        assert world.view().hands[player] == game.view().hands[player]
        v, w = game.view(), world.view()
        assert (v.trump, v.trump_card, v.shown, v.piles, v.melds) == \
            (w.trump, w.trump_card, w.shown, w.piles, w.melds)
        if v.trump_card is not None:  # the card that showed trump stays where it lies
            holders = [p for p in range(v.players) if v.trump_card in v.hands[p]]
            assert all(v.trump_card in w.hands[p] for p in holders)
        for p in range(v.players):
            assert len(w.hands[p]) == len(v.hands[p])
            if p != player:
                seen[tuple(sorted(c.code for c in w.hands[p]))] += 1
    assert len(seen) > 1  # the others' cards are dealt again


# -- a plain case per game ------------------------------------------------------------

def _ramsas_deck(n, dealer, hands, buy, rest):
    cards = {p: h.split() for p, h in hands.items()}
    buy_cards = buy.split()
    out = []
    for rnd in range(5):
        for k in range(1, n + 1):
            out.append(cards[(dealer + k) % n][rnd])
        if rnd < 4:
            out.append(buy_cards[rnd])
    return " ".join(out + rest.split())


def _best(game, deals=160):
    return str(estimate(game, deals=deals, seed=11).best)


@pytest.mark.rule("LT-SCORE-2")
def test_lithuanian_a_hopeless_hand_on_a_positive_total_drops_out():
    deck = _ramsas_deck(3, 2, {0: "AH KH QH AC AD", 1: "9C TC 9D TD 9S",
                               2: "KC QC KS QS JH"}, "TH 9H KD QD", "JC AS TS JS JD")
    game = new_game("lt-ramsas", players=3, seed=1, dealer=2, deck=deck, scores=[0, 10, 0])
    for action in ("decline", "decline", "decline"):
        game.apply(action)
    assert game.to_act == 1 and game.phase == "declare"
    result = estimate(game, deals=160, seed=11)
    assert str(result.best) == "declare drop"
    play = result.option("declare play")
    assert play.high < 0 and play.no_trick > 0.5
    assert any(rule == "LT-SCORE-2" for rule, _, _ in play.rule_costs)
    assert "LT-SCORE-2" in result.sentence


def _classic_deck(hands, turned):
    parsed = {p: parse_cards(t) for p, t in hands.items()}
    return cards_str([parsed[p][r] for r in range(5) for p in (1, 2, 0)]) + " " + turned


@pytest.mark.rule("RU-REMIZ-1")
@pytest.mark.parametrize("variant_id", ["ru-classic", "ru-negotiation"])
def test_russian_a_hand_of_sevens_and_eights_passes(variant_id):
    deck = _classic_deck({1: "7C 8C 7D 8D 7H", 2: "AH KH QH JH TH", 0: "AC KC AD KD AS"},
                         "7S")
    game = new_game(variant_id, players=3, seed=2, dealer=0, deck=deck)
    assert game.to_act == 1 and game.phase == "declare"
    assert _best(game) == "declare pass"


@pytest.mark.rule("RUM-7")
def test_modern_on_zero_points_playing_costs_nothing_so_play():
    game = new_game("ru-modern", players=4, seed=6)
    while game.phase != "declare":
        game.apply(game.legal_actions()[-1])  # decline the buy all round
    assert game.scores[game.to_act] == 0
    result = estimate(game, deals=160, seed=11)
    play = result.option("declare play")
    assert str(result.best) == "declare play" and play.low >= 0 and not play.rule_costs


def _zone_deck(p1, p0, buy, turned):
    a, b = parse_cards(p1), parse_cards(p0)
    return cards_str([x for pair in zip(a, b, strict=True) for x in pair]) + f" {buy} {turned}"


@pytest.mark.rule("RUZ-4")
def test_zone_a_hand_of_sixes_and_sevens_takes_the_buy():
    deck = _zone_deck("6C 7C 6D 7D 6H", "AS KS QS AH KH", "9C TC 9D TD JS", "8S")
    game = new_game("ru-zone", seed=3, dealer=0, deck=deck)
    assert game.to_act == 1 and game.phase == "buy"
    assert _best(game) == "buy"


@pytest.mark.rule("SE-KNOCK-1")
def test_mattmar_the_five_top_trumps_knock():
    deck = stack_hands(["2C 3C 4C 5C 6C", "AH KH QH JH TH", "2D 3D 4D 5D 6D"], "9H")
    game = new_game("se-mattmar", players=3, seed=4, dealer=0, deck=deck)
    game.apply("offer none")
    assert game.to_act == 1 and game.phase == "knock"
    assert _best(game) == "declare knock"


@pytest.mark.rule("HU-END-1")
def test_rami_a_hand_that_can_go_out_at_once_opens_now():
    p0 = "KH KS KD 5C 6C 7C 8C 2D 3D 4D 9H 9S 9C"
    p1 = "2C 4C 8D TD 3H 5H 7H 9H JH 2S 4S 6S 8S"
    game = new_game("hu-rami-40", players=2, seed=1, deck=stack_deck([p0, p1], "6H", "2S 3S"))
    game.apply("draw stock")
    result = estimate(game, deals=40, seed=11)
    assert result.best.kind == "meld" and result.options[0].mean == 0
    assert result.options[-1].action.kind == "discard"


def test_bad_input_is_refused():
    game = new_game("ru-zone", seed=1)
    with pytest.raises(ValueError):
        estimate(game, deals=0)
    with pytest.raises(ValueError):
        estimate(game, deals=10, options=["play AS"])
    with pytest.raises(ValueError):
        decision_situation("lt-shedding")


@pytest.mark.parametrize("variant_id", [v for v in DECIDING if VARIANTS[v].fast is not None])
def test_the_computer_players_mostly_choose_as_the_estimate_does(variant_id):
    """The bots' own heuristics are checked against the estimate: as good as the best
    option (within the intervals) in most exercises (the rates per game: benchmarks/
    decisions.py)."""
    from ramsas_widgets.engine.bots import choose

    agree = 0
    for seed in range(6):
        sit = decision_situation(variant_id, seed=seed)
        result = estimate(sit.game, deals=100, seed=seed, options=sit.options)
        bot = choose(sit.game)
        mine = next((o for o in result.options if o.action == bot), None)
        top = result.options[0]
        agree += mine is not None and top.value - mine.value <= max(top.half_width,
                                                                   mine.half_width)
    assert agree >= 4


def test_a_computer_player_that_weighs_takes_the_estimates_best():
    from ramsas_widgets.engine.bots import WEIGH_DEALS, decide

    sit = decision_situation("ru-zone", seed=2)
    weighed = decide(sit.game, seed=5, weigh=True)
    assert weighed.action == estimate(sit.game, deals=WEIGH_DEALS, seed=5).best
    assert "Played out over" in weighed.text() and weighed.rule == "RUZ-4"
    rami = decision_situation("hu-rami-40", seed=2)  # Rami plays out slowly: the heuristics
    assert decide(rami.game, weigh=True) == decide(rami.game)
