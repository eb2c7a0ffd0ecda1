"""Tests for generator/calibration.py: the spread between whole runs, measured from re-runs."""

from __future__ import annotations

import json

import numpy as np
import pytest

from generator import calibration
from generator.analysis import calibrate as estimator
from generator.schema import ExperimentResult, LabError, Row
from generator.store import bundle as store

POINTS = [{"n": n} for n in range(12)]


def _samples(run_shift: float, seed: int, busy: float | tuple[float, float]) -> tuple[list[Row], list[dict]]:
    """Three processes per point; the compiled side moves by run_shift (log) in this whole run."""
    rng = np.random.default_rng(seed)
    samples, rows = [], []
    for p in POINTS:
        for rep in range(3):
            wobble = 0.01 * rng.standard_normal()
            for variant, centre in (("eager", 1e-3), ("compiled", 5e-4 * np.exp(run_shift + wobble))):
                samples.append({"params": p, "comparison": "latency", "variant": variant, "replicate": rep + 1,
                                "calls_per_sample": 10, "seconds": list(centre * (1 + 0.001 * rng.standard_normal(9)))})
        rows.append(Row("exp", "compiled", p, "speedup", 2.0, "x", "eager / compiled", 1.9, 2.1, 27,
                        better="higher", interval="process", kind="speedup", baseline="eager", comparison="latency"))
        shares = busy if isinstance(busy, tuple) else (busy, busy)
        rows += [Row("exp", v, p, "gpu_busy", b, "ratio", "derived", b, b, 27) for v, b in zip(("eager", "compiled"), shares)]
        rows.append(Row("exp", "compiled", p, "compile_cold_s", 40.0 * np.exp(run_shift), "s", "first call", 40.0, 40.0, 1,
                        kind="compile"))
        rows.append(Row("exp", "compiled", p, "gpu_time_ms", 0.4 * np.exp(run_shift / 10), "ms", "profiler", n=1,
                        kind="profiled"))
    return rows, samples


def _bundle(run_shift: float, seed: int, busy: float | tuple[float, float] = 0.3, torch: str = "2.11.0+cu130",
            created: str = "2026-12-01T10:00:00+00:00") -> store.Bundle:
    rows, samples = _samples(run_shift, seed, busy)
    result = ExperimentResult(id="exp", title="exp", section="§1", claims=("C1",), summary="", status="ok", error="",
                              source_hash="s", replicates=3, seconds=1.0, rows=rows, samples=samples)
    fp = {"torch": torch, "device_name": "NVIDIA H200", "device_key": "nvidia-h200", "gpu_uuid": "GPU-1",
          "git": {"commit": "c" * 40}}
    return store.Bundle({"created": created, "profile": "default", "fingerprint": fp}, {"exp": result})


def test_runs_that_shift_as_a_whole_give_a_between_run_spread_their_processes_cannot_see():
    shifts = [0.0, 0.1, -0.1]
    doc = estimator.estimate([_bundle(s, i) for i, s in enumerate(shifts)], ["a", "b", "c"])
    pools = doc["experiments"]["exp"]
    # the runs' compiled latencies move by sd 0.1; each run's processes only wobble by 1%
    assert pools["ratio/host"]["between"] == pytest.approx(np.std(shifts, ddof=1), rel=0.15)
    assert pools["latency/host"]["comparisons"] == 24 and pools["ratio/host"]["comparisons"] == 12
    assert pools["once/host"]["between"] == pytest.approx(np.std(shifts, ddof=1), rel=1e-6)
    assert doc["bundle"] == "nvidia-h200-torch2.11.0" and [r["name"] for r in doc["runs"]] == ["a", "b", "c"]


def test_runs_that_agree_but_for_their_processes_give_no_between_run_spread():
    doc = estimator.estimate([_bundle(0.0, i) for i in range(3)], ["a", "b", "c"])
    assert doc["experiments"]["exp"]["ratio/host"]["between"] < 0.01


def test_gpu_bound_points_are_pooled_apart_from_host_bound_ones():
    doc = estimator.estimate([_bundle(s, i, busy=0.95) for i, s in enumerate([0.0, 0.05, -0.05])], ["a", "b", "c"])
    assert set(doc["experiments"]["exp"]) == {"ratio/gpu", "latency/gpu", "once/host", "profiled/gpu"}
    # a ratio is GPU-bound only where both sides are: a compiled side waiting on the host makes it host-bound
    doc = estimator.estimate([_bundle(s, i, busy=(0.95, 0.5)) for i, s in enumerate([0.0, 0.05, -0.05])],
                               ["a", "b", "c"])
    assert set(doc["experiments"]["exp"]) == {"ratio/host", "latency/gpu", "latency/host", "once/host", "profiled/gpu"}


def test_a_calibration_is_read_back_looked_up_and_refused_for_another_setting(tmp_path):
    doc = estimator.estimate([_bundle(s, i) for i, s in enumerate([0.0, 0.1, -0.1])], ["a", "b", "c"])
    path = tmp_path / "cal.json"
    calibration.write(doc, path)
    cal = calibration.load(path, bundle="nvidia-h200-torch2.11.0", profile="default")
    assert cal.between("exp", "ratio", 0.3) == pytest.approx(doc["experiments"]["exp"]["ratio/host"]["between"])
    # an experiment it never saw takes the pool over all experiments; a GPU-bound one its own regime's
    assert cal.between("other", "ratio", 0.3) == pytest.approx(doc["overall"]["ratio/host"]["between"])
    assert cal.between("exp", "ratio", 0.95) == 0.0  # no GPU-bound comparisons were calibrated
    assert len(cal.digest) == 16 and cal.source()["runs"][0]["name"] == "a"
    with pytest.raises(LabError, match="calibrated for setting 'nvidia-h200-torch2.11.0'.*--calibration none"):
        calibration.load(path, bundle="nvidia-h200-torch2.12.0")
    path.write_text("{not json")
    with pytest.raises(LabError, match="not a readable calibration"):
        calibration.find("nvidia-h200-torch2.11.0", "default", str(path))
    assert calibration.find("nvidia-h200-torch2.11.0", "default", "none") is None


def test_calibrate_refuses_runs_of_two_settings_or_without_samples():
    with pytest.raises(LabError, match="one device, release and profile"):
        estimator.estimate([_bundle(0.0, 0), _bundle(0.0, 1, torch="2.12.0")], ["a", "b"])
    bare = _bundle(0.0, 2)
    bare.experiments["exp"].samples = []
    with pytest.raises(LabError, match="b: no samples.json"):
        estimator.estimate([_bundle(0.0, 0), bare], ["a", "b"])
    with pytest.raises(LabError, match="at least two runs"):
        estimator.estimate([_bundle(0.0, 0)], ["a"])


def test_the_between_lookup_records_what_an_experiment_took(tmp_path):
    doc = estimator.estimate([_bundle(s, i) for i, s in enumerate([0.0, 0.1, -0.1])], ["a", "b", "c"])
    calibration.write(doc, tmp_path / "cal.json")
    cal = calibration.load(tmp_path / "cal.json")
    between = cal.for_experiment("exp")
    assert between("ratio", 0.2).value > 0 and between("once").value > 0
    assert between("ratio").df == cal.df == 2.0  # three runs: two degrees of freedom, however many comparisons
    assert set(between.used) == {"ratio/host", "once/host"}
    nothing = calibration.Between()
    assert nothing("ratio") == calibration.Spread() and not nothing.used
    assert json.loads((tmp_path / "cal.json").read_text())["profile"] == "default"


def test_the_kind_a_metric_declares_decides_whether_it_is_pooled_as_measured_once_per_run():
    """A compile time and the profiler's GPU time, each measured in one process, take pools of
    their own; the same value measured in several processes, or a count, takes none. Its name
    plays no part: a compile time called anything is a compile time."""
    assert [calibration.once_kind(kind, n) for kind, n in
            (("compile", 1), ("profiled", 1), ("profiled", 3), ("compile", 3), ("compiler", 1), ("latency", 1))
            ] == ["once", "profiled", None, None, None, None]


def test_profiled_gpu_times_get_their_own_spread_between_runs():
    shifts = [0.0, 0.1, -0.1]
    doc = estimator.estimate([_bundle(s, i) for i, s in enumerate(shifts)], ["a", "b", "c"])
    # GPU times moved a tenth as far as the compiles in these runs; each pool sees its own
    assert doc["experiments"]["exp"]["profiled/gpu"]["between"] == pytest.approx(np.std(shifts, ddof=1) / 10)
    assert doc["experiments"]["exp"]["once/host"]["between"] == pytest.approx(np.std(shifts, ddof=1))


def test_an_experiment_whose_own_spread_is_below_the_pool_over_all_takes_the_pool():
    pool = calibration.Pool
    cal = calibration.Calibration(
        "b", "default", experiments={"quiet": {"ratio/host": pool(0.0, 6)}, "loud": {"ratio/host": pool(0.08, 6)},
                                     "few": {"ratio/host": pool(0.0, 1)}},
        overall={"ratio/host": pool(0.045, 13)}, runs=[{}] * 6)
    # six runs whose spreads came out at zero for one experiment do not show that it escapes a run's shift
    assert cal.between("quiet", "ratio", 0.3) == 0.045
    assert cal.between("loud", "ratio", 0.3) == 0.08  # one that spreads more keeps its own
    assert cal.between("few", "ratio", 0.3) == 0.045 and cal.between("unseen", "ratio", 0.3) == 0.045
    assert cal.between("quiet", "latency", 0.3) == 0.0  # no pool of that kind at all


def test_calibrate_refuses_runs_that_share_their_samples():
    run = _bundle(0.1, 0)
    with pytest.raises(LabError, match="b and a hold the same samples of exp"):
        estimator.estimate([run, _bundle(0.1, 0)], ["a", "b"])


def _machines(shifts: list[float], machines: int) -> list[store.Bundle]:
    """Runs spread over `machines` GPUs (each run's fingerprint names its own)."""
    out = []
    for i, s in enumerate(shifts):
        b = _bundle(s, i)
        b.header["fingerprint"] = {**b.fingerprint, "gpu_uuid": f"GPU-{i % machines}"}
        out.append(b)
    return out


def test_with_enough_runs_on_several_machines_each_comparison_gets_its_own_spreads():
    rng = np.random.default_rng(7)
    shifts = list(0.05 * rng.standard_normal(calibration.OWN_FROM))
    doc = estimator.estimate(_machines(shifts, 3), [f"r{i}" for i in range(len(shifts))])
    own = doc["own"]["exp"]
    # the compiled side's shift moves every speedup between runs; the eager side's latency stays put
    ratio = own[calibration.own_key("n=0", "latency:eager", "compiled", "ratio")]
    steady = own[calibration.own_key("n=0", "latency", "eager", "latency")]
    assert ratio["between"] == pytest.approx(np.std(shifts, ddof=1), rel=0.3)
    assert steady["between"] < 0.005
    assert ratio["runs"] == len(shifts) and ratio["processes"] == 3
    # the processes wobble by 1% inside a run: that is the pooled process spread
    assert ratio["within"] == pytest.approx(0.01, rel=0.35)
    # every pair timed in the same rounds is keyed, for a second view with another baseline
    assert calibration.own_key("n=0", "latency:compiled", "eager", "ratio") in own
    # a cold compile measured once per run: its own spread between runs, none within
    compile_ = own[calibration.own_key("n=0", "compile_cold_s", "compiled", "once")]
    assert compile_["between"] == pytest.approx(np.std(shifts, ddof=1), rel=1e-6) and compile_["within"] == 0.0


def test_too_few_runs_or_one_machine_give_no_own_spreads():
    shifts = [0.01 * i for i in range(calibration.OWN_FROM)]
    assert "own" not in estimator.estimate(_machines(shifts, 1), [f"r{i}" for i in range(len(shifts))])
    few = shifts[: calibration.OWN_FROM - 1]
    assert "own" not in estimator.estimate(_machines(few, 3), [f"r{i}" for i in range(len(few))])


def test_a_comparison_with_its_own_spreads_takes_them_and_others_the_pool(tmp_path):
    shifts = [0.02 * ((-1) ** i) * (i % 4) for i in range(12)]
    doc = estimator.estimate(_machines(shifts, 4), [f"r{i}" for i in range(12)])
    calibration.write(doc, tmp_path / "cal.json")
    cal = calibration.load(tmp_path / "cal.json")
    between = cal.for_experiment("exp")
    key = calibration.own_key("n=3", "latency:eager", "compiled", "ratio")
    spread = between("ratio", 0.3, key)
    own = doc["own"]["exp"][key]
    assert spread == calibration.Spread(own["between"], 11.0, own["within"], 12 * 2.0)  # 12 runs of 3 processes
    pooled = between("ratio", 0.3, calibration.own_key("n=3", "other", "compiled", "ratio"))
    assert pooled.value == cal.between("exp", "ratio", 0.3) and pooled.within_df == 0.0
    owned = between.record_own()
    assert owned["ratio"]["comparisons"] == 1.0 and owned["ratio"]["median"] == pytest.approx(own["between"])
    assert "ratio/host" in between.record()  # the pool the other comparison took


def test_a_process_without_a_positive_median_is_left_out_of_the_logs():
    """A zero or empty set of rounds is not a time: it drops out of both log tables instead of
    raising ZeroDivisionError or putting -inf into a spread."""
    rows, samples = _samples(0.0, 7, 0.5)
    samples[0]["seconds"] = [0.0] * 9
    samples[1]["seconds"] = []
    point, variant = samples[0]["params"], samples[0]["variant"]
    logs = calibration.per_process_logs(rows, samples)
    own = calibration.own_logs(samples)
    for table in ([v for _, v in logs.values()], list(own.values())):
        assert all(np.isfinite(v).all() for v in table)
    key = calibration.own_key(calibration.params_key(point), "latency", variant, "latency")
    assert len(own[key]) == 2  # three processes, the zero one left out


def test_a_point_whose_baseline_has_no_positive_median_keeps_its_latencies_and_drops_its_ratio():
    """Every eager process of one point timed zero: that point's ratio has no baseline, so it is
    left out; its compiled latencies and every other point stay (no error mid-iteration)."""
    rows, samples = _samples(0.0, 7, 0.5)
    first = calibration.params_key(samples[0]["params"])
    for s in samples:
        if calibration.params_key(s["params"]) == first and s["variant"] == "eager":
            s["seconds"] = [0.0] * 9
    logs = calibration.per_process_logs(rows, samples)
    assert (first, "latency", "compiled", "latency") in logs
    assert (first, "latency", "eager", "latency") not in logs
    assert (first, "latency", "compiled", "ratio") not in logs
    others = {p for p, *_ in logs if p != first}
    assert others and all((p, "latency", "compiled", "ratio") in logs for p in others)


def test_an_experiment_measured_in_another_profile_than_its_bundle_is_not_calibrated_with_it():
    runs = [_bundle(s, i) for i, s in enumerate([0.0, 0.1, -0.1])]
    assert "exp" in estimator.estimate(runs, ["a", "b", "c"])["experiments"]
    runs[1].experiments["exp"].profile = "full"  # e.g. measure --profile full --only exp into run b
    assert "exp" not in estimator.estimate(runs, ["a", "b", "c"])["experiments"]
