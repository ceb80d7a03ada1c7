"""The dealing demo: watch a seeded deal card by card, with the rule behind every move.

The demo follows ``new_game(variant_id, players=N, seed=S).deal_steps``: each
:class:`~ramsas_widgets.engine.game.DealStep` moves one card to a player, the buy, the
stock, the turned trump, the discard pile or aside. The learner steps forward and back,
plays the deal at a chosen speed (an ipywidgets ``Play`` ticker, so nothing blocks the
kernel), resets it, or asks for a new shuffle; a sentence says what the last card did and
which rule says so.

>>> from ramsas_widgets.engine.cards import Card, Suit
>>> from ramsas_widgets.engine.game import DealStep
>>> step = DealStep(Card(10, Suit.HEARTS), "buy", rule="LT-DEAL-2",
...                 note="after a round of dealing one card goes to the middle")
>>> print(describe_step(step, 5, 24))  # doctest: +NORMALIZE_WHITESPACE
Card 5 of 24: the ten of hearts goes face down to the buy.
Why: after a round of dealing one card goes to the middle (LT-DEAL-2).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import Any

import ipywidgets as widgets

from ramsas_widgets.engine.cards import Card
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import person, render, to_do
from ramsas_widgets.engine.game import DealStep, Game
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching.situations import Situation
from ramsas_widgets.engine.teaching.situations import situation as find_situation
from ramsas_widgets.engine.teaching.situations import start as start_situation
from ramsas_widgets.engine.variants import Teaching
from ramsas_widgets.widgets.catalogue import choice_words

from . import report
from .cards import card_html, cards_html
from .feedback import FeedbackArea, linked
from .styles import use_styles

#: Where a card goes, in words, for each ``DealStep.to``.
PLACES = {
    "buy": "goes face down to the buy",
    "stock": "goes to the stock",
    "trump": "is turned face up: its suit is trump",
    "discard": "is turned face up to start the discard pile",
    "aside": "is set aside, out of play for this hand",
}


def next_decision(game: Game) -> str:
    """Who decides first after the deal, and the choices, in words (with the rule of the
    decision, from the engine), after the name of the phase the variant declares."""
    asked = game.asked()
    if asked is None:
        return ""
    words: list[str] = []
    for action in game.legal_actions():
        word = to_do(action) or f"{action.kind} {action.arg}".strip()
        if word not in words:
            words.append(word)
    if not words:
        return ""
    choice = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
    why = f" ({asked.rule})" if asked.rule else ""
    phase = variant(game.variant_id).teaching.phase_names.get(asked.phase)
    return (f"{phase}: " if phase else "") + f"{person(asked.player)} decides first: {choice}{why}."


def player_name(index: int, dealer: int | None = None) -> str:
    """``"Player 3"``, or ``"Player 3 (dealer)"`` for the dealer (seat 2)."""
    return person(index) + (" (dealer)" if index == dealer else "")


def describe_step(step: DealStep, number: int, total: int, dealer: int | None = None,
                  teaching: Teaching | None = None) -> str:
    """One sentence for the ``number``-th card of the deal (1-based), rule ID included;
    the reason in the words the variant declares (``Teaching.deal_words``, and
    ``places`` for a place the demo has no words of its own for)."""
    words = teaching.deal_words if teaching is not None else {}
    if step.to == "player":
        who = player_name(step.player if step.player is not None else -1, dealer)
        # a card dealt to a hand reaches it face down, but the demo shows it to you
        where = (f"goes to {who}, face up for everybody to see" if step.face_up
                 else f"goes into the hand of {who}, who alone sees it at the table")
    else:
        place = teaching.places.get(step.to) if teaching is not None else None
        where = PLACES.get(step.to, f"goes to the {(place or step.to).lower()}")
        if step.face_up and step.to in ("buy", "stock", "aside"):
            where = where.replace(" face down", "") + ", face up on top"
    text = f"Card {number} of {total}: the {step.card.name} {where}."
    note = step.note.strip().rstrip(".")
    sets_trump = step.to == "trump" or (step.face_up and "trump" in note.lower())
    if f"{step.rule} {step.to}" in words:
        why = words[f"{step.rule} {step.to}"]
    elif sets_trump and f"{step.rule} trump" in words:
        why = words[f"{step.rule} trump"]
    elif len(note.split()) >= 4:
        why = note
    elif sets_trump:
        why = "its suit is trump for this hand"
    else:
        why = words.get(step.rule, note)
    if why and step.rule:
        text += f" Why: {why} ({step.rule})."
    elif step.rule:
        text += f" Rule {step.rule}."
    elif why:
        text += f" {why[0].upper()}{why[1:]}."
    return text


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
        self.info = variant(variant_id)
        self.variant_id = variant_id
        #: the stacked situation dealt (``None``: an ordinary shuffle)
        self.situation: Situation | None = None
        if situation is not None:
            self.situation = find_situation(variant_id, situation)
            if not self.situation.dealing:
                raise RulesError(f"The situation {situation!r} happens after the deal: open "
                                 f"it at the table (SituationTable).", rule=self.situation.rule)
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

        button = widgets.Layout(width="auto", min_width="7em")
        self.step_button = widgets.Button(description="Next card", button_style="primary",
                                          tooltip="Deal the next card", layout=button)
        self.back_button = widgets.Button(description="Back", tooltip="Take back the last card",
                                          layout=button)
        self.play_button = widgets.ToggleButton(description="Play", value=False,
                                                tooltip="Deal the cards one after another",
                                                layout=button)
        self.reset_button = widgets.Button(description="Reset",
                                           tooltip="Gather the cards: back to the start",
                                           layout=button)
        self.end_button = widgets.Button(description="Deal all",
                                         tooltip="Jump to the end of the deal", layout=button)
        self.new_seed_button = widgets.Button(description="New shuffle",
                                              tooltip="Shuffle again with the next seed",
                                              layout=button)
        self.speed = widgets.IntSlider(value=speed, min=1, max=10, description="Cards/second",
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="26em", max_width="100%"))
        self.players_box = widgets.Dropdown(
            options=[(str(n), n) for n in self.info.players], value=self.players,
            description="Players", layout=widgets.Layout(width="10em"),
            style={"description_width": "initial"})
        self.four_colour = widgets.Checkbox(value=four_colour, description="Four-colour pack",
                                            indent=False, layout=widgets.Layout(width="auto"))
        self.peek = widgets.Checkbox(value=False, description="Show face-down cards",
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
                options=[(_choice_label(c), c) for c in opt.choices], value=opt.default,
                description=f"House rule: {opt.label or choice_words(name)}",
                tooltip=opt.text,
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
        if sit is not None:
            self.game = start_situation(self.variant_id, sit.key)
            shuffle = f"stacked: {sit.title.lower()}"
        else:
            self.game = factory(self.variant_id, self.players, self.seed, **self.options)
            shuffle = f"shuffle number {self.seed}"
        self.steps = list(self.game.deal_steps)
        self.ticker.max = len(self.steps)
        self.title.value = (
            f'<div class="rw-root"><h3 style="margin:0.2em 0">Dealing: '
            f"{escape(self.info.name)}, {self.players} players, {escape(shuffle)}"
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
        self.play_button.description = "Pause" if change["new"] else "Play"
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
            f"<li>{linked(self.info.options[n].text)} <span class=\"rw-rule\">"
            f"({linked(self.info.options[n].rule)})</span></li>" for n in self.option_boxes)
        return f'<div class="rw-root"><ul style="margin:0.2em 0">{notes}</ul></div>'

    @property
    def dealer(self) -> int | None:
        return None if self.game is None else self.game.view().dealer

    def _render(self) -> None:
        n, k = len(self.steps), self.index
        self.back_button.disabled = k <= 0
        self.step_button.disabled = k >= n
        self.end_button.disabled = k >= n
        self.position.value = (f'<div class="rw-root" aria-hidden="true">'
                               f"<progress max=\"{max(n, 1)}\" value=\"{k}\" "
                               f'style="width:18em"></progress> {k} of {n} cards dealt</div>')
        if k == 0:
            text = (f"The pack is shuffled (shuffle number {self.seed}) and nothing is dealt "
                    f"yet: {n} cards will move. Press Next card or Play.")
        else:
            text = describe_step(self.steps[k - 1], k, n, self.dealer, self.info.teaching)
            if k == n:
                text += " The deal is complete."
        # the table first: the narration is a live region, and what it announces (the
        # deal complete, say) is on the table by the time the browser hears it
        self.table.value = self._table_html()
        self.after_deal.value = self._after_deal_html() if k == n else ""
        self.narration_text = text
        self.narration.value = (f'<div class="rw-root rw-narration" role="status" '
                                f'aria-live="polite">{linked(text)}</div>')

    def _table_html(self) -> str:
        four = self.four_colour.value
        table = DealTable.after(self.steps, self.index, self.players, self.info.trump)
        last = self.steps[self.index - 1] if self.index else None
        rows = []
        if table.trump is not None:
            suit = table.trump.suit
            rows.append(f'<p style="margin:0.2em 0"><strong>Trump:</strong> '
                        f'{escape(suit.symbol + " " + suit.noun) if suit else "none"}</p>')
        for p, hand in enumerate(table.hands):
            new = (len(hand) - 1 if last is not None and last.to == "player"
                   and last.player == p else None)
            rows.append(cards_html([c for c, _ in hand], label=player_name(p, self.dealer),
                                   four_colour=four, shown=[up for _, up in hand],
                                   new_index=new, empty="no cards yet", count=True))
        names = self.info.teaching.places  # as the variant declares them
        peek = self.peek.value
        for place in [*names, *sorted(set(table.places) - set(names))]:
            cards = table.places.get(place, [])
            if not cards and not self._has_place(place):  # shown once the deal uses it
                continue
            label = names.get(place, place)
            new = len(cards) - 1 if last is not None and last.to == place else None
            if peek or all(up for _, up in cards):
                rows.append(cards_html([c for c, _ in cards], label=label, four_colour=four,
                                       new_index=new, count=True, empty="empty so far"))
                continue
            shown = [card_html(c, four_colour=four) for c, up in cards if up]
            backs = [card_html(c, face_up=False) for c, up in cards if not up]
            if place == "stock":
                backs = backs[:1]  # a pile: one back and the count
            noun = "card" if len(cards) == 1 else "cards"
            rows.append(f'<div class="rw-row" role="group" aria-label="{escape(label)}">'
                        f'<span class="rw-label">{escape(label)}</span>{"".join(shown)}'
                        f'{"".join(backs)}<span class="rw-count">({len(cards)} {noun})'
                        f"</span></div>")
        return f'<div class="rw-root rw-table">{"".join(rows)}</div>'

    def _after_deal_html(self) -> str:
        """The engine's record of the deal, and the first decision that follows it."""
        if self.game is None:
            return ""
        said = [render(e, person) for e in self.game.events if e.template][-6:]
        lines = "".join(f"<li>{linked(line)}</li>" for line in said)
        nxt = next_decision(self.game)
        nxt_html = f"<p style=\"margin:0.3em 0\"><b>Next:</b> {linked(nxt)}</p>" if nxt else ""
        return (f'<div class="rw-root rw-feedback rw-info"><b>At the table after the deal</b>'
                f'<ul style="margin:0.2em 0">{lines}</ul>{nxt_html}</div>')

    def _has_place(self, place: str) -> bool:
        return any(s.to == place for s in self.steps)


def _choice_label(value: Any) -> str:
    return choice_words(value)


def _default_factory(variant_id: str, players: int, seed: int, **options: Any) -> Game:
    from ramsas_widgets.engine import new_game

    return new_game(variant_id, players=players, seed=seed, **options)
