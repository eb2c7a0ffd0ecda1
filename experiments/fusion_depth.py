"""§2 where fusion pays: speedup against depth, against pointwise-chain length, and launch cost.

Three families share one grid, `family` × `n`: a stack of n linear+ReLU layers (`depth`), a
chain of n elementwise operations on one large tensor (`chain`), and a loop of n kernel launches
on a one-element tensor, eager only (`launch`). Default compile mode, one compile per point.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from generator.runner import measure
from generator.schema import (
    Comparison,
    ExperimentSpec,
    Kernel,
    Metric,
    Outcome,
    Row,
    RunContext,
    Verdict,
    find_row,
)

WIDTH, BATCH = 512, 64
# 32M fp32 elements (128 MiB) on the GPU, several times the H200's L2 cache, so every pass goes
# to HBM: a 4M-element tensor (16 MiB) stayed in L2, and eager passes "beat" the copy ceiling.
# The CPU smoke profile uses 256K elements to stay within its time budget.
CHAIN_ELEMENTS = {"cuda": 1 << 25, "cpu": 1 << 18}


def _skip(params: Mapping[str, Any], device: str) -> str | None:
    if params["family"] == "launch" and device != "cuda":
        return "needs CUDA: the launch cost of a GPU kernel cannot be measured on the CPU"
    return None


SPEC = ExperimentSpec(
    id="fusion_depth",
    title="Where fusion pays: depth, fragmentation and launch cost",
    section="§2",
    claims=("C5", "C6", "C7"),
    params={"family": ["depth", "chain", "launch"], "n": [1, 2, 4, 8, 16, 64]},
    quick={"n": [1, 4]},
    skip=_skip,
    summary=(
        f"Three families. **depth**: n layers of linear (with bias) + ReLU, width {WIDTH}, batch "
        f"{BATCH}, eager against `torch.compile` (default mode); each product is "
        f"2·{BATCH}·{WIDTH}·{WIDTH} ≈ 34 MFLOP, far too little to keep an H200 busy for the time a "
        "launch takes, so the stack is launch-bound and shows what per-operation overhead costs. "
        "**chain**: n cheap elementwise operations (multiply, add, abs, subtract in turn) on a "
        "32M-element fp32 tensor (256K on the CPU), larger than the GPU's L2 cache: eager reads "
        "and writes the whole tensor once per operation, Inductor can fuse the chain into one "
        "pass, and the operations are cheap enough for that pass to stay memory-bound. "
        "`bytes_per_call` is an estimate (tensor sizes for eager; Inductor's own per-kernel "
        "estimate for compiled where its code was captured, else one read + one write), and GB/s "
        "is that estimate over the profiler's GPU time. **launch** (GPU only): a "
        "loop of n additions on a one-element tensor, eager; the loop's time per call over n is the "
        "cost of one launch as the CPU pays it, the profiler's time per kernel what the GPU pays. "
        "`cpu_issue` is the host time to issue one call without waiting for the GPU."
    ),
)


# --- models ---------------------------------------------------------------------------------


def depth_model(n: int, device: str) -> Callable[[torch.Tensor], torch.Tensor]:
    """n linear+ReLU layers with weights drawn once, scaled so activations stay bounded."""
    weights = [torch.randn(WIDTH, WIDTH, device=device) / math.sqrt(WIDTH) for _ in range(n)]
    biases = [torch.randn(WIDTH, device=device) * 0.01 for _ in range(n)]

    def model(x: torch.Tensor) -> torch.Tensor:
        for w, b in zip(weights, biases):
            x = torch.relu(torch.nn.functional.linear(x, w, b))
        return x

    return model


# Cheap operations, so that the fused kernel is bound by memory, not arithmetic (a chain of
# sin/cos made the fused kernel compute-bound); values stay bounded over any length.
_CHAIN_OPS: tuple[Callable[[torch.Tensor], torch.Tensor], ...] = (
    lambda t: t * 1.0001, lambda t: t + 0.001, torch.abs, lambda t: t - 0.0005)


def chain_model(n: int) -> Callable[[torch.Tensor], torch.Tensor]:
    """n elementwise operations in a row, cycling through multiply, add, abs and subtract."""

    def model(x: torch.Tensor) -> torch.Tensor:
        for i in range(n):
            x = _CHAIN_OPS[i % len(_CHAIN_OPS)](x)
        return x

    return model


def launch_loop(n: int) -> Callable[[torch.Tensor], torch.Tensor]:
    """n additions on a one-element tensor: n near-empty kernels per call."""

    def loop(x: torch.Tensor) -> torch.Tensor:
        for _ in range(n):
            x = x + 1.0
        return x

    return loop


# --- run ------------------------------------------------------------------------------------


def _median_s(comparison: Comparison, variant: str) -> float:
    return statistics.median(comparison.samples[variant])


def _value(metrics: Sequence[Metric], variant: str, metric: str) -> float | None:
    for m in metrics:
        if m.variant == variant and m.metric == metric and m.status == "ok":
            return m.value
    return None


def _compiled_bytes(code: Sequence[str], kernels: Sequence[Kernel], fused_ideal: float) -> tuple[float, str]:
    """Bytes per call of the compiled chain: Inductor's per-kernel estimates, else the fused ideal."""
    estimated = measure.inductor_bytes(code, kernels, "compiled")
    if estimated is not None:
        return estimated, "estimate: Inductor's bytes per kernel × launches, from its output code"
    return fused_ideal, "estimate from tensor sizes: fused ideal, one read + one write of the tensor"


def _bandwidth(variant: str, nbytes: float, metrics: Sequence[Metric], ctx: RunContext) -> list[Metric]:
    """Achieved GB/s (estimated bytes over GPU time) and its fraction of the measured copy ceiling."""
    gpu_ms = _value(metrics, variant, "gpu_time_ms")
    if gpu_ms is None or gpu_ms <= 0:
        reason = "needs the profiler's GPU time, which only a CUDA run has"
        return [Metric(variant, "achieved_gbps", None, "GB/s", status="skipped", reason=reason),
                Metric(variant, "fraction_of_copy_peak", None, "ratio", status="skipped", reason=reason)]
    gbps = nbytes / (gpu_ms * 1e-3) / 1e9
    out = [Metric(variant, "achieved_gbps", gbps, "GB/s", "estimated bytes / GPU time")]
    peak = ctx.peaks.get("copy_gbps")
    if peak:
        out.append(Metric(variant, "fraction_of_copy_peak", gbps / peak, "ratio",
                          f"of the measured copy ceiling, {peak:.0f} GB/s"))
    else:
        out.append(Metric(variant, "fraction_of_copy_peak", None, "ratio", status="skipped",
                          reason="the device's copy ceiling was not measured in this process"))
    return out


def _chain_traffic(n: int, x: torch.Tensor, outcome: Outcome, ctx: RunContext) -> list[Metric]:
    """Bytes per call of each variant (estimates) and the bandwidth they achieve on the GPU."""
    tensor_bytes = float(x.numel() * x.element_size())
    eager_bytes = 2 * n * tensor_bytes  # every eager op reads and writes the whole tensor
    code = [outcome.artifacts["output_code.py"]] if "output_code.py" in outcome.artifacts else []
    compiled_bytes, compiled_stat = _compiled_bytes(code, outcome.kernels, 2 * tensor_bytes)
    out = [Metric("eager", "bytes_per_call", eager_bytes, "bytes",
                  "estimate from tensor sizes: each op reads and writes the tensor"),
           Metric("compiled", "bytes_per_call", compiled_bytes, "bytes", compiled_stat)]
    out += _bandwidth("eager", eager_bytes, outcome.metrics, ctx)
    out += _bandwidth("compiled", compiled_bytes, outcome.metrics, ctx)
    return out


def _compiled_point(ctx: RunContext, fn: Callable[[torch.Tensor], torch.Tensor], x: torch.Tensor,
                    ) -> tuple[list[Metric], list[Comparison], list[Kernel], dict[str, str]]:
    """Compile once, then latency, host issue time and kernel profile, eager against compiled."""
    compiled = torch.compile(fn)
    first = measure.first_call(compiled, x, ctx=ctx)
    metrics = first.metrics("compiled")
    metrics.append(Metric("compiled", "relative_error", measure.relative_error(first.result, fn(x)),
                          "ratio", "vs eager"))
    variants = {"eager": lambda: fn(x), "compiled": lambda: compiled(x)}
    latency = measure.compare(variants, ctx, baseline="eager")
    issue = measure.issue_time(variants, ctx, baseline="eager")
    profiled, kernels = measure.kernel_profile(variants, ctx)
    artifacts = {"output_code.py": "\n\n".join(first.code)} if first.code else {}
    return metrics + profiled, [latency, issue], kernels, artifacts


def _launch_point(ctx: RunContext, n: int) -> Outcome:
    """Eager only: per-launch time of a loop of n near-empty kernels, host-side and GPU-side."""
    x = torch.zeros(1, device=ctx.device)
    loop = launch_loop(n)
    variants = {"eager": lambda: loop(x)}
    latency = measure.compare(variants, ctx, baseline="eager")
    issue = measure.issue_time(variants, ctx, baseline="eager")
    metrics, kernels = measure.kernel_profile(variants, ctx)
    metrics.append(Metric("eager", "time_per_launch_ms", _median_s(latency, "eager") / n * 1e3, "ms",
                          "median loop time per call / launches"))
    metrics.append(Metric("eager", "issue_per_launch_ms", _median_s(issue, "eager") / n * 1e3, "ms",
                          "median host issue time per call / launches"))
    gpu_ms, count = _value(metrics, "eager", "gpu_time_ms"), _value(metrics, "eager", "kernels_per_call")
    if gpu_ms is not None and count:
        metrics.append(Metric("eager", "gpu_per_launch_ms", gpu_ms / count, "ms", "profiler: GPU time / kernels"))
    return Outcome(metrics, [latency, issue], kernels)


def run(ctx: RunContext, *, family: str, n: int) -> Outcome:
    """One point of one family: compile and compare (depth, chain) or time launches (launch)."""
    torch.manual_seed(ctx.seed)
    if family == "launch":
        return _launch_point(ctx, n)
    if family == "depth":
        fn, x = depth_model(n, ctx.device), torch.randn(BATCH, WIDTH, device=ctx.device)
    elif family == "chain":
        fn, x = chain_model(n), torch.randn(CHAIN_ELEMENTS[ctx.device], device=ctx.device)
    else:
        raise ValueError(f"unknown family {family!r}; expected depth, chain or launch")
    outcome = Outcome(*_compiled_point(ctx, fn, x))
    if family == "chain":
        outcome.metrics += _chain_traffic(n, x, outcome, ctx)
    return outcome


# --- verdicts: pure functions of the merged rows -------------------------------------------

C5_HOLDS, C5_PARTLY = (5.0, 10.0), (2.5, 20.0)  # the article's 5–10 µs; partly: within a factor of 2
LESS_GPU = 0.95  # "less GPU time" needs at least 5% less, beyond the profiler's run-to-run noise


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


def _why_missing(rows: Sequence[Row], metric: str | None = None, **params: object) -> str:
    """Why a verdict's rows are absent: the skip reason (e.g. CPU run) or the point's failure."""
    def matches(row: Row) -> bool:
        return row.status != "ok" and all(row.params.get(k) == v for k, v in params.items())

    preferred = [r for r in rows if matches(r) and r.metric in (metric, "point")]
    for row in preferred or [r for r in rows if matches(r)]:
        return f"{row.status}: {row.reason}"
    return "the rows this verdict needs were not measured"


def _family_rows(rows: Sequence[Row], family: str, variant: str, metric: str) -> list[Row]:
    """Ok rows of one family, variant and metric, in increasing n."""
    found = [r for r in rows if r.variant == variant and r.metric == metric and r.status == "ok"
             and r.value is not None and r.params.get("family") == family]
    return sorted(found, key=lambda r: r.params["n"])


def _c5(rows: Sequence[Row]) -> Verdict:
    rule = (
        "eager loop of n additions on a one-element tensor, at the largest n measured: its median "
        "time per call over n is the cost of one launch as the CPU pays it (the loop is CPU-bound "
        f"when the GPU is idle part of the time); holds within {C5_HOLDS[0]:g}–{C5_HOLDS[1]:g} µs "
        f"(the article's figure), partly holds within {C5_PARTLY[0]:g}–{C5_PARTLY[1]:g} µs, does not hold outside"
    )
    loops = _family_rows(rows, "launch", "eager", "latency_ms")
    if not loops:
        return Verdict("C5", "not testable here", _why_missing(rows, "latency_ms", family="launch"), rule, SPEC.id)
    top = loops[-1]
    n = top.params["n"]
    per_us = top.value * 1e3 / n  # type: ignore[operator]
    at = {"family": "launch", "n": n}
    gpu = find_row(rows, "eager", "gpu_per_launch_ms", **at)
    issue = find_row(rows, "eager", "issue_per_launch_ms", **at)
    busy = find_row(rows, "eager", "gpu_busy", **at)
    measured = (
        f"{_fmt(top, 1e3 / n, ' µs')} per launch (loop of {n}); host issue time "
        f"{_fmt(issue, 1e3, ' µs')}, GPU time {_fmt(gpu, 1e3, ' µs')} per kernel; GPU busy "
        f"{_fmt(busy, 100, '%')}; article: 5–10 µs"
    )
    if C5_HOLDS[0] <= per_us <= C5_HOLDS[1]:
        verdict = "holds"
    elif C5_PARTLY[0] <= per_us <= C5_PARTLY[1]:
        verdict = "partly holds"
    else:
        verdict = "does not hold"
    return Verdict("C5", verdict, measured, rule, SPEC.id)


C6_METRICS = ("kernels_per_call", "bytes_per_call", "gpu_time_ms", "cpu_issue_ms")


def _c6(rows: Sequence[Row]) -> Verdict:
    rule = (
        "pointwise chain at the longest length measured: holds if compiled runs fewer kernels, "
        f"moves fewer bytes (estimate) with at least {1 - LESS_GPU:.0%} less GPU time, and takes "
        "less host time to issue a call; partly holds if it runs fewer kernels but misses one of "
        "the others; does not hold if it runs no fewer kernels"
    )
    lengths = _family_rows(rows, "chain", "compiled", "kernels_per_call")
    if not lengths:
        return Verdict("C6", "not testable here", _why_missing(rows, "kernels_per_call", family="chain"), rule, SPEC.id)
    at = {"family": "chain", "n": lengths[-1].params["n"]}
    get = {(v, m): find_row(rows, v, m, **at) for v in ("eager", "compiled") for m in C6_METRICS}
    missing = [f"{v} {m}" for (v, m), r in get.items() if r is None or r.value is None]
    if missing:
        return Verdict("C6", "not testable here", f"missing {', '.join(missing)} at n={at['n']}: "
                       + _why_missing(rows, **at), rule, SPEC.id)
    v = {key: r.value for key, r in get.items()}  # type: ignore[union-attr]
    measured = (
        f"chain of {at['n']}: kernels {_num(v['eager', 'kernels_per_call'])} → {_num(v['compiled', 'kernels_per_call'])}; "
        f"bytes (estimate) {_num(v['eager', 'bytes_per_call'] / 1e6)} → {_num(v['compiled', 'bytes_per_call'] / 1e6)} MB; "
        f"GPU time {_num(v['eager', 'gpu_time_ms'] * 1e3)} → {_num(v['compiled', 'gpu_time_ms'] * 1e3)} µs; "
        f"host issue time {_fmt(get['eager', 'cpu_issue_ms'], 1e3)} → {_fmt(get['compiled', 'cpu_issue_ms'], 1e3)} µs per call"
    )
    fewer = v["compiled", "kernels_per_call"] < v["eager", "kernels_per_call"]
    less_traffic = (v["compiled", "bytes_per_call"] < v["eager", "bytes_per_call"]
                    and v["compiled", "gpu_time_ms"] < LESS_GPU * v["eager", "gpu_time_ms"])
    less_cpu = v["compiled", "cpu_issue_ms"] < v["eager", "cpu_issue_ms"]
    if fewer and less_traffic and less_cpu:
        verdict = "holds"
    elif fewer:
        verdict = "partly holds"
    else:
        verdict = "does not hold"
    return Verdict("C6", verdict, measured, rule, SPEC.id)


def _bounds(row: Row) -> tuple[float, float]:
    value = float(row.value)  # type: ignore[arg-type]
    return (row.lo if row.lo is not None else value), (row.hi if row.hi is not None else value)


def grows(series: Sequence[Row]) -> bool:
    """Speedup at the largest n above the smallest's, intervals apart, and no step down whose
    interval lies wholly below the previous point's."""
    if len(series) < 2:
        return False
    no_drop = all(_bounds(b)[1] >= _bounds(a)[0] for a, b in zip(series, series[1:]))
    return _bounds(series[0])[1] < _bounds(series[-1])[0] and no_drop


def _c7(rows: Sequence[Row]) -> Verdict:
    rule = (
        "speedup of compiled over eager against n, for the depth and the chain families: a family "
        "'grows' if the speedup at its largest n lies above the one at its smallest n with the two "
        "95% intervals apart, and no step to the next n falls with its interval wholly below the "
        "previous one; it 'gains' if the interval at its largest n lies above 1×. Holds if both "
        "families grow and gain; partly holds if at least one grows; does not hold if neither grows"
    )
    series = {f: _family_rows(rows, f, "compiled", "speedup") for f in ("depth", "chain")}
    short = [f for f, s in series.items() if len(s) < 2]
    if short:
        why = "; ".join(f"{f}: {_why_missing(rows, 'speedup', family=f)}" for f in short)
        return Verdict("C7", "not testable here", f"fewer than two sizes measured ({why})", rule, SPEC.id)
    growing = [f for f, s in series.items() if grows(s)]
    gaining = [f for f, s in series.items() if _bounds(s[-1])[0] > 1.0]
    measured = "; ".join(
        f"{f}: " + ", ".join(f"{r.params['n']}→{_fmt(r, unit='×')}" for r in s) for f, s in series.items())
    measured += f" (growing: {', '.join(growing) or 'none'}; gaining at the largest n: {', '.join(gaining) or 'none'})"
    if len(growing) == 2 and len(gaining) == 2:
        verdict = "holds"
    elif growing:
        verdict = "partly holds"
    else:
        verdict = "does not hold"
    return Verdict("C7", verdict, measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdicts for C5–C7 from this experiment's merged rows."""
    return [_c5(rows), _c6(rows), _c7(rows)]
