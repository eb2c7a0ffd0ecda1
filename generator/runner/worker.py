"""One measuring process: measure the device's ceilings, then run experiments point by point.

Started by generator.runner.isolate as `python -m generator.runner.worker ...`. Start-up of a
process with a CUDA context costs 10-15 s on the reference GPU, so one process runs every
experiment of a replicate; each experiment's results are written to its own file as soon as it
finishes, so a crash loses only the experiment that was running. A grid point that raises
(compile error, out of memory, ...) is recorded as failed and the next one runs.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import dataclasses
import json
import logging
import math
import os
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from generator.runner.discovery import Experiment, load
from generator.schema import BREAKS_LOGGED, Metric
from generator.spec import RunContext, Selection, selected_grid

# 20 interleaved rounds of 5 ms blocks per variant and process: the interval's width comes from
# the spread between processes, which more rounds inside one process do not narrow, and the
# time goes to one more fresh process instead.
_GPU_SETTINGS = {"rounds": 20, "block_s": 0.005}
PROFILE_SETTINGS = {"default": _GPU_SETTINGS, "full": _GPU_SETTINGS, "quick": {"rounds": 20, "block_s": 0.005}}
PEAKS_FILE = "_peaks.json"
PROGRESS = ".points.jsonl"  # <experiment>.points.jsonl: each point as it starts and finishes
COMPILE_LOG = "compile_log.txt"  # the graph-break and recompile lines Dynamo logged for a point


def _first_line(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {(str(exc).strip().splitlines() or [''])[0]}"


def _short_error(exc: BaseException) -> str:
    """The exception's first line and, where it wraps another (BackendCompilerFailed does), the
    first line of the innermost cause, which is usually the one that says what went wrong."""
    text, cause, seen = _first_line(exc), exc, {id(exc)}
    while (inner := cause.__cause__ or cause.__context__) is not None and id(inner) not in seen:
        seen.add(id(inner))
        cause = inner
    if cause is not exc and _first_line(cause) not in text:
        text += f" (caused by {_first_line(cause)})"
    return text[:500]


def _free_device_memory(device: str) -> None:
    if device == "cuda":
        import torch

        torch.cuda.empty_cache()


def run_point(module: Any, ctx: RunContext, params: dict[str, Any]) -> dict[str, Any]:
    """Run one grid point; an exception becomes a failed point with its error."""
    from generator.runner import inductor

    start = time.perf_counter()
    try:
        with inductor.compile_config():
            outcome = dataclasses.asdict(module.run(ctx, **params))
        if not ctx.timed:
            drop_timings(outcome)
        attach_estimates(outcome)
        json.dumps(outcome)  # a value JSON cannot hold fails this point, not the whole worker
    except Exception as exc:  # one failing point must not sink the experiment
        return {
            "params": params,
            "status": "failed",
            "error": _short_error(exc),
            "traceback": traceback.format_exc()[-6000:],  # the whole chain, its tail
            "seconds": time.perf_counter() - start,
        }
    finally:
        _free_device_memory(ctx.device)
    return {
        "params": params,
        "status": "ok",
        "outcome": outcome,
        "seconds": time.perf_counter() - start,
    }


def drop_timings(outcome: dict[str, Any]) -> None:
    """Leave out what an untimed process timed: its comparisons, and every metric derived from them.

    measure.compare gives NaN samples there, so a derived metric is NaN; compile times, counts
    and the profiler's figures are real numbers and stay.
    """
    outcome["comparisons"] = []
    outcome["metrics"] = [m for m in outcome["metrics"]
                          if not (isinstance(m["value"], float) and math.isnan(m["value"]))]


def attach_estimates(outcome: dict[str, Any]) -> None:
    """Give each profiled Triton kernel Inductor's estimate of its bytes (and FLOPs).

    The estimates sit in the output code captured by the point; a listing whose name contains
    the kernel's variant is preferred, since two variants may reuse a kernel name.
    """
    from generator.runner import inductor

    listings = {name: inductor.kernel_estimates(text) for name, text in outcome["artifacts"].items()
                if isinstance(text, str) and name.endswith(".py")}
    for kernel in outcome["kernels"]:
        ranked = sorted(listings.items(), key=lambda item: kernel["variant"] not in item[0])
        for _, estimates in ranked:
            if kernel["name"] in estimates:
                found = estimates[kernel["name"]]
                kernel["bytes"] = found.get("bytes", kernel.get("bytes"))
                kernel["flops"] = kernel.get("flops") or found.get("flops")
                break


def run_traced_point(module: Any, ctx: RunContext, params: dict[str, Any]) -> dict[str, Any]:
    """run_point keeping Dynamo's structured trace (TORCH_TRACE) and its break/recompile log lines.

    The trace is what tlparse turns into its compile report; it is stored as base64 of xz.
    """
    import lzma

    from generator.runner import inductor

    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix="lab-trace-") as tmp:
        with inductor.break_and_recompile_log(lines), inductor.structured_trace(Path(tmp)):
            point = run_point(module, ctx, params)
        if point["status"] == "ok":
            if lines:
                point["outcome"]["artifacts"][COMPILE_LOG] = "\n".join(lines)
            # Over the same span as the trace, so the page can set it beside tlparse's count.
            logged = sum(line.startswith("[graph_breaks]") for line in lines)
            point["outcome"]["metrics"].append(dataclasses.asdict(Metric(
                "all variants", BREAKS_LOGGED, float(logged), "count",
                "Dynamo's graph-break log records over the whole point", kind="compiler")))
        logs = sorted(Path(tmp).glob("*.log"))
        if logs:
            raw = b"".join(p.read_bytes() for p in logs)
            # preset 3: about 8x faster than 9 on these traces, for about 10% more bytes
            point["trace_xz_b64"] = base64.b64encode(lzma.compress(raw, preset=3)).decode()
    return point


def run_experiment(experiment: Experiment, ctx: RunContext, tag: str, *, skip: int = 0,
                   progress: Path | None = None, selection: Selection | None = None) -> list[dict[str, Any]]:
    """Every grid point of one experiment in this process (those the selection names for it, if
    it names any: spec.selected_grid), with one progress line per point.

    skip: grid points (in grid order) already handled by an earlier worker of this process,
    which stopped during the next one. progress: a JSON-lines file that gets a "started" line
    before each point and the point itself after it, so that a worker that hangs or dies costs
    the parent one point, not the experiment.
    """
    points = []
    grid = selected_grid(experiment.spec, ctx.profile, selection)
    for index, params in enumerate(grid, 1):
        if index <= skip:
            continue
        if not experiment.spec.runs_in(params, ctx.replicate):
            continue  # measured once, by the first process
        label = " ".join(f"{k}={v}" for k, v in params.items())
        reason = experiment.spec.skip_reason(params, ctx.device)
        if reason:
            points.append({"params": params, "status": "skipped", "error": reason, "seconds": 0.0})
            if progress is not None:
                _append(progress, {"finished": index, "point": points[-1]})
            print(f"  [{tag}] {index}/{len(grid)} {label}: skipped ({reason})", file=sys.stderr, flush=True)
            continue
        if progress is not None:
            _append(progress, {"started": index, "params": params, "at": time.time()})
        runner = run_traced_point if ctx.capture else run_point
        # a point no later process measures is timed here, whatever the process
        here = ctx if ctx.timed or experiment.spec.runs_in(params, 1) else dataclasses.replace(ctx, timed=True)
        point = runner(experiment.module, here, params)
        points.append(point)
        if progress is not None:
            _append(progress, {"finished": index, "point": point})
        state = "ok" if point["status"] == "ok" else f"FAILED: {point['error']}"
        print(f"  [{tag}] {index}/{len(grid)} {label}: {state} ({point['seconds']:.1f} s)",
              file=sys.stderr, flush=True)
    return points


def _append(path: Path, record: dict[str, Any]) -> None:
    """One JSON line, flushed to disk before the next point starts."""
    with path.open("a") as fh:
        fh.write(json.dumps(record) + "\n")
        fh.flush()
        os.fsync(fh.fileno())


def _write_json(path: Path, data: Any) -> None:
    """Write atomically, so the parent never reads half a file after a crash."""
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data))
    os.replace(tmp, path)


def _peaks(device: str) -> dict[str, float]:
    from generator.runner import measure

    try:
        return measure.device_peaks(device)
    except Exception as exc:  # a ceiling that cannot be measured leaves '% of peak' blank
        print(f"  [peaks] not measured: {_short_error(exc)}", file=sys.stderr, flush=True)
        return {}


TUNED_CONFIG = "*.best_config"  # Inductor's record of the launch configuration a kernel's autotuning chose


def forget_launch_tuning(roots: list[Path]) -> int:
    """Delete the launch configurations Inductor's runtime autotuning recorded under roots.

    A kernel compiled with several candidate launch configurations (block sizes, warps) is
    benchmarked on its first call and the winner is written beside it in the cache; a later
    process loading the kernel from the cache uses that winner without benchmarking. Two
    candidates a few per cent apart then make every process of a run inherit the first process's
    pick, so the spread between processes could not show how much that pick varies from one
    compile to the next (seen on the H200: one pointwise chain's kernel ran 64 µs in two runs and
    70 µs in a third). Without the records each process picks afresh, at the cost of the
    benchmarking (milliseconds per kernel) in its first call. Returns how many were deleted.
    """
    gone = 0
    for root in roots:
        if not root.is_dir():
            continue
        for path in root.rglob(TUNED_CONFIG):
            with contextlib.suppress(OSError):
                path.unlink()
                gone += 1
    return gone


LAUNCH_TUNING = "launch-tuning"  # beside the state: each process's picks, process-<n>.json


def keep_launch_tuning(state: Path | None, replicate: int) -> Path | None:
    """Copy the launch configurations this process's autotuning chose (forget_launch_tuning
    cleared the earlier ones at its start) to <state>/../launch-tuning/process-<n>.json, keyed by
    the record's path under its root: Inductor writes it in its kernel's directory (the two
    characters after inductor/ in the "kernel path" comment of output_code.py), so a pick can be
    traced to its kernel. For comparing processes whose GPU-bound times disagree. None where
    there is no state directory."""
    if state is None:
        return None
    picks: dict[str, Any] = {}
    for root in _tuning_roots(state):
        if root.is_dir():
            for path in sorted(root.rglob(TUNED_CONFIG)):
                with contextlib.suppress(OSError, ValueError):
                    picks[str(path.relative_to(root))] = json.loads(path.read_text())
    out = state.parent / LAUNCH_TUNING / f"process-{replicate + 1}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(picks, indent=1, sort_keys=True) + "\n")
    return out


def _tuning_roots(state: Path | None) -> list[Path]:
    """Where this worker's kernels and their tuning records live: the experiments' state and
    Inductor's cache, the latter only where it is the lab's own (beside the state, under
    cache/): a cache the user pointed TORCHINDUCTOR_CACHE_DIR at is theirs and left alone."""
    if state is None:
        return []
    inductor = Path(os.environ.get("TORCHINDUCTOR_CACHE_DIR") or state / "none").resolve()
    ours = inductor.is_relative_to(state.resolve().parent)
    return [state] + ([inductor] if ours else [])


def _state_dir(root: Path | None, experiment_id: str, replicate: int, resumed: bool = False) -> str:
    """The experiment's state directory, emptied before its first process uses it.

    resumed: this worker goes on after a point an earlier worker of the same process stopped in;
    the state the earlier points left (e.g. compile_modes' caches) is theirs and stays.
    """
    if root is None:
        return ""
    path = root / experiment_id
    if replicate == 0 and not resumed:
        shutil.rmtree(path, ignore_errors=True)
    path.mkdir(parents=True, exist_ok=True)
    return str(path)


GO = "go"  # the line a standby worker waits for (isolate.Standby.release)


def stand_by(experiment_ids: list[str], models: list[str]) -> bool:
    """Import what the process will need (torch, Dynamo, Inductor's compiler, the experiments),
    then block until the parent says go on standard input; False if it says anything else or
    closes it (the run was interrupted, or this process is not wanted).

    Only imports happen before the go: no CUDA context, no ceiling, no cache is read or cleared,
    so the process that is still measuring has the device and the caches to itself, and this one
    starts from the state that process leaves. What it saves is the seconds of imports a fresh
    process otherwise spends before its first measurement.
    """
    import torch  # noqa: F401

    with contextlib.suppress(Exception):  # the first compile imports it otherwise (and fails there, if it must)
        import torch._inductor.compile_fx  # noqa: F401

    from generator.runner import inductor, measure  # noqa: F401

    for experiment_id in experiment_ids:
        load(f"experiments.{experiment_id}", models)
    return sys.stdin.readline().strip() == GO


def main(argv: list[str] | None = None) -> int:
    """Entry point of the worker process."""
    parser = argparse.ArgumentParser(prog="generator.runner.worker")
    parser.add_argument("--experiments", required=True, help="comma-separated experiment ids, in order")
    parser.add_argument("--profile", required=True, choices=sorted(PROFILE_SETTINGS))
    parser.add_argument("--device", required=True, choices=["cuda", "cpu"])
    parser.add_argument("--replicate", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True, help="directory for one JSON file per experiment")
    parser.add_argument("--state", type=Path, help="root of the experiments' state kept across processes")
    parser.add_argument("--untimed", default="", help="comma-separated experiments this process only "
                        "compiles, captures and profiles for (their timings come from the other processes)")
    parser.add_argument("--skip", default="", help="EXPERIMENT=N: skip the first N grid points of it "
                        "(an earlier worker of this process handled them)")
    parser.add_argument("--points", default="", help="JSON object experiment -> [parameters, ...]: measure "
                        "only these grid points of it (the others are kept from before, or asked for by --points)")
    parser.add_argument("--model", action="append", default=[], metavar="PACKAGE.MODULE:FUNCTION",
                        help="a user's model, for the experiment of the user's models (repeatable)")
    parser.add_argument("--standby", action="store_true", help="import torch and the experiments, then "
                        "wait for a line 'go' on standard input before touching the device or the caches "
                        "(the process before this one is still running)")
    args = parser.parse_args(argv)
    untimed = set(filter(None, args.untimed.split(",")))
    skip = dict((k, int(v)) for k, v in (item.split("=") for item in filter(None, [args.skip])))
    if args.standby and not stand_by(args.experiments.split(","), args.model):
        return 0  # the parent went away or needs this process no more

    started = time.perf_counter()
    forgotten = forget_launch_tuning(_tuning_roots(args.state))
    peaks = _peaks(args.device)
    print(f"  [process {args.replicate + 1}] start-up: import torch, device and its ceilings in "
          f"{time.perf_counter() - started:.1f} s; {forgotten} kernel tuning records cleared "
          "(kernels tune their launch afresh)", file=sys.stderr, flush=True)
    _write_json(args.out / PEAKS_FILE, peaks)
    ctx = RunContext(device=args.device, profile=args.profile, replicate=args.replicate,
                     capture=args.replicate == 0, peaks=peaks, **PROFILE_SETTINGS[args.profile])
    for experiment_id in args.experiments.split(","):
        experiment = load(f"experiments.{experiment_id}", args.model)
        if experiment is None:
            raise SystemExit(f"{experiment_id} measures the user's models, and this worker was given none (--model)")
        started = time.perf_counter()
        state = _state_dir(args.state, experiment_id, args.replicate, resumed=experiment_id in skip)
        here = dataclasses.replace(ctx, state_dir=state,
                                   timed=experiment_id not in untimed)
        points = run_experiment(experiment, here, f"{experiment_id} process {args.replicate + 1}",
                                skip=skip.get(experiment_id, 0), progress=args.out / f"{experiment_id}{PROGRESS}",
                                selection=json.loads(args.points) if args.points else None)
        _write_json(args.out / f"{experiment_id}.json", {
            "replicate": args.replicate, "points": points, "seconds": time.perf_counter() - started})
    keep_launch_tuning(args.state, args.replicate)
    return 0


def leave(code: int) -> None:
    """End the worker process now, skipping the interpreter's teardown.

    Everything the parent reads is on disk by then (each experiment's file written atomically,
    the launch picks kept); what the teardown does after that (torch's and Inductor's exit
    handlers, the CUDA context, freeing every module) cost about 2 s per process on the CPU
    runner, in every process of a run. The log is flushed first; whatever the worker leaves
    running (Inductor's compile workers) the parent ends with the process group
    (isolate._run_worker).
    """
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


if __name__ == "__main__":
    leave(main())
