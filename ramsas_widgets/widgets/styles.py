"""The widgets' stylesheets, brought into a notebook where no Voilà template links them.

The widgets' look is in ``cards.css`` and ``table.css``, files of the guide's Voilà template
(:mod:`ramsas_widgets.template`). Served by Voilà, the template links them in the page head.
In JupyterLab (or any other notebook front end) no template applies: there each widget calls
:func:`use_styles` when it is made, and the first widget made by a running cell shows the
stylesheets, read from the package, as an invisible ``<style>`` output of that cell. Other
widgets of the same cell add nothing; a cell run again shows them again, since running it
cleared its earlier outputs. Outside a kernel (plain Python, doctests), in a kernel that
Voilà started, on a page of the static site, or in a widget callback, nothing is shown.

>>> ".rw-card" in widget_css() and ".rw-play-table" in widget_css()
True
>>> use_styles()  # no kernel here: nothing to do
"""

from __future__ import annotations

import os
from functools import cache

from ramsas_widgets.template import WIDGET_STYLESHEETS, stylesheet

#: The request whose cell last showed the stylesheets.
_shown_in: str | None = None
#: Set where the page links the stylesheets itself without Voilà (a page of the static
#: site: :func:`ramsas_widgets.site.static_page.start`).
page_links_styles = False


@cache
def widget_css() -> str:
    """The widgets' stylesheets, as the template's files hold them."""
    return "\n".join(stylesheet(name) for name in WIDGET_STYLESHEETS)


def _running_cell() -> str | None:
    """The message ID of the cell the kernel is running now, or None (no kernel, no cell)."""
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    shell = get_ipython()
    kernel = getattr(shell, "kernel", None)
    if kernel is None or not hasattr(kernel, "get_parent"):
        return None
    header = (kernel.get_parent() or {}).get("header", {})
    if header.get("msg_type") != "execute_request":
        return None
    return header.get("msg_id")


def use_styles() -> None:
    """Show the widgets' stylesheets in the running cell, unless Voilà's template links them
    or this cell already shows them."""
    global _shown_in
    if os.environ.get("VOILA_BASE_URL"):  # a kernel started by Voilà: the page links them
        return
    if page_links_styles:
        return
    cell = _running_cell()
    if cell is None or cell == _shown_in:
        return
    from IPython.display import HTML, display

    display(HTML(f"<style>{widget_css()}</style>"))
    _shown_in = cell
