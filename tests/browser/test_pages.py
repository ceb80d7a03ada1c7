"""The guide's pages driven in headless Chromium: their links and widgets work, no page
errors. That every page renders whole (a widget for every code cell, no error) is checked
with its look, in ``test_look.py``, on the page opened there."""

from __future__ import annotations

import re

import nbformat
import pytest

from .conftest import NOTEBOOKS, RENDER_TIMEOUT_MS, wait_for_widgets

pytestmark = pytest.mark.browser

PAGES = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
#: Pages whose every code cell shows one widget: all of them (tests/test_notebooks.py).
ONE_WIDGET_PER_CELL = set(PAGES)
STEP_MS = 30_000


def expected_widgets(name: str) -> int | None:
    if name not in ONE_WIDGET_PER_CELL:
        return None
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    return sum(1 for c in nb.cells if c.cell_type == "code")


def assert_clean(rendered) -> None:
    page = rendered.page
    assert not rendered.errors, f"{rendered.name}: page errors {rendered.errors}"
    stderr = page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')
    assert stderr.count() == 0, f"{rendered.name}: error output {stderr.first.inner_text()}"
    body = page.locator("body").inner_text()
    assert "Something went wrong" not in body
    assert "Traceback" not in body


def test_index_links_open_each_lesson(voila_pages):
    index = "00_index.ipynb"
    rendered = voila_pages.visit(index, expected_widgets=expected_widgets(index))
    page = rendered.page
    hrefs = page.eval_on_selector_all(
        "a[href$='.ipynb']", "links => links.map(a => [a.getAttribute('href'), a.href])")
    targets = {raw: absolute for raw, absolute in hrefs}
    lessons = [n for n in PAGES if n != "00_index.ipynb" and not n.startswith("07_")]
    for lesson in lessons:
        assert lesson in targets, f"the index does not link {lesson}"
        assert targets[lesson] == voila_pages.url(lesson)
    for raw in targets:
        assert (NOTEBOOKS / raw).is_file(), f"the index links {raw}, which does not exist"
    # follow one link for real, as a reader would
    page.get_by_role("link", name="Lithuanian Ramsas").first.click()
    page.wait_for_url(re.compile(r"01_lithuanian_ramsas\.ipynb$"), timeout=RENDER_TIMEOUT_MS)
    wait_for_widgets(page, expected_widgets("01_lithuanian_ramsas.ipynb"))
    assert "Lesson 1" in page.locator("h1").first.inner_text()
    assert not rendered.errors
    page.close()


def narration(page) -> str:
    return page.locator(".rw-narration").first.inner_text().strip()


def test_dealing_demo_steps_and_plays(voila_pages):
    rendered = voila_pages.open("01_lithuanian_ramsas.ipynb",
                                expected_widgets("01_lithuanian_ramsas.ipynb"))
    page = rendered.page
    before = narration(page)
    assert "nothing is dealt yet" in before
    page.get_by_role("button", name="Next card", exact=True).first.click()
    page.wait_for_function(
        "() => document.querySelector('.rw-narration').innerText.startsWith('Card 1 of 24')",
        timeout=STEP_MS)
    text = narration(page)
    assert text != before and "(LT-DEAL-2)" in text
    # Play advances on its own (the hidden Play ticker), and Pause stops it
    page.get_by_role("button", name="Play", exact=True).first.click()
    page.wait_for_function(
        "() => /^Card ([4-9]|1[0-9]|2[0-4]) of 24/"
        ".test(document.querySelector('.rw-narration').innerText)", timeout=STEP_MS)
    page.get_by_role("button", name="Pause", exact=True).first.click()
    page.get_by_role("button", name="Deal all", exact=True).first.click()
    page.wait_for_function(
        "() => document.querySelector('.rw-narration').innerText.includes('The deal is complete')",
        timeout=STEP_MS)
    assert "(LT-DEAL-5)" in narration(page)
    cards = page.locator(".rw-table [role=img]")
    # the table and the narration are two widgets, each updated by its own message: under
    # load the browser may show one a moment before the other
    page.wait_for_function("() => document.querySelectorAll('.rw-table [role=img]').length "
                           "=== 24", timeout=STEP_MS)  # 20 in the hands, 4 face down in the buy
    labels = [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())]
    assert labels.count("face-down card") == 4
    assert sum(label.endswith(", shown to everybody") for label in labels) == 1
    page.wait_for_function(  # the feedback below the table is a widget of its own too
        "() => (document.querySelector('.rw-feedback.rw-info') || {}).innerText"
        "?.includes('decides first')", timeout=STEP_MS)
    assert_clean(rendered)
    rendered.screenshot("-dealt")


def test_quiz_answer_gets_the_right_feedback(voila_pages):
    from ramsas_widgets.widgets.quiz import TrickQuiz

    situation = TrickQuiz("lt-ramsas", seed=0).situation  # the page's first question
    rendered = voila_pages.open("01_lithuanian_ramsas.ipynb",
                                expected_widgets("01_lithuanian_ramsas.ipynb"))
    page = rendered.page
    quiz = page.locator(".widget-vbox", has=page.get_by_role(
        "button", name="Check answer", exact=True)).last
    if situation.question == "play":
        answer = list(situation.legal)
    else:
        answer = [situation.played[situation.winner]]
    for card in answer:
        quiz.get_by_role("button", name=card.name, exact=True).first.click()
    quiz.get_by_role("button", name="Check answer", exact=True).click()
    ok = quiz.locator(".rw-feedback.rw-ok")
    ok.wait_for(timeout=STEP_MS)
    assert ok.inner_text().strip()
    assert "1 right out of 1 question" in quiz.inner_text()
    assert_clean(rendered)
    rendered.screenshot("-quiz")


def test_meld_validator_accepts_a_typed_meld(voila_pages):
    rendered = voila_pages.open("05_hungarian_rami.ipynb",
                                expected_widgets("05_hungarian_rami.ipynb"))
    page = rendered.page
    box = page.get_by_placeholder(re.compile("KH KS KD")).first
    box.fill("KH KS KD")
    page.get_by_role("button", name="Check typed cards", exact=True).first.click()
    ok = page.locator(".rw-feedback.rw-ok", has_text="30 points")
    ok.wait_for(timeout=STEP_MS)
    assert "set" in ok.inner_text()
    assert_clean(rendered)
    rendered.screenshot("-meld")


def test_the_rules_page_has_every_rule_as_an_anchor(voila_pages):
    """Rule IDs lead somewhere: the served rules page keeps an element per rule ID, and a
    lesson's bold rule ID is a link to it."""
    from tests.test_rule_coverage import rule_ids

    page = voila_pages.open("08_rules.ipynb", 0).page
    ids = set(page.eval_on_selector_all("a[id]", "els => els.map(e => e.id)"))
    assert set(rule_ids()) <= ids
    assert page.locator("#LT-DEAL-2").count() == 1 and "House rule" in \
        page.locator("body").inner_text()


@pytest.mark.parametrize("where", ["", "voila/tree", "voila/tree/"])
def test_the_servers_root_and_its_folder_page_list_the_lessons(voila_pages, where):
    """Where a student lands who types the server's address (and the join code), and the
    folder page ("Every lesson on Binder"): a list of every page of the guide, the index
    first, each link opening its lesson; never an empty page."""
    rendered = voila_pages.new(f"root-{where}")
    page = rendered.page
    page.goto(voila_pages.base + where, timeout=RENDER_TIMEOUT_MS)
    links = page.locator("main .rw-lesson-list a")
    links.first.wait_for(state="visible", timeout=STEP_MS)
    names = [" ".join(t.split()) for t in links.all_inner_texts()]
    hrefs = links.evaluate_all("links => links.map(a => a.href)")
    assert hrefs == [voila_pages.url(name) for name in PAGES], hrefs
    assert names[0].startswith("Start here") and "Lesson 1: Lithuanian Ramsas" in names
    assert "The Rams guide" in page.locator("h1").inner_text()
    if where == "":
        links.first.click()
        page.wait_for_url(re.compile(r"00_index\.ipynb$"), timeout=RENDER_TIMEOUT_MS)
        wait_for_widgets(page, expected_widgets("00_index.ipynb"))
        assert "Rams" in page.locator("h1").first.inner_text()
    assert not rendered.errors and not rendered.blocked
    page.close(run_before_unload=True)
