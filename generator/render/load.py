"""The site's loader: everything a release's pages are made from, read once from the results folder
into the site's model (render.model), before any page is rendered.

Beside each published bundle results/<name>/ it reads the bundle's re-runs (results/reruns/<name>/),
the launch picks each run kept, the full-profile bundle of the same device and release
(results/full/<name>/), and the compile traces of both, parsed by tlparse into a cache.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from generator import launches
from generator.analysis.runs import load_reruns
from generator.render import traces
from generator.render.model import DeviceModel, FullProfile, Picks, SiteModel
from generator.schema import Chart
from generator.store import bundle as bundle_store
from generator.store.bundle import Bundle, BundleError, previous_bundle
from generator.store.fingerprint import bundle_name

RESULTS = Path(__file__).resolve().parents[2] / "results"  # this checkout's results folder
# Re-runs of a published bundle results/<name>/ live in results/reruns/<name>/<run>/.
RERUNS = "reruns"
# Beside it, results/full/<name>/ may hold experiments of the same device and release measured with
# `--profile full` (in parts: `make measure PROFILE=full ONLY=id POINTS=... RESULTS=results/full`).
# They are shown on pages of their own next to the published ones and decide no claim on the site.
FULL = "full"
# What each experiment's spec declares for its pages today (experiment -> charts, roles), as the
# build command found it: a result written before results carried their spec's charts and roles
# takes them from here, so an older bundle renders as a new one would.
Declared = Mapping[str, tuple[tuple[Chart, ...], tuple[str, ...]]]


def declared(bundle: Bundle, declarations: Declared) -> Bundle:
    """The bundle, each result that records neither charts nor roles given those its spec declares."""
    if not declarations:
        return bundle
    kept = {eid: r if r.charts or r.roles or eid not in declarations else
            dataclasses.replace(r, charts=list(declarations[eid][0]), roles=tuple(declarations[eid][1]))
            for eid, r in bundle.experiments.items()}
    return dataclasses.replace(bundle, experiments=kept)


def order(bundles: Sequence[Bundle]) -> list[Bundle]:
    """One bundle per device (the newest torch patch release), GPU first, then CPU, by name."""
    newest: dict[str, Bundle] = {}
    for b in sorted(bundles, key=lambda b: _version_key(b.fingerprint["torch"])):
        if b.device_key in newest:
            print(f"warning: {b.device_key}: torch {newest[b.device_key].fingerprint['torch']} is "
                  f"superseded by {b.fingerprint['torch']} on the site", file=sys.stderr)
        newest[b.device_key] = b
    return sorted(newest.values(), key=lambda b: (not b.is_cuda, b.device_key))


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("+")[0].split(".") if p.isdigit())


def full_profile(bundle: Bundle, full_dir: Path) -> tuple[Bundle | None, str]:
    """The full-profile bundle measured beside the published one (full_dir/<its name>/), or None;
    and why one that is there is not shown."""
    path = Path(full_dir) / bundle_name(bundle.fingerprint)
    if not (path / "bundle.json").is_file():
        return None, ""
    try:
        found = bundle_store.read(path)
    except BundleError as exc:
        return None, str(exc)
    mine, theirs = (bundle.device_key, bundle.fingerprint["torch"]), (found.device_key, found.fingerprint.get("torch"))
    if theirs != mine:
        return None, (f"{path}: measured on {theirs[0]} with torch {theirs[1]}, not beside {mine[0]} with torch "
                      f"{mine[1]}; move it to the folder of its own setting")
    if found.profile != "full":
        return None, f"{path}: a bundle of profile {found.profile!r}; measure it with PROFILE=full RESULTS={full_dir}"
    return found, ""


def shown(path: Path) -> str:
    """A bundle folder as the pages name it: from its results folder on (results/full/<name>), never
    by this machine's path, since pages are published."""
    return Path(*Path(path).parts[-3:]).as_posix()


def _full(bundle: Bundle, results_dir: Path) -> FullProfile | None:
    """The device's full-profile bundle, if one that may be shown is there; why not, on stderr."""
    full_dir = results_dir / FULL
    found, problem = full_profile(bundle, full_dir)
    if problem:
        print(f"warning: {problem}; it is left out of the site", file=sys.stderr)
    return None if found is None else FullProfile(found, shown(full_dir / bundle_name(found.fingerprint)))


def _picks(bundle: Bundle, results_dir: Path, reruns: Sequence[tuple[str, Bundle]]) -> dict[str, Picks | None]:
    """The launch picks each run kept: the published bundle's in its folder, each re-run's in its own."""
    name = bundle_name(bundle.fingerprint)
    return {"published": launches.read(results_dir / name, bundle.header.get("created")),
            **{run: launches.read(results_dir / RERUNS / name / run, found.header.get("created"))
               for run, found in reruns}}


def _traces(bundle: Bundle, full: FullProfile | None, cache: Path) -> dict[str, Mapping[str, traces.Trace]]:
    """The parsed compile traces of every experiment page, by page stem: the published bundle's
    under the experiment's id, the full profile's under `<id>-full` (a lean report: many points of
    large models)."""
    where = f"results/{bundle_name(bundle.fingerprint)}"
    found = {r.id: traces.gather(r, cache, where, lean=bundle.profile == "full") for r in bundle.experiments.values()}
    for r in (full.bundle.experiments.values() if full is not None else ()):
        stem = f"{r.id}-{FULL}"
        found[stem] = traces.gather(r, cache, full.where, folder=stem, lean=full.bundle.profile == "full")
    return found


def load_device(bundle: Bundle, *, results_dir: Path, trace_cache: Path,
                history: Sequence[Bundle] | None = None, declarations: Declared | None = None) -> DeviceModel:
    """What one device's pages read beside its published bundle; history: every bundle measured,
    for the previous release's on this device (None: no Changes page); declarations: `declared`."""
    known = declarations or {}
    bundle = declared(bundle, known)
    found, problems = load_reruns(results_dir / RERUNS / bundle_name(bundle.fingerprint))
    reruns = [(name, declared(run, known)) for name, run in found]
    full = _full(bundle, results_dir)
    if full is not None:
        full = FullProfile(declared(full.bundle, known), full.where)
    before = previous_bundle(history, bundle) if history is not None else None
    return DeviceModel(bundle, tuple(reruns), tuple(problems), _picks(bundle, results_dir, reruns), full,
                       _traces(bundle, full, trace_cache), declared(before, known) if before is not None else None)


def load_site(bundles: Sequence[Bundle], release: str, *, trace_cache: Path, results_dir: Path = RESULTS,
              history: Sequence[Bundle] | None = None, declarations: Declared | None = None) -> SiteModel:
    """The model of one release's site from its bundles and what results_dir holds beside them.

    trace_cache: where tlparse's reports are parsed into (and reused from); it must outlive the
    writing of the pages, which copies them. history: every bundle measured, of every release: with
    it the site gets a Changes page per device against the previous release measured there.
    """
    devices = tuple(load_device(b, results_dir=Path(results_dir), trace_cache=Path(trace_cache), history=history,
                                declarations=declarations) for b in order(bundles))
    return SiteModel(release, devices, changes=history is not None)
