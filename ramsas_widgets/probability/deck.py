"""Card indices: the one place where a number 0..N-1 is tied to a card.

The simulation works on card *indices*. Index ``i`` of a deck is the card
``make_pack(low, packs, jokers)[i]``, the engine's fresh-pack order: suit-major,
clubs, diamonds, hearts, spades, ranks ``low``..ace inside each suit, the whole
pack repeated ``packs`` times, jokers last. For the 24-card pack (``low=9``)::

    index = suit_index * 6 + (rank - 9)      suit_index: C=0, D=1, H=2, S=3

>>> deck = DeckSpec(low=9)
>>> deck.size, deck.index("9C"), deck.index("JD"), deck.index("AS")
(24, 0, 8, 23)
>>> deck.card(20), deck.cards_of([0, 23])
(JS, [9C, AS])
>>> DeckSpec(low=2, packs=2, jokers=4).size
108
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from ..engine.cards import ACE, SUITS, Card, make_pack
from ..engine.errors import RulesError
from .numeric import np

JOKER_SUIT = -1
"""Suit index stored for a joker in :attr:`DeckSpec.suit_of`."""


@dataclass(frozen=True)
class DeckSpec:
    """A pack described as ranks ``low``..A in four suits, ``packs`` times, plus jokers."""

    low: int = 9
    packs: int = 1
    jokers: int = 0

    def __post_init__(self) -> None:
        if self.low not in range(2, ACE + 1) or self.packs < 1 or self.jokers < 0:
            raise RulesError(
                f"No such pack: ranks from {self.low}, {self.packs} pack(s), "
                f"{self.jokers} joker(s)."
            )

    @property
    def ranks_per_suit(self) -> int:
        """Cards of one suit in one pack: 6 for 9-A, 8 for 7-A, 9 for 6-A, 13 for 2-A."""
        return ACE + 1 - self.low

    @property
    def suit_size(self) -> int:
        """Cards of one suit in the whole deck (all packs)."""
        return self.ranks_per_suit * self.packs

    @property
    def size(self) -> int:
        return 4 * self.suit_size + self.jokers

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card, by index (the order of :func:`make_pack`)."""
        return tuple(make_pack(low=self.low, packs=self.packs, jokers=self.jokers))

    @cached_property
    def rank_of(self) -> np.ndarray:
        """``rank_of[i]``: rank of card ``i`` (9..14; 0 for a joker), as int8."""
        return np.array([c.rank for c in self.cards], dtype=np.int8)

    @cached_property
    def suit_of(self) -> np.ndarray:
        """``suit_of[i]``: suit index of card ``i`` (C=0, D=1, H=2, S=3; -1 for a joker)."""
        return np.array([JOKER_SUIT if c.suit is None else SUITS.index(c.suit)
                         for c in self.cards], dtype=np.int8)

    def index(self, text: str) -> int:
        """The first index of a card given in notation (``"JD"``)."""
        wanted = Card.parse(text)
        try:
            return self.cards.index(wanted)
        except ValueError:
            raise RulesError(f"{wanted} is not in this {self.size}-card pack.") from None

    def indices_of(self, rank: int, suit_index: int | None = None) -> np.ndarray:
        """All indices of cards of ``rank`` (in suit ``suit_index`` if given)."""
        mask = self.rank_of == rank
        if suit_index is not None:
            mask &= self.suit_of == suit_index
        return np.flatnonzero(mask)

    def card(self, i: int) -> Card:
        return self.cards[int(i)]

    def cards_of(self, indices: Iterable[int]) -> list[Card]:
        """The cards of a row of indices, e.g. one dealt hand."""
        table = self.cards
        return [table[int(i)] for i in indices]

    def mask(self, indices: Iterable[int]) -> np.ndarray:
        """A boolean table over the deck, true at ``indices`` (for counting in hands)."""
        out = np.zeros(self.size, dtype=bool)
        out[list(indices)] = True
        return out
