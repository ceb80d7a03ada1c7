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
- has the page's words read from their catalogues as they are said
  (:func:`quick_catalogues`): a page says a few hundred of the guide's thousands of
  messages, and parsing every catalogue whole took Pyodide longer than anything else the
  page's language costs (about a second a language, here);
- on a page that needs them (the probability lab), loads numpy and matplotlib from the
  Pyodide distribution the site names. Where they cannot be loaded (an offline copy carries
  none), the lab says so in words and still shows the exact answers
  (:data:`ramsas_widgets.probability.numeric.HAVE_NUMPY`).

Outside a kernel (plain Python, the tests) :func:`quiet_errors` does nothing:

>>> quiet_errors()
False
"""

from __future__ import annotations

import re
import sys
import traceback
from collections.abc import Iterator
from html import escape

from ramsas_widgets.i18n.messages import text

#: What a page shows in place of a cell that failed.
CELL_FAILED = text("site.cell-failed",
                   "This exercise could not start in this browser. Reload the page to try "
                   "again; the rest of the page works without it.")
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


def failed_html(message: str | None = None) -> str:
    """The notice shown in place of a cell that failed: ``message``, or
    :data:`CELL_FAILED` in the page's language (in English if even the words fail).

    >>> failed_html("Nope.")
    "<p class='rw-site-error' role='alert'>Nope.</p>"
    """
    if message is None:
        try:
            from ramsas_widgets.i18n.locale import page_language, speaker

            message = speaker(page_language()).say(CELL_FAILED.id)
        except Exception:  # noqa: BLE001 - the notice must show whatever failed
            message = str(CELL_FAILED)
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


#: The first line of a catalogue's entry: a message (``id = ...``) or a term
#: (``-id = ...``) at the start of a line. Nothing else in Fluent's syntax starts a line so:
#: a pattern's further lines are indented, and a select expression's variants (``[one]``,
#: ``*[other]``) and closing brace are not an identifier and ``=``.
ENTRY = re.compile(r"^(-?)([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.M)


class CatalogueText(str):
    """A catalogue's text as :func:`quick_catalogues` gives it to a bundle: not parsed."""


def entries(source: str) -> Iterator[tuple[bool, str, str]]:
    """Each entry of a catalogue's text, in order: whether it is a term, its identifier, and
    its text (up to the next entry; comments before an entry go with the one above it).

    >>> text = "# hi\\na = A\\n  two\\n-b = { $n ->\\n[one] B\\n*[other] Bs\\n}\\n"
    >>> [(term, id) for term, id, _ in entries(text)]
    [(False, 'a'), (True, 'b')]
    """
    found = list(ENTRY.finditer(source))
    for here, after in zip(found, [*found[1:], None], strict=True):
        end = after.start() if after is not None else len(source)
        yield here.group(1) == "-", here.group(2), source[here.start():end]


class LazyEntries(dict):
    """A bundle's messages (or terms) by identifier, each parsed when it is first looked
    up: a dict of the parsed ones, with the texts of the others beside it. As the bundle's
    own dict, the first catalogue to give an identifier a valid entry keeps it."""

    def __init__(self, kind: type) -> None:
        super().__init__()
        self.kind = kind
        self.texts: dict[str, list[str]] = {}

    def add(self, id: str, source: str) -> None:
        self.texts.setdefault(id, []).append(source)

    def _parse(self, id: str) -> None:
        from fluent.syntax import FluentParser

        for source in self.texts.pop(id, ()):
            for item in FluentParser(with_spans=False).parse(source).body:
                if isinstance(item, self.kind) and item.id.name == id:
                    dict.__setitem__(self, id, item)
                    return

    def __contains__(self, id: object) -> bool:
        if not dict.__contains__(self, id) and id in self.texts:
            self._parse(id)  # type: ignore[arg-type]
        return dict.__contains__(self, id)

    def __getitem__(self, id: str):
        if not dict.__contains__(self, id) and id in self.texts:
            self._parse(id)
        return dict.__getitem__(self, id)


def lazy_bundle():
    """Fluent's bundle whose catalogues, given as :class:`CatalogueText`, are parsed one
    entry at a time as it is looked up (:class:`LazyEntries`); whatever else it is given,
    it takes as Fluent's own does."""
    from fluent.runtime import FluentBundle
    from fluent.syntax import ast as FTL

    class LazyBundle(FluentBundle):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self._messages = LazyEntries(FTL.Message)
            self._terms = LazyEntries(FTL.Term)

        def add_resource(self, resource, allow_overrides: bool = False) -> None:
            if not isinstance(resource, CatalogueText) or allow_overrides:
                if isinstance(resource, CatalogueText):
                    from fluent.runtime import FluentResource

                    resource = FluentResource(str(resource))
                return super().add_resource(resource, allow_overrides)
            for term, id, source in entries(resource):
                (self._terms if term else self._messages).add(id, source)

    return LazyBundle


def quick_catalogues() -> bool:
    """Have the page's speakers (:mod:`ramsas_widgets.i18n.locale`) read their catalogues as
    their messages are said (:func:`lazy_bundle`) instead of parsing them whole when they
    are made. Returns whether it could (the module's names as it uses them); a speaker made
    before keeps its catalogues as they are."""
    from ramsas_widgets.i18n import locale

    if not all(hasattr(locale, name) for name in ("FluentBundle", "FluentResource")):
        return False
    locale.FluentBundle = lazy_bundle()
    locale.FluentResource = CatalogueText
    return True


async def start(numbers: bool = False) -> None:
    """Everything a page of the static site needs before its first widget (see the module)."""
    from ramsas_widgets.widgets import styles

    quick_catalogues()
    styles.page_links_styles = True
    quiet_errors()
    if numbers:
        await load_numbers()
