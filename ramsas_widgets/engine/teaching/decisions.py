"""Decision exercises: a hand, the position, a choice, and the expected points of each
option (:func:`ramsas_widgets.engine.decisions.estimate`).

:func:`decision_situation` deals a seeded game and lets the computer players play until
the seat to act faces one of the decisions the variant's ``Teaching.decisions`` poses
(buy or not, play or drop out, which cards to exchange, knock or pass; in Rami, take the
discard or the stock, open now or wait). The same seed gives every student the same
exercise. :meth:`DecisionSituation.answer` weighs the options; :meth:`~DecisionSituation.grade`
says whether a choice is the better one, or as good within the intervals.

>>> sit = decision_situation("lt-ramsas", seed=2)
>>> sit.phase in sit.info.teaching.decisions and len(sit.options) >= 2
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ...i18n.messages import plural, text
from ..bots import choose
from ..bots.base import Figure
from ..decisions import DecisionEstimate, OptionEstimate, candidate_options, estimate
from ..errors import RulesError
from ..events import Cards, Kind, Move, Seat, Sentence, render, say
from ..game import Action, Game
from ..registry import new_game, variant
from ..variants import VariantInfo

#: Computer moves tried before a seed is given up for the next one.
SEARCH_MOVES = 600
#: The hand of the game an exercise is taken from, drawn from these (the first hand
#: twice as often: the scores are then all equal).
HANDS = (1, 1, 2, 3, 4)
#: The most recent moves of the hand a position recalls.
RECENT = 8

#: The position in words (:meth:`DecisionSituation.position`).
YOU_DEAL = text("decision.position.you-deal",
                "You are Player {n} of {players}; you are the dealer.")
YOU_LEFT = text("decision.position.you-left",
                "You are Player {n} of {players}; you sit on the dealer's left.")
DEALER = text("decision.position.dealer", "You are Player {n} of {players}; the dealer is {p}.")
SCORES = text("decision.position.scores", "Scores before this hand: {totals}. {sense}")
SCORES_ONLY = text("decision.position.scores-only", "Scores before this hand: {totals}.")
TOTAL = text("decision.position.total", "{p} {points}")
TOTALS = text("decision.position.totals", "{first}, {rest}")
TRUMP = text("decision.position.trump", "Trump is {suit} {symbol}.")
TRUMP_SHOWN = text("decision.position.trump-shown", "Trump is {suit} {symbol}, shown by {c}.")
FACE_DOWN = plural("decision.position.face-down", "n",
                   "Face down: {pile}, {n} card.",
                   "Face down: {pile}, {n} cards.")
FACE_UP = text("decision.position.face-up", "Face up: {pile}, {cs}.")
SO_FAR = text("decision.position.so-far", "So far this hand: {said}.")
#: The piles a table's view names (face down, then face up).
PILES = {
    "stock": text("decision.pile.stock", "stock"),
    "buy": text("decision.pile.buy", "buy"),
    "aside": text("decision.pile.aside", "aside"),
    "laid away": text("decision.pile.laid-away", "laid away"),
    "discards": text("decision.pile.discards", "discards"),
    "turned": text("decision.pile.turned", "turned"),
    "discard": text("decision.pile.discard", "discard"),
    "pile": text("decision.pile.pile", "pile"),
}
#: A choice graded (:meth:`DecisionSituation.grade`), then the estimate's verdict.
RIGHT = text("decision.grade.right", "Right: {m} is the better choice. {why}")
AS_GOOD = text("decision.grade.as-good", "As good as the best within the intervals: {m} {a} "
               "against {n} {b}. {why}")
NOT_BETTER = text("decision.grade.not-better", "Not the better choice. {why}")
NOT_A_CHOICE = text("decision.grade.not-a-choice",
                    "'{action}' is not one of this exercise's choices: {choices}.")
NO_EXERCISE = text("decision.no-exercise", "{name} has no decision exercise.")
NO_SUCH_DECISION = text("decision.no-such-decision",
                        "{name} poses no decision {phase}; it poses {phases}.")
NOT_SET_UP = text("decision.not-set-up", "Could not set up a {variant} decision exercise.")


def seat_name(player: int, you: int | None = None) -> str:
    """A seat as a person reads it: ``Player 3``, the learner's ``Player 1 (you)``."""
    return f"Player {player + 1}" + (" (you)" if player == you else "")


@dataclass
class DecisionSituation:
    """One decision exercise: ``game`` waits for ``player``'s decision in ``phase``."""

    variant_id: str
    seed: int
    game: Game
    player: int
    phase: str
    question: str
    deals: int
    options: list[Action] = field(default_factory=list)

    @property
    def info(self) -> VariantInfo:
        return variant(self.variant_id)

    @property
    def rule(self) -> str:
        asked = self.game.asked()
        return asked.rule if asked else ""

    def position(self, speaker: Any = None) -> list[str]:
        """The position in words: seat, dealer, scores, trump, what happened this hand; in
        ``speaker``'s language (:func:`ramsas_widgets.i18n.locale.speaker`) if one is
        given, else in English."""
        v = self.game.view()
        you = self.player

        def said(sentence: Any) -> str:
            if speaker is None:
                return render(sentence, lambda p: seat_name(p, you))
            return render(sentence, speaker=speaker, you=you)

        lines = []
        if v.dealer is not None:
            left = (v.dealer + 1) % v.players
            seat = {"n": you + 1, "players": v.players}
            lines.append(say(YOU_DEAL, **seat) if you == v.dealer else
                         say(YOU_LEFT, **seat) if you == left else
                         say(DEALER, **seat, p=Seat(v.dealer)))
        totals: Sentence | None = None
        for p in reversed(range(len(v.scores))):
            total = say(TOTAL, p=Seat(p), points=v.scores[p])
            totals = total if totals is None else say(TOTALS, first=total, rest=totals)
        sense = _said_as_is(self.info.teaching.score_sense)
        lines.append(say(SCORES, totals=totals, sense=sense) if sense
                     else say(SCORES_ONLY, totals=totals))
        if v.trump is not None:
            lines.append(say(TRUMP_SHOWN, suit=v.trump, symbol=v.trump.symbol, c=v.trump_card)
                         if v.trump_card is not None
                         else say(TRUMP, suit=v.trump, symbol=v.trump.symbol))
        for name, count in v.piles.items():
            lines.append(say(FACE_DOWN, pile=_pile(name),
                             n=count))
        for name, cards in v.shown.items():
            if cards:
                lines.append(say(FACE_UP, pile=_pile(name), cs=Cards(cards)))
        start = max((i for i, e in enumerate(v.events) if e.kind is Kind.DEAL
                     and e.template.startswith("Hand ")), default=0)
        recalled = [said(e).rstrip(".") for e in v.events[start:]
                    if e.kind in (Kind.CHOICE, Kind.NOTE) and e.template]
        if len(recalled) > RECENT:
            recalled = ["..."] + recalled[-RECENT:]
        if recalled:
            lines.append(say(SO_FAR, said="; ".join(recalled)))
        return [said(line) for line in lines]

    @property
    def hand(self):
        return self.game.view().hands[self.player]

    @cached_property
    def estimate(self) -> DecisionEstimate:
        return estimate(self.game, deals=self.deals, seed=self.seed, options=self.options)

    @property
    def answered(self) -> bool:
        """Whether the options have been weighed already (:meth:`answer` is then at once)."""
        return "estimate" in self.__dict__

    def answer(self, progress: Callable[[int, int], None] | None = None) -> DecisionEstimate:
        """The expected points of every option (computed once; ``progress(done, deals)`` is
        called as the worlds are played out, the first time)."""
        if not self.answered:
            self.__dict__["estimate"] = estimate(self.game, deals=self.deals, seed=self.seed,
                                                 options=self.options, progress=progress)
        return self.estimate

    def grade(self, action: Action | str) -> tuple[bool, OptionEstimate, str]:
        """Whether ``action`` is the better choice (or as good within the intervals), its
        estimate, and a sentence saying so."""
        result = self.answer()
        chosen = self.game.normalize(action)
        mine = next((o for o in result.options if o.action == chosen), None)
        if mine is None:
            raise RulesError(say(NOT_A_CHOICE, action=str(action), choices=", ".join(
                str(o.action) for o in result.options)))
        best = result.options[0]
        close = best.value - mine.value <= max(best.half_width, mine.half_width)
        if mine is best:
            return True, mine, say(RIGHT, m=Move(mine.action), why=result.sentence)
        if close:
            return True, mine, say(AS_GOOD, m=Move(mine.action),
                                   a=Figure(mine.mean, 2, signed=True), n=Move(best.action),
                                   b=Figure(best.mean, 2, signed=True), why=result.sentence)
        return False, mine, say(NOT_BETTER, why=result.sentence)


def _pile(name: str) -> Sentence | str:
    """A pile a table's view names, as a value of a sentence (its name as it is, if no
    message names it)."""
    return say(PILES[name]) if name in PILES else name


def _said_as_is(words: str) -> Sentence | str:
    """Words a declaration gives (a variant's sense of its scores): a message when they are
    one, else as they are."""
    return say(words) if getattr(words, "id", None) else words


def _poses(game: Game, decisions) -> bool:
    if game.is_over or game.to_act is None or game.phase not in decisions:
        return False
    legal = game.legal_actions()
    if len(legal) < 2:
        return False
    if not game.info.has_tricks and game.phase == "play":  # Rami: open now or wait
        v = game.view()
        return (not v.opened[game.to_act] and any(a.kind == "meld" for a in legal)
                and any(a.kind == "discard" for a in legal))
    return True


def decision_now(game: Game) -> bool:
    """Whether the player to act faces one of the decisions the variant's exercises pose
    (so the table's Hint can weigh it with the same estimate)."""
    return _poses(game, game.info.teaching.decisions)


def decision_situation(variant_id: str, seed: int = 0, phase: str | None = None,
                       players: int | None = None) -> DecisionSituation:
    """A seeded decision exercise of ``variant_id`` (``phase``: one of its declared
    decisions, or any)."""
    info = variant(variant_id)
    decisions = dict(info.teaching.decisions)
    if not decisions:
        raise RulesError(say(NO_EXERCISE, name=info.name))
    if phase is not None:
        if phase not in decisions:
            raise RulesError(say(NO_SUCH_DECISION, name=info.name, phase=repr(phase),
                                 phases=", ".join(decisions)))
        decisions = {phase: decisions[phase]}
    rng = random.Random(f"decide/{variant_id}/{seed}/{phase}")
    for _attempt in range(50):
        game = new_game(variant_id, players=players, seed=rng.randrange(10**9))
        # later hands too, so that the scores matter (one point short, the treasury,
        # a total that can lose 5): the first hand where the decision comes up from this
        hand = rng.choice(HANDS)
        for _ in range(SEARCH_MOVES * hand):
            if game.hand_number >= hand and _poses(game, decisions):
                return DecisionSituation(variant_id, seed, game, game.to_act, game.phase,
                                         decisions[game.phase], info.teaching.decision_deals,
                                         candidate_options(game))
            if game.is_over:
                break
            game.apply(choose(game))
    raise RulesError(say(NOT_SET_UP, variant=variant_id))
