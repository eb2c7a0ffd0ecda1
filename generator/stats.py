"""Statistics over timing samples: medians, bootstrap intervals, process intervals.

Samples come grouped by process (one group per fresh worker process, a "replicate") and, inside
a group, by interleaved round. Time that varies between processes (launch-bound work moves with
where the process lands) is invisible to a bootstrap over rounds alone, so every interval here
resamples processes first and rounds second, and the speedup's interval is widened to the range
in which the speedup measured by one more fresh process falls.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np
from scipy import stats as sps

N_BOOT = 2000
LEVEL = 0.95


@dataclass(frozen=True)
class Estimate:
    """A point estimate with a two-sided interval, its label and its kind (schema.INTERVALS)."""

    value: float
    lo: float
    hi: float
    n: int
    spread: str
    interval: str = ""
    # 95% confidence interval of the estimate itself (None: the same as lo, hi)
    ci_lo: float | None = None
    ci_hi: float | None = None


PROCESS_LABEL = "95% process interval over {k} processes"
BOOTSTRAP_LABEL = "95% CI, bootstrap within one process"
BETWEEN_SUFFIX = " and the spread between runs"
# where a run's processes scattered beyond its comparison's history, which is then not pooled
ALONE_SUFFIX = "; from its own processes alone, which scattered more than in earlier runs"
ONCE_LABEL = "95% interval from the spread between runs"


def _stack(groups: Sequence[np.ndarray]) -> np.ndarray:
    """Groups of equal round count as one array (process, round, column)."""
    lengths = {len(g) for g in groups}
    if len(lengths) != 1 or 0 in lengths:
        raise ValueError(f"every replicate needs the same, non-zero number of rounds; got {sorted(lengths)}")
    return np.stack([np.asarray(g, dtype=float) for g in groups])


def _percentile(values: np.ndarray) -> tuple[float, float]:
    tail = (1 - LEVEL) / 2 * 100
    lo, hi = np.percentile(values, [tail, 100 - tail])
    return float(lo), float(hi)


def _log_stat(medians: np.ndarray) -> np.ndarray:
    """log(median of column 0), or log(median 0 / median 1) when there are two columns."""
    if medians.shape[-1] == 1:
        return np.log(medians[..., 0])
    return np.log(medians[..., 0] / medians[..., 1])


def _across_processes(data: np.ndarray, n_boot: int, seed: int, floor: float = 0.0,
                      between: float = 0.0, between_df: float = math.inf,
                      within: float = 0.0, within_df: float = 0.0,
                      runs: Sequence[int] | None = None) -> Estimate:
    """The geometric mean over processes of a per-process statistic of medians, with its interval.

    data is (process, round, column). Inside each process the statistic is taken of the
    medians over rounds (the rounds of a column pair were interleaved, so a ratio compares like
    with like even when the whole process ran slow); across processes the statistic's logs are
    averaged. The interval is the two-stage bootstrap interval of that estimate (processes, then
    rounds within each, the columns of a round kept together), widened where needed to the
    t-based prediction interval for what one more fresh process would measure:
    point · exp(± t(k-1) · s · sqrt(1 + 1/k)), s the standard deviation of the k processes'
    logs. That is the spread a user meets when they run the comparison once, and it covers
    where another run of k processes lands as well. With one process only the bootstrap exists.

    The estimate's own confidence interval (ci_lo, ci_hi) is point · exp(± t(k-1) · s / sqrt(k)):
    where the typical value lies, which is what a verdict about the claim decides on. It takes
    no bootstrap part: a bootstrap over k = 3 to 5 processes puts a whole resample on one process
    about one time in nine (k = 3), so its 2.5% and 97.5% points sit near the lowest and the
    highest process, the spread of one process rather than of the mean; taken as the mean's
    interval, that widened it to the processes' range (docs/method.md, "Verdicts on intervals",
    gives what leaving it out did on earlier H200 runs).

    floor: the least s is taken to be (see spread_floor): with three processes s rests on two
    degrees of freedom and comes out under half its true size about one time in five.

    between: the spread (log scale) between whole runs of this setting that a run's own
    processes cannot see (generator.calibration). It adds b² to the variance of the estimate,
    and 2·b² to that of one more process in another run: the confidence interval's half-width
    becomes t · sqrt(s²/k + b²) and the prediction interval's t · sqrt(s²(1 + 1/k) + 2b²), t
    with the Welch–Satterthwaite degrees of freedom of the two parts (between_df for b², see _halves).

    within, within_df: this comparison's own process spread pooled over the calibration's runs
    (generator.calibration.Own) and its degrees of freedom. Where given, s is the pooled spread of
    those runs and this one, (k − 1) s_run² and within_df · within² over k − 1 + within_df degrees
    of freedom, and takes no floor: the floor stands in for degrees of freedom a run lacks.

    runs: the run each process belongs to, where the processes come from several runs of one
    setting pooled (analysis.pool); see _pooled.
    """
    k, r, _ = data.shape
    per_process = _log_stat(np.median(data, axis=1))
    if runs is not None and len(set(runs)) > 1:
        # pooled runs: the t-based intervals of _pooled alone (a bootstrap over processes of
        # several runs would mix the two levels it does not tell apart)
        return replace(_pooled(per_process, runs, floor, between, between_df, within, within_df), n=k * r)
    centre = float(per_process.mean())
    rng = np.random.default_rng(seed)
    procs = rng.integers(0, k, size=(n_boot, k))
    rounds = rng.integers(0, r, size=(n_boot, k, r))
    boot = _log_stat(np.median(data[procs[:, :, None], rounds], axis=2)).mean(axis=1)
    lo, hi = _percentile(np.exp(boot))
    if k < 2:
        return Estimate(float(np.exp(centre)), lo, hi, k * r, BOOTSTRAP_LABEL, "bootstrap")
    spread = pooled_spread(float(per_process.std(ddof=1)), k, floor, within, within_df)
    half, mean_half = _halves(spread.s, k, between, between_df, spread.df)
    ci = float(np.exp(centre - mean_half)), float(np.exp(centre + mean_half))
    lo, hi = min(lo, float(np.exp(centre - half))), max(hi, float(np.exp(centre + half)))
    return Estimate(float(np.exp(centre)), lo, hi, k * r, _label(k, between, spread.alone), "process", *ci)


POOLED_LABEL = "95% interval over {k} processes of {runs} runs"
RUNS_LABEL = "95% interval over {runs} runs, one value each"


def _pooled(logs: np.ndarray, runs: Sequence[int], floor: float = 0.0, between: float = 0.0,
            between_df: float = math.inf, within: float = 0.0, within_df: float = 0.0) -> Estimate:
    """The mean of per-process logs that come from several runs of one setting, with its intervals.

    Two levels: processes within a run scatter by s (pooled over the runs, each process taken from
    its own run's mean: k − R degrees of freedom), and whole runs by b. The runs' own b comes from
    how far their means lie apart beyond what s explains (R − 1 degrees of freedom); where the
    setting's calibration (between, between_df: many earlier runs) gives one, the two are pooled by
    their degrees of freedom, so that three runs lean on the calibration and many runs on
    themselves, unless the runs scatter beyond it (scattered), when they keep their own. The
    mean's variance is s²/k + b²/R (R runs of equal size; R_eff = k² / Σ k_run² otherwise), that of
    one more process of another run s²(1 + 1/k) + b²(1 + 1/R); with one run these are _halves'.
    """
    labels = np.asarray(runs)
    names = list(dict.fromkeys(labels.tolist()))
    sizes = np.array([int(np.sum(labels == g)) for g in names])
    means = np.array([float(logs[labels == g].mean()) for g in names])
    k, n_runs = len(logs), len(names)
    deviations = logs - np.array([means[names.index(g)] for g in labels.tolist()])
    df_w = k - n_runs
    own_s = float(np.sqrt(np.sum(deviations ** 2) / df_w)) if df_w > 0 else 0.0
    spread = pooled_spread(own_s, df_w + 1, floor, within, within_df) if df_w > 0 else ProcessSpread(floor, 0.0)
    b, b_df, alone = _between_runs(means, sizes, spread.s, between, between_df)
    r_eff = float(k * k / np.sum(sizes ** 2))
    half, mean_half = _halves(spread.s, k, b, b_df, spread.df if spread.df > 0 else math.inf, runs=r_eff)
    centre = float(logs.mean())
    label = POOLED_LABEL.format(k=k, runs=n_runs) + (BETWEEN_SUFFIX if between > 0 else "") + (
        ALONE_SUFFIX if alone or spread.alone else "")
    return Estimate(float(np.exp(centre)), float(np.exp(centre - half)), float(np.exp(centre + half)), k, label,
                    "process", float(np.exp(centre - mean_half)), float(np.exp(centre + mean_half)))


def _between_runs(means: np.ndarray, sizes: np.ndarray, s: float, between: float,
                  between_df: float) -> tuple[float, float, bool]:
    """The spread between runs (log scale), its degrees of freedom, and whether the runs kept their
    own because they scatter beyond the calibration's (see _pooled)."""
    n_runs = len(means)
    own_sq = max(float(np.var(means, ddof=1)) - s * s * float(np.mean(1.0 / sizes)), 0.0) if n_runs > 1 else 0.0
    own, own_df = math.sqrt(own_sq), float(max(n_runs - 1, 1))
    calibrated = between > 0 and math.isfinite(between_df) and between_df > 0
    if not calibrated:
        return own, own_df, False
    if scattered(own, n_runs, between, between_df):
        return own, own_df, True
    df = own_df + between_df
    return math.sqrt((own_df * own_sq + between_df * between * between) / df), df, False


def _t(a: float, nu_a: float, b: float, nu_b: float) -> float:
    """The t quantile for a variance a + b whose parts rest on nu_a and nu_b degrees of freedom
    (Welch–Satterthwaite); a part of zero leaves the other's."""
    if b <= 0:
        nu = nu_a
    elif a <= 0:
        nu = nu_b
    else:
        nu = (a + b) ** 2 / (a * a / nu_a + b * b / nu_b)
    return float(sps.t.ppf(0.5 + LEVEL / 2, nu))


SCATTER_LEVEL = 0.99  # a run's process spread beyond this quantile of F is not its history's


def scattered(own: float, k: int, within: float, within_df: float) -> bool:
    """Whether a run's processes scatter more than its calibration's runs allow: own²/within²
    beyond the SCATTER_LEVEL quantile of F(k − 1, within_df). Pooling would then narrow the
    interval of a run whose own processes disagree."""
    if within_df <= 0 or k < 2:
        return False
    if within <= 0:
        return own > 0
    return own * own / (within * within) > float(sps.f.ppf(SCATTER_LEVEL, k - 1, within_df))


@dataclass(frozen=True)
class ProcessSpread:
    """The process spread (log scale) an interval takes, its degrees of freedom, and whether the
    run kept its own because its processes scattered beyond its history (scattered)."""

    s: float
    df: float
    alone: bool = False


def pooled_spread(own: float, k: int, floor: float = 0.0, within: float = 0.0,
                  within_df: float = 0.0) -> ProcessSpread:
    """The process spread an interval takes: the run's own (at least the floor) on k − 1 degrees
    of freedom, or pooled with the calibration's runs (within, within_df) where given and the
    run's processes do not scatter beyond them (scattered)."""
    if within_df <= 0:
        return ProcessSpread(max(own, floor), float(k - 1))
    if scattered(own, k, within, within_df):
        return ProcessSpread(max(own, floor), float(k - 1), alone=True)
    df = (k - 1) + within_df
    return ProcessSpread(float(np.sqrt(((k - 1) * own * own + within_df * within * within) / df)), float(df))


def _halves(s: float, k: int, between: float, between_df: float = math.inf,
            s_df: float | None = None, runs: float = 1.0) -> tuple[float, float]:
    """Half-widths (log scale) of the prediction and the confidence interval; see _across_processes.

    s² rests on s_df degrees of freedom (k − 1 from the run alone), the between-run part b² on
    between_df (the calibration's runs less one: a whole run's shift is shared by all its
    comparisons, so pooling over them adds no runs); their sum takes the Welch–Satterthwaite
    degrees of freedom. runs: how many runs the k processes come from (_pooled), whose shifts
    average out in the mean as b²/runs.
    """
    s_df = float(k - 1) if s_df is None else s_df
    predict = (s * s * (1 + 1 / k), between * between * (1 + 1 / runs))
    mean = (s * s / k, between * between / runs)
    return (_t(predict[0], s_df, predict[1], between_df) * float(np.sqrt(sum(predict))),
            _t(mean[0], s_df, mean[1], between_df) * float(np.sqrt(sum(mean))))


def _label(k: int, between: float, alone: bool = False) -> str:
    return PROCESS_LABEL.format(k=k) + (BETWEEN_SUFFIX if between > 0 else "") + (ALONE_SUFFIX if alone else "")


def log_spread(groups: Sequence[Sequence[float]], candidate: Sequence[Sequence[float]] | None = None,
               runs: Sequence[int] | None = None) -> float | None:
    """Standard deviation over processes of log(median) per process, or of log(ratio of medians)
    with a candidate; None with fewer than two processes. runs: the run of each process, where they
    come from several runs: each process is then taken from its own run's mean (the spread within
    runs), None where no run has two."""
    if len(groups) < 2:
        return None
    medians = np.array([np.median(np.asarray(g, dtype=float)) for g in groups])
    if candidate is not None:
        medians = medians / np.array([np.median(np.asarray(c, dtype=float)) for c in candidate])
    logs = np.log(medians)
    if runs is None or len(set(runs)) < 2:
        return float(logs.std(ddof=1))
    labels = np.asarray(runs)
    df = len(logs) - len(set(runs))
    if df < 1:
        return None
    squares = sum(float(np.sum((logs[labels == g] - logs[labels == g].mean()) ** 2)) for g in set(runs))
    return float(np.sqrt(squares / df))


def spread_floor(spreads: Sequence[float | None]) -> float:
    """The least process-to-process spread a comparison of an experiment is credited with: the
    median of the spreads its comparisons measured (log scale, as log_spread gives them).

    A comparison's own spread over three processes is a rough figure (two degrees of freedom),
    and a small one is as often luck as fact: on the H200 a run whose three processes happened to
    agree gave intervals that missed the value another run of the same code measured. Taking at
    least the experiment's typical spread pools what its other points saw; a comparison that
    spreads more than that keeps its own.
    """
    found = [s for s in spreads if s is not None and np.isfinite(s)]
    return float(np.median(found)) if found else 0.0


def median(groups: Sequence[Sequence[float]], seed: int = 0, floor: float = 0.0, between: float = 0.0,
           between_df: float = math.inf, within: float = 0.0, within_df: float = 0.0,
           runs: Sequence[int] | None = None) -> Estimate:
    """Typical per-call time over processes: the geometric mean of each process's median.

    Its interval is that of _across_processes: where one more fresh process's median lands
    (k >= 2), or the bootstrap interval of the median inside a single process. Being the same
    estimator as `ratio`, the latencies of two variants divide to their speedup. runs: the run of
    each group, where they come from several runs (_pooled).
    """
    data = _stack([np.asarray(g, dtype=float)[:, None] for g in groups])
    return _across_processes(data, N_BOOT, seed, floor, between, between_df, within, within_df, runs)


def ratio(
    baseline: Sequence[Sequence[float]],
    candidate: Sequence[Sequence[float]],
    seed: int = 0,
    floor: float = 0.0,
    between: float = 0.0,
    between_df: float = math.inf,
    within: float = 0.0,
    within_df: float = 0.0,
    runs: Sequence[int] | None = None,
) -> Estimate:
    """Speedup of candidate over baseline (geometric mean of per-process ratios of medians), with
    its 95% process interval; see _across_processes (floor: the least spread, spread_floor;
    between, between_df: the spread between runs and its degrees of freedom, generator.calibration;
    within, within_df: the comparison's process spread pooled over the calibration's runs; runs:
    the run of each replicate, where they come from several runs, _pooled)."""
    if len(baseline) != len(candidate):
        raise ValueError("baseline and candidate need the same number of replicates")
    data = _stack([np.column_stack([b, c]) for b, c in zip(baseline, candidate)])
    return _across_processes(data, N_BOOT, seed, floor, between, between_df, within, within_df, runs)


def per_process(values: Sequence[float], between: float = 0.0, once: float = 0.0,
                between_df: float = math.inf, runs: Sequence[int] | None = None) -> Estimate:
    """One positive value per process (a time measured once in each): geometric mean and the
    prediction interval for one more process, widened by the spread between runs (between).

    A single value (a cold compile or the profiler's GPU time, measured once per run) has no spread
    of its own; with `once`, the spread between runs of such a value (generator.calibration), it
    gets value · exp(± t · once) as its confidence interval and value · exp(± t · once · sqrt 2)
    for where another run's value lands, t on between_df degrees of freedom. Without it, it has
    no interval.

    runs: the run of each value, where they come from several runs of one setting (analysis.pool):
    values measured once per run then scatter by the spread between runs itself (once_per_run),
    values measured in every process as _pooled has it (between: the calibration's latency spread).
    """
    arr = np.asarray(values, dtype=float)
    k = len(arr)
    if np.any(arr <= 0) or k == 0:
        return spread_of(values)
    if runs is not None and len(set(runs)) > 1:
        if len(set(runs)) == k:
            return once_per_run(np.log(arr), once, between_df)
        return _pooled(np.log(arr), runs, between=between, between_df=between_df)
    if k < 2:
        if once <= 0:
            return spread_of(values)
        z = float(sps.t.ppf(0.5 + LEVEL / 2, between_df))
        value = float(arr[0])
        return Estimate(value, value * float(np.exp(-z * once * np.sqrt(2))), value * float(np.exp(z * once * np.sqrt(2))),
                        1, ONCE_LABEL, "runs", value * float(np.exp(-z * once)), value * float(np.exp(z * once)))
    logs = np.log(arr)
    half, mean_half = _halves(float(logs.std(ddof=1)), k, between, between_df)
    centre = float(logs.mean())
    return Estimate(float(np.exp(centre)), float(np.exp(centre - half)), float(np.exp(centre + half)), k,
                    _label(k, between), "process", float(np.exp(centre - mean_half)),
                    float(np.exp(centre + mean_half)))


def once_per_run(logs: np.ndarray, once: float = 0.0, once_df: float = math.inf) -> Estimate:
    """The mean of a value measured once in each of several runs (a cold compile, the profiler's GPU
    time), with its intervals: the values' own scatter is the spread between runs, pooled with the
    calibration's (once, once_df) as _between_runs pools them; the mean's half-width t · b / √R,
    where one more run lands t · b · √(1 + 1/R)."""
    n_runs = len(logs)
    own, own_df = float(logs.std(ddof=1)), float(n_runs - 1)
    b, df, alone = own, own_df, False
    if once > 0 and math.isfinite(once_df) and once_df > 0:
        if scattered(own, n_runs, once, once_df):
            alone = True
        else:
            df = own_df + once_df
            b = math.sqrt((own_df * own * own + once_df * once * once) / df)
    t = float(sps.t.ppf(0.5 + LEVEL / 2, df))
    centre = float(logs.mean())
    half, mean_half = t * b * math.sqrt(1 + 1 / n_runs), t * b / math.sqrt(n_runs)
    label = RUNS_LABEL.format(runs=n_runs) + (ALONE_SUFFIX if alone else "")
    return Estimate(float(np.exp(centre)), float(np.exp(centre - half)), float(np.exp(centre + half)), n_runs, label,
                    "runs", float(np.exp(centre - mean_half)), float(np.exp(centre + mean_half)))


def spread_of(values: Sequence[float]) -> Estimate:
    """Median of per-process values with their min and max (for counts, compile times)."""
    arr = np.asarray(values, dtype=float)
    n = len(arr)
    return Estimate(float(np.median(arr)), float(arr.min()), float(arr.max()), n,
                    "range over processes" if n > 1 else "", "range" if n > 1 else "")


def geomean(values: Sequence[float]) -> float:
    """Geometric mean of positive values."""
    arr = np.asarray(values, dtype=float)
    if arr.size == 0 or np.any(arr <= 0):
        raise ValueError("geometric mean needs positive values")
    return float(np.exp(np.log(arr).mean()))
