"""The guide as a static site against the same site without a change, against the floor of
the stack, and against the guide's own server, in one run, by hand.

    python benchmarks/static_site.py [--rounds 3] [--site DIR] [--baseline CHECKOUT|english]
                                     [--page 01_lithuanian_ramsas] [--no-floor] [--no-server]

Builds offline sites (``python -m ramsas_widgets site OUT --offline``) and reports each
build's time and size (MB and files; for a site with languages, how much of it the other
languages' pages are, and the wheels the widgets' words need):

- **this**: the site as this checkout builds it, every language (``--site DIR``: a site
  built before);
- **baseline**: the same site without the change being measured (``--baseline``, given once
  or more): ``english``, this checkout's site in English alone (``--languages en``);
  ``no-bytecode``, this checkout's without bytecode; or a directory, the checkout whose own
  build it is (its own package and notebooks; for example a copy of the commit before,
  ``git archive COMMIT | tar -x -C DIR``). Without ``--baseline``: ``no-bytecode``;
- **floor**: a site built the same way by this checkout whose page holds nothing but one
  slider (``ipywidgets.IntSlider``): what the stack costs before any of the guide's code
  (``--no-floor`` leaves it out).

Then, round after round, the sides interleaved (the static sites' order turned every round,
the server once a round), each lesson of ``--page`` (given once or more: Lesson 1 by
default; ``lt/01_lithuanian_ramsas``, Lithuanian's, on the sites that have it; the floor's
page has the first one's name) is opened in headless Chromium, where no host name but
127.0.0.1 resolves:

- **cold**: a new browser profile (an empty cache, on disk as a reader's) on the
  site served by a plain file server (``http.server``, counting the bytes it sends);
- **warm**: a second visit in that profile: what the browser's own cache keeps
  (``http.server`` sends Last-Modified dates; the pages register no service worker);
- **server**: the first lesson from ``python -m ramsas_widgets`` (a kernel preheated for the
  page, as the launcher runs it), in a new context, once the server says its preheated pages
  are ready; the pool is given time to refill between rounds (``--no-server`` leaves it out).

For each: the time to the page's text (its heading on screen) and to its last widget (every
code cell's widget on screen: for the static site, the page says so, ``data-rw-ready``),
both from the browser's navigation start, timed in the page (``performance.now()``); and the
bytes the visit moved (static: what the file server sent, uncompressed, as ``http.server``
sends it; server: HTTP transfer sizes from the page's resource timing plus the kernel
websocket's bytes). Medians over the rounds, with the load average before and after each
visit; the aim for this site on a quiet machine (issue 30): widgets in 6 s or less cold, 3 s
or less warm. The figures also go to ``test-artifacts/static_site.json``.

``--python-cpu N`` adds what a busy machine does not blur: each page's Python run N times
on each site, interleaved, by the site's own Pyodide in Node.js (``node``, with the site's
lock file and the packages its pages preload), timed in CPU seconds (``process.cpuUsage``):
loading Pyodide and the packages, then the page's Python (``static_page.start`` and every
code cell of the site's copy of the notebook, in the page's language). A machine whose
other work takes the cores stretches the browser's times, not these. ``--no-browser``
measures these alone.
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


#: The wheels the widgets' words bring (ramsas_widgets.site.builder.WORD_WHEELS and
#: WORD_DEPENDS, with six, which attrs needs in Pyodide's lock file).
WORD_FILES = ("fluent.runtime-", "fluent.syntax-", "babel-", "attrs-", "pytz-",
              "typing_extensions-", "six-")


def site_parts(folder: Path) -> dict:
    """How much of a site its other languages' pages are (``voici/render/lt/``, their
    notebooks in ``files/lt/`` and ``api/``) and the wheels of the widgets' words."""
    languages = [p for p in (folder / "voici" / "render").iterdir() if p.is_dir()] \
        if (folder / "voici" / "render").is_dir() else []
    codes = {p.name for p in languages}
    other = [p for p in folder.rglob("*") if p.is_file()
             and any(part in codes for part in p.relative_to(folder).parts[:-1])]
    words = [p for p in folder.rglob("*.whl") if p.name.startswith(WORD_FILES)]
    return {"languages": sorted(codes),
            "languages_mb": sum(p.stat().st_size for p in other) / 1e6,
            "word_wheels_mb": sum(p.stat().st_size for p in words) / 1e6,
            "word_wheels": sorted(p.name for p in words)}


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


#: Run by Node.js (``--python-cpu``): a page's Python in a site's own Pyodide, in CPU seconds.
PYTHON_CPU = r'''
const path = require("path");
const fs = require("fs");
const [site, notebook, lang] = process.argv.slice(2);
const { loadPyodide } = require(path.join(site, "pyodide", "pyodide.js"));
const config = JSON.parse(fs.readFileSync(path.join(site, "jupyter-lite.json"), "utf8"));
const kernel = config["jupyter-config-data"].litePluginSettings[
  "@jupyterlite/pyodide-kernel-extension:kernel"].loadPyodideOptions;
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1e6; };
globalThis.rwCpu = cpu;
(async () => {
  const start = cpu(), wall = Date.now();
  const py = await loadPyodide({
    indexURL: path.join(site, "pyodide") + "/",
    lockFileURL: path.join(site, "pyodide", "pyodide-lock.json"),
    packages: kernel.packages });
  const loaded = cpu();
  py.globals.set("NOTEBOOK", fs.readFileSync(notebook, "utf8"));
  py.globals.set("LANG", lang);
  await py.runPythonAsync(`
import json, os
os.environ["RAMSAS_LANG"] = LANG
from ramsas_widgets.site import static_page
await static_page.start()
namespace = {}
for cell in json.loads(NOTEBOOK)["cells"]:
    if cell["cell_type"] == "code" and "rw-site-setup" not in cell["metadata"].get("tags", []):
        exec("".join(cell["source"]), namespace)
`);
  console.log(JSON.stringify({ load_cpu: loaded - start, python_cpu: cpu() - loaded,
                               wall_s: (Date.now() - wall) / 1000 }));
})().catch((e) => { console.error(String(e)); process.exit(1); });
'''


def python_cpu(folder: Path, page: str, work: Path) -> dict:
    """One run of ``page``'s Python on the site at ``folder`` (see ``--python-cpu``)."""
    import shutil
    import subprocess

    driver = work / "python_cpu.js"
    if not driver.is_file():
        driver.write_text(PYTHON_CPU, encoding="utf-8")
    node = shutil.which("node") or shutil.which("nodejs")
    lang = page.split("/")[0] if "/" in page else "en"
    load = os.getloadavg()[0]
    done = subprocess.run([node, str(driver), str(folder), str(folder / "files" /
                                                                  f"{page}.ipynb"), lang],
                          capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        return {"problems": [done.stderr.strip()[-300:]], "load": load}
    return {**json.loads(done.stdout.strip().splitlines()[-1]), "problems": [],
            "load": (load + os.getloadavg()[0]) / 2}


def median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def expected_widgets(page: str) -> int:
    import nbformat

    nb = nbformat.read(ROOT / "notebooks" / f"{page}.ipynb", as_version=4)
    return sum(1 for c in nb.cells if c.cell_type == "code")


def baseline_name(value: str) -> str:
    """A baseline's name in the report: ``english``, ``no-bytecode``, or the checkout's
    folder name."""
    return value if value in ("english", "no-bytecode") else f"checkout {Path(value).name}"


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


def build_baseline(dest: Path, checkout: Path | str | None) -> float:
    """A baseline: ``checkout``'s own build, or this checkout's without bytecode
    (``None``, ``"no-bytecode"``) or in English alone (``"english"``)."""
    import subprocess

    start = time.monotonic()
    if checkout in (None, "no-bytecode", "english"):
        from ramsas_widgets.site.builder import build

        if checkout == "english":
            build(dest, offline=True, say=lambda _s: None, languages=["en"])
        else:
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
    parser.add_argument("--baseline", metavar="CHECKOUT", action="append",
                        help="a baseline, given once or more: 'english' (this checkout's "
                             "site in English alone), 'no-bytecode' (this checkout's without "
                             "bytecode, the default), or a checkout whose own build it is")
    parser.add_argument("--page", action="append",
                        help="a lesson to open, given once or more (default: "
                             "01_lithuanian_ramsas; lt/01_lithuanian_ramsas is Lithuanian's)")
    parser.add_argument("--no-floor", action="store_true", help="leave the floor out")
    parser.add_argument("--no-server", action="store_true",
                        help="leave the guide's own server out")
    parser.add_argument("--python-cpu", type=int, default=0, metavar="N",
                        help="also run each page's Python N times on each site in Node.js, "
                             "in CPU seconds (a busy machine does not stretch them)")
    parser.add_argument("--no-browser", action="store_true",
                        help="no visit in Chromium (with --python-cpu: those alone)")
    args = parser.parse_args(argv)
    if args.no_browser:
        args.no_server = True
    pages_asked = args.page or ["01_lithuanian_ramsas"]
    first = pages_asked[0]
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: install Debian's chromium package.", file=sys.stderr)
        return 2
    results: dict = {"load_before": os.getloadavg()[0], "sites": {}, "pages": pages_asked}
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
    for i, value in enumerate(args.baseline or ["no-bytecode"]):
        name = baseline_name(value)
        folders[name] = work / f"baseline-{i}"
        builds[name] = build_baseline(folders[name], value if value in (
            "english", "no-bytecode") else Path(value))
    if not args.no_floor:
        folders["floor"] = work / "floor"
        builds["floor"] = build_floor(folders["floor"], first, work)
    for name, folder in folders.items():
        mb, files = folder_size(folder)
        results["sites"][name] = {"build_s": builds[name], "mb": mb, "files": files,
                                  **site_parts(folder)}
    #: (site, page) -> widgets expected; a site is asked only for the pages it has
    visits = {(name, page): (1 if name == "floor" else expected_widgets(page))
              for name, folder in folders.items() for page in pages_asked
              if (name != "floor" or page == first)
              and (folder / "voici" / "render" / f"{page}.html").is_file()}
    statics = {name: StaticServer(folder) for name, folder in folders.items()}
    server = None if args.no_server else GuideServer(first)
    runs: dict[str, list[dict]] = {f"{name}{'' if page == first else ' ' + page}, {kind}": []
                                   for name, page in visits for kind in ("cold", "warm")}
    if server is not None:
        runs["server"] = []
    cpu_runs: dict[str, list[dict]] = {}
    try:
        for round_ in range(args.python_cpu):
            order_all = list(visits)
            turn = round_ % len(order_all)
            for name, page in order_all[turn:] + order_all[:turn]:
                if name == "floor":
                    continue
                label = f"{name}{'' if page == first else ' ' + page}"
                cpu_runs.setdefault(label, []).append(python_cpu(folders[name], page, work))
        if server is not None:
            server.wait_ready()
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=BROWSER_ARGS)
            order_all = list(visits)
            for round_ in range(0 if args.no_browser else args.rounds):
                turn = round_ % len(order_all)
                for name, page in order_all[turn:] + order_all[:turn]:
                    url = f"{statics[name].base}voici/render/{page}.html"
                    label = f"{name}{'' if page == first else ' ' + page}"
                    with tempfile.TemporaryDirectory(prefix="static-site-profile-") as profile:
                        reader = p.chromium.launch_persistent_context(
                            profile, executable_path=str(CHROMIUM), args=BROWSER_ARGS,
                            viewport=VIEWPORT)
                        for kind in ("cold", "warm"):
                            load = os.getloadavg()[0]
                            before = CountingHandler.sent
                            run = visit(reader, url, visits[(name, page)], static=True)
                            run["bytes"] = CountingHandler.sent - before
                            run["load"] = (load + os.getloadavg()[0]) / 2
                            runs[f"{label}, {kind}"].append(run)
                        reader.close()
                    time.sleep(2)
                if server is None:
                    continue
                server_url = f"{server.base}voila/render/{first}.ipynb"
                fresh = browser.new_context(viewport=VIEWPORT)
                fresh.add_init_script(COUNT_WEBSOCKETS)
                load = os.getloadavg()[0]
                srv = visit(fresh, server_url, expected_widgets(first), static=False)
                srv["bytes"] = srv["page_bytes"]
                srv["load"] = (load + os.getloadavg()[0]) / 2
                runs["server"].append(srv)
                fresh.close()
                time.sleep(10)  # quiet, and the server's pool refills
            browser.close()
    finally:
        for static in statics.values():
            static.stop()
        if server is not None:
            server.stop()
        tmp.cleanup()
    results["load_after"] = os.getloadavg()[0]
    results["runs"] = runs
    results["python_cpu"] = cpu_runs
    for name, site in results["sites"].items():
        built = f"built in {site['build_s']:.0f} s" if site["build_s"] is not None \
            else "built before"
        parts = (f"; other languages ({', '.join(site['languages'])}) "
                 f"{site['languages_mb']:.1f} MB" if site["languages"] else "")
        parts += (f"; the words' wheels {site['word_wheels_mb']:.1f} MB"
                  if site["word_wheels"] else "")
        print(f"Site {name:18} {site['mb']:6.1f} MB in {site['files']} files ({built}, "
              f"offline{parts})")
    if args.no_browser:
        runs = {}
    print(f"{', '.join(pages_asked)}: load average {results['load_before']:.1f} before, "
          f"{results['load_after']:.1f} after")
    if runs:
        print(f"In Chromium, median of {args.rounds} rounds interleaved:")
        print(f"{'visit':40} {'text':>7} {'widgets':>8} {'moved':>9} {'load':>5}  problems")
    summary = {}
    for kind, done_visits in runs.items():
        ok = [v for v in done_visits if not v["problems"]]
        text = median([v["text_s"] for v in ok])
        done = median([v["widgets_s"] for v in ok])
        moved = median([v["bytes"] for v in ok])
        load = median([v["load"] for v in done_visits])
        summary[kind] = {"text_s": text, "widgets_s": done, "bytes": moved, "load": load,
                         "all_widgets_s": [v["widgets_s"] for v in done_visits]}
        problems = sorted({p for v in done_visits for p in v["problems"]})
        print(f"{kind:40} {text or 0:6.2f}s {done or 0:7.2f}s {(moved or 0) / 1e6:6.2f} MB"
              f" {load or 0:5.1f}  {'; '.join(problems)[:70]}")
    for kind in ("cold", "warm"):
        mine = summary.get(f"this, {kind}", {}).get("widgets_s")
        said = []
        for name in folders:
            other = summary.get(f"{name}, {kind}", {}).get("widgets_s")
            if name != "this" and mine and other:
                said.append(f"{mine / other:.2f}x {name}'s")
        if mine and server is not None and summary["server"]["widgets_s"]:
            said.append(f"{mine / summary['server']['widgets_s']:.1f}x the server's page")
        if said:
            print(f"{kind}: this site's widgets {', '.join(said)}")
    if cpu_runs:
        print(f"Each page's Python in Node.js, CPU seconds, median of {args.python_cpu} runs "
              "interleaved:")
        print(f"{'page':40} {'Pyodide+packages':>17} {'the page':>9} {'wall':>7} {'load':>5}"
              "  problems")
        for label, done_runs in cpu_runs.items():
            ok = [r for r in done_runs if not r["problems"]]
            loaded = median([r["load_cpu"] for r in ok]) or 0
            python = median([r["python_cpu"] for r in ok]) or 0
            wall = median([r["wall_s"] for r in ok]) or 0
            load = median([r["load"] for r in done_runs]) or 0
            problems = sorted({p for r in done_runs for p in r["problems"]})
            print(f"{label:40} {loaded:16.2f}s {python:8.2f}s {wall:6.1f}s {load:5.1f}  "
                  f"{'; '.join(problems)[:70]}")
    print("Aim on a quiet machine: widgets in 6 s or less cold, 3 s or less warm.")
    results["summary"] = summary
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "static_site.json").write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
