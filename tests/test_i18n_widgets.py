"""The widgets of feedback.py, cards.py, dealing.py, quiz.py and meld.py in Lithuanian and in
the pseudo-language: every word a person reads or hears on them (descriptions, tooltips,
options, HTML text and its aria-labels and titles), once built as the lessons build them
and after what a learner does (a click that gives feedback, a wrong answer, an error shown),
comes through a message.

The variant's words (its name, places, phases, deal words and house rules, declared in
``engine/<family>/variants.py``) and a house rule's values are messages too, and are checked
with the rest. What a learner typed, and the reasons the engine gives in its plain notation
where a test passes them (:func:`foreign`), are taken out first.
"""

from __future__ import annotations

import html
import logging
import pathlib
import re
import sys
from collections.abc import Iterable, Iterator
from typing import Any

import ipywidgets as widgets
import pytest

from ramsas_widgets.engine.cards import JOKER, make_pack, parse_cards
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import render
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching import trick_situation
from ramsas_widgets.i18n.locale import PSEUDO, MessageError, speaker

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from widget_words import english_left, texts, unaccented_words  # noqa: E402

LANGS = ("lt", PSEUDO)
#: The messages of these widgets: their IDs start with one of these.
AREAS = ("feedback", "card-view", "dealing-demo", "trick-quiz", "meld-checker")
ATTRIBUTE = re.compile(r'(?:aria-label|title)="([^"]*)"')
#: A card button's face, rank over suit (``"10\n♥"``): a card, as the checks read it.
FACE = re.compile(r"\b(10|[2-9AKQJ]|JK)\n([♠♥♦♣★])")


@pytest.fixture(params=LANGS)
def lang(request, monkeypatch, caplog) -> Iterator[str]:
    """The page's language, for widgets built in the test; no message may be missing."""
    monkeypatch.setenv("RAMSAS_LANG", request.param)
    with caplog.at_level(logging.WARNING, logger="ramsas_widgets"):
        yield request.param
    records = caplog.get_records("call")
    said_in_english = [r.getMessage() for r in records if "said in English" in r.getMessage()
                       and any(f"'{area}." in r.getMessage() for area in AREAS)]
    assert not said_in_english, said_in_english
    unsaid = [r.exc_info[1] for r in records
              if r.exc_info and isinstance(r.exc_info[1], MessageError)]
    assert not unsaid, unsaid  # a callback that could not say its message


def heard(widget: Any) -> Iterator[str]:
    """What a screen reader says that :func:`texts` does not read: the HTML's aria-labels
    and titles, and a toggle row's tooltips."""
    stack, seen = [widget], set()
    while stack:
        w = stack.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        value = getattr(w, "value", None)
        if isinstance(value, str) and "<" in value:
            yield from (html.unescape(a) for a in ATTRIBUTE.findall(value) if a)
        yield from (t for t in getattr(w, "tooltips", ()) or () if t)
        stack.extend(getattr(w, "children", ()) or ())


def feedback_areas(widget: Any) -> Iterator[Any]:
    from ramsas_widgets.widgets.feedback import FeedbackArea

    stack = [widget]
    while stack:
        w = stack.pop()
        if isinstance(w, FeedbackArea):
            yield w
        stack.extend(getattr(w, "children", ()) or ())


def foreign(variant_id: str, *more: str) -> set[str]:
    """What a widget of ``variant_id`` shows that is no word of the guide's: ``more`` (what
    the learner typed, the engine's reasons in its notation)."""
    variant(variant_id)  # a known variant
    words = {w.strip().rstrip(".") for w in more if w}
    return {w for w in words if re.search(r"[^\W\d_]", w)}  # a number is no word


def without(text: str, words: Iterable[str]) -> str:
    """``text`` less every one of ``words`` in it (a short one only as a whole word: the
    texts of an HTML value run together once its tags are dropped)."""
    for w in sorted(words, key=len, reverse=True):
        text = re.sub(re.escape(w) if len(w) > 3 else r"(?<!\w)" + re.escape(w) + r"(?!\w)",
                      " ", text)
    return text


def choices(widget: Any) -> set[str]:
    """The values of the dropdowns and toggles in ``widget``: keys of the code, which
    :func:`texts` reads too, not words on the page (a person reads the options' labels)."""
    found, stack = set(), [widget]
    while stack:
        w = stack.pop()
        if isinstance(w, widgets.widget_selection._Selection) and isinstance(w.value, str):
            found.add(w.value)
        stack.extend(getattr(w, "children", ()) or ())
    return found


def check_texts(said: Iterable[str], lang: str, others: Iterable[str] = ()) -> int:
    """Each text in ``lang``: whole, no English word left (Lithuanian), or no word outside
    a message (the pseudo-language), once ``others`` are taken out. Returns how many."""
    others = set(others)
    read = 0
    for text in said:
        read += 1
        bare = without(FACE.sub(r"\1\2", text), others)
        assert "{" not in bare and "$" not in bare, text
        if lang == "lt":
            assert not english_left(bare), (text, english_left(bare))
        else:
            assert not unaccented_words(bare), (text, unaccented_words(bare))
    return read


def check(widget: Any, lang: str, others: Iterable[str] = ()) -> int:
    """Every text on ``widget`` (:func:`check_texts`) but the values of its choices, none of
    its callbacks failed."""
    keys = choices(widget)
    read = check_texts([*(t for t in texts(widget) if t not in keys), *heard(widget)], lang,
                       others)
    for area in feedback_areas(widget):
        assert area.kind != "failure", area.last_error
    return read


# -- feedback.py ------------------------------------------------------------------------

def test_the_feedback_line_says_a_refusal_and_a_failure(lang):
    from ramsas_widgets.widgets.feedback import Busy, FeedbackArea, answer_key

    fb = FeedbackArea()
    sit = trick_situation("lt-ramsas", 0, "easy", "play")
    stranger = next(c for c in make_pack() if c not in sit.hand)
    fb.run(sit.grade_play, [stranger])  # the engine refuses: a sentence with a message
    assert fb.kind == "error"
    assert fb.text.startswith("Jūs neturite" if lang == "lt" else "⟦"), fb.text
    check(fb, lang)
    fb.run(lambda: 1 / 0)  # a crash: the apology
    assert fb.kind == "failure" and check_texts(texts(fb), lang)
    assert fb.text == speaker(lang).say("feedback.failure")
    sentence = sit.grade_play([])  # a sentence of the engine, shown as it is given
    fb.info(sentence.headline)
    check(fb, lang)
    with Busy(fb, [], sentence.headline) as progress:
        progress(2, 2)
        assert fb.kind == "working" and "aria-label" in fb.value  # the bar's name
        check(fb, lang)
    assert check(widgets.HTML(answer_key("<b>A♠</b>")), lang)


# -- cards.py ---------------------------------------------------------------------------

def test_cards_rows_tricks_packs_and_pickers_say_their_words(lang):
    from ramsas_widgets.widgets import labels
    from ramsas_widgets.widgets.cards import (
        CardPicker,
        CardsView,
        PackView,
        TrickView,
        card_html,
        cards_html,
    )

    lt = speaker("lt")
    from ramsas_widgets.engine.card_words import card_named
    from ramsas_widgets.widgets.cards import card_name

    ten = parse_cards("TH")[0]
    assert render(card_named(ten), speaker=lt) == card_name(ten, lt) == "širdžių dešimtakė"
    views = [CardsView("AS TD JK", label=labels.TWO_COLOURS), CardsView([], label=None),
             PackView(make_pack(packs=2, jokers=4)),
             widgets.HTML(cards_html("AS KS 9C", count=True, shown=[True, False, False],
                                     bought=parse_cards("KS"))),
             widgets.HTML(cards_html("AS", count=True)),
             widgets.HTML(card_html(JOKER, shown=True, bought=True)),
             widgets.HTML(card_html(parse_cards("QH")[0], face_up=False))]
    sit = trick_situation("lt-ramsas", 0, "easy", "winner")
    trick = TrickView(list(zip(sit.seats, sit.played, strict=True)))
    trick.show(list(zip(sit.seats, sit.played, strict=True)), winner=sit.winner)
    views += [trick, TrickView()]
    picker = CardPicker("TH AS JK", label=labels.TOP_CARD)
    picker.set_cards("AS 9C", bought=parse_cards("9C"))
    views.append(picker)
    assert sum(check(v, lang) for v in views) > 40
    if lang == "lt":
        assert "būgnų dešimtakė" in views[0].value and "užversta korta" in views[-4].value
        assert picker.buttons[1].tooltip == "kryžių devynakė, ką tik nupirkta korta"
        assert "(1 korta)" in views[4].value and "108 kortos" in views[2].value


# -- dealing.py -------------------------------------------------------------------------

@pytest.mark.parametrize("variant_id, players, seed", [
    ("lt-ramsas", 4, 3), ("ru-classic", 4, 2), ("se-mattmar", 3, 2), ("hu-rami-51", 3, 1)])
def test_the_dealing_demo_says_every_card_of_a_deal(lang, variant_id, players, seed):
    from ramsas_widgets.widgets.dealing import DealingDemo

    demo = DealingDemo(variant_id, players=players, seed=seed)
    others = foreign(variant_id, *(s.note for s in demo.steps))
    check(demo, lang, others)
    demo.play_button.value = True  # "Pause"
    check(demo, lang, others)
    demo.play_button.value = False
    seen = set()
    for step in demo.steps:
        demo.step_button.click()
        kind = (step.to, step.face_up, step.player == demo.dealer, step.rule, step.note)
        if kind not in seen:  # each way a card goes, said once
            seen.add(kind)
            check(demo.narration, lang, others)
            check(demo.table, lang, others)
    demo.peek.value = True
    check(demo, lang, others)
    if lang == "lt":
        assert demo.narration_text.endswith("Dalijimas baigtas."), demo.narration_text
        assert re.search("[Pp]irmas sprendžia Žaidėjas ", demo.after_deal.value)


def test_the_dealing_demo_says_a_stacked_deal_and_refuses_a_situation(lang):
    from ramsas_widgets.widgets.dealing import DealingDemo

    demo = DealingDemo("lt-ramsas", situation="nine-redeal")
    demo.end_button.click()
    check(demo, lang, foreign("lt-ramsas", *(s.note for s in demo.steps)))
    with pytest.raises(RulesError) as err:
        DealingDemo("lt-ramsas", situation="nobody-buys")
    said = render(err.value.message, speaker=speaker(lang))
    assert said.startswith("Situacija 'nobody-buys' " if lang == "lt" else "⟦"), said
    check(widgets.Label(said), lang, {"'nobody-buys'"})  # the situation's key, as typed


# -- quiz.py ----------------------------------------------------------------------------

def quiz_others(variant_id: str) -> set[str]:
    return foreign(variant_id)


def test_the_trick_quiz_says_a_question_a_wrong_and_a_right_answer(lang):
    from ramsas_widgets.widgets.quiz import TrickQuiz

    others = quiz_others("lt-ramsas")
    quiz = TrickQuiz("lt-ramsas", seed=0, question="play")
    check(quiz, lang, others)
    quiz.check_button.click()  # nothing picked
    assert quiz.feedback.kind == "info"
    check(quiz, lang, others)
    sit = quiz.situation
    assert set(sit.legal) < set(sit.hand)
    quiz.hand_picker.pick(sit.hand)  # every card: wrong
    quiz.check_button.click()
    assert quiz.feedback.kind == "wrong"
    check(quiz, lang, others)
    quiz.hand_picker.pick(sit.legal)
    quiz.check_button.click()
    assert quiz.feedback.kind == "ok"
    check(quiz, lang, others)
    quiz.question_kind.value = "winner"
    quiz.check_button.click()  # nothing picked
    check(quiz, lang, others)
    wrong = next(i for i in range(len(quiz.situation.played)) if i != quiz.situation.winner)
    quiz.trick_picker.buttons[wrong].value = True
    quiz.check_button.click()
    assert quiz.feedback.kind == "wrong"
    check(quiz, lang, others)
    if lang == "lt":
        assert "Teisingai atsakyta į 0 iš 2 klausimų." in quiz.score.value, quiz.score.value


@pytest.mark.parametrize("variant_id, seed, question, option", [
    ("lt-ramsas", 1, "play", "must_beat"), ("ru-zone", 2, "winner", "trump_beats")])
def test_the_trick_quiz_says_what_a_house_rule_changes(lang, variant_id, seed, question,
                                                       option):
    from ramsas_widgets.widgets.quiz import TrickQuiz

    quiz = TrickQuiz(variant_id, seed=seed, difficulty="hard", question=question)
    sit = quiz.situation
    if question == "play":
        quiz.hand_picker.pick(sit.legal)
    else:
        quiz.trick_picker.buttons[sit.winner].value = True
    quiz.check_button.click()
    assert quiz.feedback.kind == "ok"
    if question == "play":
        assert quiz.rule_note.value, "the house rule would change this answer"
    check(quiz, lang, quiz_others(variant_id))
    toggle = quiz.house_rules.controls[option]
    toggle.value = next(v for v in variant(variant_id).options[option].choices
                        if v != toggle.value)
    assert quiz.rule_note.value
    check(quiz, lang, quiz_others(variant_id))


# -- meld.py ----------------------------------------------------------------------------

def test_the_meld_checker_says_its_verdicts_and_refusals(lang):
    from ramsas_widgets.engine.rami import validate_meld
    from ramsas_widgets.widgets.meld import MeldValidator

    typed = ["JK 7S 8S", "9C 9D JK", "KH KS KD", "7S 7S 7H", "7S XX 9S", "KH " * 40]
    reasons = {str(validate_meld(parse_cards(t)).reason) for t in typed[:4]}
    with pytest.raises(RulesError) as err:
        parse_cards("7S XX 9S")
    others = foreign("hu-rami-51", *typed, *reasons, str(err.value.message))
    v = MeldValidator("hu-rami-51", seed=2)
    check(v, lang, others)
    v.check_button.click()  # nothing picked
    v.check_text_button.click()  # nothing typed
    assert v.feedback.kind == "info"
    check(v, lang, others)
    for text in typed:
        v.text.value = text
        v.check_text_button.click()
        assert v.feedback.kind in ("ok", "wrong", "error"), v.feedback.text
        check(v, lang, others)
    v.hand_picker.pick(v.hand[:3])
    v.check_button.click()
    check(v, lang, others | {str(v.last_check.reason)})
    for _ in range(3):
        v.best_button.click()
        check(v, lang, others)
        v.new_hand_button.click()
    if lang == "lt":
        v.text.value = "9C 9D JK"
        v.check_text_button.click()
        assert "Džokeris atstoja vieną iš šių kortų: širdžių devynakė (9♥) arba vynų " \
               "devynakė (9♠)" in v.feedback.text, v.feedback.text


# -- the variant's own words --------------------------------------------------------------

def test_the_variants_own_words_on_a_dealing_demo_read_in_lithuanian(monkeypatch):
    from ramsas_widgets.widgets.dealing import DealingDemo

    monkeypatch.setenv("RAMSAS_LANG", "lt")
    demo = DealingDemo("lt-ramsas", players=4, seed=3)
    demo.end_button.click()
    check(demo, "lt")


def test_a_message_left_out_of_the_catalogue_is_found(monkeypatch):
    """The checks above find a word that bypasses the catalogue."""
    from ramsas_widgets.widgets.cards import CardsView

    monkeypatch.setenv("RAMSAS_LANG", "lt")
    with pytest.raises(AssertionError):
        check(CardsView("AS", label="Your hand"), "lt")
    monkeypatch.setenv("RAMSAS_LANG", PSEUDO)
    with pytest.raises(AssertionError):
        check(CardsView("AS", label="Hand of cards"), PSEUDO)
    with pytest.raises(MessageError):
        speaker("lt").say("card-view.count")  # a value missing

