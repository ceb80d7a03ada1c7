"""Every benchmark still starts: its imports resolve and its options are read.

The benchmarks are run by hand, so nothing else would notice one that no longer imports
what a shared helper moved elsewhere (``benchmarks/hub.py`` lost ``PAGE_SIZE`` that way).
Each is started with ``--help``: that imports it whole and reads its options, and measures
nothing.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: The helpers the benchmarks share; not run on their own.
HELPERS = {"processes.py"}
SCRIPTS = sorted(p.name for p in (ROOT / "benchmarks").glob("*.py") if p.name not in HELPERS)


def test_there_are_benchmarks():
    assert len(SCRIPTS) >= 10, SCRIPTS


@pytest.mark.parametrize("script", SCRIPTS)
def test_a_benchmark_starts(script):
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / script), "--help"],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "usage:" in done.stdout, done.stdout[:500]
