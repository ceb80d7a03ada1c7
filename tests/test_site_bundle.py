"""The static site's preloaded packages in one zip (ramsas_widgets/site/bundle.py): what goes
in and what stays a wheel, the zip as ``zipimport`` and ``importlib.metadata`` need it (a
namespace package found, a distribution seen installed), and the lock file's record of it.
Pyodide itself importing from it, bytecode and all: tests/test_site_bytecode.py; a page
starting from it, and from its wheels when the zip is stale: tests/browser/test_static_site.py.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import zipfile
from pathlib import Path

from ramsas_widgets.site import bundle


def wheel(folder: Path, dist: str, files: dict[str, str]) -> Path:
    """A pure-Python wheel of ``dist`` 1.0 holding ``files``, its metadata and RECORD."""
    path = folder / f"{dist}-1.0-py3-none-any.whl"
    info = f"{dist}-1.0.dist-info"
    with zipfile.ZipFile(path, "w") as whl:
        for name, text in files.items():
            whl.writestr(name, text)
        whl.writestr(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: {dist}\nVersion: 1.0\n")
        whl.writestr(f"{info}/RECORD", "every file,sha256=x,1\n")
    return path


def site(tmp_path: Path) -> Path:
    """A site's folder as the build leaves it before the zip: wheels beside the lock file
    and in ``pypi/``, one remote, and the pages' preload list."""
    out = tmp_path / "site"
    (out / "pyodide").mkdir(parents=True)
    (out / "pypi").mkdir()
    wheel(out / "pyodide", "alpha", {"alpha/__init__.py": "from beta import B\nA = B + 1\n",
                                     "alpha/__pycache__/x.cpython-313.pyc": "stale",
                                     "alpha-1.0.data/scripts/tool": "#!/bin/sh\n"})
    wheel(out / "pypi", "beta", {"beta.py": "B = 41\n",
                                 # a namespace package (no __init__.py), as Fluent's "fluent"
                                 "space/inner/deep.py": "WHERE = __file__\n",
                                 # a package's own folder named *.data is no wheel's .data
                                 "space/table.data/rows.txt": "1 2 3\n"})
    wheel(out / "pyodide", "babel", {"babel/__init__.py": ""})
    wheel(out / "pyodide", "unused", {"unused.py": ""})
    packages = {
        "alpha": {"name": "alpha", "file_name": "alpha-1.0-py3-none-any.whl",
                  "depends": ["beta"]},
        "beta": {"name": "Beta", "file_name": "../pypi/beta-1.0-py3-none-any.whl",
                 "depends": []},
        "babel": {"name": "babel", "file_name": "babel-1.0-py3-none-any.whl", "depends": []},
        "unused": {"name": "unused", "file_name": "unused-1.0-py3-none-any.whl",
                   "depends": []},
        "far": {"name": "far", "file_name": "https://cdn.example/far-1.0-py3-none-any.whl",
                "depends": []},
    }
    (out / "pyodide" / "pyodide-lock.json").write_text(json.dumps(
        {"info": {"version": "0.29.0"}, "packages": packages}))
    (out / "jupyter-lite.json").write_text(json.dumps({"jupyter-config-data": {
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
            "loadPyodideOptions": {"packages": ["alpha", "babel", "far"]}}}}}))
    return out


def test_the_preloaded_wheels_the_site_holds_go_into_one_zip_but_those_that_read_files(
        tmp_path):
    out = site(tmp_path)
    made = bundle.bundle_packages(out)
    assert made is not None and made.path == out / "pyodide" / bundle.BUNDLE_NAME
    # alpha and what it needs; babel stays a wheel, far is not here, unused is not preloaded
    assert made.packages == ["alpha", "beta"]
    with zipfile.ZipFile(made.path) as zipped:
        names = zipped.namelist()
    assert {"alpha/", "space/", "space/inner/", "alpha-1.0.dist-info/"} <= set(names)
    assert {"space/inner/deep.py", "space/table.data/rows.txt",
            "beta-1.0.dist-info/METADATA"} <= set(names)
    assert not [n for n in names if "__pycache__" in n or n.startswith("alpha-1.0.data")
                or n.endswith("RECORD") or n.startswith(("babel", "unused"))]


def test_python_imports_from_the_zip_as_it_is_and_sees_its_packages_installed(tmp_path):
    made = bundle.bundle_packages(site(tmp_path))
    probe = (
        "import sys, json, importlib.metadata as m\n"
        f"sys.path.insert(0, {str(made.path)!r})\n"
        "import alpha, space.inner.deep as deep\n"
        "print(json.dumps([alpha.A, deep.WHERE, m.version('alpha'), m.version('beta')]))\n")
    done = subprocess.run([sys.executable, "-I", "-c", probe], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    a, where, alpha_version, beta_version = json.loads(done.stdout)
    assert a == 42 and where == f"{made.path}/space/inner/deep.py"
    assert alpha_version == beta_version == "1.0"


def test_the_same_wheels_make_the_same_zip(tmp_path):
    first = bundle.bundle_packages(site(tmp_path / "one"))
    second = bundle.bundle_packages(site(tmp_path / "two"))
    assert first.path.read_bytes() == second.path.read_bytes()


def test_the_lock_file_names_the_zip_by_its_hash_and_its_packages(tmp_path):
    out = site(tmp_path)
    made = bundle.bundle_packages(out)
    bundle.record_bundle(out, made)
    lock = json.loads((out / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["info"][bundle.LOCK_KEY] == {
        "file_name": bundle.BUNDLE_NAME,
        "sha256": hashlib.sha256(made.path.read_bytes()).hexdigest(),
        "path": bundle.BUNDLE_AT, "packages": ["alpha", "beta"]}
    assert lock["info"]["version"] == "0.29.0" and set(lock["packages"]) >= {"alpha", "beta"}


def test_a_site_that_holds_none_of_its_preloaded_wheels_gets_no_zip(tmp_path):
    out = site(tmp_path)
    config = json.loads((out / "jupyter-lite.json").read_text())
    config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]["loadPyodideOptions"]["packages"] = [
        "babel", "far"]
    (out / "jupyter-lite.json").write_text(json.dumps(config))
    assert bundle.bundle_packages(out) is None
    assert not (out / "pyodide" / bundle.BUNDLE_NAME).exists()


def test_the_start_script_ships_with_the_package_and_reads_the_key_the_build_writes():
    script = bundle.start_script()
    assert script.is_file() and script.name == bundle.START_SCRIPT
    assert f'var LOCK_KEY = "{bundle.LOCK_KEY}";' in script.read_text()


def test_ipythons_terminal_is_imported_when_embed_is_called_not_at_start(tmp_path):
    text, _ = bundle.LAZY_IMPORTS["IPython/__init__.py"]
    ipython = wheel(tmp_path, "ipython", {
        "IPython/__init__.py": f"import sys\n{text}ANSWER = 42\n",
        "IPython/terminal/__init__.py": "",
        "IPython/terminal/embed.py": "def embed(*args, **kwargs):\n    return args, kwargs\n"})
    other = wheel(tmp_path, "other", {"other/__init__.py": "# from .terminal.embed import embed\n"})
    zipped = tmp_path / "site-packages.zip"
    assert bundle.write_bundle([ipython, other], zipped) == ["IPython/__init__.py"]
    probe = (
        "import sys, json\n"
        f"sys.path.insert(0, {str(zipped)!r})\n"
        "import IPython\n"
        "early = 'IPython.terminal.embed' in sys.modules\n"
        "called = IPython.embed(1, header='h')\n"
        "late = 'IPython.terminal.embed' in sys.modules\n"
        "print(json.dumps([IPython.ANSWER, early, called, late]))\n")
    done = subprocess.run([sys.executable, "-I", "-c", probe], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == [42, False, [[1], {"header": "h"}], True]


def test_a_source_without_the_text_to_change_is_left_as_it_is(tmp_path):
    ipython = wheel(tmp_path, "ipython", {"IPython/__init__.py": "from .terminal import embed\n"})
    zipped = tmp_path / "site-packages.zip"
    assert bundle.write_bundle([ipython], zipped) == []
    with zipfile.ZipFile(zipped) as z:
        assert z.read("IPython/__init__.py") == b"from .terminal import embed\n"
