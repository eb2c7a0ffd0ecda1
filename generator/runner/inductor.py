"""The one place that touches private PyTorch APIs (Dynamo counters, Inductor code capture).

A release that moves one of these breaks this module only, and the grid point that called it
is recorded as failed with the error.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch


def reset() -> None:
    """Forget every compiled graph, so the next call compiles afresh."""
    torch._dynamo.reset()


def clear_counters() -> None:
    """Zero Dynamo's and Inductor's global event counters."""
    torch._dynamo.utils.counters.clear()


def counters() -> dict[str, float]:
    """Compile-side counters since the last clear: graphs, breaks, recompiles, cache hits."""
    c = torch._dynamo.utils.counters
    return {
        "graphs": float(c["stats"].get("unique_graphs", 0)),
        "graph_breaks": float(sum(c["graph_break"].values())),
        "recompiles": float(c["recompiles"].get("recompiles", 0)) if "recompiles" in c else 0.0,
        "fxgraph_cache_hit": float(c["inductor"].get("fxgraph_cache_hit", 0)),
        "fxgraph_cache_miss": float(c["inductor"].get("fxgraph_cache_miss", 0)),
    }


def call_and_capture_code(fn: Callable[..., Any], *args: Any) -> tuple[Any, list[str]]:
    """Call fn (first call: compiles) and return its result with Inductor's output code.

    On an FX-graph cache hit Inductor still reports the loaded module's source, so the listing
    is the code that actually ran.
    """
    from torch._inductor.utils import run_and_get_code

    return run_and_get_code(fn, *args)
