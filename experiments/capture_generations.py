"""§1 three generations of graph capture on a branch that depends on a tensor's value.

One small model (`if x.sum() > 0` picks one of two pointwise paths, then a linear layer) is
captured by `torch.jit.trace`, `torch.jit.script` and `torch.compile` (default mode). Trace and
the first compiled call see an input that takes the first branch; each grid point then feeds
one branch's input to every captured path and compares it with eager.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from generator.runner import inductor, measure
from generator.schema import Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import decide, find, known, not_testable, noun_count, verdict, why_missing

FEATURES = 256
RTOL, ATOL = 1e-3, 1e-4  # far below the O(1) gap between the branches, above fused-kernel rounding
JIT_PATHS = ("trace", "script")  # variant names of the TorchScript paths; "compiled" is torch.compile

SPEC = ExperimentSpec(
    id="capture_generations",
    title="Capture generations: trace, script and compile on a data-dependent branch",
    section="§1",
    claims=("C1", "C2"),
    # branch: which input is fed after capture. "traced" takes the branch the tracer (and the
    # first compiled call) saw; "other" takes the other one.
    params={"branch": ["traced", "other"], "rows": [4096]},
    quick={"rows": [64]},
    # What decides C1 and C2 is exact (outputs against eager, graphs, breaks): one process measures
    # it. The latencies beside them are shown with that process's own (bootstrap) interval.
    replicates={"default": 1, "quick": 1},
    summary=(
        "A linear layer after an `if x.sum() > 0` that picks `relu(x)·2` or `tanh(x)−1`, captured "
        "three ways: `torch.jit.trace` (traced on an input that takes the first branch), "
        "`torch.jit.script`, and `torch.compile` in its default mode (first call on the same "
        "input). Each grid point feeds one branch's input to every captured path: outputs against "
        "eager, the warnings each path emits (deprecations, the tracer's warnings), graphs and "
        "graph breaks of the compiled model, and latency against eager. On the `other` branch the "
        "traced path computes the wrong branch, so its latency is that of a different computation."
    ),
)


class BranchNet(torch.nn.Module):
    """Pointwise path chosen by the sign of the input's sum, then a linear layer."""

    def __init__(self, features: int) -> None:
        super().__init__()
        self.lin = torch.nn.Linear(features, features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if x.sum() > 0:
            h = torch.relu(x) * 2.0
        else:
            h = torch.tanh(x) - 1.0
        return self.lin(h)


@dataclass
class Captured:
    """One capture path: the callable it produced (None when capture failed) and what it said."""

    fn: Callable[[torch.Tensor], torch.Tensor] | None
    warnings: list[str] = field(default_factory=list)
    deprecation: str = ""
    error: str = ""
    metrics: list[Metric] = field(default_factory=list)
    code: list[str] = field(default_factory=list)
    breaks: list[str] = field(default_factory=list)  # Dynamo's break reasons, first lines


def _texts(caught: Sequence[warnings.WarningMessage]) -> list[str]:
    """'Category: first line' of each warning, deduplicated in order of first appearance."""
    seen: dict[str, None] = {}
    for w in caught:
        seen[f"{w.category.__name__}: {inductor.first_line(str(w.message), 300)}"] = None
    return list(seen)


def _error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {inductor.first_line(str(exc), 300)}"


def _capture(path: str, model: BranchNet, example: torch.Tensor, ctx: RunContext) -> Captured:
    """Capture with one path, recording its warnings; a missing or raising API is a result."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            if path == "compiled":
                compiled = torch.compile(model)
                first = measure.first_call(compiled, example, ctx=ctx)
                reasons = inductor.break_reasons()
                got = Captured(compiled, metrics=first.metrics("compiled"), code=first.code,
                               breaks=sorted({inductor.first_line(r) for r in reasons}))
                # counters()['graph_breaks'] misses a data-dependent branch; break_reasons() does not
                got.metrics.append(Metric("compiled", "breaks_counted", float(sum(reasons.values())), "count",
                                          "first call: Dynamo's break counters (reasons in warnings.txt)", kind="compiler"))
            else:
                api = getattr(torch.jit, path, None)
                if api is None:
                    got = Captured(None, error=f"torch.jit.{path} does not exist in torch {torch.__version__}")
                else:
                    got = Captured(api(model, example) if path == "trace" else api(model))
        except Exception as exc:  # a removed or broken API is this path's result, not a crash
            got = Captured(None, error=_error(exc))
    got.warnings = _texts(caught)
    # Only a deprecation that names this path's own API counts: compiling also imports modules
    # that warn about other deprecated APIs (torch.jit.script_method, seen in torch 2.13).
    api = "torch.compile" if path == "compiled" else f"torch.jit.{path}"
    got.deprecation = next((w for w in got.warnings if _deprecates(w, api)), "")
    return got


def _deprecates(text: str, api: str) -> bool:
    """Whether a 'Category: message' text is a deprecation whose subject is `api`."""
    category, _, message = text.partition(": ")
    subject = message.lstrip("`").split("`")[0].split(" ")[0]
    return category in ("DeprecationWarning", "FutureWarning") and subject == api


def _flag(variant: str, metric: str, value: bool, stat: str, reason: str = "") -> Metric:
    return Metric(variant, metric, 1.0 if value else 0.0, "count", stat, reason=reason)


def _path_metrics(
    variant: str, got: Captured, x: torch.Tensor, expected: torch.Tensor
) -> tuple[list[Metric], bool, list[str]]:
    """Warnings, deprecation and the outcome of feeding x; whether the call ran; its warnings."""
    out = list(got.metrics)
    out.append(_flag(variant, "deprecated", bool(got.deprecation), "1 = capture emitted a deprecation",
                     got.deprecation))
    out.append(Metric(variant, "capture_warnings", float(len(got.warnings)), "count",
                      "distinct warnings while capturing (texts in warnings.txt)"))
    if variant == "trace":
        tracer = [w for w in got.warnings if w.startswith("TracerWarning")]
        out.append(Metric(variant, "tracer_warnings", float(len(tracer)), "count",
                          "distinct TracerWarnings while tracing (texts in warnings.txt)"))
    if got.fn is None:
        for metric in ("raised", "matches_eager", "max_abs_error", "call_warnings"):
            out.append(Metric(variant, metric, None, "count", status="failed", reason=got.error))
        return out, False, []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            result, error = got.fn(x), ""
        except Exception as exc:  # a path that raises on this branch is the finding itself
            result, error = None, _error(exc)
    said = _texts(caught)
    out.append(_flag(variant, "raised", bool(error), "1 = the call raised", error))
    out.append(Metric(variant, "call_warnings", float(len(said)), "count", "distinct warnings while called"))
    if result is None:
        for metric in ("matches_eager", "max_abs_error"):
            out.append(Metric(variant, metric, None, "count", status="failed", reason=error))
        return out, False, said
    err = float((result.detach().double() - expected.double()).abs().max())
    close = torch.allclose(result, expected, rtol=RTOL, atol=ATOL)
    out.append(_flag(variant, "matches_eager", close, f"1 = allclose to eager (rtol {RTOL}, atol {ATOL})"))
    out.append(Metric(variant, "max_abs_error", err, "abs", "vs eager"))
    return out, True, said


def _note(variant: str, got: Captured, said: list[str]) -> str:
    """The warnings.txt section of one path: what it said while capturing and while called."""
    lines = [f"[{variant}]", "while capturing:"] + [f"  {w}" for w in got.warnings or ["(none)"]]
    if got.error:
        lines.append(f"capture failed: {got.error}")
    if got.breaks:
        lines += ["graph breaks on the first call (Dynamo's counters):"] + [f"  {b}" for b in got.breaks]
    lines += ["while called on this point's input:"] + [f"  {w}" for w in said or ["(none)"]]
    return "\n".join(lines)


def run(ctx: RunContext, *, branch: str, rows: int) -> Outcome:
    """Capture three ways on the first branch's input, then feed this point's branch to each."""
    torch.manual_seed(ctx.seed)
    model = BranchNet(FEATURES).to(ctx.device).requires_grad_(False)
    taken = torch.rand(rows, FEATURES, device=ctx.device) + 0.1  # sum > 0: the first branch
    x = taken if branch == "traced" else -taken
    expected = model(x)

    captured = {p: _capture(p, model, taken, ctx) for p in JIT_PATHS}
    captured["compiled"] = _capture("compiled", model, taken, ctx)  # last: first_call resets Dynamo
    metrics: list[Metric] = []
    runnable: dict[str, Callable[[], Any]] = {"eager": lambda: model(x)}
    notes = []
    for variant, got in captured.items():
        found, ran, said = _path_metrics(variant, got, x, expected)
        metrics += found
        if ran:
            runnable[variant] = (lambda f: lambda: f(x))(got.fn)
        notes.append(_note(variant, got, said))
    if captured["compiled"].fn is not None:
        totals = inductor.counters()  # cumulative since the first call: both branches when "other"
        metrics.append(Metric("compiled", "graphs_total", totals["graphs"], "count",
                              "after the first call and this branch's call", kind="compiler"))
    latency = measure.compare(runnable, ctx, baseline="eager")
    artifacts = {"warnings.txt": "\n\n".join(notes) + "\n"}
    if captured["compiled"].code:
        artifacts["output_code.py"] = "\n\n".join(captured["compiled"].code)
    return Outcome(metrics, [latency], [], artifacts)


# --- verdicts: pure functions of the merged rows -------------------------------------------
# Every fact here is exact (a flag or a count), so `known` states it; `decide` runs the ladder.


def _value(rows: Sequence[Row], variant: str, metric: str, branch: str) -> float | None:
    row = find(rows, variant, metric, branch=branch)
    return None if row is None else row.value


def _n(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.3g}"


def _c1_ladder(f: Mapping[str, bool]) -> str:
    if f["other_matches"]:
        return "does not hold"
    if f["same_matches"] and not f["raised"] and not f["warned"]:
        return "holds"
    return "partly holds"


def _c1(rows: Sequence[Row]) -> Verdict:
    rule = ("torch.jit.trace on the first branch's input: holds if the traced function matches eager "
            "on that input and, on the other branch's input, runs without an exception or a warning "
            "but differs from eager (not allclose); partly holds if it differs but warns or raises at "
            "that call; does not hold if it matches eager on the other branch")
    same = _value(rows, "trace", "matches_eager", "traced")
    other = _value(rows, "trace", "matches_eager", "other")
    raised = _value(rows, "trace", "raised", "other")
    if same is None or other is None or raised is None:
        return not_testable("C1", why_missing(rows, variants=("trace",), branch="other"), rule, SPEC.id)
    err = _value(rows, "trace", "max_abs_error", "other")
    call_warned = _value(rows, "trace", "call_warnings", "other") or 0.0
    tracer = _value(rows, "trace", "tracer_warnings", "other")
    deprecated = _value(rows, "trace", "deprecated", "other")
    script = [_value(rows, "script", "matches_eager", b) for b in ("traced", "other")]
    measured = (
        f"traced input: {'matches' if same else 'differs from'} eager; other branch: "
        f"{'matches' if other else 'differs from'} eager (max abs error {_n(err)}), "
        f"{'raised' if raised else 'no exception'}, {call_warned:.0f} warnings at that call; "
        f"{_n(tracer)} distinct TracerWarning(s) while tracing"
        f"{', and trace is deprecated in this release' if deprecated else ''} (texts in warnings.txt); "
        f"script: {'matches eager on both branches' if script == [1.0, 1.0] else f'matches eager (1/0) {script}'}"
    )
    facts = {"other_matches": known(bool(other), "trace matches eager on the other branch"),
             "same_matches": known(bool(same), "trace matches eager on its own input"),
             "raised": known(bool(raised), "trace raised on the other branch"),
             "warned": known(call_warned > 0, "trace warned at the other branch's call")}
    return verdict("C1", decide(_c1_ladder, facts), measured, rule, SPEC.id)


def _c2_ladder(f: Mapping[str, bool]) -> str:
    if not f["correct"]:
        return "does not hold"
    return "holds" if f["split"] else "partly holds"


def _c2(rows: Sequence[Row]) -> Verdict:
    rule = ("the unchanged model under torch.compile (default mode): holds if it matches eager on both "
            "branches and its first call split the code (more than one graph, or a break counted); "
            "partly holds if it matches on both but as one graph; does not hold if it differs or raises "
            "on either branch")
    ok = {b: _value(rows, "compiled", "matches_eager", b) for b in ("traced", "other")}
    raised = {b: _value(rows, "compiled", "raised", b) for b in ("traced", "other")}
    graphs = _value(rows, "compiled", "graphs", "other")
    breaks = _value(rows, "compiled", "breaks_counted", "other")
    if graphs is None or breaks is None or any(v is None for v in (*ok.values(), *raised.values())):
        return not_testable("C2", why_missing(rows, variants=("compiled",), branch="other"), rule, SPEC.id)
    total = _value(rows, "compiled", "graphs_total", "other")
    measured = (
        f"matches eager: traced branch {'yes' if ok['traced'] else 'no'}, other branch "
        f"{'yes' if ok['other'] else 'no'}; first call {noun_count(graphs, 'graph')}, "
        f"{noun_count(breaks, 'break')} in Dynamo's counters; {'n/a graphs' if total is None else noun_count(total, 'graph')} once both branches had run"
    )
    correct = bool(ok["traced"] and ok["other"]) and not (raised["traced"] or raised["other"])
    facts = {"correct": known(correct, "matches eager on both branches without raising"),
             "split": known(graphs > 1 or breaks >= 1, "the first call split the code")}
    return verdict("C2", decide(_c2_ladder, facts), measured, rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdicts for C1 and C2 from this experiment's merged rows."""
    return [_c1(rows), _c2(rows)]
