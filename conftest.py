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


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config,
                                  items: list[pytest.Item]) -> None:
    """Run the browser tests last. Playwright's synchronous API keeps its event loop marked
    as running in the main thread while the browser is open (the rest of the session), so a
    test run after one would find the loop a kernel runs a page in, and the probability lab
    would deal in the background, as in a page, instead of at once."""
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
