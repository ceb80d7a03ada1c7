"""Fast, exactly uniform, seeded deals as numpy arrays of card indices.

A deal of ``k = sum(hand_sizes)`` cards from a deck of ``N`` is drawn as ``k``
independent digits ``d_i``, each uniform on ``0 .. N-1-i`` (numpy's bounded
integers, which reject rather than round, so every digit is exactly uniform).
Card ``i`` of the deal is the ``d_i``-th smallest card not yet dealt. Digit tuples
and arrangements correspond one to one, so every arrangement of ``k`` distinct
cards has probability exactly ``(N-k)!/N!``. The digits are turned into cards
for a whole block of deals at once (right to left, each later digit is raised
by one where it is at least the earlier one), with no per-deal Python loop.

>>> deals = deal_hands(3, 24, (5, 5, 5, 5, 4), seed=7)
>>> deals.shape
(3, 24)
>>> sorted(deals[0].tolist()) == list(range(24))
True
>>> bool((deal_hands(3, 24, (5, 5, 5, 5, 4), seed=7) == deals).all())
True
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..engine.errors import RulesError
from ..engine.events import say
from ..i18n.messages import text
from .numeric import np

CHUNK = 1 << 16
"""Deals drawn per block: memory stays near ``CHUNK * k`` bytes however many deals."""

if np is not None:
    SeedLike = int | np.random.SeedSequence | np.random.Generator | None
else:  # no numpy (see .numeric): nothing is dealt
    SeedLike = int | None


#: What a request for deals that cannot be dealt is told (the value given, as Python
#: writes it).
BAD_NUMBER = text("probability.deals.number",
                  "The number of deals must be a whole number of at least 0, not {given}.")
BAD_DECK = text("probability.deals.deck", "A deck must hold 1 to 65536 cards, not {given}.")
BAD_HANDS = text("probability.deals.hands",
                 "Hand sizes must be whole numbers of at least 0, not {given}.")
TOO_MANY = text("probability.deals.too-many",
                "Cannot deal {dealt} cards ({hands}) from a deck of {cards}.")
BAD_BLOCK = text("probability.deals.block", "A block must hold at least one deal, not {given}.")


def _check(n_deals: int, deck_size: int, hand_sizes: Sequence[int]) -> tuple[int, ...]:
    if isinstance(n_deals, bool) or not isinstance(n_deals, (int, np.integer)) or n_deals < 0:
        raise RulesError(say(BAD_NUMBER, given=repr(n_deals)))
    if (isinstance(deck_size, bool) or not isinstance(deck_size, (int, np.integer))
            or not 1 <= deck_size <= 65536):
        raise RulesError(say(BAD_DECK, given=repr(deck_size)))
    sizes = tuple(hand_sizes)
    if not sizes or any(isinstance(h, bool) or not isinstance(h, (int, np.integer)) or h < 0
                        for h in sizes):
        raise RulesError(say(BAD_HANDS, given=repr(hand_sizes)))
    if sum(sizes) > deck_size:
        raise RulesError(say(TOO_MANY, dealt=int(sum(sizes)),
                             hands=" + ".join(map(str, sizes)), cards=int(deck_size)))
    return sizes


def _dtype(deck_size: int) -> type[np.unsignedinteger]:
    return np.uint8 if deck_size <= 256 else np.uint16


def decode_digits(digits: np.ndarray) -> np.ndarray:
    """Turn digits into cards, in place: ``digits[i]`` (row ``i``, one column per deal)
    is the rank of card ``i`` among the cards not yet dealt, ``0 <= digits[i] < N - i``.

    >>> decode_digits(np.array([[2], [2], [0]], dtype=np.uint8)).ravel().tolist()
    [2, 3, 0]
    """
    for i in range(len(digits) - 2, -1, -1):
        later = digits[i + 1:]
        later += later >= digits[i]
    return digits


def _block(rng: np.random.Generator, rows: int, deck_size: int, k: int) -> np.ndarray:
    """``k x rows`` card indices: column ``r`` is one uniformly random deal."""
    dtype = _dtype(deck_size)
    out = np.empty((k, rows), dtype=dtype)
    for i in range(k):
        out[i] = rng.integers(0, deck_size - i, size=rows, dtype=dtype)
    return decode_digits(out)


def iter_deals(n_deals: int, deck_size: int, hand_sizes: Sequence[int],
               seed: SeedLike = None, chunk: int = CHUNK) -> Iterator[np.ndarray]:
    """The deals of :func:`deal_hands`, block by block (each ``(rows, k)``).

    With the default ``chunk`` the blocks, stacked, are exactly
    ``deal_hands(n_deals, deck_size, hand_sizes, seed)``.
    """
    sizes = _check(n_deals, deck_size, hand_sizes)
    if chunk < 1:
        raise RulesError(say(BAD_BLOCK, given=repr(chunk)))
    rng = np.random.default_rng(seed)
    k = sum(sizes)
    done = 0
    while done < n_deals:
        rows = min(chunk, n_deals - done)
        yield _block(rng, rows, deck_size, k).T
        done += rows


def deal_hands(n_deals: int, deck_size: int, hand_sizes: Sequence[int],
               seed: SeedLike = None) -> np.ndarray:
    """``n_deals`` uniformly random deals of distinct card indices ``0..deck_size-1``.

    Returns an array of shape ``(n_deals, sum(hand_sizes))``; hand ``h`` is the
    column slice ``hand_slices(hand_sizes)[h]``. Cards not dealt (the rest of the
    stock) are not in the row. The dtype is ``uint8`` for decks of up to 256 cards
    (``uint16`` above); the array is column-major, so each hand's columns are
    contiguous. The same ``seed`` gives the same deals; ``None`` draws fresh entropy.
    Memory beyond the result stays bounded: deals are drawn in blocks of ``CHUNK``.
    Index ``i`` is the card ``DeckSpec(...).card(i)`` (see :mod:`.deck`).
    """
    sizes = _check(n_deals, deck_size, hand_sizes)
    k = sum(sizes)
    out = np.empty((k, n_deals), dtype=_dtype(deck_size))
    at = 0
    for block in iter_deals(n_deals, deck_size, sizes, seed):
        out[:, at:at + len(block)] = block.T
        at += len(block)
    return out.T


def hand_slices(hand_sizes: Sequence[int]) -> list[slice]:
    """The column slice of each hand in a deal row.

    >>> hand_slices((5, 5, 4))
    [slice(0, 5, None), slice(5, 10, None), slice(10, 14, None)]
    """
    out, at = [], 0
    for h in hand_sizes:
        out.append(slice(at, at + h))
        at += h
    return out
