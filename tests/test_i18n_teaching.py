"""The teaching situations in Lithuanian: every trick quiz with its grades and notes, every
scoring exercise, every stacked situation and the refusals they give, said with nothing of
English left, and the same in English through the catalogue as without it.

The quizzes and exercises are drawn with the seeds the teaching tests use
(``tests/test_teaching.py``). A few sentences come from files that are not the teaching
package's and still say plain English; each is its own expected failure below, naming
the file.
"""

from __future__ import annotations

import re

import pytest

from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import render
from ramsas_widgets.engine.referee import table_penalty
from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.engine.teaching import (
    DIFFICULTIES,
    QUESTIONS,
    QUIZ_VARIANTS,
    SCORING_VARIANTS,
    opening_threshold,
    rami_hand,
    scoring_situation,
    trick_situation,
)
from ramsas_widgets.engine.teaching import situations as sits
from ramsas_widgets.i18n.locale import PSEUDO, speaker
from tests.test_i18n import bypassing, english_left

LT, EN = speaker("lt"), speaker("en")
#: The quiz seeds of ``test_grades_agree_with_the_answers``, the exercise seeds of the
#: scoring tests.
QUIZ_SEEDS = range(8)
SCORING_SEEDS = range(60)
#: The variants whose scoring facts and situations come from ``engine/rami/teaching.py``.
RAMI = tuple(vid for vid, info in VARIANTS.items() if info.threshold is not None)


def says_it(sentence, english: bool = True) -> str:
    """``sentence`` in Lithuanian, checked: whole, no seat code, no English word; and, with
    ``english``, the same in English through the catalogue as without a speaker."""
    text = render(sentence, speaker=LT)
    assert "{" not in text and "$" not in text, text
    assert not re.search(r"\bP\d\b", text), text
    assert not english_left(text), (render(sentence), text, english_left(text))
    if english:
        assert render(sentence, speaker=EN) == render(sentence), sentence
    return text


def quizzes(seeds=QUIZ_SEEDS):
    for variant_id in QUIZ_VARIANTS:
        for difficulty in DIFFICULTIES:
            for question in QUESTIONS:
                for seed in seeds:
                    yield trick_situation(variant_id, seed, difficulty, question)


def test_the_questions_and_levels_read_in_lithuanian():
    said = [says_it(x) for x in (*DIFFICULTIES.values(), *QUESTIONS.values())]
    assert said[0].startswith("Lengvas lygis") and said[-1] == "Kas laimi šį kirtį?"


@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_every_quiz_note_grade_and_house_rule_reads_in_lithuanian(variant_id):
    asked = 0
    for sit in quizzes():
        if sit.variant_id != variant_id:
            continue
        asked += 1
        says_it(sit.prompt)
        for note in sit.notes:
            says_it(note)
        for seat in sit.seats:
            assert says_it(seat).startswith("Žaidėjas ")
        says_it(sit.explanation)
        if sit.question == "play":
            wrong = [c for c in sit.hand if c not in sit.legal]
            grades = [sit.grade_play(list(sit.legal)), sit.grade_play([]),
                      sit.grade_play(list(sit.hand)), sit.grade_play(wrong[:1] or sit.hand[:1])]
        else:
            grades = [sit.grade_winner(i) for i in range(len(sit.played))]
            right = grades[sit.winner]
            # the quiz widget reads the winner from the English headline
            assert render(right.headline).removeprefix("Right! ") != render(right.headline)
        for grade in grades:
            says_it(grade.headline)
            for detail in grade.details:
                says_it(detail)
            assert grade.said(speaker=LT) == " ".join(
                render(t, speaker=LT) for t in (grade.headline, *grade.details))
        for _name, _value, sentence in sit.option_effects():
            says_it(sentence)
    assert asked


def test_a_grade_reads_as_a_lithuanian_would_say_it():
    sit = next(s for s in quizzes() if s.question == "winner")
    right = render(sit.grade_winner(sit.winner).headline, speaker=LT)
    assert right.startswith(f"Teisingai! Žaidėjas {sit.winner + 1} paima kirtį korta "), right
    sit = next(s for s in quizzes() if s.question == "play" and set(s.legal) < set(s.hand))
    wrong = next(c for c in sit.hand if c not in sit.legal)
    text = " ".join(render(d, speaker=LT) for d in sit.grade_play([wrong]).details)
    assert f"{wrong.symbol} mesti negalima: " in text and f"({sit.rules[0]})." in text, text


@pytest.mark.parametrize("variant_id", SCORING_VARIANTS)
def test_every_scoring_exercise_reads_in_lithuanian(variant_id):
    for seed in SCORING_SEEDS:
        sit = scoring_situation(variant_id, seed)
        for note in sit.notes[1:]:  # the first: engine/<family>/variants.py, see below
            says_it(note)
        if variant_id not in RAMI:  # engine/rami/teaching.py, see below
            for fact in sit.facts:
                says_it(fact)
        for p, line in enumerate(sit.explanation()):
            text = says_it(line)
            assert text.startswith(f"Žaidėjas {p + 1}: prieš partiją {sit.scores[p]}; ")
            assert text.endswith(f"Nauja suma: {sit.answer[p]}."), text
        for typed in (list(sit.answer), [a + 1 for a in sit.answer]):
            grade = sit.grade(typed)
            says_it(grade.headline)
            for detail in grade.details:
                says_it(detail)


def test_a_score_line_says_its_items_whole_in_another_language():
    """English trims the player's name off each item (the code's own template); another
    language says each item whole: its rendered text is never cut."""
    sit = next(s for s in (scoring_situation("lt-ramsas", seed) for seed in SCORING_SEEDS)
               if s.tricks[0])
    text = render(sit.explanation()[0], speaker=LT)
    assert text.startswith("Žaidėjas 1: prieš partiją") and "; Žaidėjas 1 paima" in text, text
    assert render(sit.explanation()[0]).count("Player 1") == 1
    assert str(sit.explanation()[0]).startswith("P0: ")  # the plain notation as before


def test_every_situation_reads_in_lithuanian():
    for variant_id, sit in sits.all_situations():
        if variant_id in RAMI:  # engine/rami/teaching.py, see below
            continue
        for said in (sit.title, sit.story, sit.invite):
            says_it(said)


def test_every_table_penalty_reads_in_lithuanian():
    seen = 0
    for variant_id in VARIANTS:
        for rule in ("LT-ACE-1", "RU-PLAY-2", "RUZ-5", "SE-PLAY-2", None):
            penalty = table_penalty(variant_id, rule)
            if penalty:
                seen += 1
                assert says_it(penalty).startswith("Prie tikro stalo")
    assert seen >= 5


def test_the_refusals_read_in_lithuanian():
    sit = next(s for s in quizzes() if s.question == "play")
    winner = next(s for s in quizzes() if s.question == "winner")
    stranger = next(c for c in winner.played if c not in sit.hand)
    exercise = scoring_situation("lt-ramsas", 0)
    refused = []
    for attempt in (lambda: sit.grade_play([stranger]), lambda: sit.grade_winner(0),
                    lambda: winner.grade_play([]), lambda: winner.grade_winner(99),
                    lambda: exercise.grade([1]), lambda: rami_hand(size=99),
                    lambda: opening_threshold("lt-ramsas"),
                    lambda: sits.situation("lt-shedding", "elsewhere")):
        with pytest.raises(RulesError) as err:
            attempt()
        refused.append(says_it(err.value.message))
    with pytest.raises(RulesError) as err:
        sits.situation("lt-ramsas", "elsewhere")
    known = ", ".join(sits.situations("lt-ramsas"))
    text = render(err.value.message, speaker=LT)
    assert known in text and not english_left(text.replace(known, "")), text
    assert refused[0] == f"Jūs neturite {stranger.symbol}.", refused[0]


def test_the_sentences_come_through_messages():
    """The pseudo-locale finds words a sentence adds around its messages."""
    pseudo = speaker(PSEUDO)
    sentences = []
    for sit in quizzes(range(2)):
        sentences += [sit.prompt, *sit.notes, sit.explanation]
        grade = (sit.grade_play(list(sit.hand)) if sit.question == "play"
                 else sit.grade_winner(0))
        sentences += [grade.headline, *grade.details]
    for variant_id in SCORING_VARIANTS:
        sit = scoring_situation(variant_id, 1)
        sentences += [*sit.explanation(), sit.grade([a + 1 for a in sit.answer]).headline]
    for sentence in sentences:
        text = render(sentence, speaker=pseudo)
        assert text.startswith("⟦") and text.endswith("⟧"), text
        assert not bypassing(text), (text, bypassing(text))


# -- sentences of the variants' declarations and of the Rami teaching -------------------------

@pytest.mark.parametrize("variant_id", SCORING_VARIANTS)
def test_what_the_totals_mean_reads_in_lithuanian(variant_id):
    says_it(scoring_situation(variant_id, 0).notes[0])


@pytest.mark.parametrize("variant_id", RAMI)
def test_rami_facts_and_situations_read_in_lithuanian(variant_id):
    for seed in SCORING_SEEDS:
        for fact in scoring_situation(variant_id, seed).facts:
            says_it(fact)
    for sit in sits.situations(variant_id).values():
        for said in (sit.title, sit.story, sit.invite):
            says_it(said)


def test_every_verdicts_reason_reads_the_same_in_english():
    for sit in quizzes():
        for v in sit.verdicts:
            assert render(v.reason, speaker=EN) == render(v.reason), v.reason
