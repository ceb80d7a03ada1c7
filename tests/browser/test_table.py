"""Lesson 7 in headless Chromium: a hand of Lithuanian Ramsas played by clicks at the table,
following the hints, with the referee's answers read from the page."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from .conftest import RENDER_TIMEOUT_MS, referee, wait_referee

pytestmark = pytest.mark.browser

PAGE = "07_play_table.ipynb"
STEP_MS = 30_000
#: First word of a hint -> the button that makes it with the picked cards.
PICK_BUTTONS = ("Play", "Keep", "Exchange")


def test_a_hand_played_by_clicks(voila_pages):
    rendered = voila_pages.visit(PAGE)
    page = rendered.page
    table = page.locator(".rw-play-table").first
    try:
        table.get_by_role("button", name="Hint", exact=True).wait_for(
            timeout=RENDER_TIMEOUT_MS)
    finally:
        rendered.screenshot("_start")
    assert "Lithuanian Ramsas" in table.inner_text()
    next_hand = table.get_by_role("button", name="Next hand", exact=True)
    seen_play = refereed = shot = False
    for _move in range(40):
        if next_hand.is_visible():
            break
        table.get_by_role("button", name="Hint", exact=True).click()
        hint = wait_referee(table, r"^Hint: ")
        assert re.search(r"\([A-Z]+(-[A-Z]+)*-\d+\)", hint), hint
        label = hint.removeprefix("Hint: ").split(". ")[0]
        word = label.split()[0]
        plain = table.locator(".widget-button", has_text=re.compile(rf"^{re.escape(label)}$"))
        if word == "Play" and not plain.count() and not refereed:
            seen_play = True
            refereed = try_an_illegal_card(table, label)
            if refereed:
                rendered.screenshot("_referee")
            if refereed:  # the hint is gone: ask again, so its cards are picked
                table.get_by_role("button", name="Hint", exact=True).click()
                wait_referee(table, r"^Hint: ")
            if not shot:
                rendered.screenshot("_mid_hand")
                shot = True
        if plain.count():
            plain.first.click()
        else:
            assert word in PICK_BUTTONS, hint
            table.get_by_role("button", name=word, exact=True).click()
        wait_referee(table, rf"^You: {re.escape(label)}\.|Hand \d+ is over|Game over")
    assert seen_play, "the hand had no card play for the learner"
    table.locator(".rw-result").filter(has_text=re.compile(r"Hand 1 is over|Game over")) \
        .first.wait_for(timeout=STEP_MS)
    log = table.locator(".rw-log").inner_text()
    assert re.search(r"wins the trick \(LT-PLAY-2\)", log)
    assert not rendered.errors, rendered.errors
    assert "Traceback" not in page.locator("body").inner_text()
    path = rendered.screenshot("_hand_over")
    assert path.stat().st_size > 10_000
    page.close()


def try_an_illegal_card(table, label: str) -> bool:
    """Ask Why? for each card of the hand; play the first one the rules forbid, and check
    that the referee refuses it with its rule ID. Returns whether one was found."""
    picker = table.locator(".rw-pick-row .widget-toggle-button")
    why = table.get_by_role("button", name="Why?", exact=True)
    for k in range(picker.count()):
        card = picker.nth(k)
        if "mod-active" not in (card.get_attribute("class") or ""):
            card.click()
        why.click()
        text = wait_referee(table, r"may (not )?be played")
        if "may not be played" in text:
            table.get_by_role("button", name="Play", exact=True).click()
            refused = wait_referee(table, r"^Not allowed")
            assert re.search(r"\((LT-[A-Z]+-\d+)\)", refused), refused
            return True
        assert re.search(r"\(LT-[A-Z]+-\d+\)", text), text
    return False


def pick_rami(page):
    """The play table switched to Rami 40 by its Game list, as a learner does."""
    table = page.locator(".rw-play-table").first
    table.get_by_role("button", name="Hint", exact=True).wait_for(timeout=RENDER_TIMEOUT_MS)
    table.locator(".rw-game-choice select").select_option(label="Hungarian Rami 40")
    table.locator("h3", has_text="Hungarian Rami 40").first.wait_for(timeout=STEP_MS)
    return table


def test_rami_lets_you_try_a_wrong_meld_and_says_why_not(voila_pages):
    """After the draw the table offers every move with cards at once (Meld, Lay off, Take
    the joker, Discard; no Play, which Rami does not know), and a wrong meld is tried and
    refused with its reason and its rule, a link."""
    rendered = voila_pages.visit(PAGE)
    page = rendered.page
    table = pick_rami(page)
    table.get_by_role("button", name="Draw from the stock", exact=True).click()
    meld = table.get_by_role("button", name="Meld", exact=True)
    meld.wait_for(timeout=STEP_MS)
    for name in ("Lay off on the meld", "Take the joker of the meld", "Discard"):
        table.get_by_role("button", name=name, exact=True).wait_for(timeout=STEP_MS)
    assert not table.get_by_role("button", name="Play", exact=True).is_visible()
    cards = table.locator(".rw-pick-row .rw-card-button")
    names = [cards.nth(k).get_attribute("title") or "" for k in range(cards.count())]
    chosen, ranks, suits = [], set(), set()
    for k, name in enumerate(names):  # three cards of three ranks and three suits
        rank, _, suit = name.partition(" of ")
        if name and "joker" not in name and rank not in ranks and suit not in suits:
            chosen.append(k)
            ranks.add(rank)
            suits.add(suit)
        if len(chosen) == 3:
            break
    for k in chosen:
        cards.nth(k).click()
    meld.click()
    refused = wait_referee(table, r"^Not allowed: Meld ")
    link = table.locator(".rw-referee a.rw-rule-link").first
    assert re.fullmatch(r"HU-[A-Z]+-\d+", link.inner_text().strip()), refused
    assert link.get_attribute("href").startswith("08_rules.ipynb#HU-")
    assert meld.is_visible()  # nothing blocked: the learner tries again
    for width, theme in ((1280, "light"), (390, "dark")):
        page.set_viewport_size({"width": width, "height": 900})
        page.emulate_media(color_scheme=theme)
        rendered.screenshot(f"-rami-refused-{width}-{theme}")
    assert not rendered.errors, rendered.errors
    page.close(run_before_unload=True)


def test_a_weighed_hint_shows_it_works_and_takes_one_click(voila_pages):
    """Rami's Hint before the draw weighs the two draws over many deals (seconds): the
    referee says it is working, with a bar, every button of the table is off meanwhile, and
    a second click does not start a second estimate."""
    rendered = voila_pages.visit(PAGE)
    page = rendered.page
    table = pick_rami(page)
    page.evaluate("""() => {
        const seen = window.rwSeen = [];
        const table = document.querySelector('.rw-play-table');
        new MutationObserver(() => {
            const box = table.querySelector('.rw-referee .rw-feedback');
            if (!box) return;
            const buttons = [...table.querySelectorAll('button')]
                .filter(b => b.offsetParent !== null && !b.closest('.rw-referee'));
            seen.push({working: box.classList.contains('rw-working'),
                       bar: !!box.querySelector('progress'), text: box.innerText,
                       enabled: buttons.filter(b => !b.disabled).map(b => b.innerText)});
        }).observe(table, {subtree: true, childList: true, attributes: true,
                           characterData: true});
    }""")
    hint = table.get_by_role("button", name="Hint", exact=True)
    hint.dblclick()  # twice, fast: the second must not queue a second estimate
    wait_referee(table, r"^Hint: ", timeout_ms=RENDER_TIMEOUT_MS)
    page.wait_for_timeout(3000)  # a second estimate would show itself working by now
    seen = page.evaluate("window.rwSeen")
    working = [s for s in seen if s["working"]]
    assert working, "the page never said it was working"
    assert all("Working it out" in s["text"] for s in working)
    assert any(s["bar"] for s in working)
    # while it worked, no button of the table could be pressed
    assert all(not s["enabled"] for s in working if s["bar"]), working[-1]
    spells = sum(1 for a, b in pairwise(seen) if b["working"] and not a["working"])
    assert spells + (1 if seen[0]["working"] else 0) == 1, "a second estimate ran"
    assert referee(table).startswith("Hint: ")
    assert not rendered.errors, rendered.errors
    page.close(run_before_unload=True)
