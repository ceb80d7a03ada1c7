"""The lessons' advice for the hard hands, checked by numbers: every rule of thumb a lesson
gives is a hand the decision estimate (:func:`ramsas_widgets.engine.decisions.estimate`, the
exercises' own) agrees with.

Each test names the rule of thumb as the lesson writes it (and fails if the lesson no longer
says it), deals a hand of that kind with stacked cards, weighs the choices over enough deals
that the answer does not depend on the seed, and checks that the advised choice is the best,
or as good as the best within the 95% intervals where the lesson says the choice is close.
The Rami ones play out hands of thirteen cards and are marked slow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

from ramsas_widgets.engine.decisions import DecisionEstimate, estimate
from ramsas_widgets.engine.game import Game
from ramsas_widgets.engine.registry import new_game
from ramsas_widgets.engine.teaching.situations import stacked_deck

SRC = Path(__file__).resolve().parents[1] / "notebooks" / "src"


def says(lesson: str, advice: str) -> None:
    """The lesson still gives this advice (in bold, as its rules of thumb are written)."""
    text = " ".join((SRC / lesson).read_text(encoding="utf-8").split())
    assert f"**{advice}**" in text, f"{lesson} no longer says {advice!r}"


@dataclass
class Hand:
    """A position to weigh: ``cards`` placed before the deal (as a situation places them),
    ``before`` the moves made up to the decision, ``scores`` set before it."""

    variant_id: str
    players: int
    dealer: int
    cards: dict[str, str]
    before: tuple[str, ...] = ()
    scores: tuple[int, ...] | None = None
    options: dict = field(default_factory=dict)
    seed: int = 1

    def game(self) -> Game:
        deck = stacked_deck(self.variant_id, self.players, self.dealer, self.options,
                            self.cards, self.seed)
        game = new_game(self.variant_id, players=self.players, seed=self.seed, deck=deck,
                        dealer=self.dealer, **self.options)
        if self.scores is not None:
            game.scores[:] = list(self.scores)
        for action in self.before:
            game.apply(action)
        return game

    def weigh(self, deals: int, options=None) -> DecisionEstimate:
        return estimate(self.game(), deals=deals, seed=7, options=options)


def best(result: DecisionEstimate, action: str, clearly: bool = True) -> None:
    """``action`` is the best option (by more than the intervals, when ``clearly``)."""
    top = result.options[0]
    mine = result.option(action)
    table = [(str(o.action), round(o.mean, 2), round(o.half_width, 2)) for o in result.options]
    if clearly:
        assert top is mine, table
        second = result.options[1]
        assert mine.value - second.value > max(mine.half_width, second.half_width), table
    else:
        assert top.value - mine.value <= max(top.half_width, mine.half_width), table


def even(result: DecisionEstimate) -> None:
    """The two best options come out about even: within each other's intervals."""
    top, second = result.options[:2]
    assert top.value - second.value <= max(top.half_width, second.half_width), \
        [(str(o.action), round(o.mean, 2), round(o.half_width, 2)) for o in result.options]


# -- Lesson 1: Lithuanian Ramsas, the buy ------------------------------------------------------
LESSON_1 = "01_lithuanian_ramsas.md"


def ramsas(hand: str, up: str, **kw) -> Hand:
    """Player 1 on the dealer's left, four players, deciding first about the buy; ``up`` is
    the dealer's last card, turned for trump."""
    return Hand("lt-ramsas", 4, 3, {"P0": hand, "up": up}, **kw)


@pytest.mark.parametrize("hand, up", [("TD QD 9H JH KH", "QS"),   # no trump
                                      ("9C TD QH JS QS", "KD")])  # one trump
def test_ramsas_no_trump_or_one_buy(hand, up):
    says(LESSON_1, "No trump in your hand, or one: buy.")
    best(ramsas(hand, up).weigh(600), "buy")


@pytest.mark.parametrize("hand, up", [("JC KC TS JS AS", "QC"), ("TC JD 9H JH KH", "QD")])
def test_ramsas_a_jack_pair_of_the_trump_colour_keep(hand, up):
    says(LESSON_1, "Two jacks of the trump's colour, one of them a trump: keep your hand.")
    best(ramsas(hand, up).weigh(600), "decline")


def test_ramsas_two_trumps_buy_unless_an_ace_goes_with_them():
    says(LESSON_1, "Two trumps: buy, unless an ace of another suit goes with them.")
    best(ramsas("9C QD QH 9S QS", "KS").weigh(600), "buy")
    even(ramsas("TC JC 9H KH AS", "QH").weigh(600))


def test_ramsas_the_trump_ace_and_little_else_buy_and_keep_the_ace():
    says(LESSON_1, "The trump ace and little else: buy, and keep the ace.")
    position = ramsas("AS KC JC TC JD", "QS")
    best(position.weigh(600), "buy")
    position.before = ("buy",)
    best(position.weigh(600), "keep AS", clearly=False)


@pytest.mark.parametrize("hand, up, keep", [("JD 9S TS KS AS", "QH", "keep JD"),
                                            ("TC QC AC TD TS", "QH", "keep AC")])
def test_ramsas_buying_with_no_trump_keep_a_jack_or_else_an_ace(hand, up, keep):
    says(LESSON_1, "You buy with no trump: keep a jack, or else an ace.")
    best(ramsas(hand, up, before=("buy",)).weigh(600), keep, clearly=False)


def test_ramsas_dropping_out_pays_once_you_have_points_to_lose():
    says(LESSON_1, "Dropping out pays once you have points to lose.")
    # Player 2 buys and keeps his ace; Players 3 and 4 play; Player 1, on 6 points, with no
    # trump and no ace, is asked last
    position = Hand("lt-ramsas", 4, 3, {"P0": "9C TC 9D QD 9H", "P1": "AS KS QS JS TS",
                                        "up": "KH"},
                    before=("decline", "buy", "keep AS", "declare play", "declare play"),
                    scores=(6, 0, 0, 0))
    game = position.game()
    assert game.to_act == 0 and game.phase == "declare", (game.to_act, game.phase)
    best(position.weigh(600), "declare drop")


# -- Lesson 3: Russian Rams, classic: play or pass -------------------------------------------
LESSON_3 = "03_russian_rams.md"


def classic(hand: str, up: str, dealer: int, before: tuple[str, ...] = ()) -> Hand:
    """Player 1 at a table of four, declaring after ``before``; ``up`` is the card turned
    for trump."""
    return Hand("ru-classic", 4, dealer, {"P0": hand, "up": up}, before=before)


def test_classic_on_the_dealers_left_play():
    says(LESSON_3, "On the dealer's left, play.")
    best(classic("9C JC 9H 6S JS", "5H", dealer=3).weigh(600), "declare play")


def test_classic_everybody_before_you_has_passed_play():
    says(LESSON_3, "Everybody before you has passed: play.")
    position = classic("2C 5C TC 6H 7D", "4S", dealer=0,
                       before=("declare pass", "declare pass", "declare pass"))
    best(position.weigh(600), "declare play")


@pytest.mark.parametrize("hand", ["2C 5C TC 6H 7S", "2C 5C TC 6H 8D"])  # one trump, none
def test_classic_someone_before_you_plays_a_weak_hand_passes(hand):
    says(LESSON_3, "Someone before you plays, and you have no ace and at most one trump: "
                   "pass.")
    # the dealer's left plays (his ace forbids a pass), takes the turned card and lays one
    # aside; Player 1 is second to declare
    position = Hand("ru-classic", 4, 2, {"P0": hand, "P3": "AC KD 9D 4C 3H", "up": "9S"},
                    before=("declare play", "exchange 3H"))
    best(position.weigh(600), "declare pass")
    # the dealer too, once someone before him plays
    dealer = classic(hand.replace("7S", "7D"), "4S", dealer=0,
                     before=("declare play", "exchange 4S", "declare play", "declare pass"))
    best(dealer.weigh(600), "declare pass")


# -- Lesson 3: Russian Rams on the zone: keep or take the buy ------------------------------------
def zone(hand: str, up: str, left: int = 15) -> Hand:
    """The non-dealer (Player 1) deciding about the buy, ``left`` points still to write off;
    ``up`` is the card turned for trump."""
    return Hand("ru-zone", 2, 1, {"P0": hand, "up": up}, scores=(left, 15))


def test_zone_keep_two_aces_or_kings():
    says(LESSON_3, "Keep a hand with two aces or kings or more")
    best(zone("8C JC KC QD KD", "7D").weigh(1000), "decline")


def test_zone_take_the_buy_with_no_ace_and_no_king():
    says(LESSON_3, "Take the buy with no ace and no king")
    best(zone("8C 9C 9D 7S QS", "6D").weigh(1000), "buy")


def test_zone_one_ace_keep_one_king_buy():
    says(LESSON_3, "One ace: keep; one king and no ace: take the buy.")
    best(zone("QC 7H TH AH JS", "6H").weigh(1000), "decline", clearly=False)
    best(zone("8C 9D 7S QS KS", "6C").weigh(1000), "buy")


def test_zone_low_trumps_are_weak():
    says(LESSON_3, "Low trumps are weak here")
    best(zone("8D 7H 7S 9S TS", "6S").weigh(1000), "buy")


def test_zone_near_the_end_throw_a_strong_hand_in_for_the_buy():
    says(LESSON_3, "Near the end, a strong hand is a danger: with three points or fewer left, "
                   "throw three aces and kings in for the buy.")
    best(zone("KC AC KD 9H AH", "7D", left=3).weigh(1000), "buy")
    best(zone("KC AC KD 9H AH", "7D", left=15).weigh(1000), "decline")  # not so at the start


# -- Lesson 4: Swedish Rams: the exchange and the knock ------------------------------------------
LESSON_4 = "04_swedish_rams.md"


def test_mattmar_keep_your_trumps_and_change_the_rest():
    says(LESSON_4, "Keep your trumps and change the rest, kings included.")
    # forehand makes no offer and knocks, the others pass, the dealer knocks
    position = Hand("se-mattmar", 4, 3, {"P0": "KD 5H KH 4S TS", "up": "2S"},
                    before=("offer none", "declare knock", "declare pass", "declare pass",
                            "declare knock"))
    game = position.game()
    rest = game.normalize("exchange KD 5H KH")
    result = position.weigh(600, options=[rest, "exchange", "exchange KD 5H", "exchange 5H"])
    best(result, str(rest), clearly=False)
    assert result.options[0].value - result.option("exchange").value > \
        result.options[0].half_width  # and keeping the hand is clearly worse


def test_mattmar_at_10_points_knock():
    says(LESSON_4, "At 10 points, knock.")
    position = Hand("se-mattmar", 4, 3, {"P0": "6C 9C 3D KD 5S", "up": "2H"},
                    before=("offer none",))
    best(position.weigh(600), "declare knock")


# -- Lesson 5: Hungarian Rami: the draw, the opening, the discard ---------------------------------
LESSON_5 = "05_hungarian_rami.md"


def rami(hand: str, top: str, **kw) -> Hand:
    """Rami 40 for two, Player 1 starting; ``top`` starts the discard pile."""
    cards = {"P0": hand, "discard": top, **kw.pop("cards", {})}
    return Hand("hu-rami-40", 2, 1, cards, **kw)


#: The other player opens with four runs and keeps one card: he can go out at his next turn.
CLOSE_TO_OUT = dict(
    cards={"P1": "2C 3C 4C 5D 6D 7D 8H 9H TH JS QS KS AC"},
    before=("draw discard", "discard 5C", "draw stock", "meld 2C 3C 4C", "meld 5D 6D 7D",
            "meld 8H 9H TH", "meld JS QS KS", "discard AC", "draw stock"))


@pytest.mark.slow
def test_rami_a_card_that_fits_nothing_draw_from_the_stock():
    says(LESSON_5, "A card that fits nothing: draw from the stock, late in a hand as early.")
    early = rami("2C 5C TC 9D TD 4H 7H 8H JH 3S 7S 9S KC", "QD")
    best(early.weigh(300), "draw stock", clearly=False)
    # late: the other player has opened and has one card left; the top card, a king, fits
    # nothing in a hand that has not opened
    late = rami("AD KS 5C 8C TD 4H 7H JH QS 9S KC 6D QH", "9C",
                cards={"P1": "2C 3C 4C 5D 6D 7D 8H 9H TH JS QD KD 3D"},
                before=("draw discard", "discard 5C", "draw stock", "meld 2C 3C 4C",
                        "meld 5D 6D 7D", "meld 8H 9H TH", "discard 3D"))
    best(late.weigh(600), "draw stock", clearly=False)


@pytest.mark.slow
def test_rami_a_card_that_completes_a_set_take_it():
    says(LESSON_5, "A card that completes a set or a run: usually take it.")
    best(rami("QC QD 2C 5C 9D 4H 7H JH 3S 7S 9S KC 6D", "QS").weigh(300), "draw discard",
         clearly=False)


@pytest.mark.slow
def test_rami_open_now_or_wait_is_close():
    says(LESSON_5, "Open now or wait?")
    position = rami("KS KD KC 7H 8H 9H 2C 5C TD 4S JD 3H QC", "6S", cards={"stock": "2D"},
                    before=("draw stock",))
    game = position.game()
    melds = [a for a in game.legal_actions() if a.kind == "meld"]
    even(position.weigh(300, options=[melds[0], "discard 5C"]))


@pytest.mark.slow
def test_rami_discard_the_high_cards_that_fit_nothing_first():
    says(LESSON_5, "Discard the high cards that fit nothing first, above all once another "
                   "player is close to going out.")
    position = rami("AD 2S 5C 8C TD 4H 7H JH 3S 9S KC 6D QH", "9C", **CLOSE_TO_OUT)
    best(position.weigh(800, options=["discard AD", "discard 2S"]), "discard AD")


# -- the Lithuanian shedding game (lesson 2) ------------------------------------------------------
# It has no decision estimate (nothing to weigh but which card to play), so its advice is
# checked by play: the computer player follows it, and over many games it wins more than its
# share against players who play any card that matches.
def _shedding_wins(games: int, seat: int) -> int:
    import random

    from ramsas_widgets.engine.bots import choose

    won = 0
    for seed in range(games):
        game = new_game("lt-shedding", players=3, seed=seed)
        rnd = random.Random(seed)
        while not game.is_over:
            if game.to_act == seat:
                game.apply(choose(game, seed=seed))
            else:
                game.apply(rnd.choice(game.legal_actions()))
        won += game.winner == seat
    return won


@pytest.mark.rule("LTS-3")
def test_shedding_leave_yourself_the_most_cards_that_can_follow():
    says("02_lithuanian_shedding.md", "Leave yourself the most cards that can follow.")
    says("02_lithuanian_shedding.md", "Keep a second card of a rank to change suit.")
    games = 1_000
    won = sum(_shedding_wins(games, seat) for seat in range(3))
    share, fair = won / (3 * games), 1 / 3
    spread = (fair * (1 - fair) / (3 * games)) ** 0.5
    assert share > fair + 2.5 * spread, share
    # the lesson's figure: "about 38 games in 100"
    text = (SRC / "02_lithuanian_shedding.md").read_text(encoding="utf-8")
    assert f"about {round(100 * share)} games in 100" in " ".join(text.split())


# -- modern Rams (lesson 3, variant B) ------------------------------------------------------------
def modern_vist(hand: str, total: int) -> Hand:
    """Player 1 (the dealer's left) to play or pass after Player 2 bought, every total
    ``total``; spades trump (the dealer's last card, 9S)."""
    return Hand("ru-modern", 4, 0, {"P1": hand, "P2": "KC QC JD QH KH", "up": "9S"},
                before=("decline", "buy", "keep KH"), scores=(total,) * 4)


@pytest.mark.rule("RUM-7")
def test_modern_the_horns_worked_both_ways():
    from ramsas_widgets.engine.scoring import score_hand

    text = " ".join((SRC / LESSON_3).read_text(encoding="utf-8").split())
    assert score_hand("ru-modern", [8, 3, 0, 0], [0, 0, 5, None]) == [3, 3, 5, 0]
    assert "the one on 8 falls to 3; the one on 3 stays on 3" in text
    assert "the third goes from 0 to 5" in text
    zero = score_hand("ru-modern", [8, 3, 0, 0], [0, 0, 5, None], horns_from="zero")
    assert f"the player on 3 falls to {zero[1]} instead".replace("-", "−") in text


@pytest.mark.rule("RUM-6")
@pytest.mark.parametrize("hand", ["9C TC 9D TD 9H", "AC TC 9D TD 9H", "TS 9C TD AD 9H"])
def test_modern_below_5_points_play(hand):
    says(LESSON_3, "Below 5 points, play.")
    result = modern_vist(hand, 0).weigh(400)
    best(result, "declare play", clearly=hand.count("A") + hand.count("S") > 0)


@pytest.mark.rule("RUM-6")
@pytest.mark.parametrize("hand, strong", [
    ("AC AD AH 9C 9D", True), ("AC AD TS 9C 9H", True), ("TS JS AD 9C 9H", True),
    ("TS JS QS 9C 9H", True), ("AC AD 9H TD 9D", False), ("TS 9C TD AD 9H", False),
    ("AC TC 9D TD 9H", False)])
def test_modern_from_5_points_play_with_three_aces_and_trumps(hand, strong):
    says(LESSON_3, "From 5 points up, play with three cards among your aces and trumps; "
                   "with fewer, pass.")
    assert strong == (sum(c[0] == "A" or c[1] == "S" for c in hand.split()) >= 3)
    best(modern_vist(hand, 5).weigh(600), "declare play" if strong else "declare pass")


@pytest.mark.rule("RUM-5")
@pytest.mark.parametrize("hand, keep, clearly", [
    ("AS 9C TD AD JH", "keep AS", True), ("TS AC 9D TD 9H", "keep TS", False),
    ("AC 9D TD 9H KC", "keep AC", False), ("KD AH 9C TC JC", "keep JC", False)])
def test_modern_keep_a_trump_when_you_buy(hand, keep, clearly):
    says(LESSON_3, "Keep a trump when you buy; with none, an ace or a jack.")
    position = Hand("ru-modern", 4, 0, {"P1": hand, "up": "9S"}, before=("buy",))
    best(position.weigh(400), keep, clearly=clearly)


@pytest.mark.slow
@pytest.mark.rule("HU-TURN-2")
@pytest.mark.parametrize("hand, keep, lone", [
    ("9C 9D 2S 5C TD 4H 7H JH 3S 6D KC 8S QH", "9D", "TD"),
    ("8C 9C 2S 5C TD 4H 7H JH 3S 6D KD 8S QH", "9C", "TD")])
def test_rami_cannot_open_yet_keep_pairs_and_runs_in_the_making(hand, keep, lone):
    says(LESSON_5, "Cannot open yet? Keep your pairs and runs in the making; give up the "
                   "cards that fit nothing.")
    position = rami(hand, "AS", cards={"stock": "2D"}, before=("draw stock",))
    assert not position.game().opened[0]
    result = position.weigh(1500, options=[f"discard {keep}", f"discard {lone}"])
    best(result, f"discard {lone}", clearly=False)
    assert result.option(f"discard {lone}").mean < result.option(f"discard {keep}").mean


@pytest.mark.slow
@pytest.mark.rule("HU-SET-1")
def test_rami_a_duplicate_whose_set_is_down_is_dead():
    says(LESSON_5, "A duplicate whose set is on the table is dead: discard it first.")
    position = rami("7C 7D 7H KS KD KH 7H 4S 5S 9D JC 2H QC", "3C", cards={"stock": "8C"},
                    before=("draw stock", "meld 7C 7D 7H", "meld KS KD KH"))
    assert position.game().opened[0]
    best(position.weigh(400, options=["discard 7H", "discard 4S"]), "discard 7H")
