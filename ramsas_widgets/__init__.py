"""ramsas_widgets: learn the Rams family of card games with interactive notebooks."""

__version__ = "0.1.0"

# In a kernel Voilà started for a page, widget messages get no traceback back
# (serve/page_kernel.py).
from .serve.page_kernel import quiet_tracebacks as _quiet_tracebacks  # noqa: E402

_quiet_tracebacks()
