"""The guide's languages: messages declared once, catalogues complete, and what the engine
says read in Lithuanian with nothing of English left (see CONTRIBUTING, Languages)."""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import ast as FTL
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

from ramsas_widgets.engine import playthrough
from ramsas_widgets.engine.cards import Card
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import Cards, Seat, joined, render, say
from ramsas_widgets.engine.lithuanian import ramsas as lt_ramsas
from ramsas_widgets.engine.registry import VARIANTS, new_game
from ramsas_widgets.i18n.__main__ import GENERATED
from ramsas_widgets.i18n.locale import CATALOGUES, LANGUAGES, PSEUDO, MessageError, speaker
from ramsas_widgets.i18n.messages import declarations, english_catalogue, fields, fluent_id

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ramsas_widgets"
CLDR = {"zero", "one", "two", "few", "many", "other"}
#: How many times a test says each message of seeded games (a Rami game has thousands of
#: discards: each message said this often is enough to see every value it takes)
SAMPLES = 60

#: English words that never belong in a Lithuanian sentence (after the rule IDs and the
#: cards are taken out): the words the engine's English sentences are made of ("to" is
#: left out: it is a Lithuanian word too).
ENGLISH_WORDS = {
    "the", "and", "of", "is", "are", "his", "he", "a", "at", "on", "or", "but", "no",
    "player", "players", "plays", "leads", "wins", "trick", "tricks", "takes", "buys", "buy",
    "deal", "deals", "hand", "card", "cards", "scores", "nobody", "everybody", "jacks",
    "trump", "clubs", "diamonds", "hearts", "spades", "you", "game", "will", "play", "not",
    "shows", "keeps", "passes", "point", "points", "short", "total", "loss", "bonus",
}
RULE_ID = re.compile(r"\b[A-Z]{2,4}(?:-[A-Z]+)*-\d+\b")
CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]|\bJK\b|\b(?:10|[2-9TAKQJ])[CDHS]\b")


def catalogue(code: str) -> dict[str, FTL.Message]:
    """Every message of a language's catalogues, by its Fluent identifier."""
    found: dict[str, FTL.Message] = {}
    for path in sorted((CATALOGUES / code).glob("*.ftl")):
        resource = parse(path.read_text(encoding="utf-8"))
        junk = [e for e in resource.body if isinstance(e, FTL.Junk)]
        assert not junk, f"{path}: {junk[0].annotations[0].message}: {junk[0].content[:80]}"
        for entry in resource.body:
            if isinstance(entry, FTL.Message):
                assert entry.id.name not in found, f"{path}: {entry.id.name} twice"
                found[entry.id.name] = entry
    return found


class _Names(Visitor):
    """The variables a message uses and its select expressions."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.selects: list[FTL.SelectExpression] = []

    def visit_VariableReference(self, node):  # noqa: N802 - the visitor's naming
        self.variables.add(node.id.name)
        self.generic_visit(node)

    def visit_SelectExpression(self, node):  # noqa: N802
        self.selects.append(node)
        self.generic_visit(node)


def names(message: FTL.Message) -> _Names:
    seen = _Names()
    seen.visit(message)
    return seen


def declared() -> dict[str, str]:
    found, problems = declarations(PACKAGE)
    assert not problems, problems
    return {d.id: d.english for d in found}


def test_the_english_catalogue_is_fresh():
    assert GENERATED.read_text(encoding="utf-8") == english_catalogue(PACKAGE), \
        "run python -m ramsas_widgets.i18n"


def test_a_message_built_from_pieces_is_refused(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "m.py").write_text(
        'A = text("a.one", "{p} plays")\n'
        'B = text("a.two", f"{n} tricks")\n'
        'C = text("a.three", "Hand " + str(n))\n'
        'D = text("a.four", "%d cards" % n)\n'
        'E = text(ID, "named")\n', encoding="utf-8")
    found, problems = declarations(package)
    assert [d.id for d in found] == ["a.one"]
    assert [p.split(":")[1] for p in problems] == ["2", "3", "4", "5"]
    with pytest.raises(ValueError, match="not built"):
        english_catalogue(package)


def test_every_message_in_every_language_with_the_values_it_is_given():
    english = declared()
    assert len(english) >= 40
    for code in LANGUAGES:
        messages = catalogue(code)
        for id, template in english.items():
            message = messages.get(fluent_id(id))
            assert message is not None, f"{code}: no {id}"
            used = names(message).variables
            assert used == set(fields(template)), (code, id, used, fields(template))


def test_the_vocabulary_is_in_every_language():
    for code in LANGUAGES:
        words = catalogue(code)
        for id in ("word_player", "word_suit"):
            assert id in words, (code, id)
        lang = speaker(code)
        for seat in range(6):
            for case in ("nominative", "genitive", "dative", "accusative"):
                name = lang.person(seat).said(case)
                assert str(seat + 1) in name and "{" not in name


def test_plural_selectors_name_every_cldr_category_of_the_language():
    for code in LANGUAGES:
        tags = Locale.parse(code).plural_form.tags | {"other"}
        for id, message in catalogue(code).items():
            for select in names(message).selects:
                keys = {v.key.name for v in select.variants if isinstance(v.key, FTL.Identifier)}
                if keys & CLDR and keys <= CLDR:
                    assert tags <= keys, f"{code}: {id} lacks {sorted(tags - keys)}"
                    assert any(v.default for v in select.variants)


def test_a_joker_led_is_named_as_the_language_names_a_suit():
    """A joker led has no suit: the verdicts say "jokers" in English, and in another
    language its own word (word.suit's ``jokers``), in the case its sentence asks for."""
    from ramsas_widgets.engine.cards import parse_cards
    from ramsas_widgets.engine.trickcore import layered_verdicts

    hand = parse_cards("JK 9C")
    joker, nine = layered_verdicts(hand, parse_cards("JK"), None, follow_rule="RU-PLAY-2")
    assert joker.legal and not nine.legal
    english = render(nine.reason)
    assert "Jokers were led" in english
    said = render(nine.reason, speaker=speaker("lt"))
    assert "džokeri" in said.lower() and not english_left(said), said
    for code in LANGUAGES:
        assert "{" not in speaker(code).suit("jokers").said("genitive")


@pytest.mark.parametrize("n, words", [(1, "1 kirtį"), (2, "2 kirčius"), (9, "9 kirčius"),
                                      (10, "10 kirčių"), (11, "11 kirčių"), (17, "17 kirčių"),
                                      (21, "21 kirtį"), (22, "22 kirčius"), (30, "30 kirčių")])
def test_lithuanian_counts_take_their_plural_form(n, words):
    """CLDR's three Lithuanian forms for whole numbers (one, few, other), as Babel gives
    them to the catalogue's selectors."""
    event = lt_ramsas_score(n)
    assert f"paima {words}:" in render(event, speaker=speaker("lt"))


def lt_ramsas_score(tricks: int):
    from ramsas_widgets.engine.lithuanian.scoring import TAKES
    from ramsas_widgets.engine.scoring import ScoreItem

    return ScoreItem(0, tricks, "LT-SCORE-1", TAKES, {"n": tricks}).event()


@pytest.mark.parametrize("n, said", [(1, "takes 1 trick: +1"), (2, "takes 2 tricks: +2")])
def test_a_plural_message_reads_its_english_form_for_the_count_wherever_it_goes(n, said):
    """A plural message keeps its English form for one through every path that trims or
    joins a template: the item's plain text, its event, a clause less its subject (a line
    of the scoring exercise), a clause less its stop, and sentences joined."""
    from ramsas_widgets.engine.lithuanian.scoring import TAKES
    from ramsas_widgets.engine.scoring import ScoreItem
    from ramsas_widgets.engine.teaching.quiz import Clause

    item = ScoreItem(0, n, "LT-SCORE-1", TAKES, {"n": n})
    sentence = say(TAKES, p=Seat(0), n=n)
    paths = {
        "item": item.text,
        "event": render(item.event()),
        "clause less subject": str(Clause(sentence, subject=0)),
        "clause less stop": str(Clause(sentence)),
        "joined": str(joined("; ", [sentence, "and so on"])),
    }
    assert {k: said in v for k, v in paths.items()} == dict.fromkeys(paths, True), paths


def test_numbers_and_lists_as_the_language_writes_them():
    lt, en = speaker("lt"), speaker("en")
    assert (lt.number(10000), lt.number(0.375), lt.number(-3)) == ("10\xa0000", "0,375", "-3")
    assert en.number(10000) == "10,000"
    assert lt.words(["a", "b", "c"]) == "a, b ir c"
    with pytest.raises(MessageError, match="does not speak"):
        speaker("xx")


def seeded_games(variant: str, seeds: int = 3):
    """Random playouts of ``variant`` at every table size it takes."""
    for players in range(2, 7):
        for seed in range(seeds):
            try:
                game = new_game(variant, players=players, seed=seed)
            except RulesError:
                continue  # not a table size of this variant
            playthrough.random_playout(game, random.Random(seed))
            yield game


def lt_ramsas_games():
    return seeded_games("lt-ramsas", 12)


def english_left(text: str) -> set[str]:
    """The English words in ``text`` once its rule IDs and cards are taken out."""
    bare = CARD.sub(" ", RULE_ID.sub(" ", text))
    return {w for w in re.findall(r"[^\W\d_]+", bare) if w.lower() in ENGLISH_WORDS}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_event_of_a_seeded_game_reads_in_lithuanian_and_in_the_same_english(variant):
    lt, en = speaker("lt"), speaker("en")
    said: Counter[str] = Counter()
    for game in seeded_games(variant):
        for event in game.events:
            if not event.template:
                continue
            assert event.message, f"no message: {event}"
            said[event.message] += 1
            if said[event.message] > SAMPLES:
                continue  # each message said often enough already
            assert render(event, speaker=en) == render(event)  # the catalogue is the code's
            assert english_left(render(event)), event  # the check finds English where it is
            text = render(event, speaker=lt, you=0)
            assert "{" not in text and "$" not in text, text
            assert not re.search(r"\bP\d\b", text), text
            assert not english_left(text), (text, english_left(text))
    assert len(said) >= 5, sorted(said)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_verdict_on_a_card_reads_in_lithuanian(variant):
    """Why a card may or may not be played, at every card play of seeded games."""
    lt = speaker("lt")
    seen = 0

    def judge(game) -> None:
        nonlocal seen
        if game.is_over:
            return
        for verdict in game.verdicts():
            seen += 1
            if seen > 40 * SAMPLES:
                return
            english = render(verdict.reason)
            text = render(verdict.reason, speaker=lt)
            assert english_left(english), english
            assert not english_left(text), (english, text, english_left(text))
            assert text.endswith("."), text

    for players in range(2, 7):
        try:
            game = new_game(variant, players=players, seed=1)
        except RulesError:
            continue
        playthrough.random_playout(game, random.Random(players), after=judge)
    if not seen:
        pytest.skip(f"{variant} plays no cards to tricks")


def test_lt_ramsas_refusals_read_in_lithuanian():
    lt = speaker("lt")
    refusals = [say(lt_ramsas.KEEP_OWN, cs=Cards(Card.parse(c) for c in ("QC", "9H"))),
                say(lt_ramsas.KEEP_TRUMP, c=Card.parse("TD")),
                say(lt_ramsas.MAY_NOT_DROP, p=Seat(2)),
                say(lt_ramsas.ONLY_JACK_PAIR, a=Cards(lt_ramsas.JACK_PAIRS[0]),
                    b=Cards(lt_ramsas.JACK_PAIRS[1]))]
    for sentence in refusals:
        text = render(sentence, speaker=lt)
        assert not english_left(text), text
    assert render(refusals[2], speaker=lt).startswith("Žaidėjui 3 iki pergalės")
    assert "Q♣ 9♥" in render(refusals[0], speaker=lt)
    assert str(refusals[3]).endswith("(JC JS or JD JH).")  # the plain text as before
    assert render(refusals[3], speaker=lt).endswith("(J♣ J♠ arba J♦ J♥).")


def test_a_player_is_declined_and_the_learner_marked():
    event = next(e for g in lt_ramsas_games() for e in g.events
                 if e.message == "ramsas.buy.skipped")
    text = render(event, speaker=speaker("lt"), you=event.player)
    assert text.startswith(f"Žaidėjui {event.player + 1} (jūs) iki pergalės"), text
    assert "(you)" in render(event, speaker=speaker("en"), you=event.player)


def test_html_views_keep_their_links_and_escape_the_words():
    import html

    event = next(e for e in next(lt_ramsas_games()).events if e.message == "ramsas.buy.buys")
    text = render(event, speaker=speaker("lt"), literal=html.escape,
                  rule=lambda r: f'<a href="#{r}">{r}</a>')
    assert text.endswith('perka pirkinį (<a href="#LT-BUY-1">LT-BUY-1</a>)'), text


def test_the_refusals_every_game_shares_read_in_lithuanian():
    lt = speaker("lt")
    game = next(lt_ramsas_games())  # over
    over = game.why_illegal("buy")
    assert str(over).startswith("The game is over")
    assert render(over.message, speaker=lt).startswith("Žaidimas baigtas")
    game = new_game("lt-ramsas", players=3, seed=2)
    while not any(a.kind == "play" for a in game.legal_actions()):
        game.apply(game.legal_actions()[0])
    stranger = next(c for c in game.view().hands[(game.to_act + 1) % 3]
                    if all(v.card != c for v in game.verdicts()))
    refused = game.why_illegal(f"play {stranger}")
    text = render(refused.message, speaker=lt)
    assert text == f"Žaidėjas {game.to_act + 1} neturi {stranger.symbol}.", text


def bypassing(text: str) -> list[str]:
    """Words in ``text`` that did not come through a pseudo-English message: plain ASCII
    words left once the rule IDs and the cards are taken out."""
    return re.findall(r"[A-Za-z]{2,}", CARD.sub(" ", RULE_ID.sub(" ", text)))


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_event_comes_through_a_message(variant):
    """The pseudo-locale (accented, a third longer, in brackets) finds words a sentence
    adds around its messages."""
    pseudo = speaker(PSEUDO)
    said: Counter[str] = Counter()
    for game in seeded_games(variant, 1):
        for event in game.events:
            said[event.message] += 1
            if event.template and said[event.message] <= SAMPLES:
                text = render(event, speaker=pseudo, you=0)
                assert text.startswith("⟦") and text.endswith("⟧"), text
                assert not bypassing(text), (text, bypassing(text))
