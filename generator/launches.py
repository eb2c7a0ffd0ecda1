"""Which launch settings each process's Inductor autotuning picked, and where processes disagree.

A generated Triton kernel with several candidate launch configurations (block sizes, warps) is
benchmarked on its first call and the winner recorded beside it in the cache. The workers clear
those records at their start (runner.worker.forget_launch_tuning), so every process picks afresh,
and keep each process's picks as <cache>/launch-tuning/process-<n>.json. `measure` stores them
with the bundle as launch-tuning.json; the reproducibility page reads them to say, for a GPU-bound
speedup whose runs lie apart, whether a process that moved had picked other launch settings.

A record is keyed by its path under Inductor's cache: the two-character directory its kernel's
module lives in, then a hash. The kernel listing's "kernel path" comments name those directories,
so a record is tied to the kernels of a grid point by directory.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

FILE = "launch-tuning.json"
PROCESS_FILE = re.compile(r"process-(\d+)\.json$")
SETTINGS = (("XBLOCK", "XBLOCK"), ("YBLOCK", "YBLOCK"), ("ZBLOCK", "ZBLOCK"), ("R0_BLOCK", "R0_BLOCK"),
            ("R1_BLOCK", "R1_BLOCK"), ("num_warps", "warps"), ("num_stages", "stages"))
KERNEL_PATH = re.compile(r"^# kernel path: .*/([0-9a-z]{2})/c[0-9a-z]+\.py\s*$")
KERNEL_NAME = re.compile(r"^(\w+) = async_compile\.triton\(")


def label(config: Mapping[str, Any]) -> str:
    """'XBLOCK 1024 · 4 warps · 1 stage': the settings a pick fixed, in a stable order."""
    def one(key: str, name: str) -> str:
        value = config[key]
        if name in ("warps", "stages"):
            return f"{value} {name if value != 1 else name[:-1]}"
        return f"{name} {value}"

    return " · ".join(one(key, name) for key, name in SETTINGS if config.get(key) is not None)


def collect(directory: Path, experiments: Sequence[str]) -> dict[str, Any] | None:
    """The picks of a run's processes under directory (process-<n>.json each) as one document,
    each pick reduced to its label; None where no process left any."""
    processes: dict[str, dict[str, str]] = {}
    for path in sorted(Path(directory).glob("process-*.json")):
        found = PROCESS_FILE.search(path.name)
        try:
            picks = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if found and isinstance(picks, dict):
            processes[found.group(1)] = {key: label(c) for key, c in sorted(picks.items()) if isinstance(c, dict)}
    if not processes:
        return None
    return {"experiments": sorted(experiments), "processes": processes}


def read(run_dir: Path) -> dict[str, Any] | None:
    """A run's launch-tuning.json, or None where it has none (runs from before it was kept) or it
    cannot be read (the page then says nothing about launch picks, rather than fail)."""
    path = Path(run_dir) / FILE
    try:
        doc = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    return doc if isinstance(doc, dict) and isinstance(doc.get("processes"), dict) else None


def kernel_dirs(code: str) -> dict[str, list[str]]:
    """Cache directory → names of the Triton kernels an output-code module defines there."""
    dirs: dict[str, list[str]] = {}
    pending = None
    for line in code.splitlines():
        if (found := KERNEL_PATH.match(line)):
            pending = found.group(1)
        elif pending and (named := KERNEL_NAME.match(line)):
            dirs.setdefault(pending, []).append(named.group(1))
            pending = None
    return dirs


def _process_of(bundle: Any, experiment: str, replicate: int) -> str:
    """The worker process number of a timed replicate: one more where a capture-only process came first."""
    processes = bundle.header.get("processes") or []
    first = processes[0] if processes and isinstance(processes[0], dict) else {}
    return str(replicate + 1 if experiment in (first.get("capture_only") or []) else replicate)


def disagreements(point: Any, bundles: Sequence[Any], picks: Sequence[Mapping[str, Any] | None],
                  code: str, replicates: Sequence[Sequence[int]]) -> str:
    """For one point: the kernels whose launch pick differed between the timed processes of the
    runs, and which process picked what ('triton_poi_fused_0: XBLOCK 512 · 8 warps in run 2
    process 1; XBLOCK 1024 · 4 warps in the 8 others'); 'same in every process' where none did;
    '' where some run kept no picks for this experiment or the point's kernels are unknown.
    replicates: per run, the timed replicates (numbered from 1) its samples hold."""
    dirs = kernel_dirs(code)
    if not dirs:
        return ""
    seen: dict[str, Counter] = {}  # record → Counter of (label) and where each was picked
    where: dict[tuple[str, str], list[str]] = {}
    for run, (bundle, doc, reps) in enumerate(zip(bundles, picks, replicates), 1):
        if doc is None or point.experiment not in doc.get("experiments", []) or not reps:
            return ""  # a run without its picks or its per-process samples: nothing to tell
        for rep in reps:
            chosen = doc["processes"].get(_process_of(bundle, point.experiment, rep))
            if chosen is None:
                return ""
            for record, pick in chosen.items():
                if record.split("/", 1)[0] in dirs:
                    seen.setdefault(record, Counter())[pick] += 1
                    where.setdefault((record, pick), []).append(f"run {run} process {rep}")
    if not seen:
        return ""
    parts = []
    for record, counts in sorted(seen.items()):
        if len(counts) < 2:
            continue
        names = dirs[record.split("/", 1)[0]]
        kernel = names[0] if len(names) == 1 else " or ".join(names)
        (common, n), *rest = counts.most_common()
        told = "; ".join(f"{pick} in {', '.join(where[record, pick])}" for pick, _ in rest)
        parts.append(f"`{kernel}`: {told}; {common} in the {n} other{'s' if n > 1 else ''}")
    return " — ".join(parts) if parts else "same in every process"
