"""Tests for `generator spread`: agreement of repeated runs within their intervals, and refusals."""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

import pytest

from generator.cli import main
from generator.commands.spread import points
from generator.schema import LabError
from generator.store import bundle as store

ROOT = Path(__file__).resolve().parents[2]
GPU = ROOT / "tests" / "fixtures" / "bundles" / "gpu"
CPU = ROOT / "tests" / "fixtures" / "bundles" / "cpu"
AT = {"model": "article", "batch": 1024}


def _rescaled(bundle: store.Bundle, factor: float, **params) -> store.Bundle:
    """A copy whose speedup at one point is the original times factor (interval moved along)."""
    out = copy.deepcopy(bundle)
    result = out.experiments["one_line_speedup"]
    result.rows = [dataclasses.replace(r, value=r.value * factor, lo=r.lo * factor, hi=r.hi * factor)
                   if r.metric == "speedup" and dict(r.params) == params else r for r in result.rows]
    return out


@pytest.fixture()
def runs(tmp_path):
    base = store.read(GPU)
    row = next(r for r in base.experiments["one_line_speedup"].rows if r.metric == "speedup" and dict(r.params) == AT)
    inside = (row.hi / row.value + 1) / 2   # half-way to the upper bound: inside run 1's interval
    outside = row.hi / row.value * 1.05     # beyond it
    paths = []
    for i, factor in enumerate((1.0, inside, outside)):
        paths.append(store.write(_rescaled(base, factor, **AT), tmp_path / f"run{i + 1}"))
    return paths


def test_agreeing_runs_exit_zero(runs, capsys):
    assert main(["spread", str(runs[0]), str(runs[1])]) == 0
    out = capsys.readouterr().out
    assert "\n0 of " in out and "checks missed" in out
    assert "batch=1024, model=article" in out


def test_a_run_outside_the_interval_is_named(runs, capsys):
    assert main(["spread", *map(str, runs)]) == 1
    out = capsys.readouterr().out
    line = next(x for x in out.splitlines() if x.startswith("| batch=1024, model=article"))
    assert "(1, 3)" in line  # run 1's interval misses run 3's value
    assert "(3, 1)" in line  # and run 3's interval, moved along, misses run 1's
    summary = next(x for x in out.splitlines() if x.endswith("checks missed."))
    assert int(summary.split()[0]) >= 2


def test_points_match_by_params_and_report_how_far_apart(runs):
    bundles = [store.read(p) for p in runs[:2]]
    found = points(bundles, ["a", "b"], "one_line_speedup", "speedup")
    at = [p for p in found if p.params == AT]
    assert len(at) == 1
    assert at[0].apart > 0
    assert all(p.apart == pytest.approx(0) for p in found if p.params != AT)


def test_refuses_one_run_unlike_devices_and_unknown_experiment(runs, capsys):
    assert main(["spread", str(runs[0])]) == 2
    assert "at least two runs" in capsys.readouterr().err
    assert main(["spread", str(runs[0]), str(CPU)]) == 2
    assert "differ in device or release" in capsys.readouterr().err
    other = store.read(runs[1])
    other.experiments["one_line_speedup"].replicates += 1
    store.write(other, runs[1])
    assert main(["spread", str(runs[0]), str(runs[1])]) == 2
    assert "measured 'one_line_speedup' differently" in capsys.readouterr().err
    assert main(["spread", str(runs[0]), str(runs[2]), "--experiment", "nonesuch"]) == 2
    assert "no experiment 'nonesuch'" in capsys.readouterr().err
    with pytest.raises(LabError, match="no 'nothing' row"):
        points([store.read(p) for p in runs[:2]], ["a", "b"], "one_line_speedup", "nothing")
