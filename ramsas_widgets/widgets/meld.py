"""Rami meld validator: is this a set or a run, what is it worth, and can the hand open?

A thin view over ``ramsas_widgets.engine.rami``: pick cards from a seeded hand or type
them; ``validate_meld`` says whether they form a combination, its kind, its points,
what the joker stands for, or why not (with the rule ID). "Best melds of the hand"
asks ``best_melds`` for the best combinations of the whole hand and whether they reach
the opening threshold (40 or 51, HU-TURN-2).

>>> v = MeldValidator("hu-rami-51", seed=2)
>>> len(v.hand_picker.cards)
13
"""

from __future__ import annotations

from html import escape
from typing import Any

import ipywidgets as widgets

from ramsas_widgets.engine.cards import Card, parse_cards, symbols_str
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.registry import VARIANTS, variant
from ramsas_widgets.engine.teaching import opening_threshold, rami_hand

from .cards import CardPicker, cards_html
from .feedback import FeedbackArea, linked
from .styles import use_styles

#: The longest text the meld box reads: one combination, written "10S 10H 10D"..., is far
#: shorter (a card and its space take at most 4 characters).
MAX_MELD_TEXT = 100


def _rami() -> Any:
    """The Rami engine, imported on first use so that building the widget stays light."""
    from ramsas_widgets.engine import rami

    return rami


def joker_text(check: Any) -> str:
    """What the joker of a valid combination stands for, in words."""
    stands = tuple(getattr(check, "joker_as", ()) or ())
    if not stands:
        return ""
    if len(stands) == 1:
        return f"The joker stands for the {stands[0].name} ({stands[0].symbol})."
    names = " or the ".join(f"{c.name} ({c.symbol})" for c in stands)
    return f"The joker stands for the {names} (HU-JOKER-1)."


def meld_message(cards: list[Card], check: Any) -> tuple[bool, str, str]:
    """The headline, and an HTML detail, for the engine's verdict on ``cards``."""
    if check.valid:
        kind = "a set" if check.kind == "set" else "a run"
        head = (f"Valid: {symbols_str(check.cards or cards)} is {kind} worth {check.points} "
                "points.")
        bits = [linked(check.reason)]
        joker = joker_text(check)
        if joker:
            bits.append(linked(joker))
        return True, head, "<br>".join(bits)
    return False, f"Not a combination: {symbols_str(cards)}.", linked(check.reason)


class MeldValidator(widgets.VBox):
    """Check Rami combinations from a seeded hand or typed text.

    ``MeldValidator(variant_id="hu-rami-51", seed=0, hand_size=13)``. Pick cards in
    :attr:`hand_picker` and press :attr:`check_button`, or type cards in :attr:`text`
    and press :attr:`check_text_button`: the verdict appears in :attr:`feedback` (its
    ``text`` holds the plain words). :attr:`best_button` finds the best melds of the whole
    hand: the summary appears in :attr:`best_feedback`, the melds in :attr:`best_view`.
    :attr:`new_hand_button` deals the next seeded hand.
    """

    def __init__(self, variant_id: str = "hu-rami-51", seed: int = 0,
                 hand_size: int = 13) -> None:
        super().__init__()
        use_styles()
        self.variant_id = variant_id
        self.info = variant(variant_id)
        self.threshold = opening_threshold(variant_id)
        self.seed = seed
        self.hand_size = hand_size
        self.number = 0
        self.last_check: Any = None
        self.last_best: Any = None

        self.title = widgets.HTML(
            f"<h3 class='rw-root'>Meld checker: {escape(self.info.name)}</h3>"
            "<div class='rw-root'>" + linked(
                "A set is 3 or 4 cards of one rank in different suits (HU-SET-1); a run is 3 "
                "or more cards of one suit in sequence (HU-RUN-1); at most one joker per "
                "combination (HU-JOKER-1).") + "</div>")
        self.hand_picker = CardPicker(multiple=True, label="Your hand: pick the cards "
                                      "of one combination")
        self.check_button = widgets.Button(description="Check picked cards",
                                           button_style="primary",
                                           tooltip="Check the picked cards as one combination")
        self.clear_button = widgets.Button(description="Clear picks",
                                           tooltip="Unpick every card")
        # Enter in the box presses Check typed cards (the template's a11y.js)
        self.text = widgets.Text(placeholder="e.g. 7S 8S JK or KH KS KD",
                                 description="Or type cards", continuous_update=False,
                                 style={"description_width": "initial"},
                                 layout=widgets.Layout(max_width="100%"))
        self.check_text_button = widgets.Button(description="Check typed cards",
                                                tooltip="Check the typed cards")
        self.best_button = widgets.Button(description="Best melds of the hand",
                                          tooltip="Find the best melds of the whole hand",
                                          layout=widgets.Layout(width="auto"))
        self.new_hand_button = widgets.Button(description="New hand",
                                              tooltip="Deal another seeded hand")
        self.feedback = FeedbackArea()
        self.best_feedback = FeedbackArea()
        self.best_view = widgets.HTML()

        self.check_button.on_click(self.feedback.guard(lambda _b: self.check_picked()))
        self.clear_button.on_click(self.feedback.guard(lambda _b: self.hand_picker.clear()))
        self.check_text_button.on_click(self.feedback.guard(lambda _b: self.check_text()))
        self.text.add_class("rw-enter-submits")
        self.check_text_button.add_class("rw-submit")
        self.best_button.on_click(self.best_feedback.guard(lambda _b: self.find_best()))
        self.new_hand_button.on_click(self.feedback.guard(lambda _b: self.new_hand()))
        self.children = (
            self.title, self.hand_picker,
            widgets.HBox([self.check_button, self.clear_button],
                         layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.text, self.check_text_button],
                         layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.best_button, self.new_hand_button],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self.feedback, self.best_feedback, self.best_view,
        )
        self.new_hand(count=False)

    # -- actions -------------------------------------------------------------------
    def new_hand(self, count: bool = True) -> None:
        """Deal the next seeded hand."""
        if count:
            self.number += 1
        self.hand = rami_hand(self.seed * 1000 + self.number, self.hand_size, self.variant_id)
        self.hand_picker.set_cards(self.hand)
        self.best_view.value = ""
        self.feedback.clear()
        self.best_feedback.clear()

    def check_picked(self) -> Any:
        """Check the picked cards as one combination."""
        cards = self.hand_picker.picked
        if not cards:
            self.feedback.info("Pick the cards of a combination first, or type them.")
            return None
        return self._check(cards)

    def check_text(self) -> Any:
        """Check the typed cards; bad text gets a message naming the problem."""
        raw = self.text.value
        if not raw.strip():
            self.feedback.info("Type some cards first, e.g. 7S 8S JK (JK is a joker).")
            return None
        if len(raw) > MAX_MELD_TEXT:
            self.feedback.show("error", f"That is {len(raw):,} characters: the box checks one "
                               f"combination, at most {MAX_MELD_TEXT} characters, such as "
                               "7S 8S 9S or KH KS KD.")
            return None
        try:
            cards = parse_cards(raw)
        except RulesError as err:
            self.feedback.show("error", f"{err.message} Write cards as rank then suit, "
                               "separated by spaces: 7S 8S 9S, 10H, JK.", err.rule)
            return None
        return self._check(cards)

    def _check(self, cards: list[Card]) -> Any:
        check = _rami().validate_meld(cards)
        self.last_check = check
        ok, head, detail = meld_message(cards, check)
        body = f'<div class="rw-root">{cards_html(cards)}{detail}</div>'
        if ok:
            self.feedback.ok(head, detail_html=body)
        else:
            self.feedback.wrong(head, detail_html=body)
        joker = joker_text(check) if check.valid else ""
        self.feedback.text = " ".join(t for t in (head, check.reason, joker) if t)
        return check

    def find_best(self) -> Any:
        """Show the best melds of the whole hand and whether they reach 40 and 51."""
        rami = _rami()
        melds = rami.best_melds(self.hand)
        total = rami.best_meld_points(self.hand)
        self.last_best = (melds, total)
        rows = []
        for m in melds:
            check = rami.validate_meld(m)
            joker = joker_text(check)
            rows.append(f"<li>{escape(check.kind or '').capitalize()}, {check.points} points"
                        f"{(': ' + linked(joker)) if joker else ''}"
                        f"{cards_html(list(check.cards or m))}</li>")
        verdicts = []
        for info in VARIANTS.values():  # every game with an opening threshold (HU-TURN-2)
            if info.threshold is None:
                continue
            enough = "enough" if rami.can_open(self.hand, info.threshold) else "not enough"
            game = ", this game" if info.id == self.variant_id else ""
            verdicts.append(f"{enough} to open in {info.name.removeprefix('Hungarian ')}{game}")
        summary = (f"Best melds of the whole hand: {total} points; "
                   f"{'; '.join(verdicts)} (HU-TURN-2).")
        if not melds:
            summary = (f"No combination can be laid from this hand: 0 points; "
                       f"{'; '.join(verdicts)} (HU-TURN-2).")
        listing = f"<ul>{''.join(rows)}</ul>" if rows else ""
        self.best_view.value = f'<div class="rw-root rw-table">{listing}</div>' if rows else ""
        self.best_feedback.info(summary)
        return melds, total
