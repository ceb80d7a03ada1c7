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

from ..cards import ACE, JOKER, SUITS, Card
from ..errors import RulesError
from .melds import as_cards, position_value, rank_value, validate_meld

_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
#: Bit offset of the two-bit count of (rank, suit index); ranks 2..14.
_SHIFT = {(r, si): 2 * ((r - 2) * 4 + si) for r in range(2, ACE + 1) for si in range(4)}
_UNIT = {key: 1 << sh for key, sh in _SHIFT.items()}
_CARD_KEY = {Card(r, s): (r, _SUIT_INDEX[s]) for r in range(2, ACE + 1) for s in SUITS}
#: Run position (1 = low ace .. 14 = high ace) -> rank of the card there.
_POS_RANK = {p: (ACE if p == 1 else p) for p in range(1, 15)}
_PV = {p: position_value(p) for p in range(1, 15)}
_RV = {r: rank_value(r) for r in range(2, ACE + 1)}
_MAX_COPIES = 3


_C, _D, _H, _S = SUITS
_POP4 = [bin(i).count("1") for i in range(16)]


def _reduce(cards: Iterable[Card]) -> tuple[int, int]:
    """The hand as (state, jokers) with every card that fits no combination dropped.

    A card is kept when some set (HU-SET-1) or some three-card window of its suit
    (HU-RUN-1/2, the ace at both ends) could hold it, given the jokers.
    """
    state = 0
    jokers = 0
    masks = [0, 0, 0, 0]  # per suit: bit p set when run position p is in hand
    rank_suits = [0] * 15  # per rank: bit si set when that suit is in hand
    fields = []
    for c in cards:
        if type(c) is not Card:
            raise RulesError(f"{c!r} is not a card: give Card objects or text such as '7S 8S 9S'.")
        r = c.rank
        if r == 0:
            jokers += 1
            continue
        s = c.suit
        si = 0 if s is _C else 1 if s is _D else 2 if s is _H else 3
        sh = ((r - 2) * 4 + si) << 1
        k = (state >> sh) & 3
        if k == _MAX_COPIES:
            raise RulesError(f"More than {_MAX_COPIES} copies of {c}: no Rami pack holds that "
                             "many.", rule="HU-DECK-1")
        if not k:
            fields.append((r, si, sh))
            masks[si] |= (1 << r) | (2 if r == ACE else 0)
            rank_suits[r] |= 1 << si
        state += 1 << sh
    if not state:
        return 0, 0
    if jokers:
        set_need = 2
        run_ok = []
        for m in masks:
            w = (m & (m >> 1)) | (m & (m >> 2)) | ((m >> 1) & (m >> 2))
            run_ok.append((w | (w << 1) | (w << 2)) & m)
    else:
        set_need = 3
        run_ok = []
        for m in masks:
            w = m & (m >> 1) & (m >> 2)
            run_ok.append((w | (w << 1) | (w << 2)) & m)
    keep = 0
    naturals = 0
    for r, si, sh in fields:
        if _POP4[rank_suits[r]] >= set_need or (run_ok[si] >> r) & 1 or (
                r == ACE and run_ok[si] & 2):
            k = (state >> sh) & 3
            keep |= k << sh
            naturals += k
    return keep, min(jokers, naturals // 2)


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


#: Per field index: shifts of the same rank in the later suits (set partners).
_SET_SH = [[_SHIFT[((i >> 2) + 2, t)] for t in range((i & 3) + 1, 4)] for i in range(52)]
#: Per suit: shift of run position p (1..14; 1 and 14 are both the ace).
_RUN_SH = [[0] + [_SHIFT[(_POS_RANK[p], si)] for p in range(1, 15)] for si in range(4)]
_PVL = [0] + [_PV[p] for p in range(1, 15)]
_SUBSETS = {n: [[b for b in range(n) if pick >> b & 1] for pick in range(1, 1 << n)]
            for n in range(1, 4)}


def _solve(state: int, jokers: int, memo: dict[int, int]) -> int:
    """Best points from ``state`` with ``jokers``: the same fates as :func:`_options`,
    inlined for speed (the tests check both against an independent oracle)."""
    key = (state << 3) | jokers
    got = memo.get(key)
    if got is not None:
        return got
    idx = ((state & -state).bit_length() - 1) >> 1
    rest = state - (1 << (idx << 1))
    best = _solve(rest, jokers, memo) if rest else 0
    r = (idx >> 2) + 2
    others = [sh for sh in _SET_SH[idx] if (rest >> sh) & 3]
    if others and (jokers or len(others) >= 2):
        v = _RV[r]
        for chosen in _SUBSETS[len(others)]:
            sub = rest
            for b in chosen:
                sub -= 1 << others[b]
            size = 1 + len(chosen)
            if size >= 3:
                got = v * size + (_solve(sub, jokers, memo) if sub else 0)
                if got > best:
                    best = got
            if jokers and size <= 3:
                got = v * (size + 1) + (_solve(sub, jokers - 1, memo) if sub else 0)
                if got > best:
                    best = got
    if r != ACE:
        rs = _RUN_SH[idx & 3]
        pv = _PVL
        has_ace = (rest >> rs[14]) & 3
        # low position, mask, value, jokers used, joker position, from the low ace
        starts = [(r, 0, pv[r], 0, 0, False)]
        if jokers:
            starts.append((r - 1, 0, pv[r - 1] + pv[r], 1, r - 1, False))
        if has_ace and r == 2:
            starts.append((1, 1 << rs[14], 3, 0, 0, True))
        elif has_ace and r == 3 and jokers:
            # A-JK-3 is already a run of three; it may also grow upwards.
            starts.append((1, 1 << rs[14], 6, 1, 2, True))
            nxt = rest - (1 << rs[14])
            got = 6 + (_solve(nxt, jokers - 1, memo) if nxt else 0)
            if got > best:
                best = got
        for lo, mask, val, used, jpos, ace_low in starts:
            top = 13 if lo == 1 else 14
            if used:
                # The joker is placed already (below the first natural): naturals only.
                for p in range(r + 1, top + 1):
                    sh = rs[p]
                    if not (rest >> sh) & 3:
                        break
                    mask += 1 << sh
                    val += pv[p]
                    length = p - lo + 1
                    if length <= 5 or (length == 6 and jpos == lo + 2 and lo != 1):
                        if length >= 3:
                            nxt = rest - mask
                            got = val + (_solve(nxt, jokers - 1, memo) if nxt else 0)
                            if got > best:
                                best = got
                    else:
                        break
                continue
            for p in range(r + 1, top + 1):
                length = p - lo + 1
                if jokers:
                    # The joker takes place p (even if the natural card is in hand) ...
                    jval = val + pv[p]
                    if ace_low and length >= 3:
                        # ... on top of naturals from the low ace, its only place;
                        nxt = rest - mask
                        got = jval + (_solve(nxt, jokers - 1, memo) if nxt else 0)
                        if got > best:
                            best = got
                    if length <= 5:
                        # ... or inside, with naturals above it.
                        m2 = mask
                        for q in range(p + 1, min(top, lo + 5) + 1):
                            shq = rs[q]
                            if not (rest >> shq) & 3:
                                break
                            m2 += 1 << shq
                            jval += pv[q]
                            size = q - lo + 1
                            if size >= 3 and (size <= 5 or (p == lo + 2 and lo != 1)):
                                nxt = rest - m2
                                got = jval + (_solve(nxt, jokers - 1, memo) if nxt else 0)
                                if got > best:
                                    best = got
                sh = rs[p]
                if not (rest >> sh) & 3:
                    break
                mask += 1 << sh
                val += pv[p]
                if 3 <= length <= 5:
                    nxt = rest - mask
                    got = val + (_solve(nxt, jokers, memo) if nxt else 0)
                    if got > best:
                        best = got
                if length >= 5 and not (ace_low and jokers):
                    break
    memo[key] = best
    return best


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
    state, jokers = _reduced(cards)
    if not state:
        return 0
    return _solve(state, jokers, {})


def can_open(cards: Iterable[Card] | str, threshold: int) -> bool:
    """Whether these cards can lay combinations worth at least ``threshold`` (HU-TURN-2).

    >>> can_open("KH KS KD 5C 6C 7C", 40)
    True
    """
    if not isinstance(threshold, int) or isinstance(threshold, bool):
        raise RulesError(f"The threshold must be a whole number of points, not {threshold!r}.",
                         rule="HU-TURN-2")
    if threshold <= 0:
        return True
    state, jokers = _reduced(cards)
    if not state:
        return False
    # Upper bound: every remaining natural at its highest value, every joker at 11.
    bound = 11 * jokers
    s = state
    while s and bound < threshold:
        low = s & -s
        idx = (low.bit_length() - 1) >> 1
        k = (s >> (2 * idx)) & 3
        bound += k * _RV[(idx >> 2) + 2]
        s -= k << (2 * idx)
    if bound < threshold:
        return False
    return _solve(state, jokers, {}) >= threshold


def best_melds(cards: Iterable[Card] | str) -> list[list[Card]]:
    """One set of disjoint combinations worth :func:`best_meld_points`, in table order.

    >>> best_melds("5C 6C 7C 7D 8H KS")
    [[5C, 6C, 7C]]
    """
    state, jokers = _reduced(cards)
    memo: dict[int, int] = {}

    def solve(st: int, j: int) -> int:
        return _solve(st, j, memo) if st else 0

    target = solve(state, jokers)
    melds: list[list[Card]] = []
    while state and target > 0:
        for gain, nxt, nj, what in _options(state, jokers, spec=True):
            if gain + solve(nxt, nj) == target:
                if what:
                    melds.append(_spec_cards(what))
                state, jokers, target = nxt, nj, target - gain
                break
        else:  # pragma: no cover - the memo always holds a matching option
            raise AssertionError("best_melds lost its way")
    return _joined(melds)


def _joined(melds: list[list[Card]]) -> list[list[Card]]:
    """Runs the search left in pieces joined back where that keeps every point."""
    checks = [validate_meld(m) for m in melds]
    merged = True
    while merged:
        merged = False
        for i in range(len(checks)):
            for j in range(i + 1, len(checks)):
                a, b = checks[i], checks[j]
                if a.kind != "run" or b.kind != "run":
                    continue
                both = validate_meld(list(a.cards) + list(b.cards))
                if both.valid and both.points == (a.points or 0) + (b.points or 0):
                    checks[i] = both
                    del checks[j]
                    merged = True
                    break
            if merged:
                break
    return [list(c.cards) for c in checks]


def _spec_cards(what: tuple) -> list[Card]:
    if what[0] == "set":
        _, r, suit_idx, joker = what
        return [Card(r, SUITS[t]) for t in suit_idx] + ([JOKER] if joker else [])
    _, si, lo, hi, jpos = what
    return [JOKER if p == jpos else Card(_POS_RANK[p], SUITS[si]) for p in range(lo, hi + 1)]
