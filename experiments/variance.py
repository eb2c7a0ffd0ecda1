"""§5 run-to-run spread of headline numbers on one release: within a process and across processes.

Every replicate is a fresh process measuring the same cases: the article's MLP with weights
drawn once, eager against compiled (default mode), at a launch-bound batch (64) and a larger
one (4096). Within a process, the spread is that of the interleaved rounds; across processes,
each process contributes one median per variant and one speedup (ratio of its medians), and the
merge turns those per-process values into one value with its interval over processes (the
95% process interval for the medians, which are times; the range for the speedup). This gives
the noise floor a change between releases must clear to be seen; the change itself comes from
comparing two releases' bundles (the Changes page), so C23 is not testable on one release.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

import torch

from experiments.models import mlp
from generator.runner import measure
from generator.schema import Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import bounds, find, fmt, not_testable, why_missing

PROCESS_METRICS = (("eager", "process_median_ms"), ("compiled", "process_median_ms"),
                   ("compiled", "process_speedup"))

SPEC = ExperimentSpec(
    id="variance",
    title="Run-to-run spread on one release",
    section="§5",
    claims=("C23",),
    roles=("process_spread",),
    params={"batch": [64, 4096]},
    quick={"batch": [64, 256]},
    # The point of this experiment: the same cases in several fresh processes.
    replicates={"default": 5, "quick": 3},
    summary=(
        "The article's MLP (four linear+ReLU layers of width 512 and a softmax, weights drawn "
        "once), eager against `torch.compile` in its default mode, measured again in every fresh "
        "process (timed in 5 on the GPU, after the capture process that compiles and profiles; 3 on "
        "the CPU). Within one process: the relative interquartile "
        "range of the interleaved rounds. Across processes: each process's median per variant "
        "and its speedup (ratio of its medians), shown with their interval over processes. One "
        "release gives only this noise floor; how far numbers move between releases is on the "
        "Changes page."
    ),
)


def _rel_iqr(values: Sequence[float]) -> float:
    """Interquartile range over the median: the spread of single rounds."""
    q1, q2, q3 = statistics.quantiles(values, n=4, method="inclusive")
    return (q3 - q1) / q2


def run(ctx: RunContext, *, batch: int) -> Outcome:
    """Compile, time eager against compiled in interleaved rounds, keep per-process summaries."""
    torch.manual_seed(ctx.seed)
    x = torch.randn(batch, mlp.FEATURES, device=ctx.device)
    fn = mlp.fixed_weights(ctx.device)
    compiled = torch.compile(fn)
    first = measure.first_call(compiled, x, ctx=ctx)
    metrics = first.metrics("compiled")
    latency = measure.compare({"eager": lambda: fn(x), "compiled": lambda: compiled(x)}, ctx, baseline="eager")
    eager, comp = latency.samples["eager"], latency.samples["compiled"]
    stat = "this process's rounds"
    for variant, samples in latency.samples.items():
        metrics.append(Metric(variant, "process_median_ms", statistics.median(samples) * 1e3, "ms", stat))
        metrics.append(Metric(variant, "within_rel_iqr", _rel_iqr(samples), "ratio", stat))
    # Rounds were interleaved, so round r of each variant saw the same conditions: pair them.
    per_round = [e / c for e, c in zip(eager, comp)]
    metrics += [
        Metric("compiled", "process_speedup", statistics.median(eager) / statistics.median(comp), "x",
               "ratio of this process's medians"),
        Metric("compiled", "within_speedup_rel_iqr", _rel_iqr(per_round), "ratio", "paired rounds"),
    ]
    artifacts = {"output_code.py": "\n\n".join(first.code)} if first.code else {}
    return Outcome(metrics, [latency], [], artifacts)


# --- verdicts: pure functions of the merged rows -------------------------------------------

ARTICLE_MOVE = 0.10  # the article: results can move ±10% after an upgrade
MIN_PROCESSES = 3
WHY = ("the claim is about how far results move between two PyTorch releases, and this bundle "
       "holds one release: the Changes page of a device measured on two releases decides it")


def _half_range(row: Row) -> float:
    """Half the width of the row's interval over processes, relative to its value: the ± of a re-run."""
    lo, hi = bounds(row)
    return (hi - lo) / 2 / row.value  # type: ignore[operator]


def _c23(rows: Sequence[Row]) -> Verdict:
    rule = (
        "not testable on one release: the claim is about the change between two releases, which "
        "the Changes page of a device measured on both decides. Reported here: the noise floor "
        "such a change must clear, the spread over fresh processes (half the width of the "
        "interval over processes, relative to the value) of each process's eager median, "
        "compiled median and speedup per case, beside "
        f"the article's ±{ARTICLE_MOVE * 100:.0f}%; it needs at least {MIN_PROCESSES} processes"
    )
    batches = sorted({r.params["batch"] for r in rows if "batch" in r.params and r.status == "ok"})
    cases = [text for batch in batches if (text := _case(rows, batch)) is not None]
    if cases:
        spread = "; ".join(cases) + f" (article: ±{ARTICLE_MOVE * 100:.0f}% after an upgrade)"
    else:
        spread = _why_no_spread(rows)
    return not_testable("C23", f"{WHY}. Run-to-run spread on this release: {spread}", rule, SPEC.id)


def _case(rows: Sequence[Row], batch: int) -> str | None:
    """The spread over processes of one case, described; None if unusable."""
    found = {key: find(rows, key[0], key[1], batch=batch) for key in PROCESS_METRICS}
    usable = [r for r in found.values() if r is not None]
    if len(usable) < len(found) or min(r.n for r in usable) < MIN_PROCESSES:
        return None
    spread = {key: _half_range(r) for key, r in found.items() if r is not None}
    speedup = found["compiled", "process_speedup"]
    return (f"batch {batch} over {min(r.n for r in usable)} processes: speedup {fmt(speedup, '×')} "
            f"(±{spread['compiled', 'process_speedup'] * 100:.1f}%), "
            f"eager median ±{spread['eager', 'process_median_ms'] * 100:.1f}%, "
            f"compiled median ±{spread['compiled', 'process_median_ms'] * 100:.1f}%")


def _why_no_spread(rows: Sequence[Row]) -> str:
    counts = [r.n for r in rows if r.metric == "process_speedup" and r.status == "ok"]
    if counts and max(counts) < MIN_PROCESSES:
        return f"measured in {max(counts)} process(es); the spread over processes needs at least {MIN_PROCESSES}"
    return why_missing(rows, metric="process_speedup")


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C23 from this experiment's merged rows."""
    return [_c23(rows)]
