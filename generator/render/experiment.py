"""An experiment's pages: results (charts, table, verdicts, method) and its kernel listing."""

from __future__ import annotations

import html
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any

from generator.kernels import extern_calls, kernels_in_output_code
from generator.render import charts
from generator.render import markdown as md
from generator.schema import ExperimentResult, Row, find_row, params_key, point_slug
from generator.store.bundle import Bundle

LAUNCH_BOUND_BELOW = 0.5  # GPU busy for less than half of a call: the CPU side sets the pace

Column = tuple[str, Callable[[Sequence[Row], dict[str, Any]], str]]


def _get(rows: Sequence[Row], variant: str, metric: str, params: dict[str, Any]) -> Row | None:
    return find_row(rows, variant, metric, **params)


def bound(rows: Sequence[Row], params: dict[str, Any]) -> str:
    """'launch-bound' when the GPU is busy for under half of an eager call, else 'GPU-bound'."""
    busy = _get(rows, "eager", "gpu_busy", params)
    if busy is None or busy.value is None:
        return "–"
    share = f"GPU busy {busy.value:.0%}"
    return f"launch-bound ({share})" if busy.value < LAUNCH_BOUND_BELOW else f"GPU-bound ({share})"


def _pair(metric: str, scale: float = 1.0) -> Callable[[Sequence[Row], dict[str, Any]], str]:
    def show(rows: Sequence[Row], params: dict[str, Any]) -> str:
        e, c = _get(rows, "eager", metric, params), _get(rows, "compiled", metric, params)
        if e is None and c is None:
            return "–"
        value = lambda r: md.num(r.value * scale) if r and r.value is not None else "–"  # noqa: E731
        return f"{value(e)} → {value(c)}"

    return show


def _compile(rows: Sequence[Row], params: dict[str, Any]) -> str:
    parts = []
    for state in ("cold", "warm", "mixed", "unknown"):
        r = _get(rows, "compiled", f"compile_{state}_s", params)
        if r is not None:
            parts.append(f"{md.num(r.value)} s {state}")
    return ", ".join(parts) or "–"


TIMING: list[Column] = [
    ("eager ms [95% CI]", lambda rows, p: md.with_interval(_get(rows, "eager", "latency_ms", p))),
    ("compiled ms [95% CI]", lambda rows, p: md.with_interval(_get(rows, "compiled", "latency_ms", p))),
    ("speedup [95% re-run]", lambda rows, p: md.with_interval(_get(rows, "compiled", "speedup", p), unit="×")),
    ("article's method: speedup [range]", lambda rows, p: md.with_interval(_get(rows, "compiled", "article_speedup", p), unit="×")),
    ("bound", bound),
]
ANATOMY: list[Column] = [
    ("kernels/call", _pair("kernels_per_call")),
    ("GPU µs/call", _pair("gpu_time_ms", 1e3)),
    ("CPU-side µs/call", _pair("cpu_overhead_ms", 1e3)),
    ("compile (first call)", _compile),
]


def _points(result: ExperimentResult) -> list[dict[str, Any]]:
    return [p["params"] for p in result.points]


def results_table(result: ExperimentResult, columns: list[Column]) -> str:
    """One line per grid point with the columns that have data."""
    points = [p for p in _points(result) if any(r.params == p and r.status == "ok" for r in result.rows)]
    if not points:
        return "_No grid point produced results._\n"
    names = list(points[0])
    used = [c for c in columns if any(c[1](result.rows, p) not in ("–", "") for p in points)]
    body = [[p[n] for n in names] + [f(result.rows, p) for _, f in used] for p in points]
    return md.table(names + [h for h, _ in used], body)


def _references(result: ExperimentResult) -> str:
    if not result.references:
        return ""
    lines = [f"{r.label}: {r.variant} {r.metric} = {md.num(r.value)} {r.unit} at "
             + ", ".join(f"{k}={v}" for k, v in r.params.items()) for r in result.references]
    return md.admonition("quote", "The article's own figures (not measured here)", "\n".join(f"- {x}" for x in lines))


def verdict_table(result: ExperimentResult) -> str:
    """The verdicts this experiment decides, with the numbers and the rule behind each."""
    if not result.verdicts:
        return "_No verdicts: the experiment produced no rows to decide them._\n"
    return md.table(["claim", "verdict", "measured", "rule"],
                    [[f"[{v.claim}](../../claims.md#{v.claim.lower()})", md.verdict_label(v.verdict), v.measured, v.rule]
                     for v in result.verdicts])


def _problems(result: ExperimentResult) -> str:
    bad = [p for p in result.points if p["status"] != "ok" or p.get("error")]
    lines = [f"- `{params_key(p['params'])}`: {p['status']}: {html.escape(p['error'])}" for p in bad]
    if result.status == "failed":
        return md.admonition("failure", "This experiment failed", "\n".join([html.escape(result.error), ""] + lines))
    if not bad:
        return ""
    return md.admonition("warning", "Grid points that did not run cleanly", "\n".join(lines))


def _launch_note(result: ExperimentResult) -> str:
    launch = [p for p in _points(result) if bound(result.rows, p).startswith("launch")]
    if not launch:
        return ""
    listed = "; ".join(", ".join(f"{k}={v}" for k, v in p.items()) for p in launch)
    return (f"**Launch-bound sizes** (GPU busy for under {LAUNCH_BOUND_BELOW:.0%} of an eager call): {listed}. "
            "At these sizes the CPU side sets the pace, and its cost moves from one process to the "
            "next; the re-run interval is computed across fresh processes to cover that.\n")


def cpu_banner(bundle: Bundle) -> str:
    """The warning every page of a CPU bundle carries; empty for GPU bundles."""
    if bundle.is_cuda:
        return ""
    return md.admonition("warning", "CPU numbers", f"Measured on the CPU ({bundle.header['profile']} profile): "
                         "no CUDA GPU was used. GPU-only metrics (kernel counts, GPU time) are skipped with "
                         "the reason.")


def experiment_page(bundle: Bundle, result: ExperimentResult) -> str:
    """The Markdown of an experiment's results page on one device."""
    fp = bundle.fingerprint
    parts = [f"# {result.title}\n",
             f"{result.section} · claims {', '.join(result.claims)} · {fp['device_name']} · "
             f"torch {fp['torch']} · profile `{bundle.header['profile']}` · "
             f"{result.replicates} processes\n"]
    parts.append(cpu_banner(bundle))
    parts += [result.summary + "\n", _problems(result), "## Verdicts\n", verdict_table(result)]
    parts.append("## Charts\n")
    for name, spec in (("speedup", charts.speedup_chart(result, result.references)),
                       ("latency", charts.latency_chart(result)), ("split", charts.split_chart(result))):
        if spec is not None:
            parts.append(md.chart(f"chart-{result.id}-{name}", spec))
    parts += ["## Results\n", "Latency and speedup (`a → b` below reads eager → compiled):\n",
              results_table(result, TIMING), _launch_note(result),
              "Kernels, where the time goes, and compile time:\n", results_table(result, ANATOMY),
              _references(result),
              f"Generated code and per-kernel times: [kernel listing]({result.id}-kernels.md). "
              f"Machine and software: [environment](environment.md).\n",
              "## Method\n", METHOD]
    return "\n".join(p for p in parts if p)


METHOD = """\
- **Latency**: after warm-up, eager and compiled are timed in interleaved rounds (order
  alternating), each round one block of calls lasting about 10 ms (5 ms in the quick profile),
  with `torch.utils.benchmark.Timer`, which synchronises the device. The value is the median per
  call over all rounds of all processes; its interval is a two-stage bootstrap (processes, then
  rounds).
- **Speedup**: ratio of the medians. Its interval is where a re-run of this report in fresh
  processes is expected to land: the bootstrap interval, widened to a t-based interval over the
  per-process ratios (launch-bound sizes move between processes, which no interval from one
  process can show).
- **Kernels and GPU time**: `torch.profiler` over 10 calls; kernels per call and the sum of their
  device time. **CPU-side** time = latency − GPU time: what launches, guards and Python cost while
  the GPU waits.
- **Compile**: the first call, timed alone, labelled by the FX-graph cache state (cold or warm).
- **Article's method**: the article's own loop (5 warm-up calls, then 200 calls between two
  `time.perf_counter()` reads, eager first, then compiled) reproduced as printed, for comparison.
"""


def kernels_page(bundle: Bundle, result: ExperimentResult) -> str:
    """The kernel listing: per grid point, per-kernel times and the generated code."""
    fp = bundle.fingerprint
    parts = [f"# {result.title}: kernels\n",
             f"{fp['device_name']} · torch {fp['torch']} · [back to results]({result.id}.md)\n",
             cpu_banner(bundle),
             "For each grid point: the device kernels each variant ran per call (from the profiler) "
             "and the code Inductor generated for the compiled variant.\n"]
    kernels: dict[str, list[dict]] = defaultdict(list)
    for k in result.kernels:
        kernels[params_key(k["params"])].append(k)
    codes = {name.split("/")[0]: text for name, text in result.artifacts.items() if name.endswith("output_code.py")}
    for params in _points(result):
        key, slug = params_key(params), point_slug(params)
        parts.append(f"## {', '.join(f'{k}={v}' for k, v in params.items())}\n")
        rows = kernels.get(key, [])
        if rows:
            parts.append(md.table(["variant", "kernel", "kind", "launches/call", "GPU µs/call"],
                                  [[k["variant"], f"`{k['name'][:90]}`", k["kind"], md.num(k["calls"]),
                                    md.num(k["time_us"])] for k in rows]))
        code = codes.get(slug)
        if code is None:
            parts.append("_No generated code captured for this point._\n")
            continue
        defined = kernels_in_output_code(code)
        externs = extern_calls(code)
        summary = (f"Inductor generated {len(defined)} kernel(s)"
                   + (f" and calls {len(externs)} library kernel(s) ({', '.join(sorted(set(externs)))})" if externs else "")
                   + ".\n")
        parts.append(summary)
        for k in defined:
            parts.append(md.details(f"{k.name} ({k.kind})", md.code_block(k.source, "python" if k.name.startswith("triton") else "cpp")))
        parts.append(md.details("Full output code (wrapper and kernels)", md.code_block(code)))
    return "\n".join(parts)
