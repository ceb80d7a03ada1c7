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

from ramsas_widgets.i18n.locale import Speaker, speaker
from ramsas_widgets.i18n.messages import Text, text
from ramsas_widgets.widgets.catalogue import RULES_NOTEBOOK, choice, option_name
from ramsas_widgets.widgets.page_words import RULES as TITLE
from ramsas_widgets.widgets.page_words import SCRIPT_WORDS

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

#: Sentences of each language's catalogue (``docs/RULES.md``, ``docs/rules/<code>.md``)
#: written for the people who build the guide, and what a reader gets instead (matched with
#: the catalogue's line breaks turned to spaces), by the language's code.
FOR_READERS: dict[str, dict[str, str]] = {"en": {
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
}, "lt": {
    "5 ar 6 žaidėjai atmetami aiškiu klaidos pranešimu, kuriame nurodoma ši taisyklė.":
        "vadovas 5 ar 6 žaidėjų nepriima ir paaiškina, kodėl.",
    "kaip taisyklės parinktį siūlyti „privaloma kirsti, kai įmanoma“.":
        "namų taisyklė įpareigoja žaidėją kirsti kortą, kai jis gali.",
    "Mokykite jo kaip atskiro trumpo priedo, o ne kaip „Ramso“ taisyklės parinkties.":
        "Vadovas jo moko kaip atskiro trumpo žaidimo, o ne kaip „Ramso“ namų taisyklės.",
    "nepriklauso taisyklėms, pagal kurias variklis skaičiuoja taškus.":
        "nepriklauso tam, ką skaičiuoja vadovas.",
    "ją pasiūlykite kaip namų taisyklę, pagal nutylėjimą išjungtą.":
        "vadovas ją siūlo kaip namų taisyklę, išjungtą, kol stalas jos neįjungia.",
    "tūzas skaičiuojamas kaip aukštas (95); nurodykite, kuris aiškinimas pasirinktas.":
        "vadovas tūzą skaičiuoja kaip aukštą (95).",
    "(šaltinis tai vadina programėlės pasirinkimu; palikite tai numatytąja taisykle)":
        "(šaltinis tai vadina savo programėlės pasirinkimu; vadovas žaidžia taip)",
    "Šaltinyje apskaičiuoti pavyzdžiai (naudokite kaip testų duomenis):":
        "Šaltinyje apskaičiuoti pavyzdžiai:",
    "(šaltinis baigimą be išmetimo vadina pačios programėlės taisykle: padarykite „baigiant "
    "būtina išmesti kortą“ parinktimi)":
        "(šaltinis baigimą be išmetimo vadina savo programėlės taisykle; namų taisyklė "
        "reikalauja paskutinę kortą išmesti)",
    "Numatyta (įprastos vengriškos vertės; nurodykite jas sąsiuvinyje):":
        "Vadovas žaidžia pagal įprastas vengriškas vertes:",
    "Verta pasiūlyti šias namų parinktis (kiekviena kur nors įprasta):":
        "Namų taisyklės, kiekviena kur nors įprasta:",
    " Taškų skaičiavimo taisykles laikykite vienoje vietoje, kad būtų galima įrašyti "
    "konkretaus stalo vertes.": "",
    "Parinktis (iš kitų rusiškų šaltinių, ne iš šio):":
        "Namų taisyklė (iš kitų rusiškų šaltinių, ne iš šio):",
    "Parinktis:": "Namų taisyklė:",
    "; parinktis –": "; namų taisyklė –",
}}

#: A house rule under its rule: its name, what it means, the value the guide plays and the
#: others a table may choose, and the games that offer it (``em``: the Markdown emphasis
#: around its first words, which a message cannot start with).
HOUSE_RULE = text("rules-page.house-rule",
                  "{em}House rule{em} “{name}”: {text} The guide plays {default} unless a "
                  "table chooses {others}. ({games})")
#: A house rule's value that is a word, quoted.
QUOTED = text("rules-page.house-rule.quoted", "“{value}”")
#: The other values a table may choose: all but the last two, then the last two.
OTHERS_MORE = text("rules-page.house-rule.others-more", "{first}, {rest}")
OTHERS_LAST = text("rules-page.house-rule.others-last", "{first}, {last}")
#: ...when the option has no other value.
OTHERWISE = text("rules-page.house-rule.otherwise", "otherwise")
#: The games that offer it: all but the last two, then the last two.
GAMES_MORE = text("rules-page.house-rule.games-more", "{first}, {rest}")
GAMES_LAST = text("rules-page.house-rule.games-last", "{first} and {last}")


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


def _said(value: object, said: Speaker) -> str:
    """A house rule's value inside a sentence: yes, no and numbers as they are, words
    quoted (the guide plays “add”)."""
    words = choice(value, said)
    return words if isinstance(value, (bool, int)) else said.say(QUOTED.id, value=words)


def _listed(items: Sequence[str], more: Text, last: Text, said: Speaker) -> str:
    """``items`` listed by two messages: ``last`` joins the last two, ``more`` each one
    before them (``a, b and c``)."""
    out = items[-1]
    for k, item in enumerate(reversed(items[:-1])):
        if k == 0:
            out = said.say(last.id, first=item, last=out)
        else:
            out = said.say(more.id, first=item, rest=out)
    return out


def house_rules(code: str = "en") -> dict[str, list[str]]:
    """Rule ID -> the house rules the guide offers for it, as Markdown sentences in language
    ``code`` (each house rule by its name on the table, with the games that offer it)."""
    from ramsas_widgets.engine import VARIANTS

    said = speaker(code)
    found: dict[str, dict[tuple[str, ...], list[str]]] = {}
    for info in VARIANTS.values():
        for name, opt in info.options.items():
            # the guide's own value first: what it plays unless a table chooses otherwise
            ordered = [opt.default, *(c for c in opt.choices if c != opt.default)]
            values = [_said(c, said) for c in ordered]
            others = (_listed(values[1:], OTHERS_MORE, OTHERS_LAST, said) if len(values) > 1
                      else said.say(OTHERWISE.id))
            line = (option_name(name, said), opt.said_text(said), values[0], others)
            found.setdefault(opt.rule, {}).setdefault(line, []).append(info.said_name(said))
    out: dict[str, list[str]] = {}
    for rule, lines in found.items():
        out[rule] = [said.say(HOUSE_RULE.id, em="*", name=name, text=meaning, default=default,
                              others=others, games=_listed(games, GAMES_MORE, GAMES_LAST, said))
                     for (name, meaning, default, others), games in lines.items()]
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


def for_readers(text: str, code: str = "en") -> str:
    """``text`` (of the catalogue in language ``code``) with the catalogue's notes for the
    builders said for a reader."""
    for said, instead in FOR_READERS.get(code, {}).items():
        text = text.replace(said, instead)
    return text


def games(text: str, code: str = "en") -> list[Game]:
    """The games of the catalogue ``text`` (in language ``code``), each with its Markdown
    lines: rules with their anchors and links, house rules under their rule, anchored
    subsections."""
    body = text.split("\n---\n", 1)[1] if "\n---\n" in text else text
    known = rule_ids(text)
    house = house_rules(code)
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
        line = for_readers(line, code)
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
    found = games(text, code)
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

    from ramsas_widgets.widgets.page_words import (
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
