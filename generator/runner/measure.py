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
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import torch
from torch.utils.benchmark import Timer

from generator.kernels import kernel_kind
from generator.runner import inductor
from generator.schema import Comparison, Kernel, Metric, RunContext

MAX_CALLS_PER_BLOCK = 20_000
WARMUP_CALLS = 3
ARTICLE_WARMUP, ARTICLE_ITERS = 5, 200


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
        out = [Metric(variant, f"compile_{state}_s", self.seconds, "s", f"first call, {state} cache")]
        for name in ("graphs", "graph_breaks", "recompiles"):
            out.append(Metric(variant, name, self.counters[name], "count", "first call"))
        return out


def first_call(compiled: Callable[..., Any], *args: Any, ctx: RunContext) -> FirstCall:
    """Compile by calling once (Dynamo reset first), timing the call; capture code if asked."""
    inductor.reset()
    inductor.clear_counters()
    sync(ctx.device)
    start = time.perf_counter()
    if ctx.capture:
        result, code = inductor.call_and_capture_code(compiled, *args)
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
    clock and thermal drift fall on all variants alike.
    """
    if baseline not in variants:
        raise ValueError(f"baseline {baseline!r} is not among the variants {list(variants)}")
    timers = {v: _timer(fn) for v, fn in variants.items()}
    for fn in variants.values():
        for _ in range(WARMUP_CALLS):
            fn()
    sync(ctx.device)
    calls = {v: _calls_per_block(t, ctx.block_s) for v, t in timers.items()}
    samples: dict[str, list[float]] = {v: [] for v in variants}
    order = list(variants)
    for round_index in range(ctx.rounds):
        for v in order if round_index % 2 == 0 else reversed(order):
            samples[v].append(timers[v].timeit(calls[v]).raw_times[0] / calls[v])
    return Comparison(name, baseline, {v: tuple(s) for v, s in samples.items()}, calls)


def kernel_profile(
    variants: Mapping[str, Callable[[], Any]], ctx: RunContext, calls: int = 10
) -> tuple[list[Metric], list[Kernel]]:
    """Device kernels per call (with names) and GPU kernel time per call, from torch.profiler."""
    if not ctx.is_cuda:
        reason = "kernel counts and GPU time come from the CUDA profiler; this run is on the CPU"
        metrics = [
            Metric(v, m, None, u, status="skipped", reason=reason)
            for v in variants
            for m, u in (("kernels_per_call", "count"), ("gpu_time_ms", "ms"))
        ]
        return metrics, []
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile

    metrics: list[Metric] = []
    kernels: list[Kernel] = []
    for variant, fn in variants.items():
        fn()
        sync(ctx.device)
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            for _ in range(calls):
                fn()
            sync(ctx.device)
        per_name: dict[str, list[float]] = defaultdict(list)
        for event in prof.events():
            if event.device_type == DeviceType.CUDA:
                per_name[event.name].append(float(event.device_time_total))
        launched = {n: t for n, t in per_name.items() if kernel_kind(n) != "copy/set"}
        count = sum(len(t) for t in launched.values()) / calls
        gpu_us = sum(sum(t) for t in per_name.values()) / calls
        metrics.append(Metric(variant, "kernels_per_call", count, "count", "profiler"))
        metrics.append(Metric(variant, "gpu_time_ms", gpu_us / 1000, "ms", "profiler"))
        for kname, times in sorted(per_name.items(), key=lambda kv: -sum(kv[1])):
            kernels.append(
                Kernel(variant, kname, kernel_kind(kname), len(times) / calls, sum(times) / calls)
            )
    return metrics, kernels


def article_loop(
    eager: Callable[[], Any], compiled: Callable[[], Any], device: str
) -> list[Metric]:
    """The article's own method: 5 warm-up calls, then 200 calls between two perf_counter reads.

    Eager first, compiled second, each timed once: no interleaving and no spread, reproduced
    as printed so that its figure can stand beside the proper one.
    """
    out: dict[str, float] = {}
    for variant, fn in (("eager", eager), ("compiled", compiled)):
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
        Metric("eager", "article_latency_ms", out["eager"] * 1e3, "ms", stat),
        Metric("compiled", "article_latency_ms", out["compiled"] * 1e3, "ms", stat),
        Metric("compiled", "article_speedup", out["eager"] / out["compiled"], "x", stat),
    ]


def relative_error(result: torch.Tensor, reference: torch.Tensor) -> float:
    """‖result − reference‖ / ‖reference‖, computed in float64."""
    ref = reference.detach().double()
    return float((result.detach().double() - ref).norm() / ref.norm().clamp_min(1e-30))
