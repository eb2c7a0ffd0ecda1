"""Verdict rules, modes per point, same-rounds ratios and CPU smoke run of experiments/compile_modes.py.

The rule tests use synthetic merged rows; the smoke test runs the quick grid for real on the CPU.
"""

from __future__ import annotations

import dataclasses
import os

import pytest

from experiments import compile_modes as exp
from generator.schema import VERDICTS, Comparison, Row, find_row
from generator.spec import RunContext
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"speedup": "x", "vs_default_speedup": "x", "vs_reduce_overhead_speedup": "x", "latency_ms": "ms",
         "compile_cold_s": "s", "compile_reused_s": "s", "compile_cold_last_s": "s", "cudagraph_skips": "count",
         "point": ""}


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


# --- C15: minutes to compile; autotuning pays off with CUDA graphs on both sides and on neither ---

B = exp.AUTOTUNE_BATCH
NO_GRAPHS = "max-autotune-no-cudagraphs"


def c15_rows(tuned_s: float, with_graphs: float, without: float, spread: float = 0.02, *,
             own_s: float | None = None) -> list[Row]:
    """Cold compiles (max-autotune tuned_s, reduce-overhead 3 s, default 2 s) and the two same-rounds
    ratios; max-autotune-no-cudagraphs reused max-autotune's tuning unless it has its own cold compile."""
    return [row("max-autotune", "compile_cold_s", tuned_s, B), row("reduce-overhead", "compile_cold_s", 3.0, B),
            row("compiled", "compile_cold_s", 2.0, B),
            row(NO_GRAPHS, "compile_cold_s", own_s, B) if own_s else row(NO_GRAPHS, "compile_reused_s", 4.0, B),
            row("max-autotune", "vs_reduce_overhead_speedup", with_graphs, B, spread),
            row(NO_GRAPHS, "vs_default_speedup", without, B, spread)]


@pytest.mark.parametrize("tuned_s, with_graphs, without, expected", [
    (120.0, 1.5, 1.4, "holds"),  # two minutes; autotuning pays off at once with and without CUDA graphs
    (120.0, 1.0, 1.0, "partly holds"),  # minutes, no gain from autotuning in either pair
    (120.0, 1.5, 1.0, "partly holds"),  # the gain is there with CUDA graphs only
    (20.0, 1.5, 1.4, "partly holds"),  # pays off in both pairs, but compiles in seconds
    (20.0, 0.98, 1.4, "partly holds"),  # pays off without CUDA graphs only
    (20.0, 0.98, 0.97, "does not hold"),
    (60.0, 1.5, 1.4, "inconclusive"),  # a single cold compile of 60 s is ±25%: straddles a minute
])
def test_c15_minutes_and_payoff_of_autotuning_in_both_pairs(tuned_s, with_graphs, without, expected):
    v = verdict(c15_rows(tuned_s, with_graphs, without), "C15")
    assert v.verdict == expected, v.measured
    assert v.measured.startswith(f"batch {B}: cold compile, each mode from a fresh compiler state: max-autotune "
                                 f"{tuned_s:.3g} s (one sample, counted ±25%), reduce-overhead 3 s, default 2 s")
    assert "one sample each per run" in v.measured


def test_c15_says_what_each_pair_shows():
    v = verdict(c15_rows(120.0, 1.5, 1.2), "C15")
    assert "With CUDA graphs on both sides, so that only the kernels differ: max-autotune 1.5× [" in v.measured
    assert "Without CUDA graphs on either side, so that launch overhead stays in both: " \
           "max-autotune-no-cudagraphs 1.2× [" in v.measured
    assert "reduce-overhead" in v.rule and "max-autotune-no-cudagraphs against default" in v.rule


def test_c15_shows_the_default_modes_cold_compile_repeated_last_beside_its_first():
    """The order's part of a cold compile: default compiled cold again after every other mode."""
    rows = c15_rows(120.0, 1.5, 1.4) + [row("compiled", exp.AGAIN, 1.2, B)]
    v = verdict(rows, "C15")
    assert "default 2 s (default again, compiled last: 1.2 s, the order's part)" in v.measured
    assert v.verdict == verdict(c15_rows(120.0, 1.5, 1.4), "C15").verdict  # shown, it decides nothing


def test_c15_is_inconclusive_when_a_gain_straddles_its_threshold_and_decides_the_verdict():
    # seconds to compile, no gain without graphs; with graphs 1.06× ±10% straddles 1.05×: partly or not
    v = verdict(c15_rows(20.0, 1.06, 0.9, spread=0.10), "C15")
    assert v.verdict == "inconclusive"
    assert "max-autotune / reduce-overhead 1.06×" in v.measured and "≥ 1.05×" in v.measured


def test_c15_never_takes_a_reused_compile_for_a_cold_one():
    rows = [r for r in c15_rows(20.0, 0.98, 0.97) if r.metric != "compile_reused_s"]
    rows.append(row(NO_GRAPHS, "compile_reused_s", 150.0, B))  # minutes, but not a cold compile
    v = verdict(rows, "C15")
    assert v.verdict == "does not hold", v.measured
    assert "max-autotune-no-cudagraphs 150 s after max-autotune in its cache (autotuning reused: not a cold " \
           "compile)" in v.measured


def test_c15_payback_without_graphs_takes_its_own_cold_compile_where_there_is_one():
    # 1.1× without graphs: max-autotune's extra 117 s pays back in ~1,200 s of calls, an own cold
    # compile 5,000 s over default's 2 s in ~50,000 s (beyond the hour)
    reused = verdict(c15_rows(120.0, 1.5, 1.1, spread=0.001), "C15")
    assert reused.verdict == "holds", reused.measured
    assert "without CUDA graphs: extra compile (taken as max-autotune's over reduce-overhead's) +117 s" in reused.measured
    own = verdict(c15_rows(120.0, 1.5, 1.1, spread=0.001, own_s=5000.0), "C15")
    assert own.verdict == "partly holds", own.measured
    assert "without CUDA graphs: extra compile +5e+03 s" in own.measured
    assert ", max-autotune-no-cudagraphs 5e+03 s (one sample each" in own.measured


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
            cold("compiled", 2.0, between), row(NO_GRAPHS, "compile_reused_s", 4.0, B),
            row("max-autotune", "vs_reduce_overhead_speedup", 1.5, B, 0.02),
            row(NO_GRAPHS, "vs_default_speedup", 1.4, B, 0.02)]
    v = verdict(rows, "C15")
    assert v.verdict == expected, v.measured
    lo, hi = rows[0].lo, rows[0].hi  # the re-run interval of a value measured once per run: its own interval
    assert f"max-autotune {tuned_s:.3g} s ([{lo:.3g}, {hi:.3g}] from the spread between runs (re-run))" in v.measured
    assert "±25%" not in v.measured


def test_c15_payback_beyond_an_hour_is_not_paying_off():
    # 1.06× saves little per call; 597 s extra compile over 0.06 → about 10^4 s: beyond an hour
    v = verdict(c15_rows(600.0, 1.06, 1.06, spread=0.001), "C15")
    assert v.verdict == "partly holds", v.measured
    assert "break-even after" in v.measured
    assert "s of back-to-back calls" in v.measured and "or never of calls" not in v.measured, v.measured


def test_c15_not_testable_without_max_autotune():
    rows = [row("compiled", "speedup", 0.8, B, 0.02), row("compiled", "compile_cold_s", 2.0, B)]
    v = verdict(rows, "C15")
    assert v.verdict == "not testable here" and "needs CUDA" in v.measured


def test_c15_not_testable_without_the_pair_that_has_no_cuda_graphs():
    rows = [r for r in c15_rows(120.0, 1.5, 1.4) if r.variant != NO_GRAPHS]
    v = verdict(rows, "C15")
    assert v.verdict == "not testable here" and "not measured (batch=256)" in v.measured, v.measured


def test_all_verdicts_not_testable_on_empty_rows():
    assert [v.verdict for v in exp.verdicts([])] == ["not testable here"] * 2


# --- modes per point, their caches, the two passes and the same-rounds ratios --------------------


def ctx(device: str, profile: str, replicate: int = 0, timed: bool = True) -> RunContext:
    return RunContext(device=device, profile=profile, replicate=replicate, rounds=3, block_s=0.001, capture=False,
                      timed=timed)


def test_default_profile_autotunes_once_in_both_modes_max_autotune_first():
    modes = {b: exp.modes_at(b, ctx("cuda", "default")) for b in exp.BATCHES}
    assert modes.pop(exp.AUTOTUNE_BATCH) == ["default", "reduce-overhead", "max-autotune", NO_GRAPHS]
    assert all(m == ["default", "reduce-overhead"] for m in modes.values())


def test_without_cuda_graphs_max_autotune_reuses_its_cache_in_the_default_profile_only():
    default, full = ctx("cuda", "default"), ctx("cuda", "full")
    assert exp.cache_name(B, NO_GRAPHS, default) == exp.cache_name(B, "max-autotune", default) == f"batch-{B}-max-autotune"
    assert exp.cache_name(B, NO_GRAPHS, full) == f"batch-{B}-{NO_GRAPHS}"
    names = [exp.cache_name(B, m, full) for m in exp.MODES]
    assert len(set(names)) == len(names)  # every other mode compiles into a cache of its own


def test_full_profile_runs_every_mode_at_every_batch():
    assert all(sorted(exp.modes_at(b, ctx("cuda", "full"))) == sorted(exp.MODES) for b in exp.BATCHES)


def test_cpu_runs_the_default_mode_only():
    assert exp.modes_at(1, ctx("cpu", "quick")) == ["default"]


def test_only_the_first_process_compiles_cold_and_only_where_there_are_several_modes():
    modes = exp.modes_at(B, ctx("cuda", "default"))
    assert exp.cold_pass(modes, ctx("cuda", "default", replicate=0, timed=False))
    assert not exp.cold_pass(modes, ctx("cuda", "default", replicate=1))  # later processes: warm caches
    assert not exp.cold_pass(["default"], ctx("cpu", "quick"))  # one mode: the timed pass is the cold one


def test_on_the_gpu_both_passes_find_each_modes_cache_under_one_root(tmp_path):
    gpu = ctx("cuda", "default")
    with exp.cache_root(gpu) as root:  # no state directory: a temporary one, for this process
        assert os.path.isdir(root)
        with exp.cache_for(root, B, NO_GRAPHS, gpu):
            assert os.environ["TORCHINDUCTOR_CACHE_DIR"] == os.path.join(root, f"batch-{B}-max-autotune")
    assert not os.path.exists(root)
    with exp.cache_root(dataclasses.replace(gpu, state_dir=str(tmp_path))) as root:
        assert root == str(tmp_path)  # kept for the later processes


def test_same_rounds_ratios_reuse_the_eager_comparisons_rounds():
    samples = {"eager": (3.0, 3.0), "compiled": (2.0, 2.2), "reduce-overhead": (1.0, 1.1), "max-autotune": (0.5, 0.6),
               NO_GRAPHS: (1.5, 1.6)}
    latency = Comparison("latency", "eager", samples, {v: 1 for v in samples})
    pairs = {c.name: c for c in exp.same_rounds(latency)}
    assert set(pairs) == {"vs_default", "vs_reduce_overhead"}
    assert pairs["vs_default"].baseline == "compiled"
    assert set(pairs["vs_default"].samples) == {"compiled", "reduce-overhead", NO_GRAPHS}
    assert pairs["vs_reduce_overhead"].samples["max-autotune"] is samples["max-autotune"]
    assert all(c.ratios_only for c in pairs.values())


@pytest.fixture
def two_modes(monkeypatch):
    """The GPU's passes on the CPU: two modes (reduce-overhead compiles there, without CUDA graphs),
    and a record of every first call (whether it reset Dynamo) and of every release of compiled code."""
    events: list[str] = []
    first_call, release = exp.measure.first_call, exp.memory.release_compiled

    def recorded(*args, reset: bool = True, **kw):
        events.append("reset" if reset else "keep")
        return first_call(*args, reset=reset, **kw)

    def released(device: str) -> None:
        events.append("release")
        release(device)

    monkeypatch.setattr(exp, "modes_at", lambda batch, ctx: ["default", "reduce-overhead"])
    monkeypatch.setattr(exp.measure, "first_call", recorded)
    monkeypatch.setattr(exp.memory, "release_compiled", released)
    return events


def compile_rows(outcome) -> dict[str, str]:
    return {m.variant: f"{m.metric}: {m.stat}" for m in outcome.metrics if m.kind == "compile"}


def test_the_first_process_compiles_each_mode_from_a_fresh_state_then_all_again_to_time(two_modes):
    out = exp.run(ctx("cpu", "quick"), batch=4)
    # cold pass: a reset before each mode, then its code and CUDA-graph pools released; timed pass:
    # a reset before the first only (a later reset would make the earlier modes recompile)
    assert two_modes == ["reset", "reset", "release", "reset", "keep"]
    assert set(compile_rows(out)) == {"compiled", "reduce-overhead"}
    assert not any("compiled after" in s for s in compile_rows(out).values())  # the cold pass's figures
    assert {m.variant: m.value for m in out.metrics if m.metric == "graphs"} == {"compiled": 1, "reduce-overhead": 1}
    latency, *ratios = out.comparisons
    assert set(latency.samples) == {"eager", "compiled", "reduce-overhead"} and [c.name for c in ratios] == ["vs_default"]


def test_the_capture_process_stops_after_the_cold_pass(two_modes):
    out = exp.run(ctx("cpu", "quick", timed=False), batch=4)
    assert two_modes == ["reset", "reset", "release"] and out.comparisons == []
    assert set(compile_rows(out)) == {"compiled", "reduce-overhead"}


def test_later_processes_compile_in_order_once_and_say_so(two_modes):
    out = exp.run(ctx("cpu", "quick", replicate=1), batch=4)
    assert two_modes == ["reset", "keep"]
    assert "compiled after default with no Dynamo reset between" in compile_rows(out)["reduce-overhead"]
    assert "compiled after" not in compile_rows(out)["compiled"]


def test_a_mode_that_reuses_another_modes_tuning_is_not_called_cold(two_modes, monkeypatch):
    monkeypatch.setattr(exp, "shares_tuning", lambda mode, ctx: mode == "reduce-overhead")
    out = exp.run(ctx("cpu", "quick", timed=False), batch=4)
    rows = compile_rows(out)
    assert rows["reduce-overhead"].startswith("compile_reused_s: first call after max-autotune's")
    assert "not a cold compile" in rows["reduce-overhead"] and not rows["compiled"].startswith("compile_reused_s")


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
