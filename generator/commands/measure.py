"""`generator measure`: run the experiments on this machine's device and write a bundle."""

from __future__ import annotations

import sys
import time
from datetime import datetime, timezone
from pathlib import Path

from generator.runner import discovery, isolate, merge
from generator.schema import ExperimentResult, LabError, Verdict
from generator.store import bundle as bundle_store
from generator.store import fingerprint
from generator.store.bundle import BundleError
from generator.store.cache import ResultCache, result_key


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def detect_device(requested: str | None) -> str:
    """'cuda' when a CUDA device is usable (or asked for), else 'cpu'."""
    import torch

    if requested == "cuda" and not torch.cuda.is_available():
        raise LabError("--device cuda was asked for, but torch sees no CUDA device "
                       f"(torch {torch.__version__}, built for CUDA {torch.version.cuda}); "
                       "leave --device out to measure on the CPU")
    if requested:
        return requested
    return "cuda" if torch.cuda.is_available() else "cpu"


def _verdicts(experiment: discovery.Experiment, result: ExperimentResult, fp: dict) -> list[Verdict]:
    decide = getattr(experiment.module, "verdicts", None)
    if decide is None or result.status == "failed":
        return []
    device = fp["device_name"]
    return [Verdict(**{**v.__dict__, "device": device, "release": fp["torch"]}) for v in decide(result.rows)]


def run_experiment(experiment: discovery.Experiment, *, profile: str, device: str,
                   replicates: int, cache_dir: Path, fp: dict) -> ExperimentResult:
    """All replicates of one experiment, merged; a crash is a failed result, not an exception."""
    spec = experiment.spec
    start = time.perf_counter()
    base = dict(id=spec.id, title=spec.title, section=spec.section, claims=spec.claims,
                summary=spec.summary, source_hash=experiment.source_hash, replicates=replicates,
                references=list(spec.references))
    outputs, crashes = [], []
    for replicate in range(replicates):
        log(f"[{spec.id}] process {replicate + 1}/{replicates}")
        try:
            outputs.append(isolate.run_replicate(experiment, profile=profile, device=device,
                                                 replicate=replicate, replicates=replicates,
                                                 cache_dir=cache_dir))
        except isolate.WorkerFailure as exc:  # keep the processes that did finish
            crashes.append(str(exc))
            log(f"[{spec.id}] process {replicate + 1}/{replicates} crashed: {exc}")
    if not outputs:
        return ExperimentResult(**base, status="failed", error=crashes[0], seconds=time.perf_counter() - start)
    merged = merge.merge(spec, outputs)
    failed = [p for p in merged["points"] if p["status"] == "failed"]
    partial = [p for p in merged["points"] if p["status"] == "partial"]
    ran = [p for p in merged["points"] if p["status"] != "skipped"]
    if not ran:
        status = "skipped"
    elif len(failed) == len(ran):
        status = "failed"
    else:
        status = "partial" if failed or partial or crashes else "ok"
    notes = [f"{len(crashes)} of {replicates} processes crashed: {crashes[0]}"] if crashes else []
    if failed:
        notes.append(f"{len(failed)} of {len(ran)} grid points failed; first: {failed[0]['error']}")
    if partial:
        notes.append(f"{len(partial)} grid points lost some processes; first: {partial[0]['error']}")
    error = "; ".join(notes)
    result = ExperimentResult(**base, status=status, error=error, seconds=time.perf_counter() - start,
                              rows=merged["rows"], kernels=merged["kernels"], samples=merged["samples"],
                              artifacts=merged["artifacts"], points=merged["points"])
    try:
        result.verdicts = _verdicts(experiment, result, fp)
    except Exception as exc:  # a bug in a verdict rule must not lose the measurements
        result.error = (result.error + "; " if result.error else "") + f"verdicts failed: {exc!r}"
    return result


def measure(*, results_dir: Path, cache_dir: Path, profile: str | None = None, device: str | None = None,
            only: list[str] | None = None, force: bool = False, replicates: int | None = None) -> Path:
    """Measure every experiment (or `only` these), reusing cached results; return the bundle path."""
    started = time.perf_counter()
    device = detect_device(device)
    profile = profile or ("full" if device == "cuda" else "quick")
    experiments = discovery.discover()
    selected = discovery.select(experiments, only)
    fp = fingerprint.collect(device)
    if device == "cpu":
        log("NOTE: no CUDA GPU in use: measuring on the CPU with the "
            f"'{profile}' profile. These are CPU numbers, not GPU numbers.")
    log(f"Measuring on {fp['device_name']} with torch {fp['torch']} (profile '{profile}')")
    target = Path(results_dir) / fingerprint.bundle_name(fp)
    previous = None
    if (target / "bundle.json").exists():
        try:
            previous = bundle_store.read(target)
        except BundleError as exc:
            log(f"warning: the previous bundle is ignored and will be replaced ({exc})")
    cache = ResultCache(Path(cache_dir) / "results")
    method = discovery.method_hash()
    results: dict[str, ExperimentResult] = {}
    try:
        for index, experiment in enumerate(experiments, 1):
            if experiment.id not in selected:
                if previous and experiment.id in previous.experiments:
                    results[experiment.id] = previous.experiments[experiment.id]
                continue
            n = replicates or experiment.spec.replicates[profile]
            key = result_key(experiment=experiment.id, source_hash=experiment.source_hash, method_hash=method,
                             profile=profile, grid=experiment.spec.grid(profile), replicates=n,
                             fingerprint_key=fingerprint.key_part(fp))
            cached = None if force else cache.get(key)
            if cached is not None:
                log(f"[{index}/{len(experiments)}] {experiment.id}: unchanged, cached result reused")
                results[experiment.id] = cached
                continue
            log(f"[{index}/{len(experiments)}] {experiment.id}: measuring ({n} processes)")
            result = run_experiment(experiment, profile=profile, device=device, replicates=n,
                                    cache_dir=Path(cache_dir), fp=fp)
            kept = previous.experiments.get(experiment.id) if previous else None
            if result.status in ("failed", "partial") and kept is not None and kept.status == "ok":
                log(f"[{index}/{len(experiments)}] {experiment.id}: this run {result.status} ({result.error}); "
                    "the complete earlier result stays in the bundle")
                results[experiment.id] = kept
                continue
            results[experiment.id] = result
            log(f"[{index}/{len(experiments)}] {experiment.id}: {result.status} in {result.seconds:.1f} s"
                + (f" ({result.error})" if result.error else ""))
            if result.status == "ok":
                cache.put(key, result)
    finally:
        cache.close()
    header = {"created": datetime.now(timezone.utc).isoformat(timespec="seconds"), "profile": profile,
              "fingerprint": fp, "measure_seconds": round(time.perf_counter() - started, 1)}
    if previous and all(r is previous.experiments.get(eid) or _same(r, previous.experiments.get(eid))
                        for eid, r in results.items()) and set(results) == set(previous.experiments):
        log(f"Nothing changed: bundle {target} kept as it is")
        return target
    bundle_store.write(bundle_store.Bundle(header, results), target)
    log(f"Bundle written: {target} ({time.perf_counter() - started:.1f} s)")
    return target


def _same(a: ExperimentResult, b: ExperimentResult | None) -> bool:
    return b is not None and a.to_dict() == b.to_dict() and a.artifacts == b.artifacts
