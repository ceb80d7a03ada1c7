"""What the widgets know of the rules catalogue: the page its rules are on, and how a house
rule's value is said. The rules page (:mod:`ramsas_widgets.serve.rules_page`) says both the
same way.

>>> choice_words(True), choice_words("first-lead")
('yes', 'first lead')
"""

from __future__ import annotations

#: The notebook that holds the rules, beside the lessons (``notebooks/build_notebooks.py``
#: writes it from ``docs/RULES.md``).
RULES_NOTEBOOK = "08_rules.ipynb"


def choice_words(value: object) -> str:
    """A house rule's value as a person says it: ``yes``, ``no``, ``first lead``."""
    if value is True:
        return "yes"
    if value is False:
        return "no"
    return str(value).replace("-", " ").replace("_", " ")
