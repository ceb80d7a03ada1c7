"""Friendly feedback for every widget: rule breaches explained, crashes never shown raw.

:class:`FeedbackArea` is an HTML widget with a few kinds of message (``ok``, ``wrong``,
``info``, ``error``); :meth:`FeedbackArea.run` (or the function :func:`run_safely`)
calls a callback and turns a :class:`RulesError` into a readable message with its rule
ID, and any other exception into a short "something went wrong" note. Tracebacks go to
the ``ramsas_widgets`` logger, never to the learner.

>>> from ramsas_widgets.engine.errors import RulesError
>>> fb = FeedbackArea()
>>> def bad():
...     raise RulesError("You must follow suit.", rule="RU-PLAY-2")
>>> fb.run(bad) is None, fb.kind, fb.text
(True, 'error', 'You must follow suit. (RU-PLAY-2)')
>>> fb.run(lambda: 1 / 0) is None, fb.kind
(True, 'failure')
>>> fb.run(lambda x: x + 1, 41), fb.kind
(42, '')
"""

from __future__ import annotations

import logging
import re
import sys
import time
from collections.abc import Callable, Iterable
from html import escape
from typing import Any, TypeVar

import ipywidgets as widgets

from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import render
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.markup import html_said
from ramsas_widgets.i18n.messages import Text, text

from .catalogue import RULES_NOTEBOOK
from .styles import use_styles

log = logging.getLogger("ramsas_widgets")
T = TypeVar("T")

FAILURE_TEXT = text("feedback.failure",
                    "Something went wrong on our side, not in your play. "
                    "Try again, or press the widget's reset or new button.")
#: The heading of an exercise's printed answer key.
ANSWER_KEY = text("feedback.answer-key", "Answer key:")
KINDS = ("ok", "wrong", "info", "error", "failure", "working")
#: Seconds between two updates of a progress bar (each is a message to the page).
PROGRESS_EVERY = 0.25


#: A rule ID as the guide writes it (LT-DEAL-3, LTS-4, RUM-0, HU-JOKER-3).
RULE_ID = re.compile(r"(?<![\w#/-])((?:LTS|LT|RUN|RUM|RUZ|RU|SE|HU)-(?:[A-Z]+-)?\d+)(?![\w-])")


def spoken(value: Any, speaker: Speaker | None = None, you: int | None = None) -> str:
    """What a person reads for ``value`` in ``speaker``'s language (the page's by default): a
    declared message without fields (:class:`~ramsas_widgets.i18n.messages.Text`) said by
    its ID, a sentence of the engine (an event, a :class:`~ramsas_widgets.engine.events.
    Sentence`, a refusal) rendered with the learner's seat ``you``, any other text as it is.

    >>> from ramsas_widgets.i18n.locale import speaker
    >>> spoken(FAILURE_TEXT, speaker("en")) == FAILURE_TEXT, spoken("as it is")
    (True, 'as it is')
    """
    if isinstance(value, Text):
        return (speaker or page_speaker()).say(value.id)
    if getattr(getattr(value, "template", None), "id", None):
        return render(value, speaker=speaker or page_speaker(), you=you)
    return "" if value is None else str(value)


def html_message(speaker: Speaker, id: str, **values: Any) -> str:
    """The message ``id`` as HTML: its words escaped with every rule ID a link (:func:`linked`),
    its :class:`~ramsas_widgets.i18n.markup.Markup` values placed as they are.

    >>> from ramsas_widgets.i18n.locale import speaker
    >>> from ramsas_widgets.i18n.markup import Markup
    >>> html_message(speaker("en"), "word.score-of", points=Markup("<b>2</b>"), p="Ann & Bo")
    '<b>2</b> for Ann &amp; Bo'
    """
    return html_said(speaker, id, linked, **values)


def rule_address(rule: str) -> str:
    """Where a rule ID leads: its rule on the rules page. The one place that knows the rules
    page's address: every rule link of a widget, and of a lesson (the notebook builder),
    is made here.

    >>> rule_address("HU-JOKER-3")
    '08_rules.ipynb#HU-JOKER-3'
    """
    page = RULES_NOTEBOOK
    # A page of the static site runs in the reader's browser (Pyodide: sys.platform
    # "emscripten"), where the pages are the built .html files (ramsas_widgets/site/builder.py).
    if sys.platform == "emscripten":  # pragma: no cover - only in the browser
        page = page.removesuffix(".ipynb") + ".html"
    return f"{page}#{rule}"


def rule_link(rule: str) -> str:
    """A rule ID as a link to its rule on the rules page (a new tab: a game in progress
    stays where it is).

    >>> rule_link("LT-BUY-3").split('" ')[1]
    'href="08_rules.ipynb#LT-BUY-3'
    """
    return (f'<a class="rw-rule-link" href="{escape(rule_address(rule))}" target="_blank" '
            f'rel="noopener">{rule}</a>')


def linked(text: str) -> str:
    """Plain text escaped for HTML, every rule ID in it a link to the rules page.

    >>> linked("Follow suit <now> (LT-PLAY-3, RU-PLAY-2)").count("href")
    2
    """
    return RULE_ID.sub(lambda m: rule_link(m.group(1)), escape(text))


def rule_tag(rule: str | None) -> str:
    """A rule ID (or several) as a small HTML tag linking to the rules, or nothing."""
    return f' <span class="rw-rule">({linked(rule)})</span>' if rule else ""


def answer_key(body_html: str, speaker: Speaker | None = None) -> str:
    """An exercise's answer key as HTML (trusted ``body_html``): the page shows it only on
    paper, where no button can ask for it (the widget holding it has the class
    ``rw-print-only``: see :func:`answer_key_widget`)."""
    heading = escape((speaker or page_speaker()).say(ANSWER_KEY.id))
    return f'<div class="rw-root rw-answer-key"><b>{heading}</b> {body_html}</div>'


def answer_key_widget() -> widgets.HTML:
    """An empty HTML widget for an exercise's :func:`answer_key`, shown on paper only."""
    key = widgets.HTML()
    key.add_class("rw-print-only")
    return key


class FeedbackArea(widgets.HTML):
    """The message line under a widget; announces changes to screen readers.

    After each message, :attr:`kind` is one of ``ok``, ``wrong``, ``info``, ``error``
    (a :class:`RulesError`), ``failure`` (an unexpected exception), or ``""`` when
    empty; :attr:`text` is the plain text shown, rule ID included. A message given as a
    sentence of the engine or a declared message is said in the page's language
    (:attr:`speaker`), the learner's seat :attr:`you` marked.
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        use_styles()
        self.speaker = page_speaker()
        #: the learner's seat, marked when a sentence names it
        self.you: int | None = None
        self.kind = ""
        self.text = ""
        self.rule: str | None = None
        self.last_error: BaseException | None = None
        self.add_class("rw-feedback-area")
        self.clear()

    # -- showing messages ----------------------------------------------------
    def show(self, kind: str, message: str, rule: str | None = None,
             detail_html: str = "") -> None:
        """Show ``message`` (plain text, escaped) of ``kind``, with the rule ID if any.

        ``detail_html`` is trusted HTML appended below (e.g. cards); never user text.
        """
        if kind not in KINDS:
            raise ValueError(f"unknown feedback kind {kind!r}")
        message = spoken(message, self.speaker, self.you)
        self.kind, self.rule = kind, rule
        self.text = f"{message} ({rule})" if rule else message
        self.value = (f'<div class="rw-root rw-feedback rw-{kind}" role="status" '
                      f'aria-live="polite">{linked(message)}{rule_tag(rule)}'
                      f"{detail_html}</div>")

    def ok(self, message: str, rule: str | None = None, detail_html: str = "") -> None:
        """A right answer or a successful action."""
        self.show("ok", message, rule, detail_html)

    def wrong(self, message: str, rule: str | None = None, detail_html: str = "") -> None:
        """A wrong answer, with the explanation."""
        self.show("wrong", message, rule, detail_html)

    def info(self, message: str, rule: str | None = None, detail_html: str = "") -> None:
        """A neutral note (what just happened)."""
        self.show("info", message, rule, detail_html)

    def working(self, message: str, done: int = 0, total: int = 0) -> None:
        """Say that a long computation runs (``message``), with a bar of ``done`` out of
        ``total`` steps when known."""
        message = spoken(message, self.speaker, self.you)
        self.kind, self.rule, self.text = "working", None, message
        bar = (f'<progress class="rw-progress" max="{total}" value="{done}" '
               f'aria-label="{escape(message)}"></progress>' if total else "")
        self.value = (f'<div class="rw-root rw-feedback rw-info rw-working" role="status" '
                      f'aria-live="polite" aria-busy="true">{linked(message)}{bar}</div>')

    def rules_error(self, err: RulesError) -> None:
        """A rule breach or bad input, in the learner's words, with its rule ID."""
        self.last_error = err
        message = getattr(err, "message", None) or str(err)
        self.show("error", spoken(message, self.speaker, self.you), getattr(err, "rule", None))

    def failure(self, err: BaseException | None = None) -> None:
        """An unexpected error: logged, and a short apology shown instead."""
        self.last_error = err
        if err is not None:
            log.error("widget callback failed", exc_info=(type(err), err, err.__traceback__))
        self.show("failure", self.speaker.say(FAILURE_TEXT.id))

    def clear(self) -> None:
        self.kind, self.text, self.rule = "", "", None
        self.value = '<div class="rw-feedback-empty" role="status" aria-live="polite"></div>'

    # -- running callbacks ---------------------------------------------------
    def run(self, callback: Callable[..., T], *args: Any, **kwargs: Any) -> T | None:
        """Call ``callback(*args, **kwargs)``; clear the area first.

        Returns the callback's result, or ``None`` after showing a :class:`RulesError`
        (kind ``error``) or any other exception (kind ``failure``). A message the
        callback itself shows stays.
        """
        self.clear()
        self.last_error = None
        try:
            return callback(*args, **kwargs)
        except RulesError as err:
            self.rules_error(err)
        except MemoryError:
            raise  # past the kernel's memory limit: the kernel stops and its page says so
        except Exception as err:  # noqa: BLE001 - the learner never sees a traceback
            self.failure(err)
        return None

    def guard(self, callback: Callable[..., Any]) -> Callable[..., Any]:
        """Wrap a button or observer handler so that it runs through :meth:`run`.

        >>> fb = FeedbackArea()
        >>> button = widgets.Button(description="Go")
        >>> button.on_click(fb.guard(lambda b: 1 / 0))
        >>> button.click(); fb.kind
        'failure'
        """
        def handler(*args: Any, **kwargs: Any) -> Any:
            return self.run(callback, *args, **kwargs)

        handler.__name__ = getattr(callback, "__name__", "handler")
        handler.__doc__ = callback.__doc__
        return handler


class Busy:
    """While a long computation runs (a decision weighed over hundreds of deals), the page
    says so and cannot start it twice: ``with Busy(feedback, controls, "Working it out…")
    as progress:`` disables ``controls`` (they come back as they were afterwards, whatever
    happens), shows the message in ``feedback``, and ``progress(done, total)`` moves its
    bar (a few times a second at most)."""

    def __init__(self, feedback: FeedbackArea, controls: Iterable[widgets.DOMWidget],
                 message: str) -> None:
        self.feedback, self.message = feedback, spoken(message, feedback.speaker, feedback.you)
        self.controls = [c for c in controls if c is not None]
        self._was: list[bool] = []
        self._shown = 0.0

    def __enter__(self) -> Callable[[int, int], None]:
        self._was = [bool(getattr(c, "disabled", False)) for c in self.controls]
        for control in self.controls:
            control.disabled = True
        self.feedback.working(self.message)
        self._shown = time.monotonic()
        return self.progress

    def progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self._shown >= PROGRESS_EVERY or done == total:
            self._shown = now
            self.feedback.working(self.message, done, total)

    def __exit__(self, *exc: object) -> None:
        if self.feedback.kind == "working":  # first: no button comes back under "working"
            self.feedback.clear()
        for control, was in zip(self.controls, self._was, strict=True):
            control.disabled = was


def run_safely(feedback: FeedbackArea, callback: Callable[..., T], *args: Any,
               **kwargs: Any) -> T | None:
    """Same as ``feedback.run(callback, *args, **kwargs)``."""
    return feedback.run(callback, *args, **kwargs)
