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
  messages a page may send (:data:`ramsas_widgets.access.KERNEL_MESSAGES`).
- **Lessons only by page visits** (Voilà's ``prelaunch_hook``, :func:`page_visit_only`): a
  lesson asked for by an image, a script, a ``fetch()`` or a prefetch gets a 403 before any
  kernel starts. The page also gets Voilà's ``_xsrf`` cookie, so the shutdown request it
  sends when it is closed is accepted and frees its kernel at once.
- **A student can only use the guide** (:class:`ramsas_widgets.access.GuideAuthorizer`):
  notebooks, files, conversions, terminals and new kernels are refused with a 403, and the
  page's kernel websocket passes on the widgets' messages only.
- The page's beat (``voila/ramsas/alive``, :mod:`ramsas_widgets.alive`) is answered as
  under the launcher, so a page on a hub also says when its server stops answering.
- The server's address alone (``ServerApp.default_url``) opens the guide's index, unless
  the server's configuration names another of Voilà's pages.

``pip install`` puts :data:`ENABLE_FILE` in the environment's ``etc/jupyter`` (the
``data-files`` of ``pyproject.toml``), which enables this extension in every Jupyter server
of that environment; without the switch it does nothing at all, so a teacher's own
JupyterLab beside the guide is unchanged. An editable install copies nothing there:
:func:`checkout_env` gives a server started from a checkout the paths it needs.

>>> switched_on({"RAMSAS_GUIDE_SERVER": "1"}), switched_on({}), switched_on({SWITCH: "0"})
(True, False, False)
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path

import tornado.web
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join
from traitlets.config import Config

from . import template
from .access import KERNEL_MESSAGES, GuideAuthorizer
from .alive import alive_answer

#: The environment variable that turns the guide's server on.
SWITCH = "RAMSAS_GUIDE_SERVER"
#: This package's copy of the repository's voila.json (tests/test_extension.py compares them).
SETTINGS = Path(__file__).resolve().parent / "voila.json"
#: The package's Jupyter config folder, installed as ``<prefix>/etc/jupyter``.
CONFIG_DIR = Path(__file__).resolve().parent / "etc" / "jupyter"
#: The file enabling this extension in every Jupyter server of an environment.
ENABLE_FILE = CONFIG_DIR / "jupyter_server_config.d" / "ramsas_widgets.json"
#: The page a student's server opens: the guide's index.
DEFAULT_URL = "/voila/render/00_index.ipynb"


def switched_on(environ: Mapping[str, str] | None = None) -> bool:
    """Whether the switch is on: ``RAMSAS_GUIDE_SERVER`` is ``1`` (or ``true``, ``yes``)."""
    value = (os.environ if environ is None else environ).get(SWITCH, "")
    return value.strip().lower() in {"1", "true", "yes", "on"}


def page_visit_only(handler, notebook=None, cwd=None):
    """Voilà's prelaunch hook, run before a lesson's kernel starts: a request that is not a
    visit of the page gets a 403 and no kernel; a visit gets the ``_xsrf`` cookie (the page
    sends it back when it is closed, to shut its kernel down). Sources and tracebacks stay
    hidden whatever a config file read after this package's settings said."""
    from .server import navigation_refusal

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
    from .server import EXTENSIONS  # what a page needs in the browser, as the launcher

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
    return [{"module": "ramsas_widgets.extension"}]


def _link_jupyter_server_extension(serverapp) -> None:
    """Before the server builds its kernel manager and Voilà reads its settings: the guide's
    settings, if the switch is on."""
    if not switched_on():
        serverapp.log.debug("ramsas_widgets: %s is not set, the server is left as it is", SWITCH)
        return
    serverapp.update_config(guide_settings(serverapp.config))
    if not template_found():
        # an editable install copied no template into the environment: use the package's
        os.environ["JUPYTER_PATH"] = template.voila_env()["JUPYTER_PATH"]
    if not serverapp.jpserver_extensions.get("voila.server_extension"):
        serverapp.log.warning("ramsas_widgets: Voilà's server extension is not enabled: the "
                              "guide's pages will not be served")


def _load_jupyter_server_extension(serverapp) -> None:
    """Once the server's authorizer exists: the guide's around it, if the switch is on."""
    if not switched_on():
        return
    settings = serverapp.web_app.settings
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
    serverapp.web_app.add_handlers(".*$", [(
        url_path_join(serverapp.base_url, "voila", "ramsas", "alive"), AliveHandler)])
    serverapp.log.info("ramsas_widgets: %s is on: this server serves the guide only (pages "
                       "at %s)", SWITCH, DEFAULT_URL)


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
