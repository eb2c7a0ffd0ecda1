"""Tests for generator/runner/merge.py: which between-run spreads a merged interval takes."""

from __future__ import annotations

from dataclasses import asdict

import numpy as np
import pytest
from scipy import stats as sps

from generator import calibration, stats
from generator.runner import merge
from generator.schema import Metric
from generator.spec import ExperimentSpec

SPEC = ExperimentSpec(id="modes", title="Modes", section="§4", claims=("C14",), params={"batch": [1]})
POINT = {"batch": 1}
# the reduce-overhead side scatters between the five processes (±8%): a run's own spread
SCATTER = (0.0, 0.08, -0.06, 0.1, -0.09)


def _process(i: int) -> dict:
    """One process: eager, default and reduce-overhead in the same rounds, plus the second view
    of those rounds against default (Comparison.ratios_only), as compile_modes makes it."""
    rng = np.random.default_rng(i)
    rounds = {"eager": 3e-3, "compiled": 2e-3, "reduce-overhead": 1e-3 * np.exp(SCATTER[i])}
    samples = {v: list(t * (1 + 0.001 * rng.standard_normal(8))) for v, t in rounds.items()}
    calls = {v: 10 for v in samples}
    comparisons = [
        {"name": "latency", "baseline": "eager", "samples": samples, "calls_per_sample": calls},
        {"name": "vs_default", "baseline": "compiled", "ratios_only": True, "calls_per_sample": calls,
         "samples": {v: samples[v] for v in ("compiled", "reduce-overhead")}},
    ]
    outcome = {"metrics": [], "comparisons": comparisons, "kernels": [], "artifacts": {}}
    return {"replicate": i, "points": [{"params": POINT, "status": "ok", "outcome": outcome, "seconds": 1.0}]}


def _vs_default(merged: dict):
    (row,) = [r for r in merged["rows"] if r.metric == "vs_default_speedup"]
    return row


def test_a_second_view_of_the_same_rounds_takes_the_own_spreads_of_its_pair():
    processes = [_process(i) for i in range(len(SCATTER))]
    pair = calibration.own_key("batch=1", "latency:compiled", "reduce-overhead", "ratio")
    own = calibration.Own(between=0.01, within=0.02, runs=20, processes=5)
    cal = calibration.Calibration("nvidia-h200-torch2.11.0", "default", {}, {"ratio/host": calibration.Pool(0.04, 9)},
                                  runs=[{}] * 20, own={"modes": {pair: own}})
    alone = _vs_default(merge.merge(SPEC, processes))
    pooled = merge.merge(SPEC, processes, cal.for_experiment("modes"))
    row = _vs_default(pooled)
    assert row.value == alone.value  # the same rounds' ratio; only its interval changes
    # its own steady history narrows what five scattered processes alone would claim
    assert row.ci_hi - row.ci_lo < alone.ci_hi - alone.ci_lo
    # the eager-based speedups found no own spreads and took the pool, which the bundle names
    assert pooled["between_own"]["ratio"]["comparisons"] == 1.0 and pooled["between"]["ratio/host"] == 0.04


def _timed_process(i: int) -> dict:
    """One process timing eager against compiled, with a cold compile measured in the first."""
    rng = np.random.default_rng(10 + i)
    rounds = {"eager": 3e-3 * np.exp(SCATTER[i]), "compiled": 2e-3}
    samples = {v: list(t * (1 + 0.001 * rng.standard_normal(8))) for v, t in rounds.items()}
    metrics = [asdict(Metric("compiled", "compile_cold_s", 12.0, "s", "first call", kind="compile"))] if i == 0 else []
    comparisons = [{"name": "latency", "baseline": "eager", "samples": samples, "calls_per_sample": {v: 10 for v in samples}}]
    outcome = {"metrics": metrics, "comparisons": comparisons, "kernels": [], "artifacts": {}}
    return {"replicate": i, "points": [{"params": POINT, "status": "ok", "outcome": outcome, "seconds": 1.0}]}


def test_latencies_and_cold_compiles_take_their_own_spreads_too():
    processes = [_timed_process(i) for i in range(len(SCATTER))]
    own = {calibration.own_key("batch=1", "latency", "eager", "latency"): calibration.Own(0.0, 0.08, 20, 5),
           calibration.own_key("batch=1", "compile_cold_s", "compiled", "once"): calibration.Own(0.05, 0.0, 20, 1)}
    pools = {"latency/host": calibration.Pool(0.2, 9), "once/host": calibration.Pool(0.3, 9)}
    cal = calibration.Calibration("nvidia-h200-torch2.11.0", "default", {}, pools, runs=[{}] * 20, own={"modes": own})
    merged = merge.merge(SPEC, processes, cal.for_experiment("modes"))
    rows = {(r.variant, r.metric): r for r in merged["rows"]}
    alone = {(r.variant, r.metric): r for r in merge.merge(SPEC, processes)["rows"]}
    eager = rows["eager", "latency_ms"]
    # eager scattered ±10% over the five processes; its history (±8% on 80 degrees of freedom, no
    # shift) narrows it
    assert eager.ci_hi / eager.ci_lo < alone["eager", "latency_ms"].ci_hi / alone["eager", "latency_ms"].ci_lo
    # against a steady history (±1%) the same five processes scatter too far to pool: they keep their own
    own[calibration.own_key("batch=1", "latency", "eager", "latency")] = calibration.Own(0.0, 0.01, 20, 5)
    steady = {(r.variant, r.metric): r for r in merge.merge(SPEC, processes, cal.for_experiment("modes"))["rows"]}
    assert (steady["eager", "latency_ms"].ci_lo, steady["eager", "latency_ms"].ci_hi) == \
        (alone["eager", "latency_ms"].ci_lo, alone["eager", "latency_ms"].ci_hi)
    assert steady["eager", "latency_ms"].spread.endswith(stats.ALONE_SUFFIX)
    # the compiled side has no own figures: the (wide) pool of its kind
    assert rows["compiled", "latency_ms"].ci_hi / rows["compiled", "latency_ms"].ci_lo > 2.0
    # a cold compile's interval is its own spread between runs, t on 19 degrees of freedom
    compile_ = rows["compiled", "compile_cold_s"]
    z = float(sps.t.ppf(0.975, 19))
    assert compile_.ci_hi == pytest.approx(12.0 * np.exp(z * 0.05))
    assert merged["between_own"]["latency"]["comparisons"] == 1.0 and merged["between_own"]["once"]["comparisons"] == 1.0


def test_what_a_metric_declares_it_measures_decides_its_interval_not_its_name():
    """A compile time measured once per run takes the between-run spread of its pool whatever it is
    called; a value named like a compile that declares itself a plain time takes none."""
    pools = {"once/host": calibration.Pool(0.3, 9)}
    cal = calibration.Calibration("nvidia-h200-torch2.11.0", "default", {}, pools, runs=[{}] * 4)
    metrics = [asdict(Metric("compiled", "warmup_s", 12.0, "s", "first call", kind="compile")),
               asdict(Metric("compiled", "compile_like_s", 12.0, "s", "a timer", kind="latency"))]
    outcome = {"metrics": metrics, "comparisons": [], "kernels": [], "artifacts": {}}
    process = {"replicate": 0, "points": [{"params": POINT, "status": "ok", "outcome": outcome, "seconds": 1.0}]}
    rows = {r.metric: r for r in merge.merge(SPEC, [process], cal.for_experiment("modes"))["rows"]}
    assert rows["warmup_s"].interval == "runs" and rows["warmup_s"].kind == "compile"
    assert rows["compile_like_s"].interval == "" and rows["compile_like_s"].kind == "latency"
