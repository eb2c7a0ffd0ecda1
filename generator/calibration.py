"""The spread between whole runs of one setting, measured from its re-runs, for every interval.

A run's processes are minutes apart and share its machine's state that day; another run of the
same code can land on a host that issues launches 1.2–2× slower (seen on lent H200 machines),
and all of its processes see that shift together. Within one run it cannot be seen, so intervals
built from a run's processes alone miss other runs' values. This module measures that between-run
component from earlier runs of the same device, release and profile (the committed bundle and its
re-runs), and stats folds it into every interval a later run publishes.

Estimate, per comparison measured in every run: the variance over runs of the run's mean log
value, minus the part its within-run spread already explains (mean over runs of s²/k). Those
estimates are noisy one by one (two degrees of freedom with three runs), so they are pooled: the
mean over an experiment's comparisons of one kind and one regime, clipped at zero. Kinds: a
"ratio" (speedup), a "latency" (per-call time or a time measured in each process), a time
measured "once" per run (a cold compile, no within-run spread at all) and the profiler's GPU time
("profiled", measured once per run too, and steadier than a compile). Regimes: "gpu" where the
calls keep the GPU busy at least GPU_BOUND_FROM of the time (a host shift hardly moves them) and
"host" otherwise. An experiment with no such comparisons takes the pool over all experiments, and
one whose own pool comes out below that pool takes the pool over all: a run's shift (its host,
its machine) is shared by every experiment, and an experiment's own estimate from a handful of
runs, clipped at zero, is not evidence that it alone escapes it.

With many runs (at least OWN_FROM, from several machines), each comparison measured in every
run that holds its experiment also gets its **own** estimate, which measure uses in place of the pools: its between-run
spread, and its spread between the processes of a run pooled over all those runs. A run's own k
processes give that process spread on k − 1 degrees of freedom, so a run whose few processes
happened to scatter widened its interval past a threshold that its mean lay far from (on the H200,
torch 2.11: the depth family's speedup at n=64 read 0.76–0.85× in 21 runs on 7 machines, yet one
run's five processes, 0.75–0.96×, put 1× inside its interval). Pooled over the calibration's runs
and this one, the process spread rests on (runs + 1)(k − 1) degrees of freedom, and the verdict
turns on where the run's mean lies, not on how its few processes fell. A run whose processes
scatter well beyond that history (stats.scattered, an F test at 1%) is not pooled: it keeps its
own spread, and its interval's label says so.

The values live in results/calibration/<bundle name>.json with the runs they came from; measure
reads the one of its setting (or none) and records which in the bundle. Checking a run's intervals
against the very runs they were calibrated on proves little: the check is on fresh runs.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from generator.schema import GPU_BUSY, PRIMARY, LabError, Row, params_key

GPU_BOUND_FROM = 0.9  # both sides' calls keep the GPU busy at least this share of the time
# The pool a value measured once per run takes, by the kind its metric declares (schema.KINDS): a
# compile time, and the profiler's GPU time per call (first process only)
ONCE_POOLS = {"compile": "once", "profiled": "profiled"}
MIN_POOLED = 2  # comparisons an experiment needs for its own pool; fewer take the pool over all
OWN_FROM = 10  # runs a calibration needs before each comparison measured in all of them gets its own spreads
OWN_MACHINES = 3  # ... and the machines those runs came from
DIRECTORY = Path(__file__).resolve().parents[1] / "results" / "calibration"


def regime(busy: float | None) -> str:
    """'gpu' when the GPU was busy at least GPU_BOUND_FROM of the time, else 'host' (unknown: host)."""
    return "gpu" if busy is not None and busy >= GPU_BOUND_FROM else "host"


@dataclass(frozen=True)
class Pool:
    """The between-run spread (log scale) of one kind and regime, and how many comparisons it pools."""

    between: float
    comparisons: int


@dataclass(frozen=True)
class Calibration:
    """Between-run spreads per experiment, kind and regime, with the runs they were measured from."""

    bundle: str
    profile: str
    experiments: Mapping[str, Mapping[str, Pool]]  # experiment -> "kind/regime" -> Pool
    overall: Mapping[str, Pool]  # "kind/regime" -> Pool over all experiments
    runs: Sequence[Mapping[str, Any]] = ()
    digest: str = ""
    path: str = ""
    # experiment -> comparison key (own_key) -> its own spreads, where the calibration has OWN_FROM runs
    own: Mapping[str, Mapping[str, Own]] = field(default_factory=dict)

    def between(self, experiment: str, kind: str, busy: float | None = None) -> float:
        """The between-run spread an interval of this experiment, kind and regime is widened by."""
        key = pool_key(kind, busy)
        pooled = self.overall.get(key)
        floor = pooled.between if pooled is not None else 0.0
        own = self.experiments.get(experiment, {}).get(key)
        if own is not None and own.comparisons >= MIN_POOLED:
            return max(own.between, floor)
        return floor

    @property
    def df(self) -> float:
        """Degrees of freedom of every spread: the runs less one. A run's shift is shared by all of
        its comparisons, so pooling comparisons adds precision within runs, not runs."""
        return float(max(len(self.runs) - 1, 1))

    def for_experiment(self, experiment: str) -> Between:
        """The lookups merge needs for one experiment, bound to it."""
        return Between(self, experiment)

    def source(self) -> dict[str, Any]:
        """What a bundle records about the calibration its intervals used."""
        return {"path": self.path, "digest": self.digest, "runs": [dict(r) for r in self.runs]}


@dataclass(frozen=True)
class Own:
    """One comparison's own spreads (log scale) over a calibration's runs: between runs, and
    between the processes of one run pooled over them (0 for a value measured once per run)."""

    between: float
    within: float
    runs: int
    processes: int  # processes per run (the least over the runs)


def own_key(point: str, name: str, variant: str, kind: str) -> str:
    """The key of one comparison in a calibration: point, comparison (or metric), variant, kind."""
    return " | ".join((point, name, variant, kind))


def pool_key(kind: str, busy: float | None = None) -> str:
    """'ratio/host', 'latency/gpu', 'once/host', 'profiled/gpu': where a spread of this kind and
    regime is pooled (a compile is host work, the profiler's GPU time the GPU's own)."""
    fixed = {"once": "host", "profiled": "gpu"}
    return f"{kind}/{fixed.get(kind) or regime(busy)}"


@dataclass(frozen=True)
class Spread:
    """A between-run spread (log scale) and the degrees of freedom it rests on."""

    value: float = 0.0
    df: float = float("inf")
    # the comparison's own process spread pooled over the calibration's runs, and its degrees of
    # freedom (0: none; the run's own processes alone)
    within: float = 0.0
    within_df: float = 0.0


@dataclass
class Between:
    """One experiment's between-run spreads (no calibration: none, intervals cover one run only).

    Calling it looks a spread up and records it in `used`, so call it only for an interval that
    takes the spread: the Method section lists what `used` holds.
    """

    calibration: Calibration | None = None
    experiment: str = ""
    used: dict[str, float] = field(default_factory=dict)
    owned: dict[str, list[float]] = field(default_factory=dict)  # kind -> own between-run spreads taken

    def __call__(self, kind: str, busy: float | None = None, key: str | None = None) -> Spread:
        if self.calibration is None:
            return Spread()
        own = self.calibration.own.get(self.experiment, {}).get(key) if key is not None else None
        if own is not None:
            self.owned.setdefault(kind, []).append(own.between)
            return Spread(own.between, float(own.runs - 1), own.within, float(own.runs * max(own.processes - 1, 0)))
        value = self.calibration.between(self.experiment, kind, busy)
        self.used[pool_key(kind, busy)] = value
        return Spread(value, self.calibration.df)

    def record(self) -> dict[str, float]:
        """What the bundle keeps of the pooled spreads taken: each pool's value ("kind/regime")."""
        return dict(sorted(self.used.items()))

    def record_own(self) -> dict[str, dict[str, float]]:
        """Per kind, what the bundle keeps of the comparisons' own spreads taken: their median and
        how many comparisons took one."""
        return {kind: {"median": float(np.median(values)), "comparisons": float(len(values))}
                for kind, values in sorted(self.owned.items())}


def _busy(result_rows: Iterable[Row]) -> dict[tuple[str, str], float]:
    return {(params_key(r.params), r.variant): r.value for r in result_rows
            if r.metric == GPU_BUSY and r.status == "ok" and r.value is not None}


def baselines(rows: Sequence[Row]) -> dict[tuple[str, str], str]:
    """The baseline variant of each (point, comparison), as its speedup rows declare it."""
    return {(params_key(r.params), r.comparison): r.baseline for r in rows
            if r.kind == "speedup" and r.comparison and r.baseline}


def _process_medians(samples: Sequence[Mapping[str, Any]]) -> dict[tuple[str, str], dict[str, dict[int, float]]]:
    """(point, comparison) → variant → replicate → the median of that process's rounds. A median
    that is not a positive time (no rounds, or a zero) is left out, so no log or ratio takes it."""
    medians: dict[tuple[str, str], dict[str, dict[int, float]]] = defaultdict(lambda: defaultdict(dict))
    for s in samples:
        median = float(np.median(s["seconds"])) if len(s["seconds"]) else math.nan
        if median > 0:
            medians[params_key(s["params"]), s["comparison"]][s["variant"]][s["replicate"]] = median
    return medians


def per_process_logs(rows: Sequence[Row], samples: Sequence[Mapping[str, Any]]) -> dict[tuple, tuple[str, np.ndarray]]:
    """Every comparison of one experiment's run as (kind/regime, per-process logs), keyed by
    (point, comparison, variant, kind): log median per process, or log(baseline / variant)."""
    medians = _process_medians(samples)
    busy = _busy(rows)
    base_of = baselines(rows)
    out: dict[tuple, tuple[str, np.ndarray]] = {}
    for (point, name), per_variant in medians.items():
        base = base_of.get((point, name))
        for variant, reps in per_variant.items():
            own = busy.get((point, variant)) if name == PRIMARY else None
            out[point, name, variant, "latency"] = (f"latency/{regime(own)}",
                                                     np.log([reps[r] for r in sorted(reps)]))
            base_reps = per_variant.get(base) if base is not None else None
            if base_reps is None or variant == base:  # no baseline, or none with a positive median
                continue
            both = sorted(set(reps) & set(base_reps))
            pair = [busy.get((point, v)) for v in (base, variant)] if name == PRIMARY else [None]
            low = None if any(b is None for b in pair) else min(pair)  # type: ignore[type-var]
            out[point, name, variant, "ratio"] = (f"ratio/{regime(low)}",
                                                   np.log([base_reps[r] / reps[r] for r in both]))
    return out


def own_logs(samples: Sequence[Mapping[str, Any]]) -> dict[str, np.ndarray]:
    """Per-process logs of every comparison as Own spreads are keyed (own_key): each variant's
    latency, and the ratio of every pair of variants timed in the same rounds, so that a second
    view of those rounds with another baseline (Comparison.ratios_only) finds its own spreads."""
    medians = _process_medians(samples)
    out: dict[str, np.ndarray] = {}
    for (point, name), per_variant in medians.items():
        for variant, reps in per_variant.items():
            out[own_key(point, name, variant, "latency")] = np.log([reps[r] for r in sorted(reps)])
            for base, base_reps in per_variant.items():
                both = sorted(set(reps) & set(base_reps))
                if base != variant and both:
                    out[own_key(point, f"{name}:{base}", variant, "ratio")] = np.log(
                        [base_reps[r] / reps[r] for r in both])
    return out


def once_kind(kind: str, n: int) -> str | None:
    """The pool of a value measured once per run (n = 1): 'once' for a compile time (in a GPU run,
    in its capture process), 'profiled' for the profiler's GPU time (first process only; it moves
    far less between runs than a compile does, so it has a pool of its own); None for any other
    value, or one measured in several processes."""
    return ONCE_POOLS.get(kind) if n == 1 else None


def once_logs(rows: Sequence[Row]) -> dict[tuple, tuple[str, np.ndarray]]:
    """Values measured once per run (once_kind: compiles, profiled GPU times), keyed like
    per_process_logs."""
    out = {}
    for r in rows:
        kind = once_kind(r.kind, r.n)
        if kind and r.status == "ok" and r.value is not None and r.value > 0:
            out[params_key(r.params), r.metric, r.variant, kind] = (pool_key(kind), np.log([r.value]))
    return out


def default_path(bundle: str) -> Path:
    """Where the calibration of a setting is looked for: results/calibration/<bundle>.json."""
    return DIRECTORY / f"{bundle}.json"


def load(path: Path, *, bundle: str | None = None, profile: str | None = None) -> Calibration:
    """Read a calibration; a one-line LabError if it is unreadable or of another setting."""
    try:
        text = Path(path).read_text()
        doc = json.loads(text)
        experiments = {e: {k: Pool(**p) for k, p in pools.items()} for e, pools in doc["experiments"].items()}
        overall = {k: Pool(**p) for k, p in doc["overall"].items()}
        own = {e: {k: Own(**o) for k, o in found.items()} for e, found in doc.get("own", {}).items()}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
        raise LabError(f"{path}: not a readable calibration ({type(exc).__name__}: {exc}); make it again with "
                       "`generator calibrate RUN RUN ...` or measure with --calibration none") from None
    for what, want, have in (("setting", bundle, doc.get("bundle")), ("profile", profile, doc.get("profile"))):
        if want is not None and have != want:
            raise LabError(f"{path}: calibrated for {what} {have!r}, this run is {want!r}; pass the "
                           "calibration of this setting with --calibration, or --calibration none")
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    shown = Path(path).resolve()
    with contextlib.suppress(ValueError):  # the lab's own file is named from the checkout, not this machine
        shown = shown.relative_to(DIRECTORY.parents[1])
    return Calibration(doc["bundle"], doc["profile"], experiments, overall, doc.get("runs", []), digest, str(shown),
                       own)


def find(bundle: str, profile: str, requested: str | None) -> Calibration | None:
    """The calibration measure uses: the one asked for (--calibration PATH), none ('none'), or the
    default file of this setting when it exists and is of this profile."""
    if requested == "none":
        return None
    if requested:
        return load(Path(requested), bundle=bundle, profile=profile)
    path = default_path(bundle)
    if not path.is_file():
        return None
    found = load(path, bundle=bundle)
    return found if found.profile == profile else None


def write(doc: Mapping[str, Any], path: Path) -> None:
    """Write a calibration document (sorted, indented, so that a change reads as a diff)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
