"""In a kernel serving a page of the guide, no traceback goes back to the browser.

Voilà runs each page's notebook in a kernel; then the browser talks to the page's widgets
through comm messages over the page's websocket, and anyone can write such messages. When
handling one fails (a widget given a value it refuses, a message that is not what the widget
protocol expects), two things send the traceback, with the server's file paths, back over
that websocket:

- ipywidgets' ``Widget._handle_msg`` catches the error and calls the shell's
  ``showtraceback``, which publishes an ``error`` message on IOPub;
- ipykernel's comm manager (and the ``comm`` package) log a failed ``comm_open`` or
  ``comm_msg`` with its traceback through :mod:`logging`, which, with no handler set, writes
  to ``sys.stderr``: in a kernel that is an IOPub stream, so the browser gets it too (and
  so would a warning printed then).

:func:`quiet_tracebacks`, run when ``ramsas_widgets`` is imported (so by every lesson),
stops both in a kernel started by Voilà: outside a cell's own execution, a traceback, a
log record or a warning goes to the kernel's real standard error (the server's log) and
nothing goes to the browser. A cell's errors are left alone (Voilà shows them without
traceback, ``show_tracebacks=False``), and nothing changes outside Voilà (in JupyterLab a
traceback helps whoever wrote the cell).

A page's kernel also has a memory limit, when the server gives one
(``RAMSAS_KERNEL_MEMORY_MIB`` in its environment, :attr:`GuideServer.kernel_memory_mib`):
:func:`limit_memory` sets it as the kernel's data limit (``RLIMIT_DATA``), and a widget
message that runs out of it stops the kernel (:func:`stop_for_memory`) after telling the page
why (a ``dead`` status with ``"reason": "memory"``, which the page's ``connection.js`` turns
into a notice), rather than leaving a kernel that fails at random.

>>> quiet_tracebacks()  # not in a Voilà kernel here: nothing to do
False
"""

from __future__ import annotations

import io
import logging
import os
import sys
import time
import traceback
import warnings

#: The environment variable giving a page's kernel its memory limit, in MiB of data.
MEMORY_ENV = "RAMSAS_KERNEL_MEMORY_MIB"
#: The exit status of a kernel stopped for memory.
MEMORY_EXIT = 75
#: Loggers whose records would otherwise reach the browser through sys.stderr.
LOGGERS = ("Comm", "ipykernel.comm", "ramsas_widgets")
_INSTALLED = "_ramsas_quiet_tracebacks"


def in_voila_kernel() -> bool:
    """Whether this process is a kernel Voilà started for a page."""
    return "ipykernel" in sys.modules and any(
        os.environ.get(name) for name in ("VOILA_SERVER_URL", "VOILA_BASE_URL", "VOILA_PREHEAT"))


def _server_stream():
    """The kernel's real standard error: the file the server's log goes to.

    ipykernel sends what is written to file descriptor 2 to the browser as well (it captures
    the descriptor), and keeps a copy of the original descriptor, which it also uses for its
    own log: write there.
    """
    fd = getattr(sys.stderr, "_original_stdstream_copy", None)
    if fd is None:
        return sys.__stderr__
    return io.TextIOWrapper(io.FileIO(fd, "w", closefd=False), line_buffering=True,
                            errors="replace")


_STREAM = None


def _server_log(text: str) -> None:
    global _STREAM
    if _STREAM is None:
        _STREAM = _server_stream()
    if _STREAM is not None:
        try:
            _STREAM.write(text if text.endswith("\n") else text + "\n")
            _STREAM.flush()
        except (OSError, ValueError):
            pass


def limit_memory() -> int | None:
    """Set this kernel's data limit from :data:`MEMORY_ENV` (in a Voilà kernel only).
    Returns the limit in MiB, or None when there is none."""
    if not in_voila_kernel():
        return None
    try:
        mib = int(os.environ.get(MEMORY_ENV, "0"))
    except ValueError:
        return None
    if mib <= 0:
        return None
    try:  # Unix only: not on Windows, nor in a static page's Pyodide
        import resource
    except ImportError:
        return None
    _soft, hard = resource.getrlimit(resource.RLIMIT_DATA)
    wanted = mib * 1024 * 1024
    if hard != resource.RLIM_INFINITY:
        wanted = min(wanted, hard)
    try:
        resource.setrlimit(resource.RLIMIT_DATA, (wanted, hard))
    except (ValueError, OSError):
        return None
    return wanted // (1024 * 1024)


def stop_for_memory() -> None:
    """This kernel ran out of its memory limit handling a widget message: tell the page
    (a ``dead`` status saying ``"reason": "memory"``), log it, and exit."""
    _server_log(f"ramsas_widgets: this page's kernel went past its memory limit "
                f"({os.environ.get(MEMORY_ENV, '?')} MiB): it stops, and its page says so.")
    try:
        from IPython import get_ipython

        kernel = get_ipython().kernel
        kernel.session.send(kernel.iopub_socket, "status",
                            {"execution_state": "dead", "reason": "memory"},
                            parent=kernel.get_parent("shell"),
                            ident=kernel._topic("status"))
        time.sleep(0.5)  # the IOPub thread sends it
    except Exception:  # noqa: BLE001 - stopping matters more than the notice
        pass
    os._exit(MEMORY_EXIT)


def _stop_on_memory_error(handler):
    """A kernel message handler that stops the kernel when it runs out of memory."""
    def guarded(*args, **kwargs):
        try:
            return handler(*args, **kwargs)
        except MemoryError:
            stop_for_memory()
    return guarded


def quiet_tracebacks() -> bool:
    """Keep tracebacks of widget messages on the server (see the module). Returns whether
    this kernel is now quiet; calling it again changes nothing."""
    if not in_voila_kernel():
        return False
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None or not hasattr(shell, "_showtraceback"):
        return False
    if getattr(shell, _INSTALLED, False):
        return True

    def in_cell() -> bool:
        header = getattr(shell, "parent_header", None) or {}
        return header.get("msg_type") == "execute_request"

    show = shell._showtraceback

    def showtraceback(etype, evalue, stb):
        if isinstance(evalue, MemoryError) and os.environ.get(MEMORY_ENV):
            stop_for_memory()
        if in_cell():
            return show(etype, evalue, stb)
        _server_log("ramsas_widgets: a widget message failed (not shown to the page):\n"
                    + "".join(traceback.format_exception(etype, evalue,
                                                         evalue.__traceback__)))
        return None

    shell._showtraceback = showtraceback

    handler = logging.StreamHandler(_server_stream())
    handler.setFormatter(logging.Formatter("[kernel %(name)s] %(levelname)s | %(message)s"))
    for name in LOGGERS:
        logger = logging.getLogger(name)
        logger.addHandler(handler)
        logger.propagate = False

    show_warning = warnings.showwarning

    def showwarning(message, category, filename, lineno, file=None, line=None):
        if in_cell():
            return show_warning(message, category, filename, lineno, file, line)
        _server_log(warnings.formatwarning(message, category, filename, lineno, line))
        return None

    warnings.showwarning = showwarning
    kernel = getattr(shell, "kernel", None)
    handlers = getattr(kernel, "shell_handlers", None)
    if isinstance(handlers, dict) and os.environ.get(MEMORY_ENV):
        for msg_type in ("comm_open", "comm_msg"):
            if msg_type in handlers:
                handlers[msg_type] = _stop_on_memory_error(handlers[msg_type])
    limit_memory()
    setattr(shell, _INSTALLED, True)
    return True
