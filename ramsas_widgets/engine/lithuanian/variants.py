"""The Lithuanian family's variants, declared once: Ramsas and the shedding game."""

from __future__ import annotations

from ...i18n.messages import text
from ..cards import NINE, make_pack
from ..variants import Lab, RuleOption, Teaching, VariantInfo, options, situations
from . import bot, scoring, shedding_bot, teaching
from .fast import RAMSAS
from .ramsas import LtRamsasGame
from .shedding import LtSheddingGame
from .tricks import RAMSAS_TRICKS

#: The words of Ramsas' table and deal (``Teaching.places``, ``phase_names``, ``deal_words``).
_RAMSAS_PLACES = {"buy": text("place.lt-ramsas.buy", "Buy (pirkinys)"),
                  "aside": text("place.lt-ramsas.aside", "Set aside"),
                  "laid away": text("place.lt-ramsas.laid-away", "Laid away")}
_RAMSAS_PHASES = {"redeal": text("phase.lt-ramsas.redeal", "The redeal on a nine"),
                  "buy": text("phase.lt-ramsas.buy", "The buy (pirkinys)"),
                  "keep": text("phase.lt-ramsas.keep", "Keeping one card of the buy"),
                  "declare": text("phase.lt-ramsas.declare", "Who plays"),
                  "show": text("phase.lt-ramsas.show", "The jack pairs"),
                  "play": text("phase.lt-ramsas.play", "The tricks")}
_DEALER_TRUMP = text("deal.lt-ramsas.dealer-trump",
                     "the last card always goes to the dealer face up, and its suit is trump")
_RAMSAS_DEAL = {
    "LT-DEAL-2": text("deal.lt-ramsas.lt-deal-2",
                      "one card at a time, clockwise; after each of the first four rounds one "
                      "card goes face down to the middle"),
    "LT-DEAL-3": text("deal.lt-ramsas.lt-deal-3",
                      "with four players the dealer may look at the last card and deal again "
                      "if it is a nine"),
    "LT-DEAL-4": text("deal.lt-ramsas.lt-deal-4",
                      "with fewer than four players the cards left over sit out this hand"),
    "LT-DEAL-5": _DEALER_TRUMP, "LT-DEAL-5 trump": _DEALER_TRUMP}

VARIANTS = (
    VariantInfo(
        id="lt-ramsas", name=text("variant.lt-ramsas.name", "Lithuanian Ramsas"),
        family="lithuanian", game=LtRamsasGame,
        players=(2, 3, 4), default_players=4, players_rule="LT-PLAYERS-1",
        pack=lambda players, opts: make_pack(low=NINE),
        pack_text=text("variant.lt-ramsas.pack", "24 cards (9 to A)"),
        pack_rule="LT-DECK-1", hand_size=5, rules="RULES.md section 1",
        options=options(
            RuleOption("target", 20, (20, 25), "LT-GOAL-1",
                       text("option.lt-ramsas.target", "Score that wins the game.")),
            RuleOption("must_beat", False, (False, True), "LT-PLAY-3",
                       text("option.lt-ramsas.must-beat",
                            "Whether a player following suit must beat the card led when he "
                            "can.")),
            RuleOption("trump_ace_lead", "opening", ("opening", "first-lead"), "LT-ACE-1",
                       text("option.lt-ramsas.trump-ace-lead",
                            "When the trump ace must be led: on the opening lead of the hand "
                            "only, or the first time its holder has the lead.")),
            RuleOption("dealer_may_discard_trump", True, (True, False), "LT-BUY-3",
                       text("option.lt-ramsas.dealer-may-discard-trump",
                            "Whether a buying dealer may lay away his face-up trump card.")),
            RuleOption("nine_redeal", True, (True, False), "LT-DEAL-3",
                       text("option.lt-ramsas.nine-redeal",
                            "Whether the dealer of a 4-player hand may redeal on a nine "
                            "turned."),
                       label=text("option.lt-ramsas.nine-redeal.label", "Redeal on a nine")),
        ),
        trick_rules=RAMSAS_TRICKS, fast=RAMSAS, trump=True, scorer=scoring,
        bot=bot.decide,
        teaching=Teaching(
            lesson="01_lithuanian_ramsas.ipynb", places=_RAMSAS_PLACES,
            phase_names=_RAMSAS_PHASES, deal_words=_RAMSAS_DEAL,
            quiz_players=(3, 4), quiz_options=("must_beat", "trump_ace_lead"),
            quiz_scenarios={"hard": {
                "play": ("play_trump_ace_opening", "play_trump_ace_first_lead",
                         "play_follow_high_low"),
                "winner": ("win_demoted", "win_trumped")}},
            quiz_builders=teaching.SCENARIOS, quiz_state=teaching.quiz_state,
            winner_rule="LT-PLAY-2", table_penalty=teaching.table_penalty,
            score_sense=text("score-sense.lt-ramsas",
                             "Totals count up from 0; the first to reach the target wins "
                             "(LT-GOAL-1)."),
            end_of_hand=teaching.end_of_hand, pass_rule="LT-DROP-1", pass_word="dropped out",
            deal_options=("nine_redeal",),
            lab=Lab(buy=4, turned="dealer", rule="LT-DEAL-2, LT-DEAL-5",
                    questions={"nine-turned": "LT-DEAL-3", "trump-ace": "LT-ACE-1",
                               "four-jacks": "LT-JACK-2", "jack-pair": "LT-JACK-1",
                               "three-trumps": "LT-DEAL-5"},
                    words={"four-jacks": text("lab-word.lt-ramsas.four-jacks", "Ramsas")}),
            decisions={"buy": text("decision.question.lt-ramsas.buy",
                                   "Buy the four cards in the middle (the pirkinys), or "
                                   "decline?"),
                       "declare": text("decision.question.lt-ramsas.declare",
                                       "Play this hand, or drop out?")},
            situations=situations(*teaching.SITUATIONS),
            golden_players=3),
    ),
    VariantInfo(
        id="lt-shedding", name=text("variant.lt-shedding.name", "Lithuanian shedding game"),
        family="lithuanian", game=LtSheddingGame, players=(2, 3, 4, 5, 6), default_players=3,
        players_rule="LT-PLAYERS-1",
        pack=lambda players, opts: make_pack(packs=opts["packs"]),
        pack_text=text("variant.lt-shedding.pack", "52 cards, one or two packs"),
        pack_rule="LTS-1", hand_size=7, rules="RULES.md section 2",
        options=options(
            RuleOption("packs", 1, (1, 2), "LTS-1",
                       text("option.lt-shedding.packs", "Number of 52-card packs."),
                       label=text("option.lt-shedding.packs.label", "52-card packs")),
            RuleOption("empty_stock", "reshuffle", ("reshuffle", "pass"), "LTS-5",
                       text("option.lt-shedding.empty-stock",
                            "When the stock runs out: turn the played pile (less its top card) "
                            "into a new stock, or just pass.")),
        ),
        bot=shedding_bot.decide,
        teaching=Teaching(
            lesson="02_lithuanian_shedding.ipynb", deal_options=("packs",), golden_players=3,
            places={"stock": text("place.lt-shedding.stock", "Stock"),
                    "pile": text("place.lt-shedding.pile", "Pile")},
            phase_names={"play": text("phase.lt-shedding.play", "The play")},
            deal_words={"LTS-1": text("deal.lt-shedding.lts-1",
                                      "seven cards to each player; the rest of the pack is the "
                                      "stock"),
                        "LTS-1 stock": text("deal.lt-shedding.lts-1-stock",
                                            "the rest of the pack is the stock")}),
    ),
)

#: variant ID -> trick rules (``winner`` and ``verdicts``), as declared above
TRICK_RULES = {v.id: v.trick_rules for v in VARIANTS if v.trick_rules is not None}
