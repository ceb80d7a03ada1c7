"""The static site's build, piece by piece, without a browser (the whole site in Chromium:
tests/browser/test_static_site.py).

- the launcher dispatches ``site`` to the builder, with its own ``--help``;
- every page with code gets the first cell that installs the package and starts it, the lab
  with numpy and matplotlib; the rules page stays as it is;
- the offline Pyodide folder: the kernel's packages taken from the distribution where it
  holds them, SQLite's module given an empty stand-in, what is built for the browser and
  absent left out (numpy and matplotlib and all they alone need), and the lock file naming
  only what the folder holds; the site's lock for an online distribution points at it and
  leaves matplotlib out of IPython's needs;
- in the browser (``sys.platform == "emscripten"``) rule links point at the built page;
- where numpy cannot be loaded, the probability lab says so in words and still shows and
  checks the exact answers.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import nbformat
import pytest

from ramsas_widgets.site import builder as site

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"


def test_the_launcher_has_a_site_command_with_help():
    done = subprocess.run([sys.executable, "-m", "ramsas_widgets", "site", "--help"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert "--offline" in done.stdout and "--pyodide" in done.stdout
    assert "static site" in done.stdout
    top = subprocess.run([sys.executable, "-m", "ramsas_widgets", "--help"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert "ramsas_widgets site OUT" in top.stdout


def test_a_site_command_without_out_says_what_it_needs():
    done = subprocess.run([sys.executable, "-m", "ramsas_widgets", "site"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 2 and "OUT" in done.stderr


def test_the_setup_cell_is_python_that_installs_and_starts():
    code = site.setup_cell(numbers=True)
    tree = compile(code, "<setup>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
                   dont_inherit=True)
    assert tree is not None
    assert "piplite.install(['ramsas_widgets', 'ipywidgets'], deps=False)" in code
    assert "static_page.start(numbers=True)" in code
    assert "set_custom_exc" in code.split("piplite")[0]  # before anything can fail


def test_pages_get_the_setup_cell_and_the_rules_page_none(tmp_path):
    names = site.write_pages(site.page_sources(NOTEBOOKS), tmp_path)
    assert names[0] == "00_index" and names[-1] == "08_rules"
    for name in names:
        nb = nbformat.read(tmp_path / f"{name}.ipynb", as_version=4)
        source = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
        codes = [c for c in source.cells if c.cell_type == "code"]
        if not codes:
            assert len(nb.cells) == len(source.cells)
            continue
        first = nb.cells[0]
        assert first.metadata["tags"] == [site.SETUP_TAG]
        assert ("numbers=True" in first.source) == (name == "06_probability_lab")
        assert [c.source for c in nb.cells[1:]] == [c.source for c in source.cells]


def wheel(folder: Path, name: str) -> str:
    path = folder / f"{name}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(f"{name}/__init__.py", "")
    return path.name


def fake_runtime(folder: Path, with_numbers: bool) -> Path:
    """A Pyodide distribution in miniature: its runtime files, a lock file, and the files of
    the packages it holds."""
    folder.mkdir()
    for name in site.RUNTIME_FILES:
        (folder / name).write_text("" if name != "package.json"
                                   else json.dumps({"version": site.PYODIDE_VERSION}))
    packages = {
        "micropip": {"depends": [], "file_name": wheel(folder, "micropip")},
        "jedi": {"depends": ["parso"], "file_name": wheel(folder, "jedi")},
        "parso": {"depends": [], "file_name": wheel(folder, "parso")},
        "ipython": {"depends": ["matplotlib-inline", "sqlite3"],
                    "file_name": wheel(folder, "ipython")},
        "matplotlib-inline": {"depends": ["matplotlib"],
                              "file_name": wheel(folder, "matplotlib_inline")},
        "sqlite3": {"depends": [], "file_name": "sqlite3-1.0.0-cp313-cp313-pyodide.whl",
                    "package_type": "cpython_module"},
        "numpy": {"depends": [], "file_name": "numpy-2-cp313-cp313-pyodide.whl"},
        "matplotlib": {"depends": ["numpy", "cycler"],
                       "file_name": "matplotlib-3-cp313-cp313-pyodide.whl"},
        "cycler": {"depends": [], "file_name": wheel(folder, "cycler")},
        "pandas": {"depends": ["numpy"], "file_name": "pandas-2-cp313-cp313-pyodide.whl"},
    }
    if with_numbers:
        for name in ("numpy", "matplotlib"):
            (folder / packages[name]["file_name"]).write_bytes(b"x")
    for name, entry in packages.items():
        entry.update(name=name, version="1.0", sha256="0" * 64, imports=[name])
        entry.setdefault("package_type", "package")
    (folder / "pyodide-lock.json").write_text(json.dumps(
        {"info": {"version": site.PYODIDE_VERSION}, "packages": packages}))
    return folder


def test_an_offline_folder_holds_the_kernels_packages_and_names_only_those(tmp_path):
    runtime = fake_runtime(tmp_path / "npm", with_numbers=False)
    held, numbers = site.offline_pyodide(runtime, tmp_path / "out", tmp_path / "dl",
                                         say=lambda _s: None)
    assert not numbers
    assert held == ["ipython", "jedi", "matplotlib-inline", "micropip", "sqlite3"]
    site.stand_ins(tmp_path / "out" / "pyodide-lock.json")
    lock = json.loads((tmp_path / "out" / "pyodide-lock.json").read_text())
    # jedi (code completion, no use in the pages) an empty wheel, parso not fetched at all
    assert lock["packages"]["jedi"]["file_name"] == "jedi-1.0-py3-none-any.whl"
    assert lock["packages"]["jedi"]["imports"] == [] and "parso" not in lock["packages"]
    for name, entry in lock["packages"].items():
        path = tmp_path / "out" / entry["file_name"]
        assert path.is_file(), name
    # SQLite's module: an empty wheel, that imports nothing
    stand_in = lock["packages"]["sqlite3"]
    assert stand_in["file_name"] == "sqlite3-1.0-py3-none-any.whl"
    assert stand_in["imports"] == []
    with zipfile.ZipFile(tmp_path / "out" / stand_in["file_name"]) as z:
        assert all(n.startswith("sqlite3-1.0.dist-info/") for n in z.namelist())
    # a dependency the folder does not hold is not named
    assert lock["packages"]["matplotlib-inline"]["depends"] == []
    assert (tmp_path / "out" / "pyodide.asm.wasm").is_file()


def test_an_offline_folder_from_a_full_distribution_brings_the_numbers(tmp_path):
    runtime = fake_runtime(tmp_path / "full", with_numbers=True)
    held, numbers = site.offline_pyodide(runtime, tmp_path / "out", tmp_path / "dl",
                                         say=lambda _s: None)
    assert numbers and {"numpy", "matplotlib", "cycler"} <= set(held)
    assert "pandas" not in held
    lock = json.loads((tmp_path / "out" / "pyodide-lock.json").read_text())
    # IPython's backend does not pull matplotlib into every page
    assert lock["packages"]["matplotlib-inline"]["depends"] == []
    assert lock["packages"]["matplotlib"]["depends"] == ["numpy", "cycler"]


def test_the_online_lock_points_at_the_distribution(tmp_path):
    runtime = fake_runtime(tmp_path / "npm", with_numbers=False)
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    dist = "https://example.org/pyodide/v0/full/"
    site.online_lock(lock, dist, tmp_path / "out")
    written = json.loads((tmp_path / "out" / "pyodide-lock.json").read_text())["packages"]
    assert written["numpy"]["file_name"] == dist + "numpy-2-cp313-cp313-pyodide.whl"
    assert written["matplotlib-inline"]["depends"] == []
    assert written["matplotlib"]["depends"] == ["numpy", "cycler"]
    assert site.pyodide_js("https://example.org/d/") == "https://example.org/d/pyodide.js"
    assert site.pyodide_js("https://example.org/d/pyodide.mjs").endswith(".mjs")


def test_a_runtime_of_another_version_is_refused(tmp_path):
    runtime = fake_runtime(tmp_path / "npm", with_numbers=False)
    (runtime / "package.json").write_text(json.dumps({"version": "0.1.0"}))
    with pytest.raises(site.SiteError, match="needs"):
        site.find_runtime(str(runtime), [], tmp_path / "cache")


def run_python(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_rule_links_in_the_browser_point_at_the_built_page():
    out = run_python("import importlib, sys\n"
                     "from ramsas_widgets.widgets import feedback\n"
                     "sys.platform = 'emscripten'  # as in Pyodide\n"
                     "print(importlib.reload(feedback).rule_link('LT-BUY-3'))")
    assert 'href="08_rules.html#LT-BUY-3"' in out
    from ramsas_widgets.widgets.feedback import rule_link

    assert 'href="08_rules.ipynb#LT-BUY-3"' in rule_link("LT-BUY-3")


NO_NUMPY = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("numpy", "matplotlib"):
            raise ImportError(name)
sys.meta_path.insert(0, Block())
"""


def test_the_lab_without_numpy_deals_in_plain_python_and_shows_the_exact_answers():
    out = run_python(NO_NUMPY + """
from ramsas_widgets.widgets.probability_lab import NO_NUMPY, ProbabilityExercises, ProbabilityLab
lab = ProbabilityLab()
assert NO_NUMPY in lab.notice.value and not lab.deal_button.disabled, lab.notice.value
assert "1/6 = 0.1667" in lab.result.value, lab.result.value
assert "Press Deal" in lab.feedback.text and lab.estimate is None
lab.deal_button.click()
assert lab.estimate.n == 10_000 and "in plain Python" in lab.plot.value, lab.plot.value
assert "of 10,000 deals" in lab.result.value
lab.variant.value = "hu-rami-51"
assert "Press Deal" in lab.feedback.text and "best-meld" in lab.feedback.text
exercises = ProbabilityExercises()
card = exercises.cards[0]
assert not card.simulate_button.disabled and NO_NUMPY in card.simulation.value
card.simulate_button.click()
assert "Run 1 of class seed 1" in card.simulation.value and "plain Python" in card.simulation.value
card.answer.value = "1/6"
assert card.check() and card.feedback.kind == "ok"
exercises.seed_box.value = 7
assert exercises.feedback.kind == "" and "Run 1 of class seed 7" in card.simulation.value
print("ok")
""")
    assert out.strip() == "ok"


def test_the_pins_agree_everywhere():
    """The site extra, the builder's pins, the kernel's Pyodide and CI's npm package."""
    from importlib import metadata

    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later

    extra = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]["site"]
    pinned = dict(req.split("==") for req in extra if "==" in req)
    assert pinned == site.PINS
    assert site.kernel_pyodide_version() == site.PYODIDE_VERSION
    assert f"pyodide@{site.PYODIDE_VERSION}" in (ROOT / ".ci" / "run").read_text()
    assert f"v{site.PYODIDE_VERSION}/full/" in site.default_pyodide()
    for name, version in site.PINS.items():
        assert metadata.version(name) == version, name


def test_the_pages_workflow_builds_and_deploys_the_site():
    workflow = (ROOT / ".github" / "workflows" / "pages.yml").read_text()
    assert 'pip install ".[site]"' in workflow
    assert "python -m ramsas_widgets site _site" in workflow
    assert "actions/upload-pages-artifact" in workflow and "actions/deploy-pages" in workflow


def test_an_online_site_reads_the_distributions_own_lock_file(tmp_path):
    """The lock file comes from the distribution named by --pyodide (a local server here);
    npm's copy is taken only when the distribution does not answer."""
    import functools
    import http.server
    import threading

    runtime = fake_runtime(tmp_path / "dist", with_numbers=True)
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(runtime))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        dist = f"http://127.0.0.1:{server.server_address[1]}/"
        asked = []
        lock = site.distribution_lock(dist, lambda: asked.append("npm") or runtime)
        assert "numpy" in lock["packages"] and asked == []
    finally:
        server.shutdown()
    lock = site.distribution_lock(dist, lambda: asked.append("npm") or runtime)
    assert asked == ["npm"] and "numpy" in lock["packages"]


def test_the_site_preloads_its_wheels_and_the_kernels(tmp_path):
    runtime = fake_runtime(tmp_path / "npm", with_numbers=False)
    site.offline_pyodide(runtime, tmp_path / "pyodide", tmp_path / "dl", say=lambda _s: None)
    pypi = tmp_path / "pypi"
    pypi.mkdir()
    kernel = tmp_path / "kernel"
    kernel.mkdir()
    wheels = [pypi / wheel(pypi, "ramsas_widgets"), pypi / wheel(pypi, "ipywidgets")]
    kernel_wheels = [kernel / wheel(kernel, "pyodide_kernel"),
                     kernel / wheel(kernel, "widgetsnbextension")]
    names = site.preload(tmp_path / "pyodide" / "pyodide-lock.json", wheels, kernel_wheels)
    lock = json.loads((tmp_path / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    assert lock["ramsas-widgets"]["file_name"] == "../pypi/ramsas_widgets-1.0-py3-none-any.whl"
    assert lock["ramsas-widgets"]["imports"] == ["ramsas_widgets"]
    assert lock["pyodide-kernel"]["file_name"].startswith(f"../{site.EXTENSION_WHEELS}/")
    assert "widgetsnbextension" not in lock  # not asked for: ipywidgets goes without it
    # spelt as the kernel spells them, so that it does not install them again
    assert {"micropip", "sqlite3", "jedi", "ipython", "pyodide_kernel", "ramsas-widgets",
            "ipywidgets"} <= set(names)
    assert "comm" not in names  # the fake distribution has no comm: nothing to preload
