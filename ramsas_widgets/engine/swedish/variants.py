"""The Swedish family's variant, declared once: Rams as played in Mattmar."""

from __future__ import annotations

from ..cards import make_pack
from ..variants import RuleOption, Teaching, VariantInfo, options
from . import bot, scoring
from .game import TRICK_RULES, MattmarGame

VARIANTS = (
    VariantInfo(
        id="se-mattmar", name="Swedish Rams (Mattmar)", family="swedish", game=MattmarGame,
        players=(2, 3, 4, 5), default_players=4, players_rule="SE-DECK-1",
        pack=lambda players, opts: make_pack(), pack_text="52 cards", pack_rule="SE-DECK-1",
        hand_size=5, rules="RULES.md section 7",
        options=options(
            RuleOption("rams_in_series", 6, (1, 3, 6), "SE-SERIES-1",
                       "How many rams make a Mattmar series."),
        ),
        trick_rules=TRICK_RULES["se-mattmar"], trump=True, scorer=scoring, bot=bot.decide,
        teaching=Teaching(lesson="04_swedish_rams.ipynb", quiz_players=(3, 4, 5),
                          winner_rule="SE-PLAY-3", golden_players=3),
    ),
)
