"""Seeds derived from hashes are the server's on every platform (ramsas_widgets/engine/seeds.py).

In the static site the engine runs on 32-bit Pyodide, where ``hash()`` of a number or a tuple
differs; the decision estimates seed their worlds from such hashes. ``hash64`` must give what
a 64-bit CPython's ``hash`` gives (checked here against this machine's own, when it is one),
and ``random.Random(seed_of(x))`` must deal as ``random.Random(x)`` does there.
"""

from __future__ import annotations

import random
import sys

import pytest

from ramsas_widgets.engine.seeds import hash64, seed_of

#: Compares with this machine's own hash(), which is the reference only on a 64-bit one.
on_64_bits = pytest.mark.skipif(sys.maxsize != 2**63 - 1, reason="compares with a 64-bit hash()")


@on_64_bits
def test_hash64_is_a_64_bit_hash_of_numbers_and_tuples():
    rng = random.Random(11)
    edge = [0, 1, -1, -2, 2**61 - 1, 2**61, -(2**61), 2**100, 0.0, -0.0, 0.5, -1.0, 1e300,
            5e-324, 2.0**70]
    values = edge + [rng.random() * rng.choice([1, 1e-9, 1e9, -3]) for _ in range(20_000)]
    values += [rng.randrange(-10**15, 10**15) for _ in range(20_000)]
    for value in values:
        assert hash64(value) == hash(value), value
    for _ in range(20_000):
        pair = (rng.randrange(0, 10**9), rng.randrange(0, 10**5))
        assert hash64(pair) == hash(pair), pair
    assert hash64((0.25, -3, (1, 2))) == hash((0.25, -3, (1, 2)))


@on_64_bits
def test_a_float_seed_deals_as_random_does():
    rng = random.Random(3)
    for _ in range(2_000):
        x = rng.random()
        assert random.Random(seed_of(x)).getrandbits(64) == random.Random(x).getrandbits(64)


def test_hash64_refuses_what_it_cannot_hash():
    with pytest.raises(TypeError):
        hash64("LT-DEAL-2")
    with pytest.raises(TypeError):
        hash64(True)
