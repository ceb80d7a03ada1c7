"""Combinations lying on the table: laying off onto them and exchanging their jokers.

Once melded, a joker keeps its place: a run's joker stands for one card, a set's
joker for the missing suit(s). Laying off (HU-TURN-3) extends a run at either end
or completes a set; a joker may join a combination that has none (HU-JOKER-1),
taking the lower end of a run when both ends are free (HU-JOKER-2). A joker is
exchanged for exactly the card it stands for (HU-JOKER-3), and in a set only once
the set holds three natural cards (HU-JOKER-4).

>>> from ..cards import parse_cards
>>> m = TableMeld.from_cards(1, 0, parse_cards("JK 7S 8S"))
>>> m.joker_as, m.layoff_error(parse_cards("9S")[0]) is None
((6S,), True)
>>> print(m.swap_error(parse_cards("9S")[0]))
The joker of meld #1 stands for the six of spades: only that card can take its place. (HU-JOKER-3)
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n.messages import text
from ..card_words import card_named, rank_named
from ..cards import JOKER, SUITS, Card, cards_str
from ..errors import RulesError
from ..events import say
from .melds import (
    HIGH_ACE,
    LOW_ACE,
    position_card,
    position_value,
    rank_value,
    validate_meld,
)

#: Why a card cannot be laid off on a combination, or take its joker (refusals).
HAS_JOKER = text("rami.layoff.has-joker",
                 "Meld #{no} already holds a joker: one per combination.")
FULL_SET = text("rami.layoff.full-set", "Meld #{no} is a full set of four.")
WRONG_RANK = text("rami.layoff.wrong-rank", "{c} is not a {rank}: it does not fit the set #{no}.")
SUIT_TWICE = text("rami.layoff.suit-twice",
                  "Set #{no} already holds the {card}: a set has different suits.")
ACE_TO_ACE = text("rami.layoff.ace-to-ace",
                  "Run #{no} runs from ace to ace: no place is left for a joker.")
NOT_AN_END = text("rami.layoff.not-an-end", "{c} does not extend run #{no} at either end.")
NO_JOKER = text("rami.swap.no-joker", "Meld #{no} holds no joker.")
SET_OF_THREE = text("rami.swap.set-of-three",
                    "The joker of set #{no} can be taken only when the set holds three "
                    "natural cards and your card makes it four.")
STANDS_FOR = text("rami.swap.stands-for",
                  "The joker of meld #{no} stands for the {card}: only that card can take "
                  "its place.")


@dataclass
class TableMeld:
    """A combination on the table, numbered from 1 in the order laid, with its owner.

    ``cards`` are in table order. For a run, ``span`` is (low, high) position (1 is
    the low ace, 14 the high ace) and ``joker_pos`` the joker's position or None.
    """

    number: int
    owner: int
    kind: str
    cards: list[Card]
    span: tuple[int, int] | None = None
    joker_pos: int | None = None

    @classmethod
    def from_cards(cls, number: int, owner: int, cards: list[Card]) -> TableMeld:
        check = validate_meld(cards)
        if not check.valid:
            raise check.error()
        jpos = None
        if check.kind == "run" and JOKER in check.cards:
            assert check.span is not None
            jpos = check.span[0] + list(check.cards).index(JOKER)
        return cls(number, owner, check.kind or "", list(check.cards), check.span, jpos)

    # -- what it is ----------------------------------------------------------
    @property
    def suit(self):
        return next(c.suit for c in self.cards if not c.is_joker)

    @property
    def rank(self) -> int:
        return next(c.rank for c in self.cards if not c.is_joker)

    @property
    def has_joker(self) -> bool:
        return JOKER in self.cards

    @property
    def joker_as(self) -> tuple[Card, ...]:
        """The card(s) the joker stands for (two suits in a set of three)."""
        if not self.has_joker:
            return ()
        if self.kind == "run":
            assert self.joker_pos is not None
            return (position_card(self.joker_pos, self.suit),)
        present = {c.suit for c in self.cards if not c.is_joker}
        return tuple(Card(self.rank, s) for s in SUITS if s not in present)

    @property
    def points(self) -> int:
        """Melded value (HU-VAL-1, the joker at its place, HU-JOKER-2)."""
        if self.kind == "set":
            return rank_value(self.rank) * len(self.cards)
        assert self.span is not None
        return sum(position_value(p) for p in range(self.span[0], self.span[1] + 1))

    def __str__(self) -> str:
        joker = ""
        if self.has_joker:
            joker = ", JK=" + "/".join(str(c) for c in self.joker_as)
        return (f"#{self.number} P{self.owner} {cards_str(self.cards)} "
                f"({self.kind} {self.points}{joker})")

    # -- laying off (HU-TURN-3) ----------------------------------------------
    def _run_place(self, card: Card) -> int | None:
        """Position where ``card`` extends this run, or None."""
        assert self.span is not None
        lo, hi = self.span
        if card.is_joker:
            if lo - 1 >= LOW_ACE and not (lo - 1 == LOW_ACE and hi == HIGH_ACE):
                return lo - 1
            if hi + 1 <= HIGH_ACE and not (lo == LOW_ACE and hi + 1 == HIGH_ACE):
                return hi + 1
            return None
        if card.suit != self.suit:
            return None
        below = LOW_ACE if lo == 2 else lo - 1
        above = HIGH_ACE if hi == 13 else hi + 1
        # An ace that fits both ends (a run of 2 to K) goes on top: it counts high (HU-VAL-1).
        if hi < HIGH_ACE and position_card(above, self.suit) == card and not (
                above == HIGH_ACE and lo == LOW_ACE):
            return above
        if lo > LOW_ACE and position_card(below, self.suit) == card and not (
                below == LOW_ACE and hi == HIGH_ACE):
            return below
        return None

    def layoff_error(self, card: Card) -> RulesError | None:
        """Why ``card`` cannot be laid off here, or None when it can."""
        no = self.number
        if card.is_joker and self.has_joker:
            return RulesError(say(HAS_JOKER, no=no), rule="HU-JOKER-1")
        if self.kind == "set":
            if len(self.cards) >= 4:
                return RulesError(say(FULL_SET, no=no), rule="HU-SET-1")
            if card.is_joker:
                return None
            if card.rank != self.rank:
                return RulesError(say(WRONG_RANK, c=card, rank=rank_named(self.rank), no=no),
                                  rule="HU-SET-1")
            if any(c == card for c in self.cards):
                return RulesError(say(SUIT_TWICE, no=no, card=card_named(card)),
                                  rule="HU-SET-1")
            return None
        if self._run_place(card) is None:
            if card.is_joker:
                return RulesError(say(ACE_TO_ACE, no=no), rule="HU-RUN-2")
            return RulesError(say(NOT_AN_END, c=card, no=no), rule="HU-RUN-1")
        return None

    def layoff_fits(self) -> frozenset[Card]:
        """Every card that may be laid off here now: exactly those for which
        :meth:`layoff_error` is ``None`` (the quick test the legal moves use)."""
        fits: list[Card] = []
        if self.kind == "set":
            if len(self.cards) >= 4:
                return frozenset()
            present = {c.suit for c in self.cards if not c.is_joker}
            fits = [Card(self.rank, s) for s in SUITS if s not in present]
            if not self.has_joker:
                fits.append(JOKER)
            return frozenset(fits)
        assert self.span is not None
        lo, hi = self.span
        suit = self.suit
        above = HIGH_ACE if hi == 13 else hi + 1
        below = LOW_ACE if lo == 2 else lo - 1
        if hi < HIGH_ACE and not (above == HIGH_ACE and lo == LOW_ACE):
            fits.append(position_card(above, suit))
        if lo > LOW_ACE and not (below == LOW_ACE and hi == HIGH_ACE):
            fits.append(position_card(below, suit))
        if not self.has_joker and self._run_place(JOKER) is not None:
            fits.append(JOKER)
        return frozenset(fits)

    def lay_off(self, card: Card) -> None:
        """Add ``card``; RulesError when it does not fit."""
        err = self.layoff_error(card)
        if err is not None:
            raise err
        if self.kind == "set":
            naturals = sorted((c for c in self.cards if not c.is_joker),
                              key=lambda c: SUITS.index(c.suit))
            if not card.is_joker:
                naturals = sorted(naturals + [card], key=lambda c: SUITS.index(c.suit))
            self.cards = naturals + ([JOKER] if self.has_joker or card.is_joker else [])
            return
        assert self.span is not None
        pos = self._run_place(card)
        assert pos is not None
        lo, hi = self.span
        if pos < lo:
            self.cards.insert(0, card)
            self.span = (pos, hi)
        else:
            self.cards.append(card)
            self.span = (lo, pos)
        if card.is_joker:
            self.joker_pos = pos

    # -- joker exchange (HU-JOKER-3/4) ---------------------------------------
    def swap_error(self, card: Card) -> RulesError | None:
        """Why ``card`` cannot take this meld's joker, or None when it can."""
        if not self.has_joker:
            return RulesError(say(NO_JOKER, no=self.number), rule="HU-JOKER-3")
        if self.kind == "set" and len(self.cards) < 4:
            return RulesError(say(SET_OF_THREE, no=self.number), rule="HU-JOKER-4")
        (wanted,) = self.joker_as
        if card != wanted:
            return RulesError(say(STANDS_FOR, no=self.number, card=card_named(wanted)),
                              rule="HU-JOKER-3")
        return None

    def swap_card(self) -> Card | None:
        """The one card that may take this meld's joker now (:meth:`swap_error` is
        ``None`` for it alone), or ``None`` when no exchange is possible."""
        if not self.has_joker or (self.kind == "set" and len(self.cards) < 4):
            return None
        (wanted,) = self.joker_as
        return wanted

    def swap(self, card: Card) -> Card:
        """Put ``card`` in the joker's place and return the joker."""
        err = self.swap_error(card)
        if err is not None:
            raise err
        i = self.cards.index(JOKER)
        if self.kind == "set":
            self.cards = sorted([c for c in self.cards if not c.is_joker] + [card],
                                key=lambda c: SUITS.index(c.suit))
        else:
            self.cards[i] = card
            self.joker_pos = None
        return JOKER
