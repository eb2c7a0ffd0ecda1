"""Records shared by every stage: measurements, rows, verdicts, results (the specs: generator.spec).

This module imports nothing of the project and nothing of torch, so the render stage and the
tests can read bundles on any machine.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

SCHEMA_VERSION = 6

# default: the GPU report (must fit the time budget); full: adds the expensive parts (e.g. every
# max-autotune size); quick: the CPU fallback, a small grid.
PROFILES = ("default", "full", "quick")
# "inconclusive": a threshold of the rule lies inside the interval that decides it, so the
# measurement cannot tell which side the claim falls on; the verdict says which threshold.
VERDICTS = ("holds", "partly holds", "does not hold", "inconclusive", "not testable here")
# Which way is better for a metric, declared where the metric is made ("" = no direction: counts
# of behaviour, flags, agreement). Units whose direction is plain are declared here once.
BETTER = ("lower", "higher", "")
UNIT_BETTER = {"ms": "lower", "s": "lower", "us": "lower", "µs": "lower", "bytes": "lower",
               "x": "higher", "GB/s": "higher", "TFLOP/s": "higher", "samples/s": "higher"}
# The kind of interval a row carries: "process" = 95% interval for what one more fresh process
# measures (over k >= 2 processes); "bootstrap" = 95% bootstrap interval inside one process;
# "range" = smallest to largest over processes; "runs" = a value measured once per run (a cold
# compile) with the 95% interval the spread between earlier runs gives it (generator.calibration);
# "" = a single value, no interval.
INTERVALS = ("process", "bootstrap", "range", "runs", "")
# What a metric measures, declared where it is made (Metric.kind; None there: its unit's kind,
# UNIT_KIND). Readers ask this field, never the metric's name: "latency" a time per call or per
# event, measured in each process; "speedup" a ratio baseline / candidate (Row.baseline names the
# baseline); "compile" a compile time (a first call: once per process, so in a GPU run once per
# run, in its capture process); "profiled" the profiler's GPU time per call (first process only);
# "memory" bytes held or moved; "compiler" a count of what the compiler did (graphs, breaks,
# recompiles, kernels); "count" any other count; "rate" work per second; "ratio" a share, a
# relative error or a fraction; "flag" 0 or 1; "" anything else.
KINDS = ("latency", "speedup", "compile", "profiled", "memory", "compiler", "count", "rate", "ratio", "flag", "")
UNIT_KIND = {"ms": "latency", "s": "latency", "us": "latency", "µs": "latency", "x": "speedup",
             "bytes": "memory", "count": "count", "GB/s": "rate", "TFLOP/s": "rate", "samples/s": "rate",
             "ratio": "ratio", "abs": "ratio", "flag": "flag", "0/1": "flag"}
TIME_KINDS = ("latency", "compile", "profiled")

# The metrics the shared measuring code (generator.runner.measure, merge) makes and pages read by
# name: declared here once, made with these names and looked up by them.
PRIMARY = "latency"  # the comparison measure.compare makes by default: timed, and profiled on a GPU
LATENCY = "latency_ms"  # its per-call time (merge: f"{comparison}_ms")
SPEEDUP = "speedup"  # its ratio baseline / candidate (merge: f"{comparison}_speedup" for the others)
GPU_TIME = "gpu_time_ms"  # the profiler's GPU time per call (measure.kernel_profile)
KERNELS = "kernels_per_call"  # the profiler's kernel launches per call (measure.kernel_profile)
# time per call − the profiler's GPU time (merge, derived): the time the GPU runs no kernel of the
# call. Launches, guards and Python are in it only where the GPU waits on them; where the host works
# while kernels run (a GPU-bound call), it does not show their cost (measure.issue_time does).
GPU_IDLE = "gpu_idle_ms"
GPU_IDLE_STAT = "derived: time per call − GPU time (the GPU runs no kernel of the call)"
GPU_BUSY = "gpu_busy"  # GPU time / latency (merge, derived)
ARTICLE_SPEEDUP = "article_speedup"  # the article's own loop (measure.article_loop)
COMPILE_STATES = ("cold", "warm", "mixed", "unknown")  # the FX-graph cache state of a first call
BREAKS_LOGGED = "graph_breaks_logged"  # breaks counted in Dynamo's log over a point's compile
POINT = "point"  # the one row of a grid point that produced none (failed or skipped), with its reason


def latency_metric(comparison: str) -> str:
    """The per-call time rows of a comparison: 'latency_ms', 'issue_ms'."""
    return f"{comparison}_ms"


def speedup_metric(comparison: str) -> str:
    """The ratio rows of a comparison: 'speedup' for the primary one, 'issue_speedup' for others."""
    return SPEEDUP if comparison == PRIMARY else f"{comparison}_speedup"


def first_call_metric(state: str) -> str:
    """A first call's compile time by cache state (measure.FirstCall): 'compile_cold_s'."""
    return f"compile_{state}_s"
STATUSES = ("ok", "failed", "skipped")

# Per grid point, the xz-compressed structured compile trace (TORCH_TRACE) of its first process.
TRACE_ARTIFACT = "trace.log.xz"

class LabError(ValueError):
    """An error a user can fix; the CLI prints its message on one line, without a traceback."""


class SpecError(LabError):
    """An experiment's SPEC is malformed; the message names the field and the fix."""


@dataclass(frozen=True)
class Reference:
    """A figure printed in the article, shown beside a measurement and labelled as the article's."""

    label: str
    variant: str
    metric: str
    value: float
    unit: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Chart:
    """A metric a page draws as bars per grid point and variant, besides speedup and latency."""

    metric: str
    title: str


@dataclass(frozen=True)
class Metric:
    """One number an experiment measured once in this process (counts, compile time, ...)."""

    variant: str
    metric: str
    value: float | None
    unit: str
    stat: str = "single"
    status: str = "ok"
    reason: str = ""
    better: str | None = None  # None: the unit's direction (UNIT_BETTER), or none
    kind: str | None = None  # what it measures (KINDS); None: the unit's kind (UNIT_KIND), or ""
    baseline: str = ""  # a speedup's baseline variant

    def __post_init__(self) -> None:
        if self.better is None:
            object.__setattr__(self, "better", UNIT_BETTER.get(self.unit, ""))
        if self.kind is None:
            object.__setattr__(self, "kind", UNIT_KIND.get(self.unit, ""))
        if self.better not in BETTER:
            raise ValueError(f"metric {self.metric!r}: better={self.better!r} is not one of {BETTER}")
        if self.kind not in KINDS:
            raise ValueError(f"metric {self.metric!r}: kind={self.kind!r} is not one of {KINDS}")


@dataclass(frozen=True)
class Comparison:
    """Per-call times of several variants from interleaved rounds: samples[v][r] is round r."""

    name: str
    baseline: str
    samples: Mapping[str, tuple[float, ...]]
    calls_per_sample: Mapping[str, int]
    # True for a second view of another comparison's rounds with another baseline: only its
    # ratios are new (its latencies are the other comparison's), so merge makes no latency rows.
    ratios_only: bool = False

    def candidates(self) -> list[str]:
        return [v for v in self.samples if v != self.baseline]


@dataclass(frozen=True)
class Kernel:
    """One device kernel seen by the profiler for a variant, per call of the model."""

    variant: str
    name: str
    kind: str
    calls: float
    time_us: float
    # bytes: read + written by one launch (Inductor's estimate for its own kernels); flops: per
    # call of the model, over all launches (the profiler's count for the op that launched it).
    # None when unknown. time_us is per call of the model, over all launches.
    bytes: float | None = None
    flops: float | None = None


@dataclass
class Outcome:
    """What run() returns for one grid point in one process."""

    metrics: list[Metric] = field(default_factory=list)
    comparisons: list[Comparison] = field(default_factory=list)
    kernels: list[Kernel] = field(default_factory=list)
    artifacts: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Row:
    """One number of the results table, long format."""

    experiment: str
    variant: str
    params: Mapping[str, Any]
    metric: str
    value: float | None
    unit: str
    stat: str
    lo: float | None = None
    hi: float | None = None
    n: int = 1
    status: str = "ok"
    reason: str = ""
    spread: str = ""  # the interval's label as pages show it
    better: str = ""  # "lower", "higher" or "" (BETTER), declared with the metric
    interval: str = ""  # the interval's kind (INTERVALS)
    # 95% confidence interval of the estimate itself (the mean over this run's processes), where
    # `lo`/`hi` say where one more process lands. Verdicts decide on this one: a claim is about
    # the typical speedup, not about what a single process measures. None: same as lo/hi.
    ci_lo: float | None = None
    ci_hi: float | None = None
    kind: str = ""  # what it measures (KINDS), declared with the metric
    baseline: str = ""  # a speedup's baseline variant; on a comparison's latency rows, the comparison's
    comparison: str = ""  # the comparison a latency or speedup row was merged from ("": none)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"row {self.metric!r}: kind={self.kind!r} is not one of {KINDS}")
        if self.status not in STATUSES:
            raise ValueError(f"row status {self.status!r} is not one of {STATUSES}")
        if self.better not in BETTER:
            raise ValueError(f"row {self.metric!r}: better={self.better!r} is not one of {BETTER}")
        if self.interval not in INTERVALS:
            raise ValueError(f"row {self.metric!r}: interval={self.interval!r} is not one of {INTERVALS}")


@dataclass(frozen=True)
class Verdict:
    """A claim's measured verdict on one device and release, with the numbers behind it."""

    claim: str
    verdict: str
    measured: str
    rule: str
    experiment: str
    device: str = ""
    release: str = ""
    # An inconclusive verdict: how many times the evidence it rests on (its runs and processes)
    # would settle it if the values stayed where they are (verdicts.grow_to_settle); None: settled,
    # or it cannot be told (a count, a value on the threshold).
    grow: float | None = None

    def __post_init__(self) -> None:
        if self.verdict not in VERDICTS:
            raise ValueError(f"verdict {self.verdict!r} is not one of {VERDICTS}")


def params_key(params: Mapping[str, Any]) -> str:
    """A stable, readable key for a parameter set: 'batch=64,model=article'."""
    return ",".join(f"{k}={params[k]}" for k in sorted(params))


def point_slug(params: Mapping[str, Any]) -> str:
    """A file-system-safe name for a grid point: 'batch-64_model-article'."""
    key = "_".join(f"{k}-{params[k]}" for k in sorted(params))
    return re.sub(r"[^A-Za-z0-9._-]+", "-", key)


def find_row(rows: Sequence[Row], variant: str, metric: str, /, **params: Any) -> Row | None:
    """The first ok row of a variant and metric whose params include the given ones."""
    for row in rows:
        if row.variant == variant and row.metric == metric and row.status == "ok":
            if all(row.params.get(k) == v for k, v in params.items()):
                return row
    return None


def primary_baseline(rows: Iterable[Row], params: Mapping[str, Any]) -> str | None:
    """The baseline variant of a point's primary comparison, as its rows declare it (None: none)."""
    return next((r.baseline for r in rows if r.kind in ("speedup", "latency") and r.comparison == PRIMARY
                 and r.baseline and r.params == params), None)


@dataclass
class ExperimentResult:
    """Everything one experiment produced on one device: the unit of caching and of bundles."""

    id: str
    title: str
    section: str
    claims: tuple[str, ...]
    summary: str
    status: str
    error: str
    source_hash: str
    replicates: int
    seconds: float
    rows: list[Row] = field(default_factory=list)
    kernels: list[dict[str, Any]] = field(default_factory=list)
    samples: list[dict[str, Any]] = field(default_factory=list)
    artifacts: dict[str, str | bytes] = field(default_factory=dict)  # bytes: compressed traces
    verdicts: list[Verdict] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)
    points: list[dict[str, Any]] = field(default_factory=list)
    # The least process-to-process spreads (log scale) its intervals were given: merge.floors
    spread_floors: dict[str, float] = field(default_factory=dict)
    # The spreads between runs (log scale, "kind/regime") its intervals were widened by, from the
    # calibration the bundle header names (generator.calibration); empty: intervals cover one run
    between_runs: dict[str, float] = field(default_factory=dict)
    # Per kind ("ratio", "latency", ...), the comparisons that took their own between-run spread
    # from the calibration (Calibration.own) instead of a pool: {"median": spread, "comparisons": n}
    between_own: dict[str, dict[str, float]] = field(default_factory=dict)
    # The profile whose grid it measured ("": the bundle header's, as in bundles written before
    # an experiment could be measured in another profile than the rest of its bundle)
    profile: str = ""
    # The hash of the measuring code shared by all experiments (discovery.method_hash) it was
    # measured with ("": not recorded, as in bundles before schema 4)
    method: str = ""
    # The hash of the verdict rules that decided its verdicts (discovery.Experiment.rules_hash; "":
    # not recorded, or a rule failed): a result decided by other rules is decided again when reused
    rules: str = ""
    # What its spec declares for readers without its code: the charts its page draws, its roles
    # (ROLES). Empty in bundles written before specs declared them.
    charts: list[Chart] = field(default_factory=list)
    roles: tuple[str, ...] = ()
    # Each process's own value of every metric it measured ({params, replicate, variant, metric,
    # value}; merge), kept in values.json so that runs of one setting can be pooled by process.
    # Empty in bundles written before they were kept.
    values: list[dict[str, Any]] = field(default_factory=list)

    def method_key(self, bundle_profile: str = "") -> tuple[str, str, str, int]:
        """How it was measured: experiment code, measuring code, profile (the bundle's where it
        names none) and processes. Two results measured alike can be combined or compared."""
        return self.source_hash, self.method, self.profile or bundle_profile, self.replicates

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (artifacts excluded: they are stored as files)."""
        out = asdict(self)
        out.pop("artifacts")
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], artifacts: Mapping[str, str | bytes] | None = None) -> ExperimentResult:
        """Inverse of to_dict."""
        fields = dict(data)
        fields["claims"] = tuple(fields["claims"])
        fields["rows"] = [Row(**r) for r in fields.get("rows", [])]
        fields["verdicts"] = [Verdict(**v) for v in fields.get("verdicts", [])]
        fields["references"] = [Reference(**r) for r in fields.get("references", [])]
        fields["charts"] = [Chart(**c) for c in fields.get("charts", [])]
        fields["roles"] = tuple(fields.get("roles", ()))
        fields["artifacts"] = dict(artifacts or {})
        return cls(**fields)
