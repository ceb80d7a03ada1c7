"""The decision exercise widget: a class seed gives everybody the same position, a choice is
graded against the engine's estimate, the numbers are shown, and trouble reads as words."""

from __future__ import annotations

import pytest

from ramsas_widgets.engine.decisions import estimate
from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.widgets import DecisionExercise


def shown(ex: DecisionExercise) -> tuple[str, str, tuple[str, ...]]:
    return ex.position.value, ex.hand_view.value, tuple(ex.option_buttons)


def test_the_class_seed_gives_everybody_the_same_exercise():
    first, second = DecisionExercise("lt-ramsas", seed=5), DecisionExercise("lt-ramsas", seed=5)
    assert shown(first) == shown(second)
    assert "Your hand" in first.hand_view.value and len(first.option_buttons) >= 2
    first.seed_box.value = 6
    assert shown(first) != shown(second)  # another seed, another position
    first.seed_box.value = 5
    assert shown(first) == shown(second)  # and back to the class's


def test_new_exercise_deals_the_next_position():
    ex = DecisionExercise("lt-ramsas", seed=5)
    before = shown(ex)
    ex.new_button.click()
    assert ex.number == 1
    later = [shown(ex)]
    for _ in range(3):
        ex.new_button.click()
        later.append(shown(ex))
    assert any(s != before for s in later)
    assert ex.feedback.kind == "" and ex.numbers.value == ""


def test_a_choice_is_graded_against_the_estimate_and_every_option_shown():
    ex = DecisionExercise("lt-ramsas", seed=2, phase="buy")
    sit = ex.situation
    result = estimate(sit.game.copy(), deals=sit.deals, seed=sit.seed,  # computed apart
                      options=sit.options)
    best, worst = result.options[0], result.options[-1]
    ex.option_buttons[str(best.action)].click()
    assert ex.feedback.kind == "ok"
    assert "better choice" in ex.feedback.text
    for option in result.options:  # the numbers are the estimate's, option by option
        assert f"{option.mean:+.2f}" in ex.numbers.value
    assert "95%" in ex.numbers.value or "interval" in ex.numbers.value
    ex.option_buttons[str(worst.action)].click()
    close = best.value - worst.value <= max(best.half_width, worst.half_width)
    assert ex.feedback.kind == ("ok" if close else "wrong")


@pytest.mark.parametrize("variant_id", [v for v, info in VARIANTS.items()
                                        if info.teaching.decisions])
def test_every_game_poses_its_own_decisions(variant_id):
    ex = DecisionExercise(variant_id, seed=1)
    assert ex.situation.phase in ex.info.teaching.decisions
    assert ex.situation.rule in ex.question.value


def test_a_broken_estimate_reads_as_words_not_a_traceback(monkeypatch):
    ex = DecisionExercise("lt-ramsas", seed=3)

    def broken():
        raise ZeroDivisionError("rw-broken")

    monkeypatch.setattr(ex.situation, "answer", broken)
    next(iter(ex.option_buttons.values())).click()
    assert ex.feedback.kind == "failure"
    assert "rw-broken" not in ex.feedback.value and "Traceback" not in ex.feedback.value
    ex.seed_box.value = 10**7  # out of range: held at the bound
    assert ex.seed_box.value == 10**6
