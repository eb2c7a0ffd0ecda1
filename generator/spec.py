"""An experiment's declaration and what a process running it may know: specs, grids, run context.

Imports nothing of the project but generator.schema, and nothing of torch.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from generator.schema import PROFILES, Chart, Reference, SpecError, params_key

_ID = re.compile(r"^[a-z][a-z0-9_]*$")
_CLAIM = re.compile(r"^C[1-9][0-9]?$")
_SECTION = re.compile(r"^§[0-9]+$")



SkipRule = Callable[[Mapping[str, Any], str], "str | None"]
# What an experiment is to the rest of the report, besides deciding its own claims (its spec's roles).
REAL_MODEL_SUITE = "real_model_suite"
PROCESS_SPREAD = "process_spread"
USER_MODELS = "user_models"
ROLES = {REAL_MODEL_SUITE: "the suite of real models whose geometric means its page and the release diff show",
         PROCESS_SPREAD: "measures the process-to-process spread the release diff falls back on",
         USER_MODELS: "measures the models a user names (MODEL=...), beside the article's claims: it decides none"}


@dataclass(frozen=True)
class Evidence:
    """Grid points of an experiment that a report-wide figure counts, as one named model."""

    claim: str
    name: str
    description: str
    chosen: Callable[[Mapping[str, Any]], bool]  # which of the experiment's grid points are this model
    # The flag metric (1 = passed) of the compiled output's accuracy check at a point: a point counts
    # only where it passed ("": the points carry no check, and count as measured).
    gate: str = ""


@dataclass(frozen=True)
class Sharding:
    """How an experiment's grid too large for one job is measured in shards (generator shard), one
    job each, combined afterwards: in which profiles, and what a point never measured is taken to cost."""

    profiles: tuple[str, ...]
    # A point that no bundle measured costs the mean of the measured points sharing its values of
    # these parameters (all measured points where none is named).
    cost_by: tuple[str, ...] = ()


@dataclass(frozen=True)
class ExperimentSpec:
    """Declarative description of one experiment: identity, claims and parameter grid."""

    id: str
    title: str
    section: str
    claims: tuple[str, ...]
    params: Mapping[str, Sequence[Any]]
    quick: Mapping[str, Sequence[Any]] = field(default_factory=dict)
    full: Mapping[str, Sequence[Any]] = field(default_factory=dict)
    # Fresh processes per profile. Every timed comparison needs at least three, so that its
    # interval covers the process-to-process spread (stats.ratio); an experiment that measures
    # only what exists once per run (a cold compile) may ask for one.
    replicates: Mapping[str, int] = field(default_factory=lambda: {"default": 3, "quick": 3})
    skip: SkipRule | None = None
    # Grid points measured by the first process only: what they measure exists once per run (a
    # cold compile into an empty cache, a sweep of first compiles), so a later process, finding
    # warm caches, would measure something else. They rest on one sample, and their rows say so.
    first_process_only: Callable[[Mapping[str, Any]], bool] | None = None
    references: tuple[Reference, ...] = ()
    summary: str = ""
    # The longest one grid point may run before its worker is ended (the point is recorded as
    # failed and the next one runs); `measure --point-timeout` overrides it for every experiment.
    point_timeout_s: float = 900.0
    # The profiles a plain `measure` runs it in; `--only <id>` runs it in any. An experiment too
    # costly for the default profile's time budget leaves "default" out and says so in the log.
    profiles: tuple[str, ...] = PROFILES
    # What a grid point measures beyond the experiment's own code, per parameter: its value -> a
    # hash of the definition that value names (a model of experiments/models). Part of that point's
    # key alone, so adding or changing one model leaves every other point's measurement valid.
    uses: Mapping[str, Callable[[Any], str]] = field(default_factory=dict)
    # Metrics its page charts besides speedup and latency (a result that is not a timing).
    charts: tuple[Chart, ...] = ()
    # What it contributes to the report-wide figures (generator.summary: evidence over several experiments).
    evidence: tuple[Evidence, ...] = ()
    # What it is to the rest of the report (ROLES).
    roles: tuple[str, ...] = ()
    # The profiles whose grid is measured in shards (generator shard); None: in one job.
    sharding: Sharding | None = None

    def __post_init__(self) -> None:
        if not _ID.match(self.id):
            raise SpecError(f"spec id {self.id!r}: use lower_snake_case (letters, digits, _)")
        if not _SECTION.match(self.section):
            raise SpecError(f"spec {self.id}: section {self.section!r} must look like '§2'")
        if (not self.claims and USER_MODELS not in self.roles) or not all(_CLAIM.match(c) for c in self.claims):
            raise SpecError(f"spec {self.id}: claims {self.claims!r} must be ids like 'C3' (none only for the "
                            f"role {USER_MODELS!r})")
        if not self.params:
            raise SpecError(f"spec {self.id}: params is empty; give at least one parameter")
        for name, values in {**self.params, **self.quick, **self.full}.items():
            if isinstance(values, (str, bytes)) or not isinstance(values, Sequence) or not values:
                raise SpecError(f"spec {self.id}: parameter {name!r} needs a non-empty list")
        for profile, overrides in (("quick", self.quick), ("full", self.full)):
            unknown = set(overrides) - set(self.params)
            if unknown:
                raise SpecError(f"spec {self.id}: {profile} names unknown parameters {sorted(unknown)}")
        if set(self.uses) - set(self.params):
            raise SpecError(f"spec {self.id}: uses names unknown parameters {sorted(set(self.uses) - set(self.params))}")
        if not self.profiles or set(self.profiles) - set(PROFILES):
            raise SpecError(f"spec {self.id}: profiles {self.profiles!r} must be some of {PROFILES}")
        for profile in ("default", "quick"):
            if self.replicates.get(profile, 0) < 1:
                raise SpecError(f"spec {self.id}: replicates[{profile!r}] must be >= 1")
        self._check_declarations()

    def _check_declarations(self) -> None:
        """Charts, evidence and roles are typed records: a misspelled one is an error, not ignored."""
        if not all(isinstance(c, Chart) and c.metric and c.title for c in self.charts):
            raise SpecError(f"spec {self.id}: charts must be Chart(metric, title) records with both set")
        for e in self.evidence:
            if not isinstance(e, Evidence) or not _CLAIM.match(e.claim) or not e.name or not callable(e.chosen):
                raise SpecError(f"spec {self.id}: evidence {e!r} must be Evidence(claim id, name, description, chosen)")
        if len({e.name for e in self.evidence}) != len(self.evidence):
            raise SpecError(f"spec {self.id}: evidence names must differ")
        if set(self.roles) - set(ROLES):
            raise SpecError(f"spec {self.id}: roles {sorted(set(self.roles) - set(ROLES))} are not among {sorted(ROLES)}")
        if self.sharding is not None:
            if not isinstance(self.sharding, Sharding) or not self.sharding.profiles \
                    or set(self.sharding.profiles) - set(PROFILES):
                raise SpecError(f"spec {self.id}: sharding must be Sharding(profiles) with profiles among {PROFILES}")
            if set(self.sharding.cost_by) - set(self.params):
                raise SpecError(f"spec {self.id}: sharding.cost_by names unknown parameters "
                                f"{sorted(set(self.sharding.cost_by) - set(self.params))}")

    def replicates_for(self, profile: str) -> int:
        """Timed fresh processes for a profile; 'full' runs as many as 'default'."""
        return self.replicates["quick" if profile == "quick" else "default"]


    def grid(self, profile: str, where: Mapping[str, Sequence[str]] | None = None) -> list[dict[str, Any]]:
        """The parameter grid for a profile: the product of the values in declared order; with
        `where` (parameter -> values, as text), only the points matching it (select_points)."""
        if profile not in PROFILES:
            raise SpecError(f"unknown profile {profile!r}; choose one of {PROFILES}")
        axes = dict(self.params)
        axes.update({"quick": self.quick, "full": self.full}.get(profile, {}))
        names = list(axes)
        return select_points([dict(zip(names, combo)) for combo in itertools.product(*axes.values())], where)

    def runs_in(self, params: Mapping[str, Any], replicate: int) -> bool:
        """Whether process `replicate` (from 0) measures this grid point."""
        return replicate == 0 or self.first_process_only is None or not self.first_process_only(params)

    def skip_reason(self, params: Mapping[str, Any], device: str) -> str | None:
        """Why this grid point cannot run on this device, or None when it can."""
        return self.skip(params, device) if self.skip else None


@dataclass(frozen=True)
class RunContext:
    """What an experiment's run() may know about the process it runs in."""

    device: str
    profile: str
    replicate: int
    rounds: int
    block_s: float
    capture: bool
    seed: int = 0
    # The device's ceilings measured at the start of this process (see measure.device_peaks):
    # copy_gbps, and matmul_tflops_<dtype>; empty when they could not be measured.
    peaks: Mapping[str, float] = field(default_factory=dict)
    # A directory of this experiment's own, kept across the processes of one measure run and
    # emptied before its first: state that the first process fills cold and later processes
    # reuse warm (e.g. a private compile cache). Empty when the caller gives none.
    state_dir: str = ""
    # False in the capture process on CUDA (see processes_for): it compiles cold,
    # keeps traces and profiles kernels, and its timings are left out (measure.compare returns
    # NaN samples there, so anything derived from them is NaN and dropped by the worker).
    timed: bool = True

    @property
    def is_cuda(self) -> bool:
        return self.device == "cuda"

    @property
    def first_timed(self) -> bool:
        """The first process of its experiment that times, where a figure taken once per run is
        taken. On CUDA an experiment with several timed processes starts with a capture process
        (processes_for), and one with a single process times in it."""
        return self.timed and self.replicate == (1 if self.is_cuda and self.replicate > 0 else 0)


def processes_for(timed: int, device: str) -> int:
    """Fresh processes that give `timed` timed ones on this device.

    On CUDA the first process of an experiment with several is a capture process: it compiles
    into empty caches (the cold compile times), keeps the structured traces and profiles the
    kernels, and times nothing. The CUDA profiler leaves CUPTI attached when it ends, which is
    known to slow later kernel launches of the process (pytorch/pytorch#144455), and a first
    process that timed was seen slower than the later ones on the H200 at most points. The CPU
    profiles nothing, so there the first process times too.
    """
    return timed + 1 if device == "cuda" and timed > 1 else timed


def untimed_first(timed: int, device: str) -> bool:
    """Whether process 0 of an experiment with `timed` timed processes is a capture process."""
    return processes_for(timed, device) > timed


def select_points(grid: Sequence[Mapping[str, Any]], where: Mapping[str, Sequence[str]] | None) -> list[dict[str, Any]]:
    """The grid points whose every parameter named in `where` has one of its values (compared as
    text, as they are typed on a command line); all of them without `where`."""
    if not where:
        return [dict(p) for p in grid]
    return [dict(p) for p in grid if all(str(p.get(k)) in {str(v) for v in vs} for k, vs in where.items())]


def picked_points(grid: Sequence[Mapping[str, Any]],
                  picked: Sequence[Mapping[str, str]] | None) -> list[dict[str, Any]]:
    """The grid points that match any of `picked` (each names one value per parameter, compared as
    text: measure --point); all of them where none is picked."""
    if not picked:
        return [dict(p) for p in grid]
    return [dict(p) for p in grid if any(all(str(p.get(k)) == str(v) for k, v in one.items()) for one in picked)]


# The grid points a measure runs, per experiment: id -> those points (an experiment not named: all).
Selection = Mapping[str, Sequence[Mapping[str, Any]]]


def selected_grid(spec: ExperimentSpec, profile: str, selection: Selection | None = None) -> list[dict[str, Any]]:
    """The experiment's grid in a profile, cut to the points the selection names for it (in grid order)."""
    grid = spec.grid(profile)
    if not selection or spec.id not in selection:
        return grid
    wanted = {params_key(p) for p in selection[spec.id]}
    return [p for p in grid if params_key(p) in wanted]
