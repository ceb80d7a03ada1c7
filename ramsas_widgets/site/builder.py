"""Build the guide as a static site: pages whose Python runs in the reader's browser.

    python -m ramsas_widgets site OUT [--offline] [--pyodide URL] [--notebooks DIR]
                                      [--languages en,lt] [--no-bytecode]

writes a folder that any static web server can serve (GitHub Pages, a school's web server, a
USB stick served with ``python -m http.server``): every page of the guide as a page built by
Voici, Voilà's static sibling (JupyterLite), whose notebook runs on Pyodide in the browser.

- **The pages** are the guide's notebooks, each drawn by the site's template
  (``ramsas-site``, which extends the guide's own ``ramsas`` template: the stylesheets, the
  light/dark switch, the widgets' names for screen readers, the navigation bars), with links
  between pages and rule links pointing at the built ``.html`` pages. A page with code gets
  a first cell (:func:`setup_cell`) that installs the guide's package from the site and
  calls :func:`ramsas_widgets.site.static_page.start`. The rules page is taken from
  :func:`rules_page` (``notebooks/08_rules.ipynb`` today); it has no code, so it is plain
  HTML and starts no Python.
- **Every language** the guide's pages are written in (:func:`site_languages`): English at
  ``voici/render/``, another language's pages (``notebooks/lt/``, the same file names)
  under ``voici/render/lt/``. A page's setup cell sets ``RAMSAS_LANG`` to its language
  before the package is imported, so every widget speaks it; the bars' links and the
  language switch (``lt/NAME.html``, ``../NAME.html``) land on the built pages, and the
  site's first page, ``index.html`` (:func:`landing_page`), opens the index in the
  reader's language as the server's first page does. A page's speakers read their
  catalogues message by message as they say them
  (:func:`ramsas_widgets.site.static_page.quick_catalogues`), so that a language costs a
  page's start next to nothing.
- **The wheels**: the package's own wheel, built from the checkout, and the pure-Python
  wheels its widgets need that the kernel does not bring (:data:`PAGE_WHEELS`: ipywidgets
  and comm, at the versions installed here, which match the widgets' front end), all in the
  site's ``pypi/`` folder. The kernel never asks PyPI for anything (``disablePyPIFallback``).
  The widgets' words (:mod:`ramsas_widgets.i18n`) need Fluent and Babel
  (:data:`WORD_WHEELS`, pure Python, at the versions installed here, in ``pypi/``) and
  what Fluent needs in turn (:data:`WORD_DEPENDS`: attrs, pytz and typing-extensions, from
  Pyodide's own distribution, whose lock file has them). Babel's wheel is trimmed to the
  CLDR data of the guide's languages (:func:`trimmed_babel`: 0.5 MB instead of 11), under
  a version of its own, and checked by loading each language's speaker with those files
  alone (:func:`check_babel`). Every page preloads all of them while Pyodide starts.
- **Pyodide**: by default the page loads Pyodide, and numpy and matplotlib for the
  probability lab, from the published distribution of the kernel's Pyodide version
  (:func:`default_pyodide`); ``--pyodide URL`` names another (a mirror, a copy on the same
  server). With ``--offline`` everything comes from the folder itself
  (:func:`offline_pyodide`): Pyodide's runtime from its npm package (``node_modules/pyodide``,
  or fetched with ``npm pack``; ``--pyodide DIR`` names a folder or an npm tarball instead),
  and the pure-Python packages the kernel loads, taken from PyPI at their versions in
  Pyodide's lock file. numpy and matplotlib are not pure Python and are not on npm or PyPI
  for the browser: an offline copy has them only when ``--pyodide`` names a full Pyodide
  distribution unpacked on disk; otherwise the probability lab deals in plain Python
  (:mod:`ramsas_widgets.probability.plain`), more slowly and without its figures, and says so.
- **Bytecode**: every wheel in the folder, and Pyodide's standard library when the folder
  holds it, carries the bytecode of its modules, compiled by the pages' own Pyodide run in
  Node.js (:mod:`ramsas_widgets.site.bytecode`): a page's Python starts without compiling
  what it imports. ``--no-bytecode`` leaves it out; without Node.js it is left out, and
  the build says so.
- **One zip of packages**: the packages every page preloads, but those that read files of
  their own, go into one zip that Python imports from without unpacking it
  (:mod:`ramsas_widgets.site.bundle`); the pages load the site's start script in Pyodide's
  place (``pyodide/ramsas-start.js``), which starts Pyodide with it, and falls back to the
  wheels, which stay, where the zip is not the one the lock file names.
- **Reading first**: a page's text is on screen at once; the notice at its top says that
  the exercises start in a few seconds (the template's ``static/site.js``). A page visited
  before starts from the browser's own cache (the server's cache headers: GitHub Pages
  keeps files fresh for ten minutes, then asks whether they changed); the pages register no
  service worker (``site.js`` says why).

The build's tools are the ``site`` extra of ``pyproject.toml`` (:data:`PINS`; see the
README for why these versions).
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path

from ramsas_widgets import template
from ramsas_widgets.site.bundle import START_SCRIPT, bundle_packages, record_bundle, start_script
from ramsas_widgets.site.bytecode import compile_site
from ramsas_widgets.site.lock import closure, key

#: The build's tools, as the ``site`` extra pins them: the newest voici-core works only with
#: jupyterlite-core 0.7, and so with the 0.7 line of the Pyodide kernel (Pyodide 0.29.3).
PINS = {"voici-core": "0.10.0", "jupyterlite-core": "0.7.6",
        "jupyterlite-pyodide-kernel": "0.7.0"}
#: The Pyodide version the kernel of :data:`PINS` is built for (its constants say it too).
PYODIDE_VERSION = "0.29.0"
#: The site's template (extends the guide's ``ramsas``).
TEMPLATE = "ramsas-site"
#: Distributions whose wheels the pages install besides the package (pure Python; the kernel
#: brings IPython, traitlets and the rest).
PAGE_WHEELS = ("ipywidgets", "comm")
#: What a page installs, in this order (the names in the site's wheel index).
PAGE_PACKAGES = ("ramsas_widgets", "ipywidgets")
#: What the widgets' words need (:mod:`ramsas_widgets.i18n`): Fluent's runtime and syntax
#: and Babel (CLDR's plural rules, numbers and lists), pure Python, at the versions installed
#: here. Babel's wheel is trimmed to the locale data the guide's languages need
#: (:func:`trimmed_babel`).
WORD_WHEELS = ("fluent.runtime", "fluent.syntax", "babel")
#: What those need in turn: from Pyodide's own distribution where its lock file has them,
#: else as wheels in the site's ``pypi/`` folder (:func:`word_depends`).
WORD_DEPENDS = ("attrs", "pytz", "typing-extensions")
#: The local version label of the trimmed Babel (``2.19.0+ramsas.en.lt``): its own version,
#: and its own file name, so that no index nor browser cache takes it for the full one.
BABEL_LABEL = "ramsas"
#: What the Pyodide kernel loads from Pyodide's lock file while it starts (its worker's own
#: list, less what it installs from its own wheels).
KERNEL_PACKAGES = ("micropip", "ipython", "sqlite3")
#: Packages the kernel loads that a page never uses, given an empty stand-in in the site's
#: lock file so that nothing is fetched for them: jedi (and parso, which only it needs)
#: completes code typed in a cell, and the site's pages have no cell to type in; IPython
#: goes without it, as where it is not installed. 1.7 MB less for every first visit.
STAND_INS = ("jedi",)
#: What the probability lab loads from the Pyodide distribution.
NUMBER_PACKAGES = ("numpy", "matplotlib")
#: Pyodide's runtime files, as its npm package holds them.
RUNTIME_FILES = ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
                 "python_stdlib.zip", "package.json")
#: Dependencies the site's lock file leaves out: IPython's matplotlib backend needs matplotlib
#: only once a figure is drawn with pyplot (the lab draws its own), so a page without the lab
#: loads neither matplotlib nor numpy.
CUT_DEPENDS = {"matplotlib-inline": ("matplotlib",)}
#: The first page a visitor lands on.
INDEX_PAGE = "00_index"
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
#: Where the Pyodide kernel's own wheels lie in the site (piplite, its kernel, ipykernel's
#: stand-in).
EXTENSION_WHEELS = "extensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
#: What every page preloads while Pyodide starts (besides the site's own wheels): what the
#: kernel installs one by one otherwise (its worker's list).
PRELOAD = ("micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi",
           "ipython")
#: Tag of the first code cell a page gets (the template gives it no place-holder).
SETUP_TAG = "rw-site-setup"
#: Voici's command line (its package's own ``__main__`` imports the full ``voici``).
VOICI = "import sys; from voici_core.app import main; sys.exit(main())"
#: Parts of JupyterLite's build the pages use (the rest is JupyterLab's own app).
BUILD_KEPT = ("schemas", "themes")


class SiteError(Exception):
    """A reason the site cannot be built, worded for the person building it."""


@dataclass
class Site:
    """What a build wrote."""

    out: Path
    pages: list[str]
    offline: bool
    pyodide: str
    #: packages of the Pyodide distribution the folder holds (offline), by name
    pyodide_packages: list[str] = field(default_factory=list)
    numbers: bool = True
    seconds: float = 0.0
    #: modules the site carries compiled bytecode for (:mod:`ramsas_widgets.site.bytecode`)
    compiled: int = 0
    #: the pages of each other language, under ``voici/render/<code>/`` (``{"lt": [...]}``)
    translations: dict[str, list[str]] = field(default_factory=dict)

    @property
    def files(self) -> int:
        return sum(1 for p in self.out.rglob("*") if p.is_file())

    @property
    def megabytes(self) -> float:
        return sum(p.stat().st_size for p in self.out.rglob("*") if p.is_file()) / 1e6

    def summary(self) -> str:
        where = ("everything inside the folder" if self.offline
                 else f"Pyodide from {self.pyodide}")
        languages = ["en", *self.translations]
        pages = len(self.pages) + sum(len(p) for p in self.translations.values())
        lines = [f"The static site is in {self.out}: {pages} pages in "
                 f"{len(languages)} language{'s' if len(languages) > 1 else ''} "
                 f"({', '.join(languages)}), {self.files} files, {self.megabytes:.1f} MB, "
                 f"built in {self.seconds:.0f} s ({where}).",
                 f"Open {self.out / 'index.html'} through a web server, for example:",
                 f"    python -m http.server --bind 127.0.0.1 --directory {self.out}"]
        if self.compiled:
            lines.insert(1, f"Compiled bytecode for {self.compiled} modules: the pages' "
                            "Python starts without compiling them.")
        if not self.numbers:
            lines.append("numpy and matplotlib are not in this copy: the probability lab "
                         "deals in plain Python (more slowly, and without its figures).")
        return "\n".join(lines)


# -- the pages ---------------------------------------------------------------------------------


def rules_page(notebooks: Path, lang: str = "en") -> Path:
    """Where the site takes the rules page of ``lang`` from: the notebook written from
    docs/RULES.md (``lt/08_rules.ipynb`` in Lithuanian)."""
    from ramsas_widgets.serve.launcher import language_folder

    return notebooks / language_folder(lang) / "08_rules.ipynb"


def page_sources(notebooks: Path, lang: str = "en") -> list[Path]:
    """The guide's pages in ``lang`` in reading order: the index, the lessons and the rules
    page (another language's from its folder, ``notebooks/lt/``)."""
    from ramsas_widgets.serve.launcher import lessons

    rules = rules_page(notebooks, lang)
    pages = [notebooks / name for name in lessons(notebooks, lang)
             if Path(name).name != rules.name]
    return [*pages, rules]


def site_languages(notebooks: Path, wanted: Iterable[str] | None = None) -> list[str]:
    """The languages the site is built in: English, and each other language of the guide
    (:data:`ramsas_widgets.i18n.locale.LANGUAGES`) whose pages are in its folder
    (``notebooks/lt/``); ``wanted`` (``["en"]``) chooses among them."""
    from ramsas_widgets.i18n.locale import LANGUAGES
    from ramsas_widgets.serve.launcher import INDEX, language_folder

    found = [code for code in LANGUAGES
             if (notebooks / language_folder(code) / INDEX).is_file()]
    if wanted is None:
        return found
    wanted = list(dict.fromkeys(wanted))
    unknown = [code for code in wanted if code not in found]
    if unknown:
        raise SiteError(f"--languages {','.join(unknown)}: the guide's pages are in "
                        f"{', '.join(found)} here.")
    if "en" not in wanted:
        raise SiteError("--languages: English is the site's first page and every other "
                        "language's fallback; name it too (en,lt).")
    return [code for code in found if code in wanted]


def needs_numbers(nb) -> bool:
    """Whether a page's code uses the probability lab (numpy and matplotlib)."""
    return any(cell.cell_type == "code" and "probability" in cell.source for cell in nb.cells)


def setup_cell(numbers: bool, lang: str = "en") -> str:
    """The code of a page's first cell: say the page's language, install the package from
    the site, then start.

    The language (:data:`ramsas_widgets.i18n.locale.LANG_VARIABLE`) is set before the package
    is imported, so every widget on the page speaks it. Until
    :func:`ramsas_widgets.site.static_page.start` has run, a failure shows a sentence, not a
    traceback (the traceback goes to the browser's console)."""
    from ramsas_widgets.i18n.locale import LANG_VARIABLE
    from ramsas_widgets.site.static_page import failed_html
    from ramsas_widgets.widgets.page_words import script_words

    failed = failed_html(script_words(lang)["site.failed"])
    return (
        "# This page's Python runs in your browser: the guide's package comes from this site.\n"
        "def _rw_failed(shell, etype, value, tb, tb_offset=None):\n"
        "    import sys, traceback\n"
        "    from IPython.display import HTML, display\n"
        "    traceback.print_exception(etype, value, tb, file=sys.__stderr__)\n"
        f"    display(HTML({failed!r}))\n"
        "get_ipython().set_custom_exc((Exception,), _rw_failed)\n"
        "import os\n"
        f"os.environ[{LANG_VARIABLE!r}] = {lang!r}  # the language every widget speaks\n"
        "import piplite\n"
        f"await piplite.install({list(PAGE_PACKAGES)!r}, deps=False)\n"
        "from ramsas_widgets.site import static_page\n"
        f"await static_page.start(numbers={numbers!r})\n")


def write_pages(sources: Iterable[Path], dest: Path, lang: str = "en",
                languages: Iterable[str] | None = None) -> list[str]:
    """The site's copies of the pages in ``lang``: a page with code gets :func:`setup_cell`
    first; the lesson's own cells are left as they are. ``languages``: those the site is
    built in, the only ones its language switch offers (all the page names, without)."""
    import nbformat

    dest.mkdir(parents=True, exist_ok=True)
    written = []
    built = None if languages is None else set(languages)
    for source in sources:
        nb = nbformat.read(source, as_version=4)
        frame = nb.metadata.get("ramsas_widgets", {}).get("frame", {})
        if built is not None and frame.get("languages"):
            frame["languages"] = [other for other in frame["languages"]
                                  if other.get("code") in built]
        if any(cell.cell_type == "code" for cell in nb.cells):
            cell = nbformat.v4.new_code_cell(setup_cell(needs_numbers(nb), lang))
            cell.id = "rw-site-setup"
            cell.metadata["tags"] = [SETUP_TAG]
            nb.cells.insert(0, cell)
        nbformat.write(nb, dest / source.name)
        written.append(source.stem)
    return written


# -- the wheels --------------------------------------------------------------------------------


def run(cmd: list[str], what: str, **kwargs) -> subprocess.CompletedProcess:
    """Run a build step; a SiteError with its output when it fails."""
    done = subprocess.run(cmd, capture_output=True, text=True, **kwargs)
    if done.returncode != 0:
        tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-15:])
        raise SiteError(f"{what} failed ({' '.join(cmd[:4])} ...):\n{tail}")
    return done


def package_wheel(root: Path, dest: Path) -> Path:
    """The package's own wheel, built from the checkout at ``root``."""
    if not (root / "pyproject.toml").is_file():
        raise SiteError(f"{root} has no pyproject.toml: the site is built from a checkout of "
                        "the guide (its notebooks and its package together).")
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(dest)]
    if _can_build_here():
        cmd.append("--no-build-isolation")
    run([*cmd, str(root)], "Building the package's wheel")
    found = sorted(dest.glob("ramsas_widgets-*.whl"))
    if not found:
        raise SiteError("pip built no wheel of ramsas_widgets.")
    return found[-1]


def _can_build_here() -> bool:
    """Whether this environment's setuptools builds wheels by itself (no download)."""
    import importlib.util

    try:
        version = tuple(int(x) for x in metadata.version("setuptools").split(".")[:2])
    except (metadata.PackageNotFoundError, ValueError):
        return False
    return version >= (70, 1) or importlib.util.find_spec("wheel") is not None


def download_wheels(specs: list[str], dest: Path, python: str = "3.13") -> list[Path]:
    """Pure-Python wheels of ``specs`` (``name==version``) from the package index, for the
    Python of Pyodide."""
    if not specs:
        return []
    dest.mkdir(parents=True, exist_ok=True)
    run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
         "--python-version", python, "-q", "-d", str(dest), *specs],
        f"Downloading {', '.join(specs)}")
    found = []
    for spec in specs:
        name, _, version = spec.partition("==")
        found += [w for w in dest.glob("*.whl") if _wheel_key(w.name) == _name_key(name)
                  and (not version or w.name.split("-")[1] == version)]
    return sorted(found)


def page_wheels(dest: Path, names: Iterable[str] = PAGE_WHEELS) -> list[Path]:
    """The wheels of ``names`` (:data:`PAGE_WHEELS`) at the versions installed here."""
    names = list(names)
    specs = []
    for name in names:
        try:
            specs.append(f"{name}=={metadata.version(name)}")
        except metadata.PackageNotFoundError:
            specs.append(name)
    download_wheels(specs, dest)
    wheels = []
    for name in names:
        found = sorted(w for w in dest.glob("*.whl") if _wheel_key(w.name) == _name_key(name))
        if not found:
            raise SiteError(f"No wheel of {name} was downloaded.")
        wheels.append(found[-1])
    return wheels


def word_wheels(dest: Path, languages: Iterable[str], root: Path | None = None,
                say: Callable[[str], None] = print) -> list[Path]:
    """The wheels of :data:`WORD_WHEELS` at the versions installed here, Babel's trimmed to
    ``languages`` (:func:`trimmed_babel`) and checked (:func:`check_babel`)."""
    wheels = page_wheels(dest / "downloaded", WORD_WHEELS)
    languages = list(languages)
    out = []
    for wheel in wheels:
        if _wheel_key(wheel.name) == "babel":
            full = wheel.stat().st_size
            wheel = trimmed_babel(wheel, dest, languages)
            check_babel(wheel, languages, root)
            say(f"Babel's locale data trimmed to {', '.join(babel_locales(languages))}: "
                f"{wheel.stat().st_size / 1e6:.1f} MB instead of {full / 1e6:.1f} MB.")
        else:
            wheel = Path(shutil.copy2(wheel, dest / wheel.name))
        out.append(wheel)
    return out


def babel_locales(languages: Iterable[str]) -> list[str]:
    """The CLDR locales whose data Babel loads for ``languages``: each language's own, and
    every locale it inherits from, up to ``root`` (Babel's own rules: its parent exceptions,
    then the identifier cut at its last ``_``)."""
    from babel import Locale, localedata
    from babel.core import get_global

    parents = get_global("parent_exceptions")
    non_likely = getattr(localedata, "_is_non_likely_script", lambda _name: False)
    names = {"root"}
    for code in languages:
        name = str(Locale.parse(code.replace("-", "_")))
        while name != "root" and name not in names:
            names.add(name)
            parent = parents.get(name)
            if not parent:
                parts = name.split("_")
                parent = ("root" if non_likely(name) or len(parts) == 1
                          else "_".join(parts[:-1]))
            name = parent
    return sorted(names)


def trimmed_babel(wheel: Path, dest: Path, languages: Iterable[str]) -> Path:
    """Babel's wheel holding the locale data of :func:`babel_locales` alone (CLDR's data for
    every locale is most of its 11 MB, 30 MB unpacked), as its own version: the local label
    ``+ramsas.<languages>`` (``babel-2.19.0+ramsas.en.lt-py3-none-any.whl``), so that the
    site's indexes and a browser's cache never take it for the full wheel. Its ``METADATA``
    says that version; its ``RECORD`` lists what it holds. The code is Babel's own, whole."""
    keep = {f"babel/locale-data/{name}.dat" for name in babel_locales(languages)}
    name, version, *tags = wheel.name[:-4].split("-")
    codes = sorted({re.sub(r"[^a-z0-9]+", "", c.lower()) for c in languages})
    local = f"{version}+{BABEL_LABEL}.{'.'.join(codes)}"
    old_info, new_info = f"{name}-{version}.dist-info/", f"{name}-{local}.dist-info/"
    path = dest / f"{name}-{local}-{'-'.join(tags)}.whl"
    record = []
    with zipfile.ZipFile(wheel) as zin, zipfile.ZipFile(path, "w") as zout:
        for info in zin.infolist():
            member = info.filename
            if member.startswith("babel/locale-data/") and member.endswith(".dat") \
                    and member not in keep:
                continue
            if member == f"{old_info}RECORD":
                continue
            data = zin.read(member)
            if member.startswith(old_info):
                member = new_info + member[len(old_info):]
            if member == f"{new_info}METADATA":
                head, sep, body = data.decode("utf-8").partition("\n\n")
                head = re.sub(r"(?m)^Version: .*$", f"Version: {local}", head)
                data = (head + sep + body).encode("utf-8")
            copy = zipfile.ZipInfo(member, info.date_time)
            copy.compress_type = zipfile.ZIP_DEFLATED
            copy.external_attr = info.external_attr
            zout.writestr(copy, data)
            record.append(f"{member},sha256={_digest(data)},{len(data)}\n")
        record.append(f"{new_info}RECORD,,\n")
        info = zipfile.ZipInfo(f"{new_info}RECORD", (2020, 1, 1, 0, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        zout.writestr(info, "".join(record))
    return path


#: Run with only a trimmed Babel's files importable (:func:`check_babel`): each language's
#: speaker made, a number, a list and a plural said.
BABEL_CHECK = """
import json, sys
import babel
from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal
assert babel.__file__.startswith(sys.argv[1]), babel.__file__
from ramsas_widgets.i18n.locale import speaker
said = {}
for code in json.loads(sys.argv[2]):
    s = speaker(code)
    locale = Locale.parse(code)
    said[code] = [s.number(10000.5), s.words(["A", "B", "C"]),
                  s.person(2).format(None), locale.plural_form(2),
                  format_decimal(1234.5, locale=code), format_list(["x", "y"], locale=code)]
print(json.dumps(said, ensure_ascii=False))
"""


def check_babel(wheel: Path, languages: Iterable[str], root: Path | None = None) -> dict:
    """Load each language's speaker with nothing of Babel but the trimmed ``wheel``'s files
    (unpacked first on Python's path): Babel reads a locale's data only when it is asked
    for, so a file left out that a language needs fails here, not in a reader's browser.
    Returns what each language said."""
    with tempfile.TemporaryDirectory(prefix="ramsas-babel-") as tmp:
        with zipfile.ZipFile(wheel) as whl:
            whl.extractall(tmp)
        paths = [tmp, *([str(root)] if root else []), os.environ.get("PYTHONPATH", "")]
        done = subprocess.run(
            [sys.executable, "-c", BABEL_CHECK, tmp, json.dumps(list(languages))],
            capture_output=True, text=True, timeout=300,
            env={**os.environ, "PYTHONPATH": os.pathsep.join(p for p in paths if p)})
    if done.returncode != 0:
        tail = "\n".join(done.stderr.strip().splitlines()[-6:])
        raise SiteError(f"The trimmed Babel ({wheel.name}) lacks what a language needs:\n"
                        f"{tail}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def word_depends(lock: dict, dest: Path) -> tuple[list[str], list[Path]]:
    """Where the pages get :data:`WORD_DEPENDS`: the names Pyodide's lock file has (loaded
    from its distribution), and wheels, at the versions installed here, of the others."""
    names = {key(n): n for n in lock.get("packages", {})}
    held = [names[key(n)] for n in WORD_DEPENDS if key(n) in names]
    others = [n for n in WORD_DEPENDS if key(n) not in names]
    return held, (page_wheels(dest, others) if others else [])


# -- Pyodide -----------------------------------------------------------------------------------


def kernel_pyodide_version() -> str:
    """The Pyodide version the installed JupyterLite kernel is built for."""
    try:
        from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as version
    except ImportError:
        return PYODIDE_VERSION
    return version


def default_pyodide() -> str:
    """The published Pyodide distribution matching the kernel (its own default)."""
    return f"https://cdn.jsdelivr.net/pyodide/v{kernel_pyodide_version()}/full/pyodide.js"


def pyodide_js(url: str) -> str:
    """``url`` naming a distribution's folder or its ``pyodide.js``, as its ``pyodide.js``."""
    if url.endswith((".js", ".mjs")):
        return url
    return url.rstrip("/") + "/pyodide.js"


def find_runtime(source: str | None, roots: Iterable[Path], cache: Path) -> Path:
    """A folder holding Pyodide's runtime of the kernel's version: ``source`` (a folder, or
    an npm tarball), else ``node_modules/pyodide`` under one of ``roots``, else the npm
    package fetched with ``npm pack`` into ``cache``."""
    version = kernel_pyodide_version()
    if source:
        path = Path(source).expanduser()
        if path.is_dir():
            folder = path / "package" if (path / "package" / "pyodide.js").is_file() else path
        elif path.is_file() and path.name.endswith((".tgz", ".tar.gz")):
            folder = _unpack_npm(path, cache / f"unpacked-{path.stem}")
        else:
            raise SiteError(f"--pyodide {source}: with --offline, give a folder holding "
                            "Pyodide (pyodide.js and its files) or the npm package's tarball.")
    else:
        candidates = [root / "node_modules" / "pyodide" for root in roots]
        folder = next((c for c in candidates if (c / "pyodide.js").is_file()), None)
        if folder is None or _npm_version(folder) not in (version, None):
            folder = _npm_pack(version, cache)
    if not (folder / "pyodide.js").is_file() or not (folder / "pyodide-lock.json").is_file():
        raise SiteError(f"{folder} holds no Pyodide runtime (pyodide.js, pyodide-lock.json).")
    found = _npm_version(folder) or _lock_version(folder)
    if found and found != version:
        raise SiteError(f"{folder} holds Pyodide {found}; the kernel needs {version} "
                        f"(npm install pyodide@{version}).")
    return folder


def _npm_version(folder: Path) -> str | None:
    try:
        return json.loads((folder / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError):
        return None


def _lock_version(folder: Path) -> str | None:
    try:
        info = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]
    except (OSError, ValueError, KeyError):
        return None
    version = info.get("version", "")
    return version if re.fullmatch(r"\d+\.\d+\.\d+", version) else None


def _unpack_npm(tarball: Path, dest: Path) -> Path:
    if not (dest / "package" / "pyodide.js").is_file():
        dest.mkdir(parents=True, exist_ok=True)
        with tarfile.open(tarball) as tar:
            tar.extractall(dest, filter="data")
    return dest / "package"


def _npm_pack(version: str, cache: Path) -> Path:
    """Pyodide's npm package, fetched once into ``cache`` with ``npm pack``."""
    cache.mkdir(parents=True, exist_ok=True)
    tarball = cache / f"pyodide-{version}.tgz"
    if not tarball.is_file():
        npm = shutil.which("npm")
        if npm is None:
            raise SiteError(f"--offline needs Pyodide's runtime: run `npm install "
                            f"pyodide@{version}` here, or pass --pyodide with a folder "
                            "holding it (npm was not found to fetch it).")
        run([npm, "pack", f"pyodide@{version}", "--silent", "--pack-destination", str(cache)],
            f"Fetching pyodide@{version} from npm")
    return _unpack_npm(tarball, cache / f"pyodide-{version}")


def stand_in_wheel(name: str, version: str, dest: Path) -> Path:
    """An empty wheel standing in for a package the kernel asks for while it starts and can
    go without, as IPython does where it is missing: a module of Pyodide's standard library
    that is not in the folder (SQLite), or one the pages never use (:data:`STAND_INS`)."""
    path = dest / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    files = {f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
             f"{info}/WHEEL": "Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
    record = "".join(f"{n},sha256={_digest(t.encode())},{len(t.encode())}\n"
                     for n, t in files.items()) + f"{info}/RECORD,,\n"
    with zipfile.ZipFile(path, "w") as whl:
        for n, t in files.items():
            whl.writestr(zipfile.ZipInfo(n, (2020, 1, 1, 0, 0, 0)), t)
        whl.writestr(zipfile.ZipInfo(f"{info}/RECORD", (2020, 1, 1, 0, 0, 0)), record)
    return path


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def distribution_lock(dist: str, runtime: Callable[[], Path]) -> dict:
    """The lock file of the Pyodide distribution at ``dist`` (the folder of its
    ``pyodide.js``): fetched from there, else the npm package's copy of the same version."""
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(dist + "pyodide-lock.json", timeout=30) as answer:
            return json.loads(answer.read().decode("utf-8"))
    except (OSError, ValueError, urllib.error.URLError):
        folder = runtime()
        return json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))


def online_lock(lock: dict, dist: str, dest: Path) -> None:
    """The site's own copy of a distribution's lock file: every package at its address in
    the distribution, less the dependencies of :data:`CUT_DEPENDS`."""
    packages = {}
    for name, entry in lock["packages"].items():
        entry = dict(entry)
        entry["file_name"] = dist + entry["file_name"]
        cut = CUT_DEPENDS.get(name, ())
        entry["depends"] = [d for d in entry.get("depends", []) if d not in cut]
        packages[name] = entry
    dest.mkdir(parents=True, exist_ok=True)
    (dest / "pyodide-lock.json").write_text(json.dumps({**lock, "packages": packages}),
                                            encoding="utf-8")


def offline_pyodide(runtime: Path, dest: Path, downloads: Path,
                    say: Callable[[str], None] = print) -> tuple[list[str], bool]:
    """Pyodide for a folder that asks no other host: the runtime, and a lock file naming
    only the packages the folder holds. Returns those packages and whether numpy and
    matplotlib are among them.

    The kernel's packages (:data:`KERNEL_PACKAGES` and what they need) and those the
    widgets' words need (:data:`WORD_DEPENDS`, where the lock file has them) come from
    ``runtime`` where it holds them (a full distribution), else, being pure Python, from
    PyPI at the lock's versions; SQLite, part of Pyodide's standard library built for the
    browser, gets an empty stand-in. numpy and matplotlib come only from a full
    distribution."""
    dest.mkdir(parents=True, exist_ok=True)
    for name in RUNTIME_FILES:
        if (runtime / name).is_file():
            shutil.copy2(runtime / name, dest / name)
    lock = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    numbers = closure(packages, NUMBER_PACKAGES)
    has_numbers = all((runtime / packages[n]["file_name"]).is_file() for n in numbers)
    needed = KERNEL_PACKAGES + WORD_DEPENDS  # what the lock file lacks is left to word_depends
    wanted = (closure(packages, needed + NUMBER_PACKAGES, without=STAND_INS)
              if has_numbers else
              closure(packages, needed, without=NUMBER_PACKAGES + STAND_INS))
    kept: dict[str, dict] = {}
    fetch: dict[str, str] = {}
    left_out: list[str] = []
    for name in wanted:
        entry = dict(packages[name])
        local = runtime / entry["file_name"]
        if local.is_file():
            shutil.copy2(local, dest / local.name)
            kept[name] = entry
        elif entry["file_name"].endswith("-none-any.whl"):
            fetch[name] = f"{name}=={entry['version']}"
        elif entry.get("package_type") == "cpython_module" and not entry.get("depends"):
            wheel = stand_in_wheel(name, entry["version"], dest)
            kept[name] = {**entry, "file_name": wheel.name, "imports": [],
                          "package_type": "package", "sha256": _sha256(wheel)}
        else:
            left_out.append(name)
    for path in download_wheels(sorted(fetch.values()), downloads):
        name = next((n for n in fetch if _wheel_key(path.name) == _name_key(n)), None)
        if name is None:
            continue
        shutil.copy2(path, dest / path.name)
        kept[name] = {**packages[name], "file_name": path.name, "sha256": _sha256(path)}
    for name in STAND_INS:  # its empty wheel comes with stand_ins()
        if name in packages:
            kept[name] = dict(packages[name])
    missing = sorted(set(fetch) - set(kept))
    if missing:
        raise SiteError(f"No wheel was found for {', '.join(missing)}.")
    if left_out:
        say(f"Not in this copy (built for the browser, on neither npm nor PyPI): "
            f"{', '.join(sorted(left_out))}.")
    for name, entry in kept.items():
        entry["depends"] = [d for d in entry.get("depends", [])
                            if any(_name_key(d) == _name_key(k) for k in kept)
                            and d not in CUT_DEPENDS.get(name, ())]
    lock["packages"] = kept
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")
    return sorted(kept), has_numbers


def _name_key(name: str) -> str:
    """A distribution's name, normalised (``pure-eval``, ``pure_eval``: ``pure_eval``)."""
    return re.sub(r"[-_.]+", "_", name).lower()


def _wheel_key(file_name: str) -> str:
    """The normalised name of the distribution a wheel file holds."""
    return _name_key(file_name.split("-")[0])


# -- the build ---------------------------------------------------------------------------------


def wheel_entry(wheel: Path, where: str) -> dict:
    """A lock-file entry for a pure-Python wheel the site holds at ``where`` (relative to
    the lock file's folder)."""
    name, version = wheel.name.split("-")[:2]
    name = key(name)  # as Pyodide's lock file names packages
    with zipfile.ZipFile(wheel) as whl:
        tops = sorted({n.split("/")[0].removesuffix(".py") for n in whl.namelist()
                       if not n.split("/")[0].endswith((".dist-info", ".data"))})
    return {"name": name, "version": version, "file_name": f"{where}/{wheel.name}",
            "install_dir": "site", "sha256": _sha256(wheel), "package_type": "package",
            "imports": tops, "depends": [], "unvendored_tests": False}


def stand_ins(lock_file: Path, names: Iterable[str] = STAND_INS) -> None:
    """Give each of ``names`` an empty wheel in the site's lock file (see
    :data:`STAND_INS`), written beside it."""
    lock = json.loads(lock_file.read_text(encoding="utf-8"))
    for name in names:
        entry = lock["packages"].get(name)
        if entry is None:
            continue
        wheel = stand_in_wheel(name, entry["version"], lock_file.parent)
        lock["packages"][name] = {**entry, "file_name": wheel.name, "imports": [],
                                  "depends": [], "package_type": "package",
                                  "sha256": _sha256(wheel)}
    lock_file.write_text(json.dumps(lock), encoding="utf-8")


def preload(lock_file: Path, wheels: Iterable[Path], kernel_wheels: Iterable[Path],
            distributed: Iterable[str] = ()) -> list[str]:
    """Add the site's own wheels and the kernel's to the site's lock file, so that Pyodide
    fetches every package a page needs at once while it starts (the kernel would otherwise
    install them one after the other, and the page's first cell the rest), with
    ``distributed``, packages of the distribution's own the pages need (the words':
    :func:`word_depends`). Returns the packages to preload."""
    lock = json.loads(lock_file.read_text(encoding="utf-8"))
    packages = lock["packages"]
    # spelt as the kernel spells them: it skips what is preloaded
    wanted = [*PRELOAD, *distributed]
    for wheel in kernel_wheels:
        entry = wheel_entry(wheel, f"../{EXTENSION_WHEELS}")
        if entry["name"] in map(key, PRELOAD):
            packages.setdefault(entry["name"], entry)
    for wheel in wheels:
        entry = wheel_entry(wheel, "../pypi")
        packages[entry["name"]] = entry
        wanted.append(entry["name"])
    lock_file.write_text(json.dumps(lock), encoding="utf-8")
    return [n for n in dict.fromkeys(wanted) if key(n) in packages]


def extension_folder() -> Path:
    """The Pyodide kernel's front-end extension, as jupyterlite-pyodide-kernel installed it."""
    root = template.installed_data_root("jupyterlite-pyodide-kernel")
    candidates = [Path(root)] if root else []
    from jupyter_core.paths import jupyter_path

    candidates += [Path(p) for p in jupyter_path()]
    for base in candidates:
        folder = base / "labextensions" / KERNEL_EXTENSION
        if (folder / "package.json").is_file():
            return folder
    raise SiteError("The Pyodide kernel's extension was not found: install the site's "
                    "tools with pip install -e \".[site]\".")


def check_tools() -> list[str]:
    """Missing or other versions of the build's tools, as sentences (empty: all pinned)."""
    notes = []
    for name, pinned in PINS.items():
        try:
            found = metadata.version(name)
        except metadata.PackageNotFoundError:
            raise SiteError(f"{name} is not installed: install the site's tools with "
                            "pip install -e \".[site]\".") from None
        if found != pinned:
            notes.append(f"{name} {found} is installed; the site is built and tested with "
                         f"{pinned}.")
    return notes


def lite_config(work: Path, out: Path, wheels: list[Path], pyodide_url: str,
                lock_url: str, packages: list[str]) -> None:
    """JupyterLite's two configuration files for the build in ``work``: Pyodide from
    ``pyodide_url`` with the site's lock file at ``lock_url`` (both relative to the site's
    root, or absolute), loading ``packages`` while it starts, through the site's start
    script (:data:`ramsas_widgets.site.bundle.START_SCRIPT`, in the lock file's folder)."""
    config = {
        "LiteBuildConfig": {
            "contents": ["contents"],
            "output_dir": str(out),
            "apps": ["voici"],
            "ignore_sys_prefix": True,
            "federated_extensions": [str(extension_folder())],
            "no_sourcemaps": True,
            "cache_dir": str(work / ".cache"),
        },
        "PipliteAddon": {"piplite_urls": [str(w) for w in wheels]},
    }
    (work / "jupyter_lite_config.json").write_text(json.dumps(config, indent=1),
                                                   encoding="utf-8")
    # the kernel loads the site's start script in Pyodide's place (site/bundle.py), and
    # resolves every option ending in URL against the site's root
    pyodide_folder = pyodide_url.rsplit("/", 1)[0] + "/"
    page = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "The Rams guide",
            "litePluginSettings": {
                f"{KERNEL_EXTENSION}:kernel": {
                    "pyodideUrl": f"./pyodide/{START_SCRIPT}",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"indexURL": pyodide_folder, "lockFileURL": lock_url,
                                           "packages": packages},
                },
            },
        },
    }
    (work / "jupyter-lite.json").write_text(json.dumps(page, indent=1), encoding="utf-8")


#: The site's first page (``index.html``, and ``voici/index.html``): it opens the guide's
#: index in the reader's language, as the server's first page does (its
#: ``static/landing.js``): the language last chosen in a page's bar (``static/words.js``
#: remembers it), else the first of the browser's languages the guide speaks; English
#: otherwise. Without JavaScript, the English index.
LANDING = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The Rams family of card games: an interactive guide</title>
<link rel="icon" href="data:;base64,=">
<script type="application/json" id="rw-languages">{pages}</script>
<script>
(function () {{
  "use strict";
  var pages = JSON.parse(document.getElementById("rw-languages").textContent);
  var has = function (code) {{ return Object.prototype.hasOwnProperty.call(pages, code); }};
  var chosen = null;
  try {{
    chosen = window.localStorage.getItem("ramsas-language");
  }} catch (e) {{ /* no storage: the browser's languages decide */ }}
  if (!chosen) {{
    var wanted = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < wanted.length && !chosen; i++) {{
      var code = String(wanted[i]).toLowerCase().split("-")[0];
      if (has(code)) {{
        chosen = code;
      }}
    }}
  }}
  window.location.replace(pages[chosen && has(chosen) ? chosen : "en"]);
}})();
</script>
<noscript><meta http-equiv="refresh" content="0; url={target}"></noscript>
</head>
<body>
<main>
<p>The guide starts at <a href="{target}">its index page</a>.{others}</p>
</main>
</body>
</html>
"""


def landing_page(pages: dict[str, str]) -> str:
    """:data:`LANDING` for the indexes ``pages`` (language code -> address, English first)."""
    from html import escape

    from ramsas_widgets.i18n.locale import NATIVE_NAMES

    others = "".join(f' <a href="{escape(href)}" hreflang="{code}" lang="{code}" '
                     f'data-rw-language="{code}">{escape(NATIVE_NAMES.get(code, code))}</a>'
                     for code, href in pages.items() if code != "en")
    # the JSON's "</" cannot close the script it stands in
    listed = json.dumps(pages).replace("</", "<\\/")
    return LANDING.format(pages=listed, target=escape(pages["en"]), others=others)


def same_page_links(out: Path) -> int:
    """Put back the links to a place in the same page: Voici writes a Markdown link that is
    an anchor alone (the rules page's ``[LT-DEAL-2](#LT-DEAL-2)``, its contents) as a link
    into the site's copy of the notebooks' folder (``../../files/#LT-DEAL-2``, in
    ``lt/``: ``../../../files/lt/#...``), where nothing is. Returns how many it mended."""
    render = out / "voici" / "render"
    mended = 0
    for page in sorted(render.rglob("*.html")):
        folder = page.parent.relative_to(render).parts
        # Voici's prefix for a page's relative links (its files_url_prefix)
        prefix = "../" * (2 + len(folder)) + "files/" + "".join(f"{p}/" for p in folder)
        text = page.read_text(encoding="utf-8")
        found = text.count(f'href="{prefix}#')
        if found:
            page.write_text(text.replace(f'href="{prefix}#', 'href="#'), encoding="utf-8")
            mended += found
    return mended


def finish(out: Path, languages: Iterable[str] = ("en",)) -> None:
    """What the pages do not use goes; the entry pages lead to the guide's index in the
    reader's language (:func:`landing_page`)."""
    from ramsas_widgets.serve.launcher import language_folder

    build = out / "build"
    if build.is_dir():
        for child in build.iterdir():
            if child.name not in BUILD_KEPT:
                shutil.rmtree(child) if child.is_dir() else child.unlink()
    for name in ("doc", "jupyter-lite.ipynb", "lab", "notebooks", "tree", "repl", "edit",
                 "consoles"):
        path = out / name
        if path.is_dir():
            shutil.rmtree(path)
        elif path.is_file():
            path.unlink()
    indexes = {code: f"render/{language_folder(code)}{INDEX_PAGE}.html" for code in languages}
    (out / "index.html").write_text(
        landing_page({code: f"voici/{href}" for code, href in indexes.items()}),
        encoding="utf-8")
    (out / "voici" / "index.html").write_text(landing_page(indexes), encoding="utf-8")
    tree = out / "voici" / "tree"
    if tree.is_dir():
        shutil.rmtree(tree)
    same_page_links(out)
    # GitHub Pages serves the folder as it is
    (out / ".nojekyll").write_text("", encoding="utf-8")


def build(out: Path, offline: bool = False, pyodide: str | None = None,
          notebooks: str | Path | None = None,
          say: Callable[[str], None] = print, bytecode: bool = True,
          languages: Iterable[str] | None = None) -> Site:
    """Build the site into ``out`` (emptied first) and say what was written. ``bytecode``:
    compile what the pages import (:mod:`ramsas_widgets.site.bytecode`); ``languages``:
    the languages to build (default: every one whose pages are there, :func:`site_languages`;
    English at ``voici/render/``, another under ``voici/render/<code>/``)."""
    from ramsas_widgets.serve.launcher import LaunchError, find_notebooks, language_folder

    start = time.monotonic()
    for note in check_tools():
        say(note)
    try:
        folder = find_notebooks(str(notebooks) if notebooks else None)
    except LaunchError as err:
        raise SiteError(str(err)) from None
    root = folder.parent
    out = Path(out).expanduser().resolve()
    if out.exists() and any(out.iterdir()):
        if not (out / "voici").is_dir() and not (out / "jupyter-lite.json").is_file():
            raise SiteError(f"{out} is not empty and holds no site built before: give a new "
                            "or an empty folder.")
        shutil.rmtree(out)
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "ramsas_widgets"
    with tempfile.TemporaryDirectory(prefix="ramsas-site-") as tmp:
        work = Path(tmp)
        codes = site_languages(folder, languages)
        written = {code: write_pages(page_sources(folder, code),
                                     work / "contents" / language_folder(code), code, codes)
                   for code in codes}
        pages = written.pop("en")
        say(f"Pages: {', '.join(pages)}"
            + "".join(f"; in {code}: {len(names)} pages" for code, names in written.items()))
        wheels = [package_wheel(root, work / "wheels"), *page_wheels(work / "wheels"),
                  *word_wheels(work / "wheels", codes, root, say)]
        held: list[str] = []
        numbers = True
        if offline:
            runtime = find_runtime(pyodide, [Path.cwd(), root], cache / "npm")
            held, numbers = offline_pyodide(runtime, work / "pyodide", cache / "wheels", say)
            url = "./pyodide/pyodide.js"
            say(f"Pyodide {kernel_pyodide_version()} inside the folder, with "
                f"{', '.join(held)}.")
        else:
            url = pyodide_js(pyodide or default_pyodide())
            dist = url.rsplit("/", 1)[0] + "/"
            online_lock(distribution_lock(
                dist, lambda: find_runtime(None, [Path.cwd(), root], cache / "npm")),
                dist, work / "pyodide")
            say(f"Pyodide, numpy and matplotlib from {dist}")
        kernel_wheels = sorted((extension_folder() / "static" / "pypi").glob("*.whl"))
        stand_ins(work / "pyodide" / "pyodide-lock.json")
        distributed, extra = word_depends(
            json.loads((work / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8")),
            work / "wheels")
        wheels += extra
        say(f"Wheels: {', '.join(w.name for w in wheels)}; from Pyodide's distribution: "
            f"{', '.join(distributed) or 'nothing'}")
        packages = preload(work / "pyodide" / "pyodide-lock.json", wheels, kernel_wheels,
                           distributed)
        lite_config(work, out, wheels, url, "pyodide/pyodide-lock.json", packages)
        shutil.copy2(start_script(), work / "pyodide" / START_SCRIPT)
        run([sys.executable, "-c", VOICI, "build", f"--template={TEMPLATE}",
             "--strip_sources=True", "--show_tracebacks=False", "--theme=light"],
            "Building the pages with Voici", cwd=work, env=template.voila_env())
        shutil.copytree(work / "pyodide", out / "pyodide")
    finish(out, codes)
    bundle = bundle_packages(out)
    compiled = 0
    if bytecode:
        try:
            compiler = runtime if offline else find_runtime(None, [Path.cwd(), root],
                                                            cache / "npm")
        except SiteError as err:
            say(f"No compiled bytecode ({err}): the pages compile what they import on "
                "every visit, a few seconds more.")
        else:
            compiled = compile_site(out, compiler, say)
    if bundle is not None:
        record_bundle(out, bundle)
        say(f"{len(bundle.packages)} preloaded packages in one zip that Python imports from "
            f"as it is ({bundle.path.name}, {bundle.megabytes:.1f} MB): "
            f"{', '.join(bundle.packages)}."
            + (f" Imported when first used, not at start: part of {', '.join(bundle.lazy)}."
               if bundle.lazy else ""))
    site = Site(out, pages, offline, url, held, numbers, time.monotonic() - start,
                compiled, written)
    return site


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m ramsas_widgets site",
        description="Build the guide as a static site: pages whose Python runs in the "
                    "reader's browser (Voici, on Pyodide), for any static web server.")
    p.add_argument("out", metavar="OUT", help="the folder to write the site into (emptied "
                                              "first if it holds a site built before)")
    p.add_argument("--offline", action="store_true",
                   help="put everything a page needs inside the folder, asking no other "
                        "host: Pyodide's runtime from its npm package (node_modules/pyodide, "
                        "or npm pack); without numpy, the probability lab deals in plain Python")
    p.add_argument("--pyodide", metavar="URL",
                   help="where pages load Pyodide (numpy, matplotlib) from (default: "
                        f"{default_pyodide()}); with --offline, a folder holding Pyodide "
                        "(a full distribution unpacked brings numpy and matplotlib) or the "
                        "npm package's tarball")
    p.add_argument("--notebooks", metavar="DIR", help="folder holding the guide's notebooks")
    p.add_argument("--languages", metavar="CODES",
                   help="the languages to build, comma-separated (default: every language "
                        "whose pages are there, English at the site's root and each other "
                        "in its folder: en,lt)")
    p.add_argument("--no-bytecode", action="store_true",
                   help="leave out the compiled bytecode of what the pages import (smaller, "
                        "and each page's Python compiles it on every visit, seconds slower)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        site = build(Path(args.out), offline=args.offline, pyodide=args.pyodide,
                     notebooks=args.notebooks, bytecode=not args.no_bytecode,
                     languages=args.languages.split(",") if args.languages else None)
    except SiteError as err:
        print(f"python -m ramsas_widgets site: {err}", file=sys.stderr)
        return 2
    print(site.summary())
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
