"""The probability lab and its exercises, the decision exercise, the stacked situations at the
table and the scoring exercise in Lithuanian and in the pseudo-language: every word a person
reads or hears on them (descriptions, tooltips, options, HTML text, its alt texts and
aria-labels, the figure's titles, axis labels and legends), once built as the lessons build
them and after what a learner does (a deal, a wrong answer, a right one, an error shown),
comes through a message; and what the class record is told is said in the page's language.

Some words these widgets show come from other files and are still plain English: the
variant's name, the question a decision exercise asks and the sentence saying how its scores
count (``name``, ``Teaching.decisions`` and ``Teaching.score_sense`` in
``engine/<family>/variants.py``), and the Rami situations and scoring facts that are not
messages yet (``engine/rami/teaching.py``). Each check takes them out first (:func:`foreign`),
with what the learner typed and the keys of the menus' options (a menu shows its option's
words, which are checked; :func:`~widget_words.texts` also reads the key behind them). The
lab's questions (their titles in the Question menu and over the definition, the definition,
how each is counted, whose hand, the histogram's label: ``probability/questions.py``) are
checked with everything else.
"""

from __future__ import annotations

import html
import logging
import pathlib
import re
import sys
from collections.abc import Iterable, Iterator
from fractions import Fraction
from typing import Any

import pytest

from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.i18n.locale import PSEUDO, MessageError, speaker
from ramsas_widgets.probability.answers import check_answer

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from widget_words import english_left, texts, unaccented_words  # noqa: E402

LANGS = ("lt", PSEUDO)
#: Words in HTML attributes a screen reader says: alt texts, aria-labels, titles.
ATTRIBUTE = re.compile(r"""(?:aria-label|title|alt)=(?:"([^"]*)"|'([^']*)')""")


@pytest.fixture(params=LANGS)
def lang(request, monkeypatch, caplog) -> Iterator[str]:
    """The page's language, for widgets built in the test; no message may be missing."""
    monkeypatch.setenv("RAMSAS_LANG", request.param)
    with caplog.at_level(logging.WARNING, logger="ramsas_widgets"):
        yield request.param
    in_english = [r.getMessage() for r in caplog.records if "said in English" in r.getMessage()]
    assert not in_english, in_english
    unsaid = [r.exc_info[1] for r in caplog.records
              if r.exc_info and isinstance(r.exc_info[1], MessageError)]
    assert not unsaid, unsaid  # a callback that could not say its message


def heard(widget: Any) -> Iterator[str]:
    """What a screen reader says that :func:`texts` does not read: the HTML's alt texts,
    aria-labels and titles."""
    stack, seen = [widget], set()
    while stack:
        w = stack.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        value = getattr(w, "value", None)
        if isinstance(value, str) and "<" in value:
            for double, single in ATTRIBUTE.findall(value):
                if double or single:
                    yield html.unescape(double or single)
        stack.extend(getattr(w, "children", ()) or ())


def plain(sentences: Iterable[Any]) -> set[str]:
    """The sentences of ``sentences`` that are not messages (the engine's plain English)."""
    return {str(s) for s in sentences
            if not getattr(getattr(s, "template", None), "id", None)}


def foreign(*variant_ids: str, more: Iterable[str] = ()) -> set[str]:
    """The words from other files (see the module): the variants' names, their decision
    questions, how their scores count and their situations that are not messages, and
    ``more``."""
    out = set(more)
    for vid in variant_ids:
        teach = VARIANTS[vid].teaching
        out |= {VARIANTS[vid].name, *teach.decisions.values(), teach.score_sense}
        for sit in teach.situations.values():
            out |= plain([sit.title, sit.story, sit.invite])
    return {w for w in out if w and w.strip()}


def keys(widget: Any) -> set[str]:
    """The keys behind the options of the menus on ``widget`` (their words are shown)."""
    out, stack = set(), [widget]
    while stack:
        w = stack.pop()
        if getattr(w, "_options_labels", None) and isinstance(w.value, str):
            out.add(w.value)
        stack.extend(getattr(w, "children", ()) or ())
    return out


def without(text: str, words: Iterable[str]) -> str:
    """``text`` less every one of ``words`` standing as whole words in it."""
    for w in sorted(words, key=len, reverse=True):
        before = r"(?<!\w)" if re.match(r"\w", w) else ""
        after = r"(?!\w)" if re.search(r"\w$", w) else ""
        text = re.sub(before + re.escape(w) + after, " ", text)
    return text


def check_texts(said: Iterable[str], lang: str, others: Iterable[str] = ()) -> int:
    """Each text in ``lang``: whole, no English word left (Lithuanian), or no word outside
    a message (the pseudo-language), once ``others`` are taken out. Returns how many."""
    others = {w for w in others if w.strip()}
    read = 0
    for text in said:
        read += 1
        bare = without(text, others)
        assert "{" not in bare and "$" not in bare, text
        if lang == "lt":  # "to" is a Lithuanian word too ("niekas to nežino")
            assert not english_left(bare) - {"to"}, (text, english_left(bare))
        else:
            assert not unaccented_words(bare), (text, unaccented_words(bare))
    return read


def feedback_areas(widget: Any) -> Iterator[Any]:
    from ramsas_widgets.widgets.feedback import FeedbackArea

    stack = [widget]
    while stack:
        w = stack.pop()
        if isinstance(w, FeedbackArea):
            yield w
        stack.extend(getattr(w, "children", ()) or ())


def check(widget: Any, lang: str, others: Iterable[str] = ()) -> int:
    """Every text on ``widget`` (:func:`check_texts`); none of its callbacks failed."""
    read = check_texts([*texts(widget), *heard(widget)], lang, {*others, *keys(widget)})
    for area in feedback_areas(widget):
        assert area.kind != "failure", area.last_error
    return read


def figure_words(figure: Any) -> list[str]:
    """The words of a matplotlib figure a person reads: titles, axis labels, legends (the
    ticks are numbers)."""
    said = []
    for ax in figure.axes:
        said += [ax.get_title(), ax.get_xlabel(), ax.get_ylabel()]
        legend = ax.get_legend()
        if legend is not None:
            said += [t.get_text() for t in legend.get_texts()]
    return [s for s in said if s]


# -- probability_lab.py: the lab --------------------------------------------------------

def lab_foreign(lab: Any) -> set[str]:
    return foreign(*(v for _n, v in lab.variant.options))


@pytest.fixture()
def no_svg(monkeypatch) -> None:
    """The lab's figures drawn, their words checked on the figure itself: not written out
    as SVG (the slow part), whose text alternative is :func:`plots_text`, checked too."""
    from ramsas_widgets.widgets import probability_lab

    monkeypatch.setattr(probability_lab, "_svg", lambda fig: ("data:,", 1, 1))


@pytest.mark.parametrize("variant_id, kind, n", [("lt-ramsas", "nine-turned", 300),
                                                 ("ru-zone", "three-trumps", 300),
                                                 ("hu-rami-51", "rami-open", 100)])
def test_the_lab_says_its_controls_its_result_and_its_figure(lang, no_svg, variant_id, kind, n):
    from ramsas_widgets.widgets.probability_lab import ProbabilityLab

    lab = ProbabilityLab(variant_id, kind=kind, n_deals=n, run=False)  # as lesson 4 does
    lab.n_deals.value = n  # a Rami question starts at 1,000 deals
    assert check(lab, lang, lab_foreign(lab)) > 15
    lab.deal_button.click()
    assert lab.estimate is not None and lab.estimate.n == n
    others = lab_foreign(lab)
    assert check(lab, lang, others) > 15
    words = figure_words(lab.figure) + figure_words(lab.narrow_figure)
    assert check_texts(words, lang, others) >= 10
    if lang == "lt":
        assert "Įvertis" in lab.result.value and f"iš {n} dalijimų" in lab.result.value
        assert lab.panels["estimate"].get_xlabel() == "dalijimų N"
        if kind == "nine-turned":
            assert "1/6 = 0,1667" in lab.result.value  # the decimal comma


def test_the_lab_says_when_it_waits_and_what_it_deals(lang):
    """A Rami question waits for its Deal button, and a change of the controls says it is
    dealing; the who menu at a table of two says its words."""
    import asyncio

    from ramsas_widgets.widgets.probability_lab import ProbabilityLab

    lab = ProbabilityLab("hu-rami-51", n_deals=100, run=False)
    lab.cards.value = 14  # a change: a Rami hand waits for Deal
    assert lab.feedback.kind == "info"
    check(lab, lang, lab_foreign(lab))

    async def drag():  # in a page the lab first says it is dealing, then waits a moment
        lab.n_deals.value = 300
        assert lab.feedback.kind == "working"
        check(lab.feedback, lang)
        lab._settling.cancel()  # no need to deal

    asyncio.run(drag())
    lab = ProbabilityLab("ru-zone", n_deals=100, run=False)  # a table of two
    check(lab, lang, lab_foreign(lab))
    if lang == "lt":
        assert "dalytojo priešininkas" in [label for label, _w in lab.who.options]


# -- probability_lab.py and answers.py: the exercises ------------------------------------

def exercise_foreign(sheet: Any) -> set[str]:
    return foreign()


def test_the_exercises_say_their_runs_their_grades_and_their_complaints(lang):
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises

    sheet = ProbabilityExercises()  # as lesson 4 builds them
    others = exercise_foreign(sheet)
    assert check(sheet, lang, others) > 60
    card = sheet.cards[0]  # 1/6
    card.answer.value = "0,2"  # rounded to one figure
    card.check_button.click()
    assert card.feedback.kind == "wrong"
    check(card, lang, others)
    card.n_deals.value = 1_000
    card.simulate_button.click()
    card.answer.value = "1/1000"  # far too low: a hint
    card.check_button.click()
    assert card.feedback.kind == "wrong" and card.wrong_tries == 2
    check(card, lang, others)
    card.answer.value = "0,1667"  # the decimal comma, as a Lithuanian writes it
    card.check_button.click()
    assert card.feedback.kind == "ok"
    check(card, lang, others)
    card.answer.value = "open('x')"  # not an answer: the forms it may take
    card.check_button.click()
    assert card.feedback.kind == "error"
    check(card, lang, others | {"open('x')", "'o'"})
    card.answer.value = ""
    card.reveal_button.click()  # how it is counted (probability/questions.py's words)
    assert card.feedback.kind == "info"
    check(card, lang, others)
    sheet.seed_box.value = 9  # dealt again
    assert card.runs == 1
    assert check(sheet, lang, others) > 60
    if lang == "lt":
        assert "Klasės sėklos 9 paleidimas 1" in card.simulation.value
        assert card.answer.placeholder.startswith("pvz., 3/8, 0,375")


@pytest.mark.parametrize("typed, exact", [
    ("0,375", Fraction(3, 8)), ("37,5 %", Fraction(3, 8)), ("1/6", Fraction(1, 6)),
    ("0,17", Fraction(1, 6)), ("0,2", Fraction(1, 6)), ("0,21", Fraction(1, 6)),
    ("0,001", Fraction(1, 6)), ("0,9", Fraction(1, 6)), ("1/749", Fraction(1, 748)),
    ("1/700", Fraction(1, 748)), ("0,5", Fraction(0)), ("2", Fraction(1, 6)),
    ("-1", Fraction(1, 6)), ("0,0013", Fraction(1, 748)), ("0,0014", Fraction(1, 748))])
def test_every_grade_of_a_typed_answer_is_said_in_lithuanian(typed, exact):
    """0,375 typed with a decimal comma is read as 3/8, and each thing the checker says
    (right, rounded, nearly, how far off, out of range) is said whole in Lithuanian, its
    numbers with the decimal comma."""
    right, said = check_answer(typed, exact, speaker=speaker("lt"))
    english = check_answer(typed, exact, speaker=speaker("en"))
    assert right == english[0]
    assert "{" not in said and not english_left(said), said
    if typed == "0,375":
        assert right and said == "Tiksliai: 3/8 = 0,375.", said
    if typed == "0,21":
        assert said == "Dar ne: 0,21 – 26 % per daug.", said
    assert not re.search(r"\d\.\d", said), said  # no decimal point in a Lithuanian number
    pseudo = check_answer(typed, exact, speaker=speaker(PSEUDO))[1]
    assert pseudo.startswith("⟦") and not unaccented_words(pseudo), pseudo


def test_an_answer_that_cannot_be_read_is_refused_in_lithuanian():
    from ramsas_widgets.engine.errors import RulesError
    from ramsas_widgets.engine.events import render

    lt = speaker("lt")
    for typed in ("", "xyz", "1/0", "C(2000,3)", "x" * 300, "1/"):
        with pytest.raises(RulesError) as refused:
            check_answer(typed, Fraction(1, 6), speaker=lt)
        said = render(refused.value.message, speaker=lt)
        assert "{" not in said and not english_left(said), said
        assert said != str(refused.value.message)  # not the English


def test_without_numpy_or_matplotlib_the_lab_says_so(lang, monkeypatch):
    """Where numpy cannot be loaded (an offline copy) the lab and the exercises deal in plain
    Python and say so; where matplotlib cannot, the figure gives way to its words."""
    from ramsas_widgets.widgets import probability_lab
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises, ProbabilityLab

    said = speaker(lang).say

    def shown(widget: Any) -> str:
        return html.unescape(widget.value)

    monkeypatch.setattr(probability_lab, "can_plot", lambda: False)
    lab = ProbabilityLab(n_deals=100, run=False)
    lab.deal_button.click()
    assert lab.figure is None and said("lab.no-matplotlib") in shown(lab.plot)
    check(lab, lang, lab_foreign(lab))
    monkeypatch.setattr(probability_lab, "HAVE_NUMPY", False)
    lab = ProbabilityLab(n_deals=100)
    assert lab.feedback.text == said("lab.press-deal")
    assert said("lab.no-numpy", seconds=5) in shown(lab.notice)
    check(lab, lang, lab_foreign(lab))
    lab.deal_button.click()
    assert lab.estimate.n == 100 and said("lab.no-figures") in shown(lab.plot)
    check(lab, lang, lab_foreign(lab))
    sheet = ProbabilityExercises()
    card = sheet.cards[0]
    assert said("lab.no-numpy", seconds=5) in shown(card.simulation)
    check(sheet, lang, exercise_foreign(sheet))
    card.n_deals.value = 1_000
    card.simulate_button.click()  # the run, and how many hands plain Python dealt
    assert card.runs == 1
    check(sheet, lang, exercise_foreign(sheet))


# -- decision.py ------------------------------------------------------------------------

@pytest.mark.parametrize("variant_id, phase", [("lt-ramsas", "buy"), ("ru-classic", "declare"),
                                               ("hu-rami-40", "draw")])
def test_the_decision_exercise_says_its_position_its_grade_and_its_numbers(
        lang, variant_id, phase):
    from ramsas_widgets.widgets import DecisionExercise

    ex = DecisionExercise(variant_id, phase=phase)  # as the lessons build it
    others = foreign(variant_id)
    assert check(ex, lang, others) > 8
    ex.situation.deals = 12  # fewer deals than a page weighs: the same words, quicker
    for button in list(ex.option_buttons.values())[:2]:
        button.click()
        assert ex.feedback.kind in ("ok", "wrong")
        check(ex, lang, others)
    assert "<table" in ex.numbers.value
    ex.new_button.click()
    check(ex, lang, others)
    if lang == "lt":
        assert "Jūsų ranka" in ex.hand_view.value


def test_the_decision_exercise_says_it_works(lang, monkeypatch):
    from ramsas_widgets.widgets import DecisionExercise

    ex = DecisionExercise("lt-ramsas", phase="buy")
    ex.situation.deals = 4
    seen = []
    real = ex.situation.answer

    def watched(progress=None):
        seen.append(ex.feedback.text)
        return real(progress=progress)

    monkeypatch.setattr(ex.situation, "answer", watched)
    next(iter(ex.option_buttons.values())).click()
    assert seen and check_texts(seen[:1], lang) == 1
    if lang == "lt":
        assert seen[0].startswith("Skaičiuojama: kiekvienas pasirinkimas išžaidžiamas 4 kartus")


# -- situation_table.py -----------------------------------------------------------------

@pytest.mark.parametrize("variant_id", ["lt-ramsas", "ru-classic", "se-mattmar", "hu-rami-40"])
def test_the_situation_table_says_its_story_and_each_move(lang, variant_id):
    from ramsas_widgets.engine.teaching import situations as sits
    from ramsas_widgets.widgets import SituationTable

    widget = SituationTable(variant_id)  # as the lessons build it
    others = foreign(variant_id)
    assert check(widget, lang, others) >= 6
    for key, sit in sits.situations(variant_id).items():
        widget.picker.value = key
        check_texts(texts(widget.story), lang, others)
        widget.start_button.click()
        check_texts([widget.feedback.text], lang, others)
        for move in sit.yours:
            assert widget.table.act(move), widget.table.feedback.text
            check_texts([widget.feedback.text], lang, others)
        assert widget.fired


def test_another_move_than_the_invited_one_is_said_in_the_language(lang):
    from ramsas_widgets.widgets import SituationTable

    widget = SituationTable("lt-ramsas", "nobody-buys")
    widget.start()
    assert widget.table.act("buy")
    assert not widget.fired and widget.feedback.kind == "info"
    check_texts([widget.feedback.text], lang, foreign("lt-ramsas"))
    if lang == "lt":
        assert "„Atverti stalą“" in widget.feedback.text
        assert widget.picker.options[0][0] == "Visi atsisako pirkinio"


# -- scoring_exercise.py ----------------------------------------------------------------

def facts(ex: Any) -> set[str]:
    """The facts of a scoring exercise's hand that are not messages (Rami's: see the
    module)."""
    return plain([*ex.situation.facts, *ex.situation.notes])


@pytest.mark.parametrize("variant_id, showing", [("lt-ramsas", None), ("lt-ramsas", "LT-SCORE-3"),
                                                 ("hu-rami-51", None), ("se-mattmar", None),
                                                 ("ru-classic", None)])
def test_the_scoring_exercise_says_its_table_its_grades_and_its_complaints(
        lang, variant_id, showing):
    from ramsas_widgets.widgets import ScoringExercise

    ex = ScoringExercise(variant_id, seed=0, showing=showing)  # as the lessons build it
    others = foreign(variant_id) | facts(ex)
    assert check(ex, lang, others) > 8
    ex.check_button.click()  # nothing typed
    assert ex.feedback.kind == "error"
    check(ex, lang, others)
    ex.inputs[0].value = "seven"
    ex.check_button.click()
    assert ex.feedback.kind == "error"
    check(ex, lang, others | {"seven"})
    ex.inputs[0].value = "1" * 20
    ex.check_button.click()
    assert ex.feedback.kind == "error"
    check(ex, lang, others)
    ex.fill([t + 1 for t in ex.situation.answer])  # wrong
    ex.check_button.click()
    assert ex.feedback.kind == "wrong"
    check(ex, lang, others)
    ex.fill(list(ex.situation.answer))  # right
    ex.check_button.click()
    assert ex.feedback.kind == "ok"
    check(ex, lang, others)
    for toggle in ex.house_rules.controls.values():  # a house rule changed: what it changes
        toggle.value = next(v for _label, v in toggle.options if v != toggle.value)
        check(ex, lang, others)
    ex.new_button.click()
    check(ex, lang, others | facts(ex))
    if lang == "lt":
        assert "Rezultatas:" in ex.score.value and "Žaidėjas 1" in ex.table.value


# -- report.py ----------------------------------------------------------------------------

class Heard:
    """A listener that keeps what it is told."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def joined(self, widget):
        pass

    def answered(self, entry, correct, retried):
        self.calls.append(entry)
        return True

    def hinted(self, entry):
        self.calls.append(entry)
        return True

    def dealt(self, run):
        self.calls.append(run)
        return True

    def place(self):
        return 2


def test_the_class_record_is_told_in_the_pages_language(lang, monkeypatch, no_svg):
    from ramsas_widgets.widgets import (
        DecisionExercise,
        PlayTable,
        ScoringExercise,
        TrickQuiz,
        report,
    )
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises, ProbabilityLab

    heard = Heard()
    monkeypatch.delenv(report.LISTENER_ENV, raising=False)
    monkeypatch.setattr(report, "_LISTENER", heard)
    quiz = TrickQuiz("lt-ramsas", seed=0)
    scoring = ScoringExercise("lt-ramsas", seed=0)
    sheet = ProbabilityExercises()
    card = sheet.cards[1]
    decision = DecisionExercise("lt-ramsas", phase="buy")
    decision.situation.deals = 4
    table = PlayTable("lt-ramsas", seed=0)
    lab = ProbabilityLab(n_deals=100, run=False)
    entries = [report.describe(quiz), report.describe(scoring), report.describe(card),
               report.describe(decision, "Buy"), report.describe(table)]
    lab.run()
    labels = [e.label for e in entries] + [heard.calls[-1].label]
    others = foreign("lt-ramsas", more=["Buy"])
    assert check_texts(labels, lang, others) == 6
    if lang == "lt":
        assert labels[0].startswith("Kirčių klausimai, ") and labels[1].startswith(
            "Taškų skaičiavimas, ")
        assert "4 žaidėjai" in labels[-1]
        assert report.describe(quiz).answer  # the cards picked (none yet: said as words)
