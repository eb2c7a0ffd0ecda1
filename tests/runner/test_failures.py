"""Failures along the measure stage: a raising grid point, failing replicates, a crashing worker,
an unknown experiment on the command line. None of them may take the whole stage down.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from generator.runner import merge, schedule, worker
from generator.schema import GPU_IDLE
from generator.spec import ExperimentSpec, RunContext


ROOT = Path(__file__).resolve().parents[2]
OOM = "CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 139.8 GiB total capacity)"
SEGFAULT = "worker exited with code -11: Segmentation fault"
FP = {"device_name": "cpu", "torch": "2.13.0"}


def ctx() -> RunContext:
    return RunContext(device="cpu", profile="quick", replicate=0, rounds=2, block_s=0.001, capture=False)


# --- worker.run_point -----------------------------------------------------------------------


def test_run_point_records_an_exception_as_a_failed_point():
    calls = []

    def run(ctx, **params):
        calls.append(params)
        raise RuntimeError(OOM + "\nIf reserved but unallocated memory is large try setting ...")

    point = worker.run_point(SimpleNamespace(run=run), ctx(), {"batch": 16384, "model": "article"})
    assert calls == [{"batch": 16384, "model": "article"}]
    assert point["status"] == "failed"
    assert point["params"] == {"batch": 16384, "model": "article"}
    assert point["error"].startswith("RuntimeError: CUDA out of memory")
    assert "\n" not in point["error"]  # the first line only: it goes on one log line and one table cell
    assert "outcome" not in point
    assert "RuntimeError" in point["traceback"] and point["seconds"] >= 0


def test_a_wrapped_exception_keeps_its_cause_in_the_error_and_the_traceback():
    """As BackendCompilerFailed wraps the backend's own error: the cause is what says what failed."""
    class BackendCompilerFailed(Exception):
        pass

    def run(ctx):
        try:
            raise ValueError("ptxas: out of shared memory for tl.dot config BLOCK_M=256")
        except ValueError as exc:
            raise BackendCompilerFailed("backend='inductor' raised:\nValueError: ...") from exc

    point = worker.run_point(SimpleNamespace(run=run), ctx(), {})
    assert point["error"] == ("BackendCompilerFailed: backend='inductor' raised: (caused by ValueError: "
                              "ptxas: out of shared memory for tl.dot config BLOCK_M=256)")
    assert "The above exception was the direct cause" in point["traceback"]
    spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"x": [1]})
    merged = merge.merge(spec, [{"replicate": 0, "points": [point]}])
    assert merged["points"][0]["traceback"] == point["traceback"]  # kept for the page


def test_run_point_goes_on_with_the_next_point():
    def run(ctx, *, batch):
        if batch == 2:
            raise ValueError("boom")
        from generator.schema import Metric, Outcome

        return Outcome(metrics=[Metric("eager", "graphs", float(batch), "count")])

    module = SimpleNamespace(run=run)
    points = [worker.run_point(module, ctx(), {"batch": b}) for b in (1, 2, 3)]
    assert [p["status"] for p in points] == ["ok", "failed", "ok"]
    assert points[1]["error"] == "ValueError: boom"
    assert points[2]["outcome"]["metrics"][0]["value"] == 3.0


# --- merge.merge ----------------------------------------------------------------------------


SPEC = ExperimentSpec(id="toy", title="Toy", section="§2", claims=("C3",),
                      params={"model": ["article"], "batch": [1, 64, 1024]})


def metric(variant, name, value, unit="ms", stat="profiler", kind=None):
    """A metric as the worker sends it (dataclasses.asdict of the Metric)."""
    from generator.schema import Metric

    return dataclasses.asdict(Metric(variant, name, value, unit, stat, kind=kind))


def ok_point(params, eager_s: float, compiled_s: float, replicate: int) -> dict:
    """A successful point in the shape dataclasses.asdict(Outcome) gives."""
    rounds = 4
    outcome = {
        "metrics": [metric("compiled", "graphs", 1.0, "count", "first call"),
                    metric("eager", "gpu_time_ms", eager_s * 1e3 / 2, kind="profiled"),
                    metric("compiled", "gpu_time_ms", compiled_s * 1e3 / 2, kind="profiled")],
        "comparisons": [{"name": "latency", "baseline": "eager",
                         "samples": {"eager": [eager_s * (1 + 0.01 * r) for r in range(rounds)],
                                     "compiled": [compiled_s * (1 + 0.01 * r) for r in range(rounds)]},
                         "calls_per_sample": {"eager": 10, "compiled": 20}}],
        "kernels": [{"variant": "compiled", "name": "triton_poi_fused_relu_0", "kind": "pointwise",
                     "calls": 1.0, "time_us": 3.0}],
        "artifacts": {"output_code.py": f"# replicate {replicate}\n"},
    }
    return {"params": dict(params), "status": "ok", "outcome": outcome, "seconds": 1.0}


def failed_point(params, error=f"RuntimeError: {OOM}") -> dict:
    return {"params": dict(params), "status": "failed", "error": error, "traceback": "...", "seconds": 0.1}


def fake_experiment(eid: str, spec, source_hash: str, module):
    """An experiment of this id measuring with `spec`'s grid, under the given source hash."""
    from generator.runner.discovery import Experiment

    return Experiment(dataclasses.replace(spec, id=eid), module, source_hash)


P_FAIL = {"model": "article", "batch": 1}
P_OK = {"model": "article", "batch": 64}
P_FLAKY = {"model": "article", "batch": 1024}


@pytest.fixture(scope="module")
def merged():
    replicates = []
    for i in range(3):
        flaky = failed_point(P_FLAKY, "RuntimeError: CUDA error: an illegal memory access") if i == 1 \
            else ok_point(P_FLAKY, 0.004, 0.002, i)
        replicates.append({"replicate": i, "points": [failed_point(P_FAIL), ok_point(P_OK, 0.003, 0.002, i), flaky]})
    return merge.merge(SPEC, replicates)


def rows_at(merged, params):
    return {(r.variant, r.metric): r for r in merged["rows"] if r.params == params}


def test_point_failing_everywhere_is_one_failed_row_with_the_reason(merged):
    rows = rows_at(merged, P_FAIL)
    assert list(rows) == [("", "point")]
    row = rows["", "point"]
    assert row.status == "failed" and row.value is None
    assert row.reason == f"RuntimeError: {OOM}"
    point = next(p for p in merged["points"] if p["params"] == P_FAIL)
    assert point == {"params": P_FAIL, "status": "failed", "error": f"RuntimeError: {OOM}", "traceback": "..."}
    assert not [k for k in merged["kernels"] if k["params"] == P_FAIL]
    assert not [s for s in merged["samples"] if s["params"] == P_FAIL]


def test_ok_point_yields_latency_and_speedup(merged):
    rows = rows_at(merged, P_OK)
    eager, compiled = rows["eager", "latency_ms"], rows["compiled", "latency_ms"]
    assert eager.status == compiled.status == "ok"
    assert eager.value == pytest.approx(3.0 * 1.015, rel=1e-6)  # median of 3 × 4 rounds, in ms
    assert compiled.value == pytest.approx(2.0 * 1.015, rel=1e-6)
    assert eager.n == 12 and eager.lo <= eager.value <= eager.hi
    speedup = rows["compiled", "speedup"]
    assert speedup.value == pytest.approx(1.5)
    assert speedup.lo <= 1.5 <= speedup.hi and speedup.unit == "x"
    assert ("eager", "speedup") not in rows
    assert rows["compiled", "graphs"].value == 1.0 and rows["compiled", "graphs"].n == 3
    # derived: CPU-side time = latency - GPU time
    assert rows["eager", GPU_IDLE].value == pytest.approx(eager.value - 1.5)
    point = next(p for p in merged["points"] if p["params"] == P_OK)
    assert point["status"] == "ok" and point["error"] == ""
    assert [s["replicate"] for s in merged["samples"] if s["params"] == P_OK and s["variant"] == "eager"] == [0, 1, 2]
    assert merged["artifacts"]["batch-64_model-article/output_code.py"].startswith("# replicate")


def test_point_failing_in_one_of_three_replicates_merges_the_other_two(merged):
    rows = rows_at(merged, P_FLAKY)
    speedup = rows["compiled", "speedup"]
    assert speedup.status == "ok" and speedup.value == pytest.approx(2.0)
    assert rows["eager", "latency_ms"].n == 8  # two processes × four rounds
    assert rows["compiled", "graphs"].n == 2
    samples = [s for s in merged["samples"] if s["params"] == P_FLAKY and s["variant"] == "eager"]
    assert [s["replicate"] for s in samples] == [0, 2]
    point = next(p for p in merged["points"] if p["params"] == P_FLAKY)
    assert point["status"] == "partial"  # fewer processes than asked: never cached as complete
    assert point["error"] == "1 of 3 processes failed: RuntimeError: CUDA error: an illegal memory access"


# --- commands.measure.run_experiment --------------------------------------------------------


@pytest.fixture(scope="module")
def experiment():
    from generator.runner import discovery  # imports torch through the experiment module

    return discovery.load("experiments.one_line_speedup")


def test_crashing_worker_gives_a_failed_result(experiment):

    result = schedule.finish_experiment(experiment, [], [SEGFAULT] * 3, replicates=3, fp=FP)
    assert result.status == "failed"
    assert result.error == SEGFAULT
    assert result.id == "one_line_speedup" and result.claims == ("C3", "C4", "C5", "C6")
    assert result.rows == [] and result.verdicts == []
    # a failed result must still be storable in a bundle
    assert result.to_dict()["error"] == SEGFAULT


TIMEOUT = SimpleNamespace(point_timeout_s=900.0)


def _fake_worker(crash_in: set[str], calls: list[list[str]]):
    """A stand-in for the worker process: writes results in order, dies at an experiment in crash_in."""
    import json

    from generator.runner.isolate import WorkerFailure
    from generator.runner.worker import PEAKS_FILE

    def run(ids, *, out, **kw):
        calls.append(list(ids))
        (out / PEAKS_FILE).write_text(json.dumps({"copy_gbps": 1.0}))
        for eid in ids:
            if eid in crash_in:
                raise WorkerFailure(SEGFAULT)
            (out / f"{eid}.json").write_text(json.dumps({"replicate": kw["replicate"], "points": [], "seconds": 1.0}))

    return run


def test_a_crash_costs_only_the_running_experiment_and_a_new_worker_goes_on(monkeypatch, tmp_path):
    from generator.runner import isolate

    calls: list[list[str]] = []
    monkeypatch.setattr(isolate, "_run_worker", _fake_worker({"b"}, calls))
    exps = [SimpleNamespace(id=i, spec=TIMEOUT, models=()) for i in ("a", "b", "c")]
    done = isolate.run_replicate(exps, profile="quick", device="cpu", replicate=0, cache_dir=tmp_path)
    assert calls == [["a", "b", "c"], ["c"]]  # restarted after the crash, without the crashed one
    assert set(done.outputs) == {"a", "c"}
    assert done.crashes == {"b": SEGFAULT}
    assert done.peaks == {"copy_gbps": 1.0}


def test_a_worker_dying_before_its_first_experiment_is_not_restarted(monkeypatch, tmp_path):
    from generator.runner import isolate

    calls = []

    def die(ids, **kw):
        calls.append(ids)
        raise isolate.WorkerFailure("worker exited with code 1: ImportError: no torch")

    monkeypatch.setattr(isolate, "_run_worker", die)
    exps = [SimpleNamespace(id=i, spec=TIMEOUT, models=()) for i in ("a", "b")]
    done = isolate.run_replicate(exps, profile="quick", device="cpu", replicate=0, cache_dir=tmp_path)
    assert len(calls) == 1
    assert done.outputs == {} and set(done.crashes) == {"a", "b"}


def test_experiments_run_as_many_processes_as_they_ask_for(monkeypatch, tmp_path, experiment):
    from generator.runner import isolate

    seen = []

    def replicate(batch, *, replicate, **kw):
        seen.append((replicate, [e.id for e in batch]))
        return isolate.Replicate(outputs={e.id: {"replicate": replicate, "points": [], "seconds": 0.5}
                                          for e in batch}, peaks={"copy_gbps": 2.0})

    monkeypatch.setattr(isolate, "run_replicate", replicate)
    one = fake_experiment("one", SPEC, "x", SimpleNamespace())
    finished = []
    peaks = schedule.run_experiments([(experiment, 3), (one, 1)], profile="quick", device="cpu",
                                    cache_dir=tmp_path, fp=FP, on_result=lambda e, r: finished.append(e.id))
    assert seen == [(0, ["one_line_speedup", "one"]), (1, ["one_line_speedup"]), (2, ["one_line_speedup"])]
    assert finished == ["one", "one_line_speedup"]  # each handed over as soon as its last process is done
    assert peaks == {"copy_gbps": 2.0}


def test_ctrl_c_in_a_worker_keeps_the_experiments_it_had_finished(monkeypatch, tmp_path):
    import json

    from generator.runner import isolate
    from generator.runner.worker import PEAKS_FILE

    def interrupted(ids, *, out, **kw):
        (out / PEAKS_FILE).write_text(json.dumps({"copy_gbps": 1.0}))
        (out / "a.json").write_text(json.dumps({"replicate": 0, "points": [], "seconds": 1.0}))
        raise KeyboardInterrupt  # while "b" runs

    monkeypatch.setattr(isolate, "_run_worker", interrupted)
    exps = [SimpleNamespace(id=i, spec=TIMEOUT, models=()) for i in ("a", "b", "c")]
    with pytest.raises(isolate.Interrupted) as stop:
        isolate.run_replicate(exps, profile="quick", device="cpu", replicate=0, cache_dir=tmp_path)
    assert set(stop.value.replicate.outputs) == {"a"}
    assert stop.value.replicate.peaks == {"copy_gbps": 1.0}
    assert isinstance(stop.value, KeyboardInterrupt)  # the CLI's Ctrl-C handling still applies


def _interrupting_replicates(grid, interrupt_at: int, done_before_stop: set[str]):
    """run_replicate stand-in: whole replicates, then an interruption with only some finished."""
    from generator.runner import isolate

    def replicate(batch, *, replicate, **kw):
        outputs = {e.id: {"replicate": replicate, "points": [ok_point(p, 0.003, 0.002, replicate) for p in grid]}
                   for e in batch}
        if replicate < interrupt_at:
            return isolate.Replicate(outputs=outputs, peaks={"copy_gbps": 2.0})
        partial = isolate.Replicate(outputs={k: v for k, v in outputs.items() if k in done_before_stop})
        raise isolate.Interrupted(partial)

    return replicate


def test_interrupted_run_hands_over_what_finished_then_stops(monkeypatch, tmp_path, experiment):
    from generator.runner import isolate

    grid = experiment.spec.grid("quick")
    one = fake_experiment("one", experiment.spec, "x", experiment.module)
    two = fake_experiment("two", experiment.spec, "x", experiment.module)
    monkeypatch.setattr(isolate, "run_replicate", _interrupting_replicates(grid, 0, {"one"}))
    finished = []
    with pytest.raises(isolate.Interrupted):
        schedule.run_experiments([(one, 1), (two, 1), (experiment, 3)], profile="quick", device="cpu",
                                cache_dir=tmp_path, fp=FP, on_result=lambda e, r: finished.append(e.id))
    assert finished == ["one"]  # two was running; one_line_speedup needed two more processes

    # interrupted in its last process, an experiment whose output is in is finished too
    monkeypatch.setattr(isolate, "run_replicate", _interrupting_replicates(grid, 2, {experiment.id}))
    finished.clear()
    with pytest.raises(isolate.Interrupted) as stop:
        schedule.run_experiments([(experiment, 3)], profile="quick", device="cpu", cache_dir=tmp_path, fp=FP,
                                on_result=lambda e, r: finished.append((e.id, r.replicates, r.status)))
    assert finished == [(experiment.id, 3, "ok")]
    assert stop.value.peaks == {"copy_gbps": 2.0}


def test_interrupted_measure_writes_a_bundle_of_what_finished(monkeypatch, tmp_path, experiment, capsys):
    from generator.commands import measure
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    grid = experiment.spec.grid("quick")
    late = dataclasses.replace(experiment, spec=dataclasses.replace(experiment.spec, id="late"))
    monkeypatch.setattr(discovery, "discover_all", lambda: ([late, experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _interrupting_replicates(grid, 2, {experiment.id}))
    with pytest.raises(KeyboardInterrupt):
        measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                        replicates=3)
    err = capsys.readouterr().err
    # late was interrupted in its third process: its first two are kept, and it says so
    assert "late: partial" in err and "2 of the 3 processes ran" in err
    (path,) = store.find(tmp_path / "results")
    written = store.read(path)
    assert list(written.experiments) == ["late", experiment.id]
    assert written.experiments[experiment.id].replicates == 3
    kept = written.experiments["late"]
    # it keeps the processes it planned; each point says how many of them it got, cut short
    assert kept.replicates == 3 and kept.status == "partial" and "interrupted" in kept.error
    assert all(p["cut"] == {"processes": 2, "planned": 3} for p in kept.points)
    assert "cut short" in kept.error
    assert {s["replicate"] for s in kept.samples} == {0, 1}
    assert written.header["peaks"] == {"copy_gbps": 2.0}
    assert written.header["interrupted"] == []


def test_all_points_failing_gives_a_failed_result_shown_as_failed(tmp_path, experiment):
    """Every grid point out of memory: the result is failed, and the claims page must say the
    experiment failed rather than decide its claims as if numbers were merely absent
    ('not testable here', 'needs CUDA')."""
    from generator.render import site
    from generator.store import bundle as store

    grid = experiment.spec.grid("quick")
    outputs = [{"replicate": i, "points": [failed_point(p) for p in grid]} for i in range(2)]
    result = schedule.finish_experiment(experiment, outputs, [], replicates=2, fp=FP)
    assert result.status == "failed"
    assert result.error == f"{len(grid)} of {len(grid)} grid points failed; first: RuntimeError: {OOM}"
    assert [p["status"] for p in result.points] == ["failed"] * len(grid)

    header = store.read(ROOT / "tests" / "fixtures" / "bundles" / "cpu").header
    site.render_release([store.Bundle(header, {result.id: result})], "2.11", tmp_path / "docs")
    claims = (tmp_path / "docs" / "claims.md").read_text()
    for claim in result.claims:
        section = claims[claims.index(f"{{#{claim.lower()}}}"):]
        row = next(line for line in section.splitlines() if line.startswith("**Intel(R) Xeon(R)"))
        assert "experiment failed" in row, f"{claim}: {row}"


# --- the CLI --------------------------------------------------------------------------------


def test_cli_unknown_experiment_is_a_one_line_error(tmp_path):
    done = subprocess.run([sys.executable, "-m", "generator", "--results", str(tmp_path / "results"),
                           "--cache", str(tmp_path / "cache"), "measure", "--device", "cpu",
                           "--only", "no_such_experiment"],
                          cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2, done.stderr
    errors = [line for line in done.stderr.splitlines() if line.startswith("error:")]
    assert len(errors) == 1, done.stderr
    assert "no_such_experiment" in errors[0]
    assert "known: " in errors[0] and "one_line_speedup" in errors[0].split("known: ", 1)[1]
    assert not (tmp_path / "results").exists() or not list((tmp_path / "results").iterdir())


def test_an_interruption_keeps_an_earlier_result_of_what_it_did_not_finish(monkeypatch, tmp_path, experiment):
    """A bundle holds X; `--only X --force` is interrupted before X finishes: X stays as it was."""
    from generator.commands import measure
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    grid = experiment.spec.grid("quick")
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _interrupting_replicates(grid, 9, set()))
    first = measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                            replicates=2)
    before = store.read(first).experiments[experiment.id]

    monkeypatch.setattr(isolate, "run_replicate", _interrupting_replicates(grid, 1, set()))
    with pytest.raises(KeyboardInterrupt):
        measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                        replicates=2, force=True)
    after = store.read(first)
    assert after.experiments[experiment.id].to_dict() == before.to_dict()


def test_an_unreadable_bundle_loses_nothing_the_result_cache_holds(monkeypatch, tmp_path, experiment, capsys):
    """The bundle holds X and Y; it gets damaged; `--only Y` keeps X from the result cache, and the
    damaged bundle is moved aside, not deleted."""
    from generator.commands import measure
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    grid = experiment.spec.grid("quick")
    other = fake_experiment("other", experiment.spec, "y", experiment.module)
    monkeypatch.setattr(discovery, "discover_all", lambda: ([other, experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _interrupting_replicates(grid, 9, set()))
    path = measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                           replicates=2)
    (path / "rows.csv").write_text((path / "rows.csv").read_text().splitlines(keepends=True)[0])
    measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                    replicates=2, only=["other"], force=True)
    assert set(store.read(path).experiments) == {"other", experiment.id}
    err = capsys.readouterr().err
    assert "damaged: rows.csv has 0 rows" in err and "taken from the result cache" in err
    assert (path.parent / f".{path.name}.unreadable" / "rows.csv").exists()


def test_ctrl_c_between_workers_still_hands_over_what_finished(monkeypatch, tmp_path, experiment):
    from generator.runner import isolate

    grid = experiment.spec.grid("quick")
    one = fake_experiment("one", experiment.spec, "x", experiment.module)
    complete = _interrupting_replicates(grid, 9, set())
    finished = []

    def on_result(e, r):
        finished.append(e.id)
        raise KeyboardInterrupt  # e.g. while the result is stored

    monkeypatch.setattr(isolate, "run_replicate", complete)
    with pytest.raises(isolate.Interrupted) as stop:
        schedule.run_experiments([(one, 1), (experiment, 2)], profile="quick", device="cpu", cache_dir=tmp_path,
                                fp=FP, on_result=on_result)
    assert finished == ["one"]
    assert stop.value.peaks == {"copy_gbps": 2.0}


def test_a_skipped_experiment_is_cached_so_a_no_change_run_starts_no_worker(monkeypatch, tmp_path, experiment):
    """An experiment that needs CUDA is skipped on a CPU; the next run must not start a worker for it."""
    from generator.commands import measure
    from generator.runner import discovery, isolate

    grid = experiment.spec.grid("quick")
    calls = []

    def skipping(batch, *, replicate, **kw):
        calls.append(replicate)
        points = [{"params": p, "status": "skipped", "error": "needs CUDA", "seconds": 0.0} for p in grid]
        return isolate.Replicate(outputs={e.id: {"replicate": replicate, "points": points} for e in batch})

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", skipping)
    kw = dict(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu", replicates=1)
    measure.measure(**kw)
    assert calls == [0]
    measure.measure(**kw)
    assert calls == [0]  # the skip came from the cache


def test_an_interruption_hands_over_only_what_was_not_handed_before(monkeypatch, tmp_path, experiment):
    """An experiment finished in an earlier process (one of its processes crashed) is not handed
    over again when a later process is interrupted; the one still running keeps what it has."""
    from generator.runner import isolate

    grid = experiment.spec.grid("quick")
    short = fake_experiment("short", experiment.spec, "x", experiment.module)

    def replicate(batch, *, replicate, **kw):
        outputs = {e.id: {"replicate": replicate, "points": [ok_point(p, 0.003, 0.002, replicate) for p in grid]}
                   for e in batch}
        if replicate == 2:
            outputs.pop("short")
            return isolate.Replicate(outputs=outputs, crashes={"short": "segfault"}, peaks={})
        if replicate == 3:
            raise isolate.Interrupted(isolate.Replicate())
        return isolate.Replicate(outputs=outputs, peaks={})

    monkeypatch.setattr(isolate, "run_replicate", replicate)
    finished = []
    with pytest.raises(isolate.Interrupted):
        schedule.run_experiments([(short, 3), (experiment, 5)], profile="quick", device="cpu", cache_dir=tmp_path,
                                fp=FP, on_result=lambda e, r: finished.append((e.id, r.replicates, r.status)))
    assert finished == [("short", 3, "partial"), (experiment.id, 5, "partial")]  # it planned 5, got 3: cut short


def test_the_exit_code_says_whether_experiments_failed(tmp_path, experiment, capsys):
    """0 when every experiment is complete, 1 (with one line naming them) when one failed."""
    from generator.commands import measure
    from generator.store import bundle as store

    ok = schedule.finish_experiment(experiment, [{"replicate": 0, "points": [
        ok_point(p, 0.003, 0.002, 0) for p in experiment.spec.grid("quick")]}], [], replicates=1, fp=FP)
    failed = schedule.finish_experiment(experiment, [], [SEGFAULT], replicates=1, fp=FP)
    failed.id = "broken"
    header = {"fingerprint": FP, "profile": "quick", "peaks": {}, "verdicts": []}
    store.write(store.Bundle(header, {ok.id: ok}), tmp_path / "good")
    store.write(store.Bundle(header, {ok.id: ok, "broken": failed}), tmp_path / "bad")
    assert measure.exit_code(tmp_path / "good") == 0
    assert measure.exit_code(tmp_path / "bad") == 1
    assert "1 experiment(s) failed or are incomplete: broken" in capsys.readouterr().err


def test_a_worker_dying_inside_a_point_costs_that_point_and_a_new_worker_resumes_after_it(monkeypatch, tmp_path):
    """Points 1 and 2 finish, the worker dies (or hangs and is ended) in point 3 of 4: the new
    worker is told to skip 3 points, and the experiment keeps 1, 2 and 4, with 3 failed."""
    import json

    from generator.runner import isolate
    from generator.runner.worker import PEAKS_FILE, PROGRESS

    calls = []

    def worker(ids, *, out, skip=None, **kw):
        calls.append((list(ids), skip))
        (out / PEAKS_FILE).write_text("{}")
        progress = out / f"{ids[0]}{PROGRESS}"
        first = skip[1] + 1 if skip else 1
        done = []
        for index in range(first, 5):
            with progress.open("a") as fh:
                fh.write(json.dumps({"started": index, "params": {"n": index}, "at": 0.0}) + "\n")
            if index == 3:
                raise isolate.WorkerFailure("timed out: a grid point of exp ran over 5 s")
            point = {"params": {"n": index}, "status": "ok", "outcome": {}, "seconds": 0.1}
            done.append(point)
            with progress.open("a") as fh:
                fh.write(json.dumps({"finished": index, "point": point}) + "\n")
        (out / f"{ids[0]}.json").write_text(json.dumps({"replicate": 0, "points": done, "seconds": 1.0}))

    monkeypatch.setattr(isolate, "_run_worker", worker)
    done = isolate.run_replicate([SimpleNamespace(id="exp", spec=TIMEOUT, models=())], profile="quick", device="cpu",
                                 replicate=0, cache_dir=tmp_path)
    assert calls == [(["exp"], None), (["exp"], ("exp", 3))]
    points = done.outputs["exp"]["points"]
    assert [(p["params"]["n"], p["status"]) for p in points] == [(1, "ok"), (2, "ok"), (3, "failed"), (4, "ok")]
    assert "the worker stopped during this point: timed out" in points[2]["error"]
    assert done.crashes == {}


def test_the_point_timeout_comes_from_the_spec_unless_the_command_line_gives_one(monkeypatch, tmp_path):
    from generator.runner import isolate

    seen = []

    def worker(ids, *, out, timeouts, **kw):
        seen.append(dict(timeouts))
        import json
        (out / isolate.PEAKS_FILE).write_text("{}")
        for eid in ids:
            (out / f"{eid}.json").write_text(json.dumps({"replicate": 0, "points": [], "seconds": 0.0}))

    monkeypatch.setattr(isolate, "_run_worker", worker)
    exps = [SimpleNamespace(id="a", spec=SimpleNamespace(point_timeout_s=60.0), models=()), SimpleNamespace(id="b", spec=TIMEOUT, models=())]
    isolate.run_replicate(exps, profile="quick", device="cpu", replicate=0, cache_dir=tmp_path)
    isolate.run_replicate(exps, profile="quick", device="cpu", replicate=0, cache_dir=tmp_path, timeout_s=5)
    assert seen == [{"a": 60.0, "b": 900.0}, {"a": 5, "b": 5}]


def test_points_finished_before_a_worker_that_cannot_start_again_are_kept(monkeypatch, tmp_path):
    import json

    from generator.runner import isolate
    from generator.runner.worker import PEAKS_FILE, PROGRESS

    calls = []

    def worker(ids, *, out, skip=None, **kw):
        calls.append(skip)
        if skip:  # the second worker dies before its first experiment
            raise isolate.WorkerFailure("worker exited with code 1: CUDA error: out of memory")
        (out / PEAKS_FILE).write_text("{}")
        with (out / f"exp{PROGRESS}").open("a") as fh:
            fh.write(json.dumps({"finished": 1, "point": {"params": {"n": 1}, "status": "ok", "outcome": {},
                                                           "seconds": 0.5}}) + "\n")
            fh.write(json.dumps({"started": 2, "params": {"n": 2}}) + "\n")
        raise isolate.WorkerFailure("worker exited with code -11: Segmentation fault")

    monkeypatch.setattr(isolate, "_run_worker", worker)
    done = isolate.run_replicate([SimpleNamespace(id="exp", spec=TIMEOUT, models=())], profile="quick", device="cpu",
                                 replicate=0, cache_dir=tmp_path)
    assert calls == [None, ("exp", 2)]
    assert [(p["params"]["n"], p["status"]) for p in done.outputs["exp"]["points"]] == [(1, "ok"), (2, "failed")]
    assert "CUDA error" in done.crashes["exp"]


def test_a_time_limit_writes_what_finished_names_the_rest_and_exits_1(monkeypatch, tmp_path, experiment, capsys):
    """`measure --time-limit`: the limit ends the run as Ctrl-C would, but returns normally with
    the bundle written, so `make measure TIME_LIMIT=...` on a CI runner keeps what it measured."""
    import time as clock

    from generator.commands import measure
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    grid = experiment.spec.grid("quick")
    once = dataclasses.replace(experiment, spec=dataclasses.replace(experiment.spec, replicates={"default": 1, "quick": 1}))
    late = dataclasses.replace(experiment, spec=dataclasses.replace(experiment.spec, id="late",
                                                                    replicates={"default": 2, "quick": 2}))
    monkeypatch.setattr(discovery, "discover_all", lambda: ([once, late], {}))

    def second_process_stalls(batch, *, replicate, **_):
        if replicate == 1:
            try:
                clock.sleep(30)  # the limit's alarm ends this
            except KeyboardInterrupt:  # as isolate.run_replicate hands it on
                raise isolate.Interrupted(isolate.Replicate()) from None
        return isolate.Replicate(outputs={e.id: {"replicate": replicate, "points": [ok_point(p, 2e-3, 1e-3, replicate)
                                                                                    for p in grid]}
                                          for e in batch}, peaks={})

    monkeypatch.setattr(isolate, "run_replicate", second_process_stalls)
    started = clock.perf_counter()
    path = measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                           time_limit=2)
    assert clock.perf_counter() - started < 20
    assert "Time limit of 2 s reached" in capsys.readouterr().err
    written = store.read(path)
    assert written.experiments[once.id].status == "ok"
    kept = written.experiments["late"]
    assert kept.status == "partial" and kept.replicates == 2 and "1 of the 2 processes ran" in kept.error
    assert measure.exit_code(path) == 1


def test_an_experiment_outside_the_profile_is_left_out_unless_named(monkeypatch, tmp_path, experiment, capsys):
    from generator.commands import measure
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    grid = experiment.spec.grid("quick")
    costly = dataclasses.replace(experiment, spec=dataclasses.replace(experiment.spec, id="costly", profiles=("full",)))
    monkeypatch.setattr(discovery, "discover_all", lambda: ([costly, experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _interrupting_replicates(grid, 99, set()))
    measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu", replicates=3)
    assert "costly: not in the 'quick' profile (it runs in full; `--only costly` measures it" in capsys.readouterr().err
    (path,) = store.find(tmp_path / "results")
    assert list(store.read(path).experiments) == [experiment.id]
    measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu", replicates=3,
                    only=["costly"])
    assert set(store.read(path).experiments) == {"costly", experiment.id}


# --- the next replicate's worker, started in standby -------------------------------------------


def test_each_replicate_releases_the_worker_started_beside_the_one_before_and_an_interruption_ends_the_next(
        monkeypatch, tmp_path, experiment):
    from generator.runner import isolate

    started, cancelled, released = [], [], []

    class Fake:
        def __init__(self, ids, replicate):
            self.ids, self.replicate = ids, replicate

        def cancel(self):
            cancelled.append(self.replicate)

    def standby(experiments, *, replicate, **kw):
        started.append((replicate, [e.id for e in experiments]))
        return Fake([e.id for e in experiments], replicate)

    def replicate(batch, *, replicate, standby=None, **kw):
        released.append((replicate, None if standby is None else standby.replicate))
        if replicate == 2:
            raise isolate.Interrupted(isolate.Replicate())
        return isolate.Replicate(outputs={e.id: {"replicate": replicate, "points": [], "seconds": 0.5} for e in batch})

    monkeypatch.setattr(isolate, "start_standby", standby)
    monkeypatch.setattr(isolate, "run_replicate", replicate)
    one = fake_experiment("one", SPEC, "x", SimpleNamespace())
    with pytest.raises(isolate.Interrupted):
        schedule.run_experiments([(experiment, 5), (one, 1)], profile="quick", device="cpu", cache_dir=tmp_path,
                                fp=FP, on_result=lambda e, r: None)
    # each next replicate's worker starts beside the current one, for the experiments it will run
    assert started == [(1, ["one_line_speedup"]), (2, ["one_line_speedup"]), (3, ["one_line_speedup"])]
    assert released == [(0, None), (1, 1), (2, 2)]  # the first has none before it
    assert 3 in cancelled  # interrupted in replicate 3 of 5: the standby of the 4th is ended


def test_a_standby_worker_waits_without_touching_the_device_until_released_and_cancel_ends_it(tmp_path):
    import time

    from generator.runner import isolate
    from generator.runner.discovery import load
    from generator.runner.worker import PEAKS_FILE

    exp = load("experiments.variance")
    standby = isolate.start_standby([exp], profile="quick", device="cpu", replicate=1, cache_dir=tmp_path)
    assert standby is not None and standby.serves(["variance"], 1, frozenset())
    assert not standby.serves(["variance", "training"], 1, frozenset())
    time.sleep(3)
    assert standby.proc.poll() is None  # imported, waiting for its go
    assert not (standby.out / PEAKS_FILE).exists()  # no ceiling measured: the device is not its yet
    out = standby.out
    standby.cancel()
    assert standby.proc.poll() is not None and not out.exists()
    assert isolate.start_standby([], profile="quick", device="cpu", replicate=1, cache_dir=tmp_path) is None


def test_a_replicate_released_from_standby_measures_like_a_fresh_worker(tmp_path):
    from generator.runner import isolate
    from generator.runner.discovery import load

    exp = load("experiments.variance")
    standby = isolate.start_standby([exp], profile="quick", device="cpu", replicate=1, cache_dir=tmp_path)
    done = isolate.run_replicate([exp], profile="quick", device="cpu", replicate=1, cache_dir=tmp_path,
                                 standby=standby)
    assert set(done.outputs) == {"variance"} and not done.crashes
    assert all(p["status"] == "ok" for p in done.outputs["variance"]["points"])
    assert done.peaks  # it measured the ceilings after its go
    assert not standby.out.exists()  # its directory went with it


def test_a_standby_that_cannot_be_started_leaves_the_replicate_to_start_its_own(monkeypatch, tmp_path):
    import tempfile

    from generator.runner import isolate
    from generator.runner.discovery import load

    def no_fork(*a, **kw):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    monkeypatch.setattr(isolate.subprocess, "Popen", no_fork)
    assert isolate.start_standby([load("experiments.variance")], profile="quick", device="cpu", replicate=1,
                                 cache_dir=tmp_path) is None
    assert list((tmp_path / "tmp").iterdir()) == []  # the directory it had made went with it


def test_a_failure_to_keep_the_launch_picks_never_costs_the_bundle(monkeypatch, tmp_path, experiment, capsys):
    from generator.commands import measure
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _interrupting_replicates(experiment.spec.grid("quick"), 99, set()))
    from generator.runner import caches

    monkeypatch.setattr(caches, "keep_launch_picks", broken)
    path = measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                           replicates=2)
    assert set(store.read(path).experiments) == {experiment.id}
    assert "launch picks were not kept (OSError: disk full); the bundle is complete" in capsys.readouterr().err
