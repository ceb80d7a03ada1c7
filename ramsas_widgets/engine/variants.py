"""How a variant is declared: :class:`VariantInfo`, its :class:`RuleOption` s and the
:class:`Teaching` data the lessons use (with :class:`Lab`, the probability lab's deal).

Each family declares its variants once, in ``<family>/variants.py``; the registry
(:mod:`~ramsas_widgets.engine.registry`) lists the families and collects them into
``VARIANTS``. Rule options hold the RULES.md default for every ``[open]`` point where
tables differ.

The words a person reads in a declaration (a variant's name, a rule option's explanation
and label, the names of its phases and places, its deal's sentences, what its totals mean,
its decisions' questions) are declared as messages (``text("option.lt-ramsas.target",
"Score that wins the game.")``). They stay English ``str`` for every use that reads them as
text, and are :class:`Words` once declared: :meth:`Words.said` (or :func:`in_language`)
says them in a language, and given to a message as a value, or to ``events.render`` with
a speaker, they are said in that language too. A house rule's name and values are said by
:func:`option_name` and :func:`choice`.

>>> from ramsas_widgets.engine import VARIANTS
>>> VARIANTS["lt-ramsas"].options["target"].default
20
>>> len(VARIANTS["ru-classic"].make_pack(3)), len(VARIANTS["ru-classic"].make_pack(4))
(32, 52)
>>> from ramsas_widgets.i18n.locale import speaker
>>> info = VARIANTS["lt-ramsas"]
>>> info.name, info.said_name(speaker("lt"))
('Lithuanian Ramsas', 'Lietuviškas Ramsas')
>>> choice("first-lead"), choice(True, speaker("lt")), option_name("must_beat")
('first lead', 'taip', 'must beat')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..i18n.messages import Text, text
from .cards import Card
from .errors import RulesError


class Words(Text):
    """Declared words a person reads (a variant's name, a phase's, a house rule's
    explanation): the English ``str`` with its message ID, which :meth:`said` says in a
    language. Given to a message as a value they are said in the message's language, and
    :func:`~ramsas_widgets.engine.events.render` with a speaker reads them as a sentence
    without values. Declarations write ``text(...)``; the dataclasses below make them
    :class:`Words`."""

    def said(self, speaker: Any = None) -> str:
        """The words in ``speaker``'s language (``None``: the English, as a plain str)."""
        return str(self) if speaker is None else speaker.say(self.id)

    def fluent(self, speaker: Any) -> str:
        """The words as a message's value (see ``i18n.locale.Speaker.arg``)."""
        return speaker.say(self.id)

    @property
    def template(self) -> Text:
        """The words as a sentence's template (``events.render`` reads them so)."""
        return self

    @property
    def values(self) -> Mapping[str, Any]:
        """A sentence's values: none."""
        return _NO_VALUES

    def __reduce__(self) -> tuple:
        return Words, (self.id, str(self))


_NO_VALUES: Mapping[str, Any] = MappingProxyType({})


def in_language(words: str, speaker: Any = None) -> str:
    """``words`` in ``speaker``'s language: declared words (a :class:`~ramsas_widgets.i18n.
    messages.Text` without fields) by their message, any other text as it is; without a
    speaker, as written (English)."""
    if speaker is None or not isinstance(words, Text):
        return words
    return speaker.say(words.id)


def _words(value: Any) -> Any:
    """A declaration's value with its messages made :class:`Words` (a mapping's values
    too); anything else as it is."""
    if isinstance(value, Text) and not isinstance(value, Words):
        return Words(value.id, str(value))
    if isinstance(value, Mapping) and any(isinstance(v, Text) and not isinstance(v, Words)
                                          for v in value.values()):
        return type(value)({k: _words(v) for k, v in value.items()})
    return value


def _declare_words(obj: Any, *names: str) -> None:
    """Make the fields ``names`` of a frozen declaration :class:`Words`."""
    for name in names:
        object.__setattr__(obj, name, _words(getattr(obj, name)))


#: A house rule's yes and no, and each of its values that is a word, as a person says
#: them (:func:`choice`); the English is what the rules page and the controls have said.
YES = text("option.value.yes", "yes")
NO = text("option.value.no", "no")
VALUE_WORDS: Mapping[str, Text] = MappingProxyType({
    "opening": text("option.value.opening", "opening"),
    "first-lead": text("option.value.first-lead", "first lead"),
    "reshuffle": text("option.value.reshuffle", "reshuffle"),
    "pass": text("option.value.pass", "pass"),
    "forehand": text("option.value.forehand", "forehand"),
    "dealer": text("option.value.dealer", "dealer"),
    "declarations": text("option.value.declarations", "declarations"),
    "after-exchange": text("option.value.after-exchange", "after exchange"),
    "five-plus": text("option.value.five-plus", "five plus"),
    "sum": text("option.value.sum", "sum"),
    "five": text("option.value.five", "five"),
    "zero": text("option.value.zero", "zero"),
    "left-of-dealer": text("option.value.left-of-dealer", "left of dealer"),
    "buyer": text("option.value.buyer", "buyer"),
    "dealer-last": text("option.value.dealer-last", "dealer last"),
    "buy-top": text("option.value.buy-top", "buy top"),
    "before-redeal": text("option.value.before-redeal", "before redeal"),
    "after-redeal": text("option.value.after-redeal", "after redeal"),
    "add": text("option.value.add", "add"),
    "restart": text("option.value.restart", "restart"),
})
#: Each rule option's name as a person says it (:func:`option_name`).
NAME_WORDS: Mapping[str, Text] = MappingProxyType({
    "target": text("option.name.target", "target"),
    "must_beat": text("option.name.must-beat", "must beat"),
    "trump_ace_lead": text("option.name.trump-ace-lead", "trump ace lead"),
    "dealer_may_discard_trump": text("option.name.dealer-may-discard-trump",
                                     "dealer may discard trump"),
    "nine_redeal": text("option.name.nine-redeal", "nine redeal"),
    "packs": text("option.name.packs", "packs"),
    "empty_stock": text("option.name.empty-stock", "empty stock"),
    "start_score": text("option.name.start-score", "start score"),
    "turned_card": text("option.name.turned-card", "turned card"),
    "ace_timing": text("option.name.ace-timing", "ace timing"),
    "remiz_aces": text("option.name.remiz-aces", "remiz aces"),
    "horns_from": text("option.name.horns-from", "horns from"),
    "first_lead": text("option.name.first-lead", "first lead"),
    "trump_from": text("option.name.trump-from", "trump from"),
    "four_jacks": text("option.name.four-jacks", "four jacks"),
    "trump_beats": text("option.name.trump-beats", "trump beats"),
    "both_jack_pairs": text("option.name.both-jack-pairs", "both jack pairs"),
    "overshoot": text("option.name.overshoot", "overshoot"),
    "rams_in_series": text("option.name.rams-in-series", "rams in series"),
    "house_pack": text("option.name.house-pack", "house pack"),
    "joker_points": text("option.name.joker-points", "joker points"),
    "unopened_100": text("option.name.unopened-100", "unopened 100"),
    "hand_rami_double": text("option.name.hand-rami-double", "hand rami double"),
    "pure_run_to_open": text("option.name.pure-run-to-open", "pure run to open"),
    "discard_must_meld": text("option.name.discard-must-meld", "discard must meld"),
    "final_discard": text("option.name.final-discard", "final discard"),
    "hands_in_game": text("option.name.hands-in-game", "hands in game"),
})


def _plain_words(value: object) -> str:
    return str(value).replace("-", " ").replace("_", " ")


def choice(value: object, speaker: Any = None) -> str:
    """A house rule's value as a person says it, in ``speaker``'s language: ``yes``,
    ``no``, a number as the language writes it, a word by its message (``first lead``).
    Without a speaker, the English: the message itself (:class:`Words`), so that a view
    can still say it in its language; a word no message knows, as written."""
    if isinstance(value, bool):
        words = _words(YES if value else NO)
    elif isinstance(value, int):
        return str(value) if speaker is None else speaker.number(value)
    elif isinstance(value, str) and value in VALUE_WORDS:
        words = _words(VALUE_WORDS[value])
    else:
        return _plain_words(value)
    return words if speaker is None else words.said(speaker)


def option_name(name: str, speaker: Any = None) -> str:
    """A rule option's name as a person says it (``must_beat``: ``must beat``), in
    ``speaker``'s language; without one, the English message (:class:`Words`)."""
    words = NAME_WORDS.get(name)
    if words is None:
        return _plain_words(name)
    words = _words(words)
    return words if speaker is None else words.said(speaker)


@dataclass(frozen=True)
class RuleOption:
    """A named rule option: its default, the values allowed, and the rule it tunes."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    rule: str
    #: what it means, a message (``text("option.lt-ramsas.target", "Score that wins the
    #: game.")``)
    text: str
    #: a short name for a control that sets it ("Redeal on a nine"), a message; the
    #: dealing demo shows one for each of ``Teaching.deal_options``
    label: str = ""

    def __post_init__(self) -> None:
        _declare_words(self, "text", "label")

    def said_text(self, speaker: Any = None) -> str:
        """What the option means, in ``speaker``'s language."""
        return in_language(self.text, speaker)

    def said_label(self, speaker: Any = None) -> str:
        """The control's short name in ``speaker``'s language: its label, else its name
        in words."""
        return in_language(self.label, speaker) if self.label else self.said_name(speaker)

    def said_name(self, speaker: Any = None) -> str:
        """The option's name in words (``must beat``), in ``speaker``'s language."""
        return option_name(self.name, speaker)

    def said_value(self, value: Any, speaker: Any = None) -> str:
        """One of its values in words (``yes``, ``first lead``), in ``speaker``'s
        language."""
        return choice(value, speaker)


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

    def __post_init__(self) -> None:
        _declare_words(self, "words")

    def said_word(self, kind: str, default: str, speaker: Any = None) -> str:
        """What this table calls the event of question ``kind`` (``default`` if the lab
        declares no word of its own), in ``speaker``'s language."""
        return in_language(self.words.get(kind, default), speaker)

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

    def __post_init__(self) -> None:
        _declare_words(self, "places", "phase_names", "deal_words", "score_sense",
                       "decisions")

    def said_place(self, place: str, speaker: Any = None) -> str | None:
        """The name of a place cards lie in (``places``), in ``speaker``'s language."""
        words = self.places.get(place)
        return None if words is None else in_language(words, speaker)

    def said_phase(self, phase: str, speaker: Any = None) -> str | None:
        """The name of a phase (``phase_names``), in ``speaker``'s language."""
        words = self.phase_names.get(phase)
        return None if words is None else in_language(words, speaker)

    def said_deal(self, key: str, speaker: Any = None) -> str | None:
        """The dealing demo's sentence for a rule of the deal (``deal_words``: ``"RULE"``,
        ``"RULE place"``), in ``speaker``'s language."""
        words = self.deal_words.get(key)
        return None if words is None else in_language(words, speaker)

    def said_decision(self, phase: str, speaker: Any = None) -> str | None:
        """The question a decision exercise asks in ``phase`` (``decisions``), in
        ``speaker``'s language."""
        words = self.decisions.get(phase)
        return None if words is None else in_language(words, speaker)

    def said_score_sense(self, speaker: Any = None) -> str:
        """What the totals mean (``score_sense``), in ``speaker``'s language."""
        return in_language(self.score_sense, speaker)


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

    def __post_init__(self) -> None:
        _declare_words(self, "name", "pack_text")

    def said_name(self, speaker: Any = None) -> str:
        """The variant's name in ``speaker``'s language."""
        return in_language(self.name, speaker)

    def said_pack(self, speaker: Any = None) -> str:
        """The pack it is played with, in words, in ``speaker``'s language."""
        return in_language(self.pack_text, speaker)

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
