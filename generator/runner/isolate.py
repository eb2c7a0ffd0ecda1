"""Run the experiments of one replicate in a fresh worker process, relaying its progress.

One process runs every experiment of a replicate (start-up with a CUDA context is the expensive
part). A worker that crashes or stalls during a grid point (segmentation fault, CUDA error,
time-out) costs that point: it is recorded as failed with the reason, and a new worker carries
on after it (run_replicate). One that dies outside any point costs the experiment it was running.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator import USER_CACHE_ENV
from generator.runner import progress
from generator.runner.discovery import Experiment
from generator.runner.watch import Watch, read_progress
from generator.runner.worker import PEAKS_FILE, PROGRESS
from generator.spec import Selection

PROJECT_ROOT = Path(__file__).resolve().parents[2]
EXPERIMENT_TIMEOUT_S = 900  # the longest one grid point may run when nothing else says
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
    # experiment -> the point a stop (time limit, SIGTERM, Ctrl-C) ended the worker inside:
    # {"params", "seconds"}, how long the point had run (its compile caches keep what it did)
    cut_in: dict[str, dict[str, Any]] = field(default_factory=dict)


def worker_env(cache_dir: Path) -> dict[str, str]:
    """The worker's environment: persistent compile caches under cache/, project on path.

    Inductor's, Triton's and CuPy's (custom_ops) kernel caches go where the user's environment
    points them (as it was before torch was imported: USER_CACHE_ENV), else under cache/, so
    that an empty cache directory means a cold run. Where torch's installation holds no Python
    bytecode (a read-only image), the workers keep theirs under cache/pycache (bytecode_env).
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


def _worker_command(ids: list[str], *, profile: str, device: str, replicate: int, cache_dir: Path,
                    out: Path, untimed: frozenset[str], skip: tuple[str, int] | None = None,
                    standby: bool = False, selection: Selection | None = None,
                    models: Sequence[str] = ()) -> list[str]:
    cmd = [sys.executable, "-m", "generator.runner.worker", "--experiments", ",".join(ids),
           "--profile", profile, "--device", device, "--replicate", str(replicate), "--out", str(out),
           "--state", str((cache_dir / "state").resolve()),
           "--untimed", ",".join(e for e in ids if e in untimed)]
    if skip is not None:
        cmd += ["--skip", f"{skip[0]}={skip[1]}"]
    cmd += [f"--model={m}" for m in models]  # a user's models, for the experiment that measures them
    if selection:
        cmd += ["--points", json.dumps({eid: [dict(p) for p in points] for eid, points in selection.items()
                                        if eid in ids})]
    return cmd + (["--standby"] if standby else [])


def _models(experiments: Sequence[Experiment]) -> list[str]:
    """The user's models the experiments measure (discovery.Experiment.models), each once."""
    return list(dict.fromkeys(m for e in experiments for m in e.models))


@dataclass
class Standby:
    """A worker of the next replicate, started while the current one measures.

    It imports torch and the experiments, then waits (worker.stand_by) for `release`; until then
    it touches neither the device nor the caches. A fresh process spends seconds on imports
    before its first measurement; started ahead, the next replicate spends them while this one
    runs, on a core this one does not use. `cancel` ends it when it is not wanted.
    """

    ids: list[str]
    replicate: int
    untimed: frozenset[str]
    proc: subprocess.Popen
    tmp: tempfile.TemporaryDirectory

    @property
    def out(self) -> Path:
        return Path(self.tmp.name)

    def serves(self, ids: list[str], replicate: int, untimed: frozenset[str]) -> bool:
        """Whether this standby was started for exactly this worker's experiments."""
        return (self.ids, self.replicate, self.untimed) == (ids, replicate, untimed & set(ids))

    def release(self) -> None:
        """Let it go on: it clears its launch tuning, measures the ceilings and starts measuring."""
        if self.proc.stdin is not None and self.proc.poll() is None:
            with contextlib.suppress(OSError):
                self.proc.stdin.write(b"go\n")
                self.proc.stdin.close()

    def cancel(self) -> None:
        """End it (and anything it started) and remove its directory."""
        if self.proc.poll() is None:
            with contextlib.suppress(OSError):
                os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait()
        self.tmp.cleanup()


def start_standby(experiments: list[Experiment], *, profile: str, device: str, replicate: int,
                  cache_dir: Path, untimed: frozenset[str] = frozenset(),
                  selection: Selection | None = None) -> Standby | None:
    """Start the worker of a later replicate in standby (None when there is nothing to run, or
    when no process could be started now: that replicate then starts its own, as it would have)."""
    ids = [e.id for e in experiments]
    if not ids:
        return None
    tmp = tempfile.TemporaryDirectory(prefix="lab-worker-")
    out = Path(tmp.name)
    cmd = _worker_command(ids, profile=profile, device=device, replicate=replicate, cache_dir=cache_dir,
                          out=out, untimed=untimed, standby=True, selection=selection, models=_models(experiments))
    try:
        with (out / "worker.log").open("wb") as sink:
            proc = subprocess.Popen(cmd, cwd=PROJECT_ROOT, env=worker_env(cache_dir), stdin=subprocess.PIPE,
                                    stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)
    except OSError:  # out of processes or memory for the moment: nothing is lost by not standing by
        tmp.cleanup()
        return None
    return Standby(ids, replicate, untimed & set(ids), proc, tmp)


def _run_worker(ids: list[str], *, profile: str, device: str, replicate: int, cache_dir: Path,
                out: Path, timeouts: dict[str, float], untimed: frozenset[str] = frozenset(),
                skip: tuple[str, int] | None = None, standby: Standby | None = None,
                selection: Selection | None = None, models: Sequence[str] = ()) -> None:
    """Run one worker to its end; raise WorkerFailure if it crashed or a point stalled.

    timeouts: per experiment, the longest one grid point may run (the clock restarts at every
    point started or finished). skip: (experiment, n) to resume after its first n grid points.
    standby: the worker, already started in standby for these experiments (its out directory is
    `out`), released here instead of starting a new one.
    """
    log = out / "worker.log"
    if standby is not None:  # it writes its log there since it started
        proc = standby.proc
        standby.release()
    else:  # its own process group, so a time-out also ends Inductor's compile workers
        cmd = _worker_command(ids, profile=profile, device=device, replicate=replicate, cache_dir=cache_dir,
                              out=out, untimed=untimed, skip=skip, selection=selection, models=models)
        with log.open("wb") as sink:
            proc = subprocess.Popen(cmd, cwd=PROJECT_ROOT, env=worker_env(cache_dir),
                                    stdout=sink, stderr=subprocess.STDOUT, start_new_session=True)
    watch, seen, last = Watch(out, list(ids), replicate + 1), 0, time.monotonic()
    try:
        while proc.poll() is None:
            results = len(list(out.glob("*.json")))
            if watch.poll() or results > seen:  # a point started or finished: the clock starts again
                seen, last = results, time.monotonic()
            current = next((e for e in ids if not (out / f"{e}.json").exists()), ids[-1])
            limit = timeouts.get(current, EXPERIMENT_TIMEOUT_S)
            if time.monotonic() - last > limit:
                raise WorkerFailure(f"timed out: a grid point of {current} ran over {limit:.0f} s "
                                    "(the time-out per point: SPEC point_timeout_s, or --point-timeout)")
            time.sleep(_POLL_S)
    except BaseException:  # time-out or Ctrl-C: end the worker and its compile workers
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        with contextlib.suppress(OSError):  # the points it finished since the last poll count too
            watch.poll()
        raise
    watch.poll()  # what it wrote between the last poll and its end
    with contextlib.suppress(OSError):  # what the worker left running (worker.leave): its compile workers
        os.killpg(proc.pid, signal.SIGKILL)
    if proc.returncode != 0:
        tail = log.read_text(errors="replace").strip().splitlines()[-12:]
        raise WorkerFailure(f"worker exited with code {proc.returncode}: " + " | ".join(tail)[-1500:])


def _collect(out: Path, remaining: list[str], result: Replicate, kept: dict[str, list[dict]]) -> bool:
    """Move the worker's finished experiments from remaining into result; did the worker start?

    kept: points earlier workers of this process finished for an experiment, put first.
    """
    for eid in list(remaining):
        path = out / f"{eid}.json"
        if path.exists():
            output = json.loads(path.read_text())
            earlier = kept.pop(eid, [])
            output["points"] = earlier + output["points"]
            output["seconds"] = output.get("seconds", 0.0) + sum(p.get("seconds", 0.0) for p in earlier)
            result.outputs[eid] = output
            remaining.remove(eid)
    started = (out / PEAKS_FILE).exists()
    if started and result.peaks is None:
        result.peaks = json.loads((out / PEAKS_FILE).read_text())
    return started


def _keep_partial(result: Replicate, eid: str, kept: dict[str, list[dict]], replicate: int,
                  finished: Sequence[dict] = (), cut: bool = False) -> None:
    """An experiment whose worker died for good (the crash is recorded beside it by the caller), or
    that this process was ended inside (`cut`: a time limit, SIGTERM, Ctrl-C), keeps the points its
    workers finished: those earlier workers kept, then `finished`, the last worker's."""
    points = kept.pop(eid, []) + list(finished)
    if points:
        result.outputs[eid] = {"replicate": replicate, "points": points,
                               "seconds": sum(p.get("seconds", 0.0) for p in points), **({"cut": True} if cut else {})}


def _stopped_in(eid: str, finished: list[tuple[int, dict[str, Any]]],
                stuck: tuple[int, dict[str, Any], float | None] | None, failure: str, kept: dict[str, list[dict]],
                resume: tuple[str, int] | None, replicate: int) -> tuple[str, int]:
    """A worker that stopped inside an experiment: the points it finished are kept, the one it
    stopped in is failed with the reason; returns where the next worker resumes it."""
    kept.setdefault(eid, []).extend(point for _, point in finished)
    last = finished[-1][0] if finished else (resume[1] if resume and resume[0] == eid else 0)
    if stuck is not None:
        index, params, at = stuck
        kept[eid].append({"params": params, "status": "failed",
                          "seconds": round(time.time() - at, 1) if at else 0.0,
                          "error": f"the worker stopped during this point: {failure}"[:500]})
        last = index
    progress.emit(f"  [{eid} process {replicate + 1}] the worker stopped ({failure[:200]}); "
                  f"a new one goes on after grid point {last}")
    if stuck is not None:  # no worker recorded it as finished; it is finished here, as failed
        progress.point_done(eid, stuck[1], "failed", replicate + 1)
    return eid, last


def run_replicate(
    experiments: list[Experiment], *, profile: str, device: str, replicate: int, cache_dir: Path,
    timeout_s: float | None = None, untimed: frozenset[str] = frozenset(), standby: Standby | None = None,
    selection: Selection | None = None,
) -> Replicate:
    """Run the experiments in order in fresh worker processes; a crash costs one grid point.

    A worker that dies or stalls during a grid point costs that point (_stopped_in); one that dies
    outside any point costs its experiment. timeout_s: the longest one point may run (default: each
    spec's point_timeout_s). untimed: experiments this process only compiles, captures and profiles.
    standby: its first worker, started ahead (start_standby). selection: per experiment, the points.
    """
    timeouts = {e.id: timeout_s or e.spec.point_timeout_s for e in experiments}
    result, remaining = Replicate(), [e.id for e in experiments]
    kept: dict[str, list[dict]] = {}
    resume: tuple[str, int] | None = None
    if standby is not None and not standby.serves(remaining, replicate, untimed):
        standby.cancel()
        standby = None
    while remaining:
        ahead, standby = standby, None  # only the first worker can have been started ahead
        with ahead.tmp if ahead is not None else tempfile.TemporaryDirectory(prefix="lab-worker-") as tmp:
            out = Path(tmp)
            start = time.perf_counter()
            try:
                _run_worker(remaining, profile=profile, device=device, replicate=replicate,
                            cache_dir=cache_dir, out=out, timeouts=timeouts, untimed=untimed,
                            skip=resume if resume and resume[0] == remaining[0] else None, standby=ahead,
                            selection=selection, models=_models(experiments))
                failure = None
            except WorkerFailure as exc:
                failure = str(exc)
            except KeyboardInterrupt:
                result.seconds += time.perf_counter() - start
                _collect(out, remaining, result, kept)
                if remaining:  # the experiment it was in keeps the points it finished, cut short
                    finished, inside = read_progress(out / f"{remaining[0]}{PROGRESS}")
                    _keep_partial(result, remaining[0], kept, replicate, [p for _, p in finished], cut=True)
                    if inside is not None and inside[2]:  # the point it was in: how long it ran
                        result.cut_in[remaining[0]] = {"params": inside[1], "seconds": round(time.time() - inside[2], 1)}
                        result.outputs.setdefault(remaining[0], {"replicate": replicate, "points": [],
                                                                 "seconds": 0.0, "cut": True})
                raise Interrupted(result) from None
            result.seconds += time.perf_counter() - start
            started = _collect(out, remaining, result, kept)
            running = remaining[0] if remaining else None
            finished, stuck = read_progress(out / f"{running}{PROGRESS}") if running else ([], None)
        if not remaining:
            break
        if failure is None:
            failure = "worker ended without writing results"
        if not started:  # it died before the first experiment: another try would die the same way
            for eid in remaining:
                _keep_partial(result, eid, kept, replicate)
            result.crashes.update({eid: failure for eid in remaining})
            break
        eid = remaining[0]
        if not finished and stuck is None:  # it died outside any point of this experiment
            remaining.pop(0)
            _keep_partial(result, eid, kept, replicate)
            result.crashes[eid] = failure
            continue
        resume = _stopped_in(eid, finished, stuck, failure, kept, resume, replicate)
    return result
