"""Cards, suits, packs and the text notation of RULES.md.

A card is written rank then suit: ``AS`` (ace of spades), ``TD`` or ``10D``
(ten of diamonds), ``9♣``; ``JK`` is a joker.

>>> parse_cards("AS 10d 9♣ JK")
[AS, TD, 9C, JK]
>>> len(make_pack(low=9)), len(make_pack(packs=2, jokers=4))
(24, 108)
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from operator import attrgetter

from .errors import RulesError, expect_type


class Suit(Enum):
    """The four suits; the value is the letter used in the notation."""

    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        return {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}[self.value]

    @property
    def colour(self) -> str:
        """``"black"`` for clubs and spades, ``"red"`` for diamonds and hearts."""
        return "black" if self.value in "CS" else "red"

    @property
    def noun(self) -> str:
        return self.name.lower()

    def __lt__(self, other: Suit) -> bool:
        return "CDHS".index(self.value) < "CDHS".index(other.value)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from its letter or symbol: ``"S"``, ``"s"`` or ``"♠"``."""
        expect_type(text, str, "A suit", "text such as 'S' or '♠'")
        key = SUIT_ALIASES.get(text.strip().upper())
        if key is None:
            raise RulesError(f"{text!r} is not a suit: use C, D, H, S or ♣ ♦ ♥ ♠.")
        return cls(key)


SUIT_ALIASES = {
    "C": "C", "D": "D", "H": "H", "S": "S",
    "♣": "C", "♦": "D", "♥": "H", "♠": "S",
    "♧": "C", "♢": "D", "♡": "H", "♤": "S",
}
SUITS: tuple[Suit, ...] = tuple(Suit)

RANK_LETTERS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9",
                10: "T", 11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_NAMES = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
              8: "eight", 9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king",
              14: "ace"}
LETTER_RANKS = {v: k for k, v in RANK_LETTERS.items()} | {"10": 10}
JOKER_RANK = 0
ACE, KING, QUEEN, JACK, TEN, NINE = 14, 13, 12, 11, 10, 9
#: The largest pack :func:`make_pack` builds.
MAX_PACKS, MAX_JOKERS = 4, 8


@dataclass(frozen=True)
class Card:
    """One playing card; ``suit`` is ``None`` for a joker.

    Cards sort by suit (C, D, H, S), then rank; jokers last.

    Cards compare equal by rank and suit, so the two aces of spades of a
    double pack are equal: hands are lists, and duplicates are allowed.
    """

    rank: int
    suit: Suit | None = None
    code: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.rank == JOKER_RANK:
            if self.suit is not None:
                raise RulesError("A joker has no suit.")
        elif self.rank not in RANK_LETTERS or not isinstance(self.suit, Suit):
            raise RulesError(f"No such card: rank {self.rank!r}, suit {self.suit!r}.")
        # A small integer naming the card: fast hashing and equality in hot loops.
        suit_index = 4 if self.suit is None else "CDHS".index(self.suit.value)
        object.__setattr__(self, "code", suit_index * 16 + self.rank)

    def __hash__(self) -> int:
        return self.code

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.code == other.code
        return NotImplemented

    def sort_key(self) -> int:
        """Suit (C, D, H, S, then jokers), then rank."""
        return self.code

    @classmethod
    def from_code(cls, code: int) -> Card:
        """The card of a :attr:`code` (suit index times 16 plus rank; 64 is the joker)."""
        suit_index, rank = code >> 4, code & 15
        return JOKER if suit_index == 4 else cls(rank, SUITS[suit_index])

    def __copy__(self) -> Card:
        return self  # immutable: copies of a game share their cards

    def __deepcopy__(self, memo: dict) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        return self.code < other.code

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def colour(self) -> str | None:
        return None if self.suit is None else self.suit.colour

    @property
    def name(self) -> str:
        """The card in words, for screen readers: ``"ace of spades"``."""
        if self.suit is None:
            return "joker"
        return f"{RANK_NAMES[self.rank]} of {self.suit.noun}"

    @property
    def symbol(self) -> str:
        """Rank and suit symbol for display: ``"10♦"``, ``"A♠"``, ``"🃏"``."""
        if self.suit is None:
            return "JK"
        rank = "10" if self.rank == 10 else RANK_LETTERS[self.rank]
        return rank + self.suit.symbol

    def __str__(self) -> str:
        if self.suit is None:
            return "JK"
        return RANK_LETTERS[self.rank] + self.suit.value

    def __repr__(self) -> str:
        return str(self)

    @classmethod
    def parse(cls, text: str) -> Card:
        """One card from its notation; raises :class:`RulesError` on bad text.

        >>> Card.parse("qh"), Card.parse("10♠"), Card.parse("JK")
        (QH, TS, JK)
        """
        expect_type(text, str, "A card", "text such as 'AS' or '10D'")
        raw = text.strip()
        token = raw.upper()
        if token in ("JK", "JOKER", "🃏"):
            return cls(JOKER_RANK)
        if len(token) < 2:
            raise RulesError(
                f"{raw!r} is not a card: write the rank then the suit, e.g. AS or 10D."
            )
        rank_text, suit_text = token[:-1], token[-1]
        if rank_text not in LETTER_RANKS:
            raise RulesError(
                f"{raw!r} is not a card: {rank_text!r} is not a rank "
                "(use 2-9, T or 10, J, Q, K, A)."
            )
        if suit_text not in SUIT_ALIASES:
            raise RulesError(
                f"{raw!r} is not a card: {suit_text!r} is not a suit "
                "(use C, D, H, S or ♣ ♦ ♥ ♠)."
            )
        return cls(LETTER_RANKS[rank_text], Suit(SUIT_ALIASES[suit_text]))


JOKER = Card(JOKER_RANK)
_SPLIT = re.compile(r"[\s,;]+")


def parse_cards(text: str) -> list[Card]:
    """Cards from text separated by spaces or commas; bad text raises RulesError.

    >>> parse_cards("KH, KS KD")
    [KH, KS, KD]
    >>> try:
    ...     parse_cards("KH XX")
    ... except RulesError as err:
    ...     print(err)
    'XX' is not a card: 'X' is not a rank (use 2-9, T or 10, J, Q, K, A).
    """
    expect_type(text, str, "Cards", "text such as 'AS 10D'")
    return [Card.parse(tok) for tok in _SPLIT.split(text.strip()) if tok]


_CODE = attrgetter("code")


def sort_hand(cards: Iterable[Card]) -> list[Card]:
    """Cards in display order: clubs, diamonds, hearts, spades, each from low to high, the
    jokers last (the order of :meth:`Card.sort_key`).

    >>> sort_hand(parse_cards("JK AS 9C TC 2H"))
    [9C, TC, 2H, AS, JK]
    """
    return sorted(cards, key=_CODE)


def card_list(cards: Iterable[Card], what: str) -> list[Card]:
    """``cards`` as a list, each a :class:`Card`; TypeError naming ``what`` otherwise."""
    if isinstance(cards, (str, bytes)):
        raise TypeError(f"{what} must hold cards, not text: use parse_cards() on text.")
    out = list(cards)
    for c in out:
        if not isinstance(c, Card):
            raise TypeError(f"{what} must hold cards; got {c!r}. Use parse_cards() on text.")
    return out


def card(text: str) -> Card:
    """Shorthand for :meth:`Card.parse`."""
    return Card.parse(text)


def cards_str(cards: Iterable[Card]) -> str:
    """Cards in canonical notation, space separated (what a person types: ``"TD JC"``)."""
    return " ".join(str(c) for c in cards)


def symbols_str(cards: Iterable[Card]) -> str:
    """Cards as a person reads them, space separated: ``"10♦ J♣"``.

    >>> symbols_str(parse_cards("TD JC JK"))
    '10♦ J♣ JK'
    """
    return " ".join(c.symbol for c in cards)


def make_pack(low: int = 2, packs: int = 1, jokers: int = 0) -> list[Card]:
    """A fresh pack in order: ranks ``low``..A in every suit, ``packs`` times, plus jokers.

    ``low=9`` gives the 24-card pack, ``7`` the 32-card, ``6`` the 36-card,
    ``2`` the 52-card pack. No game uses more than 3 packs and 4 jokers; the limits
    (``MAX_PACKS``, ``MAX_JOKERS``) leave room for a table's own.
    """
    for value, name in ((low, "low"), (packs, "packs"), (jokers, "jokers")):
        expect_type(value, int, name, "a whole number")
    if low not in range(2, 15) or packs not in range(1, MAX_PACKS + 1) \
            or jokers not in range(MAX_JOKERS + 1):
        raise RulesError(f"No such pack: low={low}, packs={packs}, jokers={jokers} (low is 2 "
                         f"to 14, packs 1 to {MAX_PACKS}, jokers 0 to {MAX_JOKERS}).")
    one = [Card(rank, suit) for suit in SUITS for rank in range(low, ACE + 1)]
    return one * packs + [JOKER] * jokers


def shuffled(cards: Sequence[Card], rng: random.Random) -> list[Card]:
    """A shuffled copy of ``cards`` drawn from ``rng`` (seeded by the caller)."""
    out = list(cards)
    rng.shuffle(out)
    return out


def remove_cards(hand: list[Card], cards: Iterable[Card], rule: str | None = None) -> None:
    """Take ``cards`` out of ``hand`` in place; RulesError if one is not there."""
    need = Counter(cards)
    have = Counter(hand)
    for c, n in need.items():
        if have[c] < n:
            raise RulesError(f"{c} is not in the hand.", rule=rule)
    for c in need.elements():
        hand.remove(c)


def same_multiset(a: Iterable[Card], b: Iterable[Card]) -> bool:
    return Counter(a) == Counter(b)


def stack_check(top: Sequence[Card], full: Sequence[Card], rule: str | None = None) -> None:
    """RulesError unless every card of ``top`` is in ``full`` (as often as ``top`` names it)."""
    held = Counter(full)
    for c, n in Counter(top).items():
        if held[c] == 0:
            raise RulesError(f"The stacked deck names {c}, a card this pack does not have.",
                             rule=rule)
        if n > held[c]:
            said = "twice" if n == 2 else f"{n} times"
            held_text = "once" if held[c] == 1 else f"{held[c]} times"
            raise RulesError(f"The stacked deck names {c} {said}, but this pack holds it "
                             f"{held_text}.", rule=rule)


def stacked_pack(top: Sequence[Card], full: Sequence[Card], rng: random.Random,
                 rule: str | None = None) -> list[Card]:
    """A pack order with ``top`` first (as stacked for a lesson or test) and the rest of
    ``full`` shuffled below it by ``rng``.

    >>> stacked_pack(parse_cards("AS KS"), make_pack(low=9), random.Random(1))[:2]
    [AS, KS]
    """
    stack_check(top, full, rule)
    rest = Counter(top)
    below: list[Card] = []
    for c in full:
        if rest[c] > 0:
            rest[c] -= 1
        else:
            below.append(c)
    rng.shuffle(below)
    return list(top) + below


def parse_deck(deck: object, full: Sequence[Card], rule: str | None = None) -> list[Card]:
    """The cards of a ``deck="..."`` text, checked against the pack ``full``; every
    refusal cites ``rule``, the rule of the variant's pack.

    >>> try:
    ...     parse_deck("AS XX", make_pack(low=9), "RU-DECK-1")
    ... except RulesError as err:
    ...     print(err.rule, err)
    RU-DECK-1 'XX' is not a card: 'X' is not a rank (use 2-9, T or 10, J, Q, K, A). (RU-DECK-1)
    """
    expect_type(deck, str, "deck", "text, top card first, e.g. deck='AH 9C KD'")
    try:
        top = parse_cards(deck)
    except RulesError as err:
        if err.rule is not None or rule is None:
            raise
        raise RulesError(err.message, rule=rule) from None
    stack_check(top, full, rule)
    return top

