"""What two releases measured on one device tell that one release cannot: claim C23.

C23 says that after a PyTorch upgrade results can shift by about ±10%. One bundle only shows the
run-to-run spread of its release (the `variance` experiment says the claim is not testable
there). Two bundles of one device on different releases show the shift itself, and each row's
process interval says how far one more fresh process on the same release would have landed: a
row moved between releases when it moved beyond that spread. Pure: reads bundles, imports no torch.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace

from generator import claims, verdicts
from generator.schema import Row, Verdict, params_key
from generator.store.bundle import Bundle

UNITS = {"x": "speedups", "ms": "per-call times"}  # the rows C23 compares, by unit
BAND = (0.05, 0.20)  # "about ±10%": a typical shift from half to twice the article's figure
MIN_SHARE = 0.05  # a 95% interval leaves about this share of rows outside by chance alone
MIN_ROWS = 5
EXPERIMENT = "diff"  # the Verdict's source: the comparison of two bundles, not one experiment

RULE = (
    "Between two PyTorch releases measured on one device: every speedup and per-call time (units × "
    "and ms) that has a 95% process interval in both bundles, in experiments whose code did not "
    "change. A row moved when neither side's value lies inside the other side's process interval "
    "(the run-to-run spread of one release). Holds if at least "
    f"{MIN_SHARE:.0%} of these rows moved (more than a 95% interval leaves outside by chance) "
    f"and the median |B/A − 1| of the moved rows lies within {BAND[0]:.0%}–{BAND[1]:.0%} (about the "
    "article's ±10%); partly holds if they moved by a typical size outside that band; does not hold if "
    "fewer moved than chance alone would move. Inconclusive when the distribution-free 95% interval "
    f"of that median straddles {BAND[0]:.0%} or {BAND[1]:.0%}, or when fewer than {MIN_ROWS} rows "
    "are comparable. Rows of one experiment are related (a speedup is a ratio of two times), so the "
    "shares are of rows, not of independent measurements"
)


def _usable(row: Row | None) -> bool:
    return (row is not None and row.status == "ok" and row.interval == "process" and row.unit in UNITS
            and row.value is not None and math.isfinite(row.value) and row.value > 0)


def same_hashes(a: Bundle, b: Bundle) -> set[str]:
    """The experiments both bundles hold with equal source hashes: measured with the same code where
    both hashed it under one Python (the commands' discovery.alike also sees through two)."""
    return {eid for eid, ea in a.experiments.items()
            if eid in b.experiments and ea.source_hash == b.experiments[eid].source_hash}


def pairs(a: Bundle, b: Bundle, alike: Collection[str] | None = None) -> list[tuple[Row, Row]]:
    """Rows comparable for C23: same experiment code (alike: the experiments measured with it; None:
    same_hashes), both ok, speedups or per-call times with process intervals."""
    same = same_hashes(a, b) if alike is None else alike
    out = []
    for eid, ea in a.experiments.items():
        eb = b.experiments.get(eid)
        if eb is None or eid not in same:
            continue
        index = {(r.variant, params_key(r.params), r.metric): r for r in eb.rows}
        for ra in ea.rows:
            rb = index.get((ra.variant, params_key(ra.params), ra.metric))
            if _usable(ra) and _usable(rb) and rb is not None and ra.unit == rb.unit:
                out.append((ra, rb))
    return out


def inside_other(a: Row, b: Row) -> bool:
    """Does one side's value lie inside the other side's interval (both rows ok, with values)?"""
    (alo, ahi), (blo, bhi) = verdicts.published(a), verdicts.published(b)
    assert a.value is not None and b.value is not None
    return alo <= b.value <= ahi or blo <= a.value <= bhi


def moved(a: Row, b: Row) -> bool:
    """Did a row move beyond the run-to-run spread between releases: neither value inside the other's interval?"""
    return not inside_other(a, b)


def median_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """Median of the values, its distribution-free interval (order statistics) and that interval's coverage:
    95% or more, except with five values or fewer, where min–max covers less (93.75% at five)."""
    xs = sorted(values)
    m = len(xs)

    def coverage(r: int) -> float:  # of [x_(r), x_(m-r+1)]: 1 - 2·P(Bin(m, ½) ≤ r-1)
        return 1 - 2 * sum(math.comb(m, i) for i in range(r)) / 2**m

    r = max((r for r in range(1, m // 2 + 1) if coverage(r) >= 0.95), default=1)
    return (xs[(m - 1) // 2] + xs[m // 2]) / 2, xs[r - 1], xs[m - r], coverage(r)


def _change(pair: tuple[Row, Row]) -> float:
    """B/A − 1 of a comparable pair."""
    ra, rb = pair
    assert ra.value is not None and rb.value is not None
    return rb.value / ra.value - 1


def _ladder(facts: Mapping[str, bool]) -> str:
    if not facts["moved"]:
        return "does not hold"
    return "holds" if facts["reaches"] and not facts["beyond"] else "partly holds"


def _largest(changed: Sequence[tuple[Row, Row]]) -> str:
    """The row that moved most (by the size of its log ratio), named, with its change."""
    pair = max(changed, key=lambda p: abs(math.log1p(_change(p))))
    row = pair[0]
    where = ", ".join(f"{k}={v}" for k, v in row.params.items())
    return f"{row.experiment} {row.variant} {row.metric}{f' ({where})' if where else ''} {_change(pair):+.0%}"


def c23(a: Bundle, b: Bundle, alike: Collection[str] | None = None) -> Verdict:
    """The claim the release diff decides (C23), from bundle A (the earlier release) and B (the later
    one) of one device; alike: as pairs takes it."""
    def out(decided: tuple[str, str], measured: str) -> Verdict:
        found = verdicts.verdict(claims.decided_by_diff(), decided, measured, RULE, EXPERIMENT)
        return replace(found, device=b.device_key, release=b.release)

    if a.device_key != b.device_key:
        return out((verdicts.NOT_TESTABLE, ""), f"A and B were measured on different devices ({a.device_key}, "
                   f"{b.device_key}): a change of machine is not a change of release")
    ta, tb = a.fingerprint.get("torch"), b.fingerprint.get("torch")
    if ta == tb:
        return out((verdicts.NOT_TESTABLE, ""), f"A and B ran the same PyTorch ({ta}): one release shows only "
                   "its run-to-run spread (the process-spread experiment)")
    found = pairs(a, b, alike)
    if not found:
        return out((verdicts.NOT_TESTABLE, ""), "no speedup or per-call time has a process interval in both "
                   "bundles with unchanged experiment code (a single-process experiment has none)")
    counts = {name: sum(1 for r, _ in found if r.unit == u) for u, name in UNITS.items()}
    units = ", ".join(f"{name}: {k}" for name, k in counts.items() if k)
    if len(found) < MIN_ROWS:
        return out((verdicts.INCONCLUSIVE, ""), f"torch {ta} → {tb}: only {len(found)} comparable rows "
                   f"({units}); the rule needs {MIN_ROWS}")
    changed = [pair for pair in found if moved(*pair)]
    share = len(changed) / len(found)
    head = (f"torch {ta} → {tb}: {len(changed)} of {len(found)} comparable rows ({units}) moved beyond both "
            f"process intervals ({share:.0%})")
    if not changed:
        return out(("does not hold", ""), head)
    typical, lo, hi, covered = median_interval([abs(_change(pair)) for pair in changed])
    size = f"median {typical:.1%} [{lo:.1%}, {hi:.1%}]"
    facts = {"moved": verdicts.known(share >= MIN_SHARE, f"{share:.0%} of rows moved ≥ {MIN_SHARE:.0%}"),
             "reaches": verdicts.value_at_least(lo, hi, BAND[0], f"{size} ≥ {BAND[0]:.0%}"),
             "beyond": verdicts.value_at_least(lo, hi, BAND[1], f"{size} ≥ {BAND[1]:.0%}")}
    measured = (f"{head}; |B/A − 1| of the moved rows: {size} ({covered:.1%} interval of the median); "
                f"largest: {_largest(changed)}")
    return out(verdicts.decide(_ladder, facts), measured)
