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

>>> score_hand("hu-rami-40", [0, 5], [None, None], hands=("", "KS JK"),
...            opened=(True, True), out=0, from_hand=False)
[0, 35]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..cards import ACE, Card, parse_cards
from ..errors import RulesError

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


def hand_penalties(hands: Sequence[Sequence[Card]], opened: Sequence[bool], out: int | None,
                   from_hand: bool, scoring: RamiScoring) -> list[int]:
    """What each player scores for this hand (HU-SCORE-1, HU-END-2)."""
    n = len(hands)
    if len(opened) != n:
        raise RulesError(f"{n} hands but {len(opened)} opened flags: give one per player.")
    raw = [scoring.hand_points(h) for h in hands]

    def charge(i: int) -> int:
        if scoring.unopened_flat is not None and not opened[i]:
            return scoring.unopened_flat
        return raw[i]

    if out is not None:
        if not 0 <= out < n:
            raise RulesError(f"Player {out} cannot have gone out: there are {n} players.")
        if hands[out]:
            raise RulesError(f"P{out} still holds cards, so he has not gone out.", rule="HU-END-1")
        factor = scoring.hand_rami_factor if from_hand else 1
        return [0 if i == out else charge(i) * factor for i in range(n)]
    low = min(raw)
    return [0 if raw[i] == low else charge(i) for i in range(n)]


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None], *,
               hands: Sequence[str | Sequence[Card]], opened: Sequence[bool],
               out: int | None, from_hand: bool = False, joker_points: int = 20,
               unopened_100: bool = False, hand_rami_double: bool = False,
               **_ignored: Any) -> list[int]:
    """Running totals after a hand, from the totals before it and the hand's extras.

    ``tricks`` is unused (all ``None``): Rami has no tricks. ``hands`` are the cards
    left in each hand (text or cards); ``out`` the player who went out, or ``None``.
    """
    if variant_id not in ("hu-rami-40", "hu-rami-51"):
        raise RulesError(f"{variant_id} is not a Rami variant.")
    if len(hands) != len(scores):
        raise RulesError(f"{len(scores)} scores but {len(hands)} hands: give one per player.")
    cards = [parse_cards(h) if isinstance(h, str) else list(h) for h in hands]
    scoring = RamiScoring.from_options({"joker_points": joker_points,
                                        "unopened_100": unopened_100,
                                        "hand_rami_double": hand_rami_double})
    pen = hand_penalties(cards, opened, out, from_hand, scoring)
    return [s + p for s, p in zip(scores, pen, strict=True)]
