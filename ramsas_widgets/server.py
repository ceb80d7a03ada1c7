"""The guide's server: Voilà, with what serving a class from one machine needs.

    python -m ramsas_widgets.server NOTEBOOKS [Voilà options] [--GuideServer.option=...]

:class:`GuideServer` is Voilà's own application (``voila.app.Voila``) with its settings and
handlers wrapped, so that every page, script and kernel is still Voilà's; the launcher
(``python -m ramsas_widgets``) runs it. What it adds:

- **Only its own names.** A request whose ``Host`` is not one of the names the server was
  started for (:attr:`GuideServer.allowed_hosts`, the address it listens on included) gets
  a short 403: a page on another site that resolves its own name to this machine (DNS
  rebinding) reads nothing.
- **Kernels for real visits only.** A lesson starts a kernel only for a top-level page visit
  (``Sec-Fetch-Dest: document`` and ``Sec-Fetch-Mode: navigate``, when the browser sends
  them): an ``<img>``, a script, a ``fetch()`` or a prefetch from any site gets a 403 and no
  kernel.
- **A cap.** At most :attr:`GuideServer.max_pages` pages hold a kernel at once; past it a
  visitor gets a friendly "the class is full, try again in a minute" page (HTTP 503 with
  ``Retry-After``), not a server running out of memory.
- **Preheated pages.** With Voilà's ``preheat_kernel``, a page comes from its pool of
  kernels that have already run it, whatever its ``?theme=`` (the guide's template picks
  light or dark in the browser; Voilà's own handler would start a cold kernel for any
  ``?theme=``), and only from a kernel that is ready (a pool kernel still starting is left
  alone). The pool refills only once no page has been opened, and no page's browser has
  come to its kernel, for ``VoilaKernelManager.fill_delay`` seconds, and while the kernels
  stay within :attr:`GuideServer.max_kernels`: a class arriving is not slowed by its own
  refill, and memory stays bounded.
- **Kernels that go.** The page sets Voilà's ``_xsrf`` cookie, so the shutdown the page sends
  when it is closed is accepted and frees its kernel at once. Culling (jupyter_server's,
  configured in ``voila.json``) frees a kernel whose page went away without a word once it
  has had no connection for ``cull_idle_timeout`` seconds, counted from when a page took it;
  preheated kernels waiting in the pool are never culled.
- **A lighter page.** Responses are compressed; Voilà's scripts are served under a versioned
  address (``voila/static/v<version>/``) and the front-end extensions' hashed files as
  immutable, so a browser fetches each once.
- **The rules without a kernel.** The rules page is text: the server sends it itself
  (:mod:`ramsas_widgets.pages`), and the pool never preheats it.
- **A join page.** With a token (``--Voila.token``), a visitor without it gets a small form
  asking for the class's join code instead of Jupyter's login page.
"""

from __future__ import annotations

import asyncio
import contextvars
import gzip
import html
import ipaddress
import os
import re
import time
from dataclasses import dataclass

import tornado.ioloop
import tornado.web
from jupyter_server.auth.decorator import allow_unauthenticated
from jupyter_server.auth.login import LoginFormHandler
from jupyter_server.auth.logout import LogoutHandler
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from jupyter_server.utils import url_path_join
from traitlets import Integer, List, Unicode
from voila import __version__ as VOILA_VERSION
from voila.app import Voila
from voila.static_file_handler import MultiStaticFileHandler
from voila.tornado.handler import TornadoVoilaHandler

from .pages import rules_route
from .rules_page import NOTEBOOK

#: What a lesson page needs in the browser: the widget manager Voilà uses with
#: ipywidgets 8 and the widgets' own extension it builds on. Every other front-end
#: extension that happens to be installed (a syntax highlighter, jupytext...) stays out.
EXTENSIONS = ["@jupyter-widgets/jupyterlab-manager", "@voila-dashboards/widgets-manager8"]
#: Where the versioned copy of Voilà's scripts is served, under the base URL.
VERSIONED_STATIC = f"voila/static/v{VOILA_VERSION}"
YEAR = 365 * 24 * 3600


# -- who may ask -------------------------------------------------------------------------------
def host_name(host_header: str) -> str:
    """The name part of a ``Host`` header, lower case, without port or IPv6 brackets."""
    host = host_header.strip().lower()
    if host.startswith("["):
        return host[1:].split("]", 1)[0]
    if host.count(":") == 1:
        host = host.split(":", 1)[0]
    return host


def default_hosts(ip: str) -> list[str]:
    """The names a server listening on ``ip`` answers to without being told more."""
    names = {ip.lower()}
    try:
        address = ipaddress.ip_address(ip)
    except ValueError:
        return sorted(names)
    if address.is_loopback:
        names |= {"localhost", "127.0.0.1", "::1"}
    return sorted(names)


def navigation_refusal(headers) -> str | None:
    """Why a request for a lesson is not a visit of the page itself, or None.

    Browsers say what a request is for (Fetch Metadata): a lesson opened in the address bar
    or by a link is ``Sec-Fetch-Mode: navigate`` with ``Sec-Fetch-Dest: document``; an image,
    script, style sheet or ``fetch()`` is not, nor is a prefetch or a prerender. A request
    without these headers (an older browser, a command-line client) is let through: the cap
    and the culling look after those.

    >>> navigation_refusal({"Sec-Fetch-Dest": "image", "Sec-Fetch-Mode": "no-cors"})
    'not a page visit (image)'
    >>> navigation_refusal({"Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate"}) is None
    True
    >>> navigation_refusal({}) is None
    True
    """
    dest = headers.get("Sec-Fetch-Dest")
    mode = headers.get("Sec-Fetch-Mode")
    site = headers.get("Sec-Fetch-Site")
    purpose = (headers.get("Sec-Purpose") or headers.get("Purpose") or "").lower()
    if "prefetch" in purpose or "prerender" in purpose:
        return "a prefetch"
    if mode is not None and mode != "navigate":
        return f"not a page visit ({dest or mode})"
    if dest is not None and dest not in ("document", "iframe"):
        return f"not a page visit ({dest})"
    if dest == "iframe" and site not in (None, "same-origin", "none"):
        return "a frame on another site"
    return None


# -- the pages the server writes itself ---------------------------------------------------------
PAGE_STYLE = """
  :root { color-scheme: light dark; }
  body { margin: 0; font: 1.05rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
         background: #fff; color: #1a1a1a; }
  main { max-width: 34rem; margin: 12vh auto 2rem; padding: 0 1.25rem; }
  h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 0.75rem; }
  p { margin: 0 0 1rem; }
  .rw-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
  a.rw-button, button { display: inline-block; font: inherit; padding: 0.55rem 1.1rem;
         border-radius: 6px; border: 1px solid #0b57d0; background: #0b57d0; color: #fff;
         text-decoration: none; cursor: pointer; }
  input { font: inherit; padding: 0.5rem 0.6rem; border: 1px solid #757575; border-radius: 6px;
          width: 12rem; max-width: 100%; background: #fff; color: #1a1a1a; }
  label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
  .rw-note { color: #474747; font-size: 0.95rem; }
  .rw-error { color: #a50e0e; font-weight: 600; }
  @media (prefers-color-scheme: dark) {
    body { background: #111; color: #e8e8e8; }
    .rw-note { color: #c4c4c4; }
    .rw-error { color: #ffb4ab; }
    a.rw-button, button { background: #a8c7fa; border-color: #a8c7fa; color: #062e6f; }
    input { background: #1e1e1e; color: #e8e8e8; border-color: #9e9e9e; }
  }
"""


def small_page(title: str, body: str) -> str:
    """A page of its own, styles included: it asks nothing of the server or another host."""
    return ("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
            f"<title>{html.escape(title)}</title><link rel=\"icon\" href=\"data:;base64,=\">"
            f"<style>{PAGE_STYLE}</style></head><body><main>{body}</main></body></html>\n")


def class_full_page(retry_after: int) -> str:
    """The page a visitor gets past the cap: what happened and what to do."""
    minutes = max(1, round(retry_after / 60))
    wait = "a minute" if minutes == 1 else f"{minutes} minutes"
    return small_page("The class is full", (
        "<h1>The class is full</h1>"
        "<p>Every place in this class is taken just now. Places free up as soon as other "
        f"pages of the guide are closed: try again in {wait}.</p>"
        "<div class=\"rw-actions\"><a class=\"rw-button\" href=\"\">Try again</a>"
        "<span class=\"rw-note\">If this keeps happening, tell your teacher.</span></div>"))


def join_page(next_url: str, xsrf_html: str, failed: bool) -> str:
    """The form asking for the class's join code."""
    error = ("<p class=\"rw-error\" role=\"alert\">That is not the join code of this class. "
             "Check it and try again.</p>" if failed else "")
    return small_page("Join the class", (
        "<h1>Join the class</h1>"
        "<p>Type the join code your teacher shows with the guide's address, or scan the "
        "teacher's QR code.</p>" + error +
        "<form method=\"post\" class=\"rw-join\">" + xsrf_html +
        f"<input type=\"hidden\" name=\"next\" value=\"{html.escape(next_url)}\">"
        "<label for=\"rw-code\">Join code</label>"
        "<div class=\"rw-actions\"><input id=\"rw-code\" name=\"password\" type=\"text\" "
        "autocomplete=\"off\" autocapitalize=\"none\" spellcheck=\"false\" required "
        "maxlength=\"64\" autofocus><button type=\"submit\">Join</button></div></form>"))


# -- the kernels -----------------------------------------------------------------------------
@dataclass(eq=False)
class Admission:
    """A page being served: admitted under the cap, holding a place until it has a kernel."""

    kernel_id: str | None = None


#: The admission of the page request being served (kernels started for it are its own).
ADMISSION: contextvars.ContextVar[Admission | None] = contextvars.ContextVar(
    "ramsas_admission", default=None)


class GuideKernelManager(AsyncMappingKernelManager):
    """jupyter_server's kernel manager, knowing which kernels serve pages.

    Voilà builds its pooling manager (``VoilaKernelManager``) on top of this class. A
    *page kernel* is one started for a page request or taken by a page from the pool;
    the others wait in the pool. Page kernels count against the cap and are culled once
    left without a connection; pool kernels are neither.
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.page_kernels: set[str] = set()
        self.admissions: set[Admission] = set()
        #: when a page last arrived: admitted, or its browser connecting to its kernel
        self.last_admission = float("-inf")
        self.pool_starting = 0
        self.stopping = False

    # the cap
    def pages_open(self) -> int:
        """Pages holding a kernel, and pages admitted that are still getting one."""
        self.page_kernels &= set(self._kernels)
        waiting = sum(1 for a in self.admissions if a.kernel_id is None)
        return len(self.page_kernels) + waiting

    def admit(self) -> Admission:
        admission = Admission()
        self.admissions.add(admission)
        self.last_admission = time.monotonic()
        return admission

    def release(self, admission: Admission) -> None:
        self.admissions.discard(admission)
        self.last_admission = time.monotonic()

    def claim(self, kernel_id: str) -> None:
        """``kernel_id`` now serves a page: its idle time starts now."""
        from jupyter_server._tz import utcnow

        self.page_kernels.add(kernel_id)
        admission = ADMISSION.get()
        if admission is not None:
            admission.kernel_id = kernel_id
        kernel = self._kernels.get(kernel_id)
        if kernel is not None:
            kernel.last_activity = utcnow()

    # the pool
    def _failed(self, task) -> bool:
        """Whether a pool entry is of no use: its kernel failed to start or died, or its
        run of the notebook failed."""
        if not task.done():
            return False
        if task.cancelled() or task.exception() is not None:
            return True
        content = task.result()
        render = content.get("task")
        rendering_failed = render is not None and render.done() and (
            render.cancelled() or render.exception() is not None)
        return rendering_failed or content.get("kernel_id") not in self._kernels

    def prune_pools(self) -> int:
        """Drop the pool entries whose kernel failed to start or died since, and start their
        replacements (as the pool's refill does). Returns how many were dropped."""
        dropped = 0
        for notebook, pool in list((getattr(self, "_pools", None) or {}).items()):
            failed = [task for task in pool if self._failed(task)]
            for task in failed:
                pool.remove(task)
            if failed and hasattr(self, "fill_if_needed"):
                self.log.warning("Replacing %d preheated kernel(s) of %s that died",
                                 len(failed), notebook)
                self.fill_if_needed(delay=None, notebook_name=notebook)
            dropped += len(failed)
        return dropped

    def take_ready(self, notebook: str) -> str | None:
        """A pool kernel of ``notebook`` that has run the whole notebook, moved to the front
        of the pool (where Voilà takes the next one from), or None: a page is then served
        by a kernel of its own, as without a pool. A kernel still running the notebook is
        not taken: the page would be sent partly from the pool's rendering and partly from
        the page's, and under load such a page was seen cut short after its head."""
        self.prune_pools()
        for task in list((getattr(self, "_pools", None) or {}).get(notebook) or ()):
            if (task.done() and not task.cancelled() and task.exception() is None
                    and task.result()["task"].done()
                    and not task.result()["task"].cancelled()
                    and task.result()["task"].exception() is None):
                pool = self._pools[notebook]
                pool.remove(task)
                pool.insert(0, task)
                return task.result()["kernel_id"]
        return None

    def pool_kernel_ids(self) -> set[str]:
        found = set()
        for pool in (getattr(self, "_pools", None) or {}).values():
            for task in pool:
                if task.done() and not task.cancelled() and task.exception() is None:
                    found.add(task.result().get("kernel_id"))
        return found

    def notify_connect(self, kernel_id: str) -> None:
        super().notify_connect(kernel_id)
        if kernel_id in self.page_kernels:  # a page's browser arriving at its kernel
            self.last_admission = time.monotonic()

    async def _room_for_pool_kernel(self) -> None:
        """Wait until a pool kernel may start: no page opened, and no page's browser come to
        its kernel, for ``fill_delay`` seconds, none being served, and room under
        :attr:`GuideServer.max_kernels` counting the pool kernels already starting."""
        quiet = float(getattr(self, "fill_delay", 0) or 0)
        limit = getattr(self.parent, "max_kernels", 0) or 0
        while not self.stopping:
            calm = not self.admissions and time.monotonic() - self.last_admission >= quiet
            room = not limit or len(self._kernels) + self.pool_starting < limit
            if calm and room:
                self.pool_starting += 1
                return
            await asyncio.sleep(0.5)
        raise RuntimeError("the server is stopping: no new pool kernel")

    async def start_kernel(self, **kwargs):  # type: ignore[override]
        env = kwargs.get("env") or {}
        if env.get("VOILA_PREHEAT") == "True":
            await self._room_for_pool_kernel()
            try:
                return await super().start_kernel(**kwargs)
            finally:
                self.pool_starting -= 1
        kernel_id = await super().start_kernel(**kwargs)
        self.claim(kernel_id)
        return kernel_id

    async def cull_kernel_if_idle(self, kernel_id: str):
        if kernel_id not in self.page_kernels:  # waiting in the pool for its page
            return None
        return await super().cull_kernel_if_idle(kernel_id)

    async def shutdown_all(self, *args, **kwargs):
        self.stopping = True
        return await super().shutdown_all(*args, **kwargs)


# -- the handlers ------------------------------------------------------------------------------
class GuardedHost:
    """Refuses, before anything else, a request for a host name the server does not serve."""

    def prepare(self):
        allowed = self.settings.get("ramsas_allowed_hosts")
        if allowed and host_name(self.request.host or "") not in allowed:
            self.set_status(403)
            self.set_header("Content-Type", "text/plain; charset=utf-8")
            self.set_header("Cache-Control", "no-store")
            self.finish("This server does not serve that host name.\n")
            return None
        return super().prepare()


class Precompressed:
    """A static file handler answering ``Accept-Encoding: gzip`` from compressed copies kept
    in memory: each file is compressed once (at the highest level), not once per request."""

    #: (path, modification time, size) -> the file compressed
    _compressed: dict[tuple[str, int, int], bytes] = {}
    COMPRESSIBLE = (".js", ".css", ".json", ".svg", ".html", ".map", ".txt")

    def _gzipped(self) -> bytes | None:
        path = self.absolute_path
        if not path or not path.endswith(self.COMPRESSIBLE):
            return None
        stat = os.stat(path)
        key = (path, stat.st_mtime_ns, stat.st_size)
        body = self._compressed.get(key)
        if body is None:
            with open(path, "rb") as fh:
                body = gzip.compress(fh.read(), compresslevel=9, mtime=0)
            self._compressed[key] = body
        return body

    @allow_unauthenticated
    async def get(self, path: str, include_body: bool = True):
        headers = self.request.headers
        if "gzip" not in headers.get("Accept-Encoding", "") or "Range" in headers:
            return await super().get(path, include_body)
        self.path = self.parse_url_path(path)
        absolute = self.get_absolute_path(self.root, self.path)
        self.absolute_path = self.validate_absolute_path(self.root, absolute)
        if self.absolute_path is None:
            return None
        body = self._gzipped()
        if body is None:
            return await super().get(path, include_body)
        self.modified = self.get_modified_time()
        self.set_headers()
        if self.should_return_304():
            self.set_status(304)
            return None
        self.set_header("Content-Encoding", "gzip")
        self.set_header("Content-Length", len(body))
        if include_body:
            self.write(body)
        return None


class PageHandler(GuardedHost, TornadoVoilaHandler):
    """Voilà's page handler, admitting a page under the cap and from the pool when it can."""

    _pool_kernel: str | None = None

    @property
    def guide(self) -> GuideServer:
        return self.settings["voila"]

    @tornado.web.authenticated
    async def get(self, path=None):
        km = self.kernel_manager
        notebook = (self.notebook_path or path or "")
        starts_kernel = notebook.lower().endswith(".ipynb")
        if starts_kernel:
            refusal = navigation_refusal(self.request.headers)
            if refusal is not None:
                self.set_status(403)
                self.set_header("Content-Type", "text/plain; charset=utf-8")
                self.finish(f"A lesson opens only as a page of its own, not as {refusal}.\n")
                return
            cap = self.guide.max_pages
            if cap and km.pages_open() >= cap:
                self.guide.log.warning("The class is full (%d pages open): refused %s",
                                       km.pages_open(), notebook)
                retry = self.guide.retry_after
                self.set_status(503)
                self.set_header("Retry-After", str(retry))
                self.set_header("Cache-Control", "no-store")
                self.set_header("Content-Type", "text/html; charset=utf-8")
                self.finish(class_full_page(retry))
                return
        # Voilà's page shuts its kernel down when it is closed, sending this cookie back.
        self.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie
        admission = km.admit() if starts_kernel else None
        token = ADMISSION.set(admission)
        try:
            if starts_kernel and self.voila_configuration.preheat_kernel:
                self._pool_kernel = km.take_ready(notebook)
                if self._pool_kernel is not None:
                    km.claim(self._pool_kernel)
            async for snippet in self.get_generator(path=path):
                self.write(snippet)
                self.flush()
        finally:
            ADMISSION.reset(token)
            if admission is not None:
                km.release(admission)

    def should_use_rendered_notebook(self, notebook_data, pool_size, template_name, theme,
                                     request_args) -> bool:
        # ?theme= and ?template= change nothing in the page the server sends (the guide's
        # template draws dark pages in the browser; both overrides are off), so any ready
        # pool kernel serves the page.
        return self._pool_kernel is not None


class VersionedStaticHandler(GuardedHost, Precompressed, MultiStaticFileHandler):
    """Voilà's scripts under an address naming Voilà's version: cached for a year."""

    def set_extra_headers(self, path: str) -> None:
        self.set_header("Cache-Control", f"public, max-age={YEAR}, immutable")


class JoinHandler(GuardedHost, LoginFormHandler):
    """The join page: the class's code instead of a password."""

    def _render(self, message=None):
        self.set_header("Cache-Control", "no-store")
        next_url = self.get_argument("next", default=url_path_join(self.base_url, "voila/"))
        self.write(join_page(next_url, self.xsrf_form_html(), failed=bool(message)))


class LeaveHandler(GuardedHost, LogoutHandler):
    """Leaving the class: forget the join cookie and show the join page."""

    @allow_unauthenticated
    def get(self):
        self.identity_provider.clear_login_cookie(self)
        self.redirect(url_path_join(self.base_url, "login"))


def guarded(handler: type) -> type:
    """``handler`` refusing foreign host names first (and, for a static file handler,
    answering from compressed copies)."""
    if issubclass(handler, GuardedHost):
        return handler
    if issubclass(handler, tornado.web.StaticFileHandler):
        return type(handler.__name__, (GuardedHost, Precompressed, handler), {})
    return type(handler.__name__, (GuardedHost, handler), {})


def versioned_static_url(page_config: dict, base_url: str = "/", **_kwargs) -> dict:
    """Voilà's page-config hook: the page loads Voilà's scripts from the versioned address."""
    page_config["fullStaticUrl"] = url_path_join(base_url, VERSIONED_STATIC)
    return page_config


# -- the application -----------------------------------------------------------------------------
class GuideServer(Voila):
    """Voilà with the guide's classroom settings (see the module's docstring)."""

    description = Unicode("The Rams guide's server: Voilà with a class's limits.")

    allowed_hosts = List(Unicode(), help=(
        "Host names (and addresses) requests may name in their Host header; the address "
        "the server listens on, and for a loopback address localhost, are always allowed."),
    ).tag(config=True)
    max_pages = Integer(0, help=(
        "Pages holding a kernel at once; a visitor past it gets the 'class is full' page "
        "(HTTP 503). 0: no cap.")).tag(config=True)
    max_kernels = Integer(0, help=(
        "Kernels in all, pages and pool: the pool is refilled only below it. 0: no limit."),
    ).tag(config=True)
    retry_after = Integer(60, help="Seconds a refused visitor is asked to wait (Retry-After).",
                          ).tag(config=True)
    class_page = Unicode("", help=(
        "The page a class opens together (a notebook path): it is preheated class_pool "
        "times, every other page VoilaConfiguration.default_pool_size times.")).tag(config=True)
    class_pool = Integer(0, help="Kernels preheated for class_page.").tag(config=True)

    def initialize(self, argv=None):
        super().initialize(argv)
        config = self.voila_configuration
        if not config.extension_allowlist and not config.extension_denylist:
            config.extension_allowlist = list(EXTENSIONS)
        if config.page_config_hook is None:
            config.page_config_hook = versioned_static_url
        if config.multi_kernel_manager_class is AsyncMappingKernelManager:
            config.multi_kernel_manager_class = GuideKernelManager

    def listen(self):
        if self.voila_configuration.preheat_kernel:
            tornado.ioloop.IOLoop.current().add_callback(self._say_when_preheated)
        super().listen()

    async def _say_when_preheated(self) -> None:
        """Print a line once every pool has its kernels and they have run their pages; then
        keep replacing pool kernels that die."""
        km = self.kernel_manager
        said = False
        while True:
            await asyncio.sleep(1 if not said else 10)
            km.prune_pools()
            if said:
                continue
            tasks = [t for pool in (getattr(km, "_pools", None) or {}).values() for t in pool]
            if all(t.done() and not t.cancelled() and t.exception() is None
                   and t.result()["task"].done() for t in tasks):
                print(f"The preheated pages are ready: {len(tasks)} kernels.", flush=True)
                self.log.info("The preheated pages are ready: %d kernels.", len(tasks))
                said = True

    def init_settings(self) -> dict:
        if self.class_page and self.class_pool > 0 \
                and "kernel_pools_config" not in self.config.VoilaKernelManager:
            default = max(self.voila_configuration.default_pool_size, 0)
            self.config.VoilaKernelManager.kernel_pools_config = {
                "default": {"pool_size": default},
                self.class_page: {"pool_size": self.class_pool}}
        self._rules = rules_route(self.root_dir, self.base_url,
                                  self.voila_configuration.template, self.server_url)
        if self._rules is not None:  # a page without a kernel: the pool never holds it
            denied = list(self.config.VoilaKernelManager.get("preheat_denylist", []))
            self.config.VoilaKernelManager.preheat_denylist = [*denied, re.escape(NOTEBOOK)]
        settings = super().init_settings()
        settings["compress_response"] = True
        settings["static_immutable_cache"] = [url_path_join(self.server_url,
                                                            "voila/labextensions/")]
        hosts = {name.lower() for name in self.allowed_hosts} | set(default_hosts(self.ip))
        settings["ramsas_allowed_hosts"] = frozenset(host_name(h) for h in hosts)
        return settings

    def init_handlers(self) -> list:
        handlers = []
        for pattern, handler, *rest in super().init_handlers():
            if handler is TornadoVoilaHandler:
                handler = PageHandler
            elif isinstance(handler, type) and issubclass(handler, LoginFormHandler):
                handler = JoinHandler
            elif isinstance(handler, type) and issubclass(handler, LogoutHandler):
                handler = LeaveHandler
            elif isinstance(handler, type):
                handler = guarded(handler)
            handlers.append((pattern, handler, *rest))
        versioned = (url_path_join(self.server_url, VERSIONED_STATIC, "(.*)"),
                     VersionedStaticHandler, {"paths": self.static_paths})
        rules = getattr(self, "_rules", None)  # before Voilà's page handler
        rules = [(rules[0], guarded(rules[1]), rules[2])] if rules else []
        return [versioned, *rules, *handlers]


def main(argv: list[str] | None = None) -> None:
    GuideServer.launch_instance(argv)


if __name__ == "__main__":
    main()
