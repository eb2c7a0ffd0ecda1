"""What a measure's workers leave beside the bundle: the compile caches they start from, and the
launch picks each process made (for the Reproducibility page)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from generator import launches
from generator.runner import isolate, progress
from generator.runner.worker import LAUNCH_TUNING


def keep_launch_picks(cache_dir: Path, target: Path, measured: list[str], created: str,
                      resumed: Sequence[str] = ()) -> None:
    """Store this run's per-process launch picks beside its bundle (launches.FILE), for the
    reproducibility page, with the kernel module each record belongs to (computed here, by the
    torch that compiled them) and the bundle's creation time. measured: the experiments whose
    result in the bundle is this run's. A run that measured something and whose processes kept no
    picks (a CPU run: no Triton kernels) removes an earlier run's file, which would be taken for
    this one's; a run that measured nothing leaves it. resumed: experiments some of whose points
    went on from an earlier, cut measure (store.journal): their processes were numbered by two
    measures, so no picks are kept for them, and an earlier file stops naming them."""
    if not measured:
        _forget(target / launches.FILE, resumed, created)
        return
    source = cache_dir / LAUNCH_TUNING
    if not any(source.glob("process-*.json")):
        doc = None
    else:  # torch, imported here only now, hashes its own build into each record's key
        roots = [cache_dir / "state", cache_dir / "inductor"]
        doc = launches.collect(source, measured, launches.record_modules(roots), created)
    if doc is not None:
        (target / launches.FILE).write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n")
    else:
        (target / launches.FILE).unlink(missing_ok=True)


def _forget(path: Path, experiments: Sequence[str], created: str) -> None:
    """An earlier launches.FILE without these experiments (removed where it names no other), its
    other experiments' picks kept for the bundle written now (`created`)."""
    doc = launches.read(path.parent) if experiments and path.is_file() else None
    if doc is None:
        return
    left = [e for e in doc["experiments"] if e not in experiments]
    if left:
        path.write_text(json.dumps({**doc, "experiments": left, "bundle_created": created}, indent=1,
                                   sort_keys=True) + "\n")
    else:
        path.unlink(missing_ok=True)


def cache_state(cache_dir: Path) -> dict[str, int]:
    """Files in the compile caches the workers will use, logged with where they are.

    Recorded in the bundle, so that a run's claim to have started cold can be checked: 0 files
    in each means every first compile of the run was a cold one.
    """
    env = isolate.worker_env(cache_dir)
    found, where = {}, []
    for name, var in (("Inductor", "TORCHINDUCTOR_CACHE_DIR"), ("Triton", "TRITON_CACHE_DIR")):
        root = Path(env[var])
        files = sum(1 for p in root.rglob("*") if p.is_file()) if root.is_dir() else 0
        found[f"{name.lower()}_files"] = files
        where.append(f"{name} {root} ({files} files)")
    where = ", ".join(where)
    start = "cold" if not any(found.values()) else "warm (cached compiles will be reused)"
    progress.emit(f"Compile caches: {where}: a {start} start")
    if "PYTHONPYCACHEPREFIX" in isolate.bytecode_env(cache_dir):
        progress.emit(f"Python bytecode: torch's installation has none; the workers keep theirs in {cache_dir / 'pycache'}")
    return found
