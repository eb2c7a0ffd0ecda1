"""`generator shard`: split a profile's grid into shards of about equal measured cost, one job each.

The experiment sharded is the one whose spec declares the profile sharded (its module's SHARDING), or the one
`--only` names. What each point costs comes from every bundle under the results directory that
measured the experiment in that profile (generator.shards says how). Each shard is printed with
its points and the arguments that measure exactly them: `--point` once per point, which selects any
set of points (`--points` selects a cross-product of values, which a shard is not). With `--json`,
the shards as a GitHub Actions matrix (`{"include": [...]}`), one entry per shard.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from generator import shards as sharding
from generator.runner import discovery
from generator.schema import LabError
from generator.store import bundle as bundle_store
from generator.store.bundle import BundleError


# How many points each basis costed, as the head line says it.
BASES = {sharding.MEASURED: "by their processes' seconds",
         sharding.COMPILE_ROWS: "by the compile seconds in their rows",
         sharding.SKIPPED: "skipped where measured (0 s)",
         sharding.ESTIMATED: "estimated, never measured completely",
         sharding.STOPPED: "at least the time jobs stopped inside them ran them (never finished)"}


@dataclass(frozen=True)
class Plan:
    """An experiment's grid in one profile, dealt into shards."""

    experiment: str
    profile: str
    costs: list[sharding.Cost]
    shards: list[sharding.Shard]
    names: list[str]  # the parameters a point is named by (shards.naming)
    sources: list[str]  # the bundles whose results gave costs

    def measure_args(self, shard: sharding.Shard) -> list[str]:
        """`generator measure` arguments that select exactly the shard's points."""
        picked = [a for c in shard.points for a in ("--point", sharding.point_arg(c.params, self.names))]
        return ["--only", self.experiment, "--profile", self.profile, *picked]

    def make_line(self, shard: sharding.Shard) -> str:
        """The `make measure` command of the shard (POINT= takes each point as a word)."""
        points = " ".join(sharding.point_arg(c.params, self.names) for c in shard.points)
        return f'make measure ONLY={self.experiment} PROFILE={self.profile} POINT="{points}"'


def chosen(experiments: Sequence[discovery.Experiment], profile: str, only: str | None) -> discovery.Experiment:
    """The experiment to shard: `only`, else the one whose spec declares the profile sharded."""
    if only:
        found = [e for e in experiments if e.id == only]
        if not found:
            raise LabError(f"--only {only}: no such experiment; known: {', '.join(sorted(e.id for e in experiments))}")
        return found[0]
    declared = [e for e in experiments if e.sharding and profile in e.sharding.profiles]
    if len(declared) != 1:
        named = ", ".join(e.id for e in declared) or "none"
        raise LabError(f"--profile {profile}: {len(declared)} experiments declare it sharded ({named}); "
                       "name one with --only ID")
    return declared[0]


def plan_shards(*, results_dir: Path, profile: str, shards: int, only: str | None = None) -> Plan:
    """The experiment's grid in the profile, its points' costs from the bundles under results_dir, and the shards."""
    experiment = chosen(discovery.discover(), profile, only)
    grid = experiment.spec.grid(profile)
    measured, sources = [], []
    for path in sorted(p.parent for p in Path(results_dir).rglob("bundle.json")):
        if any(part.startswith(".") for part in path.relative_to(results_dir).parts):
            continue  # the remains of an interrupted write
        try:
            bundle = bundle_store.read(path, partial=True)
        except BundleError as exc:
            print(f"warning: left out: {exc}", file=sys.stderr)
            continue
        result = bundle.experiments.get(experiment.id)
        if result is not None and bundle.profile_of(result) == profile:
            measured.append(sharding.point_costs(result))
            sources.append(path.relative_to(results_dir).as_posix())
    cost_by = experiment.sharding.cost_by if experiment.sharding else ()
    costs = sharding.costs(grid, measured, cost_by)
    return Plan(experiment.id, profile, costs, sharding.assign(costs, shards), sharding.naming(grid), sources)


def text(found: Plan, index: int | None = None) -> str:
    """The shards as the command prints them: a head, then per shard its points and its command."""
    counts = Counter(c.basis for c in found.costs)
    bases = ", ".join(f"{counts[b]} {BASES[b]}" for b in BASES if counts[b])
    total = sum(c.seconds for c in found.costs)
    lines = [f"{found.experiment}, profile '{found.profile}': {len(found.costs)} grid points in {len(found.shards)} "
             f"shards, about {total:,.0f} s in all",
             f"points costed from {len(found.sources)} bundle{'s' if len(found.sources) != 1 else ''} of the profile"
             + (f" ({', '.join(found.sources)})" if found.sources else "") + f": {bases}"]
    for shard in found.shards:
        if index is not None and shard.index != index:
            continue
        lines += ["", f"shard {shard.index}/{len(found.shards)}: {len(shard.points)} points, about "
                  f"{shard.seconds:,.0f} s"]
        lines += [f"  {c.seconds:8,.0f} s  {sharding.point_arg(c.params, found.names)}  ({c.why})"
                  for c in shard.points]
        lines.append("  " + found.make_line(shard))
    return "\n".join(lines)


def matrix(found: Plan, index: int | None = None) -> dict:
    """The shards as a GitHub Actions matrix: one entry per shard, with what its job measures."""
    return {"include": [
        {"name": f"{found.profile}-{s.index}of{len(found.shards)}", "shard": s.index, "shards": len(found.shards),
         "only": found.experiment, "profile": found.profile, "seconds": round(s.seconds),
         "points": " ".join(sharding.point_arg(c.params, found.names) for c in s.points),
         "args": found.measure_args(s)}
        for s in found.shards if index is None or s.index == index]}


def shard(*, results_dir: Path, profile: str, shards: int, index: int | None = None, only: str | None = None,
          as_json: bool = False) -> int:
    """Print the shards of the profile's grid (or shard `index` alone), as text or a JSON matrix."""
    if index is not None and not 1 <= index <= shards:
        raise LabError(f"--index {index}: shards are numbered 1 to {shards}")
    found = plan_shards(results_dir=results_dir, profile=profile, shards=shards, only=only)
    print(json.dumps(matrix(found, index)) if as_json else text(found, index))
    return 0
