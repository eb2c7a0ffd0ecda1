"""Report-wide verdicts, decided from the rows of several experiments (C24's geometric mean).

Pure functions of the merged results, like each experiment's own `verdicts`; the measure stage
stores what they return in the bundle's header.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from generator import stats
from generator.schema import ExperimentResult, Row, Verdict

# The report's small-op models: compiled in default mode, each call made of many small kernels.
# Chosen by what the model is, not by its result; large-batch and single-GEMM points are left out
# because there the matrix products, not the small ops, set the time.
SMALL_OP_MODELS: Mapping[str, tuple[str, Callable[[Mapping[str, Any]], bool]]] = {
    "one_line_speedup": ("the article's MLP + softmax, batch ≤ 1024", lambda p: p.get("batch", 0) <= 1024),
    "fusion_depth": ("stacks of linear+activation and chains of pointwise ops",
                     lambda p: p.get("family") in ("depth", "chain")),
    "training": ("train steps of an MLP and a transformer block", lambda p: True),
}
BAND = (1.5, 2.0)  # the article's figure
MEANINGFUL_GAIN = 1.10


def small_op_speedups(results: Mapping[str, ExperimentResult]) -> list[Row]:
    """The default-mode speedup rows of every small-op model in the report."""
    found = []
    for experiment_id, (_, chosen) in SMALL_OP_MODELS.items():
        result = results.get(experiment_id)
        if result is None:
            continue
        found += [r for r in result.rows if r.variant == "compiled" and r.metric == "speedup"
                  and r.status == "ok" and r.value is not None and chosen(r.params)]
    return found


def c24(results: Mapping[str, ExperimentResult]) -> Verdict:
    """C24: the geometric mean of the default-mode speedups over the small-op models."""
    rule = (f"geometric mean of the default-mode speedups of the small-op models "
            f"({'; '.join(f'{e}: {d}' for e, (d, _) in SMALL_OP_MODELS.items())}): holds within "
            f"{BAND[0]}–{BAND[1]}× (the article's figure); partly holds if at least {MEANINGFUL_GAIN}× "
            f"otherwise; does not hold below {MEANINGFUL_GAIN}×")
    rows = small_op_speedups(results)
    if not rows:
        return Verdict("C24", "not testable here", "no small-op model produced a speedup in this run "
                       "(on the CPU or when those experiments failed)", rule, "report")
    mean = stats.geomean([r.value for r in rows])
    low, high = min(rows, key=lambda r: r.value), max(rows, key=lambda r: r.value)
    measured = (f"geometric mean {mean:.3g}× over {len(rows)} grid points of "
                f"{len({r.experiment for r in rows})} experiments (lowest {low.value:.3g}× at "
                f"{low.experiment} {_where(low)}, highest {high.value:.3g}× at {high.experiment} "
                f"{_where(high)}); article: 1.5–2×")
    if BAND[0] <= mean <= BAND[1]:
        verdict = "holds"
    elif mean >= MEANINGFUL_GAIN:
        verdict = "partly holds"
    else:
        verdict = "does not hold"
    return Verdict("C24", verdict, measured, rule, "report")


def _where(row: Row) -> str:
    return ", ".join(f"{k}={v}" for k, v in row.params.items())


def report_verdicts(results: Mapping[str, ExperimentResult], device: str, release: str) -> list[Verdict]:
    """Every report-wide verdict, stamped with the device and release."""
    return [Verdict(**{**v.__dict__, "device": device, "release": release}) for v in (c24(results),)]
