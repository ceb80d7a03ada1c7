"""The static site's bytecode (ramsas_widgets/site/bytecode.py), compiled by the pages' own
Pyodide in Node.js: a wheel gets ``__pycache__`` bytecode listed in its RECORD, the standard
library's zip and the preloaded packages' zip ``.pyc`` beside each module; Python in Pyodide
uses it and still shows source lines in a traceback; bytecode that does not match the source
beside it is found; the site's indexes get a rewritten wheel's new hashes; without Node.js
the site is built without it."""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from ramsas_widgets.site import bytecode

ROOT = Path(__file__).resolve().parents[1]
RUNTIME = ROOT / "node_modules" / "pyodide"


@pytest.fixture(scope="module")
def runtime() -> Path:
    from tests.browser.conftest import missing

    if bytecode.node() is None or not (RUNTIME / "pyodide.js").is_file():
        missing("Node.js and node_modules/pyodide are needed (.ci/run installs them)")
    return RUNTIME


def make_wheel(folder: Path, sources: dict[str, str]) -> Path:
    path = folder / "demo_pkg-1.0-py3-none-any.whl"
    files = {**{k: v.encode() for k, v in sources.items()},
             "demo_pkg-1.0.dist-info/METADATA": b"Metadata-Version: 2.1\nName: demo_pkg\n"
                                                b"Version: 1.0\n"}
    record = "".join(f"{n},sha256=x,{len(d)}\n" for n, d in files.items())
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for name, data in files.items():
            whl.writestr(name, data)
        whl.writestr("demo_pkg-1.0.dist-info/RECORD", record + "demo_pkg-1.0.dist-info/RECORD,,\n")
    return path


SOURCES = {"demo_pkg/__init__.py": "from .deep import fail\n",
           "demo_pkg/deep.py": "def fail(x):\n    return 1 / x  # the line a traceback shows\n",
           "demo_pkg/old.py": "print 'python 2'\n"}


def test_a_wheel_gets_bytecode_in_pycache_listed_in_its_record(runtime, tmp_path):
    wheel = make_wheel(tmp_path, SOURCES)
    python, counts = bytecode.compile_zips(runtime, [(wheel, "wheel")])
    assert python.startswith("3.13") and counts == [2]  # old.py is not Python 3: left alone
    with zipfile.ZipFile(wheel) as whl:
        names = set(whl.namelist())
        record = whl.read("demo_pkg-1.0.dist-info/RECORD").decode()
        pyc = "demo_pkg/__pycache__/deep.cpython-313.pyc"
        assert {pyc, "demo_pkg/__pycache__/__init__.cpython-313.pyc"} <= names
        assert "demo_pkg/deep.py" in names and "demo_pkg/old.py" in names
        data = whl.read(pyc)
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        assert f"{pyc},sha256={digest},{len(data)}" in record
        assert data[4:8] == (1).to_bytes(4, "little")  # unchecked hash-based (PEP 552)
    assert bytecode.stale_bytecode([wheel]) == []


def test_bytecode_that_does_not_match_its_source_is_found(runtime, tmp_path):
    wheel = make_wheel(tmp_path, SOURCES)
    bytecode.compile_zips(runtime, [(wheel, "wheel")])
    changed = tmp_path / "changed.whl"
    with zipfile.ZipFile(wheel) as old, zipfile.ZipFile(changed, "w") as new:
        for info in old.infolist():
            data = old.read(info.filename)
            if info.filename == "demo_pkg/deep.py":
                data = data.replace(b"1 / x", b"2 / x")
            new.writestr(info, data)
    assert bytecode.stale_bytecode([changed]) == [
        "changed.whl:demo_pkg/__pycache__/deep.cpython-313.pyc"]


def test_pyodide_uses_the_bytecode_and_a_traceback_still_shows_the_source(runtime, tmp_path):
    """The standard library's zip and a wheel, compiled; then in Pyodide: the stdlib module
    comes from its .pyc, the wheel's module too once installed, and a traceback through
    both names the source lines."""
    stdlib = tmp_path / "runtime"
    shutil.copytree(runtime, stdlib)
    wheel = make_wheel(tmp_path, SOURCES)
    bytecode.compile_zips(stdlib, [(stdlib / "python_stdlib.zip", "stdlib"),
                                   (wheel, "wheel")])
    script = tmp_path / "probe.js"
    script.write_text("""
const path = require("path");
const { loadPyodide } = require(path.join(process.argv[2], "pyodide.js"));
(async () => {
  const py = await loadPyodide({ indexURL: process.argv[2] + "/" });
  py.FS.mkdirTree("/host");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: process.argv[3] }, "/host");
  console.log(py.runPython(`
import json, sys, traceback, zipfile
zipfile.ZipFile("/host/demo_pkg-1.0-py3-none-any.whl").extractall(
    "/lib/python3.13/site-packages")
import demo_pkg.deep
try:
    json.loads("{")
except ValueError:
    stdlib_tb = traceback.format_exc()
try:
    demo_pkg.fail(0)
except ZeroDivisionError:
    wheel_tb = traceback.format_exc()
json.dumps({"json": json.__spec__.cached, "deep": demo_pkg.deep.__cached__,
            "deep_from_pyc": type(demo_pkg.deep.__spec__.loader).__name__,
            "stdlib_tb": stdlib_tb, "wheel_tb": wheel_tb})
`));
})().catch((e) => { console.error(String(e)); process.exit(1); });
""")
    done = subprocess.run(["node", str(script), str(stdlib), str(tmp_path)],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["json"] == "/lib/python313.zip/json/__init__.pyc"
    assert seen["deep"].endswith("demo_pkg/__pycache__/deep.cpython-313.pyc")
    assert "raise JSONDecodeError" in seen["stdlib_tb"] or "obj, end = self.scan_once" \
        in seen["stdlib_tb"], seen["stdlib_tb"]
    assert "return 1 / x  # the line a traceback shows" in seen["wheel_tb"], seen["wheel_tb"]


def test_pyodide_imports_the_preloaded_zips_bytecode_and_a_traceback_shows_the_source(
        runtime, tmp_path):
    """The preloaded packages' zip (site/bundle.py), compiled for where a page writes it: in
    Pyodide, on sys.path, its module comes from its .pyc, and a traceback through it names
    the source line."""
    from ramsas_widgets.site.bundle import BUNDLE_AT, write_bundle

    zipped = tmp_path / "site-packages.zip"
    write_bundle([make_wheel(tmp_path, SOURCES)], zipped)
    python, counts = bytecode.compile_zips(runtime, [(zipped, "bundle")])
    assert counts == [2] and bytecode.stale_bytecode([zipped]) == []
    script = tmp_path / "probe.js"
    script.write_text("""
const path = require("path");
const fs = require("fs");
const { loadPyodide } = require(path.join(process.argv[2], "pyodide.js"));
(async () => {
  const py = await loadPyodide({ indexURL: process.argv[2] + "/" });
  py.FS.writeFile(process.argv[4], fs.readFileSync(process.argv[3]));
  py.globals.set("ZIP", process.argv[4]);
  console.log(py.runPython(`
import json, sys, traceback
sys.path.append(ZIP)
import demo_pkg.deep
try:
    demo_pkg.fail(0)
except ZeroDivisionError:
    tb = traceback.format_exc()
json.dumps({"file": demo_pkg.deep.__file__, "tb": tb})
`));
})().catch((e) => { console.error(String(e)); process.exit(1); });
""")
    done = subprocess.run(["node", str(script), str(runtime), str(zipped), BUNDLE_AT],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["file"] == f"{BUNDLE_AT}/demo_pkg/deep.pyc"
    assert f'File "{BUNDLE_AT}/demo_pkg/deep.py", line 2' in seen["tb"], seen["tb"]
    assert "return 1 / x  # the line a traceback shows" in seen["tb"], seen["tb"]


def test_the_sites_indexes_get_a_rewritten_wheels_hashes(tmp_path):
    wheel = make_wheel(tmp_path, SOURCES)
    old = bytecode._digests(wheel)
    (tmp_path / "pyodide").mkdir()
    (tmp_path / "pypi").mkdir()
    lock = {"packages": {"demo-pkg": {"file_name": f"../{wheel.name}", "sha256": old["sha256"]},
                         "other": {"file_name": "other.whl", "sha256": "kept"}}}
    (tmp_path / "pyodide" / "pyodide-lock.json").write_text(json.dumps(lock))
    index = {"demo_pkg": {"releases": {"1.0": [{"filename": wheel.name, "size": 1,
                                                  "digests": {"sha256": old["sha256"]}}]}}}
    (tmp_path / "pypi" / "all.json").write_text(json.dumps(index))
    (tmp_path / "all.json").write_text("[]")  # a contents listing, not a wheel index
    wheel.write_bytes(wheel.read_bytes() + b"\0")
    new = bytecode._digests(wheel)
    assert bytecode.update_indexes(tmp_path, {wheel.name: (old, new)}) == 2
    lock = json.loads((tmp_path / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["packages"]["demo-pkg"]["sha256"] == new["sha256"]
    assert lock["packages"]["other"]["sha256"] == "kept"
    entry = json.loads((tmp_path / "pypi" / "all.json").read_text())["demo_pkg"][
        "releases"]["1.0"][0]
    assert entry["digests"] == {"md5": new["md5"], "sha256": new["sha256"]}
    assert entry["size"] == new["size"] and entry["md5_digest"] == new["md5"]


def test_without_node_the_site_is_built_without_bytecode_and_says_so(tmp_path, monkeypatch):
    wheel = make_wheel(tmp_path, SOURCES)
    before = wheel.read_bytes()
    monkeypatch.setattr(bytecode, "node", lambda: None)
    said: list[str] = []
    assert bytecode.compile_site(tmp_path, RUNTIME, said.append) == 0
    assert said and "No compiled bytecode (Node.js is not installed)" in said[0]
    assert wheel.read_bytes() == before  # the wheel as it was: sources only
