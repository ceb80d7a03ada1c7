"""What the teaching widgets need that only Mattmar Rams has (``se-mattmar``).

- :func:`quiz_state`: the trick state a quiz situation maps to: whether the player has
  led before in the hand (SE-ACE-1) and whether someone is on one point (SE-ACE-2).
- :data:`SCENARIOS`: the quiz scenarios of its own rules (SE-PLAY-4 after a trump,
  SE-ACE-1 when trumps are led, SE-ACE-2).
- :func:`end_of_hand`: a random end of a hand for the scoring exercise (SE-SCORE-1/2,
  SE-KNOCK-1..3).

The declaration in :mod:`.variants` names them; the teaching package
(:mod:`ramsas_widgets.engine.teaching`) calls them with its ``Draw`` or ``HandDraw``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...i18n.messages import text
from ..cards import ACE, Card
from ..events import say
from ..variants import Situation

if TYPE_CHECKING:
    from ..teaching.quiz import Draft, Draw, Facts
    from ..teaching.scoring import HandDraw


def quiz_state(question: str, facts: Facts, options: Mapping[str, Any]) -> dict[str, Any]:
    """The keywords of :class:`~.game.MattmarTricks` for a quiz situation (the winner of
    a trick needs none)."""
    if question != "play":
        return {}
    return {"has_led_before": not facts.first_lead, "someone_on_one": facts.one_point}


def play_after_trumped(d: Draw) -> Draft:
    """Following suit after someone has trumped (SE-PLAY-4: any card of the suit will do)."""
    led = d.other_suit(d.trump)
    n = max(2, d.n_before())
    d.require(n < d.players)
    played = [d.pack.one(lambda c: c.suit == led and c.rank < 12)]
    played.append(d.pack.one(d.of(d.trump)))
    played += d.pack.take(d.besides(d.trump), n - 2)
    high = d.pack.one(lambda c: c.suit == led and c.rank > played[0].rank)
    hand = d.fill([high] + d.pack.take(d.of(led), 1), d.hand_size(3), d.besides(led))
    return d.draft("following suit after someone trumped", played, hand, d.after_facts())


def play_ace_demanded(d: Draw) -> Draft:
    """Trumps led to a player holding the trump ace, not led yet (SE-ACE-1)."""
    played = [d.pack.one(lambda c: c.suit == d.trump and c.rank < ACE)]
    played += d.pack.take(lambda c: True, d.n_before() - 1)
    ace = d.pack.exact(Card(ACE, d.trump))
    size = d.hand_size(3)
    hand = [ace] + d.pack.take(d.of(d.trump), d.rng.randint(0, 1))
    hand = d.fill(hand, size, d.besides(d.trump))
    return d.draft("trump demanded while you hold the trump ace", played, hand,
                   first_lead=True)


def play_one_point(d: Draw) -> Draft:
    """Leading while another player is on one point (SE-ACE-2)."""
    size = d.hand_size(3)
    hand = d.pack.take(lambda c: c.suit == d.trump and c.rank != ACE,
                       d.rng.randint(1, size - 1))
    hand = d.fill(hand, size, d.besides(d.trump))
    return d.draft("leading while someone is on one point", [], hand, one_point=True)


SCENARIOS = {f.__name__: f for f in (play_after_trumped, play_ace_demanded, play_one_point)}

#: What each player did before the hand was scored (a scoring exercise's facts).
DEALER_ALONE = text("mattmar.exercise.dealer-alone", "the dealer; everyone before him passed")
PASSED = text("mattmar.exercise.passed", "passed")
KNOCKED = text("mattmar.exercise.knocked", "knocked")


def end_of_hand(d: HandDraw) -> tuple[list[int], list[int | None], dict[str, Any], list[str]]:
    """2 to 5 players between 1 and 10: those who knocked share five tricks, a player on 1
    always knocks (SE-KNOCK-3); now and then everyone before the dealer passed and he
    wins all five without play (SE-KNOCK-2)."""
    rng = d.rng
    n = rng.randint(2, 5)
    scores = [rng.randint(1, 10) for _ in range(n)]
    if rng.random() < 0.08:
        dealer = rng.randrange(n)
        facts = [say(DEALER_ALONE if p == dealer else PASSED) for p in range(n)]
        return scores, [None] * n, {"dealer_wins_all": dealer}, facts
    # SE-KNOCK-3: a player on 1 point must knock.
    active = [p for p in range(n) if scores[p] == 1 or rng.random() < 0.7]
    if not active:
        active = [rng.randrange(n)]
    split = d.split_tricks(active)
    tricks = [split.get(p) for p in range(n)]
    facts = [say(PASSED if t is None else KNOCKED) for t in tricks]
    return scores, tricks, {}, facts


#: Mattmar's rare paths (``Teaching.situations``): four players, P3 deals, P0 is forehand.
SITUATIONS = (
    Situation(
        key="everybody-passes",
        title=say(text("mattmar.situation.everybody-passes.title",
                       "Everybody before the dealer passes")),
        rule="SE-KNOCK-2",
        story=say(text("mattmar.situation.everybody-passes.story",
                       "Forehand made no offer, and the two players after him passed. You sit "
                       "on the dealer's right, the last before him.")),
        invite=say(text("mattmar.situation.everybody-passes.invite",
                        "Pass too: the dealer takes all five tricks without a card played.")),
        you=2, players=4, dealer=3,
        before=("offer none", "declare pass", "declare pass"), yours=("declare pass",),
        cards={}),
    Situation(
        key="better-cards",
        title=say(text("mattmar.situation.better-cards.title", "\"Better cards\" accepted")),
        rule="SE-OFFER-2",
        story=say(text("mattmar.situation.better-cards.story",
                       "Forehand offered \"better cards\" and the next two players accepted. "
                       "You deal, so you answer last.")),
        invite=say(text("mattmar.situation.better-cards.invite",
                        "Accept: every hand is thrown in and five new cards are dealt; trump "
                        "stays. Forehand may then offer again.")),
        you=3, players=4, dealer=3,
        before=("offer better", "accept", "accept"), yours=("accept",), cards={}),
)
