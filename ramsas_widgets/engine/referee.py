"""What a real table does when a card is played against the rules.

The engine's legal moves never allow the breach; these penalties are what the
sources say a table applies, for the referee and the lessons to explain. Each variant
says its own in its declaration (``Teaching.table_penalty``, from the family's
``teaching.py``).

>>> table_penalty("ru-zone", "RUZ-5")
'At a real table the card would stay played and you would take 5 penalty points (RUZ-5).'
>>> print(table_penalty("ru-modern", "RU-PLAY-2"))  # doctest: +NORMALIZE_WHITESPACE
At a real table the card would stay played and 5 points would be taken off your score
(RU-PLAY-3, carried over by RUM-0).
>>> table_penalty("se-mattmar", "SE-PLAY-2")
''
"""

from __future__ import annotations

from .errors import expect_type
from .registry import VARIANTS


def table_penalty(variant_id: str, rule: str | None) -> str:
    """The table's penalty for a card played against ``rule`` (RU-PLAY-3, RUZ-5, LT-ACE-2),
    or ``""`` where the sources name none: the sentence of the variant's declared
    ``Teaching.table_penalty``."""
    expect_type(variant_id, str, "variant_id", "a variant ID such as 'ru-classic'")
    info = VARIANTS.get(variant_id)
    penalty = None if info is None else info.teaching.table_penalty
    return "" if penalty is None else penalty(variant_id, rule)
