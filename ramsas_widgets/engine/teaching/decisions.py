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

from ..bots import choose
from ..decisions import DecisionEstimate, OptionEstimate, candidate_options, estimate
from ..errors import RulesError
from ..events import Kind, render
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

    def position(self) -> list[str]:
        """The position in words: seat, dealer, scores, trump, what happened this hand."""
        v = self.game.view()
        you = self.player
        lines = []
        if v.dealer is not None:
            left = (v.dealer + 1) % v.players
            where = ("you are the dealer" if you == v.dealer else
                     "you sit on the dealer's left" if you == left else
                     f"the dealer is {seat_name(v.dealer, you)}")
            lines.append(f"You are Player {you + 1} of {v.players}; {where}.")
        totals = ", ".join(f"{seat_name(p, you)} {s}" for p, s in enumerate(v.scores))
        lines.append(f"Scores before this hand: {totals}. {self.info.teaching.score_sense}")
        if v.trump is not None:
            shown = f", shown by {v.trump_card.symbol}" if v.trump_card is not None else ""
            lines.append(f"Trump is {v.trump.noun} {v.trump.symbol}{shown}.")
        for name, count in v.piles.items():
            lines.append(f"Face down: {name}, {count} card{'s' if count != 1 else ''}.")
        for name, cards in v.shown.items():
            if cards:
                lines.append(f"Face up: {name}, {' '.join(c.symbol for c in cards)}.")
        start = max((i for i, e in enumerate(v.events) if e.kind is Kind.DEAL
                     and e.template.startswith("Hand ")), default=0)
        said = [render(e, lambda p: seat_name(p, you)).rstrip(".") for e in v.events[start:]
                if e.kind in (Kind.CHOICE, Kind.NOTE) and e.template]
        if len(said) > RECENT:
            said = ["..."] + said[-RECENT:]
        if said:
            lines.append("So far this hand: " + "; ".join(said) + ".")
        return lines

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
            raise RulesError(f"'{action}' is not one of this exercise's choices: "
                             f"{', '.join(str(o.action) for o in result.options)}.")
        best = result.options[0]
        close = best.value - mine.value <= max(best.half_width, mine.half_width)
        if mine is best:
            return True, mine, ("Right: " + mine.action.move + " is the better choice. "
                                + result.sentence)
        if close:
            return True, mine, ("As good as the best within the intervals: "
                                + mine.action.move + f" {mine.mean:+.2f} against "
                                + best.action.move + f" {best.mean:+.2f}. " + result.sentence)
        return False, mine, "Not the better choice. " + result.sentence


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
        raise RulesError(f"{info.name} has no decision exercise.")
    if phase is not None:
        if phase not in decisions:
            raise RulesError(f"{info.name} poses no decision {phase!r}; it poses "
                             f"{', '.join(decisions)}.")
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
    raise RulesError(f"Could not set up a {variant_id} decision exercise.")
