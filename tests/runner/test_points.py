"""measure --points: a grid measured in parts, by several commands, into one result."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from generator.schema import LabError, select_points
from tests.runner.test_failures import failed_point, ok_point

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def experiment():
    from generator.runner import discovery  # imports torch through the experiment module

    return discovery.load("experiments.one_line_speedup")


def _replicates(seen: list, eager_s: float = 0.003, fail: dict | None = None):
    """run_replicate stand-in: every process measures the points its `where` selects."""
    from generator.runner import isolate

    def replicate(batch, *, replicate, profile, where=None, **kw):
        seen.append(where)
        outputs = {}
        for e in batch:
            points = [failed_point(p) if p == fail else ok_point(p, eager_s, 0.002, replicate)
                      for p in e.spec.grid(profile, where)]
            outputs[e.id] = {"replicate": replicate, "points": points}
        return isolate.Replicate(outputs=outputs, peaks={"copy_gbps": 2.0})

    return replicate


def _measure(tmp_path, points=None, **kw):
    from generator.commands import measure

    return measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                           replicates=2, only=["one_line_speedup"], points=points, **kw)


def test_select_points_compares_values_as_typed_on_a_command_line():
    grid = [{"model": "a", "batch": 1}, {"model": "a", "batch": 64}, {"model": "b", "batch": 1}]
    assert select_points(grid, {"batch": ["1"]}) == [grid[0], grid[2]]
    assert select_points(grid, {"batch": ["1"], "model": ["b"]}) == [grid[2]]
    assert select_points(grid, None) == grid


def test_a_grid_measured_in_two_parts_is_one_result_with_every_point(monkeypatch, tmp_path, experiment, capsys):
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    seen: list = []
    monkeypatch.setattr(isolate, "run_replicate", _replicates(seen))
    path = _measure(tmp_path, ["model=article"])
    first = store.read(path).experiments[experiment.id]
    assert {p["params"]["model"] for p in first.points} == {"article"} and len(first.points) == 2
    assert seen and all(w == {"model": ["article"]} for w in seen)

    monkeypatch.setattr(isolate, "run_replicate", _replicates(seen, eager_s=0.004))
    _measure(tmp_path, ["model=fixed_weights"])
    assert "2 points of this measure, 2 kept from the earlier result" in capsys.readouterr().err
    both = store.read(path).experiments[experiment.id]
    assert [p["params"] for p in both.points] == experiment.spec.grid("quick")  # in grid order
    assert both.status == "ok" and both.profile == "quick"
    speedups = {r.params["model"]: round(r.value, 2) for r in both.rows if r.metric == "speedup"}
    assert speedups == {"article": 1.5, "fixed_weights": 2.0}  # each part as its own run measured it
    assert {s["params"]["model"] for s in both.samples} == {"article", "fixed_weights"}
    assert {k.split("/")[0] for k in both.artifacts} >= {"batch-1_model-article", "batch-1_model-fixed_weights"}
    assert all(p["measured"] for p in both.points)
    # the verdicts are decided again over both parts, as the rule decides on the union of the rows
    decided = [(v.claim, v.verdict, v.measured) for v in experiment.module.verdicts(both.rows)]
    assert [(v.claim, v.verdict, v.measured) for v in both.verdicts] == decided
    assert decided != [(v.claim, v.verdict, v.measured) for v in first.verdicts]


def test_a_part_measured_again_replaces_only_its_own_points(monkeypatch, tmp_path, experiment):
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path)  # the whole grid, no --points
    monkeypatch.setattr(isolate, "run_replicate", _replicates([], eager_s=0.006))
    _measure(tmp_path, ["batch=1024"], force=True)
    rows = store.read(path).experiments[experiment.id].rows
    speedups = {(r.params["model"], r.params["batch"]): round(r.value, 2) for r in rows if r.metric == "speedup"}
    assert speedups == {("article", 1): 1.5, ("article", 1024): 3.0,
                        ("fixed_weights", 1): 1.5, ("fixed_weights", 1024): 3.0}


def test_a_failed_point_of_a_part_makes_the_whole_partial_and_names_it(monkeypatch, tmp_path, experiment):
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path, ["model=article"])
    monkeypatch.setattr(isolate, "run_replicate", _replicates([], fail={"model": "fixed_weights", "batch": 1}))
    _measure(tmp_path, ["model=fixed_weights"])
    result = store.read(path).experiments[experiment.id]
    assert result.status == "partial" and "1 of 4 grid points failed" in result.error
    assert {p["params"]["model"] for p in result.points if p["status"] == "ok"} == {"article", "fixed_weights"}


def test_an_earlier_result_measured_otherwise_is_replaced_not_mixed(monkeypatch, tmp_path, experiment, capsys):
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path, ["model=article"])
    from generator.commands import measure

    measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu", replicates=3,
                    only=["one_line_speedup"], points=["model=fixed_weights"])
    assert "was measured otherwise" in capsys.readouterr().err
    result = store.read(path).experiments[experiment.id]
    assert {p["params"]["model"] for p in result.points} == {"fixed_weights"} and result.replicates == 3


def test_a_part_of_another_profile_keeps_the_bundles_profile_and_names_its_own(monkeypatch, tmp_path, experiment):
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path)
    _measure(tmp_path, ["model=article"], profile="default")
    written = store.read(path)
    assert written.header["profile"] == "quick"
    assert written.experiments[experiment.id].profile == "default"


@pytest.mark.parametrize("points, only, message", [
    (["model"], ["one_line_speedup"], "give PARAM=VALUE"),
    (["model=article"], None, "add --only ID"),
    (["size=big"], ["one_line_speedup"], "has no parameter 'size'"),
    (["model=resnet"], ["one_line_speedup"], "model=resnet: not in one_line_speedup's 'quick' grid"),
])
def test_bad_points_are_refused_in_one_line_before_anything_runs(monkeypatch, tmp_path, experiment, points,
                                                                  only, message):
    from generator.commands import measure
    from generator.runner import discovery, isolate

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", lambda *a, **k: pytest.fail("nothing may run"))
    with pytest.raises(LabError, match=message):
        measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                        only=only, points=points)
    assert not list(tmp_path.rglob("bundle.json"))


def test_the_cli_says_what_is_wrong_with_points_in_one_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "generator", "--results", str(tmp_path / "r"), "--cache",
                           str(tmp_path / "c"), "measure", "--device", "cpu", "--only", "one_line_speedup",
                           "--points", "batch=7"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1].startswith("error: --points batch=7: not in one_line_speedup's")


def test_a_point_that_fails_now_keeps_its_earlier_measurement(monkeypatch, tmp_path, experiment, capsys):
    """A fault costs at most the point it hit: re-measuring a part whose one point now fails keeps
    that point's earlier rows and the part's other points' new ones."""
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path)
    monkeypatch.setattr(isolate, "run_replicate",
                        _replicates([], eager_s=0.006, fail={"model": "article", "batch": 1}))
    _measure(tmp_path, ["model=article"], force=True)
    assert "1 failed now and keep their earlier measurement" in capsys.readouterr().err
    result = store.read(path).experiments[experiment.id]
    assert all(p["status"] == "ok" for p in result.points)
    # the run's failure is not hidden: the whole says so until a later measure of that point succeeds
    assert result.status == "partial"
    assert "1 point failed in the latest measure and keep their earlier measurement" in result.error
    speedups = {(r.params["model"], r.params["batch"]): round(r.value, 2) for r in result.rows if r.metric == "speedup"}
    assert speedups == {("article", 1): 1.5, ("article", 1024): 3.0,
                        ("fixed_weights", 1): 1.5, ("fixed_weights", 1024): 1.5}


def _stopping(after: int):
    """run_replicate stand-in for --points runs: processes up to `after` finish, the next is interrupted."""
    from generator.runner import isolate

    def replicate(batch, *, replicate, profile, where=None, **kw):
        if replicate >= after:
            raise isolate.Interrupted(isolate.Replicate())
        outputs = {e.id: {"replicate": replicate,
                          "points": [ok_point(p, 0.009, 0.002, replicate) for p in e.spec.grid(profile, where)]}
                   for e in batch}
        return isolate.Replicate(outputs=outputs, peaks={"copy_gbps": 2.0})

    return replicate


def test_an_interrupted_part_leaves_the_earlier_result_whole(monkeypatch, tmp_path, experiment):
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path)
    before = store.read(path).experiments[experiment.id].to_dict()
    monkeypatch.setattr(isolate, "run_replicate", _stopping(1))
    with pytest.raises(KeyboardInterrupt):
        _measure(tmp_path, ["model=article"], force=True)
    assert store.read(path).experiments[experiment.id].to_dict() == before


def test_a_part_whose_every_process_crashed_keeps_the_earlier_points_and_says_it_failed(monkeypatch, tmp_path,
                                                                                     experiment):
    from generator.commands import measure
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path)
    monkeypatch.setattr(isolate, "run_replicate",
                        lambda batch, **kw: isolate.Replicate(crashes={e.id: "worker exited with code -11" for e in batch}))
    _measure(tmp_path, ["model=article"], force=True)
    result = store.read(path).experiments[experiment.id]
    assert len(result.points) == 4 and all(p["status"] == "ok" for p in result.points)
    assert result.status != "ok" and "worker exited with code -11" in result.error
    assert measure.exit_code(path) == 1


def test_parts_that_complete_the_grid_are_what_a_plain_measure_reuses(monkeypatch, tmp_path, experiment, capsys):
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path)  # the whole grid, cached
    monkeypatch.setattr(isolate, "run_replicate", _replicates([], eager_s=0.006))
    _measure(tmp_path, ["batch=1024"], force=True)
    parts = store.read(path).experiments[experiment.id].to_dict()
    monkeypatch.setattr(isolate, "run_replicate", lambda *a, **k: pytest.fail("the whole grid is cached"))
    capsys.readouterr()
    _measure(tmp_path)  # no --points: the combined result, not the older whole-grid one
    assert "cached result reused" in capsys.readouterr().err
    assert store.read(path).experiments[experiment.id].to_dict() == parts
    _measure(tmp_path, ["batch=1024"])  # the same part again, from the cache: nothing to change
    assert "kept as it is" in capsys.readouterr().err
    assert store.read(path).experiments[experiment.id].to_dict() == parts
