"""What a student may do on a Jupyter server serving the guide: use its pages, nothing more.

On a school's JupyterHub each student has a Jupyter server of his own, and with the guide's
switch on (:mod:`ramsas_widgets.extension`) that server is only there to serve the guide's
pages. Two checks keep it so:

- :class:`GuideAuthorizer` answers Jupyter's question "may this user do this?" for every
  route that asks it (the REST API, the files, the terminals): only reading the server's
  status, the kernel specs and the page's own kernel, and talking to that kernel over its
  websocket, are allowed. Reading or writing notebooks and files (``/api/contents``,
  ``/files``, ``/view``), converting them (``/nbconvert``), terminals, starting, restarting,
  interrupting or deleting kernels (``POST /api/kernels``...), sessions (which start kernels)
  and the rest get a 403. Voilà's own pages (``/voila/render/...``), its file handler (the
  images a lesson shows) and its shutdown request do not ask the authorizer: they keep
  working.
- :data:`KERNEL_MESSAGES` are the only messages the page's kernel websocket passes on to the
  kernel (jupyter_server's ``MappingKernelManager.allowed_message_types``): the widgets' comm
  messages and the kernel info the page asks for. An ``execute_request`` (or any other
  request: completion, inspection, history, the debugger) is dropped by the server and never
  reaches the kernel, so nobody runs code through a page, not even in his own kernel. Voilà
  run on its own (the guide's launcher, :mod:`ramsas_widgets.server`) lets exactly these
  through already; the guide's server extension sets the same list.

>>> from jupyter_server.auth.authorizer import AllowAllAuthorizer
>>> guard = GuideAuthorizer(inner=AllowAllAuthorizer())
>>> guard.is_authorized(None, None, "read", "contents")
False
>>> guard.is_authorized(None, None, "execute", "kernels")
True
"""

from __future__ import annotations

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
