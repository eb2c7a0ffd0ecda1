"""Verdict rule, grid and CPU smoke run of experiments/large_gemm.py.

The rule tests use synthetic merged rows; the smoke test runs the quick grid for real on the CPU.
"""

from __future__ import annotations

import dataclasses
import time

import pytest
import torch

from experiments import large_gemm as exp
from generator.runner import measure
from generator.schema import VERDICTS, Row, find_row
from tests.experiments.smoke import SMOKE_CTX, failures, run_quick, verdict_of

UNITS = {"speedup": "x", "tflops": "TFLOP/s", "ceiling_tflops": "TFLOP/s", "datasheet_tflops": "TFLOP/s",
         "tf32_allowed": "count", "point": ""}


def row(variant: str, metric: str, value: float | None, dtype: str, n: int, status: str = "ok", **kw) -> Row:
    return Row(exp.SPEC.id, variant, {"dtype": dtype, "n": n}, metric, value, UNITS[metric], "test",
               status=status, **kw)


def ranged(variant: str, metric: str, value: float, dtype: str, n: int, lo: float, hi: float) -> Row:
    """A merged per-process figure: its median and its range over processes."""
    return Row(exp.SPEC.id, variant, {"dtype": dtype, "n": n}, metric, value, UNITS[metric], "test", lo, hi, 3,
               interval="range")


def point(dtype: str, n: int, speedup: float, fraction: float | None, peak: float = 800.0,
          spread: float = 0.01, frac_spread: float = 0.0) -> list[Row]:
    """Merged rows of one point: speedup ± spread; eager at fraction ± frac_spread of the measured
    ceiling `peak` (the same in every process), compiled a tenth slower than eager."""
    rows = [row("compiled", "speedup", speedup, dtype, n, lo=speedup - spread, hi=speedup + spread)]
    if fraction is None:
        return rows + [row("ceiling", "ceiling_tflops", None, dtype, n, status="skipped",
                           reason="the ceiling was not measured in this process")]
    eager = fraction * peak
    return rows + [ranged("eager", "tflops", eager, dtype, n, eager - frac_spread * peak, eager + frac_spread * peak),
                   ranged("compiled", "tflops", 0.9 * eager, dtype, n, 0.9 * eager, 0.9 * eager),
                   ranged("ceiling", "ceiling_tflops", peak, dtype, n, peak, peak)]


def c8(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C8" and v.verdict in VERDICTS and v.experiment == "large_gemm" and v.rule
    return v


@pytest.mark.parametrize("bf16, fp32, expected", [
    ((1.0, 0.85), (0.99, 0.99), "holds"),
    ((1.2, 0.85), (0.99, 0.99), "partly holds"),  # compile gains in bf16
    ((0.9, 0.85), (0.99, 0.99), "partly holds"),  # compile loses in bf16
    ((1.0, 0.5), (1.0, 0.9), "partly holds"),  # eager far from the bf16 ceiling
    ((1.3, 0.5), (1.0, 0.9), "does not hold"),  # bf16 misses both: neither is true for every dtype
    ((1.3, 0.5), (1.3, 0.5), "does not hold"),
])
def test_c8_verdict(bf16, fp32, expected):
    rows = point("bf16", 8192, *bf16) + point("fp32", 8192, *fp32)
    v = c8(rows)
    assert v.verdict == expected
    assert v.measured.startswith(f"bf16 n=8192: speedup {bf16[0]:.3g}×")
    assert (f", {bf16[1] * 100:.3g}% of the ceiling 800 TFLOP/s: the highest measured at a process's start "
            "(800 TFLOP/s over processes); no point ran faster") in v.measured


def test_c8_the_bands_ends_are_inside():
    rows = point("bf16", 8192, 0.95, 0.70, spread=0.0) + point("fp32", 8192, 1.10, 0.70, spread=0.0)
    assert c8(rows).verdict == "holds"


def test_c8_eager_just_below_70_percent_of_the_ceiling_is_not_near():
    rows = point("bf16", 8192, 1.0, 0.69, spread=0.0) + point("fp32", 8192, 1.0, 0.9, spread=0.0)
    assert c8(rows).verdict == "partly holds"


def test_c8_a_share_of_the_ceiling_straddling_70_percent_is_inconclusive():
    # eager reaches 68–74% of the ceiling over the processes: near the limit or not cannot be told
    rows = point("bf16", 8192, 1.0, 0.71, frac_spread=0.03) + point("fp32", 8192, 1.0, 0.9)
    v = c8(rows)
    assert v.verdict == "inconclusive"
    assert "straddles the threshold in bf16 eager at 71% [68, 74] of the ceiling ≥ 70%" in v.measured


def test_c8_a_speedup_straddling_the_band_is_inconclusive():
    v = c8(point("bf16", 8192, 1.10, 0.85, spread=0.03) + point("fp32", 8192, 1.0, 0.9))
    assert v.verdict == "inconclusive" and "bf16 speedup 1.1× [1.07, 1.13] ≤ 1.1×" in v.measured


def test_c8_a_rate_above_every_processes_ceiling_becomes_the_ceiling():
    # the processes' ceilings range 727–810 TFLOP/s; compiled at n=4096 reached 850 in one process
    rows = [row("compiled", "speedup", 1.0, "bf16", 8192, lo=0.99, hi=1.01),
            ranged("eager", "tflops", 697.0, "bf16", 8192, 600.0, 701.0),
            ranged("ceiling", "ceiling_tflops", 738.0, "bf16", 8192, 727.0, 810.0),
            ranged("ceiling", "ceiling_tflops", 738.0, "bf16", 4096, 727.0, 810.0),
            ranged("compiled", "tflops", 702.0, "bf16", 4096, 690.0, 850.0)]
    top = exp.ceiling(rows, "bf16")
    assert top == exp.Ceiling(850.0, "compiled at n=4096", (727.0, 810.0))
    v = c8(rows)
    assert ("eager 697 TFLOP/s [600, 701], 82% [70.6, 82.5] of the ceiling 850 TFLOP/s: compiled at n=4096 in one "
            "process, above every ceiling measured at a process's start (727–810 TFLOP/s)") in v.measured
    assert v.verdict == "holds"  # 600 / 850 = 70.6%: every process at or above 70% of the highest rate
    # against the processes' own best ceiling (810) eager would be 74–87%: the ceiling moved it


def test_c8_eager_above_its_process_ceiling_reads_at_most_100_percent():
    # fp32 eager at 8192 ran at 51.3 TFLOP/s in its fastest process, the products at the processes'
    # starts at 50.2 at most: the ceiling is eager's own fastest process, and its share ends at 100%
    rows = [row("compiled", "speedup", 1.0, "fp32", 8192, lo=0.99, hi=1.01),
            ranged("eager", "tflops", 51.0, "fp32", 8192, 50.8, 51.3),
            ranged("ceiling", "ceiling_tflops", 50.2, "fp32", 8192, 50.1, 50.2)]
    v = c8(rows)
    assert "eager 51 TFLOP/s [50.8, 51.3], 99.4% [99, 100] of the ceiling 51.3 TFLOP/s: eager at n=8192" in v.measured
    assert v.verdict == "holds"


def test_ceiling_is_the_highest_measured_figure_of_its_dtype_and_none_without_a_measured_one():
    bf16 = point("bf16", 4096, 1.0, 0.9, peak=700.0) + point("bf16", 8192, 1.0, 0.8, peak=700.0)
    fp32 = [ranged("eager", "tflops", 60.0, "fp32", 8192, 55.0, 65.0)]  # another dtype: not counted
    assert exp.ceiling(bf16 + fp32, "bf16") == exp.Ceiling(700.0, "", (700.0, 700.0))
    assert exp.ceiling(fp32, "fp32") is None  # rates alone are not a ceiling: no product measured it
    skipped = point("fp32", 8192, 1.0, None)
    assert exp.ceiling(skipped, "fp32") is None


def test_c8_shows_the_datasheet_beside_the_measured_ceiling():
    rows = point("bf16", 8192, 1.0, 0.8, peak=750.0)
    sheet = row("datasheet", "datasheet_tflops", 989.0, "bf16", 8192)
    rows.append(dataclasses.replace(sheet, stat="vendor datasheet, dense BF16: NVIDIA H200"))
    v = c8(rows)
    assert ("of the ceiling 750 TFLOP/s: the highest measured at a process's start (750 TFLOP/s over processes); "
            "no point ran faster; vendor datasheet, dense BF16: 989 TFLOP/s, eager at 61% of it") in v.measured
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


def test_c8_not_testable_without_the_measured_ceiling():
    v = c8(point("bf16", 8192, 1.0, 0.85) + point("fp32", 8192, 1.0, None))
    assert v.verdict == "not testable here"
    assert "ceiling missing for fp32" in v.measured and "not measured" in v.measured


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
        # the smoke context measured no ceiling: the row says so, and no share of it is given anywhere
        ceiling = [r for r in quick.rows if r.metric == "ceiling_tflops" and r.params == at]
        assert ceiling[0].status == "skipped" and "not measured" in ceiling[0].reason
        assert not [r for r in quick.rows if r.metric == "fraction_of_peak"]
        sheet = [r for r in quick.rows if r.metric == "datasheet_tflops" and r.params == at]
        assert sheet[0].status == "skipped" and "CPU" in sheet[0].reason
        assert find_row(quick.rows, "compiled", "speedup", **at) is not None
        assert find_row(quick.rows, "compiled", "relative_error", **at).value < 1e-4
        precision = find_row(quick.rows, "eager", "tf32_allowed", **at)
        assert precision.value in (0.0, 1.0) and "get_float32_matmul_precision" in precision.stat


def test_quick_verdict_is_not_testable_without_a_peak(quick):
    v = verdict_of(quick.verdicts, "C8")
    assert v.verdict == "not testable here"
    assert v.measured.startswith("fp32 n=512: speedup ") and "ceiling missing for fp32" in v.measured


# --- the runner's ceilings (measure.device_peaks) -------------------------------------------------


def test_the_gpu_ceilings_are_square_and_non_square_products_no_point_times():
    timed = {(n, n, n) for n in exp.SPEC.params["n"]}
    for dtype, products in measure.CEILING_PRODUCTS["cuda"].items():
        assert len(products) >= 3 and not timed & set(products), dtype
        assert any(m == k == n for m, k, n in products) and any(len({m, k, n}) > 1 for m, k, n in products)
    assert exp._products("cuda", "fp32") == "6144³, 4096×16384 @ 16384×4096, 8192×4096 @ 4096×8192"


def test_a_processes_ceiling_row_names_the_products_it_is_the_best_of():
    ctx = dataclasses.replace(SMOKE_CTX, peaks={"matmul_tflops_fp32": 1.5})
    ceiling, sheet = exp._ceilings("fp32", ctx)
    assert ceiling.value == 1.5
    assert ceiling.stat == "best of the products 192³, 384³, 768³, measured at the start of this process"
    assert sheet.status == "skipped"
    (missing, _) = exp._ceilings("bf16", ctx)
    assert missing.status == "skipped" and "bf16" in missing.reason


def test_device_peaks_on_the_cpu_measure_the_copy_and_the_fp32_products():
    peaks = measure.device_peaks("cpu")
    assert set(peaks) == {"copy_gbps", "matmul_tflops_fp32"} and all(v > 0 for v in peaks.values())


class _HostEvent:
    """A stand-in for torch.cuda.Event that reads the host clock (the CPU runs calls synchronously)."""

    def __init__(self, enable_timing: bool = False):
        self.at = 0.0

    def record(self) -> None:
        self.at = time.perf_counter()

    def elapsed_time(self, end: "_HostEvent") -> float:
        return (end.at - self.at) * 1e3  # milliseconds, as CUDA's


def test_the_cuda_timing_takes_the_best_block_of_calls_by_events(monkeypatch):
    monkeypatch.setattr(torch.cuda, "Event", _HostEvent)
    monkeypatch.setattr(torch.cuda, "synchronize", lambda *a: None)
    calls = []
    slow = iter([0.02] * 3 + [0.002] * 1000)  # warm-up, probe and the first block are slower

    def fn():
        calls.append(1)
        time.sleep(next(slow))

    best = measure._best_time(fn, "cuda", repeats=4, block_s=0.02)
    assert 0.002 <= best < 0.01  # the fastest block's time per call, not the mean over blocks
    # one warm-up, one probe call, then 4 blocks of ceil(20 ms / probe) = 1 call: nothing untimed between
    assert len(calls) == 2 + 4 * 1

