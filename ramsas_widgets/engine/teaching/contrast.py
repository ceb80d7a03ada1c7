"""The special rules a quiz answer does *not* depend on, where a learner might expect one.

A trick situation's facts (the opening lead, the player's first lead, somebody on 1 point)
switch the special lead rules on (LT-ACE-1, SE-ACE-1, SE-ACE-2, RUZ-5). When a fact does
not hold, the rule it would switch on is worth naming only if it would have changed the
answer: the engine answers the same cards again with the fact turned on and compares.

>>> from ramsas_widgets.engine.teaching import trick_situation
>>> sit = trick_situation("lt-ramsas", seed=2, difficulty="hard", question="play")
>>> [rule for rule, _ in rules_not_applied(sit)]
[]
"""

from __future__ import annotations

import dataclasses

from ..events import Cards, Sentence, say
from .quiz import TrickSituation, _answered

#: The facts a special lead rule looks at, and how to say that one does not hold.
FACTS: tuple[tuple[str, str], ...] = (
    ("opening_lead", "this is not the opening lead of the hand"),
    ("first_lead", "you have led before in this hand"),
    ("one_point", "nobody is on 1 point"),
)


def rules_not_applied(sit: TrickSituation) -> tuple[tuple[str, Sentence], ...]:
    """``(rule, sentence)`` for each special rule that would change this "which may you
    play?" answer if its fact held, and does not apply because the fact does not."""
    if sit.question != "play":
        return ()
    out: list[tuple[str, Sentence]] = []
    for name, reason in FACTS:
        if getattr(sit.facts, name):
            continue
        turned_on = {name: True} | ({"first_lead": True} if name == "opening_lead" else {})
        other = _answered(dataclasses.replace(sit, facts=dataclasses.replace(sit.facts,
                                                                             **turned_on)))
        if set(other.legal) == set(sit.legal):
            continue
        changed = [v.rule for v in other.verdicts
                   if v.rule and v.legal != (v.card in sit.legal)]
        rule = changed[0] if changed else other.rules[0]
        if any(rule == r for r, _ in out):
            continue
        out.append((rule, say(f"{rule} does not apply here: {reason}. If it did, you could "
                              "play only {cs}.", cs=Cards(other.legal))))
    return tuple(out)


def is_trivial(sit: TrickSituation) -> bool:
    """A lead where every card may be played and no special rule is near: nothing to
    think about, so the quiz draws another question."""
    return (sit.question == "play" and not sit.played and set(sit.legal) == set(sit.hand)
            and not rules_not_applied(sit))
