"""Play a whole game against the computer, with a referee that cites the rules.

:class:`PlayTable` seats the learner at one seat and computer players at the others.
Every decision goes through buttons: the plain choices of the moment (buy, declare,
offer, draw...) each have a button; for a choice of cards the learner picks cards in
his hand and presses the button of what to do with them (Play, Keep, Exchange, Meld,
Lay off, Discard...). Nothing is blocked in advance: a card that may not be played can
still be picked and played, and the referee (the engine's ``why_illegal`` and verdicts)
says why not, with the rule ID, and what a real table would charge for it. The
computer seats move by themselves (``bots.choose``) until it is the learner's turn,
every move written to the table log.

The table is drawn as one: the other players' seats with their names and cards face
down, the trick in the middle with who played what, trump and the card that showed it,
the piles (the stock, the buy, the discard pile's top card), Rami's melds as rows of
cards, and the learner's own hand as card buttons (picked cards rise; cards just bought
are marked); beside it the score sheet, hand by hand. Players are "Player 1"... in every
line (the learner's seat "(you)"), cards "10♦" or "ten of diamonds". After each move the
keyboard's focus goes to the hand, or to the next decision.

"Why?" explains the picked card, "Hint" asks the computer player for a move for the
learner and its reason (``bots.explain``). Every state of the game is kept, so the
learner can step back through it; a seed and "New game" give a whole class the same deal,
and the house rules of the variant apply to the next new game.

The widget holds no rule and reads the game only through its contract: the view
(``game.view()``: hands, trick, trump, piles, melds, results, events), the legal actions
and their reasons (``legal_actions``, ``verdicts``, ``why_illegal``, ``asked``,
``card_actions``, ``would_take``) and ``replay`` for the history, which replays the
moves from the seed instead of keeping copies of the game.

>>> t = PlayTable("ru-zone", seed=4)
>>> t.game.to_act == t.seat or t.game.is_over or t.waiting_next
True
>>> PlayTable("ru-zone", seed=4).log_lines == t.log_lines  # the same seed, the same deal
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from html import escape
from typing import Any

import ipywidgets as widgets

from ramsas_widgets.engine import Event, Kind, new_game
from ramsas_widgets.engine.cards import Card, symbols_str
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import person, render, to_do
from ramsas_widgets.engine.game import Action, Game, HandResult, Verdict
from ramsas_widgets.engine.referee import table_penalty
from ramsas_widgets.engine.registry import VARIANTS, variant
from ramsas_widgets.engine.teaching.situations import Situation, situation
from ramsas_widgets.engine.teaching.situations import start as start_situation
from ramsas_widgets.engine.view import GameView
from ramsas_widgets.widgets.catalogue import choice_words

from . import report
from .cards import CardPicker, card_html, cards_html, hand_html, trick_html
from .feedback import Busy, FeedbackArea, linked, rule_tag
from .lifecycle import replace_children
from .styles import use_styles

#: Actions taken on cards picked in the hand, with their button label.
PICK_LABELS = {
    "play": "Play",
    "keep": "Keep",
    "exchange": "Exchange",
    "meld": "Meld",
    "layoff": "Lay off on the meld",
    "swap": "Take the joker of the meld",
    "discard": "Discard",
}
#: What a pick button does, for its tooltip.
PICK_TIPS = {
    "play": "Play the picked card",
    "keep": "Keep the picked card of your five",
    "exchange": "Lay the picked cards away and draw as many",
    "meld": "Lay the picked cards on the table as one combination",
    "layoff": "Add the picked card to the meld chosen on the right",
    "swap": "Put the picked card in place of the joker of the chosen meld",
    "discard": "Discard the picked card: your turn ends",
}
#: Kinds that take several cards at once (the picker then allows several).
MULTI_KINDS = ("exchange", "meld")
#: Button labels of the plain choices, by the action's text (or its kind).
ACTION_LABELS = {
    "buy": "Buy", "decline": "Decline the buy", "redeal": "Redeal", "keep-deal": "Keep the deal",
    "declare play": "Play this hand", "declare drop": "Drop out", "declare pass": "Pass",
    "declare knock": "Knock", "no-show": "Don't show", "offer better": "Offer better cards",
    "offer turn": "Offer a turn", "offer none": "No offer", "accept": "Accept",
    "reject": "Reject", "announce trumps": "Announce: trumps", "announce suits":
    "Announce: suits", "draw": "Draw", "draw stock": "Draw from the stock",
    "draw discard": "Take the top discard", "pass": "Pass", "exchange": "Keep my hand",
}
#: The view's face-up piles shown as their top card (the others' face-up cards are shown
#: whole, the face-down piles as a count); every place is named as the variant declares
#: it (``Teaching.places``).
TOP_CARD = ("pile", "discard")
MAX_BOT_MOVES = 20000
#: Hands shown on the score sheet (the last ones scored), beside the totals now.
SHEET_HANDS = 4

#: The largest seed the Seed box takes (as the probability lab's).
MAX_SEED = 2**31 - 1
#: A rule ID inside a computer player's reason (the bots' own sentences, not the log).
RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z]+)*-\d+\b")


def _bots() -> Any:
    """The computer players (imported on first use)."""
    from ramsas_widgets.engine import bots

    return bots


def hand_of(game: Game, player: int) -> list[Card]:
    """The cards ``player`` holds now, in display order (suits, then ranks)."""
    return list(game.view().hands[player])


def action_label(action: Action) -> str:
    """A button or log label for an action: ``"Buy"``, ``"Play 10♥"``."""
    text = str(action)
    if text in ACTION_LABELS:
        return ACTION_LABELS[text]
    if action.kind == "show":
        return "Show " + " ".join(c.symbol for c in action.cards)
    if action.kind in PICK_LABELS and action.cards:
        word = PICK_LABELS[action.kind].replace(" on the meld", "").replace(" of the meld", "")
        where = f" (meld #{action.arg})" if action.arg else ""
        return f"{word} {' '.join(c.symbol for c in action.cards)}{where}"
    return ACTION_LABELS.get(action.kind, text)


def play_verdict(game: Game, card: Card) -> Verdict | None:
    """The engine's verdict on playing ``card`` now, when a card is being played."""
    if game.to_act is None:
        return None
    return next((v for v in game.verdicts() if v.card == card), None)


def player_name(player: int, seat: int) -> str:
    """``"Player 2"``, or ``"Player 1 (you)"`` for the learner's seat."""
    return person(player) + (" (you)" if player == seat else "")


@dataclass
class Snapshot:
    """One state of the game, kept for the history: the state after ``caption``, that is
    after the first ``moves`` actions; :attr:`game` replays them from the seed."""

    caption: str
    moves: int
    source: Game = field(repr=False)
    last_trick: list[tuple[int, Card]] = field(default_factory=list)
    last_winner: int | None = None
    _game: Game | None = field(default=None, repr=False)

    @property
    def game(self) -> Game:
        if self._game is None:
            self._game = self.source.replay(self.moves)
        return self._game


class PlayTable(widgets.VBox):
    """A game of ``variant_id`` against computer players, through widgets.

    ``PlayTable(variant_id="lt-ramsas", players=None, seed=0, seat=0, **options)``:
    ``players`` defaults to the variant's usual number, ``seat`` is the learner's seat
    (the others are computer players), ``options`` are the variant's rule options.

    Public parts, for lessons and tests: :attr:`game` (the live game), :attr:`seat`,
    :attr:`hand_picker` (the learner's hand), :attr:`action_buttons` (the plain choices
    now, by action text: ``"buy"``, ``"declare play"``...), :attr:`pick_buttons` (by
    kind: ``"play"``, ``"meld"``...), :attr:`meld_target` (the meld for Lay off / Take
    the joker), :attr:`why_button`, :attr:`hint_button`, :attr:`next_hand_button`,
    :attr:`back_button`, :attr:`forward_button`, :attr:`return_button`,
    :attr:`feedback` (the referee), :attr:`log_lines` (the table log, oldest first),
    :attr:`snapshots`, :attr:`view_index` (``None`` when playing, else the state shown),
    :attr:`waiting_next` (a hand just ended: press :attr:`next_hand_button`),
    :attr:`last_result` (that hand's :class:`HandResult`) and the settings
    :attr:`variant_box`, :attr:`players_box`, :attr:`seed_box`, :attr:`option_boxes`,
    :attr:`new_game_button`.
    """

    def __init__(self, variant_id: str = "lt-ramsas", players: int | None = None,
                 seed: int = 0, seat: int = 0, **options: Any) -> None:
        super().__init__()
        use_styles()
        info = variant(variant_id)
        info.resolve(options)
        count = info.default_players if players is None else players
        if count not in info.players:
            raise RulesError(f"{info.name} is played by {min(info.players)} to "
                             f"{max(info.players)} players, not {count!r}.")
        if not isinstance(seat, int) or not 0 <= seat < count:
            raise RulesError(f"Your seat must be a number from 0 to {count - 1}.")
        self.add_class("rw-play-table")
        self.variant_id = variant_id
        self.seat = seat
        self.game: Game
        self.snapshots: list[Snapshot] = []
        self.view_index: int | None = None
        self.log_lines: list[tuple[str, bool]] = []
        self.waiting_next = False
        self.last_result: HandResult | None = None
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self._end_events: list[Event] = []
        self._results_seen: list[HandResult] = []
        self._moves = 0
        self._move_listeners: list[Callable[[Action], None]] = []
        #: the stacked situation the game started in (:meth:`start_situation`), if any
        self.situation: Situation | None = None
        #: the last decision the Hint weighed, by (game, seed, moves, deals)
        self._weighed: dict[tuple, Any] = {}

        self.feedback = FeedbackArea()
        self.feedback.add_class("rw-referee")

        def wide() -> widgets.Layout:  # one Layout per widget: hiding one hides no other
            return widgets.Layout(width="auto", min_width="7em")

        # -- settings ----------------------------------------------------------
        self.variant_box = widgets.Dropdown(
            options=[(v.name, v.id) for v in VARIANTS.values()], value=variant_id,
            description="Game", style={"description_width": "initial"},
            layout=widgets.Layout(width="22em"))
        # a lesson's "#game=" link chooses from this list in the browser (game-link.js)
        self.variant_box.add_class("rw-game-choice")
        self.game_ids = widgets.HTML(
            f'<span class="rw-game-ids" hidden data-ids="{" ".join(VARIANTS)}"></span>',
            layout=widgets.Layout(display="none"))
        self.players_box = widgets.Dropdown(description="Players",
                                            style={"description_width": "initial"},
                                            layout=widgets.Layout(width="9em"))
        #: the computer players weigh their decisions (buy, play or drop out, exchange,
        #: knock) by the decision exercises' estimate, in the trick games
        self.weigh_box = widgets.Checkbox(
            value=False, description="Computer players weigh their decisions",
            tooltip="Before buying, dropping out, exchanging or knocking, each computer "
                    "player plays the hand out many times (slower, stronger)",
            indent=False, layout=widgets.Layout(width="auto"))
        self.seed_box = widgets.IntText(value=seed, description="Seed",
                                        style={"description_width": "initial"},
                                        layout=widgets.Layout(width="11em"),
                                        tooltip="The same seed deals the same cards")
        self.new_game_button = widgets.Button(
            description="New game", button_style="primary", layout=wide(),
            tooltip="Start a new game with this game, seed, players and house rules")
        self.option_boxes: dict[str, widgets.Dropdown] = {}
        # the house rules: a button that opens and closes their panel (a disclosure)
        self.house_button = widgets.ToggleButton(
            value=False, description="House rules (used from the next new game)",
            tooltip="Show or hide the variant's house rules", icon="caret-right",
            layout=widgets.Layout(width="auto", max_width="100%"))
        self.house_button.add_class("rw-disclosure")
        self.house_rules = widgets.VBox(layout=widgets.Layout(display="none"))
        self.house_rules.add_class("rw-house-rules")
        self.house_box = widgets.VBox([self.house_button, self.house_rules])
        self.house_button.observe(self._on_house_button, names="value")
        # -- the table ---------------------------------------------------------
        self.title = widgets.HTML()
        self.status = widgets.HTML()
        self.status.add_class("rw-score-sheet")
        self.table_view = widgets.HTML()
        self.table_view.add_class("rw-felt-box")
        self.prompt = widgets.HTML()
        self.hand_picker = CardPicker(label="Your hand")
        self.hand_view = widgets.HTML()
        self.action_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap",
                                                             grid_gap="0.3em"))
        self.action_buttons: dict[str, widgets.Button] = {}
        self.pick_buttons: dict[str, widgets.Button] = {}
        # the buttons of the moment, kept from move to move (focus can land on them)
        self._slots: list[widgets.Button] = []
        self._slot_do: list[Any] = []
        self.meld_target = widgets.Dropdown(description="Meld", options=[],
                                            style={"description_width": "initial"},
                                            layout=widgets.Layout(width="9em"))
        self.why_button = widgets.Button(description="Why?", layout=wide(),
                                         tooltip="What would the picked card do, and why?")
        self.hint_button = widgets.Button(description="Hint", layout=wide(),
                                          tooltip="Ask the computer for a move, with its reason")
        self.next_hand_button = widgets.Button(
            description="Next hand", button_style="primary", layout=wide(),
            tooltip="Go on to the next hand")
        self.result_view = widgets.HTML()
        # -- history -----------------------------------------------------------
        self.back_button = widgets.Button(description="Back", layout=wide(),
                                          tooltip="Look at the state before the last move")
        self.forward_button = widgets.Button(description="Forward", layout=wide(),
                                             tooltip="Look at the next state")
        self.return_button = widgets.Button(description="Return to play", layout=wide(),
                                            tooltip="Back to the game as it is now")
        self.history_label = widgets.HTML()
        self.log_view = widgets.HTML()

        g = self.feedback.guard
        self.new_game_button.on_click(g(lambda _b: self.new_game()))
        self.variant_box.observe(g(self._on_variant), names="value")
        self.why_button.on_click(g(lambda _b: self.why()))
        self.hint_button.on_click(g(lambda _b: self.hint()))
        self.next_hand_button.on_click(g(lambda _b: self.next_hand()))
        self.back_button.on_click(g(lambda _b: self.back()))
        self.forward_button.on_click(g(lambda _b: self.forward()))
        self.return_button.on_click(g(lambda _b: self.return_to_play()))


        def wrap() -> widgets.Layout:
            return widgets.Layout(flex_flow="row wrap", align_items="center", grid_gap="0.3em")

        self.controls = widgets.VBox([
            self.prompt, self.hand_picker, self.action_box,
            widgets.HBox([self.why_button, self.hint_button], layout=wrap())])
        self.controls.add_class("rw-controls")
        board = widgets.HBox([self.table_view, self.status],
                             layout=widgets.Layout(flex_flow="row wrap",
                                                   align_items="flex-start"))
        board.add_class("rw-board")
        self.children = (
            self.title,
            widgets.HBox([self.variant_box, self.players_box, self.seed_box,
                          self.new_game_button, self.game_ids], layout=wrap()),
            self.weigh_box,
            self.house_box,
            board, self.hand_view, self.controls,
            widgets.HBox([self.next_hand_button], layout=wrap()),
            self.result_view, self.feedback,
            widgets.HBox([self.back_button, self.forward_button, self.return_button,
                          self.history_label], layout=wrap()),
            self.log_view,
        )
        self._build_settings(variant_id, players, options)
        # Not guarded: a lesson asking for an impossible game should fail loudly.
        self.new_game()
        # a class link's #seed= sets the seed and deals (class-link.js); in a class, the record
        self.seed_box.add_class("rw-class-seed")
        self.new_game_button.add_class("rw-class-deal")
        report.joined(self)

    # -- settings --------------------------------------------------------------
    def _build_settings(self, variant_id: str, players: int | None,
                        options: dict[str, Any]) -> None:
        info = variant(variant_id)
        self.weigh_box.disabled = info.fast is None
        self.weigh_box.layout.display = "none" if info.fast is None else ""
        self.players_box.options = [(str(n), n) for n in info.players]
        self.players_box.value = info.default_players if players is None else players
        self.option_boxes = {}
        rows: list[widgets.Widget] = []
        for name, opt in info.options.items():
            box = widgets.Dropdown(
                options=[(_choice_label(c, opt.default), c) for c in opt.choices],
                value=options.get(name, opt.default), tooltip=opt.text,
                description=choice_words(name).capitalize(),
                style={"description_width": "initial"}, layout=widgets.Layout(width="auto"))
            self.option_boxes[name] = box
            rows.append(widgets.HTML(f'<div class="rw-root rw-option-text">'
                                     f"{linked(opt.text)}{rule_tag(opt.rule)}</div>"))
            rows.append(box)
        if not rows:
            rows.append(widgets.HTML('<div class="rw-root">This game has no house rules.</div>'))
        replace_children(self.house_rules, rows)

    def _on_variant(self, change: dict) -> None:
        self._build_settings(change["new"], None, {})
        self.new_game()

    def _on_house_button(self, change: dict) -> None:
        self.house_rules.layout.display = "" if change["new"] else "none"
        self.house_button.icon = "caret-down" if change["new"] else "caret-right"

    @property
    def options(self) -> dict[str, Any]:
        """The house rules chosen for the next new game."""
        return {name: box.value for name, box in self.option_boxes.items()}

    # -- the game ----------------------------------------------------------------
    def new_game(self) -> None:
        """Deal a new game from the settings (game, players, seed, house rules)."""
        self.variant_id = self.variant_box.value
        players = self.players_box.value
        seed = self.seed_box.value
        if not 0 <= seed <= MAX_SEED:
            raise RulesError(f"A seed is a whole number from 0 to {MAX_SEED:,}: the same "
                             "seed deals the same cards.")
        chosen = self.options
        game = new_game(self.variant_id, players=players, seed=seed, **chosen)
        if not 0 <= self.seat < players:
            raise RulesError(f"Your seat must be 0 to {players - 1}.")
        self._start(game, seed, chosen)

    def start_situation(self, key: str) -> Situation:
        """Open the table in one of the variant's stacked situations (``Teaching.situations``):
        the learner takes the situation's seat, the moves before his are made, and the
        computer players play on from his invited moves. Returns the situation."""
        sit = situation(self.variant_id, key)
        game = start_situation(self.variant_id, key)
        self.seat = sit.you
        self._start(game, sit.seed, dict(sit.options))
        self.situation = sit
        return sit

    def situation_next(self) -> Action | None:
        """The next move the situation invites the learner to make, while he follows its
        invitation (None once he has made them all, or another move)."""
        sit = self.situation
        if sit is None or self.situation_off or self.situation_step >= len(sit.yours):
            return None
        return Action.parse(sit.yours[self.situation_step])

    def _follow_situation(self, action: Action) -> None:
        """After the learner's move: one more step of the situation's invitation, or off it
        (the same cards in another order are the same move)."""
        expected = self.situation_next()
        if expected is None:
            return
        if same_move(expected, action):
            self.situation_step += 1
        else:
            self.situation_off = True

    def _start(self, game: Game, seed: int, chosen: dict[str, Any]) -> None:
        #: the house rules this game is played by (as chosen when it was dealt)
        self.playing_options = dict(chosen)
        self.situation = None
        #: how many of the situation's invited moves the learner has made, and whether he
        #: has made another move instead
        self.situation_step, self.situation_off = 0, False
        self.game = game
        self.seed = seed
        self.info = variant(self.variant_id)
        self._moves = 0
        self.snapshots = []
        self.view_index = None
        self.waiting_next = False
        self.last_result = None
        self._results_seen: list[HandResult] = []
        self.last_trick, self.last_winner = [], None
        self.log_lines = [(self._said(e), False) for e in game.events if e.template]
        self._next_lines: list[tuple[str, bool]] = []  # the next hand's deal, held back
        self._seen = len(game.events)
        self._snapshot("The deal")
        self.feedback.clear()
        self._advance()
        self._render()
        self._focus_next()

    def on_move(self, callback: Callable[[Action], None]) -> None:
        """Call ``callback(action)`` after each move the learner makes (and the computer
        players' answers to it)."""
        self._move_listeners.append(callback)

    def _name(self, player: int) -> str:
        """A player as every line of the table names him (the learner marked "(you)")."""
        return player_name(player, self.seat)

    def _said(self, text: Any) -> str:
        """An engine sentence or event as a person reads it: players by name, cards by
        their symbols."""
        return render(text, self._name)

    def _snapshot(self, caption: str) -> None:
        self.snapshots.append(Snapshot(caption, len(self.game.actions), self.game,
                                       list(self.last_trick), self.last_winner))

    def _do(self, action: Action) -> None:
        """Apply ``action`` for the player to act (RulesError, untouched game, if illegal)."""
        game = self.game
        p = game.to_act
        game.apply(action)
        self._moves += 1
        new = game.events[self._seen:]
        self._seen = len(game.events)
        mine = p == self.seat
        won = [e for e in new if e.kind is Kind.TRICK]
        if won:
            self.last_trick, self.last_winner = list(won[-1].trick), won[-1].winner
        shown = new
        results = len(self.game.view().results) - len(self._results_seen)
        if results > 0:
            view = self.game.view()
            self.last_result = view.results[len(self._results_seen)]
            self._results_seen = list(view.results)
            self._end_events = self._hand_end(new)
            self.waiting_next = not game.is_over
            if self.waiting_next:  # the next hand's deal goes in the log with Next hand
                shown = self._end_events
                self._next_lines = [(self._said(e), False)
                                    for e in new[len(shown):] if e.template]
        # the learner's own move stands out in the log, not what follows from it
        self.log_lines.extend((self._said(e), mine and k == 0)
                              for k, e in enumerate(e for e in shown if e.template))
        self._snapshot(f"{self._name(p)}: {action_label(action)}")

    @staticmethod
    def _hand_end(new: Sequence[Event]) -> list[Event]:
        """The events that ended the hand just scored: up to its SCORED event, not the next
        hand's deal."""
        out: list[Event] = []
        for e in new:
            if e.kind is Kind.DEAL and out:
                break
            out.append(e)
            if e.kind is Kind.SCORED:
                break
        return out

    def _advance(self) -> None:
        """Computer seats move until it is the learner's turn, a hand ends or the game does."""
        bots = None
        count = 0
        while (not self.game.is_over and not self.waiting_next
               and self.game.to_act is not None and self.game.to_act != self.seat):
            bots = bots or _bots()
            action = bots.decide(self.game, seed=self.seed * 100_003 + self._moves,
                                 weigh=self.weigh_box.value).action
            self._do(action)
            count += 1
            if count > MAX_BOT_MOVES:
                raise RuntimeError("the computer players did not finish their moves")

    def act(self, action: Action | str) -> bool:
        """The learner's move: applied if the rules allow it, else the referee says why.

        Returns whether the move was made. After it, the computer seats move.
        """
        if isinstance(action, str):
            action = Action.parse(action)
        if self.view_index is not None:
            self.feedback.info("You are looking back at an earlier state: press "
                               "'Return to play' first.")
            return False
        if self.waiting_next:
            self.feedback.info("The hand is over: press 'Next hand' to go on.")
            return False
        if self.game.is_over:
            self.feedback.info("The game is over: press 'New game' to play again.")
            return False
        try:
            self._do(action)
        except RulesError as err:
            self._referee(action, err)
            return False
        self._follow_situation(action)
        self._advance()
        self._render()
        self._focus_next()
        # the move's sentence last: whoever waits for it (a screen reader's live region, a
        # test) finds the table already drawn anew and the focus where the learner goes on
        self.feedback.ok(f"You: {action_label(action)}.")
        for listener in self._move_listeners:
            listener(action)
        return True

    def _focus_next(self) -> None:
        """Put the keyboard's focus where the learner goes on: the hand when a card is to
        be picked, else the first choice of the moment, Next hand between hands, New game
        at the end."""
        if self.view_index is not None:
            return
        if self.game.is_over:
            self.new_game_button.focus()
        elif self.waiting_next:
            self.next_hand_button.focus()
        elif self.game.to_act == self.seat:
            if self.pick_buttons and self.hand_picker.buttons:
                self.hand_picker.focus_card(0)
            elif self.action_buttons:
                next(iter(self.action_buttons.values())).focus()

    def _referee(self, action: Action, err: RulesError) -> None:
        message, rule = self._said(err.message), err.rule
        extra = table_penalty(self.variant_id, rule) if action.kind == "play" else ""
        detail = f'<div class="rw-penalty">{linked(extra)}</div>' if extra else ""
        self.feedback.wrong(f"Not allowed: {action_label(action)}. {message}", rule, detail)
        self.log_lines.append((f"Referee: {action_label(action)} is not allowed "
                               f"({rule or 'rules'}); try again.", True))
        self._render_log()

    def next_hand(self) -> None:
        """After a hand's scores: go on to the next hand (its deal joins the log now)."""
        self.waiting_next = False
        self.log_lines.extend(self._next_lines)
        self._next_lines = []
        self.last_trick, self.last_winner = [], None
        self.feedback.clear()
        self._advance()
        self._render()
        self._focus_next()

    # -- the learner's controls -----------------------------------------------------
    def _press_slot(self, index: int) -> None:
        what = self._slot_do[index] if index < len(self._slot_do) else None
        if isinstance(what, Action):
            self._press_plain(what)
        elif isinstance(what, str):
            self._press_pick(what)

    def _press_plain(self, action: Action) -> None:
        self.act(action)

    def _press_pick(self, kind: str) -> None:
        cards = tuple(self.hand_picker.picked)
        if not cards and kind != "exchange":
            self.feedback.info("Pick a card in your hand first, then press "
                               f"'{PICK_LABELS[kind]}'.")
            return
        arg = ""
        if kind in ("layoff", "swap") and self.meld_target.value is not None:
            arg = str(self.meld_target.value)
        self.act(Action(kind, cards, arg))  # without a meld, the referee says why not

    def why(self) -> None:
        """Explain what the picked card(s) would do now, with the rule IDs."""
        game = self.game
        picked = self.hand_picker.picked
        if self.view_index is not None or game.is_over or game.to_act != self.seat:
            self.feedback.info("Press Why? on your turn, with a card of your hand picked.")
            return
        if not picked:
            self.feedback.info("Pick a card in your hand first, then press Why?.")
            return
        if len(picked) == 1:
            verdict = play_verdict(game, picked[0])
            if verdict is not None:
                self._why_play(verdict)
                return
        names = symbols_str(picked)
        legal = game.legal_actions()
        if len(picked) == 1:
            uses = [a for a in legal if picked[0] in a.cards]
        else:
            uses = [a for a in legal if sorted(map(str, a.cards)) == sorted(map(str, picked))]
        if uses:
            ways = "; ".join(action_label(a) for a in uses[:8])
            self.feedback.ok(f"With {names} you may now: {ways}.")
            return
        kinds = [k for k in game.card_actions() if k in PICK_LABELS]
        if not kinds:
            choice, rule = self._choices(legal)
            self.feedback.info(f"No card is played or chosen now: you may {choice}.", rule)
            return
        kind = next((k for k in kinds if (k in MULTI_KINDS) == (len(picked) > 1)),
                    kinds[0] if kinds else "play")
        arg = str(self.meld_target.value) if kind in ("layoff", "swap") and \
            self.meld_target.value is not None else ""
        err = game.why_illegal(Action(kind, tuple(picked), arg))
        self.feedback.wrong(f"{names} cannot be used now. {self._said(err.message)}", err.rule)

    def _why_play(self, verdict: Verdict) -> None:
        card = verdict.card
        if not verdict.legal:
            extra = table_penalty(self.variant_id, verdict.rule)
            detail = f'<div class="rw-penalty">{linked(extra)}</div>' if extra else ""
            self.feedback.wrong(f"{card.name.capitalize()} ({card.symbol}) may not be played "
                                f"now: {self._said(verdict.reason)}", verdict.rule, detail)
            return
        take = self._would_take(card)
        reason = self._said(verdict.reason).rstrip(".")
        self.feedback.ok(f"{card.name.capitalize()} ({card.symbol}) may be played: "
                         f"{reason} ({verdict.rule}). {take}".strip())

    def _would_take(self, card: Card) -> str:
        """Whether ``card`` would take the trick (if it ends it) or lead it for now."""
        take = self.game.would_take(card)
        if take is None:
            return ""
        if take.leads:
            return "You would lead it: the others play after you."
        if take.completes:
            return ("It would take the trick." if take.best == self.seat
                    else f"It would not take the trick: {self._name(take.best)} would.")
        if take.best == self.seat:
            return "It would be the highest card of the trick so far."
        return (f"It would not be the highest card so far: {self._name(take.best)}'s "
                f"{take.best_card.symbol} stays higher.")

    def hint(self) -> None:
        """Ask the computer player for a move for the learner, with its reason."""
        game = self.game
        if self.view_index is not None or game.is_over or self.waiting_next \
                or game.to_act != self.seat:
            self.feedback.info("Hints are given on your turn.")
            return
        report.hinted(self)
        from ramsas_widgets.engine.teaching.decisions import decision_now

        invited = self.situation_next()
        if invited is not None and game.is_legal(invited):  # the move the situation is about
            sit = self.situation
            self._pick_for(game.normalize(invited))
            self.feedback.info(f"Hint: {action_label(invited)}. This is the move the "
                               f"situation invites you to make: {sit.invite}", sit.rule)
            return
        if decision_now(game):
            self._weighed_hint()
            return
        bots = _bots()
        action = bots.choose(game, seed=self.seed * 100_003 + self._moves)
        reason = self._said(bots.explain(game, action)).strip()
        if not RULE_ID.search(reason):
            reason += self._allowed_by(action)
        self._pick_for(action)
        self.feedback.info(f"Hint: {action_label(action)}. The computer player's reason: "
                           f"{reason}")

    def _pick_for(self, action: Action) -> None:
        """Pick the cards of a hinted move in the hand (and its meld), ready to press."""
        if action.cards and action.kind in PICK_LABELS:
            self.hand_picker.pick(list(action.cards))
            if action.arg and action.kind in ("layoff", "swap"):
                self.meld_target.value = int(action.arg)

    def _weighed_hint(self) -> None:
        """A decision (buy or not, play or drop out, which cards to exchange, knock, the
        discard or the stock, open now): weighed by the decision exercises' estimate, the
        unseen cards dealt again from what the learner can see."""
        from ramsas_widgets.engine.decisions import estimate

        game = self.game
        deals = self.info.teaching.decision_deals
        key = (self.variant_id, self.seed, len(game.actions), deals)
        result = self._weighed.get(key)
        if result is None:  # weighed once: a Hint pressed again (or twice) answers at once
            message = f"Working it out: each choice is played out {deals} times…"
            with Busy(self.feedback, self._busy_controls(), message) as progress:
                result = estimate(game, deals=deals, seed=self.seed * 100_003 + self._moves,
                                  progress=progress)
            self._weighed = {key: result}
        top = result.options[0]
        better = "lower" if result.lower_wins else "higher"
        numbers = "; ".join(f"{action_label(o.action)} {o.mean:+.2f} (95% interval "
                            f"{o.low:+.2f} to {o.high:+.2f})" for o in result.options[:3])
        self._pick_for(top.action)
        self.feedback.info(f"Hint: {action_label(top.action)}. Played out {deals} times from "
                           f"what you can see, your score's expected change ({better} is "
                           f"better): {numbers}. {self._said(result.sentence)}", result.rule)

    def _busy_controls(self) -> list[widgets.DOMWidget]:
        """The table's controls, none of which may be pressed while a hint is weighed."""
        return [*self._slots, *self.hand_picker.buttons, self.meld_target, self.why_button,
                self.hint_button, self.next_hand_button, self.new_game_button,
                self.variant_box, self.players_box, self.seed_box, self.weigh_box,
                self.house_button, *self.option_boxes.values(), self.back_button,
                self.forward_button, self.return_button]

    def _allowed_by(self, action: Action) -> str:
        """The rule that allows ``action`` now, as a sentence ('' when unknown)."""
        if action.kind == "play" and len(action.cards) == 1:
            verdict = play_verdict(self.game, action.cards[0])
            if verdict is not None and verdict.legal:
                return (f" The rules allow it: {self._said(verdict.reason).rstrip('.')} "
                        f"({verdict.rule}).")
        asked = self.game.asked()
        return f" This is the decision of {asked.rule}." if asked and asked.rule else ""

    # -- history ----------------------------------------------------------------------
    def back(self) -> None:
        """Show the state before the one shown (read-only)."""
        if len(self.snapshots) < 2:
            self.feedback.info("There is no earlier state yet.")
            return
        now = len(self.snapshots) - 1 if self.view_index is None else self.view_index
        self.view_index = max(0, now - 1)
        self._render()

    def forward(self) -> None:
        """Show the next state; past the last one, play resumes."""
        if self.view_index is None:
            self.feedback.info("This is the game as it is now.")
            return
        self.view_index += 1
        if self.view_index >= len(self.snapshots) - 1:
            self.view_index = None
        self._render()

    def return_to_play(self) -> None:
        """Leave the history: show the game as it is now."""
        self.view_index = None
        self._render()

    # -- rendering ----------------------------------------------------------------------
    def _shown(self) -> Snapshot:
        if self.view_index is None:
            return Snapshot("now", len(self.game.actions), self.game, self.last_trick,
                            self.last_winner, self.game)
        return self.snapshots[self.view_index]

    def _pick_kinds(self) -> list[str]:
        """The pick buttons offered now: the card actions of the moment (the engine's)."""
        kinds = self.game.card_actions()
        return [k for k in PICK_LABELS if k in kinds]

    def _render(self) -> None:
        shown = self._shown()
        g = shown.game
        live = self.view_index is None
        self.title.value = (f'<div class="rw-root"><h3>{escape(self.info.name)}: '
                            f"play against the computer</h3>{self._house_note()}</div>")
        between = live and self.waiting_next  # the next hand is dealt but not yet shown
        v = g.view()
        finished = self._finished_view() if between else None
        self.status.value = self._status_html(g)
        self.table_view.value = self._table_html(finished or v, shown,
                                                 only_last=between and finished is None)
        my_turn = (live and not g.is_over and not self.waiting_next and g.to_act == self.seat)
        self.controls.layout.display = "" if my_turn else "none"
        self.hand_view.layout.display = "none" if my_turn or (between and not finished) else ""
        held = finished or v
        label = "Your hand at the end of the hand" if finished else "Your hand"
        self.hand_view.value = (
            f'<div class="rw-root rw-my-hand">'
            f'{hand_html(list(held.hands[self.seat]), label=label, bought=self._bought(held))}'
            "</div>")
        if my_turn:
            self._render_controls()
        self.next_hand_button.layout.display = "" if live and self.waiting_next else "none"
        self.result_view.value = self._result_html() if live else ""
        self._render_history()
        self._render_log()

    def _finished_view(self) -> GameView | None:
        """The table as the hand just scored left it (the engine keeps it as it deals the
        next hand), or None if the engine kept none for it."""
        kept = self.game.finished_hand
        if kept is None or len(kept.results) != len(self._results_seen):
            return None
        return replace(kept, to_act=None, asked=None)  # nobody is to act in it any more

    def _house_note(self) -> str:
        """The house rules this game is played by, where they differ from the defaults."""
        bits = []
        for name, value in self.playing_options.items():
            opt = self.info.options.get(name)
            if opt is not None and value != opt.default:
                bits.append(f"{choice_words(name)}: {_choice_label(value, opt.default)} "
                            f"({opt.rule})")
        if not bits:
            return ""
        return f'<p class="rw-house-note">House rules of this game: {linked("; ".join(bits))}.</p>'

    def _bought(self, v: GameView) -> list[Card]:
        """The learner's cards just bought (or drawn in an exchange), to be marked."""
        return list(v.bought[self.seat]) if len(v.bought) > self.seat else []

    def _slot(self, index: int) -> widgets.Button:
        """The ``index``-th button of the moment, made once and kept."""
        while len(self._slots) <= index:
            k = len(self._slots)
            b = widgets.Button(layout=widgets.Layout(width="auto", min_width="6em"))
            b.on_click(self.feedback.guard(lambda _b, k=k: self._press_slot(k)))
            self._slots.append(b)
            self._slot_do.append(None)
        return self._slots[index]

    def _render_controls(self) -> None:
        game = self.game
        legal = game.legal_actions()
        hand = hand_of(game, self.seat)
        kinds = self._pick_kinds()
        self.hand_picker.multiple = any(k in MULTI_KINDS for k in kinds)
        self.hand_picker.set_cards(hand, bought=self._bought(game.view()))
        self.hand_picker.set_label(
            "Your hand: pick cards, then a button below" if self.hand_picker.multiple
            else "Your hand: pick a card, then a button below" if kinds else "Your hand")
        used = 0
        self.pick_buttons = {}
        self.action_buttons = {}
        for kind in kinds:
            b = self._slot(used)
            b.description, b.tooltip, b.button_style = PICK_LABELS[kind], PICK_TIPS[kind], \
                "primary"
            self._slot_do[used] = kind
            self.pick_buttons[kind] = b
            used += 1
        plain = [a for a in legal if not (a.cards and a.kind != "show")]
        for action in plain:
            b = self._slot(used)
            b.description, b.tooltip, b.button_style = action_label(action), \
                action_label(action), ""
            self._slot_do[used] = action
            self.action_buttons[str(action)] = b
            used += 1
        for k, b in enumerate(self._slots):
            b.layout.display = "" if k < used else "none"
            if k >= used:
                self._slot_do[k] = None
        children: list[widgets.Widget] = list(self._slots)
        melds = [m.number for m in game.view().melds]
        if ("layoff" in kinds or "swap" in kinds) and melds:
            self.meld_target.options = [(f"#{n}", n) for n in melds]
            self.meld_target.value = melds[0]
            children.insert(len(kinds), self.meld_target)
        elif not melds:
            self.meld_target.options = []
        if tuple(self.action_box.children) != tuple(children):
            self.action_box.children = tuple(children)
        self.prompt.value = self._prompt_html(legal, kinds)

    def _choices(self, legal: Sequence[Action]) -> tuple[str, str | None]:
        """The choices of the moment in words, and the rule of this decision."""
        words: list[str] = []
        for a in legal:
            word = to_do(a) or action_label(a).lower()
            if word not in words:
                words.append(word)
        asked = self.game.asked()
        rule = asked.rule if asked else None
        choice = words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
        return choice, rule

    def _your_turn(self) -> str:
        """"Your turn", after the phase asked now as the variant names it ("The buy
        (pirkinys): your turn")."""
        asked = self.game.asked()
        name = self.info.teaching.phase_names.get(asked.phase) if asked else None
        return f"{name}: your turn" if name else "Your turn"

    def _prompt_html(self, legal: Sequence[Action], kinds: Sequence[str]) -> str:
        choice, rule = self._choices(legal)
        how = ""
        if kinds:
            how = (" Pick cards in your hand, then press what to do with them."
                   if self.hand_picker.multiple else
                   " Pick a card in your hand, then press what to do with it.")
        recent: list[str] = []
        for line, mine in reversed(self.log_lines):
            if mine or len(recent) == 4:
                break
            recent.append(line)
        since = ""
        if recent:
            since = ('<div class="rw-since">Since your last move: '
                     + " · ".join(linked(x) for x in reversed(recent)) + "</div>")
        return (f'<div class="rw-root rw-prompt" role="status" aria-live="polite">{since}'
                f"<b>{escape(self._your_turn())}, {escape(self._name(self.seat))}.</b> "
                f"You may {escape(choice)}.{rule_tag(rule)}{linked(how)}</div>")

    def _status_html(self, g: Game) -> str:
        """The score sheet: a row per player (the learner's marked), his total after each
        of the last hands scored, and his total now in bold."""
        v = g.view()
        results = list(v.results)[-SHEET_HANDS:]
        head = "".join(f"<th scope='col'>Hand {r.number}</th>" for r in results)
        rows = []
        for p in range(v.players):
            me = " class='rw-me'" if p == self.seat else ""
            cells = "".join(f"<td>{r.scores_after[p]}</td>" for r in results)
            rows.append(f"<tr{me}><th scope='row'>{escape(self._name(p))}</th>{cells}"
                        f"<td class='rw-sheet-now'>{v.scores[p]}</td></tr>")
        sense = self.info.teaching.score_sense
        note = f'<p class="rw-sheet-note">{linked(sense)}</p>' if sense else ""
        earlier = (f'<p class="rw-sheet-note">Hands 1 to {results[0].number - 1}: see the '
                   "table log.</p>" if results and results[0].number > 1 else "")
        return (f'<div class="rw-root"><table class="rw-scores">'
                f"<caption>Score sheet</caption><thead><tr><th scope='col'>Player</th>{head}"
                f"<th scope='col'>Now</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
                f"{earlier}{note}</div>")

    def _seat_html(self, v: GameView, p: int) -> str:
        """One player's place at the table: his name, what he is doing, his cards face
        down (face up for the learner's own seat: they are in his hand below)."""
        me = p == self.seat
        tags = []
        if v.dealer == p:
            tags.append("dealer")
        if v.is_over and v.winner == p:
            tags.append("wins the game")
        elif v.to_act == p and not v.is_over:
            tags.append("your turn" if me else "to act")
        if not v.in_hand[p]:
            tags.append("out of this hand")
        if v.opened and v.opened[p]:
            tags.append("opened")
        n = len(v.hands[p])
        facts = [_count(n)]
        if v.has_tricks:
            t = v.tricks_won[p]
            facts.append(f"{t} trick" if t == 1 else f"{t} tricks")
        facts.append(f"score {v.scores[p]}")
        bought = list(v.bought[p]) if len(v.bought) > p else []
        if bought:
            facts.append(("just bought " + symbols_str(bought)) if me
                         else f"took {len(bought)} new card{'s' if len(bought) != 1 else ''}")
        backs = "" if me else "".join('<span class="rw-card rw-back rw-mini"></span>'
                                      for _ in range(min(n, 8)))
        cls = "rw-seat" + (" rw-me" if me else "") + (" rw-to-act" if "to act" in tags
                                                    or "your turn" in tags else "") \
            + ("" if v.in_hand[p] else " rw-out")
        tag_html = "".join(f'<span class="rw-seat-tag">{escape(t)}</span>' for t in tags)
        return (f'<li class="{cls}"><span class="rw-seat-name">{escape(self._name(p))}</span>'
                f"{tag_html}"
                + (f'<span class="rw-seat-cards" aria-hidden="true">{backs}</span>'
                   if backs else "")
                + f'<span class="rw-seat-facts">{escape(", ".join(facts))}</span></li>')

    def _table_html(self, v: GameView, shown: Snapshot, only_last: bool = False) -> str:
        """The table (as the view ``v`` shows it): the others' seats, the middle (trick,
        trump, piles), Rami's melds and the learner's seat."""
        names = {p: self._name(p) for p in range(v.players)}
        order = [(self.seat + k) % v.players for k in range(1, v.players)]
        seats = "".join(self._seat_html(v, p) for p in order)
        middle: list[str] = []
        if v.has_tricks and not only_last:
            lead = " (led first)" if v.trick else ""
            middle.append(trick_html([(names[p] + (lead if k == 0 else ""), c)
                                      for k, (p, c) in enumerate(v.trick)],
                                     label="Trick on the table"))
        if v.has_tricks and shown.last_trick:
            win = next((i for i, (p, _) in enumerate(shown.last_trick)
                        if p == shown.last_winner), None)
            middle.append(trick_html([(names[p], c) for p, c in shown.last_trick],
                                     label="Last trick", winner=win))
        if not only_last:
            if v.trump is not None:
                card = (card_html(v.trump_card, shown=True) if v.trump_card is not None
                        else "")
                why = " (the card that showed it)" if v.trump_card is not None else ""
                middle.append(f'<div class="rw-row rw-trump" role="group" aria-label="Trump">'
                              f'<span class="rw-label">Trump: {escape(v.trump.noun)} '
                              f"{v.trump.symbol}</span>{card}"
                              f'<span class="rw-count">{linked(why)}</span></div>')
            places = self.info.teaching.places
            for name, cards in v.shown.items():
                if name in TOP_CARD or not cards:
                    continue
                if not (v.trump_card is not None and list(cards) == [v.trump_card]):
                    middle.append(cards_html(cards, label=places.get(name, name.capitalize())))
            for name in TOP_CARD:
                if name in v.shown:
                    label = escape(places.get(name, name.capitalize()))
                    pile = v.shown[name]
                    top = (card_html(pile[-1]) if pile
                           else '<span class="rw-empty">empty</span>')
                    middle.append(f'<div class="rw-row" role="group" aria-label="{label}">'
                                  f'<span class="rw-label">{label}</span>{top}'
                                  f'<span class="rw-count">(the top card)</span></div>')
            piles = [(places.get(name, name.capitalize()), n) for name, n in v.piles.items()
                     if n]
            if piles:
                middle.append('<div class="rw-piles">' + "".join(
                    f'<span class="rw-pile"><span class="rw-card rw-back rw-mini" '
                    f'aria-hidden="true"></span>{escape(label)}: {_count(n)}</span>'
                    for label, n in piles) + "</div>")
        melds = ""
        if v.melds and not only_last:
            rows = []
            for m in v.melds:
                stands = (" (the joker as " + " or ".join(c.symbol for c in m.joker_as) + ")"
                          if m.joker_as else "")
                rows.append(cards_html(m.cards, label=f"#{m.number} {names[m.owner]}: "
                                                      f"{m.kind}, {m.points} points{stands}"))
            melds = ('<div class="rw-melds" role="group" aria-label="Melds on the table">'
                     f'<p class="rw-head">Melds on the table</p>{"".join(rows)}</div>')
        if not middle and not melds:
            middle.append('<p class="rw-empty">Nothing on the table yet.</p>')
        head = []
        if v.hand_number:
            head.append(f"Hand {v.hand_number}")
        if v.dealer is not None:
            head.append(f"dealer {names[v.dealer]}")
        if v.trump is not None:
            head.append(f"trump {v.trump.noun} {v.trump.symbol}")
        return (f'<div class="rw-root rw-table rw-felt" role="group" aria-label="The table">'
                f'<p class="rw-head">{escape(", ".join(head))}</p>'
                f'<ul class="rw-seats" aria-label="The other players">{seats}</ul>'
                f'<div class="rw-middle">{"".join(middle)}</div>{melds}'
                f'<ul class="rw-seats rw-my-seat" aria-label="Your seat">'
                f"{self._seat_html(v, self.seat)}</ul></div>")

    def _result_html(self) -> str:
        g = self.game
        parts = []
        if self.waiting_next and self.last_result is not None:
            r = self.last_result
            parts.append(f"<p><b>Hand {r.number} is over.</b></p>")
            parts.append(self._scores_table(r))
            lines = [self._said(e) for e in self._end_events if e.rule and e.template][-8:]
            if lines:
                parts.append("<ul>" + "".join(f"<li>{linked(x)}</li>" for x in lines)
                             + "</ul>")
            parts.append("<p>Press <b>Next hand</b> to deal on.</p>")
        elif g.is_over:
            w = g.winner
            who = "You win" if w == self.seat else (f"{self._name(w)} wins" if w is not None
                                                    else "Nobody wins")
            final = ", ".join(f"{self._name(p)} {s}" for p, s in enumerate(g.scores))
            parts.append(f"<p><b>Game over: {escape(who)}.</b> Final scores: "
                         f"{escape(final)}.</p>")
            if self.last_result is not None:
                parts.append(self._scores_table(self.last_result))
            parts.append("<p>Press <b>New game</b> to play again.</p>")
        if not parts:
            return ""
        return (f'<div class="rw-root rw-feedback rw-info rw-result" role="status">'
                f'{"".join(parts)}</div>')

    def _scores_table(self, r: HandResult) -> str:
        """Tricks (trick games), cards left (Rami) and the scores before and after."""
        has_tricks = not all(x is None for x in r.tricks)
        left = r.extras.get("hands") if isinstance(r.extras.get("hands"), (list, tuple)) \
            else None
        rows = []
        for p in range(len(r.scores_before)):
            cells = []
            if has_tricks:
                t = r.tricks[p] if p < len(r.tricks) else None
                cells.append(f"<td>{'out' if t is None else t}</td>")
            if left is not None:
                cards = _symbols(str(left[p])) if p < len(left) else ""
                cells.append(f"<td>{escape(cards) or 'none'}</td>")
            rows.append(f"<tr><th scope='row'>{escape(self._name(p))}</th>{''.join(cells)}"
                        f"<td>{r.scores_before[p]}</td><td>{r.scores_after[p]}</td></tr>")
        head = ("<th scope='col'>Tricks</th>" if has_tricks else "") + \
            ("<th scope='col'>Cards left in hand</th>" if left is not None else "")
        return (f"<table class='rw-scores'><caption>Hand {r.number}</caption>"
                f"<tr><th scope='col'>Player</th>"
                f"{head}<th scope='col'>Before</th><th scope='col'>After</th></tr>"
                f"{''.join(rows)}</table>")

    def _render_history(self) -> None:
        total = len(self.snapshots)
        live = self.view_index is None
        self.back_button.disabled = total < 2 or self.view_index == 0
        self.forward_button.disabled = live
        self.return_button.disabled = live
        if live:
            moves = total - 1
            self.history_label.value = (f'<span class="rw-root">History: {moves} '
                                        f"{'move' if moves == 1 else 'moves'} so far; "
                                        "Back looks at earlier states.</span>")
        else:
            snap = self.snapshots[self.view_index]
            self.history_label.value = (
                f'<span class="rw-root rw-looking" role="status"><b>Looking back</b>: state '
                f"{self.view_index} of {total - 1}, after “{escape(snap.caption)}”. "
                "Read only.</span>")

    def _render_log(self) -> None:
        items = []
        for line, mine in reversed(self.log_lines[-200:]):
            cls = ' class="rw-mine"' if mine else ""
            items.append(f"<li{cls}>{linked(line)}</li>")
        self.log_view.value = (
            f'<div class="rw-root"><p class="rw-head" id="rw-log-head-{id(self)}">Table log '
            f'<span class="rw-log-note">(newest first; you are {escape(self._name(self.seat))}'
            f", the others are computer players)</span></p>"
            f'<ol class="rw-log" reversed tabindex="0" '
            f'aria-labelledby="rw-log-head-{id(self)}">{"".join(items)}</ol></div>')


def same_move(a: Action, b: Action) -> bool:
    """Whether two actions are the same move: the same kind and word, the same cards in any
    order (a meld picked in the hand's order is the meld the lesson wrote).

    >>> same_move(Action.parse("meld KS KD KC KH"), Action.parse("meld KC KD KH KS"))
    True
    """
    return (a.kind, a.arg, sorted(c.code for c in a.cards)) == \
        (b.kind, b.arg, sorted(c.code for c in b.cards))


def _symbols(text: str) -> str:
    """Cards written in the notation ("TC JK") as their short labels ("10♣ JK")."""
    from ramsas_widgets.engine.cards import parse_cards

    try:
        return " ".join(c.symbol for c in parse_cards(text))
    except RulesError:
        return text


def _count(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _choice_label(value: Any, default: Any) -> str:
    text = choice_words(value)
    return f"{text} (default)" if value == default else text

