"""Answers a learner types in the probability exercises, read exactly and checked.

The reader knows numbers, ``+ - * / ( )``, ``%`` and ``C(n,k)`` (also ``comb``/``binom``);
nothing a learner types is ever evaluated as code. A decimal comma is read as the decimal
point it is where students write it so (Lithuania, Russia, Finland, Sweden, Hungary):
``0,375`` and ``37,5 %``; ``C(n;k)`` then separates its numbers with a semicolon, and
``C(6,2)`` keeps its comma as the separator.

>>> parse_answer("C(20,1)/C(24,5)"), parse_answer("0,375"), parse_answer("C(6;2)/C(16;2)")
(Fraction(5, 10626), Fraction(3, 8), Fraction(1, 8))
"""

from __future__ import annotations

import re
from fractions import Fraction
from math import comb

from ..engine.errors import RulesError


def fraction_text(p: Fraction) -> str:
    """A fraction as people write it: ``1,841/3,596``."""
    return f"{p.numerator:,}/{p.denominator:,}" if p.denominator != 1 else str(p.numerator)


def num_text(x: float) -> str:
    """A probability with four significant figures."""
    return f"{x:.4g}" if x else "0"


_TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d*)?|\.\d+)|(comb|binom|C)|(.))")
#: A decimal comma's digits, right after a number's whole part: ``0,375``.
_COMMA_DIGITS = re.compile(r",(\d+)")
#: The forms an answer may take, said with every complaint: its examples are no exercise's
#: answer (tests/test_probability_widget.py checks).
ANSWER_HELP = ("Write a fraction like 3/8, a decimal like 0.375 or 0,375, a percentage like "
               "37.5%, or counts like C(6,2)/C(16,2).")


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
                raise RulesError(f"{other!r} has no place in an answer. {ANSWER_HELP}")
        self.at = 0

    def peek(self) -> str | None:
        return self.tokens[self.at][0] if self.at < len(self.tokens) else None

    def take(self, kind: str) -> str:
        if self.peek() != kind:
            raise RulesError(f"I cannot read that answer. {ANSWER_HELP}")
        self.at += 1
        return self.tokens[self.at - 1][1]

    def parse(self) -> Fraction:
        if not self.tokens:
            raise RulesError(f"The answer is empty. {ANSWER_HELP}")
        value = self.expr()
        if self.peek() is not None:
            raise RulesError(f"I cannot read that answer. {ANSWER_HELP}")
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
                raise RulesError("That answer divides by zero.")
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
                raise RulesError("C(n,k) needs whole numbers n from 0 to 1000 and k of at "
                                 "least 0.")
            return Fraction(comb(int(n), int(k)))
        raise RulesError(f"I cannot read that answer. {ANSWER_HELP}")


def parse_answer(text: str) -> Fraction:
    """An answer typed by a learner, read exactly (never evaluated as code).

    >>> parse_answer("16.7%"), parse_answer("1 - C(28,5)/C(32,5)")
    (Fraction(167, 1000), Fraction(1841, 3596))
    """
    return _read(text).parse()


def _read(text: str) -> _Parser:
    if not isinstance(text, str) or len(text) > 200:
        raise RulesError(f"Type a short answer. {ANSWER_HELP}")
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


def check_answer(text: str, exact: Fraction, rel_tol: float = 0.005) -> tuple[bool, str]:
    """Whether ``text`` is the exact value, or that value correctly rounded (a decimal or
    a percentage of at least two significant figures), or a decimal within ``rel_tol``.
    A fraction or a count (``1/749``, ``C(4,2)/C(24,2)``) is exact: it is right only when
    it is the answer, however near it comes.

    >>> check_answer("0.17", Fraction(1, 6))[0], check_answer("17%", Fraction(1, 6))[0]
    (True, True)
    >>> check_answer("0.2", Fraction(1, 6))[1]
    'Nearly: 0.2 is 1/6 rounded to one figure; give at least two significant figures.'
    >>> check_answer("C(1000,500)", Fraction(1, 6))[1]
    'Not yet: a probability lies between 0 and 1, and this answer is above 1.'
    """
    reader = _read(text)
    value = reader.parse()
    if value == exact:
        return True, f"Exactly right: {fraction_text(exact)} = {num_text(float(exact))}."
    if not 0 <= value <= 1:
        side = "below 0" if value < 0 else "above 1"
        return False, f"Not yet: a probability lies between 0 and 1, and this answer is {side}."
    rounding = rounding_of(text)
    if rounding is not None:
        places, figures = rounding
        if abs(value - exact) <= Fraction(1, 2 * 10**places):
            if figures >= 2:
                return True, (f"Right, correctly rounded: the exact value is "
                              f"{fraction_text(exact)} = {float(exact):.6g}.")
            return False, (f"Nearly: {text.strip()} is {fraction_text(exact)} rounded to one "
                           f"figure; give at least two significant figures.")
    off = abs(value - exact) / exact if exact else None
    if not reader.rounded and off is not None and off <= Fraction(1, 20):
        return False, (f"Not yet: {fraction_text(value)} is close ({how_far(value, exact)}), "
                       "but a fraction is exact: it must be the answer itself, so check the "
                       "counts.")
    if reader.rounded and off is not None and off <= rel_tol:
        return True, (f"Right to the digits you gave: the exact value is "
                      f"{fraction_text(exact)} = {float(exact):.6g}.")
    if off is None:
        return False, f"Not yet: the exact value is 0, not {num_text(float(value))}."
    return False, f"Not yet: {num_text(float(value))} is {how_far(value, exact)}."


def how_far(value: Fraction, exact: Fraction) -> str:
    """How far a wrong answer is from the exact one, as a person says it: by a share while
    it is within twice or half of it, else by how many times.

    >>> how_far(Fraction(1, 4), Fraction(1, 5)), how_far(Fraction(1, 4), Fraction(5, 10626))
    ('25% too high', 'far too high: more than ten times the answer')
    >>> how_far(Fraction(1, 20), Fraction(1, 6)), how_far(Fraction(0), Fraction(1, 6))
    ('too low: less than half the answer', 'far too low: less than a tenth of the answer')
    """
    ratio = value / exact
    if ratio >= 10:
        return "far too high: more than ten times the answer"
    if ratio >= 2:
        return "too high: more than twice the answer"
    if ratio <= Fraction(1, 10):
        return "far too low: less than a tenth of the answer"
    if ratio <= Fraction(1, 2):
        return "too low: less than half the answer"
    off, side = abs(ratio - 1), "high" if ratio > 1 else "low"
    if off < Fraction(1, 200):
        return f"less than 1% too {side}"
    return f"{max(float(off), 0.01):.0%} too {side}"
