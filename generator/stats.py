"""Statistics over timing samples: medians, bootstrap intervals, process intervals.

Samples come grouped by process (one group per fresh worker process, a "replicate") and, inside
a group, by interleaved round. Time that varies between processes (launch-bound work moves with
where the process lands) is invisible to a bootstrap over rounds alone, so every interval here
resamples processes first and rounds second, and the speedup's interval is widened to the range
in which the speedup measured by one more fresh process falls.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import stats as sps

N_BOOT = 2000
LEVEL = 0.95


@dataclass(frozen=True)
class Estimate:
    """A point estimate with a two-sided interval and what the interval means."""

    value: float
    lo: float
    hi: float
    n: int
    spread: str


def _stack(groups: Sequence[np.ndarray]) -> np.ndarray:
    """Groups of equal round count as one array (process, round, column)."""
    lengths = {len(g) for g in groups}
    if len(lengths) != 1 or 0 in lengths:
        raise ValueError(f"every replicate needs the same, non-zero number of rounds; got {sorted(lengths)}")
    return np.stack([np.asarray(g, dtype=float) for g in groups])


def _boot_medians(data: np.ndarray, n_boot: int, seed: int) -> np.ndarray:
    """Medians per column of n_boot two-stage resamples: processes, then rounds within each."""
    rng = np.random.default_rng(seed)
    k, r, _ = data.shape
    procs = rng.integers(0, k, size=(n_boot, k))
    rounds = rng.integers(0, r, size=(n_boot, k, r))
    pooled = data[procs[:, :, None], rounds]  # (n_boot, k, r, columns)
    return np.median(pooled.reshape(n_boot, k * r, -1), axis=1)


def _percentile(values: np.ndarray) -> tuple[float, float]:
    tail = (1 - LEVEL) / 2 * 100
    lo, hi = np.percentile(values, [tail, 100 - tail])
    return float(lo), float(hi)


def median(groups: Sequence[Sequence[float]], seed: int = 0) -> Estimate:
    """Median of all samples with a two-stage bootstrap 95% confidence interval."""
    data = _stack([np.asarray(g, dtype=float)[:, None] for g in groups])
    point = float(np.median(data.reshape(-1)))
    lo, hi = _percentile(_boot_medians(data, N_BOOT, seed)[:, 0])
    return Estimate(point, lo, hi, int(data.shape[0] * data.shape[1]), "95% CI, bootstrap")


def _boot_log_ratios(data: np.ndarray, n_boot: int, seed: int) -> np.ndarray:
    """Mean over processes of log(median baseline / median candidate), for n_boot two-stage
    resamples (processes, then rounds within each, the rounds of a pair kept together)."""
    rng = np.random.default_rng(seed)
    k, r, _ = data.shape
    procs = rng.integers(0, k, size=(n_boot, k))
    rounds = rng.integers(0, r, size=(n_boot, k, r))
    med = np.median(data[procs[:, :, None], rounds], axis=2)  # (n_boot, k, 2)
    return np.log(med[..., 0] / med[..., 1]).mean(axis=1)


def ratio(
    baseline: Sequence[Sequence[float]],
    candidate: Sequence[Sequence[float]],
    seed: int = 0,
) -> Estimate:
    """Speedup of candidate over baseline, with its 95% process interval.

    Inside each process the speedup is the ratio of the medians; eager and compiled were timed
    there in interleaved rounds, so the ratio compares like with like even when the process as
    a whole ran slow. Across processes it is the geometric mean of those ratios: medians pooled
    over processes of different speeds could come from different processes and give a ratio
    that no process measured.

    The interval is the two-stage bootstrap interval of that estimate, widened where needed to
    the t-based prediction interval for the speedup that one more fresh process would measure:
    point · exp(± t(k-1) · s · sqrt(1 + 1/k)), s being the standard deviation of the k
    processes' log ratios. That is the spread a user meets when they run the comparison once,
    and it covers where another run of k processes lands as well. With a single process only
    the bootstrap part exists, and `spread` says so.
    """
    if len(baseline) != len(candidate):
        raise ValueError("baseline and candidate need the same number of replicates")
    data = _stack([np.column_stack([b, c]) for b, c in zip(baseline, candidate)])
    k = data.shape[0]
    per_process = np.log(np.median(data[:, :, 0], axis=1) / np.median(data[:, :, 1], axis=1))
    centre = float(per_process.mean())
    lo, hi = _percentile(np.exp(_boot_log_ratios(data, N_BOOT, seed)))
    spread = "95% CI, bootstrap within one process"
    if k >= 2:
        half = sps.t.ppf(0.5 + LEVEL / 2, k - 1) * per_process.std(ddof=1) * np.sqrt(1 + 1 / k)
        lo = min(lo, float(np.exp(centre - half)))
        hi = max(hi, float(np.exp(centre + half)))
        spread = f"95% process interval over {k} processes"
    return Estimate(float(np.exp(centre)), lo, hi, int(k * data.shape[1]), spread)


def spread_of(values: Sequence[float]) -> Estimate:
    """Median of per-process values with their min and max (for counts, compile times)."""
    arr = np.asarray(values, dtype=float)
    return Estimate(float(np.median(arr)), float(arr.min()), float(arr.max()), len(arr), "range")


def geomean(values: Sequence[float]) -> float:
    """Geometric mean of positive values."""
    arr = np.asarray(values, dtype=float)
    if arr.size == 0 or np.any(arr <= 0):
        raise ValueError("geometric mean needs positive values")
    return float(np.exp(np.log(arr).mean()))
