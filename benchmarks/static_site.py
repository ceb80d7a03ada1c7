"""The guide as a static site against the guide's own server, in one run, by hand.

    python benchmarks/static_site.py [--rounds 3] [--site DIR] [--page 01_lithuanian_ramsas]

Builds the offline site (``python -m ramsas_widgets site OUT --offline``; ``--site DIR``
measures a site built before instead) and reports the build's time and the site's size (MB
and files). Then, round after round, the two sides interleaved (static cold, server, static
warm), one lesson (``--page``, Lesson 1 by default) is opened in headless Chromium, where no
host name but 127.0.0.1 resolves:

- **static, cold**: a new browser profile (an empty cache, on disk as a reader's) on the
  site served by a plain file server (``http.server``, counting the bytes it sends);
- **static, warm**: a second visit in that profile: what the browser's own cache keeps
  (``http.server`` sends Last-Modified dates; the pages register no service worker);
- **server**: the same lesson from ``python -m ramsas_widgets`` (a kernel preheated for the
  page, as the launcher runs it), in a new context, once the server says its preheated pages
  are ready; the pool is given time to refill between rounds.

For each: the time to the page's text (its heading on screen) and to its last widget (every
code cell's widget on screen: for the static site, the page says so, ``data-rw-ready``),
both from the browser's navigation start, timed in the page (``performance.now()``); and the
bytes the visit moved (static: what the file server sent, uncompressed, as ``http.server``
sends it; server: HTTP transfer sizes from the page's resource timing plus the kernel
websocket's bytes). Medians over the rounds, with the load average; the aim for the static
site on a quiet machine: text under 1 s, widgets under 10 s cold and 5 s warm. The figures
also go to ``test-artifacts/static_site.json``.
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


def main(argv: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    from ramsas_widgets.site.builder import build

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--site", help="a site built before (default: build one now)")
    parser.add_argument("--page", default="01_lithuanian_ramsas")
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: install Debian's chromium package.", file=sys.stderr)
        return 2
    results: dict = {"load_before": os.getloadavg()[0]}
    tmp = None
    if args.site:
        folder = Path(args.site)
        results["build_s"] = None
    else:
        tmp = tempfile.TemporaryDirectory(prefix="static-site-bench-")
        folder = Path(tmp.name) / "site"
        start = time.monotonic()
        build(folder, offline=True, say=lambda _s: None)
        results["build_s"] = time.monotonic() - start
    mb, files = folder_size(folder)
    results.update(site_mb=mb, site_files=files)
    widgets = expected_widgets(args.page)
    static = StaticServer(folder)
    server = GuideServer(args.page)
    runs: dict[str, list[dict]] = {"static, cold": [], "static, warm": [], "server": []}
    try:
        server.wait_ready()
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=BROWSER_ARGS)
            static_url = f"{static.base}voici/render/{args.page}.html"
            server_url = f"{server.base}voila/render/{args.page}.ipynb"
            for _round in range(args.rounds):
                with tempfile.TemporaryDirectory(prefix="static-site-profile-") as profile:
                    reader = p.chromium.launch_persistent_context(
                        profile, executable_path=str(CHROMIUM), args=BROWSER_ARGS,
                        viewport=VIEWPORT)
                    for kind in ("static, cold", "static, warm"):
                        before = CountingHandler.sent
                        run = visit(reader, static_url, widgets, static=True)
                        run["bytes"] = CountingHandler.sent - before
                        run["load"] = os.getloadavg()[0]
                        runs[kind].append(run)
                        if kind == "static, cold":
                            fresh = browser.new_context(viewport=VIEWPORT)
                            fresh.add_init_script(COUNT_WEBSOCKETS)
                            srv = visit(fresh, server_url, widgets, static=False)
                            srv["bytes"] = srv["page_bytes"]
                            srv["load"] = os.getloadavg()[0]
                            runs["server"].append(srv)
                            fresh.close()
                    reader.close()
                time.sleep(10)  # quiet, and the server's pool refills
            browser.close()
    finally:
        static.stop()
        server.stop()
        if tmp is not None:
            tmp.cleanup()
    results["load_after"] = os.getloadavg()[0]
    results["runs"] = runs
    build_s = results["build_s"]
    print(f"Static site: built in {build_s:.0f} s, " if build_s is not None else
          "Static site (built before): ", end="")
    print(f"{mb:.1f} MB in {files} files (offline, everything inside).")
    print(f"{args.page}, {widgets} widgets, median of {args.rounds} rounds interleaved "
          f"(load average {results['load_before']:.1f} before, "
          f"{results['load_after']:.1f} after):")
    print(f"{'visit':14} {'text':>8} {'widgets':>9} {'moved':>10}  problems")
    summary = {}
    for kind, visits in runs.items():
        ok = [v for v in visits if not v["problems"]]
        text = median([v["text_s"] for v in ok])
        done = median([v["widgets_s"] for v in ok])
        moved = median([v["bytes"] for v in ok])
        summary[kind] = {"text_s": text, "widgets_s": done, "bytes": moved}
        problems = sorted({p for v in visits for p in v["problems"]})
        print(f"{kind:14} {text or 0:7.2f}s {done or 0:8.2f}s {(moved or 0) / 1e6:7.2f} MB"
              f"  {'; '.join(problems)[:80]}")
    server_done = summary["server"]["widgets_s"]
    for kind in ("static, cold", "static, warm"):
        mine = summary[kind]["widgets_s"]
        if mine and server_done:
            print(f"{kind}: widgets {mine / server_done:.1f}x the server's preheated page")
    print("Aim on a quiet machine: text under 1 s; widgets under 10 s cold, 5 s warm.")
    results["summary"] = summary
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "static_site.json").write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
