"""Do runs of one setting agree? The spread report over whole bundles.

`spread_report` is a pure function over bundles: `generator spread` prints it, and each device
section of the site shows it for the published bundle and its re-runs (analysis.runs reads them).
"""

from __future__ import annotations

import itertools
import math
import re
import statistics
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from generator import launches
from generator.analysis.runs import Run, check_setting, run_of
from generator.calibration import GPU_BOUND_FROM
from generator.schema import GPU_BUSY, PRIMARY, LabError, Row, params_key, point_slug, primary_baseline
from generator.store.bundle import Bundle

COMPARED_INTERVALS = ("process", "bootstrap")  # a "range" or a single value predicts nothing
GPU_BOUND_BAR = 0.02  # where the GPU sets the pace, repeated runs should lie within 2%
NO_VERDICT = ""  # the run measured the experiment but it decided no verdict for the claim


def held_pairs(held: int, compared: int) -> str:
    """'412 of 420 pairs (98.1%)'."""
    return f"{held} of {compared} pairs ({held / compared:.1%})" if compared else "0 of 0 pairs"


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
    baseline: str = ""  # the variant the speedup is against (Row.baseline)
    comparison: str = ""  # the comparison it was merged from (Row.comparison)

    @property
    def per_process(self) -> tuple[tuple[float, ...], ...]:
        """Per run, the speedup each of its timed processes measured (baseline over variant)."""
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
        return self.comparison == PRIMARY and self.gpu_busy is not None and self.gpu_busy >= GPU_BOUND_FROM


@dataclass(frozen=True)
class Claim:
    """One claim's verdict from one deciding experiment, per run."""

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
        """Ordered pairs of runs compared, over every point."""
        return sum(p.checks for p in self.points)

    @property
    def missed(self) -> int:
        """Ordered pairs (i, j) where run i's interval misses run j's value."""
        return sum(len(p.misses()) for p in self.points)

    @property
    def coverage(self) -> str:
        """'412 of 420 pairs (98.1%)': ordered pairs where run i's interval holds run j's value."""
        return held_pairs(self.checks - self.missed, self.checks)

    def coverage_where(self, admits: Callable[[int, int], bool]) -> tuple[int, int]:
        """(held, compared) over the ordered pairs (i, j), counted from 1, that `admits` lets in:
        e.g. only the intervals of runs that took a calibration, against runs it was not made from."""
        held = compared = 0
        for point in self.points:
            missed = set(point.misses())
            for (i, _), (j, _) in itertools.permutations(point.present(), 2):
                if admits(i + 1, j + 1):
                    compared += 1
                    held += (i + 1, j + 1) not in missed
        return held, compared

    @property
    def differing(self) -> list[Claim]:
        """The claims whose runs decide them differently."""
        return [c for c in self.claims if c.differs]

    @property
    def one_process(self) -> list[Point]:
        """The points some run measured with a one-process interval."""
        return [p for p in self.points if p.one_process]

    @property
    def gpu_bound(self) -> list[Point]:
        """The GPU-bound speedups (Point.gpu_bound)."""
        return [p for p in self.points if p.gpu_bound]

    @property
    def exit_code(self) -> int:
        """1 when some interval misses another run's value or some verdict differs, else 0."""
        return 1 if self.missed or self.differing else 0


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
    return row.metric == metric if metric else row.kind == "speedup"


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
             if r.metric == GPU_BUSY and r.status == "ok" and r.value is not None}
            if res else {} for res in results]
    gpu = [{(r.variant, params_key(r.params)): r.value for r in res.rows
            if r.kind == "profiled" and r.status == "ok" and r.value}
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
        per_run = [_processes(m, first, key[2]) for m in medians]
        # the GPU-busy share is the primary comparison's (the profiled one), whatever this row's
        primary = replace(first, comparison=PRIMARY, baseline=_primary_baseline(results, first))
        timed = [_processes(m, primary, key[2]) for m in medians]
        code = _point_code(with_code, first.params) if any(runs_picks) else ""
        unlike = [launches.unlike_capture(experiment, doc, code, list(pairs), shared)
                  for doc, pairs in zip(runs_picks, timed)]
        present = [(pairs, skip, b, g) for pairs, skip, b, g, r in zip(timed, unlike, busy, gpu, rows) if r is not None]
        shares = [_busiest_low(pairs, b, g, key[2], (primary.baseline, key[1]), skip) for pairs, skip, b, g in present]
        known = [s for s in shares if s is not None]
        out.append(Point(experiment, dict(first.params), first.variant, first.metric, rows,
                         min(known) if len(known) == len(shares) else None,
                         tuple(tuple(pairs.values()) for pairs in per_run),
                         tuple(tuple(pairs) for pairs in per_run),
                         left_out=sum(len(skip) for _, skip, _, _ in present),
                         untold=sum(1 for pairs, skip, _, _ in present if pairs and skip >= set(pairs)),
                         baseline=first.baseline, comparison=first.comparison))
    return out, single


def _primary_baseline(results: Sequence[Any], row: Row) -> str:
    """The baseline of the primary comparison at a row's point in any run (the row's own where none says)."""
    return next((b for res in results if res is not None and (b := primary_baseline(res.rows, row.params))),
                row.baseline)


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
                 gpu: Mapping[tuple, float], key: str, pair: tuple[str, str], unlike: Collection[int] = ()) -> float | None:
    """The lowest share of time one run's calls kept the GPU busy at a point, the baseline's and the
    variant's (pair), in any of its timed processes: the profiler's GPU time per call (measured in the
    capture process) over each process's median latency. A call that waited on the host in one
    process (a slower host that day) is not GPU-bound there, however busy the run's mean kept the
    GPU. unlike: the processes whose kernels tuned their launch otherwise than the capture
    process's (launches.unlike_capture), whose variant side is left out: the capture's GPU time is
    not the time of their kernels (a slower pick lengthens the kernel itself, which it would misread
    as waiting on the host). The baseline's side (eager, which Inductor does not tune) counts in every process.
    None where every process's variant side is left out (its share is not known); without stored
    samples the run's mean share (its gpu_busy rows); None where neither is known."""
    sides = ((pair[0], key), (pair[1], key))
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


def _latency_medians(result: Any) -> dict[tuple[str, str, str], dict[int, float]]:
    """(comparison, point key, variant) → replicate index → per-call median of the run's stored
    samples; {} when the run kept none."""
    out: dict[tuple[str, str, str], dict[int, float]] = {}
    for s in result.samples if result is not None else ():
        found = out.setdefault((s["comparison"], params_key(s["params"]), s["variant"]), {})
        found[s["replicate"]] = statistics.median(s["seconds"])
    return out


def _processes(medians: Mapping[tuple[str, str, str], Mapping[int, float]], row: Row,
               key: str) -> dict[int, tuple[float, float]]:
    """Replicate index → (baseline, variant) per-call medians of the same rounds, for the processes
    that timed both, in replicate order. A second view of a comparison's rounds with another
    baseline (Comparison.ratios_only) stores no samples of its own: it reads the primary's."""
    name = row.comparison if any(k[0] == row.comparison for k in medians) else PRIMARY
    base, other = medians.get((name, key, row.baseline), {}), medians.get((name, key, row.variant), {})
    return {r: (base[r], other[r]) for r in sorted(set(base) & set(other))}


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


def _claim_order(key: tuple[str, str, int]) -> tuple[int, str, str, int]:
    digits = re.sub(r"\D", "", key[0])
    return int(digits) if digits else 0, key[0], key[1], key[2]


def _claims(bundles: Sequence[Bundle], ids: Sequence[str]) -> dict[tuple[str, str, int], Claim]:
    """Every claim's verdict per run, keyed by (claim, experiment, n): a claim decided twice by one
    experiment appears twice, n counting its verdicts in order."""
    table: dict[tuple[str, str, int], list[str | None]] = {}
    for i, b in enumerate(bundles):
        found = [(v.claim, v.experiment, v.verdict) for eid in ids if eid in b.experiments
                 for v in b.experiments[eid].verdicts]
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
    claims = _claims(bundles, ids)
    return SpreadReport(tuple(run_of(b, n) for b, n in zip(bundles, names)), tuple(points), tuple(claims.values()),
                        tuple(f"{eid}: {why}" for eid, why in left.items()), single)


def verdicts_per_run(bundles: Sequence[Bundle], names: Sequence[str]) -> tuple[dict[tuple[str, str, int], Claim], dict[str, str]]:
    """Every claim's verdict in each of these runs of one setting (the published bundle first),
    keyed by (claim, experiment, n), over the experiments spread_report compares (measured alike
    by two runs or more), and those it leaves out with why: the claims page reads from them
    whether re-runs decide a claim alike."""
    ids, left = _experiments(bundles, names, None)
    return _claims(bundles, ids), left


def apart_gpu_bound(report: SpreadReport) -> list[Point]:
    """GPU-bound speedups whose runs lie further apart than GPU_BOUND_BAR, most apart first."""
    return sorted((p for p in report.gpu_bound if p.apart > GPU_BOUND_BAR), key=lambda p: -p.apart)
