"""The probability lab: exact counts next to Monte-Carlo estimates, with plots and exercises.

A thin view over :mod:`ramsas_widgets.probability`. :class:`ProbabilityLab` picks a
variant, a question and a number of deals, and shows the exact answer beside the
estimate with its 95% interval, and one figure (an SVG image, large enough to project,
inverted by the stylesheet on the dark page): the estimate against N with its 95% band
and the exact value as a line; the error against N on log axes, with the
``1/sqrt(N)`` line; and, where it helps, a histogram (trumps, jacks or aces per hand;
best meld points per Rami hand). :class:`ProbabilityExercises` sets "estimate, then
compute exactly" questions under a class seed and checks the answers typed.

Where numpy cannot be loaded (an offline copy of the static site: see
:mod:`ramsas_widgets.probability.numeric`) the lab and the exercises deal in plain Python
(:mod:`ramsas_widgets.probability.plain`): more slowly, as many of the N deals as fit in a few
seconds, on the same questions with the same exact answers. They say so in words
(:data:`NO_NUMPY`), the lab waits for its Deal button, and each run says how many hands it
dealt and how fast; the figures, which need numpy, give way to those words. Where numpy is
there but matplotlib is not, the figure gives way to its words.

>>> lab = ProbabilityLab(run=False)
>>> lab.question().rule
'LT-DEAL-3'
"""

from __future__ import annotations

import base64
import io
import math
from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

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
from ramsas_widgets.probability.numeric import HAVE_NUMPY, np
from ramsas_widgets.probability.plain import BUDGET_SECONDS, PlainRun, estimate_plain
from ramsas_widgets.probability.questions import QUESTION_CLASSES, RamiHand
from ramsas_widgets.probability.streams import Stream

from . import report
from .feedback import FeedbackArea, answer_key, answer_key_widget, linked
from .styles import use_styles

N_CHOICES = (100, 300, 1_000, 3_000, 10_000, 30_000, 100_000, 300_000, 1_000_000)
RAMI_N_CHOICES = (100, 300, 1_000, 3_000, 10_000)
CONVERGENCE_BUDGET = 1_000_000
"""Deals spent on the extra runs of the convergence plot (beyond the N asked for)."""
MAX_RUNS = 30
HISTOGRAM_DEALS = 100_000
#: Seconds the lab waits after a change of its controls for the next one before dealing.
SETTLE = 0.4
WHO_LABELS = {FOREHAND: "player left of the dealer", DEALER: "dealer",
              ANYONE: "anyone at the table"}
RAMI = "rami-open"
NO_NUMPY = ("This copy of the guide has no numpy (an offline copy carries none), so it deals "
            f"in plain Python: more slowly, as many of the N hands as it can in about "
            f"{BUDGET_SECONDS:.0f} seconds. The questions and their exact answers are the same.")
"""What the lab and the exercises say where numpy cannot be loaded."""
PRESS_DEAL = ("Press Deal: without numpy the hands are dealt in plain Python, so the lab waits "
              "for you.")
NO_FIGURES = "The figures of the lab need numpy: the table above gives the run's numbers."
NO_MATPLOTLIB = ("The figure needs matplotlib, which could not be loaded in this browser; the "
                 "table above gives the estimate and its interval.")


def plain_words(run: PlainRun) -> str:
    """What a run in plain Python did: how many of the deals asked for, how fast.

    >>> from ramsas_widgets.probability.montecarlo import Estimate
    >>> print(plain_words(PlainRun(Estimate(40, 2_000), 10_000, 5.0)))
    ... # doctest: +NORMALIZE_WHITESPACE
    Dealt 2,000 of the 10,000 hands asked for in 5.0 s, in plain Python (400 a second): the
    time ran out first, so the estimate is for those 2,000.
    """
    got, asked = run.estimate.n, run.asked
    done = ("all of them" if run.complete else
            f"the time ran out first, so the estimate is for those {got:,}")
    return (f"Dealt {got:,} of the {asked:,} hands asked for in {run.seconds:.1f} s, in plain "
            f"Python ({run.per_second:,.0f} a second): {done}.")


def can_plot() -> bool:
    """Whether matplotlib can be imported here."""
    import importlib.util

    return importlib.util.find_spec("matplotlib") is not None


def _running_loop():
    """The event loop of the kernel serving the page, while it handles a widget's message
    (None outside one)."""
    import asyncio

    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _labelled(choices: tuple[int, ...]) -> list[tuple[str, int]]:
    return [(f"{n:,}", n) for n in choices]


def result_html(question: Question, est: Estimate | None, simulate: bool = True) -> str:
    """The exact value beside the estimate, its standard error and 95% interval
    (before any deal, the exact value and what Deal will do; ``simulate=False``: where
    nothing can be dealt, the exact value alone)."""
    rows = []
    if question.exact is None:
        rows.append(("Exact", "no closed form: only the estimate below" if simulate
                     else "no closed form: only a simulation could estimate it"))
    else:
        p = float(question.exact)
        rows.append(("Exact", f"{fraction_text(question.exact)} = {num_text(p)}"))
    if est is None:
        rows.append(("Estimate", "press Deal to simulate N deals and compare" if simulate
                     else "none: this copy of the guide cannot simulate (see above)"))
        body = "".join(f"<tr><th style='text-align:left;padding-right:1em'>{escape(k)}</th>"
                       f"<td>{escape(v)}</td></tr>" for k, v in rows)
        return (f"<div class='rw-root'><table class='rw-prob-result'>{body}"
                "</table></div>")
    low, high = est.interval
    rows.append(("Estimate", f"{num_text(est.p)} ({est.hits:,} of {est.n:,} deals)"))
    if 0 < est.hits < est.n:
        rows.append(("Standard error", f"{num_text(est.se)} = sqrt(p(1-p)/N), with the "
                     "estimate for p"))
    elif est.hits == 0:
        rows.append(("Standard error", f"0 by sqrt(p(1-p)/N) with the estimate for p: no deal "
                     f"of {est.n:,} had it, so this formula cannot say how far off the estimate "
                     "is; the interval below can"))
    else:
        rows.append(("Standard error", f"0 by sqrt(p(1-p)/N) with the estimate for p: every "
                     f"deal of {est.n:,} had it, so this formula cannot say how far off the "
                     "estimate is; the interval below can"))
    rows.append(("95% interval", f"{num_text(low)} to {num_text(high)}"))
    if question.exact is not None:
        p = float(question.exact)
        inside = "inside" if est.contains(p) else "outside"
        exact_se = math.sqrt(p * (1 - p) / est.n)
        if exact_se > 0:
            rows.append(("Difference", f"{est.errors_from(p):.2f} standard errors of the "
                         f"exact value (sqrt(p(1-p)/N) with the exact p: {num_text(exact_se)}); "
                         f"the exact value is {inside} the interval"))
        else:
            rows.append(("Difference", f"{num_text(abs(est.p - p))}; the exact value is "
                         f"{inside} the interval"))
    body = "".join(f"<tr><th style='text-align:left;padding-right:1em'>{escape(k)}</th>"
                   f"<td>{escape(v)}</td></tr>" for k, v in rows)
    return f"<div class='rw-root'><table class='rw-prob-result'>{body}</table></div>"


def question_html(question: Question) -> str:
    """Title, rule, the precise definition and the exact formula in words."""
    return (f"<div class='rw-root rw-narration'>"
            f"<b>{escape(question.title)}</b> <span class='rw-rule'>({linked(question.rule)})"
            f"</span><br>{linked(question.definition)}<br><i>How it is counted:</i> "
            f"{linked(question.formula)}</div>")



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
            description="Variant", layout=_fits())
        self.players = widgets.Dropdown(description="Players", layout=_fits())
        self.kind = widgets.Dropdown(description="Question", layout=_fits("30em"))
        self.who = widgets.Dropdown(description="Whose hand",
                                    style={"description_width": "initial"}, layout=_fits())
        self.cards = widgets.Dropdown(options=[("13 dealt", 13), ("14: after the first draw", 14)],
                                      value=13, description="Rami hand", layout=_fits())
        self.pack = widgets.Dropdown(options=[("4 jokers", False),
                                              ("house rule: a joker a pack", True)],
                                     value=False, description="Pack", layout=_fits())
        self._choices = N_CHOICES
        self.n_deals = widgets.SelectionSlider(options=_labelled(N_CHOICES), value=n_deals,
                                               description="Deals N", continuous_update=False,
                                               layout=_fits("24em", min_width="15em"))
        self.seed = widgets.BoundedIntText(value=seed, min=0, max=2**31 - 1, description="Seed",
                                           layout=_fits("14em"))
        self.deal_button = widgets.Button(description="Deal", button_style="primary",
                                          tooltip="Deal N hands and count", layout=_button())
        #: whether hands can be dealt here: always, with numpy or (slower) in plain Python
        self.can_simulate = True
        self.notice = widgets.HTML(
            "" if HAVE_NUMPY else
            f"<div class='rw-root rw-narration rw-no-numpy'>{escape(NO_NUMPY)}</div>")
        self.definition = widgets.HTML()
        self.result = widgets.HTML()
        self.feedback = FeedbackArea()
        #: the plots, as an image with a text alternative saying what they show
        self.plot = widgets.HTML()
        #: the last figure drawn (kept after rendering, for tests) and its panels by name
        self.figure = None
        self.panels: dict = {}
        self.estimate: Estimate | None = None
        self._settling = None  # the dealing waiting for the controls to settle
        self.convergence: Convergence | None = None
        self.histogram: np.ndarray | None = None

        self._fill_players()
        self._fill_kinds(kind)
        self._fill_who()
        self._busy = False

        self.variant.observe(self.feedback.guard(self._on_variant), "value")
        self.players.observe(self.feedback.guard(self._on_players), "value")
        self.kind.observe(self.feedback.guard(self._on_kind), "value")
        for w in (self.who, self.cards, self.pack, self.n_deals, self.seed):
            w.observe(self._on_setting, "value")
        self.deal_button.on_click(self.feedback.guard(lambda _b: self.run()))

        row1 = widgets.HBox([self.variant, self.players], layout=_wrap())
        row2 = widgets.HBox([self.kind, self.who, self.cards, self.pack], layout=_wrap())
        row3 = widgets.HBox([self.n_deals, self.seed, self.deal_button], layout=_wrap())
        super().__init__([row1, row2, self.definition, self.notice, row3, self.result,
                          self.feedback, self.plot])
        self.add_class("rw-probability-lab")
        self.seed.add_class("rw-class-seed")  # a class link's #seed= (class-link.js)
        report.joined(self)
        self._show_question()
        if run and HAVE_NUMPY:
            self.feedback.run(self.run)
        elif not HAVE_NUMPY:
            self.feedback.info(PRESS_DEAL)

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
        hand = issubclass(QUESTION_CLASSES[self.kind.value], RamiHand)
        self.cards.layout.display = self.pack.layout.display = None if hand else "none"
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
                             self.who.value, cards=self.cards.value, house_pack=self.pack.value)

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
        """A control changed: deal again. In a page the lab first waits :data:`SETTLE`
        seconds for the next change (a slider dragged or stepped sends one per notch, each
        queued behind the dealing of the one before): only the last setting is dealt, so
        the numbers shown are soon those of the controls, not of a notch passed by."""
        loop = _running_loop()
        if loop is None:  # no page's kernel (a script, the tests): deal at once
            self.feedback.run(self._refresh)
            return
        if self._settling is not None:
            self._settling.cancel()
        self.feedback.working(f"Dealing {int(self.n_deals.value):,} hands…")
        self._settling = loop.call_later(SETTLE, self._settled)

    def _settled(self) -> None:
        self._settling = None
        self.feedback.run(self._deal_now)

    def _deal_now(self) -> None:
        self.feedback.working(f"Dealing {int(self.n_deals.value):,} hands…")
        self._refresh()
        if self.feedback.kind == "working":
            self.feedback.clear()

    def _refresh(self) -> None:
        self._show_question()
        if not self.can_simulate:
            return
        if self.kind.value == RAMI:
            self.result.value = ""
            self.feedback.info("Press Deal: every Rami hand goes through the best-meld "
                               "search, so this one waits for you.", rule="HU-TURN-2")
        elif not HAVE_NUMPY:
            self.feedback.info(PRESS_DEAL)
        else:
            self.run()

    def _show_question(self) -> None:
        q = self.question()
        self.definition.value = question_html(q)
        self.result.value = result_html(q, None, self.can_simulate)
        self.plot.value = ""  # the last deal's plots belong to the last question

    # -- the computation ----------------------------------------------------
    def run(self) -> Estimate:
        """Deal N hands from the seed, count, and redraw the result and the plots."""
        q = self.question()
        n = int(self.n_deals.value)
        stream = Stream(int(self.seed.value), place=report.place())
        if not HAVE_NUMPY:
            run = estimate_plain(q, n, stream.plain_parts())
            self.convergence, self.histogram, self.figure, self.panels = None, None, None, {}
            self.estimate = run.estimate
            report.dealt(q, stream.name, self.estimate)
            self.result.value = result_html(q, self.estimate)
            self.plot.value = (f"<div class='rw-root rw-narration'>{escape(plain_words(run))} "
                               f"{escape(NO_FIGURES)}</div>")
            return self.estimate
        if q.kind == RAMI:
            points = sample_statistic(q, n, stream.seed_sequence())
            conv = convergence_of((points >= q.threshold)[None, :], None)
            hist = points
        else:
            runs = max(1, min(MAX_RUNS, 1 + CONVERGENCE_BUDGET // n))
            conv = convergence(q, n, stream.seed_sequence(), repeats=runs)
            hist = (sample_statistic(q, min(n, HISTOGRAM_DEALS), stream.seed_sequence())
                    if q.histogram_label else None)
        self.convergence, self.histogram = conv, hist
        self.estimate = conv.estimate(0)
        report.dealt(q, stream.name, self.estimate)
        self.result.value = result_html(q, self.estimate)
        self._draw(q)
        return self.estimate

    def _draw(self, q: Question) -> None:
        if not can_plot():
            self.figure, self.panels = None, {}
            self.plot.value = (f"<div class='rw-root rw-narration'>{escape(NO_MATPLOTLIB)} "
                               f"{escape(plots_text(q, self.convergence, self.histogram))}"
                               "</div>")
            return
        fig, self.panels = lab_figure(q, self.convergence, self.histogram)
        self.figure = fig
        #: the same panels one above the other, for a phone's screen
        self.narrow_figure, _ = lab_figure(q, self.convergence, self.histogram, narrow=True)
        self.plot.value = figure_html(fig, plots_text(q, self.convergence, self.histogram),
                                      narrow=self.narrow_figure)


INK = "#1a1a1a"
"""Text, axes and the black lines. In the dark page the whole image is inverted (and its
hues turned back) by the stylesheet, so every colour here is picked to read on white and,
inverted, on the dark page: mid-tone series, ink that becomes near-white."""
BLUE, ORANGE, RED = "#1f5fb4", "#c2410c", "#b3001b"
FAINT, BARS, GRID = "#8a94a6", "#6b7fa8", "#d9d9d9"
PLOT_STYLE = {
    "font.size": 14, "axes.titlesize": 15, "axes.labelsize": 14, "xtick.labelsize": 13,
    "ytick.labelsize": 13, "legend.fontsize": 12.5, "text.color": INK,
    "axes.labelcolor": INK, "axes.edgecolor": INK, "xtick.color": INK, "ytick.color": INK,
    "axes.linewidth": 1.5, "xtick.major.width": 1.5, "ytick.major.width": 1.5,
    "xtick.minor.width": 1.5, "ytick.minor.width": 1.5, "lines.linewidth": 2.5,
    "grid.color": GRID, "grid.linewidth": 1.5, "axes.axisbelow": True,
    "legend.framealpha": 0.85,
    "svg.fonttype": "path",
}
"""Sizes for a projector: the figure is shown at its own size (FIGURE_WIDTH inches at 96
pixels an inch fits the lab's column on a 1280-pixel screen), so 13-15 point text stays
13-15 points, and every line is at least 1.5 points (2 pixels) wide."""
FIGURE_WIDTH = 10.0
PANEL_HEIGHT = 4.6
#: The figure for a phone: the panels one above the other, 4.4 inches wide (422 pixels),
#: so that shown across a 390-pixel screen its 12-15 point text stays 13-18 pixels high.
NARROW_WIDTH = 4.4
NARROW_PANEL = 3.6
#: Screens up to this many CSS pixels wide get the narrow figure.
NARROW_SCREEN = 700
#: Characters in a line of a panel's title on the narrow figure.
NARROW_TITLE = 30


def lab_figure(q: Question, conv: Convergence, hist: np.ndarray | None,
               narrow: bool = False):
    """The lab's figure and its panels by name: on top, the estimate against N with its
    95% band and the exact value; below, the error against N on log axes and, where
    there is one, the histogram beside it (``narrow``: under it, titles wrapped)."""
    from matplotlib import rc_context
    from matplotlib.figure import Figure

    with rc_context(PLOT_STYLE):
        if narrow:
            rows = 3 if hist is not None else 2
            fig = Figure(figsize=(NARROW_WIDTH, rows * NARROW_PANEL), layout="constrained")
            layout = [["estimate"], ["error"]] + ([["histogram"]] if hist is not None else [])
        else:
            fig = Figure(figsize=(FIGURE_WIDTH, 2 * PANEL_HEIGHT), layout="constrained")
            layout = ([["estimate", "estimate"], ["error", "histogram"]] if hist is not None
                      else [["estimate"], ["error"]])
        fig.get_layout_engine().set(h_pad=0.12, w_pad=0.1, hspace=0.06, wspace=0.06)
        panels = fig.subplot_mosaic(layout)
        band_axes(panels["estimate"], conv, q)
        error_axes(panels["error"], conv, q)
        if hist is not None:
            histogram_axes(panels["histogram"], hist, q)
        if narrow:
            import textwrap

            for ax in panels.values():
                ax.set_title(textwrap.fill(ax.get_title(), NARROW_TITLE))
    return fig, panels


def _svg(fig) -> tuple[str, int, int]:
    """A figure as SVG data for an address, and its size in pixels."""
    from matplotlib import rc_context

    buffer = io.BytesIO()
    with rc_context(PLOT_STYLE):
        fig.savefig(buffer, format="svg", transparent=True, metadata={"Date": None})
    data = base64.b64encode(buffer.getvalue()).decode("ascii")
    width, height = (round(x * 96) for x in fig.get_size_inches())
    return f"data:image/svg+xml;base64,{data}", width, height


def figure_html(fig, text: str, narrow=None) -> str:
    """The figure as an SVG image (sharp at any size) whose text alternative is ``text``,
    with the same words under it for everybody (a plot is not read by a screen reader, nor
    always seen). It is shown at its own size, never wider than the screen; on a phone
    (a screen up to :data:`NARROW_SCREEN` pixels wide) the ``narrow`` figure instead, if
    given, whose text stays readable there."""
    src, width, height = _svg(fig)
    source = ""
    if narrow is not None:
        small, small_width, small_height = _svg(narrow)
        source = (f"<source media='(max-width: {NARROW_SCREEN}px)' srcset='{small}' "
                  f"width='{small_width}' height='{small_height}'>")
    return (f"<figure class='rw-root rw-plot'><picture>{source}<img src='{src}' "
            f"alt='{escape(text)}' width='{width}' height='{height}' "
            f"style='max-width:100%;height:auto'></picture>"
            f"<figcaption class='rw-plot-text'>{escape(text)}</figcaption></figure>")


def plots_text(q: Question, conv: Convergence, hist: np.ndarray | None) -> str:
    """What the plots show, in words: the estimate closing in with its band (and the exact
    value), the error at the smallest and the largest N against the 1/sqrt(N) line, and the
    histogram's shares (with the exact ones when known)."""
    ns, err = conv.ns, conv.abs_error[0]
    low, high = conv.band(0)
    est = conv.estimates[0]
    n0, n1 = int(ns[0]), int(ns[-1])
    if conv.exact is None:
        exact = ("There is no exact value to draw (no formula counts these hands): the band "
                 "alone says where the chance lies.")
        holds = ""
    else:
        exact = (f"The horizontal line is the exact value, {fraction_text(q.exact)} = "
                 f"{num_text(conv.exact)}.")
        holds = (" It holds the exact value." if low[-1] <= conv.exact <= high[-1]
                 else " It misses the exact value, as about one run in twenty does.")
        if conv.repeats > 1:
            covered = round(conv.coverage() * conv.repeats)
            holds += (f" Of the {conv.repeats} runs, {covered} end with an interval that "
                      "holds it.")
    narrower = high[-1] - low[-1] < high[0] - low[0]
    parts = [f"Top: this run's estimate against the number of deals N (log scale), with its "
             f"95% interval as a shaded band round it. {exact} After {n0:,} deals the "
             f"estimate is {num_text(float(est[0]))} and the band runs from "
             f"{num_text(float(low[0]))} to {num_text(float(high[0]))}; "
             f"{'it narrows as N grows, and ' if narrower else ''}after {n1:,} deals the "
             f"estimate ends at {num_text(float(est[-1]))} with the interval "
             f"{num_text(float(low[-1]))} to {num_text(float(high[-1]))}.{holds}"]
    what = "the exact value" if conv.exact is not None else "the final estimate"
    which = "Bottom left" if hist is not None else "Bottom"
    runs = f"this run and {conv.repeats - 1} more" if conv.repeats > 1 else "this run"
    parts.append(f"{which}: the distance of the estimate from {what} against N (log scales), "
                 f"{runs}, with the sqrt(p(1-p)/N) line. After "
                 f"{n0:,} deals the error is {num_text(float(err[0]))} (the line: "
                 f"{num_text(float(conv.standard_error[0]))}); after {n1:,} deals it is "
                 f"{num_text(float(err[-1]))} (the line: "
                 f"{num_text(float(conv.standard_error[-1]))}).")
    if conv.repeats > 1:
        first, last = float(conv.rms_error[0]), float(conv.rms_error[-1])
        says = f"1/sqrt(N) says it should fall {math.sqrt(n1 / n0):.0f} times over these N"
        if last < first:
            parts[-1] += (f" Over the {conv.repeats} runs (root mean square) it falls from "
                          f"{num_text(first)} to {num_text(last)}, {first / last:.0f} times "
                          f"where {says}.") if last > 0 else (
                          f" Over the {conv.repeats} runs (root mean square) it falls from "
                          f"{num_text(first)} to 0: every run ends on the exact value.")
        else:
            parts[-1] += (f" Over the {conv.repeats} runs (root mean square) it goes from "
                          f"{num_text(first)} to {num_text(last)}, no smaller, though {says}: "
                          "so few runs wander, and more runs or more deals show the fall.")
    if hist is not None and len(hist):
        if q.kind == RAMI:
            share = float(np.mean(hist >= q.threshold))
            parts.append(f"Bottom right: the best meld points of {len(hist):,} simulated "
                         f"hands, from {int(hist.min())} to {int(hist.max())} (median "
                         f"{int(np.median(hist))}); {share:.1%} reach the opening of "
                         f"{q.threshold}.")
        else:
            counts = np.bincount(hist)
            pmf = q.exact_pmf()
            bits = []
            for k, c in enumerate(counts):
                exact = f" (exact {float(pmf[k]):.1%})" if pmf is not None and k < len(pmf) \
                    else ""
                bits.append(f"{k}: {c / len(hist):.1%}{exact}")
            parts.append(f"Bottom right: the share of {len(hist):,} simulated deals by "
                         f"{q.histogram_label}: " + ", ".join(bits) + ".")
    return " ".join(parts)


def _fits(width: str | None = None, **kw: str) -> widgets.Layout:
    """A control's layout that never gets wider than the screen (a phone's, say)."""
    return widgets.Layout(width=width, max_width="100%", **kw)


def _button() -> widgets.Layout:
    """A button's layout: as wide as its words, never squeezed to "D…"."""
    return widgets.Layout(width="auto", min_width="6em", flex="0 0 auto")


def _wrap() -> widgets.Layout:
    return widgets.Layout(flex_flow="row wrap", align_items="center", grid_gap="0.3em 0.8em")


def _band_limits(conv: Convergence, low: np.ndarray, high: np.ndarray) -> tuple[float, float]:
    """The chances the estimate panel shows: the band from the first N where about five
    deals are expected to hit (or miss) on, so that a rare event's narrow band is not lost
    under the wide start (which runs off the top then), and nought when it is near."""
    p = conv.reference
    enough = np.nonzero(conv.ns * min(p, 1 - p) >= 5)[0]
    first = int(enough[0]) if len(enough) else len(conv.ns) - 1
    est = conv.estimates[0]
    values = [low[first:], high[first:], est[first:]]
    if conv.exact is not None:
        values.append(np.array([conv.exact]))
    bottom = min(float(v.min()) for v in values)
    top = max(float(v.max()) for v in values)
    if bottom <= top - bottom:  # near enough to nought to show it: no chance hides below
        bottom = 0.0
    pad = max(0.06 * (top - bottom), 1e-4)
    return max(0.0, bottom - pad * (bottom > 0)), min(1.0, top + pad)


def band_axes(ax, conv: Convergence, q: Question) -> None:
    """The estimate after each N deals with its 95% (Wilson) band, and the exact value as a
    horizontal line: the band narrows round the estimate and, 19 runs in 20, holds it."""
    ns = conv.ns
    low, high = conv.band(0)
    ax.grid(True, which="major")
    ax.fill_between(ns, low, high, color=BLUE, alpha=0.22, lw=0,
                    label="95% interval (Wilson)")
    ax.plot(ns, conv.estimates[0], color=BLUE, lw=2.5, marker="o", ms=5,
            label="this run's estimate")
    if conv.exact is None:
        ax.set_title("No exact value: the estimate and its 95% band")
    else:
        ax.axhline(conv.exact, color=ORANGE, lw=2.5,
                   label=f"exact: {fraction_text(q.exact)} = {num_text(conv.exact)}")
        ax.set_title("The estimate closes in on the exact value")
    ax.set_xscale("log")
    ax.set_xlim(ns[0] / 1.15, ns[-1] * 1.15)
    ax.set_ylim(*_band_limits(conv, low, high))
    ax.set_xlabel("deals N")
    ax.set_ylabel("chance")
    ax.legend(loc="upper right")


def error_axes(ax, conv: Convergence, q: Question) -> None:
    """Error against N on log axes, every run faint, the RMS bold, the 1/sqrt(N) line dashed."""
    ns = conv.ns
    err = np.where(conv.abs_error > 0, conv.abs_error, np.nan)
    for row in err[1:]:
        ax.plot(ns, row, color=FAINT, alpha=0.4, lw=1.5)
    ax.plot(ns, err[0], color=BLUE, lw=2.5, marker="o", ms=4, label="this run")
    if conv.repeats > 1:
        ax.plot(ns, conv.rms_error, color=INK, lw=3,
                label=f"RMS over {conv.repeats} runs")
    ax.plot(ns, conv.standard_error, "--", color=RED, lw=2.5, label="sqrt(p(1-p)/N)")
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("deals N")
    if conv.exact is None:
        ax.set_ylabel("|estimate - final|")
        ax.set_title("Distance from the final estimate")
    else:
        ax.set_ylabel("|estimate - exact|")
        ax.set_title("Error shrinks like 1/sqrt(N)")
    ax.legend(loc="best")


def histogram_axes(ax, values: np.ndarray, q: Question) -> None:
    """Simulated share of each count (bars) against the exact chances (dots) when known."""
    if q.kind == RAMI:
        top = int(values.max()) if len(values) else 0
        bins = np.arange(0, max(top, q.threshold) + 10, 5)
        ax.hist(values, bins=bins, color=BARS, edgecolor="white", lw=1,
                weights=np.full(len(values), 1 / max(len(values), 1)))
        ax.axvline(q.threshold, color=RED, ls="--", lw=2.5,
                   label=f"opening: {q.threshold} points")
        ax.set_xlabel(q.histogram_label)
    else:
        counts = np.bincount(values, minlength=len(q.exact_pmf() or []))
        share = counts / max(len(values), 1)
        ks = np.arange(len(share))
        ax.bar(ks, share, color=BARS, label=f"simulated ({len(values):,} deals)")
        pmf = q.exact_pmf()
        if pmf is not None:
            ax.plot(range(len(pmf)), [float(x) for x in pmf], "o", color=INK, ms=8,
                    label="exact")
        ax.set_xticks(ks)
        ax.set_xlabel(q.histogram_label)
    ax.set_ylabel("share of deals")
    ax.set_title("How the hands fall")
    ax.legend()


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


EXERCISE_HELP = ("Exact, as a fraction or with counts (3/8, C(6,2)/C(16,2)), or correctly "
                 "rounded to two figures or more: for 3/8, 0.38, 38% and 37.5% are all right; "
                 "0.4 is too rough.")


class ExerciseCard(widgets.VBox):
    """One exercise: simulate (the next run of the class seed each time), type the exact
    answer, check it.

    Run ``r`` of exercise ``index`` deals from the class seed, the exercise and the run
    together, so everybody with the same class seed sees the same deals, run by run.
    """

    def __init__(self, exercise: Exercise, seed: int = 1, index: int = 0) -> None:
        use_styles()
        self.exercise = exercise
        self.q = exercise.question()
        #: the class seed
        self.seed = seed
        self.index = index
        self.runs = 0
        self.wrong_tries = 0
        self.last_estimate: Estimate | None = None
        self.n_deals = widgets.Dropdown(options=[("1,000 deals", 1_000),
                                                 ("10,000 deals", 10_000),
                                                 ("100,000 deals", 100_000)],
                                        value=10_000, description="Simulate", layout=_fits())
        self.simulate_button = widgets.Button(description="Simulate", layout=_button(),
                                              tooltip="Deal and count: the next run of the "
                                                      "class seed")
        self.simulation = widgets.HTML(self._no_numpy())
        # Enter in the box presses Check (the template's a11y.js)
        self.answer = widgets.Text(placeholder="e.g. 3/8, 0.375, 37.5% or C(6,2)/C(16,2)",
                                   description="Exact answer", continuous_update=False,
                                   style={"description_width": "initial"},
                                   layout=_fits("32em"))
        self.check_button = widgets.Button(description="Check", button_style="primary",
                                           layout=_button(), tooltip="Check your answer")
        self.reveal_button = widgets.Button(description="Show the answer", layout=_button(),
                                            tooltip="Show how it is counted")
        self.help = widgets.HTML(f"<div class='rw-root rw-answer-help'>{escape(EXERCISE_HELP)}"
                                 "</div>")
        self.feedback = FeedbackArea()
        self.simulate_button.on_click(self.feedback.guard(lambda _b: self.simulate()))
        self.check_button.on_click(self.feedback.guard(lambda _b: self.check()))
        self.reveal_button.on_click(self.feedback.guard(lambda _b: self.reveal()))
        self.answer.add_class("rw-enter-submits")
        self.check_button.add_class("rw-submit")
        prompt = widgets.HTML(
            f"<div class='rw-root rw-narration'><b>{escape(exercise.title)}</b> "
            f"<span class='rw-rule'>({linked(self.q.rule)})</span><br>"
            f"{escape(exercise.prompt)}</div>")
        #: the exact answer and how it is counted, printed with the lesson (never on screen)
        self.answer_key = answer_key_widget()
        exact = self.q.exact
        self.answer_key.value = answer_key(
            f"{fraction_text(exact)} = {num_text(float(exact))}. {linked(self.q.formula)}")
        super().__init__([prompt, widgets.HBox([self.n_deals, self.simulate_button],
                                               layout=_wrap()),
                          self.simulation,
                          widgets.HBox([self.answer, self.check_button, self.reveal_button],
                                       layout=_wrap()),
                          self.help, self.feedback, self.answer_key])

    @staticmethod
    def _no_numpy() -> str:
        return ("" if HAVE_NUMPY else
                f"<div class='rw-root rw-answer-help rw-no-numpy'>{escape(NO_NUMPY)}</div>")

    def stream(self, run: int) -> Stream:
        """The hands of run ``run`` (from 0): the class seed, the exercise, the run and, in a
        class, the student's place (:mod:`ramsas_widgets.probability.streams`)."""
        return Stream(self.seed, exercise=self.index, run=run, place=report.place())

    def run_seed(self, run: int) -> np.random.SeedSequence:
        """numpy's seed of run ``run`` (from 0): see :meth:`stream`."""
        return self.stream(run).seed_sequence()

    def simulate(self) -> Estimate:
        """Deal and count; each press deals the next run, so the estimates wander."""
        plain = None
        stream = self.stream(self.runs)
        if HAVE_NUMPY:
            est = estimate(self.q, int(self.n_deals.value), stream.seed_sequence())
        else:
            plain = estimate_plain(self.q, int(self.n_deals.value), stream.plain_parts())
            est = plain.estimate
        self.runs += 1
        self.last_estimate = est
        report.dealt(self.q, stream.name, est)
        low, high = est.interval
        self.simulation.value = (
            f"<div class='rw-root'>Run {self.runs} of class seed {self.seed}: {est.hits:,} of "
            f"{est.n:,} deals, estimate {num_text(est.p)}, standard error {num_text(est.se)}, "
            f"95% interval {num_text(low)} to {num_text(high)}."
            + (f" {escape(plain_words(plain))}" if plain is not None else "") + "</div>")
        return est

    def reseed(self, seed: int) -> None:
        """Take a new class seed: back to run 1, dealt again if the card had dealt."""
        dealt = self.runs > 0
        self.seed, self.runs, self.last_estimate = int(seed), 0, None
        self.simulation.value = self._no_numpy()
        self.feedback.clear()
        if dealt:
            self.simulate()

    def check(self) -> bool:
        """Check the typed answer against the exact value; a hint after a wrong try."""
        right, message = check_answer(self.answer.value, self.q.exact)
        report.answered(self, right)
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
        report.hinted(self)
        self.feedback.info(f"{self.q.formula}", rule=self.q.rule)


class ProbabilityExercises(widgets.VBox):
    """The class exercises, one card each, under the class seed.

    :attr:`seed_box` is the class seed (0 to 1,000,000): the same seed deals every student
    the same hands in every card, run by run; changing it deals again.
    """

    def __init__(self, exercises: tuple[Exercise, ...] = EXERCISES, seed: int = 1) -> None:
        use_styles()
        self.seed_box = widgets.BoundedIntText(value=seed, min=0, max=10**6,
                                               description="Class seed",
                                               style={"description_width": "initial"},
                                               layout=_fits("12em"))
        seed_help = widgets.HTML(
            "<div class='rw-root rw-answer-help'>The same class seed deals everybody the same "
            "hands in every exercise, run by run; another seed deals new ones.</div>")
        self.feedback = FeedbackArea()
        self.cards = [ExerciseCard(ex, seed=seed, index=i) for i, ex in enumerate(exercises)]
        self.seed_box.observe(self.feedback.guard(lambda change: self.reseed(change["new"])),
                              names="value")
        super().__init__([widgets.HBox([self.seed_box, seed_help], layout=_wrap()),
                          self.feedback, *self.cards])
        self.add_class("rw-probability-exercises")
        self.seed_box.add_class("rw-class-seed")  # a class link's #seed= (class-link.js)
        report.joined(self)

    def reseed(self, seed: int) -> None:
        """Deal every card again from class seed ``seed``."""
        for card in self.cards:
            card.reseed(seed)
