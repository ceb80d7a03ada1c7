"""MeldValidator driven through its widgets: typed and picked cards, best melds, new hands."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

from ramsas_widgets.engine.cards import parse_cards
from ramsas_widgets.engine.rami import best_meld_points, can_open, validate_meld
from ramsas_widgets.widgets.meld import MeldValidator

RULE_REF = re.compile(r"\(([A-Z]{2,3}(?:-[A-Z]+)?-\d+)")

# The worked values of RULES.md section 8 (the source's own examples).
TABLE = [
    ("KH KS KD", True, "set", 30),
    ("AC AH AS", True, "set", 33),
    ("7S 7S 7H", False, None, None),
    ("AH 2H 3H", True, "run", 6),
    ("5C 6C 7C", True, "run", 18),
    ("QH KH AH", True, "run", 31),
    ("KH AH 2H", False, None, None),
    ("9C 9D 9H JK", True, "set", 36),
    ("JK 7S 8S", True, "run", 21),
    ("JK JK 5H 6H", False, None, None),
]


def type_and_check(validator, text):
    validator.text.value = text
    validator.check_text_button.click()
    return validator.feedback


@pytest.mark.rule("HU-SET-1")
@pytest.mark.rule("HU-RUN-1")
@pytest.mark.rule("HU-RUN-2")
@pytest.mark.rule("HU-VAL-1")
@pytest.mark.rule("HU-JOKER-1")
@pytest.mark.parametrize("text, valid, kind, points", TABLE)
def test_typed_melds_from_the_rules_table(text, valid, kind, points):
    fb = type_and_check(MeldValidator(), text)
    assert fb.kind == ("ok" if valid else "wrong")
    if valid:
        assert f"is a {kind} worth {points} points" in fb.text
    else:
        assert fb.text.startswith("Not a combination")
        assert RULE_REF.search(fb.text), "the reason cites its rule"
    check = validate_meld(parse_cards(text))
    assert check.reason in fb.text


@pytest.mark.rule("HU-JOKER-2")
def test_the_joker_says_what_it_stands_for():
    fb = type_and_check(MeldValidator(), "JK 7S 8S")
    assert "The joker stands for the six of spades (6♠)" in fb.text
    fb = type_and_check(MeldValidator(), "9C 9D JK")
    assert "nine of hearts (9♥) or the nine of spades (9♠)" in fb.text


@pytest.mark.parametrize("text, bad", [("7S XX 9S", "XX"), ("7S 8Q", "8Q"), ("1S", "1S"),
                                       ("__import__('os')", "__import__('os')")])
def test_bad_text_gets_a_friendly_message_naming_the_problem(text, bad):
    fb = type_and_check(MeldValidator(), text)
    assert fb.kind == "error"
    assert repr(bad) in fb.text and "rank then suit" in fb.text


def test_empty_text_and_empty_pick_ask_for_input():
    v = MeldValidator()
    v.check_text_button.click()
    assert v.feedback.kind == "info"
    v.check_button.click()
    assert v.feedback.kind == "info"


def test_picked_cards_are_checked_like_the_engine_does():
    for seed in range(15):
        v = MeldValidator("hu-rami-40", seed=seed)
        for start in range(0, len(v.hand) - 2, 3):
            cards = v.hand[start:start + 3]
            v.hand_picker.pick(cards)
            v.check_button.click()
            check = validate_meld(cards)
            assert v.feedback.kind == ("ok" if check.valid else "wrong")
            if check.valid:
                assert f"worth {check.points} points" in v.feedback.text
        v.clear_button.click()
        assert v.hand_picker.picked == []


@pytest.mark.rule("HU-TURN-2")
@pytest.mark.parametrize("variant_id", ["hu-rami-40", "hu-rami-51"])
def test_best_melds_and_the_opening_threshold_agree_with_the_engine(variant_id):
    v = MeldValidator(variant_id, seed=3)
    outcomes = set()
    for _ in range(25):
        v.best_button.click()
        total = best_meld_points(v.hand)
        assert v.best_feedback.kind == "info"
        assert f"{total} points" in v.best_feedback.text
        for threshold in (40, 51):
            opens = can_open(v.hand, threshold)
            said = re.search(rf"(not )?enough to open in Rami {threshold}",
                             v.best_feedback.text)
            assert said and (said.group(1) is None) == opens, v.best_feedback.text
        outcomes.add(can_open(v.hand, v.threshold))
        melds, shown_total = v.last_best
        assert shown_total == total
        assert sum(validate_meld(m).points for m in melds) == total
        assert v.best_view.value.count("<li>") == len(melds)
        v.new_hand_button.click()
    assert outcomes == {True, False}


def test_new_hand_is_seeded_and_resets_the_view():
    a, b = MeldValidator(seed=4), MeldValidator(seed=4)
    assert a.hand == b.hand
    a.best_button.click()
    a.new_hand_button.click()
    b.new_hand_button.click()
    assert a.hand == b.hand and a.best_view.value == "" and a.best_feedback.kind == ""
    assert MeldValidator(seed=5).hand != MeldValidator(seed=4).hand
    assert len(MeldValidator(hand_size=14).hand) == 14


def test_buttons_have_text_labels():
    def walk(w):
        if isinstance(w, widgets.Button):
            yield w
        for c in getattr(w, "children", ()):
            yield from walk(c)

    labels = [b.description for b in walk(MeldValidator())]
    assert labels and all(label.strip() for label in labels)


def test_an_over_long_meld_gets_a_friendly_message_at_once():
    """300,000 typed characters used to be read as 100,000 cards (13 s, 22.7 MB of HTML)."""
    import time

    from ramsas_widgets.widgets.meld import MAX_MELD_TEXT

    validator = MeldValidator("hu-rami-51", seed=0)
    start = time.perf_counter()
    feedback = type_and_check(validator, "KH " * 100_000)
    assert time.perf_counter() - start < 1
    assert feedback.kind == "error"
    assert "That is 300,000 characters" in feedback.text
    assert f"at most {MAX_MELD_TEXT} characters" in feedback.text
    assert len(feedback.value) < 1000 and validator.last_check is None
    # the longest real combination still fits
    feedback = type_and_check(validator, "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH")
    assert feedback.kind in ("ok", "wrong") and len(feedback.value) > 0
