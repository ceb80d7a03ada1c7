"""Computer players: one simple, explainable player per variant (each family keeps its
own in ``<family>/bot.py``; the registry names it).

- :func:`choose` gives the move of the player to act, always one of
  ``game.legal_actions()``, the same for the same state (and ``seed``).
- :func:`explain` says in a sentence why the computer chooses a move, with the rule
  ID that drove it ("You hold AH, and a player with an ace may not pass (RU-DECL-3)."):
  the table's hint button shows it, so it speaks to the player in that seat.
- :func:`decide` gives both at once as a :class:`Decision`.

The players look only at what a human in their seat could know: their own hand, the
cards on the table and in the tricks taken, the trump, the scores, and in Rami the
top of the discard pile and the melds on the table.

>>> from ramsas_widgets.engine import new_game
>>> game = new_game("ru-classic", players=3, seed=4)
>>> choose(game) in game.legal_actions()
True
>>> explain(game, choose(game)).endswith(").")
True
"""

from __future__ import annotations

from ...i18n.messages import text
from ..errors import expect_type
from ..events import Rule, say
from ..game import Action, Game
from .base import (
    Decision,
    Figure,
    ends_stopped,
    expect_game_seed,
    legal_now,
    plain_decision,
    said,
    unstopped,
)
from .tricks import estimate_tricks

#: Deals a computer player that weighs its decisions plays per option (see :func:`decide`).
WEIGH_DEALS = 60

WEIGHED = text("bot.weighed", "Played out over {deals} deals, '{a}' changes your score by "
               "{mean} on average ({better}; {others})")
LOWER_BETTER = text("bot.weighed.lower-better", "lower is better")
HIGHER_BETTER = text("bot.weighed.higher-better", "higher is better")
OTHER = text("bot.weighed.other", "'{a}' {mean}")
OTHERS = text("bot.weighed.others", "{first}; {second}")
OVER = text("bot.explain.over", "The game is over.")
#: An illegal move's refusal (a sentence that a language ends with its own stop: the
#: engine's English drops it; ``-open``: a refusal without a stop).
NOT_ALLOWED = text("bot.explain.not-allowed", "'{a}' is not allowed: {why} ({rule}).")
NOT_ALLOWED_NO_RULE = text("bot.explain.not-allowed-no-rule", "'{a}' is not allowed: {why}.")
NOT_ALLOWED_OPEN = text("bot.explain.not-allowed-open", "'{a}' is not allowed: {why} ({rule}).")
NOT_ALLOWED_OPEN_NO_RULE = text("bot.explain.not-allowed-open-no-rule",
                                "'{a}' is not allowed: {why}.")
PREFERS = text("bot.explain.prefers",
               "'{a}' is allowed, but the computer prefers '{b}': {why}")


def decide(game: Game, seed: int | None = None, weigh: bool = False) -> Decision:
    """The computer's move for ``game.to_act`` with the reason for it.

    With ``weigh``, a decision the variant's exercises pose (buy or not, play or drop
    out, exchange which cards...) is taken by the same estimate the exercises show
    (:func:`ramsas_widgets.engine.decisions.estimate`, :data:`WEIGH_DEALS` deals an
    option), where it is cheap: in the trick games, whose tricks play out fast. Raises
    :class:`RulesError` when the game is over. Otherwise the variant's own heuristic
    decides (:func:`~ramsas_widgets.engine.bots.base.plain_decision`): should it ever
    name an action the rules do not allow, the first legal action is taken instead, so
    the game can never fail or stall because of the bot.
    """
    legal = legal_now(game, seed)
    if weigh and len(legal) > 1 and game.info.fast is not None \
            and game.phase in game.info.teaching.decisions:
        return weighed(game, seed)
    return plain_decision(game, seed, legal)


def weighed(game: Game, seed: int | None = None, deals: int = WEIGH_DEALS) -> Decision:
    """The option the estimate finds best, with its numbers as the reason."""
    # imported here: ``decisions`` imports ``bots.base``, which runs this package first
    from ..decisions import estimate

    expect_game_seed(game, seed)
    result = estimate(game, deals=deals, seed=seed or 0)
    top = result.options[0]
    others = [say(OTHER, a=said(o.action), mean=Figure(o.mean, signed=True))
              for o in result.options[1:3]]
    better = say(LOWER_BETTER if result.lower_wins else HIGHER_BETTER)
    return Decision(top.action, say(
        WEIGHED, deals=deals, a=said(top.action), mean=Figure(top.mean, signed=True),
        better=better, others=others[0] if len(others) == 1 else say(
            OTHERS, first=others[0], second=others[1])), result.rule)


def choose(game: Game, seed: int | None = None) -> Action:
    """The computer's move for the player ``game.to_act``: one of ``game.legal_actions()``,
    deterministic for the state of ``game`` (and ``seed``, which only breaks ties)."""
    return decide(game, seed).action


def explain(game: Game, action: Action | str, seed: int | None = None) -> str:
    """A sentence saying why the computer would make ``action`` now, citing the rule that
    drove the choice; for another legal move, what the computer prefers and why; for an
    illegal one, the rule it breaks."""
    expect_game_seed(game, seed)
    expect_type(action, (Action, str), "action", "an action such as 'buy'")
    if isinstance(action, str):
        action = Action.parse(action)
    if game.is_over:
        return say(OVER)
    if action not in game.legal_actions():
        err = game.why_illegal(action)
        stopped = ends_stopped(err.message)
        why = unstopped(err.message, unwrap=False)
        if err.rule:
            return say(NOT_ALLOWED if stopped else NOT_ALLOWED_OPEN, a=said(action), why=why,
                       rule=Rule(err.rule))
        return say(NOT_ALLOWED_NO_RULE if stopped else NOT_ALLOWED_OPEN_NO_RULE, a=said(action),
                   why=why)
    d = decide(game, seed)
    if d.action == action:
        return d.text()
    return say(PREFERS, a=said(action), b=said(d.action), why=d.text())


__all__ = ["WEIGH_DEALS", "Decision", "choose", "decide", "estimate_tricks", "explain",
           "weighed"]
