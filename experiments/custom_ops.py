"""§5 custom operators: a third-party library kernel called as is, registered, and a Triton kernel.

One pointwise op (x·sigmoid(1.702x), a GELU approximation) between a LayerNorm and a residual
ReLU, written several ways inside a compiled function. The decider is a real call Dynamo cannot
trace: a third-party library's own kernel reached through DLPack (a CuPy elementwise kernel on
CUDA; SciPy's `expit` ufunc on a NumPy view on the CPU), called as is (`library`) and the same
call registered with `torch.library.custom_op` (`library_op`). Beside them: plain torch code
(Inductor fuses it), the torch code registered as a custom op, a user-written `@triton.jit`
kernel (CUDA only), and, as labelled context, the torch code behind `torch.compiler.disable`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from generator.runner import inductor, measure, sweeps
from generator.schema import Comparison, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import at_least, decide, find, fmt, known, not_testable, noun_count, verdict, why_missing

FEATURES = 1024
TRITON_BLOCK = 1024
OPS = ("compiled", "library", "library_op", "custom_op", "triton", "disabled")
LIBRARY = {"cuda": "CuPy", "cpu": "SciPy"}
NEEDS_CUDA = "needs CUDA: a user-written Triton kernel runs on the GPU only"
VS_LIBRARY = "vs_library"  # rows vs_library_speedup: the library call's time / the variant's, same rounds
VARIANT_METRICS = (("graphs", "count", "compiler"), ("graph_breaks", "count", "compiler"), ("latency_ms", "ms", "latency"))

SPEC = ExperimentSpec(
    id="custom_ops",
    title="Custom operators: a third-party kernel, registered ops and Triton kernels",
    section="§5",
    claims=("C21",),
    params={"rows": [4096]},
    quick={"rows": [256]},
    summary=(
        f"`layer_norm(x)` ({FEATURES} features) → `y·sigmoid(1.702y)` → `relu(y + x)`, compiled in "
        "the default mode with the middle op written several ways. `library`: a third-party "
        "library's own kernel reached through DLPack, which Dynamo cannot trace (on CUDA a CuPy "
        "elementwise kernel on `cupy.from_dlpack(y)`, returned with `torch.from_dlpack`; on the "
        "CPU SciPy's `expit` ufunc on `y.numpy()`: plain NumPy calls are not opaque, Dynamo "
        "rewrites them into torch ops). `library_op`: the same library call registered with "
        "`torch.library.custom_op` and a fake implementation. `custom_op`: the torch code "
        "registered the same way. `triton`: a user-written `@triton.jit` kernel (CUDA only). "
        "`compiled`: plain torch code. `disabled` (context only): the torch code behind "
        "`torch.compiler.disable`, which breaks the graph by definition. `eager` runs the plain "
        "model without compiling. Graphs and breaks come from Dynamo's records of a fresh compile "
        "(two calls); every variant is timed in the same interleaved rounds, and "
        "`vs_library_speedup` is the library call's time over each variant's from those rounds."
    ),
)


def gelu_like(y: torch.Tensor) -> torch.Tensor:
    """The op every variant computes: y·sigmoid(1.702y)."""
    return y * torch.sigmoid(1.702 * y)


@torch.compiler.disable
def disabled_gelu_like(y: torch.Tensor) -> torch.Tensor:
    """gelu_like behind torch.compiler.disable: a break by definition, shown as context only."""
    return gelu_like(y)


@functools.cache
def library_gelu_like(device: str) -> Callable[[torch.Tensor], torch.Tensor]:
    """gelu_like computed by a third-party library's own kernel; raises ImportError without it.

    CUDA: a CuPy elementwise kernel on the tensor's memory (DLPack both ways). CPU: SciPy's
    expit ufunc (compiled C) on a NumPy view; plain NumPy would not do, since Dynamo traces
    NumPy calls into torch ops (torch._numpy), so they are not opaque to it.
    """
    if device == "cuda":
        import cupy  # imported here: only the GPU machine has it

        kernel = cupy.ElementwiseKernel("T y", "T out", "out = y / ((T)1 + exp((T)(-1.702) * y))",
                                        "lab_gelu_like")

        def cupy_call(y: torch.Tensor) -> torch.Tensor:
            return torch.from_dlpack(kernel(cupy.from_dlpack(y.contiguous())))

        return cupy_call
    import scipy.special

    def scipy_call(y: torch.Tensor) -> torch.Tensor:
        a = y.detach().contiguous().numpy()
        return torch.from_numpy(a * scipy.special.expit(1.702 * a))

    return scipy_call


# Registered once, at import, as a library registers its ops.
@torch.library.custom_op("lab::gelu_like", mutates_args=())
def custom_gelu_like(y: torch.Tensor) -> torch.Tensor:
    """gelu_like as a registered operator: Dynamo puts it in the graph as one opaque node."""
    return gelu_like(y)


@custom_gelu_like.register_fake
def _(y: torch.Tensor) -> torch.Tensor:
    return torch.empty_like(y)


@torch.library.custom_op("lab::library_gelu_like", mutates_args=())
def library_op_gelu_like(y: torch.Tensor) -> torch.Tensor:
    """The library's kernel registered as an operator, as a wrapper library would register it."""
    return library_gelu_like(y.device.type)(y)


@library_op_gelu_like.register_fake
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


def _library_model(call: Callable[[torch.Tensor], torch.Tensor]) -> Callable[[torch.Tensor], torch.Tensor]:
    """The model calling the library directly; `call` is looked up outside the traced code."""

    def library_model(x: torch.Tensor) -> torch.Tensor:
        return torch.relu(call(torch.nn.functional.layer_norm(x, (FEATURES,))) + x)

    return library_model


def _library_op_model(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(library_op_gelu_like(torch.nn.functional.layer_norm(x, (FEATURES,))) + x)


def _custom_op_model(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(custom_gelu_like(torch.nn.functional.layer_norm(x, (FEATURES,))) + x)


def _disabled_model(x: torch.Tensor) -> torch.Tensor:
    return torch.relu(disabled_gelu_like(torch.nn.functional.layer_norm(x, (FEATURES,))) + x)


def _not_run(variants: Sequence[str], status: str, reason: str) -> list[Metric]:
    return [Metric(v, m, None, u, status=status, reason=reason, kind=k) for v in variants
            for m, u, k in VARIANT_METRICS]


def _models(device: str) -> tuple[dict[str, Callable[[torch.Tensor], torch.Tensor]], list[Metric]]:
    """The compiled variants this device can run, and skipped rows (with why) for the others."""
    models: dict[str, Callable[[torch.Tensor], torch.Tensor]] = {"compiled": _plain_model}
    skipped: list[Metric] = []
    try:
        models.update(library=_library_model(library_gelu_like(device)), library_op=_library_op_model)
    except ImportError as exc:  # the library is missing on this machine: say so, time the rest
        reason = f"{LIBRARY[device]} could not be imported: {type(exc).__name__}: {exc}"
        skipped += _not_run(("library", "library_op"), "skipped", reason)
    models["custom_op"] = _custom_op_model
    if device == "cuda":
        models["triton"] = model_with(triton_gelu_like())  # the only compiled user of model_with
    else:
        skipped += _not_run(("triton",), "skipped", NEEDS_CUDA)
    models["disabled"] = _disabled_model
    return models, skipped


def _compiled(name: str, model: Callable[[torch.Tensor], torch.Tensor], x: torch.Tensor,
              reference: torch.Tensor, ctx: RunContext) -> tuple[Callable[[], Any], list[Metric], str]:
    """Compile one variant over two calls (graphs, breaks); its timed call, rows and sweep log."""
    compiled = torch.compile(model)
    # fresh=False: the variants compiled before keep their graphs for the timing below
    sweep = sweeps.compile_sweep(compiled, [("first call", (x,)), ("second call", (x,))], ctx, fresh=False)
    metrics = sweep.metrics(name) + [
        Metric(name, "relative_error", measure.relative_error(sweep.results[-1], reference), "ratio", "vs eager")]
    return lambda: compiled(x), metrics, sweep.log()


def run(ctx: RunContext, *, rows: int) -> Outcome:
    """Compile each variant from a fresh state (graphs, breaks), then time all in the same rounds."""
    torch.manual_seed(ctx.seed)
    x = torch.randn(rows, FEATURES, device=ctx.device)
    eager = model_with(gelu_like)
    sweeps.warm_up_compiler(ctx.device)
    inductor.reset()
    models, metrics = _models(ctx.device)
    timed: dict[str, Callable[[], Any]] = {"eager": lambda: eager(x)}
    logs = {}
    with torch.no_grad():
        reference = eager(x)
        for name, model in models.items():
            try:
                timed[name], found, logs[f"sweep_{name}.txt"] = _compiled(name, model, x, reference, ctx)
            except Exception as exc:  # a library call Dynamo chokes on fails its variant, not the point
                if name not in ("library", "library_op"):
                    raise
                metrics += _not_run((name,), "failed", f"{type(exc).__name__}: {inductor.first_line(str(exc))}")
                continue
            metrics += found
        latency = measure.compare(timed, ctx, baseline="eager")
        comparisons = [latency]
        if "library" in timed:  # the same rounds, with the library call as baseline
            others = [v for v in timed if v != "eager"]
            comparisons.append(Comparison(VS_LIBRARY, "library", {v: latency.samples[v] for v in others},
                                          {v: latency.calls_per_sample[v] for v in others}, ratios_only=True))
        profiled, kernels = measure.kernel_profile(timed, ctx)
    return Outcome(metrics + profiled, comparisons, kernels, logs)


# --- verdicts: pure functions of the merged rows -------------------------------------------

SLOWER = 1.05  # "slower": at least 5% more time per call, judged on the 95% re-run interval


def _describe(rows: Sequence[Row], variant: str) -> str:
    graphs, breaks = find(rows, variant, "graphs"), find(rows, variant, "graph_breaks")
    lat, speedup = find(rows, variant, "latency_ms"), find(rows, variant, "speedup")
    if graphs is None or breaks is None or lat is None:
        bad = next((r for r in rows if r.variant == variant and r.status != "ok"), None)
        return f"{variant}: {f'{bad.status} ({bad.reason})' if bad else 'n/a'}"
    return (f"{variant}: {noun_count(graphs.value, 'graph')}, {noun_count(breaks.value, 'break')}, {fmt(lat, ' ms')}, "
            f"speedup over eager {fmt(speedup, '×')}")


def _c21_ladder(f: Mapping[str, bool]) -> str:
    if not f["breaks"]:
        return "does not hold"
    return "holds" if f["slower"] else "partly holds"


def _c21(rows: Sequence[Row]) -> Verdict:
    rule = (
        "on a real call into a third-party library's kernel (CuPy on CUDA, SciPy on the CPU) that "
        "Dynamo cannot trace: holds if the call breaks the graph (≥ 1 break, an exact count) and "
        f"costs time, taking at least {SLOWER}× the time of the same call registered with "
        "torch.library.custom_op (the 95% re-run interval, same interleaved rounds); partly holds if "
        "it breaks the graph but is not slower; does not hold if it compiles without a break; "
        f"inconclusive when the interval straddles {SLOWER}×. The claim's 'may' is read as 'when "
        "the kernel is not registered'. The torch-code custom op, the Triton kernel and the "
        "torch.compiler.disable wall (a break by definition) are reported beside it, not decided on"
    )
    breaks = find(rows, "library", "graph_breaks")
    slower = find(rows, "library_op", f"{VS_LIBRARY}_speedup")
    if breaks is None or slower is None:
        return not_testable("C21", why_missing(rows, variants=("library", "library_op")), rule, SPEC.id)
    ratios = [f"{v} {fmt(r, '×')}" for v in OPS if v != "library" and (r := find(rows, v, f"{VS_LIBRARY}_speedup"))]
    measured = "; ".join([f"eager {fmt(find(rows, 'eager', 'latency_ms'), ' ms')}"]
                         + [_describe(rows, v) for v in OPS])
    measured += f"; the library call's time over each variant's, same rounds: {', '.join(ratios)}"
    facts = {"breaks": known(breaks.value >= 1, "the library call breaks the graph"),  # type: ignore[operator]
             "slower": at_least(slower, SLOWER, "library call / registered library op time", unit="×")}
    return verdict("C21", decide(_c21_ladder, facts), measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdict for C21 from this experiment's merged rows."""
    return [_c21(rows)]
