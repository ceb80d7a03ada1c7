"""Every language's rules catalogue (docs/rules/<code>.md: Lithuanian today) keeps in step
with docs/RULES.md.

Both files are cut into sections at their ``## `` headings (section 0 is the text before
the first one). Per section: the same rule IDs in the same order, and an ``<!-- en: … -->``
comment holding the first 12 hex digits of the SHA-256 of the English section it was made
from. Per rule: as many ``[open]``, the same IDs mentioned, the same code spans.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = ROOT / "docs" / "RULES.md"
LITHUANIAN = ROOT / "docs" / "rules" / "lt.md"
LT_NAME = "docs/rules/lt.md"

RULE_LINE = re.compile(r"^- ([A-Z]+(?:-[A-Z]+)*-\d+): ")
# Rule IDs mentioned in a text, also "RU-REMIZ-2/3" and "RU-REMIZ-*".
RULE_ID = re.compile(r"\b[A-Z]{2,3}(?:-[A-Z]+)*-(?:\d+(?:/\d+)*|\*)")
CARD = re.compile(r"(?<![\w-])(?:(?:[2-9TJQKA]|10)[CDHS]|JK)(?![\w-])")
CODE_SPAN = re.compile(r"`([^`]+)`")
EN_COMMENT = re.compile(r"^<!-- en: ([0-9a-f]{12}) -->$")
SEED_FILE = re.compile(r"\b\d{3}_[0-9a-f]{16}\.txt\b")
WORD = re.compile(r"[^\W\d_]{2,}")


@dataclass
class Section:
    number: int        # 0 for the introduction
    lines: list[str]   # with their line ends, the heading line first

    @property
    def text(self) -> str:
        return "".join(self.lines)

    @property
    def heading(self) -> str:
        return self.lines[0].rstrip("\n") if self.lines else ""

    @property
    def title(self) -> str:
        """The heading's name: ``Russian Rams, classic`` for section 3."""
        if self.number == 0:
            return "introduction"
        m = re.match(r"## (?:\d+\.\s*)?(.*?)(?:\s+\(`|\s+—|$)", self.heading)
        return m.group(1) if m else self.heading

    @property
    def label(self) -> str:
        return f"section {self.number} ({self.title})"


@dataclass
class Rule:
    rule_id: str
    text: str   # the rule line and its indented continuation lines


def split_sections(text: str) -> list[Section]:
    """Section 0 is everything before the first ``## `` line; each further section runs
    from its ``## `` line up to the next one or the end of the file."""
    sections = [Section(0, [])]
    for line in text.splitlines(keepends=True):
        if line.startswith("## "):
            sections.append(Section(len(sections), []))
        sections[-1].lines.append(line)
    return sections


def section_hash(section: Section) -> str:
    return hashlib.sha256(section.text.encode("utf-8")).hexdigest()[:12]


def recorded_hash(section: Section) -> str | None:
    """The ``en:`` comment on the line right after the ``##`` heading (after the ``#``
    title in the introduction)."""
    lines = section.lines
    if section.number == 0:
        titles = [i for i, line in enumerate(lines) if line.startswith("# ")]
        after = titles[0] + 1 if titles else None
    else:
        after = 1
    if after is None or after >= len(lines):
        return None
    m = EN_COMMENT.match(lines[after].strip())
    return m.group(1) if m else None


def rules_of(section: Section) -> list[Rule]:
    rules: list[Rule] = []
    current: list[str] | None = None
    for line in section.lines:
        m = RULE_LINE.match(line)
        if m:
            current = [line]
            rules.append(Rule(m.group(1), ""))
        elif current is not None and line.startswith((" ", "\t")) and line.strip():
            current.append(line)
        else:
            current = None
            continue
        rules[-1].text = "".join(current)
    return rules


def outside_rules(section: Section) -> str:
    """The section's text without its heading and its rules: introductions, tables."""
    rule_text = {rule.text for rule in rules_of(section)}
    rest = section.text[len(section.lines[0]):] if section.number else section.text
    for text in rule_text:
        rest = rest.replace(text, "")
    return rest


def mentioned_ids(text: str, own: str | None = None) -> set[str]:
    return {found for found in RULE_ID.findall(text) if found != own}


def is_prose(span: str) -> bool:
    """A code span that is words of a language, not a name or a notation."""
    return " " in span.strip() and len(WORD.findall(span)) >= 2


def span_keys(text: str) -> Counter:
    """Code spans as they must stay; of a prose span only its card codes and rule IDs."""
    keys: Counter = Counter()
    for span in CODE_SPAN.findall(text):
        if is_prose(span):
            keys[("prose", tuple(sorted(CARD.findall(span) + RULE_ID.findall(span))))] += 1
        else:
            keys[span] += 1
    return keys


def diff(english: Counter, lithuanian: Counter) -> str:
    missing = sorted(map(str, (english - lithuanian).elements()))
    extra = sorted(map(str, (lithuanian - english).elements()))
    return f"missing {missing}, extra {extra}"


# ---------------------------------------------------------------------------
# The checks, each returning problems as sentences
# ---------------------------------------------------------------------------


def section_problems(en: list[Section], lt: list[Section]) -> list[str]:
    problems = []
    if len(en) != len(lt):
        problems.append(f"{len(en) - 1} '##' sections in English, {len(lt) - 1} in Lithuanian")
    for e, t in zip(en, lt, strict=False):
        sub_en = [line for line in e.lines if line.startswith("### ")]
        sub_lt = [line for line in t.lines if line.startswith("### ")]
        if len(sub_en) != len(sub_lt):
            problems.append(f"{e.label}: {len(sub_en)} '###' subsections in English, "
                            f"{len(sub_lt)} in Lithuanian")
        if e.number and (CODE_SPAN.findall(e.heading) != CODE_SPAN.findall(t.heading)
                         or SEED_FILE.findall(e.heading) != SEED_FILE.findall(t.heading)):
            problems.append(f"{e.label}: the heading's variant IDs or seed file differ: "
                            f"{t.heading!r}")
        if e.number:
            subsection_ids_en = [[r.rule_id for r in rules_of(Section(e.number, part))]
                                 for part in _subsections(e)]
            subsection_ids_lt = [[r.rule_id for r in rules_of(Section(t.number, part))]
                                 for part in _subsections(t)]
            same_ids = sum(subsection_ids_en, []) == sum(subsection_ids_lt, [])
            if len(sub_en) == len(sub_lt) and same_ids and subsection_ids_en != subsection_ids_lt:
                problems.append(f"{e.label}: the rules fall into other subsections")
        rest_en, rest_lt = outside_rules(e), outside_rules(t)
        if span_keys(rest_en) != span_keys(rest_lt):
            problems.append(f"{e.label}, outside the rules: code spans differ: "
                            f"{diff(span_keys(rest_en), span_keys(rest_lt))}")
        cards_en, cards_lt = Counter(CARD.findall(rest_en)), Counter(CARD.findall(rest_lt))
        if cards_en != cards_lt:
            problems.append(f"{e.label}, outside the rules: card codes differ: "
                            f"{diff(cards_en, cards_lt)}")
        ids_en, ids_lt = Counter(mentioned_ids(rest_en)), Counter(mentioned_ids(rest_lt))
        if ids_en != ids_lt:
            problems.append(f"{e.label}, outside the rules: rule IDs differ: "
                            f"{diff(ids_en, ids_lt)}")
    return problems


def _subsections(section: Section) -> list[list[str]]:
    parts: list[list[str]] = [[]]
    for line in section.lines:
        if line.startswith("### "):
            parts.append([])
        parts[-1].append(line)
    return parts


def rule_id_problems(en: list[Section], lt: list[Section]) -> list[str]:
    problems = []
    for e, t in zip(en, lt, strict=False):
        ids_en = [r.rule_id for r in rules_of(e)]
        ids_lt = [r.rule_id for r in rules_of(t)]
        if ids_en != ids_lt:
            counted_en, counted_lt = Counter(ids_en), Counter(ids_lt)
            what = diff(counted_en, counted_lt) if counted_en != counted_lt else "order differs"
            problems.append(f"{e.label}: rule IDs differ from English: {what}")
    return problems


def rule_text_problems(en: list[Section], lt: list[Section]) -> list[str]:
    problems = []
    for e, t in zip(en, lt, strict=False):
        translated = {r.rule_id: r for r in rules_of(t)}
        for rule in rules_of(e):
            other = translated.get(rule.rule_id)
            if other is None:
                continue
            where = f"{e.label}, {rule.rule_id}"
            n_en, n_lt = rule.text.count("[open]"), other.text.count("[open]")
            if n_en != n_lt:
                problems.append(f"{where}: [open] {n_en} times in English, {n_lt} in Lithuanian")
            ids_en = mentioned_ids(rule.text, rule.rule_id)
            ids_lt = mentioned_ids(other.text, rule.rule_id)
            if ids_en != ids_lt:
                problems.append(f"{where}: rule IDs mentioned differ: "
                                f"{diff(Counter(ids_en), Counter(ids_lt))}")
            spans_en, spans_lt = span_keys(rule.text), span_keys(other.text)
            if spans_en != spans_lt:
                problems.append(f"{where}: code spans differ: {diff(spans_en, spans_lt)}")
            cards_en, cards_lt = Counter(CARD.findall(rule.text)), Counter(CARD.findall(other.text))
            if cards_en != cards_lt:
                problems.append(f"{where}: card codes differ: {diff(cards_en, cards_lt)}")
    return problems


def stale_message(en: list[Section], lt: list[Section], name: str = LT_NAME) -> str | None:
    """None when every section records the hash of its current English section."""
    stale = [e.label for e, t in zip(en, lt, strict=False)
             if recorded_hash(t) != section_hash(e)]
    stale += [e.label for e in en[len(lt):]]
    if not stale:
        return None
    return f"{name} is stale: {', '.join(stale)} changed in English"


def all_problems(en_text: str, lt_text: str, name: str = LT_NAME) -> list[str]:
    en, lt = split_sections(en_text), split_sections(lt_text)
    problems = section_problems(en, lt) + rule_id_problems(en, lt) + rule_text_problems(en, lt)
    stale = stale_message(en, lt, name)
    return problems + ([stale] if stale else [])


# ---------------------------------------------------------------------------
# The real files
# ---------------------------------------------------------------------------


#: Every language's rules catalogue: one for each language the guide speaks but English.
CATALOGUES = sorted((ROOT / "docs" / "rules").glob("*.md"))


def test_every_language_has_its_rules_catalogue_and_no_other():
    from ramsas_widgets.i18n.locale import LANGUAGES

    assert {p.stem for p in CATALOGUES} == set(LANGUAGES) - {"en"}
    assert LITHUANIAN in CATALOGUES


def real_sections(path: Path) -> tuple[list[Section], list[Section]]:
    return (split_sections(ENGLISH.read_text(encoding="utf-8")),
            split_sections(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.stem)
def test_same_sections_and_subsections(path):
    en, lt = real_sections(path)
    assert len(en) > 1, "docs/RULES.md: no '## ' sections found"
    assert section_problems(en, lt) == []


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.stem)
def test_same_rule_ids_in_the_same_order(path):
    en, lt = real_sections(path)
    assert sum(len(rules_of(s)) for s in en) > 100, "docs/RULES.md: rule lines not found"
    assert rule_id_problems(en, lt) == []


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.stem)
def test_each_rule_keeps_open_markers_ids_and_code_spans(path):
    en, lt = real_sections(path)
    assert sum(s.text.count("[open]") for s in lt) == sum(s.text.count("[open]") for s in en)
    assert rule_text_problems(en, lt) == []


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.stem)
def test_recorded_english_hashes_are_current(path):
    en, lt = real_sections(path)
    message = stale_message(en, lt, str(path.relative_to(ROOT)))
    assert message is None, message


# ---------------------------------------------------------------------------
# The check itself can fail
# ---------------------------------------------------------------------------

TINY_EN = """\
# Rules

Intro with `AS`.

## 1. Tiny game (`tiny`) — seed 000_0123456789abcdef.txt

- TG-1: Deal 5 cards.
  `[open]` Default: 4 cards (as TG-2).
- TG-2: Lead any card.
"""


def tiny_lt(en_text: str, *, drop_id: bool = False, drop_open: bool = False,
            stale: bool = False) -> str:
    en = split_sections(en_text)
    hashes = [section_hash(s) for s in en]
    if stale:
        hashes[1] = "0" * 12
    tg1 = "- TG-1: Dalijama po 5 kortas.\n"
    tg1 += ("  Numatyta: 4 kortos (kaip TG-2).\n" if drop_open
            else "  `[open]` Numatyta: 4 kortos (kaip TG-2).\n")
    tg2 = "" if drop_id else "- TG-2: Išeinama su bet kuria korta.\n"
    return (f"# Taisyklės\n<!-- en: {hashes[0]} -->\n\nĮžanga su `AS`.\n\n"
            f"## 1. Mažas žaidimas (`tiny`) — šaltinis 000_0123456789abcdef.txt\n"
            f"<!-- en: {hashes[1]} -->\n\n{tg1}{tg2}")


def test_the_check_reports_a_missing_id_a_missing_open_and_a_stale_hash(tmp_path):
    en_file, lt_file = tmp_path / "RULES.md", tmp_path / "lt.md"
    en_file.write_text(TINY_EN, encoding="utf-8")

    lt_file.write_text(tiny_lt(TINY_EN), encoding="utf-8")
    assert all_problems(en_file.read_text(encoding="utf-8"),
                        lt_file.read_text(encoding="utf-8")) == []

    lt_file.write_text(tiny_lt(TINY_EN, drop_id=True, drop_open=True, stale=True),
                       encoding="utf-8")
    problems = all_problems(en_file.read_text(encoding="utf-8"),
                            lt_file.read_text(encoding="utf-8"))
    report = "\n".join(problems)
    assert "section 1 (Tiny game): rule IDs differ from English: missing ['TG-2']" in report
    assert "section 1 (Tiny game), TG-1: [open] 1 times in English, 0 in Lithuanian" in report
    assert problems[-1] == ("docs/rules/lt.md is stale: section 1 (Tiny game) "
                            "changed in English")


def test_an_english_edit_makes_its_section_stale():
    lt_text = tiny_lt(TINY_EN)
    edited = TINY_EN.replace("Deal 5 cards.", "Deal 5 cards, one at a time.")
    assert stale_message(split_sections(edited), split_sections(lt_text)) == (
        "docs/rules/lt.md is stale: section 1 (Tiny game) changed in English")
    assert stale_message(split_sections(TINY_EN), split_sections(lt_text)) is None


def test_a_prose_code_span_is_compared_by_its_card_codes_and_ids_only():
    assert span_keys("`must beat AS (LT-PLAY-3)`") == span_keys("`privaloma kirsti AS (LT-PLAY-3)`")
    assert span_keys("`must beat AS`") != span_keys("`privaloma kirsti TD`")
    assert span_keys("`ru-classic`") != span_keys("`ru-modern`")
