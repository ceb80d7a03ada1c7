"""A variant is declared once, in its family's folder: the rest of the engine and the
probability library name no variant (docstrings and default arguments aside) and read
what they need from the registry."""

from __future__ import annotations

import ast
from pathlib import Path

from ramsas_widgets.engine import FAMILIES, VARIANTS

PACKAGE = Path(__file__).resolve().parents[1] / "ramsas_widgets"
DECLARING = {PACKAGE / "engine" / "registry.py", PACKAGE / "engine" / "variants.py"}
PREFIXES = tuple(sorted({vid.split("-")[0] + "-" for vid in VARIANTS}))


def variant_names(path: Path) -> list[tuple[int, str]]:
    """Each string in the code naming a variant or a variant prefix ("ru-"), with its
    line; docstrings and the default values of arguments are not counted."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                allowed.add(id(first.value))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            allowed |= {id(d) for d in node.args.defaults + node.args.kw_defaults if d}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in allowed and node.value.startswith(PREFIXES)]


def checked_files() -> list[Path]:
    families = {PACKAGE / "engine" / f for f in FAMILIES}
    engine = [p for p in (PACKAGE / "engine").rglob("*.py")
              if p not in DECLARING and not any(f in p.parents for f in families)]
    return sorted(engine + list((PACKAGE / "probability").rglob("*.py")))


def test_the_scan_finds_a_variant_named_in_code(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('"""Doc naming lt-ramsas."""\n\n\ndef f(v="ru-zone"):\n'
                      '    return v == "se-mattmar" or v.startswith("ru-")\n')
    assert variant_names(sample) == [(5, "se-mattmar"), (5, "ru-")]


def test_no_variant_is_named_outside_its_declaration():
    files = checked_files()
    assert PACKAGE / "engine" / "teaching" / "quiz.py" in files
    assert PACKAGE / "probability" / "questions.py" in files
    found = [f"{p.relative_to(PACKAGE)}:{line}: {value!r}"
             for p in files for line, value in variant_names(p)]
    assert not found, "declare it in the family's variants.py instead: " + "; ".join(found)
