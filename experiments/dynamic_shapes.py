"""§4 dynamic shapes: recompiles, graphs, compile time and cache growth over a sweep of batch sizes.

A small residual MLP block is called once per batch size, from a fresh Dynamo state and an empty,
private Inductor cache, under each way of telling torch.compile about shapes: `dynamic=None`
(static first, automatic dynamic after a shape change), `dynamic=False`, `dynamic=True`, and
`torch._dynamo.mark_dynamic` on the batch dimension. Two more points: what happens when the
recompile limit is hit, and the steady-state latency of the dynamic kernels against static ones.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from generator.runner import inductor, measure, sweeps
from generator.schema import Chart, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import (
    SINGLE_COMPILE_SPREAD,
    Fact,
    bounds,
    decide,
    find,
    fmt,
    known,
    not_testable,
    noun_count,
    verdict,
    why_missing,
)

FEATURES, HIDDEN = 256, 1024
# Batch sizes of the sweep, in call order; a point with shapes=n uses the first n.
BATCHES = (8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384)
LIMIT = 2  # the recompile limit of the limit case: small, so that the sweep runs past it
STEADY_BATCHES = {"small": 8, "large": 4096}  # steady-state latency: launch-bound and larger
SWEEPS = {"automatic": None, "static": False, "dynamic": True, "mark_dynamic": None}

SPEC = ExperimentSpec(
    id="dynamic_shapes",
    title="Dynamic shapes: recompiles and cache growth",
    section="§4",
    claims=("C16",),
    charts=(Chart("graphs", "Graphs compiled over the shape sweep"),
            Chart("compile_s", "Compile time over the shape sweep"),
            Chart("cache_bytes", "Growth of the compile cache")),
    params={
        "case": ["automatic", "static", "dynamic", "mark_dynamic", "recompile_limit", "steady_state"],
        "shapes": [len(BATCHES)],
    },
    # On the CPU every compile builds C++ (seconds each): three shapes, the two extreme modes and
    # the limit case keep the smoke run short.
    quick={"case": ["static", "dynamic", "recompile_limit"], "shapes": [3]},
    # A sweep measures first compiles into an empty cache: once per run. Only the steady-state
    # latency is re-timed by later processes.
    first_process_only=lambda p: p["case"] != "steady_state",
    summary=(
        f"A residual block (LayerNorm, Linear {FEATURES}→{HIDDEN}, GELU, Linear back) called once "
        f"per batch size ({', '.join(map(str, BATCHES))}: the first `shapes` of them) from a fresh "
        "Dynamo state and an empty, private Inductor cache. Cases: `automatic` = `dynamic=None` "
        "(the default), `static` = `dynamic=False`, `dynamic` = `dynamic=True`, `mark_dynamic` = "
        "`torch._dynamo.mark_dynamic(x, 0)` on each input. Compile time is the wall time of the "
        "calls that compiled; cache size is the growth of the private cache directory (Inductor's "
        "and Triton's files). These sweeps raise Dynamo's recompile limit above the number of "
        f"shapes; `recompile_limit` runs `dynamic=False` twice over the shapes with the limit at "
        f"{LIMIT} and counts the calls that ran eagerly. `steady_state` times `dynamic=True` "
        f"against `dynamic=False` kernels at batch {STEADY_BATCHES['small']} and "
        f"{STEADY_BATCHES['large']} (baseline: static)."
    ),
)


class Block(torch.nn.Module):
    """LayerNorm → Linear → GELU → Linear, with a residual: a transformer MLP in miniature."""

    def __init__(self) -> None:
        super().__init__()
        self.norm = torch.nn.LayerNorm(FEATURES)
        self.up = torch.nn.Linear(FEATURES, HIDDEN)
        self.down = torch.nn.Linear(HIDDEN, FEATURES)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.down(torch.nn.functional.gelu(self.up(self.norm(x))))


def _inputs(batches: Sequence[int], device: str, mark: bool) -> list[tuple[str, tuple[Any, ...]]]:
    calls = []
    for b in batches:
        x = torch.randn(b, FEATURES, device=device)
        if mark:
            inductor.mark_dynamic(x, 0)
        calls.append((f"batch {b}", (x,)))
    return calls


def _max_error(results: Sequence[torch.Tensor], calls: Sequence[tuple[str, tuple[Any, ...]]],
               model: Callable[..., torch.Tensor]) -> float:
    with torch.no_grad():
        return max(measure.relative_error(r, model(*args)) for r, (_, args) in zip(results, calls))


def _sweep(ctx: RunContext, model: Block, case: str, shapes: int) -> Outcome:
    """One mode over the sweep, in a private cache: compile counters, times, cache growth."""
    calls = _inputs(BATCHES[:shapes], ctx.device, mark=case == "mark_dynamic")
    with inductor.private_cache_dir(), torch.no_grad():
        before = inductor.cache_dir_bytes()
        compiled = torch.compile(model, dynamic=SWEEPS[case])
        with inductor.recompile_limit(max(inductor.default_recompile_limit(), shapes + 1)):
            sweep = sweeps.compile_sweep(compiled, calls, ctx)
        grown = inductor.cache_dir_bytes() - before
    metrics = sweep.metrics(case)
    metrics.append(Metric(case, "cache_bytes", float(grown), "bytes", "growth of the private cache dir"))
    metrics.append(Metric(case, "relative_error", _max_error(sweep.results, calls, model), "ratio",
                          "largest over the sweep, vs eager"))
    return Outcome(metrics, artifacts={"sweep.txt": sweep.log()})


def _limit(ctx: RunContext, model: Block, shapes: int) -> Outcome:
    """dynamic=False past a recompile limit of LIMIT, twice over the shapes: who runs eagerly."""
    eager_calls: list[int] = []

    def probed(x: torch.Tensor) -> torch.Tensor:
        # Dynamo treats is_compiling() as True while tracing, so only eager runs append
        if not torch.compiler.is_compiling():
            eager_calls.append(x.shape[0])
        return model(x)

    once = _inputs(BATCHES[:shapes], ctx.device, mark=False)
    calls = [(f"pass {p}, {label}", args) for p in (1, 2) for label, args in once]
    default = inductor.default_recompile_limit()
    with inductor.private_cache_dir(), torch.no_grad():
        compiled = torch.compile(probed, dynamic=False)
        with inductor.recompile_limit(LIMIT), inductor.dynamo_warnings() as warnings:
            sweep = sweeps.compile_sweep(compiled, calls, ctx)
    stat = f"{len(calls)} calls: {shapes} shapes, twice"
    metrics = sweep.metrics("static") + [
        Metric("static", "recompile_limit", float(LIMIT), "count", "set for this case"),
        Metric("static", "default_recompile_limit", float(default), "count", "this release's default"),
        Metric("static", "eager_calls", float(len(eager_calls)), "count", stat),
        Metric("static", "compiled_calls", float(len(calls) - len(eager_calls)), "count", stat),
        Metric("static", "limit_warnings", float(sum("recompile_limit" in w or "cache_size_limit" in w
                                                     for w in warnings)), "count", stat),
        Metric("static", "relative_error", _max_error(sweep.results, calls, model), "ratio",
               "largest over the calls, vs eager"),
    ]
    text = "\n\n".join(warnings) if warnings else "(no warning logged)"
    return Outcome(metrics, artifacts={"sweep.txt": sweep.log(), "warnings.txt": text + "\n"})


def _steady(ctx: RunContext, model: Block) -> Outcome:
    """Latency of dynamic=True against dynamic=False compiled code at two batch sizes."""
    inductor.reset()  # entries left by an earlier point would count towards the recompile limit
    # two wrappers, two code objects: each keeps its own compiled entries and guard chain
    static = torch.compile(lambda x: model(x), dynamic=False)
    dynamic = torch.compile(lambda x: model(x), dynamic=True)
    comparisons, metrics = [], []
    with torch.no_grad():
        for size, batch in STEADY_BATCHES.items():
            x = torch.randn(batch, FEATURES, device=ctx.device)
            for variant, fn in (("static", static), ("dynamic", dynamic)):
                metrics.append(Metric(variant, f"relative_error_{size}",
                                      measure.relative_error(fn(x), model(x)), "ratio", f"batch {batch}"))
            metrics.append(Metric("static", f"batch_{size}", float(batch), "count", f"latency_{size}"))
            variants = {"eager": lambda x=x: model(x), "static": lambda x=x: static(x),
                        "dynamic": lambda x=x: dynamic(x)}
            comparisons.append(measure.compare(variants, ctx, baseline="static", name=f"latency_{size}"))
    return Outcome(metrics, comparisons)


def run(ctx: RunContext, *, case: str, shapes: int) -> Outcome:
    """Run one case: a compile sweep, the recompile-limit case or the steady-state timing."""
    torch.manual_seed(ctx.seed)
    model = Block().to(ctx.device)
    sweeps.warm_up_compiler(ctx.device)
    if case in SWEEPS:
        return _sweep(ctx, model, case, shapes)
    if case == "recompile_limit":
        return _limit(ctx, model, shapes)
    if case == "steady_state":
        return _steady(ctx, model)
    raise ValueError(f"unknown case {case!r}")


# --- verdicts: pure functions of the merged rows -------------------------------------------

REDUCERS = ("dynamic", "mark_dynamic")
SWEEP_METRICS = ("graphs", "recompiles", "compile_s", "cache_bytes")


def _mode(rows: Sequence[Row], case: str) -> dict[str, Row] | None:
    """The rows of graphs, recompiles, compile_s and cache_bytes of one sweep case, or None."""
    got = {m: find(rows, case, m, case=case) for m in SWEEP_METRICS}
    return None if any(r is None for r in got.values()) else got  # type: ignore[return-value]


def _describe(name: str, m: dict[str, Row]) -> str:
    return (f"{name}: {noun_count(m['graphs'].value, 'graph')}, {noun_count(m['recompiles'].value, 'recompile')}, compile "
            f"{fmt(m['compile_s'], ' s')}, cache +{fmt(m['cache_bytes'], ' MB', 1e-6)}")


def _spread(row: Row) -> tuple[float, float]:
    """The row's interval; a compile time measured once (a sweep: first process only) as ±25%."""
    lo, hi = bounds(row)
    if row.unit == "s" and lo == hi:
        return lo / (1 + SINGLE_COMPILE_SPREAD), hi * (1 + SINGLE_COMPILE_SPREAD)
    return lo, hi


def _below(a: Row, b: Row, text: str) -> Fact:
    """Is a less than b? Yes when a's whole interval lies below b's, no when at or above it."""
    (a_lo, a_hi), (b_lo, b_hi) = _spread(a), _spread(b)
    return Fact(True if a_hi < b_lo else False if a_lo >= b_hi else None, text)


def _limit_text(rows: Sequence[Row]) -> str:
    eager = find(rows, "static", "eager_calls", case="recompile_limit")
    compiled = find(rows, "static", "compiled_calls", case="recompile_limit")
    warned = find(rows, "static", "limit_warnings", case="recompile_limit")
    if eager is None or compiled is None or warned is None:
        return ""
    return (f"; at a recompile limit of {LIMIT}, dynamic=False ran {compiled.value:.0f} calls compiled "
            f"and {eager.value:.0f} eagerly ({warned.value:.0f} limit warning)")


def _c16_ladder(f: Mapping[str, bool]) -> str:
    few = [v for k, v in f.items() if k.startswith("few_")]
    cheaper = [v for k, v in f.items() if k.startswith(("faster_", "smaller_"))]
    if f["per_shape"] and all(few) and all(cheaper):
        return "holds"
    return "partly holds" if f["per_shape"] and any(few) else "does not hold"


def _c16_facts(static: dict[str, Row], reducers: dict[str, dict[str, Row]]) -> dict[str, Fact]:
    shapes = float(static["graphs"].params.get("shapes", 0))
    facts = {"per_shape": known(static["recompiles"].value >= shapes - 1,  # type: ignore[operator]
                                "dynamic=False recompiles once per new shape")}
    for case, m in reducers.items():
        facts[f"few_{case}"] = known(m["graphs"].value <= 2, f"{case}: at most 2 graphs")  # type: ignore[operator]
        facts[f"faster_{case}"] = _below(m["compile_s"], static["compile_s"],
                                         f"{case} compile {fmt(m['compile_s'], ' s')} < dynamic=False's "
                                         f"{fmt(static['compile_s'], ' s')}")
        facts[f"smaller_{case}"] = _below(m["cache_bytes"], static["cache_bytes"],
                                          f"{case} cache growth {fmt(m['cache_bytes'], ' MB', 1e-6)} < "
                                          f"dynamic=False's {fmt(static['cache_bytes'], ' MB', 1e-6)}")
    return facts


def _c16(rows: Sequence[Row]) -> Verdict:
    rule = (
        "over a sweep of S batch sizes from a fresh state: holds if dynamic=False recompiles at "
        "least once per new shape (≥ S−1) and each of dynamic=True and mark_dynamic measured "
        "compiles ≤ 2 graphs in less total compile time and less cache growth than dynamic=False; "
        "partly holds if dynamic=False recompiles per shape and at least one of them compiles ≤ 2 "
        "graphs, without every other condition; does not hold otherwise. Graphs and recompiles are "
        "exact counts; 'less' means the two lie apart: a sweep runs once per run (first process), so "
        f"its compile time is a single sample, counted as ±{SINGLE_COMPILE_SPREAD:.0%}, and its cache "
        "growth an exact size; the verdict is inconclusive when overlapping intervals would decide it"
    )
    static = _mode(rows, "static")
    reducers = {c: m for c in REDUCERS if (m := _mode(rows, c)) is not None}
    if static is None or not reducers:
        missing = "static" if static is None else "dynamic"
        return not_testable("C16", why_missing(rows, case=missing), rule, SPEC.id)
    automatic = _mode(rows, "automatic")
    parts = [_describe("dynamic=False", static)] + [_describe(c if c != "dynamic" else "dynamic=True", m)
                                                   for c, m in reducers.items()]
    if automatic is not None:
        parts.append(_describe("dynamic=None", automatic))
    shapes = static["graphs"].params.get("shapes", 0)
    measured = f"{shapes} shapes; " + "; ".join(parts) + _limit_text(rows)
    return verdict("C16", decide(_c16_ladder, _c16_facts(static, reducers)), measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdict for C16 from this experiment's merged rows."""
    return [_c16(rows)]
