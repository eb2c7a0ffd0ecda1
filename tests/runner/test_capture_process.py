"""The capture process on CUDA: the first process compiles, traces and profiles, and times nothing.

Its timings would carry the profiler's lingering overhead, so on CUDA an experiment with n timed
processes runs n + 1, and merge sees no comparison and no sample-derived metric of process 1.
These tests run on the CPU: the worker's untimed path is the same code on both devices.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import asdict
from types import SimpleNamespace

import numpy as np
import pytest

from generator.runner import discovery, merge, schedule, worker
from generator.runner import measure as core
from generator.schema import Metric, Outcome
from generator.spec import ExperimentSpec, RunContext, processes_for, untimed_first
from tests.experiments.smoke import SMOKE_CTX

FP = {"device_name": "cpu", "torch": "2.13.0"}
UNTIMED = dataclasses.replace(SMOKE_CTX, timed=False)



def test_cuda_adds_one_capture_process_to_every_timed_experiment():
    assert processes_for(3, "cuda") == 4 and untimed_first(3, "cuda")
    assert processes_for(5, "cuda") == 6
    assert processes_for(1, "cuda") == 1 and not untimed_first(1, "cuda")  # a lone process times
    assert processes_for(3, "cpu") == 3 and not untimed_first(3, "cpu")


def test_the_articles_loop_is_taken_once_per_run_in_the_first_timed_process(monkeypatch):
    """The article prints one figure per run of its script: on the CPU process 0 takes it, on CUDA
    the first process after the capture one, or the lone process of a one-process experiment."""
    monkeypatch.setattr(core, "sync", lambda device: None)  # no CUDA device here

    def taken(device, replicate, timed=True):
        ctx = dataclasses.replace(SMOKE_CTX, device=device, replicate=replicate, timed=timed)
        return bool(core.article_loop(lambda: None, lambda: None, ctx))

    assert [taken("cpu", r) for r in range(3)] == [True, False, False]
    assert [taken("cuda", 0, timed=False), taken("cuda", 1), taken("cuda", 2)] == [False, True, False]
    assert taken("cuda", 0)  # a one-process experiment times in process 0


def test_an_untimed_compare_warms_up_and_returns_nan_samples():
    calls = []
    got = core.compare({"eager": lambda: calls.append("e"), "compiled": lambda: calls.append("c")},
                       UNTIMED, baseline="eager")
    assert calls.count("e") == core.WARMUP_CALLS and calls.count("c") == core.WARMUP_CALLS
    assert all(math.isnan(s) for samples in got.samples.values() for s in samples)
    issue = core.issue_time({"eager": lambda: None}, UNTIMED, baseline="eager")
    assert all(math.isnan(s) for s in issue.samples["eager"])
    assert core.article_loop(lambda: None, lambda: None, UNTIMED) == []


def test_the_worker_drops_an_untimed_processs_timings_and_keeps_the_rest():
    def run(ctx):
        latency = core.compare({"eager": lambda: None, "compiled": lambda: None}, ctx, baseline="eager")
        median = sorted(latency.samples["eager"])[0]
        return Outcome(metrics=[Metric("compiled", "compile_cold_s", 1.5, "s"),
                                Metric("compiled", "graphs", 1.0, "count"),
                                Metric("eager", "rate", 1.0 / median if median == median else math.nan, "1/s")],
                       comparisons=[latency])

    module = SimpleNamespace(run=run)
    untimed = worker.run_point(module, UNTIMED, {})
    timed = worker.run_point(module, SMOKE_CTX, {})
    assert untimed["status"] == "ok" and timed["status"] == "ok"
    assert untimed["outcome"]["comparisons"] == []
    assert {m["metric"] for m in untimed["outcome"]["metrics"]} == {"compile_cold_s", "graphs"}
    assert {m["metric"] for m in timed["outcome"]["metrics"]} == {"compile_cold_s", "graphs", "rate"}
    spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"x": [1]})
    merged = merge.merge_point(spec, {}, [untimed, timed, timed])
    speedup = next(r for r in merged["rows"] if r.metric == "speedup")
    assert "over 2 processes" in speedup.spread  # the two timed processes, not the capture process
    compile_row = next(r for r in merged["rows"] if r.metric == "compile_cold_s")
    assert compile_row.value == 1.5


def test_a_point_only_the_first_process_measures_is_timed_there():
    seen = []

    def run(ctx, *, case):
        seen.append((case, ctx.timed))
        return Outcome()

    spec = ExperimentSpec(id="once", title="t", section="§1", claims=("C1",), params={"case": ["sweep", "steady"]},
                          first_process_only=lambda p: p["case"] == "sweep")
    worker.run_experiment(SimpleNamespace(spec=spec, module=SimpleNamespace(run=run)), UNTIMED, "once")
    assert seen == [("sweep", True), ("steady", False)]


def test_on_cuda_the_first_process_is_capture_only_and_the_counts_follow(monkeypatch, tmp_path):
    from generator.commands import measure
    from generator.runner import isolate

    seen = []

    def replicate(batch, *, replicate, untimed=frozenset(), **kw):
        seen.append((replicate, [e.id for e in batch], sorted(untimed)))
        return isolate.Replicate(outputs={e.id: {"replicate": replicate, "points": [], "seconds": 0.5}
                                          for e in batch}, peaks={}, seconds=1.0)

    monkeypatch.setattr(isolate, "run_replicate", replicate)
    spec = ExperimentSpec(id="timed", title="t", section="§1", claims=("C1",), params={"x": [1]})
    many = SimpleNamespace(id="timed", spec=spec, source_hash="x", module=SimpleNamespace())
    once = SimpleNamespace(id="once", spec=spec, source_hash="x", module=SimpleNamespace())
    processes = []
    schedule.run_experiments([(many, processes_for(3, "cuda")), (once, processes_for(1, "cuda"))],
                            profile="default", device="cuda", cache_dir=tmp_path, fp=FP,
                            on_result=lambda e, r: None, untimed=frozenset({"timed"}), processes=processes)
    assert seen == [(0, ["timed", "once"], ["timed"]), (1, ["timed"], []), (2, ["timed"], []), (3, ["timed"], [])]
    assert [p["process"] for p in processes] == [1, 2, 3, 4]
    assert processes[0]["capture_only"] == ["timed"] and processes[0]["seconds"] == 1.0


def _first_repeated_point(experiment: discovery.Experiment) -> dict:
    """The first quick point that later processes measure too (the default grid's, failing that,
    with the quick profile's smallest sizes)."""
    spec = experiment.spec
    smallest = {name: min(values) for name, values in spec.quick.items()
                if all(isinstance(v, (int, float)) for v in values)}
    for params in spec.grid("quick") + [{**p, **smallest} for p in spec.grid("default")]:
        if spec.runs_in(params, 1) and not spec.skip_reason(params, "cpu"):
            return params
    pytest.fail(f"{experiment.id} has no point that later processes measure on the CPU")


@pytest.mark.parametrize("experiment_id", [e.id for e in discovery.discover()
                                           if e.spec.replicates_for("default") > 1
                                           and any(not e.spec.skip_reason(p, "cpu") for p in e.spec.grid("quick"))])
def test_every_timed_experiment_runs_untimed_and_leaves_no_timing(experiment_id):
    """run() of each timed experiment copes with NaN samples, and nothing timed survives."""
    experiment = discovery.load(f"experiments.{experiment_id}")
    point = worker.run_point(experiment.module, UNTIMED, _first_repeated_point(experiment))
    assert point["status"] == "ok", point.get("traceback")
    outcome = point["outcome"]
    assert outcome["comparisons"] == []
    values = [m["value"] for m in outcome["metrics"] if isinstance(m["value"], float)]
    assert not any(math.isnan(v) for v in values)


def test_workers_use_the_users_cache_dirs_not_the_one_inductor_wrote_into_the_environment(monkeypatch, tmp_path):
    """Importing an experiment sets TORCHINDUCTOR_CACHE_DIR to Inductor's default in os.environ;
    the workers must still get cache/inductor (or what the user had set before torch loaded)."""
    import generator
    from generator.runner import isolate

    discovery.discover()  # imports every experiment, as measure does
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", "/tmp/torchinductor_someone")
    monkeypatch.setattr(generator, "USER_CACHE_ENV", {})
    monkeypatch.setattr(isolate, "USER_CACHE_ENV", {})
    env = isolate.worker_env(tmp_path)
    assert env["TORCHINDUCTOR_CACHE_DIR"] == str((tmp_path / "inductor").resolve())
    assert env["TRITON_CACHE_DIR"] == str((tmp_path / "triton").resolve())
    monkeypatch.setattr(isolate, "USER_CACHE_ENV", {"TORCHINDUCTOR_CACHE_DIR": "/data/inductor"})
    assert isolate.worker_env(tmp_path)["TORCHINDUCTOR_CACHE_DIR"] == "/data/inductor"


def _point(ratio: float, x: int) -> dict:
    """One process's outcome at grid point x: eager 1 s per call, compiled 1/ratio."""
    samples = {"eager": [1.0] * 4, "compiled": [1.0 / ratio] * 4}
    return {"params": {"x": x}, "status": "ok",
            "outcome": {"metrics": [], "kernels": [], "artifacts": {},
                        "comparisons": [{"name": "latency", "baseline": "eager", "samples": samples,
                                         "calls_per_sample": {"eager": 1, "compiled": 1}}]}}


def test_a_point_whose_processes_agreed_by_chance_gets_the_experiments_typical_spread():
    spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"x": [1, 2, 3]})
    per_process = {1: (2.0, 2.0, 2.0), 2: (1.0, 1.2, 1.4), 3: (1.0, 1.1, 1.2)}
    replicates = [{"points": [_point(per_process[x][i], x) for x in (1, 2, 3)]} for i in range(3)]
    merged = merge.merge(spec, replicates)
    speedup = {r.params["x"]: r for r in merged["rows"] if r.metric == "speedup"}
    floor = merged["floors"]["ratio"]
    assert floor == pytest.approx(np.log([1.0, 1.1, 1.2]).std(ddof=1))  # the median of the three spreads
    assert speedup[1].value == pytest.approx(2.0)
    assert speedup[1].lo < 2.0 / math.exp(floor) and speedup[1].hi > 2.0 * math.exp(floor)
    bare = merge.merge_point(spec, {"x": 2}, [r["points"][1] for r in replicates])
    assert next(r for r in bare["rows"] if r.metric == "speedup") == speedup[2]  # spreads more: its own


def _busy_point(ratio: float, x: int, profiled: bool) -> dict:
    """_point whose first process was profiled with both sides keeping the GPU 95% busy."""
    point = _point(ratio, x)
    if profiled:
        point["outcome"]["metrics"] = [
            asdict(Metric(v, "gpu_time_ms", 950.0 * s, "ms", "profiler", kind="profiled"))
            for v, s in (("eager", 1.0), ("compiled", 1.0 / ratio))]
    return point


def test_gpu_bound_comparisons_take_the_floor_of_gpu_bound_comparisons_not_the_host_bound_ones():
    spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"x": [1, 2, 3, 4, 5]})
    # host-bound points spread 10-20% between processes, GPU-bound ones about 1%
    per_process = {1: (1.0, 1.2, 1.4), 2: (1.0, 1.1, 1.2), 3: (1.0, 1.15, 1.3),
                   4: (3.0, 3.0, 3.0), 5: (3.0, 3.03, 3.06)}
    replicates = [{"points": [_busy_point(per_process[x][i], x, profiled=i == 0 and x >= 4) for x in per_process]}
                  for i in range(3)]
    merged = merge.merge(spec, replicates)
    floors = merged["floors"]
    assert floors["ratio"] == pytest.approx(np.log([1.0, 1.15, 1.3]).std(ddof=1))  # median of the host-bound
    assert floors["ratio/gpu"] == pytest.approx(np.log([3.0, 3.03, 3.06]).std(ddof=1) / 2)  # of (0, s5)
    speedup = {r.params["x"]: r for r in merged["rows"] if r.metric == "speedup"}
    # the GPU-bound point whose processes agreed exactly gets the GPU-bound floor: a few percent,
    # where the host-bound floor would have given it more than ±25%
    half = math.log(speedup[4].hi / speedup[4].value)
    assert 0 < half < 0.1 < math.log(speedup[2].hi / speedup[2].value)
    one_floor = merge.Floors(ratio=floors["ratio"], latency=floors["latency"])
    wide = next(r for r in merge.merge_point(spec, {"x": 4}, [r["points"][3] for r in replicates], one_floor)["rows"]
                if r.metric == "speedup")
    assert math.log(wide.hi / wide.value) > 0.25


def test_floors_of_an_experiment_with_one_regime_serve_both():
    host = merge.Floors(ratio=0.1, latency=0.2)
    assert host.of("ratio", 0.95) == 0.1 and host.of("latency", None) == 0.2
    both = merge.Floors(ratio=0.1, latency=0.2, gpu_ratio=0.01, gpu_latency=0.02)
    assert both.of("ratio", 0.95) == 0.01 and both.of("ratio", 0.5) == 0.1 and both.of("latency", 0.91) == 0.02


def _gpu_point(x: int, compiled_s: float, cold_s: float | None = None) -> dict:
    """A profiled point: eager keeps the GPU 95% busy, compiled 40% (GPU time 0.95 ms / 0.2 ms)."""
    point = _point(1.0 / compiled_s, x)
    metrics = []
    if cold_s is not None:  # the first process: the profiler's GPU times and the cold compile
        metrics += [asdict(Metric("eager", "gpu_time_ms", 950.0, "ms", "profiler", kind="profiled")),
                    asdict(Metric("compiled", "gpu_time_ms", 200.0 * compiled_s, "ms", "profiler", kind="profiled")),
                    asdict(Metric("compiled", "compile_cold_s", cold_s, "s", "first call", kind="compile"))]
    point["outcome"]["metrics"] = metrics
    return point


def test_a_calibrated_merge_widens_each_interval_by_its_kind_and_regime(tmp_path):
    from generator import calibration

    spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"x": [1]})
    doc = {"bundle": "b", "profile": "default", "overall": {}, "runs": [{"name": "r1"}, {"name": "r2"}, {"name": "r3"}],
           "experiments": {"toy": {"ratio/host": {"between": 0.2, "comparisons": 9},
                                   "latency/gpu": {"between": 0.01, "comparisons": 9},
                                   "latency/host": {"between": 0.3, "comparisons": 9},
                                   "once/host": {"between": 0.1, "comparisons": 9},
                                   "profiled/gpu": {"between": 0.005, "comparisons": 9}}}}
    calibration.write(doc, tmp_path / "cal.json")
    between = calibration.load(tmp_path / "cal.json").for_experiment("toy")
    replicates = [{"points": [_gpu_point(1, s, cold_s=30.0 if i == 0 else None)]} for i, s in enumerate((0.5, 0.51, 0.49))]
    plain = {(r.variant, r.metric): r for r in merge.merge(spec, replicates)["rows"]}
    merged = merge.merge(spec, replicates, between)
    rows = {(r.variant, r.metric): r for r in merged["rows"]}
    assert merged["between"] == {"latency/gpu": 0.01, "latency/host": 0.3, "once/host": 0.1, "profiled/gpu": 0.005,
                                 "ratio/host": 0.2}
    speedup, plain_speedup = rows["compiled", "speedup"], plain["compiled", "speedup"]
    assert speedup.value == pytest.approx(plain_speedup.value)
    assert speedup.spread.endswith("and the spread between runs")
    # the between-run part dominates: t on about the calibration's 3 − 1 degrees of freedom, times b
    assert math.log(speedup.ci_hi / speedup.value) == pytest.approx(4.303 * 0.2, rel=0.05)
    # eager is GPU-bound and takes the small GPU-bound spread; compiled waits on the host
    eager, compiled = rows["eager", "latency_ms"], rows["compiled", "latency_ms"]
    assert math.log(eager.hi / eager.value) < 0.1 < math.log(compiled.hi / compiled.value)
    cold = rows["compiled", "compile_cold_s"]
    assert cold.interval == "runs" and cold.ci_hi == pytest.approx(30.0 * math.exp(4.302653 * 0.1))
    # the profiler's single GPU time is no compile: it takes the profiled GPU times' own, smaller spread
    gpu = rows["eager", "gpu_time_ms"]
    assert gpu.interval == "runs" and gpu.ci_hi == pytest.approx(950.0 * math.exp(4.302653 * 0.005))
    assert plain["compiled", "compile_cold_s"].interval == "" and plain["eager", "gpu_time_ms"].interval == ""
