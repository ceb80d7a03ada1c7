"""What a page of the guide's static site does differently: its Python runs in the browser.

A page of the static site (``python -m ramsas_widgets site OUT``, see
:mod:`ramsas_widgets.site.builder`) runs its notebook in the reader's browser, on Pyodide.
The page's first code cell installs this package from the site and calls :func:`start`,
which

- tells the widgets that the page links their stylesheets itself (the site's template
  does, as the server's does), so no cell repeats them;
- puts a sentence in place of any traceback: an error in a cell shows "this exercise could
  not start" on the page and its traceback goes to the browser's console; an error while
  handling a widget's message goes to the console alone;
- on a page that needs them (the probability lab), loads numpy and matplotlib from the
  Pyodide distribution the site names. Where they cannot be loaded (an offline copy carries
  none), the lab says so in words and still shows the exact answers
  (:data:`ramsas_widgets.probability.numeric.HAVE_NUMPY`).

Outside a kernel (plain Python, the tests) :func:`quiet_errors` does nothing:

>>> quiet_errors()
False
"""

from __future__ import annotations

import sys
import traceback
from html import escape

#: What a page shows in place of a cell that failed.
CELL_FAILED = ("This exercise could not start in this browser. Reload the page to try again; "
               "the rest of the page works without it.")
#: The packages of the Pyodide distribution the probability lab uses.
NUMBERS = ("numpy", "matplotlib")


def console(text: str) -> None:
    """Write ``text`` to the browser's console (the page never shows it)."""
    stream = sys.__stderr__
    if stream is not None:
        try:
            stream.write(text if text.endswith("\n") else text + "\n")
            stream.flush()
        except (OSError, ValueError):
            pass


def failed_html(message: str = CELL_FAILED) -> str:
    """The notice shown in place of a cell that failed."""
    return f"<p class='rw-site-error' role='alert'>{escape(message)}</p>"


def quiet_errors() -> bool:
    """Show a sentence instead of a traceback, in cells and widget messages alike; the
    traceback goes to the browser's console. Returns whether a shell was there to change."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None:
        return False

    def cell_failed(shell, etype, value, tb, tb_offset=None):
        console("".join(traceback.format_exception(etype, value, tb)))
        from IPython.display import HTML, display

        display(HTML(failed_html()))

    shell.set_custom_exc((Exception,), cell_failed)

    def showtraceback(etype, evalue, stb):  # a widget message that failed
        console("ramsas_widgets: a widget message failed:\n" + "".join(
            traceback.format_exception(etype, evalue, evalue.__traceback__)))

    if hasattr(shell, "_showtraceback"):
        shell._showtraceback = showtraceback
    return True


async def load_numbers() -> bool:
    """Load numpy and matplotlib from the Pyodide distribution; whether numpy is there."""
    try:
        import piplite
    except ImportError:  # not in the browser
        pass
    else:
        try:
            await piplite.install(list(NUMBERS))
        except Exception as err:  # noqa: BLE001 - the lab says in words what it cannot do
            console(f"ramsas_widgets: numpy and matplotlib could not be loaded ({err})")
    from ramsas_widgets.probability import numeric

    return numeric.HAVE_NUMPY


async def start(numbers: bool = False) -> None:
    """Everything a page of the static site needs before its first widget (see the module)."""
    from ramsas_widgets.widgets import styles

    styles.page_links_styles = True
    quiet_errors()
    if numbers:
        await load_numbers()
