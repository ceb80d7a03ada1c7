"""Lesson 6 in headless Chromium, as a learner uses it: the figure read on a phone, the
numbers following the slider, and exercises that do not give their answers away."""

from __future__ import annotations

import re

import pytest

from ramsas_widgets.probability.answers import check_answer
from ramsas_widgets.widgets.probability_lab import EXERCISES

from .conftest import RENDER_TIMEOUT_MS, VoilaPages

pytestmark = pytest.mark.browser

PAGE = "06_probability_lab.ipynb"
STEP_MS = 60_000
EXAMPLE = re.compile(r"(?:C\(\d+,\d+\)/C\(\d+,\d+\)|\d+/\d+|\d*\.\d+%?|\d+%)")


def dealt(lab) -> str | None:
    """The N of the numbers shown ("1,234 of 10,000 deals"), or None before a deal."""
    match = re.search(r"of ([\d,]+) deals", lab.locator(".rw-prob-result").first.inner_text())
    return match.group(1) if match else None


def test_the_numbers_follow_the_slider_and_the_figure_reads_on_a_phone(chromium, voila_url):
    pages = VoilaPages(chromium, voila_url, viewport={"width": 390, "height": 844},
                       is_mobile=True, has_touch=True)
    try:
        rendered = pages.visit(PAGE)
        page = rendered.page
        lab = page.locator(".rw-probability-lab").first
        track = lab.locator(".noUi-target").first
        track.scroll_into_view_if_needed()
        readout = lab.locator(".widget-readout").first
        assert readout.inner_text().strip() == "10,000"
        # a drag over several notches, then back: the numbers end as the slider does
        handle = lab.locator(".noUi-handle").first
        box, bar = handle.bounding_box(), track.bounding_box()
        y = box["y"] + box["height"] / 2
        page.mouse.move(box["x"] + box["width"] / 2, y)
        page.mouse.down()
        for share in (0.7, 0.5, 0.3, 0.2, 0.0):
            page.mouse.move(bar["x"] + bar["width"] * share, y, steps=3)
        page.mouse.up()
        stopped = readout.inner_text().strip()
        assert stopped != "10,000"
        page.wait_for_function(
            """n => { const r = document.querySelector('.rw-probability-lab .rw-prob-result');
                      return r && r.innerText.includes('of ' + n + ' deals'); }""",
            arg=stopped, timeout=STEP_MS)
        page.wait_for_timeout(2000)  # and they stay so: nothing stale comes after
        assert dealt(lab) == stopped == readout.inner_text().strip()
        # the figure drawn for a phone: shown nearly at its own size, so its text reads
        figure = lab.locator(".rw-plot img").first
        figure.scroll_into_view_if_needed()
        sizes = figure.evaluate(
            """img => ({current: img.currentSrc.slice(0, 60),
                        narrow: img.parentElement.querySelector('source').srcset.slice(0, 60),
                        shown: img.getBoundingClientRect().width,
                        own: img.naturalWidth})""")
        assert sizes["current"] == sizes["narrow"], "the wide figure on a phone"
        assert sizes["shown"] >= 0.8 * sizes["own"], sizes
        rendered.screenshot("-390")
        assert not rendered.errors, rendered.errors
        page.close(run_before_unload=True)
    finally:
        pages.close()


def test_no_exercise_shows_an_answer_as_its_example(voila_pages):
    rendered = voila_pages.visit(PAGE)
    page = rendered.page
    cards = page.locator(".rw-probability-exercises").first
    boxes = cards.locator("input[type='text']")
    assert boxes.count() == len(EXERCISES)
    shown = " ".join([*(boxes.nth(i).get_attribute("placeholder") or ""
                        for i in range(boxes.count())),
                      cards.locator(".rw-answer-help").all_inner_texts().__str__()])
    answers = [ex.question().exact for ex in EXERCISES]
    examples = EXAMPLE.findall(shown)
    assert examples
    for example in examples:
        assert not any(check_answer(example, answer)[0] for answer in answers), example
    # a wrong answer reads as a person would say it
    boxes.nth(1).fill("0.25")
    cards.get_by_role("button", name="Check", exact=True).nth(1).click()
    said = cards.locator(".rw-feedback.rw-wrong").first
    said.wait_for(timeout=RENDER_TIMEOUT_MS)
    text = said.inner_text()
    assert "far too high" in text and not re.search(r"\d{3,}%", text), text
    page.close(run_before_unload=True)


def test_a_malformed_class_link_is_left_out_with_a_word(voila_pages):
    """A class link the guide cannot use (a seed that is not an address's text, or past
    1,000,000) is left out with a note on the page; the page's script goes on, and a good
    part of the same link still works."""
    rendered = voila_pages.visit(PAGE, "#seed=%E0%A4%A")
    page = rendered.page
    seed_box = page.locator(".rw-class-seed input").first
    note = page.locator("#rw-link-note")
    note.wait_for(timeout=STEP_MS)
    assert "cannot use" in note.inner_text()
    first = seed_box.input_value()
    assert page.evaluate("() => typeof window.ramsasClass.browserId") == "function"
    # past the stated range: left out too, the box keeps its own seed
    page.evaluate("() => { window.location.hash = 'seed=9999999'; }")
    note.wait_for(timeout=STEP_MS)
    page.wait_for_timeout(500)
    assert "0 to 1,000,000" in note.inner_text()
    assert seed_box.input_value() == first
    # a part that cannot be decoded beside a good seed: the seed is used, the part named
    page.evaluate("() => { window.location.hash = 'x=%E0%A4%A&seed=42'; }")
    page.wait_for_function(
        "() => document.querySelector('.rw-class-seed input').value === '42'", timeout=STEP_MS)
    assert "could not be read" in page.locator("#rw-link-note").inner_text()
    # a good link: no note
    page.evaluate("() => { window.location.hash = 'seed=1000000'; }")
    page.wait_for_function("() => !document.getElementById('rw-link-note')", timeout=STEP_MS)
    assert not rendered.errors, rendered.errors
    page.close(run_before_unload=True)
