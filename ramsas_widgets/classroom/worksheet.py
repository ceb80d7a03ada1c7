"""Worksheets: a lesson's exercises on paper, with room to write, and their answer key.

:func:`worksheet_page` reads which exercise widgets a lesson shows from the notebook's code
cells (``TrickQuiz("lt-ramsas", seed=0)``, ``ScoringExercise(...)``,
``DecisionExercise(...)``, ``ProbabilityExercises()``: read with :mod:`ast`, never run),
and asks the engine for the same exercises the widgets show first, in the same order:

- trick questions and scoring exercises from the lesson's own seed, as on every screen;
- decision exercises and the probability exercises from the **class seed**, as a class link
  (``#seed=42``) sets them on screen: exercise 1 of class seed 42 on paper is exercise 1
  of class seed 42 on every student's screen. The simulated run a probability exercise
  prints is the class's own run 1 of that seed, as many deals as its prompt asks for; in a
  class each student's screen deals hands of his own
  (:mod:`ramsas_widgets.probability.streams`), so the sheet says that his numbers will
  differ and the exact answer will not.

The sheet speaks to the teacher and her students: exercises numbered once through the
lesson, numbers as a person writes them (:func:`plain_number`), no links or seeds' syntax.
Its words are messages said in the class's language (``lang``: the lesson is then that
language's notebook), with the engine's sentences in the same language.

With ``key=True`` each exercise is followed by its answer, as the widget would give it.

>>> from pathlib import Path
>>> shown = exercises_in(Path(__file__).parents[2] / "notebooks" / "06_probability_lab.ipynb")
>>> [kind for kind, _args, _kwargs in shown]
['ProbabilityExercises']
"""

from __future__ import annotations

import ast
import json
import math
from html import escape
from pathlib import Path
from typing import Any

from ramsas_widgets.i18n.locale import Speaker, speaker
from ramsas_widgets.i18n.markup import Markup, html_said
from ramsas_widgets.i18n.messages import text

from .class_view import EXACT, learn_titles, numbers_of, page_title

#: Exercises of each kind a worksheet sets.
PER_WIDGET = {"TrickQuiz": 3, "ScoringExercise": 2, "DecisionExercise": 2}
KINDS = (*PER_WIDGET, "ProbabilityExercises")
#: Deals of a probability exercise's first run on paper (the widget's default choice).
SIMULATED = 10_000

NO_CARDS = text("worksheet.cards.none", "none")
YOUR_HAND = text("worksheet.hand", "Your hand: {cards}")
TRICK_TITLE = text("worksheet.trick.title", "Trick quiz, {game}")
TRICK_SO_FAR = text("worksheet.trick.so-far", "Trick so far: {trick}")
THE_TRICK = text("worksheet.trick.the-trick", "The trick: {trick}")
#: One card of a trick: who played it, and the card.
TRICK_CARD = text("worksheet.trick.card", "{p}: {card}")
KEY_PLAY = text("worksheet.trick.key.play", "May be played: {cards}.")
KEY_WINS = text("worksheet.trick.key.wins", "Wins the trick: {p}, {card}.")
SCORING_TITLE = text("worksheet.scoring.title", "Scoring, {game}")
SCORING_PROMPT = text("worksheet.scoring.prompt",
                      "Work out every player's new total after this hand.")
NEW_TOTALS = text("worksheet.scoring.key", "New totals: {totals}")
#: A player's new total in the answer key.
NEW_TOTAL = text("worksheet.scoring.total", "{p} {total}")
#: Where a student writes a player's new total.
TOTAL_BLANK = text("worksheet.scoring.blank", "{p}: ________")
DECIDE_TITLE = text("worksheet.decision.title", "Decide, {game}")
BETTER = text("worksheet.decision.better", "Better: {action}.")
#: The key's numbers of a decision, by whether a lower or a higher change is better.
EXPECTED = {True: text("worksheet.decision.expected.lower",
                       "Expected change of your score over {deals} deals (lower is better):"),
            False: text("worksheet.decision.expected.higher",
                        "Expected change of your score over {deals} deals (higher is "
                        "better):")}
OPTION = text("worksheet.decision.option", "{action}: {mean} (95% interval {low} to {high})")
WHY = text("worksheet.decision.why", "Why?")
PROBABILITY_TITLE = text("worksheet.probability.title", "Probability: {title}")
FIRST_RUN = text("worksheet.probability.run",
                 "A first run of {n} deals: the event happened in {hits} of them. The estimate "
                 "is {estimate}, with a 95% interval from {low} to {high}. In class, your own "
                 "run deals other hands, so its numbers will differ a little; the exact answer "
                 "is the same.")
EXACT_KEY = text("worksheet.probability.exact", "Exact: {exact} ({rule})")
EXACT_BLANK = text("worksheet.probability.blank", "The exact chance, and how you counted it:")
#: A rare event's chance, and how rare it is.
RARE = text("worksheet.number.rare", "{value} (about 1 in {n})")
SHEET_TITLE = text("worksheet.title.sheet", "Worksheet: {lesson}")
KEY_TITLE = text("worksheet.title.key", "Answer key: {lesson}")
KEY_INTRO = text("worksheet.intro.key",
                 "The exercises of {lesson} in the order the page shows them, as every student "
                 "sees them after you send the class there with seed {seed}, each with its "
                 "answer.")
SHEET_INTRO = text("worksheet.intro.sheet",
                   "The exercises of {lesson} as your screen shows them with seed {seed}. Write "
                   "each answer and how you found it.")
NAME_DATE = text("worksheet.name-date", "Name: ______________________  Date: ____________")
NO_EXERCISES = text("worksheet.none", "This page of the guide has no exercises to print.")


def exercises_in(notebook: Path) -> list[tuple[str, list[Any], dict[str, Any]]]:
    """The exercise widgets a notebook's code cells build, with their literal arguments."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    found = []
    for cell in cells:
        if cell.get("cell_type") != "code":
            continue
        source = "".join(cell.get("source") or "")
        try:
            tree = ast.parse(source)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in KINDS:
                try:
                    args = [ast.literal_eval(a) for a in node.args]
                    kwargs = {k.arg: ast.literal_eval(k.value) for k in node.keywords if k.arg}
                except ValueError:
                    continue
                found.append((node.func.id, args, kwargs))
    return found


def _cards(cards, said: Speaker) -> str:
    from ramsas_widgets.engine.cards import symbols_str

    return escape(symbols_str(cards)) if cards else escape(said.say(NO_CARDS.id))


def _said(sentence, said: Speaker) -> str:
    """One of the engine's sentences, as the sheet prints it: in English as the engine
    writes it, in another language as its catalogue says it."""
    from ramsas_widgets.engine.events import render

    if said.code == "en":
        return escape(render(sentence))
    return escape(render(sentence, speaker=said))


def _spoken(words, said: Speaker) -> str:
    """Words of the engine that are a message (a decision's question) in the sheet's
    language; any other words as they are."""
    id = getattr(words, "id", None)
    if said.code != "en" and isinstance(words, str) and id and said.has(id):
        return said.say(id)
    return str(words)


def _number(value: int, said: Speaker) -> str:
    """A score as the sheet prints it (in English as the engine writes it)."""
    return str(value) if said.code == "en" else said.number(value)


def _lines(count: int) -> str:
    return "<div class='w-write'>" + "<span></span>" * count + "</div>"


def trick_items(variant_id: str, seed: int, key: bool, lang: str = "en") -> list[str]:
    from ramsas_widgets.engine.registry import variant
    from ramsas_widgets.engine.teaching import trick_situation

    said = speaker(lang)
    name = variant(variant_id).name
    out = []
    for number in range(PER_WIDGET["TrickQuiz"]):
        sit = trick_situation(variant_id, seed=seed * 1000 + number, difficulty="easy")
        notes = "".join(f"<li>{_said(n, said)}</li>" for n in sit.notes)
        trick = ", ".join(html_said(said, TRICK_CARD.id, p=Markup(_said(seat, said)),
                                    card=Markup(_cards([card], said)))
                          for seat, card in zip(sit.seats, sit.played, strict=True))
        body = [f"<p class='w-prompt'>{_said(sit.prompt, said)}</p><ul>{notes}</ul>"]
        if sit.played:
            shown = TRICK_SO_FAR if sit.question == "play" else THE_TRICK
            body.append(f"<p>{html_said(said, shown.id, trick=Markup(trick))}</p>")
        if sit.question == "play":
            hand = Markup(f"<b>{_cards(sit.hand, said)}</b>")
            body.append(f"<p>{html_said(said, YOUR_HAND.id, cards=hand)}</p>")
        if key:
            if sit.question == "play":
                answer = html_said(said, KEY_PLAY.id,
                                   cards=Markup(f"<b>{_cards(sit.legal, said)}</b>"))
            else:
                answer = html_said(said, KEY_WINS.id,
                                   p=Markup(f"<b>{_said(sit.seats[sit.winner], said)}</b>"),
                                   card=Markup(f"<b>{_cards([sit.played[sit.winner]], said)}</b>"))
            body.append(f"<p class='w-key'>{answer} {_said(sit.explanation, said)}</p>")
        else:
            body.append(_lines(2))
        out.append(item(html_said(said, TRICK_TITLE.id, game=name), body))
    return out


def scoring_items(variant_id: str, seed: int, showing: str | None, key: bool,
                  lang: str = "en") -> list[str]:
    from ramsas_widgets.engine.registry import variant
    from ramsas_widgets.engine.teaching import scoring_situation
    from ramsas_widgets.widgets.scoring_exercise import situation_table

    said = speaker(lang)
    name = variant(variant_id).name
    out = []
    for number in range(PER_WIDGET["ScoringExercise"]):
        sit = scoring_situation(variant_id, seed=seed * 1000 + number, showing=showing)
        body = [f"<p class='w-prompt'>{html_said(said, SCORING_PROMPT.id)}</p>",
                situation_table(sit, said).replace("rw-rule-link", "w-rule")]
        if key:
            totals = ", ".join(said.say(NEW_TOTAL.id, p=said.person(p),
                                        total=_number(sit.answer[p], said))
                               for p in range(sit.players))
            grade = sit.grade(list(sit.answer))  # the worked answer, as the widget says it
            steps = "".join(f"<li>{_said(d, said)}</li>" for d in grade.details)
            bold = Markup(f"<b>{escape(totals)}</b>")
            body.append(f"<div class='w-key'><p>{html_said(said, NEW_TOTALS.id, totals=bold)}"
                        f"</p><ul>{steps}</ul></div>")
        else:
            body.append("<p class='w-totals'>" + "".join(
                f"<span>{html_said(said, TOTAL_BLANK.id, p=said.person(p))}</span>"
                for p in range(sit.players)) + "</p>")
        out.append(item(html_said(said, SCORING_TITLE.id, game=name), body))
    return out


def decision_items(variant_id: str, class_seed: int, phase: str | None, key: bool,
                   lang: str = "en") -> list[str]:
    from ramsas_widgets.engine.registry import variant
    from ramsas_widgets.engine.teaching.decisions import decision_situation
    from ramsas_widgets.probability.answers import fixed
    from ramsas_widgets.widgets.table import action_label

    said = speaker(lang)
    name = variant(variant_id).name
    out = []
    for number in range(PER_WIDGET["DecisionExercise"]):
        sit = decision_situation(variant_id, class_seed * 1000 + number, phase)
        position = sit.position(None if lang == "en" else said)
        lines = "".join(f"<li>{escape(line)}</li>" for line in position)
        choices = " · ".join(f"☐ {escape(action_label(a, said))}" for a in sit.options)
        hand = Markup(f"<b>{_cards(sit.hand, said)}</b>")
        body = [f"<ul>{lines}</ul>", f"<p>{html_said(said, YOUR_HAND.id, cards=hand)}</p>",
                f"<p class='w-prompt'>{escape(_spoken(sit.question, said))} "
                f"({escape(sit.rule)})</p>",
                f"<p class='w-choices'>{choices}</p>"]
        if key:
            result = sit.answer()

            def signed(x: float) -> str:
                return fixed(x, 2, said, signed=True)

            rows = "".join(
                "<li>" + html_said(said, OPTION.id, action=action_label(o.action, said),
                                   mean=signed(o.mean), low=signed(o.low), high=signed(o.high))
                + "</li>" for o in result.options)
            best = Markup(f"<b>{escape(action_label(result.best, said))}</b>")
            body.append(f"<div class='w-key'><p>{html_said(said, BETTER.id, action=best)} "
                        f"{html_said(said, EXPECTED[result.lower_wins].id, deals=result.deals)}"
                        f"</p><ul>{rows}</ul><p>{_said(result.sentence, said)}</p></div>")
        else:
            body.append(f"<p>{html_said(said, WHY.id)}</p>" + _lines(2))
        out.append(item(html_said(said, DECIDE_TITLE.id, game=name), body))
    return out


def plain_number(x: float, rare: bool = True, said: Speaker | None = None) -> str:
    """A probability as a person writes it: four significant figures, never a power of ten,
    and (``rare``) for a rare event how rare: ``0.00001765 (about 1 in 56,700)``; as
    ``said``'s language writes a number (English by default).

    >>> plain_number(1.765e-05), plain_number(1 / 6), plain_number(0.5), plain_number(0)
    ('0.00001765 (about 1 in 56,700)', '0.1667', '0.5', '0')
    >>> plain_number(0.0003793, rare=False), plain_number(1 / 6, said=speaker("lt"))
    ('0.0003793', '0,1667')
    """
    said = said or speaker("en")
    if not x:
        return said.number(0)
    places = max(0, 3 - math.floor(math.log10(abs(x))))
    text = f"{x:.{places}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if said.code != "en":
        from decimal import Decimal

        text = said.number(Decimal(text))
    if rare and 0 < x < 0.01:
        text = said.say(RARE.id, value=text, n=int(round(1 / x, -1 if x > 1e-4 else -2)))
    return text


def probability_items(class_seed: int, key: bool, lang: str = "en") -> list[str]:
    from ramsas_widgets.probability import estimate
    from ramsas_widgets.probability.answers import fraction_text
    from ramsas_widgets.probability.streams import Stream
    from ramsas_widgets.widgets.probability_lab import EXERCISES

    said = speaker(lang)
    out = []
    for index, ex in enumerate(EXERCISES):
        q = ex.question()
        # run 1 of the exercise under the class seed: the class-level stream (a student's
        # card in a class deals a stream of its own, ramsas_widgets.probability.streams),
        # as many deals as the exercise asks for
        est = estimate(q, ex.deals,
                       Stream(class_seed, exercise=index, run=0).seed_sequence())
        low, high = est.interval
        body = [f"<p class='w-prompt'>{escape(said.say(ex.prompt.id))}</p>",
                "<p>" + html_said(said, FIRST_RUN.id, n=est.n, hits=est.hits,
                                  estimate=plain_number(est.p, said=said),
                                  low=plain_number(low, rare=False, said=said),
                                  high=plain_number(high, rare=False, said=said)) + "</p>"]
        if key:
            exact = said.say(EXACT.id, fraction=fraction_text(q.exact, numbers_of(lang)),
                             value=plain_number(float(q.exact), said=said))
            body.append("<div class='w-key'><p>"
                        + html_said(said, EXACT_KEY.id, exact=Markup(f"<b>{escape(exact)}</b>"),
                                    rule=q.rule)
                        + f"</p><p>{escape(q.said(said).formula)}</p></div>")
        else:
            body.append(f"<p>{html_said(said, EXACT_BLANK.id)}</p>" + _lines(3))
        out.append(item(html_said(said, PROBABILITY_TITLE.id, title=said.say(ex.title.id)),
                        body))
    return out


def item(title: str, body: list[str]) -> str:
    """One exercise (``title`` as HTML); :func:`worksheet_page` numbers them once for the
    whole lesson."""
    return f"<section class='w-item'><h2>{{number}}{title}</h2>{''.join(body)}</section>"


def numbered(items: list[str]) -> list[str]:
    """The exercises numbered 1, 2, 3 ... through the lesson, whatever their kind."""
    return [text.replace("<h2>{number}", f"<h2>{k}. ", 1) for k, text in enumerate(items, 1)]


def worksheet_page(notebook: Path, class_seed: int, key: bool, lang: str = "en") -> str:
    """The worksheet (or, with ``key``, the answer key) of the lesson ``notebook``, in
    language ``lang`` (the notebook is that language's)."""
    items: list[str] = []
    for kind, args, kwargs in exercises_in(notebook):
        variant_id = args[0] if args else kwargs.get("variant_id", "")
        if kind == "TrickQuiz":
            items += trick_items(variant_id, int(kwargs.get("seed", 0)), key, lang)
        elif kind == "ScoringExercise":
            items += scoring_items(variant_id, int(kwargs.get("seed", 0)),
                                   kwargs.get("showing"), key, lang)
        elif kind == "DecisionExercise":
            items += decision_items(variant_id, class_seed, kwargs.get("phase"), key, lang)
        elif kind == "ProbabilityExercises":
            items += probability_items(class_seed, key, lang)
    said = speaker(lang)
    if notebook.parent.name == lang:  # the language's own lesson: its title names it
        learn_titles(notebook.parent, lang)
    title = page_title(notebook.name, lang)
    heading = html_said(said, (KEY_TITLE if key else SHEET_TITLE).id, lesson=title)
    if key:  # the teacher's
        intro = html_said(said, KEY_INTRO.id, lesson=title, seed=str(class_seed))
    else:  # the students'
        intro = html_said(said, SHEET_INTRO.id, lesson=title, seed=str(class_seed))
    intro = f"<p class='w-intro'>{intro}</p>"
    if not key:
        intro += f"<p class='w-name'>{html_said(said, NAME_DATE.id)}</p>"
    items = numbered(items)
    if not items:
        items = [f"<p>{html_said(said, NO_EXERCISES.id)}</p>"]
    return (f"<!DOCTYPE html>\n<html lang=\"{escape(lang)}\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{heading}</title>"
            f"<link rel=\"icon\" href=\"data:;base64,=\"><style>{STYLE}</style></head><body>"
            f"<main><h1>{heading}</h1>{intro}{''.join(items)}</main>"
            "</body></html>\n")


STYLE = """
:root { color-scheme: light; }
body { margin: 0; background: #fff; color: #111; font: 12pt/1.45 Georgia, "Times New Roman",
       serif; }
main { max-width: 46rem; margin: 1.5rem auto; padding: 0 1.5rem; }
h1 { font: 700 20pt/1.2 system-ui, sans-serif; margin: 0 0 0.5rem; }
h2 { font: 700 13pt/1.3 system-ui, sans-serif; margin: 0 0 0.4rem; }
.w-intro { color: #333; }
.w-name { margin: 1rem 0 1.5rem; font-size: 13pt; }
.w-item { border-top: 1.5pt solid #111; padding: 0.6rem 0 0.9rem; break-inside: avoid; }
.w-prompt { font-weight: 700; }
.w-write span { display: block; height: 2.1rem; border-bottom: 1pt solid #777; }
.w-totals span { display: inline-block; margin: 0.8rem 2rem 0 0; }
.w-choices { font-size: 13pt; }
.w-key { border-left: 4pt solid #1b7a3a; padding-left: 0.7rem; margin-top: 0.5rem; }
table { border-collapse: collapse; margin: 0.4rem 0; }
th, td { border: 1pt solid #999; padding: 0.2rem 0.5rem; text-align: left; }
a { color: inherit; text-decoration: none; }
@media print { main { margin: 0; max-width: none; } @page { margin: 15mm; } }
"""
