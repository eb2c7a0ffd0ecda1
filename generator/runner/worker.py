"""One replicate of one experiment, in its own process: run every grid point, write JSON.

Started by generator.runner.isolate as `python -m generator.runner.worker ...`. A grid point
that raises (compile error, out of memory, ...) is recorded as failed and the next one runs.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any

from generator.runner.discovery import load
from generator.schema import RunContext

PROFILE_SETTINGS = {"full": {"rounds": 30, "block_s": 0.010}, "quick": {"rounds": 20, "block_s": 0.005}}


def _short_error(exc: BaseException) -> str:
    first = (str(exc).strip().splitlines() or [""])[0]
    return f"{type(exc).__name__}: {first}"[:500]


def _free_device_memory(device: str) -> None:
    if device == "cuda":
        import torch

        torch.cuda.empty_cache()


def run_point(module: Any, ctx: RunContext, params: dict[str, Any]) -> dict[str, Any]:
    """Run one grid point; an exception becomes a failed point with its error."""
    start = time.perf_counter()
    try:
        outcome = dataclasses.asdict(module.run(ctx, **params))
        json.dumps(outcome)  # a value JSON cannot hold fails this point, not the whole worker
    except Exception as exc:  # one failing point must not sink the experiment
        return {
            "params": params,
            "status": "failed",
            "error": _short_error(exc),
            "traceback": traceback.format_exc(limit=8)[-4000:],
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


def main(argv: list[str] | None = None) -> int:
    """Entry point of the worker process."""
    parser = argparse.ArgumentParser(prog="generator.runner.worker")
    parser.add_argument("--experiment", required=True)
    parser.add_argument("--profile", required=True, choices=sorted(PROFILE_SETTINGS))
    parser.add_argument("--device", required=True, choices=["cuda", "cpu"])
    parser.add_argument("--replicate", type=int, required=True)
    parser.add_argument("--replicates", type=int, required=True)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)

    experiment = load(f"experiments.{args.experiment}")
    ctx = RunContext(
        device=args.device,
        profile=args.profile,
        replicate=args.replicate,
        capture=args.replicate == 0,
        **PROFILE_SETTINGS[args.profile],
    )
    points = []
    grid = experiment.spec.grid(args.profile)
    tag = f"{experiment.id} process {args.replicate + 1}/{args.replicates}"
    for index, params in enumerate(grid, 1):
        label = " ".join(f"{k}={v}" for k, v in params.items())
        reason = experiment.spec.skip_reason(params, args.device)
        if reason:
            points.append({"params": params, "status": "skipped", "error": reason, "seconds": 0.0})
            print(f"  [{tag}] {index}/{len(grid)} {label}: skipped ({reason})", file=sys.stderr, flush=True)
            continue
        point = run_point(experiment.module, ctx, params)
        points.append(point)
        state = "ok" if point["status"] == "ok" else f"FAILED: {point['error']}"
        print(f"  [{tag}] {index}/{len(grid)} {label}: {state} ({point['seconds']:.1f} s)",
              file=sys.stderr, flush=True)
    args.out.write_text(json.dumps({"replicate": args.replicate, "points": points}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
