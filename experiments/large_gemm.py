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
from generator.schema import Comparison, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import at_least, at_most, decide, find, fmt, not_testable, verdict, why_missing

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
        "fp32 at n = 256 and 512 only: bf16 on a CPU tells nothing about the GPU's tensor cores. "
        "The ceiling is measured on products of other sizes than any point's (see the method page), "
        "so a point is not divided by its own best run. Beside it, for known GPUs, the vendor's "
        "datasheet figure for dense products (`datasheet_tflops`: TF32 for fp32 when TF32 is "
        "allowed), labelled as the datasheet's and not used by the verdict."
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
    out = [Metric("ceiling", "ceiling_tflops", peak, "TFLOP/s", "measured at the start of this process",
                  better="") if peak else
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
    metrics += profiled + _throughput(n, dtype, latency, ctx) + _ceilings(dtype, ctx)
    return Outcome(metrics, [latency], kernels)


# --- verdicts: pure functions of the merged rows -------------------------------------------

GAINS_LITTLE = (0.95, 1.10)  # speedup band read as "compile gains little"
NEAR_PEAK = 0.70  # eager at or above 70% of the measured ceiling reads as "near the limit"


def _largest(rows: Sequence[Row]) -> dict[str, int]:
    """For each dtype, the largest n with a measured speedup."""
    out: dict[str, int] = {}
    for r in rows:
        if r.variant == "compiled" and r.metric == "speedup" and r.status == "ok" and r.value is not None:
            d, n = r.params["dtype"], r.params["n"]
            out[d] = max(out.get(d, 0), n)
    return out


def _c8_ladder(f: Mapping[str, bool]) -> str:
    little = all(v for k, v in f.items() if k.startswith(("low_", "high_")))
    near = all(v for k, v in f.items() if k.startswith("near_"))
    return {2: "holds", 1: "partly holds", 0: "does not hold"}[little + near]


def _describe(rows: Sequence[Row], dtype: str, n: int) -> str:
    at = {"dtype": dtype, "n": n}
    speedup, frac = find(rows, "compiled", "speedup", **at), find(rows, "eager", "fraction_of_peak", **at)
    tflops, ceiling = find(rows, "eager", "tflops", **at), find(rows, "ceiling", "ceiling_tflops", **at)
    sheet = find(rows, "datasheet", "datasheet_tflops", **at)
    text = f"{dtype} n={n}: speedup {fmt(speedup, '×')}, eager {fmt(tflops, ' TFLOP/s')}"
    if frac is not None:
        # the fraction is taken in each process against that process's ceiling, so it is not the
        # ratio of the two medians shown beside it
        text += f", {fmt(frac, '%', 100)} of the ceiling measured in the same process"
        text += f" (the ceiling: {fmt(ceiling, ' TFLOP/s')} across processes)" if ceiling is not None else ""
    if sheet is not None and tflops is not None:
        tf32 = find(rows, "eager", "tf32_allowed", **at)
        precision = "TF32" if tf32 is not None and tf32.value else dtype.upper()
        text += (f"; vendor datasheet, dense {precision}: {sheet.value:g} TFLOP/s, eager at "
                 f"{tflops.value / sheet.value:.0%} of it")  # type: ignore[operator]
    return text


def _c8(rows: Sequence[Row]) -> Verdict:
    rule = (
        "at the largest n measured for each dtype: compile 'gains little' if its speedup's 95% "
        f"re-run interval lies within {GAINS_LITTLE[0]}–{GAINS_LITTLE[1]}×, and eager is 'near the "
        f"limit' if its fraction of the matrix-product ceiling (range over processes; the ceiling "
        f"is measured in the same process on other sizes) lies at or above {NEAR_PEAK:.0%}; holds "
        "if both are true for every dtype, partly holds if one of the two is, does not hold if "
        "neither; inconclusive when an interval straddles a threshold that decides; not testable "
        "without the measured ceiling. The vendor's datasheet figure is shown, not decided on"
    )
    largest = _largest(rows)
    if not largest:
        return not_testable("C8", why_missing(rows, metric="speedup"), rule, SPEC.id)
    parts, facts, missing = [], {}, []
    for dtype, n in sorted(largest.items()):
        at = {"dtype": dtype, "n": n}
        speedup, frac = find(rows, "compiled", "speedup", **at), find(rows, "eager", "fraction_of_peak", **at)
        assert speedup is not None
        facts[f"low_{dtype}"] = at_least(speedup, GAINS_LITTLE[0], f"{dtype} speedup", unit="×")
        facts[f"high_{dtype}"] = at_most(speedup, GAINS_LITTLE[1], f"{dtype} speedup", unit="×")
        if frac is None:
            missing.append(dtype)
        else:
            facts[f"near_{dtype}"] = at_least(frac, NEAR_PEAK * 100, f"{dtype} eager fraction of the ceiling",
                                              scale=100, unit="%")
        parts.append(_describe(rows, dtype, n))
    measured = "; ".join(parts)
    if missing:
        why = why_missing(rows, metric="fraction_of_peak", dtype=missing[0], n=largest[missing[0]])
        return not_testable("C8", f"{measured}; peak missing for {', '.join(missing)} ({why})", rule, SPEC.id)
    return verdict("C8", decide(_c8_ladder, facts), measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """The verdict for C8 from this experiment's merged rows."""
    return [_c8(rows)]
