"""The one exception family of the engine."""

from __future__ import annotations


class RulesError(ValueError):
    """A rule breach or bad input, with the rule ID it concerns.

    >>> err = RulesError("You must follow suit.", rule="RU-PLAY-2")
    >>> err.rule, str(err)
    ('RU-PLAY-2', 'You must follow suit. (RU-PLAY-2)')
    >>> isinstance(err, ValueError)
    True
    """

    def __init__(self, message: str, rule: str | None = None) -> None:
        self.rule = rule
        self.message = message
        super().__init__(f"{message} ({rule})" if rule else message)
