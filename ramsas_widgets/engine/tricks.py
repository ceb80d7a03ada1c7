"""Trick resolution and legal plays for every trick variant, by variant ID.

>>> from ramsas_widgets.engine.cards import parse_cards
>>> trick_winner("ru-classic", parse_cards("9C TC 7H"), "H")
2
>>> legal_plays("lt-ramsas", parse_cards("AC 9S KH"), parse_cards("QS"), "H")
[9S]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .cards import Card, Suit, card_list
from .errors import RulesError
from .game import Verdict
from .registry import trick_rules


def as_suit(trump: Suit | str | None) -> Suit | None:
    """A trump given as a Suit, a letter or symbol, or None."""
    if trump is None or isinstance(trump, Suit):
        return trump
    return Suit.parse(trump)


def trick_winner(variant_id: str, played: Sequence[Card], trump: Suit | str | None,
                 **state: Any) -> int:
    """Index, in play order, of the card that wins the trick."""
    cards = card_list(played, "played")
    if not cards:
        raise RulesError("An empty trick has no winner.")
    return trick_rules(variant_id).winner(cards, as_suit(trump), **state)


def play_verdicts(variant_id: str, hand: Sequence[Card], played: Sequence[Card],
                  trump: Suit | str | None, **state: Any) -> list[Verdict]:
    """For every card in ``hand``: may it be played now, and why (with the rule ID)."""
    return trick_rules(variant_id).verdicts(
        card_list(hand, "hand"), card_list(played, "played"), as_suit(trump), **state)


def legal_plays(variant_id: str, hand: Sequence[Card], played: Sequence[Card],
                trump: Suit | str | None, **state: Any) -> list[Card]:
    """The cards of ``hand`` the rules allow now, in hand order.

    With no extra state it assumes the player has not led before in this hand
    and nobody is on a special score.
    """
    return [v.card for v in play_verdicts(variant_id, hand, played, trump, **state) if v.legal]
