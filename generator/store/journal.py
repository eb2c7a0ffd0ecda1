"""Each finished process's own measurement of a grid point, kept until the point is complete.

A measure cut short (a time limit, SIGTERM, Ctrl-C, a crash of the measure itself) keeps in its
bundle what its finished processes measured, but a point that lacks one of its planned processes
is measured again. Without more, that again means every process: the capture process's cold
compiles included. The journal keeps what each process gave for each point (the worker's own point
record: its outcome, artifacts and trace), one file per (point, process), written as soon as the
process ends. The next measure of the same point under the same key (store.cache.point_key: same
code, setting, profile, processes and calibration, on any machine of that setting) takes those
processes as done and runs only the ones the point still lacks (runner.schedule).

Files live beside the bundles, under `<results>/.journal/<bundle>/<profile>/<experiment>/<point
key>/<process>.json.gz`: the results folder is what travels between the jobs of a lent machine or
a CI runner. Only the records of points cut short are kept (Journal.settle): a point measured to
an end, or held complete by the bundle, is forgotten, and `measure --force` starts without any.
What a record holds was merged into the bundle's cut point too, as far as that point went.

A process that a stop ended inside a point leaves no record of it, but its compile caches keep what
it did: the journal keeps how long it had run (`<process>.cut.json`, one entry per stop), so that the
point's page can give its compile summed over the jobs it took, or the time it reached.
"""

from __future__ import annotations

import gzip
import json
import os
import shutil
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from generator.schema import params_key
from generator.store.results import complete, cut_short

FOLDER = ".journal"
SUFFIX = ".json.gz"
CUT = ".cut.json"  # <process>.cut.json: the stops that ended that process inside the point


def first_process_stops(point: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The stops that ended a point's first process inside it (its `cut_inside` entries of process 1):
    the part of its cold compile that earlier jobs ran."""
    return [dict(s) for s in point.get("cut_inside") or [] if int(s.get("process", 1)) == 1]


def stopped_seconds(stops: Iterable[Mapping[str, Any]]) -> float:
    """How long the stops found their processes running inside the point, in all."""
    return sum(float(s.get("seconds") or 0.0) for s in stops)


class Journal:
    """The kept processes of one bundle's points (module docstring)."""

    def __init__(self, results_dir: Path, bundle: str, profile: str) -> None:
        self.root = Path(results_dir) / FOLDER / bundle / profile

    def _point(self, experiment: str, key: str) -> Path:
        return self.root / experiment / key

    def keep(self, experiment: str, key: str, process: int, point: Mapping[str, Any],
             stamp: Mapping[str, Any]) -> None:
        """Write what process `process` (0: the first) measured of the point with this key; stamp:
        when and on which machine (kept beside the record, for the point's provenance)."""
        folder = self._point(experiment, key)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{process}{SUFFIX}"
        part = path.with_name(path.name + ".part")
        with gzip.open(part, "wt", encoding="utf-8", compresslevel=3) as f:
            json.dump({"stamp": dict(stamp), "point": point}, f)
        os.replace(part, path)  # a file there is whole: one cut mid-write is a .part, never read

    def done(self, experiment: str, key: str) -> dict[int, tuple[dict[str, Any], dict[str, Any]]]:
        """process -> (its point record, its stamp) for every kept process of the point; a file that
        cannot be read is left out (that process is measured again) and removed."""
        folder = self._point(experiment, key)
        out: dict[int, tuple[dict[str, Any], dict[str, Any]]] = {}
        for path in sorted(folder.glob(f"*{SUFFIX}")) if folder.is_dir() else ():
            name = path.name[: -len(SUFFIX)]
            try:
                with gzip.open(path, "rt", encoding="utf-8") as f:
                    record = json.load(f)
                out[int(name)] = (record["point"], record.get("stamp", {}))
            except (OSError, EOFError, ValueError, KeyError, TypeError):
                path.unlink(missing_ok=True)
        return out

    def keep_cut(self, experiment: str, key: str, process: int, seconds: float,
                 stamp: Mapping[str, Any]) -> None:
        """Add that a stop ended process `process` after it had run `seconds` inside the point."""
        folder = self._point(experiment, key)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{process}{CUT}"
        entries = _read_cuts(path) + [{"seconds": seconds, **dict(stamp)}]
        part = path.with_name(path.name + ".part")
        part.write_text(json.dumps(entries), encoding="utf-8")
        os.replace(part, path)

    def cuts(self, experiment: str, key: str) -> dict[int, list[dict[str, Any]]]:
        """process -> the stops that ended it inside the point (seconds run, when, where), oldest
        first; a file that cannot be read counts no stop."""
        folder = self._point(experiment, key)
        found = {int(path.name[: -len(CUT)]): _read_cuts(path)
                 for path in (sorted(folder.glob(f"*{CUT}")) if folder.is_dir() else ())}
        return {process: stops for process, stops in found.items() if stops}

    def drop(self, experiment: str, keys: Iterable[str]) -> int:
        """Delete the kept processes of these points; how many points had any."""
        gone = 0
        for key in keys:
            folder = self._point(experiment, key)
            if folder.is_dir():
                shutil.rmtree(folder, ignore_errors=True)
                gone += 1
        self._tidy(experiment)
        return gone

    def drop_others(self, experiment: str, keep: Iterable[str]) -> int:
        """Delete the kept processes of every point of the experiment whose key is not in `keep`
        (a key of other code or another setting is never asked for again); how many points."""
        folder = self.root / experiment
        wanted = set(keep)
        stale = [p.name for p in folder.iterdir() if p.is_dir() and p.name not in wanted] if folder.is_dir() else []
        return self.drop(experiment, stale)

    def settle(self, experiment: str, keys: Mapping[str, str], fresh: Iterable[Mapping[str, Any]],
               kept: Iterable[Mapping[str, Any]]) -> None:
        """After a bundle is written: keep the records of the points this measure cut short only.
        Forgotten: the points it measured to an end (complete, or failed: measured again in full),
        the points the bundle holds complete under today's key (`kept`), and every key not of today's
        grid (keys: params_key -> point key, the whole grid's); a point not measured now is left as
        it was (another selection's)."""
        ended = {params_key(p["params"]) for p in fresh if not cut_short(p)}
        ended |= {params_key(p["params"]) for p in kept
                  if complete(p) and p.get("key") == keys.get(params_key(p["params"]))}
        self.drop(experiment, [key for name, key in keys.items() if name in ended])
        self.drop_others(experiment, keys.values())

    def _tidy(self, experiment: str) -> None:
        """Remove the folders left empty, up to the journal's own."""
        for folder in (self.root / experiment, self.root, self.root.parent, self.root.parent.parent):
            try:
                folder.rmdir()
            except OSError:
                return


def _read_cuts(path: Path) -> list[dict[str, Any]]:
    """The stops a `<process>.cut.json` holds; none where it is absent or cannot be read."""
    try:
        return [dict(e) for e in json.loads(path.read_text(encoding="utf-8")) if float(e["seconds"]) >= 0]
    except (OSError, ValueError, KeyError, TypeError):
        return []
