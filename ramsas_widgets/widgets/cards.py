"""Cards on screen: readable HTML cards, views of a hand, a trick or a pack, and a picker.

Every card shows its rank and suit symbol in the suit's colour and carries a text
alternative for screen readers (``role="img"`` with an ``aria-label`` such as
"ten of hearts"). ``four_colour=True`` switches to the four-colour pack (spades black,
hearts red, diamonds blue, clubs green) for readers who tell red from black poorly.

The stylesheet is ``cards.css`` of the guide's Voilà template, which links it in the page;
elsewhere (JupyterLab) each view calls :func:`~ramsas_widgets.widgets.styles.use_styles`.

Every word on a card and a row (a card's name, a count, a default label) is a message said
in the page's language (``speaker=``; a view takes the page's when it is built). A label
given as a declared message is said too; other text is shown as given.

>>> from ramsas_widgets.engine.cards import parse_cards
>>> html = card_html(parse_cards("TH")[0])
>>> 'aria-label="ten of hearts"' in html and ">10<" in html and ">♥<" in html
True
>>> "rw-blue" in card_html(parse_cards("AD")[0], four_colour=True)
True
>>> 'aria-label="face-down card"' in card_html(parse_cards("AD")[0], face_up=False)
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape

import ipywidgets as widgets

from ramsas_widgets.engine.card_words import card_named
from ramsas_widgets.engine.cards import Card, Suit, parse_cards
from ramsas_widgets.engine.events import render
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.markup import Markup
from ramsas_widgets.i18n.messages import plural, text

from .feedback import html_message, spoken
from .labels import said
from .styles import use_styles

#: A card face down, for screen readers (a card's own name: ``engine.card_words``).
FACE_DOWN = text("card-view.name.face-down", "face-down card")
#: A card's name with what is special about it.
SHOWN_NAME = text("card-view.name.shown", "{card}, shown to everybody")
BOUGHT_NAME = text("card-view.name.bought", "{card}, just bought")
SHOWN_BOUGHT_NAME = text("card-view.name.shown-bought", "{card}, shown to everybody, just bought")
#: How many cards a row holds (the English noun follows the count).
COUNT = plural("card-view.count", "n",
               "({n} card)",
               "({n} cards)")
#: The rows' default labels and empty texts.
NO_CARDS = text("card-view.row.no-cards", "no cards")
HAND = text("card-view.row.hand", "Hand")
TRICK = text("card-view.trick.label", "Trick")
TAKES_IT = text("card-view.trick.takes-it", "{who} — takes it")
NO_CARD_YET = text("card-view.trick.empty", "no card played yet")
PACK = text("card-view.pack.label", "Pack")
PACK_TOTAL = text("card-view.pack.total", "{label}: {n} cards.")
JOKERS = text("card-view.pack.jokers", "Jokers (x{n})")
#: A row of the pack: its suit.
SUIT_ROWS = {
    Suit.CLUBS: text("card-view.pack.clubs", "Clubs ♣"),
    Suit.DIAMONDS: text("card-view.pack.diamonds", "Diamonds ♦"),
    Suit.HEARTS: text("card-view.pack.hearts", "Hearts ♥"),
    Suit.SPADES: text("card-view.pack.spades", "Spades ♠"),
}

#: Suit colours: the usual two-colour pack and the four-colour pack.
TWO_COLOURS = {Suit.CLUBS: "black", Suit.SPADES: "black", Suit.HEARTS: "red",
               Suit.DIAMONDS: "red"}
FOUR_COLOURS = {Suit.CLUBS: "green", Suit.SPADES: "black", Suit.HEARTS: "red",
                Suit.DIAMONDS: "blue"}
#: Text colours for picker buttons (ipywidgets styles, not CSS classes).
COLOUR_HEX = {"black": "#111111", "red": "#b3001b", "blue": "#0a3fa8", "green": "#0b6b1e"}


def suit_colour(suit: Suit | None, four_colour: bool = False) -> str:
    """Colour name of a suit: ``black``/``red``, or four colours; ``purple`` for a joker."""
    if suit is None:
        return "purple"
    return (FOUR_COLOURS if four_colour else TWO_COLOURS)[suit]


def as_cards(cards: Iterable[Card] | str) -> list[Card]:
    """Cards given as a list or as text in the RULES.md notation."""
    if isinstance(cards, str):
        return parse_cards(cards)
    return list(cards)


def card_label(card: Card) -> str:
    """Short visible label for buttons: ``"10♥"``, ``"A♠"``, ``"JK"``."""
    return card.symbol


def card_name(card: Card, speaker: Speaker | None = None, *, shown: bool = False,
              bought: bool = False) -> str:
    """The card in words, as a screen reader says it: ``"ten of hearts"``, ``"joker"``; with
    ``shown`` (a card shown to everybody) and ``bought`` (a card just bought) said too.

    >>> from ramsas_widgets.i18n.locale import speaker
    >>> card_name(Card.parse("TH"), speaker("lt"), bought=True)
    'širdžių dešimtakė, ką tik nupirkta korta'
    """
    speaker = speaker or page_speaker()
    name = render(card_named(card), speaker=speaker)
    if shown and bought:
        return speaker.say(SHOWN_BOUGHT_NAME.id, card=name)
    if shown:
        return speaker.say(SHOWN_NAME.id, card=name)
    if bought:
        return speaker.say(BOUGHT_NAME.id, card=name)
    return name


def card_count(n: int, speaker: Speaker | None = None) -> str:
    """How many cards, in brackets: ``"(1 card)"``, ``"(5 cards)"``."""
    return (speaker or page_speaker()).say(COUNT.id, n=n)


def card_face(card: Card) -> str:
    """A card button's face, rank above suit as on :func:`card_html`'s cards: ``"10\n♥"``,
    ``"JK\n★"`` (``cards.css`` breaks the line)."""
    if card.is_joker:
        return "JK\n★"
    return f"{card.symbol[:-1]}\n{card.symbol[-1]}"


def card_html(card: Card, *, four_colour: bool = False, face_up: bool = True,
              shown: bool = False, new: bool = False, bought: bool = False,
              speaker: Speaker | None = None) -> str:
    """One card as an accessible HTML element.

    ``face_up=False`` draws the back (the label says only "face-down card");
    ``shown`` outlines a card shown to everybody; ``new`` marks the card just moved;
    ``bought`` marks a card just bought (a green corner, and ", just bought" in its name).
    """
    speaker = speaker or page_speaker()
    extra = (" rw-shown" if shown else "") + (" rw-new" if new else "") + \
        (" rw-bought" if bought else "")
    if not face_up:
        return (f'<span class="rw-card rw-back{extra}" role="img" '
                f'aria-label="{escape(speaker.say(FACE_DOWN.id))}"></span>')
    name = card_name(card, speaker, shown=shown, bought=bought)
    if card.is_joker:
        return (f'<span class="rw-card rw-joker{extra}" role="img" aria-label="{escape(name)}" '
                f'title="{escape(name)}"><span class="rw-rank" aria-hidden="true">JK</span>'
                f'<span class="rw-suit" aria-hidden="true">★</span></span>')
    colour = suit_colour(card.suit, four_colour)
    rank = "10" if card.rank == 10 else str(card)[:-1]
    return (f'<span class="rw-card rw-{colour}{extra}" role="img" aria-label="{escape(name)}" '
            f'title="{escape(name)}"><span class="rw-rank" aria-hidden="true">{rank}</span>'
            f'<span class="rw-suit" aria-hidden="true">{card.suit.symbol}</span></span>')


def cards_html(cards: Iterable[Card] | str, *, label: str | None = None,
               four_colour: bool = False, face_up: bool = True,
               shown: Sequence[bool] | None = None, new_index: int | None = None,
               empty: str = NO_CARDS, count: bool = False,
               bought: Iterable[Card] = (), speaker: Speaker | None = None) -> str:
    """A labelled row of cards (a hand, the buy, a pile).

    ``shown[i]`` outlines card ``i``; ``new_index`` marks one card as just moved;
    ``bought`` marks the cards just bought; ``count`` appends the number of cards.
    """
    speaker = speaker or page_speaker()
    label = spoken(label, speaker) if label else None
    cards = as_cards(cards)
    marked = list(bought)
    parts = []
    for i, c in enumerate(cards):
        new = c in marked
        if new:
            marked.remove(c)
        parts.append(card_html(c, four_colour=four_colour, face_up=face_up,
                               shown=bool(shown and shown[i]), new=(i == new_index),
                               bought=new, speaker=speaker))
    if not parts:
        parts.append(f'<span class="rw-empty">{escape(spoken(empty, speaker))}</span>')
    if count and cards:
        parts.append(f'<span class="rw-count">{escape(card_count(len(cards), speaker))}'
                     "</span>")
    head = f'<span class="rw-label">{escape(label)}</span>' if label else ""
    aria = f' role="group" aria-label="{escape(label)}"' if label else ""
    return f'<div class="rw-row"{aria}>{head}{"".join(parts)}</div>'


def hand_html(cards: Iterable[Card] | str, label: str = HAND, **kw) -> str:
    """A player's hand as a labelled row of face-up cards."""
    return cards_html(cards, label=label, **kw)


def trick_html(played: Sequence[tuple[str, Card]] | Sequence[Card], *, label: str = TRICK,
               four_colour: bool = False, winner: int | None = None,
               speaker: Speaker | None = None) -> str:
    """A trick in play order; items are cards or ``(who, card)`` pairs (``who`` as text or
    as a sentence of the engine, said in the language).

    ``winner`` (index in play order) outlines the card that takes the trick.
    """
    speaker = speaker or page_speaker()
    label = spoken(label, speaker)
    items = []
    for i, item in enumerate(played):
        who, c = item if isinstance(item, tuple) else ("", item)
        takes = i == winner
        who = spoken(who, speaker)
        who_text = escape(speaker.say(TAKES_IT.id, who=who) if takes else who)
        items.append(f'<span class="rw-trick-item">'
                     f'{card_html(c, four_colour=four_colour, shown=takes, speaker=speaker)}'
                     f'<span class="rw-trick-who">{who_text}</span></span>')
    if not items:
        items.append(f'<span class="rw-empty">{escape(speaker.say(NO_CARD_YET.id))}</span>')
    return (f'<div class="rw-row" role="group" aria-label="{escape(label)}">'
            f'<span class="rw-label">{escape(label)}</span>{"".join(items)}</div>')


def pack_html(cards: Iterable[Card] | str, *, four_colour: bool = False,
              label: str = PACK, speaker: Speaker | None = None) -> str:
    """A whole pack, one row per suit (jokers last), for the "pack and players" sections."""
    speaker = speaker or page_speaker()
    label = spoken(label, speaker)
    cards = as_cards(cards)
    rows = []
    for suit in Suit:
        in_suit = sorted({c for c in cards if c.suit == suit}, key=lambda c: c.rank)
        if in_suit:
            rows.append(cards_html(in_suit, label=speaker.say(SUIT_ROWS[suit].id),
                                   four_colour=four_colour, speaker=speaker))
    jokers = [c for c in cards if c.is_joker]
    if jokers:
        rows.append(cards_html(jokers[:1], label=speaker.say(JOKERS.id, n=len(jokers)),
                               speaker=speaker))
    total = html_message(speaker, PACK_TOTAL.id, n=len(cards),
                         label=Markup(f"<strong>{escape(label)}</strong>"))
    return (f'<div class="rw-root" role="group" aria-label="{escape(label)}">'
            f'<p>{total}</p>{"".join(rows)}</div>')


class CardsView(widgets.HTML):
    """An HTML widget showing a labelled row of cards; call :meth:`show` to change them.

    >>> view = CardsView("AS TD", label="Your hand")
    >>> "ace of spades" in view.value and "Your hand" in view.value
    True
    """

    def __init__(self, cards: Iterable[Card] | str = (), *, label: str | None = None,
                 four_colour: bool = False, face_up: bool = True, **kwargs) -> None:
        super().__init__(**kwargs)
        use_styles()
        self.speaker = page_speaker()
        self.label = label
        self.four_colour = four_colour
        self.face_up = face_up
        self.cards: list[Card] = []
        self.show(cards)

    def show(self, cards: Iterable[Card] | str) -> None:
        self.cards = as_cards(cards)
        self.value = '<div class="rw-root">' + cards_html(
            self.cards, label=said(self.label), four_colour=self.four_colour,
            face_up=self.face_up, speaker=self.speaker) + "</div>"


class TrickView(widgets.HTML):
    """An HTML widget showing a trick; :meth:`show` takes ``(who, card)`` pairs or cards."""

    def __init__(self, played: Sequence = (), *, label: str = TRICK,
                 four_colour: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        use_styles()
        self.speaker = page_speaker()
        self.label = label
        self.four_colour = four_colour
        self.show(played)

    def show(self, played: Sequence, winner: int | None = None) -> None:
        self.played = list(played)
        self.value = '<div class="rw-root">' + trick_html(
            self.played, label=self.label, four_colour=self.four_colour,
            winner=winner, speaker=self.speaker) + "</div>"


class CardPicker(widgets.VBox):
    """Clickable cards: one toggle button per card, drawn as the face of a card.

    Each button shows rank and suit (:func:`card_face`), is named by the card in words
    (its tooltip, "jack of clubs"; the template's ``a11y.js`` makes it the button's name)
    and says whether it is picked (``aria-pressed``); a card just bought is marked
    (``bought=`` of :meth:`set_cards`: the class ``rw-bought`` and ", just bought" in its
    name). The buttons are kept from one hand to the next, so that focus can stay on them.
    ``multiple=False`` keeps at most one card picked. :attr:`picked` lists the picked
    cards in hand order; ``on_change(callback)`` calls ``callback(picked)`` on each click.

    >>> picker = CardPicker("AS TD 9C")
    >>> picker.buttons[1].value = True
    >>> picker.picked
    [TD]
    >>> picker.buttons[0].value = True
    >>> picker.picked
    [AS]
    """

    def __init__(self, cards: Iterable[Card] | str = (), *, multiple: bool = False,
                 four_colour: bool = False, label: str = "", **kwargs) -> None:
        super().__init__(**kwargs)
        use_styles()
        self.speaker = page_speaker()
        self.multiple = multiple
        self.four_colour = four_colour
        self.label = label
        self._callbacks: list[Callable[[list[Card]], None]] = []
        self._syncing = False
        self.cards: list[Card] = []
        self.bought: list[bool] = []
        self.buttons: list[widgets.ToggleButton] = []
        self._pool: list[widgets.ToggleButton] = []
        self.add_class("rw-pick-row")
        self.row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.row.add_class("rw-card-row")
        self.head = widgets.HTML()
        self.children = (self.head, self.row)
        self.set_label(label)
        self.set_cards(cards)

    def set_label(self, label: str) -> None:
        """The words above the cards (the row's name for a screen reader too)."""
        self.label = label
        said_label = spoken(label, self.speaker)
        self.head.value = f'<b class="rw-root">{escape(said_label)}</b>' if label else ""

    def set_cards(self, cards: Iterable[Card] | str, bought: Iterable[Card] = ()) -> None:
        """Replace the cards offered (nothing picked); ``bought`` cards are marked."""
        self.cards = as_cards(cards)
        while len(self._pool) < len(self.cards):
            b = widgets.ToggleButton(value=False)  # its size: cards.css
            b.add_class("rw-card-button")
            b.style.font_weight = "bold"
            b.observe(self._on_toggle, names="value")
            self._pool.append(b)
        marked = list(bought)
        self.bought = []
        self._syncing = True
        try:
            for c, b in zip(self.cards, self._pool, strict=False):
                new = c in marked
                if new:
                    marked.remove(c)
                self.bought.append(new)
                b.value = False
                b.description = card_face(c)
                b.tooltip = card_name(c, self.speaker, bought=new)
                b.style.text_color = COLOUR_HEX.get(suit_colour(c.suit, self.four_colour),
                                                    "#5a2a82")
                (b.add_class if new else b.remove_class)("rw-bought")
        finally:
            self._syncing = False
        self.buttons = self._pool[:len(self.cards)]
        if tuple(self.row.children) != tuple(self.buttons):
            self.row.children = tuple(self.buttons)

    def focus_card(self, index: int = 0) -> None:
        """Put the keyboard's focus on a card (the first by default), if there is one."""
        if self.buttons:
            self.buttons[max(0, min(index, len(self.buttons) - 1))].focus()

    @property
    def picked(self) -> list[Card]:
        return [c for c, b in zip(self.cards, self.buttons, strict=True) if b.value]

    def pick(self, cards: Iterable[Card] | str) -> None:
        """Pick the given cards (as if clicked), clearing the others."""
        wanted = list(as_cards(cards))
        self._syncing = True
        try:
            for c, b in zip(self.cards, self.buttons, strict=True):
                if c in wanted:
                    wanted.remove(c)
                    b.value = True
                else:
                    b.value = False
        finally:
            self._syncing = False
        self._notify()

    def clear(self) -> None:
        self.pick([])

    def on_change(self, callback: Callable[[list[Card]], None]) -> None:
        self._callbacks.append(callback)

    def _on_toggle(self, change) -> None:
        if self._syncing:
            return
        if not self.multiple and change["new"]:
            self._syncing = True
            try:
                for b in self.buttons:
                    if b is not change["owner"]:
                        b.value = False
            finally:
                self._syncing = False
        self._notify()

    def _notify(self) -> None:
        picked = self.picked
        for cb in self._callbacks:
            cb(picked)


class PackView(widgets.HTML):
    """An HTML widget showing a whole pack, one row per suit.

    >>> from ramsas_widgets.engine.cards import make_pack
    >>> view = PackView(make_pack(low=9), label="The 24-card pack")
    >>> "24 cards" in view.value and "nine of clubs" in view.value
    True
    """

    def __init__(self, cards: Iterable[Card] | str, *, label: str = PACK,
                 four_colour: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        use_styles()
        self.speaker = page_speaker()
        self.cards = as_cards(cards)
        self.value = pack_html(self.cards, four_colour=four_colour, label=said(label),
                               speaker=self.speaker)
