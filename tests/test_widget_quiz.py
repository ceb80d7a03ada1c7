"""TrickQuiz driven through its widgets: pick cards, press buttons, read the feedback."""

from __future__ import annotations

import random
import re

import ipywidgets as widgets
import pytest

from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.engine.teaching import QUIZ_VARIANTS
from ramsas_widgets.engine.tricks import legal_plays, trick_winner
from ramsas_widgets.widgets.quiz import TrickQuiz

RULE_REF = re.compile(r"\(([A-Z]{2,3}(?:-[A-Z]+)?-\d+)")


def buttons(widget):
    """Every Button in a widget tree."""
    if isinstance(widget, widgets.Button):
        yield widget
    for child in getattr(widget, "children", ()):
        yield from buttons(child)


def answer_play(quiz, cards):
    quiz.hand_picker.pick(cards)
    quiz.check_button.click()


def answer_winner(quiz, index):
    quiz.trick_picker.buttons[index].value = True
    quiz.check_button.click()


@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_feedback_agrees_with_the_engine_for_many_questions(variant_id):
    rng = random.Random(variant_id)
    quiz = TrickQuiz(variant_id, seed=5)
    right = asked = 0
    for difficulty in ("easy", "medium", "hard"):
        quiz.difficulty.value = difficulty
        for _ in range(12):
            sit = quiz.situation
            assert sit.difficulty == difficulty
            if sit.question == "play":
                engine = set(legal_plays(variant_id, sit.hand, sit.played, sit.trump,
                                         **sit.state))
                picked = [c for c in sit.hand if rng.random() < 0.5] or [sit.hand[0]]
                answer_play(quiz, picked)
                correct = set(picked) == engine
            else:
                engine = trick_winner(variant_id, sit.played, sit.trump, **sit.state)
                pick = rng.randrange(len(sit.played))
                answer_winner(quiz, pick)
                correct = pick == engine
                assert f"wins with {sit.played[engine].symbol}" in quiz.feedback.text
            assert quiz.feedback.kind == ("ok" if correct else "wrong"), quiz.feedback.text
            assert RULE_REF.search(quiz.feedback.text), "the explanation cites a rule ID"
            asked += 1
            right += correct
            assert f"{right} right out of {asked}" in quiz.score.value
            quiz.new_button.click()
    assert 0 < right < asked


def test_right_answers_score_and_a_second_check_does_not_count_twice():
    quiz = TrickQuiz("se-mattmar", seed=2, question="play")
    sit = quiz.situation
    answer_play(quiz, sit.legal)
    assert quiz.feedback.kind == "ok" and quiz.feedback.text.startswith("Right!")
    quiz.check_button.click()
    assert "1 right out of 1 question." in quiz.score.value
    quiz.new_button.click()
    assert quiz.feedback.kind == "" and quiz.situation != sit


def test_checking_with_nothing_picked_asks_for_a_pick():
    quiz = TrickQuiz("ru-classic", seed=0, question="play")
    quiz.check_button.click()
    assert quiz.feedback.kind == "info" and "Pick" in quiz.feedback.text
    assert "0 right out of 0" in quiz.score.value
    quiz = TrickQuiz("ru-classic", seed=0, question="winner")
    quiz.check_button.click()
    assert quiz.feedback.kind == "info"


@pytest.mark.rule("SE-PLAY-4")
def test_wrong_pick_names_the_rule_that_forbids_it():
    for seed in range(40):
        quiz = TrickQuiz("se-mattmar", seed=seed, difficulty="hard", question="play")
        sit = quiz.situation
        wrong = [c for c in sit.hand if c not in sit.legal]
        if not wrong:
            continue
        answer_play(quiz, [wrong[0]])
        assert quiz.feedback.kind == "wrong"
        assert f"{wrong[0].symbol} may not be played" in quiz.feedback.text
        assert set(RULE_REF.findall(quiz.feedback.text)) & set(sit.rules)
        return
    pytest.fail("no question with a forbidden card")


def test_the_same_seed_asks_the_same_questions():
    a, b = TrickQuiz("lt-ramsas", seed=9), TrickQuiz("lt-ramsas", seed=9)
    for _ in range(5):
        assert a.situation == b.situation
        a.new_button.click()
        b.new_button.click()


def test_winner_question_marks_the_winning_card_after_checking():
    quiz = TrickQuiz("ru-modern", seed=1, question="winner")
    sit = quiz.situation
    answer_winner(quiz, sit.winner)
    assert quiz.feedback.kind == "ok"
    assert "takes it" in quiz.trick_view.value


@pytest.mark.rule("LT-PLAY-3")
def test_lt_must_beat_toggle_changes_the_answer_on_screen():
    for seed in range(60):
        quiz = TrickQuiz("lt-ramsas", seed=seed, difficulty="hard", question="play")
        sit = quiz.situation
        if "must_beat" not in [n for n, _, _ in sit.option_effects()]:
            continue
        answer_play(quiz, sit.legal)
        assert quiz.feedback.kind == "ok"
        assert "House rule (LT-PLAY-3)" in re.sub("<[^>]+>", "", quiz.rule_note.value)
        assert 'href="08_rules.ipynb#LT-PLAY-3"' in quiz.rule_note.value
        quiz.house_rules.controls["must_beat"].value = True
        assert "answer changes" in quiz.rule_note.value
        assert "Press Check answer again" in quiz.rule_note.value
        assert quiz.feedback.kind == "", "the old verdict is cleared"
        assert quiz.situation.options["must_beat"] is True
        assert set(quiz.situation.legal) < set(sit.legal)
        answer_play(quiz, sit.legal)
        assert quiz.feedback.kind == "wrong"
        assert "1 right out of 1" in quiz.score.value, "a question counts once"
        quiz.new_button.click()
        assert quiz.situation.options["must_beat"] is True, "the house rule stays on"
        return
    pytest.fail("no question where must_beat matters")


@pytest.mark.rule("RUZ-7")
def test_zone_trump_beats_toggle_changes_the_winner():
    for seed in range(40):
        quiz = TrickQuiz("ru-zone", seed=seed, difficulty="hard", question="winner")
        before = quiz.situation
        quiz.house_rules.controls["trump_beats"].value = True
        after = quiz.situation
        assert after.winner == trick_winner("ru-zone", after.played, after.trump,
                                            trump_beats=True)
        if after.winner != before.winner:
            assert "answer changes" in quiz.rule_note.value
            answer_winner(quiz, after.winner)
            assert quiz.feedback.kind == "ok"
            return
    pytest.fail("no trick where a trump changes hands under the house rule")


@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_every_button_has_a_text_label_and_toggles_exist_where_rules_are_open(variant_id):
    quiz = TrickQuiz(variant_id)
    for b in buttons(quiz):
        assert b.description.strip(), "no icon-only buttons"
    # the rule options the variant declares as changing a quiz's answers, no more
    assert set(quiz.house_rules.controls) == set(VARIANTS[variant_id].teaching.quiz_options)
    for toggle in quiz.house_rules.controls.values():
        assert all(label.strip() for label, _ in toggle.options)


def test_a_printed_quiz_and_scoring_exercise_carry_their_answer_key():
    """On paper no button can show the answer: each exercise holds its answer key, printed
    only (the stylesheet hides .rw-print-only on screen), for the question shown."""
    from ramsas_widgets.widgets import ScoringExercise
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises

    quiz = TrickQuiz("lt-ramsas", seed=0)
    for _ in range(4):
        key = quiz.answer_key
        assert "rw-print-only" in key._dom_classes and "Answer key:" in key.value
        sit = quiz.situation
        if sit.question == "play":
            assert all(c.symbol in key.value for c in sit.legal)
        else:
            assert sit.played[sit.winner].symbol in key.value
        quiz.new_button.click()
    scoring = ScoringExercise("lt-ramsas", seed=0)
    key = scoring.answer_key.value
    assert "rw-print-only" in scoring.answer_key._dom_classes
    for p, total in enumerate(scoring.situation.answer):
        assert f"Player {p + 1} {total}" in key
    cards = ProbabilityExercises().cards
    assert all(f"{card.q.exact.numerator:,}/{card.q.exact.denominator:,}"
               in card.answer_key.value for card in cards)
