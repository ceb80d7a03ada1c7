"""The words of a page's frame and scripts (ramsas_widgets.widgets.page_words), the page's
language in its <html lang>, the language switch, and ``--lang`` of the launcher."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ramsas_widgets.i18n.locale import LANGUAGES, NATIVE_NAMES, page_language, speaker
from ramsas_widgets.i18n.messages import fields
from ramsas_widgets.serve import launcher
from ramsas_widgets.serve.rules_page import notebook_cells, page_html
from ramsas_widgets.widgets.page_words import SCRIPT_WORDS, language_links, place, script_words

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "ramsas_widgets" / "share" / "jupyter" / "voila" / "templates" / "ramsas"
STATIC = TEMPLATE / "static"
SITE_STATIC = TEMPLATE.with_name("ramsas-site") / "static"
SAY = re.compile(r'say\("([a-z.-]+)",\s*\{[^}]*\},\s*((?:"[^"]*"\s*\+?\s*)+)\)', re.S)


def js_english() -> dict[str, str]:
    """Each script's ``say(key, values, english)``: key -> the English it falls back to."""
    found: dict[str, str] = {}
    for path in [*STATIC.glob("*.js"), *SITE_STATIC.glob("*.js")]:
        for key, parts in SAY.findall(path.read_text(encoding="utf-8")):
            english = "".join(re.findall(r'"([^"]*)"', parts))
            assert found.setdefault(key, english) == english, f"{path.name}: {key}"
    return found


def test_a_scripts_english_is_the_catalogues():
    """The English a script shows on a page without its words is the message's own."""
    english = js_english()
    assert set(english) == set(SCRIPT_WORDS)
    for key, message in SCRIPT_WORDS.items():
        assert english[key] == script_words("en")[key] == str(message), key


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_scripts_words_keep_their_fields_in_every_language(code):
    for key, message in SCRIPT_WORDS.items():
        said = script_words(code)[key]
        assert sorted(re.findall(r"\{([a-z_]+)\}", said)) == sorted(fields(message)), key


def test_the_bar_says_where_a_page_stands_in_its_language():
    assert place("03_russian_rams.ipynb", "en", 7) == "Lesson 3 of 7"
    assert place("03_russian_rams.ipynb", "lt", 7) == "Pamoka 3 iš 7"
    assert place("00_index.ipynb", "lt", 7) == "7 pamokos"
    assert place("00_index.ipynb", "lt", 1) == "1 pamoka"
    assert place("00_index.ipynb", "lt", 10) == "10 pamokų"
    assert language_links("01_a.ipynb", "en", ("en", "lt")) == [
        {"code": "lt", "name": "Lietuvių", "href": "lt/01_a.ipynb"}]
    assert language_links("01_a.ipynb", "lt", ("en", "lt")) == [
        {"code": "en", "name": "English", "href": "../01_a.ipynb"}]


def test_a_page_speaks_the_language_of_its_folder_or_of_the_variable(monkeypatch, tmp_path):
    monkeypatch.delenv("RAMSAS_LANG", raising=False)
    assert page_language(tmp_path / "lt") == "lt"
    assert page_language(tmp_path / "notebooks") == "en"
    monkeypatch.setenv("RAMSAS_LANG", "lt")
    assert page_language(tmp_path) == "lt"
    monkeypatch.setenv("RAMSAS_LANG", "xx")
    with pytest.raises(LookupError, match="RAMSAS_LANG"):
        page_language(tmp_path)


def test_the_rules_page_without_a_kernel_speaks_its_language():
    text = (ROOT / "docs" / "rules" / "lt.md").read_text(encoding="utf-8")
    html = page_html(notebook_cells(text, "lt"), static_url="s/", dark_theme_url="d.css",
                     light_theme_url="l.css", frame={"lang": "lt", "languages": [
                         {"code": "en", "name": "English", "href": "../08_rules.ipynb"}]})
    assert html.startswith('<!DOCTYPE html>\n<html lang="lt">')
    assert "Ramso vadovas · Taisyklės" in html and "← Atgal: turinys" in html
    assert 'href="../08_rules.ipynb" hreflang="en"' in html and "## Turinys" not in html
    assert ">Turinys</h2>" in html and 'id="LT-DEAL-2"' in html
    english = page_html(notebook_cells((ROOT / "docs" / "RULES.md").read_text("utf-8")),
                        static_url="s/", dark_theme_url="d.css", light_theme_url="l.css")
    assert '<html lang="en">' in english and "← Back to the index" in english
    assert "The Rams guide · The rules" in english and "rw-languages" not in english


def test_a_language_is_a_folder_of_catalogues_that_names_itself():
    """A new language is its folder of catalogues: the list of languages, the names the
    switch and the first page show (the server hands them to tree.html) come from it."""
    from ramsas_widgets.i18n.locale import CATALOGUES

    folders = {p.name for p in CATALOGUES.iterdir() if p.is_dir()}
    assert set(LANGUAGES) == folders and LANGUAGES[0] == "en"
    assert NATIVE_NAMES == {"en": "English", "lt": "Lietuvių"}
    tree = (TEMPLATE / "tree.html").read_text(encoding="utf-8")
    assert "ramsas_languages" in tree and "Lietuvių" not in tree


def test_the_launcher_serves_and_preheats_one_language(tmp_path):
    notebooks = ROOT / "notebooks"
    args = launcher.parser().parse_args(["--lang", "lt", "--no-browser",
                                         "--notebooks", str(notebooks)])
    serving = launcher.plan(args)
    assert serving.lesson == "lt/00_index.ipynb"
    assert serving.url.endswith("/voila/render/lt/00_index.ipynb")
    assert "--GuideServer.lang=lt" in launcher.server_command(serving)
    assert serving.pooled_pages == len(launcher.kernel_pages(notebooks, "lt")) == 8
    assert launcher.find_lesson(notebooks, "3", "lt") == "lt/03_russian_rams.ipynb"
    english = launcher.plan(launcher.parser().parse_args(["--notebooks", str(notebooks)]))
    assert english.lesson == "00_index.ipynb" and english.lang == "en"
    assert "--GuideServer.lang=en" in launcher.server_command(english)
    with pytest.raises(SystemExit):
        launcher.parser().parse_args(["--lang", "xx"])
    (tmp_path / "00_index.ipynb").write_text("{}")
    with pytest.raises(launcher.LaunchError, match="holds no pages"):
        launcher.find_lesson(tmp_path, None, "lt")


def test_every_language_speaks_the_frames_messages():
    for code in LANGUAGES:
        assert speaker(code).has("frame.lesson") and speaker(code).has("rules-page.contents")
