"""A results table's per-process column: each timed process's own speedup and what set its pace."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from generator import calibration
from generator.render import markdown as md
from generator.schema import GPU_BUSY, PRIMARY, ExperimentResult, Row, find_row, primary_baseline

PER_PROCESS = "each process's speedup · what sets the pace"


def per_process_speedups(result: ExperimentResult) -> dict[tuple[str, str], list[float]]:
    """(point, variant) → each timed process's own speedup of the primary comparison (the ratio of
    its medians, from samples.json), lowest first; empty where the run kept no samples."""
    logs = calibration.per_process_logs(result.rows, result.samples)
    return {(point, variant): sorted(math.exp(x) for x in values)
            for (point, name, variant, kind), (_, values) in logs.items() if name == PRIMARY and kind == "ratio"}


def pace(rows: Sequence[Row], variant: str, params: dict[str, Any], speedups: Sequence[float]) -> str:
    """A speedup's processes and what set its pace: '1.62–2.31× over 3 processes · host-bound (GPU
    busy 34%)', GPU-bound where both sides kept the GPU busy at least calibration.GPU_BOUND_FROM of a
    call (the lower share counts), host-bound below; no pace where the GPU was not profiled."""
    if not speedups:
        return "–"
    spread = (f"{md.num(speedups[0])}–{md.num(speedups[-1])}× over {len(speedups)} processes" if len(speedups) > 1
              else f"{md.num(speedups[0])}× in one process")
    base = primary_baseline(rows, params)
    shares = [r.value for r in (find_row(rows, v, GPU_BUSY, **params) for v in (base, variant) if v is not None)
              if r is not None and r.value is not None]
    if len(shares) < 2:
        return spread
    low = min(shares)
    return f"{spread} · {'GPU' if low >= calibration.GPU_BOUND_FROM else 'host'}-bound (GPU busy {low:.0%})"


PER_PROCESS_NOTE = (f"\n*{PER_PROCESS}*: the lowest and highest of the timed processes' own speedups, and whether "
                    f"the GPU set the pace: GPU-bound where eager and the variant both kept it busy at least "
                    f"{calibration.GPU_BOUND_FROM:.0%} of a call, host-bound below, where the host's speed moves the "
                    "value from process to process and from machine to machine.\n")
