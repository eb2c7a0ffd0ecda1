"""A measure cut short goes on at process grain: each finished process's record of each point is
kept in the journal beside the bundle, and the next measure of the same point (same key) runs only
the processes it lacks. Driven through the real measure path and real worker processes."""

from __future__ import annotations

import gzip
import json
import os
import signal
import sys
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from generator.runner import discovery, isolate
from generator.spec import ExperimentSpec
from generator.store import bundle as store
from generator.store.journal import FOLDER, Journal

SPEC = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"batch": [1, 2]},
                      replicates={"default": 3, "quick": 3})

# A worker of the toy experiment for process REPLICATE: each point appends `replicate:batch` to
# `<dir>/ran` and measures `value` = 10 * (replicate + 1) + batch; batch=2 in the last process
# touches `<dir>/started` and sleeps unless `<dir>/fast` exists, as does any point whose
# `<dir>/slow-<replicate>-<batch>` exists.
TOY_WORKER = """
import contextlib, json, sys, time
from pathlib import Path
from types import SimpleNamespace

sys.modules["generator.runner.inductor"] = SimpleNamespace(compile_config=contextlib.nullcontext,
                                                           kernel_estimates=lambda text: {})
from generator.runner import worker
from generator.schema import Metric, Outcome
from generator.spec import ExperimentSpec, RunContext

out, here, selection, replicate = Path(sys.argv[1]), Path(sys.argv[2]), json.loads(sys.argv[3]), int(sys.argv[4])

def run(ctx, *, batch):
    with (here / "ran").open("a") as fh:
        fh.write(f"{replicate}:{batch}\\n")
    if (replicate == 2 and batch == 2 and not (here / "fast").exists()) or (here / f"slow-{replicate}-{batch}").exists():
        (here / "started").touch()
        time.sleep(120)
    return Outcome(metrics=[Metric("compiled", "value", 10.0 * (replicate + 1) + batch, "count")])

worker._write_json(out / worker.PEAKS_FILE, {})
spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"batch": [1, 2]})
ctx = RunContext(device="cpu", profile="quick", replicate=replicate, rounds=1, block_s=0.0, capture=False)
points = worker.run_experiment(SimpleNamespace(spec=spec, module=SimpleNamespace(run=run)), ctx,
                               f"toy process {replicate + 1}", progress=out / f"toy{worker.PROGRESS}",
                               selection=selection or None)
worker._write_json(out / "toy.json", {"replicate": replicate, "points": points, "seconds": 0.0})
"""


@pytest.fixture
def toy(monkeypatch, tmp_path):
    """measure sees only the toy experiment, and its workers run TOY_WORKER."""
    experiment = discovery.Experiment(SPEC, SimpleNamespace(), "toy-source", "")
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))

    def command(ids, *, out, replicate, selection=None, **_):
        return [sys.executable, "-c", TOY_WORKER, str(out), str(tmp_path), json.dumps(selection or {}), str(replicate)]

    monkeypatch.setattr(isolate, "_worker_command", command)
    return tmp_path


def _measure(tmp: Path, **kw) -> Path:
    from generator.commands import measure

    return measure.measure(results_dir=tmp / "results", cache_dir=tmp / "cache", device="cpu", profile="quick", **kw)


def _cut_in_the_last_process(tmp: Path) -> Path:
    """A measure ended by SIGTERM while process 3 measures batch=2 (or in the first slow point):
    the bundle's path."""
    (tmp / "started").unlink(missing_ok=True)

    def watch() -> None:
        deadline = time.monotonic() + 60
        while not (tmp / "started").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        os.kill(os.getpid(), signal.SIGTERM)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    with pytest.raises(KeyboardInterrupt):
        _measure(tmp)
    thread.join()
    (path,) = store.find(tmp / "results")
    return path


def _ran(tmp: Path) -> list[str]:
    return (tmp / "ran").read_text().split()


def _records(tmp: Path) -> dict[str, list[str]]:
    """Point key -> the processes the journal holds for it."""
    root = tmp / "results" / FOLDER
    return {p.parent.name: sorted(f.name for f in p.parent.iterdir()) for p in root.rglob("*.json*")} \
        if root.is_dir() else {}


def _values(path: Path, batch: int) -> list[float]:
    result = store.read(path).experiments["toy"]
    return sorted(v["value"] for v in result.values if v["params"]["batch"] == batch and v["metric"] == "value")


def test_a_point_cut_in_its_last_process_is_measured_again_by_that_process_alone(toy, capsys):
    path = _cut_in_the_last_process(toy)
    first_created = store.read(path).header["created"]
    assert _ran(toy) == ["0:1", "0:2", "1:1", "1:2", "2:1", "2:2"]
    points = {p["params"]["batch"]: p for p in store.read(path).experiments["toy"].points}
    assert "cut" not in points[1] and points[2]["cut"] == {"processes": 2, "planned": 3}
    # the journal keeps the processes of the point cut short only: batch=1 is complete in the bundle;
    # and how long process 3 had run inside it when it was stopped
    assert sorted(map(sorted, _records(toy).values())) == [["0.json.gz", "1.json.gz", "2.cut.json"]]
    assert [s["process"] for s in points[2]["cut_inside"]] == [3] and "cut_inside" not in points[1]

    (toy / "fast").touch()
    (toy / "ran").unlink()
    _measure(toy)
    err = capsys.readouterr().err
    assert _ran(toy) == ["2:2"]  # neither the finished point nor the point's two finished processes again
    assert "process 1: not started" in err and "process 2: not started" in err
    assert "1 grid points go on from 2 process records of an earlier measure" in err
    result = store.read(path).experiments["toy"]
    point = next(p for p in result.points if p["params"]["batch"] == 2)
    assert result.status == "ok" and "cut" not in point
    assert _values(path, 2) == [12.0, 22.0, 32.0]  # all three processes, two of them measured before
    assert point["resumed"]["processes"] == 2 and point["resumed"]["measured"]
    (stop,) = point["cut_inside"]  # the cut measure's process 3 had run inside the point when stopped
    assert stop["process"] == 3 and 0 <= stop["seconds"] < 60 and stop["measured"] == point["resumed"]["measured"]
    assert _records(toy) == {} and not (toy / "results" / FOLDER).exists()  # complete: the journal is empty
    (earlier,) = store.read(path).header["went_on_from"]  # the cut measure's stage, which the pages name
    assert earlier["measure_seconds"] > 0 and earlier["created"] == first_created


def test_force_measures_every_process_again_whatever_the_journal_holds(toy):
    _cut_in_the_last_process(toy)
    (toy / "fast").touch()
    (toy / "ran").unlink()
    _measure(toy, force=True)
    assert sorted(_ran(toy)) == sorted(["0:1", "0:2", "1:1", "1:2", "2:1", "2:2"])
    assert _records(toy) == {}


def test_a_record_of_other_code_is_never_taken_and_is_removed(toy, monkeypatch):
    _cut_in_the_last_process(toy)
    (toy / "fast").touch()
    (toy / "ran").unlink()
    changed = discovery.Experiment(SPEC, SimpleNamespace(), "toy-source-changed", "")
    monkeypatch.setattr(discovery, "discover_all", lambda: ([changed], {}))
    _measure(toy)
    assert len(_ran(toy)) == 6  # every point and process: the code changed
    assert _records(toy) == {}  # the old code's records are gone with the new code's complete points


def test_records_of_a_cut_measure_survive_where_the_bundle_keeps_an_earlier_result_of_other_code(toy, monkeypatch):
    (toy / "fast").touch()
    _measure(toy)  # complete, with the toy's first code
    (toy / "fast").unlink()
    (toy / "ran").unlink()
    changed = discovery.Experiment(SPEC, SimpleNamespace(), "toy-source-changed", "")
    monkeypatch.setattr(discovery, "discover_all", lambda: ([changed], {}))
    path = _cut_in_the_last_process(toy)
    assert store.read(path).experiments["toy"].source_hash == "toy-source"  # the whole earlier result stays
    (toy / "fast").touch()
    (toy / "ran").unlink()
    _measure(toy)
    # batch=1 ended in the cut measure, which the bundle did not keep: measured again in full; batch=2
    # goes on from its two processes
    assert _ran(toy) == ["0:1", "1:1", "2:1", "2:2"]
    assert store.read(path).experiments["toy"].source_hash == "toy-source-changed"


def test_an_unreadable_record_is_measured_again_not_taken(toy):
    _cut_in_the_last_process(toy)
    (record,) = [f for f in (toy / "results" / FOLDER).rglob("1.json.gz")]
    record.write_bytes(b"not gzip")
    (toy / "fast").touch()
    (toy / "ran").unlink()
    _measure(toy)
    assert _ran(toy) == ["1:2", "2:2"]  # process 2 of the point again, process 1 taken from the journal


def test_the_journal_keeps_whole_files_only_and_forgets_a_point_on_drop(tmp_path):
    journal = Journal(tmp_path, "bundle", "quick")
    journal.keep("toy", "k1", 0, {"params": {"batch": 1}, "status": "ok"}, {"machine": "m"})
    (tmp_path / FOLDER / "bundle" / "quick" / "toy" / "k1" / "1.json.gz.part").write_bytes(b"cut mid-write")
    assert journal.done("toy", "k1") == {0: ({"params": {"batch": 1}, "status": "ok"}, {"machine": "m"})}
    with gzip.open(tmp_path / FOLDER / "bundle" / "quick" / "toy" / "k1" / "0.json.gz", "rt") as f:
        assert json.load(f)["stamp"] == {"machine": "m"}
    assert journal.drop("toy", ["k1", "absent"]) == 1
    assert journal.done("toy", "k1") == {} and not (tmp_path / FOLDER).exists()


def test_a_point_stopped_twice_before_any_process_finished_it_names_the_time_it_reached(toy):
    """A first point whose process is stopped inside it in two measures: the bundle holds it cut
    short, with both stops (what its compile caches hold by then), and the third measure that
    finishes it keeps them on the point."""
    (toy / "fast").touch()
    (toy / "slow-0-1").touch()
    _cut_in_the_last_process(toy)
    path = _cut_in_the_last_process(toy)  # again: the journal's stop and this one
    point = next(p for p in store.read(path).experiments["toy"].points if p["params"]["batch"] == 1)
    assert point["status"] == "partial" and point["cut"]["processes"] == 0
    assert [s["process"] for s in point["cut_inside"]] == [1, 1]
    assert all(0 <= s["seconds"] < 60 for s in point["cut_inside"])
    (toy / "slow-0-1").unlink()
    _measure(toy)
    result = store.read(path).experiments["toy"]
    point = next(p for p in result.points if p["params"]["batch"] == 1)
    assert result.status == "ok" and "cut" not in point and len(point["cut_inside"]) == 2
    assert _records(toy) == {}


def test_the_journal_adds_each_stop_inside_a_point(tmp_path):
    journal = Journal(tmp_path, "bundle", "quick")
    journal.keep_cut("toy", "k1", 0, 212.0, {"machine": "a", "measured": "t1"})
    journal.keep_cut("toy", "k1", 0, 300.5, {"machine": "b", "measured": "t2"})
    assert journal.cuts("toy", "k1") == {0: [{"seconds": 212.0, "machine": "a", "measured": "t1"},
                                             {"seconds": 300.5, "machine": "b", "measured": "t2"}]}
    assert journal.done("toy", "k1") == {}  # a stop is no finished process
    assert journal.drop("toy", ["k1"]) == 1 and journal.cuts("toy", "k1") == {}
