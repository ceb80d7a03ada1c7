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
- every language whose pages are there is built (Lithuanian's from ``notebooks/lt/``, their
  setup cell saying the language before the package is imported, the lessons' own cells
  untouched); the first page follows the reader's language; Babel's wheel is trimmed to the
  locales the languages need (each language's speaker loads with those files alone) under
  a version of its own; Fluent's own needs come from Pyodide's distribution and are
  preloaded; a page's catalogues are parsed as their messages are said, the same messages
  as Fluent's whole parse;
- where numpy cannot be loaded, the probability lab says so in words and still shows and
  checks the exact answers.
"""

from __future__ import annotations

import ast
import json
import re
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
        server.server_close()  # the address refuses now (a bound socket would let it wait)
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


@pytest.mark.parametrize("url, folder", [
    ("./pyodide/pyodide.js", "./pyodide/"),  # an offline copy: the site's own
    ("https://cdn.example/pyodide/v0.29.0/full/pyodide.js",
     "https://cdn.example/pyodide/v0.29.0/full/"),
])
def test_pages_start_pyodide_through_the_sites_start_script_from_its_own_folder(
        tmp_path, url, folder):
    """The kernel loads the site's start script (site/bundle.py) where it would load
    Pyodide; Pyodide itself comes from the folder ``--pyodide`` or ``--offline`` gave."""
    from ramsas_widgets.site.bundle import START_SCRIPT

    site.lite_config(tmp_path, tmp_path / "out", [], url, "pyodide/pyodide-lock.json",
                     ["ipython"])
    config = json.loads((tmp_path / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"][f"{site.KERNEL_EXTENSION}:kernel"]
    assert kernel["pyodideUrl"] == f"./pyodide/{START_SCRIPT}"
    assert kernel["loadPyodideOptions"] == {"indexURL": folder, "packages": ["ipython"],
                                           "lockFileURL": "pyodide/pyodide-lock.json"}


# -- the languages ---------------------------------------------------------------------------
def test_the_site_is_built_in_every_language_whose_pages_are_there():
    from ramsas_widgets.i18n.locale import LANGUAGES

    assert site.site_languages(NOTEBOOKS) == [c for c in LANGUAGES
                                              if (NOTEBOOKS / ("" if c == "en" else c)
                                                  / "00_index.ipynb").is_file()]
    assert "lt" in site.site_languages(NOTEBOOKS)
    assert site.site_languages(NOTEBOOKS, ["en"]) == ["en"]
    with pytest.raises(site.SiteError, match="English"):
        site.site_languages(NOTEBOOKS, ["lt"])
    with pytest.raises(site.SiteError, match="xx"):
        site.site_languages(NOTEBOOKS, ["en", "xx"])


def test_the_setup_cell_says_the_pages_language_before_the_package_is_imported():
    from ramsas_widgets.i18n.locale import LANG_VARIABLE

    code = site.setup_cell(numbers=False, lang="lt")
    compile(code, "<setup>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT, dont_inherit=True)
    said = f"os.environ[{LANG_VARIABLE!r}] = 'lt'"
    assert said in code
    assert code.index(said) < code.index("import piplite") < code.index("from ramsas_widgets")
    assert code.index("set_custom_exc") < code.index(said)
    assert f"os.environ[{LANG_VARIABLE!r}] = 'en'" in site.setup_cell(numbers=False)


def test_a_page_that_cannot_start_says_so_in_its_language(monkeypatch):
    """The setup cell's notice, the notice of a cell that failed and the scripts' start-up
    notice are said in the page's language; English pages say what they said before."""
    from html import escape

    from ramsas_widgets.i18n.locale import LANG_VARIABLE, speaker
    from ramsas_widgets.site.static_page import CELL_FAILED, failed_html
    from ramsas_widgets.widgets.page_words import SCRIPT_WORDS, script_words

    lt = script_words("lt")
    assert lt["site.failed"] != str(SCRIPT_WORDS["site.failed"])
    assert repr(failed_html(lt["site.failed"])) in site.setup_cell(numbers=False, lang="lt")
    assert "could not start in this browser" in site.setup_cell(numbers=False)
    monkeypatch.setenv(LANG_VARIABLE, "lt")
    assert failed_html() == f"<p class='rw-site-error' role='alert'>" \
        f"{escape(speaker('lt').say(CELL_FAILED.id))}</p>"
    assert "Reload" not in failed_html()
    monkeypatch.setenv(LANG_VARIABLE, "en")
    assert str(CELL_FAILED) in failed_html()
    monkeypatch.setenv(LANG_VARIABLE, "xx")  # the words fail: the notice still shows
    assert str(CELL_FAILED) in failed_html()


def test_lithuanian_pages_are_written_beside_the_english_with_their_language(tmp_path):
    english = site.write_pages(site.page_sources(NOTEBOOKS), tmp_path, "en")
    names = site.write_pages(site.page_sources(NOTEBOOKS, "lt"), tmp_path / "lt", "lt")
    assert names == english  # the same pages, the same file names
    assert site.rules_page(NOTEBOOKS, "lt") == NOTEBOOKS / "lt" / "08_rules.ipynb"
    for name in names:
        nb = nbformat.read(tmp_path / "lt" / f"{name}.ipynb", as_version=4)
        source = nbformat.read(NOTEBOOKS / "lt" / f"{name}.ipynb", as_version=4)
        assert nb.metadata["ramsas_widgets"]["frame"]["lang"] == "lt"
        codes = [c for c in source.cells if c.cell_type == "code"]
        if not codes:
            assert len(nb.cells) == len(source.cells)
            continue
        first = nb.cells[0]
        assert first.metadata["tags"] == [site.SETUP_TAG]
        assert "os.environ['RAMSAS_LANG'] = 'lt'" in first.source
        assert ("numbers=True" in first.source) == (name == "06_probability_lab")
        # the lesson's own cells untouched
        assert [c.source for c in nb.cells[1:]] == [c.source for c in source.cells]


def test_the_first_page_follows_the_readers_language():
    html = site.landing_page({"en": "voici/render/00_index.html",
                              "lt": "voici/render/lt/00_index.html"})
    listed = re.search(r'<script type="application/json" id="rw-languages">(.*?)</script>',
                       html, re.S).group(1)
    assert json.loads(listed) == {"en": "voici/render/00_index.html",
                                  "lt": "voici/render/lt/00_index.html"}
    assert 'localStorage.getItem("ramsas-language")' in html and "navigator.languages" in html
    # without JavaScript, the English index; and a link to each language's
    assert '<noscript><meta http-equiv="refresh" content="0; url=voici/render/00_index.html">' \
        in html
    assert 'href="voici/render/lt/00_index.html" hreflang="lt"' in html


def installed_wheel(name: str, dest: Path) -> Path:
    """A wheel of the distribution ``name`` as installed here (its RECORD's files), without
    a download: what pip would fetch for the site."""
    from importlib import metadata

    dist = metadata.distribution(name)
    path = dest / f"{dist.metadata['Name'].lower()}-{dist.version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as whl:
        for file in dist.files:
            located = Path(dist.locate_file(file))
            if located.is_file() and "__pycache__" not in file.parts \
                    and not str(file).startswith(".."):
                whl.write(located, str(file))
    return path


@pytest.fixture(scope="module")
def babel_wheel(tmp_path_factory) -> Path:
    return installed_wheel("babel", tmp_path_factory.mktemp("babel"))


def test_the_trimmed_babel_holds_only_the_locales_the_languages_need(babel_wheel, tmp_path):
    import base64
    import hashlib

    from ramsas_widgets.i18n.locale import LANGUAGES

    assert site.babel_locales(["en", "lt"]) == ["en", "lt", "root"]
    assert site.babel_locales(["en_GB"]) == ["en", "en_001", "en_GB", "root"]  # Babel's own
    trimmed = site.trimmed_babel(babel_wheel, tmp_path, LANGUAGES)
    version = babel_wheel.name.split("-")[1]
    label = ".".join(sorted(LANGUAGES))
    assert trimmed.name == f"babel-{version}+ramsas.{label}-py3-none-any.whl"
    with zipfile.ZipFile(trimmed) as whl:
        names = whl.namelist()
        data = sorted(n.rsplit("/", 1)[1] for n in names
                      if n.startswith("babel/locale-data/") and n.endswith(".dat"))
        assert data == [f"{code}.dat" for code in site.babel_locales(LANGUAGES)]
        info = f"babel-{version}+ramsas.{label}.dist-info/"
        assert f"Version: {version}+ramsas.{label}" in whl.read(info + "METADATA").decode()
        assert "babel/global.dat" in names and "babel/numbers.py" in names
        # its RECORD lists what it holds, with each file's hash
        record = whl.read(info + "RECORD").decode().splitlines()
        listed = {line.split(",")[0]: line.split(",")[1] for line in record}
        assert set(listed) == set(names)
        for name in names:
            if name != info + "RECORD":
                digest = base64.urlsafe_b64encode(hashlib.sha256(whl.read(name)).digest())
                assert listed[name] == "sha256=" + digest.rstrip(b"=").decode(), name
    assert trimmed.stat().st_size < babel_wheel.stat().st_size / 5
    # every language's speaker loads with nothing of Babel but these files
    said = site.check_babel(trimmed, LANGUAGES, ROOT)
    assert said["lt"][:2] == ["10\xa0000,5", "A, B ir C"] and said["en"][0] == "10,000.5"
    # and the check notices a locale left out
    (tmp_path / "en").mkdir()
    english_only = site.trimmed_babel(babel_wheel, tmp_path / "en", ["en"])
    with pytest.raises(site.SiteError, match="lacks"):
        site.check_babel(english_only, ["en", "lt"], ROOT)


def test_fluents_own_needs_come_from_pyodides_distribution(tmp_path, monkeypatch):
    lock = {"packages": {"attrs": {}, "pytz": {}, "typing-extensions": {}, "six": {}}}
    held, wheels = site.word_depends(lock, tmp_path)
    assert held == ["attrs", "pytz", "typing-extensions"] and wheels == []
    asked = []
    monkeypatch.setattr(site, "page_wheels", lambda dest, names: asked.extend(names) or [])
    held, wheels = site.word_depends({"packages": {"attrs": {}}}, tmp_path)
    assert held == ["attrs"] and asked == ["pytz", "typing-extensions"]


def test_the_words_wheels_are_preloaded_with_fluents_needs(tmp_path):
    runtime = fake_runtime(tmp_path / "npm", with_numbers=False)
    site.offline_pyodide(runtime, tmp_path / "pyodide", tmp_path / "dl", say=lambda _s: None)
    pypi = tmp_path / "pypi"
    pypi.mkdir()
    words = [pypi / wheel(pypi, "fluent.runtime"), pypi / wheel(pypi, "fluent.syntax")]
    trimmed = pypi / "babel-2.19.0+ramsas.en.lt-py3-none-any.whl"
    with zipfile.ZipFile(trimmed, "w") as z:
        z.writestr("babel/__init__.py", "")
    names = site.preload(tmp_path / "pyodide" / "pyodide-lock.json", [*words, trimmed], [],
                         ["micropip"])
    lock = json.loads((tmp_path / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    assert lock["babel"]["version"] == "2.19.0+ramsas.en.lt"
    assert lock["babel"]["file_name"] == f"../pypi/{trimmed.name}"
    assert {"fluent-runtime", "fluent-syntax", "babel", "micropip"} <= set(names)


def test_a_pages_catalogues_are_read_as_their_messages_are_said(monkeypatch):
    """The static site's speakers (static_page.quick_catalogues) hold every message and
    term of every language, each the same as Fluent's own parse of the whole catalogue,
    and say the same."""
    from ramsas_widgets.i18n import locale
    from ramsas_widgets.site import static_page

    eager = {code: locale.Speaker(code) for code in locale.LANGUAGES}
    monkeypatch.setattr(locale, "FluentBundle", locale.FluentBundle)  # put back afterwards
    monkeypatch.setattr(locale, "FluentResource", locale.FluentResource)
    assert static_page.quick_catalogues()
    for code, said in eager.items():
        quick = locale.Speaker(code)
        assert not dict(quick.bundle._messages)  # nothing parsed yet
        for kind in ("_messages", "_terms"):
            mine, theirs = getattr(quick.bundle, kind), getattr(said.bundle, kind)
            assert set(mine.texts) == set(theirs), (code, kind)
            for id, entry in theirs.items():
                assert mine[id].equals(entry, ignored_fields=["span", "comment"]), (code, id)
        assert quick.has("word.player") and not quick.has("no.such.message")
        for seat in range(3):
            assert quick.person(seat).said("dative") == said.person(seat).said("dative")
        assert quick.suit("hearts").said("genitive") == said.suit("hearts").said("genitive")
        assert quick.number(10000.5) == said.number(10000.5)


def test_a_site_in_english_alone_offers_no_other_language(tmp_path):
    site.write_pages(site.page_sources(NOTEBOOKS), tmp_path, "en", ["en"])
    nb = nbformat.read(tmp_path / "01_lithuanian_ramsas.ipynb", as_version=4)
    assert nb.metadata["ramsas_widgets"]["frame"]["languages"] == []
    site.write_pages(site.page_sources(NOTEBOOKS), tmp_path, "en", ["en", "lt"])
    nb = nbformat.read(tmp_path / "01_lithuanian_ramsas.ipynb", as_version=4)
    assert [o["code"] for o in nb.metadata["ramsas_widgets"]["frame"]["languages"]] == ["lt"]


def test_a_link_to_a_place_in_the_same_page_stays_one(tmp_path):
    """Voici writes [LT-DEAL-2](#LT-DEAL-2) as a link into the site's files folder; the
    build puts it back, in every language's folder."""
    render = tmp_path / "voici" / "render"
    (render / "lt").mkdir(parents=True)
    (render / "08_rules.html").write_text(
        '<a href="../../files/#LT-DEAL-2">LT-DEAL-2</a> <a href="../../files/rules.png">x</a>')
    (render / "lt" / "08_rules.html").write_text('<a href="../../../files/lt/#lt-ramsas">x</a>')
    assert site.same_page_links(tmp_path) == 2
    assert (render / "08_rules.html").read_text() == \
        '<a href="#LT-DEAL-2">LT-DEAL-2</a> <a href="../../files/rules.png">x</a>'
    assert (render / "lt" / "08_rules.html").read_text() == '<a href="#lt-ramsas">x</a>'
