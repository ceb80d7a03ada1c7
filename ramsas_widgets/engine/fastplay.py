"""The fast way to play a hand's tricks out, for simulations: the same rules, no reasons.

The explained engine builds a :class:`~ramsas_widgets.engine.game.Verdict` with a sentence
for every card and an event for every line; a simulation that plays thousands of hands
needs neither. :class:`FastHand` holds the play of one hand as small integers (a card is
its :attr:`~ramsas_widgets.engine.cards.Card.code`: suit index times 16 plus rank; trump
is a suit index or -1), each variant's :class:`FastRules` (declared with the variant as
``VariantInfo.fast``, kept in its family folder) says which cards may be played and who
takes a trick, and :func:`bot_card` is the computer players' trick play
(:mod:`ramsas_widgets.engine.bots.tricks`) on that state.

The rules and reasons stay the engine's: ``tests/test_fastplay.py`` plays 200 whole
seeded games of every trick variant with the explained engine, many of them from scores
near a game's end, and checks at every card that the fast legal cards, the fast trick
winner and the fast computer player's card are the engine's, that the rest of the hand
played fast from there takes the same tricks and stops where the engine stops, and that
every hand played out fast is scored, and ends the game, exactly as the engine does.

>>> from ramsas_widgets.engine import new_game
>>> game = new_game("ru-classic", players=3, seed=5)
>>> while game.phase != "play":
...     game.apply(game.legal_actions()[0])
>>> hand = game.fast_hand()
>>> sorted(hand.legal(hand.to_act)) == sorted(a.card.code for a in game.legal_actions())
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

#: A card code's suit (0-3 for clubs, diamonds, hearts, spades; 4 for a joker) and rank.
SUIT_SHIFT = 4
ACE = 14


def suit(code: int) -> int:
    return code >> SUIT_SHIFT


def rank(code: int) -> int:
    return code & 15


def beats(code: int, best: int, trump: int, trump_wins: bool = True) -> bool:
    """Whether ``code`` played after ``best`` takes the lead of the trick from it (the
    engine's :func:`~ramsas_widgets.engine.trickcore.beats`: a trump beats a side card,
    else only a higher card of the same suit; equal never beats)."""
    s = code >> 4
    if trump_wins and s == trump and (best >> 4) != trump:
        return True
    return s == (best >> 4) and (code & 15) > (best & 15)


def winner(cards: Sequence[int], trump: int, trump_wins: bool = True) -> int:
    """Index, in play order, of the card that takes the trick."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump, trump_wins):
            best = i
    return best


def layered(hand: Sequence[int], played: Sequence[int], trump: int, *, follow: bool,
            must_trump: bool, head: bool = False, trump_wins: bool = True,
            lead_required: Sequence[int] | None = None) -> list[int]:
    """The cards of ``hand`` the layered rules allow (as
    :func:`~ramsas_widgets.engine.trickcore.layered_verdicts`, without the reasons):
    a lead duty, then follow suit, then trump when void, then head the trick."""
    if not played:
        if lead_required:
            required = [c for c in hand if c in lead_required]
            if required:
                return required
        return list(hand)
    led = played[0] >> 4
    allowed = hand
    if follow:
        same = [c for c in hand if c >> 4 == led]
        if same:
            allowed = same
        elif must_trump and led != trump and trump >= 0:
            trumps = [c for c in hand if c >> 4 == trump]
            if trumps:
                allowed = trumps
    if head:
        best = played[winner(played, trump, trump_wins)]
        heading = [c for c in allowed if beats(c, best, trump, trump_wins)]
        if heading and len(heading) < len(allowed):
            return heading
    return list(allowed)


class FastRules:
    """One variant's trick rules on a :class:`FastHand`; subclasses say what differs.

    ``follow``/``must_trump``/``head``: the layered duties; :meth:`lead_duty` the cards a
    lead must be one of; :meth:`trump_wins` whether a trump beats a side card;
    :meth:`trick_done` keeps the variant's own state after a trick and says whether the
    play stops there; :meth:`lose` is the computer player's "take no more tricks".
    """

    follow = True
    must_trump = True
    head = False

    def trump_wins(self, hand: FastHand) -> bool:
        return True

    def heads(self, hand: FastHand) -> bool:
        """Whether a card must head the trick when it can."""
        return self.head

    def lead_duty(self, hand: FastHand, player: int) -> Sequence[int] | None:
        return None

    def legal(self, hand: FastHand, player: int) -> list[int]:
        played = [c for _, c in hand.trick]
        return layered(hand.hands[player], played, hand.trump, follow=self.follow,
                       must_trump=self.must_trump, head=self.heads(hand),
                       trump_wins=self.trump_wins(hand),
                       lead_required=None if played else self.lead_duty(hand, player))

    def winner(self, hand: FastHand, cards: Sequence[int]) -> int:
        return winner(cards, hand.trump, self.trump_wins(hand))

    def trick_done(self, hand: FastHand, win: int, cards: Sequence[int]) -> bool:
        """After each trick; True when the play of the hand stops there."""
        return False

    def lose(self, hand: FastHand, player: int) -> bool:
        return False


class FastHand:
    """The play of one hand's tricks, in small integers.

    ``hands[p]``: the codes player ``p`` holds, in the engine's hand order (ties of the
    computer player are broken by it); ``active[p]``: still in the hand; ``trick``: the
    cards on the table as (player, code); ``seen``: the codes of the tricks taken;
    ``state``: what the variant's rules keep (who has led, options, scores...).
    """

    __slots__ = ("rules", "trump", "hands", "active", "trick", "leader", "tricks_won",
                 "taken", "tricks_played", "seen", "state", "to_act", "stopped", "n",
                 "trick_last", "wins")

    def __init__(self, rules: FastRules, trump: int, hands: list[list[int]],
                 active: list[bool], leader: int, trick: list[tuple[int, int]] | None = None,
                 tricks_won: list[int] | None = None, seen: list[int] | None = None,
                 tricks_played: int = 0, state: dict[str, Any] | None = None) -> None:
        self.rules = rules
        self.trump = trump
        self.hands = hands
        self.active = active
        self.n = len(hands)
        self.trick = trick or []
        self.leader = leader
        self.tricks_won = tricks_won or [0] * self.n
        self.taken: list[list[int]] = [[] for _ in range(self.n)]
        self.tricks_played = tricks_played
        self.seen = seen or []
        self.state = state or {}
        self.stopped = False
        #: the trick completed last, as (player, code)
        self.trick_last: list[tuple[int, int]] = []
        #: each trick's winning card, as (player, code)
        self.wins: list[tuple[int, int]] = []
        self.to_act = self._next_to_play()

    def _next_to_play(self) -> int:
        if not self.trick:
            return self.leader
        p = self.trick[-1][0]
        for step in range(1, self.n + 1):
            q = (p + step) % self.n
            if self.active[q]:
                return q
        raise AssertionError("nobody is left in the hand")

    @property
    def over(self) -> bool:
        return self.stopped or not any(self.hands[q] for q in range(self.n) if self.active[q])

    def legal(self, player: int | None = None) -> list[int]:
        return self.rules.legal(self, self.to_act if player is None else player)

    def play(self, code: int) -> int | None:
        """Play ``code`` for the player to act; the trick's winner when it completes."""
        p = self.to_act
        hand = self.hands[p]
        hand.remove(code)
        if not self.trick:
            led = self.state.get("led")
            if led is not None:
                led.add(p)
        self.trick.append((p, code))
        if len(self.trick) < sum(self.active):
            self.to_act = self._next_to_play()
            return None
        cards = [c for _, c in self.trick]
        win, top = self.trick[self.rules.winner(self, cards)]
        self.wins.append((win, top))
        self.tricks_won[win] += 1
        self.taken[win].extend(cards)
        self.seen.extend(cards)
        self.tricks_played += 1
        self.trick_last = self.trick
        self.trick = []
        self.leader = self.to_act = win
        if self.rules.trick_done(self, win, cards):
            self.stopped = True
        return win


def bot_card(hand: FastHand, legal: Sequence[int] | None = None) -> int:
    """The computer player's card (:func:`ramsas_widgets.engine.bots.tricks.choose_card`,
    ties to the first in hand order): lead a sure winner, trumps first when holding two or
    more; follow with the cheapest card that wins, else the cheapest card; a player who
    must take no more tricks leads low and plays his highest card that does not win."""
    p = hand.to_act
    legal = hand.legal(p) if legal is None else legal
    trump = hand.trump
    trump_wins = hand.rules.trump_wins(hand)

    def cost(c: int) -> int:
        return (c & 15) + (20 if trump_wins and c >> 4 == trump else 0)

    lose = hand.rules.lose(hand, p)
    trick = [c for _, c in hand.trick]
    if not trick:
        if lose:
            return _first_min(legal, cost)
        mine = hand.hands[p]
        known = set(mine) | set(hand.seen)
        sure = [c for c in legal if all(((c >> 4) << 4) + r in known
                                        for r in range((c & 15) + 1, ACE + 1))]
        trumps_held = sum(1 for c in mine if c >> 4 == trump)
        sure_trumps = [c for c in sure if c >> 4 == trump] if trump_wins else []
        if sure_trumps and (trumps_held >= 2 or len(sure_trumps) == len(legal)):
            return _first_min(sure_trumps, lambda c: -(c & 15))
        side = [c for c in sure if not (trump_wins and c >> 4 == trump)]
        if side:
            return _first_min(side, lambda c: (-(c & 15), c))
        if sure_trumps:
            return sure_trumps[0]
        return _first_min(legal, cost)
    n = len(trick)
    win = hand.rules.winner
    winners = [c for c in legal if win(hand, trick + [c]) == n]
    if lose:
        losers = [c for c in legal if c not in winners]
        if losers:
            return _first_min(losers, lambda c: -cost(c))
        return _first_min(winners, cost)
    if winners:
        return _first_min(winners, cost)
    return _first_min(legal, cost)


def _first_min(items: Sequence[int], key: Callable[[int], Any]) -> int:
    best, best_key = items[0], key(items[0])
    for c in items[1:]:
        k = key(c)
        if k < best_key:
            best, best_key = c, k
    return best


def play_out(hand: FastHand, choose: Callable[[FastHand], int] = bot_card) -> FastHand:
    """Play ``hand`` to its end, each card chosen by ``choose`` (the computer players by
    default)."""
    while not hand.over:
        hand.play(choose(hand))
    return hand


def random_card(rng: random.Random) -> Callable[[FastHand], int]:
    """A player that plays a uniformly random legal card (for benchmarks and tests)."""
    def choose(hand: FastHand) -> int:
        legal = hand.legal()
        return legal[int(rng.random() * len(legal))]
    return choose
