"""A release's site as pages: home, claims, changes, and per device an overview, its experiments (with
their full-profile supplements), reproducibility and environment; and the MkDocs nav.

As mkdocs' build does, everything is gathered first and written last: render.load reads the
site's model, `pages` turns it into Markdown (a pure function: it reads and writes no file), and
render.write puts the pages into docs/. `render_release` does the three in turn.
"""

from __future__ import annotations

import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from generator.render import changes, home, load, write
from generator.render import experiment as exp_pages
from generator.render import kernels as kernel_pages
from generator.render.device import device_label, device_page, environment_page, full_note
from generator.render.load import FULL
from generator.render.model import DeviceModel, FullProfile, SiteModel, SitePages
from generator.render.repro import agreement, reproducibility_page
from generator.render.traces import Trace, TraceReport
from generator.schema import ExperimentResult
from generator.store import bundle as bundle_store
from generator.store.bundle import Bundle

ABOUT = {"About": [{"How to read a page": "reading.md"}, {"Method": "method.md"}]}


def render_release(bundles: Sequence[Bundle], release: str, docs_dir: Path, trace_cache: Path | None = None,
                   results_dir: Path | None = None) -> list[Any]:
    """Load, render and write every page of one release into docs_dir; return the MkDocs nav.

    trace_cache keeps tlparse's reports between builds; without it they are parsed afresh.
    results_dir holds the re-runs and full-profile bundles beside the published ones (default:
    this checkout's results/).
    """
    with tempfile.TemporaryDirectory(prefix="lab-tlparse-") as scratch:  # outlives the writing, which copies
        model = load.load_site(bundles, release, trace_cache=trace_cache or Path(scratch),
                               results_dir=results_dir or load.RESULTS)
        rendered = pages(model)
        write.write(rendered, docs_dir)
    return rendered.nav


def pages(model: SiteModel) -> SitePages:
    """Every page of the release by its path under docs/, the nav, and the compile reports to copy."""
    bundles = [d.bundle for d in model.devices]
    agreed = agreement(bundles, {d.key: d.reruns for d in model.devices})
    found = {"index.md": home.home_page(model.devices, model.release, agreed),
             "claims.md": home.claims_page(model.devices, model.release, agreed)}
    nav: list[Any] = [{"Home": "index.md"}, {"Claims": "claims.md"}]
    if model.changes and model.devices:  # against the previous release, per device
        entries = [{device_label(d.bundle): f"changes/{d.key}.md"} for d in model.devices]
        found.update({f"changes/{d.key}.md": changes.changes_page(d.bundle, d.previous, d.alike) for d in model.devices})
        nav.append({"Changes": entries})
    reports: dict[str, Trace] = {}
    for device in model.devices:
        written, section = device_pages(device)
        found.update(written)
        reports.update({f"devices/{device.key}/{t.folder}": t for by_slug in device.traces.values()
                        for t in by_slug.values()})
        nav.append({device_label(device.bundle): section})
    nav.append(ABOUT)
    return SitePages(found, nav, reports)


def device_pages(device: DeviceModel) -> tuple[dict[str, str], list[Any]]:
    """A device's pages by their path under docs/, and its section of the nav: one entry per
    experiment with its pages inside it (its full-profile ones too), then the full profile's own."""
    bundle, rel = device.bundle, f"devices/{device.key}"
    found = {"index.md": device_page(bundle), "environment.md": environment_page(bundle)}
    section: list[Any] = [{"Overview": f"{rel}/index.md"}]
    full = device.full
    wider = full.bundle.experiments if full is not None else {}
    if full is not None and wider:
        found[f"{FULL}-environment.md"] = environment_page(full.bundle, " (full profile)")
    for result in bundle.experiments.values():
        note = (f"The same experiment measured with the full profile: "
                f"[{bundle_store.coverage(wider[result.id])}]({result.id}-{FULL}.md).\n" if result.id in wider else "")
        pooled = device.pooled.experiments.get(result.id) if device.pooled is not None else None
        found.update(experiment_pages(bundle, result, _reports(device, result.id), note=note, pooled=pooled))
        entries = [{"Results": f"{rel}/{result.id}.md"}, {"Kernels": f"{rel}/{result.id}-kernels.md"}]
        if full is not None and result.id in wider:
            found.update(_full_pages(device, full, wider[result.id]))
            entries += _full_entries(rel, result.id)
        section.append({result.title: entries})
    for result in (r for r in wider.values() if full is not None and r.id not in bundle.experiments):
        found.update(_full_pages(device, full, result))
        section.append({f"{result.title} (full profile)": _full_entries(rel, result.id)})
    found["reproducibility.md"] = reproducibility_page(device)
    section += [{"Reproducibility": f"{rel}/reproducibility.md"}, {"Environment": f"{rel}/environment.md"}]
    return {f"{rel}/{name}": text for name, text in found.items()}, section


def experiment_pages(bundle: Bundle, result: ExperimentResult, reports: Mapping[str, TraceReport] | None = None,
                     stem: str = "", **page: Any) -> dict[str, str]:
    """An experiment's results and kernel pages (`stem`.md, `stem`-kernels.md, …) by name in the
    device's folder; reports: its compile reports by point slug; page: experiment_page's other knobs."""
    stem = stem or result.id
    kernels = kernel_pages.kernels_pages(bundle, result, reports, stem=stem)
    return {f"{stem}.md": exp_pages.experiment_page(bundle, result, reports, stem=stem,
                                                    kernels_split=kernel_pages.kernels_split(kernels), **page),
            **kernels}


def _reports(device: DeviceModel, stem: str) -> dict[str, TraceReport]:
    """The compile reports of one experiment page (by page stem), by point slug."""
    return {slug: trace.report for slug, trace in device.traces.get(stem, {}).items()}


def _full_pages(device: DeviceModel, full: FullProfile, result: ExperimentResult) -> dict[str, str]:
    """The full-profile pages of one experiment, beside the published ones."""
    stem = f"{result.id}-{FULL}"
    pooled = device.full_pooled.experiments.get(result.id) if device.full_pooled is not None else None
    return experiment_pages(full.bundle, result, _reports(device, stem), stem,
                            environment=f"{FULL}-environment.md", reproducibility=False, pooled=pooled,
                            note=full_note(full, result, result.id in device.bundle.experiments,
                                           pooled is not None and pooled.most > 1))


def _full_entries(rel: str, eid: str) -> list[dict[str, str]]:
    """The sidebar entries of an experiment's full-profile pages."""
    return [{"Full profile": f"{rel}/{eid}-{FULL}.md"}, {"Full profile: kernels": f"{rel}/{eid}-{FULL}-kernels.md"}]
