"""Who wins a trick, which cards may be played, and the referee's penalties, for the
Russian family.

``ru-classic``, ``ru-negotiation`` and ``ru-modern`` share one rule (RU-PLAY-2, carried
into ``ru-modern`` by RUM-0): follow suit, else trump, else any card; the highest trump
wins, else the highest card of the suit led. ``ru-zone`` answers freely (RUZ-6), gives
the trick to the higher card of the suit led (RUZ-7) and puts duties on a player's first
lead (RUZ-5).

>>> from ramsas_widgets.engine.cards import parse_cards, Suit
>>> CLASSIC.winner(parse_cards("9C TC 7H"), Suit.HEARTS)
2
>>> ZONE.winner(parse_cards("9C 7H"), Suit.HEARTS)
0
>>> [str(v.card) for v in ZONE.verdicts(parse_cards("AH 9C"), [], Suit.HEARTS) if v.legal]
['AH']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...i18n.messages import text
from ..cards import ACE, KING, QUEEN, Card, Suit, card_list
from ..errors import RulesError
from ..events import say
from ..game import Verdict
from ..trickcore import layered_verdicts, trick_winner_std

#: RUZ-5's duties on a player's first lead, RUZ-6's free answer, and the referee's refusal.
MUST_LEAD_ACE = text("russian.zone.lead-ace",
                     "You hold the trump ace {c}: your first lead must be the ace")
MUST_LEAD_KING = text("russian.zone.lead-king",
                      "The trump ace is the turned card and you hold {c}: your first lead must "
                      "be the trump king")
MUST_LEAD_QUEEN_KING = text("russian.zone.lead-queen-king",
                            "You hold both {q} and {k}: your first lead must be one of them")
ANY_ANSWER = text("russian.zone.any-answer", "Any card may be played in answer.")
NOT_IN_HAND = text("russian.referee.not-in-hand", "{c} is not in the hand.")
_ANY_ANSWER = say(ANY_ANSWER)


def _check_state(state: Mapping[str, Any], accepted: Sequence[str], game: str) -> None:
    unknown = sorted(set(state) - set(accepted))
    if unknown:
        known = ", ".join(accepted) or "none"
        raise RulesError(f"{game} takes no trick state {', '.join(unknown)} "
                         f"(accepted: {known}).")


@dataclass(frozen=True)
class Misplay:
    """What a table charges for a card played against the rules: ``points`` under
    ``rule``, taken off the score where scores count up (``counts_up``, RUM-0)."""

    points: int
    rule: str
    counts_up: bool = False


@dataclass(frozen=True)
class StandardTrickRules:
    """RU-PLAY-1/RU-PLAY-2 for ``ru-classic``, ``ru-negotiation`` and ``ru-modern`` (RUM-0).

    Any card may be led (RU-PLAY-1); the others must follow suit, without the suit they
    must trump, with neither any card goes (RU-PLAY-2). The highest trump wins the
    trick, else the highest card of the suit led. No state keywords. ``misplay``: the
    charge for a card played against them (RU-PLAY-3).
    """

    game: str = "Russian Rams"
    misplay: Misplay = Misplay(5, "RU-PLAY-3")

    def winner(self, played: Sequence[Card], trump: Suit | None, **state: Any) -> int:
        _check_state(state, (), self.game)
        return trick_winner_std(played, trump)

    def verdicts(self, hand: Sequence[Card], played: Sequence[Card], trump: Suit | None,
                 **state: Any) -> list[Verdict]:
        _check_state(state, (), self.game)
        return layered_verdicts(hand, played, trump, follow_rule="RU-PLAY-2",
                                trump_rule="RU-PLAY-2", lead_rule="RU-PLAY-1")


def _as_card(value: Card | str | None) -> Card | None:
    if value is None or isinstance(value, Card):
        return value
    return Card.parse(value)


def zone_lead_duty(hand: Sequence[Card], trump: Suit | None,
                   turned_card: Card | str | None = None) -> tuple[list[Card], str] | None:
    """The cards RUZ-5 obliges a player to lead on his first lead, with the reason.

    - holding the trump ace: lead it;
    - the trump ace is the turned card: the holder of the trump king leads it;
    - holding both trump queen and trump king: lead one of them.

    When the ace duty and the queen-and-king duty meet, the engine reads the ace duty
    first: only the ace satisfies it. ``None`` when no duty applies.

    >>> from ramsas_widgets.engine.cards import parse_cards
    >>> zone_lead_duty(parse_cards("QS KS 7C"), Suit.SPADES)[0]
    [QS, KS]
    >>> zone_lead_duty(parse_cards("KS 7C"), Suit.SPADES, "AS")[0]
    [KS]
    >>> zone_lead_duty(parse_cards("KS 7C"), Suit.SPADES) is None
    True
    """
    if trump is None:
        return None
    ace, king, queen = Card(ACE, trump), Card(KING, trump), Card(QUEEN, trump)
    if ace in hand:
        return [ace], say(MUST_LEAD_ACE, c=ace)
    if _as_card(turned_card) == ace and king in hand:
        return [king], say(MUST_LEAD_KING, c=king)
    if king in hand and queen in hand:
        return [queen, king], say(MUST_LEAD_QUEEN_KING, q=queen, k=king)
    return None


@dataclass(frozen=True)
class ZoneTrickRules:
    """RUZ-5, RUZ-6 and RUZ-7 for ``ru-zone``.

    State keywords (all optional):

    - ``first_lead`` (default ``True``): the player has not led yet in this hand, so the
      RUZ-5 lead duties apply to his lead;
    - ``turned_card`` (a card or its text, default ``None``): the turned trump card; when
      it is the trump ace, the trump king must be led instead (RUZ-5);
    - ``trump_beats`` (default ``False``, the RUZ-7 option): a trump beats a card of
      another suit led.

    ``misplay``: the charge for a first lead against RUZ-5.
    """

    game: str = "Russian Rams on the zone"
    misplay: Misplay = Misplay(5, "RUZ-5")

    def winner(self, played: Sequence[Card], trump: Suit | None, **state: Any) -> int:
        _check_state(state, ("first_lead", "turned_card", "trump_beats"), self.game)
        return trick_winner_std(played, trump, trump_wins=bool(state.get("trump_beats")))

    def verdicts(self, hand: Sequence[Card], played: Sequence[Card], trump: Suit | None,
                 **state: Any) -> list[Verdict]:
        _check_state(state, ("first_lead", "turned_card", "trump_beats"), self.game)
        duty = None
        if state.get("first_lead", True) and not played:
            found = zone_lead_duty(hand, trump, state.get("turned_card"))
            if found is not None:
                duty = (found[0], "RUZ-5", found[1])
        if played:
            return [Verdict(c, True, "RUZ-6", _ANY_ANSWER) for c in hand]
        return layered_verdicts(hand, played, trump, follow_rule=None, lead_rule="RUZ-6",
                                lead_required=duty)


#: The trick rules the Russian declarations name: the classic ones (also ``ru-negotiation``),
#: the modern game's (RU-PLAY-2 carried over by RUM-0, its misplay charge taken off a score
#: that counts up) and the zone's.
CLASSIC = StandardTrickRules()
MODERN = StandardTrickRules("Russian Rams (modern)", Misplay(5, "RU-PLAY-3", counts_up=True))
ZONE = ZoneTrickRules()


@dataclass(frozen=True)
class Penalty:
    """What a real table charges a player who breaks a playing rule."""

    points: int
    rule: str
    reason: str
    #: ``True`` where scores count up, so the charge is taken off (RUM-0).
    off: bool = False

    def __str__(self) -> str:
        charge = f"{self.points} points off" if self.off else f"{self.points} penalty points"
        return f"{charge}: {self.reason} ({self.rule})"


def russian_rules(variant_id: str) -> StandardTrickRules | ZoneTrickRules:
    """The Russian trick rules ``variant_id`` is declared with; RulesError for another."""
    from ..registry import variant

    rules = variant(variant_id).trick_rules
    if not isinstance(rules, (StandardTrickRules, ZoneTrickRules)):
        raise RulesError(f"{variant_id} is not a Russian trick game.")
    return rules


def referee_play(variant_id: str, hand: Sequence[Card], played: Sequence[Card],
                 trump: Suit | str | None, card: Card | str, **state: Any) -> Penalty | None:
    """The penalty a table charges for playing ``card`` now, or ``None`` if it is allowed.

    The engine's legal moves never allow a breach; this is the referee's view for a
    lesson's "what if" (RU-PLAY-3, RUZ-5; in ``ru-modern`` RUM-0 carries RU-PLAY-3 over
    as 5 points off).

    >>> from ramsas_widgets.engine.cards import parse_cards
    >>> print(referee_play("ru-classic", parse_cards("9H 7C"), parse_cards("8C"), "S", "9H"))
    5 penalty points: Clubs were led and you hold 7C: follow suit; 9H does not qualify. (RU-PLAY-3)
    >>> referee_play("ru-classic", parse_cards("9H 7C"), parse_cards("8C"), "S", "7C") is None
    True
    """
    rules = russian_rules(variant_id)
    suit = trump if trump is None or isinstance(trump, Suit) else Suit.parse(trump)
    the_card = _as_card(card)
    for verdict in rules.verdicts(card_list(hand, "hand"), card_list(played, "played"), suit,
                                  **state):
        if verdict.card == the_card:
            if verdict.legal:
                return None
            charge = rules.misplay
            return Penalty(charge.points, charge.rule, verdict.reason, charge.counts_up)
    raise RulesError(say(NOT_IN_HAND, c=the_card))
