"""The result cache: a finished experiment's results, keyed by everything that decides them."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import diskcache

from generator.schema import SCHEMA_VERSION, ExperimentResult


def result_key(*, experiment: str, source_hash: str, method_hash: str, profile: str,
               grid: list[Mapping[str, Any]], replicates: int, fingerprint_key: str,
               calibration: str = "") -> str:
    """Cache key: experiment source, measuring code, profile, parameters and environment, and
    the digest of the between-run calibration its intervals take (none: left out of the key)."""
    fields = {"schema": SCHEMA_VERSION, "experiment": experiment, "source": source_hash, "method": method_hash,
              "profile": profile, "grid": list(grid), "replicates": replicates, "env": fingerprint_key}
    if calibration:
        fields["calibration"] = calibration
    payload = json.dumps(fields, sort_keys=True, default=str)
    return f"{experiment}:{hashlib.sha256(payload.encode()).hexdigest()[:24]}"


def point_key(*, experiment: str, source_hash: str, method_hash: str, profile: str, replicates: int,
              fingerprint_key: str, params: Mapping[str, Any], uses: Mapping[str, str] | None = None,
              calibration: str = "") -> str:
    """One grid point's key: what measured that point and nothing else. The experiment's measuring
    code (its grid's values left out: runner.versions), the shared measuring code, profile,
    processes, setting and calibration, the point's parameters, and the hash of each definition
    it uses (ExperimentSpec.uses: the model its `model` names). Adding a grid value or a model
    leaves every other point's key as it was."""
    fields = {"schema": SCHEMA_VERSION, "experiment": experiment, "source": source_hash, "method": method_hash,
              "profile": profile, "replicates": replicates, "env": fingerprint_key, "params": dict(params),
              "uses": dict(uses or {}), "calibration": calibration}
    payload = json.dumps(fields, sort_keys=True, default=str)
    return hashlib.sha256(payload.encode()).hexdigest()[:20]


class ResultCache:
    """diskcache-backed store of ExperimentResult, under cache/results.

    The cache only saves time, so it never costs a measurement: a database that cannot be opened
    is moved aside and started anew, an entry that cannot be read is a miss (and is dropped), and
    a write that fails is skipped; each says so in one line.
    """

    def __init__(self, directory: Path) -> None:
        self._dir = Path(directory)
        try:
            self._cache: diskcache.Cache | None = diskcache.Cache(str(self._dir))
        except (sqlite3.Error, OSError) as exc:
            self._cache = self._reopen(exc)

    def _reopen(self, exc: BaseException) -> diskcache.Cache | None:
        """Move an unreadable cache directory aside and open an empty one (None if that fails too)."""
        aside = self._dir.with_name(f"{self._dir.name}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            shutil.move(str(self._dir), str(aside))
            fresh = diskcache.Cache(str(self._dir))
        except (sqlite3.Error, OSError) as again:
            _warn(f"the result cache {self._dir} cannot be used ({_short(exc)}; {_short(again)}); "
                  "measuring without it")
            return None
        _warn(f"the result cache {self._dir} was unreadable ({_short(exc)}): moved to {aside}, starting empty")
        return fresh

    def get(self, key: str) -> ExperimentResult | None:
        """The cached result for key, or None (also when the entry cannot be read)."""
        if self._cache is None:
            return None
        try:
            stored = self._cache.get(key)
        except Exception as exc:  # a garbled entry (pickle, sqlite) is a miss, not a traceback
            _warn(f"cached result {key} is unreadable ({_short(exc)}): measuring it again")
            self._drop(key)
            return None
        if stored is None:
            return None
        try:
            return ExperimentResult.from_dict(stored["result"], stored["artifacts"])
        except (KeyError, TypeError, ValueError):  # written by another layout: measure again
            return None

    def _drop(self, key: str) -> None:
        try:
            self._cache.delete(key)  # type: ignore[union-attr]
        except Exception:  # noqa: BLE001 - the entry stays unreadable; later runs miss it again
            pass

    def forget(self, key: str) -> None:
        """Drop an entry that no longer stands for what the bundle holds (a grid re-measured in parts)."""
        if self._cache is not None:
            self._drop(key)

    def put(self, key: str, result: ExperimentResult) -> None:
        """Store a result (only complete, successful ones are worth keeping); a failed write is skipped."""
        if self._cache is None:
            return
        try:
            self._cache.set(key, {"result": result.to_dict(), "artifacts": dict(result.artifacts)})
        except (sqlite3.Error, OSError) as exc:
            _warn(f"could not store {key} in the result cache ({_short(exc)}); the bundle has it")

    def close(self) -> None:
        if self._cache is not None:
            self._cache.close()


def _short(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {(str(exc).splitlines() or [''])[0]}"[:200]


def _warn(message: str) -> None:
    print(f"warning: {message}", file=sys.stderr, flush=True)
