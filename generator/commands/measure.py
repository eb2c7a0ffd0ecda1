"""`generator measure`: run the experiments on this machine's device and write a bundle."""

from __future__ import annotations

import contextlib
import dataclasses
import shutil
import time
from datetime import datetime, timezone
from pathlib import Path

from generator import calibration as calib
from generator import summary
from generator.calibration import Calibration
from generator.commands.timelimit import TimeLimit
from generator.runner import caches as caches_of
from generator.runner import decide, discovery, isolate, plan, progress, schedule
from generator.runner.worker import LAUNCH_TUNING
from generator.schema import ExperimentResult, LabError, params_key
from generator.spec import USER_MODELS, selected_grid
from generator.store import bundle as bundle_store
from generator.store import fingerprint, lock, recovery, results
from generator.store.bundle import Bundle, BundleError
from generator.store.cache import ResultCache
from generator.store.journal import Journal


def log(message: str) -> None:
    progress.emit(message)


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


def measure(*, results_dir: Path, cache_dir: Path, profile: str | None = None, device: str | None = None,
            only: list[str] | None = None, force: bool = False, replicates: int | None = None,
            point_timeout: float | None = None, time_limit: float | None = None,
            calibration: str | None = None, points: list[str] | None = None,
            models: list[str] | None = None, point: list[str] | None = None) -> Path:
    """Measure every experiment (or `only` these), reusing cached results; return the bundle path.

    models: a user's own models (`package.module:function`, experiments/models/own.py), measured by
    the experiment of the user's models beside those selected (`only` leaves it in); each is
    imported and built once here, so a name that cannot be measured is one line before anything runs.

    points: --points PARAM=V1,V2 (with `only`): measure only the grid points matching them; the
    bundle keeps the experiment's other points from its earlier result of the same code, profile
    and process count (combine_points), so a grid too large for one command (or one session on a
    lent machine) is measured in parts into one result. point: --point PARAM=V,PARAM=V (with `only`):
    only the grid points matching one of them (any set of points, as `generator shard` names a shard).
    A selected point the bundle holds complete and measured alike is reused, so a part cut short is
    measured again for what it lacks only; `force` measures every selected point again.

    time_limit: seconds after which measuring stops and what finished is written (TimeLimit).
    calibration: the between-run calibration file its intervals take; None: the setting's own
    under results/calibration/ if there is one; "none": no between-run part.

    Before any measuring: both directories must be writable (one-line error otherwise). Then the
    results directory's lock is taken (a second measure waits), interrupted bundle writes are
    recovered, and the earlier bundle is read under the lock, so no concurrent run's result is lost.
    """
    started = time.perf_counter()
    # bad input is found before anything is created
    experiments, broken = discovery.discover_all(models) if models else discovery.discover_all()
    selected = discovery.select(experiments, only, broken) | {e.id for e in experiments if e.models}
    discovery.check_models(experiments)
    where, picked = plan.parse_points(points), plan.parse_picked(point)
    if where or picked:  # refused in one line before the lock, the recovery of earlier writes or any worker
        device = detect_device(device)
        profile = profile or default_profile(device)
        plan.check_points(where, [e for e in experiments if e.id in selected], profile, only)
        plan.check_picked(picked, [e for e in experiments if e.id in selected], profile, only, where)
    results_dir = lock.writable(Path(results_dir), "results", "--results")
    cache_dir = lock.writable(Path(cache_dir), "cache", "--cache")
    with lock.locked(results_dir, "measure"):
        for line in recovery.recover(results_dir):
            log(line)
        return _measure(results_dir=results_dir, cache_dir=cache_dir, profile=profile, device=device,
                        only=only, force=force, replicates=replicates, point_timeout=point_timeout,
                        found=(experiments, broken, selected), limit=TimeLimit(time_limit, started),
                        calibration=calibration, where=where, picked=picked)


@dataclasses.dataclass
class Gathered:
    """What this measure's workers produced, experiment by experiment, as the scheduler hands it over."""

    cache: ResultCache
    steps: dict[str, plan.Step]
    when: str
    fp: dict
    fresh: dict[str, ExperimentResult] = dataclasses.field(default_factory=dict)

    def add(self, experiment: discovery.Experiment, result: ExperimentResult) -> None:
        """Stamp the result's points with when and where they were measured (before caching: a reuse
        keeps them); cache it where it is complete and is the grid its step's key names."""
        result = dataclasses.replace(result, points=[results.stamped(p, self.when, self.fp) for p in result.points])
        log(f"{experiment.id}: {result.status} in {result.seconds:.1f} s" + (f" ({result.error})" if result.error else ""))
        step = self.steps[experiment.id]
        whole = step.points is None or bool(step.whole)  # not a rest of points measured beside a bundle's
        if result.status in ("ok", "skipped") and whole:  # a skip (e.g. needs CUDA) is as reproducible as a result
            self.cache.put(step.key, result)
        self.fresh[experiment.id] = result


def settle(step: plan.Step, fresh: ExperimentResult, previous: Bundle | None, fp: dict, cache: ResultCache,
           cached: bool = False) -> ExperimentResult:
    """What the bundle keeps of an experiment measured (or found cached) now: its points folded into
    the earlier result where that was measured alike and some of its points hold more than this
    measure's (store.results.fold); the earlier result where this measure failed or was cut short and
    the earlier one was measured otherwise; else this measure's result."""
    experiment = step.experiment
    earlier = previous.experiments.get(experiment.id) if previous else None
    if earlier is None or previous is None:
        return fresh
    if not results.same_method(earlier, fresh, previous.profile):
        if fresh.status in ("failed", "partial"):
            log(f"{experiment.id}: this run {fresh.status} ({fresh.error}), and the earlier result was measured "
                "otherwise (code, profile or processes): the earlier result stays in the bundle")
            return earlier
        if step.whole:
            log(f"{experiment.id}: the earlier result in the bundle was measured otherwise (code, profile or "
                "processes); it is replaced by these points alone")
        return fresh
    then = results.carried(previous, earlier)  # a bundle before point stamps: measured when it was made
    if cached and _held_as_new(then, fresh):
        log(f"{experiment.id}: the bundle already holds these points as measured then or later; kept as it is")
        return earlier  # the bundle's own result, so that nothing is written again
    taken = results.taken_from_now(then, fresh)
    if not taken and (not step.whole or (fresh.points and all(results.cut_short(p) for p in fresh.points))):
        log(f"{experiment.id}: this run {fresh.status} ({fresh.error}); the earlier result holds more of every "
            "grid point and stays in the bundle")
        return earlier
    if not {params_key(p["params"]) for p in then.points} - taken:
        return fresh  # nothing of the earlier result holds more than this measure
    grid = [params_key(p) for p in experiment.spec.grid(fresh.profile)]
    combined = decide.decided(experiment, results.fold(then, fresh, grid), fp)
    if combined.status == "ok" and {params_key(p["params"]) for p in combined.points} == set(grid):
        cache.put(step.whole or step.key, combined)  # a plain measure of the whole grid now finds it
    elif step.whole:
        cache.forget(step.whole)  # an older whole-grid result must not replace newer parts
    lost = len([p for p in fresh.points if params_key(p["params"]) not in taken])
    now = len(bundle_store.ran(fresh)) - lost  # skipped points are no measurement either way
    log(f"{experiment.id}: {now} grid points of this measure, {len(bundle_store.ran(combined)) - now} kept from the "
        "earlier result" + (f" ({lost} of this measure's failed or were cut short, and keep their earlier measurement)" if lost else ""))
    return combined


def _held_as_new(then: ExperimentResult, fresh: ExperimentResult) -> bool:
    """Whether the earlier result holds every point of `fresh` as measured then or later."""
    when = {params_key(p["params"]): p.get("measured", "") for p in then.points}
    return all(p.get("measured") and when.get(params_key(p["params"]), "") >= p["measured"] for p in fresh.points)


def _measure(*, results_dir: Path, cache_dir: Path, profile: str | None, device: str | None,
             only: list[str] | None, force: bool, replicates: int | None,
             point_timeout: float | None, found: tuple[list, dict[str, str], set[str]],
             limit: TimeLimit | None = None, calibration: str | None = None,
             where: dict[str, list[str]] | None = None, picked: tuple[dict[str, str], ...] = ()) -> Path:
    """Plan, run, settle, write (the module's measure(), under the results directory's lock)."""
    started = time.perf_counter()
    limit = limit or TimeLimit(None, started)
    device = detect_device(device)
    profile = profile or default_profile(device)
    experiments, broken, selected = found
    for name, why in broken.items():
        log(f"warning: left out, it does not load: {why}")
    fp, between, target, previous = _setting(results_dir, device, profile, calibration)
    caches = caches_of.cache_state(Path(cache_dir))
    setting = plan.Setting(profile, device, discovery.method_hash(), fingerprint.key_part(fp),
                           between.digest if between is not None else "", replicates, force, where or None, picked)
    cache = ResultCache(Path(cache_dir) / "results")
    gathered = Gathered(cache, {}, datetime.now(timezone.utc).isoformat(timespec="seconds"), fp)
    try:
        steps = plan.make(experiments, selected, setting=setting, only=only, previous=previous, cache=cache, log=log)
        gathered.steps.update({s.experiment.id: s for s in steps})
        todo = [s for s in steps if s.action == plan.MEASURE]
        journal = Journal(results_dir, target.name, profile)
        interrupted, peaks, processes = _run(todo, setting, gathered, cache_dir, point_timeout, between, limit, journal)
        kept = _settled(steps, gathered, previous, fp, cache, interrupted is not None)
    finally:
        cache.close()
    for name in broken:  # a module that does not load keeps its earlier result
        if previous and name in previous.experiments:
            kept[name] = previous.experiments[name]
    # the user's models measured by an earlier measure stay beside the article's until measured again
    mine = [eid for eid, r in (previous.experiments.items() if previous else ())
            if USER_MODELS in r.roles and eid not in kept and eid not in {e.id for e in experiments}]
    kept.update({eid: previous.experiments[eid] for eid in mine if previous})
    order = sorted([e.id for e in experiments] + list(broken) + mine)
    kept = {eid: kept[eid] for eid in order if eid in kept}  # discovery order
    unfinished = [s.experiment.id for s in todo if s.experiment.id not in gathered.fresh]
    header = _header(fp, profile, only, previous, peaks, processes, caches, between, started)
    if previous is not None and "interrupted" in previous.header \
            and any(p.get("resumed") for r in gathered.fresh.values() for p in r.points):
        header["went_on_from"] = [*previous.header.get("went_on_from", []), {  # the measures cut short before it
            "created": previous.header.get("created"), "measure_seconds": previous.header.get("measure_seconds"),
            "machine": fingerprint.machine_id(previous.fingerprint)}]
    if interrupted is not None:
        header["interrupted"] = unfinished  # not measured by this run: kept from before, or absent
    if broken and not only:
        header["left_out"] = broken  # experiment modules that did not load: the run is incomplete
    _write(target, header, kept, experiments, previous, broken, sorted(gathered.fresh), cache_dir, started)
    for step in steps:  # the journal keeps the processes of the points this measure cut short only
        fresh, held = gathered.fresh.get(step.experiment.id), kept.get(step.experiment.id)
        journal.settle(step.experiment.id, step.keys, fresh.points if fresh else [], held.points if held else [])
    if interrupted is not None:
        why = f"Time limit of {limit.seconds:.0f} s reached" if limit.hit else "Interrupted"
        cut = sorted(e for e, r in gathered.fresh.items() if any(p.get("cut") for p in r.points))
        log(f"{why}: cut short: {', '.join(cut) or 'none'}; not measured: {', '.join(unfinished) or 'none'} (an "
            "earlier result of these, if any, is kept; a point cut short keeps what its finished processes "
            "measured). Run the same command again to measure what is missing: what finished is in the bundle, "
            f"what is complete in the cache, and each finished process of a point cut short in {journal.root}, so "
            "only the processes it lacks run; with the same caches, a process stopped inside a point goes on from "
            "what it compiled.")
        if not limit.hit:
            raise interrupted
    return target


def setting_calibration(name: str, profile: str, requested: str | None = None) -> Calibration | None:
    """The between-run calibration of a setting's runs of this profile: the one asked for (a path, or
    'none'), else its profile's own, else the default profile's (of the default's re-runs): a
    profile with none of its own (the full one) takes it, a run's shift being the machine's and the
    day's, shared by all its points (docs/method.md)."""
    found = calib.find(name, profile, requested)
    if found is None and requested is None and calib.default_path(name).is_file():
        found = calib.load(calib.default_path(name), bundle=name)
    return found


def _setting(results_dir: Path, device: str, profile: str,
             calibration: str | None) -> tuple[dict, Calibration | None, Path, Bundle | None]:
    """This machine's fingerprint, the setting's calibration, the bundle's path and its earlier content."""
    fp = fingerprint.collect(device)
    if device == "cpu":
        log("NOTE: no CUDA GPU in use: measuring on the CPU with the "
            f"'{profile}' profile. These are CPU numbers, not GPU numbers.")
    log(f"Measuring on {fp['device_name']} with torch {fp['torch']} (profile '{profile}')")
    name = fingerprint.bundle_name(fp)
    between = setting_calibration(name, profile, calibration)
    if between is not None:
        of = f" of the '{between.profile}' profile" if between.profile != profile else ""
        log(f"Intervals take the spread between runs measured from {len(between.runs)} earlier runs{of} "
            f"({between.path})")
    else:
        log("No between-run calibration for this setting: intervals cover this run's processes on one "
            "machine (`make calibrate RUNS=...` makes one from re-runs)")
    target = Path(results_dir) / name
    previous = None
    if (target / "bundle.json").exists():
        try:
            previous = bundle_store.read(target)
        except BundleError as exc:
            log(f"warning: the earlier bundle cannot be read ({exc}). This run's bundle will hold what it "
                "measures and what the result cache still holds; the earlier one is then moved aside beside "
                "it, not deleted.")
    return fp, between, target, previous


def _run(todo: list[plan.Step], setting: plan.Setting, gathered: Gathered, cache_dir: Path,
         point_timeout: float | None, between: Calibration | None, limit: TimeLimit,
         journal: Journal) -> tuple[isolate.Interrupted | None, dict[str, float], list[dict]]:
    """Run the steps to measure (runner.schedule); what finished is in `gathered` whatever stops it,
    and each process's points in the journal (--force: none of its earlier records is taken)."""
    if setting.force:
        for s in todo:
            journal.drop(s.experiment.id, s.keys.values())
    processes: list[dict] = []
    selection = {s.experiment.id: s.points for s in todo if s.points is not None}
    runs = sum(s.experiment.spec.runs_in(p, r) for s in todo for r in range(s.processes)
               for p in selected_grid(s.experiment.spec, setting.profile, selection))
    # each process of this run writes its launch picks here (runner.worker.keep_launch_tuning);
    # an earlier run's would be taken for this one's
    shutil.rmtree(Path(cache_dir) / LAUNCH_TUNING, ignore_errors=True)
    try:
        with limit.armed(), progress.run(runs):
            peaks = schedule.run_experiments(
                [(s.experiment, s.processes) for s in todo], profile=setting.profile, device=setting.device,
                cache_dir=Path(cache_dir), fp=gathered.fp, on_result=gathered.add,
                untimed=plan.untimed(todo, setting.device), processes=processes, point_timeout=point_timeout,
                calibration=between, selection=selection, keys={s.experiment.id: s.keys for s in todo},
                journal=journal, stamp={"measured": gathered.when, "machine": fingerprint.machine_id(gathered.fp)})
    except isolate.Interrupted as exc:
        return exc, exc.peaks, processes
    return None, peaks, processes


def _settled(steps: list[plan.Step], gathered: Gathered, previous: Bundle | None, fp: dict, cache: ResultCache,
             interrupted: bool) -> dict[str, ExperimentResult]:
    """Each experiment's result as the new bundle keeps it (settle), by the plan's steps."""
    kept: dict[str, ExperimentResult] = {}
    for step in steps:
        eid = step.experiment.id
        if step.action == plan.MEASURE:
            if eid in gathered.fresh:
                kept[eid] = settle(step, gathered.fresh[eid], previous, fp, cache)
            elif interrupted and previous and eid in previous.experiments:  # an earlier result stays
                kept[eid] = previous.experiments[eid]
        elif step.action == plan.CACHED:
            again = decide.redecided(step.experiment, step.result, fp)
            if again is not step.result:  # decided by today's rules: the cache holds that too
                cache.put(step.key, again)
            kept[eid] = settle(step, again, previous, fp, cache, cached=True) if step.whole else again
        else:  # kept as the bundle holds it, or reused from it: decided again below where rules changed
            kept[eid] = step.result
    return kept


def _header(fp: dict, profile: str, only: list[str] | None, previous: Bundle | None, peaks: dict[str, float],
            processes: list[dict], caches: dict[str, int], between: Calibration | None, started: float) -> dict:
    """The new bundle's header (its verdicts are added when it is written)."""
    earlier_profile = previous.profile if previous else ""
    # a run of some experiments into an earlier bundle leaves its profile; each result names its own
    bundle_profile = earlier_profile if only and earlier_profile else profile
    return {"created": datetime.now(timezone.utc).isoformat(timespec="seconds"), "profile": bundle_profile,
            "fingerprint": fp, "peaks": peaks or (previous.header.get("peaks", {}) if previous else {}),
            "measure_seconds": round(time.perf_counter() - started, 1), "processes": processes,
            "caches_at_start": caches,
            "between_runs": {**between.source(), "profile": between.profile} if between is not None else {}}


def _write(target: Path, header: dict, kept: dict[str, ExperimentResult], experiments: list[discovery.Experiment],
           previous: Bundle | None, broken: dict[str, str], measured: list[str], cache_dir: Path,
           started: float) -> None:
    """Write the bundle, unless it would hold exactly what the earlier one does."""
    before = {eid for eid, r in kept.items() if previous and r is previous.experiments.get(eid)}
    kept = decide.current_verdicts(kept, experiments, header["fingerprint"], previous)
    fp = header["fingerprint"]
    header.pop("verdicts", None)  # report-wide verdicts of bundles written before figures replaced them
    header["evidence"] = [dataclasses.asdict(f) for f in summary.report_figures(
        kept, [e.spec for e in experiments], fp["device_name"], fp["torch"])]
    if not broken and previous and all(_same(r, previous.experiments.get(eid)) for eid, r in kept.items()) \
            and set(kept) == set(previous.experiments):
        log(f"Nothing changed: bundle {target} kept as it is")
        return
    if not kept:
        return
    # results carried over from the earlier bundle keep its machine and commit, which the new
    # header no longer names (a point stamped when measured keeps its own)
    written = {eid: results.carried(previous, r) if previous and eid in before else r for eid, r in kept.items()}
    try:
        bundle_store.write(bundle_store.Bundle(header, written), target)
    except OSError as exc:
        raise LabError(f"the bundle cannot be written to {target} ({type(exc).__name__}: {exc.strerror or exc}); "
                       "what finished completely is in the result cache, and the next measure reuses it") from None
    try:
        now = [e for e in measured if e not in before]
        resumed = [e for e in now if e in written and any(p.get("resumed") for p in written[e].points)]
        caches_of.keep_launch_picks(Path(cache_dir), target, [e for e in now if e not in resumed], header["created"],
                                    resumed)
    except Exception as exc:  # what the page says of launch picks is extra: it never costs the bundle
        log(f"warning: the processes' launch picks were not kept ({type(exc).__name__}: {exc}); "
            "the bundle is complete without them")
    log(f"Bundle written: {target} ({time.perf_counter() - started:.1f} s)")


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
