"""Rami meld validator: is this a set or a run, what is it worth, and can the hand open?

A thin view over ``ramsas_widgets.engine.rami``: pick cards from a seeded hand or type
them; ``validate_meld`` says whether they form a combination, its kind, its points,
what the joker stands for, or why not (with the rule ID). "Best melds of the hand"
asks ``best_melds`` for the best combinations of the whole hand and whether they reach
the opening threshold (40 or 51, HU-TURN-2). Every word is a message said in the page's
language; the engine's reason for a valid combination is shown as the engine words it.

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
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.messages import text

from .cards import CardPicker, card_name, cards_html
from .feedback import FeedbackArea, linked, spoken
from .styles import use_styles

#: The longest text the meld box reads: one combination, written "10S 10H 10D"..., is far
#: shorter (a card and its space take at most 4 characters).
MAX_MELD_TEXT = 100

#: What the joker of a valid combination stands for: one card, two, or more.
JOKER_ONE = text("meld-checker.joker.one", "The joker stands for the {card} ({symbol}).")
JOKER_TWO = text("meld-checker.joker.two",
                 "The joker stands for the {a} ({sa}) or the {b} ({sb}) (HU-JOKER-1).")
JOKER_ANY = text("meld-checker.joker.any", "The joker stands for any of {cards} (HU-JOKER-1).")
#: The verdict on the cards checked.
VALID_SET = text("meld-checker.valid.set", "Valid: {cards} is a set worth {points} points.")
VALID_RUN = text("meld-checker.valid.run", "Valid: {cards} is a run worth {points} points.")
INVALID = text("meld-checker.invalid", "Not a combination: {cards}.")
#: One of the best melds of the hand, with what its joker stands for.
BEST_SET = text("meld-checker.best.set", "Set, {points} points")
BEST_RUN = text("meld-checker.best.run", "Run, {points} points")
BEST_SET_JOKER = text("meld-checker.best.set-joker", "Set, {points} points: {joker}")
BEST_RUN_JOKER = text("meld-checker.best.run-joker", "Run, {points} points: {joker}")
#: Whether the best melds open in a game of threshold ``threshold`` (the one played, or
#: another), said in a list; then the summary.
OPENS = text("meld-checker.opens.enough", "enough to open in Rami {threshold}")
OPENS_HERE = text("meld-checker.opens.enough-here", "enough to open in Rami {threshold}, this game")
SHORT = text("meld-checker.opens.not-enough", "not enough to open in Rami {threshold}")
SHORT_HERE = text("meld-checker.opens.not-enough-here",
                  "not enough to open in Rami {threshold}, this game")
BEST = text("meld-checker.best.summary",
            "Best melds of the whole hand: {total} points; {verdicts} (HU-TURN-2).")
NO_MELD = text("meld-checker.best.none",
               "No combination can be laid from this hand: 0 points; {verdicts} (HU-TURN-2).")
#: Asking for cards, and refusing text that is not cards.
PICK_FIRST = text("meld-checker.ask.pick", "Pick the cards of a combination first, or type them.")
TYPE_FIRST = text("meld-checker.ask.type", "Type some cards first, e.g. 7S 8S JK (JK is a joker).")
TOO_LONG = text("meld-checker.refuse.too-long",
                "That is {n} characters: the box checks one combination, at most {most} "
                "characters, such as 7S 8S 9S or KH KS KD.")
HOW_TO_WRITE = text("meld-checker.refuse.how-to-write",
                    "Write cards as rank then suit, separated by spaces: 7S 8S 9S, 10H, JK.")
#: The widget's title, what a combination is, and its controls.
TITLE = text("meld-checker.title", "Meld checker: {game}")
WHAT_IS_A_MELD = text("meld-checker.intro",
                      "A set is 3 or 4 cards of one rank in different suits (HU-SET-1); a run "
                      "is 3 or more cards of one suit in sequence (HU-RUN-1); at most one "
                      "joker per combination (HU-JOKER-1).")
PICK_MELD = text("meld-checker.pick.label", "Your hand: pick the cards of one combination")
CHECK_PICKED = text("meld-checker.button.check-picked", "Check picked cards")
CHECK_PICKED_TIP = text("meld-checker.button.check-picked-tip",
                        "Check the picked cards as one combination")
CLEAR = text("meld-checker.button.clear", "Clear picks")
CLEAR_TIP = text("meld-checker.button.clear-tip", "Unpick every card")
TYPED_EXAMPLE = text("meld-checker.text.placeholder", "e.g. 7S 8S JK or KH KS KD")
TYPED = text("meld-checker.text.label", "Or type cards")
CHECK_TYPED = text("meld-checker.button.check-typed", "Check typed cards")
CHECK_TYPED_TIP = text("meld-checker.button.check-typed-tip", "Check the typed cards")
BEST_BUTTON = text("meld-checker.button.best", "Best melds of the hand")
BEST_TIP = text("meld-checker.button.best-tip", "Find the best melds of the whole hand")
NEW_HAND = text("meld-checker.button.new-hand", "New hand")
NEW_HAND_TIP = text("meld-checker.button.new-hand-tip", "Deal another seeded hand")


def _rami() -> Any:
    """The Rami engine, imported on first use so that building the widget stays light."""
    from ramsas_widgets.engine import rami

    return rami


def joker_text(check: Any, speaker: Speaker | None = None) -> str:
    """What the joker of a valid combination stands for, in words."""
    stands = tuple(getattr(check, "joker_as", ()) or ())
    if not stands:
        return ""
    speaker = speaker or page_speaker()
    if len(stands) == 1:
        return speaker.say(JOKER_ONE.id, card=card_name(stands[0], speaker),
                           symbol=stands[0].symbol)
    if len(stands) == 2:
        a, b = stands
        return speaker.say(JOKER_TWO.id, a=card_name(a, speaker), sa=a.symbol,
                           b=card_name(b, speaker), sb=b.symbol)
    return speaker.say(JOKER_ANY.id, cards=speaker.words(
        [f"{card_name(c, speaker)} ({c.symbol})" for c in stands]))


def meld_message(cards: list[Card], check: Any, speaker: Speaker | None = None
                 ) -> tuple[bool, str, str]:
    """The headline, and an HTML detail, for the engine's verdict on ``cards``."""
    speaker = speaker or page_speaker()
    reason = spoken(check.reason, speaker)
    if check.valid:
        head = speaker.say((VALID_SET if check.kind == "set" else VALID_RUN).id,
                           cards=symbols_str(check.cards or cards), points=check.points)
        bits = [linked(reason)]
        joker = joker_text(check, speaker)
        if joker:
            bits.append(linked(joker))
        return True, head, "<br>".join(bits)
    return False, speaker.say(INVALID.id, cards=symbols_str(cards)), linked(reason)


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
        self.speaker = speaker = page_speaker()
        says = speaker.say
        self.variant_id = variant_id
        self.info = variant(variant_id)
        self.threshold = opening_threshold(variant_id)
        self.seed = seed
        self.hand_size = hand_size
        self.number = 0
        self.last_check: Any = None
        self.last_best: Any = None

        game = spoken(self.info.name, speaker)
        self.title = widgets.HTML(
            f"<h3 class='rw-root'>{escape(says(TITLE.id, game=game))}</h3>"
            "<div class='rw-root'>" + linked(says(WHAT_IS_A_MELD.id)) + "</div>")
        self.hand_picker = CardPicker(multiple=True, label=PICK_MELD)
        self.check_button = widgets.Button(description=says(CHECK_PICKED.id),
                                           button_style="primary",
                                           tooltip=says(CHECK_PICKED_TIP.id))
        self.clear_button = widgets.Button(description=says(CLEAR.id),
                                           tooltip=says(CLEAR_TIP.id))
        # Enter in the box presses Check typed cards (the template's a11y.js)
        self.text = widgets.Text(placeholder=says(TYPED_EXAMPLE.id),
                                 description=says(TYPED.id), continuous_update=False,
                                 style={"description_width": "initial"},
                                 layout=widgets.Layout(max_width="100%"))
        self.check_text_button = widgets.Button(description=says(CHECK_TYPED.id),
                                                tooltip=says(CHECK_TYPED_TIP.id))
        self.best_button = widgets.Button(description=says(BEST_BUTTON.id),
                                          tooltip=says(BEST_TIP.id),
                                          layout=widgets.Layout(width="auto"))
        self.new_hand_button = widgets.Button(description=says(NEW_HAND.id),
                                              tooltip=says(NEW_HAND_TIP.id))
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
            self.feedback.info(self.speaker.say(PICK_FIRST.id))
            return None
        return self._check(cards)

    def check_text(self) -> Any:
        """Check the typed cards; bad text gets a message naming the problem."""
        raw, says = self.text.value, self.speaker.say
        if not raw.strip():
            self.feedback.info(says(TYPE_FIRST.id))
            return None
        if len(raw) > MAX_MELD_TEXT:
            self.feedback.show("error", says(TOO_LONG.id, n=len(raw), most=MAX_MELD_TEXT))
            return None
        try:
            cards = parse_cards(raw)
        except RulesError as err:
            self.feedback.show("error", spoken(err.message, self.speaker) + " "
                               + says(HOW_TO_WRITE.id), err.rule)
            return None
        return self._check(cards)

    def _check(self, cards: list[Card]) -> Any:
        check = _rami().validate_meld(cards)
        self.last_check = check
        ok, head, detail = meld_message(cards, check, self.speaker)
        body = f'<div class="rw-root">{cards_html(cards, speaker=self.speaker)}{detail}</div>'
        if ok:
            self.feedback.ok(head, detail_html=body)
        else:
            self.feedback.wrong(head, detail_html=body)
        joker = joker_text(check, self.speaker) if check.valid else ""
        reason = spoken(check.reason, self.speaker)
        self.feedback.text = " ".join(t for t in (head, reason, joker) if t)
        return check

    def find_best(self) -> Any:
        """Show the best melds of the whole hand and whether they reach 40 and 51."""
        rami, speaker = _rami(), self.speaker
        melds = rami.best_melds(self.hand)
        total = rami.best_meld_points(self.hand)
        self.last_best = (melds, total)
        rows = []
        for m in melds:
            check = rami.validate_meld(m)
            joker = joker_text(check, speaker)
            run = check.kind == "run"
            if joker:
                said = speaker.say((BEST_RUN_JOKER if run else BEST_SET_JOKER).id,
                                   points=check.points, joker=joker)
            else:
                said = speaker.say((BEST_RUN if run else BEST_SET).id, points=check.points)
            rows.append(f"<li>{linked(said)}"
                        f"{cards_html(list(check.cards or m), speaker=speaker)}</li>")
        verdicts = []
        for info in VARIANTS.values():  # every game with an opening threshold (HU-TURN-2)
            if info.threshold is None:
                continue
            opens = rami.can_open(self.hand, info.threshold)
            here = info.id == self.variant_id
            message = (OPENS_HERE if here else OPENS) if opens else (SHORT_HERE if here
                                                                     else SHORT)
            verdicts.append(speaker.say(message.id, threshold=info.threshold))
        summary = speaker.say(BEST.id, total=total, verdicts="; ".join(verdicts))
        if not melds:
            summary = speaker.say(NO_MELD.id, verdicts="; ".join(verdicts))
        listing = f"<ul>{''.join(rows)}</ul>" if rows else ""
        self.best_view.value = f'<div class="rw-root rw-table">{listing}</div>' if rows else ""
        self.best_feedback.info(summary)
        return melds, total
