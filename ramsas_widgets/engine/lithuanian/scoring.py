"""Scoring a hand of Lithuanian Ramsas (LT-SCORE-1..4, LT-JACK-1, LT-DROP-3)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import RulesError
from .common import JACK_BONUS, NO_TRICK_LOSS, WALKOVER_POINTS

# ---------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------


def _score_with_reasons(scores: Sequence[int], tricks: Sequence[int | None], *,
                        jacks_shown: Sequence[bool] | None = None, asked: bool = True,
                        walkover: int | None = None,
                        unfinished: bool = False) -> tuple[list[int], list[str]]:
    n = len(scores)
    if len(tricks) != n:
        raise RulesError(f"{n} scores but {len(tricks)} trick counts: give one per player.")
    shown = [False] * n if jacks_shown is None else list(jacks_shown)
    if len(shown) != n or not all(isinstance(s, bool) for s in shown):
        raise RulesError("jacks_shown must hold True or False for every player.",
                         rule="LT-JACK-1")
    new = list(scores)
    lines: list[str] = []
    if walkover is not None:
        if isinstance(walkover, bool) or walkover not in range(n):
            raise RulesError(f"walkover must be a player number, not {walkover!r}.",
                             rule="LT-DROP-3")
        others = [p for p in range(n) if p != walkover and tricks[p] is not None]
        if others or any(shown):
            raise RulesError("A walkover means everybody else dropped out: their tricks "
                             "must be None and nobody shows jacks.", rule="LT-DROP-3")
        new[walkover] += WALKOVER_POINTS
        lines.append(f"Everybody else dropped out: P{walkover} scores "
                     f"+{WALKOVER_POINTS} (LT-DROP-3)")
        return new, lines
    for p, t in enumerate(tricks):
        if t is None:
            if shown[p]:
                raise RulesError(f"P{p} sat the hand out and cannot score for jacks.",
                                 rule="LT-JACK-1")
            continue
        if t > 0:
            new[p] += t
            word = "trick" if t == 1 else "tricks"
            lines.append(f"P{p} takes {t} {word}: +{t} (LT-SCORE-1)")
            if shown[p] and not unfinished:
                new[p] += JACK_BONUS
                lines.append(f"P{p} showed two jacks of one colour and took a trick: "
                             f"+{JACK_BONUS} (LT-JACK-1)")
            continue
        if shown[p]:
            lines.append(f"P{p} showed two jacks but took no trick: no bonus (LT-JACK-1)")
        if unfinished:
            continue
        if not asked:
            lines.append(f"P{p} takes no trick; nobody asked who would play, so the loss "
                         "is waived (LT-SCORE-3)")
        elif scores[p] > 0:
            new[p] -= NO_TRICK_LOSS
            lines.append(f"P{p} takes no trick: -{NO_TRICK_LOSS} (LT-SCORE-2)")
        else:
            lines.append(f"P{p} takes no trick, but a total of {scores[p]} is not positive: "
                         "no loss (LT-SCORE-2)")
    return new, lines


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """Totals after a hand of ``lt-ramsas``; the one scorer the game itself uses.

    - Each trick taken adds 1 (LT-SCORE-1); ``tricks[i] is None`` for a player who
      dropped out (LT-DROP-1): his total does not change.
    - A player who played and took no trick loses 5 if his total before the hand is
      positive (LT-SCORE-2).

    Extras:

    - ``jacks_shown``: a bool per player; a shown same-colour jack pair adds 5 if that
      player took at least one trick (LT-JACK-1).
    - ``asked`` (default True): False when the table forgot to ask who would play;
      the 5-point loss is then waived (LT-SCORE-3).
    - ``walkover``: the player who scores 5 because everyone else dropped out
      (LT-DROP-3); all other ``tricks`` must be ``None``.
    - ``unfinished`` (default False): the hand stopped when a player one short of the
      target took a trick (LT-SCORE-4). Only the tricks taken so far count: no
      LT-SCORE-2 loss and no LT-JACK-1 bonus (the engine's reading: the hand was not
      played out).

    >>> score_hand("lt-ramsas", [4, 2], [0, 5], jacks_shown=[False, True])
    [-1, 12]
    >>> score_hand("lt-ramsas", [4, 2, 9], [None, 0, None], walkover=1)
    [4, 7, 9]
    """
    if variant_id != "lt-ramsas":
        raise RulesError(f"This scorer is for lt-ramsas, not {variant_id!r}.")
    known = {"jacks_shown", "asked", "walkover", "unfinished"}
    unknown = sorted(set(extras) - known)
    if unknown:
        raise RulesError(f"Unknown score extras {', '.join(unknown)}; lt-ramsas accepts "
                         f"{', '.join(sorted(known))}.")
    for t in tricks:
        if t is not None and (isinstance(t, bool) or not isinstance(t, int) or t < 0):
            raise RulesError(f"A trick count must be a whole number of 0 or more, not {t!r}.")
    return _score_with_reasons(scores, tricks, **extras)[0]
