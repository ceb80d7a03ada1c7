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
from ramsas_widgets.engine.events import render
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching import (
    SCORING_OPTIONS,
    Grade,
    ScoringSituation,
    scoring_situation,
)
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.messages import plural, text

from . import report
from .cards import cards_html
from .feedback import FeedbackArea, answer_key, answer_key_widget, linked
from .lifecycle import replace_children
from .quiz import HouseRules, grade_html
from .styles import use_styles

#: The most characters a typed total may have: a sign and nine digits.
MAX_TOTAL_TEXT = 10

#: The table of the end of the hand.
PLAYER = text("scoring-widget.table.player", "Player")
TOTAL_BEFORE = text("scoring-widget.table.total-before", "Total before")
CARDS_LEFT = text("scoring-widget.table.cards-left", "Cards left in hand")
TRICKS_TAKEN = text("scoring-widget.table.tricks-taken", "Tricks taken")
ALSO = text("scoring-widget.table.also", "Also")
NONE_LEFT = text("scoring-widget.table.none", "none")
SAT_OUT = text("scoring-widget.table.sat-out", "sat out")
END_OF_HAND = text("scoring-widget.table.caption", "End of the hand")
#: The exercise's words.
TITLE = text("scoring-widget.title", "Scoring exercise: {name}")
WORK_OUT = text("scoring-widget.work-out", "Work out every player's new total after this hand.")
SHOWING = text("scoring-widget.showing", "Every hand here is one where {rule} applies.")
CHECK = text("scoring-widget.check", "Check totals")
CHECK_TIP = text("scoring-widget.check.tip", "Check your new totals")
NEW = text("scoring-widget.new", "New exercise")
NEW_TIP = text("scoring-widget.new.tip", "Draw a new end of hand")
NEW_TOTAL = text("scoring-widget.new-total", "new total")
WORKED_ANSWER = text("scoring-widget.worked-answer", "Worked answer")
SCORE = text("scoring-widget.score", "Score:")
RIGHT_OF = plural("scoring-widget.score.right-of", "asked",
                  "{right} right out of {asked} exercise.",
                  "{right} right out of {asked} exercises.")
#: The answer key and what a house rule changes: players with their totals, listed.
KEY = text("scoring-widget.key", "the new totals are {totals}.")
TOTAL = text("scoring-widget.total", "{p} {total}")
CHANGE = text("scoring-widget.change", "{p} {before} → {after}")
AND = text("scoring-widget.and", "{first}, {rest}")
CHANGES = text("scoring-widget.rule.changes",
               "With this rule the new totals change here: {changes}.")
SAME = text("scoring-widget.rule.same", "With this rule the new totals are the same here.")
AGAIN = text("scoring-widget.rule.again", "Press {button} again to see the worked answer.")
#: What is wrong with a total typed.
TYPE_TOTAL = text("scoring-widget.type-total", "Type a new total for {p} first.")
TOO_LONG = text("scoring-widget.too-long", "{p}: that is {n} characters; a total in this game "
                "has a few digits, such as 7 or -3.")
NOT_WHOLE = text("scoring-widget.not-whole", "{p}: {typed} is not a whole number; type a total "
                 "such as 7 or -3.")


def _listed(speaker: Speaker, items: list[str]) -> str:
    """Items said one after another (``A, B, C``), as :data:`AND` joins two."""
    said = items[-1]
    for item in reversed(items[:-1]):
        said = speaker.say(AND.id, first=item, rest=said)
    return said


def situation_table(sit: ScoringSituation, speaker: Speaker | None = None) -> str:
    """The end of the hand as an HTML table: totals before, tricks, other facts (in
    ``speaker``'s language, the page's by default)."""
    speaker = speaker or page_speaker()

    def say(message: str) -> str:
        return escape(speaker.say(message.id))

    rami = not variant(sit.variant_id).has_tricks  # Rami: the cards left count
    head = (f"<tr><th scope='col'>{say(PLAYER)}</th><th scope='col'>{say(TOTAL_BEFORE)}</th>"
            f"<th scope='col'>{say(CARDS_LEFT if rami else TRICKS_TAKEN)}</th>"
            f"<th scope='col'>{say(ALSO)}</th></tr>")
    rows = []
    for p in range(sit.players):
        t = sit.tricks[p]
        if rami:
            left = sit.extras["hands"][p]
            taken = (cards_html(left, empty=speaker.say(NONE_LEFT.id), speaker=speaker)
                     if left else say(NONE_LEFT))
        else:
            taken = say(SAT_OUT) if t is None else str(t)
        rows.append(f"<tr><th scope='row'>{escape(speaker.person(p).said())}</th>"
                    f"<td>{sit.scores[p]}</td><td>{taken}</td>"
                    f"<td>{linked(render(sit.facts[p], speaker=speaker))}</td></tr>")
    notes = "".join(f"<li>{linked(render(n, speaker=speaker))}</li>" for n in sit.notes)
    return (f'<div class="rw-root rw-table"><ul>{notes}</ul>'
            f'<table class="rw-score-table" style="border-collapse: collapse;" cellpadding="4">'
            f"<caption>{say(END_OF_HAND)}</caption>{head}{''.join(rows)}</table></div>")


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
        #: the language the exercise speaks (the page's)
        self.speaker = speaker = page_speaker()
        say = speaker.say
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
            f"<h3 class='rw-root'>{escape(say(TITLE.id, name=self.info.name))}</h3>"
            f"<div class='rw-root'>{escape(say(WORK_OUT.id))}"
            + (f" {linked(say(SHOWING.id, rule=showing))}" if showing else "")
            + "</div>")
        self.house_rules = HouseRules(variant_id, SCORING_OPTIONS.get(variant_id, ()),
                                      on_change=self._on_house_rule)
        self.table = widgets.HTML()
        self.input_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.check_button = widgets.Button(description=say(CHECK.id), button_style="primary",
                                           tooltip=say(CHECK_TIP.id))
        self.check_button.add_class("rw-submit")
        self.new_button = widgets.Button(description=say(NEW.id), tooltip=say(NEW_TIP.id))
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
        speaker = self.speaker
        self.table.value = situation_table(self.situation, speaker)
        self.inputs = [widgets.Text(placeholder=speaker.say(NEW_TOTAL.id),
                                    description=speaker.person(p).said(),
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
        sit, speaker = self.situation, self.speaker
        grade = sit.grade(list(sit.answer))
        totals = _listed(speaker, [speaker.say(TOTAL.id, p=speaker.person(p), total=t)
                                   for p, t in enumerate(sit.answer)])
        key = escape(speaker.say(KEY.id, totals=totals))
        self.answer_key.value = answer_key(f"{key}{grade_html(grade, speaker)}", speaker)

    def fill(self, totals: list[int]) -> None:
        """Type ``totals`` into the boxes (as a learner would)."""
        for box, value in zip(self.inputs, totals, strict=True):
            box.value = str(value)

    def _read(self) -> list[int]:
        totals = []
        say, person = self.speaker.say, self.speaker.person
        for p, box in enumerate(self.inputs):
            text = box.value.strip().replace("−", "-")
            if not text:
                raise RulesError(say(TYPE_TOTAL.id, p=person(p)))
            if len(text) > MAX_TOTAL_TEXT:
                raise RulesError(say(TOO_LONG.id, p=person(p), n=len(text)))
            sign = text[1:] if text[:1] in "+-" else text
            if not sign.isdigit() or not sign.isascii():
                raise RulesError(say(NOT_WHOLE.id, p=person(p), typed=repr(box.value.strip())))
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
        speaker = self.speaker
        show = self.feedback.ok if grade.correct else self.feedback.wrong
        show(render(grade.headline, speaker=speaker))
        self.feedback.text = grade.said(speaker=speaker)
        self.explanation.value = (f'<div class="rw-root rw-table">'
                                  f"<b>{escape(speaker.say(WORKED_ANSWER.id))}</b>"
                                  f"{grade_html(grade, speaker)}</div>")
        self._show_score()
        return grade

    def _show_score(self) -> None:
        say = self.speaker.say
        right = say(RIGHT_OF.id, right=self.right,
                    asked=self.asked)
        self.score.value = (f'<div class="rw-root"><b>{escape(say(SCORE.id))}</b> '
                            f"{escape(right)}</div>")

    def _on_house_rule(self, name: str, value: Any) -> None:
        answered = self.feedback.kind in ("ok", "wrong")
        self.feedback.run(self._apply_house_rule, name, value, answered)

    def _apply_house_rule(self, name: str, value: Any, answered: bool = False) -> None:
        """Score the hand on screen again under the new option and say what changed."""
        before, speaker = self.situation, self.speaker
        self.situation = before.with_options(**{name: value})
        changed = [p for p in range(before.players)
                   if before.answer[p] != self.situation.answer[p]]
        if changed:
            what = _listed(speaker, [speaker.say(CHANGE.id, p=speaker.person(p),
                                                 before=before.answer[p],
                                                 after=self.situation.answer[p])
                                     for p in changed])
            said = [speaker.say(CHANGES.id, changes=what)]
        else:
            said = [speaker.say(SAME.id)]
        if answered:
            self.explanation.value = ""
            said.append(speaker.say(AGAIN.id, button=speaker.say(CHECK.id)))
        self._show_key()
        self.rule_note.value = (f'<div class="rw-root rw-feedback rw-info" role="status">'
                                f"{linked(' '.join(said))}</div>")
