"""The probability lab widget and its exercises, driven from Python."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.probability import estimate, make_question
from ramsas_widgets.probability.answers import check_answer, parse_answer
from ramsas_widgets.widgets.probability_lab import EXERCISES, ProbabilityExercises, ProbabilityLab


@pytest.fixture(scope="module")
def lab():
    return ProbabilityLab(n_deals=3_000, seed=5)


@pytest.mark.rule("LT-DEAL-3")
def test_first_render_shows_exact_and_estimate(lab):
    assert lab.kind.value == "nine-turned" and lab.who.value == "dealer"
    assert lab.estimate == estimate(make_question("nine-turned", "lt-ramsas"), 3_000, seed=5)
    assert "1/6 = 0.1667" in lab.result.value
    assert "95% interval" in lab.result.value and "LT-DEAL-3" in lab.definition.value
    axes = lab.figure.axes
    assert len(axes) == 1                                   # no histogram for this one
    assert axes[0].get_xscale() == "log" and axes[0].get_yscale() == "log"
    labels = [line.get_label() for line in axes[0].get_lines()]
    assert any("sqrt(p(1-p)/N)" in label for label in labels)
    assert lab.feedback.kind == ""


def test_changing_the_variant_offers_its_questions(lab):
    lab.variant.value = "ru-zone"
    assert [k for _, k in lab.kind.options] == ["trump-ace", "five-one-suit", "three-trumps"]
    assert lab.players.options == (2,)
    assert lab.question().rule == "RUZ-5"
    lab.kind.value = "three-trumps"
    assert lab.question().rule == "RUZ-3"
    assert len(lab.figure.axes) == 2                        # convergence and histogram
    assert lab.figure.axes[1].get_xlabel() == "trumps in the hand"
    assert lab.estimate.n == 3_000
    lab.variant.value = "lt-ramsas"


@pytest.mark.rule("LT-DEAL-3")
def test_three_players_have_no_nine_question(lab):
    lab.variant.value = "lt-ramsas"
    lab.kind.value = "nine-turned"
    lab.players.value = 3
    kinds = [k for _, k in lab.kind.options]
    assert "nine-turned" not in kinds and lab.kind.value == kinds[0]
    assert lab.feedback.kind == ""
    lab.players.value = 4


def test_slider_and_seed_recompute(lab):
    lab.variant.value = "lt-ramsas"
    lab.kind.value = "four-jacks"
    lab.who.value = "anyone"
    lab.n_deals.value = 30_000
    q = make_question("four-jacks", "lt-ramsas", who="anyone")
    assert lab.estimate == estimate(q, 30_000, seed=5)
    lab.seed.value = 6
    assert lab.estimate == estimate(q, 30_000, seed=6)
    assert "10/5,313" in lab.result.value                   # 4 x 5/10626
    lab.deal_button.click()                                 # same settings, same deals
    assert lab.estimate == estimate(q, 30_000, seed=6)
    assert lab.convergence.repeats > 1
    lab.seed.value = 5


@pytest.mark.rule("HU-TURN-2")
def test_rami_question_waits_for_the_deal_button(lab):
    lab.variant.value = "hu-rami-51"
    assert lab.kind.value == "rami-open" and lab.n_deals.value == 1_000
    assert lab.feedback.kind == "info" and "Press Deal" in lab.feedback.text
    lab.n_deals.value = 300
    lab.deal_button.click()
    assert lab.feedback.kind == ""
    assert "no closed form" in lab.result.value
    q = make_question("rami-open", "hu-rami-51")
    assert lab.estimate == estimate(q, 300, seed=5)
    hist = lab.figure.axes[1]
    assert hist.get_xlabel() == "best meld points in the hand"
    lab.cards.value = 14
    lab.deal_button.click()
    assert lab.question().hand_sizes == (14,)
    lab.variant.value = "lt-ramsas"
    assert lab.cards.layout.display == "none"


def test_parse_answer_reads_fractions_decimals_percent_and_counts():
    assert parse_answer("1/6") == Fraction(1, 6)
    assert parse_answer(" 0.25 ") == Fraction(1, 4)
    assert parse_answer("12.5%") == Fraction(1, 8)
    assert parse_answer("4/24 + 20/24 × 4/23") == Fraction(43, 138)
    assert parse_answer("2*C(22,3) - C(20,1)") == 2 * 1540 - 20
    assert parse_answer("-(1/2)") == Fraction(-1, 2)
    for bad in ("", "abc", "1/0", "__import__('os')", "C(5)", "2**3", "1/", "C(2000,3)"):
        with pytest.raises(RulesError):
            parse_answer(bad)


def test_check_answer_accepts_exact_or_close_decimals():
    exact = Fraction(1, 6)
    assert check_answer("1/6", exact)[0]
    assert check_answer("4/24", exact)[0]
    assert check_answer("0.1667", exact)[0]
    assert check_answer("16.7%", exact)[0]
    right, message = check_answer("0.17", exact)
    assert not right and "too high" in message
    assert not check_answer("1/7", exact)[0]


@pytest.fixture()
def sheet():
    return ProbabilityExercises()


def test_exercises_have_rules_and_exact_answers(sheet):
    assert len(sheet.cards) == len(EXERCISES) == 5
    rules = [card.q.rule for card in sheet.cards]
    assert rules == ["LT-DEAL-3", "LT-JACK-2", "RU-DECL-3", "LT-ACE-1", "RUZ-10"]
    assert all(card.q.exact is not None for card in sheet.cards)


@pytest.mark.rule("LT-JACK-2")
def test_exercise_flow_simulate_wrong_hint_right(sheet):
    card = sheet.cards[1]
    card.n_deals.value = 10_000
    card.simulate_button.click()
    first = card.last_estimate
    assert first.n == 10_000 and "Run 1" in card.simulation.value
    card.simulate_button.click()
    assert "Run 2" in card.simulation.value                 # the next seed
    card.answer.value = "1/1000"
    card.check_button.click()
    assert card.feedback.kind == "wrong" and "Hint" in card.feedback.text
    assert "LT-JACK-2" in card.feedback.text and card.wrong_tries == 1
    card.answer.value = "C(20,1)/C(24,5)"
    card.check_button.click()
    assert card.feedback.kind == "ok" and "Exactly right" in card.feedback.text
    assert "5/10,626" in card.feedback.text


def test_exercise_bad_text_is_explained_not_run(sheet):
    card = sheet.cards[0]
    card.answer.value = "open('x')"
    card.check_button.click()
    assert card.feedback.kind == "error" and "1/6" in card.feedback.text
    card.reveal_button.click()
    assert card.feedback.kind == "info" and "4/24 = 1/6" in card.feedback.text


@pytest.mark.parametrize("index", range(len(EXERCISES)))
def test_each_exercise_accepts_its_exact_value(sheet, index):
    card = sheet.cards[index]
    card.answer.value = str(card.q.exact)
    card.check_button.click()
    assert card.feedback.kind == "ok"


@pytest.mark.parametrize("control", ["variant", "players", "kind"])
def test_every_observer_runs_under_the_error_guard(control, monkeypatch):
    """A failure while the lab rebuilds its choices shows the friendly message, as every other
    control's does, instead of escaping to the kernel (and a traceback to the page)."""
    lab = ProbabilityLab(n_deals=1_000, seed=1, run=False)

    def broken(*_args, **_kwargs):
        raise ZeroDivisionError("rw-broken")

    monkeypatch.setattr(lab, "_rebuild", broken)
    widget = getattr(lab, control)
    values = [o[1] if isinstance(o, tuple) else o for o in widget.options]
    other = next(value for value in values if value != widget.value)
    widget.value = other
    assert lab.feedback.kind == "failure"
    assert "rw-broken" not in lab.feedback.value
