"""Altair charts of an experiment's rows, as Vega-Lite specs drawn by the site's own vega copy.

The axis is chosen from the grid: the last numeric parameter is x (log scale), the other
parameters together name the series.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import altair as alt
import pandas as pd

from generator import suite
from generator.diff import PROCESS_INTERVAL
from generator.schema import GPU_IDLE, GPU_TIME, LATENCY, SPEEDUP, ExperimentResult, Reference, Row
from generator.verdicts import bounds

WIDTH = 560
NARROW_WIDTH = 420  # a chart beside or below its legend and long labels, within the page's content column


def axes(rows: Sequence[Row]) -> tuple[str | None, list[str]]:
    """The x parameter (last numeric one that varies) and the parameters that name a series."""
    params = [r.params for r in rows if r.params]
    if not params:
        return None, []
    names = list(params[0])
    numeric = [n for n in names if all(isinstance(p.get(n), (int, float)) and not isinstance(p.get(n), bool)
                                       for p in params) and len({p.get(n) for p in params}) > 1]
    x = numeric[-1] if numeric else None
    varying = [n for n in names if n != x and len({str(p.get(n)) for p in params}) > 1]
    return x, varying


def frame(rows: Sequence[Row], metric: str) -> pd.DataFrame:
    """One metric's ok rows as a table with a column per parameter."""
    records = [
        {**r.params, "variant": r.variant, "value": r.value, "lo": r.lo, "hi": r.hi}
        for r in rows if r.metric == metric and r.status == "ok" and r.value is not None
    ]
    return pd.DataFrame.from_records(records)


def _series(df: pd.DataFrame, series: list[str], with_variant: bool) -> pd.Series:
    parts = [df[s].astype(str) for s in series] + ([df["variant"]] if with_variant else [])
    if not parts:
        return pd.Series(["all"] * len(df), index=df.index)
    out = parts[0]
    for p in parts[1:]:
        out = out + " · " + p
    return out


def _with_band(base: alt.Chart, x: str, y_title: str, log_y: bool) -> alt.LayerChart:
    scale = alt.Scale(type="log") if log_y else alt.Scale(zero=False)
    line = base.mark_line(point=True).encode(
        y=alt.Y("value:Q", title=y_title, scale=scale),
        tooltip=[alt.Tooltip(c) for c in base.data.columns if c not in ("lo", "hi")]
        + [alt.Tooltip("lo:Q", title="interval low"), alt.Tooltip("hi:Q", title="interval high")],
    )
    bars = base.mark_errorbar(ticks=True).encode(y=alt.Y("lo:Q", title=y_title, scale=scale), y2="hi:Q")
    return alt.layer(bars, line)


def bars(result: ExperimentResult, metric: str, title: str, x_title: str, log_x: bool = False,
         one: bool = False) -> dict[str, Any] | None:
    """A metric per grid point and variant, with its interval, one row per grid point.

    For grids without a numeric axis (causes, modes, cases). Bars on a linear scale; on a log
    scale (latencies spanning decades) points, since a bar has no place to start.
    """
    df = frame(result.rows, metric)
    if df.empty:
        return None
    params = [c for c in df.columns if c not in ("variant", "value", "lo", "hi")]
    varying = [c for c in params if df[c].astype(str).nunique() > 1]
    df["point"] = _series(df, varying, with_variant=False)
    df["lo"], df["hi"] = df["lo"].fillna(df["value"]), df["hi"].fillna(df["value"])
    scale = alt.Scale(type="log") if log_x else alt.Scale(zero=True)
    x = alt.X("value:Q", title=x_title, scale=scale)
    base = alt.Chart(df).encode(y=alt.Y("point:N", title=None, sort=None), yOffset=alt.YOffset("variant:N"),
                                color=alt.Color("variant:N", title="variant"))
    tooltip = ["point:N", "variant:N", alt.Tooltip("value:Q", format=".4g"),
               alt.Tooltip("lo:Q", format=".4g", title="interval low"),
               alt.Tooltip("hi:Q", format=".4g", title="interval high")]
    mark = base.mark_point(filled=True, size=60) if log_x else base.mark_bar()
    layers = [mark.encode(x=x, tooltip=tooltip),
              base.mark_errorbar(ticks=True, color="black").encode(x=alt.X("lo:Q", title=x_title, scale=scale),
                                                                     x2="hi:Q")]
    if one:
        layers.append(alt.Chart(pd.DataFrame({"x": [1.0]})).mark_rule(strokeDash=[4, 4], color="gray").encode(x="x:Q"))
    return alt.layer(*layers).properties(width=WIDTH, title=title).to_dict()


def speedup_interval(result: ExperimentResult) -> str:
    """What the speedup's interval is: over fresh processes, or inside the only one."""
    return PROCESS_INTERVAL if result.replicates > 1 else "95% CI, one process"


def speedup_chart(result: ExperimentResult, references: Sequence[Reference]) -> dict[str, Any] | None:
    """Speedup (per-process ratios of medians, with their interval) against the x parameter; 1× marked."""
    x, series = axes(result.rows)
    df = frame(result.rows, SPEEDUP)
    if x is None or df.empty:
        return None
    df["series"] = _series(df, series, with_variant=len(df["variant"].unique()) > 1)
    base = alt.Chart(df).encode(
        x=alt.X(f"{x}:Q", scale=alt.Scale(type="log"), title=x),
        color=alt.Color("series:N", title=" · ".join(series) or "series"),
    )
    layers = [_with_band(base, x, "speedup (×, eager / compiled)", log_y=False)]
    layers.append(alt.Chart(pd.DataFrame({"y": [1.0]})).mark_rule(strokeDash=[4, 4], color="gray").encode(y="y:Q"))
    refs = [r for r in references if r.metric == SPEEDUP and x in r.params]
    if refs:
        ref_df = pd.DataFrame([{x: r.params[x], "value": r.value, "label": r.label} for r in refs])
        layers.append(alt.Chart(ref_df).mark_point(shape="diamond", size=140, filled=True, color="black")
                      .encode(x=f"{x}:Q", y="value:Q", tooltip=["label:N", "value:Q"]))
        layers.append(alt.Chart(ref_df).mark_text(dx=10, align="left", fontSize=11)
                      .encode(x=f"{x}:Q", y="value:Q", text="label:N"))
    return alt.layer(*layers).properties(width=WIDTH, height=300,
                                         title=f"Speedup of compiled over eager ({speedup_interval(result)})").to_dict()


def latency_chart(result: ExperimentResult) -> dict[str, Any] | None:
    """Median time per call (back to back) of every variant against the x parameter, log-log."""
    x, series = axes(result.rows)
    df = frame(result.rows, LATENCY)
    if x is None or df.empty:
        return None
    df["series"] = _series(df, series, with_variant=True)
    base = alt.Chart(df).encode(
        x=alt.X(f"{x}:Q", scale=alt.Scale(type="log"), title=x),
        color=alt.Color("series:N", title=" · ".join(series + ["variant"])),
    )
    return _with_band(base, x, "time per call, back to back (ms, median)", log_y=True).properties(
        width=WIDTH, height=300, title=f"Time per call, back to back ({speedup_interval(result)})").to_dict()


def split_chart(result: ExperimentResult) -> dict[str, Any] | None:
    """Time per call split into GPU kernel time and the time the GPU runs none, per grid point and variant."""
    x, series = axes(result.rows)
    gpu, cpu = frame(result.rows, GPU_TIME), frame(result.rows, GPU_IDLE)
    if x is None or gpu.empty or cpu.empty:
        return None
    gpu["part"], cpu["part"] = "GPU kernel time", "GPU idle (waiting on launches, guards, Python)"
    df = pd.concat([gpu, cpu], ignore_index=True)
    df["point"] = (_series(df, series, with_variant=False) + " · " + x + "=" + df[x].astype(str)
                   + " · " + df["variant"])  # each bar says which variant it is
    return alt.Chart(df).mark_bar().encode(
        y=alt.Y("point:N", title=None, sort=None, axis=alt.Axis(labelLimit=360)),
        x=alt.X("value:Q", title="ms per call", stack="zero"),
        # the legend below the bars: beside them, after the points' long labels, it ran off the column
        color=alt.Color("part:N", title="where the time goes", legend=alt.Legend(orient="bottom", direction="vertical", labelLimit=0)),
        tooltip=["point:N", "variant:N", "part:N", alt.Tooltip("value:Q", format=".4f")],
    ).properties(width=NARROW_WIDTH, title="Where one call's time goes, per point and variant").to_dict()


MODE_NAMES = {"compiled": "default mode (compiled)"}  # the suite's variants are named by mode otherwise


def suite_chart(result: ExperimentResult, variant: str) -> dict[str, Any] | None:
    """One compile mode of the model suite: each model's speedup over eager with its 95% re-run
    interval (verdicts.bounds), per task, dtype and batch, beside the geometric mean over the models that passed.
    A model that failed its accuracy check is drawn apart ("failed accuracy": not in the mean)."""
    records = []
    for r in result.rows:
        if r.metric != SPEEDUP or r.variant != variant or r.status != "ok" or not r.value:
            continue
        where = {k: r.params.get(k) for k in ("task", "dtype", "batch")}
        lo, hi = bounds(r)
        state = {True: "passed", False: "failed accuracy", None: "no check"}[suite.passes(result.rows, variant,
                                                                                       **r.params)]
        records.append({"model": str(r.params.get("model")), "point": "{task} {dtype} batch {batch}".format(**where),
                        "value": r.value, "lo": lo, "hi": hi, "state": state})
    for m in suite.means(result.rows):
        if m.variant == variant:
            records.append({"model": "geometric mean", "point": f"{m.task} {m.dtype} batch {m.batch}",
                            "value": m.value, "lo": m.lo, "hi": m.hi, "state": "geometric mean"})
    if not records:
        return None
    df = pd.DataFrame.from_records(records)
    order = list(dict.fromkeys(df["model"]))
    x_title = "speedup (×, eager / this mode)"
    x = alt.X("value:Q", title=x_title, scale=alt.Scale(zero=True))
    base = alt.Chart(df).encode(y=alt.Y("model:N", title=None, sort=order), yOffset=alt.YOffset("point:N"))
    tooltip = ["model:N", "point:N", "state:N", alt.Tooltip("value:Q", format=".3g"),
               alt.Tooltip("lo:Q", format=".3g", title="interval low"),
               alt.Tooltip("hi:Q", format=".3g", title="interval high")]
    layers = [base.mark_bar().encode(x=x, color=alt.Color("point:N", title="task · dtype · batch"),
                                     opacity=alt.condition(alt.datum.state == "failed accuracy",
                                                           alt.value(0.35), alt.value(1.0)),
                                     tooltip=tooltip),
              base.mark_errorbar(ticks=True, color="black").encode(x=alt.X("lo:Q", title=x_title), x2="hi:Q"),
              alt.Chart(pd.DataFrame({"x": [1.0]})).mark_rule(strokeDash=[4, 4], color="gray").encode(x="x:Q")]
    return alt.layer(*layers).properties(
        width=NARROW_WIDTH,
        title=f"{MODE_NAMES.get(variant, variant)}: speedup per model (re-run interval)").to_dict()
