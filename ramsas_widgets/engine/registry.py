"""The registry: the families, listed once, and every variant they declare.

Each family folder declares its variants in ``<family>/variants.py`` (a
:class:`~ramsas_widgets.engine.variants.VariantInfo` each: players, pack, deal, trump,
rule options, the game class, its trick rules, scorer and computer player, and the
teaching data of the lessons). Adding a variant means declaring it there; adding a
family, adding its folder to :data:`FAMILIES`.

>>> sorted(VARIANTS)[:3]
['hu-rami-40', 'hu-rami-51', 'lt-ramsas']
>>> new_game("lt-ramsas", players=3, seed=1).n_players
3
"""

from __future__ import annotations

import os
from importlib import import_module
from types import MappingProxyType
from typing import Any

from .errors import RulesError, expect_type
from .variants import VariantInfo

#: The family folders of the engine, in the order the guide teaches them.
FAMILIES: tuple[str, ...] = ("lithuanian", "russian", "swedish", "rami")
#: An environment variable naming more modules (comma-separated, importable), each with a
#: ``VARIANTS`` tuple of declarations registered after the families': how the tests run a
#: throwaway copy of a declaration under a new ID through every per-variant test.
MORE_VARIANTS = "RAMSAS_WIDGETS_MORE_VARIANTS"


def _collect() -> dict[str, VariantInfo]:
    found: dict[str, VariantInfo] = {}
    modules = [f"{__package__}.{family}.variants" for family in FAMILIES]
    modules += [m.strip() for m in os.environ.get(MORE_VARIANTS, "").split(",") if m.strip()]
    for module in modules:
        for info in import_module(module).VARIANTS:
            if info.id in found:
                raise RuntimeError(f"variant {info.id} is declared twice")
            found[info.id] = info
    return found


VARIANTS = MappingProxyType(_collect())
#: The variants played in tricks.
TRICK_VARIANTS: tuple[str, ...] = tuple(v.id for v in VARIANTS.values() if v.has_tricks)


def variant(variant_id: str) -> VariantInfo:
    """The :class:`VariantInfo` for an ID; RulesError naming the known IDs otherwise."""
    expect_type(variant_id, str, "variant_id", "a variant ID such as 'ru-classic'")
    try:
        return VARIANTS[variant_id]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise RulesError(f"Unknown variant {variant_id!r}; known variants: {known}.") from None


def trick_rules(variant_id: str) -> Any:
    """The trick rules object (``winner`` and ``verdicts``) of a trick variant."""
    rules = variant(variant_id).trick_rules
    if rules is None:
        raise RulesError(f"{variant_id} is not a trick-taking game: it has no tricks.")
    return rules


def new_game(variant_id: str, players: int | None = None, seed: int | None = None,
             **options: Any):
    """A new game of ``variant_id``, shuffled and dealt from ``seed``.

    Options are the variant's rule options (see ``VARIANTS[id].options``);
    ``deck="..."`` stacks the first hand's pack (top card first) from text and
    ``dealer=N`` picks the first dealer.
    """
    info = variant(variant_id)
    count = info.default_players if players is None else players
    game = info.game(variant_id, count, seed, **options)
    game._setup = (variant_id, count, seed, dict(options))
    return game
