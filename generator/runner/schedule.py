"""The scheduler: experiments run replicate by replicate, one fresh worker process per replicate.

Replicate r runs every experiment that asks for more than r processes; in replicate 0 the
experiments in `untimed` are compiled, captured and profiled, not timed (processes_for). The
next replicate's worker is started in standby while the current one measures. An experiment is
merged (finish_experiment) and handed to `on_result` as soon as its last process is done, so an
interrupted run keeps what finished. An experiment a process was ended inside keeps the points
that process finished, cut short (store.results): nothing measured is thrown away.

With a journal (store.journal), each process's record of each point it finished is written there
as the process ends, and a point whose earlier processes the journal holds is measured only by the
processes it lacks: a replicate that every selected point already has starts no process at all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from generator.calibration import Between, Calibration
from generator.runner import decide, discovery, isolate, merge, progress
from generator.schema import ExperimentResult, params_key
from generator.spec import Selection, selected_grid
from generator.store import results as store_results
from generator.store.journal import Journal

OnResult = Callable[[discovery.Experiment, ExperimentResult], None]


def log(message: str) -> None:
    progress.emit(message)


def planned_processes(experiment: discovery.Experiment, params: Mapping[str, Any], processes: int) -> int:
    """How many of `processes` fresh processes measure this grid point (first_process_only: one)."""
    return sum(experiment.spec.runs_in(params, r) for r in range(processes))


def _cut_marks(experiment: discovery.Experiment, outputs: list[dict], points: list[dict], planned: int,
               keys: Mapping[str, str], grid: list[dict] | None = None) -> list[dict]:
    """The merged points, each with its key and `seconds` (what its processes spent on it, summed:
    what it costs to measure again, e.g. for generator shard); grid (given when the measure was
    ended before the experiment's last process): the points it was to measure, each measured by
    fewer processes than planned marked `cut`, one no process reached kept as cut short with none.
    A point a crashed process missed in a run that was not ended is not cut short: the crash says so."""
    got = Counter(params_key(p["params"]) for o in outputs for p in o["points"])
    spent: Counter[str] = Counter()
    for output in outputs:
        for p in output["points"]:
            spent[params_key(p["params"])] += float(p.get("seconds") or 0.0)
    marked = []
    for point in points:
        key = params_key(point["params"])
        out = {**point, "key": keys[key]} if key in keys else dict(point)
        out["seconds"] = round(spent[key], 1)
        wanted = planned_processes(experiment, point["params"], planned)
        if grid is not None and point["status"] != "skipped" and got[key] < wanted:
            out["cut"] = {"processes": got[key], "planned": wanted}
        marked.append(out)
    for params in grid or []:
        key = params_key(params)
        if key not in got:
            marked.append({"params": dict(params), "status": "partial", "error": "cut short before it was measured",
                           "cut": {"processes": 0, "planned": planned_processes(experiment, params, planned)},
                           **({"key": keys[key]} if key in keys else {})})
    return marked


def finish_experiment(experiment: discovery.Experiment, outputs: list[dict], crashes: list[str], *,
                      replicates: int, fp: dict, planned: int | None = None,
                      calibration: Calibration | None = None, profile: str = "",
                      keys: Mapping[str, str] | None = None, grid: list[dict] | None = None) -> ExperimentResult:
    """Merge the processes of one experiment; a crash is a failed result, not an exception.

    planned: the processes the experiment asked for, when an interruption left it fewer (its
    points then carry a `cut` mark). calibration: the spreads between runs of this setting its
    intervals take (none: one run's). keys: each point's key (params_key -> store.cache.point_key).
    grid: with `planned`, the points it was to measure (a point none of its processes reached is
    kept as cut short).
    """
    spec = experiment.spec
    base = dict(id=spec.id, title=spec.title, section=spec.section, claims=spec.claims,
                summary=spec.summary, source_hash=experiment.source_hash, replicates=planned or replicates,
                references=list(spec.references), profile=profile, method=discovery.method_hash(),
                charts=list(spec.charts), roles=spec.roles)
    seconds = sum(o.get("seconds", 0.0) for o in outputs)
    if not outputs:
        return ExperimentResult(**base, status="failed", error=crashes[0], seconds=seconds)
    between = calibration.for_experiment(spec.id) if calibration is not None else Between()
    merged = merge.merge(spec, outputs, between)
    points = _cut_marks(experiment, outputs, merged["points"], planned or replicates, keys or {},
                        grid if planned is not None else None)
    notes = [f"{len(crashes)} of {replicates} processes crashed: {crashes[0]}"] if crashes else []
    if planned is not None and planned > replicates:
        notes.append(f"interrupted: {replicates} of the {planned} processes ran; the intervals rest on those")
    status, more = store_results.status_of(points, bool(notes))
    result = ExperimentResult(**base, status=status, error="; ".join(notes + more), seconds=seconds,
                              rows=merged["rows"], kernels=merged["kernels"], samples=merged["samples"],
                              values=merged["values"],
                              artifacts=merged["artifacts"], points=points,
                              spread_floors=merged["floors"], between_runs=merged["between"],
                              between_own=merged["between_own"])
    return decide.decided(experiment, result, fp)


@dataclass
class Schedule:
    """One run of the scheduler: what it measures, how, and what it has gathered so far."""

    todo: list[tuple[discovery.Experiment, int]]  # each experiment and its fresh processes
    profile: str
    device: str
    cache_dir: Path
    fp: dict
    on_result: OnResult
    untimed: frozenset[str] = frozenset()
    point_timeout: float | None = None
    calibration: Calibration | None = None
    selection: Selection | None = None
    keys: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # experiment -> its point keys
    processes: list[dict] = field(default_factory=list)
    outputs: dict[str, list[dict]] = field(default_factory=dict)
    crashes: dict[str, list[str]] = field(default_factory=dict)
    peaks: dict[str, float] = field(default_factory=dict)
    handed: set[str] = field(default_factory=set)
    started: list[isolate.Standby] = field(default_factory=list)  # each replicate's worker, started ahead
    journal: Journal | None = None
    stamp: dict = field(default_factory=dict)  # when and where this run measures, kept with each journal record
    # experiment -> process -> the points the journal held for it (records of earlier measures)
    earlier: dict[str, dict[int, list[dict]]] = field(default_factory=dict)
    resumed: dict[str, dict[str, list[dict]]] = field(default_factory=dict)  # experiment -> params_key -> stamps
    # experiment -> params_key -> the stops that ended a process inside the point, this measure's
    # and the journal's: {"process" (1: the first), "seconds" it had run, "measured", "machine"}
    cut_inside: dict[str, dict[str, list[dict]]] = field(default_factory=dict)

    def finish(self, experiment: discovery.Experiment, n: int, ran: int | None = None) -> None:
        """Merge an experiment from what its processes gave and hand it over (ran: fewer than n ran)."""
        self.handed.add(experiment.id)
        result = finish_experiment(
            experiment, self.outputs[experiment.id], self.crashes[experiment.id], replicates=ran or n,
            fp=self.fp, planned=n if ran is not None else None, calibration=self.calibration,
            profile=self.profile, keys=self.keys.get(experiment.id),
            grid=selected_grid(experiment.spec, self.profile, self.selection))
        self.on_result(experiment, _with_resumed(result, self.resumed.get(experiment.id, {}),
                                                 self.cut_inside.get(experiment.id, {})))

    def left(self, experiment: discovery.Experiment, replicate: int) -> list[dict] | None:
        """The selected points process `replicate` still measures of this experiment: those that
        run in it (ExperimentSpec.runs_in) and the journal holds no record of for it; None where the
        journal holds nothing of the experiment (its whole selection, as without a journal)."""
        earlier = self.earlier.get(experiment.id)
        if not earlier:
            return None
        held = {params_key(p["params"]) for p in earlier.get(replicate, [])}
        return [p for p in selected_grid(experiment.spec, self.profile, self.selection)
                if params_key(p) not in held and experiment.spec.runs_in(p, replicate)]

    def batch(self, replicate: int) -> list[discovery.Experiment]:
        """The experiments process `replicate` runs: those planned for more processes with a point left."""
        return [e for e, n in self.todo if n > replicate and self.left(e, replicate) != []]

    def selected(self, replicate: int) -> Selection | None:
        """The points process `replicate` measures, per experiment (Selection): the run's, with the
        points the journal holds for that process taken out."""
        out = dict(self.selection or {})
        for experiment, _ in self.todo:
            left = self.left(experiment, replicate)
            if left is not None:
                out[experiment.id] = left
        return out or None


def run_experiments(todo: list[tuple[discovery.Experiment, int]], *, profile: str, device: str,
                    cache_dir: Path, fp: dict, on_result: OnResult, untimed: frozenset[str] = frozenset(),
                    processes: list[dict] | None = None, point_timeout: float | None = None,
                    calibration: Calibration | None = None, selection: Selection | None = None,
                    keys: Mapping[str, Mapping[str, str]] | None = None, journal: Journal | None = None,
                    stamp: Mapping[str, Any] | None = None) -> dict[str, float]:
    """Run the experiments (module docstring); each replicate's wall time and its experiments'
    share of it are appended to `processes`. On Ctrl-C, a time limit or SIGTERM, what had finished
    is handed over, then isolate.Interrupted is raised again, carrying the ceilings. Returns the
    device ceilings measured by the first process. journal (with `keys`): where each process's
    records are kept, and whose earlier records of a point stand for processes it need not run
    again; stamp: when and on which machine, kept with each record."""
    run = Schedule(todo, profile, device, Path(cache_dir), fp, on_result, untimed, point_timeout, calibration,
                   selection, keys or {}, processes if processes is not None else [],
                   outputs={e.id: [] for e, _ in todo}, crashes={e.id: [] for e, _ in todo},
                   journal=journal, stamp=dict(stamp or {}))
    _read_journal(run)
    try:
        try:
            for replicate in range(max((n for _, n in todo), default=0)):
                _replicate(run, replicate)
        finally:  # one not released by now is not wanted (an interruption, a failure): it is ended
            for standby in run.started:
                standby.cancel()
    except KeyboardInterrupt as exc:  # in a worker, or anywhere between: keep what was handed over
        stop = exc if isinstance(exc, isolate.Interrupted) else isolate.Interrupted(isolate.Replicate())
        stop.peaks = run.peaks
        raise stop from None
    return run.peaks


def _start_next(run: Schedule, replicate: int) -> None:
    """Start the next replicate's worker in standby beside this one (whoever ends the run cancels it)."""
    following = run.batch(replicate + 1)
    if following:  # no later replicate captures: untimed stays empty
        ahead = isolate.start_standby(following, profile=run.profile, device=run.device, replicate=replicate + 1,
                                      cache_dir=run.cache_dir, selection=run.selected(replicate + 1))
        if ahead is not None:
            run.started.append(ahead)


def _replicate(run: Schedule, replicate: int) -> None:
    """Run one replicate, its worker released from the standby the replicate before started; none
    where the journal holds this process of every point it would measure."""
    batch = run.batch(replicate)
    stop, done = None, isolate.Replicate()
    if batch:
        capture = frozenset(e.id for e in batch if e.id in run.untimed) if replicate == 0 else frozenset()
        what = f" (capture only: {', '.join(sorted(capture))})" if capture else ""
        log(f"process {replicate + 1}: {', '.join(e.id for e in batch)}{what}")
        current = run.started[-1] if run.started and run.started[-1].replicate == replicate else None
        _start_next(run, replicate)
        try:
            done = isolate.run_replicate(batch, profile=run.profile, device=run.device, replicate=replicate,
                                         cache_dir=run.cache_dir, untimed=capture, timeout_s=run.point_timeout,
                                         standby=current, selection=run.selected(replicate))
        except isolate.Interrupted as exc:
            stop, done = exc, exc.replicate
        _gather(run, replicate, capture, done)
    else:
        log(f"process {replicate + 1}: not started, earlier measures' processes measured all it would")
        _start_next(run, replicate)
    _add_outputs(run, replicate, done)
    if _keep(run, replicate, done) and stop is None:  # a stop while writing: as one during the process
        stop = isolate.Interrupted(done)
    for experiment, n in run.todo:
        out = done.outputs.get(experiment.id)
        finished = stop is None or (out is not None and not out.get("cut")) or experiment.id in done.crashes
        if n == replicate + 1 and finished:
            run.finish(experiment, n)
    if stop is not None:
        for experiment, n in run.todo:  # what ran before the interruption is kept, with its count
            if experiment.id not in run.handed and run.outputs[experiment.id]:
                run.finish(experiment, n, ran=len(run.outputs[experiment.id]) + len(run.crashes[experiment.id]))
        raise stop


def _gather(run: Schedule, replicate: int, capture: frozenset[str], done: isolate.Replicate) -> None:
    """Add one replicate's outputs, crashes, ceilings and times to the run, saying so."""
    experiments_s = sum(o.get("seconds", 0.0) for o in done.outputs.values())
    run.processes.append({"process": replicate + 1, "seconds": round(done.seconds, 1),
                          "experiments_s": round(experiments_s, 1), "capture_only": sorted(capture)})
    log(f"process {replicate + 1}: {done.seconds:.1f} s, of which experiments {experiments_s:.1f} s "
        f"(the rest is start-up: import, device, ceilings)")
    if not run.peaks and done.peaks:
        run.peaks.update(done.peaks)
    for eid, why in done.crashes.items():
        run.crashes[eid].append(why)
        log(f"[{eid}] process {replicate + 1} crashed: {why}")


def _read_journal(run: Schedule) -> None:
    """Take the journal's records of the selected points (their keys: today's code and setting) as
    the processes they stand for, saying how many."""
    if run.journal is None:
        return
    for experiment, n in run.todo:
        keys = run.keys.get(experiment.id) or {}
        points = 0
        for params in selected_grid(experiment.spec, run.profile, run.selection):
            key = keys.get(params_key(params))
            held = run.journal.done(experiment.id, key) if key else {}
            for process, (point, stamp) in sorted(held.items()):
                if process < n:
                    run.earlier.setdefault(experiment.id, {}).setdefault(process, []).append(point)
                    run.resumed.setdefault(experiment.id, {}).setdefault(params_key(params), []).append(stamp)
            points += any(p < n for p in held)
            for process, stops in sorted(run.journal.cuts(experiment.id, key).items() if key else ()):
                if process < n:
                    run.cut_inside.setdefault(experiment.id, {}).setdefault(params_key(params), []).extend(
                        {**stop, "process": process + 1} for stop in stops)
        progress.fewer(sum(len(v) for v in run.earlier.get(experiment.id, {}).values()))
        if points:
            records = sum(len(v) for v in run.earlier[experiment.id].values())
            log(f"[{experiment.id}] {points} grid points go on from {records} process records of an earlier "
                f"measure ({run.journal.root}): only the processes they lack run")


def _keep(run: Schedule, replicate: int, done: isolate.Replicate) -> bool:
    """Write to the journal each point this process finished (measured or skipped) of each experiment
    a later process measures too (the last process's points are complete, or have no record to keep).
    A journal that cannot be written costs nothing measured, only the reuse (said once). A stop
    (time limit, SIGTERM, Ctrl-C) while writing is held until every record is written: whether one came."""
    stopped = False
    for eid, cut in done.cut_in.items():  # a stop inside a point: how long it had run, kept for the next
        key = (run.keys.get(eid) or {}).get(params_key(cut["params"]))
        run.cut_inside.setdefault(eid, {}).setdefault(params_key(cut["params"]), []).append(
            {"seconds": cut["seconds"], **run.stamp, "process": replicate + 1})
        if run.journal is not None and key:
            try:
                run.journal.keep_cut(eid, key, replicate, cut["seconds"], run.stamp)
            except KeyboardInterrupt:
                stopped = True
            except OSError as exc:
                log(f"warning: the journal cannot be written ({exc}); the time {eid}'s cut point ran is not kept")
    later = {e.id for e, n in run.todo if n > replicate + 1}
    for eid, output in done.outputs.items():
        keys = run.keys.get(eid) or {}
        for point in output.get("points", []) if eid in later else []:
            key = keys.get(params_key(point["params"]))
            if run.journal is None or not key or point.get("status") not in store_results.COMPLETE:
                continue
            try:
                run.journal.keep(eid, key, replicate, point, run.stamp)
            except KeyboardInterrupt:  # this record is left half-written (never read); the others are written
                stopped = True
            except OSError as exc:
                log(f"warning: the journal cannot be written ({exc}); a measure cut short will measure its "
                    "points again in full")
                run.journal = None
    return stopped


def _add_outputs(run: Schedule, replicate: int, done: isolate.Replicate) -> None:
    """Each experiment's output of process `replicate`: what the journal held of it for that process
    and what the process measured now, in grid order, as one process's."""
    for experiment, _ in run.todo:
        eid = experiment.id
        earlier, out = run.earlier.get(eid, {}).get(replicate, []), done.outputs.get(eid)
        if earlier:
            order = {params_key(p): i for i, p in enumerate(experiment.spec.grid(run.profile))}
            points = sorted(earlier + (out or {}).get("points", []), key=lambda p: order.get(params_key(p["params"]), 0))
            seconds = float((out or {}).get("seconds", 0.0)) + sum(float(p.get("seconds") or 0.0) for p in earlier)
            out = {**(out or {"replicate": replicate}), "points": points, "seconds": seconds}
        if out is not None:
            run.outputs[eid].append(out)


def _with_resumed(result: ExperimentResult, stamps: Mapping[str, list[dict]],
                  cuts: Mapping[str, list[dict]] | None = None) -> ExperimentResult:
    """The points some of whose processes an earlier measure ran, each saying how many, when and
    on which machines (`resumed`); the point's own stamp (results.stamped) is this measure's. A point
    a stop ended a process inside, in this measure or an earlier one, lists those stops
    (`cut_inside`: process, seconds run, when, where), oldest first."""
    if not stamps and not cuts:
        return result
    points = []
    for point in result.points:
        held, stops = stamps.get(params_key(point["params"])), (cuts or {}).get(params_key(point["params"]))
        if stops:
            point = {**point, "cut_inside": [dict(s) for s in stops]}
        if held:
            point = {**point, "resumed": {
                "processes": len(held), "measured": min((s.get("measured") or "" for s in held), default=""),
                "machines": sorted({s["machine"] for s in held if s.get("machine")})}}
        points.append(point)
    return replace(result, points=points)
