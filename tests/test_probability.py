"""The probability lab's library: uniform deals, exact counts, Monte-Carlo (issue 5)."""

from __future__ import annotations

import functools
import math
from fractions import Fraction
from itertools import combinations, permutations, product

import numpy as np
import pytest

from ramsas_widgets.engine import VARIANTS, RulesError, make_pack
from ramsas_widgets.probability import (
    ANYONE,
    DEALER,
    FOREHAND,
    LAB_VARIANTS,
    QUESTION_RULES,
    DeckSpec,
    Estimate,
    Table,
    all_questions,
    convergence,
    deal_hands,
    estimate,
    hand_slices,
    iter_deals,
    make_question,
    make_table,
    players_allowed,
    questions_for,
    sample_statistic,
    wilson_interval,
)
from ramsas_widgets.probability import exact as ex
from ramsas_widgets.probability.deals import decode_digits
from ramsas_widgets.probability.questions import (
    QUESTION_CLASSES,
    AceInHand,
    FiveOneSuit,
    FourJacks,
    JackPair,
    ThreeTrumps,
    TrumpAce,
)

SHAPES = [  # (deck size, hand sizes): every table of the lab, and a >256-card deck
    (24, (5, 5, 5, 5, 4)), (36, (5, 5, 5, 1)), (32, (5, 5, 5, 1)), (52, (5, 5, 5, 6)),
    (108, (13,)), (160, (14,)), (300, (7, 7)), (5, (5,)), (1, (1,)),
]


def chi2_critical(df: int, z: float = 3.090232306167813) -> float:
    """Upper quantile of chi-square (default 0.999) by the Wilson-Hilferty cube."""
    c = 2 / (9 * df)
    return df * (1 - c + z * math.sqrt(c)) ** 3


def chi2(counts: np.ndarray, expected: np.ndarray | float) -> float:
    return float((((counts - expected) ** 2) / expected).sum())


# --------------------------------------------------------------------------- the deck


def test_index_mapping_is_the_engine_pack_order():
    deck = DeckSpec(low=9)
    assert list(deck.cards) == make_pack(low=9)
    for i, card in enumerate(make_pack(low=9)):
        suit = "CDHS".index(card.suit.value)
        assert i == suit * 6 + (card.rank - 9)
        assert deck.rank_of[i] == card.rank and deck.suit_of[i] == suit
    rami = DeckSpec(low=2, packs=2, jokers=4)
    assert rami.size == 108 and list(rami.cards) == make_pack(packs=2, jokers=4)
    assert (rami.suit_of[104:] == -1).all() and (rami.rank_of[104:] == 0).all()


def test_cards_of_a_dealt_hand_read_back():
    deck = DeckSpec(low=6)
    row = deal_hands(1, deck.size, (5,), seed=3)[0]
    assert [deck.index(str(c)) for c in deck.cards_of(row)] == row.tolist()
    with pytest.raises(RulesError, match="not in this 36-card pack"):
        deck.index("2C")


# --------------------------------------------------------------------------- deal_hands


@pytest.mark.parametrize("deck_size, hand_sizes", SHAPES)
def test_every_row_is_an_arrangement_of_distinct_cards(deck_size, hand_sizes):
    deals = deal_hands(3000, deck_size, hand_sizes, seed=1)
    k = sum(hand_sizes)
    assert deals.shape == (3000, k)
    assert deals.dtype == (np.uint8 if deck_size <= 256 else np.uint16)
    assert deals.min() >= 0 and deals.max() < deck_size
    ordered = np.sort(deals.astype(np.int64), axis=1)
    assert (np.diff(ordered, axis=1) > 0).all()          # no card twice in a row
    if k == deck_size:
        assert (ordered == np.arange(deck_size)).all()


def test_same_seed_same_deals_and_blocks_stack_up():
    a = deal_hands(70_000, 24, (5, 5, 5, 5, 4), seed=42)
    b = deal_hands(70_000, 24, (5, 5, 5, 5, 4), seed=42)
    c = deal_hands(70_000, 24, (5, 5, 5, 5, 4), seed=43)
    assert (a == b).all()
    assert (a != c).any(axis=1).mean() > 0.99
    blocks = list(iter_deals(70_000, 24, (5, 5, 5, 5, 4), seed=42))
    assert len(blocks) == 2                                # two blocks of at most CHUNK
    assert (np.concatenate(blocks) == a).all()
    assert (deal_hands(5, 24, (24,), seed=np.random.SeedSequence(9))
            == deal_hands(5, 24, (24,), seed=9)).all()


def test_no_seed_draws_fresh_deals():
    a, b = deal_hands(50, 24, (24,)), deal_hands(50, 24, (24,))
    assert (a != b).any()


def test_hands_are_the_column_slices():
    deals = deal_hands(10, 24, (5, 5, 5, 5, 4), seed=0)
    hands = [deals[:, s] for s in hand_slices((5, 5, 5, 5, 4))]
    assert [h.shape[1] for h in hands] == [5, 5, 5, 5, 4]
    assert (np.concatenate(hands, axis=1) == deals).all()


@pytest.mark.parametrize("deck_size, k", [(4, 4), (5, 3), (6, 6), (7, 2)])
def test_digit_decoding_is_one_to_one(deck_size, k):
    """Every digit tuple gives a different arrangement, and all arrangements appear:
    with exactly uniform digits, every arrangement is exactly equally likely."""
    tuples = np.array(list(product(*(range(deck_size - i) for i in range(k)))), dtype=np.uint8)
    cards = decode_digits(tuples.T.copy()).T
    arrangements = {tuple(row) for row in cards.tolist()}
    assert len(arrangements) == len(tuples) == math.perm(deck_size, k)
    assert arrangements == set(permutations(range(deck_size), k))


def test_chi_square_all_orders_of_a_four_card_deck():
    deals = deal_hands(120_000, 4, (4,), seed=2024)
    code = deals.astype(np.int64) @ np.array([64, 16, 4, 1])
    counts = np.bincount(code, minlength=256)[[int(np.dot(p, [64, 16, 4, 1]))
                                               for p in permutations(range(4))]]
    assert counts.sum() == 120_000                         # only permutations occur
    assert chi2(counts, 120_000 / 24) < chi2_critical(23)


def test_chi_square_first_card_and_position_of_a_card():
    n = 240_000
    deals = deal_hands(n, 24, (5, 5, 5, 5, 4), seed=7)
    first = np.bincount(deals[:, 0], minlength=24)
    assert chi2(first, n / 24) < chi2_critical(23)
    position_of_ace = np.argmax(deals == 23, axis=1)
    where = np.bincount(position_of_ace, minlength=24)
    assert chi2(where, n / 24) < chi2_critical(23)
    # and the test has teeth: a deal that favours low cards a little is caught
    biased = np.bincount(np.minimum(deals[:, 0], deals[:, 1])[: n // 50], minlength=24)
    assert chi2(biased, n / 50 / 24) > chi2_critical(23)


def test_chi_square_partial_deal_of_a_big_deck():
    n = 108_000
    deals = deal_hands(n, 108, (13,), seed=5)
    counts = np.bincount(deals[:, 12], minlength=108)       # the 13th card of the hand
    assert chi2(counts, n / 108) < chi2_critical(107)


@pytest.mark.parametrize("args, fragment", [
    ((-1, 24, (5,)), "number of deals"),
    ((10, 24, (5, 5, 5, 5, 5)), "Cannot deal 25 cards"),
    ((10, 0, (1,)), "A deck must hold"),
    ((10, 24, ()), "Hand sizes"),
    ((10, 24, (5, -1)), "Hand sizes"),
    ((2.5, 24, (5,)), "number of deals"),
])
def test_bad_deal_requests_are_explained(args, fragment):
    with pytest.raises(RulesError, match=fragment):
        deal_hands(*args)


def test_zero_deals():
    assert deal_hands(0, 24, (5,)).shape == (0, 5)


# --------------------------------------------------------------------------- exact counts


def _all_hands(deck: int, hand: int) -> np.ndarray:
    return np.array(list(combinations(range(deck), hand)), dtype=np.int64)


def test_hand_formulas_against_enumeration_of_every_hand():
    deck = DeckSpec(low=9)
    hands = _all_hands(24, 5)                               # all 42,504 five-card hands
    total = len(hands)
    jack = deck.rank_of[hands] == 11
    ace = deck.rank_of[hands] == 14
    suits = deck.suit_of[hands]
    black = np.isin(hands, deck.indices_of(11)[[0, 3]]).sum(1) == 2
    red = np.isin(hands, deck.indices_of(11)[[1, 2]]).sum(1) == 2
    assert Fraction(int((jack.sum(1) == 4).sum()), total) == ex.p_holds_all(4, 5, 24)
    assert Fraction(int(ace.any(1).sum()), total) == ex.p_holds_any(4, 5, 24)
    assert Fraction(int((black | red).sum()), total) == ex.p_jack_pair(5, 24)
    assert Fraction(int((suits == suits[:, :1]).all(1).sum()), total) == ex.p_one_suit(5, 24, 6)
    for k in range(5):
        assert (Fraction(int((jack.sum(1) == k).sum()), total)
                == ex.hypergeom_pmf(k, 24, 4, 5))
    assert ex.hypergeom_sf(0, 24, 4, 5) == 1


def _hand_tuples(cards: frozenset[int], players: int, hand: int):
    """Every way to give ``players`` ordered players ``hand`` cards each (as sets)."""
    if players == 0:
        yield ()
        return
    for first in combinations(sorted(cards), hand):
        for rest in _hand_tuples(cards - set(first), players - 1, hand):
            yield (first, *rest)


@pytest.mark.parametrize("players, hand, suit_size", [(2, 3, 3), (3, 2, 3), (2, 2, 4)])
def test_someone_one_suit_against_enumeration(players, hand, suit_size):
    """Inclusion-exclusion against every deal of a small deck (two hands may share a
    suit when it is long enough)."""
    deck = 4 * suit_size
    suit_of = np.arange(deck) // suit_size
    rows = np.array(list(_hand_tuples(frozenset(range(deck)), players, hand)), dtype=np.int64)
    suits = suit_of[rows]
    someone = (suits == suits[:, :, :1]).all(axis=2).any(axis=1)
    assert (Fraction(int(someone.sum()), len(rows))
            == ex.p_someone_one_suit(players, hand, deck, suit_size))


@functools.cache
def _every_deal(table: Table) -> np.ndarray:
    k = sum(table.hand_sizes)
    return np.array(list(permutations(range(table.deck.size), k)), dtype=np.uint8)


SMALL_HOLDS_TURNED = Table("lt-ramsas", 2, DeckSpec(low=11), (2, 3), turned="dealer",
                           deal_rule="LT-DEAL-5")
SMALL_STOCK = Table("ru-zone", 1, DeckSpec(low=11), (4,), turned="stock", deal_rule="RUZ-3")


@pytest.mark.parametrize("question", [
    TrumpAce(SMALL_HOLDS_TURNED, FOREHAND, "LT-ACE-1"),
    TrumpAce(SMALL_HOLDS_TURNED, DEALER, "LT-ACE-1"),
    ThreeTrumps(SMALL_HOLDS_TURNED, DEALER, "LT-DEAL-5"),
    ThreeTrumps(SMALL_HOLDS_TURNED, FOREHAND, "LT-DEAL-5"),
    TrumpAce(SMALL_STOCK, FOREHAND, "RUZ-5"),
    ThreeTrumps(SMALL_STOCK, FOREHAND, "RUZ-3"),
    FourJacks(SMALL_STOCK, FOREHAND, "LT-JACK-2"),
    JackPair(SMALL_STOCK, FOREHAND, "LT-JACK-1"),
    FiveOneSuit(SMALL_STOCK, FOREHAND, "RUZ-10"),
    AceInHand(SMALL_STOCK, FOREHAND, "RU-DECL-3"),
], ids=lambda q: f"{q.kind}-{q.table.turned}-{q.who}")
def test_exact_formula_is_the_simulated_event_on_every_deal(question):
    """On a 16-card deck (J-A) the question's own event, evaluated on every possible
    deal, happens in exactly the fraction its formula gives: the formula and the
    simulation count the same thing."""
    deals = _every_deal(question.table)
    hits = int(question.event(deals).sum())
    assert Fraction(hits, len(deals)) == question.exact
    pmf = question.exact_pmf()
    if pmf is not None:
        counts = np.bincount(question.statistic(deals), minlength=len(pmf))
        assert [Fraction(int(c), len(deals)) for c in counts] == pmf


@pytest.mark.rule("LT-DEAL-3")
def test_nine_turned_is_one_in_six():
    q = make_question("nine-turned", "lt-ramsas")
    assert q.exact == Fraction(1, 6) and q.who == DEALER
    assert "4/24" in q.formula and "LT-DEAL-3" in q.definition


@pytest.mark.rule("LT-ACE-1")
def test_trump_ace_dealer_versus_another_player():
    dealer = make_question("trump-ace", "lt-ramsas", who=DEALER).exact
    other = make_question("trump-ace", "lt-ramsas", who=FOREHAND).exact
    assert dealer == Fraction(4, 24) + Fraction(20, 24) * Fraction(4, 23)
    assert other == Fraction(20, 24) * Fraction(5, 23)
    # the table's chances add up: dealer + 3 others + the 4-card buy = 1
    assert dealer + 3 * other + Fraction(20, 24) * Fraction(4, 23) == 1


@pytest.mark.rule("RUM-2")
def test_two_flushes_at_once_need_two_suits():
    """Six cards a suit cannot make two five-card flushes: P(both) counts two
    different suits, so the table's chance is 2 P(one) - P(both)."""
    one = ex.p_one_suit(5, 24, 6)
    both = Fraction(4 * 3 * math.comb(6, 5) ** 2, math.comb(24, 5) * math.comb(19, 5))
    assert ex.p_someone_one_suit(2, 5, 24, 6) == 2 * one - both


@pytest.mark.rule("RUZ-10")
def test_flush_numbers():
    assert make_question("five-one-suit", "ru-zone").exact == Fraction(4 * 126, math.comb(36, 5))
    anyone = make_question("five-one-suit", "ru-modern", who=ANYONE).exact
    one = make_question("five-one-suit", "ru-modern").exact
    assert 3.9 * one < anyone < 4 * one


# --------------------------------------------------------------------------- the catalogue


def test_catalogue_ties_questions_to_rules():
    ids = {(q.kind, q.variant_id): q.rule for q in all_questions()}
    assert ids[("nine-turned", "lt-ramsas")] == "LT-DEAL-3"
    assert ids[("four-jacks", "lt-ramsas")] == "LT-JACK-2"
    assert ids[("four-jacks", "ru-modern")] == "RUM-9"
    assert ids[("jack-pair", "lt-ramsas")] == "LT-JACK-1"
    assert ids[("jack-pair", "ru-modern")] == "RUM-8"
    assert ids[("five-one-suit", "ru-modern")] == "RUM-2"
    assert ids[("five-one-suit", "ru-zone")] == "RUZ-10"
    assert ids[("ace-in-hand", "ru-classic")] == "RU-DECL-3"
    assert ids[("rami-open", "hu-rami-51")] == "HU-TURN-2"
    for q in all_questions():
        assert q.rule in q.definition or q.rule in q.label
        assert q.formula and q.title


def test_tables_follow_the_rules():
    assert make_table("ru-zone").deck.size == 36                     # RUZ-1
    assert make_table("ru-classic", 3).deck.size == 32               # RU-DECK-1
    assert make_table("ru-classic", 5).deck.size == 52
    assert make_table("se-mattmar", 3).hands == (5, 5, 6)            # SE-DEAL-1
    assert make_table("hu-rami-40", 5).deck.size == 160              # HU-DECK-1
    assert make_table("hu-rami-40", 3, house_pack=True).deck.size == 106   # HU-DECK-2
    assert [k for k, _ in questions_for("lt-ramsas", 3)] == [
        "trump-ace", "four-jacks", "jack-pair", "three-trumps"]


def test_the_lab_deals_as_each_variant_declares():
    """Players and pack from the variant's declaration, hands and questions from its
    Teaching.lab; every declared question is one the lab knows."""
    assert LAB_VARIANTS == tuple(v for v, i in VARIANTS.items() if i.teaching.lab)
    for vid in LAB_VARIANTS:
        info = VARIANTS[vid]
        lab = info.teaching.lab
        assert players_allowed(vid) == info.players
        assert make_table(vid).players == info.default_players
        assert set(lab.questions) <= set(QUESTION_CLASSES)
        assert {k: QUESTION_RULES[k][vid] for k in lab.questions} == dict(lab.questions)
        for n in info.players:
            table = make_table(vid, n)
            assert table.deck.cards == tuple(info.make_pack(n))
            assert table.hands == lab.hands(n, info.hand_size) and table.buy == lab.buy
    with pytest.raises(RulesError):
        make_table("ru-negotiation")  # declared without a lab


@pytest.mark.parametrize("call, rule", [
    (lambda: make_question("nine-turned", "lt-ramsas", players=3), "LT-DEAL-3"),
    (lambda: make_table("lt-ramsas", 5), "LT-PLAYERS-1"),
    (lambda: make_table("ru-zone", 3), "RUZ-1"),
    (lambda: make_question("rami-open", "hu-rami-40", cards=15), "HU-DEAL-1"),
])
def test_impossible_tables_cite_their_rule(call, rule):
    with pytest.raises(RulesError) as info:
        call()
    assert info.value.rule == rule


@pytest.mark.parametrize("args", [("nope", "lt-ramsas"), ("ace-in-hand", "lt-ramsas"),
                                  ("four-jacks", "lt-ramsas", None, DEALER),
                                  ("four-jacks", "xx-nothing")])
def test_unknown_questions_are_refused(args):
    with pytest.raises(RulesError):
        make_question(*args)


# --------------------------------------------------------------------------- Monte-Carlo


QUESTIONS = [q for q in all_questions() if q.exact is not None]


@pytest.mark.parametrize("question", [pytest.param(q, marks=pytest.mark.rule(q.rule))
                                      for q in QUESTIONS],
                         ids=[f"{q.kind}-{q.variant_id}-{q.who}" for q in QUESTIONS])
def test_monte_carlo_within_four_standard_errors(question):
    est = estimate(question, 100_000, seed=1)
    p = float(question.exact)
    assert est.n == 100_000
    assert est.errors_from(p) < 4
    low, high = est.interval
    assert low <= est.p <= high


def test_estimate_matches_a_direct_count():
    q = make_question("three-trumps", "lt-ramsas", who=DEALER)
    deals = deal_hands(100_000, q.deck_size, q.hand_sizes, seed=8)
    trump = q.table.deck.suit_of[deals[:, 19]]
    direct = (q.table.deck.suit_of[deals[:, 15:20]] == trump[:, None]).sum(1) >= 3
    assert estimate(q, 100_000, seed=8).hits == int(direct.sum())
    assert (sample_statistic(q, 100_000, seed=8) >= 3).sum() == direct.sum()


def test_wilson_interval_and_standard_error():
    est = Estimate(hits=250, n=1000)
    assert est.p == 0.25 and math.isclose(est.se, math.sqrt(0.25 * 0.75 / 1000))
    low, high = est.interval
    assert low < 0.25 < high and math.isclose(high - low, 2 * 1.96 * est.se, rel_tol=0.02)
    assert wilson_interval(0, 50)[0] == 0 and wilson_interval(50, 50)[1] == 1
    assert 0 < wilson_interval(0, 50)[1] < 0.08


@pytest.mark.parametrize("kind, variant_id, who", [("nine-turned", "lt-ramsas", DEALER),
                                                   ("three-trumps", "ru-zone", FOREHAND),
                                                   ("jack-pair", "ru-modern", FOREHAND)])
def test_error_shrinks_like_one_over_root_n(kind, variant_id, who):
    q = make_question(kind, variant_id, who=who)
    conv = convergence(q, n_max=10_000, seed=11, repeats=200, n_min=10, points=16)
    assert conv.ns[0] == 10 and conv.ns[-1] == 10_000       # three decades
    assert conv.estimates.shape == (200, len(conv.ns))
    assert -0.6 <= conv.slope() <= -0.4
    # and the RMS error sits on the sqrt(p(1-p)/N) line, within 25%
    ratio = conv.rms_error / conv.standard_error
    assert (0.75 < ratio).all() and (ratio < 1.25).all()


def test_convergence_runs_use_their_own_prefixes():
    q = make_question("nine-turned", "lt-ramsas")
    conv = convergence(q, n_max=1000, seed=4, repeats=3, points=5)
    first = np.cumsum(q.event(deal_hands(1000, 24, q.hand_sizes, seed=4)))
    assert np.allclose(conv.estimates[0], first[conv.ns - 1] / conv.ns)
    assert conv.estimate(0) == estimate(q, 1000, seed=4)       # run 0 is the estimate's deals
    assert len({tuple(row) for row in conv.hits.tolist()}) == 3  # the others are other deals
    again = convergence(q, n_max=1000, seed=4, repeats=3, points=5)
    assert (again.hits == conv.hits).all()


def test_the_convergence_band_narrows_and_holds_the_exact_value_most_of_the_time():
    q = make_question("nine-turned", "lt-ramsas", players=4)
    conv = convergence(q, 4000, seed=7, repeats=60, points=12)
    low, high = conv.band(0)
    widths = high - low
    assert (np.diff(widths) < 0).all(), "the band narrows as deals are added"
    assert (low <= conv.estimates[0]).all() and (conv.estimates[0] <= high).all()
    # 60 runs: the 95% interval misses the exact value in about 3 of them
    assert 0.85 <= conv.coverage() <= 1.0
