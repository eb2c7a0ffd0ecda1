"""Compare two results bundles: rows joined on experiment, variant, parameters and metric, classified.

Pure: reads Bundle objects, imports no torch. The rule, applied to each joined row in this order:

1. Status. A row that exists on one side only is `added` (only in B) or `removed` (only in A); a
   grid point or experiment present on one side only, or whose status differs, gives one entry
   for the whole point or experiment instead of one per row. Failed in B, not in A: `new failure`.
   Failed in A, ok in B: `fixed`. Skipped in A, ok in B: `added`; ok or failed in A, skipped in B:
   `removed`. Failed or skipped on both sides: `unchanged`.
2. `not comparable`: the experiment's source hash differs between A and B, the devices differ
   (only with force), or the units differ. The values are still listed.
3. `unchanged`: equal values, or |B/A − 1| below the threshold (A = 0 counts as an infinite change).
4. `within noise`, by the kind of interval the rows declare (Row.interval):
   - a row with a *process* interval (where one more fresh process lands, already wider than
     where another run's mean lands) on either side: one side's value lies inside the other
     side's interval;
   - otherwise: the intervals [lo, hi] of A and B overlap (a row without an interval is the
     single point [value, value]); and for rows whose interval is a *bootstrap* interval inside
     one process, a time or speedup (Row.kind) that moved by less than the process-to-process
     spread the process-spread experiment measured in A or B: one process's interval cannot
     show that spread, so only these rows fall back to the blanket spread.
5. Else by the direction the metric declares (Row.better): `improved` or `regressed`; a metric
   that declares none (graph counts, breaks, recompiles, ratios), or whose declaration differs
   between A and B, is `changed`.

So a change smaller than the threshold, or inside the recorded spread, is never a regression.

`compare` also decides claim C23 (results move by about ±10% after a PyTorch upgrade) with
`releases.c23`: the one claim that no single bundle can test.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from generator import codediff
from generator.releases import c23, inside_other, same_hashes
from generator.schema import POINT, ExperimentResult, LabError, Row, Verdict, params_key
from generator.spec import PROCESS_SPREAD
from generator.store.bundle import Bundle

LOWER, HIGHER = "lower", "higher"
# The label text stats writes for a process interval, for pages and charts to show; the diff
# itself reads the kind of a row's interval from Row.interval, never from this text.
PROCESS_INTERVAL = "95% process interval"
DEFAULT_THRESHOLD = 0.05
# Worst first: the order of every table of changes.
CLASSES = ("new failure", "regressed", "changed", "not comparable", "removed", "added", "fixed",
           "improved", "within noise", "unchanged")
QUIET = ("within noise", "unchanged")
COMPILE_KINDS = ("compiler", "compile")  # rows the compile-side section shows again (schema.KINDS)
VERDICT_RANK = {"holds": 2, "partly holds": 1, "does not hold": 0}
# Fingerprint fields of the machine itself: a difference is pointed out (one device key can cover
# several machines, e.g. two Xeon hosts with different core counts).
MACHINE_FIELDS = ("device_name", "cpu", "cpu_count", "torch_threads", "sm_count", "gpu_memory_gib", "driver")


def direction(row: Row) -> str | None:
    """'lower' or 'higher' (which is better), as the row's metric declares it; None when it declares none."""
    return row.better or None


@dataclass(frozen=True)
class Change:
    """One joined row (or a whole grid point or experiment) and its class."""

    experiment: str
    variant: str
    params: Mapping[str, Any]
    metric: str
    unit: str
    a: Row | None
    b: Row | None
    change: str
    ratio: float | None = None
    note: str = ""

    @property
    def direction(self) -> str | None:
        some = self.b or self.a
        return direction(some) if some else None

    @property
    def kind(self) -> str:
        """What its metric measures, as its rows declare it (schema.KINDS)."""
        some = self.b or self.a
        return some.kind if some else ""

    def sort_key(self) -> tuple[Any, ...]:
        """Worst class first; inside a class, the largest change first."""
        size = abs(math.log(self.ratio)) if self.ratio and self.ratio > 0 else 0.0
        return (CLASSES.index(self.change), -size, self.experiment, params_key(self.params), self.variant,
                self.metric)


@dataclass(frozen=True)
class VerdictChange:
    """A claim's verdict in A and in B for one experiment."""

    claim: str
    experiment: str
    a: Verdict | None
    b: Verdict | None

    @property
    def change(self) -> str:
        """'added', 'removed', 'unchanged', 'better', 'worse' or 'changed' (to or from 'not testable')."""
        if self.a is None or self.b is None:
            return "added" if self.a is None else "removed"
        if self.a.verdict == self.b.verdict:
            return "unchanged"
        ra, rb = VERDICT_RANK.get(self.a.verdict), VERDICT_RANK.get(self.b.verdict)
        if ra is None or rb is None:
            return "changed"
        return "better" if rb > ra else "worse"


@dataclass
class Diff:
    """Everything that differs between bundle A (before) and bundle B (after)."""

    a: Bundle
    b: Bundle
    threshold: float
    changes: list[Change] = field(default_factory=list)
    verdicts: list[VerdictChange] = field(default_factory=list)
    code: list[codediff.CodeDiff] = field(default_factory=list)
    reasons: list[codediff.ReasonDiff] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    claims: list[Verdict] = field(default_factory=list)  # decided by the comparison itself (C23)

    def counts(self) -> dict[str, int]:
        """Entries per class, in CLASSES order, classes with none left out."""
        found = [c.change for c in self.changes]
        return {cls: found.count(cls) for cls in CLASSES if cls in found}

    def of(self, *classes: str) -> list[Change]:
        """The entries of these classes, worst first."""
        return [c for c in self.changes if c.change in classes]

    def compile_side(self) -> list[Change]:
        """Compile-side rows (graphs, breaks, recompiles, kernels, compile time) whose value moved."""
        return [c for c in self.changes if c.kind in COMPILE_KINDS
                and (c.change not in QUIET or (c.a and c.b and c.a.value != c.b.value))]


def label(bundle: Bundle) -> str:
    """'cpu-intel-xeon · torch 2.13.0+cpu'."""
    return f"{bundle.device_key} · torch {bundle.fingerprint['torch']}"


def check_comparable(a: Bundle, b: Bundle, force: bool = False) -> None:
    """Refuse to compare bundles of different devices unless forced."""
    if a.device_key != b.device_key and not force:
        raise LabError(f"refusing to compare {label(a)} with {label(b)}: different devices; "
                       "pass --force to list them side by side (every row is then 'not comparable')")


def compare(a: Bundle, b: Bundle, *, threshold: float = DEFAULT_THRESHOLD, force: bool = False,
            alike: Collection[str] | None = None) -> Diff:
    """Classify every row of A against B, and collect verdict, code and break-reason changes. alike:
    the experiments measured with the same code in both (None: those with equal source hashes,
    releases.same_hashes; runner.discovery.alike sees through hashes of two Pythons)."""
    if threshold < 0:
        raise LabError(f"threshold {threshold} is negative; give a fraction like 0.05 (5%)")
    check_comparable(a, b, force)
    diff = Diff(a, b, threshold)
    if a.device_key != b.device_key:
        diff.notes.append(f"Different devices ({a.device_key} vs {b.device_key}): every value is 'not comparable'.")
    if a.profile != b.profile:
        diff.notes.append(f"Different profiles ({a.profile} vs {b.profile}): grids and round counts may differ.")
    moved = [f"{k} {a.fingerprint.get(k)} → {b.fingerprint.get(k)}" for k in MACHINE_FIELDS
             if a.fingerprint.get(k) != b.fingerprint.get(k)]
    if moved:
        diff.notes.append("The machines differ beyond the torch release: " + "; ".join(moved) + ".")
    floors = process_noise(a, b)
    if floors:
        sources = ", ".join(f"`{e}`" for e in dict.fromkeys(r.id for x in (a, b) for r in spread_results(x)))
        diff.notes.append(f"Process-to-process spread measured by {sources} on these bundles: "
                          + ", ".join(f"±{v:.0%} for {KIND_NAMES[k]}" for k, v in floors.items())
                          + ". A change inside it, for a row whose interval is a bootstrap interval inside "
                          "one process, is classed *within noise*: one process's interval cannot show that spread.")
    same = same_hashes(a, b) if alike is None else alike
    for eid in _union(a.experiments, b.experiments):
        ea, eb = a.experiments.get(eid), b.experiments.get(eid)
        why = "" if a.device_key == b.device_key else "different devices"
        if ea and eb and eid not in same:
            why = why or f"experiment source changed ({ea.source_hash} → {eb.source_hash})"
            diff.notes.append(f"{eid}: the experiment's code changed between A and B; its values are not comparable.")
        profiles = [x.profile_of(e) for e, x in ((ea, a), (eb, b)) if e]
        if len(set(profiles)) > 1:
            diff.notes.append(f"{eid}: measured in the '{profiles[0]}' profile in A and '{profiles[1]}' in B: "
                              "the same grid points compare, but rounds, processes and variants may differ.")
        single = bool(ea and eb and min(ea.replicates, eb.replicates) <= 1)
        diff.changes += _experiment_changes(eid, ea, eb, why, threshold, floors if single else {})
        if ea and eb:
            diff.code += codediff.code_diffs(eid, ea.artifacts, eb.artifacts)
            diff.reasons += codediff.reason_diffs(eid, ea.artifacts, eb.artifacts)
    diff.changes.sort(key=Change.sort_key)
    diff.verdicts = verdict_changes(a, b)
    diff.claims = [c23(a, b, same)]
    return diff


def _union(*keyed: Iterable[str]) -> list[str]:
    """Keys in first-seen order."""
    return list(dict.fromkeys(k for keys in keyed for k in keys))


def _state(status: str | None) -> str | None:
    """An experiment's status as a row status: 'partial' counts as ok (its rows are compared)."""
    return None if status is None else {"partial": "ok"}.get(status, status)


def by_status(sa: str | None, sb: str | None) -> str | None:
    """The class decided by the statuses alone (rule 1), or None when both are ok."""
    if sa is None or sb is None:
        return None if sa is sb else ("added" if sa is None else "removed")
    if sa == sb:
        return None if sa == "ok" else "unchanged"
    if sb == "failed":
        return "new failure"
    if sa == "failed" and sb == "ok":
        return "fixed"
    return "removed" if sb == "skipped" else "added"


def _rows(n: int) -> str:
    return f"{n} row" + ("" if n == 1 else "s")


def _summary_row(eid: str, params: Mapping[str, Any], metric: str, status: str, reason: str) -> Row:
    return Row(eid, "", dict(params), metric, None, "", "", status=status, reason=reason)


def _experiment_changes(eid: str, ea: ExperimentResult | None, eb: ExperimentResult | None, why: str,
                        threshold: float, floors: Mapping[str, float] | None = None) -> list[Change]:
    """One entry for an experiment that is on one side only or failed on a side; else its rows."""
    sa, sb = _state(ea and ea.status), _state(eb and eb.status)
    if ea is None or eb is None or "failed" in (sa, sb):
        cls = by_status(sa, sb) or "unchanged"
        rows = [_summary_row(eid, {}, "experiment", s, f"{_rows(len(e.rows))}; {e.error}".rstrip("; "))
                if e else None for e, s in ((ea, sa), (eb, sb))]
        note = "; ".join(f"{side}: {e.error}" for side, e in (("A", ea), ("B", eb)) if e and e.error)
        return [Change(eid, "", {}, "experiment", "", rows[0], rows[1], cls, note=note)]
    return _row_changes(eid, ea.rows, eb.rows, why, threshold, floors or {})


def _points(rows: Sequence[Row]) -> dict[str, tuple[str, Row]]:
    """Per grid point: its status and the row that says so (a point row, else its first row)."""
    out: dict[str, tuple[str, Row]] = {}
    for row in rows:
        key = params_key(row.params)
        if row.metric == POINT:
            out[key] = (row.status, row)
        else:
            out.setdefault(key, ("ok", row))
    return out


def _point_side(eid: str, key: str, state: str | None, rows: Sequence[Row], params: Mapping[str, Any]) -> Row | None:
    """What a grid point was on one side: its point row (failed, skipped), 'ok' with a row count, or None."""
    if state is None:
        return None
    at = [r for r in rows if params_key(r.params) == key]
    point = next((r for r in at if r.metric == POINT), None)
    return point or _summary_row(eid, params, POINT, "ok", _rows(len(at)))


def _row_changes(eid: str, rows_a: Sequence[Row], rows_b: Sequence[Row], why: str, threshold: float,
                 floors: Mapping[str, float] | None = None) -> list[Change]:
    """Rows of one experiment: one entry per grid point whose status differs, else one per row."""
    pa, pb = _points(rows_a), _points(rows_b)
    whole: set[str] = set()
    out: list[Change] = []
    for key in _union(pa, pb):
        sa, sb = (pa[key][0] if key in pa else None), (pb[key][0] if key in pb else None)
        if sa == sb:
            continue
        whole.add(key)
        params = (pa.get(key) or pb[key])[1].params
        a, b = _point_side(eid, key, sa, rows_a, params), _point_side(eid, key, sb, rows_b, params)
        note = "; ".join(f"{side}: {r.reason}" for side, r in (("A", a), ("B", b)) if r is not None and r.reason)
        out.append(Change(eid, "", params, POINT, "", a, b, by_status(sa, sb) or "unchanged", note=note))
    index_a = {(r.variant, params_key(r.params), r.metric): r for r in rows_a if params_key(r.params) not in whole}
    index_b = {(r.variant, params_key(r.params), r.metric): r for r in rows_b if params_key(r.params) not in whole}
    for key in _union(index_a, index_b):
        out.append(row_change(index_a.get(key), index_b.get(key), why=why, threshold=threshold, floors=floors))
    return out


def _status_of(row: Row | None) -> str | None:
    if row is None:
        return None
    return "skipped" if row.status == "ok" and row.value is None else row.status


def row_change(a: Row | None, b: Row | None, *, why: str = "", threshold: float = DEFAULT_THRESHOLD,
               floors: Mapping[str, float] | None = None) -> Change:
    """Classify one joined row (rules 1 to 5 of the module docstring)."""
    some = a or b
    assert some is not None, "row_change needs a row on at least one side"
    head = (some.experiment, some.variant, some.params, some.metric, some.unit, a, b)
    by_state = by_status(_status_of(a), _status_of(b))
    if by_state is not None:
        reasons = "; ".join(f"{s}: {r.reason}" for s, r in (("A", a), ("B", b)) if r is not None and r.reason)
        return Change(*head, by_state, note=reasons)
    assert a is not None and b is not None and a.value is not None and b.value is not None
    ratio = b.value / a.value if a.value != 0 else None
    if a.unit != b.unit:
        why = why or f"units differ ({a.unit} vs {b.unit})"
    if why:
        return Change(*head, "not comparable", ratio, why)
    cls, note = classify(a, b, threshold)
    floor = (floors or {}).get(a.kind)
    one_process = "bootstrap" in (a.interval, b.interval) and "process" not in (a.interval, b.interval)
    if (cls in ("regressed", "improved") and floor and one_process and a.value
            and abs(b.value / a.value - 1) <= floor):
        cls, note = "within noise", f"inside the ±{floor:.0%} process-to-process spread (of the process-spread experiment)"
    return Change(*head, cls, ratio, note)


KIND_NAMES = {"latency": "per-call times (ms)", "speedup": "speedups"}
# The process-spread experiment's rows that measure how far fresh processes scatter
PROCESS_METRICS = ("process_median_ms", "process_speedup")


def spread_results(bundle: Bundle) -> list[ExperimentResult]:
    """The bundle's results of experiments whose spec declares the role PROCESS_SPREAD (`variance`)."""
    return [r for r in bundle.experiments.values() if PROCESS_SPREAD in r.roles]


def process_noise(a: Bundle, b: Bundle) -> dict[str, float]:
    """The process-to-process spread of per-call times and speedups (by Row.kind), from the
    process-spread experiment in A and B.

    Half the range of the per-process medians over their median, the largest over the cases of
    both bundles; {} when neither bundle ran it over several processes.
    """
    floors: dict[str, float] = {}
    for r in (row for bundle in (a, b) for result in spread_results(bundle) for row in result.rows):
        if (r.metric in PROCESS_METRICS and r.kind in KIND_NAMES and r.status == "ok"
                and r.interval in ("process", "range") and r.value and r.lo is not None and r.hi is not None):
            floors[r.kind] = max(floors.get(r.kind, 0.0), (r.hi - r.lo) / 2 / abs(r.value))
    return floors


def _interval(row: Row) -> tuple[float, float]:
    assert row.value is not None
    if row.lo is None or row.hi is None:
        return row.value, row.value
    return min(row.lo, row.value), max(row.hi, row.value)


def classify(a: Row, b: Row, threshold: float = DEFAULT_THRESHOLD) -> tuple[str, str]:
    """Class and note for two ok rows with values (rules 3 to 5)."""
    va, vb = a.value, b.value
    assert va is not None and vb is not None
    if va == vb or (math.isnan(va) and math.isnan(vb)):
        return "unchanged", ""
    if not (math.isfinite(va) and math.isfinite(vb)):
        return "changed", "not a finite number on one side"
    rel = abs(vb - va) / abs(va) if va != 0 else math.inf
    if rel < threshold:
        return "unchanged", f"{rel:.1%} < {threshold:.0%} threshold"
    (alo, ahi), (blo, bhi) = _interval(a), _interval(b)
    if {"process", "runs"} & {a.interval, b.interval}:
        if inside_other(a, b):
            return "within noise", "inside the other side's process interval"
    elif alo <= bhi and blo <= ahi:
        return "within noise", "intervals overlap"
    bare = [side for side, r in (("A", a), ("B", b)) if not r.interval or r.lo is None or r.hi is None]
    note = f"no spread recorded on {' and '.join(bare)}: threshold only" if bare else ""
    if a.better != b.better:
        differs = f"direction declared differently (A: {a.better or 'none'}, B: {b.better or 'none'})"
        return "changed", f"{note}; {differs}" if note else differs
    better = direction(a)
    if better is None:
        return "changed", note
    worse = vb > va if better == LOWER else vb < va
    return ("regressed" if worse else "improved"), note


def verdict_changes(a: Bundle, b: Bundle) -> list[VerdictChange]:
    """Per (experiment, claim): the verdict in A and in B; changed ones first."""
    def index(bundle: Bundle) -> dict[tuple[str, str], Verdict]:
        return {(v.experiment, v.claim): v for e in bundle.experiments.values() for v in e.verdicts}

    va, vb = index(a), index(b)
    out = [VerdictChange(claim, eid, va.get((eid, claim)), vb.get((eid, claim))) for eid, claim in _union(va, vb)]
    order = ("worse", "changed", "removed", "added", "better", "unchanged")
    return sorted(out, key=lambda v: (order.index(v.change), _claim_number(v.claim), v.experiment))


def _claim_number(claim: str) -> int:
    digits = claim.lstrip("C")
    return int(digits) if digits.isdigit() else 0
