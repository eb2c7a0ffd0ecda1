"""Dynamo and Inductor themselves: resets, counters, code capture, traces, explain, recompile limits."""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import torch


def reset() -> None:
    """Forget every compiled graph, so the next call compiles afresh."""
    torch._dynamo.reset()


def clear_counters() -> None:
    """Zero Dynamo's and Inductor's global event counters."""
    torch._dynamo.utils.counters.clear()


def counters() -> dict[str, float]:
    """Compile-side counters since the last clear: graphs, breaks, FX-graph cache hits and misses.

    Dynamo keeps no recompile counter (none in torch 2.13); experiments that recompile count the
    graphs compiled over their calls instead.
    """
    c = torch._dynamo.utils.counters
    return {
        "graphs": float(c["stats"].get("unique_graphs", 0)),
        # A break at a data-dependent `if` is filed under 'unimplemented' (torch 2.13), not
        # 'graph_break'; break_reasons() reads both.
        "graph_breaks": float(sum(break_reasons().values())),
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


@contextmanager
def structured_trace(directory: Path) -> Iterator[None]:
    """Send Dynamo's structured trace (what TORCH_TRACE enables) to directory, for tlparse.

    TORCH_TRACE is read once at import; swapping the trace logger's handler gives one trace per
    grid point inside a long-lived process.
    """
    from torch._logging import _internal

    handler = _internal.LazyTraceHandler(str(directory))
    handler.setFormatter(_internal.TorchLogsFormatter(trace=True))
    logger = _internal.trace_log
    previous, level = list(logger.handlers), logger.level
    for old in previous:
        logger.removeHandler(old)
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        yield
    finally:
        logger.removeHandler(handler)
        handler.close()
        for old in previous:
            logger.addHandler(old)
        logger.setLevel(level)


def kernel_estimates(code: str) -> dict[str, dict[str, float]]:
    """Per Triton kernel in Inductor's output code: its own estimate of bytes moved and FLOPs.

    Inductor writes `kernel_num_gb` / `kernel_flop` into each kernel's inductor_meta when
    compiled under `benchmark_kernel` (see `compile_config`).
    """
    found: dict[str, dict[str, float]] = {}
    for meta in re.findall(r"^.*inductor_meta=\{.*$", code, re.M):  # one line per kernel
        name = re.search(r"'kernel_name':\s*'(\w+)'", meta)
        if name is None:
            continue
        entry = {}
        if gb := re.search(r"'kernel_num_gb':\s*([0-9.eE+-]+)", meta):
            entry["bytes"] = float(gb[1]) * 1e9
        if flop := re.search(r"'kernel_flop':\s*([0-9.eE+-]+)", meta):
            entry["flops"] = float(flop[1])
        if entry:
            found[name[1]] = entry
    return found


def compile_config() -> Any:
    """Inductor settings for every compile of the report: kernels carry their byte/FLOP estimates."""
    return torch._inductor.config.patch(benchmark_kernel=True)


PROVENANCE_LEVEL = 1  # Inductor's "normal" provenance tracking: FX nodes and source lines per kernel


def provenance() -> Any:
    """Inductor's provenance tracking on, where the release has it: each compile logs, into the
    structured trace, which FX nodes and source lines every generated kernel came from (tlparse's
    provenance view; the kernel listings show the source lines).

    Set around every compile of an experiment, in every process: from torch 2.13 the level is
    part of the FX-graph cache key, so a process without it would compile afresh instead of
    loading the capture process's code. In 2.11 it is not, which is why the capture process
    compiles into empty caches: a cache hit logs no mapping.
    """
    trace = getattr(torch._inductor.config, "trace", None)
    if trace is None or not hasattr(trace, "provenance_tracking_level"):
        return contextlib.nullcontext()
    return torch._inductor.config.patch({"trace.provenance_tracking_level": PROVENANCE_LEVEL})


def cache_counters() -> dict[str, float]:
    """On-disk compile cache events since the last clear: FX-graph and AOTAutograd hits/misses.

    A bypass means the cache was not consulted for a graph (e.g. something in it cannot be
    pickled); it is counted so that 'no hit' and 'never looked' can be told apart.
    """
    c = torch._dynamo.utils.counters
    out = {}
    for group, prefix in (("inductor", "fxgraph_cache"), ("aot_autograd", "autograd_cache")):
        for event in ("hit", "miss", "bypass"):
            out[f"{prefix}_{event}"] = float(c[group].get(f"{prefix}_{event}", 0))
    return out


def import_compiler() -> None:
    """Import Dynamo and Inductor now; torch imports them lazily at the first compile."""
    import torch._dynamo  # noqa: F401
    import torch._inductor.compile_fx  # noqa: F401


# --- compile records, recompile limit, private compile cache (dynamic_shapes, control_flow, custom_ops)


def clear_compile_records() -> None:
    """Forget Dynamo's per-compile records (the list compile_records reads)."""
    clear = getattr(torch._dynamo.utils, "clear_compilation_metrics", None)
    if clear is not None:
        clear()


def compile_records() -> list[dict[str, Any]]:
    """One dict per frame compile Dynamo attempted since the last clear, oldest first.

    Keys: frame (code name), reason (why it recompiled: the guard that failed; '' for a first
    compile), seconds (Dynamo's whole-frame compile time), guards (guard count of the compiled
    entry, None when unknown) and failed ('' or why the compile gave up, e.g. the recompile limit).
    Dynamo keeps at most 64 records (a deque); callers clear before a sweep.
    """
    out = []
    for m in torch._dynamo.utils.get_compilation_metrics():
        out.append({
            "frame": getattr(m, "co_name", None) or "",
            "reason": getattr(m, "recompile_reason", None) or "",
            "seconds": float(getattr(m, "entire_frame_compile_time_s", None) or 0.0),
            "guards": getattr(m, "guard_count", None),
            "failed": (getattr(m, "fail_reason", None) or "").strip(),
        })
    return out


def _recompile_limit_name() -> str:
    # renamed from cache_size_limit to recompile_limit in torch 2.6; the old name is an alias
    return "recompile_limit" if hasattr(torch._dynamo.config, "recompile_limit") else "cache_size_limit"


def default_recompile_limit() -> int:
    """Dynamo's limit on compiled entries per code object (recompile_limit / cache_size_limit)."""
    return int(getattr(torch._dynamo.config, _recompile_limit_name()))


def recompile_limit(limit: int) -> Any:
    """Context manager: Dynamo's recompile limit set to `limit` inside it."""
    return torch._dynamo.config.patch(**{_recompile_limit_name(): limit})


def mark_dynamic(tensor: torch.Tensor, dim: int) -> None:
    """Tell Dynamo that `dim` of this input varies, so it compiles one graph for all its sizes."""
    torch._dynamo.mark_dynamic(tensor, dim)


# --- graph breaks: explain and the break counters (capture_generations, graph_breaks) ----------


def first_line(text: str, limit: int = 160) -> str:
    """The first non-empty line of a message, cut to `limit` characters: a readable reason."""
    line = next((s.strip() for s in str(text).splitlines() if s.strip()), "")
    return line if len(line) <= limit else line[: limit - 1] + "…"


def break_reasons() -> dict[str, int]:
    """Why Dynamo broke a graph since the last clear_counters: full reason text -> occurrences.

    Dynamo files a break under counters['graph_break'], but a data-dependent `if` on a tensor is
    left under counters['unimplemented'] (seen in torch 2.13: `counters()['graph_breaks']` reads 0
    for it), so both groups are read. 'unimplemented' can also hold a construct that made Dynamo
    give up a whole frame rather than split it; either way that code ran outside a graph.
    """
    c = torch._dynamo.utils.counters
    out: dict[str, int] = {}
    for group in ("graph_break", "unimplemented"):
        for reason, count in c[group].items():
            if count > 0:
                out[str(reason)] = out.get(str(reason), 0) + int(count)
    return out


@dataclass(frozen=True)
class Explained:
    """What torch._dynamo.explain reports for one call: graphs, breaks and each break's reason."""

    graphs: int
    breaks: int
    reasons: tuple[str, ...]  # full text, one per break, in the order Dynamo met them


def explain(fn: Callable[..., Any], *args: Any) -> Explained:
    """torch._dynamo.explain in the API's form, explain(fn)(*args); it resets Dynamo before and after.

    Its break count is its graph count minus one (that is how explain computes it).
    """
    out = torch._dynamo.explain(fn)(*args)
    reasons = tuple(str(getattr(r, "reason", r)) for r in out.break_reasons)
    return Explained(int(out.graph_count), int(out.graph_break_count), reasons)


def explain_article_form(model: Callable[..., Any], *args: Any) -> Explained:
    """The article's call form `explain(fx)(model, x)`, its undefined `fx` read as the model itself.

    In current releases the second call takes the model's own arguments, so this passes the
    model as an extra argument; callers record whatever it raises.
    """
    out = torch._dynamo.explain(model)(model, *args)
    reasons = tuple(str(getattr(r, "reason", r)) for r in out.break_reasons)
    return Explained(int(out.graph_count), int(out.graph_break_count), reasons)


def cudagraph_skips() -> float:
    """How often Inductor declined to use CUDA graphs for a compiled graph since the last clear."""
    return float(torch._dynamo.utils.counters["inductor"].get("cudagraph_skips", 0))


def capture_output_code(fn: Callable[..., Any], *args: Any) -> tuple[Any, list[str]]:
    """Like call_and_capture_code, but without a Dynamo reset: graphs compiled before stay.

    run_and_get_code resets Dynamo, which would discard the other compiled variants of a point
    that times several of them together.
    """
    from unittest import mock

    from torch._inductor.graph import GraphLowering

    codes: list[str] = []
    with mock.patch.object(GraphLowering, "save_output_code", codes.append):
        result = fn(*args)
    return result, list(dict.fromkeys(codes))


def graph_break_reasons() -> list[str]:
    """Why Dynamo split a graph, one entry per break since the last reset (what explain() lists).

    Unlike the 'graph_break' counter, this list also holds breaks at data-dependent branches
    (`if tensor:`), which torch 2.13 records under 'unimplemented' instead.
    """
    return [str(r.reason).strip() for r in torch._dynamo.utils.graph_break_reasons]
