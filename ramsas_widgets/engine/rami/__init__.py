"""Hungarian Rami 40 and Rami 51 (RULES.md section 8).

>>> validate_meld("QH KH AH").points
31
>>> best_meld_points("KH KS KD 5C 6C 7C")
48
"""

from __future__ import annotations

from .melds import MeldCheck, validate_meld
from .search import best_meld_points, best_melds, can_open

__all__ = ["MeldCheck", "best_meld_points", "best_melds", "can_open", "validate_meld"]
