"""The one hook between the exercise widgets and whoever keeps a record of them.

The widgets report four things: a page's widget is built (:func:`joined`), an answer is
checked (:func:`answered`), a hint or a shown answer is asked for (:func:`hinted`), the lab
deals (:func:`dealt`); and they ask one: this page's place among the pages that listen
(:func:`place`, which gives each student of a class a stream of deals of his own). Each
goes to the listener, if there is one, and is nothing otherwise. The widgets know nothing
more of who listens.

A listener is any object with the five methods of :class:`Listener` (a module of five
functions will do). It is set by :func:`listen`, or named by the environment variable
:data:`LISTENER_ENV` (a module's dotted name) of the kernel it runs in: a class's server
names its class record's listener there for its kernels. A listener that fails is logged,
never shown, and the widget goes on.

What is reported names the exercise as the record keeps it (:class:`Entry`, :class:`Run`):
a key that is the same for the same exercise on every page, and a label a teacher reads, in
the language of the page (the widget's, or the page's).

>>> listener() is None  # nobody listens here
True
>>> joined(object()), place()
(None, None)
"""

from __future__ import annotations

import importlib
import logging
import os
from dataclasses import dataclass
from typing import Any, Protocol

from ramsas_widgets.engine.events import render
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.messages import Text, text

log = logging.getLogger("ramsas_widgets")

#: How a record labels each exercise (the teacher reads them).
TRICK_QUIZ = text("report.trick-quiz", "Trick quiz, {name}, question {n}: {prompt}")
SCORING = text("report.scoring", "Scoring, {name}, exercise {n}")
PROBABILITY = text("report.probability", "Probability exercise: {title}")
DECISION = text("report.decision", "Decide, {name}, exercise {n} of class seed {seed}: "
                "{question}")
PLAY_TABLE = text("report.play-table", "Play table, {name}, seed {seed}")
NO_CARD = text("report.no-card", "no card")
LAB_RUN = text("report.lab-run", "{title}: {name}, {players} players, {whom}")

#: The environment variable naming the listener's module in a kernel started for one.
LISTENER_ENV = "RAMSAS_WIDGET_LISTENER"


@dataclass(frozen=True)
class Entry:
    """An exercise on screen: its key in a record, its label, the answer given (words)."""

    key: str
    label: str
    answer: str = ""


@dataclass(frozen=True)
class Run:
    """A run of the lab: ``hits`` of ``n`` deals of a question, from the stream ``seed``."""

    key: str
    label: str
    seed: str
    n: int
    hits: int


class Listener(Protocol):
    """What a listener offers (each returns whether it kept what it was told)."""

    def joined(self, widget: Any) -> None:
        """A widget that reports was built (it may add a hidden child to ``widget``)."""

    def answered(self, entry: Entry, correct: bool, retried: bool) -> bool:
        """An answer was checked; ``retried``: after a wrong try on the same widget."""

    def hinted(self, entry: Entry) -> bool:
        """A hint, or the answer, was shown for ``entry``."""

    def dealt(self, run: Run) -> bool:
        """The lab dealt ``run``."""

    def place(self) -> int | None:
        """This page's place among the listener's pages (1, 2...), or None."""


_LISTENER: Any = None


def listen(new: Any) -> Any:
    """Make ``new`` the listener (None: nobody); returns the one it replaces."""
    global _LISTENER
    old, _LISTENER = _LISTENER, new
    return old


def listener() -> Any:
    """The listener: the one set by :func:`listen`, else the module :data:`LISTENER_ENV`
    names, else None. A name that cannot be imported is logged and listens to nothing."""
    if _LISTENER is not None:
        return _LISTENER
    name = os.environ.get(LISTENER_ENV, "").strip()
    if not name:
        return None
    try:
        return importlib.import_module(name)
    except ImportError:
        log.exception("The widgets' listener %r could not be imported", name)
        return None


def _tell(found: Any, method: str, *args: Any) -> Any:
    """``found.method(*args)``; None when there is no listener or it fails (logged)."""
    if found is None:
        return None
    try:
        return getattr(found, method)(*args)
    except Exception:  # noqa: BLE001 - a listener never breaks a widget
        log.exception("The widgets' listener failed on %s", method)
        return None


# -- what the widgets call -----------------------------------------------------------------------
def joined(widget: Any) -> None:
    """Tell the listener that ``widget`` (one that reports) is built."""
    _tell(listener(), "joined", widget)


def answered(widget: Any, correct: bool, choice: Any = None) -> bool:
    """Report the answer on screen in ``widget`` (right or not); returns whether it was
    kept."""
    found = listener()
    entry = None if found is None else _described(widget, choice, "An answer")
    if entry is None:
        return False
    retried = getattr(widget, "wrong_tries", 0) > 0
    return bool(_tell(found, "answered", entry, bool(correct), retried))


def hinted(widget: Any) -> bool:
    """Report a hint asked in ``widget`` (the answer shown, the table's Hint)."""
    found = listener()
    entry = None if found is None else _described(widget, None, "A hint")
    return entry is not None and bool(_tell(found, "hinted", entry))


def dealt(question: Any, seed: Any, estimate: Any) -> bool:
    """Report a run of the lab: ``estimate.hits`` of ``estimate.n`` deals of ``question``
    from ``seed`` (a number, or words naming an exercise's run)."""
    found = listener()
    if found is None:
        return False
    try:
        run = Run(question_key(question), question_label(question), str(seed),
                  int(estimate.n), int(estimate.hits))
    except Exception:  # noqa: BLE001
        log.exception("A lab run could not be described for the listener")
        return False
    return bool(_tell(found, "dealt", run))


def place() -> int | None:
    """This page's place among the listener's pages, or None (no listener, or not known)."""
    given = _tell(listener(), "place")
    return given if isinstance(given, int) else None


# -- how an exercise is named ---------------------------------------------------------------------
def _described(widget: Any, choice: Any, what: str) -> Entry | None:
    try:
        return describe(widget, choice)
    except Exception:  # noqa: BLE001
        log.exception("%s could not be described for the listener", what)
        return None


def _cards(cards, speaker: Speaker) -> str:
    return (" ".join(sorted(getattr(c, "symbol", str(c)) for c in cards))
            or speaker.say(NO_CARD.id))


def _said(value: Any, speaker: Speaker) -> str:
    """A declared message, or a sentence of the engine, in ``speaker``'s language (any
    other text as it is)."""
    if isinstance(value, Text):
        return speaker.say(value.id)
    return render(value, speaker=speaker)


def describe(widget: Any, choice: Any = None) -> Entry:
    """The exercise on screen in ``widget``, as a record names it (``choice``: the answer
    as the widget words it, where the widget does not hold it), in the widget's language."""
    kind = type(widget).__name__
    speaker = getattr(widget, "speaker", None) or page_speaker()
    say = speaker.say
    if kind == "TrickQuiz":
        sit = widget.situation
        if sit.question == "play":
            picked = widget.hand_picker.picked
        else:
            picked = [sit.played[i] for i, b in enumerate(widget.trick_picker.buttons)
                      if b.value]
        key = (f"trick:{widget.variant_id}:{widget.seed}:{widget.number}:"
               f"{widget.difficulty.value}:{widget.question_kind.value}")
        label = say(TRICK_QUIZ.id, name=widget.info.name, n=widget.number + 1,
                    prompt=_said(sit.prompt, speaker))
        return Entry(key, label, _cards(picked, speaker))
    if kind == "ScoringExercise":
        key = f"scoring:{widget.variant_id}:{widget.seed}:{widget.number}:{widget.showing}"
        label = say(SCORING.id, name=widget.info.name, n=widget.number + 1)
        return Entry(key, label, ", ".join(box.value.strip() for box in widget.inputs))
    if kind == "ExerciseCard":
        ex = widget.exercise
        key = f"probability:{widget.index}:{ex.kind}:{ex.variant_id}:{ex.who}"
        return Entry(key, say(PROBABILITY.id, title=_said(ex.title, speaker)),
                     widget.answer.value.strip())
    if kind == "DecisionExercise":
        seed = widget.seed_box.value
        key = f"decision:{widget.variant_id}:{widget.phase}:{seed}:{widget.number}"
        label = say(DECISION.id, name=widget.info.name, n=widget.number + 1, seed=str(seed),
                    question=_said(widget.situation.question, speaker))
        return Entry(key, label, "" if choice is None else str(choice))
    if kind == "PlayTable":
        key = f"table:{widget.variant_id}:{widget.seed}:{widget._moves}"
        return Entry(key, say(PLAY_TABLE.id, name=widget.info.name, seed=str(widget.seed)))
    raise TypeError(f"{kind} reports no exercise")


def question_key(question: Any) -> str:
    """A lab question's name in a record: ``kind|variant|players|who|cards``."""
    cards = getattr(question, "cards", 13)
    return (f"{question.kind}|{question.variant_id}|{question.table.players}|"
            f"{question.who}|{cards}")


def question_label(question: Any, speaker: Speaker | None = None) -> str:
    """A lab question as the teacher reads it: the event, the game, the table (in
    ``speaker``'s language, the page's by default)."""
    from ramsas_widgets.engine.registry import VARIANTS

    name = VARIANTS[question.variant_id].name
    return (speaker or page_speaker()).say(LAB_RUN.id, title=question.title, name=name,
                                           players=question.table.players,
                                           whom=question.whom)
