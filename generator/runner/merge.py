"""Merge the replicates (fresh processes) of one experiment into rows, kernels, samples and values.

Replicates may come from several runs of one setting (analysis.pool): each then carries its run's
label (`run`), and every interval takes both the spread within runs and the spread between them.
"""

from __future__ import annotations

import base64
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from generator import stats
from generator.calibration import Between, Spread, once_kind, own_key, regime
from generator.schema import (GPU_BUSY, GPU_IDLE, GPU_IDLE_STAT, LATENCY, POINT, PRIMARY, TIME_KINDS, TRACE_ARTIFACT, Row, latency_metric,
                              params_key, point_slug, speedup_metric)
from generator.spec import ExperimentSpec



def _pooled_runs(labels: Sequence[int]) -> Sequence[int] | None:
    """The run labels where values come from several runs (analysis.pool), else None."""
    return labels if len(set(labels)) > 1 else None


def _metric_rows(spec: ExperimentSpec, params: dict[str, Any], outcomes: list[dict],
                 between: Between | None = None, runs: Sequence[int] = ()) -> list[Row]:
    values: dict[tuple[str, str], list[tuple[int, dict]]] = defaultdict(list)
    for i, outcome in enumerate(outcomes):
        for m in outcome["metrics"]:
            values[m["variant"], m["metric"]].append((runs[i] if runs else 0, m))
    between = between or Between()
    rows = []
    for (variant, metric), found in values.items():
        first = found[0][1]
        declared = {"better": first.get("better") or "", "kind": first.get("kind") or "",
                    "baseline": first.get("baseline") or ""}
        taken = [(run, m["value"]) for run, m in found if m["status"] == "ok" and m["value"] is not None]
        measured = [value for _, value in taken]
        if not measured:
            rows.append(Row(spec.id, variant, params, metric, None, first["unit"], first["stat"],
                            status=first["status"], reason=first["reason"], **declared))
            continue
        # A time measured once per process varies as the process does: it gets the same
        # interval as the latencies; a compile measured once per run (a cold compile) and the
        # profiler's GPU time (first process only) get the spread between runs of their kind.
        # Counts and sizes get their range. Pooled over runs (labels), a value measured once per
        # run scatters by the spread between runs itself (stats.once_per_run).
        labels = _pooled_runs([run for run, _ in taken])
        once_each = labels is not None and len(set(labels)) == len(labels)  # one value per pooled run
        pool = once_kind(declared["kind"], 1) if len(measured) == 1 or once_each else None
        if declared["kind"] not in TIME_KINDS:
            est = stats.spread_of(measured)
        elif pool:
            spread = between(pool, key=own_key(params_key(params), metric, variant, pool))
            est = stats.per_process(measured, once=spread.value, between_df=spread.df, runs=labels)
        elif len(measured) > 1:
            # a compile timed in several processes moves between runs as a compile does, not as a call
            spread = between(once_kind(declared["kind"], 1) or "latency")
            est = stats.per_process(measured, between=spread.value, between_df=spread.df, runs=labels)
        else:
            est = stats.per_process(measured)
        rows.append(Row(spec.id, variant, params, metric, est.value, first["unit"], first["stat"],
                        est.lo, est.hi, est.n, reason=first["reason"], spread=est.spread,
                        interval=est.interval, ci_lo=est.ci_lo, ci_hi=est.ci_hi, **declared))
    return rows


@dataclass(frozen=True)
class Floors:
    """The least process-to-process spreads (log scale) of one experiment, per regime
    (calibration.regime: "gpu" where both sides keep the GPU busy, else "host"): stats.spread_floor
    over its ratios and over its latencies (a process's absolute speed moves more than its ratios).

    Per regime, because host-bound points move between processes by tens of percent and GPU-bound
    ones by about one: one floor for both gave a GPU-bound speedup the spread of the experiment's
    host-bound points. A regime none of whose comparisons ran in two processes takes the other's.
    """

    ratio: float = 0.0
    latency: float = 0.0
    gpu_ratio: float | None = None
    gpu_latency: float | None = None

    def of(self, kind: str, busy: float | None) -> float:
        """The floor of kind ("ratio" or "latency") for a comparison with that GPU-busy share."""
        gpu = self.gpu_ratio if kind == "ratio" else self.gpu_latency
        host = self.ratio if kind == "ratio" else self.latency
        return gpu if regime(busy) == "gpu" and gpu is not None else host


Compared = tuple[str, dict[str, list], bool, list[int]]


def _comparisons(outcomes: list[dict], runs: Sequence[int] = ()) -> dict[str, Compared]:
    """Each comparison of a point over its processes: baseline, samples per variant (one group per
    process), whether it is a second view of rounds already merged (ratios only), and the run of
    each group (runs: one label per outcome; all 0 without)."""
    by_name: dict[str, list[tuple[int, dict]]] = defaultdict(list)
    for i, outcome in enumerate(outcomes):
        for comparison in outcome["comparisons"]:
            by_name[comparison["name"]].append((runs[i] if runs else 0, comparison))
    return {name: (found[0][1]["baseline"], {v: [c["samples"][v] for _, c in found] for v in found[0][1]["samples"]},
                   bool(found[0][1].get("ratios_only")), [run for run, _ in found])
            for name, found in by_name.items()}


def _pair_busy(name: str, ratios_only: bool, busy: dict[str, float], baseline: str, variant: str) -> float | None:
    """The GPU-busy share a ratio is classed by: the lower of its two sides' (None where either
    is unknown). Only the primary comparison is profiled; a same-rounds view (ratios_only) times
    the same variants, so it takes their shares."""
    if name != PRIMARY and not ratios_only:
        return None
    pair = (busy.get(baseline), busy.get(variant))
    return None if None in pair else min(pair)  # type: ignore[type-var]


def floors(points: list[list[dict]]) -> Floors:
    """The experiment's spread floors from every comparison measured in two or more processes
    (of one run: pooled over runs, the spread within runs)."""
    found: dict[tuple[str, str], list[float | None]] = defaultdict(list)
    for replicates in points:
        ok = [p for p in replicates if p["status"] == "ok"]
        outcomes = [p["outcome"] for p in ok]
        busy = _busy(outcomes)
        for name, (baseline, groups, ratios_only, runs) in _comparisons(outcomes, _runs(ok)).items():
            labels = _pooled_runs(runs)
            if not ratios_only:
                for v, g in groups.items():
                    own = busy.get(v) if name == PRIMARY else None
                    found[regime(own), "latency"].append(stats.log_spread(g, runs=labels))
            for v, g in groups.items():
                if v != baseline:
                    share = _pair_busy(name, ratios_only, busy, baseline, v)
                    found[regime(share), "ratio"].append(stats.log_spread(groups[baseline], g, runs=labels))

    def floor(key: tuple[str, str]) -> float | None:
        spreads = [s for s in found.get(key, []) if s is not None and np.isfinite(s)]
        return stats.spread_floor(spreads) if spreads else None

    gpu_ratio, gpu_latency = floor(("gpu", "ratio")), floor(("gpu", "latency"))
    host_ratio, host_latency = floor(("host", "ratio")), floor(("host", "latency"))
    return Floors(ratio=host_ratio if host_ratio is not None else gpu_ratio or 0.0,
                  latency=host_latency if host_latency is not None else gpu_latency or 0.0,
                  gpu_ratio=gpu_ratio, gpu_latency=gpu_latency)


def _runs(ok: Sequence[Mapping[str, Any]]) -> list[int]:
    """The run of each ok replicate: its "run" label where replicates of several runs are pooled
    (analysis.pool), else 0."""
    return [int(p.get("run", 0)) for p in ok]


def _busy(outcomes: list[dict]) -> dict[str, float]:
    """Each variant's GPU-busy share on the primary comparison: profiler GPU time over the
    geometric mean of per-process median latencies (as _derived_rows computes it). Pooled over runs,
    each run's profiled GPU time counts: their geometric mean."""
    times: dict[str, list[float]] = defaultdict(list)
    for o in outcomes:
        for m in o["metrics"]:
            if m.get("kind") == "profiled" and m["status"] == "ok" and m["value"]:
                times[m["variant"]].append(m["value"])
    gpu = {v: stats.geomean(t) for v, t in times.items()}
    found = _comparisons(outcomes).get(PRIMARY)
    if not gpu or found is None or found[2]:
        return {}
    out = {}
    for variant, groups in found[1].items():
        medians = [float(np.median(g)) for g in groups]
        if variant in gpu and medians and all(m > 0 for m in medians):
            out[variant] = gpu[variant] / (stats.geomean(medians) * 1e3)
    return out


def _comparison_rows(spec: ExperimentSpec, params: dict[str, Any], outcomes: list[dict],
                     floor: Floors = Floors(), between: Between | None = None, runs: Sequence[int] = ()) -> list[Row]:
    between = between or Between()
    rows = []
    busy = _busy(outcomes)
    point = params_key(params)
    comparisons = _comparisons(outcomes, runs)
    for name, (baseline, groups, ratios_only, labels) in comparisons.items():
        pooled = _pooled_runs(labels)
        # a second view of rounds already merged (ratios_only) adds ratios, not latencies
        for variant, samples in ({} if ratios_only else groups).items():
            own = busy.get(variant) if name == PRIMARY else None
            spread = between("latency", own, own_key(point, name, variant, "latency")) if len(samples) > 1 else Spread()
            est = stats.median(samples, floor=floor.of("latency", own), between=spread.value,
                               between_df=spread.df, within=spread.within, within_df=spread.within_df, runs=pooled)
            rows.append(Row(spec.id, variant, params, latency_metric(name), est.value * 1e3, "ms",
                            "geometric mean of per-process medians", est.lo * 1e3, est.hi * 1e3, est.n,
                            spread=est.spread, better="lower", interval=est.interval, kind="latency",
                            comparison=name, baseline=baseline,
                            ci_lo=None if est.ci_lo is None else est.ci_lo * 1e3,
                            ci_hi=None if est.ci_hi is None else est.ci_hi * 1e3))
        for variant in groups:
            if variant == baseline:
                continue
            low = _pair_busy(name, ratios_only, busy, baseline, variant)
            key = own_key(point, f"{_source(name, comparisons)}:{baseline}", variant, "ratio")
            spread = between("ratio", low, key) if len(groups[variant]) > 1 else Spread()
            est = stats.ratio(groups[baseline], groups[variant], floor=floor.of("ratio", low),
                              between=spread.value, between_df=spread.df, within=spread.within,
                              within_df=spread.within_df, runs=pooled)
            rows.append(Row(spec.id, variant, params, speedup_metric(name), est.value, "x", f"{baseline} / {variant}, "
                            "ratio of medians per process", est.lo, est.hi, est.n, spread=est.spread,
                            better="higher", interval=est.interval, ci_lo=est.ci_lo, ci_hi=est.ci_hi,
                            kind="speedup", baseline=baseline, comparison=name))
    return rows


def _source(name: str, comparisons: dict[str, Compared]) -> str:
    """The comparison whose rounds a ratios-only view re-reads (the one timing the same samples);
    the comparison itself otherwise."""
    _, groups, ratios_only, _ = comparisons[name]
    if ratios_only:
        for other, (_, found, view, _) in comparisons.items():
            if not view and all(found.get(v) == g for v, g in groups.items()):
                return other
    return name


def _derived_rows(spec: ExperimentSpec, params: dict[str, Any], rows: list[Row]) -> list[Row]:
    """The time per call the GPU runs no kernel (time per call minus GPU kernel time) and the GPU's
    busy share, per variant: how far a call is bound by the host. Neither is the host's own time
    (measure.issue_time measures that): where the host works while kernels run, it does not show.

    Their intervals come from the time per call's (the profiler's GPU time moves far less between
    processes than the rest does).
    """
    ok = [r for r in rows if r.status == "ok" and r.value is not None]
    gpu_of = {r.variant: r for r in ok if r.kind == "profiled"}
    derived = []
    for latency in ok:
        gpu = gpu_of.get(latency.variant)
        if latency.metric != LATENCY or latency.comparison != PRIMARY or gpu is None:
            continue
        variant = latency.variant
        lo = latency.lo if latency.lo is not None else latency.value
        hi = latency.hi if latency.hi is not None else latency.value
        ci = (None, None) if latency.ci_lo is None or latency.ci_hi is None else (
            max(latency.ci_lo - gpu.value, 0.0), max(latency.ci_hi - gpu.value, 0.0))
        label = f"from the latency's {latency.spread}" if latency.spread else ""
        derived.append(Row(spec.id, variant, params, GPU_IDLE, max(latency.value - gpu.value, 0.0),
                           "ms", GPU_IDLE_STAT, max(lo - gpu.value, 0.0), max(hi - gpu.value, 0.0),
                           latency.n, spread=label, better="lower", interval=latency.interval,
                           ci_lo=ci[0], ci_hi=ci[1], kind="latency"))
        derived.append(Row(spec.id, variant, params, GPU_BUSY, gpu.value / latency.value, "ratio",
                           "derived: GPU time / time per call", gpu.value / hi, gpu.value / lo, latency.n,
                           spread=label, interval=latency.interval, kind="ratio",
                           ci_lo=None if latency.ci_hi is None else gpu.value / latency.ci_hi,
                           ci_hi=None if latency.ci_lo is None else gpu.value / latency.ci_lo))
    return derived


def merge_point(spec: ExperimentSpec, params: dict[str, Any], replicates: Sequence[dict],
                floor: Floors = Floors(), between: Between | None = None) -> dict[str, Any]:
    """Rows, kernels, samples and artifacts of one grid point over all its replicates; floor: the
    experiment's spread floors (floors()); between: its spreads between runs (calibration)."""
    ok = [(i, p) for i, p in enumerate(replicates) if p["status"] == "ok"]
    tracebacks = [p["traceback"] for p in replicates if p["status"] == "failed" and p.get("traceback")]
    if not ok:
        status = replicates[0]["status"]
        error = replicates[0].get("error", "")
        row = Row(spec.id, "", params, POINT, None, "", "", status=status, reason=error)
        return {"rows": [row], "kernels": [], "samples": [], "values": [], "artifacts": {}, "status": status,
                "error": error, "traceback": tracebacks[0] if tracebacks else ""}
    outcomes = [p["outcome"] for _, p in ok]
    runs = _runs([p for _, p in ok])
    rows = (_metric_rows(spec, params, outcomes, between, runs)
            + _comparison_rows(spec, params, outcomes, floor, between, runs))
    rows += _derived_rows(spec, params, rows)
    first_index, first = ok[0]
    kernels = [{"params": params, **k} for k in first["outcome"]["kernels"]]
    samples = [
        {"params": params, "comparison": c["name"], "variant": v, "replicate": i,
         "calls_per_sample": c["calls_per_sample"][v], "seconds": list(s)}
        for i, p in ok for c in p["outcome"]["comparisons"] for v, s in c["samples"].items()
        if not c.get("ratios_only")  # a second view of rounds already stored
    ]
    # each process's own value of every metric it measured, so that runs can be pooled by process
    values = [{"params": params, "replicate": i, "variant": m["variant"], "metric": m["metric"], "value": m["value"]}
              for i, p in ok for m in p["outcome"]["metrics"] if m["status"] == "ok" and m["value"] is not None]
    slug = point_slug(params)
    artifacts: dict[str, str | bytes] = {
        f"{slug}/{name}": text for _, p in ok for name, text in p["outcome"]["artifacts"].items()}
    for _, p in ok:
        if "trace_xz_b64" in p:  # Dynamo's structured trace, for tlparse at build time
            artifacts[f"{slug}/{TRACE_ARTIFACT}"] = base64.b64decode(p["trace_xz_b64"])
    failed = [p.get("error", "") for p in replicates if p["status"] == "failed"]
    error = f"{len(failed)} of {len(replicates)} processes failed: {failed[0]}" if failed else ""
    return {"rows": rows, "kernels": kernels, "samples": samples, "values": values, "artifacts": artifacts,
            "status": "partial" if failed else "ok", "error": error,
            "traceback": tracebacks[0] if tracebacks else ""}


def merge(spec: ExperimentSpec, replicate_results: Sequence[dict], between: Between | None = None) -> dict[str, Any]:
    """Merge all grid points: replicate_results[i]['points'] are aligned by grid order; between:
    the experiment's spreads between runs (calibration.Calibration.for_experiment), none by default."""
    by_point: dict[str, list[dict]] = defaultdict(list)
    params_of: dict[str, dict] = {}
    for result in replicate_results:
        for point in result["points"]:
            key = params_key(point["params"])
            by_point[key].append(point)
            params_of[key] = point["params"]
    between = between or Between()
    merged: dict[str, Any] = {"rows": [], "kernels": [], "samples": [], "values": [], "artifacts": {}, "points": []}
    floor = floors(list(by_point.values()))
    merged["floors"] = {"ratio": floor.ratio, "latency": floor.latency}
    if floor.gpu_ratio is not None:
        merged["floors"]["ratio/gpu"] = floor.gpu_ratio
    if floor.gpu_latency is not None:
        merged["floors"]["latency/gpu"] = floor.gpu_latency
    for key, points in by_point.items():
        part = merge_point(spec, params_of[key], points, floor, between)
        for field in ("rows", "kernels", "samples", "values"):
            merged[field] += part[field]
        merged["artifacts"].update(part["artifacts"])
        point = {"params": params_of[key], "status": part["status"], "error": part["error"]}
        if part["traceback"]:
            point["traceback"] = part["traceback"]  # shown folded on the page
        merged["points"].append(point)
    merged["between"] = between.record()  # the spreads between runs its intervals took
    merged["between_own"] = between.record_own()
    return merged
