"""A class served in the guide's language (``python -m ramsas_widgets --classroom N --lang lt``):
the teacher's page, the worksheets, the join page, the class-full page, the refusals the
teacher reads and the launcher's lines said in Lithuanian, with ``<html lang>`` saying so and
no English left; in the pseudo-language (every message accented and in brackets) no word
that bypassed a message; and the teacher's script's English the English catalogue's."""

from __future__ import annotations

import json
import pathlib
import re
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from page_text import visible  # noqa: E402
from widget_words import english_left, unaccented_words  # noqa: E402

from ramsas_widgets.classroom import class_view, launch, teacher, worksheet  # noqa: E402
from ramsas_widgets.classroom.kernel import FOLDER_ENV  # noqa: E402
from ramsas_widgets.classroom.record import ClassRecord  # noqa: E402
from ramsas_widgets.classroom.refusals import REASONS, Refusals  # noqa: E402
from ramsas_widgets.i18n.locale import PSEUDO, speaker  # noqa: E402
from ramsas_widgets.i18n.messages import fields  # noqa: E402
from ramsas_widgets.serve import server  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LAB = "06_probability_lab.ipynb"
RULES = "01_lithuanian_ramsas.ipynb"
LANGS = ("lt", PSEUDO)
#: Each language's lessons (the pseudo-language has none of its own: the English ones).
FOLDER = {"lt": NOTEBOOKS / "lt", PSEUDO: NOTEBOOKS}
TEACHER_JS = ROOT / "ramsas_widgets" / "classroom" / "static" / "teacher.js"
#: say(key, values, english) and sayParts(...) in the teacher's script: the key, the English
SAY = re.compile(r'\bsay(?:Parts)?\("([a-z.-]+)",\s*(?:\{[^}]*\}|[A-Za-z_.]+),\s*'
                 r'((?:"[^"]*"\s*\+?\s*)+)\)', re.S)


def shown(html: str) -> str:
    """What a person reads of a page: its text without its scripts and styles."""
    return visible(re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S))


def speaks(html: str, lang: str) -> str:
    """Check a whole page is in ``lang``: its ``<html lang>``, no field left unfilled, no
    English in Lithuanian, no word outside a message in the pseudo-language."""
    assert html.startswith(f'<!DOCTYPE html>\n<html lang="{lang}">'), html[:80]
    text = shown(html)
    assert "{" not in text and "$" not in text, text
    if lang == PSEUDO:
        assert not unaccented_words(text), (unaccented_words(text), text)
    else:
        assert not english_left(text), (english_left(text), text)
    return text


def words_of(template: str, lang: str) -> None:
    """Check one of the script's templates (its ``{fields}`` taken out) is in ``lang``."""
    bare = re.sub(r"\{[a-z_]+\}", " ", template)
    if lang == PSEUDO:
        assert not unaccented_words(bare), (template, unaccented_words(bare))
    else:
        assert not english_left(bare), (template, english_left(bare))


@pytest.fixture
def teacher_http(tmp_path, monkeypatch):
    """``get(lang, path)``: the teacher's routes of a class in ``tmp_path`` served in
    ``lang`` (as the guide's server gives its language, GuideServer.lang), with her cookie."""
    import tornado.testing
    import tornado.web

    cases = []

    def get(lang: str, path: str):
        speaker(lang)  # its catalogues read once, before the server's first answer
        monkeypatch.setenv(teacher.CODE_ENV, "teach123")
        monkeypatch.setenv(FOLDER_ENV, str(tmp_path))

        class Server:
            base_url = "/"
            root_dir = str(NOTEBOOKS)
            identity_provider = type("Provider", (), {"token": "joinabc"})()
            kernel_manager = None

        Server.lang = lang
        app = tornado.web.Application(teacher.teacher_routes(Server()))

        class Case(tornado.testing.AsyncHTTPTestCase):
            def get_app(self):
                return app

            def runTest(self):
                pass

        case = Case()
        case.setUp()
        cases.append(case)
        cookie = f"{teacher.COOKIE}={teacher.cookie_value('teach123')}"
        return case.fetch(path, headers={"Cookie": cookie})

    try:
        yield get
    finally:
        for case in cases:
            case.tearDown()


@pytest.mark.parametrize("lang", LANGS)
def test_the_teachers_page_speaks_the_class_language(lang, teacher_http):
    page = teacher_http(lang, "/teacher")
    assert page.code == 200
    html = page.body.decode()
    text = speaks(html, lang)
    said = speaker(lang)
    assert said.say(teacher.PAGE_WORDS["class"].id) in text
    # the script's words, handed to the page in its language, each form of each count
    words = json.loads(re.search(r'<script type="application/json" id="rw-words">(.*?)'
                                 r"</script>", html, re.S).group(1))
    assert words == teacher.script_words(lang)
    for entry in words.values():
        for template in entry["forms"].values() if isinstance(entry, dict) else [entry]:
            words_of(template, lang)
    config = json.loads(re.search(r"window.RAMSAS_TEACHER = (.*?);</script>", html).group(1))
    assert config["lang"] == lang


def test_the_lithuanian_class_goes_to_the_lithuanian_lessons(teacher_http):
    """The lessons the page lists are the Lithuanian pages, by their titles; its class link
    leads to lt/; a worksheet is the Lithuanian lesson's."""
    html = teacher_http("lt", "/teacher").body.decode()
    title = json.loads((NOTEBOOKS / "lt" / LAB).read_text("utf-8"))["metadata"]["title"]
    assert f'<option value="{LAB}">6 pamoka: {title}</option>' in html
    assert '<option value="00_index.ipynb">Turinys</option>' in html
    link = json.loads(teacher_http("lt", f"/teacher/link?page={LAB}&seed=42").body)
    assert link["url"].endswith(f"/voila/render/lt/{LAB}?token=joinabc#seed=42")
    assert "<title>Klasės nuorodos QR kodas</title>" in link["svg"]
    sheet = teacher_http("lt", f"/teacher/worksheet?lesson={LAB}&seed=42").body.decode()
    assert "Užduočių lapas – 6 pamoka: Tikimybių laboratorija" in speaks(sheet, "lt")
    refused = teacher_http("lt", "/teacher/worksheet?lesson=nope.ipynb").body.decode()
    assert "Tokio užduočių lapo nėra" in speaks(refused, "lt")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("lesson, key", [(LAB, False), (RULES, False), (RULES, True)])
def test_a_worksheet_speaks_the_class_language(lang, lesson, key):
    html = worksheet.worksheet_page(FOLDER[lang] / lesson, 42, key, lang)
    text = speaks(html, lang)
    numbers = [int(n) for n in re.findall(r"<h2>(\d+)\. ", html)]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 5
    if lang == "lt":
        assert ("Atsakymai – " if key else "Užduočių lapas – ") in text
        assert not key or "Geriau:" in text


def test_a_lithuanian_sheet_writes_numbers_as_lithuanian_does():
    items = worksheet.probability_items(42, key=False, lang="lt")
    assert "Pirmas 10\xa0000 dalijimų paleidimas" in items[0]
    assert "Pirmas 100\xa0000 dalijimų paleidimas" in items[1]
    assert "(maždaug 1 iš" in items[1] and "0,0" in items[1]
    assert worksheet.plain_number(1.765e-05, said=speaker("lt")) == \
        "0,00001765 (maždaug 1 iš 56\xa0700)"


@pytest.mark.parametrize("lang", LANGS)
def test_the_join_page_speaks_the_class_language(lang):
    speaks(server.join_page("/voila/render/lt/00_index.ipynb",
                            '<input type="hidden" name="_xsrf" value="x">', failed=False,
                            lang=lang), lang)
    text = speaks(server.join_page("/n", "", failed=True, lang=lang), lang)
    assert speaker(lang).say(server.JOIN_WRONG.id) in text
    for wait in (30, 60, 240):
        speaks(server.guesses_page(wait, "/n", lang), lang)
    speaks(server.leave_page("", lang), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_the_class_full_page_speaks_the_class_language(lang):
    for retry, known in ((1, True), (40, True), (60, True), (200, True), (60, False),
                         (300, False)):
        speaks(server.class_full_page(retry, known, "/voila/render/lt/06.ipynb", lang), lang)
    for where in ("browser", "address"):
        for retry in (None, 30, 600):
            speaks(server.too_many_pages_page(4, where, retry, "/a", lang), lang)


@pytest.mark.parametrize("n, words", [(1, "po 10 sekundžių"), (50, "po 50 sekundžių"),
                                      (60, "po minutės"), (120, "po 2 minučių"),
                                      (1260, "po 21 minutės")])
def test_a_wait_takes_its_lithuanian_form(n, words):
    assert words in shown(server.class_full_page(n, True, "/a", "lt"))


def test_the_refusals_the_teacher_reads_speak_the_class_language():
    refusals = Refusals()
    for k, reason in enumerate(REASONS):
        refusals.note(reason, f"10.0.0.{k}", f"cookie-{k}", count=3, limit=21)
    for lang in LANGS:
        state = refusals.state(lang=lang)
        assert {item["reason"] for item in state} == set(REASONS)
        for item in state:
            words_of(item["said"], lang)
            words_of(item["fix"], lang)
    said = {item["reason"]: item["said"] for item in refusals.state(lang="lt")}
    assert "atverti 3 vadovo puslapiai" in said["pages-browser"]
    assert "(21)" in said["pages-address"] and "3 puslapius" in said["pages-address"]


def test_what_the_state_says_speaks_the_class_language(tmp_path):
    """The state's own words (a lesson's name, the answers past the chart's bars, the
    spreadsheet's columns, the class's interval) in Lithuanian."""
    record = ClassRecord(tmp_path)
    for k in range(9):
        browser = record.browser_of(f"c{k}")
        record.join(browser, f"S{k}", LAB, kernel=f"k{k}")
        record.answer(browser, LAB, "ex", "Užduotis", f"{k}/7", k == 1)
    record.run(record.browser_of("c0"), LAB, "nine-turned|lt-ramsas|4|dealer|13", "q", "1",
               10_000, 1650)
    data = class_view.state(record, None, lang="lt")
    assert data["pages"][0]["title"].startswith("6 pamoka: ")
    assert data["exercises"][0]["bars"][-1]["answer"] == "kiti atsakymai"
    pooled = data["pooled"]
    assert pooled["exact_text"] == "1/6 = 0,1667" and pooled["estimate_text"] == "0,165"
    assert pooled["interval_text"].startswith("nuo 0,1")
    header, _rows = class_view.student_table(record, "lt")
    assert header[0] == "mokinys" and header[-1] == "neatsakyta"
    for lang in LANGS:
        words_of(" ".join(class_view.student_table(record, lang)[0][:2]), lang)


def test_the_launchers_lines_speak_its_language(tmp_path, capsys):
    from argparse import Namespace

    from ramsas_widgets.serve.launcher import Serving

    serving = Serving(NOTEBOOKS, "127.0.0.2", 8866, classroom=5, token="joinabc", lang="lt")
    folder = tmp_path / "3B"
    desk = launch.prepare(Namespace(class_folder=str(folder), teacher_code="teach123",
                                    verbose=False), serving)
    try:
        from ramsas_widgets.serve.launcher import banner, qr_text

        lines = banner(serving).replace(qr_text(serving.url), " ") + desk.banner(serving) \
            + desk.ready_line(serving)
        assert "teacher?code=teach123" in lines and "joinabc" in desk.ready_line(serving)
        words = lines.replace(str(folder), " ").replace(serving.url, " ") \
            .replace(serving.base, " ").replace(serving.lesson, " ")
        assert "MOKYTOJO" in words and not english_left(words), english_left(words)
    finally:
        desk.release()
    for answers, runs, words in ((1, 0, "1 atsakymas ("), (2, 1, "2 atsakymai ir 1 "
                                 "laboratorijos paleidimas"), (10, 22, "10 atsakymų ir 22 "),
                                 (21, 0, "21 atsakymas")):
        said = launch.record_words(tmp_path / "3B", {"answers": answers, "runs": runs}, "lt")
        assert words in said and "„3B“" in said, said
    assert launch.record_words(tmp_path / "3B", {"answers": 1, "runs": 2}) == (
        "Continuing the record of 3B: 1 answer and 2 lab runs (--new-session starts a new "
        "lesson's record and keeps this one).")


def test_the_launchers_refusals_speak_its_language():
    """An option the launcher cannot serve is refused in the language asked for, its
    values kept; in English as it always read."""
    from ramsas_widgets.serve.launcher import (
        MAX_PAGES,
        NO_LESSON,
        TOKEN_SHORT,
        LaunchError,
        find_lesson,
    )

    with pytest.raises(LaunchError) as caught:
        find_lesson(NOTEBOOKS, "9", "lt")
    lt = caught.value.said("lt")
    assert "tokio puslapio nėra" in lt and "lt/00_index" in lt and " ir lt/" in lt
    assert str(caught.value).startswith("--lesson 9: no such page; the pages are lt/00_index")
    assert caught.value.message is NO_LESSON
    short = LaunchError(TOKEN_SHORT, least=8, has=4)
    assert str(short).startswith("--token: a join code needs at least 8 letters and digits "
                                 "(this one has 4)")
    for error in (short, LaunchError(MAX_PAGES)):
        words = error.said("lt")
        assert not english_left(words.replace("--token", " ").replace("--max-pages", " ")), words



    """The English each say() of teacher.js shows without its words is the message's."""
    found: dict[str, str] = {}
    for key, parts in SAY.findall(TEACHER_JS.read_text(encoding="utf-8")):
        english = "".join(re.findall(r'"([^"]*)"', parts))
        assert found.setdefault(key, english) == english, key
    assert set(found) == set(teacher.SCRIPT_WORDS)
    english = teacher.script_words("en")
    for key, (message, counts) in teacher.SCRIPT_WORDS.items():
        assert found[key] == str(message), key
        said = english[key]
        forms = said["forms"].values() if counts else [said]
        assert all(form == str(message) for form in forms), key


@pytest.mark.parametrize("lang", LANGS)
def test_the_scripts_words_keep_their_fields_and_take_every_plural_form(lang):
    words = teacher.script_words(lang)
    for key, (message, counts) in teacher.SCRIPT_WORDS.items():
        templates = (list(words[key]["forms"].values()) if counts else [words[key]])
        for template in templates:
            assert sorted(set(re.findall(r"\{([a-z_]+)\}", template))) == \
                sorted(fields(message)), (key, template)
    if lang == "lt":
        forms = words["present.other"]["forms"]
        assert (forms["one"], forms["few"], forms["other"]) == (
            "{n} mokinys čia", "{n} mokiniai čia", "{n} mokinių čia")
        assert words["pooled.added.one-other"]["forms"]["one few"] == \
            "Sudėta: {students} mokinys, {runs} paleidimai."


def test_what_is_wrong_with_the_record_is_said_in_the_teachers_language():
    """A record that cannot be used is said on the teacher's page in her language, kind by
    kind, from the error the database gave (nothing read from a sentence)."""
    import sqlite3

    from ramsas_widgets.classroom.record import TROUBLE, Student, record_error, trouble

    errors = {"damaged": sqlite3.DatabaseError("file is not a database"),
              "full": sqlite3.OperationalError("database or disk is full"),
              "read-only": sqlite3.OperationalError("attempt to write a readonly database"),
              "locked": sqlite3.OperationalError("database is locked"),
              "unopened": sqlite3.OperationalError("unable to open database file"),
              "other": sqlite3.OperationalError("disk I/O error")}
    assert set(errors) == set(TROUBLE)
    lt = speaker("lt")
    for kind, err in errors.items():
        said = trouble(err, "klase/record.sqlite", lt)
        assert "klase/record.sqlite" in said and not english_left(said), (kind, said)
        wrapped = record_error(err, "klase/record.sqlite")
        assert wrapped.kind == kind and str(wrapped) == trouble(err, "klase/record.sqlite")
        assert trouble(wrapped, "elsewhere", lt) == said
    assert Student("abcdef12", "").said_name(lt) == "Mokinys abcd"
    assert Student("abcdef12", "").name == "Student abcd"
