"""Monte-Carlo without numpy: the lab's questions dealt in plain Python, more slowly.

An offline copy of the static site runs its Python in the browser without numpy (see
:mod:`.numeric`). There the lab still deals, with the standard library: each deal is
``random.Random(seed).sample`` of the deck's card indices, laid out as a row of numpy's
deals (the hands, then the buy, then the turned card), and the question's
:meth:`~.questions.Question.hit` says whether the event happened on it. The hands are not
numpy's (another generator), but every arrangement is as likely, so the estimate aims at the
same exact answer. A run deals until it has its N deals or its time budget is spent, and
says how far it got.

>>> from ramsas_widgets.probability.questions import make_question
>>> run = estimate_plain(make_question("nine-turned", "lt-ramsas"), 3_000, seed=1)
>>> run.complete, run.estimate.n, run.estimate.contains(1 / 6)
(True, 3000, True)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.errors import RulesError
from ..engine.events import say
from ..i18n.messages import text
from .montecarlo import Estimate
from .questions import Grouped, Question

#: Seconds a run in plain Python may deal before it stops and says how far it got.
BUDGET_SECONDS = 5.0
#: Deals between two looks at the clock.
BATCH = 200
#: The most deals one plain run is asked for (the lab's largest N).
MAX_PLAIN_DEALS = 1_000_000
#: What a number of deals a plain run cannot deal is told (the value given, as Python
#: writes it).
BAD_NUMBER = text("probability.plain.number",
                  "The number of deals must be a whole number from 1 to {most}, not {given}.")


@dataclass(frozen=True)
class PlainRun:
    """A plain-Python run: its estimate over the deals made, the N asked for, the time."""

    estimate: Estimate
    asked: int
    seconds: float

    @property
    def complete(self) -> bool:
        return self.estimate.n == self.asked

    @property
    def per_second(self) -> float:
        return self.estimate.n / self.seconds if self.seconds > 0 else float("inf")


def plain_rng(*parts: int | str) -> random.Random:
    """The generator of a run: seeded by its parts joined as text (``1``, or the class
    exercises' ``seed/exercise/run``), the same on every platform.

    >>> plain_rng(42).random() == plain_rng(42).random() != plain_rng(42, 0, 1).random()
    True
    """
    return random.Random("/".join(str(p) for p in parts))


def estimate_plain(question: Question, n_deals: int, seed: int | str | tuple = 0,
                   budget: float | None = BUDGET_SECONDS,
                   clock: Callable[[], float] = time.monotonic) -> PlainRun:
    """Deal ``n_deals`` hands (or as many as ``budget`` seconds allow) in plain Python and
    count the question's event."""
    if not isinstance(question, Question):
        raise TypeError("question must be a Question (make_question(...)), not "
                        f"{type(question).__name__}.")
    if isinstance(n_deals, bool) or not isinstance(n_deals, int) \
            or not 1 <= n_deals <= MAX_PLAIN_DEALS:
        raise RulesError(say(BAD_NUMBER, most=Grouped(MAX_PLAIN_DEALS), given=repr(n_deals)))
    rng = plain_rng(*(seed if isinstance(seed, tuple) else (seed,)))
    cards, deck = sum(question.hand_sizes), range(question.deck_size)
    hit, sample = question.hit, rng.sample
    start = clock()
    hits = dealt = 0
    while dealt < n_deals:
        for _ in range(min(BATCH, n_deals - dealt)):
            hits += hit(sample(deck, cards))
        dealt = min(dealt + BATCH, n_deals)
        if budget is not None and clock() - start >= budget:
            break
    return PlainRun(Estimate(hits, dealt), n_deals, clock() - start)
