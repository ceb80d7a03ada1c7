"""Building blocks shared by the trick variants: who beats whom, and legal plays as layers.

Legal plays are computed as layered filters that return early (lead
obligations, then follow suit, then trump, then heading the trick); each
layer names its rule, so every card gets a :class:`Verdict` with a reason.

>>> from .cards import parse_cards, Suit
>>> trick_winner_std(parse_cards("9C TC 9H"), Suit.HEARTS)
2
>>> [str(v.card) for v in layered_verdicts(parse_cards("AC 9S KH"), parse_cards("QS"),
...     Suit.HEARTS, follow_rule="X-1", trump_rule="X-2") if v.legal]
['9S']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache, partial

from ..i18n.messages import text
from .cards import Card, Suit
from .errors import RulesError
from .events import Capital, Cards, Sentence, SuitWord, joined, say
from .game import Verdict

Strength = Callable[[Card], int]


def plain_strength(card: Card) -> int:
    return card.rank


def beats(card: Card, best: Card, trump: Suit | None, *, trump_wins: bool = True,
          strength: Strength = plain_strength) -> bool:
    """Whether ``card`` played after ``best`` takes the lead of the trick from it.

    A trump beats any non-trump (when ``trump_wins``); otherwise only a higher
    card of the same suit beats. Equal strength never beats: the card played
    first ranks higher.
    """
    if trump_wins and trump is not None and card.suit == trump and best.suit != trump:
        return True
    return card.suit == best.suit and strength(card) > strength(best)


def trick_winner_std(played: Sequence[Card], trump: Suit | None, *, trump_wins: bool = True,
                     strength: Strength = plain_strength) -> int:
    """Index, in play order, of the card that wins the trick."""
    if not played:
        raise RulesError("An empty trick has no winner.")
    best = 0
    for i in range(1, len(played)):
        if beats(played[i], played[best], trump, trump_wins=trump_wins, strength=strength):
            best = i
    return best


#: The jokers, led as a suit (a joker led has none of its own).
JOKERS = SuitWord("jokers")


def _suit(suit: Suit | None) -> Suit | SuitWord:
    """A suit as a sentence's value (a joker led has none: :data:`JOKERS`)."""
    return JOKERS if suit is None else suit


#: Why a card may or may not be played to a trick (a reason has no full stop: a verdict
#: ends it, ALLOWED or REFUSED).
FOLLOW = text("verdict.follow", "{led} were led and you hold {cs}: follow suit")
MUST_TRUMP = text("verdict.must-trump", "You have no {led}, so you must play a trump ({trump})")
VOID_NO_TRUMP = text("verdict.void-no-trump",
                     "You have no {led} and no trump: any card may be played")
VOID = text("verdict.void", "You have no {led}: any card may be played")
ANY_CARD = text("verdict.any-card", "Any card may be played in answer")
MUST_HEAD = text("verdict.must-head", "{said}, and you must head the trick: beat {best}")
ALLOWED = text("verdict.allowed", "{said}.")
REFUSED = text("verdict.refused", "{said}; {c} does not qualify.")


def layered_verdicts(
    hand: Sequence[Card],
    played: Sequence[Card],
    trump: Suit | None,
    *,
    follow_rule: str | None,
    trump_rule: str | None = None,
    beat_rule: str | None = None,
    lead_rule: str = "",
    lead_required: tuple[Sequence[Card], str, str] | None = None,
    trump_wins: bool = True,
    strength: Strength = plain_strength,
) -> list[Verdict]:
    """A verdict for every card of ``hand`` given the cards already in the trick.

    - ``lead_required``: when leading, ``(cards, rule, reason)``: if the hand
      holds any of these cards, only they may be led (``reason`` a sentence, or a
      function writing it when it is read).
    - ``follow_rule``: the rule that obliges following suit (``None``: no duty).
    - ``trump_rule``: the rule that obliges a trump when void in the suit led.
    - ``beat_rule``: the rule that obliges heading the trick when possible.
    """
    hand = list(hand)
    if not hand:
        return []
    if not played:
        if lead_required is not None:
            must, rule, lead_reason = lead_required
            required = [c for c in hand if c in must]
            if required:
                make = lead_reason if callable(lead_reason) else (lambda: lead_reason)
                return split_verdicts(hand, required, rule, make)
        return [Verdict(c, True, lead_rule, _FREE_LEAD) for c in hand]

    led = played[0].suit
    same = [c for c in hand if c.suit == led]
    trumps = [c for c in hand if trump is not None and c.suit == trump]
    # the reason is written only when somebody reads a verdict (see Verdict)
    if follow_rule and same:
        allowed, rule = same, follow_rule

        def reason() -> Sentence:
            return say(FOLLOW, led=Capital(_suit(led)), cs=Cards(same))
    elif follow_rule and trump_rule and trumps and led != trump:
        allowed, rule = trumps, trump_rule

        def reason() -> Sentence:
            return say(MUST_TRUMP, led=_suit(led), trump=_suit(trump))
    elif follow_rule:
        allowed, rule = hand, trump_rule or follow_rule

        def reason() -> Sentence:
            return say(VOID_NO_TRUMP if trump_rule else VOID, led=_suit(led))
    else:
        allowed, rule = hand, ""

        def reason() -> Sentence:
            return say(ANY_CARD)

    if beat_rule:
        best = played[trick_winner_std(played, trump, trump_wins=trump_wins, strength=strength)]
        heading = [c for c in allowed
                   if beats(c, best, trump, trump_wins=trump_wins, strength=strength)]
        if heading and len(heading) < len(allowed):
            plain = reason
            return split_verdicts(hand, heading, beat_rule,
                          lambda: say(MUST_HEAD, said=plain(), best=best))
    return split_verdicts(hand, allowed, rule, reason)


_FREE_LEAD = say(text("verdict.free-lead", "You have the lead: any card may be led."))


class _Reasons:
    """The sentences of one call's verdicts, written once and only when first read."""

    __slots__ = ("make", "_base")

    def __init__(self, make: Callable[[], str]) -> None:
        self.make, self._base = make, None

    def base(self) -> Sentence:
        """The reason, a sentence of its own (a message, or text ending without a stop)."""
        if self._base is None:
            made = self.make()
            self._base = made if getattr(made, "template", None) is not None \
                and getattr(made.template, "id", None) else joined("", [made]).rstrip(".")
        return self._base

    def allowed(self) -> Sentence:
        return say(ALLOWED, said=self.base())

    def refused(self, card: Card) -> Sentence:
        return say(REFUSED, said=self.base(), c=card)


def split_verdicts(hand: Sequence[Card], allowed: Sequence[Card], rule: str,
                   make_reason: Callable[[], str]) -> list[Verdict]:
    """A verdict for every card of ``hand``: those in ``allowed`` may be played under
    ``rule``, the others not; ``make_reason`` writes the reason when a verdict is read."""
    allowed_set = set(allowed)
    reasons = _Reasons(make_reason)
    ok = cache(reasons.allowed)  # one sentence for every allowed card, written once
    out = []
    for c in hand:
        if c in allowed_set:
            out.append(Verdict(c, True, rule, ok))
        else:
            out.append(Verdict(c, False, rule, partial(reasons.refused, c)))
    return out


@dataclass
class TrickState:
    """The cards and tricks of one hand of a trick game.

    ``trick`` holds ``(player, card)`` pairs in play order; ``taken`` the
    cards each player has won in tricks.
    """

    n_players: int
    hands: list[list[Card]] = field(default_factory=list)
    active: list[bool] = field(default_factory=list)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    tricks_won: list[int] = field(default_factory=list)
    taken: list[list[Card]] = field(default_factory=list)
    leader: int = 0
    tricks_played: int = 0
    #: the trick completed last, as (player, card) pairs, and who won it
    last: list[tuple[int, Card]] = field(default_factory=list)
    last_winner: int | None = None
    #: per player, the cards taken in this hand's buy or exchange (a view marks them)
    bought: list[list[Card]] = field(default_factory=list)

    def __post_init__(self) -> None:
        n = self.n_players
        self.hands = self.hands or [[] for _ in range(n)]
        self.active = self.active or [True] * n
        self.tricks_won = self.tricks_won or [0] * n
        self.taken = self.taken or [[] for _ in range(n)]
        self.bought = self.bought or [[] for _ in range(n)]

    def next_active(self, player: int) -> int:
        """The next player clockwise (to the left) still in the hand."""
        for step in range(1, self.n_players + 1):
            p = (player + step) % self.n_players
            if self.active[p]:
                return p
        raise RulesError("Nobody is left in the hand.")

    @property
    def in_play(self) -> int:
        return sum(self.active)

    @property
    def played_cards(self) -> list[Card]:
        return [c for _, c in self.trick]

    def to_play(self) -> int:
        """The player whose card is due in the current trick."""
        if not self.trick:
            return self.leader
        return self.next_active(self.trick[-1][0])

    def play(self, player: int, card: Card,
             winner_of: Callable[[list[Card]], int]) -> int | None:
        """Play ``card`` from ``player``'s hand; returns the trick winner when it completes."""
        self.hands[player].remove(card)
        self.trick.append((player, card))
        if len(self.trick) < self.in_play:
            return None
        win = self.trick[winner_of(self.played_cards)][0]
        self.tricks_won[win] += 1
        self.taken[win].extend(self.played_cards)
        self.last, self.last_winner = self.trick, win
        self.trick = []
        self.tricks_played += 1
        self.leader = win
        return win


def trick_view(ts: TrickState, trump: Suit | None, trump_card: Card | None,
               hands: list[list[Card]] | None = None) -> dict:
    """The trick part of a game's view (see :class:`~.view.GameView`)."""
    return {
        "hands": ts.hands if hands is None else hands,
        "in_hand": tuple(ts.active),
        "trick": tuple(ts.trick),
        "last_trick": tuple(ts.last),
        "last_winner": ts.last_winner,
        "tricks_won": tuple(ts.tricks_won),
        "trump": trump,
        "trump_card": trump_card,
        "bought": tuple(tuple(b) for b in ts.bought),
    }
