"""Compiled bytecode for the static site: what a page imports, compiled once at build time.

Pyodide's standard library (``python_stdlib.zip``) and the wheels a page installs carry
Python sources only, so a reader's browser compiled every module it imported on every visit
(Python's own start alone: 2.5 s from sources, 0.6 s from bytecode). :func:`compile_site`
adds to each of them the bytecode of each of its modules, compiled by the Pyodide the
pages run (the bytecode is Python-version specific: Pyodide 0.29 is Python 3.13, whatever
Python builds the site), run in Node.js:

- in a wheel, ``pkg/__pycache__/mod.cpython-313.pyc`` beside ``pkg/mod.py``, listed in the
  wheel's ``RECORD``;
- in the standard library's zip and the preloaded packages' zip
  (:mod:`ramsas_widgets.site.bundle`), ``mod.pyc`` beside ``mod.py``, as ``zipimport``
  looks for it.

Each ``.pyc`` is *unchecked hash-based* (PEP 552): Python uses it without reading the
source again, and it records the hash of the source it was compiled from, so a build can
be checked for bytecode that does not match its source (:func:`stale_bytecode`). The
sources stay beside their bytecode: a traceback still shows its lines. Bytecode cannot
outlive its source across an update of the site either: it is inside the same wheel, and
the site's indexes (``pyodide-lock.json``, the wheel indexes ``all.json``) get each
rewritten wheel's new hashes and size, which Pyodide checks.

Without Node.js the site is built without bytecode, and says so.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path

from ramsas_widgets.site.bundle import BUNDLE_AT, BUNDLE_NAME

#: Run by Pyodide in Node.js: compiles the files of one zip (a wheel or the standard
#: library) into a new zip, the sources kept.
COMPILER = r'''
import base64, hashlib, importlib.util, marshal, sys, zipfile

MAGIC = importlib.util.MAGIC_NUMBER
TAG = sys.implementation.cache_tag
UNCHECKED_HASH = (1).to_bytes(4, "little")  # PEP 552: hash-based, source not checked


def bytecode(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True)
    return MAGIC + UNCHECKED_HASH + importlib.util.source_hash(source) + marshal.dumps(code)


def record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}\n"


def compile_zip(src, dest, kind, where):
    """kind: "wheel" (bytecode in __pycache__, RECORD updated), else (the standard
    library's zip, the preloaded packages' zip) mod.pyc beside mod.py."""
    added = 0
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dest, "w") as zout:
        names = set(zin.namelist())
        extra = {}
        for info in zin.infolist():
            name = info.filename
            if not name.endswith(".py") or ".dist-info/" in name or ".data/" in name:
                continue
            if kind == "wheel":
                folder, _, file = name.rpartition("/")
                target = (folder + "/" if folder else "") + f"__pycache__/{file[:-3]}.{TAG}.pyc"
            else:
                target = name[:-3] + ".pyc"
            if target in names:
                continue
            try:
                extra[target] = (bytecode(zin.read(name), f"{where}/{name}"), info)
            except (SyntaxError, ValueError):
                continue  # not Python this version reads (a template, an old test)
        record = None
        for info in zin.infolist():
            data = zin.read(info.filename)
            if kind == "wheel" and info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)
                continue
            zout.writestr(info, data)
        for target, (data, source) in sorted(extra.items()):
            info = zipfile.ZipInfo(target, source.date_time)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = source.external_attr
            zout.writestr(info, data)
            added += 1
        if record is not None:
            info, data = record
            text = data.decode("utf-8")
            if text and not text.endswith("\n"):
                text += "\n"
            text += "".join(record_line(t, d) for t, (d, _) in sorted(extra.items()))
            zout.writestr(info, text.encode("utf-8"))
    return added
'''

#: The Node.js side: starts Pyodide from a folder, mounts the host's file system and runs
#: :data:`COMPILER` on every job (a JSON file of ``[src, dest, kind, where]`` lists).
DRIVER = r'''
const path = require("path");
const fs = require("fs");
const [runtime, jobsFile, compilerFile] = process.argv.slice(2);
const { loadPyodide } = require(path.join(path.resolve(runtime), "pyodide.js"));
(async () => {
  const py = await loadPyodide({ indexURL: path.resolve(runtime) + "/" });
  py.FS.mkdirTree("/host");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: "/" }, "/host");
  py.runPython(fs.readFileSync(compilerFile, "utf8"));
  const compileZip = py.globals.get("compile_zip");
  const jobs = JSON.parse(fs.readFileSync(jobsFile, "utf8"));
  const version = py.runPython("import sys; sys.version.split()[0]");
  const counts = jobs.map(([src, dest, kind, where]) =>
    compileZip("/host" + path.resolve(src), "/host" + path.resolve(dest), kind, where));
  console.log(JSON.stringify({ python: version, counts }));
})().catch((error) => { console.error(String(error)); process.exit(1); });
'''

#: Where the pages' Python finds the standard library's zip and installs wheels.
STDLIB_AT = "/lib/python313.zip"
SITE_PACKAGES = "/lib/python3.13/site-packages"
#: Where the bytecode of each kind of archive names its sources: a wheel's as unpacked, the
#: standard library's and the preloaded packages' zip (:mod:`ramsas_widgets.site.bundle`)
#: inside the zip, where Python imports them from.
WHERE = {"wheel": SITE_PACKAGES, "stdlib": STDLIB_AT, "bundle": BUNDLE_AT}


class BytecodeError(Exception):
    """Bytecode could not be compiled (the site is then built without it)."""


def node() -> str | None:
    return shutil.which("node") or shutil.which("nodejs")


def compile_zips(runtime: Path, jobs: list[tuple[Path, str]]) -> tuple[str, list[int]]:
    """Compile each ``(zip, kind)`` of ``jobs`` in place with the Pyodide at ``runtime``
    (``kind``: a key of :data:`WHERE`). Returns Pyodide's Python version and how many
    modules each zip got bytecode for."""
    binary = node()
    if binary is None:
        raise BytecodeError("Node.js is not installed")
    with tempfile.TemporaryDirectory(prefix="ramsas-bytecode-") as tmp:
        work = Path(tmp)
        (work / "driver.js").write_text(DRIVER, encoding="utf-8")
        (work / "compiler.py").write_text(COMPILER, encoding="utf-8")
        listed = []
        for i, (path, kind) in enumerate(jobs):
            where = WHERE[kind]
            listed.append([str(path), str(work / f"{i}.zip"), kind, where])
        (work / "jobs.json").write_text(json.dumps(listed), encoding="utf-8")
        done = subprocess.run([binary, str(work / "driver.js"), str(runtime),
                               str(work / "jobs.json"), str(work / "compiler.py")],
                              capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            raise BytecodeError((done.stderr or done.stdout).strip()[-800:])
        answer = json.loads(done.stdout.strip().splitlines()[-1])
        for (path, _kind), (_src, dest, _k, _w) in zip(jobs, listed, strict=True):
            shutil.move(dest, path)
    return answer["python"], list(answer["counts"])


def _digests(path: Path) -> dict:
    data = path.read_bytes()
    return {"sha256": hashlib.sha256(data).hexdigest(), "md5": hashlib.md5(data).hexdigest(),
            "size": len(data)}


def update_indexes(out: Path, changed: dict[str, tuple[dict, dict]]) -> int:
    """Give the rewritten wheels (file name -> (old, new) digests) their new hashes and size
    in the site's indexes: Pyodide's lock files and the wheel indexes (``all.json``)."""
    updated = 0
    for index in [*out.rglob("pyodide-lock.json"), *out.rglob("all.json")]:
        data = json.loads(index.read_text(encoding="utf-8"))
        touched = False
        if index.name == "pyodide-lock.json":
            for entry in data.get("packages", {}).values():
                name = Path(entry.get("file_name", "")).name
                if name in changed and entry.get("sha256") == changed[name][0]["sha256"]:
                    entry["sha256"] = changed[name][1]["sha256"]
                    touched = True
        elif isinstance(data, dict):  # a wheel index (JupyterLite's contents lists are not)
            for project in data.values():
                if not isinstance(project, dict):
                    continue
                for files in project.get("releases", {}).values():
                    for entry in files:
                        new = changed.get(entry.get("filename", ""), (None, None))[1]
                        if new is None:
                            continue
                        entry["digests"] = {"md5": new["md5"], "sha256": new["sha256"]}
                        entry["md5_digest"] = new["md5"]
                        entry["size"] = new["size"]
                        touched = True
        if touched:
            index.write_text(json.dumps(data, indent=1), encoding="utf-8")
            updated += 1
    return updated


def site_zips(out: Path) -> list[tuple[Path, str]]:
    """What the site holds to compile: every wheel with Python in it, the standard
    library's zip when the site holds Pyodide itself, and the preloaded packages' zip."""
    jobs: list[tuple[Path, str]] = []
    for wheel in sorted(out.rglob("*.whl")):
        with zipfile.ZipFile(wheel) as whl:
            if any(n.endswith(".py") for n in whl.namelist()):
                jobs.append((wheel, "wheel"))
    jobs += [(z, "stdlib") for z in sorted(out.rglob("python_stdlib.zip"))]
    jobs += [(z, "bundle") for z in sorted(out.rglob(BUNDLE_NAME))]
    return jobs


def compile_site(out: Path, runtime: Path, say: Callable[[str], None] = print) -> int:
    """Add bytecode to every wheel and standard library of the site at ``out``, compiled by
    the Pyodide at ``runtime`` (the pages' version), and update the indexes. Returns how
    many modules got bytecode (0, and a line said, without Node.js)."""
    jobs = site_zips(out)
    before = {path.name: _digests(path) for path, kind in jobs if kind == "wheel"}
    try:
        python, counts = compile_zips(runtime, jobs)
    except (BytecodeError, OSError, subprocess.SubprocessError, ValueError) as error:
        say(f"No compiled bytecode ({error}): the pages compile what they import "
            "on every visit, a few seconds more.")
        return 0
    changed = {path.name: (before[path.name], _digests(path))
               for path, kind in jobs if kind == "wheel"}
    update_indexes(out, changed)
    say(f"Bytecode for Python {python}: {sum(counts)} modules in {len(jobs)} archives.")
    return sum(counts)


def stale_bytecode(archives: Iterable[Path]) -> list[str]:
    """Bytecode in ``archives`` (wheels, the standard library's zip) that was not compiled
    from the source beside it, or has no source beside it: its hash (PEP 552) is checked
    against the source's, with the magic number it was compiled with."""
    import _imp

    stale = []
    for archive in archives:
        with zipfile.ZipFile(archive) as z:
            names = set(z.namelist())
            for name in names:
                if not name.endswith(".pyc"):
                    continue
                if "/__pycache__/" in f"/{name}":
                    folder, _, file = name.rpartition("__pycache__/")
                    source = folder + file.split(".")[0] + ".py"
                else:
                    source = name[:-1]
                data = z.read(name)
                key = int.from_bytes(data[:4], "little")
                if source not in names or data[4:8] != (1).to_bytes(4, "little") \
                        or _imp.source_hash(key, z.read(source)) != data[8:16]:
                    stale.append(f"{archive.name}:{name}")
    return sorted(stale)
