"""Scoring exercises: the end of one hand, scored by the engine.

A :class:`ScoringSituation` is the totals before a hand, the tricks taken and whatever
else the variant scores, drawn at random from a seed by the variant's declared
``end_of_hand`` (its family's ``teaching.py``). The new totals come from
``scoring.score_hand`` (or the Rami scorer) and a worked explanation cites every rule
applied.

>>> sit = scoring_situation("lt-ramsas", seed=1)
>>> sit.grade(sit.answer).correct
True
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ..cards import ACE, Card, Suit, cards_str
from ..errors import RulesError
from ..registry import VARIANTS, variant
from ..scoring import explain_hand, score_hand
from ..variants import VariantInfo
from .quiz import Grade, Pack

SCORING_VARIANTS: tuple[str, ...] = tuple(
    vid for vid, info in VARIANTS.items() if info.teaching.end_of_hand is not None)
"""The variants with a scoring exercise: those declaring an ``end_of_hand``."""

SCORING_OPTIONS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    vid: VARIANTS[vid].teaching.scoring_options for vid in SCORING_VARIANTS})
"""Rule options (``[open]`` in RULES.md) that change a hand's scores, as each variant
declares them (``Teaching.scoring_options``)."""


@dataclass
class HandDraw:
    """What an ``end_of_hand`` generator draws from: the seeded ``rng`` and the variant."""

    rng: random.Random
    info: VariantInfo

    def split_tricks(self, players: Sequence[int], total: int = 5) -> dict[int, int]:
        """Share ``total`` tricks at random among ``players`` (some may get none)."""
        out = dict.fromkeys(players, 0)
        for _ in range(total):
            out[self.rng.choice(players)] += 1
        return out

    def pack(self, players: int) -> Pack:
        """The variant's pack for this many players (``VariantInfo.make_pack``), shuffled."""
        return Pack(self.info.make_pack(players), self.rng)


@dataclass(frozen=True)
class Step:
    """One change to one player's total, with its rule and a sentence."""

    player: int
    delta: int
    rule: str
    text: str

    def __str__(self) -> str:
        return f"P{self.player} {self.text} ({self.rule})"


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
    steps: tuple[Step, ...] = ()

    @property
    def notes(self) -> list[str]:
        """What the totals mean in this variant, and facts of the whole table."""
        out = [variant(self.variant_id).teaching.score_sense]
        trump = self.extras.get("trump")
        if trump:
            suit = Suit.parse(trump)
            out.append(f"Trump was {suit.noun} {suit.symbol}.")
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
            mine = [f"{s.text} ({s.rule})" for s in self.steps if s.player == p]
            lines.append(f"P{p}: {self.scores[p]} before; " + "; ".join(mine or ["no change"])
                         + f". New total: {self.answer[p]}.")
        return lines

    def with_options(self, **options: Any) -> ScoringSituation:
        merged = dict(self.options) | options
        variant(self.variant_id).resolve(merged)
        return _scored(dataclasses.replace(self, options=MappingProxyType(merged)))

    def grade(self, totals: Sequence[int]) -> Grade:
        """Grade the learner's new totals (one per player) against the engine's."""
        totals = list(totals)
        if len(totals) != self.players:
            raise RulesError(f"Give one total per player: {self.players} totals.")
        wrong = [p for p in range(self.players) if totals[p] != self.answer[p]]
        details = tuple(self.explanation())
        if not wrong:
            return Grade(True, "Right! Every new total is correct.", details, self.rules)
        fixes = ", ".join(f"P{p} should be {self.answer[p]} (you wrote {totals[p]})"
                          for p in wrong)
        return Grade(False, f"Not quite: {fixes}.", details, self.rules)


def _scored(sit: ScoringSituation) -> ScoringSituation:
    vid = sit.variant_id
    if variant(vid).family == "rami":
        return _rami_scored(sit)
    extras = dict(sit.extras) | {k: v for k, v in sit.options.items()
                                 if k in variant(vid).teaching.scoring_options}
    answer = tuple(score_hand(vid, list(sit.scores), list(sit.tricks), **extras))
    if variant(vid).family == "russian":
        steps = tuple(Step(i.player, i.delta, i.rule, i.text.removeprefix(f"P{i.player} "))
                      for i in explain_hand(vid, list(sit.scores), list(sit.tricks), **extras))
        rule = variant(vid).teaching.pass_rule
        passed = tuple(Step(p, 0, rule, "passed: no change")
                       for p, t in enumerate(sit.tricks)
                       if t is None and rule and all(s.player != p for s in steps))
        steps = tuple(sorted(steps + passed, key=lambda s: s.player))
    else:
        steps = tuple(_STEPS[vid](sit))
    return dataclasses.replace(sit, answer=answer, steps=steps)


def _lt_steps(sit: ScoringSituation) -> list[Step]:
    """LT-SCORE-1/2/3, LT-JACK-1 and LT-DROP-3, step by step."""
    ex = sit.extras
    walkover = ex.get("walkover")
    if walkover is not None:
        return [Step(p, 5, "LT-DROP-3", "is the only one left in: scores 5 at once")
                if p == walkover else Step(p, 0, "LT-DROP-1", "dropped out: no change")
                for p in range(sit.players)]
    shown = ex.get("jacks_shown") or [False] * sit.players
    out = []
    for p, t in enumerate(sit.tricks):
        if t is None:
            out.append(Step(p, 0, "LT-DROP-1", "dropped out: no change"))
        elif t > 0:
            out.append(Step(p, t, "LT-SCORE-1", f"takes {_n(t, 'trick')}: +{t}"))
            if shown[p]:
                out.append(Step(p, 5, "LT-JACK-1", "showed two jacks of one colour and took "
                                "a trick: +5"))
        else:
            if shown[p]:
                out.append(Step(p, 0, "LT-JACK-1", "showed two jacks but took no trick: "
                                "no bonus"))
            if not ex.get("asked", True):
                out.append(Step(p, 0, "LT-SCORE-3", "takes no trick, but nobody asked who "
                                "would play: the loss is waived"))
            elif sit.scores[p] > 0:
                out.append(Step(p, -5, "LT-SCORE-2", "plays and takes no trick with a "
                                "positive total: -5"))
            else:
                out.append(Step(p, 0, "LT-SCORE-2", "takes no trick, but his total is not "
                                "positive: no loss"))
    return out


def _se_steps(sit: ScoringSituation) -> list[Step]:
    """SE-SCORE-1/2 and SE-KNOCK-2, step by step."""
    dealer = sit.extras.get("dealer_wins_all")
    out = []
    for p, t in enumerate(sit.tricks):
        before = sit.scores[p]
        if p == dealer:
            out.append(Step(p, -5, "SE-KNOCK-2", "is the dealer and everyone before him "
                            "passed: he wins all five tricks without play, -5"))
        elif t is None:
            out.append(Step(p, 0, "SE-KNOCK-1", "passed: no change"))
        elif t > 0:
            out.append(Step(p, -t, "SE-SCORE-1", f"takes {_n(t, 'trick')}: -{t}"))
        else:
            after = min(before + 5, max(before, 10))
            capped = "" if after == before + 5 else f", but never above 10: {after}"
            out.append(Step(p, after - before, "SE-SCORE-2",
                            f"knocked and took no trick, so he flies: +5{capped}"))
    return out


_STEPS: dict[str, Callable[[ScoringSituation], list[Step]]] = {
    "lt-ramsas": _lt_steps, "se-mattmar": _se_steps,
}


def _n(k: int, noun: str) -> str:
    return f"{k} {noun}" if k == 1 else f"{k} {noun}s"


def rami_card_points(card: Card, joker_points: int = 20) -> int:
    """Penalty of a card left in hand (HU-SCORE-1 default values): 2-10 face value,
    J Q K 10, ace 11, joker 20 (or the house value)."""
    if card.is_joker:
        return joker_points
    return 11 if card.rank == ACE else min(card.rank, 10)


def _rami_steps(sit: ScoringSituation) -> list[Step]:
    """HU-SCORE-1, HU-END-1 and HU-END-2, step by step, under the situation's options."""
    ex, opt = sit.extras, sit.options
    joker = int(opt.get("joker_points", 20))
    out, hands, opened = ex["out"], ex["hands"], ex["opened"]
    raw = [sum(rami_card_points(c, joker) for c in h) for h in hands]
    low = min(raw)
    double = out is not None and ex["from_hand"] and opt.get("hand_rami_double", False)
    steps = []
    for p in range(sit.players):
        if p == out:
            steps.append(Step(p, 0, "HU-END-1", "went out: scores 0"))
            continue
        if out is None and raw[p] == low:
            steps.append(Step(p, 0, "HU-END-2", f"nobody went out and his {raw[p]} points "
                              "are the lowest left in hand: scores 0"))
            continue
        if opt.get("unopened_100", False) and not opened[p]:
            charge = 100
            steps.append(Step(p, 100, "HU-SCORE-1", "never opened: a flat 100 (house rule)"))
        else:
            charge = raw[p]
            sums = " + ".join(str(rami_card_points(c, joker)) for c in hands[p])
            sums = f"{sums} = {charge}" if len(hands[p]) > 1 else str(charge)
            steps.append(Step(p, charge, "HU-SCORE-1",
                              f"cards left {cards_str(hands[p])}: {sums}"))
        if double:
            steps.append(Step(p, charge, "HU-SCORE-1", f"P{out} went out from the hand "
                              f"(kézből): doubled, +{charge} (house rule)"))
    return steps


def _rami_scored(sit: ScoringSituation) -> ScoringSituation:
    from ..rami.scoring import score_hand as rami_score_hand

    ex = sit.extras
    answer = rami_score_hand(
        sit.variant_id, list(sit.scores), list(sit.tricks),
        hands=[list(h) for h in ex["hands"]], opened=list(ex["opened"]), out=ex["out"],
        from_hand=ex["from_hand"], **{k: v for k, v in sit.options.items()
                                      if k in variant(sit.variant_id).teaching.scoring_options})
    return dataclasses.replace(sit, answer=tuple(answer), steps=tuple(_rami_steps(sit)))



def scoring_situation(variant_id: str, seed: int = 0, **options: Any) -> ScoringSituation:
    """A seeded end-of-hand situation for a variant, scored by the engine.

    ``options`` are the variant's scoring rule options (house rules, see
    :data:`SCORING_OPTIONS`).
    """
    if variant_id not in SCORING_VARIANTS:
        raise RulesError(f"{variant_id!r} has no scoring exercise; variants: "
                         f"{', '.join(SCORING_VARIANTS)}.")
    info = variant(variant_id)
    resolved = info.resolve(options)
    kept = MappingProxyType({k: v for k, v in resolved.items()
                             if k in info.teaching.scoring_options})
    rng = random.Random(f"score/{variant_id}/{seed}")
    assert info.teaching.end_of_hand is not None
    scores, tricks, extras, facts = info.teaching.end_of_hand(HandDraw(rng, info))
    sit = ScoringSituation(variant_id, seed, tuple(scores), tuple(tricks),
                           MappingProxyType(extras), tuple(facts), kept)
    if variant(variant_id).family == "rami":
        return _rami_scored(sit)
    return _scored(sit)
