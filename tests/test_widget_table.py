"""The play table, driven through its own controls: cards picked, buttons pressed, the
referee's messages read back; computer seats move with the real computer players."""

from __future__ import annotations

import random
import re

import pytest

from ramsas_widgets.engine import VARIANTS, new_game
from ramsas_widgets.engine.events import render
from ramsas_widgets.engine.game import Action
from ramsas_widgets.widgets.table import PlayTable, action_label, hand_of, table_penalty
from tests.page_text import visible

RULE_ID = re.compile(r"\(([A-Z]+(?:-[A-Z]+)*-\d+)\)")
#: A card code ("JH", "10C") or a player code ("P0") in a line written for a person.
CODE = re.compile(r"(?<![\w♣♦♥♠])(?:10|[2-9TJQKA])[CDHS](?!\w)|\bP\d\b")


def press(table: PlayTable, action: Action) -> None:
    """Make ``action`` the way a learner does: pick its cards and press its button."""
    if action.cards and action.kind != "show":
        table.hand_picker.pick(list(action.cards))
        assert table.hand_picker.picked == sorted(action.cards, key=table.hand_picker.cards.index)
        if action.kind in ("layoff", "swap"):
            table.meld_target.value = int(action.arg)
        table.pick_buttons[action.kind].click()
    else:
        table.action_buttons[str(action)].click()


def my_turn(table: PlayTable) -> bool:
    g = table.game
    return not g.is_over and not table.waiting_next and g.to_act == table.seat


def play_hand(table: PlayTable, rng: random.Random, limit: int = 2000) -> int:
    """Play the learner's moves (a seeded choice among the legal ones) until the hand
    ends; returns the number of moves made."""
    moves = 0
    while my_turn(table):
        legal = table.game.legal_actions()
        before = len(table.game.history)
        press(table, rng.choice(legal))
        assert table.feedback.kind == "ok", table.feedback.text
        assert len(table.game.history) > before or table.game.is_over
        moves += 1
        assert moves < limit
    return moves


def until(table: PlayTable, test, rng: random.Random, limit: int = 400) -> bool:
    """Play learner moves until ``test(table)`` holds on the learner's turn."""
    for _ in range(limit):
        if table.waiting_next:
            table.next_hand_button.click()
            continue
        if table.game.is_over:
            return False
        if test(table):
            return True
        press(table, rng.choice(table.game.legal_actions()))
    return False


def in_play(table: PlayTable) -> bool:
    return my_turn(table) and "play" in table.pick_buttons and \
        any(a.kind == "play" for a in table.game.legal_actions())


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_a_whole_hand_through_the_widget(variant_id):
    # the smallest table the variant allows keeps the run short
    table = PlayTable(variant_id, players=min(VARIANTS[variant_id].players), seed=11)
    game = table.game
    if my_turn(table):  # every control of the turn is on screen, each with a text label
        for b in [table.why_button, table.hint_button, table.new_game_button,
                  table.back_button, *table.action_buttons.values(),
                  *table.pick_buttons.values()]:
            assert b.layout.display != "none" and b.description.strip()
        assert table.next_hand_button.layout.display == "none"
    assert game.to_act == table.seat or game.is_over or table.waiting_next
    moves = play_hand(table, random.Random(1))
    assert moves > 0
    assert table.waiting_next or game.is_over
    assert table.feedback.kind != "failure"
    result = table.last_result
    if result is None:  # a game without scores (the shedding game) is a single hand
        assert game.is_over and VARIANTS[variant_id].scorer is None
        assert "Game over" in table.result_view.value
    else:
        assert result.number == 1
        assert f"Hand {result.number} is over" in table.result_view.value or game.is_over
    # the computer seats' moves are in the log; the learner's are marked as his
    assert any(not mine for _, mine in table.log_lines)
    assert any(mine for _, mine in table.log_lines)
    if table.waiting_next:
        assert table.next_hand_button.layout.display != "none"
        assert table.controls.layout.display == "none"
        table.next_hand_button.click()
        assert not table.waiting_next
        assert my_turn(table) or game.is_over or table.waiting_next
        for p in range(game.n_players):
            assert f"<td>{game.scores[p]}</td>" in table.status.value
    assert game.cards_accounted()


@pytest.mark.parametrize("variant_id, players", [("lt-ramsas", 2), ("ru-zone", 2),
                                                 ("lt-shedding", 4)])
def test_a_whole_game_to_its_end(variant_id, players):
    table = PlayTable(variant_id, players=players, seed=5)
    rng = random.Random(2)
    hands = 0
    while not table.game.is_over:
        play_hand(table, rng)
        if table.waiting_next:
            hands += 1
            table.next_hand_button.click()
        assert hands < 200
    assert table.game.winner is not None
    assert "Game over" in table.result_view.value
    assert table.controls.layout.display == "none"
    table.act(Action("play"))
    assert table.feedback.kind == "info" and "New game" in table.feedback.text


@pytest.mark.rule("RU-PLAY-3")
@pytest.mark.parametrize("variant_id, players, charge", [
    ("ru-classic", 3, "5 penalty points (RU-PLAY-3)"),
    ("ru-modern", 4, "5 points would be taken off your score (RU-PLAY-3, carried over by RUM-0)"),
])
def test_an_illegal_card_is_refereed_with_its_rule_and_the_table_penalty(variant_id, players,
                                                                       charge):
    table = PlayTable(variant_id, players=players, seed=2)
    rng = random.Random(4)

    def illegal_card(t):
        return in_play(t) and any(not v.legal for v in t.game.verdicts())

    for seed in range(2, 30):
        if until(table, illegal_card, rng):
            break
        table.seed_box.value = seed + 1
        table.new_game_button.click()
    else:
        pytest.fail("no state with a card that may not be played")
    game = table.game
    verdict = next(v for v in game.verdicts() if not v.legal)
    history, hand = list(game.history), hand_of(game, table.seat)
    table.hand_picker.pick([verdict.card])
    table.pick_buttons["play"].click()
    fb = table.feedback
    assert fb.kind == "wrong" and fb.rule == verdict.rule
    assert render(verdict.reason) in fb.text  # in people's notation: "J♥", not "JH"
    assert not CODE.search(fb.text), fb.text
    assert charge in visible(fb.value)
    assert game.history == history and hand_of(game, table.seat) == hand  # nothing played
    assert "not allowed" in table.log_lines[-1][0]
    # Why? on the same card says the same, before any try
    table.hand_picker.pick([verdict.card])
    table.why_button.click()
    assert fb.kind == "wrong" and fb.rule == verdict.rule and "may not be played" in fb.text
    # and on a legal card: allowed, by which rule, and what it does to the trick
    ok = next(v for v in game.verdicts() if v.legal)
    table.hand_picker.pick([ok.card])
    table.why_button.click()
    assert fb.kind == "ok" and f"({ok.rule})" in fb.text and "may be played" in fb.text
    assert re.search(r"lead it|take the trick|highest card", fb.text)


@pytest.mark.rule("LT-ACE-2")
def test_lithuanian_ace_lead_names_what_a_table_does():
    assert "LT-ACE-2" in table_penalty("lt-ramsas", "LT-ACE-1")
    assert table_penalty("lt-ramsas", "LT-PLAY-3") == ""
    assert "RUZ-5" in table_penalty("ru-zone", "RUZ-5")
    # RUM-0 carries RU-PLAY-3 into the modern game, as points off a score counting up
    assert "RU-PLAY-3" in table_penalty("ru-modern", "RU-PLAY-2")
    assert table_penalty("se-mattmar", "SE-PLAY-2") == ""


def test_rami_illegal_meld_and_discard_are_explained():
    table = PlayTable("hu-rami-40", players=2, seed=3)
    rng = random.Random(5)
    assert until(table, lambda t: my_turn(t) and "meld" in t.pick_buttons, rng)
    # the Meld button is there even when no meld is possible: a try gets its reason
    hand = hand_of(table.game, table.seat)
    pair = next((a, b) for a in hand for b in hand if a.suit != b.suit and a.rank != b.rank)
    table.hand_picker.pick(list(pair))
    table.pick_buttons["meld"].click()
    assert table.feedback.kind == "wrong"
    assert table.feedback.rule and table.feedback.rule.startswith("HU-")
    table.hand_picker.clear()
    table.pick_buttons["discard"].click()
    assert table.feedback.kind == "info" and "Pick a card" in table.feedback.text


@pytest.mark.rule("HU-TURN-2")
def test_after_the_draw_rami_offers_every_move_with_cards_and_a_wrong_meld_is_refereed():
    """Lesson 7's "nothing is blocked in advance", in Rami: after the draw Meld, Lay off,
    Take the joker and Discard are all there (and no Play, which Rami does not know); a
    meld that is not one is tried and refused with its reason and its rule, a link."""
    from ramsas_widgets.engine.rami.melds import validate_meld

    table = PlayTable("hu-rami-40", players=2, seed=3)
    assert my_turn(table) and list(table.action_buttons) == ["draw stock", "draw discard"]
    table.action_buttons["draw stock"].click()
    assert my_turn(table) and table.game.phase == "play"
    assert list(table.pick_buttons) == ["meld", "layoff", "swap", "discard"]
    labels = [b.description for b in table.action_box.children
              if isinstance(b, type(table.why_button)) and b.layout.display != "none"]
    assert "Play" not in labels and {"Meld", "Discard"} <= set(labels)
    hand = hand_of(table.game, table.seat)
    three = next(trio for trio in ([a, b, c] for a in hand for b in hand for c in hand)
                 if len({id(x) for x in trio}) == 3 and len(set(map(str, trio))) == 3
                 and not validate_meld(trio).valid)
    table.hand_picker.pick(three)
    table.pick_buttons["meld"].click()
    fb = table.feedback
    assert fb.kind == "wrong" and fb.text.startswith("Not allowed: Meld "), fb.text
    assert fb.rule and fb.rule.startswith("HU-") and f'#{fb.rule}"' in fb.value
    assert table.game.phase == "play" and my_turn(table)  # nothing changed: try again
    # laying off before opening: tried too, and the rule says why not
    table.hand_picker.pick([hand[0]])
    table.pick_buttons["layoff"].click()
    assert table.feedback.kind == "wrong" and table.feedback.rule == "HU-TURN-3", \
        table.feedback.text


def test_why_needs_a_picked_card_and_hint_proposes_a_move_with_its_rule():
    table = PlayTable("lt-ramsas", players=3, seed=8)
    rng = random.Random(3)
    table.hand_picker.clear()
    table.why_button.click()
    assert table.feedback.kind == "info" and "Pick a card" in table.feedback.text
    for _ in range(6):
        table.hint_button.click()
        fb = table.feedback
        assert fb.kind == "info" and fb.text.startswith("Hint: ")
        assert RULE_ID.search(fb.text), fb.text
        legal = table.game.legal_actions()
        label = fb.text.removeprefix("Hint: ").split(". ")[0]
        hinted = [a for a in legal if action_label(a) == label]
        assert hinted, (label, legal)
        if hinted[0].cards and hinted[0].kind != "show":
            assert table.hand_picker.picked == list(hinted[0].cards)
        press(table, hinted[0])
        assert table.feedback.kind == "ok"
        if not until(table, my_turn, rng):
            break


def test_back_forward_and_return_to_play():
    table = PlayTable("se-mattmar", players=3, seed=4)
    rng = random.Random(6)
    until(table, in_play, rng)
    total = len(table.snapshots)
    assert total > 3
    live_status = table.status.value
    table.back_button.click()
    assert table.view_index == total - 2
    assert table.controls.layout.display == "none"  # read only
    assert "Looking back" in table.history_label.value
    shown = table.snapshots[table.view_index].game
    assert len(shown.history) < len(table.game.history)
    table.back_button.click()
    assert table.view_index == total - 3
    assert not table.act(table.game.legal_actions()[0])
    assert "Return to play" in table.feedback.text
    table.forward_button.click()
    assert table.view_index == total - 2
    table.forward_button.click()
    assert table.view_index is None and table.status.value == live_status
    table.back_button.click()
    table.return_button.click()
    assert table.view_index is None and table.controls.layout.display != "none"
    # the first state is the deal, and Back stops there
    for _ in range(total + 2):
        table.back_button.click()
    assert table.view_index == 0 and table.back_button.disabled
    assert table.snapshots[0].caption == "The deal"


def test_same_seed_same_deal_and_new_game_from_the_settings():
    a = PlayTable("ru-modern", seed=21)
    b = PlayTable("ru-modern", seed=21)
    assert a.hand_picker.cards == b.hand_picker.cards and a.log_lines == b.log_lines
    others = [PlayTable("ru-modern", seed=s).game.zones()["P0 hand"] for s in (22, 23)]
    assert any(sorted(map(str, o)) != sorted(map(str, a.game.zones()["P0 hand"]))
               for o in others)
    b.seed_box.value = 22
    b.new_game_button.click()
    assert b.game.seed == 22 and b.game.zones() == new_game("ru-modern", seed=22).zones() \
        or b.game.history[:3] == new_game("ru-modern", seed=22).history[:3]
    b.seed_box.value = 21
    b.new_game_button.click()
    assert b.log_lines == a.log_lines


def test_house_rules_apply_to_the_next_game_and_the_game_picker_rebuilds_them():
    table = PlayTable("lt-ramsas", players=2, seed=1)
    assert set(table.option_boxes) == set(VARIANTS["lt-ramsas"].options)
    table.option_boxes["target"].value = 25
    assert table.game.options["target"] == 20  # not before the new game
    table.new_game_button.click()
    assert table.game.options["target"] == 25
    table.variant_box.value = "ru-zone"
    assert table.game.variant_id == "ru-zone" and table.game.n_players == 2
    assert set(table.option_boxes) == set(VARIANTS["ru-zone"].options)
    table.option_boxes["trump_beats"].value = True
    table.new_game_button.click()
    assert table.game.options["trump_beats"] is True
    assert table.feedback.kind in ("", "ok")


def test_seat_and_players_are_checked():
    with pytest.raises(ValueError):
        PlayTable("ru-zone", players=3)
    with pytest.raises(ValueError):
        PlayTable("ru-zone", seat=2)


def test_the_hint_weighs_a_decision_by_the_estimate_the_exercises_use():
    from ramsas_widgets.engine.decisions import estimate
    from ramsas_widgets.engine.teaching.decisions import decision_now

    for seed in range(20):
        table = PlayTable("se-mattmar", seed=seed)
        if decision_now(table.game):
            break
    else:
        raise AssertionError("no Mattmar deal starts with a decision of the learner")
    game, moves = table.game.copy(), table._moves  # the hint's seed counts the moves so far
    table.hint()
    text = table.feedback.text
    assert "Played out 200 times" in text and "95% interval" in text
    expected = estimate(game, deals=200, seed=table.seed * 100_003 + moves)
    assert f"{expected.options[0].mean:+.2f}" in text  # the same numbers, not a guess


def test_the_computer_players_can_weigh_their_decisions():
    plain = PlayTable("lt-ramsas", players=3, seed=4)
    weighing = PlayTable("lt-ramsas", players=3, seed=4)
    weighing.weigh_box.value = True
    weighing.new_game()
    assert not weighing.weigh_box.disabled
    # the learner's first move is the same; the computer players may then decide otherwise
    assert plain.game.to_act == weighing.game.to_act == 0
    rami = PlayTable("hu-rami-40")
    assert rami.weigh_box.disabled  # no fast play-out: the estimate is too slow per move


@pytest.mark.parametrize("seed", [-1, 2**31, 10**30])
def test_an_absurd_seed_gets_a_friendly_message(seed):
    table = PlayTable("lt-ramsas", seed=3)
    before = table.game
    table.seed_box.value = seed
    table.new_game_button.click()
    assert table.feedback.kind == "error"
    assert "A seed is a whole number from 0 to 2,147,483,647" in table.feedback.text
    assert table.game is before


def finish_the_hand(table: PlayTable, limit: int = 3000) -> None:
    """Play the learner's moves as the computer player would, until the hand is scored."""
    from ramsas_widgets.engine import bots

    for _ in range(limit):
        if table.waiting_next or table.game.is_over:
            return
        assert my_turn(table)
        assert table.act(bots.choose(table.game, seed=len(table.game.actions)))
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("variant_id, players, seed", [("hu-rami-40", 2, 1),
                                                       ("lt-ramsas", 3, 2)])
def test_the_finished_hand_stays_on_the_table_until_next_hand(variant_id, players, seed):
    """When a hand is scored the table keeps showing it (Rami's melds, the last trick, the
    cards left in the learner's hand) under "Hand N is over"; only "Next hand" shows the
    next deal."""
    table = PlayTable(variant_id, players=players, seed=seed)
    finish_the_hand(table)
    assert table.waiting_next
    number = table.last_result.number
    finished = table.game.finished_hand
    assert finished is not None and finished.hand_number == number
    assert table.game.view().hand_number == number + 1  # the engine has dealt on
    shown = visible(table.table_view.value)
    assert f"Hand {number}," in shown and f"Hand {number + 1}" not in shown
    assert f"Hand {number} is over" in visible(table.result_view.value)
    if finished.melds:  # Rami: every meld of the finished hand is still on the table
        assert "Melds on the table" in shown
        for meld in finished.melds:
            assert f"#{meld.number} " in shown
    else:
        assert "Last trick" in shown
    left = " ".join(c.symbol for c in finished.hands[table.seat]) or "no cards"
    assert table.hand_view.layout.display != "none"
    assert visible(table.hand_view.value).count(left.split()[0]) >= 1
    assert "your turn" not in shown and "to act" not in shown
    log = visible(table.log_view.value)  # the log ends with the hand, too
    assert re.search(rf"Hand {number}\b", log) and not re.search(rf"Hand {number + 1}\b", log)
    table.next_hand_button.click()
    assert not table.waiting_next
    assert re.search(rf"Hand {number + 1}\b", visible(table.log_view.value))
    shown = visible(table.table_view.value)
    assert f"Hand {number + 1}," in shown  # the new deal (the computer players may have
    assert ("Melds on the table" in shown) == bool(table.game.view().melds)  # melded)
