"""What the four Russian games share: hands, declarations, tricks and scoring.

Built on the engine's :class:`~ramsas_widgets.engine.phased.TrickGame`: a hand runs
through named phases (``phases``), the players to decide waiting in ``queue``. Each
variant supplies the deal, its phases and what ends a game; the declarations
(RU-DECL-1), the card accounting and the history live here; a hand is scored by the
declared scorer (:mod:`~ramsas_widgets.engine.russian.score`), through the trick games'
``_score_hand``.
"""

from __future__ import annotations

from typing import Any

from ...i18n.messages import Text, text
from ..cards import Card, cards_str, parse_deck, shuffled, stacked_pack
from ..errors import RulesError
from ..events import Kind, Rule, Seat
from ..game import Action
from ..phased import TrickGame

PLAY, PASS = Action("declare", arg="play"), Action("declare", arg="pass")
BUY, DECLINE = Action("buy"), Action("decline")

#: What the table is told in every Russian game (messages: the English beside the ID).
DEALS_FIRST_BY_LOT = text("russian.deal.first-by-lot", "{p} deals first, chosen by lot ({rule})")
DEALS_FIRST = text("russian.deal.first", "{p} deals first")
HAND_DEALT = text("russian.deal.hand", "Hand {n}: {p} deals")
TURNED_UP = text("russian.deal.turned", "{c} is turned up: {suit} are trump ({rule})")
DECLARES_PLAY = text("russian.declare.play", "{p} declares play ({rule})")
DECLARES_PASS = text("russian.declare.pass", "{p} declares pass: his cards go aside ({rule})")
EVERYBODY_PASSED = text("russian.declare.everybody-passed",
                        "Everybody passed: the hand is not played")


class RussianGame(TrickGame):
    """Base of the Russian games; subclasses fill in the hooks below.

    Besides the rule options, the constructor takes ``deck`` (text, top card first: these
    cards are stacked on top of the first hand's pack, the rest shuffled below them),
    ``dealer`` (the first dealer; by default he is drawn by lot, RU-DEAL-1 / RUZ-2) and
    ``scores=[...]``, the totals the game starts from (instead of :meth:`start_scores`).
    """

    lot_rule = "RU-DEAL-1"
    #: the rule of the accounts (cited when starting scores are refused)
    score_rule = "RU-SCORE-1"
    trick_rule = "RU-PLAY-2"
    declare_rule = "RU-DECL-2"
    view_piles = {"stock": "stock", "buy": "buy", "aside": "aside", "discards": "discards"}
    view_shown = {"turned": "turned"}

    def __init__(self, variant_id: str, players: int, seed: int | None,
                 deck: str | None = None, dealer: int | None = None, scores: Any = None,
                 **options: Any) -> None:
        super().__init__(variant_id, players, seed, options)
        self._pack = self.info.pack(players, self.options)
        self._stack = None if deck is None else parse_deck(deck, self._pack,
                                                              self.info.pack_rule)
        if dealer is None:
            self.dealer = self.rng.randrange(players)
            self.emit(Kind.DEAL, DEALS_FIRST_BY_LOT, rule=self.lot_rule, p=Seat(self.dealer))
        else:
            self.dealer = self.seat(dealer, "dealer", self.lot_rule)
            self.emit(Kind.DEAL, DEALS_FIRST, p=Seat(self.dealer))
        self.scores = (self.start_scores() if scores is None
                       else self.given_scores(scores, self.score_rule))
        self._start_hand()

    # -- hooks ---------------------------------------------------------------
    def start_scores(self) -> list[int]:
        raise NotImplementedError

    def _deal(self, cards: list[Card]) -> None:
        """Deal the shuffled ``cards``, set ``trump`` and begin the first phase."""
        raise NotImplementedError

    def _ends_game(self, scores: list[int]) -> bool:
        """An account written off (at 0 or below) ends the game (RU-WIN-1, RUZ-12)."""
        return min(scores) <= 0

    def _game_winner(self) -> int | None:
        """The winner once the scores say the game is over, else ``None``."""
        raise NotImplementedError

    def _next_dealer(self) -> int:
        return (self.dealer + 1) % self.n_players

    def _may_pass(self, player: int) -> tuple[bool, str, str]:
        """Whether ``player`` may pass, with the rule and reason when he may not."""
        return True, "", ""

    def _declared_play(self, player: int) -> None:
        """Called when ``player`` declares play (after the event)."""
        self._next_in_queue()

    def _passed(self, player: int) -> None:
        """Called when ``player`` passes, before the next player declares."""

    def _describe_extra(self) -> list[str]:
        return []

    # -- the pack and the deal -----------------------------------------------
    def pack(self) -> list[Card]:
        return list(self._pack)

    def _fresh_pack(self) -> list[Card]:
        if self._stack is None:
            return shuffled(self._pack, self.rng)
        top, self._stack = self._stack, None
        return stacked_pack(top, self._pack, self.rng)

    def _start_hand(self, redeal: bool = False) -> None:
        self._keep_finished_hand()
        if not redeal:
            self.hand_number += 1
        self._new_tricks()
        self.piles: dict[str, list[Card]] = {}
        self.phase = "deal"
        self.queue: list[int] = []
        self.deal_steps = []
        self.leads_made: set[int] = set()
        self.emit(Kind.DEAL, HAND_DEALT, n=self.hand_number, p=Seat(self.dealer))
        self._deal(self._fresh_pack())

    def _hidden(self, player: int) -> list[list[Card]]:
        """Another player's hand and the face-down piles (stock, buy, cards laid aside or
        exchanged); the turned card is face up. The decisions weighed come before the
        player lays any card away himself, so a pile holds none of his own."""
        hands = [h for q, h in enumerate(self.ts.hands) if q != player]
        return hands + [cards for name, cards in self.piles.items() if name != "turned"]

    def _pinned(self, player: int) -> set[int]:
        """The card that showed trump was seen by everybody, wherever it lies now."""
        return set() if self.trump_card is None else {self.trump_card.code}

    def players_in(self) -> list[int]:
        return [p for p in self.order_from_left() if self.ts.active[p]]

    # -- declarations (RU-DECL-1/2/3, RUM-6) ---------------------------------
    def _legal_declare(self) -> list[Action]:
        return [PLAY, PASS] if self._may_pass(self.to_act)[0] else [PLAY]

    def _do_declare(self, action: Action) -> None:
        p = self.to_act
        if action == PLAY:
            self.emit(Kind.CHOICE, DECLARES_PLAY, rule=self.declare_rule, p=Seat(p))
            self._declared_play(p)
            return
        self.ts.active[p] = False
        self.piles["aside"].extend(self.ts.hands[p])
        self.ts.hands[p].clear()
        self.emit(Kind.CHOICE, DECLARES_PASS, rule=self.declare_rule, p=Seat(p))
        self._passed(p)
        self._next_in_queue()

    def _why_declare(self, action: Action) -> RulesError | None:
        if action == PASS:
            ok, rule, reason = self._may_pass(self.to_act)
            if not ok:
                return RulesError(reason, rule=rule)
        return None

    # -- the buy as a yes/no decision (RUM-4, RUZ-4) ----------------------------
    def _legal_buy(self) -> list[Action]:
        return [BUY, DECLINE]

    # -- the tricks ----------------------------------------------------------
    def _begin_play(self, leader: int, said: Text, rule: str, also: str = "") -> None:
        """``leader`` leads the first trick, as the message ``said`` tells why (it cites
        ``rule`` and, when given, the rule ``also`` that carries it into this variant)."""
        self.phase = "play"
        self.queue = []
        self.ts.leader = leader
        self.to_act = leader
        self.emit(Kind.NOTE, said, rule=rule, p=Seat(leader),
                  **({"also": Rule(also)} if also else {}))

    def _led(self, player: int) -> None:
        self.leads_made.add(player)

    def _fast_state(self) -> dict[str, Any]:
        return {"led": set(self.leads_made)}

    def _from_fast(self, hand) -> None:
        self.leads_made |= hand.state["led"]

    # -- end of a hand and of the game ---------------------------------------
    def _score(self, tricks: list[int | None], extras: dict[str, Any],
               go_on: bool = True) -> None:
        """Score the hand (every change an event, :meth:`TrickGame._score_hand`), then
        (with ``go_on``) end the game or deal the next hand."""
        self._score_hand(tricks, extras)
        if go_on:
            self._after_hand()

    def _after_hand(self) -> None:
        winner = self._game_winner()
        if winner is not None:
            self._finish(winner)
            return
        self.dealer = self._next_dealer()
        self._start_hand()

    def _finish(self, winner: int) -> None:
        self.is_over = True
        self.winner = winner
        self.to_act = None
        self.phase = "over"
        self.queue = []

    # -- the interface -------------------------------------------------------
    def zones(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {}
        for p in range(self.n_players):
            out[f"P{p} hand"] = list(self.ts.hands[p])
        for name, cards in self.piles.items():
            out[name] = list(cards)
        out["trick"] = self.ts.played_cards
        for p in range(self.n_players):
            out[f"P{p} tricks"] = list(self.ts.taken[p])
        return out

    def describe(self) -> str:
        trump = self.trump.noun if self.trump else "not yet known"
        who = "-" if self.to_act is None else f"P{self.to_act}"
        lines = [f"{self.variant_id} hand {self.hand_number}, dealer P{self.dealer}, "
                 f"trump {trump}, phase {self.phase}, to act {who}, scores {self.scores}"]
        lines += self._describe_extra()
        for name, cards in self.zones().items():
            if cards or name.endswith("hand"):
                lines.append(f"  {name}: {cards_str(cards)}")
        return "\n".join(lines)
