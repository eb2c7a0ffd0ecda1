"""The result cache: a finished experiment's results, keyed by everything that decides them."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import diskcache

from generator.schema import SCHEMA_VERSION, ExperimentResult


def result_key(*, experiment: str, source_hash: str, method_hash: str, profile: str,
               grid: list[Mapping[str, Any]], replicates: int, fingerprint_key: str) -> str:
    """Cache key: experiment source, measuring code, profile, parameters and environment."""
    payload = json.dumps(
        {"schema": SCHEMA_VERSION, "experiment": experiment, "source": source_hash, "method": method_hash, "profile": profile,
         "grid": list(grid), "replicates": replicates, "env": fingerprint_key},
        sort_keys=True, default=str,
    )
    return f"{experiment}:{hashlib.sha256(payload.encode()).hexdigest()[:24]}"


class ResultCache:
    """diskcache-backed store of ExperimentResult, under cache/results."""

    def __init__(self, directory: Path) -> None:
        self._cache = diskcache.Cache(str(directory))

    def get(self, key: str) -> ExperimentResult | None:
        """The cached result for key, or None."""
        stored = self._cache.get(key)
        if stored is None:
            return None
        try:
            return ExperimentResult.from_dict(stored["result"], stored["artifacts"])
        except (KeyError, TypeError, ValueError):  # written by another layout: measure again
            return None

    def put(self, key: str, result: ExperimentResult) -> None:
        """Store a result (only complete, successful ones are worth keeping)."""
        self._cache.set(key, {"result": result.to_dict(), "artifacts": dict(result.artifacts)})

    def close(self) -> None:
        self._cache.close()
