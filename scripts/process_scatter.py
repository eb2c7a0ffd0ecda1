"""How much of a speedup's scatter between processes is the sampling error of its rounds.

Usage: python scripts/process_scatter.py RUN [RUN ...] [--experiment ID] [--top N]

Each RUN is a bundle directory with samples.json, all of one setting (device, release, profile):
the committed bundle, re-runs unpacked from a device command. For every speedup against eager timed in at least three processes of a run, it
takes the per-process log ratio of medians (what the intervals are built from) and compares their
spread between processes with the sampling error of one process's ratio of medians, estimated from
that process's own rounds: (π/2)·σ²/n per side, σ from the median absolute deviation of the log
times (robust to a stray slow round). Over the runs, both are pooled as root mean squares.

Where scatter ≈ sampling error, more rounds per process narrow the interval as 1/√rounds; the
part beyond it, √(scatter² − sampling²), is per process and only more processes average it out.
"""

from __future__ import annotations

import argparse
import json
import math
from collections import defaultdict
from pathlib import Path

import numpy as np


def sampling_variance(seconds: list[float]) -> float:
    """The variance of the log of a median of these rounds (normal approximation, MAD-based σ)."""
    logs = np.log(np.asarray(seconds))
    sigma = 1.4826 * float(np.median(np.abs(logs - np.median(logs))))
    return (math.pi / 2) * sigma * sigma / len(logs)


def speedups(run: Path, only: str | None) -> dict[tuple[str, str, str], tuple[float, float]]:
    """(experiment, point, variant) -> (variance of the per-process log ratios, mean sampling variance)."""
    found = {}
    for experiment, entries in json.loads((run / "samples.json").read_text()).items():
        if only and experiment != only:
            continue
        groups: dict[str, dict[int, dict[str, list[float]]]] = defaultdict(lambda: defaultdict(dict))
        for entry in entries:
            if entry["comparison"] == "latency":
                point = json.dumps(entry["params"], sort_keys=True)
                groups[point][entry["replicate"]][entry["variant"]] = entry["seconds"]
        for point, processes in groups.items():
            timed = [p for p in processes.values() if "eager" in p and all(
                s > 0 and not math.isnan(s) for times in p.values() for s in times)]
            if len(timed) < 3:
                continue
            for variant in set.intersection(*(set(p) for p in timed)) - {"eager"}:
                logs = [math.log(np.median(p["eager"]) / np.median(p[variant])) for p in timed]
                noise = [sampling_variance(p["eager"]) + sampling_variance(p[variant]) for p in timed]
                found[experiment, point, variant] = (float(np.var(logs, ddof=1)), float(np.mean(noise)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path)
    parser.add_argument("--experiment")
    parser.add_argument("--top", type=int, default=20, help="speedups listed, noisiest first")
    args = parser.parse_args()
    pooled: dict[tuple[str, str, str], list[tuple[float, float]]] = defaultdict(list)
    for run in args.runs:
        for key, value in speedups(run, args.experiment).items():
            pooled[key].append(value)
    rows = []
    for (experiment, point, variant), values in pooled.items():
        scatter = math.sqrt(np.mean([v[0] for v in values]))
        sampling = math.sqrt(np.mean([v[1] for v in values]))
        rows.append((scatter, sampling, experiment, point, variant, len(values)))
    print(f"{len(args.runs)} runs; speedups timed in 3+ processes: {len(rows)}")
    print("experiment | point | variant | runs | process scatter | sampling error of the rounds | per-process part")
    for scatter, sampling, experiment, point, variant, n in sorted(rows, reverse=True)[:args.top]:
        own = math.sqrt(max(scatter * scatter - sampling * sampling, 0.0))
        print(f"{experiment} | {point} | {variant} | {n} | {scatter:.4f} | {sampling:.4f} | {own:.4f}")


if __name__ == "__main__":
    main()
