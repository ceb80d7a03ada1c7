"""The Lithuanian family: Ramsas (``lt-ramsas``, RULES.md section 1) and the shedding
game that shares its name (``lt-shedding``, RULES.md section 2).

- :mod:`.variants`: the two variants, declared once (the registry reads them).
- :mod:`.ramsas`: :class:`LtRamsasGame`, on the engine's ``TrickGame``; :mod:`.shedding`:
  :class:`LtSheddingGame`, on ``PhasedGame``.
- ``TRICK_RULES``: variant ID -> trick rules (``winner`` and ``verdicts``), state
  keywords documented in :class:`LtRamsasTricks`.
- ``explain_hand`` / ``score_hand``: the scoring of a Ramsas hand, extras documented in
  :mod:`.scoring`.
- ``lt_hand_order``: the order both games keep a hand in (see :mod:`.common`).

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
from .common import lt_hand_order
from .ramsas import JACK_PAIRS, LtRamsasGame, has_all_jacks, jack_pair
from .scoring import explain_hand, score_hand
from .shedding import LtSheddingGame
from .tricks import LtRamsasTricks, ramsas_strength
from .variants import TRICK_RULES, VARIANTS

__all__ = ["JACK_PAIRS", "TRICK_RULES", "VARIANTS", "LtRamsasGame", "LtRamsasTricks",
           "LtSheddingGame", "explain_hand", "has_all_jacks", "jack_pair", "lt_hand_order",
           "ramsas_strength", "score_hand"]
