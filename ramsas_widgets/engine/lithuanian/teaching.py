"""What the teaching widgets need that only Lithuanian Ramsas has (``lt-ramsas``).

- :func:`quiz_state`: the trick state a quiz situation maps to: the opening lead
  (LT-ACE-1, with its ``trump_ace_lead`` option), ``must_beat`` (LT-PLAY-3) and a
  demoted trump ace (LT-ACE-2).
- :data:`SCENARIOS`: the quiz scenarios of its own rules (LT-ACE-1 at a later first
  lead, LT-ACE-2's demoted ace).
- :func:`end_of_hand`: a random end of a hand for the scoring exercise (LT-SCORE-1..3,
  LT-JACK-1, LT-DROP-1/3).
- :func:`table_penalty`: what a table does when the trump ace is kept back (LT-ACE-2).

The declaration in :mod:`.variants` names them; the teaching package
(:mod:`ramsas_widgets.engine.teaching`) calls them with its ``Draw`` or ``HandDraw``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...i18n.messages import text
from ..cards import ACE, NINE, Card
from ..events import say
from ..variants import Situation

if TYPE_CHECKING:
    from ..teaching.quiz import Draft, Draw, Facts
    from ..teaching.scoring import HandDraw


#: What a real table does when the trump ace is kept back (LT-ACE-2).
ACE_KEPT_BACK = text("ramsas.penalty.ace-kept-back",
                     "At a real table you could keep the ace back, but if the others noticed, "
                     "it would lose its power and rank as the trump nine (LT-ACE-2).")

#: What each player brings to a scoring exercise besides his tricks.
EVERYBODY_ELSE_OUT = text("ramsas.exercise.everybody-else-out", "everybody else dropped out")
DROPPED_OUT = text("ramsas.exercise.dropped-out", "dropped out")
SHOWED_JACKS = text("ramsas.exercise.showed-jacks", "showed two jacks of one colour")
NOT_ASKED = text("ramsas.exercise.not-asked", "nobody asked who would play")
SHOWED_JACKS_NOT_ASKED = text("ramsas.exercise.showed-jacks-not-asked",
                              "showed two jacks of one colour; nobody asked who would play")


def table_penalty(variant_id: str, rule: str | None) -> str:
    """LT-ACE-1 broken: the table's answer is LT-ACE-2; the sources name no other."""
    if rule == "LT-ACE-1":
        return say(ACE_KEPT_BACK)
    return ""


def quiz_state(question: str, facts: Facts, options: Mapping[str, Any]) -> dict[str, Any]:
    """The keywords of :class:`~.tricks.LtRamsasTricks` for a quiz situation."""
    state: dict[str, Any] = {"demoted_ace": facts.demoted is not None}
    if question == "play":
        # LT-ACE-1: the duty falls on the opening lead, or with the option on the
        # player's first lead of the hand.
        first_lead_rule = options.get("trump_ace_lead") == "first-lead"
        state["opening_lead"] = facts.opening_lead or (first_lead_rule and facts.first_lead)
        state["must_beat"] = bool(options.get("must_beat", False))
    return state


def play_trump_ace_first_lead(d: Draw) -> Draft:
    """The trump ace at the player's first lead, later in the hand (LT-ACE-1's option)."""
    ace = d.pack.exact(Card(ACE, d.trump))
    hand = d.fill([ace], d.hand_size(3), lambda c: True)
    return d.draft("trump ace at your first lead, later in the hand", [], hand,
                   opening_lead=False, first_lead=True)


def win_demoted(d: Draw) -> Draft:
    """The demoted trump ace meets the trump nine (LT-ACE-2)."""
    ace = d.pack.exact(Card(ACE, d.trump))
    nine = d.pack.exact(Card(NINE, d.trump))
    n = d.trick_size()
    pair = [ace, nine]
    d.rng.shuffle(pair)
    rest = d.pack.take(lambda c: c.suit != d.trump, n - 2)
    played = pair + rest
    if d.rng.random() < 0.5 and rest:
        played = rest[:1] + pair + rest[1:]
    return d.draft("the demoted trump ace meets the trump nine", played, [], demoted=ace)


SCENARIOS = {f.__name__: f for f in (play_trump_ace_first_lead, win_demoted)}


def end_of_hand(d: HandDraw) -> tuple[list[int], list[int | None], dict[str, Any], list[str]]:
    """2 to 4 players: some dropped out (LT-DROP-1), the rest share five tricks; now and
    then a walkover (LT-DROP-3), shown jack pairs (LT-JACK-1) or nobody asked who would
    play (LT-SCORE-3)."""
    rng = d.rng
    n = rng.randint(2, 4)
    scores = [rng.randint(-6, 18) for _ in range(n)]
    if rng.random() < 0.08:
        p = rng.randrange(n)
        tricks: list[int | None] = [None] * n
        facts = [say(EVERYBODY_ELSE_OUT if q == p else DROPPED_OUT) for q in range(n)]
        return scores, tricks, {"walkover": p}, facts
    active = [p for p in range(n) if rng.random() < 0.8]
    if len(active) < 2:
        active = sorted(rng.sample(range(n), 2))
    split = d.split_tricks(active)
    tricks = [split.get(p) for p in range(n)]
    shown = [p in active and rng.random() < 0.25 for p in range(n)]
    extras: dict[str, Any] = {"jacks_shown": shown}
    if rng.random() < 0.1:
        extras["asked"] = False
    not_asked = extras.get("asked") is False
    facts: list[str] = []
    for p in range(n):
        if tricks[p] is None:
            facts.append(say(DROPPED_OUT))
        elif shown[p]:
            facts.append(say(SHOWED_JACKS_NOT_ASKED if not_asked else SHOWED_JACKS))
        else:
            facts.append(say(NOT_ASKED) if not_asked else "")
    return scores, tricks, extras, facts


#: The rare paths of a hand, dealt so that they happen (``Teaching.situations``). Four
#: players, P3 deals, so P0 (on his left) is the first to buy.
SITUATIONS = (
    Situation(
        key="nobody-buys",
        title=say(text("ramsas.situation.nobody-buys.title", "Everybody declines the buy")),
        rule="LT-BUY-3",
        story=say(text("ramsas.situation.nobody-buys.story",
                       "The three players before you have declined the buy. You deal, so you "
                       "decide last.")),
        invite=say(text("ramsas.situation.nobody-buys.invite",
                        "Decline too: the four cards in the middle stay out of play, and the "
                        "player on your left asks who will play.")),
        you=3, players=4, dealer=3, cards={"up": "KH", "P3": "QS 9C TD 9S"},
        before=("decline", "decline", "decline"), yours=("decline",)),
    Situation(
        key="everybody-drops-out",
        title=say(text("ramsas.situation.everybody-drops-out.title",
                       "Everybody but the buyer drops out")),
        rule="LT-DROP-3",
        story=say(text("ramsas.situation.everybody-drops-out.story",
                       "The player on the dealer's left bought and asks who will play; the two "
                       "after him have laid their cards down. You are the last one asked, with "
                       "a hand that will hardly take a trick.")),
        invite=say(text("ramsas.situation.everybody-drops-out.invite",
                        "Drop out too: the buyer is left alone, scores 5 at once, and a new "
                        "hand is dealt.")),
        you=3, players=4, dealer=3,
        cards={"up": "TD", "P0": "AD KD QD AS AC", "P3": "9C TS TC 9S"},
        before=("buy", "keep AD", "declare drop", "declare drop"), yours=("declare drop",)),
    Situation(
        key="nine-redeal",
        title=say(text("ramsas.situation.nine-redeal.title", "The dealer turns a nine")),
        rule="LT-DEAL-3",
        story=say(text("ramsas.situation.nine-redeal.story",
                       "Four players, and you deal. Your last card, turned for trump, is a "
                       "nine.")),
        invite=say(text("ramsas.situation.nine-redeal.invite",
                        "Have the cards cut and dealt again (or keep the deal, if you like "
                        "your hand).")),
        you=3, players=4, dealer=3, cards={"up": "9S"}, yours=("redeal",), dealing=True),
    Situation(
        key="ramsas",
        title=say(text("ramsas.situation.ramsas.title", "All four jacks: Ramsas")),
        rule="LT-JACK-2",
        story=say(text("ramsas.situation.ramsas.story",
                       "You sit on the dealer's left and hold the jack of clubs. Nobody knows "
                       "it yet, but the other three jacks lie in the buy.")),
        invite=say(text("ramsas.situation.ramsas.invite",
                        "Buy, and keep the jack of clubs: with all four jacks you call "
                        "\"Ramsas\" and win the game.")),
        you=0, players=4, dealer=3,
        cards={"up": "TH", "P0": "JC 9D TS QD TC", "buy": "JS JD JH 9H"},
        yours=("buy", "keep JC")),
)
