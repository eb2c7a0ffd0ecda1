"""`generator report`: measure on this machine, then build the site for the release measured."""

from __future__ import annotations

import sys
from pathlib import Path

from generator.commands import uptodate


def report(*, results_dir: Path, cache_dir: Path, site_dir: Path, profile: str | None = None,
           device: str | None = None, only: list[str] | None = None, force: bool = False,
           replicates: int | None = None, point_timeout: int | None = None,
           time_limit: int | None = None, calibration: str | None = None,
           points: list[str] | None = None, models: list[str] | None = None,
           point: list[str] | None = None) -> int:
    """Measure (cached results reused), then render and build the site; the exit code.

    The site is built whatever failed; the exit code is 1 when an experiment failed (measure.exit_code).
    When nothing it reads changed since the last report into the same site (uptodate), nothing
    is measured or built: it says so and returns that report's exit code.
    """
    options = dict(results=Path(results_dir).resolve(), cache=Path(cache_dir).resolve(),
                   site=Path(site_dir).resolve(), profile=profile, device=device, only=sorted(only or []),
                   replicates=replicates, point_timeout=point_timeout, calibration=calibration,
                   points=sorted(points or []), models=sorted(models or []),
                   model_sources=uptodate.sources(models or []), **({"point": sorted(point)} if point else {}))
    if not force and time_limit is None:
        code = uptodate.unchanged(uptodate.digest(options, results_dir), site_dir)
        if code is not None:
            from generator.commands.build import how_to_open
            index = Path(site_dir).resolve() / "index.html"
            print(f"Nothing changed since the last report (code, bundles, options, environment): "
                  f"nothing measured or built. Site: {index}\n" + how_to_open(index), file=sys.stderr)
            return code
    uptodate.forget(site_dir)
    code = _report(results_dir=results_dir, cache_dir=cache_dir, site_dir=site_dir, profile=profile,
                   device=device, only=only, force=force, replicates=replicates,
                   point_timeout=point_timeout, time_limit=time_limit, calibration=calibration,
                   points=points, models=models, point=point)
    uptodate.record(uptodate.digest(options, results_dir), site_dir, code)
    return code


def _report(*, results_dir: Path, cache_dir: Path, site_dir: Path, profile: str | None, device: str | None,
            only: list[str] | None, force: bool, replicates: int | None, point_timeout: int | None,
            time_limit: int | None, calibration: str | None = None,
            points: list[str] | None = None, models: list[str] | None = None,
            point: list[str] | None = None) -> int:
    from generator.commands.build import build
    from generator.commands.measure import exit_code, measure
    from generator.store import bundle as bundle_store

    path = measure(results_dir=results_dir, cache_dir=cache_dir, profile=profile, device=device,
                   only=only, force=force, replicates=replicates, point_timeout=point_timeout,
                   time_limit=time_limit, calibration=calibration, points=points, models=models, point=point)
    if not (path / "bundle.json").is_file():  # interrupted or out of time before anything finished
        return exit_code(path)
    release = bundle_store.read(path).release
    build(results_dir=results_dir, release=release, site_dir=site_dir)
    return exit_code(path)
