"""generator/runner/worker.py and inductor.kernel_estimates: per-kernel bytes and FLOPs."""

from __future__ import annotations

import json

from generator.runner import inductor, watch, worker

# Two kernels as Inductor writes them under benchmark_kernel (one line of metadata per kernel).
CODE = """
@triton_heuristics.pointwise(size_hints={'x': 524288}, filename=__file__, triton_meta={'signature': {}}, inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_relu_0', 'tiling_scores': {'x': 6291456}, 'kernel_num_gb': 0.004194304, 'kernel_flop': 0})
@triton.jit
def triton_poi_fused_relu_0(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    pass
@triton_heuristics.persistent_reduction(size_hints={'x': 1024, 'r0_': 512}, inductor_meta={'kernel_name': 'triton_per_fused__softmax_1', 'kernel_num_gb': 0.002097152})
@triton.jit
def triton_per_fused__softmax_1(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    pass
"""


def test_kernel_estimates_read_inductors_bytes_and_flops_per_kernel():
    found = inductor.kernel_estimates(CODE)
    assert found["triton_poi_fused_relu_0"]["bytes"] == 0.004194304e9
    assert found["triton_per_fused__softmax_1"] == {"bytes": 0.002097152e9}


def test_attach_estimates_prefers_the_listing_of_the_kernels_variant():
    other = CODE.replace("0.004194304", "0.5")
    outcome = {"artifacts": {"eager_output_code.py": other, "compiled/output_code.py": CODE, "notes.txt": "x"},
               "kernels": [{"variant": "compiled", "name": "triton_poi_fused_relu_0", "bytes": None, "flops": None},
                           {"variant": "eager", "name": "ampere_sgemm_128x64_tn", "bytes": None, "flops": 2e9}]}
    worker.attach_estimates(outcome)
    relu, gemm = outcome["kernels"]
    assert relu["bytes"] == 0.004194304e9
    assert gemm == {"variant": "eager", "name": "ampere_sgemm_128x64_tn", "bytes": None, "flops": 2e9}


def test_later_processes_skip_points_measured_once_and_keep_state(tmp_path):
    """A first-process-only point runs in process 1 alone; the state dir survives later processes."""
    import dataclasses
    from types import SimpleNamespace

    from generator.schema import Outcome
    from generator.spec import ExperimentSpec, RunContext

    ran: list[tuple[int, str, str]] = []

    def run(ctx, *, case):
        ran.append((ctx.replicate, case, ctx.state_dir))
        return Outcome()

    spec = ExperimentSpec(id="once", title="t", section="§1", claims=("C1",), params={"case": ["cold", "timed"]},
                          first_process_only=lambda p: p["case"] == "cold")
    experiment = SimpleNamespace(spec=spec, module=SimpleNamespace(run=run))
    base = RunContext(device="cpu", profile="default", replicate=0, rounds=1, block_s=0.0, capture=False)
    for replicate in (0, 1, 2):
        state = worker._state_dir(tmp_path, "once", replicate)
        if replicate == 0:
            (tmp_path / "once" / "filled").write_text("cold")
        assert (tmp_path / "once" / "filled").exists()  # emptied before process 1 only
        ctx = dataclasses.replace(base, replicate=replicate, state_dir=state)
        points = worker.run_experiment(experiment, ctx, "once")
        assert [p["params"]["case"] for p in points] == (["cold", "timed"] if replicate == 0 else ["timed"])
    assert [(r, c) for r, c, _ in ran] == [(0, "cold"), (0, "timed"), (1, "timed"), (2, "timed")]
    (tmp_path / "once" / "stale").write_text("x")
    worker._state_dir(tmp_path, "once", 0)
    assert not (tmp_path / "once" / "stale").exists()


def test_kept_cache_dir_points_inductor_there_and_restores_the_environment(tmp_path, monkeypatch):
    import os

    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", "/before")
    monkeypatch.delenv("TRITON_CACHE_DIR", raising=False)
    with inductor.kept_cache_dir(str(tmp_path / "mode")) as path:
        assert os.environ["TORCHINDUCTOR_CACHE_DIR"] == path == str(tmp_path / "mode")
        assert os.environ["TRITON_CACHE_DIR"] == str(tmp_path / "mode" / "triton")
        assert inductor.cache_dir() == path
    assert os.environ["TORCHINDUCTOR_CACHE_DIR"] == "/before" and "TRITON_CACHE_DIR" not in os.environ
    assert (tmp_path / "mode" / "triton").is_dir()  # kept for the next process


def test_the_progress_file_records_each_point_as_it_starts_and_finishes(tmp_path):
    """What the parent reads when a worker dies: finished points, and the one that was running."""
    from types import SimpleNamespace

    from generator.runner import isolate
    from generator.schema import Outcome
    from generator.spec import ExperimentSpec, RunContext

    def run(ctx, *, n):
        if n == 3:
            raise SystemExit("the worker dies here")  # not an Exception: run_point does not catch it
        return Outcome()

    spec = ExperimentSpec(id="prog", title="t", section="§1", claims=("C1",), params={"n": [1, 2, 3, 4]},
                          skip=lambda p, device: "needs CUDA" if p["n"] == 2 else None)
    ctx = RunContext(device="cpu", profile="default", replicate=0, rounds=1, block_s=0.0, capture=False)
    progress = tmp_path / f"prog{worker.PROGRESS}"
    try:
        worker.run_experiment(SimpleNamespace(spec=spec, module=SimpleNamespace(run=run)), ctx, "prog",
                              progress=progress)
    except SystemExit:
        pass
    finished, running = watch.read_progress(progress)
    assert [(i, p["status"]) for i, p in finished] == [(1, "ok"), (2, "skipped")]
    assert running[:2] == (3, {"n": 3}) and running[2] > 0
    worker.run_experiment(SimpleNamespace(spec=spec, module=SimpleNamespace(run=lambda ctx, n: Outcome())),
                          ctx, "prog", skip=3, progress=tmp_path / "again.jsonl")
    assert [i for i, _ in watch.read_progress(tmp_path / "again.jsonl")[0]] == [4]  # resumed after point 3


def test_a_resumed_first_process_keeps_the_state_its_earlier_points_left(tmp_path):
    """compile_modes keeps each point's compile cache there; a worker resuming after a hung point
    must not empty it, or later processes would re-time cold compiles as warm ones."""
    worker._state_dir(tmp_path, "exp", 0)
    (tmp_path / "exp" / "cache-of-point-1").write_text("x")
    worker._state_dir(tmp_path, "exp", 0, resumed=True)
    assert (tmp_path / "exp" / "cache-of-point-1").exists()
    worker._state_dir(tmp_path, "exp", 0)
    assert not (tmp_path / "exp" / "cache-of-point-1").exists()


def test_each_process_forgets_the_launch_tuning_recorded_in_the_labs_caches(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    state, inductor_dir, user = cache / "state", cache / "inductor", tmp_path / "user-cache"
    for root in (state / "compile_modes" / "batch-1-default", inductor_dir / "ab", user / "cd"):
        root.mkdir(parents=True)
        (root / "k.best_config").write_text("{}")
        (root / "k.py").write_text("# kernel")
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(inductor_dir))
    assert worker.forget_launch_tuning(worker._tuning_roots(state)) == 2
    assert not list(cache.rglob("*.best_config")) and len(list(cache.rglob("k.py"))) == 2
    # a cache the user pointed Inductor at is theirs: nothing in it is deleted
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(user))
    assert worker._tuning_roots(state) == [state]
    assert (user / "cd" / "k.best_config").exists()


def test_each_process_keeps_a_copy_of_the_launch_picks_it_made(tmp_path, monkeypatch):
    state, inductor_dir = tmp_path / "cache" / "state", tmp_path / "cache" / "inductor"
    (inductor_dir / "ab").mkdir(parents=True)
    state.mkdir(parents=True)
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(inductor_dir))
    (inductor_dir / "ab" / "k1.best_config").write_text('{"XBLOCK": 1024, "num_warps": 4}')
    (inductor_dir / "ab" / "k2.best_config").write_text("not json")  # a torn record is left out, not fatal
    path = worker.keep_launch_tuning(state, replicate=2)
    assert path == tmp_path / "cache" / "launch-tuning" / "process-3.json"
    assert json.loads(path.read_text()) == {"ab/k1.best_config": {"XBLOCK": 1024, "num_warps": 4}}
    assert worker.keep_launch_tuning(None, 0) is None


def test_a_worker_leaves_without_the_teardown_and_its_log_flushed(tmp_path):
    """leave: the exit code stands, nothing registered at exit runs, what was printed arrives."""
    import subprocess
    import sys

    marker = tmp_path / "teardown-ran"
    script = (f"import atexit, pathlib, sys\n"
              f"atexit.register(lambda: pathlib.Path({str(marker)!r}).write_text('x'))\n"
              "from generator.runner import worker\n"
              "sys.stderr.write('last line, unflushed')\n"
              "worker.leave(3)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 3
    assert done.stderr.endswith("last line, unflushed")
    assert not marker.exists()


def test_what_a_finished_worker_left_running_is_ended(tmp_path, monkeypatch):
    """A worker that exits at once (worker.leave) may leave its compile workers behind, in its
    process group: the parent ends them, so they take no core from the next process."""
    import os
    import sys
    import time

    from generator.runner import isolate

    pid_file = tmp_path / "child.pid"
    script = ("import subprocess, sys, pathlib\n"
              "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(300)'])\n"
              f"pathlib.Path({str(pid_file)!r}).write_text(str(child.pid))\n")
    monkeypatch.setattr(isolate, "_worker_command", lambda *a, **kw: [sys.executable, "-c", script])
    isolate._run_worker(["one"], profile="quick", device="cpu", replicate=0, cache_dir=tmp_path,
                        out=tmp_path, timeouts={})
    child = int(pid_file.read_text())
    for _ in range(50):  # SIGKILL is delivered at once; the zombie is reaped by init
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        with open(f"/proc/{child}/stat") as stat:
            if stat.read().split(") ")[1].startswith("Z"):
                break
        time.sleep(0.1)
    else:
        os.kill(child, 9)
        raise AssertionError(f"the worker's child {child} still ran")
