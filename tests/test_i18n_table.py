"""The play table in Lithuanian and in the pseudo-language: every text a person reads or
hears on it (buttons, tooltips, the prompt, the table, the score sheet, the referee, the
hints, the history and the log) comes through a message, from the deal through wrong moves,
Why?, Hint, looking back, the end of a hand and the end of a game; with it, the engine's own
words about a variant that the table shows (its name, phases and places, house rules and
what its totals mean: ``engine/variants.py``, ``engine/<family>/variants.py``).
"""

from __future__ import annotations

import dataclasses
import pathlib
import re
import sys
from typing import Any

import pytest

from ramsas_widgets.engine import VARIANTS
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.game import Action
from ramsas_widgets.engine.variants import choice, option_name
from ramsas_widgets.i18n.locale import PSEUDO, speaker
from ramsas_widgets.i18n.messages import Text
from ramsas_widgets.widgets.table import PlayTable, card_name, hand_of

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from widget_words import english_left, texts, unaccented_words  # noqa: E402

#: Variants whose tables show every part: Ramsas (the lesson's table, the buy), the shedding
#: game (a pile's top card), Russian Rams on the zone (a turned trump card), Mattmar (a
#: score where lower is better) and Rami (draws, melds, the joker).
VARIANTS_SHOWN = ("lt-ramsas", "lt-shedding", "ru-zone", "se-mattmar", "hu-rami-40")
#: Deals a weighed hint plays out here (the lessons' hundreds take seconds; the words are
#: the same).
FEW_DEALS = 6
#: A card button's face, rank above suit ("A\n♥"): a card, not words.
CARD_FACE = re.compile(r"(?:10|[2-9AKQJ])\n[♠♥♦♣]|JK\n★")


def engine_words(variant_id: str) -> list[Any]:
    """The engine's own words about a variant that the table shows."""
    info = VARIANTS[variant_id]
    teaching = info.teaching
    found = [v.name for v in VARIANTS.values()]  # the Game list names every variant
    found += [teaching.score_sense, *teaching.places.values(), *teaching.phase_names.values()]
    for name, opt in info.options.items():
        found += [opt.text, option_name(name), *(choice(c) for c in opt.choices)]
    return [f for f in found if f]


def codes(variant_id: str) -> set[str]:
    """What a list's value holds, never shown: a variant's ID, a house rule's value."""
    found = set(VARIANTS)
    for opt in VARIANTS[variant_id].options.values():
        found.update(c for c in opt.choices if isinstance(c, str))
    return found


def read(table: PlayTable, language: str) -> list[str]:
    """Every text on the table checked in ``language``: whole (no ``{`` left), and nothing
    that bypassed a message (an English word in Lithuanian; an unaccented word outside
    the pseudo-language's brackets). Returns the texts."""
    hidden = codes(table.variant_id)
    shown = [said for said in texts(table) if said not in hidden]
    for said in shown:
        assert "{" not in said and "$" not in said, said
        if CARD_FACE.fullmatch(said):
            continue
        if language == "lt":
            assert not english_left(said), (english_left(said), said)
        else:
            assert not unaccented_words(said), (unaccented_words(said), said)
    return shown


def few_deals(table: PlayTable) -> None:
    """The table's hint weighs its decisions over :data:`FEW_DEALS` deals."""
    teaching = dataclasses.replace(table.info.teaching, decision_deals=FEW_DEALS)
    table.info = dataclasses.replace(table.info, teaching=teaching)


def my_turn(table: PlayTable) -> bool:
    g = table.game
    return not g.is_over and not table.waiting_next and g.to_act == table.seat


def press(table: PlayTable, action: Action) -> None:
    """Make ``action`` as a learner does: pick its cards, press its button."""
    if action.cards and action.kind != "show":
        table.hand_picker.pick(list(action.cards))
        if action.kind in ("layoff", "swap"):
            table.meld_target.value = int(action.arg)
        table.pick_buttons[action.kind].click()
    else:
        table.action_buttons[str(action)].click()


def wrong_card(table: PlayTable) -> bool:
    """Pick a card the rules refuse and press its button (a card that may not be played,
    or two cards that make no meld); then Why? on it. False if there is none now."""
    game = table.game
    if "play" in table.pick_buttons:
        bad = next((v.card for v in game.verdicts() if not v.legal), None)
        if bad is None:
            return False
        table.hand_picker.pick([bad])
        table.pick_buttons["play"].click()
    elif "meld" in table.pick_buttons:
        hand = hand_of(game, table.seat)
        pair = next(([a, b] for a in hand for b in hand
                     if a.suit != b.suit and a.rank != b.rank), None)
        if pair is None:
            return False
        table.hand_picker.pick(pair)
        table.pick_buttons["meld"].click()
    else:
        return False
    assert table.feedback.kind == "wrong", table.feedback.text
    table.hand_picker.pick(table.hand_picker.cards[:1])
    table.why_button.click()
    assert table.feedback.kind in ("ok", "wrong", "info"), table.feedback.text
    return True


def play_a_hand(table: PlayTable, language: str, limit: int = 400) -> None:
    """The learner's moves, the computer player's choice for him, until the hand is scored:
    on the way a wrong card and Why?, a card button pressed with no card picked, Hint, a
    look back; the table read after each of them and every few moves."""
    from ramsas_widgets.engine import bots

    tried = hinted = looked = pressed_empty = False
    for moves in range(limit):
        if table.waiting_next or table.game.is_over:
            break
        assert my_turn(table)
        if not hinted:
            table.hint_button.click()
            assert table.feedback.kind == "info", table.feedback.text
            read(table, language)
            hinted = True
        if not pressed_empty and {"play", "discard"} & set(table.pick_buttons):
            table.hand_picker.clear()
            table.why_button.click()  # nothing picked
            read(table, language)
            table.pick_buttons[next(k for k in ("play", "discard")
                                    if k in table.pick_buttons)].click()
            assert table.feedback.kind == "info"
            read(table, language)
            pressed_empty = True
        if not tried and wrong_card(table):
            read(table, language)
            tried = True
        if not looked and moves >= 2:
            table.back_button.click()
            assert not table.act(table.game.legal_actions()[0])  # read only
            read(table, language)
            table.forward_button.click()
            table.return_button.click()
            looked = True
        press(table, bots.choose(table.game, seed=len(table.game.actions)))
        assert table.feedback.kind == "ok", table.feedback.text
        if moves % 4 == 0:
            read(table, language)
    assert table.waiting_next or table.game.is_over


@pytest.mark.parametrize("language", ["lt", PSEUDO])
@pytest.mark.parametrize("variant_id", VARIANTS_SHOWN)
def test_a_hand_at_the_table_comes_through_messages(variant_id, language, monkeypatch):
    monkeypatch.setenv("RAMSAS_LANG", language)
    if variant_id == "lt-ramsas":  # as the lesson builds it
        table = PlayTable("lt-ramsas", seed=0)
    else:
        table = PlayTable(variant_id, players=min(VARIANTS[variant_id].players), seed=3)
    few_deals(table)
    read(table, language)
    play_a_hand(table, language)
    shown = " ".join(read(table, language))  # the hand's scores, or the game's end
    if table.waiting_next:
        table.act(Action("play"))  # refused: the hand is over
        assert table.feedback.kind == "info"
        read(table, language)
        table.next_hand_button.click()
        read(table, language)
    if language == "lt":
        assert "Jūsų ranka" in shown or "Žaidimas baigtas" in shown


@pytest.mark.parametrize("language", ["lt", PSEUDO])
def test_the_end_of_a_game_comes_through_messages(language, monkeypatch):
    monkeypatch.setenv("RAMSAS_LANG", language)
    from ramsas_widgets.engine import bots

    table = PlayTable("lt-ramsas", players=2, seed=5)
    for _ in range(3000):
        if table.game.is_over:
            break
        if table.waiting_next:
            table.next_hand_button.click()
            continue
        assert table.act(bots.choose(table.game, seed=len(table.game.actions)))
    assert table.game.is_over
    shown = " ".join(read(table, language))
    table.act(Action("play"))  # refused: the game is over
    assert table.feedback.kind == "info"
    read(table, language)
    if language == "lt":
        assert "Žaidimas baigtas" in shown and "Galutiniai taškai" in shown


@pytest.mark.parametrize("language", ["lt", PSEUDO])
def test_the_settings_and_their_refusals_come_through_messages(language, monkeypatch):
    monkeypatch.setenv("RAMSAS_LANG", language)
    table = PlayTable("lt-ramsas", players=3, seed=1)
    table.house_button.value = True
    table.option_boxes["target"].value = 25  # a house rule: named above the table
    table.option_boxes["must_beat"].value = True
    table.new_game_button.click()
    assert table.feedback.kind in ("", "ok")
    read(table, language)
    table.seed_box.value = -1  # refused, in the page's language
    table.new_game_button.click()
    assert table.feedback.kind == "error"
    read(table, language)
    table.seed_box.value = 1
    table.variant_box.value = "hu-rami-51"  # another game, and its settings
    assert table.game.variant_id == "hu-rami-51"
    read(table, language)
    for wrong in ({"players": 3}, {"seat": 2}):
        with pytest.raises(RulesError) as refused:
            PlayTable("ru-zone", **wrong)
        said = str(refused.value.message)
        assert not (english_left(said) if language == "lt" else unaccented_words(said)), said


def test_card_names_in_lithuanian():
    from ramsas_widgets.engine.cards import parse_cards

    lt = speaker("lt")
    ten, jack, joker = parse_cards("TH JC JK")
    assert card_name(ten, lt) == "širdžių dešimtakė"
    assert card_name(jack, lt) == "kryžių valetas"
    assert card_name(joker, lt) == "džokeris"
    assert card_name(ten, speaker("en")) == ten.name  # the English is the engine's


@pytest.mark.parametrize("variant_id", VARIANTS_SHOWN)
def test_the_variants_own_words_read_in_lithuanian(variant_id):
    lt = speaker("lt")
    for words in engine_words(variant_id):
        assert isinstance(words, Text) or words.isdigit(), words  # a message, or a number
        said = lt.say(words.id) if isinstance(words, Text) else words
        assert not english_left(said), (words, said)
