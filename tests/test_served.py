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

from ramsas_widgets.served import quiet_tracebacks

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
