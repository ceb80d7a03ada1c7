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
from ramsas_widgets.engine.events import render, say
from ramsas_widgets.engine.game import Action
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching.situations import Situation, fired, situation, situations
from ramsas_widgets.i18n.locale import page_speaker
from ramsas_widgets.i18n.messages import text

from .feedback import FeedbackArea, linked, rule_tag
from .lifecycle import replace_children
from .styles import use_styles
from .table import PlayTable, action_label

NO_SITUATIONS = text("situation-widget.none", "{name} has no stacked situations to show.")
TITLE = text("situation-widget.title", "See it happen: {name}")
SITUATION = text("situation-widget.situation", "Situation")
OPEN = text("situation-widget.open", "Open the table")
OPEN_TIP = text("situation-widget.open.tip", "Deal this situation and sit down at it")
YOUR_MOVE = text("situation-widget.your-move", "Your move, {p}: {invite}")
SEEN = text("situation-widget.seen", "You have seen it: {title}. The table's log says what "
            "happened and your hand what you may play now; the rule's own words are behind "
            "its link.")
ANOTHER_MOVE = text("situation-widget.another-move", "That was another move than the one "
                    "this situation is about ({move}), so the rule did not come up: press "
                    "'{button}' to deal it again.")
INVITED = text("situation-widget.invited", "Right: {move} is the move this situation invites.")
INVITED_NEXT = text("situation-widget.invited-next",
                    "Right: {move} is the move this situation invites. Next: {next}.")


class SituationTable(widgets.VBox):
    """Pick a stacked situation of ``variant_id`` and play it out at the table."""

    def __init__(self, variant_id: str, key: str | None = None) -> None:
        super().__init__()
        use_styles()
        #: the language the widget speaks (the page's)
        self.speaker = speaker = page_speaker()
        self.info = variant(variant_id)
        self.variant_id = variant_id
        known = situations(variant_id)
        if not known:
            raise RulesError(say(NO_SITUATIONS, name=self.info.name))
        self.add_class("rw-situations")
        self.title = widgets.HTML(
            f"<h3 class='rw-root'>{escape(speaker.say(TITLE.id, name=self.info.name))}</h3>")
        self.picker = widgets.Dropdown(options=[(render(s.title, speaker=speaker), s.key)
                                                for s in known.values()],
                                       value=key or next(iter(known)),
                                       description=speaker.say(SITUATION.id),
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="auto", max_width="100%"))
        self.start_button = widgets.Button(description=speaker.say(OPEN.id),
                                           button_style="primary",
                                           tooltip=speaker.say(OPEN_TIP.id),
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
        sit, speaker = self.chosen, self.speaker
        self.story.value = (f"<div class='rw-root rw-narration'>"
                            f"<b>{escape(render(sit.title, speaker=speaker))}</b>"
                            f"{rule_tag(sit.rule)}<br>"
                            f"{linked(render(sit.story, speaker=speaker, you=sit.you))}</div>")

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
        speaker = self.speaker
        self.feedback.info(speaker.say(YOUR_MOVE.id, p=speaker.person(sit.you, True),
                                       invite=render(sit.invite, speaker=speaker, you=sit.you)),
                           sit.rule)
        return table

    def _after_move(self, action: Action) -> None:
        """Say how the learner's move stands to the situation: the rule has fired, the move
        was the one invited (and what comes next), or another move and why the rule then
        did not come up."""
        sit, table, speaker = self._sit, self.table, self.speaker
        if sit is None or table is None or self.fired:
            return
        if fired(table.game, sit.rule, self._since):
            self.fired = True
            self.feedback.ok(speaker.say(SEEN.id, title=render(sit.title, speaker=speaker)),
                             sit.rule)
        elif table.situation_off:
            invited = Action.parse(sit.yours[table.situation_step])
            self.feedback.info(speaker.say(ANOTHER_MOVE.id,
                                           move=action_label(invited, speaker),
                                           button=speaker.say(OPEN.id)), sit.rule)
        else:
            following = table.situation_next()
            move = action_label(action, speaker)
            self.feedback.ok(speaker.say(INVITED.id, move=move) if following is None else
                             speaker.say(INVITED_NEXT.id, move=move,
                                         next=action_label(following, speaker)), sit.rule)
