"""Compile sweeps: a function compiled once and called over a sequence of inputs (shapes, modes),
each call's first-call time and what it compiled, and the compiler's state around them."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from generator.runner import inductor
from generator.runner.measure import FirstCall, sync, timed_once
from generator.schema import Metric
from generator.spec import RunContext


@dataclass
class SweepCall:
    """One call of a compile sweep: its label, wall time, whether it compiled, and why."""

    label: str
    seconds: float
    compiled: bool
    reasons: list[str]
    failed: list[str]


@dataclass
class Sweep:
    """A compiled function called over a sequence of inputs from a fresh Dynamo state."""

    calls: list[SweepCall]
    counters: dict[str, float]
    records: list[dict[str, Any]]
    breaks: list[str] = field(default_factory=list)
    results: list[Any] = field(default_factory=list)

    def metrics(self, variant: str) -> list[Metric]:
        """Compiles, recompiles, graphs, breaks, compile time (calls that compiled), sweep time."""
        compiling = [c for c in self.calls if c.compiled]
        recompiles = sum(1 for r in self.records if r["reason"] and not r["failed"])
        guards = [r["guards"] for r in self.records if r["guards"] is not None and not r["failed"]]
        stat = f"sweep of {len(self.calls)} calls"
        out = [
            Metric(variant, "compiling_calls", float(len(compiling)), "count", stat),
            Metric(variant, "recompiles", float(recompiles), "count", stat, kind="compiler"),
            Metric(variant, "graphs", self.counters["graphs"], "count", stat, kind="compiler"),
            Metric(variant, "graph_breaks", float(len(self.breaks)), "count", stat, kind="compiler"),
            Metric(variant, "compile_s", sum(c.seconds for c in compiling), "s",
                   f"{stat}: wall time of the calls that compiled", kind="compile"),
            Metric(variant, "sweep_s", sum(c.seconds for c in self.calls), "s", f"{stat}: all calls"),
        ]
        if guards:
            out.append(Metric(variant, "guards", float(max(guards)), "count",
                              f"{stat}: most guards on one compiled entry"))
        return out

    def log(self) -> str:
        """One line per call (label, seconds, compiled or not, recompile reasons) for an artifact."""
        lines = []
        for c in self.calls:
            state = "compiled" if c.compiled else ("compile gave up" if c.failed else "cached or eager")
            lines.append(f"{c.label}: {c.seconds:.4f} s, {state}")
            lines += [f"    recompile reason: {r}" for r in c.reasons]
            lines += [f"    gave up: {f.splitlines()[0]}" for f in c.failed]
        lines += [f"graph break: {b.splitlines()[0]}" for b in self.breaks]
        return "\n".join(lines) + "\n"


def compile_sweep(
    fn: Callable[..., Any], calls: Sequence[tuple[str, tuple[Any, ...]]], ctx: RunContext,
    *, fresh: bool = True,
) -> Sweep:
    """Call fn once per (label, args), timing each call on its own; counters cover these calls.

    A call 'compiled' when Dynamo finished a frame compile during it (its time then includes
    compile and first run, as first_call's does); Dynamo's records give each recompile's
    reason (the guard that failed) and the compiles that gave up (e.g. at the recompile limit).
    fresh resets Dynamo first (every compiled function forgets its graphs); fresh=False keeps
    the graphs of functions compiled before, for experiments that time several variants
    afterwards (each variant must then have its own code object, or their entries mix).
    """
    if fresh:
        inductor.reset()
    inductor.clear_counters()
    inductor.clear_compile_records()
    breaks_before = len(inductor.graph_break_reasons())
    out: list[SweepCall] = []
    results = []
    for label, args in calls:
        before = len(inductor.compile_records())
        result, seconds = timed_once(lambda: fn(*args), ctx.device)
        new = inductor.compile_records()[before:]
        out.append(SweepCall(label, seconds, any(not r["failed"] for r in new),
                             [r["reason"] for r in new if r["reason"]],
                             [r["failed"] for r in new if r["failed"]]))
        results.append(result)
    breaks = inductor.graph_break_reasons()[breaks_before:]
    return Sweep(out, inductor.counters(), inductor.compile_records(), breaks, results)


_WARMED: set[str] = set()


def warm_up_compiler(device: str) -> None:
    """Compile tiny unrelated functions once per process, before anything an experiment times.

    The first compile of a process also pays one-time costs (importing Inductor's code
    generators, starting its compile workers, probing the C++ toolchain); this keeps them out
    of the first compile an experiment times, so that variants compiled first are not penalised.
    On CUDA the graph caches are off, so that code generation and the Triton workers run too.
    On the CPU they stay on: there the uncached part is seconds of g++ per process, and a cache
    hit still does the imports. The default cache directory is kept: on the CPU an empty one
    makes the toolchain probes rebuild (tens of seconds).
    """
    if device in _WARMED:
        return
    caches = inductor.without_compile_caches() if device == "cuda" else contextlib.nullcontext()
    with caches:
        probe = torch.compile(lambda t: torch.sin(t).sum(-1) + 1)
        probe(torch.randn(4, 8, device=device))
        if device == "cuda":
            # a matrix product and CUDA graphs too: their lowering and the CUDA-graph trees' set-up
            # are paid once per process, and would otherwise fall on whichever mode compiled first
            layer = torch.nn.Linear(8, 8).to(device)
            graphed = torch.compile(lambda t: torch.relu(layer(t)), mode="reduce-overhead")
            with torch.no_grad():
                for _ in range(3):  # CUDA-graph trees warm up, then record, then replay
                    graphed(torch.randn(4, 8, device=device))
        sync(device)
    inductor.reset()
    _WARMED.add(device)


def graphs_compiled_since(first: FirstCall) -> float:
    """Graphs Dynamo compiled after `first` returned; above 0 means later calls recompiled.

    Valid while no other first_call ran in between (each one clears the counters).
    """
    return inductor.counters()["graphs"] - first.counters["graphs"]
