"""numpy, where it can be loaded: the simulations need it, the exact answers do not.

The lab's exact answers are counted with fractions (:mod:`.exact`, ``Question.exact``) and
need nothing but Python. Its Monte-Carlo (:mod:`.deals`, :mod:`.montecarlo`, a question's
``event``) deals with numpy. Where numpy cannot be loaded (an offline copy of the static
site, whose Python runs in the browser without the Pyodide distribution's numpy), the
modules of this package still import, :data:`np` is ``None``, :data:`HAVE_NUMPY` is false,
and the probability lab deals in plain Python instead (:mod:`.plain`, each question's
``hit``), more slowly, and says so (:mod:`ramsas_widgets.widgets.probability_lab`).

>>> HAVE_NUMPY, np.__name__
(True, 'numpy')
"""

from __future__ import annotations

try:
    import numpy as np
except ImportError:  # the static site offline: exact answers only
    np = None

#: Whether numpy was there when this package was first imported.
HAVE_NUMPY = np is not None
