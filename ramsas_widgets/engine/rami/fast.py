"""A Rami hand played out fast, for simulations: the same game and the same computer
players, without sentences.

The explained engine (:class:`~.game.RamiGame`) lists every action a turn allows (each
combination the hand can form, checked against the opening) and its computer player
(:mod:`.bot`) looks through that list and writes a sentence for the move it takes; an
estimate that plays hundreds of hands out needs neither list nor sentence, only the
move. :class:`FastRami` holds one hand as small integers: a card is its
:attr:`~ramsas_widgets.engine.cards.Card.code`, and each hand is also kept, card by card,
as the state of the best-meld search (:mod:`.search`), reduced to the cards that fit a
combination; what the computer player asks of a hand (the most points it can lay, the
combinations it plans) depends on that reduced state alone, so it is answered once for
every hand that reduces to it. :meth:`FastRami.bot_action` then works the computer
player's move out directly: combinations are looked for only in a hand that can lay one
(and, before opening, the opening's points), the combination it plans is checked before
any list is made, a card that fits nothing is discarded without asking for the plan; the
rare turns (a card taken that must be melded at once, a joker taken back from the table,
a tie between planned combinations) go through the whole list, ported from the engine.
The table's melds stay the engine's :class:`~.table.TableMeld`, and a hand's scores are
the engine's own (:func:`~.scoring.hand_penalties`).

``tests/test_fastplay_rami.py`` plays whole seeded games with the explained engine and
checks, at every action, that the fast state lists the same legal actions, that its
computer player makes the same move, and that after the move both states agree (hands,
stock, discard pile, table, the turn's bookkeeping, the random generator's state), to
each hand's scores.

>>> from ramsas_widgets.engine import new_game
>>> from ramsas_widgets.engine.bots import choose
>>> game = new_game("hu-rami-40", players=3, seed=2)
>>> fast = FastRami.from_game(game)
>>> fast.legal_actions() == game.legal_actions(), fast.bot_action() == choose(game)
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import lru_cache
from operator import attrgetter

from ..cards import ACE, JOKER, SUITS, Card, make_pack
from ..errors import RulesError
from ..game import Action, Game
from ..seeds import seed_of
from . import search
from .game import MAX_RESHUFFLES, MAX_TURNS, formable_melds
from .melds import HIGH_ACE, LOW_ACE, MeldCheck, validate_meld
from .scoring import RamiScoring, hand_penalties
from .search import (
    FIELD_SHIFT,
    UNIT_BY_CODE,
    reduce_state,
    reduced_meld_checks,
    reduced_points,
)
from .table import TableMeld

JOKER_CODE = JOKER.code
#: Card code -> the card (one shared object each).
CARD: dict[int, Card] = {c.code: c for c in make_pack()} | {JOKER_CODE: JOKER}
DRAW, PLAY = "draw", "play"
_CODE = attrgetter("code")


def _near(rank: int) -> list[int]:
    """Ranks of the same suit that count as partners of ``rank`` in :func:`.bot._partners`
    (within two places, the ace both high and low)."""
    mine = {rank, 1} if rank == ACE else {rank}
    out = []
    for x in range(2, ACE + 1):
        xs = {x, 1} if x == ACE else {x}
        if any(0 < abs(a - b) <= 2 for a in mine for b in xs):
            out.append(x)
    return out


#: Card code -> the search-state shift of its own count.
FIELD_SHIFT_BY_CODE: dict[int, int] = {
    code: FIELD_SHIFT[(card.rank, SUITS.index(card.suit))]
    for code, card in CARD.items() if code != JOKER_CODE}
#: Bit 0 of every two-bit count of the search state.
_LOW_BITS = sum(1 << sh for sh in FIELD_SHIFT.values())
#: Card code -> masks (bit 0 of each count) of its set partners (the same rank in the
#: three other suits), of its run partners (the same suit, within two places), and of
#: the two other places of each three places in a row of its suit that hold it; the
#: first two together (no card of the hand there: no partner at all).
_SET_MASK: dict[int, int] = {}
_NEAR_MASK: dict[int, int] = {}
_WINDOWS: dict[int, tuple[int, ...]] = {}
_PARTNER_MASK: dict[int, int] = {}
for _code, _card in CARD.items():
    if _code == JOKER_CODE:
        continue
    _si = SUITS.index(_card.suit)
    _SET_MASK[_code] = sum(1 << FIELD_SHIFT[(_card.rank, t)] for t in range(4) if t != _si)
    _NEAR_MASK[_code] = sum(1 << FIELD_SHIFT[(x, _si)] for x in _near(_card.rank))
    _PARTNER_MASK[_code] = _SET_MASK[_code] | _NEAR_MASK[_code]
    _places = (LOW_ACE, HIGH_ACE) if _card.rank == ACE else (_card.rank,)
    _WINDOWS[_code] = tuple(
        sum(1 << FIELD_SHIFT[(ACE if x == LOW_ACE else x, _si)] for x in (lo, lo + 1, lo + 2)
            if x != q)
        for q in _places for lo in (q - 2, q - 1, q) if lo >= LOW_ACE and lo + 2 <= HIGH_ACE)

#: The combinations the computer player plans for a reduced hand (``state << 6 |
#: jokers``, as the search keys its memo), as :class:`Plan`; and the reduced key of a
#: hand, by its whole state. Each is emptied when full: an exercise of 300 deals fills
#: about a quarter of them, and a kernel serving a page keeps them small.
_PLANS: dict[int, Plan] = {}
_PLANS_LIMIT = 5_000
_REDUCED: dict[int, int] = {}
_REDUCED_LIMIT = 20_000


class Plan:
    """The combinations :func:`.search.best_melds` plans for a hand: ``melds`` (each as
    its codes in table order and its check, the same combination listed once), ``sorted``
    (each as sorted codes, as the computer player matches them) and ``codes`` (every card
    in them, as bit ``code`` of one integer). Tuples and an integer, not sets: a plan
    holds a few combinations, and thousands of plans are kept."""

    __slots__ = ("melds", "sorted", "codes")

    def __init__(self, checks: list[MeldCheck]) -> None:
        unique: dict[tuple[int, ...], MeldCheck] = {}
        for check in checks:
            unique.setdefault(tuple(sorted(_meld_codes(check))), check)
        self.melds = tuple((_meld_codes(c), c) for c in unique.values())
        self.sorted = tuple(unique)
        self.codes = sum({1 << c for codes in unique for c in codes})


def _points(key: int) -> int:
    """The most points the reduced hand ``key`` can lay (the search remembers them)."""
    return reduced_points(key >> 6, key & 63)


def _plan(key: int) -> Plan:
    got = _PLANS.get(key)
    if got is None:
        if len(_PLANS) >= _PLANS_LIMIT:
            _PLANS.clear()
        got = _PLANS[key] = Plan(reduced_meld_checks(key >> 6, key & 63))
    return got


def _reduced_key(state: int, jokers: int) -> int:
    raw = state << 6 | jokers
    key = _REDUCED.get(raw)
    if key is None:
        if len(_REDUCED) >= _REDUCED_LIMIT:
            _REDUCED.clear()
        st, j = reduce_state(state, jokers)
        key = _REDUCED[raw] = st << 6 | j
    return key


def _codes_key(codes: Sequence[int]) -> int:
    """The reduced key of a hand given as codes."""
    jokers = codes.count(JOKER_CODE)
    return _reduced_key(sum(map(UNIT_BY_CODE.__getitem__, codes)), jokers)


def _minus(hand: Sequence[int], codes: Sequence[int]) -> list[int] | None:
    out = list(hand)
    for c in codes:
        try:
            out.remove(c)
        except ValueError:
            return None
    return out


def _cards(codes: Sequence[int]) -> list[Card]:
    return [CARD[c] for c in codes]


def _meld_codes(check: MeldCheck) -> tuple[int, ...]:
    return tuple(c.code for c in check.cards)


#: A move: ``("draw", "stock" | "discard")``, ``("meld", MeldCheck)``, ``("layoff", code,
#: meld number)``, ``("swap", code, meld number)`` or ``("discard", code)``.
Move = tuple


class FastRami:
    """One Rami hand in small integers, from a game's current state to the hand's end.

    ``hands[p]`` holds codes (``states[p]``/``jokers[p]``: the same hand as the search's
    state); ``stock`` has its top card last, as the engine's; ``table`` holds the
    engine's :class:`~.table.TableMeld` s, with the codes each may take now in ``fits``
    and the card that may take its joker in ``swaps``. The turn's bookkeeping (``taken``,
    ``must_place``, ``pending_points``...) is the engine's, by the same names. Once the
    hand ends, ``ended`` is set, ``scores`` hold the totals after it, ``penalties`` what
    it scored and ``out``/``ending``/``from_hand`` how it ended.
    """

    __slots__ = ("n", "threshold", "keep", "must_meld", "pure_rule", "scoring", "points",
                 "hands_in_game", "hand_number", "scores", "hands", "states", "jokers", "keys",
                 "stock", "discards", "table", "fits", "swaps", "opened", "reshuffles",
                 "turns", "to_act", "phase", "taken", "must_place", "taken_placed",
                 "pending_points", "pending_pure", "opened_now", "joker_owed", "rng", "union",
                 "ended", "is_over", "winner", "penalties", "out", "ending", "from_hand")

    # -- building ----------------------------------------------------------------
    @classmethod
    def from_game(cls, game: Game) -> FastRami:
        """The hand of ``game`` (a Rami game not over) as it stands, with a copy of its
        random generator (the stock is shuffled again from it, as the engine does)."""
        if game.is_over or game.to_act is None:
            raise RulesError("The game is over: there is no hand to play out.",
                             rule=game._over_rule())
        f = cls.__new__(cls)
        opts = game.options
        f.n = game.n_players
        f.threshold = game.threshold
        f.keep = 1 if opts["final_discard"] else 0
        f.must_meld = bool(opts["discard_must_meld"])
        f.pure_rule = bool(opts["pure_run_to_open"])
        f.scoring = game.scoring
        f.points = _penalty_table(game.scoring)
        f.hands_in_game = game.hands_in_game
        f.hand_number = game.hand_number
        f.scores = list(game.scores)
        f.hands = [[c.code for c in h] for h in game.hands]
        f.states = [0] * f.n
        f.jokers = [0] * f.n
        f.keys = [-1] * f.n
        for p in range(f.n):
            f._restate(p)
        f.stock = [c.code for c in game.stock]
        f.discards = [c.code for c in game.discards]
        f.table = [_copy_meld(m) for m in game.table]
        f.fits = [_fits(m) for m in f.table]
        f.swaps = [_swap_code(m) for m in f.table]
        f.union = None
        f.opened = list(game.opened)
        f.reshuffles = game.reshuffles
        f.turns = game.turns
        f.to_act = game.to_act
        f.phase = game.phase
        f.taken = None if game.taken is None else game.taken.code
        f.must_place = game.must_place
        f.taken_placed = game.taken_placed
        f.pending_points = game.pending_points
        f.pending_pure = game.pending_pure
        f.opened_now = game.opened_now
        f.joker_owed = game.joker_owed
        f.rng = random.Random()
        f.rng.setstate(game.rng.getstate())
        f.ended = f.is_over = False
        f.winner = f.out = f.ending = f.penalties = None
        f.from_hand = False
        return f

    def copy(self, rng: bool = True) -> FastRami:
        """An independent copy: its random generator in the same state, or, with ``rng``
        off, none until :meth:`determinize` gives it one."""
        f = FastRami.__new__(FastRami)
        for name in ("n", "threshold", "keep", "must_meld", "pure_rule", "scoring", "points",
                     "hands_in_game", "hand_number", "reshuffles", "turns", "to_act",
                     "phase", "taken", "must_place", "taken_placed", "pending_points", "union",
                     "pending_pure", "opened_now", "joker_owed", "ended", "is_over",
                     "winner", "penalties", "out", "ending", "from_hand"):
            setattr(f, name, getattr(self, name))
        f.scores = list(self.scores)
        f.hands = [list(h) for h in self.hands]
        f.states = list(self.states)
        f.jokers = list(self.jokers)
        f.keys = list(self.keys)
        f.stock = list(self.stock)
        f.discards = list(self.discards)
        f.table = [_copy_meld(m) for m in self.table]
        f.fits = list(self.fits)
        f.swaps = list(self.swaps)
        f.opened = list(self.opened)
        if rng:
            f.rng = random.Random()
            f.rng.setstate(self.rng.getstate())
        return f

    def determinize(self, player: int, rng: random.Random) -> None:
        """Deal the cards ``player`` cannot see again from ``rng``, exactly as
        :meth:`Game.determinized <ramsas_widgets.engine.game.Game.determinized>` deals
        them in a copy of the game (the others' hands, then the stock, shuffled together
        and dealt back in that order; then a new generator drawn from ``rng``)."""
        lists = [self.hands[q] for q in range(self.n) if q != player] + [self.stock]
        pool = [c for lst in lists for c in lst]
        rng.shuffle(pool)
        i = 0
        for lst in lists:
            k = len(lst)
            lst[:] = pool[i:i + k]
            i += k
        for q in range(self.n):
            if q != player:
                self._restate(q)
        self.rng = random.Random(seed_of(rng.random()))  # Random(float), on any platform

    def _restate(self, p: int) -> None:
        hand = self.hands[p]
        self.states[p] = sum(map(UNIT_BY_CODE.__getitem__, hand))
        self.jokers[p] = hand.count(JOKER_CODE)
        self.keys[p] = -1

    # A card that fits no combination leaves the reduced hand as it was, coming or going
    # (a combination that held it would have kept it): its key stays.
    def _add(self, p: int, code: int) -> None:
        self.hands[p].append(code)
        if code == JOKER_CODE:
            self.jokers[p] += 1
            self.keys[p] = -1
        else:
            if self.keys[p] >= 0 and not _fits_no_combination(self.states[p],
                                                               self.jokers[p], code):
                self.keys[p] = -1
            self.states[p] += UNIT_BY_CODE[code]

    def _remove(self, p: int, code: int) -> None:
        self.hands[p].remove(code)
        key = self.keys[p]
        if code == JOKER_CODE:
            self.jokers[p] -= 1
            self.keys[p] = -1
        else:
            if key >= 0 and key >> 6 >> FIELD_SHIFT_BY_CODE[code] & 3:
                self.keys[p] = -1
            self.states[p] -= UNIT_BY_CODE[code]

    # -- the engine's actions ------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Carry out ``action`` (one of the engine's legal actions now: this state does
        not check it)."""
        self._do(_move(action))

    def legal_actions(self) -> list[Action]:
        """Every action the engine allows now, in the engine's order."""
        if self.ended:
            return []
        if self.phase == DRAW:
            moves: list[Move] = [("draw", "stock")]
            if self.discards and self._may_take_discard():
                moves.append(("draw", "discard"))
        else:
            moves = self._legal_play()
        return [_action(m) for m in moves]

    def bot_action(self) -> Action:
        """The computer player's move now, as the engine's action."""
        return _action(self._bot())

    def play_out(self) -> FastRami:
        """Play to the end of the hand, every move the computer player's."""
        while not self.ended:
            self._do(self._bot())
        return self

    # -- what the engine allows (RamiGame._legal_draw, _legal_play) ------------------
    def _taken_open(self) -> bool:
        return self.taken is not None and not self.taken_placed

    def _strands(self, rest: Sequence[int], placed: Sequence[int]) -> bool:
        return (self._taken_open() and self.taken not in placed
                and len(rest) == 1 and rest[0] == self.taken)

    def _may_take_discard(self) -> bool:
        if not self.must_meld:
            return True
        p = self.to_act
        top = self.discards[-1]
        return bool(self._placements(p, self.hands[p] + [top], only=top))

    def _legal_play(self) -> list[Move]:
        p = self.to_act
        hand = self.hands[p]
        if self.must_place:
            return self._placements(p, hand, only=self.taken)
        acts = self._placements(p, hand)
        acts.extend(("discard", c) for c in self._discardable(p, hand, acts))
        return acts

    def _placements(self, p: int, hand: list[int], only: int | None = None) -> list[Move]:
        acts: list[Move] = self._meld_moves(p, hand, only)
        if self.opened[p]:
            distinct = [only] if only is not None else sorted(set(hand))
            may_lay = len(hand) - 1 >= self.keep
            taken_open = self._taken_open()
            for i, fits in enumerate(self.fits):
                if may_lay:
                    for c in distinct:
                        if c in fits and not (taken_open and self._strands(
                                _minus(hand, (c,)) or [], (c,))):
                            acts.append(("layoff", c, i + 1))
                wanted = self.swaps[i]
                if wanted is not None and wanted in distinct:
                    acts.append(("swap", wanted, i + 1))
        return acts

    def _meld_moves(self, p: int, hand: list[int], only: int | None = None) -> list[Move]:
        acts: list[Move] = []
        for check in formable_melds(_cards(hand)):
            codes = _meld_codes(check)
            if only is not None and only not in codes:
                continue
            rest = _minus(hand, codes)
            assert rest is not None
            if len(rest) < self.keep or self._strands(rest, codes):
                continue
            if not self.opened[p] and not self._opening_ok(check, codes, rest):
                continue
            acts.append(("meld", check))
        return acts

    def _opening_ok(self, check: MeldCheck, codes: Sequence[int], rest: list[int]) -> bool:
        total = self.pending_points + (check.points or 0)
        pure = self.pending_pure or check.pure
        need_pure = self.pure_rule and not pure
        if total >= self.threshold and not need_pure:
            return True
        avoid = self.taken if self._taken_open() and self.taken not in codes else None
        return self._reachable(rest, self.threshold - total, need_pure, avoid)

    def _reachable(self, hand: list[int], need: int, need_pure: bool,
                   avoid: int | None = None) -> bool:
        keep = bool(self.keep) or avoid is not None

        def fine_left(left: list[int]) -> bool:
            if not keep:
                return True
            if avoid is None:
                return bool(left)
            return any(c != avoid for c in left) or left.count(avoid) >= 2

        if need_pure:
            for check in formable_melds(_cards(hand)):
                if not check.pure:
                    continue
                rest = _minus(hand, _meld_codes(check))
                assert rest is not None
                if not rest and keep:
                    continue
                if (check.points or 0) >= need:
                    if fine_left(rest):
                        return True
                    continue
                if self._reachable(rest, need - (check.points or 0), False, avoid):
                    return True
            return False
        if need <= 0:
            return fine_left(hand)
        if _points(_codes_key(hand)) < need:
            return False
        if not keep:
            return True
        several = avoid is not None and hand.count(avoid) >= 2
        return any(_points(_codes_key(_minus(hand, (c,)) or [])) >= need
                   for c in dict.fromkeys(hand) if avoid is None or c != avoid or several)

    def _discardable(self, p: int, hand: list[int], placements: list[Move]) -> list[int]:
        if self.pending_points and not self.opened[p]:
            return []
        if self.joker_owed and any(
                (m[0] == "meld" and JOKER_CODE in _meld_codes(m[1]))
                or (m[0] == "layoff" and m[1] == JOKER_CODE) for m in placements):
            return []
        return [c for c in sorted(set(hand)) if not self._taken_block(c, hand)]

    def _taken_block(self, c: int, hand: list[int]) -> bool:
        return (self.taken is not None and c == self.taken and not self.taken_placed
                and hand.count(c) == 1)

    # -- the computer player (rami.bot.decide) ------------------------------------------
    def _key(self, p: int) -> int:
        """The reduced key of ``p``'s hand (kept until the hand changes)."""
        key = self.keys[p]
        if key < 0:
            key = self.keys[p] = _reduced_key(self.states[p], self.jokers[p])
        return key

    def _bot(self) -> Move:
        p = self.to_act
        hand = self.hands[p]
        if self.phase == DRAW:
            top = self.discards[-1] if self.discards else None
            if top is not None:
                if self.must_meld:
                    if self._may_take_discard():
                        return ("draw", "discard")
                elif self._gains(p, top):
                    return ("draw", "discard")
            return ("draw", "stock")
        if self.must_place or self.joker_owed:
            return self._choose(p, self._legal_play())
        # The common turn, its legal actions listed only as far as the choice needs.
        key = self._key(p)
        if key and (self.opened[p] or _points(key) >= self.threshold - self.pending_points):
            # (a hand that cannot lay the opening's points has no legal combination)
            move = self._planned_meld(p, hand, key)
            if move is not None:
                return move
            melds = self._meld_moves(p, hand)
            if melds:
                return self._pick_meld(p, key, melds)
        if self.pending_points and not self.opened[p]:  # an opening left unfinished
            return self._choose(p, self._legal_play())
        if self.opened[p] and len(hand) - 1 >= self.keep:
            layoffs = self._layoffs(p, hand)
            plain = [m for m in layoffs if m[1] != JOKER_CODE]
            if plain or (layoffs and len(hand) <= 4):
                return self._pick_layoff(plain or layoffs)
        discards = set(hand)  # (in any order: the choice's key ends with the code)
        taken = self.taken
        if taken is not None and not self.taken_placed and hand.count(taken) == 1:
            discards.discard(taken)
        if discards:
            return self._pick_discard(p, key, discards)
        return self._choose(p, self._legal_play())

    def _planned_meld(self, p: int, hand: list[int], key: int) -> Move | None:
        """The computer player's combination when one it plans is legal and the best of
        them by points and length: the same as :meth:`_pick_meld` over the whole list,
        without the list. ``None`` when undecided (none legal, or a tie that the order of
        the whole list breaks).

        Before opening, the hand has passed :meth:`_bot`'s test (it can lay the points the
        opening still needs) and the plan is a packing worth that much: whatever planned
        combination is laid, the rest of the plan reaches the opening, so the opening's
        check (:meth:`_opening_ok`) is needed only where a house rule or the card just
        taken asks for more (a card kept, a pure run, the taken card not left alone)."""
        if len(hand) < 3:
            return None
        best, best_key, tie = None, None, False
        opened = self.opened[p]
        plain = not self.keep and not self.pure_rule
        for codes, check in _plan(key).melds:
            rest = _minus(hand, codes)
            if rest is None:
                return None
            if len(rest) < self.keep or self._strands(rest, codes):
                continue
            if not opened and not (plain and not (self._taken_open()
                                                  and self.taken not in codes)) \
                    and not self._opening_ok(check, codes, rest):
                continue
            k = (-(check.points or 0), -len(codes))
            if best_key is None or k < best_key:
                best, best_key, tie = check, k, False
            elif k == best_key:
                tie = True
        if best is None or tie:
            return None
        return ("meld", best)

    def _layoffs(self, p: int, hand: list[int]) -> list[Move]:
        """The layoffs of :meth:`_placements`, in its order (the hand may lay off)."""
        acts: list[Move] = []
        held = set(hand)
        if held.isdisjoint(self._fits_union()):
            return acts
        taken_open = self._taken_open()
        for i, fits in enumerate(self.fits):
            hits = held.intersection(fits)
            for c in sorted(hits):
                if not (taken_open and self._strands(_minus(hand, (c,)) or [], (c,))):
                    acts.append(("layoff", c, i + 1))
        return acts

    def _fits_union(self) -> frozenset[int]:
        """Every code some table meld may take now."""
        union = self.union
        if union is None:
            union = self.union = frozenset().union(*self.fits)
        return union

    def _gains(self, p: int, top: int) -> bool:
        """Whether ``top`` raises the most points the hand can lay (the bot's draw)."""
        st, jk = self.states[p], self.jokers[p]
        if top == JOKER_CODE:
            after = _reduced_key(st, jk + 1)
        elif _fits_no_combination(st, jk, top):  # the reduced hand stays the same
            return False
        else:
            after = _reduced_key(st + UNIT_BY_CODE[top], jk)
        now = self._key(p)
        return after != now and _points(after) > _points(now)

    def _choose(self, p: int, legal: list[Move]) -> Move:
        """The computer player's move among all of ``legal`` (the engine's order)."""
        hand = self.hands[p]
        melds = [m for m in legal if m[0] == "meld"]
        if melds:
            return self._pick_meld(p, self._key(p), melds)
        layoffs = [m for m in legal if m[0] == "layoff"]
        plain = [m for m in layoffs if m[1] != JOKER_CODE]
        if plain or (layoffs and len(hand) <= 4):
            return self._pick_layoff(plain or layoffs)
        discards = [m[1] for m in legal if m[0] == "discard"]
        if discards:
            return self._pick_discard(p, self._key(p), discards)
        other = [m for m in legal if m[0] != "swap"] or legal
        return other[0]

    def _pick_meld(self, p: int, key: int, melds: list[Move]) -> Move:
        if len(self.hands[p]) >= 3:
            plan = _plan(key).sorted
            planned = [m for m in melds if tuple(sorted(_meld_codes(m[1]))) in plan]
        else:
            planned = []
        return min(planned or melds, key=lambda m: (-(m[1].points or 0), -len(m[1].cards)))

    def _pick_layoff(self, pool: list[Move]) -> Move:
        points = self.points
        return min(pool, key=lambda m: (-points[m[1]], m[1]))

    def _pick_discard(self, p: int, key: int, codes: Iterable[int]) -> Move:
        """The card with the fewest partners outside the planned combinations, then the
        costliest (:func:`.bot.decide`'s ``keep_score``). The plan is asked for only when
        that card without the plan could be in it: a card the reduced hand dropped fits
        no combination, so no plan holds it."""
        # partners (.bot._partners): the other suits holding its rank, and the cards of
        # its suit within two places, each copy (a count is two bits); a joker 100
        state = self.states[p]
        present = (state | state >> 1) & _LOW_BITS
        points = self.points
        # a card with no partner at all comes first (and no plan holds it)
        alone = [c for c in codes if c != JOKER_CODE and not present & _PARTNER_MASK[c]]
        if alone:
            return ("discard", min(alone, key=lambda c: (-points[c], c)))
        odd = state >> 1
        keys = [((present & _SET_MASK[c]).bit_count() + (state & _NEAR_MASK[c]).bit_count()
                 + 2 * (odd & _NEAR_MASK[c]).bit_count(), -points[c], c)
                if c != JOKER_CODE else (100, -points[c], c) for c in codes]
        first = min(keys)[2]
        reduced = key >> 6
        if first == JOKER_CODE or not reduced >> FIELD_SHIFT_BY_CODE[first] & 3:
            return ("discard", first)
        plan = _plan(key).codes if len(self.hands[p]) >= 3 else 0
        return ("discard", min((plan >> k[2] & 1, *k) for k in keys)[3])

    # -- carrying a move out (RamiGame._do_draw, _do_play) ------------------------------
    def _do(self, move: Move) -> None:
        p = self.to_act
        kind = move[0]
        if kind == "draw":
            if move[1] == "stock":
                self._add(p, self.stock.pop())
            else:
                card = self.discards.pop()
                self._add(p, card)
                self.taken = card
                self.must_place = self.must_meld
            self.phase = PLAY
        elif kind == "meld":
            self._meld(p, move[1])
        elif kind == "layoff":
            self._layoff(p, move[1], move[2])
        elif kind == "swap":
            self._swap(p, move[1], move[2])
        else:
            self._discard(p, move[1])

    def _placed(self, codes: Sequence[int]) -> None:
        if self.taken is not None and self.taken in codes:
            self.taken_placed = True
        self.must_place = False
        if JOKER_CODE in codes and self.joker_owed:
            self.joker_owed -= 1

    def _meld(self, p: int, check: MeldCheck) -> None:
        codes = _meld_codes(check)
        for c in codes:
            self._remove(p, c)
        joker = JOKER_CODE in codes
        run = check.kind == "run"
        jpos = check.span[0] + codes.index(JOKER_CODE) if run and joker else None
        meld = TableMeld(len(self.table) + 1, p, check.kind or "", list(check.cards),
                         check.span, jpos)
        self.table.append(meld)
        self.fits.append(_fits(meld))
        self.swaps.append(_swap_code(meld))
        self.union = None
        self._placed(codes)
        if not self.opened[p]:
            self.pending_points += check.points or 0  # TableMeld.points, as laid
            self.pending_pure = self.pending_pure or (run and not joker)
            need_pure = self.pure_rule and not self.pending_pure
            if self.pending_points >= self.threshold and not need_pure:
                self.opened[p] = True
                self.opened_now = True
        self._check_out(p)

    def _layoff(self, p: int, code: int, number: int) -> None:
        meld = self.table[number - 1]
        self._remove(p, code)
        _lay_off(meld, code)
        self.fits[number - 1] = _fits(meld)
        self.swaps[number - 1] = _swap_code(meld)
        self.union = None
        self._placed((code,))
        self._check_out(p)

    def _swap(self, p: int, code: int, number: int) -> None:
        meld = self.table[number - 1]
        self._remove(p, code)
        self._add(p, meld.swap(CARD[code]).code)
        self.fits[number - 1] = _fits(meld)
        self.swaps[number - 1] = _swap_code(meld)
        self.union = None
        self._placed((code,))
        self.joker_owed += 1

    def _discard(self, p: int, code: int) -> None:
        self._remove(p, code)
        self.discards.append(code)
        if self._check_out(p):
            return
        self.turns += 1
        if self.turns >= MAX_TURNS:
            self._end_hand(None, "turns")
            return
        self.to_act = (p + 1) % self.n
        self.phase = DRAW
        self.taken = None
        self.must_place = self.taken_placed = False
        self.pending_points = 0
        self.pending_pure = self.opened_now = False
        self.joker_owed = 0
        if not self.stock:
            if self.reshuffles >= MAX_RESHUFFLES or len(self.discards) < 2:
                self._end_hand(None, "stock")
                return
            top = self.discards.pop()
            stock = list(self.discards)
            self.rng.shuffle(stock)
            self.stock = stock
            self.discards = [top]
            self.reshuffles += 1

    def _check_out(self, p: int) -> bool:
        if self.hands[p]:
            return False
        self._end_hand(p, "out", self.opened_now)
        return True

    def _end_hand(self, out: int | None, ending: str, from_hand: bool = False) -> None:
        """Score the hand as the engine does (:func:`~.scoring.hand_penalties`) and stop;
        the game is over after its last hand, won by the lowest total."""
        pen = hand_penalties([_cards(h) for h in self.hands], self.opened, out, from_hand,
                             self.scoring)
        self.penalties = pen
        self.scores = [s + d for s, d in zip(self.scores, pen, strict=True)]
        self.out, self.ending, self.from_hand = out, ending, from_hand
        self.ended = True
        self.to_act = None
        if self.hand_number >= self.hands_in_game:
            self.is_over = True
            self.winner = self.scores.index(min(self.scores))

    # -- comparing with the engine ---------------------------------------------------
    def snapshot(self) -> tuple:
        """Everything the rest of the hand depends on, for comparing two states (each
        hand as a sorted multiset: its order decides nothing)."""
        return (self.hand_number, tuple(self.scores), tuple(tuple(sorted(h)) for h in self.hands),
                tuple(self.stock), tuple(self.discards),
                tuple((m.number, m.owner, m.kind, tuple(c.code for c in m.cards), m.span,
                       m.joker_pos) for m in self.table),
                tuple(self.fits), tuple(self.swaps), tuple(self.opened), self.reshuffles,
                self.turns, self.to_act, self.phase, self.taken, self.must_place,
                self.taken_placed, self.pending_points, self.pending_pure, self.opened_now,
                self.joker_owed, self.rng.getstate())


def _penalty_table(scoring: RamiScoring) -> list[int]:
    """Card code -> its penalty left in hand (:meth:`RamiScoring.card_points`)."""
    return _penalties(scoring.joker, tuple(sorted(scoring.rank_points.items())))


@lru_cache(maxsize=16)
def _penalties(joker: int, ranks: tuple[tuple[int, int], ...]) -> list[int]:
    scoring = RamiScoring(rank_points=dict(ranks), joker=joker)
    table = [0] * (JOKER_CODE + 1)
    for code, card in CARD.items():
        table[code] = scoring.card_points(card)
    return table


def _copy_meld(m: TableMeld) -> TableMeld:
    return TableMeld(m.number, m.owner, m.kind, list(m.cards), m.span, m.joker_pos)


def _lay_off(m: TableMeld, code: int) -> None:
    """:meth:`TableMeld.lay_off <.table.TableMeld.lay_off>` of a card that fits (as
    :func:`_fits` says): a set keeps its naturals in suit order and its joker last; a run
    takes the card at the end it extends (a joker below when it can, HU-JOKER-2)."""
    card = CARD[code]
    cards = m.cards
    if m.kind == "set":
        naturals = [c for c in cards if c.code != JOKER_CODE]
        joker = len(naturals) < len(cards) or code == JOKER_CODE
        if code != JOKER_CODE:
            naturals.append(card)
            naturals.sort(key=_CODE)
        m.cards = naturals + [JOKER] if joker else naturals
        return
    lo, hi = m.span
    if code == JOKER_CODE:
        pos = lo - 1 if lo - 1 >= LOW_ACE and not (lo - 1 == LOW_ACE and hi == HIGH_ACE) \
            else hi + 1
        m.joker_pos = pos
    else:
        above = hi + 1  # the card there is rank ``above`` (the high ace is 14)
        pos = above if (hi < HIGH_ACE and code == (code & ~15) + above
                        and not (above == HIGH_ACE and lo == LOW_ACE)) else lo - 1
    if pos < lo:
        cards.insert(0, card)
        m.span = (pos, hi)
    else:
        cards.append(card)
        m.span = (lo, pos)


def _fits(m: TableMeld) -> frozenset[int]:
    """The codes of :meth:`TableMeld.layoff_fits <.table.TableMeld.layoff_fits>`."""
    cards = m.cards
    joker = JOKER_CODE in [c.code for c in cards]
    if m.kind == "set":
        if len(cards) >= 4:
            return frozenset()
        rank = m.rank
        present = {c.code >> 4 for c in cards if c.code != JOKER_CODE}
        fits = [t * 16 + rank for t in range(4) if t not in present]
        if not joker:
            fits.append(JOKER_CODE)
        return frozenset(fits)
    lo, hi = m.span
    base = (next(c.code for c in cards if c.code != JOKER_CODE) >> 4) * 16
    above = HIGH_ACE if hi == 13 else hi + 1
    below = LOW_ACE if lo == 2 else lo - 1
    fits = []
    if hi < HIGH_ACE and not (above == HIGH_ACE and lo == LOW_ACE):
        fits.append(base + (ACE if above == LOW_ACE else above))
    if lo > LOW_ACE and not (below == LOW_ACE and hi == HIGH_ACE):
        fits.append(base + (ACE if below == LOW_ACE else below))
    if not joker and ((lo - 1 >= LOW_ACE and not (lo - 1 == LOW_ACE and hi == HIGH_ACE))
                      or (hi + 1 <= HIGH_ACE and not (lo == LOW_ACE and hi + 1 == HIGH_ACE))):
        fits.append(JOKER_CODE)
    return frozenset(fits)


def _swap_code(m: TableMeld) -> int | None:
    """The code of :meth:`TableMeld.swap_card <.table.TableMeld.swap_card>`."""
    cards = m.cards
    if JOKER_CODE not in [c.code for c in cards] or (m.kind == "set" and len(cards) < 4):
        return None
    if m.kind == "run":
        base = (next(c.code for c in cards if c.code != JOKER_CODE) >> 4) * 16
        return base + (ACE if m.joker_pos == LOW_ACE else m.joker_pos)
    present = {c.code >> 4 for c in cards if c.code != JOKER_CODE}
    (suit,) = (t for t in range(4) if t not in present)
    return suit * 16 + m.rank


def _fits_no_combination(state: int, jokers: int, code: int) -> bool:
    """Whether the natural card ``code`` added to the hand ``(state, jokers)`` fits no
    combination with it: no set (three suits of its rank, or two and a joker) and no
    three places of its suit in a row (or two and a joker) hold it, as
    :func:`.search.reduce_state` keeps a card."""
    present = (state | state >> 1) & _LOW_BITS
    need = 1 if jokers else 2
    if (present & _SET_MASK[code]).bit_count() >= need:
        return False
    return all((present & w).bit_count() < need for w in _WINDOWS[code])


def _action(move: Move) -> Action:
    kind = move[0]
    if kind == "draw":
        return Action("draw", arg=move[1])
    if kind == "meld":
        return Action("meld", move[1].cards)
    if kind == "discard":
        return Action("discard", (CARD[move[1]],))
    return Action(kind, (CARD[move[1]],), str(move[2]))


@lru_cache(maxsize=256)
def _move(action: Action) -> Move:
    kind = action.kind
    if kind == "draw":
        return ("draw", action.arg)
    if kind == "meld":
        return ("meld", validate_meld(list(action.cards)))
    if kind == "discard":
        return ("discard", action.card.code)
    return (kind, action.card.code, int(action.arg))


def forget() -> None:
    """Empty what the play-outs and the search remember from earlier hands (for a
    benchmark that times an exercise as a fresh process answers it)."""
    _PLANS.clear()
    _REDUCED.clear()
    search.forget()


class RamiPlayout:
    """Rami's declaration for :func:`~ramsas_widgets.engine.decisions.estimate`
    (``VariantInfo.playout``): one option played out in one world, fast."""

    def start(self, game: Game) -> FastRami:
        """The state every world of one estimate starts from."""
        return FastRami.from_game(game)

    def play(self, start: FastRami, player: int, action: Action,
             rng: random.Random) -> tuple[int, bool]:
        """Deal ``player``'s unseen cards again from ``rng`` (as ``Game.determinized``),
        take ``action`` and let the computer players finish the hand: ``player``'s score
        change, and whether he won the game with it."""
        world = start.copy(rng=False)
        world.determinize(player, rng)
        world.apply(action)
        world.play_out()
        return (world.scores[player] - start.scores[player],
                world.is_over and world.winner == player)


PLAYOUT = RamiPlayout()
