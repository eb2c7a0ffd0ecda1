"""generator/render/traces.py: compile traces become tlparse reports in the site, with counts."""

from __future__ import annotations

import json
import lzma
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from generator.render import traces
from generator.schema import TRACE_ARTIFACT, ExperimentResult

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import sys, pathlib
sys.path.insert(0, {root!r})
import torch
from generator.runner import inductor

def f(x):
    x = x * 2
    print("break here")
    return torch.relu(x)

with inductor.structured_trace(pathlib.Path({out!r})):
    torch.compile(f)(torch.randn(8))
"""


@pytest.fixture(scope="module")
def trace(tmp_path_factory) -> bytes:
    """A real structured trace of a function with one graph break, compressed as the bundle keeps it."""
    out = tmp_path_factory.mktemp("trace")
    subprocess.run([sys.executable, "-c", SCRIPT.format(root=str(ROOT), out=str(out))], check=True,
                   capture_output=True, timeout=300)
    logs = sorted(out.glob("*.log"))
    assert logs, "the structured trace wrote no log"
    return lzma.compress(b"".join(p.read_bytes() for p in logs))


def publish(result: ExperimentResult, device_dir: Path, cache_dir: Path, bundle: str = "the results bundle",
            folder: str = "", lean: bool = False) -> dict[str, traces.TraceReport]:
    """As a build publishes an experiment's traces: parsed into the cache first (gather), each report
    copied beside the pages last (install); the reports by point slug."""
    found = traces.gather(result, cache_dir, bundle, folder, lean)
    for trace in found.values():
        traces.install(trace, device_dir / trace.folder)
    return {slug: trace.report for slug, trace in found.items()}


def result_with(trace: bytes) -> ExperimentResult:
    return ExperimentResult(id="toy", title="Toy", section="§3", claims=("C9",), summary="", status="ok",
                            error="", source_hash="h", replicates=1, seconds=0.0,
                            artifacts={f"batch-8/{TRACE_ARTIFACT}": trace})


def test_each_trace_becomes_a_tlparse_report_with_its_break_count(trace, tmp_path):
    reports = publish(result_with(trace), tmp_path / "device", tmp_path / "cache")
    report = reports["batch-8"]
    assert report.url == "traces/toy/batch-8/index.html"
    assert (tmp_path / "device" / report.url).is_file()
    assert report.graph_breaks == 1  # the print
    assert report.compiles >= 1


def test_gathering_parses_into_the_cache_alone_and_installing_copies_it_beside_the_pages(trace, tmp_path):
    found = traces.gather(result_with(trace), tmp_path / "cache")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cache"]  # nothing is published while gathering
    traces.install(found["batch-8"], tmp_path / "device" / found["batch-8"].folder)
    assert (tmp_path / "device" / found["batch-8"].report.url).is_file()


def test_no_published_report_page_keeps_tlparses_undefined_url_return(trace, tmp_path):
    publish(result_with(trace), tmp_path / "device", tmp_path / "cache")
    pages = list((tmp_path / "device" / "traces").rglob("*.html"))
    assert pages and not any(traces._BROKEN_RETURN in p.read_text() for p in pages)
    (tmp_path / "one").mkdir()
    page = tmp_path / "one" / "x.html"
    page.write_text(f"<script>\n  {traces._BROKEN_RETURN} // No query params\n</script>")
    assert traces.mend_scripts(tmp_path / "one") == 1 and traces._MENDED_RETURN in page.read_text()


def test_reports_are_parsed_once_and_reused_from_the_cache(trace, tmp_path, monkeypatch):
    publish(result_with(trace), tmp_path / "a", tmp_path / "cache")
    monkeypatch.setattr(traces.subprocess, "run", lambda *a, **k: pytest.fail("tlparse ran again"))
    again = publish(result_with(trace), tmp_path / "b", tmp_path / "cache")
    assert (tmp_path / "b" / again["batch-8"].url).is_file()


def test_a_damaged_trace_is_left_out_with_a_warning(tmp_path, capsys):
    reports = publish(result_with(b"not xz at all"), tmp_path / "d", tmp_path / "cache")
    assert reports == {}
    assert "its compile report is left out" in capsys.readouterr().err


def test_counts_read_tlparse_compile_directory(tmp_path):
    (tmp_path / "compile_directory.json").write_text(json.dumps({
        "[-/-]": {"artifacts": [{"name": "torch_version_0.json"}]},
        "[0/0]": {"artifacts": [{"name": "dynamo_graph_break_reason_1.txt"}]},
        "[0/0_1]": {"artifacts": [{"name": "dynamo_output_graph_2.txt"}]},
        "[1/0]": {"artifacts": [{"name": "dynamo_output_graph_9.txt"},
                                {"name": "dynamo_graph_break_reason_10.txt"}]},
    }))
    assert traces.counts(tmp_path) == (2, 2)


def test_committed_gpu_bundle_break_counts_agree_with_tlparse(tmp_path):
    """On every traced grid point of the committed GPU bundles, the graph breaks Dynamo logged
    equal the breaks tlparse finds in the same trace (the two counts the pages set side by side)."""
    from generator.schema import point_slug
    from generator.store import bundle as store

    compared = 0
    for path in store.find(ROOT / "results"):
        bundle = store.read(path)
        if not bundle.is_cuda:
            continue
        for result in bundle.experiments.values():
            reports = {slug: t.report for slug, t in traces.gather(result, tmp_path / "cache").items()}
            for point in result.points:
                report = reports.get(point_slug(point["params"]))
                logged = [r for r in result.rows if r.params == point["params"] and r.metric == "graph_breaks_logged"]
                if report is None or not logged:
                    continue
                compared += 1
                assert report.graph_breaks == logged[0].value, f"{result.id} {point['params']}"
    assert compared >= 10, "the committed GPU bundle should carry traces for its compiled points"


def test_published_reports_leave_the_raw_trace_copies_out_and_say_where_the_trace_is(trace, tmp_path):
    reports = publish(result_with(trace), tmp_path / "device", tmp_path / "cache", "results/dev-torch2.13.0")
    report = (tmp_path / "device" / reports["batch-8"].url).parent
    parsed = next(p for p in (tmp_path / "cache").iterdir() if p.is_dir())
    assert (parsed / "raw.log").is_file()  # tlparse wrote it; the site does not carry it
    for name in traces.LEFT_OUT_FILES + traces.LEFT_OUT_DIRS:
        assert not (report / name).exists(), name
    assert not [p for pattern in traces.LEFT_OUT_PATTERNS for p in report.rglob(pattern)]
    index = (report / "index.html").read_text()
    assert "results/dev-torch2.13.0/artifacts/toy/batch-8/trace.log.xz" in index
    # every link left in the report's pages points at a file that is there (as the browser
    # resolves it: a per-compile page's <base href=".."> makes its links relative to the root)
    for page in report.rglob("*.html"):
        text = page.read_text()
        base = re.search(r"""<base href=["']([^"']+)["']""", text)
        anchor = page.parent / base.group(1) if base else page.parent
        for target in re.findall(r"""<a href=["']([^"'#?]+)["']""", text):
            if not target.startswith(("http:", "https:", "/", "data:")):
                assert (anchor / target).exists(), f"{page.name} links to missing {target}"
    # generated code is text, not highlighted HTML
    assert list(report.rglob("inductor_output_code_*.txt")) and not list(report.rglob("inductor_output_code_*.html"))


def test_a_lean_report_leaves_the_intermediate_graphs_and_guards_out_and_keeps_the_code(trace, tmp_path):
    full = publish(result_with(trace), tmp_path / "full", tmp_path / "cache")
    lean = publish(result_with(trace), tmp_path / "lean", tmp_path / "cache", folder="toy-full", lean=True)
    whole, trimmed = ((tmp_path / d / r["batch-8"].url).parent for d, r in (("full", full), ("lean", lean)))
    assert lean["batch-8"].url.startswith("traces/toy-full/")
    assert [p for pattern in traces.LEAN_PATTERNS for p in whole.rglob(pattern)]  # the toy's trace has them
    assert not [p for pattern in traces.LEAN_PATTERNS for p in trimmed.rglob(pattern)]
    assert list(trimmed.rglob("inductor_output_code_*.txt"))
    index = (trimmed / "index.html").read_text()
    assert traces.LEAN_NOTE in index and traces.LEAN_NOTE not in (whole / "index.html").read_text()
    lean_files = {p.name for pattern in traces.LEAN_PATTERNS for p in whole.rglob(pattern)}
    linked = set(re.findall(r"""<a href=["'][^"']*?([^/"']+)["']""", index))
    assert not lean_files & linked  # no link left to a file the lean report left out
    assert lean_files & set(re.findall(r"""<a href=["'][^"']*?([^/"']+)["']""", (whole / "index.html").read_text()))


def test_no_published_report_page_sends_the_browser_for_the_hosts_favicon(trace, tmp_path):
    """tlparse's pages name no icon, so a browser asks the site's host for /favicon.ico: a 404."""
    publish(result_with(trace), tmp_path / "device", tmp_path / "cache")
    pages = list((tmp_path / "device" / "traces").rglob("*.html"))
    assert pages and all('<link rel="icon" href="data:,">' in p.read_text() for p in pages)


PROVENANCE_SCRIPT = """
import sys, pathlib
sys.path.insert(0, {root!r})
import torch
from generator.runner import inductor

class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(8, 8)

    def forward(self, x):
        h = torch.relu(self.lin(x))
        return torch.softmax(h * 2, dim=-1)

with inductor.structured_trace(pathlib.Path({out!r})), inductor.provenance():
    torch.compile(Net())(torch.randn(4, 8))
"""


@pytest.fixture(scope="module")
def provenance_trace(tmp_path_factory) -> bytes:
    """A real structured trace of a compile with Inductor's provenance tracking on (inductor.provenance)."""
    out = tmp_path_factory.mktemp("provenance")
    env = {**os.environ, "TORCHINDUCTOR_CACHE_DIR": str(out / "cache")}  # cold: a cache hit logs no mapping
    script = out / "net.py"  # a file, not -c: the stack traces quote source lines from it
    script.write_text(PROVENANCE_SCRIPT.format(root=str(ROOT), out=str(out / "trace")))
    subprocess.run([sys.executable, str(script)], check=True, capture_output=True, timeout=300, env=env)
    logs = sorted((out / "trace").glob("*.log"))
    assert logs, "the structured trace wrote no log"
    return lzma.compress(b"".join(p.read_bytes() for p in logs))


def test_a_provenance_trace_names_the_source_line_of_each_generated_kernel(provenance_trace, tmp_path):
    report = publish(result_with(provenance_trace), tmp_path / "device", tmp_path / "cache")["batch-8"]
    generated = {name: lines for name, lines in report.sources.items() if not name.startswith(("extern", "torch."))}
    assert generated, report.sources
    # the fused relu/mul/softmax kernel(s) point at the lines of the script's forward that made them
    lines = [line for found in generated.values() for line in found]
    assert any("torch.softmax(h * 2, dim=-1)" in line for line in lines), lines
    assert all(re.match(r"\S+:\d+  ", line) for line in lines), lines
    # tlparse's provenance view of the one compiled graph is published beside the report
    assert report.provenance and report.provenance[0][0] == "0/0"
    page = tmp_path / "device" / report.provenance[0][1]
    assert page.is_file() and "generatedCode" in page.read_text()
    assert not re.search(r"""(src|href)=["']https?://""", page.read_text())  # offline


def test_a_lean_report_keeps_the_kernels_source_lines_but_publishes_no_provenance_view(provenance_trace, tmp_path):
    whole = publish(result_with(provenance_trace), tmp_path / "whole", tmp_path / "cache")["batch-8"]
    lean = publish(result_with(provenance_trace), tmp_path / "lean", tmp_path / "cache", lean=True)["batch-8"]
    assert whole.provenance and list((tmp_path / "whole" / "traces").rglob("provenance_tracking_*.html"))
    assert lean.sources == whole.sources and lean.sources  # the kernel listing still names the lines
    assert lean.provenance == ()  # no link to a view that is not there
    assert not list((tmp_path / "lean" / "traces").rglob("provenance_tracking_*.html"))
    index = (tmp_path / "lean" / lean.url).read_text()
    assert "provenance_tracking_" not in "".join(re.findall(r"""<a href=["']([^"']+)["']""", index))


def test_a_trace_without_provenance_has_no_sources_and_no_provenance_view(trace, tmp_path):
    report = publish(result_with(trace), tmp_path / "device", tmp_path / "cache")["batch-8"]
    assert report.sources == {} and report.provenance == ()
    assert not list((tmp_path / "device" / "traces").rglob("provenance_tracking_*.html"))


def test_kernel_sources_pool_the_call_sites_of_one_kernel_name():
    header = ('V1201 12:00:00.000000 1 torch/_inductor/compile_fx.py:1] {"artifact": {"name": '
              f'"{traces.PROVENANCE_ARTIFACT}", "encoding": "json"}}, "frame_id": 0, "has_payload": "x"}}')
    stack = '  File "/v/lib/python3.11/site-packages/pkg/mod.py", line {n}, in forward\n    y = f{n}(x)\n'
    payload = json.dumps({"triton_poi_fused_0:1": [stack.format(n=3)], "triton_poi_fused_0:4": [stack.format(n=9)],
                          "triton_red_fused_1:2": [stack.format(n=3), stack.format(n=3)]})
    log = "\n".join([header, "\t" + payload, "V1201 next entry"])
    assert traces._innermost('  File "<string>", line 4, in f\n') == "<string>:4"  # no source to quote
    assert traces.kernel_sources(log) == {"triton_poi_fused_0": ("pkg/mod.py:3  y = f3(x)", "pkg/mod.py:9  y = f9(x)"),
                                          "triton_red_fused_1": ("pkg/mod.py:3  y = f3(x)",)}


def test_the_kernel_table_shows_where_each_generated_kernel_came_from():
    from generator.render import kernels

    rows = [{"variant": "compiled", "name": n, "kind": "pointwise", "calls": 1, "time_us": 2.0}
            for n in ("triton_poi_fused_0", "void at::native::gemm<float>(char*, long*)")]
    lines = ("pkg/mod.py:0  y = x if a < b else f0(x)",) + tuple(f"pkg/mod.py:{n}  y = f{n}(x)" for n in range(1, 5))
    table = kernels.kernel_table(rows, {}, {"triton_poi_fused_0": lines})
    head, _, first, second = table.strip().splitlines()[:4]
    assert head.rstrip(" |").endswith("from (source line)")
    # raw HTML code elements the stylesheet gives a readable width (code.kernel, code.src), escaped once
    assert '<code class="src">mod.py:0 y = x if a &lt; b else f0(x)</code><br>' in first
    assert '<code class="kernel">triton&#95;poi&#95;fused&#95;0</code>' in first
    assert f"+{5 - traces.MAX_SOURCES} more" in first
    # `*` and `_` would be read as emphasis in raw HTML: written as character references
    assert '<code class="kernel">void at::native::gemm&lt;float&gt;(char&#42;, long&#42;)</code>' in second
    assert second.rstrip(" |").endswith("–")  # a library kernel has no provenance of its own
    assert "from (source line)" not in kernels.kernel_table(rows, {})


def test_a_report_page_without_a_head_gets_the_empty_icon_too(tmp_path):
    page = tmp_path / "stack_traces_readable.html"
    page.write_text("<html><body><h3>triton_poi_fused_0:1</h3></body></html>")
    assert traces.mend_scripts(tmp_path) == 1
    assert page.read_text().startswith('<html><head>\n    <link rel="icon" href="data:,"></head><body>')
