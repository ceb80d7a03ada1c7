"""Find the module that implements a variant, importing it only when first needed."""

from __future__ import annotations

import importlib
from types import ModuleType

from .errors import RulesError
from .variants import variant


def family_module(variant_id: str) -> ModuleType:
    """The module implementing ``variant_id`` (it exposes ``GAMES`` and, for trick
    games, ``TRICK_RULES`` and ``score_hand``)."""
    return importlib.import_module(variant(variant_id).module)


def trick_rules(variant_id: str):
    """The trick rules object (``winner`` and ``verdicts``) of a trick variant."""
    rules = getattr(family_module(variant_id), "TRICK_RULES", {}).get(variant_id)
    if rules is None:
        raise RulesError(f"{variant_id} is not a trick-taking game: it has no tricks.")
    return rules
