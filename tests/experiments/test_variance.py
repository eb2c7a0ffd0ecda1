"""Verdict rule, grid, merge over processes and CPU smoke run of experiments/variance.py."""

from __future__ import annotations

import pytest

from experiments import variance as exp
from generator.runner import merge
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of


def row(batch: int, variant: str, metric: str, value: float, spread: float, n: int = 5) -> Row:
    """A merged per-process row: median value, range ±spread over n processes."""
    unit = "x" if metric == "process_speedup" else "ms"
    return Row(exp.SPEC.id, variant, {"batch": batch}, metric, value, unit, "test",
               lo=value * (1 - spread), hi=value * (1 + spread), n=n, spread="range over processes")


def case(batch: int, speedup_spread: float, eager_spread: float = 0.01, compiled_spread: float = 0.01,
         n: int = 5) -> list[Row]:
    return [row(batch, "eager", "process_median_ms", 0.2, eager_spread, n),
            row(batch, "compiled", "process_median_ms", 0.1, compiled_spread, n),
            row(batch, "compiled", "process_speedup", 2.0, speedup_spread, n)]


def c23(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C23" and v.verdict in VERDICTS and v.rule and v.experiment == "variance"
    assert "Changes page" in v.rule
    return v


@pytest.mark.parametrize("spreads", [(0.02, 0.03), (0.08, 0.01), (0.15, 0.02)])
def test_c23_is_not_testable_on_one_release_whatever_the_spread(spreads):
    v = c23(case(64, spreads[0]) + case(4096, spreads[1]))
    assert v.verdict == "not testable here"
    assert v.measured.startswith("the claim is about how far results move between two PyTorch releases")
    assert "Changes page of a device measured on two releases decides it" in v.measured


def test_c23_still_reports_the_run_to_run_spread():
    v = c23(case(64, 0.02, eager_spread=0.12) + case(4096, 0.05))
    assert f"batch 64 over 5 processes: speedup 2× [{2 * 0.98:.3g}, {2 * 1.02:.3g}] (±2.0%)" in v.measured
    assert "eager median ±12.0%, compiled median ±1.0%" in v.measured
    assert "batch 4096 over 5 processes: speedup 2× [1.9, 2.1] (±5.0%)" in v.measured
    assert "article: ±10% after an upgrade" in v.measured


def test_c23_says_why_no_spread_is_reported():
    v = c23(case(64, 0.01, n=1) + case(4096, 0.01, n=2))
    assert v.verdict == "not testable here" and "at least 3" in v.measured
    assert c23([]).verdict == "not testable here"
    failed = Row(exp.SPEC.id, "", {"batch": 64}, "point", None, "", "", status="failed", reason="RuntimeError: boom")
    v = c23([failed])
    assert v.verdict == "not testable here" and "boom" in v.measured


def test_per_process_metrics_merge_into_a_range_over_processes():
    def outcome(speedup: float) -> dict:
        return {"metrics": [{"variant": "compiled", "metric": "process_speedup", "value": speedup, "unit": "x",
                             "stat": "s", "status": "ok", "reason": ""}],
                "comparisons": [], "kernels": [], "artifacts": {}}

    replicates = [{"points": [{"params": {"batch": 64}, "status": "ok", "outcome": outcome(s)}]}
                  for s in (1.9, 2.0, 2.2)]
    rows = merge.merge(exp.SPEC, replicates)["rows"]
    (r,) = [r for r in rows if r.metric == "process_speedup"]
    assert (r.value, r.lo, r.hi, r.n) == (2.0, 1.9, 2.2, 3)


def test_spec_runs_several_fresh_processes():
    assert exp.SPEC.replicates_for("default") == 5 and exp.SPEC.replicates_for("quick") == 3
    assert [p["batch"] for p in exp.SPEC.grid("default")] == [64, 4096]


def test_cpu_smoke_run_gives_within_process_spread_and_per_process_values():
    result = run_quick("variance")
    assert failures(result) == []
    for batch in exp.SPEC.quick["batch"]:
        get = {(r.variant, r.metric): r for r in result.rows if r.params["batch"] == batch and r.status == "ok"}
        for variant in ("eager", "compiled"):
            assert get[variant, "process_median_ms"].value > 0
            assert get[variant, "within_rel_iqr"].value >= 0
        assert get["compiled", "process_speedup"].value > 0
        assert get["compiled", "within_speedup_rel_iqr"].value >= 0
        # one process: its speedup equals the comparison's ratio of medians
        assert get["compiled", "process_speedup"].value == pytest.approx(get["compiled", "speedup"].value)
    # a single process has no spread over processes to judge
    v = verdict_of(result.verdicts, "C23")
    assert v.verdict == "not testable here" and "1 process" in v.measured
