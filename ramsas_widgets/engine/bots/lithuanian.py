"""The computer player of Lithuanian Ramsas (``lt-ramsas``, RULES.md section 1).

- Redeal on a turned nine (LT-DEAL-3) when the hand is weak.
- Buy (LT-BUY-1) when the best card of the hand plus four unknown cards promise more
  tricks than the hand itself; keep the strongest card (LT-BUY-2).
- Play when the hand should take a trick, or when a trickless hand costs nothing
  (a total of 0 or less, LT-SCORE-2); otherwise drop out (LT-DROP-1).
- Always show a same-colour jack pair (LT-JACK-1): it costs nothing and may earn 5.
- Tricks: the shared heuristics of :mod:`.tricks`.

:func:`buy_keep_show` is shared with ``ru-modern``, which has the same buy.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card, Suit
from ..game import Action, Game
from ..lithuanian import TRICK_RULES
from .base import Chooser, Decision, find
from .tricks import card_value, estimate_tricks, play_decision, strength_order

#: Play (rather than drop or pass) a hand that should take at least this many tricks.
PLAY_AT = 0.9
#: Buy when the bought hand promises this many tricks more than the hand held.
BUY_MARGIN = 0.25


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
            return Decision(find(legal, "buy"),
                            f"Your hand promises about {est:.1f} tricks; keeping {keep} and "
                            f"buying four cards promises about {bought:.1f}: buy",
                            buy_rule)
        return Decision(find(legal, "decline"),
                        f"Your hand promises about {est:.1f} tricks and a buy about "
                        f"{bought:.1f}, not enough more to give up your cards: decline", buy_rule)
    if kinds == {"keep"}:
        choices = [a.card for a in legal]
        keep = strength_order(choices, trump, n)[-1]
        return Decision(next(a for a in legal if a.card == keep),
                        f"Keep {keep}, your strongest card, and lay the other four away",
                        keep_rule)
    if "show" in kinds:
        act = find(legal, "show")
        return Decision(act, f"Show {' '.join(map(str, act.cards))}: two jacks of one "
                        "colour earn 5 more points if you take a trick", show_rule)
    if kinds == {"no-show"}:
        return Decision(legal[0], "You have no jack pair to show", show_rule)
    return None


def decide(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    p = game.to_act
    phase = game.phase.value
    hand = list(game.ts.hands[p])
    n = game.n_players
    if phase == "redeal":
        est = estimate_tricks(hand, game.trump, n)
        if est < PLAY_AT:
            return Decision(find(legal, "redeal"), f"The turned card is a nine and your hand "
                            f"promises only {est:.1f} tricks: have the cards dealt again",
                            "LT-DEAL-3")
        return Decision(find(legal, "keep-deal"), f"The turned card is a nine, but your hand "
                        f"promises {est:.1f} tricks: keep the deal", "LT-DEAL-3")
    if phase == "declare":
        if len(legal) == 1:
            return Decision(legal[0], "You are one point short of winning and may not drop out",
                            "LT-DROP-2")
        est = estimate_tricks(hand, game.trump, n)
        if game.scores[p] <= 0:
            return Decision(find(legal, "declare", "play"),
                            f"Your total is {game.scores[p]}, not positive: taking no trick "
                            "would cost nothing, so play", "LT-SCORE-2")
        if est >= PLAY_AT:
            return Decision(find(legal, "declare", "play"),
                            f"Your hand promises about {est:.1f} tricks: play", "LT-DROP-1")
        return Decision(find(legal, "declare", "drop"),
                        f"Your hand promises only {est:.1f} tricks and a trickless hand would "
                        "cost 5 points (LT-SCORE-2): drop out", "LT-DROP-1")
    if phase == "play":
        rules = TRICK_RULES["lt-ramsas"]
        trump = game.trump
        return play_decision(game, legal, game.verdicts(p),
                             lambda cards: rules.winner(cards, trump), chooser,
                             win_rule="LT-PLAY-2")
    d = buy_keep_show(game, hand, legal, "LT-BUY-1", "LT-BUY-2", "LT-JACK-1")
    if d is not None:
        return d
    return Decision(legal[0], "This is the only possible step")
