"""Verdict rules and grid of experiments/one_line_speedup.py, on synthetic merged rows.

Imports the experiment module, which imports torch; nothing here runs a model.
"""

from __future__ import annotations

import math

import pytest

from experiments import one_line_speedup as exp
from generator.schema import VERDICTS, Row

ARTICLE = {"model": "article", "batch": 1024}
FIXED_1 = {"model": "fixed_weights", "batch": 1}
FIXED_1024 = {"model": "fixed_weights", "batch": 1024}
UNITS = {"speedup": "x", "kernels_per_call": "count", "gpu_time_ms": "ms", "cpu_issue_ms": "ms",
         "latency_ms": "ms", "gpu_idle_ms": "ms", "cpu_issue_speedup": "x"}


def row(variant: str, metric: str, value: float | None, params: dict, status: str = "ok", **kw) -> Row:
    return Row(exp.SPEC.id, variant, dict(params), metric, value, UNITS[metric], "test", status=status, **kw)


def verdict(rows: list[Row], claim: str):
    found = {v.claim: v for v in exp.verdicts(rows)}
    assert set(found) == {"C3", "C4", "C5", "C6"}
    v = found[claim]
    assert v.verdict in VERDICTS and v.experiment == "one_line_speedup" and v.rule
    return v


# --- C3: the 1.8x speedup at the article's size ---------------------------------------------


def c3_rows(speedup: float, spread: float = 0.01) -> list[Row]:
    return [row("compiled", "speedup", speedup, ARTICLE, lo=speedup * (1 - spread), hi=speedup * (1 + spread)),
            row("eager", "latency_ms", 0.38, ARTICLE), row("compiled", "latency_ms", 0.38 / speedup, ARTICLE),
            row("compiled", "speedup", 1.2, FIXED_1024)]


@pytest.mark.parametrize("speedup, expected", [
    (1.8, "holds"), (1.46, "holds"), (2.13, "holds"),
    (1.3, "partly holds"), (2.5, "partly holds"), (1.12, "partly holds"),
    (0.9, "does not hold"), (1.08, "does not hold"),
    (1.44, "inconclusive"), (1.10, "inconclusive"), (2.16, "inconclusive"),  # intervals straddle a bound
])
def test_c3_verdict_follows_the_speedup(speedup, expected):
    v = verdict(c3_rows(speedup), "C3")
    assert v.verdict == expected
    assert f"{speedup:.3g}×" in v.measured
    assert "fixed weights: 1.2×" in v.measured


def test_c3_not_testable_without_the_article_row():
    rows = [r for r in c3_rows(1.8) if not (r.metric == "speedup" and r.params["model"] == "article")]
    assert verdict(rows, "C3").verdict == "not testable here"


def test_c3_ignores_other_batches_and_failed_rows():
    other_batch = [row("compiled", "speedup", 1.8, {"model": "article", "batch": 64})]
    failed = [row("compiled", "speedup", None, ARTICLE, status="failed", reason="OOM")]
    assert verdict(other_batch, "C3").verdict == "not testable here"
    assert verdict(failed, "C3").verdict == "not testable here"
    assert verdict(failed + c3_rows(0.9), "C3").verdict == "does not hold"


# --- C4: ~10 kernels eager, 3-4 compiled ----------------------------------------------------


def c4_rows(eager: float, compiled: float) -> list[Row]:
    return [row("eager", "kernels_per_call", eager, ARTICLE), row("compiled", "kernels_per_call", compiled, ARTICLE)]


@pytest.mark.parametrize("eager, compiled, expected", [
    (10, 4, "holds"), (8, 3, "holds"), (12, 4, "holds"),
    (9, 8, "partly holds"), (17, 4, "partly holds"), (10, 2, "partly holds"),
    (8, 8, "does not hold"), (8, 9, "does not hold"),
])
def test_c4_verdict_follows_the_kernel_counts(eager, compiled, expected):
    v = verdict(c4_rows(eager, compiled), "C4")
    assert v.verdict == expected
    assert f"eager {eager:.3g} → compiled {compiled:.3g}" in v.measured


def test_c4_not_testable_without_kernel_rows_as_on_cpu():
    cpu_rows = c3_rows(1.3) + [row("eager", "kernels_per_call", None, ARTICLE, status="skipped",
                                   reason="needs CUDA")]
    v = verdict(cpu_rows, "C4")
    assert v.verdict == "not testable here"
    assert "CUDA" in v.measured
    assert verdict(c4_rows(10, 4)[:1], "C4").verdict == "not testable here"


# --- C5: 5-10 us per launch -----------------------------------------------------------------


def c5_rows(issue_ms: float, kernels: float, spread: float = 0.0) -> list[Row]:
    lo_hi = {"lo": issue_ms * (1 - spread), "hi": issue_ms * (1 + spread)} if spread else {}
    return [row("eager", "cpu_issue_ms", issue_ms, FIXED_1, **lo_hi),
            row("eager", "kernels_per_call", kernels, FIXED_1)]


@pytest.mark.parametrize("issue_ms, kernels, per_kernel, expected", [
    (0.07, 9, "7.78", "holds"),
    (0.05, 9, "5.56", "holds"),
    (0.15, 9, "16.7", "partly holds"),
    (0.03, 9, "3.33", "partly holds"),
    (0.5, 9, "55.6", "does not hold"),
    (0.018, 9, "2", "does not hold"),
])
def test_c5_verdict_follows_the_host_issue_time_per_kernel(issue_ms, kernels, per_kernel, expected):
    v = verdict(c5_rows(issue_ms, kernels), "C5")
    assert v.verdict == expected
    assert v.measured.startswith(f"{per_kernel} µs of host time per kernel launch")


def test_c5_scales_the_means_interval_with_the_value():
    rows = [row("eager", "cpu_issue_ms", 0.063, FIXED_1, lo=0.03, hi=0.12, ci_lo=0.060, ci_hi=0.066),
            row("eager", "kernels_per_call", 9, FIXED_1)]
    v = verdict(rows, "C5")
    assert v.verdict == "holds"  # 6.67–7.33 µs per launch: inside 5–10 µs, though the process interval is not
    assert v.measured.startswith("7 µs [3.33, 13.3] of host time per kernel launch")


def test_c5_is_inconclusive_when_the_interval_straddles_10_us_and_says_what_would_settle_it():
    v = verdict(c5_rows(0.09, 9, spread=0.2), "C5")  # 10 µs ± 20%
    assert v.verdict == "inconclusive"
    assert "[8, 12]" in v.measured and "straddles 10 µs" in v.measured
    assert v.grow is None  # the value sits on the threshold: more evidence alone cannot move it off
    w = verdict(c5_rows(0.099, 9, spread=0.2), "C5")  # 11 µs: 10% from the 10 µs cut, the interval ±20%
    # the interval's half-width below the value over the value's distance to the cut, squared, in logs
    assert w.verdict == "inconclusive" and w.grow == pytest.approx((math.log(11 / 8.8) / math.log(11 / 10)) ** 2)


def test_c5_reads_host_time_not_the_time_the_gpu_waits():
    """Time per call minus GPU time (gpu_idle_ms) is not the host's time: C5 does not take it."""
    rows = [row("eager", "gpu_idle_ms", 0.07, FIXED_1), row("eager", "kernels_per_call", 9, FIXED_1)]
    assert verdict(rows, "C5").verdict == "not testable here"


def test_c5_uses_the_fixed_weights_model_at_batch_1():
    # the same numbers at another point must not be used
    wrong_point = [row("eager", "cpu_issue_ms", 0.07, ARTICLE), row("eager", "kernels_per_call", 9, ARTICLE),
                   row("eager", "cpu_issue_ms", 0.07, FIXED_1024),
                   row("eager", "kernels_per_call", 9, FIXED_1024)]
    assert verdict(wrong_point, "C5").verdict == "not testable here"
    # compiled rows at the right point are not the eager launch cost either
    compiled = [row("compiled", "cpu_issue_ms", 0.07, FIXED_1), row("compiled", "kernels_per_call", 9, FIXED_1)]
    assert verdict(compiled, "C5").verdict == "not testable here"


def test_c5_not_testable_with_zero_kernels():
    assert verdict(c5_rows(0.07, 0), "C5").verdict == "not testable here"


# --- C6: fusion saves launches and memory traffic ------------------------------------------


def c6_rows(kernels: tuple[float, float], gpu_ms: tuple[float, float], issue_ms: tuple[float, float],
            spread: float = 0.01) -> list[Row]:
    out = []
    for metric, pair in (("kernels_per_call", kernels), ("gpu_time_ms", gpu_ms), ("cpu_issue_ms", issue_ms)):
        out += [row("eager", metric, pair[0], FIXED_1024), row("compiled", metric, pair[1], FIXED_1024)]
    ratio = issue_ms[0] / issue_ms[1]  # eager / compiled from the same rounds
    return out + [row("compiled", "cpu_issue_speedup", ratio, FIXED_1024, lo=ratio * (1 - spread),
                      hi=ratio * (1 + spread))]


@pytest.mark.parametrize("kernels, gpu_ms, issue_ms, expected", [
    ((13, 5), (0.10, 0.06), (0.06, 0.02), "holds"),
    ((13, 12), (0.0923, 0.0884), (0.0625, 0.0965), "partly holds"),  # GPU time 4% lower, more host time
    ((13, 5), (0.10, 0.096), (0.06, 0.02), "partly holds"),  # GPU time only 4% lower
    ((13, 5), (0.10, 0.06), (0.06, 0.07), "partly holds"),  # more host time per call
    ((13, 13), (0.10, 0.06), (0.06, 0.02), "does not hold"),  # no fewer kernels
    ((13, 14), (0.10, 0.06), (0.06, 0.02), "does not hold"),
])
def test_c6_verdict(kernels, gpu_ms, issue_ms, expected):
    v = verdict(c6_rows(kernels, gpu_ms, issue_ms), "C6")
    assert v.verdict == expected
    assert v.measured.startswith(f"kernels {kernels[0]:.3g} → {kernels[1]:.3g}")


def test_c6_is_inconclusive_when_the_host_time_ratio_straddles_one():
    v = verdict(c6_rows((13, 5), (0.10, 0.06), (0.06, 0.059), spread=0.2), "C6")
    assert v.verdict == "inconclusive" and "host issue time, eager / compiled," in v.measured


def test_c6_is_inconclusive_when_the_gpu_times_spread_between_runs_straddles_5_percent():
    rows = c6_rows((13, 5), (0.0924, 0.0877), (0.06, 0.02))  # 5.1% less: at the threshold
    spread = 1.02  # each GPU time's interval from the spread between runs (the "profiled" kind)
    rows = [r if r.metric != "gpu_time_ms" else Row(**{**r.__dict__, "ci_lo": r.value / spread,
                                                       "ci_hi": r.value * spread, "interval": "runs"})
            for r in rows]
    v = verdict(rows, "C6")
    assert v.verdict == "inconclusive" and "GPU time eager / compiled 1.054" in v.measured
    # the same point without intervals (a run without calibration) is decided on the values
    assert verdict(c6_rows((13, 5), (0.0924, 0.0877), (0.06, 0.02)), "C6").verdict == "holds"


def test_c6_not_testable_when_any_number_is_missing():
    rows = c6_rows((13, 5), (0.10, 0.06), (0.06, 0.02))
    for dropped in range(len(rows)):
        if rows[dropped].metric != "cpu_issue_ms":  # the ratio decides; the times are shown
            assert verdict(rows[:dropped] + rows[dropped + 1:], "C6").verdict == "not testable here"


def test_all_verdicts_not_testable_on_empty_rows():
    assert [v.verdict for v in exp.verdicts([])] == ["not testable here"] * 4


# --- the grid -------------------------------------------------------------------------------


def test_full_grid_sweeps_batch_for_both_models():
    grid = exp.SPEC.grid("full")
    points = {(p["model"], p["batch"]) for p in grid}
    assert len(points) == len(grid)
    for model in ("article", "fixed_weights"):
        for batch in (1, 64, 1024, 16384):
            assert (model, batch) in points


def test_quick_grid_keeps_the_articles_size_and_a_launch_bound_size():
    points = {(p["model"], p["batch"]) for p in exp.SPEC.grid("quick")}
    assert ("article", exp.ARTICLE_BATCH) in points and exp.ARTICLE_BATCH == 1024
    # the points the verdicts read: C5 needs fixed_weights at batch 1, C6 at the article's size
    assert ("fixed_weights", 1) in points and ("fixed_weights", 1024) in points
    assert len(points) < len(exp.SPEC.grid("full"))


def test_spec_claims_and_references():
    assert exp.SPEC.claims == ("C3", "C4", "C5", "C6")
    refs = {(r.variant, r.metric): r.value for r in exp.SPEC.references}
    assert refs == {("eager", "latency_ms"): 0.38, ("compiled", "latency_ms"): 0.21, ("compiled", "speedup"): 1.8}
