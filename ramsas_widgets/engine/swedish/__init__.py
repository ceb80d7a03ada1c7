"""Swedish Rams as played in Mattmar, Jämtland (``se-mattmar``, RULES.md section 7).

- :mod:`.variants`: the variant, declared once (the registry reads it).
- :mod:`.game`: :class:`MattmarGame` (a series of rams), :class:`MattmarTricks` (the trick
  rules, ``TRICK_RULES``), the rams and series winners (SE-SERIES-1) and ``stack_hands``.
- :mod:`.scoring`: ``explain_hand`` and ``score_hand`` (SE-SCORE-1/2, SE-KNOCK-2).

>>> from ramsas_widgets.engine import new_game
>>> game = new_game("se-mattmar", players=3, seed=1)
>>> game.phase, game.to_act, game.dealer
('offer', 1, 0)
"""

from __future__ import annotations

from .game import (
    MattmarGame,
    MattmarTricks,
    RamsResult,
    rams_winners,
    series_winners,
    stack_hands,
)
from .scoring import explain_hand, score_hand
from .variants import TRICK_RULES

__all__ = ["TRICK_RULES", "MattmarGame", "MattmarTricks", "RamsResult", "explain_hand",
           "rams_winners", "score_hand", "series_winners", "stack_hands"]
