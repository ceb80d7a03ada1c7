"""The rules page: ``docs/RULES.md`` as a page a person reads, game by game.

RULES.md is the catalogue every docstring, test and message cites; this module turns it
into what a reader needs: a short introduction instead of the catalogue's notes for the
code, a table of contents by game, every rule with its ID as an anchor (``#LT-DEAL-2``)
and, under a rule, the house rules the guide offers for it. It is written in two forms
from the same Markdown:

- :func:`notebook_cells`: the Markdown cells of ``notebooks/08_rules.ipynb`` (the builder,
  ``notebooks/build_notebooks.py``, writes them; plain Voilà and Binder serve that
  notebook);
- :func:`page_html`: a whole HTML page (the guide's stylesheets, the light/dark switch, the
  contents, the anchors) that needs no kernel: the guide's server sends it for the rules
  page (:mod:`ramsas_widgets.serve.pages`), and a static copy of the guide can write it as a file
  (:func:`rules_html` from RULES.md itself).

>>> cells = notebook_cells(RULES_MD.read_text(encoding="utf-8"))
>>> '<a id="LT-DEAL-2"></a>**LT-DEAL-2**' in "".join(cells)
True
>>> html = page_html(cells, static_url="static/", dark_theme_url="dark.css",
...                  light_theme_url="light.css")
>>> 'id="HU-JOKER-3"' in html and 'href="#hu-rami-40"' in html and "test vector" not in html
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from ramsas_widgets.i18n.locale import speaker
from ramsas_widgets.i18n.messages import text
from ramsas_widgets.serve.page_words import RULES as TITLE
from ramsas_widgets.serve.page_words import SCRIPT_WORDS
from ramsas_widgets.widgets.catalogue import RULES_NOTEBOOK, choice_words

#: The notebook the builder writes the rules into, beside the lessons.
NOTEBOOK = RULES_NOTEBOOK
#: The rules catalogue in a checkout of the project (what the builder reads).
RULES_MD = Path(__file__).resolve().parents[2] / "docs" / "RULES.md"
#: A rule ID as RULES.md writes it at the start of a rule.
RULE_LINE = re.compile(r"^- ([A-Z]{2,3}(?:-[A-Z]+)?-\d+): ")
#: A rule ID inside a sentence (not already part of a link or a longer word).
PLAIN_ID = re.compile(r"(?<![\w*#\[-])([A-Z]{2,3}(?:-[A-Z]+)?-\d+)(?![\w*\]-])")
#: A game's heading: ``## 1. Lithuanian Ramsas (`lt-ramsas`) — seed ...``.
GAME_HEADING = re.compile(r"^## (?:\d+\. )?(.+?)(?: — .*)?$")
VARIANT_ID = re.compile(r"`([a-z]{2}-[a-z0-9-]+)`")
#: A table cell holding only cards in the catalogue's notation (``| KH KS KD |``).
CARD_CELL = re.compile(r"^\| ((?:(?:[2-9TJQKA][CDHS]|JK) ?)+?) \|")

#: The page's introduction, two paragraphs under its title.
INTRO_ABOUT = text(
    "rules-page.intro.about",
    "Every rule the guide teaches, game by game, with the ID that the lessons, the quizzes, "
    "the table's referee and the scoring steps cite: a rule ID anywhere in the guide, such "
    "as **LT-DEAL-2**, leads here. Where the source texts leave a point open, the rule says "
    "`[open]` and gives the reading the guide plays; the house rules a table may play "
    "instead are listed under the rule.")
INTRO_CARDS = text(
    "rules-page.intro.cards",
    "Cards are written rank then suit in these rules: `AS` is the ace of spades, `TD` the "
    "ten of diamonds, `JK` a joker; the lessons and the table show them as A♠, 10♦ and a "
    "joker card.")
CONTENTS = text("rules-page.contents", "Contents")


THEME_DARK = SCRIPT_WORDS["theme.dark"]


def intro(code: str = "en") -> str:
    """The page's title and introduction in language ``code`` (Markdown)."""
    said = speaker(code)
    return "\n\n".join([f"# {said.say(TITLE.id)}", said.say(INTRO_ABOUT.id),
                         said.say(INTRO_CARDS.id)])

#: Sentences of the catalogue written for the people who build the guide, and what a reader
#: gets instead (matched with the catalogue's line breaks turned to spaces).
FOR_READERS: dict[str, str] = {
    "5 or 6 players are rejected with a clear error that cites this rule.":
        "the guide refuses 5 or 6 players and says why.",
    "offer \"must beat when possible\" as a rule option.":
        "a house rule makes the player beat the card when he can.",
    "Teach it as its own short appendix, not as a rule option of Ramsas.":
        "The guide teaches it as a short game of its own, not as a house rule of Ramsas.",
    "is outside the rules the engine scores.": "is outside what the guide scores.",
    "offer that as a house rule, off by default.":
        "the guide offers that as a house rule, off unless a table switches it on.",
    "the ace counts high (95); say which reading was taken.":
        "the guide counts the ace high (95).",
    "(the source calls this the app's choice; keep it the default)":
        "(the source calls this its app's choice; the guide plays it)",
    "Worked values from the source (use as test vectors):": "Worked values from the source:",
    "(the source calls going out without a discard the app's own rule: make \"final "
    "discard required\" an option)":
        "(the source calls going out without a discard its app's own rule; a house rule "
        "requires the final discard)",
    "Defaults (the usual Hungarian values; state them in the notebook):":
        "The guide plays the usual Hungarian values:",
    "House options worth offering, each common somewhere:": "House rules, each common somewhere:",
    " Keep the scoring rules in one place so a table's own values can be plugged in.": "",
    "Option (from other Russian sources, not this one):":
        "House rule (from other Russian sources, not this one):",
    "Option:": "House rule:",
    "; option:": "; house rule:",
}


@dataclass
class Game:
    """One game's part of the rules: its anchors (the variant IDs), its title, and its
    subsections (title, anchor)."""

    ids: list[str]
    title: str
    lines: list[str] = field(default_factory=list)
    parts: list[tuple[str, str]] = field(default_factory=list)

    @property
    def anchor(self) -> str:
        return self.ids[0] if self.ids else slug(self.title)


def slug(text: str) -> str:
    """An anchor name from words: ``"The buy (pirkinys)"`` -> ``"the-buy-pirkinys"``."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def rule_ids(text: str) -> set[str]:
    """Every rule ID the catalogue ``text`` defines."""
    return {m.group(1) for line in text.splitlines() if (m := RULE_LINE.match(line))}


def _said(value: object) -> str:
    """A house rule's value inside a sentence: yes, no and numbers as they are, words
    quoted (the guide plays “add”)."""
    text = choice_words(value)
    return text if text in ("yes", "no") or text.isdigit() else f"“{text}”"


def house_rules() -> dict[str, list[str]]:
    """Rule ID -> the house rules the guide offers for it, as Markdown sentences (each
    house rule by its name on the table, with the games that offer it)."""
    from ramsas_widgets.engine import VARIANTS

    found: dict[str, dict[str, list[str]]] = {}
    for info in VARIANTS.values():
        for name, opt in info.options.items():
            values = [_said(c) for c in opt.choices]
            line = (f"*House rule* “{choice_words(name)}”: {opt.text} The guide plays "
                    f"{values[0]} unless a table chooses "
                    + (", ".join(values[1:]) if len(values) > 1 else "otherwise") + ".")
            found.setdefault(opt.rule, {}).setdefault(line, []).append(info.name)
    out: dict[str, list[str]] = {}
    for rule, lines in found.items():
        out[rule] = []
        for line, games in lines.items():
            where = games[0] if len(games) == 1 else ", ".join(games[:-1]) + " and " + games[-1]
            out[rule].append(f"{line} ({where})")
    return out


def _paragraphs(lines: Sequence[str]) -> list[str]:
    """The catalogue's lines with each rule, list item or paragraph on one line (its
    wrapped lines joined), so that a sentence is found whole."""
    out: list[str] = []
    for line in lines:
        starts = not line.strip() or line.startswith(("#", "|", "- "))
        if out and not starts and out[-1].strip() and not out[-1].startswith(("#", "|")):
            out[-1] = out[-1].rstrip() + " " + line.strip()
        else:
            out.append(line.rstrip())
    return out


def for_readers(text: str) -> str:
    """``text`` with the catalogue's notes for the builders said for a reader."""
    for said, instead in FOR_READERS.items():
        text = text.replace(said, instead)
    return text


def games(text: str) -> list[Game]:
    """The games of the catalogue ``text``, each with its Markdown lines: rules with their
    anchors and links, house rules under their rule, anchored subsections."""
    body = text.split("\n---\n", 1)[1] if "\n---\n" in text else text
    known = rule_ids(text)
    house = house_rules()
    found: list[Game] = []
    for line in _paragraphs(body.splitlines()):
        if line.startswith("## "):
            title = GAME_HEADING.match(line).group(1)
            ids = VARIANT_ID.findall(title)
            title = VARIANT_ID.sub("", title).replace("()", "").replace("(, )", "").strip()
            found.append(Game(ids, title))
            continue
        if not found:
            continue
        game = found[-1]
        if line.startswith("### "):
            part = line[4:].strip()
            anchor = f"{game.anchor}-{slug(part)}"
            game.parts.append((part, anchor))
            game.lines.append(f'### <a id="{anchor}"></a>{part}')
            continue
        line = for_readers(line)
        if line.startswith("|"):  # a table of worked examples: its cards as the pages show them
            line = CARD_CELL.sub(_symbols, line)
        match = RULE_LINE.match(line)
        rest = line[match.end():] if match else line
        if match:
            rule = match.group(1)
            game.lines.append(f'- <a id="{rule}"></a>**{rule}**: {_linked(rest, known)}')
            game.lines += [f"  - {_linked(h, known)}" for h in house.get(rule, [])]
        else:
            game.lines.append(_linked(rest, known))
    return found


def _symbols(match: re.Match) -> str:
    from ramsas_widgets.engine.cards import parse_cards

    return "| " + " ".join(c.symbol for c in parse_cards(match.group(1))) + " |"


def _linked(text: str, known: set[str]) -> str:
    """Every rule ID in ``text`` a link to its anchor on this page."""
    return PLAIN_ID.sub(lambda m: f"[**{m.group(1)}**](#{m.group(1)})"
                        if m.group(1) in known else m.group(0), text)


def contents(found: Sequence[Game], code: str = "en") -> str:
    """The table of contents: every game, and its parts."""
    items = []
    for game in found:
        parts = "".join(f"\n  - [{part}](#{anchor})" for part, anchor in game.parts)
        items.append(f"- [**{game.title}**](#{game.anchor}){parts}")
    return f"## {speaker(code).say(CONTENTS.id)}\n\n" + "\n".join(items)


def notebook_cells(text: str, code: str = "en") -> list[str]:
    """The rules page's Markdown cells from the catalogue ``text``: the introduction, the
    contents, then one cell a game (opened by an anchor for each of its variant IDs)."""
    found = games(text)
    known = rule_ids(text)
    opening = re.sub(r"\*\*([A-Z]{2,3}(?:-[A-Z]+)?-\d+)\*\*",
                   lambda m: f"[**{m.group(1)}**](#{m.group(1)})"
                   if m.group(1) in known else m.group(0), intro(code))
    cells = [opening, contents(found, code)]
    for game in found:
        extra = "".join(f'<a id="{vid}"></a>' for vid in game.ids[1:])
        head = f'## <a id="{game.anchor}"></a>{extra}{game.title}'
        cells.append("\n".join([head, *game.lines]).strip())
    return cells


def markdown_html(cells: Sequence[str]) -> str:
    """The cells as HTML (trusted Markdown: the catalogue's own, with its anchors)."""
    import mistune

    render = mistune.create_markdown(escape=False, plugins=["table"])
    # a cell as Voilà draws a Markdown cell, so that the page's styles and checks apply
    return "\n".join(f'<div class="jp-Cell jp-MarkdownCell"><section class="rw-rules-part '
                     f'jp-RenderedHTMLCommon jp-RenderedMarkdown">{render(cell)}</section></div>'
                     for cell in cells)


def page_html(cells: Sequence[str], *, static_url: str, dark_theme_url: str,
              light_theme_url: str, frame: dict | None = None) -> str:
    """A whole page of the rules from their Markdown ``cells``: the guide's stylesheets
    and light/dark switch (from ``static_url``, the template's ``static/`` folder), its
    bar (from ``frame``, the rules notebook's frame as the builder writes it: the page's
    language, its words, the way back and the other languages; English without one), and
    the cells' text. It asks for nothing but those files, and runs no kernel."""
    import json

    from ramsas_widgets.serve.page_words import (
        BACK,
        INDEX_PAGE,
        frame_words,
        page_name,
        script_words,
    )

    frame = frame or {}
    code = frame.get("lang") or "en"
    words = frame.get("words") or frame_words(code)
    back = frame.get("back") or {"href": INDEX_PAGE, "text": speaker(code).say(
        BACK.id, title=page_name(INDEX_PAGE, code))}
    title = speaker(code).say(TITLE.id)
    site = f"{words['site']} · {title}"
    links = "".join(f'<a class="rw-language" href="{escape(o["href"])}" '
                    f'hreflang="{escape(o["code"])}" lang="{escape(o["code"])}" '
                    f'data-rw-language="{escape(o["code"])}">{escape(o["name"])}</a>'
                    for o in frame.get("languages") or ())
    languages = (f'<span class="rw-languages" role="group" '
                 f'aria-label="{escape(words["languages"])}">{links}</span>' if links else "")
    said = json.dumps(frame.get("script_words") or script_words(code), ensure_ascii=False)
    said = said.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    css = "".join(f'<link rel="stylesheet" href="{escape(static_url)}{f}">'
                  for f in ("page.css", "rules.css"))

    def bar(where: str, extra: str = "") -> str:
        return (f'<nav class="rw-nav" aria-label="{escape(words["nav_" + where])}">'
                f'<span class="rw-nav-site">{escape(site)}</span>'
                f'<a class="rw-nav-back" href="{escape(back["href"])}">'
                f'{escape(back["text"])}</a>{extra}</nav>')

    return (
        f"<!DOCTYPE html>\n<html lang=\"{escape(code)}\"><head><meta charset=\"utf-8\">"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
        f"<title>{escape(title)} · {escape(words['site'])}</title>"
        "<link rel=\"icon\" href=\"data:;base64,=\">"
        f"<link rel=\"stylesheet\" href=\"{escape(light_theme_url)}\">"
        f"<link id=\"rw-theme-dark\" rel=\"stylesheet\" media=\"screen and "
        f"(prefers-color-scheme: dark)\" href=\"{escape(dark_theme_url)}\">{css}"
        f"<script type=\"application/json\" id=\"rw-words\">{said}</script>"
        f"<script src=\"{escape(static_url)}words.js\"></script>"
        f"<script src=\"{escape(static_url)}theme.js\"></script></head>"
        "<body class=\"rw-rules-page\" data-voila=\"static\"><div id=\"rendered_cells\">"
        f"<div class=\"rw-topbar\">{bar('top', languages)}"
        "<button type=\"button\" id=\"rw-theme-switch\" class=\"rw-theme-switch\" hidden>"
        f"{escape(speaker(code).say(THEME_DARK.id))}</button></div>"
        "<script>window.ramsasTheme && window.ramsasTheme.start();</script>"
        f"<main class=\"rw-lesson rw-rules\">{markdown_html(cells)}</main>"
        f"{bar('bottom')}</div></body></html>\n")


def rules_html(text: str | None = None, **urls: str) -> str:
    """The whole rules page from the catalogue ``text`` (default: :data:`RULES_MD`); the
    keywords are :func:`page_html`'s."""
    if text is None:
        text = RULES_MD.read_text(encoding="utf-8")
    return page_html(notebook_cells(text), **urls)
