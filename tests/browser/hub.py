"""A real JupyterHub on 127.0.0.1 serving the guide, for tests/browser/test_hub.py and
benchmarks/hub.py.

The hub runs ``deploy/jupyterhub/jupyterhub_config.py`` (the school's configuration), with
only what a test machine needs changed: addresses and ports on 127.0.0.1, its files in a
folder of its own, a shared password instead of the school's accounts, a process of this
machine's user per student (``SimpleLocalProcessSpawner``) instead of a systemd unit, the
Jupyter server started from this checkout (``PYTHONPATH``; the Jupyter paths are found by
the student's server itself, through the switch's ``.pth`` file the editable install put in
the environment, :mod:`ramsas_widgets.hub.switch`), and the idle culler started by hand
(:meth:`Hub.start_culler`) instead of with the hub. The proxy is the npm
``configurable-http-proxy`` that ``.ci/run`` installs into ``.ci/node``
(or one on ``PATH``).

Every process the hub starts (the proxy, the students' servers, their kernels) carries
:attr:`Hub.marker` in its environment: :meth:`Hub.processes` finds them all, even those no
longer below the hub.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import textwrap
import time
import urllib.error
import urllib.request
from pathlib import Path

from ramsas_widgets.hub.extension import SWITCH

ROOT = Path(__file__).resolve().parents[2]
DEPLOY_CONFIG = ROOT / "deploy" / "jupyterhub" / "jupyterhub_config.py"
LOCAL_PROXY = ROOT / ".ci" / "node" / "node_modules" / ".bin" / "configurable-http-proxy"
#: The class's shared password (the test's hub only).
PASSWORD = "rams-class-password"
INDEX = "voila/render/00_index.ipynb"


#: A server extension the tests install beside the guide (:func:`throwaway_extension`): it
#: answers routes of its own, one of them under the guide's own path, asking nobody who calls.
THROWAWAY = "rw_throwaway"
THROWAWAY_ANSWER = "the throwaway extension answered"
THROWAWAY_SOURCE = f'''"""A server extension installed beside the guide by the tests."""
from jupyter_server.base.handlers import JupyterHandler
from jupyter_server.utils import url_path_join


class Probe(JupyterHandler):
    def check_xsrf_cookie(self):
        pass

    def get(self, *args):
        self.finish({THROWAWAY_ANSWER!r})

    post = put = get


def _jupyter_server_extension_points():
    return [{{"module": {THROWAWAY!r}}}]


def _load_jupyter_server_extension(serverapp):
    base = serverapp.base_url
    serverapp.web_app.add_handlers(".*$", [
        (url_path_join(base, "rw-throwaway/(.*)"), Probe),
        (url_path_join(base, "voila/render/rw-shadow.ipynb"), Probe),
    ])
'''
#: Its routes: its own, and the one it slips in under Voilà's pages.
THROWAWAY_ROUTES = [("GET", "rw-throwaway/x"), ("POST", "rw-throwaway/x"),
                    ("GET", "voila/render/rw-shadow.ipynb")]


def throwaway_extension(folder: Path) -> dict[str, str]:
    """Write :data:`THROWAWAY` into ``folder`` with the config that enables it in every
    Jupyter server; the environment a server needs to load it (``PYTHONPATH`` and
    ``JUPYTER_CONFIG_PATH``, this checkout first on the former)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{THROWAWAY}.py").write_text(THROWAWAY_SOURCE)
    enabled = folder / "config" / "jupyter_server_config.d"
    enabled.mkdir(parents=True, exist_ok=True)
    (enabled / f"{THROWAWAY}.json").write_text(json.dumps(
        {"ServerApp": {"jpserver_extensions": {THROWAWAY: True}}}))
    return {"PYTHONPATH": os.pathsep.join([str(ROOT), str(folder)]),
            "JUPYTER_CONFIG_PATH": str(folder / "config")}


def find_proxy() -> str | None:
    """The configurable-http-proxy command: .ci/run's copy, else one on PATH."""
    if LOCAL_PROXY.exists():
        return str(LOCAL_PROXY)
    return shutil.which("configurable-http-proxy")


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def environ_of(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return b""


class Hub:
    """A JupyterHub in ``folder``; :meth:`start`, :meth:`stop`."""

    def __init__(self, folder: Path, *, pin: int | None = None, extra_config: str = "") -> None:
        self.folder = folder
        self.pin = pin
        self.extra_config = extra_config
        self.port, self.hub_port, self.api_port = free_port(), free_port(), free_port()
        self.base = f"http://127.0.0.1:{self.port}/"
        self.marker = f"RAMSAS_HUB_RUN={secrets.token_hex(8)}"
        self.token = secrets.token_hex(16)          # the test's own service
        self.culler_token = secrets.token_hex(16)   # the idle culler's
        self.proc: subprocess.Popen | None = None
        self.culler: subprocess.Popen | None = None
        self.log_path = folder / "jupyterhub.log"

    # -- starting and stopping ---------------------------------------------------------------
    def config_text(self) -> str:
        key, value = self.marker.split("=", 1)
        environment = {key: value}
        environment["PYTHONPATH"] = str(ROOT)
        environment["PYTHONUNBUFFERED"] = "1"
        args = ["--allow-root"] if os.geteuid() == 0 else []
        homes = str(self.folder / "home" / "{username}")
        return textwrap.dedent(f"""\
            c = get_config()  # noqa
            load_subconfig({str(DEPLOY_CONFIG)!r})
            # what differs on a test machine
            c.JupyterHub.bind_url = "http://127.0.0.1:{self.port}"
            c.JupyterHub.hub_bind_url = "http://127.0.0.1:{self.hub_port}"
            c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{self.api_port}"
            c.ConfigurableHTTPProxy.command = [{find_proxy()!r}]
            c.ConfigurableHTTPProxy.pid_file = {str(self.folder / "proxy.pid")!r}
            c.JupyterHub.db_url = "sqlite:///{self.folder / 'jupyterhub.sqlite'}"
            c.JupyterHub.cookie_secret_file = {str(self.folder / "cookie_secret")!r}
            c.JupyterHub.authenticator_class = "shared-password"
            c.SharedPasswordAuthenticator.user_password = {PASSWORD!r}
            c.Authenticator.allow_all = True
            c.JupyterHub.spawner_class = "simple"
            c.SimpleLocalProcessSpawner.home_dir_template = {homes!r}
            c.Spawner.cmd = [{sys.executable!r}, "-m", "jupyterhub.singleuser"]
            c.Spawner.args = {args!r}
            c.Spawner.notebook_dir = {str(ROOT / "notebooks")!r}
            c.Spawner.environment.update({environment!r})
            c.JupyterHub.services = [
                {{"name": "checks", "api_token": {self.token!r}}},
                {{"name": "idle-culler", "api_token": {self.culler_token!r}}},
            ]
            c.JupyterHub.load_roles = [
                {{"name": "checks", "services": ["checks"],
                  "scopes": ["admin:users", "admin:servers", "admin:server_state"]}},
                {{"name": "idle-culler", "services": ["idle-culler"],
                  "scopes": ["list:users", "read:users:activity", "read:servers",
                             "delete:servers"]}},
            ]
            """) + self.extra_config

    def command(self) -> list[str]:
        cmd = [sys.executable, "-m", "jupyterhub", "-f", str(self.folder / "hub_config.py")]
        return ["taskset", "-c", str(self.pin), *cmd] if self.pin is not None else cmd

    def start(self, timeout: float = 120) -> Hub:
        self.folder.mkdir(parents=True, exist_ok=True)
        (self.folder / "hub_config.py").write_text(self.config_text())
        key, value = self.marker.split("=", 1)
        env = {**os.environ, key: value, "PYTHONUNBUFFERED": "1"}
        env.pop(SWITCH, None)  # the hub itself is no guide's server
        self.log = self.log_path.open("w")
        self.proc = subprocess.Popen(self.command(), cwd=self.folder, env=env, stdout=self.log,
                                     stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                     start_new_session=True)
        deadline = time.monotonic() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"JupyterHub exited ({self.proc.returncode}):\n"
                                   + self.text()[-3000:])
            try:
                with urllib.request.urlopen(self.base + "hub/api", timeout=2) as r:
                    if r.status == 200:
                        return self
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("JupyterHub did not answer in time:\n" + self.text()[-3000:])
            time.sleep(0.3)

    def start_culler(self, timeout: int, every: int) -> None:
        """``jupyterhub-idle-culler``, as the hub's own service would run it, every ``every``
        seconds stopping the servers idle for ``timeout`` seconds."""
        key, value = self.marker.split("=", 1)
        env = {**os.environ, key: value, "JUPYTERHUB_API_TOKEN": self.culler_token}
        cmd = [sys.executable, "-m", "jupyterhub_idle_culler",
               f"--url=http://127.0.0.1:{self.port}/hub/api",
               f"--timeout={timeout}", f"--cull-every={every}"]
        self.culler_log = (self.folder / "culler.log").open("w")
        self.culler = subprocess.Popen(cmd, cwd=self.folder, env=env, stdout=self.culler_log,
                                       stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                       start_new_session=True)

    def stop(self, grace: float = 60) -> list[int]:
        """Stop the culler and the hub, as an administrator does (SIGTERM): the hub stops the
        students' servers, which stop their kernels, and the proxy. Returns the processes of
        the hub's still running ``grace`` seconds later, which are then killed."""
        for proc in (self.culler, self.proc):
            if proc is not None and proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                    proc.wait(timeout=grace)
                except (ProcessLookupError, subprocess.TimeoutExpired):
                    pass
        deadline = time.monotonic() + grace
        while self.processes() and time.monotonic() < deadline:
            time.sleep(0.5)
        left = self.processes()
        for pid in left:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for proc in (self.culler, self.proc):
            if proc is not None and proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
        for log in (getattr(self, "log", None), getattr(self, "culler_log", None)):
            if log is not None and not log.closed:
                log.close()
        return left

    # -- looking at it ---------------------------------------------------------------------------
    def text(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def processes(self) -> list[int]:
        """Every running process started by this hub (the hub, the proxy, the servers, their
        kernels, the culler): those with the hub's marker in their environment."""
        mark = self.marker.encode() + b"\0"
        own = os.getpid()
        found = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit() and int(entry.name) != own:
                if mark in environ_of(int(entry.name)):
                    try:
                        state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
                    except (OSError, IndexError):
                        continue
                    if state != "Z":
                        found.append(int(entry.name))
        return found

    def api(self, path: str, method: str = "GET", data: dict | None = None) -> dict | None:
        """The hub's REST API (``/hub/api/...``) with the test's service token."""
        body = json.dumps(data).encode() if data is not None else None
        request = urllib.request.Request(
            f"{self.base}hub/api/{path}", data=body, method=method,
            headers={"Authorization": f"token {self.token}",
                     "Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as r:
            text = r.read()
        return json.loads(text) if text else None

    def server(self, user: str) -> dict | None:
        """The user's running (or starting) default server: its model, ``state`` included."""
        try:
            model = self.api(f"users/{user}?include_stopped_servers=0")
        except urllib.error.HTTPError:
            return None
        return (model or {}).get("servers", {}).get("")

    def user_url(self, user: str, path: str = "") -> str:
        return f"{self.base}user/{user}/{path}"
