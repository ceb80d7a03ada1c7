"""Trick quiz: "which of your cards may you play?" and "who wins this trick?".

A thin view over :mod:`ramsas_widgets.engine.teaching.quiz`: the engine draws a seeded
situation and answers it; this widget shows it, takes the learner's pick and shows
the engine's verdict with its rule IDs. House-rule toggles switch the ``[open]``
rule options that change the answers, and say what changes for the question on screen.
Every word is a message said in the page's language; the variant's name and its house
rules' words are said as the engine declares them (in the language when they are messages).

>>> quiz = TrickQuiz("lt-ramsas", seed=1)
>>> quiz.situation.variant_id
'lt-ramsas'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from ramsas_widgets.engine.events import Cards, Rule, render, say
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching import (
    DIFFICULTIES,
    QUESTIONS,
    QUIZ_OPTIONS,
    Grade,
    TrickSituation,
    trick_situation,
)
from ramsas_widgets.engine.teaching.quiz import WINS
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.messages import plural, text
from ramsas_widgets.widgets.catalogue import choice_words

from . import report
from .cards import CardPicker, TrickView
from .feedback import FeedbackArea, answer_key, answer_key_widget, linked, spoken
from .styles import use_styles

BOTH = "both"  # a dropdown shows a None value as "nothing selected"
BOTH_KINDS = text("trick-quiz.choice.both", "Both kinds of question")
DEFAULT = text("trick-quiz.house.default", "{value} (default)")
HOUSE_RULE = text("trick-quiz.house.rule", "House rule")
OPEN_POINT = text("trick-quiz.house.open",
                  "The rules leave this point open ([open] on the rules page); tables play it "
                  "either way. Switch it to see what changes.")
#: What a house rule would change in the answer just given (``change``: the engine's words).
EFFECT = text("trick-quiz.house.effect",
              "House rule ({rule}): {text} Played as '{value}', with this rule the answer "
              "changes: {change}.")
CHECK_AGAIN = text("trick-quiz.house.check-again",
                   "Press Check answer again to see the full answer.")
TITLE = text("trick-quiz.title", "Trick quiz: {game}")
DIFFICULTY = text("trick-quiz.setting.difficulty", "Difficulty")
QUESTIONS_LABEL = text("trick-quiz.setting.questions", "Questions")
TRICK_SO_FAR = text("trick-quiz.trick.so-far", "Trick so far")
THE_TRICK = text("trick-quiz.trick.the-trick", "The trick")
PICK_PLAYABLE = text("trick-quiz.pick.playable", "Your hand: pick every card you may play")
PICK_WINNER = text("trick-quiz.pick.winner", "Pick the card that wins")
PICK_WINNER_FIRST = text("trick-quiz.pick.winner-first", "Pick the card that wins the trick first.")
CHECK = text("trick-quiz.button.check", "Check answer")
CHECK_TIP = text("trick-quiz.button.check-tip", "Check your answer")
NEW = text("trick-quiz.button.new", "New question")
NEW_TIP = text("trick-quiz.button.new-tip", "Draw a new question")
#: The answer key of a "which may you play?" question.
KEY_PLAY = text("trick-quiz.key.play", "You may play {cs}.")
#: The running score (the English noun follows the count of questions).
SCORE = text("trick-quiz.score.label", "Score:")
RIGHT_OF = plural("trick-quiz.score", "asked",
                  "{right} right out of {asked} question.",
                  "{right} right out of {asked} questions.")


def question_choices(speaker: Speaker | None = None) -> list[tuple[str, str]]:
    """The kinds of question to ask, as a dropdown offers them."""
    speaker = speaker or page_speaker()
    return [(speaker.say(BOTH_KINDS.id), BOTH),
            *((spoken(words, speaker), key) for key, words in QUESTIONS.items())]


def _value_label(value: Any, default: Any, speaker: Speaker | None = None) -> str:
    words = spoken(choice_words(value), speaker)
    if value != default:
        return words
    return (speaker or page_speaker()).say(DEFAULT.id, value=words)


class HouseRules(widgets.VBox):
    """One toggle per ``[open]`` rule option: the option's text, its rule ID and its values.

    :attr:`controls` maps option name to its ``ToggleButtons`` (values are the option's
    own values); :attr:`values` is the current choice of every option.
    """

    def __init__(self, variant_id: str, names: Sequence[str],
                 on_change: Callable[[str, Any], None] | None = None) -> None:
        super().__init__()
        self.speaker = speaker = page_speaker()
        info = variant(variant_id)
        self.controls: dict[str, widgets.ToggleButtons] = {}
        rows: list[widgets.Widget] = []
        for name in names:
            opt = info.options[name]
            toggle = widgets.ToggleButtons(
                options=[(_value_label(v, opt.default, speaker), v) for v in opt.choices],
                value=opt.default, tooltips=[spoken(opt.text, speaker)] * len(opt.choices),
                style={"button_width": "auto"})
            toggle.add_class(f"rw-house-{name}")
            if on_change is not None:
                toggle.observe(lambda ch, n=name: on_change(n, ch["new"]), names="value")
            self.controls[name] = toggle
            rows.append(widgets.HTML(
                f'<div class="rw-root"><b>{linked(speaker.say(HOUSE_RULE.id))}</b> '
                f'<span class="rw-rule">({linked(opt.rule)})</span>: '
                f"{linked(spoken(opt.text, speaker))}</div>"))
            rows.append(toggle)
        if rows:
            rows.insert(0, widgets.HTML(
                f'<div class="rw-root"><i>{linked(speaker.say(OPEN_POINT.id))}</i></div>'))
        self.children = tuple(rows)

    @property
    def values(self) -> dict[str, Any]:
        return {name: c.value for name, c in self.controls.items()}


def grade_html(grade: Grade, speaker: Speaker | None = None, you: int | None = None) -> str:
    """The details of a grade as an escaped HTML list, as a person reads them (in
    ``speaker``'s language, the page's by default; ``you``: the learner's seat)."""
    if not grade.details:
        return ""
    speaker = speaker or page_speaker()
    items = "".join(f"<li>{linked(render(d, speaker=speaker, you=you))}</li>"
                    for d in grade.details)
    return f"<ul>{items}</ul>"


class TrickQuiz(widgets.VBox):
    """Seeded trick questions for one trick variant, with feedback and a running score.

    ``TrickQuiz(variant_id, seed=0)``: the same seed gives the same questions. Pick cards
    in :attr:`hand_picker` (or the winning card in :attr:`trick_picker`), then press
    :attr:`check_button`; :attr:`feedback` shows the engine's answer with rule IDs.
    """

    def __init__(self, variant_id: str, seed: int = 0, difficulty: str = "easy",
                 question: str | None = None) -> None:
        super().__init__()
        use_styles()
        self.speaker = speaker = page_speaker()
        says = speaker.say
        self.variant_id = variant_id
        self.info = variant(variant_id)
        self.seed = seed
        self.number = 0
        self.right = 0
        self.asked = 0
        self._answered = False
        self.situation: TrickSituation

        game = spoken(self.info.name, speaker)
        self.title = widgets.HTML(
            f"<h3 class='rw-root'>{escape(says(TITLE.id, game=game))}</h3>")
        self.difficulty = widgets.Dropdown(
            options=[(spoken(words, speaker), key) for key, words in DIFFICULTIES.items()],
            value=difficulty, description=says(DIFFICULTY.id),
            style={"description_width": "initial"}, layout=widgets.Layout(width="24em"))
        self.question_kind = widgets.Dropdown(
            options=question_choices(speaker), value=question or BOTH,
            description=says(QUESTIONS_LABEL.id),
            style={"description_width": "initial"}, layout=widgets.Layout(width="24em"))
        self.house_rules = HouseRules(variant_id, QUIZ_OPTIONS.get(variant_id, ()),
                                      on_change=self._on_house_rule)
        self.prompt = widgets.HTML()
        self.trick_view = TrickView(label=TRICK_SO_FAR)
        self.hand_picker = CardPicker(multiple=True, label=PICK_PLAYABLE)
        self.trick_picker = CardPicker(multiple=False, label=PICK_WINNER)
        self.check_button = widgets.Button(description=says(CHECK.id), button_style="primary",
                                           tooltip=says(CHECK_TIP.id))
        self.new_button = widgets.Button(description=says(NEW.id), tooltip=says(NEW_TIP.id))
        self.feedback = FeedbackArea()
        self.rule_note = widgets.HTML()
        self.score = widgets.HTML()
        #: the answer to the question shown, printed with the lesson (never on screen)
        self.answer_key = answer_key_widget()

        self.check_button.on_click(self.feedback.guard(self._check))
        self.new_button.on_click(self.feedback.guard(lambda _b: self.new_question()))
        self.difficulty.observe(lambda _c: self.feedback.run(self.new_question), names="value")
        self.question_kind.observe(lambda _c: self.feedback.run(self.new_question),
                                   names="value")
        self.children = (
            self.title,
            widgets.HBox([self.difficulty, self.question_kind],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self.house_rules, self.prompt, self.trick_view, self.hand_picker,
            self.trick_picker,
            widgets.HBox([self.check_button, self.new_button]),
            self.feedback, self.rule_note, self.score, self.answer_key,
        )
        self.new_question(count=False)
        report.joined(self)

    # -- questions -------------------------------------------------------------
    @property
    def options(self) -> dict[str, Any]:
        """The rule options chosen in the house-rule toggles."""
        return self.house_rules.values

    def new_question(self, count: bool = True) -> None:
        """Draw the next seeded question at the chosen difficulty."""
        if count:
            self.number += 1
        self.situation = trick_situation(
            self.variant_id, seed=self.seed * 1000 + self.number,
            difficulty=self.difficulty.value,
            question=None if self.question_kind.value == BOTH else self.question_kind.value,
            **self.options)
        self._answered = False
        self.feedback.clear()
        self.rule_note.value = ""
        self._show()

    def _show(self) -> None:
        sit, speaker = self.situation, self.speaker
        notes = "".join(f"<li>{linked(render(n, speaker=speaker))}</li>" for n in sit.notes)
        # the scenario's topic stays unsaid: naming it would give the answer away
        self.prompt.value = (f'<div class="rw-root"><p><b>{escape(spoken(sit.prompt, speaker))}'
                             f"</b></p><ul>{notes}</ul></div>")
        if sit.question == "play":
            self.trick_view.label = TRICK_SO_FAR
            self.trick_view.show(list(zip(sit.seats, sit.played, strict=True)))
            self.trick_view.layout.display = None if sit.played else "none"
            self.hand_picker.set_cards(list(sit.hand))
            self.hand_picker.layout.display = None
            self.trick_picker.layout.display = "none"
        else:
            self.trick_view.label = THE_TRICK
            self.trick_view.show(list(zip(sit.seats, sit.played, strict=True)))
            self.trick_view.layout.display = None
            self.trick_picker.set_cards(list(sit.played))
            self.trick_picker.layout.display = None
            self.hand_picker.layout.display = "none"
        self._show_score()
        self._show_key()

    def _show_key(self) -> None:
        """The answer of the question shown, with its reasons, for the printed lesson."""
        sit, speaker = self.situation, self.speaker
        if sit.question == "play":
            grade = sit.grade_play(list(sit.legal))
            said = render(say(KEY_PLAY, cs=Cards(sit.legal)), speaker=speaker)
        else:
            assert sit.winner is not None
            grade = sit.grade_winner(sit.winner)
            said = render(say(WINS, p=sit.seats[sit.winner], c=sit.played[sit.winner]),
                          speaker=speaker)
        self.answer_key.value = answer_key(f"{linked(said)}{grade_html(grade, speaker)}",
                                           speaker)

    def _show_score(self) -> None:
        says = self.speaker.say
        said = says(RIGHT_OF.id, right=self.right,
                    asked=self.asked)
        self.score.value = (f'<div class="rw-root"><b>{escape(says(SCORE.id))}</b> '
                            f"{escape(said)}</div>")

    # -- answers -----------------------------------------------------------------
    def _check(self, _button: Any = None) -> Grade | None:
        sit = self.situation
        if sit.question == "play":
            grade = sit.grade_play(self.hand_picker.picked)
            if not self.hand_picker.picked:
                self.feedback.info(render(grade.headline, speaker=self.speaker))
                return None
        else:
            picked = [i for i, b in enumerate(self.trick_picker.buttons) if b.value]
            if not picked:
                self.feedback.info(self.speaker.say(PICK_WINNER_FIRST.id))
                return None
            grade = sit.grade_winner(picked[0])
            self.trick_view.show(list(zip(sit.seats, sit.played, strict=True)), winner=sit.winner)
        if not self._answered:
            self._answered = True
            self.asked += 1
            self.right += grade.correct
        report.answered(self, grade.correct)
        show = self.feedback.ok if grade.correct else self.feedback.wrong
        show(render(grade.headline, speaker=self.speaker),
             detail_html=grade_html(grade, self.speaker))
        self.feedback.text = grade.said(speaker=self.speaker)
        self._show_effects()
        self._show_score()
        return grade

    def _show_effects(self) -> None:
        """Say which house rule would change the answer just given, if any."""
        notes = []
        sit, speaker = self.situation, self.speaker
        for name, value, _sentence in sit.option_effects():
            opt = self.info.options[name]
            change = sit.change(sit.with_options(**{name: value}))
            if change is None:  # the same cards in another order: nothing to say
                continue
            notes.append(render(say(EFFECT, rule=Rule(opt.rule), text=spoken(opt.text, speaker),
                                    value=spoken(choice_words(value), speaker),
                                    change=change), speaker=speaker))
        self.rule_note.value = "".join(
            f'<div class="rw-root rw-feedback rw-info">{linked(n)}</div>' for n in notes)

    def _on_house_rule(self, name: str, value: Any) -> None:
        answered = self.feedback.kind in ("ok", "wrong")
        self.feedback.run(self._apply_house_rule, name, value, answered)

    def _apply_house_rule(self, name: str, value: Any, answered: bool = False) -> None:
        """Answer the question on screen again under the new option and say what changed.

        The score is not touched: a question counts once, at its first check.
        """
        before = self.situation
        self.situation = before.with_options(**{name: value})
        note = render(before.compare(self.situation), speaker=self.speaker)
        self._show_key()
        if answered:
            note += " " + self.speaker.say(CHECK_AGAIN.id)
        self.rule_note.value = (f'<div class="rw-root rw-feedback rw-info" role="status">'
                                f"{linked(note)}</div>")
