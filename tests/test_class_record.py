"""The class record and what is worked out from it, without a browser.

- many processes writing the record at once lose nothing, and a record opened again holds
  what was written;
- the widgets write an answer, a hint and a lab run only in a class, and only once the
  page's browser has said it is here; who the student is comes from the server (the
  record's owners), never from what the page types; a browser is cut to a few writes a
  second;
- a record that cannot be written keeps the page's answers in memory and saves them later;
  one that cannot be opened stops the launcher with a paragraph, not a traceback;
- the teacher's page: who is here, the spread of the first answers, the pooled experiment
  (each seed once, at its largest N; the probability package's Wilson interval);
- the teacher's routes: refused without the teacher's code and with the join code, the code
  out of the server's environment, "send everyone" only from the teacher's own page;
- the launcher's ``--export`` and ``--forget``, and its quiet terminal;
- a worksheet deals what the widgets deal under the same class seed.
"""

from __future__ import annotations

import csv
import json
import multiprocessing
import os
import time
from pathlib import Path

import pytest

from ramsas_widgets.classroom import class_view, kernel, launch, terminal
from ramsas_widgets.classroom.record import ClassRecord, clean_text, forget
from ramsas_widgets.widgets import report

ROOT = Path(__file__).resolve().parents[1]
BROWSERS = [f"{i:032x}" for i in range(1, 40)]
LAB = "06_probability_lab.ipynb"


def _writer(folder: str, who: int, writes: int) -> None:
    record = ClassRecord(folder)
    browser = BROWSERS[who]
    record.join(browser, f"S{who}", LAB, kernel=f"k{who}")
    for i in range(writes):
        record.answer(browser, LAB, f"ex{i % 3}", "An exercise", str(i), i % 2 == 0)
        record.run(browser, LAB, "nine-turned|lt-ramsas|4|dealer|13", "q", f"{who}-{i}", 100,
                   17)
    record.close()


def test_many_kernels_writing_at_once_lose_nothing(tmp_path):
    workers, writes = 12, 25
    context = multiprocessing.get_context("fork")
    procs = [context.Process(target=_writer, args=(str(tmp_path), w, writes))
             for w in range(workers)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    counts = ClassRecord(tmp_path).counts()
    assert counts["answers"] == counts["runs"] == workers * writes
    assert counts["students"] == counts["presence"] == workers
    mode = ClassRecord(tmp_path).db.execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_identity_from_the_page_is_checked(tmp_path):
    (tmp_path / LAB).write_text("{}")
    good = json.dumps({"id": BROWSERS[0], "nick": "  Ana\n<b>", "page": LAB})
    assert kernel.read_identity(good, tmp_path) == ("Ana <b>", LAB)
    # the page's own browser ID is not read: who the student is comes from the server
    assert kernel.read_identity(json.dumps({"id": "x" * 32, "page": LAB}), tmp_path) == (
        "", LAB)
    assert kernel.read_identity("[1, 2]", tmp_path) is None
    assert kernel.read_identity("{" * 500, tmp_path) is None
    # a page that is not a file of the guide's folder is not recorded as one
    other = json.dumps({"id": BROWSERS[0], "page": "../../etc/passwd"})
    assert kernel.read_identity(other, tmp_path)[1] == ""
    missing = json.dumps({"id": BROWSERS[0], "page": "07_play_table.ipynb"})
    assert kernel.read_identity(missing, tmp_path)[1] == ""


@pytest.fixture
def in_class(tmp_path, monkeypatch):
    """This process as a class's kernel: the class folder in the environment, the notebooks'
    folder as the working folder, a fresh class link."""
    monkeypatch.setenv(kernel.FOLDER_ENV, str(tmp_path / "class"))
    monkeypatch.setenv(report.LISTENER_ENV, kernel.LISTENER)  # as the class's server does
    monkeypatch.chdir(ROOT / "notebooks")
    monkeypatch.setattr(kernel, "_LINK", None)
    monkeypatch.setattr(kernel, "_PLACE", {})
    monkeypatch.setattr(kernel, "NOTICE_POLL", 0.05)
    return tmp_path / "class"


def arrive(cookie: str = "cookie-of-anas-browser", nick: str = "Ana", page: str = LAB,
           said_id: str = BROWSERS[0]) -> kernel.ClassLink:
    """The server hands this kernel to the browser holding ``cookie``, then the page types
    its nickname, page and (ignored) browser ID."""
    link = kernel.link_for_class()
    with ClassRecord(link.folder) as record:
        record.own(link.kernel, cookie)
    link.identity.value = json.dumps({"id": said_id, "nick": nick, "page": page})
    return link


def test_widgets_record_only_in_a_class_and_once_the_browser_said_who(in_class, monkeypatch):
    from ramsas_widgets.widgets import TrickQuiz
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises, ProbabilityLab

    quiz = TrickQuiz("lt-ramsas", seed=0)
    assert kernel.link_for_class() in quiz.children  # the hidden link the page's script finds
    quiz.hand_picker.pick(list(quiz.situation.legal)) if quiz.situation.question == "play" \
        else quiz.trick_picker.buttons[quiz.situation.winner].__setattr__("value", True)
    quiz._check()
    assert ClassRecord(in_class).counts()["answers"] == 0  # nobody has said who he is yet
    arrive()
    quiz._check()
    lab = ProbabilityLab(n_deals=1_000, seed=5, run=False)
    est = lab.run()
    exercises = ProbabilityExercises(seed=3)
    card = exercises.cards[0]
    card.reveal()
    card.answer.value = "1/6"
    assert card.check()
    assert kernel.link_for_class().flush()
    record = ClassRecord(in_class)
    answers = record.answers()
    assert [a.page for a in answers] == [LAB, LAB]
    assert answers[0].correct and answers[0].exercise.startswith("trick:lt-ramsas:0:0:")
    assert answers[1].answer == "1/6" and answers[1].correct and answers[1].hint
    runs = record.runs()
    # the student's own stream: the class seed and her place in the class
    assert (runs[0].seed, runs[0].n, runs[0].hits) == ("seed 5, place 1", 1_000, est.hits)
    assert record.hints()[0][4] == "Probability exercise: A nine for the dealer"
    assert record.students()[0].nickname == "Ana"
    assert answers[0].browser == record.browser_of("cookie-of-anas-browser")
    # outside a class nothing is recorded, and no hidden link is added
    monkeypatch.delenv(kernel.FOLDER_ENV)
    assert kernel.link_for_class() is None
    assert not report.answered(quiz, True)


def test_a_kernel_shows_the_teachers_notice(in_class):

    link = arrive()
    ClassRecord(in_class).send("06_probability_lab.ipynb", 42)
    deadline = time.monotonic() + 10
    while "data-seed" not in link.notice.value and time.monotonic() < deadline:
        time.sleep(0.05)
    assert 'data-page="06_probability_lab.ipynb"' in link.notice.value
    assert 'data-seed="42"' in link.notice.value


def fill(record: ClassRecord) -> dict[str, int]:
    key = "nine-turned|lt-ramsas|4|dealer|13"
    hits = {}
    for i, browser in enumerate(BROWSERS[:5]):
        record.join(browser, f"S{i}", LAB, kernel=f"k{i}")
        record.answer(browser, LAB, "ex", "Exercise", ["1/6", "1/6", "0.2", "1/6", "1/4"][i],
                      i in (0, 1, 3))
        record.answer(browser, LAB, "ex", "Exercise", "1/6", True)  # a second try
        hits[browser] = 1600 + 10 * i
        record.run(browser, LAB, key, "q", str(100 + i), 10_000, hits[browser])
    # a student slides N on his seed: those deals are the same hands, counted once
    record.run(BROWSERS[0], LAB, key, "q", "100", 1_000, 170)
    record.run(BROWSERS[0], LAB, key, "q", "100", 100_000, 16_700)
    hits[BROWSERS[0]] = 16_700
    return hits


def test_the_teachers_view(tmp_path):
    from ramsas_widgets.probability import make_question, wilson_interval

    record = ClassRecord(tmp_path)
    hits = fill(record)
    data = class_view.state(record, alive={"k0", "k1", "k2"})
    assert data["present"] == 3 and data["pages"][0]["count"] == 3
    ex = data["exercises"][0]
    assert ex["answered"] == 5 and ex["right"] == 3  # first answers only
    assert {b["answer"]: b["count"] for b in ex["bars"]} == {"1/6": 3, "0.2": 1, "1/4": 1}
    pooled = data["pooled"]
    assert pooled["n"] == 100_000 + 4 * 10_000 and pooled["hits"] == sum(hits.values())
    assert pooled["runs"] == 7 and pooled["counted"] == 5
    assert (pooled["low"], pooled["high"]) == wilson_interval(pooled["hits"], pooled["n"])
    q = make_question("nine-turned", "lt-ramsas", 4, "dealer")
    assert pooled["exact"] == float(q.exact) and pooled["exact_text"] == "1/6 = 0.1667"
    assert pooled["series"][-1][:2] == [pooled["n"], pooled["hits"] / pooled["n"]]
    assert class_view.state(record, alive=[])["present"] == 0


def test_export_and_forget(tmp_path, capsys):
    from ramsas_widgets.serve.launcher import main

    record = ClassRecord(tmp_path)
    fill(record)
    record.answer(BROWSERS[0], LAB, "ex2", "Other", "=HYPERLINK(1)", False)
    record.close()
    out = tmp_path / "out.csv"
    assert main(["--export", str(out), "--class-folder", str(tmp_path)]) == 0
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    answers = [r for r in rows if r["what"] == "answer"]
    assert len(answers) == 11 and {r["student"] for r in answers} >= {"S0", "S4"}
    assert "'=HYPERLINK(1)" in [r["answer"] for r in answers]  # not a formula
    assert len([r for r in rows if r["what"] == "lab run"]) == 7
    assert main(["--forget", "--yes", "--class-folder", str(tmp_path)]) == 0
    assert not (tmp_path / "record.sqlite").exists() and not out.exists()
    assert main(["--export", "--class-folder", str(tmp_path)]) == 2
    assert forget(tmp_path) == []


def test_the_quiet_terminal_keeps_the_log_in_its_file(tmp_path, capsys):
    import subprocess
    import sys
    from argparse import Namespace

    from ramsas_widgets.serve.launcher import Serving

    serving = Serving(ROOT / "notebooks", "127.0.0.2", 8866, classroom=5, token="joinabc")
    args = Namespace(class_folder=str(tmp_path), teacher_code="teach123", verbose=True)
    desk = launch.prepare(args, serving)
    lines = ["[GuideServer] Kernel started\n",
             "[IPKernelApp] WARNING | Kernel is running over TCP without encryption.\n",
             "Voilà is running at:\n", "http://127.0.0.2:8866/?token=...\n",
             f"{terminal.READY} 5\n",
             "[GuideServer] The preheated pages are ready: 5 kernels.\n"]
    script = f"import sys; sys.stdout.write({''.join(lines)!r})"
    proc = subprocess.Popen([sys.executable, "-c", script], **launch.popen_options(desk))
    desk.printed.set()
    desk.follow(proc, serving).join(30)
    proc.wait()
    out = capsys.readouterr()
    assert desk.log_path.read_text() == "".join(lines)
    assert "Kernel started" in out.err and "TCP" not in out.err and "..." not in out.err
    assert terminal.READY not in out.err
    assert out.out.count("The preheated pages are ready") == 1
    # the ready line (what a projected terminal shows last) names the students' code only
    assert "teach123" not in out.out and "joinabc" in out.out
    assert "teacher?code=teach123" in desk.banner(serving)
    with pytest.raises(ValueError):
        launch.prepare(Namespace(class_folder=str(tmp_path), teacher_code="joinabc",
                                 verbose=False), serving)


def test_the_teachers_routes(tmp_path, monkeypatch):
    from ramsas_widgets.classroom import teacher

    with ClassRecord(tmp_path) as record:  # before the routes start working it out
        fill(record)
    app, _server = teacher_app(tmp_path, monkeypatch)
    assert teacher.CODE_ENV not in os.environ  # no kernel started later inherits it

    def test(case):
        def get(path, **kw):
            return case.fetch(path, follow_redirects=False, **kw)

        for path in ("/teacher", "/teacher?code=joinabc", "/teacher?token=joinabc",
                     "/teacher/state", "/teacher/export.csv"):
            assert get(path).code == 403, path
        opened = get("/teacher?code=teach123")
        assert opened.code == 303 and opened.headers["Location"] == "/teacher"
        cookie = opened.headers["Set-Cookie"]
        assert "teach123" not in cookie and "HttpOnly" in cookie and "Strict" in cookie
        jar = {"Cookie": cookie.split(";")[0]}
        page = get("/teacher", headers=jar)
        assert page.code == 200 and b"Your class" in page.body
        assert page.headers["Cache-Control"] == "no-store"
        state = json.loads(get("/teacher/state", headers=jar).body)
        assert state["pooled"]["n"] == 140_000
        body = json.dumps({"page": LAB, "seed": 42})
        assert case.fetch("/teacher/send", method="POST", body=body,
                          headers=jar).code == 403  # not from the teacher's page
        sent = case.fetch("/teacher/send", method="POST", body=body,
                          headers={**jar, "X-Ramsas-Teacher": "1"})
        assert sent.code == 200
        bad = json.dumps({"page": "../secret.ipynb", "seed": 1})
        assert case.fetch("/teacher/send", method="POST", body=bad,
                          headers={**jar, "X-Ramsas-Teacher": "1"}).code == 400
        link = json.loads(get(f"/teacher/link?page={LAB}&seed=42", headers=jar).body)
        assert link["url"].endswith(f"/voila/render/{LAB}?token=joinabc#seed=42")
        assert link["svg"].startswith("<svg")

    over_http(app, test)
    assert ClassRecord(tmp_path).notice().seed == 42


def test_a_worksheet_deals_what_the_screen_deals():
    import re

    from ramsas_widgets.classroom import worksheet
    from ramsas_widgets.widgets.probability_lab import EXERCISES, ExerciseCard

    items = worksheet.probability_items(42, key=True)
    assert len(items) == len(EXERCISES)
    screen = ExerciseCard(EXERCISES[0], seed=42, index=0).simulate()
    assert (f"A first run of {screen.n:,} deals: the event happened in {screen.hits:,} of "
            "them") in items[0]
    assert "1/6 = 0.1667" in items[0]
    from ramsas_widgets.engine.cards import symbols_str
    from ramsas_widgets.widgets import DecisionExercise

    on_screen = DecisionExercise("lt-ramsas", seed=42, phase="buy")
    paper = worksheet.decision_items("lt-ramsas", 42, "buy", key=False)[0]
    assert symbols_str(on_screen.situation.hand) in paper.replace("&nbsp;", " ")
    found = worksheet.exercises_in(ROOT / "notebooks" / "01_lithuanian_ramsas.ipynb")
    kinds = [k for k, _a, _kw in found]
    assert kinds.count("TrickQuiz") == 1 and "DecisionExercise" in kinds
    sheet = worksheet.worksheet_page(ROOT / "notebooks" / "06_probability_lab.ipynb", 42, False)
    assert "Name:" in sheet and "Exact:" not in sheet
    assert re.search(r"Worksheet: Lesson 6", sheet)


# -- abuse from a page, and a record that fails ------------------------------------------------
def test_a_page_typing_new_ids_stays_one_student_and_is_cut_to_a_few_answers_a_second(
        in_class):
    import secrets

    from ramsas_widgets.classroom.record import CLASS_RATE
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises

    link = arrive()
    card = ProbabilityExercises(seed=3).cards[0]
    started = time.monotonic()
    for i in range(45):  # the attack: a new random "browser ID" typed before each answer
        link.identity.value = json.dumps({"id": secrets.token_hex(16), "nick": "Ana",
                                          "page": LAB})
        card.answer.value = f"{i}/7"
        card.check()
    for _ in range(100):  # then answers as fast as the widget takes them
        card.check()
    assert link.flush(30)
    elapsed = time.monotonic() - started
    record = ClassRecord(in_class)
    assert len(record.students()) == 1
    assert {a.browser for a in record.answers()} == {record.browser_of("cookie-of-anas-browser")}
    most = CLASS_RATE.burst + CLASS_RATE.per_second * elapsed + 1
    assert record.counts()["answers"] <= most, (record.counts(), elapsed)
    assert record.dropped() >= 145 - most
    assert link.dropped >= 145 - most


def test_a_kernel_the_server_never_named_records_nothing(in_class, monkeypatch):
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises

    monkeypatch.setattr(kernel, "OWNER_WAIT", 0.3)
    link = kernel.link_for_class()
    link.identity.value = json.dumps({"id": BROWSERS[1], "nick": "Bo", "page": LAB})
    card = ProbabilityExercises(seed=3).cards[0]
    card.answer.value = "1/6"
    assert card.check()
    assert link.flush(10)
    assert ClassRecord(in_class).counts()["answers"] == 0


def hold_lock(folder: Path):
    """Another program holding the record's write lock (a database viewer, say)."""
    import sqlite3

    db = sqlite3.connect(folder / "record.sqlite", isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    return db


def test_a_record_that_cannot_be_written_keeps_the_answers_and_says_so(in_class, monkeypatch,
                                                                       caplog):
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises

    monkeypatch.setattr(kernel, "RETRY", 0.2)
    monkeypatch.setattr(kernel, "KERNEL_BUSY_MS", 200)
    link = arrive()
    assert link.flush()
    card = ProbabilityExercises(seed=3).cards[0]
    blocker = hold_lock(in_class)
    try:
        for answer in ("1/5", "1/6"):
            card.answer.value = answer
            card.check()
        assert not link.flush(1.5)  # kept, not lost
        assert len(link.pending) == 2 and "locked" in link.failing
    finally:
        blocker.rollback()
        blocker.close()
    assert link.flush(10)
    assert [a.answer for a in ClassRecord(in_class).answers()] == ["1/5", "1/6"]
    said = [r.getMessage() for r in caplog.records]
    assert sum("The class record cannot be written" in m for m in said) == 1
    assert any("can be written again" in m for m in said)


def test_a_stopping_kernel_waits_for_late_writes(in_class, monkeypatch, caplog):
    """Writes still queued as the kernel stops are written (within EXIT_FLUSH), not dropped."""
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises

    link = arrive()
    assert link.flush()
    slow = ClassRecord.answer

    def answer_slowly(self, *args, **kwargs):
        time.sleep(0.3)
        return slow(self, *args, **kwargs)

    monkeypatch.setattr(ClassRecord, "answer", answer_slowly)
    card = ProbabilityExercises(seed=3).cards[0]
    for answer in ("1/5", "1/6", "1/7"):
        card.answer.value = answer
        card.check()
    assert link.pending  # the kernel stops with writes still queued
    link.lost_on_exit()
    assert not link.pending
    assert [a.answer for a in ClassRecord(in_class).answers()] == ["1/5", "1/6", "1/7"]
    assert not [r for r in caplog.records if "could not be written" in r.getMessage()]


def test_writes_a_stopping_kernel_cannot_make_are_counted_in_the_terminal(in_class, monkeypatch,
                                                                          caplog):
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises

    monkeypatch.setattr(kernel, "RETRY", 0.2)
    monkeypatch.setattr(kernel, "KERNEL_BUSY_MS", 200)
    monkeypatch.setattr(kernel, "EXIT_FLUSH", 0.5)
    link = arrive()
    assert link.flush()
    card = ProbabilityExercises(seed=3).cards[0]
    blocker = hold_lock(in_class)
    try:
        for answer in ("1/5", "1/6"):
            card.answer.value = answer
            card.check()
        started = time.monotonic()
        link.lost_on_exit()
        assert time.monotonic() - started < 3  # bounded: the kernel still stops in time
    finally:
        blocker.rollback()
        blocker.close()
    said = [r.getMessage() for r in caplog.records if "before this page closed" in r.getMessage()]
    assert len(said) == 1 and ": 2 of its answers" in said[0] and "locked" in said[0], said


def test_formulas_in_the_export_are_plain_text(tmp_path):
    from ramsas_widgets.serve.launcher import main

    record = ClassRecord(tmp_path)
    nicknames = ["+1+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", "\uff1d1+1", "\uff0b1+1",
                 " =1+1", "@SUM(1)", "\t=1", "Ana"]
    for i, nick in enumerate(nicknames):
        record.join(BROWSERS[i], nick, LAB, kernel=f"k{i}")
        record.answer(BROWSERS[i], LAB, "ex", "Exercise", "-2" if i else "-2+3", True)
    record.close()
    out = tmp_path / "out.csv"
    assert main(["--export", str(out), "--class-folder", str(tmp_path)]) == 0
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    students = [r["student"] for r in rows]
    for nick in nicknames[:-1]:  # the record keeps each as one line of printable text
        assert "'" + clean_text(nick) in students, nick
    assert "Ana" in students
    assert [r["answer"] for r in rows].count("-2") == len(nicknames) - 1  # a number stays one
    assert "'-2+3" in [r["answer"] for r in rows]


def test_a_damaged_record_stops_the_launcher_with_a_paragraph(tmp_path):
    import subprocess
    import sys

    (tmp_path / "record.sqlite").write_bytes(b"not a database at all, " * 100)
    for args in (["--classroom", "3", "--no-browser", "--address", "127.0.0.2"],
                 ["--export"]):
        done = subprocess.run([sys.executable, "-m", "ramsas_widgets", *args,
                               "--class-folder", str(tmp_path)], capture_output=True,
                              text=True, timeout=120, cwd=ROOT)
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr
        assert "is damaged" in done.stderr and "Move the file aside" in done.stderr
        assert str(tmp_path / "record.sqlite") in done.stderr
    assert (tmp_path / "record.sqlite").read_bytes().startswith(b"not a database")  # kept


def test_the_terminal_says_what_happens_to_the_record(tmp_path, capsys):
    import subprocess
    import sys
    from argparse import Namespace

    from ramsas_widgets.serve.launcher import Serving

    serving = Serving(ROOT / "notebooks", "127.0.0.2", 8866, classroom=5, token="joinabc")
    desk = launch.prepare(Namespace(class_folder=str(tmp_path), teacher_code="teach123",
                                    verbose=False), serving)
    show = terminal.SHOW
    lines = [f"[E 10:00:01 GuideServer] {show} The class record cannot be written: Another "
             "program is holding it locked.\n",
             "[kernel ramsas_widgets] ERROR | The class record cannot be written: Another "
             "program is holding it locked.\n",  # a kernel's own trouble: the log file's
             f"[E 10:00:03 GuideServer] {show} The class record cannot be written: Another "
             "program is holding it locked.\n",
             "[GuideServer] Kernel started\n",
             f"[W 10:00:09 GuideServer] {show} The class record can be written again: answers "
             "are saved.\n",
             f"[kernel ramsas_widgets] ERROR | {show} Į klasės įrašą nepavyko įrašyti: "
             "prarasti 2.\n"]
    script = f"import sys; sys.stdout.write({''.join(lines)!r})"
    proc = subprocess.Popen([sys.executable, "-c", script], **launch.popen_options(desk))
    desk.printed.set()
    desk.follow(proc, serving).join(30)
    proc.wait()
    err = capsys.readouterr().err.splitlines()
    assert err == ["The class record cannot be written: Another program is holding it locked.",
                   "The class record can be written again: answers are saved.",
                   "Į klasės įrašą nepavyko įrašyti: prarasti 2."]


def teacher_app(tmp_path, monkeypatch, extra=()):
    """The teacher's routes of a class in ``tmp_path`` (code teach123), with ``extra``."""
    import tornado.web

    from ramsas_widgets.classroom import teacher

    monkeypatch.setenv(teacher.CODE_ENV, "teach123")
    monkeypatch.setenv(kernel.FOLDER_ENV, str(tmp_path))

    class Provider:
        token = "joinabc"

    class Server:
        base_url = "/"
        root_dir = str(ROOT / "notebooks")
        identity_provider = Provider()
        kernel_manager = None

    server = Server()
    return tornado.web.Application([*teacher.teacher_routes(server), *extra]), server


def over_http(app, test) -> None:
    """Run ``test(case)`` against ``app`` served on a loopback port (tornado's test case)."""
    import tornado.testing

    class Case(tornado.testing.AsyncHTTPTestCase):
        def get_app(self):
            return app

        def runTest(self):
            test(self)

    case = Case()
    case.setUp()
    try:
        case.runTest()
    finally:
        case.tearDown()


def test_the_teacher_code_is_limited_as_the_join_code_is(tmp_path, monkeypatch):
    from ramsas_widgets.classroom.teacher import cookie_value

    app, _server = teacher_app(tmp_path, monkeypatch)

    def test(case):
        def get(path, **kw):
            return case.fetch(path, follow_redirects=False, **kw)

        for i in range(5):
            assert get(f"/teacher?code=guess{i}").code == 403
        for i in range(5):  # a made-up cookie is a guess too
            cookie = {"Cookie": f"ramsas_teacher={cookie_value(f'guess-{i}')}"}
            assert get("/teacher/state", headers=cookie).code == 403
        refused = get("/teacher?code=teach123")  # the right code, after 10 wrong ones
        assert refused.code == 429 and int(refused.headers["Retry-After"]) > 0
        assert b"Too many wrong teacher&#x27;s codes" in refused.body
        assert "Set-Cookie" not in refused.headers

    over_http(app, test)


def big_record(folder: Path, answers: int = 100_000, students: int = 30) -> None:
    """A record of ``answers`` answers (and a lab run each 20), written as an older layout:
    the next opening works out what the teacher's page reads."""
    import random
    import sqlite3

    ClassRecord(folder).close()
    rng = random.Random(1)
    db = sqlite3.connect(folder / "record.sqlite", isolation_level=None)
    db.execute("BEGIN")
    db.executemany("INSERT INTO answers (at, browser, page, exercise, label, answer, correct, "
                   "hint) VALUES (?, ?, ?, ?, ?, ?, ?, 0)",
                   ((1e9 + i, BROWSERS[i % students], LAB, f"ex{i % 400}", f"Exercise {i % 400}",
                     f"{rng.randrange(9)}/6", i % 3 == 0) for i in range(answers)))
    db.executemany("INSERT INTO runs (at, browser, page, question, label, seed, n, hits) "
                   "VALUES (?, ?, ?, 'nine-turned|lt-ramsas|4|dealer|13', 'q', ?, 1000, ?)",
                   ((1e9 + i, BROWSERS[i % students], LAB, str(i), 160 + i % 20)
                    for i in range(answers // 20)))
    db.execute("PRAGMA user_version = 0")
    db.execute("COMMIT")
    db.close()


def test_the_teachers_page_does_not_hold_the_server_on_a_big_record(tmp_path, monkeypatch):

    import tornado.web
    from tornado.httpclient import AsyncHTTPClient

    big_record(tmp_path)

    class Student(tornado.web.RequestHandler):  # any request of a student's page
        def get(self):
            self.finish("ok")

    app, _server = teacher_app(tmp_path, monkeypatch, [("/student", Student)])

    def test(case):
        opened = case.fetch("/teacher?code=teach123", follow_redirects=False)
        jar = {"Cookie": opened.headers["Set-Cookie"].split(";")[0]}
        client = AsyncHTTPClient()
        waits, costs = [], []

        async def poll_and_visit():
            for poll in range(4):
                if poll:  # the class answers between two polls: something to work out
                    with ClassRecord(tmp_path) as record:
                        record.answer(BROWSERS[poll], LAB, f"ex{poll}", "E", "1/6", True)
                state = client.fetch(case.get_url("/teacher/state"), headers=jar)
                while not state.done():
                    start = time.perf_counter()
                    await client.fetch(case.get_url("/student"))
                    waits.append(time.perf_counter() - start)
                data = json.loads((await state).body)
                assert data["exercises"] and data["pooled"]["n"] == 5_000 * 1_000
                costs.append(data["seconds"])

        case.io_loop.run_sync(poll_and_visit, timeout=120)
        assert waits and max(waits) < 0.5, (max(waits), costs)
        assert max(costs[1:]) < 0.5, costs  # each later poll: only what changed

    over_http(app, test)


def test_a_record_that_cannot_be_written_is_said_on_the_teachers_page(tmp_path, monkeypatch):
    # the record first: the teacher's routes start working it out on their own thread at
    # once, and a write of this test's meanwhile could make that work find it locked
    with ClassRecord(tmp_path) as record:
        fill(record)
    app, server = teacher_app(tmp_path, monkeypatch)

    def test(case):
        opened = case.fetch("/teacher?code=teach123", follow_redirects=False)
        jar = {"Cookie": opened.headers["Set-Cookie"].split(";")[0]}
        assert json.loads(case.fetch("/teacher/state", headers=jar).body)[
            "record_problem"] is None
        blocker = hold_lock(tmp_path)
        try:
            server.teacher_desk._checked = float("-inf")
            state = json.loads(case.fetch("/teacher/state", headers=jar).body)
            assert "holding the class record" in state["record_problem"]
            assert state["exercises"]  # what was saved is still shown
            sent = case.fetch("/teacher/send", method="POST", headers={
                **jar, "X-Ramsas-Teacher": "1"}, body=json.dumps({"page": LAB, "seed": 4}),
                request_timeout=60)
            assert sent.code == 503
            error = json.loads(sent.body)["error"]
            assert error.startswith("Nobody was sent: the class record cannot be written.")
            assert "locked" in error
        finally:
            blocker.rollback()
            blocker.close()
        server.teacher_desk._checked = float("-inf")
        assert json.loads(case.fetch("/teacher/state", headers=jar).body)[
            "record_problem"] is None

    over_http(app, test)


def run_main(*argv: str) -> int:
    from ramsas_widgets.serve.launcher import main

    return main(list(argv))


def test_forget_lists_everything_asks_and_removes_it(tmp_path, capsys, monkeypatch):
    """--forget removes the record, the exports (also one written elsewhere), the log and
    the codes, after listing them; without a yes it removes nothing."""
    folder, elsewhere = tmp_path / "3B", tmp_path / "mine"
    elsewhere.mkdir()
    with ClassRecord(folder) as record:
        fill(record)
    assert run_main("--export", "--class-folder", str(folder)) == 0
    assert run_main("--export", str(elsewhere / "3B.csv"), "--class-folder", str(folder)) == 0
    (folder / "server.log").write_text("log\n")
    launch.store_codes(folder, "joinabc1", "teach123")
    (folder / "my-notes.txt").write_text("not the guide's")
    capsys.readouterr()
    assert run_main("--forget", "--class-folder", str(folder)) == 2  # not a terminal: no yes
    out = capsys.readouterr()
    assert "nothing was removed" in out.err and (folder / "record.sqlite").exists()
    for name in ("record.sqlite", "class-record.csv", "server.log", "codes.json"):
        assert str(folder / name) in out.out
    assert str(elsewhere / "3B.csv") in out.out
    monkeypatch.setattr("sys.stdin.isatty", lambda: True, raising=False)
    monkeypatch.setattr("builtins.input", lambda _prompt: "no")
    assert run_main("--forget", "--class-folder", str(folder)) == 1
    assert (folder / "record.sqlite").exists()
    monkeypatch.setattr("builtins.input", lambda _prompt: "yes")
    assert run_main("--forget", "--class-folder", str(folder)) == 0
    assert sorted(p.name for p in folder.iterdir()) == ["my-notes.txt"]
    assert not (elsewhere / "3B.csv").exists()


def test_forget_is_refused_while_a_launcher_serves_the_folder(tmp_path, capsys):
    """A running class (another process holding the folder's lock) keeps its record."""
    import subprocess
    import sys

    folder = tmp_path / "3B"
    with ClassRecord(folder) as record:
        fill(record)
    script = ("import sys, time; from pathlib import Path; "
              "from ramsas_widgets.classroom.launch import hold_folder; "
              f"lock = hold_folder(Path({str(folder)!r})); print('held', flush=True); "
              "sys.stdin.read()")
    holder = subprocess.Popen([sys.executable, "-c", script], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert launch.holder_of(folder) == holder.pid
        assert run_main("--forget", "--yes", "--class-folder", str(folder)) == 2
        err = capsys.readouterr().err
        assert f"process {holder.pid}" in err and "Nothing was changed" in err
        assert (folder / "record.sqlite").exists()
        with pytest.raises(ValueError, match="is running"):  # nor a second class
            launch.prepare(launch_args(folder), serving_of())
    finally:
        holder.stdin.close()
        holder.wait(10)
    assert launch.holder_of(folder) is None  # its lock went with it
    assert run_main("--forget", "--yes", "--class-folder", str(folder)) == 0
    assert not (folder / "record.sqlite").exists()


def launch_args(folder, **options):
    from argparse import Namespace

    return Namespace(class_folder=str(folder), teacher_code=options.pop("teacher_code", None),
                     verbose=False, token=options.pop("token", None),
                     new_codes=options.pop("new_codes", False),
                     new_session=options.pop("new_session", False))


def serving_of():
    from ramsas_widgets.serve.launcher import Serving, join_code

    return Serving(ROOT / "notebooks", "127.0.0.2", 8866, classroom=5, token=join_code())


def test_a_class_folder_keeps_its_codes_and_says_it_continues(tmp_path, capsys):
    folder = tmp_path / "3B"
    first = serving_of()
    desk = launch.prepare(launch_args(folder), first)
    codes = (first.token, desk.code)
    assert oct((folder / "codes.json").stat().st_mode & 0o777) == "0o600"
    with ClassRecord(folder) as record:
        fill(record)
        answers = record.counts()["answers"]
    desk.release()
    capsys.readouterr()
    again = serving_of()
    desk = launch.prepare(launch_args(folder), again)
    assert (again.token, desk.code) == codes  # the same codes: nobody types a new one
    out = capsys.readouterr().out
    assert f"Continuing the record of 3B: {answers} answers" in out
    assert "--new-codes makes new ones" in out
    desk.release()
    renewed = serving_of()
    desk = launch.prepare(launch_args(folder, new_codes=True), renewed)
    assert renewed.token != codes[0] and desk.code != codes[1]
    desk.release()
    assert launch.stored_codes(folder) == (renewed.token, desk.code)


def test_a_new_session_keeps_the_last_lesson_exportable(tmp_path, capsys):
    folder = tmp_path / "3B"
    with ClassRecord(folder) as record:
        fill(record)
        answers = record.counts()["answers"]
    desk = launch.prepare(launch_args(folder, new_session=True), serving_of())
    desk.release()
    (kept,) = launch.sessions(folder)
    with ClassRecord(folder) as record:
        assert record.counts()["answers"] == 0  # the new lesson starts empty
    assert f"--export --session {kept}" in capsys.readouterr().out
    out = tmp_path / "last.csv"
    assert run_main("--export", str(out), "--session", kept, "--class-folder",
                    str(folder)) == 0
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len([r for r in rows if r["what"] == "answer"]) == answers
    assert run_main("--export", "--session", "nope", "--class-folder", str(folder)) == 2


def test_the_teachers_state_names_who_was_refused_and_what_to_do(tmp_path, monkeypatch):
    """A student whose address holds its share of pages is on the teacher's page, named as
    the record knows him, with --shared-address as the fix; once in, he is off it."""
    import json

    from ramsas_widgets.classroom.teacher import cookie_value
    from ramsas_widgets.serve.server import note_refusal

    with ClassRecord(tmp_path) as record:
        ben = record.own("k1", "cookie-of-ben")
        record.join(ben, "Ben", LAB, kernel="k1")
    app, server = teacher_app(tmp_path, monkeypatch)
    note_refusal(server, "pages-address", "10.0.0.7", "cookie-of-ben", count=6, limit=6)
    note_refusal(server, "guesses", "10.0.0.8")
    with pytest.raises(ValueError):  # a reason the page has no words for is refused
        note_refusal(server, "why-not", "10.0.0.9")
    cookie = {"Cookie": f"ramsas_teacher={cookie_value('teach123')}"}

    def test(case):
        def refused():
            response = case.fetch("/teacher/state", headers=cookie)
            assert response.code == 200
            return json.loads(response.body)["refused"]

        first, second = refused()
        assert (second["reason"], second["name"], second["address"]) == (
            "pages-address", "Ben", "10.0.0.7")
        assert "held 6 pages" in second["said"] and "--shared-address" in second["fix"]
        assert first["reason"] == "guesses" and first["name"] is None
        server.teacher_desk.refusals.admitted("10.0.0.7", "cookie-of-ben")
        assert [r["reason"] for r in refused()] == ["guesses"]

    over_http(app, test)
