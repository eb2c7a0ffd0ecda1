"""The grain of reuse is the point: adding a grid value or a model leaves every other point's key as
it was, a measure then measures only the new points, and a part measured before still combines."""

from __future__ import annotations

import dataclasses

import pytest

from generator.runner import discovery, plan, versions
from generator.spec import selected_grid
from tests.runner.test_failures import ok_point

MODULE = '''
from generator.schema import Outcome
from generator.spec import ExperimentSpec
SPEC = ExperimentSpec(id="grown", title="t", section="§1", claims=("C3",), params={"batch": [BATCHES]},
                      quick={"batch": [BATCHES]})
def run(ctx, *, batch):
    return Outcome()
'''
SETTING = plan.Setting(profile="quick", device="cpu", method="m", fingerprint_key="f", calibration="")


def test_a_grid_value_is_no_part_of_the_measuring_code():
    before = versions.split(MODULE.replace("BATCHES", "1, 2")).hashes()
    after = versions.split(MODULE.replace("BATCHES", "1, 2, 4")).hashes()
    assert before == after
    changed = versions.split(MODULE.replace("BATCHES", "1, 2").replace("return Outcome()", "return Outcome(metrics=[])"))
    assert changed.hashes()[0] != before[0]  # what run() does still is


def test_adding_a_model_leaves_the_other_models_point_keys_as_they_were():
    experiment = discovery.load("experiments.model_suite")
    grid = experiment.spec.grid("full")
    keys = plan.point_keys(experiment, grid, dataclasses.replace(SETTING, profile="full"), 4)
    names = list(experiment.spec.full["model"])
    grown = dataclasses.replace(experiment, spec=dataclasses.replace(
        experiment.spec, full={**experiment.spec.full, "model": [*names, "new_model"]},
        uses={"model": lambda name: "new" if name == "new_model" else experiment.spec.uses["model"](name)}))
    more = plan.point_keys(grown, grown.spec.grid("full"), dataclasses.replace(SETTING, profile="full"), 4)
    assert len(more) > len(keys) and all(more[k] == v for k, v in keys.items())
    # a model's own definition is in its points' keys, and only in theirs
    other = dataclasses.replace(experiment, spec=dataclasses.replace(
        experiment.spec, uses={"model": lambda name: "edited" if name == names[0] else experiment.spec.uses["model"](name)}))
    edited = plan.point_keys(other, grid, dataclasses.replace(SETTING, profile="full"), 4)
    moved = {k for k in keys if edited[k] != keys[k]}
    assert moved and all(f"model={names[0]}" in k for k in moved)
    assert len(moved) == len([p for p in grid if p["model"] == names[0]])


@pytest.fixture
def package(experiments_package):
    """The module above in a throw-away experiments package; write(batches) rewrites its grid."""
    return lambda batches: experiments_package("grown", MODULE.replace("BATCHES", batches))


def _replicates(seen: list):
    from generator.runner import isolate

    def replicate(batch, *, replicate, profile, selection=None, **kw):
        outputs = {}
        for e in batch:
            points = selected_grid(e.spec, profile, selection)
            seen.append([p["batch"] for p in points])
            outputs[e.id] = {"replicate": replicate, "points": [ok_point(p, 0.003, 0.002, replicate) for p in points]}
        return isolate.Replicate(outputs=outputs, peaks={})

    return replicate


def _measure(root, **kw):
    from generator.commands import measure

    return measure.measure(results_dir=root / "results", cache_dir=root / "cache", device="cpu", replicates=2, **kw)


def test_a_measure_after_adding_a_grid_value_measures_only_the_new_point(package, monkeypatch, tmp_path, capsys):
    from generator.runner import isolate
    from generator.store import bundle as store

    seen: list = []
    monkeypatch.setattr(isolate, "run_replicate", _replicates(seen))
    package("1, 2")
    path = _measure(tmp_path)
    first = {p["params"]["batch"]: p for p in store.read(path).experiments["grown"].points}
    package("1, 2, 4")  # a grid value added
    seen.clear()
    capsys.readouterr()
    _measure(tmp_path)
    assert seen == [[4], [4]]  # both processes measure the new point alone
    assert "to measure 1 of its 3 grid points" in capsys.readouterr().err
    after = {p["params"]["batch"]: p for p in store.read(path).experiments["grown"].points}
    assert sorted(after) == [1, 2, 4] and all(after[b] == first[b] for b in (1, 2))
    assert store.read(path).experiments["grown"].status == "ok"


def test_a_part_measured_before_a_grid_value_was_added_still_combines(package, monkeypatch, tmp_path):
    from generator.commands.combine import combine
    from generator.runner import isolate
    from generator.store import bundle as store

    monkeypatch.setattr(isolate, "run_replicate", _replicates([]))
    package("1, 2")
    part = _measure(tmp_path / "part", only=["grown"], points=["batch=2"])
    package("1, 2, 4")
    into = _measure(tmp_path / "into", only=["grown"], points=["batch=1,4"])
    assert combine(into, [part]) == 0
    points = {p["params"]["batch"] for p in store.read(into).experiments["grown"].points}
    assert points == {1, 2, 4}


def test_a_bundle_the_file_system_refuses_is_one_line_and_the_next_measure_measures_nothing(package, monkeypatch,
                                                                                         tmp_path):
    import errno

    from generator.runner import isolate
    from generator.schema import LabError
    from generator.store import bundle as store

    seen: list = []
    monkeypatch.setattr(isolate, "run_replicate", _replicates(seen))
    package("1, 2")
    real = store.write

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(store, "write", full)
    with pytest.raises(LabError) as refused:
        _measure(tmp_path)
    message = str(refused.value)
    assert "\n" not in message and "cannot be written to" in message and "No space left on device" in message
    monkeypatch.setattr(store, "write", real)
    seen.clear()
    path = _measure(tmp_path)
    assert seen == []  # what was measured stayed where this measure found it: the result cache
    assert store.read(path).experiments["grown"].status == "ok"
