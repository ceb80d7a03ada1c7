"""Rami hands for the meld widget: a seeded deal and the opening it must reach.

The pack is the variant's (``VariantInfo.make_pack``, HU-DECK-1), the opening its
``threshold`` (HU-TURN-2); a hand's points and penalties are the Rami engine's
(:mod:`ramsas_widgets.engine.rami`).

>>> len(rami_hand(seed=1)), opening_threshold("hu-rami-40")
(13, 40)
"""

from __future__ import annotations

import random

from ...i18n.messages import text
from ..cards import Card
from ..errors import RulesError
from ..events import say
from ..registry import VARIANTS, variant

#: Refusals of the meld exercise's hands.
NOT_RAMI = text("rami.exercise.not-rami", "{variant} is not a Rami variant: choose {rami}.")
OR = text("rami.exercise.or", "{first} or {then}")
HAND_SIZE = text("rami.exercise.hand-size", "A Rami hand here holds 1 to 30 cards, not {size}.")


def opening_threshold(variant_id: str) -> int:
    """The points a first meld must reach: 40 in Rami 40, 51 in Rami 51 (HU-TURN-2)."""
    threshold = variant(variant_id).threshold
    if threshold is None:
        names = [vid for vid, info in VARIANTS.items() if info.threshold is not None]
        rami = names[-1]
        for name in reversed(names[:-1]):
            rami = say(OR, first=name, then=rami)
        raise RulesError(say(NOT_RAMI, variant=variant_id, rami=rami))
    return threshold


def rami_hand(seed: int = 0, size: int = 13, variant_id: str = "hu-rami-51") -> list[Card]:
    """A seeded hand of ``size`` cards dealt from the variant's pack at its usual table
    (108 cards, HU-DEAL-1), sorted."""
    if not isinstance(size, int) or not 1 <= size <= 30:
        raise RulesError(say(HAND_SIZE, size=repr(size)))
    opening_threshold(variant_id)
    rng = random.Random(f"rami/{variant_id}/{seed}")
    return sorted(rng.sample(variant(variant_id).make_pack(), size))
