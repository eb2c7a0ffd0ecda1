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
    unit = {"latency_ms": "ms", "speedup": "x"}.get(metric, "")
    return Row(exp.SPEC.id, variant, {"batch": batch}, metric, value, unit, "test", status=status, **kw)


def latencies(batch: int, best_ms: float, others_ms: float = 0.05, spread: float = 0.02) -> list[Row]:
    """Every variant at others_ms (slightly apart) except the combination, at best_ms."""
    out = []
    for i, variant in enumerate(exp.VARIANTS):
        ms = best_ms if variant == BEST else others_ms * (1 + 0.1 * i)
        out.append(row(variant, "latency_ms", ms, batch, lo=ms * (1 - spread), hi=ms * (1 + spread)))
    return out


def verdict(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C18" and v.verdict in VERDICTS and v.experiment == "inference" and v.rule
    return v


LOWEST, TIED, BEATEN = 0.02, 0.0505, 0.08  # against others from 0.05 ms upwards, ±2%


@pytest.mark.parametrize("at_1, at_64, expected", [
    (LOWEST, LOWEST, "holds"),
    (LOWEST, TIED, "partly holds"),
    (TIED, TIED, "partly holds"),
    (LOWEST, BEATEN, "partly holds"),
    (TIED, BEATEN, "partly holds"),
    (BEATEN, BEATEN, "does not hold"),
])
def test_c18_follows_the_place_of_the_combination(at_1, at_64, expected):
    v = verdict(latencies(1, at_1) + latencies(64, at_64))
    assert v.verdict == expected
    place = {LOWEST: "lowest", TIED: "tied", BEATEN: "beaten"}
    assert v.measured.startswith(f"batch 1 ({place[at_1]}): ")
    assert f"; batch 64 ({place[at_64]}): " in v.measured


def test_c18_lists_variants_fastest_first_with_intervals():
    v = verdict(latencies(1, LOWEST) + latencies(64, LOWEST))
    assert v.measured.startswith(f"batch 1 (lowest): {BEST} 0.02 [0.0196, 0.0204], eager 0.05 [0.049, 0.051], ")


def test_c18_not_testable_on_the_cpu_where_cuda_graph_variants_are_skipped():
    rows = [r for r in latencies(1, LOWEST) + latencies(64, LOWEST) if not r.variant.startswith("reduce")]
    rows += [row(v, "latency_ms", None, b, status="skipped", reason=exp.NEEDS_CUDA)
             for v in ("reduce-overhead", BEST) for b in (1, 64)]
    v = verdict(rows)
    assert v.verdict == "not testable here"
    assert v.measured == f"batch 1: skipped: {exp.NEEDS_CUDA}"


def test_c18_not_testable_when_a_batch_size_failed():
    rows = latencies(1, LOWEST) + [row("", "point", None, 64, status="failed", reason="RuntimeError: boom")]
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
