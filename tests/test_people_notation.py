"""What a person reads names cards as people do ("10♦", "jack of clubs") and players by one
scheme ("Player 1"...), never by the engine's codes ("TD", "P0").

The engine's sentences for a learner (the verdicts' reasons, the refusals of
``why_illegal``, the computer players' reasons, the quiz and scoring exercise texts, the
meld checker's reasons) are kept with their typed values (``events.Sentence``): as text
they stay in the engine's plain notation, as the rule tests and the golden playthroughs
read them, and ``events.render`` reads them as a person does. They are collected here from
seeded games and exercises of every variant, rendered for a person and read for codes.
"""

from __future__ import annotations

import random
import re

import pytest

from ramsas_widgets.engine import Action, new_game
from ramsas_widgets.engine.bots import choose, explain
from ramsas_widgets.engine.events import Event, Kind, Scores, Seat, person, render
from ramsas_widgets.engine.registry import VARIANTS
from ramsas_widgets.engine.teaching import (
    DIFFICULTIES,
    QUESTIONS,
    QUIZ_OPTIONS,
    QUIZ_VARIANTS,
    SCORING_VARIANTS,
    scoring_situation,
    trick_situation,
)

#: A card code ("TD", "7C", "10H") standing as a word, or a player code ("P0").
CARD_CODE = re.compile(r"(?<![\w♣♦♥♠])(?:10|[2-9TJQKA])[CDHS](?![\w])")
PLAYER_CODE = re.compile(r"\bP\d\b")


def codes(text: str) -> list[str]:
    return CARD_CODE.findall(text) + PLAYER_CODE.findall(text)


def assert_people(texts: dict[str, str]) -> None:
    said = {where: render(text, person) for where, text in texts.items()}
    bad = {where: text for where, text in said.items() if codes(text)}
    assert not bad, "codes in people's text:\n" + "\n".join(
        f"  {where}: {text}" for where, text in list(bad.items())[:12])


def test_the_scheme():
    assert [person(p) for p in range(3)] == ["Player 1", "Player 2", "Player 3"]
    e = Event(Kind.SCORED, "Scores: {s}", {"s": Scores((2, 3, 0))})
    assert str(e) == "Scores: [2, 3, 0]"  # the engine's plain text keeps its notation
    assert render(e, person) == "Scores: 2 for Player 1, 3 for Player 2, and 0 for Player 3"
    assert not codes(render(Event(Kind.PLAY, "{p} leads {c}", {
        "p": Seat(0), "c": Action.parse("play TD").card}), person))


def game_texts(variant_id: str, seed: int, moves: int = 60) -> dict[str, str]:
    """Reasons and refusals met along a seeded game played by the computer players."""
    game = new_game(variant_id, seed=seed)
    rng = random.Random(seed)
    out: dict[str, str] = {}
    for k in range(moves):
        if game.is_over:
            break
        where = f"{variant_id}/{seed}/{k}"
        for v in game.verdicts():
            out[f"{where} verdict {v.card.code}"] = v.reason
        hand = game.view().hands[game.to_act]
        kinds = [kind for kind in game.card_actions() if kind not in ("exchange", "meld")]
        legal = game.legal_actions()
        for kind in kinds:
            for card in hand:
                action = Action(kind, (card,), "1" if kind in ("layoff", "swap") else "")
                if action not in legal:
                    out[f"{where} why {action}"] = game.why_illegal(action).message
        wrong = Action("declare", (), "nonsense")
        out[f"{where} why {wrong}"] = game.why_illegal(wrong).message
        action = choose(game, seed=seed) if rng.random() < 0.7 else rng.choice(legal)
        out[f"{where} explain {action}"] = explain(game, action)
        if rng.random() < 0.3 and len(legal) > 1:
            other = next(a for a in legal if a != action)
            out[f"{where} explain other {other}"] = explain(game, other)
        game.apply(action)
    return out


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_game_messages_use_people_notation(variant_id):
    texts: dict[str, str] = {}
    for seed in (1, 2):
        texts |= game_texts(variant_id, seed)
    assert texts
    assert_people(texts)


@pytest.mark.parametrize("variant_id", QUIZ_VARIANTS)
def test_quiz_texts_use_people_notation(variant_id):
    texts: dict[str, str] = {}
    for difficulty in DIFFICULTIES:
        for question in QUESTIONS:
            for seed in range(6):
                try:
                    sit = trick_situation(variant_id, seed=seed, difficulty=difficulty,
                                          question=question)
                except Exception:  # noqa: BLE001 - a variant need not ask every kind
                    continue
                where = f"{variant_id}/{difficulty}/{question}/{seed}"
                for k, text in enumerate((sit.prompt, *sit.notes)):
                    texts[f"{where} prompt {k}"] = text
                if question == "play":
                    for picks in ([], list(sit.legal), list(sit.hand)):
                        grade = sit.grade_play(picks)
                        texts[f"{where} grade {picks}"] = grade.headline
                        for k, text in enumerate(grade.details):
                            texts[f"{where} grade {picks} {k}"] = text
                else:
                    for i in range(len(sit.played)):
                        texts[f"{where} winner {i}"] = sit.grade_winner(i).headline
                for name in QUIZ_OPTIONS.get(variant_id, ()):
                    opt = VARIANTS[variant_id].options[name]
                    for value in opt.choices:
                        other = sit.with_options(**{name: value})
                        texts[f"{where} compare {name}={value}"] = sit.compare(other)
                for _name, _value, sentence in sit.option_effects():
                    texts[f"{where} effect"] = sentence
                texts[f"{where} explanation"] = sit.explanation
    assert texts
    assert_people(texts)


@pytest.mark.parametrize("variant_id", SCORING_VARIANTS)
def test_scoring_texts_use_people_notation(variant_id):
    texts: dict[str, str] = {}
    for seed in range(8):
        sit = scoring_situation(variant_id, seed=seed)
        for k, text in enumerate((*sit.notes, *sit.facts)):
            texts[f"{seed} note {k}"] = text
        for k, text in enumerate(sit.grade([t + 1 for t in sit.answer]).details):
            texts[f"{seed} detail {k}"] = text
        texts[f"{seed} wrong"] = sit.grade([t + 1 for t in sit.answer]).headline
        assert not codes(sit.grade(sit.answer).said())
    assert_people(texts)


def test_meld_reasons_use_people_notation():
    from ramsas_widgets.engine.cards import parse_cards
    from ramsas_widgets.engine.rami import validate_meld

    texts = {}
    for text in ("7S 8S 9S", "7S 8S JK", "KH KS KD", "KH KS 9D", "7S 8S TS", "KH KH KD",
                 "JK JK 5H", "QS KS AS 2S", "7S 7S", "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2C"):
        check = validate_meld(parse_cards(text))
        texts[text] = check.reason
    assert_people(texts)


def test_plain_text_keeps_the_notation():
    """The same sentences read as text keep the engine's notation, as before."""
    game = new_game("lt-ramsas", players=3, seed=1)
    err = game.why_illegal("play AS")
    assert "'play AS' is not possible now: P1 must" in err.message
    assert "'play A♠' is not possible now: Player 2 must" in render(err.message, person)


DECISION_CASES = [(vid, phase) for vid, info in VARIANTS.items()
                  for phase in info.teaching.decisions]


@pytest.mark.parametrize("variant_id,phase", DECISION_CASES[::3])
def test_decision_texts_use_people_notation(variant_id, phase):
    from ramsas_widgets.engine.teaching.decisions import decision_situation

    sit = decision_situation(variant_id, seed=1, phase=phase)
    texts = {f"position {k}": line for k, line in enumerate(sit.position())}
    texts["question"] = sit.question
    result = sit.answer()
    texts["sentence"] = result.sentence
    for o in result.options:
        texts[f"grade {o.action}"] = sit.grade(o.action)[2]
    assert_people(texts)


def test_situation_texts_use_people_notation():
    from ramsas_widgets.engine.teaching.situations import all_situations

    texts = {}
    for vid, sit in all_situations():
        for field in ("title", "story", "invite"):
            texts[f"{vid}:{sit.key} {field}"] = getattr(sit, field)
    assert_people(texts)
