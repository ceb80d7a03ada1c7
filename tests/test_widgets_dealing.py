"""The dealing demo, driven through its widgets: buttons, ticker, settings, narration."""

from __future__ import annotations

import html
import re
from collections import Counter

import pytest

from ramsas_widgets.engine import VARIANTS, new_game
from ramsas_widgets.engine.cards import parse_cards
from ramsas_widgets.engine.errors import RulesError
from ramsas_widgets.engine.events import person, render
from ramsas_widgets.engine.game import DealStep
from ramsas_widgets.widgets.dealing import DealingDemo, DealTable, describe_step
from tests.page_text import visible

CARD_LABEL = re.compile(r'role="img" aria-label="([^"]*)"')


def table_cards(demo: DealingDemo) -> list[str]:
    """Spoken names of the cards drawn on the table (face-down ones included)."""
    return [name.removesuffix(", shown to everybody")
            for name in CARD_LABEL.findall(demo.table.value)]


def row(demo: DealingDemo, label: str) -> str:
    match = re.search(rf'<div class="rw-row" role="group" aria-label="{re.escape(label)}">'
                      r"(.*?)</div>", demo.table.value)
    assert match, f"no row {label!r} on the table"
    return match.group(1)


def test_starts_with_nothing_dealt():
    demo = DealingDemo("lt-ramsas", players=4, seed=3)
    assert demo.index == 0 and len(demo.steps) == 24
    assert "nothing is dealt yet" in demo.narration_text
    assert table_cards(demo) == []
    assert demo.back_button.disabled and not demo.step_button.disabled


def test_follows_the_engine_deal_card_by_card():
    demo = DealingDemo("lt-ramsas", players=3, seed=9)
    game = new_game("lt-ramsas", players=3, seed=9)
    assert demo.steps == game.deal_steps
    texts = []
    for k, step in enumerate(game.deal_steps, start=1):
        demo.step_button.click()
        assert demo.index == k
        assert demo.narration_text.startswith(f"Card {k} of {len(game.deal_steps)}: "
                                              f"the {step.card.name}")
        assert f"({step.rule})" in demo.narration_text
        texts.append(demo.narration_text)
    assert texts[-1].endswith("The deal is complete.")
    assert demo.step_button.disabled
    demo.step_button.click()  # nothing after the last card
    assert demo.index == len(game.deal_steps)


@pytest.mark.rule("LT-DEAL-2")
def test_lithuanian_buy_fills_after_each_of_the_first_four_rounds():
    demo = DealingDemo("lt-ramsas", players=4, seed=3)
    demo.peek.value = True
    buy_sizes = []
    for _ in demo.steps:
        demo.step()
        buy_sizes.append(len(CARD_LABEL.findall(row(demo, "Buy (pirkinys)"))))
        if demo.steps[demo.index - 1].to == "buy":
            assert "face down to the buy" in demo.narration_text
    # a round is 4 cards to the players, then one to the buy: sizes after cards 5, 10, 15, 20
    assert [buy_sizes[i] for i in (3, 4, 9, 14, 19, 23)] == [0, 1, 2, 3, 4, 4]


@pytest.mark.rule("LT-DEAL-5")
def test_lithuanian_last_card_goes_face_up_to_the_dealer_and_sets_trump():
    demo = DealingDemo("lt-ramsas", players=4, seed=3)
    demo.end_button.click()
    last = demo.steps[-1]
    assert last.to == "player" and last.face_up
    assert "face up for everybody to see" in demo.narration_text
    assert "(LT-DEAL-5)" in demo.narration_text and "trump" in demo.narration_text
    assert f"{last.card.suit.symbol} {last.card.suit.noun}" in demo.table.value
    assert f"{last.card.name}, shown to everybody" in demo.table.value


@pytest.mark.rule("LT-DEAL-4")
def test_lithuanian_cards_left_over_are_accounted_for_with_fewer_players():
    demo = DealingDemo("lt-ramsas", players=2, seed=1)
    demo.peek.value = True
    demo.go_to(len(demo.steps))
    dealt = Counter(s.card.name for s in demo.steps)
    assert Counter(table_cards(demo)) == dealt


@pytest.mark.rule("SE-DEAL-1")
def test_swedish_turned_card_goes_into_the_dealers_hand():
    demo = DealingDemo("se-mattmar", players=3, seed=2)
    turned = next(i for i, s in enumerate(demo.steps) if s.face_up)
    step = demo.steps[turned]
    assert step.to == "player" and step.player == demo.dealer
    assert turned == 3 * 3  # after three cards to each of three players
    demo.go_to(turned + 1)
    assert "(dealer), face up for everybody to see" in demo.narration_text
    assert "trump" in demo.narration_text and "(SE-DEAL-1)" in demo.narration_text
    dealer_row = row(demo, f"Player {demo.dealer + 1} (dealer)")
    assert f"{step.card.name}, shown to everybody" in dealer_row


@pytest.mark.rule("RU-DEAL-2")
def test_russian_turned_trump_is_shown():
    demo = DealingDemo("ru-classic", players=4, seed=2)
    turned = next(i for i, s in enumerate(demo.steps) if s.to == "trump")
    demo.go_to(turned + 1)
    card = demo.steps[turned].card
    assert "is turned face up: its suit is trump" in demo.narration_text
    assert "(RU-DEAL-2)" in demo.narration_text
    assert card.name in row(demo, "Turned card (trump)")
    assert f"{card.suit.symbol} {card.suit.noun}" in demo.table.value


@pytest.mark.rule("HU-DEAL-1")
def test_rami_deal_starts_the_discard_pile():
    demo = DealingDemo("hu-rami-51", players=3, seed=1)
    starts = [i for i, s in enumerate(demo.steps) if s.to == "discard"]
    assert len(starts) == 1
    demo.go_to(starts[0] + 1)
    assert "start the discard pile" in demo.narration_text
    assert demo.steps[starts[0]].card.name in row(demo, "Discard pile")
    assert "Trump" not in demo.table.value
    hands = [CARD_LABEL.findall(row(demo, f"Player {p + 1}"
                                    + (" (dealer)" if p == demo.dealer else "")))
             for p in range(3)]
    assert [len(h) for h in hands] == [13, 13, 13]


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_every_variant_deals_and_the_table_holds_every_card_once(variant_id):
    demo = DealingDemo(variant_id, seed=4)
    assert demo.steps, "the engine lists no deal steps"
    demo.peek.value = True
    demo.end_button.click()
    assert Counter(table_cards(demo)) == Counter(s.card.name for s in demo.steps)
    assert demo.narration_text.endswith("The deal is complete.")


def test_face_down_cards_stay_hidden_unless_peeking():
    demo = DealingDemo("lt-ramsas", players=4, seed=3)
    demo.go_to(len(demo.steps))
    buy = row(demo, "Buy (pirkinys)")
    assert CARD_LABEL.findall(buy) == ["face-down card"] * 4
    demo.peek.value = True
    assert "face-down card" not in row(demo, "Buy (pirkinys)")


def test_stock_is_drawn_as_a_pile_with_its_count():
    demo = DealingDemo("ru-classic", players=4, seed=2)
    demo.go_to(len(demo.steps))
    stock = row(demo, "Stock")
    n = sum(1 for s in demo.steps if s.to == "stock")
    assert CARD_LABEL.findall(stock) == ["face-down card"]
    assert f"({n} cards)" in stock


def test_back_reset_and_deal_all():
    demo = DealingDemo("ru-zone", seed=1)
    for _ in range(5):
        demo.step_button.click()
    before = demo.narration_text
    demo.step_button.click()
    demo.back_button.click()
    assert demo.index == 5 and demo.narration_text == before
    demo.end_button.click()
    assert demo.index == len(demo.steps) and demo.end_button.disabled
    demo.reset_button.click()
    assert demo.index == 0 and table_cards(demo) == []
    demo.back_button.click()
    assert demo.index == 0


def test_new_shuffle_uses_the_next_seed():
    demo = DealingDemo("se-mattmar", players=3, seed=7)
    demo.go_to(4)
    demo.new_seed_button.click()
    assert demo.seed == 8 and demo.index == 0
    assert demo.steps == new_game("se-mattmar", players=3, seed=8).deal_steps
    assert "shuffle number 8" in demo.title.value


def test_players_dropdown_deals_again():
    demo = DealingDemo("lt-ramsas", players=4, seed=3)
    assert list(demo.players_box.options) == [("2", 2), ("3", 3), ("4", 4)]
    demo.go_to(6)
    demo.players_box.value = 2
    assert demo.players == 2 and demo.index == 0
    assert demo.steps == new_game("lt-ramsas", players=2, seed=3).deal_steps
    assert "2 players" in demo.title.value


def test_play_is_driven_by_the_ticker_without_blocking():
    demo = DealingDemo("lt-ramsas", players=4, seed=3, speed=4)
    assert demo.ticker.interval == 250 and demo.ticker.max == 24
    demo.play_button.value = True
    assert demo.ticker.playing  # the browser now advances ticker.value
    assert demo.play_button.description == "Pause"
    demo.ticker.value = 1
    demo.ticker.value = 2
    assert demo.index == 2 and demo.narration_text.startswith("Card 2 of 24")
    demo.speed.value = 10
    assert demo.ticker.interval == 100
    demo.back_button.click()  # stepping by hand pauses
    assert not demo.ticker.playing and not demo.play_button.value and demo.index == 1
    assert demo.play_button.description == "Play"
    demo.go_to(24)
    demo.play_button.value = True  # playing at the end starts again from the beginning
    assert demo.index == 0


def test_a_tick_sent_before_the_browser_heard_of_the_pause_moves_nothing():
    demo = DealingDemo("lt-ramsas", players=4, seed=3, speed=4)
    demo.play_button.value = True
    demo.ticker.value = 3
    demo.play_button.value = False  # Pause
    demo.end_button.click()  # Deal all
    assert demo.index == 24 and "The deal is complete" in demo.narration_text
    demo.ticker.value = 4  # the browser's Play, still ticking when both clicks were sent
    assert demo.index == 24 and demo.ticker.value == 24
    assert "The deal is complete" in demo.narration_text


def test_four_colour_switch_redraws_the_cards():
    demo = DealingDemo("ru-classic", players=4, seed=2)
    demo.go_to(20)
    assert "rw-blue" not in demo.table.value
    demo.four_colour.value = True
    assert "rw-blue" in demo.table.value or "rw-green" in demo.table.value


@pytest.mark.rule("LT-DEAL-3")
def test_deal_house_rule_is_offered_and_passed_to_the_engine():
    seen = []

    def factory(variant_id, players, seed, **options):
        seen.append(options)
        return new_game(variant_id, players=players, seed=seed, **options)

    demo = DealingDemo("lt-ramsas", players=4, seed=3, game_factory=factory)
    box = demo.option_boxes["nine_redeal"]
    assert box.description == "House rule: Redeal on a nine" and box.value is True
    box.value = False
    assert seen[-1] == {"nine_redeal": False} and demo.index == 0
    assert 'href="08_rules.ipynb#LT-DEAL-3"' in demo.option_notes.value  # its rule, a link
    assert "house_pack" in DealingDemo("hu-rami-40", seed=1).option_boxes


def test_errors_after_start_go_to_the_feedback_line():
    calls = []

    def factory(variant_id, players, seed, **options):
        calls.append(seed)
        if len(calls) > 1:
            raise RulesError("That shuffle cannot be dealt.", rule="LT-DEAL-1")
        return new_game(variant_id, players=players, seed=seed)

    demo = DealingDemo("lt-ramsas", players=4, seed=3, game_factory=factory)
    demo.new_seed_button.click()
    assert demo.feedback.kind == "error"
    assert demo.feedback.text == "That shuffle cannot be dealt. (LT-DEAL-1)"


def test_unknown_variant_is_refused():
    with pytest.raises(RulesError, match="Unknown variant"):
        DealingDemo("lt-poker")


def test_describe_step_words():
    ace = parse_cards("AS")[0]
    ramsas = VARIANTS["lt-ramsas"].teaching  # the words the variant declares
    assert describe_step(DealStep(ace, "aside", rule="LT-DEAL-4"), 24, 24,
                         teaching=ramsas) == (
        "Card 24 of 24: the ace of spades is set aside, out of play for this hand. "
        "Why: with fewer than four players the cards left over sit out this hand (LT-DEAL-4).")
    assert describe_step(DealStep(ace, "player", player=2), 1, 5, dealer=2) == (
        "Card 1 of 5: the ace of spades goes into the hand of Player 3 (dealer), who alone "
        "sees it at the table.")
    assert "Why: its suit is trump for this hand (X-1)." in describe_step(
        DealStep(ace, "trump", face_up=True, rule="X-1", note="trump"), 3, 9)


def test_deal_table_places_cards():
    steps = [DealStep(c, to, player=p, face_up=up) for c, to, p, up in [
        (parse_cards("9C")[0], "player", 0, False), (parse_cards("TC")[0], "buy", None, False),
        (parse_cards("JC")[0], "player", 1, True)]]
    table = DealTable.after(steps, 3, players=2)
    assert [len(h) for h in table.hands] == [1, 1]
    assert table.places["buy"][0][0] == parse_cards("TC")[0]
    assert table.trump == parse_cards("JC")[0]
    assert DealTable.after(steps, 3, players=2, has_trump=False).trump is None


def first_nine_deal(players: int = 4) -> int:
    """A seed whose Lithuanian deal ends with a nine turned to the dealer."""
    return next(seed for seed in range(200)
                if new_game("lt-ramsas", players=players, seed=seed).deal_steps[-1].card.rank == 9)


@pytest.mark.rule("LT-DEAL-3")
def test_after_the_deal_the_redeal_switch_shows_what_changes():
    seed = first_nine_deal()
    demo = DealingDemo("lt-ramsas", players=4, seed=seed)
    assert demo.after_deal.value == ""  # only once the deal is complete
    demo.end_button.click()
    assert "ask for a redeal or keep the deal (LT-DEAL-3)" in visible(demo.after_deal.value)
    demo.option_boxes["nine_redeal"].value = False
    demo.end_button.click()
    assert "redeal" not in demo.after_deal.value
    assert "buy or decline the buy (LT-BUY-1)" in visible(demo.after_deal.value)


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_after_the_deal_the_engine_record_and_next_decision_are_shown(variant_id):
    demo = DealingDemo(variant_id, seed=2)
    demo.go_to(len(demo.steps))
    game = demo.game
    said = [render(e, person) for e in game.events if e.template]
    for line in said[-3:]:  # the engine's record, as a person reads it
        assert line in visible(demo.after_deal.value)
    assert f"Player {game.to_act + 1} decides first: " in demo.after_deal.value
    assert not re.search(r"\bP\d\b|(?<![\w♣♦♥♠])(?:10|[2-9TJQKA])[CDHS](?!\w)",
                         html.unescape(re.sub("<[^>]+>", " ", demo.after_deal.value)))
    assert re.search(r"decides first: [^<]*\([A-Z]+(-[A-Z]+)?-\d+", visible(demo.after_deal.value))


@pytest.mark.rule("LT-DEAL-3")
def test_lesson_one_deal_ends_with_a_nine_as_its_text_says():
    """notebooks/01 says its shuffle (4 players, seed 3) turns a nine to the dealer."""
    demo = DealingDemo("lt-ramsas", players=4, seed=3)
    assert demo.steps[-1].card.rank == 9
    demo.end_button.click()
    assert "ask for a redeal" in demo.after_deal.value


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_a_card_said_to_go_face_down_is_drawn_face_down(variant_id):
    """The narration and the picture agree: a card the sentence puts "face down" is drawn as
    a back, and a card drawn with its face (every card of a hand, which the demo shows so
    the deal can be followed) is not said to lie face down."""
    demo = DealingDemo(variant_id, seed=1)
    backs = demo.table.value.count('aria-label="face-down card"')
    for k in range(1, len(demo.steps) + 1):
        demo.go_to(k)
        now = demo.table.value.count('aria-label="face-down card"')
        said_down = "face down" in demo.narration_text.split(" Why:")[0]  # of this card
        if demo.steps[k - 1].to == "stock":  # a pile: one back and the count
            assert now >= 1 or not said_down, (k, demo.narration_text)
            backs = now
            continue
        assert said_down == (now > backs), (k, demo.narration_text)
        backs = now
