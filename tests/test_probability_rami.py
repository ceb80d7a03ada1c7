"""The Rami "can it open" question, simulated through the engine's best-meld search."""

from __future__ import annotations

import numpy as np
import pytest

from ramsas_widgets.engine.rami import best_meld_points, can_open
from ramsas_widgets.probability import (
    convergence,
    deal_hands,
    estimate,
    make_question,
    sample_statistic,
    simulate,
)


@pytest.mark.rule("HU-TURN-2")
@pytest.mark.parametrize("variant_id, threshold", [("hu-rami-40", 40), ("hu-rami-51", 51)])
def test_event_is_the_engine_search_on_the_dealt_cards(variant_id, threshold):
    q = make_question("rami-open", variant_id)
    assert q.threshold == threshold and q.exact is None
    assert "No closed form" in q.formula
    deals = deal_hands(300, q.deck_size, q.hand_sizes, seed=5)
    hands = [q.table.deck.cards_of(row) for row in deals]
    expected = [can_open(h, threshold) for h in hands]
    assert q.event(deals).tolist() == expected
    points = q.statistic(deals)
    assert points.tolist() == [best_meld_points(h) for h in hands]
    assert ((points >= threshold) == q.event(deals)).all()
    assert 0 < sum(expected) < 300


@pytest.mark.rule("HU-DEAL-1")
def test_hands_come_from_the_rami_pack():
    q = make_question("rami-open", "hu-rami-40", cards=14)
    assert q.hand_sizes == (14,) and q.deck_size == 108
    deals = deal_hands(2000, q.deck_size, q.hand_sizes, seed=1)
    for row in deals[:50]:
        cards = q.table.deck.cards_of(row)
        assert len(cards) == 14
        assert max(cards.count(c) for c in cards if not c.is_joker) <= 2   # two packs
    assert (q.table.deck.rank_of[deals] == 0).sum(axis=1).max() <= 4       # four jokers


@pytest.mark.rule("HU-TURN-2")
def test_estimates_are_ordered_and_reproducible():
    easy = make_question("rami-open", "hu-rami-40", cards=14)
    hard = make_question("rami-open", "hu-rami-51", cards=13)
    e1 = estimate(easy, 1500, seed=3)
    e2 = estimate(hard, 1500, seed=3)
    assert e1 == estimate(easy, 1500, seed=3)
    assert e2.p < e1.p                                # the same deals, a higher bar, fewer
    assert simulate(hard, 1500, seed=3).sum() == e2.hits
    low, high = e1.interval
    assert low < e1.p < high and high - low < 0.06


def test_meld_points_histogram_and_convergence_without_exact_value():
    q = make_question("rami-open", "hu-rami-40")
    points = sample_statistic(q, 500, seed=2)
    assert points.dtype == np.int16 and points.min() >= 0
    assert (points == 0).any() and (points >= 40).any()
    conv = convergence(q, n_max=200, seed=2, repeats=2, points=5)
    assert conv.exact is None and np.isfinite(conv.standard_error).all()
