"""Serve the guide with Voilà on 127.0.0.1 and open its index page.

    python -m ramsas_widgets [--port N] [--no-browser] [--notebooks DIR]

The server listens on 127.0.0.1 only, hides sources and tracebacks whatever the config
files say, draws every page with the guide's own Voilà template (``ramsas``, shipped in the
package: see :mod:`ramsas_widgets.template`), and is started from the folder above the
notebooks so that the project's ``voila.json`` applies. Ctrl+C (or SIGTERM) stops it
together with its kernels.
"""

from __future__ import annotations

import argparse
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import webbrowser
from pathlib import Path

from . import template

INDEX = "00_index.ipynb"
HOST = "127.0.0.1"
#: Settings the guide is always served with: a visitor sees neither code nor tracebacks.
SAFE_SETTINGS = ["--VoilaConfiguration.show_tracebacks=False",
                 "--VoilaConfiguration.strip_sources=True"]
#: The guide's look: its own template, which draws light or dark pages in the browser.
GUIDE_SETTINGS = [f"--VoilaConfiguration.template={template.NAME}",
                  "--VoilaConfiguration.theme=light"]


class LaunchError(Exception):
    """A reason the guide cannot be served, worded for the person starting it."""


def find_notebooks(explicit: str | None = None) -> Path:
    """The folder holding the lessons: given, ./notebooks, or beside the package."""
    if explicit:
        folder = Path(explicit).expanduser()
        if not folder.is_dir():
            raise LaunchError(f"There is no folder {folder}: pass --notebooks the folder "
                              f"that holds {INDEX} and the lessons.")
        if not (folder / INDEX).is_file():
            raise LaunchError(f"{folder} has no {INDEX}: pass --notebooks the folder that "
                              "holds the guide's lessons.")
        return folder.resolve()
    candidates = [Path.cwd() / "notebooks", Path(__file__).resolve().parents[1] / "notebooks"]
    for folder in candidates:
        if (folder / INDEX).is_file():
            return folder.resolve()
    tried = ", ".join(str(c) for c in candidates)
    raise LaunchError(f"Cannot find the guide's notebooks (looked in {tried}). "
                      "Run this from the project folder or pass --notebooks DIR.")


def free_port() -> int:
    """A port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def check_port(port: int) -> int:
    """``port`` if it is valid and free on 127.0.0.1, else a LaunchError saying why."""
    if not 1 <= port <= 65535:
        raise LaunchError(f"--port {port} is not a port number (1-65535).")
    with socket.socket() as sock:
        try:
            sock.bind((HOST, port))
        except OSError as err:
            raise LaunchError(f"Port {port} of {HOST} cannot be used ({err.strerror}): "
                              "choose another with --port, or leave it out for a free "
                              "one.") from None
    return port


def voila_command(notebooks: Path, port: int) -> list[str]:
    """The Voilà command line serving ``notebooks`` on ``port`` of 127.0.0.1.

    Run it with the environment of :func:`ramsas_widgets.template.voila_env`, which lets
    Voilà find the guide's template.
    """
    return [sys.executable, "-m", "voila", str(notebooks), "--no-browser",
            f"--port={port}", f"--Voila.ip={HOST}", "--Voila.port_retries=0", *SAFE_SETTINGS,
            *GUIDE_SETTINGS]


def wait_until_ready(base: str, proc: subprocess.Popen, timeout: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(base + "voila/api/contents/", timeout=2):
                return True
        except OSError:
            time.sleep(0.3)
    return False


def _stop_on_sigterm(signum, frame) -> None:
    raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ramsas_widgets",
                                     description="Open the Rams rules guide in the browser.")
    parser.add_argument("--port", type=int, default=0, help="port (default: a free one)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument("--notebooks", help="folder holding the lessons")
    args = parser.parse_args(argv)
    try:
        notebooks = find_notebooks(args.notebooks)
        port = check_port(args.port) if args.port else free_port()
    except LaunchError as err:
        print(f"python -m ramsas_widgets: {err}", file=sys.stderr)
        return 2
    base = f"http://{HOST}:{port}/"
    signal.signal(signal.SIGTERM, _stop_on_sigterm)
    # Started from the project folder so that its voila.json settings apply.
    proc = subprocess.Popen(voila_command(notebooks, port), cwd=notebooks.parent,
                            env=template.voila_env())
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
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
