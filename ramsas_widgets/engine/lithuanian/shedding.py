"""``lt-shedding`` (RULES.md section 2): the Lithuanian shedding game, LTS-1..5.

7 cards each from one or two 52-card packs (option ``packs``, LTS-1, LT-DECK-2); the
player left of the dealer plays any card (LTS-2); then each must match the top card's
rank or suit (LTS-3). A player who cannot play uses ``draw``: one action that draws card
after card until one can be played (LTS-4); he stays to act and must then play it. When
the stock runs out, option ``empty_stock``: ``"reshuffle"`` turns the played pile, less
its top card, into a new stock; ``"pass"`` does not (LTS-5 [open]). ``pass`` is legal
only when he can neither play nor draw. The first player with no cards wins (LTS-5):
1 point to him, 0 to the others.

Engine safeguards, not source rules, so that every game ends: if every player passes in
turn (nobody can play or draw), or after 3000 turns, the game ends and the player holding
the fewest cards wins (a tie goes to the first of them clockwise from the dealer's left).
"""

from __future__ import annotations

from typing import Any

from ...i18n.messages import text
from ..cards import RANK_NAMES, Card, cards_str, shuffled
from ..errors import RulesError
from ..events import Cards, Kind, Seat, say
from ..game import NOT_HELD, Action, DealStep
from ..phased import PhasedGame
from .common import SHEDDING_HAND, SHEDDING_TURN_LIMIT, deck_order, lt_hand_order

DRAW, PASS = Action("draw"), Action("pass")

#: What the table is told, said once each (messages: the English beside the ID).
DEALS = text("shedding.deal.deals",
             "{p} deals {n} cards each; {stock} cards form the stock ({rule})")
STARTS = text("shedding.deal.starts", "{p}, left of the dealer, starts with any card ({rule})")
PASSES = text("shedding.play.passes", "{p} can neither play nor draw: passes ({rule})")
PLAYS = text("shedding.play.plays", "{p} plays {c} ({rule})")
DRAWS = text("shedding.draw.draws", "{p} cannot play and draws {cs} ({rule})")
DRAWS_NONE = text("shedding.draw.none-playable",
                  "{p} cannot play and draws {cs}; none can be played ({rule})")
RESHUFFLED = text("shedding.draw.reshuffle",
                  "The stock is empty: the played pile except its top card is shuffled into a "
                  "new stock of {n} ({rule})")
WINS = text("shedding.over.wins", "{p} has no cards left and wins ({rule})")
ALL_PASSED = text("shedding.over.all-passed",
                  "The game ends because every player passed in turn: {p} holds the fewest "
                  "cards and wins (engine safeguard, not a source rule)")
TURN_LIMIT = text("shedding.over.turn-limit",
                  "The game ends because {n} turns were played: {p} holds the fewest cards "
                  "and wins (engine safeguard, not a source rule)")

#: What a player is told when a move is refused.
NO_MATCH = text("shedding.refuse.no-match",
                "{c} matches neither the rank nor the suit of the top card {top}: play a "
                "{rank} or a card of {suit}.")
MAY_NOT_DRAW = text("shedding.refuse.may-not-draw",
                    "You can play a card, so you may not draw: only a player who cannot play "
                    "draws.")
NOTHING_TO_DRAW = text("shedding.refuse.nothing-to-draw", "There is nothing left to draw: pass.")
MAY_NOT_PASS = text("shedding.refuse.may-not-pass",
                    "You may pass only when you can neither play nor draw.")


class Rank(int):
    """A card's rank named in a sentence: the plain text writes its English name
    (``ace``, ``seven``); a language's catalogue says it from the name as a key."""

    def __format__(self, spec: str) -> str:
        return format(RANK_NAMES[int(self)], spec)

    def fluent(self, speaker: Any) -> str:
        return RANK_NAMES[int(self)]


class LtSheddingGame(PhasedGame):
    """The Lithuanian shedding game (see the module docstring): one phase, ``play``,
    in which the player to act plays a card, draws or passes.

    Besides the rule options it takes ``deck`` (text, top card first: stacked on top of
    the pack, the rest shuffled below) and ``dealer`` (default P0).
    """

    phases = {"play": ("LTS-3", text("shedding.task.play",
                                     "play a card of the top card's rank or suit, or draw"))}
    trick_rule = "LTS-3"

    def __init__(self, variant_id: str = "lt-shedding", players: int = 3,
                 seed: int | None = None, deck: str | None = None, dealer: int = 0,
                 **options: Any) -> None:
        super().__init__(variant_id, players, seed, options)
        self.dealer = self.seat(dealer, "dealer", "LT-DEAL-1")
        self._pack = self.info.pack(players, self.options)
        order = deck_order(deck, self._pack, self.rng, "LTS-1")
        if order is None:
            order = shuffled(self._pack, self.rng)
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.pile: list[Card] = []
        self.passes_in_row = 0
        self.turns = 0
        self.hand_number = 1
        self._deal(order)

    def _deal(self, order: list[Card]) -> None:
        """7 cards each, one at a time from the dealer's left; the rest is the stock
        (LTS-1)."""
        deck, players = iter(order), self.order_from_left()
        for _ in range(SHEDDING_HAND):
            for p in players:
                c = next(deck)
                self.hands[p].append(c)
                self.deal_steps.append(DealStep(c, "player", p, rule="LTS-1"))
        for c in deck:
            self.stock.append(c)
            self.deal_steps.append(DealStep(c, "stock", rule="LTS-1"))
        for hand in self.hands:
            hand[:] = lt_hand_order(hand)
        self.emit(Kind.DEAL, DEALS, rule="LTS-1", p=Seat(self.dealer), n=SHEDDING_HAND,
                  stock=len(self.stock))
        self.phase = "play"
        self.to_act = self.order_from_left()[0]
        self.emit(Kind.NOTE, STARTS, rule="LTS-2", p=Seat(self.to_act))

    # -- what may be done ------------------------------------------------------------
    @property
    def top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def playable(self, c: Card) -> bool:
        """Any card on the empty table (LTS-2); else same rank or same suit as the top
        card (LTS-3)."""
        top = self.top
        return top is None or c.rank == top.rank or c.suit == top.suit

    def can_draw(self) -> bool:
        return bool(self.stock) or (self.options["empty_stock"] == "reshuffle"
                                    and len(self.pile) > 1)

    def _legal_play(self) -> list[Action]:
        cards = dict.fromkeys(self.hands[self.to_act])
        if self.pile:  # LTS-3 as in playable(), written out: it runs on every turn
            rank, suit = self.pile[-1].rank, self.pile[-1].suit
            cards = [c for c in cards if c.rank == rank or c.suit is suit]
        plays = [Action("play", (c,)) for c in cards]
        if plays:
            return plays
        return [DRAW] if self.can_draw() else [PASS]

    def _why_play(self, action: Action) -> RulesError | None:
        p, top = self.to_act, self.top
        if action.kind == "play" and len(action.cards) == 1:
            c = action.cards[0]
            if c not in self.hands[p]:
                return RulesError(say(NOT_HELD, p=Seat(p), c=c), rule="LTS-3")
            assert top is not None and top.suit is not None
            return RulesError(say(NO_MATCH, c=c, top=top, rank=Rank(top.rank), suit=top.suit),
                              rule="LTS-3")
        if action == DRAW:
            if any(self.playable(c) for c in self.hands[p]):
                return RulesError(say(MAY_NOT_DRAW), rule="LTS-4")
            return RulesError(say(NOTHING_TO_DRAW), rule="LTS-5")
        if action == PASS:
            return RulesError(say(MAY_NOT_PASS), rule="LTS-4")
        return None

    # -- a turn ----------------------------------------------------------------------
    def _do_play(self, action: Action) -> None:
        p, n = self.to_act, self.n_players
        self.turns += 1
        if action.kind == "draw":
            self._draw(p)
        elif action.kind == "pass":
            self.passes_in_row += 1
            self.emit(Kind.CHOICE, PASSES, rule="LTS-5", p=Seat(p))
            if self.passes_in_row >= n:
                self._safeguard_end(ALL_PASSED)
                return
            self.to_act = (p + 1) % n
        else:
            c = action.card
            rule = "LTS-2" if self.top is None else "LTS-3"
            self.hands[p].remove(c)
            self.pile.append(c)
            self.passes_in_row = 0
            self.emit(Kind.PLAY, PLAYS, rule=rule, p=Seat(p), c=c)
            if not self.hands[p]:
                self.emit(Kind.OVER, WINS, rule="LTS-5", p=Seat(p), winner=p)
                self._finish(p)
                return
            self.to_act = (p + 1) % n
        if not self.is_over and self.turns >= SHEDDING_TURN_LIMIT:
            self._safeguard_end(TURN_LIMIT, n=SHEDDING_TURN_LIMIT)

    def _draw(self, p: int) -> None:
        """LTS-4: draw card after card until one can be played (or nothing is left)."""
        drawn: list[Card] = []
        hand = self.hands[p]
        while True:
            if not self.stock:
                if self.options["empty_stock"] == "reshuffle" and len(self.pile) > 1:
                    self._reshuffle()
                else:
                    break
            c = self.stock.pop(0)
            drawn.append(c)
            hand.append(c)
            if self.playable(c):
                break
        hand[:] = lt_hand_order(hand)
        self.emit(Kind.CHOICE, DRAWS if self.playable(drawn[-1]) else DRAWS_NONE,
                  rule="LTS-4", p=Seat(p), cs=Cards(drawn))

    def _reshuffle(self) -> None:
        """The played pile except its top card becomes the new stock (LTS-5 [open])."""
        self.stock = shuffled(self.pile[:-1], self.rng)
        self.pile = self.pile[-1:]
        self.emit(Kind.NOTE, RESHUFFLED, rule="LTS-5", n=len(self.stock))

    # -- the end ---------------------------------------------------------------------
    def _safeguard_end(self, why: str, **values: Any) -> None:
        """The engine's safeguard: the game ends (``why``, a message naming ``{p}``, the
        player with the fewest cards, who wins)."""
        best = min(self.order_from_left(), key=lambda q: len(self.hands[q]))
        self.emit(Kind.OVER, why, p=Seat(best), winner=best, **values)
        self._finish(best)

    def _finish(self, winner: int) -> None:
        self.is_over = True
        self.winner = winner
        self.to_act = None
        self.phase = "over"
        self.scores = [1 if q == winner else 0 for q in range(self.n_players)]

    def _over_rule(self) -> str | None:
        return "LTS-5"

    # -- the interface ---------------------------------------------------------------
    def pack(self) -> list[Card]:
        return list(self._pack)

    def _view_parts(self) -> dict[str, Any]:
        return {"hands": self.hands, "in_hand": (True,) * self.n_players,
                "piles": {"stock": len(self.stock)} if self.stock else {},
                "shown": {"pile": (self.pile[-1],)} if self.pile else {}}

    def zones(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"P{p} hand": list(h) for p, h in enumerate(self.hands)}
        out["stock"] = list(self.stock)
        out["pile"] = list(self.pile)
        return out

    def describe(self) -> str:
        who = "-" if self.to_act is None else f"P{self.to_act}"
        lines = [f"{self.variant_id} top {self.top or '-'} stock {len(self.stock)} pile "
                 f"{len(self.pile)} to_act {who} scores {self.scores}"]
        for p, h in enumerate(self.hands):
            lines.append(f"  P{p} hand: {cards_str(h)}")
        return "\n".join(lines)
