"""Trick quiz situations: one seeded moment of a trick, answered by the engine.

A :class:`TrickSituation` is the trump, the cards already played, the learner's hand
and any special state (:class:`Facts`: opening lead, trump ace held, someone on one
point, a demoted ace...). Its answers (the legal plays with their reasons, the winner of
a complete trick) come from ``tricks.play_verdicts`` and ``tricks.trick_winner``;
nothing here decides a play by itself.

Everything about a variant comes from its declaration (``VariantInfo.teaching``):
players and pack, the rule options that change an answer, the rule that gives the trick
(LT-PLAY-2, RU-PLAY-2, RUZ-7, SE-PLAY-3), the scenarios it asks and the trick state a
situation maps to. The scenario builders here are the standard ones, named in
:data:`SCENARIOS`; a family's own (RUZ-5's first lead, LT-ACE-2's demoted ace...) are
in its ``teaching.py``. A builder takes a :class:`Draw` and returns a :class:`Draft`.

A "which may you play?" answer also names the special rules it does *not* depend on,
where a learner might expect one (:func:`rules_not_applied`), and a lead with nothing to
think about is never asked (:func:`is_trivial`): see the last section of this module.

>>> s = trick_situation("lt-ramsas", seed=3, difficulty="easy", question="play")
>>> s == trick_situation("lt-ramsas", seed=3, difficulty="easy", question="play")
True
>>> set(s.legal) <= set(s.hand)
True
>>> [name for name in QUIZ_VARIANTS]
['lt-ramsas', 'ru-classic', 'ru-negotiation', 'ru-modern', 'ru-zone', 'se-mattmar']
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ...i18n.messages import chosen, fields, text
from ..cards import ACE, KING, NINE, SUITS, Card, Suit
from ..errors import RulesError
from ..events import Cards, Move, Rule, Sentence, joined, person, render, say, symbols
from ..game import Verdict
from ..registry import VARIANTS, variant
from ..tricks import play_verdicts, trick_winner
from ..variants import Teaching

QUIZ_VARIANTS: tuple[str, ...] = tuple(
    vid for vid, info in VARIANTS.items() if info.teaching.quiz_players)
"""The trick variants the quizzes cover: those declaring ``quiz_players``."""

QUIZ_OPTIONS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    vid: VARIANTS[vid].teaching.quiz_options for vid in QUIZ_VARIANTS})
"""Rule options (``[open]`` in RULES.md) that change quiz answers, as each variant
declares them (``Teaching.quiz_options``)."""

DIFFICULTIES: Mapping[str, str] = MappingProxyType({
    "easy": say(text("quiz.difficulty.easy", "Easy: following suit")),
    "medium": say(text("quiz.difficulty.medium", "Medium: trumps")),
    "hard": say(text("quiz.difficulty.hard", "Hard: the variant's special rules")),
})
QUESTIONS: Mapping[str, str] = MappingProxyType({
    "play": say(text("quiz.question.play", "Which of your cards may you play?")),
    "winner": say(text("quiz.question.winner", "Who wins this trick?")),
})

# -- what the quiz says (messages: catalogues/<language>/teaching.ftl) -------------------

#: The situation: trump and the special state (:class:`Facts`).
TRUMP_IS = text("quiz.note.trump", "Trump is {suit} {symbol}.")
OPENING_LEAD = text("quiz.note.opening-lead", "You lead the first trick of the hand.")
NOT_LED_YET = text("quiz.note.not-led-yet", "You have not had the lead yet in this hand.")
LED_BEFORE = text("quiz.note.led-before", "You have led before in this hand.")
DEMOTED = text("quiz.note.demoted",
               "Its holder kept the trump ace {c} when he had to lead it, so it lost its power "
               "and ranks as the trump nine (LT-ACE-2).")
ONE_POINT = text("quiz.note.one-point", "Another player is on 1 point (SE-ACE-2).")
TURNED = text("quiz.note.turned", "The turned trump card was {c} (RUZ-3).")
#: Who played a card of the trick (the learner plays next).
SEAT = text("quiz.seat", "Player {n}")

#: A "which may you play?" answer graded.
NOT_IN_HAND = text("quiz.grade.not-in-hand", "{cs} is not in your hand.")
PICK_FIRST = text("quiz.grade.pick-first", "Pick at least one card first.")
MAY_NOT = text("quiz.grade.may-not", "{c} may not be played: {why}")
ALSO = text("quiz.grade.also", "You could also play {cs}.")
RIGHT_PLAY = text("quiz.grade.right-play", "Right! You may play {cs}.")
WRONG_PLAY = text("quiz.grade.wrong-play", "Not quite. The cards you may play: {cs}.")
ASKS_WINNER = text("quiz.grade.asks-winner",
                   "This question asks who wins the trick, not which card to play.")
#: A "who wins?" answer graded.
ASKS_PLAY = text("quiz.grade.asks-play",
                 "This question asks which cards you may play, not who wins.")
PICK_ONE = text("quiz.grade.pick-one", "Pick one of the {n} cards of the trick.")
WINS = text("quiz.grade.wins", "{p} wins with {c}.")
RIGHT_WIN = text("quiz.grade.right-win", "Right! {win}")
WRONG_WIN = text("quiz.grade.wrong-win", "Not quite: {win}")

#: A house rule's effect on the answer.
SAME_PLAY = text("quiz.option.same-play", "With this rule the answer is the same here.")
SAME_WINNER = text("quiz.option.same-winner", "With this rule the same card wins here.")
CHANGES = text("quiz.option.changes", "With this rule the answer changes: {change}.")
CHANGE_PLAY = text("quiz.option.change-play", "you may play {cs} (not {was})")
CHANGE_WINNER = text("quiz.option.change-winner", "{p} wins with {c}")

#: A verdict's reason with its rule (the reason without its full stop, :class:`Clause`).
REASON_RULED = text("quiz.reason.ruled", "{said} ({rule}).")
REASON = text("quiz.reason.plain", "{said}.")
#: Sentences said one after another (an explanation of several).
SENTENCES = text("quiz.sentences", "{first} {then}")

#: Why the winning card takes the trick (:func:`explain_winner`).
SUIT_LED = text("quiz.winner.suit-led", "{suit} {symbol}")
JOKERS_LED = text("quiz.winner.jokers-led", "jokers")
CARRIED_OVER = text("quiz.winner.carried-over", "{rule}, as {source} carries it over")
DEMOTED_MEETS = text("quiz.winner.demoted",
                     "The trump ace {ace} lost its power and counts as the trump nine; when it "
                     "meets {nine}, the one played first ranks higher (LT-ACE-2).")
ONLY_SUIT_LED = text("quiz.winner.only-suit-led",
                     "Only the suit led counts: {best} is the highest card of the suit led "
                     "({led}) ({rule}).")
CANNOT_TAKE = text("quiz.winner.cannot-take",
                   "{cs} cannot take the trick, being of another suit.")
CANNOT_TAKE_NO_TRUMP = text("quiz.winner.cannot-take-no-trump",
                            "{cs} cannot take the trick, being of another suit (here a trump "
                            "does not beat the suit led).")
#: The winning trump, the highest or the only one; with the house rule said (RUZ-7).
TRUMP_WINS = {
    (True, False): text("quiz.winner.highest-trump",
                        "{best} is the highest trump in the trick, and a trump beats every "
                        "card of another suit ({rule})."),
    (False, False): text("quiz.winner.only-trump",
                         "{best} is the only trump in the trick, and a trump beats every card "
                         "of another suit ({rule})."),
    (True, True): text("quiz.winner.highest-trump-house",
                       "{best} is the highest trump in the trick, and a trump beats every card "
                       "of another suit (the house rule: a trump beats a card of another suit) "
                       "({rule})."),
    (False, True): text("quiz.winner.only-trump-house",
                        "{best} is the only trump in the trick, and a trump beats every card of "
                        "another suit (the house rule: a trump beats a card of another suit) "
                        "({rule})."),
}
TRUMPS_LED = text("quiz.winner.trumps-led",
                  "Trumps were led: {best} is the highest trump in the trick ({rule}).")
NO_TRUMP = text("quiz.winner.no-trump",
                "No trump was played, so the highest card of the suit led ({led}) wins: "
                "{best} ({rule}).")
CANNOT_WIN = text("quiz.winner.cannot-win", "{cs} cannot win, being of another suit.")

#: A special rule the answer does not depend on (:func:`rules_not_applied`).
NOT_APPLIED = text("quiz.not-applied",
                   "{rule} does not apply here: {reason}. If it did, you could play only {cs}.")


class Clause(Move):
    """A sentence said inside another one, less its full stop (a verdict's reason before
    its rule) or, with ``subject``, less that player's name in front (a score item in a
    line that names him already).

    The plain notation and the English are the code's template trimmed as before; another
    language says the whole sentence in its own words (its rendered text is never cut),
    less only a stop that a message adds around another. A :class:`~ramsas_widgets.engine.events.
    Move` is the value a sentence renders in each language through a method of its own
    (``doing``/``spoken``), which is all a clause needs.

    >>> from ramsas_widgets.engine.events import Seat
    >>> c = Clause(say("{p} takes {n} tricks", p=Seat(0), n=2), subject=0)
    >>> str(c), c.doing()
    ('takes 2 tricks', 'takes 2 tricks')
    """

    __slots__ = ("sentence", "subject", "short")

    def __init__(self, sentence: str, subject: int | None = None) -> None:
        self.kind, self.cards, self.arg, self.capital = "", (), "", False
        self.sentence, self.subject = sentence, subject
        template = getattr(sentence, "template", None)
        if subject is not None and template is not None:
            self.short: str = Sentence(chosen(template, sentence.values).removeprefix("{p} "),
                                       sentence.values)
        elif subject is not None:
            self.short = sentence
        else:
            self.short = joined("", [sentence]).rstrip(".")

    def __str__(self) -> str:
        return str(self.short)

    def __reduce__(self) -> tuple:
        return Clause, (self.sentence, self.subject)

    def __repr__(self) -> str:
        return f"Clause({str(self)!r})"

    def doing(self, card: Callable[[Card], str] = None) -> str:  # type: ignore[assignment]
        """The clause in English (cards written by ``card``)."""
        return render(self.short, person, card or symbols)

    def spoken(self, speaker: Any, card: Callable[[Card], str] = None) -> str:  # type: ignore[assignment]
        """The clause in ``speaker``'s language: the whole sentence (a language's sentence
        is never cut by the code), less only a full stop that a message adds around another
        (``"{said}."``, a verdict's ALLOWED). English is the code's own language: its clause
        is the code's template trimmed, as :meth:`doing` says it."""
        if speaker.code == "en":
            return self.doing(card)
        sentence = self.sentence
        template = getattr(sentence, "template", None)
        if self.subject is None and getattr(template, "id", None):
            names = fields(template)
            if len(names) == 1 and template == "{" + names[0] + "}.":
                sentence = sentence.values[names[0]]
        return render(sentence, person, card or symbols, speaker=speaker)


def one_after_another(parts: Sequence[str], joint: str = SENTENCES) -> str:
    """Sentences said one after another, joined by the message ``joint`` (its ``{first}``
    and ``{then}``: :data:`SENTENCES`, or a list's comma), each in its language."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = say(joint, first=part, then=out)
    return out


def _teaching(variant_id: str) -> Teaching:
    return variant(variant_id).teaching


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
        """The special state in words; the lead history only where a rule looks at it
        (when leading, or when following too if the variant declares
        ``lead_history_when_following``, SE-ACE-1)."""
        out = []
        following_counts = _teaching(variant_id).lead_history_when_following
        if leading and self.opening_lead:
            out.append(say(OPENING_LEAD))
        elif self.first_lead and (leading or following_counts):
            out.append(say(NOT_LED_YET))
        elif leading:
            out.append(say(LED_BEFORE))
        if self.demoted is not None:
            out.append(say(DEMOTED, c=self.demoted))
        if self.one_point:
            out.append(say(ONE_POINT))
        if self.turned is not None:
            out.append(say(TURNED, c=self.turned))
        return out


def engine_state(variant_id: str, question: str, facts: Facts,
                 options: Mapping[str, Any]) -> dict[str, Any]:
    """The keyword state ``play_verdicts`` (``question="play"``) or ``trick_winner``
    (``"winner"``) of the variant takes for these facts and options: its declared
    ``quiz_state``, or none."""
    state = _teaching(variant_id).quiz_state
    return {} if state is None else state(question, facts, options)


@dataclass(frozen=True)
class Grade:
    """The verdict on a learner's answer: right or not, a headline and the reasons."""

    correct: bool
    headline: str
    details: tuple[str, ...]
    rules: tuple[str, ...]

    @property
    def text(self) -> str:
        """The headline and the reasons in the engine's plain notation."""
        return " ".join((self.headline, *self.details))

    def said(self, name: Callable[[int], str] = person, speaker: Any = None) -> str:
        """The headline and the reasons as a person reads them (players by ``name``; in
        ``speaker``'s language if one is given)."""
        return " ".join(render(t, name, speaker=speaker) for t in (self.headline, *self.details))


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
        out: list[str] = [say(TRUMP_IS, suit=self.trump, symbol=self.trump.symbol)]
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
            raise RulesError(say(ASKS_WINNER))
        picked = set(chosen)
        stray = picked - set(self.hand)
        if stray:
            raise RulesError(say(NOT_IN_HAND, cs=Cards(sorted(stray))))
        legal = set(self.legal)
        rules = tuple(dict.fromkeys(v.rule for v in self.verdicts if v.rule))
        if not picked:
            return Grade(False, say(PICK_FIRST), (), rules)
        details = [self.explanation]
        for v in self.verdicts:
            if v.card in picked and not v.legal:
                details.append(say(MAY_NOT, c=v.card, why=_reason(v)))
        missed = [c for c in self.hand if c in legal and c not in picked]
        if missed:
            details.append(say(ALSO, cs=Cards(missed)))
        details.extend(sentence for _rule, sentence in rules_not_applied(self))
        if picked == legal:
            return Grade(True, say(RIGHT_PLAY, cs=Cards(self.legal)), tuple(details), rules)
        return Grade(False, say(WRONG_PLAY, cs=Cards(self.legal)), tuple(details), rules)

    def grade_winner(self, index: int) -> Grade:
        """Grade a "who wins?" answer given as the index of a card in ``played``."""
        if self.question != "winner":
            raise RulesError(say(ASKS_PLAY))
        if not isinstance(index, int) or index not in range(len(self.played)):
            raise RulesError(say(PICK_ONE, n=len(self.played)))
        assert self.winner is not None
        win = say(WINS, p=self.seats[self.winner], c=self.played[self.winner])
        if index == self.winner:
            return Grade(True, say(RIGHT_WIN, win=win), (self.explanation,), self.rules)
        return Grade(False, say(WRONG_WIN, win=win), (self.explanation,), self.rules)

    def option_effects(self) -> list[tuple[str, Any, str]]:
        """Each house rule (option name, other value) that would change this answer,
        with a sentence saying how."""
        out = []
        info = variant(self.variant_id)
        for name in info.teaching.quiz_options:
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
            return say(SAME_PLAY if self.question == "play" else SAME_WINNER)
        return say(CHANGES, change=change)

    def change(self, other: TrickSituation) -> str | None:
        """The other situation's answer in words when it differs from this one's."""
        if self.question == "play":
            if set(self.legal) == set(other.legal):
                return None
            return say(CHANGE_PLAY, cs=Cards(other.legal), was=Cards(self.legal))
        if self.winner == other.winner:
            return None
        assert other.winner is not None
        return say(CHANGE_WINNER, p=other.seats[other.winner], c=other.played[other.winner])


def _reason(v: Verdict) -> Sentence:
    """The verdict's reason, then its rule (``Reason (RULE).``)."""
    said = Clause(v.reason)
    return say(REASON_RULED, said=said, rule=Rule(v.rule)) if v.rule else say(REASON, said=said)


# ---------------------------------------------------------------------------
# Drawing cards with constraints


class Retry(Exception):
    """The random draw could not meet the scenario's constraints; draw again."""


class Pack:
    """The variant's pack, shuffled from the situation's seed, to draw cards from."""

    def __init__(self, cards: list[Card], rng: random.Random) -> None:
        self.cards = list(cards)
        rng.shuffle(self.cards)
        self.rng = rng

    def take(self, pred: Callable[[Card], bool] = lambda c: True, n: int = 1) -> list[Card]:
        """``n`` cards at random among those ``pred`` accepts (:class:`Retry` if too few)."""
        pool = [c for c in self.cards if pred(c)]
        if len(pool) < n:
            raise Retry
        chosen = self.rng.sample(pool, n)
        for c in chosen:
            self.cards.remove(c)
        return chosen

    def one(self, pred: Callable[[Card], bool] = lambda c: True) -> Card:
        return self.take(pred, 1)[0]

    def exact(self, c: Card) -> Card:
        """This very card (:class:`Retry` if it is gone)."""
        if c not in self.cards:
            raise Retry
        self.cards.remove(c)
        return c


@dataclass(frozen=True)
class Draft:
    """What a scenario builder drew: its topic, the trick so far, the hand, the facts."""

    topic: str
    played: list[Card]
    hand: list[Card]
    facts: Facts = field(default_factory=Facts)


@dataclass
class Draw:
    """What a scenario builder draws from: the seeded ``rng``, the shuffled ``pack``, the
    number of ``players``, the ``trump`` and the variant's ``hand`` size (its declared
    ``hand_size``: no hand drawn holds more), with the helpers every builder uses."""

    variant_id: str
    rng: random.Random
    pack: Pack
    players: int
    trump: Suit
    hand: int = 5

    @staticmethod
    def of(s: Suit | None) -> Callable[[Card], bool]:
        """Cards of suit ``s``."""
        return lambda c: c.suit == s

    @staticmethod
    def besides(*ss: Suit | None) -> Callable[[Card], bool]:
        """Cards of none of the suits ``ss``."""
        return lambda c: c.suit not in ss

    @staticmethod
    def require(condition: bool) -> None:
        """Draw again (:class:`Retry`) unless ``condition`` holds."""
        if not condition:
            raise Retry

    def other_suit(self, *avoid: Suit | None) -> Suit:
        return self.rng.choice([s for s in SUITS if s not in avoid])

    def n_before(self) -> int:
        """How many cards are in the trick before the learner's turn (at least one)."""
        return self.rng.randint(1, self.players - 1)

    def hand_size(self, lo: int = 2) -> int:
        """A hand of ``lo`` cards up to a full hand (fewer when the hand is smaller)."""
        return self.rng.randint(min(lo, self.hand), self.hand)

    def trick_size(self) -> int:
        """The cards of a complete trick to judge: 2 up to one per player."""
        return self.rng.randint(2, self.players)

    def fill(self, cards: list[Card], size: int, pred: Callable[[Card], bool]) -> list[Card]:
        """``cards`` made up to ``size`` with cards ``pred`` accepts, shuffled."""
        if len(cards) < size:
            cards = cards + self.pack.take(pred, size - len(cards))
        self.rng.shuffle(cards)
        return cards

    def after_facts(self) -> Facts:
        """Past the first trick, usually after the learner has led once."""
        return Facts(first_lead=self.rng.random() < 0.3)

    def draft(self, topic: str, played: list[Card], hand: list[Card],
              facts: Facts | None = None, **fact_values: Any) -> Draft:
        """The builder's result; the facts given whole or by name (``first_lead=True``)."""
        return Draft(topic, played, hand, facts if facts is not None else Facts(**fact_values))


Scenario = Callable[[Draw], Draft]


# -- "which may you play?" scenarios -------------------------------------------

def play_follow(d: Draw) -> Draft:
    """Following suit (LT-PLAY-3, RU-PLAY-2, SE-PLAY-2)."""
    led = d.other_suit(d.trump)
    played = [d.pack.one(d.of(led))]
    played += d.pack.take(d.besides(d.trump), d.n_before() - 1)
    size = d.hand_size()
    hand = d.pack.take(d.of(led), d.rng.randint(1, min(3, size - 1)))
    hand = d.fill(hand, size, d.besides(led))
    return d.draft("follow suit", played, hand)


def play_lead(d: Draw) -> Draft:
    """Leading, without the trump ace (LT-PLAY-1, RU-PLAY-1)."""
    hand = d.pack.take(lambda c: not (c.suit == d.trump and c.rank == ACE), d.hand_size(3))
    return d.draft("leading", [], hand)


def play_void_trump(d: Draw) -> Draft:
    """No card of the suit led, but trumps."""
    led = d.other_suit(d.trump)
    played = [d.pack.one(d.of(led))] + d.pack.take(lambda c: True, d.n_before() - 1)
    size = d.hand_size()
    hand = d.pack.take(d.of(d.trump), d.rng.randint(1, min(2, size - 1)))
    hand = d.fill(hand, size, d.besides(led, d.trump))
    return d.draft("no card of the suit led, but trumps", played, hand, d.after_facts())


def play_void_none(d: Draw) -> Draft:
    """Neither the suit led nor a trump: any card."""
    led = d.other_suit(d.trump)
    played = [d.pack.one(d.of(led))] + d.pack.take(lambda c: True, d.n_before() - 1)
    hand = d.pack.take(d.besides(led, d.trump), d.hand_size())
    return d.draft("neither the suit led nor a trump", played, hand, d.after_facts())


def play_trump_led(d: Draw) -> Draft:
    """Trump led (the trump ace kept out of it)."""
    played = [d.pack.one(lambda c: c.suit == d.trump and c.rank != ACE)]
    played += d.pack.take(lambda c: True, d.n_before() - 1)
    size = d.hand_size()
    hand = d.pack.take(lambda c: c.suit == d.trump and c.rank != ACE, d.rng.randint(0, 2))
    hand = d.fill(hand, size, d.besides(d.trump))
    return d.draft("trump led", played, hand)


def play_follow_high_low(d: Draw) -> Draft:
    """Following suit with cards both above and below the best card on the table."""
    led = d.other_suit(d.trump)
    low_rank = min(c.rank for c in d.pack.cards)
    top = d.pack.one(lambda c: c.suit == led and low_rank + 1 < c.rank < ACE)
    played = [top] + d.pack.take(d.besides(d.trump, led), d.n_before() - 1)
    if len(played) > 1 and d.rng.random() < 0.5:
        first = d.pack.one(lambda c: c.suit == led and c.rank < top.rank)
        played = [first] + played[1:]
        played.insert(d.rng.randint(1, len(played)), top)
        d.require(len(played) < d.players)
    high = d.pack.one(lambda c: c.suit == led and c.rank > top.rank)
    low = d.pack.one(lambda c: c.suit == led and c.rank < top.rank)
    hand = d.fill([high, low], d.hand_size(3), d.besides(led))
    return d.draft("following with higher and lower cards", played, hand, d.after_facts())


def play_trump_ace_opening(d: Draw) -> Draft:
    """The trump ace in a hand that leads the first trick (LT-ACE-1, SE-ACE-1)."""
    ace = d.pack.exact(Card(ACE, d.trump))
    hand = d.fill([ace], d.hand, lambda c: True)
    return d.draft("trump ace at the opening lead", [], hand, opening_lead=True,
                   first_lead=True)


def play_overtrump(d: Draw) -> Draft:
    """Void in the suit led after someone trumped, with trumps above and below his."""
    led = d.other_suit(d.trump)
    n = max(2, d.n_before())
    d.require(n < d.players)
    played = [d.pack.one(d.of(led))]
    cut = d.pack.one(lambda c: c.suit == d.trump and 3 <= c.rank <= 12)
    played.append(cut)
    played += d.pack.take(d.besides(d.trump, led), n - 2)
    high = d.pack.one(lambda c: c.suit == d.trump and cut.rank < c.rank < ACE)
    low = d.pack.one(lambda c: c.suit == d.trump and c.rank < cut.rank)
    hand = d.fill([high, low], d.hand_size(3), d.besides(led, d.trump))
    return d.draft("void in the suit led after someone trumped", played, hand, d.after_facts())


def play_undertrump(d: Draw) -> Draft:
    """Void in the suit led after a high trump, holding only lower trumps."""
    led = d.other_suit(d.trump)
    played = [d.pack.one(d.of(led)),
              d.pack.one(lambda c: c.suit == d.trump and c.rank >= 11)]
    d.require(len(played) < d.players)
    low = d.pack.take(lambda c: c.suit == d.trump and c.rank < played[1].rank,
                      d.rng.randint(1, 2))
    hand = d.fill(low, d.hand_size(3), d.besides(led, d.trump))
    return d.draft("void, holding only lower trumps", played, hand, d.after_facts())


# -- "who wins?" scenarios ------------------------------------------------------

def win_plain(d: Draw) -> Draft:
    """No trump in the trick."""
    led = d.other_suit(d.trump)
    n = d.trick_size()
    played = [d.pack.one(d.of(led))]
    played += d.pack.take(lambda c: c.suit == led or c.suit != d.trump, n - 1)
    return d.draft("no trump in the trick", played, [])


def win_trumped(d: Draw) -> Draft:
    """One or two trumps on a plain suit led."""
    led = d.other_suit(d.trump)
    n = max(2, d.trick_size())
    played = [d.pack.one(d.of(led))]
    rest = d.pack.take(d.of(d.trump), d.rng.randint(1, min(2, n - 1)))
    rest += d.pack.take(lambda c: c.suit != d.trump, n - 1 - len(rest))
    d.rng.shuffle(rest)
    return d.draft("trumped", played + rest, [])


def win_trump_led(d: Draw) -> Draft:
    """Trump led, anything after it."""
    n = d.trick_size()
    played = [d.pack.one(d.of(d.trump))] + d.pack.take(lambda c: True, n - 1)
    return d.draft("trump led", played, [])


def win_off_suit_high(d: Draw) -> Draft:
    """A higher card of another suit after the card led (RUZ-7 without its house rule)."""
    led = d.other_suit(d.trump)
    first = d.pack.one(lambda c: c.suit == led and c.rank < KING)
    other = d.pack.one(lambda c: c.suit not in (led,) and c.rank > first.rank)
    return d.draft("a higher card of another suit", [first, other], [])


SCENARIOS: Mapping[str, Scenario] = MappingProxyType({f.__name__: f for f in (
    play_follow, play_lead, play_void_trump, play_void_none, play_trump_led,
    play_follow_high_low, play_trump_ace_opening, play_overtrump, play_undertrump,
    win_plain, win_trumped, win_trump_led, win_off_suit_high)})
"""The standard scenario builders by name; a declaration's ``quiz_scenarios`` names
them (and its family's own, ``quiz_builders``)."""

STANDARD_SCENARIOS: Mapping[str, Mapping[str, tuple[str, ...]]] = MappingProxyType({
    "easy": {"play": ("play_follow", "play_follow", "play_lead"), "winner": ("win_plain",)},
    "medium": {"play": ("play_void_trump", "play_void_none", "play_trump_led"),
               "winner": ("win_trumped", "win_trump_led")},
})
"""The scenarios of a difficulty and question where a variant declares none of its own
(the hard questions are always the variant's)."""


def scenarios(variant_id: str, question: str, difficulty: str) -> tuple[Scenario, ...]:
    """The scenario builders for a variant, question and difficulty, as declared."""
    teaching = _teaching(variant_id)
    names = teaching.quiz_scenarios.get(difficulty, {}).get(question)
    if names is None:
        names = STANDARD_SCENARIOS.get(difficulty, {}).get(question)
    if not names:
        raise RulesError(f"{variant_id} declares no {difficulty} {question!r} questions.")
    builders = {**SCENARIOS, **teaching.quiz_builders}
    return tuple(builders[name] for name in names)


def _seat_names(n_played: int) -> tuple[str, ...]:
    """Who played each card, in play order (the learner is "you" and plays next): a
    sentence each, ``Player 1`` in the plain text too."""
    return tuple(say(SEAT, n=i + 1) for i in range(n_played))


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
    info = variant(variant_id)
    resolved = info.resolve(options)
    rng = random.Random(f"{variant_id}/{seed}/{difficulty}/{question}")
    if question is None:
        question = rng.choice(("play", "play", "winner"))
    if question not in QUESTIONS:
        raise RulesError(f"Question must be one of {', '.join(QUESTIONS)}, not {question!r}.")
    kept = MappingProxyType({k: v for k, v in resolved.items()
                             if k in info.teaching.quiz_options})
    for _ in range(200):
        players = rng.choice(info.teaching.quiz_players)
        trump = rng.choice(SUITS)
        draw = Draw(variant_id, rng, Pack(info.make_pack(players), rng), players, trump,
                    info.hand_size)
        builder = rng.choice(scenarios(variant_id, question, difficulty))
        try:
            draft = builder(draw)
        except Retry:
            continue
        seats = _seat_names(len(draft.played))
        sit = TrickSituation(
            variant_id, seed, difficulty, question, draft.topic, players, trump,
            tuple(draft.played), seats, tuple(sorted(draft.hand)), draft.facts, kept)
        sit = _answered(sit)
        if is_trivial(sit):  # every card may be led and no rule is near: draw again
            continue
        return sit
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
    rules, said = explain_winner(sit, win)
    return dataclasses.replace(sit, verdicts=(), legal=(), winner=win, rules=rules,
                               explanation=said)


def explain_winner(sit: TrickSituation, win: int) -> tuple[tuple[str, ...], str]:
    """Why the engine's winning card takes the trick, in words with rule IDs: the
    variant's ``winner_rule`` (with the rule that carries it over, RUM-0), LT-ACE-2 for
    a demoted ace, and RUZ-7's reading where a ``trump_beats_option`` decides whether a
    trump beats another suit."""
    played, trump = sit.played, sit.trump
    teaching = _teaching(sit.variant_id)
    best, led = played[win], played[0].suit
    winner_rule = teaching.winner_rule
    suit_led = (say(SUIT_LED, suit=led, symbol=led.symbol) if led else say(JOKERS_LED))
    trumps = [c for c in played if c.suit == trump]
    off = [c for c in played if c.suit not in (led, trump)]
    parts: list[str] = []
    rules = [winner_rule]
    rule: str = Rule(winner_rule)
    if teaching.winner_from:
        rules.append(teaching.winner_from)
        rule = say(CARRIED_OVER, rule=rule, source=Rule(teaching.winner_from))
    if sit.facts.demoted is not None and sit.facts.demoted in played:
        nine = Card(NINE, trump)
        parts.append(say(DEMOTED_MEETS, ace=sit.facts.demoted, nine=nine))
        rules.append("LT-ACE-2")
    option = teaching.trump_beats_option
    if option and not sit.options.get(option, False):
        others = [c for c in played if c.suit != led]
        parts.append(say(ONLY_SUIT_LED, best=best, led=suit_led, rule=rule))
        if others:
            no_trump_power = any(c.suit == trump for c in others) and led != trump
            parts.append(say(CANNOT_TAKE_NO_TRUMP if no_trump_power else CANNOT_TAKE,
                             cs=Cards(others)))
    elif best.suit == trump and led != trump:
        many = len(trumps) > 1
        parts.append(say(TRUMP_WINS[many, bool(option)], best=best, rule=rule))
    elif led == trump:
        parts.append(say(TRUMPS_LED, best=best, rule=rule))
    else:
        parts.append(say(NO_TRUMP, led=suit_led, best=best, rule=rule))
        if off:
            parts.append(say(CANNOT_WIN, cs=Cards(off)))
    return tuple(dict.fromkeys(rules)), one_after_another(parts)


# -- the special rules an answer does *not* depend on, where a learner might expect one --------

#: The facts a special lead rule looks at, and how to say that one does not hold.
FACTS: tuple[tuple[str, str], ...] = (
    ("opening_lead", text("quiz.not-applied.opening-lead",
                          "this is not the opening lead of the hand")),
    ("first_lead", text("quiz.not-applied.first-lead", "you have led before in this hand")),
    ("one_point", text("quiz.not-applied.one-point", "nobody is on 1 point")),
)


def rules_not_applied(sit: TrickSituation) -> tuple[tuple[str, Sentence], ...]:
    """``(rule, sentence)`` for each special rule that would change this "which may you
    play?" answer if its fact held, and does not apply because the fact does not.

    A trick situation's facts (the opening lead, the player's first lead, somebody on 1
    point) switch the special lead rules on (LT-ACE-1, SE-ACE-1, SE-ACE-2, RUZ-5). When
    a fact does not hold, the rule it would switch on is worth naming only if it would
    have changed the answer: the engine answers the same cards again with the fact
    turned on and compares.

    >>> sit = trick_situation("lt-ramsas", seed=2, difficulty="hard", question="play")
    >>> [rule for rule, _ in rules_not_applied(sit)]
    []
    """
    if sit.question != "play":
        return ()
    out: list[tuple[str, Sentence]] = []
    for name, reason in FACTS:
        if getattr(sit.facts, name):
            continue
        turned_on = {name: True} | ({"first_lead": True} if name == "opening_lead" else {})
        other = _answered(dataclasses.replace(sit, facts=dataclasses.replace(sit.facts,
                                                                             **turned_on)))
        if set(other.legal) == set(sit.legal):
            continue
        changed = [v.rule for v in other.verdicts
                   if v.rule and v.legal != (v.card in sit.legal)]
        rule = changed[0] if changed else other.rules[0]
        if any(rule == r for r, _ in out):
            continue
        out.append((rule, say(NOT_APPLIED, rule=Rule(rule), reason=say(reason),
                              cs=Cards(other.legal))))
    return tuple(out)


def is_trivial(sit: TrickSituation) -> bool:
    """A lead where every card may be played and no special rule is near: nothing to
    think about, so the quiz draws another question."""
    return (sit.question == "play" and not sit.played and set(sit.legal) == set(sit.hand)
            and not rules_not_applied(sit))
