"""§5 control flow: a branch on a Python int, a branch on a tensor's value, torch.cond, torch.where.

The same small model (LayerNorm → Linear → one of two pointwise branches → residual) with its
branch written four ways. A Python-int branch (`if length > N`) is evaluated while Dynamo
traces, so it becomes a guard: crossing N recompiles. A branch on a tensor's value breaks the
graph (the host reads the value, the rest runs in a second compiled graph). `torch.cond` keeps
both branches in one graph; `torch.where` computes both and selects, with no branch at all.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from generator.runner import inductor, measure, sweeps
from generator.schema import Comparison, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import at_least, decide, find, fmt, known, not_testable, noun_count, verdict, why_missing

FEATURES = 256
THRESHOLD = 64  # the N of `if length > N`
# Lengths passed to the Python-int model, alternating across N; later ones are new values on
# each side (a static entry first, then automatic dynamic: see the recompile reasons).
LENGTHS = (100, 10, 100, 10, 120, 20, 200, 30)
BRANCHY = ("graph_break", "cond", "where")
VS_BREAK = "vs_graph_break"  # rows vs_graph_break_speedup: graph_break's time / the variant's, same rounds

SPEC = ExperimentSpec(
    id="control_flow",
    title="Control flow: Python branches, graph breaks and torch.cond",
    section="§5",
    claims=("C20",),
    params={"case": ["python_int", "tensor_value"], "rows": [1024]},
    quick={"rows": [256]},
    summary=(
        f"LayerNorm, Linear {FEATURES}→{FEATURES}, then `tanh(h)·2+1` or `sigmoid(h)·h`, then a "
        "residual and ReLU. `python_int`: the branch is `if length > "
        f"{THRESHOLD}` on a Python int argument, called with lengths {', '.join(map(str, LENGTHS))} "
        "(alternating branches); timed calls run one length on each side. `tensor_value`: the "
        "branch is `if x.mean() > 0`, written as a Python `if` (`graph_break`), as `torch.cond` "
        "(`cond`) and as `torch.where` over both results (`where`); each timed call runs one "
        "input on each side. Graphs, graph breaks, recompiles and guards come from Dynamo's "
        "records of a fresh compile over the same alternating inputs; `eager` is the model as "
        "written, run without compiling. `vs_graph_break_speedup` is the breaking branch's time "
        "over `cond`'s or `where`'s, from the same interleaved rounds."
    ),
)


class Net(torch.nn.Module):
    """The trunk and the two branches every variant shares."""

    def __init__(self) -> None:
        super().__init__()
        self.norm = torch.nn.LayerNorm(FEATURES)
        self.proj = torch.nn.Linear(FEATURES, FEATURES)

    def trunk(self, x: torch.Tensor) -> torch.Tensor:
        return self.proj(self.norm(x))


def long_branch(h: torch.Tensor) -> torch.Tensor:
    """The branch taken for long inputs / a positive mean."""
    return torch.tanh(h) * 2 + 1


def short_branch(h: torch.Tensor) -> torch.Tensor:
    """The branch taken otherwise."""
    return torch.sigmoid(h) * h


def variants(net: Net) -> dict[str, Callable[..., torch.Tensor]]:
    """The model with its branch written each way (python_int takes a `length` argument)."""

    def python_int(x: torch.Tensor, length: int) -> torch.Tensor:
        h = net.trunk(x)
        h = long_branch(h) if length > THRESHOLD else short_branch(h)
        return torch.relu(h + x)

    def graph_break(x: torch.Tensor) -> torch.Tensor:
        h = net.trunk(x)
        if x.mean() > 0:  # a tensor's value: Dynamo cannot trace past it
            h = long_branch(h)
        else:
            h = short_branch(h)
        return torch.relu(h + x)

    def cond(x: torch.Tensor) -> torch.Tensor:
        h = net.trunk(x)
        h = torch.cond(x.mean() > 0, long_branch, short_branch, (h,))
        return torch.relu(h + x)

    def where(x: torch.Tensor) -> torch.Tensor:
        h = net.trunk(x)
        h = torch.where(x.mean() > 0, long_branch(h), short_branch(h))
        return torch.relu(h + x)

    return {"python_int": python_int, "graph_break": graph_break, "cond": cond, "where": where}


def _max_error(results: Sequence[torch.Tensor], calls: Sequence[tuple[str, tuple[Any, ...]]],
               reference: Callable[..., torch.Tensor]) -> float:
    return max(measure.relative_error(r, reference(*args)) for r, (_, args) in zip(results, calls))


def _python_int(ctx: RunContext, fns: dict[str, Callable[..., torch.Tensor]], x: torch.Tensor) -> Outcome:
    fn = fns["python_int"]
    compiled = torch.compile(fn)
    calls = [(f"length {n}", (x, n)) for n in LENGTHS]
    sweep = sweeps.compile_sweep(compiled, calls, ctx)
    metrics = sweep.metrics("compiled")
    metrics.append(Metric("compiled", "relative_error", _max_error(sweep.results, calls, fn), "ratio",
                          "largest over the sweep, vs eager"))
    long, short = LENGTHS[0], LENGTHS[1]
    timed = {"eager": lambda: (fn(x, long), fn(x, short)), "compiled": lambda: (compiled(x, long), compiled(x, short))}
    latency = measure.compare(timed, ctx, baseline="eager")
    return Outcome(metrics, [latency], artifacts={"sweep.txt": sweep.log()})


def _tensor_value(ctx: RunContext, fns: dict[str, Callable[..., torch.Tensor]], x: torch.Tensor) -> Outcome:
    positive, negative = x.abs() + 0.1, -x.abs() - 0.1  # one input on each side of the branch
    eager = fns["graph_break"]
    calls = [("mean > 0", (positive,)), ("mean < 0", (negative,))] * 2
    metrics, compiled, logs = [], {}, {}
    inductor.reset()
    for name in BRANCHY:
        compiled[name] = torch.compile(fns[name])
        # fresh=False: the variants compiled before keep their graphs for the timing below
        sweep = sweeps.compile_sweep(compiled[name], calls, ctx, fresh=False)
        metrics += sweep.metrics(name)
        metrics.append(Metric(name, "relative_error", _max_error(sweep.results, calls, eager), "ratio",
                              "largest over both branches, vs eager"))
        logs[f"sweep_{name}.txt"] = sweep.log()
    timed: dict[str, Callable[[], Any]] = {"eager": lambda: (eager(positive), eager(negative))}
    for name, fn in compiled.items():
        timed[name] = lambda fn=fn: (fn(positive), fn(negative))
    latency = measure.compare(timed, ctx, baseline="eager")
    # the same rounds, with the breaking branch as baseline: what cond and where save against it
    against = Comparison(VS_BREAK, "graph_break", {v: latency.samples[v] for v in BRANCHY},
                         {v: latency.calls_per_sample[v] for v in BRANCHY}, ratios_only=True)
    return Outcome(metrics, [latency, against], artifacts=logs)


def run(ctx: RunContext, *, case: str, rows: int) -> Outcome:
    """Compile one case's variants over alternating inputs, then time them against eager."""
    torch.manual_seed(ctx.seed)
    net = Net().to(ctx.device)
    x = torch.randn(rows, FEATURES, device=ctx.device)
    sweeps.warm_up_compiler(ctx.device)
    with torch.no_grad():
        if case == "python_int":
            return _python_int(ctx, variants(net), x)
        if case == "tensor_value":
            return _tensor_value(ctx, variants(net), x)
    raise ValueError(f"unknown case {case!r}")


# --- verdicts: pure functions of the merged rows -------------------------------------------

SLOWER = 1.05  # "slower": at least 5% more time per call, judged on the 95% re-run interval


def _c20_ladder(f: Mapping[str, bool]) -> str:
    if not f["breaks"]:
        return "does not hold"
    slower = f["slower_than_cond"] or f["slower_than_where"]  # slower than the faster of the two
    return "holds" if slower and f["int_breaks"] else "partly holds"


def _c20(rows: Sequence[Row]) -> Verdict:
    rule = (
        "tensor_value: holds if the Python `if` on a tensor's value breaks the graph (≥ 1 break) "
        f"and is slower (time per call ≥ {SLOWER}× with the 95% re-run interval, from the same "
        "interleaved rounds) than the faster of torch.cond and torch.where, and the article's own "
        "example, `if length > N` on a Python int, also breaks the graph; partly holds if the "
        "tensor branch breaks the graph but is not slower, or the Python-int branch compiles "
        "without a break (it guards and recompiles instead); does not hold if the tensor branch "
        "compiles without a break. Breaks and graphs are exact counts; inconclusive when a "
        f"ratio's interval straddles {SLOWER}× and that decides the verdict"
    )
    at_t, at_i = {"case": "tensor_value"}, {"case": "python_int"}
    breaks = find(rows, "graph_break", "graph_breaks", **at_t)
    lat = {v: find(rows, v, "latency_ms", **at_t) for v in ("eager",) + BRANCHY}
    ratios = {v: find(rows, v, f"{VS_BREAK}_speedup", **at_t) for v in ("cond", "where")}
    int_rows = {m: find(rows, "compiled", m, **at_i) for m in ("graph_breaks", "graphs", "recompiles")}
    if breaks is None or any(r is None for r in (*lat.values(), *ratios.values())):
        return not_testable("C20", why_missing(rows, **at_t), rule, SPEC.id)
    if any(r is None for r in int_rows.values()):
        return not_testable("C20", why_missing(rows, **at_i), rule, SPEC.id)
    graphs = {v: find(rows, v, "graphs", **at_t) for v in BRANCHY}
    counts = ", ".join(f"{v} {graphs[v].value:.0f}" for v in BRANCHY if graphs[v] is not None)  # type: ignore[union-attr]
    i = {m: r.value for m, r in int_rows.items()}  # type: ignore[union-attr]
    latency = ", ".join(f"{v} {fmt(r, ' ms')}" for v, r in lat.items())
    slower = ", ".join(f"{fmt(r, '×')} of {v}'s" for v, r in ratios.items())
    measured = (
        f"tensor branch: {noun_count(breaks.value, 'graph break')}; graphs: {counts}; latency {latency}; "
        f"the breaking branch takes {slower} time (same rounds); Python int over lengths "
        f"{', '.join(map(str, LENGTHS))}: {noun_count(i['graph_breaks'], 'graph break')}, "
        f"{noun_count(i['graphs'], 'graph')}, {noun_count(i['recompiles'], 'recompile')}"
    )
    facts = {"breaks": known(breaks.value >= 1, "the tensor branch breaks the graph"),  # type: ignore[operator]
             "int_breaks": known(i["graph_breaks"] >= 1, "the Python-int branch breaks the graph"),  # type: ignore[operator]
             **{f"slower_than_{v}": at_least(r, SLOWER, f"graph_break / {v} time", unit="×")  # type: ignore[arg-type]
                for v, r in ratios.items()}}
    return verdict("C20", decide(_c20_ladder, facts), measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdict for C20 from this experiment's merged rows."""
    return [_c20(rows)]
