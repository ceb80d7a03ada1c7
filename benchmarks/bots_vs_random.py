"""How often the computer player wins against players choosing at random, run by hand.

    python benchmarks/bots_vs_random.py [--games 500] [--players N] [variant ...]

For every variant, ``--games`` seeded whole games (game ``i`` uses seed ``i``): one
seat is the computer player (:func:`ramsas_widgets.engine.bots.choose`), the others
choose uniformly among the legal actions; the computer's seat rotates with the game
number. The game's own ``winner`` decides (on a shared Mattmar series win, the first
of the tied players in seat order, as the engine records it). The plain baseline is
the fair share, 1 / players: what a seat wins when every seat plays alike. The table
gives the win rate, its 95% Wilson interval, the ratio to the fair share, games per
second and the computer's mean time per decision.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from dataclasses import dataclass

from ramsas_widgets.engine import VARIANTS, new_game
from ramsas_widgets.engine.bots import choose


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% with the default ``z``).

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Result:
    variant: str
    players: int
    games: int
    wins: int
    seconds: float
    decisions: int
    bot_seconds: float


def play(variant_id: str, players: int, games: int) -> Result:
    wins = decisions = 0
    bot_time = 0.0
    start = time.perf_counter()
    for i in range(games):
        game = new_game(variant_id, players=players, seed=i)
        rng = random.Random(i)
        bot = i % players
        while not game.is_over:
            if game.to_act == bot:
                t0 = time.perf_counter()
                action = choose(game)
                bot_time += time.perf_counter() - t0
                decisions += 1
            else:
                action = rng.choice(game.legal_actions())
            game.apply(action)
        wins += game.winner == bot
    return Result(variant_id, players, games, wins, time.perf_counter() - start, decisions,
                  bot_time)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=None,
                        help="players per game (default: each variant's usual number)")
    parser.add_argument("variants", nargs="*", default=list(VARIANTS))
    args = parser.parse_args()
    print(f"{'variant':15} {'players':>7} {'games':>6} {'wins':>5} {'win rate':>8} "
          f"{'95% interval':>15} {'fair':>6} {'x fair':>6} {'games/s':>8} {'ms/move':>8}")
    for vid in args.variants:
        players = args.players or VARIANTS[vid].default_players
        r = play(vid, players, args.games)
        lo, hi = wilson(r.wins, r.games)
        rate, fair = r.wins / r.games, 1 / players
        print(f"{vid:15} {players:7d} {r.games:6d} {r.wins:5d} {rate:8.3f} "
              f"[{lo:.3f}, {hi:.3f}] {fair:6.3f} {rate / fair:6.2f} "
              f"{r.games / r.seconds:8.1f} {1000 * r.bot_seconds / max(1, r.decisions):8.2f}",
              flush=True)


if __name__ == "__main__":
    main()
