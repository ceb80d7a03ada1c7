"""Each lesson's glossary (ramsas_widgets.i18n.glossary): written by the notebook builder
where the lesson's source marks it, in every language, with the same words of the game's
language and their meanings said in the page's."""

from __future__ import annotations

import nbformat
import pytest

from ramsas_widgets.i18n.glossary import GLOSSARIES, MARKER, glossary_table
from ramsas_widgets.i18n.locale import LANGUAGES, speaker
from tests.test_i18n import english_left
from tests.test_notebooks import NOTEBOOKS

SOURCES = NOTEBOOKS / "src"


def source(name: str, code: str):
    folder = SOURCES if code == "en" else SOURCES / code
    return folder / name.replace(".ipynb", ".md")


def built(name: str, code: str) -> str:
    folder = NOTEBOOKS if code == "en" else NOTEBOOKS / code
    nb = nbformat.read(folder / name, as_version=4)
    return "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_glossary_is_marked_in_its_lesson_and_only_there(code):
    marked = {p.name.replace(".md", ".ipynb") for p in
              (SOURCES if code == "en" else SOURCES / code).glob("[0-9][0-9]_*.md")
              if MARKER in p.read_text(encoding="utf-8")}
    assert marked == set(GLOSSARIES)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", sorted(GLOSSARIES))
def test_a_lessons_glossary_is_written_in_its_language(name, code):
    page = built(name, code)
    assert MARKER not in page
    table = glossary_table(name, code)
    assert table in page
    said = speaker(code)
    _language, entries = GLOSSARIES[name]
    rows = table.splitlines()[2:]
    assert len(rows) == len(entries)
    for row, entry in zip(rows, entries, strict=True):
        assert row.startswith(f"| {entry.term} |")
        assert row.endswith(f" {said.say(entry.meaning.id)} |")
        if entry.transliteration:
            assert f"| {entry.transliteration} |" in row
    if code != "en":
        meanings = " ".join(said.say(e.meaning.id) for e in entries)
        heads = table.splitlines()[0]
        assert not english_left(meanings + " " + heads), english_left(meanings + heads)
