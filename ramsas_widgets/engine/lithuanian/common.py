"""What both Lithuanian games share: constants, hand order, stacked decks and starting scores."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import (
    Card,
    parse_deck,
    stacked_pack,
)
from ..errors import RulesError

HAND_SIZE = 5
BUY_SIZE = 4
JACK_BONUS = 5
NO_TRICK_LOSS = 5
WALKOVER_POINTS = 5
SHEDDING_HAND = 7
SHEDDING_TURN_LIMIT = 3000


def display_key(c: Card) -> tuple[int, int]:
    """Hand order for display: clubs, diamonds, hearts, spades; high cards first."""
    if c.suit is None:
        return (4, 0)
    return ("CDHS".index(c.suit.value), -c.rank)


def sort_hand(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=display_key)


def deck_order(deck: str | None, full: Sequence[Card], rng: random.Random,
               rule: str) -> list[Card] | None:
    """The pack order for ``deck=`` text: its cards on top, the rest shuffled below
    (``None`` when no deck is given)."""
    if deck is None:
        return None
    return stacked_pack(parse_deck(deck, full, rule), full, rng, rule)


def _pop_extra(options: dict[str, Any]) -> tuple[str | None, int]:
    deck = options.pop("deck", None)
    dealer = options.pop("dealer", 0)
    return deck, dealer


def _check_scores(scores: Any, players: int) -> list[int]:
    if (not isinstance(scores, (list, tuple)) or len(scores) != players
            or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores)):
        raise RulesError(f"scores must give a whole-number total for each of the {players} "
                         "players.", rule="LT-SCORE-1")
    return list(scores)


def _bool_state(state: Mapping[str, Any], allowed: Mapping[str, bool]) -> dict[str, bool]:
    unknown = sorted(set(state) - set(allowed))
    if unknown:
        raise RulesError(f"Unknown trick state {', '.join(unknown)}; lt-ramsas accepts "
                         f"{', '.join(sorted(allowed))}.")
    out = dict(allowed)
    for key, value in state.items():
        if not isinstance(value, bool):
            raise RulesError(f"{key} must be True or False, not {value!r}.")
        out[key] = value
    return out
