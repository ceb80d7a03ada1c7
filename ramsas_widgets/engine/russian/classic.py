"""``ru-classic`` (RULES.md section 3) and ``ru-negotiation`` (section 4).

A hand: deal 5 each and turn trump (RU-DEAL-1/2); declarations from the dealer's left,
dealer last (RU-DECL-1), ``declare play`` / ``declare pass``, no pass with an ace
(RU-DECL-3); the holder of the turned card takes it when he plays and then lays one card
of his six aside face down with ``exchange <card>`` (RU-DECL-2; ``exchange`` here draws
nothing, the turned card was his draw); ``ru-negotiation`` then has each player in
``announce trumps`` or ``announce suits`` (RUN-1); the buy, ``exchange <0-4 cards>``
from the dealer's left (RU-BUY-1); five tricks (RU-PLAY-1/2); scoring (RU-SCORE-*,
RU-REMIZ-*, RU-RAMS-1).

The aces (RU-SCORE-2, RU-REMIZ-2/3): those in a player's hand when the declarations are
over count for him: the five dealt, with the turned card if he took it up, less the card
he laid aside for it; an ace drawn in the exchange or laid aside does not (the option
``ace_timing="after-exchange"``: the hand after the exchange). A rams (RU-RAMS-1) is all
four aces in one hand before the first lead: looked for when the declarations are over
and again after the exchange, whatever the option.

Engine readings: if everybody passes, the hand is not played and not scored, and the
deal passes on. Accounts may end below 0; when several players reach 0 or less in the
same hand, the one furthest below 0 wins, then the first of them clockwise from the
dealer's left (RU-WIN-1).
"""

from __future__ import annotations

from itertools import combinations

from ...i18n.messages import plural, text
from ..cards import ACE, Card
from ..errors import RulesError
from ..events import Cards, Kind, Seat, say
from ..game import Action
from .base import EVERYBODY_PASSED, TURNED_UP, RussianGame

ANNOUNCE_WORDS = {"trumps": "on trumps", "suits": "on suits"}

#: What the table is told (messages: the English beside the ID).
TAKES_TURNED = text("russian.declare.takes-turned", "{p} takes the turned card {c} ({rule})")
TURNED_ASIDE = text("russian.declare.turned-aside",
                    "The turned card goes aside with his cards; {suit} stay trump ({rule})")
LAYS_ASIDE = text("russian.declare.lays-aside", "{p} lays one card aside face down ({rule})")
EXCHANGES = plural("russian.buy.exchanges", "n",
                   "{p} exchanges {n} card ({rule})",
                   "{p} exchanges {n} cards ({rule})")
KEEPS_HAND = text("russian.buy.keeps-hand", "{p} keeps his hand ({rule})")
FIRST_LEAD = text("russian.play.first-left",
                  "{p} leads the first trick: the first player still in, left of the dealer "
                  "({rule})")
SHOWS_RAMS = text("russian.rams.aces", "{p} shows {cs}: all four aces, rams ({rule})")
WRITTEN_OFF = text("russian.over.written-off",
                   "{p} has written off his whole account and wins ({rule})")
#: RUN-1's announcements, by the word of the action.
ANNOUNCED = {
    "trumps": text("russian.announce.trumps", "{p} announces: on trumps ({rule})"),
    "suits": text("russian.announce.suits", "{p} announces: on suits ({rule})"),
}
#: The refusals.
ACE_MAY_NOT_PASS = text("russian.declare.ace-may-not-pass",
                        "You hold {cs}: a player with an ace may not pass")
LAY_ONE_ASIDE = text("russian.declare.lay-one-aside",
                     "With the turned card you hold six cards: lay exactly one aside, e.g. "
                     "'exchange 7C'.")
EXCHANGE_AT_MOST = text("russian.buy.at-most",
                        "You may exchange at most {most} cards now: at most 4, and {left} are "
                        "left in the stock.")
LAY_AWAY_OWN = text("russian.buy.own-cards", "You may only lay away cards you hold.")


class ClassicGame(RussianGame):
    """Russian Rams, classic: 3 to 7 players (RU-PLAYERS-1), each writing off 100, 150 or
    200 points; the first to write his off wins (RU-GOAL-1)."""

    phases = {
        "declare": ("RU-DECL-1", text("russian.task.declare", "declare play or pass")),
        "aside": ("RU-DECL-2", text("russian.task.aside",
                                    "lay one card aside with 'exchange <card>'")),
        "announce": ("RUN-1", text("russian.task.announce", "announce trumps or suits")),
        "exchange": ("RU-BUY-1", text("russian.task.exchange", "exchange 0 to 4 cards")),
    }

    def start_scores(self) -> list[int]:
        """RU-SCORE-1: every account starts at the agreed 100, 150 or 200."""
        return [self.options["start_score"]] * self.n_players

    def _deal(self, cards: list[Card]) -> None:
        """RU-DEAL-1: 5 cards each, one at a time from the dealer's left; RU-DEAL-2: the
        top card of the rest is turned up for trump, the rest is the stock."""
        self.piles = {"turned": [], "stock": [], "aside": [], "discards": []}
        deck = iter(cards)
        order = self.order_from_left()
        for _ in range(self.info.hand_size):
            for p in order:
                self._give(next(deck), p, "RU-DEAL-1")
        turned = next(deck)
        self._lay(turned, "turned", "trump", "RU-DEAL-2", face_up=True, trump=True)
        for c in deck:
            self._lay(c, "stock", "stock", "RU-DEAL-2")
        self.trump, self.trump_card = turned.suit, turned
        self.turned_holder = order[0] if self.options["turned_card"] == "forehand" else self.dealer
        #: per player in, the aces that count for him once counted (RU-SCORE-2)
        self.aces: dict[int, list[Card]] = {}
        #: per player who exchanged: where his cards start in the discards, and how many
        #: (he drew as many, now the last cards of his hand)
        self.exchanges: dict[int, tuple[int, int]] = {}
        self.emit(Kind.DEAL, TURNED_UP, rule="RU-DEAL-2", c=turned, suit=self.trump)
        self._begin("declare", order)

    # -- declarations --------------------------------------------------------
    def _may_pass(self, player: int) -> tuple[bool, str, str]:
        """RU-DECL-3: a player with an ace in his hand may not pass."""
        aces = [c for c in self.ts.hands[player] if c.rank == ACE]
        if aces:
            return False, "RU-DECL-3", say(ACE_MAY_NOT_PASS, cs=Cards(aces))
        return True, "", ""

    def _declared_play(self, player: int) -> None:
        """RU-DECL-2: the holder of the turned card takes it, then lays one card aside."""
        if player == self.turned_holder and self.piles["turned"]:
            card = self.piles["turned"].pop()
            self.ts.hands[player].append(card)
            self.ts.bought[player].append(card)
            self.emit(Kind.CHOICE, TAKES_TURNED, rule="RU-DECL-2", p=Seat(player), c=card)
            self.phase = "aside"
            return
        self._next_in_queue()

    def _passed(self, player: int) -> None:
        if player == self.turned_holder and self.piles["turned"]:
            self.piles["aside"].extend(self.piles["turned"])
            self.piles["turned"].clear()
            self.emit(Kind.NOTE, TURNED_ASIDE, rule="RU-DECL-2", suit=self.trump)

    def _legal_aside(self) -> list[Action]:
        return [Action("exchange", (c,)) for c in self.ts.hands[self.to_act]]

    def _do_aside(self, action: Action) -> None:
        p = self.to_act
        self.ts.hands[p].remove(action.card)
        self.piles["aside"].append(action.card)
        self.emit(Kind.CHOICE, LAYS_ASIDE, rule="RU-DECL-2", p=Seat(p))
        self.phase = "declare"
        self._next_in_queue()

    def _why_aside(self, action: Action) -> RulesError | None:
        if action.kind == "exchange" and len(action.cards) != 1:
            return RulesError(say(LAY_ONE_ASIDE), rule="RU-DECL-2")
        return None

    def _phase_done(self, phase: str) -> None:
        if phase == "declare":
            players = self.players_in()
            if not players:
                self.emit(Kind.NOTE, EVERYBODY_PASSED)
                self._after_hand()
                return
            if self._rams():
                return
            if self.options["ace_timing"] == "declarations":
                self._count_aces()
            self._after_declarations(players)
        elif phase == "announce":
            self._begin("exchange", self.players_in())
        elif phase == "exchange":
            if self._rams():
                return
            if self.options["ace_timing"] == "after-exchange":
                self._count_aces()
            self._begin_play(self.players_in()[0], FIRST_LEAD, "RU-PLAY-1")

    def _after_declarations(self, players: list[int]) -> None:
        self._begin("exchange", players)

    # -- the buy -------------------------------------------------------------
    def _legal_exchange(self) -> list[Action]:
        """RU-BUY-1: lay away 0 to 4 cards and draw as many; a late buyer gets what is left."""
        hand = self.ts.hands[self.to_act]
        most = min(4, len(self.piles["stock"]))
        return [Action("exchange", combo) for k in range(most + 1)
                for combo in combinations(hand, k)]

    def _do_exchange(self, action: Action) -> None:
        p = self.to_act
        hand, stock = self.ts.hands[p], self.piles["stock"]
        self.exchanges[p] = (len(self.piles["discards"]), len(action.cards))
        for c in action.cards:
            hand.remove(c)
            self.piles["discards"].append(c)
        drawn = stock[:len(action.cards)]
        hand.extend(drawn)
        self.ts.bought[p].extend(drawn)
        del stock[:len(action.cards)]
        n = len(action.cards)
        if n:
            self.emit(Kind.CHOICE, EXCHANGES, rule="RU-BUY-1",
                      p=Seat(p), n=n)
        else:
            self.emit(Kind.CHOICE, KEEPS_HAND, rule="RU-BUY-1", p=Seat(p))
        self._next_in_queue()

    def _why_exchange(self, action: Action) -> RulesError | None:
        if action.kind != "exchange":
            return None
        left = len(self.piles["stock"])
        if len(action.cards) > min(4, left):
            return RulesError(say(EXCHANGE_AT_MOST, most=min(4, left), left=left),
                              rule="RU-BUY-1")
        return RulesError(say(LAY_AWAY_OWN), rule="RU-BUY-1")

    # -- aces and scoring ----------------------------------------------------
    def _count_aces(self) -> None:
        """RU-SCORE-2 (option ``ace_timing``): note the aces in each player's hand now, the
        ones that count for him: when the declarations are over by default (the five
        dealt, with the turned card if he took it up, less the card laid aside for it),
        after the exchange with ``after-exchange``. RU-REMIZ-2/3 use the same aces."""
        self.aces = {p: [c for c in self.ts.hands[p] if c.rank == ACE]
                     for p in self.players_in()}

    def _rams(self) -> bool:
        """RU-RAMS-1: a player with all four aces in his hand before the first lead (dealt,
        completed by the turned card he took up or by the exchange) shows them and writes
        off his whole account; the hand ends. True if so."""
        for p in self.players_in():
            if sum(c.rank == ACE for c in self.ts.hands[p]) == 4:
                self.emit(Kind.NOTE, SHOWS_RAMS, rule="RU-RAMS-1", p=Seat(p),
                          cs=Cards(self.ts.hands[p]))
                tricks: list[int | None] = [None] * self.n_players
                tricks[p] = 0
                self._score(tricks, {"rams": p})
                return True
        return False

    def _redealt(self, player: int) -> None:
        """In a world dealt again for ``player`` (:meth:`Game.determinized`) once the aces
        have been counted at the end of the declarations, the aces of the others follow
        their new cards: each one's hand then was his hand now less the cards he drew in
        the exchange (the last of his hand), plus the cards he laid away for them (his
        part of the discards). Worlds are dealt before the first lead."""
        if not self.aces or self.options["ace_timing"] != "declarations":
            return
        discards = self.piles["discards"]
        for q in self.aces:
            if q == player:
                continue
            hand = self.ts.hands[q]
            start, n = self.exchanges.get(q, (0, 0))
            then = hand[:len(hand) - n] + discards[start:start + n]
            self.aces[q] = [c for c in then if c.rank == ACE]

    def _end_hand(self) -> None:
        aces = [[str(c) for c in self.aces.get(p, [])] for p in range(self.n_players)]
        self._score(self.tricks_taken(),
                    {"aces": aces, "remiz_aces": self.options["remiz_aces"]})

    def _game_winner(self) -> int | None:
        """RU-WIN-1: the first to write off his account; ties as in the module docstring."""
        done = [p for p in range(self.n_players) if self.scores[p] <= 0]
        if not done:
            return None
        low = min(self.scores[p] for p in done)
        winner = self.first_in_order([p for p in done if self.scores[p] == low])
        self.emit(Kind.OVER, WRITTEN_OFF, rule="RU-WIN-1", p=Seat(winner), winner=winner)
        return winner


class NegotiationGame(ClassicGame):
    """Russian Rams with negotiations: after the declarations each player in announces
    'on trumps' or 'on suits' (RUN-1); recorded and shown, scored as ``ru-classic``."""

    def _deal(self, cards: list[Card]) -> None:
        self.announcements: dict[int, str] = {}
        super()._deal(cards)

    def _after_declarations(self, players: list[int]) -> None:
        self._begin("announce", players)

    def _legal_announce(self) -> list[Action]:
        return [Action("announce", arg=word) for word in ANNOUNCE_WORDS]

    def _do_announce(self, action: Action) -> None:
        self.announcements[self.to_act] = action.arg
        self.emit(Kind.CHOICE, ANNOUNCED[action.arg], rule="RUN-1", p=Seat(self.to_act))
        self._next_in_queue()

    def _describe_extra(self) -> list[str]:
        if not self.announcements:
            return []
        said = ", ".join(f"P{p} {ANNOUNCE_WORDS[w]}" for p, w in self.announcements.items())
        return [f"  announced: {said}"]
