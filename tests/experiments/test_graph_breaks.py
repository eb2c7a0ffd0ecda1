"""experiments/graph_breaks.py: verdict rules on synthetic rows, and its quick grid on the CPU."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from experiments import graph_breaks as exp
from experiments.models import breaks
from generator.runner import worker
from generator.runner.discovery import load
from generator.runner.schedule import finish_experiment
from generator.schema import VERDICTS, Metric, Row
from tests.experiments.smoke import SMOKE_CTX, SMOKE_FP, failures, run_quick, verdict_of

CAUSES = exp.CAUSES


def row(variant: str, metric: str, value: float | None, cause: str, rows: int = 16384, status: str = "ok",
        reason: str = "", lo: float | None = None, hi: float | None = None) -> Row:
    unit = "x" if metric.endswith("speedup") else "ms" if metric.endswith("_ms") else "count"
    return Row(exp.SPEC.id, variant, {"cause": cause, "rows": rows}, metric, value, unit, "test",
               lo=lo, hi=hi, status=status, reason=reason)


CPU_SKIP = "kernel counts and GPU time come from the CUDA profiler; this run is on the CPU"


def kernel_rows(cause: str, kernels: tuple[float, float, float] | None) -> list[Row]:
    """Kernels per call and GPU time of eager, the breaking model and its like-for-like rewrite;
    None: skipped, as kernel_profile leaves them on the CPU."""
    variants = ("eager", "compiled", exp._like(cause))
    if kernels is None:
        return [row(v, m, None, cause, status="skipped", reason=CPU_SKIP)
                for v in variants for m in ("kernels_per_call", "gpu_time_ms")]
    return [r for v, k in zip(variants, kernels)
            for r in (row(v, "kernels_per_call", k, cause), row(v, "gpu_time_ms", 0.01 * k, cause))]


def cause_rows(cause: str, *, breaks: float = 1, counted: float = 1, same_count: float = 1, same_reasons: float = 1,
               raises: float = 1, gain: tuple[float, float, float] = (1.5, 1.2, 1.8),
               sync: tuple[float, float, float] = (1.3, 1.2, 1.4),
               kernels: tuple[float, float, float] | None = (7, 4, 3)) -> list[Row]:
    """A cause's merged rows. gain: the break's own cost, breaking over the like-for-like rewrite
    (rewrite_sync where the cause syncs); sync: rewrite_sync over rewrite; kernels: eager,
    breaking, like-for-like rewrite (None: not profiled)."""
    out = [row("explain", "graph_breaks", breaks, cause), row("explain", "graphs", breaks + 1, cause),
           row("compiled", "breaks_counted", counted, cause),
           row("explain", "count_matches_counters", same_count, cause),
           row("explain", "reasons_match_counters", same_reasons, cause),
           row("fullgraph", "fullgraph_raises", raises, cause),
           row("article_form", "explain_raises", 1, cause),
           row("article_form", "explain_error", None, cause, status="failed",
               reason="TypeError: forward() takes 2 positional arguments but 3 were given"),
           row("compiled", "latency_ms", 0.2, cause), row("rewrite", "latency_ms", 0.2 / gain[0], cause),
           row(exp._like(cause), "break_free_speedup", gain[0], cause, lo=gain[1], hi=gain[2])]
    if cause in exp.SYNCING:  # the break and the sync together, and the sync alone
        out += [row("rewrite", "break_free_speedup", gain[0] * sync[0], cause, lo=gain[1] * sync[1],
                    hi=gain[2] * sync[2]),
                row("rewrite", "sync_free_speedup", sync[0], cause, lo=sync[1], hi=sync[2])]
    if raises:
        out.append(row("fullgraph", "fullgraph_error", None, cause, status="failed", reason=f"Unsupported: {cause}"))
    return out + kernel_rows(cause, kernels)


def all_rows(**per_cause: dict) -> list[Row]:
    return [r for c in CAUSES for r in cause_rows(c, **per_cause.get(c, {}))]


def verdict(rows: list[Row], claim: str):
    found = {v.claim: v for v in exp.verdicts(rows)}
    assert set(found) == {"C10", "C11", "C12", "C13"}
    v = found[claim]
    assert v.verdict in VERDICTS and v.experiment == exp.SPEC.id and v.rule
    return v


# --- C10: every listed cause breaks; dict operations by their share ---------------------------


def dict_alternatives(breaking: int) -> list[Row]:
    """explain rows of the eight other dict operations, the first `breaking` of them breaking."""
    return [row(f"alt_{name}", "graph_breaks", 1 if i < breaking else 0, "dict")
            for i, name in enumerate(exp.ALTERNATIVES["dict"])]


@pytest.mark.parametrize("per_cause, alternatives_breaking, expected", [
    ({}, 8, "holds"),
    ({}, 4, "holds"),  # 5 of 9 dict operations break: most
    ({}, 3, "partly holds"),  # 4 of 9: few
    ({"dict": {"breaks": 0}}, 8, "holds"),  # 8 of 9 break though sorted(d.items()) does not
    ({"dict": {"breaks": 0}}, 0, "partly holds"),
    ({"print": {"breaks": 0}}, 8, "partly holds"),
    ({c: {"breaks": 0} for c in CAUSES if c != "dict"}, 1, "partly holds"),  # only dict operations break
    ({c: {"breaks": 0} for c in CAUSES}, 0, "does not hold"),
])
def test_c10_verdict(per_cause, alternatives_breaking, expected):
    assert verdict(all_rows(**per_cause) + dict_alternatives(alternatives_breaking), "C10").verdict == expected


def test_c10_counts_the_dict_cause_by_the_share_of_tested_operations_that_break():
    # as measured on the H200 (torch 2.11): sorted(d.items()), copy.copy and a user-class key break
    rows = all_rows() + [row(f"alt_{n}", "graph_breaks", 1 if n in ("copy_copy", "user_class_key") else 0, "dict")
                         for n in exp.ALTERNATIVES["dict"]]
    v = verdict(rows, "C10")
    assert v.verdict == "partly holds"
    assert "dict operations: 3 of 9 tested break (sorted_items, copy_copy, user_class_key); 6 trace without a " \
           "break (setdefault_update, pop_popitem, comprehension, ordereddict_move_to_end, defaultdict, tensor_key)" \
        in v.measured
    assert "more than half of the tested dict operations break" in v.rule


def test_c10_reports_failed_alternatives_and_missing_causes():
    rows = [r for r in all_rows() if r.params["cause"] != "library"]
    rows += [row("alt_copy_copy", "graph_breaks", 2, "dict"), row("alt_tensor_key", "graph_breaks", 0, "dict"),
             row("alt_defaultdict", "graph_breaks", None, "dict", status="failed", reason="TorchRuntimeError: x"),
             Row(exp.SPEC.id, "", {"cause": "library", "rows": 16384}, "point", None, "", "",
                 status="failed", reason="ModuleNotFoundError: No module named 'scipy'")]
    v = verdict(rows, "C10")
    assert v.verdict == "partly holds"  # the library cause was not measured
    assert "dict operations: 2 of 3 tested break (sorted_items, copy_copy)" in v.measured
    assert "explain raised on defaultdict (not counted)" in v.measured
    assert "not measured: library: failed: ModuleNotFoundError" in v.measured


# --- C11: a break costs time against the like-for-like rewrite, and loses fusion ---------------


def test_the_causes_that_sync_are_weighed_against_the_rewrite_that_keeps_the_sync():
    assert exp.SYNCING == ("tensor_if", "library")
    assert [exp._like(c) for c in CAUSES] == ["rewrite", "rewrite_sync", "rewrite", "rewrite_sync"]


@pytest.mark.parametrize("per_cause, expected", [
    ({}, "holds"),
    ({"print": {"gain": (1.02, 0.98, 1.06)}}, "inconclusive"),  # holds or partly: the interval includes 1
    ({"print": {"gain": (0.9, 0.85, 0.95)}}, "partly holds"),
    ({c: {"gain": (1.0, 0.9, 1.1)} for c in CAUSES}, "inconclusive"),
    ({c: {"gain": (0.8, 0.7, 0.9)} for c in CAUSES}, "does not hold"),  # the rewrite is slower
    ({"print": {"kernels": (7, 3, 3)}}, "partly holds"),  # slower, but no more kernels than the rewrite
    ({c: {"kernels": (7, 3, 4)} for c in CAUSES}, "partly holds"),  # slower everywhere, fusion nowhere lost
    # more kernels but no cost anywhere: the claim is that breaks cost speed
    ({c: {"gain": (0.95, 0.9, 0.99)} for c in CAUSES}, "does not hold"),
])
def test_c11_verdict(per_cause, expected):
    v = verdict(all_rows(**per_cause), "C11")
    assert v.verdict == expected
    assert "print (rows=16384): " in v.measured


@pytest.mark.parametrize("alone, expected", [
    ((1.01, 0.95, 1.08), "inconclusive"),  # the break's own cost straddles 1: holds or partly
    ((0.97, 0.92, 0.99), "partly holds"),  # the break alone is not slower
])
def test_c11_a_slowdown_that_is_the_sync_is_not_read_as_the_breaks(alone, expected):
    # breaking / rewrite is 1.01 × 1.8 ≈ 1.8×, far above 1, but only because the rewrite dropped the sync
    rows = all_rows(tensor_if={"gain": alone, "sync": (1.8, 1.6, 2.0)})
    mixed = next(r for r in rows if r.variant == "rewrite" and r.metric == "break_free_speedup"
                 and r.params["cause"] == "tensor_if")
    assert mixed.lo > 1.4
    v = verdict(rows, "C11")
    assert v.verdict == expected
    assert "tensor_if (rows=16384): breaking / rewrite_sync " in v.measured
    assert "the sync alone (rewrite_sync / rewrite) 1.8× [1.6, 2]" in v.measured


def test_c11_is_not_decided_on_the_rewrite_that_dropped_the_sync():
    # a bundle without rewrite_sync (measured before it existed): breaking / rewrite alone cannot make it hold
    rows = [r for r in all_rows() if r.variant != "rewrite_sync"]
    v = verdict(rows, "C11")
    assert v.verdict == "partly holds"
    assert "tensor_if: breaking / rewrite_sync not measured" in v.measured


def test_c11_names_kernels_and_gpu_time_per_cause():
    v = verdict(all_rows(), "C11")
    assert "print (rows=16384): breaking / rewrite 1.5× [1.2, 1.8]; kernels per call eager / breaking / rewrite " \
           "7 / 4 / 3, GPU time 70 / 40 / 30 µs" in v.measured
    assert "kernels per call eager / breaking / rewrite_sync 7 / 4 / 3" in v.measured
    assert "launches more kernels" in v.rule and "rewrite_sync" in v.rule


@pytest.mark.parametrize("per_cause, expected", [
    ({}, "inconclusive"),  # slower everywhere: holds if fusion is lost everywhere, which was not counted
    ({"print": {"gain": (0.9, 0.85, 0.95)}}, "partly holds"),  # partly, whatever the kernels
    ({c: {"gain": (0.9, 0.85, 0.95)} for c in CAUSES}, "does not hold"),
])
def test_c11_on_the_cpu_says_the_kernels_were_not_profiled(per_cause, expected):
    unprofiled = {c: {"kernels": None, **per_cause.get(c, {})} for c in CAUSES}
    v = verdict(all_rows(**unprofiled), "C11")
    assert v.verdict == expected
    assert f"kernels not profiled: skipped: {CPU_SKIP}" in v.measured
    if expected == "inconclusive":
        assert "print: kernels per call not profiled" in v.measured


def test_c11_inconclusive_names_the_straddled_threshold():
    v = verdict(all_rows(print={"gain": (1.02, 0.98, 1.06)}), "C11")
    assert "straddles the threshold in print: breaking / rewrite time 1.02× [0.98, 1.06] ≥ 1×" in v.measured


def test_c11_reads_the_largest_size():
    rows = all_rows() + [row(exp._like(c), "break_free_speedup", 0.9, c, rows=256, lo=0.8, hi=0.95) for c in CAUSES]
    assert verdict(rows, "C11").verdict == "holds"


# --- C12: fullgraph=True raises -------------------------------------------------------------


@pytest.mark.parametrize("per_cause, expected", [
    ({}, "holds"),
    ({"dict": {"breaks": 0, "raises": 0}}, "holds"),  # a cause that does not break is left out
    ({"print": {"raises": 0}}, "partly holds"),
    ({c: {"raises": 0} for c in CAUSES}, "does not hold"),
    ({c: {"breaks": 0, "raises": 0} for c in CAUSES}, "not testable here"),
])
def test_c12_verdict(per_cause, expected):
    v = verdict(all_rows(**per_cause), "C12")
    assert v.verdict == expected


def test_c12_measured_quotes_the_errors():
    assert "tensor_if: Unsupported: tensor_if" in verdict(all_rows(), "C12").measured


# --- C13: explain lists the breaks and reasons -----------------------------------------------


@pytest.mark.parametrize("per_cause, expected", [
    ({}, "holds"),
    ({"tensor_if": {"same_reasons": 0}}, "partly holds"),
    ({"print": {"same_count": 0, "counted": 2}}, "partly holds"),
    ({"dict": {"breaks": 0, "same_count": 0}}, "does not hold"),  # the counters count a break explain misses
])
def test_c13_verdict(per_cause, expected):
    v = verdict(all_rows(**per_cause), "C13")
    assert v.verdict == expected
    assert "TypeError" in v.measured  # the article's call form and what it raised


def test_c13_not_testable_when_nothing_breaks():
    rows = all_rows(**{c: {"breaks": 0, "counted": 0} for c in CAUSES})
    assert verdict(rows, "C13").verdict == "not testable here"


def test_all_verdicts_not_testable_on_empty_rows():
    assert [v.verdict for v in exp.verdicts([])] == ["not testable here"] * 4


def test_grid_covers_the_four_causes():
    for profile in ("default", "quick", "full"):
        assert {p["cause"] for p in exp.SPEC.grid(profile)} == set(CAUSES)
    assert len(CAUSES) == 4


# --- the quick grid, for real, on the CPU -----------------------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick(exp.SPEC.id)


def _value(result, variant: str, metric: str, cause: str) -> float | None:
    found = [r.value for r in result.rows if r.variant == variant and r.metric == metric
             and r.params["cause"] == cause and r.status == "ok"]
    return found[0] if found else None


def test_quick_grid_runs_and_gives_rows(quick):
    assert failures(quick) == []
    for cause in CAUSES:
        for variant, metric in (("explain", "graph_breaks"), ("compiled", "breaks_counted"),
                                ("fullgraph", "fullgraph_raises"), ("article_form", "explain_raises"),
                                ("eager", "latency_ms"), ("compiled", "latency_ms"), ("rewrite", "latency_ms"),
                                ("rewrite", "break_free_speedup"), ("explain", "reasons_match_counters"),
                                (exp._like(cause), "break_free_speedup")):
            assert _value(quick, variant, metric, cause) is not None, (cause, variant, metric)
        assert any(name.endswith(f"cause-{cause}_rows-32/explain.txt") for name in quick.artifacts)


def test_quick_grid_keeps_the_sync_where_the_breaking_model_syncs(quick):
    for cause in CAUSES:
        syncs = cause in exp.SYNCING
        assert (_value(quick, "rewrite_sync", "latency_ms", cause) is not None) == syncs, cause
        assert (_value(quick, "rewrite", "sync_free_speedup", cause) is not None) == syncs, cause


def test_quick_grid_leaves_the_kernels_unprofiled_on_the_cpu_and_says_why(quick):
    for cause in CAUSES:
        for variant in ("eager", "compiled", exp._like(cause)):
            found = [r for r in quick.rows if r.variant == variant and r.metric == "kernels_per_call"
                     and r.params["cause"] == cause]
            assert [r.status for r in found] == ["skipped"] and "CUDA profiler" in found[0].reason
    v = verdict_of(quick.verdicts, "C11")
    assert "kernels not profiled: skipped: kernel counts and GPU time come from the CUDA profiler" in v.measured
    assert v.verdict != "holds"  # lost fusion is not assumed


def test_quick_grid_rewrites_are_break_free_and_agree(quick):
    for cause in CAUSES:
        assert _value(quick, "rewrite", "graphs", cause) == 1.0
        assert _value(quick, "rewrite", "matches_eager", cause) == 1.0
        assert _value(quick, "compiled", "matches_eager", cause) == 1.0
        if cause in exp.SYNCING:
            assert _value(quick, "rewrite_sync", "matches_eager", cause) == 1.0


def test_the_profiler_sees_the_breaking_model_beside_the_rewrite_that_keeps_the_sync(monkeypatch):
    """What run() hands the profiler (CUDA only, so faked here): eager, the breaking model and its
    like-for-like rewrite; their counts reach the C11 text."""
    profiled = {}

    def fake_profile(variants, ctx, calls=10):
        profiled.update({v: fn() for v, fn in variants.items()})  # each callable runs
        counts = {"eager": 7.0, "compiled": 4.0, "rewrite_sync": 3.0}
        return [m for v in variants for m in (Metric(v, "kernels_per_call", counts[v], "count", kind="compiler"),
                                              Metric(v, "gpu_time_ms", 0.01, "ms", kind="profiled"))], []

    monkeypatch.setattr(exp.measure, "kernel_profile", fake_profile)
    result = run_quick(exp.SPEC.id, grid=[{"cause": "tensor_if", "rows": 32}])
    assert list(profiled) == ["eager", "compiled", "rewrite_sync"]
    assert all(isinstance(out, torch.Tensor) for out in profiled.values())
    assert "kernels per call eager / breaking / rewrite_sync 7 / 4 / 3, GPU time 10 / 10 / 10 µs" \
        in verdict_of(result.verdicts, "C11").measured


def test_a_rewrite_that_changes_the_result_fails_its_check(monkeypatch):
    def swapped(self, x):
        h = self.pre(x)
        above = h.mean() > 0
        return self.post(torch.where(above, h * 0.5, h * 2.0)), above  # the branches the wrong way round

    monkeypatch.setattr(breaks.TensorIfNet, "free", swapped)
    result = run_quick(exp.SPEC.id, grid=[{"cause": "tensor_if", "rows": 32}])
    assert _value(result, "compiled", "matches_eager", "tensor_if") == 1.0
    assert _value(result, "rewrite", "matches_eager", "tensor_if") == 0.0
    assert _value(result, "rewrite_sync", "matches_eager", "tensor_if") == 0.0


def test_quick_grid_verdicts(quick):
    for claim in ("C10", "C11", "C12", "C13"):
        v = verdict_of(quick.verdicts, claim)
        assert v.verdict in VERDICTS and v.measured
    # every dict operation the experiment tests was explained and counted
    assert f"of {len(exp.ALTERNATIVES['dict']) + 1} tested break" in verdict_of(quick.verdicts, "C10").measured


# --- what Dynamo says is asked in the first process only ------------------------------------


@pytest.fixture(scope="module")
def two_processes():
    """The dict point by a first and a later process: the later one's outcome, and the rows merged
    from the first alone and from both."""
    experiment = load(f"experiments.{exp.SPEC.id}")
    params = {"cause": "dict", "rows": 32}
    later = dataclasses.replace(SMOKE_CTX, replicate=1, capture=False)  # as the worker sets a later process
    points = [worker.run_point(experiment.module, SMOKE_CTX, dict(params)),
              worker.run_point(experiment.module, later, dict(params))]

    def merged(found):
        outputs = [{"replicate": i, "points": [p]} for i, p in enumerate(found)]
        return finish_experiment(experiment, outputs, [], replicates=len(found), fp=SMOKE_FP, profile="quick")

    return points[1], merged(points[:1]), merged(points)


def test_a_later_process_times_without_asking_dynamo_again(two_processes):
    later, _, _ = two_processes
    assert later["status"] == "ok"
    variants = {m["variant"] for m in later["outcome"]["metrics"]}
    assert not variants & {"explain", "fullgraph", "article_form"}
    assert not any(v.startswith("alt_") for v in variants)
    assert "explain.txt" not in later["outcome"]["artifacts"]  # it would replace the first process's
    assert {c["name"] for c in later["outcome"]["comparisons"]} == {"latency", "break_free"}


def test_first_process_facts_merge_with_one_sample_and_decide_as_before(two_processes):
    _, one, both = two_processes
    n = {(r.variant, r.metric): r.n for r in both.rows}
    assert n["explain", "graph_breaks"] == 1 and n["fullgraph", "fullgraph_raises"] == 1
    assert n["compiled", "breaks_counted"] == 2 and n["rewrite", "matches_eager"] == 2
    assert "explain(model)(x): 2 graph(s), 1 break(s)" in both.artifacts["cause-dict_rows-32/explain.txt"]
    for claim in ("C10", "C12", "C13"):
        alone, merged = verdict_of(one.verdicts, claim), verdict_of(both.verdicts, claim)
        assert merged.verdict not in ("not testable here", "inconclusive")
        assert (merged.verdict, merged.measured) == (alone.verdict, alone.measured), claim
