"""A declaration says everything a variant needs, and every per-variant test reads it.

- Every registered variant declares what CONTRIBUTING.md's "Adding a variant" lists; one
  that forgot something fails with a plain message naming what it forgot (the words the
  table and the dealing demo show for its places, phases and deal, its computer player,
  its fast rules...), checked against what its games actually show.
- Throwaway copies of existing declarations under new IDs (``tests/throwaway_variants.py``,
  registered through :data:`~ramsas_widgets.engine.registry.MORE_VARIANTS`) run through
  every per-variant test module, though no test file names them.
"""

from __future__ import annotations

import dataclasses
import os
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from ramsas_widgets.engine import VARIANTS, new_game
from ramsas_widgets.engine.registry import MORE_VARIANTS
from ramsas_widgets.engine.variants import VariantInfo

ROOT = Path(__file__).resolve().parents[1]
RULE_IDS = set(re.findall(r"^- ([A-Z]{2,3}(?:-[A-Z]+)?-\d+):",
                          (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8"), re.M))


@dataclasses.dataclass
class Seen:
    """What a variant's games show: the places cards lie in (view piles, face-up cards,
    where the deal sends them), the phases asked, and the steps of the first deal (those
    the dealing demo tells)."""

    places: set[str] = dataclasses.field(default_factory=set)
    phases: set[str] = dataclasses.field(default_factory=set)
    steps: set[tuple[str, str, bool, str]] = dataclasses.field(default_factory=set)


def seen(variant_id: str, seeds: int = 3, moves: int = 150) -> Seen:
    """Random games of ``variant_id`` at every table size, watched."""
    out = Seen()
    info = VARIANTS[variant_id]
    for players in info.players:
        for seed in range(seeds):
            game = new_game(variant_id, players=players, seed=seed)
            out.steps |= {(s.rule, s.to, s.face_up, s.note) for s in game.deal_steps}
            rng = random.Random(seed)
            for _ in range(moves):
                if game.is_over:
                    break
                view = game.view()
                out.places |= set(view.piles) | set(view.shown)
                out.places |= {s.to for s in game.deal_steps if s.to != "player"}
                out.phases.add(game.asked().phase)
                game.apply(rng.choice(game.legal_actions()))
    return out


def forgotten(info: VariantInfo, games: Seen) -> list[str]:
    """What the declaration ``info`` forgot, each in a sentence naming the field, given
    what its games show (``games``)."""
    t = info.teaching
    out: list[str] = []

    def need(ok: object, what: str) -> None:
        if not ok:
            out.append(what)

    need(info.name, "its name (VariantInfo.name)")
    need(info.players and info.default_players in info.players,
         "the players it is played by, its usual number among them (VariantInfo.players, "
         "default_players)")
    for field in ("players_rule", "pack_rule"):
        need(getattr(info, field) in RULE_IDS,
             f"the rule of its {field.split('_')[0]}, a RULES.md ID (VariantInfo.{field})")
    need(info.hand_size > 0, "its hand size (VariantInfo.hand_size)")
    need(info.bot is not None, "its computer player (VariantInfo.bot)")
    need(t.lesson and (ROOT / "notebooks" / t.lesson).is_file(),
         "the lesson that teaches it, a notebook of notebooks/ (Teaching.lesson)")
    need(t.golden_players in info.players,
         "the players of its golden playthrough (Teaching.golden_players)")
    for name, opt in info.options.items():
        need(opt.default in opt.choices and opt.rule in RULE_IDS,
             f"a default among its choices and a RULES.md rule for its option {name!r} "
             "(RuleOption)")
    for kind in ("quiz_options", "scoring_options", "deal_options"):
        for name in getattr(t, kind):
            need(name in info.options, f"the rule option {name!r} its Teaching.{kind} names")
    for name in t.deal_options:
        need(name in info.options and info.options[name].label,
             f"a short label for the deal's rule option {name!r} (RuleOption.label)")
    if info.has_tricks:
        need(info.fast is not None, "its trick rules on the fast state (VariantInfo.fast)")
        need(info.scorer is not None, "its scorer (VariantInfo.scorer)")
    if t.quiz_players:
        need(t.winner_rule in RULE_IDS, "the rule that says who takes a trick, for its quiz "
                                        "(Teaching.winner_rule)")
    for place in sorted(games.places):
        need(t.places.get(place), f"a name for its place {place!r} (Teaching.places)")
    phases = games.phases | set(info.game.phases) | ({"play"} if info.has_tricks else set())
    for phase in sorted(phases):
        need(t.phase_names.get(phase), f"a name for its phase {phase!r} (Teaching.phase_names)")
    for rule, to, face_up, note in sorted(games.steps):
        trump = to == "trump" or (face_up and "trump" in note.lower())
        said = (f"{rule} {to}" in t.deal_words or (trump and f"{rule} trump" in t.deal_words)
                or rule in t.deal_words or len(note.split()) >= 4)
        need(said, f"a sentence for its deal rule {rule!r} when a card goes to {to!r} "
                   "(Teaching.deal_words)")
    return out


def _message(variant_id: str, missing: list[str]) -> str:
    return f"{variant_id} does not declare " + "; ".join(missing)


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_a_declaration_says_what_its_variant_needs(variant_id):
    missing = forgotten(VARIANTS[variant_id], seen(variant_id))
    assert not missing, _message(variant_id, missing)


def test_a_variant_that_forgot_something_is_told_what():
    """A copy of Ramsas' declaration without the words of its table, its computer player and
    its fast rules: each gap is named."""
    info = VARIANTS["lt-ramsas"]
    careless = dataclasses.replace(
        info, id="zz-careless", bot=None, fast=None,
        teaching=dataclasses.replace(
            info.teaching, places={"aside": "Set aside"}, phase_names={},
            deal_words={k: v for k, v in info.teaching.deal_words.items() if "4" not in k}))
    missing = forgotten(careless, seen("lt-ramsas"))
    message = _message("zz-careless", missing)
    for what in ["a name for its place 'buy' (Teaching.places)",
                 "a name for its place 'laid away' (Teaching.places)",
                 "a name for its phase 'buy' (Teaching.phase_names)",
                 "a name for its phase 'play' (Teaching.phase_names)",
                 "a sentence for its deal rule 'LT-DEAL-4' when a card goes to 'aside' "
                 "(Teaching.deal_words)",
                 "its computer player (VariantInfo.bot)",
                 "its trick rules on the fast state (VariantInfo.fast)"]:
        assert what in message, message
    assert "its place 'aside'" not in message and "'LT-DEAL-2'" not in message
    assert forgotten(info, seen("lt-ramsas")) == []


# -- throwaway copies through every per-variant test ---------------------------------------

#: The test modules that run a case per variant (or per variant of a kind: trick games,
#: quiz games...), each taking its cases from the registry.
PER_VARIANT = [
    "test_view_contract.py", "test_playouts.py", "test_fastplay.py", "test_bots.py",
    "test_widget_table.py", "test_widget_quiz.py", "test_widgets_dealing.py",
    "test_teaching.py", "test_quiz_contrast.py", "test_legal_play_properties.py",
    "test_widget_scoring.py", "test_people_notation.py", "test_situations.py",
    "test_probability.py", "test_decisions.py", "test_widget_decision.py",
    "test_declarations.py",
]
#: Modules whose every case runs for every variant: each copy must be in each.
EVERY_VARIANT = ["test_view_contract.py", "test_playouts.py", "test_bots.py",
                 "test_widget_table.py", "test_widgets_dealing.py", "test_declarations.py"]


def _copies() -> list[str]:
    sys.path.insert(0, str(ROOT))
    try:
        from tests.throwaway_variants import VARIANTS as COPIES
    finally:
        sys.path.remove(str(ROOT))
    return [info.id for info in COPIES]


def test_no_test_file_names_the_throwaway_copies():
    copies = _copies()
    assert copies and not set(copies) & set(VARIANTS)  # not registered in this run
    named = [f"{path.name}: {vid}" for path in sorted((ROOT / "tests").rglob("*.py"))
             if path.name != "throwaway_variants.py"
             for vid in copies if vid in path.read_text(encoding="utf-8")]
    assert not named, named


@pytest.mark.slow
def test_throwaway_copies_run_through_every_per_variant_test(tmp_path):
    """The per-variant modules, run with the copies registered and only the copies' cases
    selected (8 games a case where a module plays more: the copies prove the wiring, the
    variants they copy are played in full by the suite): every module collects some, every
    copy is in every module that runs every variant, and they all pass."""
    copies = _copies()
    report = tmp_path / "copies.xml"
    env = {**os.environ, MORE_VARIANTS: "tests.throwaway_variants",
           "RAMSAS_WIDGETS_TEST_GAMES": "8",
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT),
                                                       os.environ.get("PYTHONPATH")]))}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", "-k",
         " or ".join(copies), f"--junitxml={report}", *[f"tests/{m}" for m in PER_VARIANT]],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=3000)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    cases = ET.parse(report).getroot().iter("testcase")
    passed: dict[str, Counter] = {m: Counter() for m in PER_VARIANT}
    for case in cases:
        if case.find("failure") is not None or case.find("error") is not None:
            pytest.fail(f"{case.get('classname')}::{case.get('name')} failed")
        if case.find("skipped") is not None:
            continue
        module = case.get("classname").rsplit(".", 1)[-1] + ".py"
        for vid in copies:
            if re.search(rf"(?<!\w){re.escape(vid)}(?!\w)", case.get("name")):
                passed[module][vid] += 1
    for module in PER_VARIANT:
        assert passed[module], f"{module} ran no case of the copies: {dict(passed)}"
    for module in EVERY_VARIANT:
        assert set(passed[module]) == set(copies), (module, passed[module])
