"""Quizzes that make you think: the special rule that does not apply is named, and a lead
with nothing to think about is never asked."""

from __future__ import annotations

import dataclasses

import pytest

from ramsas_widgets.engine.cards import ACE
from ramsas_widgets.engine.teaching import QUIZ_VARIANTS, trick_situation
from ramsas_widgets.engine.teaching.quiz import Facts, _answered, is_trivial, rules_not_applied


def _later_lead_with_the_trump_ace():
    """A seeded hard Ramsas lead holding the trump ace that is not the opening lead."""
    for seed in range(200):
        sit = trick_situation("lt-ramsas", seed=seed, difficulty="hard", question="play")
        ace = next((c for c in sit.hand if c.suit == sit.trump and c.rank == ACE), None)
        if not sit.played and ace and not sit.facts.opening_lead:
            return sit
    raise AssertionError("no such lead in 200 seeds")


def test_the_trump_ace_rule_is_named_when_it_does_not_apply():
    sit = _later_lead_with_the_trump_ace()
    notes = rules_not_applied(sit)
    assert [r for r, _ in notes] == ["LT-ACE-1"]
    assert "not the opening lead" in notes[0][1]
    assert set(sit.legal) == set(sit.hand)  # the learner may lead any card here
    opening = dataclasses.replace(sit, facts=Facts(opening_lead=True, first_lead=True))
    assert rules_not_applied(_answered(opening)) == ()  # it applies: nothing to contrast


def test_mattmar_says_when_nobody_is_on_one_point():
    found = None
    for seed in range(150):
        for difficulty in ("easy", "medium", "hard"):
            sit = trick_situation("se-mattmar", seed=seed, difficulty=difficulty,
                                  question="play")
            notes = dict(rules_not_applied(sit))
            if "SE-ACE-2" in notes and not found:
                found = sit, notes["SE-ACE-2"]
    assert found, "no Mattmar lead in 450 where the 1-point rule would bite"
    sit, text = found
    assert "nobody is on 1 point" in text
    demanded = _answered(dataclasses.replace(sit, facts=dataclasses.replace(sit.facts,
                                                                            one_point=True)))
    assert set(demanded.legal) < set(sit.legal)  # the rule would narrow the choice


def test_a_contrast_is_only_named_when_it_would_change_the_answer():
    for vid in QUIZ_VARIANTS:
        for seed in range(40):
            sit = trick_situation(vid, seed=seed, difficulty="hard", question="play")
            for rule, _text in rules_not_applied(sit):
                assert rule and rule not in {v.rule for v in sit.verdicts if not v.legal}


@pytest.mark.parametrize("vid", QUIZ_VARIANTS)
def test_the_quiz_never_asks_a_lead_with_nothing_to_think_about(vid):
    for seed in range(80):
        for difficulty in ("easy", "medium", "hard"):
            sit = trick_situation(vid, seed=seed, difficulty=difficulty, question="play")
            assert not is_trivial(sit), (vid, seed, difficulty, sit.hand)


def test_the_feedback_names_the_rule_that_does_not_apply():
    for seed in range(200):
        sit = trick_situation("lt-ramsas", seed=seed, difficulty="hard", question="play")
        if rules_not_applied(sit):
            grade = sit.grade_play(sit.legal[:1])
            assert any("LT-ACE-1 does not apply" in d for d in grade.details)
            return
    pytest.fail("no lt-ramsas question where LT-ACE-1 does not apply")


def test_no_question_gives_its_topic_away():
    from ramsas_widgets.widgets import TrickQuiz

    for seed in range(6):
        quiz = TrickQuiz("lt-ramsas", seed=seed)
        assert quiz.situation.topic
        assert quiz.situation.topic not in quiz.prompt.value
