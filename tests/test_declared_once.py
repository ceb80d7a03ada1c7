"""A variant is declared once, in its family's ``variants.py``: the rest of the engine,
the family's own games, rules, scorers and computer players included, and the probability
library name no variant (docstrings and default arguments aside) and read what they need
from the registry and the declaration; so a copy of a declaration under a new ID plays
(``tests/test_declarations.py`` runs such copies through every per-variant test)."""

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


def family_files() -> list[Path]:
    """The family folders' modules besides the declarations themselves."""
    return sorted(p for f in FAMILIES for p in (PACKAGE / "engine" / f).glob("*.py")
                  if p.name != "variants.py")


def test_family_code_names_no_variant_but_reads_its_declaration():
    """A family's games, trick rules, scorers and computer players find what differs
    between its variants in the declaration (``VariantInfo``), not by comparing IDs."""
    files = family_files()
    assert PACKAGE / "engine" / "russian" / "bot.py" in files
    found = [f"{p.relative_to(PACKAGE)}:{line}: {value!r}"
             for p in files for line, value in variant_names(p)]
    assert not found, "read it from the declaration instead: " + "; ".join(found)


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


WIDGETS = PACKAGE / "widgets"
#: The probability lab's exercise catalogue says which variant each exercise is about:
#: lesson content naming variants, not a table of their rules.
CONTENT = {(WIDGETS / "probability_lab.py", "EXERCISES")}


def _content_lines(path: Path) -> set[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    lines: set[int] = set()
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and (path, t.id) in CONTENT for t in targets):
                lines |= set(range(node.lineno, node.end_lineno + 1))
    return lines


def contract_problems(path: Path) -> list[str]:
    """Where a widget module names a variant, probes a game with hasattr/getattr, calls a
    private engine method, or reads history text with a regular expression."""
    problems = []
    content = _content_lines(path)
    problems += [f"{path.name}:{line}: names {value!r}"
                 for line, value in variant_names(path) if line not in content]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("hasattr", "getattr") and node.args:
            target = ast.unparse(node.args[0])
            if "game" in target or target in ("g", "shown.game"):
                problems.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") \
                and not node.attr.startswith("__"):
            owner = ast.unparse(node.value)
            if "game" in owner or owner == "g":
                problems.append(f"{path.name}:{node.lineno}: private {ast.unparse(node)}")
        if isinstance(node, ast.Call) and ast.unparse(node.func).startswith("re.") \
                and any("history" in ast.unparse(a) or "log" in ast.unparse(a)
                        for a in node.args):
            problems.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return problems


def test_the_widget_scan_finds_probing(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import re\n\ndef f(game, v):\n    if hasattr(game, 'ts'):\n"
                      "        game._legal()\n    re.match('P', game.history[0])\n"
                      "    return v == 'hu-rami-40'\n")
    found = contract_problems(sample)
    assert len(found) == 4 and any("hasattr" in f for f in found), found


def test_widgets_name_no_variant_and_read_games_through_their_contract():
    """The widgets branch on no variant, probe no game with hasattr/getattr, call no
    private engine method and read no history text with a regular expression."""
    problems = [p for path in sorted(WIDGETS.glob("*.py")) for p in contract_problems(path)]
    assert not problems, "; ".join(problems)
