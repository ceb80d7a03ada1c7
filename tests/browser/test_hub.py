"""The guide on a school's JupyterHub: a real hub on 127.0.0.1, three students in Chromium.

The hub runs the school's configuration (``deploy/jupyterhub/jupyterhub_config.py``) with a
shared password and a local process per student instead of the school's accounts and
systemd units (``tests/browser/hub.py``); each student's Jupyter server has the guide's
switch on, as the configuration says. The tests run in order on one hub: the students log
in and use the guide, try what they should not reach, leave, and the idle culler and the
hub's own stop clear everything away.
"""

from __future__ import annotations

import re
import time
import uuid
from pathlib import Path

import pytest

from .conftest import (
    RENDER_TIMEOUT_MS,
    VIEWPORT,
    kernel_pids,
    missing,
    only_local,
    wait_for,
    wait_for_widgets,
    widget_count,
)
from .hub import (
    INDEX,
    PASSWORD,
    THROWAWAY,
    THROWAWAY_ROUTES,
    Hub,
    find_proxy,
    throwaway_extension,
)
from .test_pages import expected_widgets

pytestmark = [pytest.mark.browser, pytest.mark.slow]

STUDENTS = ("ana", "ben", "cleo")
LESSON = "01_lithuanian_ramsas.ipynb"
SHOTS = Path("test-artifacts") / "screenshots"


@pytest.fixture(scope="module")
def hub(tmp_path_factory, chromium):
    if find_proxy() is None:
        missing("configurable-http-proxy is missing: .ci/run installs it (npm install "
                "--prefix .ci/node configurable-http-proxy)")
    folder = tmp_path_factory.mktemp("hub")
    # another server extension installed beside the guide, enabled in every student's server
    extra = f"c.Spawner.environment.update({throwaway_extension(folder / 'throwaway')!r})\n"
    hub = Hub(folder, extra_config=extra).start()
    try:
        yield hub
    finally:
        if hub.proc is not None and hub.proc.poll() is None:
            hub.stop()


class Student:
    """A student's browser (a context of its own: his own cookies) and his pages."""

    def __init__(self, browser, hub: Hub, name: str) -> None:
        self.name, self.hub = name, hub
        self.context = browser.new_context(viewport=VIEWPORT)
        self.context.set_default_timeout(RENDER_TIMEOUT_MS)  # a loaded machine: be patient
        self.blocked: list[str] = []
        self.context.route("**/*", only_local(self.blocked))
        self.errors: list[str] = []
        self.page = self.new_page()

    def new_page(self):
        page = self.context.new_page()
        page.on("pageerror", lambda err: self.errors.append(str(err)))
        return page

    def url(self, path: str) -> str:
        return self.hub.user_url(self.name, path)

    def log_in(self) -> None:
        """The hub's login form, submitted: the hub starts his server, then opens its
        default page."""
        self.page.goto(self.hub.base + "hub/login", timeout=RENDER_TIMEOUT_MS)
        self.page.fill("input[name=username]", self.name)
        self.page.fill("input[name=password]", PASSWORD)
        self.page.click("[type=submit]")

    def kernel_id(self, page=None) -> str:
        return (page or self.page).evaluate(
            "() => JSON.parse(document.getElementById('jupyter-config-data')"
            ".textContent).kernelId")

    def xsrf(self) -> str:
        cookies = self.context.cookies(self.url(""))
        return next((c["value"] for c in cookies if c["name"] == "_xsrf"), "")


@pytest.fixture(scope="module")
def students(hub, chromium):
    """Three students logged in together, each on the guide's index."""
    class_ = [Student(chromium, hub, name) for name in STUDENTS]
    try:
        for student in class_:
            student.log_in()
        for student in class_:
            student.page.wait_for_url(re.compile(re.escape(student.url(INDEX)) + "$"),
                                      timeout=RENDER_TIMEOUT_MS)
            wait_for_widgets(student.page, expected_widgets("00_index.ipynb"))
        yield {s.name: s for s in class_}
    finally:
        for student in class_:
            student.context.close()


def assert_shown_clean(page, errors: list[str]) -> None:
    """No page error, no error output, no traceback on the page."""
    assert not errors, errors
    assert page.locator('[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
    body = page.locator("body").inner_text()
    assert "Traceback" not in body and "Something went wrong" not in body


def server_pid(hub: Hub, name: str) -> int:
    server = hub.server(name)
    assert server and server["ready"], f"{name} has no running server: {server}"
    return int(server["state"]["pid"])


def kernels_of(hub: Hub, name: str) -> list[int]:
    return kernel_pids(server_pid(hub, name))


def running_kernel_ids(pid: int) -> set[str]:
    """The IDs of the kernels below process ``pid`` (from their connection files' names)."""
    found = set()
    for kernel in kernel_pids(pid):
        try:
            command = Path(f"/proc/{kernel}/cmdline").read_bytes().decode(errors="replace")
        except OSError:
            continue
        found |= set(re.findall(r"kernel-([0-9a-f-]{36})\.json", command))
    return found


# -- using the guide ------------------------------------------------------------------------------
def test_each_student_uses_the_guide_on_a_server_of_his_own(hub, students):
    pids = {}
    for name, student in students.items():
        index = student.page
        assert "The Rams family" in index.locator("h1").first.inner_text()
        assert widget_count(index) == expected_widgets("00_index.ipynb")
        kernel = student.kernel_id()
        # his index has a kernel of its own, on his own server
        pids[name] = server_pid(hub, name)
        assert kernel in running_kernel_ids(pids[name])
        lesson = student.new_page()
        lesson.goto(student.url(f"voila/render/{LESSON}"), timeout=RENDER_TIMEOUT_MS)
        wait_for_widgets(lesson, expected_widgets(LESSON))
        assert "Lesson 1" in lesson.locator("h1").first.inner_text()
        # a click, and the widget answers (its kernel works through the hub)
        lesson.get_by_role("button", name="Next card", exact=True).first.click()
        lesson.wait_for_function(
            "() => document.querySelector('.rw-narration').innerText.startsWith('Card 1 of 24')",
            timeout=30_000)
        assert "(LT-DEAL-2)" in lesson.locator(".rw-narration").first.inner_text()
        # sources stay hidden: no cell's code is on the page
        assert lesson.locator(".jp-InputArea-editor").count() == 0
        assert_shown_clean(lesson, student.errors)
        assert student.kernel_id(lesson) in running_kernel_ids(pids[name])
        assert student.kernel_id(lesson) != kernel
        if name == STUDENTS[0]:
            SHOTS.mkdir(parents=True, exist_ok=True)
            lesson.screenshot(path=str(SHOTS / "hub-lesson.png"))
        lesson.close(run_before_unload=True)
        assert not student.blocked, student.blocked
    assert len(set(pids.values())) == len(STUDENTS), pids


# -- what a student does not reach --------------------------------------------------------------
INSTALL = '{"cmd": "install", "extension_name": "jupyterlab-rw-probe"}'
REFUSED = [
    ("GET", "api/contents", None),
    ("GET", f"api/contents/{LESSON}", None),
    ("GET", f"files/{LESSON}", None),
    ("GET", f"nbconvert/html/{LESSON}", None),
    ("GET", f"nbconvert/script/{LESSON}", None),
    ("GET", "api/terminals", None),
    ("POST", "api/terminals", "{}"),
    ("GET", "terminals/websocket/1", None),
    ("GET", "api/kernels", None),
    ("POST", "api/kernels", "{}"),
    ("POST", "api/sessions", "{}"),
    ("GET", "api/status", None),
    # JupyterLab, loaded beside Voilà in every student's server: its page, its extension
    # manager (which installed a package from an index and ran its build), its settings
    # and workspaces
    ("GET", "lab", None),
    ("GET", "lab/tree/00_index.ipynb", None),
    ("GET", "lab/api/extensions", None),
    ("POST", "lab/api/extensions", INSTALL),
    ("PUT", "lab/api/settings/@jupyterlab/apputils-extension:themes", '{"raw": "{}"}'),
    ("PUT", "lab/api/workspaces/rw-probe",
     '{"data": {}, "metadata": {"id": "rw-probe"}}'),
    # the routes of an extension installed beside the guide, one under Voilà's own path
    *((method, path, "{}" if method == "POST" else None) for method, path in THROWAWAY_ROUTES),
]


@pytest.mark.parametrize("method,path,body", REFUSED)
def test_a_student_reaches_nothing_but_the_guide(hub, students, method, path, body):
    student = students[STUDENTS[0]]
    response = student.context.request.fetch(
        student.url(path), method=method, max_redirects=0,
        headers={"X-XSRFToken": student.xsrf(), "Content-Type": "application/json"},
        data=body)
    assert response.status == 403, f"{method} {path}: {response.status}"
    body = response.text()
    assert "not authorized" in body or "Forbidden" in body, body[:300]
    assert "ramsas_widgets" not in body  # nothing of the lesson's source
    assert "throwaway extension answered" not in body
    # the other extension is there, in his server: its routes are refused, not missing
    assert f"{THROWAWAY} | extension was successfully loaded" in hub.text()
    assert f"refuses {method} /user/{student.name}/{path.split('?')[0]}:" in hub.text()


PROBE_JS = """
async ([url, code]) => {
  const socket = new WebSocket(url);
  const seen = [];
  socket.onmessage = e => { if (typeof e.data === 'string') seen.push(JSON.parse(e.data)); };
  await new Promise((ok, fail) => { socket.onopen = ok; socket.onerror = fail; });
  const send = (msgType, content, channel) => socket.send(JSON.stringify({
    header: {msg_id: crypto.randomUUID(), msg_type: msgType, session: 'rw-probe',
             username: 'student', date: new Date().toISOString(), version: '5.3'},
    parent_header: {}, metadata: {}, content, channel, buffers: []}));
  send('execute_request', {code, silent: false, store_history: true,
                           user_expressions: {}, allow_stdin: false}, 'shell');
  send('execute_request', {code, silent: false}, 'control');
  send('debug_request', {command: 'evaluate', arguments: {expression: code}}, 'control');
  send('complete_request', {code: 'import o', cursor_pos: 8}, 'shell');
  send('kernel_info_request', {}, 'shell');
  await new Promise(ok => setTimeout(ok, 5000));
  socket.close();
  return seen.map(m => m.header.msg_type);
}
"""


def test_code_sent_over_the_pages_own_websocket_runs_nothing(hub, students, tmp_path):
    student = students[STUDENTS[1]]
    target = tmp_path / f"ran-{uuid.uuid4().hex}"
    code = f"open({str(target)!r}, 'w').write('ran')"
    url = student.url(f"api/kernels/{student.kernel_id()}/channels?session_id=rw-probe")
    seen = student.page.evaluate(PROBE_JS, [url.replace("http://", "ws://"), code])
    assert "kernel_info_reply" in seen  # the websocket works, and passes what pages need
    for refused in ("execute_reply", "execute_result", "execute_input", "debug_reply",
                    "complete_reply", "error"):
        assert refused not in seen, seen
    assert not target.exists(), "code sent over the page's websocket ran"
    assert "execute_request" in hub.text() and "not allowed" in hub.text()
    # the page still works after it
    assert widget_count(student.page) == expected_widgets("00_index.ipynb")


def test_another_students_pages_are_refused(hub, students):
    ana, ben = students[STUDENTS[0]], students[STUDENTS[1]]
    before = len(kernels_of(hub, ben.name))
    page = ana.new_page()
    response = page.goto(ben.url(INDEX), timeout=RENDER_TIMEOUT_MS)
    assert response is not None and response.status == 403, response and response.status
    assert widget_count(page) == 0
    for path in ("api/status", f"api/kernels/{ben.kernel_id()}"):
        assert ana.context.request.get(ben.url(path), max_redirects=0).status in (302, 403)
    page.close()
    assert len(kernels_of(hub, ben.name)) == before


def test_a_hub_server_answers_the_pages_beat(hub, students):
    """The page's beat (``voila/ramsas/alive``) is answered on a student's server as under
    the launcher: his kernel is there, another is not. Each open index is answered (it
    learns how long it may stay away, which only an answer tells), and none gets a 404 (it
    had been one log line every 5 s for every open page). The hub's server takes a
    background request as the student's only with the page's _xsrf token; without it the
    request is sent to the hub's login, which the page's beat never follows."""
    student = students[STUDENTS[0]]
    kernel = student.kernel_id()
    alive = student.context.request.get(student.url(f"voila/ramsas/alive?kernel={kernel}"))
    assert alive.status == 200 and alive.json()["kernel"] == "alive", alive.status
    gone = student.context.request.get(student.url("voila/ramsas/alive?kernel=nokernel"))
    assert gone.status == 200 and gone.json()["kernel"] == "gone"
    student.page.wait_for_timeout(6_000)  # another beat of every open index
    for each in students.values():
        state = each.page.evaluate("() => window.ramsasConnection.state")
        assert not state["unasked"] and not state["silent"] and not state["gone"], state
        assert state["awaySeconds"] > 0, state
    untold = student.page.evaluate(
        "() => fetch(document.body.dataset.baseUrl + 'ramsas/alive', {redirect: 'manual'})"
        ".then(r => r.type)")
    assert untold == "opaqueredirect"
    assert not re.findall(r"\b404 GET /user/[^/ ]+/voila/ramsas/alive", hub.text())


# -- leaving -------------------------------------------------------------------------------------
def test_closed_pages_free_their_kernels_and_the_culler_stops_idle_servers(hub, students):
    pids = {name: server_pid(hub, name) for name in students}
    for student in students.values():
        for page in list(student.context.pages):
            page.close(run_before_unload=True)  # Voilà's page asks for its kernel's shutdown
    for name, pid in pids.items():
        assert wait_for(lambda pid=pid: not kernel_pids(pid), 60), \
            f"{name}'s kernels were not shut down when his pages closed"
        assert hub.server(name)["ready"]  # his server stays, for his next page
    hub.start_culler(timeout=5, every=5)
    for name, pid in pids.items():
        assert wait_for(lambda name=name: hub.server(name) is None, 120), \
            f"the idle culler did not stop {name}'s server"
        assert wait_for(lambda pid=pid: not Path(f"/proc/{pid}").exists(), 60)
    assert "Culling server" in (hub.folder / "culler.log").read_text()


def test_the_hub_leaves_nothing_behind(hub, students):
    started = hub.processes()
    assert hub.proc.pid in started and len(started) >= 3  # the hub, its proxy, the culler
    left = hub.stop()
    assert left == [], f"still running after the hub stopped: {left}"
    assert hub.proc.poll() is not None
    time.sleep(1)
    assert hub.processes() == []
