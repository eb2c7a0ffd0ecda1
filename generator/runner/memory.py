"""Device memory around a call: peaks allocated and reserved, and the memory compiled code holds."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

from generator.runner import inductor
from generator.runner.measure import sync
from generator.schema import Metric


@dataclass(frozen=True)
class DeviceMemory:
    """The CUDA caching allocator's counts over a block of work, in bytes.

    allocated: bytes in live tensors; reserved: bytes the allocator holds from the driver
    (cudaMalloc'd segments, in use or cached); graph_pools: the part of `reserved` held at the
    end in private memory pools (CUDA graphs allocate from those; empty_cache cannot return them).
    """

    peak_allocated: int
    peak_reserved: int
    reserved: int
    graph_pools: int

    def metrics(self, variant: str, prefix: str = "", stat: str = "") -> list[Metric]:
        """The four counts as metrics named <prefix>peak_allocated_bytes, ..."""
        values = (("peak_allocated", self.peak_allocated), ("peak_reserved", self.peak_reserved),
                  ("reserved", self.reserved), ("graph_pool", self.graph_pools))
        return [Metric(variant, f"{prefix}{name}_bytes", float(v), "bytes", stat) for name, v in values]


def device_memory(fn: Callable[[], Any], device: str) -> tuple[Any, DeviceMemory]:
    """Run fn once; its result and the CUDA allocator's peaks over the run.

    Garbage is collected and the allocator's cache emptied first, then its peak counters are
    reset, so every figure counts the tensors alive before (weights, inputs) plus what fn needed.
    """
    if device != "cuda":
        raise ValueError("device memory is counted by the CUDA caching allocator; this run is on the CPU")
    import gc

    gc.collect()
    sync(device)
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    result = fn()
    sync(device)
    here = torch.cuda.current_device()
    pools = sum(s["total_size"] for s in torch.cuda.memory_snapshot()
                if s.get("device", here) == here and tuple(s.get("segment_pool_id", (0, 0))) != (0, 0))
    return result, DeviceMemory(torch.cuda.max_memory_allocated(), torch.cuda.max_memory_reserved(),
                                torch.cuda.memory_reserved(), int(pools))


def release_compiled(device: str) -> None:
    """Forget every compiled graph (CUDA-graph trees and their pools too) and free cached memory."""
    import gc

    inductor.reset()
    gc.collect()
    sync(device)
    if device == "cuda":
        torch.cuda.empty_cache()
