"""What the teaching widgets need that only Rami has (``hu-rami-40``, ``hu-rami-51``).

- :func:`end_of_hand`: a random end of a hand for the scoring exercise: who went out
  (HU-END-1), from the hand or not, or nobody (HU-END-2), and the cards left in the
  other hands, dealt from the variant's pack (HU-DECK-1), opened or not (HU-SCORE-1).

The declarations in :mod:`.variants` name it; the teaching package
(:mod:`ramsas_widgets.engine.teaching`) calls it with its ``HandDraw``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card

if TYPE_CHECKING:
    from ..teaching.scoring import HandDraw


def end_of_hand(d: HandDraw) -> tuple[list[int], list[None], dict[str, Any], list[str]]:
    """2 to 4 players; nine hands in ten someone went out, one in five of those from the
    hand (kézből); the others hold 1 to 6 cards when opened, 6 to 13 when not."""
    rng = d.rng
    n = rng.randint(2, 4)
    pack = d.pack(n)
    scores = [rng.choice((0, rng.randint(0, 60), rng.randint(20, 180))) for _ in range(n)]
    out: int | None = rng.randrange(n) if rng.random() < 0.9 else None
    from_hand = out is not None and rng.random() < 0.2
    hands: list[list[Card]] = []
    opened: list[bool] = []
    facts: list[str] = []
    for p in range(n):
        if p == out:
            hands.append([])
            opened.append(True)
            facts.append("went out in one turn from the hand (kézből)" if from_hand
                         else "went out")
            continue
        is_open = not from_hand and rng.random() < 0.65
        size = rng.randint(1, 6) if is_open else rng.randint(6, 13)
        cards = sorted(pack.take(n=size))
        hands.append(cards)
        opened.append(is_open)
        facts.append("has opened" if is_open else "never opened")
    extras = {"hands": tuple(tuple(h) for h in hands), "opened": tuple(opened), "out": out,
              "from_hand": from_hand}
    return scores, [None] * n, extras, facts
