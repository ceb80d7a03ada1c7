"""Who tried to come to the class and was refused, and why: kept in the server's memory for the
teacher's page.

The server refuses a page when the class is full, when a browser or one address holds its
share of the places, and a join code after too many wrong ones from one address. Each
refusal is noted here (:meth:`Refusals.note`) with the visitor's address and browser; a
browser (or, for the join code, an address) that gets a page later is taken off the list
(:meth:`Refusals.admitted`). :meth:`Refusals.state` is what the teacher's page shows: for
each visitor still refused, the reason and what she can do, in whole sentences.

Only the reasons of :data:`REASONS` are noted (anything else is refused by :meth:`note`):
the page says nothing it has not been written for. Its sentences are messages, said in the
class's language (``lang`` of :meth:`Refusals.state`).

>>> r = Refusals()
>>> r.note("pages-address", "10.0.0.7", "cookie-1", count=4, limit=4)
>>> [item["reason"] for item in r.state()]
['pages-address']
>>> r.admitted("10.0.0.7", "cookie-1"); r.state()
[]
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from ramsas_widgets.i18n.locale import speaker
from ramsas_widgets.i18n.messages import Text, fields, text

#: Seconds a refused visitor stays on the teacher's page without trying again.
KEPT = 600.0
#: Visitors kept at most (the most recent).
MOST = 200

#: Each reason: what happened (with the counts it names, {count} and {limit}) and what the
#: teacher can do.
REASONS: dict[str, tuple[Text, Text]] = {
    "class-full": (
        text("refused.class-full.said",
             "The class was full: every one of its {limit} places was taken by an open page."),
        text("refused.class-full.fix",
             "Ask the class to close the pages of the guide they no longer use (a place frees "
             "up at once). For a bigger class, start it again with a larger --max-pages.")),
    "pages-browser": (
        text("refused.pages-browser.said",
             "This browser already had {count} pages of the guide open, as many as one "
             "student may have."),
        text("refused.pages-browser.fix",
             "Ask the student to close the pages of the guide he no longer uses, then press "
             "Try again.")),
    "pages-address": (
        text("refused.pages-address.said",
             "This device's address already held {count} pages, as many as one address may "
             "hold ({limit})."),
        text("refused.pages-address.fix",
             "If your class reaches this computer through one shared address (a school "
             "router or a guest network), stop the class and start it again with "
             "--shared-address: the codes and the record stay the same.")),
    "guesses": (
        text("refused.guesses.said",
             "Too many wrong join codes came from this address: it must wait before trying "
             "again."),
        text("refused.guesses.fix",
             "Show the join code again (or the QR code) and check it is typed as shown. If "
             "the whole class comes through one shared address, start the class again with "
             "--shared-address.")),
}


@dataclass
class Refused:
    reason: str
    address: str
    cookie: str
    first: float
    last: float
    times: int = 1
    count: int = 0
    limit: int = 0


class Refusals:
    """The visitors refused lately (see the module); safe to use from several threads."""

    def __init__(self, kept: float = KEPT) -> None:
        self.kept = kept
        self._lock = threading.Lock()
        self._items: dict[tuple[str, str, str], Refused] = {}

    def note(self, reason: str, address: str, cookie: str = "", count: int = 0,
             limit: int = 0, at: float | None = None) -> None:
        """The server refused a visitor at ``address`` (browser cookie ``cookie``, if any)
        for ``reason`` (a key of :data:`REASONS`)."""
        if reason not in REASONS:
            raise ValueError(f"{reason!r} is not a reason the teacher's page knows.")
        now = time.time() if at is None else at
        key = (reason, address, cookie)
        with self._lock:
            item = self._items.get(key)
            if item is None:
                item = self._items[key] = Refused(reason, address, cookie, now, now, 0)
            item.times += 1
            item.last, item.count, item.limit = now, int(count), int(limit)
            if len(self._items) > MOST:
                oldest = min(self._items.values(), key=lambda i: i.last)
                self._items.pop((oldest.reason, oldest.address, oldest.cookie))

    def admitted(self, address: str, cookie: str) -> None:
        """A page was given to the browser ``cookie`` at ``address``: it is no longer
        stuck (nor is its address, for a refused join code)."""
        with self._lock:
            for key, item in list(self._items.items()):
                if (cookie and item.cookie == cookie) or (
                        not item.cookie and item.address == address):
                    del self._items[key]

    def state(self, name_of=None, now: float | None = None, lang: str = "en") -> list[dict]:
        """The visitors still refused, the latest first: the reason, what happened and what
        to do (in language ``lang``); ``name_of(cookie)`` names a browser the class record
        knows (or None)."""
        now = time.time() if now is None else now
        with self._lock:
            items = [i for i in self._items.values() if now - i.last <= self.kept]
            self._items = {(i.reason, i.address, i.cookie): i for i in items}
        out = []
        say = speaker(lang).say
        for item in sorted(items, key=lambda i: i.last, reverse=True):
            said, fix = REASONS[item.reason]
            name = name_of(item.cookie) if name_of is not None and item.cookie else None
            values = {"count": item.count, "limit": item.limit}
            out.append({"reason": item.reason, "address": item.address, "name": name,
                        "times": item.times, "first": item.first, "last": item.last,
                        "said": say(said.id, **{k: v for k, v in values.items()
                                                if k in fields(said)}),
                        "fix": say(fix.id)})
        return out
