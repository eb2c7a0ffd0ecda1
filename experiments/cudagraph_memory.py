"""§5 CUDA graphs and device memory: the default mode against reduce-overhead, with eager for scale.

Per batch size, in one process and in this order: eager, the default mode, reduce-overhead.
Before each, every compiled graph is forgotten (CUDA-graph trees and their memory pools with
them) and the allocator's cache emptied. Two windows are counted: the first call (compile) plus
warm-up calls, which for reduce-overhead include recording the CUDA graph; then steady-state
calls after the cache is emptied again, where a CUDA graph's private pool stays reserved.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from experiments.models import mlp
from generator.runner import inductor, measure, memory, sweeps
from generator.schema import Chart, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import (INCONCLUSIVE, Fact, decide, find, fmt, known, not_testable, published, verdict,
                                why_missing)

BATCHES = (1, 64, 1024, 8192)
WARMUP_CALLS = 3  # CUDA-graph trees warm up on the first call and record on the second
STEADY_CALLS = 10
MODES = {"compiled": "default", "reduce-overhead": "reduce-overhead"}  # variant: compile mode


def _skip(params: Mapping[str, Any], device: str) -> str | None:
    """Every point needs CUDA: the counts come from the CUDA caching allocator."""
    if device != "cuda":
        return "needs CUDA: CUDA graphs and the CUDA caching allocator's counts exist only on the GPU"
    return None


SPEC = ExperimentSpec(
    id="cudagraph_memory",
    title="Device memory of CUDA graphs (reduce-overhead against default)",
    section="§5",
    claims=("C22",),
    charts=(Chart("steady_peak_reserved_bytes", "Peak reserved device memory in steady state"),
            Chart("steady_graph_pool_bytes", "Memory held by the CUDA-graph pool")),
    params={"batch": list(BATCHES)},
    quick={"batch": [1]},
    # The counts can differ between processes (the allocator's state depends on what ran before in
    # the process), so C22 rests on three. They are not timings: the capture process (processes_for:
    # on CUDA, two timed processes come with one that compiles cold first) counts as well as a
    # timed one, so two timed processes give the three at the least cost.
    replicates={"default": 2, "quick": 2},
    skip=_skip,
    summary=(
        "Four linear+ReLU layers of width 512 and a softmax (weights as parameters, no gradients), "
        "eager, compiled in the default mode and in `reduce-overhead` mode (CUDA graphs). Counts of "
        "PyTorch's CUDA caching allocator, in bytes: `allocated` is memory in live tensors, "
        "`reserved` what the allocator holds from the driver, `graph_pool` the part of it held in "
        "private pools (where CUDA graphs allocate; emptying the cache cannot return it). "
        f"`steady_*`: {STEADY_CALLS} calls after warm-up, the cache emptied first; `warmup_*`: the "
        f"first call (compile) and {WARMUP_CALLS} more, which record the CUDA graph. Every figure "
        "includes what stays alive throughout (row `resident`: weights, input, cuBLAS's "
        "workspace). A recorded graph's replays allocate nothing: what they write lives in the "
        "graph's pool and does not show in `allocated`, so compare `reserved`. CUDA's context and "
        "the libraries' handles lie outside the allocator and are not counted. Counted in each fresh "
        "process of the run, three in the default profile (the first compiles into empty caches, "
        "the others load its compiled code); "
        "`extra_peak_reserved_*` is reduce-overhead's steady peak reserved minus the default mode's "
        "in the same process, in bytes and as a share of the default mode's."
    ),
)


def _repeat(fn: Callable[[], Any], calls: int) -> Callable[[], None]:
    def loop() -> None:
        for _ in range(calls):
            fn()  # the output is dropped at once, as a caller that consumes it would

    return loop


def _measure_variant(variant: str, fn: Callable[[], Any], ctx: RunContext) -> list[Metric]:
    """Memory of the first call plus warm-up, then of steady-state calls, of one variant."""
    def first_and_warmup() -> list[Metric]:
        out = measure.first_call(fn, ctx=ctx).metrics(variant) if variant in MODES else []
        if variant == "reduce-overhead":
            out.append(Metric(variant, "cudagraph_skips", inductor.cudagraph_skips(), "count", "first call"))
        _repeat(fn, WARMUP_CALLS)()
        return out

    metrics, warm = memory.device_memory(first_and_warmup, ctx.device)
    metrics += warm.metrics(variant, "warmup_", f"first call + {WARMUP_CALLS} calls")
    _, steady = memory.device_memory(_repeat(fn, STEADY_CALLS), ctx.device)
    metrics += steady.metrics(variant, "steady_", f"{STEADY_CALLS} calls after warm-up")
    return metrics


def run(ctx: RunContext, *, batch: int) -> Outcome:
    """Count device memory of eager, default-mode and reduce-overhead calls at one batch size."""
    if not ctx.is_cuda:
        raise RuntimeError("needs CUDA")  # the skip rule keeps CPU runs from getting here
    sweeps.warm_up_compiler(ctx.device)
    memory.release_compiled(ctx.device)  # graphs and pools left by earlier points
    torch.manual_seed(ctx.seed)
    model = mlp.MLP().to(ctx.device).requires_grad_(False)
    x = torch.randn(batch, mlp.FEATURES, device=ctx.device)
    # One eager call first, so that the library workspaces every variant needs (cuBLAS's) exist
    # before the resident memory is read, whatever earlier points did with them.
    model(x)
    _, base = memory.device_memory(lambda: None, ctx.device)
    metrics = [Metric("resident", "allocated_bytes", float(base.peak_allocated), "bytes",
                      "weights, input and library workspaces, before the variants run")]
    if ctx.replicate == 0:  # eager is shown for scale, and decides nothing: counted once
        metrics += _measure_variant("eager", lambda: model(x), ctx)
    steady: dict[str, dict[str, float]] = {}
    for variant, mode in MODES.items():
        memory.release_compiled(ctx.device)
        compiled = torch.compile(model, mode=mode)
        found = _measure_variant(variant, lambda c=compiled: c(x), ctx)
        steady[variant] = {m.metric: m.value for m in found if m.metric.startswith("steady_")}  # type: ignore[misc]
        metrics += found
        del compiled
    # reserved, not allocated: a recorded graph's tensors do not count as allocated (see summary)
    key = "steady_peak_reserved_bytes"
    extra, base = steady["reduce-overhead"][key] - steady["compiled"][key], steady["compiled"][key]
    metrics.append(Metric("reduce-overhead", "extra_peak_reserved_bytes", extra, "bytes",
                          "steady state, minus the default mode's"))
    # the weights are resident throughout, so the default mode's peak reserved is never zero
    metrics.append(Metric("reduce-overhead", "extra_peak_reserved_share", extra / base, "ratio",
                          "steady state, extra over the default mode's peak reserved"))
    memory.release_compiled(ctx.device)
    return Outcome(metrics, [], [], {})


# --- verdicts: pure functions of the merged rows -------------------------------------------

MIB = 1 << 20
# "Needs extra memory" is decided on an extra a user would budget for, not on one byte. At least
# 2 MiB: the CUDA caching allocator's reserved memory grows in steps of 2 MiB at the least (its
# smallest segment), so less is not one step more.
MATERIAL_BYTES = 2 * MIB
# And at least a twentieth of what the default mode reserves: the article names no size, so the
# extra takes the margin every other rule of this report calls a material difference (5%: less GPU
# time in C6, faster in C18, autotuning that pays in C15), not one chosen for these counts.
MATERIAL_SHARE = 0.05
# The counts can differ between processes with the allocator's state: a verdict rests on three at
# the least, as every timed comparison of the report does.
MIN_PROCESSES = 3

RULE = (
    "steady-state peak reserved memory (after warm-up) of reduce-overhead minus the default mode's, "
    f"in each process, at batch sizes {', '.join(map(str, BATCHES))}. The extra is material at a "
    f"batch size when the least any process saw is at least {MATERIAL_BYTES // MIB} MiB (one step of "
    f"the CUDA caching allocator) and at least {MATERIAL_SHARE:.0%} of that process's default-mode "
    "peak reserved (the 5% every rule of this report takes for a material difference). Holds if "
    "the extra is material at every batch size; partly holds if at some; does not hold if at none; "
    f"inconclusive while a batch size was counted in fewer than {MIN_PROCESSES} processes"
)


def _c22_ladder(f: Mapping[str, bool]) -> str:
    more = sum(f.values())
    return "holds" if more == len(f) else "partly holds" if more else "does not hold"


def _material(batch: int, extra: Row, share: Row) -> Fact:
    """Whether every process saw a material extra: the least extra and the least share pass both."""
    least, least_share = published(extra)[0], published(share)[0]
    text = f"batch {batch}: least extra over {extra.n} processes {least / MIB:+.3g} MiB, {least_share:+.0%}"
    return known(least >= MATERIAL_BYTES and least_share >= MATERIAL_SHARE, text)


def _describe(batch: int, base: Row, graphs: Row, extra: Row, share: Row | None, pool: Row | None) -> str:
    """'batch 1: 42 MiB against 38 MiB (extra +4 MiB, +11%; 34 MiB of the 42 in the CUDA-graph pool)'."""
    def signed(row: Row, unit: str, scale: float) -> str:
        return ("+" if row.value >= 0 else "") + fmt(row, unit, scale)  # type: ignore[operator]

    share_text = (f", {signed(share, '%', 100)}" if share is not None else
                  f", {extra.value / base.value:+.0%}" if base.value else "")  # type: ignore[operator]
    # the pool holds blocks the default mode takes from the caching allocator too: it is a part of
    # reduce-overhead's reserved memory, not of the extra
    pool_text = (f"; {fmt(pool, ' MiB', 1 / MIB)} of the {fmt(graphs, '', 1 / MIB)} in the CUDA-graph pool"
                 if pool else "")
    return (f"batch {batch}: {fmt(graphs, ' MiB', 1 / MIB)} against {fmt(base, ' MiB', 1 / MIB)} "
            f"(extra {signed(extra, ' MiB', 1 / MIB)}{share_text}{pool_text})")


def _c22(rows: Sequence[Row]) -> Verdict:
    parts, facts, short = [], {}, {}
    for batch in BATCHES:
        base = find(rows, "compiled", "steady_peak_reserved_bytes", batch=batch)
        graphs = find(rows, "reduce-overhead", "steady_peak_reserved_bytes", batch=batch)
        extra = find(rows, "reduce-overhead", "extra_peak_reserved_bytes", batch=batch)
        share = find(rows, "reduce-overhead", "extra_peak_reserved_share", batch=batch)
        if base is None or graphs is None or extra is None:
            why = why_missing(rows, metric="steady_peak_reserved_bytes", batch=batch)
            return not_testable("C22", f"batch {batch}: {why}", RULE, SPEC.id)
        if extra.n < MIN_PROCESSES:
            short[batch] = extra.n
        elif share is None:
            why = why_missing(rows, metric="extra_peak_reserved_share", batch=batch)
            return not_testable("C22", f"batch {batch}: {why}", RULE, SPEC.id)
        else:
            facts[f"b{batch}"] = _material(batch, extra, share)
        pool = find(rows, "reduce-overhead", "steady_graph_pool_bytes", batch=batch)
        parts.append(_describe(batch, base, graphs, extra, share, pool))
    measured = "; ".join(parts) + " (peak reserved, reduce-overhead against default)"
    if short:
        counted = ", ".join(f"batch {b} in {n}" for b, n in short.items())
        more = MIN_PROCESSES - min(short.values())
        note = (f"inconclusive: counted in fewer than {MIN_PROCESSES} processes ({counted}); "
                f"{more} more process{'es' if more > 1 else ''} would decide it")
        return verdict("C22", (INCONCLUSIVE, note), measured, RULE, SPEC.id)
    return verdict("C22", decide(_c22_ladder, facts), measured, RULE, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C22 from this experiment's merged rows."""
    return [_c22(rows)]
