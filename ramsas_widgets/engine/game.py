"""The state-machine interface every variant's game implements.

A game holds its own seeded random generator, shuffles and deals by itself,
and offers the decisions of one player at a time::

    game = new_game("lt-ramsas", players=3, seed=1)
    while not game.is_over:
        game.apply(game.legal_actions()[0])

``apply`` accepts an :class:`Action` or its text (``"play QC"``, ``"buy"``);
an action that is not legal raises :class:`RulesError` with the reason.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .cards import Card, cards_str, parse_cards
from .errors import RulesError, expect_type
from .variants import VariantInfo, variant


@dataclass(frozen=True)
class Action:
    """A decision: a kind (``play``, ``buy``, ``pass``...), cards, and a word.

    >>> a = Action.parse("play QC")
    >>> a, a.kind, a.cards
    (Action('play QC'), 'play', (QC,))
    >>> str(Action("offer", arg="turn"))
    'offer turn'
    """

    kind: str
    cards: tuple[Card, ...] = ()
    arg: str = ""

    @property
    def card(self) -> Card:
        """The single card of a ``play`` (or similar) action."""
        if len(self.cards) != 1:
            raise RulesError(f"'{self}' does not name exactly one card.")
        return self.cards[0]

    def __str__(self) -> str:
        parts = [self.kind]
        if self.cards:
            parts.append(cards_str(self.cards))
        if self.arg:
            parts.append(self.arg)
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """An action from its text: the kind, then cards, then an optional word."""
        expect_type(text, str, "An action", "an Action or text such as 'play QC'")
        if not text.strip():
            raise RulesError("An action must be written as text, e.g. 'play QC'.")
        kind, *rest = text.split()
        cards: list[Card] = []
        words: list[str] = []
        for tok in rest:
            if words:
                words.append(tok)
                continue
            try:
                cards.extend(parse_cards(tok))
            except RulesError:
                words.append(tok)
        return cls(kind.lower(), tuple(cards), " ".join(words))


def as_action(action: object) -> Action:
    """An :class:`Action` from an Action or its text; TypeError for anything else."""
    if isinstance(action, Action):
        return action
    expect_type(action, str, "An action", "an Action or text such as 'play QC'")
    return Action.parse(action)  # type: ignore[arg-type]


@dataclass(frozen=True)
class DealStep:
    """One card moved by the deal: where it goes, face up or not, and which rule says so.

    ``to`` is ``"player"`` (then ``player`` is set), ``"buy"``, ``"stock"``,
    ``"trump"``, ``"discard"`` or ``"aside"``.
    """

    card: Card
    to: str
    player: int | None = None
    face_up: bool = False
    rule: str = ""
    note: str = ""

    def __str__(self) -> str:
        where = f"P{self.player}" if self.to == "player" else self.to
        face = " face up" if self.face_up else ""
        why = f" ({self.rule})" if self.rule else ""
        return f"{self.card} -> {where}{face}{why}"


@dataclass(frozen=True)
class Verdict:
    """Whether a card may be played now, with the rule and a sentence saying why."""

    card: Card
    legal: bool
    rule: str
    reason: str

    def __str__(self) -> str:
        ok = "may be played" if self.legal else "may not be played"
        return f"{self.card} {ok}: {self.reason} ({self.rule})"


@dataclass(frozen=True)
class HandResult:
    """How one hand changed the scores, so tests can re-check it with ``score_hand``.

    ``tricks[i]`` is ``None`` for a player who sat the hand out; ``extras`` are the
    keyword arguments ``score_hand`` needs for this variant (jacks shown, aces held...).
    """

    number: int
    scores_before: tuple[int, ...]
    tricks: tuple[int | None, ...]
    extras: Mapping[str, Any]
    scores_after: tuple[int, ...]


class Game(ABC):
    """Base class of every variant's game state.

    Subclasses set ``to_act``, ``scores``, ``is_over``, ``winner``, fill
    ``history`` (readable lines) and ``deal_steps`` (the current hand's deal), append a
    :class:`HandResult` to ``hand_results`` at the end of every scored hand, and
    implement ``legal_actions``, ``_apply``, ``zones`` and ``pack``.
    """

    info: VariantInfo

    def __init__(self, variant_id: str, players: int, seed: int | None,
                 options: Mapping[str, Any]) -> None:
        self.info = variant(variant_id)
        expect_type(players, int, "players", "a whole number")
        self.info.check_players(players)
        if seed is not None:
            expect_type(seed, int, "seed", "a whole number or None")
        self.variant_id = variant_id
        self.n_players = players
        self.seed = seed
        self.options = self.info.resolve(options)
        self.rng = random.Random(seed)
        self.history: list[str] = []
        self.scores: list[int] = [0] * players
        self.to_act: int | None = None
        self.is_over = False
        self.winner: int | None = None
        self.deal_steps: list[DealStep] = []
        self.hand_results: list[HandResult] = []

    # -- the interface -------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every action player ``to_act`` may take now (empty once the game is over)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out an action already known to be legal."""

    @abstractmethod
    def zones(self) -> dict[str, list[Card]]:
        """Every card of the current hand by where it lies; together they make the pack."""

    @abstractmethod
    def pack(self) -> list[Card]:
        """The full pack of the current hand (for card accounting)."""

    def why_illegal(self, action: Action) -> RulesError:
        """The error for an action that is not among the legal ones; subclasses refine it."""
        action = as_action(action)
        if self.is_over:
            return RulesError("The game is over.")
        options = ", ".join(str(a) for a in self.legal_actions()[:12])
        return RulesError(f"'{action}' is not possible now. Possible: {options}.")

    # -- shared behaviour ----------------------------------------------------
    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its text); RulesError with the reason otherwise."""
        action = as_action(action)
        if self.is_over:
            raise RulesError("The game is over: no more actions.")
        if action not in self.legal_actions():
            raise self.why_illegal(action)
        self._apply(action)

    def is_legal(self, action: Action | str) -> bool:
        try:
            action = as_action(action)
        except RulesError:
            return False
        return not self.is_over and action in self.legal_actions()

    def seat(self, value: Any, what: str = "dealer", rule: str | None = None) -> int:
        """A player number given by a caller (``dealer=``...), checked against the table."""
        if isinstance(value, bool) or not isinstance(value, int) or value not in range(
                self.n_players):
            raise RulesError(f"{what} must be a player number from 0 to {self.n_players - 1}, "
                             f"not {value!r}.", rule=rule)
        return value

    def log(self, text: str) -> None:
        self.history.append(text)

    def copy(self) -> Game:
        """An independent copy (for look-ahead, hints and undo)."""
        return copy.deepcopy(self)

    def cards_accounted(self) -> bool:
        """True when the zones hold exactly the pack, card for card."""
        found = sorted(c.code for cards in self.zones().values() for c in cards)
        return found == sorted(c.code for c in self.pack())

    def describe(self) -> str:
        """A short multi-line text of the state, for golden playthroughs."""
        lines = [f"{self.variant_id} players={self.n_players} to_act={self.to_act}"
                 f" scores={self.scores}"]
        for name, cards in self.zones().items():
            lines.append(f"  {name}: {cards_str(cards)}")
        return "\n".join(lines)
