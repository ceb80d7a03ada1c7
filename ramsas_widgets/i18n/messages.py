"""Messages: a sentence's ID with its English beside it, declared where the sentence is made.

A :class:`Text` is the English template itself (a ``str`` whose ``{name}`` fields are typed
values: a seat, a card, a count), so the engine's plain notation is unchanged, and it carries
the ID every language's catalogue knows it by. The English catalogue is generated from these
declarations (``python -m ramsas_widgets.i18n``); a test checks it is fresh.

>>> LEADS = text("doc.play.lead", "{p} leads {c}")
>>> LEADS, LEADS.id, fluent_id(LEADS.id)
('{p} leads {c}', 'doc.play.lead', 'doc_play_lead')
>>> fluent_pattern(LEADS)
'{ $p } leads { $c }'

IDs are lower-case words joined by ``-`` in dotted parts named for what they say
(``ramsas.buy.buys``); a Fluent identifier cannot hold a dot, so the catalogues write each
dot as ``_`` (:func:`fluent_id`).
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

#: What a message ID looks like: dotted parts of lower-case words joined by hyphens.
ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*")

#: Every message declared so far in this process: ID -> English template.
ENGLISH: dict[str, str] = {}


class Text(str):
    """An English template (``"{p} leads {c}"``) with its message ``id``."""

    id: str

    def __new__(cls, id: str, english: str) -> Text:
        obj = super().__new__(cls, english)
        obj.id = id
        return obj

    def __reduce__(self) -> tuple:
        return text, (self.id, str(self))


def text(id: str, english: str) -> Text:
    """Declare the message ``id`` whose English is ``english`` (``{name}`` fields for its
    values); the same ID may be declared again only with the same English."""
    _declare(id, english)
    return Text(id, english)


def _declare(id: str, english: str) -> None:
    if not ID.fullmatch(id):
        raise ValueError(f"{id!r} is not a message ID (lower-case words, '-' and '.')")
    known = ENGLISH.setdefault(id, english)
    if known != english:
        raise ValueError(f"message {id!r} is declared twice with different English: "
                         f"{known!r} and {english!r}")


class Plural(Text):
    """A message whose English says a count of one in other words than the rest (``{n}
    trick`` / ``{n} tricks``): declared once, with both English forms; the catalogue of
    every language selects its forms by the count (English: ``one`` and ``other``). As a
    ``str`` it is the form for many; :meth:`chosen` and :meth:`format` take the English form
    the count asks for (the engine's plain notation)."""

    count: str
    one: str

    def __new__(cls, id: str, count: str, one: str, other: str) -> Plural:
        obj = super().__new__(cls, id, other)
        obj.count, obj.one = count, one
        return obj

    def __reduce__(self) -> tuple:
        return plural, (self.id, self.count, self.one, str(self))

    def chosen(self, values: dict) -> str:
        """The English form for ``values``' count."""
        return self.one if values.get(self.count) == 1 else str(self)

    def format(self, *args: object, **values: object) -> str:  # type: ignore[override]
        return self.chosen(values).format(*args, **values)


#: Every plural message declared so far in this process: ID -> (count, English for one).
PLURALS: dict[str, tuple[str, str]] = {}


def plural(id: str, count: str, one: str, other: str) -> Plural:
    """Declare the message ``id`` whose English reads ``one`` when the value ``count`` is 1
    and ``other`` otherwise; a language's catalogue selects on ``$count`` by its own plural
    rules.

    >>> TAKES = plural("doc.takes", "n", "{p} takes {n} trick", "{p} takes {n} tricks")
    >>> TAKES.format(p="P1", n=1), TAKES.format(p="P1", n=3), str(TAKES)
    ('P1 takes 1 trick', 'P1 takes 3 tricks', '{p} takes {n} tricks')
    """
    _declare(id, other)
    known = PLURALS.setdefault(id, (count, one))
    if known != (count, one):
        raise ValueError(f"plural message {id!r} is declared twice with different English")
    return Plural(id, count, one, other)


def chosen(template: str, values: dict) -> str:
    """``template`` as English says it for ``values`` (a :class:`Plural` takes its form)."""
    return template.chosen(values) if isinstance(template, Plural) else template


def fluent_id(id: str) -> str:
    """The message's identifier in a Fluent catalogue (its dots written ``_``)."""
    return id.replace(".", "_")


def fields(template: str) -> tuple[str, ...]:
    """The names of a template's fields, in order, each once."""
    seen: dict[str, None] = {}
    for _literal, name, _spec, _conv in string.Formatter().parse(template):
        if name is not None:
            seen.setdefault(name, None)
    return tuple(seen)


def fluent_pattern(template: str) -> str:
    """An English template as a Fluent pattern: ``{p}`` becomes ``{ $p }``; the characters
    Fluent reads as syntax are written as string literals."""
    out = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        if spec or conversion:
            raise ValueError(f"{template!r}: a message field takes no format ({name})")
        for ch in literal:
            out.append('{ "' + ch + '" }' if ch in "{}" else ch)
        if name is not None:
            out.append("{ $" + name + " }")
    pattern = "".join(out)
    if pattern[:1] in ("[", "*", ".", " ") or pattern[-1:] == " ":
        raise ValueError(f"{template!r}: a message may not start with {pattern[:1]!r} or end "
                         "with a space")
    return pattern


class Declaration:
    """One ``text("id", "English")`` call found in the source: where, and what it says."""

    def __init__(self, id: str, english: str, path: Path, line: int,
                 plural: tuple[str, str] | None = None) -> None:
        self.id, self.english, self.path, self.line = id, english, path, line
        #: for a :func:`plural` message: its count's name and its English for one
        self.plural = plural

    def __repr__(self) -> str:
        return f"{self.path.name}:{self.line}: {self.id}"


def declarations(package: Path) -> tuple[list[Declaration], list[str]]:
    """Every ``text(...)`` call in the package's source, and what is wrong with any: a call
    whose ID or English is not one string written out (an f-string, ``+``, ``%`` or a name)
    makes a sentence no catalogue can hold."""
    found: list[Declaration] = []
    problems: list[str] = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("text", "plural")):
                continue
            where = f"{path.relative_to(package.parent)}:{node.lineno}"
            args = list(node.args)
            wanted = 2 if node.func.id == "text" else 4
            if len(args) != wanted or node.keywords or not all(
                    isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args):
                problems.append(f"{where}: {node.func.id}() takes the ID and the English as "
                                "strings written out, not built (an f-string, + or %)")
                continue
            values = [a.value for a in args]
            if node.func.id == "text":
                found.append(Declaration(values[0], values[1], path, node.lineno))
            else:
                found.append(Declaration(values[0], values[3], path, node.lineno,
                                         (values[1], values[2])))
    return found, problems


def english_catalogue(package: Path) -> str:
    """The English catalogue's text, generated from the package's declarations."""
    found, problems = declarations(package)
    if problems:
        raise ValueError("\n".join(problems))
    by_id: dict[str, str] = {}
    forms: dict[str, tuple[str, str]] = {}
    for d in found:
        if by_id.setdefault(d.id, d.english) != d.english:
            raise ValueError(f"{d}: declared elsewhere with other English")
        if d.plural is not None:
            forms[d.id] = d.plural
    lines = ["# The guide's English messages, generated from the text(...) and plural(...)",
             "# declarations in the code by `python -m ramsas_widgets.i18n`: change the English",
             "# there.", ""]
    for id in sorted(by_id):
        if id in forms:
            count, one = forms[id]
            lines += [f"{fluent_id(id)} = {{ ${count} ->",
                      f"        [one] {fluent_pattern(one)}",
                      f"       *[other] {fluent_pattern(by_id[id])}",
                      "    }"]
        else:
            lines.append(f"{fluent_id(id)} = {fluent_pattern(by_id[id])}")
    return "\n".join(lines) + "\n"
