"""What both Lithuanian games share: sizes and points, the order of a hand, stacked
packs and starting scores.

The hand order
--------------

Both games keep every hand in the family's own order: clubs, diamonds, hearts, spades,
each suit from the ace down (:func:`lt_hand_order`). It is the order the golden
playthroughs record and the order in which ``legal_actions`` lists the cards, so it
stays; views show hands in the engine's display order (``cards.sort_hand``, low to high),
as for every variant.

>>> from ramsas_widgets.engine.cards import parse_cards
>>> lt_hand_order(parse_cards("9H AC TC KS AH"))
[AC, TC, AH, 9H, KS]
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import Card, parse_deck, stacked_pack
from ..errors import RulesError

BUY_SIZE = 4              #: cards in the buy (LT-DEAL-2, LT-BUY-2)
JACK_BONUS = 5            #: a shown jack pair with a trick (LT-JACK-1)
NO_TRICK_LOSS = 5         #: playing and taking no trick (LT-SCORE-2)
WALKOVER_POINTS = 5       #: everybody else dropped out (LT-DROP-3)
SHEDDING_HAND = 7         #: cards each in the shedding game (LTS-1)
SHEDDING_TURN_LIMIT = 3000  #: the shedding game's safeguard (not a source rule)


def _lt_key(c: Card) -> int:
    """Suit first, then the rank downwards: ``code`` is 16 * suit index + rank, so
    16 * suit index - rank orders the same way (jokers, suit index 4, still last)."""
    code = c.code
    return code - 2 * (code & 15)


def lt_hand_order(cards: Sequence[Card]) -> list[Card]:
    """``cards`` in the family's hand order (see the module docstring)."""
    return sorted(cards, key=_lt_key)


def deck_order(deck: str | None, full: Sequence[Card], rng: random.Random,
               rule: str) -> list[Card] | None:
    """The pack order for ``deck=`` text: its cards on top, the rest shuffled below
    (``None`` when no deck is given)."""
    if deck is None:
        return None
    return stacked_pack(parse_deck(deck, full, rule), full, rng, rule)


def check_scores(scores: Any, players: int) -> list[int]:
    """The ``scores=[...]`` a Ramsas game starts from: a whole number per player."""
    if (not isinstance(scores, (list, tuple)) or len(scores) != players
            or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores)):
        raise RulesError(f"scores must give a whole-number total for each of the {players} "
                         "players.", rule="LT-SCORE-1")
    return list(scores)


def bool_state(state: Mapping[str, Any], allowed: Mapping[str, bool]) -> dict[str, bool]:
    """The trick rules' state keywords: ``allowed`` gives the names and defaults."""
    out = dict(allowed)
    for key, value in state.items():
        if key not in allowed:
            unknown = sorted(set(state) - set(allowed))
            raise RulesError(f"Unknown trick state {', '.join(unknown)}; Ramsas accepts "
                             f"{', '.join(sorted(allowed))}.")
        if value is not True and value is not False:
            raise RulesError(f"{key} must be True or False, not {value!r}.")
        out[key] = value
    return out
