"""Words meant for the people who build the guide do not reach the people who use it: a
decision is said as a person says it, a joker as the card it stands for, house rules by
their names with their rule a link beside them, the rules page without notes for the code,
and every rule ID, anywhere, a link written one way (in bold)."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from ramsas_widgets.engine import VARIANTS
from ramsas_widgets.engine.events import render
from ramsas_widgets.serve.rules_page import RULES_MD, notebook_cells, page_html
from tests.page_text import visible

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"\b[A-Z]{2,3}(?:-[A-Z]+)?-\d+\b")
#: An action written as the engine's actions are ('buy', 'declare pass', 'exchange 9H').
CODE_ACTION = re.compile(r"'(?:buy|decline|declare \w+|exchange[^']*|draw \w+|keep[^']*)'")


def test_a_decisions_verdict_says_the_choice_as_a_person_would():
    from ramsas_widgets.widgets import DecisionExercise

    ex = DecisionExercise("lt-ramsas", seed=2, phase="buy")
    best = ex.situation.answer().options[0].action
    ex.option_buttons[str(best)].click()
    said = ex.feedback.text
    assert not CODE_ACTION.search(said), said
    assert said.startswith(("Right: buying is the better choice.",
                            "Right: declining the buy is the better choice.")), said
    assert re.search(r"(Buying|Declining the buy) (is better|and)", said), said


def test_a_joker_on_the_table_reads_as_the_card_it_stands_for():
    from ramsas_widgets.widgets import SituationTable

    table = SituationTable("hu-rami-40", "joker-exchange").start()
    log = " ".join(line for line, _mine in table.log_lines)
    assert "joker as J♥" in log and "JK=" not in log, log


@pytest.mark.parametrize("variant_id", [v for v in VARIANTS if VARIANTS[v].options])
def test_house_rules_are_labelled_in_words_with_their_rule_a_link(variant_id):
    from ramsas_widgets.widgets.dealing import DealingDemo
    from ramsas_widgets.widgets.table import PlayTable

    table = PlayTable(variant_id)
    for box in table.option_boxes.values():
        label = box.description
        assert not RULE_ID.search(label) and "_" not in label, label
        assert all("-" not in text or text[0].isdigit() for text, _v in box.options), \
            box.options  # values in words ("first lead"), not codes ("first-lead")
    texts = [w.value for w in table.house_rules.children if hasattr(w, "value")
             and isinstance(w.value, str)]
    for opt in VARIANTS[variant_id].options.values():
        assert any(f'#{opt.rule}"' in t for t in texts), opt.rule  # the rule, a link
    demo = DealingDemo(variant_id)
    for box in demo.option_boxes.values():
        assert not RULE_ID.search(box.description), box.description


def test_the_rules_page_has_no_notes_for_the_code():
    html = page_html(notebook_cells(RULES_MD.read_text(encoding="utf-8")), static_url="s/",
                     dark_theme_url="d.css", light_theme_url="l.css")
    text = visible(html)
    for said in ("test vector", "in code", "make it an option", "an option)",
                 "state them in the notebook", "say which reading", "plugged in",
                 "keep it the default", "the engine", "Teach it", "rejected with a clear"):
        assert said not in text, said


def rule_ids_outside_links(markdown: str) -> list[str]:
    """Rule IDs of a Markdown text that are not a link in bold (code spans and anchors
    aside)."""
    text = re.sub(r"\[\*\*[A-Z0-9-]+\*\*\]\([^)]*\)", "", markdown)
    text = re.sub(r"`[^`]*`|<a id=\"[^\"]*\"></a>\*\*[A-Z0-9-]+\*\*", "", text)
    return RULE_ID.findall(text)


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "notebooks").glob("0*.ipynb")))
def test_every_rule_id_a_page_writes_is_a_link_in_bold(name):
    nb = nbformat.read(ROOT / "notebooks" / name, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            assert not rule_ids_outside_links(cell.source), (name, cell.source[:300])
    css = (ROOT / "ramsas_widgets/share/jupyter/voila/templates/ramsas/static/cards.css")
    assert re.search(r"a\.rw-rule-link \{[^}]*font-weight: 700", css.read_text())


def test_a_widgets_rule_ids_are_links():
    from ramsas_widgets.widgets.feedback import linked, rule_tag

    html = linked("Follow suit (LT-PLAY-3); see RU-PLAY-2.") + rule_tag("HU-JOKER-3")
    assert not RULE_ID.findall(re.sub(r"<a [^>]*>[^<]*</a>|href=\"[^\"]*\"", "", html))
    assert render("x") == "x"


def unlinked_rule_ids(widget) -> list[str]:
    """Rule IDs a widget (and those inside it) shows that are not links: in its HTML's
    text outside <a> elements, and in its controls' labels."""
    import ipywidgets as widgets

    found: list[str] = []
    todo = [widget]
    while todo:
        w = todo.pop()
        todo.extend(getattr(w, "children", ()) or ())
        if isinstance(w, widgets.HTML) and not isinstance(w, widgets.HTMLMath):
            html = re.sub(r"<a\b[^>]*>.*?</a>", "", w.value, flags=re.S)
            text = re.sub(r"<[^>]*>", " ", html)
            found += RULE_ID.findall(text)
        description = getattr(w, "description", "")
        if isinstance(description, str):
            found += RULE_ID.findall(description)
    return found


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_every_rule_id_a_widget_shows_is_a_link(variant_id):
    from ramsas_widgets.widgets import (
        DealingDemo,
        DecisionExercise,
        ScoringExercise,
        SituationTable,
        TrickQuiz,
    )
    from ramsas_widgets.widgets.table import PlayTable

    info = VARIANTS[variant_id]
    shown = [PlayTable(variant_id), DealingDemo(variant_id)]
    if info.teaching.decisions:
        shown.append(DecisionExercise(variant_id))
    if info.teaching.situations:
        shown.append(SituationTable(variant_id))
        shown[-1].start()
    if info.has_tricks and variant_id != "lt-shedding":
        shown.append(TrickQuiz(variant_id))
    if info.teaching.end_of_hand is not None:
        shown.append(ScoringExercise(variant_id))
    for widget in shown:
        assert not unlinked_rule_ids(widget), (type(widget).__name__, unlinked_rule_ids(widget))


def test_the_labs_rule_ids_are_links():
    from ramsas_widgets.widgets import MeldValidator
    from ramsas_widgets.widgets.probability_lab import ProbabilityExercises, ProbabilityLab

    for widget in (ProbabilityLab(run=False), ProbabilityExercises(), MeldValidator()):
        assert not unlinked_rule_ids(widget), (type(widget).__name__, unlinked_rule_ids(widget))
