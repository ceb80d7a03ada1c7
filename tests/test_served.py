"""A kernel serving a page of the guide sends no traceback back for a crafted widget message.

The kernel is started as Voilà starts one (``VOILA_BASE_URL`` in its environment) and
imports ``ramsas_widgets`` as every lesson does; then messages a page's websocket could carry
are sent to it: a widget given a value it refuses, messages missing what the widget
protocol needs, a comm for an unknown target or with a wrong protocol version. Nothing that
comes back on IOPub for them may hold a traceback or a file path; the server's log (the
kernel's own standard error) gets them instead. A cell's own error is still reported.
"""

from __future__ import annotations

import os
import time
import uuid

import pytest

from ramsas_widgets.serve.page_kernel import quiet_tracebacks

jupyter_client = pytest.importorskip("jupyter_client")

LEAK_WORDS = ("Traceback", 'File "/', "site-packages", "Error", "ramsas_widgets/")


@pytest.fixture(scope="module")
def kernel():
    env = {**os.environ, "VOILA_BASE_URL": "/", "VOILA_SERVER_URL": "/"}
    km = jupyter_client.KernelManager(kernel_name="python3")
    km.start_kernel(env=env)
    kc = km.client()
    kc.start_channels()
    kc.wait_for_ready(timeout=60)
    try:
        yield kc
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def run(kc, code: str) -> list[dict]:
    messages: list[dict] = []
    reply = kc.execute_interactive(code, output_hook=messages.append, timeout=60)
    return [reply, *messages]


def answers(kc, sent: list[tuple[str, dict]], wait: float = 3.0) -> dict[str, list[dict]]:
    """The IOPub messages (status aside) the kernel sends for each shell message, by type."""
    parents = {}
    for msg_type, content in sent:
        msg = kc.session.msg(msg_type, content)
        kc.shell_channel.send(msg)
        parents[msg["header"]["msg_id"]] = msg_type
    found: dict[str, list[dict]] = {}
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        try:
            reply = kc.get_iopub_msg(timeout=0.2)
        except Exception:  # queue.Empty
            continue
        parent = reply["parent_header"].get("msg_id")
        if parent in parents and reply["msg_type"] != "status":
            found.setdefault(parents[parent], []).append(reply)
    return found


def test_not_in_a_served_kernel_nothing_changes():
    assert quiet_tracebacks() is False


def test_crafted_widget_messages_get_no_traceback_back(kernel):
    outputs = run(kernel, "import ramsas_widgets, ipywidgets\n"
                          "box = ipywidgets.IntText(value=1)\nprint(box.model_id)")
    model = next(m["content"]["text"].strip() for m in outputs[1:]
                 if m["msg_type"] == "stream")
    crafted = [
        ("comm_msg", {"comm_id": model, "data": {"method": "update",
                                                 "state": {"value": "not a number"},
                                                 "buffer_paths": []}}),
        ("comm_msg", {"comm_id": model, "data": None}),
        ("comm_msg", {"comm_id": model}),
        ("comm_msg", {"comm_id": model, "data": {"method": "request_state", "x": [1] * 5}}),
        ("comm_open", {"target_name": "no.such.target", "comm_id": uuid.uuid4().hex,
                       "data": {}}),
        ("comm_open", {"target_name": "jupyter.widget", "comm_id": uuid.uuid4().hex,
                       "data": {"state": {"_model_name": "NoSuchModel"}}}),
    ]
    for msg_type, replies in answers(kernel, crafted).items():
        for reply in replies:
            text = str(reply["content"])
            assert reply["msg_type"] not in ("error", "stream"), (msg_type, text[:300])
            assert not any(word in text for word in LEAK_WORDS), (msg_type, text[:300])
    # the kernel still works, and a cell's own error is still reported as one
    outputs = run(kernel, "1 / 0")
    assert outputs[0]["content"]["status"] == "error"
    assert any(m["msg_type"] == "error" for m in outputs[1:])


# -- the memory limit -----------------------------------------------------------------------------
LIMIT_MIB = 768


def test_a_kernel_past_its_memory_limit_stops_and_tells_its_page():
    """With the server's limit in its environment, a widget message that needs more memory
    than the limit stops the kernel, after a ``dead`` status saying why (the page's notice
    reads it); below the limit everything works."""
    env = {**os.environ, "VOILA_BASE_URL": "/", "VOILA_SERVER_URL": "/",
           "RAMSAS_KERNEL_MEMORY_MIB": str(LIMIT_MIB)}
    km = jupyter_client.KernelManager(kernel_name="python3", autorestart=False)
    km.start_kernel(env=env)
    kc = km.client()
    kc.start_channels()
    try:
        kc.wait_for_ready(timeout=60)
        outputs = run(kc, "import resource, ramsas_widgets, ipywidgets\n"
                          "from ramsas_widgets.widgets import FeedbackArea\n"
                          "fb = FeedbackArea()\n"
                          "small, big = ipywidgets.Button(), ipywidgets.Button()\n"
                          "small.on_click(fb.guard(lambda _b: bytearray(64 << 20)))\n"
                          "big.on_click(fb.guard(lambda _b: bytearray(3 << 30)))\n"
                          "print(small.model_id, big.model_id,\n"
                          "      resource.getrlimit(resource.RLIMIT_DATA)[0] >> 20)")
        small, big, limit = next(m["content"]["text"].split() for m in outputs[1:]
                                 if m["msg_type"] == "stream")
        assert int(limit) == LIMIT_MIB
        click = {"method": "custom", "content": {"event": "click"}}
        found = answers(kc, [("comm_msg", {"comm_id": small, "data": click})])
        assert km.is_alive() and not any(
            r["content"].get("execution_state") == "dead" for rs in found.values() for r in rs)
        kc.shell_channel.send(kc.session.msg("comm_msg", {"comm_id": big, "data": click}))
        said = []
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and not said:
            try:
                msg = kc.get_iopub_msg(timeout=0.5)
            except Exception:  # queue.Empty
                continue
            if msg["msg_type"] == "status" and msg["content"].get("reason") == "memory":
                said.append(msg["content"])
        assert said == [{"execution_state": "dead", "reason": "memory"}]
        assert wait_dead(km, 20), "the kernel went on past its memory limit"
        assert km.provisioner.process.returncode == 75
    finally:
        kc.stop_channels()
        km.shutdown_kernel(now=True)


def wait_dead(km, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not km.is_alive():
            return True
        time.sleep(0.2)
    return not km.is_alive()


def test_a_widgets_state_is_asked_for_once_at_a_time_and_all_widgets_may_ask():
    """The holding layer's count of a page's request_state messages (serve/holding.py):
    every widget's at once passes, a repeat while one waits for the kernel does not, and
    past STATE_BACKLOG the rest wait their turn."""
    from ramsas_widgets.serve import holding

    class Channel(holding.BoundedChannels):
        kernel_id = "k-state-test"  # the connection's kernel, without a connection

    channel = Channel.__new__(Channel)

    def ask(comm: str, msg_id: str) -> str | None:
        msg = {"header": {"msg_id": msg_id}, "content": {"comm_id": comm,
                                                         "data": {"method": "request_state"}}}
        return channel._let_state_wait(msg, msg_id)

    try:
        assert all(ask(f"w{i}", f"m{i}") is None for i in range(301))
        assert "asked for again" in ask("w0", "again")
        holding.BoundedChannels.state_waiting["k-state-test"].pop("m0")  # answered
        assert ask("w0", "again") is None
        for i in range(301, holding.STATE_BACKLOG):
            assert ask(f"w{i}", f"m{i}") is None
        assert "already wait" in ask("one-more", "m-last")
    finally:
        holding.BoundedChannels.forget("k-state-test")
    assert "k-state-test" not in holding.BoundedChannels.state_waiting
