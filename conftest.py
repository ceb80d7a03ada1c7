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


#: Each test file's time in the run, by the worker that ran it: path -> [worker, first
#: start, last stop, seconds in its tests] (written to test-artifacts/file-times.txt).
_FILE_TIMES: dict[str, list] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Note each test phase's time against its file (on the controller with xdist)."""
    import time

    path = report.nodeid.split("::", 1)[0]
    worker = getattr(getattr(report, "node", None), "gateway", None)
    entry = _FILE_TIMES.setdefault(path, [getattr(worker, "id", "main"), None, 0.0, 0.0])
    stop = getattr(report, "stop", None) or time.time()
    start = getattr(report, "start", None) or stop - report.duration
    entry[1] = start if entry[1] is None else min(entry[1], start)
    entry[2] = max(entry[2], stop)
    entry[3] += report.duration


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Write where the run's time went, file by file, longest first: which worker ran the
    file, when it started and ended (seconds from the first test) and its tests' time."""
    if not _FILE_TIMES or hasattr(session.config, "workerinput"):
        return
    from pathlib import Path

    first = min(e[1] for e in _FILE_TIMES.values())
    rows = sorted(_FILE_TIMES.items(), key=lambda kv: -(kv[1][2] - kv[1][1]))
    lines = [f"{e[2] - e[1]:8.1f} s  {e[0]:>5}  {e[1] - first:7.1f}-{e[2] - first:7.1f}  "
             f"{e[3]:8.1f} s in tests  {path}" for path, e in rows]
    out = Path(session.config.rootpath) / "test-artifacts" / "file-times.txt"
    try:
        out.parent.mkdir(exist_ok=True)
        out.write_text("wall     worker  from-to (s)         tests          file\n"
                       + "\n".join(lines) + f"\nthe first test started at {first:.1f} s "
                       "(since the epoch)\n")
    except OSError:
        pass
