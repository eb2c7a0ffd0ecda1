"""Compile traces: each grid point's structured trace (TORCH_TRACE) turned into tlparse's report.

tlparse is the PyTorch team's parser for these traces; its HTML report (graphs, guards, graph
breaks, generated code, compile-time breakdown) is published inside the site, one per point.
Reports are cached under build/ by the trace's hash, so an unchanged build does not re-parse.
"""

from __future__ import annotations

import hashlib
import json
import lzma
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from generator.schema import TRACE_ARTIFACT, ExperimentResult

TLPARSE_TIMEOUT_S = 120


@dataclass(frozen=True)
class TraceReport:
    """Where a point's tlparse report sits in the site, and what tlparse counted in it."""

    url: str  # relative to the device's folder
    graph_breaks: int
    compiles: int


def tlparse_binary() -> str | None:
    """The tlparse executable: next to this Python (the venv) or on PATH."""
    beside = Path(sys.executable).parent / "tlparse"
    return str(beside) if beside.exists() else shutil.which("tlparse")


def counts(report_dir: Path) -> tuple[int, int]:
    """Graph breaks and compiled frames as tlparse lists them in compile_directory.json."""
    directory = json.loads((report_dir / "compile_directory.json").read_text())
    breaks = compiles = 0
    for compile_id, entry in directory.items():
        names = [a["name"] for a in entry.get("artifacts", [])]
        breaks += sum(n.startswith("dynamo_graph_break_reason") for n in names)
        compiles += compile_id != "[-/-]" and any(n.startswith("dynamo_output_graph") for n in names)
    return breaks, compiles


def _parse(trace: bytes, cache_dir: Path, binary: str) -> Path:
    """tlparse's report for one compressed trace, from the cache when it was parsed before."""
    out = cache_dir / hashlib.sha1(trace).hexdigest()[:16]
    if (out / "compile_directory.json").exists():
        return out
    with tempfile.TemporaryDirectory(prefix="lab-tlparse-") as tmp:
        log = Path(tmp) / "trace.log"
        log.write_bytes(lzma.decompress(trace))
        partial = Path(tmp) / "report"
        subprocess.run([binary, str(log), "-o", str(partial), "--overwrite", "--no-browser"],
                       check=True, capture_output=True, timeout=TLPARSE_TIMEOUT_S)
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(partial, out)
    return out


# tlparse 0.4.3's page script ends its DOMContentLoaded handler with `return url;` where no `url`
# exists, so every report page raises "ReferenceError: url is not defined" when the address has no
# query string. The statement only meant to stop early.
_BROKEN_RETURN = "if (queryParams.size === 0) return url;"
_MENDED_RETURN = "if (queryParams.size === 0) return;"


def mend_scripts(report_dir: Path) -> int:
    """Fix the known script error in a copied tlparse report's pages; how many pages changed."""
    changed = 0
    for page in report_dir.rglob("*.html"):
        text = page.read_text(errors="surrogateescape")
        if _BROKEN_RETURN in text:
            page.write_text(text.replace(_BROKEN_RETURN, _MENDED_RETURN), errors="surrogateescape")
            changed += 1
    return changed


_WARNED: set[str] = set()


def _warn_once(message: str) -> None:
    if message not in _WARNED:
        _WARNED.add(message)
        print(message, file=sys.stderr)


def publish(result: ExperimentResult, device_dir: Path, cache_dir: Path) -> dict[str, TraceReport]:
    """Parse every trace of an experiment into device_dir/traces/; return reports by point slug."""
    traces = {name.split("/")[0]: data for name, data in result.artifacts.items()
              if name.endswith(TRACE_ARTIFACT) and isinstance(data, bytes)}
    if not traces:
        return {}
    binary = tlparse_binary()
    if binary is None:
        _warn_once("warning: tlparse is not installed, so compile reports are left out of the site "
                   "(`pip install tlparse`)")
        return {}
    reports = {}
    for slug, trace in traces.items():
        try:
            parsed = _parse(trace, cache_dir, binary)
        except (subprocess.SubprocessError, lzma.LZMAError, OSError) as exc:
            print(f"warning: {result.id} {slug}: tlparse failed ({exc}); its compile report is left out",
                  file=sys.stderr)
            continue
        rel = f"traces/{result.id}/{slug}"
        shutil.copytree(parsed, device_dir / rel, dirs_exist_ok=True)
        mend_scripts(device_dir / rel)
        breaks, compiles = counts(parsed)
        reports[slug] = TraceReport(f"{rel}/index.html", breaks, compiles)
    return reports
