"""The computer player of Rami 40 and Rami 51 (``hu-rami-40``, ``hu-rami-51``,
RULES.md section 8).

It sees its own hand, the top of the discard pile and the melds on the table.

- Draw (HU-TURN-1): the top of the discard pile when it goes into a meld (with the
  default HU-TURN-5 the engine offers it only then; without that option, when it adds
  melded points), otherwise the stock.
- Meld (HU-TURN-2): the combinations of :func:`~ramsas_widgets.engine.rami.best_melds`,
  largest first, as soon as the engine lets it open (the threshold of 40 or 51) and
  every turn after that.
- Lay off (HU-TURN-3) every card it can once opened, jokers last.
- Takes a joker from the table only when that is the one way to place the card it
  drew from the discard pile, then melds or lays the joker off as HU-JOKER-3 demands.
- Discard (HU-TURN-4): the card with the fewest partners (same rank, or same suit
  within two ranks) that is in no planned combination; of those, the one that would
  cost the most points left in hand (HU-SCORE-1). A joker is discarded last.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n.messages import plural, text
from ..bots.base import Chooser, Decision, find, said
from ..cards import ACE, Card
from ..events import Cards, say
from ..game import Action, Game
from .search import best_meld_points, best_melds

TAKE_MELD = text("rami.bot.take-meld",
                 "Take {c} from the discard pile: you can meld it at once")
TAKE_ADDS = text("rami.bot.take-adds", "Take {c} from the discard pile: it adds to the "
                 "combinations you can lay")
DRAW_STOCK = text("rami.bot.draw-stock", "Nothing on the discard pile helps a combination of "
                  "yours, so draw from the stock")
LAY_OPENS = text("rami.bot.lay-opens", "Lay {cs} ({pts} points): with it your opening reaches "
                 "{so_far} of {threshold}")
LAY_TOWARDS = text("rami.bot.lay-towards", "Lay {cs} ({pts} points) towards your opening, "
                   "{so_far} of {threshold} so far")
LAY_EMPTY = text("rami.bot.lay-empty", "Lay {cs} ({pts} points) to empty your hand")
LAY_OFF = text("rami.bot.lay-off", "Lay off {c} on meld #{meld}: one card fewer to count "
               "against you")
DISCARD_ALONE = text("rami.bot.discard-alone", "Discard {c}: it fits no combination you hold, "
                     "and it would count {pts} points if left in hand")
DISCARD_PARTNERS = plural("rami.bot.discard-partners", "n",
                          "Discard {c}: it has only {n} possible partner in your hand, and it "
                          "would count {pts} points if left in hand",
                          "Discard {c}: it has only {n} possible partners in your hand, and it "
                          "would count {pts} points if left in hand")
SWAP = text("rami.bot.swap", "The only way to place {c} is a joker exchange: put it in place "
            "of the joker of meld #{meld} and take the joker")
JOKER_OWED = text("rami.bot.joker-owed", "You took a joker from the table and must place it "
                  "again this turn: {a}")
ONLY_KIND = text("rami.bot.only-kind", "This is the only kind of step possible: {a}")


def _codes(cards: Sequence[Card]) -> list[int]:
    return sorted(c.code for c in cards)


def _partners(c: Card, hand: Sequence[Card]) -> int:
    """Cards of ``hand`` that could share a combination with ``c``."""
    if c.is_joker:
        return 100
    n = 0
    suits_seen = set()
    ranks = {c.rank, 1} if c.rank == ACE else {c.rank}
    for x in hand:
        if x is c or x.is_joker:
            continue
        if x.rank == c.rank and x.suit != c.suit and x.suit not in suits_seen:
            suits_seen.add(x.suit)
            n += 1
        elif x.suit == c.suit:
            xr = {x.rank, 1} if x.rank == ACE else {x.rank}
            if any(0 < abs(a - b) <= 2 for a in ranks for b in xr):
                n += 1
    return n


def _planned(hand: Sequence[Card]) -> list[list[Card]]:
    return best_melds(hand) if len(hand) >= 3 else []


def decide(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    p = game.to_act
    hand = list(game.hands[p])
    if game.phase == "draw":
        take = find(legal, "draw", "discard")
        top = game.discards[-1] if game.discards else None
        if take is not None and top is not None:
            if game.options["discard_must_meld"]:
                return Decision(take, say(TAKE_MELD, c=top), "HU-TURN-5")
            if best_meld_points(hand + [top]) > best_meld_points(hand):
                return Decision(take, say(TAKE_ADDS, c=top), "HU-TURN-1")
        return Decision(find(legal, "draw", "stock"), say(DRAW_STOCK), "HU-TURN-1")

    melds = [a for a in legal if a.kind == "meld"]
    if melds:
        plan = {tuple(_codes(m)) for m in _planned(hand)}
        planned = [a for a in melds if tuple(_codes(a.cards)) in plan]
        pool = planned or melds
        from ..rami.melds import validate_meld

        best = chooser.best(pool, lambda a: (-(validate_meld(a.cards).points or 0),
                                             -len(a.cards)))
        pts = validate_meld(best.cards).points or 0
        if not game.opened[p]:
            so_far = game.pending_points + pts
            why = say(LAY_OPENS if so_far >= game.threshold else LAY_TOWARDS,
                      cs=Cards(best.cards), pts=pts, so_far=so_far, threshold=game.threshold)
            return Decision(best, why, "HU-TURN-2")
        return Decision(best, say(LAY_EMPTY, cs=Cards(best.cards), pts=pts), "HU-TURN-2")

    layoffs = [a for a in legal if a.kind == "layoff"]
    plain = [a for a in layoffs if not a.card.is_joker]
    if plain or (layoffs and len(hand) <= 4):
        pool = plain or layoffs
        best = chooser.best(pool, lambda a: (-game.scoring.card_points(a.card), a.card.code))
        return Decision(best, say(LAY_OFF, c=best.card, meld=_number(best.arg)), "HU-TURN-3")

    discards = [a for a in legal if a.kind == "discard"]
    if discards:
        plan_cards: list[int] = [c.code for m in _planned(hand) for c in m]

        def keep_score(a: Action) -> tuple[int, int, int, int]:
            c = a.card
            in_plan = 1 if c.code in plan_cards else 0
            return (in_plan, _partners(c, hand), -game.scoring.card_points(c), c.code)

        best = chooser.best(discards, keep_score)
        c = best.card
        partners = _partners(c, hand)
        why = DISCARD_ALONE if partners == 0 else DISCARD_PARTNERS
        values = {"c": c, "pts": game.scoring.card_points(c)}
        if partners:
            values["n"] = partners
        return Decision(best, say(why, **values), "HU-TURN-4")
    other = [a for a in legal if a.kind != "swap"] or legal
    act = other[0]
    if act.kind == "swap":
        return Decision(act, say(SWAP, c=act.card, meld=_number(act.arg)), "HU-JOKER-3")
    if game.joker_owed:
        return Decision(act, say(JOKER_OWED, a=said(act)), "HU-JOKER-3")
    rule = "HU-TURN-3" if act.kind == "layoff" else "HU-TURN-2"
    return Decision(act, say(ONLY_KIND, a=said(act)), rule)


def _number(arg: str) -> int | str:
    """A meld's number (the action's word) as a number, for a language to write."""
    return int(arg) if arg.isdigit() else arg
