"""§3 graph breaks: one model per cause the article lists, each beside a break-free rewrite.

Every model is a linear layer and a few pointwise ops before and after the construct that
breaks the graph, so that a break also splits what Inductor could fuse. Per cause: what
`torch._dynamo.explain` reports, what Dynamo's break counters say on a real compile, what
`fullgraph=True` raises, and the latency of the breaking model against its rewrite.
"""

from __future__ import annotations

import collections
import copy
import importlib
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import torch

from generator.runner import inductor, measure
from generator.schema import Comparison, ExperimentSpec, Metric, Outcome, Row, RunContext, Verdict

FEATURES = 256
CAUSES = ("print", "tensor_if", "dict", "library")
RTOL, ATOL = 1e-3, 1e-4

SPEC = ExperimentSpec(
    id="graph_breaks",
    title="Graph breaks: four causes, their cost, and how to find them",
    section="§3",
    claims=("C10", "C11", "C12", "C13"),
    params={"cause": list(CAUSES), "rows": [16384]},
    quick={"rows": [32]},
    full={"rows": [256, 16384]},  # adds a launch-bound size, where a break's CPU cost dominates
    summary=(
        "Four models share `linear → gelu·1.5+0.25`, then a construct, then `sigmoid(h)·h−0.1`, on "
        f"an input of rows×{FEATURES} (fp32). The constructs: `print` (to a null writer), an `if` on "
        "`h.mean() > 0`, `sorted(d.items())` over a dict of tensors, and a scalar statistic computed "
        "by `scipy.special.expit` on a NumPy copy. Each has a rewrite with the same result and no "
        "break: no print, `torch.where`, `sorted(d)` by key, `torch.sigmoid`. `compiled` is the "
        "breaking model under `torch.compile` (default mode), `rewrite` the rewrite compiled with "
        "`fullgraph=True`; `break_free_speedup` is the breaking model's time over the rewrite's, "
        "both compiled, from the same interleaved rounds. Other dict operations, a NumPy "
        "round trip, `torch.cond` and an `if` on a shape go through `explain` only, to show which "
        "of them still break in this release (explain.txt)."
    ),
)


class _NullWriter:
    """A file-like sink, so the print model prints nothing (run() never prints)."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


_SINK = _NullWriter()


class Net(torch.nn.Module):
    """The shared part of every model: pointwise work around one linear layer.

    Each cause's subclass holds the construct in forward() itself, not in a helper it calls: a
    break inside an inlined call is met twice by Dynamo (once in the caller, once in the callee's
    own frame), which would double its break counters.
    """

    def __init__(self, features: int) -> None:
        super().__init__()
        self.lin = torch.nn.Linear(features, features)

    def pre(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.gelu(self.lin(x)) * 1.5 + 0.25

    def post(self, h: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(h) * h - 0.1

    def free(self, x: torch.Tensor) -> torch.Tensor:
        """The break-free rewrite: the same result as forward()."""
        raise NotImplementedError


class PrintNet(Net):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        print("hidden", tuple(h.shape), file=_SINK)
        return self.post(h)

    def free(self, x: torch.Tensor) -> torch.Tensor:
        return self.post(self.pre(x))


class TensorIfNet(Net):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        if h.mean() > 0:
            h = h * 2.0
        else:
            h = h * 0.5
        return self.post(h)

    def free(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        return self.post(torch.where(h.mean() > 0, h * 2.0, h * 0.5))


def _parts(h: torch.Tensor) -> dict[str, torch.Tensor]:
    return {"scaled": h * 2.0, "squashed": torch.tanh(h)}


class DictNet(Net):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        parts = {"scaled": h * 2.0, "squashed": torch.tanh(h)}
        h = sum(value for _, value in sorted(parts.items()))  # the items in key order
        return self.post(h)

    def free(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        parts = {"scaled": h * 2.0, "squashed": torch.tanh(h)}
        return self.post(sum(parts[key] for key in sorted(parts)))


class LibraryNet(Net):
    """A scalar statistic computed by scipy on a NumPy copy; the rewrite computes it with torch."""

    def __init__(self, features: int) -> None:
        super().__init__(features)
        # imported here, not at module load, so that a missing scipy fails this point only
        self.special = importlib.import_module("scipy.special")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        scale = torch.as_tensor(self.special.expit(h.mean().detach().cpu().numpy()), device=h.device)
        return self.post(h * scale)

    def free(self, x: torch.Tensor) -> torch.Tensor:
        h = self.pre(x)
        return self.post(h * torch.sigmoid(h.mean()))


NETS: dict[str, type[Net]] = {"print": PrintNet, "tensor_if": TensorIfNet, "dict": DictNet, "library": LibraryNet}


class _Key:
    """A user-defined dict key that compares by value."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __hash__(self) -> int:
        return hash(self.name)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Key) and other.name == self.name


def _ordered_move(h: torch.Tensor) -> torch.Tensor:
    d = collections.OrderedDict(_parts(h))
    d.move_to_end("scaled")
    return next(iter(d.values()))


def _defaultdict(h: torch.Tensor) -> torch.Tensor:
    d: collections.defaultdict[str, Any] = collections.defaultdict(lambda: 0)
    d["sum"] += h
    return d["sum"]


# Other dict operations (and, for the library cause, a NumPy round trip), run through explain
# only: which still break shows how much of the article's "dict operations" remains.
ALTERNATIVES: dict[str, dict[str, Callable[[torch.Tensor], torch.Tensor]]] = {
    "dict": {
        "setdefault_update": lambda h: (d := {"a": h}, d.setdefault("b", h * 2), d.update(c=h), sum(d.values()))[-1],
        "pop_popitem": lambda h: (d := _parts(h), d.pop("scaled") + d.popitem()[1])[-1],
        "comprehension": lambda h: sum({k: v * 2 for k, v in _parts(h).items()}.values()),
        "ordereddict_move_to_end": _ordered_move,
        "defaultdict": _defaultdict,
        "tensor_key": lambda h: {h: 3.0}[h] * h,
        "copy_copy": lambda h: copy.copy(_parts(h))["scaled"],
        "user_class_key": lambda h: {_Key("a"): h}[_Key("a")],
    },
    "library": {"numpy_round_trip": lambda h: torch.from_numpy(np.tanh(h.detach().cpu().numpy())).to(h.device)},
    "tensor_if": {"torch_cond": lambda h: torch.cond(h.mean() > 0, lambda t: t * 2.0, lambda t: t * 0.5, (h,)),
                  "if_on_shape": lambda h: h * 2.0 if h.shape[0] > 0 else h},
}


def _around(net: Net, middle: Callable[[torch.Tensor], torch.Tensor]) -> Callable[[torch.Tensor], torch.Tensor]:
    def model(x: torch.Tensor) -> torch.Tensor:
        return net.post(middle(net.pre(x)))

    return model


def _error(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {inductor.first_line(str(exc))}"


def _raises(variant: str, metric: str, attempt: Callable[[], Any]) -> tuple[list[Metric], str]:
    """A 0/1 row for whether attempt() raised, and a failed row holding the error when it did."""
    try:
        attempt()
    except Exception as exc:  # the error is the measurement
        error = _error(exc)
        return [Metric(variant, f"{metric}_raises", 1.0, "count", "1 = raised"),
                Metric(variant, f"{metric}_error", None, "", "the error", status="failed", reason=error)], error
    return [Metric(variant, f"{metric}_raises", 0.0, "count", "1 = raised")], ""


def _explain_metrics(
    cause: str, net: Net, model: Callable[..., Any], x: torch.Tensor
) -> tuple[list[Metric], list[str], inductor.Explained]:
    """explain on the breaking model and on this cause's alternatives; the explain.txt lines."""
    found = inductor.explain(model, x)
    out = [Metric("explain", "graphs", float(found.graphs), "count", "torch._dynamo.explain"),
           Metric("explain", "graph_breaks", float(found.breaks), "count", "explain: graphs − 1"),
           Metric("explain", "reasons_listed", float(len(found.reasons)), "count", "explain: break reasons")]
    text = [f"explain(model)(x): {found.graphs} graph(s), {found.breaks} break(s)", "reasons (first lines):"]
    text += [f"  {r}" for r in dict.fromkeys(inductor.first_line(r) for r in found.reasons)]
    text += ["reasons (full):"] + [f"  {line}" for r in found.reasons for line in r.splitlines()]
    for name, middle in ALTERNATIVES.get(cause, {}).items():
        try:
            alt = inductor.explain(_around(net, middle), x)
        except Exception as exc:  # an alternative that Dynamo cannot even explain is reported
            text.append(f"alternative {name}: explain raised {_error(exc)}")
            out.append(Metric(f"alt_{name}", "graph_breaks", None, "count", status="failed", reason=_error(exc)))
            continue
        out.append(Metric(f"alt_{name}", "graphs", float(alt.graphs), "count", "explain"))
        out.append(Metric(f"alt_{name}", "graph_breaks", float(alt.breaks), "count", "explain: graphs − 1"))
        reasons = "; ".join(dict.fromkeys(inductor.first_line(r) for r in alt.reasons)) or "none"
        text.append(f"alternative {name}: {alt.graphs} graph(s), {alt.breaks} break(s); reasons: {reasons}")
    return out, text, found


def run(ctx: RunContext, *, cause: str, rows: int) -> Outcome:
    """explain, fullgraph, a real compile's counters, then breaking vs rewrite latency."""
    torch.manual_seed(ctx.seed)
    net = NETS[cause](FEATURES).to(ctx.device).requires_grad_(False)
    x = torch.randn(rows, FEATURES, device=ctx.device)
    breaking, free = net, net.free
    expected = breaking(x)  # eager

    # explain resets Dynamo before and after itself, so it runs before anything is compiled
    metrics, text, found = _explain_metrics(cause, net, breaking, x)
    article, article_error = _raises("article_form", "explain", lambda: inductor.explain_article_form(breaking, x))
    inductor.reset()
    full, full_error = _raises("fullgraph", "fullgraph", lambda: torch.compile(breaking, fullgraph=True)(x))
    metrics += article + full

    compiled = torch.compile(breaking)
    first = measure.first_call(compiled, x, ctx=ctx)
    counted = inductor.break_reasons()
    metrics += first.metrics("compiled")
    metrics.append(Metric("compiled", "breaks_counted", float(sum(counted.values())), "count",
                          "first call: Dynamo's break counters"))
    counted_lines = set(inductor.first_line(r) for r in counted)
    listed_lines = set(inductor.first_line(r) for r in found.reasons)
    metrics.append(Metric("explain", "count_matches_counters", float(found.breaks == sum(counted.values())), "count",
                          "1 = explain's break count equals the counters'"))
    metrics.append(Metric("explain", "reasons_match_counters", float(listed_lines == counted_lines), "count",
                          "1 = same reasons (first lines) as the counters"))

    inductor.clear_counters()
    rewrite = torch.compile(free, fullgraph=True)  # raises if the rewrite is not break-free
    rewritten = rewrite(x)
    metrics.append(Metric("rewrite", "graphs", inductor.counters()["graphs"], "count", "fullgraph=True compile"))
    for variant, result in (("compiled", first.result), ("rewrite", rewritten)):
        metrics.append(Metric(variant, "matches_eager", float(torch.allclose(result, expected, rtol=RTOL, atol=ATOL)),
                              "count", f"1 = allclose to the breaking model in eager (rtol {RTOL}, atol {ATOL})"))
        metrics.append(Metric(variant, "relative_error", measure.relative_error(result, expected), "ratio", "vs eager"))

    latency = measure.compare({"eager": lambda: breaking(x), "compiled": lambda: compiled(x),
                               "rewrite": lambda: rewrite(x)}, ctx, baseline="eager")
    # the same rounds, with the breaking model as baseline: the rewrite's gain, with its interval
    break_free = Comparison("break_free", "compiled", {v: latency.samples[v] for v in ("compiled", "rewrite")},
                            {v: latency.calls_per_sample[v] for v in ("compiled", "rewrite")})
    text += ["", f"Dynamo's break counters on torch.compile(model)(x): {sum(counted.values())}"]
    text += [f"  {line}" for line in sorted(counted_lines)]
    text += ["", f"torch.compile(model, fullgraph=True)(x): {full_error or 'no error'}",
             f"the article's form explain(fx)(model, x), fx read as the model: {article_error or 'no error'}"]
    artifacts = {"explain.txt": "\n".join(text) + "\n"}
    if first.code:
        artifacts["output_code.py"] = "\n\n".join(first.code)
    return Outcome(metrics, [latency, break_free], [], artifacts)


# --- verdicts: pure functions of the merged rows -------------------------------------------


def _at(rows: Sequence[Row], variant: str, metric: str, cause: str) -> Row | None:
    """The ok row of a cause at its largest measured size (the GPU size; the tiny one on CPU)."""
    found = [r for r in rows if r.variant == variant and r.metric == metric and r.status == "ok"
             and r.value is not None and r.params.get("cause") == cause]
    return max(found, key=lambda r: r.params.get("rows", 0), default=None)


def _said(rows: Sequence[Row], variant: str, metric: str, cause: str) -> str:
    """The text of a failed row that holds an error message (fullgraph's, the article form's)."""
    return next((r.reason for r in rows if r.variant == variant and r.metric == metric
                 and r.status == "failed" and r.params.get("cause") == cause), "")


def _why_missing(rows: Sequence[Row], cause: str) -> str:
    for row in rows:
        if row.status != "ok" and row.variant == "" and row.params.get("cause") == cause:
            return f"{row.status}: {row.reason}"
    return "not measured"


def _missing(rows: Sequence[Row], causes: Sequence[str]) -> str:
    return "; ".join(f"{c}: {_why_missing(rows, c)}" for c in causes)


def _decide(good: int, measured: int) -> str:
    """holds: all four causes measured and good; partly: some good; does not hold: none."""
    if good == len(CAUSES) == measured:
        return "holds"
    return "partly holds" if good else "does not hold"


def _c10(rows: Sequence[Row]) -> Verdict:
    rule = ("torch._dynamo.explain on each cause's model: holds if all four models break (at least one "
            "break each); partly holds if one to three do; does not hold if none does")
    breaks = {c: r.value for c in CAUSES if (r := _at(rows, "explain", "graph_breaks", c))}
    if not breaks:
        return Verdict("C10", "not testable here", _missing(rows, CAUSES), rule, SPEC.id)
    parts = [f"{c}: {v:.0f} break(s)" for c, v in breaks.items()]
    alts = {name: _at(rows, f"alt_{name}", "graph_breaks", "dict") for name in ALTERNATIVES["dict"]}
    broke = [n for n, r in alts.items() if r and r.value and r.value >= 1]
    if any(alts.values()):
        parts.append(f"other dict operations: {len(broke)} of {sum(1 for r in alts.values() if r)} broke"
                     + (f" ({', '.join(broke)})" if broke else ""))
    numpy_trip = _at(rows, "alt_numpy_round_trip", "graph_breaks", "library")
    if numpy_trip:
        parts.append(f"NumPy round trip: {numpy_trip.value:.0f} break(s)")
    absent = [c for c in CAUSES if c not in breaks]
    if absent:
        parts.append(f"not measured: {_missing(rows, absent)}")
    verdict = _decide(sum(1 for v in breaks.values() if v >= 1), len(breaks))
    return Verdict("C10", verdict, "; ".join(parts) + " (reasons in explain.txt)", rule, SPEC.id)


def _c11(rows: Sequence[Row]) -> Verdict:
    rule = ("per cause, the breaking model compiled against its break-free rewrite compiled, from the "
            "same interleaved rounds: holds if for all four causes the breaking model is slower with the "
            "interval of (breaking time / rewrite time) above 1; partly holds if for one to three; does "
            "not hold if for none")
    gain = {c: r for c in CAUSES if (r := _at(rows, "rewrite", "break_free_speedup", c))}
    if not gain:
        return Verdict("C11", "not testable here", _missing(rows, CAUSES), rule, SPEC.id)
    parts = []
    for c, r in gain.items():
        slow = _at(rows, "compiled", "latency_ms", c)
        fast = _at(rows, "rewrite", "latency_ms", c)
        ms = f"; {slow.value:.3g} vs {fast.value:.3g} ms" if slow and fast else ""
        interval = f" [{r.lo:.3g}, {r.hi:.3g}]" if r.lo is not None and r.hi is not None else ""
        parts.append(f"{c}: {r.value:.3g}×{interval} (rows={r.params.get('rows')}{ms})")
    good = sum(1 for r in gain.values() if r.lo is not None and r.lo > 1)
    return Verdict("C11", _decide(good, len(gain)), "; ".join(parts), rule, SPEC.id)


def _c12(rows: Sequence[Row]) -> Verdict:
    rule = ("torch.compile(model, fullgraph=True) on each cause's model that breaks (explain counts a "
            "break): holds if every one raises; partly holds if some do; does not hold if none does")
    broken = [c for c in CAUSES if (r := _at(rows, "explain", "graph_breaks", c)) and r.value >= 1]
    raised = {c: r.value for c in broken if (r := _at(rows, "fullgraph", "fullgraph_raises", c))}
    if not raised:
        return Verdict("C12", "not testable here", "no cause's model broke its graph or was measured: "
                       + _missing(rows, CAUSES), rule, SPEC.id)
    parts = [f"{c}: {_said(rows, 'fullgraph', 'fullgraph_error', c) or 'no error'}" for c in raised]
    good = sum(1 for v in raised.values() if v >= 1)
    verdict = "holds" if good == len(raised) else "partly holds" if good else "does not hold"
    return Verdict("C12", verdict, "; ".join(parts), rule, SPEC.id)


def _c13(rows: Sequence[Row]) -> Verdict:
    rule = ("explain(model)(x) against Dynamo's break counters on a real compile, per cause: holds if for "
            "all four causes explain lists the breaks with the same count and the same reasons (first "
            "lines) as the counters; partly holds if it lists a break wherever the counters count one but "
            "a count or a reason differs (or a cause is missing); does not hold if it misses a break the "
            "counters count. The article's call form is tried and reported, not part of the rule")
    parts, missed, exact, measured, breaking = [], 0, 0, 0, 0
    for c in CAUSES:
        metrics = ("graph_breaks", "count_matches_counters", "reasons_match_counters")
        found = [_at(rows, "explain", m, c) for m in metrics]
        counted = _at(rows, "compiled", "breaks_counted", c)
        if counted is None or any(r is None for r in found):
            continue
        listed, same_n, same_r = (r.value for r in found)  # type: ignore[union-attr]
        measured += 1
        breaking += counted.value >= 1 or listed >= 1
        missed += counted.value >= 1 and listed < 1
        exact += bool(same_n and same_r and listed >= 1)
        parts.append(f"{c}: explain {listed:.0f} / counters {counted.value:.0f} break(s), reasons "
                     f"{'the same' if same_r else 'differ'}")
    if not breaking:
        why = "no cause's model broke its graph" if measured else _missing(rows, CAUSES)
        return Verdict("C13", "not testable here", why, rule, SPEC.id)
    article = next((t for c in CAUSES if (t := _said(rows, "article_form", "explain_error", c))), "")
    parts.append(f"the article's form explain(fx)(model, x), fx read as the model: {article or 'ran without error'}")
    verdict = "does not hold" if missed else _decide(exact, measured) if exact else "partly holds"
    return Verdict("C13", verdict, "; ".join(parts) + " (lists in explain.txt)", rule, SPEC.id)


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdicts for C10–C13 from this experiment's merged rows."""
    return [_c10(rows), _c11(rows), _c12(rows), _c13(rows)]
