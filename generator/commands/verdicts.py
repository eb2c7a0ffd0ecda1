"""`generator verdicts [RUN ...]`: the verdicts of a setting decided on all its evidence.

With no RUN, for every published bundle under the results folder: the bundle, its re-runs
(results/reruns/<name>/<run>/) and its full-profile supplement (results/full/<name>/) pooled by
process (analysis.pool), one verdict per claim (claims.one_verdict) with each deciding
experiment's beside it. With RUNs: exactly those bundle directories, the first the reference, so
that anyone can check what leaving a run out changes; `--leave-one-out` does that for every run
and exits 1 where a claim's verdict without one of them differs from the verdict with all.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Sequence
from pathlib import Path

from generator import calibration, claims
from generator.analysis import pool
from generator.analysis.pooled import Pooled, settle
from generator.analysis.runs import identity, load_reruns, made_from, read_run
from generator.commands.measure import setting_calibration
from generator.render import load
from generator.render.model import DeviceModel
from generator.runner import decide, discovery
from generator.runner.discovery import Experiment
from generator.schema import LabError
from generator.store import bundle as bundle_store
from generator.store.bundle import Bundle
from generator.store.fingerprint import bundle_name, machine_id

DIFFERS_EXIT = 1


def setting_runs(bundle: Bundle, results_dir: Path, reruns: Sequence[tuple[str, Bundle]] | None = None,
                 full: Bundle | None = None) -> list[tuple[str, Bundle]]:
    """A published bundle's evidence as named runs: itself, its re-runs, its full-profile supplement
    (each read from results_dir unless given), named from the results folder on. A copy of a run
    already named (the same creation time, machine and rows) is left out, with a warning."""
    name, top = bundle_name(bundle.fingerprint), Path(results_dir).name
    if reruns is None:
        reruns, _ = load_reruns(Path(results_dir) / load.RERUNS / name)
    if full is None:
        full, _ = load.full_profile(bundle, Path(results_dir) / load.FULL)
    found = [(f"{top}/{name}", bundle)] + [(f"{top}/{load.RERUNS}/{name}/{run}", b) for run, b in reruns]
    found += [(f"{top}/{load.FULL}/{name}", full)] if full is not None else []
    return _distinct(found)


def _distinct(found: Sequence[tuple[str, Bundle]]) -> list[tuple[str, Bundle]]:
    """The runs, a copy of one named before (the same creation time, machine and rows) left out with a
    warning."""
    runs: dict[tuple, tuple[str, Bundle]] = {}
    for run_name, run in found:
        key = identity(run)
        if key in runs:
            print(f"warning: {run_name} is a copy of {runs[key][0]}: left out of the evidence", file=sys.stderr)
            continue
        runs[key] = (run_name, run)
    return list(runs.values())


def full_runs(bundle: Bundle, full: Bundle | None, results_dir: Path,
              reruns: Sequence[tuple[str, Bundle]]) -> list[tuple[str, Bundle]]:
    """The full-profile supplement's evidence as named runs, where it is a setting of its own (its
    profile not the published bundle's; else none: it pools with the published one, setting_runs):
    itself and the re-runs of its profile (a part measured again keeps the earlier measurement
    there), named from the results folder on."""
    if full is None or full.profile == bundle.profile:
        return []
    name, top = bundle_name(full.fingerprint), Path(results_dir).name
    return _distinct([(f"{top}/{load.FULL}/{name}", full),
                      *((f"{top}/{load.RERUNS}/{name}/{run}", b) for run, b in reruns if b.profile == full.profile)])


def pooled(runs: Sequence[tuple[str, Bundle]], experiments: Sequence[Experiment]) -> Pooled:
    """The runs pooled with the calibration of their setting made from other runs (independent):
    the one of their profile, else, for a profile with none of its own (the full one), the default
    profile's, as measure gives their intervals."""
    ref = runs[0][1]
    found = setting_calibration(bundle_name(ref.fingerprint), ref.profile)
    return pool.pool(runs, experiments, independent(found, runs))


def independent(found: calibration.Calibration | None,
                runs: Sequence[tuple[str, Bundle]]) -> calibration.Calibration | None:
    """The calibration where none of the runs it was made from is among `runs` (by creation time and
    machine), else None: the runs' own spread between them is that calibration's evidence already,
    and pooling the two would count it twice, with degrees of freedom they do not have."""
    if found is None or any(made_from(str(b.header.get("created", "")), machine_id(b.fingerprint), found.runs)
                            for _, b in runs):
        return None
    return found


def report(found: Pooled, runs: Sequence[tuple[str, Bundle]]) -> str:
    """The pooled verdicts as terminal text: the runs, one line per claim, the inconclusive ones' notes."""
    ref = runs[0][1]
    pooled = {n for e in found.experiments.values() for n in e.pooled}
    lines = [f"{bundle_name(ref.fingerprint)} ({ref.fingerprint.get('device_name')}, torch "
             f"{ref.fingerprint.get('torch')}): {len(runs)} run{'s' if len(runs) != 1 else ''}, "
             f"{len(pooled)} pooled at some point"]
    lines += [f"  run {i + 1}: {name} ({b.header.get('created', '')[:16]}, profile {b.profile})"
              + ("" if name in pooled else ": measured otherwise, pooled at no point") for i, (name, b) in enumerate(runs)]
    by_claim = found.by_claim()
    lines.append("")
    for claim in claims.CLAIMS:
        parts = by_claim.get(claim.id, [])
        if not parts:
            continue
        one = claims.one_verdict(claim.id, parts)
        told = "; ".join(f"{v.experiment} {v.verdict} ({_runs(found, v.experiment)})" for v in parts)
        lines.append(f"{claim.id:>4}  {one.verdict:<18} {told}" + ("  [experiments disagree]" if one.disagree else ""))
    for figure in found.figures:
        lines.append(f"\n{figure.claim} beside its verdict: {figure.measured}; read against the article: "
                     f"{figure.reading}")
    undecided = [v for v in found.verdicts() if v.verdict == "inconclusive"]
    if undecided:
        lines.append("\nInconclusive, and what would settle it:")
        lines += [f"  {v.claim} ({v.experiment}): {settle(v.grow, max(found.experiments[v.experiment].most, 1))}"
                  for v in undecided]
    notes = [f"  {e.id}: {why}" for e in found.experiments.values() for why in
             ([e.error] if e.error else []) + [f"{name} not pooled: {left}" for name, left in e.left.items()]]
    if notes:
        lines += ["\nNotes:", *notes]
    return "\n".join(lines) + "\n"


def _runs(found: Pooled, experiment: str) -> str:
    most = max(found.experiments[experiment].most, 1)
    return f"{most} run{'s' if most != 1 else ''}"


def leave_one_out(runs: Sequence[tuple[str, Bundle]], experiments: Sequence[Experiment]) -> tuple[str, bool]:
    """Each claim's verdict over all the runs and over every set without one of them; whether any differs."""
    every = _one_verdicts(pooled(runs, experiments))
    subsets = [[r for j, r in enumerate(runs) if j != i] for i in range(len(runs))]
    without = [_one_verdicts(pooled(s, experiments)) for s in subsets]
    head = ["claim", "all runs"] + [f"without run {i + 1}" for i in range(len(runs))] + ["same"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    differs = False
    for claim in claims.CLAIMS:
        if claim.id not in every:
            continue
        found = [w.get(claim.id, "–") for w in without]
        same = all(f == every[claim.id] for f in found)
        differs |= not same
        lines.append("| " + " | ".join([claim.id, every[claim.id], *found, "yes" if same else "DIFFERS"]) + " |")
    return "\n".join(lines) + "\n", differs


def _one_verdicts(found: Pooled) -> dict[str, str]:
    return {c: claims.one_verdict(c, parts).verdict for c, parts in found.by_claim().items()}


def _published(results_dir: Path) -> list[list[tuple[str, Bundle]]]:
    """Every published bundle under results_dir with its evidence (setting_runs)."""
    found = []
    for path in bundle_store.find(results_dir):
        try:
            bundle = bundle_store.read(path)
        except bundle_store.BundleError as exc:
            print(f"warning: skipped {exc}", file=sys.stderr)
            continue
        reruns, _ = load_reruns(Path(results_dir) / load.RERUNS / bundle_name(bundle.fingerprint))
        full, _ = load.full_profile(bundle, Path(results_dir) / load.FULL)
        found.append(setting_runs(bundle, results_dir, reruns, full))
        if of_full := full_runs(bundle, full, results_dir, reruns):  # a setting of its own: pooled apart
            found.append(of_full)
    if not found:
        raise LabError(f"no results bundle under {results_dir}; run `make measure` first, or name RUNS")
    return found


def verdicts(runs: Sequence[Path], *, results_dir: Path, leave_out: bool = False) -> int:
    """Print the pooled verdicts of the runs named (or of every published setting); with leave_out,
    each claim's verdict without each run too, exiting DIFFERS_EXIT where one differs."""
    settings = ([[(str(p), read_run(Path(p))) for p in runs]] if runs else _published(Path(results_dir)))
    for found in settings:
        pool.check_runs(found)
    if leave_out and runs and len(settings[0]) < 2:
        raise LabError("--leave-one-out needs at least two runs of one setting; name them all in RUNS")
    experiments, broken = discovery.discover_all()
    for module, why in broken.items():
        print(f"warning: {module}: {why}; its experiment keeps each run's own verdicts", file=sys.stderr)
    code = 0
    for found in settings:
        print(report(pooled(found, experiments), found))
        if leave_out and len(found) < 2:
            print(f"{found[0][0]}: one run, nothing to leave out\n")
        elif leave_out:
            table, differs = leave_one_out(found, experiments)
            print("Each claim's verdict without one run:\n\n" + table)
            code = max(code, DIFFERS_EXIT if differs else 0)
    return code


def with_pooled(devices: Sequence[DeviceModel], experiments: Sequence[Experiment],
                results_dir: Path) -> tuple[DeviceModel, ...]:
    """The site's devices, each with its verdicts pooled over all its evidence (DeviceModel.pooled),
    and each of its runs decided by today's rules too (decide.current), as the pooled verdicts are:
    a page that sets a run's own verdict beside the pooled one compares verdicts of one set of rules."""
    out = []
    for device in devices:
        bundle = current(device.bundle, experiments)
        reruns = tuple((name, current(run, experiments)) for name, run in device.reruns)
        full = current(device.full.bundle, experiments) if device.full is not None else None
        runs = setting_runs(bundle, results_dir, reruns, full)
        of_full = full_runs(bundle, full, results_dir, reruns)  # as `make verdicts` pools it
        out.append(dataclasses.replace(device, bundle=bundle, reruns=reruns, pooled=pooled(runs, experiments),
                                       full_pooled=pooled(of_full, experiments) if len(of_full) > 1 else None))
    return tuple(out)


def current(bundle: Bundle, experiments: Sequence[Experiment]) -> Bundle:
    """The bundle with every experiment's verdicts by today's rules, decided again from its rows
    where other rules decided them (nothing is measured; a rule that fails keeps the stored ones)."""
    known = {e.id: e for e in experiments}
    kept = {eid: decide.current(known[eid], r, bundle.fingerprint)[0] if eid in known else r
            for eid, r in bundle.experiments.items()}
    return dataclasses.replace(bundle, experiments=kept)

