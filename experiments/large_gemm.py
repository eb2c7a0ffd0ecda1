"""§2 a single large matrix product: eager `a @ b` against torch.compile, and against the ceiling.

Square products n×n @ n×n in bf16 and fp32, default compile mode, one compile per point.
Achieved TFLOP/s = 2n³ / median latency. Each process records the matrix-product ceiling the
runner measured at its start (`ctx.peaks`: the best of several products); the verdict holds eager
against the highest rate seen for the dtype anywhere in the run, so that no figure exceeds it.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import torch

from generator.runner import measure
from generator.schema import Comparison, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import (at_least, at_most, bounds, decide, find, fmt, not_testable, published, value_at_least,
                                verdict, why_missing)

DTYPES = {"bf16": torch.bfloat16, "fp32": torch.float32}
CPU_MAX_N = 1024
# The vendor's datasheet figures for dense products (no sparsity), in TFLOP/s, by the substring
# of torch.cuda.get_device_name() that names the part. Shown beside the measured ceiling and
# labelled as the datasheet's; never used to decide a verdict.
DATASHEET_TFLOPS: dict[str, dict[str, float]] = {
    "H200": {"bf16": 989.0, "tf32": 494.5, "fp32": 67.0},
    "H100 80GB HBM3": {"bf16": 989.0, "tf32": 494.5, "fp32": 67.0},  # H100 SXM
    "H100 SXM": {"bf16": 989.0, "tf32": 494.5, "fp32": 67.0},
    "A100": {"bf16": 312.0, "tf32": 156.0, "fp32": 19.5},
}


def _product(m: int, k: int, n: int) -> str:
    """'6144³' for a square product, '4096×16384 @ 16384×4096' for another."""
    return f"{m}³" if m == k == n else f"{m}×{k} @ {k}×{n}"


def _products(device: str, dtype: str) -> str:
    """The products the runner's ceiling for a dtype is the best of, as text."""
    return ", ".join(_product(*p) for p in measure.CEILING_PRODUCTS[device].get(dtype, ()))


def _skip(params: Mapping[str, Any], device: str) -> str | None:
    if device == "cuda":
        return None
    if params["dtype"] == "bf16":
        return "bf16 products on the CPU say nothing about the GPU's tensor cores; measured on the GPU only"
    if params["n"] > CPU_MAX_N:
        return f"a {params['n']}³ product takes seconds per call on the CPU; measured on the GPU only"
    return None


SPEC = ExperimentSpec(
    id="large_gemm",
    title="A single large matrix product",
    section="§2",
    claims=("C8",),
    params={"dtype": ["bf16", "fp32"], "n": [1024, 2048, 4096, 8192]},
    # The CPU fallback keeps fp32 at two small sizes: enough to exercise the code and the rules.
    quick={"dtype": ["fp32"], "n": [256, 512]},
    skip=_skip,
    summary=(
        "One square matrix product `a @ b` (n×n by n×n, random data), eager against "
        "`torch.compile` in its default mode, in bf16 and in fp32. fp32 runs with the process's "
        "default matrix-product precision, which is recorded per point (`tf32_allowed`) and not "
        "changed. TFLOP/s = 2n³ / median latency per call. `ceiling_tflops` is the best rate of "
        "several dense products measured at the start of each process, each the best of ten "
        "repeats, at sizes no point times (on a GPU, m×k @ k×n: bf16 "
        f"{_products('cuda', 'bf16')}; fp32 {_products('cuda', 'fp32')}). The verdict's ceiling for "
        "a dtype is the highest rate seen in the run: every process's `ceiling_tflops` and every "
        "TFLOP/s any process reached at any point, eager or compiled, so no figure exceeds it and "
        "eager's share of it is at most 100%. The CPU profile runs fp32 at n = 256 and 512 only: "
        "bf16 on a CPU tells nothing about the GPU's tensor cores. Beside it, for known GPUs, the "
        "vendor's datasheet figure for dense products (`datasheet_tflops`: TF32 for fp32 when TF32 "
        "is allowed), labelled as the datasheet's and not used by the verdict."
    ),
)


def _median_s(comparison: Comparison, variant: str) -> float:
    return statistics.median(comparison.samples[variant])


def _precision(dtype: str) -> list[Metric]:
    """The fp32 matrix-product precision in effect (TF32 or full fp32), as the process left it."""
    if dtype != "fp32":
        return []
    setting = torch.get_float32_matmul_precision()
    allowed = setting != "highest"  # 'high' and 'medium' let fp32 products use TF32 tensor cores
    stat = f"torch.get_float32_matmul_precision() = {setting!r}: TF32 {'allowed' if allowed else 'not allowed'}"
    return [Metric("eager", "tf32_allowed", float(allowed), "count", stat)]


def _throughput(n: int, latency: Comparison) -> list[Metric]:
    """Achieved TFLOP/s per variant: 2n³ over its median time per call.

    Its share of the ceiling is taken by the verdict, against the highest rate of the whole run:
    a share of this process's ceiling alone went above 100% (fp32 eager at 101%, H200).
    """
    flops = 2.0 * n**3
    return [Metric(v, "tflops", flops / _median_s(latency, v) / 1e12, "TFLOP/s", "2n³ / median latency")
            for v in latency.samples]


def datasheet(device_name: str, dtype: str, tf32: bool) -> Metric:
    """The vendor's datasheet TFLOP/s for this GPU and precision, or a skipped row saying why."""
    precision = "tf32" if dtype == "fp32" and tf32 else dtype
    part = next((key for key in DATASHEET_TFLOPS if key in device_name), None)
    if part is None:
        return Metric("datasheet", "datasheet_tflops", None, "TFLOP/s", status="skipped",
                      reason=f"no datasheet figure on record for {device_name or 'this device'}")
    return Metric("datasheet", "datasheet_tflops", DATASHEET_TFLOPS[part][precision], "TFLOP/s",
                  f"vendor datasheet, dense {precision.upper()}: {device_name}", better="")


def _ceilings(dtype: str, ctx: RunContext) -> list[Metric]:
    """The measured ceiling of this process, and the datasheet figure (CUDA only)."""
    peak = ctx.peaks.get(f"matmul_tflops_{dtype}")
    products = _products("cuda" if ctx.is_cuda else "cpu", dtype)
    stat = f"best of the products {products}, measured at the start of this process"
    out = [Metric("ceiling", "ceiling_tflops", peak, "TFLOP/s", stat, better="") if peak else
           Metric("ceiling", "ceiling_tflops", None, "TFLOP/s", status="skipped",
                  reason=f"the {dtype} matrix-product ceiling was not measured in this process")]
    if not ctx.is_cuda:
        out.append(Metric("datasheet", "datasheet_tflops", None, "TFLOP/s", status="skipped",
                          reason="datasheet figures are given for GPUs; this run is on the CPU"))
    else:
        tf32 = torch.get_float32_matmul_precision() != "highest"
        out.append(datasheet(torch.cuda.get_device_name(), dtype, tf32))
    return out


def run(ctx: RunContext, *, dtype: str, n: int) -> Outcome:
    """Compile the product once, then time eager against compiled and profile their kernels."""
    torch.manual_seed(ctx.seed)
    a = torch.randn(n, n, device=ctx.device, dtype=DTYPES[dtype])
    b = torch.randn(n, n, device=ctx.device, dtype=DTYPES[dtype])

    def matmul(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return x @ y

    compiled = torch.compile(matmul)
    first = measure.first_call(compiled, a, b, ctx=ctx)
    metrics = first.metrics("compiled") + _precision(dtype)
    metrics.append(Metric("compiled", "relative_error", measure.relative_error(first.result, a @ b),
                          "ratio", "vs eager"))
    del first  # the first call's n×n result is not needed while timing
    variants = {"eager": lambda: a @ b, "compiled": lambda: compiled(a, b)}
    latency = measure.compare(variants, ctx, baseline="eager")
    profiled, kernels = measure.kernel_profile(variants, ctx)
    metrics += profiled + _throughput(n, latency) + _ceilings(dtype, ctx)
    return Outcome(metrics, [latency], kernels)


# --- verdicts: pure functions of the merged rows -------------------------------------------

GAINS_LITTLE = (0.95, 1.10)  # speedup band read as "compile gains little"
NEAR_PEAK = 0.70  # eager at or above 70% of the ceiling reads as "near the limit"


def _largest(rows: Sequence[Row]) -> dict[str, int]:
    """For each dtype, the largest n with a measured speedup."""
    out: dict[str, int] = {}
    for r in rows:
        if r.variant == "compiled" and r.metric == "speedup" and r.status == "ok" and r.value is not None:
            d, n = r.params["dtype"], r.params["n"]
            out[d] = max(out.get(d, 0), n)
    return out


@dataclass(frozen=True)
class Ceiling:
    """The ceiling a verdict holds a dtype's rates against, and what set it."""

    tflops: float
    source: str  # the point whose rate set it ("compiled at n=4096"), or "" for a process's own ceiling
    measured: tuple[float, float]  # the lowest and highest ceiling measured at the start of a process


def ceiling(rows: Sequence[Row], dtype: str) -> Ceiling | None:
    """The highest rate seen for the dtype in the run: every process's measured ceiling (any grid
    point's row holds them all) and every TFLOP/s any process reached at any point, eager or
    compiled; None where no process measured a ceiling."""
    def ok(metric: str) -> list[Row]:
        return [r for r in rows if r.metric == metric and r.params.get("dtype") == dtype
                and r.status == "ok" and r.value is not None]

    measured = [published(r) for r in ok("ceiling_tflops")]
    if not measured:
        return None
    best, source = max(hi for _, hi in measured), ""
    for r in ok("tflops"):
        top = published(r)[1]  # the fastest process
        if top > best:
            best, source = top, f"{r.variant} at n={r.params['n']}"
    return Ceiling(best, source, (min(lo for lo, _ in measured), max(hi for _, hi in measured)))


def _tf(x: float) -> str:
    return f"{x:,.0f}" if x >= 1000 else f"{x:.3g}"


def _share(tflops: Row, top: Ceiling) -> tuple[float, float, str]:
    """Eager's share of the ceiling over the processes (lowest, highest) and as text: '86% [85, 87]'."""
    lo, hi = bounds(tflops, 1 / top.tflops)
    value = tflops.value / top.tflops  # type: ignore[operator]
    text = f"{value * 100:.3g}%" + (f" [{lo * 100:.3g}, {hi * 100:.3g}]" if lo != hi else "")
    return lo, hi, text


def _ceiling_text(top: Ceiling) -> str:
    low, high = top.measured
    measured = f"{_tf(low)}–{_tf(high)}" if _tf(low) != _tf(high) else _tf(high)
    if top.source:
        return (f"the ceiling {_tf(top.tflops)} TFLOP/s: {top.source} in one process, above every ceiling "
                f"measured at a process's start ({measured} TFLOP/s)")
    return (f"the ceiling {_tf(top.tflops)} TFLOP/s: the highest measured at a process's start "
            f"({measured} TFLOP/s over processes); no point ran faster")


def _c8_ladder(f: Mapping[str, bool]) -> str:
    little = all(v for k, v in f.items() if k.startswith(("low_", "high_")))
    near = all(v for k, v in f.items() if k.startswith("near_"))
    return {2: "holds", 1: "partly holds", 0: "does not hold"}[little + near]


def _describe(rows: Sequence[Row], dtype: str, n: int, top: Ceiling | None) -> str:
    at = {"dtype": dtype, "n": n}
    speedup, tflops = find(rows, "compiled", "speedup", **at), find(rows, "eager", "tflops", **at)
    sheet = find(rows, "datasheet", "datasheet_tflops", **at)
    text = f"{dtype} n={n}: speedup {fmt(speedup, '×')}, eager {fmt(tflops, ' TFLOP/s')}"
    if top is not None and tflops is not None:
        text += f", {_share(tflops, top)[2]} of {_ceiling_text(top)}"
    if sheet is not None and tflops is not None:
        tf32 = find(rows, "eager", "tf32_allowed", **at)
        precision = "TF32" if tf32 is not None and tf32.value else dtype.upper()
        text += (f"; vendor datasheet, dense {precision}: {sheet.value:g} TFLOP/s, eager at "
                 f"{tflops.value / sheet.value:.0%} of it")  # type: ignore[operator]
    return text


RULE = (
    "at the largest n measured for each dtype: compile 'gains little' if its speedup's 95% re-run "
    f"interval lies within {GAINS_LITTLE[0]}–{GAINS_LITTLE[1]}×, and eager is 'near the limit' if "
    f"its TFLOP/s (range over processes) lies at or above {NEAR_PEAK:.0%} of the ceiling. The "
    "ceiling is the highest rate seen for the dtype in the run: every process's own (the best of "
    "several square and non-square products measured at its start) and every TFLOP/s any process "
    "reached at any point, eager or compiled, so that no measured figure exceeds it. Holds if both "
    "are true for every dtype, partly holds if one of the two is, does not hold if neither; "
    "inconclusive when an interval straddles a threshold that decides; not testable without a "
    "measured ceiling. The vendor's datasheet figure is shown, not decided on"
)


def _c8(rows: Sequence[Row]) -> Verdict:
    largest = _largest(rows)
    if not largest:
        return not_testable("C8", why_missing(rows, metric="speedup"), RULE, SPEC.id)
    parts, facts, missing = [], {}, []
    for dtype, n in sorted(largest.items()):
        at = {"dtype": dtype, "n": n}
        speedup, tflops = find(rows, "compiled", "speedup", **at), find(rows, "eager", "tflops", **at)
        assert speedup is not None
        facts[f"low_{dtype}"] = at_least(speedup, GAINS_LITTLE[0], f"{dtype} speedup", unit="×")
        facts[f"high_{dtype}"] = at_most(speedup, GAINS_LITTLE[1], f"{dtype} speedup", unit="×")
        top = ceiling(rows, dtype)
        if top is None or tflops is None:
            missing.append(dtype)
        else:
            lo, hi, share = _share(tflops, top)
            facts[f"near_{dtype}"] = value_at_least(
                lo, hi, NEAR_PEAK, f"{dtype} eager at {share} of the ceiling ≥ {NEAR_PEAK:.0%}")
        parts.append(_describe(rows, dtype, n, top))
    measured = "; ".join(parts)
    if missing:
        why = why_missing(rows, metric="ceiling_tflops", dtype=missing[0], n=largest[missing[0]])
        return not_testable("C8", f"{measured}; ceiling missing for {', '.join(missing)} ({why})", RULE, SPEC.id)
    return verdict("C8", decide(_c8_ladder, facts), measured, RULE, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C8 from this experiment's merged rows."""
    return [_c8(rows)]
