"""Each lesson's glossary: the words of the game's own language that the lesson uses, and
what they mean, said in the reader's language.

A lesson's source marks where its glossary goes with the line ``<!-- glossary -->``; the
notebook builder (``notebooks/build_notebooks.py``) writes the table there in the page's
language, from the entries below. A term is written as the game's own language writes it
(Lithuanian, Russian with its transliteration, Finnish, Hungarian) and is the same on every
page; what it means is a message, whose English stands here and whose other languages are in
their catalogues (``glossary.ftl``), beside the rest of the guide's vocabulary. So the
glossaries of every language list the same words, and a new language adds its meanings only.

>>> print(glossary_table("02_lithuanian_shedding.ipynb", "en").splitlines()[2])
| kaladė | a pack of cards |
"""

from __future__ import annotations

from dataclasses import dataclass

from .locale import speaker
from .messages import Text, text

#: The marker a lesson's source puts where its glossary goes.
MARKER = "<!-- glossary -->"

#: The heading of the terms' column: the language they are in.
TERMS_IN = {
    "lt": text("glossary.head.lithuanian", "Lithuanian"),
    "ru": text("glossary.head.russian", "Russian"),
    "fi": text("glossary.head.finnish", "Finnish"),
    "hu": text("glossary.head.hungarian", "Hungarian"),
}
TRANSLITERATION = text("glossary.head.transliteration", "transliteration")
MEANING = text("glossary.head.meaning", "meaning")


@dataclass(frozen=True)
class Entry:
    """A word of the game's language (``transliteration``: in Latin letters, for Russian)
    and what it means."""

    term: str
    meaning: Text
    transliteration: str = ""


#: Each lesson's glossary: the language of its terms, and its entries in the lesson's order.
GLOSSARIES: dict[str, tuple[str, tuple[Entry, ...]]] = {
    "01_lithuanian_ramsas.ipynb": ("lt", (
        Entry("Ramsas", text("glossary.lt.ramsas",
                             "the game; also the call of a player holding all four jacks")),
        Entry("pirkinys", text("glossary.lt.pirkinys",
                               '"the purchase": the four face-down cards in the middle, the '
                               "buy")),
        Entry("pirkti", text("glossary.lt.pirkti", "to buy the pirkinys")),
        Entry("nežaisiu", text("glossary.lt.nezaisiu",
                               '"I won\'t play": dropping out of the hand')),
        Entry("koziris", text("glossary.lt.koziris",
                              "trump; *kozirinis tūzas* is the trump ace")),
        Entry("kirtis", text("glossary.lt.kirtis", "a trick (plural *kirčiai*)")),
        Entry("dalytojas", text("glossary.lt.dalytojas", "the dealer")),
        Entry("valetas, tūzas, devynakė", text("glossary.lt.ranks", "jack, ace, nine")),
    )),
    "02_lithuanian_shedding.ipynb": ("lt", (
        Entry("kaladė", text("glossary.lt.kalade", "a pack of cards")),
        Entry("išlipti sausam", text("glossary.lt.islipti-sausam",
                                     '"to get out dry": to be left with no cards, winning the '
                                     "game")),
        Entry("kryžiai, būgnai, širdys, vynai", text("glossary.lt.suits",
                                                     "clubs, diamonds, hearts, spades")),
    )),
    "03_russian_rams.ipynb": ("ru", (
        Entry("Рамс", text("glossary.ru.rams",
                           "the game; also the winning hand: four aces (classic), four jacks "
                           "(modern), five of a suit (on the zone)"), "rams"),
        Entry("козырь", text("glossary.ru.kozyr",
                             "trump; *козырный туз* is the trump ace"), "kozyr'"),
        Entry("взятка", text("glossary.ru.vzyatka", "a trick"), "vzyatka"),
        Entry("списывать", text("glossary.ru.spisyvat",
                                "to write off points from one's account"), "spisyvat'"),
        Entry("ремиз", text("glossary.ru.remiz",
                            "the penalty for taking no trick (or for breaking a rule)"),
              "remiz"),
        Entry("играю / пас", text("glossary.ru.igrayu-pas", '"I play" / "pass"'),
              "igrayu / pas"),
        Entry("прикуп", text("glossary.ru.prikup",
                             "the buy: the extra cards a player may take"), "prikup"),
        Entry("вист, вистовать", text("glossary.ru.vist",
                                      "to play the hand (from whist), as opposed to passing"),
              "vist, vistovat'"),
        Entry("казна", text("glossary.ru.kazna",
                            '"the treasury": 17 points or more in the modern game, where '
                            "passing is no longer allowed"), "kazna"),
        Entry("рожки", text("glossary.ru.rozhki",
                            '"horns": the 5 points lost for taking no trick in the modern '
                            "game"), "rozhki"),
        Entry("на козырях / на мастях", text("glossary.ru.na-kozyryakh",
                                             '"on trumps" / "on suits": the announcements of '
                                             "the negotiation game"),
              "na kozyryakh / na mastyakh"),
        Entry("прокат", text("glossary.ru.prokat",
                             "the agreed stake paid by a trickless player on the zone"),
              "prokat"),
        Entry("сдатчик", text("glossary.ru.sdatchik", "the dealer"), "sdatchik"),
    )),
    "04_swedish_rams.ipynb": ("fi", (
        Entry("Rams", text("glossary.fi.rams",
                           "the game; one rams is the count from 10 down to 0")),
        Entry("valtti", text("glossary.fi.valtti", "trump")),
        Entry("valttiässä", text("glossary.fi.valttiassa", "the trump ace")),
        Entry("etukäsi", text("glossary.fi.etukasi",
                              "forehand: the player on the dealer's left")),
        Entry("jakaja", text("glossary.fi.jakaja", "the dealer")),
        Entry("tikki", text("glossary.fi.tikki", "a trick")),
        Entry("tarjous", text("glossary.fi.tarjous",
                              "an offer: *parempia kortteja* (better cards) or *kääntö* "
                              "(turn)")),
        Entry("koputtaa", text("glossary.fi.koputtaa", "to knock: to join the hand")),
        Entry("passi", text("glossary.fi.passi", "a pass")),
        Entry("nostopakka", text("glossary.fi.nostopakka", "the stock")),
        Entry("ylipistopakko", text("glossary.fi.ylipistopakko",
                                    "the duty to head the trick")),
        Entry("valtin vaatiminen", text("glossary.fi.valtin-vaatiminen", "demanding trump")),
        Entry("lento, lentää", text("glossary.fi.lento",
                                    "the flight, to fly: 5 points up for a player with no "
                                    "trick")),
    )),
    "05_hungarian_rami.ipynb": ("hu", (
        Entry("kézből", text("glossary.hu.kezbol",
                             '"from the hand": going out in one turn without having melded '
                             "before")),
        Entry("terc", text("glossary.hu.terc", "a set of three cards of one rank")),
        Entry("kvart", text("glossary.hu.kvart", "a set of four cards of one rank")),
        Entry("sor", text("glossary.hu.sor", "a run")),
        Entry("tiszta sor", text("glossary.hu.tiszta-sor", "a pure run: a run without a joker")),
        Entry("dzsóker", text("glossary.hu.dzsoker", "joker")),
        Entry("lerakás", text("glossary.hu.lerakas", "laying down a meld")),
        Entry("nyitás", text("glossary.hu.nyitas",
                             "the opening: the first meld, worth 40 or 51")),
        Entry("hozzátevés", text("glossary.hu.hozzateves",
                                 "laying off cards on melds already on the table")),
        Entry("húzópakli", text("glossary.hu.huzopakli", "the stock")),
        Entry("dobópakli", text("glossary.hu.dobopakli", "the discard pile")),
        Entry("osztó", text("glossary.hu.oszto", "the dealer")),
    )),
}


def _cell(words: str) -> str:
    """Words as one cell of a Markdown table."""
    return words.replace("|", "\\|").replace("\n", " ")


def glossary_table(lesson: str, code: str) -> str:
    """Lesson ``lesson``'s glossary (its notebook's file name) as a Markdown table, its
    meanings and headings in language ``code``."""
    source, entries = GLOSSARIES[lesson]
    say = speaker(code).say
    transliterated = any(e.transliteration for e in entries)
    head = [say(TERMS_IN[source].id), *([say(TRANSLITERATION.id)] if transliterated else []),
            say(MEANING.id)]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for entry in entries:
        cells = [entry.term, *([entry.transliteration] if transliterated else []),
                 say(entry.meaning.id)]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return "\n".join(lines)


def with_glossary(markdown: str, lesson: str, code: str) -> str:
    """``markdown`` (a cell of the lesson) with its glossary marker replaced by the table."""
    if MARKER not in markdown:
        return markdown
    return markdown.replace(MARKER, glossary_table(lesson, code))
