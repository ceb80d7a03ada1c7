"""What a real table does when a card is played against the rules.

The engine's legal moves never allow the breach; these penalties are what the
sources say a table applies, for the referee and the lessons to explain.

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


def table_penalty(variant_id: str, rule: str | None) -> str:
    """The table's penalty for a card played against ``rule`` (RU-PLAY-3, RUZ-5, LT-ACE-2),
    or ``""`` where the sources name none."""
    expect_type(variant_id, str, "variant_id", "a variant ID such as 'ru-classic'")
    if variant_id.startswith("ru-"):
        from .russian.rules import COUNTS_UP, MISPLAY_PENALTY

        if variant_id in MISPLAY_PENALTY:
            points, prule = MISPLAY_PENALTY[variant_id]
            if variant_id in COUNTS_UP:
                return (f"At a real table the card would stay played and {points} points "
                        f"would be taken off your score ({prule}, carried over by RUM-0).")
            return (f"At a real table the card would stay played and you would take "
                    f"{points} penalty points ({prule}).")
        return ""
    if variant_id == "lt-ramsas" and rule == "LT-ACE-1":
        return ("At a real table you could keep the ace back, but if the others noticed, "
                "it would lose its power and rank as the trump nine (LT-ACE-2).")
    return ""
