"""The lab without numpy: every question's plain-Python event (``Question.hit``) equals its
numpy event deal by deal, and a plain run's estimate aims at the same exact answer."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ramsas_widgets.probability import deal_hands, make_question
from ramsas_widgets.probability.plain import estimate_plain
from ramsas_widgets.probability.questions import all_questions

RAMI_SETTINGS = [dict(cards=14), dict(house_pack=True), dict(players=5),
                 dict(players=6, house_pack=True)]
QUESTIONS = all_questions() + [
    make_question(kind, "hu-rami-40", **kw)
    for kind in ("rami-joker", "rami-copies", "rami-natural", "rami-outs", "rami-open")
    for kw in RAMI_SETTINGS]


@pytest.mark.parametrize("question", QUESTIONS,
                         ids=lambda q: f"{q.kind}-{q.variant_id}-{q.table.players}-{q.who}-"
                                       f"{q.deck_size}-{getattr(q, 'cards', '')}")
def test_the_plain_event_is_the_numpy_event_deal_by_deal(question):
    deals = deal_hands(60 if question.kind == "rami-open" else 400, question.deck_size,
                       question.hand_sizes, seed=9)
    events = question.event(deals).tolist()
    assert [question.hit(row) for row in deals.tolist()] == events
    assert 0 < sum(events) or question.exact is None or question.exact < 0.01


@pytest.mark.parametrize("kind, variant_id", [("nine-turned", "lt-ramsas"),
                                              ("trump-ace", "se-mattmar"),
                                              ("rami-joker", "hu-rami-40")])
def test_a_plain_run_aims_at_the_exact_answer(kind, variant_id):
    q = make_question(kind, variant_id)
    run = estimate_plain(q, 20_000, seed=3, budget=None)
    p = float(q.exact)
    assert run.complete and abs(run.estimate.p - p) <= 4 * (p * (1 - p) / 20_000) ** 0.5
    assert estimate_plain(q, 500, seed=3).estimate == estimate_plain(q, 500, seed=3).estimate


def test_a_plain_run_stops_at_its_budget_and_says_how_far_it_got():
    ticks = iter(range(1000))
    run = estimate_plain(make_question("nine-turned", "lt-ramsas"), 100_000, seed=1,
                         budget=3, clock=lambda: next(ticks))
    assert not run.complete and run.asked == 100_000 and 0 < run.estimate.n < 100_000


def test_without_numpy_the_lab_deals_in_plain_python():
    """In a process where numpy cannot be imported (an offline static site), the lab and the
    exercises deal, say they deal in plain Python, and give the exact answers."""
    script = r'''
import sys
sys.modules["numpy"] = None  # as in a browser without the Pyodide distribution's numpy
from ramsas_widgets.probability.numeric import HAVE_NUMPY
from ramsas_widgets.widgets.probability_lab import ProbabilityExercises, ProbabilityLab
assert not HAVE_NUMPY
lab = ProbabilityLab(n_deals=10_000, seed=4, run=False)
assert not lab.deal_button.disabled
est = lab.run()
assert est.n > 0 and "1/6 = 0.1667" in lab.result.value, lab.result.value
print("LAB", est.n, lab.plot.value)
sheet = ProbabilityExercises()
card = sheet.cards[1]
card.n_deals.value = 10_000
assert not card.simulate_button.disabled
card.simulate_button.click()
print("EX", card.last_estimate.n, card.simulation.value)
'''
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    assert "LAB" in out and "plain Python" in out and "EX" in out
