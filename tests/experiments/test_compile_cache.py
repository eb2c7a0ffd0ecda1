"""Verdict rule, grid and CPU run of experiments/compile_cache.py (three fresh processes)."""

from __future__ import annotations

import pytest

from experiments import compile_cache as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"first_call_s": "s", "first_call_speedup": "x", "startup_s": "s"}


def row(variant: str, metric: str, value: float | None, mode: str = "default", status: str = "ok", **kw) -> Row:
    return Row(exp.SPEC.id, variant, {"mode": mode, "batch": 1024}, metric, value, UNITS.get(metric, "count"),
               "test", status=status, **kw)


def cache_rows(cold: float, warm: float, portable: float, *, hits: tuple[float, float] = (1, 1),
               mode: str = "default") -> list[Row]:
    out = [row("cold", "first_call_s", cold, mode), row("cold", "startup_s", 12.0, mode),
           row("cold", "compiler_import_s", 2.5, mode)]
    for phase, seconds, hit in (("warm", warm, hits[0]), ("portable", portable, hits[1])):
        out += [row(phase, "first_call_s", seconds, mode), row(phase, "first_call_speedup", cold / seconds, mode),
                row(phase, "fxgraph_cache_hit", hit, mode), row(phase, "autograd_cache_hit", hit, mode)]
    return out


def c19(rows: list[Row]):
    (v,) = exp.verdicts(rows)
    assert v.claim == "C19" and v.verdict in VERDICTS and v.rule and v.experiment == "compile_cache"
    return v


@pytest.mark.parametrize("cold, warm, portable, hits, expected", [
    (4.0, 1.0, 1.2, (1, 1), "holds"),  # 4× and 3.3×: above 2× even as ÷ 1.25²
    (2.0, 0.4, 0.4, (1, 1), "holds"),
    (4.0, 1.0, 3.5, (1, 1), "partly holds"),  # the portable artifacts cut it only 1.14×
    (4.0, 1.0, 1.0, (1, 0), "partly holds"),  # fast, but no FX-graph hit for the portable one
    (0.6, 0.1, 0.1, (1, 1), "partly holds"),  # caches cut it, but the cold call was not slow
    (4.0, 3.5, 3.5, (1, 1), "does not hold"),
    (4.0, 1.0, 1.0, (0, 0), "does not hold"),
    (3.0, 1.0, 1.3, (1, 1), "inconclusive"),  # 3× and 2.3×: single samples cannot tell them from 2×
    (1.0, 0.3, 0.3, (1, 1), "inconclusive"),  # a single 1 s cold compile straddles 1 s
])
def test_c19_verdict(cold, warm, portable, hits, expected):
    v = c19(cache_rows(cold, warm, portable, hits=hits))
    assert v.verdict == expected
    assert v.measured.startswith(f"cold {cold:.3g} s; warm {warm:.3g} s")
    assert "process start-up 12 s and compiler import 2.5 s on top of each" in v.measured


def test_c19_inconclusive_names_the_interval_each_ratio_is_counted_as():
    v = c19(cache_rows(3.0, 1.0, 1.3))
    assert v.verdict == "inconclusive"
    assert "warm first-call speedup 3× (counted as [1.92, 4.69]) ≥ 2×" in v.measured, v.measured


def test_c19_says_its_times_are_single_samples():
    v = c19(cache_rows(4.0, 1.0, 1.2))
    assert "single samples, n=1 each" in v.measured
    assert "single sample (n=1, one process per phase)" in v.rule and "±25%" in v.rule


def test_rows_label_compile_times_and_their_ratio_as_single_samples():
    res = exp.fresh.FreshResult({"first_call_s": 3.0, "fxgraph_cache_hit": 0}, 1.0, 0.0, 0.5, 3.2, 5.0)
    stats = {m.metric: m.stat for m in exp._metrics("cold", res)}
    assert all("single sample (n=1)" in stat for stat in stats.values())


def test_c19_mentions_max_autotune_when_measured():
    rows = cache_rows(4.0, 1.0, 1.0) + cache_rows(50.0, 2.0, 2.5, mode="max-autotune")
    v = c19(rows)
    assert v.verdict == "holds"
    assert "max-autotune cold 50 s, warm 2 s, portable 2.5 s" in v.measured


def test_c19_not_testable_without_the_default_mode_rows():
    rows = cache_rows(4.0, 1.0, 1.0)
    for dropped in ("first_call_s", "first_call_speedup", "fxgraph_cache_hit"):
        kept = [r for r in rows if not (r.variant == "portable" and r.metric == dropped)]
        assert c19(kept).verdict == "not testable here"
    failed = Row(exp.SPEC.id, "", {"mode": "default", "batch": 1024}, "point", None, "", "", status="failed",
                 reason="FreshProcessError: fresh process timed out after 240 s")
    v = c19([failed] + cache_rows(50.0, 2.0, 2.0, mode="max-autotune"))
    assert v.verdict == "not testable here" and "timed out" in v.measured


def test_grid_keeps_max_autotune_out_of_the_default_profile():
    assert {p["mode"] for p in exp.SPEC.grid("default")} == {"default"}
    assert {p["mode"] for p in exp.SPEC.grid("quick")} == {"default"}
    assert {p["mode"] for p in exp.SPEC.grid("full")} == {"default", "max-autotune"}
    # the fresh processes are inside one point, and a cold compile exists once: one worker process
    assert exp.SPEC.replicates_for("default") == 1 and exp.SPEC.replicates_for("quick") == 1


@pytest.mark.slow  # three fresh processes, each compiling C++ on the CPU: about a minute on 2 cores
def test_cpu_run_compiles_cold_then_hits_the_caches():
    result = run_quick("compile_cache")
    assert failures(result) == []
    get = {(r.variant, r.metric): r.value for r in result.rows if r.status == "ok"}
    for phase in exp.PHASES:
        assert get[phase, "first_call_s"] > 0 and get[phase, "startup_s"] > 0 and get[phase, "compiler_import_s"] > 0
        assert get[phase, "process_s"] > get[phase, "first_call_s"]
        assert get[phase, "cache_bytes"] > 0
        assert get[phase, "relative_error"] < 1e-4  # what the cache served computes the same
    assert get["cold", "fxgraph_cache_miss"] >= 1 and get["cold", "fxgraph_cache_hit"] == 0
    assert get["warm", "fxgraph_cache_hit"] >= 1 and get["warm", "fxgraph_cache_miss"] == 0
    assert get["portable", "fxgraph_cache_hit"] >= 1  # served by the loaded artifacts, the dir was empty
    assert get["cold", "artifact_bytes"] > 0  # saved by the cold process, loaded by the portable one
    assert get["cold", "artifact_entries"] == get["portable", "artifact_entries"] >= 1
    ratio = [r for r in result.rows if r.variant == "warm" and r.metric == "first_call_speedup"][0]
    assert ratio.n == 1 and "two single samples" in ratio.stat
    assert verdict_of(result.verdicts, "C19").verdict in VERDICTS
