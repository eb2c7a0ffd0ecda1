"""Kernel names: what kind of kernel a name denotes, and the kernels in Inductor's output code.

Pure string work, shared by the runner (profiler names) and the renderer (listings).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TRITON_KINDS = {
    "triton_poi": "pointwise",
    "triton_red": "reduction",
    "triton_per": "reduction",
    "triton_tem": "template",
    "triton_for": "foreach",
}
# Triton: `name = async_compile.triton('name', '''...`; C++: `name = async_compile.cpp_pybinding([...], r'''...`
_DEFINITION = re.compile(
    r"^(?P<name>(?:triton|cpp)_\w+) = async_compile\.\w+\((?:\s*'(?P=name)',|\s*\[[^\]]*\],)\s*r?'{3}",
    re.M,
)


def kernel_kind(name: str) -> str:
    """Classify a kernel by its name: Inductor's Triton/C++ kinds, else eager or library."""
    for prefix, kind in _TRITON_KINDS.items():
        if name.startswith(prefix):
            return kind
    if name.startswith("cpp_fused"):
        return "pointwise/reduction (C++)"
    lowered = name.lower()
    if any(tag in lowered for tag in ("gemm", "cutlass", "cublas", "xmma", "sm90_", "nvjet")):
        return "library (GEMM)"
    if "at::native" in name or name.startswith("void at::"):
        return "aten (eager)"
    if lowered.startswith("memcpy") or lowered.startswith("memset"):
        return "copy/set"
    return "other"


@dataclass(frozen=True)
class KernelSource:
    """One kernel defined in Inductor's output code."""

    name: str
    kind: str
    source: str


def kernels_in_output_code(code: str) -> list[KernelSource]:
    """The Triton or C++ kernels defined in one output-code module, in order."""
    found: list[KernelSource] = []
    for match in _DEFINITION.finditer(code):
        body_start = match.end()
        body_end = code.find("'''", body_start)
        if body_end < 0:
            continue
        source = code[body_start:body_end].strip("\n")
        found.append(KernelSource(match["name"], kernel_kind(match["name"]), source))
    return found


def extern_calls(code: str) -> list[str]:
    """Library calls (e.g. extern_kernels.mm) that the output code makes, in order."""
    return re.findall(r"\bextern_kernels\.(\w+)\(", code)
