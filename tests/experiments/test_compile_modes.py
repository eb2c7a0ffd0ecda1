"""Verdict rules, grid and CPU smoke run of experiments/compile_modes.py.

The rule tests use synthetic merged rows; the smoke test runs the quick grid for real on the CPU.
"""

from __future__ import annotations

import pytest

from experiments import compile_modes as exp
from generator.schema import VERDICTS, Row, find_row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"latency_ms": "ms", "speedup": "x", "compile_cold_s": "s", "compile_warm_s": "s",
         "cudagraph_skips": "count", "point": ""}


def row(variant: str, metric: str, value: float | None, mode: str, batch: int, status: str = "ok", **kw) -> Row:
    params = {"mode": mode, "batch": batch, "autotune_at": "256"}
    return Row(exp.SPEC.id, variant, params, metric, value, UNITS[metric], "test", status=status, **kw)


def latency(mode: str, batch: int, ms: float, spread: float = 0.02) -> Row:
    return row(exp.variant_of(mode), "latency_ms", ms, mode, batch, lo=ms * (1 - spread), hi=ms * (1 + spread))


def compile_time(mode: str, batch: int, seconds: float, metric: str = "compile_cold_s") -> Row:
    return row(exp.variant_of(mode), metric, seconds, mode, batch)


def verdict(rows: list[Row], claim: str):
    found = {v.claim: v for v in exp.verdicts(rows)}
    assert set(found) == {"C14", "C15"}
    v = found[claim]
    assert v.verdict in VERDICTS and v.experiment == "compile_modes" and v.rule
    return v


# --- C14: reduce-overhead gains at small batch, flattening at large batch -------------------


def c14_rows(default_ms: dict[int, float], graphs_ms: dict[int, float], spread: float = 0.02) -> list[Row]:
    out = []
    for batch in (1, 16, 4096):
        out += [latency("default", batch, default_ms[batch], spread),
                latency("reduce-overhead", batch, graphs_ms[batch], spread),
                compile_time("default", batch, 2.0), compile_time("reduce-overhead", batch, 3.0)]
    return out


DEFAULT_MS = {1: 0.10, 16: 0.10, 4096: 1.0}


@pytest.mark.parametrize("graphs_ms, expected", [
    ({1: 0.04, 16: 0.05, 4096: 0.98}, "holds"),  # 2.5× and 2× small, 1.02× large
    ({1: 0.08, 16: 0.08, 4096: 0.91}, "holds"),  # 1.25× small, 1.1× large: half the gain
    ({1: 0.04, 16: 0.095, 4096: 0.98}, "partly holds"),  # clear at batch 1 only
    ({1: 0.04, 16: 0.05, 4096: 0.5}, "partly holds"),  # clear small, no flattening at 4096
    ({1: 0.09, 16: 0.095, 4096: 1.0}, "does not hold"),  # 1.1× and 1.05×: not clear
    ({1: 0.12, 16: 0.12, 4096: 1.1}, "does not hold"),  # slower
])
def test_c14_follows_the_gain_over_default(graphs_ms, expected):
    v = verdict(c14_rows(DEFAULT_MS, graphs_ms), "C14")
    assert v.verdict == expected
    assert v.measured.startswith(f"batch 1: {0.10 / graphs_ms[1]:.3g}× [")
    assert "batch 4096:" in v.measured and "break-even" in v.measured


def test_c14_needs_the_interval_above_one_not_just_the_ratio():
    # 1.25× by the medians, but with ±15% intervals the conservative bound is below 1
    v = verdict(c14_rows(DEFAULT_MS, {1: 0.08, 16: 0.08, 4096: 0.99}, spread=0.15), "C14")
    assert v.verdict == "does not hold"


def test_c14_break_even_is_never_when_not_faster():
    v = verdict(c14_rows(DEFAULT_MS, {1: 0.04, 16: 0.05, 4096: 1.2}), "C14")
    assert "batch 4096: 0.833× [" in v.measured
    assert v.measured.endswith("break-even never (not faster than default beyond the intervals)")


def test_c14_break_even_from_extra_compile_time_and_saved_time():
    v = verdict(c14_rows(DEFAULT_MS, {1: 0.05, 16: 0.05, 4096: 0.99}), "C14")
    # 1 s more compile, 0.05 ms saved per call: 20,000 calls, 1 s of calls at 0.05 ms
    assert "batch 1: 2× [" in v.measured and "compile +1 s, break-even after 2e+04 calls (1 s of" in v.measured


def test_c14_not_testable_when_reduce_overhead_was_skipped():
    rows = [latency("default", b, 0.1) for b in (1, 16, 4096)]
    rows += [row("", "point", None, "reduce-overhead", b, status="skipped", reason="needs CUDA: no graphs")
             for b in (1, 16)]
    v = verdict(rows, "C14")
    assert v.verdict == "not testable here"
    assert "needs CUDA" in v.measured


def test_c14_notes_declined_cuda_graphs():
    rows = c14_rows(DEFAULT_MS, {1: 0.04, 16: 0.05, 4096: 0.98})
    rows.append(row("reduce-overhead", "cudagraph_skips", 1.0, "reduce-overhead", 16))
    assert "CUDA graphs declined" in verdict(rows, "C14").measured


# --- C15: max-autotune compiles much longer and pays off when run long ----------------------

B = exp.AUTOTUNE_BATCH


def c15_rows(default_s: float, tuned_s: float, default_ms: float, tuned_ms: float, spread: float = 0.02) -> list[Row]:
    return [compile_time("default", B, default_s), compile_time("max-autotune", B, tuned_s),
            latency("default", B, default_ms, spread), latency("max-autotune", B, tuned_ms, spread)]


@pytest.mark.parametrize("default_s, tuned_s, tuned_ms, expected", [
    (2.0, 45.0, 0.02, "holds"),  # 22×, 43 s paid back by 0.03 ms a call in 29 s of calls
    (2.0, 10.0, 0.02, "holds"),  # exactly 5×
    (2.0, 45.0, 0.05, "partly holds"),  # much longer, no gain: never pays back
    (2.0, 9.0, 0.02, "partly holds"),  # pays back, but only 4.5× the compile time
    (2.0, 3.0, 0.06, "does not hold"),  # neither
])
def test_c15_compile_ratio_and_payback(default_s, tuned_s, tuned_ms, expected):
    v = verdict(c15_rows(default_s, tuned_s, 0.05, tuned_ms), "C15")
    assert v.verdict == expected
    assert v.measured.startswith(f"batch {B}: compile {tuned_s:.3g} s (compile_cold_s) against default "
                                 f"{default_s:.3g} s (compile_cold_s), {tuned_s / default_s:.3g}×")


def test_c15_payback_beyond_an_hour_is_not_paying_off():
    # 0.0001 ms saved a call, clear with ±0.01% intervals: 4.3e8 calls, about 6 hours of calls
    rows = c15_rows(2.0, 45.0, 0.05, 0.0499, spread=0.0001)
    v = verdict(rows, "C15")
    assert v.verdict == "partly holds"
    assert "break-even after 4.3e+08 calls" in v.measured


def test_c15_accepts_any_cache_state_and_reports_autotuning_alone():
    rows = c15_rows(2.0, 45.0, 0.05, 0.02)
    rows[0] = compile_time("default", B, 2.0, metric="compile_warm_s")
    rows += [compile_time("max-autotune-no-cudagraphs", B, 44.0), latency("max-autotune-no-cudagraphs", B, 0.049)]
    v = verdict(rows, "C15")
    assert v.verdict == "holds"
    assert "(compile_warm_s)" in v.measured
    assert f"max-autotune-no-cudagraphs at batch {B}: 1.02× [" in v.measured


def test_c15_not_testable_without_max_autotune():
    skipped = [row("", "point", None, "max-autotune", b, status="skipped", reason="needs CUDA: no graphs")
               for b in (1, 16)]
    v = verdict(skipped + [latency("default", B, 0.05), compile_time("default", B, 2.0)], "C15")
    assert v.verdict == "not testable here"
    assert "needs CUDA" in v.measured


def test_all_verdicts_not_testable_on_empty_rows():
    assert [v.verdict for v in exp.verdicts([])] == ["not testable here"] * 2


# --- the grid -------------------------------------------------------------------------------


def _runs(profile: str, device: str) -> set[tuple[str, int]]:
    return {(p["mode"], p["batch"]) for p in exp.SPEC.grid(profile) if not exp.SPEC.skip_reason(p, device)}


def test_default_profile_autotunes_once_with_max_autotune_only():
    runs = _runs("default", "cuda")
    cheap = {(m, b) for m in ("default", "reduce-overhead") for b in exp.BATCHES}
    assert runs == cheap | {("max-autotune", exp.AUTOTUNE_BATCH)}
    skipped = [p for p in exp.SPEC.grid("default") if exp.SPEC.skip_reason(p, "cuda")]
    assert len(skipped) == 7 and all("full profile" in exp.SPEC.skip_reason(p, "cuda") for p in skipped)


def test_full_profile_runs_every_mode_at_every_batch():
    assert _runs("full", "cuda") == {(m, b) for m in exp.MODES for b in exp.BATCHES}


def test_quick_profile_runs_the_default_mode_only_on_the_cpu():
    assert _runs("quick", "cpu") == {("default", 1), ("default", 16)}
    reasons = {p["mode"]: exp.SPEC.skip_reason(p, "cpu") for p in exp.SPEC.grid("quick")}
    assert reasons["reduce-overhead"].startswith("needs CUDA") and reasons["max-autotune"].startswith("needs CUDA")
    assert reasons["max-autotune-no-cudagraphs"].startswith("not run on the CPU")


# --- CPU smoke run of the quick grid ------------------------------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick("compile_modes")


def test_quick_grid_runs_on_the_cpu(quick):
    assert failures(quick) == []
    status = {(p["params"]["mode"], p["params"]["batch"]): p["status"] for p in quick.points}
    assert {k for k, s in status.items() if s == "ok"} == {("default", 1), ("default", 16)}
    assert all(s == "skipped" for k, s in status.items() if k[0] != "default")
    assert all(p["error"] for p in quick.points if p["status"] == "skipped")


def test_quick_rows_hold_compile_time_latency_and_accuracy(quick):
    for batch in (1, 16):
        at = {"mode": "default", "batch": batch}
        for variant in ("eager", "compiled"):
            r = find_row(quick.rows, variant, "latency_ms", **at)
            assert r is not None and r.value > 0 and r.lo <= r.value <= r.hi
        assert find_row(quick.rows, "compiled", "speedup", **at) is not None
        assert exp._compile(quick.rows, "default", batch).value > 0
        assert find_row(quick.rows, "compiled", "graphs", **at).value == 1
        assert find_row(quick.rows, "compiled", "relative_error", **at).value < 1e-4


def test_quick_verdicts_are_not_testable_on_the_cpu(quick):
    for claim in ("C14", "C15"):
        v = verdict_of(quick.verdicts, claim)
        assert v.verdict == "not testable here"
        assert "needs CUDA" in v.measured
