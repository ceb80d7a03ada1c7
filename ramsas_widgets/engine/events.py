"""What happened in a game, as structured events rendered to text on demand.

Every line of a game's history is an :class:`Event`: a kind (a card dealt, a choice made,
a card played, a trick won, a hand scored...), the rule it follows, and a sentence kept
as a template with typed values, so the same event reads as the engine's plain text
(``"P2 leads TS"``, the golden playthroughs) or as a person reads it (``"Player 3 leads
10♠"``), and a view never has to parse prose to know who won a trick.

The sentences the engine writes for a learner (a refusal's reason, a verdict, a computer
player's reason, a quiz's answer) are kept the same way, as a :class:`Sentence`: a ``str``
in the plain notation, with its template and typed values, which :func:`render` reads as
a person does. Every person is named by one scheme, :func:`person` (``Player 1``...).

>>> e = Event(Kind.PLAY, "{p} leads {c}", {"p": Seat(2), "c": Card.parse("TS")})
>>> str(e), e.player, e.cards
('P2 leads TS', 2, (TS,))
>>> render(e, person, symbols)
'Player 3 leads 10♠'
>>> s = say("{p} may not drop out", p=Seat(0)) + say(": {c} is trump", c=Card.parse("TD"))
>>> s, render(s, person)
('P0 may not drop out: TD is trump', 'Player 1 may not drop out: 10♦ is trump')
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterator, Mapping, Sequence
from enum import Enum
from functools import lru_cache
from typing import Any, overload

from ..i18n.messages import chosen, text
from .cards import Card, Suit


class Kind(str, Enum):
    """What an event records."""

    DEAL = "deal"            #: a hand is dealt, shuffled, cut or redealt; trump is shown
    CHOICE = "choice"        #: a player's decision other than a card play (buy, declare...)
    PLAY = "play"            #: a card played to a trick or to the pile
    TRICK = "trick"          #: a trick is won (``winner`` set)
    SCORE = "score"          #: one change to one account (``points`` set), with its rule
    SCORED = "scored"        #: a hand is scored: the totals after it (``result`` set)
    NOTE = "note"            #: anything else the table is told
    OVER = "over"            #: the game is over (``winner`` set when someone won)


class Seat(int):
    """A player number inside an event: the plain text writes it ``P2``."""


#: Seat values for the players of any table (ready made: events are many).
SEATS: tuple[Seat, ...] = tuple(Seat(p) for p in range(8))


class Seats(tuple):
    """Several players, written ``P1 and P2`` (or joined by ``sep``)."""

    sep = " and "


class Cards(tuple):
    """Several cards, written ``KC TC`` in the plain text."""


class Scores(tuple):
    """Everybody's totals, written ``[2, 3, 0]`` in the plain text and ``2 for Player 1,
    3 for Player 2, 0 for Player 3`` for a person."""


class SuitWord(str):
    """What a sentence names as a suit without being one (``jokers``: a joker led): the
    plain text and English write the noun; a language says it as it says a suit
    (``word.suit``, with its cases)."""

    @property
    def noun(self) -> str:
        return str(self)


class Capital:
    """A value that starts its sentence: in English, its first letter a capital
    (``Capital(Suit.HEARTS)`` reads ``Hearts``); another language places and writes it as
    its own sentence does."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Capital) and other.value == self.value

    def __hash__(self) -> int:
        return hash(("Capital", self.value))


class Rule(str):
    """A rule ID inside an event (``LT-BUY-1``); a view may render it as a link."""


class Move:
    """A move inside a sentence (an action: ``buy``, ``exchange 9H TD``): the plain text
    writes it as the action; a person reads what making it is (``buying``, ``exchanging
    9♥ 10♦``), with a capital letter when ``capital`` (it starts the sentence).

    >>> from ramsas_widgets.engine.game import Action
    >>> s = say("{m} is better than {n}", m=Move(Action.parse("buy"), capital=True),
    ...         n=Move(Action.parse("exchange 9H TD")))
    >>> s, render(s)
    ('buy is better than exchange 9H TD', 'Buying is better than exchanging 9♥ 10♦')
    """

    __slots__ = ("kind", "cards", "arg", "capital")

    def __init__(self, action: Any, capital: bool = False) -> None:
        self.kind, self.cards, self.arg = action.kind, tuple(action.cards), action.arg
        self.capital = capital

    def __str__(self) -> str:
        return " ".join([self.kind, *(str(c) for c in self.cards), *([self.arg] if self.arg
                                                                      else [])])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))

    def doing(self, card: Callable[[Card], str] = None) -> str:  # type: ignore[assignment]
        """What making the move is, as a person says it (``card`` writes the cards)."""
        card = card or symbols
        cards = " ".join(card(c) for c in self.cards)
        if self.cards and self.kind in DOING_WITH_CARDS:
            text = DOING_WITH_CARDS[self.kind].format(cs=cards, arg=self.arg)
        else:
            text = DOING.get(f"{self.kind} {self.arg}".strip()) or DOING.get(self.kind) \
                or str(self)
        return text[:1].upper() + text[1:] if self.capital else text

    def spoken(self, speaker: Any, card: Callable[[Card], str] = None) -> str:  # type: ignore[assignment]
        """What making the move is, in ``speaker``'s language."""
        card = card or symbols
        if self.cards and self.kind in DOING_WITH_CARDS:
            text = speaker.say(DOING_WITH_CARDS[self.kind].id,
                               cs=" ".join(card(c) for c in self.cards), arg=self.arg or "")
        else:
            said = DOING.get(f"{self.kind} {self.arg}".strip()) or DOING.get(self.kind)
            text = speaker.say(said.id) if said is not None else str(self)
        return text[:1].upper() + text[1:] if self.capital else text


#: Moves without cards as a person says making them (by kind, or kind and word).
DOING = {
    "buy": text("move.doing.buy", "buying"),
    "decline": text("move.doing.decline", "declining the buy"),
    "redeal": text("move.doing.redeal", "asking for a redeal"),
    "keep-deal": text("move.doing.keep-deal", "keeping the deal"),
    "declare play": text("move.doing.declare-play", "playing the hand"),
    "declare pass": text("move.doing.declare-pass", "passing"),
    "declare drop": text("move.doing.declare-drop", "dropping out"),
    "declare knock": text("move.doing.declare-knock", "knocking"),
    "no-show": text("move.doing.no-show", "not showing your jacks"),
    "offer better": text("move.doing.offer-better", "offering better cards"),
    "offer turn": text("move.doing.offer-turn", "offering a turn"),
    "offer none": text("move.doing.offer-none", "making no offer"),
    "accept": text("move.doing.accept", "accepting"),
    "reject": text("move.doing.reject", "rejecting"),
    "announce trumps": text("move.doing.announce-trumps", "announcing trumps"),
    "announce suits": text("move.doing.announce-suits", "announcing suits"),
    "draw stock": text("move.doing.draw-stock", "drawing from the stock"),
    "draw discard": text("move.doing.draw-discard", "taking the top card of the discard pile"),
    "draw": text("move.doing.draw", "drawing"),
    "pass": text("move.doing.pass", "passing"),
    "exchange": text("move.doing.exchange", "keeping your hand"),
}
#: Moves as a person is asked to make them ("decides first: buy or decline the buy"), by
#: kind and word or by kind: the same moves as :data:`DOING`, said as a choice.
TO_DO = {
    "buy": text("move.to-do.buy", "buy"),
    "decline": text("move.to-do.decline", "decline the buy"),
    "redeal": text("move.to-do.redeal", "ask for a redeal"),
    "keep-deal": text("move.to-do.keep-deal", "keep the deal"),
    "declare play": text("move.to-do.declare-play", "play"),
    "declare pass": text("move.to-do.declare-pass", "pass"),
    "declare drop": text("move.to-do.declare-drop", "drop out"),
    "declare knock": text("move.to-do.declare-knock", "knock"),
    "offer better": text("move.to-do.offer-better", "offer better cards"),
    "offer turn": text("move.to-do.offer-turn", "offer a turn"),
    "offer none": text("move.to-do.offer-none", "make no offer"),
    "draw stock": text("move.to-do.draw-stock", "draw from the stock"),
    "draw discard": text("move.to-do.draw-discard", "take the top of the discard pile"),
    "draw": text("move.to-do.draw", "draw"),
    "play": text("move.to-do.play", "play a card"),
    "exchange": text("move.to-do.exchange", "exchange cards"),
    "pass": text("move.to-do.pass", "pass"),
    "meld": text("move.to-do.meld", "meld"),
    "layoff": text("move.to-do.layoff", "lay off"),
    "swap": text("move.to-do.swap", "take a joker"),
    "discard": text("move.to-do.discard", "discard"),
    "keep": text("move.to-do.keep", "keep one card"),
    "show": text("move.to-do.show", "show your jacks"),
}


def to_do(action: Any, speaker: Any = None) -> str | None:
    """The choice ``action`` offers a person, in a few words (None if :data:`TO_DO` has
    no words for it), in ``speaker``'s language if one is given.

    >>> from ramsas_widgets.engine.game import Action
    >>> to_do(Action.parse("draw stock")), to_do(Action.parse("decline"))
    ('draw from the stock', 'decline the buy')
    """
    words = TO_DO.get(f"{action.kind} {action.arg}".strip()) or TO_DO.get(action.kind)
    if words is None or speaker is None:
        return words
    return speaker.say(words.id)


#: Moves with cards ({cs}: the cards; {arg}: a meld's number).
DOING_WITH_CARDS = {
    "play": text("move.doing-cards.play", "playing {cs}"),
    "keep": text("move.doing-cards.keep", "keeping {cs}"),
    "exchange": text("move.doing-cards.exchange", "exchanging {cs}"),
    "meld": text("move.doing-cards.meld", "melding {cs}"),
    "layoff": text("move.doing-cards.layoff", "laying {cs} off on meld #{arg}"),
    "swap": text("move.doing-cards.swap", "taking the joker of meld #{arg} for {cs}"),
    "discard": text("move.doing-cards.discard", "discarding {cs}"),
    "show": text("move.doing-cards.show", "showing {cs}"),
}


def symbols(card: Card) -> str:
    """A card as a person reads it: ``10♦``, ``J♣``, ``JK``."""
    return card.symbol


def person(player: int) -> str:
    """A player as a person reads it, counted from 1: seat 0 is ``Player 1``.

    The one scheme of everything written for a learner (the engine's plain text keeps
    ``P0``); a view may add to it, as the play table marks the learner's own seat.
    """
    return f"Player {player + 1}"


class _Formatter(string.Formatter):
    def __init__(self, name: Callable[[int], str], card: Callable[[Card], str],
                 rule: Callable[[str], str] = str, literal: Callable[[str], str] | None = None
                 ) -> None:
        self.name, self.card, self.rule, self.literal = name, card, rule, literal

    def parse(self, format_string: str):  # type: ignore[override]
        for literal, name, spec, conversion in super().parse(format_string):
            yield (self.literal(literal) if self.literal else literal), name, spec, conversion

    def format_field(self, value: Any, format_spec: str) -> str:
        if isinstance(value, Rule):
            return self.rule(str(value))
        if isinstance(value, Seat):
            return self.name(int(value))
        if isinstance(value, Card):
            return self.card(value)
        if isinstance(value, Seats):
            return value.sep.join(self.name(int(p)) for p in value)
        if isinstance(value, Cards):
            return " ".join(self.card(c) for c in value)
        if isinstance(value, Suit):
            return value.noun
        if isinstance(value, Scores):
            if self.name is _plain_name:
                return str(list(value))
            return listed([SCORE_OF.format(points=s, p=self.name(p))
                           for p, s in enumerate(value)])
        if isinstance(value, Capital):
            text = self.format_field(value.value, format_spec)
            return text[:1].upper() + text[1:]
        if isinstance(value, Sentence) and self.name is not _plain_name:
            return render(value, self.name, self.card, self.rule, self.literal)
        if isinstance(value, Move):
            text = str(value) if self.name is _plain_name else value.doing(self.card)
            return self.literal(text) if self.literal else text
        text = super().format_field(value, format_spec)
        return self.literal(text) if self.literal else text


def _plain_name(player: int) -> str:
    return f"P{player}"


_PLAIN = _Formatter(_plain_name, str)


@lru_cache(maxsize=4096)
def _pieces(template: str) -> tuple[tuple[str, str | None], ...] | None:
    """``template`` as (literal, field name) pairs, parsed once; None when a field has a
    format spec, a conversion or a dotted or numbered name (those take the full formatter)."""
    out = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        if name is not None and (not name.isidentifier() or spec or conversion):
            return None
        out.append((literal, name))
    return tuple(out)


def _plain(template: str, values: Mapping[str, Any]) -> str:
    """``template`` in the engine's plain notation: what ``_PLAIN.format`` gives, without
    parsing the template again each time (sentences are made for every card weighed); a
    plural message takes the English form its count asks for."""
    template = chosen(template, values)
    pieces = _pieces(template)
    if pieces is None:
        return _PLAIN.format(template, **values)
    field = _PLAIN.format_field
    return "".join(literal if name is None else literal + field(values[name], "")
                   for literal, name in pieces)


_UNSET: Any = object()


class Event:
    """One line of a game's history: ``kind``, a ``template`` with typed ``values``
    (:class:`Seat`, :class:`Card`, :class:`Cards`, :class:`Seats`, :class:`Scores`, numbers,
    words) and the structured facts a view needs without reading the sentence.

    Facts not given are read from the values when first asked for: ``player`` (the first
    :class:`Seat`), ``cards`` (every card named) and ``rule`` (the first :class:`Rule`).
    Events are not changed once made.
    """

    __slots__ = ("kind", "template", "values", "trick", "winner", "points", "result",
                 "_player", "_cards", "_rule", "_text")

    @property
    def silent(self) -> bool:
        """A fact without a line of the history (its template is empty)."""
        return not self.template

    def __init__(self, kind: Kind, template: str, values: Mapping[str, Any] | None = None,
                 player: int | None = _UNSET, cards: tuple[Card, ...] = _UNSET,
                 trick: tuple[tuple[int, Card], ...] = (), winner: int | None = None,
                 points: int | None = None, rule: str = "", result: Any = None) -> None:
        self.kind = kind
        self.template = template
        self.values: Mapping[str, Any] = values if values is not None else {}
        #: ``TRICK``: the trick's cards as (player, card) in play order
        self.trick = trick
        #: ``TRICK``/``OVER``: the winner
        self.winner = winner
        #: ``SCORE``: the change to ``player``'s account
        self.points = points
        #: ``SCORED``: the :class:`~ramsas_widgets.engine.view.HandResult` of the hand
        self.result = result
        self._player = player
        self._cards = cards
        self._rule = rule or _UNSET
        self._text: str | None = None

    @property
    def player(self) -> int | None:
        """The player the event is about (who played, chose, won, scored), if any."""
        if self._player is _UNSET:
            seat = next((v for v in self.values.values() if isinstance(v, Seat)), None)
            self._player = None if seat is None else int(seat)
        return self._player

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards the event names, in order."""
        if self._cards is _UNSET:
            found: list[Card] = []
            for v in self.values.values():
                if isinstance(v, Card):
                    found.append(v)
                elif isinstance(v, Cards):
                    found.extend(v)
            self._cards = tuple(found)
        return self._cards

    @property
    def rule(self) -> str:
        """The rule the event follows, if any."""
        if self._rule is _UNSET:
            first = next((v for v in self.values.values() if isinstance(v, Rule)), None)
            self._rule = "" if first is None else str(first)
        return self._rule

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = _plain(self.template, self.values) if self.values else self.template
            self._text = text
        return text

    def __repr__(self) -> str:
        return f"Event({self.kind.value}, {str(self)!r})"

    @property
    def text(self) -> str:
        """The event in the engine's plain notation (``P2``, ``TS``)."""
        return str(self)

    @property
    def message(self) -> str | None:
        """The ID of the message a person reads (None: the sentence has none yet, and
        reads in English in every language)."""
        return getattr(self.template, "id", None)

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule ID the event cites, in order."""
        return tuple(str(v) for v in self.values.values() if isinstance(v, Rule))


def render(event: Event | str, name: Callable[[int], str] = person,
           card: Callable[[Card], str] = symbols, rule: Callable[[str], str] = str,
           literal: Callable[[str], str] | None = None, speaker: Any = None,
           you: int | None = None) -> str:
    """The event (or :class:`Sentence`) as a person reads it: players by ``name``, cards by
    ``card``, rule IDs by ``rule``; ``literal`` (``html.escape``, say) is applied to the
    template's own words, so a view can render rule IDs as links and escape everything
    else. Plain text (a ``str`` with no values) comes back as it is, ``literal`` applied.

    >>> e = Event(Kind.CHOICE, "{p} buys <{rule}>", {"p": Seat(0), "rule": Rule("LT-BUY-1")})
    >>> import html
    >>> render(e, lambda p: "Ann", literal=html.escape, rule=lambda r: f"<a>{r}</a>")
    'Ann buys &lt;<a>LT-BUY-1</a>&gt;'

    With a ``speaker`` (:func:`ramsas_widgets.i18n.locale.speaker`), a sentence that has a
    message ID reads in the speaker's language, the players named by the language (``you``:
    the learner's seat) instead of by ``name``.
    """
    template = getattr(event, "template", None)
    if speaker is not None and getattr(template, "id", None) and event.values is not None:
        return _spoken(event, speaker, you, card, rule, literal)
    if template is None:  # plain text
        text = str(event)
        return literal(text) if literal else text
    if not event.values:
        text = template if isinstance(event, Event) else str(event)
        return literal(text) if literal else text
    return _Formatter(name, card, rule, literal).format(chosen(template, event.values),
                                                        **event.values)


#: Stands for a value the language's words must not touch (a card, a rule ID) until the
#: sentence is said: private-use characters no catalogue holds.
_HOLD = "\ue000{}\ue001"
_HELD = re.compile("\ue000([0-9]+)\ue001")


def _spoken(event: Any, speaker: Any, you: int | None, card: Callable[[Card], str],
            rule: Callable[[str], str], literal: Callable[[str], str] | None) -> str:
    """The sentence in ``speaker``'s language (see :func:`render`)."""
    held: list[str] = []

    def hold(text: str) -> str:
        held.append(text)
        return _HOLD.format(len(held) - 1)

    values: dict[str, Any] = {}
    capitals = []
    for key, value in event.values.items():
        if isinstance(value, Capital):
            value = value.value
            capitals.append(key)
        if isinstance(value, Rule):
            values[key] = hold(rule(str(value)))
        elif isinstance(value, Seat):
            values[key] = speaker.person(int(value), int(value) == you)
        elif isinstance(value, Seats):
            values[key] = speaker.people([int(p) for p in value], you)
        elif isinstance(value, Card):
            values[key] = hold(card(value))
        elif isinstance(value, Cards):
            values[key] = hold(" ".join(card(c) for c in value))
        elif isinstance(value, (Suit, SuitWord)):
            values[key] = speaker.suit(value.noun)
        elif isinstance(value, Scores):
            values[key] = speaker.words(
                [speaker.say(SCORE_OF.id, p=speaker.person(p, p == you), points=points)
                 for p, points in enumerate(value)])
        elif isinstance(value, Sentence):  # a sentence inside another (said, then its rule)
            values[key] = hold(render(value, person, card, rule, literal, speaker, you))
        elif isinstance(value, Move):
            said = value.spoken(speaker, card)
            values[key] = hold(literal(said) if literal else said)
        else:
            values[key] = value
    for key in capitals:
        values[key] = speaker.capital(values[key])
    said = speaker.say(event.template.id, **values)
    if getattr(event.template, "stopless", False):
        said = speaker.unstopped(said)
    parts = _HELD.split(said)
    return "".join(held[int(part)] if k % 2 else (literal(part) if literal else part)
                   for k, part in enumerate(parts))


#: One player's total in a line of scores (:class:`Scores` said in a language).
SCORE_OF = text("word.score-of", "{points} for {p}")


def listed(items: Sequence[str]) -> str:
    """Items listed as English lists them, as a language's list is said
    (``Speaker.words``: CLDR's): ``a``, ``a and b``, ``a, b, and c``."""
    if len(items) <= 2:
        return " and ".join(items)
    return ", ".join(items[:-1]) + ", and " + items[-1]


def _escape(text: str) -> str:
    """Plain text as a template's literal words."""
    return text.replace("{", "{{").replace("}", "}}")


def _renamed(template: str, names: Mapping[str, str]) -> str:
    """``template`` with its fields renamed by ``names``."""
    return _renamed_once(template, tuple(names.items()))


@lru_cache(maxsize=4096)
def _renamed_once(template: str, pairs: tuple[tuple[str, str], ...]) -> str:
    names = dict(pairs)
    out = []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        out.append(_escape(literal))
        if field is not None:
            head, dot, rest = field.partition(".")
            out.append("{" + names.get(head, head) + dot + rest
                       + (f"!{conversion}" if conversion else "")
                       + (f":{spec}" if spec else "") + "}")
    return "".join(out)


class Sentence(str):
    """A sentence written for a learner, kept with its typed values (made by :func:`say`).

    As a ``str`` it is the engine's plain notation (``"you hold 7C"``, ``"P0"``), what the
    tests read; :func:`render` reads it as a person does (``"you hold 7♣"``, ``"Player
    1"``). Sentences and plain text join with ``+`` (and :func:`joined`) into a sentence
    that keeps every value; :meth:`rstrip` and :meth:`capitalized` keep them too. Any
    other ``str`` operation gives plain text.
    """

    template: str
    values: Mapping[str, Any]

    def __new__(cls, template: str, values: Mapping[str, Any] | None = None) -> Sentence:
        values = dict(values or {})
        text = _plain(template, values) if values else template.format()
        obj = super().__new__(cls, text)
        obj.template, obj.values = template, values
        return obj

    def __add__(self, other: str) -> Sentence:  # type: ignore[override]
        return joined("", (self, other))

    def __radd__(self, other: str) -> Sentence:
        return joined("", (other, self))

    def __reduce__(self) -> tuple:
        return Sentence, (self.template, self.values)

    def rstrip(self, chars: str | None = None) -> Sentence:  # type: ignore[override]
        """The sentence less trailing ``chars`` of its own words (a value is kept whole)."""
        t = self.template
        if not t.endswith("}"):
            t = t.rstrip(chars.replace("{", "").replace("}", "") if chars else None)
        return Sentence(t, self.values)

    def capitalized(self) -> Sentence:
        """The sentence with its first letter in capitals, when it starts with a word."""
        t = self.template
        if t and t[0] not in "{}":
            t = t[0].upper() + t[1:]
        return Sentence(t, self.values)


def say(template: str, **values: Any) -> Sentence:
    """A :class:`Sentence`: ``template`` names its typed values as events do (:class:`Seat`,
    :class:`Card`, :class:`Cards`, :class:`Seats`, numbers, words)."""
    return Sentence(template, values)


def joined(sep: str, parts: Sequence[str]) -> Sentence:
    """Sentences and plain text joined by ``sep`` into one sentence keeping every value
    (fields renamed where two parts use the same name)."""
    templates: list[str] = []
    values: dict[str, Any] = {}
    for k, part in enumerate(parts):
        if isinstance(part, Sentence):
            names = {}
            for key in part.values:
                new = key if key not in values else f"{key}_{k}"
                while new in values:
                    new += "_"
                names[key] = new
                values[new] = part.values[key]
            template = chosen(part.template, part.values)
            templates.append(_renamed(template, names) if names else template)
        else:
            templates.append(_escape(str(part)))
    return Sentence(_escape(sep).join(templates), values)


class History(Sequence[str]):
    """The plain text of a game's events, one line each, rendered when read.

    An event with an empty template is a fact without a line of its own (the restart
    of a Swedish rams at 10, the totals after a hand where the table writes none): it is
    in the events, not in the history.
    """

    def __init__(self, events: list[Event]) -> None:
        self._events = events
        self._lines: list[Event] = []
        self._seen = 0

    def _sync(self) -> list[Event]:
        events = self._events
        if self._seen < len(events):
            self._lines.extend(e for e in events[self._seen:] if e.template)
            self._seen = len(events)
        return self._lines

    def __len__(self) -> int:
        return len(self._sync())

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        lines = self._sync()
        if isinstance(index, slice):
            return [str(e) for e in lines[index]]
        return str(lines[index])

    def __iter__(self) -> Iterator[str]:
        return (str(e) for e in list(self._sync()))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (History, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"History({list(self)!r})"


