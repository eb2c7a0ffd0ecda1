"""§4 inference: eager, compiled and CUDA graphs, each with and without torch.inference_mode().

The article's MLP + softmax as a module whose parameters require gradients, as those of a
freshly built module do, called without torch.no_grad(): the situation inference_mode exists
for. Six variants are timed together in interleaved rounds against plain eager. Each compiled
variant makes its first call (its compile) in the mode it is timed in, so the graph timed is
the one specialised to that mode; a graph compiled while timing fails the point.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import torch

from generator.runner import inductor, measure
from generator.schema import ExperimentSpec, Metric, Outcome, Row, RunContext, Verdict, find_row

FEATURES = 512
LAYERS = 4
BATCHES = (1, 64)
IM = "+inference_mode"
COMPILED = {"compiled": "default", "reduce-overhead": "reduce-overhead"}  # variant: compile mode
VARIANTS = tuple(f"{name}{suffix}" for name in ("eager", *COMPILED) for suffix in ("", IM))
BEST = "reduce-overhead" + IM  # the combination the claim names
NEEDS_CUDA = "needs CUDA: CUDA graphs do not exist on the CPU"

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
        "interleaved rounds; speedups are against plain eager. Outside inference_mode every call "
        "leaves a backward pending; PyTorch's CUDA-graph trees warn that they cannot take their "
        "fast path then, which the plain `reduce-overhead` variant shows."
    ),
)


class MLP(torch.nn.Module):
    """The article's network with its weights held as parameters: 4 × (linear 512→512, ReLU), softmax."""

    def __init__(self) -> None:
        super().__init__()
        # standard-normal weights, as the article draws them
        self.weights = torch.nn.ParameterList(
            torch.nn.Parameter(torch.randn(FEATURES, FEATURES)) for _ in range(LAYERS))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for w in self.weights:
            x = torch.relu(torch.nn.functional.linear(x, w))
        return torch.softmax(x, dim=-1)


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
    model = MLP().to(ctx.device)
    x = torch.randn(batch, FEATURES, device=ctx.device)
    calls: dict[str, Callable[[], Any]] = {"eager": lambda: model(x)}
    calls["eager" + IM] = _in_inference_mode(calls["eager"])
    reference = model(x).detach()
    metrics: list[Metric] = []
    code: list[str] = []
    first = None
    if ctx.is_cuda:
        measure.warm_up_compiler(ctx.device)  # keep one-time process costs out of the first compile
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
    latency = measure.compare(calls, ctx, baseline="eager")
    recompiled = measure.graphs_compiled_since(first) if first is not None else 0.0
    if recompiled:
        raise RuntimeError(f"{recompiled:g} graph(s) compiled while timing: the latency is not steady-state")
    artifacts = {"output_code.py": "\n\n".join(code)} if code else {}
    return Outcome(metrics, [latency], [], artifacts)


# --- verdicts: pure functions of the merged rows -------------------------------------------


def _why_missing(rows: Sequence[Row], batch: int) -> str:
    """Why the combination's row is absent at a batch size: its skip reason, or the point's."""
    for variant in (BEST, ""):
        for row in rows:
            if row.variant == variant and row.status != "ok" and row.params.get("batch") == batch:
                return f"{row.status}: {row.reason}"
    return f"the rows this verdict needs were not measured (batch {batch})"


def _interval(row: Row) -> tuple[float, float]:
    value = row.value or 0.0
    return (row.lo if row.lo is not None else value), (row.hi if row.hi is not None else value)


def standing(rows: Sequence[Row], batch: int) -> tuple[str, str] | None:
    """The combination's place at one batch size ('lowest', 'tied', 'beaten') and the latencies."""
    found = {v: find_row(rows, v, "latency_ms", batch=batch) for v in VARIANTS}
    if any(r is None or r.value is None for r in found.values()):
        return None
    best = found[BEST]
    lo, hi = _interval(best)  # type: ignore[arg-type]
    others = {v: r for v, r in found.items() if v != BEST}
    if any(_interval(r)[1] < lo for r in others.values()):  # type: ignore[arg-type]
        place = "beaten"
    elif all(hi < _interval(r)[0] for r in others.values()):  # type: ignore[arg-type]
        place = "lowest"
    else:
        place = "tied"
    text = ", ".join(f"{v} {r.value:.3g} [{_interval(r)[0]:.3g}, {_interval(r)[1]:.3g}]"  # type: ignore[union-attr]
                     for v, r in sorted(found.items(), key=lambda kv: kv[1].value))  # type: ignore[union-attr]
    return place, f"batch {batch} ({place}): {text} ms"


def _c18(rows: Sequence[Row]) -> Verdict:
    rule = (
        "latency of compile (reduce-overhead, i.e. CUDA graphs) inside inference_mode against the "
        "other five variants at batch 1 and 64; lowest = its interval lies wholly below every other "
        "variant's, beaten = another variant's interval lies wholly below its own, tied otherwise. "
        "Holds if lowest at both batch sizes; does not hold if beaten at both; partly holds otherwise"
    )
    places = {}
    for batch in BATCHES:
        found = standing(rows, batch)
        if found is None:
            return Verdict("C18", "not testable here", f"batch {batch}: {_why_missing(rows, batch)}", rule, SPEC.id)
        places[batch] = found
    measured = "; ".join(text for _, text in places.values())
    kinds = [place for place, _ in places.values()]
    if all(k == "lowest" for k in kinds):
        verdict = "holds"
    elif all(k == "beaten" for k in kinds):
        verdict = "does not hold"
    else:
        verdict = "partly holds"
    return Verdict("C18", verdict, measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C18 from this experiment's merged rows."""
    return [_c18(rows)]
