"""Verdict rules, grid and CPU smoke run of experiments/fusion_depth.py.

The rule tests use synthetic merged rows; the smoke test runs the quick grid for real on the CPU.
"""

from __future__ import annotations

import pytest

from experiments import fusion_depth as exp
from generator.schema import VERDICTS, Row
from tests.experiments.smoke import failures, run_quick, verdict_of

UNITS = {"speedup": "x", "cpu_issue_speedup": "x", "kernels_per_call": "count", "gpu_time_ms": "ms", "cpu_issue_ms": "ms",
         "latency_ms": "ms", "bytes_per_call": "bytes", "gpu_per_launch_ms": "ms",
         "issue_per_launch_ms": "ms", "gpu_busy": "ratio", "point": ""}


def row(variant: str, metric: str, value: float | None, family: str, n: int, status: str = "ok", **kw) -> Row:
    return Row(exp.SPEC.id, variant, {"family": family, "n": n}, metric, value, UNITS[metric], "test",
               status=status, **kw)


def verdict(rows: list[Row], claim: str):
    found = {v.claim: v for v in exp.verdicts(rows)}
    assert set(found) == {"C5", "C6", "C7"}
    v = found[claim]
    assert v.verdict in VERDICTS and v.experiment == "fusion_depth" and v.rule
    return v


# --- C5: cost of one launch, from the loop of n tiny kernels --------------------------------


def c5_rows(loop_ms: float, n: int = 64, spread: float = 0.02) -> list[Row]:
    return [row("eager", "latency_ms", loop_ms, "launch", n, lo=loop_ms * (1 - spread), hi=loop_ms * (1 + spread)),
            row("eager", "gpu_per_launch_ms", 0.001, "launch", n),
            row("eager", "issue_per_launch_ms", loop_ms / n, "launch", n),
            row("eager", "gpu_busy", 0.1, "launch", n),
            row("eager", "latency_ms", 0.5, "launch", 1)]  # a smaller loop: not the one judged


@pytest.mark.parametrize("loop_ms, spread, per_launch, expected", [
    (0.448, 0.02, "7", "holds"), (0.32, 0.0, "5", "holds"), (0.64, 0.0, "10", "holds"),  # the band's ends are in
    (0.96, 0.02, "15", "partly holds"), (0.16, 0.0, "2.5", "partly holds"), (1.28, 0.0, "20", "partly holds"),
    (0.128, 0.02, "2", "does not hold"), (1.92, 0.02, "30", "does not hold"),
    (0.64, 0.05, "10", "inconclusive"),  # [9.5, 10.5] µs straddles 10 µs
    (0.32, 0.05, "5", "inconclusive"),
])
def test_c5_follows_the_interval_of_the_time_per_launch(loop_ms, spread, per_launch, expected):
    v = verdict(c5_rows(loop_ms, spread=spread), "C5")
    assert v.verdict == expected
    assert v.measured.startswith(f"{per_launch} µs")
    assert "loop of 64" in v.measured and "GPU time 1 µs per kernel" in v.measured
    if expected == "inconclusive":
        assert "straddles" in v.measured


def test_c5_not_testable_on_the_cpu_where_launch_points_are_skipped():
    skipped = [row("", "point", None, "launch", n, status="skipped", reason="needs CUDA: no launches on the CPU")
               for n in (1, 4)]
    v = verdict(skipped, "C5")
    assert v.verdict == "not testable here"
    assert "needs CUDA" in v.measured


# --- C6: fusion saves launches, bytes and host time on the pointwise chain ---------------------


def c6_rows(kernels=(64, 1), nbytes=(8.6e9, 2.7e8), gpu_ms=(4.0, 0.07), issue_ms=(0.7, 0.06), n=64,
            gpu_spread=0.01, issue_interval=None) -> list[Row]:
    out = []
    for metric, pair in (("kernels_per_call", kernels), ("bytes_per_call", nbytes),
                         ("gpu_time_ms", gpu_ms), ("cpu_issue_ms", issue_ms)):
        spread = gpu_spread if metric == "gpu_time_ms" else 0.0
        out += [row(v, metric, x, "chain", n, lo=x * (1 - spread), hi=x * (1 + spread))
                for v, x in zip(("eager", "compiled"), pair)]
    ratio = issue_ms[0] / issue_ms[1]
    lo, hi = issue_interval or (ratio * 0.95, ratio * 1.05)
    out.append(row("compiled", "cpu_issue_speedup", ratio, "chain", n, lo=lo, hi=hi))
    return out


@pytest.mark.parametrize("kwargs, expected", [
    ({}, "holds"),
    ({"gpu_ms": (4.0, 3.9)}, "partly holds"),  # GPU time only 2.5% lower
    ({"issue_ms": (0.06, 0.07)}, "partly holds"),  # more host time per call
    ({"nbytes": (2.7e8, 2.7e8)}, "partly holds"),  # no fewer bytes
    ({"kernels": (64, 64)}, "does not hold"),
    ({"kernels": (1, 2)}, "does not hold"),
    ({"gpu_ms": (4.0, 3.8)}, "inconclusive"),  # 5% less by the medians; the ranges reach both sides
    ({"issue_interval": (0.9, 1.3)}, "inconclusive"),  # host time: eager / compiled straddles 1×
])
def test_c6_verdict(kwargs, expected):
    v = verdict(c6_rows(**kwargs), "C6")
    assert v.verdict == expected
    assert v.measured.startswith("chain of 64: kernels ")


def test_c6_judges_the_longest_chain():
    rows = c6_rows(kernels=(4, 4), n=4) + c6_rows(n=64)
    assert verdict(rows, "C6").verdict == "holds"
    rows = c6_rows(n=4) + c6_rows(kernels=(64, 64), n=64)
    assert verdict(rows, "C6").verdict == "does not hold"


def test_c6_not_testable_when_a_number_is_missing_or_on_the_cpu():
    rows = c6_rows()
    for dropped in range(len(rows)):
        v = verdict(rows[:dropped] + rows[dropped + 1:], "C6")
        assert v.verdict == "not testable here", dropped
    cpu = [row(v_, "kernels_per_call", None, "chain", 4, status="skipped", reason="needs the CUDA profiler")
           for v_ in ("eager", "compiled")]
    v = verdict(cpu, "C6")
    assert v.verdict == "not testable here" and "CUDA profiler" in v.measured


# --- C7: speedup grows with depth and with chain length ---------------------------------------


def series(family: str, speedups: list[float], width: float = 0.02) -> list[Row]:
    return [row("compiled", "speedup", s, family, n, lo=s - width, hi=s + width)
            for n, s in zip((1, 2, 4, 8, 16, 64), speedups)]


RISING_GAIN = [0.5, 0.8, 1.2, 1.6, 2.0, 3.0]
RISING_NO_GAIN = [0.36, 0.62, 0.76, 0.84, 0.91, 0.94]  # grows, but compile never wins
FLAT = [1.0, 1.01, 0.99, 1.0, 1.01, 1.0]  # the ends' intervals overlap: growth cannot be told
FALLING = list(reversed(RISING_GAIN))


@pytest.mark.parametrize("depth, chain, expected", [
    (RISING_GAIN, RISING_GAIN, "holds"),
    (RISING_NO_GAIN, RISING_GAIN, "partly holds"),
    (FALLING, RISING_GAIN, "partly holds"),
    (RISING_GAIN, FALLING, "partly holds"),
    (FALLING, FALLING, "does not hold"),
    (FLAT, RISING_GAIN, "inconclusive"),  # holds if the flat family grew and gains, partly otherwise
    (FLAT, FLAT, "inconclusive"),
    (FLAT, FALLING, "inconclusive"),  # partly holds if the flat family grew, does not hold otherwise
])
def test_c7_verdict(depth, chain, expected):
    v = verdict(series("depth", depth) + series("chain", chain), "C7")
    assert v.verdict == expected
    assert v.measured.startswith("depth: 1→")


def test_c7_says_what_it_could_not_decide():
    v = verdict(series("depth", FLAT) + series("chain", RISING_GAIN), "C7")
    assert "depth grows: undecided, gains at the largest n: undecided; chain grows: yes" in v.measured
    assert "straddles the threshold in depth: speedup at n=64 above n=1" in v.measured


def test_growth_is_decided_on_the_intervals():
    assert exp.growth(series("chain", [1.0, 1.5, 2.0])).value is True
    assert exp.growth(series("chain", [1.0, 1.03])).value is None  # intervals overlap
    assert exp.growth(series("chain", [1.0, 2.0, 1.5, 2.5])).value is False  # a step down beyond its interval
    assert exp.growth(series("chain", [1.0, 2.0, 1.97, 2.5])).value is True  # a dip within the noise
    assert exp.growth(series("chain", [2.0, 1.0])).value is False
    assert exp.growth(series("chain", [2.0])).value is False
    no_interval = [row("compiled", "speedup", s, "chain", n) for n, s in ((1, 1.0), (64, 1.2))]
    assert exp.growth(no_interval).value is True


def test_c7_not_testable_with_one_size_of_a_family():
    rows = series("depth", RISING_GAIN) + series("chain", RISING_GAIN)[:1]
    rows.append(row("", "point", None, "chain", 64, status="failed", reason="OutOfMemoryError: CUDA"))
    v = verdict(rows, "C7")
    assert v.verdict == "not testable here"
    assert "chain" in v.measured and "OutOfMemoryError" in v.measured


def test_all_verdicts_not_testable_on_empty_rows():
    assert [v.verdict for v in exp.verdicts([])] == ["not testable here"] * 3


# --- grid -------------------------------------------------------------------------------------


def test_default_grid_runs_every_family_at_four_sizes_on_the_gpu_and_the_full_profile_at_six():
    grid = exp.SPEC.grid("default")
    assert {(p["family"], p["n"]) for p in grid} == {(f, n) for f in ("depth", "chain", "launch") for n in (1, 4, 16, 64)}
    assert not any(exp.SPEC.skip_reason(p, "cuda") for p in grid)
    assert {p["n"] for p in exp.SPEC.grid("full")} == {1, 2, 4, 8, 16, 64}


def test_quick_grid_skips_only_the_launch_family_on_the_cpu():
    grid = exp.SPEC.grid("quick")
    reasons = {(p["family"], p["n"]): exp.SPEC.skip_reason(p, "cpu") for p in grid}
    assert {k for k, r in reasons.items() if r} == {("launch", 1), ("launch", 4)}
    assert all("needs CUDA" in r for r in reasons.values() if r)


# --- CPU smoke run of the quick grid ------------------------------------------------------------


@pytest.fixture(scope="module")
def quick():
    return run_quick("fusion_depth")


def test_quick_grid_runs_on_the_cpu(quick):
    assert failures(quick) == []
    status = {(p["params"]["family"], p["params"]["n"]): p["status"] for p in quick.points}
    assert status == {("depth", 1): "ok", ("depth", 4): "ok", ("chain", 1): "ok", ("chain", 4): "ok",
                      ("launch", 1): "skipped", ("launch", 4): "skipped"}


def test_quick_rows_hold_timings_and_byte_estimates(quick):
    from generator.schema import find_row

    for family in ("depth", "chain"):
        for n in (1, 4):
            at = {"family": family, "n": n}
            for variant in ("eager", "compiled"):
                for metric in ("latency_ms", "cpu_issue_ms"):
                    r = find_row(quick.rows, variant, metric, **at)
                    assert r is not None and r.value > 0 and r.lo <= r.value <= r.hi
            assert find_row(quick.rows, "compiled", "speedup", **at) is not None
            assert find_row(quick.rows, "compiled", "relative_error", **at).value < 1e-4
    tensor_bytes = exp.CHAIN_ELEMENTS["cpu"] * 4
    eager = find_row(quick.rows, "eager", "bytes_per_call", family="chain", n=4)
    compiled = find_row(quick.rows, "compiled", "bytes_per_call", family="chain", n=4)
    assert eager.value == 2 * 4 * tensor_bytes and "estimate" in eager.stat
    assert compiled.value == 2 * tensor_bytes and "estimate" in compiled.stat
    gbps = [r for r in quick.rows if r.metric == "achieved_gbps"]
    assert gbps and all(r.status == "skipped" and "GPU time" in r.reason for r in gbps)


def test_quick_verdicts(quick):
    assert verdict_of(quick.verdicts, "C5").verdict == "not testable here"
    assert verdict_of(quick.verdicts, "C6").verdict == "not testable here"
    assert "CUDA" in verdict_of(quick.verdicts, "C6").measured
    c7 = verdict_of(quick.verdicts, "C7")
    assert c7.verdict in VERDICTS and c7.measured.startswith("depth: 1→")
