"""The computer player of the Lithuanian shedding game (``lt-shedding``, RULES.md
section 2).

Of the cards that match the top card (LTS-3) it plays the one that leaves it the most
cards playable on it next: a card of its longest suit, and it keeps its cards of the
same rank for switching suits later. Drawing (LTS-4) and passing (LTS-5) are forced.
"""

from __future__ import annotations

from ..bots.base import Chooser, Decision
from ..events import say
from ..game import Action, Game


def decide(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    p = game.to_act
    kinds = {a.kind for a in legal}
    if kinds == {"draw"}:
        return Decision(legal[0], "No card matches the top card's rank or suit, so you must "
                        "draw until you find one", "LTS-4")
    if kinds == {"pass"}:
        return Decision(legal[0], "You can neither play nor draw, so you pass", "LTS-5")
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
    rule = "LTS-2" if top is None else "LTS-3"
    match = say("any card may start the pile") if top is None else say("it matches {top}",
                                                                        top=top)
    return Decision(best, say("Play {c} (", c=c) + match + f"): that leaves {left} of your "
                    "cards playable on it next", rule)
