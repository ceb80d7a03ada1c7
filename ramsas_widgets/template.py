"""The guide's Voilà template and the stylesheets it links, shipped inside the package.

Voilà looks for a template called ``ramsas`` in ``voila/templates/ramsas`` under each Jupyter
data folder. The package carries its own data folder, :data:`DATA_DIR`
(``ramsas_widgets/share/jupyter``), holding the template:

- ``index.html.j2`` draws a lesson page: Voilà's ``lab`` template with the stylesheets linked
  in the head, the navigation bars and a light/dark switch; ``page.html`` the other pages
  (the lesson list, error pages);
- ``static/page.css`` (the page), ``static/cards.css`` and ``static/table.css`` (the
  widgets), ``static/theme.js`` (light or dark, chosen in the browser), ``static/a11y.js``
  (the widgets' names and states for screen readers, kept up to date in the browser).

``pip install .`` also copies the template to ``<prefix>/share/jupyter`` (the data-files of
``pyproject.toml``), where a plain ``voila`` or Binder's Jupyter server finds it. An
editable install copies nothing there, so the launcher and the tests add :data:`DATA_DIR` to
``JUPYTER_PATH`` (:func:`voila_env`), and so does the switch's ``.pth`` file
(:mod:`ramsas_widgets.hub.switch`) in Voilà's own command (``voila notebooks``) and in a Jupyter
server started with ``RAMSAS_GUIDE_SERVER=1``. It goes second: Voilà takes the first data folder
holding a ``voila`` folder for its own data (JupyterLab's themes, served at
``voila/api/themes/``), so the folder holding Voilà's data stays first; an installed copy of
the template there is the one of the installed package.

>>> (TEMPLATE_DIR / "index.html.j2").is_file() and NAME == TEMPLATE_DIR.name
True
>>> "rw-card" in stylesheet("cards.css")
True
>>> paths = voila_env()["JUPYTER_PATH"].split(os.pathsep)
>>> paths.index(str(DATA_DIR)) == 1 and os.path.isdir(os.path.join(paths[0], "voila"))
True
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

#: The template's name, as Voilà's ``--template`` and ``voila.json`` give it.
NAME = "ramsas"
#: The package's Jupyter data folder (what ``JUPYTER_PATH`` lists).
DATA_DIR = Path(__file__).resolve().parent / "share" / "jupyter"
#: The template folder, and its files served at ``voila/templates/ramsas/static/``.
TEMPLATE_DIR = DATA_DIR / "voila" / "templates" / NAME
STATIC_DIR = TEMPLATE_DIR / "static"
#: The widgets' stylesheets, in the order the template links them after ``page.css``.
WIDGET_STYLESHEETS = ("cards.css", "table.css")


def stylesheet(name: str) -> str:
    """The text of one of the template's stylesheets (``"page.css"``, ``"cards.css"``...)."""
    return (STATIC_DIR / name).read_text(encoding="utf-8")


def installed_data_root(package: str) -> str | None:
    """The Jupyter data folder an installed package put its files in (``<prefix>/share/
    jupyter``), read from the package's own record of its files. In a virtual environment
    that borrows the system's packages (``--system-site-packages``) Voilà and the widgets'
    front end lie under the system's prefix, which Jupyter alone does not look in."""
    from importlib import metadata

    try:
        files = metadata.distribution(package).files or []
    except metadata.PackageNotFoundError:
        return None
    for file in files:
        parts = file.parts
        for i in range(len(parts) - 1):
            if parts[i:i + 2] == ("share", "jupyter"):
                top = Path(str(metadata.distribution(package).locate_file(file))).resolve()
                return str(top.parents[len(parts) - i - 3])
    return None


def voila_data_root() -> str:
    """The Jupyter data folder Voilà takes its own data from: where Voilà's package put it,
    else the first data folder holding a ``voila`` folder (as ``voila.utils.get_data_dir``
    finds it), leaving out this package's."""
    from jupyter_core.paths import jupyter_path

    installed = installed_data_root("voila")
    if installed and os.path.isdir(os.path.join(installed, "voila")):
        return installed
    for root in jupyter_path():
        if Path(root) != DATA_DIR and os.path.isdir(os.path.join(root, "voila")):
            return root
    return os.path.join(sys.prefix, "share", "jupyter")


def voila_env() -> dict[str, str]:
    """This process's environment with :data:`DATA_DIR` on ``JUPYTER_PATH``, second after
    the folder of Voilà's own data, so that Voilà finds the guide's template (and, third, the
    folder of the widgets' front end where that lies elsewhere)."""
    env = dict(os.environ)
    first = [voila_data_root(), str(DATA_DIR)]
    widgets = installed_data_root("jupyterlab_widgets")  # the widgets' front end
    if widgets and widgets not in first:
        first.append(widgets)
    others = [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p and p not in first]
    env["JUPYTER_PATH"] = os.pathsep.join([*first, *others])
    return env
