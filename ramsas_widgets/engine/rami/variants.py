"""The Hungarian family's variants, declared once: Rami 40 and Rami 51."""

from __future__ import annotations

from ...i18n.messages import text
from ..variants import Lab, RuleOption, Teaching, VariantInfo, options, situations
from . import bot, fast, scoring, teaching
from .game import RamiGame, pack_for

_OPTIONS = options(
    RuleOption("house_pack", False, (False, True), "HU-DECK-2",
               text("option.hu-rami.house-pack",
                    "House pack: 2 packs + 2 jokers (106) for 2-4 players, 3 + 3 (159) for "
                    "5-6."),
               label=text("option.hu-rami.house-pack.label", "House pack")),
    RuleOption("joker_points", 20, (20, 25), "HU-SCORE-1",
               text("option.hu-rami.joker-points", "Penalty for a joker left in hand.")),
    RuleOption("unopened_100", False, (False, True), "HU-SCORE-1",
               text("option.hu-rami.unopened-100",
                    "A player who never opened scores a flat 100.")),
    RuleOption("hand_rami_double", False, (False, True), "HU-SCORE-1",
               text("option.hu-rami.hand-rami-double",
                    "Going out in one turn from the hand ('kézből') doubles the others' "
                    "scores.")),
    RuleOption("pure_run_to_open", False, (False, True), "HU-SCORE-1",
               text("option.hu-rami.pure-run-to-open",
                    "The opening meld must include a run without a joker (a common Rami 51 "
                    "house rule; it applies in whichever variant switches it on).")),
    RuleOption("discard_must_meld", False, (False, True), "HU-TURN-5",
               text("option.hu-rami.discard-must-meld",
                    "A card taken from the discard pile must be melded in the same turn "
                    "(the traditional rule); off, the default, it may stay in the hand.")),
    RuleOption("final_discard", False, (False, True), "HU-END-1",
               text("option.hu-rami.final-discard", "Going out requires a final discard.")),
    RuleOption("hands_in_game", 7, (7, 10), "HU-SCORE-1",
               text("option.hu-rami.hands-in-game", "Hands in a game.")),
)

_RAMI = dict(
    family="rami", game=RamiGame, players=(2, 3, 4, 5, 6), default_players=4,
    players_rule="HU-DECK-1", pack=lambda players, opts: pack_for(players, opts["house_pack"]),
    pack_text=text("variant.hu-rami.pack",
                   "108 cards (2 packs + 4 jokers); 160 for 5-6 players"),
    pack_rule="HU-DECK-1",
    hand_size=13, rules="RULES.md section 8", lower_wins=True, options=_OPTIONS,
    scorer=scoring, bot=bot.decide, playout=fast.PLAYOUT,
)

#: What both Rami variants teach: the scoring exercise (HU-SCORE-1) and the lab's one
#: dealt hand (HU-DEAL-1), which can open or not (HU-TURN-2).
_TEACHING = dict(
    lesson="05_hungarian_rami.ipynb", deal_options=("house_pack",),
    places={"stock": text("place.hu-rami.stock", "Stock"),
            "discard": text("place.hu-rami.discard", "Discard pile")},
    phase_names={"draw": text("phase.hu-rami.draw", "Drawing"),
                 "play": text("phase.hu-rami.play", "Melding and discarding")},
    deal_words={
        "HU-DEAL-1": text("deal.hu-rami.hu-deal-1",
                          "thirteen cards each; the next card starts the discard pile face up "
                          "and the rest is the stock"),
        "HU-DECK-1": text("deal.hu-rami.hu-deck-1",
                          "two packs and four jokers for up to four players, three packs for "
                          "five or six"),
        "HU-DEAL-1 stock": text("deal.hu-rami.hu-deal-1-stock",
                                "the rest of the pack is the stock, face down"),
        "HU-DEAL-1 discard": text("deal.hu-rami.hu-deal-1-discard",
                                  "the card after the deal starts the discard pile, face up")},
    scoring_options=("joker_points", "unopened_100", "hand_rami_double"),
    score_sense=text("score-sense.hu-rami",
                     "Totals are penalty points: the lowest running total wins (HU-SCORE-1)."),
    end_of_hand=teaching.end_of_hand,
    lab=Lab(seats=1, turned="none", rule="HU-DECK-1, HU-DEAL-1",
            option_rules={"house_pack": "HU-DECK-2, HU-DEAL-1"},
            questions={"rami-open": "HU-TURN-2", "rami-joker": "HU-JOKER-1",
                       "rami-copies": "HU-SET-1", "rami-natural": "HU-RUN-1",
                       "rami-outs": "HU-RUN-1"}),
    decisions={"draw": text("decision.question.hu-rami.draw",
                            "Take the top card of the discard pile, or draw from the stock?"),
               "play": text("decision.question.hu-rami.play", "Open now, or wait?")},
    decision_deals=300,  # within 1 s, played out fast (rami/fast.py; benchmarks/decisions.py)
)

VARIANTS = (
    VariantInfo(id="hu-rami-40", name=text("variant.hu-rami-40.name", "Hungarian Rami 40"),
                threshold=40,
                teaching=Teaching(golden_players=2, **_TEACHING,
                                  situations=situations(teaching.joker_exchange(40))), **_RAMI),
    VariantInfo(id="hu-rami-51", name=text("variant.hu-rami-51.name", "Hungarian Rami 51"),
                threshold=51,
                teaching=Teaching(golden_players=3, **_TEACHING,
                                  situations=situations(teaching.joker_exchange(51))), **_RAMI),
)
