"""Pages the guide's server sends without a kernel: the rules.

The rules page is text: it has no code to run, so the guide's server
(:class:`ramsas_widgets.serve.server.GuideServer`) answers its address itself, with the page
:func:`ramsas_widgets.serve.rules_page.page_html` draws from the rules notebook's own Markdown
(``08_rules.ipynb``, written from ``docs/RULES.md`` by the builder), read once when the
server starts. Opening it takes no kernel, no place under the class's cap and no kernel
from the pool (which never preheats it), and a link to ``#LT-DEAL-2`` lands on its rule as
on any web page. Plain Voilà (Binder) serves the notebook itself instead.
"""

from __future__ import annotations

import re
from pathlib import Path

import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join

from ramsas_widgets.i18n.locale import LANGUAGES
from ramsas_widgets.template import NAME

from .rules_page import NOTEBOOK, page_html

#: The folders of the lessons in a language other than English (``lt/``).
LANGUAGE_FOLDERS = tuple(code for code in LANGUAGES if code != "en")


class RulesPageHandler(JupyterHandler):
    """The rules page, drawn once at start: the same answer for every visit."""

    def initialize(self, html: str) -> None:
        self.html = html

    @tornado.web.authenticated
    def get(self) -> None:
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-cache")
        self.write(self.html)


def rules_page_html(notebooks: Path, base_url: str = "/", template: str = NAME) -> str | None:
    """The rules page for the server of ``notebooks`` (its stylesheets under ``base_url``,
    from the template ``template``; its bar in the notebook's language), or None when there
    is no rules notebook there."""
    import nbformat

    path = Path(notebooks) / NOTEBOOK
    if not path.is_file():
        return None
    nb = nbformat.read(path, as_version=4)
    cells = [c.source for c in nb.cells if c.cell_type == "markdown"]
    static = url_path_join(base_url, "voila/templates", template, "static") + "/"
    return page_html(
        cells, static_url=static, light_theme_url=static + "theme-light.css",
        dark_theme_url=url_path_join(base_url, "voila/api/themes/@jupyterlab/"
                                               "theme-dark-extension/index.css"),
        frame=(nb.metadata.get("ramsas_widgets") or {}).get("frame"))


def rules_routes(notebooks: Path, base_url: str = "/", template: str = NAME,
                 server_url: str | None = None) -> list[tuple]:
    """The handlers of the rules pages' addresses (under ``server_url``, by default
    ``base_url``): the English one beside the lessons and one in each language's folder
    (``lt/08_rules.ipynb``), for ``init_handlers``; none where there is no rules notebook
    (Voilà then serves it as any page)."""
    routes = []
    for folder in ("", *LANGUAGE_FOLDERS):
        html = rules_page_html(Path(notebooks) / folder, base_url, template)
        if html is None:
            continue
        page = f"{folder}/{NOTEBOOK}" if folder else NOTEBOOK
        pattern = url_path_join(server_url or base_url, "voila/render", re.escape(page))
        routes.append((pattern, RulesPageHandler, {"html": html}))
    return routes
