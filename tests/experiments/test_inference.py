"""Verdict rule, grid and CPU smoke run of experiments/inference.py.

The rule tests use synthetic merged rows; the smoke test runs the quick grid for real on the CPU.
"""

from __future__ import annotations

import pytest

from experiments import inference as exp
from generator.schema import VERDICTS, Row, find_row
from tests.experiments.smoke import failures, run_quick, verdict_of

BEST = "reduce-overhead+inference_mode"


def row(variant: str, metric: str, value: float | None, batch: int, status: str = "ok", **kw) -> Row:
    unit = "ms" if metric.endswith("_ms") else "x" if metric.endswith("speedup") else ""
    return Row(exp.SPEC.id, variant, {"batch": batch}, metric, value, unit, "test", status=status, **kw)


def same_rounds(batch: int, ratio: float, spread: float = 0.02, metric: str = "call_vs_best_speedup") -> list[Row]:
    """Every other variant with the combination's latency over its own = ratio (same rounds), ±spread."""
    return [row(v, metric, ratio, batch, lo=ratio * (1 - spread), hi=ratio * (1 + spread))
            for v in exp.VARIANTS if v != BEST]


def verdict(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C18" and v.verdict in VERDICTS and v.experiment == "inference" and v.rule
    return v


LOWEST, TIED, BEATEN = 0.5, 1.0, 1.5  # the combination's time over the others'


@pytest.mark.parametrize("at_1, at_64, expected", [
    (LOWEST, LOWEST, "holds"),
    (LOWEST, TIED, "partly holds"),
    (TIED, TIED, "partly holds"),
    (LOWEST, BEATEN, "partly holds"),
    (BEATEN, BEATEN, "does not hold"),
])
def test_c18_follows_the_place_of_the_combination(at_1, at_64, expected):
    v = verdict(same_rounds(1, at_1) + same_rounds(64, at_64))
    assert v.verdict == expected
    assert v.measured.startswith("batch 1: latency of one call, against eager ")
    assert f"{BEST} over each other: eager {at_1:.3g}× [" in v.measured


def test_c18_is_inconclusive_when_a_ratio_straddles_the_margin():
    rows = same_rounds(1, LOWEST) + same_rounds(64, LOWEST)
    rows[0] = row("eager", "call_vs_best_speedup", 0.95, 1, lo=0.90, hi=1.0)  # straddles 1/1.05
    v = verdict(rows)
    assert v.verdict == "inconclusive" and "straddles the threshold" in v.measured


def test_c18_decides_on_same_round_ratios_not_on_latencies():
    # latency rows alone (each with its own interval) do not decide C18
    rows = [row(v, "call_ms", 0.05, b, lo=0.04, hi=0.06) for v in exp.VARIANTS for b in (1, 64)]
    assert verdict(rows).verdict == "not testable here"


def test_c18_is_about_latency_not_time_per_call_back_to_back():
    """Back to back the combination wins, call by call it does not: C18 reads the calls on their own."""
    rows = (same_rounds(1, LOWEST, metric="vs_best_speedup") + same_rounds(64, LOWEST, metric="vs_best_speedup")
            + same_rounds(1, BEATEN) + same_rounds(64, BEATEN))
    assert verdict(rows).verdict == "does not hold"
    assert verdict(same_rounds(1, LOWEST, metric="vs_best_speedup")
                   + same_rounds(64, LOWEST, metric="vs_best_speedup")).verdict == "not testable here"


def test_c18_not_testable_on_the_cpu_where_cuda_graph_variants_are_skipped():
    rows = [r for r in same_rounds(1, LOWEST) + same_rounds(64, LOWEST) if not r.variant.startswith("reduce")]
    rows += [row(v, "latency_ms", None, b, status="skipped", reason=exp.NEEDS_CUDA)
             for v in ("reduce-overhead", BEST) for b in (1, 64)]
    v = verdict(rows)
    assert v.verdict == "not testable here"
    assert v.measured == f"batch 1: skipped: {exp.NEEDS_CUDA}"


def test_c18_not_testable_when_a_batch_size_failed():
    rows = same_rounds(1, LOWEST) + [row("", "point", None, 64, status="failed", reason="RuntimeError: boom")]
    v = verdict(rows)
    assert v.verdict == "not testable here" and "failed: RuntimeError: boom" in v.measured
    assert verdict([]).verdict == "not testable here"


def test_grid_and_variants():
    assert [p["batch"] for p in exp.SPEC.grid("default")] == [1, 64]
    assert exp.VARIANTS == ("eager", "eager+inference_mode", "compiled", "compiled+inference_mode",
                            "reduce-overhead", BEST)
    assert exp.SPEC.skip is None  # CUDA-graph variants are skipped inside a point, as metric rows


# --- CPU smoke run of the quick grid ------------------------------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick("inference")


def test_quick_grid_runs_on_the_cpu(quick):
    assert failures(quick) == []
    assert [p["status"] for p in quick.points] == ["ok"]


def test_quick_rows_time_four_variants_and_skip_the_cuda_graph_ones(quick):
    for variant in ("eager", "eager+inference_mode", "compiled", "compiled+inference_mode"):
        r = find_row(quick.rows, variant, "latency_ms", batch=1)
        assert r is not None and r.value > 0 and r.lo <= r.value <= r.hi
    for variant in ("compiled", "compiled+inference_mode"):
        # each compiled variant compiled its own graph on its first call, and matches eager
        assert find_row(quick.rows, variant, "graphs", batch=1).value == 1
        assert find_row(quick.rows, variant, "relative_error", batch=1).value < 1e-4
    for variant in ("reduce-overhead", BEST):
        for metric in ("latency_ms", "speedup"):
            skipped = [r for r in quick.rows if r.variant == variant and r.metric == metric]
            assert len(skipped) == 1 and skipped[0].status == "skipped" and "needs CUDA" in skipped[0].reason
    assert "compiled+inference_mode" in quick.artifacts["batch-1/output_code.py"]


def test_quick_verdict_is_not_testable_on_the_cpu(quick):
    v = verdict_of(quick.verdicts, "C18")
    assert v.verdict == "not testable here" and "needs CUDA" in v.measured
