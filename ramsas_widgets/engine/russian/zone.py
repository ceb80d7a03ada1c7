"""``ru-zone`` (RULES.md section 6): two players, 36 cards, write off exactly 15.

A hand: 5 cards each, one at a time from the non-dealer, then 5 to the buy, then the top
card of the rest is turned for trump (RUZ-3); the non-dealer may ``buy`` (his dealt
cards go back under the pack) or ``decline`` (RUZ-4); five tricks led first by the
non-dealer, answered freely (RUZ-6), won by the higher card of the suit led (RUZ-7,
option ``trump_beats``), with the lead duties of RUZ-5 on each player's first lead;
scoring RUZ-8 to RUZ-12. The loser of a hand deals the next (RUZ-2).

Engine readings: a player's rams (RUZ-10) is the five cards he holds when play begins
(dealt, or the buy he took). The loser of a hand is the player whose account did worse
in it (fewer tricks when equal: five tricks never split evenly). If both reach exactly 0
in the same hand, the non-dealer wins (he is first from the dealer's left).
"""

from __future__ import annotations

from typing import Any

from ...i18n.messages import text
from ..cards import JACK, Card
from ..events import Cards, Kind, Seat
from ..game import Action
from .base import BUY, TURNED_UP, RussianGame
from .score import ZONE_START

#: What the table is told (messages: the English beside the ID).
TAKES_BUY = text("russian.zone.takes-buy",
                 "{p} takes the buy and puts his dealt cards back into the pack ({rule})")
KEEPS_CARDS = text("russian.zone.keeps-cards", "{p} keeps his cards ({rule})")
HOLDS_RAMS = text("russian.zone.rams", "{p} holds five {suit}: rams ({rule})")
NON_DEALER_LEADS = text("russian.play.first-non-dealer",
                        "{p} leads the first trick: the non-dealer leads ({rule})")
#: RUZ-9's jack pair taken in one trick, by its colour.
TAKES_JACK_PAIR = {
    "black": text("russian.zone.black-jacks", "{p} takes both black jacks in one trick ({rule})"),
    "red": text("russian.zone.red-jacks", "{p} takes both red jacks in one trick ({rule})"),
}
WRITTEN_OFF_15 = text("russian.over.written-off-15",
                      "{p} has written off exactly 15 and wins ({rule})")
DEALS_NEXT = text("russian.zone.deals-next", "{p} lost the hand and deals next ({rule})")


class ZoneGame(RussianGame):
    """Russian Rams on the zone: two players, 36 cards (RUZ-1), write off exactly 15
    (RUZ-8, RUZ-12)."""

    players_rule = "RUZ-1"
    lot_rule = "RUZ-2"
    score_rule = "RUZ-8"
    trick_rule = "RUZ-7"
    phases = {"buy": ("RUZ-4", text("russian.zone.task.buy", "take the buy or decline it"))}

    def start_scores(self) -> list[int]:
        """RUZ-8: each player has 15 points to write off."""
        return [ZONE_START] * self.n_players

    @property
    def non_dealer(self) -> int:
        return 1 - self.dealer

    def _deal(self, cards: list[Card]) -> None:
        """RUZ-3: 5 each from the non-dealer, 5 to the buy, then trump turned up."""
        self.piles = {"turned": [], "stock": [], "buy": []}
        deck = iter(cards)
        size = self.info.hand_size
        for _ in range(size):
            for p in (self.non_dealer, self.dealer):
                self._give(next(deck), p, "RUZ-3")
        for _ in range(size):
            self._lay(next(deck), "buy", "buy", "RUZ-3")
        turned = next(deck)
        self._lay(turned, "turned", "trump", "RUZ-3", face_up=True, trump=True)
        for c in deck:
            self._lay(c, "stock", "stock", "RUZ-3")
        self.trump, self.trump_card = turned.suit, turned
        self.rams: list[str | None] = [None] * self.n_players
        self.jack_pairs: list[list[str]] = [[] for _ in range(self.n_players)]
        self.emit(Kind.DEAL, TURNED_UP, rule="RUZ-3", c=turned, suit=self.trump)
        self._begin("buy", [self.non_dealer])

    def _do_buy(self, action: Action) -> None:
        """RUZ-4: the non-dealer may take the buy, his dealt cards going into the pack."""
        p = self.to_act
        if action == BUY:
            self.piles["stock"].extend(self.ts.hands[p])
            self.ts.hands[p][:] = self.piles["buy"]
            self.ts.bought[p].extend(self.piles["buy"])
            self.piles["buy"].clear()
            self.emit(Kind.CHOICE, TAKES_BUY, rule="RUZ-4", p=Seat(p))
        else:
            self.emit(Kind.CHOICE, KEEPS_CARDS, rule="RUZ-4", p=Seat(p))
        self._next_in_queue()

    def _phase_done(self, phase: str) -> None:
        for p in self.order_from_left():
            suits = {c.suit for c in self.ts.hands[p]}
            if len(suits) == 1:
                suit = suits.pop()
                self.rams[p] = suit.value
                self.emit(Kind.NOTE, HOLDS_RAMS, rule="RUZ-10", p=Seat(p), suit=suit)
        self._begin_play(self.non_dealer, NON_DEALER_LEADS, "RUZ-6")

    def _trick_state(self, player: int) -> dict[str, Any]:
        """RUZ-5 applies on the player's first lead; the turned card may be the trump ace."""
        return {"first_lead": player not in self.leads_made,
                "turned_card": self.piles["turned"][0],
                "trump_beats": self.options["trump_beats"]}

    def _winner_state(self) -> dict[str, Any]:
        return {"trump_beats": self.options["trump_beats"]}

    def _fast_state(self) -> dict[str, Any]:
        suits = "CDHS"
        return {"led": set(self.leads_made), "turned": self.piles["turned"][0].code,
                "trump_beats": self.options["trump_beats"], "scores": list(self.scores),
                "rams": [None if r is None else suits.index(r) for r in self.rams],
                "jack_pairs": [list(c) for c in self.jack_pairs]}

    def _from_fast(self, hand) -> None:
        super()._from_fast(hand)
        self.jack_pairs = [list(c) for c in hand.state["jack_pairs"]]

    def _trick_done(self, winner: int, cards: list[Card]) -> None:
        """RUZ-9: note a trick holding both jacks of one colour."""
        jacks = [c for c in cards if c.rank == JACK]
        if len(jacks) == 2 and jacks[0].colour == jacks[1].colour:
            self.jack_pairs[winner].append(jacks[0].colour)
            self.emit(Kind.NOTE, TAKES_JACK_PAIR[jacks[0].colour], rule="RUZ-9", p=Seat(winner),
                      cards=Cards(jacks))

    def _end_hand(self) -> None:
        self._score(self.tricks_taken(), {
            "trump": self.trump.value, "rams": list(self.rams),
            "jack_pairs": [list(c) for c in self.jack_pairs],
            "both_jack_pairs": self.options["both_jack_pairs"],
            "overshoot": self.options["overshoot"]})

    def _game_winner(self) -> int | None:
        """RUZ-12: the player who has written off exactly 15 wins."""
        done = [p for p in range(self.n_players) if self.scores[p] == 0]
        if not done:
            return None
        winner = self.first_in_order(done)
        self.emit(Kind.OVER, WRITTEN_OFF_15, rule="RUZ-12", p=Seat(winner), winner=winner)
        return winner

    def _next_dealer(self) -> int:
        """RUZ-2: the loser of the hand deals the next one."""
        last = self.hand_results[-1]
        change = [after - before for before, after in zip(last.scores_before,
                                                             last.scores_after, strict=True)]
        loser = max(range(self.n_players),
                    key=lambda p: (change[p], -(last.tricks[p] or 0)))
        self.emit(Kind.NOTE, DEALS_NEXT, rule="RUZ-2", p=Seat(loser))
        return loser
