"""The class record under a page that abuses it, and a record that stops being writable.

One launcher serves lesson 6 (the probability lab, preheated: the student's kernel comes
from the pool) for a class of two on 127.0.0.2, its record in a folder of the test's own.
One student opens the lesson and chooses a spreadsheet formula as nickname; then, as the
attack came, the page's own script types 45 new random browser IDs into the hidden class
identity box, each followed by an answer, and clicks "Check" 150 times more, one click every
40 ms (some 8 s of clicking in all).

- the record holds one student (the browser the server named, not any typed ID), and at
  most the browser's allowance of answers (a burst of 20, then 2 a second); the teacher's
  page counts one student who answered;
- the teacher's export has the nickname as plain text (a leading ``'``), not a formula;
- another program then holds the record's write lock (a database viewer, say): the
  teacher's page shows, in a banner, that answers are not being saved and why; "Send
  everyone" says in a sentence that nobody was sent; the launcher's terminal says it once.
  The student's answer given meanwhile is kept by its kernel and in the record once the
  lock is let go, and the banner goes.

A screenshot of the teacher's page with the banner goes to ``test-artifacts/screenshots/``.
"""

from __future__ import annotations

import csv
import io
import sqlite3
import time

import pytest

from . import launched
from .conftest import (
    RENDER_TIMEOUT_MS,
    SCREENSHOTS,
    free_port,
    only_local,
    stop_group,
    wait_for,
    wait_for_widgets,
)
from .launched import Launched

pytestmark = pytest.mark.browser

ADDRESS = "127.0.0.2"
JOIN = "joinrecord7"
TEACHER = "teacherrec7"
LESSON = "06_probability_lab.ipynb"
FORMULA = "+1+cmd|' /C calc'!A0"
STEP_MS = 60_000
#: the allowance of answers of one browser (ramsas_widgets.classroom.record.CLASS_RATE)
BURST, PER_SECOND = 20, 2.0

ATTACK = """([ids, clicks, nick]) => {
  const area = document.querySelector('.rw-probability-exercises');
  const check = [...area.querySelectorAll('button')].find(b => b.textContent === 'Check');
  const answer = area.querySelector('input[type="text"]');
  const box = document.querySelector('.rw-class-id input');
  const hex = () => [...crypto.getRandomValues(new Uint8Array(16))]
    .map(b => b.toString(16).padStart(2, '0')).join('');
  const type = (input, text) => {
    input.value = text;
    input.dispatchEvent(new Event('input', {bubbles: true}));
    input.dispatchEvent(new Event('change', {bubbles: true}));
  };
  const pause = () => new Promise(done => setTimeout(done, 40));
  return (async () => {
    for (let i = 0; i < ids; i++) {
      type(box, JSON.stringify({id: hex(), nick: nick, page: '06_probability_lab.ipynb'}));
      type(answer, i + '/7');
      check.click();
      await pause();
    }
    for (let i = 0; i < clicks; i++) { check.click(); await pause(); }
  })();
}"""


def launch(folder, port: int) -> Launched:
    return launched.launch(ADDRESS, port, [
        "--classroom", "2", "--token", JOIN, "--lesson", "6", "--teacher-code", TEACHER,
        "--class-folder", str(folder), "--max-pages", "6",
        "--", "--VoilaKernelManager.fill_delay=1"],
        code=JOIN, lesson=LESSON, ready_within=240)


def rows(folder, sql: str) -> list[tuple]:
    db = sqlite3.connect(f"file:{folder / 'record.sqlite'}?mode=ro", uri=True)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


def answers(folder) -> int:
    return rows(folder, "SELECT COUNT(*) FROM answers")[0][0]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("class")


@pytest.fixture(scope="module")
def served(folder):
    server = launch(folder, free_port())
    try:
        yield server
    finally:
        stop_group(server.proc)


@pytest.fixture(scope="module")
def student(chromium, served, folder):
    """The student's page, after the attack: its page, and how long the attack took."""
    context = chromium.new_context(viewport={"width": 1000, "height": 800})
    context.route("**/*", only_local([]))
    try:
        page = context.new_page()
        page.goto(served.url(), timeout=RENDER_TIMEOUT_MS)
        wait_for_widgets(page, 2)
        page.locator("#rw-class-nickname").fill(FORMULA)
        page.locator("#rw-class-nickname").press("Enter")
        started = time.monotonic()
        page.evaluate(ATTACK, [45, 150, FORMULA])
        # the record settles: no new answer for 4 s
        seen, still = -1, time.monotonic()
        while time.monotonic() - still < 4 and time.monotonic() - started < 120:
            now = answers(folder)
            if now != seen:
                seen, still = now, time.monotonic()
            time.sleep(0.25)
        yield {"page": page, "seconds": still - started}
    finally:
        context.close()


def open_teacher(chromium, served):
    context = chromium.new_context(viewport={"width": 1280, "height": 800})
    context.route("**/*", only_local([]))
    page = context.new_page()
    assert page.goto(f"{served.base}teacher?code={TEACHER}", timeout=STEP_MS).status == 200
    page.wait_for_selector("body[data-updated]", timeout=STEP_MS)
    return context, page


def test_a_page_typing_new_ids_is_one_student_cut_to_a_few_answers_a_second(
        chromium, served, folder, student):
    assert rows(folder, "SELECT COUNT(*) FROM students")[0][0] == 1
    browsers = rows(folder, "SELECT DISTINCT browser FROM answers")
    owners = rows(folder, "SELECT DISTINCT browser FROM owners")
    assert len(browsers) == 1 and browsers[0] in owners  # the browser the server named
    most = BURST + PER_SECOND * student["seconds"] + 2
    assert 1 <= answers(folder) <= most, (answers(folder), student["seconds"])
    assert rows(folder, "SELECT SUM(dropped) FROM rates")[0][0] >= 40  # cut, not queued
    context, page = open_teacher(chromium, served)
    try:
        data = page.request.get(f"{served.base}teacher/state").json()
        assert data["present"] == 1
        assert [e["answered"] for e in data["exercises"]] == [1]
    finally:
        context.close()


def test_a_formula_as_nickname_is_plain_text_in_the_export(chromium, served, student):
    context, page = open_teacher(chromium, served)
    try:
        response = page.request.get(f"{served.base}teacher/export.csv")
        assert response.status == 200
        exported = list(csv.DictReader(io.StringIO(response.text())))
        assert exported and {r["student"] for r in exported} == {"'" + FORMULA}
    finally:
        context.close()


def test_a_locked_record_is_said_and_its_answers_kept(chromium, served, folder, student):
    page = student["page"]
    time.sleep(BURST / PER_SECOND)  # the student's allowance is whole again
    before = answers(folder)
    context, teacher = open_teacher(chromium, served)
    lock = sqlite3.connect(folder / "record.sqlite", isolation_level=None)
    try:
        lock.execute("BEGIN IMMEDIATE")  # another program holds the record's write lock
        card = page.locator(".rw-probability-exercises .widget-vbox").filter(
            has_text="A nine for the dealer").last
        box = card.get_by_role("textbox", name="Exact answer")
        box.fill("1/6")
        box.press("Enter")
        banner = teacher.locator("#t-problem")
        banner.wait_for(state="visible", timeout=STEP_MS)
        words = banner.inner_text()
        assert words.startswith("Answers are not being saved. Another program is holding "
                                "the class record")
        assert "close it" in words
        teacher.locator("#t-send button[type=submit]").click()
        sent = teacher.locator("#t-sent[data-failed='1']")
        sent.wait_for(timeout=STEP_MS)
        assert sent.inner_text().startswith("Nobody was sent: the class record cannot be "
                                            "written.")
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        teacher.screenshot(path=str(SCREENSHOTS / "teacher-record-locked.png"))
        assert wait_for(lambda: any("The class record cannot be written: Another program"
                                    in line for line in served.log), 30, step=0.5), \
            "the terminal did not say it"
        time.sleep(4)  # the kernel has tried and failed meanwhile
    finally:
        lock.rollback()
        lock.close()
    try:
        assert wait_for(lambda: answers(folder) == before + 1, 30, step=0.5), \
            "the answer kept by the kernel was not saved"
        banner.wait_for(state="hidden", timeout=STEP_MS)
        said = "".join(served.log)
        assert said.count("The class record cannot be written: Another program") == 1
        assert "The class record can be written again" in said
        assert "Traceback" not in said
    finally:
        context.close()
