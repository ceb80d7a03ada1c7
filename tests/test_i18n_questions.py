"""The probability lab's questions in Lithuanian and in the pseudo-language: every word a
question gives a person (its title in the Question menu and over its definition, the rule
beside it, whose hand it asks about, the definition, how the exact answer is counted, the
histogram's label), for every question of every variant at every table size, whose hand and
pack, comes through a message; the English is what it was; the refusals of the questions and
of the deals are said in the language too.
"""

from __future__ import annotations

import pathlib
import re
import sys
from collections.abc import Callable, Iterator
from fractions import Fraction

import pytest

from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import render
from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.i18n.locale import PSEUDO, speaker
from ramsas_widgets.probability.deals import deal_hands
from ramsas_widgets.probability.plain import estimate_plain
from ramsas_widgets.probability.questions import (
    LAB_VARIANTS,
    QUESTION_CLASSES,
    QUESTION_RULES,
    Question,
    RamiHand,
    make_question,
    make_table,
    players_allowed,
    questions_for,
)

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from widget_words import english_left, unaccented_words  # noqa: E402

#: The words of a question, as :class:`~ramsas_widgets.probability.questions.QuestionWords`
#: names them.
FIELDS = ("title", "label", "whom", "definition", "formula", "histogram_label")


def every_question() -> Iterator[Question]:
    """Every question the lab can ask: each variant at each of its table sizes, each whose
    hand, and for Rami each hand (13 or 14 cards) and each pack (4 jokers, a joker a pack)."""
    for kind, rules in QUESTION_RULES.items():
        cls = QUESTION_CLASSES[kind]
        rami = issubclass(cls, RamiHand)
        for variant_id in rules:
            for players in players_allowed(variant_id):
                if kind == "nine-turned" and players != 4:
                    continue
                for who in cls.whos:
                    for cards in (13, 14) if rami else (13,):
                        for house in (False, True) if rami else (False,):
                            yield make_question(kind, variant_id, players, who, cards=cards,
                                                house_pack=house)


QUESTIONS = list(every_question())


def said(question: Question, code: str) -> dict[str, str]:
    words = question.said(speaker(code))
    return {name: getattr(words, name) for name in FIELDS}


def test_every_question_is_said_in_lithuanian_with_no_english_left():
    assert {q.kind for q in QUESTIONS} == set(QUESTION_CLASSES) and len(QUESTIONS) > 200
    for q in QUESTIONS:
        for name, text in said(q, "lt").items():
            if name == "histogram_label" and not q.histogram_label:
                assert text == "", (q, text)
                continue
            assert text and "{" not in text and "$" not in text, (q, name, text)
            assert not english_left(text), (q.kind, q.variant_id, name, text,
                                            english_left(text))
            assert text != str(getattr(q, name)), (q, name, text)  # not the English
            assert not re.search(r"\d\.\d", text), (q, name, text)  # a decimal comma


def test_every_question_comes_through_a_message():
    """In the pseudo-language (every message accented, a third longer, in ⟦ ⟧) no word of
    a question is left outside a message."""
    for q in QUESTIONS:
        for name, text in said(q, PSEUDO).items():
            if name == "histogram_label" and not q.histogram_label:
                continue
            assert text.startswith("⟦") and text.endswith("⟧"), (q, name, text)
            assert not unaccented_words(text), (q.kind, q.variant_id, name, text,
                                                unaccented_words(text))


def test_the_english_catalogue_says_what_the_questions_said():
    """Said by the English catalogue, every word is the English attribute the tests and the
    English pages read: the same sentence, its numbers written the same way."""
    for q in QUESTIONS:
        for name, text in said(q, "en").items():
            assert text == str(getattr(q, name) or ""), (q, name, text)


@pytest.mark.parametrize("code", ["lt", PSEUDO])
def test_the_question_menu_says_its_titles(code):
    for variant_id in LAB_VARIANTS:
        for players in players_allowed(variant_id):
            english = questions_for(variant_id, players)
            titles = questions_for(variant_id, players, speaker=speaker(code))
            assert [k for k, _t in titles] == [k for k, _t in english]
            for (_k, title), (_k2, plain) in zip(titles, english, strict=True):
                assert title != plain
                if code == "lt":
                    assert not english_left(title), title
                else:
                    assert not unaccented_words(title), title


def test_the_lithuanian_numbers_and_words():
    """Counts take their Lithuanian plural forms, large numbers their spaces, decimals
    their comma; the titles are the lesson's (notebooks/src/lt/06_probability_lab.md)."""
    lt = speaker("lt")
    nine = make_question("nine-turned", "lt-ramsas").said(lt)
    assert nine.title == "Dalytojo parodyta korta – devynakė"
    assert nine.formula == ("Kiekviena iš 24 kortų su vienoda tikimybe gali būti išdalyta "
                            "paskutinė, o 4 iš jų – devynakės: 4/24 = 1/6.")
    assert nine.definition.startswith("4 žaidėjai, 24 kortos: 5 + 5 + 5 + 5, 4 – į pirkinį")
    jacks = make_question("four-jacks", "lt-ramsas", 2).said(lt)
    assert "C(24,5) = 42\xa0504: 5/10\xa0626." in jacks.formula
    assert jacks.whom == "dalytojo priešininkas" and "2 žaidėjai" in jacks.definition
    outs = make_question("rami-outs", "hu-rami-40").said(lt).formula
    assert outs.endswith("8/94 = 0,0851.")
    joker = make_question("rami-joker", "hu-rami-40", 5).said(lt).definition
    assert "160 kortų, iš jų 4 džokeriai" in joker
    assert "kai žaidėjų yra 5 arba 6, dalijama iš tų pačių 160 kortų (kai žaidėjų yra 2, 3 " \
           "arba 4 – iš 108)" in joker


def refusals() -> Iterator[tuple[str, Callable[[], object]]]:
    yield "unknown question", lambda: make_question("nope", "lt-ramsas")
    yield "not this variant", lambda: make_question("ace-in-hand", "lt-ramsas")
    yield "not this hand", lambda: make_question("four-jacks", "lt-ramsas", None, "dealer")
    yield "a nine at three", lambda: make_question("nine-turned", "lt-ramsas", players=3)
    yield "fifteen cards", lambda: make_question("rami-open", "hu-rami-40", cards=15)
    yield "five players", lambda: make_table("lt-ramsas", 5)
    yield "a table of two", lambda: make_table("ru-zone", 3)
    yield "no lab", lambda: make_table("ru-negotiation")
    yield "no trump", lambda: make_table("hu-rami-40").turned_of([0] * 13)
    yield "negative deals", lambda: deal_hands(-1, 24, (5,))
    yield "too many cards", lambda: deal_hands(10, 24, (5, 5, 5, 5, 5))
    yield "no deck", lambda: deal_hands(10, 0, (1,))
    yield "no hands", lambda: deal_hands(10, 24, ())
    yield "plain deals", lambda: estimate_plain(make_question("nine-turned", "lt-ramsas"), 0)


#: What a refusal names as the code names it (a question's kind, a variant's ID, whose hand),
#: the same in every language.
CODES = re.compile("|".join(re.escape(code) for code in sorted(
    {*QUESTION_CLASSES, *VARIANTS, "forehand", "dealer", "anyone", "nope"}, key=len,
    reverse=True)))


@pytest.mark.parametrize("what, call", list(refusals()), ids=[w for w, _c in refusals()])
def test_a_refusal_is_said_in_the_language(what, call):
    with pytest.raises(RulesError) as refused:
        call()
    message = refused.value.message
    assert render(message, speaker=speaker("en")) != "" and english_left(str(message))
    text = render(message, speaker=speaker("lt"))
    bare = CODES.sub(" ", text)
    assert "{" not in text and not english_left(bare), (text, english_left(bare))
    pseudo = render(message, speaker=speaker(PSEUDO))
    assert pseudo.startswith("⟦") and not unaccented_words(pseudo), pseudo


def test_the_teachers_label_says_the_question_and_whose_hand():
    """The class record's label of a lab run takes the question's title and whose hand as
    values: said in the page's language."""
    from ramsas_widgets.widgets.report import question_label

    q = make_question("trump-ace", "lt-ramsas", 2, "forehand")
    label = question_label(q, speaker("lt"))
    assert label.startswith("Turėti kozirinį tūzą: ") and label.endswith(
        "2 žaidėjai, dalytojo priešininkas"), label
    assert question_label(q, speaker("en")).endswith("2 players, the dealer's opponent")


def test_the_words_of_a_question_keep_their_values():
    """A question's English words are a str with the message and typed values that say
    them again in any language (what a value of another message needs)."""
    import pickle

    q = make_question("rami-copies", "hu-rami-40", 5)
    formula = q.formula
    assert formula.message.id == "question.rami-copies.formula"
    assert formula.values["chance"].p == q.exact and isinstance(formula.values["every"], int)
    again = pickle.loads(pickle.dumps(formula))
    assert again == formula and again.said(speaker("lt")) == formula.said(speaker("lt"))
    assert Fraction(formula.values["chance"].p) == q.exact
