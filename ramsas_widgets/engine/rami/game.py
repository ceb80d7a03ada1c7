"""The Rami 40 / Rami 51 game: deal, turns, opening, jokers, end of hand, scores.

Action words (an :class:`Action` prints as ``kind cards arg``):

| action | meaning |
|---|---|
| ``draw stock`` | take the top card of the stock (HU-TURN-1) |
| ``draw discard`` | take the top card of the discard pile (HU-TURN-1, HU-TURN-5) |
| ``meld 7S 8S 9S`` | lay one combination from the hand (HU-TURN-2; any card order is accepted) |
| ``layoff 9S 2`` | add a card to table meld #2, anyone's (HU-TURN-3) |
| ``swap 7S 2`` | put 7S in place of the joker of meld #2 and take the joker (HU-JOKER-3/4) |
| ``discard 9H`` | discard a card, ending the turn (HU-TURN-4) |

A turn is ``draw``, then any number of ``meld``/``layoff``/``swap``, then ``discard``.
A player who has not opened lays several combinations one by one in the same turn;
they must reach the threshold (40 or 51, HU-TURN-2) before he may discard, and a
combination is offered only when the rest of his hand can still reach it. With
``discard_must_meld`` (a house rule, off by default, HU-TURN-5) the card taken from the
discard pile must go to the table in the very next action; ``draw discard`` is offered only when
that is possible. Nothing is offered that would leave only the card just taken
from the discard pile, since it could not be discarded (HU-TURN-4). After a joker
exchange the discard waits until the joker is melded again, if it can be (HU-JOKER-3).
A player whose hand empties goes out (HU-END-1); with ``final_discard`` the last
card must be a discard. ``pure_run_to_open`` (house rule of HU-SCORE-1, meant for
Rami 51) applies to whichever variant sets it.

Each hand: dealer moves one seat left, the player on his left starts (HU-DEAL-2);
13 cards each dealt one at a time, the next card face up starts the discard pile,
the rest is the stock (HU-DEAL-1). When the stock is empty at the start of a turn,
the discard pile but its top card becomes the new stock, at most twice; a third
time, or after 300 turns, the hand ends (HU-END-2). Scores: :mod:`.scoring`; the
game lasts ``hands_in_game`` hands (7 or 10) and the lowest total wins (a tie goes
to the earliest seat).

Every line of the history is an event: the deal of a hand (``DEAL``), each draw, meld,
layoff, joker exchange and discard (``CHOICE``, with its cards), reshuffles, the turn
limit and going out (``NOTE``), the hand's scores (``SCORED``, with its
:class:`~ramsas_widgets.engine.view.HandResult`) and the end (``OVER``, with the winner).
Each line, and each refusal, is a message (``rami.*``: the English beside its ID below,
the Lithuanian in ``i18n/catalogues/lt/rami.ftl``); a combination on the table is a sentence
of its own inside the line that names it (:func:`meld_said`).

>>> from ramsas_widgets.engine import new_game
>>> g = new_game("hu-rami-40", players=2, seed=3)
>>> [str(a) for a in g.legal_actions()][:1], len(g.zones()["P0 hand"])
(['draw stock'], 13)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ...i18n.messages import text
from ..card_words import card_named
from ..cards import (
    JOKER,
    SUITS,
    Card,
    cards_str,
    make_pack,
    parse_cards,
    parse_deck,
    shuffled,
    sort_hand,
    stacked_pack,
)
from ..errors import RulesError
from ..events import Cards, Kind, Rule, Scores, Seat, Sentence, say
from ..game import Action, DealStep, HandResult
from ..phased import PhasedGame
from ..scoring import add_up
from ..view import MeldView
from .melds import (
    HIGH_ACE,
    LOW_ACE,
    MeldCheck,
    position_card,
    run_check,
    validate_meld,
)
from .scoring import RamiScoring, explain_hand
from .search import best_meld_points, can_open
from .table import TableMeld

#: the deal's sentence about the card turned up first
STARTS_PILE = text("rami.deal.note.starts-pile", "starts the discard pile")

MAX_RESHUFFLES = 2
MAX_TURNS = 300
ACTION_WORDS = ("draw", "meld", "layoff", "swap", "discard")

#: What the table is told, said once each (messages: the English beside the ID).
HAND_DEALT = text("rami.deal.hand",
                  "Hand {n} of {of}: {d} deals, {s} starts ({seats}). Each player gets {k} "
                  "cards; {c} is turned up to start the discard pile ({deal}).")
DRAWS_STOCK = text("rami.draw.stock", "{p} draws from the stock ({rule}).")
TAKES_DISCARD = text("rami.draw.discard", "{p} takes {c} from the discard pile ({draw}).")
TAKES_TO_MELD = text("rami.draw.discard-to-meld",
                     "{p} takes {c} from the discard pile ({draw}) and must meld it at once "
                     "({must}).")
#: A combination on the table (``#1 P0 KH KS KD (set 30)``), by its kind and joker.
SET = text("rami.table.set", "#{no} {owner} {cs} (set {points})")
SET_JOKER = text("rami.table.set-joker", "#{no} {owner} {cs} (set {points}, joker as {a})")
SET_JOKER_TWO = text("rami.table.set-joker-two",
                     "#{no} {owner} {cs} (set {points}, joker as {a} or {b})")
RUN = text("rami.table.run", "#{no} {owner} {cs} (run {points})")
RUN_JOKER = text("rami.table.run-joker", "#{no} {owner} {cs} (run {points}, joker as {a})")
MELDS = text("rami.meld.melds", "{p} melds {meld} ({turn}).")
OPENS = text("rami.meld.opens", "{p} melds {meld} ({turn}); {p} has opened with {so_far} points.")
OPENING = text("rami.meld.opening",
               "{p} melds {meld} ({turn}); opening so far {so_far} of {need}.")
OPENING_PURE = text("rami.meld.opening-pure",
                    "{p} melds {meld} ({turn}); opening so far {so_far} of {need} and a pure "
                    "run still needed ({pure} option).")
LAYS_OFF = text("rami.layoff.lays-off", "{p} lays off {c} on #{no}: {meld} ({rule}).")
SWAPS = text("rami.swap.swaps",
             "{p} puts {c} in place of the joker of #{no} and takes the joker ({rule}); he must "
             "meld it again this turn if he can.")
DISCARDS = text("rami.discard.discards", "{p} discards {c} ({rule}).")
TURN_LIMIT = text("rami.end.turns", "{n} turns have been played: the hand ends ({rule}).")
STOCK_OUT = text("rami.end.stock",
                 "The stock is empty and cannot be rebuilt again: the hand ends, the lowest "
                 "hand wins ({rule}).")
RESHUFFLED = text("rami.stock.rebuilt",
                  "The stock is empty: the discard pile but its top card is shuffled into a new "
                  "stock ({rule}, {k} of {m}).")
GOES_OUT = text("rami.end.out", "{p} has no cards left and goes out ({rule}).")
GOES_OUT_FROM_HAND = text("rami.end.out-from-hand",
                          "{p} has no cards left and goes out in one turn from the hand "
                          "(kézből) ({rule}).")
HAND_SCORED = text("rami.hand.scores", "Hand {n} scores {pen}; totals {s} ({rule}).")
GAME_OVER = text("rami.over.lowest",
                 "Game over after {n} hands: {p} wins with the lowest total, {low} ({rule}).")

#: Why an action is refused (RulesError).
STACKED_SIZES = text("rami.stack.sizes",
                     "Every stacked hand must hold the same number of cards.")
NOT_AN_ACTION = text("rami.refuse.not-an-action",
                     "'{kind}' is not a Rami action: use draw stock, draw discard, meld, "
                     "layoff, swap or discard.")
DRAW_FIRST = text("rami.refuse.draw-first",
                  "First draw a card: the top of the stock or of the discard pile.")
DRAW_WHAT = text("rami.refuse.draw-what", "Write 'draw stock' or 'draw discard'.")
DISCARDS_EMPTY = text("rami.refuse.discards-empty", "The discard pile is empty.")
ONLY_TO_MELD = text("rami.refuse.only-to-meld",
                    "You may take {c} only to meld it at once, and your hand cannot meld it "
                    "now.")
DRAWN = text("rami.refuse.drawn", "You have already drawn a card this turn.")
NOT_HELD = text("rami.refuse.not-held", "'{action}' names cards that are not in your hand.")
MELD_TAKEN = text("rami.refuse.meld-taken",
                  "The {card} taken from the discard pile must be melded at once.")
KEEP_ONE = text("rami.refuse.keep-one", "You must keep a card for the final discard.")
STRANDS = text("rami.refuse.strands",
               "That would leave you only the card just taken from the discard pile, which "
               "you may not discard.")
PURE_RUN = text("rami.refuse.pure-run",
                "The first meld must include a run without a joker (house rule).")
SHORT = text("rami.refuse.short",
             "Your first meld must reach {need} points: with this combination you would have "
             "{total}, and the rest of your hand cannot make up the difference.")
NOT_NOW = text("rami.refuse.not-now", "'{action}' is not possible now.")
LAYOFF_UNOPENED = text("rami.refuse.layoff-unopened", "You may lay off only after opening.")
SWAP_UNOPENED = text("rami.refuse.swap-unopened",
                     "You may exchange a joker only after opening.")
NO_MELD = text("rami.refuse.no-meld",
               "There is no meld #{no} on the table: give its number, 1 to {n}.")
ONE_CARD = text("rami.refuse.one-card", "Name exactly one card.")
DISCARD_ONE = text("rami.refuse.discard-one", "Discard exactly one card.")
LAY_MORE = text("rami.refuse.lay-more",
                "Your first meld must reach {need} points: you have {so_far} so far, lay more "
                "before discarding.")
MELD_JOKER = text("rami.refuse.meld-joker",
                  "You took a joker from the table: you must meld it again this turn, and you "
                  "can.")
JUST_TAKEN = text("rami.refuse.just-taken",
                  "{c} was just taken from the discard pile: it may not be discarded in the "
                  "same turn.")


def pack_for(players: int, house_pack: bool = False) -> list[Card]:
    """The pack for this many players (HU-DECK-1), or the house pack (HU-DECK-2).

    >>> len(pack_for(4)), len(pack_for(5)), len(pack_for(3, True)), len(pack_for(6, True))
    (108, 160, 106, 159)
    """
    packs = 2 if players <= 4 else 3
    jokers = 4 if not house_pack else packs
    return make_pack(packs=packs, jokers=jokers)


def stack_deck(hands: Sequence[str], turned: str, stock: str = "") -> str:
    """Deck text (top card first) that deals ``hands`` in the first hand (P0 starts).

    Cards are dealt one at a time from P0 round the table (HU-DEAL-1), so the deck
    interleaves the hands; then comes the card turned up, then the top of the stock.
    Unlisted cards of the pack follow in shuffled order.

    >>> stack_deck(["2C 3C 4C", "5D 6D 7D"], "9H", "KS")[:17]
    '2C 5D 3C 6D 4C 7D'
    """
    parsed = [parse_cards(h) for h in hands]
    size = len(parsed[0])
    if any(len(h) != size for h in parsed):
        raise RulesError(say(STACKED_SIZES))
    order = [parsed[p][k] for k in range(size) for p in range(len(parsed))]
    return cards_str(order + parse_cards(turned) + parse_cards(stock))


def _minus(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card] | None:
    """``hand`` without ``cards``, or None if some card is missing."""
    out = list(hand)
    for c in cards:
        try:
            out.remove(c)
        except ValueError:
            return None
    return out


def formable_melds(hand: Sequence[Card]) -> list[MeldCheck]:
    """Every distinct valid combination these cards can form (HU-SET-1, HU-RUN-1/2,
    HU-JOKER-1), in a fixed order: sets then runs, each checked by ``validate_meld``.

    A pure function of the cards held: the answers for recent hands are kept, since a
    turn asks again for the same hand (the legal actions, the opening's reach) and a
    simulation asks thousands of times."""
    return list(_formable(tuple(sorted(c.code for c in hand))))


@lru_cache(maxsize=4096)
def _formable(codes: tuple[int, ...]) -> tuple[MeldCheck, ...]:
    return tuple(_formable_melds([Card.from_code(code) for code in codes]))


def _formable_melds(hand: Sequence[Card]) -> list[MeldCheck]:
    have = Counter(hand)
    jokers = have[JOKER] > 0
    found: dict[tuple[Card, ...], MeldCheck] = {}

    def add(cards: list[Card]) -> None:
        check = validate_meld(cards)
        if check.valid and check.cards not in found:
            found[check.cards] = check

    def add_run(suit, lo: int, hi: int, j: int | None) -> None:
        # A joker on top of consecutive naturals belongs at the lower end (HU-JOKER-2):
        # that combination is listed from the interval one lower, or is invalid.
        if j == hi and lo != LOW_ACE:
            return
        if hi - lo == 12:  # all thirteen ranks: validate_meld picks the reading (HU-VAL-1)
            add([JOKER if p == j else position_card(p, suit) for p in range(lo, hi + 1)])
            return
        check = run_check(suit, lo, hi, j)
        if check.cards not in found:
            found[check.cards] = check

    by_rank: dict[int, list[Card]] = {}
    by_suit: dict[Any, set[int]] = {}
    for c in have:
        if c.is_joker:
            continue
        by_rank.setdefault(c.rank, []).append(c)
        pos = by_suit.setdefault(c.suit, set())
        pos.add(c.rank)
        if c.rank == 14:
            pos.add(LOW_ACE)
    for rank in sorted(by_rank):
        group = sort_hand(by_rank[rank])
        n = len(group)
        for pick in range(1, 1 << n):
            sub = [group[b] for b in range(n) if pick >> b & 1]
            if len(sub) >= 3:
                add(sub)
            if jokers and 2 <= len(sub) <= 3:
                add(sub + [JOKER])
    for suit in SUITS:
        pos = by_suit.get(suit)
        if not pos:
            continue
        for lo in range(LOW_ACE, HIGH_ACE - 1):
            missing: list[int] = []
            for hi in range(lo, HIGH_ACE + 1):
                if lo == LOW_ACE and hi == HIGH_ACE:
                    break
                if hi not in pos:
                    missing.append(hi)
                    if len(missing) > (1 if jokers else 0):
                        break
                if hi - lo < 2:
                    continue
                if not missing:
                    add_run(suit, lo, hi, None)
                if jokers:
                    for j in ([missing[0]] if missing else range(lo, hi + 1)):
                        add_run(suit, lo, hi, j)
    return list(found.values())


class RamiGame(PhasedGame):
    """A whole game of Rami 40 or Rami 51 (RULES.md section 8); see the module doc.

    Two phases a turn (``phases``): ``draw`` (HU-TURN-1) and ``play``, where the player
    melds, lays off, exchanges jokers and at last discards (HU-TURN-2 to HU-TURN-4,
    HU-JOKER-3). Besides the rule options the constructor takes ``deck`` (text, top card
    first: stacked on top of the first hand's pack, see :func:`stack_deck`) and
    ``dealer`` (the first dealer; by default the last seat, so P0 starts, HU-DEAL-2).
    """

    phases = {"draw": ("HU-TURN-1", text("rami.task.draw",
                                         "draw from the stock or the discard pile")),
              "play": ("HU-TURN-2", text("rami.task.play", "meld, lay off or discard"))}
    #: after the draw every move with cards is offered, so that a try gets its reason
    card_kinds = {"play": ("meld", "layoff", "swap", "discard")}

    def __init__(self, variant_id: str, players: int, seed: int | None,
                 deck: str | None = None, dealer: int | None = None, **options: Any) -> None:
        super().__init__(variant_id, players, seed, options)
        self.first_dealer = players - 1 if dealer is None else self.seat(dealer, "dealer",
                                                                         "HU-DEAL-2")
        self.threshold: int = self.info.threshold
        self.scoring = RamiScoring.from_options(self.options)
        self.hands_in_game: int = self.options["hands_in_game"]
        self.dealer = self.first_dealer
        self._start_hand(self._stacked(deck) if deck is not None else None)

    # -- dealing ---------------------------------------------------------------
    def pack(self) -> list[Card]:
        """The pack of this game, as the variant declares it (HU-DECK-1, or HU-DECK-2
        with ``house_pack``)."""
        return self.info.pack(self.n_players, self.options)

    def _stacked(self, deck: str) -> list[Card]:
        pack = self.pack()
        return stacked_pack(parse_deck(deck, pack, "HU-DECK-1"), pack, self.rng, "HU-DECK-1")

    def _start_hand(self, order: list[Card] | None = None) -> None:
        """Deal a hand (HU-DEAL-1) with the dealer moved one seat left (HU-DEAL-2)."""
        self._keep_finished_hand()
        n, size = self.n_players, self.info.hand_size
        self.hand_number += 1
        self.dealer = (self.dealer + 1) % n if self.hand_number > 1 else self.first_dealer
        starter = (self.dealer + 1) % n
        if order is None:
            order = shuffled(self.pack(), self.rng)
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.deal_steps = []
        for i in range(size * n):
            p = (starter + i) % n
            self.hands[p].append(order[i])
            self.deal_steps.append(DealStep(order[i], "player", p, rule="HU-DEAL-1"))
        turned = order[size * n]
        self.deal_steps.append(DealStep(turned, "discard", face_up=True, rule="HU-DEAL-1",
                                        note=STARTS_PILE))
        rest = order[size * n + 1:]
        self.deal_steps.extend(DealStep(c, "stock", rule="HU-DEAL-1") for c in rest)
        self.stock: list[Card] = list(reversed(rest))  # the top card is last
        self.discards: list[Card] = [turned]
        self.table: list[TableMeld] = []
        self.opened = [False] * n
        self.reshuffles = 0
        self.turns = 0
        self.to_act = starter
        self.emit(Kind.DEAL, HAND_DEALT, n=self.hand_number, of=self.hands_in_game,
                  d=Seat(self.dealer), s=Seat(starter), k=size, c=turned, seats=Rule("HU-DEAL-2"),
                  deal=Rule("HU-DEAL-1"))
        self._new_turn()

    def _new_turn(self) -> None:
        self.phase = "draw"
        self.taken: Card | None = None
        self.must_place = False
        self.taken_placed = False
        self.pending_points = 0
        self.pending_pure = False
        self.opened_now = False
        self.joker_owed = 0

    # -- zones and display ---------------------------------------------------
    def _hidden(self, player: int) -> list[list[Card]]:
        """The others' hands and the stock; the discard pile and the melds are face up."""
        return [h for q, h in enumerate(self.hands) if q != player] + [self.stock]

    def _view_parts(self) -> dict[str, Any]:
        """Hands, the stock (a count), the top of the discard pile (none while it is
        empty), the melds on the table and who has opened (HU-TURN-2); everybody stays
        in the hand."""
        melds = tuple(MeldView(m.number, m.owner, m.kind, tuple(m.cards), m.points, m.joker_as)
                      for m in self.table)
        return {"hands": self.hands, "in_hand": (True,) * self.n_players,
                "piles": {"stock": len(self.stock)},
                "shown": {"discard": tuple(self.discards[-1:])}, "melds": melds,
                "opened": tuple(self.opened)}

    def zones(self) -> dict[str, list[Card]]:
        out = {f"P{i} hand": list(h) for i, h in enumerate(self.hands)}
        out["stock"] = list(reversed(self.stock))
        out["discard"] = list(self.discards)
        for m in self.table:
            out[f"meld #{m.number}"] = list(m.cards)
        return out

    def describe(self) -> str:
        # Once the game is over the count has moved past the last hand ("hand 8/7 ...
        # over"), as the golden playthroughs have always printed it.
        number = self.hand_number + (1 if self.is_over else 0)
        head = (f"{self.variant_id} hand {number}/{self.hands_in_game} "
                f"turn {self.turns + 1} scores={self.scores}")
        if self.is_over:
            head += " over"
        else:
            head += f" P{self.to_act} to {self.phase}"
        lines = [head]
        for i, h in enumerate(self.hands):
            flag = " (opened)" if self.opened[i] else ""
            lines.append(f"  P{i}{flag}: {cards_str(sort_hand(h))}")
        if self.table:
            lines.append("  table: " + " | ".join(str(m) for m in self.table))
        top = self.discards[-1] if self.discards else "-"
        lines.append(f"  discard pile: {len(self.discards)} cards, top {top}; stock: "
                     f"{len(self.stock)} cards; reshuffles {self.reshuffles}")
        return "\n".join(lines)

    # -- legal actions -------------------------------------------------------
    def _legal_draw(self) -> list[Action]:
        acts = [Action("draw", arg="stock")]
        if self.discards and self._may_take_discard():
            acts.append(Action("draw", arg="discard"))
        return acts

    def _legal_play(self) -> list[Action]:
        p = self.to_act
        assert p is not None
        hand = self.hands[p]
        if self.must_place:
            assert self.taken is not None
            return self._placements(p, hand, only=self.taken)
        acts = self._placements(p, hand)
        acts.extend(Action("discard", (c,)) for c in self._discardable(p, hand, acts))
        return acts

    def _may_take_discard(self) -> bool:
        """HU-TURN-5: without ``discard_must_meld`` always; with it, only when the card
        can go to the table in the next action."""
        if not self.options["discard_must_meld"]:
            return True
        p = self.to_act
        assert p is not None
        top = self.discards[-1]
        return bool(self._placements(p, self.hands[p] + [top], only=top))

    def _keep_one(self) -> bool:
        return bool(self.options["final_discard"])

    def _opening_needs_pure(self) -> bool:
        return bool(self.options["pure_run_to_open"])

    def _taken_open(self) -> bool:
        """A card taken from the discard pile this turn is still in the hand (HU-TURN-4)."""
        return self.taken is not None and not self.taken_placed

    def _strands(self, rest: list[Card], placed: Sequence[Card]) -> bool:
        """Whether an action would leave only the card just taken from the discard pile,
        which may not be discarded (HU-TURN-4): the turn could not end."""
        return (self._taken_open() and self.taken not in placed
                and len(rest) == 1 and rest[0] == self.taken)

    def _placements(self, p: int, hand: list[Card], only: Card | None = None) -> list[Action]:
        """Melds, layoffs and swaps open to player ``p`` holding ``hand``; with ``only``,
        just those that put that card on the table. None of them leaves the turn
        unfinishable (HU-TURN-2, HU-TURN-4, HU-END-1)."""
        acts: list[Action] = []
        keep = 1 if self._keep_one() else 0
        for check in formable_melds(hand):
            if only is not None and only not in check.cards:
                continue
            rest = _minus(hand, check.cards)
            assert rest is not None
            if len(rest) < keep or self._strands(rest, check.cards):
                continue
            if not self.opened[p] and not self._opening_ok(check, rest):
                continue
            acts.append(Action("meld", check.cards))
        if self.opened[p]:
            distinct = [only] if only is not None else list(dict.fromkeys(sort_hand(hand)))
            may_lay = len(hand) - 1 >= keep
            taken_open = self._taken_open()
            for m in self.table:
                if may_lay:
                    fits = m.layoff_fits()
                    for c in distinct:
                        if c in fits and not (taken_open and self._strands(
                                _minus(hand, [c]) or [], [c])):
                            acts.append(Action("layoff", (c,), str(m.number)))
                wanted = m.swap_card()
                if wanted is not None and wanted in distinct:
                    acts.append(Action("swap", (wanted,), str(m.number)))
        return acts

    def _opening_ok(self, check: MeldCheck, rest: list[Card]) -> bool:
        """HU-TURN-2: this combination keeps the opening within reach this turn."""
        total = self.pending_points + (check.points or 0)
        pure = self.pending_pure or check.pure
        need_pure = self._opening_needs_pure() and not pure
        if total >= self.threshold and not need_pure:
            return True
        avoid = self.taken if self._taken_open() and self.taken not in check.cards else None
        return self._reachable(rest, self.threshold - total, need_pure, avoid)

    def _reachable(self, hand: list[Card], need: int, need_pure: bool,
                   avoid: Card | None = None) -> bool:
        """Whether ``hand`` can lay combinations worth ``need`` more points (with a pure
        run when ``need_pure``) and still end the turn: keeping a card to discard under
        ``final_discard``, and, while ``avoid`` (the card just taken from the discard
        pile) is in the hand, keeping a card other than it (HU-TURN-4)."""
        keep = self._keep_one() or avoid is not None

        def fine_left(left: list[Card]) -> bool:
            if not keep:
                return True
            if avoid is None:
                return bool(left)
            return any(c != avoid for c in left) or left.count(avoid) >= 2

        if need_pure:
            for check in formable_melds(hand):
                if not check.pure:
                    continue
                rest = _minus(hand, check.cards)
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
        if not can_open(hand, need):
            return False
        if not keep:
            return True
        several = avoid is not None and hand.count(avoid) >= 2
        return any(best_meld_points(_minus(hand, [c]) or []) >= need
                   for c in dict.fromkeys(hand) if avoid is None or c != avoid or several)

    def _discardable(self, p: int, hand: list[Card], placements: list[Action]) -> list[Card]:
        """Cards ``p`` may discard now (HU-TURN-2, HU-TURN-4, HU-JOKER-3)."""
        if self._discard_block(p, placements) is not None:
            return []
        out = []
        for c in dict.fromkeys(sort_hand(hand)):
            if self._taken_block(c, hand) is None:
                out.append(c)
        return out

    def _discard_block(self, p: int, placements: list[Action]) -> RulesError | None:
        if self.pending_points and not self.opened[p]:
            return RulesError(say(LAY_MORE, need=self.threshold, so_far=self.pending_points),
                              rule="HU-TURN-2")
        if self.joker_owed and any(a.kind in ("meld", "layoff") and JOKER in a.cards
                                   for a in placements):
            return RulesError(say(MELD_JOKER), rule="HU-JOKER-3")
        return None

    def _taken_block(self, c: Card, hand: list[Card]) -> RulesError | None:
        if self.taken is not None and c == self.taken and not self.taken_placed \
                and hand.count(c) == 1:
            return RulesError(say(JUST_TAKEN, c=c), rule="HU-TURN-4")
        return None

    # -- carrying out a decision -----------------------------------------------
    def _do_draw(self, action: Action) -> None:
        """HU-TURN-1: the top of the stock or of the discard pile."""
        p = self.to_act
        assert p is not None
        if action.arg == "stock":
            self.hands[p].append(self.stock.pop())
            self.emit(Kind.CHOICE, DRAWS_STOCK, rule="HU-TURN-1", p=Seat(p))
        else:
            card = self.discards.pop()
            self.hands[p].append(card)
            self.taken = card
            self.must_place = bool(self.options["discard_must_meld"])
            if self.must_place:
                self.emit(Kind.CHOICE, TAKES_TO_MELD, p=Seat(p), c=card, draw=Rule("HU-TURN-1"),
                          must=Rule("HU-TURN-5"))
            else:
                self.emit(Kind.CHOICE, TAKES_DISCARD, p=Seat(p), c=card, draw=Rule("HU-TURN-1"))
        self.phase = "play"

    def _do_play(self, action: Action) -> None:
        """A meld, layoff or joker exchange (the turn goes on), or the discard."""
        p = self.to_act
        assert p is not None
        kind = action.kind
        if kind == "meld":
            self._meld(p, list(action.cards))
        elif kind == "layoff":
            self._layoff(p, action.card, int(action.arg))
        elif kind == "swap":
            self._swap(p, action.card, int(action.arg))
        else:
            self._discard(p, action.card)

    def _placed(self, cards: Sequence[Card]) -> None:
        if self.taken is not None and self.taken in cards:
            self.taken_placed = True
        self.must_place = False
        if JOKER in cards and self.joker_owed:
            self.joker_owed -= 1

    def _meld(self, p: int, cards: list[Card]) -> None:
        """HU-TURN-2: one combination from the hand; the opening counts them up."""
        hand = _minus(self.hands[p], cards)
        assert hand is not None
        self.hands[p] = hand
        meld = TableMeld.from_cards(len(self.table) + 1, p, cards)
        self.table.append(meld)
        self._placed(cards)
        values: dict[str, Any] = {"p": Seat(p), "meld": meld_said(meld), "turn": Rule("HU-TURN-2")}
        template = MELDS
        if not self.opened[p]:
            self.pending_points += meld.points
            self.pending_pure = self.pending_pure or (meld.kind == "run" and not meld.has_joker)
            need_pure = self._opening_needs_pure() and not self.pending_pure
            values["so_far"] = self.pending_points
            if self.pending_points >= self.threshold and not need_pure:
                self.opened[p] = True
                self.opened_now = True
                template = OPENS
            else:
                values["need"] = self.threshold
                template = OPENING
                if need_pure:
                    template = OPENING_PURE
                    values["pure"] = Rule("HU-SCORE-1")
        self.emit(Kind.CHOICE, template, cards=tuple(meld.cards), **values)
        self._check_out(p)

    def _layoff(self, p: int, card: Card, number: int) -> None:
        """HU-TURN-3: a card added to a meld on the table, anyone's."""
        meld = self.table[number - 1]
        self.hands[p].remove(card)
        meld.lay_off(card)
        self._placed([card])
        self.emit(Kind.CHOICE, LAYS_OFF, rule="HU-TURN-3", p=Seat(p), c=card, no=number,
                  cards=(card,), meld=meld_said(meld))
        self._check_out(p)

    def _swap(self, p: int, card: Card, number: int) -> None:
        """HU-JOKER-3: the card the joker stands for takes its place; the joker is owed."""
        meld = self.table[number - 1]
        self.hands[p].remove(card)
        self.hands[p].append(meld.swap(card))
        self._placed([card])
        self.joker_owed += 1
        self.emit(Kind.CHOICE, SWAPS, rule="HU-JOKER-3", p=Seat(p), c=card, no=number)

    def _discard(self, p: int, card: Card) -> None:
        """HU-TURN-4: a discard ends the turn; the last card discarded goes out."""
        self.hands[p].remove(card)
        self.discards.append(card)
        self.emit(Kind.CHOICE, DISCARDS, rule="HU-TURN-4", p=Seat(p), c=card)
        if self._check_out(p):
            return
        self.turns += 1
        if self.turns >= MAX_TURNS:
            self.emit(Kind.NOTE, TURN_LIMIT, rule="HU-END-2", n=MAX_TURNS)
            self._end_hand(None, "turns")
            return
        self.to_act = (p + 1) % self.n_players
        self._new_turn()
        self._refill_stock()

    def _refill_stock(self) -> None:
        """HU-END-2: an empty stock is rebuilt from the discard pile at most twice."""
        if self.stock:
            return
        if self.reshuffles >= MAX_RESHUFFLES or len(self.discards) < 2:
            self.emit(Kind.NOTE, STOCK_OUT, rule="HU-END-2")
            self._end_hand(None, "stock")
            return
        top = self.discards.pop()
        self.stock = shuffled(self.discards, self.rng)
        self.discards = [top]
        self.reshuffles += 1
        self.emit(Kind.NOTE, RESHUFFLED, rule="HU-END-2", k=self.reshuffles, m=MAX_RESHUFFLES)

    def _check_out(self, p: int) -> bool:
        if self.hands[p]:
            return False
        from_hand = self.opened_now
        self.emit(Kind.NOTE, GOES_OUT_FROM_HAND if from_hand else GOES_OUT, rule="HU-END-1",
                  p=Seat(p))
        self._end_hand(p, "out", from_hand)
        return True

    def _end_hand(self, out: int | None, ending: str, from_hand: bool = False) -> None:
        """Score the hand through :func:`~.scoring.explain_hand` (HU-SCORE-1) and deal the
        next, or end the game. The history gets one line for the hand (the SCORED
        event), not one per score item."""
        before = tuple(self.scores)
        left = [sort_hand(h) for h in self.hands]
        tricks = (None,) * self.n_players
        items = explain_hand(self.variant_id, before, tricks, hands=left, opened=self.opened,
                             out=out, from_hand=from_hand, scoring=self.scoring)
        pen = add_up([0] * self.n_players, items)
        self.scores = add_up(before, items)
        extras = {
            "hands": tuple(cards_str(h) for h in left),
            "opened": tuple(self.opened),
            "out": out,
            "from_hand": from_hand,
            "ending": ending,
            "joker_points": self.options["joker_points"],
            "unopened_100": self.options["unopened_100"],
            "hand_rami_double": self.options["hand_rami_double"],
        }
        result = HandResult(self.hand_number, before, tricks, extras, tuple(self.scores))
        self.hand_results.append(result)
        self.emit(Kind.SCORED, HAND_SCORED, rule="HU-SCORE-1",
                  n=self.hand_number, pen=Scores(pen), s=Scores(self.scores), result=result)
        if self.hand_number >= self.hands_in_game:
            self._finish()
            return
        self._start_hand()

    def _finish(self) -> None:
        """HU-SCORE-1: the lowest total wins the game (a tie goes to the earliest seat)."""
        self.is_over = True
        low = min(self.scores)
        self.winner = self.scores.index(low)
        self.to_act = None
        self.phase = "over"
        self.emit(Kind.OVER, GAME_OVER, rule="HU-SCORE-1", n=self.hand_number,
                  p=Seat(self.winner), low=low, winner=self.winner)

    # -- explanations ----------------------------------------------------------
    def _not_rami(self, action: Action) -> RulesError | None:
        if action.kind not in ACTION_WORDS:
            return RulesError(say(NOT_AN_ACTION, kind=action.kind))
        return None

    def _why_draw(self, action: Action) -> RulesError:
        """Why an action is refused before the draw (HU-TURN-1, HU-TURN-5)."""
        err = self._not_rami(action)
        if err is not None:
            return err
        if action.kind != "draw":
            return RulesError(say(DRAW_FIRST), rule="HU-TURN-1")
        if action.arg not in ("stock", "discard"):
            return RulesError(say(DRAW_WHAT), rule="HU-TURN-1")
        if not self.discards:
            return RulesError(say(DISCARDS_EMPTY), rule="HU-TURN-1")
        return RulesError(say(ONLY_TO_MELD, c=self.discards[-1]), rule="HU-TURN-5")

    def _why_play(self, action: Action) -> RulesError:
        """Why a meld, layoff, exchange or discard is refused, with the rule it breaks."""
        err = self._not_rami(action)
        if err is not None:
            return err
        p = self.to_act
        assert p is not None
        hand = self.hands[p]
        if action.kind == "draw":
            return RulesError(say(DRAWN), rule="HU-TURN-1")
        missing = _minus(hand, action.cards)
        if missing is None or not action.cards:
            rule = {"meld": "HU-TURN-2", "layoff": "HU-TURN-3", "swap": "HU-JOKER-3",
                    "discard": "HU-TURN-4"}[action.kind]
            return RulesError(say(NOT_HELD, action=action.said), rule=rule)
        if self.must_place and self.taken is not None and self.taken not in action.cards:
            return RulesError(say(MELD_TAKEN, card=card_named(self.taken)), rule="HU-TURN-5")
        if action.kind == "meld":
            return self._meld_error(p, list(action.cards))
        if action.kind in ("layoff", "swap"):
            return self._table_error(p, action)
        return self._discard_error(p, action)

    def _meld_error(self, p: int, cards: list[Card]) -> RulesError:
        check = validate_meld(cards)
        if not check.valid:
            return check.error()
        rest = _minus(self.hands[p], cards) or []
        if self._keep_one() and not rest:
            return RulesError(say(KEEP_ONE), rule="HU-END-1")
        if self._strands(rest, cards):
            return RulesError(say(STRANDS), rule="HU-TURN-4")
        if not self.opened[p]:
            total = self.pending_points + (check.points or 0)
            if self._opening_needs_pure() and not (self.pending_pure or check.pure) and (
                    total >= self.threshold or self._reachable(rest, self.threshold - total,
                                                               False)):
                return RulesError(say(PURE_RUN), rule="HU-SCORE-1")
            return RulesError(say(SHORT, need=self.threshold, total=total), rule="HU-TURN-2")
        return RulesError(say(NOT_NOW, action=Action("meld", check.cards).said),
                          rule="HU-TURN-2")

    def _table_error(self, p: int, action: Action) -> RulesError:
        if not self.opened[p]:
            if action.kind == "layoff":
                return RulesError(say(LAYOFF_UNOPENED), rule="HU-TURN-3")
            return RulesError(say(SWAP_UNOPENED), rule="HU-JOKER-3")
        try:
            number = int(action.arg)
            meld = self.table[number - 1]
            if number < 1:
                raise IndexError
        except (ValueError, IndexError):
            return RulesError(say(NO_MELD, no=action.arg or "?", n=len(self.table)),
                              rule="HU-TURN-3")
        if len(action.cards) != 1:
            return RulesError(say(ONE_CARD), rule="HU-TURN-3")
        card = action.cards[0]
        if len(self.hands[p]) == 1 and self._keep_one():
            return RulesError(say(KEEP_ONE), rule="HU-END-1")
        err = meld.layoff_error(card) if action.kind == "layoff" else meld.swap_error(card)
        if err is None and action.kind == "layoff" and self._strands(
                _minus(self.hands[p], [card]) or [], [card]):
            err = RulesError(say(STRANDS), rule="HU-TURN-4")
        return err or RulesError(say(NOT_NOW, action=action.said), rule="HU-TURN-3")

    def _discard_error(self, p: int, action: Action) -> RulesError:
        if len(action.cards) != 1:
            return RulesError(say(DISCARD_ONE), rule="HU-TURN-4")
        placements = self._placements(p, self.hands[p])
        err = self._discard_block(p, placements) or self._taken_block(action.cards[0],
                                                                       self.hands[p])
        return err or RulesError(say(NOT_NOW, action=action.said), rule="HU-TURN-4")


def meld_said(meld: TableMeld) -> Sentence:
    """A combination on the table as a sentence of its own, said inside a line of the
    history: ``#1 P0 KH KS KD (set 30)``, ``#2 P1 JK 7S 8S (run 21, joker as 6S)``; its
    cards and owner are typed values, so a person reads "joker as 6♠"."""
    values: dict[str, Any] = {"no": meld.number, "owner": Seat(meld.owner),
                              "cs": Cards(meld.cards), "points": meld.points}
    stands = meld.joker_as
    if meld.kind == "run":
        template = RUN_JOKER if stands else RUN
    else:
        template = (SET, SET_JOKER, SET_JOKER_TWO)[len(stands)]
    for name, card in zip("ab", stands, strict=False):  # one card, or a set's two suits
        values[name] = card
    return Sentence(template, values)
