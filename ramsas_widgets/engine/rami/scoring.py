"""Scoring of a Rami hand (HU-SCORE-1), all in one place so a table's values plug in.

Defaults (the usual Hungarian values, RULES.md section 8): the player who goes
out scores 0; every other player scores the cards left in his hand, 2-10 at face
value, J Q K 10, ace 11, joker 20. Lower totals are better. House options:
``joker_points`` 25, ``unopened_100`` (a player who never opened scores a flat
100), ``hand_rami_double`` (going out in one turn "from the hand", kézből,
doubles the others' scores).

When the hand ends without anyone going out (HU-END-2: the stock ran out after two
reshuffles, or 300 turns), the player(s) holding the lowest card total win the
hand and score 0; the others score as above, without doubling.

:func:`explain_hand` lists every change to every account as a
:class:`~ramsas_widgets.engine.scoring.ScoreItem` (player, points, rule, sentence);
:func:`score_hand` adds them up; :class:`RamiScoring` holds the values. The game
scores through the same items, but writes one line per hand to its history (the
SCORED event, "Hand 3 scores [..]; totals [..] (HU-SCORE-1)."), not one line per
item: the items are for the scoring exercise and for a view that explains a hand.

>>> score_hand("hu-rami-40", [0, 5], [None, None], hands=("", "KS JK"),
...            opened=(True, True), out=0, from_hand=False)
[0, 35]
>>> for item in explain_hand("hu-rami-40", [0, 0, 0], [None] * 3, hands=("", "KS JK", "2C"),
...                          opened=(True, True, False), out=0, from_hand=True,
...                          unopened_100=True, hand_rami_double=True):
...     print(item.player, item.delta, item)
0 0 P0 went out: scores 0 (HU-SCORE-1)
1 30 P1 has KS JK left in hand: 10 + 20 = 30 (HU-SCORE-1)
1 30 P1 scores double: P0 went out in one turn from the hand (kézből, house rule) (HU-SCORE-1)
2 100 P2 never opened: a flat 100 (house rule) (HU-SCORE-1)
2 100 P2 scores double: P0 went out in one turn from the hand (kézből, house rule) (HU-SCORE-1)
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ...i18n.messages import text
from ..cards import ACE, Card, parse_cards
from ..errors import RulesError
from ..events import Cards, Seat, say
from ..scoring import ScoreItem, add_up, check_tricks, expect_scorer

#: The score items of a hand (:class:`~ramsas_widgets.engine.scoring.ScoreItem` adds the
#: rule).
WENT_OUT = text("rami.score.out", "{p} went out: scores 0")
LOWEST = text("rami.score.lowest",
              "{p} holds the lowest count left in hand ({n}) and nobody went out: scores 0")
FLAT = text("rami.score.flat", "{p} never opened: a flat {n} (house rule)")
LEFT_ONE = text("rami.score.left-one", "{p} has {left} left in hand: {total}")
LEFT = text("rami.score.left", "{p} has {left} left in hand: {terms} = {total}")
DOUBLE = text("rami.score.double",
              "{p} scores double: {o} went out in one turn from the hand (kézből, house rule)")
TIMES = text("rami.score.times",
             "{p} scores {n} times: {o} went out in one turn from the hand (kézből, house "
             "rule)")
#: What a hand to score must give.
FLAGS = text("rami.score.flags", "{n} hands but {k} opened flags: give one per player.")
NO_SUCH_PLAYER = text("rami.score.no-such-player",
                      "Player {out} cannot have gone out: there are {n} players.")
STILL_HOLDS = text("rami.score.still-holds", "{p} still holds cards, so he has not gone out.")
HANDS = text("rami.score.hands", "{n} scores but {k} hands: give one per player.")

DEFAULT_RANK_POINTS: Mapping[int, int] = MappingProxyType(
    {r: (11 if r == ACE else min(r, 10)) for r in range(2, ACE + 1)})


@dataclass(frozen=True)
class RamiScoring:
    """The values a table counts against the cards left in hand (HU-SCORE-1).

    ``rank_points`` maps rank (2..14) to points; ``joker`` is a joker's penalty;
    ``unopened_flat`` (or ``None``) replaces the count of a player who never opened;
    ``hand_rami_factor`` multiplies the others' scores when the winner went out
    in one turn from the hand.
    """

    rank_points: Mapping[int, int] = field(default_factory=lambda: DEFAULT_RANK_POINTS)
    joker: int = 20
    unopened_flat: int | None = None
    hand_rami_factor: int = 1

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> RamiScoring:
        """The scoring of a game's rule options (``joker_points``, ``unopened_100``,
        ``hand_rami_double``)."""
        return cls(
            joker=int(options.get("joker_points", 20)),
            unopened_flat=100 if options.get("unopened_100", False) else None,
            hand_rami_factor=2 if options.get("hand_rami_double", False) else 1,
        )

    def card_points(self, card: Card) -> int:
        """Penalty of one card left in hand."""
        return self.joker if card.is_joker else self.rank_points[card.rank]

    def hand_points(self, cards: Iterable[Card]) -> int:
        """Penalty of the cards left in a hand."""
        return sum(self.card_points(c) for c in cards)


def hand_items(hands: Sequence[Sequence[Card]], opened: Sequence[bool], out: int | None,
               from_hand: bool, scoring: RamiScoring) -> list[ScoreItem]:
    """Every change this hand makes to the accounts, player by player (HU-SCORE-1,
    HU-END-2): the 0 of the player who went out, the count of the cards left in each
    other hand (or the flat charge of a player who never opened) and its doubling when
    the winner went out from the hand."""
    n = len(hands)
    if len(opened) != n:
        raise RulesError(say(FLAGS, n=n, k=len(opened)))
    raw = [scoring.hand_points(h) for h in hands]
    factor = 1
    if out is not None:
        if not 0 <= out < n:
            raise RulesError(say(NO_SUCH_PLAYER, out=out, n=n))
        if hands[out]:
            raise RulesError(say(STILL_HOLDS, p=Seat(out)), rule="HU-END-1")
        factor = scoring.hand_rami_factor if from_hand else 1
    low = min(raw)
    items: list[ScoreItem] = []
    for p in range(n):
        if p == out:
            items.append(ScoreItem(p, 0, "HU-SCORE-1", WENT_OUT))
            continue
        if out is None and raw[p] == low:
            items.append(ScoreItem(p, 0, "HU-END-2", LOWEST,
                                   MappingProxyType({"n": raw[p]})))
            continue
        if scoring.unopened_flat is not None and not opened[p]:
            charge = scoring.unopened_flat
            items.append(ScoreItem(p, charge, "HU-SCORE-1", FLAT,
                                   MappingProxyType({"n": charge})))
        else:
            charge = raw[p]
            items.append(_left(p, hands[p], scoring))
        if factor != 1 and charge:
            more = {"o": Seat(out)} if factor == 2 else {"n": factor, "o": Seat(out)}
            items.append(ScoreItem(p, charge * (factor - 1), "HU-SCORE-1",
                                   DOUBLE if factor == 2 else TIMES, MappingProxyType(more)))
    return items


def _left(p: int, cards: Sequence[Card], scoring: RamiScoring) -> ScoreItem:
    """The count of the cards left in ``p``'s hand: ``KS JK left in hand: 10 + 20 = 30``
    (the points of the cards added up; one card's alone)."""
    points = [scoring.card_points(c) for c in cards]
    values: dict[str, object] = {"left": Cards(cards), "total": sum(points)}
    if len(points) != 1:
        values["terms"] = " + ".join(map(str, points))
    return ScoreItem(p, sum(points), "HU-SCORE-1", LEFT_ONE if len(points) == 1 else LEFT,
                     MappingProxyType(values))


def hand_penalties(hands: Sequence[Sequence[Card]], opened: Sequence[bool], out: int | None,
                   from_hand: bool, scoring: RamiScoring) -> list[int]:
    """What each player scores for this hand (HU-SCORE-1, HU-END-2): the sum of his
    :func:`hand_items`."""
    return add_up([0] * len(hands), hand_items(hands, opened, out, from_hand, scoring))


def explain_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None], *,
                 hands: Sequence[str | Sequence[Card]], opened: Sequence[bool],
                 out: int | None, from_hand: bool = False, joker_points: int = 20,
                 unopened_100: bool = False, hand_rami_double: bool = False,
                 scoring: RamiScoring | None = None, **_ignored: Any) -> list[ScoreItem]:
    """Every change the hand makes to the accounts, in seat order, with its rule ID.

    ``tricks`` is unused (all ``None``): Rami has no tricks. ``hands`` are the cards
    left in each hand (text or cards); ``out`` the player who went out, or ``None``
    when the hand ended otherwise (HU-END-2). The house options come as keywords, or
    a table's own values as ``scoring`` (a :class:`RamiScoring`, which then replaces
    them); other keywords (``ending``...) are ignored.
    """
    expect_scorer(variant_id, sys.modules[__name__], "Rami")
    check_tricks(scores, tricks)
    if len(hands) != len(scores):
        raise RulesError(say(HANDS, n=len(scores), k=len(hands)))
    cards = [parse_cards(h) if isinstance(h, str) else list(h) for h in hands]
    if scoring is None:
        scoring = RamiScoring.from_options({"joker_points": joker_points,
                                            "unopened_100": unopened_100,
                                            "hand_rami_double": hand_rami_double})
    return hand_items(cards, opened, out, from_hand, scoring)


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """Running totals after a hand, from the totals before it and the hand's extras (those
    of :func:`explain_hand`): the totals before plus every item's points."""
    return add_up(scores, explain_hand(variant_id, scores, tricks, **extras))
