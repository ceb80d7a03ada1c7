"""The labels the lessons give their rows of cards, as messages, so that a lesson's code
cells are the same in every language and each page says them in its own.

>>> from ramsas_widgets.widgets import CardsView, labels
>>> "Two colours" in CardsView("AS KH", label=labels.TWO_COLOURS).value
True
"""

from __future__ import annotations

from typing import Any

from ..i18n.locale import page_speaker
from ..i18n.messages import text

TWO_COLOURS = text("lesson.label.two-colours", "Two colours")
FOUR_COLOURS = text("lesson.label.four-colours", "Four colours")
RAMSAS_PACK = text("lesson.label.ramsas-pack", "The Ramsas pack")
RED_JACKS = text("lesson.label.red-jacks", "Red pair of jacks")
TOP_CARD = text("lesson.label.top-card", "Top card")
MAY_GO_ON_IT = text("lesson.label.may-go-on-it", "Any of these may go on it")
PACK_OF_32 = text("lesson.label.pack-of-32", "The 32-card pack for three players")
SET_OF_KINGS = text("lesson.label.set-of-kings", "A set: 30 points")
RUN_WITH_JOKER = text("lesson.label.run-with-joker", "A run with a joker as the six: 21 points")


def said(label: Any) -> Any:
    """A label as the page says it: a message (one of the above, or any declared
    :class:`~ramsas_widgets.i18n.messages.Text`) in the page's language, any other text as
    it was given."""
    message = getattr(label, "id", None)
    return page_speaker().say(message) if message else label
