"""A message said as HTML: its words escaped, the trusted HTML given as values (a link, a
word in bold) placed as they are.

>>> from ramsas_widgets.i18n.locale import speaker
>>> html_said(speaker("en"), "word.score-of", points=Markup("<b>2</b>"), p="Ann & Bo")
'<b>2</b> for Ann &amp; Bo'
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

#: Stands for a :class:`Markup` value while its message is said (private-use characters).
_MARK = "\ue002{}\ue003"


class Markup(str):
    """Trusted HTML given to :func:`html_said` as a value (placed as it is, unescaped)."""


def html_said(speaker: Any, id: str, to_html: Callable[[str], str] = escape,
              **values: Any) -> str:
    """The message ``id`` said by ``speaker`` with ``values``, made HTML by ``to_html``
    (escaped; the widgets also make its rule IDs links), its :class:`Markup` values placed
    as they are."""
    held: dict[str, str] = {}
    args: dict[str, Any] = {}
    for key, value in values.items():
        if isinstance(value, Markup):
            mark = _MARK.format(len(held))
            held[mark] = str(value)
            args[key] = mark
        else:
            args[key] = value
    out = to_html(speaker.say(id, **args))
    for mark, markup in held.items():
        out = out.replace(mark, markup)
    return out
