"""§4 inference: eager, compiled and CUDA graphs, each with and without torch.inference_mode().

The article's MLP + softmax as a module whose parameters require gradients, as those of a
freshly built module do, called without torch.no_grad(): the situation inference_mode exists
for. Six variants are timed together in interleaved rounds against plain eager. Each compiled
variant makes its first call (its compile) in the mode it is timed in, so the graph timed is
the one specialised to that mode; a graph compiled while timing fails the point.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from experiments.models import mlp
from generator.runner import inductor, measure, sweeps
from generator.schema import Comparison, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import Fact, at_least, at_most, decide, find, fmt, not_testable, verdict, why_missing

BATCHES = (1, 64)
IM = "+inference_mode"
COMPILED = {"compiled": "default", "reduce-overhead": "reduce-overhead"}  # variant: compile mode
VARIANTS = tuple(f"{name}{suffix}" for name in ("eager", *COMPILED) for suffix in ("", IM))
BEST = "reduce-overhead" + IM  # the combination the claim names
NEEDS_CUDA = "needs CUDA: CUDA graphs do not exist on the CPU"
# The claim is about latency: each call timed on its own (measure.call_latency), the device idle
# before it, as a request meets it; `latency_ms` (back-to-back calls) is a throughput, shown beside.
CALL = "call"
VS_BEST = "call_vs_best"

SPEC = ExperimentSpec(
    id="inference",
    title="Inference: compile, inference_mode and CUDA graphs combined",
    section="§4",
    claims=("C18",),
    params={"batch": list(BATCHES)},
    quick={"batch": [1]},
    summary=(
        "Four linear+ReLU layers of width 512 and a softmax, as a module whose parameters require "
        "gradients (no `torch.no_grad()`), run six ways: eager, `torch.compile` in its default "
        "mode and in `reduce-overhead` mode (CUDA graphs), each plain and inside "
        "`torch.inference_mode()`. The inference_mode variants enter the context on every call, as "
        "a request handler would, and compile inside it. All six are timed in the same "
        "interleaved rounds two ways: back to back (`latency_ms`: time per call when calls follow "
        "each other, a throughput, since one call's host work overlaps the last one's kernels) and "
        "each call on its own, the device idle before it and awaited after it (`call_ms`: the "
        "latency a request sees). Speedups are against plain eager; `call_vs_best_speedup` (and "
        "`vs_best_speedup` back to back) is the combination's time over each other variant's, from "
        "the same rounds. Outside inference_mode every call "
        "leaves a backward pending; PyTorch's CUDA-graph trees warn that they cannot take their "
        "fast path then, which the plain `reduce-overhead` variant shows."
    ),
)


def _in_inference_mode(fn: Callable[[], Any]) -> Callable[[], Any]:
    def call() -> Any:
        with torch.inference_mode():
            return fn()

    return call


def _skipped(variant: str) -> list[Metric]:
    return [Metric(variant, "latency_ms", None, "ms", status="skipped", reason=NEEDS_CUDA),
            Metric(variant, "speedup", None, "x", status="skipped", reason=NEEDS_CUDA)]


def run(ctx: RunContext, *, batch: int) -> Outcome:
    """Compile each compiled variant in its own mode, then time all six against eager."""
    torch.manual_seed(ctx.seed)
    model = mlp.MLP().to(ctx.device)
    x = torch.randn(batch, mlp.FEATURES, device=ctx.device)
    calls: dict[str, Callable[[], Any]] = {"eager": lambda: model(x)}
    calls["eager" + IM] = _in_inference_mode(calls["eager"])
    reference = model(x).detach()
    metrics: list[Metric] = []
    code: list[str] = []
    first = None
    if ctx.is_cuda:
        sweeps.warm_up_compiler(ctx.device)  # keep one-time process costs out of the first compile
    for name, mode in COMPILED.items():
        if mode == "reduce-overhead" and not ctx.is_cuda:
            metrics += _skipped(name) + _skipped(name + IM)
            continue
        for suffix in ("", IM):
            variant = name + suffix
            compiled = torch.compile(model, mode=mode)
            fn = (lambda c=compiled: c(x))
            fn = _in_inference_mode(fn) if suffix else fn
            # The first variant starts from a fresh Dynamo state; later ones keep the graphs
            # compiled before, since all are timed together.
            first = measure.first_call(fn, ctx=ctx, reset=first is None)
            metrics += first.metrics(variant)
            metrics.append(Metric(variant, "relative_error", measure.relative_error(first.result, reference),
                                  "ratio", "vs eager"))
            # A live output keeps CUDA-graph trees from starting a new run of any graph (with a
            # backward pending, as here, they fall back to a slow path): let it go now.
            first.result = None
            if mode == "reduce-overhead":
                metrics.append(Metric(variant, "cudagraph_skips", inductor.cudagraph_skips(), "count",
                                      "first call"))
            code += [f"# ---- {variant} ----\n{text}" for text in first.code]
            calls[variant] = fn
    latency = measure.compare(calls, ctx, baseline="eager")  # time per call, back to back
    alone = measure.call_latency(calls, ctx, baseline="eager", name=CALL)  # each call on its own
    recompiled = sweeps.graphs_compiled_since(first) if first is not None else 0.0
    if recompiled:
        raise RuntimeError(f"{recompiled:g} graph(s) compiled while timing: the latency is not steady-state")
    artifacts = {"output_code.py": "\n\n".join(code)} if code else {}
    comparisons = [latency, alone]
    for timed, view in ((latency, "vs_best"), (alone, VS_BEST)):  # the combination against each other variant
        if BEST in timed.samples:
            comparisons.append(Comparison(view, BEST, dict(timed.samples), dict(timed.calls_per_sample),
                                          ratios_only=True))
    return Outcome(metrics, comparisons, [], artifacts)


# --- verdicts: pure functions of the merged rows -------------------------------------------

APART = 1.05  # one variant is faster than another when it takes at most 1/1.05 of its time


def _facts(rows: Sequence[Row], batch: int) -> dict[str, Fact] | None:
    """For each other variant: does the combination beat it, and does it beat the combination? On
    the latency of a call on its own (call_vs_best_speedup)."""
    found = {v: find(rows, v, f"{VS_BEST}_speedup", batch=batch) for v in VARIANTS if v != BEST}
    if any(r is None for r in found.values()):
        return None
    facts = {}
    for v, r in found.items():  # r = the combination's time / v's time, from the same rounds
        facts[f"{batch} beats {v}"] = at_most(r, 1 / APART, f"batch {batch}: {BEST} / {v}", unit="×")
        facts[f"{batch} beaten by {v}"] = at_least(r, APART, f"batch {batch}: {BEST} / {v}", unit="×")
    return facts


def _ladder(f: Mapping[str, bool]) -> str:
    others = [v for v in VARIANTS if v != BEST]
    lowest = [all(f[f"{b} beats {v}"] for v in others) for b in BATCHES]
    beaten = [any(f[f"{b} beaten by {v}"] for v in others) for b in BATCHES]
    if all(lowest):
        return "holds"
    return "does not hold" if all(beaten) else "partly holds"


def _c18(rows: Sequence[Row]) -> Verdict:
    rule = (
        f"{BEST} (compile with CUDA graphs inside inference_mode) against each of the other five "
        "variants at batch 1 and 64, as the ratio of their latencies (each call timed on its own, the "
        "device idle before it and awaited after it) from the same interleaved rounds: "
        f"it beats a variant when it takes at most 1/{APART:g} of its time, and is beaten when it "
        f"takes at least {APART:g}× as long. Holds if it beats every other variant at both batch "
        "sizes; does not hold if it is beaten at both; partly holds otherwise; inconclusive when "
        "the 95% re-run interval straddles one of those thresholds"
    )
    facts: dict[str, Fact] = {}
    for batch in BATCHES:
        found = _facts(rows, batch)
        if found is None:
            why = why_missing(rows, metric="latency_ms", variants=(BEST,), batch=batch)
            return not_testable("C18", f"batch {batch}: {why}", rule, SPEC.id)
        facts.update(found)
    parts = []
    for batch in BATCHES:
        ranked = sorted((r for v in VARIANTS if (r := find(rows, v, f"{CALL}_speedup", batch=batch))),
                        key=lambda r: -(r.value or 0))
        best = find(rows, BEST, f"{CALL}_ms", batch=batch)
        parts.append(f"batch {batch}: latency of one call, against eager " + ", ".join(
            f"{r.variant} {fmt(r, '×')}" for r in ranked) + f" ({BEST} {fmt(best, ' ms')}); {BEST} over each other: "
            + ", ".join(f"{v} {fmt(find(rows, v, f'{VS_BEST}_speedup', batch=batch), '×')}" for v in VARIANTS if v != BEST)
            + "; back to back (time per call), against eager " + ", ".join(
                f"{r.variant} {fmt(r, '×')}" for v in VARIANTS if (r := find(rows, v, "speedup", batch=batch))))
    return verdict("C18", decide(_ladder, facts), "; ".join(parts), rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C18 from this experiment's merged rows."""
    return [_c18(rows)]
