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
"""

from __future__ import annotations

import sys
from pathlib import Path

import jupytext
import nbformat

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
INDEX = "00_index.ipynb"
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
}
#: The pages written from a source in SRC, in reading order.
NOTEBOOKS = [name for name in ORDER if (SRC / name).with_suffix(".md").is_file()]
KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}


def frame(name: str) -> dict:
    """Where page ``name`` stands: its place, and the links back to the index and on."""
    lessons = len(NOTEBOOKS) - 1
    later = NOTEBOOKS[NOTEBOOKS.index(name) + 1:]
    place = {"place": f"{lessons} lessons" if name == INDEX
             else f"Lesson {int(name[:2])} of {lessons}"}
    if name != INDEX:
        place["back"] = {"href": INDEX, "title": ORDER[INDEX]}
    if later:
        place["next"] = {"href": later[0], "title": ORDER[later[0]]}
    return place


def build(name: str) -> nbformat.NotebookNode:
    """The notebook ``name``, read from its source in SRC."""
    source = jupytext.read(SRC / Path(name).with_suffix(".md"), fmt="md:myst")
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"},
                   "title": source.metadata["title"],
                   "ramsas_widgets": {"frame": frame(name)}}
    for i, cell in enumerate(source.cells):
        if cell.cell_type == "code":
            new = nbformat.v4.new_code_cell(cell.source)
        else:
            new = nbformat.v4.new_markdown_cell(cell.source)
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
