"""Tests for generator/kernels.py: kernel classification and output-code parsing."""

from __future__ import annotations

import glob
from pathlib import Path

import pytest

from generator.kernels import extern_calls, kernel_kind, kernels_in_output_code

ROOT = Path(__file__).resolve().parents[1]

GEMM = ("sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32_warpgroupsize1x1x1"
        "_execute_segment_k_off_kernel__5x_cublas")
EAGER = ("void at::native::vectorized_elementwise_kernel<4, at::native::(anonymous namespace)"
         "::launch_clamp_scalar(at::TensorIteratorBase&, c10::Scalar, c10::Scalar, "
         "at::native::detail::ClampLimits)::{lambda()#1}::operator()() const::{lambda()#7}"
         "::operator()() const::{lambda(float)#1}, at::detail::Array<char*, 2> >"
         "(int, at::native::(anonymous namespace)::launch_clamp_scalar)")


@pytest.mark.parametrize("name, kind", [
    ("triton_poi_fused_relu_0", "pointwise"),
    ("triton_red_fused__softmax_1", "reduction"),
    ("triton_per_fused__softmax_2", "reduction"),
    ("triton_tem_fused_mm_3", "template"),
    ("triton_for_fused_4", "foreach"),
    ("cpp_fused_randn_relu_1", "pointwise/reduction (C++)"),
    (GEMM, "library (GEMM)"),
    ("cutlass_80_tensorop_s1688gemm_128x128_16x5_tn_align4", "library (GEMM)"),
    ("nvjet_tst_128x64_64x8_1x2_h_bz_TNT", "library (GEMM)"),
    (EAGER, "aten (eager)"),
    ("void at::native::reduce_kernel<512, 1>", "aten (eager)"),
    ("Memcpy HtoD (Pageable -> Device)", "copy/set"),
    ("Memcpy DtoH (Device -> Pageable)", "copy/set"),
    ("Memset (Device)", "copy/set"),
    ("some_custom_kernel", "other"),
])
def test_kernel_kind(name, kind):
    assert kernel_kind(name) == kind


TRITON_SNIPPET = """
from torch._inductor.async_compile import AsyncCompile
async_compile = AsyncCompile()

triton_poi_fused_relu_0 = async_compile.triton('triton_poi_fused_relu_0', '''
import triton
@triton.jit
def triton_poi_fused_relu_0(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    pass
''', device_str='cuda')


triton_red_fused_sum_1 = async_compile.triton('triton_red_fused_sum_1', '''
import triton
@triton.jit
def triton_red_fused_sum_1(in_ptr0, out_ptr0, xnumel, rnumel):
    pass
''', device_str='cuda')

async_compile.wait(globals())

def call(args):
    buf0 = empty_strided_cuda((8, 8), (8, 1), torch.float32)
    extern_kernels.mm(arg0_1, arg1_1, out=buf0)
    triton_poi_fused_relu_0.run(buf0, 64, grid=grid(64))
    extern_kernels.addmm(arg2_1, buf0, arg3_1, alpha=1, beta=1, out=buf1)
    triton_red_fused_sum_1.run(buf1, buf2, 8, 8, grid=grid(8))
"""


def test_kernels_in_output_code_triton():
    found = kernels_in_output_code(TRITON_SNIPPET)
    assert [k.name for k in found] == ["triton_poi_fused_relu_0", "triton_red_fused_sum_1"]
    assert [k.kind for k in found] == ["pointwise", "reduction"]
    first = found[0]
    assert first.source.startswith("import triton")
    assert "def triton_poi_fused_relu_0(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):" in first.source
    assert "'''" not in first.source
    assert "triton_red_fused_sum_1" not in first.source  # bodies do not run into each other
    assert not first.source.startswith("\n") and not first.source.endswith("\n")


CPP_SNIPPET = (
    "async_compile = AsyncCompile()\n\n"
    "cpp_fused_relu_0 = async_compile.cpp_pybinding(['float*'], r'''\n"
    "#include \"x.h\"\n"
    "extern \"C\" void kernel(float* a) {}\n"
    "''')\n\n"
    "async_compile.wait(globals())\n"
)


def test_kernels_in_output_code_cpp():
    found = kernels_in_output_code(CPP_SNIPPET)
    assert [k.name for k in found] == ["cpp_fused_relu_0"]
    assert found[0].kind == "pointwise/reduction (C++)"
    assert found[0].source == '#include "x.h"\nextern "C" void kernel(float* a) {}'


def test_kernels_in_output_code_none():
    assert kernels_in_output_code("def call(args):\n    return ()\n") == []


SAMPLES = sorted(glob.glob(str(ROOT / "results/cpu-*/artifacts/one_line_speedup/*/output_code.py")))


@pytest.mark.skipif(not SAMPLES, reason="no committed CPU bundle under results/")
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: Path(p).parent.name)
def test_real_cpu_output_code_kernels_found(path):
    code = Path(path).read_text()
    defined = [line.split(" = ", 1)[0] for line in code.splitlines()
               if line.startswith("cpp_fused") and "= async_compile." in line]
    assert defined, "sample has cpp_fused kernels"
    found = kernels_in_output_code(code)
    assert [k.name for k in found] == defined
    assert all(k.kind == "pointwise/reduction (C++)" for k in found)
    assert all('extern "C"' in k.source for k in found)


def test_extern_calls():
    assert extern_calls(TRITON_SNIPPET) == ["mm", "addmm"]
    assert extern_calls("x = not_extern_kernels.mm(a, b)\n") == []
    assert extern_calls("") == []


@pytest.mark.skipif(not SAMPLES, reason="no committed CPU bundle under results/")
def test_extern_calls_real_sample():
    code = Path(SAMPLES[0]).read_text()
    assert extern_calls(code) == ["mm"] * code.count("extern_kernels.mm(")
    assert extern_calls(code)
