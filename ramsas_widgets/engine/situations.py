"""Seeded quiz and exercise situations for the teaching widgets, answered by the engine.

A :class:`TrickSituation` is one moment of a trick: the trump, the cards already
played, the learner's hand and any special state (opening lead, trump ace held,
someone on one point, a demoted ace...). Its answers (the legal plays with their
reasons, the winner of a complete trick) come from ``tricks.play_verdicts`` and
``tricks.trick_winner``; nothing here decides a play by itself.

A :class:`ScoringSituation` is the end of a hand: totals before, tricks taken and
whatever else the variant scores; the new totals come from ``scoring.score_hand``
(or the Rami scorer) and a worked explanation cites every rule applied.

Everything is deterministic for a seed.

>>> s = trick_situation("lt-ramsas", seed=3, difficulty="easy", question="play")
>>> s == trick_situation("lt-ramsas", seed=3, difficulty="easy", question="play")
True
>>> set(s.legal) <= set(s.hand)
True
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .cards import ACE, KING, NINE, QUEEN, SUITS, Card, Suit, cards_str, make_pack
from .errors import RulesError
from .game import Verdict
from .tricks import play_verdicts, trick_winner
from .variants import variant

QUIZ_VARIANTS: tuple[str, ...] = (
    "lt-ramsas", "ru-classic", "ru-negotiation", "ru-modern", "ru-zone", "se-mattmar",
)
"""The trick variants the quizzes cover (the shedding game has no tricks)."""

DIFFICULTIES: Mapping[str, str] = MappingProxyType({
    "easy": "Easy: following suit",
    "medium": "Medium: trumps",
    "hard": "Hard: the variant's special rules",
})
QUESTIONS: Mapping[str, str] = MappingProxyType({
    "play": "Which of your cards may you play?",
    "winner": "Who wins this trick?",
})

QUIZ_OPTIONS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "lt-ramsas": ("must_beat", "trump_ace_lead"),
    "ru-zone": ("trump_beats",),
})
"""Rule options (``[open]`` in RULES.md) that change quiz answers, by variant."""

WINNER_RULE: Mapping[str, str] = MappingProxyType({
    "lt-ramsas": "LT-PLAY-2",
    "ru-classic": "RU-PLAY-2",
    "ru-negotiation": "RU-PLAY-2",
    "ru-modern": "RUM-0",
    "ru-zone": "RUZ-7",
    "se-mattmar": "SE-PLAY-3",
})
"""The rule that says which card takes a trick, by variant."""

_PLAYERS: Mapping[str, tuple[int, ...]] = MappingProxyType({
    "lt-ramsas": (3, 4), "ru-classic": (3, 4, 5), "ru-negotiation": (3, 4, 5),
    "ru-modern": (4,), "ru-zone": (2,), "se-mattmar": (3, 4, 5),
})


def quiz_pack(variant_id: str, players: int) -> list[Card]:
    """The pack a variant's hand is played with (LT-DECK-1, RU-DECK-1, RUM-1, RUZ-1, SE-DECK-1)."""
    if variant_id in ("lt-ramsas", "ru-modern"):
        return make_pack(low=NINE)
    if variant_id == "ru-zone":
        return make_pack(low=6)
    if variant_id in ("ru-classic", "ru-negotiation"):
        return make_pack(low=7 if players < 4 else 2)
    if variant_id == "se-mattmar":
        return make_pack()
    raise RulesError(f"{variant_id} has no trick quiz; quiz variants: {', '.join(QUIZ_VARIANTS)}.")


@dataclass(frozen=True)
class Facts:
    """The special state of a trick situation, in plain terms.

    ``opening_lead``: you lead the first trick of the hand. ``first_lead``: you
    have not had the lead yet in this hand. ``demoted``: a trump ace that lost
    its power (LT-ACE-2). ``one_point``: somebody is on one point (SE-ACE-2).
    ``turned``: the turned trump card (RUZ-5).
    """

    opening_lead: bool = False
    first_lead: bool = False
    demoted: Card | None = None
    one_point: bool = False
    turned: Card | None = None

    def notes(self, variant_id: str, trump: Suit) -> list[str]:
        out = []
        if self.opening_lead:
            out.append("You lead the first trick of the hand.")
        elif self.first_lead:
            out.append("You have not had the lead yet in this hand.")
        else:
            out.append("You have led before in this hand.")
        if self.demoted is not None:
            out.append(f"Its holder kept the trump ace {self.demoted} when he had to lead it, "
                       "so it lost its power and ranks as the trump nine (LT-ACE-2).")
        if self.one_point:
            out.append("Another player is on 1 point (SE-ACE-2).")
        if self.turned is not None:
            out.append(f"The turned trump card was {self.turned} (RUZ-3).")
        return out


def engine_state(variant_id: str, question: str, facts: Facts,
                 options: Mapping[str, Any]) -> dict[str, Any]:
    """The keyword state ``play_verdicts`` (``question="play"``) or ``trick_winner``
    (``"winner"``) of the variant's family module takes for these facts and options."""
    play = question == "play"
    if variant_id == "lt-ramsas":
        state: dict[str, Any] = {"demoted_ace": facts.demoted is not None}
        if play:
            # LT-ACE-1: the duty falls on the opening lead, or with the option on the
            # player's first lead of the hand.
            first_lead_rule = options.get("trump_ace_lead") == "first-lead"
            state["opening_lead"] = facts.opening_lead or (first_lead_rule and facts.first_lead)
            state["must_beat"] = bool(options.get("must_beat", False))
        return state
    return {}


@dataclass(frozen=True)
class Grade:
    """The verdict on a learner's answer: right or not, a headline and the reasons."""

    correct: bool
    headline: str
    details: tuple[str, ...]
    rules: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join((self.headline, *self.details))


@dataclass(frozen=True)
class TrickSituation:
    """One quiz question about a trick, with the engine's answers.

    ``played`` are the cards already in the trick in play order (``seats`` names
    who played each); for a ``"winner"`` question the trick is complete and
    ``hand`` is empty. ``legal``/``verdicts`` answer "which may you play?",
    ``winner`` (an index into ``played``) answers "who wins?".
    """

    variant_id: str
    seed: int
    difficulty: str
    question: str
    topic: str
    players: int
    trump: Suit
    played: tuple[Card, ...]
    seats: tuple[str, ...]
    hand: tuple[Card, ...]
    facts: Facts
    options: Mapping[str, Any] = field(default_factory=dict)
    verdicts: tuple[Verdict, ...] = ()
    legal: tuple[Card, ...] = ()
    winner: int | None = None
    rules: tuple[str, ...] = ()
    explanation: str = ""

    @property
    def prompt(self) -> str:
        return QUESTIONS[self.question]

    @property
    def notes(self) -> list[str]:
        """The situation in words: trump, special state, what has been played."""
        out = [f"Trump is {self.trump.noun} {self.trump.symbol}."]
        if self.question == "play":
            out += self.facts.notes(self.variant_id, self.trump)
        elif self.facts.demoted is not None:
            out += self.facts.notes(self.variant_id, self.trump)[1:]
        return out

    @property
    def state(self) -> dict[str, Any]:
        return engine_state(self.variant_id, self.question, self.facts, self.options)

    def with_options(self, **options: Any) -> TrickSituation:
        """The same cards answered under other rule options (house rules)."""
        merged = dict(self.options) | options
        variant(self.variant_id).resolve(merged)
        return _answered(dataclasses.replace(self, options=MappingProxyType(merged)))

    def grade_play(self, chosen: Sequence[Card]) -> Grade:
        """Grade a "which may you play?" answer: the chosen cards against the legal ones."""
        if self.question != "play":
            raise RulesError("This question asks who wins the trick, not which card to play.")
        picked = set(chosen)
        stray = picked - set(self.hand)
        if stray:
            raise RulesError(f"{cards_str(sorted(stray))} is not in your hand.")
        legal = set(self.legal)
        rules = tuple(dict.fromkeys(v.rule for v in self.verdicts if v.rule))
        if not picked:
            return Grade(False, "Pick at least one card first.", (), rules)
        details = [self.explanation]
        for v in self.verdicts:
            if v.card in picked and not v.legal:
                details.append(f"{v.card} may not be played: {_reason(v)}")
        missed = [c for c in self.hand if c in legal and c not in picked]
        if missed:
            details.append(f"You could also play {cards_str(missed)}.")
        if picked == legal:
            return Grade(True, f"Right! You may play {cards_str(self.legal)}.", tuple(details),
                         rules)
        return Grade(False, f"Not quite. The cards you may play: {cards_str(self.legal)}.",
                     tuple(details), rules)

    def grade_winner(self, index: int) -> Grade:
        """Grade a "who wins?" answer given as the index of a card in ``played``."""
        if self.question != "winner":
            raise RulesError("This question asks which cards you may play, not who wins.")
        if not isinstance(index, int) or index not in range(len(self.played)):
            raise RulesError(f"Pick one of the {len(self.played)} cards of the trick.")
        assert self.winner is not None
        win = f"{self.seats[self.winner]} wins with {self.played[self.winner]}."
        if index == self.winner:
            return Grade(True, f"Right! {win}", (self.explanation,), self.rules)
        return Grade(False, f"Not quite: {win}", (self.explanation,), self.rules)

    def compare(self, other: TrickSituation) -> str:
        """A sentence on how the answer differs between two option settings."""
        if self.question == "play":
            if set(self.legal) == set(other.legal):
                return "With this rule the answer is the same here."
            return (f"With this rule the answer changes: you may play {cards_str(other.legal)} "
                    f"(before: {cards_str(self.legal)}).")
        if self.winner == other.winner:
            return "With this rule the same card wins here."
        assert other.winner is not None
        return (f"With this rule the answer changes: {other.seats[other.winner]} wins "
                f"with {other.played[other.winner]}.")


def _reason(v: Verdict) -> str:
    text = v.reason.rstrip(".")
    return f"{text} ({v.rule})." if v.rule else f"{text}."


# ---------------------------------------------------------------------------
# Drawing cards with constraints


class _Retry(Exception):
    """The random draw could not meet the scenario's constraints; draw again."""


class _Pack:
    def __init__(self, cards: list[Card], rng: random.Random) -> None:
        self.cards = list(cards)
        rng.shuffle(self.cards)
        self.rng = rng

    def take(self, pred: Callable[[Card], bool] = lambda c: True, n: int = 1) -> list[Card]:
        pool = [c for c in self.cards if pred(c)]
        if len(pool) < n:
            raise _Retry
        chosen = self.rng.sample(pool, n)
        for c in chosen:
            self.cards.remove(c)
        return chosen

    def one(self, pred: Callable[[Card], bool] = lambda c: True) -> Card:
        return self.take(pred, 1)[0]

    def exact(self, c: Card) -> Card:
        if c not in self.cards:
            raise _Retry
        self.cards.remove(c)
        return c


@dataclass
class _Ctx:
    variant_id: str
    rng: random.Random
    pack: _Pack
    players: int
    trump: Suit

    def other_suit(self, *avoid: Suit | None) -> Suit:
        return self.rng.choice([s for s in SUITS if s not in avoid])

    def n_before(self) -> int:
        """How many cards are in the trick before the learner's turn (at least one)."""
        return self.rng.randint(1, self.players - 1)

    def hand_size(self, lo: int = 2) -> int:
        return self.rng.randint(lo, 5)


@dataclass
class _Draft:
    topic: str
    played: list[Card]
    hand: list[Card]
    facts: Facts = field(default_factory=Facts)


def _suit(s: Suit | None) -> Callable[[Card], bool]:
    return lambda c: c.suit == s


def _not_suits(*ss: Suit | None) -> Callable[[Card], bool]:
    return lambda c: c.suit not in ss


def _fill(ctx: _Ctx, cards: list[Card], size: int, pred: Callable[[Card], bool]) -> list[Card]:
    if len(cards) < size:
        cards = cards + ctx.pack.take(pred, size - len(cards))
    ctx.rng.shuffle(cards)
    return cards


def _after_facts(ctx: _Ctx) -> Facts:
    """Past the first trick, usually after the learner has led once."""
    return Facts(first_lead=ctx.rng.random() < 0.3)


# -- "which may you play?" scenarios -------------------------------------------

def _play_follow(ctx: _Ctx) -> _Draft:
    led = ctx.other_suit(ctx.trump)
    played = [ctx.pack.one(_suit(led))]
    played += ctx.pack.take(_not_suits(ctx.trump), ctx.n_before() - 1)
    size = ctx.hand_size()
    hand = ctx.pack.take(_suit(led), ctx.rng.randint(1, min(3, size - 1)))
    hand = _fill(ctx, hand, size, _not_suits(led))
    return _Draft("follow suit", played, hand, Facts())


def _play_lead(ctx: _Ctx) -> _Draft:
    hand = ctx.pack.take(lambda c: not (c.suit == ctx.trump and c.rank == ACE), ctx.hand_size(3))
    return _Draft("leading", [], hand, Facts())


def _play_void_trump(ctx: _Ctx) -> _Draft:
    led = ctx.other_suit(ctx.trump)
    played = [ctx.pack.one(_suit(led))] + ctx.pack.take(lambda c: True, ctx.n_before() - 1)
    size = ctx.hand_size()
    hand = ctx.pack.take(_suit(ctx.trump), ctx.rng.randint(1, min(2, size - 1)))
    hand = _fill(ctx, hand, size, _not_suits(led, ctx.trump))
    return _Draft("no card of the suit led, but trumps", played, hand, _after_facts(ctx))


def _play_void_none(ctx: _Ctx) -> _Draft:
    led = ctx.other_suit(ctx.trump)
    played = [ctx.pack.one(_suit(led))] + ctx.pack.take(lambda c: True, ctx.n_before() - 1)
    hand = ctx.pack.take(_not_suits(led, ctx.trump), ctx.hand_size())
    return _Draft("neither the suit led nor a trump", played, hand, _after_facts(ctx))


def _play_trump_led(ctx: _Ctx) -> _Draft:
    played = [ctx.pack.one(lambda c: c.suit == ctx.trump and c.rank != ACE)]
    played += ctx.pack.take(lambda c: True, ctx.n_before() - 1)
    size = ctx.hand_size()
    hand = ctx.pack.take(lambda c: c.suit == ctx.trump and c.rank != ACE, ctx.rng.randint(0, 2))
    hand = _fill(ctx, hand, size, _not_suits(ctx.trump))
    return _Draft("trump led", played, hand, Facts())


def _play_follow_high_low(ctx: _Ctx) -> _Draft:
    """Following suit with cards both above and below the best card on the table."""
    led = ctx.other_suit(ctx.trump)
    low_rank = min(c.rank for c in ctx.pack.cards)
    top = ctx.pack.one(lambda c: c.suit == led and low_rank + 1 < c.rank < ACE)
    played = [top] + ctx.pack.take(_not_suits(ctx.trump, led), ctx.n_before() - 1)
    if len(played) > 1 and ctx.rng.random() < 0.5:
        first = ctx.pack.one(lambda c: c.suit == led and c.rank < top.rank)
        played = [first] + played[1:]
        played.insert(ctx.rng.randint(1, len(played)), top)
        if len(played) >= ctx.players:
            raise _Retry
    high = ctx.pack.one(lambda c: c.suit == led and c.rank > top.rank)
    low = ctx.pack.one(lambda c: c.suit == led and c.rank < top.rank)
    hand = _fill(ctx, [high, low], ctx.hand_size(3), _not_suits(led))
    return _Draft("following with higher and lower cards", played, hand, _after_facts(ctx))


def _play_trump_ace_opening(ctx: _Ctx) -> _Draft:
    ace = ctx.pack.exact(Card(ACE, ctx.trump))
    hand = _fill(ctx, [ace], 5, lambda c: True)
    return _Draft("trump ace at the opening lead", [], hand,
                  Facts(opening_lead=True, first_lead=True))


def _play_trump_ace_first_lead(ctx: _Ctx) -> _Draft:
    ace = ctx.pack.exact(Card(ACE, ctx.trump))
    hand = _fill(ctx, [ace], ctx.hand_size(3), lambda c: True)
    return _Draft("trump ace at your first lead, later in the hand", [], hand,
                  Facts(opening_lead=False, first_lead=True))


def _play_one_point(ctx: _Ctx) -> _Draft:
    size = ctx.hand_size(3)
    hand = ctx.pack.take(lambda c: c.suit == ctx.trump and c.rank != ACE,
                         ctx.rng.randint(1, size - 1))
    hand = _fill(ctx, hand, size, _not_suits(ctx.trump))
    return _Draft("leading while someone is on one point", [], hand, Facts(one_point=True))


def _play_ace_demanded(ctx: _Ctx) -> _Draft:
    played = [ctx.pack.one(lambda c: c.suit == ctx.trump and c.rank < ACE)]
    played += ctx.pack.take(lambda c: True, ctx.n_before() - 1)
    ace = ctx.pack.exact(Card(ACE, ctx.trump))
    size = ctx.hand_size(3)
    hand = [ace] + ctx.pack.take(_suit(ctx.trump), ctx.rng.randint(0, 1))
    hand = _fill(ctx, hand, size, _not_suits(ctx.trump))
    return _Draft("trump demanded while you hold the trump ace", played, hand,
                  Facts(first_lead=True))


def _play_after_trumped(ctx: _Ctx) -> _Draft:
    """Following suit after someone has trumped (SE-PLAY-4: any card of the suit will do)."""
    led = ctx.other_suit(ctx.trump)
    n = max(2, ctx.n_before())
    if n >= ctx.players:
        raise _Retry
    played = [ctx.pack.one(lambda c: c.suit == led and c.rank < 12)]
    played.append(ctx.pack.one(_suit(ctx.trump)))
    played += ctx.pack.take(_not_suits(ctx.trump), n - 2)
    high = ctx.pack.one(lambda c: c.suit == led and c.rank > played[0].rank)
    hand = _fill(ctx, [high] + ctx.pack.take(_suit(led), 1), ctx.hand_size(3), _not_suits(led))
    return _Draft("following suit after someone trumped", played, hand, _after_facts(ctx))


def _play_overtrump(ctx: _Ctx) -> _Draft:
    led = ctx.other_suit(ctx.trump)
    n = max(2, ctx.n_before())
    if n >= ctx.players:
        raise _Retry
    played = [ctx.pack.one(_suit(led))]
    cut = ctx.pack.one(lambda c: c.suit == ctx.trump and 3 <= c.rank <= 12)
    played.append(cut)
    played += ctx.pack.take(_not_suits(ctx.trump, led), n - 2)
    high = ctx.pack.one(lambda c: c.suit == ctx.trump and cut.rank < c.rank < ACE)
    low = ctx.pack.one(lambda c: c.suit == ctx.trump and c.rank < cut.rank)
    hand = _fill(ctx, [high, low], ctx.hand_size(3), _not_suits(led, ctx.trump))
    return _Draft("void in the suit led after someone trumped", played, hand, _after_facts(ctx))


def _play_undertrump(ctx: _Ctx) -> _Draft:
    led = ctx.other_suit(ctx.trump)
    played = [ctx.pack.one(_suit(led)),
              ctx.pack.one(lambda c: c.suit == ctx.trump and c.rank >= 11)]
    if len(played) >= ctx.players:
        raise _Retry
    low = ctx.pack.take(lambda c: c.suit == ctx.trump and c.rank < played[1].rank,
                        ctx.rng.randint(1, 2))
    hand = _fill(ctx, low, ctx.hand_size(3), _not_suits(led, ctx.trump))
    return _Draft("void, holding only lower trumps", played, hand, _after_facts(ctx))


def _play_zone_free(ctx: _Ctx) -> _Draft:
    draft = _play_follow(ctx)
    return _Draft("answering in the zone game", draft.played, draft.hand, _after_facts(ctx))


def _play_zone_ace(ctx: _Ctx) -> _Draft:
    ace = ctx.pack.exact(Card(ACE, ctx.trump))
    turned = ctx.pack.one(lambda c: c.suit == ctx.trump and c.rank < QUEEN)
    hand = _fill(ctx, [ace], ctx.hand_size(3), lambda c: True)
    return _Draft("trump ace at your first lead", [], hand, Facts(first_lead=True, turned=turned))


def _play_zone_king(ctx: _Ctx) -> _Draft:
    turned = ctx.pack.exact(Card(ACE, ctx.trump))
    king = ctx.pack.exact(Card(KING, ctx.trump))
    hand = _fill(ctx, [king], ctx.hand_size(3), lambda c: c.rank != QUEEN or c.suit != ctx.trump)
    return _Draft("trump king when the trump ace was turned", [], hand,
                  Facts(first_lead=True, turned=turned))


def _play_zone_queen_king(ctx: _Ctx) -> _Draft:
    turned = ctx.pack.one(lambda c: c.suit == ctx.trump and c.rank < QUEEN)
    pair = [ctx.pack.exact(Card(KING, ctx.trump)), ctx.pack.exact(Card(QUEEN, ctx.trump))]
    ctx.pack.exact(Card(ACE, ctx.trump))  # in the other hand
    hand = _fill(ctx, pair, ctx.hand_size(3), lambda c: True)
    return _Draft("trump king and queen at your first lead", [], hand,
                  Facts(first_lead=True, turned=turned))


# -- "who wins?" scenarios ------------------------------------------------------

def _trick_size(ctx: _Ctx) -> int:
    return ctx.rng.randint(2, ctx.players)


def _win_plain(ctx: _Ctx) -> _Draft:
    led = ctx.other_suit(ctx.trump)
    n = _trick_size(ctx)
    played = [ctx.pack.one(_suit(led))]
    played += ctx.pack.take(lambda c: c.suit == led or c.suit != ctx.trump, n - 1)
    return _Draft("no trump in the trick", played, [], Facts())


def _win_trumped(ctx: _Ctx) -> _Draft:
    led = ctx.other_suit(ctx.trump)
    n = max(2, _trick_size(ctx))
    played = [ctx.pack.one(_suit(led))]
    rest = ctx.pack.take(_suit(ctx.trump), ctx.rng.randint(1, min(2, n - 1)))
    rest += ctx.pack.take(lambda c: c.suit != ctx.trump, n - 1 - len(rest))
    ctx.rng.shuffle(rest)
    return _Draft("trumped", played + rest, [], Facts())


def _win_trump_led(ctx: _Ctx) -> _Draft:
    n = _trick_size(ctx)
    played = [ctx.pack.one(_suit(ctx.trump))] + ctx.pack.take(lambda c: True, n - 1)
    return _Draft("trump led", played, [], Facts())


def _win_off_suit_high(ctx: _Ctx) -> _Draft:
    led = ctx.other_suit(ctx.trump)
    first = ctx.pack.one(lambda c: c.suit == led and c.rank < KING)
    other = ctx.pack.one(lambda c: c.suit not in (led,) and c.rank > first.rank)
    return _Draft("a higher card of another suit", [first, other], [], Facts())


def _win_demoted(ctx: _Ctx) -> _Draft:
    ace = ctx.pack.exact(Card(ACE, ctx.trump))
    nine = ctx.pack.exact(Card(NINE, ctx.trump))
    n = _trick_size(ctx)
    pair = [ace, nine]
    ctx.rng.shuffle(pair)
    rest = ctx.pack.take(lambda c: c.suit != ctx.trump, n - 2)
    played = pair + rest
    if ctx.rng.random() < 0.5 and rest:
        played = rest[:1] + pair + rest[1:]
    return _Draft("the demoted trump ace meets the trump nine", played, [], Facts(demoted=ace))


Scenario = Callable[[_Ctx], _Draft]

_COMMON: dict[tuple[str, str], tuple[Scenario, ...]] = {
    ("play", "easy"): (_play_follow, _play_follow, _play_lead),
    ("play", "medium"): (_play_void_trump, _play_void_none, _play_trump_led),
    ("winner", "easy"): (_win_plain,),
    ("winner", "medium"): (_win_trumped, _win_trump_led),
}
_HARD: dict[str, dict[str, tuple[Scenario, ...]]] = {
    "lt-ramsas": {
        "play": (_play_trump_ace_opening, _play_trump_ace_first_lead, _play_follow_high_low),
        "winner": (_win_demoted, _win_trumped),
    },
    "se-mattmar": {
        "play": (_play_follow_high_low, _play_after_trumped, _play_overtrump, _play_undertrump,
                 _play_trump_ace_opening, _play_ace_demanded, _play_one_point),
        "winner": (_win_trumped, _win_trump_led),
    },
    "ru-zone": {
        "play": (_play_zone_free, _play_zone_ace, _play_zone_king, _play_zone_queen_king),
        "winner": (_win_trumped, _win_off_suit_high),
    },
}
_RU_HARD = {"play": (_play_void_trump, _play_overtrump, _play_undertrump, _play_trump_led),
            "winner": (_win_trumped, _win_trump_led)}


def scenarios(variant_id: str, question: str, difficulty: str) -> tuple[Scenario, ...]:
    """The scenario builders for a variant, question and difficulty."""
    if difficulty == "hard":
        return _HARD.get(variant_id, _RU_HARD)[question]
    found = _COMMON[(question, difficulty)]
    if variant_id == "ru-zone" and question == "play" and difficulty == "easy":
        return (_play_zone_free, _play_lead)
    return found


def _seat_names(question: str, n_played: int) -> tuple[str, ...]:
    return tuple(f"Player {i + 1}" for i in range(n_played))


def trick_situation(variant_id: str, seed: int = 0, difficulty: str = "easy",
                    question: str | None = None, **options: Any) -> TrickSituation:
    """A seeded quiz question for a trick variant, answered by the engine.

    ``question`` is ``"play"`` or ``"winner"`` (``None``: drawn from the seed);
    ``options`` are the variant's rule options (house rules).
    """
    if variant_id not in QUIZ_VARIANTS:
        raise RulesError(
            f"{variant_id!r} has no trick quiz; quiz variants: {', '.join(QUIZ_VARIANTS)}.")
    if difficulty not in DIFFICULTIES:
        raise RulesError(
            f"Difficulty must be one of {', '.join(DIFFICULTIES)}, not {difficulty!r}.")
    resolved = variant(variant_id).resolve(options)
    rng = random.Random(f"{variant_id}/{seed}/{difficulty}/{question}")
    if question is None:
        question = rng.choice(("play", "play", "winner"))
    if question not in QUESTIONS:
        raise RulesError(f"Question must be one of {', '.join(QUESTIONS)}, not {question!r}.")
    for _ in range(200):
        players = rng.choice(_PLAYERS[variant_id])
        trump = rng.choice(SUITS)
        ctx = _Ctx(variant_id, rng, _Pack(quiz_pack(variant_id, players), rng), players, trump)
        builder = rng.choice(scenarios(variant_id, question, difficulty))
        try:
            draft = builder(ctx)
        except _Retry:
            continue
        if question == "play" and not draft.played:
            seats: tuple[str, ...] = ()
        else:
            seats = _seat_names(question, len(draft.played))
        sit = TrickSituation(
            variant_id, seed, difficulty, question, draft.topic, players, trump,
            tuple(draft.played), seats, tuple(sorted(draft.hand)), draft.facts,
            MappingProxyType({k: v for k, v in resolved.items() if k in QUIZ_OPTIONS.get(
                variant_id, ())}))
        return _answered(sit)
    raise RulesError(f"Could not build a {difficulty} question for {variant_id}.")


def _answered(sit: TrickSituation) -> TrickSituation:
    state = sit.state
    if sit.question == "play":
        verdicts = tuple(play_verdicts(sit.variant_id, sit.hand, sit.played, sit.trump, **state))
        legal = tuple(v.card for v in verdicts if v.legal)
        first = next(v for v in verdicts if v.legal)
        rules = tuple(dict.fromkeys(v.rule for v in verdicts if v.rule))
        return dataclasses.replace(sit, verdicts=verdicts, legal=legal, winner=None,
                                   rules=rules, explanation=_reason(first))
    win = trick_winner(sit.variant_id, sit.played, sit.trump, **state)
    rules, text = explain_winner(sit, win)
    return dataclasses.replace(sit, verdicts=(), legal=(), winner=win, rules=rules,
                               explanation=text)


def explain_winner(sit: TrickSituation, win: int) -> tuple[tuple[str, ...], str]:
    """Why the engine's winning card takes the trick, in words with rule IDs."""
    played, trump, vid = sit.played, sit.trump, sit.variant_id
    best, led = played[win], played[0].suit
    rule = WINNER_RULE[vid]
    suit_led = f"{led.noun} {led.symbol}" if led else "jokers"
    trumps = [c for c in played if c.suit == trump]
    off = [c for c in played if c.suit not in (led, trump)]
    parts: list[str] = []
    rules = [rule]
    if sit.facts.demoted is not None and sit.facts.demoted in played:
        nine = Card(NINE, trump)
        parts.append(f"The trump ace {sit.facts.demoted} lost its power and counts as the "
                     f"trump nine; when it meets {nine}, the one played first ranks higher "
                     "(LT-ACE-2).")
        rules.append("LT-ACE-2")
    zone_literal = vid == "ru-zone" and not sit.options.get("trump_beats", False)
    if zone_literal:
        parts.append(f"Only the suit led counts: {best} is the highest {suit_led} ({rule}).")
        if off:
            parts.append(f"{cards_str(off)} cannot take the trick, being of another suit"
                         + (" (a trump does not beat the suit led by default)" if any(
                             c.suit == trump for c in off) else "") + ".")
    elif best.suit == trump and led != trump:
        many = len(trumps) > 1
        parts.append(f"{best} is the {'highest ' if many else 'only '}trump in the trick, and a "
                     f"trump beats every card of another suit ({rule}).")
    elif led == trump:
        parts.append(f"Trumps were led: {best} is the highest trump in the trick ({rule}).")
    else:
        parts.append(f"No trump was played, so the highest {suit_led} (the suit led) wins: "
                     f"{best} ({rule}).")
        if off:
            parts.append(f"{cards_str(off)} cannot win, being of another suit.")
    return tuple(dict.fromkeys(rules)), " ".join(parts)
