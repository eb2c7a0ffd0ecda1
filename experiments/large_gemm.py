"""§2 a single large matrix product: eager `a @ b` against torch.compile, and against the peak.

Square products n×n @ n×n in bf16 and fp32, default compile mode, one compile per point.
Achieved TFLOP/s = 2n³ / median latency, and its fraction of the matrix-product ceiling that the
runner measured once in this process (`ctx.peaks`).
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from typing import Any

import torch

from generator.runner import measure
from generator.schema import (
    Comparison,
    ExperimentSpec,
    Metric,
    Outcome,
    Row,
    RunContext,
    Verdict,
    find_row,
)

DTYPES = {"bf16": torch.bfloat16, "fp32": torch.float32}
CPU_MAX_N = 1024


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
        "changed. TFLOP/s = 2n³ / median latency per call; `fraction_of_peak` divides it by the "
        "ceiling for that dtype measured once at the start of the process. The CPU profile runs "
        "fp32 at n = 256 and 512 only: bf16 on a CPU tells nothing about the GPU's tensor cores."
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


def _throughput(n: int, dtype: str, latency: Comparison, ctx: RunContext) -> list[Metric]:
    """Achieved TFLOP/s per variant and its fraction of the measured ceiling for the dtype."""
    flops = 2.0 * n**3
    peak = ctx.peaks.get(f"matmul_tflops_{dtype}")
    out = []
    for variant in latency.samples:
        tflops = flops / _median_s(latency, variant) / 1e12
        out.append(Metric(variant, "tflops", tflops, "TFLOP/s", "2n³ / median latency"))
        if peak:
            out.append(Metric(variant, "fraction_of_peak", tflops / peak, "ratio",
                              f"of the measured {dtype} ceiling, {peak:.0f} TFLOP/s"))
        else:
            out.append(Metric(variant, "fraction_of_peak", None, "ratio", status="skipped",
                              reason=f"the {dtype} matrix-product ceiling was not measured in this process"))
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
    metrics += profiled + _throughput(n, dtype, latency, ctx)
    return Outcome(metrics, [latency], kernels)


# --- verdicts: pure functions of the merged rows -------------------------------------------

GAINS_LITTLE = (0.95, 1.10)  # speedup band read as "compile gains little"
NEAR_PEAK = 0.70  # eager at or above 70% of the measured ceiling reads as "near the limit"


def _num(x: float) -> str:
    return f"{x:,.0f}" if abs(x) >= 1000 else f"{x:.3g}"


def _fmt(row: Row | None, scale: float = 1.0, unit: str = "") -> str:
    """A row's value with its interval, where it has one wider than a point."""
    if row is None or row.value is None:
        return "n/a"
    interval = ""
    if row.lo is not None and row.hi is not None and row.lo != row.hi:
        interval = f" [{_num(row.lo * scale)}, {_num(row.hi * scale)}]"
    return f"{_num(row.value * scale)}{unit}{interval}"


def _why_missing(rows: Sequence[Row], metric: str, **params: object) -> str:
    """The skip reason or failure of the rows a verdict needs (the metric's own row first)."""
    bad = [r for r in rows if r.status != "ok" and all(r.params.get(k) == v for k, v in params.items())]
    for row in sorted(bad, key=lambda r: r.metric not in (metric, "point")):
        return f"{row.status}: {row.reason}"
    return "the rows this verdict needs were not measured"


def _largest(rows: Sequence[Row]) -> dict[str, int]:
    """For each dtype, the largest n with a measured speedup."""
    out: dict[str, int] = {}
    for r in rows:
        if r.variant == "compiled" and r.metric == "speedup" and r.status == "ok" and r.value is not None:
            d, n = r.params["dtype"], r.params["n"]
            out[d] = max(out.get(d, 0), n)
    return out


def _c8(rows: Sequence[Row]) -> Verdict:
    rule = (
        "at the largest n measured for each dtype: compile 'gains little' if its speedup (ratio of "
        f"medians) lies within {GAINS_LITTLE[0]}–{GAINS_LITTLE[1]}×, and eager is 'near the limit' "
        f"if it reaches at least {NEAR_PEAK:.0%} of the matrix-product ceiling measured in the same "
        "process; holds if both are true for every dtype, partly holds if one of the two is, does "
        "not hold if neither; not testable without the measured ceiling"
    )
    largest = _largest(rows)
    if not largest:
        return Verdict("C8", "not testable here", _why_missing(rows, "speedup"), rule, SPEC.id)
    parts, little, near = [], [], []
    for dtype, n in sorted(largest.items()):
        at = {"dtype": dtype, "n": n}
        speedup = find_row(rows, "compiled", "speedup", **at)
        frac = find_row(rows, "eager", "fraction_of_peak", **at)
        tflops = find_row(rows, "eager", "tflops", **at)
        little.append(GAINS_LITTLE[0] <= speedup.value <= GAINS_LITTLE[1])  # type: ignore[union-attr,operator]
        near.append(None if frac is None or frac.value is None else frac.value >= NEAR_PEAK)
        parts.append(f"{dtype} n={n}: speedup {_fmt(speedup, unit='×')}, eager {_fmt(tflops, unit=' TFLOP/s')}"
                     f" = {_fmt(frac, 100, '%')} of the measured peak")
    measured = "; ".join(parts)
    if any(x is None for x in near):
        missing = [d for d, x in zip(sorted(largest), near) if x is None]
        why = _why_missing(rows, "fraction_of_peak", dtype=missing[0], n=largest[missing[0]])
        return Verdict("C8", "not testable here", f"{measured}; peak missing for {', '.join(missing)} ({why})",
                       rule, SPEC.id)
    verdict = {2: "holds", 1: "partly holds", 0: "does not hold"}[all(little) + all(near)]
    return Verdict("C8", verdict, measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C8 from this experiment's merged rows."""
    return [_c8(rows)]
