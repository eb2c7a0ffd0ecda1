"""Compile traces: each grid point's structured trace (TORCH_TRACE) turned into tlparse's report.

tlparse is the PyTorch team's parser for these traces; its HTML report (graphs, guards, graph
breaks, generated code, compile-time breakdown) is published inside the site, one per point
(copied by `install`, then packed by render.packed: each file stored once per device, compressed).
Reports are cached under build/ by the trace's hash, so an unchanged build does not re-parse.

What the site publishes of a report is trimmed to keep a release's site small (the H200's 59
reports were 176 MB whole): tlparse's own copies of the raw trace (raw.log, raw.jsonl, the
Chromium events, payloads/), the FX-graph and AOTAutograd cache-key details, AOTAutograd's
metadata dump and the functorch config, and generated code
as highlighted HTML (it is parsed with --plain-text: the same code as text, a third the size)
are left out or slimmed, and so is tlparse's machine-readable index. The compressed trace stays in
its results bundle (artifacts/<experiment>/<point>/trace.log.xz), where the report's banner
names it: `tlparse trace.log` on it rebuilds the whole report.
"""

from __future__ import annotations

import hashlib
import html
import json
import lzma
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from generator.schema import TRACE_ARTIFACT, ExperimentResult

TLPARSE_TIMEOUT_S = 120
PARSE_VERSION = "plain"  # part of a cached report's name: how it was parsed
# tlparse's copies of the raw trace and the cache-key details: most of a report's bytes
LEFT_OUT_FILES = ("raw.log", "raw.jsonl", "chromium_events.json", "compile_directory.json")
LEFT_OUT_DIRS = ("payloads",)
LEFT_OUT_PATTERNS = ("*_cache_miss_*.json", "*_cache_hit_*.json", "*_cache_bypass_*.json",
                     # AOTAutograd's view/mutation metadata dump and the functorch config: large, rarely read
                     "aot_*_fw_metadata_*.txt", "torch._functorch.config_*.txt",
                     # provenance tracking's raw mappings, twice (JSON and a readable copy): the
                     # provenance view holds them (a BERT-base point: 5 MB of them)
                     "inductor_provenance_tracking_kernel_stack_traces_*", "inductor_provenance_tracking_node_mappings_*")
# A lean report (a full-profile bundle's: many points of large models) also leaves out the graphs
# between Dynamo and Inductor and the guards, keeping the index, compile metrics and generated code;
# with them a BERT-base point in three compile modes published 18 MB. It leaves out the provenance
# views too: each embeds its graph's generated code once more (on the H200, 2.3 MB of the 3.8 MB the
# full profile's reports packed to at 18 points), and the kernel listing still names each kernel's
# source lines (kernel_sources reads them from the trace, not from a view).
LEAN_PATTERNS = ("before_pre_grad_graph_*", "after_pre_grad_graph_*", "before_joint_graph_*", "after_joint_graph_*",
                 "before_post_grad_graph_*", "aot_*_graph_*", "fx_graph_runnable_*", "dynamo_output_graph_*",
                 "inductor_post_grad_graph_*", "dynamo_cpp_guards_str_*", "provenance_tracking_*.html")
_BASE = re.compile(r"""<base href=(["'])([^"']+)\1""")
_LINK = re.compile(r"""<a href=(["'])([^"']+)\1>(.*?)</a>""", re.S)
BANNER = ("<p style=\"border:1px solid #c9c9c9;padding:.5em;background:#f7f7f7\">Trimmed for the site: "
          "tlparse's copies of the raw trace, the cache-key details, the Chromium events, AOTAutograd's "
          "metadata dump, the functorch config, the provenance tracking's mapping files (its views, where "
          "the trace has them, embed the mappings){lean} are left out "
          "(marked below). The whole structured trace is in the results bundle, at <code>{where}</code>: "
          "<code>xz -dk trace.log.xz &amp;&amp; tlparse trace.log</code> rebuilds the full report.</p>")
LEAN_NOTE = (", and, to keep a full-profile report small, the graphs between Dynamo and Inductor, the guards "
             "and the provenance views (the kernel listing names each kernel's source lines)")


@dataclass(frozen=True)
class TraceReport:
    """Where a point's tlparse report sits in the site, and what tlparse counted in it.

    Where the trace holds Inductor's provenance tracking (inductor.provenance), sources maps each
    generated kernel's name to the source lines it came from, and provenance lists tlparse's
    provenance views (FX nodes ↔ generated code ↔ source), one per compiled graph."""

    url: str  # relative to the device's folder
    graph_breaks: int
    compiles: int
    sources: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    provenance: tuple[tuple[str, str], ...] = ()  # (compile id, url relative to the device's folder)


PROVENANCE_ARTIFACT = "inductor_provenance_tracking_kernel_stack_traces"
_ARTIFACT_NAME = re.compile(r'"artifact": \{"name": "([^"]+)"')
_FRAME = re.compile(r'File "([^"]+)", line (\d+), in [^\n]*(?:\n[ \t]*(?!File ")([^\n]*))?')  # code: none where unknown
_PACKAGE_ROOT = re.compile(r".*/(?:site-packages|dist-packages)/")
PLACEHOLDER_VIEW = "provenance_tracking_-_-_-_-.html"  # tlparse's provenance page for no compile
MAX_SOURCES = 3  # source lines shown per kernel; the provenance view has them all


def _payload(lines: list[str], start: int) -> str:
    """The payload of the structured-trace entry on lines[start]: the tab-indented lines after it."""
    out = []
    for line in lines[start + 1:]:
        if not line.startswith("\t"):
            break
        out.append(line[1:])
    return "\n".join(out)


def _innermost(stack: str) -> str | None:
    """'package/module.py:LINE  code' of a traceback's last frame: the line that made the kernel."""
    frames = _FRAME.findall(stack)
    if not frames:
        return None
    path, line, code = frames[-1]
    return f"{_PACKAGE_ROOT.sub('', path)}:{line}  {code.strip()}".rstrip()


def kernel_sources(log: str) -> dict[str, tuple[str, ...]]:
    """Each generated kernel's source lines, from a trace's provenance artifacts (none without).

    The artifact keys kernels by 'name:handle', a handle per call site; the profiler names a kernel
    without it, so the lines of every call site of a name are pooled (distinct, in order)."""
    found: dict[str, list[str]] = {}
    lines = log.splitlines()
    for i, line in enumerate(lines):
        match = _ARTIFACT_NAME.search(line)
        if not match or match.group(1) != PROVENANCE_ARTIFACT:
            continue
        try:
            stacks = json.loads(_payload(lines, i))
        except ValueError:
            continue
        for key, traces in stacks.items():
            name = key.rsplit(":", 1)[0]
            for stack in traces if isinstance(traces, list) else [traces]:
                where = _innermost(str(stack))
                if where and where not in found.setdefault(name, []):
                    found[name].append(where)
    return {name: tuple(where) for name, where in found.items() if where}


def provenance_pages(report_dir: Path) -> list[tuple[str, str]]:
    """tlparse's provenance views in a report: (compile id, file name), the placeholder page tlparse
    writes for no compile ('-_-_-_-') left out."""
    pages = []
    for page in sorted(report_dir.glob("provenance_tracking_*.html")):
        ident = page.stem.removeprefix("provenance_tracking_")
        parts = ident.split("_")
        if all(p == "-" for p in parts) or len(parts) != 4:
            continue
        frame, compile_, attempt = parts[1:]
        pages.append((f"{frame}/{compile_}" + (f" attempt {attempt}" if attempt != "0" else ""), page.name))
    return pages


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


def _parse(trace: bytes, text: bytes, cache_dir: Path, binary: str, provenance: bool = False) -> Path:
    """tlparse's report for one compressed trace (text: the trace decompressed), from the cache when
    it was parsed before; with tlparse's provenance views (--inductor-provenance) if asked."""
    out = cache_dir / f"{hashlib.sha1(trace).hexdigest()[:16]}-{PARSE_VERSION}"
    if (out / "compile_directory.json").exists():
        return out
    with tempfile.TemporaryDirectory(prefix="lab-tlparse-") as tmp:
        log = Path(tmp) / "trace.log"
        log.write_bytes(text)
        partial = Path(tmp) / "report"
        flags = ["--inductor-provenance"] if provenance else []
        subprocess.run([binary, str(log), "-o", str(partial), "--overwrite", "--no-browser", "--plain-text", *flags],
                       check=True, capture_output=True, timeout=TLPARSE_TIMEOUT_S)
        shutil.rmtree(out, ignore_errors=True)
        shutil.copytree(partial, out)
    return out


# tlparse 0.4.3's page script ends its DOMContentLoaded handler with `return url;` where no `url`
# exists, so every report page raises "ReferenceError: url is not defined" when the address has no
# query string. The statement only meant to stop early.
_BROKEN_RETURN = "if (queryParams.size === 0) return url;"
_MENDED_RETURN = "if (queryParams.size === 0) return;"
# A report page names no icon, so the browser asks the site's host for /favicon.ico, a 404 on
# every report (the site's own pages name Material's icon). An empty data: icon asks for nothing.
_NO_ICON = '<head>\n    <link rel="icon" href="data:,">'


def mend_scripts(report_dir: Path) -> int:
    """Fix the known faults of a copied tlparse report's pages (the script error, the missing
    icon); how many pages changed."""
    changed = 0
    for page in report_dir.rglob("*.html"):
        text = page.read_text(errors="surrogateescape")
        mended = text.replace(_BROKEN_RETURN, _MENDED_RETURN)
        if 'rel="icon"' not in mended:
            if "<head>" in mended:
                mended = mended.replace("<head>", _NO_ICON, 1)
            else:  # a page with no head (the provenance stack traces' readable page): give it one
                mended = mended.replace("<html>", "<html>" + _NO_ICON + "</head>", 1)
        if mended != text:
            page.write_text(mended, errors="surrogateescape")
            changed += 1
    return changed


def trim(report_dir: Path, where: str, also: tuple[str, ...] = (), lean: bool = False) -> list[str]:
    """Leave out a copied report's bulky parts and mark their links.

    Returns the paths left out, relative to report_dir. Links to them become plain text saying
    the content is in the trace, and so do links to files tlparse did not write; a note at the
    top of the index says what was trimmed and where the trace is (`where`: its path in the
    results bundle). Links resolve as the browser does, against a page's <base href> if any.
    also: more file patterns to leave out of this report; lean: leave out LEAN_PATTERNS too.
    """
    gone = [report_dir / name for name in LEFT_OUT_FILES] + [report_dir / name for name in LEFT_OUT_DIRS]
    patterns = LEFT_OUT_PATTERNS + also + (LEAN_PATTERNS if lean else ())
    gone += [p for pattern in patterns for p in report_dir.rglob(pattern)]
    removed = []
    for path in gone:
        if path.is_dir():
            shutil.rmtree(path)
        elif path.exists():
            path.unlink()
        else:
            continue
        removed.append(path.relative_to(report_dir).as_posix())
    for page in report_dir.rglob("*.html"):
        text = page.read_text(errors="surrogateescape")
        # a per-compile page says <base href="..">: its links are relative to the report's root
        base = _BASE.search(text)
        anchor = (page.parent / base.group(2)).resolve() if base else page.parent.resolve()

        def mark(m: re.Match) -> str:
            link = m.group(2)
            if link.startswith(("http:", "https:", "/", "#", "mailto:", "data:")):
                return m.group(0)
            found = (anchor / link.split("#")[0]).resolve()
            if found.exists():
                return m.group(0)
            root = report_dir.resolve()
            target = found.relative_to(root).as_posix() if found.is_relative_to(root) else link
            if any(target == r or target.startswith(r + "/") for r in removed):
                return f"{m.group(3)} <em>(left out of the site; in the trace)</em>"
            return f"{m.group(3)} <em>(tlparse wrote none for this trace)</em>"  # e.g. collectives_parity.json

        marked = _LINK.sub(mark, text)
        if page.name == "index.html" and page.parent == report_dir and "<body>" in marked:
            marked = marked.replace("<body>", "<body>" + BANNER.format(where=html.escape(where), lean=LEAN_NOTE if lean else ""), 1)
        if marked != text:
            page.write_text(marked, errors="surrogateescape")
    return removed


_WARNED: set[str] = set()


def _warn_once(message: str) -> None:
    if message not in _WARNED:
        _WARNED.add(message)
        print(message, file=sys.stderr)


@dataclass(frozen=True)
class Trace:
    """A grid point's compile report, parsed and ready to publish: what its pages link and count
    (report), tlparse's whole report in the cache (parsed), and how the site's copy is trimmed."""

    report: TraceReport
    parsed: Path  # tlparse's output, as parsed into the cache; never changed
    folder: str  # where the copy goes, relative to the device's folder (report.url's folder)
    where: str  # the compressed trace's path in its bundle, named on the copy's banner
    left_out: tuple[str, ...] = ()  # file patterns left out of this copy besides trim's own
    lean: bool = False


def gather(result: ExperimentResult, cache_dir: Path, bundle: str = "the results bundle", folder: str = "",
           lean: bool = False) -> dict[str, Trace]:
    """Parse every trace of an experiment into cache_dir (reusing earlier parses); by point slug.

    bundle: where the result's bundle is (e.g. results/nvidia-h200-torch2.11.0), named on each
    report as where its whole trace is; folder: the reports' folder under the device's traces/
    (default the experiment's id; another bundle of the same device, such as its full-profile
    supplement, needs its own); lean: trim the reports further (trim). Nothing is published here:
    `install` copies a report into the site."""
    traces = {name.split("/")[0]: data for name, data in result.artifacts.items()
              if name.endswith(TRACE_ARTIFACT) and isinstance(data, bytes)}
    if not traces:
        return {}
    binary = tlparse_binary()
    if binary is None:
        _warn_once("warning: tlparse is not installed, so compile reports are left out of the site "
                   "(`pip install tlparse`)")
        return {}
    found = {}
    for slug, trace in traces.items():
        try:
            log = lzma.decompress(trace)
            # a cache hit logs the provenance artifact's name with no payload: tracked means a mapping
            sources = kernel_sources(log.decode(errors="replace"))
            tracked = bool(sources)
            parsed = _parse(trace, log, cache_dir, binary, provenance=tracked)
        except (subprocess.SubprocessError, lzma.LZMAError, OSError) as exc:
            print(f"warning: {result.id} {slug}: tlparse failed ({exc}); its compile report is left out",
                  file=sys.stderr)
            continue
        rel = f"traces/{folder or result.id}/{slug}"
        breaks, compiles = counts(parsed)
        published = tracked and not lean  # a lean report leaves its provenance views out (LEAN_PATTERNS)
        views = tuple((ident, f"{rel}/{name}") for ident, name in provenance_pages(parsed)) if published else ()
        # tlparse writes provenance views for every trace, empty without provenance tracking, and a
        # placeholder for no compile: only the filled ones are published
        found[slug] = Trace(TraceReport(f"{rel}/index.html", breaks, compiles, sources, views), parsed, rel,
                            f"{bundle}/artifacts/{result.id}/{slug}/{TRACE_ARTIFACT}",
                            (PLACEHOLDER_VIEW,) if tracked else ("provenance_tracking_*.html",), lean)
    return found


def install(trace: Trace, target: Path) -> None:
    """Copy a parsed report into target (its folder in the site), trimmed and mended."""
    shutil.copytree(trace.parsed, target, dirs_exist_ok=True)
    trim(target, trace.where, trace.left_out, trace.lean)
    mend_scripts(target)
