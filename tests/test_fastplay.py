"""The fast play-out is the engine's own rules: proved on many seeded games.

At every card played in seeded games of every trick variant (random players and the
computer players, several house rules), the fast state agrees with the explained engine
on the legal cards, the trick's winner and the computer player's card; and a hand played
out fast from its first lead scores exactly as the explained engine scores it.
"""

from __future__ import annotations

import random

import pytest

from ramsas_widgets.engine import TRICK_VARIANTS, VARIANTS, new_game
from ramsas_widgets.engine.bots import choose
from ramsas_widgets.engine.fastplay import FastHand, bot_card, play_out, random_card

#: Variant, players and house rules of the games checked.
CASES = [
    ("lt-ramsas", 2, {}), ("lt-ramsas", 3, {"must_beat": True}),
    ("lt-ramsas", 4, {"trump_ace_lead": "first-lead"}), ("ru-classic", 3, {}),
    ("ru-classic", 5, {}), ("ru-negotiation", 4, {}), ("ru-modern", 4, {}),
    ("ru-modern", 4, {"first_lead": "buyer"}), ("ru-zone", 2, {}),
    ("ru-zone", 2, {"trump_beats": True}), ("se-mattmar", 2, {}), ("se-mattmar", 4, {}),
]
FAST_VARIANTS = [v for v in TRICK_VARIANTS if VARIANTS[v].fast is not None]


def test_every_trick_variant_has_its_fast_rules():
    assert set(FAST_VARIANTS) == set(TRICK_VARIANTS) - {"lt-shedding"}


def _check_play_state(game) -> None:
    hand = game.fast_hand()
    legal = sorted(a.card.code for a in game.legal_actions())
    assert sorted(hand.legal()) == legal, (game.describe(), hand.legal())
    assert hand.to_act == game.to_act
    for code in hand.legal():
        take = game.would_take(next(c for c in game.ts.hands[game.to_act] if c.code == code))
        trick = [c for _, c in hand.trick] + [code]
        best = hand.rules.winner(hand, trick)
        assert trick[best] == take.best_card.code
    assert bot_card(hand) == choose(game).card.code, game.describe()


@pytest.mark.parametrize("variant_id, players, options", CASES,
                         ids=[f"{v}-{n}-{'-'.join(o) or 'default'}" for v, n, o in CASES])
def test_fast_rules_agree_with_the_engine_at_every_card(variant_id, players, options):
    states = 0
    for seed in range(12):
        game = new_game(variant_id, players=players, seed=seed, **options)
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over:
                break
            if game.phase == "play":
                _check_play_state(game)
                states += 1
            legal = game.legal_actions()
            game.apply(choose(game) if seed % 2 else rng.choice(legal))
    assert states > 100


def _at_first_lead(variant_id, players, options, seed):
    game = new_game(variant_id, players=players, seed=seed, **options)
    while not game.is_over and game.phase != "play":
        game.apply(choose(game))
    return None if game.is_over else game


@pytest.mark.parametrize("variant_id, players, options", CASES,
                         ids=[f"{v}-{n}-{'-'.join(o) or 'default'}" for v, n, o in CASES])
def test_a_hand_played_out_fast_scores_as_the_engine_scores_it(variant_id, players, options):
    hands = 0
    for seed in range(24):
        explained = _at_first_lead(variant_id, players, options, seed)
        if explained is None:
            continue
        fast = explained.copy()
        results = len(explained.hand_results)
        while len(explained.hand_results) == results and not explained.is_over:
            explained.apply(choose(explained))
        fast.play_out_fast()
        assert fast.hand_results == explained.hand_results
        assert fast.scores == explained.scores and fast.is_over == explained.is_over
        assert fast.winner == explained.winner and fast.hand_number == explained.hand_number
        if not explained.is_over:  # the next hand is dealt alike, from the same seed
            assert fast.describe() == explained.describe()
            assert fast.legal_actions() == explained.legal_actions()
        hands += 1
    assert hands >= 16


def test_random_fast_play_keeps_every_card():
    for variant_id in FAST_VARIANTS:
        game = _at_first_lead(variant_id, VARIANTS[variant_id].default_players, {}, 3)
        hand: FastHand = game.fast_hand()
        before = sorted(c for h in hand.hands for c in h)
        play_out(hand, random_card(random.Random(1)))
        after = sorted(c for t in hand.taken for c in t) + sorted(c for h in hand.hands
                                                                   for c in h)
        assert sorted(after) == before and sum(hand.tricks_won) == hand.tricks_played


def test_play_out_fast_only_in_the_play():
    game = new_game("ru-classic", players=3, seed=1)
    with pytest.raises(ValueError):
        game.play_out_fast()
