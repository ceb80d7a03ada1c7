"""What every bot shares: a :class:`Decision` (the action and the sentence saying why),
seeded tie-breaking, helpers to find a legal action by its cards, and
:func:`plain_decision`, the variant's own heuristic with its safety net (what
:func:`ramsas_widgets.engine.bots.decide` does when it does not weigh, and what the
played-out hands of :mod:`ramsas_widgets.engine.decisions` use).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from ..cards import Card, cards_str
from ..errors import RulesError, expect_type
from ..events import joined
from ..game import Action, Game

T = TypeVar("T")


@dataclass(frozen=True)
class Decision:
    """The bot's move and why: ``reason`` is a sentence, ``rule`` the rule ID that drove
    the choice (empty for a plain matter of taste)."""

    action: Action
    reason: str
    rule: str = ""

    def text(self) -> str:
        """The reason with its rule ID in brackets, as the hint button shows it (a
        :class:`~ramsas_widgets.engine.events.Sentence` when the reason is one)."""
        reason = joined("", [self.reason]).rstrip(".")
        if self.rule and f"({self.rule})" not in reason:
            reason += f" ({self.rule})"
        return reason + "."


class Chooser:
    """Tie-breaking for one decision: the first of the best candidates, or, with a
    seed, one of them drawn from a generator seeded by the seed and the game's state
    (never the global generator), so a given state and seed give the same move."""

    def __init__(self, game: Game, seed: int | None) -> None:
        self.rng: random.Random | None = None
        if seed is not None:
            key = f"{seed}|{game.seed}|{game.variant_id}|{len(game.history)}|{game.to_act}"
            self.rng = random.Random(key)

    def best(self, items: Sequence[T], key: Callable[[T], Any]) -> T:
        """The item with the smallest ``key``; ties broken as the class says."""
        if not items:
            raise ValueError("nothing to choose from")
        keys = [key(x) for x in items]
        low = min(keys)
        tied = [x for x, k in zip(items, keys, strict=True) if k == low]
        if self.rng is None or len(tied) == 1:
            return tied[0]
        return self.rng.choice(tied)


def find(legal: Sequence[Action], kind: str, arg: str = "") -> Action | None:
    """The legal action of this kind (and word), if any."""
    for a in legal:
        if a.kind == kind and (not arg or a.arg == arg):
            return a
    return None


def with_cards(legal: Sequence[Action], kind: str, cards: Iterable[Card]) -> Action | None:
    """The legal action of ``kind`` naming exactly these cards, in any order."""
    want = sorted(c.code for c in cards)
    for a in legal:
        if a.kind == kind and sorted(c.code for c in a.cards) == want:
            return a
    return None


def card_list(cards: Sequence[Card]) -> str:
    return cards_str(cards) if cards else "nothing"


def expect_game_seed(game: object, seed: object) -> None:
    """Plain TypeErrors for a ``game`` that is not a game, a ``seed`` not a whole number."""
    expect_type(game, Game, "game", "a game from new_game()")
    if seed is not None:
        expect_type(seed, int, "seed", "a whole number or None")


def legal_now(game: Game, seed: int | None = None) -> list[Action]:
    """The legal actions of the player to act, after checking ``game`` and ``seed``;
    raises :class:`~ramsas_widgets.engine.errors.RulesError` when the game is over."""
    expect_game_seed(game, seed)
    legal = game.legal_actions()
    if game.is_over or not legal:
        raise RulesError("The game is over: there is no move to choose.", rule=game._over_rule())
    return legal


def plain_decision(game: Game, seed: int | None = None,
                   legal: list[Action] | None = None) -> Decision:
    """The variant's own computer player's move for ``game.to_act`` with its reason,
    never weighed: ``seed`` only breaks ties (see :class:`Chooser`); ``legal`` is
    :func:`legal_now` when the caller has it already. Should the heuristic ever name an
    action the rules do not allow, the first legal action is taken instead, so the game
    can never fail or stall because of the bot."""
    if legal is None:
        legal = legal_now(game, seed)
    decider = game.info.bot
    if decider is None:
        raise RulesError(f"No computer player for {game.variant_id!r}.")
    d = decider(game, legal, Chooser(game, seed))
    if d.action not in legal:  # a safety net: never an illegal move
        return Decision(legal[0], "Take the first move the rules allow")
    return d
