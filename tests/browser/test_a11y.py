"""Accessibility in Chromium: axe-core on every page, and the play table by keyboard alone.

axe-core is the copy the ``axe-playwright-python`` package ships (the ``test`` extra),
injected into the page: nothing is fetched at run time, and every request to another host
stays blocked and counted. Each page of the guide is opened once, in a browser context of
its own, and checked in four looks, light and dark (the page's switch) at 1280 and 390 px
wide, when it opens and again after its main interactions (a deal, a quiz answer, a
scoring check, a meld check, a lab deal, several moves at the table, in a trick game and
in Rami): no critical, serious or moderate violation. Minor ones are written to
``test-artifacts/axe-minor.txt``.

Then the keyboard at the play table: a whole trick played with Tab, the arrow keys, Space
and Enter alone, focus asserted after every move (on the hand, or on the next decision),
and the house rules opened and changed from the keyboard. Screenshots of the table (a
trick game and Rami) and of the probability lab at 390 px go to
``test-artifacts/screenshots/``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from .conftest import (
    ARTIFACTS,
    NOTEBOOKS,
    RENDER_TIMEOUT_MS,
    VoilaPages,
    wait_for_widgets,
    wait_referee,
)
from .test_look import check_melds, deal_all

pytestmark = pytest.mark.browser

PAGES = sorted(p.name for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
BLOCKING = ("critical", "serious", "moderate")
WIDTHS = (1280, 390)
STEP_MS = 30_000
MINOR_LOG = ARTIFACTS / "axe-minor.txt"
TABLE = "07_play_table.ipynb"


@pytest.fixture(scope="module")
def axe():
    sync = pytest.importorskip("axe_playwright_python.sync_playwright",
                               reason="axe-playwright-python (the test extra) is missing")
    return sync.Axe()


@pytest.fixture(scope="module")
def pages(chromium, voila_url):
    """A browser context of its own: the theme switched here is remembered here only."""
    opened = VoilaPages(chromium, voila_url)
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture(scope="module")
def minor_log():
    found: list[str] = []
    yield found
    ARTIFACTS.mkdir(exist_ok=True)
    MINOR_LOG.write_text("".join(sorted(set(found))) or "no minor violation\n")


def theme_of(page) -> str:
    return page.evaluate("() => document.documentElement.dataset.rwTheme")


def set_theme(page, theme: str) -> None:
    if theme_of(page) != theme:
        page.locator("#rw-theme-switch").click()
        page.wait_for_function("t => document.documentElement.dataset.rwTheme === t", arg=theme)


def violations(axe, page) -> list[dict]:
    page.wait_for_timeout(150)  # the script's names follow the page's changes by a frame
    return axe.run(page, options={"resultTypes": ["violations"]}).response["violations"]


def report(found: list[dict]) -> str:
    lines = []
    for v in found:
        lines.append(f"{v['impact']} {v['id']}: {v['help']} ({len(v['nodes'])} nodes)")
        for node in v["nodes"][:4]:
            lines.append(f"    {' '.join(map(str, node['target']))[-120:]}: "
                         f"{node['html'][:200]}")
    return "\n".join(lines)


#: Visible elements reaching past the right edge of the screen (a phone's): nothing of the
#: page may need scrolling sideways.
TOO_WIDE_JS = """w => [...document.querySelectorAll('#rendered_cells *')]
    .filter(e => e.getClientRects().length && e.getBoundingClientRect().right > w + 1
            && getComputedStyle(e).visibility !== 'hidden')
    .map(e => e.tagName + '.' + String(e.className).slice(0, 60)
              + ' ' + (e.innerText || '').slice(0, 30)).slice(0, 6)"""


def check_every_look(axe, rendered, when: str, minor: list[str]) -> None:
    """axe in the four looks (and nothing wider than a phone at 390 px); back to light at
    1280 px afterwards."""
    page = rendered.page
    for theme in ("light", "dark"):
        set_theme(page, theme)
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 900})
            found = violations(axe, page)
            where = f"{rendered.name} {when}, {theme}, {width} px"
            bad = [v for v in found if v["impact"] in BLOCKING]
            assert not bad, f"{where}:\n{report(bad)}"
            if width < 1000:
                wide = page.evaluate(TOO_WIDE_JS, width)
                assert not wide, f"{where}: wider than the screen: {wide}"
            minor.extend(f"{rendered.name} ({when}): {v['id']}: {v['help']}\n"
                         for v in found if v["impact"] not in BLOCKING)
    set_theme(page, "light")
    page.set_viewport_size({"width": 1280, "height": 900})
    assert not rendered.errors, rendered.errors
    assert not rendered.blocked, rendered.blocked


# -- what each page's learner does -----------------------------------------------------
def answer_quiz(page) -> None:
    """Pick a card of the first quiz and check: some answer, right or wrong."""
    quiz = page.locator(".widget-vbox", has=page.get_by_role(
        "button", name="Check answer", exact=True)).first
    quiz.locator(".rw-card-button:visible").first.click()
    quiz.get_by_role("button", name="Check answer", exact=True).click()
    quiz.locator(".rw-feedback.rw-ok, .rw-feedback.rw-wrong").first.wait_for(timeout=STEP_MS)


def check_scores(page) -> None:
    """Type totals into the first scoring exercise and press Enter in the last box."""
    boxes = page.get_by_placeholder("new total")
    for i in range(boxes.count()):
        if boxes.nth(i).is_visible():
            boxes.nth(i).fill("0")
    boxes.last.press("Enter")
    page.locator(".rw-feedback", has_text=re.compile("Right!|Not quite")).first.wait_for(
        timeout=STEP_MS)


def deal_in_the_lab(page) -> None:
    lab = page.locator(".rw-probability-lab")
    lab.get_by_role("button", name="Deal", exact=True).click()
    lab.locator("figure.rw-plot img").wait_for(timeout=STEP_MS * 2)
    card = page.locator(".rw-probability-exercises .widget-vbox").first
    card.get_by_role("button", name="Simulate", exact=True).click()
    card.get_by_placeholder(re.compile(r"C\(6,2\)")).fill("1/6")
    card.get_by_placeholder(re.compile(r"C\(6,2\)")).press("Enter")
    card.locator(".rw-feedback.rw-ok").wait_for(timeout=STEP_MS)


def play_moves(page, moves: int = 4) -> None:
    """Several moves at the table: follow the hint each time."""
    table = page.locator(".rw-play-table").first
    for _ in range(moves):
        if table.get_by_role("button", name="Next hand", exact=True).is_visible():
            break
        follow_hint(table)


def play_rami(page) -> None:
    """The same table switched to Rami: its melds, discard pile and stock; a few moves."""
    table = page.locator(".rw-play-table").first
    table.locator("select").first.select_option(label="Hungarian Rami 51")
    table.locator(".rw-felt", has_text="Discard pile").wait_for(timeout=STEP_MS)
    play_moves(page, 4)


INTERACT: dict[str, list[Callable]] = {
    "01_lithuanian_ramsas.ipynb": [deal_all, answer_quiz, check_scores],
    "02_lithuanian_shedding.ipynb": [deal_all],
    "03_russian_rams.ipynb": [deal_all, answer_quiz, check_scores],
    "04_swedish_rams.ipynb": [deal_all, answer_quiz, check_scores],
    "05_hungarian_rami.ipynb": [check_melds, deal_all],
    "06_probability_lab.ipynb": [deal_in_the_lab],
    TABLE: [play_moves, play_rami],
}


@pytest.mark.parametrize("name", PAGES)
def test_axe_finds_nothing_serious(axe, pages, minor_log, name):
    rendered = pages.new(name)
    page = rendered.page
    try:
        page.goto(pages.url(name), timeout=RENDER_TIMEOUT_MS)
        wait_for_widgets(page, None)
        check_every_look(axe, rendered, "as opened", minor_log)
        for step in INTERACT.get(name, []):
            step(page)
            check_every_look(axe, rendered, f"after {step.__name__}", minor_log)
        if name in ("06_probability_lab.ipynb", TABLE):  # the lab dealt, the table at Rami
            page.set_viewport_size({"width": 390, "height": 844})
            rendered.screenshot("-390-used")
    finally:
        page.close(run_before_unload=True)  # lets Voilà shut the page's kernel down


# -- the play table by keyboard ----------------------------------------------------------
def follow_hint(table) -> None:
    """Ask for a hint and make its move, by clicks."""
    table.get_by_role("button", name="Hint", exact=True).click()
    hint = wait_referee(table, r"^Hint: ")
    label = hint.removeprefix("Hint: ").split(". ")[0]
    plain = table.locator(".widget-button:visible",
                          has_text=re.compile(rf"^{re.escape(label)}$"))
    if plain.count():
        plain.first.click()
    else:
        table.get_by_role("button", name=label.split()[0], exact=True).click()
    wait_referee(table, rf"^You: {re.escape(label)}\.|Hand \d+ is over|Game over")


def focused(page) -> dict:
    """What has the keyboard's focus: its tag, classes, name and text."""
    return page.evaluate("""() => { const e = document.activeElement;
        return {tag: e.tagName, cls: String(e.className || ''), text: e.innerText || '',
                label: e.getAttribute('aria-label') || '', title: e.title || '',
                pressed: e.getAttribute('aria-pressed'),
                expanded: e.getAttribute('aria-expanded')}; }""")


def _luminance(rgb: list[float]) -> float:
    def channel(x: float) -> float:
        x /= 255
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(x) for x in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def focus_ring_contrast(page) -> float:
    """The focused control's outline against the page behind it: at least 2px, and the
    contrast ratio of its colour with the page's background colour."""
    ring = page.evaluate("""() => { const s = getComputedStyle(document.activeElement);
        const rgb = c => (c.match(/[\\d.]+/g) || []).map(Number);
        return {width: parseFloat(s.outlineWidth), style: s.outlineStyle,
                colour: rgb(s.outlineColor),
                page: rgb(getComputedStyle(document.body).backgroundColor)}; }""")
    assert ring["style"] != "none" and ring["width"] >= 2, ring
    a, b = sorted((_luminance(ring["colour"]), _luminance(ring["page"])), reverse=True)
    return (a + 0.05) / (b + 0.05)


def tab_to(page, test: Callable[[dict], bool], back: bool = False, limit: int = 80) -> dict:
    """Press Tab (Shift+Tab with ``back``) until the focused element passes ``test``."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        now = focused(page)
        if test(now):
            return now
    pytest.fail(f"Tab never reached the control (last: {focused(page)})")


def is_button(name: str) -> Callable[[dict], bool]:
    return lambda f: f["tag"] == "BUTTON" and f["text"].strip() == name


def on_card(f: dict) -> bool:
    return "rw-card-button" in f["cls"]


def wait_focus_after_move(page, table) -> dict:
    """After a move: focus on the hand's first card (named in words: a11y.js names what gets
    the focus as it lands), or on the first button of the next decision (Next hand between
    hands, New game at the end)."""
    page.wait_for_function("""() => { const e = document.activeElement;
        return e && e.closest('.rw-play-table') && (e.classList.contains('rw-card-button')
            ? !!e.getAttribute('aria-label') : e.classList.contains('jupyter-button')); }""",
                           timeout=STEP_MS)
    now = focused(page)
    if on_card(now):
        first = table.locator(".rw-card-button:visible").first
        assert first.evaluate("b => b === document.activeElement"), now
    return now


def test_a_trick_by_keyboard_alone(voila_pages):
    rendered = voila_pages.visit(TABLE)
    page = rendered.page
    table = page.locator(".rw-play-table").first
    table.get_by_role("button", name="Hint", exact=True).wait_for(timeout=RENDER_TIMEOUT_MS)
    try:
        # the first decision of lesson 7's game (3 players, seed 0): play the hand or drop out
        tab_to(page, is_button("Play this hand"))
        page.keyboard.press("Enter")
        wait_referee(table, r"^You: Play this hand\.")
        now = wait_focus_after_move(page, table)
        assert on_card(now), now  # a card is to be played: focus on the hand
        # a card button is named in words and says whether it is picked
        assert re.fullmatch(r"(ten|jack|queen|king|ace|nine) of \w+(, just bought)?",
                            now["label"]), now
        assert now["pressed"] == "false"
        assert focus_ring_contrast(page) >= 3, "the focus ring is hard to see"
        page.keyboard.press("ArrowRight")
        second = focused(page)
        assert on_card(second) and second["label"] != now["label"]
        page.keyboard.press("Space")
        page.wait_for_function("() => document.activeElement.getAttribute('aria-pressed')"
                               " === 'true'", timeout=STEP_MS)
        page.keyboard.press("Space")
        page.wait_for_function("() => document.activeElement.getAttribute('aria-pressed')"
                               " === 'false'", timeout=STEP_MS)
        tricks = 0
        for _move in range(12):
            # the hint picks the card; Shift+Tab back to Play, Enter plays it
            tab_to(page, is_button("Hint"))
            page.keyboard.press("Enter")
            hint = wait_referee(table, r"^Hint: ")
            label = hint.removeprefix("Hint: ").split(". ")[0]
            word = label.split()[0]
            target = label if table.locator(
                ".widget-button:visible", has_text=re.compile(rf"^{re.escape(label)}$")
            ).count() else word
            tab_to(page, is_button(target), back=True)
            assert focus_ring_contrast(page) >= 3  # around the blue Play button too
            page.keyboard.press("Enter")
            wait_referee(table, rf"^You: {re.escape(label)}\.|Hand \d+ is over|Game over")
            now = wait_focus_after_move(page, table)
            if "Last trick" in table.locator(".rw-felt").inner_text():
                tricks += 1
                break
        assert tricks, "no trick was completed"
        table.locator(".rw-log", has_text=re.compile(r"wins the trick \(LT-PLAY-2\)")).wait_for(
            timeout=STEP_MS)
        log = table.locator(".rw-log").inner_text()
        assert not re.search(r"\bP\d\b|(?<![\w♣♦♥♠])(?:10|[2-9TJQKA])[CDHS](?!\w)", log), log
        page.set_viewport_size({"width": 390, "height": 844})
        rendered.screenshot("-390-trick")
        assert not rendered.errors and not rendered.blocked
    finally:
        page.close(run_before_unload=True)


def test_house_rules_by_keyboard(voila_pages):
    rendered = voila_pages.visit(TABLE)
    page = rendered.page
    table = page.locator(".rw-play-table").first
    try:
        panel = table.locator(".rw-house-rules")
        assert not panel.is_visible()
        now = tab_to(page, lambda f: f["tag"] == "BUTTON" and "House rules" in f["text"])
        assert now["expanded"] == "false"
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.activeElement.getAttribute('aria-expanded')"
                               " === 'true'", timeout=STEP_MS)
        panel.wait_for(state="visible", timeout=STEP_MS)
        # the first house rule: Tab into its list, change it with an arrow key
        select = panel.locator("select").first
        before = select.evaluate("s => s.value")
        tab_to(page, lambda f: f["tag"] == "SELECT")
        assert select.evaluate("s => s === document.activeElement")
        page.keyboard.press("ArrowDown")
        page.wait_for_function("v => document.activeElement.value !== v", arg=before,
                               timeout=STEP_MS)
        # the choice reached the kernel: the next new game plays by it
        assert not table.locator(".rw-house-note").count()
        tab_to(page, is_button("New game"), back=True)
        page.keyboard.press("Enter")
        table.locator(".rw-house-note", has_text="House rules of this game").wait_for(
            timeout=STEP_MS)
        now = wait_focus_after_move(page, table)
        assert now["tag"] == "BUTTON"
        # and Enter closes the panel again
        tab_to(page, lambda f: f["tag"] == "BUTTON" and "House rules" in f["text"])
        page.keyboard.press("Enter")
        panel.wait_for(state="hidden", timeout=STEP_MS)
        assert not rendered.errors
    finally:
        page.close(run_before_unload=True)
