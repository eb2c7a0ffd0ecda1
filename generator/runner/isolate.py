"""Run the experiments of one replicate in a fresh worker process, relaying its progress.

One process runs every experiment of a replicate (start-up with a CUDA context is the expensive
part). A worker that crashes (segmentation fault, CUDA error outside a grid point, time-out)
costs only the experiment it was running: that one is recorded with the tail of the worker's
output, and a new worker carries on with the experiments after it.
"""

from __future__ import annotations

import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator import USER_CACHE_ENV
from generator.runner.discovery import Experiment
from generator.runner.worker import PEAKS_FILE

PROJECT_ROOT = Path(__file__).resolve().parents[2]
EXPERIMENT_TIMEOUT_S = 900  # the longest one experiment may run before its worker is ended
_POLL_S = 0.2


class WorkerFailure(Exception):
    """A worker process ended without writing its results."""


class Interrupted(KeyboardInterrupt):
    """Ctrl-C or a time-out signal during a replicate; carries what had finished by then."""

    def __init__(self, replicate: "Replicate") -> None:
        super().__init__("interrupted")
        self.replicate = replicate
        self.peaks: dict[str, float] = {}


@dataclass
class Replicate:
    """What one replicate produced: worker output per experiment, crashes, device ceilings."""

    outputs: dict[str, dict[str, Any]] = field(default_factory=dict)
    crashes: dict[str, str] = field(default_factory=dict)
    peaks: dict[str, float] | None = None
    seconds: float = 0.0  # wall time of its worker processes, start-up included


def worker_env(cache_dir: Path) -> dict[str, str]:
    """The worker's environment: persistent compile caches under cache/, project on path.

    Inductor's, Triton's and CuPy's (custom_ops) kernel caches go where the user's environment
    points them (as it was before torch was imported: USER_CACHE_ENV), else under cache/, so
    that an empty cache directory means a cold run. Where torch's installation holds no Python bytecode
    (a read-only image), the workers keep theirs under cache/pycache (bytecode_env).
    """
    env = dict(os.environ)
    for var, name in (("TORCHINDUCTOR_CACHE_DIR", "inductor"), ("TRITON_CACHE_DIR", "triton"),
                      ("CUPY_CACHE_DIR", "cupy")):
        env[var] = USER_CACHE_ENV.get(var) or str((cache_dir / name).resolve())
    bytecode = bytecode_env(cache_dir)
    if bytecode:  # the prefix is ours to write, whatever the installation forbids
        env.update(bytecode)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PROJECT_ROOT), env.get("PYTHONPATH")]))
    env["PYTHONUNBUFFERED"] = "1"
    return env


def torch_has_bytecode() -> bool:
    """Whether Python finds compiled bytecode for torch's own package, where it would look for it."""
    found = importlib.util.find_spec("torch")
    if found is None or not found.origin:
        return True  # nothing to speed up
    return Path(importlib.util.cache_from_source(found.origin)).exists()


def bytecode_env(cache_dir: Path) -> dict[str, str]:
    """PYTHONPYCACHEPREFIX under cache/ when torch's installation has no bytecode, else nothing.

    Without bytecode every process compiles torch's Python source again on import (here: about
    3x slower imports of torch, Dynamo and Inductor), in every worker and every compile child.
    With the prefix the first process writes it and later ones read it; an installation that
    has bytecode is left alone (a prefix would hide it and make the first process slower).
    """
    if os.environ.get("PYTHONPYCACHEPREFIX") or torch_has_bytecode():
        return {}
    return {"PYTHONPYCACHEPREFIX": str((cache_dir / "pycache").resolve())}


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


def _run_worker(ids: list[str], *, profile: str, device: str, replicate: int, cache_dir: Path,
                out: Path, timeout_s: float, untimed: frozenset[str] = frozenset()) -> None:
    """Run one worker to its end; raise WorkerFailure if it crashed or stalled."""
    log = out / "worker.log"
    cmd = [sys.executable, "-m", "generator.runner.worker", "--experiments", ",".join(ids),
           "--profile", profile, "--device", device, "--replicate", str(replicate), "--out", str(out),
           "--state", str((cache_dir / "state").resolve()),
           "--untimed", ",".join(e for e in ids if e in untimed)]
    with log.open("wb") as sink:
        # Its own process group, so a time-out also ends Inductor's compile workers.
        proc = subprocess.Popen(cmd, cwd=PROJECT_ROOT, env=worker_env(cache_dir),
                                stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)
        offset, done, deadline = 0, 0, time.monotonic() + timeout_s
        try:
            while proc.poll() is None:
                offset = _relay(log, offset)
                finished = len(list(out.glob("*.json")))
                if finished > done:  # each finished experiment restarts the clock
                    done, deadline = finished, time.monotonic() + timeout_s
                if time.monotonic() > deadline:
                    raise WorkerFailure(f"worker timed out: one experiment ran over {timeout_s:.0f} s")
                time.sleep(_POLL_S)
        except BaseException:  # time-out or Ctrl-C: end the worker and its compile workers
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            raise
        _relay(log, offset)
    if proc.returncode != 0:
        tail = log.read_text(errors="replace").strip().splitlines()[-12:]
        raise WorkerFailure(f"worker exited with code {proc.returncode}: " + " | ".join(tail)[-1500:])


def _collect(out: Path, remaining: list[str], result: Replicate) -> bool:
    """Move the worker's finished experiments from remaining into result; did the worker start?"""
    for eid in list(remaining):
        path = out / f"{eid}.json"
        if path.exists():
            result.outputs[eid] = json.loads(path.read_text())
            remaining.remove(eid)
    started = (out / PEAKS_FILE).exists()
    if started and result.peaks is None:
        result.peaks = json.loads((out / PEAKS_FILE).read_text())
    return started


def run_replicate(
    experiments: list[Experiment], *, profile: str, device: str, replicate: int, cache_dir: Path,
    timeout_s: float = EXPERIMENT_TIMEOUT_S, untimed: frozenset[str] = frozenset(),
) -> Replicate:
    """Run the experiments in order in fresh worker processes; a crash blames only one of them.

    untimed: experiments for which this process only compiles, captures and profiles.
    """
    result, remaining = Replicate(), [e.id for e in experiments]
    while remaining:
        with tempfile.TemporaryDirectory(prefix="lab-worker-") as tmp:
            out = Path(tmp)
            start = time.perf_counter()
            try:
                _run_worker(remaining, profile=profile, device=device, replicate=replicate,
                            cache_dir=cache_dir, out=out, timeout_s=timeout_s, untimed=untimed)
                failure = None
            except WorkerFailure as exc:
                failure = str(exc)
            except KeyboardInterrupt:
                result.seconds += time.perf_counter() - start
                _collect(out, remaining, result)
                raise Interrupted(result) from None
            result.seconds += time.perf_counter() - start
            started = _collect(out, remaining, result)
        if not remaining:
            break
        if failure is None:
            failure = "worker ended without writing results"
        if not started:  # it died before the first experiment: another try would die the same way
            result.crashes.update({eid: failure for eid in remaining})
            break
        result.crashes[remaining.pop(0)] = failure  # the experiment that was running
    return result
