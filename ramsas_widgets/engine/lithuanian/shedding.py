"""The Lithuanian shedding game (RULES.md section 2)."""

from __future__ import annotations

from typing import Any

from ..cards import (
    RANK_NAMES,
    Card,
    cards_str,
    make_pack,
    shuffled,
)
from ..errors import RulesError
from ..game import Action, DealStep, Game, as_action
from .common import SHEDDING_HAND, SHEDDING_TURN_LIMIT, _pop_extra, deck_order, sort_hand

# ---------------------------------------------------------------------------
# The shedding game
# ---------------------------------------------------------------------------


class LtSheddingGame(Game):
    """The Lithuanian shedding game (RULES.md section 2, LTS-1..5).

    7 cards each from one or two 52-card packs (option ``packs``, LTS-1, LT-DECK-2); the
    player left of the dealer plays any card (LTS-2); then each must match the top card's
    rank or suit (LTS-3). A player who cannot play uses ``draw``: one action that draws
    card after card until one can be played (LTS-4); he stays to act and must then play
    it. When the stock runs out, option ``empty_stock``: ``"reshuffle"`` turns the played
    pile, less its top card, into a new stock; ``"pass"`` does not (LTS-5 [open]).
    ``pass`` is legal only when he can neither play nor draw. The first player with no
    cards wins (LTS-5): 1 point to him, 0 to the others.

    Engine safeguards, not source rules, so that every game ends: if every player passes
    in turn (nobody can play or draw), or after 3000 turns, the game ends and the player
    holding the fewest cards wins (a tie goes to the first of them clockwise from the
    dealer's left).
    """

    def __init__(self, variant_id: str = "lt-shedding", players: int = 3,
                 seed: int | None = None, **options: Any) -> None:
        deck, dealer = _pop_extra(options)
        super().__init__(variant_id, players, seed, options)
        self.info.check_players(players, "LT-PLAYERS-1")
        self.dealer = self.seat(dealer, "dealer", "LT-DEAL-1")
        self._full_pack = make_pack(low=2, packs=self.options["packs"])
        order = deck_order(deck, self._full_pack, self.rng, "LTS-1")
        if order is None:
            order = shuffled(self._full_pack, self.rng)
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.pile: list[Card] = []
        self.passes_in_row = 0
        self.turns = 0
        self.hand_number = 1
        self.phase = "play"
        self._deal(order)

    def _deal(self, order: list[Card]) -> None:
        """7 cards each, one at a time from the dealer's left; the rest is the stock
        (LTS-1)."""
        n, d = self.n_players, self.dealer
        it = iter(order)
        for _ in range(SHEDDING_HAND):
            for k in range(1, n + 1):
                p = (d + k) % n
                c = next(it)
                self.hands[p].append(c)
                self.deal_steps.append(DealStep(c, "player", p, rule="LTS-1"))
        for c in it:
            self.stock.append(c)
            self.deal_steps.append(DealStep(c, "stock", rule="LTS-1"))
        for p in range(n):
            self.hands[p] = sort_hand(self.hands[p])
        self.log(f"P{d} deals {SHEDDING_HAND} cards each; {len(self.stock)} cards form the "
                 "stock (LTS-1)")
        self.to_act = (d + 1) % n
        self.log(f"P{self.to_act}, left of the dealer, starts with any card (LTS-2)")

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

    phases = {"play": ("LTS-3", "play a card of the top card's rank or suit, or draw")}

    def _legal(self) -> list[Action]:
        if self.is_over or self.to_act is None:
            return []
        hand = self.hands[self.to_act]
        plays = [Action("play", (c,)) for c in dict.fromkeys(hand) if self.playable(c)]
        if plays:
            return plays
        return [Action("draw")] if self.can_draw() else [Action("pass")]

    def _reshuffle(self) -> None:
        """The played pile except its top card becomes the new stock (LTS-5 [open])."""
        self.stock = shuffled(self.pile[:-1], self.rng)
        self.pile = self.pile[-1:]
        self.log(f"The stock is empty: the played pile except its top card is shuffled "
                 f"into a new stock of {len(self.stock)} (LTS-5)")

    def _apply(self, action: Action) -> None:
        p = self.to_act
        assert p is not None
        n = self.n_players
        self.turns += 1
        if action.kind == "play":
            c = action.card
            rule = "LTS-2" if self.top is None else "LTS-3"
            self.hands[p].remove(c)
            self.pile.append(c)
            self.passes_in_row = 0
            self.log(f"P{p} plays {c} ({rule})")
            if not self.hands[p]:
                self.log(f"P{p} has no cards left and wins (LTS-5)")
                self._finish(p)
                return
            self.to_act = (p + 1) % n
        elif action.kind == "draw":
            drawn: list[Card] = []
            while True:
                if not self.stock:
                    if self.options["empty_stock"] == "reshuffle" and len(self.pile) > 1:
                        self._reshuffle()
                    else:
                        break
                c = self.stock.pop(0)
                drawn.append(c)
                self.hands[p].append(c)
                if self.playable(c):
                    break
            self.hands[p] = sort_hand(self.hands[p])
            found = "" if self.playable(drawn[-1]) else "; none can be played"
            self.log(f"P{p} cannot play and draws {cards_str(drawn)}{found} (LTS-4)")
        elif action.kind == "pass":
            self.passes_in_row += 1
            self.log(f"P{p} can neither play nor draw: passes (LTS-5)")
            if self.passes_in_row >= n:
                self._safeguard_end("every player passed in turn")
                return
            self.to_act = (p + 1) % n
        if not self.is_over and self.turns >= SHEDDING_TURN_LIMIT:
            self._safeguard_end(f"{SHEDDING_TURN_LIMIT} turns were played")

    def _safeguard_end(self, why: str) -> None:
        order = [(self.dealer + k) % self.n_players for k in range(1, self.n_players + 1)]
        best = min(order, key=lambda q: len(self.hands[q]))
        self.log(f"The game ends because {why}: P{best} holds the fewest cards and wins "
                 "(engine safeguard, not a source rule)")
        self._finish(best)

    def _finish(self, winner: int) -> None:
        self.is_over = True
        self.winner = winner
        self.to_act = None
        self.scores = [1 if q == winner else 0 for q in range(self.n_players)]

    def why_illegal(self, action: Action) -> RulesError:
        action = as_action(action)
        if self.is_over:
            return RulesError("The game is over.", rule="LTS-5")
        p = self.to_act
        top = self.top
        if action.kind == "play" and len(action.cards) == 1:
            c = action.cards[0]
            if c not in self.hands[p]:  # type: ignore[index]
                return RulesError(f"P{p} does not hold {c}.", rule="LTS-3")
            assert top is not None and top.suit is not None
            return RulesError(f"{c} matches neither the rank nor the suit of the top card "
                              f"{top}: play a {RANK_NAMES[top.rank]} or a card of "
                              f"{top.suit.noun}.", rule="LTS-3")
        if action.kind == "draw":
            if any(self.playable(c) for c in self.hands[p]):  # type: ignore[index]
                return RulesError("You can play a card, so you may not draw: only a player "
                                  "who cannot play draws.", rule="LTS-4")
            return RulesError("There is nothing left to draw: pass.", rule="LTS-5")
        if action.kind == "pass":
            return RulesError("You may pass only when you can neither play nor draw.",
                              rule="LTS-4")
        options = ", ".join(str(a) for a in self.legal_actions()[:12])
        return RulesError(f"'{action}' is not possible now. P{p} may: {options}.",
                          rule="LTS-3")

    def pack(self) -> list[Card]:
        return list(self._full_pack)

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
        lines = [f"lt-shedding top {self.top or '-'} stock {len(self.stock)} pile "
                 f"{len(self.pile)} to_act {who} scores {self.scores}"]
        for p, h in enumerate(self.hands):
            lines.append(f"  P{p} hand: {cards_str(h)}")
        return "\n".join(lines)
