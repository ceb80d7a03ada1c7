"""Pyodide's lock file (``pyodide-lock.json``): how it names packages, and what they need.

>>> packages = {"a": {"depends": ["B_c"]}, "b-c": {"depends": []}, "d": {"depends": []}}
>>> closure(packages, ["a"])
['a', 'b-c']
>>> closure(packages, ["a"], without=["b-c"])
['a']
"""

from __future__ import annotations

import re
from collections.abc import Iterable


def key(name: str) -> str:
    """A package's name as the lock file spells it (``pure_eval``: ``pure-eval``).

    >>> key("Fluent.Runtime")
    'fluent-runtime'
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def closure(packages: dict, wanted: Iterable[str], without: Iterable[str] = ()) -> list[str]:
    """``wanted`` and everything they depend on, by the lock file's names, leaving out
    ``without`` and what only they need."""
    names = {key(n): n for n in packages}
    seen: list[str] = [names[key(n)] for n in without if key(n) in names]
    skipped = len(seen)
    todo = [key(w) for w in wanted]
    while todo:
        name = names.get(todo.pop())
        if name is None or name in seen:
            continue
        seen.append(name)
        todo.extend(key(d) for d in packages[name].get("depends", []))
    return seen[skipped:]
