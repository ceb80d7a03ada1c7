"""The switch fails closed, and the package finds its own files however it was installed.

- Both wheels (``pip install .`` and ``pip install -e .``) carry the switch's ``.pth`` file
  (``backend/ramsas_build.py``), and this environment (the README's editable install) has
  it: a ``jupyter server`` started here with ``RAMSAS_GUIDE_SERVER=1`` and no Jupyter paths
  at all is locked (``tests/test_extension.py``'s guide server).
- A switched-on server the guide cannot lock does not serve: Voilà disabled, another
  extension that takes the guide's authorizer away, another extension that fails to load.
  Each stops before it listens, saying why.
- ``voila notebooks`` run in the checkout (the standard command, as Binder runs it) finds the
  guide's template from an editable install.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

import pytest

from ramsas_widgets.hub import extension, switch
from tests.browser.hub import throwaway_extension
from tests.test_extension import NOTEBOOKS, ROOT, Server

BIN = Path(sys.executable).parent
STOP_TIMEOUT_S = 90


def site_packages() -> Path:
    """This environment's ``site-packages`` (where the installer put the ``.pth``)."""
    import sysconfig

    return Path(sysconfig.get_paths()["purelib"])


def record_entry(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"sha256={digest},{len(data)}"


def assert_carries_the_switch(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        assert z.read(switch.PTH_NAME).decode() == switch.PTH_LINE
        record = next(n for n in z.namelist() if n.endswith(".dist-info/RECORD"))
        lines = z.read(record).decode().splitlines()
    data = switch.PTH_LINE.encode()
    assert f"{switch.PTH_NAME},{record_entry(data)}" in lines


# -- the file ------------------------------------------------------------------------------------
def test_this_environment_has_the_switch_file():
    """The README's editable install put the ``.pth`` here (run ``pip install -e .`` again
    if this fails after a change of the backend)."""
    installed = site_packages() / switch.PTH_NAME
    assert installed.read_text() == switch.PTH_LINE


def test_the_switch_line_does_nothing_without_the_switch(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in {switch.SWITCH, "JUPYTER_PATH", "JUPYTER_CONFIG_PATH"}}
    probe = ("import os, sys; print(os.environ.get('JUPYTER_CONFIG_PATH'), "
             "os.environ.get('JUPYTER_PATH'), 'ramsas_widgets' in sys.modules)")
    off = subprocess.run([sys.executable, "-c", probe], env=env, cwd=tmp_path,
                         capture_output=True, text=True, check=True).stdout.split()
    assert off == ["None", "None", "False"]
    on = subprocess.run([sys.executable, "-c", probe], env={**env, switch.SWITCH: "1"},
                        cwd=tmp_path, capture_output=True, text=True, check=True).stdout.split()
    assert on[0].split(os.pathsep)[0] == str(switch.CONFIG_DIR)
    assert str(switch.DATA_DIR) in on[1].split(os.pathsep)


def test_the_line_of_an_install_made_before_the_switch_moved_still_switches_on(tmp_path):
    """An editable install's ``.pth`` written before the switch moved to ``hub/`` imports
    ``ramsas_widgets.switch``: after a ``git pull`` it must still turn the guide's server on
    (a line that failed would leave the server open)."""
    old_line = switch.PTH_LINE.replace("__import__('ramsas_widgets.hub.switch').hub.switch",
                                       "__import__('ramsas_widgets.switch').switch")
    assert old_line != switch.PTH_LINE
    env = {k: v for k, v in os.environ.items()
           if k not in {"JUPYTER_PATH", "JUPYTER_CONFIG_PATH"}} | {switch.SWITCH: "1"}
    probe = old_line.strip() + "; print(os.environ.get('JUPYTER_CONFIG_PATH'))"
    on = subprocess.run([sys.executable, "-c", probe], env=env, cwd=tmp_path,
                        capture_output=True, text=True, check=True).stdout.split()
    assert on[-1].split(os.pathsep)[0] == str(switch.CONFIG_DIR)


@pytest.mark.slow
def test_both_wheels_carry_the_switch_file(tmp_path):
    """The regular wheel (``pip wheel``) and the editable one (the backend's hook, as pip
    calls it for ``pip install -e .``) both put the ``.pth`` in ``site-packages``."""
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(tmp_path / "wheel"), str(ROOT)], check=True)
    wheel = next((tmp_path / "wheel").glob("ramsas_widgets-*.whl"))
    assert_carries_the_switch(wheel)
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target",
                    str(tmp_path / "site"), str(wheel)], check=True)
    assert (tmp_path / "site" / switch.PTH_NAME).read_text() == switch.PTH_LINE
    hook = ("import sys; sys.path.insert(0, 'backend'); import ramsas_build; "
            f"print(ramsas_build.build_editable({str(tmp_path / 'editable')!r}))")
    (tmp_path / "editable").mkdir()
    built = subprocess.run([sys.executable, "-c", hook], cwd=ROOT, capture_output=True,
                           text=True, check=True).stdout.strip().splitlines()[-1]
    assert_carries_the_switch(tmp_path / "editable" / built)


def test_the_students_image_copies_the_build_backend_before_it_installs():
    """The image's ``pip install .`` builds through ``backend/`` (``backend-path``): it
    must be in the image by then, or the build fails."""
    lines = (ROOT / "deploy" / "jupyterhub" / "Dockerfile").read_text().splitlines()
    install = next(i for i, line in enumerate(lines) if "--no-deps ." in line)
    copied = " ".join(line for line in lines[:install] if line.startswith("COPY"))
    assert "COPY backend backend" in copied and "pyproject.toml" in copied


# -- a server the guide cannot lock ---------------------------------------------------------------
UNLOCK = '''
from jupyter_server.auth.authorizer import AllowAllAuthorizer


def _jupyter_server_extension_points():
    return [{"module": "rw_unlock"}]


def _load_jupyter_server_extension(serverapp):
    serverapp.web_app.settings["authorizer"] = AllowAllAuthorizer()
'''
UNLOCK_LATER = '''
from jupyter_server.auth.authorizer import AllowAllAuthorizer


def _jupyter_server_extension_points():
    return [{"module": "rw_unlock_later"}]


def _load_jupyter_server_extension(serverapp):
    def unlock():
        serverapp.web_app.settings["authorizer"] = AllowAllAuthorizer()

    serverapp.io_loop.add_callback(unlock)  # once the server runs
'''
BROKEN = '''
def _jupyter_server_extension_points():
    return [{"module": "rw_broken"}]


def _load_jupyter_server_extension(serverapp):
    raise RuntimeError("rw_broken cannot load")
'''


def enabling(folder: Path, name: str, source: str | None, enabled: bool = True) -> Path:
    """A config folder that enables (or disables) extension ``name``, written in
    ``folder`` with its module (if ``source``)."""
    if source is not None:
        (folder / f"{name}.py").write_text(source)
    config = folder / "more-config"
    (config / "jupyter_server_config.d").mkdir(parents=True, exist_ok=True)
    (config / "jupyter_server_config.d" / f"{name}.json").write_text(json.dumps(
        {"ServerApp": {"jpserver_extensions": {name: enabled}}}))
    return config


def wait_for_exit(server: Server, refusals: bool = False) -> tuple[int, str]:
    """The exit code of a server that must stop before it answers (or, with ``refusals``,
    answer nothing but 403 before it stops), and what it wrote."""
    deadline = time.monotonic() + STOP_TIMEOUT_S
    while server.proc.poll() is None:
        if time.monotonic() > deadline:
            server.stop()
            pytest.fail("the server did not stop:\n" + server.text()[-3000:])
        try:
            urllib.request.urlopen(server.base + "api", timeout=1)
        except urllib.error.HTTPError as error:
            if not (refusals and error.code == 403):
                server.stop()
                pytest.fail(f"the server answered ({error.code}):\n" + server.text()[-3000:])
        except OSError:
            pass
        else:
            server.stop()
            pytest.fail("the server answered:\n" + server.text()[-3000:])
        time.sleep(0.3)
    text = server.text()
    server.log.close()
    return server.proc.returncode, text


@pytest.mark.slow
@pytest.mark.parametrize("case,reason", [
    ("voila-off", "Voilà's server extension is not enabled"),
    ("unlocked", "The guide's authorizer is not the server's."),
    ("unlocked-later", "The guide's authorizer is not the server's."),
    ("broken", "rw_broken cannot load"),
])
def test_a_server_the_guide_cannot_lock_does_not_serve(tmp_path, case, reason):
    extensions = {"unlocked": ("rw_unlock", UNLOCK), "broken": ("rw_broken", BROKEN),
                  "unlocked-later": ("rw_unlock_later", UNLOCK_LATER)}
    if case == "voila-off":
        config = enabling(tmp_path, "voila.server_extension", None, enabled=False)
    else:
        config = enabling(tmp_path, *extensions[case])
    throwaway = throwaway_extension(tmp_path / "throwaway")
    env = {"PYTHONPATH": os.pathsep.join([throwaway["PYTHONPATH"], str(tmp_path)]),
           "JUPYTER_CONFIG_PATH": os.pathsep.join([str(config),
                                                   throwaway["JUPYTER_CONFIG_PATH"]])}
    server = Server(tmp_path, switch=True, env=env, wait=False)
    later = case == "unlocked-later"  # it listened, locked, then stops: refusing meanwhile
    code, text = wait_for_exit(server, refusals=later)
    assert reason in text, text[-3000:]
    if later:
        assert "is running at" in text and "Shutting down" in text
    else:
        assert code != 0 and "is running at" not in text
    if case != "broken":
        assert "so it will not serve" in text and f"unset {switch.SWITCH}" in text


@pytest.mark.slow
def test_without_the_switch_a_failing_extension_is_only_logged(tmp_path):
    """The same broken extension on a teacher's server: Jupyter's own behaviour, unchanged."""
    config = enabling(tmp_path, "rw_broken", BROKEN)
    throwaway = throwaway_extension(tmp_path / "throwaway")
    env = {"PYTHONPATH": os.pathsep.join([throwaway["PYTHONPATH"], str(tmp_path)]),
           "JUPYTER_CONFIG_PATH": os.pathsep.join(
               [extension.checkout_env()["JUPYTER_CONFIG_PATH"], str(config)])}
    server = Server(tmp_path, switch=False, env=env)
    try:
        assert "rw_broken cannot load" in server.text()
    finally:
        server.stop()


# -- voila notebooks in the checkout --------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("command", [[str(BIN / "voila")], [sys.executable, "-m", "voila"]],
                         ids=["voila", "python -m voila"])
def test_voila_notebooks_in_the_checkout_finds_the_guides_template(tmp_path, command):
    """``voila notebooks`` as Binder runs it, from an editable install, in an environment
    that gives no Jupyter path: the lesson list and the index come in the guide's
    template (it had been a 500 after a long wait: no ``ramsas`` template)."""
    from ramsas_widgets.serve.launcher import free_port

    port = free_port()
    env = {k: v for k, v in os.environ.items()
           if k not in {switch.SWITCH, "JUPYTER_PATH", "JUPYTER_CONFIG_PATH", "PYTHONPATH"}}
    env.update(HOME=str(tmp_path), JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"))
    log = (tmp_path / "voila.log").open("w")
    proc = subprocess.Popen([*command, str(NOTEBOOKS.relative_to(ROOT)), "--no-browser",
                             f"--port={port}"], cwd=ROOT, env=env, stdout=log,
                            stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                            start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, (tmp_path / "voila.log").read_text()[-3000:]
            try:
                with urllib.request.urlopen(base, timeout=30) as r:
                    tree = r.read().decode()
                break
            except OSError:
                assert time.monotonic() < deadline, (tmp_path / "voila.log").read_text()
                time.sleep(0.3)
        assert "voila/templates/ramsas/" in tree and "00_index.ipynb" in tree
        if command[0].endswith("voila"):
            with urllib.request.urlopen(base + "voila/render/00_index.ipynb", timeout=120) as r:
                assert r.status == 200 and "voila/templates/ramsas/" in r.read().decode()
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=30)
        log.close()
