"""The lab's Rami questions: "can it open", simulated through the engine's best-meld search;
a joker in the hand, two copies of one card and a natural meld, with their exact answers where
counting gives one."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from math import comb

import numpy as np
import pytest

from ramsas_widgets.engine.rami import best_meld_points, can_open, validate_meld
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


# -- the questions a teacher asks about Rami, with their exact answers --------------------------
RAMI_PACKS = [  # (players, house pack) -> (cards, jokers, copies of a card)
    ((4, False), (108, 4, 2)), ((4, True), (106, 2, 2)),
    ((5, False), (160, 4, 3)), ((6, True), (159, 3, 3))]


def _close(est, exact: Fraction) -> bool:
    """The estimate within four standard errors of the exact value (about 1 in 16,000 runs
    would fail by chance; the seeds are fixed, so the test is repeatable)."""
    p = float(exact)
    return abs(est.p - p) <= 4 * (p * (1 - p) / est.n) ** 0.5


@pytest.mark.rule("HU-JOKER-1")
@pytest.mark.parametrize("cards", [13, 14])
@pytest.mark.parametrize("setting, pack", RAMI_PACKS)
def test_a_joker_in_the_hand_exactly_and_by_simulation(cards, setting, pack):
    players, house = setting
    n, jokers, _copies = pack
    q = make_question("rami-joker", "hu-rami-40", players=players, cards=cards,
                      house_pack=house)
    assert q.deck_size == n
    assert q.exact == 1 - Fraction(comb(n - jokers, cards), comb(n, cards))
    assert q.expected == Fraction(cards * jokers, n)
    assert sum(q.exact_pmf()) == 1
    assert sum(k * p for k, p in enumerate(q.exact_pmf())) == q.expected
    assert _close(estimate(q, 20_000, seed=7), q.exact)
    counts = sample_statistic(q, 20_000, seed=8)
    sd = float(q.expected * (1 - Fraction(jokers, n))) ** 0.5  # about, for the mean's spread
    assert abs(counts.mean() - float(q.expected)) <= 4 * sd / 20_000 ** 0.5
    assert f"{float(q.expected):.3f} jokers" in q.formula


@pytest.mark.rule("HU-SET-1")
@pytest.mark.parametrize("setting, pack", RAMI_PACKS)
def test_two_copies_of_one_card_exactly_and_by_simulation(setting, pack):
    players, house = setting
    n, _jokers, copies = pack
    q = make_question("rami-copies", "hu-rami-40", players=players, house_pack=house)
    exact = Fraction(sum(comb(copies, k) * comb(n - copies, 13 - k)
                         for k in range(2, copies + 1)), comb(n, 13))
    assert q.exact == exact
    assert _close(estimate(q, 40_000, seed=3), q.exact)
    deals = deal_hands(500, q.deck_size, q.hand_sizes, seed=4)
    held = [sum(str(c) == "AH" for c in q.table.deck.cards_of(row)) for row in deals]
    assert q.statistic(deals).tolist() == held


@pytest.mark.rule("HU-RUN-1")
@pytest.mark.parametrize("house", [False, True])
def test_a_natural_meld_is_what_the_meld_checker_finds_among_three_cards(house):
    """The vectorised event against the engine's own meld check on every three cards of the
    hand with no joker (a longer set or run holds a three-card one)."""
    q = make_question("rami-natural", "hu-rami-40", house_pack=house)
    assert q.exact is None and "No closed form" in q.formula
    deals = deal_hands(150, q.deck_size, q.hand_sizes, seed=11)
    found = []
    for row in deals:
        hand = [c for c in q.table.deck.cards_of(row) if not c.is_joker]
        found.append(any(validate_meld(list(three)).valid for three in combinations(hand, 3)))
    assert q.event(deals).tolist() == found
    assert 0 < sum(found) < len(found)


@pytest.mark.rule("HU-RUN-1")
@pytest.mark.parametrize("cards", [13, 14])
@pytest.mark.parametrize("setting, pack", RAMI_PACKS)
def test_the_outs_to_complete_a_run_exactly_and_by_simulation(cards, setting, pack):
    """7H 8H held, every 6H, 9H and joker unseen: the outs among the cards not seen (the pack
    less the hand and the first discard), and the chance one of the next three draws is one."""
    players, house = setting
    n, jokers, copies = pack
    q = make_question("rami-outs", "hu-rami-40", players=players, cards=cards,
                      house_pack=house)
    unseen, outs = n - cards - 1, 2 * copies + jokers
    assert (q.unseen, q.outs) == (unseen, outs)
    assert q.exact == 1 - Fraction(comb(unseen - outs, 3), comb(unseen, 3))
    assert sum(q.exact_pmf()) == 1
    assert _close(estimate(q, 20_000, seed=5), q.exact)
    assert f"{outs} outs among the {unseen} cards he has not seen" in q.definition
    assert f"{outs}/{unseen} = {outs / unseen:.4f}" in q.formula


@pytest.mark.parametrize("kind", ["rami-open", "rami-joker", "rami-copies", "rami-natural",
                                  "rami-outs"])
def test_the_page_says_when_the_number_of_players_changes_nothing(kind):
    two, four, five = (make_question(kind, "hu-rami-40", players=p) for p in (2, 4, 5))
    assert two.deck_size == four.deck_size != five.deck_size
    if four.exact is not None:
        assert two.exact == four.exact != five.exact
    assert "the number of players changes nothing here: 2, 3 or 4 players deal from these " \
           "108 cards (5 or 6 from 160)" in four.definition
    assert "5 or 6 players deal from these 160 cards (2, 3 or 4 from 108)" in five.definition


def test_the_lab_offers_the_rami_questions_with_the_house_pack():
    from ramsas_widgets.probability.answers import fraction_text
    from ramsas_widgets.widgets.probability_lab import ProbabilityLab

    lab = ProbabilityLab("hu-rami-40", kind="rami-joker", n_deals=1_000, seed=2)
    assert [k for _, k in lab.kind.options] == ["rami-open", "rami-joker", "rami-copies",
                                                "rami-natural", "rami-outs"]
    standard, house = (make_question("rami-joker", "hu-rami-40", house_pack=h).exact
                       for h in (False, True))
    assert f"{fraction_text(standard)} = " in lab.result.value  # 108 cards, 4 jokers
    lab.pack.value = True
    assert f"{fraction_text(house)} = " in lab.result.value  # 106 cards, 2 jokers
    assert lab.cards.layout.display is None and lab.pack.layout.display is None
    lab.variant.value = "lt-ramsas"
    assert lab.cards.layout.display == lab.pack.layout.display == "none"


def test_the_lessons_rami_figures_are_the_labs():
    """Lesson 6 quotes the exact answers of the Rami questions: each as the lab computes it."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[1] / "notebooks" / "src"
            / "06_probability_lab.md").read_text(encoding="utf-8")
    jokers = [make_question("rami-joker", "hu-rami-40", **kw)
              for kw in ({}, {"cards": 14}, {"house_pack": True})]
    figures = [f"≈ {float(q.exact):.3f}" for q in jokers]
    figures.append(f"≈ {float(jokers[0].expected):.2f} jokers on average")
    copies = make_question("rami-copies", "hu-rami-40")
    figures += [f"≈ {float(copies.exact):.4f}", f"about one hand in {round(1 / copies.exact)}"]
    outs = make_question("rami-outs", "hu-rami-40")
    figures += [f"{outs.outs}/{outs.unseen} ≈ {outs.outs / outs.unseen:.3f}",
                f"1 − C({outs.unseen - outs.outs},3)/C({outs.unseen},3) ≈ {float(outs.exact):.3f}"]
    for figure in figures:
        assert figure in text, figure
