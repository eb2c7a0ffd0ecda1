"""The calibration of a setting estimated from whole runs (`make calibrate`): the spread between
runs of each comparison, pooled per experiment and kind, and, from enough runs on enough machines,
each comparison's own between-run and process spreads. What later measures read of it, and how
intervals take it, is generator.calibration."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

import numpy as np

from generator.calibration import OWN_FROM, OWN_MACHINES, Pool, once_logs, own_key, own_logs, per_process_logs
from generator.schema import LabError
from generator.store import fingerprint


def _variance_between(runs_logs: Sequence[np.ndarray]) -> float:
    """Variance over runs of each run's mean log, less the within-run part (mean of s²/k)."""
    means = [logs.mean() for logs in runs_logs]
    within = [logs.var(ddof=1) / len(logs) for logs in runs_logs if len(logs) > 1]
    return float(np.var(means, ddof=1) - (np.mean(within) if within else 0.0))


def _pool(estimates: Sequence[float]) -> Pool:
    return Pool(float(np.sqrt(max(float(np.mean(estimates)), 0.0))), len(estimates))


def _checked(runs: Sequence[Any], names: Sequence[str]) -> tuple[str, str, list[Any]]:
    """The runs' bundle name and profile, and the runs cut to the experiments of that profile; a
    one-line LabError where they are not two or more runs of one setting, measured apart."""
    if len(runs) < 2:
        raise LabError("calibrate needs at least two runs of one setting (the bundle and its re-runs)")
    settings = {(fingerprint.bundle_name(b.fingerprint), b.header.get("profile")) for b in runs}
    if len(settings) != 1:
        raise LabError("calibrate needs runs of one device, release and profile; got "
                       + ", ".join(f"{n} ({p})" for n, p in sorted(settings, key=str)))
    (bundle, profile), = settings
    for name, b in zip(names, runs):
        if not any(result.samples for result in b.experiments.values()):
            raise LabError(f"{name}: no samples.json; calibrate needs every run's per-process samples "
                           "(copy samples.json beside the re-run's bundle.json and rows.csv)")
    # an experiment measured in another profile than its bundle's (measure --profile P --only ID)
    # is not of this setting: it is left out
    runs = [SimpleNamespace(fingerprint=b.fingerprint, header=b.header,
                            experiments={eid: r for eid, r in b.experiments.items() if (r.profile or profile) == profile})
            for b in runs]
    seen: dict[str, str] = {}
    for name, b in zip(names, runs):
        for eid, result in b.experiments.items():
            mark = json.dumps(result.samples[:50], sort_keys=True) if result.samples else ""
            if mark and f"{eid}:{mark}" in seen:
                raise LabError(f"{name} and {seen[f'{eid}:{mark}']} hold the same samples of {eid}: one reused "
                               "the other's cached result; calibrate needs runs measured apart (measure --force)")
            seen[f"{eid}:{mark}"] = name
    return bundle, profile, runs


def _pooled(runs: Sequence[Any]) -> dict[str, dict[str, list[float]]]:
    """Per experiment and kind of comparison, the spread between the runs of each comparison."""
    by_experiment: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for eid in sorted(set.intersection(*(set(b.experiments) for b in runs))):
        found = []
        for b in runs:
            result = b.experiments[eid]
            found.append({**per_process_logs(result.rows, result.samples), **once_logs(result.rows)})
        for key in set.intersection(*(set(f) for f in found)):
            kinds = {f[key][0] for f in found}
            if len(kinds) != 1:  # a GPU-bound point in one run and not in another: left out
                continue
            logs = [f[key][1] for f in found]
            if min(len(x) for x in logs) < (1 if key[-1] in ("once", "profiled") else 2):
                continue
            spread = _variance_between(logs)
            if np.isfinite(spread):  # a NaN sample leaves its comparison out, not the pool
                by_experiment[eid][kinds.pop()].append(spread)
    return by_experiment


def estimate(runs: Sequence[Any], names: Sequence[str]) -> dict[str, Any]:
    """The calibration document of two or more runs (store.bundle.Bundle each) of one setting."""
    bundle, profile, runs = _checked(runs, names)
    by_experiment = _pooled(runs)
    owned: dict[str, dict[str, dict[str, float]]] = {}
    for eid in sorted(set.union(*(set(b.experiments) for b in runs))):
        having = [b for b in runs if eid in b.experiments]  # an experiment added since some runs: its own runs
        machines = {b.fingerprint.get("gpu_uuid") or b.fingerprint.get("host_id") for b in having}
        if len(having) >= OWN_FROM and len(machines) >= OWN_MACHINES:
            owned[eid] = _owned([b.experiments[eid] for b in having])
    overall: dict[str, list[float]] = defaultdict(list)
    for pools in by_experiment.values():
        for key, values in pools.items():
            overall[key] += values
    doc = {
        "bundle": bundle, "profile": profile,
        "runs": [{"name": name, "created": b.header.get("created"),
                  "commit": (b.fingerprint.get("git") or {}).get("commit"),
                  "machine": b.fingerprint.get("gpu_uuid") or b.fingerprint.get("host_id")}
                 for name, b in zip(names, runs)],
        "experiments": {eid: {k: vars(_pool(v)) for k, v in sorted(pools.items())}
                        for eid, pools in sorted(by_experiment.items())},
        "overall": {k: vars(_pool(v)) for k, v in sorted(overall.items())},
    }
    if any(owned.values()):
        doc["own"] = {eid: found for eid, found in sorted(owned.items()) if found}
    return doc


def _owned(results: Sequence[Any]) -> dict[str, dict[str, float]]:
    """Own spreads of every comparison of one experiment measured in all its runs."""
    found = [{**own_logs(r.samples), **{own_key(*k): v[1] for k, v in once_logs(r.rows).items()}} for r in results]
    out = {}
    for key in sorted(set.intersection(*(set(f) for f in found))):
        logs = [f[key] for f in found]
        if min(len(x) for x in logs) < (1 if key.endswith(("once", "profiled")) else 2):
            continue
        spread = _variance_between(logs)
        if np.isfinite(spread):
            out[key] = _own(spread, logs)
    return out


def _own(spread: float, runs_logs: Sequence[np.ndarray]) -> dict[str, float]:
    """A comparison's own spreads: between runs (clipped at zero) and between processes, pooled."""
    within = [logs.var(ddof=1) for logs in runs_logs if len(logs) > 1]
    return {"between": float(np.sqrt(max(spread, 0.0))),
            "within": float(np.sqrt(np.mean(within))) if within else 0.0,
            "runs": len(runs_logs), "processes": int(min(len(logs) for logs in runs_logs))}
