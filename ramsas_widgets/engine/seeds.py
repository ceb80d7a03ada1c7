"""Seeds that come out the same on every platform.

Python's ``hash()`` of a number or a tuple depends on the platform: on a 64-bit machine it
is taken modulo 2**61 - 1 with 64-bit arithmetic, on a 32-bit one (Pyodide, where the static
site's pages run their Python) modulo 2**31 - 1 with 32-bit arithmetic. A generator seeded
from such a hash (``random.Random(some_float)`` hashes its float) would deal other cards in
the browser than on the server. :func:`hash64` computes, on any platform, the hash a 64-bit
CPython gives, so every seed derived from one is the server's.

>>> hash64((3, 7)) & 0xFFFFFFFF == hash((3, 7)) & 0xFFFFFFFF  # on this 64-bit machine
True
>>> import random
>>> random.Random(seed_of(0.25)).random() == random.Random(0.25).random()
True
"""

from __future__ import annotations

#: The modulus of CPython's numeric hash on 64-bit platforms.
MODULUS = (1 << 61) - 1
MASK64 = (1 << 64) - 1
_PRIME1 = 11400714785074694791
_PRIME2 = 14029467366897019727
_PRIME5 = 2870177450012600261


def hash64(value: int | float | tuple) -> int:
    """``hash(value)`` as a 64-bit CPython computes it, for an int, a float (finite) or a
    tuple of them."""
    if isinstance(value, tuple):
        acc = _PRIME5
        for item in value:
            lane = hash64(item) & MASK64
            acc = (acc + lane * _PRIME2) & MASK64
            acc = ((acc << 31) | (acc >> 33)) & MASK64
            acc = (acc * _PRIME1) & MASK64
        acc = (acc + (len(value) ^ (_PRIME5 ^ 3527539))) & MASK64
        if acc == MASK64:
            return 1546275796
        return acc - (1 << 64) if acc >> 63 else acc
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"hash64 takes ints, floats and tuples of them, not {value!r}")
    num, den = value.as_integer_ratio()
    result = (abs(num) % MODULUS) * pow(den, MODULUS - 2, MODULUS) % MODULUS
    if num < 0:
        result = -result
    return -2 if result == -1 else result


def seed_of(value: float) -> int:
    """The int seed ``random.Random(value)`` uses for a float on a 64-bit CPython (its hash,
    as an unsigned 64-bit number): ``random.Random(seed_of(x))`` deals alike everywhere."""
    return hash64(value) & MASK64
