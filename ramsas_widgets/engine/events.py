"""What happened in a game, as structured events rendered to text on demand.

Every line of a game's history is an :class:`Event`: a kind (a card dealt, a choice made,
a card played, a trick won, a hand scored...), the rule it follows, and a sentence kept
as a template with typed values, so the same event reads as the engine's plain text
(``"P2 leads TS"``, the golden playthroughs) or as a person reads it (``"You lead 10♠"``),
and a view never has to parse prose to know who won a trick.

>>> e = Event(Kind.PLAY, "{p} leads {c}", {"p": Seat(2), "c": Card.parse("TS")})
>>> str(e), e.player, e.cards
('P2 leads TS', 2, (TS,))
>>> render(e, lambda p: f"Player {p + 1}", symbols)
'Player 3 leads 10♠'
"""

from __future__ import annotations

import string
from collections.abc import Callable, Iterator, Mapping, Sequence
from enum import Enum
from typing import Any, overload

from .cards import Card


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
    """Everybody's totals, written ``[2, 3, 0]`` in the plain text."""


class Rule(str):
    """A rule ID inside an event (``LT-BUY-1``); a view may render it as a link."""


def symbols(card: Card) -> str:
    """A card as a person reads it: ``10♦``, ``J♣``, ``JK``."""
    return card.symbol


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
        if isinstance(value, Scores):
            if self.name is _plain_name:
                return str(list(value))
            return ", ".join(f"{self.name(p)} {s}" for p, s in enumerate(value))
        text = super().format_field(value, format_spec)
        return self.literal(text) if self.literal else text


def _plain_name(player: int) -> str:
    return f"P{player}"


_PLAIN = _Formatter(_plain_name, str)


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
        #: ``SCORED``: the :class:`~ramsas_widgets.engine.game.HandResult` of the hand
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
            text = _PLAIN.format(self.template, **self.values) if self.values else self.template
            self._text = text
        return text

    def __repr__(self) -> str:
        return f"Event({self.kind.value}, {str(self)!r})"

    @property
    def text(self) -> str:
        """The event in the engine's plain notation (``P2``, ``TS``)."""
        return str(self)

    @property
    def rules(self) -> tuple[str, ...]:
        """Every rule ID the event cites, in order."""
        return tuple(str(v) for v in self.values.values() if isinstance(v, Rule))


def render(event: Event, name: Callable[[int], str], card: Callable[[Card], str] = symbols,
           rule: Callable[[str], str] = str, literal: Callable[[str], str] | None = None) -> str:
    """The event as a person reads it: players by ``name``, cards by ``card``, rule IDs by
    ``rule``; ``literal`` (``html.escape``, say) is applied to the template's own words,
    so a view can render rule IDs as links and escape everything else.

    >>> e = Event(Kind.CHOICE, "{p} buys <{rule}>", {"p": Seat(0), "rule": Rule("LT-BUY-1")})
    >>> import html
    >>> render(e, lambda p: "Ann", literal=html.escape, rule=lambda r: f"<a>{r}</a>")
    'Ann buys &lt;<a>LT-BUY-1</a>&gt;'
    """
    if not event.values:
        return literal(event.template) if literal else event.template
    return _Formatter(name, card, rule, literal).format(event.template, **event.values)


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


