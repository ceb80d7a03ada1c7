"""Scoring a hand of Lithuanian Ramsas (LT-SCORE-1..4, LT-JACK-1, LT-DROP-3).

:func:`explain_hand` gives every change to the accounts as a
:class:`~ramsas_widgets.engine.scoring.ScoreItem` (player, points, rule and sentence);
:func:`score_hand` adds them up, and the game scores through the same items, so the
history and a re-count always agree.

- Each trick taken adds 1 (LT-SCORE-1); ``tricks[i] is None`` for a player who dropped
  out (LT-DROP-1): his total does not change.
- A player who played and took no trick loses 5 if his total before the hand is
  positive (LT-SCORE-2).

Extras:

- ``jacks_shown``: a bool per player; a shown same-colour jack pair adds 5 if that
  player took at least one trick (LT-JACK-1).
- ``asked`` (default True): False when the table forgot to ask who would play; the
  5-point loss is then waived (LT-SCORE-3).
- ``walkover``: the player who scores 5 because everyone else dropped out (LT-DROP-3);
  all other ``tricks`` must be ``None``.
- ``unfinished`` (default False): the hand stopped when a player one short of the
  target took a trick (LT-SCORE-4). Only the tricks taken so far count: no LT-SCORE-2
  loss and no LT-JACK-1 bonus (the engine's reading: the hand was not played out).

>>> for item in explain_hand("lt-ramsas", [4, 2], [0, 5], jacks_shown=[False, True]):
...     print(item.player, item.delta, item)
0 -5 P0 takes no trick: -5 (LT-SCORE-2)
1 5 P1 takes 5 tricks: +5 (LT-SCORE-1)
1 5 P1 showed two jacks of one colour and took a trick: +5 (LT-JACK-1)
>>> score_hand("lt-ramsas", [4, 2], [0, 5], jacks_shown=[False, True])
[-1, 12]
>>> score_hand("lt-ramsas", [4, 2, 9], [None, 0, None], walkover=1)
[4, 7, 9]
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from ...i18n.messages import plural, text
from ..errors import RulesError
from ..events import Seat, say
from ..scoring import ScoreItem, add_up, check_tricks, expect_scorer
from .common import JACK_BONUS, NO_TRICK_LOSS, WALKOVER_POINTS

#: Each change to an account, said (its rule follows it: ScoreItem.event).
WALKOVER = text("ramsas.score.walkover", "Everybody else dropped out: {p} scores +{points}")
TAKES = plural("ramsas.score.tricks", "n",
               "{p} takes {n} trick: +{n}",
               "{p} takes {n} tricks: +{n}")
JACK_BONUS_SCORED = text("ramsas.score.jacks",
                         "{p} showed two jacks of one colour and took a trick: +{points}")
NO_JACK_BONUS = text("ramsas.score.jacks-no-trick",
                     "{p} showed two jacks but took no trick: no bonus")
LOSS_WAIVED = text("ramsas.score.waived",
                   "{p} takes no trick; nobody asked who would play, so the loss is waived")
NO_TRICK = text("ramsas.score.no-trick", "{p} takes no trick: -{points}")
NOT_POSITIVE = text("ramsas.score.not-positive",
                    "{p} takes no trick, but a total of {total} is not positive: no loss")
SAT_OUT = text("ramsas.score.sat-out", "{p} sat the hand out and cannot score for jacks.")

#: The extras ``explain_hand`` and ``score_hand`` accept (see the module docstring).
EXTRAS = ("asked", "jacks_shown", "unfinished", "walkover")


def explain_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
                 **extras: Any) -> list[ScoreItem]:
    """Every change the hand makes to the accounts, in order, with its rule ID."""
    expect_scorer(variant_id, sys.modules[__name__], "Lithuanian Ramsas")
    unknown = sorted(set(extras) - set(EXTRAS))
    if unknown:
        raise RulesError(f"Unknown score extras {', '.join(unknown)}; {variant_id} accepts "
                         f"{', '.join(EXTRAS)}.")
    check_tricks(scores, tricks)
    return _items(list(scores), list(tricks), **extras)


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """The totals after a hand: ``scores`` plus every change of :func:`explain_hand`."""
    return add_up(scores, explain_hand(variant_id, scores, tricks, **extras))


def _items(scores: list[int], tricks: list[int | None], *,
           jacks_shown: Sequence[bool] | None = None, asked: bool = True,
           walkover: int | None = None, unfinished: bool = False) -> list[ScoreItem]:
    n = len(scores)
    shown = [False] * n if jacks_shown is None else list(jacks_shown)
    if len(shown) != n or not all(isinstance(s, bool) for s in shown):
        raise RulesError("jacks_shown must hold True or False for every player.",
                         rule="LT-JACK-1")
    if walkover is not None:
        if isinstance(walkover, bool) or walkover not in range(n):
            raise RulesError(f"walkover must be a player number, not {walkover!r}.",
                             rule="LT-DROP-3")
        if any(tricks[p] is not None for p in range(n) if p != walkover) or any(shown):
            raise RulesError("A walkover means everybody else dropped out: their tricks "
                             "must be None and nobody shows jacks.", rule="LT-DROP-3")
        return [ScoreItem(walkover, WALKOVER_POINTS, "LT-DROP-3", WALKOVER,
                          {"points": WALKOVER_POINTS})]
    items: list[ScoreItem] = []
    for p, taken in enumerate(tricks):
        if taken is None:
            if shown[p]:
                raise RulesError(say(SAT_OUT, p=Seat(p)),
                                 rule="LT-JACK-1")
            continue
        if taken:
            items.append(ScoreItem(p, taken, "LT-SCORE-1",
                                   TAKES, {"n": taken}))
            if shown[p] and not unfinished:
                items.append(ScoreItem(p, JACK_BONUS, "LT-JACK-1", JACK_BONUS_SCORED,
                                       {"points": JACK_BONUS}))
            continue
        if shown[p]:
            items.append(ScoreItem(p, 0, "LT-JACK-1", NO_JACK_BONUS))
        if unfinished:
            continue  # LT-SCORE-4: the hand was not played out
        if not asked:
            items.append(ScoreItem(p, 0, "LT-SCORE-3", LOSS_WAIVED))
        elif scores[p] > 0:
            items.append(ScoreItem(p, -NO_TRICK_LOSS, "LT-SCORE-2", NO_TRICK,
                                   {"points": NO_TRICK_LOSS}))
        else:
            items.append(ScoreItem(p, 0, "LT-SCORE-2", NOT_POSITIVE, {"total": scores[p]}))
    return items
