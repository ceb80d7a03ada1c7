"""The Russian family: ``ru-classic``, ``ru-negotiation``, ``ru-modern``, ``ru-zone``.

- :mod:`.variants`: the four variants, declared once (the registry reads them).
- ``TRICK_RULES``: variant ID -> trick rules (``winner`` and ``verdicts``); ``ru-zone``
  accepts the state keywords ``first_lead``, ``turned_card`` and ``trump_beats``
  (see :class:`~.rules.ZoneTrickRules`), the others none.
- ``score_hand`` / ``explain_hand``: the scoring of every hand, extras documented in
  :mod:`.score`.
- ``referee_play`` and ``MISPLAY_PENALTY``: the 5 points a table charges for a card
  played against RU-PLAY-2 (RU-PLAY-3) or against a RUZ-5 lead duty.

>>> [v.id for v in VARIANTS]
['ru-classic', 'ru-negotiation', 'ru-modern', 'ru-zone']
"""

from __future__ import annotations

from .base import RussianGame
from .classic import ClassicGame, NegotiationGame
from .modern import ModernGame, jack_pairs
from .rules import (
    Misplay,
    Penalty,
    StandardTrickRules,
    ZoneTrickRules,
    referee_play,
    zone_lead_duty,
)
from .score import ACE_VALUES, explain_hand, score_hand
from .variants import MISPLAY_PENALTY, TRICK_RULES, VARIANTS
from .zone import ZoneGame

__all__ = [
    "ACE_VALUES", "MISPLAY_PENALTY", "TRICK_RULES", "VARIANTS", "ClassicGame", "Misplay",
    "ModernGame", "NegotiationGame", "Penalty", "RussianGame", "StandardTrickRules",
    "ZoneGame", "ZoneTrickRules", "explain_hand", "jack_pairs", "referee_play", "score_hand",
    "zone_lead_duty",
]
