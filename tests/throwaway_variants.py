"""Throwaway variants: copies of existing declarations under new IDs.

Registered only when the environment names this module
(``RAMSAS_WIDGETS_MORE_VARIANTS=tests.throwaway_variants``, see
:data:`ramsas_widgets.engine.registry.MORE_VARIANTS`). ``tests/test_declarations.py`` runs
the per-variant test modules with them and checks that every one of them picked the copies
up from the registry and passed them, though no test file names them: a new game declared
as CONTRIBUTING.md says gets the same tests.
"""

from __future__ import annotations

import dataclasses

from ramsas_widgets.engine.lithuanian.variants import VARIANTS as LITHUANIAN
from ramsas_widgets.engine.rami.variants import VARIANTS as RAMI
from ramsas_widgets.engine.russian.variants import VARIANTS as RUSSIAN
from ramsas_widgets.engine.swedish.variants import VARIANTS as SWEDISH

#: source ID -> the copy's ID: one game of each family, and a second Russian one
COPIES = {"lt-ramsas": "zz-copy", "ru-classic": "zz-classic", "ru-zone": "zz-zone",
          "se-mattmar": "zz-mattmar", "hu-rami-51": "zz-rami"}
_ALL = {info.id: info for info in (*LITHUANIAN, *RUSSIAN, *SWEDISH, *RAMI)}
_CLASSIC = _ALL["ru-classic"]

VARIANTS = (
    *(dataclasses.replace(_ALL[source], id=copy, name=f"{_ALL[source].name} (a throwaway copy)")
      for source, copy in COPIES.items()),
    # the classic game with three cards a hand: what is dealt, quizzed, scored and weighed
    # follows the declared hand size (its stacked situations, dealt for five, are not its own)
    # (three players: with more, three tricks a hand leave most of them a remiz, and a game
    # of random players need never end)
    dataclasses.replace(_CLASSIC, id="zz-three", name="Russian Rams with three cards",
                        hand_size=3, players=(3,), default_players=3,
                        teaching=dataclasses.replace(_CLASSIC.teaching, situations={},
                                                     golden_players=3)),
)
