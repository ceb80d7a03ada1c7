"""The Lithuanian family: Ramsas (``lt-ramsas``, RULES.md section 1) and the shedding
game that shares its name (``lt-shedding``, RULES.md section 2).

Public names: ``GAMES``, ``TRICK_RULES``, ``score_hand``, :class:`LtRamsasGame`,
:class:`LtSheddingGame`, :class:`LtRamsasTricks`, :class:`Phase`.

Both games take, besides their rule options, two keywords that are not rule options:
``deck="..."`` stacks the first hand's pack (top card first; a shorter text puts
those cards on top and the rest of the pack, shuffled from the seed, below them) and
``dealer=N`` chooses the first dealer (default P0). Ramsas also takes ``scores=[...]``,
the totals the game starts from. A stacked Ramsas hand is dealt as stacked: no cut.

>>> from ramsas_widgets.engine.cards import parse_cards
>>> TRICK_RULES["lt-ramsas"].winner(parse_cards("9C TC 9H"), Suit.HEARTS)
2
>>> score_hand("lt-ramsas", [3, 0, 7], [0, 0, 5])
[-2, 0, 12]
"""

from __future__ import annotations

from ..cards import Suit  # noqa: F401  (the doctests)
from .common import display_key, sort_hand
from .ramsas import JACK_PAIRS, LtRamsasGame, Phase, has_all_jacks, jack_pair
from .scoring import score_hand
from .shedding import LtSheddingGame
from .tricks import TRICK_RULES, LtRamsasTricks, ramsas_strength

__all__ = ["JACK_PAIRS", "TRICK_RULES", "LtRamsasGame", "LtRamsasTricks",
           "LtSheddingGame", "Phase", "display_key", "has_all_jacks", "jack_pair",
           "ramsas_strength", "score_hand", "sort_hand"]
