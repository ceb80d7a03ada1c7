"""The guide's random streams: which hands each seed deals, every stream distinct by
construction.

A :class:`Stream` names the hands one run deals: the seed a person typed (the lab's seed, or
a class seed), what deals from it (the lab, or run ``run`` of exercise ``exercise``) and, in
a class, the student's ``place`` (a small number the class record gives each browser). Its
numpy seed is a ``SeedSequence`` of the seed with a ``spawn_key`` saying which stream it is:

- the lab outside a class: ``SeedSequence(seed)`` itself (the figures the lessons quote);
  the lab's extra convergence runs are its children, ``spawn_key (i,)``;
- an exercise's run: ``spawn_key (EXERCISE, exercise, run)``;
- a student's lab in a class: ``spawn_key (STUDENT_LAB, place)`` (children add ``i``);
- a student's exercise run in a class: ``spawn_key (STUDENT_EXERCISE, exercise, run, place)``.

Every part is a whole number below 2**32 (one word of the seed), and each kind of stream has
its own tag and a fixed number of parts, so no two streams are the same sequence: unlike
``SeedSequence([s, 0, 0])``, which numpy pads into ``SeedSequence(s)``. The plain-Python path
(:mod:`.plain`, without numpy) seeds from :meth:`Stream.plain_parts`, distinct the same way.

:attr:`Stream.name` is what the class record keeps as the run's seed: the class's pool counts
each name once (at its largest N), so each stream is counted once.

>>> Stream(42).name, Stream(42, place=3).name
('42', 'seed 42, place 3')
>>> Stream(42, exercise=0, run=0).name
'class seed 42, exercise 1, run 1'
>>> Stream(42).plain_parts(), Stream(42, exercise=0, run=0).plain_parts()
((42,), (42, 0, 0))
"""

from __future__ import annotations

from dataclasses import dataclass

#: The tags of the streams (each below 2**32, none a small run number).
EXERCISE = 0x45584552  # "EXER"
STUDENT_LAB = 0x53544C42  # "STLB"
STUDENT_EXERCISE = 0x53544558  # "STEX"
#: Each part of a stream is one 32-bit word of its seed.
WORD = 2**32


def _word(value: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < WORD:
        raise ValueError(f"{what} must be a whole number from 0 to {WORD - 1}, not {value!r}.")
    return value


@dataclass(frozen=True)
class Stream:
    """The hands one run deals (see the module). ``exercise`` and ``run`` count from 0."""

    seed: int
    exercise: int | None = None
    run: int = 0
    place: int | None = None

    def __post_init__(self) -> None:
        _word(self.seed, "A seed")
        _word(self.run, "A run")
        if self.exercise is not None:
            _word(self.exercise, "An exercise's number")
        if self.place is not None:
            _word(self.place, "A student's place")

    @property
    def spawn_key(self) -> tuple[int, ...]:
        if self.exercise is None:
            return () if self.place is None else (STUDENT_LAB, self.place)
        if self.place is None:
            return (EXERCISE, self.exercise, self.run)
        return (STUDENT_EXERCISE, self.exercise, self.run, self.place)

    def seed_sequence(self):
        """numpy's ``SeedSequence`` of this stream (a new one at each call)."""
        import numpy as np

        return np.random.SeedSequence(self.seed, spawn_key=self.spawn_key)

    def plain_parts(self) -> tuple[int | str, ...]:
        """The parts the plain-Python path seeds ``random.Random`` from (joined by ``/``)."""
        parts: tuple[int | str, ...] = (self.seed,)
        if self.exercise is not None:
            parts += (self.exercise, self.run)
        if self.place is not None:
            parts += ("student", self.place)
        return parts

    @property
    def name(self) -> str:
        """The stream as the class record keeps it (and the pool counts it once)."""
        if self.exercise is None:
            text = str(self.seed) if self.place is None else f"seed {self.seed}"
        else:
            text = f"class seed {self.seed}, exercise {self.exercise + 1}, run {self.run + 1}"
        return text if self.place is None else f"{text}, place {self.place}"
