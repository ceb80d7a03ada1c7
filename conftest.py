"""Test collection settings shared by the whole repository, and the check that the system's
Python is clean of the guide's packages (``tests/system_python.py``)."""

import pytest

# Importing the entry point would start the server.
collect_ignore = ["ramsas_widgets/__main__.py"]


def pytest_sessionstart(session: pytest.Session) -> None:
    """Refuse to run when the system's Python already holds what the README installs."""
    from tests.system_python import importable, refusal, system_python

    python = system_python()
    found = importable(python)
    if found:
        pytest.exit(refusal(python, found), returncode=pytest.ExitCode.USAGE_ERROR)
