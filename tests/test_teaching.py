"""Seeded quiz and exercise situations: deterministic, and answered as the rules say.

The answers come from the engine; these tests check them with reasoning of their own
(follow suit by hand, a plain fold for the winner, per-player arithmetic for scores).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from ramsas_widgets.engine import RulesError
from ramsas_widgets.engine.cards import ACE, KING, NINE, QUEEN, Card, cards_str
from ramsas_widgets.engine.rami import validate_meld
from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.engine.scoring import explain_hand, score_hand
from ramsas_widgets.engine.teaching import (
    DIFFICULTIES,
    QUESTIONS,
    QUIZ_VARIANTS,
    SCENARIOS,
    SCORING_OPTIONS,
    SCORING_VARIANTS,
    opening_threshold,
    rami_hand,
    scenarios,
    scoring_situation,
    trick_situation,
)
from ramsas_widgets.engine.tricks import legal_plays, trick_winner

ROOT = Path(__file__).resolve().parents[1]
RULE_IDS = set(re.findall(r"^- ([A-Z]{2,3}(?:-[A-Z]+)?-\d+):",
                          (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8"), re.M))
RULE_REF = re.compile(r"\b([A-Z]{2,3}(?:-[A-Z]+)?-\d+)\b")
SEEDS = range(40)


def all_situations(variant_id, seeds=SEEDS, **options):
    for difficulty in DIFFICULTIES:
        for question in QUESTIONS:
            for seed in seeds:
                yield trick_situation(variant_id, seed, difficulty, question, **options)


def cited(text: str) -> set[str]:
    return set(RULE_REF.findall(text))


@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_quiz_hands_hold_no_more_cards_than_a_hand_of_the_game(variant_id):
    """The quiz deals hands of up to the variant's declared ``hand_size`` (a three-card game
    gets three-card hands), full ones among them."""
    size = VARIANTS[variant_id].hand_size
    sizes = {len(sit.hand) for sit in all_situations(variant_id) if sit.question == "play"}
    assert max(sizes) == size and min(sizes) >= 1, sizes


# -- independent reasoning ------------------------------------------------------------

def expected_follow(sit) -> set[Card]:
    """Follow suit, else trump, else anything (LT-PLAY-3, RU-PLAY-2, SE-PLAY-2)."""
    led = sit.played[0].suit
    same = {c for c in sit.hand if c.suit == led}
    trumps = {c for c in sit.hand if c.suit == sit.trump}
    return same or trumps or set(sit.hand)


def fold_winner(sit) -> int:
    """The winning index by a fold written here: trump over non-trump (except where the
    declaration names a rule option for that and it is off: RUZ-7's literal reading), else
    a higher card of the same suit; a tie keeps the first."""
    option = VARIANTS[sit.variant_id].teaching.trump_beats_option
    trump_wins = not option or bool(sit.options.get(option))

    def strength(c: Card) -> int:
        if sit.facts.demoted is not None and c == sit.facts.demoted:
            return NINE
        return c.rank

    best = 0
    for i, c in enumerate(sit.played[1:], start=1):
        b = sit.played[best]
        if trump_wins and c.suit == sit.trump and b.suit != sit.trump:
            best = i
        elif c.suit == b.suit and strength(c) > strength(b):
            best = i
    return best


# -- determinism and shape --------------------------------------------------------------

@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_trick_situations_repeat_for_a_seed(variant_id):
    for difficulty in DIFFICULTIES:
        a = [trick_situation(variant_id, s, difficulty) for s in range(10)]
        b = [trick_situation(variant_id, s, difficulty) for s in range(10)]
        assert a == b
        assert len({(x.hand, x.played) for x in a}) > 5, "different seeds, different questions"


@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_cards_are_distinct_and_from_the_variant_pack(variant_id):
    low = {"lt-ramsas": 9, "ru-modern": 9, "ru-zone": 6}.get(variant_id)
    for sit in all_situations(variant_id, range(15)):
        cards = list(sit.hand) + list(sit.played)
        assert len(set(cards)) == len(cards)
        assert 1 <= len(sit.hand) <= 5 or sit.question == "winner"
        assert len(sit.played) <= sit.players - (sit.question == "play")
        if low is not None:
            assert all(c.rank >= low for c in cards)
        if sit.question == "winner":
            assert not sit.hand and len(sit.played) >= 2 and sit.seats
        assert len(sit.seats) == len(sit.played)


def test_the_same_seed_gives_the_same_situation_as_before():
    """A few seeds pinned (as situations.py drew them), so a change of the drawing shows."""
    sit = trick_situation("lt-ramsas", 3, "easy", "play")
    assert (sit.topic, cards_str(sit.played), cards_str(sit.hand), cards_str(sit.legal)) == (
        "follow suit", "KH", "9D 9H TH JH 9S", "9H TH JH")
    sit = trick_situation("ru-zone", 5, "hard", "play")
    assert (sit.topic, cards_str(sit.hand), str(sit.facts.turned), cards_str(sit.legal)) == (
        "trump ace at your first lead", "JC KC KD AS", "TS", "AS")
    sit = trick_situation("se-mattmar", 7, "hard", "winner")
    assert (sit.topic, cards_str(sit.played), sit.winner) == ("trump led", "KC 9D", 0)
    hand = scoring_situation("ru-classic", 2)
    assert (hand.scores, hand.tricks, hand.answer) == (
        (96, 80, 51, 84, 58), (1, 1, 0, 2, 1), (75, 79, 71, 82, 57))
    assert cards_str(rami_hand(5)) == "5C 6C 7C 9C JC QC 2D 5D JD 4H 9H AH QS"


@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_every_quiz_reads_its_declaration(variant_id):
    """Every difficulty and question has scenarios; each name a variant declares is a
    standard builder or its family's own, and each of its own builders is asked."""
    teaching = VARIANTS[variant_id].teaching
    used = set()
    for difficulty in DIFFICULTIES:
        for question in QUESTIONS:
            used |= set(scenarios(variant_id, question, difficulty))
    declared = {n for by_q in teaching.quiz_scenarios.values() for ns in by_q.values()
                for n in ns}
    assert declared <= set(SCENARIOS) | set(teaching.quiz_builders)
    assert set(teaching.quiz_builders.values()) <= used
    assert "hard" in teaching.quiz_scenarios, "the hard questions are the variant's own"
    for sit in all_situations(variant_id, range(3)):
        assert sit.players in teaching.quiz_players
        assert set(sit.options) == set(teaching.quiz_options)


def test_bad_requests_raise_rules_errors():
    with pytest.raises(RulesError):
        trick_situation("lt-shedding", 0)
    with pytest.raises(RulesError):
        trick_situation("lt-ramsas", 0, difficulty="expert")
    with pytest.raises(RulesError):
        trick_situation("lt-ramsas", 0, question="why")
    with pytest.raises(RulesError):
        trick_situation("lt-ramsas", 0, must_beat="maybe")
    sit = trick_situation("lt-ramsas", 0, question="play")
    outsider = next(c for c in [Card(r, s) for r in range(9, 15) for s in {sit.trump}]
                    if c not in sit.hand and c not in sit.played)
    with pytest.raises(RulesError):
        sit.grade_play([outsider])
    with pytest.raises(RulesError):
        sit.grade_winner(0)
    with pytest.raises(RulesError):
        scoring_situation("lt-shedding", 0)


# -- "which may you play?" --------------------------------------------------------------

@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_play_answers_are_the_engines(variant_id):
    for sit in all_situations(variant_id):
        if sit.question != "play":
            continue
        assert sit.legal, "a hand always has a legal card"
        assert set(sit.legal) <= set(sit.hand)
        assert list(sit.legal) == legal_plays(variant_id, sit.hand, sit.played, sit.trump,
                                              **sit.state)
        assert sit.rules and set(sit.rules) <= RULE_IDS
        assert cited(sit.explanation) & set(sit.rules)


@pytest.mark.rule("LT-PLAY-3")
@pytest.mark.rule("RU-PLAY-2")
@pytest.mark.parametrize("variant_id", ["lt-ramsas", "ru-classic", "ru-negotiation",
                                        "ru-modern"])
def test_following_is_suit_then_trump_then_anything(variant_id):
    checked = 0
    for sit in all_situations(variant_id):
        if sit.question == "play" and sit.played:
            assert set(sit.legal) == expected_follow(sit), sit
            checked += 1
    assert checked > 50


@pytest.mark.rule("RU-PLAY-1")
@pytest.mark.rule("LT-PLAY-1")
def test_an_ordinary_lead_may_be_any_card():
    """Leading without the trump ace, any card may go (the quiz no longer asks it: it
    leaves the learner nothing to think about, so the engine is asked directly)."""
    import random

    from ramsas_widgets.engine.cards import make_pack

    rng = random.Random(5)
    checked = 0
    for variant_id, low in (("ru-classic", 7), ("lt-ramsas", 9)):
        pack = make_pack(low=low)
        for _ in range(200):
            hand = rng.sample(pack, 5)
            trump = rng.choice(pack).suit
            if Card(ACE, trump) in hand:
                continue
            state = {"opening_lead": True} if variant_id == "lt-ramsas" else {}
            assert set(legal_plays(variant_id, hand, [], trump, **state)) == set(hand)
            checked += 1
    assert checked > 300


@pytest.mark.rule("LT-ACE-1")
def test_lt_trump_ace_must_open_the_hand_and_option_first_lead():
    aces = [s for s in all_situations("lt-ramsas") if s.question == "play" and not s.played
            and Card(ACE, s.trump) in s.hand]
    opening = [s for s in aces if s.facts.opening_lead]
    later = [s for s in aces if not s.facts.opening_lead and s.facts.first_lead]
    assert opening and later
    for sit in opening:
        assert sit.legal == (Card(ACE, sit.trump),)
        assert "LT-ACE-1" in sit.explanation
    for sit in later:
        assert set(sit.legal) == set(sit.hand), "default: only the opening lead binds"
        strict = sit.with_options(trump_ace_lead="first-lead")
        assert strict.legal == (Card(ACE, sit.trump),)
        assert ("trump_ace_lead", "first-lead") in [(n, v) for n, v, _ in sit.option_effects()]


@pytest.mark.rule("LT-PLAY-3")
def test_lt_must_beat_option_keeps_only_the_cards_that_head_the_trick():
    changed = 0
    for sit in all_situations("lt-ramsas"):
        if sit.question != "play" or not sit.played:
            continue
        strict = sit.with_options(must_beat=True)
        assert set(strict.legal) <= set(sit.legal)
        if set(strict.legal) != set(sit.legal):
            changed += 1
            best = sit.played[fold_winner(sit)] if len(sit.played) > 1 else sit.played[0]
            for c in strict.legal:
                assert (c.suit == best.suit and c.rank > best.rank) or (
                    c.suit == sit.trump and best.suit != sit.trump)
            assert "changes" in sit.compare(strict)
    assert changed >= 3


@pytest.mark.rule("RUZ-6")
def test_zone_answers_are_free():
    answers = [s for s in all_situations("ru-zone") if s.question == "play" and s.played]
    assert answers
    for sit in answers:
        assert set(sit.legal) == set(sit.hand)


@pytest.mark.rule("RUZ-5")
def test_zone_first_lead_duties():
    kinds = Counter()
    for sit in all_situations("ru-zone"):
        if sit.question != "play" or sit.played or not sit.facts.first_lead:
            continue
        ace, king, queen = (Card(r, sit.trump) for r in (ACE, KING, QUEEN))
        if ace in sit.hand:
            assert sit.legal == (ace,)
            kinds["ace"] += 1
        elif sit.facts.turned == ace and king in sit.hand:
            assert sit.legal == (king,)
            kinds["king"] += 1
        elif king in sit.hand and queen in sit.hand:
            assert set(sit.legal) == {king, queen}
            kinds["pair"] += 1
        assert "RUZ-5" in sit.rules
    assert set(kinds) == {"ace", "king", "pair"}


@pytest.mark.rule("SE-PLAY-4")
def test_mattmar_heads_the_trick_and_overtrumps():
    seen = Counter()
    for sit in all_situations("se-mattmar", range(80)):
        if sit.question != "play" or not sit.played or Card(ACE, sit.trump) in sit.hand:
            continue
        led = sit.played[0].suit
        trumped = any(c.suit == sit.trump for c in sit.played) and led != sit.trump
        best = sit.played[fold_winner(sit)]
        same = [c for c in sit.hand if c.suit == led]
        trumps = [c for c in sit.hand if c.suit == sit.trump]
        if same:
            if trumped:
                assert set(sit.legal) == set(same), "after a trump any card of the suit will do"
                seen["follow after trump"] += 1
            else:
                higher = [c for c in same if c.rank > best.rank]
                assert set(sit.legal) == set(higher or same)
                seen["head" if higher and len(higher) < len(same) else "follow"] += 1
        elif trumps:
            over = [c for c in trumps if not trumped or c.rank > best.rank]
            assert set(sit.legal) == set(over or trumps)
            seen["overtrump" if trumped and over and len(over) < len(trumps) else
                 "undertrump" if trumped and not over else "trump"] += 1
        else:
            assert set(sit.legal) == set(sit.hand)
    assert {"head", "follow after trump", "overtrump", "undertrump"} <= set(seen)


@pytest.mark.rule("SE-ACE-1")
@pytest.mark.rule("SE-ACE-2")
def test_mattmar_trump_ace_and_demanding_trump():
    seen = Counter()
    for sit in all_situations("se-mattmar", range(80)):
        if sit.question != "play":
            continue
        ace = Card(ACE, sit.trump)
        if ace in sit.hand and sit.facts.first_lead and (
                not sit.played or sit.played[0].suit == sit.trump):
            assert sit.legal == (ace,)
            assert "SE-ACE-1" in sit.explanation
            seen["lead" if not sit.played else "demanded"] += 1
        elif not sit.played and sit.facts.one_point:
            trumps = {c for c in sit.hand if c.suit == sit.trump}
            assert set(sit.legal) == (trumps or set(sit.hand))
            assert "SE-ACE-2" in sit.explanation
            seen["one point"] += 1
    assert set(seen) == {"lead", "demanded", "one point"}


# -- "who wins?" ------------------------------------------------------------------------

@pytest.mark.rule("LT-PLAY-2")
@pytest.mark.rule("RU-PLAY-2")
@pytest.mark.rule("SE-PLAY-3")
@pytest.mark.rule("RUZ-7")
@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_the_winner_is_never_beaten(variant_id):
    for sit in all_situations(variant_id):
        if sit.question != "winner":
            continue
        assert sit.winner == trick_winner(variant_id, sit.played, sit.trump, **sit.state)
        assert sit.winner == fold_winner(sit), sit
        assert str(sit.played[sit.winner]) in sit.explanation
        assert set(sit.rules) <= RULE_IDS and cited(sit.explanation) >= {sit.rules[0]}


@pytest.mark.rule("LT-ACE-2")
def test_demoted_ace_against_the_trump_nine_first_played_ranks_higher():
    found = 0
    for sit in all_situations("lt-ramsas"):
        if sit.question != "winner" or sit.facts.demoted is None:
            continue
        found += 1
        ace, nine = sit.facts.demoted, Card(NINE, sit.trump)
        first = min(sit.played.index(ace), sit.played.index(nine))
        assert sit.winner == first
        assert "LT-ACE-2" in sit.rules and "LT-ACE-2" in sit.explanation
    assert found >= 5


@pytest.mark.rule("RUZ-7")
def test_zone_trump_beats_option_changes_the_winner():
    changed = 0
    for sit in all_situations("ru-zone"):
        if sit.question != "winner":
            continue
        house = sit.with_options(trump_beats=True)
        assert house.winner == fold_winner(house)
        if house.winner != sit.winner:
            changed += 1
            assert house.played[house.winner].suit == sit.trump
            assert sit.played[sit.winner].suit == sit.played[0].suit
            assert [n for n, _, _ in sit.option_effects()] == ["trump_beats"]
    assert changed >= 5


def test_grades_agree_with_the_answers():
    for variant_id in QUIZ_VARIANTS:
        for sit in all_situations(variant_id, range(8)):
            if sit.question == "play":
                assert sit.grade_play(list(sit.legal)).correct
                wrong = [c for c in sit.hand if c not in sit.legal]
                if wrong:
                    g = sit.grade_play(wrong[:1])
                    assert not g.correct and str(wrong[0]) in g.text
                    assert cited(g.text) & set(sit.rules)
            else:
                assert sit.grade_winner(sit.winner).correct
                other = (sit.winner + 1) % len(sit.played)
                assert not sit.grade_winner(other).correct


# -- scoring ----------------------------------------------------------------------------

@pytest.mark.parametrize("variant_id", SCORING_VARIANTS)
def test_scoring_answers_come_from_score_hand_and_steps_add_up(variant_id):
    for seed in range(60):
        sit = scoring_situation(variant_id, seed)
        assert sit == scoring_situation(variant_id, seed)
        extras = dict(sit.extras) | {k: v for k, v in sit.options.items()
                                     if k in SCORING_OPTIONS.get(variant_id, ())}
        assert list(sit.answer) == score_hand(variant_id, list(sit.scores), list(sit.tricks),
                                              **extras)
        for p in range(sit.players):
            mine = [s for s in sit.steps if s.player == p]
            assert sit.scores[p] + sum(s.delta for s in mine) == sit.answer[p], (sit, p)
        assert all(s.rule in RULE_IDS for s in sit.steps)
        lines = sit.explanation()
        assert len(lines) == sit.players
        for p, line in enumerate(lines):
            assert line.startswith(f"P{p}:") and f"New total: {sit.answer[p]}." in line
            assert cited(line) and cited(line) <= RULE_IDS, line
        assert sit.grade(list(sit.answer)).correct
        assert not sit.grade([a + 1 for a in sit.answer]).correct


@pytest.mark.parametrize("variant_id", SCORING_VARIANTS)
def test_scoring_steps_are_the_scorers_own_items(variant_id):
    """The worked answer is explain_hand's, item for item; the exercise adds only a
    "no change" for a player who sat out, citing the variant's declared rule."""
    teaching = VARIANTS[variant_id].teaching
    added = 0
    for seed in range(60):
        sit = scoring_situation(variant_id, seed)
        extras = dict(sit.extras) | dict(sit.options)
        items = explain_hand(variant_id, list(sit.scores), list(sit.tricks), **extras)
        assert [s for s in sit.steps if s in items] == sorted(items, key=lambda i: i.player)
        for step in (s for s in sit.steps if s not in items):
            added += 1
            assert step.delta == 0 and step.rule == teaching.pass_rule
            assert sit.tricks[step.player] is None
            assert all(i.player != step.player for i in items)
            assert step.text == f"P{step.player} {teaching.pass_word}: no change"
        for item in items:
            assert item.text.removeprefix(f"P{item.player} ") in sit.explanation()[item.player]
    assert bool(added) == bool(teaching.pass_rule), "passes are told where a rule says so"


@pytest.mark.rule("LT-SCORE-1")
@pytest.mark.rule("LT-SCORE-2")
@pytest.mark.rule("LT-JACK-1")
def test_lt_scoring_by_hand():
    for seed in range(80):
        sit = scoring_situation("lt-ramsas", seed)
        shown = sit.extras.get("jacks_shown") or [False] * sit.players
        if "walkover" in sit.extras or sit.extras.get("asked") is False:
            continue
        for p, t in enumerate(sit.tricks):
            before = sit.scores[p]
            if t is None:
                want = before
            elif t:
                want = before + t + (5 if shown[p] else 0)
            else:
                want = before - 5 if before > 0 else before
            assert sit.answer[p] == want


@pytest.mark.rule("SE-SCORE-1")
@pytest.mark.rule("SE-SCORE-2")
def test_mattmar_scoring_by_hand():
    flights = 0
    for seed in range(80):
        sit = scoring_situation("se-mattmar", seed)
        if "dealer_wins_all" in sit.extras:
            continue
        for p, t in enumerate(sit.tricks):
            before = sit.scores[p]
            if t == 0:
                flights += 1
                assert sit.answer[p] == min(before + 5, 10)
            elif t:
                assert sit.answer[p] == before - t
    assert flights


@pytest.mark.rule("RU-REMIZ-3")
@pytest.mark.rule("RUM-7")
@pytest.mark.rule("RUZ-12")
def test_scoring_house_rules_change_the_totals_somewhere():
    cases = {("ru-classic", "remiz_aces", "sum"), ("ru-modern", "horns_from", "zero"),
             ("ru-zone", "overshoot", "restart")}
    for variant_id, name, value in cases:
        changed = 0
        for seed in range(150):
            sit = scoring_situation(variant_id, seed)
            house = sit.with_options(**{name: value})
            extras = dict(sit.extras) | {name: value}
            assert list(house.answer) == score_hand(variant_id, list(sit.scores),
                                                    list(sit.tricks), **extras)
            changed += house.answer != sit.answer
        assert changed, f"{variant_id}: no exercise where {name}={value} matters"


# -- Rami hands -------------------------------------------------------------------------

@pytest.mark.rule("HU-DEAL-1")
@pytest.mark.rule("HU-DECK-1")
def test_rami_hands_are_seeded_deals_from_the_double_pack():
    for seed in range(50):
        hand = rami_hand(seed)
        assert hand == rami_hand(seed) and len(hand) == 13
        counts = Counter(hand)
        assert all(n <= 2 for c, n in counts.items() if not c.is_joker)
        assert sum(c.is_joker for c in hand) <= 4
    assert rami_hand(1) != rami_hand(2)
    assert len(rami_hand(3, size=14)) == 14
    assert opening_threshold("hu-rami-40") == 40 and opening_threshold("hu-rami-51") == 51
    with pytest.raises(RulesError):
        opening_threshold("lt-ramsas")
    assert validate_meld(rami_hand(0)[:1]).valid is False


# -- Rami scoring -----------------------------------------------------------------------

RAMI = ("hu-rami-40", "hu-rami-51")


def rami_engine(sit, **options):
    from ramsas_widgets.engine.rami.scoring import score_hand as rami_score_hand

    ex = sit.extras
    return rami_score_hand(sit.variant_id, list(sit.scores), list(sit.tricks),
                           hands=[list(h) for h in ex["hands"]], opened=list(ex["opened"]),
                           out=ex["out"], from_hand=ex["from_hand"],
                           **(dict(sit.options) | options))


@pytest.mark.rule("HU-SCORE-1")
@pytest.mark.rule("HU-END-1")
@pytest.mark.parametrize("variant_id", RAMI)
def test_rami_scoring_counts_the_cards_left(variant_id):
    kinds = Counter()
    for seed in range(80):
        sit = scoring_situation(variant_id, seed)
        assert sit == scoring_situation(variant_id, seed)
        assert list(sit.answer) == rami_engine(sit)
        for p in range(sit.players):
            assert sit.scores[p] + sum(s.delta for s in sit.steps if s.player == p) \
                == sit.answer[p]
        out, hands = sit.extras["out"], sit.extras["hands"]
        if out is None:
            kinds["nobody out"] += 1
            continue
        kinds["out"] += 1
        assert sit.answer[out] == sit.scores[out] and not hands[out]
        for p, hand in enumerate(hands):
            if p != out:
                by_hand = sum(20 if c.is_joker else 11 if c.rank == ACE else min(c.rank, 10)
                              for c in hand)
                assert sit.answer[p] - sit.scores[p] == by_hand
        assert all(cited(line) for line in sit.explanation())
    assert set(kinds) == {"out", "nobody out"}


@pytest.mark.rule("HU-END-2")
def test_rami_with_nobody_out_the_lowest_hand_scores_nothing():
    found = 0
    for seed in range(200):
        sit = scoring_situation("hu-rami-51", seed)
        if sit.extras["out"] is not None:
            continue
        found += 1
        points = [sum(20 if c.is_joker else 11 if c.rank == ACE else min(c.rank, 10)
                      for c in h) for h in sit.extras["hands"]]
        for p in range(sit.players):
            if points[p] == min(points):
                assert sit.answer[p] == sit.scores[p]
                assert any(s.rule == "HU-END-2" for s in sit.steps if s.player == p)
    assert found


@pytest.mark.rule("HU-SCORE-1")
@pytest.mark.parametrize("name, value", [("joker_points", 25), ("unopened_100", True),
                                         ("hand_rami_double", True)])
def test_rami_house_rules_rescore_and_the_steps_follow(name, value):
    changed = 0
    for seed in range(120):
        sit = scoring_situation("hu-rami-40", seed)
        house = sit.with_options(**{name: value})
        assert list(house.answer) == rami_engine(sit, **{name: value})
        for p in range(sit.players):
            assert sit.scores[p] + sum(s.delta for s in house.steps if s.player == p) \
                == house.answer[p]
        changed += house.answer != sit.answer
    assert changed


def test_the_special_state_is_told_to_the_learner():
    seen = set()
    for variant_id in ("lt-ramsas", "se-mattmar", "ru-zone"):
        for sit in all_situations(variant_id, range(30)):
            text = " ".join(sit.notes)
            assert f"Trump is {sit.trump.noun}" in text
            if sit.facts.one_point:
                assert "1 point (SE-ACE-2)" in text
                seen.add("one point")
            if sit.facts.demoted is not None:
                assert "(LT-ACE-2)" in text
                seen.add("demoted")
            if sit.question == "play" and not sit.played and sit.facts.opening_lead:
                assert "first trick of the hand" in text
                seen.add("opening")
            if sit.facts.turned is not None and sit.question == "play":
                assert str(sit.facts.turned) in text
                seen.add("turned")
    assert seen == {"one point", "demoted", "opening", "turned"}
