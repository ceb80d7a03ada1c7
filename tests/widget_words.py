"""What a person reads on a widget, and the words on it that did not come through a message.

Used by the language tests: a widget built with ``RAMSAS_LANG`` set (``lt``, or the
pseudo-language ``en-XA`` whose every message is accented and wrapped in ``⟦ ⟧``) must show
no English word that a message did not say.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from page_text import visible

#: English words a sentence in another language would not hold (after rule IDs, cards,
#: option names and code are taken out).
#: ("to" is left out: it is a Lithuanian word too, "to paties".)
ENGLISH_WORDS = {
    "the", "and", "of", "is", "are", "his", "he", "a", "at", "on", "or", "but", "no",
    "player", "players", "plays", "leads", "wins", "trick", "tricks", "takes", "buys", "buy",
    "deal", "deals", "hand", "card", "cards", "scores", "nobody", "everybody", "jacks",
    "trump", "clubs", "diamonds", "hearts", "spades", "you", "game", "will", "play", "not",
    "shows", "keeps", "passes", "point", "points", "short", "total", "loss", "bonus",
    "new", "check", "show", "answer", "next", "your", "turn", "with", "from", "in",
    "score", "round", "seat", "seats", "computer", "start", "again", "reset", "run",
    "exact", "estimate", "probability", "meld", "melds", "joker", "pass", "yes",
}
RULE_ID = re.compile(r"\b[A-Z]{2,4}(?:-[A-Z]+)*-\d+\b")
CARD = re.compile(r"(?:10|[2-9AKQJ])\s*[♠♥♦♣]|\bJK\b|\b(?:10|[2-9TAKQJ])[CDHS]\b")


def texts(widget: Any) -> Iterator[str]:
    """Every text a person can read or hear on ``widget`` and the widgets inside it:
    descriptions, values, options, placeholders, tooltips, HTML without its tags."""
    seen: set[int] = set()
    stack = [widget]
    while stack:
        w = stack.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        for name in ("description", "placeholder", "tooltip", "button_style_label"):
            value = getattr(w, name, None)
            if isinstance(value, str) and value:
                yield value
        value = getattr(w, "value", None)
        if isinstance(value, str) and value:
            yield visible(value) if "<" in value else value
        for option in getattr(w, "_options_labels", ()) or ():
            yield str(option)
        for child in getattr(w, "children", ()) or ():
            stack.append(child)
        titles = getattr(w, "titles", None)
        if titles:
            yield from (t for t in titles if t)


def english_left(text: str) -> set[str]:
    """The English words in ``text`` once its rule IDs and cards are taken out."""
    bare = CARD.sub(" ", RULE_ID.sub(" ", text))
    return {w for w in re.findall(r"[^\W\d_]+", bare) if w.lower() in ENGLISH_WORDS}


def outside_messages(text: str) -> str:
    """In the pseudo-language: what of ``text`` lies outside every ``⟦ … ⟧`` message."""
    out, depth = [], 0
    for ch in text:
        if ch == "⟦":
            depth += 1
        elif ch == "⟧":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def unaccented_words(text: str) -> set[str]:
    """Plain ASCII words of three letters or more outside the pseudo-language's messages
    (rule IDs and cards taken out): text that bypassed the catalogues."""
    bare = CARD.sub(" ", RULE_ID.sub(" ", outside_messages(text)))
    return {w for w in re.findall(r"[A-Za-z]{3,}", bare)}
