"""Small Markdown helpers: tables, numbers with intervals, verdict labels, admonitions."""

from __future__ import annotations

import html
import json
import math
from collections.abc import Iterable, Sequence
from typing import Any

from generator.schema import Row

VERDICT_TEXT = {"failed": "experiment failed"}


def cell(text: Any) -> str:
    """Text safe inside a Markdown table cell."""
    return str(text).replace("|", "\\|").replace("\n", " ")


def name(identifier: str) -> str:
    """An identifier (a metric's name) as inline code that may wrap after its underscores only:
    `<wbr>` marks where, and copies as nothing, so the name pastes as it is in rows.csv. The
    stylesheet keeps such code from breaking anywhere else (code.name)."""
    return f'<code class="name">{html.escape(identifier).replace("_", "_<wbr>")}</code>'


def code(text: str, css: str) -> str:
    """Text as inline code of a class the stylesheet styles (code.kernel, code.src). Raw HTML gets
    no code span's protection, so the characters Markdown reads as emphasis or a code span are
    written as character references: `char*, long*` stays as it is, not italic."""
    escaped = html.escape(text)
    for char in "*_`":
        escaped = escaped.replace(char, f"&#{ord(char)};")
    return f'<code class="{css}">{escaped}</code>'


def table(headers: Sequence[str], rows: Iterable[Sequence[Any]]) -> str:
    """A GitHub-style Markdown table."""
    lines = ["| " + " | ".join(cell(h) for h in headers) + " |",
             "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def num(value: float | None, digits: int = 3) -> str:
    """A number with `digits` significant digits, or an en dash for missing."""
    if value is None:
        return "–"
    if 10**digits <= abs(value) < 1e15:  # 17180, not 1.72e+04: whole numbers read better
        return f"{value:,.0f}"
    return f"{value:.{digits}g}"


def with_interval(row: Row | None, scale: float = 1.0, unit: str = "") -> str:
    """'1.23 [1.10, 1.35]' from a row's value and interval, or why it is missing."""
    if row is None:
        return "–"
    if row.status != "ok" or row.value is None:
        return row.status
    text = f"{num(row.value * scale)}{unit}"
    if row.lo is not None and row.hi is not None and row.lo != row.hi:
        text += f" [{num(row.lo * scale)}, {num(row.hi * scale)}]"
    return text


def verdict_label(verdict: str) -> str:
    """A verdict as a coloured label (styled by docs/stylesheets/extra.css)."""
    css = verdict.replace(" ", "-")
    return f'<span class="verdict verdict-{css}">{VERDICT_TEXT.get(verdict, verdict)}</span>'


def admonition(kind: str, title: str, body: str) -> str:
    """A Material admonition block."""
    indented = "\n".join(("    " + line) if line else "" for line in body.strip().splitlines())
    return f'!!! {kind} "{title}"\n\n{indented}\n'


def folded(kind: str, title: str, body: str) -> str:
    """A Material admonition that starts closed (pymdownx.details)."""
    indented = "\n".join(("    " + line) if line else "" for line in body.strip().splitlines())
    return f'??? {kind} "{title}"\n\n{indented}\n'


def code_block(source: str, language: str = "python", title: str = "") -> str:
    """A fenced, highlighted code block (Pygments at build time)."""
    fence = "````" if "```" in source else "```"
    header = f'{fence}{language} title="{title}"' if title else f"{fence}{language}"
    return f"{header}\n{source.rstrip()}\n{fence}\n"


def details(title: str, body: str, open_: bool = False) -> str:
    """A collapsible block (pymdownx.details)."""
    marker = "???+" if open_ else "???"
    indented = "\n".join(("    " + line) if line else "" for line in body.rstrip().splitlines())
    return f'{marker} note "{cell(title)}"\n\n{indented}\n'


def _finite(value: Any) -> Any:
    """The same structure with NaN and infinities as null: JSON has no NaN."""
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_finite(v) for v in value]
    return value


def chart(chart_id: str, spec: dict[str, Any]) -> str:
    """A chart placeholder plus its Vega-Lite spec; docs/javascripts/charts.js draws it."""
    payload = json.dumps(_finite(spec), separators=(",", ":"), allow_nan=False).replace("</", "<\\/")
    return (f'<div class="vega-chart" id="{html.escape(chart_id)}"></div>\n'
            f'<script type="application/json" class="vega-spec" data-target="{html.escape(chart_id)}">'
            f"{payload}</script>\n")
