"""The package's imports run one way: i18n, engine, probability, widgets, then serving.

Every ``import`` of the package's own modules counts, wherever it is written (at the top,
inside a function, under ``if TYPE_CHECKING:``): a lazy import is still a dependency, and a
pair of modules importing each other is how a tree stops being readable. CONTRIBUTING's map
of the code says what each folder holds; this test keeps the map true.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "ramsas_widgets"

#: Each folder's rank: a module may import its own folder and the folders ranked below it.
LAYERS = {
    "i18n": 0,          # messages and the languages that say them (nothing of the rules)
    "engine": 1,        # the rules as code: pure Python
    "probability": 2,   # exact counts and simulated deals
    "widgets": 3,       # what a lesson shows (knows nothing of a class)
    "classroom": 4,     # a class: its record, the teacher's page, the worksheets
    "serve": 5,         # the guide's own server (python -m ramsas_widgets)
    "hub": 6,           # a hub's server made the guide's (RAMSAS_GUIDE_SERVER=1)
    "site": 6,          # the static site (python -m ramsas_widgets site OUT)
}
#: Modules at the package's top that import nothing of the package (anyone may use them).
LEAVES = {"template"}
#: The package's front doors, which may start anything: its ``__init__``, ``python -m``, and
#: the switch's first address (the ``.pth`` line of installs made before it moved to hub/).
FRONT = {"", "__main__", "switch"}


def modules(root: Path) -> dict[str, Path]:
    """Dotted name (without the package's) -> file, for every module under ``root``."""
    found = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = list(path.relative_to(root / PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imports(root: Path) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (a name imported from a package counts as
    its module when it is one, else as the package)."""
    known = modules(root)

    def resolve(dotted: str) -> str | None:
        while dotted and dotted not in known:
            dotted = dotted.rpartition(".")[0]
        return dotted if dotted in known else None

    graph: dict[str, set[str]] = {}
    for name, path in known.items():
        here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        out: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = [p for p in here[: len(here) - node.level + 1] if p]
                    module = ".".join([PACKAGE, *base, *([node.module] if node.module else [])])
                else:
                    module = node.module or ""
                short = module.removeprefix(PACKAGE).lstrip(".")
                targets = [f"{module}.{a.name}" if f"{short}.{a.name}".lstrip(".") in known
                           else module for a in node.names]
            for target in targets:
                if target != PACKAGE and not target.startswith(PACKAGE + "."):
                    continue
                found = resolve(target.removeprefix(PACKAGE).lstrip("."))
                if found is not None and found != name:
                    out.add(found)
        graph[name] = out
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules that import each other, directly or round a loop (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def backward(graph: dict[str, set[str]]) -> list[str]:
    """Modules outside the map, and imports that go against the layers, as lines."""
    wrong = []
    for name, targets in sorted(graph.items()):
        top = name.split(".")[0]
        if name in FRONT:
            continue
        if name in LEAVES:
            wrong += [f"{name} -> {t} (a leaf imports nothing of the package)" for t in targets]
            continue
        if top not in LAYERS:
            wrong.append(f"{name} is in no folder of the map")
            continue
        for target in sorted(targets):
            other = target.split(".")[0]
            if target in LEAVES or other == top:
                continue
            if target in FRONT or other not in LAYERS or LAYERS[other] >= LAYERS[top]:
                wrong.append(f"{name} -> {target}")
    return wrong


def test_no_two_modules_import_each_other():
    assert circles(imports(ROOT)) == []


def test_imports_run_one_way_and_every_module_has_a_folder():
    assert backward(imports(ROOT)) == []


def test_each_folder_says_in_one_line_what_it_is_for():
    for folder in sorted(LAYERS):
        doc = ast.get_docstring(ast.parse((ROOT / PACKAGE / folder / "__init__.py").read_text()))
        assert doc and len(doc.splitlines()[0]) > 20, f"{folder}/__init__.py says nothing"
    documented = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    for folder in LAYERS:
        assert f"`{PACKAGE}/{folder}/`" in documented, f"CONTRIBUTING's map leaves out {folder}/"


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for name, text in {"__init__.py": "", **files}.items():
        path = tmp_path / PACKAGE / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return tmp_path


@pytest.mark.parametrize("files, circle", [
    ({"engine/__init__.py": "", "engine/a.py": "from .b import x\n",
      "engine/b.py": "def f():\n    from ramsas_widgets.engine import a\n"},
     ["engine.a", "engine.b"]),
    ({"widgets/__init__.py": "", "widgets/t.py": "from typing import TYPE_CHECKING\n"
      "if TYPE_CHECKING:\n    from .u import U\n", "widgets/u.py": "from . import t\n"},
     ["widgets.t", "widgets.u"]),
])
def test_the_check_finds_a_new_circle(tmp_path, files, circle):
    assert circles(imports(_tree(tmp_path, files))) == [circle]


def test_the_check_finds_an_import_against_the_layers(tmp_path):
    root = _tree(tmp_path, {
        "engine/__init__.py": "", "widgets/__init__.py": "", "classroom/__init__.py": "",
        "widgets/quiz.py": "from ramsas_widgets.classroom import kernel\n",
        "classroom/kernel.py": "from ramsas_widgets.widgets import quiz\n",
        "engine/cards.py": "import ramsas_widgets.widgets.quiz\n",
        "template.py": "from ramsas_widgets.engine import cards\n",
        "loose.py": "",
    })
    assert backward(imports(root)) == [
        "engine.cards -> widgets.quiz",
        "loose is in no folder of the map",
        "template -> engine.cards (a leaf imports nothing of the package)",
        "widgets.quiz -> classroom.kernel",
    ]
