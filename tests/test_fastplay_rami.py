"""Rami's fast play-out is the engine's own game: proved on whole seeded games.

For every variant whose declaration has Rami's fast play-out (``VariantInfo.playout``,
:mod:`ramsas_widgets.engine.rami.fast`), whole seeded games are played on the explained
engine, from varied starting scores, with 2 to 6 players and house rules drawn at
random, by the computer players, by players who now and then take a random legal
action, and by players who always do (so that jokers are taken back from the table,
players never open and the stock runs out). At every action the fast state, carried
along from the start of the hand, lists the engine's legal actions in the engine's order,
its computer player makes the engine's move, and after the move the two states agree,
down to the random generator's state; each hand ends with the engine's scores, and a
hand the computer players finish alone, played out fast from its start, ends exactly as
the engine ends it. A world is dealt as ``Game.determinized`` deals it, and an
estimate played out fast gives the explained engine's numbers.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ramsas_widgets.engine import VARIANTS, new_game
from ramsas_widgets.engine.bots import choose
from ramsas_widgets.engine.cards import cards_str, sort_hand
from ramsas_widgets.engine.decisions import estimate
from ramsas_widgets.engine.rami.fast import CARD, FastRami, RamiPlayout
from ramsas_widgets.engine.teaching.decisions import decision_now, decision_situation

#: The variants whose declaration has Rami's fast play-out.
RAMI_FAST = [v for v, info in VARIANTS.items() if isinstance(info.playout, RamiPlayout)]
#: Whole games played per variant: every rare path below is reached by game 39 of either
#: variant (the stock running out last), so 40 games take each at least once (1,800-2,000
#: lay-offs, about 300 goings out and 23 reshuffles a variant), in 12 s a variant.
GAMES = 40
#: How the seats play, by game number: the computer players alone; a random legal
#: action one time in six; a random legal action every time (the hand runs to its 300th
#: turn); the same, but drawing from the stock nine times in ten (the stock runs out).
MODES = ("bots",) * 10 + ("mixed",) * 8 + ("random", "random, from the stock")


def test_every_rami_variant_declares_the_fast_play_out():
    assert RAMI_FAST and RAMI_FAST == [v for v, info in VARIANTS.items()
                                       if info.family == "rami"]


def _game(variant_id: str, number: int):
    """Game ``number``: its players, house rules and starting scores drawn from a seeded
    generator, which then also draws the random players' actions."""
    info = VARIANTS[variant_id]
    rng = random.Random(f"{variant_id}/{number}")
    players = rng.choice(info.players)
    options = {name: rng.choice(opt.choices) for name, opt in info.options.items()
               if rng.random() < 0.35}
    game = new_game(variant_id, players=players, seed=number, **options)
    game.scores = [rng.choice((0, rng.randint(1, 150), rng.randint(150, 500)))
                   for _ in range(players)]
    return game, rng, MODES[number % len(MODES)]


def _left(fast: FastRami) -> tuple[str, ...]:
    return tuple(cards_str(sort_hand(CARD[c] for c in h)) for h in fast.hands)


def _play_game(variant_id: str, number: int, seen: Counter) -> None:
    game, rng, mode = _game(variant_id, number)
    while not game.is_over:
        fast = FastRami.from_game(game)
        ahead = fast.copy().play_out() if mode == "bots" else None
        results = len(game.hand_results)
        while len(game.hand_results) == results:
            legal = game.legal_actions()
            assert fast.legal_actions() == legal, game.describe()
            bot = choose(game)
            assert fast.bot_action() == bot, game.describe()
            if mode == "bots" or (mode == "mixed" and rng.random() >= 1 / 6):
                action = bot
            elif mode != "random" and game.phase == "draw" and rng.random() < 0.9:
                action = legal[0]  # draw stock
            else:
                action = rng.choice(legal)
            seen[action.kind] += 1
            seen["taken card to meld"] += fast.must_place
            seen["joker owed"] += fast.joker_owed > 0
            game.apply(action)
            fast.apply(action)
            if len(game.hand_results) == results:
                assert not fast.ended
                assert fast.snapshot() == FastRami.from_game(game).snapshot(), game.describe()
        r = game.hand_results[-1]
        x = r.extras
        assert fast.ended and tuple(fast.scores) == r.scores_after, game.describe()
        assert (fast.out, fast.ending, fast.from_hand, tuple(fast.opened), _left(fast)) == (
            x["out"], x["ending"], x["from_hand"], x["opened"], x["hands"])
        assert (fast.is_over, fast.winner) == (game.is_over, game.winner)
        if ahead is not None:  # the same hand, played out fast from its first move
            assert ahead.snapshot() == fast.snapshot(), game.describe()
            assert (ahead.scores, ahead.out, ahead.ending) == (fast.scores, fast.out,
                                                               fast.ending)
            seen["played out ahead"] += 1
        seen[x["ending"]] += 1
        seen["reshuffled"] += fast.reshuffles > 0
        seen["never opened"] += not all(x["opened"])
        seen["out from the hand"] += bool(x["from_hand"])


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", RAMI_FAST)
def test_the_fast_state_is_the_engines_at_every_action_of_whole_games(variant_id):
    seen: Counter = Counter()
    for number in range(GAMES):
        _play_game(variant_id, number, seen)
    # the rare paths were taken, not only the common ones
    for path in ("swap", "layoff", "out", "stock", "turns", "reshuffled", "never opened",
                 "out from the hand", "taken card to meld", "joker owed", "played out ahead"):
        assert seen[path] > 0, (path, seen)


@pytest.mark.parametrize("variant_id", RAMI_FAST)
def test_a_world_is_dealt_as_the_engine_deals_it(variant_id):
    for number in range(12):
        game, rng, _ = _game(variant_id, number)
        for _ in range(rng.randrange(200)):
            if game.hand_number > 1:
                break
            game.apply(choose(game))
        for player in range(game.n_players):
            world = game.determinized(player, random.Random(number))
            fast = FastRami.from_game(game)
            fast.determinize(player, random.Random(number))
            assert fast.snapshot() == FastRami.from_game(world).snapshot()


def _posed(variant_id: str, seed: int, **options):
    """A game with these house rules at the first decision an exercise poses."""
    game = new_game(variant_id, players=3, seed=seed, **options)
    while not decision_now(game):
        game.apply(choose(game))
    return game


@pytest.mark.parametrize("variant_id", RAMI_FAST)
def test_an_estimate_played_out_fast_gives_the_explained_engines_numbers(variant_id):
    games = [decision_situation(variant_id, seed=seed, phase=phase).game
             for seed, phase in ((0, "draw"), (1, "play"), (2, "play"))]
    games.append(_posed(variant_id, 4, discard_must_meld=True, final_discard=True))
    games.append(_posed(variant_id, 5, pure_run_to_open=True, unopened_100=True,
                        hand_rami_double=True, joker_points=25))
    for k, game in enumerate(games):
        fast = estimate(game, deals=8, seed=k)
        assert fast == estimate(game, deals=8, seed=k, fast=False)
