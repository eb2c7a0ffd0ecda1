"""generator/render/write.py: the one step that puts a rendered release into docs/."""

from __future__ import annotations

from pathlib import Path

from generator.render import packed, write
from generator.render.model import SitePages
from generator.render.traces import Trace, TraceReport


def _parsed(folder: Path) -> Path:
    """A parsed tlparse report as the cache holds it: an index linking its raw trace copy."""
    folder.mkdir(parents=True)
    (folder / "index.html").write_text('<html><head></head><body><a href="raw.log">raw</a></body></html>')
    (folder / "raw.log").write_text("the whole trace")
    return folder


def test_the_writer_replaces_the_generated_pages_and_keeps_the_hand_written_ones(tmp_path):
    docs = tmp_path / "docs"
    for stale in ("devices/old-device/index.md", "changes/old-device.md", "index.md"):
        (docs / stale).parent.mkdir(parents=True, exist_ok=True)
        (docs / stale).write_text("# gone")
    (docs / "method.md").write_text("# Method")
    write.write(SitePages({"index.md": "# Home\n", "devices/gpu/index.md": "# GPU\n"}, []), docs)
    assert (docs / "index.md").read_text() == "# Home\n" and (docs / "devices/gpu/index.md").read_text() == "# GPU\n"
    assert not (docs / "devices/old-device").exists() and not (docs / "changes").exists()
    assert (docs / "method.md").read_text() == "# Method"


def test_the_writer_copies_each_compile_report_trimmed_and_leaves_the_cache_as_it_was(tmp_path):
    parsed = _parsed(tmp_path / "cache" / "abc-plain")
    trace = Trace(TraceReport("traces/toy/batch-8/index.html", 1, 1), parsed, "traces/toy/batch-8",
                  "results/dev-torch2.11.0/artifacts/toy/batch-8/trace.log.xz")
    docs = tmp_path / "docs"
    write.write(SitePages({}, [], {"devices/dev/traces/toy/batch-8": trace}), docs)
    copy = docs / "devices/dev/traces/toy/batch-8"
    index = packed.opened(copy / "index.html")
    assert "Trimmed for the site" in index and "results/dev-torch2.11.0/artifacts/toy/batch-8/trace.log.xz" in index
    assert "raw <em>(left out of the site; in the trace)</em>" in index and not (copy / "raw.log").exists()
    assert (parsed / "raw.log").is_file() and "Trimmed" not in (parsed / "index.html").read_text()


def test_the_writer_packs_the_reports_of_a_device_into_one_store(tmp_path):
    """Two points with the same report: the device's store holds its page once, and both points'
    pages (at their own addresses) open it."""
    parsed = _parsed(tmp_path / "cache" / "abc-plain")
    reports = {f"devices/dev/traces/toy/{slug}": Trace(TraceReport(f"traces/toy/{slug}/index.html", 1, 1), parsed,
                                                        f"traces/toy/{slug}", "results/dev-torch2.11.0")
               for slug in ("batch-1", "batch-8")}
    docs = tmp_path / "docs"
    write.write(SitePages({}, [], reports), docs)
    store = docs / "devices/dev" / packed.STORE
    assert [p.name for p in store.glob("*.html.gz")] and len(list(store.glob("*.html.gz"))) == 1
    one, other = (docs / folder / "index.html" for folder in reports)
    assert packed.opened(one) == packed.opened(other) and "Trimmed for the site" in packed.opened(one)
    # each point's small page names its point, which tlparse's untitled index leaves to it
    assert "<title>Compile report: toy batch-1</title>" in one.read_text()
    assert "<title>Compile report: toy batch-8</title>" in other.read_text()
