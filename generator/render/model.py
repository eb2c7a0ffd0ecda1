"""The site's model: everything a release's pages are made from, read once (render.load) before any
page is rendered, and what rendering makes of it before anything is written (render.write).

Page functions take these and return Markdown; they read no file and write none, so a page can be
tested on a model built in memory.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from generator.analysis.pooled import Pooled
from generator.render.traces import Trace
from generator.store.bundle import Bundle
from generator.store.fingerprint import bundle_name

Picks = Mapping[str, Any]  # one run's launch picks: launches.read of its directory


@dataclass(frozen=True)
class FullProfile:
    """A device's full-profile bundle, measured beside its published one, and its folder as the
    pages name it (results/full/<name>: from the results folder on, never this machine's path)."""

    bundle: Bundle
    where: str


@dataclass(frozen=True)
class DeviceModel:
    """One device of a release: its published bundle and what its pages read beside it.

    reruns: the re-runs of its bundle (results/reruns/<name>/<run>/), by run name, in natural
    order; rerun_problems: why others could not be read. picks: each run's launch picks by run
    name ("published" for the bundle itself), None where none were looked for. traces: the parsed
    compile reports, by page stem (the experiment's id; `<id>-full` for the full profile's) and
    grid point slug. previous: the previous release's bundle on this device, for its Changes page.
    pooled: the verdicts it publishes, decided on all its runs (None: each run's own, as measured).
    """

    bundle: Bundle
    reruns: tuple[tuple[str, Bundle], ...] = ()
    rerun_problems: tuple[str, ...] = ()
    picks: Mapping[str, Picks | None] | None = None
    full: FullProfile | None = None
    traces: Mapping[str, Mapping[str, Trace]] = field(default_factory=dict)
    previous: Bundle | None = None
    # the experiments measured with the same code in `previous` and the bundle (the commands'
    # runner.discovery.alike, which sees through hashes taken under two Pythons); None: by their hashes
    alike: frozenset[str] | None = None
    # its verdicts decided on all its evidence (the bundle, its re-runs and its full-profile
    # supplement pooled by process: analysis.pool); None where the experiments' rules did not load
    pooled: Pooled | None = None
    # the full-profile supplement's verdicts decided on it and the re-runs of its profile pooled by
    # process; None where it has no such re-run (its own verdicts are its evidence's)
    full_pooled: Pooled | None = None

    @property
    def key(self) -> str:
        """The device's key: its folder under devices/."""
        return self.bundle.device_key

    @property
    def name(self) -> str:
        """The bundle's name, as results/<name>/ holds it."""
        return bundle_name(self.bundle.fingerprint)


@dataclass(frozen=True)
class SiteModel:
    """One release's site: its devices, GPUs first. changes: whether the site carries a Changes page
    per device against the previous release measured on it (a build's does)."""

    release: str
    devices: tuple[DeviceModel, ...]
    changes: bool = False


@dataclass(frozen=True)
class SitePages:
    """A release's rendered site before anything is written: Markdown by its path under docs/, the
    MkDocs nav, and the compile reports to copy beside the pages, by their folder under docs/ (the
    device's folder, then the Trace's folder): the writer packs each into its device's store."""

    pages: Mapping[str, str]
    nav: list[Any]
    reports: Mapping[str, Trace] = field(default_factory=dict)
