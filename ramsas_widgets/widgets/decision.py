"""Decision exercises: buy or not, play or drop out, exchange which cards, open now or wait.

A thin view over :mod:`ramsas_widgets.engine.teaching.decisions`: the engine deals a
seeded position where the learner must decide, this widget shows the hand and the
position and one button per option; pressed, it shows what the engine worked out for
every option: the expected change of the learner's score over many deals consistent with
what he knows (the computer players playing the hand out), its 95% interval, the tricks
taken and how often none, and a sentence on why the better choice wins. A class seed
gives every student the same exercise.

>>> ex = DecisionExercise("ru-zone", seed=3)
>>> ex.situation.phase in ex.situation.info.teaching.decisions
True
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from ramsas_widgets.engine.decisions import DecisionEstimate
from ramsas_widgets.engine.events import render
from ramsas_widgets.engine.game import Action
from ramsas_widgets.engine.registry import variant
from ramsas_widgets.engine.teaching.decisions import DecisionSituation, decision_situation
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.messages import text
from ramsas_widgets.probability.answers import fixed

from . import report
from .cards import cards_html
from .feedback import Busy, FeedbackArea, linked, rule_tag
from .lifecycle import replace_children
from .styles import use_styles
from .table import action_label

TITLE = text("decision-widget.title", "Decide: {name}")
CLASS_SEED = text("decision-widget.class-seed", "Class seed")
NEW_EXERCISE = text("decision-widget.new", "New exercise")
NEW_EXERCISE_TIP = text("decision-widget.new.tip", "Deal the next position to decide")
YOUR_HAND = text("decision-widget.your-hand", "Your hand")
WORKING = text("decision-widget.working", "Working it out: each choice is played out {deals} "
               "times from what you can see…")
DEALT_AGAIN = text("decision-widget.dealt-again", "Deals dealt again at random from what you "
                   "can see (your hand, the cards shown), seed {seed}; the computer players "
                   "play the hand out.")
#: The table of the estimate: its caption (by whether a lower score is the better one),
#: its headings and the words of its cells.
CAPTION_LOWER = text("decision-widget.table.caption.lower",
                     "Your score's expected change over {deals} deals (lower is better)")
CAPTION_HIGHER = text("decision-widget.table.caption.higher",
                      "Your score's expected change over {deals} deals (higher is better)")
CHOICE = text("decision-widget.table.choice", "Choice")
EXPECTED_CHANGE = text("decision-widget.table.expected-change", "Expected change")
INTERVAL = text("decision-widget.table.interval", "95% interval")
YOUR_TRICKS = text("decision-widget.table.your-tricks", "Your tricks")
NO_TRICK = text("decision-widget.table.no-trick", "No trick")
FROM_TO = text("decision-widget.table.from-to", "{low} to {high}")
PERCENT = text("decision-widget.table.percent", "{percent}%")


def estimate_table(result: DecisionEstimate, speaker: Speaker | None = None) -> str:
    """Every option's numbers as an HTML table, best first, in ``speaker``'s language."""
    speaker = speaker or page_speaker()

    def say(message, **values) -> str:
        return escape(speaker.say(message.id, **values))

    def signed(x: float) -> str:
        return fixed(x, 2, speaker, signed=True)

    tricks_shown = any(o.tricks is not None for o in result.options)
    rows = []
    for o in result.options:
        tricks = "" if o.tricks is None else escape(fixed(o.tricks, 1, speaker))
        none = "" if o.no_trick is None else say(PERCENT,
                                                  percent=int(f"{o.no_trick * 100:.0f}"))
        rows.append(f"<tr><th scope='row'>{escape(action_label(o.action, speaker))}</th>"
                    f"<td>{escape(signed(o.mean))}</td>"
                    f"<td>{say(FROM_TO, low=signed(o.low), high=signed(o.high))}</td>"
                    + (f"<td>{tricks}</td><td>{none}</td>" if tricks_shown else "") + "</tr>")
    head = (f"<th scope='col'>{say(YOUR_TRICKS)}</th><th scope='col'>{say(NO_TRICK)}</th>"
            if tricks_shown else "")
    caption = say(CAPTION_LOWER if result.lower_wins else CAPTION_HIGHER, deals=result.deals)
    return (f"<table class='rw-scores rw-decision-table'><caption>{caption}</caption>"
            f"<tr><th scope='col'>{say(CHOICE)}</th><th scope='col'>{say(EXPECTED_CHANGE)}</th>"
            f"<th scope='col'>{say(INTERVAL)}</th>" + head + "</tr>" + "".join(rows)
            + "</table>")


class DecisionExercise(widgets.VBox):
    """Seeded decision exercises for one variant.

    ``DecisionExercise(variant_id, seed=0, phase=None)``: ``phase`` picks one of the
    variant's decisions (``"buy"``, ``"declare"``, ``"exchange"``...), else they come in
    turn. Press one of :attr:`option_buttons`; :attr:`feedback` says whether it is the
    better choice and :attr:`numbers` shows every option's estimate. :attr:`seed_box` is
    the class seed; :attr:`new_button` deals the next exercise.
    """

    def __init__(self, variant_id: str, seed: int = 0, phase: str | None = None) -> None:
        super().__init__()
        use_styles()
        #: the language the exercise speaks (the page's)
        self.speaker = page_speaker()
        say = self.speaker.say
        self.add_class("rw-decision")
        self.variant_id = variant_id
        self.info = variant(variant_id)
        self.phase = phase
        self.number = 0
        self.situation: DecisionSituation
        self.title = widgets.HTML(f"<h3 class='rw-root'>"
                                  f"{escape(say(TITLE.id, name=self.info.name))}</h3>")
        self.seed_box = widgets.BoundedIntText(value=seed, min=0, max=10**6,
                                               description=say(CLASS_SEED.id),
                                               style={"description_width": "initial"},
                                               layout=widgets.Layout(width="12em"))
        self.new_button = widgets.Button(description=say(NEW_EXERCISE.id),
                                         tooltip=say(NEW_EXERCISE_TIP.id))
        self.position = widgets.HTML()
        self.hand_view = widgets.HTML()
        self.question = widgets.HTML()
        self.option_box = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap",
                                                             grid_gap="0.3em"))
        self.option_buttons: dict[str, widgets.Button] = {}
        self.feedback = FeedbackArea()
        self.numbers = widgets.HTML()
        self.new_button.on_click(self.feedback.guard(lambda _b: self.next_exercise()))
        self.seed_box.observe(self.feedback.guard(lambda _c: self.deal(0)), names="value")
        wrap = widgets.Layout(flex_flow="row wrap", align_items="center", grid_gap="0.3em")
        self.children = (self.title, widgets.HBox([self.seed_box, self.new_button], layout=wrap),
                         self.position, self.hand_view, self.question, self.option_box,
                         self.feedback, self.numbers)
        self.deal(0)
        report.joined(self)
        self.seed_box.add_class("rw-class-seed")  # a class link's #seed= (class-link.js)

    def _controls(self) -> list[widgets.DOMWidget]:
        """What cannot be pressed while the options are weighed."""
        return [*self.option_buttons.values(), self.new_button, self.seed_box]

    def next_exercise(self) -> None:
        self.deal(self.number + 1)

    def deal(self, number: int) -> None:
        """Show exercise ``number`` of the class seed."""
        self.number = number
        seed = self.seed_box.value * 1000 + number
        self.situation = decision_situation(self.variant_id, seed, self.phase)
        sit = self.situation
        speaker = self.speaker
        items = "".join(f"<li>{linked(line)}</li>" for line in sit.position(speaker))
        self.position.value = f"<div class='rw-root'><ul>{items}</ul></div>"
        hand = cards_html(list(sit.hand), label=speaker.say(YOUR_HAND.id), speaker=speaker)
        self.hand_view.value = f"<div class='rw-root'>{hand}</div>"
        question = render(sit.question, speaker=speaker)  # the variant's words, if declared
        self.question.value = (f"<p class='rw-root rw-prompt'><b>{escape(question)}</b>"
                               f"{rule_tag(sit.rule)}</p>")
        buttons = []
        self.option_buttons = {}
        for action in sit.options:
            label = action_label(action, speaker)
            b = widgets.Button(description=label, tooltip=label,
                               layout=widgets.Layout(width="auto", min_width="7em"))
            b.on_click(self.feedback.guard(lambda _b, a=action: self.choose(a)))
            self.option_buttons[str(action)] = b
            buttons.append(b)
        replace_children(self.option_box, buttons)
        self.feedback.clear()
        self.numbers.value = ""

    def choose(self, action: Action | str) -> bool:
        """The learner's choice: graded against the engine's estimate, numbers shown.

        The first choice weighs the options (a few seconds): meanwhile the exercise says
        it is working, with a bar of the deals played, and its buttons cannot be pressed;
        a click that still arrives (pressed twice quickly) is graded by the same estimate,
        never a second one."""
        sit, speaker = self.situation, self.speaker
        if not sit.answered:
            message = speaker.say(WORKING.id, deals=sit.deals)
            with Busy(self.feedback, self._controls(), message) as progress:
                sit.answer(progress=progress)
        right, mine, sentence = self.situation.grade(action)
        report.answered(self, right, choice=action_label(action, speaker))
        result = self.situation.answer()
        said = render(sentence, speaker=speaker, you=sit.player)
        if right:
            self.feedback.ok(said, self.situation.rule)
        else:
            self.feedback.wrong(said, self.situation.rule)
        note = escape(speaker.say(DEALT_AGAIN.id, seed=str(result.seed)))
        self.numbers.value = (f"<div class='rw-root'>{estimate_table(result, speaker)}"
                              f"<p>{note}</p></div>")
        return right
