"""Write the guide's notebooks from their Markdown sources, each with its place in the guide.

    python notebooks/build_notebooks.py

Every page is written in ``notebooks/src/NN_name.md``, in the MyST Markdown notebook format
that jupytext reads: Markdown cells are separated by ``+++`` lines, code cells are fenced
``{code-cell}`` blocks, and the front matter gives the page's ``title``. Code cells only
import widgets and display them; the rules live in the engine. The notebooks beside this
file are written from those sources, clean (no outputs, no execution counts, fixed cell
IDs), so that a test can check that they are up to date.

The frame of a page (the navigation bar at the top and at the bottom, "Lesson N of 7", the
"Next" link) is drawn by the guide's Voilà template (``ramsas_widgets/share/jupyter/voila/
templates/ramsas``) from what :func:`frame` writes into the notebook's metadata under
``"ramsas_widgets"``: ``ORDER`` sets the reading order and the names "Next" links give.

The rules page (``08_rules.ipynb``) is written from ``docs/RULES.md`` itself
(:func:`rules_page`, from :mod:`ramsas_widgets.serve.rules_page`): every rule with its ID as an
anchor, a table of contents by game, and beside a rule the house rules (rule options) the
guide offers for it. Every rule ID a lesson writes in bold (``**LT-DEAL-2**``) becomes a
link to its anchor there.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import jupytext
import nbformat

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
RULES_MD = HERE.parent / "docs" / "RULES.md"
INDEX = "00_index.ipynb"
RULES = "08_rules.ipynb"  # ramsas_widgets.widgets.catalogue.RULES_NOTEBOOK
#: Every page in reading order, with the name its "Next" link gives it.
ORDER = {
    INDEX: "the index",
    "01_lithuanian_ramsas.ipynb": "Lithuanian Ramsas",
    "02_lithuanian_shedding.ipynb": "the shedding game",
    "03_russian_rams.ipynb": "Russian Rams",
    "04_swedish_rams.ipynb": "Swedish Rams",
    "05_hungarian_rami.ipynb": "Hungarian Rami",
    "06_probability_lab.ipynb": "the probability lab",
    "07_play_table.ipynb": "play at the table",
    RULES: "the rules",
}
#: The pages written from a source in SRC, and the rules page, in reading order.
NOTEBOOKS = [name for name in ORDER if (SRC / name).with_suffix(".md").is_file()
             or name == RULES]
#: A rule ID as RULES.md writes it at the start of a rule, and as a lesson writes it.
RULE_LINE = re.compile(r"^- ([A-Z]{2,3}(?:-[A-Z]+)?-\d+): ")
#: A rule ID in a lesson: in bold, or plain (group 2); code spans and links are matched
#: whole so that what they hold is left alone.
ANY_ID = re.compile(r"`[^`]*`|\[[^\]]*\]\([^)]*\)|\*\*([A-Z]{2,3}(?:-[A-Z]+)?-\d+)\*\*"
                    r"|(?<![\w*#/-])([A-Z]{2,3}(?:-[A-Z]+)?-\d+)(?![\w*-])")
KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}


def frame(name: str) -> dict:
    """Where page ``name`` stands: its place, and the links back to the index and on."""
    lessons = len([n for n in NOTEBOOKS if n not in (INDEX, RULES)])
    later = NOTEBOOKS[NOTEBOOKS.index(name) + 1:]
    place = {"place": f"{lessons} lessons" if name == INDEX else "The rules" if name == RULES
             else f"Lesson {int(name[:2])} of {lessons}"}
    if name != INDEX:
        place["back"] = {"href": INDEX, "title": ORDER[INDEX]}
    if later:
        place["next"] = {"href": later[0], "title": ORDER[later[0]]}
    return place


def rule_ids() -> set[str]:
    """Every rule ID RULES.md defines."""
    return {m.group(1) for line in RULES_MD.read_text(encoding="utf-8").splitlines()
            if (m := RULE_LINE.match(line))}


def link_rules(text: str, known: set[str]) -> str:
    """Each rule ID a lesson writes, in bold or not, made a link to its rule on the rules
    page (at the address :func:`ramsas_widgets.widgets.feedback.rule_address` gives every
    rule link), written as every rule ID of the guide is: a link in bold. A rule ID in
    code (`RU-PLAY-2`) or already in a link stays as it is."""
    from ramsas_widgets.widgets.feedback import rule_address

    def link(m: re.Match) -> str:
        rule = m.group(1) or m.group(2)
        if rule is None or rule not in known:
            return m.group(0)
        return f"[**{rule}**]({rule_address(rule)})"

    return ANY_ID.sub(link, text)


def rules_page() -> nbformat.NotebookNode:
    """The rules page: RULES.md's rules, each with its ID as an anchor and its house rules,
    a table of contents by game (:func:`ramsas_widgets.serve.rules_page.notebook_cells`, which the
    guide's server also draws as a page of its own, without a kernel)."""
    from ramsas_widgets.serve.rules_page import notebook_cells

    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"},
                   "title": "The rules", "ramsas_widgets": {"frame": frame(RULES)}}
    for i, source in enumerate(notebook_cells(RULES_MD.read_text(encoding="utf-8"))):
        cell = nbformat.v4.new_markdown_cell(source)
        cell["id"] = f"{RULES[:2]}-{i:02d}"
        nb.cells.append(cell)
    nbformat.validate(nb)
    return nb


def build(name: str) -> nbformat.NotebookNode:
    """The notebook ``name``, read from its source in SRC (the rules page from RULES.md)."""
    if name == RULES:
        return rules_page()
    known = rule_ids()
    source = jupytext.read(SRC / Path(name).with_suffix(".md"), fmt="md:myst")
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"},
                   "title": source.metadata["title"],
                   "ramsas_widgets": {"frame": frame(name)}}
    for i, cell in enumerate(source.cells):
        if cell.cell_type == "code":
            new = nbformat.v4.new_code_cell(cell.source)
        else:
            new = nbformat.v4.new_markdown_cell(link_rules(cell.source, known))
        new["id"] = f"{name[:2]}-{i:02d}"
        nb.cells.append(new)
    nbformat.validate(nb)
    return nb


def main(argv: list[str] | None = None) -> int:
    out = Path(argv[0]) if argv else HERE
    for name in NOTEBOOKS:
        nbformat.write(build(name), out / name)
        print(f"wrote {out / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
