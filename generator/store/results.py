"""The results API: what every command that holds an experiment's results does with them.

`measure`, `combine`, `redecide` and the tests all go through these functions: the status a
result's points give it, which of two measurements of one grid point to keep, and folding the
points of one result into another (asv's `Results.add_result(selected_idx=…)` is the model: the
points not measured this time stay inside the result). Everything here is a pure function of
plain data; verdicts are decided by the caller (runner.decide), which knows the experiment.

A grid point is `cut short` when the measure was ended (a time limit, SIGTERM, Ctrl-C) before all
the processes planned for it ran: `point["cut"] = {"processes": got, "planned": planned}`. It keeps
what those processes measured, it is never cached as complete, never replaces a better earlier
measurement of the point, and the next measure measures it again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from generator.schema import ExperimentResult, params_key, point_slug
from generator.store import fingerprint
from generator.store.bundle import Bundle, coverage

COMPLETE = ("ok", "skipped")


def cut_short(point: Mapping[str, Any]) -> bool:
    """Whether the point got fewer processes than planned because the measure was ended."""
    return bool(point.get("cut"))


def complete(point: Mapping[str, Any]) -> bool:
    """A point measured (or skipped) in every process planned for it, none failing."""
    return point["status"] in COMPLETE and not cut_short(point)


def rank(point: Mapping[str, Any]) -> float:
    """How much of a measurement the point holds: complete 4, some processes failed 3, cut short
    between 2 and 3 (by the share of its processes that ran), failed 0."""
    if point["status"] == "failed":
        return 0.0
    if cut_short(point):
        cut = point["cut"]
        return 2.0 + min(cut.get("processes", 0) / max(cut.get("planned", 1), 1), 0.99)
    return 4.0 if point["status"] in COMPLETE else 3.0


def better(now: Mapping[str, Any], then: Mapping[str, Any]) -> bool:
    """Whether a point measured now replaces its earlier measurement: unless it holds less of one
    (failed, or cut short, where the earlier was complete); the later of two alike wins."""
    return rank(now) >= rank(then)


def status_of(points: Sequence[Mapping[str, Any]], noted: bool) -> tuple[str, list[str]]:
    """An experiment's status from its grid points (noted: its processes crashed or were cut
    short, which leaves it partial), and the notes on its failed, partial and cut points."""
    failed = [p for p in points if p["status"] == "failed"]
    partial = [p for p in points if p["status"] == "partial" and not cut_short(p)]
    cut = [p for p in points if cut_short(p)]
    ran = [p for p in points if p["status"] != "skipped"]
    if not ran:
        status = "skipped"
    elif len(failed) == len(ran):
        status = "failed"
    else:
        status = "partial" if failed or partial or cut or noted else "ok"
    notes = []
    if failed:
        notes.append(f"{len(failed)} of {len(ran)} grid points failed; first: {failed[0]['error']}")
    if partial:
        notes.append(f"{len(partial)} grid points lost some processes; first: {partial[0]['error']}")
    if cut:
        got = cut[0]["cut"]
        notes.append(f"{len(cut)} grid point{'s' if len(cut) != 1 else ''} cut short (the first got "
                     f"{got.get('processes', 0)} of its {got.get('planned', 0)} processes): measured again next time")
    return status, notes


def _in_grid_order(grid: Sequence[str]) -> Callable[[Iterable[Any], Callable[[Any], Mapping]], list]:
    order = {key: i for i, key in enumerate(grid)}

    def ordered(items: Iterable[Any], params_of: Callable[[Any], Mapping]) -> list:
        return sorted(items, key=lambda x: order.get(params_key(params_of(x)), len(order)))
    return ordered


def fold(earlier: ExperimentResult, result: ExperimentResult, grid: Sequence[str]) -> ExperimentResult:
    """The result's points folded into the earlier result of the same experiment measured alike
    (same_method): undecided (the caller decides its verdicts on the whole).

    A point measured now replaces its earlier measurement where it is `better`; otherwise (it failed
    or was cut short, and the earlier one holds more) the earlier one stays. The earlier result's
    other points keep their rows, kernels, samples and artifacts as they were merged then. Each
    point keeps when it was measured; `seconds` sums every part. grid: the experiment's whole grid
    (params_key, in grid order), the order the result keeps.
    """
    now = taken_from_now(earlier, result)
    slugs = {point_slug(p["params"]) for p in result.points if params_key(p["params"]) in now}
    ordered = _in_grid_order(grid)

    def merged(before: list, latest: list, params_of: Callable[[Any], Mapping] = lambda x: x["params"]) -> list:
        """The earlier items of points not taken from now, then this measure's, in grid order."""
        return ordered([x for x in before if params_key(params_of(x)) not in now]
                       + [x for x in latest if params_key(params_of(x)) in now], params_of)

    points = merged(earlier.points, result.points)
    # this measure's processes crashed or were cut short (more than some of its points failing), or
    # points of it lost to their earlier measurement: the whole then says so
    noted = result.status != status_of(result.points, False)[0]
    kept_then = [p for p in result.points if params_key(p["params"]) not in now]
    notes = [f"this measure of {coverage(result)}: {result.error}"] if noted and result.error else []
    if kept_then:
        notes.append(f"{len(kept_then)} point{'s' if len(kept_then) != 1 else ''} failed or cut short in the latest "
                     f"measure keep{'s' if len(kept_then) == 1 else ''} the earlier measurement; first: "
                     f"{kept_then[0].get('error', '') or 'cut short'}")
    status, more = status_of(points, bool(notes))
    return dataclasses.replace(
        result, status=status, error="; ".join(notes + more), seconds=earlier.seconds + result.seconds,
        points=points, rows=merged(earlier.rows, result.rows, lambda r: r.params), verdicts=[], rules="",
        spread_floors=result.spread_floors or earlier.spread_floors,
        # the spreads between runs of one measurement, pools and own together
        **_between(result if result.between_runs or result.between_own else earlier),
        kernels=merged(earlier.kernels, result.kernels), samples=merged(earlier.samples, result.samples),
        values=merged(earlier.values, result.values),
        artifacts={**{k: v for k, v in earlier.artifacts.items() if k.split("/", 1)[0] not in slugs},
                   **{k: v for k, v in result.artifacts.items() if k.split("/", 1)[0] in slugs}})


def _between(result: ExperimentResult) -> dict[str, Any]:
    return {"between_runs": result.between_runs, "between_own": result.between_own}


def taken_from_now(earlier: ExperimentResult, result: ExperimentResult) -> set[str]:
    """The points (params_key) of the result that fold() takes over the earlier result's."""
    then = {params_key(p["params"]): p for p in earlier.points}
    return {params_key(p["params"]) for p in result.points
            if params_key(p["params"]) not in then or better(p, then[params_key(p["params"])])}


def code_of(result: ExperimentResult, fp: Mapping[str, Any]) -> dict[str, Any]:
    """What a result was measured with, as a fingerprint for discovery.same_measuring_code: its
    bundle's Python, and the commit each of its points names where they all name one, from clean
    trees (a result kept from an earlier measure keeps its own points' commit, not the bundle's)."""
    stamps = [stamped(p, "", fp) for p in result.points]
    commits = {p.get("commit") for p in stamps}
    one = commits.pop() if len(commits) == 1 else None
    # a point stamped with its bundle's commit is clean where the bundle's tree is known to be (a
    # dirty one is marked on each point; an unknown one, dirty None, is not)
    header_clean = (fp.get("git") or {}).get("dirty") is False
    clean = bool(stamps) and all(not p.get("dirty") and (header_clean or p.get("commit") != fingerprint.commit_of(fp))
                                 for p in stamps)
    return {"python": fp.get("python"), "git": {"commit": one if clean else None, "dirty": not clean}}


def stamped(point: Mapping[str, Any], measured: str, fp: Mapping[str, Any]) -> dict[str, Any]:
    """The point with when (`measured`), on which machine (and OS build) and at which commit it was
    measured, where it does not say so already: a point of a bundle written before these stamps
    takes its bundle's (a part measured on another machine must not pass as this one's)."""
    out = {**point, "measured": point.get("measured") or measured}
    machine, commit = fingerprint.machine_id(fp), fingerprint.commit_of(fp)
    if machine and not out.get("machine"):
        out["machine"] = machine
    if fp.get("os") and not out.get("os"):  # the OS build is the machine's, not the setting's
        out["os"] = fp["os"]
    if commit and not out.get("commit"):
        out["commit"] = commit
        if (fp.get("git") or {}).get("dirty"):
            out["dirty"] = True  # measured from a tree with uncommitted changes to that commit
    return out


def carried(previous: Bundle, result: ExperimentResult) -> ExperimentResult:
    """A result of an earlier bundle written into a new one: its points stamped (`stamped`) from
    that bundle's header where they record nothing themselves."""
    created = previous.header.get("created", "")
    return dataclasses.replace(result, points=[stamped(p, created, previous.fingerprint) for p in result.points])


def same_method(a: ExperimentResult, b: ExperimentResult, header_profile: str = "") -> bool:
    """Whether two results of one experiment were measured alike (ExperimentResult.method_key); a
    result that did not record its measuring code is not taken as alike."""
    return bool(a.method) and a.method_key(header_profile) == b.method_key(header_profile)


def reusable(result: ExperimentResult, keys: Mapping[str, str]) -> set[str]:
    """The points (params_key) of the result still valid where `keys` (params_key -> point key) are
    today's: measured completely under the same key."""
    return {params_key(p["params"]) for p in result.points
            if complete(p) and p.get("key") and keys.get(params_key(p["params"])) == p["key"]}


def missing(result: ExperimentResult, grid: Sequence[Mapping[str, Any]]) -> list[tuple[dict[str, Any], str]]:
    """The grid points the result does not hold complete, in grid order, each with why: 'not
    measured' (absent), 'cut short' or its status ('failed', 'partial')."""
    held = {params_key(p["params"]): p for p in result.points}
    out = []
    for params in grid:
        point = held.get(params_key(params))
        if point is None:
            out.append((dict(params), "not measured"))
        elif not complete(point):
            out.append((dict(params), "cut short" if cut_short(point) else point["status"]))
    return out
