"""The guide's server extension: ``RAMSAS_GUIDE_SERVER=1`` turns a plain Jupyter server into the
guide's server, and without it a teacher's own Jupyter is as before.

Two real ``jupyter server`` processes of this environment (the editable install the
README's test command makes), started from another folder, each with another server
extension installed beside the guide (``tests/browser/hub.py``'s throwaway one): the
teacher's with this package's config and data folders given, without the switch; the
guide's with the switch and nothing else, so it finds the package's folders by itself
(the ``.pth`` file, :mod:`ramsas_widgets.hub.switch`). Both are asked the same things. Code
sent over a page's kernel websocket would write a file: it does without the switch (so the
probe works), and does not with it, nor under the guide's own launcher. Servers the guide
cannot lock refuse to serve: ``tests/test_switch.py``.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest
from jupyter_server.auth.authorizer import Authorizer

from ramsas_widgets.hub import extension
from ramsas_widgets.hub.access import ALLOWED, KERNEL_MESSAGES, GuideAuthorizer, RouteGate
from tests.browser.conftest import kernel_pids
from tests.browser.hub import THROWAWAY, THROWAWAY_ANSWER, THROWAWAY_ROUTES, throwaway_extension
from tests.test_voila_config import pyproject

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LESSON = "01_lithuanian_ramsas.ipynb"
TOKEN = "teacher-token"
START_TIMEOUT_S = 120
#: A code cell's source on a page (the editor box Voilà draws it in).
CODE_CELL = re.compile(r'<div class="[^"]*jp-InputArea-editor')


# -- the package's files ---------------------------------------------------------------------
def test_the_packages_settings_are_the_repositorys_voila_json():
    assert json.loads(extension.SETTINGS.read_text()) == json.loads(
        (ROOT / "voila.json").read_text()), \
        "ramsas_widgets/voila.json must be a copy of voila.json: copy it again"


def test_pip_install_enables_the_extension_in_the_environment():
    enabled = json.loads(extension.ENABLE_FILE.read_text())
    assert enabled == {"ServerApp": {"jpserver_extensions": {"ramsas_widgets.hub.extension": True}}}
    project = pyproject()
    installed = project["tool"]["setuptools"]["data-files"]
    relative = str(extension.ENABLE_FILE.relative_to(ROOT))
    assert relative in installed["etc/jupyter/jupyter_server_config.d"]
    package_data = project["tool"]["setuptools"]["package-data"]["ramsas_widgets"]
    assert "voila.json" in package_data


def test_a_servers_own_settings_are_kept_but_the_safe_ones_hold():
    from traitlets.config import Config

    given = Config({"MappingKernelManager": {"cull_idle_timeout": 900,
                                             "allowed_message_types": []},
                    "VoilaConfiguration": {"strip_sources": False, "show_tracebacks": True,
                                           "template": "lab"},
                    "ServerApp": {"default_url": "/lab"}})
    settings = extension.guide_settings(given)
    assert "cull_idle_timeout" not in settings.MappingKernelManager  # the server's 900 stays
    assert settings.ServerApp.default_url == extension.DEFAULT_URL  # /lab: no guide's page
    lesson = Config({"ServerApp": {"default_url": f"/voila/render/{LESSON}"}})
    assert "default_url" not in extension.guide_settings(lesson).ServerApp
    assert settings.MappingKernelManager.cull_interval == 30
    assert settings.MappingKernelManager.allowed_message_types == list(KERNEL_MESSAGES)
    voila = settings.VoilaConfiguration
    assert (voila.strip_sources, voila.show_tracebacks, voila.template) == (True, False,
                                                                           "ramsas")
    assert voila.prelaunch_hook is extension.page_visit_only
    assert extension.guide_settings().ServerApp.default_url == extension.DEFAULT_URL


class Asked(Authorizer):
    """A server's own authorizer, answering ``answer`` and noting what it was asked."""

    def __init__(self, answer: bool) -> None:
        super().__init__()
        self.answer, self.calls = answer, []

    def is_authorized(self, handler, user, action, resource):
        self.calls.append((action, resource))
        return self.answer


@pytest.mark.parametrize("action,resource", [
    ("read", "contents"), ("write", "contents"), ("read", "nbconvert"),
    ("execute", "terminals"), ("write", "kernels"), ("write", "sessions"),
    ("read", "lsp"), ("write", "server"), ("write", "config"),
])
def test_the_authorizer_refuses_what_pages_do_not_need(action, resource):
    inner = Asked(True)
    assert GuideAuthorizer(inner=inner).is_authorized(None, None, action, resource) is False
    assert inner.calls == []


def test_the_authorizer_asks_the_servers_own_about_the_rest():
    for answer in (True, False):
        inner = Asked(answer)
        guard = GuideAuthorizer(inner=inner)
        for resource, action in sorted(ALLOWED):
            assert guard.is_authorized(None, None, action, resource) is answer
        assert sorted(inner.calls) == sorted((a, r) for r, a in ALLOWED)


# -- the gate, alone ---------------------------------------------------------------------------
@pytest.mark.parametrize("base", ["/", "/user/ana/"])
def test_the_gate_lets_through_the_guides_routes_only(base):
    gate = RouteGate(base, inner=None)
    kernel = "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0"
    for method, path in [("GET", ""), ("GET", "api"), ("GET", "voila"),
                         ("GET", "voila/render/01_lithuanian_ramsas.ipynb"),
                         ("GET", "voila/static/voila.js"), ("GET", "voila/ramsas/alive"),
                         ("GET", "voila/templates/ramsas/static/page.css"),
                         ("POST", f"voila/api/shutdown/{kernel}"),
                         ("GET", f"api/kernels/{kernel}"),
                         ("GET", f"api/kernels/{kernel}/channels")]:
        assert gate.allows(method, base + path), (method, path)
    for method, path in [("GET", "lab"), ("POST", "lab/api/extensions"),
                         ("PUT", "lab/api/settings/x"), ("GET", "api/contents"),
                         ("GET", "api/kernels"), ("POST", "api/kernels"),
                         ("DELETE", f"api/kernels/{kernel}"),
                         ("POST", f"api/kernels/{kernel}/restart"),
                         ("GET", "api/status"), ("GET", "terminals/websocket/1"),
                         ("PUT", "voila/render/x.ipynb"), ("GET", "voila/api/shutdown/x"),
                         ("GET", "rw-throwaway/x"), ("HEAD", "voila/render/x.ipynb")]:
        assert not gate.allows(method, base + path), (method, path)
    assert not gate.allows("GET", "/other" + base + "voila/render/x.ipynb")
    gate.close("the lock is broken")
    assert not gate.allows("GET", base + "voila/render/x.ipynb")


# -- two real servers -------------------------------------------------------------------------
class Server:
    """``jupyter server`` of this environment, started in another folder (as JupyterHub
    starts one in a student's home), on 127.0.0.1 with a token, with the throwaway
    extension beside the guide's. With ``switch`` its environment gives no Jupyter paths
    at all: the package finds its own. ``args`` are more command-line options."""

    def __init__(self, tmp: Path, switch: bool, args: tuple[str, ...] = (),
                 env: dict[str, str] | None = None, wait: bool = True) -> None:
        from ramsas_widgets.serve.launcher import free_port

        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}/"
        environ = extension.checkout_env() if not switch else dict(os.environ)
        for name in (extension.SWITCH, "JUPYTER_PATH", "PYTHONPATH"):
            environ.pop(name, None)
        if switch:
            environ.pop("JUPYTER_CONFIG_PATH", None)
            environ[extension.SWITCH] = "1"
        throwaway = throwaway_extension(tmp / "throwaway")
        environ["PYTHONPATH"] = throwaway["PYTHONPATH"]
        environ["JUPYTER_CONFIG_PATH"] = os.pathsep.join(
            p for p in (environ.get("JUPYTER_CONFIG_PATH"), throwaway["JUPYTER_CONFIG_PATH"])
            if p)
        if not switch:  # the teacher's data folders, as checkout_env gives them
            environ["JUPYTER_PATH"] = extension.checkout_env()["JUPYTER_PATH"]
        environ["JUPYTER_RUNTIME_DIR"] = str(tmp / "runtime")
        environ["HOME"] = str(tmp)  # a teacher's home, empty
        environ.update(env or {})
        self.log_path = tmp / "server.log"
        self.log = self.log_path.open("w")
        cmd = [sys.executable, "-m", "jupyter_server", "--no-browser", f"--port={self.port}",
               "--ip=127.0.0.1", "--ServerApp.port_retries=0",
               f"--IdentityProvider.token={TOKEN}", f"--ServerApp.root_dir={NOTEBOOKS}",
               *args]
        if os.geteuid() == 0:
            cmd.append("--allow-root")
        self.proc = subprocess.Popen(cmd, cwd=tmp, env=environ, stdout=self.log,
                                     stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                     start_new_session=True)
        if not wait:
            return
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            assert self.proc.poll() is None, self.text()[-3000:]
            try:
                with urllib.request.urlopen(self.base + "api", timeout=2):
                    break
            except OSError:
                assert time.monotonic() < deadline, self.text()[-3000:]
                time.sleep(0.3)

    def text(self) -> str:
        self.log.flush()
        return self.log_path.read_text(errors="replace")

    def ask(self, path: str, method: str = "GET", body: dict | None = None,
            headers: dict | None = None) -> tuple[int, str]:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            self.base + path, data=data, method=method,
            headers={"Authorization": f"token {TOKEN}", "Content-Type": "application/json",
                     **(headers or {})})
        try:
            with urllib.request.urlopen(request, timeout=180) as r:
                return r.status, r.read().decode(errors="replace")
        except urllib.error.HTTPError as err:
            return err.code, err.read().decode(errors="replace")

    def stop(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=30)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait(timeout=10)
        self.log.close()


@pytest.fixture(scope="module")
def teacher(tmp_path_factory):
    server = Server(tmp_path_factory.mktemp("teacher"), switch=False)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def guide(tmp_path_factory):
    server = Server(tmp_path_factory.mktemp("guide"), switch=True)
    yield server
    server.stop()


V1 = "v1.kernel.websocket.jupyter.org"


def run_over_websocket(url: str, target: Path, protocol: str = "") -> list[str]:
    """Send an execute_request that would write ``target``, then a kernel_info_request, over
    a kernel's websocket, in the legacy JSON protocol or in ``v1`` (binary, as JupyterLab
    speaks it); the message types that came back until the kernel answered the second.
    A kernel answers its shell messages in order, so an execute_request that reached it has
    run (and been answered) by then."""
    import websocket
    from jupyter_server.services.kernels.connection.base import (
        deserialize_msg_from_ws_v1,
        serialize_msg_to_ws_v1,
    )

    socket = websocket.create_connection(url, timeout=10,
                                         header=[f"Authorization: token {TOKEN}"],
                                         subprotocols=[protocol] if protocol else None)
    code = f"open({str(target)!r}, 'w').write('ran')"
    last = uuid.uuid4().hex  # the kernel_info_request's id
    for msg_type, content, msg_id in (
            ("execute_request", {"code": code, "silent": False}, uuid.uuid4().hex),
            ("kernel_info_request", {}, last)):
        msg = {"header": {"msg_id": msg_id, "msg_type": msg_type,
                          "session": "probe", "username": "probe",
                          "date": "2024-01-01T00:00:00Z", "version": "5.3"},
               "parent_header": {}, "metadata": {}, "content": content}
        if protocol == V1:
            socket.send_binary(serialize_msg_to_ws_v1(
                msg, "shell", lambda part: json.dumps(part).encode()))
        else:
            socket.send(json.dumps({**msg, "channel": "shell", "buffers": []}))
    seen, deadline = [], time.monotonic() + 60
    socket.settimeout(1)
    while time.monotonic() < deadline:
        try:
            frame = socket.recv()
        except websocket.WebSocketTimeoutException:
            continue
        if isinstance(frame, bytes):
            parts = deserialize_msg_from_ws_v1(frame)[1]
            header, parent = json.loads(parts[0]), json.loads(parts[1])
        elif frame:
            message = json.loads(frame)
            header, parent = message["header"], message["parent_header"]
        else:
            continue
        seen.append(header["msg_type"])
        if header["msg_type"] == "kernel_info_reply" and parent.get("msg_id") == last:
            break
    socket.close()
    return seen


def page_kernel(server: Server, name: str) -> str:
    status, html = server.ask(f"voila/render/{name}")
    assert status == 200, html[:500]
    return re.search(r'"kernelId": "([0-9a-f-]+)"', html).group(1)


@pytest.mark.slow
def test_without_the_switch_a_teachers_jupyter_is_unchanged(teacher, tmp_path):
    assert "serves the guide only" not in teacher.text()
    status, lab = teacher.ask("lab")
    assert status == 200 and "JupyterLab" in lab
    assert teacher.ask("lab/api/extensions")[0] == 200
    for method, path in THROWAWAY_ROUTES:  # the other extension answers, whoever asks
        status, answer = teacher.ask(path, method, {} if method == "POST" else None,
                                     headers={"Authorization": ""})
        assert (status, answer) == (200, THROWAWAY_ANSWER), (method, path, status)
    status, listing = teacher.ask("api/contents")
    assert status == 200 and LESSON in listing
    assert teacher.ask(f"files/{LESSON}")[0] == 200
    assert teacher.ask(f"nbconvert/script/{LESSON}")[0] == 200
    status, model = teacher.ask("api/kernels", "POST", {"name": "python3"})
    assert status == 201
    kernel = json.loads(model)["id"]
    for protocol in ("", V1):  # the teacher's code runs
        target = tmp_path / f"ran-{protocol or 'json'}"
        seen = run_over_websocket(
            f"ws://127.0.0.1:{teacher.port}/api/kernels/{kernel}/channels", target, protocol)
        assert target.read_text() == "ran", (protocol, seen)
    assert teacher.ask(f"api/kernels/{kernel}", "DELETE")[0] == 204
    # Voilà as it comes: the guide's settings do not apply (its template, its culling)
    status, html = teacher.ask(f"voila/render/{LESSON}")
    assert status == 200 and "/voila/templates/ramsas/" not in html
    assert "culling kernels" not in teacher.text().lower()


@pytest.mark.slow
def test_with_the_switch_the_server_serves_the_guide_only(guide, tmp_path):
    assert "serves the guide only" in guide.text()
    assert f"{THROWAWAY} | extension was successfully loaded" in guide.text()
    refused = [("GET", "api/contents", None), ("GET", f"api/contents/{LESSON}", None),
               ("GET", f"files/{LESSON}", None), ("GET", f"nbconvert/script/{LESSON}", None),
               ("POST", "api/terminals", {}), ("GET", "terminals/websocket/1", None),
               ("GET", "api/kernels", None), ("POST", "api/kernels", {}),
               ("POST", "api/sessions", {}), ("GET", "lab", None),
               ("GET", "lab/api/extensions", None),
               ("POST", "lab/api/extensions", {"cmd": "install",
                                               "extension_name": "jupyterlab-rw-probe"}),
               ("PUT", "lab/api/settings/@jupyterlab/apputils-extension:themes",
                {"raw": "{}"}),
               ("PUT", "lab/api/workspaces/rw-probe",
                {"data": {}, "metadata": {"id": "rw-probe"}}),
               *((m, p, {} if m == "POST" else None) for m, p in THROWAWAY_ROUTES)]
    for method, path, body in refused:
        status, answer = guide.ask(path, method, body)
        assert status == 403 and THROWAWAY_ANSWER not in answer, (method, path, status)
        assert f"refuses {method} /{path}:" in guide.text(), (method, path)
    # the guide's page, from another folder than the repository's: voila.json's settings
    status, html = guide.ask(f"voila/render/{LESSON}")
    assert status == 200
    assert "/voila/templates/ramsas/" in html and not CODE_CELL.search(html)
    assert '"fullMathjaxUrl": null' in html
    assert "Culling kernels with idle durations > 180 seconds" in guide.text()
    kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', html).group(1)
    for protocol in ("", V1):  # a student's code does not
        target = tmp_path / f"ran-{protocol or 'json'}"
        seen = run_over_websocket(
            f"ws://127.0.0.1:{guide.port}/api/kernels/{kernel}/channels", target, protocol)
        assert "kernel_info_reply" in seen and "execute_reply" not in seen, (protocol, seen)
        assert not target.exists()
    # an image or a script asking for a lesson starts no kernel
    status, refusal = guide.ask(f"voila/render/{LESSON}", headers={
        "Sec-Fetch-Dest": "image", "Sec-Fetch-Mode": "no-cors"})
    assert status == 403 and "Traceback" not in refusal
    assert "only as a page of its own (not a page visit (image))" in guide.text()
    assert len(kernel_pids(guide.proc.pid)) == 1
    # the server's address alone opens the index
    request = urllib.request.Request(guide.base, headers={"Authorization": f"token {TOKEN}"})
    with urllib.request.urlopen(request, timeout=120) as r:
        assert r.url.endswith(extension.DEFAULT_URL)


@pytest.mark.slow
def test_the_launchers_pages_run_no_code_either(tmp_path):
    """Voilà run alone (the guide's launcher) passes on the same kernel messages only."""
    from ramsas_widgets.serve.launcher import free_port, voila_command
    from ramsas_widgets.template import voila_env

    port = free_port()
    log = (tmp_path / "voila.log").open("w")
    proc = subprocess.Popen(voila_command(NOTEBOOKS, port), cwd=ROOT, env=voila_env(),
                            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        base = f"http://127.0.0.1:{port}/"
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            try:
                with urllib.request.urlopen(base + "voila/api/contents/", timeout=2):
                    break
            except OSError:
                assert proc.poll() is None and time.monotonic() < deadline
                time.sleep(0.3)
        with urllib.request.urlopen(base + "voila/render/00_index.ipynb", timeout=180) as r:
            kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', r.read().decode()).group(1)
        target = tmp_path / "ran"
        seen = run_over_websocket(f"ws://127.0.0.1:{port}/api/kernels/{kernel}/channels",
                                  target)
        assert "kernel_info_reply" in seen and "execute_reply" not in seen, seen
        assert not target.exists()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
        log.close()
