"""§4 dynamic shapes: recompiles, graphs, compile time and cache growth over a sweep of batch sizes.

A small residual MLP block is called once per batch size, from a fresh Dynamo state and an empty,
private Inductor cache, under each way of telling torch.compile about shapes: `dynamic=None`
(static first, automatic dynamic after a shape change), `dynamic=False`, `dynamic=True`, and
`torch._dynamo.mark_dynamic` on the batch dimension. Two more points: what happens when the
recompile limit is hit, and the steady-state latency of the dynamic kernels against static ones.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import torch

from generator.runner import inductor, measure
from generator.schema import ExperimentSpec, Metric, Outcome, Row, RunContext, Verdict, find_row

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
    params={
        "case": ["automatic", "static", "dynamic", "mark_dynamic", "recompile_limit", "steady_state"],
        "shapes": [len(BATCHES)],
    },
    # On the CPU every compile builds C++ (seconds each): three shapes, the two extreme modes and
    # the limit case keep the smoke run short.
    quick={"case": ["static", "dynamic", "recompile_limit"], "shapes": [3]},
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
            sweep = measure.compile_sweep(compiled, calls, ctx)
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
            sweep = measure.compile_sweep(compiled, calls, ctx)
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
    measure.warm_up_compiler(ctx.device)
    if case in SWEEPS:
        return _sweep(ctx, model, case, shapes)
    if case == "recompile_limit":
        return _limit(ctx, model, shapes)
    if case == "steady_state":
        return _steady(ctx, model)
    raise ValueError(f"unknown case {case!r}")


# --- verdicts: pure functions of the merged rows -------------------------------------------

REDUCERS = ("dynamic", "mark_dynamic")


def _why_missing(rows: Sequence[Row], **params: object) -> str:
    """Why a verdict's rows are absent: the skip reason (e.g. CPU run) or the point's failure."""
    for row in rows:
        if row.status != "ok" and all(row.params.get(k) == v for k, v in params.items()):
            return f"{row.status}: {row.reason}"
    return "the rows this verdict needs were not measured"


def _mode(rows: Sequence[Row], case: str) -> dict[str, float] | None:
    """graphs, recompiles, compile_s, cache_bytes and shapes of one sweep case, or None."""
    got = {m: find_row(rows, case, m, case=case) for m in ("graphs", "recompiles", "compile_s", "cache_bytes")}
    if any(r is None or r.value is None for r in got.values()):
        return None
    out = {m: r.value for m, r in got.items()}  # type: ignore[union-attr]
    out["shapes"] = float(got["graphs"].params.get("shapes", 0))  # type: ignore[union-attr]
    return out


def _describe(name: str, m: dict[str, float]) -> str:
    return (f"{name}: {m['graphs']:.0f} graphs, {m['recompiles']:.0f} recompiles, compile "
            f"{m['compile_s']:.3g} s, cache +{m['cache_bytes'] / 1e6:.3g} MB")


def _limit_text(rows: Sequence[Row]) -> str:
    eager = find_row(rows, "static", "eager_calls", case="recompile_limit")
    compiled = find_row(rows, "static", "compiled_calls", case="recompile_limit")
    warned = find_row(rows, "static", "limit_warnings", case="recompile_limit")
    if eager is None or compiled is None or warned is None:
        return ""
    return (f"; at a recompile limit of {LIMIT}, dynamic=False ran {compiled.value:.0f} calls compiled "
            f"and {eager.value:.0f} eagerly ({warned.value:.0f} limit warning)")


def _c16(rows: Sequence[Row]) -> Verdict:
    rule = (
        "over a sweep of S batch sizes from a fresh state: holds if dynamic=False recompiles at "
        "least once per new shape (≥ S−1) and each of dynamic=True and mark_dynamic measured "
        "compiles ≤ 2 graphs in less total compile time and less cache growth than dynamic=False; "
        "partly holds if dynamic=False recompiles per shape and at least one of them compiles ≤ 2 "
        "graphs, without every other condition; does not hold otherwise"
    )
    static = _mode(rows, "static")
    reducers = {c: m for c in REDUCERS if (m := _mode(rows, c)) is not None}
    if static is None or not reducers:
        missing = "static" if static is None else "dynamic"
        return Verdict("C16", "not testable here", _why_missing(rows, case=missing), rule, SPEC.id)
    automatic = _mode(rows, "automatic")
    parts = [_describe("dynamic=False", static)] + [_describe(c if c != "dynamic" else "dynamic=True", m)
                                                   for c, m in reducers.items()]
    if automatic is not None:
        parts.append(_describe("dynamic=None", automatic))
    measured = f"{static['shapes']:.0f} shapes; " + "; ".join(parts) + _limit_text(rows)
    per_shape = static["recompiles"] >= static["shapes"] - 1
    few = {c: m["graphs"] <= 2 for c, m in reducers.items()}
    cheaper = {c: m["compile_s"] < static["compile_s"] and m["cache_bytes"] < static["cache_bytes"]
               for c, m in reducers.items()}
    if per_shape and all(few.values()) and all(cheaper.values()):
        verdict = "holds"
    elif per_shape and any(few.values()):
        verdict = "partly holds"
    else:
        verdict = "does not hold"
    return Verdict("C16", verdict, measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdict for C16 from this experiment's merged rows."""
    return [_c16(rows)]
