"""Lithuanian Ramsas' trick rules on a :class:`~ramsas_widgets.engine.fastplay.FastHand`.

LT-PLAY-3 (follow suit, else trump, else any; with the ``must_beat`` option, head the
trick), LT-ACE-1 (the trump ace led at the opening lead, or at its holder's first lead
with the ``first-lead`` option), LT-SCORE-4 (a player one point short who takes a trick
ends the game, so the play stops).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..fastplay import ACE, FastHand, FastRules


class RamsasFast(FastRules):
    """``state``: ``led`` (who has led), ``first_lead_duty`` (the LT-ACE-1 option
    ``first-lead``), ``must_beat`` (the LT-PLAY-3 option), ``one_short`` (per player,
    one point short of the target: LT-SCORE-4)."""

    def heads(self, hand: FastHand) -> bool:
        return hand.state["must_beat"]

    def lead_duty(self, hand: FastHand, player: int) -> Sequence[int] | None:
        due = (player not in hand.state["led"] if hand.state["first_lead_duty"]
               else hand.tricks_played == 0)
        return ((hand.trump << 4) + ACE,) if due and hand.trump >= 0 else None

    def trick_done(self, hand: FastHand, win: int, cards: Sequence[int]) -> bool:
        return hand.state["one_short"][win]


RAMSAS = RamsasFast()
