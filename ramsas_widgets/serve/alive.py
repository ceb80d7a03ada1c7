"""What a page's beat asks the server: ``voila/ramsas/alive[?kernel=<id>]``.

The guide's template (``static/connection.js``) asks every few seconds, to tell a server
that stopped answering and a kernel that was put away; the guide's own server answers it
(:class:`ramsas_widgets.serve.server.AliveHandler`), and so does a hub's server with the guide's
switch (:class:`ramsas_widgets.hub.extension.AliveHandler`, for a student logged in: the page
sends its ``_xsrf`` token, without which the hub's server takes a background request for
nobody's). A server without the route answers 404, and the page asks no more.

>>> alive_answer({"k1": object()}, "k1")
{'away_seconds': 0, 'kernel': 'alive'}
>>> alive_answer({}, "k2")["kernel"]
'gone'
"""

from __future__ import annotations

from typing import Any


def alive_answer(km: Any, kernel: str) -> dict:
    """How long a page may stay away (the kernel manager's ``cull_idle_timeout``), and
    whether ``kernel`` is still there; a page's first word also tells the manager its
    browser has come (``browser_arrived``, where it has one)."""
    answer: dict = {"away_seconds": int(getattr(km, "cull_idle_timeout", 0) or 0)}
    if kernel:
        answer["kernel"] = "alive" if kernel in km else "gone"
        arrived = getattr(km, "browser_arrived", None)
        if arrived is not None:
            arrived(kernel)  # the page's first word, before its scripts have loaded
    return answer
