"""§3 compile logs: what TORCH_LOGS shows of graph breaks, recompiles and generated code.

A small model with a `print` in the middle (one graph break) is compiled and then called with a
second shape (one recompile), once under the article's setting (`TORCH_LOGS="+dynamo,+inductor"`)
and once under the targeted one (`graph_breaks,recompiles,output_code`). The log lines are
collected and counted; the break and recompile lines and an excerpt are kept. Every compiled
point of the report also keeps its structured trace, published as a tlparse report.
"""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Mapping, Sequence

import torch

from generator.runner import inductor, measure
from generator.schema import Chart, Metric, Outcome, Row, Verdict
from generator.spec import ExperimentSpec, RunContext
from generator.verdicts import decide, find, known, not_testable, verdict, why_missing

SPEC = ExperimentSpec(
    id="compile_logs",
    title="Compile logs: graph breaks, recompiles and generated code in TORCH_LOGS",
    section="§3",
    claims=("C9",),
    charts=(Chart("log_lines", "Lines logged per TORCH_LOGS setting"),
            Chart("graph_break_messages", "Graph-break messages in the log")),
    params={"setting": ["article", "targeted"]},
    replicates={"default": 1, "quick": 1},  # logs and counts, nothing timed: one process
    summary=(
        "A model of a few pointwise ops with a `print` between them (one graph break), compiled "
        "and called with two input shapes (one recompile), under the article's "
        "`TORCH_LOGS=\"+dynamo,+inductor\"` and under the targeted "
        "`TORCH_LOGS=\"graph_breaks,recompiles,output_code\"`. Counted: log lines and bytes, the "
        "lines that name a graph break with its place in the user's code, recompile lines with the "
        "guard that failed, and whether the generated kernels' source appears (Triton on a GPU, "
        "C++ on the CPU). Every compiled grid point of the report also has its structured trace "
        "as a tlparse report, linked under *Compile artifacts* on each experiment page."
    ),
)

EXCERPT_LINES = 400


def model(x: torch.Tensor) -> torch.Tensor:
    """Pointwise ops, a print (which Dynamo cannot put in a graph), more pointwise ops."""
    y = torch.relu(x * 2.0 + 1.0)
    print("between the two graphs")
    return torch.sigmoid(y) * y


def _kernel_source_shown(messages: Sequence[str]) -> tuple[bool, bool]:
    """Whether Triton kernel source, and whether C++ kernel source, appear in the messages."""
    text = "\n".join(messages)
    return "@triton.jit" in text, bool(re.search(r'extern "C"|cpp_fused_\w+', text))


def run(ctx: RunContext, *, setting: str) -> Outcome:
    """Compile and call with two shapes under one log setting; count what the logs show."""
    records: list[tuple[str, str]] = []
    first = torch.randn(256, 64, device=ctx.device)
    second = torch.randn(512, 64, device=ctx.device)
    inductor.reset()
    with contextlib.redirect_stdout(io.StringIO()), inductor.compile_logs(setting, records):
        compiled = torch.compile(model)
        compiled(first)
        compiled(second)
        measure.sync(ctx.device)
    messages = [m for _, m in records]
    breaks = [m for name, m in records if name.endswith("__graph_breaks") or m.startswith("Graph break")]
    recompiles = [m for name, m in records if name.endswith("__recompiles") or m.startswith("Recompiling")]
    located = [m for m in breaks if re.search(r"in user code at .+:\d+", m)]
    triton, cpp = _kernel_source_shown(messages)
    size = sum(len(m) + 1 for m in messages)
    lines = sum(m.count("\n") + 1 for m in messages)
    metrics = [
        Metric(setting, "log_lines", float(lines), "count", "lines logged"),
        Metric(setting, "log_bytes", float(size), "bytes", "characters logged"),
        Metric(setting, "graph_break_messages", float(len(breaks)), "count", "graph-break log records"),
        Metric(setting, "graph_break_locations", float(len(located)), "count", "naming file:line"),
        Metric(setting, "recompile_messages", float(len(recompiles)), "count", "recompile log records"),
        Metric(setting, "triton_source_shown", float(triton), "0/1", "'@triton.jit' in the log"),
        Metric(setting, "cpp_source_shown", float(cpp), "0/1", "C++ kernel in the log"),
    ]
    excerpt = "\n".join("\n".join(m.splitlines()[:40]) for m in messages)
    excerpt = "\n".join(excerpt.splitlines()[:EXCERPT_LINES])
    artifacts = {
        f"{setting}_breaks_and_recompiles.txt": "\n\n".join(breaks + recompiles) or "(none logged)",
        f"{setting}_log_excerpt.txt": excerpt or "(nothing logged)",
    }
    return Outcome(metrics, [], [], artifacts)


def _c9_ladder(f: Mapping[str, bool]) -> str:
    if f["located"] and f["triton"]:
        return "holds"
    return "partly holds" if f["located"] or f["triton"] else "does not hold"


def verdicts(rows: Sequence[Row]) -> list[Verdict]:
    """C9 from the article's setting: break locations and generated Triton code in the log."""
    rule = ("under TORCH_LOGS=\"+dynamo,+inductor\": holds if the log names the graph break with its "
            "place in the user's code and shows the generated Triton kernels' source; partly holds "
            "if it shows one of the two; does not hold if neither (counts of log lines: exact); on "
            "the CPU, Inductor writes C++, so the Triton half is not testable there")
    at = {"setting": "article"}
    get = {m: find(rows, "article", m, **at) for m in
           ("graph_break_locations", "triton_source_shown", "cpp_source_shown", "log_lines",
            "recompile_messages")}
    if any(r is None for r in get.values()):
        return [not_testable("C9", "the article's log setting produced no rows: "
                             + why_missing(rows, variants=("article",), **at), rule, SPEC.id)]
    v = {m: r.value for m, r in get.items()}  # type: ignore[union-attr]
    targeted = find(rows, "targeted", "log_lines", setting="targeted")
    measured = (f"{v['log_lines']:.0f} log lines; {v['graph_break_locations']:.0f} graph-break "
                f"message(s) naming file:line; {v['recompile_messages']:.0f} recompile message(s); "
                f"Triton source {'shown' if v['triton_source_shown'] else 'not shown'}; C++ source "
                f"{'shown' if v['cpp_source_shown'] else 'not shown'}"
                + (f"; the targeted setting logs {targeted.value:.0f} lines" if targeted and targeted.value else ""))
    located, triton = v["graph_break_locations"] > 0, v["triton_source_shown"] > 0
    cpp_run = find(rows, "targeted", "cpp_source_shown", setting="targeted")
    if cpp_run is not None and cpp_run.value and not triton:
        return [not_testable("C9", measured + " (CPU run: Inductor generates C++ here, so whether Triton "
                             "code shows needs a GPU)", rule, SPEC.id)]
    facts = {"located": known(located, "a graph-break message names file:line"),
             "triton": known(triton, "the log shows Triton kernel source")}
    return [verdict("C9", decide(_c9_ladder, facts), measured, rule, SPEC.id)]
