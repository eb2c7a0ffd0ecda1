"""Report-wide verdicts, decided from the rows of several experiments (C24's geometric mean).

Pure functions of the merged results, like each experiment's own `verdicts`; the measure stage
stores what they return in the bundle's header.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from generator import stats
from generator.schema import ExperimentResult, Row, Verdict
from generator.verdicts import banded, bounds, fmt, not_testable, verdict


@dataclass(frozen=True)
class SmallOpModel:
    """One model of many small operations that C24 averages over, and the sizes that count."""

    name: str
    experiment: str
    description: str
    chosen: Callable[[Mapping[str, Any]], bool]  # which of the experiment's grid points are this model


# C24's set, declared here because ExperimentSpec has no field for it. Chosen by what a model is,
# not by its result: models made of many small kernels, compiled in default mode with no code
# change. Each model counts once (the geometric mean of its own points), so no grid end or
# densely sampled family outweighs the rest. Left out: large batches and single products, where
# matrix products set the time (one_line_speedup at batch 16384, large_gemm); the one- and
# two-layer stacks, too few ops to be "many"; the pointwise chain on a 32M-element tensor, a
# memory-bound fusion micro-benchmark (its speedup is the chain's length, up to ~56× at n=64);
# experiments that rewrite or wrap the model (graph_breaks, custom_ops, control_flow), and other
# runs of the same MLP (compile_modes, inference), which would count it twice.
SMALL_OP_MODELS: tuple[SmallOpModel, ...] = (
    SmallOpModel("mlp_softmax", "one_line_speedup",
                 "the article's MLP + softmax, both weight set-ups, batch ≤ 1024",
                 lambda p: p.get("batch", 0) <= 1024),
    SmallOpModel("linear_relu_stack", "fusion_depth", "stacks of 4 to 64 linear+ReLU layers at batch 64",
                 lambda p: p.get("family") == "depth" and p.get("n", 0) >= 4),
    SmallOpModel("mlp_train_step", "training", "a train step of the article's MLP",
                 lambda p: p.get("model") == "mlp"),
    SmallOpModel("transformer_train_step", "training", "a train step of a transformer encoder block",
                 lambda p: p.get("model") == "transformer"),
)
# Verdict bands on the geometric mean: [1.5, 2] holds (the article's figure, both ends in);
# at least 1.1 otherwise partly holds (a gain, but not the article's); below 1.1 does not hold.
CUTS = (1.1, 1.5, 2.0 + 1e-12)
LABELS = ("does not hold", "partly holds", "holds", "partly holds")


def small_op_speedups(results: Mapping[str, ExperimentResult]) -> dict[str, list[Row]]:
    """The default-mode speedup rows of each declared small-op model that has any."""
    found: dict[str, list[Row]] = {}
    for model in SMALL_OP_MODELS:
        result = results.get(model.experiment)
        rows = [] if result is None else [
            r for r in result.rows if r.variant == "compiled" and r.metric == "speedup"
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
    return Row("report", "compiled", {"model": name}, "speedup", stats.geomean([r.value for r in rows]), "x",
               "geometric mean of speedups", stats.geomean([lo for lo, _ in ends]),
               stats.geomean([hi for _, hi in ends]), len(rows), better="higher")


def c24(results: Mapping[str, ExperimentResult]) -> Verdict:
    """C24: the geometric mean over the declared small-op models, each model counted once."""
    rule = ("one value per declared small-op model, the geometric mean of its default-mode speedups "
            f"over its declared sizes ({'; '.join(f'{m.name}: {m.description}' for m in SMALL_OP_MODELS)}), "
            "then the geometric mean over the models; its interval is the geometric mean of the rows' "
            "lower ends to that of their upper ends (each row's 95% re-run interval: where another run's mean lands). Holds if that interval lies within 1.5–2× (the "
            "article's figure); partly holds if it lies at or above 1.1× otherwise; does not hold "
            "below 1.1×; inconclusive when it straddles 1.1×, 1.5× or 2×")
    per_model = {name: geomean_row(name, rows) for name, rows in small_op_speedups(results).items()}
    if not per_model:
        return not_testable("C24", "no small-op model produced a speedup in this run (the experiments "
                            "that hold them were not run or failed)", rule, "report")
    mean = geomean_row("all", list(per_model.values()))
    parts = [f"{name} {fmt(row, '×')} (over {row.n} point{'s' if row.n > 1 else ''})"
             for name, row in per_model.items()]
    absent = [m.name for m in SMALL_OP_MODELS if m.name not in per_model]
    measured = (f"geometric mean {fmt(mean, '×')} over {len(per_model)} model{'s' if len(per_model) != 1 else ''}: {'; '.join(parts)}"
                + (f"; not measured: {', '.join(absent)}" if absent else "") + "; article: 1.5–2×")
    return verdict("C24", banded(mean, CUTS, LABELS, "the geometric mean", unit="×"), measured, rule, "report")


def report_verdicts(results: Mapping[str, ExperimentResult], device: str, release: str) -> list[Verdict]:
    """Every report-wide verdict, stamped with the device and release."""
    return [Verdict(**{**v.__dict__, "device": device, "release": release}) for v in (c24(results),)]
