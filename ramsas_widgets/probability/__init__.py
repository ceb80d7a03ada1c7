"""Card-game probability: exact counts next to numpy Monte-Carlo.

>>> from ramsas_widgets.probability import make_question, estimate
>>> q = make_question("ace-in-hand", "ru-classic", players=3)
>>> q.rule, q.exact
('RU-DECL-3', Fraction(1841, 3596))
>>> estimate(q, 20_000, seed=3).contains(float(q.exact))
True
"""

from .deals import CHUNK, deal_hands, hand_slices, iter_deals
from .deck import DeckSpec
from .exact import (
    hypergeom_pmf,
    hypergeom_sf,
    p_holds_all,
    p_holds_any,
    p_jack_pair,
    p_one_suit,
    p_someone_one_suit,
    p_trump_ace,
    trump_count_pmf,
)
from .montecarlo import (
    Convergence,
    Estimate,
    convergence,
    convergence_of,
    estimate,
    estimate_many,
    log_spaced,
    sample_statistic,
    simulate,
    wilson_interval,
)
from .questions import (
    ANYONE,
    DEALER,
    FOREHAND,
    LAB_VARIANTS,
    QUESTION_RULES,
    Question,
    Table,
    all_questions,
    make_question,
    make_table,
    players_allowed,
    questions_for,
)

__all__ = [
    "ANYONE", "CHUNK", "Convergence", "DEALER", "DeckSpec", "Estimate", "FOREHAND",
    "LAB_VARIANTS", "QUESTION_RULES", "Question", "Table", "all_questions", "convergence",
    "convergence_of",
    "deal_hands", "estimate", "estimate_many", "hand_slices", "hypergeom_pmf", "hypergeom_sf",
    "iter_deals", "log_spaced",
    "make_question", "make_table", "p_holds_all", "p_holds_any", "p_jack_pair", "p_one_suit",
    "p_someone_one_suit", "p_trump_ace", "players_allowed", "questions_for", "sample_statistic",
    "simulate", "trump_count_pmf", "wilson_interval",
]
