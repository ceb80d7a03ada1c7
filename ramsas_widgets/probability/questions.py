"""The lab's questions: each tied to its rule ID, its variant's deal, and who is asking.

A :class:`Table` says how one variant deals (RULES.md): the hands from the
player left of the dealer ("forehand", player 0) round to the dealer (the last
player), the buy, and where trump comes from. The players and the pack come from the
variant's declaration (``VariantInfo``); the hands, the buy, the turned card and the
questions asked, with their rules, from its ``Teaching.lab``
(:class:`~ramsas_widgets.engine.variants.Lab`). A :class:`Question` names an
event on one deal, with its exact probability where counting gives one, the
same event evaluated on a numpy array of deals, and a count per hand for a
histogram where one helps. Every question concerns the cards *as dealt*,
before any buy, exchange, redeal or drop-out, and assumes only what the
question says is shown.

>>> q = make_question("four-jacks", "lt-ramsas", who="anyone")
>>> q.rule, q.exact
('LT-JACK-2', Fraction(10, 5313))
>>> [k for k, _ in questions_for("ru-zone")]
['trump-ace', 'five-one-suit', 'three-trumps']

What a question says to a person (its title, whose hand it asks about, its definition, how
its exact answer is counted, its histogram's label) is messages. The attributes
``title``, ``whom``, ``definition``, ``formula``, ``histogram_label`` and ``label`` are
the English, as before (:class:`Said`: a ``str``); :meth:`Question.said` says them all in
a language, and :func:`questions_for` the titles of a menu:

>>> from ramsas_widgets.i18n.locale import speaker
>>> words = make_question("nine-turned", "lt-ramsas").said(speaker("lt"))
>>> words.title
'Dalytojo parodyta korta – devynakė'
>>> words.formula.endswith("4/24 = 1/6.")
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from numbers import Integral
from types import MappingProxyType
from typing import Any, ClassVar

from ..engine.cards import ACE, JACK, NINE, SUITS, Card
from ..engine.errors import RulesError
from ..engine.events import say
from ..engine.registry import VARIANTS, variant
from ..engine.variants import Lab, VariantInfo
from ..i18n.locale import Speaker, page_speaker
from ..i18n.messages import Text, text
from . import exact as ex
from .answers import fixed
from .deals import hand_slices
from .deck import JOKER_SUIT, DeckSpec
from .exact import comb
from .numeric import np

FOREHAND, DEALER, ANYONE = "forehand", "dealer", "anyone"


# --------------------------------------------------------------------------- words


def _english(value: Any) -> str:
    """A message's value as the English writes it: a whole number with its thousands
    separated (``42,504``), anything else as its ``str``."""
    if isinstance(value, Integral) and not isinstance(value, bool):
        return f"{int(value):,}"
    return str(value)


class Said(str):
    """Words a question gives a person: the message ``message`` with its typed ``values``
    (whole numbers as ``int``, a probability as :class:`Chance`, a decimal as
    :class:`Decimals`, other words as :class:`Said`). As a ``str`` it is the English (what
    the English page and the tests read); :meth:`said` says it in a language, and given to
    another message as a value it is said in that message's language (:meth:`fluent`).

    >>> from ramsas_widgets.i18n.locale import speaker
    >>> words = Said(LIST_OR, first=5, rest=6)
    >>> words, words.said(speaker("lt"))
    ('5 or 6', '5 arba 6')
    """

    message: Text
    values: Mapping[str, Any]

    def __new__(cls, message: Text, **values: Any) -> Said:
        values = {k: int(v) if isinstance(v, Integral) and not isinstance(v, bool) else v
                  for k, v in values.items()}
        obj = super().__new__(cls, message.format(**{k: _english(v)
                                                     for k, v in values.items()}))
        obj.message, obj.values = message, MappingProxyType(values)
        return obj

    def said(self, speaker: Speaker | None = None) -> str:
        """The words in ``speaker``'s language (the page's by default)."""
        return (speaker or page_speaker()).say(self.message.id, **self.values)

    def fluent(self, speaker: Speaker) -> str:
        """The words as another message's value (see ``i18n.locale.Speaker.arg``)."""
        return self.said(speaker)

    def __reduce__(self) -> tuple:
        return _said_again, (self.message, dict(self.values))


def _said_again(message: Text, values: dict[str, Any]) -> Said:
    return Said(message, **values)


class Chance(str):
    """A probability as a fraction people write (``5/10,626``), its numbers as the
    language writes them (``5/10 626``)."""

    def __new__(cls, p: Fraction) -> Chance:
        obj = super().__new__(cls, f"{p.numerator:,}/{p.denominator:,}")
        obj.p = p
        return obj

    def fluent(self, speaker: Speaker) -> str:
        return f"{speaker.number(self.p.numerator)}/{speaker.number(self.p.denominator)}"

    def __reduce__(self) -> tuple:
        return Chance, (self.p,)


class Decimals(str):
    """A number with ``places`` decimals (``0.0851``), as the language writes it
    (``0,0851``)."""

    def __new__(cls, x: float, places: int) -> Decimals:
        obj = super().__new__(cls, f"{x:.{places}f}")
        obj.x, obj.places = float(x), places
        return obj

    def fluent(self, speaker: Speaker) -> str:
        return fixed(self.x, self.places, speaker)

    def __reduce__(self) -> tuple:
        return Decimals, (self.x, self.places)


class Grouped(str):
    """A whole number with its thousands separated (``1,000,000``) in a sentence whose plain
    English writes it so; said in a language as the number it is."""

    def __new__(cls, n: int) -> Grouped:
        obj = super().__new__(cls, f"{n:,}")
        obj.n = int(n)
        return obj

    def fluent(self, speaker: Speaker) -> int:
        return self.n

    def __reduce__(self) -> tuple:
        return Grouped, (self.n,)


#: Items in a list: the last two joined by "or" (or by :data:`LIST_MORE`), the others by
#: commas, each join a message.
LIST_OR = text("question.list.or", "{first} or {rest}")
LIST_MORE = text("question.list.more", "{first}, {rest}")
#: The terms of a sum in a formula.
SUM = text("question.sum", "{first} + {rest}")


def listed(items: Sequence[Any], last: Text = LIST_OR, between: Text = LIST_MORE) -> Any:
    """``items`` as a sentence lists them (``2, 3 or 4``): one item as it is.

    >>> listed([2, 3, 4]), listed(["forehand", "dealer"]), listed([108], LIST_MORE)
    ('2, 3 or 4', 'forehand or dealer', 108)
    """
    if len(items) == 1:
        return items[0]
    out: Any = Said(last, first=items[-2], rest=items[-1])
    for item in reversed(items[:-2]):
        out = Said(between, first=item, rest=out)
    return out


@dataclass(frozen=True)
class QuestionWords:
    """What a question says to a person, in one language (:meth:`Question.said`)."""

    #: its name in the Question menu and over its definition
    title: str
    #: the title with the rule it comes from
    label: str
    #: whose hand it asks about
    whom: str
    #: the event in words: which player, what is known
    definition: str
    #: how the exact answer is counted, with the numbers
    formula: str
    #: what the histogram counts ("" where there is none)
    histogram_label: str


#: Whose hand a question asks about, as its sentences say it (the player left of the dealer
#: is the dealer's opponent at a table of two).
WHO_WORDS = {FOREHAND: Said(text("question.whom.forehand", "the player left of the dealer")),
             DEALER: Said(text("question.whom.dealer", "the dealer")),
             ANYONE: Said(text("question.whom.anyone", "some player at the table"))}
OPPONENT = Said(text("question.whom.opponent", "the dealer's opponent"))
LABEL = text("question.label", "{title} ({rule})")


# --------------------------------------------------------------------------- tables

#: A table in words, by whether it has a buy and where trump comes from.
TABLE_WORDS = {
    (True, "dealer"): text("question.table.buy.dealer", "{players} players, {cards} cards: "
                           "{hands}, {buy} to the buy, the dealer's last card shown as trump "
                           "({rule})"),
    (True, "stock"): text("question.table.buy.stock", "{players} players, {cards} cards: "
                          "{hands}, {buy} to the buy, the next card turned as trump ({rule})"),
    (True, "none"): text("question.table.buy.none",
                         "{players} players, {cards} cards: {hands}, {buy} to the buy ({rule})"),
    (False, "dealer"): text("question.table.dealer", "{players} players, {cards} cards: "
                            "{hands}, the dealer's last card shown as trump ({rule})"),
    (False, "stock"): text("question.table.stock", "{players} players, {cards} cards: "
                           "{hands}, the next card turned as trump ({rule})"),
    (False, "none"): text("question.table.none",
                          "{players} players, {cards} cards: {hands} ({rule})"),
}
NO_TRUMP = text("question.refused.no-trump", "{variant} turns no trump card.")


@dataclass(frozen=True)
class Table:
    """How a variant deals one hand: hand sizes, buy, and the turned trump card.

    ``hands`` runs from forehand (player 0) to the dealer (the last player).
    ``turned`` is ``"dealer"`` when the dealer's last card is shown and sets
    trump (it stays in his hand), ``"stock"`` when the top card of the rest is
    turned (in nobody's hand), ``"none"`` when there is no trump.
    """

    variant_id: str
    players: int
    deck: DeckSpec
    hands: tuple[int, ...]
    buy: int = 0
    turned: str = "dealer"
    deal_rule: str = ""

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Columns of a deal row: the hands, then the buy, then the turned card."""
        out = self.hands
        if self.buy:
            out += (self.buy,)
        if self.turned == "stock":
            out += (1,)
        return out

    @property
    def dealer(self) -> int:
        return self.players - 1

    def seat(self, who: str) -> int:
        """Player number of ``"forehand"`` (0) or ``"dealer"`` (last)."""
        return {FOREHAND: 0, DEALER: self.dealer}[who]

    def hand(self, deals: np.ndarray, player: int) -> np.ndarray:
        """The columns of ``player``'s hand in an array of deals."""
        return deals[:, hand_slices(self.hand_sizes)[player]]

    def turned_card(self, deals: np.ndarray) -> np.ndarray:
        """The turned card of each deal: the dealer's last card, or the card after the buy."""
        if self.turned == "dealer":
            return deals[:, sum(self.hands) - 1]
        if self.turned == "stock":
            return deals[:, -1]
        raise RulesError(say(NO_TRUMP, variant=self.variant_id))

    def holds_turned(self, player: int) -> bool:
        return self.turned == "dealer" and player == self.dealer

    # -- one deal in plain Python (a list of card indices laid out as a row of ``deals``) --
    def hand_of(self, deal: Sequence[int], player: int) -> list[Card]:
        """``player``'s cards in one deal."""
        cards = self.deck.cards
        return [cards[i] for i in deal[hand_slices(self.hand_sizes)[player]]]

    def turned_of(self, deal: Sequence[int]) -> Card:
        """The turned card of one deal, as :meth:`turned_card` finds it in an array."""
        if self.turned == "dealer":
            return self.deck.cards[deal[sum(self.hands) - 1]]
        if self.turned == "stock":
            return self.deck.cards[deal[-1]]
        raise RulesError(say(NO_TRUMP, variant=self.variant_id))

    def describe(self) -> Said:
        """The table in words: players, cards, hands, buy, trump, and the deal's rules."""
        buy = {"buy": self.buy} if self.buy else {}
        return Said(TABLE_WORDS[(bool(self.buy), self.turned)], players=self.players,
                    cards=self.deck.size, hands=" + ".join(str(h) for h in self.hands),
                    rule=self.deal_rule, **buy)


LAB_VARIANTS: tuple[str, ...] = tuple(
    vid for vid, info in VARIANTS.items() if info.teaching.lab is not None)
"""Variants the lab can deal: those whose declaration has a ``Teaching.lab``."""


NO_LAB = text("question.refused.no-lab", "The lab has no variant {variant}; choose one of "
              "{known}.")
CANNOT_INDEX = text("question.refused.cannot-index", "The lab cannot index this {cards}-card pack.")
PLAYERS_SPAN = text("question.refused.players.span",
                    "{variant} is dealt to {low} to {high} players, not {players}.")
PLAYERS_ONE = text("question.refused.players.one",
                   "{variant} is dealt to {allowed} players, not {players}.")


def _info(variant_id: str) -> VariantInfo:
    """The declaration of a lab variant; RulesError naming the lab's variants otherwise."""
    info = VARIANTS.get(variant_id) if isinstance(variant_id, str) else None
    if info is None or info.teaching.lab is None:
        known = ", ".join(LAB_VARIANTS)
        raise RulesError(say(NO_LAB, variant=repr(variant_id), known=known))
    return info


def _lab(variant_id: str) -> Lab:
    lab = _info(variant_id).teaching.lab
    assert lab is not None
    return lab


def players_allowed(variant_id: str) -> tuple[int, ...]:
    return _info(variant_id).players


def deck_spec(cards: Sequence[Card]) -> DeckSpec:
    """The :class:`DeckSpec` whose indices are exactly these cards, in this order (a fresh
    pack from ``make_pack``); RulesError for a pack the lab cannot index."""
    plain = [c for c in cards if not c.is_joker]
    low = min(c.rank for c in plain)
    spec = DeckSpec(low=low, packs=plain.count(plain[0]), jokers=len(cards) - len(plain))
    if spec.cards != tuple(cards):
        raise RulesError(say(CANNOT_INDEX, cards=len(cards)))
    return spec


def make_table(variant_id: str, players: int | None = None, house_pack: bool = False) -> Table:
    """The deal of ``variant_id`` with ``players`` players (its usual number if ``None``):
    the pack of its declaration (``VariantInfo.make_pack``, with ``house_pack`` where the
    variant has that option, HU-DECK-2) and the hands of its ``Teaching.lab``.

    >>> make_table("lt-ramsas").hand_sizes
    (5, 5, 5, 5, 4)
    >>> make_table("ru-zone").hand_sizes, make_table("ru-classic", 3).deck.size
    ((5, 5, 5, 1), 32)
    """
    info, lab = _info(variant_id), _lab(variant_id)
    allowed = info.players
    n = info.default_players if players is None else players
    if n not in allowed:
        given = n if isinstance(n, int) and not isinstance(n, bool) else str(n)
        refusal = (say(PLAYERS_SPAN, variant=variant_id, low=min(allowed), high=max(allowed),
                       players=given) if len(allowed) > 1 else
                   say(PLAYERS_ONE, variant=variant_id, allowed=allowed[0], players=given))
        raise RulesError(refusal, rule=info.players_rule)
    options = {"house_pack": house_pack} if "house_pack" in info.options else {}
    deck = deck_spec(info.make_pack(n, options))
    return Table(variant_id, n, deck, lab.hands(n, info.hand_size), buy=lab.buy, turned=lab.turned,
                 deal_rule=lab.deal_rule(options))


# --------------------------------------------------------------------------- questions


def _count(hand: np.ndarray, table: np.ndarray) -> np.ndarray:
    """Per deal, how many cards of ``hand`` are marked in the boolean deck ``table``."""
    marks = table.astype(np.uint8)
    acc = np.zeros(len(hand), dtype=np.uint8)
    for c in range(hand.shape[1]):
        acc += marks.take(hand[:, c])
    return acc


@dataclass(frozen=True)
class Question:
    """One event on a deal of one variant. Subclasses fill in the counting."""

    table: Table
    who: str = FOREHAND
    rule: str = ""

    kind: ClassVar[str] = ""
    #: the question's name (English; :meth:`said` in a language)
    title: ClassVar[str] = ""
    whos: ClassVar[tuple[str, ...]] = (FOREHAND,)
    #: what the histogram counts, "" where none is shown (English; :meth:`said`)
    histogram_label: ClassVar[str] = ""

    @property
    def variant_id(self) -> str:
        return self.table.variant_id

    @property
    def deck_size(self) -> int:
        return self.table.deck.size

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """What to deal for this question (see :func:`.deals.deal_hands`)."""
        return self.table.hand_sizes

    @property
    def label(self) -> Said:
        return Said(LABEL, title=self.title, rule=self.rule)

    @property
    def whom(self) -> Said:
        """Whose hand the question asks about."""
        if self.who == FOREHAND and self.table.players == 2:
            return OPPONENT
        return WHO_WORDS[self.who]

    @property
    def definition(self) -> Said:
        """The event in words: which player, what is known."""
        raise NotImplementedError

    @property
    def formula(self) -> Said:
        """How the exact answer is counted, in words with the numbers."""
        raise NotImplementedError

    def said(self, speaker: Speaker | None = None) -> QuestionWords:
        """Everything the question says to a person, in ``speaker``'s language (the
        page's by default).

        >>> from ramsas_widgets.i18n.locale import speaker
        >>> make_question("ace-in-hand", "ru-classic").said(speaker("lt")).histogram_label
        'tūzų skaičius rankoje'
        """
        speaker = speaker or page_speaker()
        return QuestionWords(
            title=self.title.said(speaker), label=self.label.said(speaker),
            whom=self.whom.said(speaker), definition=self.definition.said(speaker),
            formula=self.formula.said(speaker),
            histogram_label=self.histogram_label.said(speaker) if self.histogram_label else "")

    @cached_property
    def exact(self) -> Fraction | None:
        """The exact probability, or ``None`` where there is no closed form."""
        raise NotImplementedError

    def event(self, deals: np.ndarray) -> np.ndarray:
        """Boolean per deal (row of ``deals``): did the event happen?"""
        raise NotImplementedError

    def hit(self, deal: Sequence[int]) -> bool:
        """The event on one deal in plain Python, no numpy (a list of card indices laid out
        as a row of :meth:`event`'s array): how a copy of the guide without numpy deals
        (:mod:`.plain`). ``tests/test_probability_plain.py`` proves it equal to
        :meth:`event`, deal by deal."""
        raise NotImplementedError

    def _hands_asked(self, deal: Sequence[int]) -> list[list[Card]]:
        """The hands the question looks at: the player's, or every player's for anyone."""
        if self.who == ANYONE:
            return [self.table.hand_of(deal, p) for p in range(self.table.players)]
        return [self.table.hand_of(deal, self.table.seat(self.who))]

    def statistic(self, deals: np.ndarray) -> np.ndarray | None:
        """A count per deal for the histogram, or ``None`` when none is shown."""
        return None

    def exact_pmf(self) -> list[Fraction] | None:
        """Exact probability of each value ``0, 1, ...`` of :meth:`statistic`, if known."""
        return None

    def _player_hand(self, deals: np.ndarray) -> np.ndarray:
        return self.table.hand(deals, self.table.seat(self.who))

    @property
    def _hand_size(self) -> int:
        return self.table.hands[self.table.seat(FOREHAND if self.who == ANYONE else self.who)]

    def _word(self, default: Said) -> str:
        """What the variant's table calls this question's event (``Lab.words``: declared
        words, said in the language of the sentence they go into)."""
        return _lab(self.variant_id).words.get(self.kind) or default


class NineTurned(Question):
    kind, whos = "nine-turned", (DEALER,)
    title = Said(text("question.nine-turned.title", "The dealer's shown last card is a nine"))
    DEFINITION: ClassVar[Text] = text(
        "question.nine-turned.definition", "{table}. The last card dealt goes to the dealer and "
        "is shown to everybody (LT-DEAL-5). Is it a nine, so that the dealer may have the "
        "cards dealt again (LT-DEAL-3)?")
    FORMULA: ClassVar[Text] = text(
        "question.nine-turned.formula", "Each of the {cards} cards is equally likely to be the "
        "last one dealt, and {nines} of them are nines: {nines}/{cards} = {chance}.")

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, table=self.table.describe())

    @property
    def _nines(self) -> int:
        return sum(card.rank == NINE for card in self.table.deck.cards)

    @cached_property
    def exact(self) -> Fraction:
        return Fraction(self._nines, self.deck_size)

    @property
    def formula(self) -> Said:
        return Said(self.FORMULA, cards=self.deck_size, nines=self._nines,
                    chance=Chance(self.exact))

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.table.deck.rank_of.take(self.table.turned_card(deals)) == NINE

    def hit(self, deal: Sequence[int]) -> bool:
        return self.table.turned_of(deal).rank == NINE


class TrumpAce(Question):
    kind, whos = "trump-ace", (FOREHAND, DEALER)
    title = Said(text("question.trump-ace.title", "Holding the trump ace"))
    #: the definition, by where trump comes from: the dealer's shown card, or the stock
    DEFINITION: ClassVar[Mapping[bool, Text]] = {
        True: text("question.trump-ace.definition.dealer", "{table}. Trump is the suit of the "
                   "dealer's last card, shown (it is in his hand). Is the ace of that suit in "
                   "the hand of {whom}, as dealt? ({rule} says what its holder must do.)"),
        False: text("question.trump-ace.definition.stock", "{table}. Trump is the suit of the "
                    "card turned up after the deal (in nobody's hand). Is the ace of that suit "
                    "in the hand of {whom}, as dealt? ({rule} says what its holder must do.)")}
    #: how it is counted for the dealer who holds the shown card, and for another player
    #: when trump is shown by the dealer or turned from the stock
    HOLDS: ClassVar[Text] = text(
        "question.trump-ace.formula.holds", "Either the shown card is itself an ace (4 in "
        "{cards}), or it is not ({others}/{cards}) and the ace of its suit is one of the "
        "dealer's other {rest} cards, each of the {unseen} unseen cards being as likely to be "
        "there: 4/{cards} + {others}/{cards} x {rest}/{unseen} = {chance}.")
    OTHER: ClassVar[Mapping[bool, Text]] = {
        True: text("question.trump-ace.formula.shown", "The shown card must not be an ace "
                   "({others}/{cards}); then the trump ace is one of the {unseen} other cards, "
                   "and {hand} of them are this player's: {others}/{cards} x {hand}/{unseen} = "
                   "{chance}."),
        False: text("question.trump-ace.formula.turned", "The turned card must not be an ace "
                    "({others}/{cards}); then the trump ace is one of the {unseen} other cards, "
                    "and {hand} of them are this player's: {others}/{cards} x {hand}/{unseen} = "
                    "{chance}.")}

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION[self.table.turned == "dealer"],
                    table=self.table.describe(), whom=self.whom, rule=self.rule)

    @cached_property
    def exact(self) -> Fraction:
        seat = self.table.seat(self.who)
        return ex.p_trump_ace(self.table.hands[seat], self.deck_size,
                              self.table.holds_turned(seat))

    @property
    def formula(self) -> Said:
        n, seat = self.deck_size, self.table.seat(self.who)
        h = self.table.hands[seat]
        if self.table.holds_turned(seat):
            return Said(self.HOLDS, cards=n, others=n - 4, rest=h - 1, unseen=n - 1,
                        chance=Chance(self.exact))
        return Said(self.OTHER[self.table.turned == "dealer"], cards=n, others=n - 4, hand=h,
                    unseen=n - 1, chance=Chance(self.exact))

    def event(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        ace_of_suit = np.array([deck.indices_of(ACE, s)[0] for s in range(4)], dtype=np.int16)
        target = ace_of_suit.take(deck.suit_of.take(self.table.turned_card(deals)))
        hand = self._player_hand(deals)
        hit = np.zeros(len(deals), dtype=bool)
        for c in range(hand.shape[1]):
            hit |= hand[:, c] == target
        return hit

    def hit(self, deal: Sequence[int]) -> bool:
        trump = self.table.turned_of(deal).suit
        return any(c.rank == ACE and c.suit == trump for c in self._hands_asked(deal)[0])


class _JackQuestion(Question):
    histogram_label = Said(text("question.jacks.histogram", "jacks in the hand"))

    def _jacks(self) -> np.ndarray:
        return self.table.deck.mask(self.table.deck.indices_of(JACK))

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        return _count(self._player_hand(deals) if self.who != ANYONE
                      else self.table.hand(deals, 0), self._jacks()).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.deck_size, 4, self._hand_size)


class FourJacks(_JackQuestion):
    kind, whos = "four-jacks", (FOREHAND, ANYONE)
    title = Said(text("question.four-jacks.title", "All four jacks in one hand"))
    #: what the hand is called where the variant's table has no word of its own
    WORD: ClassVar[Said] = Said(text("question.four-jacks.word", "rams"))
    DEFINITION: ClassVar[Text] = text(
        "question.four-jacks.definition",
        "{table}. Does {whom} hold all four jacks as dealt (\"{name}\", {rule})?")
    #: how it is counted for one player, and for anyone at the table
    ONE: ClassVar[Text] = text(
        "question.four-jacks.formula.one", "The hand must be the four jacks plus {rest} of "
        "the other {others} cards: C({others},{rest}) = {ways} hands out of C({cards},{hand}) "
        "= {hands}: {chance}.")
    AT_TABLE: ClassVar[Text] = text(
        "question.four-jacks.formula.anyone", "The hand must be the four jacks plus {rest} of "
        "the other {others} cards: C({others},{rest}) = {ways} hands out of C({cards},{hand}) "
        "= {hands}. Only one player can hold all four, so the {players} players' chances add "
        "up: {chance}.")

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, table=self.table.describe(), whom=self.whom,
                    name=self._word(self.WORD), rule=self.rule)

    @cached_property
    def exact(self) -> Fraction:
        one = ex.p_holds_all(4, self._hand_size, self.deck_size)
        return one * self.table.players if self.who == ANYONE else one

    @property
    def formula(self) -> Said:
        n, h = self.deck_size, self._hand_size
        values = dict(rest=h - 4, others=n - 4, ways=comb(n - 4, h - 4), cards=n, hand=h,
                      hands=comb(n, h), chance=Chance(self.exact))
        if self.who == ANYONE:
            return Said(self.AT_TABLE, players=self.table.players, **values)
        return Said(self.ONE, **values)

    def event(self, deals: np.ndarray) -> np.ndarray:
        jacks = self._jacks()
        if self.who != ANYONE:
            return _count(self._player_hand(deals), jacks) == 4
        hit = np.zeros(len(deals), dtype=bool)
        for p in range(self.table.players):
            hit |= _count(self.table.hand(deals, p), jacks) == 4
        return hit

    def hit(self, deal: Sequence[int]) -> bool:
        return any(sum(c.rank == JACK for c in hand) == 4 for hand in self._hands_asked(deal))


class JackPair(_JackQuestion):
    kind = "jack-pair"
    title = Said(text("question.jack-pair.title", "A pair of jacks of one colour"))
    DEFINITION: ClassVar[Text] = text(
        "question.jack-pair.definition", "{table}. Does {whom} hold both black jacks (JC JS) "
        "or both red jacks (JD JH), or both pairs, as dealt ({rule})?")
    FORMULA: ClassVar[Text] = text(
        "question.jack-pair.formula", "Hands with both black jacks: C({pair_cards},{pair_rest}) "
        "= {pair}; the same for the red pair; hands with all four jacks, "
        "C({four_cards},{four_rest}) = {four}, were counted twice. (2 x {pair} - {four}) / "
        "C({cards},{hand}) = {chance}.")

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, table=self.table.describe(), whom=self.whom,
                    rule=self.rule)

    @cached_property
    def exact(self) -> Fraction:
        return ex.p_jack_pair(self._hand_size, self.deck_size)

    @property
    def formula(self) -> Said:
        n, h = self.deck_size, self._hand_size
        return Said(self.FORMULA, pair_cards=n - 2, pair_rest=h - 2, pair=comb(n - 2, h - 2),
                    four_cards=n - 4, four_rest=h - 4, four=comb(n - 4, h - 4), cards=n, hand=h,
                    chance=Chance(self.exact))

    def event(self, deals: np.ndarray) -> np.ndarray:
        deck, hand = self.table.deck, self._player_hand(deals)
        jacks = deck.indices_of(JACK)
        colour = np.isin(deck.suit_of[jacks], (0, 3))          # clubs, spades: black
        black = _count(hand, deck.mask(jacks[colour])) == 2
        red = _count(hand, deck.mask(jacks[~colour])) == 2
        return black | red

    def hit(self, deal: Sequence[int]) -> bool:
        jacks = [c for c in self._hands_asked(deal)[0] if c.rank == JACK]
        black = sum(c.suit in (SUITS[0], SUITS[3]) for c in jacks)  # clubs, spades
        return black == 2 or len(jacks) - black == 2


class FiveOneSuit(Question):
    kind, whos = "five-one-suit", (FOREHAND, ANYONE)
    title = Said(text("question.five-one-suit.title", "Five cards of one suit"))
    #: what the player gets where the variant's table has no word of its own
    WORD: ClassVar[Said] = Said(text("question.five-one-suit.word", "scores for it"))
    DEFINITION: ClassVar[Text] = text(
        "question.five-one-suit.definition", "{table}. Are the five cards dealt to {whom} all "
        "of one suit, so that he {what} ({rule})?")
    #: how it is counted for one player, and for anyone at the table
    ONE: ClassVar[Text] = text(
        "question.five-one-suit.formula.one", "4 suits x C({suit},{hand}) = {flushes} one-suit "
        "hands out of C({cards},{hand}) = {hands}: {chance}.")
    AT_TABLE: ClassVar[Text] = text(
        "question.five-one-suit.formula.anyone", "For one player: 4 suits x C({suit},{hand}) = "
        "{flushes} one-suit hands out of C({cards},{hand}) = {hands}. For the table, "
        "inclusion-exclusion: add each player's chance, take off each pair's chance of both "
        "having one (in different suits when a suit is too short for two), add back triples, "
        "and so on: {chance}.")

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, table=self.table.describe(), whom=self.whom,
                    what=self._word(self.WORD), rule=self.rule)

    @cached_property
    def exact(self) -> Fraction:
        n, h, m = self.deck_size, self._hand_size, self.table.deck.suit_size
        if self.who == ANYONE:
            return ex.p_someone_one_suit(self.table.players, h, n, m)
        return ex.p_one_suit(h, n, m)

    @property
    def formula(self) -> Said:
        n, h, m = self.deck_size, self._hand_size, self.table.deck.suit_size
        return Said(self.AT_TABLE if self.who == ANYONE else self.ONE, suit=m, hand=h,
                    flushes=4 * comb(m, h), cards=n, hands=comb(n, h), chance=Chance(self.exact))

    def _one_suit(self, hand: np.ndarray) -> np.ndarray:
        suit_of = self.table.deck.suit_of
        first = suit_of.take(hand[:, 0])
        same = np.ones(len(hand), dtype=bool)
        for c in range(1, hand.shape[1]):
            same &= suit_of.take(hand[:, c]) == first
        return same

    def event(self, deals: np.ndarray) -> np.ndarray:
        if self.who != ANYONE:
            return self._one_suit(self._player_hand(deals))
        hit = np.zeros(len(deals), dtype=bool)
        for p in range(self.table.players):
            hit |= self._one_suit(self.table.hand(deals, p))
        return hit

    def hit(self, deal: Sequence[int]) -> bool:
        return any(len({c.suit for c in hand}) == 1 for hand in self._hands_asked(deal))


class ThreeTrumps(Question):
    kind, whos = "three-trumps", (FOREHAND, DEALER)
    title = Said(text("question.three-trumps.title", "Three or more trumps"))
    histogram_label = Said(text("question.three-trumps.histogram", "trumps in the hand"))
    #: the definition, by where trump comes from: the dealer's shown card, or the stock
    DEFINITION: ClassVar[Mapping[bool, Text]] = {
        True: text("question.three-trumps.definition.dealer", "{table}. Trump is the suit of "
                   "the dealer's shown last card, which counts as one of his trumps ({rule}). "
                   "Does {whom} hold three or more trumps as dealt?"),
        False: text("question.three-trumps.definition.stock", "{table}. Trump is the suit of "
                    "the card turned up after the deal ({rule}). Does {whom} hold three or more "
                    "trumps as dealt?")}
    #: how it is counted for the dealer who holds the shown card, and for another player
    #: when trump is shown by the dealer or turned from the stock
    HOLDS: ClassVar[Text] = text(
        "question.three-trumps.formula.holds", "The shown card is a trump; the other {unseen} "
        "cards hold {trumps} trumps, and the dealer needs at least 2 of them among his other "
        "{rest} cards: sum over t = 2..{rest} of C({trumps},t) C({others},{rest}-t) / "
        "C({unseen},{rest}) = {chance}.")
    OTHER: ClassVar[Mapping[bool, Text]] = {
        True: text("question.three-trumps.formula.shown", "The {unseen} cards other than the "
                   "shown one hold {trumps} trumps; the hand is {hand} of them: sum over t = "
                   "3..{hand} of C({trumps},t) C({others},{hand}-t) / C({unseen},{hand}) = "
                   "{chance}."),
        False: text("question.three-trumps.formula.turned", "The {unseen} cards other than the "
                    "turned one hold {trumps} trumps; the hand is {hand} of them: sum over t = "
                    "3..{hand} of C({trumps},t) C({others},{hand}-t) / C({unseen},{hand}) = "
                    "{chance}.")}

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION[self.table.turned == "dealer"],
                    table=self.table.describe(), rule=self.rule, whom=self.whom)

    def _holds(self) -> bool:
        return self.table.holds_turned(self.table.seat(self.who))

    def exact_pmf(self) -> list[Fraction]:
        return ex.trump_count_pmf(self._hand_size, self.deck_size, self.table.deck.suit_size,
                                  self._holds())

    @cached_property
    def exact(self) -> Fraction:
        return sum(self.exact_pmf()[3:], Fraction(0))

    @property
    def formula(self) -> Said:
        n, h, m = self.deck_size, self._hand_size, self.table.deck.suit_size
        values = dict(unseen=n - 1, trumps=m - 1, others=n - m, chance=Chance(self.exact))
        if self._holds():
            return Said(self.HOLDS, rest=h - 1, **values)
        return Said(self.OTHER[self.table.turned == "dealer"], hand=h, **values)

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        suit_of = self.table.deck.suit_of
        trump = suit_of.take(self.table.turned_card(deals))
        hand = self._player_hand(deals)
        acc = np.zeros(len(deals), dtype=np.int16)
        for c in range(hand.shape[1]):
            acc += suit_of.take(hand[:, c]) == trump
        return acc

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 3

    def hit(self, deal: Sequence[int]) -> bool:
        trump = self.table.turned_of(deal).suit
        return sum(c.suit == trump for c in self._hands_asked(deal)[0]) >= 3


class AceInHand(Question):
    kind = "ace-in-hand"
    title = Said(text("question.ace-in-hand.title", "An ace in the hand: may not pass"))
    histogram_label = Said(text("question.ace-in-hand.histogram", "aces in the hand"))
    DEFINITION: ClassVar[Text] = text(
        "question.ace-in-hand.definition", "{table}. Do the five cards dealt to {whom} hold at "
        "least one ace, so that he may not pass (RU-DECL-3)? (Every player's chance is the "
        "same.)")
    FORMULA: ClassVar[Text] = text(
        "question.ace-in-hand.formula", "One minus the chance of no ace: the hand is {hand} of "
        "the {others} other cards in C({others},{hand}) = {none} of the C({cards},{hand}) = "
        "{hands} ways: 1 - {none}/{hands} = {chance}.")

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, table=self.table.describe(), whom=self.whom)

    @cached_property
    def exact(self) -> Fraction:
        return ex.p_holds_any(4, self._hand_size, self.deck_size)

    @property
    def formula(self) -> Said:
        n, h = self.deck_size, self._hand_size
        return Said(self.FORMULA, hand=h, others=n - 4, none=comb(n - 4, h), cards=n,
                    hands=comb(n, h), chance=Chance(self.exact))

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        return _count(self._player_hand(deals), deck.mask(deck.indices_of(ACE))).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.deck_size, 4, self._hand_size)

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 1

    def hit(self, deal: Sequence[int]) -> bool:
        return any(c.rank == ACE for c in self._hands_asked(deal)[0])


@dataclass(frozen=True)
class RamiHand(Question):
    """A question about one Rami hand: the 13 cards dealt, or 14 after the first draw."""

    cards: int = 13

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return (self.cards,)

    #: which cards are the hand: the 13 dealt, or 14 with the first draw
    WHICH: ClassVar[Mapping[int, Said]] = {
        13: Said(text("question.rami.which.dealt", "the 13 cards a player is dealt")),
        14: Said(text("question.rami.which.drawn", "the starting player's 13 dealt cards plus "
                      "his first draw from the stock"))}
    #: whether the number of players matters, where every table size deals the same pack
    #: and where some deal another
    NOTE: ClassVar[Text] = text(
        "question.rami.note", "One hand is {hand} of the {cards} cards whoever holds the "
        "others, so the number of players changes nothing here: {same} players deal from these "
        "{cards} cards.")
    NOTE_ELSEWHERE: ClassVar[Text] = text(
        "question.rami.note.elsewhere", "One hand is {hand} of the {cards} cards whoever holds "
        "the others, so the number of players changes nothing here: {same} players deal from "
        "these {cards} cards ({others} from {sizes}).")

    @property
    def _which(self) -> Said:
        return self.WHICH[13 if self.cards == 13 else 14]

    @property
    def players_note(self) -> Said:
        """Whether the number of players matters: only through the pack it deals from.

        >>> print(make_question("rami-joker", "hu-rami-40", players=3).players_note)
        ... # doctest: +NORMALIZE_WHITESPACE
        One hand is 13 of the 108 cards whoever holds the others, so the number of players
        changes nothing here: 2, 3 or 4 players deal from these 108 cards (5 or 6 from 160).
        """
        size = self.table.deck.size
        same = [n for n in players_allowed(self.variant_id)
                if make_table(self.variant_id, n, self._house).deck.size == size]
        other = sorted({make_table(self.variant_id, n, self._house).deck.size
                        for n in players_allowed(self.variant_id) if n not in same})
        others = [n for n in players_allowed(self.variant_id) if n not in same]
        if not others:
            return Said(self.NOTE, hand=self.cards, cards=size, same=listed(same))
        return Said(self.NOTE_ELSEWHERE, hand=self.cards, cards=size, same=listed(same),
                    others=listed(others), sizes=listed(other, LIST_MORE))

    @property
    def _house(self) -> bool:
        """Whether the pack is the house rule's, a joker a pack (HU-DECK-2)."""
        return self.table.deck.jokers == self.table.deck.packs

    @property
    def _jokers(self) -> int:
        return self.table.deck.jokers

    def _hand(self, deal: Sequence[int]) -> list[Card]:
        cards = self.table.deck.cards
        return [cards[i] for i in deal]


@dataclass(frozen=True)
class RamiOpen(RamiHand):
    """Can a dealt Rami hand open? Simulated through the Rami engine's best-meld search."""

    kind = "rami-open"
    title = Said(text("question.rami-open.title", "A dealt Rami hand can open"))
    histogram_label = Said(text("question.rami-open.histogram", "best meld points in the hand"))
    DEFINITION: ClassVar[Text] = text(
        "question.rami-open.definition", "{players} players, {cards} cards ({deal}). Can "
        "{which} be laid down as sets and runs worth at least {threshold} points, the opening "
        "meld ({rule})? {note}")
    FORMULA: ClassVar[Said] = Said(text(
        "question.rami-open.formula", "No closed form: whether a hand can open depends on how "
        "its sets, runs and jokers can be combined, so each hand is searched by the Rami engine "
        "and only the Monte-Carlo estimate with its interval is given."))

    @property
    def threshold(self) -> int:
        """The opening the hand must reach: the variant's (40 or 51, HU-TURN-2)."""
        threshold = variant(self.variant_id).threshold
        assert threshold is not None
        return threshold

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, players=self.table.players, cards=self.deck_size,
                    deal=self.table.deal_rule, which=self._which, threshold=self.threshold,
                    rule=self.rule, note=self.players_note)

    @property
    def formula(self) -> Said:
        return self.FORMULA

    @cached_property
    def exact(self) -> None:
        return None

    def _hands(self, deals: np.ndarray):
        cards = self.table.deck.cards
        for row in deals.tolist():
            yield [cards[i] for i in row]

    def event(self, deals: np.ndarray) -> np.ndarray:
        from ..engine.rami import can_open

        t = self.threshold
        return np.fromiter((bool(can_open(h, t)) for h in self._hands(deals)),
                           dtype=bool, count=len(deals))

    def hit(self, deal: Sequence[int]) -> bool:
        from ..engine.rami import can_open

        return bool(can_open(self._hand(deal), self.threshold))

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        from ..engine.rami import best_meld_points

        return np.fromiter((best_meld_points(h) for h in self._hands(deals)),
                           dtype=np.int16, count=len(deals))


@dataclass(frozen=True)
class RamiJoker(RamiHand):
    """At least one joker in a Rami hand, and how many are to be expected."""

    kind = "rami-joker"
    title = Said(text("question.rami-joker.title", "A joker in the hand"))
    histogram_label = Said(text("question.rami-joker.histogram", "jokers in the hand"))
    DEFINITION: ClassVar[Text] = text(
        "question.rami-joker.definition", "{players} players, {cards} cards with {jokers} "
        "jokers ({deal}). Do {which} hold at least one joker, the card that may stand for any "
        "other ({rule})? {note}")
    FORMULA: ClassVar[Text] = text(
        "question.rami-joker.formula", "One minus the chance of no joker: the hand is {hand} of "
        "the {others} other cards in C({others},{hand}) of the C({cards},{hand}) ways, so 1 - "
        "C({others},{hand})/C({cards},{hand}) = {chance}. On average a hand holds {hand} x "
        "{jokers}/{cards} = {mean} = {mean_decimal} jokers: each of its {hand} cards is one of "
        "the {jokers} jokers with chance {jokers}/{cards}.")

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, players=self.table.players, cards=self.deck_size,
                    jokers=self._jokers, deal=self.table.deal_rule, which=self._which,
                    rule=self.rule, note=self.players_note)

    @cached_property
    def exact(self) -> Fraction:
        return ex.p_holds_any(self._jokers, self.cards, self.deck_size)

    @property
    def expected(self) -> Fraction:
        """The mean number of jokers in the hand: each card is a joker with chance j/n."""
        return Fraction(self.cards * self._jokers, self.deck_size)

    @property
    def formula(self) -> Said:
        n, h, j = self.deck_size, self.cards, self._jokers
        return Said(self.FORMULA, hand=h, others=n - j, cards=n, jokers=j,
                    chance=Chance(self.exact), mean=Chance(self.expected),
                    mean_decimal=Decimals(float(self.expected), 3))

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        jokers = deck.mask(np.flatnonzero(deck.suit_of == JOKER_SUIT))
        return _count(deals, jokers).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.deck_size, self._jokers, self.cards)

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 1

    def hit(self, deal: Sequence[int]) -> bool:
        return any(c.is_joker for c in self._hand(deal))


@dataclass(frozen=True)
class RamiCopies(RamiHand):
    """Two copies of one card (the ace of hearts) in a hand: they can never share a set."""

    kind = "rami-copies"
    title = Said(text("question.rami-copies.title", "Two copies of the ace of hearts"))
    histogram_label = Said(text("question.rami-copies.histogram",
                                "copies of the ace of hearts in the hand"))
    CARD: ClassVar[str] = "AH"
    DEFINITION: ClassVar[Text] = text(
        "question.rami-copies.definition", "{players} players, {cards} cards: {packs} packs, so "
        "{packs} copies of every card ({deal}). Do {which} hold at least two copies of the ace "
        "of hearts, which can never go into the same set ({rule})? Any other card has the same "
        "chance. {note}")
    #: one term of the count: k of the copies and the rest of the hand from the other cards
    TERM: ClassVar[Text] = text("question.rami-copies.term",
                                "C({copies},{k}) x C({others},{rest})")
    FORMULA: ClassVar[Text] = text(
        "question.rami-copies.formula", "Count the hands with 2 or more of the {copies} copies: "
        "({ways}) of the C({cards},{hand}) hands = {chance} (about one hand in {every}).")

    @property
    def _copies(self) -> int:
        return self.table.deck.packs

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, players=self.table.players, cards=self.deck_size,
                    packs=self._copies, deal=self.table.deal_rule, which=self._which,
                    rule=self.rule, note=self.players_note)

    @cached_property
    def exact(self) -> Fraction:
        return ex.hypergeom_sf(2, self.deck_size, self._copies, self.cards)

    @property
    def formula(self) -> Said:
        n, h, c = self.deck_size, self.cards, self._copies
        ways = [Said(self.TERM, copies=c, k=k, others=n - c, rest=h - k)
                for k in range(2, min(c, h) + 1)]
        return Said(self.FORMULA, copies=c, ways=listed(ways, SUM, SUM), cards=n, hand=h,
                    chance=Chance(self.exact), every=round(1 / self.exact))

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        copies = deck.mask(deck.indices_of(ACE, SUITS.index(Card.parse(self.CARD).suit)))
        return _count(deals, copies).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.deck_size, self._copies, self.cards)

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 2

    def hit(self, deal: Sequence[int]) -> bool:
        wanted = Card.parse(self.CARD)
        return sum(c == wanted for c in self._hand(deal)) >= 2


@dataclass(frozen=True)
class RamiNatural(RamiHand):
    """A natural meld among the dealt cards: a set or a run with no joker in it."""

    kind = "rami-natural"
    title = Said(text("question.rami-natural.title", "A natural set or run in the hand"))
    DEFINITION: ClassVar[Text] = text(
        "question.rami-natural.definition", "{players} players, {cards} cards ({deal}). Do "
        "{which} hold a combination without a joker: a set (three cards of one rank in three "
        "different suits, HU-SET-1) or a run (three cards of one suit in a row, the ace low or "
        "high, {rule}, HU-RUN-2)? {note}")
    FORMULA: ClassVar[Said] = Said(text(
        "question.rami-natural.formula", "No closed form here: the sets and the runs overlap in "
        "too many ways to count by hand (a card may sit in a set and a run at once, and the "
        "packs repeat every card), so only the Monte-Carlo estimate with its interval is "
        "given."))

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, players=self.table.players, cards=self.deck_size,
                    deal=self.table.deal_rule, which=self._which, rule=self.rule,
                    note=self.players_note)

    @property
    def formula(self) -> Said:
        return self.FORMULA

    @cached_property
    def exact(self) -> None:
        return None

    def event(self, deals: np.ndarray) -> np.ndarray:
        deck = self.table.deck
        rank, suit = deck.rank_of.take(deals), deck.suit_of.take(deals)
        plain = suit != JOKER_SUIT
        held = np.zeros((len(deals), 4, ACE + 1), dtype=bool)  # [deal, suit, rank]
        rows = np.broadcast_to(np.arange(len(deals))[:, None], deals.shape)
        held[rows[plain], suit[plain], rank[plain]] = True
        held[:, :, 1] = held[:, :, ACE]  # the ace below the 2 (HU-RUN-2)
        sets = (held[:, :, 2:ACE + 1].sum(axis=1) >= 3).any(axis=1)
        runs = (held[:, :, 1:-2] & held[:, :, 2:-1] & held[:, :, 3:]).any(axis=(1, 2))
        return sets | runs

    def hit(self, deal: Sequence[int]) -> bool:
        held = {(c.suit, c.rank) for c in self._hand(deal) if not c.is_joker}
        held |= {(suit, 1) for suit, rank in held if rank == ACE}  # the ace below the 2
        ranks = {rank for _suit, rank in held if rank != 1}
        sets = any(sum((suit, rank) in held for suit in SUITS) >= 3 for rank in ranks)
        return sets or any((suit, r + 1) in held and (suit, r + 2) in held
                           for suit, r in held)


@dataclass(frozen=True)
class RamiOuts(RamiHand):
    """The outs to complete a meld: of the cards a player has not seen, how many finish his
    run, and the chance that one of his next draws from the stock is one of them."""

    kind = "rami-outs"
    title = Said(text("question.rami-outs.title", "Drawing a card that completes a run"))
    histogram_label = Said(text("question.rami-outs.histogram",
                                "cards among the three drawn that complete the run"))
    DEFINITION: ClassVar[Text] = text(
        "question.rami-outs.definition", "{players} players, {cards} cards ({deal}). A player "
        "holds 7♥ 8♥ among {which}, and has seen none of the cards that would make them a run "
        "({rule}): the {copies} copies of 6♥ and 9♥ and the {jokers} jokers, {outs} outs among "
        "the {unseen} cards he has not seen. What is the chance that one of his next {draws} "
        "draws from the stock is one of them? Every card he has not seen is as likely as any "
        "other to be the next one he draws, whoever else draws in between. {note}")
    FORMULA: ClassVar[Text] = text(
        "question.rami-outs.formula", "One minus the chance that all {draws} draws miss: they "
        "are {draws} of the {others} other unseen cards in C({others},{draws}) of the "
        "C({unseen},{draws}) ways, so 1 - C({others},{draws})/C({unseen},{draws}) = {chance}. "
        "The next draw alone finds an out with chance {outs}/{unseen} = {share}.")
    #: The run begun: 7 and 8 of hearts, completed by a 6 or a 9 of hearts, or by a joker.
    HELD: ClassVar[str] = "7H 8H"
    WANTED: ClassVar[str] = "6H 9H"
    DRAWS: ClassVar[int] = 3

    @property
    def unseen(self) -> int:
        """Cards the player has not seen: the pack less his hand and the discard pile's
        first card, face up (HU-DEAL-1)."""
        return self.table.deck.size - self.cards - 1

    @property
    def outs(self) -> int:
        """Every copy of the two cards that complete the run, and every joker (HU-JOKER-1)."""
        return 2 * self.table.deck.packs + self._jokers

    @property
    def deck_size(self) -> int:
        """What is dealt: the unseen cards, the outs first (index < :attr:`outs`)."""
        return self.unseen

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        return (self.DRAWS,)

    @property
    def definition(self) -> Said:
        return Said(self.DEFINITION, players=self.table.players, cards=self.table.deck.size,
                    deal=self.table.deal_rule, which=self._which, rule=self.rule,
                    copies=2 * self.table.deck.packs, jokers=self._jokers, outs=self.outs,
                    unseen=self.unseen, draws=self.DRAWS, note=self.players_note)

    @cached_property
    def exact(self) -> Fraction:
        return ex.p_holds_any(self.outs, self.DRAWS, self.unseen)

    @property
    def formula(self) -> Said:
        n, k, o = self.unseen, self.DRAWS, self.outs
        return Said(self.FORMULA, draws=k, others=n - o, unseen=n, chance=Chance(self.exact),
                    outs=o, share=Decimals(o / n, 4))

    def statistic(self, deals: np.ndarray) -> np.ndarray:
        return (deals < self.outs).sum(axis=1).astype(np.int16)

    def exact_pmf(self) -> list[Fraction]:
        return ex.hypergeom_dist(self.unseen, self.outs, self.DRAWS)

    def event(self, deals: np.ndarray) -> np.ndarray:
        return self.statistic(deals) >= 1

    def hit(self, deal: Sequence[int]) -> bool:
        return any(i < self.outs for i in deal)


# --------------------------------------------------------------------------- catalogue

QUESTION_CLASSES: dict[str, type[Question]] = {
    cls.kind: cls for cls in (NineTurned, TrumpAce, FourJacks, JackPair, FiveOneSuit,
                              ThreeTrumps, AceInHand, RamiOpen, RamiJoker, RamiCopies,
                              RamiNatural, RamiOuts)}

QUESTION_RULES: Mapping[str, Mapping[str, str]] = MappingProxyType({
    kind: MappingProxyType({vid: _lab(vid).questions[kind] for vid in LAB_VARIANTS
                            if kind in _lab(vid).questions})
    for kind in QUESTION_CLASSES})
"""Question kind -> variant ID -> the rule the question comes from, as each variant
declares it (``Teaching.lab.questions``)."""


def questions_for(variant_id: str, players: int | None = None,
                  speaker: Speaker | None = None) -> list[tuple[str, str]]:
    """``(kind, title)`` of the questions the lab asks about a variant (and player count):
    each title in ``speaker``'s language, or the English (:class:`Said`) without one.

    >>> from ramsas_widgets.i18n.locale import speaker
    >>> questions_for("ru-classic", 3, speaker=speaker("lt"))[-1]
    ('ace-in-hand', 'Tūzas rankoje: sakyti „pas“ negalima')
    """
    _info(variant_id)
    out = []
    for kind, rules in QUESTION_RULES.items():
        if variant_id not in rules:
            continue
        if kind == "nine-turned" and players not in (None, 4):
            continue
        title = QUESTION_CLASSES[kind].title
        out.append((kind, title if speaker is None else title.said(speaker)))
    return out


NO_QUESTION = text("question.refused.unknown", "No such question {kind}; the lab asks: {kinds}.")
NOT_OF_VARIANT = text("question.refused.variant",
                      "The question {kind} is asked only of {variants}, not {variant}.")
NINE_PLAYERS = text("question.refused.nine-players",
                    "The dealer may look at his last card only with exactly 4 players.")
NOT_OF_WHO = text("question.refused.who", "The question {kind} is asked of {whos}, not {who}.")
RAMI_CARDS = text("question.refused.rami-cards",
                  "A Rami hand has 13 cards, 14 after the first draw, not {cards}.")


def make_question(kind: str, variant_id: str, players: int | None = None,
                  who: str | None = None, *, cards: int = 13,
                  house_pack: bool = False) -> Question:
    """The question ``kind`` asked of ``variant_id``; ``who`` defaults to its first choice.

    ``cards`` (13 or 14) and ``house_pack`` concern only the Rami questions.

    >>> make_question("nine-turned", "lt-ramsas").exact
    Fraction(1, 6)
    >>> make_question("trump-ace", "lt-ramsas", who="dealer").exact
    Fraction(43, 138)
    """
    if kind not in QUESTION_CLASSES:
        raise RulesError(say(NO_QUESTION, kind=repr(kind), kinds=", ".join(QUESTION_CLASSES)))
    rules = QUESTION_RULES[kind]
    if variant_id not in rules:
        raise RulesError(say(NOT_OF_VARIANT, kind=repr(kind), variants=", ".join(rules),
                             variant=repr(variant_id)))
    cls = QUESTION_CLASSES[kind]
    table = make_table(variant_id, players, house_pack=house_pack)
    if kind == "nine-turned" and table.players != 4:
        raise RulesError(say(NINE_PLAYERS), rule="LT-DEAL-3")
    who = cls.whos[0] if who is None else who
    if who not in cls.whos:
        raise RulesError(say(NOT_OF_WHO, kind=repr(kind), whos=listed(cls.whos),
                             who=repr(who)))
    if issubclass(cls, RamiHand):
        if cards not in (13, 14):
            raise RulesError(say(RAMI_CARDS, cards=str(cards)), rule="HU-DEAL-1")
        return cls(table, who, rules[variant_id], cards=cards)
    return cls(table, who, rules[variant_id])


def all_questions() -> list[Question]:
    """Every question of the lab, each variant at its usual player count, every ``who``."""
    out = []
    for kind, rules in QUESTION_RULES.items():
        for variant_id in rules:
            for who in QUESTION_CLASSES[kind].whos:
                out.append(make_question(kind, variant_id, who=who))
    return out
