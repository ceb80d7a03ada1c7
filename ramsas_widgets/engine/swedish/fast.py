"""Mattmar Rams' trick rules on a :class:`~ramsas_widgets.engine.fastplay.FastHand`.

SE-PLAY-2 (follow suit, else trump), SE-PLAY-4 (head the trick, overtrump when void),
SE-ACE-1 (the trump ace led at its holder's first lead, and played if trump is led
before that), SE-ACE-2 (with another player on 1 point, lead trump while holding one).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..fastplay import ACE, FastHand, FastRules


class MattmarFast(FastRules):
    """``state``: ``led`` (who has led this hand), ``scores`` (for SE-ACE-2)."""

    head = True

    def _holds_ace(self, hand: FastHand, player: int) -> int | None:
        if hand.trump < 0 or player in hand.state["led"]:
            return None
        ace = (hand.trump << 4) + ACE
        return ace if ace in hand.hands[player] else None

    def lead_duty(self, hand: FastHand, player: int) -> Sequence[int] | None:
        ace = self._holds_ace(hand, player)
        if ace is not None:
            return (ace,)
        scores = hand.state["scores"]
        if hand.trump >= 0 and any(s == 1 for q, s in enumerate(scores) if q != player):
            return [c for c in hand.hands[player] if c >> 4 == hand.trump]
        return None

    def legal(self, hand: FastHand, player: int) -> list[int]:
        if hand.trick and hand.trick[0][1] >> 4 == hand.trump:
            ace = self._holds_ace(hand, player)
            if ace is not None:
                return [ace]
        return super().legal(hand, player)


MATTMAR = MattmarFast()
