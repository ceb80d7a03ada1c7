"""Swedish Rams as played in Mattmar, Jämtland (``se-mattmar``, RULES.md section 7).

>>> from ramsas_widgets.engine import new_game
>>> game = new_game("se-mattmar", players=3, seed=1)
>>> game.phase, game.to_act, game.dealer
('offer', 1, 0)
"""

from __future__ import annotations

from .game import (
    TRICK_RULES,
    MattmarGame,
    MattmarTricks,
    RamsResult,
    rams_winners,
    score_hand,
    series_winners,
    stack_hands,
)

__all__ = ["TRICK_RULES", "MattmarGame", "MattmarTricks", "RamsResult",
           "rams_winners", "score_hand", "series_winners", "stack_hands"]
