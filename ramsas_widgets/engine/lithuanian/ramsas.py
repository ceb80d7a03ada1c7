"""``lt-ramsas`` (RULES.md section 1): Lithuanian Ramsas, 2 to 4 players, 24 cards, to 20.

A hand: the seeded shuffle and cut (LT-DEAL-1); the deal, one card at a time from the
dealer's left with a card to the buy after each of the first four rounds, the dealer's
last card shown for trump and the rest set aside (LT-DEAL-2/4/5); with four players the
dealer may ``redeal`` on a nine turned, or ``keep-deal`` (LT-DEAL-3); the buy from the
dealer's left, ``buy`` / ``decline``, then ``keep <card>`` (LT-BUY-1..3); the buyer (with
no buyer, the player left of the dealer) asks who will play, ``declare play`` /
``declare drop`` (LT-DROP-1..3); a player in with a same-colour jack pair may
``show JC JS`` / ``no-show`` (LT-JACK-1); five tricks (LT-PLAY-1..3, LT-ACE-1); the
scoring (LT-SCORE-1..4, LT-JACK-1, LT-DROP-3) by the declared scorer, :mod:`.scoring`.
Four jacks win at once (LT-JACK-2). Players are numbered clockwise: P1 sits left of P0.

Readings the engine takes where the text is silent:

- When several players pass the target in the same hand the highest total wins; on a
  tie at the top another hand is dealt (nobody was first).
- With no buyer the player left of the dealer asks who will play and plays himself
  (RULES.md LT-DROP-3 [open] default).
- Jack pairs are shown after the drop-outs, clockwise from the first leader.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...i18n.messages import text
from ..cards import JACK, NINE, Card, Suit, cards_str, shuffled
from ..errors import RulesError
from ..events import Cards, Kind, Seat, Seats, say
from ..game import Action
from ..phased import TrickGame
from .common import BUY_SIZE, check_scores, deck_order, lt_hand_order

BUY, DECLINE = Action("buy"), Action("decline")
PLAY, DROP = Action("declare", arg="play"), Action("declare", arg="drop")
REDEAL, KEEP_DEAL, NO_SHOW = Action("redeal"), Action("keep-deal"), Action("no-show")

#: What the table is told, said once each (messages: the English beside the ID).
HAND_DEALT = text("ramsas.deal.hand", "Hand {n}: {p} deals")
STACKED = text("ramsas.deal.stacked",
               "The cards are laid out in advance for this hand: no shuffle or cut")
SHUFFLED = text("ramsas.deal.shuffle",
                "{p} shuffles and {q}, on the dealer's right, cuts ({rule})")
TRUMP_TURNED = text("ramsas.deal.trump",
                    "{p} turns his last card {c}: {suit} are trump ({rule})")
SET_ASIDE = text("ramsas.deal.aside", "{n} undealt cards are set aside ({rule})")
REDEALT = text("ramsas.redeal.nine",
               "{p} sees the nine and has the cards cut and dealt again ({rule})")
DEAL_KEPT = text("ramsas.redeal.keep", "{p} keeps the deal despite the nine ({rule})")
BUY_SKIPPED = text("ramsas.buy.skipped",
                   "{p} is one point short of winning: his turn to buy is skipped ({rule})")
BUYS = text("ramsas.buy.buys", "{p} buys ({rule})")
DECLINES = text("ramsas.buy.declines", "{p} declines the buy ({rule})")
KEEPS_ONE = text("ramsas.buy.keep",
                 "{p} keeps one card, lays {n} face down and takes the {n} bought cards "
                 "({rule})")
KEEP_OWN = text("ramsas.buy.keep-own", "Keep one card of your own hand ({cs}).")
KEEP_TRUMP = text("ramsas.buy.keep-trump",
                  "The dealer may not lay away his face-up trump card {c} in this game: he "
                  "must keep it.")
NOBODY_BUYS = text("ramsas.buy.nobody",
                   "Nobody buys: the buy stays untouched and out of play ({rule})")
ASKS = text("ramsas.drop.ask", "{p} asks who will play ({rule})")
DROPS = text("ramsas.drop.out",
             "{p} lays his cards face down: \"nežaisiu\", he will not play ({rule})")
MUST_PLAY = text("ramsas.drop.one-short",
                 "{p} will play (one point short, he may not drop out: {rule})")
PLAYS_ON = text("ramsas.drop.plays", "{p} will play")
MAY_NOT_DROP = text("ramsas.drop.may-not",
                    "{p} is one point short of winning and may not drop out.")
JACKS_HIDDEN = text("ramsas.jacks.hidden", "{p} does not show his jacks")
JACKS_SHOWN = text("ramsas.jacks.shown", "{p} shows {cs}, two jacks of one colour ({rule})")
ONLY_JACK_PAIR = text("ramsas.jacks.only-pair",
                      "Only two jacks of one colour in your hand may be shown ({a} or {b}).")
FIRST_LEAD = text("ramsas.play.first", "{p} leads the first trick ({rule})")
ONE_SHORT_WINS = text("ramsas.over.one-short",
                      "{p} was one point short of {target} and took a trick: the game ends at "
                      "once ({rule})")
REACHES = text("ramsas.over.reaches",
               "{p} reaches {best}, at least {target}: {p} wins the game ({rule})")
TIE = text("ramsas.over.tie",
           "{ps} tie on {best}: nobody reached the target first, so another hand is dealt "
           "({rule})")
DEAL_PASSES = text("ramsas.deal.passes", "The deal passes clockwise to {p} ({rule})")
RAMSAS = text("ramsas.over.ramsas",
              "{p} holds all four jacks and calls \"Ramsas\": {p} wins the game ({rule})")

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
    """Whether ``hand`` holds all four jacks: "Ramsas" (LT-JACK-2)."""
    return all(c in hand for pair in JACK_PAIRS for c in pair)


class LtRamsasGame(TrickGame):
    """A game of Lithuanian Ramsas to the target score (see the module docstring).

    Besides the rule options it takes ``deck`` (text, top card first: stacked on top of
    the first hand's pack, the rest shuffled below; a stacked hand is dealt as stacked,
    with no cut), ``dealer`` (the first dealer, default P0) and ``scores=[...]``, the
    totals the game starts from (for lessons such as "P0 is one point short", LT-DROP-2,
    LT-SCORE-4).
    """

    phases = {
        "redeal": ("LT-DEAL-3", text("ramsas.task.redeal",
                                     "redeal on the nine turned or keep the deal")),
        "buy": ("LT-BUY-1", text("ramsas.task.buy", "buy or decline the buy")),
        "keep": ("LT-BUY-2", text("ramsas.task.keep",
                                  "keep one card of his five with 'keep <card>'")),
        "declare": ("LT-DROP-1", text("ramsas.task.declare", "declare play or drop")),
        "show": ("LT-JACK-1", text("ramsas.task.show", "show the jack pair or not")),
    }
    #: the rule the history cites for a trick won (LT-PLAY-2); the play itself is asked
    #: under LT-PLAY-3 (see :meth:`asked`)
    trick_rule = "LT-PLAY-3"
    win_rule = "LT-PLAY-2"
    view_piles = {"buy": "buy", "aside": "aside", "laid away": "laid away"}

    def __init__(self, variant_id: str = "lt-ramsas", players: int = 4,
                 seed: int | None = None, deck: str | None = None, dealer: int = 0,
                 scores: Any = None, **options: Any) -> None:
        super().__init__(variant_id, players, seed, options)
        self.dealer = self.seat(dealer, "dealer", "LT-DEAL-1")
        self.target: int = self.options["target"]
        if scores is not None:
            self.scores = check_scores(scores, players)
            if max(self.scores) >= self.target:
                raise RulesError(f"Starting scores must all be below the target "
                                 f"{self.target}: the game would already be over.",
                                 rule="LT-GOAL-1")
        self._pack = self.info.pack(players, self.options)
        self._stack = deck_order(deck, self._pack, self.rng, "LT-DECK-1")
        self._start_hand()

    # -- the deal (LT-DEAL-1..5) -----------------------------------------------
    def pack(self) -> list[Card]:
        return list(self._pack)

    def _start_hand(self, redeal: bool = False) -> None:
        """Shuffle, cut and deal a hand (LT-DEAL-1); a redeal keeps the hand's number."""
        self._keep_finished_hand()
        if not redeal:
            self.hand_number += 1
        n = self.n_players
        self._new_tricks()
        self.piles: dict[str, list[Card]] = {"buy": [], "aside": [], "laid away": []}
        self.dropped: list[list[Card]] = [[] for _ in range(n)]
        self.buyer: int | None = None
        self.asker: int | None = None
        self.jacks_shown = [False] * n
        self.has_led = [False] * n
        self.queue: list[int] = []
        self.deal_steps = []
        self.emit(Kind.DEAL, HAND_DEALT, n=self.hand_number, p=Seat(self.dealer))
        if self._stack is not None:
            order, self._stack = self._stack, None
            self.emit(Kind.DEAL, STACKED)
        else:
            order = shuffled(self._pack, self.rng)
            cut = self.rng.randrange(1, len(order))
            order = order[cut:] + order[:cut]
            self.emit(Kind.DEAL, SHUFFLED,
                      rule="LT-DEAL-1", p=Seat(self.dealer), q=Seat((self.dealer - 1) % n))
        self._deal(order)

    def _deal(self, order: list[Card]) -> None:
        """One card at a time clockwise from the dealer's left; a card to the buy after
        each of the first four rounds (LT-DEAL-2); the dealer's last card face up sets
        trump (LT-DEAL-5); what is left goes aside (LT-DEAL-4)."""
        deck, players = iter(order), self.order_from_left()
        size = self.info.hand_size
        for rnd in range(size):
            for p in players:
                last = rnd == size - 1 and p == self.dealer
                self._give(next(deck), p, "LT-DEAL-5" if last else "LT-DEAL-2", face_up=last,
                           trump=last)
            if rnd < BUY_SIZE:
                self._lay(next(deck), "buy", "buy", "LT-DEAL-2")
        for c in deck:
            self._lay(c, "aside", "aside", "LT-DEAL-4")
        self.trump_card = self.ts.hands[self.dealer][-1]
        self.trump = self.trump_card.suit
        for hand in self.ts.hands:
            hand[:] = lt_hand_order(hand)
        self.emit(Kind.DEAL, TRUMP_TURNED, rule="LT-DEAL-5", p=Seat(self.dealer), c=self.trump_card,
                  suit=self.trump)
        if self.piles["aside"]:
            self.emit(Kind.DEAL, SET_ASIDE, rule="LT-DEAL-4",
                      n=len(self.piles["aside"]))
        for p in self.order_from_left():
            if has_all_jacks(self.ts.hands[p]):
                self._ramsas(p)
                return
        if (self.n_players == 4 and self.options["nine_redeal"]
                and self.trump_card.rank == NINE):
            self._begin("redeal", [self.dealer])
            return
        self._begin_buy()

    # -- LT-DEAL-3 ----------------------------------------------------------------
    def _legal_redeal(self) -> list[Action]:
        return [REDEAL, KEEP_DEAL]

    def _do_redeal(self, action: Action) -> None:
        p = self.to_act
        if action.kind == "redeal":
            self.emit(Kind.CHOICE, REDEALT, rule="LT-DEAL-3", p=Seat(p))
            self._start_hand(redeal=True)
            return
        self.emit(Kind.CHOICE, DEAL_KEPT, rule="LT-DEAL-3",
                  p=Seat(p))
        self._next_in_queue()

    # -- the buy (LT-BUY-1..3) -------------------------------------------------------
    def one_short(self, p: int) -> bool:
        """Whether P``p`` is one point short of the target (LT-DROP-2, LT-SCORE-4)."""
        return self.scores[p] == self.target - 1

    def _begin_buy(self) -> None:
        """The buy goes round from the dealer's left (LT-BUY-1), skipping a player one
        point short of winning (LT-DROP-2)."""
        buyers = []
        for p in self.order_from_left():
            if self.one_short(p):
                self.emit(Kind.NOTE, BUY_SKIPPED, rule="LT-DROP-2", p=Seat(p))
            else:
                buyers.append(p)
        self._begin("buy", buyers)

    def _legal_buy(self) -> list[Action]:
        return [BUY, DECLINE]

    def _do_buy(self, action: Action) -> None:
        p = self.to_act
        if action.kind == "buy":
            self.buyer = p
            self.queue = []
            self.phase = "keep"
            self.emit(Kind.CHOICE, BUYS, rule="LT-BUY-1", p=Seat(p))
            return
        self.emit(Kind.CHOICE, DECLINES, rule="LT-BUY-1", p=Seat(p))
        self._next_in_queue()

    def keep_choices(self) -> list[Card]:
        """Cards the buyer may keep (LT-BUY-2): any of his five, except that a dealer
        who may not lay away his face-up trump card must keep it (LT-BUY-3 option)."""
        hand = self.ts.hands[self.buyer] if self.buyer is not None else []
        if (self.buyer == self.dealer and not self.options["dealer_may_discard_trump"]
                and self.trump_card in hand):
            return [self.trump_card]
        return list(dict.fromkeys(hand))

    def _legal_keep(self) -> list[Action]:
        return [Action("keep", (c,)) for c in self.keep_choices()]

    def _do_keep(self, action: Action) -> None:
        """LT-BUY-2: four cards away face down, the one kept plus the four bought."""
        p, kept = self.to_act, action.card
        hand, buy = self.ts.hands[p], self.piles["buy"]
        hand.remove(kept)
        self.piles["laid away"].extend(hand)
        hand[:] = lt_hand_order([kept, *buy])
        self.ts.bought[p].extend(buy)
        buy.clear()
        self.emit(Kind.CHOICE, KEEPS_ONE, rule="LT-BUY-2", p=Seat(p),
                  n=BUY_SIZE)
        if has_all_jacks(hand):
            self._ramsas(p)
            return
        self._begin_declare(p)

    def _why_keep(self, action: Action) -> RulesError | None:
        if action.kind != "keep":
            return None
        hand = self.ts.hands[self.to_act]
        if len(action.cards) != 1 or action.cards[0] not in hand:
            return RulesError(say(KEEP_OWN, cs=Cards(hand)),
                              rule="LT-BUY-2")
        return RulesError(say(KEEP_TRUMP, c=self.trump_card), rule="LT-BUY-3")

    # -- who plays (LT-DROP-1..3) ------------------------------------------------------
    def _clockwise_from(self, first: int) -> list[int]:
        return [(first + k) % self.n_players for k in range(self.n_players)]

    def _begin_declare(self, asker: int) -> None:
        """The buyer (with no buyer, the player left of the dealer) asks the others
        whether they will play (LT-DROP-1)."""
        self.asker = asker
        self.emit(Kind.NOTE, ASKS, rule="LT-DROP-1", p=Seat(asker))
        self._begin("declare", self._clockwise_from(asker)[1:])

    def _legal_declare(self) -> list[Action]:
        return [PLAY] if self.one_short(self.to_act) else [PLAY, DROP]

    def _do_declare(self, action: Action) -> None:
        p = self.to_act
        if action.arg == "drop":
            self.ts.active[p] = False
            self.dropped[p] = self.ts.hands[p]
            self.ts.hands[p] = []
            self.emit(Kind.CHOICE, DROPS, rule="LT-DROP-1", p=Seat(p))
        elif self.one_short(p):
            self.emit(Kind.CHOICE, MUST_PLAY, rule="LT-DROP-2", p=Seat(p))
        else:
            self.emit(Kind.CHOICE, PLAYS_ON, p=Seat(p))
        self._next_in_queue()

    def _why_declare(self, action: Action) -> RulesError | None:
        if action == DROP:
            return RulesError(say(MAY_NOT_DROP, p=Seat(self.to_act)), rule="LT-DROP-2")
        return None

    # -- the jacks (LT-JACK-1) --------------------------------------------------------
    def first_leader(self) -> int:
        """The buyer leads; with no buyer, the first player in left of the dealer
        (LT-PLAY-1)."""
        if self.buyer is not None:
            return self.buyer
        return self.ts.next_active(self.dealer)

    def _begin_show(self) -> None:
        """Players still in who hold a same-colour jack pair may show it (LT-JACK-1),
        clockwise from the first leader."""
        leader = self.ts.leader = self.first_leader()
        self._begin("show", [p for p in self._clockwise_from(leader)
                             if self.ts.active[p] and jack_pair(self.ts.hands[p])])

    def _legal_show(self) -> list[Action]:
        pair = jack_pair(self.ts.hands[self.to_act])
        return [Action("show", pair), NO_SHOW] if pair else [NO_SHOW]

    def _do_show(self, action: Action) -> None:
        p = self.to_act
        if action.kind == "no-show":
            self.emit(Kind.CHOICE, JACKS_HIDDEN, p=Seat(p))
        else:
            self.jacks_shown[p] = True
            self.emit(Kind.CHOICE, JACKS_SHOWN,
                      rule="LT-JACK-1", p=Seat(p), cs=Cards(action.cards))
        self._next_in_queue()

    def _why_show(self, action: Action) -> RulesError | None:
        if action.kind == "show":
            return RulesError(say(ONLY_JACK_PAIR, a=Cards(JACK_PAIRS[0]),
                                  b=Cards(JACK_PAIRS[1])), rule="LT-JACK-1")
        return None

    # -- phases --------------------------------------------------------------------
    def _phase_done(self, phase: str) -> None:
        if phase == "redeal":
            self._begin_buy()
        elif phase == "buy":  # only when nobody bought: a buyer goes on to keep a card
            self.emit(Kind.NOTE, NOBODY_BUYS, rule="LT-BUY-3")
            self._begin_declare(self.order_from_left()[0])
        elif phase == "declare":
            if self.ts.in_play == 1:
                self._walkover()
            else:
                self._begin_show()
        elif phase == "show":
            self.phase = "play"
            self.to_act = self.ts.to_play()
            self.emit(Kind.NOTE, FIRST_LEAD, rule="LT-PLAY-1",
                      p=Seat(self.to_act))

    # -- the tricks (LT-PLAY-1..3, LT-ACE-1/2) -------------------------------------------
    def ace_lead_due(self, p: int) -> bool:
        """Whether LT-ACE-1 obliges P``p`` to lead the trump ace on this lead: the
        opening lead of the hand, or (option ``first-lead``) his first lead."""
        if self.ts.trick:
            return False
        if self.options["trump_ace_lead"] == "first-lead":
            return not self.has_led[p]
        return self.ts.tricks_played == 0

    def _trick_state(self, player: int) -> dict[str, Any]:
        """The engine never lets the trump ace go unled (LT-ACE-1), so it is never
        demoted (LT-ACE-2): only the lead duty and the ``must_beat`` option vary."""
        return {"opening_lead": self.ace_lead_due(player),
                "must_beat": self.options["must_beat"]}

    def _led(self, player: int) -> None:
        self.has_led[player] = True

    def _hidden(self, player: int) -> list[list[Card]]:
        """The others' hands (dealt, or laid down by a player who dropped out), the buy
        and the cards set aside; the cards the buyer laid away are his own knowledge."""
        out = [h for q, h in enumerate(self.ts.hands) if q != player]
        out += [d for q, d in enumerate(self.dropped) if q != player and d]
        out += [self.piles["buy"], self.piles["aside"]]
        if self.buyer != player:
            out.append(self.piles["laid away"])
        return out

    def _pinned(self, player: int) -> set[int]:
        """The dealer's last card was shown to everybody (LT-DEAL-5)."""
        return {self.trump_card.code}

    def _fast_state(self) -> dict[str, Any]:
        return {"led": {p for p in range(self.n_players) if self.has_led[p]},
                "first_lead_duty": self.options["trump_ace_lead"] == "first-lead",
                "must_beat": self.options["must_beat"],
                "one_short": [self.one_short(p) for p in range(self.n_players)]}

    def _from_fast(self, hand) -> None:
        for p in hand.state["led"]:
            self.has_led[p] = True

    def _hand_over(self) -> bool:
        return self.ts.tricks_played == self.info.hand_size

    def _trick_done(self, winner: int, cards: list[Card]) -> bool:
        """LT-SCORE-4: a player one point short who takes a trick ends the game at once;
        the hand is scored as far as it went."""
        if not self.one_short(winner):
            return False
        self.emit(Kind.OVER, ONE_SHORT_WINS, rule="LT-SCORE-4", p=Seat(winner),
                  target=self.target, winner=winner)
        self._score(self.tricks_taken(), {"jacks_shown": list(self.jacks_shown),
                                          "unfinished": True})
        self._finish(winner)
        return True

    # -- scoring, the next hand and the end ----------------------------------------------
    def _end_hand(self) -> None:
        """The fifth trick is played: score the hand, then go on."""
        self._score(self.tricks_taken(), {"jacks_shown": list(self.jacks_shown)})
        self._after_hand()

    def _walkover(self) -> None:
        """LT-DROP-3: everybody but the asker dropped out; he scores without play."""
        tricks: list[int | None] = [None] * self.n_players
        tricks[self.asker] = 0
        self._score(tricks, {"walkover": self.asker})
        self._after_hand()

    def _score(self, tricks: list[int | None], extras: dict[str, Any]) -> None:
        """Score the hand (every change an event) and record its HandResult."""
        self._score_hand(tricks, extras)

    def _after_hand(self) -> None:
        """Game over when a total reaches the target (LT-GOAL-1); otherwise the deal
        passes clockwise (LT-DEAL-1)."""
        best = max(self.scores)
        if best >= self.target:
            top = [p for p in range(self.n_players) if self.scores[p] == best]
            if len(top) == 1:
                self.emit(Kind.OVER, REACHES, rule="LT-GOAL-1", p=Seat(top[0]),
                          best=best, target=self.target, winner=top[0])
                self._finish(top[0])
                return
            self.emit(Kind.NOTE, TIE, rule="LT-GOAL-1", best=best,
                      ps=Seats(Seat(p) for p in top))
        self.dealer = (self.dealer + 1) % self.n_players
        self.emit(Kind.DEAL, DEAL_PASSES, rule="LT-DEAL-1",
                  p=Seat(self.dealer))
        self._start_hand()

    def _ramsas(self, p: int) -> None:
        """All four jacks: "Ramsas!", the game is won at once (LT-JACK-2)."""
        self.emit(Kind.OVER, RAMSAS, rule="LT-JACK-2", p=Seat(p), winner=p)
        self._finish(p)

    def _finish(self, winner: int) -> None:
        self.is_over = True
        self.winner = winner
        self.to_act = None
        self.phase = "over"
        self.queue = []

    def _over_rule(self) -> str | None:
        """The rule of the line that ended the game (LT-GOAL-1, LT-JACK-2 or LT-SCORE-4)."""
        return next((e.rule for e in reversed(self.events) if e.kind is Kind.OVER),
                    "LT-GOAL-1")

    # -- the interface -------------------------------------------------------------
    def zones(self) -> dict[str, list[Card]]:
        """Every card of the hand: hands, buy, aside, laid away, the trick, tricks won and
        the face-down hands of players who dropped out."""
        n = self.n_players
        out: dict[str, list[Card]] = {f"P{p} hand": list(self.ts.hands[p]) for p in range(n)}
        for name, cards in self.piles.items():
            out[name] = list(cards)
        out["trick"] = self.ts.played_cards
        for p in range(n):
            out[f"P{p} tricks"] = list(self.ts.taken[p])
        for p in range(n):
            out[f"P{p} dropped"] = list(self.dropped[p])
        return out

    def describe(self) -> str:
        """Hand, dealer, trump, phase and scores, then every non-empty zone."""
        who = "-" if self.to_act is None else f"P{self.to_act}"
        lines = [f"{self.variant_id} hand {self.hand_number} dealer P{self.dealer} trump "
                 f"{self.trump_card} phase {self.phase} to_act {who} scores {self.scores}"]
        for name, cards in self.zones().items():
            if cards:
                lines.append(f"  {name}: {cards_str(cards)}")
        return "\n".join(lines)
