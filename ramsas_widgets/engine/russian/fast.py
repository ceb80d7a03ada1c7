"""The Russian family's trick rules on a :class:`~ramsas_widgets.engine.fastplay.FastHand`.

``STANDARD``: RU-PLAY-2 (follow suit, else trump, else any card), also for ``ru-modern``
(RUM-0). ``ZONE``: RUZ-6 (any card answers), RUZ-7 (the higher card of the suit led; a
trump beats with the ``trump_beats`` option), RUZ-5's duties on a player's first lead,
RUZ-9's jack pairs kept for the computer player's RUZ-12 "take no more tricks".
"""

from __future__ import annotations

from collections.abc import Sequence

from ..fastplay import ACE, FastHand, FastRules

KING, QUEEN, JACK = 13, 12, 11


class StandardFast(FastRules):
    """RU-PLAY-1 and RU-PLAY-2: any lead; follow suit, else trump, else any card."""


class ZoneFast(FastRules):
    """RUZ-5, RUZ-6, RUZ-7 and what the computer player keeps of RUZ-9 and RUZ-12.

    ``state``: ``led`` (who has led), ``turned`` (the turned card's code), ``trump_beats``
    (the RUZ-7 option), ``scores``, ``rams`` (per player, the suit index of his rams or
    ``None``), ``jack_pairs`` (per player, how many same-colour jack pairs he took).
    """

    follow = False
    must_trump = False

    def trump_wins(self, hand: FastHand) -> bool:
        return hand.state["trump_beats"]

    def lead_duty(self, hand: FastHand, player: int) -> Sequence[int] | None:
        """RUZ-5 on the player's first lead (as ``zone_lead_duty``)."""
        if player in hand.state["led"] or hand.trump < 0:
            return None
        cards = hand.hands[player]
        base = hand.trump << 4
        ace, king, queen = base + ACE, base + KING, base + QUEEN
        if ace in cards:
            return (ace,)
        if hand.state["turned"] == ace and king in cards:
            return (king,)
        if king in cards and queen in cards:
            return (queen, king)
        return None

    def trick_done(self, hand: FastHand, win: int, cards: Sequence[int]) -> bool:
        jacks = [c for c in cards if c & 15 == JACK]
        if len(jacks) == 2 and _colour(jacks[0]) == _colour(jacks[1]):
            hand.state["jack_pairs"][win].append("black" if _colour(jacks[0]) else "red")
        return False

    def lose(self, hand: FastHand, player: int) -> bool:
        """Whether one more trick would write ``player`` off past 15 (RUZ-12)."""
        st = hand.state
        trump = hand.trump
        penalties = sum(10 if s == trump else 5 for q, s in enumerate(st["rams"])
                        if s is not None and q != player)
        mine = st["rams"][player]
        writeoffs = hand.tricks_won[player] + 5 * len(st["jack_pairs"][player])
        if mine is not None:
            writeoffs += 10 if mine == trump else 5
        return st["scores"][player] + penalties - writeoffs - 1 < 0


def _colour(code: int) -> bool:
    """True for a black card (clubs, spades)."""
    return (code >> 4) in (0, 3)


STANDARD = StandardFast()
ZONE = ZoneFast()
