"""What the teacher's page shows, worked out from the class record (no widget, no server).

- :func:`present`: who is here (a browser with a page whose kernel still runs) and where;
- :func:`spreads`: for each exercise, how many students answered and how their first
  answers spread, equal answers counted as one (:func:`grouped_bars`: ``1/6``, ``16.7%`` and
  ``0.1667`` are one bar);
- :func:`grid`: each student by exercise (right at first try, right after a hint, wrong,
  not yet) and who has not answered the latest exercise yet;
- :func:`student_table`: that table for a spreadsheet, every exercise of the record;
- :func:`pooled`: the lab's pooled experiment for one question: every student's deals added
  up, the class's estimate after each run with its 95% interval (the probability package's
  Wilson interval, :class:`~ramsas_widgets.probability.Estimate`) and the exact answer
  (the question's own, :attr:`~ramsas_widgets.probability.Question.exact`).

A run's seed in the record names its stream (:attr:`ramsas_widgets.probability.streams.Stream.name`:
the seed, the lab or an exercise's run, and in a class the student's place), and runs of one
stream deal the same hands, so the pool counts each stream once, at its largest N (a student
who slides N from 1,000 to 100,000 on one seed has dealt 100,000 hands, not 101,000). Every
stream is distinct by construction: five students on seed 42 are five streams, and the lab's
seed 42 is not exercise 1's first run under class seed 42.

Each reads what the record keeps for the teacher's page (each student's first answer, the
counted seeds, the latest exercises and questions: :mod:`.record`), never every answer: the
page costs the same at any size of the record.

What the teacher reads of it (a lesson's name, "other answers", a spreadsheet's columns) is
said in the class's language (``lang``: the server's, English by default); a lesson's name
in another language is its notebook's title (:func:`learn_titles`).

>>> answer_value("16.7%"), answer_value("1/6"), answer_value(" Ace ")
('0.167', '0.167', 'ace')
>>> question_key_parts("nine-turned|lt-ramsas|4|dealer|13")
('nine-turned', 'lt-ramsas', 4, 'dealer', 13)
>>> page_title("06_probability_lab.ipynb"), page_title("00_index.ipynb", "lt")
('Lesson 6: Probability lab', 'Turinys')
"""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ramsas_widgets.i18n.locale import Speaker, speaker
from ramsas_widgets.i18n.messages import text
from ramsas_widgets.widgets.page_words import PAGE_NAMES, page_name
from ramsas_widgets.widgets.report import question_label

from .record import ClassRecord, Notice, Run, Student

#: Answers shown as bars of their own on an exercise's chart; the rest are "other answers".
SPREAD_BARS = 6
#: Exercises the teacher's page shows (the most recently answered first).
EXERCISES_SHOWN = 12
#: Points of the pooled experiment's line at most (the latest runs are all kept).
SERIES_POINTS = 200


PAGE_INDEX = text("teacher.page.index", "The index")
PAGE_RULES = text("teacher.page.rules", "The rules")
#: A lesson as the teacher reads it: its number and its name (in English, from its file's
#: name; in another language, its notebook's title).
PAGE_LESSON = text("teacher.page.lesson", "Lesson {n}: {title}")
#: The bar of the answers beyond the chart's own.
OTHER_ANSWERS = text("teacher.answers.other", "other answers")
#: An answer left empty.
NOTHING = text("teacher.answers.nothing", "(nothing)")
#: The notebooks' titles in a language other than English: (language, file name) -> title.
_TITLES: dict[tuple[str, str], str] = {}


def numbers_of(lang: str) -> Speaker | None:
    """Who writes the numbers of ``lang`` (None in English: the probability package's own
    plain notation, as the page always showed them)."""
    return None if lang == "en" else speaker(lang)


def learn_titles(folder: Path, lang: str) -> None:
    """Keep the titles of the notebooks in ``folder`` (their metadata's ``title``) as the
    names of the lessons in ``lang``."""
    if lang == "en":
        return
    for path in folder.glob("[0-9][0-9]_*.ipynb"):
        try:
            title = json.loads(path.read_text(encoding="utf-8"))["metadata"]["title"]
        except (OSError, ValueError, KeyError, TypeError):
            continue
        if isinstance(title, str) and title.strip():
            _TITLES[(lang, path.name)] = title.strip()


def page_title(page: str, lang: str = "en") -> str:
    """A page's name as the teacher reads it: ``Lesson 6: Probability lab``."""
    match = re.fullmatch(r"(\d\d)_([a-z0-9_]+)\.ipynb", page)
    if not match:
        return page
    said = speaker(lang)
    number, words = int(match.group(1)), match.group(2).replace("_", " ")
    if number == 0:
        return said.say(PAGE_INDEX.id)
    if "rules" in words:
        return said.say(PAGE_RULES.id)
    title = words.capitalize()
    if lang != "en":
        title = _TITLES.get((lang, page)) or (page_name(page, lang) if page in PAGE_NAMES
                                              else title)
    return said.say(PAGE_LESSON.id, n=number, title=title)


# -- questions of the lab ------------------------------------------------------------------------
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


# -- who is here -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Here:
    count: int
    pages: list[dict]


def present(record: ClassRecord, alive: Iterable[str] | None, lang: str = "en") -> Here:
    """The students with a page open: ``alive`` the kernels still running (None: every page
    the record knows is taken as open)."""
    by_page: dict[str, dict[str, str]] = defaultdict(dict)
    browsers = set()
    for p in record.presence(alive):
        by_page[p.page][p.browser] = Student(p.browser, p.nickname).said_name(speaker(lang))
        browsers.add(p.browser)
    pages = [{"page": page, "title": page_title(page, lang), "count": len(names),
              "names": sorted(names.values(), key=str.lower)}
             for page, names in sorted(by_page.items())]
    return Here(len(browsers), pages)


# -- the exercises ---------------------------------------------------------------------------------
def spread_of(exercise: str, label: str, page: str, at: float,
              first: list[tuple[str, bool, bool]], lang: str = "en") -> dict:
    """One exercise: ``first`` each student's first ``(answer, right, after a hint)``,
    counted by answer."""
    bars = grouped_bars(first, lang)[:SPREAD_BARS]
    rest = len(first) - sum(b["count"] for b in bars)
    if rest:
        bars.append({"answer": speaker(lang).say(OTHER_ANSWERS.id), "count": rest,
                     "correct": None})
    return {"exercise": exercise, "label": label, "page": page, "title": page_title(page, lang),
            "answered": len(first), "right": sum(1 for _a, c, _h in first if c),
            "hinted": sum(1 for _a, _c, h in first if h), "bars": bars, "last": at,
            "right_first": sum(1 for _a, c, h in first if c and not h),
            "right_hinted": sum(1 for _a, c, h in first if c and h)}


def spreads(record: ClassRecord, limit: int = EXERCISES_SHOWN, lang: str = "en") -> list[dict]:
    """The exercises answered, the most recently answered first."""
    return [spread_of(exercise, label, page, at, record.first_answers(exercise), lang)
            for exercise, label, page, at in record.latest_exercises(limit)]


# -- equal answers, each student -------------------------------------------------------------
#: Significant figures two answers share to count as one: ``16.7%`` is ``1/6`` on a chart.
SAME_FIGURES = 3
#: What a cell of the student table says, by a first answer's kind (not yet: nothing).
STATUS_WORDS = {"right": text("teacher.table.right", "right"),
                "hinted": text("teacher.table.hinted", "right after a hint"),
                "wrong": text("teacher.table.wrong", "wrong")}
#: The student table's columns: who, then each exercise, then the counts.
TABLE_STUDENT = text("teacher.table.student", "student")
TABLE_BROWSER = text("teacher.table.browser", "browser")
TABLE_EXERCISE = text("teacher.table.exercise", "{lesson}: {exercise}")
TABLE_COUNTS = (text("teacher.table.count.right", "right at first try"),
                text("teacher.table.count.hinted", "right after a hint"),
                text("teacher.table.count.wrong", "wrong"),
                text("teacher.table.count.not-answered", "not answered"))


def answer_value(text: str) -> str:
    """What equal answers share: an answer read as a number (the exercises' own reader),
    rounded to :data:`SAME_FIGURES` significant figures; any other answer, its words."""
    from ramsas_widgets.probability.answers import parse_answer

    try:
        return f"{float(parse_answer(text)):.{SAME_FIGURES}g}"
    except Exception:  # noqa: BLE001 - not a number: the answer's words are its value
        return " ".join(str(text).split()).casefold()


def grouped_bars(first: list[tuple[str, bool, bool]], lang: str = "en") -> list[dict]:
    """First answers ``(answer, right, after a hint)`` counted by value (and by right or
    wrong, so that a bar is one or the other), the most common first; each bar is labelled
    by its most common form, its other forms listed (``forms``)."""
    groups: dict[tuple[str, bool], Counter] = defaultdict(Counter)
    for answer, correct, _hint in first:
        groups[(answer_value(answer), bool(correct))][answer] += 1
    bars = []
    nothing = speaker(lang).say(NOTHING.id)
    for (_value, correct), forms in groups.items():
        # the most common form names the bar; a tie goes to a fraction, then the shortest
        texts = [typed or nothing for typed, _n in sorted(
            forms.items(), key=lambda f: (-f[1], "/" not in f[0], len(f[0]), f[0]))]
        bars.append({"answer": texts[0], "forms": texts, "count": sum(forms.values()),
                     "correct": correct})
    bars.sort(key=lambda b: (-b["count"], b["answer"]))
    return bars


def _status(correct: int, hint: int) -> str:
    return "wrong" if not correct else "hinted" if hint else "right"


def _first_by_student(record: ClassRecord, exercises: list[str]) -> dict[str, dict[str, str]]:
    """``{browser: {exercise: status}}`` for ``exercises``, read off the record's kept first
    answers (its primary key: a lookup per exercise, never every answer)."""
    out: dict[str, dict[str, str]] = defaultdict(dict)
    for exercise in exercises:
        for browser, correct, hint in record.db.execute(
                "SELECT browser, correct, hint FROM first_answers WHERE exercise = ?",
                (exercise,)):
            out[browser][exercise] = _status(correct, hint)
    return out


def _names(record: ClassRecord, browsers: Iterable[str], lang: str = "en") -> dict[str, str]:
    said = speaker(lang)
    wanted = sorted(set(browsers))
    names: dict[str, str] = {b: Student(b, "").said_name(said) for b in wanted}
    for start in range(0, len(wanted), 500):
        part = wanted[start:start + 500]
        for browser, nickname in record.db.execute(
                f"SELECT browser, nickname FROM students WHERE browser IN "
                f"({','.join('?' * len(part))})", part):
            names[browser] = Student(browser, nickname).said_name(said)
    return names


def grid(record: ClassRecord, exercises: list[dict], alive: Iterable[str] | None,
         lang: str = "en") -> dict:
    """Each student by exercise, for the exercises shown (``exercises``: :func:`spreads`,
    the latest first; the grid's columns are the oldest first, as the lesson goes).

    Rows are the students here now and those who answered one of these exercises, by
    name; each cell ``right``, ``hinted`` (right after a hint), ``wrong`` or ``""`` (not
    yet), from each student's first answer. ``waiting``: the students here who have not
    answered the latest exercise yet."""
    columns = [{"exercise": e["exercise"], "label": e["label"], "title": e["title"]}
               for e in reversed(exercises)]
    keys = [c["exercise"] for c in columns]
    first = _first_by_student(record, keys)
    here = {p.browser for p in record.presence(alive)}
    names = _names(record, here | set(first), lang)
    rows = [{"name": names[b], "here": b in here,
             "cells": [first.get(b, {}).get(k, "") for k in keys]}
            for b in names]
    rows.sort(key=lambda r: (r["name"].casefold(), r["name"]))
    latest = exercises[0]["exercise"] if exercises else None
    waiting = sorted((names[b] for b in here if latest and latest not in first.get(b, {})),
                     key=str.casefold)
    return {"columns": columns, "rows": rows, "waiting": waiting, "latest": latest}


def student_table(record: ClassRecord, lang: str = "en"
                  ) -> tuple[list[str], list[list[str]]]:
    """Every student by every exercise of the record, for a spreadsheet: the header and one
    row per student (name, the record's browser ID, a cell per exercise as
    :data:`STATUS_WORDS` say, then the counts). Exercises are in the order the class first
    answered them, each headed by its lesson and its label."""
    order = list(record.db.execute(
        "SELECT a.exercise, e.page, e.label FROM (SELECT exercise, MIN(id) AS first "
        "FROM answers GROUP BY exercise) a JOIN exercises e USING (exercise) "
        "ORDER BY e.page, a.first"))
    keys = [exercise for exercise, _page, _label in order]
    first = _first_by_student(record, keys)
    names = _names(record, first, lang)
    said = speaker(lang)
    header = ([said.say(TABLE_STUDENT.id), said.say(TABLE_BROWSER.id)]
              + [said.say(TABLE_EXERCISE.id, lesson=page_title(page, lang), exercise=label)
                 for _key, page, label in order]
              + [said.say(column.id) for column in TABLE_COUNTS])
    status = {kind: said.say(words.id) for kind, words in STATUS_WORDS.items()} | {"": ""}
    rows = []
    for browser in sorted(names, key=lambda b: (names[b].casefold(), b)):
        cells = [first[browser].get(k, "") for k in keys]
        rows.append([names[browser], browser] + [status[c] for c in cells]
                    + [str(cells.count(kind)) for kind in ("right", "hinted", "wrong", "")])
    return header, rows


def lab_last(record: ClassRecord) -> float | None:
    """When the class last dealt in the lab (None: never): the page shows the experiment
    first while it is newer than the latest answer."""
    row = record.db.execute("SELECT at FROM runs ORDER BY id DESC LIMIT 1").fetchone()
    return row[0] if row else None


# -- the pooled experiment ---------------------------------------------------------------------
def counted_runs(runs: list[Run]) -> list[Run]:
    """The runs the pool counts: for each stream (its seed text), its run with the largest N
    (the first such), in the order they were made (what the record keeps as its ``seeds``)."""
    best: dict[str, Run] = {}
    for r in runs:
        kept = best.get(r.seed)
        if kept is None or r.n > kept.n:
            best[r.seed] = r
    return sorted(best.values(), key=lambda r: r.id)


def lab_questions(record: ClassRecord, lang: str = "en") -> list[dict]:
    """The questions the class has dealt, the most recent first."""
    out = []
    for key, _runs in record.latest_questions():
        try:
            label = question_label(question_of(key), speaker(lang))
        except ValueError:
            continue
        out.append({"key": key, "label": label})
    return out


#: The exact value of a question, and the class's interval, as the page writes them.
EXACT = text("teacher.pooled.exact", "{fraction} = {value}")
INTERVAL = text("teacher.pooled.interval", "{low} to {high}")


def pooled(record: ClassRecord, key: str, lang: str = "en") -> dict:
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
    said, numbers = speaker(lang), numbers_of(lang)
    result = {"key": key, "label": question_label(question, said), "rule": question.rule,
              "definition": question.said(said).definition, "n": n, "hits": hits,
              "runs": record.question_runs(key), "counted": len(counted),
              "students": len({browser for browser, _n, _h in counted}),
              "series": series, "exact": None if exact is None else float(exact),
              "exact_text": None if exact is None else
              said.say(EXACT.id, fraction=fraction_text(exact, numbers),
                       value=num_text(float(exact), numbers))}
    if n:
        low, high = est.interval
        result.update(estimate=est.p, low=low, high=high,
                      estimate_text=num_text(est.p, numbers),
                      interval_text=said.say(INTERVAL.id, low=num_text(low, numbers),
                                             high=num_text(high, numbers)),
                      inside=None if exact is None else est.contains(float(exact)))
    return result


# -- the whole page --------------------------------------------------------------------------------
def notice_state(notice: Notice | None, lang: str = "en") -> dict | None:
    if notice is None:
        return None
    return {"id": notice.id, "at": notice.at, "page": notice.page,
            "title": page_title(notice.page, lang), "seed": notice.seed}


def here_state(record: ClassRecord, alive: Iterable[str] | None, lang: str = "en") -> dict:
    """Who is here and the teacher's latest notice (read at every poll: they are small)."""
    here = present(record, alive, lang)
    return {"present": here.count, "pages": here.pages,
            "notice": notice_state(record.notice(), lang)}


def lab_work(record: ClassRecord, question: str | None = None, lang: str = "en") -> dict:
    """The lab's questions and the pooled experiment on ``question`` (the latest when it
    names none): what changes only when the class deals."""
    questions = lab_questions(record, lang)
    keys = [q["key"] for q in questions]
    current = question if question in keys else (keys[0] if keys else None)
    return {"questions": questions,
            "pooled": pooled(record, current, lang) if current else None}


def class_work(record: ClassRecord, question: str | None = None, lang: str = "en") -> dict:
    """The exercises (what changes only when the class answers) and :func:`lab_work`."""
    return {"exercises": spreads(record, lang=lang), **lab_work(record, question, lang)}


def state(record: ClassRecord, alive: Iterable[str] | None, question: str | None = None,
          lang: str = "en") -> dict:
    """Everything the teacher's page shows, as plain data (the page asks for it as JSON)."""
    data = {**here_state(record, alive, lang), **class_work(record, question, lang)}
    data["grid"] = grid(record, data["exercises"], alive, lang)
    data["lab_last"] = lab_last(record)
    return data
