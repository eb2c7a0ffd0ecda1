"""The whole pipeline for real on the CPU: measure → bundle → pages → `mkdocs build --strict`."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from generator.store import bundle as bundle_store

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow


def test_report_writes_a_complete_cpu_bundle(cpu_report):
    [path] = bundle_store.find(cpu_report.work / "results")
    bundle = bundle_store.read(path)
    assert bundle.fingerprint["device"] == "cpu" and bundle.header["profile"] == "quick"
    result = bundle.experiments["one_line_speedup"]
    assert result.status == "ok", result.error
    speedup = [r for r in result.rows if r.metric == "speedup" and r.params == {"model": "article", "batch": 1024}]
    assert len(speedup) == 1 and speedup[0].value > 0 and speedup[0].lo <= speedup[0].value <= speedup[0].hi
    # GPU-only metrics are recorded as skipped with the reason, not dropped.
    skipped = [r for r in result.rows if r.metric == "kernels_per_call"]
    assert skipped and all(r.status == "skipped" and "CUDA" in r.reason for r in skipped)
    # Inductor's generated C++ code is kept for every compiled grid point.
    codes = [name for name in result.artifacts if name.endswith("output_code.py")]
    assert len(codes) == len(result.points) and all("cpp_fused" in result.artifacts[c] for c in codes)
    verdicts = {v.claim: v.verdict for v in result.verdicts}
    assert set(verdicts) == {"C3", "C4", "C5", "C6"}
    assert verdicts["C4"] == "not testable here" and verdicts["C3"] != "not testable here"
    samples = [s for s in result.samples if s["params"] == {"model": "article", "batch": 1024}]
    assert {s["replicate"] for s in samples} == {0, 1, 2} and all(len(s["seconds"]) >= 20 for s in samples)


def test_report_builds_the_site_with_a_cpu_banner(cpu_report):
    index = cpu_report.site / "index.html"
    assert index.exists() and str(index) in cpu_report.stderr
    page = next(cpu_report.site.glob("devices/cpu-*/one_line_speedup/index.html")).read_text()
    assert "CPU numbers" in page and "vega-spec" in page


def test_unchanged_report_measures_nothing_again(cpu_report):
    [path] = bundle_store.find(cpu_report.work / "results")
    before = (path / "bundle.json").stat().st_mtime_ns
    again = subprocess.run(cpu_report.cmd, cwd=ROOT, capture_output=True, text=True, timeout=600, env=cpu_report.env)
    assert again.returncode == 0, again.stderr[-3000:]
    # nothing it reads changed: the up-to-date check answers before torch loads
    assert "Nothing changed since the last report" in again.stderr and "to measure (" not in again.stderr
    assert (path / "bundle.json").stat().st_mtime_ns == before
