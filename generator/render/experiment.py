"""An experiment's pages: results (charts, table, verdicts, method) and its kernel listing."""

from __future__ import annotations

import html
import re
from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from generator import suite, verdicts
from generator.analysis.pooled import PooledExperiment
from generator.render import charts
from generator.render import markdown as md
from generator.render.measured import (cpu_banner, cut_note, label, machine_note, measured_note, process_count,
                                       profile_note, resumed_note, same_caches)
from generator.render.method import method
from generator.render.processes import PER_PROCESS, PER_PROCESS_NOTE, pace, per_process_speedups
from generator.render.traces import TraceReport
from generator.render.verdict_table import verdict_table
from generator.schema import (ARTICLE_SPEEDUP, BREAKS_LOGGED, COMPILE_STATES, GPU_BUSY, GPU_IDLE, GPU_TIME, KERNELS,
                              LATENCY, POINT, SPEEDUP, ExperimentResult, Row, find_row, first_call_metric, params_key,
                              point_slug, primary_baseline)
from generator.spec import USER_MODELS
from generator.store.bundle import Bundle, ran
from generator.store.journal import first_process_stops

LAUNCH_BOUND_BELOW = 0.5  # GPU busy for less than half of a call: the CPU side sets the pace


def _get(rows: Sequence[Row], variant: str, metric: str, params: dict[str, Any]) -> Row | None:
    return find_row(rows, variant, metric, **params)


@dataclass(frozen=True)
class Bound:
    """What sets a point's pace: the share of its baseline's call the GPU is busy (None: not profiled)."""

    busy: float | None

    @property
    def launch(self) -> bool:
        """The CPU side sets the pace: the GPU is busy under LAUNCH_BOUND_BELOW of a baseline call."""
        return self.busy is not None and self.busy < LAUNCH_BOUND_BELOW

    def __str__(self) -> str:
        if self.busy is None:
            return "–"
        return f"{'launch' if self.launch else 'GPU'}-bound (GPU busy {self.busy:.0%})"


def bound(rows: Sequence[Row], params: dict[str, Any]) -> Bound:
    """Launch-bound when the GPU is busy for under half of a baseline call, else GPU-bound."""
    base = primary_baseline(rows, params)
    busy = _get(rows, base, GPU_BUSY, params) if base is not None else None
    return Bound(busy.value if busy is not None else None)


def _compile(rows: Sequence[Row], variant: str, params: dict[str, Any]) -> str:
    parts = []
    for state in COMPILE_STATES:
        r = _get(rows, variant, first_call_metric(state), params)
        if r is not None and r.value is not None:
            parts.append(f"{md.num(r.value)} s {state}")
    return ", ".join(parts) or "–"


def _value(rows: Sequence[Row], variant: str, metric: str, params: dict[str, Any], scale: float = 1.0) -> str:
    r = _get(rows, variant, metric, params)
    return md.num(r.value * scale) if r is not None and r.value is not None else "–"


@dataclass(frozen=True)
class Column:
    """A column of the results table: its heading, the metrics it shows (those rows leave the
    table of other rows), and its cell for a variant at a point."""

    head: str
    metrics: tuple[str, ...]
    cell: Callable[[Sequence[Row], str, dict[str, Any]], str]
    speedup: bool = False  # the primary comparison's speedup: the table says how it is averaged


PER_VARIANT: list[Column] = [
    Column("time per call, back to back, ms [95% CI]", (LATENCY,),
           lambda rows, v, p: md.with_interval(_get(rows, v, LATENCY, p))),
    Column("speedup [{interval}]", (SPEEDUP,),
           lambda rows, v, p: md.with_interval(_get(rows, v, SPEEDUP, p), unit="×"), speedup=True),
    Column("article's method", (ARTICLE_SPEEDUP,),
           lambda rows, v, p: md.with_interval(_get(rows, v, ARTICLE_SPEEDUP, p), unit="×")),
    Column("kernels/call", (KERNELS,), lambda rows, v, p: _value(rows, v, KERNELS, p)),
    Column("GPU µs/call", (GPU_TIME,), lambda rows, v, p: _value(rows, v, GPU_TIME, p, 1e3)),
    Column("GPU idle µs/call", (GPU_IDLE,), lambda rows, v, p: _value(rows, v, GPU_IDLE, p, 1e3)),
    Column("compile (first call)", tuple(first_call_metric(s) for s in COMPILE_STATES), _compile),
]
# Rows shown elsewhere than the table of other rows: in the columns above, the launch-bound note
# (GPU busy), the compile artifacts' table (breaks in Dynamo's log), or as a point's problem.
SHOWN = {m for c in PER_VARIANT for m in c.metrics} | {GPU_BUSY, BREAKS_LOGGED, POINT}


def _variants(rows: Sequence[Row], params: dict[str, Any]) -> list[str]:
    seen: dict[str, None] = {}
    for r in sorted(rows, key=lambda r: r.metric != LATENCY):  # timed variants in timing order
        if r.params == params and r.variant:
            seen.setdefault(r.variant)
    return list(seen)


def _points(result: ExperimentResult) -> list[dict[str, Any]]:
    return [p["params"] for p in result.points]


def first_line(text: str) -> str:
    """The first line of a message (an error's), or the text as it is."""
    return text.splitlines()[0] if text else text


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
    """One line per grid point and variant: time per call, speedup, kernels, time split, compile."""
    points = [p for p in _points(result) if any(r.params == p and r.status == "ok" for r in result.rows)]
    if not points:
        return "_No grid point produced results._\n"
    names, shared = _shared(points)
    lines = [(p, v) for p in points for v in _variants(result.rows, p)]
    used = [c for c in PER_VARIANT if any(c.cell(result.rows, v, p) not in ("–", "") for p, v in lines)]
    if not used:
        return ""
    # Variants with nothing in these columns (e.g. an explain() run) appear in the next table only.
    lines = [(p, v) for p, v in lines if any(c.cell(result.rows, v, p) not in ("–", "") for c in used)]
    body = [[p[n] for n in names] + [v] + [c.cell(result.rows, v, p) for c in used] for p, v in lines]
    heads = [c.head.format(interval=charts.speedup_interval(result)) for c in used]
    processes = per_process_speedups(result)
    paces = [pace(result.rows, v, p, processes.get((params_key(p), v), [])) for p, v in lines]
    if result.replicates > 1 and any(cell != "–" for cell in paces):
        after = next((i + 1 for i, c in enumerate(used) if c.speedup), len(used))  # beside the speedup
        heads.insert(after, PER_PROCESS)
        at = len(names) + 1 + after
        body = [row[:at] + [cell] + row[at:] for row, cell in zip(body, paces)]
    table = shared + md.table(names + ["variant"] + heads, body)
    if result.replicates > 1 and any(c.speedup for c in used):
        table += ("\nThe speedup is the geometric mean of each process's own ratio of medians (eager and "
                  "compiled were interleaved within a process). The latencies beside it are medians "
                  "pooled over all processes, so their ratio can differ from it where processes ran at "
                  "different speeds.\n")
    if PER_PROCESS in heads:
        table += PER_PROCESS_NOTE
    return table


def other_table(result: ExperimentResult) -> str:
    """Every other row of the experiment, long format: point, variant, metric, value, how."""
    rows = [r for r in result.rows if r.metric not in SHOWN]
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
    launch = [p for p in _points(result) if bound(result.rows, p).launch]
    if not launch:
        return ""
    listed = "; ".join(label(p) for p in launch)
    return (f"**Launch-bound sizes** (GPU busy for under {LAUNCH_BOUND_BELOW:.0%} of an eager call): {listed}. "
            "At these sizes the CPU side sets the pace, and its cost moves from one process to the "
            "next; the speedup's interval is computed across fresh processes to cover that.\n")


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
        logged = next((r for r in result.rows if r.metric == BREAKS_LOGGED and r.params == params
                       and r.status == "ok"), None)
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
    """The HTML anchor of a grid point's section in its kernel listing."""
    return "point-" + point_slug(params).lower().replace(".", "-")


def _artifacts(result: ExperimentResult) -> str:
    """Text artifacts other than generated code (explain output, warnings, logs), one click away."""
    blocks = [md.details(name, md.code_block(text, "text")) for name, text in sorted(result.artifacts.items())
              if isinstance(text, str) and not name.endswith(".py")]
    return "\n".join(["## Logs and other artifacts\n", *blocks]) if blocks else ""


def _claims(result: ExperimentResult) -> str:
    """'claims C17, C24', or what a result that decides none is (its roles: a user's own model)."""
    if result.claims:
        return f"claims {', '.join(result.claims)}"
    return "no claim: shown beside the article's" if USER_MODELS in result.roles else "no claim"


def experiment_page(bundle: Bundle, result: ExperimentResult, reports: Mapping[str, TraceReport] | None = None,
                    *, stem: str = "", environment: str = "environment.md", reproducibility: bool = True,
                    note: str = "", kernels_split: bool = False, pooled: PooledExperiment | None = None) -> str:
    """The Markdown of an experiment's results page on one device.

    stem: the name of this page and its kernel page (`stem`.md, `stem`-kernels.md; default the
    experiment's id); environment: the page of the machine it ran on; reproducibility: whether the
    device's Reproducibility page compares this bundle's runs (a full-profile supplement has none);
    note: Markdown shown under the header (site.py's full-profile supplement says there what it
    is, and the published page links to it); kernels_split: whether the kernel listing has a page
    per grid point (kernels_pages); pooled: its verdicts on every run of its code (analysis.pool), which
    the page shows in place of this run's own."""
    fp = bundle.fingerprint
    stem = stem or result.id
    parts = [f"# {result.title}\n",
             f"{result.section} · {_claims(result)} · {fp['device_name']} · "
             f"torch {fp['torch']} · {profile_note(bundle, result)} · "
             f"{process_count(result.replicates, fp.get('device', ''))} · {machine_note(bundle, result)}\n"]
    parts.append(note)
    parts.append(measured_note(result, bundle))
    parts.append(resumed_note(result))
    parts.append(cut_note(result))
    parts.append(cpu_banner(bundle))
    parts += [result.summary + "\n", _problems(result)]
    if result.claims:  # the user's own models (USER_MODELS) decide no claim: no verdicts to show
        parts += ["## Verdicts\n", verdict_table(result, pooled, reproducibility=reproducibility)]
    if charts.axes(result.rows)[0] is not None:
        made = [("speedup", charts.speedup_chart(result, result.references)),
                ("latency", charts.latency_chart(result)), ("split", charts.split_chart(result))]
    else:  # no numeric axis: bars per grid point
        made = [("speedup", charts.bars(result, SPEEDUP, f"Speedup over the baseline ({charts.speedup_interval(result)})",
                                        "speedup (×)", one=True)),
                ("latency", charts.bars(result, LATENCY, "Time per call, back to back (median, 95% CI)",
                                        "ms per call", log_x=True))]
    units = {r.metric: r.unit for r in result.rows}
    made += [(metric, charts.bars(result, metric, title, f"{metric} ({units.get(metric, '')})"))
             for metric, title in ((c.metric, c.title) for c in result.charts)]
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
    if not suite.is_suite(result):
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
    resumed = [label(p["params"]) for p in result.points if not p.get("cut") and first_process_stops(p)
               and same_caches(p)]
    if resumed:  # measured.cut_note's points: a compile that went on from a stopped job's caches
        table += (f"\nMean compile: the first-call compiles of {'; '.join(resumed)} went on from the caches a stopped "
                  "job left (see the stopped points above), so the means that count them understate a cold compile.\n")
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


def kernel_link(stem: str, params: Mapping[str, Any], split: bool) -> str:
    """Where a grid point's kernels are listed, relative to the results page `stem`.md."""
    return f"{stem}-kernels/{point_slug(params)}.md" if split else f"{stem}-kernels.md#{anchor(params)}"
