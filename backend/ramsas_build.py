"""The package's build backend: setuptools', with the guide's switch file added to the wheels.

``pip install .`` and ``pip install -e .`` both build a wheel through this module
(``pyproject.toml``: ``build-backend = "ramsas_build"``, ``backend-path = ["backend"]``).
Everything is setuptools' own (:mod:`setuptools.build_meta`), except that the regular wheel
and the editable one each get ``ramsas_widgets_guide_switch.pth`` at their top, which the
installer puts in ``site-packages``. Its one line (``ramsas_widgets.hub.switch.PTH_LINE``) does
nothing unless ``RAMSAS_GUIDE_SERVER`` is on when Python starts, and then gives the process
the package's own Jupyter config and data folders (``ramsas_widgets/hub/switch.py``): an
editable install copies no ``data-files`` into the environment, and without them the switch
would find no extension to lock the server.

The file's name and line are read from ``ramsas_widgets/hub/switch.py`` itself (without
importing the package, whose dependencies a build environment lacks).
"""

from __future__ import annotations

import ast
import base64
import hashlib
import os
import shutil
import tempfile
import zipfile
from pathlib import Path

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 - every hook not redefined below

SWITCH_MODULE = Path(__file__).resolve().parents[1] / "ramsas_widgets" / "hub" / "switch.py"


def switch_file() -> tuple[str, str]:
    """The ``.pth`` file's name and its line, as ``ramsas_widgets/hub/switch.py`` gives them."""
    tree = ast.parse(SWITCH_MODULE.read_text(encoding="utf-8"))
    found = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id in {"PTH_NAME", "PTH_LINE"}:
                found[target.id] = ast.literal_eval(node.value)
    return found["PTH_NAME"], found["PTH_LINE"]


def _record_hash(data: bytes) -> str:
    digest = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def add_switch_file(wheel: Path) -> None:
    """Rewrite ``wheel`` with the switch's ``.pth`` at its top, listed in its RECORD."""
    name, line = switch_file()
    data = line.encode()
    with zipfile.ZipFile(wheel) as source:
        entries = [(info, source.read(info.filename)) for info in source.infolist()]
    if any(info.filename == name for info, _ in entries):
        return
    handle, temporary = tempfile.mkstemp(suffix=".whl", dir=wheel.parent)
    os.close(handle)
    records = [info.filename for info, _ in entries
               if info.filename.endswith(".dist-info/RECORD")]
    if len(records) != 1:
        os.remove(temporary)
        raise RuntimeError(f"{wheel.name} has {len(records)} RECORD files, not one.")
    with zipfile.ZipFile(temporary, "w", zipfile.ZIP_DEFLATED) as target:
        for info, content in entries:
            if info.filename == records[0]:
                record = content.decode().rstrip("\n") + "\n"
                content = f"{record}{name},{_record_hash(data)},{len(data)}\n".encode()
                target.writestr(name, data)
            target.writestr(info, content)
    shutil.move(temporary, wheel)


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    """setuptools' wheel, with the switch's ``.pth``."""
    built = _setuptools.build_wheel(wheel_directory, config_settings, metadata_directory)
    add_switch_file(Path(wheel_directory) / built)
    return built


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    """setuptools' editable wheel, with the switch's ``.pth``."""
    built = _setuptools.build_editable(wheel_directory, config_settings, metadata_directory)
    add_switch_file(Path(wheel_directory) / built)
    return built
