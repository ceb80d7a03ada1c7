"""A language the guide speaks: its Fluent catalogues, and the words every message shares.

>>> lt = speaker("lt")
>>> lt.number(10000), lt.number(0.375), lt.words(["A", "B", "C"])
('10\\xa0000', '0,375', 'A, B ir C')
>>> lt.person(2).format(None), lt.say("word.player", case="dative", n=3, you="no")
('Žaidėjas 3', 'Žaidėjui 3')

A value given to a message becomes a Fluent argument by its type: a number stays a number
(its plural form and its digits follow the language), a string stays as written, and a value
with a ``fluent(speaker)`` method (a seat, a card, a suit in the engine) says what it is.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from babel.lists import format_list
from babel.numbers import format_decimal
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentType
from fluent.syntax import FluentParser, FluentSerializer
from fluent.syntax import ast as FTL
from fluent.syntax.visitor import Transformer

from .messages import ENGLISH, fluent_id

log = logging.getLogger(__name__)

#: The catalogues' folder as the package holds it: a folder on disk, or one inside the zip
#: a page of the static site imports the package from (:mod:`ramsas_widgets.site.bundle`).
CATALOGUES = files(__package__) / "catalogues"
#: The languages the guide ships, English first (every other falls back to it): a folder of
#: catalogues each (``catalogues/lt/``), so that a new language is a folder of its own.
LANGUAGES: tuple[str, ...] = ("en", *sorted(
    p.name for p in CATALOGUES.iterdir() if p.is_dir() and p.name != "en"
    and (p / "words.ftl").is_file()))


def _native_name(code: str) -> str:
    """A language's name in itself: its vocabulary's ``language-name``."""
    words = (CATALOGUES / code / "words.ftl").read_text(encoding="utf-8")
    found = re.search(r"^language-name = (.+)$", words, re.M)
    if not found:
        raise LookupError(f"catalogues/{code}/words.ftl names no language-name")
    return found.group(1).strip()


#: Each language's name in itself, for the switch between them.
NATIVE_NAMES = {code: _native_name(code) for code in LANGUAGES}
#: A test language made from the English: every letter accented, every message a third
#: longer and in brackets, so that text that does not come through a message shows.
PSEUDO = "en-XA"
_ACCENTED = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                          "àƀçďéƒğĥîĵķĺɱñöþǫřšţûṽŵẋýžÀƁÇĎÉƑĞĤÎĴĶĹṀÑÖÞǪŘŠŢÛṼŴẊÝŽ")


class MessageError(LookupError):
    """A message that cannot be rendered: unknown, or given the wrong values."""


class Word(FluentType):
    """A word of the vocabulary in a message (a player, a suit): the message ``id`` of
    ``catalogues/<code>/words.ftl`` with its ``keys``. As a plain value it reads in the
    nominative; ``PLAYER($p, case: "dative")`` or ``SUIT($s, case: "genitive")`` declines it."""

    def __init__(self, speaker: Speaker, id: str, **keys: Any) -> None:
        self.speaker, self.id, self.keys = speaker, id, keys

    def said(self, case: str = "nominative") -> str:
        return self.speaker.say(self.id, case=case, **self.keys)

    def format(self, locale: Any) -> str:
        return self.said()


class Words(FluentType):
    """Several words of one kind (players who tie), listed as the language lists them."""

    def __init__(self, speaker: Speaker, words: Sequence[Word]) -> None:
        self.speaker, self.words = speaker, tuple(words)

    def said(self, case: str = "nominative") -> str:
        return self.speaker.words([w.said(case) for w in self.words])

    def format(self, locale: Any) -> str:
        return self.said()


class _Capitalized(FluentType):
    """A word that starts its sentence (see :meth:`Speaker.capital`)."""

    def __init__(self, word: Word | Words) -> None:
        self.word = word

    def said(self, case: str = "nominative") -> str:
        text = self.word.said(case)
        return text[:1].upper() + text[1:]

    def format(self, locale: Any) -> str:
        return self.said()


def _in_case(word: Any, case: Any = "nominative") -> str | FluentNone:
    """Fluent's ``PLAYER(...)`` and ``SUIT(...)``: a word (or words) in a grammatical case."""
    if isinstance(word, (Word, Words, _Capitalized)):
        return word.said(str(case))
    return FluentNone("word")


class Speaker:
    """One language: renders messages by ID from its catalogues (English where a message is
    missing, which the tests forbid for a shipped language), with its numbers and lists."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.cldr = "en" if code == PSEUDO else code  # the numbers' and plurals' language
        self.bundle = FluentBundle([self.cldr], functions={"PLAYER": _in_case,
                                                           "SUIT": _in_case},
                                   use_isolating=False)
        self.fallback = None if code in ("en", PSEUDO) else speaker("en")
        folder = CATALOGUES / ("en" if code == PSEUDO else code)
        if not folder.is_dir():
            raise MessageError(f"the guide has no catalogues in {code!r}")
        for path in sorted((p for p in folder.iterdir() if p.name.endswith(".ftl")),
                           key=lambda p: p.name):
            source = path.read_text(encoding="utf-8")
            self.bundle.add_resource(FluentResource(pseudo(source) if code == PSEUDO
                                                    else source))

    def __repr__(self) -> str:
        return f"speaker({self.code!r})"

    def has(self, id: str) -> bool:
        return self.bundle.has_message(fluent_id(id))

    def arg(self, value: Any) -> Any:
        """``value`` as a Fluent argument (see the module)."""
        if isinstance(value, (FluentType, str)) and not hasattr(value, "fluent"):
            return value
        if hasattr(value, "fluent"):
            return value.fluent(self)
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, (int, float, Decimal)):
            return value
        if isinstance(value, Fraction):
            return f"{value.numerator}/{value.denominator}"
        raise MessageError(f"a message cannot say a {type(value).__name__} ({value!r})")

    def say(self, id: str, **values: Any) -> str:
        """The message ``id`` with ``values``; :class:`MessageError` when it cannot be said
        whole (a value missing, a name unknown)."""
        if not self.has(id):
            if self.fallback is not None and self.fallback.has(id):
                log.warning("%s: no %r message; said in English", self.code, id)
                return self.fallback.say(id, **values)
            raise MessageError(f"{self.code}: no message {id!r}"
                               + (" (declared in the code: run python -m ramsas_widgets.i18n)"
                                  if id in ENGLISH else ""))
        message = self.bundle.get_message(fluent_id(id))
        args = {k: self.arg(v) for k, v in values.items()}
        out, errors = self.bundle.format_pattern(message.value, args)
        if errors:
            raise MessageError(f"{self.code}: {id}: " + "; ".join(map(str, errors)))
        return out

    def person(self, seat: int, you: bool = False) -> Word:
        """Seat ``seat`` (from 0) as the language names a player (``you``: the learner's)."""
        return Word(self, "word.player", n=seat + 1, you="yes" if you else "no")

    def people(self, seats: Sequence[int], you: int | None = None) -> Words:
        return Words(self, [self.person(p, p == you) for p in seats])

    def suit(self, name: str) -> Word:
        """A suit (``"hearts"``) as the language names it."""
        return Word(self, "word.suit", suit=name)

    def capital(self, value: Any) -> Any:
        """``value`` said with a capital letter where the language writes one at the start
        of a sentence as English does (English and :data:`PSEUDO`); unchanged in another,
        whose messages place their words as they need."""
        if self.cldr != "en":
            return value
        if isinstance(value, str):
            return value[:1].upper() + value[1:]
        if isinstance(value, (Word, Words)):
            return _Capitalized(value)
        return value

    def unstopped(self, said: str) -> str:
        """A message said less its final full stop, as the code's English template of it
        reads (``bot.explain.not-allowed`` wraps it): English and :data:`PSEUDO`, whose
        catalogues are that English, drop the stop; another language keeps it, its message
        around placing it last.

        >>> speaker("en").unstopped("It does not qualify."), speaker("lt").unstopped("Ne.")
        ('It does not qualify', 'Ne.')
        """
        if self.cldr != "en":
            return said
        found = re.fullmatch(r"(.*)\.(~*⟧)?", said, re.S)
        return found[1] + (found[2] or "") if found else said

    def number(self, value: int | float | Decimal) -> str:
        """A number as the language writes it (``10 000``, ``0,375``)."""
        return format_decimal(value, locale=self.cldr, decimal_quantization=False)

    def words(self, items: Sequence[str]) -> str:
        """Items listed as the language lists them (``a, b ir c``)."""
        if not items:
            return ""
        if self.code != PSEUDO:
            return format_list(list(items), locale=self.cldr)
        marks = [f"\ue010{k}\ue011" for k in range(len(items))]  # the pattern's words only
        said = format_list(marks, locale=self.cldr).translate(_ACCENTED)
        for mark, item in zip(marks, items, strict=True):
            said = said.replace(mark, item)
        return said


def pseudo(source: str) -> str:
    """A Fluent catalogue's text made pseudo-English (:data:`PSEUDO`): the words of every
    message accented and a third longer, each message in ``⟦ ⟧``; values, selectors and
    functions untouched.

    >>> pseudo("hi = { $p } buys the card")
    'hi = ⟦{ $p } ƀûýš ţĥé çàřď~~~~~⟧\\n'
    """
    resource = FluentParser().parse(source)

    class Accent(Transformer):
        def visit_TextElement(self, node):  # noqa: N802 - the transformer's naming
            node.value = node.value.translate(_ACCENTED)
            return node

        def visit_Message(self, node):  # noqa: N802
            self.generic_visit(node)
            if node.value is not None:
                elements = node.value.elements
                length = sum(len(e.value) for e in elements if isinstance(e, FTL.TextElement))
                elements.insert(0, FTL.TextElement("⟦"))
                elements.append(FTL.TextElement("~" * -(-length * 3 // 10) + "⟧"))
            return node

    return FluentSerializer().serialize(Accent().visit(resource))


@cache
def speaker(code: str = "en") -> Speaker:
    """The :class:`Speaker` of ``code`` (one of :data:`LANGUAGES`, or :data:`PSEUDO`)."""
    if code not in LANGUAGES and code != PSEUDO:
        raise MessageError(f"the guide does not speak {code!r} (it speaks "
                           f"{', '.join(LANGUAGES)})")
    return Speaker(code)




#: The environment variable that sets the language of the pages a kernel serves.
LANG_VARIABLE = "RAMSAS_LANG"


def page_language(folder: Path | None = None) -> str:
    """The language of the page this kernel runs: :data:`LANG_VARIABLE` if it is set,
    else the name of the folder the notebook runs in when it is a language's code
    (``notebooks/lt/`` speaks Lithuanian), else English. Lessons in every language have the
    same code cells; only where they stand differs.

    >>> page_language(Path("notebooks/lt")), page_language(Path("notebooks"))
    ('lt', 'en')
    """
    import os

    code = os.environ.get(LANG_VARIABLE, "")
    if code:
        if code not in LANGUAGES and code != PSEUDO:
            raise MessageError(f"{LANG_VARIABLE}={code!r}: the guide speaks "
                               f"{', '.join(LANGUAGES)}")
        return code
    name = (folder or Path.cwd()).name
    return name if name in LANGUAGES else "en"


def page_speaker() -> Speaker:
    """The :class:`Speaker` of :func:`page_language`: what every widget on the page says
    its words with."""
    return speaker(page_language())
