"""Is a `report` up to date? A digest of everything it reads, checked before anything heavy loads.

A no-change `make report` would import torch and every experiment only to find each result in
the cache and the site as it was. Instead, after each report the digest of its inputs is stored
with its exit code: the code (generator/, experiments/), the bundles and re-runs under results/,
docs/ and mkdocs.yml, the command's options, and the environment a measurement is keyed by
(interpreter, torch/triton/site-tool versions, the GPUs nvidia-smi lists, the CPU model). The
next report with the same digest, and its site still in place, says so and returns that code.
Standard library only, so that the check costs well under a second.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import platform
import shutil
import subprocess
import sys
from collections.abc import Mapping
from importlib import metadata
from pathlib import Path

from generator import USER_CACHE_ENV

ROOT = Path(__file__).resolve().parents[2]
STAMPS = ROOT / "build" / "uptodate"
# what the site's pages are built with (generator.commands.build keys a plain build on them too)
SITE_PACKAGES = ("mkdocs", "mkdocs-material", "mkdocs-minify-plugin", "pymdown-extensions", "pygments", "tlparse",
                 "altair", "vl-convert-python", "mike")
PACKAGES = ("torch", "triton", "numpy", "scipy", *SITE_PACKAGES)


def _gpus() -> str:
    smi = shutil.which("nvidia-smi")
    if smi is None:
        return "no nvidia-smi"
    try:
        return subprocess.run([smi, "-L"], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.TimeoutExpired):
        return "nvidia-smi failed"


def _cpu() -> str:
    try:
        models = {line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")}
    except OSError:
        models = {platform.processor()}
    return f"{sorted(models)} x{os.cpu_count()}"


def digest(options: Mapping[str, object], results_dir: Path) -> str:
    """The digest of a report's inputs (see the module's doc)."""
    h = hashlib.blake2b(digest_size=16)
    env = {"python": sys.executable, "version": sys.version, "gpus": _gpus(), "cpu": _cpu(),
           "site_url": os.environ.get("SITE_URL", ""),
           "caches": USER_CACHE_ENV}  # as set before torch loads (Inductor sets its own later)
    env.update(versions(PACKAGES))
    h.update(json.dumps({"options": {k: str(v) for k, v in options.items()}, "env": env}, sort_keys=True).encode())
    add_files(h, [ROOT / "mkdocs.yml", ROOT / "generator", ROOT / "experiments", ROOT / "docs", Path(results_dir)])
    return h.hexdigest()


def sources(models: list[str]) -> dict[str, str]:
    """Per user's model (`package.module:function`), a digest of the file that defines its module,
    found without importing it (importlib finds a module in a package by importing the package)."""
    found = {}
    for model in models:
        try:
            spec = importlib.util.find_spec(model.partition(":")[0].strip())
        except Exception:  # a name that cannot be found: the measure says why, in one line
            spec = None
        origin = Path(spec.origin) if spec is not None and spec.origin else None
        found[model] = hashlib.sha1(origin.read_bytes()).hexdigest() if origin and origin.is_file() else "not found"
    return found


def versions(packages: tuple[str, ...]) -> dict[str, str | None]:
    """Installed version of each package (None where it is not installed), without importing it."""
    found: dict[str, str | None] = {}
    for package in packages:
        try:
            found[package] = metadata.version(package)
        except metadata.PackageNotFoundError:
            found[package] = None
    return found


def add_files(h: "hashlib._Hash", roots: list[Path]) -> None:
    """Feed each file under roots (or the root itself, a file) to h, path and content, in order;
    caches' bytecode and hidden bookkeeping (locks, half-written bundles, the journal of a
    measure cut short: any path with a hidden part below its root) left out."""
    for root in roots:
        found = [root] if root.is_file() else sorted(root.rglob("*")) if root.is_dir() else []
        for path in found:
            below = path.relative_to(root).parts if path != root else (path.name,)
            if path.is_file() and "__pycache__" not in path.parts and not any(p.startswith(".") for p in below):
                h.update(str(path).encode() + b"\0")
                h.update(path.read_bytes())


def _stamp(site_dir: Path) -> Path:
    return STAMPS / hashlib.sha1(str(Path(site_dir).resolve()).encode()).hexdigest()[:16]


def unchanged(key: str, site_dir: Path) -> int | None:
    """The stored exit code when the last report into site_dir had this digest and its site is there."""
    stamp = _stamp(site_dir)
    if not (Path(site_dir) / "index.html").is_file() or not stamp.is_file():
        return None
    try:
        stored = json.loads(stamp.read_text())
    except (OSError, ValueError):
        return None
    return int(stored["exit_code"]) if stored.get("digest") == key else None


def record(key: str, site_dir: Path, exit_code: int) -> None:
    """Store a finished report's digest (taken after it ran) and exit code."""
    stamp = _stamp(site_dir)
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(json.dumps({"digest": key, "exit_code": exit_code}))


def forget(site_dir: Path) -> None:
    """Drop the stamp (a report is starting: if it stops half-way, the next one runs in full)."""
    _stamp(site_dir).unlink(missing_ok=True)
