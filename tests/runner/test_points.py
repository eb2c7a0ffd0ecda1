"""measure --points: a grid measured in parts, by several commands, into one result."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator.schema import LabError
from generator.spec import select_points, selected_grid
from tests.runner.test_failures import failed_point, ok_point

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def experiment():
    from generator.runner import discovery  # imports torch through the experiment module

    return discovery.load("experiments.one_line_speedup")


def _replicates(seen: list, eager_s: float = 0.003, fail: dict | None = None):
    """run_replicate stand-in: every process measures the points its selection names (all, where it names none)."""
    from generator.runner import isolate

    def replicate(batch, *, replicate, profile, selection=None, **kw):
        seen.append(selection)
        outputs = {}
        for e in batch:
            points = [failed_point(p) if p == fail else ok_point(p, eager_s, 0.002, replicate)
                      for p in selected_grid(e.spec, profile, selection)]
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
    assert seen and all({p["model"] for p in w[experiment.id]} == {"article"} for w in seen)

    monkeypatch.setattr(isolate, "run_replicate", _replicates(seen, eager_s=0.004))
    _measure(tmp_path, ["model=fixed_weights"])
    assert "2 grid points of this measure, 2 kept from the earlier result" in capsys.readouterr().err
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
    assert "(1 of this measure's failed or were cut short, and keep their earlier measurement)" in capsys.readouterr().err
    result = store.read(path).experiments[experiment.id]
    assert all(p["status"] == "ok" for p in result.points)
    # the run's failure is not hidden: the whole says so until a later measure of that point succeeds
    assert result.status == "partial"
    assert "1 point failed or cut short in the latest measure keeps the earlier measurement" in result.error
    speedups = {(r.params["model"], r.params["batch"]): round(r.value, 2) for r in result.rows if r.metric == "speedup"}
    assert speedups == {("article", 1): 1.5, ("article", 1024): 3.0,
                        ("fixed_weights", 1): 1.5, ("fixed_weights", 1024): 1.5}


def _stopping(after: int):
    """run_replicate stand-in for --points runs: processes up to `after` finish, the next is interrupted."""
    from generator.runner import isolate

    def replicate(batch, *, replicate, profile, selection=None, **kw):
        if replicate >= after:
            raise isolate.Interrupted(isolate.Replicate())
        outputs = {e.id: {"replicate": replicate,
                          "points": [ok_point(p, 0.009, 0.002, replicate) for p in selected_grid(e.spec, profile, selection)]}
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


def _bundle_json(path: Path) -> dict:
    import json

    return json.loads((path / "bundle.json").read_text())


def _retag(path: Path, **fingerprint) -> None:
    """Give a bundle's header another fingerprint, as a part measured elsewhere would have."""
    import json

    doc = _bundle_json(path)
    doc["fingerprint"].update(fingerprint)
    (path / "bundle.json").write_text(json.dumps(doc))


def test_parts_measured_apart_and_combined_equal_parts_measured_one_after_another(monkeypatch, tmp_path,
                                                                                   experiment, capsys):
    from generator.commands.combine import combine
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover", lambda: [experiment])
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    together = _measure(tmp_path / "together", ["model=article"])
    apart = _measure(tmp_path / "apart", ["model=article"])
    monkeypatch.setattr(isolate, "run_replicate", _replicates([], eager_s=0.004))
    _measure(tmp_path / "together", ["model=fixed_weights"])
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    _retag(part, host_id="another-host")  # the part came from another machine
    doc = _bundle_json(part)
    for point in doc["experiments"][experiment.id]["points"]:
        point["machine"] = "another-host"
    (part / "bundle.json").write_text(__import__("json").dumps(doc))
    capsys.readouterr()

    assert combine(apart, [part]) == 0
    assert "2 grid points joined; the bundle now holds 4 grid points" in capsys.readouterr().err
    a, b = store.read(together).experiments[experiment.id], store.read(apart).experiments[experiment.id]
    assert [(r.params, r.metric, r.variant, r.value, r.lo, r.hi) for r in a.rows] == \
           [(r.params, r.metric, r.variant, r.value, r.lo, r.hi) for r in b.rows]
    assert [(v.claim, v.verdict) for v in a.verdicts] == [(v.claim, v.verdict) for v in b.verdicts]
    machines = {p["params"]["model"]: p["machine"] for p in b.points}
    here = _bundle_json(apart)["fingerprint"]["host_id"]
    assert machines == {"article": here, "fixed_weights": "another-host"}
    assert all(p["commit"] for p in b.points)
    # folded in again, nothing is newer: the bundle keeps its points
    assert combine(apart, [part]) == 0
    assert "nothing newer than the bundle holds" in capsys.readouterr().err
    assert len(store.read(apart).experiments[experiment.id].points) == 4


@pytest.mark.parametrize("change, says", [
    (dict(torch="9.9.9"), r"\(torch: bundle [^,;]+, part 9\.9\.9\); only parts of one device, torch build and "
                          r"environment combine"),
    (dict(device_name="Another GPU"), r"\(device_name: bundle [^,;]+, part Another GPU\)"),
    (dict(driver="590.48.01"), r"\(driver: bundle None, part 590\.48\.01\)"),
    (dict(triton="0.0.1"), r"\(triton: bundle [^,;]+, part 0\.0\.1\)"),
    (dict(env={"CUDA_VERSION": "0.0"}), r"env CUDA_VERSION: bundle \(unset\), part 0\.0"),
])
def test_a_part_of_another_setting_is_refused_in_one_line_and_the_bundle_is_untouched(
        monkeypatch, tmp_path, experiment, change, says):
    from generator.commands.combine import combine
    from generator.runner import discovery, isolate

    monkeypatch.setattr(discovery, "discover", lambda: [experiment])
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    into = _measure(tmp_path / "into", ["model=article"])
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    _retag(part, **change)
    before = (into / "bundle.json").read_bytes()
    with pytest.raises(LabError, match=says):
        combine(into, [part])
    assert (into / "bundle.json").read_bytes() == before


def test_a_part_measured_with_other_processes_is_refused_naming_what_differs(monkeypatch, tmp_path, experiment):
    from generator.commands import measure
    from generator.commands.combine import combine
    from generator.runner import discovery, isolate

    monkeypatch.setattr(discovery, "discover", lambda: [experiment])
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    into = _measure(tmp_path / "into", ["model=article"])
    part = measure.measure(results_dir=tmp_path / "part" / "results", cache_dir=tmp_path / "part" / "cache",
                           device="cpu", replicates=3, only=["one_line_speedup"], points=["model=fixed_weights"])
    with pytest.raises(LabError, match="measured with other processes than the bundle's"):
        combine(into, [part])


def test_the_cli_refuses_a_part_that_is_no_bundle_in_one_line(monkeypatch, tmp_path, experiment):
    from generator.runner import discovery, isolate

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    into = _measure(tmp_path / "into", ["model=article"])
    (tmp_path / "nothing").mkdir()
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "todo.txt").write_text("a folder of something else")
    for args, says in (([str(into), str(tmp_path / "nothing")], str(tmp_path / "nothing")),
                       ([str(tmp_path / "notes"), str(into)], "it is not an empty folder; INTO is the bundle directory")):
        out = subprocess.run([sys.executable, "-m", "generator", "combine", *args],
                             cwd=ROOT, capture_output=True, text=True)
        assert out.returncode == 2 and "Traceback" not in out.stderr
        assert out.stderr.startswith("error: ") and "no bundle.json" in out.stderr and says in out.stderr
    assert [p.name for p in (tmp_path / "notes").iterdir()] == ["todo.txt"]  # left as it was


def test_parts_combined_into_a_new_folder_make_the_bundle_with_every_part_listed(monkeypatch, tmp_path, experiment,
                                                                                capsys):
    """Shards measured side by side, none into the bundle's folder: the first part starts the bundle."""
    from generator.commands.combine import combine
    from generator.store import bundle as store

    _combining(monkeypatch, experiment)
    first = _measure(tmp_path / "first", ["model=article"])
    second = _measure(tmp_path / "second", ["model=fixed_weights"])
    (tmp_path / "empty").mkdir()
    for into in (tmp_path / "site" / "full" / first.name, tmp_path / "empty"):
        capsys.readouterr()
        assert combine(into, [first, second]) == 0
        said = capsys.readouterr().err
        assert f"{first}: one_line_speedup: 2 grid points joined, new to the bundle" in said
        assert "2 grid points joined; the bundle now holds 4 grid points" in said
        bundle = store.read(into)
        result = bundle.experiments[experiment.id]
        assert sorted(p["params"]["model"] for p in result.points) == ["article", "article", "fixed_weights",
                                                                      "fixed_weights"]
        assert bundle.header["created"] == store.read(first).header["created"]  # its first part's measure
        assert [p["created"] for p in bundle.header["combined"][-1]["parts"]] == \
               [store.read(p).header["created"] for p in (first, second)]
        assert result.verdicts and all(p["commit"] for p in result.points)
        assert not [p for p in into.parent.iterdir() if p.name.startswith(f".{into.name}")]  # nothing moved aside


def test_combine_through_a_link_rewrites_the_folder_it_names_and_keeps_the_link(monkeypatch, tmp_path, experiment):
    from generator.commands.combine import combine
    from generator.store import bundle as store

    _combining(monkeypatch, experiment)
    into = _measure(tmp_path / "into", ["model=article"])
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    link = tmp_path / "latest"
    link.symlink_to(into, target_is_directory=True)
    assert combine(link, [part]) == 0
    assert link.is_symlink() and link.resolve() == into.resolve()
    assert {p["params"]["model"] for p in store.read(into).experiments[experiment.id].points} == \
           {"article", "fixed_weights"}
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".latest")]  # no link moved aside


def test_two_combines_into_one_new_folder_take_turns_the_second_folding_into_the_firsts_bundle(
        monkeypatch, tmp_path, experiment):
    """Whether INTO holds a bundle is decided under the lock: a combine that waited for another one
    into the same new folder folds into the bundle that one made instead of writing over it."""
    import contextlib

    from generator.commands import combine as combining
    from generator.store import bundle as store
    from generator.store import lock

    _combining(monkeypatch, experiment)
    first = _measure(tmp_path / "first", ["model=article"])
    second = _measure(tmp_path / "second", ["model=fixed_weights"])
    into = tmp_path / "full" / "bundle"
    taken = lock.locked

    @contextlib.contextmanager
    def after_another(directory, what):
        monkeypatch.setattr(lock, "locked", taken)
        assert combining.combine(into, [first]) == 0  # another combine, which held the lock while this one waited
        with taken(directory, what):
            yield

    monkeypatch.setattr(lock, "locked", after_another)
    assert combining.combine(into, [second]) == 0
    points = store.read(into).experiments[experiment.id].points
    assert sorted(p["params"]["model"] for p in points) == ["article", "article", "fixed_weights", "fixed_weights"]
    assert len(store.read(into).header["combined"]) == 2


def test_combine_locks_the_folder_into_sits_in_made_if_absent_and_a_loop_of_links_is_one_line(
        monkeypatch, tmp_path, experiment):
    """The lock measure takes writing there, whether that folder was there or not: two writers of one
    bundle take turns; a refusal removes the folder made for it."""
    from generator.commands.combine import combine
    from generator.store import lock

    _combining(monkeypatch, experiment)
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    held = []
    taken = lock.locked
    monkeypatch.setattr(lock, "locked", lambda d, what: held.append(d) or taken(d, what))
    assert combine(tmp_path / "new" / "full" / "bundle", [part]) == 0
    assert held == [tmp_path / "new" / "full"]
    doc = _bundle_json(part)
    doc["experiments"][experiment.id]["source_hash"] = "0" * 16
    (part / "bundle.json").write_text(__import__("json").dumps(doc))
    with pytest.raises(LabError, match="measured with other code"):
        combine(tmp_path / "other" / "full" / "bundle", [part])
    assert not (tmp_path / "other").exists()
    (tmp_path / "loop").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop")
    with pytest.raises(LabError, match="loop: cannot follow it"):
        combine(tmp_path / "loop", [part])


def test_combine_names_a_part_that_is_no_bundle_before_it_discovers_the_experiments(monkeypatch, tmp_path):
    from generator.commands.combine import combine
    from generator.runner import discovery

    def discover():
        raise AssertionError("discovery ran before the parts were read")

    monkeypatch.setattr(discovery, "discover", discover)
    (tmp_path / "part").mkdir()
    with pytest.raises(LabError, match=f"{tmp_path / 'part'}.*bundle.json"):
        combine(tmp_path / "into", [tmp_path / "part"])
    (tmp_path / "into").mkdir()
    (tmp_path / "into" / "notes.txt").write_text("something else")
    with pytest.raises(LabError, match="it is not an empty folder"):
        combine(tmp_path / "into", [tmp_path / "part"])


def test_an_experiment_the_bundle_lacks_joins_whole_where_it_measured_the_bundles_profile(monkeypatch, tmp_path,
                                                                                         experiment, capsys):
    import json

    from generator.commands.combine import combine
    from generator.store import bundle as store

    _combining(monkeypatch, experiment)
    into = _measure(tmp_path / "into", ["model=article"])
    held = store.read(into)
    store.write(store.Bundle(held.header, {}), into)  # a bundle of the setting that lacks the experiment
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    capsys.readouterr()
    assert combine(into, [part]) == 0
    assert "one_line_speedup: 2 grid points joined, new to the bundle" in capsys.readouterr().err
    joined = store.read(into).experiments[experiment.id]
    assert {p["params"]["model"] for p in joined.points} == {"fixed_weights"} and joined.verdicts

    store.write(store.Bundle(held.header, {}), into)
    doc = _bundle_json(part)
    doc["profile"] = doc["experiments"][experiment.id]["profile"] = "full"  # another profile's grid than the bundle's
    (part / "bundle.json").write_text(json.dumps(doc))
    before = (into / "bundle.json").read_bytes()
    with pytest.raises(LabError, match=r"one_line_speedup measured the 'full' grid, the bundle holds the "
                                       r"'[a-z]+' profile"):
        combine(into, [part])
    assert (into / "bundle.json").read_bytes() == before

    doc["profile"] = doc["experiments"][experiment.id]["profile"] = held.profile
    doc["experiments"][experiment.id]["source_hash"] = "0" * 16  # new to the bundle, but other code
    (part / "bundle.json").write_text(json.dumps(doc))
    with pytest.raises(LabError, match="measured with other code than this checkout's"):
        combine(into, [part])
    assert (into / "bundle.json").read_bytes() == before
    with pytest.raises(LabError, match="measured with other code than this checkout's"):
        combine(tmp_path / "new" / "bundle", [part])
    assert not (tmp_path / "new").exists()  # a refusal leaves no folder behind


def test_an_experiment_new_to_a_bundle_takes_the_processes_the_bundles_measures_gave_the_others():
    from types import SimpleNamespace

    from generator.commands.combine import processes_taken

    def known(n: int) -> SimpleNamespace:
        return SimpleNamespace(spec=SimpleNamespace(replicates_for=lambda profile: n))

    specs = {"a": known(3), "b": known(5), "new": known(1)}
    into = SimpleNamespace(profile="full", profile_of=lambda r: "full")
    as_specs = {"a": SimpleNamespace(replicates=3), "b": SimpleNamespace(replicates=5)}
    assert processes_taken(into, as_specs, specs, "new") == {1}  # each took its spec's: so does the new one
    overridden = {"a": SimpleNamespace(replicates=2), "b": SimpleNamespace(replicates=2)}
    assert processes_taken(into, overridden, specs, "new") == {2}  # all took --replicates 2


def _combining(monkeypatch, experiment):
    from generator.runner import discovery, isolate

    monkeypatch.setattr(discovery, "discover", lambda: [experiment])
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))


OS_A, OS_B = "Linux-6.18.44-fc-v1252-gpu-x86_64-with-glibc2.39", "Linux-6.18.44-fc-v1147-gpu-x86_64-with-glibc2.39"


def test_a_part_of_another_os_build_combines_and_the_page_names_both_builds(monkeypatch, tmp_path, experiment):
    from generator.commands.combine import combine
    from generator.render import experiment as page
    from generator.store import bundle as store

    from generator.store import fingerprint

    _combining(monkeypatch, experiment)
    collect = fingerprint.collect

    def on(os_build: str):  # measured on a host of this OS build
        monkeypatch.setattr(fingerprint, "collect", lambda device: {**collect(device), "os": os_build})

    on(OS_A)
    into = _measure(tmp_path / "into", ["model=article"])
    on(OS_B)  # the same host after an OS update: another machine, the same setting
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    assert combine(into, [part]) == 0
    bundle = store.read(into)
    result = bundle.experiments[experiment.id]
    assert {p["params"]["model"]: p["os"] for p in result.points} == {"article": OS_A, "fixed_weights": OS_B}
    assert bundle.header["combined"][-1]["parts"][0]["os"] == OS_B
    text = page.experiment_page(bundle, result)
    host = bundle.fingerprint["host_id"]
    assert f"2 machines (host `{host}` with OS `{OS_A}`, host `{host}` with OS `{OS_B}`)" in text
    assert f"on `{host}` with OS `{OS_A}`" in text and f"on `{host}` with OS `{OS_B}`" in text


def test_a_part_of_another_os_build_and_driver_is_refused_naming_the_driver_alone(monkeypatch, tmp_path, experiment):
    from generator.commands.combine import combine

    _combining(monkeypatch, experiment)
    into = _measure(tmp_path / "into", ["model=article"])
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    _retag(into, os=OS_A)
    _retag(part, os=OS_B, driver="590.48.01")
    with pytest.raises(LabError, match=r"another setting than the bundle \(driver: bundle None, part 590\.48\.01\);"):
        combine(into, [part])


def test_an_ok_point_of_a_part_wins_over_the_bundle_s_later_failure_as_measure_would_keep_it(
        monkeypatch, tmp_path, experiment):
    from generator.commands.combine import combine
    from generator.runner import isolate
    from generator.store import bundle as store

    _combining(monkeypatch, experiment)
    part = _measure(tmp_path / "part", ["model=article"])  # ok, measured first
    monkeypatch.setattr(isolate, "run_replicate", _replicates([], fail={"model": "article", "batch": 1}))
    into = _measure(tmp_path / "into", ["model=article"])  # later, one point failed
    assert store.read(into).experiments[experiment.id].status == "partial"
    combine(into, [part])
    result = store.read(into).experiments[experiment.id]
    assert [p["status"] for p in result.points] == ["ok", "ok"] and result.status == "ok"


def test_a_part_joining_only_its_ok_points_does_not_carry_its_failure_note(monkeypatch, tmp_path, experiment):
    from generator.commands.combine import combine
    from generator.runner import isolate
    from generator.store import bundle as store

    _combining(monkeypatch, experiment)
    monkeypatch.setattr(isolate, "run_replicate", _replicates([], fail={"model": "article", "batch": 1}))
    part = _measure(tmp_path / "part", ["model=article"])  # earlier: one ok point, one failed
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    into = _measure(tmp_path / "into", ["model=article"])  # later, both ok
    _measure(tmp_path / "into", ["model=fixed_weights"])
    before = (into / "bundle.json").read_bytes()
    combine(into, [part])  # nothing in the part is newer, and its failure is older than the bundle's ok
    assert (into / "bundle.json").read_bytes() == before  # nothing joined: left as it was
    time.sleep(1.1)  # "measured" has whole seconds: the part's next points are newer than the bundle's
    _measure(tmp_path / "part", ["model=fixed_weights"])  # now the part holds newer points of that model
    combine(into, [part])
    result = store.read(into).experiments[experiment.id]
    assert result.status == "ok" and result.error == "" and len(result.points) == 4
    assert store.read(into).header["combined"][-1]["parts"][0]["created"] == store.read(part).header["created"]
    assert store.read(into).header["created"] == _bundle_json(into)["created"]  # its own, kept


def test_each_part_is_checked_against_the_bundle_as_the_parts_before_it_left_it(monkeypatch, tmp_path, experiment):
    from generator.commands import measure
    from generator.commands.combine import combine

    _combining(monkeypatch, experiment)
    into = _measure(tmp_path / "into", ["model=article"])
    first = _measure(tmp_path / "first", ["model=fixed_weights"])
    other = measure.measure(results_dir=tmp_path / "other" / "results", cache_dir=tmp_path / "other" / "cache",
                            device="cpu", replicates=3, only=["one_line_speedup"], points=["batch=1"])
    before = (into / "bundle.json").read_bytes()
    with pytest.raises(LabError, match="measured with other processes"):
        combine(into, [first, other])
    assert (into / "bundle.json").read_bytes() == before  # the first part did not land either


def test_an_experiment_unknown_here_or_measured_with_other_code_is_refused(monkeypatch, tmp_path, experiment):
    import json

    from generator.commands.combine import combine

    _combining(monkeypatch, experiment)
    into = _measure(tmp_path / "into", ["model=article"])
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    doc = _bundle_json(part)
    doc["experiments"]["other_experiment"] = doc["experiments"].pop(experiment.id)
    (part / "bundle.json").write_text(json.dumps(doc))
    with pytest.raises(LabError, match="other_experiment is no experiment of this checkout"):
        combine(into, [part])
    doc["experiments"][experiment.id] = {**doc["experiments"].pop("other_experiment"), "source_hash": "0" * 16}
    (part / "bundle.json").write_text(json.dumps(doc))
    with pytest.raises(LabError, match="measured with other code than this checkout's"):
        combine(into, [part])


def test_parts_hashed_under_another_python_combine_where_their_commit_holds_this_checkouts_code(
        monkeypatch, tmp_path, experiment):
    """Parts measured on a machine with another Python (a GPU image's 3.12) carry source hashes that
    this Python cannot give the same code: the commit they name decides, never the hash alone."""
    import json

    from generator.commands.combine import combine
    from generator.runner import discovery
    from generator.store import bundle as store

    _combining(monkeypatch, experiment)
    into = _measure(tmp_path / "into", ["model=article"])
    part = _measure(tmp_path / "part", ["model=fixed_weights"])
    commit = "c0ffee" * 6 + "c0ff"  # a full commit id, as git records one
    for path in (into, part):
        doc = _bundle_json(path)
        doc["fingerprint"] = {**doc["fingerprint"], "python": "2.7.18", "git": {"commit": commit, "dirty": False}}
        found = doc["experiments"][experiment.id]
        found["source_hash"] = "f" * 16
        found["points"] = [{**{k: v for k, v in p.items() if k != "dirty"}, "commit": commit}  # each point names its own
                           for p in found["points"]]
        (path / "bundle.json").write_text(json.dumps(doc))
    code_at = {commit: experiment.source_hash}
    monkeypatch.setattr(discovery, "source_hash_at", lambda at, eid, repo=None: code_at.get(at))
    code_at[commit] = "another measuring code"
    with pytest.raises(LabError, match="measured with other code than this checkout's"):
        combine(into, [part])
    code_at[commit] = experiment.source_hash
    combine(into, [part])
    assert len(store.read(into).experiments[experiment.id].points) == 4


def test_points_are_stamped_with_their_machine_and_commit_and_earlier_ones_with_their_bundle_s(
        monkeypatch, tmp_path, experiment):
    import json

    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path, ["model=article"])
    doc = _bundle_json(path)
    # a bundle written before points carried stamps, on another machine
    for point in doc["experiments"][experiment.id]["points"]:
        point.pop("machine"), point.pop("commit", None), point.pop("dirty", None)
    doc["fingerprint"]["host_id"] = "earlier-host"
    (path / "bundle.json").write_text(json.dumps(doc))
    _measure(tmp_path, ["model=fixed_weights"])
    points = store.read(path).experiments[experiment.id].points
    machines = {p["params"]["model"]: p["machine"] for p in points}
    assert machines["article"] == "earlier-host"
    assert machines["fixed_weights"] == _bundle_json(path)["fingerprint"]["host_id"] != "earlier-host"


def test_a_result_carried_over_keeps_the_machine_of_the_bundle_that_measured_it(monkeypatch, tmp_path, experiment):
    import json

    from generator.commands import measure
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    other = discovery.load("experiments.variance")
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment, other], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path)  # one_line_speedup, whole grid
    doc = _bundle_json(path)  # as a bundle written before points carried stamps, on another machine
    for point in doc["experiments"][experiment.id]["points"]:
        point.pop("machine"), point.pop("commit", None), point.pop("dirty", None)
    doc["fingerprint"]["host_id"] = "earlier-host"
    (path / "bundle.json").write_text(json.dumps(doc))
    measure.measure(results_dir=tmp_path / "results", cache_dir=tmp_path / "cache", device="cpu",
                    replicates=2, only=["variance"])  # one_line_speedup is carried over as it was
    bundle = store.read(path)
    assert {p["machine"] for p in bundle.experiments[experiment.id].points} == {"earlier-host"}
    assert {p["machine"] for p in bundle.experiments["variance"].points} == {bundle.fingerprint["host_id"]}
    assert bundle.fingerprint["host_id"] != "earlier-host"


def test_selected_points_the_bundle_holds_complete_are_reused_and_force_measures_them_again(monkeypatch, tmp_path,
                                                                                           experiment, capsys):
    """A part measured again (a CI shard re-run with its part restored) measures only what it lacks."""
    from generator.runner import discovery, isolate
    from generator.store import bundle as store

    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))
    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    path = _measure(tmp_path)  # the whole grid
    before = store.read(path).experiments[experiment.id].to_dict()
    monkeypatch.setattr(isolate, "run_replicate", lambda *a, **k: pytest.fail("these points are in the bundle"))
    capsys.readouterr()
    _measure(tmp_path, ["model=article"])
    _measure(tmp_path, point=["model=fixed_weights,batch=1"])
    assert capsys.readouterr().err.count("every selected grid point is in the bundle, measured alike: reused") == 2
    assert store.read(path).experiments[experiment.id].to_dict() == before
    seen: list = []
    monkeypatch.setattr(isolate, "run_replicate", _replicates(seen, eager_s=0.006))
    _measure(tmp_path, point=["model=fixed_weights,batch=1"], force=True)
    assert seen and all(w[experiment.id] == [{"model": "fixed_weights", "batch": 1}] for w in seen)


def test_a_complete_point_of_a_part_joins_over_the_bundle_s_cut_one_whenever_measured(monkeypatch, tmp_path,
                                                                                     experiment, capsys):
    import json

    from generator.commands.combine import combine
    from generator.store import bundle as store

    _combining(monkeypatch, experiment)
    part = _measure(tmp_path / "part", ["model=article"])
    into = _measure(tmp_path / "into", ["model=article"])
    doc = _bundle_json(into)
    cut = doc["experiments"][experiment.id]["points"][0]  # cut short, and stamped later than the part's
    cut.update(status="partial", error="cut short before it was measured", cut={"processes": 0, "planned": 2},
               measured="2999-01-01T00:00:00+00:00")
    (into / "bundle.json").write_text(json.dumps(doc))
    store.write(store.read(into, partial=True), into)  # its integrity record matches again
    assert combine(into, [part]) == 0
    assert "1 grid point joined" in capsys.readouterr().err
    points = store.read(into).experiments[experiment.id].points
    assert points[0]["params"] == cut["params"] and points[0]["status"] == "ok" and "cut" not in points[0]


def test_a_part_whose_intervals_took_another_calibration_is_refused_and_the_bundle_is_untouched(
        monkeypatch, tmp_path, experiment):
    import json

    from generator.commands import measure
    from generator.commands.combine import combine

    _combining(monkeypatch, experiment)
    into = _measure(tmp_path / "into", ["model=article"])
    assert not _bundle_json(into)["between_runs"]  # no calibration of this setting: one run's processes
    doc = {"bundle": into.name, "profile": _bundle_json(into)["profile"], "experiments": {},
           "overall": {"ratio/host": {"between": 0.2, "comparisons": 4}}, "runs": [{"created": "a"}, {"created": "b"}]}
    calibration = tmp_path / "calibration.json"
    calibration.write_text(json.dumps(doc))
    part = measure.measure(results_dir=tmp_path / "part" / "results", cache_dir=tmp_path / "part" / "cache",
                           device="cpu", replicates=2, only=["one_line_speedup"], points=["model=fixed_weights"],
                           calibration=str(calibration))
    assert _bundle_json(part)["between_runs"]["digest"]
    before = (into / "bundle.json").read_bytes()
    with pytest.raises(LabError, match=r"its intervals took the calibration .*calibration\.json \(digest [0-9a-f]+\), "
                                       r"the bundle's no between-run calibration; measure the part with the bundle's"):
        combine(into, [part])
    assert (into / "bundle.json").read_bytes() == before
    # measured with no calibration, as the bundle was, the same points join
    again = measure.measure(results_dir=tmp_path / "again" / "results", cache_dir=tmp_path / "again" / "cache",
                            device="cpu", replicates=2, only=["one_line_speedup"], points=["model=fixed_weights"],
                            calibration="none")
    assert combine(into, [again]) == 0


def test_a_profile_without_a_calibration_takes_the_setting_s_calibration_of_another_profile(
        monkeypatch, tmp_path, experiment, capsys):
    import json

    from generator import calibration as calib

    _combining(monkeypatch, experiment)
    plain = _measure(tmp_path / "plain", ["model=article"], profile="full")
    assert not _bundle_json(plain)["between_runs"]
    monkeypatch.setattr(calib, "DIRECTORY", tmp_path / "calibration")
    doc = {"bundle": plain.name, "profile": "default", "experiments": {},
           "overall": {"ratio/host": {"between": 0.2, "comparisons": 4}}, "runs": [{"created": "a"}, {"created": "b"}]}
    calib.write(doc, calib.default_path(plain.name))
    capsys.readouterr()
    taken = _measure(tmp_path / "taken", ["model=article"], profile="full")
    source = _bundle_json(taken)["between_runs"]
    assert source["profile"] == "default" and len(source["runs"]) == 2
    assert "from 2 earlier runs of the 'default' profile" in capsys.readouterr().err
    result = _bundle_json(taken)["experiments"][experiment.id]
    assert result["between_runs"] and result["profile"] == "full"
    # the intervals are wider than those of the same points measured without it
    from generator.store import bundle as store

    def widths(path):
        return {(str(r.params), r.variant): r.hi / r.lo for r in store.read(path).experiments[experiment.id].rows
                if r.metric == "speedup" and r.lo and r.hi}

    now, before = widths(taken), widths(plain)
    assert now and set(now) == set(before) and all(now[k] > before[k] for k in now)
    # asked for none, it takes none
    assert not _bundle_json(_measure(tmp_path / "none", ["model=article"], profile="full",
                                     calibration="none"))["between_runs"]


def test_what_is_still_missing_names_the_first_points_and_counts_the_rest():
    from types import SimpleNamespace

    from generator.commands.combine import MISSING_NAMED, _still_missing

    grid = [{"batch": b} for b in range(MISSING_NAMED + 3)]
    experiment = SimpleNamespace(spec=SimpleNamespace(grid=lambda profile: grid))
    line = _still_missing(SimpleNamespace(id="toy", points=[]), experiment, "full")
    assert line.startswith(f"toy: {len(grid)} points of the 'full' grid still missing: batch=0 (not measured)")
    assert f"batch={MISSING_NAMED - 1} (not measured); and 3 more" in line and f"batch={MISSING_NAMED} " not in line


def test_a_part_refused_after_one_that_joined_leaves_no_line_saying_anything_joined(monkeypatch, tmp_path,
                                                                                   experiment, capsys):
    from generator.commands.combine import combine

    _combining(monkeypatch, experiment)
    first = _measure(tmp_path / "first", ["model=article"])
    other = _measure(tmp_path / "other", ["model=fixed_weights"])
    _retag(other, torch="9.9.9")
    capsys.readouterr()
    with pytest.raises(LabError, match="measured in another setting"):
        combine(tmp_path / "new", [first, other])
    assert "joined" not in capsys.readouterr().err and not (tmp_path / "new").exists()
