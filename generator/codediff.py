"""Generated-code and break-reason changes between two bundles, after normalisation.

Inductor's output code differs between two runs even when nothing changed: kernel names carry a
global counter (`triton_poi_fused_relu_0`), comments name the cache file of each kernel
(`# kernel path: /tmp/torchinductor_<user>/o3/co35x2….py`), metadata carries hex hashes
(`backend_hash`) and reprs may carry addresses. Those are replaced by placeholders before the
unified diff (difflib) and before kernels are matched, so what remains is a change of code.
Pure string work; imports no torch.
"""

from __future__ import annotations

import difflib
import re
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass

from generator.kernels import kernels_in_output_code

# Artifacts holding Inductor's output code: '<point>/output_code.py', '<point>/output_code_<variant>.py'.
CODE_ARTIFACT = re.compile(r"(^|/)output_code[^/]*\.py$")
# Artifacts listing graph-break reasons: '<point>/break_reasons.txt' (one per line) and the like, and
# '<point>/explain.txt' of the graph_breaks experiment (its "reasons (first lines):" block).
# (Other files with "break" in their name, such as control_flow's timing sweeps, hold no reasons.)
REASON_ARTIFACT = re.compile(r"(^|/)([^/]*break_reasons[^/]*|explain)\.(txt|log)$")
REASON_BLOCK = "reasons (first lines):"
MAX_DIFF_LINES = 400

# Order matters: paths first (a cache path holds a hash), kernel counters last.
_NORMALISE: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<![\w)\].])(?:/[\w.+@~-]+){2,}/?"), "<path>"),
    (re.compile(r"\b0x[0-9a-fA-F]{6,}\b"), "0x<addr>"),
    # hex digests: 16+ hex digits with at least one letter and one digit (not a plain number)
    (re.compile(r"\b(?=[0-9a-fA-F]*[a-fA-F])(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{16,}\b"), "<hash>"),
    # base32 cache keys as Inductor writes them (lower-case letters and digits, long)
    (re.compile(r"\b(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{32,}\b"), "<hash>"),
    (re.compile(r"(# AOT ID: \[')\d+"), r"\1N"),
    (re.compile(r"\b((?:triton|cpp)_\w*?)_\d+\b"), r"\1_N"),
)
# Decorator lines of a Triton kernel that describe the build, not the computation.
_METADATA = ("triton_meta=", "inductor_meta=")


def normalise(code: str) -> str:
    """Output code with kernel counters, cache paths, hashes and addresses replaced by placeholders."""
    for pattern, placeholder in _NORMALISE:
        code = pattern.sub(placeholder, code)
    return code


@dataclass(frozen=True)
class KernelSummary:
    """Kernels of one artifact, matched by normalised name and compared by source."""

    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    changed: tuple[str, ...] = ()
    metadata_only: tuple[str, ...] = ()
    unchanged: int = 0


@dataclass(frozen=True)
class CodeDiff:
    """One output-code artifact of an experiment in A and B."""

    experiment: str
    artifact: str
    state: str
    kernels: KernelSummary
    lines: tuple[str, ...] = ()
    truncated: int = 0


def _body(source: str) -> str:
    return "\n".join(line for line in source.splitlines() if not line.strip().startswith(_METADATA))


def kernel_summary(a_code: str, b_code: str) -> KernelSummary:
    """Kernels added, removed and changed from normalised code A to normalised code B.

    Same name and source: unchanged. Otherwise kernels of one name are paired in order: changed
    (or metadata_only when only the triton_meta/inductor_meta lines differ); the rest are added
    or removed.
    """
    sources: dict[str, tuple[list[str], list[str]]] = defaultdict(lambda: ([], []))
    for side, code in ((0, a_code), (1, b_code)):
        for kernel in kernels_in_output_code(code):
            sources[kernel.name][side].append(kernel.source)
    added, removed, changed, meta = [], [], [], []
    unchanged = 0
    for name, (in_a, in_b) in sources.items():
        rest_b = list(in_b)
        rest_a = []
        for source in in_a:
            if source in rest_b:
                rest_b.remove(source)
                unchanged += 1
            else:
                rest_a.append(source)
        for sa, sb in zip(rest_a, rest_b):
            (meta if _body(sa) == _body(sb) else changed).append(name)
        removed += [name] * max(0, len(rest_a) - len(rest_b))
        added += [name] * max(0, len(rest_b) - len(rest_a))
    return KernelSummary(tuple(added), tuple(removed), tuple(changed), tuple(meta), unchanged)


def code_diff(experiment: str, artifact: str, a: str | None, b: str | None, context: int = 3) -> CodeDiff:
    """The normalised unified diff of one artifact and its kernel summary."""
    na, nb = normalise(a or ""), normalise(b or "")
    state = "added" if a is None else "removed" if b is None else "unchanged" if na == nb else "changed"
    lines = list(difflib.unified_diff(na.splitlines(), nb.splitlines(), f"A/{artifact}", f"B/{artifact}",
                                      n=context, lineterm="")) if state == "changed" else []
    truncated = max(0, len(lines) - MAX_DIFF_LINES)
    return CodeDiff(experiment, artifact, state, kernel_summary(na, nb), tuple(lines[:MAX_DIFF_LINES]), truncated)


def _texts(artifacts: Mapping[str, str | bytes], pattern: re.Pattern[str]) -> dict[str, str]:
    """The text artifacts whose path matches (binary ones, e.g. compressed traces, are left out)."""
    return {n: t for n, t in artifacts.items() if pattern.search(n) and isinstance(t, str)}


def code_diffs(experiment: str, a: Mapping[str, str | bytes], b: Mapping[str, str | bytes]) -> list[CodeDiff]:
    """Every output-code artifact of one experiment present in A or B, in path order."""
    a, b = _texts(a, CODE_ARTIFACT), _texts(b, CODE_ARTIFACT)
    return [code_diff(experiment, n, a.get(n), b.get(n)) for n in sorted(set(a) | set(b))]


@dataclass(frozen=True)
class ReasonDiff:
    """Graph-break reasons of one artifact: those only in A, only in B, and how many are in both."""

    experiment: str
    artifact: str
    added: tuple[str, ...]
    removed: tuple[str, ...]
    kept: int


def _reasons(text: str | None) -> list[str]:
    """Normalised reasons: the indented lines under REASON_BLOCK where there is one, else every line."""
    lines = (text or "").splitlines()
    if REASON_BLOCK in (line.strip() for line in lines):
        start = [line.strip() for line in lines].index(REASON_BLOCK) + 1
        end = next((i for i in range(start, len(lines)) if not lines[i].startswith(" ")), len(lines))
        lines = lines[start:end]
    return list(dict.fromkeys(r for r in (normalise(line).strip() for line in lines) if r))


def reason_diffs(experiment: str, a: Mapping[str, str | bytes], b: Mapping[str, str | bytes]) -> list[ReasonDiff]:
    """Break-reason artifacts (REASON_ARTIFACT) compared as sets of normalised lines."""
    a, b = _texts(a, REASON_ARTIFACT), _texts(b, REASON_ARTIFACT)
    out = []
    for name in sorted(set(a) | set(b)):
        ra, rb = _reasons(a.get(name)), _reasons(b.get(name))
        added = tuple(r for r in rb if r not in ra)
        removed = tuple(r for r in ra if r not in rb)
        out.append(ReasonDiff(experiment, name, added, removed, len(ra) - len(removed)))
    return out
