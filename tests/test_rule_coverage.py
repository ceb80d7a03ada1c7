"""Every rule ID of docs/RULES.md is proved by at least one test marked with it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULE_LINE = re.compile(r"^- ([A-Z]{2,3}(?:-[A-Z]+)?-\d+):", re.M)
MARKER = re.compile(r"""mark\.rule\(\s*["']([A-Z0-9-]+)["']""")


def rule_ids() -> list[str]:
    return RULE_LINE.findall((ROOT / "docs" / "RULES.md").read_text(encoding="utf-8"))


def ids_with_tests() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        found.update(MARKER.findall(path.read_text(encoding="utf-8")))
    return found


def test_rules_md_has_ids():
    ids = rule_ids()
    assert len(ids) == len(set(ids)) > 100
    assert {"LT-DEAL-2", "RU-PLAY-2", "RUZ-12", "SE-PLAY-4", "HU-JOKER-4", "LTS-5"} <= set(ids)


def test_every_rule_id_has_a_marked_test():
    missing = [rid for rid in rule_ids() if rid not in ids_with_tests()]
    assert not missing, f"rules with no @pytest.mark.rule test: {missing}"


def test_markers_name_real_rules():
    unknown = sorted(ids_with_tests() - set(rule_ids()))
    assert not unknown, f"tests marked with IDs that RULES.md does not have: {unknown}"


SHARED = ROOT.parent / "shared" / "rules" / "RULES.md"


def test_the_project_copy_of_the_rules_is_the_shared_one():
    """docs/RULES.md is an exact copy of the shared rules catalogue (where one is beside the
    project: a lone clone has only its own copy)."""
    if not SHARED.exists():
        pytest.skip(f"no shared rules catalogue at {SHARED}")
    ours = (ROOT / "docs" / "RULES.md").read_bytes()
    assert ours == SHARED.read_bytes(), "copy ../shared/rules/RULES.md over docs/RULES.md"


def test_every_rule_has_its_anchor_on_the_rules_page():
    """The served rules page (written from RULES.md) holds an anchor for every rule ID."""
    import nbformat

    page = nbformat.read(ROOT / "notebooks" / "08_rules.ipynb", as_version=4)
    text = "\n".join(c.source for c in page.cells)
    anchors = set(re.findall(r'<a id="([A-Z]{2,3}(?:-[A-Z]+)?-\d+)"></a>', text))
    assert anchors == set(rule_ids())
    for rid in rule_ids():
        assert f'<a id="{rid}"></a>**{rid}**' in text


def test_lesson_rule_ids_link_to_the_rules_page():
    import nbformat

    lesson = nbformat.read(ROOT / "notebooks" / "01_lithuanian_ramsas.ipynb", as_version=4)
    text = "\n".join(c.source for c in lesson.cells if c.cell_type == "markdown")
    assert "[**LT-DEAL-2**](08_rules.ipynb#LT-DEAL-2)" in text
    assert not re.search(r"(?<!\[)\*\*LT-DEAL-2\*\*(?!\])", text)
