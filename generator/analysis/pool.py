"""Verdicts on all the evidence of a setting: every run of the same measuring code, pooled by process.

A setting (device, release, profile) is measured again and again: the published bundle, its
re-runs, and, for the points it holds, the full-profile supplement. One run's few processes
decide a claim that sits near a threshold differently from the next run's; all of them together
hold three to four times the processes. So the published verdict of a claim rests on every run
that measured a grid point with the same code, pooled by process: each run's processes are taken
back out of the bundle (samples.json for the timed rounds, values.json for every other metric; a
bundle written before values.json was kept gives one value per run from its rows), labelled with
their run, and merged by the same code that merged one run (runner.merge), whose intervals then
take both the spread within runs and the spread between them (stats._pooled). The experiment's
own rules decide on those rows; each run's own verdicts stay in its bundle and on the
Reproducibility page.

A run takes part at a point only where it measured that point alike: the same experiment code,
shared measuring code, profile and processes (ExperimentResult.method_key) and, where both record
one, the same point key. A run measured with other code is named, not pooled.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from generator import summary
from generator.analysis.pooled import Pooled, PooledExperiment
from generator.analysis.runs import identity
from generator.calibration import Between, Calibration
from generator.runner import merge
from generator.runner.discovery import Experiment
from generator.schema import GPU_BUSY, GPU_IDLE, POINT, ExperimentResult, LabError, Row, Verdict, params_key
from generator.store.bundle import Bundle
from generator.store.fingerprint import machine_id

DERIVED = (GPU_IDLE, GPU_BUSY)  # rows merge derives from other rows: made again, never taken back
POOLED_STATUS = ("ok", "partial")  # a point with processes that measured it


def _alike(reference: ExperimentResult, ref_bundle: Bundle, other: ExperimentResult, bundle: Bundle) -> str:
    """Why `other` was not measured as `reference` was ("" when it was)."""
    if reference.method_key(ref_bundle.profile) != other.method_key(bundle.profile):
        (a_src, a_method, a_profile, a_k), (b_src, b_method, b_profile, b_k) = (
            reference.method_key(ref_bundle.profile), other.method_key(bundle.profile))
        what = [name for name, a, b in (("experiment code", a_src, b_src), ("shared measuring code", a_method,
                b_method), ("profile", a_profile, b_profile), ("process count", a_k, b_k)) if a != b]
        return "measured otherwise: other " + ", ".join(what)
    return ""


def _calibration_digest(bundle: Bundle) -> str:
    found = bundle.header.get("between_runs")
    return str(found.get("digest", "")) if isinstance(found, dict) else ""


def _same_point(a: Mapping[str, Any], a_bundle: Bundle, b: Mapping[str, Any], b_bundle: Bundle) -> bool:
    """Two measurements of one point taken alike: their keys agree where both record one under the
    same calibration (a key names the calibration its intervals took, which measures nothing)."""
    if not a.get("key") or not b.get("key") or _calibration_digest(a_bundle) != _calibration_digest(b_bundle):
        return True
    return a["key"] == b["key"]


def _measurement(point: Mapping[str, Any], bundle: Bundle) -> tuple[str, str | None]:
    """One measurement of a point: when and on which machine it was measured (its bundle's, where the
    point records neither)."""
    return (str(point.get("measured") or bundle.header.get("created", "")),
            point.get("machine") or machine_id(bundle.fingerprint))


def _of_point(items: Sequence[Mapping[str, Any]], key: str) -> list[Mapping[str, Any]]:
    return [x for x in items if params_key(x["params"]) == key]


def _rows_of_point(rows: Sequence[Row], key: str) -> list[Row]:
    return [r for r in rows if params_key(r.params) == key]


def _timed(result: ExperimentResult, key: str) -> bool:
    """Whether a point holds timed comparisons (rows merged from interleaved rounds)."""
    return any(r.comparison and r.status == "ok" for r in _rows_of_point(result.rows, key))


def _comparisons(rows: Sequence[Row], samples: Sequence[Mapping[str, Any]]) -> dict[int, list[dict]]:
    """Per replicate, the comparisons its samples hold, and the same-rounds views (ratios only)
    that the rows show: a speedup of a comparison no sample names re-reads another's rounds."""
    base_of = {r.comparison: r.baseline for r in rows if r.comparison and r.baseline}
    per: dict[int, dict[str, dict]] = defaultdict(dict)
    for s in samples:
        found = per[s["replicate"]].setdefault(s["comparison"], {
            "name": s["comparison"], "baseline": base_of.get(s["comparison"], ""), "samples": {},
            "calls_per_sample": {}})
        found["samples"][s["variant"]] = list(s["seconds"])
        found["calls_per_sample"][s["variant"]] = s["calls_per_sample"]
    views: dict[str, tuple[str, set[str]]] = {}
    for r in rows:
        if r.kind == "speedup" and r.comparison and r.baseline and not any(r.comparison in c for c in per.values()):
            views.setdefault(r.comparison, (r.baseline, {r.baseline}))[1].add(r.variant)
    out: dict[int, list[dict]] = {}
    for replicate, comparisons in per.items():
        found = list(comparisons.values())
        for name, (baseline, variants) in views.items():
            source = next((c for c in found if variants <= set(c["samples"])), None)
            if source is not None:
                found.append({"name": name, "baseline": baseline, "ratios_only": True,
                              "samples": {v: source["samples"][v] for v in variants},
                              "calls_per_sample": {v: source["calls_per_sample"][v] for v in variants}})
        out[replicate] = found
    return out


def _metric(row: Row, value: float | None) -> dict[str, Any]:
    """A metric as a worker reports it, from its merged row's declarations."""
    return {"variant": row.variant, "metric": row.metric, "value": value, "unit": row.unit, "stat": row.stat,
            "status": row.status, "reason": row.reason, "better": row.better, "kind": row.kind,
            "baseline": row.baseline}


def replicates(result: ExperimentResult, params: Mapping[str, Any], run: int) -> list[dict[str, Any]]:
    """One run's processes at one point, rebuilt from its bundle as the workers reported them, each
    labelled with `run` (merge's pooling label). A metric without per-process values (a bundle
    written before values.json) counts once, in the run's first process."""
    key = params_key(params)
    rows = _rows_of_point(result.rows, key)
    comparisons = _comparisons(rows, _of_point(result.samples, key))
    values = _of_point(result.values, key)
    declared = {(r.variant, r.metric): r for r in rows
                if not r.comparison and r.metric not in DERIVED and r.metric != POINT}
    indices = sorted(set(comparisons) | {v["replicate"] for v in values} or {0})
    metrics: dict[int, list[dict]] = {i: [] for i in indices}
    for v in values:
        row = declared.get((v["variant"], v["metric"]))
        if row is not None:
            metrics[v["replicate"]].append(_metric(row, v["value"]))
    kept = {(v["variant"], v["metric"]) for v in values}
    for (variant, metric), row in declared.items():
        if (variant, metric) not in kept:  # not ok, or no per-process values kept: once, as the row says
            metrics[indices[0]].append(_metric(row, row.value if row.status == "ok" else None))
    return [{"status": "ok", "run": run, "outcome": {"metrics": metrics[i], "comparisons": comparisons.get(i, []),
                                                     "kernels": [], "artifacts": {}}} for i in indices]


Runs = Sequence[tuple[str, Bundle]]


def _pool_experiment(experiment: Experiment, runs: Runs, between: Between) -> PooledExperiment:
    """The experiment's rows over every run that measured it as the first run did, and its verdicts."""
    ref_name, ref_bundle = runs[0]
    reference = ref_bundle.experiments[experiment.id]
    left: dict[str, str] = {}
    taking: list[tuple[int, str, Bundle, ExperimentResult]] = []
    for index, (name, bundle) in enumerate(runs):
        other = bundle.experiments.get(experiment.id)
        if other is None:
            continue
        why = _alike(reference, ref_bundle, other, bundle) if index else ""
        if why:
            left[name] = why
        else:
            taking.append((index, name, bundle, other))
    per_point: dict[str, list[dict]] = {}
    names: dict[str, tuple[str, ...]] = {}
    params_of: dict[str, Mapping[str, Any]] = {}
    for ref_point in reference.points:
        key = params_key(ref_point["params"])
        found, named = [], []
        taken: dict[tuple[str, str | None], str] = {}  # each measurement of the point taken, by when and where
        for index, name, bundle, result in taking:
            point = next((p for p in result.points if params_key(p["params"]) == key), None)
            if point is None or point["status"] not in POOLED_STATUS or not _same_point(
                    ref_point, ref_bundle, point, bundle):
                continue
            measurement = _measurement(point, bundle)
            if measurement in taken:  # a run that holds a copy of another's point (a bundle copied whole)
                left.setdefault(name, f"holds copies of {taken[measurement]}'s measurements (the same time and "
                                "machine): counted once")
                continue
            taken[measurement] = name
            if _timed(result, key) and not _of_point(result.samples, key):
                left.setdefault(name, "kept without its timing samples (samples.json): its timed rounds cannot "
                                "be pooled; keep a re-run's samples.json and values.json beside its rows")
                continue
            found += replicates(result, point["params"], index)
            named.append(name)
        if found:
            per_point[key], names[key], params_of[key] = found, tuple(named), ref_point["params"]
    # a point one run alone measured keeps that run's rows as they were merged (re-merging them
    # would lose what a bundle without per-process values cannot give back)
    single = {key: names[key][0] for key in per_point if len(names[key]) == 1}
    pooled_points = {key: found for key, found in per_point.items() if key not in single}
    floors = merge.floors(list(pooled_points.values()))
    by_name = {name: result for _, name, _, result in taking}
    rows: list[Row] = [r for r in reference.rows if params_key(r.params) not in per_point]  # skipped, failed
    for key, name in single.items():
        rows += _rows_of_point(by_name[name].rows, key)
    for key, found in pooled_points.items():
        rows += merge.merge_point(experiment.spec, dict(params_of[key]), found, floors, between)["rows"]
    pooled = dataclasses.replace(reference, rows=rows)
    verdicts, error = _decide(experiment, pooled, ref_bundle)
    return PooledExperiment(experiment.id, tuple(rows), tuple(verdicts), names, left, error)


def _decide(experiment: Experiment, result: ExperimentResult, bundle: Bundle) -> tuple[list[Verdict], str]:
    """The experiment's rules on pooled rows, stamped with the setting; a rule's failure said, not raised."""
    if experiment.decide is None or result.status == "failed":
        return [], ""
    fp = bundle.fingerprint
    try:
        found = experiment.decide(result.rows)
    except Exception as exc:  # noqa: BLE001 - a broken rule is reported with the pooled result
        return [], f"{experiment.id}: its verdict rules failed on the pooled rows ({type(exc).__name__}: {exc})"
    return [dataclasses.replace(v, device=fp["device_name"], release=fp["torch"]) for v in found], ""


def check_runs(runs: Runs) -> None:
    """Refuse, in one line, runs of another device or release than the first (the reference), and a
    run named twice (or a copy of one: the same creation time, machine and rows), which would count
    one run's processes as two runs' evidence."""
    if not runs:
        raise LabError("no runs to pool; name at least one bundle directory")
    ref = runs[0][1]
    seen: dict[tuple, str] = {}
    for name, bundle in runs:
        if (bundle.device_key, bundle.release) != (ref.device_key, ref.release):
            raise LabError(f"{name}: measured on {bundle.device_key} with torch {bundle.fingerprint.get('torch')}, "
                           f"not as {runs[0][0]} ({ref.device_key}, torch {ref.fingerprint.get('torch')}); pool runs "
                           "of one device and release")
        key = identity(bundle)
        if key in seen:
            raise LabError(f"{name} is the same run as {seen[key]} (created {key[0]}, the same rows): name each run "
                           "once; a copy adds no evidence")
        seen[key] = name


def pool(runs: Runs, experiments: Sequence[Experiment], calibration: Calibration | None = None) -> Pooled:
    """Every experiment of the first run (the reference) pooled over the runs that measured it
    alike, its verdicts decided on the pooled rows; the report-wide figures over those rows.

    experiments: the discovered experiments (their specs and rules); one whose module is not among
    them keeps the reference's own verdicts. calibration: the setting's spreads between runs
    (generator.calibration), which the runs' own spread between them is pooled with.
    """
    check_runs(runs)
    known = {e.id: e for e in experiments}
    ref_name, reference = runs[0]
    pooled: dict[str, PooledExperiment] = {}
    for eid, result in reference.experiments.items():
        if eid in known:
            between = calibration.for_experiment(eid) if calibration is not None else Between()
            pooled[eid] = _pool_experiment(known[eid], runs, between)
        else:
            pooled[eid] = PooledExperiment(eid, tuple(result.rows), tuple(result.verdicts),
                                           {params_key(p["params"]): (ref_name,) for p in result.points},
                                           {}, f"{eid}: its module did not load; its verdicts are the reference run's")
    results = {eid: dataclasses.replace(reference.experiments[eid], rows=list(p.rows)) for eid, p in pooled.items()}
    fp = reference.fingerprint
    figures = summary.report_figures(results, [e.spec for e in experiments], fp["device_name"], fp["torch"])
    return Pooled(tuple(name for name, _ in runs), pooled, tuple(figures))
