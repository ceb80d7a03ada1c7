"""The fast play-out against the explained engine and OpenSpiel's hearts, run by hand.

    python benchmarks/fast_play.py [--hands 200] [--rounds 5]

For every trick variant, ``--hands`` hands are taken to their first lead (the computer
players decide buys, drops and exchanges), then their tricks are played out with uniformly
random legal cards twice: by the explained engine (``game.apply`` on a copy: verdicts
with reasons, events) and by the fast state (``ramsas_widgets.engine.fastplay``). The
figure is CPU time per card played (the cards that actually left a hand: a hand that ends
early, as at LT-SCORE-4, counts only the cards played before), the median of ``--rounds``
interleaved rounds.

The baseline, in the same run and the same rounds, is OpenSpiel's hearts (C++ through its
Python binding), measured the same way: ``--hands`` random games taken to their first lead
(the deal's chance actions and the passing of cards, neither timed nor counted), then their
52 card plays with uniformly random legal cards, time per card played. It needs the
``open-spiel`` package, which the project does not depend on: install it in the
environment that runs this benchmark (``python -m pip install open-spiel``); without it the
benchmark says so and times its own two sides only.
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


def cards_held(hands: list) -> int:
    return sum(len(h) for fh in hands for h in fh.hands)


def fast_us(games: list, seed: int) -> float:
    rng = random.Random(seed)
    hands = [g.fast_hand() for g in games]
    pick = random_card(rng)
    before = cards_held(hands)
    start = time.process_time()
    for fh in hands:
        play_out(fh, pick)
    elapsed = time.process_time() - start
    return elapsed / (before - cards_held(hands)) * 1e6


#: Cards played in a game of hearts: 13 tricks of 4, after the deal and the passing.
HEARTS_CARDS = 52


def random_action(state, rng: random.Random) -> int:
    if state.is_chance_node():
        outcomes = state.chance_outcomes()
        return outcomes[int(rng.random() * len(outcomes))][0]
    legal = state.legal_actions()
    return legal[int(rng.random() * len(legal))]


def hearts_at_first_lead(pyspiel, count: int, seed: int) -> list:
    """``count`` hearts games at their first lead: dealt (chance actions) and the cards
    passed, as random whole games replayed up to their last 52 actions."""
    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)
    states = []
    for _ in range(count):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(random_action(state, rng))
        history = state.history()
        state = game.new_initial_state()
        for action in history[:-HEARTS_CARDS]:
            state.apply_action(action)
        states.append(state)
    return states


def hearts_us(pyspiel, games: int, seed: int) -> float:
    """CPU µs per card played in hearts, from the first lead to the end of the game."""
    states = hearts_at_first_lead(pyspiel, games, seed)
    rng = random.Random(seed)
    played = 0
    start = time.process_time()
    for state in states:
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.random() * len(legal))])
            played += 1
    elapsed = time.process_time() - start
    if played != HEARTS_CARDS * games:
        raise RuntimeError(f"hearts: {played} card plays in {games} games, expected "
                           f"{HEARTS_CARDS} each: the first lead was not where it was looked for")
    return elapsed / played * 1e6


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
    try:
        import pyspiel
    except ImportError:
        pyspiel = None
    load_before = os.getloadavg()
    for r in range(args.rounds):  # interleaved: each round times every side once
        for v in variants:
            explained[v].append(explained_us(games[v], r))
            fast[v].append(fast_us(games[v], r))
        if pyspiel is not None:
            hearts.append(hearts_us(pyspiel, args.hands, r))
    base = statistics.median(hearts) if hearts else None
    print(f"load average {' '.join(f'{x:.2f}' for x in load_before)} before, "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())} after; {args.hands} hands a "
          f"variant, median of {args.rounds} interleaved rounds, CPU µs per card played")
    if base is None:
        print("OpenSpiel is not installed here (no module pyspiel): the hearts baseline is "
              "left out (python -m pip install open-spiel adds it).")
    else:
        print(f"OpenSpiel hearts (C++ via Python): {base:.2f} µs per card played "
              f"(from the first lead; rounds: {' '.join(f'{h:.2f}' for h in hearts)})")
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
