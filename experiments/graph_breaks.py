"""§3 graph breaks: one model per cause the article lists, each beside a break-free rewrite.

Every model is a linear layer and a few pointwise ops before and after the construct that
breaks the graph, so that a break also splits what Inductor could fuse. Per cause: what
`torch._dynamo.explain` reports, what Dynamo's break counters say on a real compile, what
`fullgraph=True` raises, and the time and kernels of the breaking model against its rewrite
(with the breaking model's host sync kept where it has one).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import torch

from experiments.models.breaks import ALTERNATIVES, NETS, SYNCING, Net, around

from generator.runner import inductor, measure
from generator.schema import GPU_TIME, KERNELS, Comparison, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import (Fact, at_least, decide, decided, fmt, known, not_testable, noun_count, num, verdict,
                                why_missing)

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
        "`fullgraph=True`. The `if` and the library call also read a device value on the host each "
        "call (a device→host sync) that their rewrites do not; for those two, `rewrite_sync` is the "
        "same compiled rewrite followed by the breaking model's own host read of the same scalar "
        "(`bool(h.mean() > 0)`; the mean to NumPy, `expit`, the result back to the device), done by "
        "the caller outside the graph: the sync kept, the break gone. Its read waits for the whole "
        "graph where the breaking model's waits for the part before the break, so if anything it "
        "carries the longer wait. `break_free_speedup` is the breaking model's time over a rewrite's, "
        "`sync_free_speedup` rewrite_sync's over rewrite's (the sync's own cost), all from the same "
        "interleaved rounds. The profiler (CUDA, first process) counts kernels per call and GPU time "
        "of eager, the breaking model and the rewrite it is weighed against (rewrite_sync where it "
        "syncs). explain, `fullgraph=True` and the article's call form are asked in the first "
        "process only: the compiler answers alike in every process. Eight other dict operations, a NumPy "
        "round trip, `torch.cond` and an `if` on a shape go through `explain` only, to show which "
        "of them still break in this release (explain.txt); C10 counts the dict cause by the share "
        "of the nine dict operations tested that break."
    ),
)


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


def _explain_metrics(cause: str, net: Net, x: torch.Tensor) -> tuple[list[Metric], list[str], inductor.Explained]:
    """explain on the breaking model and on this cause's alternatives; the explain.txt lines."""
    found = inductor.explain(net, x)
    out = [Metric("explain", "graphs", float(found.graphs), "count", "torch._dynamo.explain", kind="compiler"),
           Metric("explain", "graph_breaks", float(found.breaks), "count", "explain: graphs − 1", kind="compiler"),
           Metric("explain", "reasons_listed", float(len(found.reasons)), "count", "explain: break reasons")]
    text = [f"explain(model)(x): {found.graphs} graph(s), {found.breaks} break(s)", "reasons (first lines):"]
    text += [f"  {r}" for r in dict.fromkeys(inductor.first_line(r) for r in found.reasons)]
    text += ["reasons (full):"] + [f"  {line}" for r in found.reasons for line in r.splitlines()]
    for name, middle in ALTERNATIVES.get(cause, {}).items():
        try:
            alt = inductor.explain(around(net, middle), x)
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


def _compiler_facts(cause: str, net: Net, x: torch.Tensor) -> tuple[list[Metric], list[str], inductor.Explained]:
    """explain, the alternatives, the article's call form and fullgraph=True: what Dynamo says of the model."""
    # explain resets Dynamo before and after itself, so it runs before anything is compiled
    metrics, text, found = _explain_metrics(cause, net, x)
    article, article_error = _raises("article_form", "explain", lambda: inductor.explain_article_form(net, x))
    inductor.reset()
    full, full_error = _raises("fullgraph", "fullgraph", lambda: torch.compile(net, fullgraph=True)(x))
    text += ["", f"torch.compile(model, fullgraph=True)(x): {full_error or 'no error'}",
             f"the article's form explain(fx)(model, x), fx read as the model: {article_error or 'no error'}"]
    return metrics + article + full, text, found


def _agreement(found: inductor.Explained, counted: Mapping[str, int]) -> tuple[list[Metric], list[str]]:
    """Whether explain's count and reasons are the break counters' of a real compile; explain.txt lines."""
    counted_lines = set(inductor.first_line(r) for r in counted)
    listed_lines = set(inductor.first_line(r) for r in found.reasons)
    metrics = [Metric("explain", "count_matches_counters", float(found.breaks == sum(counted.values())), "count",
                      "1 = explain's break count equals the counters'"),
               Metric("explain", "reasons_match_counters", float(listed_lines == counted_lines), "count",
                      "1 = same reasons (first lines) as the counters")]
    text = ["", f"Dynamo's break counters on torch.compile(model)(x): {sum(counted.values())}"]
    return metrics, text + [f"  {line}" for line in sorted(counted_lines)]


def _like(cause: str) -> str:
    """The rewrite a cause's breaking model is weighed against: with its host sync kept where it has one."""
    return "rewrite_sync" if cause in SYNCING else "rewrite"


def _calls(net: Net, compiled: Callable[..., Any], rewrite: Callable[..., Any],
           x: torch.Tensor) -> dict[str, Callable[[], torch.Tensor]]:
    """The timed variants: eager, the breaking model compiled, the rewrite, and (where forward()
    syncs) the same compiled rewrite followed by forward()'s own host read of its scalar."""

    def synced() -> torch.Tensor:
        out, stat = rewrite(x)
        net.read(stat)
        return out

    calls = {"eager": lambda: net(x), "compiled": lambda: compiled(x), "rewrite": lambda: rewrite(x)[0]}
    return calls | ({"rewrite_sync": synced} if net.syncs else {})


def _views(latency: Comparison) -> list[Comparison]:
    """The same rounds again: each rewrite against the breaking model (break_free), and where a
    sync was kept, the rewrite against rewrite_sync (sync_free: the sync's own cost)."""

    def view(name: str, baseline: str, variants: Sequence[str]) -> Comparison:
        return Comparison(name, baseline, {v: latency.samples[v] for v in variants},
                          {v: latency.calls_per_sample[v] for v in variants}, ratios_only=True)

    out = [view("break_free", "compiled", [v for v in latency.samples if v != "eager"])]
    if "rewrite_sync" in latency.samples:
        out.append(view("sync_free", "rewrite_sync", ("rewrite_sync", "rewrite")))
    return out


def run(ctx: RunContext, *, cause: str, rows: int) -> Outcome:
    """What Dynamo says of the model (first process), a real compile's counters, then time and kernels."""
    torch.manual_seed(ctx.seed)
    net = NETS[cause](FEATURES).to(ctx.device).requires_grad_(False)
    x = torch.randn(rows, FEATURES, device=ctx.device)
    expected = net(x)  # eager
    # explain, fullgraph and the article's form answer alike in every process (compiler facts):
    # the first process asks, so that the timed ones spend their time on the rounds
    metrics, text, found = _compiler_facts(cause, net, x) if ctx.replicate == 0 else ([], [], None)

    compiled = torch.compile(net)
    first = measure.first_call(compiled, x, ctx=ctx)
    counted = inductor.break_reasons()
    metrics += first.metrics("compiled")
    metrics.append(Metric("compiled", "breaks_counted", float(sum(counted.values())), "count",
                          "first call: Dynamo's break counters", kind="compiler"))
    if found is not None:
        agree, lines = _agreement(found, counted)
        metrics, text = metrics + agree, text + lines

    inductor.clear_counters()
    rewrite = torch.compile(net.free, fullgraph=True)  # raises if the rewrite is not break-free
    calls = _calls(net, compiled, rewrite, x)
    results = {"compiled": first.result, "rewrite": calls["rewrite"]()}
    metrics.append(Metric("rewrite", "graphs", inductor.counters()["graphs"], "count", "fullgraph=True compile",
                          kind="compiler"))
    if "rewrite_sync" in calls:
        results["rewrite_sync"] = calls["rewrite_sync"]()
    for variant, result in results.items():
        metrics.append(Metric(variant, "matches_eager", float(torch.allclose(result, expected, rtol=RTOL, atol=ATOL)),
                              "count", f"1 = allclose to the breaking model in eager (rtol {RTOL}, atol {ATOL})"))
        metrics.append(Metric(variant, "relative_error", measure.relative_error(result, expected), "ratio", "vs eager"))

    latency = measure.compare(calls, ctx, baseline="eager")
    # the breaking model beside the rewrite it is weighed against, and eager for scale
    profiled, kernels = measure.kernel_profile({v: calls[v] for v in ("eager", "compiled", _like(cause))}, ctx)
    artifacts = {"explain.txt": "\n".join(text) + "\n"} if text else {}  # a later process's would replace it
    if first.code:
        artifacts["output_code.py"] = "\n\n".join(first.code)
    return Outcome(metrics + profiled, [latency, *_views(latency)], kernels, artifacts)


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


def _kernel_side(rows: Sequence[Row], cause: str) -> tuple[str, Fact]:
    """Kernels per call and GPU time, eager / breaking / the rewrite it is weighed against, and
    whether the breaking model launches more kernels than that rewrite (open where not profiled)."""
    like = _like(cause)
    counts = {v: _at(rows, v, KERNELS, cause) for v in ("eager", "compiled", like)}
    if counts["compiled"] is None or counts[like] is None:
        return "kernels not profiled", Fact(None, f"{cause}: kernels per call not profiled", unmeasured=True)
    gpu = [_at(rows, v, GPU_TIME, cause) for v in counts]
    text = (f"kernels per call eager / breaking / {like} "
            + " / ".join("n/a" if r is None else num(r.value) for r in counts.values())
            + ", GPU time " + " / ".join("n/a" if r is None else num(r.value * 1e3) for r in gpu) + " µs")
    more = counts["compiled"].value > counts[like].value  # type: ignore[operator]
    return text, known(more, f"{cause}: the breaking model launches more kernels per call than {like}")


def _c11_ladder(f: Mapping[str, bool]) -> str:
    slower = [v for k, v in f.items() if k.startswith("slower_")]
    if len(slower) == len(CAUSES) and all(f.values()):  # every cause slower, and every one loses fusion
        return "holds"
    return "partly holds" if any(slower) else "does not hold"


def _c11(rows: Sequence[Row]) -> Verdict:
    rule = ("per cause, the breaking model compiled against its break-free rewrite compiled with fullgraph=True, "
            "from the same interleaved rounds; where the breaking model reads a device value on the host "
            f"({', '.join(SYNCING)}: a device→host sync per call), against that rewrite followed by the same "
            "host read (rewrite_sync), so that the ratio holds the break and not the sync; and the kernels per "
            "call the profiler counts for both. A break costs speed when the 95% re-run interval of (breaking "
            "time / rewrite time) lies above 1, and loses fusion when the breaking model launches more kernels "
            "per call than the rewrite. Holds if for all four causes the break costs speed and loses fusion; "
            "partly holds if some cause's break costs speed but not that (a cost without more kernels is not "
            "shown to come from lost fusion); does not hold if no cause's break costs speed (more kernels "
            "without a measurable cost do not show one); inconclusive when an interval straddling 1, or "
            "kernels not counted (no profiler on the CPU), could change the verdict")
    parts, facts = [], {}
    for c in CAUSES:
        like, r = _like(c), _at(rows, _like(c), "break_free_speedup", c)
        if r is None:
            parts.append(f"{c}: breaking / {like} not measured "
                         f"({why_missing(rows, metric='break_free_speedup', variants=(like,), cause=c)})")
            continue
        facts[f"slower_{c}"] = at_least(r, 1.0, f"{c}: breaking / {like} time", unit="×")
        kernels, facts[f"fusion_{c}"] = _kernel_side(rows, c)
        text = f"{c} (rows={r.params.get('rows')}): breaking / {like} {decided(r, '×')}"
        if like != "rewrite":
            alone, both = _at(rows, "rewrite", "sync_free_speedup", c), _at(rows, "rewrite", "break_free_speedup", c)
            text += (f", the sync alone ({like} / rewrite) {fmt(alone, '×')}, "
                     f"both (breaking / rewrite) {fmt(both, '×')}")
        parts.append(f"{text}; {kernels}")
    if not facts:
        return not_testable("C11", _missing(rows, CAUSES), rule, SPEC.id)
    if unprofiled := [c for c in CAUSES if f"fusion_{c}" in facts and facts[f"fusion_{c}"].value is None]:
        parts.append(f"kernels not profiled: {why_missing(rows, metric=KERNELS, cause=unprofiled[0])}")
    return verdict("C11", decide(_c11_ladder, facts), "; ".join(parts), rule, SPEC.id)


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
