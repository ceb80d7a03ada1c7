"""End-of-hand scoring: one :class:`ScoreItem` per change to an account, by variant ID.

Every trick family's scorer offers ``explain_hand`` (the items, each with its player,
points, rule and sentence) and ``score_hand`` (the totals after the hand: the totals
before plus the items' points). The functions here find the variant's scorer in the
registry.

>>> score_hand("lt-ramsas", [3, 0, 7], [0, 0, 5])
[-2, 0, 12]
>>> for item in explain_hand("ru-modern", [0, 7], [2, 0]):
...     print(item.player, item.delta, item)
0 2 P0 takes 2 tricks: +2 (RUM-10)
1 -5 P1 takes no trick: horns, -5 (RUM-7)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..i18n.messages import chosen, text
from .errors import RulesError
from .events import _PLAIN, Event, Kind, Rule, Seat, Sentence

#: A change to an account said with the rule it follows.
RULED = text("score.ruled", "{said} ({rule})")


@dataclass(frozen=True)
class ScoreItem:
    """One change to one player's account: ``delta`` points under ``rule``.

    ``template`` is the sentence, ``{p}`` standing for the player and the other
    ``values`` typed as in events (cards, players...), so it reads in the plain notation
    (``str(item)``) and as a person reads it (``item.event()`` rendered by a view).
    """

    player: int
    delta: int
    rule: str
    template: str
    values: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    def event(self) -> Event:
        """The item as a :attr:`Kind.SCORE` event of a game's history: its sentence, then
        its rule (a message, when the sentence is one: :data:`RULED`)."""
        values = {**self.values, "p": Seat(self.player)}
        if getattr(self.template, "id", None):
            said = Sentence(self.template, values)
            return Event(Kind.SCORE, RULED, {"said": said, "rule": Rule(self.rule)},
                         player=self.player, cards=Event(Kind.NOTE, "", values).cards,
                         points=self.delta, rule=self.rule)
        return Event(Kind.SCORE, chosen(self.template, values) + " ({rule})",
                     {**values, "rule": Rule(self.rule)}, player=self.player, points=self.delta)

    @property
    def text(self) -> str:
        """The sentence in plain notation, without the rule."""
        values = {**self.values, "p": Seat(self.player)}
        return _PLAIN.format(chosen(self.template, values), **values)

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})"


def add_up(scores: Sequence[int], items: Sequence[ScoreItem]) -> list[int]:
    """The totals after a hand: ``scores`` plus every item's points."""
    out = list(scores)
    for item in items:
        out[item.player] += item.delta
    return out


def check_tricks(scores: Sequence[int], tricks: Sequence[int | None]) -> None:
    """RulesError unless there is a trick count (or ``None``) per player, each 0 or more."""
    if len(scores) != len(tricks):
        raise RulesError(
            f"{len(scores)} scores but {len(tricks)} trick counts: give one per player.")
    for t in tricks:
        if t is not None and (isinstance(t, bool) or not isinstance(t, int) or t < 0):
            raise RulesError(f"A trick count must be a whole number of 0 or more, not {t!r}.")


def expect_scorer(variant_id: str, scorer: Any, scored_as: str) -> None:
    """RulesError unless ``variant_id`` is declared with ``scorer`` (``VariantInfo.scorer``):
    a family's scorer scores the variants declared with it, whatever their IDs."""
    if _scorer(variant_id) is not scorer:
        raise RulesError(f"{variant_id} is not scored as {scored_as}.")


def _scorer(variant_id: str) -> Any:
    from .registry import variant

    info = variant(variant_id)
    if info.scorer is None:
        raise RulesError(f"{variant_id} has no score to count: the first player to shed his "
                         "cards wins.")
    return info.scorer


def explain_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
                 **extras: Any) -> list[ScoreItem]:
    """Every change the hand makes to the accounts, in order, with its rule ID.

    ``tricks[i]`` is ``None`` for a player who did not play the hand (in Rami, which has no
    tricks, every entry). Extras carry the rest of what the variant scores (jacks shown,
    aces held, the cards left in a Rami hand...; see the family's scorer)."""
    check_tricks(scores, tricks)
    return _scorer(variant_id).explain_hand(variant_id, list(scores), list(tricks), **extras)


def score_hand(variant_id: str, scores: Sequence[int], tricks: Sequence[int | None],
               **extras: Any) -> list[int]:
    """Totals after a hand from the totals before it and each player's tricks: the sum of
    :func:`explain_hand`."""
    check_tricks(scores, tricks)
    return _scorer(variant_id).score_hand(variant_id, list(scores), list(tricks), **extras)
