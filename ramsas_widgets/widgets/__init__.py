"""ipywidgets views over the rules engine; each class is imported only when first used.

>>> from ramsas_widgets.widgets import FeedbackArea
>>> FeedbackArea.__name__
'FeedbackArea'
"""

from __future__ import annotations

import importlib
from typing import Any

#: Public name -> module (relative to this package) that defines it.
_EXPORTS = {
    "CardPicker": "cards",
    "CardsView": "cards",
    "PackView": "cards",
    "TrickView": "cards",
    "card_html": "cards",
    "cards_html": "cards",
    "hand_html": "cards",
    "pack_html": "cards",
    "trick_html": "cards",
    "FeedbackArea": "feedback",
    "run_safely": "feedback",
    "DealingDemo": "dealing",
    "TrickQuiz": "quiz",
    "MeldValidator": "meld",
    "ScoringExercise": "scoring_exercise",
    "ProbabilityLab": "probability_lab",
    "ProbabilityExercises": "probability_lab",
    "PlayTable": "table",
    "SituationTable": "situation_table",
    "DecisionExercise": "decision",
}
#: Submodules a lesson imports by name (``from ramsas_widgets.widgets import labels``).
_MODULES = {"labels"}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _MODULES:
        return importlib.import_module(f".{name}", __name__)
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))
