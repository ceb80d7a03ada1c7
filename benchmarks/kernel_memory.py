"""What each page's kernel holds: the figures behind the launcher's memory estimate.

    python benchmarks/kernel_memory.py [--pages 01 06] [--rounds 3]

Each page's notebook is run in a kernel started as Voilà starts one, then every button and
toggle of its widgets is pressed ``--rounds`` times (as a student using the page would, and
more); the kernel's resident memory (VmRSS) and its data (VmData, what the server's
per-kernel limit, ``RLIMIT_DATA``, counts) are printed after the run and after the use, in
MiB, with the launcher's figure (``launcher.KERNEL_MIB``) beside them.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import nbformat
from jupyter_client import KernelManager
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
sys.path.insert(0, str(ROOT))

USE = """
import ipywidgets as _w
from ipywidgets.widgets.widget import _instances as _all
for _round in range({rounds}):
    for _x in list(_all.values()):
        if _x.comm is None:
            continue
        try:
            if isinstance(_x, _w.Button) and not _x.disabled and _x.layout.display != "none":
                _x.click()
            elif isinstance(_x, _w.ToggleButton) and not _x.disabled:
                _x.value = not _x.value
        except Exception:
            pass
import gc; gc.collect()
"""


def memory(pid: int) -> dict[str, int]:
    with open(f"/proc/{pid}/status") as fh:
        return {line.split(":")[0]: int(line.split()[1]) // 1024 for line in fh
                if line.startswith(("VmRSS", "VmData"))}


def measure(page: Path, rounds: int) -> tuple[dict, dict, float]:
    nb = nbformat.read(page, as_version=4)
    km = KernelManager(kernel_name="python3")
    km.start_kernel(env={**os.environ, "VOILA_BASE_URL": "/", "VOILA_SERVER_URL": "/"},
                    cwd=str(NOTEBOOKS))
    try:
        client = NotebookClient(nb, km=km, timeout=600)
        start = time.monotonic()
        client.execute()
        pid = km.provisioner.process.pid
        after_run = memory(pid)
        cell = nbformat.v4.new_code_cell(USE.format(rounds=rounds))
        nb.cells.append(cell)
        with client.setup_kernel():
            client.execute_cell(cell, len(nb.cells) - 1)
        return after_run, memory(pid), time.monotonic() - start
    finally:
        km.shutdown_kernel(now=True)


def main() -> None:
    from ramsas_widgets.serve.launcher import KERNEL_MIB, OTHER_KERNEL_MIB

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", nargs="*", help="page numbers (default: every page)")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    pages = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    if args.pages:
        pages = [p for p in pages if p.name[:2] in {n.zfill(2) for n in args.pages}]
    print(f"load average {os.getloadavg()[0]:.1f}; MiB; use = every button pressed "
          f"{args.rounds} times")
    print(f"{'page':32} {'RSS run':>8} {'RSS used':>9} {'data used':>10} {'launcher':>9}")
    for page in pages:
        run, used, seconds = measure(page, args.rounds)
        print(f"{page.name:32} {run['VmRSS']:8d} {used['VmRSS']:9d} {used['VmData']:10d} "
              f"{KERNEL_MIB.get(page.name, OTHER_KERNEL_MIB):9d}   ({seconds:.0f} s)",
              flush=True)


if __name__ == "__main__":
    main()
