"""The static site's preloaded packages in one archive that Python imports from as it is.

Every page preloads the same packages while Pyodide starts (IPython and what it needs, the
kernel's, ipywidgets, Fluent: :data:`ramsas_widgets.site.builder.PRELOAD` and the site's
wheels). Pyodide installs a wheel by unpacking it, file by file, into the browser's
in-memory file system, in Python: on a return visit that took longer than anything else
before the guide's own code (0.84 s of Lesson 1's 3.5 s, here). :func:`bundle_packages`
puts the files of those wheels, sources and bytecode, into one zip (``pyodide/``
:data:`BUNDLE_NAME`) that the page writes into the file system whole and puts on
``sys.path`` (:data:`BUNDLE_AT`): Python's own ``zipimport`` reads its modules from it,
as it reads the standard library's from ``python_stdlib.zip``.

- What reads files of its own beside its modules (``__file__``) stays a wheel, unpacked
  as before: :data:`UNPACKED` says which and why.
- The zip lists every folder (``zipimport`` finds a namespace package, Fluent's
  ``fluent``, only by its folder's entry) and each package's ``.dist-info``
  (``importlib.metadata``, and so ``piplite``, sees them installed).
- What no page uses is imported when first used instead of at Python's start, where a
  package's own source can be changed for it without changing what it does
  (:data:`LAZY_IMPORTS`: IPython's terminal).
- The site's lock file names the zip, its SHA-256 and the packages in it
  (``info`` -> :data:`LOCK_KEY`, :func:`record_bundle`); the page's start
  (``pyodide/ramsas-start.js``, :data:`START_SCRIPT`) fetches it with that hash as its
  integrity, so a zip that does not match the lock file (a browser's cache older than
  the site) is never used, and tells Pyodide the packages in it are loaded. Where the zip
  cannot be had, the page loads the same packages from their wheels, which stay in the
  site.

>>> sorted(UNPACKED)
['babel', 'sqlite3']
"""

from __future__ import annotations

import hashlib
import json
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ramsas_widgets.site.lock import closure, key

#: The zip's name in the site's ``pyodide/`` folder.
BUNDLE_NAME = "site-packages.zip"
#: Where a page writes it, and the entry it gets on ``sys.path`` (right after
#: ``site-packages``); its bytecode names its sources there.
BUNDLE_AT = "/lib/python3.13/site-packages.zip"
#: The key of the site's lock file's ``info`` that describes the zip.
LOCK_KEY = "ramsas_site_packages"
#: The script the pages load in Pyodide's place (``pyodideUrl``): it starts Pyodide with
#: the zip. Shipped beside this module, copied into the site's ``pyodide/`` folder.
START_SCRIPT = "ramsas-start.js"
#: Packages that stay wheels, unpacked into ``site-packages``, and why. (pytz, also in the
#: zip, would read a time zone's file beside its modules only for ``pytz.timezone``, which
#: nothing on a page asks for: Fluent uses its UTC alone; the guide reads its catalogues
#: through ``importlib.resources``, which reads inside a zip.)
UNPACKED = {
    "babel": "reads its CLDR data from files beside its modules",
    "sqlite3": "holds a compiled library, which must be a file of its own",
}

#: What the zip changes in a package's source, to import less at a page's start: file ->
#: (text, its replacement). IPython imports its terminal (prompt_toolkit and its own
#: terminal shell, 0.13 s of Pyodide's start here) for ``IPython.embed``, which a page,
#: having no terminal, never calls: it is imported when called instead. A source whose
#: text is not there (another release) is left as it is.
LAZY_IMPORTS = {
    "IPython/__init__.py": (
        "from .terminal.embed import embed\n",
        "def embed(*args, **kwargs):  # imported when called (ramsas_widgets/site/bundle.py)\n"
        "    from .terminal.embed import embed as terminal_embed\n\n"
        "    return terminal_embed(*args, **kwargs)\n",
    ),
}


@dataclass
class Bundle:
    """A zip of preloaded packages, written into a site."""

    path: Path
    packages: list[str]
    #: the sources :data:`LAZY_IMPORTS` changed
    lazy: list[str]

    @property
    def megabytes(self) -> float:
        return self.path.stat().st_size / 1e6


def bundle_packages(out: Path) -> Bundle | None:
    """Write the zip of the packages the site's pages preload (the site's
    ``jupyter-lite.json``) whose wheels the site holds, but those of :data:`UNPACKED`, into
    ``out/pyodide/``; sources only (the bytecode comes with the rest,
    :func:`ramsas_widgets.site.bytecode.compile_site`). None when the site holds none of
    them (a site whose packages all come from elsewhere)."""
    folder = out / "pyodide"
    lock = json.loads((folder / "pyodide-lock.json").read_text(encoding="utf-8"))
    config = json.loads((out / "jupyter-lite.json").read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"]["litePluginSettings"]
    options = next(iter(settings.values()))["loadPyodideOptions"]
    wheels: dict[str, Path] = {}
    for name in closure(lock["packages"], options["packages"]):
        if key(name) in UNPACKED:
            continue
        file_name = lock["packages"][name]["file_name"]
        wheel = (folder / file_name).resolve()
        if "://" not in file_name and wheel.is_file():
            wheels[name] = wheel
    if not wheels:
        return None
    path = folder / BUNDLE_NAME
    lazy = write_bundle(wheels.values(), path)
    return Bundle(path, sorted(wheels, key=key), lazy)


def write_bundle(wheels: Iterable[Path], path: Path) -> list[str]:
    """Write the files of ``wheels`` into one zip at ``path``, every folder listed, without
    their bytecode (compiled for where a wheel unpacks), ``RECORD`` (which lists it) or
    ``.data`` (scripts and headers, which nothing imports), with :data:`LAZY_IMPORTS`. A
    file two wheels hold comes from the first. Returns the sources made lazy."""
    files: dict[str, bytes] = {}
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as whl:
            for info in whl.infolist():
                name = info.filename
                if info.is_dir() or "__pycache__" in name.split("/") \
                        or name.split("/")[0].endswith(".data") \
                        or name.endswith(".dist-info/RECORD"):
                    continue
                files.setdefault(name, whl.read(info))
    lazy = []
    for name, (text, instead) in LAZY_IMPORTS.items():
        source = files.get(name, b"").decode("utf-8")
        if source.count(text) == 1:
            files[name] = source.replace(text, instead).encode("utf-8")
            lazy.append(name)
    folders = {"/".join(name.split("/")[:depth]) + "/" for name in files
               for depth in range(1, name.count("/") + 1)}
    stamp = (1980, 1, 1, 0, 0, 0)  # the same files make the same zip
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as zout:
        for name in sorted(folders):
            zout.writestr(zipfile.ZipInfo(name, stamp), b"")
        for name in sorted(files):
            zout.writestr(zipfile.ZipInfo(name, stamp), files[name],
                          compress_type=zipfile.ZIP_DEFLATED)
    return lazy


def record_bundle(out: Path, bundle: Bundle) -> None:
    """Name ``bundle`` in the site's lock file (``info`` -> :data:`LOCK_KEY`): its file,
    relative to the lock file, its SHA-256 as it is now (after its bytecode) and its
    packages."""
    lock_file = out / "pyodide" / "pyodide-lock.json"
    lock = json.loads(lock_file.read_text(encoding="utf-8"))
    lock["info"][LOCK_KEY] = {
        "file_name": bundle.path.relative_to(lock_file.parent).as_posix(),
        "sha256": hashlib.sha256(bundle.path.read_bytes()).hexdigest(),
        "path": BUNDLE_AT,
        "packages": bundle.packages,
    }
    lock_file.write_text(json.dumps(lock), encoding="utf-8")


def start_script() -> Path:
    """The page's start script, as the package ships it."""
    return Path(__file__).with_name(START_SCRIPT)
