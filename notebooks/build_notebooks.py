# ruff: noqa: E501  (Markdown table rows of the lessons cannot be wrapped)
"""Write the guide's lesson notebooks from the text below, each in the guide's frame.

    python notebooks/build_notebooks.py

The notebooks are generated so that their prose stays reviewable as plain text and
every committed notebook is clean (no outputs, no execution counts). Code cells only
import widgets and display them; the rules live in the engine.

frame() puts every page, hand-written ones (HAND_WRITTEN) included, between the same top
and bottom: the page stylesheet and navigation bar from ramsas_widgets.widgets.page, the
light/dark switch (page_theme), and the navigation bar again at the end. Lesson texts
need no navigation cells of their own; ORDER sets where "Next" leads.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

from ramsas_widgets.widgets.page import nav_html, page_style_html

HERE = Path(__file__).resolve().parent

INDEX_LINK = "[← Back to the index](00_index.ipynb)"
#: Every page in reading order, with the name its "Next" link gives it.
ORDER = {
    "00_index.ipynb": "the index",
    "01_lithuanian_ramsas.ipynb": "Lithuanian Ramsas",
    "02_lithuanian_shedding.ipynb": "the shedding game",
    "03_russian_rams.ipynb": "Russian Rams",
    "04_swedish_rams.ipynb": "Swedish Rams",
    "05_hungarian_rami.ipynb": "Hungarian Rami",
    "06_probability_lab.ipynb": "the probability lab",
    "07_play_table.ipynb": "play at the table",
}
#: Lesson notebooks written by hand rather than from this file; build() adds their frame.
HAND_WRITTEN = ("06_probability_lab.ipynb",)
FRAME_TAG = "rw-frame"


def md(text: str):
    return new_markdown_cell(text.strip("\n"))


def code(text: str):
    return new_code_cell(text.strip("\n"))


def nav(next_file: str | None = None, next_title: str | None = None):
    """A navigation cell; build() replaces it with the page's standard bars (see frame())."""
    parts = [INDEX_LINK]
    if next_file:
        parts.append(f"[Next: {next_title} →]({next_file})")
    cell = md(" · ".join(parts))
    cell.metadata["tags"] = [FRAME_TAG]
    return cell


def page_exists(name: str, out: Path) -> bool:
    return name in NOTEBOOKS or (out / name).is_file()


def nav_bar(name: str, out: Path) -> str:
    """The navigation bar of page ``name``: back to the index and on to the next page."""
    pages = list(ORDER)
    lessons = len([p for p in pages[1:] if page_exists(p, out)])
    later = [p for p in pages[pages.index(name) + 1:] if page_exists(p, out)]
    forward = (later[0], ORDER[later[0]]) if later else None
    if name == "00_index.ipynb":
        return nav_html(None, forward, f"{lessons} lessons")
    return nav_html(("00_index.ipynb", ORDER["00_index.ipynb"]), forward,
                    f"Lesson {int(name[:2])} of {lessons}")


def frame(name: str, cells: list, out: Path) -> list:
    """The page's cells between its standard top and bottom: styles, navigation, theme.

    Cells of an earlier frame and nav() cells are dropped first, so framing is repeatable.
    """
    body = [c for c in cells if FRAME_TAG not in c.get("metadata", {}).get("tags", [])
            and not c.source.startswith(INDEX_LINK)]
    bar = nav_bar(name, out)
    top = md(f"{page_style_html()}\n\n{bar}")
    theme = code("""
from ramsas_widgets.widgets.page import page_theme

page_theme()
""")
    bottom = md(bar)
    for cell, part in ((top, "top"), (theme, "theme"), (bottom, "bottom")):
        cell.metadata["tags"] = [FRAME_TAG]
        cell["id"] = f"{name[:2]}-{part}"
    return [top, theme, *body, bottom]


# ---------------------------------------------------------------------------------------
INDEX = [
    md("""
# The Rams family of card games: an interactive guide

*Rams* is a small family of five-card trick games played around the Baltic and beyond —
Lithuanian **Ramsas**, Russian **Рамс** and its table variants, and the Swedish **Rams** of
Mattmar in Jämtland — with a cousin in name only, Hungarian **Rami**, a rummy game. This guide
teaches each of them from the rules up. Every lesson follows the same order: the pack and the
players, the deal, the buy or exchange, the declarations, the play of the tricks, the scoring,
and how the game is won.

The lessons are interactive. You can deal a hand card by card and see where every card goes
and why, answer quiz questions about which card you may play and who takes a trick, check
Rami melds, and score finished hands yourself. Every explanation cites the rule it comes from,
with an ID such as **LT-DEAL-2** or **RU-PLAY-2**; the full list of rules, in English, is in
the project's `docs/RULES.md`.
"""),
    md("""
## The lessons

| | lesson | what you learn |
|---|---|---|
| 1 | [Lithuanian Ramsas](01_lithuanian_ramsas.ipynb) | the 24-card game with the buy (*pirkinys*), dropping out, the trump ace and the jack bonus |
| 2 | [The Lithuanian shedding game](02_lithuanian_shedding.ipynb) | a short appendix: the game of the same name that plays like Crazy Eights |
| 3 | [Russian Rams](03_russian_rams.ipynb) | the classic game counted down from 100, then its three table variants: negotiations, modern, and "on the zone" |
| 4 | [Swedish Rams (Mattmar)](04_swedish_rams.ipynb) | offers, knocking, heading the trick, and the flight to ten |
| 5 | [Hungarian Rami 40 and 51](05_hungarian_rami.ipynb) | sets, runs, jokers, opening with 40 or 51 points, and counting what is left |
| 6 | [The probability lab](06_probability_lab.ipynb) | how likely the hands in these games really are |
| 7 | [Play at the table](07_play_table.ipynb) | whole games of every variant against computer players, with a referee that cites the rules, hints, and a seed to give a class the same deal |

Start with lesson 1 if you are new to the family: Russian and Swedish Rams are easiest to
learn once you know the Lithuanian game. Lesson 5 stands on its own.
"""),
    md("""
## Reading the cards

Cards are written rank first, then suit: **AS** is the ace of spades, **TD** or **10D** the ten
of diamonds, **JK** a joker. On screen every card shows its rank and suit symbol; hearts and
diamonds are red, clubs and spades black. The dealing demos have a **Four-colour pack** switch
(spades black, hearts red, diamonds blue, clubs green) for readers who find red and black hard
to tell apart, and every card carries a spoken name for screen readers ("queen of hearts").

The two rows below show the same cards in the usual pack and in the four-colour pack.
"""),
    code("""
from ramsas_widgets.widgets import CardsView

CardsView("AS KH QD JC TS 9H", label="Two colours")
"""),
    code("""
CardsView("AS KH QD JC TS 9H", label="Four colours", four_colour=True)
"""),
    md("""
## How a lesson works

- Buttons such as **Next card**, **Check** or **New question** act at once; the message under a
  widget tells you what happened and which rule says so.
- Where the original texts leave a point open, marked `[open]` in the rules, the guide plays the
  reading it recommends and says why, and a **house rule** switch on the widget shows what
  changes when a table plays it the other way.
- Every shuffle is numbered: the same shuffle number always gives the same cards, so you can come
  back to a deal you found interesting.
"""),
]

# ---------------------------------------------------------------------------------------
LITHUANIAN = [
    md("""
# Lesson 1: Lithuanian Ramsas

Ramsas is a quick trick game for two to four players with a 24-card pack. Each hand, every
player holds five cards; one of them may *buy* four fresh cards from the middle, anyone may
drop out, and the tricks decide the score. First to 20 points (or 25, by agreement) wins.
"""),
    md("""
## 1. The pack and the players

The pack has 24 cards: the 9, 10, jack, queen, king and ace of each suit, ranked from the ace
down to the nine (**LT-DECK-1**). Some tables use one or two full 52-card packs instead
(**LT-DECK-2**), mostly for the shedding game of lesson 2.

The game is best for 2 to 4 players (**LT-PLAYERS-1**). The original text allows up to six, but
24 cards cannot serve more than four: four hands of five plus the four-card buy already use the
whole pack. `[open]` The guide therefore plays with 2 to 4 and explains the refusal when asked for
5 or 6.

The goal is to be first to the agreed score, usually 20 or 25, over several hands
(**LT-GOAL-1**).
"""),
    code("""
from ramsas_widgets.engine.cards import make_pack
from ramsas_widgets.widgets import CardsView, DealingDemo, PackView

PackView(make_pack(low=9), label="The Ramsas pack")
"""),
    md("""
## 2. The deal

The deal passes clockwise; the dealer shuffles and the player on his right cuts (**LT-DEAL-1**).
Cards go out one at a time, clockwise. After a round, one card goes face down to the middle of
the table, then dealing goes on, until everybody has five cards and the middle holds four: the
**pirkinys**, the buy (**LT-DEAL-2**). `[open]` The text does not say exactly when the middle
cards fall; the guide reads it as one card after each of the first four rounds and none after
the fifth, which is the only way to end with five cards each and four in the middle.

The very last card always goes to the dealer, face up for everybody: its suit is **trump** for
the hand, and nobody may look at their own cards before it is shown (**LT-DEAL-5**). With fewer
than four players, the cards left over sit out the hand (**LT-DEAL-4**). With exactly four, the
dealer may look at that last card, and if it is a nine he may have the pack cut and dealt again
(**LT-DEAL-3**).

Deal a hand below. **Next card** moves one card; **Play** deals on at the chosen speed;
**Back** takes the last card back. Watch the buy fill up after each round and the dealer's last
card turn face up.

When the deal is complete, a box shows the table's own record of it and who decides first. In
the shuffle below the dealer's last card is a nine, so with four players the first decision is
his: redeal or keep the deal (**LT-DEAL-3**). Set the house rule to "no" and the first decision
becomes the buy instead.
"""),
    code("""
DealingDemo("lt-ramsas", players=4, seed=3)
"""),
    md("""
## 3. The buy (pirkinys) and dropping out

The player on the dealer's left may buy the four middle cards; if he declines, the right
passes on to the left, round the table, until someone buys (**LT-BUY-1**). The buyer lays four
of his own cards face down, keeps one, and takes the four bought cards, and nobody sees either
lot (**LT-BUY-2**). If everybody declines, the buy stays untouched and out of play
(**LT-BUY-3**).

`[open]` May the dealer lay away his face-up trump card when he buys? The text is silent. The
guide says yes: once trump is known the card is an ordinary card. The house rule
`dealer_may_discard_trump` switches this off.

Then the buyer asks the others whether they will play. A player who puts his cards down and says
**"nežaisiu"** ("I won't play") sits the hand out (**LT-DROP-1**). A player one point short of
winning may not drop out, and his turn to buy is skipped too (**LT-DROP-2**). If everybody but
the buyer drops out, the buyer scores 5 points at once and a new hand is dealt (**LT-DROP-3**).
`[open]` When nobody bought, the guide lets the player on the dealer's left ask, and the same
5 points go to the last player left in.
"""),
    md("""
## 4. Declarations: the jacks

After the deal, the buy and the drop-outs, a player holding two jacks **of the same colour**
(both red or both black) may show them: he scores 5 more points, but only if he then takes at
least one trick (**LT-JACK-1**). A player holding all four jacks calls **"Ramsas"** and wins the
game on the spot (**LT-JACK-2**).
"""),
    code("""
CardsView("JH JD AC 9S KC", label="Red pair of jacks")
"""),
    md("""
## 5. Playing the tricks

The buyer leads the first trick; with no buyer, the first player still in on the dealer's left
leads. The winner of each trick leads the next (**LT-PLAY-1**).

- You must follow suit if you can; if you cannot, you must play a trump; with neither, any card,
  and that card cannot win (**LT-PLAY-3**).
- The highest trump takes the trick; with no trump in it, the highest card of the suit led. Of
  two cards of equal rank, the one played first ranks higher (**LT-PLAY-2**).
- A player who holds the **trump ace** and has the opening lead of the hand must lead it
  (**LT-ACE-1**). If he keeps it back and the others notice, the ace loses its power and ranks as
  the trump nine; when it meets the real nine, the card played first wins (**LT-ACE-2**).

`[open]` The text says a card is beaten only by a higher card of its suit, and that the second
player "should" put the ten on a led nine. The guide reads this as advice: you must follow suit,
but you need not beat. Tables that insist on beating can switch on the house rule `must_beat`.
`[open]` The trump-ace duty applies to the opening lead of the hand; the house rule
`trump_ace_lead` extends it to the first time its holder has the lead, as in the Swedish game.

Try the quiz: it deals a trick in progress and asks which of your cards you may play, or who
takes the trick. Each answer is explained with its rule. **Hard** questions bring in the trump
ace and the demoted ace; the house-rule switches show how `must_beat` and `trump_ace_lead`
change the answer.
"""),
    code("""
from ramsas_widgets.widgets import TrickQuiz

TrickQuiz("lt-ramsas", seed=0)
"""),
    md("""
## 6. Scoring

Everybody starts at 0. After the hand, each trick a player took adds 1 point
(**LT-SCORE-1**). A player who played and took no trick loses 5 points if his total is positive
at that moment: 3 becomes −2, while a total of 0 or less loses nothing (**LT-SCORE-2**). A table
may waive the loss when, after the deal, nobody asked who was dropping out (**LT-SCORE-3**).
The jack bonus of section 4 is added here, for a player who took a trick.

Score some finished hands yourself: type the new totals and compare with the worked answer.
"""),
    code("""
from ramsas_widgets.widgets import ScoringExercise

ScoringExercise("lt-ramsas", seed=0)
"""),
    md("""
## 7. Winning

A player one point short of the target who takes a trick ends the game at once and wins
(**LT-SCORE-4**). Holding all four jacks wins outright (**LT-JACK-2**). Otherwise the first to
reach the agreed 20 or 25 points wins (**LT-GOAL-1**; the house rule `target` picks 25).

## The `[open]` points in short

| point | the guide plays | house rule |
|---|---|---|
| 5 or 6 players (LT-PLAYERS-1) | refused: 24 cards serve four | – |
| when the middle cards fall (LT-DEAL-2) | after each of the first four rounds | – |
| dealer lays away his trump card when buying (LT-BUY-3) | allowed | `dealer_may_discard_trump` |
| nobody bought, all but one drop (LT-DROP-3) | left of the dealer asks; 5 points to the last one in | – |
| must you beat? (LT-PLAY-3) | follow suit, no duty to beat | `must_beat` |
| when the trump ace must be led (LT-ACE-1) | the opening lead of the hand | `trump_ace_lead` |
| redeal on a nine (LT-DEAL-3) | allowed with four players | `nine_redeal` |

## Glossary

| Lithuanian | meaning |
|---|---|
| Ramsas | the game; also the call of a player holding all four jacks |
| pirkinys | "the purchase": the four face-down cards in the middle, the buy |
| pirkti | to buy the pirkinys |
| nežaisiu | "I won't play": dropping out of the hand |
| koziris | trump; *kozirinis tūzas* is the trump ace |
| kirtis (plural kirčiai) | a trick |
| dalytojas | the dealer |
| valetas, tūzas, devynakė | jack, ace, nine |
"""),
]

# ---------------------------------------------------------------------------------------
SHEDDING = [
    md("""
# Lesson 2: the Lithuanian shedding game (appendix)

The Lithuanian text ends with "other variants" under the same name that are a different game
altogether: no tricks and no points, just a race to get rid of your cards. It plays much like
Crazy Eights or Uno. The guide teaches it as a short appendix, not as a house rule of Ramsas.
"""),
    md("""
## 1. The pack and the players

One or two full 52-card packs (**LTS-1**); the house rule `packs` picks two. The engine deals
for 2 to 6 players.

## 2. The deal

Each player gets seven cards; the rest of the pack is the **stock** (**LTS-1**). There is no
trump and no buy.
"""),
    code("""
from ramsas_widgets.widgets import CardsView, DealingDemo

DealingDemo("lt-shedding", players=3, seed=1)
"""),
    md("""
## 3. Play

The player on the dealer's left starts by playing any card face up (**LTS-2**). Each next
player must play a card of the **same rank or the same suit** as the top card: on the nine of
clubs, any nine or any club (**LTS-3**).
"""),
    code("""
CardsView("9C", label="Top card")
"""),
    code("""
CardsView("9H 9S 2C KC", label="Any of these may go on it")
"""),
    md("""
A player who cannot play draws from the stock until he draws a card he can play (**LTS-4**).

`[open]` What happens when the stock runs out is not said. The guide turns the played pile,
except its top card, into a new stock; if that is empty too, the player passes. The house rule
`empty_stock` makes a stuck player simply pass.

## 4. Winning

No tricks and no points: the first player to get rid of all his cards wins (**LTS-5**).

## Glossary

| Lithuanian | meaning |
|---|---|
| kaladė | a pack of cards |
| išlipti sausam | "to get out dry": to be left with no cards, winning the game |
| kryžiai, būgnai, širdys, vynai | clubs, diamonds, hearts, spades |
"""),
]

# ---------------------------------------------------------------------------------------
RUSSIAN = [
    md("""
# Lesson 3: Russian Rams (Рамс)

Russian Rams is played the other way round from the Lithuanian game: everybody starts with an
account of points and **writes it off** trick by trick; the first to reach zero wins. Aces are
precious, and a player caught without a trick pays a penalty, the **remiz**. After the classic
game come three table variants: with negotiations, the modern four-player game, and the
two-player game "on the zone".
"""),
    md("""
## 1. The pack and the players

Three to seven players (**RU-PLAYERS-1**). With fewer than four, a 32-card pack (7 to ace);
with four or more, the full 52 cards. Aces are high, twos low (**RU-DECK-1**). The goal is to
be the first to write off your whole account (**RU-GOAL-1**).
"""),
    code("""
from ramsas_widgets.engine.cards import make_pack
from ramsas_widgets.widgets import DealingDemo, PackView

PackView(make_pack(low=7), label="The 32-card pack for three players")
"""),
    md("""
## 2. The deal

The first dealer is chosen by lot, then the deal passes round; shuffle, cut, five cards to each
player (**RU-DEAL-1**). The rest of the pack lies face down in the middle, and its top card is
turned up: its suit is **trump** (**RU-DEAL-2**).
"""),
    code("""
DealingDemo("ru-classic", players=4, seed=2)
"""),
    md("""
## 3. Declarations: play or pass

First everyone declares, then the tricks are played (**RU-DECL-1**). From the dealer's left
round to the dealer, each player says **"играю"** (I play) or **"пас"** (pass); a player who
passes puts his cards aside (**RU-DECL-2**). A player holding an **ace may not pass**
(**RU-DECL-3**).

The player on the dealer's left also decides about the turned card: if he plays he takes it, if
he passes it goes aside with his cards; either way the trump suit stays. `[open]` Taking it gives
him six cards, so the guide has him lay one aside face down. Other Russian sources give the
turned card to the dealer instead: that is the house rule `turned_card`.

## 4. The exchange (prikup)

The players who play may buy cards from the stock, the dealer last (**RU-BUY-1**). `[open]` How
many is not said: the guide lets each player, in turn from the dealer's left, lay away 0 to 4
cards and draw as many; a late buyer gets what is left.

## 5. Playing the tricks

The first player still in on the dealer's left leads, and any card may be led; the winner of a
trick leads the next (**RU-PLAY-1**). The others must **follow suit**; without the suit they must
**trump**; with neither, any card (**RU-PLAY-2**). Breaking this rule costs a remiz of 5 points
(**RU-PLAY-3**): the engine does not let you make an illegal play, and the quiz tells you why.
"""),
    code("""
from ramsas_widgets.widgets import TrickQuiz

TrickQuiz("ru-classic", seed=0)
"""),
    md("""
## 6. Scoring: writing off and the remiz

Each account starts at an agreed 100, 150 or 200 points (**RU-SCORE-1**, house rule
`start_score`), and every trick taken writes off 1. Aces write off more: the ace of spades 5,
clubs 10, diamonds 15, hearts 20 (**RU-SCORE-2**). `[open]` The text gives only the values; the
guide follows the other Russian sources: a player who held the ace at the deal writes it off if
he takes at least one trick. The house rule `ace_timing` counts the hand after the exchange
instead.

A player who played and took no trick gets a **remiz**, added to his account: 5 points without
an ace (**RU-REMIZ-1**); with an ace, spades 10, clubs 15, diamonds 20, hearts 25
(**RU-REMIZ-2**). With two or three aces the remiz "equals the value of the aces"
(**RU-REMIZ-3**). `[open]` The guide reads this as 5 plus the sum of the aces' values, which also
gives the one-ace figures above; note that this adds a 5 the sentence does not mention. The house
rule `remiz_aces` uses the bare sum.
"""),
    code("""
from ramsas_widgets.widgets import ScoringExercise

ScoringExercise("ru-classic", seed=0)
"""),
    md("""
## 7. Winning

The first player to write off his whole account wins (**RU-WIN-1**). A player dealt all four
aces, a **рамс**, shows them and writes off his whole account at once (**RU-RAMS-1**).
"""),
    md("""
---
## Variant A: Rams with negotiations (`ru-negotiation`)

Everything is as in the classic game, with one more round of talk (**RUN-1**): once everybody
has said play or pass, the first player announces how he means to take his tricks, **"на
козырях"** (on trumps: my strength is in trump) or **"на мастях"** (on suits: my strength is in a
plain suit), and every other player announces the same way. `[open]` The source gives the
announcement no effect on the score. The guide records it and shows it: it tells the others where
each player's strength lies, and so what to expect in the play, but the hand is scored as in the
classic game.
"""),
    md("""
## Variant B: modern Rams (`ru-modern`)

The modern game keeps the classic rules with these changes (**RUM-0**):

- Exactly four players and a 24-card pack, 9 to ace; five cards each and four to the buy, the
  **прикуп** (**RUM-1**). A player dealt five cards of one suit may ask for a redeal (**RUM-2**).
- Scores count **up**: play until somebody reaches 20 (**RUM-3**), one point per trick
  (**RUM-10**).
- The buy goes first to the player on the dealer's left, then clockwise; if nobody takes it, it
  stays out (**RUM-4**). The buyer lays away four cards face down, keeps one, and takes the buy
  without looking first (**RUM-5**).
- Each player may play (**вистовать**, "to vist") or pass; a player on 17 points or more, in
  the **казна** (treasury), may not pass (**RUM-6**).
- A player who played and took no trick loses 5 points, the **рожки** ("horns") (**RUM-7**).
- Two jacks of one colour may be shown; with tricks taken they add 5 points (**RUM-8**). All
  four jacks end the game (**RUM-9**).

`[open]` The source says the modern game is played "by the ordinary rules with some changes",
so whatever the list above does not change carries over from the classic game:

- **The play**: follow suit, else trump, else any card (**RU-PLAY-2**).
- **The first lead**: none of the changes touches it, so, as in the classic game, the first
  player still in on the dealer's left leads (**RU-PLAY-1**), even when someone else bought.
  Some tables let the buyer lead, as in Lithuanian Ramsas: house rule `first_lead`.
- **Trump**: with 24 cards dealt out there is no card left to turn up, so the dealer's last card
  is shown and sets trump, as in Lithuanian Ramsas. Read literally, "the top card of the rest of
  the pack" would be the top card of the buy: house rule `trump_from` turns that card up, and the
  buyer takes it with the rest.
- **A card played against the rules** costs 5, as the classic remiz (**RU-PLAY-3**): the guide
  never lets you play it, but its referee tells you that at a real table, where scores count up,
  5 points would be taken off your score.
- **The ace rules** (no pass with an ace, aces writing off more) do not apply: scores count up.

`[open]` The source says writing off "starts from zero or from five": the guide takes the 5 horns
points only from a total of at least 5 (house rule `horns_from` for any total of 0 or more);
under either reading nothing is taken from a total below 0. `[open]` All four jacks: the holder
wins the game. Settling money after the game is outside what the guide scores (**RUM-10**).
"""),
    code("""
DealingDemo("ru-modern", players=4, seed=5)
"""),
    md("""
## Variant C: Rams "on the zone" (`ru-zone`)

A two-player game with a 36-card pack, 6 to ace (**RUZ-1**). The first dealer is chosen by lot;
after that the loser of the previous game deals; the dealer shuffles, the other cuts
(**RUZ-2**). Five cards each, five cards to the buy, then the top card of the rest is turned and
its suit is trump (**RUZ-3**). The non-dealer, if unhappy with his hand, may take the buy instead,
putting his own five back into the pack (**RUZ-4**).
"""),
    code("""
DealingDemo("ru-zone", players=2, seed=1)
"""),
    md("""
**Leading.** A player holding the trump ace must lead it, or takes 5 penalty points; if the trump
ace is the turned card, the trump king must be led instead; holding both the trump queen and
king, he must lead one of them; each breach costs 5 (**RUZ-5**). `[open]` The guide applies the
duty the first time that player has the lead: the non-dealer leads the first trick, so the
dealer's duty waits for his first lead. Otherwise any card may be led, and the other player may
answer with any card: there is no duty to follow suit (**RUZ-6**).

**Taking tricks.** The trick goes to the higher card of the suit led (**RUZ-7**). `[open]` The
source never says a trump beats another suit, and trump still matters here (for the leading duty,
the jacks and the flush bonus), so the guide reads the rule literally: only the suit led counts.
The house rule `trump_beats` lets a trump take any card of another suit.
"""),
    code("""
TrickQuiz("ru-zone", seed=0)
"""),
    md("""
**Scoring.** Each player starts with 15 points to write off; each trick writes off 1
(**RUZ-8**). A trick holding two jacks of the same colour writes off 5 for its winner; if both
players took such a pair, the one who took the trump jack writes off, unless the players agreed
beforehand that both may (**RUZ-9**, house rule `both_jack_pairs`). A player dealt five cards of
one suit, here called a "rams", writes off 5 and the other takes 5 penalty points, doubled when
the suit is trump (**RUZ-10**). A player who takes no trick gets 5 penalty points and pays the
agreed stake, the **прокат** (**RUZ-11**).

**Winning.** The winner writes off exactly 15. Writing off more, for example 17, earns 17 penalty
points instead (**RUZ-12**). `[open]` The guide cancels that hand's write-offs and adds the total
he would have reached (17 in the example) to what he has left; the house rule `overshoot`
restarts him from 15.
"""),
    code("""
ScoringExercise("ru-zone", seed=0)
"""),
    md("""
## Glossary

| Russian | transliteration | meaning |
|---|---|---|
| Рамс | rams | the game; also the winning hand: four aces (classic), four jacks (modern), five of a suit (on the zone) |
| козырь | kozyr' | trump; *козырный туз* is the trump ace |
| взятка | vzyatka | a trick |
| списывать | spisyvat' | to write off points from one's account |
| ремиз | remiz | the penalty for taking no trick (or for breaking a rule) |
| играю / пас | igrayu / pas | "I play" / "pass" |
| прикуп | prikup | the buy: the extra cards a player may take |
| вист, вистовать | vist, vistovat' | to play the hand (from whist), as opposed to passing |
| казна | kazna | "the treasury": 17 points or more in the modern game, where passing is no longer allowed |
| рожки | rozhki | "horns": the 5 points lost for taking no trick in the modern game |
| на козырях / на мастях | na kozyryakh / na mastyakh | "on trumps" / "on suits": the announcements of the negotiation game |
| прокат | prokat | the agreed stake paid by a trickless player on the zone |
| сдатчик | sdatchik | the dealer |
"""),
]

# ---------------------------------------------------------------------------------------
SWEDISH = [
    md("""
# Lesson 4: Swedish Rams, as played in Mattmar

In the village of Mattmar in Jämtland, Rams is played with a full pack by two to five players.
Like the Russian game it counts **down**, from 10 to zero; like every Rams the hand is five
tricks. Three things make it its own: the forehand's **offers** before the hand, **knocking**
to join, and the duty to **head the trick**. The source describing it is in Finnish, so the
terms below are Finnish.
"""),
    md("""
## 1. The pack and the players

Two to five players, a standard 52-card pack, ace high (**SE-DECK-1**).

## 2. The deal

The dealer gives three cards to each player, turns the next card face up **into his own hand**,
then gives two more to each. Everyone holds five cards and the dealer six; the suit of the turned
card is **trump**, *valtti* (**SE-DEAL-1**). In the demo, the dealer's turned card is outlined:
it stays in his hand, visible to all.
"""),
    code("""
from ramsas_widgets.widgets import DealingDemo

DealingDemo("se-mattmar", players=4, seed=2)
"""),
    md("""
## 3. Offers: "better cards" or "turn"

Forehand, *etukäsi*, the player on the dealer's left, may first make an offer (**SE-OFFER-1**):

- **better cards**: everybody gets new cards and trump stays;
- **turn**: the dealer turns up a new card, whose suit becomes trump (**SE-OFFER-2**).

The others in turn accept or reject. An accepted offer is carried out and forehand may offer
again, until he is content or someone says no; then the knocking round is played with the cards
and trump in force (**SE-OFFER-3**). `[open]` The details are the guide's: the offer goes round
clockwise and one "no" ends it; "better cards" throws in every hand and deals five new cards to
each from the stock, the dealer keeping his turned card; "turn" puts the next stock card face up
in place of the old one, which is discarded; an offer is allowed only while the stock can carry
it out.

## 4. Knocking, and the exchange

A player joins the hand by **knocking** on the table on his turn; silence is a pass. A knock
promises at least one trick (**SE-KNOCK-1**). If everybody before the dealer passes, the dealer
takes all five tricks without play; a hand once begun is always played out (**SE-KNOCK-2**). A
player on 2 points may not pass two hands in a row, and a player on 1 point must always knock
(**SE-KNOCK-3**).

After knocking, a player lays away the cards he chooses and draws as many from the stock, or keeps
his hand (**SE-BUY-1**). `[open]` The order is the guide's: clockwise from forehand, the dealer
last; a late buyer may get fewer cards if the stock runs short. The dealer, with six cards, lays
away at least one and draws one fewer, back to five; if he keeps his hand he just lays one away
(**SE-BUY-2**).

## 5. Playing the tricks (tikki)

The first active player on the dealer's left leads; the winner of a trick leads the next
(**SE-PLAY-1**). Follow suit when you can, otherwise play a trump if you have one; without both,
any card (**SE-PLAY-2**). The highest trump wins; with no trump, the highest card of the suit led
(**SE-PLAY-3**).

The Mattmar twist: you must **head the trick** (**SE-PLAY-4**). Whenever you can, within what
SE-PLAY-2 allows, play a card that beats the highest card on the table. If someone has already
trumped and you follow suit, any card of the suit will do. Void in the suit led, you must trump
and **overtrump** if you can; if you cannot overtrump you must still play a lower trump.

The trump ace has duties too (**SE-ACE-1**): its holder must lead it the first time he has the
lead, and must play it if someone else leads trump before that. Leading trump so that the others
must play trump is **demanding trump**; if any player is on 1 point, the others must lead trump
whenever they can, from the first trick (**SE-ACE-2**).

In the quiz below, set the difficulty to **Hard** to meet heading the trick, overtrumping and
the trump ace.
"""),
    code("""
from ramsas_widgets.widgets import TrickQuiz

TrickQuiz("se-mattmar", seed=0)
"""),
    md("""
## 6. Scoring: down from ten, and the flight

Each rams counts down from 10, and each trick taken removes 1 point. A rams lasts as many hands
as it takes for somebody to be at 0 or below at the end of a hand (**SE-SCORE-1**). A player who
is in the hand and takes no trick **flies**: he goes up 5 points, but never above 10, so 7 becomes 10
(**SE-SCORE-2**).
"""),
    code("""
from ramsas_widgets.widgets import ScoringExercise

ScoringExercise("se-mattmar", seed=0)
"""),
    md("""
## 7. Winning the series

Mattmar plays six rams; the lowest total wins, and on a tie the player who flew fewest times
(**SE-SERIES-1**; the house rule `rams_in_series` plays 1 or 3). `[open]` The guide sums each
player's score at the end of each rams; when several players reach 0 or below in the same hand,
the lowest score wins that rams, then the fewest flights.

## Glossary

| Finnish | meaning |
|---|---|
| Rams | the game; one rams is the count from 10 down to 0 |
| valtti | trump |
| valttiässä | the trump ace |
| etukäsi | forehand: the player on the dealer's left |
| jakaja | the dealer |
| tikki | a trick |
| tarjous | an offer: *parempia kortteja* (better cards) or *kääntö* (turn) |
| koputtaa | to knock: to join the hand |
| passi | a pass |
| nostopakka | the stock |
| ylipistopakko | the duty to head the trick |
| valtin vaatiminen | demanding trump |
| lento, lentää | the flight, to fly: 5 points up for a player with no trick |
"""),
]

# ---------------------------------------------------------------------------------------
RAMI = [
    md("""
# Lesson 5: Hungarian Rami 40 and Rami 51

Rami shares the family's name but not its play: it is a rummy game. You draw and discard,
lay down **sets** and **runs**, and try to be first to empty your hand. The number in the name is
the **opening** threshold: your first meld must be worth at least 40 points in Rami 40, or 51 in
Rami 51. What the others still hold when a player goes out counts against them.
"""),
    md("""
## 1. The pack and the players

Two to six players, with full 52-card packs and jokers (**HU-DECK-1**): up to four players use
two packs and four jokers (108 cards); five or six players three packs and four jokers (160). A
common house pack is smaller (**HU-DECK-2**, house rule `house_pack`): two packs and two jokers
(106) for 2-4 players, three and three (159) for 5-6.

## 2. The deal

Everyone gets **13 cards**. The next card is turned face up to start the discard pile; the rest,
face down, is the stock (**HU-DEAL-1**). The deal moves on every hand, and the player on the
dealer's left starts (**HU-DEAL-2**). Press **Deal all** to skip the long stock.
"""),
    code("""
from ramsas_widgets.widgets import CardsView, DealingDemo

DealingDemo("hu-rami-51", players=3, seed=1)
"""),
    md("""
## 3. A turn

1. **Draw** one card: the top of the stock or the top of the discard pile (**HU-TURN-1**).
2. **Meld**: lay down one or more combinations. Your first meld, the opening, must reach the
   threshold: 40 in Rami 40, 51 in Rami 51 (**HU-TURN-2**). (The source names the threshold
   without its number; the numbers come from the games' names.)
3. **Lay off**: once open, you may add cards to melds on the table, yours and the others'
   (**HU-TURN-3**).
4. **Discard** one card. The card you just took from the discard pile may not go straight back
   (**HU-TURN-4**).

`[open]` A card taken from the discard pile need not be melded at once: it may stay in your
hand, it only may not be thrown straight back (**HU-TURN-5**). The Hungarian source describes the
settings of its own app, and this is one of them, so the guide plays it by default. Many tables
play the traditional rule instead, where a card taken from the discard pile must go to the table
in the same turn: switch on the house rule `discard_must_meld` for that.

## 4. The combinations

- A **set** (Hungarian *terc* for three, *kvart* for four) is 3 or 4 cards of the same rank, all
  of different suits. With several packs two identical cards may be in your hand, but never in the
  same set (**HU-SET-1**).
- A **run** (*sor*) is 3 or more consecutive cards of one suit; a run with no joker is a
  **pure run**, *tiszta sor* (**HU-RUN-1**).
- The ace is low (A-2-3) or high (Q-K-A), never both: K-A-2 does not count, and runs do not wrap
  round (**HU-RUN-2**).
- Melded values: 2 to 10 at face value, jack, queen and king 10 each, the ace 11, except at the
  low end of a run, where it counts 1 (**HU-VAL-1**). `[open]` A run of all thirteen ranks could
  be read ace to king (85 points) or two to ace (95): a run is laid in order, so you choose, and
  the guide counts the ace high, 95.
- A **joker** (*dzsóker*) may stand for any card, at most one per combination (**HU-JOKER-1**).
  It counts as the card it stands for; if it could stand in two places, the lower value counts
  (**HU-JOKER-2**).
"""),
    code("""
CardsView("KH KS KD", label="A set: 30 points")
"""),
    code("""
CardsView("JK 7S 8S", label="A run with a joker as the six: 21 points")
"""),
    md("""
Check melds yourself: type cards such as `KH KS KD` or `AH 2H 3H`, or pick them from the hand,
and the validator says whether they make a set or a run, what they are worth, and what a joker
stands for. Its button finds the best melds in the whole hand and tells you whether they reach
40 or 51.
"""),
    code("""
from ramsas_widgets.widgets import MeldValidator

MeldValidator(variant_id="hu-rami-51")
"""),
    md("""
**Taking a joker back.** A player who has opened may take a joker from the table by putting in
its place exactly the card it stands for; he must meld that joker again in the same turn if he
can (**HU-JOKER-3**). From a set, a joker can be taken only if the set already holds three
natural cards, so the card given for it makes a set of four (**HU-JOKER-4**).

## 5. The end of a hand

The hand ends the moment a player has no cards left, whether by discarding his last card or by
melding all of them (**HU-END-1**). `[open]` Going out without a final discard is the source's
app rule; the guide allows it, and the house rule `final_discard` requires the discard. When the
stock runs out, the discard pile except its top card is shuffled into a new stock, at most twice
a hand; after that, or after 300 turns, the hand ends and the lowest hand total wins
(**HU-END-2**).

## 6. Scoring

The others count the cards left in their hands and the lowest running total wins the game
(**HU-SCORE-1**). `[open]` The source's own scoring section is missing, so the guide uses the
usual Hungarian values: the player who goes out scores 0; the others score what they hold, 2-10
at face value, jack, queen and king 10, ace 11, **joker 20**. Common house rules, each a switch:
joker 25 (`joker_points`), 100 flat for a player who never opened (`unopened_100`), doubled scores
when someone goes out in one turn straight from the hand, **kézből** (`hand_rami_double`), a pure
run required in the opening of Rami 51 (`pure_run_to_open`), and a game of 7 or 10 hands
(`hands_in_game`).
"""),
    code("""
from ramsas_widgets.widgets import ScoringExercise

ScoringExercise("hu-rami-51", seed=0)
"""),
    md("""
## 7. Winning

After the agreed number of hands (7 by default), the player with the lowest total wins.

## Glossary

| Hungarian | meaning |
|---|---|
| kézből | "from the hand": going out in one turn without having melded before |
| terc | a set of three cards of one rank |
| kvart | a set of four cards of one rank |
| sor | a run |
| tiszta sor | a pure run: a run without a joker |
| dzsóker | joker |
| lerakás | laying down a meld |
| nyitás | the opening: the first meld, worth 40 or 51 |
| hozzátevés | laying off cards on melds already on the table |
| húzópakli | the stock |
| dobópakli | the discard pile |
| osztó | the dealer |
"""),
]

PLAY_TABLE = [
    md("""
# Lesson 7: Play at the table

Reading the rules is a start; playing them is how they stick. Here you sit at a table with
computer players and play whole games of any variant in this guide, from the deal to the final
score. A referee watches every move and explains each decision with the ID of the rule behind it.

## How to play

- **Your hand** is a row of card buttons. When it is your turn, the line above it says what you may
  do. Plain choices (buy, pass, knock, accept an offer, draw...) are buttons of their own; for a
  choice of cards, pick them in your hand and press what to do with them: **Play**, **Keep**,
  **Exchange**, or in Rami **Meld**, **Lay off on the meld**, **Take the joker of the meld** and
  **Discard**.
- **Nothing is blocked in advance.** You may pick any card and press Play. If the rules do not
  allow it, the referee says why, with the rule ID, and where a real table would charge for the
  mistake (the 5-point penalty of **RU-PLAY-3** and **RUZ-5**, the demoted ace of **LT-ACE-2**),
  it says that too. Then choose again.
- **Why?** explains the card you picked: which rule allows it and whether it would take the trick
  now, or which rule forbids it.
- **Hint** asks the computer player what it would do in your seat, and why. The cards it proposes
  are picked for you; press the button to follow the hint, or pick something else.
- The computer players move by themselves until it is your turn again; every move is written in
  the **table log**, newest first, with its rule. After each hand the scores are shown; press
  **Next hand** to deal on, until someone wins the game.
- **Back** and **Forward** step through the states of the game so far, one move at a time, to see
  what happened; the table is read-only while you look back. **Return to play** brings you back.
"""),
    code("""
from ramsas_widgets.widgets.table import PlayTable

PlayTable("lt-ramsas", players=3, seed=0)
"""),
    md("""
## Other games, house rules, and the same deal for a whole class

The **Game** list switches to any variant: the Russian games, Swedish Rams, the shedding game
or Rami 40 and 51. **Players** sets the size of the table (you are always P0, the others are
computer players), and the **House rules** panel holds the variant's `[open]` points, the
choices tables make differently; they apply from the next **New game**.

The **Seed** decides the shuffle. A teacher who gives the class one seed gives everyone the
same cards: the same deal, and the same computer moves as long as everybody plays the same way.
Compare after the hand what each of you did with the same cards.
"""),
]

NOTEBOOKS = {
    "00_index.ipynb": INDEX,
    "01_lithuanian_ramsas.ipynb": LITHUANIAN,
    "02_lithuanian_shedding.ipynb": SHEDDING,
    "03_russian_rams.ipynb": RUSSIAN,
    "04_swedish_rams.ipynb": SWEDISH,
    "05_hungarian_rami.ipynb": RAMI,
    "07_play_table.ipynb": PLAY_TABLE,
}

TITLES = {
    "00_index.ipynb": "The Rams family: a guide",
    "01_lithuanian_ramsas.ipynb": "Lithuanian Ramsas",
    "02_lithuanian_shedding.ipynb": "The Lithuanian shedding game",
    "03_russian_rams.ipynb": "Russian Rams",
    "04_swedish_rams.ipynb": "Swedish Rams (Mattmar)",
    "05_hungarian_rami.ipynb": "Hungarian Rami 40 and 51",
    "07_play_table.ipynb": "Play at the table",
}


def build(name: str, out: Path = HERE) -> nbformat.NotebookNode:
    """The notebook ``name``, framed; a hand-written lesson is read from ``out``."""
    if name in HAND_WRITTEN:
        nb = nbformat.read(out / name, as_version=4)
        nb.cells = frame(name, nb.cells, out)
        return nb
    nb = new_notebook(cells=NOTEBOOKS[name])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["title"] = TITLES[name]
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{name[:2]}-{i:02d}"
    nb.cells = frame(name, nb.cells, out)
    return nb


def main(argv: list[str] | None = None) -> int:
    out = Path(argv[0]) if argv else HERE
    for name in [*NOTEBOOKS, *(h for h in HAND_WRITTEN if (out / h).is_file())]:
        nb = build(name, out)
        nbformat.validate(nb)
        nbformat.write(nb, out / name)
        print(f"wrote {out / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
