"""Runs of one setting: what makes runs comparable, and reading them, re-runs kept without their
optional files included.

A re-run of a published bundle results/<name>/ is kept in results/reruns/<name>/<run>/, often
with bundle.json and rows.csv alone (numbers, no kernels, samples or artifacts). `generator spread`,
`generator calibrate` and the site's Reproducibility pages all read runs through `read_run`.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator.schema import LabError
from generator.store import bundle as bundle_store
from generator.store.bundle import Bundle, BundleError
from generator.store.fingerprint import machine_id

NEEDED_FILES = ("bundle.json", "rows.csv")


@dataclass(frozen=True)
class Run:
    """One run as the report names it: where it came from, when, how long, on which machine (its
    GPU UUID or host id, and its OS build: the machine, not the setting, so runs of one setting
    differ in them)."""

    name: str
    created: str
    measure_seconds: float | None
    is_cuda: bool
    machine: str | None  # GPU UUID on a GPU run, the host's id on a CPU run; None if not recorded
    cpu: str
    cache_files: int | None = None  # files in the compile caches at the start; None if not recorded
    between: Mapping[str, Any] | None = None  # the calibration its intervals took (bundle header); None if not recorded
    os: str = ""  # the OS build of its host; "" if not recorded
    earlier: tuple[float, ...] = ()  # the measure stages cut short that it went on from (store.journal)

    def stage(self) -> str:
        """'388 s', or '41 s after 472 s + 476 s cut short' for a run that went on from cut ones."""
        own = "–" if self.measure_seconds is None else f"{self.measure_seconds:.0f} s"
        return own + (f" after {' + '.join(f'{s:.0f} s' for s in self.earlier)} cut short" if self.earlier else "")


def run_of(bundle: Bundle, name: str) -> Run:
    """A bundle's identity as a run."""
    fp = bundle.fingerprint
    seconds = bundle.header.get("measure_seconds")
    caches = bundle.header.get("caches_at_start")
    files = sum(int(v) for v in caches.values()) if isinstance(caches, dict) else None
    between = bundle.header.get("between_runs")
    earlier = tuple(float(e["measure_seconds"]) for e in bundle.header.get("went_on_from") or []
                    if e.get("measure_seconds") is not None)
    return Run(name, str(bundle.header.get("created", "")), float(seconds) if seconds is not None else None,
               bundle.is_cuda, machine_id(fp), str(fp.get("cpu", "")), files,
               between if isinstance(between, dict) else None, str(fp.get("os") or ""), earlier)


def made_from(created: str, machine: str | None, sources: Iterable[Mapping[str, Any]]) -> bool:
    """Whether a run (its creation time and machine) is one of the runs a calibration was made from
    (its `runs` records; a record that names no machine matches on its creation time alone)."""
    return any(str(s.get("created", "")) == created and s.get("machine") in (None, machine) for s in sources)


def identity(bundle: Bundle) -> tuple[str, str | None, str]:
    """What tells one run from another: when it was created, on which machine, and a digest of its
    numbers. Two bundles alike in all three are one run (a copy), and count once as evidence."""
    digest = hashlib.blake2b(digest_size=8)
    for eid in sorted(bundle.experiments):
        for r in bundle.experiments[eid].rows:
            digest.update(f"{eid}|{r.variant}|{sorted(r.params.items())}|{r.metric}|{r.value!r}\n".encode())
    return str(bundle.header.get("created", "")), machine_id(bundle.fingerprint), digest.hexdigest()


def setting(bundle: Bundle) -> tuple[str, str, str]:
    """What must be equal for runs to be compared: device, torch version, profile; runs on other
    machines (GPU UUID, host, OS build) are compared as one setting, and `machines` tells them apart."""
    return bundle.device_key, str(bundle.fingerprint["torch"]), bundle.profile


def measured_alike(run: Bundle, published: Bundle) -> bool:
    """Whether a re-run measured every experiment it shares with the published bundle as that one
    did (ExperimentResult.method_key: experiment code, measuring code, profile, processes), and
    shares at least one: a re-run of other code is no evidence on whether the published intervals repeat."""
    shared = [eid for eid in run.experiments if eid in published.experiments]
    return bool(shared) and all(run.experiments[eid].method_key(run.profile) ==
                                published.experiments[eid].method_key(published.profile) for eid in shared)


def check_setting(bundles: Sequence[Bundle], names: Sequence[str]) -> None:
    """Refuse, in one line, runs of different devices, releases or profiles."""
    if len({setting(b) for b in bundles}) > 1:
        listed = "; ".join(f"{n}: {d}, torch {t}, profile {p}" for n, (d, t, p) in zip(names, map(setting, bundles)))
        raise LabError(f"the runs differ in device, release or profile ({listed}); spread compares runs of "
                       "one setting, `generator diff` compares settings")


def read_run(path: Path) -> Bundle:
    """A run's bundle, where kernels.csv, samples.json and artifacts/ may be missing (re-runs keep numbers only)."""
    path = Path(path)
    if not path.is_dir():
        raise BundleError(f"{path}: no such directory; name a bundle directory (results/<bundle>, or a re-run "
                          "results/reruns/<bundle>/<run>)")
    if not (path / "bundle.json").is_file():
        inside = sorted(p.name for p in path.iterdir() if (p / "bundle.json").is_file())
        if inside:
            raise BundleError(f"{path}: holds runs ({', '.join(inside)}), not one run; name each of them")
    whole = all((path / f).is_file() for f in bundle_store.OPTIONAL_FILES)  # read as any bundle, errors and all
    if not whole and not all((path / f).is_file() for f in NEEDED_FILES):
        raise BundleError(f"{path}: a run needs bundle.json and rows.csv; copy them from the run's bundle")
    return bundle_store.read(path, partial=True)


def _natural(name: str) -> list[Any]:
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", name)]


def load_reruns(directory: Path) -> tuple[list[tuple[str, Bundle]], list[str]]:
    """The re-runs under directory (one sub-directory each, in natural order), and why others could not be read."""
    directory = Path(directory)
    if not directory.is_dir():
        return [], []
    runs, problems = [], []
    for run in sorted((p for p in directory.iterdir() if p.is_dir() and not p.name.startswith(".")),
                      key=lambda p: _natural(p.name)):
        try:
            runs.append((run.name, read_run(run)))
        except BundleError as exc:  # named by the run, not by this machine's path: pages are published
            problems.append(str(exc).replace(str(run), run.name))
    return runs, problems
