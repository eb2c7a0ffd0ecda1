"""Run an experiment's quick grid in this process on the CPU, as the worker would, and merge it.

The smoke tests of every experiment use this: it exercises run(), and then the measure stage's own
path (measure.finish_experiment: the merge into rows, the status, the verdict rules) on real (tiny)
measurements, without the cost of a worker process per test.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from generator.runner.schedule import finish_experiment
from generator.runner import worker
from generator.runner.discovery import load
from generator.schema import ExperimentResult, Verdict
from generator.spec import RunContext

SMOKE_FP = {"device_name": "smoke CPU", "torch": "smoke"}  # what verdicts are stamped with
SMOKE_CTX = RunContext(device="cpu", profile="quick", replicate=0, rounds=3, block_s=0.001, capture=True)


def run_quick(experiment_id: str, grid: Sequence[Mapping[str, Any]] | None = None) -> ExperimentResult:
    """The experiment's quick grid (or the given points) measured on the CPU, merged, with verdicts."""
    experiment = load(f"experiments.{experiment_id}")
    spec = experiment.spec
    points = []
    for params in grid if grid is not None else spec.grid("quick"):
        reason = spec.skip_reason(params, "cpu")
        if reason:
            points.append({"params": dict(params), "status": "skipped", "error": reason, "seconds": 0.0})
        else:
            points.append(worker.run_point(experiment.module, SMOKE_CTX, dict(params)))
    return finish_experiment(experiment, [{"replicate": 0, "points": points}], [], replicates=1,
                             fp=SMOKE_FP, profile="quick")


def failures(result: ExperimentResult) -> list[str]:
    """'params: error' for every grid point that failed (a smoke test asserts this is empty)."""
    return [f"{p['params']}: {p['error']}" for p in result.points if p["status"] == "failed"]


def verdict_of(verdicts: Sequence[Verdict], claim: str) -> Verdict:
    """The verdict for one claim; fails the test if the experiment gave none."""
    found = [v for v in verdicts if v.claim == claim]
    assert len(found) == 1, f"expected one verdict for {claim}, got {[v.claim for v in verdicts]}"
    return found[0]
