"""Verdict rules, modes per point, same-rounds ratios and CPU smoke run of experiments/compile_modes.py.

The rule tests use synthetic merged rows; the smoke test runs the quick grid for real on the CPU.
"""

from __future__ import annotations

import pytest

from experiments import compile_modes as exp
from generator.schema import VERDICTS, Comparison, Row, find_row
from generator.spec import RunContext
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"speedup": "x", "vs_default_speedup": "x", "vs_reduce_overhead_speedup": "x", "latency_ms": "ms",
         "compile_cold_s": "s", "cudagraph_skips": "count", "point": ""}


def row(variant: str, metric: str, value: float | None, batch: int, spread: float = 0.0, **kw) -> Row:
    lo_hi = {"lo": value * (1 - spread), "hi": value * (1 + spread)} if spread and value else {}
    return Row(exp.SPEC.id, variant, {"batch": batch}, metric, value, UNITS[metric], "test", **lo_hi, **kw)


def verdict(rows: list[Row], claim: str):
    found = {v.claim: v for v in exp.verdicts(rows)}
    assert set(found) == {"C14", "C15"}
    v = found[claim]
    assert v.verdict in VERDICTS and v.experiment == "compile_modes" and v.rule
    return v


# --- C14: reduce-overhead against default, same rounds -------------------------------------


def c14_rows(gain: dict[int, float], spread: float = 0.02) -> list[Row]:
    return [row("reduce-overhead", "vs_default_speedup", gain[b], b, spread) for b in (1, 16, 4096)]


@pytest.mark.parametrize("gain, expected", [
    ({1: 2.5, 16: 2.0, 4096: 1.02}, "holds"),
    ({1: 1.3, 16: 1.3, 4096: 1.1}, "holds"),  # gain 0.1 at 4096 ≤ half of 0.3 (with intervals)
    ({1: 2.5, 16: 1.05, 4096: 1.02}, "partly holds"),  # clear at batch 1 only
    ({1: 2.5, 16: 2.0, 4096: 2.0}, "partly holds"),  # no flattening
    ({1: 1.1, 16: 1.05, 4096: 1.0}, "does not hold"),
    ({1: 0.8, 16: 0.9, 4096: 0.9}, "does not hold"),  # slower
])
def test_c14_decides_on_the_same_round_ratio_to_default(gain, expected):
    v = verdict(c14_rows(gain), "C14")
    assert v.verdict == expected
    assert v.measured.startswith(f"batch 1: reduce-overhead {gain[1]:.3g}× [")


def test_c14_is_inconclusive_when_an_interval_straddles_the_clear_gain():
    # 1.25× at batch 1 and 16 by the point values, but ±10% intervals reach below 1.2
    v = verdict(c14_rows({1: 1.25, 16: 1.25, 4096: 1.0}, spread=0.10), "C14")
    assert v.verdict == "inconclusive"
    assert "straddles the threshold" in v.measured and "≥ 1.2×" in v.measured


def test_c14_never_reads_ratios_between_grid_points():
    # eager-relative speedups alone (as from separate compiles) do not decide C14
    rows = [row(v, "speedup", s, b, 0.02) for b in (1, 16, 4096) for v, s in (("compiled", 0.7), ("reduce-overhead", 1.1))]
    assert verdict(rows, "C14").verdict == "not testable here"


def test_c14_notes_declined_cuda_graphs():
    rows = c14_rows({1: 2.5, 16: 2.0, 4096: 1.02}) + [row("reduce-overhead", "cudagraph_skips", 1.0, 16)]
    assert "CUDA graphs declined" in verdict(rows, "C14").measured


# --- C15: max-autotune against reduce-overhead (autotuning alone) ---------------------------

B = exp.AUTOTUNE_BATCH


def c15_rows(tuned_s: float, graphs_s: float, ratio: float, spread: float = 0.02) -> list[Row]:
    return [row("max-autotune", "compile_cold_s", tuned_s, B), row("reduce-overhead", "compile_cold_s", graphs_s, B),
            row("compiled", "compile_cold_s", 2.0, B),
            row("max-autotune", "vs_reduce_overhead_speedup", ratio, B, spread)]


@pytest.mark.parametrize("tuned_s, ratio, expected", [
    (120.0, 1.5, "holds"),  # two minutes, 1.5× over reduce-overhead: pays back at once
    (120.0, 1.0, "partly holds"),  # minutes, no gain from autotuning
    (20.0, 1.5, "partly holds"),  # pays off, but compiles in seconds
    (20.0, 0.98, "does not hold"),
    (60.0, 1.5, "inconclusive"),  # a single cold compile of 60 s is ±25%: straddles a minute
])
def test_c15_minutes_and_payoff_of_autotuning(tuned_s, ratio, expected):
    v = verdict(c15_rows(tuned_s, 3.0, ratio), "C15")
    assert v.verdict == expected, v.measured
    assert v.measured.startswith(f"batch {B}: cold compile max-autotune {tuned_s:.3g} s (one sample, counted ±25%), "
                                 "reduce-overhead 3 s")
    assert "one sample each per run" in v.measured


def cold(variant: str, seconds: float, between: float) -> Row:
    """A cold compile with the interval a between-run calibration gives it (stats.per_process, once=)."""
    from generator import stats

    est = stats.per_process([seconds], once=between)
    return row(variant, "compile_cold_s", seconds, B, lo=est.lo, hi=est.hi, n=1, interval=est.interval,
               ci_lo=est.ci_lo, ci_hi=est.ci_hi)


@pytest.mark.parametrize("tuned_s, between, expected", [
    (45.0, 0.05, "partly holds"),  # ±14% (re-run) from the spread between runs: clearly under a minute
    (45.0, 0.2, "inconclusive"),  # ±55%: the same 45 s may be a minute on another run
    (80.0, 0.05, "holds"),
])
def test_c15_decides_a_calibrated_cold_compile_on_its_interval_between_runs(tuned_s, between, expected):
    rows = [cold("max-autotune", tuned_s, between), cold("reduce-overhead", 3.0, between),
            row("max-autotune", "vs_reduce_overhead_speedup", 1.5, B, 0.02)]
    v = verdict(rows, "C15")
    assert v.verdict == expected, v.measured
    lo, hi = rows[0].lo, rows[0].hi  # the re-run interval of a value measured once per run: its own interval
    assert f"max-autotune {tuned_s:.3g} s ([{lo:.3g}, {hi:.3g}] from the spread between runs (re-run))" in v.measured
    assert "±25%" not in v.measured


def test_c15_payback_beyond_an_hour_is_not_paying_off():
    # 1.06× saves little per call; 597 s extra compile over 0.06 → about 10^4 s: beyond an hour
    v = verdict(c15_rows(600.0, 3.0, 1.06, spread=0.001), "C15")
    assert v.verdict == "partly holds", v.measured
    assert "break-even after" in v.measured
    assert "s of back-to-back calls" in v.measured and "or never of calls" not in v.measured, v.measured


def test_c15_not_testable_without_max_autotune():
    rows = [row("compiled", "speedup", 0.8, B, 0.02), row("compiled", "compile_cold_s", 2.0, B)]
    v = verdict(rows, "C15")
    assert v.verdict == "not testable here" and "needs CUDA" in v.measured


def test_all_verdicts_not_testable_on_empty_rows():
    assert [v.verdict for v in exp.verdicts([])] == ["not testable here"] * 2


# --- modes per point and the same-rounds ratios ---------------------------------------------


def ctx(device: str, profile: str) -> RunContext:
    return RunContext(device=device, profile=profile, replicate=0, rounds=3, block_s=0.001, capture=False)


def test_default_profile_autotunes_once_with_max_autotune_only():
    modes = {b: exp.modes_at(b, ctx("cuda", "default")) for b in exp.BATCHES}
    assert all(m[:2] == ["default", "reduce-overhead"] for m in modes.values())
    assert [b for b, m in modes.items() if "max-autotune" in m] == [exp.AUTOTUNE_BATCH]
    assert not any("max-autotune-no-cudagraphs" in m for m in modes.values())


def test_full_profile_runs_every_mode_at_every_batch():
    assert all(sorted(exp.modes_at(b, ctx("cuda", "full"))) == sorted(exp.MODES) for b in exp.BATCHES)


def test_cpu_runs_the_default_mode_only():
    assert exp.modes_at(1, ctx("cpu", "quick")) == ["default"]


def test_same_rounds_ratios_reuse_the_eager_comparisons_rounds():
    samples = {"eager": (3.0, 3.0), "compiled": (2.0, 2.2), "reduce-overhead": (1.0, 1.1), "max-autotune": (0.5, 0.6)}
    latency = Comparison("latency", "eager", samples, {v: 1 for v in samples})
    pairs = {c.name: c for c in exp.same_rounds(latency)}
    assert set(pairs) == {"vs_default", "vs_reduce_overhead"}
    assert pairs["vs_default"].baseline == "compiled" and set(pairs["vs_default"].samples) == {"compiled", "reduce-overhead"}
    assert pairs["vs_reduce_overhead"].samples["max-autotune"] is samples["max-autotune"]
    assert all(c.ratios_only for c in pairs.values())


# --- CPU smoke run of the quick grid ------------------------------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick("compile_modes")


def test_quick_grid_runs_on_the_cpu(quick):
    assert failures(quick) == []
    assert {p["params"]["batch"] for p in quick.points if p["status"] == "ok"} == {1, 16}


def test_quick_rows_hold_compile_time_latency_and_accuracy(quick):
    for batch in (1, 16):
        for variant in ("eager", "compiled"):
            r = find_row(quick.rows, variant, "latency_ms", batch=batch)
            assert r is not None and r.value > 0 and r.lo <= r.value <= r.hi
        assert find_row(quick.rows, "compiled", "speedup", batch=batch) is not None
        assert find_row(quick.rows, "compiled", "graphs", batch=batch).value == 1
        assert find_row(quick.rows, "compiled", "relative_error", batch=batch).value < 1e-4
        assert not [r for r in quick.rows if r.metric.startswith("vs_")]  # no second mode on the CPU


def test_quick_verdicts_are_not_testable_on_the_cpu(quick):
    for claim in ("C14", "C15"):
        v = verdict_of(quick.verdicts, claim)
        assert v.verdict == "not testable here"
        assert "needs CUDA" in v.measured
