"""The Russian family's variants, declared once: classic, negotiations, modern, zone."""

from __future__ import annotations

from ...i18n.messages import text
from ..cards import NINE, make_pack
from ..variants import Lab, RuleOption, Teaching, VariantInfo, options, situations
from . import bot, score, teaching
from .classic import ClassicGame, NegotiationGame
from .fast import STANDARD
from .fast import ZONE as ZONE_FAST
from .modern import ModernGame
from .rules import CLASSIC, MODERN, ZONE
from .zone import ZoneGame

_CLASSIC_OPTIONS = options(
    RuleOption("start_score", 100, (100, 150, 200), "RU-SCORE-1",
               text("option.ru-classic.start-score",
                    "Points each account starts with, to be written off.")),
    RuleOption("turned_card", "forehand", ("forehand", "dealer"), "RU-DECL-2",
               text("option.ru-classic.turned-card",
                    "Who gets the turned trump card: the player left of the dealer "
                    "(if he plays) or the dealer.")),
    RuleOption("ace_timing", "declarations", ("declarations", "after-exchange"), "RU-SCORE-2",
               text("option.ru-classic.ace-timing",
                    "Which aces count: those in the hand when the declarations are over (the "
                    "five dealt, with the turned card if taken up, less the card laid aside for "
                    "it) or those in the hand after the exchange.")),
    RuleOption("remiz_aces", "five-plus", ("five-plus", "sum"), "RU-REMIZ-3",
               text("option.ru-classic.remiz-aces",
                    "A trickless player's remiz with aces: 5 plus the aces' values, or the sum "
                    "alone.")),
)


def _classic_pack(players: int, opts) -> list:
    """RU-DECK-1: 32 cards (7 to A) with fewer than four players, 52 with four or more."""
    return make_pack(low=7 if players < 4 else 2)


#: The hard quiz of the classic rules and those built on them (RU-PLAY-2, RUM-0).
_HARD_QUIZ = {"hard": {
    "play": ("play_void_trump", "play_overtrump", "play_undertrump", "play_trump_led"),
    "winner": ("win_trumped", "win_trump_led")}}
_WRITE_OFF = text("score-sense.ru-classic",
                  "Totals are what each player still has to write off; the first to reach 0 "
                  "wins (RU-SCORE-1, RU-WIN-1).")

_CLASSIC_DECISIONS = {"declare": text("decision.question.ru-classic.declare",
                                      "Play this hand, or pass?"),
                      "exchange": text("decision.question.ru-classic.exchange",
                                       "Which cards do you exchange?")}

#: The words of the classic table and deal (``Teaching.places``, ``phase_names``,
#: ``deal_words``), also those of the game with negotiations.
_CLASSIC_WORDS = dict(
    places={"stock": text("place.ru-classic.stock", "Stock"),
            "trump": text("place.ru-classic.trump", "Turned card (trump)"),
            "turned": text("place.ru-classic.turned", "Turned card"),
            "aside": text("place.ru-classic.aside", "Set aside"),
            "discards": text("place.ru-classic.discards", "Discards")},
    phase_names={"declare": text("phase.ru-classic.declare", "The declarations"),
                 "aside": text("phase.ru-classic.aside", "Laying a card aside"),
                 "announce": text("phase.ru-classic.announce", "The announcements"),
                 "exchange": text("phase.ru-classic.exchange", "The exchange"),
                 "play": text("phase.ru-classic.play", "The tricks")},
    deal_words={
        "RU-DEAL-1": text("deal.ru-classic.ru-deal-1",
                          "five cards to each player, one at a time"),
        "RU-DEAL-2": text("deal.ru-classic.ru-deal-2",
                          "the rest of the pack lies face down and its top card is turned: "
                          "that suit is trump"),
        "RU-DEAL-2 stock": text("deal.ru-classic.ru-deal-2-stock",
                                "the rest of the pack lies face down in the middle as the "
                                "stock"),
        "RU-DEAL-2 trump": text("deal.ru-classic.ru-deal-2-trump",
                                "the top card of the rest of the pack is turned up, and its "
                                "suit is trump")})

_CLASSIC = dict(
    family="russian", players=(3, 4, 5, 6, 7), default_players=4, players_rule="RU-PLAYERS-1",
    pack=_classic_pack,
    pack_text=text("variant.ru-classic.pack",
                   "32 cards (7 to A) for 3 players, 52 for 4 or more"),
    pack_rule="RU-DECK-1", hand_size=5, options=_CLASSIC_OPTIONS, trump=True,
    scorer=score.CLASSIC, lower_wins=True, bot=bot.decide_classic,
)

VARIANTS = (
    VariantInfo(
        id="ru-classic", name=text("variant.ru-classic.name", "Russian Rams (classic)"),
        game=ClassicGame,
        rules="RULES.md section 3", trick_rules=CLASSIC, fast=STANDARD,
        teaching=Teaching(
            lesson="03_russian_rams.ipynb", quiz_players=(3, 4, 5), quiz_scenarios=_HARD_QUIZ,
            winner_rule="RU-PLAY-2", table_penalty=teaching.table_penalty,
            scoring_options=("remiz_aces",), score_sense=_WRITE_OFF,
            end_of_hand=teaching.classic_hand, pass_rule="RU-DECL-2",
            lab=Lab(turned="stock", rule="RU-DECK-1, RU-DEAL-2",
                    questions={"three-trumps": "RU-DEAL-2", "ace-in-hand": "RU-DECL-3"}),
            decisions=_CLASSIC_DECISIONS,
            situations=situations(*teaching.CLASSIC_SITUATIONS), golden_players=4,
            **_CLASSIC_WORDS),
        **_CLASSIC,
    ),
    VariantInfo(
        id="ru-negotiation",
        name=text("variant.ru-negotiation.name", "Russian Rams with negotiations"),
        game=NegotiationGame,
        rules="RULES.md section 4", trick_rules=CLASSIC, fast=STANDARD,
        teaching=Teaching(
            lesson="03_russian_rams.ipynb", quiz_players=(3, 4, 5), quiz_scenarios=_HARD_QUIZ,
            winner_rule="RU-PLAY-2", table_penalty=teaching.table_penalty,
            scoring_options=("remiz_aces",), score_sense=_WRITE_OFF,
            end_of_hand=teaching.classic_hand, pass_rule="RU-DECL-2",
            decisions=_CLASSIC_DECISIONS, golden_players=3, **_CLASSIC_WORDS),
        **_CLASSIC,
    ),
    VariantInfo(
        id="ru-modern", name=text("variant.ru-modern.name", "Russian Rams (modern)"),
        family="russian", game=ModernGame,
        players=(4,), default_players=4, players_rule="RUM-1",
        pack=lambda players, opts: make_pack(low=NINE),
        pack_text=text("variant.ru-modern.pack", "24 cards (9 to A)"),
        pack_rule="RUM-1", hand_size=5, rules="RULES.md section 5",
        options=options(
            RuleOption("horns_from", "five", ("five", "zero"), "RUM-7",
                       text("option.ru-modern.horns-from",
                            "The 5-point 'horns' loss is taken from a total of at least 5, "
                            "or from any total of at least 0 (never from a negative total).")),
            RuleOption("first_lead", "left-of-dealer", ("left-of-dealer", "buyer"), "RUM-0",
                       text("option.ru-modern.first-lead",
                            "Who leads the first trick: the first player still in on the "
                            "dealer's left, as in the classic game (RU-PLAY-1), or the buyer "
                            "(as LT-PLAY-1).")),
            RuleOption("trump_from", "dealer-last", ("dealer-last", "buy-top"), "RUM-0",
                       text("option.ru-modern.trump-from",
                            "What shows trump: the dealer's last card, shown (as LT-DEAL-5), "
                            "or the top card of the buy, turned up."),
                       label=text("option.ru-modern.trump-from.label", "Trump shown by")),
            RuleOption("four_jacks", "before-redeal", ("before-redeal", "after-redeal"),
                       "RUM-9",
                       text("option.ru-modern.four-jacks",
                            "When one player is dealt all four jacks and another five cards of "
                            "one suit: the four jacks end the game before a redeal may be "
                            "claimed (as the Lithuanian game checks them first), or the redeal "
                            "is asked about first and, if claimed, the jacks are dealt again "
                            "with the rest.")),
        ),
        trick_rules=MODERN, fast=STANDARD, trump=True, scorer=score.MODERN,
        bot=bot.decide_modern,
        teaching=Teaching(
            lesson="03_russian_rams.ipynb", quiz_players=(4,),
            places={"buy": text("place.ru-modern.buy", "Buy (prikup)"),
                    "aside": text("place.ru-modern.aside", "Set aside"),
                    "discards": text("place.ru-modern.discards", "Discards")},
            phase_names={"redeal": text("phase.ru-modern.redeal", "The redeal on five of a suit"),
                         "buy": text("phase.ru-modern.buy", "The buy (prikup)"),
                         "keep": text("phase.ru-modern.keep", "Keeping one card of the buy"),
                         "declare": text("phase.ru-modern.declare", "Who plays (vist)"),
                         "show": text("phase.ru-modern.show", "The jack pairs"),
                         "play": text("phase.ru-modern.play", "The tricks")},
            deal_words={
                "RUM-0": text("deal.ru-modern.rum-0",
                              "the dealer's last card is shown and sets trump, as in Lithuanian "
                              "Ramsas"),
                "RUM-1": text("deal.ru-modern.rum-1",
                              "four players, five cards each, and four cards to the buy "
                              "(prikup)"),
                "RUM-1 buy": text("deal.ru-modern.rum-1-buy",
                                  "four cards go face down to the buy, the prikup"),
                "RUM-1 trump": text("deal.ru-modern.rum-1-trump",
                                    "with 24 cards none is left to turn up, so the dealer's "
                                    "last card is shown and its suit is trump, as RUM-0 carries "
                                    "over from the Lithuanian game"),
                "RUM-0 trump": text("deal.ru-modern.rum-0-trump",
                                    "by the house rule the top card of the buy is turned up, "
                                    "the literal carry-over of the classic turned card; its "
                                    "suit is trump and the buyer takes it")},
            quiz_scenarios=_HARD_QUIZ, winner_rule="RU-PLAY-2", winner_from="RUM-0",
            table_penalty=teaching.table_penalty,
            scoring_options=("horns_from",),
            score_sense=text("score-sense.ru-modern",
                             "Totals count up; the first to reach 20 wins (RUM-3)."),
            end_of_hand=teaching.modern_hand, pass_rule="RUM-6", deal_options=("trump_from",),
            lab=Lab(buy=4, turned="dealer", rule="RUM-1, RUM-0",
                    questions={"four-jacks": "RUM-9", "jack-pair": "RUM-8",
                               "five-one-suit": "RUM-2", "three-trumps": "RUM-0"},
                    words={"four-jacks": text("lab-word.ru-modern.four-jacks", "rams"),
                           "five-one-suit": text("lab-word.ru-modern.five-one-suit",
                                                 "may claim a redeal")}),
            decisions={"buy": text("decision.question.ru-modern.buy",
                                   "Take the buy (the prikup), or decline?"),
                       "declare": text("decision.question.ru-modern.declare",
                                       "Play this hand (vist), or pass?")},
            situations=situations(*teaching.MODERN_SITUATIONS), golden_players=4),
    ),
    VariantInfo(
        id="ru-zone", name=text("variant.ru-zone.name", "Russian Rams on the zone"),
        family="russian", game=ZoneGame,
        players=(2,), default_players=2, players_rule="RUZ-1",
        pack=lambda players, opts: make_pack(low=6),
        pack_text=text("variant.ru-zone.pack", "36 cards (6 to A)"),
        pack_rule="RUZ-1", hand_size=5, rules="RULES.md section 6",
        options=options(
            RuleOption("trump_beats", False, (False, True), "RUZ-7",
                       text("option.ru-zone.trump-beats",
                            "Whether a trump beats a card of another suit led.")),
            RuleOption("both_jack_pairs", False, (False, True), "RUZ-9",
                       text("option.ru-zone.both-jack-pairs",
                            "Agreement that both players write off for same-colour jack "
                            "pairs.")),
            RuleOption("overshoot", "add", ("add", "restart"), "RUZ-12",
                       text("option.ru-zone.overshoot",
                            "Writing off past 15: the overshoot total is added as penalty, "
                            "or the player restarts from 15.")),
        ),
        trick_rules=ZONE, fast=ZONE_FAST, trump=True, lower_wins=True,
        scorer=score.ZONE, bot=bot.decide_zone,
        teaching=Teaching(
            lesson="03_russian_rams.ipynb", quiz_players=(2,),
            places={"buy": text("place.ru-zone.buy", "Buy (прикуп)"),
                    "stock": text("place.ru-zone.stock", "Stock"),
                    "trump": text("place.ru-zone.trump", "Turned card (trump)"),
                    "turned": text("place.ru-zone.turned", "Turned card")},
            phase_names={"buy": text("phase.ru-zone.buy", "The buy (прикуп)"),
                         "play": text("phase.ru-zone.play", "The tricks")},
            deal_words={
                "RUZ-1": text("deal.ru-zone.ruz-1", "two players share a 36-card pack"),
                "RUZ-3": text("deal.ru-zone.ruz-3",
                              "five cards each, five to the buy, then the top card of the rest "
                              "sets trump"),
                "RUZ-3 buy": text("deal.ru-zone.ruz-3-buy", "five cards go face down to the buy"),
                "RUZ-3 stock": text("deal.ru-zone.ruz-3-stock",
                                    "the rest of the pack is the stock"),
                "RUZ-3 trump": text("deal.ru-zone.ruz-3-trump",
                                    "after the buy, the top card of the rest is turned up: its "
                                    "suit is trump")},
            quiz_options=("trump_beats",),
            quiz_scenarios={
                "easy": {"play": ("play_zone_free", "play_lead")},
                "hard": {"play": ("play_zone_free", "play_zone_ace", "play_zone_king",
                                  "play_zone_queen_king"),
                         "winner": ("win_trumped", "win_off_suit_high")}},
            quiz_builders=teaching.ZONE_SCENARIOS, quiz_state=teaching.zone_state,
            winner_rule="RUZ-7", trump_beats_option="trump_beats",
            table_penalty=teaching.table_penalty,
            scoring_options=("overshoot", "both_jack_pairs"),
            score_sense=text("score-sense.ru-zone",
                             "Totals are what each player still has to write off, from 15; the "
                             "winner writes off exactly 15 (RUZ-8, RUZ-12)."),
            end_of_hand=teaching.zone_hand,
            lab=Lab(buy=5, turned="stock", rule="RUZ-1, RUZ-3",
                    questions={"trump-ace": "RUZ-5", "five-one-suit": "RUZ-10",
                               "three-trumps": "RUZ-3"},
                    words={"five-one-suit": text("lab-word.ru-zone.five-one-suit",
                                                 'writes off 5 ("rams", doubled in trumps)')}),
            decisions={"buy": text("decision.question.ru-zone.buy",
                                   "Take the five cards of the buy instead of your own, or "
                                   "keep your cards?")},
            situations=situations(*teaching.ZONE_SITUATIONS), golden_players=2),
    ),
)

#: variant ID -> trick rules (``winner`` and ``verdicts``), as declared above
TRICK_RULES = {v.id: v.trick_rules for v in VARIANTS}
#: variant ID -> (points, rule) a table charges for a card played against the rules
MISPLAY_PENALTY = {v.id: (v.trick_rules.misplay.points, v.trick_rules.misplay.rule)
                   for v in VARIANTS}
