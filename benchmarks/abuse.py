"""How long a student with the code waits for a page while someone attacks the class.

    python benchmarks/abuse.py [--students 30] [--rounds 3] [--each 3] [--idle 1000]
                               [--grabbers 9] [--holds 250] [--hold-pages 4] [--state-mib 0.9]
                               [--root OTHER_CHECKOUT]

Serves a class of ``--students`` with the launcher (``python -m ramsas_widgets --classroom
N`` on 127.0.0.2, the stand-in for the machine's network address) and, round after round,
measures how long students with the code (each on an address of its own, 127.0.0.100 and
up) wait for the class's page, in six situations taken in turn (their order rotates
each round):

- **quiet**: nobody else;
- **idle connections**: ``--idle`` TCP connections from one address that send nothing,
  replaced as the server closes them (the descriptor attack);
- **place grab**: ``--grabbers`` loops from one address requesting a page with the code
  again as soon as each answer comes, keeping no cookie (the place attack);
- **quiet, with its kernel**: nobody else, the student waiting for the page and then for its
  kernel to answer over the kernel's websocket (as in the two situations below);
- **websocket hold**: one browser opens ``--hold-pages`` pages and keeps as many idle
  websockets to their kernels open as the server lets it (up to ``--holds`` a kernel;
  hundreds once ran the server out of sockets);
- **slow reader**: one page makes a widget's state ``--state-mib`` MiB and asks for it ten
  times every 0.2 s on a websocket that reads nothing, opening another when the server
  closes it (unread answers once grew the server by a GiB); it stops if the server grows by
  1,500 MiB.

A student's wait runs from the request to the last byte of the page; the page is then
closed as a browser closes it (its kernel shut down), so the places stay for students.
The server and its kernels run on core 0 and this script on core 1 (where there are two
cores). Printed: the medians and worst waits per situation, each median's ratio to the
quiet one, the pages the grab got, the websockets the hold kept and the server's memory
under the two websocket attacks, whether a student's page and kernel came within 1 s under
them (the goal), and the load average. The server starts with an
open-file limit of ``--open-files`` (1,024, a shell's usual). ``--root`` serves another
checkout's launcher (the same options), to compare with it.

    python benchmarks/abuse.py --teacher-page [--answers 100000] [--polls 15] [--root ...]

measures instead the teacher's page on a class record of ``--answers`` answers
(:func:`teacher_page_wait`): a student's wait for the server's small beat, quiet and while
the teacher's page polls every 2 s, beside what each poll costs. Goal: the student's worst
wait within 1 s.
"""

from __future__ import annotations

import argparse
import os
import re
import secrets
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.client import HTTPConnection
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ADDRESS = "127.0.0.2"
LESSON = "01_lithuanian_ramsas.ipynb"
GRABBED = "00_index.ipynb"  # the page the grab asks for: its kernel starts fast
# (not the rules page: the server sends it itself, with no kernel and no place to take)
NAVIGATE = {"Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate"}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((ADDRESS, 0))
        return sock.getsockname()[1]


class Class:
    """The launcher serving the class, pinned to core 0."""

    def __init__(self, root: Path, students: int, code: str, open_files: int) -> None:
        self.port = free_port()
        self.code = code
        cmd = [sys.executable, "-m", "ramsas_widgets", "--no-browser", "--classroom",
               str(students), "--address", ADDRESS, "--port", str(self.port), "--token", code,
               "--lesson", "1", "--class-folder", tempfile.mkdtemp(prefix="ramsas-class-")]
        if (os.cpu_count() or 1) >= 2 and Path("/usr/bin/taskset").exists():
            cmd = ["taskset", "-c", "0", *cmd]
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(root)}
        self.log = open(os.devnull, "w")  # noqa: SIM115 - closed in stop()
        def limit_files() -> None:  # the server starts with this soft limit, as from a shell
            import resource

            _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
            resource.setrlimit(resource.RLIMIT_NOFILE, (min(open_files, hard), hard))

        self.proc = subprocess.Popen(cmd, cwd=root, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.PIPE, stderr=self.log, text=True,
                                     start_new_session=True, env=env, preexec_fn=limit_files)
        self.ready = threading.Event()
        threading.Thread(target=self._watch, daemon=True).start()

    def _watch(self) -> None:
        for line in self.proc.stdout:
            if line.startswith("The preheated pages are ready"):  # not the intro's mention
                self.ready.set()

    def stop(self) -> None:
        import signal

        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.log.close()


def request(port: int, source: str, method: str, path: str, headers: dict | None = None,
            body: bytes | None = None, timeout: float = 120) -> tuple[int, dict, str]:
    conn = HTTPConnection(ADDRESS, port, timeout=timeout, source_address=(source, 0))
    try:
        conn.request(method, path, body=body, headers=headers or {})
        response = conn.getresponse()
        data = response.read().decode("utf-8", "replace")
        cookies = {}
        for name, value in response.getheaders():
            if name.lower() == "set-cookie":
                key, _, rest = value.partition("=")
                cookies[key] = rest.split(";", 1)[0]
        return response.status, cookies, data
    finally:
        conn.close()


def student_wait(served: Class, source: str, patience: float) -> tuple[float, int]:
    """Seconds a student on ``source`` waits for the class's page (at most ``patience``:
    then the student gives up, status 0), and the status; the page is then closed (its
    kernel shut down)."""
    start = time.monotonic()
    try:
        status, cookies, body = request(served.port, source, "GET",
                                        f"/voila/render/{LESSON}?token={served.code}", NAVIGATE,
                                        timeout=patience)
    except OSError:
        return time.monotonic() - start, 0
    waited = time.monotonic() - start
    kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', body)
    if status == 200 and kernel and "_xsrf" in cookies:
        jar = "; ".join(f"{k}={v}" for k, v in cookies.items())
        try:
            request(served.port, source, "POST", f"/voila/api/shutdown/{kernel[1]}",
                    {"X-XSRFToken": cookies["_xsrf"], "Cookie": jar}, b"")
        except OSError:
            pass
    return waited, status


class IdleConnections:
    """``count`` connections from one address that send nothing, replaced when closed."""

    def __init__(self, port: int, count: int, source: str = "127.0.0.50") -> None:
        self.port, self.count, self.source = port, count, source
        self.held: list[socket.socket] = []
        self.stopping = threading.Event()
        self.opened = 0
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _connect(self) -> None:
        sock = socket.socket()
        sock.setblocking(True)
        sock.settimeout(2)
        sock.bind((self.source, 0))
        try:
            sock.connect((ADDRESS, self.port))
        except OSError:
            sock.close()
            return
        sock.setblocking(False)
        self.held.append(sock)
        self.opened += 1

    def _run(self) -> None:
        while not self.stopping.is_set():
            alive = []
            for sock in self.held:
                try:
                    closed = sock.recv(1) == b""
                except BlockingIOError:
                    closed = False
                except OSError:
                    closed = True
                if closed:
                    sock.close()
                else:
                    alive.append(sock)
            self.held = alive
            while len(self.held) < self.count and not self.stopping.is_set():
                self._connect()
            self.stopping.wait(1.0)

    def __enter__(self):
        self.thread.start()
        deadline = time.monotonic() + 60
        while len(self.held) < self.count and time.monotonic() < deadline:
            time.sleep(0.2)
        return self

    def __exit__(self, *exc) -> None:
        self.stopping.set()
        self.thread.join(timeout=10)
        for sock in self.held:
            sock.close()


class PlaceGrab:
    """``workers`` loops on one address asking for a page with the code, keeping no
    cookie and never connecting to the kernels they get."""

    def __init__(self, served: Class, workers: int, source: str = "127.0.0.60") -> None:
        self.served, self.workers, self.source = served, workers, source
        self.stopping = threading.Event()
        self.statuses: list[int] = []
        self.threads = [threading.Thread(target=self._run, daemon=True) for _ in range(workers)]

    def _run(self) -> None:
        while not self.stopping.is_set():
            try:
                status, _, _ = request(self.served.port, self.source, "GET",
                                       f"/voila/render/{GRABBED}?token={self.served.code}",
                                       NAVIGATE, timeout=60)
            except OSError:
                status = 0
            self.statuses.append(status)
            if status != 200:
                self.stopping.wait(0.2)

    def __enter__(self):
        for thread in self.threads:
            thread.start()
        time.sleep(5)  # the grab takes what it can first
        return self

    def __exit__(self, *exc) -> None:
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=70)


# -- the kernels' websockets ------------------------------------------------------------------
def kernel_socket(port: int, source: str, kernel: str, cookies: dict, receive_buffer: int = 0,
                  timeout: float = 30):
    """A websocket to ``kernel``'s channels from ``source`` with ``cookies`` (the legacy
    JSON protocol), or the HTTP status that refused it (0: no answer)."""
    import websocket  # websocket-client

    options = [(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)] if receive_buffer else []
    try:
        return websocket.create_connection(
            f"ws://{ADDRESS}:{port}/api/kernels/{kernel}/channels"
            f"?session_id={secrets.token_hex(8)}", timeout=timeout,
            header=["Cookie: " + "; ".join(f"{k}={v}" for k, v in cookies.items())],
            origin=f"http://{ADDRESS}:{port}", sockopt=options, source_address=(source, 0))
    except websocket.WebSocketBadStatusException as err:
        return err.status_code
    except (OSError, websocket.WebSocketException):
        return 0


def kernel_message(msg_type: str, content: dict, metadata: dict | None = None) -> dict:
    return {"header": {"msg_id": secrets.token_hex(16), "msg_type": msg_type,
                       "session": "rw-bench", "username": "rw", "version": "5.3",
                       "date": "2026-01-01T00:00:00Z"},
            "parent_header": {}, "metadata": metadata or {}, "content": content,
            "channel": "shell", "buffers": []}


def kernel_answer(ws, msg: dict, msg_type: str, seconds: float) -> dict | None:
    """Send ``msg`` and wait up to ``seconds`` for the kernel's ``msg_type`` answering it."""
    import json

    import websocket

    ws.send(json.dumps(msg))
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        ws.settimeout(max(0.1, end - time.monotonic()))
        try:
            frame = ws.recv()
        except (OSError, websocket.WebSocketException):
            return None
        if isinstance(frame, str) and frame:
            reply = json.loads(frame)
            if reply["header"]["msg_type"] == msg_type \
                    and reply["parent_header"].get("msg_id") == msg["header"]["msg_id"]:
                return reply
    return None


def student_with_kernel(served: Class, source: str, patience: float,
                        kernel_waits: list[float]) -> tuple[float, int]:
    """Seconds a student on ``source`` waits for the class's page (at most ``patience``:
    status 0), and the status; then the seconds until its kernel answers over its
    websocket are added to ``kernel_waits`` (a refused websocket or no answer within
    ``patience`` makes the status its own, or 0); the page is then closed."""
    start = time.monotonic()
    try:
        status, cookies, body = request(served.port, source, "GET",
                                        f"/voila/render/{LESSON}?token={served.code}", NAVIGATE,
                                        timeout=patience)
    except OSError:
        return time.monotonic() - start, 0
    waited = time.monotonic() - start
    kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', body)
    if status == 200 and kernel:
        ws = kernel_socket(served.port, source, kernel[1], cookies, timeout=patience)
        if isinstance(ws, int):
            status = ws
        else:
            info = kernel_answer(ws, kernel_message("kernel_info_request", {}),
                                 "kernel_info_reply", patience)
            ws.close()
            status = 200 if info is not None else 0
            if info is not None:
                kernel_waits.append(time.monotonic() - start - waited)
    if kernel and "_xsrf" in cookies:
        jar = "; ".join(f"{k}={v}" for k, v in cookies.items())
        try:
            request(served.port, source, "POST", f"/voila/api/shutdown/{kernel[1]}",
                    {"X-XSRFToken": cookies["_xsrf"], "Cookie": jar}, b"")
        except OSError:
            pass
    return waited, status


def server_mib(served: Class) -> float:
    """Resident memory (MiB) of the guide's server, the launcher's child."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            if int(stat.rsplit(")", 1)[1].split()[1]) == served.proc.pid \
                    and b"ramsas_widgets.serve.server" in (entry / "cmdline").read_bytes():
                status = (entry / "status").read_text()
                return int(re.search(r"VmRSS:\s+(\d+)", status)[1]) / 1024
        except (OSError, TypeError, ValueError):
            continue
    return 0.0


class Attack:
    """An attack running in a thread of its own from one address until the block ends,
    the server's memory watched meanwhile (:attr:`peak_mib`)."""

    source = "127.0.0.70"

    def __init__(self, served: Class) -> None:
        self.served = served
        self.stopping = threading.Event()
        self.cookies: dict = {}
        self.kernels: list[str] = []
        self.peak_mib = self.start_mib = 0.0
        self.threads = [threading.Thread(target=self._run, daemon=True),
                        threading.Thread(target=self._watch, daemon=True)]

    def pages(self, count: int) -> None:
        """Open ``count`` pages of the class's lesson with the code, as one browser."""
        for _ in range(count):
            try:
                status, cookies, body = request(
                    self.served.port, self.source, "GET",
                    f"/voila/render/{LESSON}?token={self.served.code}",
                    {**NAVIGATE, "Cookie": "; ".join(f"{k}={v}"
                                                     for k, v in self.cookies.items())})
            except OSError:
                continue
            self.cookies.update(cookies)
            kernel = re.search(r'"kernelId": "([0-9a-f-]+)"', body)
            if status == 200 and kernel:
                self.kernels.append(kernel[1])

    def ready(self) -> bool:
        """Whether the attack has taken hold (measuring may start)."""
        return True

    def _watch(self) -> None:
        while not self.stopping.is_set():
            self.peak_mib = max(self.peak_mib, server_mib(self.served))
            self.stopping.wait(0.2)

    def _run(self) -> None:
        raise NotImplementedError

    def __enter__(self):
        self.start_mib = self.peak_mib = server_mib(self.served)
        for thread in self.threads:
            thread.start()
        time.sleep(5)  # the attack takes hold first
        deadline = time.monotonic() + 120
        while not self.ready() and time.monotonic() < deadline:
            time.sleep(0.5)
        return self

    def __exit__(self, *exc) -> None:
        self.stopping.set()
        for thread in self.threads:
            thread.join(timeout=30)
        for kernel in self.kernels:
            try:
                request(self.served.port, self.source, "POST", f"/voila/api/shutdown/{kernel}",
                        {"X-XSRFToken": self.cookies.get("_xsrf", ""),
                         "Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())},
                        b"")
            except OSError:
                pass


class WebsocketHold(Attack):
    """One browser opens ``pages`` pages and holds as many idle websockets to their kernels
    as the server lets it (up to ``per_kernel`` a kernel), opening again those it loses."""

    source = "127.0.0.70"

    def __init__(self, served: Class, pages: int, per_kernel: int) -> None:
        super().__init__(served)
        self.wanted, self.per_kernel = pages, per_kernel
        self.held: dict[str, list] = {}
        self.refused = 0
        self.most = 0
        self.rounds = 0

    def ready(self) -> bool:
        return self.rounds > 0

    def _run(self) -> None:
        self.pages(self.wanted)
        while not self.stopping.is_set():
            for kernel in self.kernels:
                alive = [ws for ws in self.held.get(kernel, []) if ws.connected]
                while len(alive) < self.per_kernel and not self.stopping.is_set():
                    ws = kernel_socket(self.served.port, self.source, kernel, self.cookies,
                                       timeout=10)
                    if isinstance(ws, int):
                        self.refused += 1
                        break
                    alive.append(ws)
                self.held[kernel] = alive
                self.most = max(self.most, sum(len(v) for v in self.held.values()))
            self.rounds += 1
            self.stopping.wait(1.0)
        for sockets in self.held.values():
            for ws in sockets:
                ws.close()


class SlowReader(Attack):
    """One page makes a widget's state as large as a message may be (``state_bytes``), then
    asks for it again and again on a websocket that reads nothing, opening another when the
    server closes it."""

    source = "127.0.0.80"
    #: growth of the server at which the attack stops (a server without the bound would
    #: take the machine's memory)
    GIVE_UP_MIB = 1500

    def __init__(self, served: Class, state_bytes: int) -> None:
        super().__init__(served)
        self.state_bytes = state_bytes
        self.asked = 0
        self.closed = 0

    def ready(self) -> bool:
        return self.asked > 0 or self.stopping.is_set()

    def _button(self, kernel: str) -> str | None:
        """Make a button's tooltip ``state_bytes`` long; its comm ID."""
        import json

        ws = kernel_socket(self.served.port, self.source, kernel, self.cookies)
        if isinstance(ws, int):
            return None
        try:
            control = secrets.token_hex(16)
            ws.send(json.dumps(kernel_message(
                "comm_open", {"comm_id": control, "data": {},
                              "target_name": "jupyter.widget.control"}, {"version": "1.0.0"})))
            reply = kernel_answer(ws, kernel_message(
                "comm_msg", {"comm_id": control, "data": {"method": "request_states"}}),
                "comm_msg", 60)
            if reply is None:
                return None
            states = reply["content"]["data"]["states"]
            button = next((c for c, s in states.items() if s["model_name"] == "ButtonModel"),
                          None)
            if button is not None:
                ws.send(json.dumps(kernel_message("comm_msg", {"comm_id": button, "data": {
                    "method": "update", "state": {"tooltip": "x" * self.state_bytes},
                    "buffer_paths": []}})))
                time.sleep(1)
            return button
        finally:
            ws.close()

    def _run(self) -> None:
        import json

        import websocket

        self.pages(1)
        button = self._button(self.kernels[0]) if self.kernels else None
        if button is None:
            print("  the slow reader found no button to ask for", flush=True)
            return
        def ask() -> str:  # a message of its own each time (a copy is dropped as a replay)
            return json.dumps(kernel_message("comm_msg", {"comm_id": button,
                                                          "data": {"method": "request_state"}}))

        ws = None
        while not self.stopping.is_set():
            if ws is None:
                ws = kernel_socket(self.served.port, self.source, self.kernels[0], self.cookies,
                                   receive_buffer=4096)
                if isinstance(ws, int):
                    ws = None
                    self.stopping.wait(1.0)
                    continue
            try:
                for _ in range(10):
                    ws.send(ask())
                    self.asked += 1
            except (OSError, websocket.WebSocketException):  # the server closed it
                self.closed += 1
                ws.close()
                ws = None
            if self.peak_mib - self.start_mib > self.GIVE_UP_MIB:
                print(f"  the slow reader stopped: the server grew by more than "
                      f"{self.GIVE_UP_MIB} MiB", flush=True)
                break
            self.stopping.wait(0.2)
        if ws is not None:
            ws.close()


#: The situations whose students, once they have the page, wait for its kernel's answer
#: over its websocket: a quiet class first, then the two websocket attacks.
WITH_KERNEL = ("quiet, with its kernel", "websocket hold", "slow reader")


def print_websocket_waits(waits: dict[str, list[float]],
                          kernel_waits: dict[str, list[float]]) -> None:
    """The students' worst waits under the websocket attacks, for the page and then for
    its kernel's answer, against the goal of a page within a second."""
    baseline = statistics.median(waits[WITH_KERNEL[0]])
    for situation in WITH_KERNEL:
        then = kernel_waits[situation]
        kernel = (f"its kernel answered within {max(then):.2f} s (median "
                  f"{statistics.median(then):.2f} s)" if then else "its kernel never answered")
        median = statistics.median(waits[situation])
        print(f"  {situation}: worst page {max(waits[situation]):.2f} s (median "
              f"{median / baseline:.2f} times the quiet one's with its kernel), then {kernel}")
    worst = max(max(waits[s]) for s in WITH_KERNEL[1:])
    print(f"A student's page within 1 s under the websocket attacks (the goal): "
          f"{worst <= 1} (worst {worst:.2f} s; students who come to their kernels keep the "
          "pool from refilling, so pages come from kernels started for them)")


def websocket_situation(situation: str, served: Class, args, measure, round_number: int) -> None:
    """Measure students under the websocket hold or the slow reader, and print what the
    attack got and how the server's memory grew."""
    if situation == "websocket hold":
        attack = WebsocketHold(served, args.hold_pages, args.holds)
    else:
        attack = SlowReader(served, int(args.state_mib * 2**20))
    with attack:
        measure(situation)
    grown = f"the server {attack.start_mib:.0f} MiB, at most {attack.peak_mib:.0f} MiB"
    if isinstance(attack, WebsocketHold):
        print(f"  round {round_number + 1}: the hold kept up to {attack.most} websockets to "
              f"{len(attack.kernels)} kernels ({attack.refused} refused); {grown}", flush=True)
    else:
        print(f"  round {round_number + 1}: the slow reader asked {attack.asked} times for "
              f"{args.state_mib} MiB, its websocket closed {attack.closed} times; {grown}",
              flush=True)


# -- the teacher's page on a big class record ----------------------------------------------------
TEACHER_CODE = "teacherbench1"
LAB = "06_probability_lab.ipynb"


def big_class_record(folder: Path, answers: int, students: int = 30) -> None:
    """A class record of ``answers`` answers of ``students`` browsers to 400 exercises (and a
    lab run for every 20 answers), as a class of a few weeks leaves it."""
    import random
    import sqlite3

    from ramsas_widgets.classroom.record import ClassRecord

    ClassRecord(folder).close()
    rng = random.Random(7)
    browsers = [f"{i:032x}" for i in range(1, students + 1)]
    db = sqlite3.connect(folder / "record.sqlite", isolation_level=None)
    db.execute("BEGIN")
    db.executemany("INSERT INTO answers (at, browser, page, exercise, label, answer, correct, "
                   "hint) VALUES (?, ?, ?, ?, ?, ?, ?, 0)",
                   ((1e9 + i, browsers[i % students], LAB, f"ex{i % 400}",
                     f"Exercise {i % 400}", f"{rng.randrange(9)}/6", i % 3 == 0)
                    for i in range(answers)))
    db.executemany("INSERT INTO runs (at, browser, page, question, label, seed, n, hits) "
                   "VALUES (?, ?, ?, 'nine-turned|lt-ramsas|4|dealer|13', 'q', ?, 1000, ?)",
                   ((1e9 + i, browsers[i % students], LAB, str(i), 150 + i % 30)
                    for i in range(answers // 20)))
    db.execute("PRAGMA user_version = 0")  # what the teacher's page reads is worked out at
    db.execute("COMMIT")  # the launcher's start (a checkout that keeps none reads the rows)
    db.close()


def teacher_page_wait(args: argparse.Namespace) -> None:
    """The teacher's page polling a record of ``--answers`` answers while a student's page
    asks the server its small beat (``voila/ramsas/alive``) every 50 ms and the class
    answers 5 times a second: the student's waits quiet and while the teacher's page polls
    (every 2 s, ``--polls`` times), and what each poll cost. Goal: a student's worst wait
    within 1 s."""
    from ramsas_widgets.classroom.record import ClassRecord

    folder = Path(tempfile.mkdtemp(prefix="ramsas-class-"))
    started = time.monotonic()
    big_class_record(folder, args.answers)
    built = time.monotonic() - started
    port, code = free_port(), secrets.token_hex(6)
    cmd = [sys.executable, "-m", "ramsas_widgets", "--no-browser", "--classroom", "3",
           "--address", ADDRESS, "--port", str(port), "--token", code, "--lesson", "1",
           "--teacher-code", TEACHER_CODE, "--class-folder", str(folder)]
    if (os.cpu_count() or 1) >= 2 and Path("/usr/bin/taskset").exists():
        cmd = ["taskset", "-c", "0", *cmd]
        os.sched_setaffinity(0, {1})
    root = args.root.resolve()
    started = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=root, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, text=True, start_new_session=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": str(root)})
    ready = threading.Event()
    threading.Thread(target=lambda: [ready.set() for line in proc.stdout  # type: ignore[union-attr]
                                     if line.startswith("The preheated pages are ready")],
                     daemon=True).start()
    stopping = threading.Event()

    def student(waits: list[float], until: threading.Event) -> None:
        while not until.is_set():
            start = time.monotonic()
            try:
                request(port, "127.0.0.100", "GET", f"/voila/ramsas/alive?token={code}",
                        timeout=30)
            except OSError:
                pass
            waits.append(time.monotonic() - start)
            until.wait(0.05)

    def class_answers() -> None:
        with ClassRecord(folder) as record:
            i = 0
            while not stopping.is_set():
                record.answer(f"{i % 30 + 1:032x}", LAB, f"ex{i % 7}", "Exercise", "1/6", True)
                i += 1
                stopping.wait(0.2)

    try:
        if not ready.wait(600):
            raise SystemExit("the class was not ready within 10 minutes")
        print(f"A record of {args.answers:,} answers and {args.answers // 20:,} lab runs "
              f"(written in {built:.1f} s); the class ready {time.monotonic() - started:.1f} s "
              f"after the launcher started ({root}).", flush=True)
        threading.Thread(target=class_answers, daemon=True).start()
        quiet: list[float] = []
        done = threading.Event()
        visitor = threading.Thread(target=student, args=(quiet, done), daemon=True)
        visitor.start()
        time.sleep(10)
        done.set()
        visitor.join()
        _status, cookies, _body = request(port, "127.0.0.3", "GET",
                                          f"/teacher?code={TEACHER_CODE}")
        jar = {"Cookie": f"ramsas_teacher={cookies['ramsas_teacher']}"}
        busy: list[float] = []
        done = threading.Event()
        visitor = threading.Thread(target=student, args=(busy, done), daemon=True)
        visitor.start()
        polls, costs = [], []
        for _ in range(args.polls):
            start = time.monotonic()
            status, _c, body = request(port, "127.0.0.3", "GET", "/teacher/state", jar,
                                       timeout=120)
            polls.append(time.monotonic() - start)
            if status == 200:
                costs.append(float(re.search(r'"seconds": ([0-9.]+)', body)[1]))
            time.sleep(max(0.0, 2.0 - polls[-1]))
        done.set()
        visitor.join()
    finally:
        stopping.set()
        import signal

        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(proc.pid, signal.SIGKILL)
    print(f"\nThe teacher's page, {args.polls} polls 2 s apart (the class answering 5 a second):")
    print(f"  a poll, as the page waits: median {statistics.median(polls):.3f} s, worst "
          f"{max(polls):.3f} s; first {polls[0]:.3f} s")
    print(f"  a poll, the server's work: median {statistics.median(costs):.4f} s, worst "
          f"{max(costs):.4f} s")
    print(f"A student's beat (every 50 ms):\n  quiet:              median "
          f"{statistics.median(quiet) * 1000:.1f} ms, worst {max(quiet) * 1000:.1f} ms "
          f"({len(quiet)} requests)\n  the teacher polling: median "
          f"{statistics.median(busy) * 1000:.1f} ms, worst {max(busy) * 1000:.1f} ms "
          f"({len(busy)} requests)")
    print(f"A student's worst wait within 1 s while the teacher's page polls: "
          f"{max(busy) <= 1.0}")
    print(f"Load average (1 min): {os.getloadavg()[0]:.1f} at the end.")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30, help="the class's size")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--each", type=int, default=3,
                        help="students measured per situation and round")
    parser.add_argument("--idle", type=int, default=1000, help="idle connections")
    parser.add_argument("--grabbers", type=int, default=9, help="loops of the place grab")
    parser.add_argument("--holds", type=int, default=250,
                        help="websockets the hold tries to keep open to each of its kernels")
    parser.add_argument("--hold-pages", type=int, default=4,
                        help="pages the websocket hold opens (one browser's share)")
    parser.add_argument("--state-mib", type=float, default=0.9,
                        help="the widget state the slow reader asks for, MiB")
    parser.add_argument("--patience", type=float, default=60,
                        help="seconds a student waits before giving up (counted refused)")
    parser.add_argument("--open-files", type=int, default=1024,
                        help="the open-file limit the server is started with (a shell's usual)")
    parser.add_argument("--root", type=Path, default=ROOT,
                        help="the checkout whose launcher serves the class")
    parser.add_argument("--teacher-page", action="store_true",
                        help="measure instead the teacher's page on a big class record "
                             "(teacher_page_wait: --answers, --polls)")
    parser.add_argument("--answers", type=int, default=100_000)
    parser.add_argument("--polls", type=int, default=15)
    args = parser.parse_args()
    if args.teacher_page:
        return teacher_page_wait(args)
    if (os.cpu_count() or 1) >= 2:
        os.sched_setaffinity(0, {1})
    code = secrets.token_hex(6)
    served = Class(args.root.resolve(), args.students, code, args.open_files)
    waits: dict[str, list[float]] = {situation: [] for situation in (
        "quiet", "idle connections", "place grab", *WITH_KERNEL)}
    kernel_waits: dict[str, list[float]] = {situation: [] for situation in WITH_KERNEL}
    refused: dict[str, int] = dict.fromkeys(waits, 0)
    grabbed: list[int] = []
    loads = [os.getloadavg()[0]]
    next_student = [100]

    def measure(situation: str) -> None:
        for _ in range(args.each):
            source = f"127.0.0.{next_student[0]}"
            next_student[0] = 100 + (next_student[0] - 99) % 150
            if situation in WITH_KERNEL:
                waited, status = student_with_kernel(served, source, args.patience,
                                                     kernel_waits[situation])
            else:
                waited, status = student_wait(served, source, args.patience)
            waits[situation].append(waited)
            if status != 200:
                refused[situation] += 1

    try:
        if not served.ready.wait(900):
            raise SystemExit("the class was not ready within 15 minutes")
        print(f"A class of {args.students} on {ADDRESS}:{served.port} ({args.root}); "
              f"{args.rounds} rounds of {args.each} students per situation.", flush=True)
        order = list(waits)
        for round_number in range(args.rounds):
            turn = round_number % len(order)
            for situation in order[turn:] + order[:turn]:
                if situation in ("quiet", "quiet, with its kernel"):
                    measure(situation)
                elif situation == "idle connections":
                    with IdleConnections(served.port, args.idle) as idle:
                        measure(situation)
                        held = len(idle.held)
                    print(f"  round {round_number + 1}: {held} idle connections held",
                          flush=True)
                elif situation in WITH_KERNEL:
                    websocket_situation(situation, served, args, measure, round_number)
                else:
                    with PlaceGrab(served, args.grabbers) as grab:
                        measure(situation)
                    grabbed.append(grab.statuses.count(200))
                    print(f"  round {round_number + 1}: the grab got {grab.statuses.count(200)}"
                          f" pages of {len(grab.statuses)} asked", flush=True)
                loads.append(os.getloadavg()[0])
    finally:
        served.stop()
    quiet = statistics.median(waits["quiet"])
    print(f"\n{'situation':22} {'median s':>9} {'worst s':>8} {'vs quiet':>9} {'refused':>8}"
          "  (refused: no page, a refusal or no answer within --patience)")
    for situation, values in waits.items():
        median = statistics.median(values)
        print(f"{situation:22} {median:9.2f} {max(values):8.2f} {median / quiet:9.2f} "
              f"{refused[situation]:8d}")
    for situation, values in waits.items():
        print(f"  {situation}: " + ", ".join(f"{v:.2f}" for v in values) + " s, in order")
    print(f"\nA student's page within 5 s under attack: "
          f"{max(max(waits['idle connections']), max(waits['place grab'])) <= 5}")
    print_websocket_waits(waits, kernel_waits)
    print(f"Load average (1 min): {min(loads):.1f} to {max(loads):.1f} during the run.")


if __name__ == "__main__":
    main()
