"""Tests for `generator spread`: whole bundles or one experiment, exit codes, refusals, re-run directories."""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

import pytest

from generator.cli import main
from generator.store import bundle as store

ROOT = Path(__file__).resolve().parents[2]
GPU = ROOT / "tests" / "fixtures" / "bundles" / "gpu"
CPU = ROOT / "tests" / "fixtures" / "bundles" / "cpu"
EXP = "one_line_speedup"
AT = {"model": "article", "batch": 1024}


def _rescaled(bundle: store.Bundle, factor: float, **params) -> store.Bundle:
    """A copy whose speedup at one point is the original times factor (interval moved along)."""
    out = copy.deepcopy(bundle)
    result = out.experiments[EXP]
    result.rows = [dataclasses.replace(r, value=r.value * factor, lo=r.lo * factor, hi=r.hi * factor)
                   if r.metric == "speedup" and dict(r.params) == params else r for r in result.rows]
    return out


@pytest.fixture()
def runs(tmp_path: Path) -> list[Path]:
    """Three runs: the fixture, one inside its interval at AT, one beyond it."""
    base = store.read(GPU)
    row = next(r for r in base.experiments[EXP].rows if r.metric == "speedup" and dict(r.params) == AT)
    inside = (row.hi / row.value + 1) / 2   # half-way to the upper bound: inside run 1's interval
    outside = row.hi / row.value * 1.05     # beyond it
    return [store.write(_rescaled(base, f, **AT), tmp_path / f"run{i + 1}") for i, f in enumerate((1.0, inside, outside))]


def _line(out: str, start: str) -> str:
    return next(x for x in out.splitlines() if x.startswith(start))


def test_agreeing_runs_exit_zero(runs, capsys):
    assert main(["spread", str(runs[0]), str(runs[1])]) == 0
    out = capsys.readouterr().out
    assert "Intervals holding the other runs' values: 4 of 4 pairs (100.0%)." in out
    assert "Verdicts differing between runs: 0 of " in out
    assert "| one_line_speedup | batch=1024, model=article | compiled | speedup |" in out


def test_a_run_outside_the_interval_is_named(runs, capsys):
    assert main(["spread", *map(str, runs)]) == 1
    out = capsys.readouterr().out
    line = _line(out, "| one_line_speedup | batch=1024, model=article")
    assert "(1, 3)" in line  # run 1's interval misses run 3's value
    assert "(3, 1)" in line  # and run 3's interval, moved along, misses run 1's
    assert "Intervals holding the other runs' values: 10 of 12 pairs (83.3%)." in out
    assert "Measure stage: run 1" in out


def test_a_verdict_that_differs_exits_one(runs, capsys):
    changed = store.read(runs[1])
    verdicts = changed.experiments[EXP].verdicts
    verdicts[0] = dataclasses.replace(verdicts[0], verdict="holds" if verdicts[0].verdict != "holds" else "does not hold")
    store.write(changed, runs[1])
    assert main(["spread", str(runs[0]), str(runs[1])]) == 1
    out = capsys.readouterr().out
    assert "DIFFERS" in _line(out, f"| {verdicts[0].claim} | {EXP}")
    assert "Verdicts differing between runs: 1 of " in out


def test_one_experiment_still_works(runs, capsys):
    assert main(["spread", str(runs[0]), str(runs[1]), "--experiment", EXP]) == 0
    assert "4 of 4 pairs" in capsys.readouterr().out


def test_a_rerun_without_kernels_or_samples_is_read(runs, capsys):
    for name in ("kernels.csv", "samples.json"):
        (runs[1] / name).unlink()
    assert main(["spread", str(runs[0]), str(runs[1])]) == 0
    assert "4 of 4 pairs" in capsys.readouterr().out


def test_refuses_one_run_unlike_devices_profiles_and_unknown_experiment(runs, capsys):
    assert main(["spread", str(runs[0])]) == 2
    assert "at least two runs" in capsys.readouterr().err
    assert main(["spread", str(runs[0]), str(CPU)]) == 2
    err = capsys.readouterr().err
    assert "differ in device, release or profile" in err and len(err.strip().splitlines()) == 1
    other = store.read(runs[1])
    other.header["profile"] = "quick"
    store.write(other, runs[1])
    assert main(["spread", str(runs[0]), str(runs[1])]) == 2
    assert "profile quick" in capsys.readouterr().err
    other = store.read(runs[2])
    other.experiments[EXP].replicates += 1
    store.write(other, runs[2])
    assert main(["spread", str(runs[0]), str(runs[2]), "--experiment", EXP]) == 2
    assert f"measured {EXP!r} differently" in capsys.readouterr().err
    assert main(["spread", str(runs[0]), str(runs[2])]) == 2  # whole bundles: nothing else left to compare
    assert "no speedup" in capsys.readouterr().err
    assert main(["spread", str(runs[0]), str(runs[0]), "--experiment", "nonesuch"]) == 2
    assert "no experiment 'nonesuch'" in capsys.readouterr().err


def test_the_furthest_process_of_a_gpu_bound_point_names_the_side_that_moved():
    from generator.analysis.spread import Point
    from generator.analysis.text import furthest_process

    # run 2's first process: the compiled call took 70 µs where the others took 57–58; eager kept its time
    latencies = (((57.4e-6, 58.7e-6), (57.1e-6, 57.9e-6)), ((57.4e-6, 70.2e-6), (57.0e-6, 57.5e-6)))
    point = Point("large_gemm", {"n": 1024}, "compiled", "speedup", (None, None), 0.95, latencies=latencies,
                  baseline="eager")
    text = furthest_process(point)
    assert text.startswith("run 2, process 1: compiled 70.2 µs (others 57.5–58.7 µs)")
    assert "eager 57.4 µs (others 57–57.4 µs)" in text
    assert furthest_process(dataclasses.replace(point, latencies=(((1e-6, 1e-6),), ((1e-6, 1e-6),)))) == ""
