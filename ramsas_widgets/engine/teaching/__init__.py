"""Seeded situations for the teaching widgets, answered by the engine.

Everything here reads the registry: what a variant teaches is declared once, in its
family's ``variants.py`` (``VariantInfo.teaching``, a
:class:`~ramsas_widgets.engine.variants.Teaching`), with the code only that variant needs
in the family's ``teaching.py``.

- :mod:`.quiz`: trick quiz situations ("which of your cards may you play?", "who wins
  this trick?") and their grading; the standard scenario builders.
- :mod:`.scoring`: scoring exercises, scored and explained by the variant's scorer
  (``score_hand``, ``explain_hand``).
- :mod:`.rami`: Rami hands for the meld widget and the opening they must reach.

Everything is deterministic for a seed.

>>> sit = trick_situation("ru-zone", seed=2, difficulty="hard", question="winner")
>>> sit.rules[0], sit.grade_winner(sit.winner).correct
('RUZ-7', True)
>>> hand = scoring_situation("hu-rami-51", seed=4)
>>> hand.grade(hand.answer).correct, len(rami_hand(4))
(True, 13)
"""

from .quiz import (
    DIFFICULTIES,
    QUESTIONS,
    QUIZ_OPTIONS,
    QUIZ_VARIANTS,
    SCENARIOS,
    STANDARD_SCENARIOS,
    Draft,
    Draw,
    Facts,
    Grade,
    TrickSituation,
    engine_state,
    explain_winner,
    scenarios,
    trick_situation,
)
from .rami import opening_threshold, rami_hand
from .scoring import (
    SCORING_OPTIONS,
    SCORING_VARIANTS,
    HandDraw,
    ScoringSituation,
    scoring_situation,
)

__all__ = [
    "DIFFICULTIES", "QUESTIONS", "QUIZ_OPTIONS", "QUIZ_VARIANTS", "SCENARIOS",
    "SCORING_OPTIONS", "SCORING_VARIANTS", "STANDARD_SCENARIOS", "Draft", "Draw", "Facts",
    "Grade", "HandDraw", "ScoringSituation", "TrickSituation", "engine_state",
    "explain_winner", "opening_threshold", "rami_hand", "scenarios", "scoring_situation",
    "trick_situation",
]
