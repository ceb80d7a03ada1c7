"""Golden playthroughs: a seeded game per variant, regenerated and diffed with its text file.

After an intended rule change, rewrite them with
``python -m ramsas_widgets.engine.playthrough --update`` and review the diff.
"""

from __future__ import annotations

import difflib

import pytest

from ramsas_widgets.engine.playthrough import (
    GOLDEN_PLAYERS,
    GOLDEN_SEED,
    golden_path,
    playthrough,
)


@pytest.mark.parametrize("variant_id", sorted(GOLDEN_PLAYERS))
def test_playthrough_matches_golden_file(variant_id):
    path = golden_path(variant_id)
    assert path.exists(), f"missing {path}: run the playthrough module with --update"
    expected = path.read_text(encoding="utf-8")
    actual = playthrough(variant_id, GOLDEN_PLAYERS[variant_id], GOLDEN_SEED)
    if actual != expected:
        diff = "".join(difflib.unified_diff(
            expected.splitlines(True), actual.splitlines(True), "golden", "now", n=2))
        pytest.fail(f"{variant_id} playthrough changed:\n{diff[:4000]}")
