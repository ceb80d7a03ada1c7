"""The rare paths of a hand on demand: the play table opened in a stacked situation.

``SituationTable("lt-ramsas")`` lists the situations the variant declares
(``Teaching.situations``: everybody declines the buy, the nine redeal, four jacks...).
**Open the table** deals the stacked cards, makes the moves before the learner's, and
hands him the table with a line saying what happened and which move to make; when the
rule fires, the line says so. The table itself is built on the first press, so a lesson
page stays light until then.

Public parts, for lessons and tests: :attr:`picker`, :attr:`start_button`,
:attr:`story`, :attr:`feedback`, :attr:`table` (the :class:`PlayTable`, ``None`` until
opened), :attr:`fired` (whether the situation's rule has fired since it was opened).
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.game import Action
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching.situations import Situation, fired, situation, situations

from .feedback import FeedbackArea, linked, rule_tag
from .lifecycle import replace_children
from .styles import use_styles
from .table import PlayTable, action_label, player_name


class SituationTable(widgets.VBox):
    """Pick a stacked situation of ``variant_id`` and play it out at the table."""

    def __init__(self, variant_id: str, key: str | None = None) -> None:
        super().__init__()
        use_styles()
        self.info = variant(variant_id)
        self.variant_id = variant_id
        known = situations(variant_id)
        if not known:
            raise RulesError(f"{self.info.name} has no stacked situations to show.")
        self.add_class("rw-situations")
        self.title = widgets.HTML(
            f"<h3 class='rw-root'>See it happen: {escape(self.info.name)}</h3>")
        self.picker = widgets.Dropdown(options=[(s.title, s.key) for s in known.values()],
                                       value=key or next(iter(known)),
                                       description="Situation",
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="auto", max_width="100%"))
        self.start_button = widgets.Button(description="Open the table",
                                           button_style="primary",
                                           tooltip="Deal this situation and sit down at it",
                                           layout=widgets.Layout(width="auto", min_width="9em"))
        self.story = widgets.HTML()
        self.feedback = FeedbackArea()
        self.holder = widgets.VBox()
        self.table: PlayTable | None = None
        self.fired = False
        self._sit: Situation | None = None
        self._since = 0
        self._moves_made = 0
        self.picker.observe(self.feedback.guard(lambda _c: self._show_story()), names="value")
        self.start_button.on_click(self.feedback.guard(lambda _b: self.start()))
        row = widgets.HBox([self.picker, self.start_button],
                           layout=widgets.Layout(flex_flow="row wrap", align_items="center",
                                                 grid_gap="0.4em"))
        self.children = (self.title, row, self.story, self.feedback, self.holder)
        self._show_story()

    @property
    def chosen(self) -> Situation:
        return situation(self.variant_id, self.picker.value)

    def _show_story(self) -> None:
        sit = self.chosen
        self.story.value = (f"<div class='rw-root rw-narration'><b>{escape(sit.title)}</b>"
                            f"{rule_tag(sit.rule)}<br>{linked(sit.story)}</div>")

    def start(self, key: str | None = None) -> PlayTable:
        """Open the table in situation ``key`` (default: the one picked)."""
        if key is not None:
            self.picker.value = key
        sit = self.chosen
        table = self.table
        if table is None or table.players_box.value != sit.players:
            table = PlayTable(self.variant_id, players=sit.players, seat=sit.you)
            table.on_move(self._after_move)
            self.table = table
            replace_children(self.holder, [table])
        table.start_situation(sit.key)
        self._sit, self.fired, self._moves_made = sit, False, 0
        self._since = len(table.game.events)
        self.feedback.info(f"Your move, {player_name(sit.you, sit.you)}: {sit.invite}", sit.rule)
        return table

    def _after_move(self, action: Action) -> None:
        """Say how the learner's move stands to the situation: the rule has fired, the move
        was the one invited (and what comes next), or another move and why the rule then
        did not come up."""
        sit, table = self._sit, self.table
        if sit is None or table is None or self.fired:
            return
        if fired(table.game, sit.rule, self._since):
            self.fired = True
            self.feedback.ok(f"You have seen it: {sit.title}. The table's log says what "
                             "happened and your hand what you may play now; the rule's own "
                             "words are behind its link.", sit.rule)
        elif table.situation_off:
            invited = Action.parse(sit.yours[table.situation_step])
            self.feedback.info(f"That was another move than the one this situation is "
                               f"about ({action_label(invited)}), so the rule did not come "
                               "up: press 'Open the table' to deal it again.", sit.rule)
        else:
            following = table.situation_next()
            then = (f" Next: {action_label(following)}." if following is not None else "")
            self.feedback.ok(f"Right: {action_label(action)} is the move this situation "
                             f"invites.{then}", sit.rule)
