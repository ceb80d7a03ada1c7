"""The guide with the network cable out, and a lesson printed as a handout.

- Every request to another host than 127.0.0.1 is blocked and counted: the pages the guide
  serves (a lesson, the index, the lesson list, an error page) attempt none, and the icon
  font the widgets use comes from Voilà itself.
- Printing a lesson (Chromium's ``page.pdf()``, as "Save as PDF" does) gives every page of
  it, up to its last section, with the widgets as they stand and without the navigation
  bars, the theme switch or the widgets' buttons and lists, with an answer key for each
  exercise, in light colours even when the page is dark on screen.
"""

from __future__ import annotations

import io
import re

import nbformat
import pytest

from .conftest import NOTEBOOKS, RENDER_TIMEOUT_MS, VoilaPages, wait_for_widgets

pytestmark = pytest.mark.browser

LESSON = "01_lithuanian_ramsas.ipynb"
STEP_MS = 30_000


@pytest.fixture()
def pages(chromium, voila_url):
    """A browser context of its own, every request to another host blocked and counted."""
    opened = VoilaPages(chromium, voila_url)
    try:
        yield opened
    finally:
        opened.close()


def visit(pages: VoilaPages, path: str, widgets: bool = True):
    rendered = pages.new(path)
    response = rendered.page.goto(pages.base + path, timeout=RENDER_TIMEOUT_MS)
    if widgets:
        wait_for_widgets(rendered.page, None)
    else:
        rendered.page.wait_for_load_state("networkidle", timeout=RENDER_TIMEOUT_MS)
    return rendered, response


@pytest.mark.parametrize("path, widgets", [
    (f"voila/render/{LESSON}", True), ("voila/render/00_index.ipynb", True),
    ("voila/render/07_play_table.ipynb", True), ("voila/tree", False),
    ("voila/render/no_such_page.ipynb", False)])
def test_no_request_leaves_the_machine(pages, path, widgets):
    rendered, response = visit(pages, path, widgets)
    page = rendered.page
    page.wait_for_load_state("networkidle", timeout=RENDER_TIMEOUT_MS)
    assert rendered.blocked == [], f"{path}: {len(rendered.blocked)} requests to other hosts: "\
        f"{rendered.blocked}"
    if path == "voila/tree":
        page.get_by_text("Lesson 1: Lithuanian Ramsas").first.wait_for(timeout=STEP_MS)
    elif "no_such_page" in path:
        assert response.status == 404
    else:
        assert not rendered.errors, f"{path}: page errors {rendered.errors}"
    if path.endswith("07_play_table.ipynb"):
        # the widgets' icons (the house-rules button's caret) are drawn in Voilà's own font
        page.locator(".rw-disclosure i.fa").first.wait_for(timeout=STEP_MS)
        assert page.evaluate("""async () => { await document.fonts.ready;
            return [...document.fonts].some(f => f.family === 'Font Awesome 5 Free'
                                                 && f.status === 'loaded'); }""")
    page.close(run_before_unload=True)


def last_section_texts(name: str) -> list[str]:
    """Pieces of the last Markdown cell's last line, as the page shows them."""
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    last = [c for c in nb.cells if c.cell_type == "markdown"][-1].source.strip()
    line = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", last.splitlines()[-1])  # a link: its text
    pieces = [re.sub(r"[*_`]", "", p).strip() for p in line.strip("|").split("|")]
    return [p for p in pieces if p]


def pdf_text(pdf: bytes) -> tuple[int, str]:
    pypdf = pytest.importorskip("pypdf", reason="reading the printed lesson needs pypdf")
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    text = "\n".join(page.extract_text() for page in reader.pages)
    return len(reader.pages), re.sub(r"\s+", " ", text)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_lesson_prints_in_full(pages, theme):
    rendered = pages.visit(LESSON, suffix=("?theme=dark" if theme == "dark" else ""))
    page = rendered.page
    # a widget in use: three cards dealt
    for _ in range(3):
        page.get_by_role("button", name="Next card", exact=True).first.click()
    page.wait_for_function(
        "() => document.querySelector('.rw-narration').innerText.startsWith('Card 3 of 24')",
        timeout=STEP_MS)

    pdf = page.pdf(format="A4", print_background=True)
    (pages_printed, text) = pdf_text(pdf)
    assert pages_printed >= 3, f"the lesson printed on {pages_printed} page(s)"
    assert "Lesson 1: Lithuanian Ramsas" in text
    for piece in last_section_texts(LESSON):
        assert piece in text, f"the printed lesson lacks its last section's {piece!r}"
    assert "Card 3 of 24" in text  # the deal as it stands
    for control in ("Back to the index", "Next: the shedding game", "Dark page",
                    "Light page", "The Rams guide"):
        assert control not in text, f"the printed lesson shows {control!r}"
    # paper has no buttons or lists to choose from, and holds the exercises' answers
    keys = text.count("Answer key:")
    assert keys >= 3, f"{keys} answer keys printed"  # the quiz and both scoring exercises
    assert "Answer key:" not in page.locator("body").inner_text()  # on paper only
    page.emulate_media(media="print")
    controls = page.evaluate("""() => [...document.querySelectorAll(
            '#rendered_cells button, #rendered_cells select, #rendered_cells input')]
        .filter(e => !e.classList.contains('rw-card-button') && e.getClientRects().length)
        .map(e => e.innerText || e.value || e.tagName)""")
    assert controls == [], f"the printed lesson shows controls: {controls[:12]}"
    page.emulate_media(media="screen")

    # on paper the page is light, whatever the screen shows
    page.emulate_media(media="print")
    light = page.evaluate("""() => { const m = getComputedStyle(document.body).backgroundColor
        .match(/[\\d.]+/g).map(Number); return m[0] + m[1] + m[2] > 700; }""")
    assert light, "a dark page prints dark"
    page.emulate_media(media="screen")
    assert not rendered.errors and not rendered.blocked
    page.close(run_before_unload=True)
