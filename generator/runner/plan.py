"""The plan of a measure: plain data saying what runs, what is reused and why, before anything runs.

For each experiment the plan says one of: kept as the earlier bundle holds it (not selected),
reused whole from the result cache, reused point by point from the earlier bundle (the points it
measured completely under today's point keys: store.cache.point_key; with --points or --point, of
the points selected), or measured (all its points or the rest). A point's key holds what measured
that point alone, so adding a grid value or a model, or changing a verdict rule, leaves every other
point reusable.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from generator.runner import discovery
from generator.schema import ExperimentResult, LabError, params_key
from generator.spec import processes_for, untimed_first
from generator.store import results as store_results
from generator.store.bundle import Bundle
from generator.store.cache import ResultCache, point_key, result_key


def picked_points(grid: Sequence[Mapping[str, Any]],
                  picked: Sequence[Mapping[str, str]] | None) -> list[dict[str, Any]]:
    """The grid points that match any of `picked` (each names one value per parameter, compared as
    text: measure --point); all of them where none is picked."""
    if not picked:
        return [dict(p) for p in grid]
    return [dict(p) for p in grid if any(all(str(p.get(k)) == str(v) for k, v in one.items()) for one in picked)]


KEEP, CACHED, REUSED, MEASURE = "kept", "cached", "reused", "measure"


@dataclass(frozen=True)
class Step:
    """What one experiment gets in this measure, and why."""

    experiment: discovery.Experiment
    action: str  # KEEP, CACHED, REUSED or MEASURE
    why: str  # the line the log prints for it
    timed: int = 0  # timed processes (processes_for adds the capture process on CUDA)
    processes: int = 0  # fresh processes it runs in
    key: str = ""  # the result cache's key of the grid it considers
    whole: str = ""  # with --points: the key of its whole grid
    keys: Mapping[str, str] = field(default_factory=dict)  # params_key -> point key
    points: list[dict[str, Any]] | None = None  # the points to measure (None: its whole grid)
    result: ExperimentResult | None = None  # KEEP, CACHED, REUSED: the result taken


@dataclass(frozen=True)
class Setting:
    """What every step of one measure shares: where, how and in which setting it measures."""

    profile: str
    device: str
    method: str
    fingerprint_key: str
    calibration: str
    replicates: int | None = None  # processes for every experiment (tests); None: each spec's
    force: bool = False
    where: Mapping[str, Sequence[str]] | None = None  # measure --points
    picked: tuple[Mapping[str, str], ...] = ()  # measure --point: a point is measured where it matches one


def point_keys(experiment: discovery.Experiment, grid: Sequence[Mapping[str, Any]], setting: Setting,
               processes: int) -> dict[str, str]:
    """Each grid point's key (store.cache.point_key) under today's code and setting."""
    uses = experiment.spec.uses
    return {params_key(p): point_key(experiment=experiment.id, source_hash=experiment.source_hash,
                                     method_hash=setting.method, profile=setting.profile, replicates=processes,
                                     fingerprint_key=setting.fingerprint_key, params=p,
                                     uses={name: hash_of(p[name]) for name, hash_of in uses.items() if name in p},
                                     calibration=setting.calibration)
            for p in grid}


def _cache_key(experiment: discovery.Experiment, setting: Setting, timed: int, grid: list[dict]) -> str:
    return result_key(experiment=experiment.id, source_hash=experiment.source_hash, method_hash=setting.method,
                      profile=setting.profile, replicates=timed, fingerprint_key=setting.fingerprint_key,
                      calibration=setting.calibration, grid=grid)


def _measured(experiment: discovery.Experiment, setting: Setting, previous: Bundle | None, tag: str,
              **fields: Any) -> Step:
    """The step of an experiment to measure: all its points, or (a plain measure with an earlier
    result measured alike) only those the earlier result does not hold completely under today's keys."""
    keys, processes = fields["keys"], fields["processes"]
    earlier = previous.experiments.get(experiment.id) if previous else None
    plan = (f"1 capture + {fields['timed']} timed processes" if processes > fields["timed"]
            else f"{processes} process{'' if processes == 1 else 'es'}")
    if setting.force or earlier is None:
        return Step(experiment, MEASURE, f"{tag}: to measure ({plan})", **fields)
    header = previous.profile if previous else ""
    alike = earlier.method_key(header) == (experiment.source_hash, setting.method, setting.profile, processes)
    # with --points or --point, the points selected; a cut part measured again measures only what it lacks
    grid = fields["points"] if fields.get("points") is not None else experiment.spec.grid(setting.profile)
    held = store_results.reusable(earlier, keys) & {params_key(p) for p in grid} if alike else set()
    what = "grid point" if fields.get("points") is None else "selected grid point"
    missing = [p for p in grid if params_key(p) not in held]
    if not missing:
        return Step(experiment, REUSED, f"{tag}: every {what} is in the bundle, measured alike: reused",
                    result=earlier, **fields)
    if not held:
        return Step(experiment, MEASURE, f"{tag}: to measure ({plan})", **fields)
    # the cache's key names the points measured, so a result of these alone is never taken for the selection's
    narrowed = {**fields, "points": missing, "key": _cache_key(experiment, setting, fields["timed"], missing)}
    return Step(experiment, MEASURE, f"{tag}: to measure {len(missing)} of its {len(grid)} {what}s ({plan}); "
                f"{len(held)} are in the bundle, measured alike", **narrowed)


def step(experiment: discovery.Experiment, index: str, *, setting: Setting, selected: bool,
         previous: Bundle | None, cache: ResultCache) -> Step | None:
    """One experiment's step (None: nothing to do, nothing to keep)."""
    timed = setting.replicates or experiment.spec.replicates_for(setting.profile)
    processes = processes_for(timed, setting.device)
    tag = f"[{index}] {experiment.id}"
    chosen = setting.where if selected else None
    grid = experiment.spec.grid(setting.profile, chosen)
    if selected and setting.picked:
        grid = picked_points(grid, setting.picked)
    fields: dict[str, Any] = dict(timed=timed, processes=processes, key=_cache_key(experiment, setting, timed, grid),
                                  keys=point_keys(experiment, experiment.spec.grid(setting.profile), setting, processes))
    if chosen or (selected and setting.picked):
        fields["whole"] = _cache_key(experiment, setting, timed, experiment.spec.grid(setting.profile))
        fields["points"] = grid
    if not selected:
        if previous and experiment.id in previous.experiments:
            return Step(experiment, KEEP, "", result=previous.experiments[experiment.id], **fields)
        kept = cache.get(fields["key"])  # e.g. the earlier bundle could not be read
        return None if kept is None else Step(experiment, KEEP, f"{tag}: not selected; its result is taken from "
                                              "the result cache, so the new bundle keeps it", result=kept, **fields)
    cached = None if setting.force else cache.get(fields["key"])
    if cached is not None:
        return Step(experiment, CACHED, f"{tag}: unchanged, cached result reused", result=cached, **fields)
    return _measured(experiment, setting, previous, tag, **fields)


def make(experiments: list[discovery.Experiment], selected: set[str], *, setting: Setting, only: list[str] | None,
         previous: Bundle | None, cache: ResultCache, log: Callable[[str], None]) -> list[Step]:
    """The plan: a step per experiment (discovery order), each logged as it is decided."""
    steps = []
    for index, experiment in enumerate(experiments, 1):
        tag = f"{index}/{len(experiments)}"
        chosen = experiment.id in selected
        if chosen and not only and setting.profile not in experiment.spec.profiles:
            chosen = False
            log(f"[{tag}] {experiment.id}: not in the '{setting.profile}' profile (it runs in "
                f"{', '.join(experiment.spec.profiles)}; `--only {experiment.id}` measures it in this one)")
        found = step(experiment, tag, setting=setting, selected=chosen, previous=previous, cache=cache)
        if found is not None:
            if found.why:
                log(found.why)
            steps.append(found)
    return steps


def untimed(steps: Sequence[Step], device: str) -> frozenset[str]:
    """The experiments to measure whose first process only captures (processes_for)."""
    return frozenset(s.experiment.id for s in steps if s.action == MEASURE and untimed_first(s.timed, device))


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


def parse_picked(values: list[str] | None) -> tuple[dict[str, str], ...]:
    """--point PARAM=V,PARAM=V (repeatable), each as parameter -> its one value; a bad one is a one-line LabError."""
    picked = []
    for value in values or []:
        pairs = [item.partition("=") for item in value.split(",") if item.strip()]
        one = {name.strip(): found.strip() for name, _, found in pairs}
        if not pairs or any(not sep or not name.strip() or not found.strip() for name, sep, found in pairs) \
                or len(one) != len(pairs):
            raise LabError(f"--point {value!r}: give PARAM=VALUE[,PARAM=VALUE...], one value per parameter, e.g. "
                           "--point model=gpt2,task=infer,dtype=bf16,batch=1")
        picked.append(one)
    return tuple(picked)


def check_picked(picked: Sequence[Mapping[str, str]], experiments: list[discovery.Experiment], profile: str,
                 only: list[str] | None, where: Mapping[str, Sequence[str]] | None = None) -> None:
    """Refuse, in one line and before anything runs, a --point that no grid point of a selected
    experiment matches (within --points, where given)."""
    if not picked:
        return
    if not only:
        raise LabError("--point selects grid points of the experiments named by --only; add --only ID")
    for experiment in experiments:
        grid = experiment.spec.grid(profile, where)
        for one in picked:
            if not picked_points(grid, [one]):
                within = " matching --points" if where else ""
                raise LabError(f"--point {','.join(f'{k}={v}' for k, v in one.items())}: no grid point of "
                               f"{experiment.id} in the '{profile}' profile{within} is that; its parameters: "
                               f"{', '.join(experiment.spec.params)}")
