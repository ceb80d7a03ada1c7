"""The best-meld search: the most points a hand can lay down as disjoint combinations.

Exact and fast, for the lessons that ask how often a dealt hand can open.

How it works: the hand becomes one integer, two bits per (rank, suit) count
(ranks 2..A, so the aces come last), plus a joker count. Cards that fit no
combination at all are dropped first (most random hands keep only a few).
Then a memoised search takes the lowest remaining card and tries every fate it
can have: left in the hand, the lowest card of a set (HU-SET-1), or the lowest
natural card of a run (HU-RUN-1/2; a low ace rides along with its 2 or 3).
Jokers follow HU-JOKER-1/2: one per combination, in the one gap or at the lower
end, so each combination scores exactly what :func:`validate_meld` gives it.
Runs longer than 5 are not tried: cut in two they score the same (the only
exceptions, a 6-card run whose joker would end up on top of the lower part, and
runs up from the low ace with the joker on top, are kept).

Limits: hands of at most :data:`MAX_CARDS` (30) cards, any number of jokers among them;
a longer hand raises :class:`RulesError`.

Speed: the fates of the lowest card depend only on which neighbours are in hand
(the same rank in later suits, the next positions of its suit, its ace, whether a
joker is left), so :func:`_options` lists them once per neighbourhood into a table
that every later hand reuses. Each fate carries its *loss* against a simple upper
bound (every card at its rank value, a joker at 11): fates are tried smallest loss
first and the rest skipped once none can beat the best found, which keeps the
answer exact; exact values only are memoised, so one memo serves every search of the
process (a simulation asks about thousands of hands that share their remnants).
:func:`can_open` asks a narrower question and stops at the first packing that
reaches the threshold, skipping every fate whose bound falls short. A hand kept card
by card (:data:`UNIT_BY_CODE`) is asked through :func:`reduce_state` and the
``reduced_*`` functions, without a list of cards.

>>> from ..cards import parse_cards
>>> best_meld_points(parse_cards("KH KS KD 5C 6C 7C 2D"))
48
>>> can_open(parse_cards("KH KS KD 5C 6C 7C 2D"), 51)
False
>>> best_melds(parse_cards("JK 7S 8S 9H"))
[[JK, 7S, 8S]]
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from operator import mul
from typing import Any

from ..cards import ACE, JOKER, SUITS, Card
from ..errors import RulesError, expect_type
from ..events import say
from .melds import MeldCheck, as_cards, position_value, rank_value, validate_meld

_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
#: Bit offset of the two-bit count of (rank, suit index); ranks 2..14.
_SHIFT = {(r, si): 2 * ((r - 2) * 4 + si) for r in range(2, ACE + 1) for si in range(4)}
_UNIT = {key: 1 << sh for key, sh in _SHIFT.items()}
#: Run position (1 = low ace .. 14 = high ace) -> rank of the card there.
_POS_RANK = {p: (ACE if p == 1 else p) for p in range(1, 15)}
_PV = {p: position_value(p) for p in range(1, 15)}
_RV = {r: rank_value(r) for r in range(2, ACE + 1)}
_MAX_COPIES = 3
#: The largest hand the search takes: more than twice a Rami hand (13 dealt, 14 after the
#: draw), and answered within a fraction of a second even when dense with sets, runs and
#: jokers (the cost grows steeply beyond it).
MAX_CARDS = 30
#: Bits the memo keys keep for the joker count, below the state: room for 63 jokers, far
#: more than :data:`MAX_CARDS` cards can hold (one joker per two natural cards).
_JOKER_BITS = 6
#: Byte of the state (one rank) -> how many cards it holds; the value of each rank.
_BYTE_COUNT = [sum((b >> (2 * s)) & 3 for s in range(4)) for b in range(256)]
_RANK_VALUES = [rank_value(r) for r in range(2, ACE + 1)]


def _options(state: int, jokers: int, spec: bool = False) -> list[tuple]:
    """Every fate of the lowest card of ``state``: ``(gain, state', jokers', what)``.

    ``what`` (only with ``spec``) describes the combination laid:
    ``("set", rank, suit indexes, joker?)`` or ``("run", suit index, low, high, joker position)``.
    """
    low = state & -state
    idx = (low.bit_length() - 1) >> 1
    r = (idx >> 2) + 2
    si = idx & 3
    rest = state - (1 << (2 * idx))
    out: list[tuple] = [(0, rest, jokers, None)]
    # Sets with this card as the lowest suit present (HU-SET-1, HU-JOKER-1).
    others = [t for t in range(si + 1, 4) if (rest >> _SHIFT[(r, t)]) & 3]
    if others and (len(others) >= 2 or jokers):
        v = _RV[r]
        n = len(others)
        for pick in range(1, 1 << n):
            chosen = [others[b] for b in range(n) if pick >> b & 1]
            sub = rest
            for t in chosen:
                sub -= _UNIT[(r, t)]
            size = 1 + len(chosen)
            what = ("set", r, (si, *chosen)) if spec else None
            if size >= 3:
                out.append((v * size, sub, jokers, what and (*what, False)))
            if jokers and size <= 3:
                out.append((v * (size + 1), sub, jokers - 1, what and (*what, True)))
    if r == ACE:
        return out
    # Runs whose lowest natural card (a low ace aside) is this one (HU-RUN-1/2, HU-JOKER-2).
    ace_sh = _SHIFT[(ACE, si)]
    has_ace = (rest >> ace_sh) & 3
    starts = [(r, 0, _PV[r], False, None, False)]  # lo, mask, value, joker used, jpos, ace-low?
    if jokers:
        starts.append((r - 1, 0, _PV[r - 1] + _PV[r], True, r - 1, False))
    if has_ace and r == 2:
        starts.append((1, 1 << ace_sh, 1 + 2, False, None, True))
    if has_ace and r == 3 and jokers:
        starts.append((1, 1 << ace_sh, 1 + 2 + 3, True, 2, True))
        out.append((6, rest - (1 << ace_sh), jokers - 1, spec and ("run", si, 1, 3, 2)))
    for lo, mask0, val0, jused0, jpos0, ace_low in starts:
        top = 13 if lo == 1 else 14
        partial = [(mask0, val0, jused0, jpos0)]
        for p in range(r + 1, top + 1):
            sh = _SHIFT[(p, si)]
            here = (rest >> sh) & 3
            length = p - lo + 1
            grown = []
            for mask, val, jused, jpos in partial:
                if here:
                    m2, v2 = mask + (1 << sh), val + _PV[p]
                    if length <= 5 or (length == 6 and jpos == lo + 2 and lo != 1):
                        if length >= 3:
                            out.append((v2, rest - m2, jokers - jused,
                                        spec and ("run", si, lo, p, jpos)))
                    if length <= 5 or (ace_low and not jused):
                        grown.append((m2, v2, jused, jpos))
                if jokers and not jused:
                    # The joker takes this place, even if the natural card is in hand.
                    v2 = val + _PV[p]
                    if length <= 5:
                        grown.append((mask, v2, True, p))
                    if ace_low and length >= 3:
                        # Naturals from the low ace up: the joker's only place is on top.
                        out.append((v2, rest - mask, jokers - 1, spec and ("run", si, lo, p, p)))
            if not grown:
                break
            partial = grown
    return out


#: Per field index: shift of the ace of the same suit.
_ACE_SH = [_SHIFT[(ACE, i & 3)] for i in range(52)]
#: Per count of positions: bit 0 of each of that many fields, eight bits apart
#: (the same suit at the next ranks, in the rank-major layout).
_STRIDE = [sum(1 << (8 * k) for k in range(n)) for n in range(14)]
#: Per field index: the bits of the later suits of the same rank (set partners).
_PARTNERS = [0x15 >> (2 * (i & 3)) for i in range(52)]
#: Per field index: how many later positions of the suit a run may reach, -1 for a 2
#: or a 3 (five, or up to the ace when a low ace and a joker are in hand).
_WINDOW = [-1 if (i >> 2) < 2 else min(5, 12 - (i >> 2)) for i in range(52)]
#: Option lists by :func:`_key`, filled on first use from :func:`_options`.
_TABLE: dict[int, tuple[tuple[int, ...], ...]] = {}
_TABLE_LIMIT = 100_000
#: The same options with what each lays (``_options(..., spec=True)``), for
#: :func:`best_melds`, by :func:`_key` (an entry is larger: fewer are kept).
_SPEC_TABLE: dict[int, tuple[tuple, ...]] = {}
_SPEC_LIMIT = 10_000
#: The best points of every (state, jokers) searched so far, by ``state << _JOKER_BITS |
#: jokers``: :func:`_solve` stores exact values only (its pruning never cuts the best
#: packing), so the searches of different hands share what they have in common.
_MEMO: dict[int, int] = {}
_MEMO_LIMIT = 50_000  # about 5 MiB: an exercise of 300 deals may fill it twice


def _key(idx: int, rest: int, jokers: int) -> int:
    """What the fates of the lowest card (field ``idx``) depend on, as one integer.

    That is: the card, whether a joker is left, which later suits hold the same rank
    (set partners, HU-SET-1), whether the suit's ace is in hand (a low ace, HU-RUN-2),
    and which of the next positions of its suit are in hand (HU-RUN-1): five of them,
    or all up to the high ace when a low-ace run may carry a joker on top (HU-JOKER-2).
    :func:`_solve` computes the same inline.
    """
    sh = idx << 1
    x = rest >> (sh + 2)
    key = ((x | (x >> 1)) & _PARTNERS[idx]) << 8 | idx << 1 | (jokers > 0)
    n = _WINDOW[idx]
    if n < 0:
        n = 5
        if (rest >> _ACE_SH[idx]) & 3:
            key |= 1 << 14
            if jokers:
                n = 12 - (idx >> 2)
    w = rest >> (sh + 8)
    return key | ((w | (w >> 1)) & _STRIDE[n]) << 15


def _stand_in(idx: int, rest: int, jokers: int) -> int:
    """The lowest card (field ``idx``) and one copy of each card of ``rest`` its
    :func:`_key` marks present: a hand whose fates are those of any hand with that key."""
    sh = idx << 1
    r = (idx >> 2) + 2
    si = idx & 3
    syn = 1 << sh
    for t in range(si + 1, 4):
        if (rest >> _SHIFT[(r, t)]) & 3:
            syn |= 1 << _SHIFT[(r, t)]
    if r <= 3 and (rest >> _ACE_SH[idx]) & 3:
        syn |= 1 << _ACE_SH[idx]
    n = 14 - r if r > 9 or (r <= 3 and jokers and (rest >> _ACE_SH[idx]) & 3) else 5
    for k in range(1, n + 1):
        if (rest >> (sh + 8 * k)) & 3:
            syn |= 1 << (sh + 8 * k)
    return syn


def _spec_options(state: int, jokers: int) -> list[tuple]:
    """``_options(state, jokers, spec=True)``, in the same order, from a table kept by
    :func:`_key` (worked out once on the :func:`_stand_in` hand: the cards each option
    uses and what it lays do not depend on the rest of the hand)."""
    idx = ((state & -state).bit_length() - 1) >> 1
    rest = state - (1 << (idx << 1))
    key = _key(idx, rest, jokers)
    rows = _SPEC_TABLE.get(key)
    if rows is None:
        syn = _stand_in(idx, rest, jokers)
        j = 1 if jokers else 0
        syn_rest = syn - (1 << (idx << 1))
        rows = tuple((gain, syn_rest - st2, j - j2, what)
                     for gain, st2, j2, what in _options(syn, j, spec=True))
        if len(_SPEC_TABLE) >= _SPEC_LIMIT:
            _SPEC_TABLE.clear()
        _SPEC_TABLE[key] = rows
    return [(gain, rest - used, jokers - ju, what) for gain, used, ju, what in rows]


def _fates(key: int, idx: int, rest: int, jokers: int) -> tuple[tuple[int, ...], ...]:
    """Every fate of the lowest card as ``(loss, gain, cards used, jokers used, cost)``.

    Worked out once per :func:`_key` by :func:`_options` on a stand-in hand with one copy
    of each card the key marks present; the cards used are the same for any hand with
    that key (leaving the card in the hand uses none). ``cost`` is what the fate takes
    from :func:`_bound` (its cards at rank value, 11 a joker) and ``loss`` is ``cost -
    gain``: a card left in the hand loses its value, a low ace scores 1 not 11
    (HU-VAL-1), a joker the card it stands for (HU-JOKER-2). Smallest loss first; of two
    fates using the same cards the better is kept.
    """
    r = (idx >> 2) + 2
    syn = _stand_in(idx, rest, jokers)
    j = 1 if jokers else 0
    syn_rest = syn - (1 << (idx << 1))
    best: dict[tuple[int, int], int] = {(0, 0): 0}
    for gain, st2, j2, _ in _options(syn, j)[1:]:
        used = (syn_rest - st2, j - j2)
        if gain > best.get(used, -1):
            best[used] = gain
    rows = sorted((_RV[r] + _bound(used, ju) - gain, -gain, used, ju)
                  for (used, ju), gain in best.items())
    fates = tuple((loss, -g, used, ju, loss - g) for loss, g, used, ju in rows)
    if len(_TABLE) >= _TABLE_LIMIT:  # a safety net: real hands fill far fewer
        _TABLE.clear()
    _TABLE[key] = fates
    return fates


def _bound(state: int, jokers: int) -> int:
    """An upper bound on :func:`_solve`: every natural at its rank value, every joker 11
    (HU-VAL-1: no combination is worth more than its cards at those values).

    Each byte of ``state`` is one rank (four two-bit counts), so the sum runs byte-wise.
    """
    counts = map(_BYTE_COUNT.__getitem__, state.to_bytes(13, "little"))
    return 11 * jokers + sum(map(mul, _RANK_VALUES, counts))


def _solve(state: int, jokers: int, memo: dict[int, int], bound: int) -> int:
    """Best points from ``state`` with ``jokers``; ``bound`` is :func:`_bound` of them.

    The lowest card is left in the hand or starts one of its combinations
    (:func:`_fates`), the rest searched the same way, memoised on (state, jokers).
    Fates come smallest loss first; once a fate's loss leaves the bound no higher than
    the best found, it and all later ones are skipped. The result stays exact.
    """
    start = (state << _JOKER_BITS) | jokers
    while True:
        idx = ((state & -state).bit_length() - 1) >> 1
        sh = idx << 1
        rest = state - (1 << sh)
        # _key, inlined: this is the innermost loop.
        x = rest >> (sh + 2)
        key = ((x | (x >> 1)) & _PARTNERS[idx]) << 8 | idx << 1 | (jokers > 0)
        n = _WINDOW[idx]
        if n < 0:  # a 2 or 3: the low ace counts
            n = 5
            if (rest >> _ACE_SH[idx]) & 3:
                key |= 1 << 14
                if jokers:
                    n = 12 - (idx >> 2)
        w = rest >> (sh + 8)
        key |= ((w | (w >> 1)) & _STRIDE[n]) << 15
        fates = _TABLE.get(key)
        if fates is None:
            fates = _fates(key, idx, rest, jokers)
        if len(fates) > 1:
            break
        # The card fits no combination of what is left: drop it, no memo entry needed.
        got = memo.get((rest << _JOKER_BITS) | jokers) if rest else 0
        if got is None:
            bound -= fates[0][4]
            state = rest
            continue
        memo[start] = got
        return got
    best = -1
    for loss, gain, used, ju, cost in fates:
        if bound - loss <= best:
            break
        nxt = rest - used
        if nxt:
            j2 = jokers - ju
            b2 = bound - cost
            if j2 > 1:
                # At most one joker per two natural cards can still be laid (HU-JOKER-1).
                cap = _count(nxt) >> 1
                if j2 > cap:
                    b2 -= 11 * (j2 - cap)
                    j2 = cap
            got = memo.get((nxt << _JOKER_BITS) | j2)
            if got is None:
                got = _solve(nxt, j2, memo, b2)
            gain += got
        if gain > best:
            best = gain
    memo[(state << _JOKER_BITS) | jokers] = best
    memo[start] = best
    return best


def _reach(state: int, jokers: int, need: int, bound: int, memo: dict[int, int]) -> int:
    """Points from ``state`` with ``jokers``: some total of at least ``need`` if one can
    be laid, else an upper bound below ``need`` (``bound`` is :func:`_bound` of them).

    The same fates as :func:`_solve`, but the search stops at the first packing that
    reaches ``need``, and a fate is skipped as soon as even its bound falls short.
    ``memo`` keeps the upper bounds of the states that fell short.
    """
    key = (state << _JOKER_BITS) | jokers
    got = memo.get(key)
    if got is not None and got < need:
        return got
    while True:
        idx = ((state & -state).bit_length() - 1) >> 1
        sh = idx << 1
        rest = state - (1 << sh)
        # _key, inlined as in _solve.
        x = rest >> (sh + 2)
        fkey = ((x | (x >> 1)) & _PARTNERS[idx]) << 8 | idx << 1 | (jokers > 0)
        n = _WINDOW[idx]
        if n < 0:
            n = 5
            if (rest >> _ACE_SH[idx]) & 3:
                fkey |= 1 << 14
                if jokers:
                    n = 12 - (idx >> 2)
        w = rest >> (sh + 8)
        fkey |= ((w | (w >> 1)) & _STRIDE[n]) << 15
        fates = _TABLE.get(fkey)
        if fates is None:
            fates = _fates(fkey, idx, rest, jokers)
        if len(fates) > 1 or not rest:
            break
        # The card fits no combination of what is left: drop it.
        bound -= fates[0][4]
        if bound < need:
            memo[key] = bound
            return bound
        state = rest
    best = -1
    for loss, gain, used, ju, cost in fates:
        if bound - loss < need:
            if bound - loss > best:
                best = bound - loss
            break
        if gain >= need:
            return gain
        nxt = rest - used
        if nxt:
            gain += _reach(nxt, jokers - ju, need - gain, bound - cost, memo)
            if gain >= need:
                return gain
        if gain > best:
            best = gain
    memo[key] = best
    return best


#: Card code (``Card.code``) -> one count of that card in the state; 0 for the joker.
_UNIT_BY_CODE = [0] * (JOKER.code + 1)
for (_r, _si), _sh in _SHIFT.items():
    _UNIT_BY_CODE[Card(_r, SUITS[_si]).code] = 1 << _sh
#: The same, for a hand kept card by card (a joker counts apart); :data:`FIELD_SHIFT` is
#: the bit offset of the two-bit count of (rank, suit index).
UNIT_BY_CODE: tuple[int, ...] = tuple(_UNIT_BY_CODE)
FIELD_SHIFT = _SHIFT
#: Card code -> the card (one shared object each: cards are immutable).
_BY_CODE = {c.code: c for c in [Card(r, s) for s in SUITS for r in range(2, ACE + 1)] + [JOKER]}
#: Bit 0 of every field, and of every rank of the first suit (fields eight bits apart).
_FIELDS = sum(1 << (2 * i) for i in range(52))
_JOKER_CODE = JOKER.code
_RANKS = _STRIDE[13]
#: Bit 0 of the four fields of one rank (one byte).
_ACE_BYTE = 0x55


def _reduce(cards: Iterable[Card]) -> tuple[int, int]:
    """The hand as (state, jokers) with every card that fits no combination dropped.

    A card is kept when some set (HU-SET-1) or some three-card window of its suit
    (HU-RUN-1/2, the ace at both ends) could hold it, given the jokers; the jokers
    are capped at one per two natural cards kept (HU-JOKER-1). Bitwise over all suits
    at once: in the suit's own presence mask, positions lie eight bits apart.
    """
    if not isinstance(cards, (list, tuple)):
        cards = list(cards)
    if len(cards) > MAX_CARDS:
        raise RulesError(f"The best-meld search takes hands of at most {MAX_CARDS} cards, not "
                         f"{len(cards)}: a Rami hand holds 13 or 14.", rule="HU-DEAL-1")
    codes = [c.code for c in cards if type(c) is Card]
    if len(codes) != len(cards):
        bad = next(c for c in cards if type(c) is not Card)
        raise TypeError(f"{bad!r} is not a card: give Card objects or text such as '7S 8S 9S'.")
    state = sum(map(_UNIT_BY_CODE.__getitem__, codes))
    jokers = codes.count(_JOKER_CODE)
    if _count(state) != len(codes) - jokers:  # a fourth copy carried into the next field
        for c in set(cards):
            if cards.count(c) > _MAX_COPIES and not c.is_joker:
                raise RulesError(say(f"More than {_MAX_COPIES} copies of {{c}}: no Rami pack "
                                     "holds that many.", c=c), rule="HU-DECK-1")
    return reduce_state(state, jokers)


def reduce_state(state: int, jokers: int) -> tuple[int, int]:
    """:func:`_reduce` of a hand already written as (state, jokers): the state a hand
    kept card by card (:data:`UNIT_BY_CODE`) reduces to. The best points and melds of a
    hand depend on this pair alone (:func:`reduced_points`, :func:`reduced_melds`)."""
    if not state:
        return 0, 0
    present = (state | (state >> 1)) & _FIELDS
    s0 = present & _RANKS
    s1 = (present >> 2) & _RANKS
    s2 = (present >> 4) & _RANKS
    s3 = (present >> 6) & _RANKS
    if jokers:
        sets = (s0 & (s1 | s2 | s3)) | (s1 & (s2 | s3)) | (s2 & s3)
    else:
        sets = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    keep = (sets | (sets << 2) | (sets << 4) | (sets << 6)) & present
    # The runs of the four suits at once (a suit keeps its place in each byte): run
    # positions 1 (the low ace, the aces' byte brought down) to 14 (the high ace).
    m = (present << 8) | ((present >> 96) & _ACE_BYTE)
    a, b = m >> 8, m >> 16
    w = (m & a) | (m & b) | (a & b) if jokers else m & a & b
    ok = (w | (w << 8) | (w << 16)) & m
    keep |= (ok >> 8) | ((ok & _ACE_BYTE) << 96)
    state &= keep | (keep << 1)
    return state, min(jokers, _count(state) // 2)


def _count(state: int) -> int:
    """How many cards ``state`` holds (the sum of its two-bit counts)."""
    return (state & _FIELDS).bit_count() + 2 * ((state >> 1) & _FIELDS).bit_count()


def _reduced(cards: Iterable[Card] | str) -> tuple[int, int]:
    if isinstance(cards, str):
        cards = as_cards(cards)
    return _reduce(cards)


def best_meld_points(cards: Iterable[Card] | str) -> int:
    """The most points these cards can lay as disjoint valid combinations (0 if none).

    Accepts a list of :class:`Card` (the fast path) or text.

    >>> best_meld_points("AC AH AS QH KH JK 2S")
    64
    """
    return reduced_points(*_reduced(cards))


def reduced_points(state: int, jokers: int) -> int:
    """:func:`best_meld_points` of a hand given as its :func:`reduce_state`."""
    if not state:
        return 0
    got = _MEMO.get((state << _JOKER_BITS) | jokers)
    if got is None:
        got = _solve(state, jokers, _memo(), _bound(state, jokers))
    return got


def forget() -> None:
    """Empty the memo and the verdicts kept from earlier searches (a benchmark times a
    question as a fresh process answers it; the fate tables stay)."""
    _MEMO.clear()
    _validated.cache_clear()


def _memo() -> dict[int, int]:
    if len(_MEMO) >= _MEMO_LIMIT:
        _MEMO.clear()
    return _MEMO


def can_open(cards: Iterable[Card] | str, threshold: int) -> bool:
    """Whether these cards can lay combinations worth at least ``threshold`` (HU-TURN-2).

    >>> can_open("KH KS KD 5C 6C 7C", 40)
    True
    """
    expect_type(threshold, int, "The threshold", "a whole number of points")
    if threshold <= 0:
        return True
    return reduced_can_open(*_reduced(cards), threshold)


def reduced_can_open(state: int, jokers: int, threshold: int) -> bool:
    """:func:`can_open` of a hand given as its :func:`reduce_state`."""
    if threshold <= 0:
        return True
    if not state:
        return False
    bound = _bound(state, jokers)
    if bound < threshold:
        return False
    return _reach(state, jokers, threshold, bound, {}) >= threshold


def best_melds(cards: Iterable[Card] | str) -> list[list[Card]]:
    """One set of disjoint combinations worth :func:`best_meld_points`, in table order.

    >>> best_melds("5C 6C 7C 7D 8H KS")
    [[5C, 6C, 7C]]
    """
    return reduced_melds(*_reduced(cards))


def reduced_melds(state: int, jokers: int) -> list[list[Card]]:
    """:func:`best_melds` of a hand given as its :func:`reduce_state`."""
    return [list(c.cards) for c in reduced_meld_checks(state, jokers)]


def reduced_meld_checks(state: int, jokers: int) -> list[MeldCheck]:
    """:func:`reduced_melds` with each combination's :func:`validate_meld` verdict."""
    memo = _memo()

    def solve(st: int, j: int) -> int:
        if not st:
            return 0
        got = memo.get((st << _JOKER_BITS) | j)
        return got if got is not None else _solve(st, j, memo, _bound(st, j))

    target = solve(state, jokers)
    melds: list[list[Card]] = []
    while state and target > 0:
        for gain, nxt, nj, what in _spec_options(state, jokers):
            if gain + solve(nxt, nj) == target:
                if what:
                    melds.append(_spec_cards(what))
                state, jokers, target = nxt, nj, target - gain
                break
        else:  # pragma: no cover - the memo always holds a matching option
            raise AssertionError("best_melds lost its way")
    return _joined(melds)


def _joined(melds: list[list[Card]]) -> list[MeldCheck]:
    """Runs the search left in pieces joined back where that keeps every point."""
    checks = [_validated(tuple(c.code for c in m)) for m in melds]
    merged = True
    while merged:
        merged = False
        for i in range(len(checks)):
            for j in range(i + 1, len(checks)):
                a, b = checks[i], checks[j]
                if a.kind != "run" or b.kind != "run" or _suit(a) != _suit(b):
                    continue
                both = _validated(tuple(c.code for c in a.cards + b.cards))
                if both.valid and both.points == (a.points or 0) + (b.points or 0):
                    checks[i] = both
                    del checks[j]
                    merged = True
                    break
            if merged:
                break
    return checks


@lru_cache(maxsize=4096)
def _validated(codes: tuple[int, ...]) -> MeldCheck:
    """:func:`validate_meld` of the cards with these codes, in this order (a verdict is
    immutable, and the same combinations come back in hand after hand)."""
    return validate_meld([_BY_CODE[c] for c in codes])


def _suit(check: MeldCheck) -> Any:
    return next(c.suit for c in check.cards if not c.is_joker)


def _spec_cards(what: tuple) -> list[Card]:
    if what[0] == "set":
        _, r, suit_idx, joker = what
        return [_BY_CODE[t * 16 + r] for t in suit_idx] + ([JOKER] if joker else [])
    _, si, lo, hi, jpos = what
    return [JOKER if p == jpos else _BY_CODE[si * 16 + _POS_RANK[p]] for p in range(lo, hi + 1)]
