"""The notebooks: written from their Markdown sources, clean, holding only their lesson, and
running top to bottom headless, quickly, and without an error output."""

from __future__ import annotations

import importlib.util
import re
import time
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from page_text import visible
from widget_words import english_left

from ramsas_widgets.i18n.locale import LANGUAGES as ALL_LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
PATHS = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
#: The pages in another language than English, each in its language's folder.
LANGUAGES = tuple(code for code in ALL_LANGUAGES if code != "en")
TRANSLATED = [path for code in LANGUAGES for path in sorted((NOTEBOOKS / code).glob(
    "[0-9][0-9]_*.ipynb"))]
EVERY_PAGE = PATHS + TRANSLATED
LESSON_BUDGET_S = 30.0


def label(path: Path) -> str:
    return str(path.relative_to(NOTEBOOKS))


def language(path: Path) -> str:
    return path.parent.name if path.parent != NOTEBOOKS else "en"


def _builder():
    spec = importlib.util.spec_from_file_location("build_notebooks",
                                                  NOTEBOOKS / "build_notebooks.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_guide_has_its_lessons():
    names = {p.name for p in PATHS}
    assert {"00_index.ipynb", "01_lithuanian_ramsas.ipynb", "02_lithuanian_shedding.ipynb",
            "03_russian_rams.ipynb", "04_swedish_rams.ipynb",
            "05_hungarian_rami.ipynb"} <= names


@pytest.mark.parametrize("path", EVERY_PAGE, ids=label)
def test_committed_notebook_is_clean(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [], f"{path.name}: a code cell keeps outputs"
            assert cell.execution_count is None


def test_every_notebook_has_its_markdown_source():
    """Each page is written in notebooks/src/NN_name.md (the rules page from docs/RULES.md);
    each source gives a page."""
    sources = {p.stem for p in (NOTEBOOKS / "src").glob("*.md")} | {"08_rules"}
    assert sources == {p.stem for p in PATHS}
    assert list(_builder().NOTEBOOKS) == [p.name for p in PATHS]


def test_every_language_has_every_page():
    for code in LANGUAGES:
        assert [p.name for p in TRANSLATED if language(p) == code] == [p.name for p in PATHS]


@pytest.mark.parametrize("path", EVERY_PAGE, ids=label)
def test_generated_notebooks_are_up_to_date(path):
    """The committed notebook equals what notebooks/build_notebooks.py writes from its source."""
    name = label(path)
    built = _builder().build(path.name, language(path))
    committed = nbformat.read(path, as_version=4)
    assert [c.source for c in committed.cells] == [c.source for c in built.cells], (
        f"{name} differs from its source: run python notebooks/build_notebooks.py")
    assert committed == built, (
        f"{name}: metadata or cell IDs differ: run python notebooks/build_notebooks.py")


def test_each_page_knows_its_place_in_the_guide():
    """The frame the template draws: "Lesson N of 7", back to the index, on to the next."""
    frames = {p.name: nbformat.read(p, as_version=4).metadata["ramsas_widgets"]["frame"]
              for p in PATHS}
    names = [p.name for p in PATHS]
    lessons = len(names) - 2  # the index and the rules page are not lessons
    assert frames["00_index.ipynb"]["place"] == f"{lessons} lessons"
    assert "back" not in frames["00_index.ipynb"]
    assert frames["08_rules.ipynb"]["place"] == "The rules"
    for i, name in enumerate(names):
        frame = frames[name]
        if i and name != "08_rules.ipynb":
            assert frame["place"] == f"Lesson {i} of {lessons}"
        if i:
            assert frame["back"]["href"] == "00_index.ipynb"
        if i + 1 < len(names):
            assert frame["next"]["href"] == names[i + 1]
        else:
            assert "next" not in frame


@pytest.mark.parametrize("path", EVERY_PAGE, ids=label)
def test_notebooks_hold_only_their_lesson(path):
    """No stylesheet, navigation bar or theme switch is pasted in, and no cell reads the
    page's address: the template draws the frame and the browser picks the colours."""
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        for pasted in ("<style", "<link", "<script", "rw-nav", "page_theme", "QUERY_STRING",
                       "os.environ", "theme="):
            assert pasted not in cell.source, f"{path.name}: a cell holds {pasted!r}"
        assert "tags" not in cell.metadata, f"{path.name}: a cell is tagged {cell.metadata}"


def test_index_links_every_lesson():
    index = nbformat.read(NOTEBOOKS / "00_index.ipynb", as_version=4)
    text = "\n".join(c.source for c in index.cells if c.cell_type == "markdown")
    links = set(re.findall(r"\]\(([0-9]{2}_[a-z_]+\.ipynb)\)", text))
    lessons = {p.name for p in PATHS if p.name != "00_index.ipynb"}
    assert lessons <= links, f"index does not link {sorted(lessons - links)}"
    for link in links:
        assert not link.startswith("/"), "links must be relative to work under /voila/render/"


@pytest.mark.parametrize("path", EVERY_PAGE, ids=label)
def test_notebook_runs_headless(path):
    """Each page runs top to bottom in the folder it stands in (a language's folder makes
    its widgets speak that language) and, in another language than English, its widgets
    show no English word."""
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=60, kernel_name="python3", store_widget_state=True,
                            resources={"metadata": {"path": str(path.parent)}})
    start = time.monotonic()
    client.execute()
    elapsed = time.monotonic() - start
    errors = [out for cell in nb.cells if cell.cell_type == "code"
              for out in cell.outputs if out.output_type == "error"]
    assert not errors, f"{path.name}: {errors[0].ename}: {errors[0].evalue}"
    streams = [out.text for cell in nb.cells if cell.cell_type == "code"
               for out in cell.outputs if out.output_type == "stream"
               and out.name == "stderr" and "Traceback" in out.text]
    assert not streams, f"{path.name} printed a traceback: {streams[0][:300]}"
    # every code cell shows one widget (the first widget of a cell also shows the widgets'
    # stylesheets, as an HTML output: no Voilà template links them here)
    code_cells = [c for c in nb.cells if c.cell_type == "code"]
    for cell in code_cells:
        shown = [out for out in cell.outputs
                 if "application/vnd.jupyter.widget-view+json" in out.get("data", {})]
        styles = [out for out in cell.outputs
                  if out.get("data", {}).get("text/html", "").startswith("<style>")]
        assert len(shown) == 1, f"{path.name}: a cell shows {len(shown)} widgets"
        assert len(styles) == 1, f"{path.name}: a cell shows the stylesheets {len(styles)} times"
    assert elapsed < LESSON_BUDGET_S, f"{path.name} took {elapsed:.1f}s"
    if language(path) != "en":
        left = {word: text[:120] for text in widget_words(nb)
                for word in english_left(text)}
        assert not left, f"{label(path)}: English on its widgets: {left}"


def widget_words(nb) -> list[str]:
    """Every text the page's widgets show (their stored state after the run)."""
    states = (nb.metadata.get("widgets") or {}).get(
        "application/vnd.jupyter.widget-state+json", {}).get("state", {})
    found = []
    for model in states.values():
        state = model.get("state", {})
        for key in ("description", "value", "placeholder", "tooltip", "_options_labels",
                    "titles"):
            value = state.get(key)
            values = value if isinstance(value, list) else [value]
            found += [visible(v) for v in values if isinstance(v, str) and v]
    return found


def test_lesson_1s_table_has_the_computer_players_it_promises():
    """Lesson 1 sends the learner to the table "with three computer players" (its lessons
    are told at a table of four): the play table opens with that many."""
    from ramsas_widgets.widgets.table import PlayTable

    words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
    lesson = (NOTEBOOKS / "src" / "01_lithuanian_ramsas.md").read_text(encoding="utf-8")
    promised = re.search(r"with (\w+) computer players", lesson)
    assert promised, "lesson 1 no longer says how many computer players there are"
    table_page = nbformat.read(NOTEBOOKS / "07_play_table.ipynb", as_version=4)
    cell = next(c.source for c in table_page.cells
                if c.cell_type == "code" and "PlayTable(" in c.source).strip().splitlines()
    scope: dict = {}
    exec("\n".join(cell[:-1]), scope)  # the lesson's own cell, as the page runs it
    table = eval(cell[-1], scope)  # its last line is the widget shown
    assert isinstance(table, PlayTable) and table.variant_id == "lt-ramsas"
    assert table.game.n_players - 1 == words[promised.group(1)]


def test_a_page_in_another_language_has_its_frame_in_it_and_links_its_other_languages():
    """A Lithuanian page's bar is in Lithuanian ("Pamoka 2 iš 7"), its scripts' words too,
    and each page links the same page in the other language (relative, so that the link
    works in Voilà, on Binder and on the static site)."""
    for path in TRANSLATED:
        frame = nbformat.read(path, as_version=4).metadata["ramsas_widgets"]["frame"]
        english = nbformat.read(NOTEBOOKS / path.name, as_version=4).metadata[
            "ramsas_widgets"]["frame"]
        assert frame["lang"] == language(path) and english["lang"] == "en"
        assert frame["languages"] == [{"code": "en", "name": "English",
                                       "href": f"../{path.name}"}]
        assert {"code": language(path), "href": f"{language(path)}/{path.name}"}.items() \
            <= english["languages"][0].items()
        said = " ".join([frame["place"], *frame["words"].values(),
                         *frame["script_words"].values(),
                         *(frame[k]["text"] for k in ("back", "next") if k in frame)])
        assert not english_left(said), f"{label(path)}: {english_left(said)}"
    lesson = nbformat.read(NOTEBOOKS / "lt" / "02_lithuanian_shedding.ipynb", as_version=4)
    assert lesson.metadata["ramsas_widgets"]["frame"]["place"] == "Pamoka 2 iš 7"
