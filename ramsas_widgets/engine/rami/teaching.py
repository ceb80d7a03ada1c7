"""What the teaching widgets need that only Rami has (``hu-rami-40``, ``hu-rami-51``).

- :func:`end_of_hand`: a random end of a hand for the scoring exercise: who went out
  (HU-END-1), from the hand or not, or nobody (HU-END-2), and the cards left in the
  other hands, dealt from the variant's pack (HU-DECK-1), opened or not (HU-SCORE-1).

The declarations in :mod:`.variants` name it; the teaching package
(:mod:`ramsas_widgets.engine.teaching`) calls it with its ``HandDraw``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...i18n.messages import text
from ..cards import Card
from ..events import say
from ..variants import Situation

if TYPE_CHECKING:
    from ..teaching.scoring import HandDraw

#: What each player did before the hand was scored (a scoring exercise's facts).
WENT_OUT_FROM_HAND = text("rami.exercise.went-out-from-hand",
                          "went out in one turn from the hand (kézből)")
WENT_OUT = text("rami.exercise.went-out", "went out")
HAS_OPENED = text("rami.exercise.has-opened", "has opened")
NEVER_OPENED = text("rami.exercise.never-opened", "never opened")

#: The joker exchange (HU-JOKER-3), the stacked situation of both Rami variants.
JOKER_TITLE = text("rami.situation.joker-exchange.title", "Taking a joker from the table")
JOKER_STORY = text("rami.situation.joker-exchange.story",
                   "The other player has opened with a run in which a joker stands for the "
                   "jack of hearts, and you hold that jack.")
JOKER_INVITE = text("rami.situation.joker-exchange.invite",
                    "Draw, open (four kings), then exchange the jack of hearts for the joker: "
                    "you must meld the joker again this turn if you can.")
JOKER_INVITE_MORE = text("rami.situation.joker-exchange.invite-more",
                         "Draw, open (four kings and three queens), then exchange the jack of "
                         "hearts for the joker: you must meld the joker again this turn if you "
                         "can.")


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
            facts.append(say(WENT_OUT_FROM_HAND if from_hand else WENT_OUT))
            continue
        is_open = not from_hand and rng.random() < 0.65
        size = rng.randint(1, 6) if is_open else rng.randint(6, 13)
        cards = sorted(pack.take(n=size))
        hands.append(cards)
        opened.append(is_open)
        facts.append(say(HAS_OPENED if is_open else NEVER_OPENED))
    extras = {"hands": tuple(tuple(h) for h in hands), "opened": tuple(opened), "out": out,
              "from_hand": from_hand}
    return scores, [None] * n, extras, facts


def joker_exchange(threshold: int) -> Situation:
    """HU-JOKER-3 happening: the other player opens with a joker in a run; you open with
    four kings and put the jack of hearts in the joker's place (two players, P1 deals,
    P0 starts). Rami 51 needs more to open, so there each opening adds a set of aces or
    queens."""
    more = threshold > 41
    other = "JK QH KH AH 3D" + (" AS AD AC" if more else "")
    yours = "KS KD KC KH JH 9C 9D 2C" + (" QS QD QC" if more else "")
    opening = ("meld AS AD AC",) if more else ()
    own = ("meld QS QD QC",) if more else ()
    return Situation(
        key="joker-exchange", title=say(JOKER_TITLE), rule="HU-JOKER-3",
        story=say(JOKER_STORY), invite=say(JOKER_INVITE_MORE if more else JOKER_INVITE),
        you=0, players=2, dealer=1, cards={"P0": yours, "P1": other},
        before=("draw stock", "discard 2C", "draw stock", "meld JK QH KH AH") + opening
               + ("discard 3D",),
        yours=("draw stock", "meld KS KD KC KH") + own + ("swap JH 1",))
