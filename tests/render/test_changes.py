"""Tests for generator/render/changes.py: the Markdown of a comparison and the site's Changes pages."""

from __future__ import annotations

import copy
import subprocess
import sys
from pathlib import Path

import pytest

from generator.cli import main
from generator.diff import compare
from generator.render import changes, load, site
from generator.store import bundle as store

ROOT = Path(__file__).resolve().parents[2]
DIFF = ROOT / "tests" / "fixtures" / "bundles" / "diff"


@pytest.fixture(scope="module")
def bundles() -> list[store.Bundle]:
    return [store.read(DIFF / name) for name in ("before", "after", "other-device")]


@pytest.fixture(scope="module")
def page(bundles) -> str:
    return changes.page(compare(bundles[0], bundles[1]))


def section(text: str, title: str) -> str:
    start = text.index(f"## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:] if end < 0 else text[start:end]


def test_regressions_come_first_and_only_there(page):
    loud = section(page, "Regressions and new failures")
    assert loud.count("**new failure**") == 3 and loud.count("**regressed**") == 2
    assert "improved" not in loud and "fixed" not in loud
    assert loud.index("**new failure**") < loud.index("**regressed**")
    assert "| alpha | eager | size=<wbr>1 | latency_<wbr>ms | 10 [9.8, 10.2] | 12 [11.8, 12.2] | 1.2× | **regressed** |" in loud


def test_other_changes_and_quiet_rows(page):
    other = section(page, "Other changes")
    for cls in ("changed", "not comparable", "removed", "added", "fixed", "improved"):
        assert f"| {cls} |" in other
    quiet = section(page, "Unchanged and within noise")
    assert quiet.count("???") == 1 and "| within noise | intervals overlap |" in quiet


def test_summary_rule_and_notes(page):
    assert page.startswith("# Changes: cpu-synthetic-2c · torch 2.13.0+cpu → cpu-synthetic-2c · torch 2.14.1+cpu")
    assert "smaller than 5%" in page and "never a regression" in page
    assert '!!! warning "Read with care"' in page and "edited: the experiment's code changed" in page
    assert "| **regressed** | 2 |" in section(page, "Summary")


def test_compile_side_verdicts_and_code(page):
    compile_side = section(page, "Compile side")
    assert "| graphs |" in compile_side and "| compile_<wbr>cold_<wbr>s |" in compile_side
    assert "call to numpy.asarray" in compile_side and "print() call" in compile_side
    verdicts = section(page, "Verdicts")
    assert "| C3 | alpha |" in verdicts and "| worse |" in verdicts
    code = section(page, "Generated code")
    assert "| alpha | size-1/<wbr>output_<wbr>code.py | changed | `triton_poi_fused_mul_N` | `triton_poi_fused_add_N` |" in code
    assert "```diff" in code and "+    tmp1 = tmp0 * tmp0" in code


def test_c23_is_decided_between_the_two_releases(page):
    claims = section(page, "Between releases")
    assert "**C23**" in claims and "verdict-inconclusive" in claims
    assert "after a PyTorch upgrade, results can shift by about ±10%" in claims  # the claim, stated
    assert "only 3 comparable rows (speedups: 1, per-call times: 2)" in claims
    assert "Rule: Between two PyTorch releases measured on one device" in claims


def test_c23_with_its_numbers_when_it_can_be_decided(bundles):
    """Speedups and per-call times that moved by about 10% beyond their process intervals: C23 holds."""
    from dataclasses import replace

    before, after = copy.deepcopy(bundles[0]), copy.deepcopy(bundles[0])
    after.header["fingerprint"].update(torch="2.14.1+cpu", release="2.14")
    latency = next(r for r in before.experiments["alpha"].rows if r.metric == "latency_ms")
    rows = [replace(latency, params={"size": i}) for i in range(10)]
    before.experiments["alpha"].rows = rows
    after.experiments["alpha"].rows = [replace(r, value=r.value * 1.1, lo=r.lo * 1.1, hi=r.hi * 1.1) for r in rows]
    claims = section(changes.page(compare(before, after)), "Between releases")
    assert "verdict-holds" in claims and "10 of 11 comparable rows (per-call times: 11)" in claims  # + edited, unmoved
    assert "moved rows: median 10.0%" in claims


def test_the_rule_names_declared_directions_and_interval_kinds(page):
    assert "what each metric declares" in page and "process interval" in page


def test_markdown_format_from_the_cli(tmp_path, capsys):
    out = tmp_path / "changes.md"
    code = main(["--results", str(DIFF), "diff", "before", "after", "--format", "markdown", "--output", str(out)])
    assert code == 0 and out.read_text().startswith("# Changes: ")
    assert "## Regressions and new failures" in out.read_text()


def test_site_pages_compare_with_the_previous_release_of_each_device(bundles):
    pages = changes.changes_pages(bundles, "2.14")
    assert set(pages) == {"changes/cpu-synthetic-2c.md", "changes/synthetic-gpu.md"}
    cpu = pages["changes/cpu-synthetic-2c.md"]
    assert cpu.startswith("# Changes on synthetic (CPU, 2 cores): PyTorch 2.13 → 2.14")
    assert "[alpha](../devices/cpu-synthetic-2c/alpha.md)" in cpu
    assert "[dropped](" not in cpu  # not on this release's site: no link
    assert "No earlier PyTorch release" in pages["changes/synthetic-gpu.md"]
    assert "No earlier PyTorch release" in changes.changes_pages(bundles, "2.13")["changes/cpu-synthetic-2c.md"]


def test_the_site_shows_the_newest_patch_of_a_release(bundles):
    patch = copy.deepcopy(bundles[1])
    patch.header["fingerprint"]["torch"] = "2.14.0+cpu"
    page = changes.changes_pages([bundles[0], patch, bundles[1]], "2.14")["changes/cpu-synthetic-2c.md"]
    assert "torch 2.14.1+cpu" in page and "torch 2.14.0+cpu" not in page


def test_the_site_puts_the_changes_pages_in_the_nav_after_claims(tmp_path, bundles):
    """Each device of the release gets its page, against the previous release loaded beside it."""
    shown = [b for b in bundles if b.release == "2.14"]
    model = load.load_site(shown, "2.14", results_dir=tmp_path, trace_cache=tmp_path, history=bundles)
    rendered = site.pages(model)
    assert rendered.nav[2] == {"Changes": [{"synthetic gpu": "changes/synthetic-gpu.md"},
                                           {"synthetic (CPU, 2 cores)": "changes/cpu-synthetic-2c.md"}]}
    assert [next(iter(entry)) for entry in rendered.nav[:2]] == ["Home", "Claims"]
    assert rendered.pages["changes/cpu-synthetic-2c.md"] == changes.changes_pages(bundles, "2.14")["changes/cpu-synthetic-2c.md"]
    assert rendered.pages["changes/cpu-synthetic-2c.md"].startswith("# Changes on")


def test_the_site_builds_strictly_with_the_changes_page(tmp_path):
    site = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "generator", "--results", str(DIFF), "build", "--release", "2.14",
                           "--site", str(site)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    html = (site / "changes" / "cpu-synthetic-2c" / "index.html").read_text()
    assert "PyTorch 2.13 → 2.14" in html and 'href="../../devices/cpu-synthetic-2c/alpha/"' in html
