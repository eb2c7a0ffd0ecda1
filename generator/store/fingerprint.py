"""The environment fingerprint: what a result depends on, recorded with every bundle."""

from __future__ import annotations

import hashlib
import json
import os
import platform
import re
import subprocess
from collections.abc import Mapping
from importlib import metadata
from pathlib import Path
from typing import Any

PROJECT_ROOT = Path(__file__).resolve().parents[2]
ENV_PREFIXES = ("TORCH", "TRITON", "PYTORCH", "CUDA_", "CUBLAS", "NCCL_", "OMP_NUM", "MKL_NUM")
# Machine-local paths and switches that do not change a measurement: not part of cache keys.
KEY_EXCLUDED_ENV = ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR", "TORCH_TRACE")
# Which machine measured, per device kind: recorded and shown, but in neither the setting,
# the cache key nor the bundle name (two H200s, or one host before and after an OS update, measure
# one setting). The OS build (kernel, glibc) is the host's on either kind. On CUDA the host's CPU
# only feeds the GPU, so its model, cores and torch's thread count (the cores, unless
# OMP_NUM_THREADS in env says otherwise) go with the host, whose launch speed the spread between
# runs takes in (calibration.py). On the CPU they are the device (device_key names model and
# cores; the threads are the cores an op uses), so they stay in the setting.
HOST_FIELDS = ("gpu_uuid", "host_id", "os")
MACHINE_FIELDS: Mapping[str, tuple[str, ...]] = {
    "cuda": (*HOST_FIELDS, "cpu", "cpu_count", "torch_threads"),
    "cpu": HOST_FIELDS,
}
# Which tree measured: each point keeps its commit; a result's own code is keyed by its source hash.
NOT_SETTING = ("git",)
GITINFO = PROJECT_ROOT / ".gitinfo"


def machine_id(fp: Mapping[str, Any]) -> str | None:
    """What tells the measuring machine apart: the GPU's UUID on a GPU, the host's id on a CPU."""
    return fp.get("gpu_uuid") if fp.get("device") == "cuda" else fp.get("host_id")


def commit_of(fp: Mapping[str, Any]) -> str | None:
    """The commit a fingerprint's tree was at, or None where it was not recorded."""
    git = fp.get("git") or {}
    return git.get("commit") or None


def slug(text: str) -> str:
    """Lower-case, dash-separated form of a device name: 'NVIDIA H200' -> 'nvidia-h200'."""
    text = re.sub(r"\((r|tm)\)|\bcpu\b|@.*$|\bprocessor\b|\b\d+-core\b", " ", text, flags=re.I)
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:40] or "unknown"


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def _git_out(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=PROJECT_ROOT, capture_output=True, text=True,
                          check=True).stdout.strip()


COMMIT_ID = re.compile(r"[0-9a-f]{40}(?:[0-9a-f]{24})?")  # a full SHA-1 or SHA-256 object name


def show_at(commit: str, path: str, repo: Path = PROJECT_ROOT) -> str | None:
    """A file's text as it was at `commit`, a full commit id (git show), or None where git cannot
    show it: no git or repository, a commit a shallow clone lacks, a path the commit does not have,
    or a commit named otherwise (a branch or HEAD names whatever it points at now)."""
    if not COMMIT_ID.fullmatch(commit or ""):
        return None
    try:
        return subprocess.run(["git", "show", f"{commit}:{path}"], cwd=repo, capture_output=True, encoding="utf-8",
                              check=True).stdout
    except (OSError, UnicodeDecodeError, subprocess.CalledProcessError):
        return None


def python_minor(fp: Mapping[str, Any] | None = None) -> str:
    """'3.12' of a fingerprint's Python ('' where it has none), or of this Python with no fingerprint."""
    version = platform.python_version() if fp is None else str(fp.get("python") or "")
    return ".".join(version.split(".")[:2])


def clean_commit(fp: Mapping[str, Any]) -> str | None:
    """The commit a fingerprint's tree was at, by its full id, where the tree is known to have held
    only that commit's code."""
    git = fp.get("git") or {}
    commit = git.get("commit")
    return commit if isinstance(commit, str) and COMMIT_ID.fullmatch(commit) and git.get("dirty") is False else None


def _gitinfo() -> dict[str, Any] | None:
    """What .gitinfo says, written beside a tree copied to another machine; None if absent or bad."""
    try:
        info = json.loads(GITINFO.read_text())
    except (OSError, json.JSONDecodeError):
        return None
    return info if isinstance(info, dict) and info.get("commit") else None


def git_state() -> dict[str, Any]:
    """Commit and dirty flag of the checkout.

    A tree copied to another machine may come with no .git or with a stale one (the repository as
    it was when copying began); `.gitinfo` then names the commit the tree really is. It is taken
    when git is missing, or when git does not know its commit: a .gitinfo left behind in a
    checkout names an older commit that git knows, and git's own answer wins.
    """
    info = _gitinfo()
    try:
        commit = _git_out("rev-parse", "HEAD")
        status = _git_out("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.CalledProcessError):
        return {**info, "source": ".gitinfo"} if info else {"commit": None, "dirty": None, "source": "unknown"}
    if info and info["commit"] != commit:
        try:
            _git_out("cat-file", "-e", f"{info['commit']}^{{commit}}")
        except subprocess.CalledProcessError:
            return {**info, "source": ".gitinfo"}
    return {"commit": commit, "dirty": bool(status), "source": "git"}


def _driver() -> str | None:
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=30, check=True).stdout
        return out.strip().splitlines()[0] if out.strip() else None
    except (OSError, subprocess.SubprocessError):
        return None


def _smi_uuid() -> str | None:
    """The UUID of the process's first visible GPU as nvidia-smi names it, or None."""
    visible = os.environ.get("CUDA_VISIBLE_DEVICES", "").split(",")[0].strip()
    if visible.startswith(("GPU-", "MIG-")):
        return visible
    # nvidia-smi counts GPUs in PCI order, which CUDA follows only under CUDA_DEVICE_ORDER=PCI_BUS_ID;
    # torch's own property (gpu_uuid) is asked first for that reason.
    index = visible if visible.isdigit() else "0"
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=uuid", "--format=csv,noheader", "-i", index],
                             capture_output=True, text=True, timeout=30, check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return out.splitlines()[0].strip() if out else None


def gpu_uuid(props: Any) -> str | None:
    """The UUID of the GPU behind torch's device properties, 'GPU-…' as nvidia-smi writes it."""
    try:
        raw = getattr(props, "uuid", None)
        text = str(raw).strip() if raw is not None else ""
    except Exception:  # noqa: BLE001 - an odd build's property must not stop a measurement
        text = ""
    if not text:
        return _smi_uuid()
    return text if text.startswith(("GPU-", "MIG-")) else f"GPU-{text}"


def host_id() -> str:
    """A short hash of the host's name: tells machines apart without recording the name."""
    return hashlib.sha256(f"torch-compile-lab:{platform.node()}".encode()).hexdigest()[:8]


def _version(package: str) -> str | None:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None


def release_of(torch_version: str) -> str:
    """The site version for a torch version: '2.11.0+cu130' -> '2.11'."""
    return ".".join(torch_version.split("+")[0].split(".")[:2])


def collect(device: str) -> dict[str, Any]:
    """Fingerprint this process's environment for measurements on `device` ('cuda' or 'cpu')."""
    import torch

    cpu = _cpu_model()
    fp: dict[str, Any] = {
        "torch": torch.__version__,
        "triton": _version("triton"),
        "cuda": torch.version.cuda,
        "device": device,
        "cpu": cpu,
        "cpu_count": os.cpu_count(),
        "torch_threads": torch.get_num_threads(),
        "python": platform.python_version(),
        "os": platform.platform(),
        "float32_matmul_precision": torch.get_float32_matmul_precision(),
        "env": {k: v for k, v in sorted(os.environ.items()) if k.startswith(ENV_PREFIXES)},
        "git": git_state(),
        "host_id": host_id(),
    }
    if device == "cuda":
        props = torch.cuda.get_device_properties(0)
        fp.update(
            device_name=props.name,
            sm_count=props.multi_processor_count,
            compute_capability=f"{props.major}.{props.minor}",
            gpu_memory_gib=round(props.total_memory / 2**30, 1),
            driver=_driver(),
            gpu_uuid=gpu_uuid(props),
        )
    else:
        fp.update(device_name=cpu)
    fp["device_key"] = device_key(fp)
    fp["release"] = release_of(torch.__version__)
    return fp


def device_key(fp: dict[str, Any]) -> str:
    """The device's slug: the GPU's name, or the CPU's model with its core count.

    CPU results depend on the number of cores as much as on the model, so two machines with the
    same CPU model but different core counts are different devices.
    """
    if "device_name" not in fp:  # a hand-made fingerprint that names its key
        return fp["device_key"]
    if fp.get("device") == "cuda":
        return slug(fp["device_name"])
    return f"cpu-{slug(fp['device_name'])}-{fp.get('cpu_count') or 0}c"


def machine_fields(fp: Mapping[str, Any]) -> tuple[str, ...]:
    """The fingerprint's fields that describe its machine, not its setting (MACHINE_FIELDS)."""
    return MACHINE_FIELDS["cuda" if fp.get("device") == "cuda" else "cpu"]


def setting(fp: Mapping[str, Any]) -> dict[str, Any]:
    """What a measurement depends on: device (GPU model; CPU model and cores), driver, CUDA, torch,
    Triton, Python, matmul precision, env; not the tree (git), cache paths or the machine."""
    relevant = {k: v for k, v in fp.items() if k not in (*NOT_SETTING, "env", *machine_fields(fp))}
    relevant["env"] = {k: v for k, v in fp.get("env", {}).items() if k not in KEY_EXCLUDED_ENV}
    return relevant


def key_part(fp: dict[str, Any]) -> str:
    """Hash of the fingerprint's setting (setting())."""
    return hashlib.sha256(json.dumps(setting(fp), sort_keys=True).encode()).hexdigest()[:16]


def bundle_name(fp: dict[str, Any]) -> str:
    """Directory name of a device's bundle for one torch version: 'nvidia-h200-torch2.11.0'."""
    return f"{fp.get('device_key') or device_key(fp)}-torch{fp['torch'].split('+')[0]}"
