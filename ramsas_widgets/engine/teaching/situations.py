"""Stacked situations: a hand dealt and played so that a rare rule happens in front of you.

A variant declares its situations in ``Teaching.situations`` (a
:class:`~ramsas_widgets.engine.variants.Situation` each: the cards placed before the
deal, the actions played at once, the learner's seat and the moves he is invited to
make). :func:`start` deals and plays it; the table and the dealing demo open there.

>>> game = start("lt-ramsas", "nine-redeal")
>>> game.asked().phase, game.to_act == situation("lt-ramsas", "nine-redeal").you
('redeal', True)
>>> play_yours(game, "lt-ramsas", "nine-redeal")
>>> fired(game, "LT-DEAL-3")
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping

from ...i18n.messages import text
from ..cards import Card, cards_str, parse_cards
from ..errors import RulesError, expect_type
from ..events import say
from ..game import Game
from ..registry import VARIANTS, new_game, variant
from ..variants import Situation

__all__ = ["Situation", "fired", "play_yours", "situation", "situations",
           "stacked_deck", "start"]

#: A situation asked for that the variant does not declare.
UNKNOWN = text("situation.unknown", "{variant} has no situation {key}; its situations: {known}.")
UNKNOWN_NONE = text("situation.unknown-none",
                    "{variant} has no situation {key}; its situations: none.")


def situations(variant_id: str) -> Mapping[str, Situation]:
    """The situations a variant declares, by key (empty when it has none)."""
    return variant(variant_id).teaching.situations


def situation(variant_id: str, key: str) -> Situation:
    """One situation; RulesError naming the ones there are."""
    expect_type(key, str, "situation", "a situation key such as 'nobody-buys'")
    known = situations(variant_id)
    if key not in known:
        raise RulesError(say(UNKNOWN, variant=variant_id, key=repr(key), known=", ".join(known))
                         if known else say(UNKNOWN_NONE, variant=variant_id, key=repr(key)))
    return known[key]


def _place(step) -> str:
    if step.face_up and step.to in ("player", "trump"):
        return "up"
    return f"P{step.player}" if step.to == "player" else step.to


def deal_places(variant_id: str, players: int, dealer: int,
                options: Mapping[str, object]) -> list[str]:
    """Where each card of the pack, from the top, goes in the first deal ("P0", "up",
    "buy"...), found by dealing a stacked pack and reading the deal's steps."""
    info = variant(variant_id)
    distinct = list(dict.fromkeys(info.make_pack(players, options)))
    game = new_game(variant_id, players, seed=0, deck=cards_str(distinct), dealer=dealer,
                    **options)
    steps = game.deal_steps
    if [s.card for s in steps[:len(distinct)]] != distinct[:len(steps)]:
        raise RuntimeError(f"{variant_id}: the deal does not take the pack from the top")
    return [_place(s) for s in steps]


def stacked_deck(variant_id: str, players: int, dealer: int, options: Mapping[str, object],
                 cards: Mapping[str, str], seed: int = 0) -> str:
    """The ``deck=`` text that deals ``cards`` to their places, the rest shuffled from
    ``seed``.

    >>> deck = stacked_deck("lt-ramsas", 3, 0, {}, {"up": "AH", "P1": "JC JS"})
    >>> game = new_game("lt-ramsas", 3, seed=0, deck=deck)
    >>> str(game.trump_card), {"JC", "JS"} <= {str(c) for c in game.ts.hands[1]}
    ('AH', True)
    """
    info = variant(variant_id)
    places = deal_places(variant_id, players, dealer, options)
    pack = info.make_pack(players, options)
    wanted: dict[str, list[Card]] = {p: parse_cards(text) for p, text in cards.items()}
    rest = list(pack)
    for place, placed in wanted.items():
        if places.count(place) < len(placed):
            raise RulesError(f"{variant_id}: the deal gives {places.count(place)} cards to "
                             f"{place}, not {len(placed)}.")
        for c in placed:
            if c not in rest:
                said = "placed twice" if c in pack else "not in this pack"
                raise RulesError(f"{variant_id}: {c} is {said}.")
            rest.remove(c)
    random.Random(seed).shuffle(rest)
    queues = {p: list(cs) for p, cs in wanted.items()}
    order = [queues[p].pop(0) if queues.get(p) else rest.pop() for p in places]
    return cards_str(order)


def start(variant_id: str, key: str, seed: int | None = None) -> Game:
    """The game of a situation, dealt and played up to the learner's first move."""
    sit = situation(variant_id, key)
    deck = stacked_deck(variant_id, sit.players, sit.dealer, sit.options, sit.cards,
                        sit.seed if seed is None else seed)
    game = new_game(variant_id, sit.players, seed=sit.seed if seed is None else seed,
                    deck=deck, dealer=sit.dealer, **sit.options)
    for action in sit.before:
        game.apply(action)
    return game


def play_yours(game: Game, variant_id: str, key: str) -> None:
    """Make the moves the situation invites the learner to make (as the tests do)."""
    sit = situation(variant_id, key)
    for action in sit.yours:
        if game.to_act != sit.you:
            raise RulesError(f"{key}: it is not the learner's turn for {action!r}.")
        game.apply(action)


def fired(game: Game, rule: str, since: int = 0) -> bool:
    """Whether ``rule`` has been applied: an event from number ``since`` on cites it, or
    it decides what the player to act may play now (the referee's verdicts)."""
    if any(e.rule == rule for e in game.events[since:]):
        return True
    return not game.is_over and any(v.rule == rule for v in game.verdicts())


def all_situations() -> Iterable[tuple[str, Situation]]:
    """Every declared situation, as ``(variant_id, situation)``."""
    for vid, info in VARIANTS.items():
        for sit in info.teaching.situations.values():
            yield vid, sit
