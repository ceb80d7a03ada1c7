"""The lab's questions: each tied to its rule ID, its variant's deal, and who is asking.

A :class:`Table` says how one variant deals (RULES.md): the hands from the
player left of the dealer ("forehand", player 0) round to the dealer (the last
player), the buy, and where trump comes from. The players and the pack come from the
variant's declaration (``VariantInfo``); the hands, the buy, the turned card and the
questions asked, with their rules, from its ``Teaching.lab``
(:class:`~ramsas_widgets.engine.variants.Lab`). A :class:`Question` names an
event on one deal, with its exact probability where counting gives one, the
same event evaluated on a numpy array of deals, and a count per hand for a
histogram where one helps. Every question concerns the cards *as dealt*,
before any buy, exchange, redeal or drop-out, and assumes only what the
question says is shown.

>>> q = make_question("four-jacks", "lt-ramsas", who="anyone")
>>> q.rule, q.exact
('LT-JACK-2', Fraction(10, 5313))
>>> [k for k, _ in questions_for("ru-zone")]
['trump-ace', 'five-one-suit', 'three-trumps']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from types import MappingProxyType
from typing import ClassVar

from ..engine.cards import ACE, JACK, NINE, SUITS, Card
from ..engine.errors import RulesError
from ..engine.registry import VARIANTS, variant
from ..engine.variants import Lab, VariantInfo
from . import exact as ex
from .deals import hand_slices
from .deck import JOKER_SUIT, DeckSpec
from .exact import comb
from .numeric import np

FOREHAND, DEALER, ANYONE = "forehand", "dealer", "anyone"
WHO_WORDS = {FOREHAND: "the player left of the dealer", DEALER: "the dealer",
             ANYONE: "some player at the table"}


# --------------------------------------------------------------------------- tables


@dataclass(frozen=True)
class Table:
    """How a variant deals one hand: hand sizes, buy, and the turned trump card.

    ``hands`` runs from forehand (player 0) to the dealer (the last player).
    ``turned`` is ``"dealer"`` when the dealer's last card is shown and sets
    trump (it stays in his hand), ``"stock"`` when the top card of the rest is
    turned (in nobody's hand), ``"none"`` when there is no trump.
    """

    variant_id: str
    players: int
    deck: DeckSpec
    hands: tuple[int, ...]
    buy: int = 0
    turned: str = "dealer"
    deal_rule: str = ""

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Columns of a deal row: the hands, then the buy, then the turned card."""
        out = self.hands
        if self.buy:
            out += (self.buy,)
        if self.turned == "stock":
            out += (1,)
        return out

    @property
    def dealer(self) -> int:
        return self.players - 1

    def seat(self, who: str) -> int:
        """Player number of ``"forehand"`` (0) or ``"dealer"`` (last)."""
        return {FOREHAND: 0, DEALER: self.dealer}[who]

    def hand(self, deals: np.ndarray, player: int) -> np.ndarray:
        """The columns of ``player``'s hand in an array of deals."""
        return deals[:, hand_slices(self.hand_sizes)[player]]

    def turned_card(self, deals: np.ndarray) -> np.ndarray:
        """The turned card of each deal: the dealer's last card, or the card after the buy."""
        if self.turned == "dealer":
            return deals[:, sum(self.hands) - 1]
        if self.turned == "stock":
            return deals[:, -1]
        raise RulesError(f"{self.variant_id} turns no trump card.")

    def holds_turned(self, player: int) -> bool:
        return self.turned == "dealer" and player == self.dealer

    # -- one deal in plain Python (a list of card indices laid out as a row of ``deals``) --
    def hand_of(self, deal: Sequence[int], player: int) -> list[Card]:
        """``player``'s cards in one deal."""
        cards = self.deck.cards
        return [cards[i] for i in deal[hand_slices(self.hand_sizes)[player]]]

    def turned_of(self, deal: Sequence[int]) -> Card:
        """The turned card of one deal, as :meth:`turned_card` finds it in an array."""
        if self.turned == "dealer":
            return self.deck.cards[deal[sum(self.hands) - 1]]
        if self.turned == "stock":
            return self.deck.cards[deal[-1]]
        raise RulesError(f"{self.variant_id} turns no trump card.")

    def describe(self) -> str:
        hands = " + ".join(str(h) for h in self.hands)
        buy = f", {self.buy} to the buy" if self.buy else ""
        turn = {"dealer": ", the dealer's last card shown as trump",
                "stock": ", the next card turned as trump", "none": ""}[self.turned]
        return (f"{self.players} players, {self.deck.size} cards: {hands}{buy}{turn} "
                f"({self.deal_rule})")


LAB_VARIANTS: tuple[str, ...] = tuple(
    vid for vid, info in VARIANTS.items() if info.teaching.lab is not None)
"""Variants the lab can deal: those whose declaration has a ``Teaching.lab``."""


def _info(variant_id: str) -> VariantInfo:
    """The declaration of a lab variant; RulesError naming the lab's variants otherwise."""
    info = VARIANTS.get(variant_id) if isinstance(variant_id, str) else None
    if info is None or info.teaching.lab is None:
        known = ", ".join(LAB_VARIANTS)
        raise RulesError(f"The lab has no variant {variant_id!r}; choose one of {known}.")
    return info


def _lab(variant_id: str) -> Lab:
    lab = _info(variant_id).teaching.lab
    assert lab is not None
    return lab


def players_allowed(variant_id: str) -> tuple[int, ...]:
    return _info(variant_id).players


def deck_spec(cards: Sequence[Card]) -> DeckSpec:
    """The :class:`DeckSpec` whose indices are exactly these cards, in this order (a fresh
    pack from ``make_pack``); RulesError for a pack the lab cannot index."""
    plain = [c for c in cards if not c.is_joker]
    low = min(c.rank for c in plain)
    spec = DeckSpec(low=low, packs=plain.count(plain[0]), jokers=len(cards) - len(plain))
    if spec.cards != tuple(cards):
        raise RulesError(f"The lab cannot index this {len(cards)}-card pack.")
    return spec


def make_table(variant_id: str, players: int | None = None, house_pack: bool = False) -> Table:
    """The deal of ``variant_id`` with ``players`` players (its usual number if ``None``):
    the pack of its declaration (``VariantInfo.make_pack``, with ``house_pack`` where the
    variant has that option, HU-DECK-2) and the hands of its ``Teaching.lab``.

    >>> make_table("lt-ramsas").hand_sizes
    (5, 5, 5, 5, 4)
    >>> make_table("ru-zone").hand_sizes, make_table("ru-classic", 3).deck.size
    ((5, 5, 5, 1), 32)
    """
    info, lab = _info(variant_id), _lab(variant_id)
    allowed = info.players
    n = info.default_players if players is None else players
    if n not in allowed:
        span = f"{min(allowed)} to {max(allowed)}" if len(allowed) > 1 else str(allowed[0])
        raise RulesError(f"{variant_id} is dealt to {span} players, not {n}.",
                         rule=info.players_rule)
    options = {"house_pack": house_pack} if "house_pack" in info.options else {}
    deck = deck_spec(info.make_pack(n, options))
    return Table(variant_id, n, deck, lab.hands(n, info.hand_size), buy=lab.buy, turned=lab.turned,
                 deal_rule=lab.deal_rule(options))


# --------------------------------------------------------------------------- questions


def _count(hand: np.ndarray, table: np.ndarray) -> np.ndarray:
    """Per deal, how many cards of ``hand`` are marked in the boolean deck ``table``."""
    marks = table.astype(np.uint8)
    acc = np.zeros(len(hand), dtype=np.uint8)
    for c in range(hand.shape[1]):
        acc += marks.take(hand[:, c])
    return acc


def _frac(p: Fraction) -> str:
    return f"{p.numerator:,}/{p.denominator:,}"


@dataclass(frozen=True)
class Question:
    """One event on a deal of one variant. Subclasses fill in the counting."""

    table: Table
    who: str = FOREHAND
    rule: str = ""

    kind: ClassVar[str] = ""
    title: ClassVar[str] = ""
    whos: ClassVar[tuple[str, ...]] = (FOREHAND,)
    histogram_label: ClassVar[str] = ""

    @property
    def variant_id(self) -> str:
        return self.table.variant_id

    @property
    def deck_size(self) -> int:
        return self.table.deck.size

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """What to deal for this question (see :func:`.deals.deal_hands`)."""
        return self.table.hand_sizes

    @property
    def label(self) -> str:
        return f"{self.title} ({self.rule})"

    @property
    def whom(self) -> str:
        if self.who == FOREHAND and self.table.players == 2:
            return "the dealer's opponent"
        return WHO_WORDS[self.who]

    @property
    def definition(self) -> str:
        """The event in words: which player, what is known."""
        raise NotImplementedError

    @property
    def formula(self) -> str:
        """How the exact answer is counted, in words with the numbers."""
        raise NotImplementedError

    @cached_property
    def exact(self) -> Fraction | None:
        """The exact probability, or ``None`` where there is no closed form."""
        raise NotImplementedError

    def event(self, deals: np.ndarray) -> np.ndarray:
        """Boolean per deal (row of ``deals``): did the event happen?"""
        raise NotImplementedError

    def hit(self, deal: Sequence[int]) -> bool:
        """The event on one deal in plain Python, no numpy (a list of card indices laid out
        as a row of :meth:`event`'s array): how a copy of the guide without numpy deals
        (:mod:`.plain`). ``tests/test_probability_plain.py`` proves it equal to
        :meth:`event`, deal by deal."""
        raise NotImplementedError

    def _hands_asked(self, deal: Sequence[int]) -> list[list[Card]]:
        """The hands the question looks at: the player's, or every player's for anyone."""
        if self.who == ANYONE:
            return [self.table.hand_of(deal, p) for p in range(self.table.players)]
        return [self.table.hand_of(deal, self.table.seat(self.who))]

    def statistic(self, deals: np.ndarray) -> np.ndarray | None:
        """A count per deal for the histogram, or ``None`` when none is shown."""
        return None

    def exact_pmf(self) -> list[Fraction] | None:
        """Exact probability of each value ``0, 1, ...`` of :meth:`statistic`, if known."""
        return None

    def _player_hand(self, deals: np.ndarray) -> np.ndarray:
        return self.table.hand(deals, self.table.seat(self.who))

    @property
    def _hand_size(self) -> int:
        return self.table.hands[self.table.seat(FOREHAND if self.who == ANYONE else self.who)]

    def _word(self, default: str) -> str:
        """What the variant's table calls this question's event (``Lab.words``)."""
        return _lab(self.variant_id).words.get(self.kind, default)


class NineTurned(Question):
    kind, title, whos = "nine-turned", "The dealer's shown last card is a nine", (DEALER,)

    @property
    def definition(self) -> str:
        return (f"{self.table.describe()}. The last card dealt goes to the dealer and is shown "
                "to everybody (LT-DEAL-5). Is it a nine, so that the dealer may have the cards "
                "dealt again (LT-DEAL-3)?")

    @property
    def _nines(self) -> int:
        return sum(card.rank == NINE for card in self.table.deck.cards)

    @cached_property
    def exact(self) -> Fraction:
        return Fraction(self._nines, self.deck_size)

    @property
    def formula(self) -> str:
        n = self.deck_size
        return (f"Each of the {n} cards is equally likely to be the last one dealt, and "
                f"{self._nines} of them are nines: {self._nines}/{n} = {_frac(self.exact)}.")

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.table.deck.rank_of.take(self.table.turned_card(deals)) == NINE

    def hit(self, deal: Sequence[int]) -> bool:
        return self.table.turned_of(deal).rank == NINE


class TrumpAce(Question):
    kind, title, whos = "trump-ace", "Holding the trump ace", (FOREHAND, DEALER)

    @property
    def definition(self) -> str:
        shown = ("the dealer's last card, shown (it is in his hand)"
                 if self.table.turned == "dealer" else "the card turned up after the deal "
                 "(in nobody's hand)")
        return (f"{self.table.describe()}. Trump is the suit of {shown}. Is the ace of that "
                f"suit in the hand of {self.whom}, as dealt? ({self.rule} says what its "
                "holder must do.)")

    @cached_property
    def exact(self) -> Fraction:
        seat = self.table.seat(self.who)
        return ex.p_trump_ace(self.table.hands[seat], self.deck_size,
                              self.table.holds_turned(seat))

    @property
    def formula(self) -> str:
        n, seat = self.deck_size, self.table.seat(self.who)
        h = self.table.hands[seat]
        if self.table.holds_turned(seat):
            return (f"Either the shown card is itself an ace (4 in {n}), or it is not "
                    f"({n - 4}/{n}) and the ace of its suit is one of the dealer's other {h - 1} "
                    f"cards, each of the {n - 1} unseen cards being as likely to be there: "
                    f"4/{n} + {n - 4}/{n} x {h - 1}/{n - 1} = {_frac(self.exact)}.")
        shown = "shown" if self.table.turned == "dealer" else "turned"
        return (f"The {shown} card must not be an ace ({n - 4}/{n}); then the trump ace is one "
                f"of the {n - 1} other cards, and {h} of them are this player's: "
                f"{n - 4}/{n} x {h}/{n - 1} = {_frac(self.exact)}.")

    def event(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        ace_of_suit = np.array([deck.indices_of(ACE, s)[0] for s in range(4)], dtype=np.int16)
        target = ace_of_suit.take(deck.suit_of.take(self.table.turned_card(deals)))
        hand = self._player_hand(deals)
        hit = np.zeros(len(deals), dtype=bool)
        for c in range(hand.shape[1]):
            hit |= hand[:, c] == target
        return hit

    def hit(self, deal: Sequence[int]) -> bool:
        trump = self.table.turned_of(deal).suit
        return any(c.rank == ACE and c.suit == trump for c in self._hands_asked(deal)[0])


class _JackQuestion(Question):
    histogram_label = "jacks in the hand"

    def _jacks(self) -> np.ndarray:
        return self.table.deck.mask(self.table.deck.indices_of(JACK))

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        return _count(self._player_hand(deals) if self.who != ANYONE
                      else self.table.hand(deals, 0), self._jacks()).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.deck_size, 4, self._hand_size)


class FourJacks(_JackQuestion):
    kind, title, whos = "four-jacks", "All four jacks in one hand", (FOREHAND, ANYONE)

    @property
    def definition(self) -> str:
        name = self._word("rams")
        return (f"{self.table.describe()}. Does {self.whom} hold all four jacks as dealt "
                f"(\"{name}\", {self.rule})?")

    @cached_property
    def exact(self) -> Fraction:
        one = ex.p_holds_all(4, self._hand_size, self.deck_size)
        return one * self.table.players if self.who == ANYONE else one

    @property
    def formula(self) -> str:
        n, h = self.deck_size, self._hand_size
        one = (f"The hand must be the four jacks plus {h - 4} of the other {n - 4} cards: "
               f"C({n - 4},{h - 4}) = {comb(n - 4, h - 4):,} hands out of C({n},{h}) = "
               f"{comb(n, h):,}")
        if self.who == ANYONE:
            return (f"{one}. Only one player can hold all four, so the {self.table.players} "
                    f"players' chances add up: {_frac(self.exact)}.")
        return f"{one}: {_frac(self.exact)}."

    def event(self, deals: np.ndarray) -> np.ndarray:
        jacks = self._jacks()
        if self.who != ANYONE:
            return _count(self._player_hand(deals), jacks) == 4
        hit = np.zeros(len(deals), dtype=bool)
        for p in range(self.table.players):
            hit |= _count(self.table.hand(deals, p), jacks) == 4
        return hit

    def hit(self, deal: Sequence[int]) -> bool:
        return any(sum(c.rank == JACK for c in hand) == 4 for hand in self._hands_asked(deal))


class JackPair(_JackQuestion):
    kind, title = "jack-pair", "A pair of jacks of one colour"

    @property
    def definition(self) -> str:
        return (f"{self.table.describe()}. Does {self.whom} hold both black jacks (JC JS) or "
                f"both red jacks (JD JH), or both pairs, as dealt ({self.rule})?")

    @cached_property
    def exact(self) -> Fraction:
        return ex.p_jack_pair(self._hand_size, self.deck_size)

    @property
    def formula(self) -> str:
        n, h = self.deck_size, self._hand_size
        return (f"Hands with both black jacks: C({n - 2},{h - 2}) = {comb(n - 2, h - 2):,}; the "
                f"same for the red pair; hands with all four jacks, C({n - 4},{h - 4}) = "
                f"{comb(n - 4, h - 4):,}, were counted twice. (2 x {comb(n - 2, h - 2):,} - "
                f"{comb(n - 4, h - 4):,}) / C({n},{h}) = {_frac(self.exact)}.")

    def event(self, deals: np.ndarray) -> np.ndarray:
        deck, hand = self.table.deck, self._player_hand(deals)
        jacks = deck.indices_of(JACK)
        colour = np.isin(deck.suit_of[jacks], (0, 3))          # clubs, spades: black
        black = _count(hand, deck.mask(jacks[colour])) == 2
        red = _count(hand, deck.mask(jacks[~colour])) == 2
        return black | red

    def hit(self, deal: Sequence[int]) -> bool:
        jacks = [c for c in self._hands_asked(deal)[0] if c.rank == JACK]
        black = sum(c.suit in (SUITS[0], SUITS[3]) for c in jacks)  # clubs, spades
        return black == 2 or len(jacks) - black == 2


class FiveOneSuit(Question):
    kind, title, whos = "five-one-suit", "Five cards of one suit", (FOREHAND, ANYONE)

    @property
    def definition(self) -> str:
        what = self._word("scores for it")
        return (f"{self.table.describe()}. Are the five cards dealt to {self.whom} all of one "
                f"suit, so that he {what} ({self.rule})?")

    @cached_property
    def exact(self) -> Fraction:
        n, h, m = self.deck_size, self._hand_size, self.table.deck.suit_size
        if self.who == ANYONE:
            return ex.p_someone_one_suit(self.table.players, h, n, m)
        return ex.p_one_suit(h, n, m)

    @property
    def formula(self) -> str:
        n, h, m = self.deck_size, self._hand_size, self.table.deck.suit_size
        one = (f"4 suits x C({m},{h}) = {4 * comb(m, h):,} one-suit hands out of C({n},{h}) = "
               f"{comb(n, h):,}")
        if self.who == ANYONE:
            return (f"For one player: {one}. For the table, inclusion-exclusion: add each "
                    f"player's chance, take off each pair's chance of both having one (in "
                    "different suits when a suit is too short for two), add back triples, and "
                    f"so on: {_frac(self.exact)}.")
        return f"{one}: {_frac(self.exact)}."

    def _one_suit(self, hand: np.ndarray) -> np.ndarray:
        suit_of = self.table.deck.suit_of
        first = suit_of.take(hand[:, 0])
        same = np.ones(len(hand), dtype=bool)
        for c in range(1, hand.shape[1]):
            same &= suit_of.take(hand[:, c]) == first
        return same

    def event(self, deals: np.ndarray) -> np.ndarray:
        if self.who != ANYONE:
            return self._one_suit(self._player_hand(deals))
        hit = np.zeros(len(deals), dtype=bool)
        for p in range(self.table.players):
            hit |= self._one_suit(self.table.hand(deals, p))
        return hit

    def hit(self, deal: Sequence[int]) -> bool:
        return any(len({c.suit for c in hand}) == 1 for hand in self._hands_asked(deal))


class ThreeTrumps(Question):
    kind, title, whos = "three-trumps", "Three or more trumps", (FOREHAND, DEALER)
    histogram_label = "trumps in the hand"

    @property
    def definition(self) -> str:
        shown = ("the dealer's shown last card, which counts as one of his trumps"
                 if self.table.turned == "dealer" else "the card turned up after the deal")
        return (f"{self.table.describe()}. Trump is the suit of {shown} ({self.rule}). Does "
                f"{self.whom} hold three or more trumps as dealt?")

    def _holds(self) -> bool:
        return self.table.holds_turned(self.table.seat(self.who))

    def exact_pmf(self) -> list[Fraction]:
        return ex.trump_count_pmf(self._hand_size, self.deck_size, self.table.deck.suit_size,
                                  self._holds())

    @cached_property
    def exact(self) -> Fraction:
        return sum(self.exact_pmf()[3:], Fraction(0))

    @property
    def formula(self) -> str:
        n, h, m = self.deck_size, self._hand_size, self.table.deck.suit_size
        if self._holds():
            return (f"The shown card is a trump; the other {n - 1} cards hold {m - 1} trumps, "
                    f"and the dealer needs at least 2 of them among his other {h - 1} cards: "
                    f"sum over t = 2..{h - 1} of C({m - 1},t) C({n - m},{h - 1}-t) / "
                    f"C({n - 1},{h - 1}) = {_frac(self.exact)}.")
        shown = "shown" if self.table.turned == "dealer" else "turned"
        return (f"The {n - 1} cards other than the {shown} one hold {m - 1} trumps; the hand is "
                f"{h} of them: sum over t = 3..{h} of C({m - 1},t) C({n - m},{h}-t) / "
                f"C({n - 1},{h}) = {_frac(self.exact)}.")

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        suit_of = self.table.deck.suit_of
        trump = suit_of.take(self.table.turned_card(deals))
        hand = self._player_hand(deals)
        acc = np.zeros(len(deals), dtype=np.int16)
        for c in range(hand.shape[1]):
            acc += suit_of.take(hand[:, c]) == trump
        return acc

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 3

    def hit(self, deal: Sequence[int]) -> bool:
        trump = self.table.turned_of(deal).suit
        return sum(c.suit == trump for c in self._hands_asked(deal)[0]) >= 3


class AceInHand(Question):
    kind, title = "ace-in-hand", "An ace in the hand: may not pass"
    histogram_label = "aces in the hand"

    @property
    def definition(self) -> str:
        return (f"{self.table.describe()}. Do the five cards dealt to {self.whom} hold at "
                f"least one ace, so that he may not pass (RU-DECL-3)? (Every player's chance "
                "is the same.)")

    @cached_property
    def exact(self) -> Fraction:
        return ex.p_holds_any(4, self._hand_size, self.deck_size)

    @property
    def formula(self) -> str:
        n, h = self.deck_size, self._hand_size
        return (f"One minus the chance of no ace: the hand is {h} of the {n - 4} other cards in "
                f"C({n - 4},{h}) = {comb(n - 4, h):,} of the C({n},{h}) = {comb(n, h):,} ways: "
                f"1 - {comb(n - 4, h):,}/{comb(n, h):,} = {_frac(self.exact)}.")

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        return _count(self._player_hand(deals), deck.mask(deck.indices_of(ACE))).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.deck_size, 4, self._hand_size)

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 1

    def hit(self, deal: Sequence[int]) -> bool:
        return any(c.rank == ACE for c in self._hands_asked(deal)[0])


@dataclass(frozen=True)
class RamiHand(Question):
    """A question about one Rami hand: the 13 cards dealt, or 14 after the first draw."""

    cards: int = 13

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return (self.cards,)

    @property
    def _which(self) -> str:
        return ("the 13 cards a player is dealt" if self.cards == 13 else
                "the starting player's 13 dealt cards plus his first draw from the stock")

    @property
    def players_note(self) -> str:
        """Whether the number of players matters: only through the pack it deals from.

        >>> print(make_question("rami-joker", "hu-rami-40", players=3).players_note)
        ... # doctest: +NORMALIZE_WHITESPACE
        One hand is 13 of the 108 cards whoever holds the others, so the number of players
        changes nothing here: 2, 3 or 4 players deal from these 108 cards (5 or 6 from 160).
        """
        size = self.table.deck.size
        same = [n for n in players_allowed(self.variant_id)
                if make_table(self.variant_id, n, self._house).deck.size == size]
        other = sorted({make_table(self.variant_id, n, self._house).deck.size
                        for n in players_allowed(self.variant_id) if n not in same})
        others = [n for n in players_allowed(self.variant_id) if n not in same]
        elsewhere = (f" ({_or(others)} from {', '.join(map(str, other))})" if others else "")
        return (f"One hand is {self.cards} of the {size} cards whoever holds the "
                f"others, so the number of players changes nothing here: {_or(same)} players "
                f"deal from these {size} cards{elsewhere}.")

    @property
    def _house(self) -> bool:
        """Whether the pack is the house rule's, a joker a pack (HU-DECK-2)."""
        return self.table.deck.jokers == self.table.deck.packs

    @property
    def _jokers(self) -> int:
        return self.table.deck.jokers

    def _hand(self, deal: Sequence[int]) -> list[Card]:
        cards = self.table.deck.cards
        return [cards[i] for i in deal]


def _or(numbers: Sequence[int]) -> str:
    """``[2, 3, 4]`` as "2, 3 or 4"."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


@dataclass(frozen=True)
class RamiOpen(RamiHand):
    """Can a dealt Rami hand open? Simulated through the Rami engine's best-meld search."""

    kind, title = "rami-open", "A dealt Rami hand can open"
    histogram_label = "best meld points in the hand"

    @property
    def threshold(self) -> int:
        """The opening the hand must reach: the variant's (40 or 51, HU-TURN-2)."""
        threshold = variant(self.variant_id).threshold
        assert threshold is not None
        return threshold

    @property
    def definition(self) -> str:
        return (f"{self.table.players} players, {self.deck_size} cards ({self.table.deal_rule})."
                f" Can {self._which} be laid down as sets and runs worth at least "
                f"{self.threshold} points, the opening meld ({self.rule})? {self.players_note}")

    @property
    def formula(self) -> str:
        return ("No closed form: whether a hand can open depends on how its sets, runs and "
                "jokers can be combined, so each hand is searched by the Rami engine and only "
                "the Monte-Carlo estimate with its interval is given.")

    @cached_property
    def exact(self) -> None:
        return None

    def _hands(self, deals: np.ndarray):
        cards = self.table.deck.cards
        for row in deals.tolist():
            yield [cards[i] for i in row]

    def event(self, deals: np.ndarray) -> np.ndarray:
        from ..engine.rami import can_open

        t = self.threshold
        return np.fromiter((bool(can_open(h, t)) for h in self._hands(deals)),
                           dtype=bool, count=len(deals))

    def hit(self, deal: Sequence[int]) -> bool:
        from ..engine.rami import can_open

        return bool(can_open(self._hand(deal), self.threshold))

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        from ..engine.rami import best_meld_points

        return np.fromiter((best_meld_points(h) for h in self._hands(deals)),
                           dtype=np.int16, count=len(deals))


@dataclass(frozen=True)
class RamiJoker(RamiHand):
    """At least one joker in a Rami hand, and how many are to be expected."""

    kind, title = "rami-joker", "A joker in the hand"
    histogram_label = "jokers in the hand"

    @property
    def definition(self) -> str:
        return (f"{self.table.players} players, {self.deck_size} cards with {self._jokers} "
                f"jokers ({self.table.deal_rule}). Do {self._which} hold at least one joker, "
                f"the card that may stand for any other ({self.rule})? {self.players_note}")

    @cached_property
    def exact(self) -> Fraction:
        return ex.p_holds_any(self._jokers, self.cards, self.deck_size)

    @property
    def expected(self) -> Fraction:
        """The mean number of jokers in the hand: each card is a joker with chance j/n."""
        return Fraction(self.cards * self._jokers, self.deck_size)

    @property
    def formula(self) -> str:
        n, h, j = self.deck_size, self.cards, self._jokers
        return (f"One minus the chance of no joker: the hand is {h} of the {n - j} other cards "
                f"in C({n - j},{h}) of the C({n},{h}) ways, so 1 - C({n - j},{h})/C({n},{h}) = "
                f"{_frac(self.exact)}. On average a hand holds {h} x {j}/{n} = "
                f"{_frac(self.expected)} = {float(self.expected):.3f} jokers: each of its "
                f"{h} cards is one of the {j} jokers with chance {j}/{n}.")

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        jokers = deck.mask(np.flatnonzero(deck.suit_of == JOKER_SUIT))
        return _count(deals, jokers).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.deck_size, self._jokers, self.cards)

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 1

    def hit(self, deal: Sequence[int]) -> bool:
        return any(c.is_joker for c in self._hand(deal))


@dataclass(frozen=True)
class RamiCopies(RamiHand):
    """Two copies of one card (the ace of hearts) in a hand: they can never share a set."""

    kind, title = "rami-copies", "Two copies of the ace of hearts"
    histogram_label = "copies of the ace of hearts in the hand"
    CARD: ClassVar[str] = "AH"

    @property
    def _copies(self) -> int:
        return self.table.deck.packs

    @property
    def definition(self) -> str:
        return (f"{self.table.players} players, {self.deck_size} cards: {self._copies} packs, "
                f"so {self._copies} copies of every card ({self.table.deal_rule}). Do "
                f"{self._which} hold at least two copies of the ace of hearts, which can never "
                f"go into the same set ({self.rule})? Any other card has the same chance. "
                f"{self.players_note}")

    @cached_property
    def exact(self) -> Fraction:
        return ex.hypergeom_sf(2, self.deck_size, self._copies, self.cards)

    @property
    def formula(self) -> str:
        n, h, c = self.deck_size, self.cards, self._copies
        ways = " + ".join(f"C({c},{k}) x C({n - c},{h - k})" for k in range(2, min(c, h) + 1))
        return (f"Count the hands with 2 or more of the {c} copies: ({ways}) of the "
                f"C({n},{h}) hands = {_frac(self.exact)} (about one hand in "
                f"{round(1 / self.exact):,}).")

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        copies = deck.mask(deck.indices_of(ACE, SUITS.index(Card.parse(self.CARD).suit)))
        return _count(deals, copies).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.deck_size, self._copies, self.cards)

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 2

    def hit(self, deal: Sequence[int]) -> bool:
        wanted = Card.parse(self.CARD)
        return sum(c == wanted for c in self._hand(deal)) >= 2


@dataclass(frozen=True)
class RamiNatural(RamiHand):
    """A natural meld among the dealt cards: a set or a run with no joker in it."""

    kind, title = "rami-natural", "A natural set or run in the hand"

    @property
    def definition(self) -> str:
        return (f"{self.table.players} players, {self.deck_size} cards ({self.table.deal_rule})"
                f". Do {self._which} hold a combination without a joker: a set (three cards "
                f"of one rank in three different suits, HU-SET-1) or a run (three cards of one "
                f"suit in a row, the ace low or high, {self.rule}, HU-RUN-2)? "
                f"{self.players_note}")

    @property
    def formula(self) -> str:
        return ("No closed form here: the sets and the runs overlap in too many ways to count "
                "by hand (a card may sit in a set and a run at once, and the packs repeat every "
                "card), so only the Monte-Carlo estimate with its interval is given.")

    @cached_property
    def exact(self) -> None:
        return None

    def event(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        rank, suit = deck.rank_of.take(deals), deck.suit_of.take(deals)
        plain = suit != JOKER_SUIT
        held = np.zeros((len(deals), 4, ACE + 1), dtype=bool)  # [deal, suit, rank]
        rows = np.broadcast_to(np.arange(len(deals))[:, None], deals.shape)
        held[rows[plain], suit[plain], rank[plain]] = True
        held[:, :, 1] = held[:, :, ACE]  # the ace below the 2 (HU-RUN-2)
        sets = (held[:, :, 2:ACE + 1].sum(axis=1) >= 3).any(axis=1)
        runs = (held[:, :, 1:-2] & held[:, :, 2:-1] & held[:, :, 3:]).any(axis=(1, 2))
        return sets | runs

    def hit(self, deal: Sequence[int]) -> bool:
        held = {(c.suit, c.rank) for c in self._hand(deal) if not c.is_joker}
        held |= {(suit, 1) for suit, rank in held if rank == ACE}  # the ace below the 2
        ranks = {rank for _suit, rank in held if rank != 1}
        sets = any(sum((suit, rank) in held for suit in SUITS) >= 3 for rank in ranks)
        return sets or any((suit, r + 1) in held and (suit, r + 2) in held
                           for suit, r in held)


@dataclass(frozen=True)
class RamiOuts(RamiHand):
    """The outs to complete a meld: of the cards a player has not seen, how many finish his
    run, and the chance that one of his next draws from the stock is one of them."""

    kind, title = "rami-outs", "Drawing a card that completes a run"
    histogram_label = "cards among the three drawn that complete the run"
    #: The run begun: 7 and 8 of hearts, completed by a 6 or a 9 of hearts, or by a joker.
    HELD: ClassVar[str] = "7H 8H"
    WANTED: ClassVar[str] = "6H 9H"
    DRAWS: ClassVar[int] = 3

    @property
    def unseen(self) -> int:
        """Cards the player has not seen: the pack less his hand and the discard pile's
        first card, face up (HU-DEAL-1)."""
        return self.table.deck.size - self.cards - 1

    @property
    def outs(self) -> int:
        """Every copy of the two cards that complete the run, and every joker (HU-JOKER-1)."""
        return 2 * self.table.deck.packs + self._jokers

    @property
    def deck_size(self) -> int:
        """What is dealt: the unseen cards, the outs first (index < :attr:`outs`)."""
        return self.unseen

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return (self.DRAWS,)

    @property
    def definition(self) -> str:
        packs, j = self.table.deck.packs, self._jokers
        return (f"{self.table.players} players, {self.table.deck.size} cards "
                f"({self.table.deal_rule}). A player holds 7♥ 8♥ among {self._which}, and has "
                f"seen none of the cards that would make them a run ({self.rule}): the "
                f"{2 * packs} copies of 6♥ and 9♥ and the {j} jokers, {self.outs} outs among "
                f"the {self.unseen} cards he has not seen. What is the chance that one of his "
                f"next {self.DRAWS} draws from the stock is one of them? Every card he has not "
                "seen is as likely as any other to be the next one he draws, whoever else "
                f"draws in between. {self.players_note}")

    @cached_property
    def exact(self) -> Fraction:
        return ex.p_holds_any(self.outs, self.DRAWS, self.unseen)

    @property
    def formula(self) -> str:
        n, k, o = self.unseen, self.DRAWS, self.outs
        return (f"One minus the chance that all {k} draws miss: they are {k} of the {n - o} "
                f"other unseen cards in C({n - o},{k}) of the C({n},{k}) ways, so "
                f"1 - C({n - o},{k})/C({n},{k}) = {_frac(self.exact)}. The next draw alone "
                f"finds an out with chance {o}/{n} = {o / n:.4f}.")

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        return (deals < self.outs).sum(axis=1).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.unseen, self.outs, self.DRAWS)

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 1

    def hit(self, deal: Sequence[int]) -> bool:
        return any(i < self.outs for i in deal)


# --------------------------------------------------------------------------- catalogue

QUESTION_CLASSES: dict[str, type[Question]] = {
    cls.kind: cls for cls in (NineTurned, TrumpAce, FourJacks, JackPair, FiveOneSuit,
                              ThreeTrumps, AceInHand, RamiOpen, RamiJoker, RamiCopies,
                              RamiNatural, RamiOuts)}

QUESTION_RULES: Mapping[str, Mapping[str, str]] = MappingProxyType({
    kind: MappingProxyType({vid: _lab(vid).questions[kind] for vid in LAB_VARIANTS
                            if kind in _lab(vid).questions})
    for kind in QUESTION_CLASSES})
"""Question kind -> variant ID -> the rule the question comes from, as each variant
declares it (``Teaching.lab.questions``)."""


def questions_for(variant_id: str, players: int | None = None) -> list[tuple[str, str]]:
    """``(kind, title)`` of the questions the lab asks about a variant (and player count)."""
    _info(variant_id)
    out = []
    for kind, rules in QUESTION_RULES.items():
        if variant_id not in rules:
            continue
        if kind == "nine-turned" and players not in (None, 4):
            continue
        out.append((kind, QUESTION_CLASSES[kind].title))
    return out


def make_question(kind: str, variant_id: str, players: int | None = None,
                  who: str | None = None, *, cards: int = 13,
                  house_pack: bool = False) -> Question:
    """The question ``kind`` asked of ``variant_id``; ``who`` defaults to its first choice.

    ``cards`` (13 or 14) and ``house_pack`` concern only the Rami questions.

    >>> make_question("nine-turned", "lt-ramsas").exact
    Fraction(1, 6)
    >>> make_question("trump-ace", "lt-ramsas", who="dealer").exact
    Fraction(43, 138)
    """
    if kind not in QUESTION_CLASSES:
        raise RulesError(f"No such question {kind!r}; the lab asks: "
                         f"{', '.join(QUESTION_CLASSES)}.")
    rules = QUESTION_RULES[kind]
    if variant_id not in rules:
        raise RulesError(f"The question {kind!r} is asked only of {', '.join(rules)}, "
                         f"not {variant_id!r}.")
    cls = QUESTION_CLASSES[kind]
    table = make_table(variant_id, players, house_pack=house_pack)
    if kind == "nine-turned" and table.players != 4:
        raise RulesError("The dealer may look at his last card only with exactly 4 players.",
                         rule="LT-DEAL-3")
    who = cls.whos[0] if who is None else who
    if who not in cls.whos:
        raise RulesError(f"The question {kind!r} is asked of {' or '.join(cls.whos)}, "
                         f"not {who!r}.")
    if issubclass(cls, RamiHand):
        if cards not in (13, 14):
            raise RulesError(f"A Rami hand has 13 cards, 14 after the first draw, not {cards}.",
                             rule="HU-DEAL-1")
        return cls(table, who, rules[variant_id], cards=cards)
    return cls(table, who, rules[variant_id])


def all_questions() -> list[Question]:
    """Every question of the lab, each variant at its usual player count, every ``who``."""
    out = []
    for kind, rules in QUESTION_RULES.items():
        for variant_id in rules:
            for who in QUESTION_CLASSES[kind].whos:
                out.append(make_question(kind, variant_id, who=who))
    return out
