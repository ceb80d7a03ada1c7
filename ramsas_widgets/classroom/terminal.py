"""The lines of the guide's server a class launcher acts on, marked by a tag, not found by
their words (which are said in the class's language).

The server prints :data:`READY` with the number of preheated kernels once its pages are
ready; the launcher then prints the students' address. A line of the server's log that the
teacher must read in her terminal (the class record cannot be written, answers were lost)
carries :data:`SHOW`: the launcher shows what follows the tag. The kernels of a class say
those lines in the class's language (:data:`LANG_ENV`).

>>> shown(f"[kernel a1] ERROR | {SHOW} The record is full.")
'The record is full.'
>>> shown("[GuideServer] Kernel started") is None, is_ready(f"{READY} 4")
(True, True)
"""

from __future__ import annotations

import os

#: Printed by the server, then the number of kernels, once the preheated pages are ready.
READY = "[ramsas:ready]"
#: Before a sentence of the log that the class launcher shows in the terminal.
SHOW = "[ramsas:show]"
#: The class's language, in the environment of the server and its kernels.
LANG_ENV = "RAMSAS_CLASS_LANG"


def shown(line: str) -> str | None:
    """What the launcher shows of ``line`` (the words after :data:`SHOW`), or None."""
    at = line.find(SHOW)
    return None if at < 0 else line[at + len(SHOW):].strip()


def is_ready(line: str) -> bool:
    """Whether ``line`` is the server's saying that its preheated pages are ready."""
    return line.startswith(READY)


def class_language() -> str:
    """The class's language (:data:`LANG_ENV`), English outside a class."""
    from ramsas_widgets.i18n.locale import LANGUAGES

    code = os.environ.get(LANG_ENV, "en")
    return code if code in LANGUAGES else "en"
