"""The computer players (``ramsas_widgets.engine.bots``).

- Whole games for every registered variant with every seat a bot, and with bots and
  random players mixed: every move is one of ``legal_actions()`` and every game ends.
  The cases come from the registry: the smallest table under the default rules, the
  largest under every rule option's last choice.
- Seeded games repeat exactly; ``choose`` does not change the game it looks at.
- Behaviour from stacked decks (``deck=``, ``dealer=``): cheap winning cards, forced
  leads, buys, drops, offers, knocks, exchanges, melds and discards.
- ``explain`` names the rule that forced a move.
"""

from __future__ import annotations

import random

import pytest

from ramsas_widgets.engine import VARIANTS, Action, Suit, new_game, parse_cards
from ramsas_widgets.engine.bots import choose, decide, explain
from ramsas_widgets.engine.bots.tricks import TrickView, choose_card, estimate_tricks
from ramsas_widgets.engine.cards import cards_str
from ramsas_widgets.engine.rami import stack_deck
from ramsas_widgets.engine.russian.bot import _zone_lose
from ramsas_widgets.engine.swedish import stack_hands
from ramsas_widgets.engine.trickcore import trick_winner_std

C = parse_cards
MAX_STEPS = 30000


def run(game, bots: set[int], rng: random.Random, seed: int | None = None) -> int:
    """Play ``game`` to its end: seats in ``bots`` by the computer, the others at random.
    Every bot move is checked against the legal actions. Returns the number of moves."""
    steps = 0
    while not game.is_over:
        legal = game.legal_actions()
        if game.to_act in bots:
            action = choose(game, seed)
            assert action in legal, (str(action), game.describe())
        else:
            action = rng.choice(legal)
        game.apply(action)
        steps += 1
        assert steps < MAX_STEPS, "the game does not end"
        if steps % 97 == 0:
            assert game.cards_accounted()
    assert game.winner is not None
    return steps


WHOLE_GAMES = [
    case for vid, info in VARIANTS.items() for case in (
        pytest.param(vid, min(info.players), {}, id=f"{vid}-{min(info.players)}"),
        pytest.param(vid, max(info.players),
                     {name: opt.choices[-1] for name, opt in info.options.items()},
                     id=f"{vid}-{max(info.players)}-last-choices"))]


@pytest.mark.parametrize(("variant", "players", "options"), WHOLE_GAMES)
def test_all_bot_games_only_make_legal_moves(variant, players, options):
    for seed in (1, 2):
        game = new_game(variant, players=players, seed=seed, **options)
        run(game, set(range(players)), random.Random(seed))


@pytest.mark.parametrize(("variant", "players", "options"), WHOLE_GAMES)
def test_bots_and_random_players_mixed(variant, players, options):
    game = new_game(variant, players=players, seed=11, **options)
    run(game, {p for p in range(players) if p % 2 == 0}, random.Random(5), seed=3)


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("tie_seed", [None, 9])
def test_seeded_games_repeat_exactly(variant, tie_seed):
    players = min(VARIANTS[variant].players)
    histories = []
    for _ in range(2):
        game = new_game(variant, players=players, seed=21)
        run(game, set(range(players)), random.Random(0), seed=tie_seed)
        histories.append((list(game.history), list(game.scores), game.winner))
    assert histories[0] == histories[1]


def test_choose_leaves_the_game_unchanged_and_answers_the_same():
    game = new_game("ru-negotiation", players=4, seed=8)
    rng = random.Random(8)
    for _ in range(60):
        before = (game.describe(), list(game.history))
        first = choose(game, seed=4)
        assert choose(game, seed=4) == first
        assert (game.describe(), list(game.history)) == before
        game.apply(first if rng.random() < 0.5 else rng.choice(game.legal_actions()))
        if game.is_over:
            break


def test_decide_refuses_a_finished_game():
    game = new_game("lt-shedding", players=2, seed=1)
    run(game, {0, 1}, random.Random(1))
    with pytest.raises(ValueError):
        choose(game)
    assert explain(game, "draw") == "The game is over."


# -- the shared trick heuristics ---------------------------------------------------------

def view(hand: str, trick: str, trump: str | None, legal: str | None = None, after: int = 0,
         seen: str = "", **kw) -> TrickView:
    suit = Suit.parse(trump) if trump else None
    return TrickView(hand=C(hand), legal=C(legal or hand), trick=C(trick), trump=suit,
                     winner=lambda cards: trick_winner_std(cards, suit), after=after,
                     seen=C(seen), **kw)


def first(items, key):
    return min(items, key=key)


@pytest.mark.rule("RU-PLAY-2")
def test_wins_the_trick_with_the_lowest_card_that_beats_it():
    card, why, _ = choose_card(view("QH KH AH", "9H JH", "S"), first)
    assert card == C("QH")[0]
    assert "lowest card that beats JH" in why


@pytest.mark.rule("RU-PLAY-2")
def test_without_a_winning_card_throws_the_lowest():
    card, why, _ = choose_card(view("9D 7C KD", "AH", "S"), first)
    assert card == C("7C")[0]
    assert "throw your lowest card" in why


@pytest.mark.rule("SE-PLAY-3")
def test_ruffs_with_a_low_trump_rather_than_a_high_one():
    card, _, _ = choose_card(view("2S KS", "AH", "S"), first)
    assert card == C("2S")[0]


@pytest.mark.rule("SE-PLAY-3")
def test_leads_the_top_trump_when_holding_two():
    card, why, _ = choose_card(view("AS QS 7C 8D", "", "S"), first)
    assert card == C("AS")[0] and "draw" in why


@pytest.mark.rule("RU-PLAY-1")
def test_leads_a_side_ace_and_otherwise_its_lowest_card():
    assert choose_card(view("AC 9S 7D", "", "H"), first)[0] == C("AC")[0]
    # the king of clubs is top once the ace has been seen in a trick
    assert choose_card(view("KC 9S 7D", "", "H", seen="AC 8C 9C TC"), first)[0] == C("KC")[0]
    assert choose_card(view("QS 9C 7D", "", "H"), first)[0] == C("7D")[0]


@pytest.mark.rule("RUZ-12")
def test_lose_mode_keeps_under_the_card_led():
    card, why, rule = choose_card(view("KH 7H 8C", "9H", "S", trump_wins=False, lose=True,
                                       lose_rule="RUZ-12"), first)
    assert card == C("8C")[0] and rule == "RUZ-12" and "no more tricks" in why


def test_trick_estimates_order_hands():
    strong = estimate_tricks(C("AS KS AH AC AD"), Suit.SPADES, 4)
    middle = estimate_tricks(C("QS 9S KH 7C 8D"), Suit.SPADES, 4)
    weak = estimate_tricks(C("2C 3D 4H 5C 6D"), Suit.SPADES, 4)
    assert strong > middle > weak
    assert estimate_tricks(C("AS KS AH AC AD"), Suit.SPADES, 7) < strong


# -- states reached by bots ----------------------------------------------------------------

def find_state(variant: str, players: int, wanted, seeds=range(40), **options):
    """The first state, in all-bot games from these seeds, where ``wanted(game)`` holds."""
    for seed in seeds:
        game = new_game(variant, players=players, seed=seed, **options)
        while not game.is_over:
            if wanted(game):
                return game
            game.apply(choose(game))
    raise AssertionError(f"no such state in {variant}")


def only(game) -> Action | None:
    legal = game.legal_actions()
    return legal[0] if len(legal) == 1 else None


@pytest.mark.rule("RUM-6")
def test_modern_treasury_must_play_and_explain_says_so():
    game = find_state("ru-modern", 4, lambda g: g.phase == "declare"
                      and g.scores[g.to_act] >= 17)
    assert game.legal_actions() == [Action("declare", arg="play")]
    assert choose(game) == Action("declare", arg="play")
    assert "(RUM-6)" in explain(game, choose(game))


@pytest.mark.rule("LT-DROP-2")
def test_ramsas_one_point_short_must_play():
    game = find_state("lt-ramsas", 3, lambda g: g.phase == "declare" and only(g))
    assert choose(game) == Action("declare", arg="play")
    assert "(LT-DROP-2)" in explain(game, choose(game))


@pytest.mark.rule("SE-KNOCK-3")
def test_mattmar_one_point_must_knock():
    game = find_state("se-mattmar", 3, lambda g: g.phase == "knock" and only(g),
                      rams_in_series=1)
    assert "(SE-KNOCK-3)" in explain(game, choose(game))


@pytest.mark.rule("LTS-4")
def test_shedding_draws_when_nothing_matches():
    game = find_state("lt-shedding", 3, lambda g: only(g) == Action("draw"))
    assert choose(game) == Action("draw")
    assert "(LTS-4)" in explain(game, "draw")


@pytest.mark.rule("RUZ-12")
def test_zone_player_who_would_overshoot_loses_the_trick():
    def wanted(g) -> bool:
        if g.phase != "play" or not g.ts.trick or not _zone_lose(g, g.to_act):
            return False
        led = g.ts.played_cards[0]
        return any(not (a.card.suit == led.suit and a.card.rank > led.rank)
                   for a in g.legal_actions())

    game = find_state("ru-zone", 2, wanted, seeds=range(200))
    card = choose(game).card
    led = game.ts.played_cards[0]
    assert not (card.suit == led.suit and card.rank > led.rank)
    assert "(RUZ-12)" in explain(game, choose(game))


# -- Lithuanian Ramsas ---------------------------------------------------------------------

def ramsas_deck(n: int, dealer: int, hands: dict[int, str], buy: str) -> str:
    """Cards dealt one at a time from the dealer's left, a buy card after each of the
    first four rounds (LT-DEAL-2); the dealer's fifth card is trump (LT-DEAL-5)."""
    cards = {p: h.split() for p, h in hands.items()}
    out: list[str] = []
    for rnd in range(5):
        for k in range(1, n + 1):
            out.append(cards[(dealer + k) % n][rnd])
        if rnd < 4:
            out.append(buy.split()[rnd])
    return " ".join(out)


LT_ACE = ramsas_deck(2, 0, {1: "AH KS QS 9C TC", 0: "9D TD JD QD 9H"}, "JC QC KC AC")


@pytest.mark.rule("LT-ACE-1")
def test_ramsas_leads_the_trump_ace_when_obliged():
    game = new_game("lt-ramsas", players=2, seed=1, deck=LT_ACE, dealer=0)
    for a in ("decline", "decline", "declare play"):
        game.apply(a)
    assert game.to_act == 1 and game.phase == "play"
    assert choose(game) == Action.parse("play AH")
    text = explain(game, "play AH")
    assert "(LT-ACE-1)" in text and "only card" in text
    assert "not allowed" in explain(game, "play KS") and "LT-ACE-1" in explain(game, "play KS")


WEAK_P0 = ramsas_deck(2, 0, {1: "AH KH QH AS AC", 0: "9C TC 9D TD 9S"}, "JC QC KC JS")


@pytest.mark.rule("LT-BUY-1")
def test_ramsas_strong_hand_declines_the_buy_weak_hand_buys_and_keeps_its_trump():
    game = new_game("lt-ramsas", players=2, seed=1, deck=WEAK_P0, dealer=0)
    assert game.to_act == 1
    assert choose(game) == Action("decline")
    assert "(LT-BUY-1)" in explain(game, "decline")
    game.apply("decline")
    assert choose(game) == Action("buy")
    game.apply("buy")
    assert choose(game) == Action.parse("keep 9S")
    assert "(LT-BUY-2)" in explain(game, "keep 9S")


@pytest.mark.rule("LT-DROP-1")
@pytest.mark.rule("LT-SCORE-2")
def test_ramsas_weak_hand_drops_unless_a_blank_hand_costs_nothing():
    for start, word, rule in (([3, 3], "drop", "LT-DROP-1"), ([0, 0], "play", "LT-SCORE-2")):
        game = new_game("lt-ramsas", players=2, seed=1, deck=WEAK_P0, dealer=0, scores=start)
        game.apply("decline")
        game.apply("decline")
        assert game.to_act == 0 and game.phase == "declare"
        assert choose(game) == Action("declare", arg=word)
        assert f"({rule})" in explain(game, choose(game))


@pytest.mark.rule("LT-JACK-1")
def test_ramsas_shows_a_jack_pair():
    deck = ramsas_deck(2, 0, {1: "JC JS AD KD 9H", 0: "9D TD QD QC TH"}, "9C TC KC AC")
    game = new_game("lt-ramsas", players=2, seed=1, deck=deck, dealer=0)
    for a in ("decline", "decline", "declare play"):
        game.apply(a)
    assert game.phase == "show"
    assert choose(game).kind == "show"
    assert "(LT-JACK-1)" in explain(game, choose(game))


@pytest.mark.rule("LTS-3")
def test_shedding_plays_the_card_that_keeps_most_cards_playable():
    p1, p0 = C("2C 3C 4C 9D 5H 6S 7S"), C("2D 3D 4D 5D 6D 7D 8D")
    deck = cards_str([c for pair in zip(p1, p0, strict=True) for c in pair])
    game = new_game("lt-shedding", players=2, seed=1, deck=deck, dealer=0)
    assert game.to_act == 1
    assert choose(game) == Action.parse("play 4C")
    assert "(LTS-2)" in explain(game, "play 4C")


# -- Russian family --------------------------------------------------------------------

def deal_text(order: list[int], hands: dict[int, str], after: str = "") -> str:
    cards = {p: C(text) for p, text in hands.items()}
    out = [cards[p][r] for r in range(5) for p in order]
    return f"{cards_str(out)} {after}".strip()


CLASSIC = deal_text([1, 2, 0], {1: "AC 8C 9D TH KS", 2: "7C 8H 9H TC JC",
                                0: "7D 8D JD QD TD"}, "7S")


@pytest.mark.rule("RU-DECL-3")
def test_classic_ace_holder_must_play():
    game = new_game("ru-classic", players=3, seed=5, deck=CLASSIC, dealer=0)
    assert choose(game) == Action("declare", arg="play")
    assert "(RU-DECL-3)" in explain(game, choose(game))


@pytest.mark.rule("RU-DECL-2")
@pytest.mark.rule("RU-BUY-1")
def test_classic_weak_hand_passes_and_exchange_keeps_trumps_and_aces():
    game = new_game("ru-classic", players=3, seed=5, deck=CLASSIC, dealer=0)
    game.apply("declare play")  # P1 takes the turned 7S
    lay = choose(game)
    assert lay.kind == "exchange" and lay.cards == tuple(C("8C"))
    game.apply(lay)
    assert game.to_act == 2
    assert choose(game) == Action("declare", arg="pass")
    assert "(RU-DECL-2)" in explain(game, choose(game))
    game.apply("declare pass")
    game.apply("declare play")
    assert game.phase == "exchange" and game.to_act == 1
    act = choose(game)
    assert sorted(map(str, act.cards)) == ["9D", "TH"]
    assert "(RU-BUY-1)" in explain(game, act)


@pytest.mark.rule("RUN-1")
def test_negotiation_announces_on_trumps_with_two_trumps():
    game = new_game("ru-negotiation", players=3, seed=5, deck=CLASSIC, dealer=0)
    for a in ("declare play", "exchange 8C", "declare pass", "declare play"):
        game.apply(a)
    assert game.phase == "announce" and game.to_act == 1
    assert choose(game) == Action("announce", arg="trumps")
    assert "(RUN-1)" in explain(game, choose(game))


def zone_deck(p1: str, p0: str, buy: str, turned: str) -> str:
    a, b = C(p1), C(p0)
    return f"{cards_str([c for pair in zip(a, b, strict=True) for c in pair])} {buy} {turned}"


@pytest.mark.rule("RUZ-4")
def test_zone_weak_hand_takes_the_buy_strong_hand_and_rams_keep():
    for p1, word in (("6C 7C 8D 6D 7S", "buy"), ("AC AD KD AS KS", "decline"),
                     ("6C 7C 8C TC JC", "decline")):
        deck = zone_deck(p1, "9D TD 8S 9S TS", "QC QD QS JD JS", "6H")
        game = new_game("ru-zone", players=2, seed=4, deck=deck, dealer=0)
        assert choose(game) == Action(word), p1
        assert "(RUZ-4)" in explain(game, word)


@pytest.mark.rule("RUZ-5")
def test_zone_first_lead_of_the_trump_ace():
    deck = zone_deck("AH 6C 7C 8C 9C", "KH 6D 7D 8D 9D", "6S 7S 8S 9S TS", "6H")
    game = new_game("ru-zone", players=2, seed=4, deck=deck, dealer=0)
    game.apply("decline")
    assert choose(game) == Action.parse("play AH")
    assert "(RUZ-5)" in explain(game, "play AH")


# -- Mattmar ---------------------------------------------------------------------------

def mattmar(hands: list[str], turned: str, **options):
    return new_game("se-mattmar", players=len(hands), seed=3,
                    deck=stack_hands(hands, turned), **options)


@pytest.mark.rule("SE-OFFER-2")
def test_mattmar_weak_forehand_offers_better_cards():
    game = mattmar(["AS KS QS JS TS", "2C 3D 4H 5C 6D"], "9S")
    assert game.to_act == 1
    assert choose(game) == Action("offer", arg="better")
    assert "(SE-OFFER-2)" in explain(game, choose(game))


@pytest.mark.rule("SE-SCORE-2")
@pytest.mark.rule("SE-KNOCK-1")
def test_mattmar_knocks_a_weak_hand_at_ten_but_passes_it_lower():
    game = mattmar(["AS KS QS JS TS", "2C 3D 4H 5C 6D"], "9S")
    game.apply("offer none")
    assert choose(game) == Action("declare", arg="knock")
    assert "(SE-SCORE-2)" in explain(game, choose(game))
    game = mattmar(["AS KS QS JS TS", "2C 3D 4H 5C 6D"], "9S")
    game.apply("offer none")
    game.scores[1] = 6  # set before the knocking round's moves are asked for
    assert choose(game) == Action("declare", arg="pass")
    assert "(SE-KNOCK-1)" in explain(game, choose(game))


@pytest.mark.rule("SE-ACE-1")
@pytest.mark.rule("SE-BUY-2")
def test_mattmar_leads_the_trump_ace_and_the_dealer_lays_away_his_weakest():
    game = mattmar(["KC QC 2D 3D 4H", "AS 7C 8D 9H 2S"], "5S")
    for a in ("offer none", "declare knock", "declare knock", "exchange"):
        game.apply(a)
    assert game.to_act == 0
    act = choose(game)
    assert act.kind == "exchange" and "5S" not in map(str, act.cards)
    assert "SE-BUY-2" in explain(game, act)
    game.apply(act)
    assert game.to_act == 1
    assert choose(game) == Action.parse("play AS")
    assert "(SE-ACE-1)" in explain(game, "play AS")


# -- Rami ------------------------------------------------------------------------------

P0_RAMI = "KH KS KD 5C 6C 7C 2D 4H 9S QD 3S JH 8H"
P1_RAMI = "3D 4D 5D 6D 7D 8D 9D TD JD 3H 5H 6H 7H"


@pytest.mark.rule("HU-TURN-2")
def test_rami_opens_with_its_best_melds_then_discards_a_lone_high_card():
    game = new_game("hu-rami-40", players=2, seed=2,
                    deck=stack_deck([P0_RAMI, P1_RAMI], "TC", "2C"))
    assert choose(game) == Action("draw", arg="stock")
    moves = []
    while game.to_act == 0 and not game.is_over:
        a = choose(game)
        moves.append(str(a))
        game.apply(a)
    # with the kings on the table QD has no partner left: 10 points, the dearest lone card
    assert moves == ["draw stock", "meld KD KH KS", "meld 5C 6C 7C", "discard QD"], moves
    assert game.opened[0]


@pytest.mark.rule("HU-TURN-4")
def test_rami_below_the_threshold_keeps_its_melds_and_discards_a_lone_high_card():
    # 48 points cannot open Rami 51; QD still has a partner (KD), so 9S goes
    game = new_game("hu-rami-51", players=2, seed=2,
                    deck=stack_deck([P0_RAMI, P1_RAMI], "TC", "2C"))
    game.apply(choose(game))
    assert not any(a.kind == "meld" for a in game.legal_actions())
    assert choose(game) == Action.parse("discard 9S")
    assert "(HU-TURN-4)" in explain(game, "discard 9S")


@pytest.mark.rule("HU-TURN-5")
@pytest.mark.parametrize("must_meld", [False, True])
def test_rami_takes_the_discard_when_it_fits_a_meld(must_meld):
    hand = "KH KS KD 8H 9H 2C 4C 6S 8S QD 3D 5D 7D"
    game = new_game("hu-rami-40", players=2, seed=2, discard_must_meld=must_meld,
                    deck=stack_deck([hand, P1_RAMI], "TH", "2S"))
    assert choose(game) == Action("draw", arg="discard")
    assert ("(HU-TURN-5)" if must_meld else "(HU-TURN-1)") in explain(game, choose(game))
    game.apply(choose(game))
    while game.to_act == 0:  # the rest of the turn: TH goes to the table with 8H 9H
        game.apply(choose(game))
    assert any("TH" in map(str, m.cards) for m in game.table)


def test_rami_leaves_a_discard_that_helps_nothing():
    hand = "KH KS KD 8H 9H 2C 4C 6S 8S QD 3D 5D 7D"
    game = new_game("hu-rami-40", players=2, seed=2,
                    deck=stack_deck([hand, P1_RAMI], "JC", "2S"))
    assert "draw discard" in map(str, game.legal_actions())  # HU-TURN-5: it may be taken
    assert choose(game) == Action("draw", arg="stock")


def test_explain_for_another_legal_move_names_the_preferred_one():
    game = new_game("hu-rami-40", players=2, seed=2,
                    deck=stack_deck([P0_RAMI, P1_RAMI], "TC", "2C"))
    game.apply("draw stock")
    text = explain(game, "discard 2D")
    assert "prefers 'meld KD KH KS'" in text and "(HU-TURN-2)" in text
    assert decide(game).rule == "HU-TURN-2"
