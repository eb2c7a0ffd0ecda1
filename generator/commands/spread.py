"""`generator spread RUN RUN [RUN ...]`: do repeated runs of one experiment agree within their intervals?

Each RUN is a bundle of the same experiment on the same device and release, measured in its own
fresh processes (for example `measure --force --results scratch/run2`). For every grid point and
variant the command prints each run's value with its interval, how far the runs lie apart
(largest over smallest, minus one) and every ordered pair (i, j) where run i's interval misses
run j's value. It exits 1 when any pair misses, so a script can use it as a check.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator.commands.diff import resolve
from generator.render.experiment import bound
from generator.schema import LabError, Row
from generator.store import bundle as bundle_store
from generator.store.bundle import Bundle

MISSED_EXIT = 1


@dataclass(frozen=True)
class Point:
    """One grid point and variant as measured by every run."""

    params: dict[str, Any]
    variant: str
    rows: tuple[Row, ...]
    bound: str

    @property
    def apart(self) -> float:
        """Largest value over smallest, minus one."""
        values = [r.value for r in self.rows]
        return max(values) / min(values) - 1  # type: ignore[type-var,operator]

    def misses(self) -> list[tuple[int, int]]:
        """Ordered pairs (i, j), counted from 1, where run i's interval excludes run j's value."""
        return [(i + 1, j + 1) for i, j in itertools.permutations(range(len(self.rows)), 2)
                if not self.rows[i].lo <= self.rows[j].value <= self.rows[i].hi]  # type: ignore[operator]


def _same_setting(bundles: Sequence[Bundle], names: Sequence[str], experiment: str) -> None:
    settings = {(b.device_key, b.fingerprint["torch"]) for b in bundles}
    if len(settings) > 1:
        listed = "; ".join(f"{n}: {b.device_key}, torch {b.fingerprint['torch']}" for n, b in zip(names, bundles))
        raise LabError(f"the runs differ in device or release ({listed}); spread compares runs of one "
                       "setting, `generator diff` compares settings")
    methods = {(b.header.get("profile"), e.source_hash, e.replicates)
               for b in bundles if (e := b.experiments.get(experiment)) is not None}
    if len(methods) > 1:
        listed = "; ".join(f"{n}: profile {b.header.get('profile')}, source {e.source_hash}, {e.replicates} processes"
                           for n, b in zip(names, bundles) if (e := b.experiments.get(experiment)) is not None)
        raise LabError(f"the runs measured {experiment!r} differently ({listed}); measure them alike to compare")


def points(bundles: Sequence[Bundle], names: Sequence[str], experiment: str, metric: str) -> list[Point]:
    """Every point and variant whose metric every run measured, with an interval, in grid order."""
    results = []
    for name, b in zip(names, bundles):
        result = b.experiments.get(experiment)
        if result is None:
            raise LabError(f"{name} has no experiment {experiment!r}; it has: {', '.join(sorted(b.experiments)) or 'none'}")
        results.append(result)
    out = []
    for row in results[0].rows:
        if row.metric != metric or row.status != "ok":
            continue
        matched = [row] + [next((r for r in res.rows if r.metric == metric and r.variant == row.variant
                                 and r.params == row.params and r.status == "ok"), None) for res in results[1:]]
        if any(r is None or r.value is None or r.lo is None or r.hi is None for r in matched):
            continue
        out.append(Point(dict(row.params), row.variant, tuple(matched), bound(results[0].rows, dict(row.params))))  # type: ignore[arg-type]
    if not out:
        raise LabError(f"no {metric!r} row with an interval is in every run's {experiment!r}")
    return out


def table(found: Sequence[Point], names: Sequence[str], metric: str) -> str:
    """A Markdown table: one line per point, each run's value and interval, apart, misses."""
    head = ["point", "variant", "bound"] + [f"run {i + 1}" for i in range(len(names))] + ["apart", "missed by"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for p in found:
        cells = [", ".join(f"{k}={v}" for k, v in p.params.items()), p.variant, p.bound]
        cells += [f"{r.value:.4g} [{r.lo:.4g}, {r.hi:.4g}]" for r in p.rows]
        cells += [f"{p.apart:.2%}", " ".join(f"({i}, {j})" for i, j in p.misses()) or "–"]
        lines.append("| " + " | ".join(cells) + " |")
    checks = sum(len(p.rows) * (len(p.rows) - 1) for p in found)
    missed = sum(len(p.misses()) for p in found)
    spreads = sorted({r.spread for p in found for r in p.rows if r.spread})
    runs = "\n".join(f"- run {i + 1}: {n}" for i, n in enumerate(names))
    return (f"{metric} of {len(names)} runs\n\n{runs}\n\n" + "\n".join(lines) + "\n\n"
            f"Intervals: {'; '.join(spreads) or 'as stored'}. 'apart' is the largest value over the smallest, "
            "minus one; '(i, j)' means run i's interval misses run j's value.\n"
            f"{missed} of {checks} checks missed.\n")


def spread(runs: Sequence[str], *, results_dir: Path, experiment: str = "one_line_speedup",
           metric: str = "speedup") -> int:
    """Print how repeated runs agree; 1 when some run's interval misses another run's value."""
    if len(runs) < 2:
        raise LabError("spread needs at least two runs of the same experiment, e.g. results scratch/run2")
    paths = [resolve(r, results_dir) for r in runs]
    bundles = [bundle_store.read(p) for p in paths]
    names = [str(p) for p in paths]
    _same_setting(bundles, names, experiment)
    found = points(bundles, names, experiment, metric)
    sys.stdout.write(table(found, names, metric))
    measured = {(r.variant, str(sorted(r.params.items()))) for r in bundles[0].experiments[experiment].rows
                if r.metric == metric}
    if len(measured) > len(found):
        sys.stdout.write(f"{len(measured) - len(found)} point(s) left out: failed or without an interval in some run.\n")
    return MISSED_EXIT if any(p.misses() for p in found) else 0
