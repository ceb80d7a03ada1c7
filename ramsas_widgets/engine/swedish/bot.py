"""The computer player of Swedish Rams, Mattmar (``se-mattmar``, RULES.md section 7).

- Offers (forehand, SE-OFFER-1/2): "better cards" with a weak hand, "turn" when it
  holds no trump, nothing otherwise. Answers (SE-OFFER-3): accept when its own hand is
  weak, reject a change when it is content.
- Knocking (SE-KNOCK-1): knock when the hand should take a trick, or when a flight
  costs little or nothing (at 10 it cannot go higher, SE-SCORE-2); forced knocks are
  SE-KNOCK-3.
- Buying (SE-BUY-1/2): lay away the side cards unlikely to take a trick; the dealer
  lays away at least his weakest card.
- Tricks: the shared heuristics of :mod:`.tricks` within SE-PLAY-2/4 and SE-ACE-1/2.
"""

from __future__ import annotations

from ...i18n.messages import text
from ..bots.base import Chooser, Decision, Figure, find, with_cards
from ..bots.tricks import card_value, estimate_tricks, play_decision, strength_order
from ..events import Cards, say
from ..game import Action, Game
from ..trickcore import trick_winner_std
from .scoring import START_SCORE

#: Offer or accept better cards below this estimate; knock from it on.
WEAK = 0.8
KNOCK_AT = 1.0
#: A side card with a trick chance below this goes in the exchange.
EXCHANGE_BELOW = 0.3

OFFER_BETTER = text("mattmar.bot.offer-better", "Your hand promises only {est} tricks: offer "
                    "better cards for everyone")
OFFER_TURN = text("mattmar.bot.offer-turn", "You hold no trump: offer to turn a new trump card")
OFFER_NONE = text("mattmar.bot.offer-none", "Your hand promises about {est} tricks: be content "
                  "and offer nothing")
ACCEPT = text("mattmar.bot.accept", "Your own hand promises only {est} tricks, so a change can "
              "only help: accept")
REJECT = text("mattmar.bot.reject", "Your hand promises about {est} tricks: reject the change "
              "and keep it")
MUST_KNOCK = text("mattmar.bot.must-knock", "You must knock")
KNOCK_FREE = text("mattmar.bot.knock-free", "At {score} a flight cannot raise your score, so "
                  "knocking costs nothing")
KNOCK = text("mattmar.bot.knock", "Your hand promises about {est} tricks; a flight would cost "
             "{flight}: knock")
PASS = text("mattmar.bot.pass", "Your hand promises only {est} tricks and a flight would cost "
            "{flight} (SE-SCORE-2): pass")
KEEP_HAND = text("mattmar.bot.keep-hand", "Your cards are all trumps or strong side cards: "
                 "keep your hand")
LAY_AWAY = text("mattmar.bot.lay-away", "Lay away {cs}, cards unlikely to take a trick, and "
                "draw new ones")


def decide(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    p = game.to_act
    hand = game.hand_of(p)
    trump = game.trump
    n = game.n_players
    phase = game.phase
    est = estimate_tricks(hand if p != game.dealer else strength_order(hand, trump, n)[1:],
                          trump, n)
    if phase == "offer":
        trumps = [c for c in hand if c.suit == trump]
        better = find(legal, "offer", "better")
        turn = find(legal, "offer", "turn")
        if est < WEAK and better is not None:
            return Decision(better, say(OFFER_BETTER, est=Figure(est)), "SE-OFFER-2")
        if not trumps and turn is not None and est < KNOCK_AT:
            return Decision(turn, say(OFFER_TURN), "SE-OFFER-2")
        return Decision(find(legal, "offer", "none"), say(OFFER_NONE, est=Figure(est)),
                        "SE-OFFER-1")
    if phase == "answer":
        if est < WEAK:
            return Decision(find(legal, "accept"), say(ACCEPT, est=Figure(est)), "SE-OFFER-3")
        return Decision(find(legal, "reject"), say(REJECT, est=Figure(est)), "SE-OFFER-3")
    if phase == "knock":
        if len(legal) == 1:
            why = game._must_knock(p) or say(MUST_KNOCK)
            return Decision(legal[0], why, "SE-KNOCK-3")
        score = game.scores[p]
        flight = min(5, START_SCORE - score)
        if flight <= 0:
            return Decision(find(legal, "declare", "knock"), say(KNOCK_FREE, score=score),
                            "SE-SCORE-2")
        if est >= KNOCK_AT or (est >= WEAK * 0.75 and flight <= 2):
            return Decision(find(legal, "declare", "knock"),
                            say(KNOCK, est=Figure(est), flight=flight), "SE-KNOCK-1")
        return Decision(find(legal, "declare", "pass"),
                        say(PASS, est=Figure(est), flight=flight), "SE-KNOCK-1")
    if phase == "buy":
        sizes = [len(a.cards) for a in legal]
        most, least = max(sizes), min(sizes)
        opp = max(1, game.ts.in_play - 1)
        order = strength_order(hand, trump, n)
        weak = [c for c in order
                if c.suit != trump and card_value(c, hand, trump, opp) < EXCHANGE_BELOW]
        if len(weak) < least:
            weak = order[:least]
        weak = weak[:most]
        act = with_cards(legal, "exchange", weak)
        rule = "SE-BUY-2" if p == game.dealer else "SE-BUY-1"
        if not weak:
            return Decision(act, say(KEEP_HAND), rule)
        return Decision(act, say(LAY_AWAY, cs=Cards(weak)), rule)
    return play_decision(game, legal, game.verdicts(p),
                         lambda cards: trick_winner_std(cards, trump), chooser,
                         win_rule="SE-PLAY-3")
