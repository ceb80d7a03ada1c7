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
from .registry import variant
from .tricks import play_verdicts, trick_winner

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
    "ru-modern": "RU-PLAY-2",
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

    def notes(self, leading: bool, variant_id: str) -> list[str]:
        """The special state in words; the lead history only where a rule looks at it."""
        out = []
        if leading and self.opening_lead:
            out.append("You lead the first trick of the hand.")
        elif self.first_lead and (leading or variant_id == "se-mattmar"):
            out.append("You have not had the lead yet in this hand.")
        elif leading:
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
    if variant_id == "se-mattmar":
        if not play:
            return {}
        return {"has_led_before": not facts.first_lead, "someone_on_one": facts.one_point}
    if variant_id == "ru-zone":
        state = {"trump_beats": bool(options.get("trump_beats", False))}
        if play:
            state["first_lead"] = facts.first_lead
            state["turned_card"] = facts.turned
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
            out += self.facts.notes(not self.played, self.variant_id)
        elif self.facts.demoted is not None:
            out += self.facts.notes(False, self.variant_id)
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

    def option_effects(self) -> list[tuple[str, Any, str]]:
        """Each house rule (option name, other value) that would change this answer,
        with a sentence saying how."""
        out = []
        info = variant(self.variant_id)
        for name in QUIZ_OPTIONS.get(self.variant_id, ()):
            for value in info.options[name].choices:
                if value == self.options.get(name):
                    continue
                other = self.with_options(**{name: value})
                if (other.legal, other.winner) != (self.legal, self.winner):
                    out.append((name, value, self.compare(other)))
        return out

    def compare(self, other: TrickSituation) -> str:
        """A sentence on how the answer differs between two option settings."""
        change = self.change(other)
        if change is None:
            same = ("the answer is the same" if self.question == "play"
                    else "the same card wins")
            return f"With this rule {same} here."
        return f"With this rule the answer changes: {change}."

    def change(self, other: TrickSituation) -> str | None:
        """The other situation's answer in words when it differs from this one's."""
        if self.question == "play":
            if set(self.legal) == set(other.legal):
                return None
            return f"you may play {cards_str(other.legal)} (not {cards_str(self.legal)})"
        if self.winner == other.winner:
            return None
        assert other.winner is not None
        return f"{other.seats[other.winner]} wins with {other.played[other.winner]}"


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


def _seat_names(n_played: int) -> tuple[str, ...]:
    """Who played each card, in play order (the learner is "you" and plays next)."""
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
        seats = _seat_names(len(draft.played))
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
    rules = [rule] + (["RUM-0"] if vid == "ru-modern" else [])
    if vid == "ru-modern":
        rule = "RU-PLAY-2, as RUM-0 carries it over"
    if sit.facts.demoted is not None and sit.facts.demoted in played:
        nine = Card(NINE, trump)
        parts.append(f"The trump ace {sit.facts.demoted} lost its power and counts as the "
                     f"trump nine; when it meets {nine}, the one played first ranks higher "
                     "(LT-ACE-2).")
        rules.append("LT-ACE-2")
    zone_literal = vid == "ru-zone" and not sit.options.get("trump_beats", False)
    if zone_literal:
        others = [c for c in played if c.suit != led]
        parts.append(f"Only the suit led counts: {best} is the highest card of the suit led "
                     f"({suit_led}) ({rule}).")
        if others:
            no_trump_power = any(c.suit == trump for c in others) and led != trump
            parts.append(f"{cards_str(others)} cannot take the trick, being of another suit"
                         + (" (here a trump does not beat the suit led)" if no_trump_power
                            else "") + ".")
    elif best.suit == trump and led != trump:
        many = len(trumps) > 1
        house = (" (the house rule: a trump beats a card of another suit)"
                 if vid == "ru-zone" else "")
        parts.append(f"{best} is the {'highest ' if many else 'only '}trump in the trick, and a "
                     f"trump beats every card of another suit{house} ({rule}).")
    elif led == trump:
        parts.append(f"Trumps were led: {best} is the highest trump in the trick ({rule}).")
    else:
        parts.append(f"No trump was played, so the highest card of the suit led ({suit_led}) "
                     f"wins: {best} ({rule}).")
        if off:
            parts.append(f"{cards_str(off)} cannot win, being of another suit.")
    return tuple(dict.fromkeys(rules)), " ".join(parts)


# ---------------------------------------------------------------------------
# Scoring exercises

SCORING_VARIANTS: tuple[str, ...] = (
    "lt-ramsas", "ru-classic", "ru-negotiation", "ru-modern", "ru-zone", "se-mattmar",
    "hu-rami-40", "hu-rami-51",
)
SCORING_OPTIONS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "ru-classic": ("remiz_aces",),
    "ru-negotiation": ("remiz_aces",),
    "ru-modern": ("horns_from",),
    "ru-zone": ("overshoot", "both_jack_pairs"),
    "hu-rami-40": ("joker_points", "unopened_100", "hand_rami_double"),
    "hu-rami-51": ("joker_points", "unopened_100", "hand_rami_double"),
})
"""Rule options (``[open]`` in RULES.md) that change a hand's scores, by variant."""


SCORE_SENSE: Mapping[str, str] = MappingProxyType({
    "lt-ramsas": "Totals count up from 0; the first to reach the target wins (LT-GOAL-1).",
    "ru-classic": "Totals are what each player still has to write off; the first to reach 0 "
                  "wins (RU-SCORE-1, RU-WIN-1).",
    "ru-negotiation": "Totals are what each player still has to write off; the first to reach "
                      "0 wins (RU-SCORE-1, RU-WIN-1).",
    "ru-modern": "Totals count up; the first to reach 20 wins (RUM-3).",
    "ru-zone": "Totals are what each player still has to write off, from 15; the winner "
               "writes off exactly 15 (RUZ-8, RUZ-12).",
    "se-mattmar": "Totals count down from 10; a rams ends when someone is at 0 or below "
                  "(SE-SCORE-1).",
    "hu-rami-40": "Totals are penalty points: the lowest running total wins (HU-SCORE-1).",
    "hu-rami-51": "Totals are penalty points: the lowest running total wins (HU-SCORE-1).",
})
_PASS_RULE = {"ru-classic": "RU-DECL-2", "ru-negotiation": "RU-DECL-2", "ru-modern": "RUM-6"}


@dataclass(frozen=True)
class Step:
    """One change to one player's total, with its rule and a sentence."""

    player: int
    delta: int
    rule: str
    text: str

    def __str__(self) -> str:
        return f"P{self.player} {self.text} ({self.rule})"


@dataclass(frozen=True)
class ScoringSituation:
    """The end of one hand: totals before, what happened, and the engine's new totals.

    ``tricks[i]`` is ``None`` for a player who sat the hand out; ``extras`` are the
    keyword arguments of the variant's scorer; ``facts[i]`` says in words what else
    player ``i`` brings to the scoring (jacks shown, aces held, cards left...).
    ``answer`` are the new totals; ``steps`` the changes that lead there.
    """

    variant_id: str
    seed: int
    scores: tuple[int, ...]
    tricks: tuple[int | None, ...]
    extras: Mapping[str, Any]
    facts: tuple[str, ...]
    options: Mapping[str, Any] = field(default_factory=dict)
    answer: tuple[int, ...] = ()
    steps: tuple[Step, ...] = ()

    @property
    def notes(self) -> list[str]:
        """What the totals mean in this variant, and facts of the whole table."""
        out = [SCORE_SENSE[self.variant_id]]
        trump = self.extras.get("trump")
        if trump:
            suit = Suit.parse(trump)
            out.append(f"Trump was {suit.noun} {suit.symbol}.")
        return out

    @property
    def players(self) -> int:
        return len(self.scores)

    @property
    def rules(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(s.rule for s in self.steps))

    def explanation(self) -> list[str]:
        """One line per player: his total before, each change with its rule, the new total."""
        lines = []
        for p in range(self.players):
            mine = [s for s in self.steps if s.player == p]
            parts = [f"{s.text} ({s.rule})" for s in mine] or ["no change"]
            lines.append(f"P{p}: {self.scores[p]} before; " + "; ".join(parts)
                         + f". New total: {self.answer[p]}.")
        return lines

    def with_options(self, **options: Any) -> ScoringSituation:
        merged = dict(self.options) | options
        variant(self.variant_id).resolve(merged)
        return _scored(dataclasses.replace(self, options=MappingProxyType(merged)))

    def grade(self, totals: Sequence[int]) -> Grade:
        """Grade the learner's new totals (one per player) against the engine's."""
        totals = list(totals)
        if len(totals) != self.players:
            raise RulesError(f"Give one total per player: {self.players} totals.")
        wrong = [p for p in range(self.players) if totals[p] != self.answer[p]]
        details = tuple(self.explanation())
        if not wrong:
            return Grade(True, "Right! Every new total is correct.", details, self.rules)
        fixes = ", ".join(f"P{p} should be {self.answer[p]} (you wrote {totals[p]})"
                          for p in wrong)
        return Grade(False, f"Not quite: {fixes}.", details, self.rules)


def _scored(sit: ScoringSituation) -> ScoringSituation:
    vid = sit.variant_id
    if variant(vid).family == "rami":
        return _rami_scored(sit)
    from .scoring import explain_hand, score_hand

    extras = dict(sit.extras) | {k: v for k, v in sit.options.items()
                                 if k in SCORING_OPTIONS.get(vid, ())}
    answer = tuple(score_hand(vid, list(sit.scores), list(sit.tricks), **extras))
    if variant(vid).family == "russian":
        steps = tuple(Step(i.player, i.delta, i.rule, i.text.removeprefix(f"P{i.player} "))
                      for i in explain_hand(vid, list(sit.scores), list(sit.tricks), **extras))
        passed = tuple(Step(p, 0, _PASS_RULE[vid], "passed: no change")
                       for p, t in enumerate(sit.tricks)
                       if t is None and vid in _PASS_RULE and all(s.player != p for s in steps))
        steps = tuple(sorted(steps + passed, key=lambda s: s.player))
    else:
        steps = tuple(_STEPS[vid](sit))
    return dataclasses.replace(sit, answer=answer, steps=steps)


def _lt_steps(sit: ScoringSituation) -> list[Step]:
    """LT-SCORE-1/2/3, LT-JACK-1 and LT-DROP-3, step by step."""
    ex = sit.extras
    walkover = ex.get("walkover")
    if walkover is not None:
        return [Step(p, 5, "LT-DROP-3", "is the only one left in: scores 5 at once")
                if p == walkover else Step(p, 0, "LT-DROP-1", "dropped out: no change")
                for p in range(sit.players)]
    shown = ex.get("jacks_shown") or [False] * sit.players
    out = []
    for p, t in enumerate(sit.tricks):
        if t is None:
            out.append(Step(p, 0, "LT-DROP-1", "dropped out: no change"))
        elif t > 0:
            out.append(Step(p, t, "LT-SCORE-1", f"takes {_n(t, 'trick')}: +{t}"))
            if shown[p]:
                out.append(Step(p, 5, "LT-JACK-1", "showed two jacks of one colour and took "
                                "a trick: +5"))
        else:
            if shown[p]:
                out.append(Step(p, 0, "LT-JACK-1", "showed two jacks but took no trick: "
                                "no bonus"))
            if not ex.get("asked", True):
                out.append(Step(p, 0, "LT-SCORE-3", "takes no trick, but nobody asked who "
                                "would play: the loss is waived"))
            elif sit.scores[p] > 0:
                out.append(Step(p, -5, "LT-SCORE-2", "plays and takes no trick with a "
                                "positive total: -5"))
            else:
                out.append(Step(p, 0, "LT-SCORE-2", "takes no trick, but his total is not "
                                "positive: no loss"))
    return out


def _se_steps(sit: ScoringSituation) -> list[Step]:
    """SE-SCORE-1/2 and SE-KNOCK-2, step by step."""
    dealer = sit.extras.get("dealer_wins_all")
    out = []
    for p, t in enumerate(sit.tricks):
        before = sit.scores[p]
        if p == dealer:
            out.append(Step(p, -5, "SE-KNOCK-2", "is the dealer and everyone before him "
                            "passed: he wins all five tricks without play, -5"))
        elif t is None:
            out.append(Step(p, 0, "SE-KNOCK-1", "passed: no change"))
        elif t > 0:
            out.append(Step(p, -t, "SE-SCORE-1", f"takes {_n(t, 'trick')}: -{t}"))
        else:
            after = min(before + 5, max(before, 10))
            capped = "" if after == before + 5 else f", but never above 10: {after}"
            out.append(Step(p, after - before, "SE-SCORE-2",
                            f"knocked and took no trick, so he flies: +5{capped}"))
    return out


_STEPS: dict[str, Callable[[ScoringSituation], list[Step]]] = {
    "lt-ramsas": _lt_steps, "se-mattmar": _se_steps,
}


def _n(k: int, noun: str) -> str:
    return f"{k} {noun}" if k == 1 else f"{k} {noun}s"


def _split_tricks(rng: random.Random, players: Sequence[int], total: int = 5) -> dict[int, int]:
    """Share ``total`` tricks at random among ``players`` (some may get none)."""
    out = dict.fromkeys(players, 0)
    for _ in range(total):
        out[rng.choice(players)] += 1
    return out


def _lt_hand(rng: random.Random) -> tuple[list[int], list[int | None], dict[str, Any], list[str]]:
    n = rng.randint(2, 4)
    scores = [rng.randint(-6, 18) for _ in range(n)]
    if rng.random() < 0.08:
        p = rng.randrange(n)
        tricks: list[int | None] = [None] * n
        facts = ["everybody else dropped out" if q == p else "dropped out" for q in range(n)]
        return scores, tricks, {"walkover": p}, facts
    active = [p for p in range(n) if rng.random() < 0.8]
    if len(active) < 2:
        active = sorted(rng.sample(range(n), 2))
    split = _split_tricks(rng, active)
    tricks = [split.get(p) for p in range(n)]
    shown = [p in active and rng.random() < 0.25 for p in range(n)]
    extras: dict[str, Any] = {"jacks_shown": shown}
    if rng.random() < 0.1:
        extras["asked"] = False
    facts = []
    for p in range(n):
        if tricks[p] is None:
            facts.append("dropped out")
        else:
            facts.append("showed two jacks of one colour" if shown[p] else "")
    if extras.get("asked") is False:
        facts = [f + ("; " if f else "") + "nobody asked who would play" if tricks[p] is not None
                 else f for p, f in enumerate(facts)]
    return scores, tricks, extras, facts


def _se_hand(rng: random.Random) -> tuple[list[int], list[int | None], dict[str, Any], list[str]]:
    n = rng.randint(2, 5)
    scores = [rng.randint(1, 10) for _ in range(n)]
    if rng.random() < 0.08:
        dealer = rng.randrange(n)
        facts = ["the dealer; everyone before him passed" if p == dealer else "passed"
                 for p in range(n)]
        return scores, [None] * n, {"dealer_wins_all": dealer}, facts
    # SE-KNOCK-3: a player on 1 point must knock.
    active = [p for p in range(n) if scores[p] == 1 or rng.random() < 0.7]
    if not active:
        active = [rng.randrange(n)]
    split = _split_tricks(rng, active)
    tricks = [split.get(p) for p in range(n)]
    facts = ["passed" if t is None else "knocked" for t in tricks]
    return scores, tricks, {}, facts


def _ru_classic_hand(rng: random.Random) -> tuple[list[int], list[int | None], dict[str, Any],
                                                   list[str]]:
    n = rng.randint(3, 5)
    scores = [rng.randint(20, 100) for _ in range(n)]
    aces: list[list[str]] = [[] for _ in range(n)]
    for suit in SUITS:
        if rng.random() < 0.75:
            aces[rng.randrange(n)].append(f"A{suit.value}")
    # RU-DECL-3: a player holding an ace may not pass.
    active = [p for p in range(n) if aces[p] or rng.random() < 0.75]
    if len(active) < 2:
        active = sorted(set(active) | set(rng.sample(range(n), 2)))
    weights = _split_tricks(rng, active)
    if rng.random() < 0.4:  # make a trickless ace holder more likely
        holders = [p for p in active if aces[p]]
        if holders:
            p = rng.choice(holders)
            spare = weights[p]
            weights[p] = 0
            others = [q for q in active if q != p]
            for _ in range(spare):
                weights[rng.choice(others)] += 1
    tricks = [weights.get(p) for p in range(n)]
    facts = ["passed" if t is None else ("holds " + " ".join(aces[p]) if aces[p] else "")
             for p, t in enumerate(tricks)]
    return scores, tricks, {"aces": aces}, facts


def _ru_modern_hand(rng: random.Random) -> tuple[list[int], list[int | None], dict[str, Any],
                                                  list[str]]:
    n = 4
    scores = [rng.choice((rng.randint(0, 6), rng.randint(0, 19))) for _ in range(n)]
    # RUM-6: a player at 17 or more may not pass.
    active = [p for p in range(n) if scores[p] >= 17 or rng.random() < 0.75]
    if len(active) < 2:
        active = sorted(set(active) | set(rng.sample(range(n), 2)))
    split = _split_tricks(rng, active)
    tricks = [split.get(p) for p in range(n)]
    shown = [p in active and rng.random() < 0.2 for p in range(n)]
    facts = ["passed" if t is None else ("showed two jacks of one colour" if shown[p] else "")
             for p, t in enumerate(tricks)]
    return scores, tricks, {"jacks_shown": shown}, facts


def _ru_zone_hand(rng: random.Random) -> tuple[list[int], list[int | None], dict[str, Any],
                                                list[str]]:
    scores = [rng.choice((rng.randint(1, 6), rng.randint(1, 15))) for _ in range(2)]
    t0 = rng.randint(0, 5)
    tricks: list[int | None] = [t0, 5 - t0]
    trump = rng.choice(SUITS)
    extras: dict[str, Any] = {"trump": trump.value}
    facts = ["", ""]
    pairs: list[list[str]] = [[], []]
    for colour in ("black", "red"):
        if rng.random() < 0.3:
            takers = [p for p in range(2) if tricks[p]]
            if takers:
                pairs[rng.choice(takers)].append(colour)
    if any(pairs):
        extras["jack_pairs"] = pairs
    if rng.random() < 0.1:
        p = rng.randrange(2)
        suit = rng.choice(SUITS)
        rams: list[str | None] = [None, None]
        rams[p] = suit.value
        extras["rams"] = rams
    for p in range(2):
        bits = [f"took both {c} jacks in one trick" for c in pairs[p]]
        if extras.get("rams") and extras["rams"][p]:
            bits.append(f"was dealt five {Suit(extras['rams'][p]).noun} (rams)")
        facts[p] = "; ".join(bits)
    return scores, tricks, extras, facts


_HANDS: dict[str, Callable[[random.Random], tuple[list[int], list[int | None],
                                                   dict[str, Any], list[str]]]] = {
    "lt-ramsas": _lt_hand, "se-mattmar": _se_hand, "ru-classic": _ru_classic_hand,
    "ru-negotiation": _ru_classic_hand, "ru-modern": _ru_modern_hand, "ru-zone": _ru_zone_hand,
}


def scoring_situation(variant_id: str, seed: int = 0, **options: Any) -> ScoringSituation:
    """A seeded end-of-hand situation for a variant, scored by the engine.

    ``options`` are the variant's scoring rule options (house rules, see
    :data:`SCORING_OPTIONS`).
    """
    if variant_id not in SCORING_VARIANTS:
        raise RulesError(f"{variant_id!r} has no scoring exercise; variants: "
                         f"{', '.join(SCORING_VARIANTS)}.")
    resolved = variant(variant_id).resolve(options)
    kept = MappingProxyType({k: v for k, v in resolved.items()
                             if k in SCORING_OPTIONS.get(variant_id, ())})
    rng = random.Random(f"score/{variant_id}/{seed}")
    if variant(variant_id).family == "rami":
        return _rami_situation(variant_id, seed, rng, kept)
    scores, tricks, extras, facts = _HANDS[variant_id](rng)
    sit = ScoringSituation(variant_id, seed, tuple(scores), tuple(tricks),
                           MappingProxyType(extras), tuple(facts), kept)
    return _scored(sit)


def _rami_situation(variant_id: str, seed: int, rng: random.Random,
                    options: Mapping[str, Any]) -> ScoringSituation:
    """An end of a Rami hand: who went out (HU-END-1) or none (HU-END-2), and the cards
    left in the other hands, opened or not."""
    n = rng.randint(2, 4)
    pack = _Pack(rami_pack(variant_id, n), rng)
    scores = [rng.choice((0, rng.randint(0, 60), rng.randint(20, 180))) for _ in range(n)]
    out: int | None = rng.randrange(n) if rng.random() < 0.9 else None
    from_hand = out is not None and rng.random() < 0.2
    hands: list[list[Card]] = []
    opened: list[bool] = []
    facts: list[str] = []
    for p in range(n):
        if p == out:
            hands.append([])
            opened.append(True)
            facts.append("went out in one turn from the hand (kézből)" if from_hand
                         else "went out")
            continue
        is_open = not from_hand and rng.random() < 0.65
        size = rng.randint(1, 6) if is_open else rng.randint(6, 13)
        cards = sorted(pack.take(n=size))
        hands.append(cards)
        opened.append(is_open)
        facts.append("has opened" if is_open else "never opened")
    extras = {"hands": tuple(tuple(h) for h in hands), "opened": tuple(opened), "out": out,
              "from_hand": from_hand}
    sit = ScoringSituation(variant_id, seed, tuple(scores), (None,) * n,
                           MappingProxyType(extras), tuple(facts), options)
    return _rami_scored(sit)


def rami_card_points(card: Card, joker_points: int = 20) -> int:
    """Penalty of a card left in hand (HU-SCORE-1 default values): 2-10 face value,
    J Q K 10, ace 11, joker 20 (or the house value)."""
    if card.is_joker:
        return joker_points
    return 11 if card.rank == ACE else min(card.rank, 10)


def _rami_steps(sit: ScoringSituation) -> list[Step]:
    """HU-SCORE-1, HU-END-1 and HU-END-2, step by step, under the situation's options."""
    ex, opt = sit.extras, sit.options
    joker = int(opt.get("joker_points", 20))
    out, hands, opened = ex["out"], ex["hands"], ex["opened"]
    raw = [sum(rami_card_points(c, joker) for c in h) for h in hands]
    low = min(raw)
    double = out is not None and ex["from_hand"] and opt.get("hand_rami_double", False)
    steps = []
    for p in range(sit.players):
        if p == out:
            steps.append(Step(p, 0, "HU-END-1", "went out: scores 0"))
            continue
        if out is None and raw[p] == low:
            steps.append(Step(p, 0, "HU-END-2", f"nobody went out and his {raw[p]} points "
                              "are the lowest left in hand: scores 0"))
            continue
        if opt.get("unopened_100", False) and not opened[p]:
            charge = 100
            steps.append(Step(p, 100, "HU-SCORE-1", "never opened: a flat 100 (house rule)"))
        else:
            charge = raw[p]
            sums = " + ".join(str(rami_card_points(c, joker)) for c in hands[p])
            sums = f"{sums} = {charge}" if len(hands[p]) > 1 else str(charge)
            steps.append(Step(p, charge, "HU-SCORE-1",
                              f"cards left {cards_str(hands[p])}: {sums}"))
        if double:
            steps.append(Step(p, charge, "HU-SCORE-1", f"P{out} went out from the hand "
                              f"(kézből): doubled, +{charge} (house rule)"))
    return steps


def _rami_scored(sit: ScoringSituation) -> ScoringSituation:
    from .rami.scoring import score_hand as rami_score_hand

    ex = sit.extras
    answer = rami_score_hand(
        sit.variant_id, list(sit.scores), list(sit.tricks),
        hands=[list(h) for h in ex["hands"]], opened=list(ex["opened"]), out=ex["out"],
        from_hand=ex["from_hand"], **{k: v for k, v in sit.options.items()
                                      if k in SCORING_OPTIONS[sit.variant_id]})
    return dataclasses.replace(sit, answer=tuple(answer), steps=tuple(_rami_steps(sit)))


# ---------------------------------------------------------------------------
# Rami hands

def rami_pack(variant_id: str = "hu-rami-51", players: int = 4, **options: Any) -> list[Card]:
    """The Rami pack for a table (HU-DECK-1; HU-DECK-2 with ``house_pack=True``)."""
    resolved = variant(variant_id).resolve(options)
    if variant(variant_id).family != "rami":
        raise RulesError(f"{variant_id} is not a Rami variant.")
    packs = 2 if players <= 4 else 3
    jokers = (packs if resolved["house_pack"] else 4)
    return make_pack(packs=packs, jokers=jokers)


def rami_hand(seed: int = 0, size: int = 13, variant_id: str = "hu-rami-51") -> list[Card]:
    """A seeded hand of ``size`` cards dealt from the 108-card pack (HU-DEAL-1), sorted."""
    if not isinstance(size, int) or not 1 <= size <= 30:
        raise RulesError(f"A Rami hand here holds 1 to 30 cards, not {size!r}.")
    rng = random.Random(f"rami/{variant_id}/{seed}")
    return sorted(rng.sample(rami_pack(variant_id), size))


def opening_threshold(variant_id: str) -> int:
    """The points a first meld must reach: 40 in Rami 40, 51 in Rami 51 (HU-TURN-2)."""
    if variant_id == "hu-rami-40":
        return 40
    if variant_id == "hu-rami-51":
        return 51
    raise RulesError(f"{variant_id} is not a Rami variant: choose hu-rami-40 or hu-rami-51.")
