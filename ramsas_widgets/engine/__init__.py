"""The rules engine: pure Python, no widgets.

>>> from ramsas_widgets.engine import parse_cards, VARIANTS
>>> [str(c) for c in parse_cards("AS 10D")]
['AS', 'TD']
>>> "se-mattmar" in VARIANTS
True
"""

from __future__ import annotations

from .cards import JOKER, Card, Suit, make_pack, parse_cards
from .errors import RulesError
from .events import Event, Kind
from .game import Action, DealStep, Game, HandResult, Verdict
from .registry import FAMILIES, TRICK_VARIANTS, VARIANTS, new_game, variant
from .variants import RuleOption, Teaching, VariantInfo
from .view import Asked, GameView

__all__ = [
    "FAMILIES", "JOKER", "Action", "Asked", "Card", "DealStep", "Event", "Game", "GameView",
    "HandResult", "Kind", "RuleOption", "RulesError", "Suit", "TRICK_VARIANTS", "Teaching",
    "VARIANTS", "VariantInfo", "Verdict", "make_pack", "new_game", "parse_cards", "variant",
]
