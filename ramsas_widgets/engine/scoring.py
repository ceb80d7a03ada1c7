"""End-of-hand scoring for every trick variant, by variant ID."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .errors import RulesError
from .registry import family_module


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """Totals after a hand from the totals before it and each player's tricks.

    ``tricks[i]`` is ``None`` for a player who did not play the hand. Extras
    carry the rest of what the variant scores (jacks shown, aces held, ...).
    """
    if len(scores) != len(tricks):
        raise RulesError(
            f"{len(scores)} scores but {len(tricks)} trick counts: give one per player.")
    for t in tricks:
        if t is not None and (not isinstance(t, int) or t < 0):
            raise RulesError(f"A trick count must be a whole number of 0 or more, not {t!r}.")
    scorer = getattr(family_module(variant_id), "score_hand", None)
    if scorer is None:
        raise RulesError(f"{variant_id} is not scored by tricks.")
    return scorer(variant_id, list(scores), list(tricks), **extras)
