"""Stacked situations: each rare rule a variant declares is seen happening.

Every situation is started the way the table and the dealing demo start it
(:func:`situations.start`); the learner's invited moves are made and the rule must fire
then, not merely be mentioned. A situation whose rule fires in the deal leads the
dealing demo's next decision to that rule.
"""

from __future__ import annotations

import pytest

from ramsas_widgets.engine import RulesError
from ramsas_widgets.engine.registry import VARIANTS, new_game
from ramsas_widgets.engine.teaching import scoring_situation
from ramsas_widgets.engine.teaching import situations as sits

ALL = [pytest.param(vid, s.key, id=f"{vid}:{s.key}") for vid, s in sits.all_situations()]


def test_the_rare_paths_of_the_issue_are_all_declared():
    declared = {(vid, s.rule) for vid, s in sits.all_situations()}
    for wanted in [("lt-ramsas", "LT-BUY-3"), ("lt-ramsas", "LT-DROP-3"),
                   ("lt-ramsas", "LT-DEAL-3"), ("lt-ramsas", "LT-JACK-2"),
                   ("ru-modern", "RUM-4"), ("ru-modern", "RUM-9"),
                   ("hu-rami-40", "HU-JOKER-3"), ("hu-rami-51", "HU-JOKER-3")]:
        assert wanted in declared


@pytest.mark.parametrize("vid,key", ALL)
def test_the_rule_fires_when_the_learner_makes_the_invited_moves(vid, key):
    sit = sits.situation(vid, key)
    game = sits.start(vid, key)
    assert game.to_act == sit.you, "the learner acts first once the table opens"
    assert game.n_players == sit.players and not game.is_over
    since = len(game.events)
    sits.play_yours(game, vid, key)
    assert sits.fired(game, sit.rule, since), f"{sit.rule} did not fire"
    assert sit.title and sit.story and sit.invite


@pytest.mark.parametrize("vid,key", ALL)
def test_the_stacked_cards_are_where_the_situation_says(vid, key):
    sit = sits.situation(vid, key)
    game = sits.start(vid, key)
    first = game.replay(0)  # the deal, before any move
    for place, text in sit.cards.items():
        where = [s for s in first.deal_steps if sits._place(s) == place]
        assert [str(s.card) for s in where][:len(text.split())] == text.split()


@pytest.mark.parametrize("vid,key", [p for p in ALL if sits.situation(*p.values).dealing])
def test_a_situation_of_the_deal_leads_the_dealing_demo_to_its_rule(vid, key):
    game = sits.start(vid, key)
    assert game.asked().rule == sits.situation(vid, key).rule


def test_situations_are_the_same_every_time():
    for vid, sit in sits.all_situations():
        a, b = sits.start(vid, sit.key), sits.start(vid, sit.key)
        assert [str(e) for e in a.events] == [str(e) for e in b.events]
        assert a.view().hands == b.view().hands


def test_without_the_invited_move_the_rule_has_not_fired_yet():
    game = sits.start("lt-ramsas", "nine-redeal")
    assert not sits.fired(game, "LT-DEAL-3", 0)
    game.apply("keep-deal")
    assert sits.fired(game, "LT-DEAL-3", 0)  # keeping the deal is the rule's other branch
    game = sits.start("hu-rami-40", "joker-exchange")
    assert not sits.fired(game, "HU-JOKER-3")


def test_unknown_situations_and_impossible_stacks_are_refused():
    with pytest.raises(RulesError, match="nobody-buys"):
        sits.situation("lt-ramsas", "no-such")
    with pytest.raises(RulesError, match="no situation"):
        sits.situation("lt-shedding", "nobody-buys")
    with pytest.raises(TypeError):
        sits.situation("lt-ramsas", 3)
    with pytest.raises(RulesError, match="not in this pack"):
        sits.stacked_deck("lt-ramsas", 4, 3, {}, {"P0": "2C"})
    with pytest.raises(RulesError, match="placed twice"):
        sits.stacked_deck("lt-ramsas", 4, 3, {}, {"P0": "AH", "P1": "AH"})
    with pytest.raises(RulesError, match="gives 1 cards to up"):
        sits.stacked_deck("lt-ramsas", 4, 3, {}, {"up": "AH KH"})


@pytest.mark.parametrize("vid", [v for v in VARIANTS if VARIANTS[v].teaching.situations])
def test_the_deal_map_matches_the_pack_and_the_hands(vid):
    info = VARIANTS[vid]
    sit = next(iter(info.teaching.situations.values()))
    places = sits.deal_places(vid, sit.players, sit.dealer, sit.options)
    hands = {f"P{p}": places.count(f"P{p}") for p in range(sit.players)}
    game = new_game(vid, sit.players, seed=5, dealer=sit.dealer)
    dealt = game.replay(0).deal_steps
    assert len(places) == len(dealt)
    assert sum(hands.values()) + places.count("up") >= sit.players * info.hand_size - 1


def test_a_scoring_exercise_can_be_asked_for_a_rare_rule():
    sit = scoring_situation("lt-ramsas", seed=3, showing="LT-SCORE-3")
    assert "LT-SCORE-3" in sit.rules
    assert sit.grade(sit.answer).correct
    sit = scoring_situation("lt-ramsas", seed=3, showing="LT-DROP-3")
    assert "LT-DROP-3" in sit.rules
    with pytest.raises(RulesError, match="do not reach"):
        scoring_situation("ru-classic", showing="RU-RAMS-1")
