"""The Lithuanian family: Ramsas (``lt-ramsas``, RULES.md section 1) and the shedding
game that shares its name (``lt-shedding``, RULES.md section 2).

Public names: ``GAMES``, ``TRICK_RULES``, ``score_hand``, :class:`LtRamsasGame`,
:class:`LtSheddingGame`, :class:`LtRamsasTricks`, :class:`Phase`.

Both games take, besides their rule options, two keywords that are not rule options:
``deck="..."`` stacks the first hand's pack (top card first; a shorter text puts
those cards on top and the rest of the pack, shuffled from the seed, below them) and
``dealer=N`` chooses the first dealer (default P0). Ramsas also takes ``scores=[...]``,
the totals the game starts from. A stacked Ramsas hand is dealt as stacked: no cut.

>>> from ramsas_widgets.engine.cards import parse_cards
>>> TRICK_RULES["lt-ramsas"].winner(parse_cards("9C TC 9H"), Suit.HEARTS)
2
>>> score_hand("lt-ramsas", [3, 0, 7], [0, 0, 5])
[-2, 0, 12]
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from .cards import (
    ACE,
    JACK,
    NINE,
    RANK_NAMES,
    Card,
    Suit,
    cards_str,
    make_pack,
    parse_deck,
    shuffled,
    stacked_pack,
)
from .errors import RulesError
from .game import Action, DealStep, Game, HandResult, Verdict, as_action
from .trickcore import TrickState, layered_verdicts, trick_winner_std

HAND_SIZE = 5
BUY_SIZE = 4
JACK_BONUS = 5
NO_TRICK_LOSS = 5
WALKOVER_POINTS = 5
SHEDDING_HAND = 7
SHEDDING_TURN_LIMIT = 3000


def display_key(c: Card) -> tuple[int, int]:
    """Hand order for display: clubs, diamonds, hearts, spades; high cards first."""
    if c.suit is None:
        return (4, 0)
    return ("CDHS".index(c.suit.value), -c.rank)


def sort_hand(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=display_key)


def deck_order(deck: str | None, full: Sequence[Card], rng: random.Random,
               rule: str) -> list[Card] | None:
    """The pack order for ``deck=`` text: its cards on top, the rest shuffled below
    (``None`` when no deck is given)."""
    if deck is None:
        return None
    return stacked_pack(parse_deck(deck, full, rule), full, rng, rule)


def _pop_extra(options: dict[str, Any]) -> tuple[str | None, int]:
    deck = options.pop("deck", None)
    dealer = options.pop("dealer", 0)
    return deck, dealer


def _check_scores(scores: Any, players: int) -> list[int]:
    if (not isinstance(scores, (list, tuple)) or len(scores) != players
            or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores)):
        raise RulesError(f"scores must give a whole-number total for each of the {players} "
                         "players.", rule="LT-SCORE-1")
    return list(scores)


def _bool_state(state: Mapping[str, Any], allowed: Mapping[str, bool]) -> dict[str, bool]:
    unknown = sorted(set(state) - set(allowed))
    if unknown:
        raise RulesError(f"Unknown trick state {', '.join(unknown)}; lt-ramsas accepts "
                         f"{', '.join(sorted(allowed))}.")
    out = dict(allowed)
    for key, value in state.items():
        if not isinstance(value, bool):
            raise RulesError(f"{key} must be True or False, not {value!r}.")
        out[key] = value
    return out


# ---------------------------------------------------------------------------
# Tricks: who wins, what may be played
# ---------------------------------------------------------------------------


def ramsas_strength(trump: Suit | None, demoted_ace: bool):
    """Card strength for LT-PLAY-2; with ``demoted_ace`` the trump ace counts as the trump
    nine (LT-ACE-2). Equal strength never beats, so the card played first ranks higher."""

    def strength(c: Card) -> int:
        if demoted_ace and c.rank == ACE and c.suit == trump:
            return NINE
        return c.rank

    return strength


class LtRamsasTricks:
    """The trick rules of Lithuanian Ramsas, behind ``tricks.trick_winner`` / ``legal_plays``.

    State keywords (all ``bool``):

    - ``demoted_ace`` (default False): the trump ace has lost its power because its
      holder did not lead it when LT-ACE-1 obliged him; it ranks as the trump nine,
      and when it meets the real trump nine the one played first wins (LT-ACE-2). With
      it, the lead duty of LT-ACE-1 no longer applies.
    - ``opening_lead`` (``verdicts`` only, default True): this lead is one on which
      LT-ACE-1 obliges the holder of the trump ace to lead it (the opening lead of the
      hand; with the ``first-lead`` option, the player's first lead of the hand).
    - ``must_beat`` (``verdicts`` only, default False): the LT-PLAY-3 rule option
      "must beat when possible": within the cards following suit (or the trumps
      played when void) the player must head the trick if he can.
    """

    def winner(self, played: Sequence[Card], trump: Suit | None, **state: Any) -> int:
        """Index, in play order, of the winning card (LT-PLAY-2, LT-ACE-2).

        >>> from ramsas_widgets.engine.cards import parse_cards
        >>> LtRamsasTricks().winner(parse_cards("AH 9H"), Suit.HEARTS, demoted_ace=True)
        0
        """
        st = _bool_state(state, {"demoted_ace": False})
        return trick_winner_std(played, trump,
                                strength=ramsas_strength(trump, st["demoted_ace"]))

    def verdicts(self, hand: Sequence[Card], played: Sequence[Card], trump: Suit | None,
                 **state: Any) -> list[Verdict]:
        """A :class:`Verdict` for every card of ``hand`` (LT-PLAY-1, LT-PLAY-3, LT-ACE-1)."""
        st = _bool_state(state, {"demoted_ace": False, "opening_lead": True,
                                 "must_beat": False})
        lead_required = None
        if st["opening_lead"] and not st["demoted_ace"] and trump is not None:
            lead_required = ([Card(ACE, trump)], "LT-ACE-1",
                             f"You hold the trump ace (A{trump.value}) and have the opening "
                             "lead: you must lead it")
        return layered_verdicts(
            hand, played, trump,
            follow_rule="LT-PLAY-3", trump_rule="LT-PLAY-3",
            beat_rule="LT-PLAY-3" if st["must_beat"] else None,
            lead_rule="LT-PLAY-1", lead_required=lead_required,
            strength=ramsas_strength(trump, st["demoted_ace"]),
        )


TRICK_RULES = {"lt-ramsas": LtRamsasTricks()}


# ---------------------------------------------------------------------------
# Scoring
# ---------------------------------------------------------------------------


def _score_with_reasons(scores: Sequence[int], tricks: Sequence[int | None], *,
                        jacks_shown: Sequence[bool] | None = None, asked: bool = True,
                        walkover: int | None = None,
                        unfinished: bool = False) -> tuple[list[int], list[str]]:
    n = len(scores)
    if len(tricks) != n:
        raise RulesError(f"{n} scores but {len(tricks)} trick counts: give one per player.")
    shown = [False] * n if jacks_shown is None else list(jacks_shown)
    if len(shown) != n or not all(isinstance(s, bool) for s in shown):
        raise RulesError("jacks_shown must hold True or False for every player.",
                         rule="LT-JACK-1")
    new = list(scores)
    lines: list[str] = []
    if walkover is not None:
        if isinstance(walkover, bool) or walkover not in range(n):
            raise RulesError(f"walkover must be a player number, not {walkover!r}.",
                             rule="LT-DROP-3")
        others = [p for p in range(n) if p != walkover and tricks[p] is not None]
        if others or any(shown):
            raise RulesError("A walkover means everybody else dropped out: their tricks "
                             "must be None and nobody shows jacks.", rule="LT-DROP-3")
        new[walkover] += WALKOVER_POINTS
        lines.append(f"Everybody else dropped out: P{walkover} scores "
                     f"+{WALKOVER_POINTS} (LT-DROP-3)")
        return new, lines
    for p, t in enumerate(tricks):
        if t is None:
            if shown[p]:
                raise RulesError(f"P{p} sat the hand out and cannot score for jacks.",
                                 rule="LT-JACK-1")
            continue
        if t > 0:
            new[p] += t
            word = "trick" if t == 1 else "tricks"
            lines.append(f"P{p} takes {t} {word}: +{t} (LT-SCORE-1)")
            if shown[p] and not unfinished:
                new[p] += JACK_BONUS
                lines.append(f"P{p} showed two jacks of one colour and took a trick: "
                             f"+{JACK_BONUS} (LT-JACK-1)")
            continue
        if shown[p]:
            lines.append(f"P{p} showed two jacks but took no trick: no bonus (LT-JACK-1)")
        if unfinished:
            continue
        if not asked:
            lines.append(f"P{p} takes no trick; nobody asked who would play, so the loss "
                         "is waived (LT-SCORE-3)")
        elif scores[p] > 0:
            new[p] -= NO_TRICK_LOSS
            lines.append(f"P{p} takes no trick: -{NO_TRICK_LOSS} (LT-SCORE-2)")
        else:
            lines.append(f"P{p} takes no trick, but a total of {scores[p]} is not positive: "
                         "no loss (LT-SCORE-2)")
    return new, lines


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """Totals after a hand of ``lt-ramsas``; the one scorer the game itself uses.

    - Each trick taken adds 1 (LT-SCORE-1); ``tricks[i] is None`` for a player who
      dropped out (LT-DROP-1): his total does not change.
    - A player who played and took no trick loses 5 if his total before the hand is
      positive (LT-SCORE-2).

    Extras:

    - ``jacks_shown``: a bool per player; a shown same-colour jack pair adds 5 if that
      player took at least one trick (LT-JACK-1).
    - ``asked`` (default True): False when the table forgot to ask who would play;
      the 5-point loss is then waived (LT-SCORE-3).
    - ``walkover``: the player who scores 5 because everyone else dropped out
      (LT-DROP-3); all other ``tricks`` must be ``None``.
    - ``unfinished`` (default False): the hand stopped when a player one short of the
      target took a trick (LT-SCORE-4). Only the tricks taken so far count: no
      LT-SCORE-2 loss and no LT-JACK-1 bonus (the engine's reading: the hand was not
      played out).

    >>> score_hand("lt-ramsas", [4, 2], [0, 5], jacks_shown=[False, True])
    [-1, 12]
    >>> score_hand("lt-ramsas", [4, 2, 9], [None, 0, None], walkover=1)
    [4, 7, 9]
    """
    if variant_id != "lt-ramsas":
        raise RulesError(f"This scorer is for lt-ramsas, not {variant_id!r}.")
    known = {"jacks_shown", "asked", "walkover", "unfinished"}
    unknown = sorted(set(extras) - known)
    if unknown:
        raise RulesError(f"Unknown score extras {', '.join(unknown)}; lt-ramsas accepts "
                         f"{', '.join(sorted(known))}.")
    for t in tricks:
        if t is not None and (isinstance(t, bool) or not isinstance(t, int) or t < 0):
            raise RulesError(f"A trick count must be a whole number of 0 or more, not {t!r}.")
    return _score_with_reasons(scores, tricks, **extras)[0]


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

    def __init__(self, variant_id: str = "lt-ramsas", players: int = 4,
                 seed: int | None = None, **options: Any) -> None:
        deck, dealer = _pop_extra(options)
        start = options.pop("scores", None)
        super().__init__(variant_id, players, seed, options)
        self.info.check_players(players, "LT-PLAYERS-1")
        self._legal: list[Action] | None = None
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
    def legal_actions(self) -> list[Action]:
        """Every action of ``to_act`` now; computed once per state (cleared by ``apply``)."""
        if self._legal is None:
            self._legal = self._legal_now()
        return list(self._legal)

    def _legal_now(self) -> list[Action]:
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

    def apply(self, action: Action | str) -> None:
        """As :meth:`Game.apply`; the two jacks of ``show`` may be named in any order."""
        action = as_action(action)
        if action.kind == "show" and len(action.cards) == 2:
            action = Action("show", tuple(sorted(action.cards, key=display_key)), action.arg)
        try:
            super().apply(action)
        finally:
            self._legal = None

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


# ---------------------------------------------------------------------------
# The shedding game
# ---------------------------------------------------------------------------


class LtSheddingGame(Game):
    """The Lithuanian shedding game (RULES.md section 2, LTS-1..5).

    7 cards each from one or two 52-card packs (option ``packs``, LTS-1, LT-DECK-2); the
    player left of the dealer plays any card (LTS-2); then each must match the top card's
    rank or suit (LTS-3). A player who cannot play uses ``draw``: one action that draws
    card after card until one can be played (LTS-4); he stays to act and must then play
    it. When the stock runs out, option ``empty_stock``: ``"reshuffle"`` turns the played
    pile, less its top card, into a new stock; ``"pass"`` does not (LTS-5 [open]).
    ``pass`` is legal only when he can neither play nor draw. The first player with no
    cards wins (LTS-5): 1 point to him, 0 to the others.

    Engine safeguards, not source rules, so that every game ends: if every player passes
    in turn (nobody can play or draw), or after 3000 turns, the game ends and the player
    holding the fewest cards wins (a tie goes to the first of them clockwise from the
    dealer's left).
    """

    def __init__(self, variant_id: str = "lt-shedding", players: int = 3,
                 seed: int | None = None, **options: Any) -> None:
        deck, dealer = _pop_extra(options)
        super().__init__(variant_id, players, seed, options)
        self.info.check_players(players, "LT-PLAYERS-1")
        self.dealer = self.seat(dealer, "dealer", "LT-DEAL-1")
        self._full_pack = make_pack(low=2, packs=self.options["packs"])
        order = deck_order(deck, self._full_pack, self.rng, "LTS-1")
        if order is None:
            order = shuffled(self._full_pack, self.rng)
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.pile: list[Card] = []
        self.passes_in_row = 0
        self.turns = 0
        self._deal(order)

    def _deal(self, order: list[Card]) -> None:
        """7 cards each, one at a time from the dealer's left; the rest is the stock
        (LTS-1)."""
        n, d = self.n_players, self.dealer
        it = iter(order)
        for _ in range(SHEDDING_HAND):
            for k in range(1, n + 1):
                p = (d + k) % n
                c = next(it)
                self.hands[p].append(c)
                self.deal_steps.append(DealStep(c, "player", p, rule="LTS-1"))
        for c in it:
            self.stock.append(c)
            self.deal_steps.append(DealStep(c, "stock", rule="LTS-1"))
        for p in range(n):
            self.hands[p] = sort_hand(self.hands[p])
        self.log(f"P{d} deals {SHEDDING_HAND} cards each; {len(self.stock)} cards form the "
                 "stock (LTS-1)")
        self.to_act = (d + 1) % n
        self.log(f"P{self.to_act}, left of the dealer, starts with any card (LTS-2)")

    @property
    def top(self) -> Card | None:
        return self.pile[-1] if self.pile else None

    def playable(self, c: Card) -> bool:
        """Any card on the empty table (LTS-2); else same rank or same suit as the top
        card (LTS-3)."""
        top = self.top
        return top is None or c.rank == top.rank or c.suit == top.suit

    def can_draw(self) -> bool:
        return bool(self.stock) or (self.options["empty_stock"] == "reshuffle"
                                    and len(self.pile) > 1)

    def legal_actions(self) -> list[Action]:
        if self.is_over or self.to_act is None:
            return []
        hand = self.hands[self.to_act]
        plays = [Action("play", (c,)) for c in dict.fromkeys(hand) if self.playable(c)]
        if plays:
            return plays
        return [Action("draw")] if self.can_draw() else [Action("pass")]

    def _reshuffle(self) -> None:
        """The played pile except its top card becomes the new stock (LTS-5 [open])."""
        self.stock = shuffled(self.pile[:-1], self.rng)
        self.pile = self.pile[-1:]
        self.log(f"The stock is empty: the played pile except its top card is shuffled "
                 f"into a new stock of {len(self.stock)} (LTS-5)")

    def _apply(self, action: Action) -> None:
        p = self.to_act
        assert p is not None
        n = self.n_players
        self.turns += 1
        if action.kind == "play":
            c = action.card
            rule = "LTS-2" if self.top is None else "LTS-3"
            self.hands[p].remove(c)
            self.pile.append(c)
            self.passes_in_row = 0
            self.log(f"P{p} plays {c} ({rule})")
            if not self.hands[p]:
                self.log(f"P{p} has no cards left and wins (LTS-5)")
                self._finish(p)
                return
            self.to_act = (p + 1) % n
        elif action.kind == "draw":
            drawn: list[Card] = []
            while True:
                if not self.stock:
                    if self.options["empty_stock"] == "reshuffle" and len(self.pile) > 1:
                        self._reshuffle()
                    else:
                        break
                c = self.stock.pop(0)
                drawn.append(c)
                self.hands[p].append(c)
                if self.playable(c):
                    break
            self.hands[p] = sort_hand(self.hands[p])
            found = "" if self.playable(drawn[-1]) else "; none can be played"
            self.log(f"P{p} cannot play and draws {cards_str(drawn)}{found} (LTS-4)")
        elif action.kind == "pass":
            self.passes_in_row += 1
            self.log(f"P{p} can neither play nor draw: passes (LTS-5)")
            if self.passes_in_row >= n:
                self._safeguard_end("every player passed in turn")
                return
            self.to_act = (p + 1) % n
        if not self.is_over and self.turns >= SHEDDING_TURN_LIMIT:
            self._safeguard_end(f"{SHEDDING_TURN_LIMIT} turns were played")

    def _safeguard_end(self, why: str) -> None:
        order = [(self.dealer + k) % self.n_players for k in range(1, self.n_players + 1)]
        best = min(order, key=lambda q: len(self.hands[q]))
        self.log(f"The game ends because {why}: P{best} holds the fewest cards and wins "
                 "(engine safeguard, not a source rule)")
        self._finish(best)

    def _finish(self, winner: int) -> None:
        self.is_over = True
        self.winner = winner
        self.to_act = None
        self.scores = [1 if q == winner else 0 for q in range(self.n_players)]

    def why_illegal(self, action: Action) -> RulesError:
        action = as_action(action)
        if self.is_over:
            return RulesError("The game is over.", rule="LTS-5")
        p = self.to_act
        top = self.top
        if action.kind == "play" and len(action.cards) == 1:
            c = action.cards[0]
            if c not in self.hands[p]:  # type: ignore[index]
                return RulesError(f"P{p} does not hold {c}.", rule="LTS-3")
            assert top is not None and top.suit is not None
            return RulesError(f"{c} matches neither the rank nor the suit of the top card "
                              f"{top}: play a {RANK_NAMES[top.rank]} or a card of "
                              f"{top.suit.noun}.", rule="LTS-3")
        if action.kind == "draw":
            if any(self.playable(c) for c in self.hands[p]):  # type: ignore[index]
                return RulesError("You can play a card, so you may not draw: only a player "
                                  "who cannot play draws.", rule="LTS-4")
            return RulesError("There is nothing left to draw: pass.", rule="LTS-5")
        if action.kind == "pass":
            return RulesError("You may pass only when you can neither play nor draw.",
                              rule="LTS-4")
        options = ", ".join(str(a) for a in self.legal_actions()[:12])
        return RulesError(f"'{action}' is not possible now. P{p} may: {options}.",
                          rule="LTS-3")

    def pack(self) -> list[Card]:
        return list(self._full_pack)

    def zones(self) -> dict[str, list[Card]]:
        out: dict[str, list[Card]] = {f"P{p} hand": list(h) for p, h in enumerate(self.hands)}
        out["stock"] = list(self.stock)
        out["pile"] = list(self.pile)
        return out

    def describe(self) -> str:
        who = "-" if self.to_act is None else f"P{self.to_act}"
        lines = [f"lt-shedding top {self.top or '-'} stock {len(self.stock)} pile "
                 f"{len(self.pile)} to_act {who} scores {self.scores}"]
        for p, h in enumerate(self.hands):
            lines.append(f"  P{p} hand: {cards_str(h)}")
        return "\n".join(lines)


GAMES: dict[str, type[Game]] = {"lt-ramsas": LtRamsasGame, "lt-shedding": LtSheddingGame}
