"""Swedish Rams as played in Mattmar, Jämtland (``se-mattmar``, RULES.md section 7).

A hand runs through five phases (``MattmarGame.phases``), each a decision of ``to_act``:

1. the deal (SE-DEAL-1), recorded card by card in ``deal_steps``;
2. offers (SE-OFFER-1..3): forehand says ``offer better``, ``offer turn`` or
   ``offer none`` (phase ``offer``); the others, clockwise, ``accept`` or ``reject``
   (phase ``answer``);
3. knocking (SE-KNOCK-1..3): ``declare knock`` or ``declare pass``, clockwise
   from forehand, the dealer last (phase ``knock``);
4. buying (SE-BUY-1/2): ``exchange <cards>`` (``exchange`` alone keeps the hand);
5. five tricks (SE-PLAY-1..4, SE-ACE-1/2, phase ``play``), then scoring (SE-SCORE-1/2,
   in :mod:`.scoring`).

A rams ends after a hand in which someone reaches 0 or below; a series is
``rams_in_series`` rams (SE-SERIES-1).

>>> from ramsas_widgets.engine import new_game
>>> game = new_game("se-mattmar", players=3, seed=1)
>>> game.phase, game.to_act, game.dealer
('offer', 1, 0)
>>> [str(a) for a in game.legal_actions()]
['offer better', 'offer turn', 'offer none']
>>> game.asked().rule, game.asked().task
('SE-OFFER-1', 'offer better cards, a turn or nothing')
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...i18n.messages import plural, text
from ..cards import (
    ACE,
    Card,
    Suit,
    cards_str,
    parse_cards,
    parse_deck,
    shuffled,
    sort_hand,
    stacked_pack,
)
from ..errors import RulesError
from ..events import Cards, Kind, Scores, Seat, Seats, say
from ..game import Action, DealStep, Verdict
from ..phased import PLAY_A_CARD, PLAYS, TrickGame
from ..trickcore import layered_verdicts, split_verdicts, trick_winner_std
from .scoring import START_SCORE

#: the cards of a hand as :func:`stack_hands` lays them out (SE-DEAL-1: three, then two)
HAND_SIZE = 5

#: What the table is told, said once each (messages: the English beside the ID).
TURNED_TRUMP = text("mattmar.deal.note.turned", "turned card: its suit is trump")
HAND_DEALT = text("mattmar.deal.hand", "Hand {n} (rams {r}): {p} deals")
TURNS_UP = text("mattmar.deal.turn-up", "{p} turns up {c}: {suit} are trump ({rule})")
#: forehand's offer, by what he offers (better cards, a turn or nothing)
OFFERS = {
    "better": text("mattmar.offer.better", "{p} offers better cards ({rule})"),
    "turn": text("mattmar.offer.turn", "{p} offers a turn ({rule})"),
    "none": text("mattmar.offer.none", "{p} offers nothing ({rule})"),
}
REJECTS = text("mattmar.offer.rejects",
               "{p} rejects: the knocking round follows with {suit} as trump ({rule})")
ACCEPTS = text("mattmar.offer.accepts", "{p} accepts ({rule})")
BETTER_CARDS = text("mattmar.offer.better-cards",
                    "Better cards: every hand is thrown in and five new cards are dealt to "
                    "each player; {suit} stay trump ({rule})")
TURNED_NEW = text("mattmar.offer.turned",
                  "{p} turns up {new} in place of {old}: {suit} are trump now ({rule})")
KNOCKS = text("mattmar.knock.knocks", "{p} knocks ({rule})")
PASSES = text("mattmar.knock.passes", "{p} passes and lays down his hand ({rule})")
KEEPS_HAND = text("mattmar.buy.keeps", "{p} keeps his hand ({rule})")
DEALER_LAYS_ONE = text("mattmar.buy.dealer-keeps",
                       "{p} keeps his hand and lays away one card ({rule})")
LAYS_AWAY = plural("mattmar.buy.lays-away", "n",
                   "{p} lays away {n} card and draws {k} ({rule})",
                   "{p} lays away {n} cards and draws {k} ({rule})")
FIRST_LEAD = text("mattmar.play.first", "{p} leads the first trick ({rule})")
RAMS_WON = text("mattmar.rams.won",
                "Rams {r} ends: {w} wins it at {low}; series totals {t} ({rule})")
RAMS_SHARED = text("mattmar.rams.shared",
                   "Rams {r} ends: {w} win it at {low}; series totals {t} ({rule})")
SERIES_WON = text("mattmar.series.won",
                  "{p} wins the series with a total of {low} ({rule})")
SERIES_SHARED = text("mattmar.series.shared",
                     "{ps} share the series win with a total of {low} and {f} flights each; "
                     "{p} is recorded as winner ({rule})")

#: What a player is told when a move is refused, or why a card must be played.
ACE_FIRST_LEAD = text("mattmar.ace.first-lead",
                      "You hold the trump ace {ace} and this is your first lead of the hand: "
                      "you must lead it")
ACE_ON_TRUMP = text("mattmar.ace.trump-led",
                    "Trump was led and you hold the trump ace {ace}, which you have not yet "
                    "led: you must play it")
#: SE-ACE-2, by the trump suit (the English names one card of it)
DEMAND_TRUMP = {
    Suit.CLUBS: text("mattmar.ace.demand-club",
                     "A player is on 1 point, so you must demand trump: lead a club while "
                     "you have one"),
    Suit.DIAMONDS: text("mattmar.ace.demand-diamond",
                        "A player is on 1 point, so you must demand trump: lead a diamond "
                        "while you have one"),
    Suit.HEARTS: text("mattmar.ace.demand-heart",
                      "A player is on 1 point, so you must demand trump: lead a heart while "
                      "you have one"),
    Suit.SPADES: text("mattmar.ace.demand-spade",
                      "A player is on 1 point, so you must demand trump: lead a spade while "
                      "you have one"),
}
NO_BETTER_CARDS = text("mattmar.offer.no-better",
                       "Better cards need {need} cards from the stock, which holds only {n}.")
NO_TURN = text("mattmar.offer.no-turn", "The stock is empty: there is no card left to turn.")
OFFER_WHAT = text("mattmar.offer.what", "Offer 'better', 'turn' or 'none'.")
ON_ONE = text("mattmar.knock.on-one", "You are on 1 point, so you must knock")
ON_TWO = text("mattmar.knock.on-two",
              "You are on 2 points and passed last hand: you may not pass two hands in a row")
MUST_KNOCK = text("mattmar.knock.refused", "{why}.")
KNOCK_WHAT = text("mattmar.knock.what", "Say 'declare knock' or 'declare pass'.")
NOT_HELD = text("mattmar.buy.not-held", "You do not hold {cs}.")
NAME_ONCE = text("mattmar.buy.name-once", "Name each card once.")
DEALER_LAYS = text("mattmar.buy.dealer-must",
                   "The dealer holds six cards and must lay away at least one, even if he "
                   "keeps the rest.")
STOCK_SHORT = text("mattmar.buy.stock-short",
                   "The stock holds only {n} cards: you may lay away at most {most}.")
#: SE-PLAY-3, the rule a trick is won by (a card is played under SE-PLAY-2)
WINNER_RULE = "SE-PLAY-3"
_SEATS = tuple(Seat(p) for p in range(5))  # at most five players (SE-DECK-1)


# -- tricks -------------------------------------------------------------------------------

_STATE_KEYS = frozenset(("has_led_before", "someone_on_one"))
#: the ace of each suit, the card SE-ACE-1 looks for when that suit is trump
_TRUMP_ACES = {suit: Card(ACE, suit) for suit in Suit}


class MattmarTricks:
    """Trick winner and legal plays of Mattmar Rams.

    State keywords accepted by ``winner`` and ``verdicts`` (all optional):

    - ``has_led_before`` (default ``False``): the player has already had the lead in
      this hand. Until then a trump ace in his hand must be led at his first lead and
      must be played if someone else leads trump (SE-ACE-1).
    - ``someone_on_one`` (default ``False``): another player is on 1 point, so this
      player must lead a trump whenever he holds one (SE-ACE-2, "demanding trump").

    >>> rules = MattmarTricks()
    >>> rules.winner(parse_cards("9C KC 2H"), Suit.HEARTS)
    2
    >>> [str(v.card) for v in rules.verdicts(parse_cards("AH 9C"), [], Suit.HEARTS) if v.legal]
    ['AH']
    >>> [str(v.card) for v in rules.verdicts(parse_cards("AH 9C"), [], Suit.HEARTS,
    ...                                      has_led_before=True) if v.legal]
    ['AH', '9C']
    """

    STATE_KEYWORDS = tuple(sorted(_STATE_KEYS))

    def _state(self, state: Mapping[str, Any]) -> tuple[bool, bool]:
        if not state.keys() <= _STATE_KEYS:
            unknown = sorted(set(state) - _STATE_KEYS)
            raise RulesError(
                f"Mattmar Rams has no trick state {', '.join(unknown)}; "
                f"it accepts {', '.join(self.STATE_KEYWORDS)}.")
        return bool(state.get("has_led_before", False)), bool(state.get("someone_on_one", False))

    def winner(self, played: Sequence[Card], trump: Suit | None, **state: Any) -> int:
        """The highest trump wins; with no trump, the highest card of the suit led (SE-PLAY-3)."""
        self._state(state)
        return trick_winner_std(played, trump)

    def verdicts(self, hand: Sequence[Card], played: Sequence[Card], trump: Suit | None,
                 **state: Any) -> list[Verdict]:
        """A verdict for each card of ``hand``.

        Layers, first match wins: the trump ace (SE-ACE-1), demanding trump when
        someone is on 1 point (SE-ACE-2), then follow suit or trump (SE-PLAY-2) and
        head the trick, overtrumping when void (SE-PLAY-4).
        """
        has_led_before, someone_on_one = self._state(state)
        hand = list(hand)
        ace = _TRUMP_ACES.get(trump)
        holds_ace = ace is not None and ace in hand and not has_led_before
        common: dict[str, Any] = {"follow_rule": "SE-PLAY-2", "trump_rule": "SE-PLAY-2",
                                  "beat_rule": "SE-PLAY-4", "lead_rule": "SE-PLAY-1"}
        if not played:
            if holds_ace:
                common["lead_required"] = (
                    [ace], "SE-ACE-1",
                    lambda: say(ACE_FIRST_LEAD, ace=ace))
            elif someone_on_one and trump is not None:
                common["lead_required"] = (
                    [c for c in hand if c.suit == trump], "SE-ACE-2",
                    say(DEMAND_TRUMP[trump]))
            return layered_verdicts(hand, played, trump, **common)
        if holds_ace and played[0].suit == trump:
            return split_verdicts(
                hand, [ace], "SE-ACE-1",
                lambda: say(ACE_ON_TRUMP, ace=ace))
        return layered_verdicts(hand, played, trump, **common)


#: Mattmar's trick rules, as its declaration names them
MATTMAR_TRICKS = MattmarTricks()


# -- helpers ------------------------------------------------------------------------------

def stack_hands(hands: Sequence[str], turned: str, stock: str = "", dealer: int = 0) -> str:
    """Deck text (top card first) that deals ``hands`` with ``turned`` as trump card.

    ``hands[p]`` is player ``p``'s five cards (for the dealer, the five besides the
    turned card); the first three go out in the first round and the last two in
    the second, in the order of SE-DEAL-1. ``stock`` lists the top of the stock.

    >>> stack_hands(["AS KS QS JS TS", "2C 3C 4C 5C 6C"], "9H")
    '2C 3C 4C AS KS QS 9H 5C 6C JS TS'
    """
    n = len(hands)
    parts = [parse_cards(h) for h in hands]
    if any(len(p) != HAND_SIZE for p in parts):
        raise RulesError("Give five cards for every player.", rule="SE-DEAL-1")
    order = [(dealer + 1 + i) % n for i in range(n)]
    cards = [c for p in order for c in parts[p][:3]]
    cards += parse_cards(turned)
    cards += [c for p in order for c in parts[p][3:]]
    cards += parse_cards(stock)
    return cards_str(cards)


def _lowest_then_fewest(values: Sequence[int], flights: Sequence[int]) -> tuple[int, ...]:
    low = min(values)
    best = [q for q, v in enumerate(values) if v == low]
    fewest = min(flights[q] for q in best)
    return tuple(q for q in best if flights[q] == fewest)


def rams_winners(scores: Sequence[int], flights: Sequence[int]) -> tuple[int, ...]:
    """Who wins a finished rams: the lowest score, then the fewest flights in that rams
    (SE-SERIES-1 default); players still tied share it.

    >>> rams_winners([0, -2, 4], [1, 2, 0]), rams_winners([0, 0, 4], [2, 1, 0])
    ((1,), (1,))
    """
    return _lowest_then_fewest(scores, flights)


def series_winners(totals: Sequence[int], flights: Sequence[int]) -> tuple[int, ...]:
    """Who wins the series: the lowest total, then the fewest flights over the series
    (SE-SERIES-1); players still tied share the win, listed in seat order.

    >>> series_winners([12, 9, 9], [3, 4, 2]), series_winners([9, 9], [2, 2])
    ((2,), (0, 1))
    """
    return _lowest_then_fewest(totals, flights)


@dataclass(frozen=True)
class RamsResult:
    """How one rams ended: its number, the final scores, and who won it (SE-SERIES-1)."""

    number: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]


# -- the game -----------------------------------------------------------------------------

class _SeatList(Seats):
    """Players written ``P0, P2`` (a shared series win)."""

    sep = ", "


class MattmarGame(TrickGame):
    """A series of Mattmar Rams.

    ``scores`` are the current rams scores, counting down from 10 (SE-SCORE-1); at the
    end of the game they are the final scores of the last rams. ``series_totals`` add
    up each player's score at the end of every finished rams, ``flights`` counts each
    player's flights over the series (``rams_flights`` within the current rams),
    ``rams_results`` lists the finished rams and ``winner`` is set by SE-SERIES-1 once
    ``rams_in_series`` rams are played (``series_winners`` names everyone still tied).

    Conventions where RULES.md leaves a choice (SE-OFFER-3, SE-BUY-1 defaults):

    - The first dealer is P0 (or ``dealer``); the deal passes to the left after each hand.
    - The deal goes out in packets, three then two, starting at forehand.
    - ``deck`` stacks the top of the first hand's pack; the rest of the pack follows
      in seeded random order. ``scores=[...]`` starts the first rams from these scores
      instead of 10 each.
    - An offer is possible only while the stock can carry it out: better cards need
      five cards per player, a turn one card.
    - A buyer may lay away at most as many cards as the stock can replace; the
      dealer lays away at least one and draws one fewer, so he can always do so.
    - A player who passes lays his hand down on the discards.
    - Passing two hands in a row (SE-KNOCK-3) is counted within the current rams.

    The history (events): every score line is a ``ScoreItem`` of
    :func:`.scoring.explain_hand` as a ``SCORE`` event, written as it always was
    (``P1 flies: 7 -> 10 (SE-SCORE-2)``). Mattmar writes no totals line, so each hand's
    ``SCORED`` event (``result`` = its :class:`HandResult`) is a silent one, a fact
    without a line; so is the restart of a new rams at 10 (the first items of
    ``explain_hand`` with ``new_rams``), a silent ``SCORE`` event per player.
    """

    phases = {
        "offer": ("SE-OFFER-1", text("mattmar.task.offer",
                                     "offer better cards, a turn or nothing")),
        "answer": ("SE-OFFER-3", text("mattmar.task.answer", "accept or reject the offer")),
        "knock": ("SE-KNOCK-1", text("mattmar.task.knock", "knock or pass")),
        "buy": ("SE-BUY-1", text("mattmar.task.buy", "exchange cards")),
        "play": ("SE-PLAY-2", PLAY_A_CARD),
    }
    #: a card is played under SE-PLAY-2, the trick is won under SE-PLAY-3
    trick_rule = "SE-PLAY-2"
    win_rule = WINNER_RULE
    lead_template = PLAYS
    scored_template = ""  # Mattmar writes no totals line
    view_piles = {"stock": "stock", "discards": "discards"}
    view_shown = {"turned": "turned"}

    def __init__(self, variant_id: str, players: int, seed: int | None,
                 deck: str | None = None, dealer: int = 0, scores: Any = None,
                 **options: Any) -> None:
        super().__init__(variant_id, players, seed, options)
        n = players
        self._pack = self.info.pack(players, self.options)
        self.scores = ([START_SCORE] * n if scores is None
                       else self.given_scores(scores, "SE-SCORE-1"))
        self.series_totals = [0] * n
        self.flights = [0] * n
        self.rams_flights = [0] * n
        self.rams_number = 1
        self.rams_results: list[RamsResult] = []
        self.series_winners: tuple[int, ...] = ()
        self.dealer = self.seat(dealer, "dealer", "SE-DEAL-1")
        self.passed_last = [False] * n
        self.phase = "deal"
        self.queue: list[int] = []
        self._new_rams_pending = False
        self._zone_names = ([f"P{p} hand" for p in range(n)], [f"P{p} tricks" for p in range(n)])
        stacked = None if deck is None else parse_deck(deck, self._pack, rule="SE-DECK-1")
        self._start_hand(stacked)

    # -- setup -------------------------------------------------------------------
    def pack(self) -> list[Card]:
        """The 52-card pack, ace high (SE-DECK-1)."""
        return list(self._pack)

    @property
    def forehand(self) -> int:
        """The player on the dealer's left (SE-OFFER-1)."""
        return (self.dealer + 1) % self.n_players

    def _start_hand(self, stacked: list[Card] | None = None) -> None:
        """Shuffle and deal: three each, the turned card to the dealer, two each (SE-DEAL-1)."""
        self._keep_finished_hand()
        self.hand_number += 1
        n = self.n_players
        if stacked is None:
            order = shuffled(self._pack, self.rng)
        else:
            order = stacked_pack(stacked, self._pack, self.rng)
        self.stock: list[Card] = order
        self.discards: list[Card] = []
        self._new_tricks()
        self.has_led = [False] * n
        self.knocked: list[bool | None] = [None] * n
        self.offer: str | None = None
        self.deal_steps = []
        self.emit(Kind.DEAL, HAND_DEALT, n=self.hand_number, r=self.rams_number,
                  p=Seat(self.dealer))
        seats = self.order_from_left()
        for p in seats:
            self._draw_to(p, 3, "SE-DEAL-1")
        turned = self.stock.pop(0)
        self._turn_up(turned, "SE-DEAL-1")
        for p in seats:
            self._draw_to(p, 2, "SE-DEAL-1")
        for c in self.stock:
            self.deal_steps.append(DealStep(c, "stock", rule="SE-DEAL-1"))
        self.emit(Kind.DEAL, TURNS_UP, rule="SE-DEAL-1", p=Seat(self.dealer), c=turned,
                  suit=self.trump)
        self._begin("offer", [self.forehand])

    def _draw_to(self, player: int, count: int, rule: str) -> None:
        for _ in range(count):
            self._give(self.stock.pop(0), player, rule)
        self.ts.hands[player] = sort_hand(self.ts.hands[player])

    def _turn_up(self, c: Card, rule: str) -> None:
        self.turned: Card | None = c
        self.trump_card = c
        self.trump: Suit = c.suit  # type: ignore[assignment]
        self._give(c, self.dealer, rule, face_up=True, note=TURNED_TRUMP, trump=True)
        self.ts.hands[self.dealer] = sort_hand(self.ts.hands[self.dealer])

    def _to_discards(self, player: int, cards: Sequence[Card]) -> None:
        hand = self.ts.hands[player]
        for c in cards:
            hand.remove(c)
            self.discards.append(c)
            if c == self.turned:
                self.turned = None

    # -- queries -----------------------------------------------------------------
    def zones(self) -> dict[str, list[Card]]:
        """Every card: hands (the dealer's face-up turned card apart), stock, discards,
        tricks taken, and the trick on the table."""
        out: dict[str, list[Card]] = {}
        hand_names, trick_names = self._zone_names
        for p, hand in enumerate(self.ts.hands):
            cards = list(hand)
            if p == self.dealer and self.turned is not None and self.turned in cards:
                cards.remove(self.turned)
            out[hand_names[p]] = cards
        out["turned"] = [self.turned] if self.turned is not None else []
        out["stock"] = list(self.stock)
        out["discards"] = list(self.discards)
        for p, taken in enumerate(self.ts.taken):
            out[trick_names[p]] = list(taken)
        out["trick"] = self.ts.played_cards
        return out

    def hand_of(self, player: int) -> list[Card]:
        """The cards player ``player`` holds now (the dealer's include the turned card)."""
        return list(self.ts.hands[player])

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The current trick as ``(player, card)`` pairs in play order."""
        return list(self.ts.trick)

    @property
    def active(self) -> list[bool]:
        """Who is in the hand: everyone until the knocking round, then the knockers."""
        return list(self.ts.active)

    def trick_state(self, player: int) -> dict[str, bool]:
        """The state keywords of :class:`MattmarTricks` for ``player`` now."""
        return {
            "has_led_before": self.has_led[player],
            "someone_on_one": any(s == 1 for q, s in enumerate(self.scores) if q != player),
        }

    _trick_state = trick_state

    def _must_knock(self, player: int) -> str | None:
        """Why ``player`` may not pass now (SE-KNOCK-3), or None."""
        score = self.scores[player]
        if score == 1:
            return say(ON_ONE)
        if score == 2 and self.passed_last[player]:
            return say(ON_TWO)
        return None

    def _max_exchange(self, player: int) -> int:
        hand = len(self.ts.hands[player])
        if player == self.dealer:
            return min(hand, len(self.stock) + 1)
        return min(hand, len(self.stock))

    def _ends_game(self, scores: list[int]) -> bool:
        """A score at 0 or below ends the rams (SE-SCORE-1)."""
        return min(scores) <= 0

    def _over_rule(self) -> str | None:
        return "SE-SERIES-1"

    # -- offers (SE-OFFER-1..3) --------------------------------------------------------
    def _legal_offer(self) -> list[Action]:
        acts = []
        if len(self.stock) >= self.info.hand_size * self.n_players:
            acts.append(Action("offer", arg="better"))
        if self.stock:
            acts.append(Action("offer", arg="turn"))
        return acts + [Action("offer", arg="none")]

    def _do_offer(self, action: Action) -> None:
        """Forehand offers better cards, a turn, or nothing (SE-OFFER-1)."""
        p, what = self.to_act, action.arg
        self.emit(Kind.CHOICE, OFFERS[what], rule="SE-OFFER-1", p=Seat(p))
        if what == "none":
            self._begin("knock", self.order_from_left())
            return
        self.offer = what
        self._begin("answer", self.order_from_left()[1:])

    def _why_offer(self, action: Action) -> RulesError | None:
        if action.kind != "offer":
            return None
        if action.arg == "better":
            return RulesError(say(NO_BETTER_CARDS, need=self.info.hand_size * self.n_players,
                                  n=len(self.stock)), rule="SE-OFFER-3")
        if action.arg == "turn":
            return RulesError(say(NO_TURN), rule="SE-OFFER-3")
        return RulesError(say(OFFER_WHAT), rule="SE-OFFER-1")

    def _legal_answer(self) -> list[Action]:
        return [Action("accept"), Action("reject")]

    def _do_answer(self, action: Action) -> None:
        """The others answer in turn; any no ends the offers (SE-OFFER-3)."""
        p = self.to_act
        if action.kind == "reject":
            self.emit(Kind.CHOICE, REJECTS, rule="SE-OFFER-3", p=Seat(p), suit=self.trump)
            self.offer = None
            self._begin("knock", self.order_from_left())
            return
        self.emit(Kind.CHOICE, ACCEPTS, rule="SE-OFFER-3", p=Seat(p))
        self._next_in_queue()

    def _better_cards(self) -> None:
        """Every hand is thrown in; five new cards each, the dealer keeps his turned card
        (SE-OFFER-2)."""
        seats = self.order_from_left()
        for p in seats:
            old = [c for c in self.ts.hands[p] if c != self.turned]
            self._to_discards(p, old)
            for c in old:
                self.deal_steps.append(DealStep(c, "discard", rule="SE-OFFER-2"))
        for p in seats:
            self._draw_to(p, self.info.hand_size, "SE-OFFER-2")
        self.emit(Kind.DEAL, BETTER_CARDS, rule="SE-OFFER-2", suit=self.trump)

    def _turn(self) -> None:
        """The dealer turns up the next stock card as new trump; the old one is discarded
        (SE-OFFER-2)."""
        old = self.turned
        assert old is not None
        self._to_discards(self.dealer, [old])
        self.deal_steps.append(DealStep(old, "discard", rule="SE-OFFER-2"))
        new = self.stock.pop(0)
        self._turn_up(new, "SE-OFFER-2")
        self.emit(Kind.DEAL, TURNED_NEW, rule="SE-OFFER-2", p=Seat(self.dealer), new=new,
                  old=old, suit=self.trump)

    # -- knocking (SE-KNOCK-1..3) ------------------------------------------------------
    def _legal_knock(self) -> list[Action]:
        acts = [Action("declare", arg="knock")]
        if self._must_knock(self.to_act) is None:
            acts.append(Action("declare", arg="pass"))
        return acts

    def _do_knock(self, action: Action) -> None:
        """Knock to join the hand, or pass and lay the hand down (SE-KNOCK-1); if everyone
        before the dealer passed, the dealer wins all five tricks (SE-KNOCK-2)."""
        p = self.to_act
        knock = action.arg == "knock"
        self.knocked[p] = knock
        if knock:
            self.emit(Kind.CHOICE, KNOCKS, rule="SE-KNOCK-1", p=Seat(p))
        else:
            self.emit(Kind.CHOICE, PASSES, rule="SE-KNOCK-1", p=Seat(p))
            self.ts.active[p] = False
            self._to_discards(p, list(self.ts.hands[p]))
        if self.queue[1:] == [self.dealer] and not any(self.knocked):
            self._dealer_wins_all()
            return
        self._next_in_queue()

    def _why_knock(self, action: Action) -> RulesError | None:
        if action.kind != "declare":
            return None
        why = self._must_knock(self.to_act) if action.arg == "pass" else None
        if why:
            return RulesError(say(MUST_KNOCK, why=why), rule="SE-KNOCK-3")
        return RulesError(say(KNOCK_WHAT), rule="SE-KNOCK-1")

    def _dealer_wins_all(self) -> None:
        """Everyone before the dealer passed: he wins all five tricks without play
        (SE-KNOCK-2); the line saying so is the first item of the scoring."""
        d = self.dealer
        self.knocked[d] = True
        self.queue = []
        tricks: list[int | None] = [None] * self.n_players
        tricks[d] = self.info.hand_size
        self._score(tricks, {"dealer_wins_all": d})

    # -- buying (SE-BUY-1/2) -------------------------------------------------------------
    def _legal_buy(self) -> list[Action]:
        p = self.to_act
        hand = self.ts.hands[p]
        low = 1 if p == self.dealer else 0
        return [Action("exchange", tuple(combo))
                for k in range(low, self._max_exchange(p) + 1)
                for combo in itertools.combinations(hand, k)]

    def _do_buy(self, action: Action) -> None:
        """Lay away the cards chosen and draw as many (SE-BUY-1); the dealer one fewer
        (SE-BUY-2)."""
        p, cards = self.to_act, list(action.cards)
        dealer = p == self.dealer
        rule = "SE-BUY-2" if dealer else "SE-BUY-1"
        draw = len(cards) - 1 if dealer else len(cards)
        drawn = self.stock[:draw]
        self._to_discards(p, cards)
        self._draw_to(p, draw, rule)
        self.ts.bought[p].extend(drawn)
        if dealer:
            said = DEALER_LAYS_ONE if draw == 0 else LAYS_AWAY
        else:
            said = KEEPS_HAND if not cards else LAYS_AWAY
        self.emit(Kind.CHOICE, said, rule=rule, p=Seat(p), n=len(cards), k=draw)
        self._next_in_queue()

    def _why_buy(self, action: Action) -> RulesError | None:
        if action.kind != "exchange":
            return None
        p = self.to_act
        hand = self.ts.hands[p]
        missing = [c for c in action.cards if c not in hand]
        if missing:
            return RulesError(say(NOT_HELD, cs=Cards(missing)), rule="SE-BUY-1")
        if len(set(action.cards)) != len(action.cards):
            return RulesError(say(NAME_ONCE), rule="SE-BUY-1")
        if p == self.dealer and not action.cards:
            return RulesError(say(DEALER_LAYS), rule="SE-BUY-2")
        return RulesError(say(STOCK_SHORT, n=len(self.stock), most=self._max_exchange(p)),
                          rule="SE-BUY-2" if p == self.dealer else "SE-BUY-1")

    def _phase_done(self, phase: str) -> None:
        if phase == "answer":  # everyone accepted: carry the offer out (SE-OFFER-2)
            if self.offer == "better":
                self._better_cards()
            else:
                self._turn()
            self.offer = None
            self._begin("offer", [self.forehand])
        elif phase == "knock":
            self._begin("buy", [p for p in self.order_from_left() if self.ts.active[p]])
        elif phase == "buy":
            self.phase = "play"
            self.ts.leader = self.ts.next_active(self.dealer)
            self.to_act = self.ts.leader
            self.emit(Kind.NOTE, FIRST_LEAD, rule="SE-PLAY-1", p=Seat(self.ts.leader))

    # -- the tricks (SE-PLAY-1..4, SE-ACE-1/2) -------------------------------------------
    def _led(self, player: int) -> None:
        self.has_led[player] = True

    def _hidden(self, player: int) -> list[list[Card]]:
        """The others' hands, the stock and the discards (face down)."""
        hands = [h for q, h in enumerate(self.ts.hands) if q != player]
        return hands + [self.stock, self.discards]

    def _pinned(self, player: int) -> set[int]:
        """The dealer's turned card is face up in his hand (SE-DEAL-1)."""
        return set() if self.turned is None else {self.turned.code}

    def _fast_state(self) -> dict[str, Any]:
        return {"led": {p for p in range(self.n_players) if self.has_led[p]},
                "scores": list(self.scores)}

    def _from_fast(self, hand) -> None:
        for p in hand.state["led"]:
            self.has_led[p] = True
        if self.turned is not None and self.turned not in self.ts.hands[self.dealer]:
            self.turned = None

    def _card_played(self, player: int, card: Card) -> None:
        if card == self.turned:
            self.turned = None

    def _hand_over(self) -> bool:
        return self.ts.tricks_played == self.info.hand_size

    def _trick_winner(self, cards: list[Card]) -> int:
        """SE-PLAY-3 needs no trick state: the highest trump, else the highest of the suit
        led."""
        return trick_winner_std(cards, self.trump)

    def _end_hand(self) -> None:
        self._score(self.tricks_taken(), {})

    # -- scoring, the rams and the series ----------------------------------------------
    def _score(self, tricks: list[int | None], extras: dict[str, Any]) -> None:
        """Score the hand through :func:`.scoring.explain_hand` (SE-SCORE-1/2, SE-KNOCK-2),
        every line an event, then end the rams or deal on (see the class docstring for
        where the hand's ``SCORED`` event goes)."""
        before = list(self.scores)
        if self._new_rams_pending:
            before = list(self.hand_results[-1].scores_after)
            extras = {**extras, "new_rams": True}
            self._new_rams_pending = False
        # the restart at 10 has no line at the table
        restart = self.n_players if extras.get("new_rams") else 0
        self._score_hand(tricks, extras, before=before, unseen=restart)
        for q, t in enumerate(tricks):
            if t == 0:
                self.flights[q] += 1
                self.rams_flights[q] += 1
        self.passed_last = [self.knocked[q] is False for q in range(self.n_players)]
        self.to_act = None
        self.queue = []
        if min(self.scores) <= 0:
            self._end_rams()
            if self.is_over:
                return
        self.dealer = (self.dealer + 1) % self.n_players
        self._start_hand()

    def _end_rams(self) -> None:
        """Someone is at 0 or below: the rams ends and its score joins the series totals
        (SE-SCORE-1, SE-SERIES-1)."""
        winners = rams_winners(self.scores, self.rams_flights)
        self.rams_results.append(RamsResult(self.rams_number, tuple(self.scores), winners))
        for q in range(self.n_players):
            self.series_totals[q] += self.scores[q]
        self.emit(Kind.NOTE, RAMS_WON if len(winners) == 1 else RAMS_SHARED,
                  rule="SE-SERIES-1", r=self.rams_number, w=Seats(winners),
                  low=self.scores[winners[0]], t=Scores(self.series_totals))
        if self.rams_number >= self.options["rams_in_series"]:
            self._end_series()
            return
        self.rams_number += 1
        self.scores = [START_SCORE] * self.n_players
        self.rams_flights = [0] * self.n_players
        self.passed_last = [False] * self.n_players
        self._new_rams_pending = True

    def _end_series(self) -> None:
        """The lowest total wins the series; on a tie, fewest flights (SE-SERIES-1)."""
        self.series_winners = series_winners(self.series_totals, self.flights)
        self.winner = self.series_winners[0]
        self.is_over = True
        self.phase = "over"
        self.to_act = None
        low = self.series_totals[self.winner]
        if len(self.series_winners) == 1:
            self.emit(Kind.OVER, SERIES_WON, rule="SE-SERIES-1", p=Seat(self.winner),
                      low=low, winner=self.winner)
        else:
            self.emit(Kind.OVER, SERIES_SHARED, rule="SE-SERIES-1",
                      ps=_SeatList(self.series_winners), low=low, f=self.flights[self.winner],
                      p=Seat(self.winner), winner=self.winner)

    # -- display -------------------------------------------------------------------------
    def describe(self) -> str:
        """The state in a few lines: rams, hand, dealer, trump, scores and every zone."""
        to_act = "-" if self.to_act is None else f"P{self.to_act}"
        head = (f"{self.variant_id} players={self.n_players} rams {self.rams_number}/"
                f"{self.options['rams_in_series']} hand {self.hand_number}"
                f" dealer=P{self.dealer} trump={self.trump.value} ({self.trump_card})"
                f" phase={self.phase} to_act={to_act}")
        lines = [head, f"  scores={self.scores} totals={self.series_totals}"
                       f" flights={self.flights}"]
        zones = self.zones()
        for p in range(self.n_players):
            tag = "" if self.ts.active[p] else " (out)"
            if self.knocked[p]:
                tag = " (in)"
            lines.append(f"  P{p} hand{tag}: {cards_str(zones[f'P{p} hand'])}"
                         f" | tricks {self.ts.tricks_won[p]}")
        lines.append(f"  turned: {cards_str(zones['turned'])}")
        lines.append(f"  stock ({len(self.stock)}): {cards_str(self.stock)}")
        lines.append(f"  discards: {cards_str(self.discards)}")
        trick = " ".join(f"P{q}:{c}" for q, c in self.ts.trick)
        lines.append(f"  trick: {trick}")
        return "\n".join(lines)
