"""Cards on screen: readable HTML cards, views of a hand, a trick or a pack, and a picker.

Every card shows its rank and suit symbol in the suit's colour and carries a text
alternative for screen readers (``role="img"`` with an ``aria-label`` such as
"ten of hearts"). ``four_colour=True`` switches to the four-colour pack (spades black,
hearts red, diamonds blue, clubs green) for readers who tell red from black poorly.

The whole stylesheet is :data:`CARD_CSS`; :func:`style_tag` wraps it for an HTML widget,
and every view in this module includes it, so a view works wherever it is displayed.

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

CARD_CSS = """
.rw-root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: var(--jp-content-font-color1, #1a1a1a); line-height: 1.4; }
.rw-card { display: inline-flex; flex-direction: column; align-items: center;
  justify-content: center; box-sizing: border-box; width: 2.9em; height: 4em;
  margin: 0.15em; padding: 0.1em; border: 1px solid #6b6b6b; border-radius: 0.35em;
  background: #ffffff; font-weight: 700; font-size: 1.05em; line-height: 1.05;
  vertical-align: middle; box-shadow: 0 1px 2px rgba(0,0,0,0.18); }
.rw-card .rw-rank { font-size: 1.05em; }
.rw-card .rw-suit { font-size: 1.25em; }
.rw-black { color: #111111; }
.rw-red { color: #b3001b; }
.rw-blue { color: #0a3fa8; }
.rw-green { color: #0b6b1e; }
.rw-joker { color: #5a2a82; }
.rw-back { background: repeating-linear-gradient(45deg, #2d4f8a, #2d4f8a 4px,
  #3c66ad 4px, #3c66ad 8px); border-color: #1f3763; }
.rw-shown { outline: 3px solid #d08c00; outline-offset: 1px; }
.rw-new { box-shadow: 0 0 0 3px #1b7f3b; }
.rw-row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.1em;
  margin: 0.2em 0; min-height: 4.3em; }
.rw-label { font-weight: 600; min-width: 8.5em; margin-right: 0.4em;
  color: var(--jp-content-font-color1, #262626);
  flex-shrink: 0; }
.rw-empty { color: var(--jp-content-font-color2, #555555); font-style: italic; }
.rw-count { color: var(--jp-content-font-color2, #333333); margin-left: 0.4em; }
.rw-trick-item { display: inline-flex; flex-direction: column; align-items: center;
  margin-right: 0.35em; }
.rw-trick-who { font-size: 0.8em; color: var(--jp-content-font-color2, #333333); }
.rw-sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
.rw-feedback { border-left: 4px solid #6b6b6b; background: rgba(128,128,128,0.1);
  padding: 0.45em 0.7em; margin: 0.3em 0; border-radius: 0.2em;
  color: var(--jp-content-font-color1, #1a1a1a); max-width: 60em; box-sizing: border-box; }
.rw-feedback.rw-ok { border-color: #1b7f3b; background: rgba(27,127,59,0.1); }
.rw-feedback.rw-wrong { border-color: #c8102e; background: rgba(200,16,46,0.09); }
.rw-feedback.rw-info { border-color: #3c66ad; background: rgba(60,102,173,0.1); }
.rw-feedback.rw-error { border-color: #c76a00; background: rgba(230,130,0,0.1); }
.rw-rule { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.92em;
  background: rgba(128,128,128,0.16); padding: 0 0.25em; border-radius: 0.2em;
  white-space: nowrap; }
.rw-narration { max-width: 60em; border-left: 4px solid #3c66ad;
  background: rgba(60,102,173,0.1); color: var(--jp-content-font-color1, #1a1a1a);
  padding: 0.45em 0.7em; margin: 0.3em 0; border-radius: 0.2em;
  min-height: 2.8em; box-sizing: border-box; }
.rw-table { border: 1px solid var(--jp-border-color1, #c9c9c9); border-radius: 0.4em;
  padding: 0.4em 0.6em; background: rgba(27,127,59,0.05); max-width: 60em; overflow-x: auto;
  box-sizing: border-box; }
.rw-pick-row .widget-toggle-button { font-weight: 700; border: 2px solid #9a9a9a;
  background: #ffffff; }
.rw-pick-row .widget-toggle-button.mod-active { background: #ffe9a8; border: 2px solid #1f4e99;
  box-shadow: inset 0 0 0 2px #1f4e99; }
"""

#: Suit colours: the usual two-colour pack and the four-colour pack.
TWO_COLOURS = {Suit.CLUBS: "black", Suit.SPADES: "black", Suit.HEARTS: "red",
               Suit.DIAMONDS: "red"}
FOUR_COLOURS = {Suit.CLUBS: "green", Suit.SPADES: "black", Suit.HEARTS: "red",
                Suit.DIAMONDS: "blue"}
#: Text colours for picker buttons (ipywidgets styles, not CSS classes).
COLOUR_HEX = {"black": "#111111", "red": "#b3001b", "blue": "#0a3fa8", "green": "#0b6b1e"}


def style_tag() -> str:
    """The stylesheet of every card view, as a ``<style>`` element."""
    return f"<style>{CARD_CSS}</style>"


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


def card_html(card: Card, *, four_colour: bool = False, face_up: bool = True,
              shown: bool = False, new: bool = False) -> str:
    """One card as an accessible HTML element.

    ``face_up=False`` draws the back (the label says only "face-down card");
    ``shown`` outlines a card shown to everybody; ``new`` marks the card just moved.
    """
    extra = (" rw-shown" if shown else "") + (" rw-new" if new else "")
    if not face_up:
        return (f'<span class="rw-card rw-back{extra}" role="img" '
                f'aria-label="face-down card"></span>')
    name = card.name + (", shown to everybody" if shown else "")
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
               empty: str = "no cards", count: bool = False) -> str:
    """A labelled row of cards (a hand, the buy, a pile).

    ``shown[i]`` outlines card ``i``; ``new_index`` marks one card as just moved;
    ``count`` appends the number of cards.
    """
    cards = as_cards(cards)
    parts = []
    for i, c in enumerate(cards):
        parts.append(card_html(c, four_colour=four_colour, face_up=face_up,
                               shown=bool(shown and shown[i]), new=(i == new_index)))
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
        self.label = label
        self.four_colour = four_colour
        self.face_up = face_up
        self.cards: list[Card] = []
        self.show(cards)

    def show(self, cards: Iterable[Card] | str) -> None:
        self.cards = as_cards(cards)
        self.value = style_tag() + '<div class="rw-root">' + cards_html(
            self.cards, label=self.label, four_colour=self.four_colour,
            face_up=self.face_up) + "</div>"


class TrickView(widgets.HTML):
    """An HTML widget showing a trick; :meth:`show` takes ``(who, card)`` pairs or cards."""

    def __init__(self, played: Sequence = (), *, label: str = "Trick",
                 four_colour: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.label = label
        self.four_colour = four_colour
        self.show(played)

    def show(self, played: Sequence, winner: int | None = None) -> None:
        self.played = list(played)
        self.value = style_tag() + '<div class="rw-root">' + trick_html(
            self.played, label=self.label, four_colour=self.four_colour,
            winner=winner) + "</div>"


class CardPicker(widgets.VBox):
    """Clickable cards: one toggle button per card, labelled with rank and suit in text.

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
        self.multiple = multiple
        self.four_colour = four_colour
        self.label = label
        self._callbacks: list[Callable[[list[Card]], None]] = []
        self._syncing = False
        self.cards: list[Card] = []
        self.buttons: list[widgets.ToggleButton] = []
        self.add_class("rw-pick-row")
        self.set_cards(cards)

    def set_cards(self, cards: Iterable[Card] | str) -> None:
        """Replace the cards offered (nothing picked)."""
        self.cards = as_cards(cards)
        self.buttons = []
        for c in self.cards:
            b = widgets.ToggleButton(
                value=False, description=card_label(c), tooltip=c.name,
                layout=widgets.Layout(width="auto", min_width="3.4em", height="2.6em"))
            b.style.text_color = COLOUR_HEX.get(suit_colour(c.suit, self.four_colour),
                                                "#5a2a82")
            b.style.font_weight = "bold"
            b.style.font_size = "1.05em"
            b.observe(self._on_toggle, names="value")
            self.buttons.append(b)
        row = widgets.HBox(self.buttons, layout=widgets.Layout(flex_flow="row wrap"))
        # the stylesheet travels with the picker (a <style> applies even when hidden)
        head = [widgets.HTML(style_tag(), layout=widgets.Layout(display="none"))]
        if self.label:
            head.append(widgets.HTML(f"<b>{escape(self.label)}</b>"))
        self.children = (*head, row)

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
        self.cards = as_cards(cards)
        self.value = style_tag() + pack_html(self.cards, four_colour=four_colour, label=label)
