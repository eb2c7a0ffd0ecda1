"""Do runs of one setting agree? The spread report over whole bundles, and its page per device.

`spread_report` is a pure function over bundles: `generator spread` prints it, and each device
section of the site shows it for the published bundle and its re-runs, which live in
results/reruns/<bundle name>/<run>/ (bundle.json and rows.csv at least; see `read_run`).
"""

from __future__ import annotations

import itertools
import json
import math
import re
import shutil
import statistics
import tempfile
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from generator import launches
from generator.calibration import GPU_BOUND_FROM
from generator.render.experiment import runs_at, short_id
from generator.schema import LabError, Row, params_key, point_slug
from generator.store import bundle as bundle_store
from generator.store.bundle import Bundle, BundleError
from generator.store.fingerprint import machine_id

COMPARED_INTERVALS = ("process", "bootstrap")  # a "range" or a single value predicts nothing
GPU_BOUND_BAR = 0.02  # where the GPU sets the pace, repeated runs should lie within 2%
NO_VERDICT = ""  # the run measured the experiment but it decided no verdict for the claim
OPTIONAL_FILES = ("kernels.csv", "samples.json")


@dataclass(frozen=True)
class Run:
    """One run as the report names it: where it came from, when, how long, on which machine (its
    GPU UUID or host id, and its OS build: the machine, not the setting, so runs of one setting
    differ in them)."""

    name: str
    created: str
    measure_seconds: float | None
    is_cuda: bool
    machine: str | None  # GPU UUID on a GPU run, the host's id on a CPU run; None if not recorded
    cpu: str
    cache_files: int | None = None  # files in the compile caches at the start; None if not recorded
    between: Mapping[str, Any] | None = None  # the calibration its intervals took (bundle header); None if not recorded
    os: str = ""  # the OS build of its host; "" if not recorded


@dataclass(frozen=True)
class Point:
    """One speedup (experiment, grid point, variant, metric) as each run measured it."""

    experiment: str
    params: Mapping[str, Any]
    variant: str
    metric: str
    rows: tuple[Row | None, ...]  # one per run; None where that run has no such row
    gpu_busy: float | None  # lowest GPU-busy share of eager and the variant here, over the runs and their processes
    # per run, each timed process's per-call medians (seconds) of eager and of the variant, from
    # samples.json; () where not read
    latencies: tuple[tuple[tuple[float, float], ...], ...] = ()
    # per run, the replicate indices (the workers' own) those medians came from, in the same order
    replicates: tuple[tuple[int, ...], ...] = ()
    # where the runs kept their launch picks (launches.disagreements): which kernels' picks differed
    launches: str = ""
    # timed processes (all runs) whose variant side was left out of that share: their kernels tuned
    # their launch otherwise than the profiled capture process's (launches.unlike_capture)
    left_out: int = 0
    # runs in which every timed process's variant side was left out: its share is not known
    untold: int = 0

    @property
    def per_process(self) -> tuple[tuple[float, ...], ...]:
        """Per run, the speedup each of its timed processes measured (eager over variant)."""
        return tuple(tuple(eager / other for eager, other in run) for run in self.latencies)

    def present(self) -> list[tuple[int, Row]]:
        """(run index from 0, row) for every run that measured this point."""
        return [(i, r) for i, r in enumerate(self.rows) if r is not None]

    @property
    def apart(self) -> float:
        """Largest value over smallest, minus one."""
        values = [r.value for _, r in self.present()]
        low = min(values)  # type: ignore[type-var]
        return max(values) / low - 1 if low > 0 else float("inf")  # type: ignore[type-var,operator]

    def misses(self) -> list[tuple[int, int]]:
        """Ordered pairs (i, j), counted from 1, where run i's interval excludes run j's value."""
        return [(i + 1, j + 1) for (i, a), (j, b) in itertools.permutations(self.present(), 2)
                if not a.lo <= b.value <= a.hi]  # type: ignore[operator]

    @property
    def checks(self) -> int:
        """Ordered pairs of runs compared at this point."""
        n = len(self.present())
        return n * (n - 1)

    @property
    def one_process(self) -> bool:
        """Some run's interval is a bootstrap inside one process: it leaves out process-to-process spread."""
        return any(r.interval == "bootstrap" for _, r in self.present())

    @property
    def gpu_bound(self) -> bool:
        """A latency speedup whose eager calls and the variant's both kept the GPU busy at least
        GPU_BOUND_FROM of the time in every timed process of every run. A compiled call that waits on the host (its
        wrapper costing more than its kernels) varies with the CPU, however busy eager kept the
        GPU. The host's issue time, `cpu_issue_speedup`, is CPU work whatever the GPU does."""
        return self.metric == "speedup" and self.gpu_busy is not None and self.gpu_busy >= GPU_BOUND_FROM


@dataclass(frozen=True)
class Claim:
    """One claim's verdict from one deciding experiment ('report' for report-wide), per run."""

    claim: str
    experiment: str
    verdicts: tuple[str | None, ...]  # None: the run did not measure it; NO_VERDICT: it decided none

    @property
    def differs(self) -> bool:
        """The runs that measured it disagree."""
        return len({v for v in self.verdicts if v is not None}) > 1


@dataclass(frozen=True)
class SpreadReport:
    """How runs of one setting agree: every speedup and verdict side by side, and the totals."""

    runs: tuple[Run, ...]
    points: tuple[Point, ...]
    claims: tuple[Claim, ...]
    left_out: tuple[str, ...]  # experiments not compared, each with why
    single: int  # speedups only one run measured

    @property
    def checks(self) -> int:
        return sum(p.checks for p in self.points)

    @property
    def missed(self) -> int:
        return sum(len(p.misses()) for p in self.points)

    @property
    def coverage(self) -> str:
        """'412 of 420 pairs (98.1%)': ordered pairs where run i's interval holds run j's value."""
        held, checks = self.checks - self.missed, self.checks
        return f"{held} of {checks} pairs ({held / checks:.1%})" if checks else "0 of 0 pairs"

    @property
    def differing(self) -> list[Claim]:
        return [c for c in self.claims if c.differs]

    @property
    def one_process(self) -> list[Point]:
        return [p for p in self.points if p.one_process]

    @property
    def gpu_bound(self) -> list[Point]:
        return [p for p in self.points if p.gpu_bound]

    @property
    def exit_code(self) -> int:
        """1 when some interval misses another run's value or some verdict differs, else 0."""
        return 1 if self.missed or self.differing else 0


def run_of(bundle: Bundle, name: str) -> Run:
    """A bundle's identity as a run."""
    fp = bundle.fingerprint
    seconds = bundle.header.get("measure_seconds")
    caches = bundle.header.get("caches_at_start")
    files = sum(int(v) for v in caches.values()) if isinstance(caches, dict) else None
    between = bundle.header.get("between_runs")
    return Run(name, str(bundle.header.get("created", "")), float(seconds) if seconds is not None else None,
               bundle.is_cuda, machine_id(fp), str(fp.get("cpu", "")), files,
               between if isinstance(between, dict) else None, str(fp.get("os") or ""))


def setting(bundle: Bundle) -> tuple[str, str, str]:
    """What must be equal for runs to be compared: device, torch version, profile; runs on other
    machines (GPU UUID, host, OS build) are compared as one setting, and `machines` tells them apart."""
    return bundle.device_key, str(bundle.fingerprint["torch"]), bundle.profile


def check_setting(bundles: Sequence[Bundle], names: Sequence[str]) -> None:
    """Refuse, in one line, runs of different devices, releases or profiles."""
    if len({setting(b) for b in bundles}) > 1:
        listed = "; ".join(f"{n}: {d}, torch {t}, profile {p}" for n, (d, t, p) in zip(names, map(setting, bundles)))
        raise LabError(f"the runs differ in device, release or profile ({listed}); spread compares runs of "
                       "one setting, `generator diff` compares settings")


def _method(bundle: Bundle, experiment: str) -> tuple[str, str, str, int]:
    """How a run measured an experiment (ExperimentResult.method_key; its measuring code is "" in
    bundles written before results recorded it)."""
    return bundle.experiments[experiment].method_key(bundle.profile)


def _experiments(bundles: Sequence[Bundle], names: Sequence[str], only: str | None) -> tuple[list[str], dict[str, str]]:
    """The experiments to compare, and those left out with why."""
    if only is not None:
        for name, b in zip(names, bundles):
            if only not in b.experiments:
                raise LabError(f"{name} has no experiment {only!r}; it has: {', '.join(sorted(b.experiments)) or 'none'}")
        if len({_method(b, only) for b in bundles}) > 1:
            listed = "; ".join(f"{n}: source {s}, {k} processes, profile {p}, measuring code {m or 'not recorded'}"
                               for n, (s, m, p, k) in zip(names, (_method(b, only) for b in bundles)))
            raise LabError(f"the runs measured {only!r} differently ({listed}); measure them alike to compare")
        return [only], {}
    ids, left = [], {}
    for eid in dict.fromkeys(e for b in bundles for e in b.experiments):
        having = [b for b in bundles if eid in b.experiments]
        if len(having) < 2:
            left[eid] = "measured by one run only"
        elif len({_method(b, eid) for b in having}) > 1:
            left[eid] = "measured differently (experiment source, measuring code, number of processes or profile)"
        else:
            ids.append(eid)
    return ids, left


def _compared(row: Row, metric: str | None) -> bool:
    """A row with an interval that predicts another run: a speedup unless a metric is named."""
    if row.status != "ok" or row.value is None or row.lo is None or row.hi is None:
        return False
    if row.interval not in COMPARED_INTERVALS:
        return False
    return row.metric == metric if metric else (row.better == "higher" and row.unit == "x")


def _points(bundles: Sequence[Bundle], experiment: str, metric: str | None,
            picks: Sequence[Mapping[str, Any] | None] | None = None,
            shared: Collection[str] = ()) -> tuple[list[Point], int]:
    """The experiment's compared rows matched across runs, in the first run's order; and how many one run had.
    picks: each run's launch picks, where known (a process whose kernels tuned otherwise than the
    profiled capture process's is not judged GPU-bound or not on the capture's GPU time)."""
    results = [b.experiments.get(experiment) for b in bundles]
    runs_picks = list(picks) if picks is not None else [None] * len(bundles)
    index = [{(r.metric, r.variant, params_key(r.params)): r for r in res.rows if _compared(r, metric)}
             if res else {} for res in results]
    busy = [{(r.variant, params_key(r.params)): r.value for r in res.rows
             if r.metric == "gpu_busy" and r.status == "ok" and r.value is not None}
            if res else {} for res in results]
    gpu = [{(r.variant, params_key(r.params)): r.value for r in res.rows
            if r.metric == "gpu_time_ms" and r.status == "ok" and r.value}
           if res else {} for res in results]
    medians = [_latency_medians(res) for res in results]
    with_code = _with_code(bundles, experiment)
    out, single = [], 0
    for key in dict.fromkeys(k for idx in index for k in idx):
        rows = tuple(idx.get(key) for idx in index)
        if sum(r is not None for r in rows) < 2:
            single += 1
            continue
        first = next(r for r in rows if r is not None)
        per_run = [_processes(m, key[2], key[1]) for m in medians]
        code = _point_code(with_code, first.params) if any(runs_picks) else ""
        unlike = [launches.unlike_capture(experiment, doc, code, list(pairs), shared)
                  for doc, pairs in zip(runs_picks, per_run)]
        present = [(pairs, skip, b, g) for pairs, skip, b, g, r in zip(per_run, unlike, busy, gpu, rows) if r is not None]
        shares = [_busiest_low(pairs, b, g, key[2], key[1], skip) for pairs, skip, b, g in present]
        known = [s for s in shares if s is not None]
        out.append(Point(experiment, dict(first.params), first.variant, first.metric, rows,
                         min(known) if len(known) == len(shares) else None,
                         tuple(tuple(pairs.values()) for pairs in per_run),
                         tuple(tuple(pairs) for pairs in per_run),
                         left_out=sum(len(skip) for _, skip, _, _ in present),
                         untold=sum(1 for pairs, skip, _, _ in present if pairs and skip >= set(pairs))))
    return out, single


def _with_code(bundles: Sequence[Bundle], experiment: str) -> Any:
    """The experiment's result in the first run that kept its output code (re-runs keep none); the
    same torch and device compile the same kernel modules in every run of a setting."""
    return next((b.experiments[experiment] for b in bundles
                 if experiment in b.experiments and b.experiments[experiment].artifacts), None)


def _all_code(bundles: Sequence[Bundle]) -> list[str]:
    """Every output code the first run that kept any holds, over all its experiments."""
    kept = next((b for b in bundles if any(res.artifacts for res in b.experiments.values())), None)
    return [] if kept is None else [text for res in kept.experiments.values()
                                    for name, text in sorted(res.artifacts.items())
                                    if name.endswith(".py") and isinstance(text, str)]


def _busiest_low(per_process: Mapping[int, tuple[float, float]], busy: Mapping[tuple, float],
                 gpu: Mapping[tuple, float], key: str, variant: str, unlike: Collection[int] = ()) -> float | None:
    """The lowest share of time one run's calls kept the GPU busy at a point, eager's and the
    variant's, in any of its timed processes: the profiler's GPU time per call (measured in the
    capture process) over each process's median latency. A call that waited on the host in one
    process (a slower host that day) is not GPU-bound there, however busy the run's mean kept the
    GPU. unlike: the processes whose kernels tuned their launch otherwise than the capture
    process's (launches.unlike_capture), whose variant side is left out: the capture's GPU time is
    not the time of their kernels (a slower pick lengthens the kernel itself, which it would misread
    as waiting on the host). Eager's side, which Inductor does not tune, counts in every process.
    None where every process's variant side is left out (its share is not known); without stored
    samples the run's mean share (its gpu_busy rows); None where neither is known."""
    sides = (("eager", key), (variant, key))
    if per_process and all(k in gpu for k in sides):
        told = [other for r, (_, other) in per_process.items() if r not in unlike]
        if not told:
            return None
        shares = [gpu[sides[0]] / 1e3 / eager for eager, _ in per_process.values()]
        shares += [gpu[sides[1]] / 1e3 / other for other in told]
        finite = [s for s in shares if math.isfinite(s)]
        if finite:
            return min(finite)
    return min(busy[k] for k in sides) if all(k in busy for k in sides) else None


def _latency_medians(result: Any) -> dict[tuple[str, str], dict[int, float]]:
    """(point key, variant) → replicate index → per-call median of the run's stored samples of its
    "latency" comparison; {} when the run kept none."""
    out: dict[tuple[str, str], dict[int, float]] = {}
    for s in result.samples if result is not None else ():
        if s["comparison"] == "latency":
            out.setdefault((params_key(s["params"]), s["variant"]), {})[s["replicate"]] = statistics.median(s["seconds"])
    return out


def _processes(medians: Mapping[tuple[str, str], Mapping[int, float]], key: str,
               variant: str) -> dict[int, tuple[float, float]]:
    """Replicate index → (eager, variant) per-call medians of the same rounds, for the processes
    that timed both, in replicate order."""
    eager, other = medians.get((key, "eager"), {}), medians.get((key, variant), {})
    return {r: (eager[r], other[r]) for r in sorted(set(eager) & set(other))}


def _with_launches(bundles: Sequence[Bundle], point: Point,
                   picks: Sequence[Mapping[str, Any] | None] | None = None, shared: Collection[str] = ()) -> Point:
    """A GPU-bound point with, where the runs kept their launch picks (picks, one per run), the
    kernels whose pick differed between processes: where the runs lie apart, they say why."""
    if not point.gpu_bound or picks is None or point.experiment not in bundles[0].experiments:
        return point
    code = _point_code(_with_code(bundles, point.experiment), point.params)
    return replace(point, launches=launches.disagreements(point, picks, code, point.replicates, shared))


def _point_code(result: Any, params: Mapping[str, Any]) -> str:
    """The output code a run kept for a grid point (its kernels' modules and names), or ''."""
    if result is None:
        return ""
    slug = point_slug(params)
    return "\n".join(text for name, text in sorted(result.artifacts.items())
                     if name.startswith(slug + "/") and name.endswith(".py") and isinstance(text, str))


def furthest_process(point: Point) -> str:
    """Which timed process lies furthest from the others at a point, and which side of its ratio
    moved: 'run 2, process 1: compiled 70.2 µs (others 57.5–58.7), eager 57.4 µs (others 57–58.1)'.
    Empty with fewer than three processes in all. A side that moved while the other kept its
    time says whether the variant's own call (a kernel choice, a launch setting) or the baseline's
    changed; both moving together points at the process's host or device state."""
    found = [(run, index, pair) for run, pairs in enumerate(point.latencies) for index, pair in enumerate(pairs)]
    if len(found) < 3:
        return ""
    logs = {(run, index): math.log(e / v) for run, index, (e, v) in found}
    centre = statistics.median(logs.values())
    run, index, (eager, other) = max(found, key=lambda f: abs(logs[f[0], f[1]] - centre))
    rest = [pair for r, i, pair in found if (r, i) != (run, index)]

    def side(name: str, value: float, others: list[float]) -> str:
        return f"{name} {_us(value)} (others {_us(min(others), unit=False)}–{_us(max(others))})"

    return (f"run {run + 1}, process {index + 1}: {side(point.variant, other, [p[1] for p in rest])}, "
            f"{side('eager', eager, [p[0] for p in rest])}")


def _us(seconds: float, unit: bool = True) -> str:
    """Microseconds to three significant digits, without an exponent: 57.5, 838, 4,300."""
    us = float(f"{seconds * 1e6:.3g}")
    return (f"{us:,.0f}" if us >= 1000 else f"{us:.3g}") + (" µs" if unit else "")


def _claim_order(key: tuple[str, str, int]) -> tuple[int, str, str, int]:
    digits = re.sub(r"\D", "", key[0])
    return int(digits) if digits else 0, key[0], key[1], key[2]


def _claims(bundles: Sequence[Bundle], ids: Sequence[str], report_wide: bool) -> dict[tuple[str, str, int], Claim]:
    """Every claim's verdict per run, keyed by (claim, experiment, n): a claim decided twice by one
    experiment appears twice, n counting its verdicts in order.

    A report-wide verdict spans several experiments, so it is taken only from runs that measured
    every experiment some run measured: a partial re-run's would span less.
    """
    table: dict[tuple[str, str, int], list[str | None]] = {}
    every = {eid for b in bundles for eid in b.experiments}
    for i, b in enumerate(bundles):
        found = [(v.claim, v.experiment, v.verdict) for eid in ids if eid in b.experiments
                 for v in b.experiments[eid].verdicts]
        if report_wide and set(b.experiments) >= every:
            found += [(v["claim"], v.get("experiment", "report"), v["verdict"]) for v in b.header.get("verdicts", [])]
        seen: Counter[tuple[str, str]] = Counter()
        for claim, experiment, verdict in found:
            key = (claim, experiment, seen[(claim, experiment)])
            seen[(claim, experiment)] += 1
            table.setdefault(key, [None] * len(bundles))[i] = verdict
    for key, verdicts in table.items():  # measured the experiment, decided nothing: say so
        for i, b in enumerate(bundles):
            if verdicts[i] is None and key[1] in b.experiments:
                verdicts[i] = NO_VERDICT
    return {key: Claim(key[0], key[1], tuple(v)) for key, v in sorted(table.items(), key=lambda kv: _claim_order(kv[0]))}


def spread_report(bundles: Sequence[Bundle], names: Sequence[str], *, experiment: str | None = None,
                  metric: str | None = None, picks: Sequence[Mapping[str, Any] | None] | None = None) -> SpreadReport:
    """Compare runs of one setting: every speedup with an interval and every verdict, run by run.
    picks: each run's launch picks (launches.read of its directory), where known."""
    if len(bundles) < 2:
        raise LabError("spread needs at least two runs of the same setting, e.g. results/<bundle> scratch/run2/<bundle>")
    check_setting(bundles, names)
    ids, left = _experiments(bundles, names, experiment)
    points: list[Point] = []
    single = 0
    # directories of several kernel modules: computed once, over the run that kept the code
    shared = launches.crowded(_all_code(bundles)) if picks is not None and any(picks) else set()
    for eid in ids:
        found, alone = _points(bundles, eid, metric, picks, shared)
        points += [_with_launches(bundles, p, picks, shared) for p in found]
        single += alone
    if not points:
        what = f"{metric!r} row" if metric else "speedup"
        where = f"{experiment!r}" if experiment else "any experiment"
        raise LabError(f"no {what} with a process or bootstrap interval is in two runs' {where}")
    claims = _claims(bundles, ids, report_wide=experiment is None)
    return SpreadReport(tuple(run_of(b, n) for b, n in zip(bundles, names)), tuple(points), tuple(claims.values()),
                        tuple(f"{eid}: {why}" for eid, why in left.items()), single)


def verdicts_per_run(bundles: Sequence[Bundle], names: Sequence[str]) -> tuple[dict[tuple[str, str, int], Claim], dict[str, str]]:
    """Every claim's verdict in each of these runs of one setting (the published bundle first),
    keyed by (claim, experiment, n), over the experiments spread_report compares (measured alike
    by two runs or more), and those it leaves out with why: the claims page reads from them
    whether re-runs decide a claim alike."""
    ids, left = _experiments(bundles, names, None)
    return _claims(bundles, ids, report_wide=True), left


def _runs(numbers: Sequence[int]) -> str:
    """'run 3' or 'runs 1 and 2'."""
    if len(numbers) == 1:
        return f"run {numbers[0]}"
    return f"runs {', '.join(map(str, numbers[:-1]))} and {numbers[-1]}"


def machines(runs: Sequence[Run]) -> str:
    """In plain words: did the runs come from one machine or several? A machine is a GPU UUID (a
    host id on a CPU) on one OS build: the same GPU after an OS update counts as another machine."""
    gpu = bool(runs) and runs[0].is_cuda
    what = "GPU UUID" if gpu else "host id"
    known: dict[tuple[str, str], list[int]] = {}
    for i, r in enumerate(runs):
        if r.machine:
            known.setdefault((r.machine, r.os), []).append(i + 1)
    unknown = [i + 1 for i, r in enumerate(runs) if not r.machine]
    if not known:
        return f"No run recorded its {what}, so whether they came from one machine or several cannot be told."
    builds = len({built for _, built in known}) > 1  # the OS build is named where the runs' differ
    names = {(m, built): (f"`{short_id(m)}`" if gpu else f"host `{m}`")
             + (f" with OS `{built}`" if builds and built else "") for m, built in known}
    if len(known) == 1 and not unknown:
        every = "Both runs" if len(runs) == 2 else f"All {len(runs)} runs"
        return f"{every} came from one machine ({names[next(iter(known))]})."
    listed = "; ".join(f"{names[m]}: {_runs(ix)}" for m, ix in known.items())
    text = (f"The runs came from {len(known)} different machines ({listed})." if len(known) > 1
            else f"The runs that recorded their machine came from one ({listed}).")
    return text + (f" {_runs(unknown).capitalize()} recorded no {what}." if unknown else "")


def cold_starts(runs: Sequence[Run]) -> str:
    """Whether each run began with empty compile caches, as its bundle recorded."""
    cold = [i + 1 for i, r in enumerate(runs) if r.cache_files == 0]
    warm = [f"run {i + 1} ({r.cache_files} files)" for i, r in enumerate(runs) if r.cache_files]
    unknown = [i + 1 for i, r in enumerate(runs) if r.cache_files is None]
    parts = []
    if cold:
        parts.append(("Every run" if len(cold) == len(runs) else _runs(cold).capitalize())
                     + " started with empty compile caches (Inductor and Triton).")
    if warm:
        parts.append("Cached compiles at the start: " + ", ".join(warm) + ".")
    if unknown:
        parts.append(f"{_runs(unknown).capitalize()} recorded no cache state (bundles from before it was kept).")
    return " ".join(parts)


def calibrations(runs: Sequence[Run]) -> str:
    """Which between-run calibration the runs' intervals took, and whether it came from these runs."""
    unknown = [i + 1 for i, r in enumerate(runs) if r.between is None]
    none = [i + 1 for i, r in enumerate(runs) if r.between is not None and not r.between]
    taken = {str(r.between.get("digest")): r.between for r in runs if r.between}
    parts = []
    if none:
        who = "No run took a" if len(none) == len(runs) else f"{_runs(none).capitalize()} took no"
        parts.append(f"{who} spread between runs (no calibration for this setting): those intervals cover one "
                     "run's processes.")
    if unknown:
        parts.append(f"{_runs(unknown).capitalize()} recorded no calibration (bundles from before it was kept).")
    for digest, source in taken.items():
        users = [i + 1 for i, r in enumerate(runs) if r.between and str(r.between.get("digest")) == digest]
        made = source.get("runs") or []
        overlap = [i + 1 for i, r in enumerate(runs) if r.created in {m.get("created") for m in made}]
        text = (f"{'Every run' if len(users) == len(runs) else _runs(users).capitalize()} took the spread between runs "
                f"measured from {runs_at(made)} (calibration `{digest}`)")
        if overlap:
            text += (f"; {_runs(overlap)} {'is' if len(overlap) == 1 else 'are'} among them, so "
                     "this check is partly in-sample and proves less.")
        else:
            text += "; none of the runs compared here is among them, so this is a check on fresh runs."
        parts.append(text)
    return " ".join(parts)


def summary(report: SpreadReport) -> list[str]:
    """The totals, one sentence each: coverage, verdicts, one-process and GPU-bound speedups, times."""
    lines = [f"Intervals holding the other runs' values: {report.coverage}."]
    differing = report.differing
    lines.append(f"Verdicts differing between runs: {len(differing)} of {len(report.claims)}"
                 + (f" ({', '.join(f'{c.claim} by {c.experiment}' for c in differing)})" if differing else "") + ".")
    one = report.one_process
    lines.append(f"Speedups carrying a one-process interval (bootstrap within one process, blind to how "
                 f"processes differ): {len(one)} of {len(report.points)}"
                 + (f", missed {sum(len(p.misses()) for p in one)} times" if one else "") + ".")
    gpu = report.gpu_bound
    what = (f"GPU-bound speedups (eager and variant GPU busy ≥ {GPU_BOUND_FROM:.0%} in every timed process; "
            "the variant's side where its kernels tuned as in the profiled capture process)")
    if gpu:
        worst = max(p.apart for p in gpu)
        over = sum(p.apart > GPU_BOUND_BAR for p in gpu)
        lines.append(f"{what}: {len(gpu)}, at most {worst:.2%} apart; {over} beyond the bar of {GPU_BOUND_BAR:.0%}.")
    else:
        lines.append(f"{what}: none measured.")
    left = [p for p in report.points if p.metric == "speedup" and p.left_out]
    if left:
        untold = [p for p in left if p.untold]
        lines.append(f"Timed processes whose compiled side was left out of the GPU-busy test, because their kernels "
                     f"took other launch settings than the profiled capture process's: {sum(p.left_out for p in left)} "
                     f"at {len(left)} speedups"
                     + (f"; at {len(untold)} of them every process of some run was, so whether they are GPU-bound "
                        "is not known" if untold else "") + ".")
    lines.append("Measure stage: " + "; ".join(
        f"run {i + 1} {'–' if r.measure_seconds is None else f'{r.measure_seconds:.0f} s'}"
        for i, r in enumerate(report.runs)) + ".")
    lines.append(machines(report.runs))
    lines.append(cold_starts(report.runs))
    if (found := calibrations(report.runs)):
        lines.append(found)
    if report.single:
        lines.append(f"{report.single} speedup(s) measured by one run only (failed or absent elsewhere): not compared.")
    lines += [f"Not compared: {why}." for why in report.left_out]
    return lines


NOT_TOLD = "not told (no picks or samples kept for this point)"


def processes_rows(report: SpreadReport, experiment_cell: Callable[[str], str] = str) -> tuple[list[str], list[list[str]]]:
    """Header and rows of the GPU-bound speedups beyond the bar, process by process (the page's and
    `generator spread`'s table): each run's per-process speedups, the furthest process, and where
    any run kept launch picks, which differed."""
    apart = apart_gpu_bound(report)
    picked = any(p.launches for p in apart)
    head = (["experiment", "point", "variant", "apart"] + [f"run {i + 1}: per process" for i in range(len(report.runs))]
            + ["furthest process: per-call medians"] + (["launch picks that differed"] if picked else []))
    body = [[experiment_cell(p.experiment), ", ".join(f"{k}={v}" for k, v in p.params.items()), p.variant,
             f"{p.apart:.2%}"] + [processes_cell(v) for v in p.per_process] + [furthest_process(p) or "–"]
            + ([p.launches or NOT_TOLD] if picked else []) for p in apart]
    return head, body


def apart_gpu_bound(report: SpreadReport) -> list[Point]:
    """GPU-bound speedups whose runs lie further apart than GPU_BOUND_BAR, most apart first."""
    return sorted((p for p in report.gpu_bound if p.apart > GPU_BOUND_BAR), key=lambda p: -p.apart)


def processes_cell(values: Sequence[float]) -> str:
    """'7.95, 7.95, 7.27' for one run's per-process speedups, or an en dash."""
    return ", ".join(f"{v:.3g}" for v in values) if values else "–"


def value_cell(row: Row | None) -> str:
    """'1.23 [1.10, 1.35]' for a run's row, or an en dash where the run has none."""
    return "–" if row is None else f"{row.value:.4g} [{row.lo:.4g}, {row.hi:.4g}]"


def misses_cell(point: Point) -> str:
    """'(1, 3) (3, 1)' or an en dash."""
    return " ".join(f"({i}, {j})" for i, j in point.misses()) or "–"


def verdict_cell(verdict: str | None) -> str:
    """A run's verdict in words: '–' where it did not measure, 'no verdict' where it decided none."""
    return "–" if verdict is None else (verdict or "no verdict")


def read_run(path: Path) -> Bundle:
    """A run's bundle, where kernels.csv, samples.json and artifacts/ may be missing (re-runs keep numbers only).

    The files present are read by store.bundle itself (row parser, schema upgrades and all), from a
    scratch copy completed with empty kernel and sample files; the run's directory is left as it is.
    """
    path = Path(path)
    if all((path / f).is_file() for f in OPTIONAL_FILES):
        return bundle_store.read(path)
    if not (path / "bundle.json").is_file() or not (path / "rows.csv").is_file():
        raise BundleError(f"{path}: a run needs bundle.json and rows.csv; copy them from the run's bundle")
    with tempfile.TemporaryDirectory() as scratch:
        copy = Path(scratch) / path.name
        copy.mkdir()
        for name in ("bundle.json", "rows.csv", *OPTIONAL_FILES):
            if (path / name).is_file():
                shutil.copyfile(path / name, copy / name)
        missing = [name for name in OPTIONAL_FILES if not (copy / name).exists()]
        if not (copy / "kernels.csv").exists():
            (copy / "kernels.csv").write_text("")
        if not (copy / "samples.json").exists():
            (copy / "samples.json").write_text("{}")
        meta = json.loads((copy / "bundle.json").read_text())
        if isinstance(meta.get("integrity"), dict):  # the filled-in files are not the recorded ones
            for name in missing:
                meta["integrity"].pop(name, None)
            (copy / "bundle.json").write_text(json.dumps(meta))
        try:
            return bundle_store.read(copy)
        except BundleError as exc:
            raise BundleError(str(exc).replace(str(copy), str(path))) from None


def _natural(name: str) -> list[Any]:
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", name)]


def load_reruns(directory: Path) -> tuple[list[tuple[str, Bundle]], list[str]]:
    """The re-runs under directory (one sub-directory each, in natural order), and why others could not be read."""
    directory = Path(directory)
    if not directory.is_dir():
        return [], []
    runs, problems = [], []
    for run in sorted((p for p in directory.iterdir() if p.is_dir() and not p.name.startswith(".")),
                      key=lambda p: _natural(p.name)):
        try:
            runs.append((run.name, read_run(run)))
        except BundleError as exc:  # named by the run, not by this machine's path: pages are published
            problems.append(str(exc).replace(str(run), run.name))
    return runs, problems
