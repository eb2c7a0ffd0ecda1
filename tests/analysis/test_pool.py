"""generator/analysis/pool.py: verdicts decided on every run of one setting, pooled by process.

Runs are made by the measure stage's own merge (schedule.finish_experiment) from worker outputs
built here, written as bundles and read back, so the pooled rows come from what a bundle keeps
(samples.json for the timed rounds, values.json for every other metric).
"""

from __future__ import annotations

import dataclasses
import itertools
import types
from pathlib import Path

import numpy as np
import pytest

from generator.analysis import pool
from generator.runner import schedule
from generator.runner.discovery import Experiment
from generator.schema import LabError, Row, Verdict
from generator.spec import ExperimentSpec
from generator.store import bundle as store
from generator.verdicts import at_least, decide, fmt, verdict

SPEC = ExperimentSpec(id="toy", title="toy", section="§2", claims=("C3",), params={"batch": [1]},
                      replicates={"default": 3, "quick": 3})
FP = {"device_name": "NVIDIA H200", "torch": "2.11.0+cu130", "device": "cuda", "device_key": "nvidia-h200",
      "release": "2.11"}


def rules(rows: list[Row]) -> list[Verdict]:
    """C3 holds where the speedup's re-run interval lies at or above 1.5×."""
    found = next(r for r in rows if r.metric == "speedup" and r.status == "ok")
    return [verdict("C3", decide(lambda f: "holds" if f["fast"] else "does not hold",
                                 {"fast": at_least(found, 1.5, "speedup", unit="×")}), fmt(found, "×"), "rule", "toy")]


MODULE = types.SimpleNamespace(SPEC=SPEC, verdicts=rules)
EXPERIMENT = Experiment(SPEC, MODULE, "src", "rules")  # type: ignore[arg-type]


def _process(speedup: float, seed: int, replicate: int) -> dict:
    """One worker process's outcome: 20 interleaved rounds, a count and a compile time."""
    rng = np.random.default_rng(seed)
    eager = list(2e-3 * (1 + 0.01 * rng.standard_normal(20)))
    compiled = [e / speedup for e in eager]
    metrics = [{"variant": "compiled", "metric": "graphs", "value": 1.0, "unit": "count", "stat": "first call",
                "status": "ok", "reason": "", "better": "", "kind": "compiler", "baseline": ""},
               {"variant": "compiled", "metric": "compile_warm_s", "value": 1.0 + 0.1 * replicate, "unit": "s",
                "stat": "first call", "status": "ok", "reason": "", "better": "lower", "kind": "compile",
                "baseline": ""}]
    outcome = {"metrics": metrics, "kernels": [], "artifacts": {},
               "comparisons": [{"name": "latency", "baseline": "eager", "samples": {"eager": eager, "compiled": compiled},
                                "calls_per_sample": {"eager": 10, "compiled": 20}}]}
    return {"params": {"batch": 1}, "status": "ok", "outcome": outcome, "seconds": 1.0}


CREATED = itertools.count()


def run(tmp_path: Path, name: str, speedups: tuple[float, ...], *, source: str = "src", seed: int = 0) -> tuple[str, store.Bundle]:
    """A run of the toy experiment whose processes measured these speedups, written and read back."""
    outputs = [{"replicate": i, "points": [_process(s, seed + i, i)]} for i, s in enumerate(speedups)]
    experiment = dataclasses.replace(EXPERIMENT, source_hash=source)
    result = schedule.finish_experiment(experiment, outputs, [], replicates=len(speedups), fp=FP, profile="default")
    # each run its own creation time, as runs of one machine have: a point is one measurement by when and where
    header = {"created": f"2026-12-05T10:{next(CREATED):02d}:00+00:00", "profile": "default", "fingerprint": dict(FP)}
    path = store.write(store.Bundle(header, {"toy": result}), tmp_path / name)
    return name, store.read(path)


def speedup_row(rows) -> Row:
    return next(r for r in rows if r.metric == "speedup")


def test_one_runs_processes_rebuilt_from_its_bundle_merge_to_the_rows_it_measured(tmp_path):
    """What a bundle keeps (samples, per-process values) is the whole of what its merge read."""
    name, bundle = run(tmp_path, "run1", (1.6, 1.7, 1.5))
    result = bundle.experiments["toy"]
    again = pool.replicates(result, {"batch": 1}, run=0)
    rows = schedule.merge.merge_point(SPEC, {"batch": 1}, again)["rows"]
    as_measured = {(r.variant, r.metric): r for r in result.rows}
    for r in rows:
        kept = as_measured[r.variant, r.metric]
        assert (r.value, r.n, r.interval) == pytest.approx((kept.value, kept.n, kept.interval)) or (
            r.value == pytest.approx(kept.value) and r.n == kept.n and r.interval == kept.interval), r.metric


def test_pooled_runs_rest_on_all_their_processes_and_narrow_the_interval(tmp_path):
    runs = [run(tmp_path, f"run{i}", (1.58, 1.62, 1.55), seed=10 * i) for i in range(3)]
    found = pool.pool(runs, [EXPERIMENT])
    toy = found.experiments["toy"]
    assert toy.runs == {"batch=1": ("run0", "run1", "run2")} and toy.most == 3 and not toy.left
    pooled = speedup_row(toy.rows)
    alone = speedup_row(runs[0][1].experiments["toy"].rows)
    assert pooled.spread == "95% interval over 9 processes of 3 runs"
    assert (pooled.ci_hi - pooled.ci_lo) < (alone.ci_hi - alone.ci_lo)
    # per-process values pool by process too: nine compile times, an interval over them
    compile_row = next(r for r in toy.rows if r.metric == "compile_warm_s")
    assert compile_row.n == 9 and compile_row.interval == "process"
    graphs = next(r for r in toy.rows if r.metric == "graphs")
    assert graphs.interval == "range" and graphs.value == 1.0
    (v,) = toy.verdicts
    assert v.device == "NVIDIA H200" and v.release == "2.11.0+cu130" and "of 3 runs" not in v.measured


def test_runs_that_disagree_widen_the_pooled_interval_by_their_spread_between_them(tmp_path):
    """Within each run the processes agree; the runs do not: the interval says so."""
    agreeing = [run(tmp_path, f"a{i}", (1.6, 1.6, 1.6), seed=i) for i in range(3)]
    apart = [run(tmp_path, f"b{i}", (s, s, s), seed=i) for i, s in enumerate((1.4, 1.6, 1.8))]
    tight = speedup_row(pool.pool(agreeing, [EXPERIMENT]).experiments["toy"].rows)
    wide = speedup_row(pool.pool(apart, [EXPERIMENT]).experiments["toy"].rows)
    assert tight.ci_hi / tight.ci_lo < 1.01  # each process measured exactly 1.6×
    assert wide.ci_lo < 1.4 and wide.ci_hi > 1.8  # three runs 1.4, 1.6, 1.8: their mean's interval, t on 2 df


def test_a_run_of_other_measuring_code_is_named_not_pooled(tmp_path):
    runs = [run(tmp_path, "run1", (1.6, 1.6, 1.6)), run(tmp_path, "run2", (1.6, 1.6, 1.6), seed=5),
            run(tmp_path, "old", (1.0, 1.0, 1.0), source="older")]
    toy = pool.pool(runs, [EXPERIMENT]).experiments["toy"]
    assert toy.runs == {"batch=1": ("run1", "run2")}
    assert toy.left == {"old": "measured otherwise: other experiment code"}


def test_a_point_one_run_alone_measured_keeps_that_runs_rows(tmp_path):
    name, bundle = run(tmp_path, "run1", (1.6, 1.7, 1.5))
    toy = pool.pool([(name, bundle)], [EXPERIMENT]).experiments["toy"]
    assert list(toy.rows) == bundle.experiments["toy"].rows


def test_leaving_a_run_out_is_a_check_anyone_can_make(tmp_path):
    """The verdict on all three runs and on each pair: far from the threshold, they agree."""
    runs = [run(tmp_path, f"run{i}", (2.0, 2.1, 1.95), seed=3 * i) for i in range(3)]
    every = pool.pool(runs, [EXPERIMENT]).verdicts()[0].verdict
    pairs = [pool.pool([r for j, r in enumerate(runs) if j != i], [EXPERIMENT]).verdicts()[0].verdict for i in range(3)]
    assert every == "holds" and pairs == ["holds"] * 3


def test_runs_of_another_device_or_release_are_refused_in_one_line(tmp_path):
    name, bundle = run(tmp_path, "run1", (1.6, 1.6, 1.6))
    other = store.Bundle({**bundle.header, "fingerprint": {**FP, "torch": "2.13.0+cu130", "release": "2.13"}},
                         bundle.experiments)
    with pytest.raises(LabError, match="pool runs of one device and release"):
        pool.pool([(name, bundle), ("other", other)], [EXPERIMENT])
    with pytest.raises(LabError, match="no runs to pool"):
        pool.pool([], [EXPERIMENT])


def test_a_rule_that_fails_on_pooled_rows_is_said_not_raised(tmp_path):
    def broken(rows):
        raise ZeroDivisionError("boom")

    runs = [run(tmp_path, f"run{i}", (1.6, 1.6, 1.6), seed=i) for i in range(2)]
    experiment = dataclasses.replace(EXPERIMENT, module=types.SimpleNamespace(SPEC=SPEC, verdicts=broken))
    toy = pool.pool(runs, [experiment]).experiments["toy"]
    assert toy.verdicts == () and "ZeroDivisionError: boom" in toy.error


def test_a_rerun_kept_without_its_samples_is_named_not_counted(tmp_path):
    """A re-run kept as bundle.json and rows.csv alone holds no timed rounds to pool: it adds no
    evidence, so it neither counts as a run nor narrows an interval."""
    runs = [run(tmp_path, "run1", (1.6, 1.7, 1.5)), run(tmp_path, "run2", (1.6, 1.7, 1.5), seed=9)]
    bare = dataclasses.replace(runs[1][1].experiments["toy"], samples=[], values=[])
    runs[1] = ("run2", store.Bundle(runs[1][1].header, {"toy": bare}))
    toy = pool.pool(runs, [EXPERIMENT]).experiments["toy"]
    assert toy.runs == {"batch=1": ("run1",)} and "samples.json" in toy.left["run2"]
    assert list(toy.rows) == runs[0][1].experiments["toy"].rows


def test_two_runs_holding_one_measurement_of_a_point_count_it_once(tmp_path):
    """A bundle copied and then changed (a part combined into the copy) still holds the original's
    measurement of its other points: pooled, each is one run's evidence, not two."""
    first = run(tmp_path, "first", (1.6, 1.7, 1.5))
    other = run(tmp_path, "other", (1.2, 1.3, 1.1))
    copied = ("copied", dataclasses.replace(other[1], header={**other[1].header, "created": first[1].header["created"]}))
    toy = pool.pool([first, copied], [EXPERIMENT]).experiments["toy"]
    assert toy.runs == {"batch=1": ("first",)} and "holds copies of first's measurements" in toy.left["copied"]
    assert pool.pool([first, other], [EXPERIMENT]).experiments["toy"].most == 2
