"""The words of a page's frame and of its scripts, in the page's language.

The navigation bar (the guide's name, "Lesson 2 of 7", "Back to", "Next"), the language
switch and the words the page's scripts show (the theme switch, the connection notice, the
class bar) are messages like any other. The notebook builder writes them, said in the
page's language, into the notebook's metadata (``ramsas_widgets``/``frame``); the template
draws the bar from there and hands the scripts their words as JSON (``#rw-words``), each a
template whose ``{name}`` fields the script fills (a count of minutes, a lesson's title).

>>> words = script_words("lt")
>>> words["theme.dark"], "{minutes}" in words["connection.away"]
('Tamsus puslapis', True)
"""

from __future__ import annotations

from ramsas_widgets.i18n.locale import NATIVE_NAMES, speaker
from ramsas_widgets.i18n.messages import Text, fields, text

SITE = text("frame.site", "The Rams guide")
LESSONS = text("frame.lessons", "{n} lessons")
LESSON = text("frame.lesson", "Lesson {n} of {total}")
RULES = text("frame.rules", "The rules")
BACK = text("frame.back", "← Back to {title}")
NEXT = text("frame.next", "Next: {title} →")
NAV_TOP = text("frame.nav.top", "Lessons (top)")
NAV_BOTTOM = text("frame.nav.bottom", "Lessons (bottom)")
LANGUAGES = text("frame.languages", "Languages")

#: The index's file name, where every page's way back leads.
INDEX_PAGE = "00_index.ipynb"
#: Each page's name in a "Back to" or "Next" link, by its notebook's file name.
PAGE_NAMES: dict[str, Text] = {
    "00_index.ipynb": text("page.name.index", "the index"),
    "01_lithuanian_ramsas.ipynb": text("page.name.lithuanian-ramsas", "Lithuanian Ramsas"),
    "02_lithuanian_shedding.ipynb": text("page.name.shedding", "the shedding game"),
    "03_russian_rams.ipynb": text("page.name.russian-rams", "Russian Rams"),
    "04_swedish_rams.ipynb": text("page.name.swedish-rams", "Swedish Rams"),
    "05_hungarian_rami.ipynb": text("page.name.hungarian-rami", "Hungarian Rami"),
    "06_probability_lab.ipynb": text("page.name.lab", "the probability lab"),
    "07_play_table.ipynb": text("page.name.play-table", "play at the table"),
    "08_rules.ipynb": text("page.name.rules", "the rules"),
}

#: What the page's scripts say, by the key they ask for it with.
SCRIPT_WORDS: dict[str, Text] = {
    "theme.dark": text("script.theme.dark", "Dark page"),
    "theme.light": text("script.theme.light", "Light page"),
    "connection.lost": text(
        "script.connection.lost",
        "The connection to the guide was lost: the widgets on this page no longer answer."),
    "connection.gone": text(
        "script.connection.gone",
        "The connection to the guide was lost: this lesson was stopped on the server, so its "
        "widgets no longer answer."),
    "connection.silent": text(
        "script.connection.silent",
        "The guide's server is not answering just now: the widgets on this page may not "
        "respond. This notice goes away as soon as it answers again."),
    "connection.away": text(
        "script.connection.away",
        "This page was away for more than {minutes} min, so its game was put away on the "
        "server to make room for others. Reload the page for a new game."),
    "connection.memory": text(
        "script.connection.memory",
        "This lesson used more memory than one page may have on this server, so it was "
        "stopped. Reload the page to start it again."),
    "connection.reload": text("script.connection.reload", "Reload the page"),
    "class.lesson": text("script.class.lesson", "Lesson {n}"),
    "class.index": text("script.class.index", "the index"),
    "class.rules": text("script.class.rules", "the rules"),
    "class.nickname": text("script.class.nickname", "Your name in class (optional):"),
    "class.nickname-note": text(
        "script.class.nickname-note",
        "Your teacher sees what the class answers, under this name or none."),
    "class.bad-seed": text(
        "script.class.bad-seed",
        "This page's link has a class seed the guide cannot use (a seed is a whole number "
        "from 0 to 1,000,000): the page deals from its own seeds. Ask your teacher for the "
        "link again."),
    "class.bad-link": text(
        "script.class.bad-link",
        "Part of this page's link could not be read, so the page left it out. Ask your "
        "teacher for the link again."),
    "class.asks": text("script.class.asks", "Your teacher asks everyone to open {page}."),
    "class.asks-seed": text("script.class.asks-seed",
                            "Your teacher asks everyone to open {page} with class seed {seed}."),
    "class.open": text("script.class.open", "Open {page}"),
    "class.open-seed": text("script.class.open-seed", "Open {page}, seed {seed}"),
    "class.not-now": text("script.class.not-now", "Not now"),
    # the static site's notice while a page's Python starts (ramsas-site's static/site.js)
    "site.starting": text(
        "script.site.starting",
        "The exercises start in a few seconds: their Python is loading in your browser. "
        "Read on meanwhile."),
    "site.python-starting": text("script.site.python-starting",
                                 "Python is starting in your browser."),
    "site.running": text("script.site.running", "Running part {part} of {parts} of the page."),
    "site.ready": text("script.site.ready", "The exercises are ready."),
    "site.slow": text(
        "script.site.slow",
        "The exercises are taking long to start. They need a recent browser with JavaScript "
        "and WebAssembly allowed; reloading the page may help."),
    "site.failed": text(
        "script.site.failed",
        "The exercises on this page could not start in this browser. Reload the page to try "
        "again."),
    "site.stopped": text(
        "script.site.stopped",
        "The exercises on this page stopped working: their Python in this browser stopped. "
        "Reload the page to start them again."),
}


def script_words(code: str) -> dict[str, str]:
    """The scripts' words in language ``code``: each a template whose ``{name}`` fields the
    script fills in (the message is said with each field standing for itself)."""
    said = speaker(code)
    return {key: said.say(message.id, **{f: "{" + f + "}" for f in fields(message)})
            for key, message in SCRIPT_WORDS.items()}


def frame_words(code: str) -> dict[str, str]:
    """The navigation bar's own words in language ``code``."""
    said = speaker(code)
    return {"site": said.say(SITE.id), "nav_top": said.say(NAV_TOP.id),
            "nav_bottom": said.say(NAV_BOTTOM.id), "languages": said.say(LANGUAGES.id)}


def page_name(name: str, code: str) -> str:
    """Page ``name`` (a notebook's file name) as a link to it names it, in ``code``."""
    return speaker(code).say(PAGE_NAMES[name].id)


def place(name: str, code: str, lessons: int) -> str:
    """Where page ``name`` stands, for the bar: "7 lessons", "Lesson 2 of 7", "The rules"."""
    said = speaker(code)
    if name.startswith("00_"):
        return said.say(LESSONS.id, n=lessons)
    if name.startswith("08_"):
        return said.say(RULES.id)
    return said.say(LESSON.id, n=int(name[:2]), total=lessons)


def language_links(name: str, code: str, languages: tuple[str, ...]) -> list[dict[str, str]]:
    """The same page in every other language, as links relative to this page: English pages
    stand in ``notebooks/``, another language's in ``notebooks/<code>/``."""
    links = []
    for other in languages:
        if other == code:
            continue
        up = "../" if code != "en" else ""
        down = f"{other}/" if other != "en" else ""
        links.append({"code": other, "name": NATIVE_NAMES[other], "href": up + down + name})
    return links
