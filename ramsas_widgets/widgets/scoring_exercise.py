"""Scoring exercise: an end-of-hand situation, the learner's new totals, a worked answer.

A thin view over :func:`ramsas_widgets.engine.teaching.scoring_situation`: the engine
draws a seeded end of hand and scores it; this widget shows it, reads the totals the
learner types, and shows the engine's totals with every rule applied. House-rule
toggles switch the ``[open]`` scoring options of the variant.

>>> ex = ScoringExercise("se-mattmar", seed=1)
>>> len(ex.inputs) == ex.situation.players
True
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import person, render
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching import (
    SCORING_OPTIONS,
    Grade,
    ScoringSituation,
    scoring_situation,
)

from . import report
from .cards import cards_html
from .feedback import FeedbackArea, answer_key, answer_key_widget, linked
from .lifecycle import replace_children
from .quiz import HouseRules, grade_html
from .styles import use_styles

#: The most characters a typed total may have: a sign and nine digits.
MAX_TOTAL_TEXT = 10


def situation_table(sit: ScoringSituation) -> str:
    """The end of the hand as an HTML table: totals before, tricks, other facts."""
    rami = not variant(sit.variant_id).has_tricks  # Rami: the cards left count
    head = ("<tr><th scope='col'>Player</th><th scope='col'>Total before</th>"
            f"<th scope='col'>{'Cards left in hand' if rami else 'Tricks taken'}</th>"
            "<th scope='col'>Also</th></tr>")
    rows = []
    for p in range(sit.players):
        t = sit.tricks[p]
        if rami:
            left = sit.extras["hands"][p]
            taken = cards_html(left, empty="none") if left else "none"
        else:
            taken = "sat out" if t is None else str(t)
        rows.append(f"<tr><th scope='row'>{person(p)}</th><td>{sit.scores[p]}</td>"
                    f"<td>{taken}</td><td>{linked(render(sit.facts[p]))}</td></tr>")
    notes = "".join(f"<li>{linked(render(n))}</li>" for n in sit.notes)
    return (f'<div class="rw-root rw-table"><ul>{notes}</ul>'
            f'<table class="rw-score-table" style="border-collapse: collapse;" cellpadding="4">'
            f"<caption>End of the hand</caption>{head}{''.join(rows)}</table></div>")


class ScoringExercise(widgets.VBox):
    """Seeded end-of-hand scoring exercises for one variant.

    ``ScoringExercise(variant_id, seed=0, showing=None)``; with ``showing`` (a rule ID),
    every hand drawn is one whose scoring applies that rule (a rare one, such as
    LT-SCORE-3's waiver). Type each player's new total in
    :attr:`inputs` and press :attr:`check_button`; :attr:`feedback` says right or not,
    :attr:`explanation` shows the worked answer with rule IDs. :attr:`new_button` draws
    the next exercise; :attr:`house_rules` holds the ``[open]`` scoring options.
    """

    def __init__(self, variant_id: str, seed: int = 0, showing: str | None = None) -> None:
        super().__init__()
        use_styles()
        self.variant_id = variant_id
        self.info = variant(variant_id)
        self.seed = seed
        #: the rule every hand drawn applies (``None``: any hand)
        self.showing = showing
        self.number = 0
        self.right = 0
        self.asked = 0
        self._answered = False
        self.situation: ScoringSituation
        self.inputs: list[widgets.Text] = []

        self.title = widgets.HTML(
            f"<h3 class='rw-root'>Scoring exercise: {escape(self.info.name)}</h3>"
            "<div class='rw-root'>Work out every player's new total after this hand."
            + (f" Every hand here is one where {linked(showing)} applies." if showing else "")
            + "</div>")
        self.house_rules = HouseRules(variant_id, SCORING_OPTIONS.get(variant_id, ()),
                                      on_change=self._on_house_rule)
        self.table = widgets.HTML()
        self.input_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.check_button = widgets.Button(description="Check totals", button_style="primary",
                                           tooltip="Check your new totals")
        self.check_button.add_class("rw-submit")
        self.new_button = widgets.Button(description="New exercise",
                                         tooltip="Draw a new end of hand")
        self.feedback = FeedbackArea()
        self.explanation = widgets.HTML()
        self.rule_note = widgets.HTML()
        self.score = widgets.HTML()
        #: the new totals and how they come, printed with the lesson (never on screen)
        self.answer_key = answer_key_widget()

        self.check_button.on_click(self.feedback.guard(lambda _b: self.check()))
        self.new_button.on_click(self.feedback.guard(lambda _b: self.new_exercise()))
        self.children = (
            self.title, self.house_rules, self.table, self.input_box,
            widgets.HBox([self.check_button, self.new_button]),
            self.feedback, self.explanation, self.rule_note, self.score, self.answer_key,
        )
        self.new_exercise(count=False)
        report.joined(self)

    @property
    def options(self) -> dict[str, Any]:
        return self.house_rules.values

    def new_exercise(self, count: bool = True) -> None:
        """Draw the next seeded end of hand."""
        if count:
            self.number += 1
        self.situation = scoring_situation(self.variant_id, seed=self.seed * 1000 + self.number,
                                           showing=self.showing, **self.options)
        self._answered = False
        self.feedback.clear()
        self.explanation.value = ""
        self.rule_note.value = ""
        self.table.value = situation_table(self.situation)
        self.inputs = [widgets.Text(placeholder="new total", description=person(p),
                                    continuous_update=False,
                                    layout=widgets.Layout(width="13em", max_width="100%"),
                                    style={"description_width": "4.6em"})
                       for p in range(self.situation.players)]
        for box in self.inputs:  # Enter in a box presses Check totals (the template's a11y.js)
            box.add_class("rw-enter-submits")
        replace_children(self.input_box, self.inputs)
        self._show_score()
        self._show_key()

    def _show_key(self) -> None:
        """The new totals and the worked answer, for the printed lesson."""
        sit = self.situation
        grade = sit.grade(list(sit.answer))
        totals = ", ".join(f"{person(p)} {t}" for p, t in enumerate(sit.answer))
        self.answer_key.value = answer_key(f"the new totals are {escape(totals)}."
                                           f"{grade_html(grade)}")

    def fill(self, totals: list[int]) -> None:
        """Type ``totals`` into the boxes (as a learner would)."""
        for box, value in zip(self.inputs, totals, strict=True):
            box.value = str(value)

    def _read(self) -> list[int]:
        totals = []
        for p, box in enumerate(self.inputs):
            text = box.value.strip().replace("−", "-")
            if not text:
                raise RulesError(f"Type a new total for {person(p)} first.")
            if len(text) > MAX_TOTAL_TEXT:
                raise RulesError(f"{person(p)}: that is {len(text):,} characters; a total in this "
                                 "game has a few digits, such as 7 or -3.")
            sign = text[1:] if text[:1] in "+-" else text
            if not sign.isdigit() or not sign.isascii():
                raise RulesError(f"{person(p)}: {box.value.strip()!r} is not a whole number; type "
                                 "a total such as 7 or -3.")
            totals.append(int(text))
        return totals

    def check(self) -> Grade:
        """Grade the typed totals and show the worked explanation."""
        grade = self.situation.grade(self._read())
        if not self._answered:
            self._answered = True
            self.asked += 1
            self.right += grade.correct
        report.answered(self, grade.correct)
        show = self.feedback.ok if grade.correct else self.feedback.wrong
        show(render(grade.headline))
        self.feedback.text = grade.said()
        self.explanation.value = (f'<div class="rw-root rw-table"><b>Worked answer</b>'
                                  f"{grade_html(grade)}</div>")
        self._show_score()
        return grade

    def _show_score(self) -> None:
        self.score.value = (f'<div class="rw-root"><b>Score:</b> {self.right} right out of '
                            f"{self.asked} exercise{'s' if self.asked != 1 else ''}.</div>")

    def _on_house_rule(self, name: str, value: Any) -> None:
        answered = self.feedback.kind in ("ok", "wrong")
        self.feedback.run(self._apply_house_rule, name, value, answered)

    def _apply_house_rule(self, name: str, value: Any, answered: bool = False) -> None:
        """Score the hand on screen again under the new option and say what changed."""
        before = self.situation
        self.situation = before.with_options(**{name: value})
        changed = [p for p in range(before.players)
                   if before.answer[p] != self.situation.answer[p]]
        if changed:
            what = ", ".join(f"{person(p)} {before.answer[p]} → {self.situation.answer[p]}"
                             for p in changed)
            note = f"With this rule the new totals change here: {what}."
        else:
            note = "With this rule the new totals are the same here."
        if answered:
            self.explanation.value = ""
            note += " Press Check totals again to see the worked answer."
        self._show_key()
        self.rule_note.value = (f'<div class="rw-root rw-feedback rw-info" role="status">'
                                f"{linked(note)}</div>")
