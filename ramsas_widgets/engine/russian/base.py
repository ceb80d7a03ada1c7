"""The machinery the four Russian games share: hands, phases, declarations, tricks, scoring.

A hand runs through named phases; in every phase but ``play`` the players to decide
wait in ``queue`` and the first of them is ``to_act``. Each variant supplies the deal,
its phases and what ends a game; the trick play, the declarations (RU-DECL-1), the
card accounting, the readable history and the scoring at hand end (through
:func:`~ramsas_widgets.engine.russian.score.score_hand`) live here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..cards import (
    Card,
    Suit,
    cards_str,
    make_pack,
    parse_deck,
    shuffled,
    stacked_pack,
)
from ..errors import RulesError
from ..game import Action, DealStep, Game, HandResult, Verdict, as_action
from ..trickcore import TrickState
from .rules import TRICK_RULES
from .score import explain_hand, score_hand

PLAY, PASS = Action("declare", arg="play"), Action("declare", arg="pass")
BUY, DECLINE = Action("buy"), Action("decline")


class RussianGame(Game):
    """Base of the Russian games; subclasses fill in the hooks below.

    Besides the rule options, the constructor takes ``deck`` (text, top card first: these
    cards are stacked on top of the first hand's pack, the rest shuffled below them) and
    ``dealer`` (the first dealer; by default he is drawn by lot, RU-DEAL-1 / RUZ-2).
    """

    pack_low = 2
    players_rule = "RU-PLAYERS-1"
    lot_rule = "RU-DEAL-1"
    trick_rule = "RU-PLAY-2"
    declare_rule = "RU-DECL-2"
    #: phase -> (rule ID, what the player to act must do)
    phases: dict[str, tuple[str, str]] = {}

    def __init__(self, variant_id: str, players: int, seed: int | None,
                 deck: str | None = None, dealer: int | None = None, **options: Any) -> None:
        super().__init__(variant_id, players, seed, options)
        self.info.check_players(players, self.players_rule)
        self._stack = self._check_deck(deck)
        how = f", chosen by lot ({self.lot_rule})"
        if dealer is None:
            self.dealer = self.rng.randrange(players)
        else:
            self.dealer, how = self.seat(dealer, "dealer", self.lot_rule), ""
        self.scores = self.start_scores()
        self.hand_number = 0
        self._version = 0
        self._legal_cache: tuple[int, list[Action]] | None = None
        self.log(f"P{self.dealer} deals first{how}")
        self._start_hand()

    # -- hooks ---------------------------------------------------------------
    def start_scores(self) -> list[int]:
        raise NotImplementedError

    def _deal(self, cards: list[Card]) -> None:
        """Deal the shuffled ``cards``, set ``trump`` and begin the first phase."""
        raise NotImplementedError

    def _phase_done(self, phase: str) -> None:
        """Every player of ``phase`` has decided: move on."""
        raise NotImplementedError

    def _end_hand(self) -> None:
        """The last trick is over: score the hand (via :meth:`_score`)."""
        raise NotImplementedError

    def _game_winner(self) -> int | None:
        """The winner once the scores say the game is over, else ``None``."""
        raise NotImplementedError

    def _next_dealer(self) -> int:
        return (self.dealer + 1) % self.n_players

    def _trick_state(self, player: int) -> dict[str, Any]:
        """State keywords for this variant's ``TRICK_RULES`` verdicts."""
        return {}

    def _winner_state(self) -> dict[str, Any]:
        return {}

    def _trick_done(self, winner: int, cards: list[Card]) -> None:
        """Called after each complete trick with its cards in play order."""

    def _may_pass(self, player: int) -> tuple[bool, str, str]:
        """Whether ``player`` may pass, with the rule and reason when he may not."""
        return True, "", ""

    def _declared_play(self, player: int) -> None:
        """Called when ``player`` declares play (after the log line)."""
        self._next_in_queue()

    def _describe_extra(self) -> list[str]:
        return []

    # -- the pack and the deal -----------------------------------------------
    def pack(self) -> list[Card]:
        if getattr(self, "_pack", None) is None:
            self._pack = make_pack(low=self.pack_low)
        return list(self._pack)

    def _check_deck(self, deck: str | None) -> list[Card] | None:
        return None if deck is None else parse_deck(deck, self.pack())

    def _fresh_pack(self) -> list[Card]:
        if self._stack is None:
            cards = shuffled(self.pack(), self.rng)
        else:
            top, self._stack = self._stack, None
            cards = stacked_pack(top, self.pack(), self.rng)
        return cards

    def order_from_left(self) -> list[int]:
        """All players, clockwise, starting left of the dealer; the dealer is last."""
        return [(self.dealer + k) % self.n_players for k in range(1, self.n_players + 1)]

    def _start_hand(self, redeal: bool = False) -> None:
        if not redeal:
            self.hand_number += 1
        self.ts = TrickState(self.n_players)
        self.piles: dict[str, list[Card]] = {}
        self.trump: Suit | None = None
        self.phase = "deal"
        self.queue: list[int] = []
        self.deal_steps = []
        self.leads_made: set[int] = set()
        self.log(f"Hand {self.hand_number}: P{self.dealer} deals")
        self._deal(self._fresh_pack())

    def _give(self, card: Card, player: int, rule: str, face_up: bool = False,
              note: str = "") -> None:
        self.ts.hands[player].append(card)
        self.deal_steps.append(DealStep(card, "player", player, face_up, rule, note))

    def _lay(self, card: Card, pile: str, to: str, rule: str, face_up: bool = False,
             note: str = "") -> None:
        self.piles[pile].append(card)
        self.deal_steps.append(DealStep(card, to, None, face_up, rule, note))

    # -- phases --------------------------------------------------------------
    def _begin(self, phase: str, players: Sequence[int]) -> None:
        self.phase = phase
        self.queue = list(players)
        if self.queue:
            self.to_act = self.queue[0]
        else:
            self._phase_done(phase)

    def _next_in_queue(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.to_act = self.queue[0]
        else:
            self._phase_done(self.phase)

    def players_in(self) -> list[int]:
        return [p for p in self.order_from_left() if self.ts.active[p]]

    def legal_actions(self) -> list[Action]:
        """The decisions of ``to_act``; computed once per applied action (state changed
        by hand, as tests do with ``scores``, must be set before the phase is asked)."""
        if self.is_over:
            return []
        if self._legal_cache is None or self._legal_cache[0] != self._version:
            self._legal_cache = (self._version, getattr(self, f"_legal_{self.phase}")())
        return list(self._legal_cache[1])

    def _apply(self, action: Action) -> None:
        self._version += 1
        if action.cards:  # the very card objects of the hand, so cards_accounted holds
            hand = self.ts.hands[self.to_act]
            action = Action(action.kind, tuple(hand[hand.index(c)] for c in action.cards),
                            action.arg)
        getattr(self, f"_do_{self.phase}")(action)

    def _normalize(self, action: Action | str) -> Action | str:
        """Cards of a multi-card action in hand order, so 'exchange TD 9H' = 'exchange 9H TD'."""
        if isinstance(action, str):
            try:
                action = Action.parse(action)
            except RulesError:
                return action
        action = as_action(action)
        if len(action.cards) > 1 and self.to_act is not None and not self.is_over:
            hand = self.ts.hands[self.to_act]
            if all(c in hand for c in action.cards):
                action = Action(action.kind, tuple(sorted(action.cards, key=hand.index)),
                                action.arg)
        return action

    def apply(self, action: Action | str) -> None:
        super().apply(self._normalize(action))

    def is_legal(self, action: Action | str) -> bool:
        return super().is_legal(self._normalize(action))

    # -- declarations (RU-DECL-1/2/3, RUM-6) ---------------------------------
    def _legal_declare(self) -> list[Action]:
        return [PLAY, PASS] if self._may_pass(self.to_act)[0] else [PLAY]

    def _do_declare(self, action: Action) -> None:
        p = self.to_act
        if action == PLAY:
            self.log(f"P{p} declares play ({self.declare_rule})")
            self._declared_play(p)
            return
        self.ts.active[p] = False
        self.piles["aside"].extend(self.ts.hands[p])
        self.ts.hands[p].clear()
        self.log(f"P{p} declares pass: his cards go aside ({self.declare_rule})")
        self._passed(p)
        self._next_in_queue()

    def _passed(self, player: int) -> None:
        """Called when ``player`` passes, before the next player declares."""

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
    def _begin_play(self, leader: int, rule: str, why: str) -> None:
        self.phase = "play"
        self.queue = []
        self.ts.leader = leader
        self.to_act = leader
        self.log(f"P{leader} leads the first trick: {why} ({rule})")

    def verdicts(self, player: int | None = None) -> list[Verdict]:
        """Why each card of ``player``'s hand may or may not be played now."""
        p = self.to_act if player is None else player
        return TRICK_RULES[self.variant_id].verdicts(
            self.ts.hands[p], self.ts.played_cards, self.trump, **self._trick_state(p))

    def _legal_play(self) -> list[Action]:
        return [Action("play", (v.card,)) for v in self.verdicts() if v.legal]

    def _winner_of(self) -> Callable[[list[Card]], int]:
        rules, state = TRICK_RULES[self.variant_id], self._winner_state()
        return lambda cards: rules.winner(cards, self.trump, **state)

    def _do_play(self, action: Action) -> None:
        p, c = self.to_act, action.card
        if not self.ts.trick:
            self.leads_made.add(p)
        cards = self.ts.played_cards + [c]
        self.log(f"P{p} {'leads' if len(cards) == 1 else 'plays'} {c}")
        win = self.ts.play(p, c, self._winner_of())
        if win is not None:
            self.log(f"P{win} wins the trick ({self.trick_rule})")
            self._trick_done(win, cards)
            if not any(self.ts.hands[q] for q in range(self.n_players) if self.ts.active[q]):
                self._end_hand()
                return
        self.to_act = self.ts.to_play()

    # -- end of a hand and of the game ---------------------------------------
    def tricks_taken(self) -> list[int | None]:
        """Tricks per player, ``None`` for a player who passed."""
        return [self.ts.tricks_won[p] if self.ts.active[p] else None
                for p in range(self.n_players)]

    def _score(self, tricks: list[int | None], extras: dict[str, Any],
               go_on: bool = True) -> None:
        """Score the hand with score_hand, log every change, record a HandResult, then
        (with ``go_on``) end the game or deal the next hand."""
        before = list(self.scores)
        for item in explain_hand(self.variant_id, before, tricks, **extras):
            self.log(str(item))
        self.scores = score_hand(self.variant_id, before, tricks, **extras)
        self.hand_results.append(HandResult(self.hand_number, tuple(before), tuple(tricks),
                                            dict(extras), tuple(self.scores)))
        self.log(f"Scores: {self.scores}")
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
        self._version += 1

    def first_in_order(self, players: Sequence[int]) -> int:
        """Of ``players``, the first clockwise from the dealer's left (a tie rule)."""
        order = self.order_from_left()
        return min(players, key=order.index)

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

    def why_illegal(self, action: Action) -> RulesError:
        action = as_action(action)
        if self.is_over:
            return RulesError("The game is over: no more actions.")
        action = self._normalize(action)
        p = self.to_act
        if self.phase == "play" and action.kind == "play":
            if len(action.cards) != 1:
                return RulesError("Play exactly one card, e.g. 'play QC'.", rule=self.trick_rule)
            for v in self.verdicts():
                if v.card == action.card:
                    return RulesError(v.reason, rule=v.rule)
            return RulesError(f"P{p} does not hold {action.card}.", rule=self.trick_rule)
        hook = getattr(self, f"_why_{self.phase}", None)
        err = hook(action) if hook else None
        if err is not None:
            return err
        rule, task = self.phases.get(self.phase, ("", "act"))
        if self.phase == "play":
            rule, task = self.trick_rule, "play a card"
        possible = ", ".join(str(a) for a in self.legal_actions()[:12])
        return RulesError(f"'{action}' is not possible now: P{p} must {task}. "
                          f"Possible: {possible}.", rule=rule)

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
