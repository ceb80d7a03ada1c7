"""Random whole games for every registered variant: each ends, every card is accounted for
after every action, and every hand of a trick game scores as ``score_hand`` scores its
tricks. The cases come from the registry: each variant at its smallest and largest table."""

from __future__ import annotations

import os
import random

import pytest

from ramsas_widgets.engine import VARIANTS, new_game
from ramsas_widgets.engine.game import Game
from ramsas_widgets.engine.playthrough import random_playout
from ramsas_widgets.engine.scoring import score_hand

#: Games at a variant's smallest table; its largest table (longer games) gets half as many
#: (fewer when the environment says so: the run of throwaway copies in
#: tests/test_declarations.py looks at which cases run, not at their number).
GAMES_PER_CASE = int(os.environ.get("RAMSAS_WIDGETS_TEST_GAMES", "200"))
#: Games of a variant with an opening threshold (Rami: 13 cards a hand, 7 hands of melding,
#: hundreds of moves): a few, the checks are the same.
LONG_GAMES = 3
CASES = [pytest.param(vid, players, id=f"{vid}-{players}")
         for vid, info in VARIANTS.items()
         for players in sorted({min(info.players), max(info.players)})]


def games(variant_id: str, players: int) -> int:
    info = VARIANTS[variant_id]
    if info.threshold is not None:
        return LONG_GAMES
    return GAMES_PER_CASE if players == min(info.players) else GAMES_PER_CASE // 2


def check_state(game: Game) -> None:
    assert game.cards_accounted(), f"cards lost or doubled after: {game.history[-3:]}"
    assert len(game.scores) == game.n_players
    assert all(isinstance(s, int) for s in game.scores)
    if game.is_over:
        assert game.winner in range(game.n_players)
    else:
        assert game.to_act in range(game.n_players)


def check_hands(game: Game) -> None:
    results = game.hand_results
    info = VARIANTS[game.variant_id]
    if not info.has_tricks:
        return
    assert results, "a whole game scores at least one hand"
    for before, after in zip(results, results[1:], strict=False):
        assert before.scores_after == after.scores_before
    assert list(results[-1].scores_after) == game.scores
    for r in results:
        assert sum(t for t in r.tricks if t is not None) <= info.hand_size
        rescored = score_hand(game.variant_id, list(r.scores_before), list(r.tricks), **r.extras)
        assert rescored == list(r.scores_after), f"hand {r.number}: {r}"


@pytest.mark.parametrize("variant_id, players", CASES)
def test_random_games_end_with_every_card_accounted(variant_id, players):
    for seed in range(games(variant_id, players)):
        game = new_game(variant_id, players=players, seed=seed)
        check_state(game)
        random_playout(game, random.Random(seed), after=check_state)
        check_hands(game)


@pytest.mark.parametrize("variant_id, players", [
    pytest.param(vid, min(info.players), id=vid) for vid, info in VARIANTS.items()])
def test_seeded_games_repeat_exactly(variant_id, players):
    runs = []
    for _ in range(2):
        game = new_game(variant_id, players=players, seed=11)
        random_playout(game, random.Random(3))
        runs.append((game.history, game.scores, game.winner))
    assert runs[0] == runs[1]
