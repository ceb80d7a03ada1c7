"""A class the teacher can trust (issue 27, items 1-5): a class of five on lesson 6.

One launcher serves lesson 6 (the probability lab) for a class of five on 127.0.0.2, with at
most five pages, its codes made by itself (no --token, no --teacher-code) and its class
record in a folder of the test's own. Five students (five empty browsers) join and deal
seed 42 in the lab and run 1 of exercise 1 under class seed 42. Then, as the teacher meets
them:

- ``--forget`` on the running class's folder is refused, and the record stays;
- the five students' hands are five independent streams (each the one its place in the
  class deals), and the teacher's pool counts ten runs once each: no two the same hands;
- a sixth student, with the class link ``#seed=42``, is refused (the class is full): the
  teacher's page state names the refusal, why and what to do; "Try again" keeps the link
  (``#seed=42``, no join code in it) and, once a place is free, lands on lesson 6 with
  seed 42 in its seed boxes, and the refusal leaves her page;
- a student without the code goes through the join page and lands on the class's page with
  the link's ``#seed=42``;
- stopped and started again on the same folder, the class has the same join and teacher's
  codes: the teacher's open tab still reads its page, and the terminal says it continues
  the record.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time

import pytest

from ramsas_widgets.classroom.record import ClassRecord
from ramsas_widgets.probability import estimate
from ramsas_widgets.probability.streams import Stream
from ramsas_widgets.widgets.probability_lab import EXERCISES

from . import launched
from .conftest import RENDER_TIMEOUT_MS, ROOT, free_port, only_local, settled, stop_group
from .launched import Launched

pytestmark = pytest.mark.browser

ADDRESS = "127.0.0.2"
LESSON = "06_probability_lab.ipynb"
STUDENTS = 5
SEED = 42
DEALS = 10_000
STEP_MS = 60_000
#: seconds before a kernel whose page has gone is culled
IDLE = 10


def launch(folder, port: int) -> Launched:
    server = launched.launch(ADDRESS, port, [
        "--classroom", str(STUDENTS), "--lesson", "6", "--class-folder", str(folder),
        "--max-pages", str(STUDENTS),
        "--", "--VoilaConfiguration.default_pool_size=0", "--VoilaKernelManager.fill_delay=1",
        f"--MappingKernelManager.cull_idle_timeout={IDLE}",
        "--MappingKernelManager.cull_interval=1"],
        lesson=LESSON, ready_within=240)
    out = "".join(server.output)
    server.code = re.search(r"\(join code (\w+)\)", out).group(1)
    server.teacher = re.search(r"teacher\?code=(\w+)", out).group(1)
    return server


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("class")


@pytest.fixture(scope="module")
def served(folder):
    running = {"now": launch(folder, free_port())}
    try:
        yield running
    finally:
        stop_group(running["now"].proc)


def new_context(chromium):
    context = chromium.new_context(viewport={"width": 1000, "height": 800})
    context.route("**/*", only_local([]))
    return context


def lab_hits(page) -> int:
    result = page.locator(".rw-probability-lab .rw-prob-result")
    result.filter(has_text=re.compile(rf"of {DEALS:,} deals")).wait_for(timeout=STEP_MS)
    return int(re.search(rf"\(([\d,]+) of {DEALS:,} deals\)", result.inner_text())
               .group(1).replace(",", ""))


@pytest.fixture(scope="module")
def classroom(chromium, served):
    """Five students on lesson 6, each having dealt seed 42 in the lab and run 1 of
    exercise 1 under class seed 42; their pages, and the hits each page showed."""
    server = served["now"]
    contexts, pages, labs, runs = [], [], [], []
    try:
        for _ in range(STUDENTS):
            context = new_context(chromium)
            contexts.append(context)
            page = context.new_page()
            page.goto(server.url(), timeout=RENDER_TIMEOUT_MS)
            pages.append(page)
        for k, page in enumerate(pages):
            page.locator(".rw-probability-lab .rw-class-seed input").wait_for(
                timeout=RENDER_TIMEOUT_MS)
            page.locator("#rw-class-nickname").fill(f"Student {k + 1}")
            page.locator("#rw-class-nickname").press("Enter")
            time.sleep(0.5)  # the page has said who it is before it deals
            seed = page.locator(".rw-probability-lab .rw-class-seed input")
            seed.fill(str(SEED))
            seed.press("Enter")
            labs.append(lab_hits(page))
            box = page.locator(".rw-probability-exercises .rw-class-seed input").first
            box.fill(str(SEED))
            box.press("Enter")
            card = page.locator(".rw-probability-exercises .widget-vbox").filter(
                has_text="A nine for the dealer").last
            card.get_by_role("button", name="Simulate").click()
            said = card.get_by_text(re.compile(rf"Run 1 of class seed {SEED}: [\d,]+ of"))
            said.wait_for(timeout=STEP_MS)
            runs.append(int(re.search(r": ([\d,]+) of", said.inner_text()).group(1)
                            .replace(",", "")))
        yield {"pages": pages, "contexts": contexts, "labs": labs, "runs": runs}
    finally:
        for context in contexts:
            context.close()


def teacher_state(page, base: str) -> dict:
    response = page.request.get(f"{base}teacher/state")
    assert response.status == 200, response.status
    return response.json()


@pytest.fixture(scope="module")
def teacher(chromium, served):
    context = new_context(chromium)
    page = context.new_page()
    server = served["now"]
    assert page.goto(f"{server.base}teacher?code={server.teacher}",
                     timeout=STEP_MS).status == 200
    try:
        yield page
    finally:
        context.close()


def test_forget_is_refused_while_the_class_runs(served, classroom, folder):
    done = subprocess.run([sys.executable, "-m", "ramsas_widgets", "--forget", "--yes",
                           "--class-folder", str(folder)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "is running" in done.stderr and "Nothing was changed" in done.stderr
    assert (folder / "record.sqlite").is_file()
    with ClassRecord(folder, create=False) as record:
        assert record.counts()["runs"] >= 2 * STUDENTS  # still written, still there


def test_each_student_deals_a_stream_of_his_own_counted_once(served, classroom, teacher):
    q = EXERCISES[0].question()
    # each page dealt the stream of its place in the class (1 to 5, in the order they came)
    expected_labs = {estimate(q, DEALS, Stream(SEED, place=p).seed_sequence()).hits
                     for p in range(1, STUDENTS + 1)}
    expected_runs = {estimate(q, DEALS, Stream(SEED, exercise=0, run=0, place=p)
                              .seed_sequence()).hits for p in range(1, STUDENTS + 1)}
    assert set(classroom["labs"]) == expected_labs
    assert set(classroom["runs"]) == expected_runs
    assert len(set(classroom["labs"])) > 1  # not five copies of one run
    pooled = teacher_state(teacher, served["now"].base)["pooled"]
    assert pooled["counted"] == 2 * STUDENTS and pooled["students"] == STUDENTS
    assert pooled["n"] == 2 * STUDENTS * DEALS
    assert pooled["hits"] == sum(classroom["labs"]) + sum(classroom["runs"])


def test_a_refused_student_is_on_the_teachers_page_and_try_again_keeps_the_link(
        chromium, served, classroom, teacher, folder):
    server = served["now"]
    context = new_context(chromium)
    try:
        page = context.new_page()
        response = page.goto(server.url(query="") + f"#seed={SEED}", timeout=STEP_MS)
        assert response.status == 503 and "The class is full" in page.content()
        refused = teacher_state(teacher, server.base)["refused"]
        assert [r["reason"] for r in refused] == ["class-full"]
        assert "--max-pages" in refused[0]["fix"] and refused[0]["address"].startswith("127.")
        again = page.get_by_role("link", name="Try again")
        # the address the student came with, without the join code, with its #seed=42
        assert again.evaluate("a => a.href") == f"{server.base}voila/render/{LESSON}#seed={SEED}"
        with page.expect_navigation(timeout=STEP_MS):
            again.click()
        assert page.url.endswith(f"/voila/render/{LESSON}#seed={SEED}")
        assert "The class is full" in page.content()  # still full: the same link again
        log = folder / "server.log"
        # a place frees up: the student closes his page, and its kernel goes (at once, or
        # culled IDLE seconds after its browser left)
        classroom["pages"][-1].close(run_before_unload=True)
        deadline = time.monotonic() + 120
        while "The class is full" in page.content():
            assert time.monotonic() < deadline, log.read_text(errors="replace")[-3000:]
            time.sleep(2)
            with page.expect_navigation(timeout=STEP_MS):  # this page's address: loaded again
                page.get_by_role("link", name="Try again").click()
        seeds = page.locator(".rw-class-seed input")
        seeds.first.wait_for(timeout=RENDER_TIMEOUT_MS)
        page.wait_for_function("[...document.querySelectorAll('.rw-class-seed input')]"
                               f".every(i => i.value === '{SEED}')", timeout=STEP_MS)
        assert page.url.endswith(f"/voila/render/{LESSON}#seed={SEED}")
        assert teacher_state(teacher, server.base)["refused"] == []  # in: not stuck
        page.close(run_before_unload=True)
    finally:
        context.close()


def test_the_join_page_keeps_the_link_and_lands_on_the_class(chromium, served, classroom):
    server = served["now"]
    context = new_context(chromium)
    try:
        page = context.new_page()
        page.goto(f"{server.base}voila/render/{LESSON}#seed={SEED}", timeout=STEP_MS)
        page.locator("#rw-code").fill(server.code)
        with page.expect_navigation(timeout=STEP_MS):
            page.get_by_role("button", name="Join").click()
        deadline = time.monotonic() + 120
        while "The class is full" in page.content():  # the last page's place: not yet free
            assert page.url.endswith(f"/voila/render/{LESSON}#seed={SEED}")
            assert time.monotonic() < deadline, "no place freed up"
            time.sleep(2)
            with page.expect_navigation(timeout=STEP_MS):
                page.get_by_role("link", name="Try again").click()
        page.locator(".rw-class-seed input").first.wait_for(timeout=RENDER_TIMEOUT_MS)
        assert page.url.endswith(f"/voila/render/{LESSON}#seed={SEED}")
        page.wait_for_function("[...document.querySelectorAll('.rw-class-seed input')]"
                               f".every(i => i.value === '{SEED}')", timeout=STEP_MS)
        page.close(run_before_unload=True)
    finally:
        context.close()
    # the join page on its own, without a page to go to, leads to the class's page
    context = new_context(chromium)
    try:
        page = context.new_page()
        page.goto(f"{server.base}login", timeout=STEP_MS)
        assert page.locator("input[name=next]").get_attribute("value").endswith(
            f"voila/render/{LESSON}")
    finally:
        context.close()


def test_the_same_codes_after_a_restart(served, folder, teacher, classroom):
    before = served["now"]
    # a page closed a moment ago (the join test's, whose class seed dealt) may still be
    # writing its run
    counted = settled(lambda: teacher_state(teacher, before.base)["pooled"]["counted"])
    with ClassRecord(folder, create=False) as record:
        answers = record.counts()["answers"]
    stop_group(before.proc)
    served["now"] = after = launch(folder, before.port)
    assert (after.code, after.teacher) == (before.code, before.teacher)
    out = "".join(after.output)
    assert f"Continuing the record of {folder.name}: {answers:,} answer" in out
    # the teacher's tab, opened before the restart, still reads her page
    assert teacher_state(teacher, after.base)["pooled"]["counted"] == counted
