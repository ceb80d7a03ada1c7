"""``python -m ramsas_widgets``: serves the guide on 127.0.0.1 with its own template, says
where, and fails clearly.

Each server is started as its own process group and stopped with ``os.killpg``, so the
Voilà server and its kernels go with it.
"""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
INDEX = "00_index.ipynb"
URL = re.compile(r"(http://127\.0\.0\.1:(\d+)/voila/render/00_index\.ipynb)")
START_TIMEOUT_S = 90
RENDER_TIMEOUT_S = 120


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def launch(*args: str, cwd: Path = ROOT) -> subprocess.Popen:
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen([sys.executable, "-m", "ramsas_widgets", *args], cwd=cwd,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True)


def stop(proc: subprocess.Popen) -> None:
    """Stop the launcher's whole process group: launcher, Voilà and kernels."""
    for sig, wait in ((signal.SIGTERM, 15), (signal.SIGKILL, 5)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            break
        try:
            proc.wait(timeout=wait)
            break
        except subprocess.TimeoutExpired:
            continue


@dataclass
class Served:
    """A running launcher, the address it printed and what it wrote to stdout."""

    proc: subprocess.Popen
    lines: queue.Queue
    output: list[str]
    errors: list[str]
    url: str = ""
    port: int = 0
    asked: int = 0


def _pump(stream, lines: queue.Queue | None, keep: list[str]) -> None:
    for line in stream:
        keep.append(line)
        if lines is not None:
            lines.put(line)


def start(*args: str) -> Served:
    proc = launch("--no-browser", *args)
    served = Served(proc, queue.Queue(), [], [])
    threading.Thread(target=_pump, args=(proc.stdout, served.lines, served.output),
                     daemon=True).start()
    threading.Thread(target=_pump, args=(proc.stderr, None, served.errors),
                     daemon=True).start()
    return served


def wait_for_address(served: Served) -> Served:
    deadline = time.monotonic() + START_TIMEOUT_S
    while not served.url:
        if served.proc.poll() is not None or time.monotonic() > deadline:
            pytest.fail(f"the launcher printed no address (exit {served.proc.poll()}):\n"
                        + "".join(served.output) + "".join(served.errors)[-3000:],
                        pytrace=False)
        try:
            match = URL.search(served.lines.get(timeout=0.5))
        except queue.Empty:
            continue
        if match:
            served.url, served.port = match[1], int(match[2])
    return served


@pytest.fixture(scope="module")
def launched() -> Iterator[dict[str, Served]]:
    """Two launchers started together: one choosing its port, one given ``--port``."""
    port = free_port()
    runs = {"free": start(), "given": start("--port", str(port))}
    runs["given"].asked = port
    try:
        for served in runs.values():
            wait_for_address(served)
        yield runs
    finally:
        for served in runs.values():
            stop(served.proc)


@pytest.fixture(scope="module")
def served(launched) -> Served:
    return launched["free"]


def time_wait_lines() -> list[str]:
    """Lines of /proc/net/tcp for connections in TIME_WAIT (state 06), as 'addr:port '."""
    found = []
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        if fields[3] == "06":
            found.append(f":{int(fields[1].split(':')[1], 16)} ")
    return found


def listening(port: int) -> list[str]:
    """Local addresses listening on ``port`` (from ``ss``)."""
    out = subprocess.run(["ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True,
                         check=True).stdout
    return [line.split()[3].rsplit(":", 1)[0] for line in out.splitlines() if line.strip()]


def other_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback (``hostname -I``)."""
    try:
        out = subprocess.run(["hostname", "-I"], capture_output=True, text=True,
                             timeout=10).stdout
    except (OSError, subprocess.TimeoutExpired):
        return []
    return [a for a in out.split() if "." in a and not a.startswith("127.")]


def test_prints_where_to_go_and_serves_the_index(served):
    assert "Ctrl+C" in "".join(served.output)
    with urllib.request.urlopen(served.url, timeout=RENDER_TIMEOUT_S) as response:
        assert response.status == 200
        body = response.read().decode()
    assert "Traceback" not in body
    assert "jupyter-widgets" in body or "application/vnd.jupyter.widget-view+json" in body, \
        "the index came without its widgets; the server said:\n" + "".join(served.errors)[-4000:]
    # the guide's template: its stylesheets in the head, its frame around the lesson
    head, _, rest = body.partition("</head>")
    for sheet in ("page.css", "cards.css", "table.css"):
        assert f"/voila/templates/ramsas/static/{sheet}" in head
    assert 'aria-label="Lessons (top)"' in rest and 'aria-label="Lessons (bottom)"' in rest
    assert "The Rams guide · 7 lessons" in rest and "<main" in rest
    assert "<style>" not in rest.split("<main", 1)[1].split("</main>", 1)[0]


def test_the_template_and_stylesheets_are_served(served):
    base = served.url.split("voila/render/")[0]
    for name, kind in (("page.css", "text/css"), ("cards.css", "text/css"),
                       ("theme.js", "javascript")):
        with urllib.request.urlopen(f"{base}voila/templates/ramsas/static/{name}",
                                    timeout=30) as response:
            assert response.status == 200 and kind in response.headers["Content-Type"]
    dark = "voila/api/themes/@jupyterlab/theme-dark-extension/index.css"
    with urllib.request.urlopen(base + dark, timeout=30) as response:
        assert response.status == 200 and b"--jp-layout-color0" in response.read()


def test_the_command_line_asks_for_the_guides_template():
    from ramsas_widgets.serve.launcher import voila_command

    cmd = voila_command(ROOT / "notebooks", 8866)
    assert cmd[1:3] == ["-m", "ramsas_widgets.serve.server"]  # the guide's own Voilà
    assert "--VoilaConfiguration.template=ramsas" in cmd
    assert "--VoilaConfiguration.strip_sources=True" in cmd
    assert "--VoilaConfiguration.show_tracebacks=False" in cmd
    assert "--VoilaConfiguration.preheat_kernel=True" in cmd  # preheated lessons
    assert "--Voila.ip=127.0.0.1" in cmd and not any("token" in c for c in cmd)


def test_options_given_after_the_dashes_replace_the_launchers_but_not_the_safe_ones():
    from ramsas_widgets.serve.launcher import voila_command

    cmd = voila_command(ROOT / "notebooks", 8866, "--GuideServer.max_pages=3",
                        "--VoilaConfiguration.show_tracebacks=True",
                        "--VoilaConfiguration.strip_sources=False")
    assert [c for c in cmd if c.startswith("--GuideServer.max_pages")] == [
        "--GuideServer.max_pages=3"]
    assert "--VoilaConfiguration.show_tracebacks=True" not in cmd
    assert "--VoilaConfiguration.strip_sources=False" not in cmd
    assert cmd[-2:] == ["--VoilaConfiguration.show_tracebacks=False",
                        "--VoilaConfiguration.strip_sources=True"]


def plan_of(*argv: str):
    from ramsas_widgets.serve.launcher import parser, plan

    return plan(parser().parse_args(["--notebooks", str(ROOT / "notebooks"), *argv]))


def test_a_class_is_served_on_the_given_address_with_a_join_code():
    from ramsas_widgets.serve.launcher import CODE_LETTERS, banner, server_command

    serving = plan_of("--classroom", "30", "--address", "127.0.0.2", "--lesson", "1")
    assert serving.address == "127.0.0.2" and serving.classroom == 30
    assert serving.lesson == "01_lithuanian_ramsas.ipynb" and serving.class_pool == 30
    # 30 and a fifth, and the class page's spare of three kept once the class has come (no
    # other page is preheated for a class: its kernel is forked when it is opened)
    assert serving.class_spare == 3
    assert serving.max_pages == 36 and serving.max_kernels == 36 + 3
    assert len(serving.token) == 8 and set(serving.token) <= set(CODE_LETTERS)
    assert serving.url == (f"http://127.0.0.2:{serving.port}/voila/render/"
                           f"01_lithuanian_ramsas.ipynb?token={serving.token}")
    cmd = server_command(serving)
    assert f"--Voila.token={serving.token}" in cmd and "--Voila.ip=127.0.0.2" in cmd
    assert "--PasswordIdentityProvider.allow_password_change=False" in cmd
    assert "--GuideServer.class_pool=30" in cmd and "--GuideServer.max_pages=36" in cmd
    assert "--GuideServer.class_spare=3" in cmd and "--GuideServer.max_kernels=39" in cmd
    assert [o for o in cmd if "default_pool_size" in o] == [
        "--VoilaConfiguration.default_pool_size=0"]
    assert "--VoilaConfiguration.default_pool_size=1" in server_command(plan_of())
    text = banner(serving)
    assert serving.url in text and f"Join code: {serving.token}" in text
    assert "█" in text  # the QR code of the address
    assert "Room for 36 pages open at once" in text
    small = plan_of("--classroom", "4", "--address", "127.0.0.2", "--token", "abcd1234")
    assert small.max_pages == 9 and small.token == "abcd1234" and small.lesson == INDEX


@pytest.mark.parametrize("argv, message", [
    (["--classroom", "0"], "give the number of students"),
    (["--classroom", "5", "--address", "192.0.2.77"], "not an address of this machine"),
    (["--classroom", "5", "--address", "here"], "not an IP address"),
    (["--classroom", "5", "--address", "127.0.0.2", "--token", "a b"], "letters and digits"),
    (["--classroom", "5", "--address", "127.0.0.2", "--token", "k7m2"],
     "at least 8 letters and digits \\(this one has 4\\)"),
    (["--token", "abcd1234"], "--token goes with --classroom"),
    (["--lesson", "9"], "no such page"),
    (["--max-pages", "0"], "at least 1"),
])
def test_impossible_options_are_clear_errors(argv, message):
    from ramsas_widgets.serve.launcher import LaunchError

    with pytest.raises(LaunchError, match=message):
        plan_of(*argv)


def test_a_class_gets_its_limits_and_a_shared_address_lifts_the_one_per_address():
    from ramsas_widgets.serve.launcher import (
        KERNEL_LIMIT_MIB,
        PAGES_PER_ADDRESS,
        PAGES_PER_BROWSER,
        server_command,
    )

    cmd = server_command(plan_of("--classroom", "30", "--address", "127.0.0.2"))
    assert f"--GuideServer.pages_per_browser={PAGES_PER_BROWSER}" in cmd
    assert f"--GuideServer.pages_per_address={PAGES_PER_ADDRESS}" in cmd
    assert any(o.startswith("--GuideServer.connect_grace=") for o in cmd)
    assert f"--GuideServer.kernel_memory_mib={KERNEL_LIMIT_MIB}" in cmd
    shared = server_command(plan_of("--classroom", "30", "--address", "127.0.0.2",
                                    "--shared-address"))
    assert "--GuideServer.pages_per_address=0" in shared
    assert "--GuideServer.code_guesses=60" in shared  # two typing mistakes a student
    alone = server_command(plan_of())
    assert not any("pages_per" in o or "connect_grace" in o for o in alone)


def test_the_memory_estimate_uses_each_pages_own_kernel():
    """A lab kernel holds about 145 MiB once used, a lesson's about 80: the estimate of a
    class on the lab is larger than of the same class on lesson 1, by about 30 x 65 MiB."""
    from ramsas_widgets.serve.launcher import KERNEL_MIB, banner

    on_lesson = plan_of("--classroom", "30", "--address", "127.0.0.2", "--lesson", "1")
    on_lab = plan_of("--classroom", "30", "--address", "127.0.0.2", "--lesson", "6")
    assert KERNEL_MIB["06_probability_lab.ipynb"] >= 145
    assert KERNEL_MIB["01_lithuanian_ramsas.ipynb"] < KERNEL_MIB["06_probability_lab.ipynb"]
    # the class and the spare kept once it has come
    assert on_lab.memory_mib - on_lesson.memory_mib == (30 + 3) * (
        KERNEL_MIB["06_probability_lab.ipynb"] - KERNEL_MIB["01_lithuanian_ramsas.ipynb"])
    gb = float(f"{on_lab.memory_mib / 1024:.1f}")
    assert f"about {gb:g} GB of memory" in banner(on_lab)


def test_lessons_are_found_by_number_or_name():
    from ramsas_widgets.serve.launcher import find_lesson

    folder = ROOT / "notebooks"
    for given in ("3", "03", "03_russian_rams", "03_russian_rams.ipynb"):
        assert find_lesson(folder, given) == "03_russian_rams.ipynb"
    assert find_lesson(folder, None) == INDEX


def test_a_port_closing_down_can_be_served_on_again():
    """After the guide stops, its port holds connections in TIME_WAIT for a minute; binding
    as the server does (SO_REUSEADDR) may use it again at once, a listening port may not."""
    from ramsas_widgets.serve.launcher import LaunchError, check_port

    server = socket.socket()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", 0))
    server.listen()
    port = server.getsockname()[1]
    client = socket.create_connection(("127.0.0.1", port))
    accepted, _ = server.accept()
    accepted.close()  # the server's side closes first: its end waits in TIME_WAIT
    time.sleep(0.2)
    client.close()
    with pytest.raises(LaunchError, match="cannot be used"):
        check_port(port)  # still listening
    server.close()
    assert any(f":{port} " in line for line in time_wait_lines()), "no TIME_WAIT to test"
    assert check_port(port) == port


def test_listens_on_loopback_only(served):
    if Path("/usr/bin/ss").exists() or Path("/bin/ss").exists():
        addresses = listening(served.port)
        assert addresses, f"nothing listens on port {served.port}"
        assert set(addresses) == {"127.0.0.1"}, f"port {served.port} listens on {addresses}"
    others = other_addresses()
    if not others:
        pytest.skip("this machine has no non-loopback IPv4 address to try the port from")
    for address in others:
        with socket.socket() as sock:
            sock.settimeout(3)
            with pytest.raises(OSError):
                sock.connect((address, served.port))


def test_port_is_honoured(launched):
    served = launched["given"]
    assert served.port == served.asked, f"asked for port {served.asked}, got {served.url}"
    with urllib.request.urlopen(f"http://127.0.0.1:{served.port}/voila/api/contents/",
                                timeout=30) as response:
        assert response.status == 200
    assert served.port != launched["free"].port


def finished(*args: str, cwd: Path = ROOT) -> tuple[int, str]:
    proc = launch("--no-browser", *args, cwd=cwd)
    try:
        _, err = proc.communicate(timeout=60)
    finally:
        stop(proc)
    return proc.returncode, err


def test_missing_notebooks_folder_is_a_clear_error():
    code, err = finished("--notebooks", "/nonexistent")
    assert code != 0
    assert "There is no folder /nonexistent" in err
    assert "--notebooks" in err
    assert "Traceback" not in err


def test_folder_without_the_index_is_a_clear_error(tmp_path):
    code, err = finished("--notebooks", str(tmp_path))
    assert code != 0
    assert f"{tmp_path} has no 00_index.ipynb" in err
    assert "Traceback" not in err


def test_busy_port_is_a_clear_error():
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        code, err = finished("--port", str(port))
    assert code != 0
    assert f"Port {port} of 127.0.0.1 cannot be used" in err
    assert "Traceback" not in err


def test_a_lighter_page_compressed_cached_and_with_the_widget_extensions_only(served):
    """The page loads only the front-end extensions the widgets need; Voilà's scripts come
    compressed from an address naming Voilà's version, cached for a year; so do the
    extensions' files, whose names carry their hash."""
    from voila import __version__

    from ramsas_widgets.serve.server import EXTENSIONS

    base = served.url.split("voila/render/")[0]
    with urllib.request.urlopen(served.url, timeout=RENDER_TIMEOUT_S) as response:
        page = response.read().decode()
    config = json.loads(re.search(r'<script id="jupyter-config-data" type="application/json">'
                                  r"(.*?)</script>", page, re.S)[1])
    assert sorted(e["name"] for e in config["federated_extensions"]) == sorted(EXTENSIONS)
    assert config["fullStaticUrl"].endswith(f"voila/static/v{__version__}")
    assert f'src="{config["fullStaticUrl"]}/voila.js"' in page
    gzip = {"Accept-Encoding": "gzip"}
    request = urllib.request.Request(f"{base}voila/static/v{__version__}/voila.js",
                                     headers=gzip)
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.headers["Content-Encoding"] == "gzip"
        assert "immutable" in response.headers["Cache-Control"]
        assert "max-age=31536000" in response.headers["Cache-Control"]
        assert len(response.read()) < 10_000  # 19.7 kB as a file
    manager = next(e for e in config["federated_extensions"]
                   if e["name"] == "@voila-dashboards/widgets-manager8")
    request = urllib.request.Request(
        f"{base}voila/labextensions/{manager['name']}/{manager['load']}", headers=gzip)
    with urllib.request.urlopen(request, timeout=30) as response:
        assert response.headers["Content-Encoding"] == "gzip"
        assert "immutable" in response.headers["Cache-Control"]
    request = urllib.request.Request(served.url, headers=gzip)
    with urllib.request.urlopen(request, timeout=RENDER_TIMEOUT_S) as response:
        assert response.headers["Content-Encoding"] == "gzip"  # the page itself
