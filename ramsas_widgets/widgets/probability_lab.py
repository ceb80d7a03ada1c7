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

from ramsas_widgets.engine.events import render
from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.i18n.locale import Speaker, page_speaker
from ramsas_widgets.i18n.messages import Text, text
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
from ramsas_widgets.probability.answers import check_answer, fixed, fraction_text, num_text
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
#: Whose hand a question asks about, as the Whose hand menu says it.
WHO_LABELS = {FOREHAND: text("lab.who.forehand", "player left of the dealer"),
              DEALER: text("lab.who.dealer", "dealer"),
              ANYONE: text("lab.who.anyone", "anyone at the table")}
#: The player left of the dealer at a table of two.
OPPONENT = text("lab.who.opponent", "dealer's opponent")
RAMI = "rami-open"
NO_NUMPY_SAID = text("lab.no-numpy", "This copy of the guide has no numpy (an offline copy "
                     "carries none), so it deals in plain Python: more slowly, as many of the "
                     "N hands as it can in about {seconds} seconds. The questions and their "
                     "exact answers are the same.")
#: Seconds a run in plain Python deals for, as :data:`NO_NUMPY_SAID` says them.
BUDGET = int(f"{BUDGET_SECONDS:.0f}")
NO_NUMPY = NO_NUMPY_SAID.format(seconds=BUDGET)
"""What the lab and the exercises say where numpy cannot be loaded (in English)."""
PRESS_DEAL = text("lab.press-deal", "Press Deal: without numpy the hands are dealt in plain "
                  "Python, so the lab waits for you.")
NO_FIGURES = text("lab.no-figures",
                  "The figures of the lab need numpy: the table above gives the run's numbers.")
NO_MATPLOTLIB = text("lab.no-matplotlib", "The figure needs matplotlib, which could not be "
                     "loaded in this browser; the table above gives the estimate and its "
                     "interval.")
PLAIN_ALL = text("lab.plain.all", "Dealt {got} of the {asked} hands asked for in {seconds} s, "
                 "in plain Python ({rate} a second): all of them.")
PLAIN_SOME = text("lab.plain.some", "Dealt {got} of the {asked} hands asked for in {seconds} "
                  "s, in plain Python ({rate} a second): the time ran out first, so the "
                  "estimate is for those {got}.")

# -- the lab's controls
VARIANT = text("lab.control.variant", "Variant")
PLAYERS = text("lab.control.players", "Players")
QUESTION = text("lab.control.question", "Question")
WHOSE_HAND = text("lab.control.whose-hand", "Whose hand")
RAMI_HAND = text("lab.control.rami-hand", "Rami hand")
DEALT_13 = text("lab.control.rami-hand.dealt", "13 dealt")
AFTER_DRAW_14 = text("lab.control.rami-hand.after-draw", "14: after the first draw")
PACK = text("lab.control.pack", "Pack")
FOUR_JOKERS = text("lab.control.pack.four-jokers", "4 jokers")
JOKER_A_PACK = text("lab.control.pack.joker-a-pack", "house rule: a joker a pack")
DEALS_N = text("lab.control.deals", "Deals N")
SEED = text("lab.control.seed", "Seed")
DEAL = text("lab.control.deal", "Deal")
DEAL_TIP = text("lab.control.deal.tip", "Deal N hands and count")
DEALING = text("lab.dealing", "Dealing {n} hands…")
RAMI_WAITS = text("lab.rami-waits", "Press Deal: every Rami hand goes through the best-meld "
                  "search, so this one waits for you.")
HOW_COUNTED = text("lab.question.how-counted", "How it is counted:")

# -- the table of the result
EXACT = text("lab.result.exact", "Exact")
ESTIMATE = text("lab.result.estimate", "Estimate")
STANDARD_ERROR = text("lab.result.standard-error", "Standard error")
INTERVAL = text("lab.result.interval", "95% interval")
DIFFERENCE = text("lab.result.difference", "Difference")
NO_CLOSED_FORM = text("lab.result.no-closed-form", "no closed form: only the estimate below")
NO_CLOSED_FORM_NO_SIMULATION = text("lab.result.no-closed-form-no-simulation",
                                    "no closed form: only a simulation could estimate it")
EXACT_VALUE = text("lab.result.exact-value", "{fraction} = {value}")
PRESS_DEAL_TO_COMPARE = text("lab.result.press-deal",
                             "press Deal to simulate N deals and compare")
CANNOT_SIMULATE = text("lab.result.cannot-simulate",
                       "none: this copy of the guide cannot simulate (see above)")
ESTIMATE_VALUE = text("lab.result.estimate-value", "{value} ({hits} of {n} deals)")
SE_VALUE = text("lab.result.se", "{se} = sqrt(p(1-p)/N), with the estimate for p")
SE_NO_DEAL = text("lab.result.se.no-deal", "0 by sqrt(p(1-p)/N) with the estimate for p: no "
                  "deal of {n} had it, so this formula cannot say how far off the estimate "
                  "is; the interval below can")
SE_EVERY_DEAL = text("lab.result.se.every-deal", "0 by sqrt(p(1-p)/N) with the estimate for "
                     "p: every deal of {n} had it, so this formula cannot say how far off the "
                     "estimate is; the interval below can")
INTERVAL_VALUE = text("lab.result.interval-value", "{low} to {high}")
#: The difference from the exact value in its standard errors, by whether the interval
#: holds the exact value; and when that error is 0.
ERRORS_INSIDE = text("lab.result.errors.inside", "{errors} standard errors of the exact value "
                     "(sqrt(p(1-p)/N) with the exact p: {se}); the exact value is inside the "
                     "interval")
ERRORS_OUTSIDE = text("lab.result.errors.outside", "{errors} standard errors of the exact "
                      "value (sqrt(p(1-p)/N) with the exact p: {se}); the exact value is "
                      "outside the interval")
GAP_INSIDE = text("lab.result.gap.inside", "{gap}; the exact value is inside the interval")
GAP_OUTSIDE = text("lab.result.gap.outside", "{gap}; the exact value is outside the interval")


def _no_numpy_html(classes: str, speaker: Speaker) -> str:
    """The words :data:`NO_NUMPY` in ``speaker``'s language, as a block of the page."""
    return (f"<div class='{classes}'>"
            f"{escape(speaker.say(NO_NUMPY_SAID.id, seconds=BUDGET))}</div>")


def plain_words(run: PlainRun, speaker: Speaker | None = None) -> str:
    """What a run in plain Python did: how many of the deals asked for, how fast.

    >>> from ramsas_widgets.i18n.locale import speaker
    >>> from ramsas_widgets.probability.montecarlo import Estimate
    >>> print(plain_words(PlainRun(Estimate(40, 2_000), 10_000, 5.0), speaker("en")))
    ... # doctest: +NORMALIZE_WHITESPACE
    Dealt 2,000 of the 10,000 hands asked for in 5.0 s, in plain Python (400 a second): the
    time ran out first, so the estimate is for those 2,000.
    """
    speaker = speaker or page_speaker()
    return speaker.say((PLAIN_ALL if run.complete else PLAIN_SOME).id, got=run.estimate.n,
                       asked=run.asked, seconds=fixed(run.seconds, 1, speaker),
                       rate=int(f"{run.per_second:.0f}"))


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


def _labelled(choices: tuple[int, ...], speaker: Speaker) -> list[tuple[str, int]]:
    return [(speaker.number(n), n) for n in choices]


def result_html(question: Question, est: Estimate | None, simulate: bool = True,
                speaker: Speaker | None = None) -> str:
    """The exact value beside the estimate, its standard error and 95% interval
    (before any deal, the exact value and what Deal will do; ``simulate=False``: where
    nothing can be dealt, the exact value alone), in ``speaker``'s language."""
    speaker = speaker or page_speaker()
    say = speaker.say
    rows: list[tuple[Text, str]] = []
    if question.exact is None:
        rows.append((EXACT, say((NO_CLOSED_FORM if simulate
                                 else NO_CLOSED_FORM_NO_SIMULATION).id)))
    else:
        p = float(question.exact)
        rows.append((EXACT, say(EXACT_VALUE.id, fraction=fraction_text(question.exact, speaker),
                                value=num_text(p, speaker))))
    if est is None:
        rows.append((ESTIMATE, say((PRESS_DEAL_TO_COMPARE if simulate else CANNOT_SIMULATE).id)))
        return _result_table(rows, speaker)
    low, high = est.interval
    rows.append((ESTIMATE, say(ESTIMATE_VALUE.id, value=num_text(est.p, speaker),
                               hits=est.hits, n=est.n)))
    if 0 < est.hits < est.n:
        rows.append((STANDARD_ERROR, say(SE_VALUE.id, se=num_text(est.se, speaker))))
    else:
        rows.append((STANDARD_ERROR, say((SE_NO_DEAL if est.hits == 0 else SE_EVERY_DEAL).id,
                                         n=est.n)))
    rows.append((INTERVAL, say(INTERVAL_VALUE.id, low=num_text(low, speaker),
                               high=num_text(high, speaker))))
    if question.exact is not None:
        p = float(question.exact)
        inside = est.contains(p)
        exact_se = math.sqrt(p * (1 - p) / est.n)
        if exact_se > 0:
            rows.append((DIFFERENCE, say((ERRORS_INSIDE if inside else ERRORS_OUTSIDE).id,
                                         errors=fixed(est.errors_from(p), 2, speaker),
                                         se=num_text(exact_se, speaker))))
        else:
            rows.append((DIFFERENCE, say((GAP_INSIDE if inside else GAP_OUTSIDE).id,
                                         gap=num_text(abs(est.p - p), speaker))))
    return _result_table(rows, speaker)


def _result_table(rows: list[tuple[Text, str]], speaker: Speaker) -> str:
    body = "".join(f"<tr><th style='text-align:left;padding-right:1em'>"
                   f"{escape(speaker.say(k.id))}</th><td>{escape(v)}</td></tr>" for k, v in rows)
    return f"<div class='rw-root'><table class='rw-prob-result'>{body}</table></div>"


def question_html(question: Question, speaker: Speaker | None = None) -> str:
    """Title, rule, the precise definition and the exact formula in words (in ``speaker``'s
    language)."""
    speaker = speaker or page_speaker()
    words = question.said(speaker)
    return (f"<div class='rw-root rw-narration'>"
            f"<b>{escape(words.title)}</b> <span class='rw-rule'>({linked(question.rule)})"
            f"</span><br>{linked(words.definition)}<br>"
            f"<i>{escape(speaker.say(HOW_COUNTED.id))}</i> {linked(words.formula)}</div>")



class ProbabilityLab(widgets.VBox):
    """Pick a variant and a question, slide the number of deals, compare exact and estimate.

    Every control change recomputes (a Rami question waits for the Deal button:
    its hands go through the best-meld search, a few thousand per second).
    """

    def __init__(self, variant_id: str = "lt-ramsas", kind: str | None = None,
                 n_deals: int = 10_000, seed: int = 1, run: bool = True) -> None:
        use_styles()
        #: the language the lab speaks (the page's)
        self.speaker = speaker = page_speaker()
        say = speaker.say
        self._busy = True
        self.variant = widgets.Dropdown(
            options=[(render(VARIANTS[v].name, speaker=speaker), v) for v in LAB_VARIANTS],
            value=variant_id,
            description=say(VARIANT.id), layout=_fits())
        self.players = widgets.Dropdown(description=say(PLAYERS.id), layout=_fits())
        self.kind = widgets.Dropdown(description=say(QUESTION.id), layout=_fits("30em"))
        self.who = widgets.Dropdown(description=say(WHOSE_HAND.id),
                                    style={"description_width": "initial"}, layout=_fits())
        self.cards = widgets.Dropdown(options=[(say(DEALT_13.id), 13),
                                               (say(AFTER_DRAW_14.id), 14)],
                                      value=13, description=say(RAMI_HAND.id), layout=_fits())
        self.pack = widgets.Dropdown(options=[(say(FOUR_JOKERS.id), False),
                                              (say(JOKER_A_PACK.id), True)],
                                     value=False, description=say(PACK.id), layout=_fits())
        self._choices = N_CHOICES
        self.n_deals = widgets.SelectionSlider(options=_labelled(N_CHOICES, speaker),
                                               value=n_deals, description=say(DEALS_N.id),
                                               continuous_update=False,
                                               layout=_fits("24em", min_width="15em"))
        self.seed = widgets.BoundedIntText(value=seed, min=0, max=2**31 - 1,
                                           description=say(SEED.id), layout=_fits("14em"))
        self.deal_button = widgets.Button(description=say(DEAL.id), button_style="primary",
                                          tooltip=say(DEAL_TIP.id), layout=_button())
        #: whether hands can be dealt here: always, with numpy or (slower) in plain Python
        self.can_simulate = True
        self.notice = widgets.HTML("" if HAVE_NUMPY else _no_numpy_html(
            "rw-root rw-narration rw-no-numpy", speaker))
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
            self.feedback.info(say(PRESS_DEAL.id))

    # -- choices --------------------------------------------------------------
    def _fill_players(self) -> None:
        allowed = players_allowed(self.variant.value)
        default = make_table(self.variant.value).players
        self.players.options = allowed
        self.players.value = default

    def _fill_kinds(self, kind: str | None = None) -> None:
        options = [(title, k) for k, title in questions_for(
            self.variant.value, self.players.value, speaker=self.speaker)]
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
            self.n_deals.options = _labelled(choices, self.speaker)
            self.n_deals.value = 1_000 if rami else (old if old in choices else 10_000)

    def _fill_who(self) -> None:
        whos = QUESTION_CLASSES[self.kind.value].whos
        keep = self.who.value
        labels = dict(WHO_LABELS)
        if self.players.value == 2:
            labels[FOREHAND] = OPPONENT
        self.who.options = [(self.speaker.say(labels[w].id), w) for w in whos]
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
        self.feedback.working(self.speaker.say(DEALING.id, n=int(self.n_deals.value)))
        self._settling = loop.call_later(SETTLE, self._settled)

    def _settled(self) -> None:
        self._settling = None
        self.feedback.run(self._deal_now)

    def _deal_now(self) -> None:
        self.feedback.working(self.speaker.say(DEALING.id, n=int(self.n_deals.value)))
        self._refresh()
        if self.feedback.kind == "working":
            self.feedback.clear()

    def _refresh(self) -> None:
        self._show_question()
        if not self.can_simulate:
            return
        if self.kind.value == RAMI:
            self.result.value = ""
            self.feedback.info(self.speaker.say(RAMI_WAITS.id), rule="HU-TURN-2")
        elif not HAVE_NUMPY:
            self.feedback.info(self.speaker.say(PRESS_DEAL.id))
        else:
            self.run()

    def _show_question(self) -> None:
        q = self.question()
        self.definition.value = question_html(q, self.speaker)
        self.result.value = result_html(q, None, self.can_simulate, self.speaker)
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
            self.result.value = result_html(q, self.estimate, speaker=self.speaker)
            self.plot.value = (f"<div class='rw-root rw-narration'>"
                               f"{escape(plain_words(run, self.speaker))} "
                               f"{escape(self.speaker.say(NO_FIGURES.id))}</div>")
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
        self.result.value = result_html(q, self.estimate, speaker=self.speaker)
        self._draw(q)
        return self.estimate

    def _draw(self, q: Question) -> None:
        said = plots_text(q, self.convergence, self.histogram, self.speaker)
        if not can_plot():
            self.figure, self.panels = None, {}
            self.plot.value = (f"<div class='rw-root rw-narration'>"
                               f"{escape(self.speaker.say(NO_MATPLOTLIB.id))} {escape(said)}"
                               "</div>")
            return
        fig, self.panels = lab_figure(q, self.convergence, self.histogram,
                                      speaker=self.speaker)
        self.figure = fig
        #: the same panels one above the other, for a phone's screen
        self.narrow_figure, _ = lab_figure(q, self.convergence, self.histogram, narrow=True,
                                           speaker=self.speaker)
        self.plot.value = figure_html(fig, said, narrow=self.narrow_figure)


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
               narrow: bool = False, speaker: Speaker | None = None):
    """The lab's figure and its panels by name: on top, the estimate against N with its
    95% band and the exact value; below, the error against N on log axes and, where
    there is one, the histogram beside it (``narrow``: under it, titles wrapped); its
    words in ``speaker``'s language."""
    from matplotlib import rc_context
    from matplotlib.figure import Figure

    speaker = speaker or page_speaker()
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
        band_axes(panels["estimate"], conv, q, speaker)
        error_axes(panels["error"], conv, q, speaker)
        if hist is not None:
            histogram_axes(panels["histogram"], hist, q, speaker)
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


#: What the plots show, in words (:func:`plots_text`): the top panel...
TOP = text("lab.plots.top", "Top: this run's estimate against the number of deals N (log "
           "scale), with its 95% interval as a shaded band round it.")
NO_EXACT_LINE = text("lab.plots.no-exact", "There is no exact value to draw (no formula counts "
                     "these hands): the band alone says where the chance lies.")
EXACT_LINE = text("lab.plots.exact", "The horizontal line is the exact value, {fraction} = "
                  "{value}.")
COURSE_NARROWS = text("lab.plots.course.narrows", "After {n0} deals the estimate is {e0} and "
                      "the band runs from {low0} to {high0}; it narrows as N grows, and after "
                      "{n1} deals the estimate ends at {e1} with the interval {low1} to "
                      "{high1}.")
COURSE = text("lab.plots.course", "After {n0} deals the estimate is {e0} and the band runs "
              "from {low0} to {high0}; after {n1} deals the estimate ends at {e1} with the "
              "interval {low1} to {high1}.")
HOLDS = text("lab.plots.holds", "It holds the exact value.")
MISSES = text("lab.plots.misses", "It misses the exact value, as about one run in twenty does.")
COVERAGE = text("lab.plots.coverage",
                "Of the {runs} runs, {covered} end with an interval that holds it.")
#: ...the error panel, by where it is (below the top one, or on the left under it when a
#: histogram is beside it), what the error is measured from and how many runs it draws...
ERROR_PANEL = {
    ("bottom", "exact", "one"): text(
        "lab.plots.error.bottom.exact.one", "Bottom: the distance of the estimate from the "
        "exact value against N (log scales), this run, with the sqrt(p(1-p)/N) line."),
    ("bottom", "exact", "more"): text(
        "lab.plots.error.bottom.exact.more", "Bottom: the distance of the estimate from the "
        "exact value against N (log scales), this run and {more} more, with the "
        "sqrt(p(1-p)/N) line."),
    ("bottom", "final", "one"): text(
        "lab.plots.error.bottom.final.one", "Bottom: the distance of the estimate from the "
        "final estimate against N (log scales), this run, with the sqrt(p(1-p)/N) line."),
    ("bottom", "final", "more"): text(
        "lab.plots.error.bottom.final.more", "Bottom: the distance of the estimate from the "
        "final estimate against N (log scales), this run and {more} more, with the "
        "sqrt(p(1-p)/N) line."),
    ("left", "exact", "one"): text(
        "lab.plots.error.left.exact.one", "Bottom left: the distance of the estimate from "
        "the exact value against N (log scales), this run, with the sqrt(p(1-p)/N) line."),
    ("left", "exact", "more"): text(
        "lab.plots.error.left.exact.more", "Bottom left: the distance of the estimate from "
        "the exact value against N (log scales), this run and {more} more, with the "
        "sqrt(p(1-p)/N) line."),
    ("left", "final", "one"): text(
        "lab.plots.error.left.final.one", "Bottom left: the distance of the estimate from "
        "the final estimate against N (log scales), this run, with the sqrt(p(1-p)/N) line."),
    ("left", "final", "more"): text(
        "lab.plots.error.left.final.more", "Bottom left: the distance of the estimate from "
        "the final estimate against N (log scales), this run and {more} more, with the "
        "sqrt(p(1-p)/N) line."),
}
ERROR_COURSE = text("lab.plots.error.course", "After {n0} deals the error is {e0} (the line: "
                    "{line0}); after {n1} deals it is {e1} (the line: {line1}).")
RMS_FALLS = text("lab.plots.rms.falls", "Over the {runs} runs (root mean square) it falls "
                 "from {first} to {last}, {times} times where 1/sqrt(N) says it should fall "
                 "{should} times over these N.")
RMS_TO_ZERO = text("lab.plots.rms.to-zero", "Over the {runs} runs (root mean square) it falls "
                   "from {first} to 0: every run ends on the exact value.")
RMS_NO_SMALLER = text("lab.plots.rms.no-smaller", "Over the {runs} runs (root mean square) it "
                      "goes from {first} to {last}, no smaller, though 1/sqrt(N) says it "
                      "should fall {should} times over these N: so few runs wander, and more "
                      "runs or more deals show the fall.")
#: ...and the histogram.
RAMI_POINTS = text("lab.plots.rami-points", "Bottom right: the best meld points of {n} "
                   "simulated hands, from {low} to {high} (median {median}); {share}% reach "
                   "the opening of {threshold}.")
SHARES = text("lab.plots.shares",
              "Bottom right: the share of {n} simulated deals by {label}: {shares}.")
SHARE = text("lab.plots.share", "{k}: {share}%")
SHARE_EXACT = text("lab.plots.share-exact", "{k}: {share}% (exact {exact}%)")
SHARES_AND = text("lab.plots.shares-and", "{first}, {rest}")


def plots_text(q: Question, conv: Convergence, hist: np.ndarray | None,
               speaker: Speaker | None = None) -> str:
    """What the plots show, in words: the estimate closing in with its band (and the exact
    value), the error at the smallest and the largest N against the 1/sqrt(N) line, and the
    histogram's shares (with the exact ones when known); in ``speaker``'s language."""
    speaker = speaker or page_speaker()
    say = speaker.say

    def num(x: float) -> str:
        return num_text(float(x), speaker)

    def percent(x: float) -> str:  # a share in per cent, one decimal (12.5)
        return fixed(100 * float(x), 1, speaker)

    ns, err = conv.ns, conv.abs_error[0]
    low, high = conv.band(0)
    est = conv.estimates[0]
    n0, n1 = int(ns[0]), int(ns[-1])
    said = [say(TOP.id)]
    if conv.exact is None:
        said.append(say(NO_EXACT_LINE.id))
    else:
        said.append(say(EXACT_LINE.id, fraction=fraction_text(q.exact, speaker),
                        value=num(conv.exact)))
    narrower = high[-1] - low[-1] < high[0] - low[0]
    said.append(say((COURSE_NARROWS if narrower else COURSE).id, n0=n0, e0=num(est[0]),
                    low0=num(low[0]), high0=num(high[0]), n1=n1, e1=num(est[-1]),
                    low1=num(low[-1]), high1=num(high[-1])))
    if conv.exact is not None:
        said.append(say((HOLDS if low[-1] <= conv.exact <= high[-1] else MISSES).id))
        if conv.repeats > 1:
            said.append(say(COVERAGE.id, runs=conv.repeats,
                            covered=round(conv.coverage() * conv.repeats)))
    panel = ("left" if hist is not None else "bottom",
             "exact" if conv.exact is not None else "final",
             "more" if conv.repeats > 1 else "one")
    said.append(say(ERROR_PANEL[panel].id, more=conv.repeats - 1))
    said.append(say(ERROR_COURSE.id, n0=n0, e0=num(err[0]),
                    line0=num(conv.standard_error[0]), n1=n1, e1=num(err[-1]),
                    line1=num(conv.standard_error[-1])))
    if conv.repeats > 1:
        first, last = float(conv.rms_error[0]), float(conv.rms_error[-1])
        should = int(f"{math.sqrt(n1 / n0):.0f}")
        if last < first and last > 0:
            said.append(say(RMS_FALLS.id, runs=conv.repeats, first=num(first), last=num(last),
                            times=int(f"{first / last:.0f}"), should=should))
        elif last < first:
            said.append(say(RMS_TO_ZERO.id, runs=conv.repeats, first=num(first)))
        else:
            said.append(say(RMS_NO_SMALLER.id, runs=conv.repeats, first=num(first),
                            last=num(last), should=should))
    if hist is not None and len(hist):
        if q.kind == RAMI:
            said.append(say(RAMI_POINTS.id, n=len(hist), low=int(hist.min()),
                            high=int(hist.max()), median=int(np.median(hist)),
                            share=percent(np.mean(hist >= q.threshold)),
                            threshold=q.threshold))
        else:
            counts = np.bincount(hist)
            pmf = q.exact_pmf()
            shares = [say(SHARE_EXACT.id, k=k, share=percent(c / len(hist)),
                          exact=percent(pmf[k]))
                      if pmf is not None and k < len(pmf) else
                      say(SHARE.id, k=k, share=percent(c / len(hist)))
                      for k, c in enumerate(counts)]
            listed = shares[-1]
            for share in reversed(shares[:-1]):
                listed = say(SHARES_AND.id, first=share, rest=listed)
            said.append(say(SHARES.id, n=len(hist), label=q.said(speaker).histogram_label,
                            shares=listed))
    return " ".join(said)


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


#: The words of the figure's panels.
BAND_LABEL = text("lab.figure.band", "95% interval (Wilson)")
RUN_ESTIMATE = text("lab.figure.run-estimate", "this run's estimate")
NO_EXACT_TITLE = text("lab.figure.no-exact.title",
                      "No exact value: the estimate and its 95% band")
EXACT_LABEL = text("lab.figure.exact", "exact: {fraction} = {value}")
CLOSES_IN = text("lab.figure.closes-in.title", "The estimate closes in on the exact value")
DEALS_AXIS = text("lab.figure.deals-axis", "deals N")
CHANCE_AXIS = text("lab.figure.chance-axis", "chance")
THIS_RUN = text("lab.figure.this-run", "this run")
RMS_LABEL = text("lab.figure.rms", "RMS over {runs} runs")
SE_LINE = text("lab.figure.se-line", "sqrt(p(1-p)/N)")
FROM_FINAL_AXIS = text("lab.figure.from-final-axis", "|estimate - final|")
FROM_FINAL_TITLE = text("lab.figure.from-final.title", "Distance from the final estimate")
FROM_EXACT_AXIS = text("lab.figure.from-exact-axis", "|estimate - exact|")
SHRINKS_TITLE = text("lab.figure.shrinks.title", "Error shrinks like 1/sqrt(N)")
OPENING_LABEL = text("lab.figure.opening", "opening: {points} points")
SIMULATED_LABEL = text("lab.figure.simulated", "simulated ({n} deals)")
EXACT_DOTS = text("lab.figure.exact-dots", "exact")
SHARE_AXIS = text("lab.figure.share-axis", "share of deals")
FALL_TITLE = text("lab.figure.fall.title", "How the hands fall")


def band_axes(ax, conv: Convergence, q: Question, speaker: Speaker | None = None) -> None:
    """The estimate after each N deals with its 95% (Wilson) band, and the exact value as a
    horizontal line: the band narrows round the estimate and, 19 runs in 20, holds it."""
    speaker = speaker or page_speaker()
    say = speaker.say
    ns = conv.ns
    low, high = conv.band(0)
    ax.grid(True, which="major")
    ax.fill_between(ns, low, high, color=BLUE, alpha=0.22, lw=0, label=say(BAND_LABEL.id))
    ax.plot(ns, conv.estimates[0], color=BLUE, lw=2.5, marker="o", ms=5,
            label=say(RUN_ESTIMATE.id))
    if conv.exact is None:
        ax.set_title(say(NO_EXACT_TITLE.id))
    else:
        ax.axhline(conv.exact, color=ORANGE, lw=2.5,
                   label=say(EXACT_LABEL.id, fraction=fraction_text(q.exact, speaker),
                             value=num_text(conv.exact, speaker)))
        ax.set_title(say(CLOSES_IN.id))
    ax.set_xscale("log")
    ax.set_xlim(ns[0] / 1.15, ns[-1] * 1.15)
    ax.set_ylim(*_band_limits(conv, low, high))
    ax.set_xlabel(say(DEALS_AXIS.id))
    ax.set_ylabel(say(CHANCE_AXIS.id))
    ax.yaxis.set_major_formatter(_decimals(speaker))
    ax.legend(loc="upper right")


def error_axes(ax, conv: Convergence, q: Question, speaker: Speaker | None = None) -> None:
    """Error against N on log axes, every run faint, the RMS bold, the 1/sqrt(N) line dashed."""
    speaker = speaker or page_speaker()
    say = speaker.say
    ns = conv.ns
    err = np.where(conv.abs_error > 0, conv.abs_error, np.nan)
    for row in err[1:]:
        ax.plot(ns, row, color=FAINT, alpha=0.4, lw=1.5)
    ax.plot(ns, err[0], color=BLUE, lw=2.5, marker="o", ms=4, label=say(THIS_RUN.id))
    if conv.repeats > 1:
        ax.plot(ns, conv.rms_error, color=INK, lw=3,
                label=say(RMS_LABEL.id, runs=conv.repeats))
    ax.plot(ns, conv.standard_error, "--", color=RED, lw=2.5, label=say(SE_LINE.id))
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(say(DEALS_AXIS.id))
    if conv.exact is None:
        ax.set_ylabel(say(FROM_FINAL_AXIS.id))
        ax.set_title(say(FROM_FINAL_TITLE.id))
    else:
        ax.set_ylabel(say(FROM_EXACT_AXIS.id))
        ax.set_title(say(SHRINKS_TITLE.id))
    ax.legend(loc="best")


def histogram_axes(ax, values: np.ndarray, q: Question, speaker: Speaker | None = None) -> None:
    """Simulated share of each count (bars) against the exact chances (dots) when known."""
    speaker = speaker or page_speaker()
    say = speaker.say
    label = q.said(speaker).histogram_label
    if q.kind == RAMI:
        top = int(values.max()) if len(values) else 0
        bins = np.arange(0, max(top, q.threshold) + 10, 5)
        ax.hist(values, bins=bins, color=BARS, edgecolor="white", lw=1,
                weights=np.full(len(values), 1 / max(len(values), 1)))
        ax.axvline(q.threshold, color=RED, ls="--", lw=2.5,
                   label=say(OPENING_LABEL.id, points=q.threshold))
        ax.set_xlabel(label)
    else:
        counts = np.bincount(values, minlength=len(q.exact_pmf() or []))
        share = counts / max(len(values), 1)
        ks = np.arange(len(share))
        ax.bar(ks, share, color=BARS, label=say(SIMULATED_LABEL.id, n=len(values)))
        pmf = q.exact_pmf()
        if pmf is not None:
            ax.plot(range(len(pmf)), [float(x) for x in pmf], "o", color=INK, ms=8,
                    label=say(EXACT_DOTS.id))
        ax.set_xticks(ks)
        ax.set_xlabel(label)
    ax.set_ylabel(say(SHARE_AXIS.id))
    ax.yaxis.set_major_formatter(_decimals(speaker))
    ax.set_title(say(FALL_TITLE.id))
    ax.legend()


def _decimals(speaker: Speaker):
    """A linear axis's tick labels as matplotlib writes them, with the decimal mark of
    ``speaker``'s language (``0,15``)."""
    from babel.numbers import get_decimal_symbol
    from matplotlib.ticker import ScalarFormatter

    mark = get_decimal_symbol(speaker.cldr)

    class Decimals(ScalarFormatter):
        def __call__(self, x, pos=None):
            return super().__call__(x, pos).replace(".", mark)

    return Decimals()


# --------------------------------------------------------------------------- exercises

@dataclass(frozen=True)
class Exercise:
    """An "estimate, then compute exactly" exercise on one question (its words are
    messages, said in the page's language)."""

    title: Text
    kind: str
    variant_id: str
    who: str | None
    players: int | None
    prompt: Text
    hint: Text
    #: how many deals the prompt asks for (a worksheet prints a first run of as many)
    deals: int = 10_000

    def question(self) -> Question:
        return make_question(self.kind, self.variant_id, self.players, self.who)


EXERCISES: tuple[Exercise, ...] = (
    Exercise(text("lab.exercise.nine.title", "A nine for the dealer"), "nine-turned",
             "lt-ramsas", None, 4,
             text("lab.exercise.nine.prompt", "Four players, 24 cards. Simulate, and read how "
                  "often the dealer's shown last card is a nine (he may ask for a redeal). "
                  "Then give the exact chance."),
             text("lab.exercise.nine.hint", "Which card comes last is like drawing one card "
                  "at random from the 24.")),
    Exercise(text("lab.exercise.four-jacks.title", "Ramsas: all four jacks"), "four-jacks",
             "lt-ramsas", FOREHAND, 4,
             text("lab.exercise.four-jacks.prompt", "How often are all four jacks in the "
                  "five cards of the player left of the dealer? Simulate 100,000 deals, then "
                  "count exactly."),
             text("lab.exercise.four-jacks.hint", "A hand with all four jacks is the four "
                  "jacks plus one of the other 20 cards; there are C(24,5) hands in all."),
             deals=100_000),
    Exercise(text("lab.exercise.ace.title", "An ace: no passing"), "ace-in-hand", "ru-classic",
             FOREHAND, 3,
             text("lab.exercise.ace.prompt", "Three players, 32 cards. A player holding an "
                  "ace may not pass. How often does a player's five-card hand hold at least "
                  "one ace?"),
             text("lab.exercise.ace.hint", "Count the hands with no ace, C(28,5), and take "
                  "their share away from 1.")),
    Exercise(text("lab.exercise.trump-ace.title", "The dealer's trump ace"), "trump-ace",
             "lt-ramsas", DEALER, 4,
             text("lab.exercise.trump-ace.prompt", "The dealer's shown last card sets trump. "
                  "How often does he hold the trump ace (his shown card included)?"),
             text("lab.exercise.trump-ace.hint", "Either the shown card is an ace, or it is "
                  "not and the ace of its suit is one of his other 4 cards, out of the 23 "
                  "cards he has not shown.")),
    Exercise(text("lab.exercise.zone.title", "Rams on the zone"), "five-one-suit", "ru-zone",
             FOREHAND, 2,
             text("lab.exercise.zone.prompt", "Two players, 36 cards. How often are a "
                  "player's five cards all of one suit?"),
             text("lab.exercise.zone.hint", "Choose the suit (4 ways), then 5 of its 9 cards; "
                  "divide by C(36,5).")),
)


EXERCISE_HELP = text("lab.exercise.help", "Exact, as a fraction or with counts (3/8, "
                     "C(6,2)/C(16,2)), or correctly rounded to two figures or more: for 3/8, "
                     "0.38, 38% and 37.5% are all right; 0.4 is too rough.")
#: The words of an exercise card.
DEALS_CHOICE = text("lab.exercise.deals", "{n} deals")
SIMULATE = text("lab.exercise.simulate", "Simulate")
SIMULATE_TIP = text("lab.exercise.simulate.tip",
                    "Deal and count: the next run of the class seed")
ANSWER_EXAMPLE = text("lab.exercise.answer.placeholder",
                      "e.g. 3/8, 0.375, 37.5% or C(6,2)/C(16,2)")
EXACT_ANSWER = text("lab.exercise.answer", "Exact answer")
CHECK = text("lab.exercise.check", "Check")
CHECK_TIP = text("lab.exercise.check.tip", "Check your answer")
SHOW_ANSWER = text("lab.exercise.show", "Show the answer")
SHOW_ANSWER_TIP = text("lab.exercise.show.tip", "Show how it is counted")
ANSWER_KEY = text("lab.exercise.key", "{fraction} = {value}.")
RUN = text("lab.exercise.run", "Run {run} of class seed {seed}: {hits} of {n} deals, estimate "
           "{p}, standard error {se}, 95% interval {low} to {high}.")
INTERVAL_CONTAINS = text("lab.exercise.interval.contains",
                         "Your simulation's 95% interval contains it.")
INTERVAL_MISSED = text("lab.exercise.interval.missed", "Your simulation's 95% interval missed "
                       "it: that happens about one time in twenty.")
HINT = text("lab.exercise.hint", "Hint: {hint}")
SIMULATE_FIRST = text("lab.exercise.simulate-first",
                      "Simulating first tells you roughly where the answer lies.")
CLASS_SEED = text("lab.exercises.class-seed", "Class seed")
SEED_HELP = text("lab.exercises.seed-help", "The same class seed deals everybody the same "
                 "hands in every exercise, run by run; another seed deals new ones.")


class ExerciseCard(widgets.VBox):
    """One exercise: simulate (the next run of the class seed each time), type the exact
    answer, check it.

    Run ``r`` of exercise ``index`` deals from the class seed, the exercise and the run
    together, so everybody with the same class seed sees the same deals, run by run.
    """

    def __init__(self, exercise: Exercise, seed: int = 1, index: int = 0) -> None:
        use_styles()
        #: the language the card speaks (the page's)
        self.speaker = speaker = page_speaker()
        say = speaker.say
        self.exercise = exercise
        self.q = exercise.question()
        #: the class seed
        self.seed = seed
        self.index = index
        self.runs = 0
        self.wrong_tries = 0
        self.last_estimate: Estimate | None = None
        self.n_deals = widgets.Dropdown(options=[(say(DEALS_CHOICE.id, n=n), n)
                                                 for n in (1_000, 10_000, 100_000)],
                                        value=10_000, description=say(SIMULATE.id),
                                        layout=_fits())
        self.simulate_button = widgets.Button(description=say(SIMULATE.id), layout=_button(),
                                              tooltip=say(SIMULATE_TIP.id))
        self.simulation = widgets.HTML(self._no_numpy())
        # Enter in the box presses Check (the template's a11y.js)
        self.answer = widgets.Text(placeholder=say(ANSWER_EXAMPLE.id),
                                   description=say(EXACT_ANSWER.id), continuous_update=False,
                                   style={"description_width": "initial"},
                                   layout=_fits("32em"))
        self.check_button = widgets.Button(description=say(CHECK.id), button_style="primary",
                                           layout=_button(), tooltip=say(CHECK_TIP.id))
        self.reveal_button = widgets.Button(description=say(SHOW_ANSWER.id), layout=_button(),
                                            tooltip=say(SHOW_ANSWER_TIP.id))
        self.help = widgets.HTML(f"<div class='rw-root rw-answer-help'>"
                                 f"{escape(say(EXERCISE_HELP.id))}</div>")
        self.feedback = FeedbackArea()
        self.simulate_button.on_click(self.feedback.guard(lambda _b: self.simulate()))
        self.check_button.on_click(self.feedback.guard(lambda _b: self.check()))
        self.reveal_button.on_click(self.feedback.guard(lambda _b: self.reveal()))
        self.answer.add_class("rw-enter-submits")
        self.check_button.add_class("rw-submit")
        prompt = widgets.HTML(
            f"<div class='rw-root rw-narration'><b>{escape(say(exercise.title.id))}</b> "
            f"<span class='rw-rule'>({linked(self.q.rule)})</span><br>"
            f"{escape(say(exercise.prompt.id))}</div>")
        #: the exact answer and how it is counted, printed with the lesson (never on screen)
        self.answer_key = answer_key_widget()
        exact = self.q.exact
        key = say(ANSWER_KEY.id, fraction=fraction_text(exact, speaker),
                  value=num_text(float(exact), speaker))
        formula = self.q.said(speaker).formula
        self.answer_key.value = answer_key(f"{escape(key)} {linked(formula)}", speaker)
        super().__init__([prompt, widgets.HBox([self.n_deals, self.simulate_button],
                                               layout=_wrap()),
                          self.simulation,
                          widgets.HBox([self.answer, self.check_button, self.reveal_button],
                                       layout=_wrap()),
                          self.help, self.feedback, self.answer_key])

    def _no_numpy(self) -> str:
        return "" if HAVE_NUMPY else _no_numpy_html("rw-root rw-answer-help rw-no-numpy",
                                                    self.speaker)

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
        speaker = self.speaker
        said = speaker.say(RUN.id, run=self.runs, seed=str(self.seed), hits=est.hits, n=est.n,
                           p=num_text(est.p, speaker), se=num_text(est.se, speaker),
                           low=num_text(low, speaker), high=num_text(high, speaker))
        self.simulation.value = (
            f"<div class='rw-root'>{escape(said)}"
            + (f" {escape(plain_words(plain, speaker))}" if plain is not None else "")
            + "</div>")
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
        say = self.speaker.say
        right, message = check_answer(self.answer.value, self.q.exact, speaker=self.speaker)
        report.answered(self, right)
        if right:
            said = [message]
            if self.last_estimate is not None:
                inside = self.last_estimate.contains(float(self.q.exact))
                said.append(say((INTERVAL_CONTAINS if inside else INTERVAL_MISSED).id))
            self.feedback.ok(" ".join(said), rule=self.q.rule)
            return True
        self.wrong_tries += 1
        said = [message, say(HINT.id, hint=say(self.exercise.hint.id))]
        if self.last_estimate is None:
            said.append(say(SIMULATE_FIRST.id))
        self.feedback.wrong(" ".join(said), rule=self.q.rule)
        return False

    def reveal(self) -> None:
        """Show how the exact answer is counted (in the card's language)."""
        report.hinted(self)
        self.feedback.info(self.q.said(self.speaker).formula, rule=self.q.rule)


class ProbabilityExercises(widgets.VBox):
    """The class exercises, one card each, under the class seed.

    :attr:`seed_box` is the class seed (0 to 1,000,000): the same seed deals every student
    the same hands in every card, run by run; changing it deals again.
    """

    def __init__(self, exercises: tuple[Exercise, ...] = EXERCISES, seed: int = 1) -> None:
        use_styles()
        #: the language the exercises speak (the page's)
        self.speaker = page_speaker()
        self.seed_box = widgets.BoundedIntText(value=seed, min=0, max=10**6,
                                               description=self.speaker.say(CLASS_SEED.id),
                                               style={"description_width": "initial"},
                                               layout=_fits("12em"))
        seed_help = widgets.HTML(f"<div class='rw-root rw-answer-help'>"
                                 f"{escape(self.speaker.say(SEED_HELP.id))}</div>")
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
