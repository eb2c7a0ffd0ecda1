"""Which launch settings each process's Inductor autotuning picked, and where processes disagree.

A generated Triton kernel with several candidate launch configurations (block sizes, warps) is
benchmarked on its first call and the winner recorded beside it in the cache. The workers clear
those records at their start (runner.worker.forget_launch_tuning), so every process picks afresh,
and keep each process's picks as <cache>/launch-tuning/process-<n>.json, n = the worker's
replicate index + 1. `measure` stores them with the bundle as launch-tuning.json; the
reproducibility page reads them to say, for a GPU-bound speedup whose runs lie apart, whether a
process that moved had picked other launch settings.

A record is keyed by its path under a cache root: the two-character directory its kernel's module
lives in, then a hash of that module's name and of the torch build. `measure` computes that hash
for every kernel module of the run (torch's own AutotuneCache key, on the machine that ran it) and
stores which module each record belongs to; a kernel listing's "kernel path" comments name the
modules of a grid point. Files from before that was kept tie a record to a point only where its
directory holds no other record and the point no other kernel.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

FILE = "launch-tuning.json"
PROCESS_FILE = re.compile(r"process-(\d+)\.json$")
SETTINGS = (("XBLOCK", "XBLOCK"), ("YBLOCK", "YBLOCK"), ("ZBLOCK", "ZBLOCK"), ("R0_BLOCK", "R0_BLOCK"),
            ("R1_BLOCK", "R1_BLOCK"), ("num_warps", "warps"), ("num_stages", "stages"))
KERNEL_PATH = re.compile(r"^# kernel path: .*/([0-9a-z]{2})/(c[0-9a-z]+)\.py\s*$")
KERNEL_NAME = re.compile(r"^(\w+) = async_compile\.triton\(")


def label(config: Mapping[str, Any]) -> str:
    """'XBLOCK 1024 · 4 warps · 1 stage': the settings a pick fixed, in a stable order."""
    def one(key: str, name: str) -> str:
        value = config[key]
        if name in ("warps", "stages"):
            return f"{value} {name if value != 1 else name[:-1]}"
        return f"{name} {value}"

    return " · ".join(one(key, name) for key, name in SETTINGS if config.get(key) is not None)


def record_modules(roots: Sequence[Path]) -> dict[str, str]:
    """Record key (relative to its root) → the kernel module it belongs to ('4s/c4sekj…'), for
    every Triton kernel module under the roots, by torch's own AutotuneCache key. Must run with
    the torch that compiled them (the key hashes the torch build); {} where that torch's cache key
    functions are not to be had."""
    try:
        from torch._inductor.runtime.autotune_cache import AutotuneCache

        key_of = AutotuneCache._make_local_cache_key
        prepare = AutotuneCache._prepare_key
    except Exception:  # no torch here, or its private cache API moved: no modules, never a failure
        return {}
    out = {}
    for root in roots:
        if not Path(root).is_dir():
            continue
        for module in Path(root).rglob("c*.py"):
            try:
                record = Path(key_of(str(module.parent), prepare(str(module))))
            except Exception:  # a private API that moved: say nothing rather than guess
                return {}
            rel = module.relative_to(root)
            out[str(record.relative_to(root))] = str(rel.with_suffix(""))
    return out


def collect(directory: Path, experiments: Sequence[str], modules: Mapping[str, str] | None = None,
            created: str | None = None) -> dict[str, Any] | None:
    """The picks of a run's processes under directory (process-<n>.json each) as one document,
    each pick reduced to its label, with the module each record belongs to where known and the
    bundle's creation time; None where no process left any."""
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
    doc: dict[str, Any] = {"experiments": sorted(experiments), "processes": processes}
    held = {k for chosen in processes.values() for k in chosen}
    if modules:
        doc["modules"] = {k: v for k, v in sorted(modules.items()) if k in held}
    if created:
        doc["bundle_created"] = created
    return doc


def _strings(value: Any) -> bool:
    return isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())


def read(run_dir: Path, created: str | None = None) -> dict[str, Any] | None:
    """A run's launch-tuning.json, or None where it has none (runs from before it was kept), it is
    not of the expected shape, or it names another bundle than the one created at `created`: the
    page then says nothing about launch picks, rather than fail or tell another run's."""
    path = Path(run_dir) / FILE
    try:
        doc = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(doc, dict):
        return None
    experiments, processes = doc.get("experiments"), doc.get("processes")
    if not (isinstance(experiments, list) and all(isinstance(e, str) for e in experiments)):
        return None
    if not (isinstance(processes, dict) and all(isinstance(k, str) and _strings(v) for k, v in processes.items())):
        return None
    if "modules" in doc and not _strings(doc["modules"]):
        return None
    if created is not None and doc.get("bundle_created") not in (None, created):
        return None
    return doc


def kernel_modules(code: str) -> dict[str, str]:
    """'4s/c4sekj…' → name of the Triton kernel that output-code module holds, from its comments."""
    out: dict[str, str] = {}
    pending = None
    for line in code.splitlines():
        if (found := KERNEL_PATH.match(line)):
            pending = f"{found.group(1)}/{found.group(2)}"
        elif pending and (named := KERNEL_NAME.match(line)):
            out[pending] = named.group(1)
            pending = None
    return out


def _directory(record: str) -> str:
    """The two-character directory of a record key, under whichever root ('xb' of 'compile_modes/p/xb/h')."""
    parts = record.split("/")
    return parts[-2] if len(parts) >= 2 else ""


def crowded(codes: Iterable[str]) -> set[str]:
    """The cache directories ('4s') that hold more than one kernel module in all the given output
    code (a run's): a record in one of them cannot be tied to a kernel by its directory alone,
    since a kernel with one launch setting leaves no record to count."""
    modules: dict[str, set[str]] = {}
    for code in codes:
        for module in kernel_modules(code):
            modules.setdefault(module.split("/", 1)[0], set()).add(module)
    return {d for d, found in modules.items() if len(found) > 1}


def _attribution(doc: Mapping[str, Any], kernels: Mapping[str, str], shared: Collection[str] = ()) -> dict[str, str]:
    """Record key → kernel name, for the records of one run that belong to the point's kernels.
    shared: directories that hold several kernel modules in the run (crowded), never matched by
    directory."""
    held = {k for chosen in doc["processes"].values() for k in chosen}
    modules = doc.get("modules")
    if modules:
        names = {module.split("/", 1)[-1]: name for module, name in kernels.items()}
        return {r: names[Path(modules[r]).name] for r in held if r in modules and Path(modules[r]).name in names}
    # without modules: a record whose directory holds no other record, for a point with one kernel there
    per_dir = Counter(_directory(r) for r in held)
    mine = Counter(m.split("/", 1)[0] for m in kernels)
    by_dir = {m.split("/", 1)[0]: name for m, name in kernels.items()}
    return {r: by_dir[_directory(r)] for r in held
            if per_dir[_directory(r)] == 1 and mine.get(_directory(r)) == 1 and _directory(r) not in shared}


def unlike_capture(experiment: str, doc: Mapping[str, Any] | None, code: str,
                   replicates: Sequence[int], shared: Collection[str] = ()) -> set[int]:
    """The replicates (the workers' indices) among `replicates` whose pick for one of a point's
    kernels differs from the capture process's (replicate 0, process-1.json): the profiler's GPU
    time, measured there, is not the time of their kernels. Empty where the run kept no picks or
    none can be tied to the point's kernels."""
    if doc is None or experiment not in doc["experiments"]:
        return set()
    kernels = kernel_modules(code)
    capture = doc["processes"].get("1")
    if not kernels or capture is None:
        return set()
    mine = _attribution(doc, kernels, shared)
    out = set()
    for rep in replicates:
        chosen = doc["processes"].get(str(rep + 1), {}) if rep else {}
        if any(r in chosen and r in capture and chosen[r] != capture[r] for r in mine):
            out.add(rep)
    return out


def disagreements(point: Any, picks: Sequence[Mapping[str, Any] | None], code: str,
                  replicates: Sequence[Sequence[int]], shared: Collection[str] = ()) -> str:
    """For one point: the kernels whose launch pick differed between the timed processes of the
    runs, and which process picked what ('triton_poi_fused_0: XBLOCK 512 · 8 warps in run 2
    process 1; XBLOCK 1024 · 4 warps in the 8 others'); 'same in every process' where none did;
    'no autotuned kernel' where the point has no Triton kernel (a library call only); '' where some
    run kept no picks or samples for it, or no record could be tied to its kernels. replicates: per
    run, the replicate indices its samples hold (the worker's own, so the file is process-<i + 1>);
    they are told as the n-th timed process of the run."""
    kernels = kernel_modules(code)
    if not kernels:
        return "no autotuned kernel" if code else ""
    seen: dict[str, Counter] = {}
    where: dict[tuple[str, str], list[str]] = {}
    for run, (doc, reps) in enumerate(zip(picks, replicates), 1):
        if doc is None or point.experiment not in doc["experiments"] or not reps:
            return ""  # a run without its picks or its per-process samples: nothing to tell
        mine = _attribution(doc, kernels, shared)
        for nth, rep in enumerate(sorted(reps), 1):
            chosen = doc["processes"].get(str(rep + 1))
            if chosen is None:
                return ""
            for record, kernel in mine.items():
                if record in chosen:
                    seen.setdefault(kernel, Counter())[chosen[record]] += 1
                    where.setdefault((kernel, chosen[record]), []).append(f"run {run} process {nth}")
    if not seen:
        return ""
    parts = []
    for kernel, counts in sorted(seen.items()):
        if len(counts) < 2:
            continue
        (common, n), *rest = counts.most_common()
        told = "; ".join(f"{pick} in {', '.join(where[kernel, pick])}" for pick, _ in rest)
        parts.append(f"`{kernel}`: {told}; {common} in the {n} other{'s' if n > 1 else ''}")
    return " — ".join(parts) if parts else "same in every process"
