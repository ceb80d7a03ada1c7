"""The probability lab: exact counts next to Monte-Carlo estimates, with plots and exercises.

A thin view over :mod:`ramsas_widgets.probability`. :class:`ProbabilityLab` picks a
variant, a question and a number of deals, and shows the exact answer beside the
estimate with its 95% interval, a convergence plot (error against N on log axes,
with the ``1/sqrt(N)`` line) and, where it helps, a histogram (trumps, jacks or
aces per hand; best meld points per Rami hand). :class:`ProbabilityExercises` sets
"estimate, then compute exactly" questions and checks the answers typed.

>>> lab = ProbabilityLab(run=False)
>>> lab.question().rule
'LT-DEAL-3'
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as widgets
import numpy as np

from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.probability import (
    ANYONE,
    DEALER,
    FOREHAND,
    LAB_VARIANTS,
    Convergence,
    Estimate,
    Question,
    convergence,
    convergence_of,
    estimate,
    make_question,
    make_table,
    players_allowed,
    questions_for,
    sample_statistic,
)
from ramsas_widgets.probability.answers import check_answer, fraction_text, num_text
from ramsas_widgets.probability.questions import QUESTION_CLASSES

from .feedback import FeedbackArea
from .styles import use_styles

N_CHOICES = (100, 300, 1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 1_000_000)
RAMI_N_CHOICES = (100, 300, 1_000, 3_000, 10_000)
CONVERGENCE_BUDGET = 1_000_000
"""Deals spent on the extra runs of the convergence plot (beyond the N asked for)."""
MAX_RUNS = 30
HISTOGRAM_DEALS = 100_000
WHO_LABELS = {FOREHAND: "player left of the dealer", DEALER: "dealer",
              ANYONE: "anyone at the table"}
RAMI = "rami-open"


def _labelled(choices: tuple[int, ...]) -> list[tuple[str, int]]:
    return [(f"{n:,}", n) for n in choices]


def result_html(question: Question, est: Estimate | None) -> str:
    """The exact value beside the estimate, its standard error and 95% interval
    (before any deal, the exact value and what Deal will do)."""
    rows = []
    if question.exact is None:
        rows.append(("Exact", "no closed form: only the estimate below"))
    else:
        p = float(question.exact)
        rows.append(("Exact", f"{fraction_text(question.exact)} = {num_text(p)}"))
    if est is None:
        rows.append(("Estimate", "press Deal to simulate N deals and compare"))
        body = "".join(f"<tr><th style='text-align:left;padding-right:1em'>{escape(k)}</th>"
                       f"<td>{escape(v)}</td></tr>" for k, v in rows)
        return (f"<div class='rw-root'><table class='rw-prob-result'>{body}"
                "</table></div>")
    low, high = est.interval
    rows.append(("Estimate", f"{num_text(est.p)} ({est.hits:,} of {est.n:,} deals)"))
    rows.append(("Standard error", f"{num_text(est.se)} = sqrt(p(1-p)/N)"))
    rows.append(("95% interval", f"{num_text(low)} to {num_text(high)}"))
    if question.exact is not None:
        p = float(question.exact)
        inside = "inside" if est.contains(p) else "outside"
        rows.append(("Difference", f"{est.errors_from(p):.2f} standard errors; the exact value "
                     f"is {inside} the interval"))
    body = "".join(f"<tr><th style='text-align:left;padding-right:1em'>{escape(k)}</th>"
                   f"<td>{escape(v)}</td></tr>" for k, v in rows)
    return f"<div class='rw-root'><table class='rw-prob-result'>{body}</table></div>"


def question_html(question: Question) -> str:
    """Title, rule, the precise definition and the exact formula in words."""
    return (f"<div class='rw-root rw-narration'>"
            f"<b>{escape(question.title)}</b> <span class='rw-rule'>({escape(question.rule)})"
            f"</span><br>{escape(question.definition)}<br><i>How it is counted:</i> "
            f"{escape(question.formula)}</div>")


class ProbabilityLab(widgets.VBox):
    """Pick a variant and a question, slide the number of deals, compare exact and estimate.

    Every control change recomputes (a Rami question waits for the Deal button:
    its hands go through the best-meld search, a few thousand per second).
    """

    def __init__(self, variant_id: str = "lt-ramsas", kind: str | None = None,
                 n_deals: int = 10_000, seed: int = 1, run: bool = True) -> None:
        use_styles()
        self._busy = True
        self.variant = widgets.Dropdown(
            options=[(VARIANTS[v].name, v) for v in LAB_VARIANTS], value=variant_id,
            description="Variant")
        self.players = widgets.Dropdown(description="Players")
        self.kind = widgets.Dropdown(description="Question", layout=widgets.Layout(width="30em"))
        self.who = widgets.Dropdown(description="Whose hand",
                                    style={"description_width": "initial"})
        self.cards = widgets.Dropdown(options=[("13 dealt", 13), ("14: after the first draw", 14)],
                                      value=13, description="Rami hand")
        self._choices = N_CHOICES
        self.n_deals = widgets.SelectionSlider(options=_labelled(N_CHOICES), value=n_deals,
                                               description="Deals N", continuous_update=False)
        self.seed = widgets.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="Seed")
        self.deal_button = widgets.Button(description="Deal", button_style="primary",
                                          tooltip="Deal N hands and count")
        self.definition = widgets.HTML()
        self.result = widgets.HTML()
        self.feedback = FeedbackArea()
        self.plot = widgets.Output()
        self.figure = None
        self.estimate: Estimate | None = None
        self.convergence: Convergence | None = None
        self.histogram: np.ndarray | None = None

        self._fill_players()
        self._fill_kinds(kind)
        self._fill_who()
        self._busy = False

        self.variant.observe(self.feedback.guard(self._on_variant), "value")
        self.players.observe(self.feedback.guard(self._on_players), "value")
        self.kind.observe(self.feedback.guard(self._on_kind), "value")
        for w in (self.who, self.cards, self.n_deals, self.seed):
            w.observe(self._on_setting, "value")
        self.deal_button.on_click(self.feedback.guard(lambda _b: self.run()))

        row1 = widgets.HBox([self.variant, self.players])
        row2 = widgets.HBox([self.kind, self.who, self.cards])
        row3 = widgets.HBox([self.n_deals, self.seed, self.deal_button])
        super().__init__([row1, row2, self.definition, row3, self.result, self.feedback,
                          self.plot])
        self.add_class("rw-probability-lab")
        self._show_question()
        if run:
            self.feedback.run(self.run)

    # -- choices --------------------------------------------------------------
    def _fill_players(self) -> None:
        allowed = players_allowed(self.variant.value)
        default = make_table(self.variant.value).players
        self.players.options = allowed
        self.players.value = default

    def _fill_kinds(self, kind: str | None = None) -> None:
        options = [(title, k) for k, title in questions_for(self.variant.value,
                                                           self.players.value)]
        keep = kind if kind is not None else self.kind.value
        self.kind.options = options
        kinds = [k for _, k in options]
        self.kind.value = keep if keep in kinds else kinds[0]
        rami = self.kind.value == RAMI
        self.cards.layout.display = None if rami else "none"
        choices = RAMI_N_CHOICES if rami else N_CHOICES
        if self._choices != choices:
            old = self.n_deals.value
            self._choices = choices
            self.n_deals.options = _labelled(choices)
            self.n_deals.value = 1_000 if rami else (old if old in choices else 10_000)

    def _fill_who(self) -> None:
        whos = QUESTION_CLASSES[self.kind.value].whos
        keep = self.who.value
        labels = dict(WHO_LABELS)
        if self.players.value == 2:
            labels[FOREHAND] = "dealer's opponent"
        self.who.options = [(labels[w], w) for w in whos]
        self.who.value = keep if keep in whos else whos[0]
        self.who.disabled = len(whos) == 1

    def question(self) -> Question:
        """The question the controls describe."""
        return make_question(self.kind.value, self.variant.value, self.players.value,
                             self.who.value, cards=self.cards.value)

    # -- observers ------------------------------------------------------------
    def _rebuild(self, players: bool, kinds: bool) -> None:
        self._busy = True
        try:
            if players:
                self._fill_players()
            if kinds:
                self._fill_kinds()
            self._fill_who()
        finally:
            self._busy = False
        self._changed()

    def _on_variant(self, _change: dict) -> None:
        self._rebuild(players=True, kinds=True)

    def _on_players(self, _change: dict) -> None:
        if not self._busy:
            self._rebuild(players=False, kinds=True)

    def _on_kind(self, _change: dict) -> None:
        if not self._busy:
            self._rebuild(players=False, kinds=False)

    def _on_setting(self, _change: dict) -> None:
        if not self._busy:
            self._changed()

    def _changed(self) -> None:
        self.feedback.run(self._refresh)

    def _refresh(self) -> None:
        self._show_question()
        if self.kind.value == RAMI:
            self.result.value = ""
            self.feedback.info("Press Deal: every Rami hand goes through the best-meld "
                               "search, so this one waits for you.", rule="HU-TURN-2")
        else:
            self.run()

    def _show_question(self) -> None:
        q = self.question()
        self.definition.value = question_html(q)
        self.result.value = result_html(q, None)
        self.plot.outputs = ()  # the last deal's plots belong to the last question

    # -- the computation ----------------------------------------------------
    def run(self) -> Estimate:
        """Deal N hands from the seed, count, and redraw the result and the plots."""
        q = self.question()
        n, seed = int(self.n_deals.value), int(self.seed.value)
        if q.kind == RAMI:
            points = sample_statistic(q, n, seed)
            conv = convergence_of((points >= q.threshold)[None, :], None)
            hist = points
        else:
            runs = max(1, min(MAX_RUNS, 1 + CONVERGENCE_BUDGET // n))
            conv = convergence(q, n, seed, repeats=runs)
            hist = (sample_statistic(q, min(n, HISTOGRAM_DEALS), seed)
                    if q.histogram_label else None)
        self.convergence, self.histogram = conv, hist
        self.estimate = conv.estimate(0)
        self.result.value = result_html(q, self.estimate)
        self._draw(q)
        return self.estimate

    def _draw(self, q: Question) -> None:
        import matplotlib.pyplot as plt
        from IPython.display import display

        panels = 2 if self.histogram is not None else 1
        fig, axes = plt.subplots(1, panels, figsize=(5.2 * panels, 3.6), squeeze=False)
        fig.subplots_adjust(left=0.14 / panels, right=0.98, bottom=0.15, top=0.9, wspace=0.28)
        convergence_axes(axes[0][0], self.convergence, q)
        if self.histogram is not None:
            histogram_axes(axes[0][1], self.histogram, q)
        self.figure = fig
        self.plot.clear_output(wait=True)
        with self.plot:
            display(fig)
        plt.close(fig)


def convergence_axes(ax, conv: Convergence, q: Question) -> None:
    """Error against N on log axes, every run faint, the RMS bold, the 1/sqrt(N) line dashed."""
    ns = conv.ns
    err = np.where(conv.abs_error > 0, conv.abs_error, np.nan)
    for row in err[1:]:
        ax.plot(ns, row, color="#9aa7bd", alpha=0.35, lw=0.8)
    ax.plot(ns, err[0], color="#2d4f8a", lw=1.6, marker="o", ms=3, label="this run")
    if conv.repeats > 1:
        ax.plot(ns, conv.rms_error, color="black", lw=2,
                label=f"RMS over {conv.repeats} runs")
    ax.plot(ns, conv.standard_error, "--", color="#b3001b", lw=1.5,
            label="sqrt(p(1-p)/N), slope -1/2")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("deals N")
    if conv.exact is None:
        ax.set_ylabel("|estimate - final estimate|")
        ax.set_title("No exact value: distance from the final estimate", fontsize=10)
    else:
        ax.set_ylabel("|estimate - exact|")
        ax.set_title(f"Error shrinks like 1/sqrt(N) ({q.rule})", fontsize=10)
    ax.legend(fontsize=8, loc="lower left")


def histogram_axes(ax, values: np.ndarray, q: Question) -> None:
    """Simulated share of each count (bars) against the exact chances (dots) when known."""
    if q.kind == RAMI:
        top = int(values.max()) if len(values) else 0
        bins = np.arange(0, max(top, q.threshold) + 10, 5)
        ax.hist(values, bins=bins, color="#9aa7bd", edgecolor="white",
                weights=np.full(len(values), 1 / max(len(values), 1)))
        ax.axvline(q.threshold, color="#b3001b", ls="--",
                   label=f"opening: {q.threshold} points")
        ax.set_xlabel(q.histogram_label)
    else:
        counts = np.bincount(values, minlength=len(q.exact_pmf() or []))
        share = counts / max(len(values), 1)
        ks = np.arange(len(share))
        ax.bar(ks, share, color="#9aa7bd", label=f"simulated ({len(values):,} deals)")
        pmf = q.exact_pmf()
        if pmf is not None:
            ax.plot(range(len(pmf)), [float(x) for x in pmf], "o", color="black",
                    label="exact")
        ax.set_xticks(ks)
        ax.set_xlabel(q.histogram_label)
    ax.set_ylabel("share of deals")
    ax.legend(fontsize=8)


# --------------------------------------------------------------------------- exercises

@dataclass(frozen=True)
class Exercise:
    """An "estimate, then compute exactly" exercise on one question."""

    title: str
    kind: str
    variant_id: str
    who: str | None
    players: int | None
    prompt: str
    hint: str

    def question(self) -> Question:
        return make_question(self.kind, self.variant_id, self.players, self.who)


EXERCISES: tuple[Exercise, ...] = (
    Exercise("A nine for the dealer", "nine-turned", "lt-ramsas", None, 4,
             "Four players, 24 cards. Simulate, and read how often the dealer's shown last "
             "card is a nine (he may ask for a redeal). Then give the exact chance.",
             "Which card comes last is like drawing one card at random from the 24."),
    Exercise("Ramsas: all four jacks", "four-jacks", "lt-ramsas", FOREHAND, 4,
             "How often are all four jacks in the five cards of the player left of the "
             "dealer? Simulate 100,000 deals, then count exactly.",
             "A hand with all four jacks is the four jacks plus one of the other 20 cards; "
             "there are C(24,5) hands in all."),
    Exercise("An ace: no passing", "ace-in-hand", "ru-classic", FOREHAND, 3,
             "Three players, 32 cards. A player holding an ace may not pass. How often does "
             "a player's five-card hand hold at least one ace?",
             "Count the hands with no ace, C(28,5), and take their share away from 1."),
    Exercise("The dealer's trump ace", "trump-ace", "lt-ramsas", DEALER, 4,
             "The dealer's shown last card sets trump. How often does he hold the trump ace "
             "(his shown card included)?",
             "Either the shown card is an ace, or it is not and the ace of its suit is one "
             "of his other 4 cards, out of the 23 cards he has not shown."),
    Exercise("Rams on the zone", "five-one-suit", "ru-zone", FOREHAND, 2,
             "Two players, 36 cards. How often are a player's five cards all of one suit?",
             "Choose the suit (4 ways), then 5 of its 9 cards; divide by C(36,5)."),
)


class ExerciseCard(widgets.VBox):
    """One exercise: simulate (a new seed each time), type the exact answer, check it."""

    def __init__(self, exercise: Exercise, seed: int = 1) -> None:
        use_styles()
        self.exercise = exercise
        self.q = exercise.question()
        self.seed = seed
        self.runs = 0
        self.wrong_tries = 0
        self.last_estimate: Estimate | None = None
        self.n_deals = widgets.Dropdown(options=[("1,000 deals", 1_000),
                                                 ("10,000 deals", 10_000),
                                                 ("100,000 deals", 100_000)],
                                        value=10_000, description="Simulate")
        self.simulate_button = widgets.Button(description="Simulate")
        self.simulation = widgets.HTML()
        self.answer = widgets.Text(placeholder="e.g. 1/6, 0.1667, 16.7% or C(20,1)/C(24,5)",
                                   description="Exact answer",
                                   layout=widgets.Layout(width="32em"))
        self.check_button = widgets.Button(description="Check", button_style="primary")
        self.reveal_button = widgets.Button(description="Show the answer")
        self.feedback = FeedbackArea()
        self.simulate_button.on_click(self.feedback.guard(lambda _b: self.simulate()))
        self.check_button.on_click(self.feedback.guard(lambda _b: self.check()))
        self.reveal_button.on_click(self.feedback.guard(lambda _b: self.reveal()))
        prompt = widgets.HTML(
            f"<div class='rw-root rw-narration'><b>{escape(exercise.title)}</b> "
            f"<span class='rw-rule'>({escape(self.q.rule)})</span><br>"
            f"{escape(exercise.prompt)}</div>")
        super().__init__([prompt, widgets.HBox([self.n_deals, self.simulate_button]),
                          self.simulation,
                          widgets.HBox([self.answer, self.check_button, self.reveal_button]),
                          self.feedback])

    def simulate(self) -> Estimate:
        """Deal and count; each press uses the next seed, so the estimates wander."""
        est = estimate(self.q, int(self.n_deals.value), self.seed + self.runs)
        self.runs += 1
        self.last_estimate = est
        low, high = est.interval
        self.simulation.value = (
            f"<div class='rw-root'>Run {self.runs}: {est.hits:,} of {est.n:,} "
            f"deals, estimate {num_text(est.p)}, standard error {num_text(est.se)}, 95% interval "
            f"{num_text(low)} to {num_text(high)}.</div>")
        return est

    def check(self) -> bool:
        """Check the typed answer against the exact value; a hint after a wrong try."""
        right, message = check_answer(self.answer.value, self.q.exact)
        if right:
            extra = ""
            if self.last_estimate is not None:
                inside = self.last_estimate.contains(float(self.q.exact))
                extra = (" Your simulation's 95% interval " +
                         ("contains it." if inside else "missed it: that happens about one "
                          "time in twenty."))
            self.feedback.ok(message + extra, rule=self.q.rule)
            return True
        self.wrong_tries += 1
        hint = f" Hint: {self.exercise.hint}"
        if self.last_estimate is None:
            hint += " Simulating first tells you roughly where the answer lies."
        self.feedback.wrong(message + hint, rule=self.q.rule)
        return False

    def reveal(self) -> None:
        self.feedback.info(f"{self.q.formula}", rule=self.q.rule)


class ProbabilityExercises(widgets.VBox):
    """The class exercises, one card each."""

    def __init__(self, exercises: tuple[Exercise, ...] = EXERCISES, seed: int = 1) -> None:
        self.cards = [ExerciseCard(ex, seed=seed + 1000 * i) for i, ex in enumerate(exercises)]
        super().__init__(self.cards)
        self.add_class("rw-probability-exercises")
