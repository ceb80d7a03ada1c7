"""The dealing demo: watch a seeded deal card by card, with the rule behind every move.

The demo follows ``new_game(variant_id, players=N, seed=S).deal_steps``: each
:class:`~ramsas_widgets.engine.game.DealStep` moves one card to a player, the buy, the
stock, the turned trump, the discard pile or aside. The learner steps forward and back,
plays the deal at a chosen speed (an ipywidgets ``Play`` ticker, so nothing blocks the
kernel), resets it, or asks for a new shuffle; a sentence says what the last card did and
which rule says so. Every word of the demo is a message said in the page's language; the
words the variant declares (its name, places, phases, deal words and house rules) are said
as the engine declares them (in the language when they are messages).

>>> from ramsas_widgets.engine.cards import Card, Suit
>>> from ramsas_widgets.engine.game import DealStep
>>> step = DealStep(Card(10, Suit.HEARTS), "buy", rule="LT-DEAL-2")
>>> print(describe_step(step, 5, 24))  # doctest: +NORMALIZE_WHITESPACE
Card 5 of 24: the ten of hearts goes face down to the buy. Rule LT-DEAL-2.
>>> from ramsas_widgets.engine.rami.game import STARTS_PILE
>>> turned = DealStep(Card(9, Suit.CLUBS), "discard", face_up=True, rule="HU-DEAL-1",
...                   note=STARTS_PILE)
>>> print(describe_step(turned, 40, 108))  # doctest: +NORMALIZE_WHITESPACE
Card 40 of 108: the nine of clubs is turned face up to start the discard pile.
Why: starts the discard pile (HU-DEAL-1).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

import ipywidgets as widgets

from ramsas_widgets.engine.cards import Card
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import person, render, say, to_do
from ramsas_widgets.engine.game import DealStep, Game
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching.situations import Situation
from ramsas_widgets.engine.teaching.situations import situation as find_situation
from ramsas_widgets.engine.teaching.situations import start as start_situation
from ramsas_widgets.engine.variants import Teaching
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.messages import text

from . import report
from .cards import card_count, card_html, card_name, cards_html
from .feedback import FeedbackArea, linked, spoken
from .styles import use_styles

#: What the ``number``-th card of ``total`` (the ``card`` in words) does, for each
#: ``DealStep.to`` (a card dealt to a hand reaches it face down, but the demo shows it).
TO_PLAYER = text("dealing-demo.step.player",
                 "Card {number} of {total}: the {card} goes into the hand of {p}, who alone "
                 "sees it at the table.")
TO_DEALER = text("dealing-demo.step.dealer",
                 "Card {number} of {total}: the {card} goes into the hand of {p} (dealer), who "
                 "alone sees it at the table.")
TO_PLAYER_UP = text("dealing-demo.step.player-face-up",
                    "Card {number} of {total}: the {card} goes to {p}, face up for everybody "
                    "to see.")
TO_DEALER_UP = text("dealing-demo.step.dealer-face-up",
                    "Card {number} of {total}: the {card} goes to {p} (dealer), face up for "
                    "everybody to see.")
PLACES = {
    "buy": text("dealing-demo.step.buy",
                "Card {number} of {total}: the {card} goes face down to the buy."),
    "stock": text("dealing-demo.step.stock",
                  "Card {number} of {total}: the {card} goes to the stock."),
    "trump": text("dealing-demo.step.trump",
                  "Card {number} of {total}: the {card} is turned face up: its suit is trump."),
    "discard": text("dealing-demo.step.discard",
                    "Card {number} of {total}: the {card} is turned face up to start the "
                    "discard pile."),
    "aside": text("dealing-demo.step.aside",
                  "Card {number} of {total}: the {card} is set aside, out of play for this "
                  "hand."),
}
#: A card going face up where cards usually go face down.
PLACES_FACE_UP = {
    "buy": text("dealing-demo.step.buy-face-up",
                "Card {number} of {total}: the {card} goes to the buy, face up on top."),
    "stock": text("dealing-demo.step.stock-face-up",
                  "Card {number} of {total}: the {card} goes to the stock, face up on top."),
    "aside": text("dealing-demo.step.aside-face-up",
                  "Card {number} of {total}: the {card} is set aside, out of play for this "
                  "hand, face up on top."),
}
#: A place the demo has no words of its own for (``place``: the variant's name for it).
ELSEWHERE = text("dealing-demo.step.elsewhere", "Card {number} of {total}: the {card} goes to the "
                 "{place}.")
#: Why the card goes there (``why``: the variant's words), or only the rule.
WHY = text("dealing-demo.why.words", "Why: {why} ({rule}).")
WHY_TRUMP = text("dealing-demo.why.trump", "Why: its suit is trump for this hand ({rule}).")
WHY_RULE = text("dealing-demo.why.rule", "Rule {rule}.")
WHY_PLAIN = text("dealing-demo.why.plain", "{why}.")
WHY_TRUMP_PLAIN = text("dealing-demo.why.trump-plain", "Its suit is trump for this hand.")
COMPLETE = text("dealing-demo.complete", "The deal is complete.")
START = text("dealing-demo.start",
             "The pack is shuffled (shuffle number {seed}) and nothing is dealt yet: {n} cards "
             "will move. Press Next card or Play.")
POSITION = text("dealing-demo.position", "{k} of {n} cards dealt")
#: The dealer's row on the table.
DEALER = text("dealing-demo.player.dealer", "{p} (dealer)")
#: Who decides first after the deal, and the choices (``choices``), with the phase's name
#: the variant declares and the decision's rule when there are.
DECIDES = text("dealing-demo.next.decides", "{p} decides first: {choices}.")
DECIDES_RULE = text("dealing-demo.next.decides-rule", "{p} decides first: {choices} ({rule}).")
PHASE_DECIDES = text("dealing-demo.next.phase-decides", "{phase}: {p} decides first: {choices}.")
PHASE_DECIDES_RULE = text("dealing-demo.next.phase-decides-rule",
                          "{phase}: {p} decides first: {choices} ({rule}).")
#: Choices listed: the last two, and one more in front of them.
CHOICE_OR = text("dealing-demo.next.or", "{a} or {b}")
CHOICE_LIST = text("dealing-demo.next.list", "{a}, {b}")
#: The title, for a shuffle or for a stacked situation (its title).
TITLE = text("dealing-demo.title.shuffle", "Dealing: {game}, {n} players, shuffle number {seed}")
TITLE_STACKED = text("dealing-demo.title.stacked", "Dealing: {game}, {n} players, stacked: "
                     "{situation}")
AFTER_DEAL = text("dealing-demo.after.heading", "At the table after the deal")
NEXT = text("dealing-demo.after.next", "Next:")
TRUMP = text("dealing-demo.table.trump", "Trump:")
TRUMP_SUIT = text("dealing-demo.table.trump-suit", "{symbol} {suit}")
NO_TRUMP = text("dealing-demo.table.no-trump", "none")
NO_CARDS_YET = text("dealing-demo.table.no-cards-yet", "no cards yet")
EMPTY_SO_FAR = text("dealing-demo.table.empty-so-far", "empty so far")
HOUSE_RULE = text("dealing-demo.house-rule", "House rule: {rule}")
AFTER_THE_DEAL = text("dealing-demo.refuse.after-deal",
                      "The situation {name} happens after the deal: open it at the table "
                      "(SituationTable).")
#: The controls: each button's words and what it does.
NEXT_CARD = text("dealing-demo.button.next", "Next card")
NEXT_CARD_TIP = text("dealing-demo.button.next-tip", "Deal the next card")
BACK = text("dealing-demo.button.back", "Back")
BACK_TIP = text("dealing-demo.button.back-tip", "Take back the last card")
PLAY = text("dealing-demo.button.play", "Play")
PAUSE = text("dealing-demo.button.pause", "Pause")
PLAY_TIP = text("dealing-demo.button.play-tip", "Deal the cards one after another")
RESET = text("dealing-demo.button.reset", "Reset")
RESET_TIP = text("dealing-demo.button.reset-tip", "Gather the cards: back to the start")
DEAL_ALL = text("dealing-demo.button.deal-all", "Deal all")
DEAL_ALL_TIP = text("dealing-demo.button.deal-all-tip", "Jump to the end of the deal")
NEW_SHUFFLE = text("dealing-demo.button.new-shuffle", "New shuffle")
NEW_SHUFFLE_TIP = text("dealing-demo.button.new-shuffle-tip", "Shuffle again with the next seed")
SPEED = text("dealing-demo.setting.speed", "Cards/second")
PLAYERS = text("dealing-demo.setting.players", "Players")
FOUR_COLOUR = text("dealing-demo.setting.four-colour", "Four-colour pack")
PEEK = text("dealing-demo.setting.peek", "Show face-down cards")


def either(words: list[str], speaker: Speaker) -> str:
    """Choices said one after another, the last two joined by "or" (``a, b or c``)."""
    if len(words) == 1:
        return words[0]
    said = speaker.say(CHOICE_OR.id, a=words[-2], b=words[-1])
    for word in reversed(words[:-2]):
        said = speaker.say(CHOICE_LIST.id, a=word, b=said)
    return said


def next_decision(game: Game, speaker: Speaker | None = None) -> str:
    """Who decides first after the deal, and the choices, in words (with the rule of the
    decision, from the engine), after the name of the phase the variant declares."""
    speaker = speaker or page_speaker()
    asked = game.asked()
    if asked is None:
        return ""
    words: dict[str, str] = {}  # by what the engine asks, each once
    for action in game.legal_actions():
        english = to_do(action)
        key = english.id if english is not None else f"{action.kind} {action.arg}".strip()
        if key not in words:
            words[key] = to_do(action, speaker) or key
    if not words:
        return ""
    choices = either(list(words.values()), speaker)
    phase = variant(game.variant_id).teaching.phase_names.get(asked.phase)
    values = {"p": speaker.person(asked.player), "choices": choices}
    if asked.rule:
        values["rule"] = asked.rule
    if phase:
        return speaker.say((PHASE_DECIDES_RULE if asked.rule else PHASE_DECIDES).id,
                           phase=spoken(phase, speaker), **values)
    return speaker.say((DECIDES_RULE if asked.rule else DECIDES).id, **values)


def player_name(index: int, dealer: int | None = None, speaker: Speaker | None = None) -> str:
    """``"Player 3"``, or ``"Player 3 (dealer)"`` for the dealer (seat 2)."""
    speaker = speaker or page_speaker()
    if index == dealer:
        return speaker.say(DEALER.id, p=speaker.person(index))
    return speaker.person(index).said()


def describe_step(step: DealStep, number: int, total: int, dealer: int | None = None,
                  teaching: Teaching | None = None, speaker: Speaker | None = None) -> str:
    """One sentence for the ``number``-th card of the deal (1-based), rule ID included;
    the reason in the words the variant declares (``Teaching.deal_words``, and
    ``places`` for a place the demo has no words of its own for)."""
    speaker = speaker or page_speaker()
    words = teaching.deal_words if teaching is not None else {}
    values = {"number": number, "total": total, "card": card_name(step.card, speaker)}
    if step.to == "player":
        seat = step.player if step.player is not None else -1
        values["p"] = speaker.person(seat)
        if step.face_up:
            message = TO_DEALER_UP if seat == dealer else TO_PLAYER_UP
        else:
            message = TO_DEALER if seat == dealer else TO_PLAYER
    elif step.face_up and step.to in PLACES_FACE_UP:
        message = PLACES_FACE_UP[step.to]
    elif step.to in PLACES:
        message = PLACES[step.to]
    else:
        place = teaching.places.get(step.to) if teaching is not None else None
        message = ELSEWHERE
        values["place"] = spoken(place or step.to, speaker).lower()
    said = [speaker.say(message.id, **values)]
    # the card that shows trump is marked by the engine (DealStep.trump); a note is a
    # message of its own, said whole in the language
    sets_trump = step.to == "trump" or (step.face_up and step.trump)
    note = step.note if getattr(step.note, "id", None) else None
    why: str | None
    if f"{step.rule} {step.to}" in words:
        why = words[f"{step.rule} {step.to}"]
    elif sets_trump and f"{step.rule} trump" in words:
        why = words[f"{step.rule} trump"]
    elif note is not None:
        why = note
    elif sets_trump:
        why = None  # the demo's own words: its suit is trump
    else:
        why = words.get(step.rule, "")
    if why is None:
        said.append(speaker.say(WHY_TRUMP.id, rule=step.rule) if step.rule
                    else speaker.say(WHY_TRUMP_PLAIN.id))
    elif why and step.rule:
        said.append(speaker.say(WHY.id, why=spoken(why, speaker), rule=step.rule))
    elif step.rule:
        said.append(speaker.say(WHY_RULE.id, rule=step.rule))
    elif why:
        said.append(speaker.say(WHY_PLAIN.id, why=speaker.capital(spoken(why, speaker))))
    return " ".join(said)


@dataclass
class DealTable:
    """Where every dealt card lies after the first ``k`` steps."""

    players: int
    hands: list[list[tuple[Card, bool]]] = field(default_factory=list)
    places: dict[str, list[tuple[Card, bool]]] = field(default_factory=dict)
    trump: Card | None = None

    @classmethod
    def after(cls, steps: Sequence[DealStep], k: int, players: int,
              has_trump: bool = True) -> DealTable:
        table = cls(players, [[] for _ in range(players)], {})
        for step in steps[:k]:
            entry = (step.card, step.face_up)
            if step.to == "player" and step.player is not None and 0 <= step.player < players:
                table.hands[step.player].append(entry)
                if has_trump and step.face_up and table.trump is None:
                    table.trump = step.card
            else:
                table.places.setdefault(step.to, []).append(entry)
                if has_trump and step.to == "trump" and table.trump is None:
                    table.trump = step.card
        return table


class DealingDemo(widgets.VBox):
    """Step through the deal of ``variant_id`` for ``players`` players from ``seed``.

    Public parts, for lessons and tests: :attr:`index` (cards dealt so far),
    :attr:`steps`, :attr:`game`, the buttons :attr:`step_button` ("Next card"),
    :attr:`back_button`, :attr:`play_button` (a toggle: play / pause),
    :attr:`reset_button`, :attr:`end_button`, :attr:`new_seed_button`, the sliders and
    checkboxes, :attr:`narration` (an HTML widget) and :attr:`narration_text` (the same
    sentence as plain text). ``game_factory(variant_id, players, seed, **options)``
    replaces ``new_game`` (for tests). ``situation`` deals one of the variant's stacked
    situations whose rule fires in the deal (``Situation.dealing``: the nine the dealer
    turns...) until the shuffle, the players or a house rule is changed.
    """

    def __init__(self, variant_id: str, players: int | None = None, seed: int = 0, *,
                 four_colour: bool = False, speed: int = 3,
                 game_factory: Callable[..., Game] | None = None,
                 situation: str | None = None) -> None:
        super().__init__()
        use_styles()
        self.speaker = page_speaker()
        self.info = variant(variant_id)
        self.variant_id = variant_id
        #: the stacked situation dealt (``None``: an ordinary shuffle)
        self.situation: Situation | None = None
        if situation is not None:
            self.situation = find_situation(variant_id, situation)
            if not self.situation.dealing:
                raise RulesError(say(AFTER_THE_DEAL, name=repr(situation)),
                                 rule=self.situation.rule)
            players = self.situation.players
        self.players = self.info.default_players if players is None else players
        self.seed = seed
        self.options: dict[str, Any] = {}
        self._factory = game_factory
        self.game: Game | None = None
        self.steps: list[DealStep] = []
        self.index = 0
        #: the card count this widget is moving the ticker to itself (None: the browser is)
        self._moving_to: int | None = None
        self.narration_text = ""
        self.add_class("rw-dealing")

        self.feedback = FeedbackArea()
        self.title = widgets.HTML()
        self.narration = widgets.HTML()
        self.table = widgets.HTML()
        self.position = widgets.HTML()
        self.after_deal = widgets.HTML()

        says = self.speaker.say
        button = widgets.Layout(width="auto", min_width="7em")
        self.step_button = widgets.Button(description=says(NEXT_CARD.id), button_style="primary",
                                          tooltip=says(NEXT_CARD_TIP.id), layout=button)
        self.back_button = widgets.Button(description=says(BACK.id), tooltip=says(BACK_TIP.id),
                                          layout=button)
        self.play_button = widgets.ToggleButton(description=says(PLAY.id), value=False,
                                                tooltip=says(PLAY_TIP.id), layout=button)
        self.reset_button = widgets.Button(description=says(RESET.id),
                                           tooltip=says(RESET_TIP.id), layout=button)
        self.end_button = widgets.Button(description=says(DEAL_ALL.id),
                                         tooltip=says(DEAL_ALL_TIP.id), layout=button)
        self.new_seed_button = widgets.Button(description=says(NEW_SHUFFLE.id),
                                              tooltip=says(NEW_SHUFFLE_TIP.id), layout=button)
        self.speed = widgets.IntSlider(value=speed, min=1, max=10, description=says(SPEED.id),
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="26em", max_width="100%"))
        self.players_box = widgets.Dropdown(
            options=[(str(n), n) for n in self.info.players], value=self.players,
            description=says(PLAYERS.id), layout=widgets.Layout(width="10em"),
            style={"description_width": "initial"})
        self.four_colour = widgets.Checkbox(value=four_colour, description=says(FOUR_COLOUR.id),
                                            indent=False, layout=widgets.Layout(width="auto"))
        self.peek = widgets.Checkbox(value=False, description=says(PEEK.id),
                                     indent=False, layout=widgets.Layout(width="auto"))
        # The ticker: a hidden Play widget whose value is the number of cards dealt.
        self.ticker = widgets.Play(value=0, min=0, max=0, step=1, interval=1000 // speed,
                                   repeat=False, show_repeat=False,
                                   layout=widgets.Layout(display="none"))
        widgets.link((self.play_button, "value"), (self.ticker, "playing"))

        self.option_boxes: dict[str, widgets.Dropdown] = {}
        for name in self.info.teaching.deal_options:
            opt = self.info.options.get(name)
            if opt is None:
                continue
            box = widgets.Dropdown(
                options=[(opt.said_value(c, self.speaker), c) for c in opt.choices],
                value=opt.default,
                description=says(HOUSE_RULE.id, rule=opt.said_label(self.speaker)),
                tooltip=opt.said_text(self.speaker),
                style={"description_width": "initial"}, layout=widgets.Layout(width="auto"))
            box.observe(self.feedback.guard(self._on_option), names="value")
            self.option_boxes[name] = box
        self.option_notes = widgets.HTML(self._option_notes_html())

        self.step_button.on_click(self.feedback.guard(lambda _b: self.step()))
        self.back_button.on_click(self.feedback.guard(lambda _b: self.back()))
        self.reset_button.on_click(self.feedback.guard(lambda _b: self.reset()))
        self.end_button.on_click(self.feedback.guard(lambda _b: self.go_to(len(self.steps))))
        self.new_seed_button.on_click(self.feedback.guard(lambda _b: self.new_seed()))
        self.play_button.observe(self.feedback.guard(self._on_play), names="value")
        self.ticker.observe(self.feedback.guard(self._on_tick), names="value")
        self.speed.observe(self.feedback.guard(self._on_speed), names="value")
        self.players_box.observe(self.feedback.guard(self._on_players), names="value")
        self.four_colour.observe(self.feedback.guard(lambda _c: self._render()), names="value")
        self.peek.observe(self.feedback.guard(lambda _c: self._render()), names="value")

        wrap = widgets.Layout(flex_flow="row wrap", align_items="center", grid_gap="0.3em")
        controls = widgets.HBox([self.step_button, self.back_button, self.play_button,
                                 self.end_button, self.reset_button, self.new_seed_button],
                                layout=wrap)
        settings = widgets.HBox([self.players_box, self.speed, self.four_colour, self.peek,
                                 *self.option_boxes.values()], layout=wrap)
        self.children = (self.title, controls, settings,
                         self.option_notes, self.position, self.narration, self.table,
                         self.after_deal, self.feedback, self.ticker)
        # Not guarded: a lesson that asks for an impossible deal should fail loudly.
        self._new_deal()
        report.joined(self)  # in a class: who is on this page

    # -- actions ---------------------------------------------------------------
    def step(self) -> None:
        """Deal one more card (nothing after the last)."""
        self.go_to(self.index + 1)

    def back(self) -> None:
        """Take back the last card dealt."""
        self.play_button.value = False
        self.go_to(self.index - 1)

    def reset(self) -> None:
        """Back to the shuffled pack, nothing dealt."""
        self.play_button.value = False
        self.go_to(0)

    def new_seed(self) -> None:
        """Shuffle again with the next seed and start over (an ordinary shuffle)."""
        self.seed += 1
        self.situation = None
        self._new_deal()

    def go_to(self, k: int) -> None:
        """Show the table after the first ``k`` cards (clamped to the deal)."""
        k = max(0, min(int(k), len(self.steps)))
        if self.ticker.value != k:
            self._moving_to = k
            try:
                self.ticker.value = k  # observed: renders
            finally:
                self._moving_to = None
        else:
            self.index = k
            self._render()

    # -- internals -------------------------------------------------------------
    def _new_deal(self) -> None:
        self.play_button.value = False
        factory = self._factory or _default_factory
        sit = self.situation
        game = spoken(self.info.name, self.speaker)
        if sit is not None:
            self.game = start_situation(self.variant_id, sit.key)
            title = spoken(sit.title, self.speaker)
            said = self.speaker.say(TITLE_STACKED.id, game=game, n=self.players,
                                    situation=title[:1].lower() + title[1:])
        else:
            self.game = factory(self.variant_id, self.players, self.seed, **self.options)
            said = self.speaker.say(TITLE.id, game=game, n=self.players, seed=self.seed)
        self.steps = list(self.game.deal_steps)
        self.ticker.max = len(self.steps)
        self.title.value = (f'<div class="rw-root"><h3 style="margin:0.2em 0">{escape(said)}'
                            f"</h3></div>")
        self.index = -1
        self.go_to(0)

    def _on_tick(self, change) -> None:
        new = int(change["new"])
        if self._moving_to is None and not self.play_button.value and new != self.index:
            # a tick the browser's Play sent before it heard of a pause (or of "Deal all"
            # just after one): the table stays where the learner put it, and the browser's
            # ticker is set back to it
            self._moving_to = self.index
            try:
                self.ticker.value = self.index
            finally:
                self._moving_to = None
            return
        self.index = new
        self._render()

    def _on_play(self, change) -> None:
        self.play_button.description = self.speaker.say((PAUSE if change["new"] else PLAY).id)
        if change["new"] and self.index >= len(self.steps):
            self.ticker.value = 0

    def _on_speed(self, change) -> None:
        self.ticker.interval = max(50, 1000 // int(change["new"]))

    def _on_players(self, change) -> None:
        self.players = int(change["new"])
        self.situation = None
        self._new_deal()

    def _on_option(self, _change) -> None:
        self.options = {name: box.value for name, box in self.option_boxes.items()
                        if box.value != self.info.options[name].default}
        self.option_notes.value = self._option_notes_html()
        self.situation = None
        self._new_deal()

    def _option_notes_html(self) -> str:
        if not self.option_boxes:
            return ""
        notes = "".join(
            f"<li>{linked(spoken(self.info.options[n].text, self.speaker))} "
            f"<span class=\"rw-rule\">({linked(self.info.options[n].rule)})</span></li>"
            for n in self.option_boxes)
        return f'<div class="rw-root"><ul style="margin:0.2em 0">{notes}</ul></div>'

    @property
    def dealer(self) -> int | None:
        return None if self.game is None else self.game.view().dealer

    def _render(self) -> None:
        n, k = len(self.steps), self.index
        self.back_button.disabled = k <= 0
        self.step_button.disabled = k >= n
        self.end_button.disabled = k >= n
        says = self.speaker.say
        self.position.value = (f'<div class="rw-root" aria-hidden="true">'
                               f"<progress max=\"{max(n, 1)}\" value=\"{k}\" "
                               f'style="width:18em"></progress> '
                               f"{escape(says(POSITION.id, k=k, n=n))}</div>")
        if k == 0:
            text = says(START.id, seed=self.seed, n=n)
        else:
            text = describe_step(self.steps[k - 1], k, n, self.dealer, self.info.teaching,
                                 self.speaker)
            if k == n:
                text += " " + says(COMPLETE.id)
        # the table first: the narration is a live region, and what it announces (the
        # deal complete, say) is on the table by the time the browser hears it
        self.table.value = self._table_html()
        self.after_deal.value = self._after_deal_html() if k == n else ""
        self.narration_text = text
        self.narration.value = (f'<div class="rw-root rw-narration" role="status" '
                                f'aria-live="polite">{linked(text)}</div>')

    def _table_html(self) -> str:
        four, speaker = self.four_colour.value, self.speaker
        table = DealTable.after(self.steps, self.index, self.players, self.info.trump)
        last = self.steps[self.index - 1] if self.index else None
        rows = []
        if table.trump is not None:
            suit = table.trump.suit
            trump = (speaker.say(TRUMP_SUIT.id, symbol=suit.symbol, suit=speaker.suit(suit.noun))
                     if suit else speaker.say(NO_TRUMP.id))
            rows.append(f'<p style="margin:0.2em 0"><strong>{escape(speaker.say(TRUMP.id))}'
                        f"</strong> {escape(trump)}</p>")
        for p, hand in enumerate(table.hands):
            new = (len(hand) - 1 if last is not None and last.to == "player"
                   and last.player == p else None)
            rows.append(cards_html([c for c, _ in hand],
                                   label=player_name(p, self.dealer, speaker),
                                   four_colour=four, shown=[up for _, up in hand],
                                   new_index=new, empty=NO_CARDS_YET, count=True,
                                   speaker=speaker))
        names = self.info.teaching.places  # as the variant declares them
        peek = self.peek.value
        for place in [*names, *sorted(set(table.places) - set(names))]:
            cards = table.places.get(place, [])
            if not cards and not self._has_place(place):  # shown once the deal uses it
                continue
            label = spoken(names.get(place, place), speaker)
            new = len(cards) - 1 if last is not None and last.to == place else None
            if peek or all(up for _, up in cards):
                rows.append(cards_html([c for c, _ in cards], label=label, four_colour=four,
                                       new_index=new, count=True, empty=EMPTY_SO_FAR,
                                       speaker=speaker))
                continue
            shown = [card_html(c, four_colour=four, speaker=speaker) for c, up in cards if up]
            backs = [card_html(c, face_up=False, speaker=speaker) for c, up in cards if not up]
            if place == "stock":
                backs = backs[:1]  # a pile: one back and the count
            rows.append(f'<div class="rw-row" role="group" aria-label="{escape(label)}">'
                        f'<span class="rw-label">{escape(label)}</span>{"".join(shown)}'
                        f'{"".join(backs)}<span class="rw-count">'
                        f"{escape(card_count(len(cards), speaker))}</span></div>")
        return f'<div class="rw-root rw-table">{"".join(rows)}</div>'

    def _after_deal_html(self) -> str:
        """The engine's record of the deal, and the first decision that follows it."""
        if self.game is None:
            return ""
        says = self.speaker.say
        said = [render(e, person, speaker=self.speaker) for e in self.game.events
                if e.template][-6:]
        lines = "".join(f"<li>{linked(line)}</li>" for line in said)
        nxt = next_decision(self.game, self.speaker)
        nxt_html = (f"<p style=\"margin:0.3em 0\"><b>{escape(says(NEXT.id))}</b> "
                    f"{linked(nxt)}</p>" if nxt else "")
        return (f'<div class="rw-root rw-feedback rw-info"><b>{escape(says(AFTER_DEAL.id))}</b>'
                f'<ul style="margin:0.2em 0">{lines}</ul>{nxt_html}</div>')

    def _has_place(self, place: str) -> bool:
        return any(s.to == place for s in self.steps)


def _default_factory(variant_id: str, players: int, seed: int, **options: Any) -> Game:
    from ramsas_widgets.engine import new_game

    return new_game(variant_id, players=players, seed=seed, **options)
