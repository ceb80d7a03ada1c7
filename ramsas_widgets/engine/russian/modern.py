"""``ru-modern`` (RULES.md section 5): four players, 24 cards, counting up to 20.

A hand: the deal (RUM-1, laid out as LT-DEAL-2: after each of the first four rounds one
card to the buy; the dealer's last card is shown and sets trump, RUM-0, or with option
``trump_from="buy-top"`` the top card of the buy is turned); a player dealt
five cards of one suit may claim a redeal, ``redeal`` / ``keep-deal`` (RUM-2); the buy,
offered from the dealer's left, ``buy`` / ``decline``, then ``keep <card>`` (RUM-4/5);
the buyer plays, the others ``declare play`` / ``declare pass`` from the dealer's left,
17 points or more may not pass (RUM-6); a player in with a same-colour jack pair may
``show JC JS`` / ``no-show`` (RUM-8); five tricks, led by the first player still in on
the dealer's left as in the classic game (RU-PLAY-1 carried over by RUM-0; option
``first_lead="buyer"``); scoring
(RUM-7, RUM-8, RUM-10). Four jacks in one hand end the game, their holder winning
(RUM-9): dealt, they end it before a redeal may be claimed, as the Lithuanian game checks
them (``[open]``; option ``four_jacks="after-redeal"`` asks about the redeal first); bought,
as soon as the buy is taken. The game ends when somebody reaches 20 (RUM-3).

Engine readings: a hand everybody passes is not played and the deal passes on; when
several players reach 20 in the same hand, the highest total wins, then the first of
them clockwise from the dealer's left.
"""

from __future__ import annotations

from ...i18n.messages import text
from ..cards import JACK, Card
from ..errors import RulesError
from ..events import Cards, Kind, Seat, say
from ..game import Action
from .base import BUY, EVERYBODY_PASSED, RussianGame
from .score import MODERN_TARGET, MODERN_TREASURY

#: What the table is told (messages: the English beside the ID).
BUY_TOP_TURNED = text("russian.deal.buy-top",
                      "The top card of the buy, {c}, is turned up: {suit} are trump ({rule})")
LAST_CARD_SHOWN = text("russian.deal.last-card",
                       "{p}'s last card {c} is shown: {suit} are trump ({rule})")
CLAIMS_REDEAL = text("russian.redeal.claim",
                     "{p} holds five {suit} and claims a redeal ({rule})")
KEEPS_DEAL = text("russian.redeal.keep", "{p} holds five {suit} and keeps the deal ({rule})")
TAKES_BUY = text("russian.buy.takes", "{p} takes the buy ({rule})")
DECLINES_BUY = text("russian.buy.declines", "{p} declines the buy ({rule})")
KEEPS_ONE = text("russian.buy.keeps-one",
                 "{p} keeps one card, lays four face down and takes the four bought ({rule})")
NOBODY_BUYS = text("russian.buy.nobody", "Nobody takes the buy: it stays out of play ({rule})")
BUYER_PLAYS = text("russian.declare.buyer-plays", "{p} bought, so he plays ({rule})")
SHOWS_PAIR = text("russian.jacks.shown", "{p} shows {cs} ({rule})")
JACKS_HIDDEN = text("russian.jacks.hidden", "{p} does not show his jacks ({rule})")
FOUR_JACKS = text("russian.rams.jacks",
                  "{p} shows all four jacks: rams, the game ends and he wins ({rule})")
REACHES = text("russian.over.reaches", "{p} reaches {n} points and wins ({rule})")
#: Who leads the first trick (RUM-0, carrying RU-PLAY-1 over; option ``first_lead``).
BUYER_LEADS = text("russian.play.first-buyer",
                   "{p} leads the first trick: the buyer leads (house rule) ({rule})")
LEADS_AS_CLASSIC = text("russian.play.first-as-classic",
                        "{p} leads the first trick: the first player still in, left of the "
                        "dealer, as in the classic game ({rule}, {also})")
NOBODY_BOUGHT_LEADS = text("russian.play.first-nobody-bought",
                           "{p} leads the first trick: nobody bought: the first player still "
                           "in, left of the dealer, as in the classic game ({rule}, {also})")
#: The refusals.
KEEP_ONE = text("russian.buy.keep-one", "Keep exactly one card of your five, e.g. 'keep AS'.")
TREASURY = text("russian.declare.treasury",
                "You have {n} points: from {treasury} on (the treasury) you may not pass")
SHOW_PAIR = text("russian.jacks.show-pair",
                 "Show two jacks of the same colour that you hold, e.g. 'show JC JS'.")


def jack_pairs(hand: list[Card]) -> list[tuple[Card, Card]]:
    """The same-colour jack pairs in ``hand`` (RUM-8), in hand order."""
    jacks = [c for c in hand if c.rank == JACK]
    return [(a, b) for i, a in enumerate(jacks) for b in jacks[i + 1:] if a.colour == b.colour]


class ModernGame(RussianGame):
    """Russian Rams, modern: four players, 24 cards (RUM-1); the first to 20 points wins
    (RUM-3)."""

    players_rule = "RUM-1"
    score_rule = "RUM-3"
    declare_rule = "RUM-6"
    phases = {
        "redeal": ("RUM-2", text("russian.modern.task.redeal",
                                 "claim a redeal or keep the deal")),
        "buy": ("RUM-4", text("russian.modern.task.buy", "buy or decline the buy")),
        "keep": ("RUM-5", text("russian.modern.task.keep",
                               "keep one card of the hand with 'keep <card>'")),
        "declare": ("RUM-6", text("russian.modern.task.declare", "declare play or pass")),
        "show": ("RUM-8", text("russian.modern.task.show", "show the jack pair or not")),
    }

    def start_scores(self) -> list[int]:
        """RUM-3 / RUM-0: scores count up from 0."""
        return [0] * self.n_players

    def _ends_game(self, scores: list[int]) -> bool:
        """RUM-3: 20 points end the game."""
        return max(scores) >= MODERN_TARGET

    def _deal(self, cards: list[Card]) -> None:
        """RUM-1: 5 cards each and 4 to the buy, one at a time from the dealer's left,
        a card to the buy after each of the first four rounds. RUM-0: 24 cards leave
        none to turn up, so the dealer's last card is shown and its suit is trump (as
        LT-DEAL-5); option ``trump_from="buy-top"``: the top card of the buy is turned
        up instead, the literal carry-over of the classic turned card (RU-DEAL-2)."""
        self.piles = {"buy": [], "discards": [], "aside": []}
        from_buy = self.options["trump_from"] == "buy-top"
        deck = iter(cards)
        size = self.info.hand_size
        for rnd in range(size):
            for p in self.order_from_left():
                last = rnd == size - 1 and p == self.dealer and not from_buy
                self._give(next(deck), p, "RUM-1", face_up=last, trump=last)
            if rnd < 4:
                top = rnd == 3 and from_buy
                self._lay(next(deck), "buy", "buy", "RUM-0" if top else "RUM-1", face_up=top,
                          trump=top)
        self.buyer: int | None = None
        self.jacks_shown = [False] * self.n_players
        if from_buy:
            shown = self.piles["buy"][-1]
            self.trump = shown.suit
            self.emit(Kind.DEAL, BUY_TOP_TURNED, rule="RUM-0", c=shown, suit=self.trump)
        else:
            shown = self.ts.hands[self.dealer][-1]
            self.trump = shown.suit
            self.emit(Kind.DEAL, LAST_CARD_SHOWN, rule="RUM-0", p=Seat(self.dealer), c=shown,
                      suit=self.trump)
        self.trump_card = shown
        claimants = [p for p in self.order_from_left()
                     if len({c.suit for c in self.ts.hands[p]}) == 1]
        # RUM-9 against RUM-2, [open]: the deal's four jacks end the game before anybody
        # may claim a redeal (as the Lithuanian game checks them, LT-JACK-2); option
        # four_jacks="after-redeal": the redeal is asked about first, and a redeal voids them
        if self.options["four_jacks"] == "before-redeal" and self._four_jacks():
            return
        self._begin("redeal", claimants)

    # -- RUM-2 ---------------------------------------------------------------
    def _legal_redeal(self) -> list[Action]:
        return [Action("redeal"), Action("keep-deal")]

    def _do_redeal(self, action: Action) -> None:
        p = self.to_act
        suit = self.ts.hands[p][0].suit
        if action.kind == "redeal":
            self.emit(Kind.CHOICE, CLAIMS_REDEAL, rule="RUM-2", p=Seat(p), suit=suit)
            self._start_hand(redeal=True)
            return
        self.emit(Kind.CHOICE, KEEPS_DEAL, rule="RUM-2", p=Seat(p), suit=suit)
        self._next_in_queue()

    # -- RUM-4 / RUM-5 -------------------------------------------------------
    def _do_buy(self, action: Action) -> None:
        p = self.to_act
        if action == BUY:
            self.buyer = p
            self.emit(Kind.CHOICE, TAKES_BUY, rule="RUM-4", p=Seat(p))
            self.phase = "keep"
            return
        self.emit(Kind.CHOICE, DECLINES_BUY, rule="RUM-4", p=Seat(p))
        self._next_in_queue()

    def _legal_keep(self) -> list[Action]:
        return [Action("keep", (c,)) for c in self.ts.hands[self.to_act]]

    def _do_keep(self, action: Action) -> None:
        """RUM-5: four cards away face down, the one kept plus the four bought."""
        p, hand = self.to_act, self.ts.hands[self.to_act]
        self.piles["discards"].extend(c for c in hand if c != action.card)
        hand[:] = [action.card] + self.piles["buy"]
        self.ts.bought[p].extend(self.piles["buy"])
        self.piles["buy"].clear()
        self.emit(Kind.CHOICE, KEEPS_ONE, rule="RUM-5", p=Seat(p))
        self.queue = []
        self._phase_done("buy")

    def _why_keep(self, action: Action) -> RulesError | None:
        if action.kind == "keep" and len(action.cards) != 1:
            return RulesError(say(KEEP_ONE), rule="RUM-5")
        return None

    # -- phases --------------------------------------------------------------
    def _phase_done(self, phase: str) -> None:
        if phase == "redeal":
            if not self._four_jacks():
                self._begin("buy", self.order_from_left())
        elif phase == "buy":
            if self.buyer is None:
                self.emit(Kind.NOTE, NOBODY_BUYS, rule="RUM-4")
            elif self._four_jacks():
                return
            else:
                self.emit(Kind.NOTE, BUYER_PLAYS, rule="RUM-0", p=Seat(self.buyer))
            self._begin("declare", [p for p in self.order_from_left() if p != self.buyer])
        elif phase == "declare":
            players = self.players_in()
            if not players:
                self.emit(Kind.NOTE, EVERYBODY_PASSED)
                self._after_hand()
                return
            self._begin("show", [p for p in players if jack_pairs(self.ts.hands[p])])
        elif phase == "show":
            self._lead_first_trick()

    def _lead_first_trick(self) -> None:
        """RUM-0: the classic lead carries over (RU-PLAY-1), the first player still in on
        the dealer's left leads; option ``first_lead="buyer"``: the buyer leads (as
        LT-PLAY-1), else that same player."""
        if self.options["first_lead"] == "buyer" and self.buyer is not None:
            self._begin_play(self.buyer, BUYER_LEADS, "RUM-0")
            return
        said = NOBODY_BOUGHT_LEADS if self.options["first_lead"] == "buyer" else LEADS_AS_CLASSIC
        self._begin_play(self.players_in()[0], said, "RU-PLAY-1", also="RUM-0")

    def _may_pass(self, player: int) -> tuple[bool, str, str]:
        """RUM-6: 17 points or more, the treasury, may not pass."""
        if self.scores[player] >= MODERN_TREASURY:
            return False, "RUM-6", say(TREASURY, n=self.scores[player],
                                       treasury=MODERN_TREASURY)
        return True, "", ""

    # -- RUM-8 ---------------------------------------------------------------
    def _legal_show(self) -> list[Action]:
        pairs = jack_pairs(self.ts.hands[self.to_act])
        return [Action("show", pair) for pair in pairs] + [Action("no-show")]

    def _do_show(self, action: Action) -> None:
        p = self.to_act
        if action.kind == "show":
            self.jacks_shown[p] = True
            self.emit(Kind.CHOICE, SHOWS_PAIR, rule="RUM-8", p=Seat(p), cs=Cards(action.cards))
        else:
            self.emit(Kind.CHOICE, JACKS_HIDDEN, rule="RUM-8", p=Seat(p))
        self._next_in_queue()

    def _why_show(self, action: Action) -> RulesError | None:
        if action.kind == "show":
            return RulesError(say(SHOW_PAIR), rule="RUM-8")
        return None

    # -- RUM-9 and scoring ---------------------------------------------------
    def _four_jacks(self) -> bool:
        """RUM-9: a player holding all four jacks ends the game and wins it. True if so."""
        for p in self.order_from_left():
            if sum(c.rank == JACK for c in self.ts.hands[p]) == 4:
                self.emit(Kind.OVER, FOUR_JACKS, rule="RUM-9", p=Seat(p), winner=p)
                extras = {"rams": p, "horns_from": self.options["horns_from"]}
                self._score([None] * self.n_players, extras, go_on=False)
                self._finish(p)
                return True
        return False

    def _end_hand(self) -> None:
        self._score(self.tricks_taken(), {"jacks_shown": list(self.jacks_shown),
                                          "horns_from": self.options["horns_from"]})

    def _game_winner(self) -> int | None:
        """RUM-3: somebody reached 20; ties as in the module docstring."""
        top = max(self.scores)
        if top < MODERN_TARGET:
            return None
        winner = self.first_in_order([p for p in range(self.n_players) if self.scores[p] == top])
        self.emit(Kind.OVER, REACHES, rule="RUM-3", p=Seat(winner), n=top, winner=winner)
        return winner
