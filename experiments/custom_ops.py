"""§5 custom operators: an opaque call, a registered custom op and a user Triton kernel.

One pointwise op (x·sigmoid(1.702x), a GELU approximation) between a LayerNorm and a residual
ReLU, written four ways inside a compiled function: as plain torch code (Inductor fuses it),
behind a function Dynamo may not trace (`torch.compiler.disable`, standing for a third-party
extension call it cannot see into), registered with `torch.library.custom_op` and a fake
(meta) implementation, and as a user-written `@triton.jit` kernel (CUDA only).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import torch

from generator.runner import inductor, measure
from generator.schema import ExperimentSpec, Metric, Outcome, Row, RunContext, Verdict, find_row

FEATURES = 1024
TRITON_BLOCK = 1024
OPS = ("compiled", "opaque", "custom_op", "triton")
NEEDS_CUDA = "needs CUDA: a user-written Triton kernel runs on the GPU only"

SPEC = ExperimentSpec(
    id="custom_ops",
    title="Custom operators: opaque calls, registered ops and Triton kernels",
    section="§5",
    claims=("C21",),
    params={"rows": [4096]},
    quick={"rows": [256]},
    summary=(
        f"`layer_norm(x)` ({FEATURES} features) → `y·sigmoid(1.702y)` → `relu(y + x)`, compiled in "
        "the default mode with the middle op written four ways: `compiled` = plain torch code; "
        "`opaque` = the same code behind `torch.compiler.disable`, which Dynamo does not trace "
        "(as it cannot trace a third-party extension's call); `custom_op` = the same code "
        "registered with `torch.library.custom_op` and a fake implementation; `triton` = a "
        "user-written `@triton.jit` kernel (CUDA only). `eager` runs the plain model without "
        "compiling. Graphs and breaks come from Dynamo's records of a fresh compile (two calls)."
    ),
)


def gelu_like(y: torch.Tensor) -> torch.Tensor:
    """The op every variant computes: y·sigmoid(1.702y)."""
    return y * torch.sigmoid(1.702 * y)


@torch.compiler.disable
def opaque_gelu_like(y: torch.Tensor) -> torch.Tensor:
    """gelu_like behind a wall Dynamo does not look through, like an unregistered extension."""
    return gelu_like(y)


# Registered once, at import, as a library registers its ops.
@torch.library.custom_op("lab::gelu_like", mutates_args=())
def custom_gelu_like(y: torch.Tensor) -> torch.Tensor:
    """gelu_like as a registered operator: Dynamo puts it in the graph as one opaque node."""
    return gelu_like(y)


@custom_gelu_like.register_fake
def _(y: torch.Tensor) -> torch.Tensor:
    return torch.empty_like(y)


def triton_gelu_like() -> Callable[[torch.Tensor], torch.Tensor]:
    """gelu_like as a user-written Triton kernel and its launcher (imports Triton: CUDA only)."""
    import triton
    import triton.language as tl

    @triton.jit
    def kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):  # noqa: N803 (Triton's constexpr style)
        offsets = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offsets < n
        x = tl.load(x_ptr + offsets, mask=mask)
        tl.store(out_ptr + offsets, x * tl.sigmoid(1.702 * x), mask=mask)

    def launch(y: torch.Tensor) -> torch.Tensor:
        y = y.contiguous()
        out = torch.empty_like(y)
        n = y.numel()
        kernel[(triton.cdiv(n, TRITON_BLOCK),)](y, out, n, BLOCK=TRITON_BLOCK)
        return out

    return launch


def model_with(op: Callable[[torch.Tensor], torch.Tensor]) -> Callable[[torch.Tensor], torch.Tensor]:
    """LayerNorm → op → residual ReLU: fusable torch ops on both sides of the op."""

    def model(x: torch.Tensor) -> torch.Tensor:
        y = torch.nn.functional.layer_norm(x, (FEATURES,))
        return torch.relu(op(y) + x)

    return model


# One function per compiled variant, each its own code object: Dynamo keeps compiled graphs per
# code object, so variants sharing one (model_with's closure) would pile onto one guard chain.
def _plain_model(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(gelu_like(torch.nn.functional.layer_norm(x, (FEATURES,))) + x)


def _opaque_model(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(opaque_gelu_like(torch.nn.functional.layer_norm(x, (FEATURES,))) + x)


def _custom_op_model(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(custom_gelu_like(torch.nn.functional.layer_norm(x, (FEATURES,))) + x)


def _models(device: str) -> dict[str, Callable[[torch.Tensor], torch.Tensor]]:
    models = {"compiled": _plain_model, "opaque": _opaque_model, "custom_op": _custom_op_model}
    if device == "cuda":
        models["triton"] = model_with(triton_gelu_like())  # the only compiled user of model_with
    return models


def run(ctx: RunContext, *, rows: int) -> Outcome:
    """Compile each variant from a fresh state (graphs, breaks), then time them against eager."""
    torch.manual_seed(ctx.seed)
    x = torch.randn(rows, FEATURES, device=ctx.device)
    eager = model_with(gelu_like)
    measure.warm_up_compiler(ctx.device)
    inductor.reset()
    metrics: list[Metric] = []
    timed: dict[str, Callable[[], Any]] = {"eager": lambda: eager(x)}
    logs = {}
    with torch.no_grad():
        reference = eager(x)
        for name, model in _models(ctx.device).items():
            compiled = torch.compile(model)
            # fresh=False: the variants compiled before keep their graphs for the timing below
            sweep = measure.compile_sweep(compiled, [("first call", (x,)), ("second call", (x,))], ctx,
                                          fresh=False)
            metrics += sweep.metrics(name)
            metrics.append(Metric(name, "relative_error", measure.relative_error(sweep.results[-1], reference),
                                  "ratio", "vs eager"))
            logs[f"sweep_{name}.txt"] = sweep.log()
            timed[name] = lambda compiled=compiled: compiled(x)
        if not ctx.is_cuda:
            metrics += [Metric("triton", m, None, u, status="skipped", reason=NEEDS_CUDA)
                        for m, u in (("graphs", "count"), ("graph_breaks", "count"), ("latency_ms", "ms"))]
        latency = measure.compare(timed, ctx, baseline="eager")
        profiled, kernels = measure.kernel_profile(timed, ctx)
    return Outcome(metrics + profiled, [latency], kernels, logs)


# --- verdicts: pure functions of the merged rows -------------------------------------------

SLOWER = 1.05  # "slower": at least 5% higher median latency, with non-overlapping intervals


def _why_missing(rows: Sequence[Row], variants: Sequence[str]) -> str:
    """Why a verdict's rows are absent: the point's failure or these variants' skip reason."""
    for row in rows:
        if row.status != "ok" and (row.metric == "point" or row.variant in variants):
            return f"{row.status}: {row.reason}"
    return "the rows this verdict needs were not measured"


def _describe(rows: Sequence[Row], variant: str) -> str:
    graphs = find_row(rows, variant, "graphs")
    breaks = find_row(rows, variant, "graph_breaks")
    lat = find_row(rows, variant, "latency_ms")
    if graphs is None or breaks is None or lat is None or lat.value is None:
        skipped = next((r for r in rows if r.variant == variant and r.status == "skipped"), None)
        return f"{variant}: {'skipped (' + skipped.reason + ')' if skipped else 'n/a'}"
    spread = f" [{lat.lo:.3g}, {lat.hi:.3g}]" if lat.lo is not None and lat.hi is not None else ""
    return (f"{variant}: {graphs.value:.0f} graph(s), {breaks.value:.0f} break(s), "
            f"{lat.value:.3g} ms{spread}")


def _c21(rows: Sequence[Row]) -> Verdict:
    rule = (
        "holds if the unregistered, opaque call breaks the graph (≥ 1 break) and the broken "
        f"graph is slower (median ≥ {SLOWER}× with intervals apart) than the same op registered "
        "with torch.library.custom_op; partly holds if it breaks the graph but is not slower; "
        "does not hold if the opaque call compiles without a break. The claim's 'may' is read "
        "as 'when the op is not registered': the registered op's and the Triton kernel's graph "
        "counts are reported beside it"
    )
    breaks = find_row(rows, "opaque", "graph_breaks")
    opaque, registered = find_row(rows, "opaque", "latency_ms"), find_row(rows, "custom_op", "latency_ms")
    if breaks is None or opaque is None or registered is None or opaque.value is None or registered.value is None:
        return Verdict("C21", "not testable here", _why_missing(rows, ("opaque", "custom_op")), rule, SPEC.id)
    eager = find_row(rows, "eager", "latency_ms")
    measured = "; ".join([f"eager {eager.value:.3g} ms" if eager and eager.value is not None else "eager n/a"]
                         + [_describe(rows, v) for v in OPS])
    apart = opaque.lo is None or registered.hi is None or opaque.lo > registered.hi
    if not breaks.value:
        verdict = "does not hold"
    elif opaque.value >= SLOWER * registered.value and apart:
        verdict = "holds"
    else:
        verdict = "partly holds"
    return Verdict("C21", verdict, measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdict for C21 from this experiment's merged rows."""
    return [_c21(rows)]
