"""`generator combine INTO PART [PART ...]`: fold grid points measured elsewhere into a bundle.

A grid too large for one command is measured in parts (`measure --points`). Parts measured one
after another into the same results folder are combined by measure itself; parts measured side by
side (two runner jobs, two lent machines, a part whose bundle came back on its own) each write a
bundle of their own. This folds such parts, in order, into the bundle they belong to, as measure
would have had each been measured into it:

- only a part of the same setting (device, torch build and every other fingerprint field a
  measurement depends on: `fingerprint.setting`); the machine (GPU UUID, host, OS build) may differ;
- only experiments measured with the code of this checkout, which decides their verdicts again: one
  the bundle holds, measured alike (experiment code, measuring code, profile, processes:
  `store.results.same_method`); one the bundle lacks (the first part of a new experiment, measured
  side by side with the bundle's) joins whole where it measured the bundle's profile with as many
  processes as the bundle's experiments;
- INTO may be a folder with no bundle yet (absent or empty): the first part is the bundle then, and
  the others fold into it, so that shards measured side by side make a new bundle;
- only a part whose intervals took the bundle's between-run calibration (the same file, by its
  digest, or none in both): an interval widened by the spread between runs and one covering a single
  run's processes would otherwise sit in one table under one method note, as measure itself never
  mixes them (a point's key names its calibration);
- a point of the part joins where the part measured it later than the bundle, or where it holds more
  of a measurement than the bundle's (`store.results.rank`: ok where the bundle's failed, complete
  where the bundle's was cut short; `measure --points` keeps an earlier measurement over a later
  failure the same way);
- the grid points the bundle still lacks afterwards (never measured, cut short, failed) are named,
  experiment by experiment, so that a part cut by its job's time limit says what is left;
- every point keeps when, on which machine, on which OS build and at which commit it was measured
  (a part's header stamps those of its points that record none: `store.results.carried`).

Anything else is refused in one line before the bundle is touched, and a bundle nothing joined is
left as it was. The bundle's header stays that of its own last measure (its `created`, machine and
processes) and lists what was combined into it under `combined`; a part's per-process launch picks
(launch-tuning.json) are not carried over, and the header's `interrupted` (the experiments its
measure left unmeasured) loses those a part joined.
"""

from __future__ import annotations

import contextlib
import dataclasses
import sys
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from generator import summary
from generator.runner import decide
from generator.store.results import carried, code_of, fold, missing, rank, same_method, status_of
from generator.runner import discovery
from generator.schema import ExperimentResult, LabError, params_key
from generator.store import bundle as bundle_store
from generator.store import fingerprint, lock
from generator.store.bundle import Bundle


def joining(part: ExperimentResult, into: ExperimentResult) -> ExperimentResult | None:
    """The part restricted to the points that join the bundle's result (see the module's doc), its
    status and note taken from those points alone; None when none joins. fold then takes
    rows, kernels, samples and artifacts by point."""
    then = {params_key(p["params"]): p for p in into.points}

    def joins(point: dict) -> bool:
        earlier = then.get(params_key(point["params"]))
        if earlier is None or point.get("measured", "") > earlier.get("measured", ""):
            return True
        return rank(point) > rank(earlier)  # ok over failed, complete over cut short, whenever measured

    points = [p for p in part.points if joins(p)]
    if not points:
        return None
    status, notes = status_of(points, False)
    return dataclasses.replace(part, points=points, status=status, error="; ".join(notes))


def _differences(mine: Mapping[str, Any], theirs: Mapping[str, Any]) -> str:
    """The setting's fields (fingerprint.setting) that differ, each with the bundle's and the part's
    value: "driver: bundle 580.95, part 590.48"; an environment variable as "env CUDA_VERSION: …"."""
    ours, other = fingerprint.setting(mine), fingerprint.setting(theirs)
    shown = []
    for key in sorted(set(ours) | set(other)):
        a, b = ours.get(key), other.get(key)
        if a == b:
            continue
        if isinstance(a, Mapping) and isinstance(b, Mapping):
            shown += [f"{key} {name}: bundle {a.get(name, '(unset)')}, part {b.get(name, '(unset)')}"
                      for name in sorted(set(a) | set(b)) if a.get(name) != b.get(name)]
        else:
            shown.append(f"{key}: bundle {a}, part {b}")
    return "; ".join(shown) or "fingerprint differs"


def _calibration(bundle: Bundle) -> str:
    """The digest of the between-run calibration a bundle's intervals took ('' for none)."""
    return (bundle.header.get("between_runs") or {}).get("digest", "")


def _named(digest: str, bundle: Bundle) -> str:
    """'no between-run calibration' or 'the calibration results/calibration/x.json (digest 1a2b…)'."""
    if not digest:
        return "no between-run calibration"
    return f"the calibration {bundle.header['between_runs'].get('path') or '(unnamed)'} (digest {digest})"


def processes_taken(into: Bundle, results: Mapping[str, ExperimentResult],
                    known: Mapping[str, discovery.Experiment], eid: str) -> set[int]:
    """The timed processes an experiment new to the bundle may have been measured with, as the bundle's
    own measures would have given it: its spec's count for the profile where every experiment the
    bundle holds took its spec's, else the --replicates count(s) they took instead. (A bundle that
    holds no experiment yet takes any: its first part sets it.)"""
    overrides = {r.replicates for e, r in results.items()
                 if e in known and r.replicates != known[e].spec.replicates_for(into.profile_of(r))}
    return overrides or {known[eid].spec.replicates_for(into.profile)}


def refusals(into: Bundle, results: Mapping[str, ExperimentResult], part: Bundle, part_path: Path,
             known: Mapping[str, discovery.Experiment], method: str) -> list[str]:
    """Why the part cannot be folded into the bundle's results as they stand (one line each)."""
    mine, theirs = into.fingerprint, part.fingerprint
    if fingerprint.bundle_name(theirs) != fingerprint.bundle_name(mine) or \
            fingerprint.key_part(theirs) != fingerprint.key_part(mine):
        return [f"{part_path}: measured in another setting than the bundle ({_differences(mine, theirs)}); only "
                "parts of one device, torch build and environment combine"]
    ours_cal, theirs_cal = _calibration(into), _calibration(part)
    if ours_cal != theirs_cal:
        return [f"{part_path}: its intervals took {_named(theirs_cal, part)}, the bundle's {_named(ours_cal, into)}; "
                "measure the part with the bundle's calibration (--calibration FILE, or --calibration none)"]
    problems = []
    for eid, result in part.experiments.items():
        ours = results.get(eid)
        if eid not in known:
            problems.append(f"{part_path}: {eid} is no experiment of this checkout; combine at the commit that "
                            "measured it")
        elif result.method != method or \
                not discovery.same_measuring_code(eid, result.source_hash, code_of(result, part.fingerprint),
                                                  known[eid].source_hash):
            problems.append(f"{part_path}: {eid} was measured with other code than this checkout's, which would "
                            "decide its verdicts; combine at the commit that measured it")
        elif ours is None and part.profile_of(result) != into.profile:
            problems.append(f"{part_path}: {eid} measured the '{part.profile_of(result)}' grid, the bundle holds "
                            f"the '{into.profile}' profile; combine it into a bundle of its own profile")
        elif ours is None and results and \
                result.replicates not in (allowed := processes_taken(into, results, known, eid)):
            problems.append(f"{part_path}: {eid} was measured with {result.replicates} timed processes, where the "
                            f"bundle's measure gives it {' or '.join(map(str, sorted(allowed)))}; measure the part "
                            "with the bundle's processes")
        elif ours is not None and not same_method(ours, result, into.profile):
            differ = [name for name, a, b in zip(("experiment code", "measuring code", "profile", "processes"),
                                                 ours.method_key(into.profile), result.method_key(part.profile))
                      if a != b]
            problems.append(f"{part_path}: {eid} was measured with other {', '.join(differ)} than the bundle's; "
                            "measure the part with the bundle's commit, profile and processes")
    return problems


MISSING_NAMED = 8  # points the line of what is still missing names; the rest are counted


def _still_missing(result: ExperimentResult, experiment: discovery.Experiment, profile: str) -> str:
    """One line: the grid points the bundle's result still lacks (absent, cut short or failed), each
    named, or that it holds the whole grid: what a part cut short left to measure."""
    lacking = missing(result, experiment.spec.grid(profile))
    if not lacking:
        return f"{result.id}: every point of the '{profile}' grid is in the bundle"
    named = "; ".join(" ".join(f"{k}={v}" for k, v in params.items()) + f" ({why})"
                      for params, why in lacking[:MISSING_NAMED])
    more = f"; and {len(lacking) - MISSING_NAMED} more" if len(lacking) > MISSING_NAMED else ""
    return (f"{result.id}: {len(lacking)} point{'s' if len(lacking) != 1 else ''} of the '{profile}' grid still "
            f"missing: {named}{more}")


def _no_bundle_here(into_path: Path) -> bool:
    """True where INTO holds no bundle yet (absent or an empty folder), False where it holds one;
    anything else is refused."""
    if (into_path / "bundle.json").is_file():
        return False
    if into_path.is_file() or into_path.is_dir() and any(into_path.iterdir()):
        raise LabError(f"{into_path}: no bundle.json here, and it is not an empty folder; INTO is the bundle "
                       "directory the points join (e.g. results/full/nvidia-h200-torch2.11.0), or a new folder "
                       "that the parts make a bundle in")
    return True


@contextlib.contextmanager
def _locked(given: Path, into_path: Path) -> Iterator[None]:
    """The lock of the folder INTO sits in, the one measure takes writing there (and, for a link, of
    the folder its target sits in too, in one order), so that two writers of one bundle take turns;
    a folder not there yet is made for it, and removed again where combine refuses."""
    folders = sorted({given.absolute().parent, into_path.parent})
    made = sorted({a for f in folders for a in (f, *f.parents) if not a.exists()}, key=lambda a: -len(a.parts))
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
    try:
        with contextlib.ExitStack() as stack:
            for folder in folders:
                stack.enter_context(lock.locked(folder, "combine"))
            yield
    except BaseException:
        for folder in made:  # deepest first: a refusal leaves no folder behind
            (folder / lock.LOCK_NAME).unlink(missing_ok=True)
            with contextlib.suppress(OSError):
                folder.rmdir()
        raise


def combine(into_path: Path, part_paths: Sequence[Path]) -> int:
    """Fold each part's points into the bundle at into_path, in order, and write it once; print
    what joined. Every part is checked against the bundle as the parts before it left it."""
    given = Path(into_path)  # as the messages name it
    try:
        into_path = given.resolve()  # a link to the bundle: the folder it names is rewritten, not the link
    except (RuntimeError, OSError) as exc:  # a loop of links
        raise LabError(f"{given}: cannot follow it ({exc}); INTO is a bundle directory or a new folder") from None
    _no_bundle_here(given)
    # what needs no discovery is checked first (discovery takes seconds)
    parts = [(Path(p), bundle_store.read(Path(p))) for p in part_paths]  # a BundleError is a one-line LabError
    known = {e.id: e for e in discovery.discover()}
    method = discovery.method_hash()
    with _locked(given, into_path):
        # decided under the lock: a combine that held it before may have made the bundle since
        fresh = _no_bundle_here(into_path)
        # a new bundle starts from the first part's header (its measure, machine and created) and no results
        into = Bundle(parts[0][1].header, {}) if fresh else bundle_store.read(into_path)
        results = {eid: carried(into, r) for eid, r in into.experiments.items()}
        joined: list[dict] = []
        took: set[str] = set()  # the experiments parts joined
        said: list[str] = []  # what joined, printed once every part is taken (a later refusal joins nothing)
        for path, part in parts:
            problems = refusals(into, results, part, path, known, method)
            if problems:
                raise LabError(problems[0] + (f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""))
            taken: set[str] = set()  # the experiments this part joined
            for eid, result in part.experiments.items():
                if eid not in results:  # new to the bundle: joins whole
                    results[eid] = decide.decided(known[eid], carried(part, result), into.fingerprint)
                    taken.add(eid)
                    said.append(f"{path}: {eid}: {bundle_store.coverage(results[eid])} joined, new to the bundle")
                    continue
                later = joining(carried(part, result), results[eid])
                if later is None:
                    said.append(f"{path}: {eid}: nothing newer than the bundle holds")
                    continue
                grid = [params_key(p) for p in known[eid].spec.grid(into.profile_of(results[eid]))]
                results[eid] = decide.decided(known[eid], fold(results[eid], later, grid), into.fingerprint)
                taken.add(eid)
                said.append(f"{path}: {eid}: {bundle_store.coverage(later)} joined; the bundle now holds "
                            f"{bundle_store.coverage(results[eid])}")
            took |= taken
            if taken:
                joined.append({"created": part.header.get("created", ""),
                               "machine": fingerprint.machine_id(part.fingerprint),
                               "os": part.fingerprint.get("os"),
                               "commit": fingerprint.commit_of(part.fingerprint)})
        for line in said:
            print(line, file=sys.stderr)
        for eid in dict.fromkeys(e for _, part in parts for e in part.experiments):
            print(_still_missing(results[eid], known[eid], into.profile_of(results[eid])), file=sys.stderr)
        if not joined:
            print(f"Nothing joined: {given} is left as it was", file=sys.stderr)
            return 0
        fp = into.fingerprint
        combined = [*into.header.get("combined", []), {
            "at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "parts": joined,
            **{k: v for k, v in fingerprint.git_state().items() if k in ("commit", "dirty")}}]
        header = {**{k: v for k, v in into.header.items() if k != "verdicts"}, "combined": combined,
                  "evidence": [dataclasses.asdict(f) for f in summary.report_figures(
                      results, [e.spec for e in known.values()], fp["device_name"], fp["torch"])]}
        if header.get("interrupted"):  # the header's measure left these out; a part measured some since
            header["interrupted"] = [e for e in header["interrupted"] if e not in took]
        if fresh and into_path.is_dir():
            try:
                into_path.rmdir()  # empty (checked above): no earlier bundle for write to move aside
            except OSError as exc:
                raise LabError(f"{into_path}: {exc.strerror}; something wrote into it while combine ran: "
                               "combine into a new folder") from None
        bundle_store.write(Bundle(header, results), into_path)
    print(f"Bundle written: {given}", file=sys.stderr)
    return 0
