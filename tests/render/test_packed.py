"""generator/render/packed.py: compile reports stored once per device, gzip-compressed, and pages
that keep their addresses and links."""

from __future__ import annotations

import gzip
import html
import re
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

from generator.render import packed

GRAPH = "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        return (x * 2,)\n"
INDEX = ('<html><head><title>tlparse</title></head><body><ul>'
         '<li><a href="-_0_0_0/dynamo_output_graph_1.txt">dynamo_output_graph_1.txt</a></li>'
         '<li><a href="-_0_0_0/compilation_metrics_2.html">metrics</a></li>'
         '<li><a href="failures_and_restarts.html#top">failures</a></li>'
         '<li><a href="https://github.com/pytorch/tlparse">tlparse</a></li></ul>'
         '<script>document.querySelectorAll(\'a[href]:not([href^="http://"])\')</script></body></html>')
# tlparse's per-compile page: its links relative to the report's root through <base href="..">
METRICS = ('<html><head><base href=".."><title>Compilation Metrics</title></head><body>'
           '<a href="-_0_0_0/dynamo_output_graph_1.txt">dynamo_output_graph_1.txt</a>'
           '<a href="index.html">back</a></body></html>')


def _report(root: Path, graph: str = GRAPH) -> Path:
    """A copied report as tlparse lays one out: an index, a page per compile, a text file."""
    (root / "-_0_0_0").mkdir(parents=True)
    (root / "index.html").write_text(INDEX)
    (root / "failures_and_restarts.html").write_text("<html><body>No failures!</body></html>")
    (root / "-_0_0_0" / "compilation_metrics_2.html").write_text(METRICS)
    (root / "-_0_0_0" / "dynamo_output_graph_1.txt").write_text(graph)
    return root


def _pack(device: Path, *reports: str, graph: str = GRAPH) -> Path:
    """Reports of one device packed as the writer packs them; the device's store."""
    store = device / packed.STORE
    for name in reports:
        packed.pack(_report(device / "traces" / "toy" / name, graph), store, device.parents[1] / packed.SCRIPT)
    return store


def _links(page: Path) -> list[str]:
    """Every href and src of what a packed page opens to, as the browser reads them."""
    return [html.unescape(link) for link in re.findall(r"""\b(?:href|src)=["']([^"']*)["']""", packed.opened(page))]


def test_a_packed_file_is_gzip_and_the_same_content_always_packs_to_the_same_bytes():
    data = GRAPH.encode() * 50
    assert packed.compress(data) == packed.compress(data)  # no time stamp: an unchanged site rebuilds alike
    assert gzip.decompress(packed.compress(data)) == data
    assert len(packed.compress(data)) < len(data) / 10


def test_an_identical_file_is_stored_once_and_every_report_links_the_one_copy(tmp_path):
    store = _pack(tmp_path / "devices" / "gpu", "batch-1", "batch-8")
    other = GRAPH.replace("x * 2", "x * 3")
    _pack(tmp_path / "devices" / "gpu", "batch-64", graph=other)
    texts = sorted(p for p in store.glob("*.txt.gz"))
    assert len(texts) == 2  # the first two reports' graphs are one file; the third's differs
    assert sorted(gzip.decompress(p.read_bytes()).decode() for p in texts) == sorted([GRAPH, other])
    reports = tmp_path / "devices" / "gpu" / "traces" / "toy"
    linked = {name: next(link for link in _links(reports / name / "index.html") if "view.html" in link)
              for name in ("batch-1", "batch-8", "batch-64")}
    assert linked["batch-1"] == linked["batch-8"] != linked["batch-64"]
    # the pages alike are stored once too: both reports' indexes open the one packed page, each
    # from a small page of its own that names its point
    one, eight = (re.search(r'data-page="([^"]+)"', (reports / name / "index.html").read_text()).group(1)
                  for name in ("batch-1", "batch-8"))
    assert one == eight
    assert "<title>Compile report: toy batch-8</title>" in (reports / "batch-8" / "index.html").read_text()
    assert not list(reports.rglob("*.txt"))  # no plain copy is left in a report


def test_each_page_keeps_its_address_and_opens_to_its_content_with_links_that_resolve(tmp_path):
    device = tmp_path / "devices" / "gpu"
    store = _pack(device, "batch-1")
    report = device / "traces" / "toy" / "batch-1"
    stub = (report / "index.html").read_text()
    assert "Failures" not in stub and 'src="../../../../../javascripts/packed.js"' in stub
    assert len(stub) < 700  # a small page: the content is in the store
    assert (store / packed.VIEWER).is_file()
    for page in report.rglob("*.html"):
        opened = packed.opened(page)
        assert "<base" not in opened  # link checkers read tlparse's <base href=".."> as a link to traces/toy/
        for link in _links(page):
            if link.startswith(("http", "data:")):
                continue
            address = urlsplit(urljoin(f"http://site/{page.relative_to(tmp_path).as_posix()}", link))
            target = tmp_path / address.path.lstrip("/")
            assert target.is_file(), f"{page.relative_to(report)}: {link}"
            if address.query:  # the viewer: the file it opens is beside it, and is the graph
                shown = parse_qs(address.query)
                assert shown["name"] == ["dynamo_output_graph_1.txt"]
                assert gzip.decompress((target.parent / shown["f"][0]).read_bytes()).decode() == GRAPH
    metrics = packed.opened(report / "-_0_0_0" / "compilation_metrics_2.html")
    assert 'href="../index.html"' in metrics and 'href="../../../_files/view.html?f=' in metrics
    assert '&amp;name=dynamo_output_graph_1.txt"' in metrics  # written as HTML wants it
    index = packed.opened(report / "index.html")
    assert 'href="failures_and_restarts.html#top"' in index and 'href="-_0_0_0/compilation_metrics_2.html"' in index


def test_links_to_other_hosts_fragments_and_script_text_are_left_as_they_are(tmp_path):
    _pack(tmp_path / "devices" / "gpu", "batch-1")
    index = packed.opened(tmp_path / "devices" / "gpu" / "traces" / "toy" / "batch-1" / "index.html")
    assert 'href="https://github.com/pytorch/tlparse"' in index
    assert """querySelectorAll('a[href]:not([href^="http://"])')""" in index


def test_a_page_that_is_not_packed_opens_as_it_is(tmp_path):
    page = tmp_path / "plain.html"
    page.write_text("<html><body>plain</body></html>")
    assert packed.opened(page) == "<html><body>plain</body></html>"


def test_a_page_s_stub_title_names_the_point_and_the_page_with_its_compile_folder_as_tlparse_names_it(tmp_path):
    report = tmp_path / "traces" / "toy" / "batch-8"
    assert packed.title(report, report / "index.html") == "Compile report: toy batch-8"
    assert packed.title(report, report / "failures_and_restarts.html") == \
        "Compile report: toy batch-8 · failures and restarts"
    assert packed.title(report, report / "-_0_0_0" / "kernel_stack_traces_30_readable.html") == \
        "Compile report: toy batch-8 · -_0_0_0/kernel stack traces 30 readable"
