"""Page kernels forked from the fork server (ramsas_widgets/serve/kernel_fork.py) are the
kernels a page expects: their own folder, environment, random numbers, widgets' comm targets,
inline figures, traceback guard and memory limit; they answer an interrupt, stop when asked
and when the fork server goes; a kernel that cannot be forked is started as usual."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from jupyter_client.manager import KernelManager
from jupyter_client.provisioning.factory import KernelProvisionerFactory

from ramsas_widgets.serve import kernel_fork
from ramsas_widgets.serve.page_kernel import _INSTALLED, MEMORY_ENV

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="forking needs a Unix")


@pytest.fixture(scope="module")
def forking():
    factory = KernelProvisionerFactory.instance()
    before = factory.default_provisioner_name
    factory.default_provisioner_name = kernel_fork.PROVISIONER
    yield kernel_fork.ForkServer.get()
    factory.default_provisioner_name = before
    kernel_fork.ForkServer.stop()


def start(tmp_path: Path, **env: str):
    """A kernel of this Python's ipykernel, started in ``tmp_path`` with ``env``."""
    km = KernelManager(kernel_name="python3")
    km.kernel_spec.argv[0] = sys.executable
    km.start_kernel(cwd=str(tmp_path), env={"PATH": os.environ.get("PATH", ""), **env})
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    return km, kc


def run(kc, code: str) -> list[dict]:
    """The IOPub messages of running ``code``."""
    out: list[dict] = []
    reply = kc.execute_interactive(code, timeout=60, output_hook=out.append)
    out.append({"msg_type": "reply", "content": reply["content"]})
    return out


def printed(kc, expression: str):
    """The value of ``expression`` in the kernel, sent back as JSON."""
    text = "".join(m["content"].get("text", "") for m in run(kc, f"import json as _j\n"
                                                              f"print(_j.dumps({expression}))")
                   if m["msg_type"] == "stream")
    return json.loads(text)


def stop(km, kc) -> None:
    kc.stop_channels()
    km.shutdown_kernel(now=False)


def gone(pid: int, within: float = 15.0) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.1)
    return False


def test_a_forked_kernel_is_the_fork_servers_child_in_its_folder_and_environment(
        forking, tmp_path):
    km, kc = start(tmp_path, RW_PROBE="yes")
    try:
        assert isinstance(km.provisioner, kernel_fork.ForkProvisioner)
        pid = km.provisioner.pid
        seen = printed(kc, "[__import__('os').getppid(), __import__('os').getsid(0), "
                           "__import__('os').getcwd(), __import__('os').environ.get('RW_PROBE'),"
                           " __import__('os').environ['JPY_PARENT_PID'], __import__('sys').path[0],"
                           " __import__('os').getpid()]")
        assert seen == [forking.proc.pid, pid, str(tmp_path), "yes", str(forking.proc.pid),
                        str(tmp_path), pid]
    finally:
        stop(km, kc)
    assert gone(pid), "a kernel shut down is gone, not left a zombie of the fork server"


def test_two_forked_kernels_draw_different_random_numbers(forking, tmp_path):
    draws = []
    for _ in range(2):
        km, kc = start(tmp_path)
        try:
            draws.append(printed(kc, "[__import__('random').random(), "
                                     "float(__import__('numpy').random.rand())]"))
        finally:
            stop(km, kc)
    assert draws[0][0] != draws[1][0] and draws[0][1] != draws[1][1]


def test_a_forked_kernel_has_the_widgets_comm_targets_and_inline_figures(forking, tmp_path):
    km, kc = start(tmp_path)
    try:
        targets = printed(kc, "sorted(get_ipython().kernel.comm_manager.targets)")
        assert {"jupyter.widget", "jupyter.widget.control"} <= set(targets)
        shown = run(kc, "import matplotlib.pyplot as plt\nplt.plot([1, 2])\nplt.show()")
        assert any("image/png" in m["content"].get("data", {}) for m in shown
                   if m["msg_type"] == "display_data")
    finally:
        stop(km, kc)


def test_a_forked_voila_kernel_keeps_tracebacks_and_has_its_memory_limit(forking, tmp_path):
    km, kc = start(tmp_path, VOILA_BASE_URL="/", **{MEMORY_ENV: "700"})
    try:
        quiet, limit = printed(kc, f"[getattr(get_ipython(), {_INSTALLED!r}, False), "
                                   "__import__('resource').getrlimit("
                                   "__import__('resource').RLIMIT_DATA)[0]]")
        assert quiet
        assert limit == 700 * 1024 * 1024
    finally:
        stop(km, kc)


def test_a_forked_kernel_answers_an_interrupt(forking, tmp_path):
    km, kc = start(tmp_path)
    try:
        msg_id = kc.execute("import time\ntime.sleep(60)")
        time.sleep(1.0)
        km.interrupt_kernel()
        reply = kc.get_shell_msg(timeout=20)
        assert reply["parent_header"]["msg_id"] == msg_id
        assert reply["content"]["status"] == "error"
        assert reply["content"]["ename"] == "KeyboardInterrupt"
    finally:
        stop(km, kc)


def test_kernels_stop_when_the_fork_server_stops(tmp_path):
    factory = KernelProvisionerFactory.instance()
    before = factory.default_provisioner_name
    factory.default_provisioner_name = kernel_fork.PROVISIONER
    try:
        km, kc = start(tmp_path)
        pid, server = km.provisioner.pid, kernel_fork.ForkServer.get().proc
        kc.stop_channels()
        kernel_fork.ForkServer.stop()
        assert server.poll() is not None, "the fork server stops when its socket closes"
        assert gone(pid), "its kernel stops with it"
        assert not km.is_alive()
    finally:
        factory.default_provisioner_name = before


def test_a_fork_server_that_does_not_answer_in_time_is_stopped_and_kernels_start_as_usual(
        tmp_path, monkeypatch):
    factory = KernelProvisionerFactory.instance()
    before = factory.default_provisioner_name
    factory.default_provisioner_name = kernel_fork.PROVISIONER
    kernel_fork.ForkServer.stop()
    monkeypatch.setattr(kernel_fork, "READY_SECONDS", 0.01)  # its imports take longer
    monkeypatch.setattr(kernel_fork.ForkProvisioner, "_warned", False)
    try:
        km, kc = start(tmp_path)
        slow = kernel_fork.ForkServer._instance
        try:
            assert not isinstance(km.provisioner.process, kernel_fork.ForkedKernel)
            assert printed(kc, "__import__('os').getppid()") == os.getpid()
            assert slow is not None and slow.proc.wait(timeout=10) is not None
        finally:
            stop(km, kc)
    finally:
        factory.default_provisioner_name = before
        kernel_fork.ForkServer.stop()


def test_a_kernel_that_cannot_be_forked_is_started_as_usual(forking, tmp_path, monkeypatch,
                                                            caplog):
    def refuse(self, argv, env, cwd):
        raise OSError("the kernels' fork server has stopped")

    monkeypatch.setattr(kernel_fork.ForkServer, "spawn", refuse)
    monkeypatch.setattr(kernel_fork.ForkProvisioner, "_warned", False)
    km, kc = start(tmp_path)
    try:
        assert not isinstance(km.provisioner.process, kernel_fork.ForkedKernel)
        assert printed(kc, "__import__('os').getppid()") == os.getpid()
    finally:
        stop(km, kc)


def test_only_this_pythons_ipykernel_is_forked():
    me = sys.executable
    assert kernel_fork.forkable([me, "-m", "ipykernel_launcher", "-f", "c.json"])
    assert not kernel_fork.forkable(["/nonexistent/python", "-m", "ipykernel_launcher"])
    assert not kernel_fork.forkable([me, "-m", "other_kernel", "-f", "c.json"])
    assert not kernel_fork.forkable([me])


def _import_time_ipython_calls(path: Path) -> set[str]:
    """Functions a module calls at import (top-level bare calls) that use get_ipython()."""
    source = path.read_text(encoding="utf-8")
    if "get_ipython" not in source:  # no name get_ipython in it: nothing to parse
        return set()
    tree = ast.parse(source)
    uses = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)
            and any(isinstance(n, ast.Name) and n.id == "get_ipython" for n in ast.walk(node))}
    found = set()
    for statement in tree.body:
        if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Call) \
                and isinstance(statement.value.func, ast.Name) \
                and statement.value.func.id in uses:
            found.add(statement.value.func.id)
    return found


def test_every_import_time_ipython_hook_of_the_preloaded_modules_is_run_in_each_kernel():
    """A module the fork server imports that sets itself up for IPython at import time
    would skip it in every kernel: each such call must be in AT_IMPORT."""
    listing = subprocess.run(
        [sys.executable, "-c",
         "import json, sys\nfrom ramsas_widgets.serve import kernel_fork as k\n"
         "import os\nos.environ.update(k.FORK_ENV)\nk.preload()\n"
         "print(json.dumps({n: getattr(m, '__file__', None) for n, m in "
         "list(sys.modules.items())}))"],
        capture_output=True, text=True, check=True, timeout=120)
    modules = json.loads(listing.stdout)
    assert set(kernel_fork.PRELOAD) <= set(modules)
    found = {(name, hook) for name, file in modules.items()
             if file and file.endswith(".py")
             for hook in _import_time_ipython_calls(Path(file))}
    assert found == set(kernel_fork.AT_IMPORT)
