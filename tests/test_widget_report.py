"""The widgets' one hook (``ramsas_widgets.widgets.report``): what a listener is told, and
that no listener, a failing one, or a name that imports nothing leaves the widget working."""

from __future__ import annotations

import logging

import pytest

from ramsas_widgets.widgets import report


class Heard:
    """A listener that keeps what it is told."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def joined(self, widget):
        self.calls.append(("joined", type(widget).__name__))

    def answered(self, entry, correct, retried):
        self.calls.append(("answered", entry, correct, retried))
        return True

    def hinted(self, entry):
        self.calls.append(("hinted", entry))
        return True

    def dealt(self, run):
        self.calls.append(("dealt", run))
        return True

    def place(self):
        return 3


class Broken(Heard):
    def answered(self, entry, correct, retried):
        raise RuntimeError("the record's disk is gone")


@pytest.fixture
def heard(monkeypatch):
    monkeypatch.delenv(report.LISTENER_ENV, raising=False)
    listener = Heard()
    monkeypatch.setattr(report, "_LISTENER", listener)
    return listener


def _answer(quiz) -> None:
    sit = quiz.situation
    if sit.question == "play":
        quiz.hand_picker.pick(list(sit.legal))
    else:
        quiz.trick_picker.buttons[sit.winner].value = True
    quiz._check()


def test_a_listener_hears_a_quiz_by_its_key_and_label(heard):
    from ramsas_widgets.widgets import TrickQuiz

    quiz = TrickQuiz("lt-ramsas", seed=0)
    _answer(quiz)
    assert heard.calls[0] == ("joined", "TrickQuiz")
    kind, entry, correct, retried = heard.calls[-1]
    assert kind == "answered" and correct and not retried
    assert entry.key == (f"trick:lt-ramsas:0:0:{quiz.difficulty.value}:"
                         f"{quiz.question_kind.value}")
    assert entry.label.startswith("Trick quiz, ") and quiz.situation.prompt in entry.label


def test_a_lab_run_is_heard_with_its_stream_and_the_listeners_place(heard):
    from ramsas_widgets.widgets.probability_lab import ProbabilityLab

    lab = ProbabilityLab(n_deals=1_000, seed=5, run=False)
    est = lab.run()
    run = next(c[1] for c in heard.calls if c[0] == "dealt")
    assert (run.seed, run.n, run.hits) == ("seed 5, place 3", 1_000, est.hits)
    question = lab.question()
    assert run.key == report.question_key(question)
    assert run.label.endswith(f"players, {question.whom}")


def test_without_a_listener_nothing_is_reported(monkeypatch):
    from ramsas_widgets.widgets import TrickQuiz

    monkeypatch.delenv(report.LISTENER_ENV, raising=False)
    monkeypatch.setattr(report, "_LISTENER", None)
    quiz = TrickQuiz("lt-ramsas", seed=0)
    assert not report.answered(quiz, True) and not report.hinted(quiz)
    assert report.place() is None


def test_a_failing_listener_is_logged_and_the_widget_goes_on(monkeypatch, caplog):
    from ramsas_widgets.widgets import TrickQuiz

    monkeypatch.setattr(report, "_LISTENER", Broken())
    quiz = TrickQuiz("lt-ramsas", seed=0)
    with caplog.at_level(logging.ERROR, logger="ramsas_widgets"):
        _answer(quiz)
    assert "The widgets' listener failed on answered" in caplog.text
    assert quiz.feedback.kind == "ok"  # the learner still got his answer's feedback


def test_a_listener_named_in_the_environment_is_imported_once_named(monkeypatch, caplog):
    monkeypatch.setattr(report, "_LISTENER", None)
    monkeypatch.setenv(report.LISTENER_ENV, "tests.test_widget_report")
    import tests.test_widget_report as here

    assert report.listener() is here
    monkeypatch.setenv(report.LISTENER_ENV, "tests.no_such_listener")
    with caplog.at_level(logging.ERROR, logger="ramsas_widgets"):
        assert report.listener() is None
    assert "'tests.no_such_listener' could not be imported" in caplog.text
