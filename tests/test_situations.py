"""Stacked situations: each rare rule a variant declares is seen happening.

Every situation is started the way the table and the dealing demo start it
(:func:`situations.start`); the learner's invited moves are made and the rule must fire
then, not merely be mentioned. A situation whose rule fires in the deal leads the
dealing demo's next decision to that rule.
"""

from __future__ import annotations

import re
from pathlib import Path

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


# -- started from the lesson, through the widgets ------------------------------------

LESSONS = Path(__file__).resolve().parents[1] / "notebooks" / "src"
TABLE_CALL = re.compile(r'SituationTable\("([a-z0-9-]+)"\)')
DEAL_CALL = re.compile(r'DealingDemo\("([a-z0-9-]+)"[^)]*situation="([a-z0-9-]+)"\)')


def _lesson_calls(pattern: re.Pattern) -> list[tuple[str, ...]]:
    return [m.groups() for src in sorted(LESSONS.glob("*.md"))
            for m in pattern.finditer(src.read_text(encoding="utf-8"))]


LESSON_TABLES = [g[0] for g in _lesson_calls(TABLE_CALL)]
FROM_LESSONS = [pytest.param(vid, key, id=f"{vid}:{key}") for vid in LESSON_TABLES
                for key in VARIANTS[vid].teaching.situations]


def test_every_rare_rule_can_be_started_from_a_lesson():
    shown = {sits.situation(vid, key).rule for vid in LESSON_TABLES
             for key in VARIANTS[vid].teaching.situations}
    assert {s.rule for _vid, s in sits.all_situations()} <= shown
    for vid, key in _lesson_calls(DEAL_CALL):
        assert sits.situation(vid, key).dealing


@pytest.mark.parametrize("vid,key", FROM_LESSONS)
def test_from_the_lesson_the_table_opens_in_the_situation_and_the_rule_fires(vid, key):
    from ramsas_widgets.widgets import SituationTable

    widget = SituationTable(vid)  # as the lesson's cell builds it
    assert widget.table is None, "the table is built on the first press only"
    widget.picker.value = key
    widget.start_button.click()
    table, sit = widget.table, sits.situation(vid, key)
    assert table is not None and table.seat == sit.you and table.game.to_act == sit.you
    assert sit.rule in widget.feedback.text and not widget.fired
    for move in sit.yours:
        assert table.act(move), table.feedback.text
    assert widget.fired and widget.feedback.kind == "ok"
    assert f'href="08_rules.ipynb#{sit.rule}"' in widget.feedback.value


def test_another_move_than_the_invited_one_is_said_so():
    from ramsas_widgets.widgets import SituationTable

    widget = SituationTable("lt-ramsas", "nine-redeal")
    table = widget.start()
    assert table.act("keep-deal")  # LT-DEAL-3's other branch: the rule still applied
    assert widget.fired
    widget = SituationTable("lt-ramsas", "nobody-buys")
    table = widget.start()
    assert table.act("buy")
    assert not widget.fired and "another move" in widget.feedback.text


@pytest.mark.parametrize("vid,key", _lesson_calls(DEAL_CALL))
def test_from_the_lesson_the_dealing_demo_deals_the_situation(vid, key):
    from ramsas_widgets.widgets import DealingDemo

    sit = sits.situation(vid, key)
    demo = DealingDemo(vid, players=sit.players, situation=key)
    demo.go_to(len(demo.steps))
    assert demo.game.asked().rule == sit.rule
    assert f"#{sit.rule}" in demo.after_deal.value
    demo.new_seed_button.click()  # a new shuffle is an ordinary deal again
    assert demo.situation is None and "shuffle number" in demo.title.value


def test_a_situation_after_the_deal_is_refused_by_the_dealing_demo():
    from ramsas_widgets.widgets import DealingDemo

    with pytest.raises(RulesError, match="SituationTable"):
        DealingDemo("lt-ramsas", situation="nobody-buys")


def test_the_scoring_exercise_of_the_lesson_shows_the_waiver():
    from ramsas_widgets.widgets import ScoringExercise

    calls = re.findall(r'ScoringExercise\("([a-z0-9-]+)", showing="([A-Z0-9-]+)"\)',
                       (LESSONS / "01_lithuanian_ramsas.md").read_text(encoding="utf-8"))
    assert ("lt-ramsas", "LT-SCORE-3") in calls
    ex = ScoringExercise("lt-ramsas", showing="LT-SCORE-3")
    for _ in range(3):
        assert "LT-SCORE-3" in ex.situation.rules
        ex.fill(list(ex.situation.answer))
        ex.check_button.click()
        assert ex.feedback.kind == "ok" and "LT-SCORE-3" in ex.explanation.value
        ex.new_button.click()


@pytest.mark.rule("HU-JOKER-3")
def test_the_joker_situation_followed_as_a_learner_does_is_called_right_and_hinted():
    """Lesson 5's "open with four kings, then take the joker", made with the table's own
    buttons (the kings picked in the hand's order): each move is called the right one with
    what comes next, the Hint proposes the invited move with its rule, and the rule fires."""
    from ramsas_widgets.engine.game import Action
    from ramsas_widgets.widgets import SituationTable
    from ramsas_widgets.widgets.table import action_label

    widget = SituationTable("hu-rami-40", "joker-exchange")
    table = widget.start()
    sit = sits.situation("hu-rami-40", "joker-exchange")
    for k, move in enumerate(sit.yours):
        table.hint_button.click()
        hint = table.feedback
        invited = Action.parse(move)
        assert hint.kind == "info" and hint.rule == "HU-JOKER-3", hint.text
        assert hint.text.startswith(f"Hint: {action_label(invited)}."), hint.text
        assert f'#{sit.rule}"' in hint.value  # the hint leads to the rule
        if invited.cards:  # the hint picked the cards: press the button, as a learner
            assert sorted(c.code for c in table.hand_picker.picked) == \
                sorted(c.code for c in invited.cards)
            if invited.kind == "meld":  # the hand's order, not the lesson's
                assert list(table.hand_picker.picked) != list(invited.cards)
            table.pick_buttons[invited.kind].click()
        else:
            table.action_buttons[move].click()
        assert table.feedback.kind == "ok", table.feedback.text
        if k < len(sit.yours) - 1:
            assert widget.feedback.kind == "ok" and "Right:" in widget.feedback.text
            assert "another move" not in widget.feedback.text
            assert f"Next: {action_label(Action.parse(sit.yours[k + 1]))}" in \
                widget.feedback.text
    assert widget.fired and widget.feedback.text.startswith("You have seen it")
