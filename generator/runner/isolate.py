"""Run each replicate of an experiment in a fresh worker process, relaying its progress.

A worker that crashes (segmentation fault, CUDA error outside a grid point, time-out) is
reported with the tail of its output; the measure stage goes on with the next experiment.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from generator.runner.discovery import Experiment

PROJECT_ROOT = Path(__file__).resolve().parents[2]
WORKER_TIMEOUT_S = 1200
_POLL_S = 0.2


class WorkerFailure(Exception):
    """A worker process ended without writing its results."""


def worker_env(cache_dir: Path) -> dict[str, str]:
    """The worker's environment: persistent Inductor/Triton caches under cache/, project on path."""
    env = dict(os.environ)
    env.setdefault("TORCHINDUCTOR_CACHE_DIR", str((cache_dir / "inductor").resolve()))
    env.setdefault("TRITON_CACHE_DIR", str((cache_dir / "triton").resolve()))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PROJECT_ROOT), env.get("PYTHONPATH")]))
    env["PYTHONUNBUFFERED"] = "1"
    return env


def _relay(log: Path, offset: int) -> int:
    """Print the worker's progress lines written since offset; return the new offset."""
    with log.open("rb") as fh:
        fh.seek(offset)
        chunk = fh.read()
    complete = chunk.rfind(b"\n") + 1
    for line in chunk[:complete].decode(errors="replace").splitlines():
        if line.startswith("  ["):
            print(line, file=sys.stderr, flush=True)
    return offset + complete


def run_replicate(
    experiment: Experiment, *, profile: str, device: str, replicate: int, replicates: int,
    cache_dir: Path, timeout_s: float = WORKER_TIMEOUT_S,
) -> dict:
    """Run one replicate in a fresh process and return its decoded results."""
    with tempfile.TemporaryDirectory(prefix="lab-worker-") as tmp:
        out, log = Path(tmp) / "result.json", Path(tmp) / "worker.log"
        cmd = [sys.executable, "-m", "generator.runner.worker", "--experiment", experiment.id,
               "--profile", profile, "--device", device, "--replicate", str(replicate),
               "--replicates", str(replicates), "--out", str(out)]
        with log.open("wb") as sink:
            # Its own process group, so a time-out also ends Inductor's compile workers.
            proc = subprocess.Popen(cmd, cwd=PROJECT_ROOT, env=worker_env(cache_dir),
                                    stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)
            offset, deadline = 0, time.monotonic() + timeout_s
            try:
                while proc.poll() is None:
                    offset = _relay(log, offset)
                    if time.monotonic() > deadline:
                        raise WorkerFailure(f"worker timed out after {timeout_s:.0f} s")
                    time.sleep(_POLL_S)
            except BaseException:  # time-out or Ctrl-C: end the worker and its compile workers
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                raise
            _relay(log, offset)
        if proc.returncode != 0 or not out.exists():
            tail = log.read_text(errors="replace").strip().splitlines()[-12:]
            raise WorkerFailure(f"worker exited with code {proc.returncode}: " + " | ".join(tail)[-1500:])
        return json.loads(out.read_text())
