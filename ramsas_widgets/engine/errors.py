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
        #: the sentence, in the engine's plain notation; a
        #: :class:`~ramsas_widgets.engine.events.Sentence` keeps its values, so that
        #: ``events.render`` reads it as a person does
        self.message = message
        super().__init__(f"{message} ({rule})" if rule else message)


def expect_type(value: object, kinds: type | tuple[type, ...], what: str, words: str) -> None:
    """A plain :class:`TypeError` unless ``value`` is one of ``kinds`` (``bool`` never
    counts as a number).

    >>> expect_type("AS", str, "a card", "text such as 'AS'")
    >>> expect_type(None, str, "a card", "text such as 'AS'")
    Traceback (most recent call last):
    ...
    TypeError: a card must be text such as 'AS', not NoneType.
    """
    number = kinds is int or (isinstance(kinds, tuple) and int in kinds)
    if not isinstance(value, kinds) or (number and isinstance(value, bool)
                                        and not (isinstance(kinds, tuple) and bool in kinds)):
        raise TypeError(f"{what} must be {words}, not {type(value).__name__}.")
