"""One switch turns a plain Jupyter server into the guide's server: ``RAMSAS_GUIDE_SERVER=1``.

A school's JupyterHub starts a Jupyter server per student (``jupyterhub-singleuser``), where
Voilà runs as a server extension. With the switch in that server's environment and this
package installed, the server serves the guide as ``python -m ramsas_widgets`` does:

- **The guide's settings, wherever it starts.** The settings of the repository's
  ``voila.json`` (this package's copy, :data:`SETTINGS`) apply whatever the server's working
  folder: Voilà's executor timeouts, the images a lesson may show, the lighter page (only
  the widgets' front-end extensions), and culling (a kernel whose page went away without a
  word is shut down once it has had no connection for ``cull_idle_timeout`` seconds). A
  setting the server's own configuration gives (the hub's ``Spawner.args``, a config file)
  is kept, except those that keep the pages safe, which always hold: sources and
  tracebacks hidden, the guide's template, no template or theme override, and the kernel
  messages a page may send (:data:`ramsas_widgets.hub.access.KERNEL_MESSAGES`).
- **Lessons only by page visits** (Voilà's ``prelaunch_hook``, :func:`page_visit_only`): a
  lesson asked for by an image, a script, a ``fetch()`` or a prefetch gets a 403 before any
  kernel starts. The page also gets Voilà's ``_xsrf`` cookie, so the shutdown request it
  sends when it is closed is accepted and frees its kernel at once.
- **A student can only use the guide.** Only the guide's own routes answer
  (:class:`ramsas_widgets.hub.access.RouteGate`, in front of the server's routing): JupyterLab,
  its extension manager and settings, the REST API, files, terminals and whatever route
  another installed extension adds get a 403 before any handler runs. Behind it
  :class:`ramsas_widgets.hub.access.GuideAuthorizer` refuses notebooks, files, conversions,
  terminals and new kernels, and the page's kernel websocket passes on the widgets' messages
  only.
- **Locked, or not serving.** With the switch on, a failure of any server extension stops
  the server (``ServerApp.reraise_server_extension_failures``), and before the server
  listens (and again once it runs) :func:`lock_problems` checks that the gate, the
  authorizer, the kernel messages, Voilà and the guide's template are all in place; if one
  is not, the server stops with a message saying why (:class:`LockFailed`).
- The page's beat (``voila/ramsas/alive``, :mod:`ramsas_widgets.serve.alive`) is answered as
  under the launcher, so a page on a hub also says when its server stops answering.
- The server's address alone (``ServerApp.default_url``) opens the guide's index, unless
  the server's configuration names another of Voilà's pages.

The switch is read when Python starts (:mod:`ramsas_widgets.hub.switch`): the
``ramsas_widgets_guide_switch.pth`` file that both the wheel and the editable install put in
``site-packages`` adds the package's own config folder (holding :data:`ENABLE_FILE`, which
enables this extension) and its data folder (the template) to the Jupyter paths of a process
started with the switch, so the extension loads however the package was installed and stays
current after a ``git pull``. ``pip install .`` also copies :data:`ENABLE_FILE` into the
environment's ``etc/jupyter``; without the switch the extension does nothing at all, so a
teacher's own JupyterLab beside the guide is unchanged. :func:`checkout_env` gives a server
the same paths explicitly.

>>> switched_on({"RAMSAS_GUIDE_SERVER": "1"}), switched_on({}), switched_on({SWITCH: "0"})
(True, False, False)
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join
from traitlets.config import Config

from ramsas_widgets import template
from ramsas_widgets.serve.alive import alive_answer

from .access import KERNEL_MESSAGES, GuideAuthorizer, Refused, RouteGate
from .switch import CONFIG_DIR, SWITCH, switched_on

#: This package's copy of the repository's voila.json (tests/test_extension.py compares them).
SETTINGS = Path(__file__).resolve().parents[1] / "voila.json"
#: The file enabling this extension in every Jupyter server of an environment.
ENABLE_FILE = CONFIG_DIR / "jupyter_server_config.d" / "ramsas_widgets.json"
#: The page a student's server opens: the guide's index.
DEFAULT_URL = "/voila/render/00_index.ipynb"


def page_visit_only(handler, notebook=None, cwd=None):
    """Voilà's prelaunch hook, run before a lesson's kernel starts: a request that is not a
    visit of the page gets a 403 and no kernel; a visit gets the ``_xsrf`` cookie (the page
    sends it back when it is closed, to shut its kernel down). Sources and tracebacks stay
    hidden whatever a config file read after this package's settings said."""
    from ramsas_widgets.serve.server import navigation_refusal

    refusal = navigation_refusal(handler.request.headers)
    if refusal is not None:
        raise tornado.web.HTTPError(403, "A lesson opens only as a page of its own (%s).",
                                    refusal)
    handler.xsrf_token  # noqa: B018 - reading it sets the _xsrf cookie
    config = handler.voila_configuration
    config.show_tracebacks = False
    config.strip_sources = True
    return None


def safe_settings() -> Config:
    """The settings that always hold on the guide's server."""
    config = Config()
    config.VoilaConfiguration.show_tracebacks = False
    config.VoilaConfiguration.strip_sources = True
    config.VoilaConfiguration.template = template.NAME
    config.VoilaConfiguration.allow_template_override = "NO"
    config.VoilaConfiguration.allow_theme_override = "NO"
    config.VoilaConfiguration.prelaunch_hook = page_visit_only
    config.MappingKernelManager.allowed_message_types = list(KERNEL_MESSAGES)
    return config


def guide_settings(given: Config | None = None) -> Config:
    """The guide's settings for a server whose own configuration is ``given``: those of
    :data:`SETTINGS` and the others below where ``given`` says nothing, then the safe ones
    (:func:`safe_settings`) whatever it says.

    >>> settings = guide_settings(Config({"MappingKernelManager": {"cull_idle_timeout": 600},
    ...                                   "VoilaConfiguration": {"show_tracebacks": True}}))
    >>> kernels = settings.MappingKernelManager
    >>> "cull_idle_timeout" in kernels, kernels.cull_interval
    (False, 30)
    >>> settings.VoilaConfiguration.show_tracebacks, settings.VoilaConfiguration.template
    (False, 'ramsas')
    """
    # what a page needs in the browser, as the launcher
    from ramsas_widgets.serve.server import EXTENSIONS

    given = given if given is not None else Config()
    wanted = json.loads(SETTINGS.read_text(encoding="utf-8"))
    wanted.pop("Voila", None)  # Voilà's own application (address, port): not a server's
    wanted.setdefault("VoilaConfiguration", {})["extension_allowlist"] = list(EXTENSIONS)
    config = Config()
    for section, values in wanted.items():
        already = given[section] if section in given else {}
        for key, value in values.items():
            if key not in already:
                config[section][key] = value
    # the server's address opens the guide: a default page that is not one of Voilà's (the
    # JupyterLab that jupyterhub-singleuser picks when the hub names none) is replaced
    server = given["ServerApp"] if "ServerApp" in given else {}
    if not str(server.get("default_url", "")).startswith("/voila"):
        config.ServerApp.default_url = DEFAULT_URL
    config.merge(safe_settings())
    return config


def _jupyter_server_extension_points() -> list[dict]:
    return [{"module": "ramsas_widgets.hub.extension"}]


class LockFailed(RuntimeError):
    """The switch is on, but the guide cannot lock this server: it must not serve."""


#: What to do when the lock fails, said after the reasons.
LOCK_ADVICE = ("Install the guide's package into this server's environment (pip install . "
               "or pip install -e . in the guide's checkout), keep Voilà's server extension "
               "enabled, and remove any setting that replaces the server's authorizer, its "
               "kernel messages or its routes; or unset {switch} to run an ordinary Jupyter "
               "server.")


def lock_failed(serverapp, problems: list[str]) -> LockFailed:
    """The error that stops a server the guide cannot lock, its reasons logged."""
    message = (f"{SWITCH} is on, but the guide cannot lock this Jupyter server, so it will "
               "not serve: " + " ".join(problems) + " " + LOCK_ADVICE.format(switch=SWITCH))
    serverapp.log.critical("ramsas_widgets: %s", message)
    return LockFailed(message)


def _link_jupyter_server_extension(serverapp) -> None:
    """Before the server builds its kernel manager and Voilà reads its settings: the guide's
    settings, if the switch is on. From here on a failing extension stops the server."""
    if not switched_on():
        serverapp.log.debug("ramsas_widgets: %s is not set, the server is left as it is", SWITCH)
        return
    serverapp.reraise_server_extension_failures = True
    if not serverapp.jpserver_extensions.get("voila.server_extension"):
        raise lock_failed(serverapp, ["Voilà's server extension is not enabled, so the "
                                      "guide's pages cannot be served."])
    serverapp.update_config(guide_settings(serverapp.config))
    if not template_found():
        # the process started without the .pth's paths: use the package's template
        os.environ["JUPYTER_PATH"] = template.voila_env()["JUPYTER_PATH"]


def _load_jupyter_server_extension(serverapp) -> None:
    """Once the server's authorizer and routes exist: the gate in front of the routes and
    the guide's authorizer around the server's, if the switch is on; the lock is checked
    again before the server listens."""
    if not switched_on():
        return
    web_app = serverapp.web_app
    settings = web_app.settings
    guard = GuideAuthorizer(parent=serverapp, log=serverapp.log,
                            identity_provider=serverapp.identity_provider,
                            inner=settings["authorizer"])
    settings["authorizer"] = serverapp.authorizer = guard
    settings.setdefault("compress_response", True)
    # Voilà's page fetches MathJax from a CDN unless both are None, as under the launcher
    # (the lessons have no formula): nothing comes from another host
    settings.setdefault("mathjax_url", None)
    settings.setdefault("mathjax_config", None)
    # the page's beat (static/connection.js), answered as under the launcher
    web_app.add_handlers(".*$", [(
        url_path_join(serverapp.base_url, "voila", "ramsas", "alive"), AliveHandler)])
    gate = RouteGate(serverapp.base_url, web_app.find_handler, serverapp.log,
                     lambda request: web_app.get_handler_delegate(request, Refused))
    web_app.find_handler = settings["ramsas_gate"] = gate

    listen = serverapp.init_httpserver

    def init_httpserver() -> None:
        """Every extension is loaded: listen only if the lock holds."""
        problems = lock_problems(serverapp)
        if problems:
            gate.close("the guide's lock is broken")
            raise lock_failed(serverapp, problems)
        listen()

    serverapp.init_httpserver = init_httpserver
    serverapp.log.info("ramsas_widgets: %s is on: this server serves the guide only (pages "
                       "at %s)", SWITCH, DEFAULT_URL)


async def _start_jupyter_server_extension(serverapp) -> None:
    """The server runs: if the lock has gone meanwhile, refuse everything and stop."""
    if not switched_on():
        return
    problems = lock_problems(serverapp)
    if problems:
        gate = serverapp.web_app.settings.get("ramsas_gate")
        if isinstance(gate, RouteGate):
            gate.close("the guide's lock is broken")
        lock_failed(serverapp, problems)
        serverapp.stop()


def lock_problems(serverapp) -> list[str]:
    """What keeps the guide's lock from holding on ``serverapp``, in sentences (none: it
    holds): the gate in front of the routes, the guide's authorizer, the kernel messages,
    Voilà's pages and the guide's template."""
    problems = []
    web_app = getattr(serverapp, "web_app", None)
    settings = getattr(web_app, "settings", {})
    gate = settings.get("ramsas_gate")
    if not isinstance(gate, RouteGate) or vars(web_app).get("find_handler") is not gate:
        problems.append("The guide's gate is not in front of the server's routes.")
    if not isinstance(settings.get("authorizer"), GuideAuthorizer):
        problems.append("The guide's authorizer is not the server's.")
    kernels = getattr(serverapp, "kernel_manager", None)
    if list(getattr(kernels, "allowed_message_types", None) or []) != list(KERNEL_MESSAGES):
        problems.append("The page's kernel would accept other messages than the widgets'.")
    if settings.get("voila_jinja2_env") is None:
        problems.append("Voilà's server extension did not load.")
    if not template_found():
        problems.append(f"The guide's Voilà template ({template.NAME}) is in no Jupyter "
                        "data folder.")
    return problems


class AliveHandler(JupyterHandler):
    """``voila/ramsas/alive[?kernel=<id>]`` on a hub's server, as under the launcher: the
    page learns that its server answers, and whether its kernel is still there."""

    @tornado.web.authenticated
    def get(self) -> None:
        answer = alive_answer(self.kernel_manager, self.get_argument("kernel", ""))
        self.set_header("Cache-Control", "no-store")
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(answer))


def template_found() -> bool:
    """Whether a Jupyter data folder holds the guide's Voilà template."""
    from jupyter_core.paths import jupyter_path

    return any(os.path.isdir(os.path.join(root, "voila", "templates", template.NAME))
               for root in jupyter_path())


def checkout_env() -> dict[str, str]:
    """This process's environment with what a Jupyter server started from a checkout (an
    editable install, which copies nothing into the environment) needs to load this
    extension and find the guide's template: the package's config folder on
    ``JUPYTER_CONFIG_PATH`` and its data folder on ``JUPYTER_PATH``
    (:func:`ramsas_widgets.template.voila_env`). The switch is left as it is."""
    env = template.voila_env()
    paths = [p for p in env.get("JUPYTER_CONFIG_PATH", "").split(os.pathsep) if p]
    if str(CONFIG_DIR) not in paths:
        paths.append(str(CONFIG_DIR))
    env["JUPYTER_CONFIG_PATH"] = os.pathsep.join(paths)
    return env
