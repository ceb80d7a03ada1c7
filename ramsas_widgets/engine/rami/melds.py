"""Rami combinations: sets and runs, what a joker stands for, and melded values.

A *set* is 3 or 4 cards of one rank in different suits (HU-SET-1); a *run* is
3 or more consecutive cards of one suit (HU-RUN-1) with the ace low (A-2-3) or
high (Q-K-A) but never both, and no wrap round (HU-RUN-2). A combination holds
at most one joker (HU-JOKER-1), worth the card it stands for; where it could
stand at either end of a run, it takes the lower place (HU-JOKER-2). Values
follow HU-VAL-1: 2-10 face value, J Q K 10, ace 11 (1 as the low end of a run).
A run of all thirteen ranks holding a natural ace can be read A-K (85 points) or
2-A (95): a run is laid in order, so its owner chooses, and the ace counts high
(HU-VAL-1 [open] default); the check says which reading it took.

>>> validate_meld("JK 7S 8S").points
21
>>> validate_meld("KH AH 2H").reason
'The ace is low (A-2-3) or high (Q-K-A), never both: a run does not wrap round. (HU-RUN-2)'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace

from ...i18n.messages import text
from ..card_words import card_named
from ..cards import ACE, JOKER, RANK_NAMES, SUITS, Card, cards_str, parse_cards
from ..errors import RulesError
from ..events import Rule, Sentence, say

#: Run positions: 1 is the low ace, 2..13 the ranks, 14 the high ace.
LOW_ACE, HIGH_ACE = 1, 14

#: Why cards are not a combination (a refusal; ``reason`` adds the rule: :data:`REASON`).
TOO_FEW = text("rami.meld.too-few", "A combination needs at least 3 cards.")
TWO_JOKERS = text("rami.meld.two-jokers", "A combination may hold only one joker.")
SET_TWICE = text("rami.meld.set-twice",
                 "A set needs cards of different suits, but it holds the {card} twice.")
SET_TOO_BIG = text("rami.meld.set-too-big", "A set has at most 4 cards, one of each suit.")
TWO_ACES = text("rami.meld.two-aces",
                "A run holds one ace: low (A-2-3) or high (Q-K-A), never both.")
RUN_TWICE = text("rami.meld.run-twice", "A run cannot hold the {card} twice.")
NO_ROOM = text("rami.meld.no-room",
               "A run is at most 13 cards long, from ace to king or from 2 to ace: there is "
               "no place left for the joker.")
WRAPS = text("rami.meld.wraps",
             "The ace is low (A-2-3) or high (Q-K-A), never both: a run does not wrap round.")
JOKER_GAP = text("rami.meld.joker-gap",
                 "These cards are not consecutive: one joker fills only one missing card.")
GAP = text("rami.meld.gap", "A run needs consecutive cards of one suit; these have a gap.")
NEITHER = text("rami.meld.neither",
               "These cards are neither one rank in different suits (a set, {set}) nor one "
               "suit in sequence (a run).")
#: An invalid combination's reason: the refusal, then its rule.
REASON = text("rami.meld.reason", "{said} ({rule})")
NO_VALUE = text("rami.joker.no-value",
                "A joker has no value of its own: it counts the card it stands for.")


def card_value(card: Card) -> int:
    """The melded value of a natural card (HU-VAL-1): 2-10 face, J Q K 10, ace 11.

    >>> [card_value(c) for c in parse_cards("2C TD QH AS")]
    [2, 10, 10, 11]
    """
    if card.is_joker:
        raise RulesError(say(NO_VALUE), rule="HU-JOKER-2")
    return rank_value(card.rank)


def rank_value(rank: int) -> int:
    """Value of a rank (2..14) in a set, or of a high card in a run (HU-VAL-1)."""
    if rank == ACE:
        return 11
    return min(rank, 10)


def rank_word(rank: int, plural: bool = False) -> str:
    """The rank in words: ``"six"``, or ``"sixes"`` with ``plural``."""
    word = RANK_NAMES[rank]
    if not plural:
        return word
    return word + ("es" if word.endswith("x") else "s")


def position_value(pos: int) -> int:
    """Value of a run position (HU-VAL-1): 1 for the low ace, 11 for the high ace."""
    if pos == LOW_ACE:
        return 1
    return rank_value(pos)


def position_card(pos: int, suit) -> Card:
    """The card at run position ``pos`` (1 and 14 are both the ace)."""
    return Card(ACE if pos == LOW_ACE else pos, suit)


@dataclass(frozen=True)
class MeldCheck:
    """The verdict on a combination.

    ``kind`` is ``"set"``, ``"run"`` or ``None``; ``points`` is ``None`` when
    invalid; ``reason`` is a sentence ending with the rule ID; ``rule`` is that ID;
    ``said``, for an invalid combination, is the refusal without its rule (a message:
    :meth:`error`).
    ``joker_as`` lists the card(s) the joker stands for: one card in a run or a
    set of four, the two missing suits in a set of three, ``()`` without a joker.
    ``cards`` is the combination in table order (a run from low to high, the joker
    in its place), or the cards as given when invalid. ``span`` is the run's
    (low, high) positions, 1 being the low ace.
    """

    valid: bool
    kind: str | None
    points: int | None
    reason: str
    rule: str
    cards: tuple[Card, ...] = ()
    joker_as: tuple[Card, ...] = ()
    span: tuple[int, int] | None = None
    said: Sentence | None = field(default=None, compare=False, repr=False)

    def error(self) -> RulesError:
        """The refusal of an invalid combination, with its rule."""
        said = self.said if self.said is not None else self.reason.rsplit(" (", 1)[0]
        return RulesError(said, rule=self.rule)

    @property
    def pure(self) -> bool:
        """A run without a joker ("tiszta sor", HU-RUN-1)."""
        return self.valid and self.kind == "run" and JOKER not in self.cards

    def __bool__(self) -> bool:
        return self.valid


def _invalid(said: Sentence, rule: str, cards: Sequence[Card] = (), kind: str | None = None
             ) -> MeldCheck:
    return MeldCheck(False, kind, None, say(REASON, said=said, rule=Rule(rule)), rule,
                     tuple(cards), said=said)


def as_cards(cards: Iterable[Card] | str) -> list[Card]:
    """Cards given as a list of :class:`Card` or as text (bad text: RulesError; anything
    that is not a card: TypeError)."""
    if isinstance(cards, str):
        return parse_cards(cards)
    out = list(cards)
    for c in out:
        if not isinstance(c, Card):
            raise TypeError(f"{c!r} is not a card: give Card objects or text such as '7S 8S 9S'.")
    return out


def run_layout(positions: Sequence[int], jokers: int) -> tuple[int, int, int | None] | None:
    """Where a run with these natural positions (sorted, distinct) and 0 or 1 joker lies.

    Returns ``(low, high, joker_position)`` or ``None`` when no valid run fits.
    A joker fills the one gap, or else the lower end (HU-JOKER-2), or the upper
    end when there is no lower place (the naturals start at the low ace).

    >>> run_layout([7, 8], 1), run_layout([1, 2], 1), run_layout([5, 7], 1)
    ((6, 8, 6), (1, 3, 3), (5, 7, 6))
    """
    lo, hi = positions[0], positions[-1]
    gaps = hi - lo + 1 - len(positions)
    if jokers == 0:
        if gaps or (lo == LOW_ACE and hi == HIGH_ACE):
            return None
        return lo, hi, None
    if gaps == 1:
        if lo == LOW_ACE and hi == HIGH_ACE:
            return None
        missing = next(p for p in range(lo, hi + 1) if p not in positions)
        return lo, hi, missing
    if gaps:
        return None
    if lo - 1 >= LOW_ACE and not (lo - 1 == LOW_ACE and hi == HIGH_ACE):
        return lo - 1, hi, lo - 1
    if hi + 1 <= HIGH_ACE and not (lo == LOW_ACE and hi + 1 == HIGH_ACE):
        return lo, hi + 1, hi + 1
    return None


def _check_set(naturals: list[Card], jokers: int, n: int) -> MeldCheck:
    """HU-SET-1 with HU-JOKER-1/2: one rank, different suits, 3 or 4 cards."""
    rank = naturals[0].rank
    suits = Counter(c.suit for c in naturals)
    twice = [s for s, k in suits.items() if k > 1]
    if twice:
        return _invalid(say(SET_TWICE, card=card_named(Card(rank, twice[0]))), "HU-SET-1",
                        naturals, "set")
    if n > 4:
        return _invalid(say(SET_TOO_BIG), "HU-SET-1", naturals, "set")
    ordered = sorted(naturals, key=lambda c: SUITS.index(c.suit)) + [JOKER] * jokers
    missing = tuple(Card(rank, s) for s in SUITS if s not in suits) if jokers else ()
    points = rank_value(rank) * n
    word = "four" if n == 4 else "three"
    joker_text = ""
    if jokers:
        joker_text = f", the joker standing for {' or '.join(c.name for c in missing)}"
    reason = (f"A set of {word} {rank_word(rank, plural=True)}"
              f"{joker_text}: {points} points (HU-SET-1, HU-VAL-1)")
    return MeldCheck(True, "set", points, reason, "HU-SET-1", tuple(ordered), missing)


def _check_run(naturals: list[Card], jokers: int) -> MeldCheck:
    """HU-RUN-1/2 with HU-JOKER-1/2: one suit, consecutive, ace low or high."""
    suit = naturals[0].suit
    ranks = Counter(c.rank for c in naturals)
    if ranks[ACE] > 1:
        return _invalid(say(TWO_ACES), "HU-RUN-2", naturals, "run")
    twice = [r for r, k in ranks.items() if k > 1]
    if twice:
        return _invalid(say(RUN_TWICE, card=card_named(Card(twice[0], suit))), "HU-RUN-1",
                        naturals, "run")
    plain = sorted(r for r in ranks if r != ACE)
    readings = []
    if ACE in ranks:
        readings = [[LOW_ACE] + plain, plain + [HIGH_ACE]]
    else:
        readings = [plain]
    # Both readings fit only a run of all thirteen ranks: the ace then counts high
    # (HU-VAL-1). Where the joker goes within a reading, run_layout decides (HU-JOKER-2).
    best: tuple[int, int, int, int | None] | None = None
    for pos in readings:
        layout = run_layout(pos, jokers)
        if layout is None:
            continue
        lo, hi, jpos = layout
        pts = sum(position_value(p) for p in range(lo, hi + 1))
        if best is None or pts > best[0]:
            best = (pts, lo, hi, jpos)
    if best is None:
        if jokers and len(naturals) >= 13:
            return _invalid(say(NO_ROOM), "HU-RUN-2", naturals, "run")
        if ACE in ranks and plain and plain[0] <= 4 and plain[-1] >= 11:
            return _invalid(say(WRAPS), "HU-RUN-2", naturals, "run")
        if jokers:
            return _invalid(say(JOKER_GAP), "HU-JOKER-1", naturals, "run")
        return _invalid(say(GAP), "HU-RUN-1", naturals, "run")
    pts, lo, hi, jpos = best
    return run_check(suit, lo, hi, jpos)


def run_check(suit, lo: int, hi: int, jpos: int | None) -> MeldCheck:
    """The verdict on the run of ``suit`` from position ``lo`` to ``hi`` with the joker at
    ``jpos`` (or none), already known to be laid out as HU-JOKER-2 places it."""
    pts = sum(position_value(p) for p in range(lo, hi + 1))
    ordered = [JOKER if p == jpos else position_card(p, suit) for p in range(lo, hi + 1)]
    joker_as = (position_card(jpos, suit),) if jpos is not None else ()
    low, high = position_card(lo, suit), position_card(hi, suit)
    where = f", the joker as the {joker_as[0].name}" if joker_as else ""
    if hi - lo == 12 and jpos not in (LOW_ACE, HIGH_ACE):
        how = "high" if hi == HIGH_ACE else "low"
        where += (f"; all thirteen ranks, read with the ace {how}"
                  + (" (it counts high where it can)" if how == "high" else ""))
    reason = (f"A run of {suit.noun} from {rank_word(low.rank)} to "
              f"{rank_word(high.rank)}{where}: {pts} points (HU-RUN-1, HU-VAL-1)")
    return MeldCheck(True, "run", pts, reason, "HU-RUN-1", tuple(ordered), joker_as, (lo, hi))


def validate_meld(cards: Iterable[Card] | str) -> MeldCheck:
    """Whether ``cards`` (in any order) form a set or a run, and their melded points.

    >>> m = validate_meld("9C 9D 9H JK")
    >>> m.kind, m.points, m.joker_as
    ('set', 36, (9S,))
    >>> validate_meld("7S 7S 7H").valid
    False
    """
    cards = as_cards(cards)
    jokers = sum(c.is_joker for c in cards)
    naturals = [c for c in cards if not c.is_joker]
    if len(cards) < 3:
        return _invalid(say(TOO_FEW), "HU-SET-1", cards)
    if jokers > 1:
        return _invalid(say(TWO_JOKERS), "HU-JOKER-1", cards)
    if len({c.rank for c in naturals}) == 1:
        check = _check_set(naturals, jokers, len(cards))
    elif len({c.suit for c in naturals}) == 1:
        check = _check_run(naturals, jokers)
    else:
        check = None
    if check is not None:
        return check if check.valid else replace(check, cards=tuple(cards))
    return _invalid(say(NEITHER, set=Rule("HU-SET-1")), "HU-RUN-1", cards)


def meld_points(cards: Iterable[Card] | str) -> int:
    """Points of a valid combination; RulesError with the reason otherwise."""
    check = validate_meld(cards)
    if not check.valid:
        raise check.error()
    return check.points  # type: ignore[return-value]


def describe_meld(check: MeldCheck) -> str:
    """Short text of a valid combination: ``'JK 7S 8S (run, 21)'``."""
    return f"{cards_str(check.cards)} ({check.kind}, {check.points})"
