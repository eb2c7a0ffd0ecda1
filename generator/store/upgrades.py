"""The chain of upgrades a bundle of an older schema version is read through (asv's `update_to_2`):
one function per version step, each from the raw metadata and CSV rows of its version to the next."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from generator.schema import SCHEMA_VERSION


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


# From each version to the next: applied in turn until SCHEMA_VERSION.
UPGRADES: dict[int, Upgrade] = {1: _upgrade_1_to_2, 2: _upgrade_2_to_3, 3: _upgrade_3_to_4}


def upgrade(meta: dict[str, Any], rows: list[dict[str, str]]) -> tuple[dict[str, Any], list[dict[str, str]]]:
    """A bundle's metadata and raw CSV rows brought from their schema version to SCHEMA_VERSION."""
    while meta["schema_version"] < SCHEMA_VERSION:
        meta, rows = UPGRADES[meta["schema_version"]](meta, rows)
    return meta, rows
