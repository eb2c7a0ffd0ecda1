"""generator/runner/worker.py and inductor.kernel_estimates: per-kernel bytes and FLOPs."""

from __future__ import annotations

from generator.runner import inductor, worker

# Two kernels as Inductor writes them under benchmark_kernel (one line of metadata per kernel).
CODE = """
@triton_heuristics.pointwise(size_hints={'x': 524288}, filename=__file__, triton_meta={'signature': {}}, inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_relu_0', 'tiling_scores': {'x': 6291456}, 'kernel_num_gb': 0.004194304, 'kernel_flop': 0})
@triton.jit
def triton_poi_fused_relu_0(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    pass
@triton_heuristics.persistent_reduction(size_hints={'x': 1024, 'r0_': 512}, inductor_meta={'kernel_name': 'triton_per_fused__softmax_1', 'kernel_num_gb': 0.002097152})
@triton.jit
def triton_per_fused__softmax_1(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    pass
"""


def test_kernel_estimates_read_inductors_bytes_and_flops_per_kernel():
    found = inductor.kernel_estimates(CODE)
    assert found["triton_poi_fused_relu_0"]["bytes"] == 0.004194304e9
    assert found["triton_per_fused__softmax_1"] == {"bytes": 0.002097152e9}


def test_attach_estimates_prefers_the_listing_of_the_kernels_variant():
    other = CODE.replace("0.004194304", "0.5")
    outcome = {"artifacts": {"eager_output_code.py": other, "compiled/output_code.py": CODE, "notes.txt": "x"},
               "kernels": [{"variant": "compiled", "name": "triton_poi_fused_relu_0", "bytes": None, "flops": None},
                           {"variant": "eager", "name": "ampere_sgemm_128x64_tn", "bytes": None, "flops": 2e9}]}
    worker.attach_estimates(outcome)
    relu, gemm = outcome["kernels"]
    assert relu["bytes"] == 0.004194304e9
    assert gemm == {"variant": "eager", "name": "ampere_sgemm_128x64_tn", "bytes": None, "flops": 2e9}
