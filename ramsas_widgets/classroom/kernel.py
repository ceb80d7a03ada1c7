"""In a student's kernel: who is at this page, and what he answers and deals, into the record.

A class's server (``python -m ramsas_widgets --classroom N``) gives its kernels the class
folder in the environment (:data:`FOLDER_ENV`). Then each exercise widget carries a
hidden :class:`ClassLink` (one per kernel, shown inside every widget that records):

- the page's script (the template's ``static/class-link.js``) types into its hidden text
  box the browser's random ID, the nickname the student chose and the page's file name.
  A preheated kernel ran its notebook before any browser came, and never reads the page's
  address: this is how it learns who came. The kernel trusts none of it for anything but
  labelling the record: an ID that is not 32 hexadecimal digits is ignored, the nickname is
  cut to one short line, and the page must be a file of the guide's folder;
- once a browser has said who it is, a thread reads the teacher's latest notice ("everyone
  to lesson 6, seed 42") every :data:`NOTICE_POLL` seconds and puts it into the hidden
  HTML widget, where the script shows it as a banner.

The widgets call :func:`answered`, :func:`hinted` and :func:`dealt`; each does nothing
outside a class, nor before the browser has said who it is, and a record that cannot be
written (a full disk, a locked file) is written to the server's log, never to the page.

>>> link_for_class() is None  # not in a class here
True
"""

from __future__ import annotations

import json
import logging
import os
import threading
import time
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from .record import BROWSER_ID, PAGE, ClassRecord, clean_text

#: The environment variable naming the class folder.
FOLDER_ENV = "RAMSAS_CLASS_FOLDER"
#: Seconds between two reads of the teacher's notice.
NOTICE_POLL = 2.0
#: A notice older than this (seconds) is not shown to a page opened later.
NOTICE_FRESH = 20 * 60
#: The most characters the hidden box reads.
MAX_IDENTITY = 400

log = logging.getLogger("ramsas_widgets")


@dataclass
class Seat:
    """Who has this kernel's page open, as the browser said (labels only)."""

    browser: str = ""
    nickname: str = ""
    page: str = ""
    hinted: set[str] = field(default_factory=set)


def read_identity(text: str, folder: Path | None = None) -> tuple[str, str, str] | None:
    """``(browser ID, nickname, page)`` from what the page's script typed, or None.

    >>> read_identity('{"id": "%s", "nick": " Ana ", "page": "x.ipynb"}' % ("ab" * 16))
    ('abababababababababababababababab', 'Ana', '')
    >>> read_identity('{"id": "me"}') is None
    True
    """
    if not isinstance(text, str) or len(text) > MAX_IDENTITY:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    browser = data.get("id")
    if not isinstance(browser, str) or not BROWSER_ID.fullmatch(browser):
        return None
    nickname = clean_text(data.get("nick") or "", 40)
    page = data.get("page")
    if not isinstance(page, str) or not PAGE.fullmatch(page) or (
            folder is not None and not (folder / page).is_file()):
        page = ""
    return browser, nickname, page


def notice_html(notice_id: int, page: str, seed: int | None) -> str:
    """What the hidden notice widget holds: the notice as data for the page's script."""
    seed_attr = "" if seed is None else f' data-seed="{int(seed)}"'
    return (f'<span class="rw-notice-data" data-id="{int(notice_id)}" '
            f'data-page="{escape(page)}"{seed_attr}></span>')


class ClassLink(widgets.HBox):
    """The hidden pair of widgets a page's script talks to (see the module)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.identity = widgets.Text(value="", continuous_update=False,
                                     description="Class identity")
        self.identity.add_class("rw-class-id")
        self.notice = widgets.HTML(value="")
        self.notice.add_class("rw-class-notice")
        super().__init__([self.identity, self.notice],
                         layout=widgets.Layout(display="none"))
        self.add_class("rw-class-link")
        self.seat = Seat()
        self.kernel = kernel_id()
        self._record: ClassRecord | None = None
        self._watching = False
        self.identity.observe(self._on_identity, names="value")

    # -- the record ----------------------------------------------------------------------
    @property
    def record(self) -> ClassRecord:
        if self._record is None:
            self._record = ClassRecord(self.folder)
        return self._record

    def write(self, method: str, *args: Any) -> bool:
        """Call the record's ``method``; a failure goes to the server's log only."""
        if not self.seat.browser:
            return False
        try:
            getattr(self.record, method)(self.seat.browser, self.seat.page, *args)
            return True
        except Exception:  # noqa: BLE001 - the page goes on whatever the record does
            log.exception("The class record could not be written (%s)", method)
            return False

    def _on_identity(self, change: dict) -> None:
        said = read_identity(change["new"], Path.cwd())
        if said is None:
            return
        browser, nickname, page = said
        self.seat.browser, self.seat.nickname = browser, nickname
        self.seat.page = page or self.seat.page
        try:
            self.record.join(browser, nickname, self.seat.page, self.kernel)
        except Exception:  # noqa: BLE001
            log.exception("The class record could not be written (join)")
        if not self._watching:
            self._watching = True
            threading.Thread(target=self._watch_notices, name="ramsas-class-notices",
                             daemon=True).start()

    # -- the teacher's notices ------------------------------------------------------------
    def _watch_notices(self) -> None:
        record = None
        shown = None
        opened = time.time()
        while True:
            try:
                if record is None:
                    record = ClassRecord(self.folder)
                notice = record.notice()
                if notice is not None and notice.id != shown \
                        and notice.at >= opened - NOTICE_FRESH:
                    self.notice.value = notice_html(notice.id, notice.page, notice.seed)
                    shown = notice.id
            except Exception:  # noqa: BLE001 - try again at the next poll
                log.exception("The teacher's notice could not be read")
                record = None
            time.sleep(NOTICE_POLL)


def kernel_id() -> str:
    """This kernel's ID (from its connection file's name), or the process ID."""
    try:
        from ipykernel.connect import get_connection_file

        name = Path(get_connection_file()).stem
        return name.removeprefix("kernel-")
    except Exception:  # noqa: BLE001 - not in a kernel
        return f"pid-{os.getpid()}"


_LINK: ClassLink | None = None


def link_for_class() -> ClassLink | None:
    """This kernel's :class:`ClassLink`, made on first use, or None outside a class."""
    global _LINK
    folder = os.environ.get(FOLDER_ENV)
    if not folder:
        return None
    if _LINK is None:
        _LINK = ClassLink(Path(folder))
    return _LINK


def join(widget: widgets.Box) -> None:
    """Put the page's hidden class link in ``widget`` (in a class only)."""
    link = link_for_class()
    if link is not None and link not in widget.children:
        widget.children = (*widget.children, link)


# -- what the widgets record -------------------------------------------------------------------
def _cards(cards) -> str:
    return " ".join(sorted(getattr(c, "symbol", str(c)) for c in cards)) or "no card"


def describe(widget: Any, choice: Any = None) -> tuple[str, str, str]:
    """``(exercise key, label, answer)`` of the exercise on screen in ``widget``."""
    kind = type(widget).__name__
    if kind == "TrickQuiz":
        sit = widget.situation
        if sit.question == "play":
            picked = widget.hand_picker.picked
        else:
            picked = [sit.played[i] for i, b in enumerate(widget.trick_picker.buttons)
                      if b.value]
        key = (f"trick:{widget.variant_id}:{widget.seed}:{widget.number}:"
               f"{widget.difficulty.value}:{widget.question_kind.value}")
        label = f"Trick quiz, {widget.info.name}, question {widget.number + 1}: {sit.prompt}"
        return key, label, _cards(picked)
    if kind == "ScoringExercise":
        key = f"scoring:{widget.variant_id}:{widget.seed}:{widget.number}:{widget.showing}"
        label = f"Scoring, {widget.info.name}, exercise {widget.number + 1}"
        return key, label, ", ".join(box.value.strip() for box in widget.inputs)
    if kind == "ExerciseCard":
        ex = widget.exercise
        key = f"probability:{widget.index}:{ex.kind}:{ex.variant_id}:{ex.who}"
        return key, f"Probability exercise: {ex.title}", widget.answer.value.strip()
    if kind == "DecisionExercise":
        from ramsas_widgets.widgets.table import action_label

        seed = widget.seed_box.value
        key = f"decision:{widget.variant_id}:{widget.phase}:{seed}:{widget.number}"
        label = (f"Decide, {widget.info.name}, exercise {widget.number + 1} of class seed "
                 f"{seed}: {widget.situation.question}")
        return key, label, action_label(choice) if choice is not None else ""
    if kind == "PlayTable":
        key = f"table:{widget.variant_id}:{widget.seed}:{widget._moves}"
        return key, f"Play table, {widget.info.name}, seed {widget.seed}", ""
    raise TypeError(f"{kind} records no exercise")


def answered(widget: Any, correct: bool, choice: Any = None) -> bool:
    """Record the answer on screen in ``widget`` (right or not); returns whether it was."""
    link = link_for_class()
    if link is None or not link.seat.browser:
        return False
    try:
        key, label, answer = describe(widget, choice)
    except Exception:  # noqa: BLE001
        log.exception("An answer could not be described for the class record")
        return False
    hint = key in link.seat.hinted or getattr(widget, "wrong_tries", 0) > 0
    return link.write("answer", key, label, answer, bool(correct), hint)


def hinted(widget: Any) -> bool:
    """Record a hint asked in ``widget`` (the answer shown, the table's Hint)."""
    link = link_for_class()
    if link is None or not link.seat.browser:
        return False
    try:
        key, label, _answer = describe(widget)
    except Exception:  # noqa: BLE001
        log.exception("A hint could not be described for the class record")
        return False
    link.seat.hinted.add(key)
    return link.write("hint", key, label)


def dealt(question: Any, seed: Any, estimate: Any) -> bool:
    """Record a run of the lab: ``estimate.hits`` of ``estimate.n`` deals of ``question``
    from ``seed`` (a number, or words naming an exercise's run)."""
    link = link_for_class()
    if link is None or not link.seat.browser:
        return False
    from .class_view import question_key, question_label

    try:
        key, label = question_key(question), question_label(question)
    except Exception:  # noqa: BLE001
        log.exception("A lab run could not be described for the class record")
        return False
    return link.write("run", key, label, str(seed), int(estimate.n), int(estimate.hits))
