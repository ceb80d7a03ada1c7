"""The computer player of Lithuanian Ramsas (``lt-ramsas``, RULES.md section 1).

- Redeal on a turned nine (LT-DEAL-3) when the hand is weak.
- Buy (LT-BUY-1) when the best card of the hand plus four unknown cards promise more
  tricks than the hand itself; keep the strongest card (LT-BUY-2).
- Play when the hand should take a trick, or when a trickless hand costs nothing
  (a total of 0 or less, LT-SCORE-2); otherwise drop out (LT-DROP-1).
- Always show a same-colour jack pair (LT-JACK-1): it costs nothing and may earn 5.
- Tricks: the shared heuristics of :mod:`.tricks`.

:func:`~ramsas_widgets.engine.bots.tricks.buy_keep_show` is shared with ``ru-modern``,
which has the same buy.
"""

from __future__ import annotations

from ...i18n.messages import text
from ..bots.base import Chooser, Decision, Figure, find
from ..bots.tricks import (
    ONLY_STEP,
    PLAY,
    PLAY_AT,
    buy_keep_show,
    estimate_tricks,
    play_decision,
)
from ..events import say
from ..game import Action, Game

REDEAL = text("ramsas.bot.redeal", "The turned card is a nine and your hand promises only "
              "{est} tricks: have the cards dealt again")
KEEP_DEAL = text("ramsas.bot.keep-deal", "The turned card is a nine, but your hand promises "
                 "{est} tricks: keep the deal")
ONE_SHORT = text("ramsas.bot.one-short",
                 "You are one point short of winning and may not drop out")
NOT_POSITIVE = text("ramsas.bot.not-positive", "Your total is {total}, not positive: taking "
                    "no trick would cost nothing, so play")
DROP = text("ramsas.bot.drop", "Your hand promises only {est} tricks and a trickless hand "
            "would cost 5 points (LT-SCORE-2): drop out")


def decide(game: Game, legal: list[Action], chooser: Chooser) -> Decision:
    p = game.to_act
    phase = game.phase
    hand = list(game.ts.hands[p])
    n = game.n_players
    if phase == "redeal":
        est = estimate_tricks(hand, game.trump, n)
        if est < PLAY_AT:
            return Decision(find(legal, "redeal"), say(REDEAL, est=Figure(est)), "LT-DEAL-3")
        return Decision(find(legal, "keep-deal"), say(KEEP_DEAL, est=Figure(est)), "LT-DEAL-3")
    if phase == "declare":
        if len(legal) == 1:
            return Decision(legal[0], say(ONE_SHORT), "LT-DROP-2")
        est = estimate_tricks(hand, game.trump, n)
        if game.scores[p] <= 0:
            return Decision(find(legal, "declare", "play"),
                            say(NOT_POSITIVE, total=game.scores[p]), "LT-SCORE-2")
        if est >= PLAY_AT:
            return Decision(find(legal, "declare", "play"), say(PLAY, est=Figure(est)),
                            "LT-DROP-1")
        return Decision(find(legal, "declare", "drop"), say(DROP, est=Figure(est)), "LT-DROP-1")
    if phase == "play":
        rules, trump = game.trick_rules, game.trump
        return play_decision(game, legal, game.verdicts(p),
                             lambda cards: rules.winner(cards, trump), chooser,
                             win_rule="LT-PLAY-2")
    d = buy_keep_show(game, hand, legal, "LT-BUY-1", "LT-BUY-2", "LT-JACK-1")
    if d is not None:
        return d
    return Decision(legal[0], say(ONLY_STEP))
