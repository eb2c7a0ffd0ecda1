"""Tests for generator/stats.py: medians, speedup ratios and their intervals."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy import stats as sps

from generator import stats


def noisy(centre: float, n: int, rel: float, seed: int) -> list[float]:
    """n samples around centre with small multiplicative noise."""
    rng = np.random.default_rng(seed)
    return list(centre * (1 + rel * rng.standard_normal(n)))


# --- median ----------------------------------------------------------------------------------


def test_median_is_the_geometric_mean_of_per_process_medians():
    est = stats.median([[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0]])
    assert est.value == pytest.approx(math.sqrt(3.0 * 8.0))
    assert est.lo <= est.value <= est.hi
    assert est.n == 10
    assert est.interval == "process" and est.spread == "95% process interval over 2 processes"
    # the prediction interval for one more process covers both processes' medians
    assert est.lo <= 3.0 and est.hi >= 8.0


def test_median_single_group_odd():
    est = stats.median([[3.0, 1.0, 2.0, 5.0, 4.0]])
    assert est.value == pytest.approx(3.0)
    assert 1.0 <= est.lo <= 3.0 <= est.hi <= 5.0
    assert est.n == 5 and est.interval == "bootstrap"


def test_the_means_interval_lies_inside_the_process_interval():
    eager = [noisy(2.0, 30, 0.02, s) for s in range(3)]
    compiled = [noisy(1.0 + 0.1 * s, 30, 0.02, 10 + s) for s in range(3)]
    est = stats.ratio(eager, compiled)
    assert est.lo < est.ci_lo < est.value < est.ci_hi < est.hi
    # between-process spread dominates here: the mean's log half-width is the process one's / sqrt(k + 1)
    assert math.log(est.ci_hi / est.value) == pytest.approx(math.log(est.hi / est.value) / 2, rel=0.05)
    single = stats.ratio(eager[:1], compiled[:1])
    assert single.ci_lo is None and single.interval == "bootstrap"


def test_latencies_divide_to_the_speedup():
    eager = [noisy(2.0, 30, 0.05, s) for s in range(3)]
    compiled = [noisy(1.0 + 0.2 * s, 30, 0.05, 10 + s) for s in range(3)]
    ratio = stats.ratio(eager, compiled)
    assert stats.median(eager).value / stats.median(compiled).value == pytest.approx(ratio.value)


def test_per_process_values_get_a_prediction_interval():
    est = stats.per_process([1.0, 1.2, 0.9])
    assert est.interval == "process" and est.lo < 0.9 and est.hi > 1.2
    single = stats.per_process([2.5])
    assert (single.value, single.lo, single.hi, single.interval) == (2.5, 2.5, 2.5, "")


def test_median_interval_tightens_with_more_data():
    small = stats.median([noisy(10.0, 10, 0.1, 1)])
    large = stats.median([noisy(10.0, 1000, 0.1, 1)])
    assert (large.hi - large.lo) < (small.hi - small.lo)
    assert large.lo <= 10.0 <= large.hi


def test_median_empty_group_raises():
    with pytest.raises(ValueError):
        stats.median([[1.0, 2.0], []])


def test_median_deterministic_with_seed():
    data = [noisy(5.0, 30, 0.2, s) for s in range(3)]
    assert stats.median(data, seed=7) == stats.median(data, seed=7)


# --- ratio -----------------------------------------------------------------------------------


def test_ratio_known_2x():
    base = [noisy(2.0, 50, 0.01, 1)]
    cand = [noisy(1.0, 50, 0.01, 2)]
    est = stats.ratio(base, cand)
    assert est.value == pytest.approx(2.0, rel=0.02)
    assert est.lo <= 2.0 <= est.hi
    assert est.lo <= est.value <= est.hi
    assert est.n == 50


def test_ratio_single_replicate_spread_within_one_process():
    est = stats.ratio([noisy(2.0, 20, 0.01, 1)], [noisy(1.0, 20, 0.01, 2)])
    assert "within one process" in est.spread


def test_ratio_of_slower_candidate_below_one():
    est = stats.ratio([noisy(1.0, 40, 0.01, 1)], [noisy(4.0, 40, 0.01, 2)])
    assert est.value == pytest.approx(0.25, rel=0.02)
    assert est.hi < 1.0


def _three_processes():
    base, cand = [], []
    for i, r in enumerate((1.8, 2.0, 2.2)):
        base.append(noisy(r, 40, 0.001, 10 + i))
        cand.append(noisy(1.0, 40, 0.001, 20 + i))
    return base, cand


def test_ratio_three_replicates_widened_to_process_interval():
    base, cand = _three_processes()
    est = stats.ratio(base, cand)
    assert "3 processes" in est.spread
    assert est.n == 120

    # the interval holds every process's own ratio
    per_process = [np.median(b) / np.median(c) for b, c in zip(base, cand)]
    for r in per_process:
        assert est.lo < r < est.hi

    # and it is wider than the bootstrap within any single process
    for b, c in zip(base, cand):
        within = stats.ratio([b], [c])
        assert (est.hi - est.lo) > 5 * (within.hi - within.lo)

    # the bounds are the t-based prediction interval for one more process:
    # exp(log(point) +- t(2) * s * sqrt(1 + 1/3))
    logs = np.log(per_process)
    half = sps.t.ppf(0.975, 2) * logs.std(ddof=1) * math.sqrt(1 + 1 / 3)
    assert est.lo == pytest.approx(math.exp(math.log(est.value) - half), rel=1e-6)
    assert est.hi == pytest.approx(math.exp(math.log(est.value) + half), rel=1e-6)
    # which is strictly outside the range of per-process ratios (a bootstrap can't do that)
    assert est.lo < min(per_process) and est.hi > max(per_process)


def test_ratio_identical_processes_not_widened():
    # with identical per-process ratios the process part adds nothing beyond the bootstrap
    b = noisy(2.0, 40, 0.01, 1)
    c = noisy(1.0, 40, 0.01, 2)
    est = stats.ratio([b, b, b], [c, c, c])
    assert est.lo <= 2.0 <= est.hi
    assert est.hi - est.lo < 0.05


def test_ratio_deterministic_with_fixed_seed():
    base, cand = _three_processes()
    assert stats.ratio(base, cand, seed=3) == stats.ratio(base, cand, seed=3)
    one_b, one_c = [base[0]], [cand[0]]
    assert stats.ratio(one_b, one_c, seed=5) == stats.ratio(one_b, one_c, seed=5)


def test_ratio_mismatched_replicates_raises():
    with pytest.raises(ValueError, match="same number of replicates"):
        stats.ratio([[1.0, 2.0], [1.0, 2.0]], [[1.0, 2.0]])


# --- spread_of / geomean ---------------------------------------------------------------------


def test_spread_of():
    est = stats.spread_of([3.0, 1.0, 10.0, 2.0, 4.0])
    assert (est.value, est.lo, est.hi, est.n) == (3.0, 1.0, 10.0, 5)
    assert est.spread == "range over processes" and est.interval == "range"


def test_spread_of_even_count():
    est = stats.spread_of([4, 1, 2, 8])
    assert est.value == 3.0
    assert (est.lo, est.hi) == (1.0, 8.0)


def test_geomean_known_values():
    assert stats.geomean([1.0, 4.0]) == pytest.approx(2.0)
    assert stats.geomean([2.0, 8.0, 4.0]) == pytest.approx(4.0)
    assert stats.geomean([5.0]) == pytest.approx(5.0)


@pytest.mark.parametrize("values", [[1.0, 0.0], [2.0, -1.0], []])
def test_geomean_rejects_non_positive_or_empty(values):
    with pytest.raises(ValueError, match="positive"):
        stats.geomean(values)


def test_ratio_across_processes_is_the_geometric_mean_of_each_process_ratio():
    # Five processes at different speeds; four measure 0.8x, the one in the middle 0.95x.
    # Medians pooled over processes both fall in that middle process, so their ratio would be
    # its 0.95x alone; the estimate must weigh every process's own ratio.
    levels, speedups = (1.0, 1.0, 1.6, 2.0, 2.0), (0.8, 0.8, 0.95, 0.8, 0.8)
    base = [noisy(lv, 30, 0.001, 30 + i) for i, lv in enumerate(levels)]
    cand = [noisy(lv / s, 30, 0.001, 40 + i) for i, (lv, s) in enumerate(zip(levels, speedups))]
    est = stats.ratio(base, cand)
    per_process = [np.median(b) / np.median(c) for b, c in zip(base, cand)]
    assert est.value == pytest.approx(math.exp(np.mean(np.log(per_process))), rel=1e-9)
    assert est.value == pytest.approx(0.8 ** 0.8 * 0.95 ** 0.2, rel=0.01)
    pooled = np.median(np.concatenate(base)) / np.median(np.concatenate(cand))
    assert pooled == pytest.approx(0.95, rel=0.01)  # what pooled medians would have said
    assert est.lo < 0.8 and est.hi > 0.95  # a fresh process may measure either


# --- spread floor ----------------------------------------------------------------------------


def _processes(ratios: list[float], rounds: int = 10) -> tuple[list[list[float]], list[list[float]]]:
    """Baseline and candidate samples whose per-process ratio of medians is each of ratios."""
    base = [[1.0] * rounds for _ in ratios]
    return base, [[1.0 / r] * rounds for r in ratios]


def test_log_spread_is_the_sd_of_the_per_process_log_ratios():
    base, cand = _processes([1.0, 1.1, 1.2])
    assert stats.log_spread(base, cand) == pytest.approx(np.log([1.0, 1.1, 1.2]).std(ddof=1))
    assert stats.log_spread(base[:1], cand[:1]) is None


def test_a_floor_widens_an_interval_whose_processes_agreed_by_chance():
    base, cand = _processes([1.50, 1.501, 1.502])
    bare = stats.ratio(base, cand)
    floored = stats.ratio(base, cand, floor=0.05)
    assert floored.value == pytest.approx(bare.value)
    assert floored.hi - floored.lo > 10 * (bare.hi - bare.lo)
    t = sps.t.ppf(0.975, 2)
    assert floored.hi == pytest.approx(bare.value * math.exp(t * 0.05 * math.sqrt(1 + 1 / 3)), rel=1e-9)
    assert floored.ci_hi == pytest.approx(bare.value * math.exp(t * 0.05 / math.sqrt(3)), rel=1e-9)


def test_a_comparison_that_spreads_more_than_the_floor_keeps_its_own_interval():
    base, cand = _processes([1.0, 1.5, 2.0])
    assert stats.ratio(base, cand, floor=0.01) == stats.ratio(base, cand)


def test_the_floor_is_the_median_of_the_measured_spreads():
    assert stats.spread_floor([0.01, None, 0.03, float("nan"), 0.02]) == pytest.approx(0.02)
    assert stats.spread_floor([None]) == 0.0


# --- the spread between runs ---------------------------------------------------------------


def test_the_spread_between_runs_widens_both_intervals_by_its_formula():
    base = [noisy(1.0, 20, 0.01, s) for s in range(3)]
    cand = [noisy(0.5, 20, 0.01, s + 10) for s in range(3)]
    alone = stats.ratio(base, cand)
    wide = stats.ratio(base, cand, between=0.1, between_df=5)
    assert wide.value == pytest.approx(alone.value)
    assert wide.spread.endswith("and the spread between runs") and not alone.spread.endswith("runs")
    # the process spread here is about 1%: the between-run part dominates both half-widths, and
    # with it the degrees of freedom (Welch–Satterthwaite: close to the calibration's 5)
    t = sps.t.ppf(0.975, 5)
    assert math.log(wide.ci_hi / wide.value) == pytest.approx(t * 0.1, rel=0.05)
    assert math.log(wide.hi / wide.value) == pytest.approx(t * 0.1 * math.sqrt(2), rel=0.05)
    assert wide.lo < alone.lo and wide.hi > alone.hi
    # a between-run part known from many runs is taken at z, not at the processes' t(k − 1)
    known = stats.ratio(base, cand, between=0.1)
    assert math.log(known.ci_hi / known.value) == pytest.approx(sps.norm.ppf(0.975) * 0.1, rel=0.05)


def test_a_value_measured_once_per_run_takes_its_interval_from_the_spread_between_runs():
    plain = stats.per_process([40.0])
    assert plain.interval == "" and plain.lo == plain.hi == 40.0
    once = stats.per_process([40.0], once=0.1, between_df=2)
    z = sps.t.ppf(0.975, 2)
    assert once.interval == "runs" and once.n == 1
    assert once.ci_lo == pytest.approx(40.0 * math.exp(-z * 0.1))
    assert once.hi == pytest.approx(40.0 * math.exp(z * 0.1 * math.sqrt(2)))
    # a time measured in each process takes the between-run part like a latency
    each = stats.per_process([1.0, 1.01, 0.99], between=0.2)
    assert each.hi / each.value > math.exp(0.2 * math.sqrt(2))


def test_a_run_whose_few_processes_scattered_is_judged_on_the_process_spread_pooled_over_runs():
    """Five processes that happened to scatter (±9%) widen a run's own interval past 1×; the
    same comparison's spread pooled over twenty earlier runs (±5%) keeps it on the mean's side."""
    rng = np.random.default_rng(3)
    scatter = np.array([0.0, 0.07, 0.04, -0.08, 0.16])  # log speedups around 0.81×
    eager = [list(1e-3 * (1 + 0.001 * rng.standard_normal(20))) for _ in scatter]
    compiled = [list(1e-3 / (0.81 * np.exp(d)) * (1 + 0.001 * rng.standard_normal(20))) for d in scatter]
    own = stats.ratio(eager, compiled, between=0.01, between_df=19)
    pooled = stats.ratio(eager, compiled, between=0.01, between_df=19, within=0.05, within_df=40)
    assert own.value == pytest.approx(pooled.value)
    assert stats.ALONE_SUFFIX not in pooled.spread
    assert own.ci_hi > pooled.ci_hi and pooled.ci_hi < 0.95
    assert own.hi > 1.0  # where one more process of the run lands, from its own spread alone
    # the floor stands in for degrees of freedom a run lacks; pooled, it is not taken
    assert stats.pooled_spread(0.01, 5, floor=0.05) == stats.ProcessSpread(0.05, 4.0)
    pooled_s = stats.pooled_spread(0.01, 5, floor=0.05, within=0.03, within_df=40)
    s, df = pooled_s.s, pooled_s.df
    assert df == 44.0 and not pooled_s.alone and s == pytest.approx(np.sqrt((4 * 0.01 ** 2 + 40 * 0.03 ** 2) / 44))


def test_a_run_scattering_far_beyond_its_history_keeps_its_own_spread_and_says_so():
    """The same five processes (±9%) against a history of ±3% fail the F test at 1% (F ≈ 9 against
    3.8): pooling would narrow the interval of a run whose processes disagree, so it keeps its own."""
    rng = np.random.default_rng(3)
    scatter = np.array([0.0, 0.07, 0.04, -0.08, 0.16])
    eager = [list(1e-3 * (1 + 0.001 * rng.standard_normal(20))) for _ in scatter]
    compiled = [list(1e-3 / (0.81 * np.exp(d)) * (1 + 0.001 * rng.standard_normal(20))) for d in scatter]
    own = stats.ratio(eager, compiled, between=0.01, between_df=19)
    guarded = stats.ratio(eager, compiled, between=0.01, between_df=19, within=0.03, within_df=40)
    assert (guarded.lo, guarded.hi, guarded.ci_lo, guarded.ci_hi) == (own.lo, own.hi, own.ci_lo, own.ci_hi)
    assert guarded.spread.endswith(stats.ALONE_SUFFIX) and stats.ALONE_SUFFIX not in own.spread
    s = float(np.std(scatter, ddof=1))
    assert stats.scattered(s, 5, 0.03, 40) and not stats.scattered(s, 5, 0.05, 40)
    assert stats.pooled_spread(s, 5, within=0.03, within_df=40) == stats.ProcessSpread(s, 4.0, alone=True)
    # no history, or one process: nothing to test against
    assert not stats.scattered(s, 5, 0.03, 0) and not stats.scattered(s, 1, 0.03, 40)


def test_the_pooled_spread_carries_its_degrees_of_freedom_into_t():
    """The mean's half-width is t(ν) · √(s²/k + b²) with s pooled over k − 1 + within_df degrees of
    freedom and ν from Welch–Satterthwaite: not the run's own k − 1."""
    rng = np.random.default_rng(5)
    shifts = np.array([0.02, -0.03, 0.01, 0.04, -0.04])
    base = [list(1e-3 * (1 + 0.0001 * rng.standard_normal(30))) for _ in shifts]
    cand = [list(1e-3 / np.exp(d) * (1 + 0.0001 * rng.standard_normal(30))) for d in shifts]
    est = stats.ratio(base, cand, between=0.01, between_df=23, within=0.03, within_df=96)
    k = len(shifts)
    logs = np.log([np.median(b) / np.median(c) for b, c in zip(base, cand)])
    spread = stats.pooled_spread(float(logs.std(ddof=1)), k, within=0.03, within_df=96)
    s, s_df = spread.s, spread.df
    assert s_df == 100.0
    a, b = s * s / k, 0.01 ** 2
    nu = (a + b) ** 2 / (a * a / s_df + b * b / 23)
    half = float(sps.t.ppf(0.975, nu)) * math.sqrt(a + b)
    assert est.ci_hi == pytest.approx(math.exp(logs.mean() + half), rel=1e-9)
    assert est.ci_lo == pytest.approx(math.exp(logs.mean() - half), rel=1e-9)


def test_the_mean_interval_takes_no_bootstrap_part_at_a_few_processes():
    """Three processes, one 10% below the others: a bootstrap over them puts a whole resample on
    that process about one time in nine, so its 2.5% point sits at that process. The mean's
    interval is t · s / √k from the pooled spread alone and stays well inside the processes'
    range; where one more process lands (lo, hi) still reaches past it."""
    rng = np.random.default_rng(11)
    shifts = np.array([0.0, 0.0, -0.104])  # own s ≈ 0.06 against a history of 0.03: F ≈ 4, not scattered
    base = [list(1e-3 * (1 + 0.0005 * rng.standard_normal(30))) for _ in shifts]
    cand = [list(1e-3 / (1.5 * np.exp(d)) * (1 + 0.0005 * rng.standard_normal(30))) for d in shifts]
    est = stats.ratio(base, cand, within=0.03, within_df=40)
    logs = np.log([np.median(b) / np.median(c) for b, c in zip(base, cand)])
    spread = stats.pooled_spread(float(logs.std(ddof=1)), 3, within=0.03, within_df=40)
    assert not spread.alone
    half = float(sps.t.ppf(0.975, spread.df)) * spread.s / math.sqrt(3)
    assert est.ci_lo == pytest.approx(math.exp(logs.mean() - half), rel=1e-9)
    assert est.ci_hi == pytest.approx(math.exp(logs.mean() + half), rel=1e-9)
    lowest = float(np.exp(logs.min()))
    assert est.ci_lo > lowest * 1.02  # the bootstrap's lower end lay at the lowest process
    assert est.lo <= lowest  # the process interval still covers one more process


# --- runs pooled (analysis.pool): processes of several runs of one setting -------------------


def _runs(shifts: tuple[float, ...], k: int = 3, within: float = 0.02, seed: int = 0):
    """Per-process sample groups of eager and compiled for runs whose speedup is 2 × shift, and their labels."""
    rng = np.random.default_rng(seed)
    base, cand, labels = [], [], []
    for run, shift in enumerate(shifts):
        for _ in range(k):
            level = np.exp(within * rng.standard_normal())
            base.append(list(2.0 * shift * level * (1 + 0.005 * rng.standard_normal(20))))
            cand.append(list(1.0 * (1 + 0.005 * rng.standard_normal(20))))
            labels.append(run)
    return base, cand, labels


def test_one_runs_label_is_the_single_run_estimate():
    base, cand, labels = _runs((1.0,))
    assert stats.ratio(base, cand, runs=labels) == stats.ratio(base, cand)


def test_pooled_runs_that_agree_give_a_narrower_interval_than_one_of_them():
    base, cand, labels = _runs((1.0, 1.0, 1.0), seed=1)
    pooled = stats.ratio(base, cand, runs=labels, between=0.03, between_df=29)
    alone = stats.ratio(base[:3], cand[:3], between=0.03, between_df=29)
    assert pooled.spread == "95% interval over 9 processes of 3 runs and the spread between runs"
    assert math.log(pooled.ci_hi / pooled.ci_lo) < math.log(alone.ci_hi / alone.ci_lo)
    assert pooled.ci_lo < pooled.value < pooled.ci_hi and pooled.n == 9 * 20


def test_the_spread_between_pooled_runs_is_taken_from_them_where_they_scatter_beyond_the_calibration():
    base, cand, labels = _runs((0.8, 1.0, 1.25), within=0.01, seed=2)
    pooled = stats.ratio(base, cand, runs=labels, between=0.01, between_df=29)
    assert pooled.spread.endswith(stats.ALONE_SUFFIX)  # a run-to-run spread of ~20% against the calibration's 1%
    assert pooled.ci_lo < 2.0 * 0.8 and pooled.ci_hi > 2.0 * 1.25  # three run means, t on 2 degrees of freedom


def test_a_value_measured_once_per_run_scatters_by_the_spread_between_runs():
    est = stats.per_process([2.0, 2.2, 1.9], runs=[0, 1, 2])
    logs = np.log([2.0, 2.2, 1.9])
    half = sps.t.ppf(0.975, 2) * logs.std(ddof=1) / math.sqrt(3)
    assert est.interval == "runs" and est.spread == "95% interval over 3 runs, one value each"
    assert est.ci_hi == pytest.approx(math.exp(logs.mean() + half))
    # with the calibration's spread of such values (many runs) the two are pooled by their degrees of freedom
    calibrated = stats.per_process([2.0, 2.2, 1.9], runs=[0, 1, 2], once=0.05, between_df=29)
    assert calibrated.ci_hi < est.ci_hi


def test_the_spread_within_pooled_runs_leaves_their_shifts_out():
    groups = [[1.0] * 4, [1.02] * 4, [2.0] * 4, [2.04] * 4]
    assert stats.log_spread(groups) > 0.3  # across runs, the shift between them counts
    within = stats.log_spread(groups, runs=[0, 0, 1, 1])
    assert within == pytest.approx(math.log(1.02) / math.sqrt(2), rel=1e-6)
    assert stats.log_spread(groups, runs=[0, 1, 2, 3]) is None  # no run with two processes
