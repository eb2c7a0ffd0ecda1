"""Cut short is a state: a time limit or SIGTERM inside an experiment keeps its finished points,
marked cut short; the next measure measures only what is missing; a cut measurement never replaces
a better one. Driven through the real measure path and real worker processes (a toy experiment)."""

from __future__ import annotations

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

SPEC = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"batch": [1, 2]},
                      replicates={"default": 1, "quick": 1})

# A worker process for the toy experiment: batch=1 returns at once; batch=2 touches `<dir>/started-2`
# and sleeps unless `<dir>/fast` exists. Each point run appends its batch to `<dir>/ran`.
TOY_WORKER = """
import contextlib, json, sys, time
from pathlib import Path
from types import SimpleNamespace

sys.modules["generator.runner.inductor"] = SimpleNamespace(compile_config=contextlib.nullcontext,
                                                           kernel_estimates=lambda text: {})
from generator.runner import worker
from generator.schema import Outcome
from generator.spec import ExperimentSpec, RunContext

out, here, selection = Path(sys.argv[1]), Path(sys.argv[2]), json.loads(sys.argv[3])

def run(ctx, *, batch):
    with (here / "ran").open("a") as fh:
        fh.write(f"{batch}\\n")
    if batch == 2 and not (here / "fast").exists():
        (here / "started-2").touch()
        time.sleep(120)
    return Outcome()

worker._write_json(out / worker.PEAKS_FILE, {})
spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"batch": [1, 2]})
ctx = RunContext(device="cpu", profile="quick", replicate=0, rounds=1, block_s=0.0, capture=False)
points = worker.run_experiment(SimpleNamespace(spec=spec, module=SimpleNamespace(run=run)), ctx, "toy process 1",
                               progress=out / f"toy{worker.PROGRESS}", selection=selection or None)
worker._write_json(out / "toy.json", {"replicate": 0, "points": points, "seconds": 0.0})
"""


@pytest.fixture
def toy(monkeypatch, tmp_path):
    """measure sees only the toy experiment, and its workers run TOY_WORKER."""
    experiment = discovery.Experiment(SPEC, SimpleNamespace(), "toy-source", "")
    monkeypatch.setattr(discovery, "discover_all", lambda: ([experiment], {}))

    def command(ids, *, out, selection=None, **_):
        return [sys.executable, "-c", TOY_WORKER, str(out), str(tmp_path), json.dumps(selection or {})]

    monkeypatch.setattr(isolate, "_worker_command", command)
    return tmp_path


def _measure(tmp: Path, **kw) -> Path:
    from generator.commands import measure

    return measure.measure(results_dir=tmp / "results", cache_dir=tmp / "cache", device="cpu", **kw)


def _terminate_when(marker: Path) -> threading.Thread:
    """SIGTERM to this process once `marker` exists: a runner ending its job."""
    def watch() -> None:
        deadline = time.monotonic() + 60
        while not marker.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        os.kill(os.getpid(), signal.SIGTERM)

    thread = threading.Thread(target=watch, daemon=True)
    thread.start()
    return thread


def _points(path: Path) -> dict[int, dict]:
    return {p["params"]["batch"]: p for p in store.read(path).experiments["toy"].points}


def _ran(tmp: Path) -> list[int]:
    return [int(b) for b in (tmp / "ran").read_text().split()]


def test_sigterm_inside_an_experiment_keeps_its_finished_point_and_the_next_measure_runs_the_rest(toy, capsys):
    thread = _terminate_when(toy / "started-2")
    with pytest.raises(KeyboardInterrupt):
        _measure(toy)
    thread.join()
    (path,) = store.find(toy / "results")
    first = _points(path)
    assert first[1]["status"] == "ok" and "cut" not in first[1]
    assert first[2]["cut"] == {"processes": 0, "planned": 1} and first[2]["status"] == "partial"
    result = store.read(path).experiments["toy"]
    assert result.status == "partial" and "cut short" in result.error
    assert "SIGTERM: stopping; what finished is kept" in capsys.readouterr().err

    (toy / "fast").touch()
    (toy / "ran").unlink()
    _measure(toy)
    assert _ran(toy) == [2]  # the finished point was not measured again
    assert "to measure 1 of its 2 grid points" in capsys.readouterr().err
    second = _points(path)
    assert all(p["status"] == "ok" and "cut" not in p for p in second.values())
    assert second[1]["measured"] == first[1]["measured"]
    assert store.read(path).experiments["toy"].status == "ok"


def test_a_time_limit_inside_an_experiment_keeps_its_finished_point_and_exits_1(toy, capsys):
    from generator.commands import measure

    path = _measure(toy, time_limit=6)
    assert (toy / "started-2").exists()
    points = _points(path)
    assert points[1]["status"] == "ok" and points[2]["cut"]["processes"] == 0
    assert measure.exit_code(path) == 1
    assert "Time limit of 6 s reached" in capsys.readouterr().err


def test_a_cut_measurement_never_replaces_a_complete_one(toy):
    (toy / "fast").touch()
    path = _measure(toy)  # complete: both points
    complete = _points(path)
    (toy / "fast").unlink()
    time.sleep(1.1)  # a later stamp for what is measured now
    thread = _terminate_when(toy / "started-2")
    with pytest.raises(KeyboardInterrupt):
        _measure(toy, force=True)
    thread.join()
    after = _points(path)
    assert after[2] == complete[2]  # the complete earlier measurement stays; nothing of the cut one
    assert after[1]["measured"] > complete[1]["measured"]  # the point this measure finished replaces its own


def test_a_point_a_crashed_process_missed_is_not_cut_short_when_the_measure_ran_to_its_end():
    from generator.runner import schedule
    from tests.runner.test_failures import ok_point

    experiment = discovery.Experiment(SPEC, SimpleNamespace(), "toy-source", "")
    outputs = [{"replicate": r, "points": [ok_point({"batch": b}, 0.003, 0.002, r) for b in (1, 2)]} for r in (0, 1)]
    fp = {"device_name": "cpu", "torch": "2.13.0"}
    crashed = schedule.finish_experiment(experiment, outputs, ["worker exited with code -11"], replicates=3, fp=fp)
    assert not any("cut" in p for p in crashed.points) and "1 of 3 processes crashed" in crashed.error
    ended = schedule.finish_experiment(experiment, outputs, [], replicates=2, fp=fp, planned=3, grid=SPEC.grid("quick"))
    assert all(p["cut"] == {"processes": 2, "planned": 3} for p in ended.points)
