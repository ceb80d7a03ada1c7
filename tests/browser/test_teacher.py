"""The teacher's view of a class of five: ``python -m ramsas_widgets --classroom 5``.

One launcher serves lesson 6 (the probability lab) for a class of five on 127.0.0.2 (standing
in for the machine's network address) with a join code and a teacher's code, its class
record in a folder of the test's own. Five browser contexts (five students, each with an
empty browser) open the lesson with the join code; each answers the first class exercise and
deals in the lab with a seed of his own. Then the teacher's page:

- is refused without its code, with the students' join code, and to a student's browser;
- shows 5 students here, the spread of their answers (3 right as one bar, two wrong), and the
  lab's pooled experiment: exactly the sum of the five runs the students' pages show;
- "send everyone to lesson 6, seed 42" puts a banner on every student's page, whose button
  opens lesson 6 with seed 42 (the page's seed boxes then read 42);
- the record exported as CSV holds every answer;
- stopped and started again on the same class folder, the server still has the record.

Screenshots of the teacher's page as projected (1280 px, light and dark) and of a student's
banner go to ``test-artifacts/screenshots/``.
"""

from __future__ import annotations

import csv
import io
import json
import re
import subprocess
import sys
import time

import pytest

from . import launched
from .conftest import (
    RENDER_TIMEOUT_MS,
    ROOT,
    SCREENSHOTS,
    free_port,
    only_local,
    settled,
    stop_group,
    wait_for_widgets,
)
from .launched import Launched

pytestmark = pytest.mark.browser

ADDRESS = "127.0.0.2"
JOIN = "joincode5"
TEACHER = "teacherpass5"
LESSON = "06_probability_lab.ipynb"
STUDENTS = 5
#: what each student types as the exact chance of "A nine for the dealer" (1/6)
TYPED = ["1/6", "1/6", "0.1667", "0.2", "1/4"]
PROJECTOR = {"width": 1280, "height": 800}
STEP_MS = 60_000


def launch(folder, port: int) -> Launched:
    return launched.launch(ADDRESS, port, [
        "--classroom", str(STUDENTS), "--token", JOIN, "--lesson", "6",
        "--teacher-code", TEACHER, "--class-folder", str(folder), "--max-pages", "14",
        "--", "--VoilaConfiguration.default_pool_size=0", "--VoilaKernelManager.fill_delay=1"],
        code=JOIN, lesson=LESSON, ready_within=240)


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


@pytest.fixture(scope="module")
def classroom(chromium, served):
    """Five students on lesson 6, each having answered and dealt; and their pages."""
    server = served["now"]
    contexts, pages, runs = [], [], []
    blocked: list[str] = []
    try:
        for _ in range(STUDENTS):
            context = chromium.new_context(viewport={"width": 1000, "height": 800})
            context.route("**/*", only_local(blocked))
            contexts.append(context)
            page = context.new_page()
            page.errors = []
            page.on("pageerror", lambda err, p=page: p.errors.append(str(err)))
            page.goto(f"{server.base}voila/render/{LESSON}?token={JOIN}",
                      timeout=RENDER_TIMEOUT_MS)
            pages.append(page)
        for page in pages:
            wait_for_widgets(page, 2)
        for k, page in enumerate(pages):
            page.locator("#rw-class-nickname").fill(f"Student {k + 1}")
            page.locator("#rw-class-nickname").press("Enter")
            card = page.locator(".rw-probability-exercises .widget-vbox").filter(
                has_text="A nine for the dealer").last
            box = card.get_by_role("textbox", name="Exact answer")
            box.fill(TYPED[k])
            box.press("Enter")
            card.locator(".rw-feedback").first.wait_for(timeout=STEP_MS)
            # deal in the lab with a seed of one's own: the lab deals at once
            seed = page.locator(".rw-probability-lab .rw-class-seed input")
            seed.fill(str(100 + k))
            seed.press("Enter")
            result = page.locator(".rw-probability-lab .rw-prob-result")
            result.filter(has_text=re.compile(r"of 10,000 deals")).wait_for(timeout=STEP_MS)
            hits = re.search(r"\(([\d,]+) of 10,000 deals\)", result.inner_text())
            runs.append(int(hits.group(1).replace(",", "")))
        yield {"pages": pages, "runs": runs, "contexts": contexts, "blocked": blocked}
    finally:
        for context in contexts:
            context.close()


def teacher_context(chromium, scheme: str = "light"):
    context = chromium.new_context(viewport=PROJECTOR, color_scheme=scheme)
    blocked: list[str] = []
    context.route("**/*", only_local(blocked))
    return context, blocked


def open_teacher(context, base: str):
    page = context.new_page()
    response = page.goto(f"{base}teacher?code={TEACHER}", timeout=STEP_MS)
    assert response.status == 200
    assert "code=" not in page.url, "the teacher's code stays in the address bar"
    page.wait_for_selector("body[data-updated]", timeout=STEP_MS)
    return page


def state(page) -> dict:
    response = page.request.get(page.url.split("/teacher")[0] + "/teacher/state")
    assert response.status == 200
    return response.json()


def test_the_launcher_prints_its_own_lines_only(served, classroom):
    out = "".join(served["now"].output)
    assert f"teacher?code={TEACHER}" in out and f"Join code: {JOIN}" in out
    ready = [line for line in served["now"].output if "The preheated pages are ready" in line]
    assert len(ready) == 1 and JOIN in ready[0] and TEACHER not in ready[0]
    assert out.count(TEACHER) == 1  # the teacher's code once, marked as hers
    assert "project that page, not this terminal" in out
    assert "over TCP without encryption" not in out + "".join(served["now"].log)
    assert "?token=..." not in out
    assert "server.log" in out


def test_the_teacher_page_is_refused_without_its_code(chromium, served, classroom):
    base = served["now"].base
    context, _ = teacher_context(chromium)
    try:
        page = context.new_page()
        for query in ("", f"?code={JOIN}", f"?token={JOIN}", "?code=wrong"):
            response = page.goto(f"{base}teacher{query}", timeout=STEP_MS)
            assert response.status == 403, query
            assert "Your class" not in page.content()
        assert page.request.get(f"{base}teacher/state").status == 403
        assert page.request.get(f"{base}teacher/export.csv").status == 403
    finally:
        context.close()
    # a student, joined with the class's code, gets nothing either
    student = classroom["pages"][0]
    assert student.request.get(f"{base}teacher").status == 403
    assert student.request.get(f"{base}teacher/state").status == 403
    sent = student.request.post(f"{base}teacher/send", data=json.dumps(
        {"page": "00_index.ipynb", "seed": 1}), headers={"X-Ramsas-Teacher": "1"})
    assert sent.status == 403


def test_the_teacher_sees_the_class(chromium, served, classroom, folder):
    context, blocked = teacher_context(chromium)
    try:
        page = open_teacher(context, served["now"].base)
        deadline = time.monotonic() + 30
        while state(page)["present"] != STUDENTS and time.monotonic() < deadline:
            time.sleep(1)
        data = state(page)
        assert data["present"] == STUDENTS
        assert data["pages"][0]["page"] == LESSON
        assert sorted(data["pages"][0]["names"]) == [f"Student {k + 1}" for k in range(5)]
        # the spread of the answers: each student's answer, no names
        nine = next(e for e in data["exercises"] if "A nine for the dealer" in e["label"])
        assert nine["answered"] == STUDENTS and nine["right"] == 3
        bars = {b["answer"]: (b["count"], b["correct"]) for b in nine["bars"]}
        # 1/6 and 0.1667 are one value: one bar
        assert bars == {"1/6": (3, True), "0.2": (1, False), "1/4": (1, False)}
        # the pooled experiment: every student's deals added up
        pooled = data["pooled"]
        assert pooled["n"] == 10_000 * STUDENTS
        assert pooled["hits"] == sum(classroom["runs"])
        assert pooled["students"] == STUDENTS and pooled["exact_text"] == "1/6 = 0.1667"
        # ... and on screen, large
        page.wait_for_function(
            "() => document.getElementById('t-count').textContent === '5'", timeout=STEP_MS)
        numbers = page.locator("#t-pooled-numbers").inner_text()
        assert f"{sum(classroom['runs']):,} of 50,000 deals" in numbers
        assert "1/6 = 0.1667" in numbers
        assert page.locator("#t-pooled-chart svg polyline").count() == 1
        assert page.locator("#t-answers .t-exercise svg rect").count() == 3
        assert "Student" not in page.locator("#t-answers").inner_text()
        size = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector("
                             "'.t-number b')).fontSize)")
        assert size >= 36, f"the class's estimate is {size} px high: too small to project"
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 1280
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "teacher-1280-light.png"), full_page=True)
        assert not blocked
        assert TEACHER not in (folder / "server.log").read_text(), "the code is in the log"
    finally:
        context.close()
    dark, _ = teacher_context(chromium, "dark")
    try:
        page = open_teacher(dark, served["now"].base)
        page.wait_for_function(
            "() => document.getElementById('t-count').textContent === '5'", timeout=STEP_MS)
        background = page.evaluate("() => getComputedStyle(document.body).backgroundColor")
        assert background != "rgb(255, 255, 255)"
        page.screenshot(path=str(SCREENSHOTS / "teacher-1280-dark.png"), full_page=True)
    finally:
        dark.close()


def test_the_export_holds_every_answer(chromium, served, classroom):
    context, _ = teacher_context(chromium)
    try:
        page = open_teacher(context, served["now"].base)
        response = page.request.get(f"{served['now'].base}teacher/export.csv")
        assert response.status == 200 and "text/csv" in response.headers["content-type"]
        rows = list(csv.DictReader(io.StringIO(response.text())))
    finally:
        context.close()
    answers = [r for r in rows if r["what"] == "answer"]
    assert sorted(r["answer"] for r in answers) == sorted(TYPED)
    assert {r["student"] for r in answers} == {f"Student {k + 1}" for k in range(5)}
    assert sum(r["right"] == "yes" for r in answers) == 3
    runs = [r for r in rows if r["what"] == "lab run"]
    assert sorted(int(r["hits"]) for r in runs if r["deals"] == "10000") \
        == sorted(classroom["runs"])


def test_a_worksheet_and_its_answer_key(chromium, served, classroom):
    context, blocked = teacher_context(chromium)
    try:
        page = open_teacher(context, served["now"].base)
        page.select_option("#t-send-page", LESSON)
        page.fill("#t-send-seed", "42")
        page.locator("#t-send-seed").dispatch_event("change")
        page.wait_for_function("() => document.getElementById('t-worksheet').href"
                               ".includes('seed=42')", timeout=STEP_MS)
        key_url = page.locator("#t-key").get_attribute("href")
        assert key_url.endswith("seed=42&key=1")
        page.locator("#t-worksheet").click()
        page.wait_for_selector("h1", timeout=STEP_MS)
        text = page.locator("main").inner_text()
        assert "Worksheet: Lesson 6" in text and "Name:" in text
        assert text.count("A first run of") == 5 and "Exact:" not in text
        assert "#seed" not in text and "1. Probability: A nine for the dealer" in text
        page.screenshot(path=str(SCREENSHOTS / "teacher-worksheet.png"), full_page=True)
        answer = page.goto(key_url, timeout=STEP_MS)
        assert answer.status == 200, (key_url, answer.status, page.content()[:500])
        page.wait_for_selector("h1", timeout=STEP_MS)
        key = page.locator("main").inner_text()
        assert "Answer key: Lesson 6" in key and "Exact: 1/6 = 0.1667" in key
        assert not blocked
    finally:
        context.close()


def test_send_everyone_to_lesson_6_seed_42(chromium, served, classroom):
    context, _ = teacher_context(chromium)
    try:
        page = open_teacher(context, served["now"].base)
        page.select_option("#t-send-page", LESSON)
        page.fill("#t-send-seed", "42")
        page.get_by_role("button", name="Send everyone").click()
        page.locator("#t-sent").filter(has_text="seed 42").wait_for(timeout=STEP_MS)
    finally:
        context.close()
    students = classroom["pages"]
    for page in students:
        banner = page.locator("#rw-class-banner")
        banner.wait_for(timeout=STEP_MS)
        assert "Lesson 6" in banner.inner_text() and "42" in banner.inner_text()
    students[0].screenshot(path=str(SCREENSHOTS / "teacher-banner-student.png"))
    # nothing moved by itself: every student is still where he was, with his own answers
    for page in students:
        assert "#seed=42" not in page.url
    for page in students:
        page.get_by_role("button", name="Open Lesson 6, seed 42").click()
    for page in students:
        page.wait_for_url(re.compile(r"06_probability_lab\.ipynb#seed=42$"), timeout=STEP_MS,
                          wait_until="commit")
    first = students[0]
    wait_for_widgets(first, 2)
    first.wait_for_function(
        "() => [...document.querySelectorAll('.rw-class-seed input')].length >= 2 && "
        "[...document.querySelectorAll('.rw-class-seed input')].every(i => i.value === '42')",
        timeout=STEP_MS)
    # the banner followed does not come back on the page it opened (Playwright's wait: the
    # context's routes answer the page's requests only while Playwright runs)
    first.wait_for_timeout(3000)
    assert first.locator("#rw-class-banner").count() == 0
    assert not [e for p in students for e in p.errors]


def test_the_record_outlives_the_server(chromium, served, classroom, folder):
    def read() -> dict:
        context, _ = teacher_context(chromium)
        try:
            return state(open_teacher(context, served["now"].base))
        finally:
            context.close()

    # the last deals of the pages opened with seed 42 may still be being written
    before = settled(read, key=lambda seen: (seen["pooled"]["n"], seen["pooled"]["hits"],
                                             seen["exercises"]))
    port = served["now"].port
    stop_group(served["now"].proc)
    served["now"] = launch(folder, port)
    after = read()
    assert after["present"] == 0  # every page went with the server
    assert after["exercises"] == before["exercises"]
    assert after["pooled"]["n"] == before["pooled"]["n"] >= 10_000 * STUDENTS
    assert after["pooled"]["hits"] == before["pooled"]["hits"]
    nine = next(e for e in after["exercises"] if "A nine for the dealer" in e["label"])
    assert nine["answered"] == STUDENTS and nine["right"] == 3
    # the launcher's export reads the same record, with no server
    out = folder / "export.csv"
    done = subprocess.run([sys.executable, "-m", "ramsas_widgets", "--export", str(out),
                           "--class-folder", str(folder)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert sorted(r["answer"] for r in rows if r["what"] == "answer") == sorted(TYPED)
    # a student's own seed, dealt from his place in the class: "seed 100, place 3"
    seeds = {f"seed {100 + k}" for k in range(STUDENTS)}
    own = [int(r["hits"]) for r in rows if r["what"] == "lab run" and r["deals"] == "10000"
           and r["seed"].split(", place ")[0] in seeds]
    assert sorted(own) == sorted(classroom["runs"])


# -- the page as projected, on a record written here (no launcher: quick) -----------------------
PROJECTED = {"width": 1280, "height": 720}
QUIZ_NAMES = ["Ana", "Ben", "Chloé", "Dan", "Eva", "Farid", "Greta", "Hugo"]
#: the first answers to the exercise the class is on, by student (None: not yet)
QUIZ = {"Ana": ("1/6", True, False), "Ben": ("16.7%", True, False),
        "Chloé": ("0.1667", True, True), "Dan": ("1/4", False, False),
        "Eva": ("0.25", False, False), "Farid": ("1/6", True, False),
        "Greta": None, "Hugo": None}
NINE = "probability:1:nine-turned:lt-ramsas:dealer"
NINE_LABEL = "Probability exercise: The dealer's shown last card is a nine"
ACE = "probability:0:ace-first:lt-ramsas:leader"
QUESTION = "nine-turned|lt-ramsas|4|dealer|13"


@pytest.fixture
def teachers_routes(tmp_path, monkeypatch):
    """The teacher's routes alone on 127.0.0.3 over a class record of ``tmp_path`` with
    eight students on lesson 6 (six answered the latest exercise); yields ``(base, record,
    browsers)``."""
    import asyncio
    import threading

    import tornado.httpserver
    import tornado.web

    from ramsas_widgets.classroom import teacher
    from ramsas_widgets.classroom.kernel import FOLDER_ENV
    from ramsas_widgets.classroom.record import ClassRecord

    record = ClassRecord(tmp_path)
    browsers = {}
    for k, name in enumerate(QUIZ_NAMES):
        browsers[name] = record.browser_of(f"cookie-{name}")
        record.join(browsers[name], name, LESSON, kernel=f"k{k}")
    at = time.time() - 300
    for k, name in enumerate(QUIZ_NAMES[:6]):  # an earlier exercise
        record.answer(browsers[name], LESSON, ACE, "Probability exercise: An ace first",
                      "1/8" if k % 3 else "1/4", bool(k % 3), at=at + k)
    for k, (name, first) in enumerate(QUIZ.items()):
        if first:
            record.answer(browsers[name], LESSON, NINE, NINE_LABEL, *first, at=at + 60 + k)
    monkeypatch.setenv(teacher.CODE_ENV, TEACHER)
    monkeypatch.setenv(FOLDER_ENV, str(tmp_path))

    class Provider:
        token = JOIN

    class Server:
        base_url = "/"
        root_dir = str(ROOT / "notebooks")
        identity_provider = Provider()
        kernel_manager = None
        teacher_desk = None

    port, started, box = free_port(), threading.Event(), {}

    def serve() -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        server = Server()
        app = tornado.web.Application(teacher.teacher_routes(server))
        Server.teacher_desk = server.teacher_desk
        box["server"] = tornado.httpserver.HTTPServer(app)
        box["server"].listen(port, ADDRESS_LIGHT)
        box["loop"] = loop
        started.set()
        loop.run_forever()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    started.wait(30)
    # a device behind one shared address, refused a page: what the server notes
    box["loop"].call_soon_threadsafe(lambda: Server.teacher_desk.refusals.note(
        "pages-address", "192.168.1.77", count=6, limit=6))
    try:
        yield f"http://{ADDRESS_LIGHT}:{port}/", record, browsers
    finally:
        box["loop"].call_soon_threadsafe(box["server"].stop)
        box["loop"].call_soon_threadsafe(box["loop"].stop)
        thread.join(10)
        record.close()


ADDRESS_LIGHT = "127.0.0.2"


def above_the_fold(page, selector: str) -> bool:
    return page.evaluate("s => { const r = document.querySelector(s).getBoundingClientRect();"
                         " return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; }",
                         selector)


def test_the_projected_page_shows_the_live_answers_first(chromium, teachers_routes):
    """At 1280x720: the exercise the class is on, its equal answers one bar, who has not
    answered, and each student by exercise; which answer is right only once revealed; the
    experiment only once the class deals, then first."""
    base, record, browsers = teachers_routes
    context = chromium.new_context(viewport=PROJECTED)
    blocked: list[str] = []
    context.route("**/*", only_local(blocked))
    try:
        page = open_teacher(context, base)
        page.wait_for_selector(".t-current", timeout=STEP_MS)
        current = page.locator(".t-current")
        assert NINE_LABEL in current.inner_text()
        assert above_the_fold(page, ".t-current svg")
        assert above_the_fold(page, ".t-waiting")
        assert page.locator(".t-waiting").inner_text() == "Not answered yet (2): Greta, Hugo"
        assert page.locator("#t-pooled").is_hidden()  # nobody has dealt
        # a student refused a place: on her page, with why and what to do
        refused = page.locator("#t-refused")
        refused.wait_for(timeout=STEP_MS)
        assert "A device at 192.168.1.77" in refused.inner_text()
        assert "--shared-address" in refused.inner_text()
        # 1/6, 16.7% and 0.1667: one bar of 4; 1/4 and 0.25: one of 2
        labels = current.locator("svg text").all_text_contents()
        assert "4" in labels and "2" in labels and len(labels) == 4, labels
        # hidden until revealed: no colour says which is right, no mark, no count of right
        assert current.locator("rect[data-correct='hidden']").count() == 2
        assert "✓" not in current.inner_text() and "right" not in current.inner_text()
        assert "✓" not in page.locator("#t-grid").inner_text()
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / "teacher-1280x720-quiz-hidden.png"))
        current.get_by_role("button", name="Reveal the answer").click()
        current = page.locator(".t-current")
        assert current.locator("rect[data-correct='true']").count() == 1
        assert current.locator("rect[data-correct='false']").count() == 1
        assert "✓ 1/6" in " ".join(current.locator("svg text").all_text_contents())
        assert "3 right at first try · 1 right after a hint" in \
            current.inner_text()
        # each student by exercise, names large
        rows = {r.locator("th").inner_text(): r.locator("td").all_inner_texts()
                for r in page.locator("#t-grid tbody tr").all()}
        assert rows["Chloé"][-1] == "✓?" and rows["Dan"][-1] == "✗"
        assert rows["Greta"][-1] == "·" and rows["Ana"][-1] == "✓"
        assert rows["Ana"][0] == "●"  # the earlier exercise is not revealed
        size = page.evaluate("() => parseFloat(getComputedStyle(document.querySelector("
                             "'#t-grid tbody th')).fontSize)")
        assert size >= 20, f"the names are {size} px high"
        qr = page.locator("#t-qr svg").bounding_box()
        assert qr["width"] >= 280 and qr["y"] + qr["height"] <= 720
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 1280
        page.screenshot(path=str(SCREENSHOTS / "teacher-1280x720-quiz.png"))
        # the class deals: the experiment comes first
        for k, name in enumerate(QUIZ_NAMES[:5]):
            record.run(browsers[name], LESSON, QUESTION, "A nine", f"class:42:{k}", 10_000,
                       1640 + 17 * k)
        page.wait_for_selector("#t-main[data-live='lab'] #t-pooled:not([hidden])",
                               timeout=STEP_MS)
        assert above_the_fold(page, "#t-pooled-numbers")
        assert "50,000 deals" in page.locator("#t-pooled-numbers").inner_text()
        page.screenshot(path=str(SCREENSHOTS / "teacher-1280x720-lab.png"))
        # both printed sheets, as the teacher's links open them (seed 42)
        page.fill("#t-send-seed", "42")
        page.locator("#t-send-seed").dispatch_event("change")
        page.wait_for_function("() => document.getElementById('t-key').href"
                               ".endsWith('seed=42&key=1')", timeout=STEP_MS)
        for link, name in (("#t-worksheet", "worksheet"), ("#t-key", "answer-key")):
            sheet = context.new_page()
            sheet.set_viewport_size({"width": 900, "height": 1200})
            sheet.goto(page.eval_on_selector(link, "a => a.href"), timeout=STEP_MS)
            sheet.emulate_media(media="print")
            text = sheet.locator("main").inner_text()
            assert "#seed" not in text and not re.search(r"\d[eE][+-]?\d", text)
            sheet.screenshot(path=str(SCREENSHOTS / f"teacher-{name}-lesson6-seed42.png"),
                             full_page=True)
            sheet.close()
        assert not blocked
    finally:
        context.close()
