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
from decimal import Decimal
from functools import cache
from typing import Any, TypeVar

from ...i18n.messages import Text, fields, text
from ..cards import Card, cards_str
from ..errors import RulesError, expect_type
from ..events import Rule, Sentence, joined, say
from ..game import Action, Game
from ..quoted import SAID, SAID_WITH_CARDS, said  # noqa: F401 - the bots' own names too

T = TypeVar("T")

#: A computer player's reason as the hint button shows it: its rule, then a full stop.
REASON = text("bot.reason", "{reason}.")
REASON_RULED = text("bot.reason.ruled", "{reason} ({rule}).")
FIRST_MOVE = text("bot.first-move", "Take the first move the rules allow")
NO_MOVE = text("bot.no-move", "The game is over: there is no move to choose.")
NO_BOT = text("bot.no-bot", "No computer player for {variant}.")


def unstopped(sentence: str, unwrap: bool = True) -> str:
    """``sentence`` without its final full stop, its message kept: a message that only
    adds the stop (``"{said}."``) gives what it wraps (unless not ``unwrap``); another
    message ending with a stop loses it in the engine's English and keeps it in a language
    (whose sentence around it then places it last: see ``bot.explain.not-allowed``);
    plain text loses it."""
    template = getattr(sentence, "template", None)
    id = getattr(template, "id", None)
    if id and isinstance(sentence, Sentence):
        names = fields(template)
        if unwrap and len(names) == 1 and template == "{" + names[0] + "}.":
            return sentence.values[names[0]]
        if ends_stopped(sentence):
            return Sentence(Stopless(id, template[:-1]), sentence.values)
        return sentence
    return joined("", [sentence]).rstrip(".")


class Stopless(Text):
    """A message's English template less its final stop (:func:`unstopped`): the message
    is said whole in a language, and less its stop in English (``Speaker.unstopped``);
    copied as it is (not declared again)."""

    stopless = True

    def __reduce__(self) -> tuple:
        return Stopless, (self.id, str(self))


def ends_stopped(sentence: str) -> bool:
    """Whether ``sentence`` is a message whose template ends with its full stop."""
    template = getattr(sentence, "template", None)
    return bool(getattr(template, "id", None)) and template.endswith(".") \
        and not template.endswith("..")


class Figure(Decimal):
    """A number rounded in code as an f-string rounds it (``places`` decimals; ``signed``:
    with its sign, ``+0.25``): the engine's text writes it as the f-string did, and a
    language with its own decimal mark (``0,25``), the plural form following the number.

    >>> Figure(1.25, 1), Figure(0.3, 2, signed=True), Figure(-0.01, 1, signed=True)
    (Figure('1.2'), Figure('+0.30'), Figure('-0.0'))
    >>> f"{Figure(2, 1)} tricks"
    '2.0 tricks'
    """

    places: int
    signed: bool

    def __new__(cls, value: float | Decimal, places: int = 1, signed: bool = False) -> Figure:
        obj = super().__new__(cls, f"{value:.{places}f}")
        obj.places, obj.signed = places, signed
        return obj

    def __reduce__(self) -> tuple:
        return Figure, (Decimal(self), self.places, self.signed)

    def __str__(self) -> str:
        return Decimal.__format__(self, "+f" if self.signed else "f")

    def __format__(self, spec: str) -> str:
        return Decimal.__format__(self, spec) if spec else str(self)

    def __repr__(self) -> str:
        return f"Figure('{self}')"

    def fluent(self, speaker: Any) -> Any:
        """The number for a language's catalogue: its decimals kept, its sign when signed."""
        from fluent.runtime.types import FluentDecimal  # only a language's speaker asks

        number = FluentDecimal(Decimal(self), minimumFractionDigits=self.places,
                               maximumFractionDigits=self.places, useGrouping=False)
        return _signed()(number) if self.signed else number


@cache
def _signed() -> type:
    """A Fluent number written with its sign (``+0,25``), the class made when first needed
    (the engine runs without Fluent)."""
    from fluent.runtime.types import FluentType

    class Signed(FluentType):
        def __init__(self, number: Any) -> None:
            self.number = number

        def format(self, locale: Any) -> str:
            out = self.number.format(locale)
            if out[:1] in ("-", "\u2212"):
                return out
            return ("-" if self.number.is_signed() else "+") + out

    return Signed


def percent(share: float) -> int:
    """A share (0.375) as the whole percent ``f"{share:.0%}"`` writes (38)."""
    return int(f"{share:.0%}"[:-1])


@dataclass(frozen=True)
class Decision:
    """The bot's move and why: ``reason`` is a sentence, ``rule`` the rule ID that drove
    the choice (empty for a plain matter of taste)."""

    action: Action
    reason: str
    rule: str = ""

    def text(self) -> str:
        """The reason with its rule ID in brackets, as the hint button shows it: a
        message (``bot.reason.ruled``) when the reason is one, else a
        :class:`~ramsas_widgets.engine.events.Sentence` when the reason is one."""
        if not getattr(getattr(self.reason, "template", None), "id", None):
            reason = joined("", [self.reason]).rstrip(".")
            if self.rule and f"({self.rule})" not in reason:
                reason += f" ({self.rule})"
            return reason + "."
        reason = unstopped(self.reason)
        if self.rule and f"({self.rule})" not in reason:
            return say(REASON_RULED, reason=reason, rule=Rule(self.rule))
        return say(REASON, reason=reason)


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
        raise RulesError(say(NO_MOVE), rule=game._over_rule())
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
        raise RulesError(say(NO_BOT, variant=repr(game.variant_id)))
    d = decider(game, legal, Chooser(game, seed))
    if d.action not in legal:  # a safety net: never an illegal move
        return Decision(legal[0], say(FIRST_MOVE))
    return d
