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

from ramsas_widgets.template import NAME

from .rules_page import NOTEBOOK, page_html


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
    from the template ``template``), or None when there is no rules notebook there."""
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
        back=("00_index.ipynb", "the index"))


def rules_route(notebooks: Path, base_url: str = "/", template: str = NAME,
                server_url: str | None = None) -> tuple | None:
    """The handler of the rules page's address (under ``server_url``, by default
    ``base_url``), for ``init_handlers`` (None without a rules notebook: Voilà then serves
    it as any page)."""
    html = rules_page_html(notebooks, base_url, template)
    if html is None:
        return None
    pattern = url_path_join(server_url or base_url, "voila/render", re.escape(NOTEBOOK))
    return (pattern, RulesPageHandler, {"html": html})
