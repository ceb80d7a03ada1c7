"""Rami hands for the meld widget: a seeded deal and the opening it must reach.

The pack is the variant's (``VariantInfo.make_pack``, HU-DECK-1), the opening its
``threshold`` (HU-TURN-2); a hand's points and penalties are the Rami engine's
(:mod:`ramsas_widgets.engine.rami`).

>>> len(rami_hand(seed=1)), opening_threshold("hu-rami-40")
(13, 40)
"""

from __future__ import annotations

import random

from ..cards import Card
from ..errors import RulesError
from ..registry import VARIANTS, variant


def opening_threshold(variant_id: str) -> int:
    """The points a first meld must reach: 40 in Rami 40, 51 in Rami 51 (HU-TURN-2)."""
    threshold = variant(variant_id).threshold
    if threshold is None:
        rami = " or ".join(vid for vid, info in VARIANTS.items() if info.threshold is not None)
        raise RulesError(f"{variant_id} is not a Rami variant: choose {rami}.")
    return threshold


def rami_hand(seed: int = 0, size: int = 13, variant_id: str = "hu-rami-51") -> list[Card]:
    """A seeded hand of ``size`` cards dealt from the variant's pack at its usual table
    (108 cards, HU-DEAL-1), sorted."""
    if not isinstance(size, int) or not 1 <= size <= 30:
        raise RulesError(f"A Rami hand here holds 1 to 30 cards, not {size!r}.")
    opening_threshold(variant_id)
    rng = random.Random(f"rami/{variant_id}/{seed}")
    return sorted(rng.sample(variant(variant_id).make_pack(), size))
