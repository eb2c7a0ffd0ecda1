"""An experiment's pages: results (charts, table, verdicts, method) and its kernel listing."""

from __future__ import annotations

import html
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from generator import suite, verdicts
from generator.render import charts
from generator.render import markdown as md
from generator.render.traces import TraceReport
from generator.schema import ExperimentResult, Row, find_row, params_key, point_slug, untimed_first
from generator.store.bundle import Bundle, ran
from generator.store.fingerprint import machine_id

LAUNCH_BOUND_BELOW = 0.5  # GPU busy for less than half of a call: the CPU side sets the pace


def _get(rows: Sequence[Row], variant: str, metric: str, params: dict[str, Any]) -> Row | None:
    return find_row(rows, variant, metric, **params)


def bound(rows: Sequence[Row], params: dict[str, Any]) -> str:
    """'launch-bound' when the GPU is busy for under half of an eager call, else 'GPU-bound'."""
    busy = _get(rows, "eager", "gpu_busy", params)
    if busy is None or busy.value is None:
        return "–"
    share = f"GPU busy {busy.value:.0%}"
    return f"launch-bound ({share})" if busy.value < LAUNCH_BOUND_BELOW else f"GPU-bound ({share})"


def _compile(rows: Sequence[Row], variant: str, params: dict[str, Any]) -> str:
    parts = []
    for state in ("cold", "warm", "mixed", "unknown"):
        r = _get(rows, variant, f"compile_{state}_s", params)
        if r is not None and r.value is not None:
            parts.append(f"{md.num(r.value)} s {state}")
    return ", ".join(parts) or "–"


def _value(rows: Sequence[Row], variant: str, metric: str, params: dict[str, Any], scale: float = 1.0) -> str:
    r = _get(rows, variant, metric, params)
    return md.num(r.value * scale) if r is not None and r.value is not None else "–"


# Metrics drawn as bars per grid point and variant besides speedup and latency, for experiments
# whose result is not a timing (a bundle can be rendered without its experiment's code).
EXTRA_CHARTS: dict[str, tuple[tuple[str, str], ...]] = {
    "compile_logs": (("log_lines", "Lines logged per TORCH_LOGS setting"),
                     ("graph_break_messages", "Graph-break messages in the log")),
    "cudagraph_memory": (("steady_peak_reserved_bytes", "Peak reserved device memory in steady state"),
                         ("steady_graph_pool_bytes", "Memory held by the CUDA-graph pool")),
    "dynamic_shapes": (("graphs", "Graphs compiled over the shape sweep"),
                       ("compile_s", "Compile time over the shape sweep"),
                       ("cache_bytes", "Growth of the compile cache")),
    "compile_cache": (("first_call_s", "First call (compile) per cache state"),),
}

VariantColumn = tuple[str, Callable[[Sequence[Row], str, dict[str, Any]], str]]
PER_VARIANT: list[VariantColumn] = [
    ("latency ms [95% CI]", lambda rows, v, p: md.with_interval(_get(rows, v, "latency_ms", p))),
    ("speedup [{interval}]", lambda rows, v, p: md.with_interval(_get(rows, v, "speedup", p), unit="×")),
    ("article's method", lambda rows, v, p: md.with_interval(_get(rows, v, "article_speedup", p), unit="×")),
    ("kernels/call", lambda rows, v, p: _value(rows, v, "kernels_per_call", p)),
    ("GPU µs/call", lambda rows, v, p: _value(rows, v, "gpu_time_ms", p, 1e3)),
    ("CPU-side µs/call", lambda rows, v, p: _value(rows, v, "cpu_overhead_ms", p, 1e3)),
    ("compile (first call)", _compile),
]
SHOWN = {"graph_breaks_logged", "latency_ms", "speedup", "article_speedup", "kernels_per_call", "gpu_time_ms", "cpu_overhead_ms",
         "gpu_busy", "compile_cold_s", "compile_warm_s", "compile_mixed_s", "compile_unknown_s"}


def _variants(rows: Sequence[Row], params: dict[str, Any]) -> list[str]:
    seen: dict[str, None] = {}
    for r in sorted(rows, key=lambda r: r.metric != "latency_ms"):  # timed variants in timing order
        if r.params == params and r.variant:
            seen.setdefault(r.variant)
    return list(seen)


def _points(result: ExperimentResult) -> list[dict[str, Any]]:
    return [p["params"] for p in result.points]


def first_line(text: str) -> str:
    return text.splitlines()[0] if text else text


def label(params: Mapping[str, Any]) -> str:
    """A grid point as a page names it: 'batch=32, model=resnet18'."""
    return ", ".join(f"{k}={v}" for k, v in params.items())


def skipped(result: ExperimentResult) -> dict[str, list[str]]:
    """The points skipped (params_key), by reason: a model without a train step skips the same
    way at every dtype and batch, so a page names each reason once."""
    found: dict[str, list[str]] = defaultdict(list)
    for p in result.points:
        if p.get("status") == "skipped":
            found[first_line(p.get("error") or "") or "no reason recorded"].append(params_key(p["params"]))
    return found


def skipped_lines(result: ExperimentResult) -> list[str]:
    """One Markdown list item per reason points were skipped for, naming them."""
    return [f"- {len(keys)} grid point{'s' if len(keys) != 1 else ''} skipped: {html.escape(why)} ("
            + ", ".join(f"`{k}`" for k in keys) + ")" for why, keys in skipped(result).items()]


def failures(result: ExperimentResult) -> dict[str, str]:
    """Why each grid point that failed produced nothing ('failed: …'), by params_key (a skipped
    point is named by skipped_lines instead)."""
    return {params_key(p["params"]): f"failed: {p.get('error') or 'no reason recorded'}"
            for p in result.points if p.get("status") == "failed"}


def _shared(points: Sequence[dict[str, Any]]) -> tuple[list[str], str]:
    """The parameters that vary between the points (a table's columns), and a line naming those
    every point shares, so that a constant does not take a column ('' when none is shared)."""
    names = list(points[0]) if points else []
    same = [n for n in names if all(p.get(n) == points[0][n] for p in points)]
    if len(points) < 2 or not same:
        return names, ""
    return [n for n in names if n not in same], "Every row: " + ", ".join(f"{n}={points[0][n]}" for n in same) + ".\n\n"


def results_table(result: ExperimentResult) -> str:
    """One line per grid point and variant: latency, speedup, kernels, time split, compile."""
    points = [p for p in _points(result) if any(r.params == p and r.status == "ok" for r in result.rows)]
    if not points:
        return "_No grid point produced results._\n"
    names, shared = _shared(points)
    lines = [(p, v) for p in points for v in _variants(result.rows, p)]
    used = [c for c in PER_VARIANT if any(c[1](result.rows, v, p) not in ("–", "") for p, v in lines)]
    if not used:
        return ""
    # Variants with nothing in these columns (e.g. an explain() run) appear in the next table only.
    lines = [(p, v) for p, v in lines if any(f(result.rows, v, p) not in ("–", "") for _, f in used)]
    body = [[p[n] for n in names] + [v] + [f(result.rows, v, p) for _, f in used] for p, v in lines]
    heads = [h.format(interval=charts.speedup_interval(result)) for h, _ in used]
    table = shared + md.table(names + ["variant"] + heads, body)
    if result.replicates > 1 and any(h.startswith("speedup") for h in heads):
        table += ("\nThe speedup is the geometric mean of each process's own ratio of medians (eager and "
                  "compiled were interleaved within a process). The latencies beside it are medians "
                  "pooled over all processes, so their ratio can differ from it where processes ran at "
                  "different speeds.\n")
    return table


def other_table(result: ExperimentResult) -> str:
    """Every other row of the experiment, long format: point, variant, metric, value, how."""
    rows = [r for r in result.rows if r.metric not in SHOWN and r.metric != "point"]
    if not rows:
        return ""
    with_rows = [p["params"] for p in result.points if any(r.params == p["params"] for r in rows)]
    names, shared = _shared(with_rows or [p["params"] for p in result.points])
    body = []
    for r in rows:
        if r.status != "ok" or r.value is None:
            value = f"{r.status}: {html.escape(r.reason)}" if r.reason else r.status
        else:
            value = md.with_interval(r)
        body.append([r.params.get(n, "") for n in names] + [r.variant, md.name(r.metric), value, r.unit, r.stat])
    return shared + md.table(names + ["variant", "metric", "value", "unit", "how"], body)


def _references(result: ExperimentResult) -> str:
    if not result.references:
        return ""
    lines = [f"{r.label}: {r.variant} {r.metric} = {md.num(r.value)} {r.unit} at "
             + label(r.params) for r in result.references]
    return md.admonition("quote", "The article's own figures (not measured here)", "\n".join(f"- {x}" for x in lines))


def verdict_table(result: ExperimentResult) -> str:
    """The verdicts this experiment decides, with the numbers and the rule behind each."""
    if not result.verdicts:
        return "_No verdicts: the experiment produced no rows to decide them._\n"
    return md.table(["claim", "verdict", "measured", "rule"],
                    [[f"[{v.claim}](../../claims.md#{v.claim.lower()})", md.verdict_label(v.verdict), v.measured, v.rule]
                     for v in result.verdicts])


def _problems(result: ExperimentResult) -> str:
    """Points that failed or lost processes, one line each; skipped points one line per reason
    (skipped_lines), in a note of their own where nothing else went wrong."""
    bad = [p for p in ran(result) if p["status"] != "ok" or p.get("error")]
    lines = [f"- `{params_key(p['params'])}`: {p['status']}: {html.escape(p['error'])}" for p in bad]
    skips = skipped_lines(result)
    traces = "".join("\n" + md.folded("bug", f"Traceback: {params_key(p['params'])}",
                                      md.code_block(p["traceback"].rstrip(), "text"))
                     for p in bad if p.get("traceback"))
    if result.status == "failed":
        return md.admonition("failure", "This experiment failed",
                             "\n".join([html.escape(result.error), ""] + lines + skips)) + traces
    if not bad:
        return md.admonition("note", "Grid points not run", "\n".join(skips)) if skips else ""
    return md.admonition("warning", "Grid points that did not run cleanly", "\n".join(lines + skips)) + traces


def _launch_note(result: ExperimentResult) -> str:
    launch = [p for p in _points(result) if bound(result.rows, p).startswith("launch")]
    if not launch:
        return ""
    listed = "; ".join(label(p) for p in launch)
    return (f"**Launch-bound sizes** (GPU busy for under {LAUNCH_BOUND_BELOW:.0%} of an eager call): {listed}. "
            "At these sizes the CPU side sets the pace, and its cost moves from one process to the "
            "next; the speedup's interval is computed across fresh processes to cover that.\n")


def cpu_banner(bundle: Bundle) -> str:
    """The warning every page of a CPU bundle carries; empty for GPU bundles."""
    if bundle.is_cuda:
        return ""
    return md.admonition("warning", "CPU numbers", f"Measured on the CPU ({bundle.header['profile']} profile): "
                         "no CUDA GPU was used. GPU-only metrics (kernel counts, GPU time) are skipped with "
                         "the reason.")


def short_id(machine: str) -> str:
    """'GPU-1a2b3c4d' from a full GPU UUID; a host id as it is."""
    prefix, sep, rest = machine.partition("-")
    return f"{prefix}-{rest.split('-')[0]}" if sep and prefix in ("GPU", "MIG") else machine


def os_of(point: Mapping[str, Any], bundle: Bundle | None = None) -> str:
    """The OS build a point was measured on: its own stamp, else its bundle's; '' where neither says."""
    return str(point.get("os") or (bundle.fingerprint.get("os") if bundle is not None else "") or "")


def machines_of(bundle: Bundle, result: ExperimentResult | None = None) -> list[tuple[str, str]]:
    """The machines that measured the result's points, as (GPU UUID or host id, OS build): each
    point's own stamps, else the bundle's, in the order first seen; without a result, the bundle's
    machine alone. One GPU before and after an OS update counts as two machines."""
    own = machine_id(bundle.fingerprint)
    points = (ran(result) or result.points) if result is not None else []  # a part that only skipped measured nothing
    found = [(p.get("machine") or own, os_of(p, bundle)) for p in points] or [(own, os_of({}, bundle))]
    return [m for m in dict.fromkeys(found) if m[0]]


def machine_note(bundle: Bundle, result: ExperimentResult | None = None) -> str:
    """'one machine (GPU `GPU-1a2b3c4d`)', or '2 machines (GPU `…`, GPU `…`)' where the result's
    points were measured in parts on several, each with its OS build where theirs differ; 'machine
    not recorded' where none is known."""
    found = machines_of(bundle, result)
    what = "GPU" if bundle.is_cuda else "host"
    if not found:
        return "machine not recorded"
    builds = len({built for _, built in found}) > 1
    named = [f"{what} `{short_id(m)}`" + (f" with OS `{built}`" if builds and built else "") for m, built in found]
    if len(found) == 1:
        return f"one machine ({named[0]})"
    return f"{len(found)} machines ({', '.join(named)})"


def _links(result: ExperimentResult, reports: Mapping[str, TraceReport], stem: str, split: bool = False) -> str:
    """Per grid point that ran: its tlparse compile report, its kernel listing (page
    `stem`-kernels.md, or its own page below it where split), and the break counts; a failed one
    says why (skipped points are named in the note above the verdicts)."""
    lines = []
    failed = failures(result)
    for params in (p["params"] for p in ran(result)):
        if params_key(params) in failed:
            lines.append(f"| {label(params)} | {html.escape(first_line(failed[params_key(params)]))} | – |")
            continue
        links = [f"[kernels]({kernel_link(stem, params, split)})"]
        report = reports.get(point_slug(params))
        if report is not None:
            links.insert(0, f"[compile report (tlparse)]({report.url})")
        logged = _get(result.rows, "all variants", "graph_breaks_logged", params)
        counted = [f"Dynamo's log: {md.num(logged.value)}"] if logged is not None and logged.value is not None else []
        if report is not None:
            counted.append(f"tlparse: {report.graph_breaks} (in {report.compiles} compiled "
                           f"graph{'s' if report.compiles != 1 else ''})")
        lines.append(f"| {label(params)} | {' · '.join(links)} | {'; '.join(counted) or '–'} |")
    return ("Each grid point's compile, traced as a whole (every variant, and every call that compiled): "
            "its tlparse report, its kernels, and the graph breaks counted in Dynamo's log and by tlparse "
            "in the same trace.\n\n"
            "| grid point | compile artifacts | graph breaks in the trace |\n|---|---|---|\n"
            + "\n".join(lines) + "\n")


def anchor(params: Mapping[str, Any]) -> str:
    return "point-" + point_slug(params).lower().replace(".", "-")


def _artifacts(result: ExperimentResult) -> str:
    """Text artifacts other than generated code (explain output, warnings, logs), one click away."""
    blocks = [md.details(name, md.code_block(text, "text")) for name, text in sorted(result.artifacts.items())
              if isinstance(text, str) and not name.endswith(".py")]
    return "\n".join(["## Logs and other artifacts\n", *blocks]) if blocks else ""


def process_count(processes: int, device: str) -> str:
    """'1 capture + 3 timed processes' on CUDA (schema.processes_for), else '3 processes'."""
    if untimed_first(processes - 1, device):
        return f"1 capture + {processes - 1} timed processes"
    return f"{processes} {'process' if processes == 1 else 'processes'}"


def profile_note(bundle: Bundle, result: ExperimentResult) -> str:
    """'profile `default`', or, for an experiment measured in another profile than its bundle
    (measure --profile full --only ID), that profile and the bundle's."""
    own, whole = bundle.profile_of(result), bundle.profile
    if own == whole:
        return f"profile `{own}`"
    return f"profile `{own}` (the rest of this device's report: `{whole}`)"


def commit_label(point: Mapping[str, Any], fallback: Mapping[str, Any] | None = None) -> str:
    """'`39e863d`' or '`39e863d` (dirty tree)': the commit a point was measured at (its own stamp,
    else the fallback fingerprint's); empty where neither records one."""
    source = point if point.get("commit") else (fallback or {}).get("git") or {}
    if not source.get("commit"):
        return ""
    return f"`{str(source['commit'])[:7]}`" + (" (dirty tree)" if source.get("dirty") else "")


def measured_note(result: ExperimentResult, bundle: Bundle | None = None) -> str:
    """Where the grid points were measured by several measure commands (measure --points, or parts
    folded in by `combine`): when each part was, on which machine, at which commit, and on which OS
    build where the parts' differ (a point's own, else the bundle's); empty when one command
    measured them all."""
    when: Counter[tuple[str, str, str, str]] = Counter()
    for point in ran(result):
        if point.get("measured"):
            when[point["measured"], point.get("machine") or "", os_of(point, bundle), commit_label(point)] += 1
    if len(when) < 2:
        return ""
    builds = len({built for _, _, built, _ in when}) > 1

    by_where: dict[tuple[str, str, str], list[str]] = defaultdict(list)  # (machine, OS, commit) -> "n at time"
    for (at, machine, built, commit), n in sorted(when.items()):
        by_where[machine, built if builds else "", commit].append(f"{n} at {at}")

    def where(machine: str, built: str, commit: str) -> str:
        said = ([f"on `{short_id(machine)}`"] if machine else []) + ([f"with OS `{built}`"] if built else []) \
            + ([f"at commit {commit}"] if commit else [])
        return " ".join(said) + ": " if said else ""

    parts = "; ".join(where(*key) + ", ".join(times) for key, times in by_where.items())
    return (f"Its {sum(when.values())} grid points were measured in {len(when)} parts (`measure --points`; a part "
            "measured into another folder joins with `generator combine`) with "
            f"the same code and processes: {parts}. Each part's intervals rest on its own run; verdicts are "
            "decided over all of them.\n")


def experiment_page(bundle: Bundle, result: ExperimentResult, reports: Mapping[str, TraceReport] | None = None,
                    *, stem: str = "", environment: str = "environment.md", reproducibility: bool = True,
                    note: str = "", kernels_split: bool = False) -> str:
    """The Markdown of an experiment's results page on one device.

    stem: the name of this page and its kernel page (`stem`.md, `stem`-kernels.md; default the
    experiment's id); environment: the page of the machine it ran on; reproducibility: whether the
    device's Reproducibility page compares this bundle's runs (a full-profile supplement has none);
    note: Markdown shown under the header (site.py's full-profile supplement says there what it
    is, and the published page links to it); kernels_split: whether the kernel listing has a page
    per grid point (kernels_pages)."""
    fp = bundle.fingerprint
    stem = stem or result.id
    parts = [f"# {result.title}\n",
             f"{result.section} · claims {', '.join(result.claims)} · {fp['device_name']} · "
             f"torch {fp['torch']} · {profile_note(bundle, result)} · "
             f"{process_count(result.replicates, fp.get('device', ''))} · {machine_note(bundle, result)}\n"]
    parts.append(note)
    parts.append(measured_note(result, bundle))
    parts.append(cpu_banner(bundle))
    parts += [result.summary + "\n", _problems(result), "## Verdicts\n", verdict_table(result)]
    if charts.axes(result.rows)[0] is not None:
        made = [("speedup", charts.speedup_chart(result, result.references)),
                ("latency", charts.latency_chart(result)), ("split", charts.split_chart(result))]
    else:  # no numeric axis: bars per grid point
        made = [("speedup", charts.bars(result, "speedup", f"Speedup over the baseline ({charts.speedup_interval(result)})",
                                        "speedup (×)", one=True)),
                ("latency", charts.bars(result, "latency_ms", "Latency per call (median, 95% CI)",
                                        "ms per call", log_x=True))]
    units = {r.metric: r.unit for r in result.rows}
    made += [(metric, charts.bars(result, metric, title, f"{metric} ({units.get(metric, '')})"))
             for metric, title in EXTRA_CHARTS.get(result.id, ())]
    specs = [(name, spec) for name, spec in made if spec is not None]
    if specs:
        parts.append("## Charts\n")
        parts += [md.chart(f"chart-{result.id}-{name}", spec) for name, spec in specs]
    parts.append(suite_section(result))
    parts += ["## Results\n", "Per grid point and variant; speedups are against the baseline "
              "(eager unless the variant's name says otherwise):\n",
              results_table(result), _launch_note(result), other_table(result), _references(result),
              "## Compile artifacts\n", _links(result, reports or {}, stem, kernels_split),
              f"Machine and software: [environment]({environment}); "
              + ("whether other runs agree: [reproducibility](reproducibility.md).\n" if reproducibility else
                 "no re-run of this bundle is stored, so whether other runs agree is not known.\n"),
              _artifacts(result), "## Method\n", method(result, bundle.header.get("between_runs"))]
    return "\n".join(p for p in parts if p)


def suite_section(result: ExperimentResult) -> str:
    """The model suite's summary: per variant, task, dtype and batch, the geometric-mean speedup over
    the models that passed their accuracy check, the pass rate, compile time and memory ratio."""
    if result.id != suite.EXPERIMENT:
        return ""
    found = suite.means(result.rows)
    models = suite.models(result.rows)
    if not found:
        return "## Suite summary\n\n_No model of the suite was measured and passed its accuracy check._\n"
    table = md.table(["variant", "task", "dtype", "batch", "geometric mean", "passed", "models counted",
                      "failing", "mean compile (s)", "peak memory / eager"],
                     [[m.variant, m.task, m.dtype, m.batch, verdicts.fmt(suite.mean_row(m), "×"),
                       f"{len(m.models)} of {len(m.models) + len(m.failing)}", ", ".join(m.models),
                       ", ".join(m.failing) or "–", "–" if m.compile_s is None else f"{m.compile_s:.3g}",
                       "–" if m.memory_ratio is None else f"{m.memory_ratio:.3g}"] for m in found])
    modes = list(dict.fromkeys(m.variant for m in found))
    drawn = [(mode, charts.suite_chart(result, mode)) for mode in modes]
    figures = "".join(md.chart(f"chart-{result.id}-suite-{re.sub(r'[^a-z0-9]+', '-', mode.lower())}", spec) + "\n"
                      for mode, spec in drawn if spec is not None)
    return ("## Suite summary\n\nThe geometric mean counts only the models that passed their accuracy check "
            f"against eager (the suite: {', '.join(models)}; a model skipped here is named under the grid "
            "points above). Its interval is the report's C24 interval, the one the verdicts decide on: the "
            "geometric means of the models' lower and of their upper ends of their speedups' 95% re-run "
            "intervals (where another run's mean speedup lands: the mean's confidence interval widened by √2). "
            "The results table's interval is where one more fresh process would land.\n\n" + table + "\n"
            + ("One chart per compile mode: each model's speedup over eager with its 95% re-run interval, "
               "and the geometric mean; a faded bar is a model that failed its accuracy check (not in the mean)."
               "\n\n" + figures if figures else ""))


METHOD = """\
- **Processes**: every timed comparison is measured in several fresh processes (the header gives
  how many). On the GPU the first of them is a capture process: it compiles into empty caches
  (the cold compile times), keeps the compile traces and generated code and profiles the
  kernels, and times nothing; the processes after it load the compiled code from its caches, and
  each tunes its kernels' launch configurations afresh (Inductor's record of the first
  process's choice is deleted), so that a choice which varies from compile to compile shows in
  the spread. On the CPU nothing is profiled and every process times.
- **Latency**: after warm-up, the variants are timed in interleaved rounds (order alternating),
  each round one block of calls lasting about 5 ms, with `torch.utils.benchmark.Timer`, which
  synchronises the device. The value is the geometric mean over processes of each process's
  median per call.
- **Speedup**: inside each process the ratio of the medians of the same rounds, across processes
  the geometric mean of those ratios. Its interval is where the speedup measured by one more
  fresh process is expected to land (95%): the two-stage bootstrap interval (processes, then
  rounds), widened to a t-based prediction interval over the per-process ratios,
  exp(± t · s · √(1 + 1/k)) for k processes. With three processes s rests on two degrees of
  freedom, so s is taken as at least the experiment's typical spread (the median s over its
  comparisons of the same regime, GPU-bound or host-bound{floor}); a comparison that spreads
  more keeps its own. Where the setting's calibration holds the comparison's own spreads (many
  earlier runs on several machines, see Between runs), s is instead its process spread pooled over
  those runs and this one, which rests on far more degrees of freedom than one run's k − 1, and no
  floor is taken, unless this run's processes scatter beyond those runs' (an F test at 1%): then
  its own s, at least the floor. Verdicts decide on the
  re-run interval: where another run's mean lands, the mean's interval exp(± t · s / √k)
  widened by √2 in log space. An experiment measured in a single process has the
  bootstrap interval alone, and its table and chart say "one process".
- **Between runs**: {between}
  The [reproducibility](reproducibility.md) page shows how far whole runs lie apart.
- **Kernels and GPU time**: `torch.profiler` over 10 calls; kernels per call and the sum of their
  device time. **CPU-side** time = latency − GPU time: what launches, guards and Python cost while
  the GPU waits.
- **Compile**: the first call, timed alone, labelled by the FX-graph cache state (cold or warm).
  A cold compile happens once per run; its interval, where shown, is the spread between runs alone.
- **Article's method**: the article's own loop (5 warm-up calls, then 200 calls between two
  `time.perf_counter()` reads, eager first, then compiled) reproduced as printed, for comparison.
"""


BETWEEN_KINDS = {"ratio/host": "speedups", "ratio/gpu": "GPU-bound speedups", "latency/host": "times",
                 "latency/gpu": "GPU-bound times", "once/host": "values measured once per run (cold compiles)",
                 "profiled/gpu": "the profiler's GPU times (measured once per run)"}
OWN_KINDS = {"ratio": ("speedup", "speedups"), "latency": ("time", "times"), "once": ("cold compile", "cold compiles"),
             "profiled": ("profiler GPU time", "profiler GPU times")}
NO_BETWEEN = ("none measured for this setting. These intervals cover processes of one run on one machine; "
              "a run on another day or machine may lie outside them.")


def between_text(used: dict[str, float], source: dict | None = None) -> str:
    """What the between-run part of this experiment's intervals was, and where it came from."""
    if not used:
        return NO_BETWEEN
    pools = {k: v for k, v in used.items() if not k.endswith(("/own", "/own_n"))}
    parts = ", ".join(f"±{math.expm1(v):.1%} for {BETWEEN_KINDS.get(k, k)}" for k, v in sorted(pools.items()))
    runs = (source or {}).get("runs") or []
    origin = f" measured from {runs_at(runs, ' of this setting')}" if runs else ""
    # "ratio/own" (median own spread) goes with "ratio/own_n" (how many comparisons took one)
    own = [(k[:-len("/own")], used[f"{k}_n"], v) for k, v in sorted(used.items())
           if k.endswith("/own") and f"{k}_n" in used]
    text = (f"a run's processes share their machine's state that day, so every interval also takes "
            f"the spread between whole runs{origin}")
    if own:
        text += (": each comparison measured in all of those runs that hold this experiment takes its own, with "
                 "its process spread pooled over those runs and this one (" + "; ".join(
                     f"{n:.0f} {OWN_KINDS.get(kind, (kind, kind))[round(n) != 1]}: median ±{math.expm1(v):.1%}"
                     for kind, n, v in own)
                 + ")" + (f"; the others the pooled spread of their kind: {parts}" if parts else ""))
    else:
        text += f": here {parts}"
    return text + (" (one standard deviation, log scale). It adds b² to the mean's variance and 2b² to that of "
                   "a process in another run.")


def runs_at(runs: Sequence[Mapping[str, Any]], of: str = "") -> str:
    """'9 earlier runs{of}, 3 at each of 3 commits (02b0fe5, 2180a28, 2a83364)': how many runs, at which code."""
    if not runs:
        return "no recorded runs"
    commits = Counter(str(r.get("commit") or "")[:7] or "unknown" for r in runs)
    shown = ", ".join(sorted(commits))
    if len(commits) == 1:
        return f"{len(runs)} earlier run{'s' if len(runs) != 1 else ''}{of} at commit {shown}"
    each = set(commits.values())
    how = f"{each.pop()} at each of" if len(each) == 1 else "at"
    return f"{len(runs)} earlier runs{of}, {how} {len(commits)} commits ({shown})"


def method(result: ExperimentResult, source: dict | None = None) -> str:
    """The Method section, with the spread floors and between-run spreads this experiment's intervals were given."""
    found = result.spread_floors or {}
    floor = ""
    if found.get("ratio") or found.get("latency"):
        floor = (f": here ±{math.expm1(found.get('ratio', 0.0)):.1%} per process for ratios, "
                 f"±{math.expm1(found.get('latency', 0.0)):.1%} for latencies")
        if "ratio/gpu" in found or "latency/gpu" in found:
            floor += (f" where host-bound, ±{math.expm1(found.get('ratio/gpu', found.get('ratio', 0.0))):.1%} and "
                      f"±{math.expm1(found.get('latency/gpu', found.get('latency', 0.0))):.1%} where GPU-bound")
    return METHOD.format(floor=floor, between=between_text(result.between_runs, source))


def kernel_link(stem: str, params: Mapping[str, Any], split: bool) -> str:
    """Where a grid point's kernels are listed, relative to the results page `stem`.md."""
    return f"{stem}-kernels/{point_slug(params)}.md" if split else f"{stem}-kernels.md#{anchor(params)}"
