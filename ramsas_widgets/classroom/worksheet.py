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
import re
from html import escape
from pathlib import Path
from typing import Any

from .class_view import page_title

#: Exercises of each kind a worksheet sets.
PER_WIDGET = {"TrickQuiz": 3, "ScoringExercise": 2, "DecisionExercise": 2}
KINDS = (*PER_WIDGET, "ProbabilityExercises")
#: Deals of a probability exercise's first run on paper (the widget's default choice).
SIMULATED = 10_000


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


def _cards(cards) -> str:
    from ramsas_widgets.engine.cards import symbols_str

    return escape(symbols_str(cards)) if cards else "none"


def _said(text) -> str:
    from ramsas_widgets.engine.events import render

    return escape(render(text))


def _lines(count: int) -> str:
    return "<div class='w-write'>" + "<span></span>" * count + "</div>"


def trick_items(variant_id: str, seed: int, key: bool) -> list[str]:
    from ramsas_widgets.engine.registry import variant
    from ramsas_widgets.engine.teaching import trick_situation

    name = variant(variant_id).name
    out = []
    for number in range(PER_WIDGET["TrickQuiz"]):
        sit = trick_situation(variant_id, seed=seed * 1000 + number, difficulty="easy")
        notes = "".join(f"<li>{_said(n)}</li>" for n in sit.notes)
        trick = ", ".join(f"{escape(seat)}: {_cards([card])}"
                          for seat, card in zip(sit.seats, sit.played, strict=True))
        body = [f"<p class='w-prompt'>{escape(sit.prompt)}</p><ul>{notes}</ul>"]
        if sit.played:
            body.append(f"<p>{'Trick so far' if sit.question == 'play' else 'The trick'}: "
                        f"{trick}</p>")
        if sit.question == "play":
            body.append(f"<p>Your hand: <b>{_cards(sit.hand)}</b></p>")
        if key:
            answer = (f"May be played: <b>{_cards(sit.legal)}</b>" if sit.question == "play"
                      else f"Wins the trick: <b>{escape(sit.seats[sit.winner])}, "
                           f"{_cards([sit.played[sit.winner]])}</b>")
            body.append(f"<p class='w-key'>{answer}. {_said(sit.explanation)}</p>")
        else:
            body.append(_lines(2))
        out.append(item(f"Trick quiz, {escape(name)}", body))
    return out


def scoring_items(variant_id: str, seed: int, showing: str | None, key: bool) -> list[str]:
    from ramsas_widgets.engine.events import person
    from ramsas_widgets.engine.registry import variant
    from ramsas_widgets.engine.teaching import scoring_situation
    from ramsas_widgets.widgets.scoring_exercise import situation_table

    name = variant(variant_id).name
    out = []
    for number in range(PER_WIDGET["ScoringExercise"]):
        sit = scoring_situation(variant_id, seed=seed * 1000 + number, showing=showing)
        body = ["<p class='w-prompt'>Work out every player's new total after this hand.</p>",
                situation_table(sit).replace("rw-rule-link", "w-rule")]
        if key:
            totals = ", ".join(f"{person(p)} {sit.answer[p]}" for p in range(sit.players))
            grade = sit.grade(list(sit.answer))  # the worked answer, as the widget says it
            steps = "".join(f"<li>{_said(d)}</li>" for d in grade.details)
            body.append(f"<div class='w-key'><p>New totals: <b>{escape(totals)}</b></p>"
                        f"<ul>{steps}</ul></div>")
        else:
            body.append("<p class='w-totals'>" + "".join(
                f"<span>{escape(person(p))}: ________</span>" for p in range(sit.players))
                + "</p>")
        out.append(item(f"Scoring, {escape(name)}", body))
    return out


def decision_items(variant_id: str, class_seed: int, phase: str | None, key: bool) -> list[str]:
    from ramsas_widgets.engine.registry import variant
    from ramsas_widgets.engine.teaching.decisions import decision_situation
    from ramsas_widgets.widgets.table import action_label

    name = variant(variant_id).name
    out = []
    for number in range(PER_WIDGET["DecisionExercise"]):
        sit = decision_situation(variant_id, class_seed * 1000 + number, phase)
        lines = "".join(f"<li>{escape(line)}</li>" for line in sit.position())
        choices = " · ".join(f"☐ {escape(action_label(a))}" for a in sit.options)
        body = [f"<ul>{lines}</ul>", f"<p>Your hand: <b>{_cards(sit.hand)}</b></p>",
                f"<p class='w-prompt'>{escape(sit.question)} ({escape(sit.rule)})</p>",
                f"<p class='w-choices'>{choices}</p>"]
        if key:
            result = sit.answer()
            better = "lower" if result.lower_wins else "higher"
            rows = "".join(f"<li>{escape(action_label(o.action))}: {o.mean:+.2f} (95% interval "
                           f"{o.low:+.2f} to {o.high:+.2f})</li>" for o in result.options)
            body.append(f"<div class='w-key'><p>Better: <b>{escape(action_label(result.best))}"
                        f"</b>. Expected change of your score over {result.deals:,} deals "
                        f"({better} is better):</p><ul>{rows}</ul><p>{_said(result.sentence)}"
                        "</p></div>")
        else:
            body.append("<p>Why?</p>" + _lines(2))
        out.append(item(f"Decide, {escape(name)}", body))
    return out


def plain_number(x: float, rare: bool = True) -> str:
    """A probability as a person writes it: four significant figures, never a power of ten,
    and (``rare``) for a rare event how rare: ``0.00001765 (about 1 in 56,700)``.

    >>> plain_number(1.765e-05), plain_number(1 / 6), plain_number(0.5), plain_number(0)
    ('0.00001765 (about 1 in 56,700)', '0.1667', '0.5', '0')
    >>> plain_number(0.0003793, rare=False)
    '0.0003793'
    """
    if not x:
        return "0"
    places = max(0, 3 - math.floor(math.log10(abs(x))))
    text = f"{x:.{places}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if rare and 0 < x < 0.01:
        text += f" (about 1 in {round(1 / x, -1 if x > 1e-4 else -2):,.0f})"
    return text


#: How many deals an exercise's prompt asks for ("Simulate 100,000 deals").
ASKED_DEALS = re.compile(r"Simulate ([\d,]+) deals")


def deals_asked(prompt: str) -> int:
    """The deals a probability exercise asks for, or :data:`SIMULATED` when it names none.

    >>> deals_asked("Simulate 100,000 deals, then count exactly."), deals_asked("Simulate.")
    (100000, 10000)
    """
    match = ASKED_DEALS.search(prompt)
    return int(match.group(1).replace(",", "")) if match else SIMULATED


def probability_items(class_seed: int, key: bool) -> list[str]:
    from ramsas_widgets.probability import estimate
    from ramsas_widgets.probability.answers import fraction_text
    from ramsas_widgets.probability.streams import Stream
    from ramsas_widgets.widgets.probability_lab import EXERCISES

    out = []
    for index, ex in enumerate(EXERCISES):
        q = ex.question()
        # run 1 of the exercise under the class seed: the class-level stream (a student's
        # card in a class deals a stream of its own, ramsas_widgets.probability.streams),
        # as many deals as the exercise asks for
        est = estimate(q, deals_asked(ex.prompt),
                       Stream(class_seed, exercise=index, run=0).seed_sequence())
        low, high = est.interval
        body = [f"<p class='w-prompt'>{escape(ex.prompt)}</p>",
                f"<p>A first run of {est.n:,} deals: the event happened in {est.hits:,} of "
                f"them. The estimate is {plain_number(est.p)}, with a 95% interval from "
                f"{plain_number(low, rare=False)} to {plain_number(high, rare=False)}. "
                "In class, your own run deals other hands, so its numbers will differ a "
                "little; the exact answer is the same.</p>"]
        if key:
            body.append(f"<div class='w-key'><p>Exact: <b>{escape(fraction_text(q.exact))} = "
                        f"{plain_number(float(q.exact))}</b> ({escape(q.rule)})</p>"
                        f"<p>{escape(q.formula)}</p></div>")
        else:
            body.append("<p>The exact chance, and how you counted it:</p>" + _lines(3))
        out.append(item(f"Probability: {escape(ex.title)}", body))
    return out


def item(title: str, body: list[str]) -> str:
    """One exercise; :func:`worksheet_page` numbers them once for the whole lesson."""
    return f"<section class='w-item'><h2>{{number}}{title}</h2>{''.join(body)}</section>"


def numbered(items: list[str]) -> list[str]:
    """The exercises numbered 1, 2, 3 ... through the lesson, whatever their kind."""
    return [text.replace("<h2>{number}", f"<h2>{k}. ", 1) for k, text in enumerate(items, 1)]


def worksheet_page(notebook: Path, class_seed: int, key: bool) -> str:
    """The worksheet (or, with ``key``, the answer key) of the lesson ``notebook``."""
    items: list[str] = []
    for kind, args, kwargs in exercises_in(notebook):
        variant_id = args[0] if args else kwargs.get("variant_id", "")
        if kind == "TrickQuiz":
            items += trick_items(variant_id, int(kwargs.get("seed", 0)), key)
        elif kind == "ScoringExercise":
            items += scoring_items(variant_id, int(kwargs.get("seed", 0)),
                                   kwargs.get("showing"), key)
        elif kind == "DecisionExercise":
            items += decision_items(variant_id, class_seed, kwargs.get("phase"), key)
        elif kind == "ProbabilityExercises":
            items += probability_items(class_seed, key)
    title = page_title(notebook.name)
    what = "Answer key" if key else "Worksheet"
    if key:  # the teacher's
        intro = (f"<p class='w-intro'>The exercises of {escape(title)} in the order the page "
                 f"shows them, as every student sees them after you send the class there "
                 f"with seed {class_seed}, each with its answer.</p>")
    else:  # the students'
        intro = (f"<p class='w-intro'>The exercises of {escape(title)} as your screen shows "
                 f"them with seed {class_seed}. Write each answer and how you found it.</p>")
    if not key:
        intro += "<p class='w-name'>Name: ______________________  Date: ____________</p>"
    items = numbered(items)
    if not items:
        items = ["<p>This page of the guide has no exercises to print.</p>"]
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{what}: {escape(title)}</title>"
            f"<link rel=\"icon\" href=\"data:;base64,=\"><style>{STYLE}</style></head><body>"
            f"<main><h1>{what}: {escape(title)}</h1>{intro}{''.join(items)}</main>"
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
