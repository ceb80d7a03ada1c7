"""Rule IDs lead to their rules: from a quiz's feedback and from the table's referee the
link opens the rules page at that rule, whose text is the rule's own; a lesson's "Now
play a hand" link opens the table with its game chosen."""

from __future__ import annotations

import re

import pytest

from tests.test_rule_coverage import ROOT

from .conftest import RENDER_TIMEOUT_MS, only_local

pytestmark = pytest.mark.browser

STEP_MS = 30_000


def rule_text(rule: str) -> str:
    """The first words of a rule as docs/RULES.md writes it."""
    for line in (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8").splitlines():
        if line.startswith(f"- {rule}: "):
            return " ".join(line.removeprefix(f"- {rule}: ").split()[:6])
    raise AssertionError(f"{rule} is not in RULES.md")


def follow(page, link, blocked: list[str]) -> str:
    """Click a rule link (it opens a new tab); check the rules page shows that rule.
    Returns the rule ID."""
    href = link.get_attribute("href") or ""
    match = re.fullmatch(r"08_rules\.ipynb#([A-Z]+(?:-[A-Z]+)?-\d+)", href)
    assert match, href
    rule = match.group(1)
    assert link.inner_text().strip() == rule
    page.context.route("**/*", only_local(blocked))
    with page.context.expect_page(timeout=RENDER_TIMEOUT_MS) as opened:
        link.click()
    rules = opened.value
    try:
        rules.wait_for_load_state("domcontentloaded", timeout=RENDER_TIMEOUT_MS)
        assert rules.url.endswith(f"/08_rules.ipynb#{rule}"), rules.url
        anchor = rules.locator(f"[id='{rule}']")
        anchor.wait_for(state="attached", timeout=RENDER_TIMEOUT_MS)
        said = anchor.evaluate("e => e.closest('li, p').innerText")
        assert " ".join(said.split()).startswith(f"{rule}: {rule_text(rule)}"), said
    finally:
        rules.close()
    return rule


def test_a_rule_link_in_the_quizs_feedback_opens_its_rule(voila_pages):
    # a tab of its own: answering here must not leave the shared lesson page answered
    rendered = voila_pages.visit("01_lithuanian_ramsas.ipynb")
    page = rendered.page
    try:
        quiz = page.locator(".widget-vbox", has=page.get_by_role(
            "button", name="Check answer", exact=True)).first
        quiz.locator(".rw-card-button:visible").first.click()
        quiz.get_by_role("button", name="Check answer", exact=True).click()
        box = quiz.locator(".rw-feedback.rw-ok, .rw-feedback.rw-wrong").first
        box.wait_for(timeout=STEP_MS)
        link = box.locator("a.rw-rule-link").first
        assert link.get_attribute("target") == "_blank"
        follow(page, link, rendered.blocked)
        assert not [b for b in rendered.blocked if "127.0.0.1" not in b]
    finally:
        page.close(run_before_unload=True)  # lets Voilà shut the page's kernel down


def test_a_rule_link_from_the_referee_opens_its_rule(voila_pages):
    rendered = voila_pages.visit("07_play_table.ipynb")
    page = rendered.page
    table = page.locator(".rw-play-table").first
    table.get_by_role("button", name="Hint", exact=True).wait_for(timeout=RENDER_TIMEOUT_MS)
    # a move the rules refuse: a plain choice pressed when it is not the learner's turn
    # cannot be made from the page, so ask the referee why a card may or may not be played
    # once the play begins: follow the hints until a card is to be played
    referee = table.locator(".rw-referee .rw-feedback")
    for _move in range(12):
        if table.get_by_role("button", name="Play", exact=True).is_visible():
            break
        table.get_by_role("button", name="Hint", exact=True).click()
        referee.filter(has_text=re.compile(r"^Hint: ")).first.wait_for(timeout=STEP_MS)
        label = referee.first.inner_text().removeprefix("Hint: ").split(". ")[0]
        plain = table.locator(".widget-button", has_text=re.compile(rf"^{re.escape(label)}$"))
        if plain.count():
            plain.first.click()
        else:
            table.get_by_role("button", name=label.split()[0], exact=True).click()
        referee.filter(has_text=re.compile(r"^You: ")).first.wait_for(timeout=STEP_MS)
    table.locator(".rw-pick-row .widget-toggle-button").first.click()
    table.get_by_role("button", name="Why?", exact=True).click()
    referee.filter(has_text=re.compile(r"may (not )?be played")).first.wait_for(timeout=STEP_MS)
    rule = follow(page, referee.first.locator("a.rw-rule-link").first, rendered.blocked)
    assert rule.startswith("LT-")
    page.close()


def test_a_lessons_play_link_opens_the_table_with_its_game(voila_pages):
    source = (ROOT / "notebooks" / "src" / "03_russian_rams.md").read_text(encoding="utf-8")
    assert "(07_play_table.ipynb#game=ru-zone)" in source
    rendered = voila_pages.visit("07_play_table.ipynb", suffix="#game=ru-zone")
    page = rendered.page
    table = page.locator(".rw-play-table").first
    table.locator("h3", has_text="Russian Rams on the zone").first.wait_for(timeout=STEP_MS)
    chosen = table.locator(".rw-game-choice select").evaluate(
        "s => s.options[s.selectedIndex].text")
    assert " ".join(chosen.split()) == "Russian Rams on the zone"  # ipywidgets uses nbsp
    assert not rendered.errors, rendered.errors
    page.close()
