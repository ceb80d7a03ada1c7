"""What the teacher's page shows, worked out from the class record (no widget, no server).

- :func:`present`: who is here (a browser with a page whose kernel still runs) and where;
- :func:`spreads`: for each exercise, how many students answered and how their first
  answers spread;
- :func:`pooled`: the lab's pooled experiment for one question: every student's deals added
  up, the class's estimate after each run with its 95% interval (the probability package's
  Wilson interval, :class:`~ramsas_widgets.probability.Estimate`) and the exact answer
  (the question's own, :attr:`~ramsas_widgets.probability.Question.exact`).

Runs with the same seed deal the same hands, so the pool counts each seed once, at its
largest N (a student who slides N from 1,000 to 100,000 on one seed has dealt 100,000
hands, not 101,000).

Each reads what the record keeps for the teacher's page (each student's first answer, the
counted seeds, the latest exercises and questions: :mod:`.record`), never every answer: the
page costs the same at any size of the record.

>>> question_key_parts("nine-turned|lt-ramsas|4|dealer|13")
('nine-turned', 'lt-ramsas', 4, 'dealer', 13)
>>> page_title("06_probability_lab.ipynb")
'Lesson 6: Probability lab'
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from .record import ClassRecord, Notice, Run

#: Answers shown as bars of their own on an exercise's chart; the rest are "other answers".
SPREAD_BARS = 6
#: Exercises the teacher's page shows (the most recently answered first).
EXERCISES_SHOWN = 12
#: Points of the pooled experiment's line at most (the latest runs are all kept).
SERIES_POINTS = 200


def page_title(page: str) -> str:
    """A page's name as the teacher reads it: ``Lesson 6: probability lab``."""
    match = re.fullmatch(r"(\d\d)_([a-z0-9_]+)\.ipynb", page)
    if not match:
        return page
    number, words = int(match.group(1)), match.group(2).replace("_", " ")
    if number == 0:
        return "The index"
    if "rules" in words:
        return "The rules"
    return f"Lesson {number}: {words.capitalize()}"


# -- questions of the lab ------------------------------------------------------------------------
def question_key(question) -> str:
    """The record's name of a lab question: ``kind|variant|players|who|cards``."""
    cards = getattr(question, "cards", 13)
    return (f"{question.kind}|{question.variant_id}|{question.table.players}|"
            f"{question.who}|{cards}")


def question_key_parts(key: str) -> tuple[str, str, int, str, int]:
    kind, variant_id, players, who, cards = key.split("|")
    return kind, variant_id, int(players), who, int(cards)


@lru_cache(maxsize=256)
def question_of(key: str):
    """The lab question a record's key names (ValueError for a key that names none)."""
    from ramsas_widgets.engine.errors import RulesError
    from ramsas_widgets.probability import make_question

    try:
        kind, variant_id, players, who, cards = question_key_parts(key)
        return make_question(kind, variant_id, players, who, cards=cards)
    except (RulesError, ValueError) as err:
        raise ValueError(f"{key!r} names no question of the lab") from err


def question_label(question) -> str:
    """A lab question as the teacher reads it: the event, the game, the table."""
    from ramsas_widgets.engine.registry import VARIANTS

    name = VARIANTS[question.variant_id].name
    return (f"{question.title}: {name}, {question.table.players} players, "
            f"{question.whom}")


# -- who is here -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Here:
    count: int
    pages: list[dict]


def present(record: ClassRecord, alive: Iterable[str] | None) -> Here:
    """The students with a page open: ``alive`` the kernels still running (None: every page
    the record knows is taken as open)."""
    by_page: dict[str, dict[str, str]] = defaultdict(dict)
    browsers = set()
    for p in record.presence(alive):
        by_page[p.page][p.browser] = p.name
        browsers.add(p.browser)
    pages = [{"page": page, "title": page_title(page), "count": len(names),
              "names": sorted(names.values(), key=str.lower)}
             for page, names in sorted(by_page.items())]
    return Here(len(browsers), pages)


# -- the exercises ---------------------------------------------------------------------------------
def spread_of(exercise: str, label: str, page: str, at: float,
              first: list[tuple[str, bool, bool]]) -> dict:
    """One exercise: ``first`` each student's first ``(answer, right, after a hint)``,
    counted by answer."""
    counts = Counter(answer for answer, _right, _hint in first)
    right = {answer: correct for answer, correct, _hint in first}
    bars = [{"answer": text or "(nothing)", "count": n, "correct": right[text]}
            for text, n in counts.most_common(SPREAD_BARS)]
    rest = sum(counts.values()) - sum(b["count"] for b in bars)
    if rest:
        bars.append({"answer": "other answers", "count": rest, "correct": None})
    return {"exercise": exercise, "label": label, "page": page, "title": page_title(page),
            "answered": len(first), "right": sum(1 for _a, c, _h in first if c),
            "hinted": sum(1 for _a, _c, h in first if h), "bars": bars, "last": at}


def spreads(record: ClassRecord, limit: int = EXERCISES_SHOWN) -> list[dict]:
    """The exercises answered, the most recently answered first."""
    return [spread_of(exercise, label, page, at, record.first_answers(exercise))
            for exercise, label, page, at in record.latest_exercises(limit)]


# -- the pooled experiment ---------------------------------------------------------------------
def counted_runs(runs: list[Run]) -> list[Run]:
    """The runs the pool counts: for each seed, its run with the largest N (the first such),
    in the order they were made (what the record keeps as its ``seeds``)."""
    best: dict[str, Run] = {}
    for r in runs:
        kept = best.get(r.seed)
        if kept is None or r.n > kept.n:
            best[r.seed] = r
    return sorted(best.values(), key=lambda r: r.id)


def lab_questions(record: ClassRecord) -> list[dict]:
    """The questions the class has dealt, the most recent first."""
    out = []
    for key, _runs in record.latest_questions():
        try:
            label = question_label(question_of(key))
        except ValueError:
            continue
        out.append({"key": key, "label": label})
    return out


def pooled(record: ClassRecord, key: str) -> dict:
    """The class's pooled experiment on question ``key`` (see the module)."""
    from ramsas_widgets.probability import Estimate, wilson_interval
    from ramsas_widgets.probability.answers import fraction_text, num_text

    question = question_of(key)
    counted = record.counted_seeds(key)
    totals, n, hits = [], 0, 0
    for _browser, run_n, run_hits in counted:
        n, hits = n + run_n, hits + run_hits
        totals.append((n, hits))
    if len(totals) > SERIES_POINTS:  # thin the start; the end is what moves
        step = len(totals) / SERIES_POINTS
        totals = [totals[int(i * step)] for i in range(SERIES_POINTS - 1)] + [totals[-1]]
    series = [[t_n, t_hits / t_n, *wilson_interval(t_hits, t_n)] for t_n, t_hits in totals]
    est = Estimate(hits, n)
    exact = question.exact
    result = {"key": key, "label": question_label(question), "rule": question.rule,
              "definition": question.definition, "n": n, "hits": hits,
              "runs": record.question_runs(key), "counted": len(counted),
              "students": len({browser for browser, _n, _h in counted}),
              "series": series, "exact": None if exact is None else float(exact),
              "exact_text": None if exact is None else
              f"{fraction_text(exact)} = {num_text(float(exact))}"}
    if n:
        low, high = est.interval
        result.update(estimate=est.p, low=low, high=high, estimate_text=num_text(est.p),
                      interval_text=f"{num_text(low)} to {num_text(high)}",
                      inside=None if exact is None else est.contains(float(exact)))
    return result


# -- the whole page --------------------------------------------------------------------------------
def notice_state(notice: Notice | None) -> dict | None:
    if notice is None:
        return None
    return {"id": notice.id, "at": notice.at, "page": notice.page,
            "title": page_title(notice.page), "seed": notice.seed}


def here_state(record: ClassRecord, alive: Iterable[str] | None) -> dict:
    """Who is here and the teacher's latest notice (read at every poll: they are small)."""
    here = present(record, alive)
    return {"present": here.count, "pages": here.pages,
            "notice": notice_state(record.notice())}


def lab_work(record: ClassRecord, question: str | None = None) -> dict:
    """The lab's questions and the pooled experiment on ``question`` (the latest when it
    names none): what changes only when the class deals."""
    questions = lab_questions(record)
    keys = [q["key"] for q in questions]
    current = question if question in keys else (keys[0] if keys else None)
    return {"questions": questions, "pooled": pooled(record, current) if current else None}


def class_work(record: ClassRecord, question: str | None = None) -> dict:
    """The exercises (what changes only when the class answers) and :func:`lab_work`."""
    return {"exercises": spreads(record), **lab_work(record, question)}


def state(record: ClassRecord, alive: Iterable[str] | None, question: str | None = None
          ) -> dict:
    """Everything the teacher's page shows, as plain data (the page asks for it as JSON)."""
    return {**here_state(record, alive), **class_work(record, question)}
