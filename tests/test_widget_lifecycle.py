"""Widgets that rebuild part of themselves close what they replace.

A widget left open stays in the kernel and in the page for as long as the page lives: 500
"New exercise" clicks once left 4,515 widgets in one kernel. Each widget that replaces
children (the decision exercise's options, the scoring exercise's boxes, the play table's
house rules) is driven many times here, and the number of live widgets must not grow; nor
does the quiz's, whose card buttons are a pool reused question after question.
"""

from __future__ import annotations

import ipywidgets as widgets
from ipywidgets.widgets.widget import _instances

from ramsas_widgets.widgets import (
    DecisionExercise,
    PlayTable,
    ScoringExercise,
    TrickQuiz,
)
from ramsas_widgets.widgets.lifecycle import close_replaced, replace_children, widget_tree


def live() -> int:
    return sum(1 for w in list(_instances.values()) if w.comm is not None)


#: Live widgets a rebuild may add for good (a pool of card buttons grown to the largest hand,
#: four score boxes where there were two): far fewer than a leak leaves over many rounds.
SLACK = 15


def grows(step, warm: int = 3, rounds: int = 30) -> int:
    """How many live widgets ``rounds`` more calls of ``step`` leave behind."""
    for _ in range(warm):
        step()
    before = live()
    for _ in range(rounds):
        step()
    return live() - before


def test_new_exercise_closes_the_option_buttons_it_replaces():
    exercise = DecisionExercise("lt-ramsas", phase="buy")
    assert grows(exercise.new_button.click) <= SLACK
    # the options shown are live and answer
    button = next(iter(exercise.option_buttons.values()))
    assert button.comm is not None
    button.click()
    assert exercise.numbers.value


def test_a_new_end_of_hand_closes_the_old_score_boxes():
    exercise = ScoringExercise("lt-ramsas", seed=0)
    assert grows(exercise.new_button.click) <= SLACK
    assert all(box.comm is not None for box in exercise.inputs)


def test_another_game_at_the_table_closes_the_old_house_rules():
    table = PlayTable("lt-ramsas", players=3, seed=0)
    games = [value for _label, value in table.variant_box.options]

    def every_game():
        for game in games:
            table.variant_box.value = game

    assert grows(every_game, warm=1, rounds=3) <= SLACK
    assert all(box.comm is not None for box in table.option_boxes.values())


def test_the_quiz_reuses_its_widgets():
    quiz = TrickQuiz("lt-ramsas", seed=0)
    buttons = [w for w in widget_tree(quiz).values() if isinstance(w, widgets.Button)]

    def click_all():
        for button in buttons:
            if button.comm is not None and not button.disabled:
                button.click()

    assert grows(click_all, rounds=10) <= SLACK


def test_replacing_closes_only_what_is_no_longer_shown():
    kept = widgets.Button(description="kept")
    gone = widgets.Button(description="gone", layout=widgets.Layout(width="5em"))
    box = widgets.VBox([kept, gone])
    replace_children(box, [kept, widgets.Label("new")])
    assert kept.comm is not None and kept.layout.comm is not None
    assert gone.comm is None and gone.layout.comm is None
    assert close_replaced([kept], box) == 0
