"""The switch's first address, kept for the ``.pth`` line of an install made before the switch
moved to :mod:`ramsas_widgets.hub.switch`: that line imports this module and calls
:func:`at_startup`, so an editable install that a ``git pull`` brought past the move still
turns the guide's server on (reinstalling writes the new line)."""

from ramsas_widgets.hub.switch import at_startup

__all__ = ["at_startup"]
