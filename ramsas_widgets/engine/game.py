"""The state-machine interface every variant's game implements.

A game holds its own seeded random generator, shuffles and deals by itself,
and offers the decisions of one player at a time::

    game = new_game("lt-ramsas", players=3, seed=1)
    while not game.is_over:
        game.apply(game.legal_actions()[0])

``apply`` accepts an :class:`Action` or its text (``"play QC"``, ``"buy"``);
an action that is not legal raises :class:`RulesError` with the reason.
"""

from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..i18n.messages import text
from .cards import Card, cards_str, parse_cards, sort_hand
from .errors import RulesError, expect_type
from .events import (
    _UNSET,
    Cards,
    Event,
    History,
    Kind,
    Move,
    Rule,
    Seat,
    Sentence,
    joined,
    person,
    render,
    say,
    symbols,
    to_do,
)
from .quoted import said
from .seeds import seed_of
from .variants import VariantInfo
from .view import Asked, GameView, HandResult, Take

#: What a move the rules do not allow now is told (every game).
ONE_CARD = text("game.refuse.one-card", "Play exactly one card, e.g. 'play QC'.")
NOT_HELD = text("game.refuse.not-held", "{p} does not hold {c}.")
NOT_POSSIBLE = text("game.refuse.not-possible",
                    "'{action}' is not possible now: {p} must {task}. Possible: {possible}.")
OVER = text("game.refuse.over",
            "The game is over, so no more moves can be made: start a new game to play again.")
#: What the player to act must do when no phase says it (``Game.phases``).
ACT = text("game.task.act", "act")


class Possible(Move):
    """The actions possible now, inside a refusal (:data:`NOT_POSSIBLE`): the plain text
    lists the first twelve as the engine writes them (``buy, decline``), a person reads
    them with their cards (``play 10♥``); a language other than the code's English says
    what each is in its own words (``events.to_do``: ``pirkti``), each once, listed as the
    language lists (``speaker.words``).

    >>> from ramsas_widgets.i18n.locale import speaker
    >>> p = Possible([Action.parse("buy"), Action.parse("decline")])
    >>> str(p), p.doing(), p.spoken(speaker("lt"))
    ('buy, decline', 'buy, decline', 'pirkti ir atsisakyti pirkinio')
    """

    __slots__ = ("actions",)
    #: how many actions the engine's text lists
    SHOWN = 12

    def __init__(self, actions: Sequence[Action]) -> None:
        self.actions = tuple(actions)
        self.kind, self.cards, self.arg, self.capital = "", (), "", False

    def _listed(self) -> Sentence:
        return joined(", ", [a.said for a in self.actions[:self.SHOWN]])

    def __str__(self) -> str:
        return str(self._listed())

    def __reduce__(self) -> tuple:
        return Possible, (self.actions,)

    def doing(self, card: Callable[[Card], str] = None) -> str:  # type: ignore[assignment]
        return render(self._listed(), person, card or symbols)

    def spoken(self, speaker: Any, card: Callable[[Card], str] = None) -> str:  # type: ignore[assignment]
        if speaker.code == "en":  # the code's own language: as the engine lists them
            return self.doing(card)
        words: dict[str, None] = {}
        for a in self.actions:
            words.setdefault(to_do(a, speaker) or render(said(a), person, card or symbols,
                                                         speaker=speaker))
        return speaker.words(list(words))


@dataclass(frozen=True)
class Action:
    """A decision: a kind (``play``, ``buy``, ``pass``...), cards, and a word.

    >>> a = Action.parse("play QC")
    >>> a, a.kind, a.cards
    (Action('play QC'), 'play', (QC,))
    >>> str(Action("offer", arg="turn"))
    'offer turn'
    """

    def __deepcopy__(self, memo: dict) -> object:
        return self  # immutable: copies of a game share it

    kind: str
    cards: tuple[Card, ...] = ()
    arg: str = ""

    @property
    def card(self) -> Card:
        """The single card of a ``play`` (or similar) action."""
        if len(self.cards) != 1:
            raise RulesError(f"'{self}' does not name exactly one card.")
        return self.cards[0]

    def __str__(self) -> str:
        parts = [self.kind]
        if self.cards:
            parts.append(cards_str(self.cards))
        if self.arg:
            parts.append(self.arg)
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Action({str(self)!r})"

    @property
    def said(self) -> Sentence:
        """The action inside a sentence: ``play TH`` in the plain notation, ``play 10♥`` for
        a person."""
        return joined(" ", [self.kind, *([say("{cs}", cs=Cards(self.cards))] if self.cards
                                         else []), *([self.arg] if self.arg else [])])

    @property
    def move(self) -> Sentence:
        """The action as a move inside a sentence: ``buy`` in the plain notation, ``buying``
        for a person (see :class:`~.events.Move`)."""
        return say("{m}", m=Move(self))

    @classmethod
    def parse(cls, text: str) -> Action:
        """An action from its text: the kind, then cards, then an optional word."""
        expect_type(text, str, "An action", "an Action or text such as 'play QC'")
        if not text.strip():
            raise RulesError("An action must be written as text, e.g. 'play QC'.")
        kind, *rest = text.split()
        cards: list[Card] = []
        words: list[str] = []
        for tok in rest:
            if words:
                words.append(tok)
                continue
            try:
                cards.extend(parse_cards(tok))
            except RulesError:
                words.append(tok)
        return cls(kind.lower(), tuple(cards), " ".join(words))


def as_action(action: object) -> Action:
    """An :class:`Action` from an Action or its text; TypeError for anything else."""
    if isinstance(action, Action):
        return action
    expect_type(action, str, "An action", "an Action or text such as 'play QC'")
    return Action.parse(action)  # type: ignore[arg-type]


@dataclass(frozen=True)
class DealStep:
    """One card moved by the deal: where it goes, face up or not, and which rule says so.

    ``to`` is ``"player"`` (then ``player`` is set), ``"buy"``, ``"stock"``,
    ``"trump"``, ``"discard"`` or ``"aside"``; ``trump`` marks the card whose suit is
    trump, wherever it goes.
    """

    def __deepcopy__(self, memo: dict) -> object:
        return self  # immutable: copies of a game share it

    card: Card
    to: str
    player: int | None = None
    face_up: bool = False
    rule: str = ""
    #: a sentence about this card (a message), where the deal's own words say too little
    note: str = ""
    #: the card shows trump (the dealer's turned card)
    trump: bool = False

    def __str__(self) -> str:
        where = f"P{self.player}" if self.to == "player" else self.to
        face = " face up" if self.face_up else ""
        why = f" ({self.rule})" if self.rule else ""
        return f"{self.card} -> {where}{face}{why}"


class Verdict:
    """Whether a card may be played now, with the rule and a sentence saying why.

    ``reason`` may be given as a function that writes the sentence: it is then written
    when first read, so that the legal plays of a game nobody reads (a simulation, a
    computer player's look-ahead) cost no sentences. Verdicts are not changed once made.

    >>> v = Verdict(Card.parse("7H"), False, "RU-PLAY-2", lambda: "follow suit")
    >>> v.reason, v == Verdict(Card.parse("7H"), False, "RU-PLAY-2", "follow suit")
    ('follow suit', True)
    """

    __slots__ = ("card", "legal", "rule", "_reason")
    card: Card
    legal: bool
    rule: str

    def __init__(self, card: Card, legal: bool, rule: str,
                 reason: str | Callable[[], str]) -> None:
        self.card, self.legal, self.rule, self._reason = card, legal, rule, reason

    @property
    def reason(self) -> str:
        reason = self._reason
        if not isinstance(reason, str):
            reason = self._reason = reason()
        return reason

    def _key(self) -> tuple:
        return (self.card, self.legal, self.rule, self.reason)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Verdict):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (f"Verdict(card={self.card!r}, legal={self.legal!r}, rule={self.rule!r}, "
                f"reason={self.reason!r})")

    def __reduce__(self) -> tuple:
        return Verdict, self._key()

    def __copy__(self) -> Verdict:
        return self

    def __deepcopy__(self, memo: dict) -> Verdict:
        return self  # immutable: copies of a game share it

    def __str__(self) -> str:
        ok = "may be played" if self.legal else "may not be played"
        return f"{self.card} {ok}: {self.reason} ({self.rule})"


class Game(ABC):
    """Base class of every variant's game state.

    A game shuffles and deals from its seed by itself and asks one player at a time:
    ``to_act`` and ``legal_actions()``; ``apply`` takes an action or its text. What
    happened is a list of structured :attr:`events` (``history`` is their plain text);
    :meth:`view` is the read-only snapshot a widget shows. Subclasses implement
    ``_legal``, ``_apply``, ``zones``, ``pack`` and ``_view_parts``, say what is
    asked now in ``asked``, emit events, keep ``deal_steps`` (the current hand's deal)
    and append a :class:`HandResult` to ``hand_results`` at the end of every scored hand.
    """

    info: VariantInfo
    #: phase -> (rule ID, what the player to act must do, a message: ``text("ramsas.task.buy",
    #: "buy or decline the buy")``): the decisions of the game
    phases: dict[str, tuple[str, str]] = {}
    #: the rule behind a card play, named when a card is not in the hand
    trick_rule = ""

    def __init__(self, variant_id: str, players: int, seed: int | None,
                 options: Mapping[str, Any]) -> None:
        from .registry import variant

        self.info = variant(variant_id)
        expect_type(players, int, "players", "a whole number")
        self.info.check_players(players)
        if seed is not None:
            expect_type(seed, int, "seed", "a whole number or None")
        self.variant_id = variant_id
        self.n_players = players
        self.seed = seed
        self.options = self.info.resolve(options)
        self.rng = random.Random(seed)
        self.events: list[Event] = []
        self.scores: list[int] = [0] * players
        self.to_act: int | None = None
        self.is_over = False
        self.winner: int | None = None
        self.phase = ""
        self.hand_number = 0
        self.dealer: int | None = None
        self.deal_steps: list[DealStep] = []
        self.hand_results: list[HandResult] = []
        #: the actions applied so far, in order (a replay from the seed repeats them)
        self.actions: list[Action] = []
        self._setup: tuple[str, int, int | None, dict[str, Any]] | None = None
        self._version = 0
        self._legal_cache: tuple[int, list[Action], dict[tuple, Action]] | None = None

    # -- the interface -------------------------------------------------------
    @abstractmethod
    def _legal(self) -> list[Action]:
        """Every action player ``to_act`` may take now (the game is not over)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Carry out an action already known to be legal."""

    @abstractmethod
    def zones(self) -> dict[str, list[Card]]:
        """Every card of the current hand by where it lies; together they make the pack."""

    @abstractmethod
    def pack(self) -> list[Card]:
        """The full pack of the current hand (for card accounting)."""

    @abstractmethod
    def _view_parts(self) -> dict[str, Any]:
        """The variant's part of :meth:`view`: at least ``hands`` and ``in_hand``, and
        whatever else it has (trick, trump, piles, melds...)."""

    def verdicts(self, player: int | None = None) -> list[Verdict]:
        """Why each card of ``player``'s hand (default: the one to act) may or may not be
        played now, with the rule; empty when no card is being played."""
        return []

    #: phase -> the card actions the rules know in it, offered even when none is legal
    #: now (so that a try gets its reason): Rami's turn has meld, lay off, swap, discard
    card_kinds: dict[str, tuple[str, ...]] = {"play": ("play",)}

    def card_actions(self) -> list[str]:
        """The kinds of action done with cards from the hand now (``play``, ``keep``,
        ``exchange``, ``meld``...): those legal now, and those the phase knows."""
        kinds = list(self.card_kinds.get(self.phase, ()))
        for a in self.legal_actions():
            if a.cards and a.kind not in kinds and a.kind != "show":
                kinds.append(a.kind)
        return kinds

    def _winner_state(self) -> dict[str, Any]:
        """State keywords for the trick rules' ``winner`` (none by default)."""
        return {}

    def would_take(self, card: Card) -> Take | None:
        """What ``card`` would do to the trick on the table if played now: lead it, or
        leave whom holding its highest card, and whether the trick would then be decided.
        ``None`` in games without tricks."""
        rules = self.info.trick_rules
        if rules is None or self.to_act is None:
            return None
        v = self.view()
        played = list(v.trick) + [(self.to_act, card)]
        best = rules.winner([c for _, c in played], v.trump, **self._winner_state())
        return Take(leads=len(played) == 1, completes=len(played) == sum(v.in_hand),
                    best=played[best][0], best_card=played[best][1])

    def asked(self) -> Asked | None:
        """The decision asked now: whose, its phase, rule and task (``None`` once over)."""
        if self.is_over or self.to_act is None:
            return None
        rule, task = self.phases.get(self.phase, ("", ACT))
        return Asked(self.to_act, self.phase, rule, task)

    # -- legal actions, once per state ----------------------------------------
    def legal_actions(self) -> list[Action]:
        """Every action player ``to_act`` may take now (empty once the game is over).

        Computed once per applied action: state changed by hand (as tests do with
        ``scores``) must be set before the actions are first asked for."""
        if self.is_over:
            return []
        return list(self._legal_now()[1])

    def _legal_now(self) -> tuple[int, list[Action], dict[tuple, Action]]:
        cache = self._legal_cache
        if cache is None or cache[0] != self._version:
            cache = self._legal_cache = (self._version, self._legal(), {})
        return cache

    def normalize(self, action: Action | str) -> Action:
        """The action as ``legal_actions`` lists it when it names the same cards in another
        order (``exchange TD 9H``, ``meld 8S 7S 9S``); otherwise the action as given."""
        action = as_action(action)
        if len(action.cards) > 1 and not self.is_over:
            _, acts, index = self._legal_now()
            if not index:  # built on first use: most states never need it
                for a in acts:
                    index.setdefault(_shape(a), a)
            return index.get(_shape(action), action)
        return action

    # -- shared behaviour ----------------------------------------------------
    def apply(self, action: Action | str) -> None:
        """Apply a legal action (or its text); RulesError with the reason otherwise."""
        if type(action) is not Action:
            action = self.normalize(action)
        if self.is_over:
            raise self._over_refusal()
        legal = self._legal_now()[1]
        if action not in legal:
            action = self.normalize(action)  # the same cards named in another order?
            if action not in legal:
                raise self.why_illegal(action)
        self._version += 1
        self.actions.append(action)
        self._apply(action)
        self._version += 1

    def is_legal(self, action: Action | str) -> bool:
        try:
            action = self.normalize(action)
        except RulesError:
            return False
        return not self.is_over and action in self._legal_now()[1]

    def why_illegal(self, action: Action | str) -> RulesError:
        """The reason, with its rule ID, that ``action`` is not possible now.

        A card play is judged by :meth:`verdicts`; a phase may refine the answer in
        ``_why_<phase>``; otherwise the decision asked and the possible actions are named.
        """
        action = self.normalize(action)
        if self.is_over:
            return self._over_refusal()
        p = self.to_act
        if action.kind == "play" and any(a.kind == "play" for a in self.legal_actions()):
            if len(action.cards) != 1:
                return RulesError(say(ONE_CARD), rule=self.trick_rule)
            for v in self.verdicts():
                if v.card == action.card and not v.legal:
                    return RulesError(v.reason, rule=v.rule)
            if self.verdicts():
                return RulesError(say(NOT_HELD, p=Seat(p), c=action.card),
                                  rule=self.trick_rule)
        hook = getattr(self, f"_why_{self.phase}", None)
        err = hook(action) if hook is not None else None
        if err is not None:
            return err
        return self._not_possible(action)

    def _not_possible(self, action: Action) -> RulesError:
        """The general refusal: what the player must do now (the phase's task, a message),
        and what he may do (:class:`Possible`), each said in the reader's language."""
        asked = self.asked()
        rule, task = (asked.rule, asked.task) if asked else ("", ACT)
        return RulesError(say(NOT_POSSIBLE, action=said(action), p=Seat(self.to_act),
                              task=say(task) if getattr(task, "id", None) else task,
                              possible=Possible(self.legal_actions())), rule=rule or None)

    def _over_refusal(self) -> RulesError:
        """What an action after the end is told: the game is over, by the rule that ended
        it, and what to do instead."""
        return RulesError(say(OVER), rule=self._over_rule())

    def _over_rule(self) -> str | None:
        """The rule that ended the game, cited when an action (or a move, a decision or a
        play-out asked of the computer) comes after the end: that of the line that said so
        (``Kind.OVER``)."""
        return next((e.rule for e in reversed(self.events) if e.kind is Kind.OVER and e.rule),
                    None)

    # -- events and history ----------------------------------------------------
    def emit(self, kind: Kind, template: str, rule: str = "", *, player: Any = _UNSET,
             cards: Any = _UNSET, trick: tuple = (), winner: int | None = None,
             points: int | None = None, result: Any = None, **values: Any) -> Event:
        """Record an event: ``template`` with typed ``values`` (``p=Seat(2)``...); ``rule``
        is available to the template as ``{rule}``. The facts ``player``, ``cards``,
        ``trick``, ``winner``, ``points`` and ``result`` describe the event for a view."""
        if self.quiet:
            return None  # type: ignore[return-value]
        if rule:
            values["rule"] = Rule(rule)
        event = Event(kind, template, values, player=player, cards=cards, trick=trick,
                      winner=winner, points=points, rule=rule, result=result)
        self.events.append(event)
        return event

    def log(self, text: str, kind: Kind = Kind.NOTE) -> Event:
        """Record a plain sentence with no typed values."""
        event = Event(kind, text)
        self.events.append(event)
        return event

    @property
    def history(self) -> History:
        """The events as plain text, one line each, oldest first (silent events aside)."""
        history = self.__dict__.get("_history")
        if history is None or history._events is not self.events:
            history = self._history = History(self.events)
        return history

    # -- the view --------------------------------------------------------------
    def view(self) -> GameView:
        """A read-only snapshot of the game (see :class:`~.view.GameView`)."""
        parts = self._view_parts()
        hands = parts.pop("hands")
        return GameView(
            variant_id=self.variant_id, players=self.n_players, hand_number=self.hand_number,
            dealer=self.dealer, phase=getattr(self.phase, "value", self.phase),
            to_act=self.to_act,
            asked=self.asked(), hands=tuple(tuple(sort_hand(h)) for h in hands),
            scores=tuple(self.scores), is_over=self.is_over, winner=self.winner,
            results=tuple(self.hand_results), events=tuple(self.events), **parts)

    #: The table as the last hand scored left it (its melds, tricks, cards still held),
    #: kept just before the next hand was dealt over it: a table shows the finished hand
    #: until the learner goes on. ``None`` before the first hand is scored.
    finished_hand: GameView | None = None

    def _keep_finished_hand(self) -> None:
        """Called by a variant as it starts dealing a hand: keep the view of the hand just
        scored (not in a simulation's quiet world, and not again for a redeal)."""
        if self.quiet or not self.hand_results:
            return
        kept = self.finished_hand
        if kept is None or len(kept.results) < len(self.hand_results):
            self.finished_hand = self.view()

    # -- worlds for simulations ---------------------------------------------------
    #: True in a simulation's world: no events are written (hand results still are)
    quiet = False

    def _hidden(self, player: int) -> list[list[Card]]:
        """The card places ``player`` cannot see now (other hands, face-down piles), as
        the game's own lists; a variant lists them."""
        return []

    def _pinned(self, player: int) -> set[int]:
        """Codes of cards in those places that everybody knows (a face-up turned card in
        the dealer's hand): they stay where they are."""
        return set()

    def determinized(self, player: int, rng: random.Random) -> Game:
        """A quiet copy in which every card ``player`` cannot see is dealt again at random
        among the places he cannot see, each keeping its number of cards: one world
        consistent with what he knows (his hand, the cards shown and played)."""
        twin = self.copy()
        twin.quiet = True
        lists = twin._hidden(player)
        pinned = twin._pinned(player)
        pool = [c for lst in lists for c in lst if c.code not in pinned]
        rng.shuffle(pool)
        cards = iter(pool)
        for lst in lists:
            for i, c in enumerate(lst):
                if c.code not in pinned:
                    lst[i] = next(cards)
        twin._redealt(player)
        twin._legal_cache = None
        twin.rng = random.Random(seed_of(rng.random()))  # Random(float), on any platform
        return twin

    def _redealt(self, player: int) -> None:  # noqa: B027 (a hook, empty by default)
        """After :meth:`determinized` dealt the unseen cards again: bring any record of the
        deal in line with the new cards (nothing by default)."""

    # -- replay ----------------------------------------------------------------
    def replay(self, count: int | None = None) -> Game:
        """A new game from the same seed and settings with the first ``count`` actions
        (all by default) applied again: the game as it was after that many moves."""
        if self._setup is None:
            raise RulesError("Only a game made by new_game() can be replayed.")
        from .registry import new_game

        variant_id, players, seed, options = self._setup
        twin = new_game(variant_id, players=players, seed=seed, **options)
        for action in self.actions[:count]:
            twin.apply(action)
        return twin

    def given_scores(self, scores: Any, rule: str) -> list[int]:
        """``scores=[...]``, the totals a game starts from (a lesson's "one point short", a
        test's end of a game): a whole number per player, which must not end the game
        already (:meth:`_ends_game`); RulesError citing ``rule`` otherwise."""
        if (not isinstance(scores, (list, tuple)) or len(scores) != self.n_players
                or not all(isinstance(s, int) and not isinstance(s, bool) for s in scores)):
            raise RulesError(f"scores must give a whole-number total for each of the "
                             f"{self.n_players} players.", rule=rule)
        if self._ends_game(list(scores)):
            raise RulesError(f"The game cannot start from the scores {list(scores)}: they "
                             "would end it already.", rule=rule)
        return list(scores)

    def _ends_game(self, scores: list[int]) -> bool:
        """Whether these totals end the game (checked on starting scores)."""
        return False

    def seat(self, value: Any, what: str = "dealer", rule: str | None = None) -> int:
        """A player number given by a caller (``dealer=``...), checked against the table."""
        if isinstance(value, bool) or not isinstance(value, int) or value not in range(
                self.n_players):
            raise RulesError(f"{what} must be a player number from 0 to {self.n_players - 1}, "
                             f"not {value!r}.", rule=rule)
        return value

    def copy(self) -> Game:
        """An independent copy (for look-ahead). It works out its own legal actions when
        first asked: state set by hand on the copy (``scores``, as a lesson or a test does)
        is read, never its original's cached answer."""
        return copy.deepcopy(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        """A deep copy; the variant's description and the events (immutable) are shared
        with the original, the lists of events and applied actions copied shallowly, and the
        cached legal actions left behind (the copy may be changed by hand before it asks)."""
        twin = self.__class__.__new__(self.__class__)
        memo[id(self)] = twin
        for name, value in self.__dict__.items():
            if name in _REBUILT:
                continue
            if name == "_legal_cache":
                twin._legal_cache = None
            elif name in _SHARED:
                setattr(twin, name, value)
            elif name in ("events", "actions"):
                setattr(twin, name, list(value))
            elif name == "rng":  # its state, not a deep copy of its 625 numbers
                rng = random.Random()
                rng.setstate(value.getstate())
                setattr(twin, name, rng)
            else:
                setattr(twin, name, copy.deepcopy(value, memo))
        return twin

    def cards_accounted(self) -> bool:
        """True when the zones hold exactly the pack, card for card."""
        found = sorted(c.code for cards in self.zones().values() for c in cards)
        return found == sorted(c.code for c in self.pack())

    def describe(self) -> str:
        """A short multi-line text of the state, for golden playthroughs."""
        lines = [f"{self.variant_id} players={self.n_players} to_act={self.to_act}"
                 f" scores={self.scores}"]
        for name, cards in self.zones().items():
            lines.append(f"  {name}: {cards_str(cards)}")
        return "\n".join(lines)


#: Attributes a copy shares with its original (immutable, or read-only by contract).
_SHARED = frozenset({"info", "scoring", "_setup", "finished_hand"})
#: Attributes a copy rebuilds for itself (and ``_legal_cache``, which starts empty).
_REBUILT = frozenset({"_history"})


def _shape(action: Action) -> tuple:
    """An action's kind, word and cards as a multiset: what ``normalize`` matches on."""
    return (action.kind, action.arg, tuple(sorted(c.code for c in action.cards)))
