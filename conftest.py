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
    """The longest test files first: the suite's workers take whole files in this order
    (pyproject's addopts: ``--dist loadfile --no-loadscope-reorder``), and a long file
    started last would keep one worker busy after the others are done. A file is as long as
    its tests make it, counted as they usually take: a slow one (marked so) most of a minute,
    a browser one a few seconds, another a fraction of one; a file's tests keep their order."""
    weight: dict[str, float] = {}
    for item in items:
        path = item.nodeid.split("::", 1)[0]
        seconds = 40.0 if item.get_closest_marker("slow") else \
            6.0 if item.get_closest_marker("browser") else 0.3
        weight[path] = weight.get(path, 0.0) + seconds
    items.sort(key=lambda item: -weight[item.nodeid.split("::", 1)[0]])
