"""The system's Python must not hold the guide's packages: the test suite refuses to run
when it does.

The README's environment borrows the system's packages (``--system-site-packages``). Had
somebody installed Voilà or the guide itself into the system's Python by hand, the tests
would pass on that machine while a fresh one, where only the README's command installs
anything, fails. The root ``conftest.py`` asks the system's Python, run outside any virtual
environment (``-I``, from ``/``), whether it can import any of :data:`GUIDE_PACKAGES`, and
stops the run with a plain message if it can. numpy, pytest or hypothesis there are fine.
"""

from __future__ import annotations

import os
import subprocess
import sys

#: What the README's command installs and the system's Python must not already have.
GUIDE_PACKAGES = ("ramsas_widgets", "voila", "ipywidgets", "jupyterlab", "ipykernel",
                  "nbclient", "playwright", "jupytext")
#: Names another system Python to check (a test points it at a stand-in).
OVERRIDE = "RAMSAS_WIDGETS_SYSTEM_PYTHON"
_PROBE = ("import importlib.util, sys; "
          "print(' '.join(n for n in sys.argv[1:] if importlib.util.find_spec(n)))")


def system_python() -> str:
    """The Python the README's ``python3 -m venv`` ran: the base of the one running now
    (itself when it runs in no virtual environment), unless :data:`OVERRIDE` names one."""
    named = os.environ.get(OVERRIDE)
    if named:
        return named
    base = getattr(sys, "_base_executable", "") or sys.executable
    if not os.path.isfile(base):
        base = os.path.join(sys.base_prefix, "bin", "python3")
    return base


def importable(python: str, names: tuple[str, ...] = GUIDE_PACKAGES) -> list[str] | None:
    """Which of ``names`` ``python`` imports when run isolated from ``/``; ``None`` when it
    cannot be asked (it does not run)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    try:
        done = subprocess.run([python, "-I", "-c", _PROBE, *names], cwd="/", env=env,
                              capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    return done.stdout.split()


def refusal(python: str, found: list[str]) -> str:
    """The message that stops the test run."""
    names = ", ".join(found)
    return (f"The system's Python ({python}) can import {names} outside any virtual "
            "environment. Installed there by hand, they hide a missing install step: the "
            "README's environment borrows that Python's packages, so the tests would pass "
            "here and fail on a fresh machine. Remove them from that Python "
            f"({python} -m pip uninstall {' '.join(found)}) and run the tests from the "
            "README's environment (.venv/bin/python -m pytest).")
