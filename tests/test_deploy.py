"""``deploy/jupyterhub/``: what a school deploys the guide with, read as the tools would.

The image cannot be built here (no container engine): its Dockerfile is checked for what it
installs (Binder's pins, nothing pinned otherwise), the switch and the page it opens. The hub's
``jupyterhub_config.py`` is loaded as JupyterHub loads it (tests/browser/test_hub.py runs it);
the Zero to JupyterHub ``config.yaml`` is parsed and compared with it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from traitlets.config.loader import PyFileConfigLoader

from ramsas_widgets.hub.extension import DEFAULT_URL, SWITCH

ROOT = Path(__file__).resolve().parents[1]
DEPLOY = ROOT / "deploy" / "jupyterhub"
PIN = re.compile(r"^([A-Za-z0-9_.\-\[\]]+)==([^\s;]+)")


def dockerfile() -> str:
    # backslash continuations joined: one instruction a line
    return re.sub(r"\\\n\s*", " ", (DEPLOY / "Dockerfile").read_text())


def instructions(keyword: str) -> list[str]:
    return [line.split(None, 1)[1] for line in dockerfile().splitlines()
            if line.startswith(keyword + " ")]


def binder_pins() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "binder" / "requirements.txt").read_text().splitlines():
        match = PIN.match(line.strip())
        if match:
            pins[match.group(1).lower()] = match.group(2)
    return pins


def env_of_image() -> dict[str, str]:
    found = {}
    for text in instructions("ENV"):
        found.update(re.findall(r"(\w+)=(\S+)", text))
    return found


def test_the_image_installs_binders_pins_and_pins_nothing_else_of_theirs():
    installs = [run for run in instructions("RUN") if "pip install" in run]
    assert any("-r binder/requirements.txt" in run for run in installs)
    assert "binder/requirements.txt binder/requirements.txt" in instructions("COPY")
    pinned = {name.lower(): version for run in installs
              for name, version in re.findall(r'"?([A-Za-z0-9_.\-]+)==([^\s"]+)', run)}
    assert set(pinned) == {"jupyterhub"}, pinned  # the single-user server, at the hub's version
    assert not set(pinned) & set(binder_pins())
    # the package itself as Binder's postBuild installs it: without dependencies
    assert any(re.search(r"pip install .*--no-deps \.", run) for run in installs)


def test_the_image_runs_binders_python_and_the_tested_jupyterhub():
    runtime = (ROOT / "binder" / "runtime.txt").read_text().strip()  # python-3.11
    assert instructions("FROM") == [f"python:{runtime.split('-', 1)[1]}-slim"]
    import jupyterhub

    version = dict(re.findall(r"(\w+)=(\S+)", " ".join(instructions("ARG"))))
    # the single-user server of the version the hub tests run (a school builds its hub's)
    assert version["JUPYTERHUB_VERSION"].split(".")[0] == jupyterhub.__version__.split(".")[0]


def test_the_image_switches_the_guide_on_and_opens_its_index():
    env = env_of_image()
    assert env[SWITCH] == "1"
    assert env["JUPYTERHUB_DEFAULT_URL"] == DEFAULT_URL
    notebooks = env["JUPYTERHUB_ROOT_DIR"]
    assert f"notebooks {notebooks}" in instructions("COPY")
    assert instructions("WORKDIR")[-1] == notebooks
    assert instructions("USER") == ["student"] and instructions("CMD") == [
        '["jupyterhub-singleuser"]']
    # what `pip install .` needs is copied before it runs
    copied = " ".join(instructions("COPY"))
    for needed in ("pyproject.toml", "README.md", "ramsas_widgets"):
        assert needed in copied


@pytest.fixture(scope="module")
def hub_config():
    loader = PyFileConfigLoader("jupyterhub_config.py", path=str(DEPLOY))
    return loader.load_config()


def test_the_school_servers_hub_serves_the_guide(hub_config):
    c = hub_config
    assert c.JupyterHub.spawner_class == "systemdspawner.SystemdSpawner"
    assert c.SystemdSpawner.dynamic_users and c.SystemdSpawner.isolate_tmp
    assert c.Spawner.environment == {SWITCH: "1"}
    assert c.Spawner.default_url == DEFAULT_URL
    assert c.Spawner.notebook_dir.endswith("/notebooks")
    assert c.Spawner.cmd[0].endswith("/.venv/bin/jupyterhub-singleuser")
    assert "oauthenticator" in c.JupyterHub.authenticator_class
    (culler,) = c.JupyterHub.services
    assert culler["command"][1:3] == ["-m", "jupyterhub_idle_culler"]
    assert any(arg.startswith("--timeout=") for arg in culler["command"])
    (role,) = c.JupyterHub.load_roles
    assert role["services"] == [culler["name"]] and "delete:servers" in role["scopes"]


def test_zero_to_jupyterhub_serves_the_same_guide_with_the_same_sizes(hub_config):
    values = yaml.safe_load((DEPLOY / "config.yaml").read_text())
    single = values["singleuser"]
    assert single["defaultUrl"] == DEFAULT_URL
    assert single["extraEnv"] == {SWITCH: "1"}
    assert single["storage"] == {"type": "none"}
    assert single["memory"]["limit"] == hub_config.Spawner.mem_limit
    assert single["cpu"]["limit"] == hub_config.Spawner.cpu_limit
    assert single["memory"]["guarantee"] and single["cpu"]["guarantee"]
    culler = next(a for a in hub_config.JupyterHub.services[0]["command"]
                  if a.startswith("--timeout="))
    assert values["cull"]["enabled"] and f"--timeout={values['cull']['timeout']}" == culler
    placeholders = values["scheduling"]["userPlaceholder"]
    assert placeholders["enabled"] and values["scheduling"]["podPriority"]["enabled"]
    assert single["image"]["name"] and single["image"]["tag"]
