"""Swedish Rams as played in Mattmar, Jämtland (``se-mattmar``, RULES.md section 7).

A hand runs through five phases, each a decision of ``to_act``:

1. the deal (SE-DEAL-1), recorded card by card in ``deal_steps``;
2. offers (SE-OFFER-1..3): forehand says ``offer better``, ``offer turn`` or
   ``offer none``; the others, clockwise, ``accept`` or ``reject``;
3. knocking (SE-KNOCK-1..3): ``declare knock`` or ``declare pass``, clockwise
   from forehand, the dealer last;
4. buying (SE-BUY-1/2): ``exchange <cards>`` (``exchange`` alone keeps the hand);
5. five tricks (SE-PLAY-1..4, SE-ACE-1/2), then scoring (SE-SCORE-1/2).

A rams ends after a hand in which someone reaches 0 or below; a series is
``rams_in_series`` rams (SE-SERIES-1).

>>> from ramsas_widgets.engine import new_game
>>> game = new_game("se-mattmar", players=3, seed=1)
>>> game.phase, game.to_act, game.dealer
('offer', 1, 0)
>>> [str(a) for a in game.legal_actions()]
['offer better', 'offer turn', 'offer none']
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import (
    ACE,
    Card,
    Suit,
    cards_str,
    make_pack,
    parse_cards,
    parse_deck,
    shuffled,
    stacked_pack,
)
from ..errors import RulesError
from ..game import Action, DealStep, Game, HandResult, Verdict, as_action
from ..trickcore import TrickState, layered_verdicts, suit_word, trick_view, trick_winner_std

VARIANT_ID = "se-mattmar"
START_SCORE = 10
TRICKS_PER_HAND = 5
HAND_SIZE = 5
FLIGHT_POINTS = 5
PACK: tuple[Card, ...] = tuple(make_pack())
_CANON = {c: c for c in PACK}
_KEYS = {id(c): c.sort_key() for c in PACK}


def _sort_key(c: Card) -> tuple[int, int]:
    """Card order for hands (suit, then rank), looked up for the pack's own cards."""
    return _KEYS.get(id(c)) or c.sort_key()

OFFER_WORDS = {"better": "better cards", "turn": "a turn", "none": "nothing"}


# -- tricks -------------------------------------------------------------------------------

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

    STATE_KEYWORDS = ("has_led_before", "someone_on_one")

    def _state(self, state: Mapping[str, Any]) -> tuple[bool, bool]:
        unknown = sorted(set(state) - set(self.STATE_KEYWORDS))
        if unknown:
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
        ace = Card(ACE, trump) if trump is not None else None
        holds_ace = ace is not None and ace in hand and not has_led_before
        common: dict[str, Any] = {"follow_rule": "SE-PLAY-2", "trump_rule": "SE-PLAY-2",
                                  "beat_rule": "SE-PLAY-4", "lead_rule": "SE-PLAY-1"}
        if not played:
            if holds_ace:
                common["lead_required"] = (
                    [ace], "SE-ACE-1",
                    f"You hold the trump ace {ace} and this is your first lead of the hand:"
                    " you must lead it")
            elif someone_on_one and trump is not None:
                common["lead_required"] = (
                    [c for c in hand if c.suit == trump], "SE-ACE-2",
                    f"A player is on 1 point, so you must demand trump: lead a"
                    f" {suit_word(trump)[:-1]} while you have one")
            return layered_verdicts(hand, played, trump, **common)
        if holds_ace and played[0].suit == trump:
            reason = (f"Trump was led and you hold the trump ace {ace}, which you have not"
                      " yet led: you must play it")
            return [Verdict(c, c == ace, "SE-ACE-1",
                            f"{reason}." if c == ace else f"{reason}; {c} does not qualify.")
                    for c in hand]
        return layered_verdicts(hand, played, trump, **common)


TRICK_RULES = {VARIANT_ID: MattmarTricks()}


# -- scoring ------------------------------------------------------------------------------

def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """Scores after one hand of Mattmar Rams.

    ``scores`` are the rams scores before the hand (counting down from 10);
    ``tricks[i]`` is the number of tricks player ``i`` took, ``None`` if he passed.
    Each trick taken removes 1 point (SE-SCORE-1); a player who is in but takes no
    trick flies: up 5 points, never above 10 (SE-SCORE-2). A player who passed keeps
    his score.

    Extras (all optional):

    - ``dealer_wins_all=d``: everyone before dealer ``d`` passed, so he wins all five
      tricks without play (SE-KNOCK-2). ``tricks[d]`` must be ``None`` or 5 and every
      other entry ``None``.
    - ``new_rams=True``: this hand is the first of a new rams, so every score restarts
      from 10 before the hand is scored (SE-SCORE-1); ``scores`` are then the final
      scores of the previous rams.

    >>> score_hand("se-mattmar", [10, 7, 4], [3, 0, 2])
    [7, 10, 2]
    >>> score_hand("se-mattmar", [10, 9, 8], [None, None, 5], dealer_wins_all=2)
    [10, 9, 3]
    >>> score_hand("se-mattmar", [0, 6, 3], [2, 3, None], new_rams=True)
    [8, 7, 10]
    """
    if variant_id != VARIANT_ID:
        raise RulesError(f"The Swedish module scores only {VARIANT_ID}, not {variant_id!r}.")
    unknown = sorted(set(extras) - {"dealer_wins_all", "new_rams"})
    if unknown:
        raise RulesError(f"score_hand for {VARIANT_ID} has no extra {', '.join(unknown)}; "
                         "it accepts dealer_wins_all and new_rams.")
    n = len(scores)
    if len(tricks) != n:
        raise RulesError(f"{n} scores but {len(tricks)} trick counts: give one per player.")
    before = [START_SCORE] * n if extras.get("new_rams") else list(scores)
    counts = list(tricks)
    dealer = extras.get("dealer_wins_all")
    if dealer is not None:
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise RulesError(f"dealer_wins_all must be a player number 0 to {n - 1}.",
                             rule="SE-KNOCK-2")
        others = [t for p, t in enumerate(counts) if p != dealer and t is not None]
        if others or counts[dealer] not in (None, TRICKS_PER_HAND):
            raise RulesError("When the dealer wins all five tricks without play, everyone"
                             " else passed: give None for them and 5 (or None) for him.",
                             rule="SE-KNOCK-2")
        counts[dealer] = TRICKS_PER_HAND
    in_hand = [t for t in counts if t is not None]
    if not in_hand:
        raise RulesError("Somebody always plays: if everyone before the dealer passes, he wins"
                         " all five tricks (pass dealer_wins_all=<dealer>).", rule="SE-KNOCK-2")
    if sum(in_hand) != TRICKS_PER_HAND:
        raise RulesError(f"A hand has five tricks, but these counts add up to {sum(in_hand)}.",
                         rule="SE-SCORE-1")
    out = []
    for score, taken in zip(before, counts, strict=True):
        if taken is None:
            out.append(score)
        elif taken == 0:
            out.append(min(score + FLIGHT_POINTS, max(score, START_SCORE)))
        else:
            out.append(score - taken)
    return out


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

class MattmarGame(Game):
    """A series of Mattmar Rams.

    ``scores`` are the current rams scores, counting down from 10 (SE-SCORE-1); at the
    end of the game they are the final scores of the last rams. ``series_totals`` add
    up each player's score at the end of every finished rams, ``flights`` counts each
    player's flights over the series (``rams_flights`` within the current rams),
    ``rams_results`` lists the finished rams and ``winner`` is set by SE-SERIES-1 once
    ``rams_in_series`` rams are played (``series_winners`` names everyone still tied).

    Conventions where RULES.md leaves a choice (SE-OFFER-3, SE-BUY-1 defaults):

    - The first dealer is P0; the deal passes to the left after each hand.
    - The deal goes out in packets, three then two, starting at forehand.
    - ``deck`` stacks the top of the first hand's pack; the rest of the pack follows
      in seeded random order.
    - An offer is possible only while the stock can carry it out: better cards need
      five cards per player, a turn one card.
    - A buyer may lay away at most as many cards as the stock can replace; the
      dealer lays away at least one and draws one fewer, so he can always do so.
    - A player who passes lays his hand down on the discards.
    - Passing two hands in a row (SE-KNOCK-3) is counted within the current rams.
    """

    def __init__(self, variant_id: str, players: int, seed: int | None,
                 deck: str | None = None, dealer: int = 0, **options: Any) -> None:
        super().__init__(variant_id, players, seed, options)
        self.info.check_players(players, "SE-DECK-1")
        n = players
        self.scores = [START_SCORE] * n
        self.series_totals = [0] * n
        self.flights = [0] * n
        self.rams_flights = [0] * n
        self.rams_number = 1
        self.rams_results: list[RamsResult] = []
        self.series_winners: tuple[int, ...] = ()
        self.hand_number = 0
        self.dealer = self.seat(dealer, "dealer", "SE-DEAL-1")
        self.passed_last = [False] * n
        self.phase = "deal"
        self._new_rams_pending = False
        self._zone_names = ([f"P{p} hand" for p in range(n)], [f"P{p} tricks" for p in range(n)])
        stacked = None if deck is None else self._parse_deck(deck)
        self._start_hand(stacked)

    # -- setup -------------------------------------------------------------------
    @staticmethod
    def _parse_deck(deck: str) -> list[Card]:
        return [_CANON[c] for c in parse_deck(deck, PACK, rule="SE-DECK-1")]

    def pack(self) -> list[Card]:
        """The 52-card pack, ace high (SE-DECK-1)."""
        return list(PACK)

    @property
    def forehand(self) -> int:
        """The player on the dealer's left (SE-OFFER-1)."""
        return (self.dealer + 1) % self.n_players

    def _seats_from_forehand(self) -> list[int]:
        return [(self.dealer + 1 + i) % self.n_players for i in range(self.n_players)]

    def _start_hand(self, stacked: list[Card] | None = None) -> None:
        """Shuffle and deal: three each, the turned card to the dealer, two each (SE-DEAL-1)."""
        self.hand_number += 1
        n = self.n_players
        if stacked is None:
            order = shuffled(PACK, self.rng)
        else:
            order = stacked_pack(stacked, PACK, self.rng)
        self.stock: list[Card] = order
        self.discards: list[Card] = []
        self.ts = TrickState(n)
        self.has_led = [False] * n
        self.knocked: list[bool | None] = [None] * n
        self.buyers: list[int] = []
        self.offer: str | None = None
        self.responders: list[int] = []
        self.deal_steps = []
        seats = self._seats_from_forehand()
        self.log(f"Hand {self.hand_number} (rams {self.rams_number}): P{self.dealer} deals")
        for p in seats:
            self._draw_to(p, 3, "SE-DEAL-1")
        turned = self.stock.pop(0)
        self._turn_up(turned, "SE-DEAL-1")
        for p in seats:
            self._draw_to(p, 2, "SE-DEAL-1")
        for c in self.stock:
            self.deal_steps.append(DealStep(c, "stock", rule="SE-DEAL-1"))
        self.log(f"P{self.dealer} turns up {turned}: {suit_word(self.trump)} are trump"
                 " (SE-DEAL-1)")
        self.phase = "offer"
        self.to_act = self.forehand

    def _draw_to(self, player: int, count: int, rule: str) -> None:
        for _ in range(count):
            c = self.stock.pop(0)
            self.ts.hands[player].append(c)
            self.deal_steps.append(DealStep(c, "player", player, rule=rule))
        self.ts.hands[player].sort(key=_sort_key)

    def _turn_up(self, c: Card, rule: str) -> None:
        self.turned: Card | None = c
        self.trump_card = c
        self.trump: Suit = c.suit  # type: ignore[assignment]
        self.ts.hands[self.dealer].append(c)
        self.ts.hands[self.dealer].sort(key=_sort_key)
        self.deal_steps.append(DealStep(c, "player", self.dealer, face_up=True, rule=rule,
                                        note="turned card: its suit is trump"))

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

    def verdicts(self, player: int | None = None) -> list[Verdict]:
        """A verdict for every card of ``player`` (default: the one to act) in the trick;
        empty outside the play of the tricks."""
        return self.play_verdicts(player) if self.phase == "play" else []

    def _view_parts(self) -> dict[str, Any]:
        parts = trick_view(self.ts, self.trump, self.trump_card)
        piles = {"stock": len(self.stock), "discards": len(self.discards)}
        parts["piles"] = {k: v for k, v in piles.items() if v}
        parts["shown"] = {"turned": (self.turned,)} if self.turned is not None else {}
        return parts

    def play_verdicts(self, player: int | None = None) -> list[Verdict]:
        """A verdict for every card of ``player`` (default: the one to act) in the trick."""
        p = self.to_act if player is None else player
        if p is None:
            return []
        return TRICK_RULES[VARIANT_ID].verdicts(self.ts.hands[p], self.ts.played_cards,
                                                self.trump, **self.trick_state(p))

    def _must_knock(self, player: int) -> str | None:
        """Why ``player`` may not pass now (SE-KNOCK-3), or None."""
        score = self.scores[player]
        if score == 1:
            return "You are on 1 point, so you must knock"
        if score == 2 and self.passed_last[player]:
            return "You are on 2 points and passed last hand: you may not pass two hands in a row"
        return None

    def _max_exchange(self, player: int) -> int:
        hand = len(self.ts.hands[player])
        if player == self.dealer:
            return min(hand, len(self.stock) + 1)
        return min(hand, len(self.stock))

    def _legal(self) -> list[Action]:
        if self.is_over or self.to_act is None:
            return []
        p = self.to_act
        assert p is not None
        if self.phase == "offer":
            acts = []
            if len(self.stock) >= HAND_SIZE * self.n_players:
                acts.append(Action("offer", arg="better"))
            if self.stock:
                acts.append(Action("offer", arg="turn"))
            return acts + [Action("offer", arg="none")]
        if self.phase == "answer":
            return [Action("accept"), Action("reject")]
        if self.phase == "knock":
            acts = [Action("declare", arg="knock")]
            if self._must_knock(p) is None:
                acts.append(Action("declare", arg="pass"))
            return acts
        if self.phase == "buy":
            hand = self.ts.hands[p]
            low = 1 if p == self.dealer else 0
            return [Action("exchange", tuple(combo))
                    for k in range(low, self._max_exchange(p) + 1)
                    for combo in itertools.combinations(hand, k)]
        if self.phase == "play":
            return [Action("play", (v.card,)) for v in self.play_verdicts(p) if v.legal]
        return []

    # -- actions -----------------------------------------------------------------
    def why_illegal(self, action: Action) -> RulesError:
        """The rule and reason an action is not possible now."""
        action = as_action(action)
        if self.is_over:
            return RulesError("The series is over: no more actions.", rule="SE-SERIES-1")
        p = self.to_act
        expected = {"offer": ("offer",), "answer": ("accept", "reject"),
                    "knock": ("declare",), "buy": ("exchange",), "play": ("play",)}
        rules = {"offer": "SE-OFFER-1", "answer": "SE-OFFER-3", "knock": "SE-KNOCK-1",
                 "buy": "SE-BUY-1", "play": "SE-PLAY-1"}
        possible = ", ".join(str(a) for a in self.legal_actions()[:8])
        if action.kind not in expected[self.phase]:
            return RulesError(f"Now P{p} must {self._phase_task()}: '{action}' is not possible."
                              f" Possible: {possible}.", rule=rules[self.phase])
        if self.phase == "offer":
            if action.arg == "better":
                return RulesError(
                    f"Better cards need {HAND_SIZE * self.n_players} cards from the stock,"
                    f" which holds only {len(self.stock)}.", rule="SE-OFFER-3")
            if action.arg == "turn":
                return RulesError("The stock is empty: there is no card left to turn.",
                                  rule="SE-OFFER-3")
            return RulesError("Offer 'better', 'turn' or 'none'.", rule="SE-OFFER-1")
        if self.phase == "knock":
            why = self._must_knock(p) if action.arg == "pass" else None  # type: ignore[arg-type]
            if why:
                return RulesError(f"{why}.", rule="SE-KNOCK-3")
            return RulesError("Say 'declare knock' or 'declare pass'.", rule="SE-KNOCK-1")
        if self.phase == "buy":
            hand = self.ts.hands[p]  # type: ignore[index]
            missing = [c for c in action.cards if c not in hand]
            if missing:
                return RulesError(f"You do not hold {cards_str(missing)}.", rule="SE-BUY-1")
            if len(set(action.cards)) != len(action.cards):
                return RulesError("Name each card once.", rule="SE-BUY-1")
            if p == self.dealer and not action.cards:
                return RulesError("The dealer holds six cards and must lay away at least one,"
                                  " even if he keeps the rest.", rule="SE-BUY-2")
            return RulesError(
                f"The stock holds only {len(self.stock)} cards: you may lay away at most"
                f" {self._max_exchange(p)}.",  # type: ignore[arg-type]
                rule="SE-BUY-2" if p == self.dealer else "SE-BUY-1")
        # play
        if len(action.cards) != 1:
            return RulesError("Play exactly one card, e.g. 'play QC'.", rule="SE-PLAY-2")
        c = action.cards[0]
        for v in self.play_verdicts(p):
            if v.card == c and not v.legal:
                return RulesError(v.reason, rule=v.rule)
        return RulesError(f"You do not hold {c}.", rule="SE-PLAY-2")

    def _phase_task(self) -> str:
        return {"offer": "offer better cards, a turn or nothing (SE-OFFER-1)",
                "answer": "accept or reject the offer (SE-OFFER-3)",
                "knock": "knock or pass (SE-KNOCK-1)",
                "buy": "exchange cards (SE-BUY-1)",
                "play": "play a card (SE-PLAY-2)"}[self.phase]

    def _apply(self, action: Action) -> None:
        p = self.to_act
        assert p is not None
        if self.phase == "offer":
            self._apply_offer(p, action.arg)
        elif self.phase == "answer":
            self._apply_answer(p, action.kind == "accept")
        elif self.phase == "knock":
            self._apply_knock(p, action.arg == "knock")
        elif self.phase == "buy":
            self._apply_exchange(p, [_CANON[c] for c in action.cards])
        elif self.phase == "play":
            self._apply_play(p, _CANON[action.card])

    # offers
    def _apply_offer(self, p: int, what: str) -> None:
        """Forehand offers better cards, a turn, or nothing (SE-OFFER-1)."""
        if what == "none":
            self.log(f"P{p} offers nothing (SE-OFFER-1)")
            self._start_knocking()
            return
        self.offer = what
        self.log(f"P{p} offers {OFFER_WORDS[what]} (SE-OFFER-1)")
        self.responders = self._seats_from_forehand()[1:]
        self.phase = "answer"
        self.to_act = self.responders.pop(0)

    def _apply_answer(self, p: int, yes: bool) -> None:
        """The others answer in turn; any no ends the offers (SE-OFFER-3)."""
        if not yes:
            self.log(f"P{p} rejects: the knocking round follows with {suit_word(self.trump)}"
                     " as trump (SE-OFFER-3)")
            self.offer = None
            self._start_knocking()
            return
        self.log(f"P{p} accepts (SE-OFFER-3)")
        if self.responders:
            self.to_act = self.responders.pop(0)
            return
        if self.offer == "better":
            self._better_cards()
        else:
            self._turn()
        self.offer = None
        self.phase = "offer"
        self.to_act = self.forehand

    def _better_cards(self) -> None:
        """Every hand is thrown in; five new cards each, the dealer keeps his turned card
        (SE-OFFER-2)."""
        seats = self._seats_from_forehand()
        for p in seats:
            old = [c for c in self.ts.hands[p] if c != self.turned]
            self._to_discards(p, old)
            for c in old:
                self.deal_steps.append(DealStep(c, "discard", rule="SE-OFFER-2"))
        for p in seats:
            self._draw_to(p, HAND_SIZE, "SE-OFFER-2")
        self.log("Better cards: every hand is thrown in and five new cards are dealt to each"
                 f" player; {suit_word(self.trump)} stay trump (SE-OFFER-2)")

    def _turn(self) -> None:
        """The dealer turns up the next stock card as new trump; the old one is discarded
        (SE-OFFER-2)."""
        old = self.turned
        assert old is not None
        self._to_discards(self.dealer, [old])
        self.deal_steps.append(DealStep(old, "discard", rule="SE-OFFER-2"))
        new = self.stock.pop(0)
        self._turn_up(new, "SE-OFFER-2")
        self.log(f"P{self.dealer} turns up {new} in place of {old}: {suit_word(self.trump)}"
                 " are trump now (SE-OFFER-2)")

    # knocking
    def _start_knocking(self) -> None:
        self.phase = "knock"
        self.to_act = self.forehand

    def _apply_knock(self, p: int, knock: bool) -> None:
        """Knock to join the hand, or pass and lay the hand down (SE-KNOCK-1..3)."""
        self.knocked[p] = knock
        if knock:
            self.log(f"P{p} knocks (SE-KNOCK-1)")
        else:
            self.log(f"P{p} passes and lays down his hand (SE-KNOCK-1)")
            self.ts.active[p] = False
            self._to_discards(p, list(self.ts.hands[p]))
        if p != self.dealer:
            nxt = (p + 1) % self.n_players
            if nxt != self.dealer:
                self.to_act = nxt
                return
            if not any(self.knocked[q] for q in range(self.n_players) if q != self.dealer):
                self._dealer_wins_all()
                return
            self.to_act = self.dealer
            return
        self._start_buying()

    def _dealer_wins_all(self) -> None:
        """Everyone before the dealer passed: he wins all five tricks without play
        (SE-KNOCK-2)."""
        d = self.dealer
        self.knocked[d] = True
        self.log(f"Everyone before the dealer passed: P{d} wins all five tricks without play"
                 " (SE-KNOCK-2)")
        tricks: list[int | None] = [None] * self.n_players
        tricks[d] = TRICKS_PER_HAND
        self._end_hand(tricks, {"dealer_wins_all": d})

    # buying
    def _start_buying(self) -> None:
        self.buyers = [p for p in self._seats_from_forehand() if self.ts.active[p]]
        self.phase = "buy"
        self.to_act = self.buyers.pop(0)

    def _apply_exchange(self, p: int, cards: list[Card]) -> None:
        """Lay away the cards chosen and draw as many (SE-BUY-1); the dealer one fewer
        (SE-BUY-2)."""
        draw = len(cards) - 1 if p == self.dealer else len(cards)
        self._to_discards(p, cards)
        self._draw_to(p, draw, "SE-BUY-2" if p == self.dealer else "SE-BUY-1")
        if p == self.dealer:
            rule = "SE-BUY-2"
            if draw == 0:
                text = "keeps his hand and lays away one card"
            else:
                text = f"lays away {len(cards)} cards and draws {draw}"
        else:
            rule = "SE-BUY-1"
            text = ("keeps his hand" if not cards else
                    f"lays away {len(cards)} card{'s' if len(cards) > 1 else ''} and draws {draw}")
        self.log(f"P{p} {text} ({rule})")
        if self.buyers:
            self.to_act = self.buyers.pop(0)
            return
        self.phase = "play"
        self.ts.leader = self.ts.next_active(self.dealer)
        self.to_act = self.ts.leader
        self.log(f"P{self.ts.leader} leads the first trick (SE-PLAY-1)")

    # play
    def _apply_play(self, p: int, c: Card) -> None:
        """Play a card; a complete trick goes to its winner, who leads next (SE-PLAY-1/3)."""
        if not self.ts.trick:
            self.has_led[p] = True
        if c == self.turned:
            self.turned = None
        self.log(f"P{p} plays {c}")
        win = self.ts.play(p, c, lambda played: trick_winner_std(played, self.trump))
        if win is None:
            self.to_act = self.ts.to_play()
            return
        self.log(f"P{win} wins the trick (SE-PLAY-3)")
        if self.ts.tricks_played < TRICKS_PER_HAND:
            self.to_act = win
            return
        tricks = [self.ts.tricks_won[q] if self.ts.active[q] else None
                  for q in range(self.n_players)]
        self._end_hand(tricks, {})

    # scoring
    def _end_hand(self, tricks: list[int | None], extras: dict[str, Any]) -> None:
        """Score the hand with :func:`score_hand` (SE-SCORE-1/2), then end the rams or deal on."""
        before = list(self.scores)
        if self._new_rams_pending:
            before = list(self.hand_results[-1].scores_after)
            extras = {**extras, "new_rams": True}
            self._new_rams_pending = False
        after = score_hand(self.variant_id, before, tricks, **extras)
        self.hand_results.append(HandResult(self.hand_number, tuple(before), tuple(tricks),
                                            dict(extras), tuple(after)))
        for q, t in enumerate(tricks):
            if t is None:
                continue
            old = self.scores[q]
            if t == 0:
                self.flights[q] += 1
                self.rams_flights[q] += 1
                self.log(f"P{q} flies: {old} -> {after[q]} (SE-SCORE-2)")
            else:
                self.log(f"P{q} takes {t} trick{'s' if t > 1 else ''}: {old} -> {after[q]}"
                         " (SE-SCORE-1)")
        self.scores = after
        self.passed_last = [self.knocked[q] is False for q in range(self.n_players)]
        self.to_act = None
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
        names = " and ".join(f"P{q}" for q in winners)
        self.log(f"Rams {self.rams_number} ends: {names} win{'s' if len(winners) == 1 else ''}"
                 f" it at {self.scores[winners[0]]}; series totals {self.series_totals}"
                 " (SE-SERIES-1)")
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
            self.log(f"P{self.winner} wins the series with a total of {low} (SE-SERIES-1)")
        else:
            names = ", ".join(f"P{q}" for q in self.series_winners)
            self.log(f"{names} share the series win with a total of {low} and"
                     f" {self.flights[self.winner]} flights each; P{self.winner} is recorded"
                     " as winner (SE-SERIES-1)")

    # display
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


