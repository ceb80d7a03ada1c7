"""Serve the guide and open it: on this machine alone, or for a class on its network.

    python -m ramsas_widgets [--port N] [--no-browser] [--notebooks DIR]
                             [--classroom N [--lesson L] [--address A] [--token CODE]]
                             [--max-pages M] [-- SERVER OPTIONS]
    python -m ramsas_widgets site OUT [--offline] [--pyodide URL]   (ramsas_widgets.site.builder)

Without ``--classroom`` the guide is served on 127.0.0.1 only, for the person at this
machine. With ``--classroom N`` it is served on this machine's address on the local network
for a class of N: every visitor needs the class's join code (printed with the address,
and in the address the launcher prints, with a QR code of it), the page the class opens
(``--lesson``) is preheated N times (and, once the class has come, a small spare of it is
kept, refilled between arrivals; the other pages start their kernels when opened, forked in
a moment: :mod:`ramsas_widgets.serve.kernel_fork`), past the cap of open pages a visitor gets
a "the class is full" page saying how long to wait, and one browser or one address holds
only its share of the places (``--shared-address`` for a class behind one address lifts the
latter).

Either way the server is the guide's own Voilà (:mod:`ramsas_widgets.serve.server`): sources and
tracebacks are hidden whatever the config files say, every page is drawn by the guide's
template (``ramsas``, shipped in the package: see :mod:`ramsas_widgets.template`), lessons
come from preheated kernels, and the server is started from the folder above the notebooks
so that the project's ``voila.json`` applies. Ctrl+C (or SIGTERM) stops it together with
its kernels.
"""

from __future__ import annotations

import argparse
import ipaddress
import secrets
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import webbrowser
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ramsas_widgets import template
from ramsas_widgets.classroom import launch as class_launch
from ramsas_widgets.i18n.locale import LANGUAGES, speaker
from ramsas_widgets.i18n.messages import Text, text

from .rules_page import NOTEBOOK as RULES_NOTEBOOK

# -- what the launcher prints once the guide is served (in the guide's language) ------------
OPEN_AT = text("launch.banner.open", "The guide is open at {url}")
STOP_HINT = text("launch.banner.stop", "Press Ctrl+C to stop it.")
CLASS_AT = text("launch.banner.class", "The guide is served for a class of {students} at")
JOIN = text("launch.banner.join", "Join code: {code}   (a student who opens {base} types it)")
ROOM = text("launch.banner.room",
            "Room for {pages} pages open at once; up to {kernels} kernels with the preheated "
            "ones, about {gb} GB of memory.")
PREHEATED = text("launch.banner.preheated",
                 "{pool} kernels are preheated for {lesson}, one a student (then {spare} kept "
                 "for latecomers): a line below says when the class can come.")

INDEX = "00_index.ipynb"
HOST = "127.0.0.1"
#: Voilà's usual port, taken in classroom mode when it is free (an address easy to type).
CLASS_PORT = 8866
#: Settings the guide is always served with: a visitor sees neither code nor tracebacks.
SAFE_SETTINGS = ["--VoilaConfiguration.show_tracebacks=False",
                 "--VoilaConfiguration.strip_sources=True"]
#: The guide's look: its own template, which draws light or dark pages in the browser.
GUIDE_SETTINGS = [f"--VoilaConfiguration.template={template.NAME}",
                  "--VoilaConfiguration.theme=light"]
#: Resident memory of each page's kernel once it has been used (every button clicked three
#: times), measured in MiB and rounded up; the probability lab's grows most (its plots).
KERNEL_MIB = {"00_index.ipynb": 75, "01_lithuanian_ramsas.ipynb": 80,
              "02_lithuanian_shedding.ipynb": 75, "03_russian_rams.ipynb": 80,
              "04_swedish_rams.ipynb": 80, "05_hungarian_rami.ipynb": 85,
              "06_probability_lab.ipynb": 145, "07_play_table.ipynb": 75}
#: A page not measured: as the largest.
OTHER_KERNEL_MIB = max(KERNEL_MIB.values())
#: The data a page's kernel may hold (RLIMIT_DATA) before it is stopped: the lab's kernel
#: holds 340 MiB of data once used, a lesson's 165 MiB.
KERNEL_LIMIT_MIB = 768
#: Letters of a join code: no 0/o, 1/l/i to mistake for one another.
CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"
#: The shortest join code --token accepts: with at most 10 wrong guesses a minute from one
#: address, 8 letters and digits take longer to guess than any school year lasts.
MIN_CODE = 8
#: A class's limits on who holds its places: pages one browser may hold (a student with a
#: lesson, the rules and the play table open), pages one address may hold (a student's
#: browsers, or two students on one device), seconds a page's browser has to come to its
#: kernel before the place is freed.
PAGES_PER_BROWSER = 4
PAGES_PER_ADDRESS = 6
CONNECT_GRACE = 45
#: Wrong join codes one address may send in a minute (a class behind one shared address:
#: two per student).
CODE_GUESSES = 10


class LaunchError(Exception):
    """A reason the guide cannot be served, worded for the person starting it: a message
    and its values (``str()`` is its English; :meth:`said` its words in a language). A
    value that is a list is said as the language lists."""

    def __init__(self, message: Text, **values: Any) -> None:
        self.message, self.values = message, values
        super().__init__(self.said("en"))

    def said(self, lang: str) -> str:
        speak = speaker(lang if lang in LANGUAGES else "en")
        values = {k: speak.words(v) if isinstance(v, list) else v
                  for k, v in self.values.items()}
        return speak.say(self.message.id, **values)


# -- why the guide cannot be served (LaunchError), in the guide's language -----------------
NO_FOLDER = text("launch.error.no-folder",
                 "There is no folder {folder}: pass --notebooks the folder that holds {index} "
                 "and the lessons.")
NO_INDEX = text("launch.error.no-index",
                "{folder} has no {index}: pass --notebooks the folder that holds the guide's "
                "lessons.")
NO_NOTEBOOKS = text("launch.error.no-notebooks",
                    "Cannot find the guide's notebooks (looked in {tried}). Run this from the "
                    "project folder or pass --notebooks DIR.")
LANG_UNKNOWN = text("launch.error.lang-unknown", "--lang {lang}: the guide speaks {languages}.")
LANG_EMPTY = text("launch.error.lang-empty",
                  "--lang {lang}: {folder} holds no pages; build them with python "
                  "notebooks/build_notebooks.py.")
NO_LESSON = text("launch.error.no-lesson", "--lesson {wanted}: no such page; the pages are "
                 "{pages}.")
PORT_RANGE = text("launch.error.port-range", "--port {port} is not a port number (1-65535).")
PORT_TAKEN = text("launch.error.port-taken",
                  "Port {port} of {address} cannot be used ({why}): choose another with "
                  "--port, or leave it out for a free one.")
NO_NETWORK = text("launch.error.no-network",
                  "This machine seems to have no network address for the class to reach: "
                  "connect it to the classroom's network, or give one with --address.")
NOT_IP = text("launch.error.not-ip",
              "--address {address} is not an IP address (for example 192.168.1.20).")
NOT_HERE = text("launch.error.not-here",
                "--address {address} is not an address of this machine ({why}).")
CLASS_SIZE = text("launch.error.class-size",
                  "--classroom {students}: give the number of students, 1 to 500.")
MAX_PAGES = text("launch.error.max-pages", "--max-pages must be at least 1.")
TOKEN_ALONE = text("launch.error.token-alone",
                   "--token goes with --classroom: on 127.0.0.1 alone the guide needs no join "
                   "code.")
TOKEN_LETTERS = text("launch.error.token-letters",
                     "--token: a join code is letters and digits only, at most 64.")
TOKEN_SHORT = text("launch.error.token-short",
                   "--token: a join code needs at least {least} letters and digits (this one "
                   "has {has}): a shorter one can be guessed.")
MEMORY = text("launch.warning.memory",
              "Warning: {kernels} kernels may need about {need} MiB and this machine has "
              "{free} MiB free: give a smaller --max-pages.")
NOT_STARTED = text("launch.error.not-started",
                   "The guide's server did not start; see the messages above.")


def find_notebooks(explicit: str | None = None) -> Path:
    """The folder holding the lessons: given, ./notebooks, or beside the package."""
    if explicit:
        folder = Path(explicit).expanduser()
        if not folder.is_dir():
            raise LaunchError(NO_FOLDER, folder=str(folder), index=INDEX)
        if not (folder / INDEX).is_file():
            raise LaunchError(NO_INDEX, folder=str(folder), index=INDEX)
        return folder.resolve()
    candidates = [Path.cwd() / "notebooks", Path(__file__).resolve().parents[2] / "notebooks"]
    for folder in candidates:
        if (folder / INDEX).is_file():
            return folder.resolve()
    raise LaunchError(NO_NOTEBOOKS, tried=[str(c) for c in candidates])


def lessons(notebooks: Path, lang: str = "en") -> list[str]:
    """The guide's pages in language ``lang`` in reading order (``00_index.ipynb``,
    ``01_...``; another language's as ``lt/00_index.ipynb``)."""
    folder = language_folder(lang)
    return sorted(folder + p.name for p in (notebooks / folder).glob("[0-9][0-9]_*.ipynb"))


def language_folder(lang: str) -> str:
    """Where the pages of ``lang`` stand under the notebooks' folder: ``""`` or ``"lt/"``."""
    return "" if lang == "en" else f"{lang}/"


def kernel_pages(notebooks: Path, lang: str = "en") -> list[str]:
    """The pages that run in a kernel (every page but the rules, which the server sends
    itself): the pool keeps one of each waiting."""
    return [p for p in lessons(notebooks, lang) if Path(p).name != RULES_NOTEBOOK]


def find_lesson(notebooks: Path, wanted: str | None, lang: str = "en") -> str:
    """The page named by ``--lesson``: ``3``, ``03``, ``03_russian_rams`` or the file name
    (in the folder of ``lang``)."""
    if lang not in LANGUAGES:
        raise LaunchError(LANG_UNKNOWN, lang=lang, languages=list(LANGUAGES))
    pages = lessons(notebooks, lang)
    if not pages:
        raise LaunchError(LANG_EMPTY, lang=lang, folder=str(notebooks / language_folder(lang)))
    if wanted is None:
        return language_folder(lang) + INDEX
    key = wanted.strip().removesuffix(".ipynb")
    for page in pages:
        stem = Path(page).name.removesuffix(".ipynb")
        if key in (stem, stem[:2]) or (key.isdigit() and int(key) == int(stem[:2])):
            return page
    raise LaunchError(NO_LESSON, wanted=wanted, pages=[p.removesuffix(".ipynb") for p in pages])


def free_port(address: str = HOST) -> int:
    """A port of ``address`` that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind((address, 0))
        return sock.getsockname()[1]


def check_port(port: int, address: str = HOST) -> int:
    """``port`` if it is valid and free on ``address``, else a LaunchError saying why.

    The check binds as the server does (SO_REUSEADDR): a port whose last connections are
    still closing down (TIME_WAIT, for a minute after the guide stopped) is free to serve
    on again; one something listens on is not.
    """
    if not 1 <= port <= 65535:
        raise LaunchError(PORT_RANGE, port=str(port))
    with socket.socket() as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((address, port))
        except OSError as err:
            raise LaunchError(PORT_TAKEN, port=str(port), address=address,
                              why=str(err.strerror)) from None
    return port


def lan_address() -> str:
    """This machine's address on its local network (the one its traffic leaves from).

    A UDP socket "connected" to an outside address sends nothing; it only makes the system
    choose the interface and source address it would use.
    """
    for probe in ("192.0.2.1", "10.255.255.255"):  # TEST-NET-1 and a private address
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
            try:
                sock.connect((probe, 9))
                address = sock.getsockname()[0]
            except OSError:
                continue
        if not ipaddress.ip_address(address).is_loopback:
            return address
    try:
        for address in socket.gethostbyname_ex(socket.gethostname())[2]:
            if not ipaddress.ip_address(address).is_loopback:
                return address
    except OSError:
        pass
    raise LaunchError(NO_NETWORK)


def check_address(address: str) -> str:
    """``address`` if it is an IP address of this machine, else a LaunchError."""
    try:
        ipaddress.ip_address(address)
    except ValueError:
        raise LaunchError(NOT_IP, address=address) from None
    with socket.socket(socket.AF_INET6 if ":" in address else socket.AF_INET) as sock:
        try:
            sock.bind((address, 0))
        except OSError as err:
            raise LaunchError(NOT_HERE, address=address, why=str(err.strerror)) from None
    return address


def machine_names() -> list[str]:
    """This machine's own names (its host name, as on the local network with mDNS)."""
    names = set()
    try:
        name = socket.gethostname().lower()
    except OSError:
        return []
    if name and name != "localhost":
        names |= {name, f"{name.split('.')[0]}.local"}
    return sorted(names)


def join_code() -> str:
    """A join code: eight letters and digits that are hard to mistake for one another."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(8))


@dataclass
class Serving:
    """How the guide is to be served, worked out from the options."""

    notebooks: Path
    address: str
    port: int
    lesson: str = INDEX
    classroom: int = 0
    #: the language the guide is served in: its pages alone are preheated
    lang: str = "en"
    token: str = ""
    max_pages: int = 16
    #: kernels preheated for ``lesson`` (0: as many as for every other page, one)
    class_pool: int = 0
    #: kernels of ``lesson`` kept waiting once the class has come
    class_spare: int = 0
    #: seconds without a new page before the pool is refilled
    fill_delay: float = 4.0
    #: the class reaches this machine through one address (a NAT): no limit per address
    shared_address: bool = False
    extra: list[str] = field(default_factory=list)

    @property
    def base(self) -> str:
        host = f"[{self.address}]" if ":" in self.address else self.address
        return f"http://{host}:{self.port}/"

    @property
    def url(self) -> str:
        """The address to open: the page, with the join code in classroom mode."""
        query = f"?token={self.token}" if self.token else ""
        return f"{self.base}voila/render/{self.lesson}{query}"

    @property
    def pooled_pages(self) -> int:
        """Kernels waiting for pages once pages are open: a class's spare, or one for every
        page."""
        if self.class_pool:
            return self.class_spare
        return len(kernel_pages(self.notebooks, self.lang)) or 1

    @property
    def max_kernels(self) -> int:
        """Kernels in all: the open pages, and those waiting (:attr:`pooled_pages`); before
        a class comes, its preheated ones."""
        return max(self.max_pages + self.pooled_pages, self.class_pool)

    @property
    def memory_mib(self) -> int:
        """Memory the kernels may need at most: the class on its lesson, the other open
        pages on the largest one, and a preheated kernel of every page."""
        lesson = KERNEL_MIB.get(Path(self.lesson).name, OTHER_KERNEL_MIB)
        students = min(self.classroom, self.max_pages)
        others = self.max_pages - students
        if self.class_pool:
            pool = self.class_spare * lesson
        else:
            pool = sum(KERNEL_MIB.get(Path(p).name, OTHER_KERNEL_MIB)
                       for p in kernel_pages(self.notebooks, self.lang))
        return students * lesson + others * OTHER_KERNEL_MIB + pool


def class_spare(students: int) -> int:
    """Kernels of the class's page kept waiting once the class has come: one for every ten
    students, at least two (latecomers, a reloaded page).

    >>> class_spare(5), class_spare(30), class_spare(120)
    (2, 3, 12)
    """
    return max(2, students // 10)


def plan(args: argparse.Namespace) -> Serving:
    """The serving the options ask for (LaunchError when they cannot be met)."""
    notebooks = find_notebooks(args.notebooks)
    lang = getattr(args, "lang", None) or "en"
    lesson = find_lesson(notebooks, args.lesson, lang)
    if args.classroom is not None and not 1 <= args.classroom <= 500:
        raise LaunchError(CLASS_SIZE, students=str(args.classroom))
    if args.max_pages is not None and args.max_pages < 1:
        raise LaunchError(MAX_PAGES)
    if args.classroom is None:
        if args.token:
            raise LaunchError(TOKEN_ALONE)
        address = check_address(args.address) if args.address else HOST
        port = check_port(args.port, address) if args.port else free_port(address)
        return Serving(notebooks, address, port, lesson, lang=lang,
                       max_pages=args.max_pages or 16)
    students = args.classroom
    address = check_address(args.address) if args.address else lan_address()
    if args.port:
        port = check_port(args.port, address)
    else:
        try:
            port = check_port(CLASS_PORT, address)
        except LaunchError:
            port = free_port(address)
    token = args.token or join_code()
    if not (token.isascii() and token.isalnum()) or len(token) > 64:
        raise LaunchError(TOKEN_LETTERS)
    if len(token) < MIN_CODE:
        raise LaunchError(TOKEN_SHORT, least=MIN_CODE, has=len(token))
    max_pages = args.max_pages or students + max(5, students // 5)
    return Serving(notebooks, address, port, lesson, lang=lang, classroom=students, token=token,
                   max_pages=max_pages, class_pool=students,
                   class_spare=class_spare(students), fill_delay=30.0,
                   shared_address=bool(args.shared_address))


def server_command(serving: Serving) -> list[str]:
    """The command line of the guide's server for ``serving``.

    Run it with the environment of :func:`ramsas_widgets.template.voila_env`, which lets
    Voilà find the guide's template.
    """
    cmd = [sys.executable, "-m", "ramsas_widgets.serve.server", str(serving.notebooks),
           "--no-browser", f"--port={serving.port}", f"--Voila.ip={serving.address}",
           "--Voila.port_retries=0", *GUIDE_SETTINGS,
           "--VoilaConfiguration.preheat_kernel=True",
           # a class's launcher preheats the class's page only (below): any other page's
           # kernel is forked when it is opened
           f"--VoilaConfiguration.default_pool_size={0 if serving.class_pool else 1}",
           f"--VoilaKernelManager.fill_delay={serving.fill_delay}",
           f"--GuideServer.max_pages={serving.max_pages}",
           f"--GuideServer.max_kernels={serving.max_kernels}",
           f"--GuideServer.kernel_memory_mib={KERNEL_LIMIT_MIB}",
           f"--GuideServer.lang={serving.lang}"]
    if serving.class_pool:
        cmd += [f"--GuideServer.class_page={serving.lesson}",
                f"--GuideServer.class_pool={serving.class_pool}",
                f"--GuideServer.class_spare={serving.class_spare}"]
    if serving.classroom:
        # a student may type this machine's name instead of its address
        cmd.append("--GuideServer.allowed_hosts=" + repr(machine_names()))
        # behind one shared address the whole class is one address: no limit of places
        # per address, and room for the class's typing mistakes before guesses are refused
        per_address = 0 if serving.shared_address else PAGES_PER_ADDRESS
        guesses = max(CODE_GUESSES, serving.classroom * 2) if serving.shared_address \
            else CODE_GUESSES
        cmd += [f"--GuideServer.pages_per_browser={PAGES_PER_BROWSER}",
                f"--GuideServer.pages_per_address={per_address}",
                f"--GuideServer.connect_grace={CONNECT_GRACE}",
                f"--GuideServer.code_guesses={guesses}"]
    if serving.token:
        cmd += [f"--Voila.token={serving.token}",
                "--PasswordIdentityProvider.allow_password_change=False"]
    # An option given after -- replaces the launcher's own (traitlets refuses a setting
    # given twice); the safe settings stay, last: no option shows code or tracebacks.
    safe = {option.split("=", 1)[0] for option in SAFE_SETTINGS}
    extra = [o for o in serving.extra if o.split("=", 1)[0] not in safe]
    given = {option.split("=", 1)[0] for option in extra if option.startswith("--")}
    cmd = [o for o in cmd if not (o.startswith("--") and o.split("=", 1)[0] in given)]
    return [*cmd, *extra, *SAFE_SETTINGS]


def voila_command(notebooks: Path, port: int, *extra: str) -> list[str]:
    """The guide's server on ``port`` of 127.0.0.1 as ``python -m ramsas_widgets`` runs it
    (one preheated kernel a page, the default cap), with ``extra`` options after."""
    return server_command(Serving(Path(notebooks), HOST, port, extra=list(extra)))


def wait_until_ready(base: str, proc: subprocess.Popen, timeout: float = 60.0) -> bool:
    """Whether the server at ``base`` answered within ``timeout`` seconds. Any answer will
    do: with a join code the page asks for it."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            with urllib.request.urlopen(base + "login", timeout=2):
                return True
        except urllib.error.HTTPError:
            return True
        except OSError:
            time.sleep(0.3)
    return False


def qr_text(url: str) -> str | None:
    """A QR code of ``url`` drawn with text blocks for the terminal, or None."""
    try:
        import io

        import segno
    except ImportError:
        return None
    out = io.StringIO()
    segno.make(url, error="l").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def banner(serving: Serving) -> str:
    """What the launcher prints once the guide is served, in the guide's language."""
    say = speaker(serving.lang).say
    if not serving.classroom:
        return f"\n{say(OPEN_AT.id, url=serving.url)}\n{say(STOP_HINT.id)}\n"
    pool = serving.class_pool or 1
    gb = round(serving.memory_mib / 1024, 1)  # a whole number is said without its ".0"
    lines = [f"\n{say(CLASS_AT.id, students=serving.classroom)}",
             f"\n    {serving.url}\n",
             say(JOIN.id, code=serving.token, base=serving.base)]
    qr = qr_text(serving.url)
    if qr:
        lines.append(qr.rstrip("\n"))
    lines += [say(ROOM.id, pages=serving.max_pages, kernels=serving.max_kernels, gb=gb),
              say(PREHEATED.id, pool=pool, lesson=serving.lesson, spare=serving.class_spare),
              say(STOP_HINT.id) + "\n"]
    return "\n".join(lines)


def memory_warning(serving: Serving) -> str | None:
    try:
        with open("/proc/meminfo") as fh:
            free = next(int(line.split()[1]) // 1024 for line in fh
                        if line.startswith("MemAvailable:"))
    except (OSError, StopIteration, ValueError):
        return None
    need = serving.memory_mib
    if need <= free:
        return None
    return speaker(serving.lang).say(MEMORY.id, kernels=serving.max_kernels, need=need,
                                     free=free)


def _stop_on_sigterm(signum, frame) -> None:
    raise KeyboardInterrupt


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m ramsas_widgets",
                                description="Open the Rams rules guide in the browser, or "
                                            "serve it to a class.",
                                epilog="python -m ramsas_widgets site OUT builds the guide as "
                                       "a static site instead (site --help says how).")
    p.add_argument("--port", type=int, default=0,
                   help=f"port (default: a free one; with --classroom {CLASS_PORT} if free)")
    p.add_argument("--no-browser", action="store_true", help="do not open a browser")
    p.add_argument("--notebooks", help="folder holding the lessons")
    p.add_argument("--classroom", type=int, metavar="N",
                   help="serve a class of N on this machine's network address, with a join "
                        "code")
    p.add_argument("--lesson", metavar="L",
                   help="the page to open (and, with --classroom, the one preheated for the "
                        "whole class): 1, 01 or 01_lithuanian_ramsas; default the index")
    p.add_argument("--lang", metavar="CODE", default="en", choices=LANGUAGES,
                   help="the language of the pages it opens and preheats: "
                        + ", ".join(LANGUAGES) + " (default en); every page links to the "
                        "same page in the others")
    p.add_argument("--address", metavar="A",
                   help="the IP address to serve on (default 127.0.0.1; with --classroom "
                        "this machine's network address)")
    p.add_argument("--token", metavar="CODE",
                   help="the class's join code (default: the class folder's own, made at "
                        "its first class and kept; --new-codes makes another)")
    p.add_argument("--shared-address", action="store_true",
                   help="with --classroom: the class reaches this machine through one shared "
                        "address (a router's NAT), so places are not limited per address")
    p.add_argument("--max-pages", type=int, metavar="M",
                   help="pages open at once before visitors are asked to come back "
                        "(default 16; with --classroom N, N plus a fifth, at least N + 5)")
    class_launch.add_options(p)
    p.add_argument("server_options", nargs="*", metavar="-- OPTION",
                   help="after --, options for the guide's server, which is Voilà: for "
                        "example -- --MappingKernelManager.cull_idle_timeout=600")
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    args = parser().parse_args(argv)
    done = class_launch.standalone(args)  # --export, --forget
    if done is not None:
        return done
    try:
        serving = plan(args)
        serving.extra = list(args.server_options)
        desk = class_launch.prepare(args, serving)  # with --classroom: record, teacher, log
    except LaunchError as err:
        lang = getattr(args, "lang", None) or "en"
        print(f"python -m ramsas_widgets: {err.said(lang)}", file=sys.stderr)
        return 2
    except ValueError as err:  # the class's own refusals, said in the class's language
        print(f"python -m ramsas_widgets: {err}", file=sys.stderr)
        return 2
    warning = memory_warning(serving)
    if warning:
        print(warning, file=sys.stderr)
    signal.signal(signal.SIGTERM, _stop_on_sigterm)
    # Started from the project folder so that its voila.json settings apply.
    proc = subprocess.Popen(server_command(serving), cwd=serving.notebooks.parent,
                            env={**template.voila_env(), **(desk.env() if desk else {})},
                            **class_launch.popen_options(desk))
    if desk:
        desk.follow(proc, serving)
    try:
        if not wait_until_ready(serving.base, proc):
            print(speaker(serving.lang).say(NOT_STARTED.id), file=sys.stderr)
            if desk:
                print("".join(desk.tail) + f"(the whole log: {desk.log_path})", file=sys.stderr)
            return 1
        print(banner(serving) + ("\n" + desk.banner(serving) if desk else ""), flush=True)
        if desk:
            desk.printed.set()
        if not args.no_browser:
            webbrowser.open(serving.url)
        return proc.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        if desk:
            desk.release()  # the server has stopped: the class folder is free


if __name__ == "__main__":  # pragma: no cover - python -m ramsas_widgets runs __main__
    sys.exit(main())
