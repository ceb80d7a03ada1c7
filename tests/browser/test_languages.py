"""The guide in Lithuanian, in headless Chromium: every Lithuanian page on the guide's
server says it is Lithuanian (``<html lang="lt">``), shows no English word, lands its rule
links on the Lithuanian rules, passes axe, and the lab takes ``0,375`` as Lithuanians write
it; the language switch leads to the same page in the other language, and the first page
follows the browser's language and, once chosen, the reader's choice."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from ramsas_widgets.widgets.probability_lab import EXERCISES

from .conftest import NOTEBOOKS, RENDER_TIMEOUT_MS, VoilaPages, wait_for_widgets
from .test_a11y import BLOCKING, report, violations

pytestmark = pytest.mark.browser

LT_PAGES = sorted(p.name for p in (NOTEBOOKS / "lt").glob("[0-9][0-9]_*.ipynb"))
STEP_MS = 60_000
#: English words a Lithuanian page would not show (its rule IDs, cards and code aside).
ENGLISH = {"the", "and", "of", "is", "are", "you", "your", "player", "trick", "tricks",
           "card", "cards", "hand", "deal", "play", "check", "answer", "next", "back",
           "lesson", "lessons", "page", "new", "show", "score", "points", "trump", "game"}
RULE_ID = re.compile(r"\b[A-Z]{2,4}(?:-[A-Z]+)*-\d+\b")
#: An option's or a function's name in the code (``trump_ace_lead``, ``new_game``): the
#: same in every language.
CODE_NAME = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


@pytest.fixture(scope="module")
def axe():
    sync = pytest.importorskip("axe_playwright_python.sync_playwright",
                               reason="axe-playwright-python (the test extra) is missing")
    return sync.Axe()


@pytest.fixture(scope="module")
def lt_pages(chromium, voila_url):
    """A browser that prefers Lithuanian, as a Lithuanian class's would."""
    opened = VoilaPages(chromium, voila_url, locale="lt-LT")
    try:
        yield opened
    finally:
        opened.close()


def english_words(text: str) -> set[str]:
    bare = CODE_NAME.sub(" ", RULE_ID.sub(" ", text))
    return {w for w in re.findall(r"[^\W\d_]+", bare) if w.lower() in ENGLISH}


def assert_no_english(text: str, name: str) -> None:
    """Fail naming the English words left on page ``name``, each in its context."""
    left = english_words(text)
    text = CODE_NAME.sub(" ", text)
    where = [text[max(0, m.start() - 50):m.end() + 50].replace("\n", " ")
             for w in left for m in re.finditer(rf"(?<![^\W\d_]){w}(?![^\W\d_])", text)]
    assert not left, f"{name} shows English: {sorted(left)}: {where[:6]}"


@pytest.mark.parametrize("name", LT_PAGES)
def test_a_lithuanian_page_is_lithuanian_whole(lt_pages, axe, name):
    rendered = lt_pages.visit(f"lt/{name}")
    page = rendered.page
    try:
        assert page.evaluate("() => document.documentElement.lang") == "lt"
        assert_no_english(page.locator("#rendered_cells").inner_text(), f"lt/{name}")
        bad = [v for v in violations(axe, page) if v["impact"] in BLOCKING]
        assert not bad, f"lt/{name}:\n{report(bad)}"
        switch = page.locator(".rw-languages a[hreflang='en']")
        assert switch.get_attribute("href") == f"../{name}"
        assert not rendered.errors and not rendered.blocked
    finally:
        page.close(run_before_unload=True)


def test_a_rule_link_lands_on_the_lithuanian_rule(lt_pages):
    rendered = lt_pages.visit("lt/01_lithuanian_ramsas.ipynb")
    page = rendered.page
    try:
        link = page.locator("a[href$='08_rules.ipynb#LT-DEAL-2']").first
        link.click()
        page.wait_for_url(re.compile(r"/voila/render/lt/08_rules\.ipynb#LT-DEAL-2$"),
                          timeout=STEP_MS)
        rule = page.locator("li", has=page.locator("[id='LT-DEAL-2']")).first
        rule.wait_for(timeout=STEP_MS)
        assert page.evaluate("() => document.documentElement.lang") == "lt"
        said = rule.inner_text()
        assert "LT-DEAL-2" in said and not english_words(said), said
        page.wait_for_function("""() => {
            const r = document.getElementById("LT-DEAL-2").closest("li").getBoundingClientRect();
            return r.top >= 0 && r.top < window.innerHeight; }""", timeout=STEP_MS)
    finally:
        page.close(run_before_unload=True)


def test_the_lab_takes_a_decimal_comma(lt_pages):
    rendered = lt_pages.visit("lt/06_probability_lab.ipynb")
    page = rendered.page
    try:
        cards = page.locator(".rw-probability-exercises").first
        boxes = cards.locator("input[type='text']")
        k, exact = 0, Fraction(EXERCISES[0].question().exact)
        typed = f"{float(exact):.4f}".replace(".", ",")  # rounded right, a decimal comma
        boxes.nth(k).fill(typed)
        boxes.nth(k).press("Enter")
        checks = cards.locator("button", has_text=re.compile(r"^Tikrinti|^Patikrinti"))
        checks.nth(k).click()
        said = cards.locator(".rw-feedback.rw-ok").first
        said.wait_for(timeout=STEP_MS)
        assert not english_words(said.inner_text()), said.inner_text()
    finally:
        page.close(run_before_unload=True)


def test_the_switch_and_the_first_page_follow_the_readers_language(chromium, voila_url):
    context = chromium.new_context(locale="lt-LT", viewport={"width": 1280, "height": 900})
    try:
        page = context.new_page()
        page.route("**/*", lambda route: route.continue_()
                   if route.request.url.startswith("http://127.0.0.1") else route.abort())
        page.goto(voila_url, timeout=RENDER_TIMEOUT_MS)
        page.wait_for_url(re.compile(r"/voila/render/lt/00_index\.ipynb$"), timeout=STEP_MS)
        wait_for_widgets(page, None)
        page.locator(".rw-languages a[hreflang='en']").first.click()
        page.wait_for_url(re.compile(r"/voila/render/00_index\.ipynb$"), timeout=STEP_MS)
        assert page.evaluate("() => document.documentElement.lang") == "en"
        page.goto(voila_url, timeout=RENDER_TIMEOUT_MS)  # English chosen: the list stays
        page.locator(".rw-lesson-list").wait_for(timeout=STEP_MS)
        assert page.url == voila_url
    finally:
        context.close()
    context = chromium.new_context(locale="en-GB")  # a browser in English stays here
    try:
        page = context.new_page()
        page.goto(voila_url, timeout=RENDER_TIMEOUT_MS)
        page.locator(".rw-lesson-list").wait_for(timeout=STEP_MS)
        assert page.url == voila_url
        assert page.locator("a[hreflang='lt']").inner_text() == "Lietuvių"
    finally:
        context.close()
