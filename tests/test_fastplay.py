"""The fast play-out is the engine's own rules: proved at every card of whole games.

For every trick variant of the registry, 200 whole seeded games (every hand to the game's
end) are played by the explained engine, at a table size and under rule options drawn
from the declaration, a third of them from the default start and the others from the
scores at which the games before them entered their last hands, where the rules of a
game's end bite (one point short, the treasury, writing off past 15, a flight capped at 10, a
player on 1 point). Half the games are played by the computer players, half with random
choices. Then:

- at every card, the fast state (:meth:`TrickGame.fast_hand`) agrees with the explained
  engine on who is to play, the legal cards, the winner of the trick each legal card
  would make, and the computer player's card;
- from every card, the rest of the hand played on the fast state with the cards the
  engine played gives the same tricks, the same winners and the same early stop
  (LT-SCORE-4);
- played out fast from its first lead and from a card in its middle
  (:meth:`TrickGame.play_out_fast`, with the same cards), every hand ends as the explained
  engine ends it: the same hand result, score lines, totals, game end and winner, and the
  next hand dealt alike.

The rare rules are also started on purpose (each test checks that its rule fired).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator

import pytest

from ramsas_widgets.engine import TRICK_VARIANTS, VARIANTS, RulesError, new_game
from ramsas_widgets.engine.bots import choose
from ramsas_widgets.engine.events import Kind
from ramsas_widgets.engine.fastplay import FastHand, bot_card, play_out, random_card
from ramsas_widgets.engine.game import Action, Game

FAST_VARIANTS = [v for v in TRICK_VARIANTS if VARIANTS[v].fast is not None]
#: Whole games per trick variant: by game 84 every player count and every choice of every
#: rule option has started at least three games of each variant (a third of the games start
#: afresh; the others replay their late scores), so 90 cover them all (fewer when the
#: environment says so: the run of throwaway copies in tests/test_declarations.py looks at
#: which cases run, not at their number).
GAMES = int(os.environ.get("RAMSAS_WIDGETS_TEST_GAMES", "90"))
#: Games per rare rule started on purpose.
RARE_GAMES = 30
#: Events the scoring and the end of a game write (the fast play-out writes no card lines).
SCORING = (Kind.SCORE, Kind.SCORED, Kind.OVER)


def test_every_trick_variant_declares_its_fast_rules():
    missing = [v for v in TRICK_VARIANTS if VARIANTS[v].fast is None]
    assert not missing, f"{', '.join(missing)} play tricks but declare no fast rules " \
                        "(VariantInfo.fast)"


# -- one hand, checked card by card ------------------------------------------------------

def _check_card(game: Game, hand: FastHand) -> Action:
    """The fast state agrees with the engine now; returns the computer player's card."""
    legal = sorted(a.card.code for a in game.legal_actions())
    assert sorted(hand.legal()) == legal, (game.describe(), hand.legal())
    assert hand.to_act == game.to_act
    held = {c.code: c for c in game.ts.hands[game.to_act]}
    for code in legal:
        take = game.would_take(held[code])
        trick = [c for _, c in hand.trick] + [code]
        assert trick[hand.rules.winner(hand, trick)] == take.best_card.code
    pick = choose(game)
    assert bot_card(hand) == pick.card.code, game.describe()
    return pick


def _replay(codes: list[int]) -> Callable[[FastHand], int]:
    """A chooser that plays ``codes`` in order, each checked legal on the fast state."""
    left: Iterator[int] = iter(codes)

    def choose_next(hand: FastHand) -> int:
        code = next(left, None)
        assert code is not None, "the fast play-out goes on where the engine's hand ended"
        assert code in hand.legal(), (code, hand.legal())
        return code
    return choose_next


def _scoring(game: Game, since: int) -> list[tuple]:
    return [(e.kind, str(e), e.player, e.points, e.rule, e.result)
            for e in game.events[since:] if e.kind in SCORING]


def _same_end(fast: Game, explained: Game, since: int) -> None:
    """A copy played out fast ends its hand as the explained game did."""
    assert fast.hand_results == explained.hand_results
    assert fast.scores == explained.scores
    assert (fast.is_over, fast.winner) == (explained.is_over, explained.winner)
    assert fast.hand_number == explained.hand_number
    assert _scoring(fast, since) == _scoring(explained, since)
    if not explained.is_over:  # the next hand is dealt alike, from the same seed
        assert fast.describe() == explained.describe()
        assert (fast.phase, fast.to_act) == (explained.phase, explained.to_act)
        assert fast.legal_actions() == explained.legal_actions()


def check_hand(game: Game, rng: random.Random, bots: bool) -> int:
    """Play the hand of ``game`` (at its first lead) to its end, checking every card;
    returns the number of cards played."""
    results, since = len(game.hand_results), len(game.events)
    from_lead = game.copy()
    middle, cut = None, rng.randrange(game.info.hand_size * game.ts.in_play)
    hands: list[FastHand] = []
    codes: list[int] = []
    trick_of: list[int] = []  # per card, how many tricks of the hand were complete before it
    wins: list[tuple[int, int]] = []  # each trick's winner and winning card, from the events
    while not game.is_over and len(game.hand_results) == results:
        assert game.phase == "play"
        hand = game.fast_hand()
        pick = _check_card(game, hand)
        hands.append(hand)
        if len(codes) == cut:
            middle = (game.copy(), len(codes), len(game.events))
        if not bots and rng.random() < 0.5:
            pick = rng.choice(game.legal_actions())
        codes.append(pick.card.code)
        trick_of.append(len(wins))
        before = len(game.events)
        game.apply(pick)
        for e in game.events[before:]:
            if e.kind is Kind.TRICK:
                wins.append((e.winner, dict(e.trick)[e.winner].code))
    tricks = [t or 0 for t in game.hand_results[results].tricks]  # this hand's (a rams may follow)
    lead = from_lead.play_out_fast(_replay(codes))
    _same_end(from_lead, game, since)
    # a hand that ended before its last trick was stopped by a rule (LT-SCORE-4)
    assert lead.stopped or sum(tricks) == game.info.hand_size
    for k, hand in enumerate(hands):  # from every card, the rest of the hand played fast
        play_out(hand, _replay(codes[k:]))
        assert hand.wins == wins[trick_of[k]:]
        assert hand.tricks_won == tricks and hand.stopped == lead.stopped
    if middle is not None:
        copy, k, at = middle
        copy.play_out_fast(_replay(codes[k:]))
        _same_end(copy, game, at)
    return len(codes)


def play_whole_game(game: Game, rng: random.Random, bots: bool,
                    watch: Callable[[Game], None] | None = None) -> tuple[int, int]:
    """Play ``game`` to its end, every hand through :func:`check_hand`; returns the hands
    and cards checked. ``watch`` sees every state before a decision."""
    hands = cards = 0
    for _ in range(20_000):
        if game.is_over:
            return hands, cards
        if watch is not None:
            watch(game)
        if game.phase == "play":
            cards += check_hand(game, rng, bots)
            hands += 1
        elif bots or rng.random() < 0.5:
            game.apply(choose(game))
        else:
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("the game does not end")


# -- whole games from the registry ---------------------------------------------------------

Setup = tuple[int, dict, list[int] | None]


def late_scores(variant_id: str, players: int, options: dict, results: list,
                back: int) -> list[int] | None:
    """The totals at the start of the ``back``-th hand from the end of a game whose hand
    results are ``results``: where the rules of a game's end bite. ``None`` when it has no
    such hand a new game may start from."""
    for result in results[::-1][back - 1:]:
        try:
            new_game(variant_id, players=players, seed=0, scores=list(result.scores_before),
                     **options)
        except RulesError:  # a rams restarted from these scores: not a start
            continue
        return list(result.scores_before)
    return None


def setup(variant_id: str, seed: int, played: dict[int, tuple[Setup, list]]) -> Setup:
    """Players, rule options and starting scores of a seeded game, drawn from the
    declaration: every rule option at a random choice. A third of the games start from the
    default scores; each of the next two starts from the scores at which the one before it
    entered its last hand, and its hand before last (``played``: the games checked so far,
    by seed)."""
    info = VARIANTS[variant_id]
    back = seed % 3
    if back == 0:
        rng = random.Random(f"{variant_id}/{seed}")
        players = rng.choice(info.players)
        options = {name: rng.choice(opt.choices) for name, opt in info.options.items()}
        return players, options, None
    (players, options, _), results = played[seed - back]
    return players, options, late_scores(variant_id, players, options, results, back)


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", FAST_VARIANTS)
def test_fast_play_is_the_engine_at_every_card_of_whole_games(variant_id):
    hands = cards = late = 0
    played: dict[int, tuple[Setup, list]] = {}
    for seed in range(GAMES):
        players, options, start = played_setup = setup(variant_id, seed, played)
        scores = {} if start is None else {"scores": start}
        late += start is not None
        game = new_game(variant_id, players=players, seed=seed, **options, **scores)
        h, c = play_whole_game(game, random.Random(seed), bots=seed % 2 == 0)
        hands, cards = hands + h, cards + c
        played[seed] = (played_setup, game.hand_results)
    assert late >= GAMES // 2 and hands >= GAMES and cards >= 2 * hands


# -- the rare rules, started on purpose ------------------------------------------------------

def _fired(rule: str) -> Callable[[Game], bool]:
    """Whether an event of the game cites ``rule``."""
    return lambda game: any(e.rule == rule for e in game.events)


RARE = [
    # one point short: his turn to buy is skipped, he may not drop out, and a trick he
    # takes ends the game at once
    pytest.param("lt-ramsas", 3, {"scores": [19, 18, 19]}, "LT-SCORE-4", _fired("LT-SCORE-4"),
                 marks=pytest.mark.rule("LT-SCORE-4"), id="one-point-short"),
    # the treasury: from 17 points a player may not pass
    pytest.param("ru-modern", 4, {"scores": [17, 18, 15, 19]}, "RUM-6",
                 lambda g: g.phase == "declare" and g.scores[g.to_act] >= 17
                 and [str(a) for a in g.legal_actions()] == ["declare play"],
                 marks=pytest.mark.rule("RUM-6"), id="the-treasury"),
    # writing off past 15 (and the computer player's "take no more tricks")
    pytest.param("ru-zone", 2, {"scores": [2, 3]}, "RUZ-12", _fired("RUZ-12"),
                 marks=pytest.mark.rule("RUZ-12"), id="past-15"),
    # a flight never takes a score above 10
    pytest.param("se-mattmar", 3, {"scores": [9, 8, 10], "rams_in_series": 1}, "SE-SCORE-2",
                 lambda g: any(e.rule == "SE-SCORE-2" and 0 <= (e.points or 0) < 5
                               for e in g.events),
                 marks=pytest.mark.rule("SE-SCORE-2"), id="a-flight-capped-at-10"),
    # another player on 1 point: trump must be led while held
    pytest.param("se-mattmar", 4, {"scores": [1, 6, 1, 7], "rams_in_series": 1}, "SE-ACE-2",
                 lambda g: g.phase == "play" and any(v.rule == "SE-ACE-2"
                                                     for v in g.verdicts()),
                 marks=pytest.mark.rule("SE-ACE-2"), id="someone-on-one"),
    # an account written off near 0 ends the game
    pytest.param("ru-classic", 3, {"scores": [3, 2, 6]}, "RU-WIN-1", _fired("RU-WIN-1"),
                 marks=pytest.mark.rule("RU-WIN-1"), id="written-off"),
]


@pytest.mark.parametrize("variant_id, players, setup_, rule, fired", RARE)
def test_fast_play_is_the_engine_where_the_rare_rules_fire(variant_id, players, setup_, rule,
                                                           fired):
    seen = cards = 0
    for seed in range(RARE_GAMES):
        game = new_game(variant_id, players=players, seed=seed, **setup_)
        hit: list[bool] = []

        def watch(g: Game, hit: list[bool] = hit) -> None:
            if not hit and fired(g):
                hit.append(True)
        cards += play_whole_game(game, random.Random(seed), bots=seed % 2 == 0,
                                 watch=watch)[1]
        seen += bool(hit) or fired(game)
    assert seen >= RARE_GAMES // 5, f"{rule} fired in only {seen} of {RARE_GAMES} games"
    assert cards >= RARE_GAMES


# -- the fast state itself ---------------------------------------------------------------------

def _at_first_lead(variant_id, players, options, seed):
    game = new_game(variant_id, players=players, seed=seed, **options)
    while not game.is_over and game.phase != "play":
        game.apply(choose(game))
    return None if game.is_over else game


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
