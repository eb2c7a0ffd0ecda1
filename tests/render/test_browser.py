"""The built site in a real headless browser (Debian's chromium via Playwright), served on localhost."""

from __future__ import annotations

import functools
import os
import shutil
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
MARKS = "svg g[class*='mark-'] path, svg g[class*='mark-'] line, svg g[class*='mark-'] rect"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def browser():
    exe = shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(exe).exists():
        message = "Debian's chromium is not installed (apt-get install chromium)"
        if os.environ.get("REQUIRE_BROWSER"):
            pytest.fail(message)
        pytest.skip(message)
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
    assert "triton_poi_fused" in text and "@triton.jit" in page.content()
    assert all(url.startswith(origin) for url in requested)


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
