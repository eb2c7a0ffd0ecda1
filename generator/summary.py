"""Report-wide evidence: the small-op models' geometric mean, a figure over several experiments' rows.

The claim it speaks to (C24, the registry's `report_figure_claim`) is decided by the real-model
suite alone, on accuracy-checked real models. Beside that verdict the report shows what the
article's own kind of model gives: the synthetic small-op models the specs declare, inference
only, each point counted only where its compiled output passed the accuracy check its spec names
(Evidence.gate). It is a figure, not a second verdict: a page shows it next to the claim, with
where it lies against the article's band.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from generator import claims, stats
from generator.schema import SPEEDUP, ExperimentResult, Row, find_row
from generator.spec import Evidence, ExperimentSpec
from generator.verdicts import banded, bounds, fmt


@dataclass(frozen=True)
class SmallOpModel(Evidence):
    """One model of many small operations that the report-wide figure averages over: the evidence
    a spec declares, with the experiment that holds it."""

    experiment: str = ""


@dataclass(frozen=True)
class Figure:
    """A report-wide figure shown beside a claim's verdicts: what it measured, how it is computed,
    and where it lies against the article's figure (a reading, not a verdict)."""

    claim: str
    measured: str
    rule: str
    reading: str  # e.g. "below 1.1×", "within the article's 1.5–2×", "straddles 1.5×"
    device: str = ""
    release: str = ""


# The set is declared in the specs of the experiments that hold it (ExperimentSpec.evidence), chosen
# by what a model is, not by its result: models made of many small kernels, compiled in default mode
# with no code change, inference only. Each model counts once (the geometric mean of its own points),
# so no grid end or densely sampled family outweighs the rest.
def small_op_models(specs: Iterable[ExperimentSpec]) -> tuple[SmallOpModel, ...]:
    """The small-op models the specs declare as evidence for the report-wide figure, in spec order."""
    claim = claims.report_figure_claim()
    return tuple(SmallOpModel(e.claim, e.name, e.description, e.chosen, e.gate, spec.id)
                 for spec in specs for e in spec.evidence if e.claim == claim)


# Where the mean lies against the article's figure: [1.5, 2] is the article's band (both ends in);
# at least 1.1 a gain short of or beyond it; below 1.1 no meaningful gain.
CUTS = (1.1, 1.5, 2.0 + 1e-12)
READINGS = ("below 1.1× (no meaningful gain)", "a gain, outside the article's 1.5–2×",
            "within the article's 1.5–2×", "a gain, outside the article's 1.5–2×")


def _passed(rows: Sequence[Row], gate: str, params: Mapping[str, object]) -> bool:
    """Whether the compiled output passed the gate's accuracy flag at this point (no gate: True)."""
    if not gate:
        return True
    flag = find_row(rows, "compiled", gate, **params)
    return flag is not None and flag.value is not None and flag.value >= 1


def small_op_speedups(results: Mapping[str, ExperimentResult],
                      models: Sequence[SmallOpModel]) -> tuple[dict[str, list[Row]], dict[str, int]]:
    """The default-mode speedup rows of each declared small-op model that passed its gate, and per
    model how many of its measured points the gate left out."""
    found: dict[str, list[Row]] = {}
    gated: dict[str, int] = {}
    for model in models:
        result = results.get(model.experiment)
        rows = [] if result is None else [
            r for r in result.rows if r.variant == "compiled" and r.metric == SPEEDUP
            and r.status == "ok" and r.value is not None and model.chosen(r.params)]
        kept = [r for r in rows if result is not None and _passed(result.rows, model.gate, r.params)]
        if len(kept) < len(rows):
            gated[model.name] = len(rows) - len(kept)
        if kept:
            found[model.name] = kept
    return found, gated


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


def small_op_mean(results: Mapping[str, ExperimentResult], models: Sequence[SmallOpModel]) -> Figure | None:
    """The geometric mean over the declared small-op models, each counted once; None where none was measured."""
    claim = claims.report_figure_claim()
    rule = ("one value per declared small-op model, the geometric mean of its default-mode inference speedups "
            f"over its declared sizes ({'; '.join(f'{m.name}: {m.description}' for m in models)}), a point "
            "counting only where its compiled output passed the accuracy check its experiment records; then the "
            "geometric mean over the models; its interval is the geometric mean of the rows' lower ends to that "
            "of their upper ends (each row's 95% re-run interval). Read against the article's 1.5–2×")
    found, gated = small_op_speedups(results, models)
    per_model = {name: geomean_row(name, rows) for name, rows in found.items()}
    if not per_model:
        return None
    mean = geomean_row("all", list(per_model.values()))
    parts = [f"{name} {fmt(row, '×')} (over {row.n} point{'s' if row.n > 1 else ''}"
             + (f"; {gated[name]} left out by the accuracy check" if name in gated else "") + ")"
             for name, row in per_model.items()]
    absent = [m.name for m in models if m.name not in per_model]
    measured = (f"geometric mean {fmt(mean, '×')} over {len(per_model)} small-op model"
                f"{'s' if len(per_model) != 1 else ''}: {'; '.join(parts)}"
                + (f"; not counted: {', '.join(absent)}" if absent else "") + "; article: 1.5–2×")
    found = banded(mean, CUTS, READINGS, "the geometric mean", unit="×")
    return Figure(claim, measured, rule, found.note.removeprefix("inconclusive: ") if found.note else found.outcome)


def report_figures(results: Mapping[str, ExperimentResult], specs: Iterable[ExperimentSpec],
                   device: str, release: str) -> list[Figure]:
    """Every report-wide figure over the evidence the specs declare, stamped with the device and release."""
    found = small_op_mean(results, small_op_models(specs))
    return [] if found is None else [Figure(found.claim, found.measured, found.rule, found.reading, device, release)]
