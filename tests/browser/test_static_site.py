"""The guide as a static site in Chromium: built offline, served by a plain file server.

The site is built once for the module (``python -m ramsas_widgets site OUT --offline``'s
:func:`ramsas_widgets.site.builder.build`) into a temporary folder and served with
``python -m http.server`` on 127.0.0.1; every request to another host is blocked and
counted, in a browser context of its own (the pages register no service worker, so every
request goes through the page's routes; none is registered by the end). Each page is
opened once:

- its text is on screen before its Python has started, with the notice saying that the
  exercises start in a few seconds; then every code cell draws its widget, the notice
  goes, and no page shows a traceback or a failure;
- the rules page is plain HTML: no Python is started for it;
- a deal, a quiz answer, a meld check with a joker, a scoring check and several moves at
  the play table (a trick game, then Rami) answer as on the server: the same widgets, made
  and used in this process as the page's notebook makes them, say the same words;
- the theme switch changes the colours and is remembered by the next page; a lesson's
  "Next" link and a rule link from a quiz's feedback open the right page and anchor;
- the probability lab, without numpy in an offline copy, deals in plain Python when Deal is
  pressed (and says how many hands a second), shows the exact answers and checks a typed
  answer;
- axe-core (the copy axe-playwright-python ships) finds nothing serious or critical on any
  built page, light and dark, at 1280 and 390 px;
- the site is built in every language: the Lithuanian pages under ``voici/render/lt/``, every
  link of every page (the bars, the language switch, the lessons' and the rules' links)
  landing on a built page and anchor; the Lithuanian Lesson 1 is ``<html lang="lt">``, its
  widgets start and speak Lithuanian as the same widgets do here, and its switch leads to
  the English page; the first page (``index.html``) follows the browser's language
  (``lt-LT``: the Lithuanian index) unless a language was chosen in a page's switch;
- a page takes the preloaded packages from one zip (``pyodide/site-packages.zip``), not from
  their wheels, and where the zip it gets is not the one the lock file names (a cache older
  than the site) it never uses it: it starts from the wheels.
"""

from __future__ import annotations

import html
import io
import json
import re
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass, field

import nbformat
import pytest

from ramsas_widgets.site.bundle import BUNDLE_NAME, LOCK_KEY, START_SCRIPT, start_script
from tests.test_rule_coverage import ROOT

from .conftest import (
    ARTIFACTS,
    NOTEBOOKS,
    free_port,
    missing,
    only_local,
    stop_group,
    wait_referee,
)

pytestmark = pytest.mark.browser

PAGES = sorted(p.stem for p in NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
RULES = "08_rules"
#: The Lithuanian pages: the same names in notebooks/lt/, built under voici/render/lt/.
LT = "lt"
LIVE = [p for p in PAGES if p != RULES]
#: A page's Python starts (Pyodide, the package, every cell) within this, even under load.
READY_MS = 400_000
STEP_MS = 60_000
SHOTS = ARTIFACTS / "screenshots" / "static-site"
BLOCKING = ("critical", "serious")


# -- the site and its server --------------------------------------------------------------
@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The offline site, built once for the module."""
    try:
        import voici_core  # noqa: F401
    except ImportError:
        missing("the site's build tools are missing: pip install -e \".[site]\"")
    from ramsas_widgets.site.builder import build

    out = tmp_path_factory.mktemp("static") / "site"
    said: list[str] = []
    built = build(out, offline=True, notebooks=NOTEBOOKS, say=said.append)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "static-site-build.txt").write_text("\n".join(said) + "\n" + built.summary())
    return built


@pytest.fixture(scope="module")
def base(site):
    """The site served by Python's own file server on 127.0.0.1."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "http.server", "--bind", "127.0.0.1",
                             str(port), "--directory", str(site.out)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            stdin=subprocess.DEVNULL, start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    import urllib.request

    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(url + "index.html", timeout=2):
                    break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    pytest.fail("python -m http.server did not answer", pytrace=False)
                time.sleep(0.2)
        yield url
    finally:
        stop_group(proc)


@dataclass
class Opened:
    """A page of the site in its own tab: what it showed first, its errors and the requests
    to other hosts it attempted (all blocked)."""

    name: str
    page: object
    errors: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    text_seconds: float = 0.0
    ready_seconds: float = 0.0
    first_notice: str | None = None


#: A browser without service workers: on plain http from another machine (a school's
#: server) a page is not a secure context and the browser offers none.
NO_SERVICE_WORKERS = "delete Navigator.prototype.serviceWorker;"


class StaticPages:
    """The site's pages, each opened once and kept (a page's Python takes a while). The
    English pages open in a browser with service workers, the Lithuanian ones in a browser
    without: every page of one language must start either way."""

    def __init__(self, browser, base: str) -> None:
        self.base = base
        self.blocked: list[str] = []
        self.context = browser.new_context(viewport={"width": 1280, "height": 900})
        self.context.route("**/*", only_local(self.blocked))
        self.plain = browser.new_context(viewport={"width": 1280, "height": 900})
        self.plain.add_init_script(NO_SERVICE_WORKERS)
        self.plain.route("**/*", only_local(self.blocked))
        #: every address the pages asked for
        self.requested: list[str] = []
        for context in (self.context, self.plain):
            context.on("request", lambda request: self.requested.append(request.url))
        self.cache: dict[str, Opened] = {}
        #: every page opened, with its times (for test-artifacts/static-site-timings.txt)
        self.opened: list[Opened] = []

    def url(self, name: str) -> str:
        return f"{self.base}voici/render/{name}.html"

    def open(self, name: str) -> Opened:
        if name not in self.cache:
            page = (self.plain if name.startswith(f"{LT}/") else self.context).new_page()
            opened = Opened(name, page)
            page.on("pageerror", lambda err: opened.errors.append(str(err)))
            start = time.monotonic()
            page.goto(self.url(name), wait_until="commit")
            page.locator("main h1").first.wait_for(state="visible", timeout=STEP_MS)
            opened.text_seconds = time.monotonic() - start
            notice = page.locator("#rw-starting")
            if notice.count():
                opened.first_notice = notice.inner_text()
                page.wait_for_function("() => document.documentElement.dataset.rwReady",
                                       timeout=READY_MS)
            opened.ready_seconds = time.monotonic() - start
            self.cache[name] = opened
            self.opened.append(opened)
        return self.cache[name]

    def release(self, name: str) -> None:
        opened = self.cache.pop(name, None)
        if opened is not None:
            opened.page.close()


@pytest.fixture(scope="module")
def pages(chromium, base):
    opened = StaticPages(chromium, base)
    try:
        yield opened
    finally:
        timings = "".join(f"{o.name}: text {o.text_seconds:.1f} s, widgets "
                          f"{o.ready_seconds:.1f} s\n" for o in opened.opened)
        (ARTIFACTS / "static-site-timings.txt").write_text(timings or "none\n")
        opened.context.close()
        opened.plain.close()


# -- the same widgets in this process ------------------------------------------------------
def page_widget(name: str, index: int):
    """Widget ``index`` (from 0) of a page, made here as the page's notebook makes it."""
    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    namespace: dict = {}
    made = []
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        *body, last = cell.source.strip().splitlines()
        exec("\n".join(body), namespace)  # noqa: S102 - the guide's own notebook
        made.append(eval(last, namespace))  # noqa: S307 - the guide's own notebook
        if len(made) > index:
            return made[index]
    raise AssertionError(f"{name} has no widget {index}")


def walk(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


def words(markup: str) -> str:
    """The text of some HTML, as the page's textContent reads it, without spaces."""
    text = html.unescape(re.sub(r"<[^>]+>", "", markup))
    return re.sub(r"\s+", "", text)


def page_words(locator) -> str:
    return re.sub(r"\s+", "", locator.evaluate("e => e.textContent"))


def expected_widgets(name: str) -> int:
    """Every code cell of a page shows one widget (tests/test_notebooks.py)."""
    nb = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)
    return sum(1 for c in nb.cells if c.cell_type == "code")


def widget_count(page) -> int:
    return page.evaluate(
        "() => [...document.querySelectorAll('.jp-OutputArea-output')]"
        ".filter(o => o.querySelector('.jupyter-widgets')).length")


def assert_clean(opened: Opened) -> None:
    page = opened.page
    body = page.locator("body").inner_text()
    assert "Traceback" not in body, opened.name
    assert "Something went wrong" not in body, opened.name
    assert page.locator(".rw-site-error").count() == 0, page.locator(".rw-site-error") \
        .first.inner_text()
    stderr = page.locator('[data-mime-type="application/vnd.jupyter.stderr"], '
                          '[data-mime-type="application/vnd.jupyter.error"]')
    assert stderr.count() == 0, stderr.first.inner_text()
    assert not opened.errors, opened.errors
    assert not opened.blocked and not [b for b in opened.blocked if "127.0.0.1" not in b]


# -- the build ------------------------------------------------------------------------------
def test_the_offline_folder_holds_everything(site):
    out = site.out
    assert site.pages == PAGES
    for name in PAGES:
        assert (out / "voici" / "render" / f"{name}.html").is_file()
    assert "voici/render/00_index.html" in (out / "index.html").read_text()
    lock = json.loads((out / "pyodide" / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        assert (out / "pyodide" / entry["file_name"]).is_file(), name
    assert {"micropip", "ipython", "jedi"} <= set(lock["packages"])
    assert "numpy" not in lock["packages"] and not site.numbers
    wheels = json.loads((out / "pypi" / "all.json").read_text())
    assert {"ramsas-widgets", "ipywidgets", "comm"} <= {k.replace("_", "-") for k in wheels}
    config = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    # the site's start script, which starts Pyodide from the site's own copy
    assert kernel["pyodideUrl"] == f"./pyodide/{START_SCRIPT}" and kernel["disablePyPIFallback"]
    assert (out / "pyodide" / START_SCRIPT).read_bytes() == start_script().read_bytes()
    assert kernel["loadPyodideOptions"]["indexURL"] == "./pyodide/"
    assert (out / "pyodide" / "pyodide.js").is_file()
    # a lesson's "play a hand" link opens the built table with its game
    lesson = (out / "voici" / "render" / "03_russian_rams.html").read_text(encoding="utf-8")
    assert 'href="07_play_table.html#game=ru-zone"' in lesson
    # what a page loads by itself names no other host (links to read elsewhere may)
    for page in (out / "voici" / "render").rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        loads = re.findall(r"<(?:script|link|img|iframe)\b[^>]*?(?:src|href)=\"(https?:[^\"]+)",
                           text)
        assert not loads, (page.name, loads[:3])


def test_every_language_is_built_and_every_link_lands(site):
    """The Lithuanian pages beside the English, their Python saying their language, the
    trimmed Babel in the wheel index and the lock file; and every link of every built page
    (the bars, the language switch, the lessons' own and the rule links) lands on a page of
    the site, at an anchor that is there."""
    from ramsas_widgets.site.builder import babel_locales

    out = site.out
    assert site.translations == {LT: PAGES}
    render = out / "voici" / "render"
    for name in PAGES:
        lt = (render / LT / f"{name}.html").read_text(encoding="utf-8")
        assert re.search(r'<html lang="lt"', lt), name
        assert f'href="../{name}.html" hreflang="en"' in lt, name
        en = (render / f"{name}.html").read_text(encoding="utf-8")
        assert f'href="lt/{name}.html" hreflang="lt"' in en, name
        nb = nbformat.read(out / "files" / LT / f"{name}.ipynb", as_version=4)
        if name != RULES:
            assert "os.environ['RAMSAS_LANG'] = 'lt'" in nb.cells[0].source, name
    lock = json.loads((out / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    babel = lock["babel"]
    assert babel["version"].endswith("+ramsas.en.lt") and "+ramsas" in babel["file_name"]
    assert {"attrs", "pytz", "typing-extensions", "fluent-runtime", "fluent-syntax"} <= \
        set(lock)
    wheels = json.loads((out / "pypi" / "all.json").read_text())
    assert list(wheels["babel"]["releases"]) == [babel["version"]]
    with zipfile.ZipFile(out / "pyodide" / babel["file_name"]) as whl:
        data = sorted(n for n in whl.namelist() if n.endswith(".dat"))
    assert data == ["babel/global.dat",
                    *(f"babel/locale-data/{c}.dat" for c in babel_locales(["en", "lt"]))]
    config = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]
    preloaded = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"][
        "loadPyodideOptions"]["packages"]
    assert {"babel", "fluent-runtime", "attrs", "pytz"} <= set(preloaded)
    # every link lands (a place in the same page too: Voici wrote those into files/)
    anchors: dict = {}
    for page in [*render.rglob("*.html"), out / "index.html"]:
        text = page.read_text(encoding="utf-8")
        for href in re.findall(r'<a\b[^>]*?\shref="([^"]+)"', text):
            href = html.unescape(href)
            if re.match(r"[a-z]+:|//", href):
                continue
            target, _, anchor = href.partition("#")
            path = (page.parent / target.split("?")[0]).resolve() if target else page
            assert path.is_file() and out in path.parents, (page.relative_to(out), href)
            if anchor and path.suffix == ".html" and "=" not in anchor:
                if path not in anchors:
                    anchors[path] = set(re.findall(r'\sid="([^"]+)"',
                                                   path.read_text(encoding="utf-8")))
                assert anchor in anchors[path], (page.relative_to(out), href)
    lesson = (render / LT / "01_lithuanian_ramsas.html").read_text(encoding="utf-8")
    assert re.search(r'href="08_rules\.html#LT-[A-Z]+-\d+"', lesson)


# -- accessibility ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def axe():
    sync = pytest.importorskip("axe_playwright_python.sync_playwright",
                               reason="axe-playwright-python (the test extra) is missing")
    return sync.Axe()


def set_theme(page, theme: str) -> None:
    if page.evaluate("() => document.documentElement.dataset.rwTheme") != theme:
        page.locator("#rw-theme-switch").click()
        page.wait_for_function("t => document.documentElement.dataset.rwTheme === t",
                               arg=theme)


def check_axe(axe, opened: Opened) -> None:
    """Nothing serious or critical, light and dark, at 1280 and 390 px; back to light at
    1280 px afterwards."""
    page = opened.page
    try:
        for theme in ("light", "dark"):
            set_theme(page, theme)
            for width in (1280, 390):
                page.set_viewport_size({"width": width, "height": 900})
                page.wait_for_timeout(150)
                found = axe.run(page, options={"resultTypes": ["violations"]}) \
                    .response["violations"]
                bad = [f"{v['impact']} {v['id']}: {v['help']} "
                       f"{[n['html'][:120] for n in v['nodes'][:3]]}"
                       for v in found if v["impact"] in BLOCKING]
                assert not bad, f"{opened.name}, {theme}, {width} px:\n" + "\n".join(bad)
    finally:
        set_theme(page, "light")
        page.set_viewport_size({"width": 1280, "height": 900})


# -- every page --------------------------------------------------------------------------
#: Pages the tests below use again: kept open.
KEPT = ("01_lithuanian_ramsas", "05_hungarian_rami", "06_probability_lab", "07_play_table")


@pytest.mark.parametrize("name", LIVE)
def test_text_first_then_every_widget(pages, axe, name):
    opened = pages.open(name)
    page = opened.page
    assert opened.first_notice and "The exercises start in a few seconds" in \
        opened.first_notice, opened.first_notice
    assert widget_count(page) == expected_widgets(name)
    page.locator("#rw-starting").wait_for(state="hidden", timeout=10_000)
    assert page.locator("main h1").first.inner_text().strip()
    assert_clean(opened)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))
    check_axe(axe, opened)
    if name not in KEPT:
        pages.release(name)


def test_the_rules_page_is_plain_html(pages, axe):
    from tests.test_rule_coverage import rule_ids

    opened = pages.open(RULES)
    page = opened.page
    assert opened.first_notice is None
    assert page.locator("script[src$='voici.js']").count() == 0
    ids = set(page.eval_on_selector_all("a[id]", "els => els.map(e => e.id)"))
    assert set(rule_ids()) <= ids
    check_axe(axe, opened)
    assert_clean(opened)
    pages.release(RULES)


# -- as on the server ----------------------------------------------------------------------
def test_a_deal_as_on_the_server(pages):
    from ramsas_widgets.widgets import DealingDemo

    demo = next(w for w in (page_widget("01_lithuanian_ramsas", i) for i in range(3))
                if isinstance(w, DealingDemo))
    demo.end_button.click()
    opened = pages.open("01_lithuanian_ramsas")
    page = opened.page
    page.get_by_role("button", name="Deal all", exact=True).first.click()
    narration = page.locator(".rw-narration", has_text="The deal is complete").first
    narration.wait_for(timeout=STEP_MS)
    assert page_words(narration) == words(demo.narration.value)
    demo_box = page.locator(".widget-vbox", has=page.get_by_role(
        "button", name="Deal all", exact=True)).first
    table = demo_box.locator(".rw-table").first
    labels = table.locator("[aria-label]").evaluate_all(
        "items => items.map(c => c.getAttribute('aria-label'))")
    assert labels == [html.unescape(x) for x in re.findall(r'aria-label="([^"]+)"',
                                                            demo.table.value)]
    assert sum(label.endswith(", shown to everybody") for label in labels) == 1
    assert_clean(opened)


def test_a_quiz_answer_and_its_rule_link(pages):
    from ramsas_widgets.widgets import TrickQuiz

    quiz = next(w for w in (page_widget("01_lithuanian_ramsas", i) for i in range(5))
                if isinstance(w, TrickQuiz))
    sit = quiz.situation
    answer = list(sit.legal) if sit.question == "play" else [sit.played[sit.winner]]
    pickers = (quiz.hand_picker if sit.question == "play" else quiz.trick_picker)
    for button, card in zip(pickers.buttons, pickers.cards, strict=False):
        button.value = card in answer
    quiz.check_button.click()
    assert quiz.feedback.kind == "ok"

    opened = pages.open("01_lithuanian_ramsas")
    page = opened.page
    box = page.locator(".widget-vbox", has=page.get_by_role(
        "button", name="Check answer", exact=True)).first
    for card in answer:
        box.get_by_role("button", name=card.name, exact=True).first.click()
    box.get_by_role("button", name="Check answer", exact=True).click()
    ok = box.locator(".rw-feedback.rw-ok").first
    ok.wait_for(timeout=STEP_MS)
    assert page_words(ok) == words(quiz.feedback.value)

    link = ok.locator("a.rw-rule-link").first
    rule = link.inner_text().strip()
    assert link.get_attribute("href") == f"08_rules.html#{rule}"
    with page.context.expect_page(timeout=STEP_MS) as popup:
        link.click()
    rules = popup.value
    try:
        rules.wait_for_load_state("domcontentloaded")
        assert rules.url == pages.url(RULES) + f"#{rule}"
        said = rules.locator(f"[id='{rule}']").evaluate("e => e.closest('li, p').innerText")
        first = next(line for line in (ROOT / "docs" / "RULES.md").read_text().splitlines()
                     if line.startswith(f"- {rule}: "))
        words_of_rule = " ".join(first.removeprefix(f"- {rule}: ").split()[:5])
        assert " ".join(said.split()).startswith(f"{rule}: {words_of_rule}"), said
    finally:
        rules.close()
    assert_clean(opened)


def test_a_scoring_check_as_on_the_server(pages):
    from ramsas_widgets.widgets import ScoringExercise

    exercise = next(w for w in (page_widget("01_lithuanian_ramsas", i) for i in range(6))
                    if isinstance(w, ScoringExercise))
    totals = list(exercise.situation.answer)
    exercise.fill(totals)
    exercise.check_button.click()
    assert exercise.feedback.kind == "ok"

    opened = pages.open("01_lithuanian_ramsas")
    page = opened.page
    card = page.locator(".widget-vbox", has=page.get_by_role(
        "button", name="Check totals", exact=True)).first
    boxes = card.get_by_placeholder("new total")
    assert boxes.count() == len(totals)
    for i, total in enumerate(totals):
        boxes.nth(i).fill(str(total))
    card.get_by_role("button", name="Check totals", exact=True).first.click()
    ok = card.locator(".rw-feedback.rw-ok").first
    ok.wait_for(timeout=STEP_MS)
    assert page_words(ok) == words(exercise.feedback.value)
    worked = card.locator(".rw-table", has_text="Worked answer").first
    assert page_words(worked) == words(exercise.explanation.value)
    assert_clean(opened)


def test_a_meld_with_a_joker_as_on_the_server(pages):
    from ramsas_widgets.widgets import MeldValidator

    validator = next(w for w in (page_widget("05_hungarian_rami", i) for i in range(5))
                     if isinstance(w, MeldValidator))
    validator.text.value = "JK 7S 8S"
    validator.check_text_button.click()
    assert validator.feedback.kind == "ok" and "joker" in validator.feedback.text

    opened = pages.open("05_hungarian_rami")
    page = opened.page
    page.get_by_placeholder(re.compile("KH KS KD")).first.fill("JK 7S 8S")
    page.get_by_role("button", name="Check typed cards", exact=True).first.click()
    ok = page.locator(".rw-feedback.rw-ok", has_text="joker").first
    ok.wait_for(timeout=STEP_MS)
    assert page_words(ok) == words(validator.feedback.value)
    assert_clean(opened)
    pages.release("05_hungarian_rami")


def hint_label(text: str) -> str:
    return text.removeprefix("Hint: ").split(". ")[0]


def follow_hints(page_table, table, moves: int) -> None:
    """``moves`` hints followed at the page's table and at ``table`` here, the hint's words
    compared each time."""
    from ramsas_widgets.widgets.table import action_label

    for _ in range(moves):
        if table.game.is_over or table.waiting_next:
            break
        table.hint()
        label = hint_label(table.feedback.text)
        page_table.get_by_role("button", name="Hint", exact=True).click()
        said = wait_referee(page_table, r"^Hint: ")
        assert re.sub(r"\s+", "", said) == words(table.feedback.value)
        plain = page_table.locator(".widget-button:visible",
                                   has_text=re.compile(rf"^{re.escape(label)}$"))
        if plain.count():
            plain.first.click()
        else:
            page_table.get_by_role("button", name=label.split()[0], exact=True).click()
        action = next(a for a in table.game.legal_actions() if action_label(a) == label)
        assert table.act(action)
        wait_referee(page_table, rf"^You: {re.escape(label)}\.")


def same_log(page_table, table) -> list[str]:
    """The page's table log, once it says what the table here says (or as it stands)."""
    want = [re.sub(r"\s+", "", line) for line, _mine in reversed(table.log_lines[-200:])]
    read: Callable[[], list[str]] = lambda: [  # noqa: E731
        re.sub(r"\s+", "", x) for x in page_table.locator(".rw-log li").evaluate_all(
            "items => items.map(i => i.textContent)")]
    deadline = time.monotonic() + 15
    while read() != want and time.monotonic() < deadline:
        time.sleep(0.3)
    assert read() == want
    return want


def test_moves_at_the_table_as_on_the_server(pages):
    table = page_widget("07_play_table", 0)
    opened = pages.open("07_play_table")
    page = opened.page
    page_table = page.locator(".rw-play-table").first
    follow_hints(page_table, table, 5)
    assert re.search(r"\(LT-[A-Z]+-\d+\)", "".join(same_log(page_table, table)))

    # the same table switched to Rami
    table.variant_box.value = "hu-rami-51"
    page_table.locator("select").first.select_option(label="Hungarian Rami 51")
    page_table.locator(".rw-felt", has_text="Discard pile").wait_for(timeout=STEP_MS)
    follow_hints(page_table, table, 4)
    assert re.search(r"\(HU-[A-Z]+-\d+\)", "".join(same_log(page_table, table)))
    assert_clean(opened)


# -- the page around the widgets -----------------------------------------------------------
DARK_JS = """() => { const m = getComputedStyle(document.body).backgroundColor
    .match(/[\\d.]+/g).map(Number); return m[0] + m[1] + m[2] < 150; }"""


def background_dark(page) -> bool:
    return page.evaluate(DARK_JS)


def turns(page, dark: bool) -> bool:
    """Whether the page's background turns dark (or light) within a step: the stylesheet a
    theme switches on may still be loading on a busy machine when the switch has flipped."""
    page.wait_for_function(DARK_JS if dark else f"() => !({DARK_JS})()", timeout=STEP_MS)
    return True


def test_the_theme_switch_and_the_next_lesson(pages):
    opened = pages.open("01_lithuanian_ramsas")
    page = opened.page
    assert not background_dark(page)
    page.locator("#rw-theme-switch").click(timeout=STEP_MS)
    page.wait_for_function("() => document.documentElement.dataset.rwTheme === 'dark'",
                           timeout=STEP_MS)
    assert turns(page, True) and page.locator("#rw-theme-switch").inner_text() == \
        "Light page"
    nxt = page.locator(".rw-nav-next").first
    assert nxt.get_attribute("href") == "02_lithuanian_shedding.html"
    other = pages.context.new_page()
    try:
        other.goto(pages.url("01_lithuanian_ramsas"), wait_until="commit")
        # a busy machine may take most of a minute to draw the page and to leave it: the
        # next page is followed from its first byte, not from its "load" (Pyodide's start)
        other.locator(".rw-nav-next").first.click(timeout=STEP_MS)
        other.wait_for_url(pages.url("02_lithuanian_shedding"), wait_until="commit",
                           timeout=STEP_MS)
        other.locator("main h1", has_text="Lesson 2").wait_for(timeout=STEP_MS)
        assert turns(other, True)  # the choice is remembered from page to page
    finally:
        other.close()
    page.locator("#rw-theme-switch").click(timeout=STEP_MS)
    page.wait_for_function("() => document.documentElement.dataset.rwTheme === 'light'",
                           timeout=STEP_MS)
    assert turns(page, False)
    assert_clean(opened)


def test_the_lab_deals_in_plain_python_and_shows_the_exact_answers(pages):
    from ramsas_widgets.widgets.probability_lab import NO_NUMPY

    opened = pages.open("06_probability_lab")
    page = opened.page
    lab = page.locator(".rw-probability-lab")
    assert re.sub(r"\s+", " ", NO_NUMPY) in " ".join(lab.inner_text().split())
    assert "1/6 = 0.1667" in lab.locator(".rw-prob-result").inner_text()
    lab.get_by_role("button", name="Deal", exact=True).click()
    said = lab.get_by_text(re.compile(r"hands asked for in .* in plain Python"))
    said.wait_for(timeout=STEP_MS)
    speed = re.search(r"plain Python \(([\d,]+) a second\)", said.inner_text()).group(1)
    (ARTIFACTS / "static-site-plain-deals.txt").write_text(
        f"Lesson 6's first question, dealt in plain Python in Chromium: {speed} deals a second\n")
    result = lab.locator(".rw-prob-result").inner_text()
    assert re.search(r"of [\d,]+ deals", result) and "95% interval" in result, result
    card = page.locator(".rw-probability-exercises .widget-vbox").first
    box = card.get_by_role("textbox", name="Exact answer")
    box.fill("1/6")
    box.press("Enter")
    card.locator(".rw-feedback.rw-ok").wait_for(timeout=STEP_MS)
    assert_clean(opened)


def test_a_page_starts_where_the_browser_has_no_service_workers(pages):
    """On plain http from another machine (a school's server) the page is not a secure
    context and the browser offers no service workers; the page must not wait for one (the
    Lithuanian pages below start so too)."""
    opened = pages.open(f"{LT}/00_index")
    # the browser's own is gone (site.js stands a worker-less one in on the navigator)
    assert opened.page.evaluate(
        "() => Object.getOwnPropertyDescriptor(Navigator.prototype, 'serviceWorker')") is None
    assert widget_count(opened.page) == expected_widgets(f"{LT}/00_index")
    assert_clean(opened)


def test_the_lithuanian_lesson_speaks_lithuanian(pages, axe, monkeypatch):
    """Lesson 1 in Lithuanian: <html lang="lt">, every widget started, and their words
    Lithuanian, as the same widget made here in Lithuanian says them; its switch leads to
    the English page, and the choice is remembered for the first page."""
    from ramsas_widgets.i18n.locale import speaker
    from ramsas_widgets.widgets import DealingDemo
    from ramsas_widgets.widgets.dealing import DEAL_ALL

    name = f"{LT}/01_lithuanian_ramsas"
    deal_all = speaker("lt").say(DEAL_ALL.id)
    assert deal_all != str(DEAL_ALL)
    monkeypatch.setenv("RAMSAS_LANG", "lt")
    demo = next(w for w in (page_widget(name, i) for i in range(3))
                if isinstance(w, DealingDemo))
    assert demo.end_button.description == deal_all
    demo.end_button.click()

    opened = pages.open(name)
    page = opened.page
    try:
        assert page.evaluate("() => document.documentElement.lang") == "lt"
        assert widget_count(page) == expected_widgets(name)
        page.get_by_role("button", name=deal_all, exact=True).first.click()
        page.wait_for_function(
            "w => [...document.querySelectorAll('.rw-narration')]"
            ".some(n => n.textContent.replace(/\\s+/g, '') === w)",
            arg=words(demo.narration.value), timeout=STEP_MS)
        assert_clean(opened)
        check_axe(axe, opened)  # light again afterwards
        frame = nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4).metadata[
            "ramsas_widgets"]["frame"]
        assert page.locator("#rw-theme-switch").inner_text() == \
            frame["script_words"]["theme.dark"]
        switch = page.locator("a.rw-language[hreflang=en]")
        assert switch.get_attribute("href") == "../01_lithuanian_ramsas.html"
        switch.click()
        page.wait_for_url(pages.url("01_lithuanian_ramsas"), wait_until="domcontentloaded",
                          timeout=STEP_MS)
        assert page.evaluate("() => localStorage.getItem('ramsas-language')") == "en"
    finally:
        pages.release(name)


@pytest.mark.parametrize("name", [p for p in PAGES if p != "01_lithuanian_ramsas"])
def test_every_lithuanian_page_is_lithuanian_whole(pages, axe, name):
    """Every other Lithuanian page of the site, once its Python has run: ``lang="lt"``, its
    start-up notice in Lithuanian, no English word on it (rule IDs, cards and code names
    aside), axe finding nothing serious (light, 1280 px: Lesson 1 has every theme and
    width), and its switch to the English page."""
    from ramsas_widgets.widgets.page_words import script_words

    from .test_languages import assert_no_english

    opened = pages.open(f"{LT}/{name}")
    page = opened.page
    try:
        assert page.evaluate("() => document.documentElement.lang") == "lt"
        if name != RULES:
            assert opened.first_notice == script_words(LT)["site.starting"]
            assert widget_count(page) == expected_widgets(f"{LT}/{name}")
        assert_no_english(page.locator("#rendered_cells").inner_text(), f"{LT}/{name}")
        assert_clean(opened)
        found = axe.run(page, options={"resultTypes": ["violations"]}).response["violations"]
        bad = [f"{v['impact']} {v['id']}: {v['help']}" for v in found
               if v["impact"] in BLOCKING]
        assert not bad, f"{LT}/{name}:\n" + "\n".join(bad)
        assert page.locator("a.rw-language[hreflang=en]").get_attribute("href") == \
            f"../{name}.html"
    finally:
        pages.release(f"{LT}/{name}")


def test_the_first_page_follows_the_browsers_language(chromium, base):
    """index.html opens the Lithuanian index in a browser whose language is lt-LT, and the
    English one once English was chosen in a page's switch; English otherwise."""
    blocked: list[str] = []
    for locale, chosen, lands in (("lt-LT", None, f"voici/render/{LT}/00_index.html"),
                                  ("lt-LT", "en", "voici/render/00_index.html"),
                                  ("en-GB", None, "voici/render/00_index.html"),
                                  ("de-DE", "lt", f"voici/render/{LT}/00_index.html")):
        context = chromium.new_context(locale=locale)
        context.route("**/*", only_local(blocked))
        try:
            page = context.new_page()
            if chosen:
                page.goto(f"{base}voici/render/{RULES}.html", wait_until="domcontentloaded")
                page.evaluate("c => localStorage.setItem('ramsas-language', c)", chosen)
            page.goto(f"{base}index.html", wait_until="commit")
            page.wait_for_url(base + lands, wait_until="commit", timeout=STEP_MS)
        finally:
            context.close()
    assert not blocked


def test_no_request_left_127_0_0_1_and_no_service_worker(pages):
    assert not pages.blocked, pages.blocked[:5]
    assert pages.context.service_workers == [] and pages.plain.service_workers == []




# -- bytecode, and a Python that cannot start ----------------------------------------------
def test_what_the_pages_import_is_compiled_from_the_source_beside_it(site):
    """Every wheel and the standard library carry bytecode made from the very source beside
    it (an update of the site rewrites both together), and every index names each rewritten
    wheel by its own hash, which Pyodide checks: no page can run stale bytecode."""
    import hashlib

    from ramsas_widgets.site.bytecode import site_zips, stale_bytecode

    archives = [path for path, _kind in site_zips(site.out)]
    assert site.compiled > 1000, site.compiled
    assert {"python_stdlib.zip", BUNDLE_NAME} <= {p.name for p in archives}
    assert stale_bytecode(archives) == []
    with zipfile.ZipFile(next(p for p in archives if p.name.startswith("ramsas_widgets-"))) \
            as whl:
        names = set(whl.namelist())
    modules = [n for n in names if n.endswith(".py")]
    assert modules and all(
        f"{n.rpartition('/')[0]}/__pycache__/{n.rpartition('/')[2][:-3]}.cpython-313.pyc"
        in names for n in modules)
    lock = json.loads((site.out / "pyodide" / "pyodide-lock.json").read_text())
    for name, entry in [*lock["packages"].items(), ("the zip", lock["info"][LOCK_KEY])]:
        path = site.out / "pyodide" / entry["file_name"]
        assert hashlib.sha256(path.read_bytes()).hexdigest() == entry["sha256"], name
    for index in site.out.rglob("all.json"):
        listing = json.loads(index.read_text())
        if not isinstance(listing, dict):
            continue
        for project in listing.values():
            if not isinstance(project, dict):
                continue
            for files in project.get("releases", {}).values():
                for entry in files:
                    path = index.parent / entry["filename"]
                    assert hashlib.sha256(path.read_bytes()).hexdigest() == \
                        entry["digests"]["sha256"], entry["filename"]


def bundled_wheels(site) -> list[str]:
    """The file names of the wheels whose packages the site's zip holds."""
    lock = json.loads((site.out / "pyodide" / "pyodide-lock.json").read_text())
    return [lock["packages"][name]["file_name"].rsplit("/", 1)[-1]
            for name in lock["info"][LOCK_KEY]["packages"]]


def test_a_page_takes_its_preloaded_packages_from_one_zip(site, pages):
    pages.open("01_lithuanian_ramsas")
    wheels = bundled_wheels(site)
    assert len(wheels) > 10 and any(w.startswith("ipython-") for w in wheels)
    asked = {url.rsplit("/", 1)[-1].split("?")[0] for url in pages.requested}
    assert BUNDLE_NAME in asked
    assert not asked & set(wheels), sorted(asked & set(wheels))
    assert any(w.startswith("ramsas_widgets-") for w in wheels)
    assert any(w.startswith("babel-") for w in asked)  # it reads files of its own


def test_a_zip_that_is_not_the_one_the_lock_file_names_is_never_used(site, chromium, base):
    """A browser whose cache holds an older zip than the site's (here: every answer for
    the zip is another zip) starts the page from the wheels instead, and says why in the
    console."""
    blocked: list[str] = []
    said: list[str] = []
    asked: list[str] = []
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    local = only_local(blocked)
    older = io.BytesIO()
    with zipfile.ZipFile(older, "w") as other:
        other.writestr("traitlets/__init__.py", "raise ImportError('the older zip')\n")

    def route(request_route):
        if request_route.request.url.split("?")[0].endswith("/" + BUNDLE_NAME):
            request_route.fulfill(status=200, body=older.getvalue(),
                                  content_type="application/zip")
        else:
            local(request_route)

    context.route("**/*", route)
    context.on("request", lambda request: asked.append(request.url.rsplit("/", 1)[-1]))
    try:
        page = context.new_page()
        page.on("console", lambda message: said.append(message.text))
        page.goto(f"{base}voici/render/01_lithuanian_ramsas.html", wait_until="commit")
        page.wait_for_function("() => document.documentElement.dataset.rwReady",
                               timeout=READY_MS)
        assert widget_count(page) == expected_widgets("01_lithuanian_ramsas")
        assert "Traceback" not in page.locator("body").inner_text()
        assert asked.count(BUNDLE_NAME) == 2  # from the cache, then from the server
        assert set(bundled_wheels(site)) <= set(asked)
        assert any("could not be had" in line for line in said), said[-20:]
        assert not blocked
    finally:
        context.close()


@pytest.mark.parametrize("broken, status", [
    ("pyodide.asm.wasm", 404),  # a site copied in part, a proxy refusing .wasm
    ("python_stdlib.zip", 404),
    ("python_stdlib.zip", 200),  # there, but not a zip: Pyodide stops with a fatal error
])
def test_a_page_whose_python_cannot_start_says_so_in_words(chromium, base, broken, status):
    blocked: list[str] = []
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    local = only_local(blocked)

    def route(request_route):
        if request_route.request.url.endswith("/" + broken):
            request_route.fulfill(status=status, body="not what Pyodide needs")
        else:
            local(request_route)

    context.route("**/*", route)
    try:
        page = context.new_page()
        page.goto(f"{base}voici/render/01_lithuanian_ramsas.html", wait_until="commit")
        notice = page.locator("#rw-starting[role=alert]")
        notice.wait_for(timeout=READY_MS)
        assert "could not start in this browser" in notice.inner_text()
        assert "Traceback" not in page.locator("body").inner_text()
        assert page.locator("main h1").is_visible()  # the lesson stays readable
        assert not blocked
    finally:
        context.close()
