"""A card in words, as a sentence inside another: its rank and suit as the page's language
names them (``ten of hearts``, ``širdžių dešimtakė``), the joker, and a rank alone.

The engine's refusals name cards so (a Rami meld holding the ten of hearts twice), and the
widgets name a card so for a screen reader: one message for both, in every language.

>>> card_named(Card.parse("TH")), rank_named(12)
('ten of hearts', 'queen')
"""

from __future__ import annotations

from ..i18n.messages import text
from .cards import Card
from .events import Sentence, say

#: A rank in words, a sentence of its own (``"queen"``): :func:`rank_named`.
RANK_WORDS = {
    2: text("card.rank.two", "two"), 3: text("card.rank.three", "three"),
    4: text("card.rank.four", "four"), 5: text("card.rank.five", "five"),
    6: text("card.rank.six", "six"), 7: text("card.rank.seven", "seven"),
    8: text("card.rank.eight", "eight"), 9: text("card.rank.nine", "nine"),
    10: text("card.rank.ten", "ten"), 11: text("card.rank.jack", "jack"),
    12: text("card.rank.queen", "queen"), 13: text("card.rank.king", "king"),
    14: text("card.rank.ace", "ace"),
}
#: A card in words (``"ten of hearts"``, ``"joker"``): :func:`card_named`.
CARD_NAME = text("card.name", "{rank} of {suit}")
JOKER_NAME = text("card.joker", "joker")


def rank_named(rank: int) -> Sentence:
    """A rank in words, as a sentence inside another: ``queen``."""
    return say(RANK_WORDS[rank])


def card_named(card: Card) -> Sentence:
    """A card in words, as a sentence inside another: ``ten of hearts``, ``joker``.

    >>> from ramsas_widgets.engine.cards import JOKER
    >>> card_named(Card.parse("TH")), card_named(JOKER) == JOKER.name
    ('ten of hearts', True)
    """
    if card.is_joker:
        return say(JOKER_NAME)
    return say(CARD_NAME, rank=rank_named(card.rank), suit=card.suit)
