"""Exact probabilities from counting (``math.comb``), as fractions.

Every function counts equally likely hands: a hand of ``h`` cards dealt from
a well-shuffled deck of ``N`` is any of the ``C(N, h)`` sets of ``h`` cards with
the same chance.

>>> p_holds_all(4, 5, 24)                 # all four jacks in five cards of 24
Fraction(5, 10626)
>>> hypergeom_pmf(0, 24, 4, 5) == Fraction(comb(20, 5), comb(24, 5))
True
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from math import comb as _comb

#: The most cards a deck may have here (the largest real pack, Hungarian Rami's two packs
#: with jokers, has 108; the lab's questions stay far below).
MAX_DECK = 1000
#: The most suit-to-hand assignments :func:`p_all_one_suit` counts (suits ** players).
MAX_ASSIGNMENTS = 100_000


def _whole(name: str, value: object, low: int = 0, high: int = MAX_DECK) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; else a plain TypeError
    or ValueError naming ``name``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be a whole number, not {type(value).__name__}.")
    if not low <= value <= high:
        raise ValueError(f"{name} must be from {low} to {high}, not {value}.")
    return value


def _cards(deck: object, **parts: object) -> None:
    """Check a deck of ``deck`` cards and counts of cards taken from it (each at most the
    deck)."""
    _whole("deck", deck, 1)
    for name, value in parts.items():
        _whole(name, value, 0, deck)


def comb(n: int, k: int) -> int:
    """``C(n, k)``, and 0 when ``k`` is negative or more than ``n``.

    >>> comb(5, 2), comb(3, 4), comb(3, -1)
    (10, 0, 0)
    """
    return _comb(n, k) if 0 <= k <= n else 0


def hypergeom_pmf(k: int, population: int, successes: int, draws: int) -> Fraction:
    """P(exactly ``k`` of the ``successes`` special cards among ``draws`` cards of ``population``).

    >>> sum(hypergeom_pmf(k, 23, 5, 5) for k in range(6))
    Fraction(1, 1)
    """
    _whole("k", k, -MAX_DECK, MAX_DECK)
    _cards(population, successes=successes, draws=draws)
    return Fraction(comb(successes, k) * comb(population - successes, draws - k),
                    comb(population, draws))


def hypergeom_dist(population: int, successes: int, draws: int) -> list[Fraction]:
    """P(exactly 0, 1, ... of the ``successes`` special cards among ``draws`` cards), as
    far as can happen.

    >>> hypergeom_dist(24, 4, 5)[4] == hypergeom_pmf(4, 24, 4, 5), len(hypergeom_dist(24, 4, 5))
    (True, 5)
    """
    return [hypergeom_pmf(k, population, successes, draws)
            for k in range(min(successes, draws) + 1)]


def hypergeom_sf(k: int, population: int, successes: int, draws: int) -> Fraction:
    """P(at least ``k`` special cards among ``draws``): the hypergeometric tail."""
    _whole("k", k, -MAX_DECK, MAX_DECK)
    _cards(population, successes=successes, draws=draws)
    return sum((hypergeom_pmf(j, population, successes, draws)
                for j in range(max(k, 0), min(successes, draws) + 1)), Fraction(0))


def p_holds_all(special: int, hand: int, deck: int) -> Fraction:
    """P(a hand of ``hand`` cards holds all ``special`` given cards): C(N-s, h-s) / C(N, h)."""
    _cards(deck, special=special, hand=hand)
    return Fraction(comb(deck - special, hand - special), comb(deck, hand))


def p_holds_any(special: int, hand: int, deck: int) -> Fraction:
    """P(at least one of ``special`` given cards in the hand): 1 - C(N-s, h) / C(N, h).

    >>> p_holds_any(4, 5, 32)                  # an ace in five cards of 32
    Fraction(1841, 3596)
    """
    _cards(deck, special=special, hand=hand)
    return 1 - Fraction(comb(deck - special, hand), comb(deck, hand))


def p_jack_pair(hand: int, deck: int) -> Fraction:
    """P(both black jacks or both red jacks in the hand), by inclusion-exclusion.

    Both black: C(N-2, h-2)/C(N, h); both red the same; both pairs (all four
    jacks) is counted twice, so it is taken off once.
    """
    _cards(deck, hand=hand)
    if deck < 4:
        raise ValueError(f"A deck with four jacks has at least 4 cards, not {deck}.")
    both = comb(deck - 2, hand - 2)
    return Fraction(2 * both - comb(deck - 4, hand - 4), comb(deck, hand))


def p_one_suit(hand: int, deck: int, suit_size: int, suits: int = 4) -> Fraction:
    """P(all ``hand`` cards of one suit): 4 * C(m, h) / C(N, h), ``m`` cards per suit.

    >>> p_one_suit(5, 24, 6)                   # RUM-2 on the 24-card pack
    Fraction(1, 1771)
    """
    _suits(deck, suit_size, suits)
    _cards(deck, hand=hand)
    return Fraction(suits * comb(suit_size, hand), comb(deck, hand))


def _suits(deck: object, suit_size: object, suits: object) -> None:
    _whole("deck", deck, 1)
    _whole("suit_size", suit_size, 1, deck)
    _whole("suits", suits, 1, deck)
    if suit_size * suits > deck:
        raise ValueError(f"{suits} suits of {suit_size} cards do not fit in a deck of {deck}.")


def _hands(players: object, hand: object, deck: object, suit_size: object,
           suits: object) -> None:
    _suits(deck, suit_size, suits)
    _whole("players", players, 1, deck)
    _whole("hand", hand, 0, deck)
    if players * hand > deck:
        raise ValueError(f"{players} hands of {hand} cards do not fit in a deck of {deck}.")
    if suits ** players > MAX_ASSIGNMENTS:
        raise ValueError(f"{players} players and {suits} suits make {suits ** players:,} "
                         f"cases to count; at most {MAX_ASSIGNMENTS:,} are.")


def _turned(hand: object, deck: object, holds_turned: object) -> None:
    """A hand of ``hand`` cards and a turned card from a deck of ``deck``."""
    _whole("deck", deck, 2)
    if not isinstance(holds_turned, bool):
        raise TypeError(f"holds_turned must be True or False, not {type(holds_turned).__name__}.")
    _whole("hand", hand, 1 if holds_turned else 0, deck if holds_turned else deck - 1)


def _falling_hands(cards: int, hand: int, count: int) -> int:
    """Ways to deal ``count`` ordered hands of ``hand`` cards from ``cards`` cards."""
    out = 1
    for j in range(count):
        out *= comb(cards - j * hand, hand)
    return out


def p_all_one_suit(players: int, hand: int, deck: int, suit_size: int, suits: int = 4) -> Fraction:
    """P(each of ``players`` given hands of ``hand`` cards is all of one suit).

    Counts every assignment of a suit to each hand (two hands may share a suit
    when it has enough cards) over the ways of dealing the hands.
    """
    _hands(players, hand, deck, suit_size, suits)
    favourable = 0
    for chosen in product(range(suits), repeat=players):
        ways = 1
        for s in range(suits):
            ways *= _falling_hands(suit_size, hand, chosen.count(s))
        favourable += ways
    return Fraction(favourable, _falling_hands(deck, hand, players))


def p_someone_one_suit(players: int, hand: int, deck: int, suit_size: int,
                       suits: int = 4) -> Fraction:
    """P(at least one of ``players`` hands is all of one suit), by inclusion-exclusion.

    Sum over ``j = 1..players`` of ``(-1)^(j+1) C(players, j) P(j given hands are
    each one suit)``.

    >>> p_someone_one_suit(1, 5, 24, 6) == p_one_suit(5, 24, 6)
    True
    """
    _hands(players, hand, deck, suit_size, suits)
    return sum(((-1) ** (j + 1) * comb(players, j) * p_all_one_suit(j, hand, deck, suit_size, suits)
                for j in range(1, players + 1)), Fraction(0))


def p_trump_ace(hand: int, deck: int, holds_turned: bool, aces: int = 4) -> Fraction:
    """P(the hand holds the ace of the suit of a turned card).

    The turned card is uniform over the deck. If it is in this hand
    (``holds_turned``): it is an ace with chance 4/N, and otherwise the trump ace
    is one of the hand's other ``h-1`` cards with chance (h-1)/(N-1). If it is
    not in the hand: the turned card must not be an ace, (N-4)/N, and then the
    trump ace is among the hand's ``h`` cards out of the other N-1, h/(N-1).

    >>> p_trump_ace(5, 24, holds_turned=False)
    Fraction(25, 138)
    """
    _turned(hand, deck, holds_turned)
    _whole("aces", aces, 0, deck)
    not_ace = Fraction(deck - aces, deck)
    if holds_turned:
        return Fraction(aces, deck) + not_ace * Fraction(hand - 1, deck - 1)
    return not_ace * Fraction(hand, deck - 1)


def trump_count_pmf(hand: int, deck: int, suit_size: int, holds_turned: bool) -> list[Fraction]:
    """P(exactly ``t`` trumps in the hand), ``t = 0..hand``, trump being a turned card's suit.

    Whatever the turned card, the other N-1 cards hold ``m-1`` trumps. A hand
    that holds the turned card has one trump for sure plus a hypergeometric
    count in its other h-1 cards; any other hand is h cards from those N-1.
    """
    _turned(hand, deck, holds_turned)
    _whole("suit_size", suit_size, 1, deck)
    rest, trumps_left = deck - 1, suit_size - 1
    if holds_turned:
        return [Fraction(0)] + [hypergeom_pmf(t - 1, rest, trumps_left, hand - 1)
                                for t in range(1, hand + 1)]
    return [hypergeom_pmf(t, rest, trumps_left, hand) for t in range(hand + 1)]
