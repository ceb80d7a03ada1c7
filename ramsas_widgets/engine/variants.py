"""How a variant is declared: :class:`VariantInfo`, its :class:`RuleOption` s and the
:class:`Teaching` data the lessons use (with :class:`Lab`, the probability lab's deal).

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
    #: a short name for a control that sets it ("Redeal on a nine"); the dealing demo
    #: shows one for each of ``Teaching.deal_options``
    label: str = ""


@dataclass(frozen=True)
class Lab:
    """How the probability lab deals one hand of a variant, and what it asks about it.

    ``hand`` cards go to each player (default: the variant's ``hand_size``), ``dealer_hand``
    to the dealer when he gets more (SE-DEAL-1); ``seats`` is how many hands the lab deals
    when not one per player (a Rami question looks at one hand only). ``buy`` cards are laid
    aside; ``turned`` says where trump comes from: ``"dealer"`` (his last card, shown, stays
    in his hand), ``"stock"`` (the next card, turned up, in nobody's hand) or ``"none"``.
    ``rule`` cites the deal; ``option_rules`` the deal's rules instead when a rule option is
    on (``house_pack``: HU-DECK-2). ``questions`` maps each question kind the lab asks of
    the variant to the rule it comes from; ``words`` what a question calls its event at this
    table, by kind (all four jacks are "Ramsas" in Lithuania).
    """

    rule: str
    hand: int | None = None
    dealer_hand: int | None = None
    seats: int | None = None
    buy: int = 0
    turned: str = "dealer"
    option_rules: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    questions: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    words: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    def hands(self, players: int, hand_size: int | None = None) -> tuple[int, ...]:
        """The hands dealt, from the player left of the dealer round to the dealer;
        ``hand_size`` is the variant's, for a lab that declares no ``hand`` of its own.

        >>> Lab(dealer_hand=6, rule="SE-DEAL-1").hands(3, hand_size=5)
        (5, 5, 6)
        """
        hand = self.hand if self.hand is not None else hand_size
        if hand is None:
            raise ValueError("this lab deals the variant's hand size: give hand_size")
        seats = players if self.seats is None else self.seats
        if self.dealer_hand is None or seats < players:
            return (hand,) * seats
        return (hand,) * (seats - 1) + (self.dealer_hand,)

    def deal_rule(self, options: Mapping[str, Any]) -> str:
        """The rules of the deal under these rule options."""
        return next((rule for name, rule in self.option_rules.items() if options.get(name)),
                    self.rule)


@dataclass(frozen=True)
class Situation:
    """A stacked start of a hand, so that a rule a learner rarely meets can be seen happening.

    ``cards`` places cards before the deal (place -> card text): ``"P0"``... a player's
    hand, ``"up"`` the card turned face up for trump, ``"buy"``, ``"stock"``,
    ``"discard"`` (the first card of each place it receives, in deal order); every
    other card is shuffled from the seed. ``before`` are the actions played at once
    (anyone's), ``yours`` the moves the learner (seat ``you``) is invited to make,
    which ``invite`` says in words; after them, ``rule`` has fired. ``dealing``: the rule
    fires in the deal itself, so the dealing demo shows it too.
    """

    key: str
    title: str
    rule: str
    story: str
    you: int
    players: int
    cards: Mapping[str, str]
    dealer: int = 0
    options: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    before: tuple[str, ...] = ()
    yours: tuple[str, ...] = ()
    invite: str = ""
    dealing: bool = False
    seed: int = 0


def situations(*found: Situation) -> Mapping[str, Situation]:
    """A family's situations as ``Teaching.situations``: by key."""
    return MappingProxyType({s.key: s for s in found})


@dataclass(frozen=True)
class Teaching:
    """What the lessons and teaching widgets need to know about a variant.

    The code that is truly the variant's own (the trick state a quiz question maps to,
    its own quiz scenarios, the random end of a hand) lives in the family's
    ``teaching.py`` and is named here; the teaching package
    (:mod:`ramsas_widgets.engine.teaching`) reads these fields and nothing else about
    the variant.
    """

    #: the lesson notebook that teaches it
    lesson: str = ""
    #: what the table and the dealing demo call each place a card lies besides the hands
    #: and the tricks, by name: every pile of the view (``GameView.piles`` and ``shown``)
    #: and every place the deal sends a card to (``DealStep.to``, "player" aside), e.g.
    #: ``{"buy": "Buy (pirkinys)", "aside": "Set aside"}``
    places: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    #: the name of each phase of the game (every key of its class's ``phases``, and
    #: ``"play"`` in a trick game) as the table and the dealing demo say it ("The buy
    #: (pirkinys)")
    phase_names: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    #: the dealing demo's sentence for each rule of the deal (``DealStep.rule``): ``"RULE"``,
    #: or ``"RULE place"`` for a card going to that place, ``"RULE trump"`` for the card
    #: that sets trump; a step whose note is a sentence of its own needs none
    deal_words: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    #: player counts the trick quiz deals for (empty: no quiz)
    quiz_players: tuple[int, ...] = ()
    #: rule options that change a quiz's answers
    quiz_options: tuple[str, ...] = ()
    #: quiz scenarios by difficulty, then question (``"play"``, ``"winner"``), where the
    #: variant asks its own (always ``"hard"``: its special rules); the other difficulties
    #: use the teaching package's standard scenarios. A name listed twice is drawn twice
    #: as often.
    quiz_scenarios: Mapping[str, Mapping[str, tuple[str, ...]]] = field(
        default_factory=lambda: MappingProxyType({}))
    #: the variant's own scenario builders by name (from its family's ``teaching.py``)
    quiz_builders: Mapping[str, Callable[..., Any]] = field(
        default_factory=lambda: MappingProxyType({}))
    #: ``quiz_state(question, facts, options)``: the keyword state its trick rules take
    #: for a quiz situation (``None``: no state)
    quiz_state: Callable[..., dict[str, Any]] | None = None
    #: whether the rules look at a player's lead history when he follows, too (SE-ACE-1),
    #: so the quiz tells it
    lead_history_when_following: bool = False
    #: the rule that says which card takes a trick
    winner_rule: str = ""
    #: the rule that carries :attr:`winner_rule` over from another variant (RUM-0)
    winner_from: str = ""
    #: the rule option under which a trump beats a card of another suit (RUZ-7); with it
    #: off, only the suit led takes a trick
    trump_beats_option: str = ""
    #: ``table_penalty(variant_id, rule)``: what a real table does when a card is played
    #: against ``rule``, as a sentence for the referee (``""`` where the sources name
    #: nothing; ``None``: nothing for any rule)
    table_penalty: Callable[[str, str | None], str] | None = None
    #: rule options that change a scoring exercise's answers
    scoring_options: tuple[str, ...] = ()
    #: what the totals mean, for a scoring exercise ("Totals count up from 0...")
    score_sense: str = ""
    #: ``end_of_hand(draw)``: a random end of a hand for a scoring exercise, drawn from
    #: ``draw`` (the seeded rng, the variant's pack; a ``teaching.scoring.HandDraw``) as
    #: ``(scores, tricks, extras, facts)`` (``None``: no scoring exercise)
    end_of_hand: Callable[..., tuple[Any, ...]] | None = None
    #: the rule under which a player who sat the hand out keeps his total, and what he
    #: did (a scorer lists no change for him; the exercise says "no change")
    pass_rule: str = ""
    pass_word: str = "passed"
    #: rule options that change how the cards are dealt (the dealing demo offers them)
    deal_options: tuple[str, ...] = ()
    #: how the probability lab deals it and what it asks (``None``: not in the lab)
    lab: Lab | None = None
    #: the decisions its decision exercises pose: phase -> the question in words
    #: ("Buy the four cards in the middle, or decline?"); Rami's ``play`` means "open now
    #: or wait", asked while the opening is within reach
    decisions: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    #: deals per option a decision exercise plays (its interval narrows with more)
    decision_deals: int = 300
    #: stacked starts of the table and the dealing demo, by key (see :class:`Situation`)
    situations: Mapping[str, Situation] = field(default_factory=lambda: MappingProxyType({}))
    #: players in the golden playthrough
    golden_players: int = 0
    #: more teaching facts by name (words a lesson uses...)
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
    #: the trick rules on the fast state of simulations (:mod:`~.fastplay`)
    fast: Any = None
    #: a game without tricks: its whole hand played out fast from any decision, for
    #: :func:`~.decisions.estimate` (Rami's :data:`~.rami.fast.PLAYOUT`)
    playout: Any = None
    #: whether a lower total is the better one (accounts written off, penalty points)
    lower_wins: bool = False

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
