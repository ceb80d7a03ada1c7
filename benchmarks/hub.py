"""What a student costs on a school's JupyterHub: a class logging in at once, on one machine.

    python benchmarks/hub.py [--students 30] [--rounds 1] [--cull-timeout 60] [--linger 300]
                             [--timeout 900]

A real JupyterHub on 127.0.0.1 (``tests/browser/hub.py``: the school's configuration,
``deploy/jupyterhub/jupyterhub_config.py``, with a shared password and a local process per
student), the hub, its proxy, the students' servers and their kernels pinned to CPU 0
(``taskset -c 0``), this script and the headless Chromium of the class on CPU 1. Two kinds
of run, interleaved (guide, plain, plain, guide... for ``--rounds``):

- **guide**: the students' servers with the guide's switch on (``RAMSAS_GUIDE_SERVER=1``),
  as the school's configuration says;
- **plain**: the baseline, the same hub and servers without the switch: the guide as a school
  gets it when it installs the package and opens Voilà's pages (its kernels stay when a
  page is closed).

For every run, ``--students`` students (each a browser context of his own) submit the hub's
login form at the same moment; the hub starts a server for each, which opens the guide's
index. Measured: **login to widgets** (from the click on "Sign in" to every widget of the
index on screen), median and worst; **memory per student** (the resident memory of his
server and its kernels, read from /proc), median and worst, once his index is whole and
again once he has opened Lesson 1 in a second tab, and the CPU time his server and kernels
took until his index was whole; the hub's and the proxy's own memory before and after;
requests to other hosts (none resolves here); then the class closes its pages (Voilà's
page asks for its kernel's shutdown) and what a student's server holds with no page open;
then ``jupyterhub-idle-culler`` runs
(``--cull-timeout``, checking every 10 s) and, ``--linger`` seconds after the pages were
closed at most, **what is left**: servers, kernels, processes and their memory. The load
average is printed with every run. Figures go to the terminal and to
``test-artifacts/hub.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from classroom import (  # noqa: E402
    BROWSER_ARGS,
    SHOWN,
    commit,
    fmt,
    median,
    usage,
)

from benchmarks.processes import PAGE_SIZE  # noqa: E402
from tests.browser.conftest import CHROMIUM, VIEWPORT  # noqa: E402
from tests.browser.hub import INDEX, PASSWORD, Hub, find_proxy  # noqa: E402

SERVER_CPU, BROWSER_CPU = 0, 1
#: How long a student waits for his page (--timeout sets it).
TIMEOUT_MS = 900_000
LESSON = "01_lithuanian_ramsas.ipynb"
ARTIFACTS = ROOT / "test-artifacts"
#: The baseline: the same hub, the switch off in the students' servers.
PLAIN = 'c.Spawner.environment.pop("RAMSAS_GUIDE_SERVER", None)\n'
#: A class arriving on one core starts its servers one after another: let them.
PATIENT = "c.Spawner.start_timeout = 900\nc.Spawner.http_timeout = 900\n"


def widgets_of(notebook: str) -> int:
    """The widgets a page shows: one per code cell (tests/test_notebooks.py)."""
    import nbformat

    nb = nbformat.read(ROOT / "notebooks" / notebook, as_version=4)
    return sum(1 for c in nb.cells if c.cell_type == "code")


def failed(result: dict, request) -> None:
    """A failed request: one to another host (which does not resolve here) is counted apart;
    one to the hub is a problem of the page."""
    url = request.url.split("?")[0]
    if not url.startswith("http://127.0.0.1"):
        result["outside"].append(url)
    elif "/voila/" in (request.frame.url if request.frame else "") and \
            "/api/shutdown/" not in url:
        result["problems"].append(f"failed request {url} ({request.failure})")


async def open_lesson(hub: Hub, result: dict, expected: int) -> None:
    """The student opens Lesson 1 in a second tab, beside his index."""
    page = await result["context"].new_page()
    result["lesson"] = page
    try:
        await page.goto(hub.user_url(result["name"], f"voila/render/{LESSON}"),
                        timeout=TIMEOUT_MS)
        await page.wait_for_function(f"n => ({SHOWN})() >= n", arg=expected, polling=1000,
                                     timeout=TIMEOUT_MS)
    except Exception as err:
        result["problems"].append(f"Lesson 1: {type(err).__name__}: "
                                  f"{str(err).splitlines()[0]}")


async def reach_index(hub: Hub, name: str, page, result: dict, start: float) -> None:
    """Wait until the student's page is his index. The hub's "your server is starting" page
    moves on by itself once his server is ready; if it is still there 20 s after that (its
    scripts failed to load on a crowded core), the student reloads it, as one would."""
    index = hub.user_url(name, INDEX)
    ready_at = None
    while page.url != index:
        if time.monotonic() - start > TIMEOUT_MS / 1000:
            raise TimeoutError(f"not on his index after {TIMEOUT_MS / 1000:.0f} s")
        if "/spawn-pending/" in page.url:
            server = await asyncio.to_thread(hub.server, name)
            if server and server.get("ready"):
                ready_at = ready_at or time.monotonic()
                if time.monotonic() - ready_at > 20:
                    result["reloads"] += 1
                    ready_at = None
                    await page.goto(index, timeout=TIMEOUT_MS)
                    continue
        await asyncio.sleep(1)


async def log_in(browser, hub: Hub, name: str, expected: int, go: asyncio.Event) -> dict:
    """A student logs in at ``go``; his login to widgets, or his problems."""
    result: dict = {"name": name, "seconds": None, "problems": [], "outside": [],
                    "reloads": 0}
    context = await browser.new_context(viewport=VIEWPORT)
    context.set_default_timeout(TIMEOUT_MS)  # thirty pages on one core: filling a form waits
    context.on("requestfailed", lambda r: failed(result, r))
    page = await context.new_page()
    # the guide's pages must have no error; the hub's own (login, "starting") are its own
    page.on("pageerror", lambda err: result["problems"].append(f"page error: {err}")
            if "/voila/" in page.url else None)
    result["context"], result["page"] = context, page
    try:
        await page.goto(hub.base + "hub/login", timeout=TIMEOUT_MS)
        await page.fill("input[name=username]", name)
        await page.fill("input[name=password]", PASSWORD)
        await go.wait()
        start = time.monotonic()
        await page.click("[type=submit]")
        await reach_index(hub, name, page, result, start)
        await page.wait_for_function(f"n => ({SHOWN})() >= n", arg=expected, polling=1000,
                                     timeout=TIMEOUT_MS)
        result["seconds"] = time.monotonic() - start
        body = await page.locator("body").inner_text()
        for text in ("Traceback", "Something went wrong"):
            if text in body:
                result["problems"].append(f"the page says {text!r}")
    except Exception as err:  # a student who does not get in is reported, not fatal
        result["problems"].append(f"{type(err).__name__}: {str(err).splitlines()[0]}")
    return result


def hub_and_proxy(hub: Hub) -> list[int]:
    """The hub's process and its proxy's (its pid file)."""
    pids = [hub.proc.pid]
    try:
        pids.append(int((hub.folder / "proxy.pid").read_text().strip()))
    except (OSError, ValueError):
        pass
    return pids


def server_usage(hub: Hub, names: list[str]) -> dict[str, object]:
    """Each student's server and kernels: resident memory (MiB), CPU seconds, kernels."""
    found = {}
    for name in names:
        server = hub.server(name)
        if server and server.get("state", {}).get("pid"):
            found[name] = usage(int(server["state"]["pid"]))
    return found


def memory_of(pids: list[int]) -> float:
    """The resident memory of ``pids``, in MiB."""
    total = 0
    for pid in pids:
        try:
            total += int(Path(f"/proc/{pid}/statm").read_text().split()[1]) * PAGE_SIZE
        except (OSError, IndexError, ValueError):
            pass
    return total / 2**20


async def a_class(args, browser, kind: str, expected: int) -> dict:
    folder = Path(tempfile.mkdtemp(prefix=f"hub-{kind}-"))
    extra = PATIENT + (PLAIN if kind == "plain" else "")
    hub = Hub(folder, pin=SERVER_CPU, extra_config=extra).start()
    names = [f"student{i:02d}" for i in range(1, args.students + 1)]
    run: dict = {"kind": kind, "students": args.students}
    try:
        await asyncio.sleep(5)  # let the hub settle
        hub_before = memory_of(hub_and_proxy(hub))
        run["load_before"] = os.getloadavg()[0]
        go = asyncio.Event()
        tasks = [asyncio.create_task(log_in(browser, hub, n, expected, go)) for n in names]
        await asyncio.sleep(3)
        go.set()
        results = await asyncio.gather(*tasks)
        run["load_after"] = os.getloadavg()[0]
        whole = [r for r in results if r["seconds"] is not None and not r["problems"]]
        seconds = [r["seconds"] for r in whole]
        run.update(whole=len(whole), login_to_widgets_median_s=median(seconds),
                   login_to_widgets_worst_s=max(seconds, default=None),
                   problems=sorted({p for r in results for p in r["problems"]})[:20])
        per = server_usage(hub, [r["name"] for r in whole])
        # each opens Lesson 1 beside his index (one after another: the hub's core is busy)
        for r in results:
            if r["seconds"] is not None:
                await open_lesson(hub, r, args.lesson_widgets)
        both = server_usage(hub, [r["name"] for r in whole])
        hub_after = memory_of(hub_and_proxy(hub))
        run.update(
            mib_per_student_median=median([u.rss_mib for u in per.values()]),
            mib_per_student_worst=max((u.rss_mib for u in per.values()), default=None),
            mib_per_student_with_lesson=median([u.rss_mib for u in both.values()]),
            mib_per_student_with_lesson_worst=max((u.rss_mib for u in both.values()),
                                                  default=None),
            outside_requests=sum(len(r["outside"]) for r in results),
            reloads=sum(r["reloads"] for r in results),
            cpu_s_per_student=median([u.cpu_s for u in per.values()]),
            kernels_open=sum(u.marked for u in per.values()),
            hub_and_proxy_mib_before=hub_before, hub_and_proxy_mib_after=hub_after)
        # the class leaves: every tab closed (Voilà's page asks for its kernel's shutdown)
        for r in results:
            for page in (r.get("lesson"), r["page"]):
                try:
                    await page.close(run_before_unload=True)
                except Exception:
                    pass
        closed = time.monotonic()
        await asyncio.sleep(15)
        idle = server_usage(hub, names)
        run.update(mib_per_idle_server=median([u.rss_mib for u in idle.values()]),
                   kernels_after_closing=sum(u.marked for u in idle.values()))
        for r in results:
            await r["context"].close()
        # the idle culler stops the servers nobody uses
        hub.start_culler(timeout=args.cull_timeout, every=10)
        while time.monotonic() - closed < args.linger:
            if not any(hub.server(n) for n in names):
                break
            await asyncio.sleep(5)
        left = server_usage(hub, names)
        everything = hub.processes()  # the hub, its proxy, the culler, and what is left
        run.update(culled_after_s=time.monotonic() - closed,
                   servers_left=len(left), kernels_left=sum(u.marked for u in left.values()),
                   processes_left=len(everything), mib_left=memory_of(everything),
                   student_mib_left=sum(u.rss_mib for u in left.values()))
    finally:
        leftovers = hub.stop()
        run["after_stop"] = len(leftovers)
        ARTIFACTS.mkdir(exist_ok=True)
        shutil.copy(hub.log_path, ARTIFACTS / f"hub-{kind}.log")
        shutil.rmtree(folder, ignore_errors=True)
    return run


def print_runs(runs: list[dict], args) -> None:
    print(f"\nA class of {args.students} logging in at once (hub, proxy, servers and kernels on "
          f"CPU {SERVER_CPU}; the browsers on CPU {BROWSER_CPU})")
    print(f"{'run':6} {'whole':>7} {'login to widgets':>20} {'MiB a student':>14} "
          f"{'+ Lesson 1':>11} {'CPU':>7} {'no page':>8} {'kernels':>8} "
          f"{'left after culling':>26} {'outside':>8} {'load':>10}")
    print(f"{'':6} {'':>7} {'median / worst':>20} {'med / worst':>14} {'med / worst':>11} "
          f"{'':>7} {'':>8} {'on close':>8}")
    for r in runs:
        left = (f"{r['servers_left']} srv, {r['processes_left']} proc, "
                f"{r['mib_left']:.0f} MiB") if "servers_left" in r else "-"
        print(f"{r['kind']:6} {r.get('whole', 0):>3}/{r['students']:<3} "
              f"{fmt(r.get('login_to_widgets_median_s')):>9} / "
              f"{fmt(r.get('login_to_widgets_worst_s')):<8} "
              f"{r.get('mib_per_student_median') or 0:6.0f} / "
              f"{r.get('mib_per_student_worst') or 0:<5.0f} "
              f"{r.get('mib_per_student_with_lesson') or 0:4.0f} / "
              f"{r.get('mib_per_student_with_lesson_worst') or 0:<4.0f} "
              f"{r.get('cpu_s_per_student') or 0:5.1f} s "
              f"{r.get('mib_per_idle_server') or 0:4.0f} MiB "
              f"{r.get('kernels_after_closing', '-'):>8} {left:>26} "
              f"{r.get('outside_requests', 0):>8} "
              f"{r.get('load_before', 0):4.1f}>{r.get('load_after', 0):<4.1f}")
        if r.get("reloads"):
            print(f"       {r['reloads']} students reloaded the hub's page that waits for "
                  "a server (its scripts did not load)")
        if r.get("problems"):
            print(f"       problems: {r['problems']}")
    measured = [r for r in runs if r.get("mib_per_student_median")
                and r.get("login_to_widgets_median_s")]
    for kind in ("guide", "plain"):
        mine = [r for r in measured if r["kind"] == kind]
        if mine:
            print(f"{kind}: login to widgets, median of the runs' medians "
                  f"{median([r['login_to_widgets_median_s'] for r in mine]):.1f} s; a "
                  f"student's memory {median([r['mib_per_student_median'] for r in mine]):.0f}"
                  f" MiB with the index open, "
                  f"{median([r['mib_per_student_with_lesson'] for r in mine]):.0f} MiB with "
                  "Lesson 1 beside it")
    guide = [r for r in measured if r["kind"] == "guide"]
    plain = [r for r in measured if r["kind"] == "plain"]
    if guide and plain:
        g_t = median([r["login_to_widgets_median_s"] for r in guide])
        p_t = median([r["login_to_widgets_median_s"] for r in plain])
        g_m = median([r["mib_per_student_median"] for r in guide])
        p_m = median([r["mib_per_student_median"] for r in plain])
        print(f"guide against plain: login to widgets {g_t / p_t:.2f}x, memory per student "
              f"{g_m / p_m:.2f}x")
    print("MiB a student: his server and its kernels, resident (the students whose index was "
          "whole); CPU: their CPU time from his "
          "login to his index whole; no page: his server once his pages were closed; "
          "kernels on close: the class's kernels still running 15 s after the pages closed; "
          f"left after culling: what still ran once the culler (--timeout={args.cull_timeout})"
          f" had stopped the idle servers, or {args.linger:.0f} s after the pages closed; "
          "outside: requests to other hosts (none resolves here)")


async def run(args) -> int:
    from playwright.async_api import async_playwright

    expected = widgets_of("00_index.ipynb")
    args.lesson_widgets = widgets_of(LESSON)
    results: dict = {"commit": commit(ROOT), "cpus": os.cpu_count(), "students": args.students,
                     "index_widgets": expected}
    order = []
    for r in range(args.rounds):
        order += ["guide", "plain"] if r % 2 == 0 else ["plain", "guide"]
    os.sched_setaffinity(0, {BROWSER_CPU})  # this script and the browser it starts
    runs = []
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=str(CHROMIUM), args=BROWSER_ARGS)
        for kind in order:
            result = await a_class(args, browser, kind, expected)
            runs.append(result)
            print(f"  {kind}: {result.get('whole', 0)}/{args.students} whole, login to widgets "
                  f"median {fmt(result.get('login_to_widgets_median_s'))}", flush=True)
            print_runs([result], args)  # each run's figures as soon as it is over
            sys.stdout.flush()
        await browser.close()
    print_runs(runs, args)
    results["runs"] = runs
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "hub.json").write_text(json.dumps(results, indent=2, default=str))
    print(f"\nFigures: {ARTIFACTS / 'hub.json'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=1,
                        help="runs of each kind (guide and plain), interleaved")
    parser.add_argument("--cull-timeout", type=int, default=60,
                        help="the idle culler's --timeout, in seconds")
    parser.add_argument("--timeout", type=float, default=900,
                        help="seconds a student waits for his page before he counts as failed")
    parser.add_argument("--linger", type=float, default=300,
                        help="seconds after the pages closed before counting what is left")
    args = parser.parse_args(argv)
    if not CHROMIUM.exists():
        print(f"{CHROMIUM} is missing: install Debian's chromium package.", file=sys.stderr)
        return 2
    if find_proxy() is None:
        print("configurable-http-proxy is missing: npm install --prefix .ci/node "
              "configurable-http-proxy", file=sys.stderr)
        return 2
    global TIMEOUT_MS
    TIMEOUT_MS = int(args.timeout * 1000)
    if (os.cpu_count() or 1) < 2:
        print("This benchmark pins the hub and the browsers to two CPUs.", file=sys.stderr)
        return 2
    return asyncio.run(run(args))


if __name__ == "__main__":
    sys.exit(main())
