"""Decisions with numbers: the expected points of each choice a player has now.

:func:`estimate` takes a game waiting for a decision (buy or not, play or drop out, keep
which card, exchange which cards, knock or pass...) and, for each option, plays the hand
out many times: the cards the player cannot see are dealt again at random among the
places he cannot see (:meth:`Game.determinized <ramsas_widgets.engine.game.Game.determinized>`:
one world consistent with what he knows), the option is taken, the computer players make
every later decision and the tricks are played on the fast state
(:mod:`~ramsas_widgets.engine.fastplay`); the engine scores each hand with its own rules.
A game without tricks that declares a fast play-out (``VariantInfo.playout``: Rami's
:mod:`~ramsas_widgets.engine.rami.fast`) plays the whole hand on it, world and all:
the same worlds, the same moves, the same scores, in a fraction of the time.
The same worlds serve every option, so the differences between options are sharper than
each mean. Each option gets its mean score change with a 95% interval, what its hands
had in common (tricks taken, how often none, which rules cost points) and a sentence on
why the better choice wins.

>>> from ramsas_widgets.engine import new_game
>>> game = new_game("lt-ramsas", players=3, seed=4)
>>> result = estimate(game, deals=60, seed=1)
>>> [str(o.action) for o in result.options], result.best in [o.action for o in result.options]
(['buy', 'decline'], True)
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..i18n.messages import text
from .bots.base import Chooser, Figure, percent, plain_decision
from .bots.tricks import strength_order
from .cards import Card
from .errors import RulesError, expect_type
from .events import Move, Rule, Sentence, say
from .game import Action, Game
from .scoring import explain_hand
from .seeds import hash64

#: Deals per option when none is given: enough for intervals of about half a point.
DEFAULT_DEALS = 300
#: Most card actions of one decision weighed (an exchange may have 30 or more).
MAX_OPTIONS = 6
#: A played-out hand stops after this many decisions (a safety net, never reached).
MAX_STEPS = 2000

NOTHING_TO_WEIGH = text("decision.over", "The game is over: there is no decision to weigh.")
DEALS_RANGE = text("decision.deals-range",
                   "Deals must be a whole number from 1 to 100,000, not {deals}.")
#: The estimate's verdict: which choice is better and why ({head}: the first two).
ONLY_ONE = text("decision.only-one", "There is only one thing to do here.")
EVEN = text("decision.even", "{m} and {n} come out about even ({a} and {b} points)")
BETTER = text("decision.better", "{m} is better by about {gap} points a hand")
VERDICT = text("decision.verdict", "{head}.")
VERDICT_WHY = text("decision.verdict-why", "{head}: {why}.")
WHY_MORE = text("decision.why-more", "{first}; {rest}")
TRICKS = text("decision.tricks", "you take {a} tricks on average against {b}")
CARRIED = text("decision.carried", "the tricks come from {c} in {pct}% of deals")
CARRIED_TWO = text("decision.carried-two", "the tricks come from {c} in {pct}% of deals, "
                   "{c2} in {pct2}% of deals")
COSTS = text("decision.costs", "after {n}, {rule} costs you {pts} points in {pct}% of deals")


def expect_game(game: object) -> None:
    """A plain TypeError unless ``game`` is a game (from ``new_game()``)."""
    expect_type(game, Game, "game", "a game from new_game()")


@dataclass(frozen=True)
class OptionEstimate:
    """One option's outcome over the deals played: the player's score change (``mean``,
    in the game's own direction) and its 95% interval, ``value`` the same turned so that
    more is better, and what the hands had in common."""

    action: Action
    deals: int
    mean: float
    half_width: float
    value: float
    tricks: float | None
    no_trick: float | None
    rule_costs: tuple[tuple[str, float, float], ...] = ()
    carried_by: tuple[tuple[Card, float], ...] = ()
    wins_game: float = 0.0

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.mean + self.half_width


@dataclass(frozen=True)
class DecisionEstimate:
    """The options of one decision, best first by :attr:`OptionEstimate.value`."""

    variant_id: str
    player: int
    phase: str
    rule: str
    deals: int
    seed: int
    options: tuple[OptionEstimate, ...]
    lower_wins: bool
    sentence: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def best(self) -> Action:
        return self.options[0].action

    def option(self, action: Action | str) -> OptionEstimate:
        text = str(action)
        return next(o for o in self.options if str(o.action) == text)


def candidate_options(game: Game) -> list[Action]:
    """The options weighed for the decision now: every legal action when they are few;
    otherwise, for each kind of action, the one the computer player would choose among
    that kind, and for a choice of cards (an exchange) also keeping the hand and laying
    away the weakest one to four cards."""
    expect_game(game)
    legal = game.legal_actions()
    if len(legal) <= MAX_OPTIONS:
        return legal
    kinds: dict[str, list[Action]] = {}
    for a in legal:
        kinds.setdefault(a.kind, []).append(a)
    picked: list[Action] = []
    for group in kinds.values():
        if len(group) == 1:
            picked.append(group[0])
            continue
        choice = game.info.bot(game, group, Chooser(game, None)).action
        picked.append(choice if choice in group else group[0])
    if len(kinds) == 1 and game.info.has_tricks:
        group = legal
        keep = next((a for a in group if not a.cards), None)
        if keep is not None:
            picked.append(keep)
        view = game.view()
        weakest = strength_order(list(view.hands[game.to_act]), view.trump, game.n_players)
        by_cards = {tuple(sorted(c.code for c in a.cards)): a for a in group}
        for k in range(1, 6):
            a = by_cards.get(tuple(sorted(c.code for c in weakest[:k])))
            if a is not None:
                picked.append(a)
    out: list[Action] = []
    for a in picked:
        if a not in out:
            out.append(a)
    return out[:MAX_OPTIONS]


def estimate(game: Game, deals: int = DEFAULT_DEALS, seed: int = 0,
             options: Sequence[Action | str] | None = None,
             progress: Callable[[int, int], None] | None = None,
             fast: bool = True) -> DecisionEstimate:
    """The expected score change of each option of the player to act (see the module).

    ``deals`` worlds are dealt from ``seed`` (the same seed, the same answer: a class
    seed gives every student the same exercise); ``options`` defaults to
    :func:`candidate_options`. ``progress(done, deals)``, if given, is called after each
    world is played out (a page shows how far the work has gone). ``fast=False`` plays
    every world on the explained engine, decision by decision (the same answer, slowly:
    for tests and benchmarks).
    """
    expect_game(game)
    expect_type(seed, int, "seed", "a whole number")
    if options is not None and (isinstance(options, str | bytes)
                                or not isinstance(options, Sequence)):
        raise TypeError(f"options must be a list of actions, not {type(options).__name__}.")
    if game.is_over or game.to_act is None:
        raise RulesError(say(NOTHING_TO_WEIGH), rule=game._over_rule())
    if not isinstance(deals, int) or isinstance(deals, bool) or not 1 <= deals <= 100_000:
        raise RulesError(say(DEALS_RANGE, deals=repr(deals)))
    player = game.to_act
    asked = game.asked()
    legal = game.legal_actions()
    chosen = [game.normalize(a) for a in options] if options else candidate_options(game)
    for a in chosen:
        if a not in legal:
            raise game.why_illegal(a)
    info = game.info
    sign = -1.0 if info.lower_wins else 1.0
    samples: dict[int, list[Outcome]] = {i: [] for i in range(len(chosen))}
    playout = info.playout if fast else None
    start = playout.start(game) if playout is not None else None
    for k in range(deals):
        world_seed = hash64((seed, k)) & 0xFFFFFFFF  # the same on every platform
        for i, action in enumerate(chosen):
            rng = random.Random(world_seed)
            if start is not None:
                delta, won = playout.play(start, player, action, rng)
                samples[i].append(Outcome(delta, None, (), (), won))
            else:
                samples[i].append(play_hand(game, player, action, rng, fast))
        if progress is not None:
            progress(k + 1, deals)
    estimates = [_summarise(action, samples[i], sign, info.has_tricks)
                 for i, action in enumerate(chosen)]
    estimates.sort(key=lambda o: -o.value)
    result = DecisionEstimate(game.variant_id, player, game.phase, asked.rule if asked else "",
                              deals, seed, tuple(estimates), info.lower_wins)
    return _with_sentence(result, game)


@dataclass(frozen=True)
class Outcome:
    """One played-out hand: the player's score change, his tricks, the score items that
    concerned him, the cards he took tricks with, and whether he won the game at once."""

    delta: int
    tricks: int | None
    items: tuple[tuple[str, int], ...]
    won_with: tuple[Card, ...]
    won_game: bool


def play_hand(game: Game, player: int, action: Action, rng: random.Random,
              fast: bool = True) -> Outcome:
    """Take ``action`` in one world drawn from ``rng`` and play the hand out (computer
    players for every decision, the fast state for the tricks unless ``fast`` is off).
    A variant's ``playout`` gives the same outcome from the same ``rng``."""
    expect_game(game)
    expect_type(player, int, "player", "a seat number")
    if not 0 <= player < game.n_players:
        raise ValueError(f"player must be a seat from 0 to {game.n_players - 1}, "
                         f"not {player}.")
    expect_type(action, (Action, str), "action", "an action such as 'buy'")
    expect_type(rng, random.Random, "rng", "a random.Random")

    world = game.determinized(player, rng)
    results = len(world.hand_results)
    hand_number = world.hand_number
    before_scores = list(world.scores)
    world.apply(action)
    steps = 0
    won_with: list[Card] = []
    fast = fast and world.info.fast is not None
    # to the end of this hand: scored, or not played (everybody passed) and the next dealt
    while (not world.is_over and len(world.hand_results) == results
           and world.hand_number == hand_number):
        if fast and world.phase == "play":
            fh = world.play_out_fast()
            won_with = [Card.from_code(code) for p, code in fh.wins if p == player]
            break
        world.apply(plain_decision(world).action)
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError("a played-out hand did not end")
    if len(world.hand_results) > results:
        r = world.hand_results[results]
        delta = r.scores_after[player] - r.scores_before[player]
        tricks = r.tricks[player] if r.tricks else None
        items = tuple((i.rule, i.delta) for i in _items(world, r) if i.player == player)
    else:  # the game ended without scoring the hand (four jacks: LT-JACK-2)
        delta = world.scores[player] - before_scores[player]
        tricks, items = None, ()
    return Outcome(delta, tricks, items, tuple(won_with), world.is_over and
                   world.winner == player)


def _items(world: Game, result) -> list:
    if not world.info.has_tricks:
        return []
    try:
        return explain_hand(world.variant_id, list(result.scores_before), list(result.tricks),
                            **result.extras)
    except RulesError:
        return []


def _summarise(action: Action, outcomes: list[Outcome], sign: float,
               tricks_game: bool) -> OptionEstimate:
    n = len(outcomes)
    deltas = [o.delta for o in outcomes]
    # math.fsum, not sum: exactly rounded, so the same on every Python (3.12's sum() of
    # floats compensates, older ones do not; the static site's Pyodide runs 3.13)
    mean = math.fsum(deltas) / n
    var = math.fsum((d - mean) ** 2 for d in deltas) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n > 1 else float("inf")
    played = [o.tricks for o in outcomes if o.tricks is not None]
    tricks = math.fsum(played) / len(played) if played else None
    no_trick = sum(1 for t in played if t == 0) / len(played) if played else None
    costs: dict[str, list[int]] = {}
    for o in outcomes:
        for rule, pts in o.items:
            if pts * sign < 0:
                costs.setdefault(rule, []).append(pts)
    rule_costs = tuple(sorted(((r, len(v) / n, math.fsum(v) / len(v)) for r, v in costs.items()
                               if len(v) / n >= 0.01), key=lambda x: -x[1]))
    carried = Counter(c for o in outcomes for c in set(o.won_with))
    carried_by = tuple((c, k / n) for c, k in carried.most_common(3))
    wins = sum(1 for o in outcomes if o.won_game) / n
    return OptionEstimate(action, n, mean, half, sign * mean, tricks, no_trick, rule_costs,
                          carried_by, wins)


def _with_sentence(result: DecisionEstimate, game: Game) -> DecisionEstimate:
    from dataclasses import replace

    if len(result.options) < 2:
        return replace(result, sentence=say(ONLY_ONE))
    best, second = result.options[0], result.options[1]
    gap = best.value - second.value
    first = Move(best.action, capital=True)  # "Buying", as a person says it
    if abs(gap) <= max(best.half_width, second.half_width) / 2:
        head = say(EVEN, m=first, n=Move(second.action), a=Figure(best.mean, 2, signed=True),
                   b=Figure(second.mean, 2, signed=True))
    else:
        head = say(BETTER, m=first, gap=Figure(gap, 2))
    reasons = []
    if best.tricks is not None and second.tricks is not None \
            and abs(best.tricks - second.tricks) >= 0.05:
        reasons.append(say(TRICKS, a=Figure(best.tricks), b=Figure(second.tricks)))
    if best.carried_by:
        # the cards as symbols in the plain text too, as before
        (c, share), *more = best.carried_by[:2]
        if more:
            (c2, share2), = more
            reasons.append(say(CARRIED_TWO, c=c.symbol, pct=percent(share), c2=c2.symbol,
                               pct2=percent(share2)))
        else:
            reasons.append(say(CARRIED, c=c.symbol, pct=percent(share)))
    if second.rule_costs:
        rule, share, pts = second.rule_costs[0]
        reasons.append(say(COSTS, n=Move(second.action), rule=Rule(rule),
                           pts=int(f"{abs(pts):.0f}"), pct=percent(share)))
    if not reasons:
        return replace(result, sentence=say(VERDICT, head=head))
    why: Sentence = reasons[-1]
    for reason in reversed(reasons[:-1]):
        why = say(WHY_MORE, first=reason, rest=why)
    return replace(result, sentence=say(VERDICT_WHY, head=head, why=why))
