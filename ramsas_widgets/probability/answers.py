"""Answers a learner types in the probability exercises, read exactly and checked.

The reader knows numbers, ``+ - * / ( )``, ``%`` and ``C(n,k)`` (also ``comb``/``binom``);
nothing a learner types is ever evaluated as code. A decimal comma is read as the decimal
point it is where students write it so (Lithuania, Russia, Finland, Sweden, Hungary):
``0,375`` and ``37,5 %``; ``C(n;k)`` then separates its numbers with a semicolon, and
``C(6,2)`` keeps its comma as the separator.

>>> parse_answer("C(20,1)/C(24,5)"), parse_answer("0,375"), parse_answer("C(6;2)/C(16;2)")
(Fraction(5, 10626), Fraction(3, 8), Fraction(1, 8))

What it says back is said in a language (``speaker``, the page's by default):

>>> from ramsas_widgets.i18n.locale import speaker
>>> check_answer("0,375", Fraction(3, 8), speaker=speaker("lt"))
(True, 'Tiksliai: 3/8 = 0,375.')
"""

from __future__ import annotations

import re
from decimal import Decimal
from fractions import Fraction
from math import comb
from typing import Any

from babel.numbers import format_decimal

from ..engine.errors import RulesError
from ..engine.events import Sentence, say
from ..i18n.locale import page_speaker
from ..i18n.messages import text


def fraction_text(p: Fraction, speaker: Any = None) -> str:
    """A fraction as people write it: ``1,841/3,596`` (its numbers as ``speaker``'s
    language writes them, if one is given)."""
    if speaker is None:
        return f"{p.numerator:,}/{p.denominator:,}" if p.denominator != 1 else str(p.numerator)
    if p.denominator == 1:
        return speaker.number(p.numerator)
    return f"{speaker.number(p.numerator)}/{speaker.number(p.denominator)}"


def num_text(x: float, speaker: Any = None) -> str:
    """A probability with four significant figures (written as ``speaker``'s language
    writes a number, if one is given: ``0,1667``)."""
    plain = f"{x:.4g}" if x else "0"
    return plain if speaker is None else speaker.number(Decimal(plain))


def figures(x: float, digits: int, speaker: Any) -> str:
    """``x`` to ``digits`` significant figures, as ``speaker``'s language writes it."""
    return speaker.number(Decimal(f"{x:.{digits}g}")) if x else speaker.number(0)


def fixed(x: float, places: int, speaker: Any, signed: bool = False) -> str:
    """``x`` with ``places`` decimals (``signed``: its sign always), rounded as an f-string
    rounds it and written as ``speaker``'s language writes a number (``+0,25``).

    >>> from ramsas_widgets.i18n.locale import speaker
    >>> fixed(0.25, 2, speaker("en"), signed=True), fixed(5, 1, speaker("lt"))
    ('+0.25', '5,0')
    """
    pattern = "0" + ("." + "0" * places if places else "")
    if signed:
        pattern = f"+{pattern};-{pattern}"
    return format_decimal(Decimal(f"{x:.{places}f}"), format=pattern, locale=speaker.cldr)


_TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d*)?|\.\d+)|(comb|binom|C)|(.))")
#: A decimal comma's digits, right after a number's whole part: ``0,375``.
_COMMA_DIGITS = re.compile(r",(\d+)")
#: The forms an answer may take, said with every complaint: its examples are no exercise's
#: answer (tests/test_probability_widget.py checks).
ANSWER_HELP = text("lab.answer.help", "Write a fraction like 3/8, a decimal like 0.375 or "
                   "0,375, a percentage like 37.5%, or counts like C(6,2)/C(16,2).")
NO_PLACE = text("lab.answer.no-place", "{other} has no place in an answer. {help}")
CANNOT_READ = text("lab.answer.cannot-read", "I cannot read that answer. {help}")
EMPTY = text("lab.answer.empty", "The answer is empty. {help}")
TOO_LONG = text("lab.answer.too-long", "Type a short answer. {help}")
DIVIDES_BY_ZERO = text("lab.answer.divides-by-zero", "That answer divides by zero.")
COMB_RANGE = text("lab.answer.comb-range",
                  "C(n,k) needs whole numbers n from 0 to 1000 and k of at least 0.")

#: The forms an answer may take, as a sentence said after a complaint.
HELP: Sentence = say(ANSWER_HELP)


class _Parser:
    """A tiny reader for answers: numbers, + - * / ( ), %, and C(n,k). Nothing is evaluated."""

    def __init__(self, text: str) -> None:
        self.tokens: list[tuple[str, str]] = []
        #: whether the answer holds a decimal or a percentage: a rounded figure, which may
        #: be judged with a tolerance (a fraction or a count never is)
        self.rounded = False
        pos = 0
        text = (text.replace("×", "*").replace("·", "*").replace("÷", "/")
                .replace(" ", "").replace("\u00a0", "").replace("\u202f", ""))
        semicolons = ";" in text  # C(n;k): every comma is a decimal comma
        calls: list[bool] = []  # for each open bracket: whether it holds C(...)'s numbers
        while pos < len(text):
            m = _TOKEN.match(text, pos)
            number, name, other = m.groups()
            pos = m.end()
            if number:
                comma = _COMMA_DIGITS.match(text, pos)
                if comma and "." not in number and (semicolons or not (calls and calls[-1])):
                    number, pos = f"{number}.{comma.group(1)}", comma.end()
                self.rounded |= "." in number
                self.tokens.append(("num", number))
            elif name:
                self.tokens.append(("C", name))
            elif other == ";" or (other == "," and not semicolons):
                self.tokens.append((",", ","))
            elif other in "+-*/()%":
                if other == "(":
                    calls.append(bool(self.tokens) and self.tokens[-1][0] == "C")
                elif other == ")" and calls:
                    calls.pop()
                self.rounded |= other == "%"
                self.tokens.append((other, other))
            else:
                raise RulesError(say(NO_PLACE, other=repr(other), help=HELP))
        self.at = 0

    def peek(self) -> str | None:
        return self.tokens[self.at][0] if self.at < len(self.tokens) else None

    def take(self, kind: str) -> str:
        if self.peek() != kind:
            raise RulesError(say(CANNOT_READ, help=HELP))
        self.at += 1
        return self.tokens[self.at - 1][1]

    def parse(self) -> Fraction:
        if not self.tokens:
            raise RulesError(say(EMPTY, help=HELP))
        value = self.expr()
        if self.peek() is not None:
            raise RulesError(say(CANNOT_READ, help=HELP))
        return value

    def expr(self) -> Fraction:
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.take(self.peek())
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self) -> Fraction:
        value = self.factor()
        while self.peek() in ("*", "/"):
            op = self.take(self.peek())
            rhs = self.factor()
            if op == "*":
                value *= rhs
            elif rhs == 0:
                raise RulesError(say(DIVIDES_BY_ZERO))
            else:
                value /= rhs
        return value

    def factor(self) -> Fraction:
        if self.peek() in ("+", "-"):
            sign = -1 if self.take(self.peek()) == "-" else 1
            return sign * self.factor()
        value = self.primary()
        while self.peek() == "%":
            self.take("%")
            value /= 100
        return value

    def primary(self) -> Fraction:
        kind = self.peek()
        if kind == "num":
            return Fraction(self.take("num"))
        if kind == "(":
            self.take("(")
            value = self.expr()
            self.take(")")
            return value
        if kind == "C":
            self.take("C")
            self.take("(")
            n = self.expr()
            self.take(",")
            k = self.expr()
            self.take(")")
            if n.denominator != 1 or k.denominator != 1 or not 0 <= n <= 1000 or k < 0:
                raise RulesError(say(COMB_RANGE))
            return Fraction(comb(int(n), int(k)))
        raise RulesError(say(CANNOT_READ, help=HELP))


def parse_answer(text: str) -> Fraction:
    """An answer typed by a learner, read exactly (never evaluated as code).

    >>> parse_answer("16.7%"), parse_answer("1 - C(28,5)/C(32,5)")
    (Fraction(167, 1000), Fraction(1841, 3596))
    """
    return _read(text).parse()


def _read(text: str) -> _Parser:
    if not isinstance(text, str) or len(text) > 200:
        raise RulesError(say(TOO_LONG, help=HELP))
    return _Parser(text)


#: A plain decimal or percentage, as typed: its digits say how far it was rounded.
_DECIMAL = re.compile(r"^\s*(\d*)(?:[.,](\d*))?\s*(%?)\s*$")


def rounding_of(text: str) -> tuple[int, int] | None:
    """``(decimal places, significant figures)`` of a plain decimal or percentage as a
    probability (``"17%"`` has two places, like ``0.17``); ``None`` for anything else.

    >>> rounding_of("0.17"), rounding_of("16,7 %"), rounding_of("1/6")
    ((2, 2), (3, 3), None)
    """
    m = _DECIMAL.match(text)
    if not m or not (m.group(1) or m.group(2)):
        return None
    whole, frac, percent = m.group(1), m.group(2) or "", m.group(3)
    places = len(frac) + (2 if percent else 0)
    digits = (whole + frac).lstrip("0")
    return places, len(digits)


#: What a checked answer is told (``{fraction}``: the exact value as a fraction, ``{value}``
#: and ``{typed}``: a decimal, ``{percent}``: how far off, in whole per cent).
EXACTLY = text("lab.answer.exactly", "Exactly right: {fraction} = {value}.")
BELOW_ZERO = text("lab.answer.below-zero",
                  "Not yet: a probability lies between 0 and 1, and this answer is below 0.")
ABOVE_ONE = text("lab.answer.above-one",
                 "Not yet: a probability lies between 0 and 1, and this answer is above 1.")
ROUNDED = text("lab.answer.rounded",
               "Right, correctly rounded: the exact value is {fraction} = {value}.")
ONE_FIGURE = text("lab.answer.one-figure", "Nearly: {typed} is {fraction} rounded to one "
                  "figure; give at least two significant figures.")
TO_THE_DIGITS = text("lab.answer.to-the-digits",
                     "Right to the digits you gave: the exact value is {fraction} = {value}.")
EXACT_ZERO = text("lab.answer.exact-zero", "Not yet: the exact value is 0, not {value}.")
#: A wrong answer, by how far off it is (:func:`how_far`).
NOT_YET = {
    "far-too-high": text("lab.answer.not-yet.far-too-high",
                         "Not yet: {value} is far too high: more than ten times the answer."),
    "too-high": text("lab.answer.not-yet.too-high",
                     "Not yet: {value} is too high: more than twice the answer."),
    "far-too-low": text("lab.answer.not-yet.far-too-low",
                        "Not yet: {value} is far too low: less than a tenth of the answer."),
    "too-low": text("lab.answer.not-yet.too-low",
                    "Not yet: {value} is too low: less than half the answer."),
    "nearly-high": text("lab.answer.not-yet.nearly-high",
                        "Not yet: {value} is less than 1% too high."),
    "nearly-low": text("lab.answer.not-yet.nearly-low",
                       "Not yet: {value} is less than 1% too low."),
    "high": text("lab.answer.not-yet.high", "Not yet: {value} is {percent}% too high."),
    "low": text("lab.answer.not-yet.low", "Not yet: {value} is {percent}% too low."),
}
#: A fraction or a count within a twentieth of the answer, by how far off it is.
CLOSE = {
    "nearly-high": text("lab.answer.close.nearly-high",
                        "Not yet: {fraction} is close (less than 1% too high), but a fraction "
                        "is exact: it must be the answer itself, so check the counts."),
    "nearly-low": text("lab.answer.close.nearly-low",
                       "Not yet: {fraction} is close (less than 1% too low), but a fraction "
                       "is exact: it must be the answer itself, so check the counts."),
    "high": text("lab.answer.close.high",
                 "Not yet: {fraction} is close ({percent}% too high), but a fraction is "
                 "exact: it must be the answer itself, so check the counts."),
    "low": text("lab.answer.close.low",
                "Not yet: {fraction} is close ({percent}% too low), but a fraction is "
                "exact: it must be the answer itself, so check the counts."),
}


def check_answer(text: str, exact: Fraction, rel_tol: float = 0.005,
                 speaker: Any = None) -> tuple[bool, str]:
    """Whether ``text`` is the exact value, or that value correctly rounded (a decimal or
    a percentage of at least two significant figures), or a decimal within ``rel_tol``.
    A fraction or a count (``1/749``, ``C(4,2)/C(24,2)``) is exact: it is right only when
    it is the answer, however near it comes. What it says is said by ``speaker`` (the
    page's language by default); a :class:`RulesError` when ``text`` cannot be read.

    >>> check_answer("0.17", Fraction(1, 6))[0], check_answer("17%", Fraction(1, 6))[0]
    (True, True)
    >>> check_answer("0.2", Fraction(1, 6))[1]
    'Nearly: 0.2 is 1/6 rounded to one figure; give at least two significant figures.'
    >>> check_answer("C(1000,500)", Fraction(1, 6))[1]
    'Not yet: a probability lies between 0 and 1, and this answer is above 1.'
    """
    speaker = speaker or page_speaker()
    reader = _read(text)
    value = reader.parse()
    fraction = fraction_text(exact, speaker)
    if value == exact:
        return True, speaker.say(EXACTLY.id, fraction=fraction,
                                 value=num_text(float(exact), speaker))
    if not 0 <= value <= 1:
        return False, speaker.say((BELOW_ZERO if value < 0 else ABOVE_ONE).id)
    rounding = rounding_of(text)
    if rounding is not None:
        places, figures_given = rounding
        if abs(value - exact) <= Fraction(1, 2 * 10**places):
            if figures_given >= 2:
                return True, speaker.say(ROUNDED.id, fraction=fraction,
                                         value=figures(float(exact), 6, speaker))
            return False, speaker.say(ONE_FIGURE.id, typed=text.strip(), fraction=fraction)
    off = abs(value - exact) / exact if exact else None
    if not reader.rounded and off is not None and off <= Fraction(1, 20):
        how, percent = how_far(value, exact)
        return False, speaker.say(CLOSE[how].id, fraction=fraction_text(value, speaker),
                                  percent=percent)
    if reader.rounded and off is not None and off <= rel_tol:
        return True, speaker.say(TO_THE_DIGITS.id, fraction=fraction,
                                 value=figures(float(exact), 6, speaker))
    if off is None:
        return False, speaker.say(EXACT_ZERO.id, value=num_text(float(value), speaker))
    how, percent = how_far(value, exact)
    return False, speaker.say(NOT_YET[how].id, value=num_text(float(value), speaker),
                              percent=percent)


def how_far(value: Fraction, exact: Fraction) -> tuple[str, int]:
    """How far a wrong answer is from the exact one, as a person says it: by a share while
    it is within twice or half of it (``high`` or ``low`` by a whole ``percent``, or
    ``nearly-`` so, less than 1%), else by how many times (``too-`` or ``far-too-high``
    or ``low``): the key of :data:`NOT_YET` and the per cent it says.

    >>> how_far(Fraction(1, 4), Fraction(1, 5)), how_far(Fraction(1, 4), Fraction(5, 10626))
    (('high', 25), ('far-too-high', 0))
    >>> how_far(Fraction(1, 20), Fraction(1, 6)), how_far(Fraction(0), Fraction(1, 6))
    (('too-low', 0), ('far-too-low', 0))
    """
    ratio = value / exact
    if ratio >= 10:
        return "far-too-high", 0
    if ratio >= 2:
        return "too-high", 0
    if ratio <= Fraction(1, 10):
        return "far-too-low", 0
    if ratio <= Fraction(1, 2):
        return "too-low", 0
    off, side = abs(ratio - 1), "high" if ratio > 1 else "low"
    if off < Fraction(1, 200):
        return f"nearly-{side}", 0
    return side, int(f"{max(float(off), 0.01) * 100:.0f}")
