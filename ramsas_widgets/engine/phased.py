"""The skeleton every game stands on: named phases with one dispatch, and the trick play.

A game is a sequence of *phases* (``buy``, ``declare``, ``play``...). :attr:`phases` maps
each one to its rule and what the player to act must do; for phase ``x`` the game
defines ``_legal_x()`` (the actions of ``to_act``), ``_do_x(action)`` (carry one out)
and, if it has more to say than "not possible now", ``_why_x(action)``. In a phase where
several players decide in turn they wait in ``queue``; :meth:`~PhasedGame._begin` opens
a phase and :meth:`~PhasedGame._next_in_queue` moves on, calling ``_phase_done`` when the
last of them has decided. This is the shape of OpenSpiel's games (a phase enum, one
dispatch), and it is the only state machine of the engine.

:class:`TrickGame` adds the tricks: a :class:`~.trickcore.TrickState`, the variant's
trick rules (winner and verdicts, from the registry), ``verdicts`` for the learner, the
play of a card with its events, and the trick part of the view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..i18n.messages import Text, text
from .cards import Card, Suit
from .errors import RulesError
from .events import SEATS, Event, Kind, Rule, Scores
from .fastplay import FastHand, bot_card, play_out
from .game import Action, DealStep, Game, HandResult, Verdict
from .scoring import add_up
from .trickcore import TrickState, trick_view
from .view import Asked

#: The lines every trick game writes (the commonest events of all).
LEADS = text("trick.lead", "{p} leads {c}")
PLAYS = text("trick.play", "{p} plays {c}")
WINS_TRICK = text("trick.won", "{p} wins the trick ({rule})")
SCORES = text("hand.scores", "Scores: {s}")
#: What the player to act must do in a trick game's play (``Asked.task``).
PLAY_A_CARD = text("trick.task.play", "play a card")

_PLAY, _TRICK = Kind.PLAY, Kind.TRICK


class PhasedGame(Game):
    """A game whose decisions are grouped in named phases (see the module docstring)."""

    #: phase -> its ``_legal_<phase>`` and ``_do_<phase>`` functions, gathered once per class
    _phase_legal: dict[str, Callable] = {}
    _phase_do: dict[str, Callable] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._phase_legal = {name[7:]: getattr(cls, name) for name in dir(cls)
                            if name.startswith("_legal_")}
        cls._phase_do = {name[4:]: getattr(cls, name) for name in dir(cls)
                         if name.startswith("_do_")}

    def _legal(self) -> list[Action]:
        return self._phase_legal[self.phase](self)

    def _apply(self, action: Action) -> None:
        self._phase_do[self.phase](self, action)

    # -- players deciding in turn ------------------------------------------------
    def _begin(self, phase: str, players: Sequence[int]) -> None:
        """Open ``phase`` for ``players`` in this order; with nobody to ask it is done."""
        self.phase = phase
        self.queue = list(players)
        if self.queue:
            self.to_act = self.queue[0]
        else:
            self._phase_done(phase)

    def _next_in_queue(self) -> None:
        self.queue.pop(0)
        if self.queue:
            self.to_act = self.queue[0]
        else:
            self._phase_done(self.phase)

    def _phase_done(self, phase: str) -> None:
        """Every player of ``phase`` has decided: move on."""
        raise NotImplementedError

    # -- seats -----------------------------------------------------------------
    def order_from_left(self) -> list[int]:
        """All players, clockwise, starting left of the dealer; the dealer is last."""
        return [(self.dealer + k) % self.n_players for k in range(1, self.n_players + 1)]

    def first_in_order(self, players: Sequence[int]) -> int:
        """Of ``players``, the first clockwise from the dealer's left (a tie rule)."""
        order = self.order_from_left()
        return min(players, key=order.index)


class TrickGame(PhasedGame):
    """A phased game with tricks: the hands live in ``self.ts`` (a :class:`TrickState`),
    trump in ``self.trump`` and the card that showed it in ``self.trump_card``.

    Subclasses name the rule of the trick (``trick_rule``), give the trick rules their
    state in ``_trick_state`` / ``_winner_state``, and end the hand in ``_end_hand``;
    ``_trick_done`` is told of every complete trick.
    """

    #: how a lead is written in the history ("P2 leads TS"); Mattmar writes "plays"
    lead_template: Text = LEADS
    #: the rule that gives a trick to its winner, when it is not ``trick_rule`` (the rule
    #: a card must be played by)
    win_rule = ""

    def _new_tricks(self) -> None:
        """A fresh hand of tricks."""
        self.ts = TrickState(self.n_players)
        self.trump: Suit | None = None
        self.trump_card: Card | None = None

    @property
    def trick_rules(self) -> Any:
        return self.info.trick_rules

    def asked(self) -> Asked | None:
        if self.phase == "play" and not self.is_over and self.to_act is not None:
            return Asked(self.to_act, "play", self.trick_rule, PLAY_A_CARD)
        return super().asked()

    # -- the deal --------------------------------------------------------------
    def _give(self, card: Card, player: int, rule: str, face_up: bool = False,
              note: str = "", trump: bool = False) -> None:
        self.ts.hands[player].append(card)
        self.deal_steps.append(DealStep(card, "player", player, face_up, rule, note, trump))

    def _lay(self, card: Card, pile: str, to: str, rule: str, face_up: bool = False,
             note: str = "", trump: bool = False) -> None:
        self.piles[pile].append(card)
        self.deal_steps.append(DealStep(card, to, None, face_up, rule, note, trump))

    # -- the tricks ------------------------------------------------------------
    def _trick_state(self, player: int) -> dict[str, Any]:
        """State keywords for the variant's trick rules when ``player`` plays."""
        return {}

    def verdicts(self, player: int | None = None) -> list[Verdict]:
        """Why each card of ``player``'s hand (default: the one to act) may or may not be
        played now, with the rule; empty outside the play of the tricks."""
        p = self.to_act if player is None else player
        if p is None or self.phase != "play":
            return []
        return self.trick_rules.verdicts(self.ts.hands[p], self.ts.played_cards, self.trump,
                                         **self._trick_state(p))

    def _legal_play(self) -> list[Action]:
        return [Action("play", (v.card,)) for v in self.verdicts() if v.legal]

    def _trick_winner(self, cards: list[Card]) -> int:
        """Index, in play order, of the card that takes the trick ``cards``."""
        return self.trick_rules.winner(cards, self.trump, **self._winner_state())

    def _do_play(self, action: Action) -> None:
        """Play a card; a complete trick goes to its winner, who leads the next."""
        p, c = self.to_act, action.card
        ts = self.ts
        leading = not ts.trick
        if leading:
            self._led(p)
        self._card_played(p, c)
        win = ts.play(p, c, self._trick_winner)
        events = self.events
        # the two commonest events, made directly (see Game.emit for their shape)
        events.append(Event(_PLAY, self.lead_template if leading else PLAYS,
                            {"p": SEATS[p], "c": c}, p, (c,)))
        if win is None:
            self.to_act = ts.to_play()
            return
        trick = tuple(ts.last)
        cards = tuple(c for _, c in trick)
        rule = self.win_rule or self.trick_rule
        events.append(Event(_TRICK, WINS_TRICK,
                            {"p": SEATS[win], "rule": Rule(rule)}, win, cards, trick, win,
                            None, rule))
        if self._trick_done(win, list(cards)):
            return
        if self._hand_over():
            self._end_hand()
            return
        self.to_act = self.ts.to_play()

    def _led(self, player: int) -> None:
        """``player`` leads a trick (the lead duties look at who has led before)."""

    def _card_played(self, player: int, card: Card) -> None:
        """``player`` plays ``card`` (told before the card goes to the trick)."""

    def _trick_done(self, winner: int, cards: list[Card]) -> bool:
        """Told of each complete trick (cards in play order); True if it ended the hand."""
        return False

    def _hand_over(self) -> bool:
        """Whether the last trick of the hand has been played."""
        return not any(self.ts.hands[q] for q in range(self.n_players) if self.ts.active[q])

    def _end_hand(self) -> None:
        raise NotImplementedError

    # -- the end of a hand's scoring, the same in every trick game ------------------------
    #: the line that ends a hand's scoring, with the totals as ``{s}`` (``""``: a fact with
    #: no line of its own, as Mattmar writes no totals)
    scored_template: str = SCORES

    def _score_hand(self, tricks: list[int | None], extras: dict[str, Any],
                    before: list[int] | None = None, unseen: int = 0) -> HandResult:
        """Score the hand by the variant's declared scorer (``VariantInfo.scorer``): every
        change one ``SCORE`` event (the first ``unseen`` facts with no line of their own),
        the totals added up from ``before`` (default: the scores now), the
        :class:`HandResult` recorded and a ``SCORED`` event carrying it."""
        before = list(self.scores if before is None else before)
        items = self.info.scorer.explain_hand(self.variant_id, before, tricks, **extras)
        events = self.events
        for k, item in enumerate(items):
            events.append(Event(Kind.SCORE, "", player=item.player, points=item.delta,
                                rule=item.rule) if k < unseen else item.event())
        self.scores = add_up(before, items)
        result = HandResult(self.hand_number, tuple(before), tuple(tricks), dict(extras),
                            tuple(self.scores))
        self.hand_results.append(result)
        totals = {"s": Scores(self.scores)} if self.scored_template else {}
        self.emit(Kind.SCORED, self.scored_template, result=result, **totals)
        return result

    # -- the fast play-out of simulations (see ramsas_widgets.engine.fastplay) ------------
    def _fast_state(self) -> dict[str, Any]:
        """What the variant's fast rules keep (who has led, options, scores...)."""
        return {"led": set()}

    def fast_hand(self) -> FastHand:
        """The play of this hand's tricks, from now, as a :class:`FastHand`."""
        ts = self.ts
        trump = -1 if self.trump is None else "CDHS".index(self.trump.value)
        return FastHand(self.info.fast, trump, [[c.code for c in h] for h in ts.hands],
                        list(ts.active), ts.leader, [(p, c.code) for p, c in ts.trick],
                        list(ts.tricks_won), [c.code for t in ts.taken for c in t],
                        ts.tricks_played, self._fast_state())

    def play_out_fast(self, choose: Callable[[FastHand], int] = bot_card) -> FastHand:
        """Play the rest of this hand's tricks on the fast state, each card chosen by
        ``choose`` (the computer players by default), then end the hand as the engine
        does: score it, and end the game or deal the next hand. No event is written for
        the cards played; the hand's scoring is the engine's own. Returns the fast state
        played (its ``wins`` say which card took each trick)."""
        if self.phase != "play" or self.is_over:
            raise RulesError("The tricks are played out from the play of a hand.")
        fh = play_out(self.fast_hand(), choose)
        ts = self.ts
        by_code = {c.code: c for h in ts.hands for c in h}
        by_code.update((c.code, c) for _, c in ts.trick)
        for p in range(self.n_players):
            ts.taken[p].extend(by_code[x] for x in fh.taken[p])
            ts.hands[p] = [by_code[x] for x in fh.hands[p]]
        ts.tricks_won = list(fh.tricks_won)
        ts.tricks_played = fh.tricks_played
        ts.trick = []
        ts.leader = fh.leader
        ts.last = [(p, by_code[x]) for p, x in fh.trick_last]
        ts.last_winner = fh.leader if fh.trick_last else None
        self._from_fast(fh)
        self._version += 1
        if fh.stopped:
            self._trick_done(fh.leader, [c for _, c in ts.last])
        else:
            self._end_hand()
        return fh

    def _from_fast(self, hand: FastHand) -> None:
        """Keep what the fast play-out changed of the variant's own state."""

    def tricks_taken(self) -> list[int | None]:
        """Tricks per player, ``None`` for a player who sat the hand out."""
        return [self.ts.tricks_won[p] if self.ts.active[p] else None
                for p in range(self.n_players)]

    # -- the view ----------------------------------------------------------------
    #: zone name -> view pile name, for the face-down piles a table shows as a count
    view_piles: dict[str, str] = {}
    #: zone name -> view name, for the face-up cards a table shows
    view_shown: dict[str, str] = {}

    def _view_parts(self) -> dict[str, Any]:
        parts = trick_view(self.ts, self.trump, self.trump_card)
        zones = self.zones()
        parts["piles"] = {label: len(zones[name]) for name, label in self.view_piles.items()
                          if zones.get(name)}
        parts["shown"] = {label: tuple(zones[name]) for name, label in self.view_shown.items()
                          if zones.get(name)}
        return parts
