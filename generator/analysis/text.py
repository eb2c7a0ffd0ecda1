"""The spread report in words: the sentences and table cells that `generator spread` prints and the
site's Reproducibility page shows, and how runs and machines are named in them."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from generator.analysis.runs import Run, made_from
from generator.analysis.spread import GPU_BOUND_BAR, Point, SpreadReport, apart_gpu_bound, held_pairs
from generator.calibration import GPU_BOUND_FROM
from generator.schema import PRIMARY, Row


def short_id(machine: str) -> str:
    """'GPU-1a2b3c4d' from a full GPU UUID; a host id as it is."""
    prefix, sep, rest = machine.partition("-")
    return f"{prefix}-{rest.split('-')[0]}" if sep and prefix in ("GPU", "MIG") else machine


def runs_at(runs: Sequence[Mapping[str, Any]], of: str = "") -> str:
    """'9 earlier runs{of}, 3 at each of 3 commits (02b0fe5, 2180a28, 2a83364)': how many runs, at which code."""
    if not runs:
        return "no recorded runs"
    commits = Counter(str(r.get("commit") or "")[:7] or "unknown" for r in runs)
    shown = ", ".join(sorted(commits))
    if len(commits) == 1:
        return f"{len(runs)} earlier run{'s' if len(runs) != 1 else ''}{of} at commit {shown}"
    each = set(commits.values())
    how = f"{each.pop()} at each of" if len(each) == 1 else "at"
    return f"{len(runs)} earlier runs{of}, {how} {len(commits)} commits ({shown})"


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
        overlap = [i + 1 for i, r in enumerate(runs) if made_from(r.created, r.machine, made)]
        text = (f"{'Every run' if len(users) == len(runs) else _runs(users).capitalize()} took the spread between runs "
                f"measured from {runs_at(made)} (calibration `{digest}`)")
        if overlap:
            text += (f"; {_runs(overlap)} {'is' if len(overlap) == 1 else 'are'} among them, so "
                     "this check is partly in-sample and proves less.")
        else:
            text += "; none of the runs compared here is among them, so this is a check on fresh runs."
        parts.append(text)
    return " ".join(parts)


def calibrated_coverage(report: SpreadReport) -> str:
    """How the intervals of the runs that took a between-run calibration hold the other runs' values,
    apart for the runs that calibration was not made from (the out-of-sample check), or "" where no
    run took one. A run without one has intervals of its own processes on one machine, which other
    machines' runs are not expected to fall in."""
    runs = report.runs
    took = {i + 1: r.between.get("runs") or [] for i, r in enumerate(runs) if r.between}
    if not took:
        return ""
    fresh = report.coverage_where(
        lambda i, j: i in took and not made_from(runs[j - 1].created, runs[j - 1].machine, took[i]))
    every = report.coverage_where(lambda i, j: i in took)
    text = f"Intervals of the runs that took a calibration ({_runs(sorted(took))}): "
    if fresh[1]:
        text += f"they hold the values of runs it was not made from in {held_pairs(*fresh)}, and "
    return text + f"those of every other run in {held_pairs(*every)}."


def summary(report: SpreadReport) -> list[str]:
    """The totals, one sentence each: coverage, verdicts, one-process and GPU-bound speedups, times."""
    lines = [f"Intervals holding the other runs' values: {report.coverage}."]
    if (fresh := calibrated_coverage(report)):
        lines.append(fresh)
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
    left = [p for p in report.points if p.comparison == PRIMARY and p.left_out]
    if left:
        untold = [p for p in left if p.untold]
        lines.append(f"Timed processes whose compiled side was left out of the GPU-busy test, because their kernels "
                     f"took other launch settings than the profiled capture process's: {sum(p.left_out for p in left)} "
                     f"at {len(left)} speedups"
                     + (f"; at {len(untold)} of them every process of some run was, so whether they are GPU-bound "
                        "is not known" if untold else "") + ".")
    lines.append("Measure stage: " + "; ".join(
        f"run {i + 1} {r.stage()}"
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


def furthest_process(point: Point) -> str:
    """Which timed process lies furthest from the others at a point, and which side of its ratio
    moved: 'run 2, process 1: compiled 70.2 µs (others 57.5–58.7), eager 57.4 µs (others 57–58.1)'.
    Empty with fewer than three processes in all. A side that moved while the other kept its
    time says whether the variant's own call (a kernel choice, a launch setting) or the baseline's
    changed; both moving together points at the process's host or device state."""
    found = [(run, index, pair) for run, pairs in enumerate(point.latencies) for index, pair in enumerate(pairs)]
    if len(found) < 3:
        return ""
    logs = {(run, index): math.log(b / v) for run, index, (b, v) in found}
    centre = statistics.median(logs.values())
    run, index, (base, other) = max(found, key=lambda f: abs(logs[f[0], f[1]] - centre))
    rest = [pair for r, i, pair in found if (r, i) != (run, index)]

    def side(name: str, value: float, others: list[float]) -> str:
        return f"{name} {_us(value)} (others {_us(min(others), unit=False)}–{_us(max(others))})"

    return (f"run {run + 1}, process {index + 1}: {side(point.variant, other, [p[1] for p in rest])}, "
            f"{side(point.baseline or 'baseline', base, [p[0] for p in rest])}")


def _us(seconds: float, unit: bool = True) -> str:
    """Microseconds to three significant digits, without an exponent: 57.5, 838, 4,300."""
    us = float(f"{seconds * 1e6:.3g}")
    return (f"{us:,.0f}" if us >= 1000 else f"{us:.3g}") + (" µs" if unit else "")
