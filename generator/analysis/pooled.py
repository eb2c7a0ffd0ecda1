"""What pooling a setting's runs gives (analysis.pool computes it): per experiment, its rows and
verdicts over every run that measured it alike, and which runs those were. Plain records that the
pages read without the measuring code."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from generator.schema import Row, Verdict
from generator.summary import Figure


@dataclass(frozen=True)
class PooledExperiment:
    """One experiment's verdicts over the runs that measured it alike.

    runs: at each point (params_key), the runs pooled there, by name; left: each run that holds the
    experiment but measured it otherwise, and why; error: a rule that failed on the pooled rows.
    """

    id: str
    rows: tuple[Row, ...]
    verdicts: tuple[Verdict, ...]
    runs: Mapping[str, tuple[str, ...]]
    left: Mapping[str, str]
    error: str = ""

    @property
    def pooled(self) -> tuple[str, ...]:
        """Every run that took part at some point, in the order they were given."""
        return tuple(dict.fromkeys(n for names in self.runs.values() for n in names))

    @property
    def most(self) -> int:
        """The most runs pooled at any one point."""
        return max((len(n) for n in self.runs.values()), default=0)


@dataclass(frozen=True)
class Pooled:
    """A setting's verdicts on all its evidence, per experiment, and the report-wide figures."""

    names: tuple[str, ...]  # the runs given, the reference (published) first
    experiments: Mapping[str, PooledExperiment]
    figures: tuple[Figure, ...] = ()  # the report-wide figures over the pooled rows (generator.summary)

    def verdicts(self) -> list[Verdict]:
        """Every pooled verdict, experiment by experiment."""
        return [v for e in self.experiments.values() for v in e.verdicts]

    def by_claim(self) -> dict[str, list[Verdict]]:
        """Each claim's pooled verdicts, one per deciding experiment, in experiment order."""
        out: dict[str, list[Verdict]] = {}
        for v in self.verdicts():
            out.setdefault(v.claim, []).append(v)
        return out


def settle(grow: float | None, runs: int) -> str:
    """What would settle an inconclusive verdict resting on `runs` runs: about how many more runs of
    the same code, if the values stayed where they are (Verdict.grow)."""
    if grow is None or not math.isfinite(grow):
        return ("more runs alone would not settle it (a value on its threshold, a count, or a part this device "
                "cannot measure)")
    more = max(math.ceil(runs * grow) - runs, 1)
    if more > PRACTICAL_RUNS:
        return (f"its value lies too close to its threshold for more runs to settle it in practice (about {more} "
                f"more runs of this code, {grow:.0f}× the evidence of its {runs} run{'s' if runs != 1 else ''})")
    return (f"about {more} more run{'s' if more != 1 else ''} of this code would settle it ({grow:.1f}× the "
            f"evidence of its {runs} run{'s' if runs != 1 else ''}), if the values stayed where they are")


PRACTICAL_RUNS = 100  # more runs than anyone would measure to settle one claim
