"""Shared pieces of every verdict rule: formatting, why rows are missing, and deciding on intervals.

A rule asks yes/no questions of measured intervals ("is the speedup at least 1.44×?"). Each
answer is a `Fact`: yes when the whole interval lies on the yes side of the threshold, no when
it lies wholly on the other side, and undecided when the threshold lies inside the interval.
`decide` runs the rule's ladder over every way the undecided facts could fall; when they all
give one verdict, that is the verdict, otherwise it is "inconclusive" and says which thresholds
the intervals straddle. So noise never picks a side.

The interval a fact is decided on is the row's **re-run interval**: where the mean of another run
of the same comparison would land (95%). Another run's mean and this one's differ by two
independent errors of the same size, so that interval is the mean's own confidence interval
widened by √2 in log space. Deciding on the mean's interval alone let a result about one
half-width from a threshold go either way: on the H200 (torch 2.11, three runs at 36db0d8) the
suite's mean of 1.78× read "holds" twice and "inconclusive" once against the 2× edge, from
intervals 10% either side. A verdict stated here is one a re-run is expected to repeat.

This module is part of the rules' hash (discovery.RULE_MODULES), not the measuring code's: a change
to a shared rule re-decides the stored rows of every experiment and re-measures nothing.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from generator.schema import POINT, Row, Verdict, find_row

INCONCLUSIVE = "inconclusive"
# A cold compile happens once per run, so its run cannot measure its spread. With a between-run
# calibration of the setting its row carries an interval ("runs"); without one it counts as ±25%:
# the same cold compile moved by up to a fifth between runs on lent H200 machines (max-autotune at
# one shape: 40–57 s; the MLP's default-mode compile: 2.5–3.5 s).
SINGLE_COMPILE_SPREAD = 0.25
MAX_OPEN = 16  # undecided facts a rule's ladder is tried over (2^n ways); more is inconclusive at once
NOT_TESTABLE = "not testable here"


def num(x: float) -> str:
    """Three significant digits below 1,000, whole numbers from there on, never an exponent there:
    0.0521, 947, 1,000 (for 999.7), 1,012."""
    return f"{x:,.0f}" if abs(x) >= 999.5 else f"{x:.3g}"


def _ordered(value: float, lo: float | None, hi: float | None, scale: float) -> tuple[float, float]:
    lo = value if lo is None else lo
    hi = value if hi is None else hi
    a, b = min(lo, value) * scale, max(hi, value) * scale
    return (a, b) if a <= b else (b, a)


def published(row: Row, scale: float = 1.0) -> tuple[float, float]:
    """The row's own interval (lo, hi: for a process interval, where one more process lands), lowest first."""
    assert row.value is not None
    return _ordered(row.value, row.lo, row.hi, scale)


RERUN_WIDENING = math.sqrt(2)  # another run's mean against this one's: twice the variance of one


def rerun(row: Row) -> tuple[float, float] | None:
    """The row's re-run interval (see the module's doc), unscaled: its mean's 95% interval
    (ci_lo, ci_hi) widened by √2 about the value in log space; None where it has no such interval
    or a value a log cannot take."""
    if row.value is None or row.ci_lo is None or row.ci_hi is None or min(row.value, row.ci_lo, row.ci_hi) <= 0:
        return None
    lo, hi = sorted((row.ci_lo, row.ci_hi))
    value = row.value
    return (value * (min(lo, value) / value) ** RERUN_WIDENING, value * (max(hi, value) / value) ** RERUN_WIDENING)


def bounds(row: Row, scale: float = 1.0) -> tuple[float, float]:
    """The interval a verdict decides on, scaled, lowest first: the row's re-run interval where it
    has one (`rerun`), else the row's own interval (a range, a one-process bootstrap), else its
    value alone.

    A claim is about the typical value, so it is decided on the mean over the run's processes,
    not on where a single further process would land (the row's lo, hi); and on where another
    run's mean lands, so that the verdict is one a re-run repeats.
    """
    assert row.value is not None
    found = rerun(row)
    if found is not None:
        return _ordered(row.value, found[0], found[1], scale)
    return _ordered(row.value, row.lo, row.hi, scale)


def once_bounds(row: Row) -> tuple[float, float, str]:
    """A value measured once per run (a cold compile): the interval a verdict decides on, and how
    it was obtained: the row's own from the spread between runs, or ±SINGLE_COMPILE_SPREAD."""
    assert row.value is not None
    if row.interval == "runs" and row.ci_lo is not None and row.ci_hi is not None:
        lo, hi = bounds(row)
        return lo, hi, f"[{num(lo)}, {num(hi)}] from the spread between runs (re-run)"
    spread = 1 + SINGLE_COMPILE_SPREAD
    return row.value / spread, row.value * spread, f"one sample, counted ±{SINGLE_COMPILE_SPREAD:.0%}"


def noun_count(n: float, noun: str) -> str:
    """'1 graph', '3 graphs': a whole count with its noun (plural by an s)."""
    return f"{n:.0f} {noun}" + ("" if round(n) == 1 else "s")


def fmt(row: Row | None, unit: str = "", scale: float = 1.0) -> str:
    """'1.43× [1.38, 1.49]': a row's value with its (published) interval where it has one, or 'n/a'."""
    if row is None or row.value is None:
        return "n/a"
    text = f"{num(row.value * scale)}{unit}"
    if row.lo is not None and row.hi is not None and row.lo != row.hi:
        lo, hi = published(row, scale)
        text += f" [{num(lo)}, {num(hi)}]"
    return text


def decided(row: Row, unit: str = "", scale: float = 1.0) -> str:
    """The row as a verdict weighs it: fmt, plus the re-run interval it is decided on where it has one."""
    text = fmt(row, unit, scale)
    if rerun(row) is not None:
        lo, hi = bounds(row, scale)
        text += f" (re-run: [{num(lo)}, {num(hi)}])"
    return text


def why_missing(rows: Sequence[Row], *, metric: str | None = None, variants: Iterable[str] = (),
                **params: object) -> str:
    """Why a verdict's rows are absent: a skip reason (e.g. a CPU run) or the grid point's failure.

    Rows of the named metric, of the named variants, or the point's own row are preferred to any
    other non-ok row of the same parameters.
    """
    wanted = set(variants)
    matching = [r for r in rows if r.status != "ok" and all(r.params.get(k) == v for k, v in params.items())]
    preferred = [r for r in matching if r.metric in (metric, POINT) or r.variant in wanted]
    for row in preferred or matching:
        return f"{row.status}: {row.reason}"
    where = ", ".join(f"{k}={v}" for k, v in params.items())
    return "the rows this verdict needs were not measured" + (f" ({where})" if where else "")


@dataclass(frozen=True)
class Fact:
    """A yes/no answer from an interval: True, False, or None when the interval straddles the threshold."""

    value: bool | None
    text: str  # what was asked, with the numbers: "speedup 1.43 [1.38, 1.49] ≥ 1.44"
    # at_least / at_most split the text into the row asked about and the test, so that an
    # inconclusive note names one row once with all the thresholds it straddles
    subject: str = ""  # "speedup 1.43 [1.38, 1.49]"
    test: str = ""  # "≥ 1.44"
    grow: float | None = None  # an undecided fact: how many times its evidence would decide it (grow_to_settle)
    unmeasured: bool = False  # undecided because this run could not measure it, not on an interval


ON_THRESHOLD = 1e-9  # a value this close to a threshold (log scale) sits on it: no evidence moves it off


def grow_to_settle(value: float, lo: float, hi: float, threshold: float) -> float | None:
    """How many times the evidence behind an interval that straddles a threshold (lo, hi about value)
    would put the threshold outside it, if the value stayed where it is: the interval's half-width
    on the threshold's side over the value's distance from it, squared, in log space (an interval
    narrows as one over the root of the runs and processes it rests on). None where it cannot be
    told: the value on the threshold, or a value a log cannot take."""
    if min(value, lo, hi, threshold) <= 0:
        return None
    distance = abs(math.log(threshold / value))
    if distance < ON_THRESHOLD:
        return None
    half = math.log(hi / value) if threshold > value else math.log(value / lo)
    return max((half / distance) ** 2, 1.0)


class Decision(tuple):
    """A decided verdict and the note that says why when it is inconclusive, as a pair (outcome,
    note), with how many times the evidence would settle an inconclusive one (`grow`; None: it
    cannot be told, or it is settled)."""

    grow: float | None

    def __new__(cls, outcome: str, note: str, grow: float | None = None) -> Decision:
        found = super().__new__(cls, (outcome, note))
        found.grow = grow
        return found

    @property
    def outcome(self) -> str:
        return str(self[0])

    @property
    def note(self) -> str:
        return str(self[1])


def _side(lo: float, hi: float, threshold: float, at_least: bool) -> bool | None:
    if at_least:
        return True if lo >= threshold else False if hi < threshold else None
    return True if hi <= threshold else False if lo > threshold else None


def at_least(row: Row, threshold: float, what: str, scale: float = 1.0, unit: str = "") -> Fact:
    """Is the row's whole interval at or above the threshold (in the row's units × scale)?"""
    lo, hi = bounds(row, scale)
    side = _side(lo, hi, threshold, True)
    return _tested(side, f"{what} {decided(row, unit, scale)}", f"≥ {num(threshold)}{unit}",
                   _grow(side, row, lo, hi, threshold, scale))


def at_most(row: Row, threshold: float, what: str, scale: float = 1.0, unit: str = "") -> Fact:
    """Is the row's whole interval at or below the threshold?"""
    lo, hi = bounds(row, scale)
    side = _side(lo, hi, threshold, False)
    return _tested(side, f"{what} {decided(row, unit, scale)}", f"≤ {num(threshold)}{unit}",
                   _grow(side, row, lo, hi, threshold, scale))


def _grow(side: bool | None, row: Row, lo: float, hi: float, threshold: float, scale: float) -> float | None:
    """grow_to_settle for an undecided fact on a row (None for a decided one)."""
    return None if side is not None or row.value is None else grow_to_settle(row.value * scale, lo, hi, threshold)


def _tested(value: bool | None, subject: str, test: str, grow: float | None = None) -> Fact:
    return Fact(value, f"{subject} {test}", subject, test, grow)


def _named(facts: Mapping[str, Fact]) -> str:
    """The facts' texts joined, a row asked about more than once (at_least, at_most: the same
    subject) named once with all its tests: "speedup 1.04× [0.588, 1.83] ≥ 1.1×, ≤ 1.3×, ≥ 1×"."""
    groups: dict[str, list[Fact]] = {}
    for key, f in facts.items():
        groups.setdefault(f"subject {f.subject}" if f.subject else f"fact {key}", []).append(f)
    return "; ".join(group[0].subject + " " + ", ".join(f.test for f in group) if group[0].subject
                     else group[0].text for group in groups.values())


def value_at_least(lo: float, hi: float, threshold: float, text: str) -> Fact:
    """at_least for an interval computed by the rule itself (e.g. a ratio of two rows' bounds); its
    value, for grow_to_settle, is taken as the interval's geometric middle."""
    lo, hi = min(lo, hi), max(lo, hi)
    side = _side(lo, hi, threshold, True)
    grow = grow_to_settle(math.sqrt(lo * hi), lo, hi, threshold) if side is None and lo > 0 else None
    return Fact(side, text, grow=grow)


def known(value: bool, text: str) -> Fact:
    """A fact with no interval to straddle (a count, a flag)."""
    return Fact(value, text)


def _most(grows: Iterable[float | None]) -> float | None:
    """The most evidence any of several undecided facts needs (None where one cannot be told)."""
    found = list(grows)
    return None if not found or any(g is None for g in found) else max(found)  # type: ignore[type-var]


def decide(ladder: Callable[[Mapping[str, bool]], str], facts: Mapping[str, Fact]) -> Decision:
    """The ladder's verdict over every way the undecided facts could fall; inconclusive if they disagree.

    Returns (verdict, note, grow): the note names the undecided facts that would change the verdict,
    for the measured text of an inconclusive verdict (empty otherwise); grow, how many times its
    evidence would settle the one of them that needs the most (grow_to_settle).
    """
    fixed = {k: f.value for k, f in facts.items() if f.value is not None}
    open_ = [k for k, f in facts.items() if f.value is None]
    if len(open_) > MAX_OPEN:
        return Decision(INCONCLUSIVE, f"inconclusive: {len(open_)} intervals straddle their thresholds, e.g. "
                        + _named({k: facts[k] for k in open_[:3]}), _most(facts[k].grow for k in open_))
    by_combo = {combo: ladder({**fixed, **dict(zip(open_, combo))})
                for combo in itertools.product((True, False), repeat=len(open_))}
    outcomes = set(by_combo.values())
    if len(outcomes) == 1:
        return Decision(outcomes.pop(), "")
    # name the open facts whose answer can change the verdict, not those that change nothing
    matters = [k for i, k in enumerate(open_)
               if any(by_combo[c] != by_combo[c[:i] + (not c[i],) + c[i + 1:]] for c in by_combo)]
    return Decision(INCONCLUSIVE, "inconclusive: " + _undecided({k: facts[k] for k in matters}),
                    _most(facts[k].grow for k in matters))


def _undecided(facts: Mapping[str, Fact]) -> str:
    """The open facts that decide: those on an interval straddle its threshold; one this run could
    not measure (a count the CPU cannot take) is named as such."""
    tested = {k: f for k, f in facts.items() if not f.unmeasured}
    others = [f.text for f in facts.values() if f.unmeasured]
    parts = (["the interval straddles the threshold in " + _named(tested)] if tested else []) + others
    return "; ".join(parts)


def banded(row: Row, cuts: Sequence[float], labels: Sequence[str], what: str,
           scale: float = 1.0, unit: str = "") -> Decision:
    """A verdict by where the row's interval lies on a ladder of thresholds.

    labels[i] holds for values in [cuts[i-1], cuts[i]) (labels has one entry more than cuts,
    cuts in increasing order). An interval whose ends fall under different labels is inconclusive.
    """
    if len(labels) != len(cuts) + 1 or list(cuts) != sorted(cuts):
        raise ValueError("banded needs increasing cuts and one label more than cuts")
    lo, hi = bounds(row, scale)

    def label(x: float) -> str:
        return labels[sum(1 for c in cuts if x >= c)]

    crossed = [c for c in cuts if lo < c <= hi]
    spanned = {label(lo), label(hi)} | {label(c) for c in crossed}
    if len(spanned) == 1:
        return Decision(spanned.pop(), "")
    value = row.value * scale
    return Decision(INCONCLUSIVE, (f"inconclusive: {what} {decided(row, unit, scale)} straddles "
                                   + ", ".join(f"{num(c)}{unit}" for c in crossed)),
                    _most(grow_to_settle(value, lo, hi, c) for c in crossed))


def fewer_kernels(eager: Row | None, compiled: Row | None, name: str) -> tuple[str, Fact]:
    """Kernels per call, eager → compiled, and whether compiled launches fewer: exact counts, or an
    open fact where they were not counted (the CPU has no kernel profiler)."""
    if eager is None or compiled is None or eager.value is None or compiled.value is None:
        return "kernels per step not measured", Fact(None, f"{name}: kernels per step not measured", unmeasured=True)
    fewer = compiled.value < eager.value
    return (f"kernels per step {num(eager.value)} → {num(compiled.value)} ({'fewer' if fewer else 'not fewer'})",
            known(fewer, f"{name}: fewer kernels per step"))


def gain_in_band(gains: Mapping[str, Row], mechanism: Mapping[str, Fact], band: tuple[float, float]) -> Decision:
    """A gain the article puts in a band, by the mechanism it names, for each of several models
    (speedup rows): holds if every gain lies in the band and every model shows the mechanism;
    partly holds if some model's gain reaches the band's low end; does not hold if none does;
    inconclusive where an open interval, or an uncounted mechanism, could change that."""
    facts: dict[str, Fact] = {}
    for name, row in gains.items():
        facts[f"{name} low"] = at_least(row, band[0], f"{name} speedup", unit="×")
        facts[f"{name} high"] = at_most(row, band[1], f"{name} speedup", unit="×")
        facts[f"{name} mechanism"] = mechanism[name]

    def ladder(f: Mapping[str, bool]) -> str:
        if all(f[f"{n} low"] and f[f"{n} high"] and f[f"{n} mechanism"] for n in gains):
            return "holds"
        return "partly holds" if any(f[f"{n} low"] for n in gains) else "does not hold"

    return decide(ladder, facts)


def verdict(claim: str, decided: tuple[str, str] | Decision, measured: str, rule: str, experiment: str) -> Verdict:
    """A Verdict whose measured text ends with the note of an inconclusive decision (and which
    records how many times its evidence would settle it, where that can be told)."""
    outcome, note = decided[0], decided[1]
    grow = decided.grow if isinstance(decided, Decision) and outcome == INCONCLUSIVE else None
    return Verdict(claim, outcome, f"{measured}; {note}" if note else measured, rule, experiment, grow=grow)


def not_testable(claim: str, why: str, rule: str, experiment: str) -> Verdict:
    """The verdict when the rows a rule needs are absent; `why` says why (skip reason, failure)."""
    return Verdict(claim, NOT_TESTABLE, why, rule, experiment)


def find(rows: Sequence[Row], variant: str, metric: str, /, **params: object) -> Row | None:
    """schema.find_row, and only when the row it finds has a value (a rule needs a number)."""
    row = find_row(rows, variant, metric, **params)
    return row if row is not None and row.value is not None else None
