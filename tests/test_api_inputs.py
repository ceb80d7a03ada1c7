"""The engine's public API under careless input: the right answer or the stated error.

A wrong type is a :class:`TypeError` with a plain message; a bad value of the right type a
:class:`RulesError` (a ``ValueError``) naming the rule or option; nothing else escapes.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rami_oracle import oracle_best

from ramsas_widgets.engine import VARIANTS, Action, Card, RulesError, new_game, parse_cards
from ramsas_widgets.engine.cards import JOKER, SUITS, make_pack
from ramsas_widgets.engine.rami import best_meld_points, best_melds, can_open, validate_meld
from ramsas_widgets.engine.rami.search import MAX_CARDS

ANYTHING = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=8),
    st.binary(max_size=4), st.lists(st.integers(), max_size=3), st.dictionaries(
        st.text(max_size=3), st.integers(), max_size=2), st.tuples(st.integers()))
OPTIONS = [(vid, name, opt) for vid, info in VARIANTS.items()
           for name, opt in info.options.items()]


# -- rule options: of the option's type, else a RulesError naming it --------------------
@settings(max_examples=300, deadline=None)
@given(st.sampled_from(OPTIONS), st.one_of(ANYTHING, st.sampled_from(
    [c for _, _, o in OPTIONS for c in o.choices]), st.sampled_from([100.0, 2.0, 1.0, 0.0])))
def test_an_option_value_is_of_the_options_type_or_a_rules_error_names_it(case, value):
    vid, name, opt = case
    ok = type(value) is type(opt.default) and value in opt.choices
    if ok:
        game = new_game(vid, seed=1, **{name: value})
        assert game.options[name] == value and type(game.options[name]) is type(opt.default)
        return
    with pytest.raises(RulesError) as err:
        new_game(vid, seed=1, **{name: value})
    assert repr(name) in str(err.value) and err.value.rule == opt.rule


def test_float_scores_and_packs_are_refused_by_name():
    with pytest.raises(RulesError, match="'start_score'") as err:
        new_game("ru-classic", start_score=100.0)
    assert err.value.rule == "RU-SCORE-1"
    with pytest.raises(RulesError, match="'packs'"):
        new_game("lt-shedding", packs=2.0)
    assert new_game("ru-classic", start_score=150).scores == [150] * 4


# -- players, seed, variant -----------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(VARIANTS)), st.one_of(st.integers(), ANYTHING))
def test_players_of_any_value(vid, players):
    info = VARIANTS[vid]
    if players is None:  # the variant's usual number
        assert new_game(vid, players=None, seed=1).n_players == info.default_players
    elif isinstance(players, bool) or not isinstance(players, int):
        with pytest.raises(TypeError, match="players must be a whole number"):
            new_game(vid, players=players, seed=1)
    elif players not in info.players:
        with pytest.raises(RulesError) as err:
            new_game(vid, players=players, seed=1)
        assert err.value.rule == info.players_rule
    else:
        assert new_game(vid, players=players, seed=1).n_players == players


def test_huge_player_counts_are_a_rules_error():
    for vid in VARIANTS:
        with pytest.raises(RulesError):
            new_game(vid, players=10**20)


@settings(max_examples=60, deadline=None)
@given(ANYTHING)
def test_variant_and_seed_of_any_type(value):
    if isinstance(value, str):
        with pytest.raises(RulesError, match="Unknown variant"):
            new_game(value)
    else:
        with pytest.raises(TypeError):
            new_game(value)  # type: ignore[arg-type]
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        assert new_game("ru-zone", seed=value).n_players == 2
    else:
        with pytest.raises(TypeError):
            new_game("ru-zone", seed=value)  # type: ignore[arg-type]


# -- actions and cards ----------------------------------------------------------------
GAMES = [(vid, new_game(vid, seed=3)) for vid in sorted(VARIANTS)]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(range(len(GAMES))), st.one_of(ANYTHING, st.text(
    alphabet="playdecrbuknotswm 2345689TJQKACDHS10", max_size=14)))
def test_apply_takes_an_action_or_text(index, value):
    vid, game = GAMES[index]
    before = game.describe()
    if isinstance(value, (str, Action)):
        try:
            ok = game.is_legal(value)
        except TypeError:
            pytest.fail("is_legal raised TypeError on text")
        if not ok:
            with pytest.raises(RulesError):
                game.apply(value)
            assert game.describe() == before  # a refused action changes nothing
    else:
        for call in (game.apply, game.why_illegal):
            with pytest.raises(TypeError, match="An action must be"):
                call(value)
        assert game.describe() == before


@settings(max_examples=300, deadline=None)
@given(ANYTHING)
def test_card_parse_of_any_type(value):
    if isinstance(value, str):
        try:
            assert isinstance(Card.parse(value), Card)
        except RulesError:
            pass
    else:
        with pytest.raises(TypeError, match="must be text"):
            Card.parse(value)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="must be text"):
            parse_cards(value)  # type: ignore[arg-type]


@settings(max_examples=100, deadline=None)
@given(st.integers(-3, 20), st.integers(-2, 10), st.integers(-2, 40))
def test_make_pack_limits(low, packs, jokers):
    if 2 <= low <= 14 and 1 <= packs <= 4 and 0 <= jokers <= 8:
        assert len(make_pack(low, packs, jokers)) == (15 - low) * 4 * packs + jokers
    else:
        with pytest.raises(RulesError):
            make_pack(low, packs, jokers)
    with pytest.raises(TypeError):
        make_pack(low, float(packs), jokers)  # type: ignore[arg-type]


# -- the best-meld search: any joker count, hands up to MAX_CARDS --------------------
NATURALS = make_pack(packs=2)


@pytest.mark.rule("HU-JOKER-1")
@settings(max_examples=120, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 20), st.integers(0, 10),
       st.booleans())
def test_any_number_of_jokers_gets_the_oracles_answer(rnd, jokers, naturals, one_suit):
    pool = NATURALS
    if one_suit:
        suit = rnd.choice(SUITS)
        pool = [c for c in NATURALS if c.suit == suit]
    hand = rnd.sample(pool, naturals) + [JOKER] * jokers
    rnd.shuffle(hand)
    want = oracle_best(hand)
    assert best_meld_points(hand) == want
    melds = best_melds(hand)
    assert sum(validate_meld(m).points for m in melds) == want
    assert not Counter(c for m in melds for c in m) - Counter(hand)
    assert can_open(hand, want) and not can_open(hand, want + 1)


@pytest.mark.rule("HU-JOKER-1")
def test_eight_or_more_jokers_no_longer_break_the_search():
    rng = random.Random(8)
    for _ in range(60):
        jokers = rng.randint(8, 14)
        hand = rng.sample(NATURALS, rng.randint(16, MAX_CARDS - jokers)) + [JOKER] * jokers
        points = best_meld_points(hand)
        melds = best_melds(hand)
        assert sum(validate_meld(m).points for m in melds) == points
        assert all(validate_meld(m).valid for m in melds)


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, MAX_CARDS + 12))
def test_hands_up_to_the_limit_and_a_clear_error_beyond(rnd, size):
    pack = make_pack(packs=3, jokers=4)
    hand = rnd.sample(pack, size)
    if size > MAX_CARDS:
        for call in (best_meld_points, best_melds, lambda h: can_open(h, 40)):
            with pytest.raises(RulesError, match=f"at most {MAX_CARDS} cards") as err:
                call(hand)
            assert err.value.rule == "HU-DEAL-1"
        return
    points = best_meld_points(hand)
    melds = best_melds(hand)
    assert sum(validate_meld(m).points for m in melds) == points
    assert can_open(hand, points) and not can_open(hand, points + 1)
    if size <= 16:
        assert points == oracle_best(hand)


# -- starting scores: a whole number per player, none ending the game already -----------
@pytest.mark.parametrize("variant_id, players, good, ending, rule", [
    ("ru-classic", 3, [3, 40, 100], [0, 40, 100], "RU-SCORE-1"),
    ("ru-modern", 4, [17, 19, -3, 0], [20, 0, 0, 0], "RUM-3"),
    ("ru-zone", 2, [1, 15], [0, 15], "RUZ-8"),
    ("se-mattmar", 3, [1, 10, 9], [1, 0, 9], "SE-SCORE-1"),
])
def test_a_game_starts_from_given_scores_or_says_why_not(variant_id, players, good, ending,
                                                         rule):
    game = new_game(variant_id, players=players, seed=2, scores=good)
    assert game.scores == good and game.replay(0).scores == good
    for bad in (ending, good[:-1], [*good[:-1], "1"], [*good[:-1], True], "1 2 3"):
        with pytest.raises(RulesError) as err:
            new_game(variant_id, players=players, seed=2, scores=bad)
        assert err.value.rule == rule


@pytest.mark.parametrize("vid", sorted(VARIANTS))
def test_a_move_after_the_end_says_why_with_the_rule_that_ended_the_game(vid):
    game = new_game(vid, seed=2)
    rnd = random.Random(2)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    ended = [e.rule for e in game.events if e.kind.name == "OVER"][-1]
    with pytest.raises(RulesError) as err:
        game.apply("pass")
    assert err.value.rule == game.why_illegal("pass").rule == ended
    assert "start a new game" in str(err.value)


@pytest.mark.parametrize("vid", sorted(VARIANTS))
def test_a_stacked_deck_that_is_not_cards_cites_the_pack_rule(vid):
    info = VARIANTS[vid]
    for deck in ("XX 9H", "9H 9H 9H"):
        with pytest.raises(RulesError) as err:
            new_game(vid, seed=1, deck=deck)
        assert err.value.rule == info.pack_rule, (vid, deck, str(err.value))


def test_the_computer_asked_after_the_end_cites_the_rule_that_ended_the_game():
    from ramsas_widgets.engine.bots import choose
    from ramsas_widgets.engine.decisions import estimate

    game = new_game("lt-ramsas", seed=2)
    rnd = random.Random(2)
    while not game.is_over:
        game.apply(rnd.choice(game.legal_actions()))
    for ask in (lambda: choose(game, seed=1), lambda: estimate(game, seed=1)):
        with pytest.raises(RulesError) as err:
            ask()
        assert err.value.rule == game._over_rule() is not None
