"""Test files run again and again beside CPU hogs: does any fail when the machine is busy?

    python benchmarks/under_load.py [--runs 3] [--hogs 2] [--workers N] [FILE ...]

Starts ``--hogs`` processes that spin on the CPU, then runs the test files (default: every
file of ``tests/browser/`` and ``tests/test_launcher.py``) ``--runs`` times in a row with the
suite's own settings (``CI=true``: a browser test that cannot run fails instead of
skipping), each run one pytest session over all the files, its files shared among
``--workers`` workers as the suite shares them (0: one file after another in one process).
It prints one line per file and run: passed/failed/skipped, seconds, and the load average
at the end of the run; then the files that failed a run, with their failing tests. The hogs
are stopped by their process IDs when it ends, whatever happens.

The exit code is 0 only if every run of every file passed.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HOG = "while True: pass"


def start_hogs(count: int) -> list[subprocess.Popen]:
    return [subprocess.Popen([sys.executable, "-c", HOG], start_new_session=True)
            for _ in range(count)]


def stop_hogs(hogs: list[subprocess.Popen]) -> None:
    for hog in hogs:
        try:
            os.killpg(hog.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        hog.wait()


def run_once(files: list[str], workers: int) -> tuple[dict, dict, float, str]:
    """One pytest session over ``files``: outcome counts and test seconds per file, the
    failing tests per file, the session's seconds and pytest's last line."""
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "run.xml"
        started = time.monotonic()
        done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                               "-n", str(workers), "--dist", "loadfile",
                               f"--junitxml={report}", *files],
                              cwd=ROOT, env={**os.environ, "CI": "true"},
                              capture_output=True, text=True)
        seconds = time.monotonic() - started
        counts: dict[str, Counter] = defaultdict(Counter)
        failing: dict[str, list[str]] = defaultdict(list)
        if report.exists():
            for case in ET.parse(report).getroot().iter("testcase"):
                parts = case.get("classname", "").split(".")
                path = "/".join(parts) + ".py"
                outcome = "passed"
                for kind in ("failure", "error", "skipped"):
                    if case.find(kind) is not None:
                        outcome = {"failure": "failed"}.get(kind, kind)
                counts[path][outcome] += 1
                counts[path]["seconds"] += float(case.get("time") or 0)
                if outcome in ("failed", "error"):
                    found = case.find("failure")
                    found = found if found is not None else case.find("error")
                    why = (found.get("message") or "").splitlines()[:1] if found is not None \
                        else []
                    failing[path].append(" ".join([case.get("name", "?"), *why])[:400])
    last = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr[-300:]
    return counts, failing, seconds, last


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--hogs", type=int, default=2)
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument("files", nargs="*")
    args = parser.parse_args(argv)
    files = args.files or [str(p.relative_to(ROOT)) for p in
                           sorted((ROOT / "tests" / "browser").glob("test_*.py"))] + [
                               "tests/test_launcher.py"]
    hogs = start_hogs(args.hogs)
    bad: dict[str, list[str]] = defaultdict(list)
    try:
        print(f"{len(files)} files, {args.runs} runs, {args.hogs} CPU hogs beside them, "
              f"{args.workers} workers ({os.cpu_count()} cores)", flush=True)
        for run in range(1, args.runs + 1):
            counts, failing, seconds, last = run_once(files, args.workers)
            load = os.getloadavg()[0]
            print(f"run {run}: {last} ({seconds:.0f} s, load {load:.1f})", flush=True)
            for path in files:
                got = counts.get(path)
                if not got:
                    bad[path].append(f"run {run}: nothing ran")
                    print(f"  {path}: nothing ran", flush=True)
                    continue
                said = ", ".join(f"{got[k]} {k}" for k in ("passed", "failed", "error",
                                                              "skipped") if got[k])
                print(f"  {path}: {said} in {got['seconds']:.0f} s", flush=True)
                if failing.get(path):
                    bad[path] += [f"run {run}: {name}" for name in failing[path]]
                    for name in failing[path]:
                        print(f"    failed: {name}", flush=True)
    finally:
        stop_hogs(hogs)
    for path, failed in bad.items():
        print(f"FAILED under load: {path}: {'; '.join(failed)}")
    if not bad:
        print(f"every run passed: {len(files)} files x {args.runs} runs")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
