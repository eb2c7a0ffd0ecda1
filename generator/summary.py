"""Report-wide verdicts, decided from the rows of several experiments (the small-op geometric mean).

Pure functions of the merged results, like each experiment's own `verdicts`; the measure stage
stores what they return in the bundle's header.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from generator import claims, stats
from generator.schema import SPEEDUP, ExperimentResult, Row, Verdict
from generator.spec import Evidence, ExperimentSpec
from generator.verdicts import banded, bounds, fmt, not_testable, verdict


@dataclass(frozen=True)
class SmallOpModel(Evidence):
    """One model of many small operations that the report-wide verdict averages over: the evidence
    a spec declares, with the experiment that holds it."""

    experiment: str = ""


# The set is declared in the specs of the experiments that hold it (ExperimentSpec.evidence), chosen
# by what a model is, not by its result: models made of many small kernels, compiled in default mode
# with no code change. Each model counts once (the geometric mean of its own points), so no grid end
# or densely sampled family outweighs the rest. Left out: large batches and single products, where
# matrix products set the time; experiments that rewrite or wrap the model, and other runs of the
# same MLP, which would count it twice (each spec's comment says what it leaves out).
def small_op_models(specs: Iterable[ExperimentSpec]) -> tuple[SmallOpModel, ...]:
    """The small-op models the specs declare as evidence for the report-wide claim, in spec order."""
    claim = claims.decided_by_report()
    return tuple(SmallOpModel(e.claim, e.name, e.description, e.chosen, spec.id)
                 for spec in specs for e in spec.evidence if e.claim == claim)


# Verdict bands on the geometric mean: [1.5, 2] holds (the article's figure, both ends in);
# at least 1.1 otherwise partly holds (a gain, but not the article's); below 1.1 does not hold.
CUTS = (1.1, 1.5, 2.0 + 1e-12)
LABELS = ("does not hold", "partly holds", "holds", "partly holds")


def small_op_speedups(results: Mapping[str, ExperimentResult], models: Sequence[SmallOpModel]) -> dict[str, list[Row]]:
    """The default-mode speedup rows of each declared small-op model that has any."""
    found: dict[str, list[Row]] = {}
    for model in models:
        result = results.get(model.experiment)
        rows = [] if result is None else [
            r for r in result.rows if r.variant == "compiled" and r.metric == SPEEDUP
            and r.status == "ok" and r.value is not None and model.chosen(r.params)]
        if rows:
            found[model.name] = rows
    return found


def geomean_row(name: str, rows: Sequence[Row]) -> Row:
    """The geometric mean of rows' speedups; its interval the geometric means of their decisive ends
    (verdicts.bounds: each row's re-run interval).

    Taking every row at its low end (and every row at its high end) together is conservative:
    the mean's interval is at least as wide as an interval of independent errors would be.
    """
    ends = [bounds(r) for r in rows]
    return Row("report", "compiled", {"model": name}, SPEEDUP, stats.geomean([r.value for r in rows]), "x",
               "geometric mean of speedups", stats.geomean([lo for lo, _ in ends]),
               stats.geomean([hi for _, hi in ends]), len(rows), better="higher")


def c24(results: Mapping[str, ExperimentResult], models: Sequence[SmallOpModel]) -> Verdict:
    """The report-wide claim (C24): the geometric mean over the declared small-op models, each counted once."""
    claim = claims.decided_by_report()
    rule = ("one value per declared small-op model, the geometric mean of its default-mode speedups "
            f"over its declared sizes ({'; '.join(f'{m.name}: {m.description}' for m in models)}), "
            "then the geometric mean over the models; its interval is the geometric mean of the rows' "
            "lower ends to that of their upper ends (each row's 95% re-run interval: where another run's mean lands). Holds if that interval lies within 1.5–2× (the "
            "article's figure); partly holds if it lies at or above 1.1× otherwise; does not hold "
            "below 1.1×; inconclusive when it straddles 1.1×, 1.5× or 2×")
    per_model = {name: geomean_row(name, rows) for name, rows in small_op_speedups(results, models).items()}
    if not per_model:
        return not_testable(claim, "no small-op model produced a speedup in this run (the experiments "
                            "that hold them were not run or failed)", rule, "report")
    mean = geomean_row("all", list(per_model.values()))
    parts = [f"{name} {fmt(row, '×')} (over {row.n} point{'s' if row.n > 1 else ''})"
             for name, row in per_model.items()]
    absent = [m.name for m in models if m.name not in per_model]
    measured = (f"geometric mean {fmt(mean, '×')} over {len(per_model)} model{'s' if len(per_model) != 1 else ''}: {'; '.join(parts)}"
                + (f"; not measured: {', '.join(absent)}" if absent else "") + "; article: 1.5–2×")
    return verdict(claim, banded(mean, CUTS, LABELS, "the geometric mean", unit="×"), measured, rule, "report")


def report_verdicts(results: Mapping[str, ExperimentResult], specs: Iterable[ExperimentSpec],
                    device: str, release: str) -> list[Verdict]:
    """Every report-wide verdict over the evidence the specs declare, stamped with the device and release."""
    found = c24(results, small_op_models(specs))
    return [Verdict(**{**found.__dict__, "device": device, "release": release})]
