"""The real-model suite's summary: geometric-mean speedups over the models that pass their check.

Pure functions of the suite's merged rows (imports no torch), shared by its verdicts, its page
and the release diff; the suite is the experiment whose spec declares the role REAL_MODEL_SUITE.
Like PyTorch's compiler dashboard, a mean counts only models that passed the accuracy check;
between two bundles, only models that passed in both.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from generator import summary
from generator.schema import SPEEDUP, ExperimentResult, Row
from generator.spec import REAL_MODEL_SUITE
from generator.verdicts import find, fmt

def is_suite(result: ExperimentResult) -> bool:
    """Is this result the real-model suite's (its spec declared the role)?"""
    return REAL_MODEL_SUITE in result.roles


def find_suite(results: Mapping[str, ExperimentResult]) -> ExperimentResult | None:
    """The real-model suite's result among a bundle's, or None when it holds none."""
    return next((r for r in results.values() if is_suite(r)), None)


@dataclass(frozen=True)
class Mean:
    """The geometric-mean speedup of one variant, task, dtype and batch over the models counted."""

    variant: str
    task: str
    dtype: str
    batch: int
    value: float
    lo: float  # the report's C24 interval: geometric means of the models' lower and upper ends
    hi: float
    models: tuple[str, ...]  # the models it rests on
    failing: tuple[str, ...]  # measured but failed the accuracy check: left out
    compile_s: float | None  # mean cold (or first) compile time over those models
    memory_ratio: float | None  # geometric mean of peak memory compiled / eager
    experiment: str = ""  # the experiment its rows came from

    @property
    def point(self) -> tuple[str, str, str, int]:
        return self.variant, self.task, self.dtype, self.batch


def passes(rows: Sequence[Row], variant: str, **params: object) -> bool | None:
    """Did the variant pass its accuracy check at these parameters (None: no check recorded)?"""
    flag = find(rows, variant, "accuracy_pass", **params)
    return None if flag is None else bool(flag.value)


def models(rows: Sequence[Row]) -> list[str]:
    """The models the rows name, in the order they first appear."""
    return list(dict.fromkeys(str(r.params["model"]) for r in rows if "model" in r.params))


def means(rows: Sequence[Row], suite: Sequence[str] | None = None) -> list[Mean]:
    """The geometric mean per variant, task, dtype and batch over the suite's models (default: every
    model the rows name) that passed the accuracy check there.

    Its interval is the report's C24 interval (summary.geomean_row): the geometric means of the
    models' lower and of their upper ends, so a shift every model of a run shares is not averaged away.
    """
    names = list(suite) if suite is not None else models(rows)
    out = []
    keys = sorted({(r.variant, r.params.get("task"), r.params.get("dtype"), r.params.get("batch"))
                   for r in rows if r.metric == SPEEDUP and r.status == "ok" and r.value})
    for variant, task, dtype, batch in keys:
        where = dict(task=task, dtype=dtype, batch=batch)
        measured = {m: r for m in names if (r := find(rows, variant, SPEEDUP, model=m, **where)) is not None}
        passing = {m: r for m, r in measured.items() if passes(rows, variant, model=m, **where)}
        if not passing:
            continue
        mean = summary.geomean_row("suite", list(passing.values()))
        compiles = [r.value for m in passing for r in [find(rows, variant, "compile_cold_s", model=m, **where)
                                                       or find(rows, variant, "compile_warm_s", model=m, **where)]
                    if r is not None]
        memory = [r.value for m in passing for r in [find(rows, variant, "peak_memory_ratio", model=m, **where)]
                  if r is not None and r.value]
        out.append(Mean(str(variant), str(task), str(dtype), int(batch), float(mean.value), float(mean.lo),  # type: ignore[arg-type]
                        float(mean.hi), tuple(passing), tuple(m for m in measured if m not in passing),  # type: ignore[arg-type]
                        sum(compiles) / len(compiles) if compiles else None,  # type: ignore[arg-type]
                        float(np.exp(np.mean(np.log(memory)))) if memory else None,
                        next(iter(passing.values())).experiment))
    return out


def mean_row(mean: Mean) -> Row:
    """The mean as a row (for fmt and the verdict helpers)."""
    return Row(mean.experiment, mean.variant, {"task": mean.task, "dtype": mean.dtype, "batch": mean.batch},
               "suite_geomean_speedup", mean.value, "x", "geometric mean over passing models", mean.lo, mean.hi,
               len(mean.models))


def label(mean: Mean) -> str:
    """'compiled infer bf16 batch 32'."""
    return f"{mean.variant} {mean.task} {mean.dtype} batch {mean.batch}"


def describe(mean: Mean, suite: Sequence[str]) -> str:
    """'compiled infer bf16 batch 32: 1.31× [1.2, 1.43] over 4 of the suite's 5 models (...)'."""
    absent = [m for m in suite if m not in mean.models and m not in mean.failing]
    text = (f"{label(mean)}: {fmt(mean_row(mean), '×')} over {len(mean.models)} of the suite's "
            f"{len(suite)} models ({', '.join(mean.models)})")
    if mean.failing:
        text += f"; failing the accuracy check: {', '.join(mean.failing)}"
    if absent:
        text += f"; not measured here: {', '.join(absent)}"
    if mean.compile_s is not None:
        text += f"; mean compile {mean.compile_s:.3g} s"
    if mean.memory_ratio is not None:
        text += f"; peak memory ×{mean.memory_ratio:.3g} of eager"
    return text


@dataclass(frozen=True)
class Pair:
    """One point's suite mean in two bundles, over the models that passed in both."""

    a: Mean
    b: Mean
    left_out: tuple[str, ...]  # measured in either bundle but not passing in both


def compare(rows_a: Sequence[Row], rows_b: Sequence[Row]) -> list[Pair]:
    """Each point both bundles measured, its mean in A and B over the models that passed in both."""
    whole = {m.point: m for m in means(rows_a)}, {m.point: m for m in means(rows_b)}
    out = []
    for point in sorted(set(whole[0]) & set(whole[1])):
        a, b = whole[0][point], whole[1][point]
        both = [m for m in a.models if m in b.models]
        if not both:
            continue
        (ma,), (mb,) = ([m for m in means(rows, both) if m.point == point] for rows in (rows_a, rows_b))
        seen = dict.fromkeys([*a.models, *a.failing, *b.models, *b.failing])
        out.append(Pair(ma, mb, tuple(m for m in seen if m not in both)))
    return out
