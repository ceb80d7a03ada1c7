"""The rules engine: pure Python, no widgets.

>>> from ramsas_widgets.engine import parse_cards, VARIANTS
>>> [str(c) for c in parse_cards("AS 10D")]
['AS', 'TD']
>>> "se-mattmar" in VARIANTS
True
"""

from __future__ import annotations

from typing import Any

from .cards import JOKER, Card, Suit, make_pack, parse_cards
from .errors import RulesError
from .game import Action, DealStep, Game, HandResult, Verdict
from .registry import family_module
from .variants import TRICK_VARIANTS, VARIANTS, RuleOption, VariantInfo, variant


def new_game(variant_id: str, players: int | None = None, seed: int | None = None,
             **options: Any) -> Game:
    """A new game of ``variant_id``, shuffled and dealt from ``seed``.

    Options are the variant's rule options (see ``VARIANTS[id].options``);
    ``deck="..."`` stacks the first hand's pack (top card first) from text.
    """
    info = variant(variant_id)
    cls = family_module(variant_id).GAMES[variant_id]
    return cls(variant_id, info.default_players if players is None else players, seed, **options)


__all__ = [
    "JOKER", "Action", "Card", "DealStep", "Game", "HandResult", "RuleOption", "RulesError", "Suit",
    "TRICK_VARIANTS", "VARIANTS", "VariantInfo", "Verdict", "family_module", "make_pack",
    "new_game", "parse_cards", "variant",
]
