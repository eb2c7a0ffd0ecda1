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
    assert "diff page" in v.rule
    return v


@pytest.mark.parametrize("spreads, expected", [
    ((0.02, 0.03), "holds"),
    ((0.049, 0.01), "holds"),
    ((0.02, 0.08), "partly holds"),
    ((0.099, 0.02), "partly holds"),
    ((0.15, 0.02), "does not hold"),
])
def test_c23_verdict_follows_the_worst_spread_over_processes(spreads, expected):
    v = c23(case(64, spreads[0]) + case(4096, spreads[1]))
    assert v.verdict == expected
    assert f"batch 64 over 5 processes: speedup 2× [{2 * (1 - spreads[0]):.3g}, {2 * (1 + spreads[0]):.3g}]" in v.measured
    assert "release-to-release change is on the diff page" in v.measured


def test_c23_counts_latency_medians_as_well_as_the_speedup():
    assert c23(case(64, 0.01, eager_spread=0.12)).verdict == "does not hold"
    assert c23(case(64, 0.01, compiled_spread=0.07)).verdict == "partly holds"


def test_c23_not_testable_with_too_few_processes_or_no_rows():
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
