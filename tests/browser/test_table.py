"""Lesson 7 in headless Chromium: a hand of Lithuanian Ramsas played by clicks at the table,
following the hints, with the referee's answers read from the page."""

from __future__ import annotations

import re

import pytest

from .conftest import RENDER_TIMEOUT_MS, wait_referee

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
