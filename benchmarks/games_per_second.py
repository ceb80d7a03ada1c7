"""Random whole games per second for every variant, run by hand.

    python benchmarks/games_per_second.py [--seconds 2] [variant ...]

Each game is played to its end with uniformly random legal actions. The plain
baseline, measured in the same run, is shuffling that variant's pack with
``random.shuffle``: the last column says how many shuffles one whole game costs.
"""

from __future__ import annotations

import argparse
import random
import time

from ramsas_widgets.engine import VARIANTS, new_game
from ramsas_widgets.engine.playthrough import GOLDEN_PLAYERS, random_playout


def shuffles_per_second(pack_size: int, seconds: float) -> float:
    pack = list(range(pack_size))
    rng = random.Random(0)
    n, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(1000):
            rng.shuffle(pack)
        n += 1000
    return n / (time.perf_counter() - start)


def games_per_second(variant_id: str, players: int, seconds: float) -> tuple[float, float, int]:
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = new_game(variant_id, players=players, seed=games)
        actions += random_playout(game, random.Random(games))
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed, len(game.pack())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("variants", nargs="*", default=list(VARIANTS))
    args = parser.parse_args()
    print(f"{'variant':16} {'players':>7} {'games/s':>9} {'actions/s':>10} "
          f"{'shuffles/s':>11} {'shuffles/game':>13}")
    for vid in args.variants:
        players = GOLDEN_PLAYERS[vid]
        gps, aps, pack_size = games_per_second(vid, players, args.seconds)
        sps = shuffles_per_second(pack_size, min(args.seconds, 0.5))
        print(f"{vid:16} {players:7d} {gps:9.1f} {aps:10.0f} {sps:11.0f} {sps / gps:13.0f}")


if __name__ == "__main__":
    main()
