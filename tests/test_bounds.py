"""Public functions of the decisions, the computer players and the probability lab, given
wrong input: a plain TypeError or ValueError (RulesError is one), at once.

Each case here once escaped as an AttributeError, a ZeroDivisionError, an OverflowError or
a MemoryError, or (the Monte-Carlo functions asked for 10**9 deals) ran for minutes.
"""

from __future__ import annotations

import random
import time

import numpy as np
import pytest

from ramsas_widgets import probability as P
from ramsas_widgets.engine import bots as B
from ramsas_widgets.engine import decisions as D
from ramsas_widgets.engine import new_game
from ramsas_widgets.engine.bots.tricks import estimate_tricks
from ramsas_widgets.engine.cards import Suit, parse_cards
from ramsas_widgets.probability import montecarlo

GAME = new_game("lt-ramsas", players=3, seed=1)
QUESTION = P.make_question("nine-turned", "lt-ramsas")
RAMI = next(q for q in P.all_questions() if q.kind == "rami-open")

CASES = [
    # the computer players and the decisions: not a game, a seat, a random source
    (B.choose, ("lt-ramsas",)), (B.decide, (None,)), (B.explain, (3, "buy")),
    (B.choose, (GAME, "seed")), (B.explain, (GAME, 42)),
    (D.estimate, ("x",)), (D.estimate, (GAME, 10, "seed")), (D.estimate, (GAME, 10, 0, 5)),
    (D.candidate_options, ([],)),
    (D.play_hand, (GAME, 10**20, GAME.legal_actions()[0], random.Random(1))),
    (D.play_hand, (GAME, -1, GAME.legal_actions()[0], random.Random(1))),
    (D.play_hand, (GAME, 0, GAME.legal_actions()[0], 7)),
    (estimate_tricks, ("AS KH", Suit.HEARTS, 4)), (estimate_tricks, ([1, 2], Suit.HEARTS, 4)),
    (estimate_tricks, (parse_cards("AS KH"), Suit.HEARTS, 10**9)),
    # exact counting: empty decks, impossible hands, runaway sizes
    (P.hypergeom_pmf, (1, 0, 0, 1)), (P.hypergeom_sf, (1, 4, 2, 9)),
    (P.p_holds_all, (4, 5, 0)), (P.p_holds_any, (4, 30, 24)), (P.p_jack_pair, (5, 1)),
    (P.p_one_suit, (5, 0, 6)), (P.p_one_suit, (5, 24, 6, 0)),
    (P.p_someone_one_suit, (3, 5, 24, 6, 10**20)), (P.p_someone_one_suit, (3, 5, 24, 6, 2**40)),
    (P.p_someone_one_suit, (30, 1, 100, 3, 10)), (P.p_someone_one_suit, (0, 5, 24, 6)),
    (P.p_trump_ace, (5, 1, False)), (P.p_trump_ace, (5, 0, True)),
    (P.trump_count_pmf, (5, 1, 6, False)), (P.trump_count_pmf, (10**20, 24, 6, True)),
    (P.trump_count_pmf, (5, 24, 6, None)), (P.hypergeom_pmf, (1.5, 24, 4, 5)),
    # Monte-Carlo: not a question, too many deals, runaway curves
    (P.estimate, ("nine-turned", 100)), (P.simulate, (None, 100)),
    (P.sample_statistic, ([], 100)), (P.estimate_many, ("ab", 100)),
    (P.estimate, (QUESTION, 10**9)), (P.simulate, (QUESTION, 2**40)),
    (P.estimate, (QUESTION, 2.5)), (P.estimate, (RAMI, 10**7)),
    (P.estimate_many, ([QUESTION], 10**20)), (P.convergence, (QUESTION, 10**9)),
    (P.convergence, (QUESTION, 1000, 1, 10**20)), (P.convergence, (QUESTION, 1000, 1, 1, 2**40)),
    (P.convergence_of, (np.ones((1, 100), dtype=bool), 0.5, 2**40)),
    (P.convergence_of, (10**20, 0.5)), (P.log_spaced, (1, 100, 2**40)),
]


@pytest.mark.timeout(30)
@pytest.mark.parametrize("call, args", CASES,
                         ids=[f"{c.__name__}-{i}" for i, (c, _a) in enumerate(CASES)])
def test_wrong_input_is_a_plain_error_at_once(call, args):
    start = time.monotonic()
    with pytest.raises((TypeError, ValueError)) as err:
        call(*args)
    assert time.monotonic() - start < 5
    assert str(err.value), "an error without a message"
    assert "object has no attribute" not in str(err.value)


def test_the_deal_bounds_still_let_the_lab_run_its_largest_runs():
    assert montecarlo.MAX_DEALS >= 1_000_000 and montecarlo.MAX_RAMI_DEALS >= 10_000
    assert P.estimate(QUESTION, 0).n == 0
    assert P.estimate(QUESTION, 1000, seed=1).n == 1000
    assert P.p_someone_one_suit(4, 5, 24, 6) > 0
    assert sum(P.trump_count_pmf(5, 24, 6, True)) == 1
    assert P.p_trump_ace(np.int64(5).item(), 24, holds_turned=False) > 0
