"""The engine answers on Pyodide as here: the static site's pages give the server's numbers.

The static site runs the engine on Pyodide, a 32-bit WebAssembly Python, where ``hash()``
of a number or a tuple is not a 64-bit CPython's: a generator seeded with a float, or a
seed taken from a hash, deals other cards there (``engine/seeds.py``). Here the engine
itself is run on Pyodide in Node.js (the npm ``pyodide`` package that ``.ci/run`` installs,
the version of the site's kernel), importing the package from this checkout, and the
decision estimates of every variant (each world dealt again from a seed, the hand played
out fast) and a probability question's exact count must be what this process computes,
to the last digit.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ramsas_widgets.engine import VARIANTS
from ramsas_widgets.site.builder import PYODIDE_VERSION

ROOT = Path(__file__).resolve().parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"

#: What both sides run: each variant's first decision, weighed over a few deals.
SCRIPT = r"""
import json, sys
from ramsas_widgets.engine import VARIANTS
from ramsas_widgets.engine.bots import choose
from ramsas_widgets.engine.decisions import candidate_options, estimate
from ramsas_widgets.engine.registry import new_game

found = {}
for variant_id in sorted(VARIANTS):
    game = new_game(variant_id, seed=7)
    steps = 0
    while len(candidate_options(game)) < 2 and not game.is_over and steps < 400:
        game.apply(choose(game))
        steps += 1
    if game.is_over or len(candidate_options(game)) < 2:
        continue
    result = estimate(game, deals=40, seed=11)
    found[variant_id] = [[str(o.action), repr(o.mean), repr(o.half_width)]
                         for o in result.options]
print("RESULT " + json.dumps({"python": sys.version.split()[0], "found": found}))
"""

#: Node's side: Pyodide with this checkout mounted, the script run, its output printed.
RUNNER = r"""
const path = require("path");
const { loadPyodide } = require(path.join(process.argv[2], "pyodide.js"));
(async () => {
  const py = await loadPyodide({ stdout: (s) => console.log(s), stderr: () => {} });
  py.FS.mkdirTree("/checkout");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: process.argv[3] }, "/checkout");
  py.runPython("import sys; sys.path.insert(0, '/checkout')");
  py.runPython(require("fs").readFileSync(0, "utf8"));
})().catch((err) => { console.error(String(err)); process.exit(1); });
"""


def _missing(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason} (CI=true: this test must run)", pytrace=False)
    pytest.skip(reason)


def _result(output: str) -> dict:
    line = next(x for x in output.splitlines() if x.startswith("RESULT "))
    return json.loads(line.removeprefix("RESULT "))


def test_the_engine_on_pyodide_gives_this_processs_numbers(tmp_path):
    node = shutil.which("node")
    if node is None:
        _missing("Node.js is not installed")
    if not (PYODIDE / "pyodide.js").is_file():
        _missing(f"npm's pyodide@{PYODIDE_VERSION} is not in node_modules")
    version = json.loads((PYODIDE / "package.json").read_text())["version"]
    assert version == PYODIDE_VERSION, "node_modules holds another Pyodide than the site's"

    here = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                          cwd=ROOT, timeout=600, check=True)
    runner = tmp_path / "run.js"
    runner.write_text(RUNNER)
    there = subprocess.run([node, str(runner), str(PYODIDE), str(ROOT)], input=SCRIPT,
                           capture_output=True, text=True, timeout=900)
    assert there.returncode == 0, there.stderr[-2000:]
    mine, theirs = _result(here.stdout), _result(there.stdout)
    assert theirs["python"].startswith("3.13"), theirs["python"]
    assert len(mine["found"]) >= len(VARIANTS) - 2, sorted(mine["found"])
    for variant_id, options in mine["found"].items():
        assert theirs["found"].get(variant_id) == options, variant_id
