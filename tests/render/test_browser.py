"""The built site in a real headless browser (Debian's chromium via Playwright), served on localhost."""

from __future__ import annotations

import asyncio
import functools
import os
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from generator.schema import TRACE_ARTIFACT, point_slug
from tests.conftest import FIXTURE_BUNDLES, FIXTURE_TRACE, ROOT

pytestmark = pytest.mark.browser
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
MARKS = "svg g[class*='mark-'] path, svg g[class*='mark-'] line, svg g[class*='mark-'] rect"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def _chromium() -> str:
    """Debian's chromium; the test is skipped without it (failed where REQUIRE_BROWSER is set)."""
    exe = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(exe).exists():
        message = "Debian's chromium is not installed (apt-get install chromium)"
        if os.environ.get("REQUIRE_BROWSER"):
            pytest.fail(message)
        pytest.skip(message)
    return exe


@pytest.fixture(scope="module")
def browser():
    exe = _chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        yield launched
        launched.close()


def _serve(site: Path) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


@pytest.fixture
def open_page(browser):
    """Open a page of a site served on localhost; return (page, every URL it requested)."""
    servers = []

    def opener(site: Path, path: str):
        gen = _serve(site)
        origin = next(gen)
        servers.append(gen)
        page = browser.new_page()
        requested: list[str] = []
        page.on("request", lambda request: requested.append(request.url))
        page.goto(f"{origin}/{path}")
        page.wait_for_load_state("networkidle")
        return page, origin, requested

    yield opener
    for gen in servers:
        next(gen, None)


def _assert_charts_drawn(page) -> None:
    charts = page.locator(".vega-chart")
    assert charts.count() >= 2
    for i in range(charts.count()):
        chart = charts.nth(i)
        chart.locator("svg").first.wait_for(timeout=15000)
        assert chart.locator(MARKS).count() > 0, f"chart {i} drew no marks"
        assert "Chart not drawn" not in chart.inner_text()


def test_a_build_into_another_folder_leaves_no_staged_pages_behind(committed_site):
    from generator.commands import build

    assert (committed_site / "index.html").is_file() and not build.stage_for(committed_site).exists()


def test_gpu_experiment_page_draws_its_charts_offline(committed_site, open_page):
    page, origin, requested = open_page(committed_site, "devices/nvidia-h200/one_line_speedup/")
    _assert_charts_drawn(page)
    assert page.locator(".verdict").count() >= 4
    assert all(url.startswith(origin) for url in requested), [u for u in requested if not u.startswith(origin)]


def test_gpu_kernel_listing_shows_generated_triton_code(committed_site, open_page):
    page, origin, requested = open_page(committed_site, "devices/nvidia-h200/one_line_speedup-kernels/")
    code = page.locator(".highlight code")
    assert code.count() > 0
    text = page.locator("article").inner_text()
    assert "triton_poi_fused" in text
    # each kernel's source, highlighted (the decorator is split into tokens in the HTML)
    assert any("@triton.jit\ndef triton_poi_fused" in c for c in code.all_text_contents())
    # the whole module is not printed again: the point's compile report holds it
    assert "under inductor_output_code in this point's compile report" in text
    assert all(url.startswith(origin) for url in requested)


def test_pages_are_minified_and_their_code_listings_kept_line_for_line(committed_site):
    html = (committed_site / "devices/nvidia-h200/one_line_speedup-kernels/index.html").read_text()
    outside = re.sub(r"<pre\b.*?</pre>", "", html, flags=re.S)
    assert "<!--" not in outside
    assert not re.search(r"\n[ \t]{2,}<", outside), "template indentation left in the page"
    assert 'class="' in outside, "attribute quotes dropped (link checks and readers rely on them)"
    listings = re.findall(r"<pre\b.*?</pre>", html, flags=re.S)
    assert listings
    # a Triton kernel's body keeps its newlines and its four-space indentation inside <pre>
    assert any(re.search(r"\n    \S", re.sub(r"<[^>]+>", "", block)) for block in listings)


def test_cpu_report_page_draws_charts_and_says_cpu(cpu_report, open_page):
    rel = next(cpu_report.site.glob("devices/cpu-*/one_line_speedup/index.html")).parent.relative_to(cpu_report.site)
    page, origin, requested = open_page(cpu_report.site, f"{rel.as_posix()}/")
    _assert_charts_drawn(page)
    assert "CPU numbers" in page.locator("article").inner_text()
    assert all(url.startswith(origin) for url in requested)


def test_graph_breaks_page_draws_and_links_each_point_to_its_tlparse_report(committed_site, open_page):
    page, origin, requested = open_page(committed_site, "devices/nvidia-h200/graph_breaks/")
    _assert_charts_drawn(page)
    assert page.locator(".verdict").count() >= 4
    report_links = page.locator("a", has_text="compile report (tlparse)")
    assert report_links.count() == 4  # one per cause
    report_links.first.click()
    page.wait_for_load_state("networkidle")
    assert "/traces/graph_breaks/" in page.url  # MkDocs writes the link as the report's folder
    assert "Failures and Restarts" in page.content() or "Stack trie" in page.content()
    assert all(url.startswith(origin) for url in requested), [u for u in requested if not u.startswith(origin)]


def test_fusion_kernel_table_gives_rates_against_measured_ceilings(committed_site, open_page):
    page, origin, requested = open_page(committed_site, "devices/nvidia-h200/fusion_depth-kernels/")
    text = page.locator("article").inner_text()
    assert "Ceilings measured at the start of this run" in text
    assert "of copy" in text  # a Triton kernel's share of the measured copy bandwidth
    assert all(url.startswith(origin) for url in requested)


def test_a_plain_build_asks_for_no_versions_json(committed_site, open_page):
    """Outside a mike deploy there is no versions.json: the page must not fetch one (a 404)."""
    page, origin, requested = open_page(committed_site, "")
    assert not [u for u in requested if u.endswith("versions.json")]
    assert '"provider": "mike"' not in (committed_site / "index.html").read_text()


# Where each table's last column lies, with every folded block opened: the table's scroll box
# (the table itself where it scrolls, else the nearest ancestor that clips: Material's
# .md-typeset__scrollwrap, else the page, which Material clips sideways), whether that box
# scrolls sideways, and whether the last column lies inside it as drawn and once the box is
# scrolled to its end.
_LAST_COLUMNS = """() => {
  document.querySelectorAll("details").forEach(d => { d.open = true; });
  return [...document.querySelectorAll("article table")].map((table, i) => {
    let box = table.scrollWidth > table.clientWidth ? table : table.parentElement;
    while (box !== document.documentElement && getComputedStyle(box).overflowX === "visible") box = box.parentElement;
    const edge = () => box.getBoundingClientRect().left + box.clientLeft + box.clientWidth + 1;
    const lastRight = () => Math.max(...[...table.rows].map(row => row.lastElementChild.getBoundingClientRect().right));
    const fits = lastRight() <= edge();
    box.scrollLeft = box.scrollWidth;
    const reached = lastRight() <= edge();
    box.scrollLeft = 0;
    return {table: i, head: [...table.rows[0].cells].map(c => c.textContent.trim()).join(" | "),
            folded: table.closest("details") !== null, fits,
            scrolls: ["auto", "scroll"].includes(getComputedStyle(box).overflowX) && reached};
  });
}"""


def _last_columns(browser, site: Path, path: str, width: int) -> list[dict]:
    """_LAST_COLUMNS for each table of one page, opened in a window `width` pixels wide."""
    gen = _serve(site)
    origin = next(gen)
    try:
        page = browser.new_page(viewport={"width": width, "height": 900})
        page.goto(f"{origin}/{path}", wait_until="load")
        page.wait_for_function("document.querySelectorAll('article table').length === "
                               "document.querySelectorAll('article .md-typeset__scrollwrap table').length")
        found = page.evaluate(_LAST_COLUMNS)
        page.close()
        return found
    finally:
        next(gen, None)


@pytest.mark.parametrize("width", [1440, 1280, 390])
def test_every_table_of_the_changes_page_shows_its_last_column(changes_site, browser, width):
    """A user found the Changes page's wide tables hiding their last column. Each table fits or
    scrolls sideways to it, at a laptop's width and a phone's; at 1440 px the tables of changed
    rows fit outright (identifiers may wrap, cells are compact)."""
    [path] = [p.parent.relative_to(changes_site).as_posix() for p in changes_site.glob("changes/*/index.html")]
    tables = _last_columns(browser, changes_site, f"{path}/", width)
    assert len(tables) >= 5
    assert not [t for t in tables if not (t["fits"] or t["scrolls"])]
    if width == 1440:
        assert not [t for t in tables if not t["fits"] and not t["folded"]]


def _site_pages(site: Path) -> tuple[list[str], list[str]]:
    """The pages of a built site: MkDocs's pages and the compile reports' front pages (each an
    index.html), and the reports' other pages (failures, one page per compile id)."""
    html = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.html"))
    front = [p for p in html if p.endswith("index.html")]
    return front, [p for p in html if not p.endswith("index.html") and "/traces/" in p]


SETTLE_POLLS, SETTLE_POLL_MS = 250, 20  # after the load event, up to 5 s for the pending requests
_CHART_NOT_DRAWN = ("() => [...document.querySelectorAll('.vega-chart')]"
                    ".some(chart => chart.textContent.startsWith('Chart not drawn'))")


class _Visitor:
    """One tab visiting page after page; records what went wrong on which page: a script error,
    a console error, a request that failed or got a status of 400 or more, a request elsewhere."""

    def __init__(self, page, origin: str) -> None:
        self.page, self.origin, self.at, self.problems, self.pending = page, origin, "", [], set()
        page.on("pageerror", lambda error: self.note(f"script error: {error}"))
        page.on("console", lambda m: m.type == "error" and self.note(f"console error: {m.text}"))
        page.on("request", self.requested)
        page.on("requestfinished", lambda r: self.pending.discard(r))
        page.on("requestfailed", self.failed)
        page.on("response", lambda r: r.status >= 400 and self.note(f"status {r.status}: {r.url}"))

    def note(self, what: str) -> None:
        self.problems.append(f"{self.at}: {what}")

    def requested(self, request) -> None:
        self.pending.add(request)
        if request.url.split(":", 1)[0] in ("http", "https") and not request.url.startswith(self.origin + "/"):
            self.note(f"request to another host: {request.url}")

    def failed(self, request) -> None:
        self.pending.discard(request)
        # Cut short (the icon a page fetches after its load event, when the next page opens):
        # the browser leaving the page, not a request that failed.
        if request.failure != "net::ERR_ABORTED":
            self.note(f"failed: {request.url} {request.failure}")

    def visit(self, path: str) -> None:
        """Load the page and wait until no request is pending (Material's search index asks for
        one after the load event; networkidle would wait 500 ms more on every page)."""
        self.at = path
        self.page.goto(f"{self.origin}/{path}", wait_until="load")
        for _ in range(SETTLE_POLLS):
            self.page.wait_for_timeout(SETTLE_POLL_MS)
            if not self.pending:
                break
        else:
            self.note(f"still loading after 5 s: {sorted(r.url for r in self.pending)}")
        # charts.js catches what vega-embed throws and says so in the chart's place
        if self.page.evaluate(_CHART_NOT_DRAWN):
            self.note("a chart says it was not drawn")

    async def visit_async(self, path: str) -> None:
        """visit, for a page of Playwright's async API (_visit_all)."""
        self.at = path
        await self.page.goto(f"{self.origin}/{path}", wait_until="load")
        for _ in range(SETTLE_POLLS):
            await self.page.wait_for_timeout(SETTLE_POLL_MS)
            if not self.pending:
                break
        else:
            self.note(f"still loading after 5 s: {sorted(r.url for r in self.pending)}")
        if await self.page.evaluate(_CHART_NOT_DRAWN):
            self.note("a chart says it was not drawn")


TABS = 4  # pages _visit_all keeps loading at once


def _visit_all(origin: str, paths: list[str], tabs: int = TABS) -> list[str]:
    """Every path opened by a _Visitor in one of `tabs` tabs of one browser, each tab taking the next
    path as it finishes one; what went wrong, on which page. A tab mostly waits (for the server, its
    page's scripts, the next poll), so several at once load the pages in far less time than one tab
    after another, each checked as the one tab checked them. Playwright's async API, in a thread
    of its own: the module's browser is driven by the sync API, whose event loop is this thread's."""

    exe = _chromium()

    async def run() -> list[str]:
        from playwright.async_api import async_playwright

        async with async_playwright() as p:
            launched = await p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
            context = await launched.new_context()  # one cache, as one tab had
            queue = iter(paths)  # shared: each tab takes the next path

            async def tab() -> list[str]:
                visitor = _Visitor(await context.new_page(), origin)
                for path in queue:
                    await visitor.visit_async(path)
                await visitor.page.close()
                return visitor.problems

            found = await asyncio.gather(*(tab() for _ in range(tabs)))
            await launched.close()
        return [problem for problems in found for problem in problems]

    outcome: dict[str, object] = {}

    def target() -> None:
        try:
            outcome["problems"] = asyncio.run(run())
        except BaseException as exc:  # noqa: BLE001 - raised again in the test's thread
            outcome["error"] = exc

    thread = threading.Thread(target=target)
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]  # type: ignore[misc]
    return outcome["problems"]  # type: ignore[return-value]


@pytest.fixture(params=[pytest.param(name, marks=pytest.mark.xdist_group(name))  # beside the site's other tests
                        for name in ("committed_site", "changes_site")])
def each_committed_site(request) -> Path:
    """The sites of the committed bundles: 2.11's, and 2.14's with its Changes pages."""
    return request.getfixturevalue(request.param)


def test_every_page_loads_without_errors_or_requests_elsewhere(each_committed_site):
    """Every page of the sites of the committed bundles (2.11 with the H200, the H100 and a CPU;
    2.14, which adds the Changes pages): each MkDocs page, each compile report's index.html and
    every other page of the reports (failures, one page per compile id), some 1000 in all, in
    TABS tabs at once: 2.11's about 3 minutes on 2 cores, the builds aside. None may raise a
    script error or log a console error, fail a request or get a status of 400 or more, or ask
    another host for anything."""
    site = each_committed_site
    front, subpages = _site_pages(site)
    assert any("/traces/" in p for p in front) and subpages
    gen = _serve(site)
    origin = next(gen)
    try:
        problems = _visit_all(origin, front + subpages)
    finally:
        next(gen, None)
    assert not problems, "\n".join(problems[:20])


def test_a_compressed_compile_report_opens_in_the_browser_with_its_text(fixture_site, browser):
    """A compile report is stored gzip-compressed: its index, a page per compile, the provenance
    view and the text files they link each open with what tlparse wrote, inflated by the browser's
    own DecompressionStream, with no script or console error and no request to another host."""
    report = next(fixture_site.glob("devices/nvidia-h200/traces/one_line_speedup/*/index.html")).parent
    assert "Trimmed for the site" not in (report / "index.html").read_text()  # on disk: a small page
    gen = _serve(fixture_site)
    origin = next(gen)
    try:
        visitor = _Visitor(browser.new_page(), origin)
        page = visitor.page
        compressed: list[str] = []
        page.on("requestfinished", lambda r: r.url.endswith(".gz") and compressed.append(r.url))
        visitor.visit(f"{report.relative_to(fixture_site).as_posix()}/")
        assert "Trimmed for the site" in page.locator("body").inner_text()
        assert page.title() == f"Compile report: one_line_speedup {report.name}"  # tlparse's index names none
        page.locator("a[href*='name=inductor_output_code']").last.click()  # a text file, in the viewer
        page.wait_for_load_state("networkidle")
        assert "/_files/view.html?f=" in page.url and page.title().startswith("inductor_output_code")
        assert "async_compile = AsyncCompile()" in page.locator("pre").inner_text()
        page.go_back()
        page.wait_for_load_state("networkidle")
        page.locator("a[href*='compilation_metrics']").last.click()  # a page per compile, packed too
        page.wait_for_load_state("networkidle")
        assert "Compilation Info" in page.locator("body").inner_text() and "compilation_metrics" in page.url
        assert page.title() == "Compilation Metrics"  # a page tlparse titles keeps its own title
        page.locator("a[href*='view.html']").first.click()
        page.wait_for_load_state("networkidle")
        assert page.locator("pre").inner_text().strip() and "Opening the file" not in page.locator("pre").inner_text()
        page.close()
    finally:
        next(gen, None)
    assert len(compressed) >= 4 and all(url.startswith(origin) for url in compressed)
    assert not visitor.problems, "\n".join(visitor.problems[:20])


def test_a_compressed_provenance_view_draws_its_generated_code_in_the_browser(tmp_path, browser):
    """A default-profile compile report keeps tlparse's provenance view (a full-profile one is lean
    and leaves it out): stored compressed, it opens with its panels drawn, with no script or console
    error and no request to another host."""
    from generator.store import bundle as store

    bundle = store.read(FIXTURE_BUNDLES / "gpu")
    assert bundle.profile == "full"  # the fixture site's GPU bundle: its reports are lean
    bundle.header["profile"] = "default"
    for result in bundle.experiments.values():
        for point in result.points:
            result.artifacts[f"{point_slug(point['params'])}/{TRACE_ARTIFACT}"] = FIXTURE_TRACE.read_bytes()
    store.write(bundle, tmp_path / "results" / "gpu")
    site = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "generator", "--results", str(tmp_path / "results"), "build",
                           "--site", str(site)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"build failed:\n{done.stderr[-4000:]}"
    views = sorted(site.glob("devices/nvidia-h200/traces/one_line_speedup/*/provenance_tracking_-_1_0_0.html"))
    assert views
    gen = _serve(site)
    origin = next(gen)
    try:
        visitor = _Visitor(browser.new_page(), origin)
        visitor.visit(views[0].relative_to(site).as_posix())
        # tlparse's provenance view draws its panels on DOMContentLoaded: it fires on the opened page too
        assert visitor.page.locator("#generatedCode .line").count() > 10
        visitor.page.close()
    finally:
        next(gen, None)
    assert not visitor.problems, "\n".join(visitor.problems[:20])


def test_the_tabs_visiting_every_page_report_each_fault_with_its_page(tmp_path):
    """_visit_all, which every page of the committed sites goes through, on pages with one fault
    each among pages with none: each fault is named with the page it came from, whichever tab
    opened it."""
    good = "<!DOCTYPE html><html><head><link rel='icon' href='data:,'></head><body>fine</body></html>"
    faults = {"script.html": "<script>undefinedFunction()</script>",
              "console.html": "<script>console.error('bad state')</script>",
              "missing.html": "<img src='nothing-here.png'>",
              "elsewhere.html": "<img src='http://localhost:1/x.png'>",  # refused at once
              "chart.html": "<div class='vega-chart'>Chart not drawn: no data</div>"}
    for name in [f"ok{i}.html" for i in range(6)]:
        (tmp_path / name).write_text(good)
    for name, body in faults.items():
        (tmp_path / name).write_text(good.replace("fine", body))
    gen = _serve(tmp_path)
    origin = next(gen)
    try:
        problems = _visit_all(origin, sorted(p.name for p in tmp_path.glob("*.html")), tabs=3)
    finally:
        next(gen, None)
    by_page = {name: [p for p in problems if p.startswith(f"{name}: ")] for name in faults}
    assert "script error" in " ".join(by_page["script.html"])
    assert "console error: bad state" in " ".join(by_page["console.html"])
    assert "status 404" in " ".join(by_page["missing.html"])
    assert "request to another host: http://localhost:1/x.png" in " ".join(by_page["elsewhere.html"])
    assert by_page["chart.html"] == ["chart.html: a chart says it was not drawn"]
    assert not [p for p in problems if p.startswith("ok")], problems
