"""Shards of a grid too large for one job (`generator shard`): each about equal in measured cost.

What a grid point costs is read from results that measured it in the same profile: the seconds
its processes spent on it, which a point records since measure kept them (`seconds`); for a point
of an older bundle, the compile seconds its rows record (each compile row's value times the
processes it was measured in: the cold compile of the capture process, the warm compiles of the
timed ones), which leave out its timing rounds; a skipped point costs nothing. A point no result
measured completely is estimated as the mean of the measured points sharing its values of the
spec's `Sharding.cost_by` parameters. Points are then dealt out by longest processing time first
(the costliest to the shard with the least so far), which is deterministic: ties go by grid order
and shard number. Pure functions of plain data; the command reads the bundles.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from generator.schema import PROFILES, ExperimentResult, LabError, SpecError, params_key
from generator.spec import ExperimentSpec
from generator.store.results import complete
from generator.store.journal import first_process_stops, stopped_seconds

MEASURED, COMPILE_ROWS, SKIPPED, ESTIMATED = "measured", "compile rows", "skipped", "estimated"
STOPPED = "stopped"  # never finished: at least the time jobs ran its first process before stopping it
COMPILE = "compile"  # the kind of a compile time's rows (schema.KINDS)
SAID = {MEASURED: "its processes' seconds", COMPILE_ROWS: "compile seconds in its rows, timing rounds left out",
        SKIPPED: "skipped where measured", STOPPED: "at least the time stopped jobs ran it, never finished"}


@dataclass(frozen=True)
class Sharding:
    """How an experiment's grid too large for one job is measured in shards (generator shard), one
    job each, combined afterwards: in which profiles, and what a point never measured is taken to
    cost. An experiment module declares it as SHARDING = Sharding(...) beside its SPEC: how a grid
    is split into jobs changes no measurement, so the declaration is in neither half of the
    module's hashes (runner.versions.SCHEDULE_NAMES) and adding it re-measures nothing."""

    profiles: tuple[str, ...]
    # A point that no bundle measured costs the mean of the measured points sharing its values of
    # these parameters (all measured points where none is named).
    cost_by: tuple[str, ...] = ()

    def check(self, spec: ExperimentSpec) -> None:
        """A one-line SpecError where the declaration names a profile or a parameter the spec lacks."""
        if not self.profiles or set(self.profiles) - set(PROFILES):
            raise SpecError(f"{spec.id}: SHARDING must be Sharding(profiles) with profiles among {PROFILES}")
        if set(self.cost_by) - set(spec.params):
            raise SpecError(f"{spec.id}: SHARDING.cost_by names unknown parameters "
                            f"{sorted(set(self.cost_by) - set(spec.params))}")


@dataclass(frozen=True)
class Cost:
    """What measuring one grid point is taken to cost, and what that rests on."""

    params: Mapping[str, Any]
    seconds: float
    basis: str  # MEASURED, COMPILE_ROWS, SKIPPED or ESTIMATED
    why: str  # how it was found, as the command prints it


@dataclass(frozen=True)
class Shard:
    """One shard: its number (from 1) and its points in grid order."""

    index: int
    points: tuple[Cost, ...]

    @property
    def seconds(self) -> float:
        return sum(c.seconds for c in self.points)


def point_costs(result: ExperimentResult) -> dict[str, tuple[float, str]]:
    """What each point the result holds complete cost to measure (params_key -> seconds, basis)."""
    compiled: dict[str, float] = defaultdict(float)
    for row in result.rows:
        if row.kind == COMPILE and row.unit == "s" and row.status == "ok" and row.value is not None:
            compiled[params_key(row.params)] += float(row.value) * max(int(row.n or 1), 1)
    found = {}
    for point in result.points:
        key = params_key(point["params"])
        stopped = stopped_seconds(first_process_stops(point))  # what earlier jobs ran of its cold compile
        if not complete(point):  # failed or cut short: what it cost says nothing of a whole measurement,
            if stopped and point.get("cut") and not point["cut"].get("processes"):  # but a stopped one's floor
                found[key] = (stopped, STOPPED)
            continue
        if point["status"] == "skipped":
            found[key] = (0.0, SKIPPED)
        elif point.get("seconds"):
            found[key] = (float(point["seconds"]) + stopped, MEASURED)
        elif key in compiled:
            found[key] = (compiled[key], COMPILE_ROWS)
    return found


def costs(grid: Sequence[Mapping[str, Any]], measured: Sequence[Mapping[str, tuple[float, str]]],
          cost_by: Sequence[str] = ()) -> list[Cost]:
    """Each grid point's cost: the mean over the results that measured it (point_costs), else the
    mean of the measured points sharing its cost_by values, else of all measured points, else 1 s
    (nothing measured: equal shares). Skipped points take no part in an estimate."""
    seen: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for found in measured:
        for key, cost in found.items():
            seen[key].append(cost)
    known = {params_key(p): _mean_of(p, seen[params_key(p)]) for p in grid if seen.get(params_key(p))}
    ran = [(p, known[params_key(p)].seconds) for p in grid
           if params_key(p) in known and known[params_key(p)].basis not in (SKIPPED, STOPPED)]
    out = []
    for params in grid:
        floor = known.get(params_key(params))
        if floor is not None and floor.basis != STOPPED:
            out.append(floor)
            continue
        alike = [s for p, s in ran if all(p.get(k) == params.get(k) for k in cost_by)]
        named = ", ".join(f"{k}={params.get(k)}" for k in cost_by)
        pool, said = (alike, f"with {named}") if alike else ([s for _, s in ran], "of every parameter value")
        seconds = sum(pool) / len(pool) if pool else 1.0
        why = (f"mean of {len(pool)} measured point{'s' if len(pool) != 1 else ''} {said}" if pool
               else "nothing measured")
        if floor is not None and floor.seconds > seconds:  # stopped jobs ran it longer than the estimate
            out.append(floor)
            continue
        out.append(Cost(dict(params), seconds, ESTIMATED, why + (f"; {floor.seconds:.0f} s {SAID[STOPPED]}"
                                                                 if floor is not None else "")))
    return out


def _mean_of(params: Mapping[str, Any], found: Sequence[tuple[float, str]]) -> Cost:
    """One point's cost: the mean over the results that measured it, of those on the best basis."""
    basis = next(b for b in (MEASURED, COMPILE_ROWS, SKIPPED, STOPPED) if any(found_b == b for _, found_b in found))
    values = [s for s, b in found if b == basis]
    if basis == STOPPED:  # floors: the longest any result's stopped jobs ran it
        return Cost(dict(params), max(values), basis, SAID[basis])
    runs = f", mean of {len(values)} results" if len(values) > 1 else ""
    return Cost(dict(params), sum(values) / len(values), basis, SAID[basis] + runs)


def assign(points: Sequence[Cost], shards: int) -> list[Shard]:
    """The points dealt into `shards` shards, longest processing time first: each, costliest first
    (grid order on a tie), to the shard with the least cost so far (the lowest number on a tie).
    Every point lands in exactly one shard; each shard keeps its points in grid order."""
    if shards < 1:
        raise LabError(f"--shards {shards}: give at least 1")
    if shards > len(points):
        raise LabError(f"--shards {shards}: the grid has {len(points)} points, so a shard would hold none; "
                       f"give at most {len(points)}")
    order = sorted(range(len(points)), key=lambda i: (-points[i].seconds, i))
    held: list[list[int]] = [[] for _ in range(shards)]
    loads = [0.0] * shards
    for i in order:
        least = min(range(shards), key=lambda s: (loads[s], s))
        held[least].append(i)
        loads[least] += points[i].seconds
    return [Shard(s + 1, tuple(points[i] for i in sorted(held[s]))) for s in range(shards)]


def naming(grid: Sequence[Mapping[str, Any]]) -> list[str]:
    """The parameters a point is named by in `measure --point`: those whose value varies over the
    grid (a constant one names nothing), or every one where none varies."""
    names = list(grid[0]) if grid else []
    varying = [n for n in names if len({str(p.get(n)) for p in grid}) > 1]
    return varying or names


def point_arg(params: Mapping[str, Any], names: Sequence[str]) -> str:
    """'model=gpt2,task=infer,dtype=bf16,batch=1': the point as `measure --point` takes it."""
    for name in names:
        text = str(params[name])
        if not text or any(c in text for c in " ,="):
            raise LabError(f"{name}={text!r}: a value with a space, comma or '=' cannot be named by --point")
    return ",".join(f"{n}={params[n]}" for n in names)
