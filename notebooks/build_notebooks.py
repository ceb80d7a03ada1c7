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

A lesson's glossary is written where its source says ``<!-- glossary -->``, in the page's
language, from :mod:`ramsas_widgets.i18n.glossary`.

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

from ramsas_widgets.i18n.glossary import with_glossary

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


def frame(name: str, code: str = "en") -> dict:
    """Where page ``name`` stands, in language ``code``: its place, the links back to the
    index and on, the same page in the other languages, and the words of its bar and of
    its scripts (:mod:`ramsas_widgets.widgets.page_words`)."""
    from ramsas_widgets.widgets import page_words

    lessons = len([n for n in NOTEBOOKS if n not in (INDEX, RULES)])
    later = NOTEBOOKS[NOTEBOOKS.index(name) + 1:]
    place = {"place": page_words.place(name, code, lessons)}
    if name != INDEX:
        title = page_words.page_name(INDEX, code)
        place["back"] = {"href": INDEX, "title": title,
                         "text": _say(code, page_words.BACK, title=title)}
    if later:
        title = page_words.page_name(later[0], code)
        place["next"] = {"href": later[0], "title": title,
                         "text": _say(code, page_words.NEXT, title=title)}
    place["lang"] = code
    place["languages"] = page_words.language_links(name, code, languages())
    place["words"] = page_words.frame_words(code)
    place["script_words"] = page_words.script_words(code)
    return place


def _say(code: str, message, **values) -> str:
    from ramsas_widgets.i18n.locale import speaker

    return speaker(code).say(message.id, **values)


def languages() -> tuple[str, ...]:
    """English, and every language with its lessons in ``src/<code>/``."""
    from ramsas_widgets.i18n.locale import LANGUAGES

    return tuple(code for code in LANGUAGES if code == "en" or (SRC / code).is_dir())


def source_dir(code: str) -> Path:
    """Where the lessons of language ``code`` are written."""
    return SRC if code == "en" else SRC / code


def rules_md(code: str) -> Path:
    """The rules catalogue of language ``code``."""
    return RULES_MD if code == "en" else RULES_MD.parent / "rules" / f"{code}.md"


def out_dir(code: str, root: Path = HERE) -> Path:
    """Where the notebooks of language ``code`` are written under ``root``."""
    return root if code == "en" else root / code


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


def rules_page(code: str = "en") -> nbformat.NotebookNode:
    """The rules page: RULES.md's rules, each with its ID as an anchor and its house rules,
    a table of contents by game (:func:`ramsas_widgets.serve.rules_page.notebook_cells`, which the
    guide's server also draws as a page of its own, without a kernel)."""
    from ramsas_widgets.serve.rules_page import notebook_cells

    nb = nbformat.v4.new_notebook()
    from ramsas_widgets.widgets.page_words import RULES as TITLE

    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"},
                   "title": _say(code, TITLE), "ramsas_widgets": {"frame": frame(RULES, code)}}
    for i, source in enumerate(notebook_cells(rules_md(code).read_text(encoding="utf-8"),
                                              code)):
        cell = nbformat.v4.new_markdown_cell(source)
        cell["id"] = f"{RULES[:2]}-{i:02d}"
        nb.cells.append(cell)
    nbformat.validate(nb)
    return nb


def build(name: str, code: str = "en") -> nbformat.NotebookNode:
    """The notebook ``name`` in language ``code``, read from its source in SRC (or
    ``SRC/<code>/``; the rules page from RULES.md, or ``docs/rules/<code>.md``)."""
    if name == RULES:
        return rules_page(code)
    known = rule_ids()
    source = jupytext.read(source_dir(code) / Path(name).with_suffix(".md"), fmt="md:myst")
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"},
                   "title": source.metadata["title"],
                   "ramsas_widgets": {"frame": frame(name, code)}}
    for i, cell in enumerate(source.cells):
        if cell.cell_type == "code":
            new = nbformat.v4.new_code_cell(cell.source)
        else:
            new = nbformat.v4.new_markdown_cell(
                link_rules(with_glossary(cell.source, name, code), known))
        new["id"] = f"{name[:2]}-{i:02d}"
        nb.cells.append(new)
    nbformat.validate(nb)
    return nb


def main(argv: list[str] | None = None) -> int:
    root = Path(argv[0]) if argv else HERE
    for code in languages():
        out = out_dir(code, root)
        out.mkdir(exist_ok=True)
        for name in NOTEBOOKS:
            nbformat.write(build(name, code), out / name)
            print(f"wrote {out / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
