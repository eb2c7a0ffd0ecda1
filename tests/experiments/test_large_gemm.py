"""Verdict rule, grid and CPU smoke run of experiments/large_gemm.py.

The rule tests use synthetic merged rows; the smoke test runs the quick grid for real on the CPU.
"""

from __future__ import annotations

import dataclasses

import pytest

from experiments import large_gemm as exp
from generator.schema import VERDICTS, Row, find_row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"speedup": "x", "fraction_of_peak": "ratio", "tflops": "TFLOP/s", "ceiling_tflops": "TFLOP/s",
         "datasheet_tflops": "TFLOP/s", "tf32_allowed": "count", "point": ""}


def row(variant: str, metric: str, value: float | None, dtype: str, n: int, status: str = "ok", **kw) -> Row:
    return Row(exp.SPEC.id, variant, {"dtype": dtype, "n": n}, metric, value, UNITS[metric], "test",
               status=status, **kw)


def point(dtype: str, n: int, speedup: float, fraction: float | None, peak: float = 800.0,
          spread: float = 0.01, frac_spread: float = 0.0) -> list[Row]:
    """Merged rows of one point: speedup ± spread, eager's fraction of the ceiling ± frac_spread."""
    rows = [row("compiled", "speedup", speedup, dtype, n, lo=speedup - spread, hi=speedup + spread)]
    if fraction is None:
        rows.append(row("eager", "fraction_of_peak", None, dtype, n, status="skipped",
                        reason="the ceiling was not measured in this process"))
    else:
        rows += [row("eager", "fraction_of_peak", fraction, dtype, n, lo=fraction - frac_spread,
                     hi=fraction + frac_spread),
                 row("eager", "tflops", fraction * peak, dtype, n), row("ceiling", "ceiling_tflops", peak, dtype, n)]
    return rows


def c8(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C8" and v.verdict in VERDICTS and v.experiment == "large_gemm" and v.rule
    return v


@pytest.mark.parametrize("bf16, fp32, expected", [
    ((1.0, 0.85), (0.99, 0.99), "holds"),
    ((1.2, 0.85), (0.99, 0.99), "partly holds"),  # compile gains in bf16
    ((0.9, 0.85), (0.99, 0.99), "partly holds"),  # compile loses in bf16
    ((1.0, 0.5), (1.0, 0.9), "partly holds"),  # eager far from the bf16 peak
    ((1.3, 0.5), (1.0, 0.9), "does not hold"),  # bf16 misses both: neither is true for every dtype
    ((1.3, 0.5), (1.3, 0.5), "does not hold"),
])
def test_c8_verdict(bf16, fp32, expected):
    rows = point("bf16", 8192, *bf16) + point("fp32", 8192, *fp32)
    v = c8(rows)
    assert v.verdict == expected
    assert v.measured.startswith(f"bf16 n=8192: speedup {bf16[0]:.3g}×")
    assert f", {bf16[1] * 100:.3g}% of the ceiling measured in the same process (the ceiling: 800 TFLOP/s across processes)" \
        in v.measured


def test_c8_the_bands_ends_are_inside():
    rows = point("bf16", 8192, 0.95, 0.70, spread=0.0) + point("fp32", 8192, 1.10, 0.70, spread=0.0)
    assert c8(rows).verdict == "holds"


def test_c8_a_fraction_of_peak_straddling_70_percent_is_inconclusive():
    # eager reaches 68–74% of the ceiling over the processes: near the limit or not cannot be told
    rows = point("bf16", 8192, 1.0, 0.71, frac_spread=0.03) + point("fp32", 8192, 1.0, 0.9)
    v = c8(rows)
    assert v.verdict == "inconclusive"
    assert "straddles the threshold in bf16 eager fraction of the ceiling 71% [68, 74] ≥ 70%" in v.measured


def test_c8_a_speedup_straddling_the_band_is_inconclusive():
    v = c8(point("bf16", 8192, 1.10, 0.85, spread=0.03) + point("fp32", 8192, 1.0, 0.9))
    assert v.verdict == "inconclusive" and "bf16 speedup 1.1× [1.07, 1.13] ≤ 1.1×" in v.measured


def test_c8_shows_the_datasheet_beside_the_measured_ceiling():
    rows = point("bf16", 8192, 1.0, 0.8, peak=750.0)
    sheet = row("datasheet", "datasheet_tflops", 989.0, "bf16", 8192)
    rows.append(dataclasses.replace(sheet, stat="vendor datasheet, dense BF16: NVIDIA H200"))
    v = c8(rows)
    assert "in the same process (the ceiling: 750 TFLOP/s across processes); vendor datasheet, dense BF16: 989 TFLOP/s, eager at 61% of it" \
        in v.measured
    assert v.verdict == "holds"  # decided on the measured ceiling, not the datasheet
    fp32 = point("fp32", 8192, 1.0, 0.8, peak=400.0) + [row("eager", "tf32_allowed", 1.0, "fp32", 8192),
                                                         row("datasheet", "datasheet_tflops", 494.5, "fp32", 8192)]
    assert "vendor datasheet, dense TF32: 494.5 TFLOP/s, eager at 65% of it" in c8(fp32).measured


@pytest.mark.parametrize("name, dtype, tf32, expected", [
    ("NVIDIA H200", "bf16", True, 989.0), ("NVIDIA H200", "fp32", True, 494.5), ("NVIDIA H200", "fp32", False, 67.0),
    ("NVIDIA H100 80GB HBM3", "bf16", True, 989.0), ("NVIDIA A100-SXM4-80GB", "fp32", True, 156.0),
    ("NVIDIA A100-SXM4-40GB", "fp32", False, 19.5),
])
def test_datasheet_figures_of_known_gpus(name, dtype, tf32, expected):
    m = exp.datasheet(name, dtype, tf32)
    assert m.value == expected and m.status == "ok" and m.stat.startswith("vendor datasheet, dense")
    assert name in m.stat


def test_datasheet_of_an_unknown_gpu_is_skipped_with_why():
    m = exp.datasheet("NVIDIA H100 PCIe", "bf16", True)  # a different part: not the SXM figures
    assert m.value is None and m.status == "skipped" and "no datasheet figure" in m.reason


def test_c8_judges_the_largest_size_of_each_dtype():
    small_loses = point("bf16", 1024, 0.5, 0.2) + point("fp32", 1024, 0.6, 0.3)
    assert c8(small_loses + point("bf16", 8192, 1.0, 0.85) + point("fp32", 8192, 1.0, 0.99)).verdict == "holds"
    # the largest size failed: the largest measured one is judged
    failed = [row("", "point", None, "bf16", 8192, status="failed", reason="OutOfMemoryError")]
    assert c8(failed + point("bf16", 4096, 1.0, 0.8)).verdict == "holds"


def test_c8_one_dtype_alone_is_judged():
    assert c8(point("fp32", 512, 1.0, 0.9)).verdict == "holds"


def test_c8_not_testable_without_the_measured_peak():
    v = c8(point("bf16", 8192, 1.0, 0.85) + point("fp32", 8192, 1.0, None))
    assert v.verdict == "not testable here"
    assert "peak missing for fp32" in v.measured and "not measured" in v.measured


def test_c8_not_testable_without_rows():
    assert c8([]).verdict == "not testable here"
    skipped = [row("", "point", None, "bf16", 8192, status="skipped", reason="needs CUDA")]
    v = c8(skipped)
    assert v.verdict == "not testable here" and "needs CUDA" in v.measured


# --- grid -------------------------------------------------------------------------------------


def test_default_grid_reaches_8192_in_both_dtypes_and_runs_all_of_it_on_the_gpu():
    grid = exp.SPEC.grid("default")
    assert {(p["dtype"], p["n"]) for p in grid} == {(d, n) for d in ("bf16", "fp32") for n in (1024, 2048, 4096, 8192)}
    assert not any(exp.SPEC.skip_reason(p, "cuda") for p in grid)


def test_cpu_skips_bf16_and_large_sizes_with_a_reason():
    assert exp.SPEC.skip_reason({"dtype": "bf16", "n": 256}, "cpu")
    assert "GPU only" in exp.SPEC.skip_reason({"dtype": "fp32", "n": 8192}, "cpu")
    assert exp.SPEC.skip_reason({"dtype": "fp32", "n": 512}, "cpu") is None
    assert {(p["dtype"], p["n"]) for p in exp.SPEC.grid("quick")} == {("fp32", 256), ("fp32", 512)}


# --- CPU smoke run of the quick grid ------------------------------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick("large_gemm")


def test_quick_grid_runs_on_the_cpu(quick):
    assert failures(quick) == []
    assert [p["status"] for p in quick.points] == ["ok", "ok"]


def test_quick_rows(quick):
    for n in (256, 512):
        at = {"dtype": "fp32", "n": n}
        latency = {v: find_row(quick.rows, v, "latency_ms", **at) for v in ("eager", "compiled")}
        for variant, lat in latency.items():
            tflops = find_row(quick.rows, variant, "tflops", **at)
            # TFLOP/s is 2n³ over the median latency of the same samples
            assert tflops.value == pytest.approx(2 * n**3 / (lat.value * 1e-3) / 1e12, rel=1e-9)
            frac = [r for r in quick.rows if r.variant == variant and r.metric == "fraction_of_peak" and r.params == at]
            assert frac[0].status == "skipped" and "not measured" in frac[0].reason
        sheet = [r for r in quick.rows if r.metric == "datasheet_tflops" and r.params == at]
        assert sheet[0].status == "skipped" and "CPU" in sheet[0].reason
        assert find_row(quick.rows, "compiled", "speedup", **at) is not None
        assert find_row(quick.rows, "compiled", "relative_error", **at).value < 1e-4
        precision = find_row(quick.rows, "eager", "tf32_allowed", **at)
        assert precision.value in (0.0, 1.0) and "get_float32_matmul_precision" in precision.stat


def test_quick_verdict_is_not_testable_without_a_peak(quick):
    v = verdict_of(quick.verdicts, "C8")
    assert v.verdict == "not testable here"
    assert v.measured.startswith("fp32 n=512: speedup ")
