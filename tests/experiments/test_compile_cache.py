"""Verdict rule, process plan, merge and CPU run of experiments/compile_cache.py (fresh processes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from experiments import compile_cache as exp
from generator import stats
from generator.schema import VERDICTS, Row, find_row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"first_call_s": "s", "first_call_speedup": "x", "startup_s": "s", "compiler_import_s": "s"}


def row(variant: str, metric: str, value: float | None, mode: str = "default", status: str = "ok", **kw) -> Row:
    return Row(exp.SPEC.id, variant, {"mode": mode, "batch": 1024}, metric, value, UNITS.get(metric, "count"),
               "test", status=status, **kw)


def merged(variant: str, metric: str, values: list[float], mode: str = "default") -> Row:
    """A row as merge makes it from several processes' values: a time over processes, a count's range."""
    if UNITS.get(metric) == "s":
        est = stats.per_process(values)
        return row(variant, metric, est.value, mode, lo=est.lo, hi=est.hi, n=est.n, interval=est.interval,
                   ci_lo=est.ci_lo, ci_hi=est.ci_hi)
    est = stats.spread_of(values)
    return row(variant, metric, est.value, mode, lo=est.lo, hi=est.hi, n=est.n, interval=est.interval)


def cache_rows(cold: float, warm: float, portable: float, *, hits: tuple[float, float] = (1, 1),
               mode: str = "default") -> list[Row]:
    """Single samples per phase (no interval: counted ±25% each)."""
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
    (4.0, 1.0, 1.2, (1, 1), "holds"),  # 4× and 3.3×: above 2× even with ±25% on each side
    (2.0, 0.4, 0.4, (1, 1), "holds"),
    (4.0, 1.0, 3.5, (1, 1), "partly holds"),  # the portable artifacts cut it only 1.14×
    (4.0, 1.0, 1.0, (1, 0), "partly holds"),  # fast, but no FX-graph hit for the portable one
    (0.6, 0.1, 0.1, (1, 1), "partly holds"),  # caches cut it, but the cold call was not slow
    (4.0, 3.5, 3.5, (1, 1), "does not hold"),
    (4.0, 1.0, 1.0, (0, 0), "does not hold"),
    (3.0, 1.0, 1.3, (1, 1), "inconclusive"),  # 3× and 2.3×: single samples cannot tell them from 2×
    (1.0, 0.3, 0.3, (1, 1), "inconclusive"),  # a single 1 s cold compile straddles 1 s
])
def test_c19_verdict_on_single_samples(cold, warm, portable, hits, expected):
    v = c19(cache_rows(cold, warm, portable, hits=hits))
    assert v.verdict == expected
    assert v.measured.startswith(f"cold {cold:.3g} s (one sample, counted ±25%); warm {warm:.3g} s")
    assert "process start-up 12 s and compiler import 2.5 s on top of each" in v.measured


def test_c19_adds_the_two_phases_half_widths_in_quadrature():
    v = c19(cache_rows(3.0, 1.0, 1.3))
    widen = 1.25 ** 2 ** 0.5  # ±25% on each side, independent: ×/÷ 1.25^√2, not 1.25²
    assert exp.speedup(row("cold", "first_call_s", 3.0), row("warm", "first_call_s", 1.0)) == pytest.approx(
        (3.0, 3 / widen, 3 * widen))
    assert v.verdict == "inconclusive"  # warm 3× [2.19, 4.11] is decided; portable 2.31× is not
    assert f"portable first-call speedup 2.31× [{3 / 1.3 / widen:.3g}, {3 / 1.3 * widen:.3g}] ≥ 2×" in v.measured


def process_rows(cold: list[float], warm: list[float], portable: list[float], *,
                 warm_hits: list[float] = (1, 1, 1)) -> list[Row]:
    return [merged("cold", "first_call_s", cold), merged("warm", "first_call_s", warm),
            merged("portable", "first_call_s", portable), merged("warm", "fxgraph_cache_hit", list(warm_hits)),
            merged("portable", "fxgraph_cache_hit", [1] * len(portable))]


def test_c19_decides_on_intervals_over_processes_where_single_samples_could_not():
    # the H200's figures (cold 2.59 s, warm 0.964 s: 2.69×) with three processes a phase, ±4%
    cold, warm = [2.49, 2.59, 2.69], [0.93, 0.964, 1.0]
    single = c19(cache_rows(2.59, 0.964, 0.9))
    assert "inconclusive" in single.verdict and "warm first-call speedup 2.69× [1.96" in single.measured
    v = c19(process_rows(cold, warm, [0.9, 0.92, 0.95]))
    assert v.verdict == "holds", v.measured
    assert "re-run [" in v.measured and "over 3 processes" in v.measured and "±25%" not in v.measured


def test_c19_is_inconclusive_when_processes_scatter_across_the_cut():
    v = c19(process_rows([2.0, 2.6, 3.4], [0.8, 1.0, 1.4], [0.9, 1.0, 1.1]))
    assert v.verdict == "inconclusive"
    assert "warm first-call speedup" in v.measured and "straddles the threshold" in v.measured


def test_c19_needs_hits_in_every_warm_process():
    v = c19(process_rows([3.9, 4.0, 4.1], [0.9, 1.0, 1.1], [0.9, 1.0, 1.1], warm_hits=[1, 1, 0]))
    assert v.verdict == "partly holds", v.measured  # the portable one still cuts it
    assert "FX-graph hits 1 (least 0)" in v.measured


def test_c19_takes_a_single_portable_process_on_the_spread_between_runs_where_there_is_one():
    est = stats.per_process([1.0], once=0.05)  # one portable process, a calibrated compile spread
    portable = row("portable", "first_call_s", est.value, lo=est.lo, hi=est.hi, n=1, interval=est.interval,
                   ci_lo=est.ci_lo, ci_hi=est.ci_hi)
    rows = [r for r in process_rows([2.9, 3.0, 3.1], [0.9, 1.0, 1.1], [1.0]) if r.variant != "portable"]
    v = c19(rows + [portable, merged("portable", "fxgraph_cache_hit", [1])])
    assert "portable 1 s (re-run [" in v.measured and "from the spread between runs" in v.measured, v.measured


def test_c19_says_how_it_takes_its_times():
    v = c19(cache_rows(4.0, 1.0, 1.2))
    assert "geometric means over each phase's processes" in v.measured
    assert "3 cold, 3 warm, 1 portable" in v.rule and "quadrature" in v.rule and "±25%" in v.rule


def test_c19_mentions_max_autotune_when_measured():
    rows = cache_rows(4.0, 1.0, 1.0) + cache_rows(50.0, 2.0, 2.5, mode="max-autotune")
    v = c19(rows)
    assert v.verdict == "holds"
    assert "max-autotune cold 50 s, warm 2 s, portable 2.5 s" in v.measured


def test_c19_not_testable_without_the_default_mode_rows():
    rows = cache_rows(4.0, 1.0, 1.0)
    for dropped in ("first_call_s", "fxgraph_cache_hit"):
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
    # the fresh processes are inside one point: one worker process
    assert exp.SPEC.replicates_for("default") == 1 and exp.SPEC.replicates_for("quick") == 1


# --- the plan of fresh processes, and what the worker merges from them ---------------------------


def test_every_cold_process_gets_an_empty_root_of_its_own_and_a_warm_one_follows_it(tmp_path):
    assert exp.PROCESSES["cold"] >= 3 and exp.PROCESSES["warm"] >= 3 and exp.PROCESSES["portable"] >= 1
    procs = exp.plan(tmp_path, exp.PROCESSES)
    assert [p.phase for p in procs] == ["cold", "warm"] * 3 + ["portable"]
    colds = [p for p in procs if p.phase == "cold"]
    assert len({p.root for p in colds}) == 3 and len({p.blob for p in colds}) == 3
    assert all(w.root == c.root for c, w in zip(procs[0::2], procs[1::2]))  # on the cache it filled
    (portable,) = [p for p in procs if p.phase == "portable"]
    assert portable.root not in {p.root for p in colds} and portable.blob == colds[0].blob
    with pytest.raises(ValueError, match="needs a cold one"):
        exp.plan(tmp_path, {"cold": 1, "warm": 2, "portable": 1})


def fake_child(calls: list[dict]):
    """run_fresh without a process: checks each child's cache as the plan promises, and fills it."""
    def run_fresh(target, kwargs, *, device, env, timeout_s):
        phase, root, blob = kwargs["phase"], Path(kwargs["cache_root"]), Path(kwargs["blob"])
        filled = root.exists() and any(root.iterdir())
        assert filled == (phase == "warm"), f"{phase} started on {'a filled' if filled else 'an empty'} cache"
        assert env["TORCHINDUCTOR_CACHE_DIR"].startswith(str(root))
        if phase == "portable":
            assert json.loads(blob.read_text())["from"] in {c["cache_root"] for c in calls if c["phase"] == "cold"}
        (root / "inductor").mkdir(parents=True, exist_ok=True)
        (root / "inductor" / "graph").write_text("compiled")
        if phase == "cold":
            blob.write_text(json.dumps({"from": str(root)}))
        calls.append(kwargs)
        k = sum(1 for c in calls if c["phase"] == phase)
        first = {"cold": 3.0, "warm": 1.0, "portable": 1.1}[phase] * (1 + 0.02 * k)
        value = {"first_call_s": first, "graphs": 1.0, "fxgraph_cache_hit": float(phase != "cold"),
                 "fxgraph_cache_miss": float(phase == "cold"), "relative_error": 0.0}
        return exp.fresh.FreshResult(value, 1.5, 0.5, 2.0, first + 0.1, first + 4.5)
    return run_fresh


def test_the_worker_merges_each_phases_processes_into_one_interval(monkeypatch):
    calls: list[dict] = []
    monkeypatch.setattr(exp.fresh, "run_fresh", fake_child(calls))
    result = run_quick("compile_cache")
    assert failures(result) == []
    assert [c["phase"] for c in calls] == ["cold", "warm"] * 3 + ["portable"]
    cold, warm, portable = (find_row(result.rows, p, "first_call_s") for p in exp.PHASES)
    assert (cold.n, warm.n, portable.n) == (3, 3, 1)
    assert cold.interval == warm.interval == "process" and cold.kind == "compile"
    assert "in each of 3 fresh cold processes" in cold.stat and "single sample (n=1)" in portable.stat
    assert find_row(result.rows, "warm", "startup_s").n == 3
    ratio = find_row(result.rows, "warm", "first_call_speedup")
    assert ratio.value == pytest.approx(cold.value / warm.value) and ratio.baseline == "cold"
    assert verdict_of(result.verdicts, "C19").verdict in VERDICTS


@pytest.mark.slow  # three fresh processes, each compiling C++ on the CPU: about a minute on 2 cores
def test_cpu_run_compiles_cold_then_hits_the_caches(monkeypatch):
    # one process a phase, as many as before the several-process plan: the fake-child test above
    # covers the plan and the merge; this one proves that real children hit real caches
    monkeypatch.setattr(exp, "PROCESSES", {"cold": 1, "warm": 1, "portable": 1})
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
    assert verdict_of(result.verdicts, "C19").verdict in VERDICTS
