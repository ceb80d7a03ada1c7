"""The probability lab widget and its exercises, driven from Python."""

from __future__ import annotations

import base64
import re
from fractions import Fraction

import numpy as np
import pytest
from matplotlib.collections import PolyCollection
from matplotlib.text import Text

from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.probability import estimate, make_question
from ramsas_widgets.probability.answers import check_answer, parse_answer
from ramsas_widgets.widgets import probability_lab
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
    assert set(lab.panels) == {"estimate", "error"}        # no histogram for this one
    assert lab.figure.axes[0] is lab.panels["estimate"]     # the convergence picture first
    error = lab.panels["error"]
    assert error.get_xscale() == "log" and error.get_yscale() == "log"
    labels = [line.get_label() for line in error.get_lines()]
    assert any("sqrt(p(1-p)/N)" in label for label in labels)
    assert lab.feedback.kind == ""


def horizontal_lines_at(ax, y: float) -> list:
    return [line for line in ax.get_lines()
            if np.allclose(line.get_ydata(), y) and len(set(line.get_ydata())) == 1]


def band_of(ax) -> PolyCollection:
    bands = [c for c in ax.collections if isinstance(c, PolyCollection)]
    assert len(bands) == 1
    return bands[0]


@pytest.mark.rule("LT-DEAL-3")
def test_the_convergence_panel_draws_the_band_round_the_estimate_and_the_exact_line(lab):
    ax = lab.panels["estimate"]
    assert ax.get_xscale() == "log" and ax.get_yscale() == "linear"
    exact = horizontal_lines_at(ax, 1 / 6)
    assert len(exact) == 1 and "1/6 = 0.1667" in exact[0].get_label()
    low, high = lab.convergence.band(0)
    vertices = band_of(ax).get_paths()[0].vertices
    ns = lab.convergence.ns
    for n, lo, hi in zip(ns, low, high, strict=True):   # the band is the Wilson interval at N
        at_n = vertices[np.isclose(vertices[:, 0], n), 1]
        assert np.isclose(at_n.min(), lo) and np.isclose(at_n.max(), hi)
    estimate_line = next(line for line in ax.get_lines() if "estimate" in line.get_label())
    assert np.allclose(estimate_line.get_xdata(), ns)
    assert np.allclose(estimate_line.get_ydata(), lab.convergence.estimates[0])
    bottom, top = ax.get_ylim()
    assert bottom <= 1 / 6 <= top and bottom <= low[-1] and high[-1] <= top


def test_the_text_alternative_describes_the_band_and_the_exact_value(lab):
    text = probability_lab.plots_text(lab.question(), lab.convergence, lab.histogram)
    est = lab.estimate
    low, high = est.interval
    assert text.startswith("Top: this run's estimate against the number of deals N")
    assert "95% interval as a shaded band" in text
    assert "The horizontal line is the exact value, 1/6 = 0.1667." in text
    assert (f"after {est.n:,} deals the estimate ends at {est.p:.4g} with the interval "
            f"{low:.4g} to {high:.4g}") in text
    covered = round(lab.convergence.coverage() * lab.convergence.repeats)
    assert f"Of the {lab.convergence.repeats} runs, {covered} end with an interval" in text
    assert "Bottom: the distance of the estimate from the exact value" in text
    alt = re.search(r"alt='([^']*)'", lab.plot.value).group(1)
    caption = re.search(r"<figcaption[^>]*>(.*)</figcaption>", lab.plot.value).group(1)
    assert alt == caption and "shaded band" in alt and "1/6 = 0.1667" in alt


def test_the_figure_is_svg_large_and_sharp_enough_to_project(lab):
    html = lab.plot.value
    assert html.count("<img ") == 1 and "max-width:100%" in html
    data = re.search(r"src='data:image/svg\+xml;base64,([^']+)'", html).group(1)
    svg = base64.b64decode(data).decode("utf-8")
    assert svg.lstrip().startswith("<?xml") and "<svg" in svg
    assert "<image" not in svg                               # drawn, not a bitmap inside
    # shown at its own size: it fits the lab's column on a 1280-pixel screen (1,020 px)
    width = int(re.search(r"<img [^>]*width='(\d+)'", html).group(1))
    assert 900 <= width <= 1020
    assert width == round(lab.figure.get_size_inches()[0] * 96)
    # so text sizes are the sizes read: at least 12 points; lines at least 2 px (1.5 pt)
    texts = [t for t in lab.figure.findobj(Text) if t.get_visible() and t.get_text().strip()]
    assert len(texts) > 20 and min(t.get_fontsize() for t in texts) >= 12  # ticks included
    for ax in lab.figure.axes:
        assert all(line.get_linewidth() >= 1.5 for line in ax.get_lines()
                   if line.get_linestyle() != "None")
        assert all(spine.get_linewidth() >= 1.5 for spine in ax.spines.values())
    # a clear background (the figure's and the panels'): the page shows through, light or dark
    for patch in ("patch_1", "patch_2"):
        assert re.search(rf'<g id="{patch}">\s*<path[^>]*style="fill: none"', svg), patch


def test_on_a_phone_the_figures_text_is_big_enough_to_read(lab):
    """At 390 px the wide figure would be shrunk to a third, its text about 5 px high: a
    phone's screen gets the panels one above the other, whose text, shown across the
    screen, is at least 12 px high."""
    html = lab.plot.value
    source = re.search(r"<source media='\(max-width: (\d+)px\)' srcset='data:image/svg\+xml;"
                       r"base64,([^']+)' width='(\d+)'", html)
    assert source, "no figure for a narrow screen"
    assert 390 <= int(source.group(1)) < 1000
    svg = base64.b64decode(source.group(2)).decode("utf-8")
    assert "<svg" in svg and "<image" not in svg
    narrow = lab.narrow_figure
    width = int(source.group(3))
    assert width == round(narrow.get_size_inches()[0] * 96)
    shown = min(width, 390 - 2 * 16)  # the page's margins
    texts = [t for t in narrow.findobj(Text) if t.get_visible() and t.get_text().strip()]
    smallest = min(t.get_fontsize() for t in texts) * 96 / 72 * shown / width
    assert smallest >= 12, f"{smallest:.1f} px"
    wide = min(t.get_fontsize() for t in lab.figure.findobj(Text)
               if t.get_visible() and t.get_text().strip())
    assert wide * 96 / 72 * shown / (lab.figure.get_size_inches()[0] * 96) < 8  # why
    assert {ax.get_title().replace("\n", " ") for ax in narrow.axes} == \
        {ax.get_title() for ax in lab.figure.axes}  # the same panels


def test_changing_the_variant_offers_its_questions(lab):
    lab.variant.value = "ru-zone"
    assert [k for _, k in lab.kind.options] == ["trump-ace", "five-one-suit", "three-trumps"]
    assert lab.players.options == (2,)
    assert lab.question().rule == "RUZ-5"
    lab.kind.value = "three-trumps"
    assert lab.question().rule == "RUZ-3"
    assert len(lab.figure.axes) == 3                        # estimate, error and histogram
    assert lab.panels["histogram"].get_xlabel() == "trumps in the hand"
    assert "Bottom right: the share of" in lab.plot.value
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
    hist = lab.panels["histogram"]
    assert hist.get_xlabel() == "best meld points in the hand"
    band = lab.panels["estimate"]                           # the band, and no exact line
    band_of(band)
    assert "No exact value" in band.get_title()
    assert not any("exact" in line.get_label() for line in band.get_lines())
    assert "There is no exact value to draw" in lab.plot.value
    low, high = lab.estimate.interval
    assert f"with the interval {low:.4g} to {high:.4g}" in lab.plot.value
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


def test_check_answer_accepts_exact_or_correctly_rounded_answers():
    exact = Fraction(1, 6)
    for right in ("1/6", "4/24", "0.1667", "0.167", "0.17", "17%", "16.7%", "16.67 %", ".17"):
        assert check_answer(right, exact)[0], right
    for wrong in ("0.18", "0.16", "18%", "1/7", "17/100", "0.1", "0.3"):
        ok, message = check_answer(wrong, exact)
        assert not ok and "Not yet" in message, wrong
    ok, message = check_answer("0.2", exact)  # rounded, but to one figure only
    assert not ok and "two significant figures" in message
    # a small probability: 0.0031 rounds 1/323 (0.003096); 0.003 is one figure
    assert check_answer("0.0031", Fraction(1, 323))[0]
    assert not check_answer("0.003", Fraction(1, 323))[0]
    assert check_answer("0.31%", Fraction(1, 323))[0]


def test_a_fraction_or_a_count_near_the_answer_is_wrong_and_says_how_near():
    """Tolerance is for rounded figures only: 1/749 is not 1/748, however near."""
    exact = Fraction(1, 748)
    for near in ("1/749", "1/747", "C(4,1)/(4*749)"):
        ok, message = check_answer(near, exact)
        assert not ok and "less than 1% too" in message and "exact" in message, near
    assert check_answer("0.001338", exact)[0]  # a decimal rounded to the digits given
    assert check_answer("0,1337 %", exact)[0]


def test_a_decimal_comma_is_read_as_students_write_it():
    assert parse_answer("0,375") == parse_answer("37,5 %") == Fraction(3, 8)
    assert parse_answer("C(6;2)/C(16;2)") == parse_answer("C(6,2)/C(16,2)") == Fraction(1, 8)
    assert parse_answer("C(4,2)*0,5") == 3  # C's comma separates, the other is a decimal
    assert parse_answer("1 - C(28;5)/C(32;5) + 0,5") == Fraction(1841, 3596) + Fraction(1, 2)
    exact = Fraction(1, 6)
    for right in ("0,1667", "16,7%", "16,67 %", "0,17"):
        assert check_answer(right, exact)[0], right
    ok, message = check_answer("0,2", exact)
    assert not ok and "two significant figures" in message


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
    assert card.feedback.kind == "error" and "3/8" in card.feedback.text  # how to write one
    card.reveal_button.click()
    assert card.feedback.kind == "info" and "4/24 = 1/6" in card.feedback.text


@pytest.mark.parametrize("index", range(len(EXERCISES)))
def test_each_exercise_accepts_its_exact_value(sheet, index):
    card = sheet.cards[index]
    card.answer.value = str(card.q.exact)
    card.check_button.click()
    assert card.feedback.kind == "ok"


def test_bad_moments_go_through_the_feedback_area_never_a_traceback(monkeypatch):
    lab = ProbabilityLab(n_deals=1_000, seed=2)

    def broken(*_args):
        raise RuntimeError("a plotting accident")

    monkeypatch.setattr(probability_lab, "lab_figure", broken)
    lab.deal_button.click()                                 # no exception escapes
    assert lab.feedback.kind == "failure" and "Traceback" not in lab.feedback.value
    lab.seed.value = 3
    assert lab.feedback.kind == "failure"
    sheet = ProbabilityExercises(seed=4)
    monkeypatch.setattr(sheet.cards[0], "reseed", broken)
    sheet.seed_box.value = 5
    assert sheet.feedback.kind == "failure" and "Traceback" not in sheet.feedback.value


def test_the_class_seed_deals_everybody_the_same_hands():
    first, second, other = (ProbabilityExercises(seed=s) for s in (7, 7, 8))
    assert first.seed_box.description == "Class seed"
    assert (first.seed_box.min, first.seed_box.max, first.seed_box.value) == (0, 10**6, 7)
    for a, b, c in zip(first.cards, second.cards, other.cards, strict=True):
        runs_a = [a.simulate() for _ in range(2)]
        assert runs_a == [b.simulate() for _ in range(2)]   # the same, run by run
        assert runs_a[0] != runs_a[1]                       # each press deals anew
        assert c.simulate() != runs_a[0]                     # another seed, other deals
        assert "Run 2 of class seed 7" in a.simulation.value
    # the five exercises deal apart from one another (not the same stream five times)
    seeds = {card.run_seed(0).generate_state(2).tobytes() for card in first.cards}
    assert len(seeds) == len(first.cards)


def test_changing_the_class_seed_deals_again():
    sheet = ProbabilityExercises(seed=7)
    dealt, untouched = sheet.cards[0], sheet.cards[1]
    dealt.simulate()
    dealt.simulate()
    dealt.answer.value = "1/6"
    dealt.check_button.click()
    assert dealt.feedback.kind == "ok"
    sheet.seed_box.value = 8
    assert sheet.feedback.kind == ""
    assert dealt.runs == 1
    assert dealt.last_estimate == ProbabilityExercises(seed=8).cards[0].simulate()
    assert "Run 1 of class seed 8" in dealt.simulation.value
    assert dealt.feedback.kind == ""                        # its words were about the old deals
    assert untouched.runs == 0 and untouched.simulation.value == ""
    sheet.seed_box.value = 10**7                            # out of range: held at the bound
    assert sheet.seed_box.value == 10**6 and sheet.feedback.kind == ""


def test_the_cards_say_that_rounded_answers_count():
    card = ProbabilityExercises().cards[0]
    words = card.help.value
    for form in ("0.38", "38%", "37.5%", "3/8", "C(6,2)/C(16,2)", "correctly rounded"):
        assert form in words, form
    for right in ("0.38", "38%", "37.5%"):                  # and the reader agrees
        assert check_answer(right, Fraction(3, 8))[0]
    assert not check_answer("0.4", Fraction(3, 8))[0] and "0.4 is too rough" in words


EXAMPLE = re.compile(r"(?:C\(\d+,\d+\)/C\(\d+,\d+\)|\d+/\d+|\d*\.\d+%?|\d+%)")


def test_no_example_an_exercise_shows_is_the_answer_of_an_exercise():
    """The answer box's example, the help under it and the complaint about an unreadable
    answer show forms of answers: none of them may be an exercise's answer."""
    from ramsas_widgets.probability.answers import ANSWER_HELP

    card = ProbabilityExercises().cards[0]
    shown = " ".join([card.answer.placeholder, card.help.value, ANSWER_HELP])
    examples = EXAMPLE.findall(shown)
    assert len(examples) >= 8, examples
    answers = {ex.question().exact for ex in EXERCISES}
    for example in examples:
        assert parse_answer(example) not in answers, example
        for answer in answers:  # nor that answer rounded
            assert not check_answer(example, answer)[0], (example, answer)


@pytest.mark.parametrize("typed, exact, said", [
    ("0.25", Fraction(5, 10626), "far too high: more than ten times the answer"),
    ("0.5", Fraction(1, 6), "too high: more than twice the answer"),
    ("0.21", Fraction(1, 6), "26% too high"),
    ("0.1", Fraction(1, 6), "40% too low"),
    ("0.001", Fraction(1, 6), "far too low: less than a tenth of the answer"),
])
def test_a_wrong_answer_says_how_far_off_it_is_in_words_a_person_reads(typed, exact, said):
    right, message = check_answer(typed, exact)
    assert not right and message == f"Not yet: {typed} is {said}."
    assert not re.search(r"\d{3,}%", message)


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


def test_in_a_page_the_lab_deals_only_the_setting_the_slider_stops_at(monkeypatch):
    """A slider dragged over several notches sends a change for each, queued while the one
    before is dealt; in a page (a kernel's event loop handling the messages) the lab waits
    for the controls to settle and deals the last setting only, so its numbers match the
    slider soon after it stops instead of trailing it notch by notch."""
    import asyncio

    lab = ProbabilityLab(run=False, n_deals=1_000, seed=1)
    dealt: list[int] = []
    real = lab.run

    def run():
        dealt.append(int(lab.n_deals.value))
        return real()

    monkeypatch.setattr(lab, "run", run)

    async def drag():
        for n in (3_000, 10_000, 30_000, 3_000):  # one change per notch, as a drag sends
            lab.n_deals.value = n
            assert lab.feedback.kind == "working" and f"{n:,}" in lab.feedback.text
            await asyncio.sleep(0.05)
        await asyncio.sleep(probability_lab.SETTLE + 0.5)

    asyncio.run(drag())
    assert dealt == [3_000]
    assert lab.estimate is not None and lab.estimate.n == 3_000
    assert "of 3,000 deals" in lab.result.value and lab.feedback.kind == ""


def _sentences_of_run(est) -> str:
    question = make_question("nine-turned", "lt-ramsas")  # exactly 1/6
    return probability_lab.result_html(question, est)


@pytest.mark.parametrize("hits,n", [(0, 1_000), (1_000, 1_000), (0, 1), (1, 1)])
def test_a_run_with_no_hit_or_all_hits_is_never_said_to_have_no_error(hits, n):
    """With 0 or N hits the estimate's own standard error is 0: the table says that it
    cannot measure the error, and the difference it gives is in standard errors of the
    exact value, named as such, so no two lines contradict each other."""
    from ramsas_widgets.probability.montecarlo import Estimate

    text = _sentences_of_run(Estimate(hits, n))
    assert "cannot say how far off the estimate is" in text
    assert ("no deal" if hits == 0 else "every deal") in text
    exact_se = (1 / 6 * 5 / 6 / n) ** 0.5
    assert f"standard errors of the exact value (sqrt(p(1-p)/N) with the exact p: {exact_se:.4g})" \
        in text


def test_a_run_with_hits_and_misses_gives_its_own_standard_error():
    from ramsas_widgets.probability.montecarlo import Estimate

    est = Estimate(170, 1_000)
    text = _sentences_of_run(est)
    assert f"{est.se:.4g} = sqrt(p(1-p)/N), with the estimate for p" in text
    assert "cannot say" not in text


def _runs(rows: list[list[int]]):
    from ramsas_widgets.probability.montecarlo import convergence_of

    return convergence_of(np.array(rows, dtype=np.int8), 0.5, points=2, n_min=2)


def test_the_error_is_said_to_fall_only_when_it_falls():
    question = make_question("nine-turned", "lt-ramsas")
    # two runs whose error rises: both right after 2 deals, both all hits after 100
    rising = _runs([[1, 0] + [1] * 98, [0, 1] + [1] * 98])
    assert rising.rms_error[-1] > rising.rms_error[0]
    text = probability_lab.plots_text(question, rising, None)
    assert "no smaller" in text and "falls" not in text and "as 1/sqrt(N) says" not in text
    # two runs whose error falls, 50 times where 1/sqrt(N) says sqrt(100/2), about 7
    falling = _runs([[1, 1] + [1, 0] * 49, [0, 0] + [0, 1] * 49])
    assert falling.rms_error[-1] < falling.rms_error[0]
    text = probability_lab.plots_text(question, falling, None)
    assert ("falls from 0.5 to 0.01, 50 times where 1/sqrt(N) says it should fall 7 times"
            in text) and "no smaller" not in text
