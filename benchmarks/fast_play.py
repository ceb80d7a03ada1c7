"""The fast play-out against the explained engine and OpenSpiel's hearts, run by hand.

    python benchmarks/fast_play.py [--hands 200] [--rounds 5]

For every trick variant, ``--hands`` hands are taken to their first lead (the computer
players decide buys, drops and exchanges), then their tricks are played out with uniformly
random legal cards twice: by the explained engine (``game.apply`` on a copy: verdicts
with reasons, events) and by the fast state (``ramsas_widgets.engine.fastplay``). The
figure is CPU time per card played, the median of ``--rounds`` interleaved rounds.

The baseline, in the same run, is OpenSpiel's hearts (C++ through its Python binding):
random whole games, time per action (its deal's chance actions included, which are cheap).
It needs the ``open-spiel`` package, which the project does not depend on: install it in
the environment that runs this benchmark (``python -m pip install open-spiel``); without
it the hearts column is left out.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ramsas_widgets.engine import VARIANTS, new_game  # noqa: E402
from ramsas_widgets.engine.bots import choose  # noqa: E402
from ramsas_widgets.engine.fastplay import play_out, random_card  # noqa: E402


def at_first_lead(variant_id: str, count: int) -> list:
    games, seed = [], 0
    players = VARIANTS[variant_id].default_players
    while len(games) < count:
        game = new_game(variant_id, players=players, seed=seed)
        seed += 1
        while not game.is_over and game.phase != "play":
            game.apply(choose(game))
        if not game.is_over:
            games.append(game)
    return games


def explained_us(games: list, seed: int) -> float:
    rng = random.Random(seed)
    copies = [g.copy() for g in games]
    played = 0
    start = time.process_time()
    for g in copies:
        results = len(g.hand_results)
        while g.phase == "play" and len(g.hand_results) == results and not g.is_over:
            legal = g.legal_actions()
            g.apply(legal[int(rng.random() * len(legal))])
            played += 1
    return (time.process_time() - start) / played * 1e6


def fast_us(games: list, seed: int) -> float:
    rng = random.Random(seed)
    hands = [g.fast_hand() for g in games]
    pick = random_card(rng)
    played = sum(len(h) for fh in hands for h in fh.hands)
    start = time.process_time()
    for fh in hands:
        play_out(fh, pick)
    return (time.process_time() - start) / played * 1e6


def hearts_us(games: int, seed: int) -> float | None:
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
            actions += 1
    return (time.process_time() - start) / actions * 1e6


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    variants = [v for v, info in VARIANTS.items() if info.fast is not None]
    games = {v: at_first_lead(v, args.hands) for v in variants}
    explained = {v: [] for v in variants}
    fast = {v: [] for v in variants}
    hearts: list[float] = []
    for r in range(args.rounds):  # interleaved: each round times every side once
        for v in variants:
            explained[v].append(explained_us(games[v], r))
            fast[v].append(fast_us(games[v], r))
        h = hearts_us(max(20, args.hands // 4), r)
        if h is not None:
            hearts.append(h)
    base = statistics.median(hearts) if hearts else None
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{args.hands} hands a variant, median of {args.rounds} rounds, CPU µs per card")
    if base is not None:
        print(f"OpenSpiel hearts (C++ via Python): {base:.2f} µs per action")
    print(f"{'variant':15s} {'explained':>10s} {'fast':>8s} {'speed-up':>9s}"
          + ("  fast/hearts" if base else ""))
    for v in variants:
        e, f = statistics.median(explained[v]), statistics.median(fast[v])
        line = f"{v:15s} {e:10.2f} {f:8.2f} {e / f:8.1f}x"
        if base:
            line += f"  {f / base:10.1f}x"
        print(line)


if __name__ == "__main__":
    main()
