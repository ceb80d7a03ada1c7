"""The words of the variants' declarations in Lithuanian: every rule option's explanation,
label, name and values, every variant's name and pack, the names of its phases and places,
its deal's sentences, what its totals mean, its decisions' questions and its lab's words,
what a player must do in every phase and the refusal of a move not possible now, Rami's
scoring facts and situation, and the rules page's house rules and notes for readers.

Each is said in Lithuanian with no English left, the same in English through the catalogue
as the code's own English, and in the pseudo-language (en-XA) with every word inside a
message (see CONTRIBUTING, Languages).
"""

from __future__ import annotations

import pathlib
import random
import re
import sys

import pytest

from ramsas_widgets.engine.events import render, say
from ramsas_widgets.engine.game import ACT, Action
from ramsas_widgets.engine.phased import PLAY_A_CARD
from ramsas_widgets.engine.registry import VARIANTS, new_game
from ramsas_widgets.engine.teaching import scoring_situation
from ramsas_widgets.engine.teaching import situations as sits
from ramsas_widgets.engine.teaching.decisions import NO_EXERCISE
from ramsas_widgets.engine.variants import (
    NAME_WORDS,
    VALUE_WORDS,
    Words,
    choice,
    in_language,
    option_name,
)
from ramsas_widgets.i18n.locale import PSEUDO, speaker
from ramsas_widgets.serve import rules_page
from ramsas_widgets.widgets.catalogue import choice_words

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from widget_words import english_left, unaccented_words  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[1]
LT, EN, XA = speaker("lt"), speaker("en"), speaker(PSEUDO)
#: Declared words that are the same in Lithuanian as in English (the game's own name).
SAME_IN_LITHUANIAN = {"lab-word.lt-ramsas.four-jacks"}
#: Phases a game class names that a variant played by it never enters (the classic game
#: shares its class's table with the negotiations, whose announcements it does not make).
NEVER_ENTERED = {("ru-classic", "announce")}


def in_lithuanian(words: str, english: str | None = None) -> str:
    """``words`` said in Lithuanian, checked: whole, no English word, not the English."""
    text = in_language(words, LT)
    assert "{" not in text and "$" not in text, text
    assert not english_left(text), (english or str(words), text, english_left(text))
    if getattr(words, "id", None) not in SAME_IN_LITHUANIAN:
        assert text != str(words), f"{getattr(words, 'id', words)}: said in English: {text}"
    return text


def through_messages(words: str) -> str:
    """``words`` said in the pseudo-language: nothing but the message's own (accented)."""
    text = in_language(words, XA)
    assert text.startswith("⟦") and text.endswith("⟧"), text
    assert not unaccented_words(text), (text, unaccented_words(text))
    return text


def said_everywhere(words: str) -> None:
    """``words`` (declared words, a Text) in Lithuanian, in English as the code writes
    them, and in the pseudo-language."""
    assert isinstance(words, Words), f"not declared words: {words!r}"
    assert in_language(words, EN) == str(words), words.id
    in_lithuanian(words)
    through_messages(words)


def options():
    """Every rule option of every variant, once."""
    seen = set()
    for info in VARIANTS.values():
        for opt in info.options.values():
            if id(opt) not in seen:
                seen.add(id(opt))
                yield info.id, opt


# -- rule options ------------------------------------------------------------------------------

@pytest.mark.parametrize("variant_id, opt", list(options()),
                         ids=[f"{v}-{o.name}" for v, o in options()])
def test_every_option_reads_in_lithuanian(variant_id, opt):
    said_everywhere(opt.text)
    assert opt.said_text(LT) == in_language(opt.text, LT)
    if opt.label:
        said_everywhere(opt.label)
    label = opt.said_label(LT)
    assert not english_left(label) and label != str(opt.label or opt.name), label
    said_everywhere(option_name(opt.name))
    assert opt.said_name(LT) == in_lithuanian(option_name(opt.name))
    for value in opt.choices:
        said = opt.said_value(value, LT)
        assert said == choice(value, LT)
        assert not english_left(said), (opt.name, value, said)
        assert not unaccented_words(choice(value, XA)), (opt.name, value)
        if isinstance(value, (bool, str)):
            said_everywhere(choice(value))
        else:
            assert said == LT.number(value)


def test_every_option_name_and_word_value_has_its_message():
    names = {opt.name for _, opt in options()}
    values = {c for _, opt in options() for c in opt.choices if isinstance(c, str)}
    assert names <= set(NAME_WORDS), sorted(names - set(NAME_WORDS))
    assert values <= set(VALUE_WORDS), sorted(values - set(VALUE_WORDS))


def test_choice_words_says_what_it_said_in_english():
    for _, opt in options():
        assert choice_words(opt.name) == opt.name.replace("_", " ")
        for value in opt.choices:
            english = {True: "yes", False: "no"}.get(value) if isinstance(value, bool) else \
                str(value).replace("-", " ")
            assert choice_words(value) == english
    assert choice_words("an_unknown-word") == "an unknown word"
    assert choice("opening", LT) == "pradedant partiją"
    assert option_name("must_beat", LT) == "privaloma kirsti"


# -- variants' names and teaching words ---------------------------------------------------------

@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_every_variant_name_and_teaching_word_reads_in_lithuanian(variant_id):
    info = VARIANTS[variant_id]
    t = info.teaching
    said_everywhere(info.name)
    said_everywhere(info.pack_text)
    assert info.said_name(LT) == in_language(info.name, LT)
    assert info.said_pack(LT) == in_language(info.pack_text, LT)
    phases = set(info.game.phases) | ({"play"} if info.has_tricks else set())
    assert phases <= set(t.phase_names), sorted(phases - set(t.phase_names))
    for phase, words in t.phase_names.items():
        said_everywhere(words)
        assert t.said_phase(phase, LT) == in_language(words, LT)
    for place, words in t.places.items():
        said_everywhere(words)
        assert t.said_place(place, LT) == in_language(words, LT)
    for key, words in t.deal_words.items():
        said_everywhere(words)
        assert t.said_deal(key, LT) == in_language(words, LT)
    for phase, words in t.decisions.items():
        said_everywhere(words)
        assert t.said_decision(phase, LT) == in_language(words, LT)
    if t.score_sense:
        said_everywhere(t.score_sense)
        assert t.said_score_sense(LT) == in_language(t.score_sense, LT)
    if t.lab is not None:
        for kind, words in t.lab.words.items():
            said_everywhere(words)
            assert t.lab.said_word(kind, "x", LT) == in_language(words, LT)
    assert t.said_phase("no such phase", LT) is None


def test_declared_words_are_said_as_a_messages_value_and_read_as_a_sentence():
    info = VARIANTS["lt-ramsas"]
    sentence = say(NO_EXERCISE, name=info.name)
    assert str(sentence) == "Lithuanian Ramsas has no decision exercise."
    assert render(sentence, speaker=LT) == "Žaidime „Lietuviškas Ramsas“ sprendimų pratimų nėra."
    assert render(sentence, speaker=EN) == render(sentence)
    sense = info.teaching.score_sense
    assert render(sense) == str(sense) and render(sense, speaker=EN) == str(sense)
    assert render(sense, speaker=LT) == in_lithuanian(sense)
    import pickle

    assert pickle.loads(pickle.dumps(info.name)).said(LT) == "Lietuviškas Ramsas"


# -- what a player must do, and the refusal of a move not possible now ---------------------------

def tasks():
    """Every task of every game class (``phases``), and the two every game shares."""
    found = {ACT.id: ACT, PLAY_A_CARD.id: PLAY_A_CARD}
    for info in VARIANTS.values():
        for _rule, task in info.game.phases.values():
            found[task.id] = task
    return found


@pytest.mark.parametrize("task_id", sorted(tasks()))
def test_every_task_reads_in_lithuanian(task_id):
    task = tasks()[task_id]
    assert in_language(task, EN) == str(task)
    in_lithuanian(task)
    text = in_language(task, XA)
    assert not unaccented_words(text), text


def phase_refusals(variant_id: str, seeds: int = 40, moves: int = 300) -> dict:
    """phase -> (the task asked in that phase, the refusal of a move not possible then),
    from seeded random games at every table size, the first time each phase is asked."""
    info = VARIANTS[variant_id]
    wanted = set(info.game.phases) | ({"play"} if info.has_tricks else set())
    wanted -= {phase for vid, phase in NEVER_ENTERED if vid == variant_id}
    found: dict[str, tuple[str, object]] = {}
    for seed in range(seeds):
        for players in info.players:
            game = new_game(variant_id, players=players, seed=seed)
            rng = random.Random(seed)
            for _ in range(moves):
                if game.is_over or wanted <= set(found):
                    break
                if game.phase not in found and game.asked() is not None:
                    legal = {a.kind for a in game.legal_actions()}
                    tried = Action.parse("buy" if "declare" in legal else "declare knock")
                    found[game.phase] = (game.asked().task, game._not_possible(tried))
                game.apply(rng.choice(game.legal_actions()))
        if wanted <= set(found):
            break
    assert wanted <= set(found), f"{variant_id}: never asked in {sorted(wanted - set(found))}"
    return found


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_the_refusal_of_a_move_not_possible_reads_in_lithuanian_in_every_phase(variant_id):
    for phase, (task, err) in phase_refusals(variant_id).items():
        message = err.message
        assert message.template.id == "game.refuse.not-possible"
        plain = str(message)
        assert " is not possible now: P" in plain and ". Possible: " in plain, plain
        assert render(message, speaker=EN) == render(message), phase
        text = render(message, speaker=LT)
        assert "{" not in text and not re.search(r"\bP\d\b", text), text
        assert not english_left(text), (phase, text, english_left(text))
        assert " dabar negalima: Žaidėjas " in text and ". Galima: " in text, text
        assert in_language(task, LT) in text, (phase, text)
        pseudo = render(message, speaker=XA)
        assert not unaccented_words(pseudo), (phase, pseudo, unaccented_words(pseudo))
        # each value on its own too: inside the refusal's brackets a bypass would not show
        for key in ("action", "task"):
            part = render(message.values[key], speaker=XA)
            assert not unaccented_words(part), (phase, key, part)
        possible = message.values["possible"]
        assert not unaccented_words(possible.spoken(XA)), (phase, possible.spoken(XA))
        assert possible.spoken(LT) != possible.doing() and possible.spoken(EN) == possible.doing()


def test_the_possible_moves_are_each_said_once_as_the_language_lists_them():
    game = new_game("lt-ramsas", players=3, seed=2)
    while game.phase != "buy":
        game.apply(game.legal_actions()[0])
    err = game.why_illegal("declare knock")
    assert str(err.message) == (f"'declare knock' is not possible now: P{game.to_act} must buy "
                                "or decline the buy. Possible: buy, decline.")
    assert render(err.message, speaker=LT) == (
        f"„belsti“ dabar negalima: Žaidėjas {game.to_act + 1} turi pirkti arba atsisakyti "
        "pirkinio. Galima: pirkti ir atsisakyti pirkinio.")
    while game.phase != "play":
        game.apply(game.legal_actions()[0])
    text = render(game._not_possible(Action.parse("buy")).message, speaker=LT)
    assert text.endswith("turi mesti kortą. Galima: mesti kortą."), text
    assert "Possible: play " in render(game._not_possible(Action.parse("buy")).message)


# -- Rami's scoring facts and situation ----------------------------------------------------------

@pytest.mark.parametrize("variant_id", [v for v, i in VARIANTS.items() if i.threshold])
def test_rami_facts_and_situation_read_in_lithuanian(variant_id):
    facts = {str(f): f for seed in range(40) for f in scoring_situation(variant_id, seed).facts}
    assert len(facts) == 4, sorted(facts)  # went out (from the hand or not), opened or not
    for fact in facts.values():
        text = render(fact, speaker=LT)
        assert not english_left(text) and text != str(fact), text
        assert render(fact, speaker=EN) == str(fact)
        assert not unaccented_words(render(fact, speaker=XA))
    for sit in sits.situations(variant_id).values():
        for said in (sit.title, sit.story, sit.invite):
            text = render(said, speaker=LT)
            assert not english_left(text) and text != str(said), text
            assert not unaccented_words(render(said, speaker=XA))


# -- the rules page ------------------------------------------------------------------------------

def test_the_house_rules_read_in_lithuanian_and_as_before_in_english():
    english = rules_page.house_rules()
    assert english == rules_page.house_rules("en")
    assert english["LT-GOAL-1"] == ["*House rule* “target”: Score that wins the game. The guide "
                                    "plays 20 unless a table chooses 25. (Lithuanian Ramsas)"]
    assert english["RU-SCORE-1"][0].endswith("The guide plays 100 unless a table chooses "
                                             "150, 200. (Russian Rams (classic) and Russian "
                                             "Rams with negotiations)")
    assert "The guide plays “opening” unless a table chooses “first lead”." in \
        english["LT-ACE-1"][0]
    lithuanian = rules_page.house_rules("lt")
    assert set(lithuanian) == set(english)
    for rule, lines in lithuanian.items():
        assert len(lines) == len(english[rule]), rule
        for line in lines:
            assert line.startswith("*Namų taisyklė* „"), line
            assert not english_left(line), (line, english_left(line))
    assert lithuanian["RU-SCORE-1"][0].endswith(
        "Vadovo numatyta vertė: 100; stalas gali pasirinkti 150 arba 200. (Rusiškas Rams "
        "(klasikinis) ir Rusiškas Rams su derybomis)"), lithuanian["RU-SCORE-1"][0]
    for _, opt in options():  # each said by its own words: its name, meaning and values
        line = next(x for x in lithuanian[opt.rule] if f"„{option_name(opt.name, LT)}“" in x)
        default = choice(opt.default, LT)  # the guide's own value, first
        assert opt.said_text(LT) in line, line
        assert f": {default};" in line or f": „{default}“;" in line, line
    for lines in rules_page.house_rules(PSEUDO).values():
        for line in lines:
            assert not unaccented_words(line), (line, unaccented_words(line))


def test_the_lithuanian_rules_page_has_its_notes_for_readers():
    notes = rules_page.FOR_READERS
    assert set(notes) == {"en", "lt"} and len(notes["lt"]) == len(notes["en"])
    lt_md = (ROOT / "docs" / "rules" / "lt.md").read_text(encoding="utf-8")
    joined = "\n".join(rules_page._paragraphs(lt_md.splitlines()))
    for said in notes["lt"]:
        assert said in joined, f"not in docs/rules/lt.md: {said!r}"
    page = "\n".join(rules_page.notebook_cells(lt_md, "lt"))
    for builders in ("Įgyvendinkite", "pasiūlykite", "parinkt", "variklis", "nurodykite",
                     "testų duomenis", "palikite", "padarykite", "Mokykite", "laikykite"):
        assert builders not in page.split("\n---\n")[-1], builders
    assert "*House rule*" not in page and "*Namų taisyklė* „tikslas“" in page
