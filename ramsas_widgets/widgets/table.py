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

The table speaks the page's language (``i18n.locale.page_speaker``, taken when it is built):
every word on it is a message declared below (``table.*``), the engine's events, refusals
and reasons are rendered in that language (``events.render``), and so are the variant's own
words (its name, phases, places and house rules).

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
from decimal import Decimal
from html import escape
from typing import Any

import ipywidgets as widgets
from babel.numbers import format_decimal

from ramsas_widgets.engine import Event, Kind, new_game
from ramsas_widgets.engine.cards import Card
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import TO_DO, render, to_do
from ramsas_widgets.engine.game import Action, Game, HandResult, Verdict
from ramsas_widgets.engine.referee import table_penalty
from ramsas_widgets.engine.registry import VARIANTS, variant
from ramsas_widgets.engine.teaching.situations import Situation, situation
from ramsas_widgets.engine.teaching.situations import start as start_situation
from ramsas_widgets.engine.variants import choice, option_name
from ramsas_widgets.engine.view import GameView
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.messages import Text, plural, text

from . import report
from .cards import CardPicker, card_html, card_name, cards_html, hand_html, trick_html
from .feedback import Busy, FeedbackArea, linked, rule_tag
from .lifecycle import replace_children
from .styles import use_styles

#: Actions taken on cards picked in the hand, with their button label.
PICK_LABELS = {
    "play": text("table.pick.play", "Play"),
    "keep": text("table.pick.keep", "Keep"),
    "exchange": text("table.pick.exchange", "Exchange"),
    "meld": text("table.pick.meld", "Meld"),
    "layoff": text("table.pick.layoff", "Lay off on the meld"),
    "swap": text("table.pick.swap", "Take the joker of the meld"),
    "discard": text("table.pick.discard", "Discard"),
}
#: What a pick button does, for its tooltip.
PICK_TIPS = {
    "play": text("table.pick-tip.play", "Play the picked card"),
    "keep": text("table.pick-tip.keep", "Keep the picked card of your five"),
    "exchange": text("table.pick-tip.exchange", "Lay the picked cards away and draw as many"),
    "meld": text("table.pick-tip.meld", "Lay the picked cards on the table as one combination"),
    "layoff": text("table.pick-tip.layoff", "Add the picked card to the meld chosen on the right"),
    "swap": text("table.pick-tip.swap",
                 "Put the picked card in place of the joker of the chosen meld"),
    "discard": text("table.pick-tip.discard", "Discard the picked card: your turn ends"),
}
#: A move with cards as its button or log label ({cs}: the cards).
PICK_MOVES = {
    "play": text("table.move.play", "Play {cs}"),
    "keep": text("table.move.keep", "Keep {cs}"),
    "exchange": text("table.move.exchange", "Exchange {cs}"),
    "meld": text("table.move.meld", "Meld {cs}"),
    "layoff": text("table.move.layoff", "Lay off {cs}"),
    "swap": text("table.move.swap", "Take the joker {cs}"),
    "discard": text("table.move.discard", "Discard {cs}"),
}
#: The same, on a meld of the table ({arg}: its number).
PICK_MOVES_ON_MELD = {
    "layoff": text("table.move.layoff-on-meld", "Lay off {cs} (meld #{arg})"),
    "swap": text("table.move.swap-on-meld", "Take the joker {cs} (meld #{arg})"),
}
SHOW_MOVE = text("table.move.show", "Show {cs}")
#: Kinds that take several cards at once (the picker then allows several).
MULTI_KINDS = ("exchange", "meld")
#: Button labels of the plain choices, by the action's text (or its kind).
ACTION_LABELS = {
    "buy": text("table.action.buy", "Buy"),
    "decline": text("table.action.decline", "Decline the buy"),
    "redeal": text("table.action.redeal", "Redeal"),
    "keep-deal": text("table.action.keep-deal", "Keep the deal"),
    "declare play": text("table.action.declare-play", "Play this hand"),
    "declare drop": text("table.action.declare-drop", "Drop out"),
    "declare pass": text("table.action.declare-pass", "Pass"),
    "declare knock": text("table.action.declare-knock", "Knock"),
    "no-show": text("table.action.no-show", "Don't show"),
    "offer better": text("table.action.offer-better", "Offer better cards"),
    "offer turn": text("table.action.offer-turn", "Offer a turn"),
    "offer none": text("table.action.offer-none", "No offer"),
    "accept": text("table.action.accept", "Accept"),
    "reject": text("table.action.reject", "Reject"),
    "announce trumps": text("table.action.announce-trumps", "Announce: trumps"),
    "announce suits": text("table.action.announce-suits", "Announce: suits"),
    "draw": text("table.action.draw", "Draw"),
    "draw stock": text("table.action.draw-stock", "Draw from the stock"),
    "draw discard": text("table.action.draw-discard", "Take the top discard"),
    "pass": text("table.action.pass", "Pass"),
    "exchange": text("table.action.exchange", "Keep my hand"),
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

# -- the table's words ------------------------------------------------------------------
#: The last two items of a list of choices ({first}: the others, comma-separated).
OR_LIST = text("table.list.or", "{first} or {last}")

# settings
GAME = text("table.settings.game", "Game")
PLAYERS = text("table.settings.players", "Players")
WEIGH = text("table.settings.weigh", "Computer players weigh their decisions")
WEIGH_TIP = text("table.settings.weigh-tip",
                 "Before buying, dropping out, exchanging or knocking, each computer player "
                 "plays the hand out many times (slower, stronger)")
SEED = text("table.settings.seed", "Seed")
SEED_TIP = text("table.settings.seed-tip", "The same seed deals the same cards")
NEW_GAME = text("table.button.new-game", "New game")
NEW_GAME_TIP = text("table.button.new-game-tip",
                    "Start a new game with this game, seed, players and house rules")
HOUSE_RULES = text("table.house.button", "House rules (used from the next new game)")
HOUSE_RULES_TIP = text("table.house.button-tip", "Show or hide the variant's house rules")
NO_HOUSE_RULES = text("table.house.none", "This game has no house rules.")
DEFAULT_CHOICE = text("table.house.default", "{value} (default)")
HOUSE_NOTE = text("table.house.note", "House rules of this game: {rules}.")
HOUSE_NOTE_RULE = text("table.house.note-rule", "{option}: {value} ({rule})")
# controls
YOUR_HAND = text("table.hand.label", "Your hand")
YOUR_HAND_PICK_ONE = text("table.hand.pick-one", "Your hand: pick a card, then a button below")
YOUR_HAND_PICK_SOME = text("table.hand.pick-some", "Your hand: pick cards, then a button below")
YOUR_HAND_AT_END = text("table.hand.at-end", "Your hand at the end of the hand")
MELD_BOX = text("table.meld.box", "Meld")
WHY = text("table.button.why", "Why?")
WHY_TIP = text("table.button.why-tip", "What would the picked card do, and why?")
HINT = text("table.button.hint", "Hint")
HINT_TIP = text("table.button.hint-tip", "Ask the computer for a move, with its reason")
NEXT_HAND = text("table.button.next-hand", "Next hand")
NEXT_HAND_TIP = text("table.button.next-hand-tip", "Go on to the next hand")
BACK = text("table.button.back", "Back")
BACK_TIP = text("table.button.back-tip", "Look at the state before the last move")
FORWARD = text("table.button.forward", "Forward")
FORWARD_TIP = text("table.button.forward-tip", "Look at the next state")
RETURN = text("table.button.return", "Return to play")
RETURN_TIP = text("table.button.return-tip", "Back to the game as it is now")
# refusals of the settings
PLAYED_BY = text("table.error.players",
                 "{game} is played by {least} to {most} players, not {count}.")
SEAT_RANGE = text("table.error.seat", "Your seat must be a number from 0 to {last}.")
SEAT_RANGE_NOW = text("table.error.seat-now", "Your seat must be 0 to {last}.")
SEED_RANGE = text("table.error.seed",
                  "A seed is a whole number from 0 to {most}: the same seed deals the same "
                  "cards.")
# the learner's moves
LOOKING_BACK_FIRST = text("table.refuse.looking-back",
                          "You are looking back at an earlier state: press '{button}' first.")
HAND_OVER_FIRST = text("table.refuse.hand-over", "The hand is over: press '{button}' to go on.")
GAME_OVER_FIRST = text("table.refuse.game-over",
                       "The game is over: press '{button}' to play again.")
YOU_MOVED = text("table.feedback.you-moved", "You: {action}.")
NOT_ALLOWED = text("table.referee.not-allowed", "Not allowed: {action}. {reason}")
REFEREE_LOG = text("table.referee.log", "Referee: {action} is not allowed ({rule}); try again.")
REFEREE_LOG_NO_RULE = text("table.referee.log-no-rule",
                           "Referee: {action} is not allowed (rules); try again.")
PICK_FIRST = text("table.pick.first", "Pick a card in your hand first, then press '{button}'.")
MOVE_CAPTION = text("table.history.move", "{p}: {action}")
THE_DEAL = text("table.history.deal", "The deal")
# Why?
WHY_NOT_NOW = text("table.why.not-now",
                   "Press Why? on your turn, with a card of your hand picked.")
WHY_PICK_FIRST = text("table.why.pick-first", "Pick a card in your hand first, then press Why?.")
WHY_USES = text("table.why.uses", "With {cards} you may now: {ways}.")
WHY_NO_CARD = text("table.why.no-card", "No card is played or chosen now: you may {choice}.")
WHY_CANNOT = text("table.why.cannot", "{cards} cannot be used now. {reason}")
WHY_MAY_NOT = text("table.why.may-not", "{card} ({symbol}) may not be played now: {reason}")
WHY_MAY = text("table.why.may", "{card} ({symbol}) may be played: {reason} ({rule}).")
WHY_MAY_TAKE = text("table.why.may-take",
                    "{card} ({symbol}) may be played: {reason} ({rule}). {take}")
WOULD_LEAD = text("table.take.lead", "You would lead it: the others play after you.")
WOULD_TAKE = text("table.take.takes", "It would take the trick.")
WOULD_NOT_TAKE = text("table.take.not", "It would not take the trick: {p} would.")
WOULD_BE_HIGHEST = text("table.take.highest", "It would be the highest card of the trick so far.")
WOULD_NOT_BE_HIGHEST = text("table.take.not-highest",
                            "It would not be the highest card so far: {p}'s {c} stays higher.")
# Hint
HINT_NOT_NOW = text("table.hint.not-now", "Hints are given on your turn.")
HINT_INVITED = text("table.hint.invited",
                    "Hint: {action}. This is the move the situation invites you to make: "
                    "{invite}")
HINT_REASON = text("table.hint.reason", "Hint: {action}. The computer player's reason: {reason}")
HINT_REASON_ALLOWED = text("table.hint.reason-allowed",
                           "Hint: {action}. The computer player's reason: {reason} The rules "
                           "allow it: {why} ({rule}).")
HINT_REASON_DECISION = text("table.hint.reason-decision",
                            "Hint: {action}. The computer player's reason: {reason} This is "
                            "the decision of {rule}.")
HINT_WORKING = text("table.hint.working", "Working it out: each choice is played out {deals} "
                    "times…")
HINT_WEIGHED_LOWER = text("table.hint.weighed-lower",
                          "Hint: {action}. Played out {deals} times from what you can see, "
                          "your score's expected change (lower is better): {numbers}. "
                          "{sentence}")
HINT_WEIGHED_HIGHER = text("table.hint.weighed-higher",
                           "Hint: {action}. Played out {deals} times from what you can see, "
                           "your score's expected change (higher is better): {numbers}. "
                           "{sentence}")
HINT_OPTION = text("table.hint.option", "{action} {mean} (95% interval {low} to {high})")
# history
NO_EARLIER = text("table.history.no-earlier", "There is no earlier state yet.")
AS_NOW = text("table.history.now", "This is the game as it is now.")
HISTORY = plural("table.history.moves", "n",
                 "History: {n} move so far; Back looks at earlier states.",
                 "History: {n} moves so far; Back looks at earlier states.")
LOOKING_BACK = text("table.history.looking-back", "Looking back")
LOOKING_BACK_STATE = text("table.history.state",
                          "{looking}: state {n} of {last}, after “{caption}”. Read only.")
# the table
TITLE = text("table.title", "{game}: play against the computer")
YOUR_TURN = text("table.prompt.turn", "Your turn, {p}.")
PHASE_YOUR_TURN = text("table.prompt.phase-turn", "{phase}: your turn, {p}.")
YOU_MAY = text("table.prompt.may", "You may {choice}.")
PICK_HOW_ONE = text("table.prompt.pick-one",
                    "Pick a card in your hand, then press what to do with it.")
PICK_HOW_SOME = text("table.prompt.pick-some",
                     "Pick cards in your hand, then press what to do with them.")
SINCE = text("table.prompt.since", "Since your last move: {moves}")
SHEET = text("table.sheet.caption", "Score sheet")
SHEET_PLAYER = text("table.sheet.player", "Player")
SHEET_HAND = text("table.sheet.hand", "Hand {n}")
SHEET_NOW = text("table.sheet.now", "Now")
SHEET_EARLIER = text("table.sheet.earlier", "Hands 1 to {last}: see the table log.")
SEAT_DEALER = text("table.seat.dealer", "dealer")
SEAT_WINS = text("table.seat.wins", "wins the game")
SEAT_YOUR_TURN = text("table.seat.your-turn", "your turn")
SEAT_TO_ACT = text("table.seat.to-act", "to act")
SEAT_OUT = text("table.seat.out", "out of this hand")
SEAT_OPENED = text("table.seat.opened", "opened")
CARDS = plural("table.count.cards", "n",
               "{n} card",
               "{n} cards")
TRICKS = plural("table.count.tricks", "n",
                "{n} trick",
                "{n} tricks")
SEAT_SCORE = text("table.seat.score", "score {n}")
SEAT_BOUGHT = text("table.seat.bought", "just bought {cs}")
SEAT_TOOK = plural("table.seat.took", "n",
                   "took {n} new card",
                   "took {n} new cards")
LED_FIRST = text("table.trick.led-first", "{p} (led first)")
TRICK_NOW = text("table.trick.now", "Trick on the table")
TRICK_LAST = text("table.trick.last", "Last trick")
TRUMP = text("table.trump.aria", "Trump")
TRUMP_IS = text("table.trump.is", "Trump: {suit} {symbol}")
TRUMP_CARD = text("table.trump.card", "(the card that showed it)")
PILE_EMPTY = text("table.pile.empty", "empty")
PILE_TOP = text("table.pile.top", "(the top card)")
PILE_COUNT = text("table.pile.count", "{pile}: {count}")
MELD_ROW = text("table.meld.row", "#{no} {p}: {kind}, {points} points")
MELD_ROW_JOKER = text("table.meld.row-joker",
                      "#{no} {p}: {kind}, {points} points (the joker as {cards})")
MELDS = text("table.meld.heading", "Melds on the table")
NOTHING_YET = text("table.middle.empty", "Nothing on the table yet.")
HEAD_HAND = text("table.head.hand", "Hand {n}")
HEAD_DEALER = text("table.head.dealer", "dealer {p}")
HEAD_TRUMP = text("table.head.trump", "trump {suit} {symbol}")
THE_TABLE = text("table.aria.table", "The table")
OTHER_PLAYERS = text("table.aria.others", "The other players")
YOUR_SEAT = text("table.aria.your-seat", "Your seat")
# results
HAND_OVER = text("table.result.hand-over", "Hand {n} is over.")
PRESS_NEXT = text("table.result.press-next", "Press {button} to deal on.")
OVER_YOU = text("table.result.you-win", "Game over: You win.")
OVER_WINNER = text("table.result.winner", "Game over: {p} wins.")
OVER_NOBODY = text("table.result.nobody", "Game over: Nobody wins.")
FINAL_SCORES = text("table.result.final", "Final scores: {scores}.")
FINAL_SCORE = text("table.result.score", "{p} {points}")
PRESS_NEW = text("table.result.press-new", "Press {button} to play again.")
SCORES_TRICKS = text("table.scores.tricks", "Tricks")
SCORES_LEFT = text("table.scores.left", "Cards left in hand")
SCORES_BEFORE = text("table.scores.before", "Before")
SCORES_AFTER = text("table.scores.after", "After")
SCORES_OUT = text("table.scores.out", "out")
SCORES_NONE = text("table.scores.none", "none")
# the log
LOG = text("table.log.heading", "Table log")
LOG_NOTE = text("table.log.note",
                "(newest first; you are {p}, the others are computer players)")


class _Html(str):
    """Trusted HTML given to a message as a value (a button's name in bold): said as it
    is, where the message's own words are escaped."""


def _say_html(speaker: Speaker, message: Text, **values: Any) -> str:
    """``message`` as HTML: its words escaped, rule IDs in them links, :class:`_Html`
    values as they are."""
    held: list[str] = []
    args: dict[str, Any] = {}
    for key, value in values.items():
        if isinstance(value, _Html):
            held.append(str(value))
            args[key] = f"\ue020{len(held) - 1}\ue021"
        else:
            args[key] = value
    out = linked(speaker.say(message.id, **args))
    for k, html in enumerate(held):
        out = out.replace(f"\ue020{k}\ue021", html)
    return out


def _or_list(speaker: Speaker, items: Sequence[str]) -> str:
    """Choices as the language lists them: ``a, b or c``."""
    if len(items) < 2:
        return "".join(items)
    return speaker.say(OR_LIST.id, first=", ".join(items[:-1]), last=items[-1])


def _spoken(speaker: Speaker, words: Any) -> str:
    """Words the engine declares (a variant's name, a house rule's text...) in the speaker's
    language: a message said, a sentence rendered, plain text as it is."""
    if isinstance(words, Text):
        return speaker.say(words.id)
    return render(words, speaker=speaker)


def _signed(speaker: Speaker, x: float) -> str:
    """A score's change with its sign and two decimals: ``+0.53`` (``+0,53``)."""
    rounded = Decimal(f"{x:.2f}")  # rounded as Python rounds the float, then written
    return format_decimal(rounded, format="+0.00;-0.00", locale=speaker.cldr)


def _symbols_of(cards: Sequence[Card]) -> str:
    """Cards as a person reads them, space separated: ``10♦ J♣`` (the same in every
    language)."""
    return " ".join(c.symbol for c in cards)


def _bots() -> Any:
    """The computer players (imported on first use)."""
    from ramsas_widgets.engine import bots

    return bots


def hand_of(game: Game, player: int) -> list[Card]:
    """The cards ``player`` holds now, in display order (suits, then ranks)."""
    return list(game.view().hands[player])


def action_label(action: Action, speaker: Speaker | None = None) -> str:
    """A button or log label for an action, in the page's language: ``"Buy"``,
    ``"Play 10♥"``."""
    speaker = speaker or page_speaker()
    plain = ACTION_LABELS.get(str(action))
    if plain is not None:
        return speaker.say(plain.id)
    if action.kind == "show":
        return speaker.say(SHOW_MOVE.id, cs=_symbols_of(action.cards))
    if action.kind in PICK_MOVES and action.cards:
        cs = _symbols_of(action.cards)
        if action.arg and action.kind in PICK_MOVES_ON_MELD:
            return speaker.say(PICK_MOVES_ON_MELD[action.kind].id, cs=cs, arg=action.arg)
        return speaker.say(PICK_MOVES[action.kind].id, cs=cs)
    by_kind = ACTION_LABELS.get(action.kind)
    return speaker.say(by_kind.id) if by_kind is not None else str(action)


def play_verdict(game: Game, card: Card) -> Verdict | None:
    """The engine's verdict on playing ``card`` now, when a card is being played."""
    if game.to_act is None:
        return None
    return next((v for v in game.verdicts() if v.card == card), None)


def player_name(player: int, seat: int, speaker: Speaker | None = None) -> str:
    """``"Player 2"``, or ``"Player 1 (you)"`` for the learner's seat, in the page's
    language."""
    return (speaker or page_speaker()).person(player, player == seat).said()


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
        #: the language the table speaks (the page's)
        self.speaker = sp = page_speaker()
        info = variant(variant_id)
        info.resolve(options)
        count = info.default_players if players is None else players
        if count not in info.players:
            raise RulesError(sp.say(PLAYED_BY.id, game=_spoken(sp, info.name),
                                    least=min(info.players),
                                    most=max(info.players),
                                    count=count if isinstance(count, int) else repr(count)))
        if not isinstance(seat, int) or not 0 <= seat < count:
            raise RulesError(sp.say(SEAT_RANGE.id, last=count - 1))
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
            options=[(_spoken(sp, v.name), v.id) for v in VARIANTS.values()],
            value=variant_id,
            description=sp.say(GAME.id), style={"description_width": "initial"},
            layout=widgets.Layout(width="22em"))
        # a lesson's "#game=" link chooses from this list in the browser (game-link.js)
        self.variant_box.add_class("rw-game-choice")
        self.game_ids = widgets.HTML(
            f'<span class="rw-game-ids" hidden data-ids="{" ".join(VARIANTS)}"></span>',
            layout=widgets.Layout(display="none"))
        self.players_box = widgets.Dropdown(description=sp.say(PLAYERS.id),
                                            style={"description_width": "initial"},
                                            layout=widgets.Layout(width="9em"))
        #: the computer players weigh their decisions (buy, play or drop out, exchange,
        #: knock) by the decision exercises' estimate, in the trick games
        self.weigh_box = widgets.Checkbox(
            value=False, description=sp.say(WEIGH.id), tooltip=sp.say(WEIGH_TIP.id),
            indent=False, layout=widgets.Layout(width="auto"))
        self.seed_box = widgets.IntText(value=seed, description=sp.say(SEED.id),
                                        style={"description_width": "initial"},
                                        layout=widgets.Layout(width="11em"),
                                        tooltip=sp.say(SEED_TIP.id))
        self.new_game_button = widgets.Button(
            description=sp.say(NEW_GAME.id), button_style="primary", layout=wide(),
            tooltip=sp.say(NEW_GAME_TIP.id))
        self.option_boxes: dict[str, widgets.Dropdown] = {}
        # the house rules: a button that opens and closes their panel (a disclosure)
        self.house_button = widgets.ToggleButton(
            value=False, description=sp.say(HOUSE_RULES.id),
            tooltip=sp.say(HOUSE_RULES_TIP.id), icon="caret-right",
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
        self.hand_picker = CardPicker(label=sp.say(YOUR_HAND.id))
        self.hand_view = widgets.HTML()
        self.action_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap",
                                                             grid_gap="0.3em"))
        self.action_buttons: dict[str, widgets.Button] = {}
        self.pick_buttons: dict[str, widgets.Button] = {}
        # the buttons of the moment, kept from move to move (focus can land on them)
        self._slots: list[widgets.Button] = []
        self._slot_do: list[Any] = []
        self.meld_target = widgets.Dropdown(description=sp.say(MELD_BOX.id), options=[],
                                            style={"description_width": "initial"},
                                            layout=widgets.Layout(width="9em"))
        self.why_button = widgets.Button(description=sp.say(WHY.id), layout=wide(),
                                         tooltip=sp.say(WHY_TIP.id))
        self.hint_button = widgets.Button(description=sp.say(HINT.id), layout=wide(),
                                          tooltip=sp.say(HINT_TIP.id))
        self.next_hand_button = widgets.Button(
            description=sp.say(NEXT_HAND.id), button_style="primary", layout=wide(),
            tooltip=sp.say(NEXT_HAND_TIP.id))
        self.result_view = widgets.HTML()
        # -- history -----------------------------------------------------------
        self.back_button = widgets.Button(description=sp.say(BACK.id), layout=wide(),
                                          tooltip=sp.say(BACK_TIP.id))
        self.forward_button = widgets.Button(description=sp.say(FORWARD.id), layout=wide(),
                                             tooltip=sp.say(FORWARD_TIP.id))
        self.return_button = widgets.Button(description=sp.say(RETURN.id), layout=wide(),
                                            tooltip=sp.say(RETURN_TIP.id))
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
                options=[(_choice_label(c, opt.default, self.speaker), c)
                         for c in opt.choices],
                value=options.get(name, opt.default), tooltip=self._said(opt.text),
                description=_capitalized(option_name(name, self.speaker)),
                style={"description_width": "initial"}, layout=widgets.Layout(width="auto"))
            self.option_boxes[name] = box
            rows.append(widgets.HTML(f'<div class="rw-root rw-option-text">'
                                     f"{linked(self._said(opt.text))}{rule_tag(opt.rule)}"
                                     "</div>"))
            rows.append(box)
        if not rows:
            rows.append(widgets.HTML(f'<div class="rw-root">'
                                     f"{escape(self.speaker.say(NO_HOUSE_RULES.id))}</div>"))
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
        variant_id = self.variant_box.value
        players = self.players_box.value
        seed = self.seed_box.value
        if not 0 <= seed <= MAX_SEED:
            raise RulesError(self.speaker.say(SEED_RANGE.id,
                                              most=self.speaker.number(MAX_SEED)))
        chosen = self.options
        game = new_game(variant_id, players=players, seed=seed, **chosen)
        if not 0 <= self.seat < players:
            raise RulesError(self.speaker.say(SEAT_RANGE_NOW.id, last=players - 1))
        self.variant_id = variant_id  # only now: a refused game leaves the table as it was
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
        self._snapshot(self.speaker.say(THE_DEAL.id))
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
        return player_name(player, self.seat, self.speaker)

    def _said(self, text: Any) -> str:
        """An engine sentence or event (or a declared message) as a person reads it, in the
        table's language: players by name, cards by their symbols."""
        if isinstance(text, Text):
            return self.speaker.say(text.id)
        return render(text, self._name, speaker=self.speaker, you=self.seat)

    def _label(self, action: Action) -> str:
        """An action's button or log label, in the table's language."""
        return action_label(action, self.speaker)

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
        self._snapshot(self.speaker.say(MOVE_CAPTION.id,
                                        p=self.speaker.person(p, p == self.seat),
                                        action=self._label(action)))

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
        say = self.speaker.say
        if self.view_index is not None:
            self.feedback.info(say(LOOKING_BACK_FIRST.id, button=say(RETURN.id)))
            return False
        if self.waiting_next:
            self.feedback.info(say(HAND_OVER_FIRST.id, button=say(NEXT_HAND.id)))
            return False
        if self.game.is_over:
            self.feedback.info(say(GAME_OVER_FIRST.id, button=say(NEW_GAME.id)))
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
        self.feedback.ok(self.speaker.say(YOU_MOVED.id, action=self._label(action)))
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
        detail = f'<div class="rw-penalty">{linked(self._said(extra))}</div>' if extra else ""
        label = self._label(action)
        self.feedback.wrong(self.speaker.say(NOT_ALLOWED.id, action=label, reason=message),
                            rule, detail)
        logged = (self.speaker.say(REFEREE_LOG.id, action=label, rule=rule) if rule
                  else self.speaker.say(REFEREE_LOG_NO_RULE.id, action=label))
        self.log_lines.append((logged, True))
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
            self.feedback.info(self.speaker.say(PICK_FIRST.id,
                                                button=self.speaker.say(PICK_LABELS[kind].id)))
            return
        arg = ""
        if kind in ("layoff", "swap") and self.meld_target.value is not None:
            arg = str(self.meld_target.value)
        self.act(Action(kind, cards, arg))  # without a meld, the referee says why not

    def why(self) -> None:
        """Explain what the picked card(s) would do now, with the rule IDs."""
        game = self.game
        say = self.speaker.say
        picked = self.hand_picker.picked
        if self.view_index is not None or game.is_over or game.to_act != self.seat:
            self.feedback.info(say(WHY_NOT_NOW.id))
            return
        if not picked:
            self.feedback.info(say(WHY_PICK_FIRST.id))
            return
        if len(picked) == 1:
            verdict = play_verdict(game, picked[0])
            if verdict is not None:
                self._why_play(verdict)
                return
        names = _symbols_of(picked)
        legal = game.legal_actions()
        if len(picked) == 1:
            uses = [a for a in legal if picked[0] in a.cards]
        else:
            uses = [a for a in legal if sorted(map(str, a.cards)) == sorted(map(str, picked))]
        if uses:
            ways = "; ".join(self._label(a) for a in uses[:8])
            self.feedback.ok(say(WHY_USES.id, cards=names, ways=ways))
            return
        kinds = [k for k in game.card_actions() if k in PICK_LABELS]
        if not kinds:
            choice, rule = self._choices(legal)
            self.feedback.info(say(WHY_NO_CARD.id, choice=choice), rule)
            return
        kind = next((k for k in kinds if (k in MULTI_KINDS) == (len(picked) > 1)),
                    kinds[0] if kinds else "play")
        arg = str(self.meld_target.value) if kind in ("layoff", "swap") and \
            self.meld_target.value is not None else ""
        err = game.why_illegal(Action(kind, tuple(picked), arg))
        self.feedback.wrong(say(WHY_CANNOT.id, cards=names, reason=self._said(err.message)),
                            err.rule)

    def _why_play(self, verdict: Verdict) -> None:
        card = verdict.card
        say = self.speaker.say
        name = self.speaker.capital(card_name(card, self.speaker))
        if not verdict.legal:
            extra = table_penalty(self.variant_id, verdict.rule)
            detail = f'<div class="rw-penalty">{linked(self._said(extra))}</div>' if extra \
                else ""
            self.feedback.wrong(say(WHY_MAY_NOT.id, card=name, symbol=card.symbol,
                                    reason=self._said(verdict.reason)), verdict.rule, detail)
            return
        take = self._would_take(card)
        reason = self._said(verdict.reason).rstrip(".")
        if take:
            self.feedback.ok(say(WHY_MAY_TAKE.id, card=name, symbol=card.symbol, reason=reason,
                                 rule=verdict.rule, take=take))
        else:
            self.feedback.ok(say(WHY_MAY.id, card=name, symbol=card.symbol, reason=reason,
                                 rule=verdict.rule))

    def _would_take(self, card: Card) -> str:
        """Whether ``card`` would take the trick (if it ends it) or lead it for now."""
        take = self.game.would_take(card)
        if take is None:
            return ""
        say = self.speaker.say
        if take.leads:
            return say(WOULD_LEAD.id)
        best = self.speaker.person(take.best, take.best == self.seat)
        if take.completes:
            return (say(WOULD_TAKE.id) if take.best == self.seat
                    else say(WOULD_NOT_TAKE.id, p=best))
        if take.best == self.seat:
            return say(WOULD_BE_HIGHEST.id)
        return say(WOULD_NOT_BE_HIGHEST.id, p=best, c=take.best_card.symbol)

    def hint(self) -> None:
        """Ask the computer player for a move for the learner, with its reason."""
        game = self.game
        say = self.speaker.say
        if self.view_index is not None or game.is_over or self.waiting_next \
                or game.to_act != self.seat:
            self.feedback.info(say(HINT_NOT_NOW.id))
            return
        report.hinted(self)
        from ramsas_widgets.engine.teaching.decisions import decision_now

        invited = self.situation_next()
        if invited is not None and game.is_legal(invited):  # the move the situation is about
            sit = self.situation
            self._pick_for(game.normalize(invited))
            self.feedback.info(say(HINT_INVITED.id, action=self._label(invited),
                                   invite=self._said(sit.invite)), sit.rule)
            return
        if decision_now(game):
            self._weighed_hint()
            return
        bots = _bots()
        action = bots.choose(game, seed=self.seed * 100_003 + self._moves)
        explained = bots.explain(game, action)
        reason = self._said(explained).strip()
        label = self._label(action)
        self._pick_for(action)
        # whether the reason cites a rule: read in the engine's plain notation (the same
        # rule IDs in every language), not in the words said
        allowed = None if RULE_ID.search(str(explained)) else self._allowed_by(action)
        if isinstance(allowed, Verdict):
            self.feedback.info(say(HINT_REASON_ALLOWED.id, action=label, reason=reason,
                                   why=self._said(allowed.reason).rstrip("."),
                                   rule=allowed.rule))
        elif allowed:
            self.feedback.info(say(HINT_REASON_DECISION.id, action=label, reason=reason,
                                   rule=allowed))
        else:
            self.feedback.info(say(HINT_REASON.id, action=label, reason=reason))

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
            message = self.speaker.say(HINT_WORKING.id, deals=deals)
            with Busy(self.feedback, self._busy_controls(), message) as progress:
                result = estimate(game, deals=deals, seed=self.seed * 100_003 + self._moves,
                                  progress=progress)
            self._weighed = {key: result}
        top = result.options[0]
        sp = self.speaker
        numbers = "; ".join(sp.say(HINT_OPTION.id, action=self._label(o.action),
                                   mean=_signed(sp, o.mean), low=_signed(sp, o.low),
                                   high=_signed(sp, o.high)) for o in result.options[:3])
        self._pick_for(top.action)
        weighed = HINT_WEIGHED_LOWER if result.lower_wins else HINT_WEIGHED_HIGHER
        self.feedback.info(sp.say(weighed.id, action=self._label(top.action), deals=deals,
                                  numbers=numbers, sentence=self._said(result.sentence)),
                           result.rule)

    def _busy_controls(self) -> list[widgets.DOMWidget]:
        """The table's controls, none of which may be pressed while a hint is weighed."""
        return [*self._slots, *self.hand_picker.buttons, self.meld_target, self.why_button,
                self.hint_button, self.next_hand_button, self.new_game_button,
                self.variant_box, self.players_box, self.seed_box, self.weigh_box,
                self.house_button, *self.option_boxes.values(), self.back_button,
                self.forward_button, self.return_button]

    def _allowed_by(self, action: Action) -> Verdict | str:
        """What allows ``action`` now: the verdict on the card it plays, else the rule of
        the decision asked ('' when unknown)."""
        if action.kind == "play" and len(action.cards) == 1:
            verdict = play_verdict(self.game, action.cards[0])
            if verdict is not None and verdict.legal:
                return verdict
        asked = self.game.asked()
        return asked.rule if asked and asked.rule else ""

    # -- history ----------------------------------------------------------------------
    def back(self) -> None:
        """Show the state before the one shown (read-only)."""
        if len(self.snapshots) < 2:
            self.feedback.info(self.speaker.say(NO_EARLIER.id))
            return
        now = len(self.snapshots) - 1 if self.view_index is None else self.view_index
        self.view_index = max(0, now - 1)
        self._render()

    def forward(self) -> None:
        """Show the next state; past the last one, play resumes."""
        if self.view_index is None:
            self.feedback.info(self.speaker.say(AS_NOW.id))
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
        title = escape(self.speaker.say(TITLE.id, game=self._said(self.info.name)))
        self.title.value = f'<div class="rw-root"><h3>{title}</h3>{self._house_note()}</div>'

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
        label = self.speaker.say((YOUR_HAND_AT_END if finished else YOUR_HAND).id)
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
                bits.append(self.speaker.say(
                    HOUSE_NOTE_RULE.id, option=option_name(name, self.speaker),
                    value=_choice_label(value, opt.default, self.speaker), rule=opt.rule))
        if not bits:
            return ""
        note = self.speaker.say(HOUSE_NOTE.id, rules="; ".join(bits))
        return f'<p class="rw-house-note">{linked(note)}</p>'

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
        say = self.speaker.say
        self.hand_picker.set_label(say(
            (YOUR_HAND_PICK_SOME if self.hand_picker.multiple
             else YOUR_HAND_PICK_ONE if kinds else YOUR_HAND).id))
        used = 0
        self.pick_buttons = {}
        self.action_buttons = {}
        for kind in kinds:
            b = self._slot(used)
            b.description, b.tooltip, b.button_style = say(PICK_LABELS[kind].id), \
                say(PICK_TIPS[kind].id), "primary"
            self._slot_do[used] = kind
            self.pick_buttons[kind] = b
            used += 1
        plain = [a for a in legal if not (a.cards and a.kind != "show")]
        for action in plain:
            b = self._slot(used)
            label = self._label(action)
            b.description, b.tooltip, b.button_style = label, label, ""
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
        words: dict[str, str] = {}  # by what is offered (the words' message, or the move)
        for a in legal:
            offered = TO_DO.get(f"{a.kind} {a.arg}".strip()) or TO_DO.get(a.kind)
            key = offered.id if offered is not None else f"label {a}"
            if key not in words:
                words[key] = to_do(a, self.speaker) or self._label(a).lower()
        asked = self.game.asked()
        rule = asked.rule if asked else None
        return _or_list(self.speaker, list(words.values())), rule

    def _your_turn(self) -> str:
        """"Your turn, Player 1 (you).", after the phase asked now as the variant names it
        ("The buy (pirkinys): your turn, ...")."""
        asked = self.game.asked()
        name = self.info.teaching.phase_names.get(asked.phase) if asked else None
        me = self.speaker.person(self.seat, True)
        if name:
            return self.speaker.say(PHASE_YOUR_TURN.id, phase=self._said(name), p=me)
        return self.speaker.say(YOUR_TURN.id, p=me)

    def _prompt_html(self, legal: Sequence[Action], kinds: Sequence[str]) -> str:
        say = self.speaker.say
        choice, rule = self._choices(legal)
        how = ""
        if kinds:
            how = " " + linked(say((PICK_HOW_SOME if self.hand_picker.multiple
                                    else PICK_HOW_ONE).id))
        recent: list[str] = []
        for line, mine in reversed(self.log_lines):
            if mine or len(recent) == 4:
                break
            recent.append(line)
        since = ""
        if recent:
            moves = _Html(" · ".join(linked(x) for x in reversed(recent)))
            since = f'<div class="rw-since">{_say_html(self.speaker, SINCE, moves=moves)}</div>'
        return (f'<div class="rw-root rw-prompt" role="status" aria-live="polite">{since}'
                f"<b>{escape(self._your_turn())}</b> "
                f"{escape(say(YOU_MAY.id, choice=choice))}{rule_tag(rule)}{how}</div>")

    def _status_html(self, g: Game) -> str:
        """The score sheet: a row per player (the learner's marked), his total after each
        of the last hands scored, and his total now in bold."""
        v = g.view()
        say = self.speaker.say
        results = list(v.results)[-SHEET_HANDS:]
        head = "".join(f"<th scope='col'>{escape(say(SHEET_HAND.id, n=r.number))}</th>"
                       for r in results)
        rows = []
        for p in range(v.players):
            me = " class='rw-me'" if p == self.seat else ""
            cells = "".join(f"<td>{r.scores_after[p]}</td>" for r in results)
            rows.append(f"<tr{me}><th scope='row'>{escape(self._name(p))}</th>{cells}"
                        f"<td class='rw-sheet-now'>{v.scores[p]}</td></tr>")
        sense = self.info.teaching.score_sense
        note = f'<p class="rw-sheet-note">{linked(self._said(sense))}</p>' if sense else ""
        earlier = (f'<p class="rw-sheet-note">'
                   f"{linked(say(SHEET_EARLIER.id, last=results[0].number - 1))}</p>"
                   if results and results[0].number > 1 else "")
        return (f'<div class="rw-root"><table class="rw-scores">'
                f"<caption>{escape(say(SHEET.id))}</caption><thead><tr>"
                f"<th scope='col'>{escape(say(SHEET_PLAYER.id))}</th>{head}"
                f"<th scope='col'>{escape(say(SHEET_NOW.id))}</th></tr></thead>"
                f"<tbody>{''.join(rows)}</tbody></table>{earlier}{note}</div>")

    def _seat_html(self, v: GameView, p: int) -> str:
        """One player's place at the table: his name, what he is doing, his cards face
        down (face up for the learner's own seat: they are in his hand below)."""
        me = p == self.seat
        sp = self.speaker
        tags: list[Text] = []
        if v.dealer == p:
            tags.append(SEAT_DEALER)
        to_act = False
        if v.is_over and v.winner == p:
            tags.append(SEAT_WINS)
        elif v.to_act == p and not v.is_over:
            tags.append(SEAT_YOUR_TURN if me else SEAT_TO_ACT)
            to_act = True
        if not v.in_hand[p]:
            tags.append(SEAT_OUT)
        if v.opened and v.opened[p]:
            tags.append(SEAT_OPENED)
        n = len(v.hands[p])
        facts = [_count(n, sp)]
        if v.has_tricks:
            facts.append(sp.say(TRICKS.id, n=v.tricks_won[p]))
        facts.append(sp.say(SEAT_SCORE.id, n=v.scores[p]))
        bought = list(v.bought[p]) if len(v.bought) > p else []
        if bought:
            facts.append(sp.say(SEAT_BOUGHT.id, cs=_symbols_of(bought)) if me
                         else sp.say(SEAT_TOOK.id, n=len(bought)))
        backs = "" if me else "".join('<span class="rw-card rw-back rw-mini"></span>'
                                      for _ in range(min(n, 8)))
        cls = "rw-seat" + (" rw-me" if me else "") + (" rw-to-act" if to_act else "") \
            + ("" if v.in_hand[p] else " rw-out")
        tag_html = "".join(f'<span class="rw-seat-tag">{escape(sp.say(t.id))}</span>'
                           for t in tags)
        return (f'<li class="{cls}"><span class="rw-seat-name">{escape(self._name(p))}</span>'
                f"{tag_html}"
                + (f'<span class="rw-seat-cards" aria-hidden="true">{backs}</span>'
                   if backs else "")
                + f'<span class="rw-seat-facts">{escape(", ".join(facts))}</span></li>')

    def _table_html(self, v: GameView, shown: Snapshot, only_last: bool = False) -> str:
        """The table (as the view ``v`` shows it): the others' seats, the middle (trick,
        trump, piles), Rami's melds and the learner's seat."""
        sp = self.speaker
        say = sp.say

        def said(message: Text, **values: Any) -> str:
            return escape(say(message.id, **values))

        def who(p: int) -> Any:
            return sp.person(p, p == self.seat)

        names = {p: self._name(p) for p in range(v.players)}
        order = [(self.seat + k) % v.players for k in range(1, v.players)]
        seats = "".join(self._seat_html(v, p) for p in order)
        middle: list[str] = []
        if v.has_tricks and not only_last:
            middle.append(trick_html([(say(LED_FIRST.id, p=who(p)) if k == 0 else names[p], c)
                                      for k, (p, c) in enumerate(v.trick)],
                                     label=say(TRICK_NOW.id)))
        if v.has_tricks and shown.last_trick:
            win = next((i for i, (p, _) in enumerate(shown.last_trick)
                        if p == shown.last_winner), None)
            middle.append(trick_html([(names[p], c) for p, c in shown.last_trick],
                                     label=say(TRICK_LAST.id), winner=win))
        if not only_last:
            if v.trump is not None:
                card = (card_html(v.trump_card, shown=True) if v.trump_card is not None
                        else "")
                why = f" {said(TRUMP_CARD)}" if v.trump_card is not None else ""
                trump = said(TRUMP_IS, suit=sp.suit(v.trump.noun), symbol=v.trump.symbol)
                middle.append(f'<div class="rw-row rw-trump" role="group" '
                              f'aria-label="{said(TRUMP)}">'
                              f'<span class="rw-label">{trump}</span>{card}'
                              f'<span class="rw-count">{why}</span></div>')
            places = self.info.teaching.places

            def place(name: str) -> str:
                return self._said(places[name]) if name in places else name.capitalize()

            for name, cards in v.shown.items():
                if name in TOP_CARD or not cards:
                    continue
                if not (v.trump_card is not None and list(cards) == [v.trump_card]):
                    middle.append(cards_html(cards, label=place(name)))
            for name in TOP_CARD:
                if name in v.shown:
                    label = escape(place(name))
                    pile = v.shown[name]
                    top = (card_html(pile[-1]) if pile
                           else f'<span class="rw-empty">{said(PILE_EMPTY)}</span>')
                    middle.append(f'<div class="rw-row" role="group" aria-label="{label}">'
                                  f'<span class="rw-label">{label}</span>{top}'
                                  f'<span class="rw-count">{said(PILE_TOP)}</span></div>')
            piles = [(place(name), n) for name, n in v.piles.items() if n]
            if piles:
                middle.append('<div class="rw-piles">' + "".join(
                    f'<span class="rw-pile"><span class="rw-card rw-back rw-mini" '
                    f'aria-hidden="true"></span>'
                    f"{said(PILE_COUNT, pile=label, count=_count(n, sp))}</span>"
                    for label, n in piles) + "</div>")
        melds = ""
        if v.melds and not only_last:
            rows = []
            for m in v.melds:
                row = dict(no=m.number, p=who(m.owner), kind=m.kind, points=m.points)
                label = (say(MELD_ROW_JOKER.id, cards=_or_list(sp, [c.symbol for c in m.joker_as]),
                             **row) if m.joker_as else say(MELD_ROW.id, **row))
                rows.append(cards_html(m.cards, label=label))
            melds = (f'<div class="rw-melds" role="group" aria-label="{said(MELDS)}">'
                     f'<p class="rw-head">{said(MELDS)}</p>{"".join(rows)}</div>')
        if not middle and not melds:
            middle.append(f'<p class="rw-empty">{said(NOTHING_YET)}</p>')
        head = []
        if v.hand_number:
            head.append(say(HEAD_HAND.id, n=v.hand_number))
        if v.dealer is not None:
            head.append(say(HEAD_DEALER.id, p=who(v.dealer)))
        if v.trump is not None:
            head.append(say(HEAD_TRUMP.id, suit=sp.suit(v.trump.noun), symbol=v.trump.symbol))
        return (f'<div class="rw-root rw-table rw-felt" role="group" '
                f'aria-label="{said(THE_TABLE)}">'
                f'<p class="rw-head">{escape(", ".join(head))}</p>'
                f'<ul class="rw-seats" aria-label="{said(OTHER_PLAYERS)}">{seats}</ul>'
                f'<div class="rw-middle">{"".join(middle)}</div>{melds}'
                f'<ul class="rw-seats rw-my-seat" aria-label="{said(YOUR_SEAT)}">'
                f"{self._seat_html(v, self.seat)}</ul></div>")

    def _result_html(self) -> str:
        g = self.game
        sp = self.speaker
        say = sp.say
        parts = []
        if self.waiting_next and self.last_result is not None:
            r = self.last_result
            parts.append(f"<p><b>{escape(say(HAND_OVER.id, n=r.number))}</b></p>")
            parts.append(self._scores_table(r))
            lines = [self._said(e) for e in self._end_events if e.rule and e.template][-8:]
            if lines:
                parts.append("<ul>" + "".join(f"<li>{linked(x)}</li>" for x in lines)
                             + "</ul>")
            button = _Html(f"<b>{escape(say(NEXT_HAND.id))}</b>")
            parts.append(f"<p>{_say_html(sp, PRESS_NEXT, button=button)}</p>")
        elif g.is_over:
            w = g.winner
            over = (say(OVER_YOU.id) if w == self.seat
                    else say(OVER_WINNER.id, p=sp.person(w)) if w is not None
                    else say(OVER_NOBODY.id))
            final = ", ".join(say(FINAL_SCORE.id, p=sp.person(p, p == self.seat), points=s)
                              for p, s in enumerate(g.scores))
            parts.append(f"<p><b>{escape(over)}</b> "
                         f"{escape(say(FINAL_SCORES.id, scores=final))}</p>")
            if self.last_result is not None:
                parts.append(self._scores_table(self.last_result))
            button = _Html(f"<b>{escape(say(NEW_GAME.id))}</b>")
            parts.append(f"<p>{_say_html(sp, PRESS_NEW, button=button)}</p>")
        if not parts:
            return ""
        return (f'<div class="rw-root rw-feedback rw-info rw-result" role="status">'
                f'{"".join(parts)}</div>')

    def _scores_table(self, r: HandResult) -> str:
        """Tricks (trick games), cards left (Rami) and the scores before and after."""
        say = self.speaker.say
        has_tricks = not all(x is None for x in r.tricks)
        left = r.extras.get("hands") if isinstance(r.extras.get("hands"), (list, tuple)) \
            else None
        rows = []
        for p in range(len(r.scores_before)):
            cells = []
            if has_tricks:
                t = r.tricks[p] if p < len(r.tricks) else None
                cells.append(f"<td>{escape(say(SCORES_OUT.id)) if t is None else t}</td>")
            if left is not None:
                cards = _symbols(str(left[p])) if p < len(left) else ""
                cells.append(f"<td>{escape(cards) or escape(say(SCORES_NONE.id))}</td>")
            rows.append(f"<tr><th scope='row'>{escape(self._name(p))}</th>{''.join(cells)}"
                        f"<td>{r.scores_before[p]}</td><td>{r.scores_after[p]}</td></tr>")
        head = (f"<th scope='col'>{escape(say(SCORES_TRICKS.id))}</th>" if has_tricks
                else "") + (f"<th scope='col'>{escape(say(SCORES_LEFT.id))}</th>"
                            if left is not None else "")
        return (f"<table class='rw-scores'>"
                f"<caption>{escape(say(SHEET_HAND.id, n=r.number))}</caption>"
                f"<tr><th scope='col'>{escape(say(SHEET_PLAYER.id))}</th>"
                f"{head}<th scope='col'>{escape(say(SCORES_BEFORE.id))}</th>"
                f"<th scope='col'>{escape(say(SCORES_AFTER.id))}</th></tr>"
                f"{''.join(rows)}</table>")

    def _render_history(self) -> None:
        total = len(self.snapshots)
        live = self.view_index is None
        self.back_button.disabled = total < 2 or self.view_index == 0
        self.forward_button.disabled = live
        self.return_button.disabled = live
        sp = self.speaker
        if live:
            said = sp.say(HISTORY.id, n=total - 1)
            self.history_label.value = f'<span class="rw-root">{escape(said)}</span>'
        else:
            snap = self.snapshots[self.view_index]
            looking = _Html(f"<b>{escape(sp.say(LOOKING_BACK.id))}</b>")
            said = _say_html(sp, LOOKING_BACK_STATE, looking=looking, n=self.view_index,
                             last=total - 1, caption=snap.caption)
            self.history_label.value = (f'<span class="rw-root rw-looking" role="status">'
                                        f"{said}</span>")

    def _render_log(self) -> None:
        items = []
        for line, mine in reversed(self.log_lines[-200:]):
            cls = ' class="rw-mine"' if mine else ""
            items.append(f"<li{cls}>{linked(line)}</li>")
        say = self.speaker.say
        note = say(LOG_NOTE.id, p=self.speaker.person(self.seat, True))
        self.log_view.value = (
            f'<div class="rw-root"><p class="rw-head" id="rw-log-head-{id(self)}">'
            f'{escape(say(LOG.id))} <span class="rw-log-note">{escape(note)}</span></p>'
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


def _count(n: int, speaker: Speaker) -> str:
    """``"1 card"``, ``"5 cards"``."""
    return speaker.say(CARDS.id, n=n)


def _capitalized(words: str) -> str:
    """Words as a label starts them: ``Must beat``."""
    return words[:1].upper() + words[1:]


def _choice_label(value: Any, default: Any, speaker: Speaker) -> str:
    """A house rule's value as its list of choices says it (the default marked)."""
    words = choice(value, speaker)
    return speaker.say(DEFAULT_CHOICE.id, value=words) if value == default else words

