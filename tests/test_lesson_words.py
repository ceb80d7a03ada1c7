"""A lesson says what its words mean before it uses them: lesson 1 (where a learner who
opens one lesson alone often starts) what a trick, a lead and following suit are, and what
a rule ID and an ``[open]`` point are; lesson 4 what heading the trick, flying and a rams are,
the first time it writes them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "notebooks" / "src"


def body(name: str) -> str:
    """A lesson's text: its Markdown without the front matter and the code cells."""
    text = (SRC / name).read_text(encoding="utf-8").split("---", 2)[2]
    text = re.sub(r"```\{code-cell\}.*?```", "", text, flags=re.S)
    return re.sub(r"[ \t]*\n(?![\n#|+-]|\d\.)[ \t]*", " ", text)  # a sentence on one line


def first_section(name: str) -> str:
    """What a lesson says before its first section (``## ...``)."""
    return body(name).split("\n## ", 1)[0]


@pytest.mark.parametrize("term", ["trick", "lead", "follow suit"])
def test_lesson_1_says_what_a_trick_a_lead_and_following_suit_are(term):
    opening = first_section("01_lithuanian_ramsas.md")
    defined = re.search(rf"\*\*{term}\w*\*\*[^.]*[:,]", opening)
    assert defined, f"lesson 1 uses {term!r} before saying what it is"


def test_lesson_1_says_what_a_rule_id_and_an_open_point_are():
    opening = first_section("01_lithuanian_ramsas.md")
    assert re.search(r"Every rule has an ID: \*\*LT-[A-Z]+-\d+\*\* is", opening)
    assert re.search(r"the rule is marked `\[open\]`: the guide says which reading", opening)
    assert opening.find("`[open]`") < body("01_lithuanian_ramsas.md").find("\n## ")


@pytest.mark.parametrize("word, said", [
    (r"head(?:ing)? the trick", r"\*\*head the trick\*\*: to beat the best card"),
    (r"\bfl(?:y|ies|ew|ight)\b", r"\*\*flies\*\*: he goes up 5 points"),
    (r"(?<![A-Z])\brams\b", r"One \*\*rams\*\* is a round of hands"),
])
def test_mattmars_words_are_explained_where_they_first_come(word, said):
    text = body("04_swedish_rams.md")
    first = re.search(word, text)
    explained = re.search(said, text)
    assert explained, f"lesson 4 never explains {word!r}"
    # the explanation holds the first use (it is within the same sentence)
    sentence_start = text.rfind(".", 0, explained.start()) + 1
    assert first.start() >= sentence_start, \
        f"lesson 4 uses {first.group(0)!r} before it explains it: " \
        f"{text[first.start() - 80:first.end() + 40]!r}"
