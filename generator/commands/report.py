"""`generator report`: measure on this machine, then build the site for the release measured."""

from __future__ import annotations

from pathlib import Path

from generator.commands.build import build
from generator.commands.measure import exit_code, measure
from generator.store import bundle as bundle_store


def report(*, results_dir: Path, cache_dir: Path, site_dir: Path, profile: str | None = None,
           device: str | None = None, only: list[str] | None = None, force: bool = False,
           replicates: int | None = None, point_timeout: int | None = None,
           time_limit: int | None = None) -> int:
    """Measure (cached results reused), then render and build the site; the exit code.

    The site is built whatever failed; the exit code is 1 when an experiment failed (measure.exit_code).
    """
    path = measure(results_dir=results_dir, cache_dir=cache_dir, profile=profile, device=device,
                   only=only, force=force, replicates=replicates, point_timeout=point_timeout,
                   time_limit=time_limit)
    if not (path / "bundle.json").is_file():  # interrupted or out of time before anything finished
        return exit_code(path)
    release = bundle_store.read(path).release
    build(results_dir=results_dir, release=release, site_dir=site_dir)
    return exit_code(path)
