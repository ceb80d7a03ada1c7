"""End-of-hand scoring of the Russian family: the one place its games score.

``explain_hand`` lists every change to every account with its rule and a sentence;
``score_hand`` adds them up. ``scores`` are what each player still has to write off in
``ru-classic``, ``ru-negotiation`` (start 100/150/200) and ``ru-zone`` (start 15); in
``ru-modern`` they count up to 20. ``tricks[i] is None`` for a player who passed.

Extras (all optional; unknown names raise :class:`RulesError`):

- ``ru-classic`` / ``ru-negotiation``: ``aces`` (per player, the aces that count for him:
  cards or their text), ``rams`` (index of the player holding all four aces, RU-RAMS-1:
  only his account changes, to 0), ``remiz_aces`` (``"five-plus"`` or ``"sum"``, the
  RU-REMIZ-3 option).
- ``ru-modern``: ``jacks_shown`` (per player, whether he showed a same-colour jack pair,
  RUM-8), ``horns_from`` (``"five"`` or ``"zero"``, RUM-7: the 5 points are taken
  from a total of at least 5, or of at least 0; never from a negative one), ``rams``
  (index of the player holding all four jacks, RUM-9: nobody's score changes, the game
  ends).
- ``ru-zone``: ``trump`` (suit, needed for the doubling of RUZ-10 and the trump jack of
  RUZ-9), ``rams`` (per player, the suit of his five-card rams or ``None``, RUZ-10),
  ``jack_pairs`` (per player, the colours ``"black"``/``"red"`` of the same-colour jack
  pairs he took in one trick, RUZ-9), ``both_jack_pairs`` (bool, RUZ-9),
  ``overshoot`` (``"add"`` or ``"restart"``, RUZ-12).

>>> score_hand("ru-classic", [100, 100, 100], [3, 2, 0], aces=[["AH"], [], []])
[77, 98, 105]
>>> score_hand("ru-modern", [4, 10, 0, 19], [2, 0, 3, None], jacks_shown=[True, 0, 0, 0])
[11, 5, 3, 19]
>>> score_hand("ru-zone", [3, 15], [4, 1])
[19, 14]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...i18n.messages import plural, text
from ..cards import ACE, Card, Suit
from ..errors import RulesError
from ..events import Cards, Seat, say
from ..scoring import ScoreItem, add_up, check_tricks

#: RU-SCORE-2: what each ace writes off for a player who takes a trick.
ACE_VALUES: dict[Suit, int] = {Suit.SPADES: 5, Suit.CLUBS: 10, Suit.DIAMONDS: 15,
                               Suit.HEARTS: 20}
#: RU-REMIZ-1, RUM-7, RUZ-11: the charge for a player who played and took no trick.
NO_TRICK_POINTS = 5
#: RU-WIN-1 is reached at 0; RUM-3's target; RUZ-8's account.
MODERN_TARGET = 20
MODERN_TREASURY = 17
ZONE_START = 15

#: Each change to an account, said (its rule follows it: ScoreItem.event). The classic
#: game and the zone write points off; the modern game counts them up.
RAMS_ACES = text("russian.score.rams-aces",
                 "{p} holds all four aces (rams): writes off his whole account")
WRITES_OFF = plural("russian.score.tricks", "n",
                    "{p} takes {n} trick: writes off {n}",
                    "{p} takes {n} tricks: writes off {n}")
ACE_WRITES_OFF = text("russian.score.ace",
                      "{p} holds {c} and took a trick: writes off {points}")
REMIZ = text("russian.score.remiz", "{p} takes no trick: remiz {points}")
REMIZ_ACE = text("russian.score.remiz-ace", "{p} takes no trick holding {c}: remiz {points}")
REMIZ_ACES = text("russian.score.remiz-aces",
                  "{p} takes no trick holding {cs}: remiz {points}")
ADDS = plural("russian.score.modern-tricks", "n",
              "{p} takes {n} trick: +{n}",
              "{p} takes {n} tricks: +{n}")
JACK_PAIR = text("russian.score.jack-pair", "{p} showed a jack pair and took tricks: +5")
HORNS = text("russian.score.horns", "{p} takes no trick: horns, -{points}")
HORNS_SPARED = text("russian.score.horns-spared",
                    "{p} takes no trick: horns, but his total {total} is under {floor}, so "
                    "nothing is taken")
RAMS_PENALTY = text("russian.zone.rams-penalty",
                    "{p} takes {points} penalty points: {q} holds rams in {suit}")
NO_TRICK_PENALTY = text("russian.zone.no-trick", "{p} takes no trick: {points} penalty points")
#: RUZ-9's jack pair written off, by its colour.
JACK_PAIR_WRITTEN_OFF = {
    "black": text("russian.zone.black-jacks-off",
                  "{p} took both black jacks in one trick: writes off 5"),
    "red": text("russian.zone.red-jacks-off",
                "{p} took both red jacks in one trick: writes off 5"),
}
RAMS_WRITTEN_OFF = text("russian.zone.rams-off", "{p} holds rams in {suit}: writes off {points}")
OVERSHOOT_ADDED = text("russian.zone.overshoot-add",
                       "{p} would have written off {total}, past 15: this hand's write-offs are "
                       "cancelled and {total} penalty points added")
OVERSHOOT_RESTART = text("russian.zone.overshoot-restart",
                         "{p} would have written off past 15: starts again from 15")
#: The refusals a person may meet when scoring a hand by hand.
NOT_AN_ACE = text("russian.score.not-an-ace", "{c} is not an ace: only aces score (RU-SCORE-2).")
TRUMP_FOR_PAIRS = text("russian.zone.trump-for-pairs",
                       "Say which suit is trump: it decides who scores the jack pairs.")
TRUMP_FOR_RAMS = text("russian.zone.trump-for-rams",
                      "Say which suit is trump: a rams in trumps counts double.")


def _per_player(value: Any, n: int, name: str, default: Any) -> list[Any]:
    if value is None:
        return [default] * n
    if isinstance(value, (str, bytes)) or len(value) != n:
        raise RulesError(f"{name} must give one entry per player ({n}).")
    return list(value)


def _player_index(value: Any, n: int, name: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value not in range(n):
        raise RulesError(f"{name} must be a player number from 0 to {n - 1}, not {value!r}.")
    return value


def _choice(value: str, allowed: tuple[str, ...], name: str, rule: str) -> str:
    if value not in allowed:
        raise RulesError(f"{name} must be one of {', '.join(allowed)}, not {value!r}.", rule=rule)
    return value


def _aces(entry: Any) -> list[Card]:
    cards = [c if isinstance(c, Card) else Card.parse(c) for c in entry or ()]
    for c in cards:
        if c.rank != ACE:
            raise RulesError(say(NOT_AN_ACE, c=c), rule="RU-SCORE-2")
    return cards


def _classic(scores: list[int], tricks: list[int | None], aces: Any = None,
             rams: Any = None, remiz_aces: str = "five-plus") -> list[ScoreItem]:
    """RU-SCORE-1/2, RU-REMIZ-1/2/3 and RU-RAMS-1."""
    n = len(scores)
    held = [_aces(a) for a in _per_player(aces, n, "aces", [])]
    rams_player = _player_index(rams, n, "rams")
    _choice(remiz_aces, ("five-plus", "sum"), "remiz_aces", "RU-REMIZ-3")
    if rams_player is not None:
        return [ScoreItem(rams_player, -scores[rams_player], "RU-RAMS-1", RAMS_ACES)]
    items = []
    for p, taken in enumerate(tricks):
        if taken is None:
            continue
        values = sum(ACE_VALUES[c.suit] for c in held[p])
        if taken:
            items.append(ScoreItem(p, -taken, "RU-SCORE-1",
                                   WRITES_OFF, {"n": taken}))
            for c in held[p]:
                items.append(ScoreItem(p, -ACE_VALUES[c.suit], "RU-SCORE-2", ACE_WRITES_OFF,
                                       {"c": c, "points": ACE_VALUES[c.suit]}))
        elif not held[p]:
            items.append(ScoreItem(p, NO_TRICK_POINTS, "RU-REMIZ-1", REMIZ,
                                   {"points": NO_TRICK_POINTS}))
        elif len(held[p]) == 1:
            remiz = NO_TRICK_POINTS + values
            items.append(ScoreItem(p, remiz, "RU-REMIZ-2", REMIZ_ACE,
                                   {"c": held[p][0], "points": remiz}))
        else:
            remiz = values + (NO_TRICK_POINTS if remiz_aces == "five-plus" else 0)
            items.append(ScoreItem(p, remiz, "RU-REMIZ-3", REMIZ_ACES,
                                   {"cs": Cards(held[p]), "points": remiz}))
    return items


def _modern(scores: list[int], tricks: list[int | None], jacks_shown: Any = None,
            horns_from: str = "five", rams: Any = None) -> list[ScoreItem]:
    """RUM-10 tricks, RUM-8 shown jack pairs, RUM-7 horns; RUM-9 rams changes nothing."""
    n = len(scores)
    shown = [bool(s) for s in _per_player(jacks_shown, n, "jacks_shown", False)]
    _choice(horns_from, ("five", "zero"), "horns_from", "RUM-7")
    if _player_index(rams, n, "rams") is not None:
        return []
    items = []
    for p, taken in enumerate(tricks):
        if taken is None:
            continue
        if taken:
            items.append(ScoreItem(p, taken, "RUM-10", ADDS,
                                   {"n": taken}))
            if shown[p]:
                items.append(ScoreItem(p, 5, "RUM-8", JACK_PAIR))
        elif scores[p] >= (0 if horns_from == "zero" else NO_TRICK_POINTS):
            items.append(ScoreItem(p, -NO_TRICK_POINTS, "RUM-7", HORNS,
                                   {"points": NO_TRICK_POINTS}))
        else:
            floor = 0 if horns_from == "zero" else NO_TRICK_POINTS
            items.append(ScoreItem(p, 0, "RUM-7", HORNS_SPARED,
                                   {"total": scores[p], "floor": floor}))
    return items


def _zone(scores: list[int], tricks: list[int | None], trump: Any = None, rams: Any = None,
          jack_pairs: Any = None, both_jack_pairs: bool = False,
          overshoot: str = "add") -> list[ScoreItem]:
    """RUZ-8 tricks, RUZ-9 jack pairs, RUZ-10 rams, RUZ-11 no trick, RUZ-12 exact 15.

    Each player's penalties of the hand are added first, then his write-offs are
    taken off; if they would take him below 0 (past 15 written off), RUZ-12 applies.
    """
    n = len(scores)
    trump_suit = trump if trump is None or isinstance(trump, Suit) else Suit.parse(trump)
    rams_suits = [None if s is None else (s if isinstance(s, Suit) else Suit.parse(s))
                  for s in _per_player(rams, n, "rams", None)]
    pairs = [list(p) for p in _per_player(jack_pairs, n, "jack_pairs", [])]
    _choice(overshoot, ("add", "restart"), "overshoot", "RUZ-12")
    for colours in pairs:
        for colour in colours:
            _choice(colour, ("black", "red"), "a jack pair's colour", "RUZ-9")
    if all(pairs) and not both_jack_pairs and trump_suit is None:
        raise RulesError(say(TRUMP_FOR_PAIRS), rule="RUZ-9")
    if any(rams_suits) and trump_suit is None:
        raise RulesError(say(TRUMP_FOR_RAMS), rule="RUZ-10")
    pair_scorers = set(range(n))
    if all(pairs) and not both_jack_pairs:
        pair_scorers = {p for p in range(n) if trump_suit.colour in pairs[p]}

    items: list[ScoreItem] = []
    for p in range(n):
        before, penalties, writeoffs, mine = scores[p], 0, 0, []
        for q, suit in enumerate(rams_suits):
            if suit is not None and q != p:
                pts = 10 if suit == trump_suit else 5
                penalties += pts
                mine.append(ScoreItem(p, pts, "RUZ-10", RAMS_PENALTY,
                                      {"points": pts, "q": Seat(q), "suit": suit}))
        if tricks[p] == 0:
            penalties += NO_TRICK_POINTS
            mine.append(ScoreItem(p, NO_TRICK_POINTS, "RUZ-11", NO_TRICK_PENALTY,
                                  {"points": NO_TRICK_POINTS}))
        if tricks[p]:
            writeoffs += tricks[p]
            mine.append(ScoreItem(p, -tricks[p], "RUZ-8",
                                  WRITES_OFF,
                                  {"n": tricks[p]}))
        if p in pair_scorers:
            for colour in pairs[p]:
                writeoffs += 5
                mine.append(ScoreItem(p, -5, "RUZ-9", JACK_PAIR_WRITTEN_OFF[colour]))
        if rams_suits[p] is not None:
            pts = 10 if rams_suits[p] == trump_suit else 5
            writeoffs += pts
            mine.append(ScoreItem(p, -pts, "RUZ-10", RAMS_WRITTEN_OFF,
                                  {"suit": rams_suits[p], "points": pts}))
        items.extend(mine)
        left = before + penalties - writeoffs
        if left < 0:
            total = ZONE_START - left
            if overshoot == "add":
                items.append(ScoreItem(p, writeoffs + total, "RUZ-12", OVERSHOOT_ADDED,
                                       {"total": total}))
            else:
                items.append(ScoreItem(p, ZONE_START - left, "RUZ-12", OVERSHOOT_RESTART))
    return items


@dataclass(frozen=True)
class RussianScorer:
    """One Russian way of scoring a hand, as a declaration names it (``VariantInfo.scorer``):
    ``explain_hand`` and ``score_hand`` for the variants declared with it."""

    name: str
    items: Callable[..., list[ScoreItem]]

    def explain_hand(self, variant_id: str, scores: Sequence[int],
                     tricks: Sequence[int | None], **extras: Any) -> list[ScoreItem]:
        """Every change the hand makes to the accounts, in order, with its rule ID."""
        check_tricks(scores, tricks)
        try:
            return self.items(list(scores), list(tricks), **extras)
        except TypeError as err:
            raise RulesError(f"{variant_id} cannot score with these extras: {err}.") from None

    def score_hand(self, variant_id: str, scores: Sequence[int],
                   tricks: Sequence[int | None], **extras: Any) -> list[int]:
        """The accounts after a hand: ``scores`` plus every change of :meth:`explain_hand`."""
        return add_up(scores, self.explain_hand(variant_id, scores, tricks, **extras))


#: The classic scoring (also ``ru-negotiation``), the modern game's and the zone's.
CLASSIC = RussianScorer("the classic game", _classic)
MODERN = RussianScorer("the modern game", _modern)
ZONE = RussianScorer("the zone game", _zone)


def _declared(variant_id: str) -> RussianScorer:
    from ..registry import variant

    scorer = variant(variant_id).scorer
    if not isinstance(scorer, RussianScorer):
        raise RulesError(f"{variant_id} is not a Russian trick game.")
    return scorer


def explain_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
                 **extras: Any) -> list[ScoreItem]:
    """Every change the hand makes to the accounts, in order, with its rule ID (by the
    scorer ``variant_id`` is declared with)."""
    return _declared(variant_id).explain_hand(variant_id, scores, tricks, **extras)


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """The accounts after a hand: ``scores`` plus every change of :func:`explain_hand`."""
    return _declared(variant_id).score_hand(variant_id, scores, tricks, **extras)
