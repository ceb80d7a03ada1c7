"""What the teaching widgets need that only the Russian variants have.

- :func:`zone_state`: the trick state a ``ru-zone`` quiz situation maps to: the first
  lead and the turned card (RUZ-5), and the ``trump_beats`` option (RUZ-7).
- :data:`ZONE_SCENARIOS`: the zone game's quiz scenarios (RUZ-5's first-lead duties,
  RUZ-6's free answers).
- :func:`classic_hand`, :func:`modern_hand`, :func:`zone_hand`: random ends of a hand
  for the scoring exercise (RU-SCORE-*, RU-REMIZ-*; RUM-7/8/10; RUZ-8..12).
- :func:`table_penalty`: what a table charges for a card played against the rules
  (RU-PLAY-3, carried into ``ru-modern`` by RUM-0; RUZ-5).

The declarations in :mod:`.variants` name them; the teaching package
(:mod:`ramsas_widgets.engine.teaching`) calls them with its ``Draw`` or ``HandDraw``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...i18n.messages import text
from ..cards import ACE, KING, QUEEN, SUITS, Card, Suit
from ..events import Cards, Rule, say
from ..variants import Situation
from .rules import russian_rules

if TYPE_CHECKING:
    from ..teaching.quiz import Draft, Draw, Facts
    from ..teaching.scoring import HandDraw

EndOfHand = tuple[list[int], list[int | None], dict[str, Any], list[str]]


#: What a real table charges for a card played against the rules (:func:`table_penalty`).
POINTS_OFF = text("russian.penalty.points-off",
                  "At a real table the card would stay played and {n} points would be taken "
                  "off your score ({rule}, carried over by RUM-0).")
PENALTY_POINTS = text("russian.penalty.penalty-points",
                      "At a real table the card would stay played and you would take {n} "
                      "penalty points ({rule}).")

#: What each player brings to a scoring exercise besides his tricks.
PASSED = text("russian.exercise.passed", "passed")
HOLDS = text("russian.exercise.holds", "holds {cs}")
SHOWED_JACKS = text("russian.exercise.showed-jacks", "showed two jacks of one colour")
BOTH_JACKS = {"black": text("russian.exercise.black-jacks",
                            "took both black jacks in one trick"),
              "red": text("russian.exercise.red-jacks", "took both red jacks in one trick")}
DEALT_RAMS = text("russian.exercise.rams", "was dealt five {suit} (rams)")
#: Two facts of one player.
AND_ALSO = text("russian.exercise.and-also", "{first}; {then}")


def table_penalty(variant_id: str, rule: str | None) -> str:
    """The misplay charge of the variant's trick rules (:class:`~.rules.Misplay`) in words:
    penalty points where the accounts are written off, points taken off where they count
    up (RUM-0)."""
    charge = russian_rules(variant_id).misplay
    return say(POINTS_OFF if charge.counts_up else PENALTY_POINTS, n=charge.points,
               rule=Rule(charge.rule))


def zone_state(question: str, facts: Facts, options: Mapping[str, Any]) -> dict[str, Any]:
    """The keywords of :class:`~.rules.ZoneTrickRules` for a quiz situation."""
    state: dict[str, Any] = {"trump_beats": bool(options.get("trump_beats", False))}
    if question == "play":
        state["first_lead"] = facts.first_lead
        state["turned_card"] = facts.turned
    return state


def play_zone_free(d: Draw) -> Draft:
    """Answering a lead: any card will do (RUZ-6)."""
    from ..teaching.quiz import play_follow  # the teaching package reads the registry

    draft = play_follow(d)
    return d.draft("answering in the zone game", draft.played, draft.hand, d.after_facts())


def play_zone_ace(d: Draw) -> Draft:
    """The trump ace at the first lead: it must be led (RUZ-5)."""
    ace = d.pack.exact(Card(ACE, d.trump))
    turned = d.pack.one(lambda c: c.suit == d.trump and c.rank < QUEEN)
    hand = d.fill([ace], d.hand_size(3), lambda c: True)
    return d.draft("trump ace at your first lead", [], hand, first_lead=True, turned=turned)


def play_zone_king(d: Draw) -> Draft:
    """The trump king at the first lead when the trump ace was turned (RUZ-5)."""
    turned = d.pack.exact(Card(ACE, d.trump))
    king = d.pack.exact(Card(KING, d.trump))
    hand = d.fill([king], d.hand_size(3), lambda c: c.rank != QUEEN or c.suit != d.trump)
    return d.draft("trump king when the trump ace was turned", [], hand, first_lead=True,
                   turned=turned)


def play_zone_queen_king(d: Draw) -> Draft:
    """Trump king and queen at the first lead, the ace in the other hand (RUZ-5)."""
    turned = d.pack.one(lambda c: c.suit == d.trump and c.rank < QUEEN)
    pair = [d.pack.exact(Card(KING, d.trump)), d.pack.exact(Card(QUEEN, d.trump))]
    d.pack.exact(Card(ACE, d.trump))  # in the other hand
    hand = d.fill(pair, d.hand_size(3), lambda c: True)
    return d.draft("trump king and queen at your first lead", [], hand, first_lead=True,
                   turned=turned)


ZONE_SCENARIOS = {f.__name__: f for f in (play_zone_free, play_zone_ace, play_zone_king,
                                          play_zone_queen_king)}


def classic_hand(d: HandDraw) -> EndOfHand:
    """3 to 5 players writing off from 20-100: aces held (RU-SCORE-2), players who passed
    (a player with an ace may not, RU-DECL-3), and often an ace holder without a trick
    (RU-REMIZ-2/3)."""
    rng = d.rng
    n = rng.randint(3, 5)
    scores = [rng.randint(20, 100) for _ in range(n)]
    aces: list[list[str]] = [[] for _ in range(n)]
    for suit in SUITS:
        if rng.random() < 0.75:
            aces[rng.randrange(n)].append(f"A{suit.value}")
    # RU-DECL-3: a player holding an ace may not pass.
    active = [p for p in range(n) if aces[p] or rng.random() < 0.75]
    if len(active) < 2:
        active = sorted(set(active) | set(rng.sample(range(n), 2)))
    weights = d.split_tricks(active)
    if rng.random() < 0.4:  # make a trickless ace holder more likely
        holders = [p for p in active if aces[p]]
        if holders:
            p = rng.choice(holders)
            spare = weights[p]
            weights[p] = 0
            others = [q for q in active if q != p]
            for _ in range(spare):
                weights[rng.choice(others)] += 1
    tricks = [weights.get(p) for p in range(n)]
    facts = [say(PASSED) if t is None else
             (say(HOLDS, cs=Cards(map(Card.parse, aces[p]))) if aces[p] else "")
             for p, t in enumerate(tricks)]
    return scores, tricks, {"aces": aces}, facts


def modern_hand(d: HandDraw) -> EndOfHand:
    """Four players counting up to 20: who passed (not at 17 or more, RUM-6), tricks and
    shown jack pairs (RUM-8)."""
    rng = d.rng
    n = 4
    scores = [rng.choice((rng.randint(0, 6), rng.randint(0, 19))) for _ in range(n)]
    # RUM-6: a player at 17 or more may not pass.
    active = [p for p in range(n) if scores[p] >= 17 or rng.random() < 0.75]
    if len(active) < 2:
        active = sorted(set(active) | set(rng.sample(range(n), 2)))
    split = d.split_tricks(active)
    tricks = [split.get(p) for p in range(n)]
    shown = [p in active and rng.random() < 0.2 for p in range(n)]
    facts = [say(PASSED) if t is None else (say(SHOWED_JACKS) if shown[p] else "")
             for p, t in enumerate(tricks)]
    return scores, tricks, {"jacks_shown": shown}, facts


def zone_hand(d: HandDraw) -> EndOfHand:
    """Two players writing off from 15: the five tricks, the trump, jack pairs taken in
    one trick (RUZ-9) and now and then a rams (RUZ-10)."""
    rng = d.rng
    scores = [rng.choice((rng.randint(1, 6), rng.randint(1, 15))) for _ in range(2)]
    size = d.info.hand_size
    t0 = rng.randint(0, size)
    tricks: list[int | None] = [t0, size - t0]
    trump = rng.choice(SUITS)
    extras: dict[str, Any] = {"trump": trump.value}
    facts: list[str] = ["", ""]
    pairs: list[list[str]] = [[], []]
    for colour in ("black", "red"):
        if rng.random() < 0.3:
            takers = [p for p in range(2) if tricks[p]]
            if takers:
                pairs[rng.choice(takers)].append(colour)
    if any(pairs):
        extras["jack_pairs"] = pairs
    if rng.random() < 0.1:
        p = rng.randrange(2)
        suit = rng.choice(SUITS)
        rams: list[str | None] = [None, None]
        rams[p] = suit.value
        extras["rams"] = rams
    for p in range(2):
        bits = [say(BOTH_JACKS[c]) for c in pairs[p]]
        if extras.get("rams") and extras["rams"][p]:
            bits.append(say(DEALT_RAMS, suit=Suit(extras["rams"][p])))
        for bit in reversed(bits):
            facts[p] = say(AND_ALSO, first=bit, then=facts[p]) if facts[p] else bit
    return scores, tricks, extras, facts


#: The classic game's rare path (``Teaching.situations``): four players, P3 deals.
CLASSIC_SITUATIONS = (
    Situation(
        key="four-aces",
        title=say(text("russian.situation.four-aces.title", "All four aces: rams")),
        rule="RU-RAMS-1",
        story=say(text("russian.situation.four-aces.story",
                       "You deal, and you were dealt all four aces. The three players on your "
                       "left have declared that they play.")),
        invite=say(text("russian.situation.four-aces.invite",
                        "Declare play (with an ace you may not pass): you show your aces and "
                        "write off your whole account at once.")),
        you=3, players=4, dealer=3,
        cards={"up": "8C", "P0": "2H 6D 3H QD 9S", "P3": "AS AC AD AH 5C"},
        before=("declare play", "exchange 2H", "declare play", "declare play"),
        yours=("declare play",)),
)

#: The modern game's rare paths: four players, P3 deals, P0 decides first.
MODERN_SITUATIONS = (
    Situation(
        key="nobody-buys",
        title=say(text("russian.situation.nobody-buys.title", "Nobody takes the buy")),
        rule="RUM-4",
        story=say(text("russian.situation.nobody-buys.story",
                       "The three players before you have declined the buy. You deal, so you "
                       "decide last.")),
        invite=say(text("russian.situation.nobody-buys.invite",
                        "Decline too: the four cards stay out of play, and everybody plays the "
                        "five he was dealt.")),
        you=3, players=4, dealer=3, cards={"up": "KH"},
        before=("decline", "decline", "decline"), yours=("decline",)),
    Situation(
        key="five-of-a-suit",
        title=say(text("russian.situation.five-of-a-suit.title",
                       "Five cards of one suit: a redeal")),
        rule="RUM-2",
        story=say(text("russian.situation.five-of-a-suit.story",
                       "You sit on the dealer's left and were dealt five spades.")),
        invite=say(text("russian.situation.five-of-a-suit.invite",
                        "Claim a redeal (or keep the deal, if five spades suit you).")),
        you=0, players=4, dealer=3, cards={"up": "KH", "P0": "9S TS JS QS KS"},
        yours=("redeal",), dealing=True),
    Situation(
        key="four-jacks",
        title=say(text("russian.situation.four-jacks.title", "All four jacks: rams")),
        rule="RUM-9",
        story=say(text("russian.situation.four-jacks.story",
                       "You sit on the dealer's left and hold the jack of clubs; the other "
                       "three jacks lie in the buy, though nobody knows it.")),
        invite=say(text("russian.situation.four-jacks.invite",
                        "Buy, and keep the jack of clubs: all four jacks end the game, and you "
                        "win.")),
        you=0, players=4, dealer=3,
        cards={"up": "KH", "P0": "JC TS 9D QS KD", "buy": "JS JD JH 9H"},
        yours=("buy", "keep JC")),
)

#: The zone game's rare paths: two players, P1 deals, P0 may take the buy.
ZONE_SITUATIONS = (
    Situation(
        key="turned-ace",
        title=say(text("russian.situation.turned-ace.title", "The trump ace is the turned card")),
        rule="RUZ-5",
        story=say(text("russian.situation.turned-ace.story",
                       "The card turned for trump is the ace of hearts, so nobody can hold it; "
                       "you hold the king of hearts.")),
        invite=say(text("russian.situation.turned-ace.invite",
                        "Keep your cards (decline the buy), then look at what you may lead: the "
                        "trump king, and nothing else.")),
        you=0, players=2, dealer=1, cards={"up": "AH", "P0": "KH 9C TS 7D 8S"},
        yours=("decline",)),
    Situation(
        key="rams",
        title=say(text("russian.situation.rams.title", "Five of one suit: rams")),
        rule="RUZ-10",
        story=say(text("russian.situation.rams.story", "You were dealt five spades.")),
        invite=say(text("russian.situation.rams.invite",
                        "Keep them (decline the buy): when play begins your rams writes off 5 "
                        "for you and gives the dealer 5 penalty points.")),
        you=0, players=2, dealer=1, cards={"up": "8H", "P0": "9S TS JS QS KS"},
        yours=("decline",)),
)
