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


def watch_estimates(monkeypatch, module, look):
    """Replace ``module.estimate`` by one that counts its calls and, as each world is played
    out, records ``look()`` (what the page shows at that moment)."""
    calls, seen = [], []
    real = module.estimate

    def watched(*args, **kwargs):
        calls.append(args)
        progress = kwargs.get("progress")

        def tracked(done, total):
            if progress is not None:
                progress(done, total)
            seen.append(look())  # as the page shows it after this deal

        kwargs["progress"] = tracked
        return real(*args, **kwargs)

    monkeypatch.setattr(module, "estimate", watched)
    return calls, seen


def test_a_long_estimate_says_it_works_and_is_not_started_twice(monkeypatch):
    """While the options are weighed the exercise says it is working (with a bar of the
    deals played) and none of its buttons can be pressed; a second click (a double click
    the page let through) is answered by the same estimate, not a second one."""
    import ramsas_widgets.engine.teaching.decisions as teaching

    ex = DecisionExercise("ru-zone", seed=3)
    calls, seen = watch_estimates(monkeypatch, teaching, lambda: (
        ex.feedback.kind, ex.feedback.value,
        [b.disabled for b in ex.option_buttons.values()], ex.new_button.disabled,
        ex.seed_box.disabled))
    first, second = list(ex.option_buttons.values())[:2]
    first.click()
    second.click()
    assert len(calls) == 1, "a second estimate was started"
    assert len(seen) == ex.situation.deals
    for kind, value, options, new, seed in seen:
        assert kind == "working" and "Working it out" in value
        assert all(options) and new and seed
    assert f'max="{ex.situation.deals}"' in seen[-1][1] and "<progress" in seen[-1][1]
    assert not any(b.disabled for b in ex.option_buttons.values())
    assert not ex.new_button.disabled and not ex.seed_box.disabled
    assert ex.feedback.kind in ("ok", "wrong") and "Working" not in ex.feedback.value


def test_the_tables_weighed_hint_says_it_works_and_is_not_started_twice(monkeypatch):
    import ramsas_widgets.engine.decisions as decisions
    from ramsas_widgets.engine.teaching.decisions import decision_now
    from ramsas_widgets.widgets.table import PlayTable

    table = next(t for t in (PlayTable("se-mattmar", seed=s) for s in range(20))
                 if decision_now(t.game))
    calls, seen = watch_estimates(monkeypatch, decisions, lambda: (
        table.feedback.kind, table.feedback.value, table.hint_button.disabled,
        [b.disabled for b in table._slots if b.layout.display != "none"],
        [b.disabled for b in table.hand_picker.buttons]))
    table.hint_button.click()
    hinted = table.feedback.text
    table.hint_button.click()  # pressed again (or twice): the same answer, at once
    assert len(calls) == 1 and table.feedback.text == hinted
    assert seen and all(kind == "working" and "Working it out" in value and hint
                        and all(slots) and all(cards)
                        for kind, value, hint, slots, cards in seen)
    assert not table.hint_button.disabled and hinted.startswith("Hint: ")
    assert not any(b.disabled for b in table._slots if b.layout.display != "none")
