"""Cards on screen: readable HTML cards, views of a hand, a trick or a pack, and a picker.

Every card shows its rank and suit symbol in the suit's colour and carries a text
alternative for screen readers (``role="img"`` with an ``aria-label`` such as
"ten of hearts"). ``four_colour=True`` switches to the four-colour pack (spades black,
hearts red, diamonds blue, clubs green) for readers who tell red from black poorly.

The stylesheet is ``cards.css`` of the guide's Voilà template, which links it in the page;
elsewhere (JupyterLab) each view calls :func:`~ramsas_widgets.widgets.styles.use_styles`.

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

from ramsas_widgets.engine.cards import Card, Suit, parse_cards

from .labels import said
from .styles import use_styles

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


def card_face(card: Card) -> str:
    """A card button's face, rank above suit as on :func:`card_html`'s cards: ``"10\n♥"``,
    ``"JK\n★"`` (``cards.css`` breaks the line)."""
    if card.is_joker:
        return "JK\n★"
    return f"{card.symbol[:-1]}\n{card.symbol[-1]}"


def card_html(card: Card, *, four_colour: bool = False, face_up: bool = True,
              shown: bool = False, new: bool = False, bought: bool = False) -> str:
    """One card as an accessible HTML element.

    ``face_up=False`` draws the back (the label says only "face-down card");
    ``shown`` outlines a card shown to everybody; ``new`` marks the card just moved;
    ``bought`` marks a card just bought (a green corner, and ", just bought" in its name).
    """
    extra = (" rw-shown" if shown else "") + (" rw-new" if new else "") + \
        (" rw-bought" if bought else "")
    if not face_up:
        return (f'<span class="rw-card rw-back{extra}" role="img" '
                f'aria-label="face-down card"></span>')
    name = card.name + (", shown to everybody" if shown else "") + \
        (", just bought" if bought else "")
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
               empty: str = "no cards", count: bool = False,
               bought: Iterable[Card] = ()) -> str:
    """A labelled row of cards (a hand, the buy, a pile).

    ``shown[i]`` outlines card ``i``; ``new_index`` marks one card as just moved;
    ``bought`` marks the cards just bought; ``count`` appends the number of cards.
    """
    cards = as_cards(cards)
    marked = list(bought)
    parts = []
    for i, c in enumerate(cards):
        new = c in marked
        if new:
            marked.remove(c)
        parts.append(card_html(c, four_colour=four_colour, face_up=face_up,
                               shown=bool(shown and shown[i]), new=(i == new_index),
                               bought=new))
    if not parts:
        parts.append(f'<span class="rw-empty">{escape(empty)}</span>')
    if count and cards:
        noun = "card" if len(cards) == 1 else "cards"
        parts.append(f'<span class="rw-count">({len(cards)} {noun})</span>')
    head = f'<span class="rw-label">{escape(label)}</span>' if label else ""
    aria = f' role="group" aria-label="{escape(label)}"' if label else ""
    return f'<div class="rw-row"{aria}>{head}{"".join(parts)}</div>'


def hand_html(cards: Iterable[Card] | str, label: str = "Hand", **kw) -> str:
    """A player's hand as a labelled row of face-up cards."""
    return cards_html(cards, label=label, **kw)


def trick_html(played: Sequence[tuple[str, Card]] | Sequence[Card], *, label: str = "Trick",
               four_colour: bool = False, winner: int | None = None) -> str:
    """A trick in play order; items are cards or ``(who, card)`` pairs.

    ``winner`` (index in play order) outlines the card that takes the trick.
    """
    items = []
    for i, item in enumerate(played):
        who, c = item if isinstance(item, tuple) else ("", item)
        takes = i == winner
        who_text = escape(who) + (" — takes it" if takes else "")
        items.append(f'<span class="rw-trick-item">'
                     f'{card_html(c, four_colour=four_colour, shown=takes)}'
                     f'<span class="rw-trick-who">{who_text}</span></span>')
    if not items:
        items.append('<span class="rw-empty">no card played yet</span>')
    return (f'<div class="rw-row" role="group" aria-label="{escape(label)}">'
            f'<span class="rw-label">{escape(label)}</span>{"".join(items)}</div>')


def pack_html(cards: Iterable[Card] | str, *, four_colour: bool = False,
              label: str = "Pack") -> str:
    """A whole pack, one row per suit (jokers last), for the "pack and players" sections."""
    cards = as_cards(cards)
    rows = []
    for suit in Suit:
        in_suit = sorted({c for c in cards if c.suit == suit}, key=lambda c: c.rank)
        if in_suit:
            rows.append(cards_html(in_suit, label=f"{suit.noun.capitalize()} {suit.symbol}",
                                   four_colour=four_colour))
    jokers = [c for c in cards if c.is_joker]
    if jokers:
        rows.append(cards_html(jokers[:1], label=f"Jokers (x{len(jokers)})"))
    total = len(cards)
    return (f'<div class="rw-root" role="group" aria-label="{escape(label)}">'
            f'<p><strong>{escape(label)}</strong>: {total} cards.</p>{"".join(rows)}</div>')


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
        self.label = label
        self.four_colour = four_colour
        self.face_up = face_up
        self.cards: list[Card] = []
        self.show(cards)

    def show(self, cards: Iterable[Card] | str) -> None:
        self.cards = as_cards(cards)
        self.value = '<div class="rw-root">' + cards_html(
            self.cards, label=said(self.label), four_colour=self.four_colour,
            face_up=self.face_up) + "</div>"


class TrickView(widgets.HTML):
    """An HTML widget showing a trick; :meth:`show` takes ``(who, card)`` pairs or cards."""

    def __init__(self, played: Sequence = (), *, label: str = "Trick",
                 four_colour: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        use_styles()
        self.label = label
        self.four_colour = four_colour
        self.show(played)

    def show(self, played: Sequence, winner: int | None = None) -> None:
        self.played = list(played)
        self.value = '<div class="rw-root">' + trick_html(
            self.played, label=self.label, four_colour=self.four_colour,
            winner=winner) + "</div>"


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
        self.head.value = f'<b class="rw-root">{escape(label)}</b>' if label else ""

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
                b.tooltip = c.name + (", just bought" if new else "")
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

    def __init__(self, cards: Iterable[Card] | str, *, label: str = "Pack",
                 four_colour: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        use_styles()
        self.cards = as_cards(cards)
        self.value = pack_html(self.cards, four_colour=four_colour, label=said(label))
