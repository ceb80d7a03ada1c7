"""Hungarian Rami 40 and Rami 51 (RULES.md section 8).

- :mod:`.melds`: ``validate_meld`` and ``MeldCheck``, melded values (HU-SET/RUN/JOKER/VAL).
- :mod:`.search`: ``best_meld_points``, ``best_melds``, ``can_open`` (exact, fast).
- :mod:`.table`: combinations on the table, layoffs and joker exchange.
- :mod:`.scoring`: HU-SCORE-1 with the house options (``explain_hand`` lists the score
  items, ``score_hand`` adds them up; ``RamiScoring`` holds the values).
- :mod:`.game`: ``RamiGame``, the whole game on the phased skeleton; action words in its
  docstring.

>>> validate_meld("QH KH AH").points
31
>>> best_meld_points("KH KS KD 5C 6C 7C")
48
"""

from __future__ import annotations

from .game import RamiGame, formable_melds, pack_for, stack_deck
from .melds import MeldCheck, validate_meld
from .scoring import RamiScoring, explain_hand, hand_penalties, score_hand
from .search import best_meld_points, best_melds, can_open
from .table import TableMeld

__all__ = [
    "MeldCheck", "RamiGame", "RamiScoring", "TableMeld", "best_meld_points",
    "best_melds", "can_open", "explain_hand", "formable_melds", "hand_penalties", "pack_for",
    "score_hand", "stack_deck", "validate_meld",
]
