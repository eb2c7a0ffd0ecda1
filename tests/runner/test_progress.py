"""generator/runner/progress.py: a measure stage's progress in plain lines (CI) or a live bar (terminal),
counted from the worker's progress events as isolate reads them, never from a line's text."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from generator.runner import isolate, progress, worker
from generator.runner.watch import Watch
from generator.schema import Outcome
from generator.spec import ExperimentSpec, RunContext

CTX = RunContext(device="cpu", profile="default", replicate=0, rounds=1, block_s=0.0, capture=False)

# A worker process as isolate starts one, for a toy experiment: worker.run_experiment writes the
# progress events and prints the lines a real worker prints. Point `dies_at` ends the process as
# a segmentation fault would; batch=64 raises. argv: out directory, points to skip, dies_at.
TOY_WORKER = """
import contextlib, os, sys
from pathlib import Path
from types import SimpleNamespace

# Inductor's settings around each point would import torch (seconds a process): not what this tests
sys.modules["generator.runner.inductor"] = SimpleNamespace(compile_config=contextlib.nullcontext,
                                                           kernel_estimates=lambda text: {})
from generator.runner import worker
from generator.schema import Outcome
from generator.spec import ExperimentSpec, RunContext

out, skip, dies_at = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
batches = [int(b) for b in sys.argv[4].split(",")]

def run(ctx, *, batch):
    if batch == dies_at:
        os._exit(139)
    if batch == 64:
        raise RuntimeError("CUDA out of memory. Tried to allocate 2.00 GiB")
    return Outcome()

worker._write_json(out / worker.PEAKS_FILE, {})
spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"batch": batches})
ctx = RunContext(device="cpu", profile="default", replicate=0, rounds=1, block_s=0.0, capture=False)
points = worker.run_experiment(SimpleNamespace(spec=spec, module=SimpleNamespace(run=run)), ctx,
                               "toy process 1", skip=skip, progress=out / f"toy{worker.PROGRESS}")
worker._write_json(out / "toy.json", {"replicate": 0, "points": points, "seconds": 0.0})
"""


def _measure_toy(tmp: Path, batches: list[int], dies_at: int = -1) -> tuple[isolate.Replicate, str]:
    """One replicate of the toy experiment through isolate.run_replicate and real worker processes."""
    def command(ids: list[str], *, out: Path, skip: tuple[str, int] | None = None, **_: object) -> list[str]:
        return [sys.executable, "-c", TOY_WORKER, str(out), str(skip[1] if skip else 0), str(dies_at),
                ",".join(map(str, batches))]

    stream = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(isolate, "_worker_command", command)
        with progress.run(len(batches), stream):
            done = isolate.run_replicate([SimpleNamespace(id="toy", spec=SimpleNamespace(point_timeout_s=60.0), models=())],
                                         profile="default", device="cpu", replicate=0, cache_dir=tmp)
    return done, stream.getvalue()


@pytest.fixture(scope="module")
def one_failed(tmp_path_factory: pytest.TempPathFactory) -> tuple[isolate.Replicate, str]:
    """Two points, the second raises: what the measure stage prints off a terminal."""
    return _measure_toy(tmp_path_factory.mktemp("toy"), [1, 64])


def test_a_failed_point_counts_as_measured(one_failed):
    done, text = one_failed
    assert [p["status"] for p in done.outputs["toy"]["points"]] == ["ok", "failed"]
    assert text.splitlines()[-1].startswith("measured 2/2 points")


def test_off_a_terminal_the_line_of_a_failed_point_names_it_its_status_and_the_figures(one_failed):
    lines = one_failed[1].splitlines()
    # the worker's own line is relayed as it is, for the person reading the log
    assert "  [toy process 1] 2/2 batch=64: FAILED: RuntimeError: CUDA out of memory." in one_failed[1]
    assert re.match(r"  \[1/2 points · 0:0\d elapsed · about 0:0\d left\] toy batch=1 \(process 1\): ok$",
                    next(line for line in lines if "toy batch=1 " in line))
    assert re.match(r"  \[2/2 points · 0:0\d elapsed · about 0:00 left\] toy batch=64 \(process 1\): failed$",
                    next(line for line in lines if "toy batch=64 " in line))


def test_a_point_its_worker_died_in_counts_as_failed_and_the_next_worker_counts_on(tmp_path):
    done, text = _measure_toy(tmp_path, [1, 2, 64], dies_at=2)
    assert [p["status"] for p in done.outputs["toy"]["points"]] == ["ok", "failed", "failed"]
    assert "toy batch=2 (process 1): failed" in text and "a new one goes on after grid point 2" in text
    assert text.splitlines()[-1].startswith("measured 3/3 points")


def test_the_events_are_read_as_they_are_written_and_a_line_being_written_waits(tmp_path):
    def run(ctx, *, batch):
        if batch == 64:
            raise RuntimeError("boom")
        return Outcome()

    spec = ExperimentSpec(id="toy", title="t", section="§1", claims=("C1",), params={"batch": [1, 64]})
    written = tmp_path / f"toy{worker.PROGRESS}"
    worker.run_experiment(SimpleNamespace(spec=spec, module=SimpleNamespace(run=run)), CTX, "toy process 1",
                          progress=written)
    events = written.read_bytes()
    cut = events.rindex(b'"status"')  # inside the last event, as a poll may find it
    out = tmp_path / "out"
    out.mkdir()
    (out / "worker.log").write_text("")
    watching = out / f"toy{worker.PROGRESS}"
    stream = io.StringIO()
    watch = Watch(out, ["toy"], 1)
    with progress.run(2, stream) as run_:
        watching.write_bytes(events[:cut])
        assert watch.poll() and run_.done == 1  # the first point's start and end; the second's start
        assert not watch.poll()  # nothing complete since
        watching.write_bytes(events)
        assert watch.poll() and run_.done == 2
    assert "toy batch=64 (process 1): failed" in stream.getvalue()


def test_a_line_that_looks_like_a_finished_point_counts_nothing():
    out = io.StringIO()
    with progress.run(4, out) as run:
        progress.emit("process 1: one_line_speedup")
        progress.emit("  [one_line_speedup process 1] 1/2 batch=1: ok (0.5 s)")
        assert run.done == 0
        progress.point_done("one_line_speedup", {"batch": 1}, "ok", 1)
    lines = out.getvalue().splitlines()
    assert lines[:2] == ["process 1: one_line_speedup", "  [one_line_speedup process 1] 1/2 batch=1: ok (0.5 s)"]
    assert lines[2] == "  [1/4 points · 0:00 elapsed · about 0:00 left] one_line_speedup batch=1 (process 1): ok"
    assert lines[-1].startswith("measured 1/4 points")


def test_a_terminal_gets_a_live_bar_and_the_lines_above_it():
    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    out = Tty()
    with progress.run(2, out) as run:
        assert run.bar is not None  # rich draws it
        progress.emit("  [training process 2] 1/2 model=mlp size=reference: FAILED: RuntimeError: boom (1.3 s)")
        progress.point_done("training", {"model": "mlp", "size": "reference"}, "failed", 2)
        assert run.bar.tasks[0].completed == 1
    text = out.getvalue()
    assert "model=mlp size=reference: FAILED: RuntimeError: boom (1.3 s)" in text and "measured 1/2 points" in text


def test_outside_a_run_lines_go_to_stderr_unchanged_and_nothing_is_counted(capsys):
    progress.emit("  [x process 1] 1/1 a=1: ok (0.1 s)")
    progress.point_done("x", {"a": 1}, "ok", 1)
    assert capsys.readouterr().err == "  [x process 1] 1/1 a=1: ok (0.1 s)\n"
