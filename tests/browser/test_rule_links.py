"""Rule IDs lead to their rules: from a quiz's feedback and from the table's referee the
link opens the rules page at that rule, whose text is the rule's own and on screen (on a
desktop and on a phone, in a new tab or the same one), and the rules page takes no kernel;
a lesson's "Now play a hand" link opens the table with its game chosen."""

from __future__ import annotations

import re

import pytest

from tests.test_rule_coverage import ROOT

from .conftest import RENDER_TIMEOUT_MS, VoilaPages, only_local

pytestmark = pytest.mark.browser

STEP_MS = 30_000


def rule_text(rule: str) -> str:
    """The first words of a rule as docs/RULES.md writes it."""
    for line in (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8").splitlines():
        if line.startswith(f"- {rule}: "):
            return " ".join(line.removeprefix(f"- {rule}: ").split()[:6])
    raise AssertionError(f"{rule} is not in RULES.md")


RULE_HREF = re.compile(r"08_rules\.ipynb#([A-Z]+(?:-[A-Z]+)?-\d+)")


def on_screen(page, rule: str, timeout_ms: int = STEP_MS) -> str:
    """Wait until the rule's own item is in the window (its top within the viewport, not
    only its anchor somewhere in the page); returns its text."""
    page.wait_for_function(
        """id => { const a = document.getElementById(id); if (!a) return false;
                   const item = a.closest('li, p'); const box = item.getBoundingClientRect();
                   return box.height > 0 && box.top >= 0 && box.top < innerHeight - 40; }""",
        arg=rule, timeout=timeout_ms)
    return page.locator(f"[id='{rule}']").evaluate("e => e.closest('li, p').innerText")


def check_rule(page, rule: str) -> None:
    said = on_screen(page, rule)
    assert " ".join(said.split()).startswith(f"{rule}: {rule_text(rule)}"), said


def follow(page, link, blocked: list[str]) -> str:
    """Click a rule link (it opens a new tab); check the rules page shows that rule, in the
    window. Returns the rule ID."""
    href = link.get_attribute("href") or ""
    match = RULE_HREF.fullmatch(href)
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
        check_rule(rules, rule)
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


PHONE = {"width": 390, "height": 844}


def test_a_lessons_rule_link_lands_on_its_rule_on_a_phone(chromium, voila_url):
    """At 390 px, a rule ID in a lesson's text opens the rules page at that rule, in the
    same tab; the rules page's own links (its contents, a rule citing another) land too."""
    pages = VoilaPages(chromium, voila_url, viewport=PHONE, is_mobile=True, has_touch=True)
    try:
        rendered = pages.visit("02_lithuanian_shedding.ipynb")
        page = rendered.page
        link = page.locator("#rendered_cells .jp-RenderedMarkdown a[href$='#LTS-4']").first
        link.scroll_into_view_if_needed()
        link.click()
        page.wait_for_url(re.compile(r"08_rules\.ipynb#LTS-4$"), timeout=RENDER_TIMEOUT_MS)
        check_rule(page, "LTS-4")
        # the contents lead to a game, and a rule there to the rule it cites
        page.locator("a[href='#hu-rami-40']").first.click()
        page.wait_for_function("() => { const h = document.getElementById('hu-rami-40')"
                               ".getBoundingClientRect(); return h.top >= 0 && "
                               "h.top < innerHeight / 2; }", timeout=STEP_MS)
        page.goto(voila_url + "voila/render/08_rules.ipynb#HU-JOKER-3")
        check_rule(page, "HU-JOKER-3")
        assert not rendered.errors and not [b for b in rendered.blocked
                                            if "127.0.0.1" not in b], rendered.blocked
    finally:
        pages.close()


def test_rule_links_start_no_kernel(voila_pages, voila_url):
    """Three rule links opened one after another: each rules page is whole, holds every
    rule, opens no connection to a kernel, and the server starts no kernel for them."""
    from tests.test_rule_coverage import rule_ids

    from .conftest import kernel_pids, wait_for

    server = server_pid(voila_url)
    steady = kernels_steady(server)
    before = len(kernel_pids(server))
    sockets: list[str] = []
    for rule in ("LT-DEAL-3", "RUZ-5", "HU-JOKER-3"):
        rendered = voila_pages.new("08_rules.ipynb")
        page = rendered.page
        page.on("websocket", lambda ws: sockets.append(ws.url))
        page.goto(voila_pages.url("08_rules.ipynb") + "#" + rule)
        check_rule(page, rule)
        ids = set(page.eval_on_selector_all("a[id]", "els => els.map(e => e.id)"))
        assert set(rule_ids()) <= ids
        assert "kernelId" not in page.content()
        assert not rendered.errors and not rendered.blocked
        page.close()
    assert sockets == [], sockets
    wait_for(lambda: False, 3)  # a kernel started for a page would be up by now
    after = len(kernel_pids(server))
    assert after <= before or not steady, (before, after)
    # nor does the pool keep one waiting for it, as it does for every other page
    from .conftest import session_log

    pools = re.findall(r"Kernel pool of (\S+) is filled", session_log().read_text())
    assert "00_index.ipynb" in pools and "08_rules.ipynb" not in pools, pools


def server_pid(base: str) -> int:
    """The process of the guide's server serving ``base``."""
    from pathlib import Path

    port = base.rstrip("/").rsplit(":", 1)[1]
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                command = (entry / "cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if b"ramsas_widgets.serve.server" in command and f"--port={port}".encode() in command:
                return int(entry.name)
    raise AssertionError(f"no guide server on port {port}")


def kernels_steady(server: int, seconds: float = 4.0) -> bool:
    """Wait until the server's kernels stop changing (the pool refilling after earlier
    tests) for ``seconds``; whether they did within a minute."""
    import time

    from .conftest import kernel_pids

    deadline = time.monotonic() + 60
    last, since = None, time.monotonic()
    while time.monotonic() < deadline:
        now = len(kernel_pids(server))
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= seconds:
            return True
        time.sleep(0.5)
    return False


def test_a_link_into_a_lesson_lands_where_it_points(voila_pages):
    """A Voilà page shows its cells only once it is drawn, after the browser has looked for
    the address's #fragment; the template's anchor.js then brings the place into view (so
    the rules notebook, as plain Voilà and Binder serve it, lands on its rules too)."""
    rendered = voila_pages.visit("02_lithuanian_shedding.ipynb", suffix="#3.-Play")
    page = rendered.page
    page.wait_for_function(
        """() => { const h = document.getElementById('3.-Play'); if (!h) return false;
                   const box = h.getBoundingClientRect();
                   return box.height > 0 && box.top >= 0 && box.top < innerHeight / 2; }""",
        timeout=STEP_MS)
    assert not rendered.errors
    page.close(run_before_unload=True)
