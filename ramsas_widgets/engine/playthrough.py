"""Seeded random playouts and golden playthrough texts.

A playthrough is a whole seeded game in which every decision is drawn at
random from the legal actions; its text records every state and action, so a
change in any rule shows up as a diff of ``tests/golden/<variant>.txt``.

Regenerate the golden files with::

    python -m ramsas_widgets.engine.playthrough --update
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from pathlib import Path

from .game import Game
from .registry import VARIANTS

GOLDEN_DIR = Path(__file__).resolve().parents[2] / "tests" / "golden"
#: Players in each variant's golden playthrough (declared with the variant).
GOLDEN_PLAYERS = {vid: info.teaching.golden_players for vid, info in VARIANTS.items()}
GOLDEN_SEED = 7
MAX_ACTIONS = 200_000


def random_playout(game: Game, rng: random.Random,
                   after: Callable[[Game], None] | None = None,
                   max_actions: int = MAX_ACTIONS) -> int:
    """Play ``game`` to its end with uniformly random legal actions; returns the count.

    ``after`` is called after every action (for invariant checks).
    """
    count = 0
    while not game.is_over:
        actions = game.legal_actions()
        if not actions:
            raise AssertionError(f"{game.variant_id}: no legal action but the game is not over")
        game.apply(rng.choice(actions))
        count += 1
        if after is not None:
            after(game)
        if count >= max_actions:
            raise AssertionError(f"{game.variant_id}: no end after {max_actions} actions")
    return count


def playthrough(variant_id: str, players: int, seed: int, **options) -> str:
    """The text of a seeded random game: every state, then the action taken in it."""
    from . import new_game

    game = new_game(variant_id, players=players, seed=seed, **options)
    rng = random.Random(seed)
    lines = [f"# {variant_id}, {players} players, seed {seed}, options {game.options}"]
    seen_history = 0
    while not game.is_over:
        for entry in game.history[seen_history:]:
            lines.append(f"| {entry}")
        seen_history = len(game.history)
        lines.append(game.describe())
        action = rng.choice(game.legal_actions())
        lines.append(f"> P{game.to_act}: {action}")
        game.apply(action)
    for entry in game.history[seen_history:]:
        lines.append(f"| {entry}")
    lines.append(game.describe())
    lines.append(f"# over: winner P{game.winner}, scores {game.scores}")
    return "\n".join(lines) + "\n"


def golden_path(variant_id: str) -> Path:
    return GOLDEN_DIR / f"{variant_id}.txt"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--update", action="store_true", help="rewrite tests/golden/*.txt")
    parser.add_argument("variants", nargs="*", default=list(GOLDEN_PLAYERS))
    args = parser.parse_args(argv)
    for vid in args.variants:
        if vid not in VARIANTS:
            raise SystemExit(f"unknown variant {vid}")
        text = playthrough(vid, GOLDEN_PLAYERS[vid], GOLDEN_SEED)
        if args.update:
            GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
            golden_path(vid).write_text(text, encoding="utf-8")
            print(f"wrote {golden_path(vid)} ({len(text.splitlines())} lines)")
        else:
            print(text)


if __name__ == "__main__":
    main()
