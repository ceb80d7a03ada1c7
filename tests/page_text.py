"""What a person reads in a widget's HTML: the text without its tags (rule links read as
their rule IDs)."""

from __future__ import annotations

import html
import re

_TAG = re.compile(r"<[^>]+>")


def visible(markup: str) -> str:
    """The text of ``markup`` as shown: tags dropped, entities read."""
    return html.unescape(_TAG.sub("", markup))
