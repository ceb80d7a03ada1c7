"""What a student may do on a Jupyter server serving the guide: use its pages, nothing more.

On a school's JupyterHub each student has a Jupyter server of his own, and with the guide's
switch on (:mod:`ramsas_widgets.hub.extension`) that server is only there to serve the guide's
pages. Three walls keep it so:

- :class:`RouteGate`, the first, stands in front of the server's routing (the tornado
  application's ``find_handler``): a request passes only if its method and path are one of
  :data:`ROUTES` under the server's base URL (the guide's pages and their files, the page's
  own kernel and its websocket, the page's beat, the hub's sign-in) and the route it reaches
  is served by one of the packages of :data:`HANDLER_PACKAGES`. Everything else gets a 403
  before any handler runs: JupyterLab (``/lab``, its extension manager, its settings and
  workspaces), the REST API, the files, the terminals, and any route an extension
  installed beside the guide adds, whenever it adds it. Each refused route is logged once.
- :class:`GuideAuthorizer`, the second, answers Jupyter's question "may this user do this?"
  for every route that asks it: only reading the server's status, the kernel specs and the
  page's own kernel, and talking to that kernel over its websocket, are allowed. Reading or
  writing notebooks and files (``/api/contents``, ``/files``, ``/view``), converting them
  (``/nbconvert``), terminals, starting, restarting, interrupting or deleting kernels
  (``POST /api/kernels``...), sessions (which start kernels) and the rest get a 403, should
  the gate ever let one through. Voilà's own pages (``/voila/render/...``), its file handler
  (the images a lesson shows) and its shutdown request do not ask the authorizer.
- :data:`KERNEL_MESSAGES` are the only messages the page's kernel websocket passes on to the
  kernel (jupyter_server's ``MappingKernelManager.allowed_message_types``): the widgets' comm
  messages and the kernel info the page asks for. An ``execute_request`` (or any other
  request: completion, inspection, history, the debugger) is dropped by the server and never
  reaches the kernel, so nobody runs code through a page, not even in his own kernel. Voilà
  run on its own (the guide's launcher, :mod:`ramsas_widgets.serve.server`) lets exactly these
  through already; the guide's server extension sets the same list.

>>> gate = RouteGate("/user/ana/", inner=None)
>>> gate.allows("GET", "/user/ana/voila/render/00_index.ipynb"), gate.allows("GET", "/user/ana/lab")
(True, False)
>>> gate.allows("POST", "/user/ana/voila/render/00_index.ipynb")
False
>>> from jupyter_server.auth.authorizer import AllowAllAuthorizer
>>> guard = GuideAuthorizer(inner=AllowAllAuthorizer())
>>> guard.is_authorized(None, None, "read", "contents")
False
>>> guard.is_authorized(None, None, "execute", "kernels")
True
"""

from __future__ import annotations

import re
from collections.abc import Callable

import tornado.web
from jupyter_server.auth.authorizer import AllowAllAuthorizer, Authorizer
from traitlets import Instance, default

#: The kernel messages a page of the guide sends (Voilà's own list when it runs alone):
#: its widgets' comms, and the kernel's info when the page connects. ``shutdown_request``
#: only stops the page's own kernel, as closing the page does.
KERNEL_MESSAGES = ("comm_open", "comm_close", "comm_msg", "comm_info_request",
                   "kernel_info_request", "shutdown_request")

#: (resource, action) pairs a student may be granted; every other one is refused.
ALLOWED = frozenset({
    ("api", "read"),          # /api, /api/status, /api/me: the server's status
    ("kernelspecs", "read"),  # which kernels exist (the page's front end may ask)
    ("kernels", "read"),      # a kernel's state (the page asks after a lost connection)
    ("kernels", "execute"),   # the kernel's websocket, whose messages KERNEL_MESSAGES filters
})


class GuideAuthorizer(Authorizer):
    """Refuses every resource a page of the guide does not need (see the module), and asks
    the server's own authorizer (``inner``: JupyterHub's, or the server's default) about
    the others."""

    inner = Instance(Authorizer, help="The server's own authorizer, asked after this one.")

    @default("inner")
    def _default_inner(self) -> Authorizer:
        return AllowAllAuthorizer(parent=self, identity_provider=self.identity_provider)

    def is_authorized(self, handler, user, action: str, resource: str):
        if (resource, action) not in ALLOWED:
            who = getattr(user, "username", "?")
            self.log.warning("The guide's server refuses %s of %s to %s", action, resource, who)
            return False
        return self.inner.is_authorized(handler, user, action, resource)


# -- the gate in front of the server's routes ----------------------------------------------------
_KERNEL_ID = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"

#: (methods, path under the base URL) of every route a student's server answers; the paths
#: are regular expressions matched whole, against the path as the browser sent it.
ROUTES: tuple[tuple[frozenset[str], str], ...] = tuple(
    (frozenset(methods.split()), path) for methods, path in (
        ("GET", r""),                             # the address alone: to the guide's index
        ("GET", r"api"),                          # the hub asks it while the server starts
        ("GET", r"oauth_callback"),               # the hub's sign-in comes back here
        ("GET", r"logout"),                       # to the hub's sign-out
        ("GET", r"voila/?"),                      # the list of lessons
        ("GET", r"voila/tree(/.*)?"),
        ("GET", r"voila/render/.+"),              # a lesson's page
        ("GET", r"voila/static/.+"),              # Voilà's scripts
        ("GET", r"voila/templates/.+"),           # the guide's stylesheets and scripts
        ("GET", r"voila/labextensions/.+"),       # the widgets' front end
        ("GET", r"voila/api/themes/.+"),          # the light and dark themes
        ("GET", r"voila/files/.+"),               # the images a lesson shows
        ("POST", rf"voila/api/shutdown/{_KERNEL_ID}"),  # a closed page frees its kernel
        ("GET", r"voila/ramsas/alive"),           # the page's beat
        ("GET", rf"api/kernels/{_KERNEL_ID}"),    # the page's kernel: its state...
        ("GET", rf"api/kernels/{_KERNEL_ID}/channels"),  # ...and its websocket
    ))

#: The packages whose handlers may serve an allowed route: Jupyter's server (the kernel's
#: websocket, the redirect, its 404), Voilà, the themes' handler Voilà borrows, the hub's
#: sign-in, and the guide's own. A route an extension slipped in under an allowed path is
#: refused.
HANDLER_PACKAGES = ("jupyter_server", "voila", "jupyterlab_server.themes_handler",
                    "jupyterhub", "ramsas_widgets", "tornado")

#: How many refused routes are logged one by one (then one line says the rest is not).
LOGGED_ROUTES = 500


class Refused(tornado.web.RequestHandler):
    """The answer to every request the gate does not let through: a short 403."""

    SUPPORTED_METHODS = ("GET", "HEAD", "POST", "DELETE", "PATCH", "PUT", "OPTIONS")

    def check_xsrf_cookie(self) -> None:
        """Refused whatever its token: nothing to check."""

    def prepare(self) -> None:
        self.set_status(403)
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish("Forbidden: this server serves the guide's pages only.\n")


def _handler_package(delegate) -> str | None:
    """The module of the handler class a routing result will run, if it is one."""
    handler_class = getattr(delegate, "handler_class", None)
    return getattr(handler_class, "__module__", None) if handler_class else None


class RouteGate:
    """The tornado application's ``find_handler``, allowing only :data:`ROUTES` served by
    :data:`HANDLER_PACKAGES` (see the module); ``inner`` is the application's own."""

    def __init__(self, base_url: str, inner: Callable | None, log=None,
                 make_refusal: Callable | None = None) -> None:
        base = "/" + base_url.strip("/") + "/" if base_url.strip("/") else "/"
        self.patterns = [(methods, re.compile(re.escape(base) + path + r"\Z"))
                         for methods, path in ROUTES]
        self.bare = base.rstrip("/")  # the base URL without its slash: a redirect
        self.inner, self.log, self.make_refusal = inner, log, make_refusal
        self.closed: str = ""  # a reason once the server must answer nothing at all
        self.logged: set[tuple[str, str]] = set()

    def allows(self, method: str, path: str) -> bool:
        """Whether ``method`` on ``path`` is one of the guide's routes."""
        if self.closed:
            return False
        if method == "GET" and self.bare and path == self.bare:
            return True
        return any(method in methods and pattern.match(path)
                   for methods, pattern in self.patterns)

    def close(self, reason: str) -> None:
        """Refuse every request from now on (the lock is broken: ``reason``)."""
        self.closed = reason

    def __call__(self, request, **kwargs):
        method, path = request.method or "", request.path or ""
        if self.allows(method, path):
            route = self.inner(request, **kwargs)
            module = _handler_package(route) or ""
            if any(module == p or module.startswith(p + ".") for p in HANDLER_PACKAGES):
                return route
            why = f"its handler comes from {module or 'an unknown router'}"
        else:
            why = self.closed or "not one of the guide's routes"
        self.refused(method, path, why)
        return self.make_refusal(request)

    def refused(self, method: str, path: str, why: str) -> None:
        """Log a refused route the first time it is asked."""
        if self.log is None or (method, path) in self.logged or len(self.logged) > LOGGED_ROUTES:
            return
        if len(self.logged) < LOGGED_ROUTES:
            self.log.warning("The guide's server refuses %s %s: %s.", method, path, why)
        elif len(self.logged) == LOGGED_ROUTES:
            self.log.warning("The guide's server has refused %d different routes: the "
                             "others it refuses are not logged one by one.", LOGGED_ROUTES)
        self.logged.add((method, path))
