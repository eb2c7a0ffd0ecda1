"""Set up the project's virtual environment on top of the torch the calling interpreter has.

    python scripts/setup_venv.py VENV LEVEL [--wheels DIR] [--cpu-torch SPEC] [--requirements DIR]

Run by the Makefile with the interpreter PYTHON names (python3 by default). Standard library
only: it runs before anything is installed.

- The venv sees the calling interpreter's packages, wherever they live: system and conda
  installs through --system-site-packages; where the interpreter is itself a virtual environment
  (uv, poetry, an image's venv), whose packages --system-site-packages does not reach, a .pth
  file in the new venv adds that environment's site-packages.
- torch is never installed beside or over one that is found. Where none is found and no GPU is
  seen, the CPU build (--cpu-torch) is installed. Where nvidia-smi sees a GPU but torch is
  missing or cannot use it, it stops with one line: a CPU torch would measure the wrong device.
- LEVEL installs what a target needs, cumulatively: measure (measuring), site (rendering and the
  site tools), test (the test tools); requirements/<level>.txt each.
- --wheels DIR installs from that directory of wheels only (no package index), for offline
  nodes: `make wheelhouse` writes one on a connected machine.

Exit status 2, with one line on stderr, for anything the user has to change.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

LEVELS = ("measure", "site", "test")
MIN_TORCH = (2, 4)
PARENT_PTH = "_lab_parent_site.pth"
ROOT = Path(__file__).resolve().parents[1]
PROBE = """
import importlib.util, json, os, sys
# What torch the venv sees, remembered in sys.argv[1] while the same file is the one found and
# the same GPU and CUDA_VISIBLE_DEVICES are seen (sys.argv[2]): importing torch takes seconds,
# and set-up asks before and after installing. sys.argv[3] "fresh": import whatever is kept.
spec = importlib.util.find_spec("torch")
key = None
if spec is not None and spec.origin:
    st = os.stat(spec.origin)
    key = [spec.origin, st.st_mtime_ns, st.st_size, sys.argv[2], os.environ.get("CUDA_VISIBLE_DEVICES")]
try:
    with open(sys.argv[1]) as fh:
        kept = json.load(fh)
    if key is not None and kept["key"] == key and sys.argv[3] != "fresh":
        print(json.dumps(kept["found"])); sys.exit()
except (OSError, ValueError, KeyError, TypeError):
    pass
try:
    import torch
except Exception as exc:
    print(json.dumps({"error": f"{type(exc).__name__}: {exc}"[:300]})); sys.exit()
found = {"version": torch.__version__, "file": torch.__file__,
         "cuda_build": torch.version.cuda, "cuda": bool(torch.cuda.is_available())}
# a GPU seen that torch cannot use is asked again next time (a driver being fixed), never kept
if found["cuda"] or not sys.argv[2]:
    try:
        with open(sys.argv[1], "w") as fh:
            json.dump({"key": key, "found": found}, fh)
    except OSError:
        pass
print(json.dumps(found))
"""
PROBED = ".torch-probe.json"  # in the venv: what PROBE found, and for which torch file and GPU


class SetupError(Exception):
    """Something the user has to change; its message is one line."""


def log(message: str) -> None:
    print(f"[venv] {message}", file=sys.stderr, flush=True)


def python_of(env: Path) -> Path:
    return env / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def site_packages(env: Path) -> Path:
    """The new venv's own site-packages (where the .pth goes)."""
    found = subprocess.run([str(python_of(env)), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                           capture_output=True, text=True, check=True)
    return Path(found.stdout.strip())


def parent_sites() -> list[str]:
    """The calling interpreter's own site-packages when it is a virtual environment, else none
    (--system-site-packages already reaches a system or conda interpreter's)."""
    if sys.prefix == sys.base_prefix:
        return []
    import site

    paths = list(dict.fromkeys(site.getsitepackages()))
    return [p for p in paths if Path(p).is_dir()]


def made_for(env: Path) -> str:
    marker = env / ".interpreter"
    return marker.read_text().strip() if marker.is_file() else ""


def create(env: Path) -> None:
    """A venv seeing this interpreter's packages; recreated when another interpreter made it."""
    me = sys.executable
    if python_of(env).exists() and made_for(env) in (me, ""):
        (env / ".interpreter").write_text(me + "\n")  # "": made by an earlier set-up, from PYTHON too
        return
    if env.exists():
        log(f"{env} was made for {made_for(env) or 'another interpreter'}; making it again for {me}")
        shutil.rmtree(env)
    log(f"creating {env} on {me} (Python {sys.version.split()[0]})")
    try:
        # The venv sees this interpreter's packages, its pip included: ensurepip (seconds) only
        # where this interpreter has none.
        own_pip = importlib.util.find_spec("pip") is None
        venv.EnvBuilder(system_site_packages=True, with_pip=own_pip, symlinks=os.name != "nt").create(env)
    except (subprocess.CalledProcessError, OSError):
        # no ensurepip (Debian's python3 without python3-venv, some images): the venv can still
        # run the pip it sees through the parent's site-packages
        shutil.rmtree(env, ignore_errors=True)
        venv.EnvBuilder(system_site_packages=True, with_pip=False, symlinks=os.name != "nt").create(env)
    sites = parent_sites()
    if sites:
        (site_packages(env) / PARENT_PTH).write_text("".join(f"{p}\n" for p in sites))
        log(f"{sys.prefix} is a virtual environment: {env} sees its packages through {PARENT_PTH}")
    (env / ".interpreter").write_text(me + "\n")


def probe(env: Path, gpu: str, *, fresh: bool = False) -> dict:
    """The torch the venv sees (version, file, CUDA build, whether CUDA works), or its import error;
    fresh: import it even where the answer for this torch file is kept (after an install, whose
    dependencies may break its import without touching the file)."""
    done = subprocess.run([str(python_of(env)), "-c", PROBE, str(env / PROBED), gpu,
                           "fresh" if fresh else "kept"], capture_output=True, text=True)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        return {"error": (done.stderr.strip().splitlines() or ["the interpreter failed"])[-1][:300]}
    return json.loads(lines[-1])


def gpu_seen() -> str:
    """The first GPU nvidia-smi lists, or '' where there is no nvidia-smi or it lists none."""
    smi = shutil.which("nvidia-smi")
    if smi is None:
        return ""
    try:
        done = subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    gpus = [line.strip() for line in done.stdout.splitlines() if line.startswith("GPU ")]
    return gpus[0] if done.returncode == 0 and gpus else ""


def pip(env: Path, args: list[str], wheels: Path | None) -> None:
    source = ["--no-index", "--find-links", str(wheels)] if wheels else []
    # --no-compile: no byte-compiling of every module installed (torch alone has thousands: with
    # the site's packages about half a minute on two cores); Python compiles those imported, once,
    # on their first import (a few seconds).
    cmd = [str(python_of(env)), "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-compile",
           *source, *args]
    done = subprocess.run(cmd)
    if done.returncode != 0:
        where = f" from {wheels} (no index)" if wheels else ""
        raise SetupError(f"pip could not install {' '.join(args)}{where}; see pip's message above"
                         + (" (make wheelhouse on a connected machine writes the wheels)" if wheels else ""))


def ensure_torch(env: Path, cpu_torch: str, wheels: Path | None) -> dict:
    """The torch the venv sees, checked against the GPU; the CPU build only where none is there."""
    gpu = gpu_seen()
    found = probe(env, gpu)
    if "error" in found:
        if gpu:
            raise SetupError(f"nvidia-smi sees {gpu}, but {sys.executable} has no torch "
                             f"({found['error']}): install a CUDA build of torch for it, or pass "
                             "PYTHON=/path/to/python whose torch has one (a CPU build would measure the CPU)")
        log(f"no torch found for {sys.executable} and no GPU seen: installing {cpu_torch} (--cpu-torch)")
        pip(env, [cpu_torch], wheels)
        found = probe(env, gpu)
        if "error" in found:
            raise SetupError(f"{cpu_torch} installed but does not import: {found['error']}")
    version = tuple(int(p) for p in found["version"].split("+")[0].split(".")[:2])
    where = f"torch {found['version']} from {Path(found['file']).parent}"
    if version < MIN_TORCH:
        raise SetupError(f"{where} is older than {'.'.join(map(str, MIN_TORCH))}: upgrade it there, or pass "
                         "PYTHON=/path/to/python with a newer one (nothing is installed over it)")
    if gpu and not found["cuda"]:
        build = f"built for CUDA {found['cuda_build']}" if found["cuda_build"] else "a CPU build"
        raise SetupError(f"nvidia-smi sees {gpu}, but {where} ({build}) cannot use it: install a CUDA "
                         "build that matches the driver, or pass PYTHON=/path/to/python whose torch can")
    log(f"{where}: " + ("measures on CUDA" if found["cuda"] else "no GPU, measures on the CPU"))
    return found


def install(env: Path, level: str, requirements: Path, wheels: Path | None) -> None:
    files = [requirements / f"{name}.txt" for name in LEVELS[: LEVELS.index(level) + 1]]
    missing = [str(f) for f in files if not f.is_file()]
    if missing:
        raise SetupError(f"missing requirements file {missing[0]}")
    args = [a for f in files for a in ("-r", str(f))]
    log(f"installing what {level} needs ({', '.join(f.name for f in files)})"
        + (f" from {wheels}, no index" if wheels else ""))
    pip(env, args, wheels)


VISION = "import torchvision, timm; print(torchvision.__version__, timm.__version__)"


def matching_torchvision(torch_version: str) -> str:
    """The torchvision release made for a torch release: torch 2.x.y pairs with torchvision 0.(x+15).y."""
    found = re.match(r"(\d+)\.(\d+)\.(\d+)", torch_version)
    if found is None or found.group(1) != "2":
        raise SetupError(f"no known torchvision for torch {torch_version}")
    minor, patch = int(found.group(2)), int(found.group(3))
    return f"torchvision==0.{minor + 15}.{patch}"


def vision_packages(env: Path, found: dict, wheels: Path | None) -> None:
    """torchvision and timm for model_suite's vision models, where they can work; never required.

    Kept as they are where they import. With a CUDA build of torch and none found, the matching
    torchvision and timm are installed, GPU or not (a failure only leaves those models out). With a
    CPU build nothing is installed: PyPI's torchvision wheel is built against a CUDA torch and does
    not import beside a CPU one, so the suite skips its vision models and says why.
    """
    done = subprocess.run([str(python_of(env)), "-c", VISION], capture_output=True, text=True)
    if done.returncode == 0:
        log(f"torchvision and timm {done.stdout.strip()}: model_suite measures its vision models")
        return
    if not found.get("cuda_build"):
        log("no torchvision here: model_suite skips its vision models (PyPI's torchvision needs a CUDA torch; "
            f"for this CPU torch install {matching_torchvision(found['version'])} from "
            "https://download.pytorch.org/whl/cpu, then timm)")
        return
    try:
        pip(env, [matching_torchvision(found["version"]), "timm>=1.0"], wheels)
    except SetupError as exc:
        log(f"warning: {exc}; model_suite skips its vision models")
        return
    done = subprocess.run([str(python_of(env)), "-c", VISION], capture_output=True, text=True)
    if done.returncode != 0:  # e.g. built for another CUDA than this torch's
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        log(f"warning: torchvision and timm were installed but do not import ({last}); model_suite skips its "
            "vision models")
    else:
        log(f"torchvision and timm {done.stdout.strip()} installed: model_suite measures its vision models")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/setup_venv.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("venv", type=Path)
    parser.add_argument("level", choices=LEVELS)
    parser.add_argument("--wheels", type=Path, help="install from this directory of wheels, no index")
    parser.add_argument("--cpu-torch", default="torch==2.13.0", help="installed only where no torch and no GPU")
    parser.add_argument("--requirements", type=Path, default=ROOT / "requirements")
    args = parser.parse_args(argv)
    try:
        if args.wheels is not None and not args.wheels.is_dir():
            raise SetupError(f"WHEELS={args.wheels} is not a directory; make wheelhouse writes one")
        wheels = args.wheels.resolve() if args.wheels else None
        create(args.venv)
        before = ensure_torch(args.venv, args.cpu_torch, wheels)
        install(args.venv, args.level, args.requirements, wheels)
        vision_packages(args.venv, before, wheels)
        after = probe(args.venv, gpu_seen(), fresh=True)
        if (after.get("version"), after.get("file")) != (before["version"], before["file"]):
            raise SetupError(f"installing the requirements changed torch ({before['version']} → "
                             f"{after.get('version')}); a requirement pulls torch: report it")
    except SetupError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
