"""Run one function in a fresh Python process with its own environment, and time its start-up.

For measurements that a long-lived worker cannot make: a first call whose in-memory compile
state must be empty, or whose on-disk caches must be a given directory (TORCHINDUCTOR_CACHE_DIR
and TRITON_CACHE_DIR are read when torch starts). The parent sends the function's name and
keyword arguments; the child imports torch (timed), initialises the device (timed), calls
`module:function(**kwargs)` under the report's compile settings and writes what it returned
as JSON. Start-up (import torch, device initialisation) and the import of the compiler (Dynamo,
Inductor) are reported apart from the function's own timings, so that a compile time measured
here means what it means in a long-lived worker, where all of that happened long before.

Child entry point: `python -m generator.runner.fresh REQUEST.json RESULT.json`.
"""

from __future__ import annotations

import importlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_TIMEOUT_S = 300.0


class FreshProcessError(RuntimeError):
    """The child process failed, timed out or wrote no result; the message has its output's tail."""


@dataclass(frozen=True)
class FreshResult:
    """What the child's function returned, with the child's start-up and total times."""

    value: Any
    import_s: float  # `import torch` in the child
    device_init_s: float  # first CUDA context and a synchronised tiny kernel; 0 on the CPU
    compiler_import_s: float  # Dynamo and Inductor, which torch imports at the first compile
    work_s: float  # the function, its module's import included
    process_s: float  # the whole child, interpreter start to exit, as the parent saw it

    @property
    def startup_s(self) -> float:
        """Time before the child could do any work: import torch plus device initialisation."""
        return self.import_s + self.device_init_s


def cache_env(root: Path) -> dict[str, str]:
    """Environment entries that put Inductor's and Triton's on-disk caches under root."""
    return {"TORCHINDUCTOR_CACHE_DIR": str(root / "inductor"), "TRITON_CACHE_DIR": str(root / "triton")}


def run_fresh(
    target: str, kwargs: Mapping[str, Any], *, device: str, env: Mapping[str, str],
    timeout_s: float = DEFAULT_TIMEOUT_S,
) -> FreshResult:
    """Call target ('package.module:function') with kwargs in a new process; env overrides ours."""
    child_env = {**os.environ, **env}
    child_env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(PROJECT_ROOT), os.environ.get("PYTHONPATH")]))
    child_env.pop("TORCH_TRACE", None)  # a trace of the child would cost time and land nowhere
    with tempfile.TemporaryDirectory(prefix="lab-fresh-") as tmp:
        request, result, log = Path(tmp) / "request.json", Path(tmp) / "result.json", Path(tmp) / "child.log"
        request.write_text(json.dumps({"target": target, "kwargs": dict(kwargs), "device": device}))
        cmd = [sys.executable, "-m", "generator.runner.fresh", str(request), str(result)]
        start = time.perf_counter()
        # Output to a file, not a pipe: Inductor's compile workers may outlive the child briefly
        # and would hold a pipe open. Own process group, so a time-out ends them too.
        with log.open("wb") as sink:
            proc = subprocess.Popen(cmd, cwd=PROJECT_ROOT, env=child_env, stdout=sink,
                                    stderr=subprocess.STDOUT, start_new_session=True)
            try:
                proc.wait(timeout=timeout_s)
            except subprocess.TimeoutExpired:
                _end_group(proc.pid)
                proc.wait()
                raise FreshProcessError(f"fresh process timed out after {timeout_s:.0f} s: {_tail(log)}") from None
            except BaseException:  # Ctrl-C: do not leave the child running
                _end_group(proc.pid)
                proc.wait()
                raise
        process_s = time.perf_counter() - start
        _end_group(proc.pid)  # compile workers left behind by a child that has exited
        if proc.returncode != 0 or not result.exists():
            raise FreshProcessError(f"fresh process exited with code {proc.returncode}: {_tail(log)}")
        data = json.loads(result.read_text())
    return FreshResult(data["value"], data["import_s"], data["device_init_s"], data["compiler_import_s"],
                       data["work_s"], process_s)


def _end_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):  # the group has already gone
        pass


def _tail(log: Path, lines: int = 12) -> str:
    text = log.read_text(errors="replace").strip().splitlines()[-lines:]
    return " | ".join(text)[-1500:]


def _child(request_path: Path, result_path: Path) -> None:
    """The child's side: time import torch and device start-up, then call the target."""
    start = time.perf_counter()
    import torch

    imported = time.perf_counter()
    request = json.loads(request_path.read_text())
    if request["device"] == "cuda":
        torch.zeros(1, device="cuda")
        torch.cuda.synchronize()
    ready = time.perf_counter()
    from generator.runner import inductor

    # Timed apart: a long-lived process has these imported already, so its compile times exclude them.
    inductor.import_compiler()
    compiled = time.perf_counter()
    module_name, _, function = request["target"].partition(":")
    fn = getattr(importlib.import_module(module_name), function)
    with inductor.compile_config():  # the same Inductor settings as every worker's compile
        value = fn(**request["kwargs"])
    out = {"value": value, "import_s": imported - start, "device_init_s": ready - imported,
           "compiler_import_s": compiled - ready, "work_s": time.perf_counter() - compiled}
    result_path.write_text(json.dumps(out))
    sys.stdout.flush()
    sys.stderr.flush()
    # Skip the interpreter's teardown: a normal exit waits for Inductor's pool of compile workers
    # to shut down, which can take longer than the work (the parent ends them with the group).
    os._exit(0)


if __name__ == "__main__":
    _child(Path(sys.argv[1]), Path(sys.argv[2]))
