"""Trick-play heuristics shared by every trick variant.

The player sees only his own hand, the cards played to the current trick, the cards
of the tricks already taken this hand (they were played face up), the trump and the
scores. From that:

- Leading: a sure winner (the highest card still unseen in its suit), trumps first
  when he holds two or more so that the others' trumps come out; otherwise his
  lowest card, keeping the strong ones.
- Following: the cheapest card that wins the trick so far; when no card wins, the
  cheapest card (a low side card before a trump).
- "Lose" mode (a player who must take no more tricks, RUZ-12): lead low and answer
  with the highest card that does not win.

:func:`estimate_tricks` gives the rough number of tricks a hand should take, which
the buy, drop, knock and offer decisions of each family compare with a threshold.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ...i18n.messages import text
from ..cards import Card, Suit
from ..errors import expect_type
from ..events import Cards, say
from ..game import Action, Game, Verdict
from .base import Decision, Figure, find, unstopped

#: Why the computer plays a card: a sentence of its own, and the same after the rule that
#: left the choice (``OF_ALLOWED``: "... follow suit. Of the cards allowed, lead ...").
LOSE_UNDER = (text("bot.card.lose-under", "Play {c}, your highest card that does not beat "
                   "{best}: you must take no more tricks"),
              text("bot.card.then.lose-under", "play {c}, your highest card that does not "
                   "beat {best}: you must take no more tricks"))
LOSE_FORCED = (text("bot.card.lose-forced",
                    "Every card you may play beats {best}, so play the lowest, {c}"),
               text("bot.card.then.lose-forced",
                    "every card you may play beats {best}, so play the lowest, {c}"))
WIN_CHEAPLY = (text("bot.card.win-cheaply",
                    "Win the trick cheaply: {c} is your lowest card that beats {best}"),
               text("bot.card.then.win-cheaply",
                    "win the trick cheaply: {c} is your lowest card that beats {best}"))
WIN_CHEAPLY_LAST = (text("bot.card.win-cheaply-last", "Win the trick cheaply as the last to "
                         "play: {c} is your lowest card that beats {best}"),
                    text("bot.card.then.win-cheaply-last", "win the trick cheaply as the last "
                         "to play: {c} is your lowest card that beats {best}"))
THROW_LOWEST = (text("bot.card.throw-lowest",
                     "No card you may play beats {best}, so throw your lowest card, {c}"),
                text("bot.card.then.throw-lowest",
                     "no card you may play beats {best}, so throw your lowest card, {c}"))
LEAD_LOSE = (text("bot.card.lead-lose",
                  "Lead your lowest card, {c}: you must take no more tricks"),
             text("bot.card.then.lead-lose",
                  "lead your lowest card, {c}: you must take no more tricks"))
LEAD_TOP_TRUMP = (text("bot.card.lead-top-trump", "Lead {c}, the highest trump still out, to "
                       "win the trick and draw the others' trumps"),
                  text("bot.card.then.lead-top-trump", "lead {c}, the highest trump still "
                       "out, to win the trick and draw the others' trumps"))
LEAD_TOP_SIDE = (text("bot.card.lead-top-side", "Lead {c}, the highest card of its suit still "
                      "out, a likely winner"),
                 text("bot.card.then.lead-top-side", "lead {c}, the highest card of its suit "
                      "still out, a likely winner"))
LEAD_SURE_TRUMP = (text("bot.card.lead-sure-trump",
                        "Lead {c}, the highest trump still out: a sure trick"),
                   text("bot.card.then.lead-sure-trump",
                        "lead {c}, the highest trump still out: a sure trick"))
LEAD_LOWEST = (text("bot.card.lead-lowest", "You have no sure winner to lead, so lead your "
                    "lowest card, {c}, and keep the strong ones"),
               text("bot.card.then.lead-lowest", "you have no sure winner to lead, so lead "
                    "your lowest card, {c}, and keep the strong ones"))
ONLY_CARD = text("bot.card.only", "{card} is the only card the rules allow: {why}")
OF_ALLOWED = text("bot.card.of-allowed", "{forced}. Of the cards allowed, {why}")

#: The decisions Lithuanian Ramsas and the modern Russian game share (and the first of the
#: declarations every trick game makes).
BUY = text("bot.buy.buy", "Your hand promises about {est} tricks; keeping {keep} and "
           "buying four cards promises about {bought}: buy")
DECLINE = text("bot.buy.decline", "Your hand promises about {est} tricks and a buy about "
               "{bought}, not enough more to give up your cards: decline")
KEEP = text("bot.buy.keep", "Keep {keep}, your strongest card, and lay the other four away")
SHOW = text("bot.jacks.show", "Show {cs}: two jacks of one colour earn 5 more points if you "
            "take a trick")
NO_PAIR = text("bot.jacks.no-pair", "You have no jack pair to show")
PLAY = text("bot.declare.play", "Your hand promises about {est} tricks: play")
ONLY_STEP = text("bot.only-step", "This is the only possible step")

_TRUMP_P = (0.95, 0.8, 0.6, 0.45, 0.35)
_TRUMP_FLOOR = 0.25
_SIDE_P = (0.8, 0.4, 0.15)
_SIDE_FLOOR = 0.05


def higher_missing(card: Card, hand: Iterable[Card], top: int = 14) -> int:
    """How many ranks above ``card`` in its suit are not in ``hand``."""
    mine = {c.rank for c in hand if c.suit == card.suit}
    return sum(1 for r in range(card.rank + 1, top + 1) if r not in mine)


def card_value(card: Card, hand: Sequence[Card], trump: Suit | None, opponents: int,
               trump_wins: bool = True) -> float:
    """The rough chance that ``card`` takes a trick, given the rest of ``hand``."""
    gap = higher_missing(card, hand)
    if trump_wins and trump is not None and card.suit == trump:
        return _TRUMP_P[gap] if gap < len(_TRUMP_P) else _TRUMP_FLOOR
    p = _SIDE_P[gap] if gap < len(_SIDE_P) else _SIDE_FLOOR
    return p * (0.85 ** max(0, opponents - 1))


def _expect_hand(hand: object, players: object) -> None:
    if isinstance(hand, str | bytes) or not isinstance(hand, Iterable) \
            or not all(isinstance(c, Card) for c in hand):
        raise TypeError("hand must be a list of cards (parse_cards('AS KH')), not "
                        f"{type(hand).__name__}.")
    expect_type(players, int, "players", "a whole number")
    if not 1 <= players <= 12:
        raise ValueError(f"players must be 1 to 12, not {players}.")


def estimate_tricks(hand: Sequence[Card], trump: Suit | None, players: int,
                    trump_wins: bool = True) -> float:
    """The rough number of tricks ``hand`` should take against ``players - 1`` others.

    >>> from ramsas_widgets.engine.cards import parse_cards
    >>> strong = estimate_tricks(parse_cards("AH KH AS 9C TD"), Suit.HEARTS, 4)
    >>> weak = estimate_tricks(parse_cards("9H TC JC 9S TD"), Suit.HEARTS, 4)
    >>> 2 < strong < 3, weak < 0.5
    (True, True)
    """
    _expect_hand(hand, players)
    opp = max(1, players - 1)
    return min(5.0, sum(card_value(c, hand, trump, opp, trump_wins) for c in hand))


def strength_order(hand: Sequence[Card], trump: Suit | None, players: int,
                   trump_wins: bool = True) -> list[Card]:
    """``hand`` from its weakest card to its strongest (ties: lower rank first)."""
    opp = max(1, players - 1)
    return sorted(hand, key=lambda c: (card_value(c, hand, trump, opp, trump_wins),
                                       c.suit == trump, c.rank, c.code))


@dataclass
class TrickView:
    """What the player to act knows about the trick in progress."""

    hand: list[Card]
    legal: list[Card]
    trick: list[Card]
    trump: Suit | None
    winner: Callable[[list[Card]], int]
    after: int
    seen: list[Card]
    verdicts: list[Verdict] = field(default_factory=list)
    trump_wins: bool = True
    win_rule: str = ""
    lose: bool = False
    lose_rule: str = ""

    def is_trump(self, c: Card) -> bool:
        return self.trump is not None and c.suit == self.trump

    def cost(self, c: Card) -> int:
        """What playing ``c`` gives up: its rank, trumps dearer than any side card."""
        return c.rank + (20 if self.trump_wins and self.is_trump(c) else 0)

    def is_top(self, c: Card) -> bool:
        """No card still unseen (outside this hand, the trick and the tricks taken) ranks
        above ``c`` in its suit."""
        known = {x.code for x in self.hand} | {x.code for x in self.seen} | \
            {x.code for x in self.trick}
        return all(Card(r, c.suit).code in known for r in range(c.rank + 1, 15))


def _forced(view: TrickView, card: Card) -> tuple[str, str]:
    """The rule and reason restricting the choice, when the rules left fewer cards."""
    if len(view.legal) == len(view.hand):
        return "", ""
    for v in view.verdicts:
        if v.card == card and v.legal:
            return v.rule, unstopped(v.reason)
    return "", ""


def choose_card(view: TrickView, pick: Callable[..., Card]) -> tuple[Card, str, str]:
    """The card to play, a sentence saying why, and the rule that drove it.

    ``pick(items, key)`` returns the item with the smallest key (ties broken by the
    caller's seeded chooser).
    """
    legal = view.legal
    card, (alone, then), values, rule = _choose(view, pick)
    forced_rule, forced_why = _forced(view, card)
    if len(legal) == 1 and forced_rule:
        return card, say(ONLY_CARD, card=card, why=forced_why), forced_rule
    if forced_rule:
        return card, say(OF_ALLOWED, forced=forced_why, why=say(then, **values)), forced_rule
    return card, say(alone, **values), rule


#: A card, the reason's two messages (alone, then) with the reason's values, and its rule.
_Choice = tuple[Card, tuple[str, str], dict, str]


def _choose(view: TrickView, pick: Callable[..., Card]) -> _Choice:
    legal = view.legal
    if not view.trick:
        return _lead(view, pick)
    best = view.trick[view.winner(view.trick)]
    n = len(view.trick)
    winners = [c for c in legal if view.winner([*view.trick, c]) == n]
    losers = [c for c in legal if c not in winners]
    if view.lose:
        if losers:
            c = pick(losers, lambda x: -view.cost(x))
            return c, LOSE_UNDER, {"c": c, "best": best}, view.lose_rule
        c = pick(winners, view.cost)
        return c, LOSE_FORCED, {"c": c, "best": best}, view.win_rule
    if winners:
        c = pick(winners, view.cost)
        cheaply = WIN_CHEAPLY_LAST if view.after == 0 else WIN_CHEAPLY
        return c, cheaply, {"c": c, "best": best}, view.win_rule
    c = pick(legal, view.cost)
    return c, THROW_LOWEST, {"c": c, "best": best}, view.win_rule


def _lead(view: TrickView, pick: Callable[..., Card]) -> _Choice:
    legal = view.legal
    if view.lose:
        c = pick(legal, view.cost)
        return c, LEAD_LOSE, {"c": c}, view.lose_rule
    trumps_held = [c for c in view.hand if view.is_trump(c)]
    sure = [c for c in legal if view.is_top(c)]
    sure_trumps = [c for c in sure if view.is_trump(c)] if view.trump_wins else []
    if sure_trumps and (len(trumps_held) >= 2 or len(sure_trumps) == len(legal)):
        c = pick(sure_trumps, lambda x: -x.rank)
        return c, LEAD_TOP_TRUMP, {"c": c}, view.win_rule
    side = [c for c in sure if not (view.trump_wins and view.is_trump(c))]
    if side:
        c = pick(side, lambda x: (-x.rank, x.code))
        return c, LEAD_TOP_SIDE, {"c": c}, view.win_rule
    if sure_trumps:
        c = sure_trumps[0]
        return c, LEAD_SURE_TRUMP, {"c": c}, view.win_rule
    c = pick(legal, view.cost)
    return c, LEAD_LOWEST, {"c": c}, ""


def play_decision(game, legal: Sequence, verdicts: Sequence[Verdict],
                  winner: Callable[[list[Card]], int], chooser, *, win_rule: str,
                  trump_wins: bool = True, lose: bool = False, lose_rule: str = ""):
    """The :class:`~.base.Decision` for a ``play`` turn of a game built on ``TrickState``
    (``game.ts``): the view holds only what the player to act can see."""
    from .base import Decision

    p = game.to_act
    ts = game.ts
    seen = [c for taken in ts.taken for c in taken]
    view = TrickView(
        hand=list(ts.hands[p]), legal=[a.card for a in legal if a.kind == "play"],
        trick=ts.played_cards, trump=game.trump, winner=winner,
        after=ts.in_play - len(ts.trick) - 1, seen=seen, verdicts=list(verdicts),
        trump_wins=trump_wins, win_rule=win_rule, lose=lose, lose_rule=lose_rule)
    card, why, rule = choose_card(view, chooser.best)
    action = next(a for a in legal if a.kind == "play" and a.card == card)
    return Decision(action, why, rule)


#: Play (rather than drop or pass) a hand that should take at least this many tricks.
PLAY_AT = 0.9
#: Buy when the bought hand promises this many tricks more than the hand held.
#: Negative: the estimate counts a kept card and four unknown ones at their
#: average, which undervalues the choice of trump and the lead a buyer gets;
#: played out (``benchmarks/decisions.py``), buying at -0.25 agrees with the
#: estimate far more often than at +0.25.
BUY_MARGIN = -0.25


def mean_unknown_value(pack: Sequence[Card], hand: Sequence[Card], trump: Suit | None,
                       players: int) -> float:
    """The average trick chance of a card of ``pack`` the player has not seen."""
    mine = {c.code for c in hand}
    others = [c for c in pack if c.code not in mine]
    opp = max(1, players - 1)
    return sum(card_value(c, [c], trump, opp) for c in others) / max(1, len(others))


def buy_estimate(pack: Sequence[Card], hand: Sequence[Card], trump: Suit | None,
                 players: int, bought: int = 4) -> tuple[float, Card]:
    """Tricks expected after keeping the best card and buying ``bought`` unknown ones."""
    keep = strength_order(hand, trump, players)[-1]
    opp = max(1, players - 1)
    return (card_value(keep, [keep], trump, opp)
            + bought * mean_unknown_value(pack, hand, trump, players)), keep


def buy_keep_show(game: Game, hand: list[Card], legal: list[Action], buy_rule: str,
                  keep_rule: str, show_rule: str) -> Decision | None:
    """The buy / keep / show decisions, the same in ``lt-ramsas`` and ``ru-modern``."""
    n = game.n_players
    trump = game.trump
    kinds = {a.kind for a in legal}
    if kinds == {"buy", "decline"}:
        est = estimate_tricks(hand, trump, n)
        bought, keep = buy_estimate(game.pack(), hand, trump, n)
        if bought > est + BUY_MARGIN:
            return Decision(find(legal, "buy"), say(BUY, est=Figure(est), keep=keep,
                                                    bought=Figure(bought)), buy_rule)
        return Decision(find(legal, "decline"), say(DECLINE, est=Figure(est),
                                                    bought=Figure(bought)), buy_rule)
    if kinds == {"keep"}:
        choices = [a.card for a in legal]
        keep = strength_order(choices, trump, n)[-1]
        return Decision(next(a for a in legal if a.card == keep), say(KEEP, keep=keep),
                        keep_rule)
    if "show" in kinds:
        act = find(legal, "show")
        return Decision(act, say(SHOW, cs=Cards(act.cards)), show_rule)
    if kinds == {"no-show"}:
        return Decision(legal[0], say(NO_PAIR), show_rule)
    return None
