"""The measurement core: compile time, interleaved latency rounds, profiler kernel counts.

Every timing in the report comes from this module. Steady-state latency uses
torch.utils.benchmark.Timer (it synchronises the accelerator around each block); kernel counts
and GPU time come from torch.profiler; only `article_loop` uses a hand-written perf_counter loop,
because reproducing the article's own method is its purpose.
"""

from __future__ import annotations

import math
import time
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch
from torch.utils.benchmark import Timer

from generator.kernels import kernel_kind
from generator.runner import inductor
from generator.schema import (ARTICLE_SPEEDUP, GPU_TIME, KERNELS, Comparison, Kernel, Metric,
                              first_call_metric)
from generator.spec import RunContext

MAX_CALLS_PER_BLOCK = 20_000
WARMUP_CALLS = 3
ARTICLE_WARMUP, ARTICLE_ITERS = 5, 200
BASELINE, CANDIDATE = "eager", "compiled"  # the variants article_loop times and names


def sync(device: str) -> None:
    """Wait for all queued work on the device."""
    if device == "cuda":
        torch.cuda.synchronize()


@dataclass
class FirstCall:
    """The first call of a compiled function: compile + first run, timed on its own."""

    seconds: float
    counters: dict[str, float]
    code: list[str] = field(default_factory=list)
    result: Any = None

    def metrics(self, variant: str) -> list[Metric]:
        """Compile time, named by the state of Inductor's FX-graph cache, and graph counters."""
        hits, misses = self.counters["fxgraph_cache_hit"], self.counters["fxgraph_cache_miss"]
        state = {(True, False): "warm", (False, True): "cold", (True, True): "mixed"}.get(
            (bool(hits), bool(misses)), "unknown")  # unknown: the FX-graph cache was not consulted
        out = [Metric(variant, first_call_metric(state), self.seconds, "s", f"first call, {state} cache",
                      kind="compile")]
        for name in ("graphs", "graph_breaks"):
            out.append(Metric(variant, name, self.counters[name], "count", "first call", kind="compiler"))
        return out


def first_call(compiled: Callable[..., Any], *args: Any, ctx: RunContext, reset: bool = True) -> FirstCall:
    """Compile by calling once (Dynamo reset first), timing the call; capture code if asked.

    reset=False keeps the graphs compiled before (a point that times several compiled variants
    together compiles each with its own first call); the counters still start from zero.
    """
    if reset:
        inductor.reset()
    inductor.clear_counters()
    sync(ctx.device)
    start = time.perf_counter()
    if ctx.capture:
        capture = inductor.call_and_capture_code if reset else inductor.capture_output_code
        result, code = capture(compiled, *args)
    else:
        result, code = compiled(*args), []
    sync(ctx.device)
    seconds = time.perf_counter() - start
    return FirstCall(seconds, inductor.counters(), code, result)


def _timer(fn: Callable[[], Any]) -> Timer:
    return Timer(stmt="fn()", globals={"fn": fn}, num_threads=torch.get_num_threads())


def _calls_per_block(timer: Timer, block_s: float) -> int:
    """Calls per timed block so that one block lasts about block_s."""
    probe = timer.timeit(1).raw_times[0]
    if probe <= 0:
        return MAX_CALLS_PER_BLOCK
    return max(1, min(MAX_CALLS_PER_BLOCK, math.ceil(block_s / probe)))


def compare(
    variants: Mapping[str, Callable[[], Any]], ctx: RunContext, *, baseline: str, name: str = "latency"
) -> Comparison:
    """Per-call time of each variant from ctx.rounds interleaved rounds, warm-up excluded.

    Each round times one block of every variant, alternating the order between rounds so that
    clock and thermal drift fall on all variants alike. In an untimed process (ctx.timed False)
    the variants are only warmed up and every sample is NaN.
    """
    if baseline not in variants:
        raise ValueError(f"baseline {baseline!r} is not among the variants {list(variants)}")
    timers = {v: _timer(fn) for v, fn in variants.items()}
    for fn in variants.values():
        for _ in range(WARMUP_CALLS):
            fn()
    sync(ctx.device)
    if not ctx.timed:
        return _untimed(name, baseline, variants)
    calls = {v: _calls_per_block(t, ctx.block_s) for v, t in timers.items()}
    samples: dict[str, list[float]] = {v: [] for v in variants}
    order = list(variants)
    for round_index in range(ctx.rounds):
        for v in order if round_index % 2 == 0 else reversed(order):
            samples[v].append(timers[v].timeit(calls[v]).raw_times[0] / calls[v])
    return Comparison(name, baseline, {v: tuple(s) for v, s in samples.items()}, calls)


def _untimed(name: str, baseline: str, variants: Mapping[str, Any]) -> Comparison:
    """What compare and issue_time return in an untimed process: two NaN samples per variant.

    NaN carries through whatever an experiment derives from the samples (a median, a rate, a
    quantile, which needs two), so the worker can drop all of it without knowing how it was
    derived.
    """
    return Comparison(name, baseline, {v: (math.nan, math.nan) for v in variants}, {v: 0 for v in variants})


def kernel_profile(
    variants: Mapping[str, Callable[[], Any]], ctx: RunContext, calls: int = 10
) -> tuple[list[Metric], list[Kernel]]:
    """Device kernels per call (with names) and GPU kernel time per call, from torch.profiler.

    Only the first process profiles: the kernels a call launches do not change between
    processes, and the GPU's own time per kernel moves far less than the CPU side, so later
    processes spend their time on the interleaved rounds instead.
    """
    if ctx.is_cuda and ctx.replicate > 0:
        return [], []
    if not ctx.is_cuda:
        reason = "kernel counts and GPU time come from the CUDA profiler; this run is on the CPU"
        metrics = [
            Metric(v, m, None, u, status="skipped", reason=reason, kind=kind)
            for v in variants
            for m, u, kind in ((KERNELS, "count", "compiler"), (GPU_TIME, "ms", "profiled"))
        ]
        return metrics, []
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile

    metrics: list[Metric] = []
    kernels: list[Kernel] = []
    for variant, fn in variants.items():
        fn()
        sync(ctx.device)
        # Shapes and FLOP counts let the profiler count the FLOPs of each matrix product.
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA],
                     record_shapes=True, with_flops=True) as prof:
            for _ in range(calls):
                fn()
            sync(ctx.device)
        per_name: dict[str, list[float]] = defaultdict(list)
        flops: dict[str, float] = defaultdict(float)
        for event in prof.events():
            # "## Call CompiledFxGraph <hash> ##" (a compiled call) and "Optimizer.step#AdamW.step"
            # (the optimizer's record_function) are GPU-side annotations spanning their kernels
            # and the gaps between them, not kernels (seen on the H200, torch 2.11).
            annotation = event.name.startswith("## ") or getattr(event, "is_user_annotation", False)
            if event.device_type == DeviceType.CUDA and not annotation:
                per_name[event.name].append(float(event.device_time_total))
            elif event.flops and event.kernels:  # the op's FLOPs go to its longest kernel
                flops[max(event.kernels, key=lambda k: k.duration).name] += float(event.flops)
        launched = {n: t for n, t in per_name.items() if kernel_kind(n) != "copy/set"}
        count = sum(len(t) for t in launched.values()) / calls
        gpu_us = sum(sum(t) for t in per_name.values()) / calls
        metrics.append(Metric(variant, KERNELS, count, "count", "profiler", kind="compiler"))
        metrics.append(Metric(variant, GPU_TIME, gpu_us / 1000, "ms", "profiler", kind="profiled"))
        for kname, times in sorted(per_name.items(), key=lambda kv: -sum(kv[1])):
            kernels.append(Kernel(variant, kname, kernel_kind(kname), len(times) / calls,
                                  sum(times) / calls, flops=flops[kname] / calls if kname in flops else None))
    return metrics, kernels


def article_loop(eager: Callable[[], Any], compiled: Callable[[], Any], ctx: RunContext) -> list[Metric]:
    """The article's own method: 5 warm-up calls, then 200 calls between two perf_counter reads.

    Eager first, compiled second, each timed once: no interleaving and no spread, reproduced
    as printed so that its figure can stand beside the proper one. The article prints one figure
    per run of its script, so it is taken once per run, in the first timed process
    (RunContext.first_timed); nothing in any other.
    """
    if not ctx.first_timed:
        return []
    device = ctx.device
    out: dict[str, float] = {}
    for variant, fn in ((BASELINE, eager), (CANDIDATE, compiled)):
        for _ in range(ARTICLE_WARMUP):
            fn()
        sync(device)
        start = time.perf_counter()
        for _ in range(ARTICLE_ITERS):
            fn()
        sync(device)
        out[variant] = (time.perf_counter() - start) / ARTICLE_ITERS
    stat = "article's method"
    return [
        Metric(BASELINE, "article_latency_ms", out[BASELINE] * 1e3, "ms", stat),
        Metric(CANDIDATE, "article_latency_ms", out[CANDIDATE] * 1e3, "ms", stat),
        Metric(CANDIDATE, ARTICLE_SPEEDUP, out[BASELINE] / out[CANDIDATE], "x", stat, baseline=BASELINE),
    ]


def relative_error(result: torch.Tensor, reference: torch.Tensor) -> float:
    """‖result − reference‖ / ‖reference‖, computed in float64."""
    ref = reference.detach().double()
    return float((result.detach().double() - ref).norm() / ref.norm().clamp_min(1e-30))


ACCURACY = "accuracy_pass"  # the flag an accuracy check records: 1 = passed


def accuracy(variant: str, result: torch.Tensor, reference: torch.Tensor, tolerance: float,
             what: str = "output vs eager") -> list[Metric]:
    """An output's relative error against its reference and whether it is within tolerance (a flag):
    the check a report-wide figure gates its points on (spec.Evidence.gate). NaN never passes."""
    error = relative_error(result, reference)
    return [Metric(variant, "relative_error", error, "ratio", what),
            Metric(variant, ACCURACY, float(error <= tolerance), "flag", f"relative error ≤ {tolerance:g}")]


# The dense products a matrix-product ceiling is the best of, per device and dtype, as (m, k, n):
# an m×k by k×n product. On a GPU: square and non-square (a long inner dimension; a wide output
# over a short one), at sizes no experiment times, so that no product is judged against its own
# run. Full fp32 runs about 15× slower than bf16 on tensor-core GPUs (12288³ took 74 ms a call on
# the H200), so the largest product is bf16's alone and every fp32 product stays near 10 ms a call.
# On a CPU a product whose operands fit in cache runs faster than a large one, so the sizes go
# down to below the smallest the quick profile times.
CEILING_PRODUCTS: dict[str, dict[str, tuple[tuple[int, int, int], ...]]] = {
    "cuda": {"bf16": ((6144, 6144, 6144), (4096, 16384, 4096), (8192, 4096, 8192), (12288, 12288, 12288)),
             "fp32": ((6144, 6144, 6144), (4096, 16384, 4096), (8192, 4096, 8192))},
    "cpu": {"fp32": ((192, 192, 192), (384, 384, 384), (768, 768, 768))},
}
_CEILING_DTYPES = {"bf16": torch.bfloat16, "fp32": torch.float32}


def device_peaks(device: str) -> dict[str, float]:
    """The device's ceilings, measured now: copy bandwidth and dense matrix-product rates.

    Copy: a large device-to-device copy, counting bytes read plus written. Matrix products: the
    best rate over the products of CEILING_PRODUCTS, in bf16 and fp32 (at the process's default
    TF32 setting) on random data, each the best of several timed repeats, as a datasheet figure
    would be.
    """
    where = "cuda" if device == "cuda" else "cpu"
    src = torch.empty(1 << 28 if where == "cuda" else 1 << 24, dtype=torch.float32, device=device).fill_(1.0)
    dst = torch.empty_like(src)
    seconds = _best_time(lambda: dst.copy_(src), device)
    peaks = {"copy_gbps": 2 * src.numel() * src.element_size() / seconds / 1e9}
    del src, dst
    for name, products in CEILING_PRODUCTS[where].items():
        rates = []
        for m, k, n in products:
            a = torch.randn(m, k, device=device, dtype=_CEILING_DTYPES[name])
            b = torch.randn(k, n, device=device, dtype=_CEILING_DTYPES[name])
            rates.append(2 * m * k * n / _best_time(lambda: a @ b, device) / 1e12)
        del a, b
        peaks[f"matmul_tflops_{name}"] = max(rates)
    return peaks


def _best_time(fn: Callable[[], Any], device: str, repeats: int = 10, block_s: float = 0.02) -> float:
    """Shortest per-call time over repeats of a block of calls (about block_s each), after warm-up.

    On CUDA the blocks are queued back to back and timed by CUDA events: Timer.timeit runs two
    untimed calls before every block, which for a product of 74 ms a call (fp32 12288³ on the
    H200) made each repeat cost three calls.
    """
    if device != "cuda":
        timer = _timer(fn)
        for _ in range(3):
            fn()
        calls = _calls_per_block(timer, block_s)
        return min(timer.timeit(calls).raw_times[0] / calls for _ in range(repeats))
    fn()  # warm-up: the library picks its kernel and allocates its workspace here
    (probe,) = _event_blocks(fn, 1, 1)
    calls = max(1, min(MAX_CALLS_PER_BLOCK, math.ceil(block_s / probe))) if probe > 0 else MAX_CALLS_PER_BLOCK
    return min(_event_blocks(fn, calls, repeats)) / calls


def _event_blocks(fn: Callable[[], Any], calls: int, blocks: int) -> list[float]:
    """Seconds of each of `blocks` blocks of `calls` calls, queued back to back, by CUDA events."""
    marks = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(blocks)]
    for start, end in marks:
        start.record()
        for _ in range(calls):
            fn()
        end.record()
    torch.cuda.synchronize()
    return [start.elapsed_time(end) / 1e3 for start, end in marks]


def issue_time(
    variants: Mapping[str, Callable[[], Any]], ctx: RunContext, *, baseline: str, name: str = "cpu_issue"
) -> Comparison:
    """Host time to issue one call, the device not awaited, from ctx.rounds interleaved rounds.

    On CUDA a call returns once its kernels are queued, so this is what the CPU spends per call
    (Python, guards, dispatch, launches) whether or not the GPU is the slower side; latency minus
    GPU time cannot show that for GPU-bound calls. The device is drained before each call, so a
    full launch queue never stalls the host. On the CPU it is the latency of one call.
    """
    return _single_calls(variants, ctx, baseline, name, awaited=False, per_round=1)


CALLS_PER_ROUND = 5  # single calls timed per variant and round by call_latency


def call_latency(
    variants: Mapping[str, Callable[[], Any]], ctx: RunContext, *, baseline: str, name: str = "call"
) -> Comparison:
    """The latency of one call on its own, as a request that arrives at an idle device sees it: the
    device drained before the call, the clock read once the device has finished it.

    Back-to-back calls (compare) overlap one call's host work with the previous call's kernels, so
    their time per call is a throughput; a claim about latency needs each call alone. Each call is
    timed with the host's clock around the call and a device synchronisation (one call per sample:
    a benchmark Timer block adds warm-up calls of its own to each), CALLS_PER_ROUND calls per
    variant in each of ctx.rounds interleaved rounds.
    """
    return _single_calls(variants, ctx, baseline, name, awaited=True, per_round=CALLS_PER_ROUND)


def _single_calls(variants: Mapping[str, Callable[[], Any]], ctx: RunContext, baseline: str, name: str, *,
                  awaited: bool, per_round: int) -> Comparison:
    """One call per sample, the device drained before each; awaited: the clock stops once the device
    has finished the call too (else as soon as the call returns). Interleaved rounds, as compare's."""
    if baseline not in variants:
        raise ValueError(f"baseline {baseline!r} is not among the variants {list(variants)}")
    for fn in variants.values():
        for _ in range(WARMUP_CALLS):
            fn()
    if not ctx.timed:
        sync(ctx.device)
        return _untimed(name, baseline, variants)
    samples: dict[str, list[float]] = {v: [] for v in variants}
    order = list(variants)
    for round_index in range(ctx.rounds):
        for v in order if round_index % 2 == 0 else reversed(order):
            for _ in range(per_round):
                sync(ctx.device)
                start = time.perf_counter()
                variants[v]()
                if awaited:
                    sync(ctx.device)
                samples[v].append(time.perf_counter() - start)
    sync(ctx.device)
    return Comparison(name, baseline, {v: tuple(s) for v, s in samples.items()}, {v: 1 for v in variants})


def timed_once(fn: Callable[[], Any], device: str) -> tuple[Any, float]:
    """One call of a one-off operation (e.g. loading cache artifacts) and its seconds, device drained.

    For things that happen once per process, where repeating would measure something else
    (a second load finds the cache already filled).
    """
    sync(device)
    start = time.perf_counter()
    result = fn()
    sync(device)
    return result, time.perf_counter() - start


def inductor_bytes(code: Sequence[str], kernels: Sequence[Kernel], variant: str) -> float | None:
    """Bytes read + written per call by a variant's kernels, by Inductor's own per-kernel estimates.

    Sums estimate × launches per call over the variant's profiled kernels (copies and sets left
    out). None when no output code was captured or a kernel has no estimate (an extern library
    call, a C++ kernel), so that a partial sum is never passed off as the whole.
    """
    estimates: dict[str, dict[str, float]] = {}
    for text in code:
        estimates.update(inductor.kernel_estimates(text))
    launched = [k for k in kernels if k.variant == variant and k.kind != "copy/set"]
    if not launched or any("bytes" not in estimates.get(k.name, {}) for k in launched):
        return None
    return sum(estimates[k.name]["bytes"] * k.calls for k in launched)
