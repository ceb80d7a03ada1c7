"""The guide's switch, read when Python starts: ``RAMSAS_GUIDE_SERVER=1``.

Installing the package, as a wheel (``pip install .``) or editable (``pip install -e .``),
puts :data:`PTH_NAME` into the environment's ``site-packages`` (the build backend in
``backend/`` adds it to both wheels). Python reads it at every start; its one line does
nothing unless the switch is on or the process is Voilà's own command, and then calls
:func:`at_startup`, which gives the process the package's own Jupyter folders, found from
the package itself however it was installed (and so current after a ``git pull``):

- with the switch, its config folder (``ramsas_widgets/etc/jupyter``, which enables
  :mod:`ramsas_widgets.hub.extension`) first on ``JUPYTER_CONFIG_PATH``, so a Jupyter server
  started with the switch always loads the extension that locks it, even from an editable
  install, which copies no config file into the environment;
- its data folder (``ramsas_widgets/share/jupyter``, the guide's Voilà template) on
  ``JUPYTER_PATH``, after the folder of Voilà's own data
  (:func:`ramsas_widgets.template.voila_env`): with the switch, and for ``voila notebooks``
  run in an editable checkout (the standard command, as Binder runs it), which would find
  no ``ramsas`` template in the environment.

Other processes (a teacher's JupyterLab, pip, the tests) are left as they are.

This module imports nothing heavy: it runs in every process of a switched-on server, its
kernels included (they inherit the paths and return at once).

>>> switched_on({"RAMSAS_GUIDE_SERVER": "1"}), switched_on({}), switched_on({SWITCH: "0"})
(True, False, False)
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

#: The environment variable that turns the guide's server on.
SWITCH = "RAMSAS_GUIDE_SERVER"
#: The values that turn it on (any case, spaces around ignored).
ON = frozenset({"1", "true", "yes", "on"})
#: The file the wheels put into ``site-packages``, and its one line: the package is imported
#: only with the switch on, or in Voilà's own command (``voila``, ``python -m voila``).
PTH_NAME = "ramsas_widgets_guide_switch.pth"
PTH_LINE = ("import os, sys; (os.environ.get('RAMSAS_GUIDE_SERVER', '').strip().lower() in "
            "{'1', 'true', 'yes', 'on'} or "
            "os.path.basename((getattr(sys, 'argv', None) or [''])[0]) == 'voila' or "
            "getattr(sys, 'orig_argv', [])[1:3] == ['-m', 'voila']) and "
            "__import__('ramsas_widgets.hub.switch').hub.switch.at_startup()\n")
#: The package's Jupyter config folder and data folder.
PACKAGE = Path(__file__).resolve().parents[1]
CONFIG_DIR = PACKAGE / "etc" / "jupyter"
DATA_DIR = PACKAGE / "share" / "jupyter"


def switched_on(environ: Mapping[str, str] | None = None) -> bool:
    """Whether the switch is on: ``RAMSAS_GUIDE_SERVER`` is ``1`` (or ``true``, ``yes``)."""
    value = (os.environ if environ is None else environ).get(SWITCH, "")
    return value.strip().lower() in ON


def _paths(environ: Mapping[str, str], name: str) -> list[str]:
    return [p for p in environ.get(name, "").split(os.pathsep) if p]


def guide_paths(config: bool = True) -> None:
    """Put the package's data folder on ``JUPYTER_PATH`` (after Voilà's own data) and, if
    ``config``, its config folder first on ``JUPYTER_CONFIG_PATH``, in this process's
    environment, unless they are there already."""
    if config:
        paths = _paths(os.environ, "JUPYTER_CONFIG_PATH")
        if not paths or paths[0] != str(CONFIG_DIR):
            paths = [str(CONFIG_DIR), *(p for p in paths if p != str(CONFIG_DIR))]
            os.environ["JUPYTER_CONFIG_PATH"] = os.pathsep.join(paths)
    if str(DATA_DIR) not in _paths(os.environ, "JUPYTER_PATH"):
        from ramsas_widgets.template import (
            voila_env,  # finds Voilà's data folder: only the first time
        )

        os.environ["JUPYTER_PATH"] = voila_env()["JUPYTER_PATH"]


def at_startup() -> None:
    """What the ``.pth`` line calls when Python starts with the switch on, or as Voilà's
    command: the package's Jupyter folders in this process's environment (its children
    inherit them): both with the switch, only the data folder (the template) for Voilà
    alone. A failure is said on standard error, and the switch stays on: the extension, if
    it loads, refuses to serve a server it cannot lock."""
    try:
        guide_paths(config=switched_on())
    except Exception as error:  # noqa: BLE001 - said, and Python goes on starting
        import sys

        print(f"ramsas_widgets: the guide's Jupyter folders could not be set ({error!r}). "
              "A Jupyter server started now with the switch on may not load the guide's "
              "extension, and Voilà may not find the guide's template.", file=sys.stderr)
