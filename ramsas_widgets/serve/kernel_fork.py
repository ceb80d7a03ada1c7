"""Page kernels forked from one process that has already imported what a page imports.

A page's kernel spends most of its start, and most of its memory, importing the same
modules as every other page's kernel: ipykernel and IPython, ipywidgets, numpy, matplotlib
and the guide's widgets. With ``GuideServer.fork_kernels`` the server starts one *fork
server* (``python -m ramsas_widgets.serve.kernel_fork``) that imports them once and then,
for each kernel the server asks for, forks a child that becomes that kernel
(``ipykernel_launcher -f <connection file>``, with the environment and folder the server
gives it). The imported modules' memory is shared by the fork server and every kernel
until one of them writes to it (copy-on-write; ``gc.freeze()`` keeps the garbage collector
from writing to all of it), and a kernel starts without importing anything.

What a forked kernel does differently from a kernel started on its own, and why it is the
same for a page:

- it is the fork server's child, in a session of its own (the server signals its process
  group, as it does a kernel's); it stops when the fork server stops (``JPY_PARENT_PID``),
  and the fork server stops when the guide's server does (its socket closes);
- numpy's global random state is seeded afresh in every kernel (Python's ``random`` module
  does this itself after a fork), so two pages never deal the same "random" cards;
- ``ramsas_widgets`` was imported before the kernel existed, so its kernel set-up
  (:func:`ramsas_widgets.serve.page_kernel.quiet_tracebacks`, with the memory limit) is run
  once the kernel is made, before it answers anything;
- the hash seed of ``str`` keys is the fork server's, shared by the kernels, and so is the
  layout of their memory (address randomisation happens once, for the fork server): the
  usual trade of a fork server, for kernels that all run the guide's own lessons.

:class:`ForkProvisioner` is the ``jupyter_client`` kernel provisioner (``ramsas-fork``)
that asks the fork server; a command that is not ``<this python> -m ipykernel_launcher``,
or a fork server that cannot be reached, starts the kernel as usual (and says why once in
the server's log).
"""

from __future__ import annotations

import asyncio
import atexit
import gc
import importlib
import json
import os
import select
import signal
import socket
import subprocess
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

from jupyter_client.provisioning import LocalProvisioner

#: The provisioner's name (entry point ``jupyter_client.kernel_provisioners``).
PROVISIONER = "ramsas-fork"
#: What a page's kernel imports, imported once by the fork server.
PRELOAD = (
    "ipykernel.kernelapp", "ipykernel.ipkernel", "ipykernel.zmqshell", "ipykernel.comm",
    "IPython.core.interactiveshell", "matplotlib_inline.backend_inline",
    "ipywidgets", "numpy", "matplotlib", "matplotlib.pyplot",
    "ramsas_widgets.widgets", "ramsas_widgets.widgets.table",
    "ramsas_widgets.widgets.probability_lab", "ramsas_widgets.probability",
)
#: What preloaded modules do at import only when IPython runs (ipywidgets registers its comm
#: targets, matplotlib's inline backend its hooks): called in each kernel once it is made.
#: tests/test_kernel_fork.py finds every such call among what the fork server imports.
AT_IMPORT = (("ipywidgets", "_handle_ipython"),
             ("matplotlib_inline.backend_inline", "_enable_matplotlib_integration"))
#: A forked kernel's process name (``/proc/PID/comm``, what ``ps -o comm`` shows): its
#: command line is the fork server's.
KERNEL_NAME = b"ramsas-kernel"
#: Thread counts of numerical libraries set to 1 in a page's kernel (the server sets them for
#: a kernel with a memory limit) and in the fork server before it imports numpy.
KERNEL_THREADS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")
#: The fork server's environment before it imports: matplotlib's inline backend, as a kernel
#: has it, and one thread of numerical work (a thread would not survive the fork).
FORK_ENV = {"MPLBACKEND": "module://matplotlib_inline.backend_inline",
            **{name: "1" for name in KERNEL_THREADS}}

#: Seconds the fork server may take to import what it preloads, and to answer a request.
READY_SECONDS = 180.0
ANSWER_SECONDS = 30.0


# -- the fork server -------------------------------------------------------------------------
def preload(names: tuple[str, ...] = PRELOAD) -> list[str]:
    """Import ``names``; returns those that failed (a kernel imports them itself)."""
    failed = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:  # noqa: BLE001 - a module that will not import is the kernel's to report
            failed.append(name)
    return failed


def _reap() -> None:
    """Collect the kernels that have exited (they are this process's children)."""
    while True:
        try:
            pid, _status = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


def _name_process(name: bytes) -> None:
    """Set this process's name (Linux ``prctl(PR_SET_NAME)``; elsewhere nothing)."""
    try:
        import ctypes

        ctypes.CDLL(None).prctl(15, ctypes.c_char_p(name[:15]), 0, 0, 0)
    except (OSError, AttributeError):
        pass


def _become_kernel(request: dict[str, Any], channel: socket.socket) -> None:
    """In the forked child: become the kernel ``request`` describes, and exit with it."""
    os.setsid()
    _name_process(KERNEL_NAME)
    os.close(channel.detach())  # the fork server's reader holds it open otherwise
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    cwd = request.get("cwd") or os.getcwd()
    os.chdir(cwd)
    os.environ.clear()
    os.environ.update(request["env"])
    os.environ["JPY_PARENT_PID"] = str(os.getppid())
    sys.path[0] = str(cwd)
    argv = list(request["argv"])
    sys.argv = [argv[0], *argv[1:]]
    signal.signal(signal.SIGINT, signal.default_int_handler)
    if "numpy" in sys.modules:
        sys.modules["numpy"].random.seed()
    gc.enable()
    from ipykernel.kernelapp import IPKernelApp

    app = IPKernelApp.instance()
    # its default was read from the fork server's environment when ipykernel was imported
    app.parent_handle = os.getppid()
    app.initialize(sys.argv[1:])
    for module, hook in AT_IMPORT:
        if module in sys.modules:
            getattr(sys.modules[module], hook)()
    from ramsas_widgets.serve.page_kernel import quiet_tracebacks

    quiet_tracebacks()
    app.start()


def _fork(request: dict[str, Any], channel: socket.socket) -> int:
    pid = os.fork()
    if pid:
        return pid
    code = 0
    try:
        _become_kernel(request, channel)
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    except BaseException:  # noqa: BLE001 - the child must never return into the fork server
        traceback.print_exc()
        code = 1
    finally:
        try:
            # as Python's own exit does: wait for the kernel's non-daemon threads (its
            # control thread, still answering the shutdown request), then the exit hooks
            threading._shutdown()
            atexit._run_exitfuncs()
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)
    return 0  # not reached


def serve(channel: socket.socket) -> None:
    """Answer the server's requests on ``channel`` (a JSON line each: ``argv``, ``env``,
    ``cwd``; the answer a JSON line with the kernel's ``pid`` or an ``error``) until the
    server closes it."""
    reader = channel.makefile("rb")
    while True:
        ready, _, _ = select.select([channel], [], [], 0.5)
        _reap()
        if not ready:
            continue
        line = reader.readline()
        if not line:
            return
        try:
            answer: dict[str, Any] = {"pid": _fork(json.loads(line), channel)}
        except Exception as error:  # noqa: BLE001 - the server falls back and logs it
            answer = {"error": f"{type(error).__name__}: {error}"}
        channel.sendall(json.dumps(answer).encode() + b"\n")


def main() -> None:
    """``python -m ramsas_widgets.serve.kernel_fork FD``: the fork server on socket FD."""
    channel = socket.socket(fileno=int(sys.argv[1]))
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the server's to handle
    os.environ.update(FORK_ENV)
    failed = preload()
    if failed:
        print(f"ramsas_widgets: the kernels' fork server could not import {failed}",
              file=sys.stderr, flush=True)
    gc.collect()
    gc.freeze()
    channel.sendall(b'{"ready": true}\n')
    serve(channel)


# -- the server's side -----------------------------------------------------------------------
class ForkServer:
    """The fork server of this process, started on first use; one for the whole server."""

    _instance: ForkServer | None = None
    _lock = threading.Lock()

    def __init__(self) -> None:
        ours, theirs = socket.socketpair()
        env = {**os.environ, **FORK_ENV}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ramsas_widgets.serve.kernel_fork", str(theirs.fileno())],
            pass_fds=[theirs.fileno()], env=env, stdin=subprocess.DEVNULL,
            start_new_session=True)
        theirs.close()
        self.channel = ours
        self.reader = ours.makefile("rb")
        self.ready = False
        self.asking = threading.Lock()

    @classmethod
    def get(cls) -> ForkServer:
        with cls._lock:
            if cls._instance is None or cls._instance.proc.poll() is not None:
                cls._instance = cls()
            return cls._instance

    @classmethod
    def stop(cls) -> None:
        with cls._lock:
            if cls._instance is not None:
                cls._instance.reader.close()
                cls._instance.channel.close()
                try:
                    cls._instance.proc.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    cls._instance.proc.kill()
                cls._instance = None

    def _answer(self) -> dict[str, Any]:
        line = self.reader.readline()
        if not line:
            raise OSError("the kernels' fork server has stopped")
        return json.loads(line)

    def spawn(self, argv: list[str], env: dict[str, str], cwd: str) -> int:
        """A new kernel's pid (blocking: call it from a thread). A fork server that does not
        answer in time is stopped (the next kernel starts a new one) and OSError raised."""
        with self.asking:
            try:
                if not self.ready:
                    self.channel.settimeout(READY_SECONDS)
                    self._answer()  # its imports done
                    self.ready = True
                self.channel.settimeout(ANSWER_SECONDS)
                request = {"argv": argv, "env": env, "cwd": cwd}
                self.channel.sendall(json.dumps(request).encode() + b"\n")
                answer = self._answer()
            except (OSError, ValueError) as error:
                self.proc.kill()
                raise OSError(f"the kernels' fork server did not answer ({error})") from None
        if "pid" not in answer:
            raise OSError(answer.get("error", "no kernel"))
        return int(answer["pid"])


class ForkedKernel:
    """What the provisioner needs of a ``Popen`` for a kernel that is not our child: its
    exit is seen through a pidfd (Linux 5.3), its exit status is not known (None, or 0)."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.returncode: int | None = None
        self.stdin = self.stdout = self.stderr = None
        try:
            self._fd: int | None = os.pidfd_open(pid)
        except (AttributeError, OSError):
            self._fd = None

    def poll(self) -> int | None:
        if self.returncode is not None:
            return self.returncode
        if self._fd is not None:
            ready, _, _ = select.select([self._fd], [], [], 0)
            if not ready:
                return None
        else:
            try:
                os.kill(self.pid, 0)
                return None
            except ProcessLookupError:
                pass
        self.returncode = 0
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None
        return 0

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.poll() is None:
            if deadline is not None and time.monotonic() > deadline:
                raise subprocess.TimeoutExpired(str(self.pid), timeout or 0)
            time.sleep(0.05)
        return 0

    def send_signal(self, signum: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, signum)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)


def forkable(cmd: list[str]) -> bool:
    """Whether ``cmd`` starts an ipykernel with this Python (what the fork server makes)."""
    return (len(cmd) >= 3 and Path(cmd[0]).resolve() == Path(sys.executable).resolve()
            and cmd[1:3] == ["-m", "ipykernel_launcher"])


class ForkProvisioner(LocalProvisioner):  # type: ignore[misc]
    """Starts a kernel by asking the fork server (:class:`ForkServer`) when it can."""

    _warned = False

    async def launch_kernel(self, cmd: list[str], **kwargs: Any):  # type: ignore[override]
        if not forkable(cmd):
            self._fall_back(f"the kernel's command is not {sys.executable} -m "
                            "ipykernel_launcher")
            return await super().launch_kernel(cmd, **kwargs)
        env = {str(k): str(v) for k, v in (kwargs.get("env") or os.environ).items()}
        cwd = str(kwargs.get("cwd") or Path.cwd())
        try:
            pid = await asyncio.get_running_loop().run_in_executor(
                None, lambda: ForkServer.get().spawn(["ipykernel_launcher", *cmd[3:]],
                                                     env, cwd))
        except OSError as error:
            self._fall_back(str(error))
            return await super().launch_kernel(cmd, **kwargs)
        self.process = ForkedKernel(pid)
        self.pid = self.pgid = pid
        self.cwd = cwd
        return self.connection_info

    def _fall_back(self, why: str) -> None:
        if not ForkProvisioner._warned:
            ForkProvisioner._warned = True
            self.log.warning("Kernels are started on their own, not forked: %s", why)


if __name__ == "__main__":
    main()
