"""The Swedish family's variant, declared once: Rams as played in Mattmar."""

from __future__ import annotations

from ...i18n.messages import text
from ..cards import make_pack
from ..variants import Lab, RuleOption, Teaching, VariantInfo, options, situations
from . import bot, scoring, teaching
from .fast import MATTMAR
from .game import MATTMAR_TRICKS, MattmarGame

VARIANTS = (
    VariantInfo(
        id="se-mattmar", name=text("variant.se-mattmar.name", "Swedish Rams (Mattmar)"),
        family="swedish", game=MattmarGame,
        players=(2, 3, 4, 5), default_players=4, players_rule="SE-DECK-1",
        pack=lambda players, opts: make_pack(),
        pack_text=text("variant.se-mattmar.pack", "52 cards"), pack_rule="SE-DECK-1",
        hand_size=5, rules="RULES.md section 7",
        options=options(
            RuleOption("rams_in_series", 6, (1, 3, 6), "SE-SERIES-1",
                       text("option.se-mattmar.rams-in-series",
                            "How many rams make a Mattmar series.")),
        ),
        trick_rules=MATTMAR_TRICKS, fast=MATTMAR, trump=True, lower_wins=True,
        scorer=scoring,
        bot=bot.decide,
        teaching=Teaching(
            lesson="04_swedish_rams.ipynb", quiz_players=(3, 4, 5),
            places={"stock": text("place.se-mattmar.stock", "Stock"),
                    "discards": text("place.se-mattmar.discards", "Discards"),
                    "discard": text("place.se-mattmar.discard", "Discards"),
                    "turned": text("place.se-mattmar.turned", "Turned card")},
            phase_names={"offer": text("phase.se-mattmar.offer", "The offer"),
                         "answer": text("phase.se-mattmar.answer", "Answering the offer"),
                         "knock": text("phase.se-mattmar.knock", "Knocking"),
                         "buy": text("phase.se-mattmar.buy", "The exchange"),
                         "play": text("phase.se-mattmar.play", "The tricks")},
            deal_words={
                "SE-DEAL-1": text("deal.se-mattmar.se-deal-1",
                                  "three cards each, then the next card face up into the "
                                  "dealer's hand (its suit is trump), then two more each"),
                "SE-DEAL-1 stock": text("deal.se-mattmar.se-deal-1-stock",
                                        "the cards left after the deal are the stock, drawn "
                                        "from for offers and the exchange"),
                "SE-DEAL-1 trump": text("deal.se-mattmar.se-deal-1-trump",
                                        "the dealer turns this card into his own hand; its "
                                        "suit is trump")},
            quiz_scenarios={"hard": {
                "play": ("play_follow_high_low", "play_after_trumped", "play_overtrump",
                         "play_undertrump", "play_trump_ace_opening", "play_ace_demanded",
                         "play_one_point"),
                "winner": ("win_trumped", "win_trump_led")}},
            quiz_builders=teaching.SCENARIOS, quiz_state=teaching.quiz_state,
            lead_history_when_following=True, winner_rule="SE-PLAY-3",
            score_sense=text("score-sense.se-mattmar",
                             "Totals count down from 10; a rams ends when someone is at 0 or "
                             "below (SE-SCORE-1)."),
            end_of_hand=teaching.end_of_hand, pass_rule="SE-KNOCK-1",
            lab=Lab(dealer_hand=6, turned="dealer", rule="SE-DEAL-1",
                    questions={"trump-ace": "SE-ACE-1", "three-trumps": "SE-DEAL-1"}),
            decisions={"knock": text("decision.question.se-mattmar.knock",
                                     "Knock (and promise a trick), or pass?"),
                       "buy": text("decision.question.se-mattmar.buy",
                                   "Which cards do you exchange?")}, decision_deals=200,
            situations=situations(*teaching.SITUATIONS),
            golden_players=3),
    ),
)

#: variant ID -> trick rules (``winner`` and ``verdicts``), as declared above
TRICK_RULES = {v.id: v.trick_rules for v in VARIANTS}
