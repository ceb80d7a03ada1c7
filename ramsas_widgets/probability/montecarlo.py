"""Monte-Carlo estimates: deal many hands, count the event, say how sure the count is.

The estimate of a probability ``p`` from ``N`` deals is the share of deals
where the event happened. Its standard error is ``sqrt(p(1-p)/N)``: to halve
the error, deal four times as many hands. The 95% interval is Wilson's score
interval, which stays inside 0..1 and still means something when the event is
rare (zero hits in a small run).

>>> from ramsas_widgets.probability.questions import make_question
>>> est = estimate(make_question("nine-turned", "lt-ramsas"), 60_000, seed=1)
>>> est.n, est.contains(1 / 6)
(60000, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from math import sqrt

from .deals import CHUNK, SeedLike, iter_deals
from .numeric import np
from .questions import Question

Z95 = 1.959963984540054
"""The two-sided 95% point of the normal distribution."""

MAX_DEALS = 2_000_000
"""The most deals one call deals: twice the lab's largest run. Measured on a loaded
machine (load average 21), the slowest card-count question deals 476,000 a second, so a
call ends within about 4 s."""
MAX_RAMI_DEALS = 50_000
"""The most deals of a Rami opening question, whose every deal searches for the best melds
(4,800 deals a second measured on the same machine, so about 10 s): five times the lab's
largest run."""
MAX_POINTS = 1000
"""The most points of a convergence curve."""


def _deals(question: object, n_deals: object, name: str = "n_deals") -> int:
    """``n_deals`` if it is a whole number of deals ``question`` may be dealt; else a
    plain TypeError or ValueError."""
    if not isinstance(question, Question):
        raise TypeError("question must be a Question (make_question(...)), not "
                        f"{type(question).__name__}.")
    if isinstance(n_deals, bool) or not isinstance(n_deals, int | np.integer):
        raise TypeError(f"{name} must be a whole number, not {type(n_deals).__name__}.")
    most = MAX_RAMI_DEALS if question.kind == "rami-open" else MAX_DEALS
    if not 0 <= n_deals <= most:
        raise ValueError(f"{name} must be from 0 to {most:,} for this question, "
                         f"not {n_deals:,}.")
    return int(n_deals)


def wilson_interval(hits: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for ``hits`` successes in ``n`` trials.

    >>> low, high = wilson_interval(0, 100)
    >>> low, round(high, 4)
    (0.0, 0.037)
    """
    if n <= 0:
        return 0.0, 1.0
    p = hits / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    low = 0.0 if hits == 0 else max(0.0, centre - half)
    high = 1.0 if hits == n else min(1.0, centre + half)
    return low, high


@dataclass(frozen=True)
class Estimate:
    """``hits`` deals out of ``n`` where the event happened."""

    hits: int
    n: int

    @property
    def p(self) -> float:
        return self.hits / self.n if self.n else float("nan")

    @property
    def se(self) -> float:
        """Estimated standard error, ``sqrt(p(1-p)/N)`` with the estimate for ``p``."""
        return sqrt(self.p * (1 - self.p) / self.n) if self.n else float("nan")

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval (Wilson)."""
        return wilson_interval(self.hits, self.n)

    def contains(self, value: float) -> bool:
        low, high = self.interval
        return low <= value <= high

    def errors_from(self, exact: float) -> float:
        """How many standard errors (computed from ``exact``) the estimate is off."""
        se = sqrt(exact * (1 - exact) / self.n)
        return abs(self.p - exact) / se if se else float(self.p != exact) * float("inf")


def _chunk(question: Question) -> int:
    return 2048 if question.kind == "rami-open" else CHUNK


def simulate(question: Question, n_deals: int, seed: SeedLike = None) -> np.ndarray:
    """The event, deal by deal: a boolean array of length ``n_deals``."""
    _deals(question, n_deals)
    parts = [question.event(block) for block in
             iter_deals(n_deals, question.deck_size, question.hand_sizes, seed, _chunk(question))]
    return np.concatenate(parts) if parts else np.zeros(0, dtype=bool)


def estimate(question: Question, n_deals: int, seed: SeedLike = None) -> Estimate:
    """Deal ``n_deals`` hands (in bounded blocks) and count the event."""
    _deals(question, n_deals)
    hits = 0
    for block in iter_deals(n_deals, question.deck_size, question.hand_sizes, seed,
                            _chunk(question)):
        hits += int(np.count_nonzero(question.event(block)))
    return Estimate(hits, n_deals)


def estimate_many(questions: Sequence[Question], n_deals: int,
                  seed: SeedLike = None) -> list[Estimate]:
    """Estimate several questions on the *same* deals (one deal, many events).

    The questions must deal alike (same deck size and hand sizes).
    """
    if isinstance(questions, str | bytes) or not isinstance(questions, Sequence):
        raise TypeError(f"questions must be a list of questions, not {type(questions).__name__}.")
    if not questions:
        return []
    for question in questions:
        _deals(question, n_deals)
    shape = (questions[0].deck_size, questions[0].hand_sizes)
    if any((q.deck_size, q.hand_sizes) != shape for q in questions):
        raise ValueError("Questions estimated together must deal the same cards.")
    hits = [0] * len(questions)
    for block in iter_deals(n_deals, *shape, seed, _chunk(questions[0])):
        for i, q in enumerate(questions):
            hits[i] += int(np.count_nonzero(q.event(block)))
    return [Estimate(h, n_deals) for h in hits]


def sample_statistic(question: Question, n_deals: int, seed: SeedLike = None) -> np.ndarray:
    """The question's count per deal (trumps, jacks, aces, meld points) for a histogram."""
    _deals(question, n_deals)
    parts = []
    for block in iter_deals(n_deals, question.deck_size, question.hand_sizes, seed,
                            _chunk(question)):
        values = question.statistic(block)
        if values is None:
            raise ValueError(f"The question {question.kind!r} has no histogram.")
        parts.append(values)
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.int16)


@dataclass(frozen=True)
class Convergence:
    """Running hit counts at growing ``ns`` for ``repeats`` independent runs."""

    ns: np.ndarray
    hits: np.ndarray
    exact: float | None

    @property
    def repeats(self) -> int:
        return self.hits.shape[0]

    @property
    def estimates(self) -> np.ndarray:
        """The estimate of every run after ``N`` deals (``repeats x len(ns)``)."""
        return self.hits / self.ns

    def estimate(self, run: int = 0) -> Estimate:
        """The :class:`Estimate` of one run over all its deals."""
        return Estimate(int(self.hits[run, -1]), int(self.ns[-1]))

    def band(self, run: int = 0, z: float = Z95) -> tuple[np.ndarray, np.ndarray]:
        """The 95% (Wilson) interval of run ``run``'s estimate after each ``N`` deals:
        the band the convergence plot draws round the estimate.

        >>> conv = convergence_of(np.array([[1, 0, 0, 0] * 250]), 0.25, points=3, n_min=4)
        >>> low, high = conv.band()
        >>> conv.ns.tolist(), conv.hits[0].tolist()
        ([4, 63, 1000], [1, 16, 250])
        >>> [round(float(x), 3) for x in low], [round(float(x), 3) for x in high]
        ([0.046, 0.163, 0.224], [0.699, 0.373, 0.278])
        """
        pairs = [wilson_interval(int(h), int(n), z)
                 for h, n in zip(self.hits[run], self.ns, strict=True)]
        return np.array([p[0] for p in pairs]), np.array([p[1] for p in pairs])

    def coverage(self, z: float = Z95) -> float:
        """The share of runs whose final interval holds the exact value (about 0.95)."""
        if self.exact is None:
            raise ValueError("No exact value to cover.")
        inside = [wilson_interval(int(self.hits[r, -1]), int(self.ns[-1]), z)
                  for r in range(self.repeats)]
        return sum(low <= self.exact <= high for low, high in inside) / self.repeats

    @property
    def reference(self) -> float:
        """The exact value, or the pooled estimate of the longest runs when there is none."""
        return self.exact if self.exact is not None else float(self.estimates[:, -1].mean())

    @property
    def abs_error(self) -> np.ndarray:
        """``|estimate - exact|`` for every run and every ``N`` (``repeats x len(ns)``)."""
        return np.abs(self.estimates - self.reference)

    @property
    def rms_error(self) -> np.ndarray:
        """Root-mean-square error over the runs, at each ``N``."""
        return np.sqrt(np.mean((self.estimates - self.reference) ** 2, axis=0))

    @property
    def standard_error(self) -> np.ndarray:
        """The ``sqrt(p(1-p)/N)`` line that the error follows."""
        p = self.reference
        return np.sqrt(p * (1 - p) / self.ns)

    def slope(self) -> float:
        """Least-squares slope of log(rms error) against log(N); about -0.5."""
        err = self.rms_error
        keep = err > 0
        return float(np.polyfit(np.log(self.ns[keep]), np.log(err[keep]), 1)[0])


def log_spaced(n_min: int, n_max: int, points: int) -> np.ndarray:
    """Whole numbers from ``n_min`` to ``n_max``, evenly spaced on a log scale."""
    for name, value in (("n_min", n_min), ("n_max", n_max), ("points", points)):
        if isinstance(value, bool) or not isinstance(value, int | np.integer):
            raise TypeError(f"{name} must be a whole number, not {type(value).__name__}.")
    if not 1 <= n_max <= 10 * MAX_DEALS or not 1 <= points <= MAX_POINTS:
        raise ValueError(f"n_max must be from 1 to {10 * MAX_DEALS:,} and points from 1 to "
                         f"{MAX_POINTS}, not {n_max:,} and {points:,}.")
    n_min = max(1, min(n_min, n_max))
    return np.unique(np.geomspace(n_min, n_max, max(points, 2)).round().astype(np.int64))


def convergence_of(events: np.ndarray, exact: float | None, points: int = 25,
                   n_min: int = 10) -> Convergence:
    """:class:`Convergence` of given events, one run per row (``repeats x N``)."""
    if not isinstance(events, np.ndarray) or events.dtype.kind not in "biu" \
            or events.ndim > 2 or events.size == 0:
        raise TypeError("events must be a non-empty array of True/False (or 1/0), one run "
                        "per row (simulate(...)).")
    events = np.atleast_2d(events)
    ns = log_spaced(n_min, events.shape[1], points)
    starts = np.concatenate(([0], ns[:-1]))
    hits = np.cumsum(np.add.reduceat(events.astype(np.int32), starts, axis=1), axis=1)
    return Convergence(ns, hits, exact)


def run_seeds(seed: SeedLike, repeats: int) -> list[SeedLike]:
    """Seeds of ``repeats`` independent runs; the first is ``seed`` itself.

    So run 0 of :func:`convergence` deals exactly what :func:`estimate` deals with
    the same seed, and the others are independent streams spawned from it: child ``i`` is
    ``seed``'s ``spawn_key`` plus ``(i,)``, the same however often ``seed`` was used before
    (a ``SeedSequence`` is not spawned from, so it deals the same next time;
    :mod:`.streams` names the guide's streams so that no child is another stream).
    """
    if isinstance(seed, np.random.Generator):
        children = [np.random.default_rng(int(x)) for x in
                    seed.integers(0, 2**63, size=repeats - 1)]
        return [seed, *children]
    root = seed if isinstance(seed, np.random.SeedSequence) else np.random.SeedSequence(seed)
    return [root, *(np.random.SeedSequence(root.entropy, spawn_key=(*root.spawn_key, i),
                                           pool_size=root.pool_size)
                    for i in range(repeats - 1))]


def convergence(question: Question, n_max: int, seed: SeedLike = None, repeats: int = 1,
                points: int = 25, n_min: int = 10) -> Convergence:
    """Estimates after the first ``N`` deals of each run, ``N`` log-spaced ``n_min..n_max``.

    Run 0 deals what ``estimate(question, n_max, seed)`` deals, so
    ``convergence(...).estimate(0)`` is that estimate; the other ``repeats - 1``
    runs are independent. Each run's estimate at ``N`` uses its own first ``N`` deals.
    """
    _deals(question, n_max, "n_max")
    if isinstance(repeats, bool) or not isinstance(repeats, int):
        raise TypeError(f"repeats must be a whole number, not {type(repeats).__name__}.")
    if n_max < 1 or repeats < 1:
        raise ValueError("A convergence run needs at least one deal and one repeat.")
    most = MAX_RAMI_DEALS if question.kind == "rami-open" else MAX_DEALS
    if n_max * repeats > most:
        raise ValueError(f"{repeats} runs of {n_max:,} deals make {n_max * repeats:,}; at "
                         f"most {most:,} are dealt for this question.")
    events = np.stack([simulate(question, n_max, s) for s in run_seeds(seed, repeats)])
    exact = None if question.exact is None else float(question.exact)
    return convergence_of(events, exact, points, n_min)
