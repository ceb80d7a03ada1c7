"""The view contract, over every registered variant: what a widget may rely on.

After every action of seeded random games: the view agrees with the card zones, the
decision asked has a RULES.md rule, the structured events tell who won each trick and
replay to the same hand results, and a replay from the seed reaches the same state.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from ramsas_widgets.engine import VARIANTS, Kind, new_game
from ramsas_widgets.engine.events import render

ROOT = Path(__file__).resolve().parents[1]
RULE_IDS = set(re.findall(r"^- ([A-Z]{2,3}(?:-[A-Z]+)?-\d+):",
                          (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8"), re.M))
#: Actions per game checked (Rami and Mattmar games are long: a part of one is enough).
BUDGET = 1500


def _cases():
    for vid, info in VARIANTS.items():
        for players in sorted({info.default_players, min(info.players), max(info.players)}):
            yield pytest.param(vid, players, id=f"{vid}-{players}")


def check_view(game) -> None:
    v = game.view()
    zones = game.zones()
    assert v.variant_id == game.variant_id and v.players == game.n_players
    assert v.hand_number >= 1 and v.to_act == game.to_act and v.phase == game.phase
    assert v.scores == tuple(game.scores) and v.is_over == game.is_over
    turned = v.shown.get("turned", ())
    for p in range(game.n_players):
        held = Counter(zones[f"P{p} hand"])
        if p == v.dealer:  # the dealer's face-up turned card is his, but kept apart (SE-DEAL-1)
            held += Counter(c for c in turned if c in v.hands[p])
        assert Counter(v.hands[p]) == held, (p, v.hands[p], zones[f"P{p} hand"])
        assert list(v.hands[p]) == sorted(v.hands[p], key=lambda c: c.sort_key())
    if "trick" in zones:
        assert [c for _, c in v.trick] == zones["trick"]
        assert v.has_tricks and len(v.tricks_won) == game.n_players
    for name, count in v.piles.items():
        assert count == len(zones[name]), name
    for name, cards in v.shown.items():
        assert all(c in zones[name] for c in cards), name
    assert v.trump is None or v.trump_card is None or v.trump_card.suit == v.trump
    if game.is_over:
        assert v.asked is None and game.legal_actions() == []
    else:
        asked = v.asked
        assert asked is not None and asked.player == game.to_act and asked.phase == game.phase
        assert asked.rule in RULE_IDS, (game.phase, asked.rule)
        assert asked.task


def check_events(game) -> None:
    """The events alone tell the story a view needs: tricks, scores, the end."""
    events = game.events
    assert [str(e) for e in events if not e.silent] == list(game.history)
    for e in events:
        assert isinstance(e.kind, Kind)
        assert e.template or e.kind in (Kind.SCORE, Kind.SCORED), e  # silent: facts only
        assert not e.rule or e.rule in RULE_IDS, e
        assert all(r in RULE_IDS for r in e.rules), e
        render(e, lambda p: f"Player {p + 1}")  # every template renders for people
    results = [e.result for e in events if e.kind is Kind.SCORED]
    assert results == game.hand_results
    if VARIANTS[game.variant_id].has_tricks:
        start, tricks = 0, Counter()
        totals = list(game.hand_results[0].scores_before) if game.hand_results else None
        points = Counter()
        for e in events:
            if e.kind is Kind.TRICK:
                assert e.winner is not None and e.trick and e.winner in dict(e.trick)
                tricks[e.winner] += 1
            elif e.kind is Kind.SCORE:
                points[e.player] += e.points
            elif e.kind is Kind.SCORED:
                r = e.result
                counted = [None if t is None else tricks[p] for p, t in enumerate(r.tricks)]
                played = [t for t in r.tricks if t is not None]
                if sum(tricks.values()) or played:
                    assert counted == list(r.tricks) or sum(played) == 5, (r, tricks)
                after = [r.scores_before[p] + points[p] for p in range(len(r.scores_before))]
                assert after == list(r.scores_after), (r, points)
                totals = list(r.scores_after)
                start, tricks, points = start + 1, Counter(), Counter()
        assert totals is None or start == len(game.hand_results)
    over = [e for e in events if e.kind is Kind.OVER]
    assert len(over) == (1 if game.is_over else 0)
    if over and game.winner is not None:
        assert over[0].winner == game.winner


@pytest.mark.parametrize("variant_id, players", list(_cases()))
def test_view_and_events_agree_with_the_game(variant_id, players):
    for seed in range(2):
        game = new_game(variant_id, players=players, seed=seed)
        rng = random.Random(seed)
        check_view(game)
        for _ in range(BUDGET):
            if game.is_over:
                break
            game.apply(rng.choice(game.legal_actions()))
            check_view(game)
        check_events(game)


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_a_replay_from_the_seed_reaches_the_same_state(variant_id):
    game = new_game(variant_id, seed=3)
    rng = random.Random(3)
    states = [game.describe()]
    for _ in range(120):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
        states.append(game.describe())
    for k in (0, 1, len(states) // 2, len(states) - 1):
        twin = game.replay(k)
        assert twin.describe() == states[k] and len(twin.actions) == k
    assert game.replay().history == game.history


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_the_last_trick_and_its_winner_come_from_the_events(variant_id):
    if not VARIANTS[variant_id].has_tricks:
        pytest.skip("no tricks in this game")
    game = new_game(variant_id, seed=5)
    rng = random.Random(5)
    seen = 0
    while not game.is_over and seen < 12:
        before = len(game.events)
        game.apply(rng.choice(game.legal_actions()))
        won = [e for e in game.events[before:] if e.kind is Kind.TRICK]
        if won:
            seen += 1
            v = game.view()
            if v.last_trick:  # the next hand may already be dealt
                assert won[-1].winner == v.last_winner
                assert tuple(won[-1].trick) == v.last_trick
    assert seen
