"""The "Changes" page: what moved between two bundles of one device, as Markdown (imports no torch).

Used by `generator diff --format markdown` and, per device, by the site: each release's site gets
a page `changes/<device_key>.md` against the previous release measured on that device.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Collection, Sequence

from generator import suite
from generator.verdicts import fmt
from generator.claims import BY_ID
from generator.diff import CLASSES, QUIET, Change, Diff, compare, label
from generator.store.bundle import previous_bundle, version_key
from generator.render import markdown as md
from generator.render.device import device_label
from generator.store.bundle import Bundle

Link = Callable[[str], "str | None"]
HEADERS = ["experiment", "variant", "parameters", "metric", "A", "B", "B/A", "class", "note"]
LOUD = ("new failure", "regressed")


def rule_text(threshold: float) -> str:
    """The classification rule in plain words, for the top of a page."""
    return (f"Every number of B is joined with A's on experiment, variant, parameters and metric. "
            f"A change smaller than {threshold:.0%}, or one inside the spread the rows record, is never a "
            "regression (*unchanged* or *within noise*): for a row with a process interval (where one more "
            "fresh process lands), one side's value inside the other side's interval; for other rows, "
            "overlapping intervals; for a row whose interval comes from a single process, also a change "
            "inside the process-to-process spread that the `variance` experiment measured. Whether lower "
            "or higher is better is what each metric declares where it is measured (lower for times, "
            "memory and bytes; higher for speedups, throughput, TFLOP/s and GB/s); a metric that "
            "declares no direction (graph counts, breaks, recompiles) is *changed* when it moves. Values "
            "of an experiment whose code changed between A and B are *not comparable*.\n")


_BREAK_AFTER = re.compile(r"([_=+/])(?=\w)")


def _breakable(name: str) -> str:
    """An identifier that may wrap after its _ = + / (an HTML <wbr>) rather than widen its column.

    Names such as capture_generations, reduce-overhead+inference_mode, case=recompile_limit and
    graph_breaks_logged made the tables of nine columns wider than the page, which hid the last
    one; breaking them anywhere (as code is) would split short names such as tflops."""
    return _BREAK_AFTER.sub(r"\1<wbr>", html.escape(name, quote=False))


def _params(change: Change) -> str:
    return ", ".join(_breakable(f"{k}={v}") for k, v in change.params.items()) or "–"


def _ratio(value: float | None) -> str:
    return "–" if value is None else f"{md.num(value)}×"


def _names(names: Sequence[str]) -> str:
    """'`a` ×2, `b`' for ('a', 'a', 'b'); an en dash for none.

    As code, like kernel names elsewhere on the site: the stylesheet lets code wrap inside its
    cell, so a fused kernel's name of 150 characters does not widen the table past the page."""
    counted = {n: names.count(n) for n in dict.fromkeys(names)}
    return ", ".join(f"`{n}` ×{k}" if k > 1 else f"`{n}`" for n, k in counted.items()) or "–"


def _experiment(eid: str, link: Link | None) -> str:
    target = link(eid) if link else None
    return f"[{_breakable(eid)}]({target})" if target else _breakable(eid)


def change_table(changes: Sequence[Change], link: Link | None = None) -> str:
    """One table row per entry: both values with their intervals, the ratio, the class and why."""
    if not changes:
        return "_None._\n"
    rows = [[_experiment(c.experiment, link), _breakable(c.variant) if c.variant else "–", _params(c),
             _breakable(c.metric), md.with_interval(c.a), md.with_interval(c.b), _ratio(c.ratio),
             f"**{c.change}**" if c.change in LOUD else c.change, html.escape(c.note, quote=False)] for c in changes]
    return md.table(HEADERS, rows)


def _header(diff: Diff) -> str:
    lines = []
    for side, bundle in (("A (before)", diff.a), ("B (after)", diff.b)):
        lines.append(f"- **{side}**: {label(bundle)} · profile `{bundle.header.get('profile', '–')}` · "
                     f"measured {str(bundle.header.get('created', '–'))[:10]}")
    return "\n".join(lines) + "\n"


def _summary(diff: Diff) -> str:
    counts = diff.counts()
    rows = [[f"**{cls}**" if cls in LOUD else cls, n] for cls, n in counts.items()]
    code = [c for c in diff.code if c.state != "unchanged"]
    verdicts = [v for v in diff.verdicts if v.change != "unchanged"]
    tail = (f"\n{len(verdicts)} verdict(s) changed; generated code changed in {len(code)} of "
            f"{len(diff.code)} artifact(s).\n")
    return (md.table(["class", "entries"], rows) if rows else "_No rows in either bundle._\n") + tail


def compile_section(diff: Diff, link: Link | None = None) -> str:
    """Compile-side rows whose value moved, and graph-break reasons that appeared or disappeared."""
    parts = ["Graph counts, graph breaks, recompiles, kernels per call and compile time, wherever "
             "the value differs (whatever its class).\n", change_table(diff.compile_side(), link)]
    moved = [r for r in diff.reasons if r.added or r.removed]
    if moved:
        parts.append(md.table(["experiment", "artifact", "break reasons only in B", "only in A", "in both"],
                              [[_breakable(r.experiment), _breakable(r.artifact),
                                html.escape("; ".join(r.added), quote=False) or "–",
                                html.escape("; ".join(r.removed), quote=False) or "–", r.kept] for r in moved]))
    return "\n".join(parts)


def verdict_section(diff: Diff) -> str:
    """Each claim's verdict in A and B, changed ones first."""
    if not diff.verdicts:
        return "_Neither bundle has verdicts._\n"
    rows = []
    for v in diff.verdicts:
        a = md.verdict_label(v.a.verdict) if v.a else "–"
        b = md.verdict_label(v.b.verdict) if v.b else "–"
        measured = html.escape(v.b.measured if v.b else v.a.measured if v.a else "", quote=False)
        rows.append([v.claim, _breakable(v.experiment), a, b, v.change, measured])
    return md.table(["claim", "experiment", "A", "B", "change", "measured in B (else A)"], rows)


def suite_section(diff: Diff) -> str:
    """The model suite's geometric means in A and B, each over the models that passed in both."""
    a, b = (suite.find_suite(d.experiments) for d in (diff.a, diff.b))
    if a is None or b is None:
        return ""
    pairs = suite.compare(a.rows, b.rows)
    if not pairs:
        return ("## Model suite\n\n_No point of the suite has a model that passed its accuracy check in both "
                "bundles._\n")
    rows = [[suite.label(p.a), fmt(suite.mean_row(p.a), "×"), fmt(suite.mean_row(p.b), "×"),
             _ratio(p.b.value / p.a.value), ", ".join(p.a.models), ", ".join(p.left_out) or "–"] for p in pairs]
    return ("## Model suite\n\nAs PyTorch's compiler dashboard does, each geometric mean counts only the models "
            "that passed their accuracy check in both bundles.\n\n"
            + md.table(["point", "A", "B", "B/A", "models counted", "left out (not passing in both)"], rows))


def claims_section(diff: Diff) -> str:
    """Claims only a comparison of two releases can decide (C23): verdict, numbers and rule."""
    if not diff.claims:
        return "_None._\n"
    parts = []
    for v in diff.claims:
        statement = BY_ID[v.claim].statement if v.claim in BY_ID else ""
        parts.append(f"**{v.claim}** {md.verdict_label(v.verdict)} {html.escape(statement, quote=False)}\n\n"
                     f"Measured: {html.escape(v.measured, quote=False)}.\n\n"
                     f"Rule: {html.escape(v.rule, quote=False)}.\n")
    return "\n".join(parts)


def code_section(diff: Diff) -> str:
    """Per output-code artifact: kernels added, removed, changed; the normalised unified diff."""
    if not diff.code:
        return "_No generated code was captured in both bundles._\n"
    parts = ["Kernel names, cache paths, hashes and addresses are normalised first (`triton_…_N`, "
             "`<path>`, `<hash>`, `0x<addr>`), so only changes of code remain. *metadata only*: the "
             "kernel differs only in its `triton_meta`/`inductor_meta` lines.\n"]
    rows = []
    for c in diff.code:
        k = c.kernels
        rows.append([_breakable(c.experiment), _breakable(c.artifact), c.state, _names(k.added), _names(k.removed),
                     _names(k.changed), _names(k.metadata_only), k.unchanged])
    parts.append(md.table(["experiment", "artifact", "state", "kernels added", "removed", "changed",
                           "metadata only", "unchanged"], rows))
    for c in diff.code:
        if c.lines:
            body = "\n".join(c.lines) + (f"\n… {c.truncated} more lines" if c.truncated else "")
            parts.append(md.details(f"{c.experiment} · {c.artifact}: diff", md.code_block(body, "diff")))
    return "\n".join(parts)


def page(diff: Diff, *, title: str | None = None, link: Link | None = None) -> str:
    """The whole comparison as one Markdown page."""
    title = title or f"Changes: {label(diff.a)} → {label(diff.b)}"
    parts = [f"# {title}\n", _header(diff), rule_text(diff.threshold)]
    if diff.notes:
        notes = "\n\n".join(html.escape(n, quote=False) for n in diff.notes)
        parts.append(md.admonition("warning", "Read with care", notes))
    loud = diff.of(*LOUD)
    other = diff.of(*(c for c in CLASSES if c not in LOUD and c not in QUIET))
    quiet = diff.of(*QUIET)
    parts += ["## Summary\n", _summary(diff),
              "## Regressions and new failures\n", change_table(loud, link),
              "## Other changes\n", change_table(other, link),
              "## Compile side\n", compile_section(diff, link),
              suite_section(diff),
              "## Verdicts\n", verdict_section(diff),
              "## Between releases\n", claims_section(diff),
              "## Generated code\n", code_section(diff),
              "## Unchanged and within noise\n",
              md.details(f"{len(quiet)} entries unchanged or within noise", change_table(quiet, link))
              if quiet else "_None._\n"]
    return "\n".join(parts)


def _shown(bundles: Sequence[Bundle], release: str) -> list[Bundle]:
    """The bundle the site shows per device for a release: its newest torch patch; GPUs first."""
    newest: dict[str, Bundle] = {}
    for b in sorted((b for b in bundles if b.release == release), key=lambda b: version_key(b.fingerprint["torch"])):
        newest[b.device_key] = b
    return sorted(newest.values(), key=lambda b: (not b.is_cuda, b.device_key))


def device_changes_page(bundles: Sequence[Bundle], current: Bundle) -> str:
    """The Changes page of one device: `current` against the previous release measured on it."""
    return changes_page(current, previous_bundle(bundles, current))


def changes_page(current: Bundle, before: Bundle | None, alike: Collection[str] | None = None) -> str:
    """The Changes page of one device: `current` against `before`, the previous release measured on
    it (None: there is none, and the page says so); alike: as diff.compare takes it."""
    name = device_label(current)
    if before is None:
        return (f"# Changes on {name}\n\nNo earlier PyTorch release than {current.release} has been measured "
                "on this device, so there is nothing to compare yet.\n")
    key = current.device_key

    def link(eid: str) -> str | None:
        return f"../devices/{key}/{eid}.md" if eid in current.experiments else None

    title = f"Changes on {name}: PyTorch {before.release} → {current.release}"
    return page(compare(before, current, alike=alike), title=title, link=link)


def changes_pages(bundles: Sequence[Bundle], release: str) -> dict[str, str]:
    """Per device of `release`: 'changes/<device_key>.md' → its Changes page."""
    return {f"changes/{b.device_key}.md": device_changes_page(bundles, b) for b in _shown(bundles, release)}
