"""Serve the guide with Voilà on 127.0.0.1 and open its index page.

    python -m ramsas_widgets [--port N] [--no-browser] [--notebooks DIR]
"""

from __future__ import annotations

import argparse
import socket
import subprocess
import sys
import time
import urllib.request
import webbrowser
from pathlib import Path

INDEX = "00_index.ipynb"


def find_notebooks(explicit: str | None = None) -> Path:
    """The folder holding the lessons: given, ./notebooks, or beside the package."""
    candidates = [Path(explicit)] if explicit else [
        Path.cwd() / "notebooks", Path(__file__).resolve().parents[1] / "notebooks"]
    for folder in candidates:
        if (folder / INDEX).is_file():
            return folder.resolve()
    tried = ", ".join(str(c) for c in candidates)
    raise SystemExit(f"Cannot find the guide's notebooks (looked in {tried}). "
                     "Run this from the project folder or pass --notebooks DIR.")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def voila_command(notebooks: Path, port: int) -> list[str]:
    return [sys.executable, "-m", "voila", str(notebooks), "--no-browser",
            f"--port={port}", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0"]


def wait_until_ready(base: str, proc: subprocess.Popen, timeout: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(base + "voila/api/contents/", timeout=2):
                return True
        except OSError:
            time.sleep(0.3)
    return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ramsas_widgets",
                                     description="Open the Rams rules guide in the browser.")
    parser.add_argument("--port", type=int, default=0, help="port (default: a free one)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument("--notebooks", help="folder holding the lessons")
    args = parser.parse_args(argv)
    notebooks = find_notebooks(args.notebooks)
    port = args.port or free_port()
    base = f"http://127.0.0.1:{port}/"
    # Started from the project folder so that its voila.json settings apply.
    proc = subprocess.Popen(voila_command(notebooks, port), cwd=notebooks.parent)
    try:
        if not wait_until_ready(base, proc):
            print("The guide's server did not start; see the messages above.", file=sys.stderr)
            return 1
        url = f"{base}voila/render/{INDEX}"
        print(f"\nThe guide is open at {url}\nPress Ctrl+C to stop it.\n", flush=True)
        if not args.no_browser:
            webbrowser.open(url)
        return proc.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(timeout=10)
