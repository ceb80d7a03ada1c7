"""What keeps a class's doors: wrong codes counted per address, the host a request named,
and the language the pages at the doors speak.

Both the guide's server (the join code, :mod:`ramsas_widgets.serve.holding`; the host names it
answers to, :mod:`ramsas_widgets.serve.server`) and the teacher's page (the teacher's code,
:mod:`.teacher`) use them.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ramsas_widgets.i18n.locale import LANGUAGES, PSEUDO


def served_language(server: Any) -> str:
    """The language a server speaks to its visitors and its teacher: its ``lang`` (the
    launcher's ``--lang``, :attr:`ramsas_widgets.serve.server.GuideServer.lang`), English when
    it names none the guide speaks.

    >>> served_language(type("Server", (), {"lang": "lt"})()), served_language(None)
    ('lt', 'en')
    """
    code = getattr(server, "lang", "") or "en"
    return code if code in LANGUAGES or code == PSEUDO else "en"


def host_name(host_header: str) -> str:
    """The name part of a ``Host`` header, lower case, without port or IPv6 brackets."""
    host = host_header.strip().lower()
    if host.startswith("["):
        return host[1:].split("]", 1)[0]
    if host.count(":") == 1:
        host = host.split(":", 1)[0]
    return host


@dataclass
class GuessLimiter:
    """Wrong join codes per address: at most ``limit`` in ``window`` seconds; past that,
    every guess from the address is refused until the oldest leaves the window.

    >>> limiter = GuessLimiter(limit=2, window=60)
    >>> limiter.failed("10.0.0.7", now=0), limiter.failed("10.0.0.7", now=1)
    (1, 2)
    >>> limiter.wait("10.0.0.7", now=30), limiter.wait("10.0.0.8", now=30)
    (30, 0)
    >>> limiter.wait("10.0.0.7", now=61)
    0
    """

    limit: int = 10
    window: float = 60.0
    failures: dict[str, deque] = field(default_factory=dict)

    def _recent(self, address: str, now: float) -> deque:
        times = self.failures.get(address)
        if times is None:
            return deque()
        while times and now - times[0] >= self.window:
            times.popleft()
        if not times:
            del self.failures[address]
        return times

    def failed(self, address: str, now: float | None = None) -> int:
        """Count a wrong code from ``address``; returns how many it sent in the window."""
        now = time.monotonic() if now is None else now
        times = self._recent(address, now)
        if not times:
            times = self.failures.setdefault(address, deque())
        times.append(now)
        if len(self.failures) > 10_000:  # forget the oldest addresses first
            for stale in list(self.failures)[:1000]:
                del self.failures[stale]
        return len(times)

    def wait(self, address: str, now: float | None = None) -> int:
        """Seconds before ``address`` may guess again (0: now)."""
        now = time.monotonic() if now is None else now
        times = self._recent(address, now)
        if len(times) < self.limit:
            return 0
        return max(1, int(times[-self.limit] + self.window - now + 0.999))
