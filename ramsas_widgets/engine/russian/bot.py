"""The computer player of the Russian family (RULES.md sections 3 to 6).

Each declaration names its own: :func:`decide_classic`, :func:`decide_modern`,
:func:`decide_zone`.

``ru-classic`` / ``ru-negotiation``: play when the hand (with the turned card, if it
would take it) should take a trick, pass otherwise (RU-DECL-2; never with an ace,
RU-DECL-3); lay aside the weakest card of six (RU-DECL-2); announce "on trumps" with two
trumps or more (RUN-1); exchange the side cards below the ace (RU-BUY-1).

``ru-modern``: as Lithuanian Ramsas: keep a five-card suit unless it is weak (RUM-2),
buy with a weak hand and keep the strongest card (RUM-4/5), play when the hand should
take a trick or when no horns can be charged (RUM-6/7), always show a jack pair (RUM-8).

``ru-zone``: take the buy with a hand weaker than an average one, keeping a rams
(RUZ-4, RUZ-10); in the tricks, once one more trick would write off past 15, lose the
rest (RUZ-12).
"""

from __future__ import annotations

from ...i18n.messages import plural, text
from ..bots.base import Chooser, Decision, Figure, find, with_cards
from ..bots.tricks import (
    ONLY_STEP,
    PLAY,
    PLAY_AT,
    buy_keep_show,
    card_value,
    estimate_tricks,
    mean_unknown_value,
    play_decision,
    strength_order,
)
from ..cards import ACE, Card
from ..events import Cards, say
from ..game import Action, Game

#: ru-classic: a side card with a trick chance below this goes in the exchange.
EXCHANGE_BELOW = 0.3

ACE_MAY_NOT_PASS = text("russian.bot.ace-may-not-pass",
                        "You hold {cs}, and a player with an ace may not pass")
PLAY_TURNED = text("russian.bot.play-turned",
                   "Your hand with the turned card promises about {est} tricks: play")
PASS_REMIZ = text("russian.bot.pass-remiz", "Your hand promises only {est} tricks and a "
                  "trickless hand costs a remiz of 5 (RU-REMIZ-1): pass")
LAY_ASIDE = text("russian.bot.lay-aside",
                 "With the turned card you hold six: lay aside your weakest, {c}")
ON_TRUMPS = text("russian.bot.on-trumps", "Announce on trumps: you hold {n} trumps")
ON_SUITS = plural("russian.bot.on-suits", "n",
                  "Announce on suits: you hold {n} trump, so your tricks must come from "
                  "the side suits",
                  "Announce on suits: you hold {n} trumps, so your tricks must come from "
                  "the side suits")
KEEP_HAND = text("russian.bot.keep-hand",
                 "Your cards are all trumps, aces or strong: keep your hand")
EXCHANGE = text("russian.bot.exchange",
                "Exchange your weak side cards {cs} and keep your trumps and aces")
KEEP_FIVE = text("russian.bot.keep-five",
                 "You hold five {suit}, a hand worth about {est} tricks: keep the deal")
REDEAL_FIVE = text("russian.bot.redeal-five",
                   "You hold five {suit}, worth only {est} tricks: claim a redeal")
TREASURY = text("russian.bot.treasury", "You have {score} points, {treasury} or more (the "
                "treasury), and may not pass")
NO_HORNS = text("russian.bot.no-horns", "With {score} points, below {floor}, no horns can "
                "be taken from you, so play")
PASS_LOSES = text("russian.bot.pass-loses", "Your hand promises only {est} tricks and a "
                  "trickless hand loses 5 (RUM-7): pass")
KEEP_RAMS = text("russian.bot.keep-rams", "You hold five {suit}, a rams worth 5 written off "
                 "at once (RUZ-10): keep your cards")
TAKE_BUY = text("russian.bot.take-buy", "Your hand promises about {est} tricks, less than "
                "five unknown cards ({avg}): take the buy")
KEEP_CARDS = text("russian.bot.keep-cards", "Your hand promises about {est} tricks, no fewer "
                  "than five unknown cards ({avg}): keep your cards")


def _play(game: Game, legal: list[Action], chooser: Chooser, rule: str, **kw) -> Decision:
    rules = game.info.trick_rules
    state = game._winner_state()
    trump = game.trump
    return play_decision(game, legal, game.verdicts(), lambda cards: rules.winner(
        cards, trump, **state), chooser, win_rule=rule, **kw)


def _players_in(game: Game) -> int:
    return max(2, game.ts.in_play)


# -- ru-classic, ru-negotiation ----------------------------------------------------------

def decide_classic(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    """The classic game's computer player (also ``ru-negotiation``'s)."""
    p = game.to_act
    hand = list(game.ts.hands[p])
    trump = game.trump
    n = game.n_players
    phase = game.phase
    if phase == "declare":
        if len(legal) == 1:
            aces = Cards(c for c in hand if c.rank == ACE)
            return Decision(legal[0], say(ACE_MAY_NOT_PASS, cs=aces), "RU-DECL-3")
        gets = list(hand)
        turned = game.piles.get("turned", [])
        if p == game.turned_holder and turned:
            gets = strength_order(gets + turned, trump, n)[1:]
        est = estimate_tricks(gets, trump, n)
        if est >= PLAY_AT * 0.8:
            turned = len(gets) != len(hand) or gets != hand
            return Decision(find(legal, "declare", "play"),
                            say(PLAY_TURNED if turned else PLAY, est=Figure(est)), "RU-DECL-2")
        return Decision(find(legal, "declare", "pass"), say(PASS_REMIZ, est=Figure(est)),
                        "RU-DECL-2")
    if phase == "aside":
        weakest = strength_order(hand, trump, n)[0]
        act = with_cards(legal, "exchange", [weakest])
        return Decision(act, say(LAY_ASIDE, c=weakest), "RU-DECL-2")
    if phase == "announce":
        trumps = [c for c in hand if c.suit == trump]
        n = len(trumps)
        if n >= 2:
            return Decision(find(legal, "announce", "trumps"), say(ON_TRUMPS, n=n), "RUN-1")
        return Decision(find(legal, "announce", "suits"),
                        say(ON_SUITS, n=n), "RUN-1")
    if phase == "exchange":
        most = max(len(a.cards) for a in legal)
        opp = max(1, _players_in(game) - 1)
        weak = [c for c in strength_order(hand, trump, n)
                if c.suit != trump and c.rank != ACE
                and card_value(c, hand, trump, opp) < EXCHANGE_BELOW][:most]
        act = with_cards(legal, "exchange", weak) or find(legal, "exchange")
        if not weak:
            return Decision(act, say(KEEP_HAND), "RU-BUY-1")
        return Decision(act, say(EXCHANGE, cs=Cards(weak)), "RU-BUY-1")
    return _play(game, legal, chooser, "RU-PLAY-2")


# -- ru-modern -------------------------------------------------------------------------

def decide_modern(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    """The modern game's computer player."""
    from ..russian.score import MODERN_TREASURY

    p = game.to_act
    hand = list(game.ts.hands[p])
    trump = game.trump
    n = game.n_players
    phase = game.phase
    if phase == "redeal":
        suit = hand[0].suit
        est = estimate_tricks(hand, trump, n)
        if suit == trump or est >= 1.5:
            return Decision(find(legal, "keep-deal"), say(KEEP_FIVE, suit=suit, est=Figure(est)),
                            "RUM-2")
        return Decision(find(legal, "redeal"), say(REDEAL_FIVE, suit=suit, est=Figure(est)),
                        "RUM-2")
    if phase == "declare":
        if len(legal) == 1:
            return Decision(legal[0], say(TREASURY, score=game.scores[p],
                                          treasury=MODERN_TREASURY), "RUM-6")
        est = estimate_tricks(hand, trump, n)
        floor = 5 if game.options["horns_from"] == "five" else 0
        if game.scores[p] < floor:
            return Decision(find(legal, "declare", "play"),
                            say(NO_HORNS, score=game.scores[p], floor=floor), "RUM-7")
        if est >= PLAY_AT:
            return Decision(find(legal, "declare", "play"), say(PLAY, est=Figure(est)), "RUM-6")
        return Decision(find(legal, "declare", "pass"), say(PASS_LOSES, est=Figure(est)),
                        "RUM-6")
    if phase == "play":
        return _play(game, legal, chooser, "RU-PLAY-2")
    d = buy_keep_show(game, hand, legal, "RUM-4", "RUM-5", "RUM-8")
    return d if d is not None else Decision(legal[0], say(ONLY_STEP))


# -- ru-zone ---------------------------------------------------------------------------

def _zone_lose(game: Game, p: int) -> bool:
    """Whether one more trick would write P``p`` off past 15 this hand (RUZ-12)."""
    trump = game.trump
    penalties = sum((10 if s == trump.value else 5) for q, s in enumerate(game.rams)
                    if s is not None and q != p)
    mine = game.rams[p]
    writeoffs = game.ts.tricks_won[p] + 5 * len(game.jack_pairs[p])
    if mine is not None:
        writeoffs += 10 if mine == trump.value else 5
    return game.scores[p] + penalties - writeoffs - 1 < 0


def decide_zone(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    """The zone game's computer player."""
    p = game.to_act
    hand: list[Card] = list(game.ts.hands[p])
    trump = game.trump
    trump_beats = bool(game.options["trump_beats"])
    if game.phase == "buy":
        if len({c.suit for c in hand}) == 1:
            return Decision(find(legal, "decline"), say(KEEP_RAMS, suit=hand[0].suit), "RUZ-4")
        est = estimate_tricks(hand, trump, 2, trump_wins=trump_beats)
        avg = 5 * mean_unknown_value(game.pack(), hand, trump if trump_beats else None, 2)
        if est < avg:
            return Decision(find(legal, "buy"),
                            say(TAKE_BUY, est=Figure(est), avg=Figure(avg)), "RUZ-4")
        return Decision(find(legal, "decline"), say(KEEP_CARDS, est=Figure(est), avg=Figure(avg)),
                        "RUZ-4")
    lose = _zone_lose(game, p)
    return _play(game, legal, chooser, "RUZ-7", trump_wins=trump_beats, lose=lose,
                 lose_rule="RUZ-12")
