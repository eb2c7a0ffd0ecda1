"""Where and how a result was measured, as its pages say it: the machines (GPU UUID or host, OS
build), the commits, the processes, the profile, and the parts a result was measured in."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping
from typing import Any

from generator.analysis.text import short_id
from generator.render import markdown as md
from generator.schema import COMPILE_STATES, ExperimentResult, first_call_metric
from generator.spec import untimed_first
from generator.store.bundle import Bundle, ran
from generator.store.fingerprint import machine_id
from generator.store.journal import first_process_stops, stopped_seconds
from generator.store.results import cut_short


def cpu_banner(bundle: Bundle) -> str:
    """The warning every page of a CPU bundle carries; empty for GPU bundles."""
    if bundle.is_cuda:
        return ""
    return md.admonition("warning", "CPU numbers", f"Measured on the CPU ({bundle.header['profile']} profile): "
                         "no CUDA GPU was used. GPU-only metrics (kernel counts, GPU time) are skipped with "
                         "the reason.")


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
    # the machines of a point's processes that an earlier, cut measure ran (store.journal)
    found += [(m, os_of(p, bundle)) for p in points for m in (p.get("resumed") or {}).get("machines", [])]
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


def process_count(processes: int, device: str) -> str:
    """'1 capture + 3 timed processes' on CUDA (spec.processes_for), else '3 processes'."""
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


def resumed_note(result: ExperimentResult) -> str:
    """Where some grid points went on from a measure cut short (store.journal): how many, how many of
    their processes the earlier measure ran, when, and on which machines; empty where none did."""
    went_on = [p for p in result.points if p.get("resumed")]
    if not went_on:
        return ""
    earlier = sum(int(p["resumed"].get("processes", 0)) for p in went_on)
    when = sorted({p["resumed"].get("measured", "") for p in went_on} - {""})
    machines = sorted({m for p in went_on for m in p["resumed"].get("machines", [])})
    on = f" on {', '.join(f'`{short_id(m)}`' for m in machines)}" if machines else ""
    at = f" (from {when[0]})" if when else ""
    return (f"{len(went_on)} grid point{'s' if len(went_on) > 1 else ''} went on from a measure cut short: "
            f"{earlier} of {'their' if len(went_on) > 1 else 'its'} processes ran in that earlier measure{at}{on}, "
            "the rest in this one, and the intervals rest on all of them as one run's.\n")


def _seconds(value: float) -> str:
    """'48.3 s', '756 s', '4702 s': never in scientific notation (compiles near an hour's limit)."""
    return f"{value:.0f} s" if value >= 100 else f"{value:.3g} s"


def same_caches(point: Mapping[str, Any]) -> bool:
    """Whether every stop of the point's first process was on the machine that finished the point,
    where its compile caches could be (a machine elsewhere started from caches of its own)."""
    return {s.get("machine") for s in first_process_stops(point)} <= {point.get("machine")}


def cut_note(result: ExperimentResult) -> str:
    """The grid points a stop (a time limit, SIGTERM, Ctrl-C) ended a process inside (the point's
    `cut_inside`, store.journal), as a table: how long each stop found the process running; for a
    point whose first process was stopped and has since finished, that process's compile in the
    measure that finished it (by cache state: a mode finished before a stop compiles warm), which
    went on from the caches the stopped one left where the same caches were used (the same machine
    and CACHE; said where the machines differ), and the point's cold compile summed over the
    measures: at least that compile, at most it plus the stopped time (which also counts the point's
    other work, and work the stop lost); for a point still cut short, the time it reached. Then the
    points still cut short that some processes measured, stopped inside or not: how many of their
    processes ran, which their intervals rest on. Empty where no point was stopped inside or is cut."""
    stopped = [p for p in result.points if p.get("cut_inside")]
    notes = ([_stopped_table(result, stopped)] if stopped else []) + [_still_cut(result)]
    return "\n".join(note for note in notes if note)


def label(params: Mapping[str, Any]) -> str:
    """A grid point as a page names it: 'batch=32, model=resnet18'."""
    return ", ".join(f"{k}={v}" for k, v in params.items())


def _still_cut(result: ExperimentResult) -> str:
    """The points a stop left with some but not all of their processes: the page shows what those
    measured, and a measure of the point again runs only the processes it lacks where the journal of
    the measure that cut it is kept (store.journal)."""
    cut = [p for p in result.points if cut_short(p) and p["cut"].get("processes")]
    if not cut:
        return ""
    said = "; ".join(f"{label(p['params'])} ({p['cut']['processes']} of its {p['cut']['planned']} processes)"
                     for p in cut)
    return (f"Still cut short: {said}. The rows of a point cut short rest on the processes that ran. Measured "
            "again with the same code and setting where the journal of the measure that cut it is kept "
            "(`<results>/.journal/`, beside the bundle; the workflow's shard jobs carry it), the point runs only "
            "the processes it lacks; elsewhere it runs them all again.\n")


def _stopped_table(result: ExperimentResult, stopped: list[dict[str, Any]]) -> str:
    """cut_note's table of the points stopped inside."""
    names = {first_call_metric(state): state for state in COMPILE_STATES}
    rows = []
    for point in stopped:
        stops, firsts = point["cut_inside"], first_process_stops(point)
        ran_s = " + ".join(f"{_seconds(float(s['seconds']))} (process {s.get('process', 1)}"
                           + (f", `{short_id(s['machine'])}`" if s.get("machine") else "") + ")" for s in stops)
        by_state: dict[str, float] = defaultdict(float)
        for v in result.values:  # process 1's first calls, each mode's
            if v.get("replicate") == 0 and v.get("metric") in names and v.get("value") is not None \
                    and dict(v["params"]) == dict(point["params"]):
                by_state[names[v["metric"]]] += float(v["value"])
        compiled = sum(by_state.values())
        if cut_short(point) and not point["cut"].get("processes"):  # no process has finished it yet
            now, summed = "not finished", f"not finished after {_seconds(stopped_seconds(stops))}"
        elif not firsts:  # only a later, timed process was stopped: the point's cold compile was never cut
            now, summed = "—", "not stopped: process 1 compiled in one measure"
        elif not by_state:
            now, summed = "none recorded", f"unknown: {point.get('status', '')} after the stops"
        else:
            now = f"{_seconds(compiled)} (" + ", ".join(f"{_seconds(v)} {k}" for k, v in by_state.items()) + ")" \
                + ("" if same_caches(point) else " on another machine than the stop: its caches were not there")
            summed = (f"{_seconds(compiled)[:-2]}–{_seconds(stopped_seconds(firsts) + compiled)} "
                      f"over {len(firsts) + 1} measures")
        rows.append([label(point["params"]), ran_s, now, summed])
    return ("A stop (a time limit, SIGTERM or Ctrl-C) ended a process inside these grid points. Measured again with "
            "the same compile caches (the same machine and `CACHE`; the workflow's shard jobs carry theirs), the "
            "point goes on from what the stopped process compiled: a mode whose compile finished before the stop "
            "compiles warm, and the mode it was stopped in compiles again from whatever kernels and autotuning "
            "results the caches kept (named cold where the FX-graph cache missed). The point's cold compile summed "
            "over the measures lies between the finishing compile and that compile plus the stopped time, which "
            "also counts the point's other work and what the stop threw away.\n\n"
            + md.table(["grid point", "stopped after", "process 1's compile in the measure that finished it",
                        "cold compile, summed over the measures"], rows))
