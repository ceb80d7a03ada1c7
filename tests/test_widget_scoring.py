"""ScoringExercise driven through its widgets: type totals, press buttons, read feedback."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.engine.scoring import score_hand
from ramsas_widgets.engine.teaching import SCORING_VARIANTS
from ramsas_widgets.widgets.scoring_exercise import ScoringExercise
from tests.page_text import visible

RULE_REF = re.compile(r"\(([A-Z]{2,3}(?:-[A-Z]+)?-\d+)")
#: Every variant with a scoring exercise, from the registry.
ALL_SCORED = SCORING_VARIANTS


def engine_totals(ex):
    sit = ex.situation
    info = VARIANTS[sit.variant_id]
    if not info.has_tricks:  # Rami: the cards left in each hand are scored
        ex_ = sit.extras
        return info.scorer.score_hand(sit.variant_id, list(sit.scores), list(sit.tricks),
                               hands=[list(h) for h in ex_["hands"]],
                               opened=list(ex_["opened"]), out=ex_["out"],
                               from_hand=ex_["from_hand"], **dict(sit.options))
    extras = dict(sit.extras) | dict(sit.options)
    return score_hand(sit.variant_id, list(sit.scores), list(sit.tricks), **extras)


@pytest.mark.parametrize("variant_id", ALL_SCORED)
def test_feedback_agrees_with_score_hand_for_many_exercises(variant_id):
    ex = ScoringExercise(variant_id, seed=7)
    for i in range(15):
        want = engine_totals(ex)
        typed = list(want) if i % 2 else [w + (p == i % len(want)) for p, w in enumerate(want)]
        ex.fill(typed)
        ex.check_button.click()
        correct = typed == want
        assert ex.feedback.kind == ("ok" if correct else "wrong"), ex.feedback.text
        if not correct:
            p = i % len(want)
            assert f"Player {p + 1} should be {want[p]} (you wrote {typed[p]})" \
                in ex.feedback.text
        explained = visible(ex.explanation.value)
        for p, total in enumerate(want):
            assert f"Player {p + 1}: " in explained and f"New total: {total}." in explained
        assert RULE_REF.search(ex.feedback.text)
        assert set(RULE_REF.findall(explained)) >= set(ex.situation.rules)
        ex.new_button.click()
        assert ex.feedback.kind == "" and ex.explanation.value == ""
    assert f"{7} right out of 15" in ex.score.value


def test_the_table_shows_the_end_of_the_hand():
    ex = ScoringExercise("ru-classic", seed=0)
    sit = ex.situation
    for p in range(sit.players):
        assert f"<th scope='row'>Player {p + 1}</th><td>{sit.scores[p]}</td>" in ex.table.value
    assert "write off" in ex.table.value
    assert len(ex.inputs) == sit.players


@pytest.mark.parametrize("typed, message", [("", "Type a new total for Player 1"),
                                            ("seven", "'seven' is not a whole number"),
                                            ("1e3", "'1e3' is not a whole number")])
def test_bad_totals_get_a_friendly_message(typed, message):
    ex = ScoringExercise("se-mattmar", seed=0)
    ex.fill([0] * ex.situation.players)
    ex.inputs[0].value = typed
    ex.check_button.click()
    assert ex.feedback.kind == "error" and message in ex.feedback.text
    assert "0 right out of 0" in ex.score.value


def test_negative_totals_may_be_typed():
    for seed in range(60):
        ex = ScoringExercise("lt-ramsas", seed=seed)
        want = engine_totals(ex)
        if any(w < 0 for w in want):
            ex.fill(want)
            ex.inputs[[w < 0 for w in want].index(True)].value = str(min(want)).replace("-", "−")
            ex.check_button.click()
            assert ex.feedback.kind == "ok"
            return
    pytest.fail("no exercise with a negative total")


@pytest.mark.rule("RUZ-12")
@pytest.mark.rule("RU-REMIZ-3")
@pytest.mark.rule("RUM-7")
@pytest.mark.rule("HU-SCORE-1")
@pytest.mark.parametrize("variant_id, name, value", [("ru-zone", "overshoot", "restart"),
                                                     ("ru-classic", "remiz_aces", "sum"),
                                                     ("ru-modern", "horns_from", "zero"),
                                                     ("hu-rami-51", "unopened_100", True),
                                                     ("hu-rami-40", "joker_points", 25)])
def test_house_rule_toggle_rescores_the_hand_on_screen(variant_id, name, value):
    for seed in range(80):
        ex = ScoringExercise(variant_id, seed=seed)
        before = list(ex.situation.answer)
        ex.fill(before)
        ex.check_button.click()
        ex.house_rules.controls[name].value = value
        after = engine_totals(ex)
        assert list(ex.situation.answer) == after
        if after != before:
            assert "change here" in ex.rule_note.value
            assert "Press Check totals again" in ex.rule_note.value
            assert ex.feedback.kind == "", "the old verdict is cleared"
            ex.check_button.click()
            assert ex.feedback.kind == "wrong"
            ex.fill(after)
            ex.check_button.click()
            assert ex.feedback.kind == "ok"
            assert "1 right out of 1" in ex.score.value, "an exercise counts once"
            return
        assert "the same here" in ex.rule_note.value
    pytest.fail(f"no exercise where {name}={value} changes the totals")


@pytest.mark.parametrize("variant_id", ALL_SCORED)
def test_buttons_have_text_labels_and_house_rules_match_the_open_options(variant_id):
    ex = ScoringExercise(variant_id)

    def walk(w):
        if isinstance(w, widgets.Button):
            yield w
        for c in getattr(w, "children", ()):
            yield from walk(c)

    assert all(b.description.strip() for b in walk(ex))
    # the rule options the variant declares as changing the answers, no more
    assert set(ex.house_rules.controls) == set(VARIANTS[variant_id].teaching.scoring_options)


@pytest.mark.parametrize("typed", ["9" * 4300, "-" + "1" * 40, "12345678901"])
def test_an_absurd_total_gets_a_friendly_message(typed):
    """A total of thousands of digits is refused in words before Python is asked to read it
    (int() stops at 4,300 digits, which used to show "Something went wrong")."""
    ex = ScoringExercise("lt-ramsas", seed=0)
    ex.fill([0] * ex.situation.players)
    ex.inputs[0].value = typed
    ex.check_button.click()
    assert ex.feedback.kind == "error", ex.feedback.text
    assert f"Player 1: that is {len(typed):,} characters" in ex.feedback.text
    assert "0 right out of 0" in ex.score.value
