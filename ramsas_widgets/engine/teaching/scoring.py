"""Scoring exercises: the end of one hand, scored by the variant's own scorer.

A :class:`ScoringSituation` is the totals before a hand, the tricks taken and whatever
else the variant scores, drawn at random from a seed by the variant's declared
``end_of_hand`` (its family's ``teaching.py``). The new totals are the registry's
``score_hand``; the worked answer is its ``explain_hand``, item by item, in the family's
own sentences with their rule IDs. The one step a scorer does not list, a player who sat
the hand out keeping his total, the exercise adds as "no change", citing the variant's
declared ``pass_rule`` (LT-DROP-1, RU-DECL-2, RUM-6, SE-KNOCK-1).

>>> sit = scoring_situation("lt-ramsas", seed=1)
>>> sit.explanation()[0]
'P0: 4 before; takes 1 trick: +1 (LT-SCORE-1). New total: 5.'
>>> sit.grade(sit.answer).correct
True
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ...i18n.messages import text
from ..cards import Suit
from ..errors import RulesError, expect_type
from ..events import Rule, Seat, Sentence, say
from ..registry import VARIANTS, variant
from ..scoring import RULED, ScoreItem, explain_hand, score_hand
from ..variants import VariantInfo
from .quiz import Clause, Grade, Pack, one_after_another

SCORING_VARIANTS: tuple[str, ...] = tuple(
    vid for vid, info in VARIANTS.items() if info.teaching.end_of_hand is not None)
"""The variants with a scoring exercise: those declaring an ``end_of_hand``."""

SCORING_OPTIONS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    vid: VARIANTS[vid].teaching.scoring_options for vid in SCORING_VARIANTS})
"""Rule options (``[open]`` in RULES.md) that change a hand's scores, as each variant
declares them (``Teaching.scoring_options``)."""

# -- what the exercise says (messages: catalogues/<language>/teaching.ftl) ----------------

TRUMP_WAS = text("scoring-exercise.note.trump", "Trump was {suit} {symbol}.")
#: One player's line of the worked answer: his total before, the changes, the new total.
LINE = text("scoring-exercise.line", "{p}: {before} before; {changes}. New total: {total}.")
NO_CHANGE = text("scoring-exercise.no-change", "no change")
#: Changes (or corrections) said one after another.
THEN = text("scoring-exercise.then", "{first}; {then}")
AND = text("scoring-exercise.and", "{first}, {then}")
RIGHT = text("scoring-exercise.grade.right", "Right! Every new total is correct.")
WRONG = text("scoring-exercise.grade.wrong", "Not quite: {fixes}.")
FIX = text("scoring-exercise.grade.fix", "{p} should be {total} (you wrote {typed})")
ONE_EACH = text("scoring-exercise.grade.one-each", "Give one total per player: {n} totals.")
#: A player who sat the hand out keeps his total, by the variant's ``pass_word``.
SAT_OUT = {
    "passed": text("scoring-exercise.passed", "{p} passed: no change"),
    "dropped out": text("scoring-exercise.dropped-out", "{p} dropped out: no change"),
}


@dataclass
class HandDraw:
    """What an ``end_of_hand`` generator draws from: the seeded ``rng`` and the variant."""

    rng: random.Random
    info: VariantInfo

    def split_tricks(self, players: Sequence[int], total: int | None = None) -> dict[int, int]:
        """Share ``total`` tricks (default: a hand's, the declared ``hand_size``) at random
        among ``players`` (some may get none)."""
        out = dict.fromkeys(players, 0)
        for _ in range(self.info.hand_size if total is None else total):
            out[self.rng.choice(players)] += 1
        return out

    def pack(self, players: int) -> Pack:
        """The variant's pack for this many players (``VariantInfo.make_pack``), shuffled."""
        return Pack(self.info.make_pack(players), self.rng)


@dataclass(frozen=True)
class ScoringSituation:
    """The end of one hand: totals before, what happened, and the engine's new totals.

    ``tricks[i]`` is ``None`` for a player who sat the hand out (in Rami, every entry);
    ``extras`` are the keyword arguments of the variant's scorer; ``facts[i]`` says in
    words what else player ``i`` brings to the scoring (jacks shown, aces held, cards
    left...). ``answer`` are the new totals (``score_hand``); ``steps`` the changes that
    lead there (``explain_hand``'s items, in seat order, with a "no change" for a player
    who sat out).
    """

    variant_id: str
    seed: int
    scores: tuple[int, ...]
    tricks: tuple[int | None, ...]
    extras: Mapping[str, Any]
    facts: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    answer: tuple[int, ...] = ()
    steps: tuple[ScoreItem, ...] = ()

    @property
    def notes(self) -> list[str]:
        """What the totals mean in this variant, and facts of the whole table."""
        out = [variant(self.variant_id).teaching.score_sense]
        trump = self.extras.get("trump")
        if trump:
            suit = Suit.parse(trump)
            out.append(say(TRUMP_WAS, suit=suit, symbol=suit.symbol))
        return out

    @property
    def players(self) -> int:
        return len(self.scores)

    @property
    def rules(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s.rule for s in self.steps))

    def explanation(self) -> list[str]:
        """One line per player: his total before, each change with its rule, the new total."""
        lines = []
        for p in range(self.players):
            mine = [say(RULED, said=_said(s), rule=Rule(s.rule))
                    for s in self.steps if s.player == p]
            lines.append(say(LINE, p=Seat(p), before=self.scores[p],
                             changes=one_after_another(mine or [say(NO_CHANGE)], THEN),
                             total=self.answer[p]))
        return lines

    def with_options(self, **options: Any) -> ScoringSituation:
        merged = dict(self.options) | options
        variant(self.variant_id).resolve(merged)
        return _scored(dataclasses.replace(self, options=MappingProxyType(merged)))

    def grade(self, totals: Sequence[int]) -> Grade:
        """Grade the learner's new totals (one per player) against the engine's."""
        totals = list(totals)
        if len(totals) != self.players:
            raise RulesError(say(ONE_EACH, n=self.players))
        wrong = [p for p in range(self.players) if totals[p] != self.answer[p]]
        details = tuple(self.explanation())
        if not wrong:
            return Grade(True, say(RIGHT), details, self.rules)
        fixes = one_after_another([say(FIX, p=Seat(p), total=self.answer[p], typed=totals[p])
                                  for p in wrong], AND)
        return Grade(False, say(WRONG, fixes=fixes), details, self.rules)


def _said(item: ScoreItem) -> Clause:
    """The item's sentence, less the player's name in front (the line already names him)."""
    return Clause(Sentence(item.template, {**item.values, "p": Seat(item.player)}),
                  subject=item.player)


def _scored(sit: ScoringSituation) -> ScoringSituation:
    """The situation with the scorer's answer and steps, under its scoring options."""
    vid = sit.variant_id
    teaching = variant(vid).teaching
    extras = dict(sit.extras) | {k: v for k, v in sit.options.items()
                                 if k in teaching.scoring_options}
    answer = tuple(score_hand(vid, list(sit.scores), list(sit.tricks), **extras))
    steps = explain_hand(vid, list(sit.scores), list(sit.tricks), **extras)
    if teaching.pass_rule:
        named = {s.player for s in steps}
        said = SAT_OUT.get(teaching.pass_word, f"{{p}} {teaching.pass_word}: no change")
        steps += [ScoreItem(p, 0, teaching.pass_rule, said)
                  for p, t in enumerate(sit.tricks) if t is None and p not in named]
    return dataclasses.replace(sit, answer=answer,
                               steps=tuple(sorted(steps, key=lambda s: s.player)))


#: how many draws :func:`scoring_situation` tries for a hand that applies a given rule
SHOWING_TRIES = 400


def scoring_situation(variant_id: str, seed: int = 0, showing: str | None = None,
                      **options: Any) -> ScoringSituation:
    """A seeded end-of-hand situation for a variant, scored by the engine.

    ``options`` are the variant's scoring rule options (house rules, see
    :data:`SCORING_OPTIONS`). ``showing`` asks for a hand whose scoring applies that
    rule (a rare one, such as LT-SCORE-3's waiver): the first such draw from ``seed``.

    >>> scoring_situation("lt-ramsas", seed=1, showing="LT-SCORE-3").rules
    ('LT-SCORE-1', 'LT-SCORE-3')
    """
    if variant_id not in SCORING_VARIANTS:
        raise RulesError(f"{variant_id!r} has no scoring exercise; variants: "
                         f"{', '.join(SCORING_VARIANTS)}.")
    if showing is not None:
        expect_type(showing, str, "showing", "a rule ID such as 'LT-SCORE-3'")
    info = variant(variant_id)
    resolved = info.resolve(options)
    kept = MappingProxyType({k: v for k, v in resolved.items()
                             if k in info.teaching.scoring_options})
    assert info.teaching.end_of_hand is not None
    for attempt in range(SHOWING_TRIES if showing else 1):
        rng = random.Random(f"score/{variant_id}/{seed}" + (f"/{attempt}" if attempt else ""))
        scores, tricks, extras, facts = info.teaching.end_of_hand(HandDraw(rng, info))
        sit = _scored(ScoringSituation(variant_id, seed, tuple(scores), tuple(tricks),
                                       MappingProxyType(extras), tuple(facts), kept))
        if showing is None or showing in sit.rules:
            return sit
    raise RulesError(f"No {variant_id} hand in {SHOWING_TRIES} draws applies {showing}: "
                     f"its scoring exercises do not reach that rule.", rule=showing)
