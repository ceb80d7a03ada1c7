"""The game of Lithuanian Ramsas (RULES.md section 1)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any

from ..cards import (
    JACK,
    NINE,
    Card,
    Suit,
    cards_str,
    make_pack,
    shuffled,
)
from ..errors import RulesError
from ..game import Action, DealStep, Game, HandResult, Verdict, as_action
from ..trickcore import TrickState, trick_view
from .common import (
    BUY_SIZE,
    HAND_SIZE,
    _check_scores,
    _pop_extra,
    deck_order,
    sort_hand,
)
from .scoring import _score_with_reasons, score_hand
from .tricks import TRICK_RULES

# ---------------------------------------------------------------------------
# The Ramsas game
# ---------------------------------------------------------------------------


class Phase(str, Enum):
    """The decision the game waits for."""

    REDEAL = "redeal"
    BUY = "buy"
    KEEP = "keep"
    DECLARE = "declare"
    SHOW = "show"
    PLAY = "play"
    OVER = "over"


PHASE_HELP = {
    Phase.REDEAL: ("It is the dealer's choice to redeal on the nine: 'redeal' or 'keep-deal'",
                   "LT-DEAL-3"),
    Phase.BUY: ("It is the buy: the player to act may 'buy' or 'decline'", "LT-BUY-1"),
    Phase.KEEP: ("The buyer now keeps one card of his five: 'keep <card>'", "LT-BUY-2"),
    Phase.DECLARE: ("The players are asked who will play: 'declare play' or 'declare drop'",
                    "LT-DROP-1"),
    Phase.SHOW: ("Players holding two jacks of one colour may 'show' them or 'no-show'",
                 "LT-JACK-1"),
    Phase.PLAY: ("It is the play of the tricks: 'play <card>'", "LT-PLAY-3"),
}

JACK_PAIRS = (
    (Card(JACK, Suit.CLUBS), Card(JACK, Suit.SPADES)),
    (Card(JACK, Suit.DIAMONDS), Card(JACK, Suit.HEARTS)),
)


def jack_pair(hand: Sequence[Card]) -> tuple[Card, Card] | None:
    """The same-colour jack pair in ``hand`` (LT-JACK-1); with all four jacks the game is
    already won (LT-JACK-2), so a hand holds at most one pair that matters."""
    for pair in JACK_PAIRS:
        if all(c in hand for c in pair):
            return pair
    return None


def has_all_jacks(hand: Sequence[Card]) -> bool:
    return all(c in hand for pair in JACK_PAIRS for c in pair)


class LtRamsasGame(Game):
    """A game of Lithuanian Ramsas to the target score (RULES.md section 1).

    Hand by hand: the seeded shuffle and cut (LT-DEAL-1), the deal (LT-DEAL-2..5), the
    dealer's redeal right on a nine (LT-DEAL-3), the buy (LT-BUY-1..3), who plays
    (LT-DROP-1..3), jack pairs shown (LT-JACK-1), five tricks (LT-PLAY-1..3, LT-ACE-1)
    and the scoring (LT-SCORE-1..4) through :func:`score_hand`. Four jacks win at once
    (LT-JACK-2). Players are numbered clockwise: P1 sits left of P0.

    Besides ``deck=`` and ``dealer=`` it accepts ``scores=[...]``, the totals the game
    starts from (for lessons such as "P0 is one point short", LT-DROP-2, LT-SCORE-4).

    Readings the engine takes where the text is silent:

    - When several players pass the target in the same hand the highest total wins;
      on a tie at the top another hand is dealt (nobody was first).
    - With no buyer the player left of the dealer asks who will play and plays himself
      (RULES.md LT-DROP-3 [open] default).
    - Jack pairs are shown after the drop-outs, clockwise from the first leader.
    """

    phases = {str(ph.value): (rule, task) for ph, (task, rule) in PHASE_HELP.items()}
    trick_rule = "LT-PLAY-3"

    def __init__(self, variant_id: str = "lt-ramsas", players: int = 4,
                 seed: int | None = None, **options: Any) -> None:
        deck, dealer = _pop_extra(options)
        start = options.pop("scores", None)
        super().__init__(variant_id, players, seed, options)
        self.info.check_players(players, "LT-PLAYERS-1")
        self.dealer = self.seat(dealer, "dealer", "LT-DEAL-1")
        self.target: int = self.options["target"]
        if start is not None:
            self.scores = _check_scores(start, players)
            if max(self.scores) >= self.target:
                raise RulesError(f"Starting scores must all be below the target "
                                 f"{self.target}: the game would already be over.",
                                 rule="LT-GOAL-1")
        self._full_pack = make_pack(low=NINE)
        self._stack = deck_order(deck, self._full_pack, self.rng, "LT-DECK-1")
        self.hand_number = 0
        self._start_hand()

    # -- deal -----------------------------------------------------------------
    def _reset_hand(self) -> None:
        n = self.n_players
        self.ts = TrickState(n)
        self.buy: list[Card] = []
        self.aside: list[Card] = []
        self.laid_away: list[Card] = []
        self.dropped: list[list[Card] | None] = [None] * n
        self.buyer: int | None = None
        self.asker: int | None = None
        self.jacks_shown = [False] * n
        self.has_led = [False] * n
        self.queue: list[int] = []
        self.deal_steps = []
        self.phase = Phase.BUY

    def _start_hand(self) -> None:
        """Shuffle, cut and deal a new hand (LT-DEAL-1)."""
        self.hand_number += 1
        self._reset_hand()
        n = self.n_players
        cutter = (self.dealer - 1) % n
        self.log(f"Hand {self.hand_number}: P{self.dealer} deals")
        if self._stack is not None:
            order, self._stack = self._stack, None
            self.log("The pack is stacked for this hand (deck=...): no shuffle or cut")
        else:
            order = shuffled(self._full_pack, self.rng)
            cut = self.rng.randrange(1, len(order))
            order = order[cut:] + order[:cut]
            self.log(f"P{self.dealer} shuffles and P{cutter}, on the dealer's right, cuts "
                     "(LT-DEAL-1)")
        self._deal(order)

    def _deal(self, order: list[Card]) -> None:
        """One card at a time clockwise from the dealer's left; a card to the buy after
        each of the first four rounds (LT-DEAL-2); the dealer's last card face up sets
        trump (LT-DEAL-5); what is left goes aside (LT-DEAL-4)."""
        n, d = self.n_players, self.dealer
        it = iter(order)
        steps: list[DealStep] = []
        for rnd in range(HAND_SIZE):
            for k in range(1, n + 1):
                p = (d + k) % n
                c = next(it)
                self.ts.hands[p].append(c)
                last = rnd == HAND_SIZE - 1 and p == d
                steps.append(DealStep(c, "player", p, face_up=last,
                                      rule="LT-DEAL-5" if last else "LT-DEAL-2",
                                      note="trump" if last else ""))
            if rnd < BUY_SIZE:
                c = next(it)
                self.buy.append(c)
                steps.append(DealStep(c, "buy", rule="LT-DEAL-2", note="the buy (pirkinys)"))
        for c in it:
            self.aside.append(c)
            steps.append(DealStep(c, "aside", rule="LT-DEAL-4"))
        self.deal_steps = steps
        self.trump_card = steps[-1 - len(self.aside)].card
        self.trump: Suit = self.trump_card.suit  # type: ignore[assignment]
        for p in range(n):
            self.ts.hands[p] = sort_hand(self.ts.hands[p])
        self.log(f"P{d} turns his last card {self.trump_card}: {self.trump.noun} are trump "
                 "(LT-DEAL-5)")
        if self.aside:
            self.log(f"{len(self.aside)} undealt cards are set aside (LT-DEAL-4)")
        self._after_deal()

    def _after_deal(self) -> None:
        for p in self._clockwise_from((self.dealer + 1) % self.n_players):
            if has_all_jacks(self.ts.hands[p]):
                self._ramsas(p)
                return
        if (self.n_players == 4 and self.options["nine_redeal"]
                and self.trump_card.rank == NINE):
            self.phase = Phase.REDEAL
            self.to_act = self.dealer
            return
        self._begin_buy()

    # -- helpers --------------------------------------------------------------
    def _clockwise_from(self, first: int) -> list[int]:
        return [(first + k) % self.n_players for k in range(self.n_players)]

    def one_short(self, p: int) -> bool:
        """Whether P``p`` is one point short of the target (LT-DROP-2, LT-SCORE-4)."""
        return self.scores[p] == self.target - 1

    def _finish(self, winner: int) -> None:
        self.is_over = True
        self.winner = winner
        self.to_act = None
        self.phase = Phase.OVER

    def _ramsas(self, p: int) -> None:
        """All four jacks: "Ramsas!", the game is won at once (LT-JACK-2)."""
        self.log(f"P{p} holds all four jacks and calls \"Ramsas\": P{p} wins the game "
                 "(LT-JACK-2)")
        self._finish(p)

    # -- buy ------------------------------------------------------------------
    def _begin_buy(self) -> None:
        """The buy goes round from the dealer's left (LT-BUY-1), skipping a player one
        point short of winning (LT-DROP-2)."""
        self.queue = []
        for p in self._clockwise_from((self.dealer + 1) % self.n_players):
            if self.one_short(p):
                self.log(f"P{p} is one point short of winning: his turn to buy is skipped "
                         "(LT-DROP-2)")
            else:
                self.queue.append(p)
        self._next_buyer()

    def _next_buyer(self) -> None:
        if self.queue:
            self.phase = Phase.BUY
            self.to_act = self.queue[0]
            return
        self.log("Nobody buys: the buy stays untouched and out of play (LT-BUY-3)")
        self._begin_declare((self.dealer + 1) % self.n_players)

    def keep_choices(self) -> list[Card]:
        """Cards the buyer may keep (LT-BUY-2): any of his five, except that a dealer
        who may not lay away his face-up trump card must keep it (LT-BUY-3 option)."""
        hand = self.ts.hands[self.buyer] if self.buyer is not None else []
        if (self.buyer == self.dealer and not self.options["dealer_may_discard_trump"]
                and self.trump_card in hand):
            return [self.trump_card]
        return list(dict.fromkeys(hand))

    def _keep(self, p: int, kept: Card) -> None:
        hand = self.ts.hands[p]
        hand.remove(kept)
        self.laid_away.extend(hand)
        self.ts.hands[p] = sort_hand([kept, *self.buy])
        self.ts.bought[p].extend(self.buy)
        self.buy = []
        self.log(f"P{p} keeps one card, lays 4 face down and takes the 4 bought cards "
                 "(LT-BUY-2)")
        if has_all_jacks(self.ts.hands[p]):
            self._ramsas(p)
            return
        self._begin_declare(p)

    # -- drop-outs --------------------------------------------------------------
    def _begin_declare(self, asker: int) -> None:
        """The buyer (with no buyer, the player left of the dealer) asks the others
        whether they will play (LT-DROP-1)."""
        self.asker = asker
        self.queue = self._clockwise_from(asker)[1:]
        self.log(f"P{asker} asks who will play (LT-DROP-1)")
        self._next_declarer()

    def _next_declarer(self) -> None:
        if self.queue:
            self.phase = Phase.DECLARE
            self.to_act = self.queue[0]
            return
        if self.ts.in_play == 1:
            assert self.asker is not None
            tricks: list[int | None] = [None] * self.n_players
            tricks[self.asker] = 0
            self._score(tricks, {"walkover": self.asker})
            self._end_hand()
            return
        self._begin_show()

    # -- jacks ----------------------------------------------------------------
    def first_leader(self) -> int:
        """The buyer leads; with no buyer, the first player in left of the dealer
        (LT-PLAY-1)."""
        if self.buyer is not None:
            return self.buyer
        return self.ts.next_active(self.dealer)

    def _begin_show(self) -> None:
        """Players still in who hold a same-colour jack pair may show it (LT-JACK-1)."""
        leader = self.first_leader()
        self.ts.leader = leader
        self.queue = [p for p in self._clockwise_from(leader)
                      if self.ts.active[p] and jack_pair(self.ts.hands[p]) is not None]
        self._next_shower()

    def _next_shower(self) -> None:
        if self.queue:
            self.phase = Phase.SHOW
            self.to_act = self.queue[0]
            return
        self.phase = Phase.PLAY
        self.to_act = self.ts.to_play()
        self.log(f"P{self.to_act} leads the first trick (LT-PLAY-1)")

    # -- play -----------------------------------------------------------------
    def ace_lead_due(self, p: int) -> bool:
        """Whether LT-ACE-1 obliges P``p`` to lead the trump ace on this lead: the
        opening lead of the hand, or (option ``first-lead``) his first lead."""
        if self.ts.trick:
            return False
        if self.options["trump_ace_lead"] == "first-lead":
            return not self.has_led[p]
        return self.ts.tricks_played == 0

    def verdicts(self, p: int | None = None) -> list[Verdict]:
        """Verdicts for the cards of P``p`` (default: the player to act) in the trick now."""
        p = self.to_act if p is None else p
        if p is None or self.phase != Phase.PLAY:
            return []
        return TRICK_RULES["lt-ramsas"].verdicts(
            self.ts.hands[p], self.ts.played_cards, self.trump,
            opening_lead=self.ace_lead_due(p), must_beat=self.options["must_beat"])

    def _play(self, p: int, c: Card) -> None:
        leading = not self.ts.trick
        if leading:
            self.has_led[p] = True
        rules = TRICK_RULES["lt-ramsas"]
        win = self.ts.play(p, c, lambda played: rules.winner(played, self.trump))
        self.log(f"P{p} {'leads' if leading else 'plays'} {c}")
        if win is None:
            self.to_act = self.ts.to_play()
            return
        self.log(f"P{win} wins the trick (LT-PLAY-2)")
        if self.one_short(win):
            self.log(f"P{win} was one point short of {self.target} and took a trick: "
                     "the game ends at once (LT-SCORE-4)")
            self._score(self._tricks(), {"jacks_shown": list(self.jacks_shown),
                                         "unfinished": True})
            self._finish(win)
            return
        if self.ts.tricks_played == HAND_SIZE:
            self._score(self._tricks(), {"jacks_shown": list(self.jacks_shown)})
            self._end_hand()
            return
        self.to_act = self.ts.to_play()

    def _tricks(self) -> list[int | None]:
        return [self.ts.tricks_won[p] if self.ts.active[p] else None
                for p in range(self.n_players)]

    # -- scoring and the next hand ----------------------------------------------
    def _score(self, tricks: list[int | None], extras: dict[str, Any]) -> None:
        before = tuple(self.scores)
        new, lines = _score_with_reasons(self.scores, tricks, **extras)
        assert new == score_hand(self.variant_id, self.scores, tricks, **extras)
        for line in lines:
            self.log(line)
        self.scores = new
        self.hand_results.append(HandResult(self.hand_number, before, tuple(tricks),
                                            dict(extras), tuple(new)))
        self.log(f"Scores: {new}")

    def _end_hand(self) -> None:
        """Game over when a total reaches the target (LT-GOAL-1); otherwise the deal
        passes clockwise (LT-DEAL-1)."""
        best = max(self.scores)
        if best >= self.target:
            top = [p for p in range(self.n_players) if self.scores[p] == best]
            if len(top) == 1:
                self.log(f"P{top[0]} reaches {best}, at least {self.target}: P{top[0]} wins "
                         "the game (LT-GOAL-1)")
                self._finish(top[0])
                return
            self.log(f"{' and '.join(f'P{p}' for p in top)} tie on {best}: nobody reached "
                     "the target first, so another hand is dealt (LT-GOAL-1)")
        self.dealer = (self.dealer + 1) % self.n_players
        self.log(f"The deal passes clockwise to P{self.dealer} (LT-DEAL-1)")
        self._start_hand()

    # -- the Game interface ------------------------------------------------------
    def _legal(self) -> list[Action]:
        if self.is_over or self.to_act is None:
            return []
        p = self.to_act
        if self.phase == Phase.REDEAL:
            return [Action("redeal"), Action("keep-deal")]
        if self.phase == Phase.BUY:
            return [Action("buy"), Action("decline")]
        if self.phase == Phase.KEEP:
            return [Action("keep", (c,)) for c in self.keep_choices()]
        if self.phase == Phase.DECLARE:
            if self.one_short(p):
                return [Action("declare", arg="play")]
            return [Action("declare", arg="play"), Action("declare", arg="drop")]
        if self.phase == Phase.SHOW:
            pair = jack_pair(self.ts.hands[p])
            return [Action("show", pair), Action("no-show")] if pair else [Action("no-show")]
        if self.phase == Phase.PLAY:
            return [Action("play", (v.card,)) for v in self.verdicts(p) if v.legal]
        return []

    def _apply(self, action: Action) -> None:
        p = self.to_act
        assert p is not None
        kind = action.kind
        if kind == "redeal":
            self.log(f"P{p} sees the nine and has the cards cut and dealt again (LT-DEAL-3)")
            self.hand_number -= 1
            self._start_hand()
        elif kind == "keep-deal":
            self.log(f"P{p} keeps the deal despite the nine (LT-DEAL-3)")
            self._begin_buy()
        elif kind == "buy":
            self.buyer = p
            self.queue = []
            self.phase = Phase.KEEP
            self.log(f"P{p} buys (LT-BUY-1)")
        elif kind == "decline":
            self.queue.pop(0)
            self.log(f"P{p} declines the buy (LT-BUY-1)")
            self._next_buyer()
        elif kind == "keep":
            self._keep(p, action.card)
        elif kind == "declare":
            self.queue.pop(0)
            if action.arg == "drop":
                self.ts.active[p] = False
                self.dropped[p] = self.ts.hands[p]
                self.ts.hands[p] = []
                self.log(f"P{p} lays his cards face down: \"nežaisiu\", he will not play "
                         "(LT-DROP-1)")
            else:
                why = " (one point short, he may not drop out: LT-DROP-2)" \
                    if self.one_short(p) else ""
                self.log(f"P{p} will play{why}")
            self._next_declarer()
        elif kind == "show":
            self.jacks_shown[p] = True
            self.queue.pop(0)
            self.log(f"P{p} shows {cards_str(action.cards)}, two jacks of one colour "
                     "(LT-JACK-1)")
            self._next_shower()
        elif kind == "no-show":
            self.queue.pop(0)
            self.log(f"P{p} does not show his jacks")
            self._next_shower()
        elif kind == "play":
            self._play(p, action.card)

    def why_illegal(self, action: Action) -> RulesError:
        """The reason, with the rule ID, that ``action`` is not possible now."""
        action = as_action(action)
        if self.is_over:
            return RulesError("The game is over.", rule="LT-GOAL-1")
        p = self.to_act
        assert p is not None
        kind = action.kind
        if self.phase == Phase.PLAY and kind == "play":
            if len(action.cards) != 1:
                return RulesError("Name one card to play, e.g. 'play QC'.", rule="LT-PLAY-3")
            c = action.cards[0]
            for v in self.verdicts(p):
                if v.card == c and not v.legal:
                    return RulesError(v.reason, rule=v.rule)
            return RulesError(f"P{p} does not hold {c}.", rule="LT-PLAY-3")
        if self.phase == Phase.KEEP and kind == "keep":
            hand = self.ts.hands[p]
            if len(action.cards) != 1 or action.cards[0] not in hand:
                return RulesError(f"Keep one card of your own hand ({cards_str(hand)}).",
                                  rule="LT-BUY-2")
            return RulesError(f"The dealer may not lay away his face-up trump card "
                              f"{self.trump_card} in this game: he must keep it.",
                              rule="LT-BUY-3")
        if self.phase == Phase.DECLARE and kind == "declare" and action.arg == "drop":
            return RulesError(f"P{p} is one point short of winning and may not drop out.",
                              rule="LT-DROP-2")
        if self.phase == Phase.SHOW and kind == "show":
            return RulesError("Only two jacks of one colour in your hand may be shown "
                              "(JC JS or JD JH).", rule="LT-JACK-1")
        text, rule = PHASE_HELP.get(self.phase, ("This is not possible now", None))
        options = ", ".join(str(a) for a in self.legal_actions()[:12])
        return RulesError(f"'{action}' is not possible now. {text}; P{p} may: {options}.",
                          rule=rule)

    def pack(self) -> list[Card]:
        return list(self._full_pack)

    def _view_parts(self) -> dict[str, Any]:
        parts = trick_view(self.ts, self.trump, self.trump_card)
        piles = {"buy": len(self.buy), "aside": len(self.aside),
                 "laid away": len(self.laid_away)}
        parts["piles"] = {k: v for k, v in piles.items() if v}
        return parts

    def zones(self) -> dict[str, list[Card]]:
        """Every card of the hand: hands, buy, aside, laid away, the trick, tricks won and
        the face-down hands of players who dropped out."""
        n = self.n_players
        out: dict[str, list[Card]] = {f"P{p} hand": list(self.ts.hands[p]) for p in range(n)}
        out["buy"] = list(self.buy)
        out["aside"] = list(self.aside)
        out["laid away"] = list(self.laid_away)
        out["trick"] = self.ts.played_cards
        for p in range(n):
            out[f"P{p} tricks"] = list(self.ts.taken[p])
        for p in range(n):
            out[f"P{p} dropped"] = list(self.dropped[p] or [])
        return out

    def describe(self) -> str:
        """Hand, dealer, trump, phase and scores, then every non-empty zone."""
        who = "-" if self.to_act is None else f"P{self.to_act}"
        lines = [f"lt-ramsas hand {self.hand_number} dealer P{self.dealer} trump "
                 f"{self.trump_card} phase {self.phase.value} to_act {who} "
                 f"scores {self.scores}"]
        for name, cards in self.zones().items():
            if cards:
                lines.append(f"  {name}: {cards_str(cards)}")
        return "\n".join(lines)
