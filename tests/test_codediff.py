"""Tests for generator/codediff.py: normalised diffs of Inductor's output code and break reasons."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator import codediff
from generator.codediff import code_diff, code_diffs, kernel_summary, normalise, reason_diffs
from generator.store import bundle as store

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "bundles"


def test_normalise_replaces_counters_paths_hashes_and_addresses():
    code = ("# AOT ID: ['7_inference']\n"
            "# kernel path: /tmp/torchinductor_alice/o3/co35x2p243kmz7xciesqzkiykemjofnznvv6sbxuxw2czbgbzfpm.py\n"
            "triton_poi_fused_addmm_relu_12 = async_compile.triton('triton_poi_fused_addmm_relu_12', '''\n"
            "    inductor_meta={'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336'},\n"
            "    tmp1 = tl.full([1], 0, tl.int32)  # <object at 0x7f3a9c0d1e20>\n"
            "''')\ncpp_fused__softmax_3(buf1)\n#include <torch/csrc/inductor/cpp_prefix.h>\n")
    out = normalise(code)
    assert "# AOT ID: ['N_inference']" in out
    assert "# kernel path: <path>\n" in out
    assert "triton_poi_fused_addmm_relu_N = async_compile.triton('triton_poi_fused_addmm_relu_N'" in out
    assert "'backend_hash': '<hash>'" in out and "0x<addr>" in out and "cpp_fused__softmax_N(buf1)" in out
    # code itself is left alone: numbers, relative includes
    assert "tl.full([1], 0, tl.int32)" in out and "<torch/csrc/inductor/cpp_prefix.h>" in out


@pytest.mark.parametrize("name,prefix", [("cpu", "cpp_fused"), ("gpu", "triton_")])
def test_a_rerun_with_new_names_and_paths_is_unchanged(name, prefix):
    """Real output code (C++ and Triton) of the committed golden bundles, renumbered, moved to another cache."""
    bundle = store.read(FIXTURES / name)
    code = next(t for n, t in bundle.experiments["one_line_speedup"].artifacts.items() if n.endswith("output_code.py"))
    assert prefix in code
    rerun = re.sub(r"\b((?:cpp|triton)_\w*?)_(\d+)\b", lambda m: f"{m[1]}_{int(m[2]) + 5}", code)
    rerun = re.sub(r"/work/main/cache/inductor/\w+/\w+", "/tmp/torchinductor_ci/zz/czzzz0123456789abcdefghijklmnopqrstuvwxyz", rerun)
    assert rerun != code
    diff = code_diff("one_line_speedup", "p/output_code.py", code, rerun)
    assert diff.state == "unchanged" and diff.lines == ()
    assert diff.kernels.unchanged >= 1 and not (diff.kernels.added or diff.kernels.removed or diff.kernels.changed)


def test_fixture_code_changes_are_summarised_per_kernel():
    before, after = store.read(FIXTURES / "diff" / "before"), store.read(FIXTURES / "diff" / "after")
    diffs = {d.artifact: d for d in code_diffs("alpha", before.experiments["alpha"].artifacts,
                                               after.experiments["alpha"].artifacts)}
    assert set(diffs) == {"size-1/output_code.py", "size-2/output_code.py"}
    assert diffs["size-2/output_code.py"].state == "unchanged"  # only names, paths, hash and address differ
    changed = diffs["size-1/output_code.py"]
    assert changed.state == "changed"
    k = changed.kernels
    assert (k.added, k.removed, k.changed, k.metadata_only) == (
        ("triton_poi_fused_mul_N",), ("triton_poi_fused_add_N",), ("triton_poi_fused_relu_N",),
        ("triton_per_fused__softmax_N",))
    text = "\n".join(changed.lines)
    assert text.startswith("--- A/size-1/output_code.py\n+++ B/size-1/output_code.py")
    assert "+    tmp1 = tmp0 * tmp0" in text and "-    tmp1 = tmp0 + tmp0" in text
    assert "alice" not in text and "bob" not in text and "0x7f" not in text.replace("0x<addr>", "")


def test_kernels_of_one_name_are_paired_in_order():
    def module(*bodies: str) -> str:
        return "".join(f"triton_poi_fused_relu_{i} = async_compile.triton('triton_poi_fused_relu_{i}', '''\n{b}\n''')\n"
                       for i, b in enumerate(bodies))

    summary = kernel_summary(normalise(module("x", "y")), normalise(module("y", "z", "w")))
    assert summary.unchanged == 1 and summary.changed == ("triton_poi_fused_relu_N",)
    assert summary.added == ("triton_poi_fused_relu_N",) and summary.removed == ()


def test_long_diffs_are_truncated(monkeypatch):
    monkeypatch.setattr(codediff, "MAX_DIFF_LINES", 5)
    diff = code_diff("e", "p/output_code.py", "\n".join(map(str, range(50))), "\n".join(map(str, range(100, 150))))
    assert len(diff.lines) == 5 and diff.truncated > 0


def test_artifacts_on_one_side_and_binary_artifacts():
    diffs = code_diffs("e", {"p/output_code.py": "x = 1\n", "p/trace.log.xz": b"\xfd7zXZ"},
                       {"q/output_code_compiled.py": "y = 2\n"})
    assert [(d.artifact, d.state) for d in diffs] == [("p/output_code.py", "removed"),
                                                     ("q/output_code_compiled.py", "added")]


def test_break_reasons_compared_as_sets():
    before, after = store.read(FIXTURES / "diff" / "before"), store.read(FIXTURES / "diff" / "after")
    [reasons] = reason_diffs("alpha", before.experiments["alpha"].artifacts, after.experiments["alpha"].artifacts)
    assert reasons.added == ("call to numpy.asarray",) and reasons.removed == ("print() call",) and reasons.kept == 1


def test_explain_text_contributes_its_first_line_reasons_only():
    def explain(*reasons: str) -> str:
        return ("explain(model)(x): 2 graph(s), 1 break(s)\nreasons (first lines):\n"
                + "".join(f"  {r}\n" for r in reasons)
                + "reasons (full):\n  File \"/tmp/x.py\", line 3\nalternative tensor_op: 1 graph(s)\n")

    [reasons] = reason_diffs("graph_breaks", {"cause-print/explain.txt": explain("print", "branch on tensor")},
                             {"cause-print/explain.txt": explain("branch on tensor")})
    assert reasons.removed == ("print",) and reasons.added == () and reasons.kept == 1
