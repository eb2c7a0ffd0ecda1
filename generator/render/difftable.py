"""The terminal form of a comparison: a compact plain-text table, worst first (imports no torch)."""

from __future__ import annotations

from collections.abc import Sequence

from generator.diff import QUIET, Change, Diff, label
from generator.render import markdown as md

COLUMNS = ("class", "experiment", "variant", "parameters", "metric", "A", "B", "B/A", "note")
WIDEST = {"parameters": 36, "note": 60, "A": 28, "B": 28}


def _clip(text: str, width: int | None) -> str:
    return text if width is None or len(text) <= width else text[: width - 1] + "…"


def _cells(c: Change) -> list[str]:
    params = ",".join(f"{k}={v}" for k, v in c.params.items()) or "-"
    ratio = "-" if c.ratio is None else f"{md.num(c.ratio)}x"
    return [c.change, c.experiment, c.variant or "-", params, c.metric, md.with_interval(c.a),
            md.with_interval(c.b), ratio, c.note]


def table(rows: Sequence[Sequence[str]], headers: Sequence[str] = COLUMNS) -> str:
    """Columns padded to their widest cell (long cells clipped), two spaces apart."""
    clipped = [[_clip(str(cell), WIDEST.get(h)) for h, cell in zip(headers, row)] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in clipped)) if clipped else len(h) for i, h in enumerate(headers)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(headers, widths)).rstrip()]
    lines += ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in clipped]
    return "\n".join(lines)


def _code_lines(diff: Diff, show_code: bool) -> list[str]:
    out = []
    for c in diff.code:
        if c.state == "unchanged":
            continue
        k = c.kernels
        out.append(f"  {c.experiment} {c.artifact}: {c.state}; kernels +{len(k.added)} -{len(k.removed)} "
                   f"~{len(k.changed)} (metadata only {len(k.metadata_only)}, unchanged {k.unchanged})")
        if show_code and c.lines:
            out += ["    " + line for line in c.lines]
            if c.truncated:
                out.append(f"    … {c.truncated} more lines")
    return out


def text(diff: Diff, *, show_all: bool = False, show_code: bool = False) -> str:
    """The comparison for a terminal: header, counts, the table, verdicts and code changes."""
    counts = ", ".join(f"{n} {cls}" for cls, n in diff.counts().items()) or "no rows"
    parts = [f"A: {label(diff.a)}", f"B: {label(diff.b)}",
             f"threshold {diff.threshold:.0%} · {counts}"]
    parts += [f"note: {n}" for n in diff.notes]
    shown = diff.changes if show_all else [c for c in diff.changes if c.change not in QUIET]
    if shown:
        parts += ["", table([_cells(c) for c in shown])]
    hidden = len(diff.changes) - len(shown)
    if hidden:
        parts.append(f"({hidden} unchanged or within noise not shown; --all shows them)")
    verdicts = [v for v in diff.verdicts if v.change != "unchanged"]
    if verdicts:
        parts += ["", "Verdicts:"]
        parts += [f"  {v.claim} {v.experiment}: {v.a.verdict if v.a else '-'} -> {v.b.verdict if v.b else '-'} "
                  f"({v.change})" for v in verdicts]
    if diff.claims:
        parts += ["", *(f"{v.claim} between releases: {v.verdict} ({v.measured})" for v in diff.claims)]
    moved = [r for r in diff.reasons if r.added or r.removed]
    if moved:
        parts += ["", "Graph-break reasons:"]
        for r in moved:
            parts += [f"  {r.experiment} {r.artifact}: + {x}" for x in r.added]
            parts += [f"  {r.experiment} {r.artifact}: - {x}" for x in r.removed]
    code = _code_lines(diff, show_code)
    if code:
        parts += ["", "Generated code (normalised):" + ("" if show_code else " --code prints the diffs"), *code]
    return "\n".join(parts) + "\n"
