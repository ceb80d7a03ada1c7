"""The computer player of the Lithuanian shedding game (``lt-shedding``, RULES.md
section 2).

Of the cards that match the top card (LTS-3) it plays the one that leaves it the most
cards playable on it next: a card of its longest suit, and it keeps its cards of the
same rank for switching suits later. Drawing (LTS-4) and passing (LTS-5) are forced.
"""

from __future__ import annotations

from ...i18n.messages import text
from ..bots.base import Chooser, Decision
from ..events import say
from ..game import Action, Game

DRAW = text("shedding.bot.draw", "No card matches the top card's rank or suit, so you must "
            "draw until you find one")
PASS = text("shedding.bot.pass", "You can neither play nor draw, so you pass")
START = text("shedding.bot.start", "Play {c} (any card may start the pile): that leaves "
             "{left} of your cards playable on it next")
MATCH = text("shedding.bot.match", "Play {c} (it matches {top}): that leaves {left} of your "
             "cards playable on it next")


def decide(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    p = game.to_act
    kinds = {a.kind for a in legal}
    if kinds == {"draw"}:
        return Decision(legal[0], say(DRAW), "LTS-4")
    if kinds == {"pass"}:
        return Decision(legal[0], say(PASS), "LTS-5")
    hand = game.hands[p]

    def followers(a: Action) -> tuple[int, int, int]:
        c = a.card
        rest = list(hand)
        rest.remove(c)
        playable = sum(1 for x in rest if x.suit == c.suit or x.rank == c.rank)
        same_suit = sum(1 for x in rest if x.suit == c.suit)
        return (-playable, -same_suit, -c.rank)

    best = chooser.best(legal, followers)
    c = best.card
    left = -followers(best)[0]
    top = game.top
    if top is None:
        return Decision(best, say(START, c=c, left=left), "LTS-2")
    return Decision(best, say(MATCH, c=c, top=top, left=left), "LTS-3")
