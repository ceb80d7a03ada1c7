"""The guide as a static site against the same site without a change, against the floor of
the stack, and against the guide's own server, in one run, by hand.

    python benchmarks/static_site.py [--rounds 3] [--site DIR] [--baseline CHECKOUT]
                                     [--page 01_lithuanian_ramsas]

Builds three offline sites (``python -m ramsas_widgets site OUT --offline``) and reports each
build's time and size (MB and files):

- **this**: the site as this checkout builds it (``--site DIR``: a site built before);
- **baseline**: the same site without the change being measured: built by the checkout
  ``--baseline DIR`` (its own package and notebooks; for example a worktree of the commit
  before), or, without ``--baseline``, by this checkout with ``--no-bytecode``;
- **floor**: a site built the same way by this checkout whose page holds nothing but one
  slider (``ipywidgets.IntSlider``): what the stack costs before any of the guide's code.

Then, round after round, the sides interleaved (the static sites' order turned every round,
the server once a round), one lesson (``--page``, Lesson 1 by default; the floor's page has
the same name) is opened in headless Chromium, where no host name but 127.0.0.1 resolves:

- **cold**: a new browser profile (an empty cache, on disk as a reader's) on the
  site served by a plain file server (``http.server``, counting the bytes it sends);
- **warm**: a second visit in that profile: what the browser's own cache keeps
  (``http.server`` sends Last-Modified dates; the pages register no service worker);
- **server**: the same lesson from ``python -m ramsas_widgets`` (a kernel preheated for the
  page, as the launcher runs it), in a new context, once the server says its preheated pages
  are ready; the pool is given time to refill between rounds.

For each: the time to the page's text (its heading on screen) and to its last widget (every
code cell's widget on screen: for the static site, the page says so, ``data-rw-ready``),
both from the browser's navigation start, timed in the page (``performance.now()``); and the
bytes the visit moved (static: what the file server sent, uncompressed, as ``http.server``
sends it; server: HTTP transfer sizes from the page's resource timing plus the kernel
websocket's bytes). Medians over the rounds, with the load average before and after each
visit; the aim for this site on a quiet machine (issue 30): widgets in 6 s or less cold, 3 s
or less warm. The figures also go to ``test-artifacts/static_site.json``.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    VIEWPORT,
    free_port,
    stop_group,
)

ARTIFACTS = ROOT / "test-artifacts"
TIMEOUT_MS = 600_000
BROWSER_ARGS = [*CHROMIUM_ARGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]
#: Widget outputs laid out on screen.
SHOWN = ("() => [...document.querySelectorAll('.jp-OutputArea-output')]"
         ".filter(o => { const w = o.querySelector('.jupyter-widgets');"
         " return w && w.getBoundingClientRect().height > 0; }).length")
TEXT_SHOWN = ("() => { const h = document.querySelector('main h1');"
              " return h && h.getBoundingClientRect().height > 0"
              " && getComputedStyle(h).visibility !== 'hidden' && h.offsetParent !== null"
              " ? performance.now() : false; }")
COUNT_WEBSOCKETS = """
(() => { const Native = window.WebSocket; window.__rwWsBytes = 0;
  function Counted(url, protocols) {
    const s = protocols === undefined ? new Native(url) : new Native(url, protocols);
    s.addEventListener('message', e => { window.__rwWsBytes +=
      typeof e.data === 'string' ? e.data.length : (e.data.byteLength || e.data.size || 0); });
    return s; }
  Counted.prototype = Native.prototype;
  ['CONNECTING', 'OPEN', 'CLOSING', 'CLOSED'].forEach(k => { Counted[k] = Native[k]; });
  window.WebSocket = Counted; })();
"""
HTTP_BYTES = """() => { const nav = performance.getEntriesByType('navigation')[0];
  return nav.transferSize + performance.getEntriesByType('resource')
    .reduce((s, r) => s + r.transferSize, 0) + (window.__rwWsBytes || 0); }"""


# -- the static side ---------------------------------------------------------------------------
class CountingHandler(http.server.SimpleHTTPRequestHandler):
    """``http.server``'s handler, counting the bytes it sends (headers and bodies)."""

    sent = 0
    lock = threading.Lock()

    def log_message(self, *args) -> None:  # quiet
        pass

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        outputfile.write(data)
        with CountingHandler.lock:
            CountingHandler.sent += len(data)

    def end_headers(self) -> None:
        with CountingHandler.lock:
            CountingHandler.sent += sum(len(h) for h in getattr(self, "_headers_buffer", []))
        super().end_headers()


class StaticServer:
    def __init__(self, folder: Path) -> None:
        handler = functools.partial(CountingHandler, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", free_port()), handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.httpd.shutdown()


def folder_size(folder: Path) -> tuple[float, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files) / 1e6, len(files)


# -- the server side ---------------------------------------------------------------------------
class GuideServer:
    """``python -m ramsas_widgets`` on 127.0.0.1 (preheated kernels), its log in a file."""

    def __init__(self, page: str) -> None:
        import subprocess

        self.port = free_port()
        ARTIFACTS.mkdir(exist_ok=True)
        self.log_path = ARTIFACTS / "static_site-server.log"
        self.log = self.log_path.open("w")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ramsas_widgets", "--no-browser", "--port", str(self.port),
             "--lesson", page],
            cwd=ROOT, env={**os.environ, "PYTHONUNBUFFERED": "1"}, stdout=self.log,
            stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
        self.base = f"http://127.0.0.1:{self.port}/"

    def wait_ready(self, timeout: float = 900) -> None:
        deadline = time.monotonic() + timeout
        while "The preheated pages are ready" not in self.log_path.read_text(errors="replace"):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the guide's server is not ready: see {self.log_path}")
            time.sleep(0.5)

    def stop(self) -> None:
        stop_group(self.proc)
        self.log.close()


# -- one visit ---------------------------------------------------------------------------------
def visit(context, url: str, widgets: int, static: bool) -> dict:
    """Open ``url`` in ``context``: seconds to text and to the last widget (from navigation
    start), and the page's own count of bytes (the server side)."""
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda err: problems.append(str(err)))
    try:
        page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
        text = page.wait_for_function(TEXT_SHOWN, polling=20, timeout=TIMEOUT_MS).json_value()
        if static:
            done = page.wait_for_function(
                "() => document.documentElement.dataset.rwReady ? performance.now() : false",
                polling=50, timeout=TIMEOUT_MS).json_value()
        else:
            done = page.wait_for_function(f"n => ({SHOWN})() >= n ? performance.now() : false",
                                          arg=widgets, polling=50,
                                          timeout=TIMEOUT_MS).json_value()
        shown = page.evaluate(SHOWN)
        if shown < widgets:
            problems.append(f"{shown} of {widgets} widgets")
        body = page.locator("body").inner_text()
        for bad in ("Traceback", "could not start", "Something went wrong"):
            if bad in body:
                problems.append(f"the page says {bad!r}")
        page.wait_for_timeout(1500)  # what the page still fetches at once
        moved = page.evaluate(HTTP_BYTES)
        return {"text_s": text / 1000, "widgets_s": done / 1000, "page_bytes": moved,
                "problems": problems}
    finally:
        page.close(run_before_unload=True)


def median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def expected_widgets(page: str) -> int:
    import nbformat

    nb = nbformat.read(ROOT / "notebooks" / f"{page}.ipynb", as_version=4)
    return sum(1 for c in nb.cells if c.cell_type == "code")


FLOOR_PAGE = """{
 "cells": [{"cell_type": "markdown", "id": "floor-text", "metadata": {},
   "source": ["# One slider"]},
  {"cell_type": "code", "id": "floor-slider", "execution_count": null, "metadata": {},
   "outputs": [],
   "source": ["import ipywidgets as widgets\\n", "widgets.IntSlider(description='Floor')"]}],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python",
  "name": "python3"}},
 "nbformat": 4, "nbformat_minor": 5
}"""
#: What the floor's checkout borrows from this one (its notebooks are its own).
FLOOR_LINKS = ("pyproject.toml", "backend", "ramsas_widgets", "README.md", "MANIFEST.in",
               "docs", "LICENSE")


def build_floor(dest: Path, page: str, work: Path) -> float:
    """The floor site: this checkout's build of a guide whose pages hold one slider."""
    from ramsas_widgets.site.builder import build

    checkout = work / "floor-checkout"
    (checkout / "notebooks").mkdir(parents=True)
    for name in FLOOR_LINKS:
        if (ROOT / name).exists():
            (checkout / name).symlink_to(ROOT / name)
    for name in ("00_index", page):
        (checkout / "notebooks" / f"{name}.ipynb").write_text(FLOOR_PAGE, encoding="utf-8")
    # the site's rules page (plain HTML, no Python): the guide's own
    rules = ROOT / "notebooks" / "08_rules.ipynb"
    (checkout / "notebooks" / rules.name).write_bytes(rules.read_bytes())
    start = time.monotonic()
    build(dest, offline=True, notebooks=checkout / "notebooks", say=lambda _s: None)
    return time.monotonic() - start


def build_baseline(dest: Path, checkout: Path | None) -> float:
    """The baseline: ``checkout``'s own build, or this checkout's without bytecode."""
    import subprocess

    start = time.monotonic()
    if checkout is None:
        from ramsas_widgets.site.builder import build

        build(dest, offline=True, say=lambda _s: None, bytecode=False)
    else:
        subprocess.run([sys.executable, "-m", "ramsas_widgets", "site", str(dest), "--offline"],
                       cwd=checkout, env={**os.environ, "PYTHONPATH": str(checkout)},
                       check=True, stdout=subprocess.DEVNULL)
    return time.monotonic() - start


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    from ramsas_widgets.site.builder import build

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--site", help="this side: a site built before (default: build now)")
    parser.add_argument("--baseline", metavar="CHECKOUT",
                        help="a checkout whose own build is the baseline (default: this "
                             "checkout's build with --no-bytecode)")
    parser.add_argument("--page", default="01_lithuanian_ramsas")
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: install Debian's chromium package.", file=sys.stderr)
        return 2
    results: dict = {"load_before": os.getloadavg()[0], "sites": {}}
    tmp = tempfile.TemporaryDirectory(prefix="static-site-bench-")
    work = Path(tmp.name)
    folders: dict[str, Path] = {}
    builds: dict[str, float | None] = {}
    if args.site:
        folders["this"], builds["this"] = Path(args.site), None
    else:
        folders["this"] = work / "this"
        start = time.monotonic()
        build(folders["this"], offline=True, say=lambda _s: None)
        builds["this"] = time.monotonic() - start
    folders["baseline"] = work / "baseline"
    builds["baseline"] = build_baseline(folders["baseline"],
                                        Path(args.baseline) if args.baseline else None)
    folders["floor"] = work / "floor"
    builds["floor"] = build_floor(folders["floor"], args.page, work)
    for name, folder in folders.items():
        mb, files = folder_size(folder)
        results["sites"][name] = {"build_s": builds[name], "mb": mb, "files": files}
    widgets = {"this": expected_widgets(args.page), "baseline": expected_widgets(args.page),
               "floor": 1}
    statics = {name: StaticServer(folder) for name, folder in folders.items()}
    server = GuideServer(args.page)
    runs: dict[str, list[dict]] = {f"{name}, {kind}": [] for name in folders
                                   for kind in ("cold", "warm")}
    runs["server"] = []
    try:
        server.wait_ready()
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=BROWSER_ARGS)
            server_url = f"{server.base}voila/render/{args.page}.ipynb"
            names = list(folders)
            for round_ in range(args.rounds):
                order = names[round_ % len(names):] + names[:round_ % len(names)]
                for name in order:
                    url = f"{statics[name].base}voici/render/{args.page}.html"
                    with tempfile.TemporaryDirectory(prefix="static-site-profile-") as profile:
                        reader = p.chromium.launch_persistent_context(
                            profile, executable_path=str(CHROMIUM), args=BROWSER_ARGS,
                            viewport=VIEWPORT)
                        for kind in ("cold", "warm"):
                            load = os.getloadavg()[0]
                            before = CountingHandler.sent
                            run = visit(reader, url, widgets[name], static=True)
                            run["bytes"] = CountingHandler.sent - before
                            run["load"] = (load + os.getloadavg()[0]) / 2
                            runs[f"{name}, {kind}"].append(run)
                        reader.close()
                    time.sleep(2)
                fresh = browser.new_context(viewport=VIEWPORT)
                fresh.add_init_script(COUNT_WEBSOCKETS)
                load = os.getloadavg()[0]
                srv = visit(fresh, server_url, widgets["this"], static=False)
                srv["bytes"] = srv["page_bytes"]
                srv["load"] = (load + os.getloadavg()[0]) / 2
                runs["server"].append(srv)
                fresh.close()
                time.sleep(10)  # quiet, and the server's pool refills
            browser.close()
    finally:
        for static in statics.values():
            static.stop()
        server.stop()
        tmp.cleanup()
    results["load_after"] = os.getloadavg()[0]
    results["runs"] = runs
    for name, site in results["sites"].items():
        built = f"built in {site['build_s']:.0f} s" if site["build_s"] is not None \
            else "built before"
        print(f"Site {name:9} {site['mb']:6.1f} MB in {site['files']} files ({built}, offline)")
    print(f"{args.page}, median of {args.rounds} rounds interleaved (load average "
          f"{results['load_before']:.1f} before, {results['load_after']:.1f} after):")
    print(f"{'visit':16} {'text':>7} {'widgets':>8} {'moved':>9} {'load':>5}  problems")
    summary = {}
    for kind, visits in runs.items():
        ok = [v for v in visits if not v["problems"]]
        text = median([v["text_s"] for v in ok])
        done = median([v["widgets_s"] for v in ok])
        moved = median([v["bytes"] for v in ok])
        load = median([v["load"] for v in visits])
        summary[kind] = {"text_s": text, "widgets_s": done, "bytes": moved, "load": load,
                         "all_widgets_s": [v["widgets_s"] for v in visits]}
        problems = sorted({p for v in visits for p in v["problems"]})
        print(f"{kind:16} {text or 0:6.2f}s {done or 0:7.2f}s {(moved or 0) / 1e6:6.2f} MB"
              f" {load or 0:5.1f}  {'; '.join(problems)[:70]}")
    for kind in ("cold", "warm"):
        mine = summary[f"this, {kind}"]["widgets_s"]
        base = summary[f"baseline, {kind}"]["widgets_s"]
        floor = summary[f"floor, {kind}"]["widgets_s"]
        if mine and base and floor:
            print(f"{kind}: this site's widgets {mine / base:.2f}x the baseline's, "
                  f"{mine / floor:.2f}x the one-slider floor's, "
                  f"{mine / summary['server']['widgets_s']:.1f}x the server's page")
    print("Aim on a quiet machine: widgets in 6 s or less cold, 3 s or less warm.")
    results["summary"] = summary
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "static_site.json").write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
