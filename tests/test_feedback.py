"""The feedback helper: rule breaches explained with their rule ID, crashes never shown raw."""

from __future__ import annotations

import logging

import ipywidgets as widgets
import pytest

from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.widgets.feedback import FAILURE_TEXT, FeedbackArea, run_safely


def follow_suit():
    raise RulesError("You must follow suit: you hold a heart.", rule="RU-PLAY-2")


def test_result_passes_through_and_area_is_empty():
    fb = FeedbackArea()
    assert fb.run(lambda a, b=0: a + b, 2, b=3) == 5
    assert fb.kind == "" and fb.text == "" and fb.last_error is None


@pytest.mark.rule("RU-PLAY-2")
def test_rules_error_shows_message_and_rule_id():
    fb = FeedbackArea()
    assert fb.run(follow_suit) is None
    assert fb.kind == "error" and fb.rule == "RU-PLAY-2"
    assert fb.text == "You must follow suit: you hold a heart. (RU-PLAY-2)"
    assert "You must follow suit: you hold a heart." in fb.value
    assert '<span class="rw-rule">(<a class="rw-rule-link" href="08_rules.ipynb#RU-PLAY-2"' \
        in fb.value  # the rule ID links to its rule on the rules page
    assert isinstance(fb.last_error, RulesError)


def test_rules_error_without_rule():
    fb = FeedbackArea()
    fb.run(lambda: (_ for _ in ()).throw(RulesError("'XX' is not a card.")))
    assert fb.kind == "error" and fb.text == "'XX' is not a card." and fb.rule is None
    assert 'class="rw-rule"' not in fb.value


def test_other_exceptions_show_a_friendly_note_and_no_traceback(caplog):
    fb = FeedbackArea()

    def broken():
        return {}["missing"]

    with caplog.at_level(logging.ERROR, logger="ramsas_widgets"):
        assert fb.run(broken) is None
    assert fb.kind == "failure" and fb.text == FAILURE_TEXT
    assert "Traceback" not in fb.value and "KeyError" not in fb.value
    assert "missing" not in fb.value
    assert isinstance(fb.last_error, KeyError)
    assert any(r.exc_info and r.exc_info[0] is KeyError for r in caplog.records)


def test_messages_are_escaped():
    fb = FeedbackArea()
    fb.run(lambda: (_ for _ in ()).throw(RulesError("<script>x</script> is not a card")))
    assert "<script>" not in fb.value and "&lt;script&gt;" in fb.value


def test_message_kinds_and_clear():
    fb = FeedbackArea()
    fb.ok("Right: the ten of hearts takes it.", rule="LT-PLAY-2")
    assert fb.kind == "ok" and "rw-ok" in fb.value and fb.text.endswith("(LT-PLAY-2)")
    fb.wrong("Not quite.")
    assert fb.kind == "wrong" and "rw-wrong" in fb.value and fb.text == "Not quite."
    fb.info("Dealt.", detail_html="<em>cards</em>")
    assert fb.kind == "info" and "<em>cards</em>" in fb.value
    assert 'aria-live="polite"' in fb.value and 'role="status"' in fb.value
    fb.clear()
    assert fb.kind == "" and fb.text == "" and 'aria-live="polite"' in fb.value
    with pytest.raises(ValueError):
        fb.show("shout", "x")


def test_message_shown_by_the_callback_stays():
    fb = FeedbackArea()
    fb.ok("old")
    fb.run(lambda: fb.ok("Well done."))
    assert fb.text == "Well done."
    fb.run(lambda: None)
    assert fb.text == ""  # each run starts from an empty area


def test_guard_wraps_button_handlers():
    fb = FeedbackArea()
    clicks = []
    button = widgets.Button(description="Play")
    button.on_click(fb.guard(lambda b: clicks.append(b.description)))
    button.click()
    assert clicks == ["Play"] and fb.kind == ""
    bad = widgets.Button(description="Bad")
    bad.on_click(fb.guard(lambda _b: follow_suit()))
    bad.click()
    assert fb.kind == "error" and fb.rule == "RU-PLAY-2"


def test_guard_wraps_observers():
    fb = FeedbackArea()
    box = widgets.IntText(value=0)
    box.observe(fb.guard(lambda change: 1 // change["new"]), names="value")
    box.value = 5
    assert fb.kind == ""
    box.value = 0
    assert fb.kind == "failure"


def test_run_safely_is_the_same_as_run():
    fb = FeedbackArea()
    assert run_safely(fb, int, "42") == 42
    assert run_safely(fb, follow_suit) is None and fb.kind == "error"
