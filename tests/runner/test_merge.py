"""Tests for generator/runner/merge.py: which between-run spreads a merged interval takes."""

from __future__ import annotations

import numpy as np

from generator import calibration
from generator.runner import merge
from generator.schema import ExperimentSpec

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
    assert pooled["between"]["ratio/own_n"] == 1.0 and pooled["between"]["ratio/host"] == 0.04
