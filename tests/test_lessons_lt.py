"""The lessons in every other language (``notebooks/src/lt/``...) keep in step with the
English ones.

Each lesson is cut into sections at its ``## `` headings, as the rules catalogue is
(section 0 is the front matter and the ``#`` title with what follows it). Per section: an
``<!-- en: … -->`` comment right after the heading with the first 12 hex digits of the
SHA-256 of the English section it was written from (a changed English section is listed as
stale), the same code cells in the same order, the same rule IDs and card codes, the same
``###`` subsections, and no English left in the prose.

    python tests/test_lessons_lt.py [NAME.md ...]   # the hashes to record, and the problems
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_rules_lt import (  # noqa: E402 - the rules catalogue's own section tools
    CARD,
    RULE_ID,
    diff,
    recorded_hash,
    section_hash,
    split_sections,
)
from widget_words import english_left  # noqa: E402

from ramsas_widgets.i18n.locale import LANGUAGES  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "notebooks" / "src"
LT = SRC / "lt"
LESSONS = sorted(p.name for p in SRC.glob("*.md"))
#: Every language but English (each with its lessons in ``SRC/<code>/``).
TRANSLATIONS = tuple(code for code in LANGUAGES if code != "en")
CODE_CELL = re.compile(r"^```\{code-cell\}.*?^```$", re.M | re.S)
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK_TARGET = re.compile(r"\]\(([^)]*)\)")
#: Words a Lithuanian lesson keeps in English: names of software and of the games' notation.
KEPT = {"Voilà", "Binder", "Jupyter"}


def prose(text: str) -> str:
    """``text`` without its code cells, code spans, link targets, HTML comments and front
    matter keys."""
    text = CODE_CELL.sub(" ", text)
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    text = LINK_TARGET.sub("]( )", text)
    return CODE_SPAN.sub(" ", text)


def problems(name: str, code: str = "lt") -> list[str]:
    english = split_sections((SRC / name).read_text(encoding="utf-8"))
    path = (LT if code == "lt" else SRC / code) / name
    if not path.is_file():
        return [f"{name}: no lesson in {code} (notebooks/src/{code}/{name})"]
    lithuanian = split_sections(path.read_text(encoding="utf-8"))
    found = []
    if len(english) != len(lithuanian):
        found.append(f"{name}: {len(english) - 1} '##' sections in English, "
                     f"{len(lithuanian) - 1} in Lithuanian")
    for e, t in zip(english, lithuanian, strict=False):
        where = f"{name} section {e.number} ({e.heading.strip() or 'introduction'})"
        recorded, now = recorded_hash(t), section_hash(e)
        if recorded is None:
            found.append(f"{where}: no '<!-- en: {now} -->' after its heading")
        elif recorded != now:
            found.append(f"{where}: stale, written from English {recorded}, "
                         f"the English is now {now}")
        if CODE_CELL.findall(e.text) != CODE_CELL.findall(t.text):
            found.append(f"{where}: the code cells differ")
        for what, pattern in (("rule IDs", RULE_ID), ("card codes", CARD)):
            a, b = Counter(pattern.findall(prose(e.text))), Counter(pattern.findall(prose(t.text)))
            if set(a) != set(b):
                found.append(f"{where}: {what} differ: {diff(a, b)}")
        sub_en = sum(line.startswith("### ") for line in e.lines)
        sub_lt = sum(line.startswith("### ") for line in t.lines)
        if sub_en != sub_lt:
            found.append(f"{where}: {sub_en} '###' subsections in English, {sub_lt} here")
        left = english_left(prose(t.text)) - KEPT
        if left:
            found.append(f"{where}: English words left: {sorted(left)}")
    return found


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_every_lesson_has_a_source_in_every_language_and_no_other(code):
    assert sorted(p.name for p in (SRC / code).glob("*.md")) == LESSONS


@pytest.mark.parametrize("code", TRANSLATIONS)
@pytest.mark.parametrize("name", LESSONS)
def test_a_lesson_keeps_in_step_with_the_english(name, code):
    assert problems(name, code) == []


def test_a_changed_english_section_is_listed_as_stale(tmp_path, monkeypatch):
    name = LESSONS[1]
    (tmp_path / "lt").mkdir()
    english = (SRC / name).read_text(encoding="utf-8")
    (tmp_path / name).write_text(english.replace("## ", "## Changed: ", 1), encoding="utf-8")
    (tmp_path / "lt" / name).write_text((LT / name).read_text(encoding="utf-8"),
                                        encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "SRC", tmp_path)
    monkeypatch.setattr(sys.modules[__name__], "LT", tmp_path / "lt")
    assert any("stale" in p for p in problems(name))


if __name__ == "__main__":
    for name in sys.argv[1:] or LESSONS:
        print(name)
        for section in split_sections((SRC / name).read_text(encoding="utf-8")):
            print(f"  section {section.number}: <!-- en: {section_hash(section)} -->  "
                  f"{section.heading.strip()[:60]}")
        for problem in problems(name):
            print("  PROBLEM:", problem)
