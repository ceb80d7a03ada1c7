"""ramsas_widgets: learn the Rams family of card games with interactive notebooks."""

__version__ = "0.1.0"

# In a kernel Voilà started for a page, widget messages get no traceback back (served.py).
from .served import quiet_tracebacks as _quiet_tracebacks  # noqa: E402

_quiet_tracebacks()
