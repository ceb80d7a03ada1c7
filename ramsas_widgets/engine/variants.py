"""How a variant is declared: :class:`VariantInfo`, its :class:`RuleOption` s and the
:class:`Teaching` data the lessons use.

Each family declares its variants once, in ``<family>/variants.py``; the registry
(:mod:`~ramsas_widgets.engine.registry`) lists the families and collects them into
``VARIANTS``. Rule options hold the RULES.md default for every ``[open]`` point where
tables differ.

>>> from ramsas_widgets.engine import VARIANTS
>>> VARIANTS["lt-ramsas"].options["target"].default
20
>>> len(VARIANTS["ru-classic"].make_pack(3)), len(VARIANTS["ru-classic"].make_pack(4))
(32, 52)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .cards import Card
from .errors import RulesError


@dataclass(frozen=True)
class RuleOption:
    """A named rule option: its default, the values allowed, and the rule it tunes."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    rule: str
    text: str


@dataclass(frozen=True)
class Teaching:
    """What the lessons and teaching widgets need to know about a variant."""

    #: the lesson notebook that teaches it
    lesson: str = ""
    #: what the buy is called at the table ("Buy (pirkinys)"), if it has one
    buy_name: str = ""
    #: player counts the trick quiz deals for (empty: no quiz)
    quiz_players: tuple[int, ...] = ()
    #: rule options that change a quiz's answers
    quiz_options: tuple[str, ...] = ()
    #: the rule that says which card takes a trick
    winner_rule: str = ""
    #: rule options that change a scoring exercise's answers
    scoring_options: tuple[str, ...] = ()
    #: rule options that change how the cards are dealt (the dealing demo offers them)
    deal_options: tuple[str, ...] = ()
    #: players in the golden playthrough
    golden_players: int = 0
    #: more teaching facts by name (probability questions, words a lesson uses...)
    extra: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))


@dataclass(frozen=True)
class VariantInfo:
    """Everything about one variant that the rest of the package needs.

    ``pack(players, options)`` makes the pack a hand is dealt from (``pack_text`` says
    it in words, ``pack_rule`` cites the rule); ``game`` is the :class:`Game` subclass
    that plays it; ``trick_rules`` (``winner`` and ``verdicts``) and ``trump`` are set for
    trick games; ``scorer`` scores a hand (``score_hand`` and ``explain_hand``);
    ``threshold`` is Rami's opening; ``bot`` the computer player's ``decide``.
    """

    id: str
    name: str
    family: str
    game: type
    players: tuple[int, ...]
    default_players: int
    players_rule: str
    pack: Callable[[int, Mapping[str, Any]], list[Card]]
    pack_text: str
    pack_rule: str
    hand_size: int
    rules: str
    options: Mapping[str, RuleOption] = field(default_factory=lambda: MappingProxyType({}))
    trick_rules: Any = None
    trump: bool = False
    scorer: Any = None
    threshold: int | None = None
    bot: Callable[..., Any] | None = None
    teaching: Teaching = field(default_factory=Teaching)

    def __deepcopy__(self, memo: dict) -> VariantInfo:
        return self  # immutable: copies of a game share it

    @property
    def has_tricks(self) -> bool:
        return self.trick_rules is not None

    def make_pack(self, players: int | None = None,
                  options: Mapping[str, Any] | None = None) -> list[Card]:
        """The pack for ``players`` (default: the usual number) under ``options``."""
        n = self.default_players if players is None else players
        return self.pack(n, self.resolve(options or {}))

    def option_defaults(self) -> dict[str, Any]:
        return {name: opt.default for name, opt in self.options.items()}

    def resolve(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults overlaid with ``options``; unknown names or values raise RulesError."""
        out = self.option_defaults()
        for name, value in options.items():
            opt = self.options.get(name)
            if opt is None:
                known = ", ".join(sorted(self.options)) or "none"
                raise RulesError(f"{self.id} has no rule option {name!r} (options: {known}).")
            kind = type(opt.default)
            if type(value) is not kind:
                allowed = ", ".join(repr(c) for c in opt.choices)
                raise RulesError(
                    f"Rule option {name!r} takes {_TYPE_WORDS.get(kind, kind.__name__)}: "
                    f"one of {allowed}, not {value!r}.", rule=opt.rule)
            if value not in opt.choices:
                allowed = ", ".join(repr(c) for c in opt.choices)
                raise RulesError(
                    f"Rule option {name!r} cannot be {value!r}: choose one of {allowed}.",
                    rule=opt.rule,
                )
            out[name] = value
        return out

    def check_players(self, players: int, rule: str | None = None) -> None:
        """RulesError (citing ``rule``, else :attr:`players_rule`) unless this many play."""
        rule = rule or self.players_rule or None
        if players not in self.players:
            lo, hi = min(self.players), max(self.players)
            span = str(lo) if lo == hi else f"{lo} to {hi}"
            raise RulesError(f"{self.name} is played by {span} players, not {players}.", rule=rule)


_TYPE_WORDS = {bool: "True or False", int: "a whole number", str: "a word"}


def options(*items: RuleOption) -> Mapping[str, RuleOption]:
    """Rule options by name, read-only, in the order given."""
    return MappingProxyType({o.name: o for o in items})
