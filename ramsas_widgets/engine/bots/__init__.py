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

from ..errors import expect_type
from ..events import joined
from ..game import Action, Game
from .base import Decision, expect_game_seed, legal_now, plain_decision
from .tricks import estimate_tricks

#: Deals a computer player that weighs its decisions plays per option (see :func:`decide`).
WEIGH_DEALS = 60


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
    others = joined("; ", ["'" + o.action.said + f"' {o.mean:+.1f}"
                           for o in result.options[1:3]])
    direction = "lower is better" if result.lower_wins else "higher is better"
    return Decision(top.action, f"Played out over {deals} deals, '" + top.action.said
                    + f"' changes your score by {top.mean:+.1f} on average ({direction}; "
                    + others + ")", result.rule)


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
        return "The game is over."
    if action not in game.legal_actions():
        err = game.why_illegal(action)
        rule = f" ({err.rule})" if err.rule else ""
        return "'" + action.said + "' is not allowed: " + joined("", [err.message]).rstrip(".") \
            + f"{rule}."
    d = decide(game, seed)
    if d.action == action:
        return d.text()
    return "'" + action.said + "' is allowed, but the computer prefers '" + d.action.said \
        + "': " + d.text()


__all__ = ["WEIGH_DEALS", "Decision", "choose", "decide", "estimate_tricks", "explain",
           "weighed"]
