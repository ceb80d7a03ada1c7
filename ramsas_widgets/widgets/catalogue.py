"""What the widgets know of the rules catalogue: the page its rules are on, and how a house
rule's name and value are said. The rules page (:mod:`ramsas_widgets.serve.rules_page`) says
both the same way.

>>> choice_words(True), choice_words("first-lead"), choice_words("nine_redeal")
('yes', 'first lead', 'nine redeal')

The words are messages (:data:`~ramsas_widgets.engine.variants.VALUE_WORDS`,
:data:`~ramsas_widgets.engine.variants.NAME_WORDS`): :func:`choice` and
:func:`option_name` say them in a language, and what :func:`choice_words` gives is said in
the page's language by ``feedback.spoken`` or as a message's value.

>>> from ramsas_widgets.i18n.locale import speaker
>>> choice("first-lead", speaker("lt")), option_name("nine_redeal", speaker("lt"))
('išeinant pirmą kartą', 'perdalijimas dėl devynakės')
"""

from __future__ import annotations

from ramsas_widgets.engine.variants import NAME_WORDS, VALUE_WORDS, choice, option_name

__all__ = ["RULES_NOTEBOOK", "choice", "choice_words", "option_name"]

#: The notebook that holds the rules, beside the lessons (``notebooks/build_notebooks.py``
#: writes it from ``docs/RULES.md``).
RULES_NOTEBOOK = "08_rules.ipynb"


def choice_words(value: object) -> str:
    """A house rule's value (or a rule option's name) as a person says it in English:
    ``yes``, ``no``, ``first lead``, ``nine redeal``; a word the catalogue knows is its
    message (a ``Text``), which a view can say in its language."""
    if isinstance(value, str) and value not in VALUE_WORDS and value in NAME_WORDS:
        return option_name(value)
    return choice(value)
