"""What the teacher reads of each student, without a browser: equal answers one bar, the
grid of students by exercise, the student table she opens in a spreadsheet (over HTTP, as
her page downloads it), and the printed sheets' words and numbers.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pytest

from ramsas_widgets.classroom import class_view, worksheet
from ramsas_widgets.classroom.record import ClassRecord

ROOT = Path(__file__).resolve().parents[1]
LAB = "06_probability_lab.ipynb"
RULES = "01_lithuanian_ramsas.ipynb"


def test_equal_answers_are_one_bar():
    first = [("1/6", True, False), ("16.7%", True, False), ("0.1667", True, True),
             ("1/6", True, False), ("0.25", False, False), ("1/4", False, False),
             ("0.2", False, False), ("", False, False), ("A♠", False, False),
             (" a♠ ", False, False)]
    bars = class_view.grouped_bars(first)
    assert [(b["answer"], b["count"], b["correct"]) for b in bars] == [
        ("1/6", 4, True), ("1/4", 2, False), ("A♠", 2, False), ("(nothing)", 1, False),
        ("0.2", 1, False)]
    assert set(bars[0]["forms"]) == {"1/6", "16.7%", "0.1667"}
    # a right and a wrong answer of one value stay apart: a bar is one or the other
    split = class_view.grouped_bars([("0.17", True, False), ("1/6", True, False),
                                     ("0.167", False, False)])
    assert sorted((b["count"], b["correct"]) for b in split) == [(1, False), (1, True),
                                                                (1, True)]


def test_the_spread_counts_values_not_spellings(tmp_path):
    record = ClassRecord(tmp_path)
    for i, typed in enumerate(["1/6", "16.7%", "0.1667", "1/4"]):
        browser = record.browser_of(f"c{i}")
        record.join(browser, f"S{i}", LAB, kernel=f"k{i}")
        record.answer(browser, LAB, "ex", "Exercise", typed, typed != "1/4", hint=i == 2)
    ex = class_view.state(record, None)["exercises"][0]
    assert [(b["answer"], b["count"]) for b in ex["bars"]] == [("1/6", 3), ("1/4", 1)]
    assert (ex["right_first"], ex["right_hinted"]) == (2, 1)


def class_of_four(record: ClassRecord) -> dict[str, str]:
    """Four students on lesson 6: Ana right at first, Ben right after a hint, Cy wrong,
    Dee not yet (on the latest exercise); an earlier exercise answered by Ana only."""
    browsers = {}
    for k, name in enumerate(["Ana", "Ben", "Cy", "Dee"]):
        browsers[name] = record.browser_of(f"cookie-{name}")
        record.join(browsers[name], name, LAB, kernel=f"k{k}")
    record.answer(browsers["Ana"], LAB, "early", "Earlier exercise", "3/8", True)
    record.answer(browsers["Ana"], LAB, "ex", "Exercise", "1/6", True)
    record.answer(browsers["Ben"], LAB, "ex", "Exercise", "0.1667", True, hint=True)
    record.answer(browsers["Cy"], LAB, "ex", "Exercise", "1/4", False)
    record.answer(browsers["Cy"], LAB, "ex", "Exercise", "1/6", True)  # a second try
    return browsers


def test_the_grid_of_students_by_exercise(tmp_path):
    record = ClassRecord(tmp_path)
    class_of_four(record)
    grid = class_view.state(record, alive={"k0", "k1", "k2", "k3"})["grid"]
    assert [c["exercise"] for c in grid["columns"]] == ["early", "ex"]  # as the lesson goes
    cells = {r["name"]: r["cells"] for r in grid["rows"]}
    assert cells == {"Ana": ["right", "right"], "Ben": ["", "hinted"], "Cy": ["", "wrong"],
                     "Dee": ["", ""]}
    assert grid["waiting"] == ["Dee"] and grid["latest"] == "ex"
    # Dee closes her page: she is not waited for; Ana's page closed, her answers stay
    grid = class_view.state(record, alive={"k1", "k2"})["grid"]
    assert grid["waiting"] == [] and [r["name"] for r in grid["rows"]] == ["Ana", "Ben", "Cy"]
    assert [r["here"] for r in grid["rows"]] == [False, True, True]


def test_the_grid_reads_kept_first_answers_not_every_answer(tmp_path):
    """The grid costs a lookup per exercise shown: SQLite's plan uses the kept table's key."""
    record = ClassRecord(tmp_path)
    class_of_four(record)
    plan = " ".join(str(row) for row in record.db.execute(
        "EXPLAIN QUERY PLAN SELECT browser, correct, hint FROM first_answers WHERE "
        "exercise = ?", ("ex",)))
    assert "SEARCH" in plan and "answers " not in plan.replace("first_answers", "")


def test_the_student_table(tmp_path):
    record = ClassRecord(tmp_path)
    browsers = class_of_four(record)
    sneaky = record.browser_of("cookie-sneaky")
    record.join(sneaky, "=HYPERLINK(\"x\")", LAB, kernel="k9")
    record.answer(sneaky, LAB, "ex", "Exercise", "1/6", True)
    header, rows = class_view.student_table(record)
    assert header == ["student", "browser", "Lesson 6: Probability lab: Earlier exercise",
                      "Lesson 6: Probability lab: Exercise", "right at first try",
                      "right after a hint", "wrong", "not answered"]
    by_name = {r[0]: r for r in rows}
    assert by_name["Ana"] == ["Ana", browsers["Ana"], "right", "right", "2", "0", "0", "0"]
    assert by_name["Ben"][2:] == ["", "right after a hint", "0", "1", "0", "1"]
    assert by_name["Cy"][2:] == ["", "wrong", "0", "0", "1", "1"]
    assert "Dee" not in by_name  # nothing answered: nothing to grade


@pytest.fixture
def teacher_http(tmp_path, monkeypatch):
    """``get(path)`` on the teacher's routes of a class in ``tmp_path`` (with her cookie)."""
    import tornado.testing
    import tornado.web

    from ramsas_widgets.classroom import teacher
    from ramsas_widgets.classroom.kernel import FOLDER_ENV

    monkeypatch.setenv(teacher.CODE_ENV, "teach123")
    monkeypatch.setenv(FOLDER_ENV, str(tmp_path))

    class Server:
        base_url = "/"
        root_dir = str(ROOT / "notebooks")
        identity_provider = type("Provider", (), {"token": "joinabc"})()
        kernel_manager = None

    app = tornado.web.Application(teacher.teacher_routes(Server()))
    cookie = f"{teacher.COOKIE}={teacher.cookie_value('teach123')}"

    class Case(tornado.testing.AsyncHTTPTestCase):
        def get_app(self):
            return app

        def runTest(self):
            pass

    case = Case()
    case.setUp()
    try:
        yield lambda path, **kw: case.fetch(path, headers={"Cookie": cookie}, **kw)
    finally:
        case.tearDown()


def test_the_student_table_downloads_for_a_spreadsheet(tmp_path, teacher_http):
    record = ClassRecord(tmp_path)
    class_of_four(record)
    sneaky = record.browser_of("cookie-sneaky")
    record.join(sneaky, "=HYPERLINK(\"x\")", LAB, kernel="k9")
    record.answer(sneaky, LAB, "ex", "=cmd|' /C calc'!A0", "1/6", True)
    record.close()
    got = teacher_http("/teacher/students.csv")
    assert got.code == 200 and got.headers["Content-Type"] == "text/csv; charset=utf-8"
    assert "class-students-" in got.headers["Content-Disposition"]
    assert got.body.startswith("\ufeff".encode())  # a spreadsheet reads it as UTF-8
    rows = list(csv.reader(io.StringIO(got.body.decode("utf-8-sig"))))
    assert rows[0][0] == "student" and len(rows) == 5
    assert {r[0] for r in rows[1:]} == {"Ana", "Ben", "Cy", "'=HYPERLINK(\"x\")"}
    assert all(not cell.startswith(("=", "+", "@")) for row in rows for cell in row)
    # the event log beside it, with a BOM too; the page links both
    log = teacher_http("/teacher/export.csv")
    assert log.code == 200 and log.body.startswith("\ufeff".encode())
    page = teacher_http("/teacher").body.decode()
    assert 'id="t-table"' in page and 'id="t-export"' in page


def test_sheets_in_plain_words_numbered_once():
    for page in (LAB, RULES):
        for key in (False, True):
            html = worksheet.worksheet_page(ROOT / "notebooks" / page, 42, key)
            html = html[html.index("<main>"):]
            text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))
            assert "#seed" not in text and "class link" not in text
            assert not re.search(r"\d[eE][+-]?\d", text), "a number with a power of ten"
            numbers = [int(n) for n in re.findall(r"<h2>(\d+)\. ", html)]
            assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 4
            assert not re.search(r"question \d|exercise \d", text)


def test_the_sheets_stated_deals_are_the_run_it_prints():
    from ramsas_widgets.widgets.probability_lab import EXERCISES

    items = worksheet.probability_items(42, key=True)
    for ex, text in zip(EXERCISES, items, strict=True):
        stated = re.search(r"Simulate ([\d,]+) deals", ex.prompt)
        want = stated.group(1) if stated else f"{worksheet.SIMULATED:,}"
        assert f"A first run of {want} deals:" in text, (ex.title, text)
    assert "(about 1 in" in items[1]  # all four jacks: rare, said how rare


def test_plain_numbers():
    assert worksheet.plain_number(1.765e-05) == "0.00001765 (about 1 in 56,700)"
    assert worksheet.plain_number(0.5120, rare=False) == "0.512"
    assert worksheet.plain_number(1.0) == "1"
