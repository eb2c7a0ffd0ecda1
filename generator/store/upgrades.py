"""The chain of upgrades a bundle of an older schema version is read through (asv's `update_to_2`):
one function per version step, each from the raw metadata and CSV rows of its version to the next."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from generator.schema import GPU_IDLE, GPU_IDLE_STAT, PRIMARY, SCHEMA_VERSION, SPEEDUP, UNIT_KIND


# The v1 upgrade's rule. Schema 1 did not record which way is better for a metric, nor the kind of
# a row's interval, so its readers guessed them from the metric's name, its unit and the label of
# its interval. The upgrade to 2 makes that guess once, here, and writes it into the fields;
# nothing else reads a metric's name or a label's text. The first pattern that matches the
# metric name decides; else the unit does; else the metric has no direction ("").
V1_DIRECTIONS: tuple[tuple[str, str, str], ...] = (
    (r"^(graphs\w*|graph_breaks|breaks_counted|recompiles|reasons_listed)$", "",
     "compile-side counts: a change is a change of behaviour, neither better nor worse by itself"),
    (r"iqr|spread|gpu_busy", "", "spreads and shares of time, not costs"),
    (r"error|matches|warnings|limit|raises", "", "numerical agreement, flags and settings: shown, not ranked"),
    (r"speedup", "higher", "ratio baseline/candidate: higher is faster"),
    (r"throughput|tflops|gbps|_per_s$|fraction_of\w*peak", "higher", "work per second, share of the peak"),
    (r"kernels", "lower", "fewer launches per call"),
    (r"memory|bytes|_mib$|_gib$", "lower", "memory use and traffic"),
    (r"latency|time|overhead|_ms$|_us$|_s$", "lower", "durations (compile times end in _s)"),
)
V1_UNIT_DIRECTIONS = {"ms": "lower", "s": "lower", "us": "lower", "µs": "lower", "bytes": "lower",
                      "x": "higher", "TFLOP/s": "higher", "GB/s": "higher"}
# The interval labels schema 1 wrote (stats and merge of that time), by prefix, and their kind.
# "re-run interval" is the process interval's earlier name.
V1_INTERVALS = (("95% process interval", "process"), ("95% re-run interval", "process"),
                ("95% CI, bootstrap", "bootstrap"), ("range over processes", "range"))


def v1_better(metric: str, unit: str) -> str:
    """Which way is better for a metric of a schema-1 bundle: the v1 readers' guess from its name and unit."""
    for pattern, better, _why in V1_DIRECTIONS:
        if re.search(pattern, metric):
            return better
    return V1_UNIT_DIRECTIONS.get(unit, "")


def v1_interval(raw: dict[str, str]) -> str:
    """The kind of a schema-1 row's interval, from its label.

    An unlabelled interval over several samples (bundles written before labels, hand-made ones)
    is taken for a bootstrap interval, the commonest kind: a guess, as the whole v1 rule is.
    """
    label = raw.get("spread", "")
    for prefix, kind in V1_INTERVALS:
        if label.startswith(prefix):
            return kind
    has_interval = raw.get("lo", "") != "" and raw.get("hi", "") != "" and raw["lo"] != raw["hi"]
    return "bootstrap" if not label and has_interval and int(raw.get("n") or 0) > 1 else ""


Upgrade = Callable[[dict[str, Any], list[dict[str, str]]], tuple[dict[str, Any], list[dict[str, str]]]]


def _upgrade_1_to_2(meta: dict[str, Any], rows: list[dict[str, str]]) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """Schema 1 → 2: every row gains `better` and `interval`, guessed by the v1 rule above."""
    for raw in rows:
        raw.setdefault("spread", "")  # absent in bundles written before intervals were labelled
        raw["better"] = v1_better(raw["metric"], raw["unit"])
        raw["interval"] = v1_interval(raw)
    return {**meta, "schema_version": 2}, rows


def _upgrade_2_to_3(meta: dict[str, Any], rows: list[dict[str, str]]) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """Schema 2 → 3: rows gain the estimate's own 95% confidence interval (ci_lo, ci_hi).

    Schema 2 kept only the process interval, where one more process lands: value · exp(± t·s·√(1+1/k))
    over k processes. The mean's interval is value · exp(± t·s/√k), the same width in log space
    divided by √(k+1); that is what this derives, with k the experiment's process count. (Where
    the bootstrap part was the wider, the derived interval is narrower than a fresh merge would
    give; schema 3 merges compute it from the samples.) Other kinds keep their one interval.
    """
    processes = {eid: int(e.get("replicates") or 1) for eid, e in meta.get("experiments", {}).items()}
    for raw in rows:
        raw["ci_lo"] = raw["ci_hi"] = ""
        k = processes.get(raw["experiment"], 1)
        if raw.get("interval") != "process" or k < 2 or "" in (raw["value"], raw["lo"], raw["hi"]):
            continue
        value, lo, hi = float(raw["value"]), float(raw["lo"]), float(raw["hi"])
        if value <= 0 or lo <= 0 or hi <= 0:
            continue
        shrink = 1 / math.sqrt(k + 1)
        raw["ci_lo"], raw["ci_hi"] = repr(value * (lo / value) ** shrink), repr(value * (hi / value) ** shrink)
    _derived_from_latency(rows)
    note = ("ci_lo/ci_hi derived on upgrade from schema 2: the process interval's log half-width over "
            "sqrt(k + 1), k the experiment's processes")
    return {**meta, "schema_version": 3, "ci_derived": note}, rows


def _derived_from_latency(rows: list[dict[str, str]]) -> None:
    """CPU-side time and GPU-busy share take their interval from the latency's, as merge makes them."""
    latency = {(r["experiment"], r["variant"], r["params"]): r for r in rows
               if r["metric"] == "latency_ms" and r["ci_lo"] != ""}
    for raw in rows:
        lat = latency.get((raw["experiment"], raw["variant"], raw["params"]))
        if lat is None or raw["metric"] not in ("cpu_overhead_ms", "gpu_busy") or raw["value"] == "":
            continue
        lo, hi, value = float(lat["ci_lo"]), float(lat["ci_hi"]), float(lat["value"])
        if raw["metric"] == "cpu_overhead_ms":
            gpu = value - float(raw["value"])
            raw["ci_lo"], raw["ci_hi"] = repr(max(lo - gpu, 0.0)), repr(max(hi - gpu, 0.0))
        elif lo > 0:
            gpu = float(raw["value"]) * value
            raw["ci_lo"], raw["ci_hi"] = repr(gpu / hi), repr(gpu / lo)


def _upgrade_3_to_4(meta: dict[str, Any], rows: list[dict[str, str]]) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """Schema 3 → 4: each experiment names the profile whose grid it measured. Until then a
    bundle's experiments were all measured in one profile, the header's."""
    experiments = {eid: {**e, "profile": e.get("profile") or meta.get("profile", "")}
                   for eid, e in meta.get("experiments", {}).items()}
    return {**meta, "experiments": experiments, "schema_version": 4}, rows


# The v4 upgrade's rule. Schema 4 did not record what a metric measures, nor a speedup's baseline
# and comparison; its readers told them from the metric's name and the stat text merge wrote.
# The upgrade to 5 makes that guess once, here, as they made it, with one change: the breaks counted
# in Dynamo's log (graph_breaks_logged), which the release diff's pattern missed, count as the
# compiler's work, as measure declares them now.
V4_COMPILER = re.compile(r"^(graphs\w*|graph_breaks|graph_breaks_logged|breaks_counted|recompiles|kernels_per_call)$")
V4_COMPILE_PREFIX, V4_PROFILED, V4_TIME_UNITS = "compile_", "gpu_time_ms", ("ms", "s", "us", "µs")
V4_RATIO_STAT = re.compile(r"^(?P<baseline>.+) / (?P<variant>.+), ratio of medians per process$")
V4_LATENCY_STAT = "geometric mean of per-process medians"
# Merge's stat before it named the baseline; readers of that time took the baseline for eager
V4_UNNAMED_RATIO, V4_UNNAMED_BASELINE = "ratio of medians", "eager"


def v4_kind(metric: str, unit: str) -> str:
    """What a schema-4 row measures, as its readers told it from its name, else its unit's kind."""
    if V4_COMPILER.match(metric):
        return "compiler"
    if unit in V4_TIME_UNITS and metric.startswith(V4_COMPILE_PREFIX):
        return "compile"
    if unit in V4_TIME_UNITS and metric == V4_PROFILED:
        return "profiled"
    return UNIT_KIND.get(unit, "")


def _v4_comparison(raw: dict[str, str]) -> tuple[str, str]:
    """(comparison, baseline) of a row merge made from a comparison, from its stat text; ("", "")
    for any other row."""
    ratio = V4_RATIO_STAT.match(raw["stat"])
    baseline = ratio["baseline"] if ratio else V4_UNNAMED_BASELINE if raw["stat"] == V4_UNNAMED_RATIO else ""
    if baseline and raw["metric"] == SPEEDUP:
        return PRIMARY, baseline
    if baseline and raw["metric"].endswith("_speedup"):
        return raw["metric"][: -len("_speedup")], baseline
    if raw["stat"] == V4_LATENCY_STAT and raw["metric"].endswith("_ms"):
        return raw["metric"][: -len("_ms")], ""
    return "", ""


def _v4_latency_baselines(rows: list[dict[str, str]]) -> None:
    """A comparison's latency rows take its baseline: its speedup rows' at the same point, or, where
    it timed one variant alone (no speedup), that variant."""
    def at(raw: dict[str, str]) -> tuple[str, str, str]:
        return raw["experiment"], raw["params"], raw["comparison"]

    known = {at(r): r["baseline"] for r in rows if r["kind"] == "speedup" and r["baseline"]}
    timed: dict[tuple[str, str, str], set[str]] = {}
    for r in rows:
        if r["kind"] == "latency" and r["comparison"]:
            timed.setdefault(at(r), set()).add(r["variant"])
    for r in rows:
        variants = timed.get(at(r), set())
        if r["kind"] == "latency" and r["comparison"]:
            r["baseline"] = known.get(at(r)) or (next(iter(variants)) if len(variants) == 1 else "")


def _upgrade_4_to_5(meta: dict[str, Any], rows: list[dict[str, str]]) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """Schema 4 → 5: rows gain `kind`, `baseline` and `comparison` (the v4 rule above); an
    experiment's own between-run spreads move out of its pools ("ratio/own", "ratio/own_n") into
    `between_own`."""
    for raw in rows:
        raw["kind"] = v4_kind(raw["metric"], raw["unit"])
        raw["comparison"], raw["baseline"] = _v4_comparison(raw)
    _v4_latency_baselines(rows)
    experiments = {}
    for eid, e in meta.get("experiments", {}).items():
        flat = dict(e.get("between_runs") or {})
        own = {k[: -len("/own")]: {"median": v, "comparisons": flat.get(f"{k}_n", 0.0)}
               for k, v in flat.items() if k.endswith("/own")}
        pools = {k: v for k, v in flat.items() if not k.endswith(("/own", "/own_n"))}
        experiments[eid] = {**e, "between_runs": pools, "between_own": own}
    return {**meta, "experiments": experiments, "schema_version": 5}, rows


# The derived metric schema 5 named for "CPU-side time": time per call minus the profiler's GPU time
# is the time the GPU runs no kernel, which is the host's only where the two do not overlap.
V5_GPU_IDLE = "cpu_overhead_ms"


def _upgrade_5_to_6(meta: dict[str, Any], rows: list[dict[str, str]]) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """Schema 5 → 6: the derived `cpu_overhead_ms` is `gpu_idle_ms` (what it measures); report-wide
    verdicts (the header's `verdicts`) become report-wide figures (`evidence`), each with the reading
    its rule then gave; per-process values (values.json) are absent, as they were not kept."""
    for raw in rows:
        if raw["metric"] == V5_GPU_IDLE:
            raw["metric"] = GPU_IDLE
            raw["stat"] = GPU_IDLE_STAT
    figures = [{"claim": v["claim"], "measured": v["measured"], "rule": v["rule"],
                "reading": f"read '{v['verdict']}' by the report-wide rule of schema 5",
                "device": v.get("device", ""), "release": v.get("release", "")} for v in meta.get("verdicts", [])]
    out = {k: v for k, v in meta.items() if k != "verdicts"}
    return {**out, "evidence": figures, "schema_version": 6}, rows


# From each version to the next: applied in turn until SCHEMA_VERSION.
UPGRADES: dict[int, Upgrade] = {1: _upgrade_1_to_2, 2: _upgrade_2_to_3, 3: _upgrade_3_to_4, 4: _upgrade_4_to_5,
                                5: _upgrade_5_to_6}


def upgrade(meta: dict[str, Any], rows: list[dict[str, str]]) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """A bundle's metadata and raw CSV rows brought from their schema version to SCHEMA_VERSION."""
    while meta["schema_version"] < SCHEMA_VERSION:
        meta, rows = UPGRADES[meta["schema_version"]](meta, rows)
    return meta, rows
