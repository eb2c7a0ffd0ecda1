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
import io
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import torch

from generator.runner import inductor, measure
from generator.schema import Comparison, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import at_least, decide, fmt, known, not_testable, noun_count, verdict, why_missing

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
        "both compiled, from the same interleaved rounds. Eight other dict operations, a NumPy "
        "round trip, `torch.cond` and an `if` on a shape go through `explain` only, to show which "
        "of them still break in this release (explain.txt); C10 counts the dict cause by the share "
        "of the nine dict operations tested that break."
    ),
)


class _NullWriter(io.TextIOBase):
    """A file-like sink, so the print model prints nothing (run() never prints)."""

    def write(self, text: str) -> int:
        return len(text)


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
    out = [Metric("explain", "graphs", float(found.graphs), "count", "torch._dynamo.explain", kind="compiler"),
           Metric("explain", "graph_breaks", float(found.breaks), "count", "explain: graphs − 1", kind="compiler"),
           Metric("explain", "reasons_listed", float(len(found.reasons)), "count", "explain: break reasons")]
    text = [f"explain(model)(x): {found.graphs} graph(s), {found.breaks} break(s)", "reasons (first lines):"]
    text += [f"  {r}" for r in dict.fromkeys(inductor.first_line(r) for r in found.reasons)]
    text += ["reasons (full):"] + [f"  {line}" for r in found.reasons for line in r.splitlines()]
    for name, middle in ALTERNATIVES.get(cause, {}).items():
        try:
            alt = inductor.explain(_around(net, middle), x)
        except Exception as exc:  # an alternative that Dynamo cannot even explain is reported
            text.append(f"alternative {name}: explain raised {_error(exc)}")
            out.append(Metric(f"alt_{name}", "graph_breaks", None, "count", status="failed", reason=_error(exc),
                              kind="compiler"))
            continue
        out.append(Metric(f"alt_{name}", "graphs", float(alt.graphs), "count", "explain", kind="compiler"))
        out.append(Metric(f"alt_{name}", "graph_breaks", float(alt.breaks), "count", "explain: graphs − 1",
                          kind="compiler"))
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
    counted_lines = set(inductor.first_line(r) for r in counted)
    listed_lines = set(inductor.first_line(r) for r in found.reasons)
    metrics += [Metric("compiled", "breaks_counted", float(sum(counted.values())), "count",
                       "first call: Dynamo's break counters", kind="compiler"),
                Metric("explain", "count_matches_counters", float(found.breaks == sum(counted.values())), "count",
                       "1 = explain's break count equals the counters'"),
                Metric("explain", "reasons_match_counters", float(listed_lines == counted_lines), "count",
                       "1 = same reasons (first lines) as the counters")]

    inductor.clear_counters()
    rewrite = torch.compile(free, fullgraph=True)  # raises if the rewrite is not break-free
    rewritten = rewrite(x)
    metrics.append(Metric("rewrite", "graphs", inductor.counters()["graphs"], "count", "fullgraph=True compile",
                          kind="compiler"))
    for variant, result in (("compiled", first.result), ("rewrite", rewritten)):
        metrics.append(Metric(variant, "matches_eager", float(torch.allclose(result, expected, rtol=RTOL, atol=ATOL)),
                              "count", f"1 = allclose to the breaking model in eager (rtol {RTOL}, atol {ATOL})"))
        metrics.append(Metric(variant, "relative_error", measure.relative_error(result, expected), "ratio", "vs eager"))

    latency = measure.compare({"eager": lambda: breaking(x), "compiled": lambda: compiled(x),
                               "rewrite": lambda: rewrite(x)}, ctx, baseline="eager")
    # the same rounds, with the breaking model as baseline: the rewrite's gain, with its interval
    pair = ("compiled", "rewrite")
    break_free = Comparison("break_free", "compiled", {v: latency.samples[v] for v in pair},
                            {v: latency.calls_per_sample[v] for v in pair}, ratios_only=True)
    text += ["", f"Dynamo's break counters on torch.compile(model)(x): {sum(counted.values())}"]
    text += [f"  {line}" for line in sorted(counted_lines)]
    text += ["", f"torch.compile(model, fullgraph=True)(x): {full_error or 'no error'}",
             f"the article's form explain(fx)(model, x), fx read as the model: {article_error or 'no error'}"]
    artifacts = {"explain.txt": "\n".join(text) + "\n"}
    if first.code:
        artifacts["output_code.py"] = "\n\n".join(first.code)
    return Outcome(metrics, [latency, break_free], [], artifacts)


# --- verdicts: pure functions of the merged rows (every count here is exact: `known`) -------

DICT_OWN = "sorted_items"  # the dict model's own operation, sorted(d.items())


def _at(rows: Sequence[Row], variant: str, metric: str, cause: str) -> Row | None:
    """The ok row of a cause at its largest measured size (the GPU size; the tiny one on CPU)."""
    found = [r for r in rows if r.variant == variant and r.metric == metric and r.status == "ok"
             and r.value is not None and r.params.get("cause") == cause]
    return max(found, key=lambda r: r.params.get("rows", 0), default=None)


def _said(rows: Sequence[Row], variant: str, metric: str, cause: str) -> str:
    """The text of a failed row that holds an error message (fullgraph's, the article form's)."""
    return next((r.reason for r in rows if r.variant == variant and r.metric == metric
                 and r.status == "failed" and r.params.get("cause") == cause), "")


def _missing(rows: Sequence[Row], causes: Sequence[str]) -> str:
    return "; ".join(f"{c}: {why_missing(rows, cause=c)}" for c in causes)


def _all_some_none(needed: int) -> Callable[[Mapping[str, bool]], str]:
    """A ladder: holds if `needed` facts are all true; partly holds if some are; else does not hold."""
    return lambda f: ("holds" if sum(f.values()) == len(f) == needed
                      else "partly holds" if any(f.values()) else "does not hold")


def _dict_ops(rows: Sequence[Row]) -> dict[str, float]:
    """Breaks per tested dict operation: the dict model's own and each alternative explained."""
    own = _at(rows, "explain", "graph_breaks", "dict")
    alts = {n: _at(rows, f"alt_{n}", "graph_breaks", "dict") for n in ALTERNATIVES["dict"]}
    return {n: r.value for n, r in ({DICT_OWN: own} | alts).items() if r is not None}  # type: ignore[misc]


def _c10_ladder(f: Mapping[str, bool]) -> str:
    if f["complete"] and all(f[c] for c in CAUSES if c != "dict") and f["dict_most"]:
        return "holds"
    return "partly holds" if any(v for k, v in f.items() if k != "complete") else "does not hold"


def _c10(rows: Sequence[Row]) -> Verdict:
    rule = ("torch._dynamo.explain on one model per cause, and for 'dict operations' on every dict "
            f"operation tested (the dict model's sorted(d.items()) and {len(ALTERNATIVES['dict'])} more: "
            f"{', '.join(ALTERNATIVES['dict'])}): holds if the print, tensor-if and library-call models "
            "each break and more than half of the tested dict operations break; partly holds if some "
            "causes break (the dict cause counting only as far as its share of tested operations "
            "that break); does not hold if no model and no dict operation breaks. Counts are exact")
    breaks = {c: r.value for c in CAUSES if c != "dict" and (r := _at(rows, "explain", "graph_breaks", c))}
    ops = _dict_ops(rows)
    if not breaks and not ops:
        return not_testable("C10", _missing(rows, CAUSES), rule, SPEC.id)
    facts = {c: known(v >= 1, f"{c} breaks") for c, v in breaks.items()}  # type: ignore[operator]
    broke = [n for n, v in ops.items() if v >= 1]
    facts["dict_most"] = known(len(broke) > len(ops) / 2, "most tested dict operations break")
    facts["dict_some"] = known(bool(broke), "some tested dict operation breaks")
    facts["complete"] = known(len(breaks) == len(CAUSES) - 1 and DICT_OWN in ops, "every cause measured")
    parts = [f"{c}: {noun_count(v, 'break')}" for c, v in breaks.items()]
    if ops:
        traced = [n for n in ops if n not in broke]
        parts.append(f"dict operations: {len(broke)} of {len(ops)} tested break ({', '.join(broke) or 'none'})"
                     f"; {len(traced)} trace without a break ({', '.join(traced) or 'none'})")
    if failed := [n for n in ALTERNATIVES["dict"] if _said(rows, f"alt_{n}", "graph_breaks", "dict")]:
        parts.append(f"explain raised on {', '.join(failed)} (not counted)")
    if numpy_trip := _at(rows, "alt_numpy_round_trip", "graph_breaks", "library"):
        parts.append(f"NumPy round trip: {noun_count(numpy_trip.value, 'break')}")
    if absent := [c for c in CAUSES if c not in breaks and (c != "dict" or DICT_OWN not in ops)]:
        parts.append(f"not measured: {_missing(rows, absent)}")
    measured = "; ".join(parts) + " (reasons in explain.txt)"
    return verdict("C10", decide(_c10_ladder, facts), measured, rule, SPEC.id)


def _c11(rows: Sequence[Row]) -> Verdict:
    rule = ("per cause, the breaking model compiled against its break-free rewrite compiled, from the "
            "same interleaved rounds: holds if for all four causes the breaking model is slower, the "
            "95% re-run interval of (breaking time / rewrite time) lying above 1; partly holds if for "
            "one to three; does not hold if for none; inconclusive when an interval straddling 1 "
            "would decide it")
    gain = {c: r for c in CAUSES if (r := _at(rows, "rewrite", "break_free_speedup", c))}
    if not gain:
        return not_testable("C11", _missing(rows, CAUSES), rule, SPEC.id)
    parts = []
    for c, r in gain.items():
        slow, fast = _at(rows, "compiled", "latency_ms", c), _at(rows, "rewrite", "latency_ms", c)
        ms = f"; {slow.value:.3g} vs {fast.value:.3g} ms" if slow and fast else ""
        parts.append(f"{c}: {fmt(r, '×')} (rows={r.params.get('rows')}{ms})")
    facts = {c: at_least(r, 1.0, f"{c}: breaking / rewrite time", unit="×") for c, r in gain.items()}
    return verdict("C11", decide(_all_some_none(len(CAUSES)), facts), "; ".join(parts), rule, SPEC.id)


def _c12(rows: Sequence[Row]) -> Verdict:
    rule = ("torch.compile(model, fullgraph=True) on each cause's model that breaks (explain counts a "
            "break): holds if every one raises; partly holds if some do; does not hold if none does")
    broken = [c for c in CAUSES if (r := _at(rows, "explain", "graph_breaks", c)) and r.value >= 1]  # type: ignore[operator]
    raised = {c: r.value for c in broken if (r := _at(rows, "fullgraph", "fullgraph_raises", c))}
    if not raised:
        return not_testable("C12", "no cause's model broke its graph or was measured: "
                            + _missing(rows, CAUSES), rule, SPEC.id)
    parts = [f"{c}: {_said(rows, 'fullgraph', 'fullgraph_error', c) or 'no error'}" for c in raised]
    facts = {c: known(v >= 1, f"{c}: fullgraph raises") for c, v in raised.items()}  # type: ignore[operator]
    return verdict("C12", decide(_all_some_none(len(raised)), facts), "; ".join(parts), rule, SPEC.id)


def _c13(rows: Sequence[Row]) -> Verdict:
    rule = ("explain(model)(x) against Dynamo's break counters on a real compile, per cause: holds if for "
            "all four causes explain lists the breaks with the same count and the same reasons (first "
            "lines) as the counters; partly holds if it lists a break wherever the counters count one but "
            "a count or a reason differs (or a cause is missing); does not hold if it misses a break the "
            "counters count. The article's call form is tried and reported, not part of the rule")
    parts, facts, breaking = [], {}, False
    for c in CAUSES:
        metrics = ("graph_breaks", "count_matches_counters", "reasons_match_counters")
        found, counted = [_at(rows, "explain", m, c) for m in metrics], _at(rows, "compiled", "breaks_counted", c)
        if counted is None or any(r is None for r in found):
            continue
        (listed, same_n, same_r), n = (r.value for r in found), counted.value  # type: ignore[union-attr]
        breaking = breaking or n >= 1 or listed >= 1  # type: ignore[operator]
        facts[f"missed_{c}"] = known(n >= 1 and listed < 1, f"{c}: explain misses a break")  # type: ignore[operator]
        facts[f"exact_{c}"] = known(bool(same_n and same_r and listed >= 1), f"{c}: same count, reasons")  # type: ignore[operator]
        same = "the same" if same_r else "differ"
        parts.append(f"{c}: breaks explain {listed:.0f} / counters {n:.0f}, reasons {same}")
    if not breaking:
        why = "no cause's model broke its graph" if facts else _missing(rows, CAUSES)
        return not_testable("C13", why, rule, SPEC.id)
    article = next((t for c in CAUSES if (t := _said(rows, "article_form", "explain_error", c))), "")
    parts.append(f"the article's form explain(fx)(model, x), fx read as the model: {article or 'ran without error'}")
    return verdict("C13", decide(_c13_ladder, facts), "; ".join(parts) + " (lists in explain.txt)", rule, SPEC.id)


def _c13_ladder(f: Mapping[str, bool]) -> str:
    if any(v for k, v in f.items() if k.startswith("missed_")):
        return "does not hold"
    exact = {k: v for k, v in f.items() if k.startswith("exact_")}
    return _all_some_none(len(CAUSES))(exact) if any(exact.values()) else "partly holds"


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """Verdicts for C10–C13 from this experiment's merged rows."""
    return [_c10(rows), _c11(rows), _c12(rows), _c13(rows)]
