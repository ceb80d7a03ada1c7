"""Every variant of RULES.md: name, players, pack, hand size and rule options.

``VARIANTS`` maps each variant ID to a :class:`VariantInfo`. Rule options hold
the RULES.md default for every ``[open]`` point where tables differ.

>>> sorted(VARIANTS)[:3]
['hu-rami-40', 'hu-rami-51', 'lt-ramsas']
>>> VARIANTS["lt-ramsas"].options["target"].default
20
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from .errors import RulesError, expect_type


@dataclass(frozen=True)
class RuleOption:
    """A named rule option: its default, the values allowed, and the rule it tunes."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    rule: str
    text: str


@dataclass(frozen=True)
class VariantInfo:
    """What a variant is: players allowed, pack, hand size and rule options."""

    id: str
    name: str
    family: str
    module: str
    players: tuple[int, ...]
    default_players: int
    pack: str
    hand_size: int
    rules: str
    options: Mapping[str, RuleOption] = field(default_factory=dict)
    #: The rule that sets the number of players.
    players_rule: str = ""

    def __deepcopy__(self, memo: dict) -> VariantInfo:
        return self  # immutable: copies of a game share it

    def option_defaults(self) -> dict[str, Any]:
        return {name: opt.default for name, opt in self.options.items()}

    def resolve(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults overlaid with ``options``; unknown names or values raise RulesError."""
        out = self.option_defaults()
        for name, value in options.items():
            opt = self.options.get(name)
            if opt is None:
                known = ", ".join(sorted(self.options)) or "none"
                raise RulesError(f"{self.id} has no rule option {name!r} (options: {known}).")
            kind = type(opt.default)
            if type(value) is not kind:
                allowed = ", ".join(repr(c) for c in opt.choices)
                raise RulesError(
                    f"Rule option {name!r} takes {_TYPE_WORDS.get(kind, kind.__name__)}: "
                    f"one of {allowed}, not {value!r}.", rule=opt.rule)
            if value not in opt.choices:
                allowed = ", ".join(repr(c) for c in opt.choices)
                raise RulesError(
                    f"Rule option {name!r} cannot be {value!r}: choose one of {allowed}.",
                    rule=opt.rule,
                )
            out[name] = value
        return out

    def check_players(self, players: int, rule: str | None = None) -> None:
        """RulesError (citing ``rule``, else :attr:`players_rule`) unless this many play."""
        rule = rule or self.players_rule or None
        if players not in self.players:
            lo, hi = min(self.players), max(self.players)
            span = str(lo) if lo == hi else f"{lo} to {hi}"
            raise RulesError(f"{self.name} is played by {span} players, not {players}.", rule=rule)


_TYPE_WORDS = {bool: "True or False", int: "a whole number", str: "a word"}


def _opts(*items: RuleOption) -> Mapping[str, RuleOption]:
    return MappingProxyType({o.name: o for o in items})


_RU_CLASSIC_OPTIONS = (
    RuleOption("start_score", 100, (100, 150, 200), "RU-SCORE-1",
               "Points each account starts with, to be written off."),
    RuleOption("turned_card", "forehand", ("forehand", "dealer"), "RU-DECL-2",
               "Who gets the turned trump card: the player left of the dealer "
               "(if he plays) or the dealer."),
    RuleOption("ace_timing", "deal", ("deal", "after-exchange"), "RU-SCORE-2",
               "Whether aces count as held at the deal or in the hand after the exchange."),
    RuleOption("remiz_aces", "five-plus", ("five-plus", "sum"), "RU-REMIZ-3",
               "A trickless player's remiz with aces: 5 plus the aces' values, or the sum alone."),
)

_SPECS: tuple[VariantInfo, ...] = (
    VariantInfo(
        "lt-ramsas", "Lithuanian Ramsas", "lithuanian", "ramsas_widgets.engine.lithuanian",
        (2, 3, 4), 4, "24 cards (9 to A)", 5, "RULES.md section 1",
        _opts(
            RuleOption("target", 20, (20, 25), "LT-GOAL-1", "Score that wins the game."),
            RuleOption("must_beat", False, (False, True), "LT-PLAY-3",
                       "Whether a player following suit must beat the card led when he can."),
            RuleOption("trump_ace_lead", "opening", ("opening", "first-lead"), "LT-ACE-1",
                       "When the trump ace must be led: on the opening lead of the hand only, "
                       "or the first time its holder has the lead."),
            RuleOption("dealer_may_discard_trump", True, (True, False), "LT-BUY-3",
                       "Whether a buying dealer may lay away his face-up trump card."),
            RuleOption("nine_redeal", True, (True, False), "LT-DEAL-3",
                       "Whether the dealer of a 4-player hand may redeal on a nine turned."),
        ),
    ),
    VariantInfo(
        "lt-shedding", "Lithuanian shedding game", "lithuanian", "ramsas_widgets.engine.lithuanian",
        (2, 3, 4, 5, 6), 3, "52 cards, one or two packs", 7, "RULES.md section 2",
        _opts(
            RuleOption("packs", 1, (1, 2), "LTS-1", "Number of 52-card packs."),
            RuleOption("empty_stock", "reshuffle", ("reshuffle", "pass"), "LTS-5",
                       "When the stock runs out: turn the played pile (less its top card) "
                       "into a new stock, or just pass."),
        ),
    ),
    VariantInfo(
        "ru-classic", "Russian Rams (classic)", "russian", "ramsas_widgets.engine.russian",
        (3, 4, 5, 6, 7), 4, "32 cards (7 to A) for 3 players, 52 for 4 or more", 5,
        "RULES.md section 3", _opts(*_RU_CLASSIC_OPTIONS),
    ),
    VariantInfo(
        "ru-negotiation", "Russian Rams with negotiations", "russian",
        "ramsas_widgets.engine.russian",
        (3, 4, 5, 6, 7), 4, "32 cards (7 to A) for 3 players, 52 for 4 or more", 5,
        "RULES.md section 4", _opts(*_RU_CLASSIC_OPTIONS),
    ),
    VariantInfo(
        "ru-modern", "Russian Rams (modern)", "russian", "ramsas_widgets.engine.russian",
        (4,), 4, "24 cards (9 to A)", 5, "RULES.md section 5",
        _opts(
            RuleOption("horns_from", "five", ("five", "zero"), "RUM-7",
                       "The 5-point 'horns' loss is taken from a total of at least 5, "
                       "or from any total of at least 0 (never from a negative total)."),
            RuleOption("first_lead", "left-of-dealer", ("left-of-dealer", "buyer"), "RUM-0",
                       "Who leads the first trick: the first player still in on the dealer's "
                       "left, as in the classic game (RU-PLAY-1), or the buyer (as LT-PLAY-1)."),
            RuleOption("trump_from", "dealer-last", ("dealer-last", "buy-top"), "RUM-0",
                       "What shows trump: the dealer's last card, shown (as LT-DEAL-5), or "
                       "the top card of the buy, turned up."),
        ),
    ),
    VariantInfo(
        "ru-zone", "Russian Rams on the zone", "russian", "ramsas_widgets.engine.russian",
        (2,), 2, "36 cards (6 to A)", 5, "RULES.md section 6",
        _opts(
            RuleOption("trump_beats", False, (False, True), "RUZ-7",
                       "Whether a trump beats a card of another suit led."),
            RuleOption("both_jack_pairs", False, (False, True), "RUZ-9",
                       "Agreement that both players write off for same-colour jack pairs."),
            RuleOption("overshoot", "add", ("add", "restart"), "RUZ-12",
                       "Writing off past 15: the overshoot total is added as penalty, "
                       "or the player restarts from 15."),
        ),
    ),
    VariantInfo(
        "se-mattmar", "Swedish Rams (Mattmar)", "swedish", "ramsas_widgets.engine.swedish",
        (2, 3, 4, 5), 4, "52 cards", 5, "RULES.md section 7",
        _opts(
            RuleOption("rams_in_series", 6, (1, 3, 6), "SE-SERIES-1",
                       "How many rams make a Mattmar series."),
        ),
    ),
)

_RAMI_OPTIONS = (
    RuleOption("house_pack", False, (False, True), "HU-DECK-2",
               "House pack: 2 packs + 2 jokers (106) for 2-4 players, 3 + 3 (159) for 5-6."),
    RuleOption("joker_points", 20, (20, 25), "HU-SCORE-1", "Penalty for a joker left in hand."),
    RuleOption("unopened_100", False, (False, True), "HU-SCORE-1",
               "A player who never opened scores a flat 100."),
    RuleOption("hand_rami_double", False, (False, True), "HU-SCORE-1",
               "Going out in one turn from the hand ('kézből') doubles the others' scores."),
    RuleOption("pure_run_to_open", False, (False, True), "HU-SCORE-1",
               "The opening meld must include a run without a joker (a common Rami 51 "
               "house rule; it applies in whichever variant switches it on)."),
    RuleOption("discard_must_meld", False, (False, True), "HU-TURN-5",
               "A card taken from the discard pile must be melded in the same turn "
               "(the traditional rule); off, the default, it may stay in the hand."),
    RuleOption("final_discard", False, (False, True), "HU-END-1",
               "Going out requires a final discard."),
    RuleOption("hands_in_game", 7, (7, 10), "HU-SCORE-1", "Hands in a game."),
)

_SPECS += (
    VariantInfo(
        "hu-rami-40", "Hungarian Rami 40", "rami", "ramsas_widgets.engine.rami",
        (2, 3, 4, 5, 6), 4, "108 cards (2 packs + 4 jokers); 160 for 5-6 players", 13,
        "RULES.md section 8", _opts(*_RAMI_OPTIONS),
    ),
    VariantInfo(
        "hu-rami-51", "Hungarian Rami 51", "rami", "ramsas_widgets.engine.rami",
        (2, 3, 4, 5, 6), 4, "108 cards (2 packs + 4 jokers); 160 for 5-6 players", 13,
        "RULES.md section 8", _opts(*_RAMI_OPTIONS),
    ),
)

_PLAYERS_RULES = {"lithuanian": "LT-PLAYERS-1", "russian": "RU-PLAYERS-1", "swedish": "SE-DECK-1",
                  "rami": "HU-DECK-1", "ru-modern": "RUM-1", "ru-zone": "RUZ-1"}
_SPECS = tuple(replace(v, players_rule=_PLAYERS_RULES.get(v.id, _PLAYERS_RULES[v.family]))
               for v in _SPECS)
VARIANTS: Mapping[str, VariantInfo] = MappingProxyType({v.id: v for v in _SPECS})
TRICK_VARIANTS: tuple[str, ...] = tuple(v.id for v in _SPECS if v.family != "rami")


def variant(variant_id: str) -> VariantInfo:
    """The :class:`VariantInfo` for an ID; RulesError naming the known IDs otherwise."""
    expect_type(variant_id, str, "variant_id", "a variant ID such as 'ru-classic'")
    try:
        return VARIANTS[variant_id]
    except KeyError:
        known = ", ".join(VARIANTS)
        raise RulesError(f"Unknown variant {variant_id!r}; known variants: {known}.") from None
