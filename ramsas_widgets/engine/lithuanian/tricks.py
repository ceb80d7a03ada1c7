"""Lithuanian Ramsas tricks: who wins, which cards may be played (LT-PLAY-1..3, LT-ACE-1/2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n.messages import text
from ..cards import ACE, NINE, Card, Suit
from ..events import say
from ..game import Verdict
from ..trickcore import layered_verdicts, trick_winner_std
from .common import bool_state

#: LT-ACE-1's reason (a verdict ends it with its full stop).
LEAD_THE_ACE = text("ramsas.verdict.lead-ace",
                    "You hold the trump ace ({ace}) and have the opening lead: you must lead it")


def ramsas_strength(trump: Suit | None, demoted_ace: bool):
    """Card strength for LT-PLAY-2; with ``demoted_ace`` the trump ace counts as the trump
    nine (LT-ACE-2). Equal strength never beats, so the card played first ranks higher."""

    def strength(c: Card) -> int:
        if demoted_ace and c.rank == ACE and c.suit == trump:
            return NINE
        return c.rank

    return strength


class LtRamsasTricks:
    """The trick rules of Lithuanian Ramsas, behind ``tricks.trick_winner`` / ``legal_plays``
    and the game's ``verdicts``.

    State keywords (all ``bool``):

    - ``demoted_ace`` (default False): the trump ace has lost its power because its
      holder did not lead it when LT-ACE-1 obliged him; it ranks as the trump nine,
      and when it meets the real trump nine the one played first wins (LT-ACE-2). With
      it, the lead duty of LT-ACE-1 no longer applies.
    - ``opening_lead`` (``verdicts`` only, default True): this lead is one on which
      LT-ACE-1 obliges the holder of the trump ace to lead it (the opening lead of the
      hand; with the ``first-lead`` option, the player's first lead of the hand).
    - ``must_beat`` (``verdicts`` only, default False): the LT-PLAY-3 rule option
      "must beat when possible": within the cards following suit (or the trumps
      played when void) the player must head the trick if he can.
    """

    def winner(self, played: Sequence[Card], trump: Suit | None, **state: Any) -> int:
        """Index, in play order, of the winning card (LT-PLAY-2, LT-ACE-2).

        >>> from ramsas_widgets.engine.cards import parse_cards
        >>> LtRamsasTricks().winner(parse_cards("AH 9H"), Suit.HEARTS, demoted_ace=True)
        0
        """
        st = bool_state(state, {"demoted_ace": False})
        return trick_winner_std(played, trump,
                                strength=ramsas_strength(trump, st["demoted_ace"]))

    def verdicts(self, hand: Sequence[Card], played: Sequence[Card], trump: Suit | None,
                 **state: Any) -> list[Verdict]:
        """A :class:`Verdict` for every card of ``hand`` (LT-PLAY-1, LT-PLAY-3, LT-ACE-1)."""
        st = bool_state(state, {"demoted_ace": False, "opening_lead": True,
                                 "must_beat": False})
        lead_required = None
        if st["opening_lead"] and not st["demoted_ace"] and trump is not None:
            lead_required = ([Card(ACE, trump)], "LT-ACE-1",
                             say(LEAD_THE_ACE, ace=Card(ACE, trump)))
        return layered_verdicts(
            hand, played, trump,
            follow_rule="LT-PLAY-3", trump_rule="LT-PLAY-3",
            beat_rule="LT-PLAY-3" if st["must_beat"] else None,
            lead_rule="LT-PLAY-1", lead_required=lead_required,
            strength=ramsas_strength(trump, st["demoted_ace"]),
        )


#: Ramsas' trick rules (``winner`` and ``verdicts``), as its declaration names them
RAMSAS_TRICKS = LtRamsasTricks()
