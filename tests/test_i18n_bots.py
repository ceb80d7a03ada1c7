"""The computer players' reasons and the decision estimates' sentences read in Lithuanian.

What the table's Hint button and the decision exercises show a learner: a computer player's
reason for a card or a choice (``bots.decide(...).text()``, ``bots.explain``), the reason of
a player that weighs its decision (``bots.weighed``), the estimate's verdict
(``DecisionEstimate.sentence``), an exercise's grade and position. Each is rendered from
seeded games of every variant and from the decision exercises of every variant that poses
them: in Lithuanian with nothing of English left, no seat code and no unfilled value; in
English through the catalogue exactly as the engine writes it for a person.
"""

from __future__ import annotations

import dataclasses
import random
import re
from decimal import Decimal

import pytest

from ramsas_widgets.engine.bots import OTHER, decide, explain, weighed
from ramsas_widgets.engine.bots.base import Figure, percent, said
from ramsas_widgets.engine.bots.tricks import PLAY
from ramsas_widgets.engine.cards import Card
from ramsas_widgets.engine.events import Capital, Sentence, render, say
from ramsas_widgets.engine.game import Action
from ramsas_widgets.engine.registry import VARIANTS, new_game
from ramsas_widgets.engine.teaching.decisions import decision_situation
from ramsas_widgets.i18n.locale import speaker
from tests.test_i18n import english_left

LT, EN = speaker("lt"), speaker("en")
#: Moves of a seeded game whose reasons are read (a game ends sooner, or its hand does).
MOVES = 160
DECISIONS = [(vid, phase) for vid, info in sorted(VARIANTS.items())
             for phase in info.teaching.decisions]


def capital_inside(sentence: object) -> bool:
    """Whether a sentence holds a :class:`Capital` value, at any depth (the verdict
    ``verdict.follow`` of ``trickcore.py``: "Hearts were led")."""
    values = getattr(sentence, "values", None) or {}
    return any(isinstance(v, Capital) or capital_inside(v) for v in values.values())


def lithuanian(sentence: str, you: int | None = None, english_of: str | None = None) -> str:
    """``sentence`` said in Lithuanian, checked; and in English through the catalogue as the
    engine says it for a person. ``english_of``: an illegal move's refusal inside it, whose
    English words are its own (another file's) and whose stop the English catalogue keeps
    (see test_an_illegal_moves_refusal_reads_the_same_in_the_english_catalogue)."""
    english = render(sentence)
    if english_of is None:
        assert render(sentence, speaker=EN) == english, sentence
    text = render(sentence, speaker=LT, you=you)
    assert "{" not in text and "$" not in text, text
    assert not re.search(r"\bP\d\b", text), text
    left = english_left(text)
    if english_of is not None:
        left -= english_left(render(english_of, speaker=LT, you=you))
    assert not left, (english, text, left)
    return text


def seeded_games(variant: str):
    """The computer players' games of ``variant`` at its smallest and largest table."""
    sizes = sorted(VARIANTS[variant].players)
    for players, seed in ((sizes[0], 1), (sizes[-1], 2)):
        yield new_game(variant, players=players, seed=seed), random.Random(seed)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_computer_players_reasons_read_in_lithuanian(variant):
    """At every decision and card play: the reason the Hint shows, why another legal move is
    not the computer's, and why a card that may not be played is refused."""
    said_ids: set[str] = set()
    for game, rng in seeded_games(variant):
        for k in range(MOVES):
            if game.is_over:
                break
            legal = game.legal_actions()
            d = decide(game, seed=k)
            text = lithuanian(d.text(), you=game.to_act)
            said_ids.add(d.text().template.id)
            assert d.rule in text
            others = [a for a in legal if a != d.action]
            if others and k % 3 == 0:
                lithuanian(explain(game, rng.choice(others), seed=k), you=game.to_act)
            if k % 4 == 0:
                for card in game.view().hands[game.to_act]:
                    action = Action("play", (card,))
                    if action not in legal:
                        lithuanian(explain(game, action), you=game.to_act,
                                   english_of=game.why_illegal(action).message)
                        break
            game.apply(d.action if rng.random() < 0.8 else rng.choice(legal))
        if game.is_over:
            assert lithuanian(explain(game, "buy")) == "Žaidimas baigtas."
    assert said_ids <= {"bot.reason", "bot.reason.ruled"}, said_ids


@pytest.mark.parametrize("variant,phase", DECISIONS)
def test_a_decision_exercise_reads_in_lithuanian(variant, phase):
    """The position, the estimate's verdict and every option's grade, and the reason of a
    computer player that weighs the same decision (few deals: the words, not the numbers)."""
    sit = decision_situation(variant, seed=1, phase=phase)
    sit = dataclasses.replace(sit, deals=12)
    you = sit.player
    assert sit.position(speaker=EN) == sit.position()
    sense = sit.info.teaching.score_sense
    lines = sit.position(speaker=LT)
    for line in lines:
        if not getattr(sense, "id", None) and sense and line.endswith(sense):
            line = line[:-len(sense)]  # see test_a_variants_sense_of_its_scores_in_lithuanian
        assert "{" not in line and not re.search(r"\bP\d\b", line), line
        assert not english_left(line), (line, english_left(line))
    assert lines[0].startswith(f"Jūs esate Žaidėjas {you + 1} iš")
    assert "(jūs)" in lines[1]
    result = sit.answer()
    verdict = lithuanian(result.sentence, you)
    for option in result.options:
        right, _mine, grade = sit.grade(option.action)
        text = lithuanian(grade, you)
        assert text.endswith(verdict)
        assert text.startswith("Teisingai: geriau " if option is result.options[0] else
                               ("Intervalų ribose" if right else "Tai ne geresnis"))
    if sit.info.fast is not None:
        lithuanian(weighed(sit.game, seed=1, deals=6).text(), you)


def test_numbers_are_written_as_before_and_in_the_language():
    rng = random.Random(3)
    for value in [0.0, -0.04, 0.05, 0.25, 1.25, 2.5, -3.005, 12.345, 1234.5] + \
            [rng.uniform(-30, 30) for _ in range(200)]:
        for places in (1, 2):
            assert str(Figure(value, places)) == f"{value:.{places}f}"
            assert Sentence("{n}", {"n": Figure(value, places, signed=True)}) == \
                f"{value:+.{places}f}"
    assert percent(0.125) == int(f"{0.125:.0%}"[:-1]) and percent(1.0) == 100
    assert Decimal(Figure(1.25, 1)) == Decimal("1.2")
    play = say(PLAY, est=Figure(2, 1))
    assert play == render(play, speaker=EN) == "Your hand promises about 2.0 tricks: play"
    assert render(play, speaker=LT) == "Jūsų kortos žada apie 2,0 kirčio: žaiskite"
    for value, words in ((-0.01, "„pirkti“ -0,0"), (0.25, "„pirkti“ +0,2"),
                         (1234.56, "„pirkti“ +1234,6")):
        other = say(OTHER, a=said(Action.parse("buy")), mean=Figure(value, signed=True))
        assert render(other, speaker=EN) == render(other) == f"'buy' {value:+.1f}"
        assert render(other, speaker=LT) == words


def test_an_action_in_quotes_is_the_engines_in_english_and_a_move_in_lithuanian():
    cases = {"buy": "pirkti", "declare pass": "sakyti ‚pas‘", "play TH": "mesti 10♥",
             "exchange": "pasilikti savo kortas", "layoff 5S 6S 2": "pridėti 5♠ 6♠ prie #2",
             "offer turn": "siūlyti atversti naują kozirį"}
    for notation, lithuanian_words in cases.items():
        action = Action.parse(notation)
        quoted = said(action)
        assert quoted == action.said and render(quoted) == render(action.said)
        assert render(quoted, speaker=EN) == render(action.said)
        assert render(quoted, speaker=LT) == lithuanian_words
    odd = Action("declare", (), "nonsense")  # no message knows it: as the engine writes it
    assert said(odd) == "declare nonsense"
    assert render(Card.parse("TH").symbol) == "10♥"


def test_a_capital_inside_a_reason_in_the_catalogue():
    game = new_game("se-mattmar", players=3, seed=2)
    for _ in range(400):
        d = decide(game)
        if capital_inside(d.text()):
            assert render(d.text(), speaker=EN) == render(d.text())
            return
        game.apply(d.action)
    pytest.fail("no reason with a capital found")


def test_an_illegal_moves_refusal_reads_the_same_in_the_english_catalogue():
    game = new_game("se-mattmar", players=3, seed=2)
    for _ in range(400):
        legal = game.legal_actions()
        for card in game.view().hands[game.to_act]:
            action = Action("play", (card,))
            if game.phase == "play" and action not in legal:
                sentence = explain(game, action)
                assert render(sentence, speaker=EN) == render(sentence)
                return
        game.apply(decide(game).action)
    pytest.fail("no illegal card found")


def test_a_variants_sense_of_its_scores_in_lithuanian():
    sit = decision_situation("lt-ramsas", seed=1, phase="buy")
    line = sit.position(speaker=LT)[1]
    assert not english_left(line), line
