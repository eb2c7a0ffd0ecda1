"""`generator measure`: run the experiments on this machine's device and write a bundle."""

from __future__ import annotations

import contextlib
import dataclasses
import json
import shutil
import signal
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from generator import calibration as calib
from generator import launches
from generator import summary
from generator.calibration import Between, Calibration
from generator.runner import decide, discovery, isolate, merge, progress
from generator.runner.worker import LAUNCH_TUNING
from generator.schema import (ExperimentResult, LabError, params_key, point_slug, processes_for,
                              untimed_first)
from generator.store import bundle as bundle_store
from generator.store import fingerprint, lock
from generator.store.bundle import Bundle, BundleError
from generator.store.cache import ResultCache, result_key


def log(message: str) -> None:
    progress.emit(message)


class TimeLimit:
    """`measure --time-limit`: ends the measure stage like Ctrl-C once the limit has passed.

    For a runner whose job has a hard time limit: the experiments that finished are merged and
    written, the one running loses its unfinished process (as an interruption would), and the
    bundle records what was not measured. The limit counts from the command's start.
    """

    def __init__(self, seconds: float | None, started: float) -> None:
        self.seconds, self.started, self.hit = seconds, started, False

    @contextlib.contextmanager
    def armed(self) -> Iterator[None]:
        if not self.seconds:
            yield
            return

        def stop(_signum: int, _frame: object) -> None:
            self.hit = True
            log(f"Time limit of {self.seconds:.0f} s reached: stopping; what finished is kept")
            raise KeyboardInterrupt

        left = max(self.seconds - (time.perf_counter() - self.started), 0.001)
        previous = signal.signal(signal.SIGALRM, stop)
        signal.setitimer(signal.ITIMER_REAL, left)
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)


def detect_device(requested: str | None) -> str:
    """'cuda' when a CUDA device is usable (or asked for), else 'cpu'."""
    import torch

    if requested == "cuda" and not torch.cuda.is_available():
        raise LabError("--device cuda was asked for, but torch sees no CUDA device "
                       f"(torch {torch.__version__}, built for CUDA {torch.version.cuda}); "
                       "leave --device out to measure on the CPU")
    if requested:
        return requested
    return "cuda" if torch.cuda.is_available() else "cpu"


def default_profile(device: str) -> str:
    """The profile a measure takes when none is given: the GPU report, or the CPU fallback."""
    return "default" if device == "cuda" else "quick"


def finish_experiment(experiment: discovery.Experiment, outputs: list[dict], crashes: list[str], *,
                      replicates: int, fp: dict, planned: int | None = None,
                      calibration: Calibration | None = None, profile: str = "") -> ExperimentResult:
    """Merge the processes of one experiment; a crash is a failed result, not an exception.

    planned: the processes the experiment asked for, when an interruption left it fewer.
    calibration: the spreads between runs of this setting its intervals take (none: one run's).
    """
    spec = experiment.spec
    base = dict(id=spec.id, title=spec.title, section=spec.section, claims=spec.claims,
                summary=spec.summary, source_hash=experiment.source_hash, replicates=replicates,
                references=list(spec.references), profile=profile, method=discovery.method_hash())
    seconds = sum(o.get("seconds", 0.0) for o in outputs)
    if not outputs:
        return ExperimentResult(**base, status="failed", error=crashes[0], seconds=seconds)
    between = calibration.for_experiment(spec.id) if calibration is not None else Between()
    merged = merge.merge(spec, outputs, between)
    notes = [f"{len(crashes)} of {replicates} processes crashed: {crashes[0]}"] if crashes else []
    if planned is not None and planned > replicates:
        notes.append(f"interrupted: {replicates} of the {planned} processes ran; the intervals rest on those")
    status, more = status_of(merged["points"], bool(notes))
    result = ExperimentResult(**base, status=status, error="; ".join(notes + more), seconds=seconds,
                              rows=merged["rows"], kernels=merged["kernels"], samples=merged["samples"],
                              artifacts=merged["artifacts"], points=merged["points"],
                              spread_floors=merged["floors"], between_runs=merged["between"])
    return decide.decided(experiment, result, fp)


def status_of(points: list[dict], noted: bool) -> tuple[str, list[str]]:
    """An experiment's status from its grid points (noted: its processes crashed or were cut
    short, which leaves it partial), and the notes on its failed and partial points."""
    failed = [p for p in points if p["status"] == "failed"]
    partial = [p for p in points if p["status"] == "partial"]
    ran = [p for p in points if p["status"] != "skipped"]
    if not ran:
        status = "skipped"
    elif len(failed) == len(ran):
        status = "failed"
    else:
        status = "partial" if failed or partial or noted else "ok"
    notes = []
    if failed:
        notes.append(f"{len(failed)} of {len(ran)} grid points failed; first: {failed[0]['error']}")
    if partial:
        notes.append(f"{len(partial)} grid points lost some processes; first: {partial[0]['error']}")
    return status, notes


def combine_points(experiment: discovery.Experiment, earlier: ExperimentResult, result: ExperimentResult,
                   fp: dict, grid: list[str]) -> ExperimentResult:
    """A result of some grid points (measure --points) with the earlier result's other points.

    The earlier result must come from the same code, profile and process count (same_method).
    The points measured now replace the same points of the earlier result, except a point that
    failed now and was measured then: it keeps its earlier measurement. The earlier result's
    other points keep their rows, kernels, samples and artifacts as they were merged then (their
    intervals took that run's spread floors and calibration). Verdicts are decided again on the
    whole. Each point keeps the time of the measure that measured it ("measured"); `seconds` is the
    measuring time of every part that went into it, a part measured again included. grid: the
    experiment's whole grid (params_key, in grid order), the order the combined result keeps.
    """
    now = {params_key(p["params"]) for p in result.points} - failed_now(earlier, result)
    slugs = {point_slug(p["params"]) for p in result.points if params_key(p["params"]) in now}
    order = {key: i for i, key in enumerate(grid)}

    def merged(then: list, latest: list, params_of: Callable[[Any], dict] = lambda x: x["params"]) -> list:
        """The earlier items of points not measured now, then this measure's, in grid order."""
        items = [x for x in then if params_key(params_of(x)) not in now]
        items += [x for x in latest if params_key(params_of(x)) in now]
        return sorted(items, key=lambda x: order.get(params_key(params_of(x)), len(order)))

    points = merged(earlier.points, result.points)
    # this measure's processes crashed or were cut short (more than some of its points failing), or
    # points of it failed whose earlier measurement stays: the whole is then partial, and says so
    noted = result.status != status_of(result.points, False)[0]
    kept_then = [p for p in result.points if params_key(p["params"]) not in now]
    notes = [f"this measure of {bundle_store.coverage(result)}: {result.error}"] if noted else []
    if kept_then:
        notes.append(f"{len(kept_then)} point{'s' if len(kept_then) != 1 else ''} failed in the latest measure "
                     f"and keep their earlier measurement; first: {kept_then[0].get('error', '')}")
    status, more = status_of(points, bool(notes))
    combined = dataclasses.replace(
        result, status=status, error="; ".join(notes + more), seconds=earlier.seconds + result.seconds,
        points=points, rows=merged(earlier.rows, result.rows, lambda r: r.params), verdicts=[],
        spread_floors=result.spread_floors or earlier.spread_floors,
        between_runs=result.between_runs or earlier.between_runs,
        kernels=merged(earlier.kernels, result.kernels), samples=merged(earlier.samples, result.samples),
        artifacts={**{k: v for k, v in earlier.artifacts.items() if k.split("/", 1)[0] not in slugs},
                   **{k: v for k, v in result.artifacts.items() if k.split("/", 1)[0] in slugs}})
    return decide.decided(experiment, combined, fp)


def stamped(point: dict, measured: str, fp: dict) -> dict:
    """The point with when (`measured`), on which machine (and OS build) and at which commit it was measured,
    where it does not say so already: a point of a bundle written before these stamps takes its
    bundle's (a part measured on another machine must not pass as this one's)."""
    out = {**point, "measured": point.get("measured") or measured}
    machine, commit = fingerprint.machine_id(fp), fingerprint.commit_of(fp)
    if machine and not out.get("machine"):
        out["machine"] = machine
    if fp.get("os") and not out.get("os"):  # the OS build is the machine's, not the setting's
        out["os"] = fp["os"]
    if commit and not out.get("commit"):
        out["commit"] = commit
        if (fp.get("git") or {}).get("dirty"):
            out["dirty"] = True  # measured from a tree with uncommitted changes to that commit
    return out


def carried(previous: Bundle, result: ExperimentResult) -> ExperimentResult:
    """A result of the earlier bundle written into the new one: its points stamped (`stamped`)
    from the earlier bundle's header where they record nothing themselves."""
    created = previous.header.get("created", "")
    return dataclasses.replace(result, points=[stamped(p, created, previous.fingerprint) for p in result.points])


def failed_now(earlier: ExperimentResult, result: ExperimentResult) -> set[str]:
    """The points (params_key) that failed in this result and were measured in the earlier one:
    combined, they keep their earlier measurement."""
    then = {params_key(p["params"]) for p in earlier.points if p["status"] == "ok"}
    return {params_key(p["params"]) for p in result.points if p["status"] == "failed"} & then


def same_method(a: ExperimentResult, b: ExperimentResult, header_profile: str = "") -> bool:
    """Whether two results of one experiment were measured alike (ExperimentResult.method_key); a
    result that did not record its measuring code is not taken as alike."""
    return bool(a.method) and a.method_key(header_profile) == b.method_key(header_profile)


def parse_points(values: list[str] | None) -> dict[str, list[str]]:
    """--points PARAM=V1,V2 (repeatable) as parameter -> values; a bad one is a one-line LabError."""
    where: dict[str, list[str]] = {}
    for value in values or []:
        name, sep, listed = value.partition("=")
        found = [v.strip() for v in listed.split(",") if v.strip()]
        if not sep or not name.strip() or not found:
            raise LabError(f"--points {value!r}: give PARAM=VALUE[,VALUE...], e.g. --points model=resnet18,gpt2")
        where.setdefault(name.strip(), [])
        where[name.strip()] += [v for v in found if v not in where[name.strip()]]
    return where


def check_points(where: dict[str, list[str]], experiments: list[discovery.Experiment], profile: str,
                 only: list[str] | None) -> None:
    """Refuse, in one line and before anything runs, points no selected experiment's grid has."""
    if not where:
        return
    if not only:
        raise LabError("--points selects grid points of the experiments named by --only; add --only ID")
    for experiment in experiments:
        grid = experiment.spec.grid(profile)
        for name, values in where.items():
            axis = list(dict.fromkeys(str(p.get(name)) for p in grid if name in p))
            if not axis:
                raise LabError(f"--points {name}: {experiment.id} has no parameter {name!r} in the '{profile}' "
                               f"profile; its parameters: {', '.join(grid[0]) if grid else 'none'}")
            unknown = [v for v in values if v not in axis]
            if unknown:
                raise LabError(f"--points {name}={','.join(unknown)}: not in {experiment.id}'s '{profile}' grid; "
                               f"its {name} values: {', '.join(axis)}")
        if not experiment.spec.grid(profile, where):
            raise LabError(f"--points: no grid point of {experiment.id} in the '{profile}' profile matches all of "
                           + "; ".join(f"{k}={','.join(v)}" for k, v in where.items()))


def run_experiments(todo: list[tuple[discovery.Experiment, int]], *, profile: str, device: str,
                    cache_dir: Path, fp: dict,
                    on_result: Callable[[discovery.Experiment, ExperimentResult], None],
                    untimed: frozenset[str] = frozenset(),
                    processes: list[dict] | None = None, point_timeout: float | None = None,
                    calibration: Calibration | None = None,
                    where: isolate.Where | None = None) -> dict[str, float]:
    """Run the experiments, replicate by replicate, one worker process per replicate.

    Replicate r runs every experiment that asks for more than r processes; in replicate 0 the
    experiments in `untimed` are compiled, captured and profiled, not timed. Each replicate's
    wall time and its experiments' share of it are appended to `processes`. An experiment is
    merged and handed to on_result as soon as its last process is done, so an interrupted run
    keeps what finished: on Ctrl-C (or a time-out's SIGINT) the experiments whose last process
    had finished are handed over, then isolate.Interrupted is raised again, carrying the
    ceilings. Returns the device ceilings measured by the first process.
    """
    outputs: dict[str, list[dict]] = {e.id: [] for e, _ in todo}
    crashes: dict[str, list[str]] = {e.id: [] for e, _ in todo}
    peaks: dict[str, float] = {}
    try:
        _replicates(todo, outputs, crashes, peaks, profile=profile, device=device, cache_dir=cache_dir,
                    fp=fp, on_result=on_result, untimed=untimed,
                    processes=processes if processes is not None else [], point_timeout=point_timeout,
                    calibration=calibration, where=where)
    except KeyboardInterrupt as exc:  # in a worker, or anywhere between: keep what was handed over
        stop = exc if isinstance(exc, isolate.Interrupted) else isolate.Interrupted(isolate.Replicate())
        stop.peaks = peaks
        raise stop from None
    return peaks


def _replicates(todo: list[tuple[discovery.Experiment, int]], outputs: dict[str, list[dict]],
                crashes: dict[str, list[str]], peaks: dict[str, float], *, profile: str, device: str,
                cache_dir: Path, fp: dict,
                on_result: Callable[[discovery.Experiment, ExperimentResult], None],
                untimed: frozenset[str], processes: list[dict], point_timeout: float | None = None,
                calibration: Calibration | None = None, where: isolate.Where | None = None) -> None:
    handed: set[str] = set()
    count = max((n for _, n in todo), default=0)
    started: list[isolate.Standby] = []  # each replicate's worker, started while the one before measures
    try:
        for replicate in range(count):
            _replicate(replicate, count, started, todo, outputs, crashes, peaks, handed, profile=profile,
                       device=device, cache_dir=cache_dir, fp=fp, on_result=on_result, untimed=untimed,
                       processes=processes, point_timeout=point_timeout, calibration=calibration, where=where)
    finally:  # one not released by now is not wanted (an interruption, a failure): it is ended
        for standby in started:
            standby.cancel()


def _replicate(replicate: int, count: int, started: list[isolate.Standby],
               todo: list[tuple[discovery.Experiment, int]], outputs: dict[str, list[dict]],
               crashes: dict[str, list[str]], peaks: dict[str, float], handed: set[str], *, profile: str,
               device: str, cache_dir: Path, fp: dict,
               on_result: Callable[[discovery.Experiment, ExperimentResult], None],
               untimed: frozenset[str], processes: list[dict], point_timeout: float | None,
               calibration: Calibration | None, where: isolate.Where | None = None) -> None:
    """Run one replicate, its worker released from the standby the replicate before started (the
    last of `started`, if it is this replicate's), and start the next replicate's worker in
    standby beside it (appended to `started`: whoever ends the run cancels what is left)."""
    batch = [e for e, n in todo if n > replicate]
    capture = frozenset(e.id for e in batch if e.id in untimed) if replicate == 0 else frozenset()
    what = f" (capture only: {', '.join(sorted(capture))})" if capture else ""
    log(f"process {replicate + 1}: {', '.join(e.id for e in batch)}{what}")
    following = [e for e, n in todo if n > replicate + 1]
    current = started[-1] if started and started[-1].replicate == replicate else None
    if replicate + 1 < count:  # no later replicate captures: untimed stays empty
        ahead = isolate.start_standby(following, profile=profile, device=device, replicate=replicate + 1,
                                      cache_dir=cache_dir, where=where)
        if ahead is not None:
            started.append(ahead)
    stop = None
    try:
        done = isolate.run_replicate(batch, profile=profile, device=device, replicate=replicate,
                                     cache_dir=cache_dir, untimed=capture, timeout_s=point_timeout,
                                     standby=current, where=where)
    except isolate.Interrupted as exc:
        stop, done = exc, exc.replicate
    experiments_s = sum(o.get("seconds", 0.0) for o in done.outputs.values())
    processes.append({"process": replicate + 1, "seconds": round(done.seconds, 1),
                      "experiments_s": round(experiments_s, 1), "capture_only": sorted(capture)})
    log(f"process {replicate + 1}: {done.seconds:.1f} s, of which experiments {experiments_s:.1f} s "
        f"(the rest is start-up: import, device, ceilings)")
    if not peaks and done.peaks:
        peaks.update(done.peaks)
    for eid, out in done.outputs.items():
        outputs[eid].append(out)
    for eid, why in done.crashes.items():
        crashes[eid].append(why)
        log(f"[{eid}] process {replicate + 1} crashed: {why}")
    for experiment, n in todo:
        finished = stop is None or experiment.id in done.outputs or experiment.id in done.crashes
        if n == replicate + 1 and finished:
            handed.add(experiment.id)
            on_result(experiment, finish_experiment(experiment, outputs[experiment.id],
                                                    crashes[experiment.id], replicates=n, fp=fp,
                                                    calibration=calibration, profile=profile))
    if stop is not None:
        for experiment, n in todo:  # what ran before the interruption is kept, with its count
            ran = len(outputs[experiment.id]) + len(crashes[experiment.id])
            if experiment.id not in handed and outputs[experiment.id]:
                on_result(experiment, finish_experiment(
                    experiment, outputs[experiment.id], crashes[experiment.id],
                    replicates=ran, fp=fp, planned=n, calibration=calibration, profile=profile))
        raise stop


def measure(*, results_dir: Path, cache_dir: Path, profile: str | None = None, device: str | None = None,
            only: list[str] | None = None, force: bool = False, replicates: int | None = None,
            point_timeout: float | None = None, time_limit: float | None = None,
            calibration: str | None = None, points: list[str] | None = None) -> Path:
    """Measure every experiment (or `only` these), reusing cached results; return the bundle path.

    points: --points PARAM=V1,V2 (with `only`): measure only the grid points matching them; the
    bundle keeps the experiment's other points from its earlier result of the same code, profile
    and process count (combine_points), so a grid too large for one command (or one session on a
    lent machine) is measured in parts into one result.

    time_limit: seconds after which measuring stops and what finished is written (TimeLimit).
    calibration: the between-run calibration file its intervals take; None: the setting's own
    under results/calibration/ if there is one; "none": no between-run part.

    Before any measuring: both directories must be writable (one-line error otherwise). Then the
    results directory's lock is taken (a second measure waits), interrupted bundle writes are
    recovered, and the earlier bundle is read under the lock, so no concurrent run's result is lost.
    """
    started = time.perf_counter()
    experiments, broken = discovery.discover_all()  # bad input is found before anything is created
    selected = discovery.select(experiments, only, broken)
    where = parse_points(points)
    if where:  # refused in one line before the lock, the recovery of earlier writes or any worker
        device = detect_device(device)
        profile = profile or default_profile(device)
        check_points(where, [e for e in experiments if e.id in selected], profile, only)
    results_dir = lock.writable(Path(results_dir), "results", "--results")
    cache_dir = lock.writable(Path(cache_dir), "cache", "--cache")
    with lock.locked(results_dir, "measure"):
        for line in bundle_store.recover(results_dir):
            log(line)
        return _measure(results_dir=results_dir, cache_dir=cache_dir, profile=profile, device=device,
                        only=only, force=force, replicates=replicates, point_timeout=point_timeout,
                        found=(experiments, broken, selected), limit=TimeLimit(time_limit, started),
                        calibration=calibration, where=where)


def _measure(*, results_dir: Path, cache_dir: Path, profile: str | None, device: str | None,
             only: list[str] | None, force: bool, replicates: int | None,
             point_timeout: float | None, found: tuple[list, dict[str, str], set[str]],
             limit: TimeLimit | None = None, calibration: str | None = None,
             where: dict[str, list[str]] | None = None) -> Path:
    started = time.perf_counter()
    limit = limit or TimeLimit(None, started)
    device = detect_device(device)
    profile = profile or default_profile(device)
    experiments, broken, selected = found
    for name, why in broken.items():
        log(f"warning: left out, it does not load: {why}")
    fp = fingerprint.collect(device)
    if device == "cpu":
        log("NOTE: no CUDA GPU in use: measuring on the CPU with the "
            f"'{profile}' profile. These are CPU numbers, not GPU numbers.")
    log(f"Measuring on {fp['device_name']} with torch {fp['torch']} (profile '{profile}')")
    between = calib.find(fingerprint.bundle_name(fp), profile, calibration)
    if between is not None:
        log(f"Intervals take the spread between runs measured from {len(between.runs)} earlier runs "
            f"({between.path})")
    else:
        log("No between-run calibration for this setting: intervals cover this run's processes on one "
            "machine (`make calibrate RUNS=...` makes one from re-runs)")
    caches = cache_state(Path(cache_dir))
    target = Path(results_dir) / fingerprint.bundle_name(fp)
    previous = None
    if (target / "bundle.json").exists():
        try:
            previous = bundle_store.read(target)
        except BundleError as exc:
            log(f"warning: the earlier bundle cannot be read ({exc}). This run's bundle will hold what it "
                "measures and what the result cache still holds; the earlier one is then moved aside beside "
                "it, not deleted.")
    cache = ResultCache(Path(cache_dir) / "results")
    method = discovery.method_hash()
    results: dict[str, ExperimentResult] = {}
    todo: list[tuple[discovery.Experiment, int, str]] = []
    when = datetime.now(timezone.utc).isoformat(timespec="seconds")
    earlier_profile = previous.profile if previous else ""

    whole: dict[str, str] = {}  # with --points: the cache key of each selected experiment's whole grid

    def settle(experiment: discovery.Experiment, result: ExperimentResult, cached: bool = False) -> ExperimentResult:
        """This run's result of the experiment as the bundle keeps it: every point stamped with
        when it was measured, and, for some points only (--points), with the earlier result's
        other points where that was measured alike (combine_points). A failed or cut-short run
        that cannot be combined leaves the earlier result as it was; so does a cached part the
        bundle already holds, or holds newer measurements of. (Its points carry "measured" since
        keep stamped them, before caching.)"""
        if not where or previous is None or experiment.id not in previous.experiments:
            return result
        earlier = previous.experiments[experiment.id]
        if not same_method(earlier, result, earlier_profile):
            if result.status in ("failed", "partial"):
                log(f"{experiment.id}: this run {result.status} ({result.error}), and the earlier result was "
                    "measured otherwise (code, profile or processes): the earlier result stays in the bundle")
                return earlier
            log(f"{experiment.id}: the earlier result in the bundle was measured otherwise (code, profile or "
                "processes); it is replaced by these points alone")
            return result
        stamped_then = carried(previous, earlier)  # a bundle before --points: its points were measured when it was made
        then = {params_key(p["params"]): p["measured"] for p in stamped_then.points}
        if cached and all(p.get("measured") and then.get(params_key(p["params"]), "") >= p["measured"]
                          for p in result.points):
            log(f"{experiment.id}: the bundle already holds these points as measured then or later; kept as it is")
            return earlier  # the bundle's own result, so that nothing is written again
        earlier = stamped_then
        grid = [params_key(p) for p in experiment.spec.grid(result.profile or profile)]
        combined = combine_points(experiment, earlier, result, fp, grid)
        if combined.status == "ok" and {params_key(p["params"]) for p in combined.points} == set(grid):
            cache.put(whole[experiment.id], combined)  # a plain measure of the whole grid now finds it
        else:
            cache.forget(whole[experiment.id])  # an older whole-grid result must not replace newer parts
        lost = len(failed_now(earlier, result))
        fresh = len(bundle_store.ran(result)) - lost  # skipped points are no measurement either way
        log(f"{experiment.id}: {fresh} grid points of this measure, {len(bundle_store.ran(combined)) - fresh} kept from the earlier "
            "result" + (f" ({lost} failed now and keep their earlier measurement)" if lost else ""))
        return combined
    try:
        for index, experiment in enumerate(experiments, 1):
            n = replicates or experiment.spec.replicates_for(profile)
            keyed = dict(experiment=experiment.id, source_hash=experiment.source_hash, method_hash=method,
                         profile=profile, replicates=n, fingerprint_key=fingerprint.key_part(fp),
                         calibration=between.digest if between is not None else "")
            key = result_key(**keyed, grid=experiment.spec.grid(profile, where if experiment.id in selected else None))
            if where and experiment.id in selected:
                whole[experiment.id] = result_key(**keyed, grid=experiment.spec.grid(profile))
            if experiment.id in selected and not only and profile not in experiment.spec.profiles:
                selected = selected - {experiment.id}
                log(f"[{index}/{len(experiments)}] {experiment.id}: not in the '{profile}' profile (it runs in "
                    f"{', '.join(experiment.spec.profiles)}; `--only {experiment.id}` measures it in this one)")
            if experiment.id not in selected:
                if previous and experiment.id in previous.experiments:
                    results[experiment.id] = previous.experiments[experiment.id]
                elif (kept := cache.get(key)) is not None:  # e.g. the earlier bundle could not be read
                    log(f"[{index}/{len(experiments)}] {experiment.id}: not selected; its result is taken "
                        "from the result cache, so the new bundle keeps it")
                    results[experiment.id] = kept
                continue
            cached = None if force else cache.get(key)
            if cached is not None:
                log(f"[{index}/{len(experiments)}] {experiment.id}: unchanged, cached result reused")
                again = redecided(experiment, cached, fp)
                if again is not cached:  # decided by today's rules: the cache holds that too
                    cache.put(key, again)
                cached = again
                results[experiment.id] = settle(experiment, cached, cached=True)
                continue
            plan = (f"1 capture + {n} timed processes" if untimed_first(n, device)
                    else f"{n} process{'' if n == 1 else 'es'}")
            log(f"[{index}/{len(experiments)}] {experiment.id}: to measure ({plan})")
            todo.append((experiment, n, key))
        keys = {e.id: key for e, _, key in todo}

        measured: set[str] = set()

        def keep(experiment: discovery.Experiment, result: ExperimentResult) -> None:
            measured.add(experiment.id)
            kept = previous.experiments.get(experiment.id) if previous else None
            if not where and result.status in ("failed", "partial") and kept is not None and kept.status == "ok":
                log(f"{experiment.id}: this run {result.status} ({result.error}); "
                    "the complete earlier result stays in the bundle")
                results[experiment.id] = kept
                return
            log(f"{experiment.id}: {result.status} in {result.seconds:.1f} s"
                + (f" ({result.error})" if result.error else ""))
            for point in result.points:  # before caching: a reuse keeps when and where the points were measured
                point.update(stamped(point, when, fp))
            if result.status in ("ok", "skipped"):  # a skip (e.g. needs CUDA) is as reproducible as a result
                cache.put(keys[experiment.id], result)
            results[experiment.id] = settle(experiment, result)

        interrupted = None
        processes: list[dict] = []
        try:
            runs = sum(e.spec.runs_in(p, r) for e, n, _ in todo for r in range(processes_for(n, device))
                       for p in e.spec.grid(profile, where))
            # each process of this run writes its launch picks here (runner.worker.keep_launch_tuning);
            # an earlier run's would be taken for this one's
            shutil.rmtree(Path(cache_dir) / LAUNCH_TUNING, ignore_errors=True)
            with limit.armed(), progress.run(runs):
                peaks = run_experiments([(e, processes_for(n, device)) for e, n, _ in todo], profile=profile,
                                        device=device, cache_dir=Path(cache_dir), fp=fp, on_result=keep,
                                        untimed=frozenset(e.id for e, n, _ in todo if untimed_first(n, device)),
                                        processes=processes, point_timeout=point_timeout,
                                        calibration=between, where=where)
        except isolate.Interrupted as exc:
            interrupted, peaks = exc, exc.peaks
    finally:
        cache.close()
    if interrupted is not None:
        unfinished = [e.id for e, _, _ in todo if e.id not in measured]
        for eid in unfinished:  # an earlier complete result stays until this one is measured
            if previous and eid in previous.experiments:
                results[eid] = previous.experiments[eid]
    for name in broken:  # a module that does not load keeps its earlier result
        if previous and name in previous.experiments:
            results[name] = previous.experiments[name]
    order = sorted([e.id for e in experiments] + list(broken))
    results = {eid: results[eid] for eid in order if eid in results}  # discovery order
    before = {eid for eid, r in results.items() if previous and r is previous.experiments.get(eid)}
    results = current_verdicts(results, experiments, fp, previous)
    peaks = peaks or (previous.header.get("peaks", {}) if previous else {})
    report = [asdict(v) for v in summary.report_verdicts(results, fp["device_name"], fp["torch"])]
    # a run of some experiments into an earlier bundle leaves its profile; each result names its own
    bundle_profile = earlier_profile if only and earlier_profile else profile
    header = {"created": datetime.now(timezone.utc).isoformat(timespec="seconds"), "profile": bundle_profile,
              "fingerprint": fp, "peaks": peaks, "verdicts": report,
              "measure_seconds": round(time.perf_counter() - started, 1), "processes": processes,
              "caches_at_start": caches, "between_runs": between.source() if between is not None else {}}
    if interrupted is not None:
        header["interrupted"] = unfinished  # not measured by this run: kept from before, or absent
    if broken and not only:
        header["left_out"] = broken  # experiment modules that did not load: the run is incomplete
    if not broken and previous and all(_same(r, previous.experiments.get(eid)) for eid, r in results.items()) \
            and set(results) == set(previous.experiments):
        log(f"Nothing changed: bundle {target} kept as it is")
    elif results:
        # results carried over from the earlier bundle keep its machine and commit, which the new
        # header no longer names (a point stamped when measured keeps its own)
        written = {eid: carried(previous, r) if previous and eid in before else r for eid, r in results.items()}
        bundle_store.write(bundle_store.Bundle(header, written), target)
        mine = sorted(e for e in measured if e not in before)
        try:
            _keep_launch_picks(Path(cache_dir), target, mine, header["created"])
        except Exception as exc:  # what the page says of launch picks is extra: it never costs the bundle
            log(f"warning: the processes' launch picks were not kept ({type(exc).__name__}: {exc}); "
                "the bundle is complete without them")
        log(f"Bundle written: {target} ({time.perf_counter() - started:.1f} s)")
    if interrupted is not None:
        why = f"Time limit of {limit.seconds:.0f} s reached" if limit.hit else "Interrupted"
        log(f"{why}: not measured: {', '.join(unfinished)} (an earlier result of these, if any, is "
            "kept). Run the same command again to measure them; what finished is in the bundle and "
            "in the cache.")
        if not limit.hit:
            raise interrupted
    return target


def _keep_launch_picks(cache_dir: Path, target: Path, measured: list[str], created: str) -> None:
    """Store this run's per-process launch picks beside its bundle (launches.FILE), for the
    reproducibility page, with the kernel module each record belongs to (computed here, by the
    torch that compiled them) and the bundle's creation time. measured: the experiments whose
    result in the bundle is this run's. A run that measured something and whose processes kept no
    picks (a CPU run: no Triton kernels) removes an earlier run's file, which would be taken for
    this one's; a run that measured nothing leaves it."""
    if not measured:
        return
    source = cache_dir / LAUNCH_TUNING
    if not any(source.glob("process-*.json")):
        doc = None
    else:  # torch, imported here only now, hashes its own build into each record's key
        roots = [cache_dir / "state", cache_dir / "inductor"]
        doc = launches.collect(source, measured, launches.record_modules(roots), created)
    if doc is not None:
        (target / launches.FILE).write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    else:
        (target / launches.FILE).unlink(missing_ok=True)


def cache_state(cache_dir: Path) -> dict[str, int]:
    """Files in the compile caches the workers will use, logged with where they are.

    Recorded in the bundle, so that a run's claim to have started cold can be checked: 0 files
    in each means every first compile of the run was a cold one.
    """
    env = isolate.worker_env(cache_dir)
    found, where = {}, []
    for name, var in (("Inductor", "TORCHINDUCTOR_CACHE_DIR"), ("Triton", "TRITON_CACHE_DIR")):
        root = Path(env[var])
        files = sum(1 for p in root.rglob("*") if p.is_file()) if root.is_dir() else 0
        found[f"{name.lower()}_files"] = files
        where.append(f"{name} {root} ({files} files)")
    where = ", ".join(where)
    start = "cold" if not any(found.values()) else "warm (cached compiles will be reused)"
    log(f"Compile caches: {where}: a {start} start")
    if "PYTHONPYCACHEPREFIX" in isolate.bytecode_env(cache_dir):
        log(f"Python bytecode: torch's installation has none; the workers keep theirs in {cache_dir / 'pycache'}")
    return found


def failed_experiments(path: Path) -> list[str]:
    """Experiments of the bundle at path that failed, lost grid points or processes ('partial'),
    or were left out of its last run because their module did not load."""
    try:
        found = bundle_store.read(path)
    except BundleError:
        return []
    failed = [eid for eid, r in found.experiments.items() if r.status in ("failed", "partial")]
    return failed + [name for name in found.header.get("left_out", {}) if name not in failed]


def exit_code(path: Path) -> int:
    """0 when every experiment of the bundle is complete; 1, with one line naming them, when some failed."""
    if not (Path(path) / "bundle.json").is_file():
        log(f"No bundle at {path}: nothing finished; exit code 1")
        return 1
    failed = failed_experiments(path)
    with contextlib.suppress(BundleError):
        failed += [e for e in bundle_store.read(path).header.get("interrupted", []) if e not in failed]
    if failed:
        log(f"{len(failed)} experiment(s) failed or are incomplete: {', '.join(failed)} (the bundle"
            " and the pages show why); exit code 1")
    return 1 if failed else 0


def _same(a: ExperimentResult, b: ExperimentResult | None) -> bool:
    return a is b or (b is not None and a.to_dict() == b.to_dict() and a.artifacts == b.artifacts)


def current_verdicts(results: dict[str, ExperimentResult], experiments: list[discovery.Experiment], fp: dict,
                     previous: Bundle | None) -> dict[str, ExperimentResult]:
    """Every result with verdicts by today's rules (decide.current): one decided by rules that have
    changed since (a cached result, the earlier bundle's) is decided again from its stored rows,
    measuring nothing. A result of the earlier bundle is stamped with that bundle's device."""
    known = {e.id: e for e in experiments}
    out: dict[str, ExperimentResult] = {}
    for eid, result in results.items():
        if eid not in known:  # a module that does not load: its result stays as it was
            out[eid] = result
            continue
        then = previous is not None and result is previous.experiments.get(eid)
        out[eid] = redecided(known[eid], result, previous.fingerprint if then else fp)
    return out


def redecided(experiment: discovery.Experiment, result: ExperimentResult, fp: dict) -> ExperimentResult:
    """decide.current, saying what it did: decided again, or a rule that failed on the stored rows."""
    out, failed = decide.current(experiment, result, fp)
    if failed:
        log(f"warning: {failed}")
    elif out is not result:
        log(f"{experiment.id}: its verdict rules changed since it was decided: decided again from its stored "
            "rows (nothing measured)")
    return out
