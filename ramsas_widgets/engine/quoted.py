"""A move quoted in a sentence ("'buy' changes your score by +0.3", "you cannot 'play
10♥' now"): the engine writes it as its plain notation, a language says it in its words.

Below the game and the computer players, which both quote moves.
"""

from __future__ import annotations

from typing import Any

from ..i18n.messages import fields, text
from .events import Cards, Sentence, say

#: An action quoted in a sentence ("'buy' changes your score by +0.3"): as the engine
#: writes it, ``play 10♥``; a language says the move (by kind, or kind and word).
SAID = {
    "buy": text("bot.action.buy", "buy"),
    "decline": text("bot.action.decline", "decline"),
    "redeal": text("bot.action.redeal", "redeal"),
    "keep-deal": text("bot.action.keep-deal", "keep-deal"),
    "no-show": text("bot.action.no-show", "no-show"),
    "accept": text("bot.action.accept", "accept"),
    "reject": text("bot.action.reject", "reject"),
    "pass": text("bot.action.pass", "pass"),
    "draw": text("bot.action.draw", "draw"),
    "exchange": text("bot.action.exchange", "exchange"),
    "declare play": text("bot.action.declare-play", "declare play"),
    "declare pass": text("bot.action.declare-pass", "declare pass"),
    "declare drop": text("bot.action.declare-drop", "declare drop"),
    "declare knock": text("bot.action.declare-knock", "declare knock"),
    "offer better": text("bot.action.offer-better", "offer better"),
    "offer turn": text("bot.action.offer-turn", "offer turn"),
    "offer none": text("bot.action.offer-none", "offer none"),
    "announce trumps": text("bot.action.announce-trumps", "announce trumps"),
    "announce suits": text("bot.action.announce-suits", "announce suits"),
    "draw stock": text("bot.action.draw-stock", "draw stock"),
    "draw discard": text("bot.action.draw-discard", "draw discard"),
}
#: The same with cards ({cs}; {arg}: a meld's number).
SAID_WITH_CARDS = {
    "play": text("bot.action.play-cards", "play {cs}"),
    "keep": text("bot.action.keep-cards", "keep {cs}"),
    "exchange": text("bot.action.exchange-cards", "exchange {cs}"),
    "meld": text("bot.action.meld-cards", "meld {cs}"),
    "discard": text("bot.action.discard-cards", "discard {cs}"),
    "show": text("bot.action.show-cards", "show {cs}"),
    "layoff": text("bot.action.layoff-cards", "layoff {cs} {arg}"),
    "swap": text("bot.action.swap-cards", "swap {cs} {arg}"),
}


def said(action: Any) -> Sentence | str:
    """``action`` quoted in a sentence: what :attr:`Action.said` writes (``play TH``, for
    a person ``play 10♥``), a message a language says in its words; an action no message
    knows stays as the engine writes it."""
    if action.cards:
        template = SAID_WITH_CARDS.get(action.kind)
        if template is not None and bool(action.arg) == ("{arg}" in template):
            values = {"cs": Cards(action.cards), "arg": action.arg}
            return say(template, **{k: values[k] for k in fields(template)})
    else:
        template = SAID.get(f"{action.kind} {action.arg}".strip())
        if template is not None:
            return say(template)
    return action.said


