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
from generator.verdicts import bounds, decide, find, fmt, not_testable, value_at_least, verdict, why_missing

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
    # Allocator counts do not move between processes (no timing here): one process measures them.
    replicates={"default": 1, "quick": 1},
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
        "graph's pool and does not show in `allocated`, so compare `reserved`. CUDA's context and the libraries' handles lie outside "
        "the allocator and are not counted."
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
    extra = steady["reduce-overhead"][key] - steady["compiled"][key]
    metrics.append(Metric("reduce-overhead", "extra_peak_reserved_bytes", extra, "bytes",
                          "steady state, minus the default mode's"))
    memory.release_compiled(ctx.device)
    return Outcome(metrics, [], [], {})


# --- verdicts: pure functions of the merged rows -------------------------------------------

MIB = 1 << 20


def _c22_ladder(f: Mapping[str, bool]) -> str:
    more = sum(f.values())
    return "holds" if more == len(f) else "partly holds" if more else "does not hold"


def _c22(rows: Sequence[Row]) -> Verdict:
    rule = (
        "steady-state peak reserved memory (after warm-up) of reduce-overhead minus the default "
        f"mode's, per process, at batch sizes {', '.join(map(str, BATCHES))}: holds if the extra is "
        "above zero at every batch size; partly holds if at some; does not hold if at none. The "
        "allocator's counts are exact and measured in one process"
    )
    parts, facts = [], {}
    for batch in BATCHES:
        base = find(rows, "compiled", "steady_peak_reserved_bytes", batch=batch)
        graphs = find(rows, "reduce-overhead", "steady_peak_reserved_bytes", batch=batch)
        extra = find(rows, "reduce-overhead", "extra_peak_reserved_bytes", batch=batch)
        if base is None or graphs is None or extra is None:
            why = why_missing(rows, metric="steady_peak_reserved_bytes", batch=batch)
            return not_testable("C22", f"batch {batch}: {why}", rule, SPEC.id)
        lo, hi = bounds(extra)
        # bytes are whole numbers: "above zero" is "at least one byte"
        facts[f"b{batch}"] = value_at_least(lo, hi, 1.0, f"batch {batch}: extra {fmt(extra, ' MiB', 1 / MIB)} > 0")
        pool = find(rows, "reduce-overhead", "steady_graph_pool_bytes", batch=batch)
        # the pool holds blocks the default mode takes from the caching allocator too: it is a part
        # of reduce-overhead's reserved memory, not of the extra
        pool_text = (f"; {fmt(pool, ' MiB', 1 / MIB)} of the {fmt(graphs, '', 1 / MIB)} in the CUDA-graph pool"
                     if pool else "")
        share = f", {extra.value / base.value:+.0%}" if base.value else ""  # type: ignore[operator]
        sign = "+" if extra.value >= 0 else ""  # type: ignore[operator]
        parts.append(f"batch {batch}: {fmt(graphs, ' MiB', 1 / MIB)} against {fmt(base, ' MiB', 1 / MIB)} "
                     f"(extra {sign}{fmt(extra, ' MiB', 1 / MIB)}{share}{pool_text})")
    measured = "; ".join(parts) + " (peak reserved, reduce-overhead against default)"
    return verdict("C22", decide(_c22_ladder, facts), measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C22 from this experiment's merged rows."""
    return [_c22(rows)]
