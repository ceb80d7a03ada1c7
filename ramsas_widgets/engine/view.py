"""The read-only view every game offers: what a table shows, in one shape for every variant.

Widgets read a game only through :meth:`Game.view <ramsas_widgets.engine.game.Game.view>`
(and the game's own ``legal_actions``, ``apply``, ``why_illegal`` and ``verdicts``): no
attribute probing, no private calls, no parsing of the history text.

>>> from ramsas_widgets.engine import new_game
>>> v = new_game("ru-zone", seed=4).view()
>>> v.hand_number, v.players, len(v.hands[0]), v.trump is not None
(1, 2, 5, True)
>>> v.asked.player == v.to_act and v.asked.rule.startswith("RUZ")
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .cards import Card, Suit
from .events import Event


@dataclass(frozen=True)
class Asked:
    """The decision the game waits for: whose, in which phase, under which rule, and what
    the player must do, in words (``"declare play or pass"``)."""

    player: int
    phase: str
    rule: str
    task: str


@dataclass(frozen=True)
class Take:
    """What a card would do to the trick on the table (see ``Game.would_take``)."""

    #: the card would lead the trick
    leads: bool
    #: the card would be the trick's last, so the trick would be decided
    completes: bool
    #: who would hold the highest card of the trick with it, and that card
    best: int
    best_card: Card


@dataclass(frozen=True)
class HandResult:
    """How one hand changed the scores, so tests can re-check it with ``score_hand``.

    ``tricks[i]`` is ``None`` for a player who sat the hand out; ``extras`` are the
    keyword arguments ``score_hand`` needs for this variant (jacks shown, aces held...).
    """

    def __deepcopy__(self, memo: dict) -> object:
        return self  # immutable: copies of a game share it

    number: int
    scores_before: tuple[int, ...]
    tricks: tuple[int | None, ...]
    extras: Mapping[str, Any]
    scores_after: tuple[int, ...]


@dataclass(frozen=True)
class MeldView:
    """A Rami combination on the table, numbered from 1 in the order laid."""

    number: int
    owner: int
    kind: str
    cards: tuple[Card, ...]
    points: int
    joker_as: tuple[Card, ...] = ()


_EMPTY: Mapping = MappingProxyType({})


@dataclass(frozen=True)
class GameView:
    """A snapshot of a game, the same shape for every variant.

    - ``hands[p]``: player ``p``'s cards in display order (suit, then rank; jokers last);
      ``in_hand[p]``: whether he is still in the hand (not dropped out, passed, or laid
      down).
    - ``trick``: the cards on the table as (player, card) in play order; ``last_trick``
      and ``last_winner``: the trick completed last in this hand. ``tricks_won`` is
      ``None`` in games without tricks.
    - ``trump`` and ``trump_card`` (the card that showed it), ``None`` without trump.
    - ``piles``: face-down piles by name with their card counts (``stock``, ``buy``...);
      ``shown``: face-up cards by name (``turned``, ``discard`` top, ``pile`` top);
      ``melds``: Rami combinations on the table; ``bought``: per player, the cards he took
      in this hand's buy or exchange (a view marks them); ``opened``: in Rami, who has
      opened; ``results``: the :class:`~ramsas_widgets.engine.view.HandResult` of every
      hand scored so far.
    - ``hand_number`` counts from 1; ``asked`` is the decision now asked, ``None`` once
      the game is over; ``events`` is the whole history.
    """

    variant_id: str
    players: int
    hand_number: int
    dealer: int | None
    phase: str
    to_act: int | None
    asked: Asked | None
    hands: tuple[tuple[Card, ...], ...]
    in_hand: tuple[bool, ...]
    scores: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...] = ()
    last_trick: tuple[tuple[int, Card], ...] = ()
    last_winner: int | None = None
    tricks_won: tuple[int, ...] | None = None
    trump: Suit | None = None
    trump_card: Card | None = None
    piles: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    shown: Mapping[str, tuple[Card, ...]] = field(default_factory=lambda: _EMPTY)
    melds: tuple[MeldView, ...] = ()
    bought: tuple[tuple[Card, ...], ...] = ()
    #: Rami: who has opened (HU-TURN-2); empty in the other games
    opened: tuple[bool, ...] = ()
    #: every hand scored so far, oldest first
    results: tuple[HandResult, ...] = ()
    is_over: bool = False
    winner: int | None = None
    events: tuple[Event, ...] = ()

    @property
    def has_tricks(self) -> bool:
        return self.tricks_won is not None
