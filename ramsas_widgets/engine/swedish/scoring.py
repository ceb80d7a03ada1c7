"""Scoring of Mattmar Rams (``se-mattmar``, RULES.md section 7): the one place a hand is scored.

``explain_hand`` lists every change a hand makes to the scores, each with its player,
points, rule and sentence; ``score_hand`` adds them up. ``scores`` are the rams scores
before the hand, counting down from 10; ``tricks[i]`` is the number of tricks player
``i`` took, ``None`` if he passed. Each trick taken removes 1 point (SE-SCORE-1); a
player who is in but takes no trick flies: up 5 points, never above 10 (SE-SCORE-2). A
player who passed keeps his score.

Extras (all optional; unknown names raise :class:`RulesError`):

- ``dealer_wins_all=d``: everyone before dealer ``d`` passed, so he wins all five
  tricks without play (SE-KNOCK-2). ``tricks[d]`` must be ``None`` or 5 and every
  other entry ``None``.
- ``new_rams=True``: this hand is the first of a new rams, so every score restarts
  from 10 before the hand is scored (SE-SCORE-1); ``scores`` are then the final
  scores of the previous rams, and the first items are the restart, one per player.

>>> for item in explain_hand("se-mattmar", [10, 7, 4], [3, 0, 2]):
...     print(item.player, item.delta, item)
0 -3 P0 takes 3 tricks: 10 -> 7 (SE-SCORE-1)
1 3 P1 flies: 7 -> 10 (SE-SCORE-2)
2 -2 P2 takes 2 tricks: 4 -> 2 (SE-SCORE-1)
>>> score_hand("se-mattmar", [10, 7, 4], [3, 0, 2])
[7, 10, 2]
>>> for item in explain_hand("se-mattmar", [10, 9, 8], [None, None, 5], dealer_wins_all=2):
...     print(item.delta, item)
0 Everyone before the dealer passed: P2 wins all five tricks without play (SE-KNOCK-2)
-5 P2 takes 5 tricks: 8 -> 3 (SE-SCORE-1)
>>> score_hand("se-mattmar", [0, 6, 3], [2, 3, None], new_rams=True)
[8, 7, 10]
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from ...i18n.messages import plural, text
from ..errors import RulesError
from ..scoring import ScoreItem, add_up, check_tricks, expect_scorer

#: SE-SCORE-1: every rams starts each player at 10 and counts down.
START_SCORE = 10
#: SE-SCORE-2: a flight adds 5 points, never above 10.
FLIGHT_POINTS = 5
EXTRAS = ("dealer_wins_all", "new_rams")

#: Each change to an account, said (its rule follows it: ScoreItem.event).
NEW_RAMS = text("mattmar.score.new-rams", "{p} starts the new rams at {start}: {old} -> {start}")
DEALER_TAKES_ALL = text("mattmar.score.dealer-all",
                        "Everyone before the dealer passed: {p} wins all five tricks without "
                        "play")
FLIES = text("mattmar.score.flies", "{p} flies: {old} -> {new}")
TAKES = plural("mattmar.score.tricks", "n",
               "{p} takes {n} trick: {old} -> {new}",
               "{p} takes {n} tricks: {old} -> {new}")


def _tricks_counted(n: int, tricks: list[int | None], dealer: Any,
                    per_hand: int) -> list[int | None]:
    """The trick counts to score, with the dealer's five (``per_hand``, the tricks of a
    hand) of SE-KNOCK-2 filled in."""
    counts = list(tricks)
    if dealer is not None:
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise RulesError(f"dealer_wins_all must be a player number 0 to {n - 1}.",
                             rule="SE-KNOCK-2")
        others = [t for p, t in enumerate(counts) if p != dealer and t is not None]
        if others or counts[dealer] not in (None, per_hand):
            raise RulesError("When the dealer wins all five tricks without play, everyone"
                             " else passed: give None for them and 5 (or None) for him.",
                             rule="SE-KNOCK-2")
        counts[dealer] = per_hand
    in_hand = [t for t in counts if t is not None]
    if not in_hand:
        raise RulesError("Somebody always plays: if everyone before the dealer passes, he wins"
                         " all five tricks (pass dealer_wins_all=<dealer>).", rule="SE-KNOCK-2")
    if sum(in_hand) != per_hand:
        raise RulesError(f"A hand has five tricks, but these counts add up to {sum(in_hand)}.",
                         rule="SE-SCORE-1")
    return counts


def explain_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
                 **extras: Any) -> list[ScoreItem]:
    """Every change the hand makes to the scores, in order, with its rule ID.

    With ``new_rams`` the first ``len(scores)`` items restart every score at 10
    (SE-SCORE-1); then, with ``dealer_wins_all``, the dealer's five tricks without play
    (SE-KNOCK-2, no points of its own); then one item per player in the hand, in seat
    order: his tricks (SE-SCORE-1) or his flight (SE-SCORE-2). Each sentence shows the
    score before and after, as the game's history writes it.
    """
    from ..registry import variant

    expect_scorer(variant_id, sys.modules[__name__], "Mattmar Rams")
    unknown = sorted(set(extras) - set(EXTRAS))
    if unknown:
        raise RulesError(f"score_hand for {variant_id} has no extra {', '.join(unknown)}; "
                         "it accepts dealer_wins_all and new_rams.")
    check_tricks(scores, tricks)
    dealer = extras.get("dealer_wins_all")
    counts = _tricks_counted(len(scores), list(tricks), dealer, variant(variant_id).hand_size)
    items: list[ScoreItem] = []
    before = list(scores)
    if extras.get("new_rams"):
        items += [ScoreItem(p, START_SCORE - s, "SE-SCORE-1", NEW_RAMS,
                            {"start": START_SCORE, "old": s})
                  for p, s in enumerate(before)]
        before = [START_SCORE] * len(before)
    if dealer is not None:
        items.append(ScoreItem(dealer, 0, "SE-KNOCK-2", DEALER_TAKES_ALL))
    for p, taken in enumerate(counts):
        if taken is None:
            continue
        old = before[p]
        if taken == 0:
            new = min(old + FLIGHT_POINTS, max(old, START_SCORE))
            items.append(ScoreItem(p, new - old, "SE-SCORE-2", FLIES,
                                   {"old": old, "new": new}))
        else:
            items.append(ScoreItem(p, -taken, "SE-SCORE-1", TAKES,
                                   {"n": taken, "old": old, "new": old - taken}))
    return items


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """Scores after one hand: ``scores`` plus every change of :func:`explain_hand`.

    >>> score_hand("se-mattmar", [10, 9, 8], [None, None, 5], dealer_wins_all=2)
    [10, 9, 3]
    """
    return add_up(scores, explain_hand(variant_id, scores, tricks, **extras))
