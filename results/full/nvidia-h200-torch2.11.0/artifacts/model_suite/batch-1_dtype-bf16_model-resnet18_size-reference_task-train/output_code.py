# AOT ID: ['1_forward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/lab-cache-wkIKaP/inductor/uo/cuofuljuu2ldvlk3nap54c5uxskxgnlzgxpor4zhqckbwca6lesj.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x => convert_element_type
# Graph fragment:
#   %primals_1 : Tensor "f32[64, 3, 7, 7][147, 49, 7, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %convert_element_type : Tensor "bf16[64, 3, 7, 7][147, 49, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type
triton_poi_fused__to_copy_0 = async_compile.triton('triton_poi_fused__to_copy_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 256, 'x': 64}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_0', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 37632, 'x': 37632}, 'kernel_num_gb': 5.6448e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_0(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 192
    xnumel = 49
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 3)
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 49*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 3*x2 + 147*y1), tmp1, xmask & ymask)


def get_args():
    arg_0 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 192, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.6448e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/rt/crtu4x7w4wzwdu2bobrkztziskrnayw27sp5qjswamcaeipj7bfl.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x => convert_element_type_1
# Graph fragment:
#   %primals_2 : Tensor "f32[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0" = PlaceHolder[target=primals_2]
#   %convert_element_type_1 : Tensor "bf16[1, 3, 224, 224][150528, 50176, 224, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_2, torch.bfloat16), kwargs = {})
#   return %convert_element_type_1
triton_poi_fused__to_copy_1 = async_compile.triton('triton_poi_fused__to_copy_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 4, 'x': 65536}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 225792, 'x': 602112}, 'kernel_num_gb': 0.000903168, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_1(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 3
    xnumel = 50176
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (x1 + 50176*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 3*x1), tmp1, xmask & ymask)


def get_args():
    arg_0 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 3, 224, 224), (150528, 1, 672, 3), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 3, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000903168
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/jp/cjpi3fmkuzy7lil63enwewo6jfttslj2cfpptueuiant5e32phs7.py
# Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   x_1 => convert_element_type_2, var_mean
# Graph fragment:
#   %convolution : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=convolution]
#   %convert_element_type_2 : Tensor "f32[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf3,%buf4,%buf5
triton_red_fused__native_batch_norm_legit_functional_2 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1756160, 'r0_': 0}, 'kernel_num_gb': 0.001680896, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_2(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6272
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask & xmask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask & xmask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask & xmask, tmp3_weight_next, tmp3_weight)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr0 + (x3), tmp3, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
    tl.store(out_ptr2 + (x3), tmp8, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 6272, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001680896
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/wk/cwkbfgunchxoa5ae26jg3z4x47nflzae3dml4puhgbd65xpgmef6.py
# Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   x_1 => add_1, add_2, add_3, convert_element_type_2, mul_1, mul_2, mul_3, mul_4, mul_5, rsqrt, squeeze, squeeze_2, var_mean
# Graph fragment:
#   %buf3 : Tensor "f32[1, 64, 1, 1, 98][6272, 1, 6272, 6272, 64]cuda:0" = PlaceHolder[target=buf3]
#   %buf4 : Tensor "f32[1, 64, 1, 1, 98][6272, 1, 6272, 6272, 64]cuda:0" = PlaceHolder[target=buf4]
#   %buf5 : Tensor "f32[1, 64, 1, 1, 98][6272, 1, 6272, 6272, 64]cuda:0" = PlaceHolder[target=buf5]
#   %buf7 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf7]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %copy__1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__1]
#   %add_2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_2]
#   %copy__2 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__2]
#   %add_3 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_3]
#   %convert_element_type_2 : Tensor "f32[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %squeeze : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %mul_1 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.1), kwargs = {})
#   %mul_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, 0.9), kwargs = {})
#   %add_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %mul_2), kwargs = {})
#   %squeeze_2 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem, [0, 2, 3]), kwargs = {})
#   %mul_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_2, 1.0000797257434426), kwargs = {})
#   %mul_4 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, 0.1), kwargs = {})
#   %mul_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_5, 0.9), kwargs = {})
#   %add_3 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %copy__1 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_4, %add_2), kwargs = {})
#   %copy__2 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_5, %add_3), kwargs = {})
#   return %getitem_1,%buf7,%rsqrt,%add_2,%buf202,%add_3,%buf205
triton_red_fused__native_batch_norm_legit_functional_copy__3 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__3', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 78336, 'r0_': 0}, 'kernel_num_gb': 7.7056e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp6_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp6_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
        tmp6_mean_next, tmp6_m2_next, tmp6_weight_next = triton_helpers.welford_combine(
            tmp6_mean, tmp6_m2, tmp6_weight,
            tmp3, tmp4, tmp5
        )
        tmp6_mean = tl.where(r0_mask & xmask, tmp6_mean_next, tmp6_mean)
        tmp6_m2 = tl.where(r0_mask & xmask, tmp6_m2_next, tmp6_m2)
        tmp6_weight = tl.where(r0_mask & xmask, tmp6_weight_next, tmp6_weight)
    tmp7, tmp8, tmp9 = triton_helpers.welford(tmp6_mean, tmp6_m2, tmp6_weight, 1)
    tmp6 = tmp7[:, None]
    tmp10 = tmp8[:, None]
    tmp11 = tmp9[:, None]
    tl.store(out_ptr0 + (x0), tmp6, xmask)
    tl.store(out_ptr1 + (x0), tmp10, xmask)
    tmp19 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.full([1, 1], 12544.0, tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tl.full([1, 1], 1e-05, tl.float32)
    tmp15 = tmp13 + tmp14
    tmp16 = libdevice.rsqrt(tmp15)
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp6 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tl.full([1, 1], 1.0000797257434426, tl.float32)
    tmp24 = tmp13 * tmp23
    tmp25 = tmp24 * tmp17
    tmp27 = tmp26 * tmp20
    tmp28 = tmp25 + tmp27
    tl.store(out_ptr2 + (x0), tmp16, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp28, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 64, 98,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_copy__3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_copy__3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 7.7056e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/jf/cjf44t6ypjwd6u3lqm3egmcnl5pxhsyi2etertrizbl6gzhktg6s.py
# Topologically Sorted Source Nodes: [x_1, x_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   x_1 => add_1, add_4, convert_element_type_2, convert_element_type_3, mul, mul_6, rsqrt, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean
#   x_2 => relu
# Graph fragment:
#   %convolution : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf7 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf7]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_7]
#   %convert_element_type_2 : Tensor "f32[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_2, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %sub : Tensor "f32[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   %convert_element_type_3 : Tensor "bf16[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_4, torch.bfloat16), kwargs = {})
#   %relu : Tensor "bf16[1, 64, 112, 112][802816, 12544, 112, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_3,), kwargs = {})
#   return %relu
triton_poi_fused__native_batch_norm_legit_functional_relu_4 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4817920}, 'kernel_num_gb': 0.003212288, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 802816
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 12544.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)


def get_args():
    arg_0 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 802816,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003212288
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/lt/cltydtdt5nqlkk6w34s6ei63tc6574pnwiyxg3axj5x5a2d3b4nn.py
# Topologically Sorted Source Nodes: [x_3], Original ATen: [aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   x_3 => _low_memory_max_pool_with_offsets, getitem_2, getitem_3
# Graph fragment:
#   %relu : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=relu]
#   %_low_memory_max_pool_with_offsets : [num_users=2] = call_function[target=torch.ops.prims._low_memory_max_pool_with_offsets.default](args = (%relu, [3, 3], [2, 2], [1, 1], [1, 1], False), kwargs = {})
#   %getitem_2 : Tensor "bf16[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=3] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 0), kwargs = {})
#   %getitem_3 : Tensor "i8[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=operator.getitem](args = (%_low_memory_max_pool_with_offsets, 1), kwargs = {})
#   return %getitem_2,%getitem_3
triton_poi_fused_max_pool2d_with_indices_5 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'out_ptr1': '*i8', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4816896}, 'kernel_num_gb': 0.004214784, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_5(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex // 3584
    x1 = ((xindex // 64) % 56)
    x0 = (xindex % 64)
    x4 = xindex
    tmp0 = (-1) + 2*x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 112, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2*x1
    tmp7 = tmp6 >= tmp1
    tmp8 = tmp6 < tmp3
    tmp9 = tmp7 & tmp8
    tmp10 = tmp5 & tmp9
    tmp11 = tl.load(in_ptr0 + ((-7232) + x0 + 128*x1 + 14336*x2), tmp10, other=float("-inf")).to(tl.float32)
    tmp12 = 2*x1
    tmp13 = tmp12 >= tmp1
    tmp14 = tmp12 < tmp3
    tmp15 = tmp13 & tmp14
    tmp16 = tmp5 & tmp15
    tmp17 = tl.load(in_ptr0 + ((-7168) + x0 + 128*x1 + 14336*x2), tmp16, other=float("-inf")).to(tl.float32)
    tmp18 = triton_helpers.maximum(tmp11, tmp17)
    tmp19 = 1 + 2*x1
    tmp20 = tmp19 >= tmp1
    tmp21 = tmp19 < tmp3
    tmp22 = tmp20 & tmp21
    tmp23 = tmp5 & tmp22
    tmp24 = tl.load(in_ptr0 + ((-7104) + x0 + 128*x1 + 14336*x2), tmp23, other=float("-inf")).to(tl.float32)
    tmp25 = triton_helpers.maximum(tmp18, tmp24)
    tmp26 = 2*x2
    tmp27 = tmp26 >= tmp1
    tmp28 = tmp26 < tmp3
    tmp29 = tmp27 & tmp28
    tmp30 = tmp29 & tmp9
    tmp31 = tl.load(in_ptr0 + ((-64) + x0 + 128*x1 + 14336*x2), tmp30, other=float("-inf")).to(tl.float32)
    tmp32 = triton_helpers.maximum(tmp25, tmp31)
    tmp33 = tmp29 & tmp15
    tmp34 = tl.load(in_ptr0 + (x0 + 128*x1 + 14336*x2), tmp33, other=float("-inf")).to(tl.float32)
    tmp35 = triton_helpers.maximum(tmp32, tmp34)
    tmp36 = tmp29 & tmp22
    tmp37 = tl.load(in_ptr0 + (64 + x0 + 128*x1 + 14336*x2), tmp36, other=float("-inf")).to(tl.float32)
    tmp38 = triton_helpers.maximum(tmp35, tmp37)
    tmp39 = 1 + 2*x2
    tmp40 = tmp39 >= tmp1
    tmp41 = tmp39 < tmp3
    tmp42 = tmp40 & tmp41
    tmp43 = tmp42 & tmp9
    tmp44 = tl.load(in_ptr0 + (7104 + x0 + 128*x1 + 14336*x2), tmp43, other=float("-inf")).to(tl.float32)
    tmp45 = triton_helpers.maximum(tmp38, tmp44)
    tmp46 = tmp42 & tmp15
    tmp47 = tl.load(in_ptr0 + (7168 + x0 + 128*x1 + 14336*x2), tmp46, other=float("-inf")).to(tl.float32)
    tmp48 = triton_helpers.maximum(tmp45, tmp47)
    tmp49 = tmp42 & tmp22
    tmp50 = tl.load(in_ptr0 + (7232 + x0 + 128*x1 + 14336*x2), tmp49, other=float("-inf")).to(tl.float32)
    tmp51 = triton_helpers.maximum(tmp48, tmp50)
    tmp52 = tmp11 > tmp17
    tmp53 = tmp11 == tmp17
    tmp54 = tmp11 != tmp11
    tmp55 = tmp17 != tmp17
    tmp56 = tmp54 > tmp55
    tmp57 = tmp52 | tmp56
    tmp58 = tmp54 & tmp55
    tmp59 = tmp53 | tmp58
    tmp60 = tl.full([1], 1, tl.int64)
    tmp61 = tmp1 < tmp60
    tmp62 = tmp59 & tmp61
    tmp63 = tmp57 | tmp62
    tmp64 = tl.where(tmp63, tmp11, tmp17)
    tmp65 = tl.where(tmp63, tmp1, tmp60)
    tmp66 = tmp64 > tmp24
    tmp67 = tmp64 == tmp24
    tmp68 = tmp64 != tmp64
    tmp69 = tmp24 != tmp24
    tmp70 = tmp68 > tmp69
    tmp71 = tmp66 | tmp70
    tmp72 = tmp68 & tmp69
    tmp73 = tmp67 | tmp72
    tmp74 = tl.full([1], 2, tl.int64)
    tmp75 = tmp65 < tmp74
    tmp76 = tmp73 & tmp75
    tmp77 = tmp71 | tmp76
    tmp78 = tl.where(tmp77, tmp64, tmp24)
    tmp79 = tl.where(tmp77, tmp65, tmp74)
    tmp80 = tmp78 > tmp31
    tmp81 = tmp78 == tmp31
    tmp82 = tmp78 != tmp78
    tmp83 = tmp31 != tmp31
    tmp84 = tmp82 > tmp83
    tmp85 = tmp80 | tmp84
    tmp86 = tmp82 & tmp83
    tmp87 = tmp81 | tmp86
    tmp88 = tl.full([1], 3, tl.int64)
    tmp89 = tmp79 < tmp88
    tmp90 = tmp87 & tmp89
    tmp91 = tmp85 | tmp90
    tmp92 = tl.where(tmp91, tmp78, tmp31)
    tmp93 = tl.where(tmp91, tmp79, tmp88)
    tmp94 = tmp92 > tmp34
    tmp95 = tmp92 == tmp34
    tmp96 = tmp92 != tmp92
    tmp97 = tmp34 != tmp34
    tmp98 = tmp96 > tmp97
    tmp99 = tmp94 | tmp98
    tmp100 = tmp96 & tmp97
    tmp101 = tmp95 | tmp100
    tmp102 = tl.full([1], 4, tl.int64)
    tmp103 = tmp93 < tmp102
    tmp104 = tmp101 & tmp103
    tmp105 = tmp99 | tmp104
    tmp106 = tl.where(tmp105, tmp92, tmp34)
    tmp107 = tl.where(tmp105, tmp93, tmp102)
    tmp108 = tmp106 > tmp37
    tmp109 = tmp106 == tmp37
    tmp110 = tmp106 != tmp106
    tmp111 = tmp37 != tmp37
    tmp112 = tmp110 > tmp111
    tmp113 = tmp108 | tmp112
    tmp114 = tmp110 & tmp111
    tmp115 = tmp109 | tmp114
    tmp116 = tl.full([1], 5, tl.int64)
    tmp117 = tmp107 < tmp116
    tmp118 = tmp115 & tmp117
    tmp119 = tmp113 | tmp118
    tmp120 = tl.where(tmp119, tmp106, tmp37)
    tmp121 = tl.where(tmp119, tmp107, tmp116)
    tmp122 = tmp120 > tmp44
    tmp123 = tmp120 == tmp44
    tmp124 = tmp120 != tmp120
    tmp125 = tmp44 != tmp44
    tmp126 = tmp124 > tmp125
    tmp127 = tmp122 | tmp126
    tmp128 = tmp124 & tmp125
    tmp129 = tmp123 | tmp128
    tmp130 = tl.full([1], 6, tl.int64)
    tmp131 = tmp121 < tmp130
    tmp132 = tmp129 & tmp131
    tmp133 = tmp127 | tmp132
    tmp134 = tl.where(tmp133, tmp120, tmp44)
    tmp135 = tl.where(tmp133, tmp121, tmp130)
    tmp136 = tmp134 > tmp47
    tmp137 = tmp134 == tmp47
    tmp138 = tmp134 != tmp134
    tmp139 = tmp47 != tmp47
    tmp140 = tmp138 > tmp139
    tmp141 = tmp136 | tmp140
    tmp142 = tmp138 & tmp139
    tmp143 = tmp137 | tmp142
    tmp144 = tl.full([1], 7, tl.int64)
    tmp145 = tmp135 < tmp144
    tmp146 = tmp143 & tmp145
    tmp147 = tmp141 | tmp146
    tmp148 = tl.where(tmp147, tmp134, tmp47)
    tmp149 = tl.where(tmp147, tmp135, tmp144)
    tmp150 = tmp148 > tmp50
    tmp151 = tmp148 == tmp50
    tmp152 = tmp148 != tmp148
    tmp153 = tmp50 != tmp50
    tmp154 = tmp152 > tmp153
    tmp155 = tmp150 | tmp154
    tmp156 = tmp152 & tmp153
    tmp157 = tmp151 | tmp156
    tmp158 = tl.full([1], 8, tl.int64)
    tmp159 = tmp149 < tmp158
    tmp160 = tmp157 & tmp159
    tmp161 = tmp155 | tmp160
    tmp162 = tl.where(tmp161, tmp148, tmp50)
    tmp163 = tl.where(tmp161, tmp149, tmp158)
    tmp164 = tmp163.to(tl.int8)
    tl.store(out_ptr0 + (x4), tmp51, None)
    tl.store(out_ptr1 + (x4), tmp164, None)


def get_args():
    arg_0 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.int8)
    return arg_0, arg_1, arg_2, 200704,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_max_pool2d_with_indices_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_max_pool2d_with_indices_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004214784
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/sx/csx6dot2dytchebepde7juis2jahuhmzveothks5m2ejmxsixu4i.py
# Topologically Sorted Source Nodes: [out], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out => convert_element_type_4
# Graph fragment:
#   %primals_8 : Tensor "f32[64, 64, 3, 3][576, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_8]
#   %convert_element_type_4 : Tensor "bf16[64, 64, 3, 3][576, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_8, torch.bfloat16), kwargs = {})
#   return %convert_element_type_4
triton_poi_fused__to_copy_6 = async_compile.triton('triton_poi_fused__to_copy_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 4096, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 147456, 'x': 147456}, 'kernel_num_gb': 0.000221184, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_6(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
    y1 = yindex // 64
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 64*x2 + 576*y1), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 4096, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000221184
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ff/cffveqnvo2ahnyy6umatmqracbo3byd5xfayxrrdly62t7sszi4z.py
# Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_1 => convert_element_type_5, var_mean_1
# Graph fragment:
#   %convolution_1 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_1]
#   %convert_element_type_5 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf15,%buf16,%buf17
triton_red_fused__native_batch_norm_legit_functional_7 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 439808, 'r0_': 0}, 'kernel_num_gb': 0.000420608, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_7(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1600
    r0_numel = 126
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 64
    x0 = (xindex % 64)
    tmp16_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp16_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp16_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 126*x1
        tmp1 = tl.full([1, 1], 3136, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.full(tmp4.shape, 0, tmp4.dtype)
        tmp6 = tl.where(tmp2, tmp4, tmp5)
        tmp7 = tl.full([1, 1], 0.0, tl.float32)
        tmp8 = tl.full(tmp7.shape, 0, tmp7.dtype)
        tmp9 = tl.where(tmp2, tmp7, tmp8)
        tmp10 = tl.full([1, 1], 1.0, tl.float32)
        tmp11 = tl.full(tmp10.shape, 0, tmp10.dtype)
        tmp12 = tl.where(tmp2, tmp10, tmp11)
        tmp13 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp14 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
        tmp15 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
        tmp16_mean_next, tmp16_m2_next, tmp16_weight_next = triton_helpers.welford_combine(
            tmp16_mean, tmp16_m2, tmp16_weight,
            tmp13, tmp14, tmp15
        )
        tmp16_mean = tl.where(r0_mask & xmask, tmp16_mean_next, tmp16_mean)
        tmp16_m2 = tl.where(r0_mask & xmask, tmp16_m2_next, tmp16_m2)
        tmp16_weight = tl.where(r0_mask & xmask, tmp16_weight_next, tmp16_weight)
    tmp17, tmp18, tmp19 = triton_helpers.welford(tmp16_mean, tmp16_m2, tmp16_weight, 1)
    tmp16 = tmp17[:, None]
    tmp20 = tmp18[:, None]
    tmp21 = tmp19[:, None]
    tl.store(out_ptr0 + (x3), tmp16, xmask)
    tl.store(out_ptr1 + (x3), tmp20, xmask)
    tl.store(out_ptr2 + (x3), tmp21, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 1600, 126,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000420608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/wq/cwqluqdo65anr77dlopj53mt4724wuyvktahkzmmleqfwe4g7xub.py
# Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_1 => add_6, add_7, add_8, convert_element_type_5, mul_10, mul_11, mul_12, mul_8, mul_9, rsqrt_1, squeeze_3, squeeze_5, var_mean_1
# Graph fragment:
#   %buf15 : Tensor "f32[1, 64, 1, 1, 25][1600, 1, 1600, 1600, 64]cuda:0" = PlaceHolder[target=buf15]
#   %buf16 : Tensor "f32[1, 64, 1, 1, 25][1600, 1, 1600, 1600, 64]cuda:0" = PlaceHolder[target=buf16]
#   %buf17 : Tensor "f32[1, 64, 1, 1, 25][1600, 1, 1600, 1600, 64]cuda:0" = PlaceHolder[target=buf17]
#   %buf19 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf19]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_5]
#   %copy__4 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__4]
#   %add_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_7]
#   %copy__5 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=copy__5]
#   %add_8 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=add_8]
#   %convert_element_type_5 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %squeeze_3 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_5, [0, 2, 3]), kwargs = {})
#   %mul_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_3, 0.1), kwargs = {})
#   %mul_9 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_10, 0.9), kwargs = {})
#   %add_7 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, %mul_9), kwargs = {})
#   %squeeze_5 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_4, [0, 2, 3]), kwargs = {})
#   %mul_10 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_5, 1.0003189792663476), kwargs = {})
#   %mul_11 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, 0.1), kwargs = {})
#   %mul_12 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_11, 0.9), kwargs = {})
#   %add_8 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %mul_12), kwargs = {})
#   %copy__4 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_10, %add_7), kwargs = {})
#   %copy__5 : Tensor "f32[64][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_11, %add_8), kwargs = {})
#   return %getitem_5,%buf19,%rsqrt_1,%add_7,%buf210,%add_8,%buf213
triton_per_fused__native_batch_norm_legit_functional_copy__8 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__8', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 22272, 'r0_': 0}, 'kernel_num_gb': 2.0992e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 25
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp8 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp9 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 3136.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0003189792663476, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 64, 25,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.0992e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/fm/cfmeyp262hu6yxotm6a4cllv6hhaf6wxbrhdekvwdm36ctmqccfg.py
# Topologically Sorted Source Nodes: [out_1, out_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_1 => add_6, add_9, convert_element_type_5, convert_element_type_6, mul_13, mul_7, rsqrt_1, sub_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7, var_mean_1
#   out_2 => relu_1
# Graph fragment:
#   %convolution_1 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_5 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_5]
#   %buf19 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf19]
#   %primals_12 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_13]
#   %convert_element_type_5 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_1, torch.float32), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_5, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_4, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %sub_1 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_5), kwargs = {})
#   %mul_7 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_13 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_9 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_13, %unsqueeze_7), kwargs = {})
#   %convert_element_type_6 : Tensor "bf16[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_9, torch.bfloat16), kwargs = {})
#   %relu_1 : Tensor "bf16[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_6,), kwargs = {})
#   return %relu_1
triton_poi_fused__native_batch_norm_legit_functional_relu_9 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_9', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1205248}, 'kernel_num_gb': 0.00080384, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 3136.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, None)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 200704,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00080384
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/xn/cxnrc3pehokqqhn2vri3sawzzzcp23u7dputpopnsvajovcrrvbx.py
# Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_4 => add_11, add_14, convert_element_type_8, convert_element_type_9, mul_14, mul_20, rsqrt_2, sub_2, unsqueeze_10, unsqueeze_11, unsqueeze_8, unsqueeze_9, var_mean_2
#   out_5 => add_15
#   out_6 => relu_2
# Graph fragment:
#   %convolution_2 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_7 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_7]
#   %buf29 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=buf29]
#   %primals_18 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_18]
#   %primals_19 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_19]
#   %getitem_2 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_2]
#   %convert_element_type_8 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_2, torch.float32), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_8, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_11 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %sub_2 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %getitem_7), kwargs = {})
#   %mul_14 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_18, -1), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, -1), kwargs = {})
#   %mul_20 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %unsqueeze_9), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_19, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %add_14 : Tensor "f32[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_20, %unsqueeze_11), kwargs = {})
#   %convert_element_type_9 : Tensor "bf16[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_14, torch.bfloat16), kwargs = {})
#   %add_15 : Tensor "bf16[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_9, %getitem_2), kwargs = {})
#   %relu_2 : Tensor "bf16[1, 64, 56, 56][200704, 3136, 56, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_15,), kwargs = {})
#   return %relu_2
triton_poi_fused__native_batch_norm_legit_functional_add_relu_10 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_10', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1606656}, 'kernel_num_gb': 0.001205248, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 3136.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.store(out_ptr0 + (x2), tmp19, None)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_6 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 200704,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001205248
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/tt/ctte6jkj3in5pik5zz37ckrnlhdzr4hpyptspgsxq6allquge6x3.py
# Topologically Sorted Source Nodes: [out_14], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_14 => convert_element_type_16
# Graph fragment:
#   %primals_32 : Tensor "f32[128, 64, 3, 3][576, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_32]
#   %convert_element_type_16 : Tensor "bf16[128, 64, 3, 3][576, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_32, torch.bfloat16), kwargs = {})
#   return %convert_element_type_16
triton_poi_fused__to_copy_11 = async_compile.triton('triton_poi_fused__to_copy_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 8192, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_11', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 294912, 'x': 294912}, 'kernel_num_gb': 0.000442368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_11(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 8192
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 64)
    y1 = yindex // 64
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 64*x2 + 576*y1), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 8192, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000442368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/cs/ccsm7z3lubgt533rsjx757plkr4uvy6ixoqzcolq2m7ifgvf4eu5.py
# Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_15 => convert_element_type_17, var_mean_5
# Graph fragment:
#   %convolution_5 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_5]
#   %convert_element_type_17 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_5, torch.float32), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_17, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf55,%buf56,%buf57
triton_red_fused__native_batch_norm_legit_functional_12 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_12', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 222208, 'r0_': 0}, 'kernel_num_gb': 0.000211456, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_12(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 896
    r0_numel = 112
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask & xmask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask & xmask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask & xmask, tmp3_weight_next, tmp3_weight)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr0 + (x3), tmp3, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
    tl.store(out_ptr2 + (x3), tmp8, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 896, 112,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000211456
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/xo/cxo6ubsnoi6hq2noarg5vmmrclpjom6yqmfjxh6zzmfeaevxwach.py
# Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_15 => add_28, add_29, add_30, convert_element_type_17, mul_36, mul_37, mul_38, mul_39, mul_40, rsqrt_5, squeeze_15, squeeze_17, var_mean_5
# Graph fragment:
#   %buf55 : Tensor "f32[1, 128, 1, 1, 7][896, 1, 896, 896, 128]cuda:0" = PlaceHolder[target=buf55]
#   %buf56 : Tensor "f32[1, 128, 1, 1, 7][896, 1, 896, 896, 128]cuda:0" = PlaceHolder[target=buf56]
#   %buf57 : Tensor "f32[1, 128, 1, 1, 7][896, 1, 896, 896, 128]cuda:0" = PlaceHolder[target=buf57]
#   %buf59 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf59]
#   %getitem_13 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_13]
#   %copy__16 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=copy__16]
#   %add_29 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=add_29]
#   %copy__17 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=copy__17]
#   %add_30 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=add_30]
#   %convert_element_type_17 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_5, torch.float32), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_17, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_28 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_28,), kwargs = {})
#   %squeeze_15 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_13, [0, 2, 3]), kwargs = {})
#   %mul_36 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_15, 0.1), kwargs = {})
#   %mul_37 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_34, 0.9), kwargs = {})
#   %add_29 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_36, %mul_37), kwargs = {})
#   %squeeze_17 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_12, [0, 2, 3]), kwargs = {})
#   %mul_38 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_17, 1.0012771392081736), kwargs = {})
#   %mul_39 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_38, 0.1), kwargs = {})
#   %mul_40 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_35, 0.9), kwargs = {})
#   %add_30 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_39, %mul_40), kwargs = {})
#   %copy__16 : Tensor "f32[128][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_34, %add_29), kwargs = {})
#   %copy__17 : Tensor "f32[128][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_35, %add_30), kwargs = {})
#   return %getitem_13,%buf59,%rsqrt_5,%add_29,%buf242,%add_30,%buf245
triton_per_fused__native_batch_norm_legit_functional_copy__13 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__13', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16896, 'r0_': 0}, 'kernel_num_gb': 1.4336e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 7
    R0_BLOCK: tl.constexpr = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp8 = tl.where(r0_mask & xmask, tmp4, 0)
    tmp9 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 784.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.0012771392081736, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 128, 7,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.4336e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/sl/cslfhynxhkb5wzzwjpwy3f6ft33msqiie43upkevumslb5w6bnj3.py
# Topologically Sorted Source Nodes: [out_15, out_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_15 => add_28, add_31, convert_element_type_17, convert_element_type_18, mul_35, mul_41, rsqrt_5, sub_5, unsqueeze_20, unsqueeze_21, unsqueeze_22, unsqueeze_23, var_mean_5
#   out_16 => relu_5
# Graph fragment:
#   %convolution_5 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_5]
#   %getitem_13 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_13]
#   %buf59 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf59]
#   %primals_36 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_36]
#   %primals_37 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_37]
#   %convert_element_type_17 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_5, torch.float32), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_17, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_28 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_12, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_28,), kwargs = {})
#   %sub_5 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_5, %getitem_13), kwargs = {})
#   %mul_35 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_5), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_36, -1), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, -1), kwargs = {})
#   %mul_41 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_35, %unsqueeze_21), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_37, -1), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_22, -1), kwargs = {})
#   %add_31 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_41, %unsqueeze_23), kwargs = {})
#   %convert_element_type_18 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_31, torch.bfloat16), kwargs = {})
#   %relu_5 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_18,), kwargs = {})
#   return %relu_5
triton_poi_fused__native_batch_norm_legit_functional_relu_14 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_14', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 604160}, 'kernel_num_gb': 0.000403456, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 784.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 100352,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000403456
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/fi/cficxgxasigsgy7h4djfj3wnbhum5gxoadc6p56fjlrqwd5xmf2h.py
# Topologically Sorted Source Nodes: [out_17], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_17 => convert_element_type_19
# Graph fragment:
#   %primals_38 : Tensor "f32[128, 128, 3, 3][1152, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_38]
#   %convert_element_type_19 : Tensor "bf16[128, 128, 3, 3][1152, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_38, torch.bfloat16), kwargs = {})
#   return %convert_element_type_19
triton_poi_fused__to_copy_15 = async_compile.triton('triton_poi_fused__to_copy_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 16384, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_15', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 589824, 'x': 589824}, 'kernel_num_gb': 0.000884736, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_15(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 16384
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
    y1 = yindex // 128
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 128*x2 + 1152*y1), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 16384, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000884736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/u2/cu2ukozsbtvqfdkmxkxvkqplhshbw6wpwwjgj5wfqfkiznlto36a.py
# Topologically Sorted Source Nodes: [input_1], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   input_1 => convert_element_type_22
# Graph fragment:
#   %primals_44 : Tensor "f32[128, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=primals_44]
#   %convert_element_type_22 : Tensor "bf16[128, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_44, torch.bfloat16), kwargs = {})
#   return %convert_element_type_22
triton_poi_fused__to_copy_16 = async_compile.triton('triton_poi_fused__to_copy_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_16', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536}, 'kernel_num_gb': 4.9152e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_16(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 8192,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 4.9152e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/gf/cgfckjo62djl6w25n5grptkrhew7wswiv6abznrc5fz22m3idblw.py
# Topologically Sorted Source Nodes: [out_18, input_2, out_19, out_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_2 => add_38, add_41, convert_element_type_23, convert_element_type_24, mul_49, mul_55, rsqrt_7, sub_7, unsqueeze_28, unsqueeze_29, unsqueeze_30, unsqueeze_31, var_mean_7
#   out_18 => add_33, add_36, convert_element_type_20, convert_element_type_21, mul_42, mul_48, rsqrt_6, sub_6, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, var_mean_6
#   out_19 => add_42
#   out_20 => relu_6
# Graph fragment:
#   %convolution_6 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %getitem_15 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf69 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf69]
#   %primals_42 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_42]
#   %primals_43 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_43]
#   %convolution_7 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %getitem_17 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf78 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf78]
#   %primals_48 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_48]
#   %primals_49 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_49]
#   %add_42 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=add_42]
#   %convert_element_type_20 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %var_mean_6 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_20, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_33 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_6 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_33,), kwargs = {})
#   %sub_6 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %getitem_15), kwargs = {})
#   %mul_42 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_6), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_42, -1), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, -1), kwargs = {})
#   %mul_48 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_42, %unsqueeze_25), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_43, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %add_36 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_48, %unsqueeze_27), kwargs = {})
#   %convert_element_type_21 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_36, torch.bfloat16), kwargs = {})
#   %convert_element_type_23 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_7, torch.float32), kwargs = {})
#   %var_mean_7 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_23, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_38 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_7 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_38,), kwargs = {})
#   %sub_7 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %getitem_17), kwargs = {})
#   %mul_49 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt_7), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_48, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %mul_55 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_49, %unsqueeze_29), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_49, -1), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, -1), kwargs = {})
#   %add_41 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_55, %unsqueeze_31), kwargs = {})
#   %convert_element_type_24 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_41, torch.bfloat16), kwargs = {})
#   %add_42 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_21, %convert_element_type_24), kwargs = {})
#   %relu_6 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_42,), kwargs = {})
#   return %add_42,%relu_6
triton_poi_fused__native_batch_norm_legit_functional_add_relu_17 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 806912}, 'kernel_num_gb': 0.000806912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, xnumel, XBLOCK : tl.constexpr):
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), xmask).to(tl.float32)
    tmp18 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr9 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 784.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp19 = tmp17 - tmp18
    tmp21 = (tmp20 / tmp5)
    tmp22 = tmp21 + tmp7
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp19 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp15 + tmp29
    tmp31 = tl.full([1], 0, tl.int32)
    tmp32 = triton_helpers.maximum(tmp31, tmp30)
    tl.store(in_out_ptr0 + (x2), tmp32, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_7 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 100352,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000806912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/st/cstcs345rcdqxgo7hs2i5jxasg3vby7qfwpozgjhx5mhlbeonrih.py
# Topologically Sorted Source Nodes: [out_25, out_26, out_27], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_25 => add_49, add_52, convert_element_type_29, convert_element_type_30, mul_63, mul_69, rsqrt_9, sub_9, unsqueeze_36, unsqueeze_37, unsqueeze_38, unsqueeze_39, var_mean_9
#   out_26 => add_53
#   out_27 => relu_8
# Graph fragment:
#   %convolution_9 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %getitem_21 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf99 : Tensor "f32[1, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=buf99]
#   %primals_60 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_60]
#   %primals_61 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_61]
#   %relu_6 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_6]
#   %convert_element_type_29 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %var_mean_9 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_29, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_49 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_9 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_49,), kwargs = {})
#   %sub_9 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %getitem_21), kwargs = {})
#   %mul_63 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_9, %rsqrt_9), kwargs = {})
#   %unsqueeze_36 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_60, -1), kwargs = {})
#   %unsqueeze_37 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_36, -1), kwargs = {})
#   %mul_69 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_63, %unsqueeze_37), kwargs = {})
#   %unsqueeze_38 : Tensor "f32[128, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_61, -1), kwargs = {})
#   %unsqueeze_39 : Tensor "f32[128, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_38, -1), kwargs = {})
#   %add_52 : Tensor "f32[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_69, %unsqueeze_39), kwargs = {})
#   %convert_element_type_30 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_52, torch.bfloat16), kwargs = {})
#   %add_53 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_30, %relu_6), kwargs = {})
#   %relu_8 : Tensor "bf16[1, 128, 28, 28][100352, 784, 28, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_53,), kwargs = {})
#   return %relu_8
triton_poi_fused__native_batch_norm_legit_functional_add_relu_18 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_18', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 804864}, 'kernel_num_gb': 0.00060416, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 784.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.store(out_ptr0 + (x2), tmp19, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_6 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 100352,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00060416
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ai/cai2myijv2maxicdz6zlcgdsnx35e6md7tynpzi46km5mnvowldc.py
# Topologically Sorted Source Nodes: [out_28], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_28 => convert_element_type_31
# Graph fragment:
#   %primals_62 : Tensor "f32[256, 128, 3, 3][1152, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_62]
#   %convert_element_type_31 : Tensor "bf16[256, 128, 3, 3][1152, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_62, torch.bfloat16), kwargs = {})
#   return %convert_element_type_31
triton_poi_fused__to_copy_19 = async_compile.triton('triton_poi_fused__to_copy_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 32768, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_19', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1179648, 'x': 1179648}, 'kernel_num_gb': 0.001769472, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_19(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32768
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 128)
    y1 = yindex // 128
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 128*x2 + 1152*y1), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 32768, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001769472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/xd/cxdonjjpgspilnfhgpozwa43z4teifjhovjwx5i6l3vy6n6e4jfl.py
# Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   out_29 => convert_element_type_32, var_mean_10
# Graph fragment:
#   %convolution_10 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_10]
#   %convert_element_type_32 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_10, torch.float32), kwargs = {})
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_32, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   return %buf105,%buf106,%buf107
triton_red_fused__native_batch_norm_legit_functional_20 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_20', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 3, 'num_reduction': 3, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 112640, 'r0_': 0}, 'kernel_num_gb': 0.000106496, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_20(in_ptr0, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    tmp3_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp3_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tmp0.to(tl.float32)
        tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp3_mean_next, tmp3_m2_next, tmp3_weight_next = triton_helpers.welford_reduce(
            tmp2, tmp3_mean, tmp3_m2, tmp3_weight, roffset == 0
        )
        tmp3_mean = tl.where(r0_mask & xmask, tmp3_mean_next, tmp3_mean)
        tmp3_m2 = tl.where(r0_mask & xmask, tmp3_m2_next, tmp3_m2)
        tmp3_weight = tl.where(r0_mask & xmask, tmp3_weight_next, tmp3_weight)
    tmp4, tmp5, tmp6 = triton_helpers.welford(tmp3_mean, tmp3_m2, tmp3_weight, 1)
    tmp3 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tmp8 = tmp6[:, None]
    tl.store(out_ptr0 + (x3), tmp3, xmask)
    tl.store(out_ptr1 + (x3), tmp7, xmask)
    tl.store(out_ptr2 + (x3), tmp8, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 512, 98,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000106496
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/6m/c6mfmp5ciujsk6lwvrnb4b3h4w47tcklzn4juh6bkun37bfvvjhs.py
# Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   out_29 => add_55, add_56, add_57, convert_element_type_32, mul_71, mul_72, mul_73, mul_74, mul_75, rsqrt_10, squeeze_30, squeeze_32, var_mean_10
# Graph fragment:
#   %buf105 : Tensor "f32[1, 256, 1, 1, 2][512, 1, 512, 512, 256]cuda:0" = PlaceHolder[target=buf105]
#   %buf106 : Tensor "f32[1, 256, 1, 1, 2][512, 1, 512, 512, 256]cuda:0" = PlaceHolder[target=buf106]
#   %buf107 : Tensor "f32[1, 256, 1, 1, 2][512, 1, 512, 512, 256]cuda:0" = PlaceHolder[target=buf107]
#   %buf109 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf109]
#   %getitem_23 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_23]
#   %copy__31 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=copy__31]
#   %add_56 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=add_56]
#   %copy__32 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=copy__32]
#   %add_57 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=add_57]
#   %convert_element_type_32 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_10, torch.float32), kwargs = {})
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_32, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_55 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_10 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_55,), kwargs = {})
#   %squeeze_30 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_23, [0, 2, 3]), kwargs = {})
#   %mul_71 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_30, 0.1), kwargs = {})
#   %mul_72 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_64, 0.9), kwargs = {})
#   %add_56 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_71, %mul_72), kwargs = {})
#   %squeeze_32 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_22, [0, 2, 3]), kwargs = {})
#   %mul_73 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_32, 1.005128205128205), kwargs = {})
#   %mul_74 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_73, 0.1), kwargs = {})
#   %mul_75 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_65, 0.9), kwargs = {})
#   %add_57 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_74, %mul_75), kwargs = {})
#   %copy__31 : Tensor "f32[256][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_64, %add_56), kwargs = {})
#   %copy__32 : Tensor "f32[256][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_65, %add_57), kwargs = {})
#   return %getitem_23,%buf109,%rsqrt_10,%add_56,%buf282,%add_57,%buf285
triton_per_fused__native_batch_norm_legit_functional_copy__21 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__21', 'mutated_arg_names': ['in_ptr3', 'in_ptr4', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18432, 'r0_': 0}, 'kernel_num_gb': 1.3312e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__21(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp2 = tl.load(in_ptr2 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp23 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp3, 0)
    tmp8 = tl.where(xmask, tmp4, 0)
    tmp9 = tl.where(xmask, tmp5, 0)
    tmp10, tmp11, tmp12 = triton_helpers.welford(tmp7, tmp8, tmp9, 1)
    tmp13 = tmp10[:, None]
    tmp14 = tmp11[:, None]
    tmp15 = tmp12[:, None]
    tmp16 = tl.full([1, 1], 196.0, tl.float32)
    tmp17 = (tmp14 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tl.full([1, 1], 0.1, tl.float32)
    tmp22 = tmp13 * tmp21
    tmp24 = tl.full([1, 1], 0.9, tl.float32)
    tmp25 = tmp23 * tmp24
    tmp26 = tmp22 + tmp25
    tmp27 = tl.full([1, 1], 1.005128205128205, tl.float32)
    tmp28 = tmp17 * tmp27
    tmp29 = tmp28 * tmp21
    tmp31 = tmp30 * tmp24
    tmp32 = tmp29 + tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(out_ptr4 + (x0), tmp26, xmask)
    tl.store(out_ptr6 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr1 + (x0), tmp14, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 256, 2,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.3312e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/5h/c5hesv3bka4wdy4kqw73gh53poukmjfphsfuig7kp7pypcrd6zfv.py
# Topologically Sorted Source Nodes: [out_29, out_30], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   out_29 => add_55, add_58, convert_element_type_32, convert_element_type_33, mul_70, mul_76, rsqrt_10, sub_10, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, var_mean_10
#   out_30 => relu_9
# Graph fragment:
#   %convolution_10 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_10]
#   %getitem_23 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf109 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf109]
#   %primals_66 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_66]
#   %primals_67 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_67]
#   %convert_element_type_32 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_10, torch.float32), kwargs = {})
#   %var_mean_10 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_32, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_55 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_10 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_55,), kwargs = {})
#   %sub_10 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_10, %getitem_23), kwargs = {})
#   %mul_70 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %rsqrt_10), kwargs = {})
#   %unsqueeze_40 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_66, -1), kwargs = {})
#   %unsqueeze_41 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_40, -1), kwargs = {})
#   %mul_76 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_70, %unsqueeze_41), kwargs = {})
#   %unsqueeze_42 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_67, -1), kwargs = {})
#   %unsqueeze_43 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_42, -1), kwargs = {})
#   %add_58 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_76, %unsqueeze_43), kwargs = {})
#   %convert_element_type_33 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_58, torch.bfloat16), kwargs = {})
#   %relu_9 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_33,), kwargs = {})
#   return %relu_9
triton_poi_fused__native_batch_norm_legit_functional_relu_22 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_22', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 305152}, 'kernel_num_gb': 0.0002048, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_22(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 196.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = triton_helpers.maximum(tmp16, tmp15)
    tl.store(out_ptr0 + (x2), tmp17, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_relu_22.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_relu_22.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0002048
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/w7/cw766os24yrfeyqlp3s3f5vx4opqk7lsupm735x5ygneayk5k6jp.py
# Topologically Sorted Source Nodes: [out_31], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_31 => convert_element_type_34
# Graph fragment:
#   %primals_68 : Tensor "f32[256, 256, 3, 3][2304, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_68]
#   %convert_element_type_34 : Tensor "bf16[256, 256, 3, 3][2304, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_68, torch.bfloat16), kwargs = {})
#   return %convert_element_type_34
triton_poi_fused__to_copy_23 = async_compile.triton('triton_poi_fused__to_copy_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 65536, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_23', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2359296, 'x': 2359296}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_23(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 65536
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 256)
    y1 = yindex // 256
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 256*x2 + 2304*y1), tmp1, xmask & ymask)


def get_args():
    arg_0 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 65536, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_23.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_23.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/qh/cqhqyhu5jwrhyd45bpkcqfm6m7rnmpvxedggma3s33kcymtwdyfx.py
# Topologically Sorted Source Nodes: [input_3], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   input_3 => convert_element_type_37
# Graph fragment:
#   %primals_74 : Tensor "f32[256, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=primals_74]
#   %convert_element_type_37 : Tensor "bf16[256, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_74, torch.bfloat16), kwargs = {})
#   return %convert_element_type_37
triton_poi_fused__to_copy_24 = async_compile.triton('triton_poi_fused__to_copy_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_24', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 262144}, 'kernel_num_gb': 0.000196608, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_24(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 32768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_24.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_24.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000196608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/tg/ctgliimdjknmowg62glimgzfzvjxfeip46jekhsouz5se4vnd5gd.py
# Topologically Sorted Source Nodes: [out_32, input_4, out_33, out_34], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   input_4 => add_65, add_68, convert_element_type_38, convert_element_type_39, mul_84, mul_90, rsqrt_12, sub_12, unsqueeze_48, unsqueeze_49, unsqueeze_50, unsqueeze_51, var_mean_12
#   out_32 => add_60, add_63, convert_element_type_35, convert_element_type_36, mul_77, mul_83, rsqrt_11, sub_11, unsqueeze_44, unsqueeze_45, unsqueeze_46, unsqueeze_47, var_mean_11
#   out_33 => add_69
#   out_34 => relu_10
# Graph fragment:
#   %convolution_11 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %getitem_25 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_25]
#   %buf119 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf119]
#   %primals_72 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_72]
#   %primals_73 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_73]
#   %convolution_12 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %getitem_27 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_27]
#   %buf128 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf128]
#   %primals_78 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_78]
#   %primals_79 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_79]
#   %add_69 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=add_69]
#   %convert_element_type_35 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %var_mean_11 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_35, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_60 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_24, 1e-05), kwargs = {})
#   %rsqrt_11 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_60,), kwargs = {})
#   %sub_11 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %getitem_25), kwargs = {})
#   %mul_77 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_11, %rsqrt_11), kwargs = {})
#   %unsqueeze_44 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_72, -1), kwargs = {})
#   %unsqueeze_45 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_44, -1), kwargs = {})
#   %mul_83 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_77, %unsqueeze_45), kwargs = {})
#   %unsqueeze_46 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_73, -1), kwargs = {})
#   %unsqueeze_47 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_46, -1), kwargs = {})
#   %add_63 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_83, %unsqueeze_47), kwargs = {})
#   %convert_element_type_36 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_63, torch.bfloat16), kwargs = {})
#   %convert_element_type_38 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_12, torch.float32), kwargs = {})
#   %var_mean_12 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_38, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_65 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_26, 1e-05), kwargs = {})
#   %rsqrt_12 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_65,), kwargs = {})
#   %sub_12 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_12, %getitem_27), kwargs = {})
#   %mul_84 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_12, %rsqrt_12), kwargs = {})
#   %unsqueeze_48 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_78, -1), kwargs = {})
#   %unsqueeze_49 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_48, -1), kwargs = {})
#   %mul_90 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_84, %unsqueeze_49), kwargs = {})
#   %unsqueeze_50 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_79, -1), kwargs = {})
#   %unsqueeze_51 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_50, -1), kwargs = {})
#   %add_68 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_90, %unsqueeze_51), kwargs = {})
#   %convert_element_type_39 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_68, torch.bfloat16), kwargs = {})
#   %add_69 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_36, %convert_element_type_39), kwargs = {})
#   %relu_10 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_69,), kwargs = {})
#   return %add_69,%relu_10
triton_poi_fused__native_batch_norm_legit_functional_add_relu_25 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_25', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 409600}, 'kernel_num_gb': 0.0004096, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_25(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, xnumel, XBLOCK : tl.constexpr):
    xnumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), xmask).to(tl.float32)
    tmp18 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr9 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 196.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp19 = tmp17 - tmp18
    tmp21 = (tmp20 / tmp5)
    tmp22 = tmp21 + tmp7
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp19 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp28.to(tl.float32)
    tmp30 = tmp15 + tmp29
    tmp31 = tl.full([1], 0, tl.int32)
    tmp32 = triton_helpers.maximum(tmp31, tmp30)
    tl.store(in_out_ptr0 + (x2), tmp32, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_7 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_25.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_25.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0004096
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/mb/cmbyliwjtr47sl4ger6jcqmhfr7czy7ibczcnlnojhprdxycllfw.py
# Topologically Sorted Source Nodes: [out_39, out_40, out_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
# Source node to ATen node mapping:
#   out_39 => add_76, add_79, convert_element_type_44, convert_element_type_45, mul_104, mul_98, rsqrt_14, sub_14, unsqueeze_56, unsqueeze_57, unsqueeze_58, unsqueeze_59, var_mean_14
#   out_40 => add_80
#   out_41 => relu_12
# Graph fragment:
#   %convolution_14 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %getitem_31 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf149 : Tensor "f32[1, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=buf149]
#   %primals_90 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_90]
#   %primals_91 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_91]
#   %relu_10 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_10]
#   %convert_element_type_44 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %var_mean_14 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_44, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_76 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-05), kwargs = {})
#   %rsqrt_14 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_76,), kwargs = {})
#   %sub_14 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %getitem_31), kwargs = {})
#   %mul_98 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_14, %rsqrt_14), kwargs = {})
#   %unsqueeze_56 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_90, -1), kwargs = {})
#   %unsqueeze_57 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_56, -1), kwargs = {})
#   %mul_104 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_98, %unsqueeze_57), kwargs = {})
#   %unsqueeze_58 : Tensor "f32[256, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_91, -1), kwargs = {})
#   %unsqueeze_59 : Tensor "f32[256, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_58, -1), kwargs = {})
#   %add_79 : Tensor "f32[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_104, %unsqueeze_59), kwargs = {})
#   %convert_element_type_45 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_79, torch.bfloat16), kwargs = {})
#   %add_80 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_45, %relu_10), kwargs = {})
#   %relu_12 : Tensor "bf16[1, 256, 14, 14][50176, 196, 14, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_80,), kwargs = {})
#   return %relu_12
triton_poi_fused__native_batch_norm_legit_functional_add_relu_26 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_relu_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_relu_26', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 405504}, 'kernel_num_gb': 0.000305152, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_relu_26(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x2), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 196.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp3 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tmp14.to(tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = triton_helpers.maximum(tmp18, tmp17)
    tl.store(out_ptr0 + (x2), tmp19, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_6 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_relu_26.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_relu_26.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000305152
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/fw/cfwf6wk2lngsvtylwssf7pidkp4bjirwwoz5htyto2ryfchsqqiv.py
# Topologically Sorted Source Nodes: [out_42], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_42 => convert_element_type_46
# Graph fragment:
#   %primals_92 : Tensor "f32[512, 256, 3, 3][2304, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_92]
#   %convert_element_type_46 : Tensor "bf16[512, 256, 3, 3][2304, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_92, torch.bfloat16), kwargs = {})
#   return %convert_element_type_46
triton_poi_fused__to_copy_27 = async_compile.triton('triton_poi_fused__to_copy_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 131072, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_27', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 4718592, 'x': 4718592}, 'kernel_num_gb': 0.007077888, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_27(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 131072
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 256)
    y1 = yindex // 256
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 256*x2 + 2304*y1), tmp1, xmask & ymask)


def get_args():
    arg_0 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 131072, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_27.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_27.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.007077888
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/me/cmeyhmokjcgalugcdkptng4zye22hjjtogynqf2hmv3ux5ggap7d.py
# Topologically Sorted Source Nodes: [out_43, out_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.copy_]
# Source node to ATen node mapping:
#   out_43 => add_82, add_83, add_84, add_85, convert_element_type_47, convert_element_type_48, mul_105, mul_106, mul_107, mul_108, mul_109, mul_110, mul_111, rsqrt_15, squeeze_45, squeeze_47, sub_15, unsqueeze_60, unsqueeze_61, unsqueeze_62, unsqueeze_63, var_mean_15
#   out_44 => relu_13
# Graph fragment:
#   %convolution_15 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_15]
#   %buf156 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf156]
#   %getitem_33 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_33]
#   %copy__46 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__46]
#   %add_83 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_83]
#   %copy__47 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__47]
#   %add_84 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_84]
#   %primals_96 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_96]
#   %primals_97 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_97]
#   %convert_element_type_47 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_15, torch.float32), kwargs = {})
#   %var_mean_15 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_47, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_82 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-05), kwargs = {})
#   %rsqrt_15 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_82,), kwargs = {})
#   %sub_15 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_15, %getitem_33), kwargs = {})
#   %mul_105 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_15, %rsqrt_15), kwargs = {})
#   %squeeze_45 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_33, [0, 2, 3]), kwargs = {})
#   %mul_106 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_45, 0.1), kwargs = {})
#   %mul_107 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_94, 0.9), kwargs = {})
#   %add_83 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_106, %mul_107), kwargs = {})
#   %squeeze_47 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_32, [0, 2, 3]), kwargs = {})
#   %mul_108 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_47, 1.0208333333333333), kwargs = {})
#   %mul_109 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_108, 0.1), kwargs = {})
#   %mul_110 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_95, 0.9), kwargs = {})
#   %add_84 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_109, %mul_110), kwargs = {})
#   %unsqueeze_60 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_96, -1), kwargs = {})
#   %unsqueeze_61 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_60, -1), kwargs = {})
#   %mul_111 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_105, %unsqueeze_61), kwargs = {})
#   %unsqueeze_62 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_97, -1), kwargs = {})
#   %unsqueeze_63 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_62, -1), kwargs = {})
#   %add_85 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_111, %unsqueeze_63), kwargs = {})
#   %convert_element_type_48 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_85, torch.bfloat16), kwargs = {})
#   %relu_13 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%convert_element_type_48,), kwargs = {})
#   %copy__46 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_94, %add_83), kwargs = {})
#   %copy__47 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_95, %add_84), kwargs = {})
#   return %getitem_33,%buf156,%rsqrt_15,%add_83,%buf322,%add_84,%buf325,%relu_13
triton_per_fused__native_batch_norm_legit_functional_copy__relu_28 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_copy__relu_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_copy__relu_28', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 5, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 175104, 'r0_': 0}, 'kernel_num_gb': 0.000116736, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_copy__relu_28(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp25 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp37 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(r0_mask & xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 49, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 49.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tl.full([1, 1], 0.1, tl.float32)
    tmp24 = tmp11 * tmp23
    tmp26 = tl.full([1, 1], 0.9, tl.float32)
    tmp27 = tmp25 * tmp26
    tmp28 = tmp24 + tmp27
    tmp29 = tl.full([1, 1], 1.0208333333333333, tl.float32)
    tmp30 = tmp19 * tmp29
    tmp31 = tmp30 * tmp23
    tmp33 = tmp32 * tmp26
    tmp34 = tmp31 + tmp33
    tmp35 = tmp1 - tmp11
    tmp36 = tmp35 * tmp22
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tmp40.to(tl.float32)
    tmp42 = tl.full([1, 1], 0, tl.int32)
    tmp43 = triton_helpers.maximum(tmp42, tmp41)
    tl.store(out_ptr2 + (x0), tmp22, xmask)
    tl.store(out_ptr4 + (x0), tmp28, xmask)
    tl.store(out_ptr6 + (x0), tmp34, xmask)
    tl.store(out_ptr7 + (x0 + 512*r0_1), tmp43, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp11, xmask)


def get_args():
    arg_0 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 512, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_copy__relu_28.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_copy__relu_28.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000116736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/et/cetkmgflfllrj3yr3qia6zpkvkqooejd5fvwgidiqe5lc4mkwlgi.py
# Topologically Sorted Source Nodes: [out_45], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   out_45 => convert_element_type_49
# Graph fragment:
#   %primals_98 : Tensor "f32[512, 512, 3, 3][4608, 9, 3, 1]cuda:0" = PlaceHolder[target=primals_98]
#   %convert_element_type_49 : Tensor "bf16[512, 512, 3, 3][4608, 9, 3, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_98, torch.bfloat16), kwargs = {})
#   return %convert_element_type_49
triton_poi_fused__to_copy_29 = async_compile.triton('triton_poi_fused__to_copy_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'y': 262144, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_29', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 9437184, 'x': 9437184}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_29(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 262144
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 512)
    y1 = yindex // 512
    tmp0 = tl.load(in_ptr0 + (x2 + 9*y3), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (y0 + 512*x2 + 4608*y1), tmp1, xmask & ymask)


def get_args():
    arg_0 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 262144, 9,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_29.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_29.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014155776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/7s/c7symawfxrr2atf6ictwnvyirsfkzeqlqity73rzryfebocxq7rr.py
# Topologically Sorted Source Nodes: [input_5], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   input_5 => convert_element_type_52
# Graph fragment:
#   %primals_104 : Tensor "f32[512, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=primals_104]
#   %convert_element_type_52 : Tensor "bf16[512, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_104, torch.bfloat16), kwargs = {})
#   return %convert_element_type_52
triton_poi_fused__to_copy_30 = async_compile.triton('triton_poi_fused__to_copy_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_30', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1048576}, 'kernel_num_gb': 0.000786432, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_30(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 131072,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_30.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_30.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000786432
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ny/cnyvnsi2ndishc5nxrech5qqhfyhi7osoulemdsfllgegajchicb.py
# Topologically Sorted Source Nodes: [out_46, input_6, out_47, out_48], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu, aten.copy_]
# Source node to ATen node mapping:
#   input_6 => add_92, add_93, add_94, add_95, convert_element_type_53, convert_element_type_54, mul_119, mul_120, mul_121, mul_122, mul_123, mul_124, mul_125, rsqrt_17, squeeze_51, squeeze_53, sub_17, unsqueeze_68, unsqueeze_69, unsqueeze_70, unsqueeze_71, var_mean_17
#   out_46 => add_87, add_88, add_89, add_90, convert_element_type_50, convert_element_type_51, mul_112, mul_113, mul_114, mul_115, mul_116, mul_117, mul_118, rsqrt_16, squeeze_48, squeeze_50, sub_16, unsqueeze_64, unsqueeze_65, unsqueeze_66, unsqueeze_67, var_mean_16
#   out_47 => add_96
#   out_48 => relu_14
# Graph fragment:
#   %convolution_17 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %buf169 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf169]
#   %getitem_37 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_37]
#   %copy__52 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__52]
#   %add_93 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_93]
#   %copy__53 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__53]
#   %add_94 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_94]
#   %convolution_16 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %buf163 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf163]
#   %getitem_35 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_35]
#   %copy__49 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__49]
#   %add_88 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_88]
#   %copy__50 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__50]
#   %add_89 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_89]
#   %primals_102 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_102]
#   %primals_103 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_103]
#   %primals_108 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_108]
#   %primals_109 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_109]
#   %add_96 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=add_96]
#   %convert_element_type_50 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_16, torch.float32), kwargs = {})
#   %var_mean_16 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_50, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_87 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_34, 1e-05), kwargs = {})
#   %rsqrt_16 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_87,), kwargs = {})
#   %sub_16 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %getitem_35), kwargs = {})
#   %mul_112 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_16, %rsqrt_16), kwargs = {})
#   %squeeze_48 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_35, [0, 2, 3]), kwargs = {})
#   %mul_113 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_48, 0.1), kwargs = {})
#   %mul_114 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_100, 0.9), kwargs = {})
#   %add_88 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_113, %mul_114), kwargs = {})
#   %squeeze_50 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_34, [0, 2, 3]), kwargs = {})
#   %mul_115 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_50, 1.0208333333333333), kwargs = {})
#   %mul_116 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_115, 0.1), kwargs = {})
#   %mul_117 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_101, 0.9), kwargs = {})
#   %add_89 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_116, %mul_117), kwargs = {})
#   %unsqueeze_64 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_102, -1), kwargs = {})
#   %unsqueeze_65 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_64, -1), kwargs = {})
#   %mul_118 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_112, %unsqueeze_65), kwargs = {})
#   %unsqueeze_66 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_103, -1), kwargs = {})
#   %unsqueeze_67 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_66, -1), kwargs = {})
#   %add_90 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_118, %unsqueeze_67), kwargs = {})
#   %convert_element_type_51 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_90, torch.bfloat16), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_17, torch.float32), kwargs = {})
#   %var_mean_17 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_53, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_92 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_36, 1e-05), kwargs = {})
#   %rsqrt_17 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_92,), kwargs = {})
#   %sub_17 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_17, %getitem_37), kwargs = {})
#   %mul_119 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_17), kwargs = {})
#   %squeeze_51 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_37, [0, 2, 3]), kwargs = {})
#   %mul_120 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_51, 0.1), kwargs = {})
#   %mul_121 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_106, 0.9), kwargs = {})
#   %add_93 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_120, %mul_121), kwargs = {})
#   %squeeze_53 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_36, [0, 2, 3]), kwargs = {})
#   %mul_122 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_53, 1.0208333333333333), kwargs = {})
#   %mul_123 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_122, 0.1), kwargs = {})
#   %mul_124 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_107, 0.9), kwargs = {})
#   %add_94 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_123, %mul_124), kwargs = {})
#   %unsqueeze_68 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_108, -1), kwargs = {})
#   %unsqueeze_69 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_68, -1), kwargs = {})
#   %mul_125 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_119, %unsqueeze_69), kwargs = {})
#   %unsqueeze_70 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_109, -1), kwargs = {})
#   %unsqueeze_71 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_70, -1), kwargs = {})
#   %add_95 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_125, %unsqueeze_71), kwargs = {})
#   %convert_element_type_54 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_95, torch.bfloat16), kwargs = {})
#   %add_96 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_51, %convert_element_type_54), kwargs = {})
#   %relu_14 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_96,), kwargs = {})
#   %copy__49 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_100, %add_88), kwargs = {})
#   %copy__50 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_101, %add_89), kwargs = {})
#   %copy__52 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_106, %add_93), kwargs = {})
#   %copy__53 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_107, %add_94), kwargs = {})
#   return %getitem_37,%buf169,%rsqrt_17,%add_93,%buf338,%add_94,%buf341,%getitem_35,%buf163,%rsqrt_16,%add_88,%buf330,%add_89,%buf333,%add_96,%relu_14
triton_per_fused__native_batch_norm_legit_functional_add_copy__relu_31 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_copy__relu_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'out_ptr9': '*fp32', 'out_ptr11': '*fp32', 'out_ptr13': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_copy__relu_31', 'mutated_arg_names': ['in_out_ptr0', 'in_ptr1', 'in_ptr2', 'in_ptr4', 'in_ptr5', 'out_ptr11', 'out_ptr13', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 10, 'num_store': 9, 'num_reduction': 8, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 249856, 'r0_': 0}, 'kernel_num_gb': 0.000233472, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_copy__relu_31(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr7, out_ptr9, out_ptr11, out_ptr13, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp25 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp35 = tl.load(in_ptr3 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp55 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp60 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp65 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp67 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp72 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp74 = tl.load(in_ptr9 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(r0_mask & xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 49, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 49.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tl.full([1, 1], 0.1, tl.float32)
    tmp24 = tmp11 * tmp23
    tmp26 = tl.full([1, 1], 0.9, tl.float32)
    tmp27 = tmp25 * tmp26
    tmp28 = tmp24 + tmp27
    tmp29 = tl.full([1, 1], 1.0208333333333333, tl.float32)
    tmp30 = tmp19 * tmp29
    tmp31 = tmp30 * tmp23
    tmp33 = tmp32 * tmp26
    tmp34 = tmp31 + tmp33
    tmp36 = tmp35.to(tl.float32)
    tmp37 = tl.broadcast_to(tmp36, [XBLOCK, R0_BLOCK])
    tmp39 = tl.where(r0_mask & xmask, tmp37, 0)
    tmp40 = tl.broadcast_to(tmp37, [XBLOCK, R0_BLOCK])
    tmp42 = tl.where(r0_mask & xmask, tmp40, 0)
    tmp43 = tl.sum(tmp42, 1)[:, None].to(tl.float32)
    tmp44 = (tmp43 / tmp10)
    tmp45 = tmp37 - tmp44
    tmp46 = tmp45 * tmp45
    tmp47 = tl.broadcast_to(tmp46, [XBLOCK, R0_BLOCK])
    tmp49 = tl.where(r0_mask & xmask, tmp47, 0)
    tmp50 = tl.sum(tmp49, 1)[:, None].to(tl.float32)
    tmp51 = (tmp50 / tmp18)
    tmp52 = tmp51 + tmp20
    tmp53 = libdevice.rsqrt(tmp52)
    tmp54 = tmp44 * tmp23
    tmp56 = tmp55 * tmp26
    tmp57 = tmp54 + tmp56
    tmp58 = tmp51 * tmp29
    tmp59 = tmp58 * tmp23
    tmp61 = tmp60 * tmp26
    tmp62 = tmp59 + tmp61
    tmp63 = tmp36 - tmp44
    tmp64 = tmp63 * tmp53
    tmp66 = tmp64 * tmp65
    tmp68 = tmp66 + tmp67
    tmp69 = tmp68.to(tl.float32)
    tmp70 = tmp1 - tmp11
    tmp71 = tmp70 * tmp22
    tmp73 = tmp71 * tmp72
    tmp75 = tmp73 + tmp74
    tmp76 = tmp75.to(tl.float32)
    tmp77 = tmp69 + tmp76
    tmp78 = tl.full([1, 1], 0, tl.int32)
    tmp79 = triton_helpers.maximum(tmp78, tmp77)
    tl.store(out_ptr2 + (x0), tmp22, xmask)
    tl.store(out_ptr4 + (x0), tmp28, xmask)
    tl.store(out_ptr6 + (x0), tmp34, xmask)
    tl.store(out_ptr9 + (x0), tmp53, xmask)
    tl.store(out_ptr11 + (x0), tmp57, xmask)
    tl.store(out_ptr13 + (x0), tmp62, xmask)
    tl.store(in_out_ptr0 + (x0 + 512*r0_1), tmp79, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp11, xmask)
    tl.store(out_ptr7 + (x0), tmp44, xmask)


def get_args():
    arg_0 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_13 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_14 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_15 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_16 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_17 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_18 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, arg_13, arg_14, arg_15, arg_16, arg_17, arg_18, 512, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_add_copy__relu_31.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_add_copy__relu_31.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000233472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ly/clybj6wehiq6taakoxn6lsrapvg2du5pil7tzliv6ctn2c2utr35.py
# Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4, le], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu, aten.mean, aten.threshold_backward, aten.copy_]
# Source node to ATen node mapping:
#   le => le
#   out_53 => add_103, add_104, add_105, add_106, convert_element_type_59, convert_element_type_60, mul_133, mul_134, mul_135, mul_136, mul_137, mul_138, mul_139, rsqrt_19, squeeze_57, squeeze_59, sub_19, unsqueeze_76, unsqueeze_77, unsqueeze_78, unsqueeze_79, var_mean_19
#   out_54 => add_107
#   out_55 => relu_16
#   x_4 => mean
# Graph fragment:
#   %convolution_19 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %buf184 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf184]
#   %getitem_41 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_41]
#   %copy__58 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__58]
#   %add_104 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_104]
#   %copy__59 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=copy__59]
#   %add_105 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=add_105]
#   %primals_120 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_120]
#   %primals_121 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_121]
#   %relu_14 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %relu_16 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_16]
#   %buf188 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf188]
#   %convert_element_type_59 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_19, torch.float32), kwargs = {})
#   %var_mean_19 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convert_element_type_59, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_103 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_40, 1e-05), kwargs = {})
#   %rsqrt_19 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_103,), kwargs = {})
#   %sub_19 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %getitem_41), kwargs = {})
#   %mul_133 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_19, %rsqrt_19), kwargs = {})
#   %squeeze_57 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_41, [0, 2, 3]), kwargs = {})
#   %mul_134 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_57, 0.1), kwargs = {})
#   %mul_135 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_118, 0.9), kwargs = {})
#   %add_104 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_134, %mul_135), kwargs = {})
#   %squeeze_59 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_40, [0, 2, 3]), kwargs = {})
#   %mul_136 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_59, 1.0208333333333333), kwargs = {})
#   %mul_137 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_136, 0.1), kwargs = {})
#   %mul_138 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_119, 0.9), kwargs = {})
#   %add_105 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_137, %mul_138), kwargs = {})
#   %unsqueeze_76 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_120, -1), kwargs = {})
#   %unsqueeze_77 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_76, -1), kwargs = {})
#   %mul_139 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_133, %unsqueeze_77), kwargs = {})
#   %unsqueeze_78 : Tensor "f32[512, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_121, -1), kwargs = {})
#   %unsqueeze_79 : Tensor "f32[512, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_78, -1), kwargs = {})
#   %add_106 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_139, %unsqueeze_79), kwargs = {})
#   %convert_element_type_60 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_106, torch.bfloat16), kwargs = {})
#   %add_107 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%convert_element_type_60, %relu_14), kwargs = {})
#   %relu_16 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_107,), kwargs = {})
#   %mean : Tensor "bf16[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%relu_16, [-1, -2], True), kwargs = {})
#   %le : Tensor "b8[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_16, 0), kwargs = {})
#   %copy__58 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_118, %add_104), kwargs = {})
#   %copy__59 : Tensor "f32[512][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_119, %add_105), kwargs = {})
#   return %getitem_41,%buf184,%rsqrt_19,%add_104,%buf354,%add_105,%buf357,%relu_16,%buf188,%le,%mean
triton_per_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_32 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*bf16', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr9': '*i1', 'out_ptr10': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_32', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 6, 'num_reduction': 5, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 126976, 'r0_': 50176}, 'kernel_num_gb': 0.000142848, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_32(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, out_ptr4, out_ptr6, out_ptr9, out_ptr10, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp25 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp37 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp39 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr5 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(r0_mask & xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 49, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = (tmp8 / tmp10)
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(r0_mask & xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 49.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tl.full([1, 1], 0.1, tl.float32)
    tmp24 = tmp11 * tmp23
    tmp26 = tl.full([1, 1], 0.9, tl.float32)
    tmp27 = tmp25 * tmp26
    tmp28 = tmp24 + tmp27
    tmp29 = tl.full([1, 1], 1.0208333333333333, tl.float32)
    tmp30 = tmp19 * tmp29
    tmp31 = tmp30 * tmp23
    tmp33 = tmp32 * tmp26
    tmp34 = tmp31 + tmp33
    tmp35 = tmp1 - tmp11
    tmp36 = tmp35 * tmp22
    tmp38 = tmp36 * tmp37
    tmp40 = tmp38 + tmp39
    tmp41 = tmp40.to(tl.float32)
    tmp43 = tmp41 + tmp42
    tmp44 = tl.full([1, 1], 0, tl.int32)
    tmp45 = triton_helpers.maximum(tmp44, tmp43)
    tmp46 = tmp45.to(tl.float32)
    tmp47 = tl.broadcast_to(tmp46, [XBLOCK, R0_BLOCK])
    tmp49 = tl.where(r0_mask & xmask, tmp47, 0)
    tmp50 = tl.sum(tmp49, 1)[:, None].to(tl.float32)
    tmp51 = tl.full([1, 1], 0.0, tl.float32)
    tmp52 = tmp45 <= tmp51
    tmp53 = (tmp50 / tmp18)
    tmp54 = tmp53.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp22, xmask)
    tl.store(out_ptr4 + (x0), tmp28, xmask)
    tl.store(out_ptr6 + (x0), tmp34, xmask)
    tl.store(out_ptr9 + (r0_1 + 49*x0), tmp52, r0_mask & xmask)
    tl.store(out_ptr10 + (x0), tmp54, xmask)
    tl.store(out_ptr0 + (x0), tmp11, xmask)


def get_args():
    arg_0 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_6 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((1, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    arg_11 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, 512, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_32.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_32.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000142848
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/2k/c2keeyib2cgq7jqltg3pyj4w4oilga43xucyjzao4bqkr3tfvtvk.py
# Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_6 => convert_element_type_62
# Graph fragment:
#   %primals_122 : Tensor "f32[1000, 512][512, 1]cuda:0" = PlaceHolder[target=primals_122]
#   %convert_element_type_62 : Tensor "bf16[1000, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_122, torch.bfloat16), kwargs = {})
#   return %convert_element_type_62
triton_poi_fused__to_copy_33 = async_compile.triton('triton_poi_fused__to_copy_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_33', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096000}, 'kernel_num_gb': 0.003072, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_33(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 512000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_33.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_33.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003072
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/2r/c2rdi34qd4high23obhlkbust4j3yhp5olv6xieweswq5t6ojzni.py
# Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_6 => convert_element_type_61
# Graph fragment:
#   %primals_123 : Tensor "f32[1000][1]cuda:0" = PlaceHolder[target=primals_123]
#   %convert_element_type_61 : Tensor "bf16[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%primals_123, torch.bfloat16), kwargs = {})
#   return %convert_element_type_61
triton_poi_fused__to_copy_34 = async_compile.triton('triton_poi_fused__to_copy_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_34', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8000}, 'kernel_num_gb': 6e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_34(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((1000,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1000,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 1000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_34.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_34.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/dd/cddpybk7ojrmyead2b4ttyclmbvlb63h3wnnj6siwy3mekv7dms4.py
# Topologically Sorted Source Nodes: [cross_entropy, ], Original ATen: [aten._log_softmax, prims.prepare_softmax_online, aten.sub, aten._to_copy, aten.nll_loss_forward]
# Source node to ATen node mapping:
#    => prepare_softmax_online_default, sub_tensor
#   cross_entropy => convert_element_type_66, convert_element_type_67, convert_element_type_68, convert_element_type_69, div, full_default, full_default_1, gather, log, ne, neg, squeeze_60, sub_21, sum_2, sum_3, unsqueeze_80, where, where_1
# Graph fragment:
#   %addmm : Tensor "bf16[1, 1000][1000, 1]cuda:0" = PlaceHolder[target=addmm]
#   %getitem_43 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_43]
#   %primals_124 : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=primals_124]
#   %ne : Tensor "b8[1][1]cuda:0" = PlaceHolder[target=ne]
#   %getitem_42 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=getitem_42]
#   %log : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %convert_element_type_66 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm, torch.float32), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%convert_element_type_66, 1), kwargs = {})
#   %sub_tensor : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_66, %getitem_42), kwargs = {})
#   %log : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_43,), kwargs = {})
#   %sub_21 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %convert_element_type_67 : Tensor "bf16[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sub_21, torch.bfloat16), kwargs = {})
#   %convert_element_type_68 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_67, torch.float32), kwargs = {})
#   %ne : Tensor "b8[1][1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.ne.Scalar](args = (%primals_124, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %primals_124, %full_default), kwargs = {})
#   %unsqueeze_80 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where, 1), kwargs = {})
#   %gather : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%convert_element_type_68, 1, %unsqueeze_80), kwargs = {})
#   %squeeze_60 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze_60,), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg, %full_default_1), kwargs = {})
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type_69 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   %sum_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_1,), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_3, %convert_element_type_69), kwargs = {})
#   return %getitem_42,%getitem_43,%log,%ne,%div
triton_per_fused__log_softmax__to_copy_nll_loss_forward_prepare_softmax_online_sub_35 = async_compile.triton('triton_per_fused__log_softmax__to_copy_nll_loss_forward_prepare_softmax_online_sub_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*i1', 'out_ptr2': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__to_copy_nll_loss_forward_prepare_softmax_online_sub_35', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 2000}, 'kernel_num_gb': 2.025e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax__to_copy_nll_loss_forward_prepare_softmax_online_sub_35(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 1000
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, other=0.0).to(tl.float32)
    tmp15 = tl.load(in_ptr1 + (0))
    tmp16 = tl.broadcast_to(tmp15, [1, 1])
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask, tmp4, float("-inf"))
    tmp7 = triton_helpers.max2(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tmp2 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl_math.log(tmp13)
    tmp17 = tl.full([1, 1], -100, tl.int64)
    tmp18 = tmp16 != tmp17
    tmp19 = tl.full([1, 1], 0, tl.int64)
    tmp20 = tl.where(tmp18, tmp16, tmp19)
    tmp21 = tl.full([1, 1], 1000, tl.int32)
    tmp22 = tmp20 + tmp21
    tmp23 = tmp20 < 0
    tmp24 = tl.where(tmp23, tmp22, tmp20)
    tl.device_assert((0 <= tmp24) & (tmp24 < 1000), "index out of bounds: 0 <= tmp24 < 1000")
    tmp26 = tl.load(in_ptr0 + (tmp24), None, eviction_policy='evict_last').to(tl.float32)
    tmp27 = tmp26.to(tl.float32)
    tmp28 = tmp27 - tmp7
    tmp29 = tmp28 - tmp14
    tmp30 = tmp29.to(tl.float32)
    tmp31 = tmp30.to(tl.float32)
    tmp32 = -tmp31
    tmp33 = tl.full([1, 1], 0.0, tl.float32)
    tmp34 = tl.where(tmp18, tmp32, tmp33)
    tmp35 = tmp18.to(tl.int64)
    tmp36 = tmp35.to(tl.float32)
    tmp37 = (tmp34 / tmp36)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp14, None)
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32)), tmp18, None)
    tl.store(out_ptr2 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp37, None)
    tl.store(out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp7, None)


def get_args():
    arg_0 = rand_strided((1, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1000), (1000, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1,), (1,), device='cuda:0', dtype=torch.int64)
    arg_3 = rand_strided((1, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1,), (1,), device='cuda:0', dtype=torch.bool)
    arg_5 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1, 1000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax__to_copy_nll_loss_forward_prepare_softmax_online_sub_35.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax__to_copy_nll_loss_forward_prepare_softmax_online_sub_35.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.025e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/cy/ccyskms6c7c237n6gz535sjonmmjx6p44mzawiex7ytarcrulrzd.py
# Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
# Source node to ATen node mapping:
#   add_ => add
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %add : Tensor "i64[][]cuda:0" = PlaceHolder[target=add]
#   %add : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, 1), kwargs = {})
#   %copy_ : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_3, %add), kwargs = {})
#   return %add,%buf199
triton_poi_fused_add_copy__36 = async_compile.triton('triton_poi_fused_add_copy__36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_copy__36', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'kernel_num_gb': 1.6e-08, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__36(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)


def get_args():
    arg_0 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    return arg_0, arg_1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_copy__36.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_copy__36.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.6e-08
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124 = args
        args.clear()
        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 49, 7, 1))
        assert_size_stride(primals_2, (1, 3, 224, 224), (150528, 50176, 224, 1))
        assert_size_stride(primals_3, (), ())
        assert_size_stride(primals_4, (64, ), (1, ))
        assert_size_stride(primals_5, (64, ), (1, ))
        assert_size_stride(primals_6, (64, ), (1, ))
        assert_size_stride(primals_7, (64, ), (1, ))
        assert_size_stride(primals_8, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_9, (), ())
        assert_size_stride(primals_10, (64, ), (1, ))
        assert_size_stride(primals_11, (64, ), (1, ))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_13, (64, ), (1, ))
        assert_size_stride(primals_14, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_15, (), ())
        assert_size_stride(primals_16, (64, ), (1, ))
        assert_size_stride(primals_17, (64, ), (1, ))
        assert_size_stride(primals_18, (64, ), (1, ))
        assert_size_stride(primals_19, (64, ), (1, ))
        assert_size_stride(primals_20, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_21, (), ())
        assert_size_stride(primals_22, (64, ), (1, ))
        assert_size_stride(primals_23, (64, ), (1, ))
        assert_size_stride(primals_24, (64, ), (1, ))
        assert_size_stride(primals_25, (64, ), (1, ))
        assert_size_stride(primals_26, (64, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_27, (), ())
        assert_size_stride(primals_28, (64, ), (1, ))
        assert_size_stride(primals_29, (64, ), (1, ))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_31, (64, ), (1, ))
        assert_size_stride(primals_32, (128, 64, 3, 3), (576, 9, 3, 1))
        assert_size_stride(primals_33, (), ())
        assert_size_stride(primals_34, (128, ), (1, ))
        assert_size_stride(primals_35, (128, ), (1, ))
        assert_size_stride(primals_36, (128, ), (1, ))
        assert_size_stride(primals_37, (128, ), (1, ))
        assert_size_stride(primals_38, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_39, (), ())
        assert_size_stride(primals_40, (128, ), (1, ))
        assert_size_stride(primals_41, (128, ), (1, ))
        assert_size_stride(primals_42, (128, ), (1, ))
        assert_size_stride(primals_43, (128, ), (1, ))
        assert_size_stride(primals_44, (128, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(primals_45, (), ())
        assert_size_stride(primals_46, (128, ), (1, ))
        assert_size_stride(primals_47, (128, ), (1, ))
        assert_size_stride(primals_48, (128, ), (1, ))
        assert_size_stride(primals_49, (128, ), (1, ))
        assert_size_stride(primals_50, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_51, (), ())
        assert_size_stride(primals_52, (128, ), (1, ))
        assert_size_stride(primals_53, (128, ), (1, ))
        assert_size_stride(primals_54, (128, ), (1, ))
        assert_size_stride(primals_55, (128, ), (1, ))
        assert_size_stride(primals_56, (128, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_57, (), ())
        assert_size_stride(primals_58, (128, ), (1, ))
        assert_size_stride(primals_59, (128, ), (1, ))
        assert_size_stride(primals_60, (128, ), (1, ))
        assert_size_stride(primals_61, (128, ), (1, ))
        assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 9, 3, 1))
        assert_size_stride(primals_63, (), ())
        assert_size_stride(primals_64, (256, ), (1, ))
        assert_size_stride(primals_65, (256, ), (1, ))
        assert_size_stride(primals_66, (256, ), (1, ))
        assert_size_stride(primals_67, (256, ), (1, ))
        assert_size_stride(primals_68, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_69, (), ())
        assert_size_stride(primals_70, (256, ), (1, ))
        assert_size_stride(primals_71, (256, ), (1, ))
        assert_size_stride(primals_72, (256, ), (1, ))
        assert_size_stride(primals_73, (256, ), (1, ))
        assert_size_stride(primals_74, (256, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(primals_75, (), ())
        assert_size_stride(primals_76, (256, ), (1, ))
        assert_size_stride(primals_77, (256, ), (1, ))
        assert_size_stride(primals_78, (256, ), (1, ))
        assert_size_stride(primals_79, (256, ), (1, ))
        assert_size_stride(primals_80, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_81, (), ())
        assert_size_stride(primals_82, (256, ), (1, ))
        assert_size_stride(primals_83, (256, ), (1, ))
        assert_size_stride(primals_84, (256, ), (1, ))
        assert_size_stride(primals_85, (256, ), (1, ))
        assert_size_stride(primals_86, (256, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_87, (), ())
        assert_size_stride(primals_88, (256, ), (1, ))
        assert_size_stride(primals_89, (256, ), (1, ))
        assert_size_stride(primals_90, (256, ), (1, ))
        assert_size_stride(primals_91, (256, ), (1, ))
        assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 9, 3, 1))
        assert_size_stride(primals_93, (), ())
        assert_size_stride(primals_94, (512, ), (1, ))
        assert_size_stride(primals_95, (512, ), (1, ))
        assert_size_stride(primals_96, (512, ), (1, ))
        assert_size_stride(primals_97, (512, ), (1, ))
        assert_size_stride(primals_98, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_99, (), ())
        assert_size_stride(primals_100, (512, ), (1, ))
        assert_size_stride(primals_101, (512, ), (1, ))
        assert_size_stride(primals_102, (512, ), (1, ))
        assert_size_stride(primals_103, (512, ), (1, ))
        assert_size_stride(primals_104, (512, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(primals_105, (), ())
        assert_size_stride(primals_106, (512, ), (1, ))
        assert_size_stride(primals_107, (512, ), (1, ))
        assert_size_stride(primals_108, (512, ), (1, ))
        assert_size_stride(primals_109, (512, ), (1, ))
        assert_size_stride(primals_110, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_111, (), ())
        assert_size_stride(primals_112, (512, ), (1, ))
        assert_size_stride(primals_113, (512, ), (1, ))
        assert_size_stride(primals_114, (512, ), (1, ))
        assert_size_stride(primals_115, (512, ), (1, ))
        assert_size_stride(primals_116, (512, 512, 3, 3), (4608, 9, 3, 1))
        assert_size_stride(primals_117, (), ())
        assert_size_stride(primals_118, (512, ), (1, ))
        assert_size_stride(primals_119, (512, ), (1, ))
        assert_size_stride(primals_120, (512, ), (1, ))
        assert_size_stride(primals_121, (512, ), (1, ))
        assert_size_stride(primals_122, (1000, 512), (512, 1))
        assert_size_stride(primals_123, (1000, ), (1, ))
        assert_size_stride(primals_124, (1, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((64, 3, 7, 7), (147, 1, 21, 3), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_0:1
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_0.run(primals_1, buf0, 192, 49, stream=stream0)
            del primals_1
            buf1 = empty_strided_cuda((1, 3, 224, 224), (150528, 1, 672, 3), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(primals_2, buf1, 3, 50176, stream=stream0)
            del primals_2
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:3
            buf2 = extern_kernels.convolution(buf1, buf0, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf2, (1, 64, 112, 112), (802816, 1, 7168, 64), 'torch.ops.aten.convolution.default')
            buf3 = empty_strided_cuda((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), torch.float32)
            buf4 = empty_strided_cuda((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), torch.float32)
            buf5 = empty_strided_cuda((1, 64, 1, 1, 98), (6272, 1, 6272, 6272, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_2:4
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_2.run(buf2, buf3, buf4, buf5, 6272, 128, stream=stream0)
            buf6 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf7 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf9 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [x_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_copy__3:5
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__3.run(buf3, buf4, buf5, primals_4, primals_5, buf6, buf7, buf9, primals_4, primals_5, 64, 98, stream=stream0)
            del buf3
            del buf4
            del buf5
            del primals_4
            del primals_5
            buf10 = empty_strided_cuda((1, 64, 112, 112), (802816, 1, 7168, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_1, x_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_4:6
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_4.run(buf2, buf6, buf7, primals_6, primals_7, buf10, 802816, stream=stream0)
            del primals_7
            buf11 = empty_strided_cuda((1, 64, 56, 56), (200704, 1, 3584, 64), torch.bfloat16)
            buf12 = empty_strided_cuda((1, 64, 56, 56), (200704, 1, 3584, 64), torch.int8)
            # Topologically Sorted Source Nodes: [x_3], Original ATen: [aten.max_pool2d_with_indices]
            # [Provenance debug handles] triton_poi_fused_max_pool2d_with_indices_5:7
            stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_5.run(buf10, buf11, buf12, 200704, stream=stream0)
            buf13 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(primals_8, buf13, 4096, 9, stream=stream0)
            del primals_8
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:9
            buf14 = extern_kernels.convolution(buf11, buf13, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf14, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution.default')
            buf15 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            buf16 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            buf17 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_7:10
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_7.run(buf14, buf15, buf16, buf17, 1600, 126, stream=stream0)
            buf18 = buf7; del buf7  # reuse
            buf19 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf21 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__8:11
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__8.run(buf15, buf16, buf17, primals_10, primals_11, buf18, buf19, buf21, primals_10, primals_11, 64, 25, stream=stream0)
            del buf15
            del buf16
            del buf17
            del primals_10
            del primals_11
            buf22 = empty_strided_cuda((1, 64, 56, 56), (200704, 1, 3584, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_1, out_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_9:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_9.run(buf14, buf18, buf19, primals_12, primals_13, buf22, 200704, stream=stream0)
            del primals_13
            buf23 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_3], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(primals_14, buf23, 4096, 9, stream=stream0)
            del primals_14
            # Topologically Sorted Source Nodes: [out_3], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:14
            buf24 = extern_kernels.convolution(buf22, buf23, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf24, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution.default')
            buf25 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            buf26 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            buf27 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_4], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_7:15
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_7.run(buf24, buf25, buf26, buf27, 1600, 126, stream=stream0)
            buf28 = buf19; del buf19  # reuse
            buf29 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf31 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__8:16
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__8.run(buf25, buf26, buf27, primals_16, primals_17, buf28, buf29, buf31, primals_16, primals_17, 64, 25, stream=stream0)
            del buf25
            del buf26
            del buf27
            del primals_16
            del primals_17
            buf32 = empty_strided_cuda((1, 64, 56, 56), (200704, 1, 3584, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_10:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_10.run(buf24, buf28, buf29, primals_18, primals_19, buf11, buf32, 200704, stream=stream0)
            del primals_19
            buf33 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:18
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(primals_20, buf33, 4096, 9, stream=stream0)
            del primals_20
            # Topologically Sorted Source Nodes: [out_7], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:19
            buf34 = extern_kernels.convolution(buf32, buf33, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf34, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution.default')
            buf35 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            buf36 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            buf37 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_8], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_7:20
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_7.run(buf34, buf35, buf36, buf37, 1600, 126, stream=stream0)
            buf38 = buf29; del buf29  # reuse
            buf39 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf41 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__8:21
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__8.run(buf35, buf36, buf37, primals_22, primals_23, buf38, buf39, buf41, primals_22, primals_23, 64, 25, stream=stream0)
            del buf35
            del buf36
            del buf37
            del primals_22
            del primals_23
            buf42 = empty_strided_cuda((1, 64, 56, 56), (200704, 1, 3584, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_8, out_9], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_9:22
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_9.run(buf34, buf38, buf39, primals_24, primals_25, buf42, 200704, stream=stream0)
            del primals_25
            buf43 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_10], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:23
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(primals_26, buf43, 4096, 9, stream=stream0)
            del primals_26
            # Topologically Sorted Source Nodes: [out_10], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:24
            buf44 = extern_kernels.convolution(buf42, buf43, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf44, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution.default')
            buf45 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            buf46 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            buf47 = empty_strided_cuda((1, 64, 1, 1, 25), (1600, 1, 1600, 1600, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_7:25
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_7.run(buf44, buf45, buf46, buf47, 1600, 126, stream=stream0)
            buf48 = buf39; del buf39  # reuse
            buf49 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            buf51 = empty_strided_cuda((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [out_11], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__8:26
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__8.run(buf45, buf46, buf47, primals_28, primals_29, buf48, buf49, buf51, primals_28, primals_29, 64, 25, stream=stream0)
            del buf45
            del buf46
            del buf47
            del primals_28
            del primals_29
            buf52 = empty_strided_cuda((1, 64, 56, 56), (200704, 1, 3584, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_11, out_12, out_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_10:27
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_10.run(buf44, buf48, buf49, primals_30, primals_31, buf32, buf52, 200704, stream=stream0)
            del buf49
            del primals_31
            buf53 = empty_strided_cuda((128, 64, 3, 3), (576, 1, 192, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(primals_32, buf53, 8192, 9, stream=stream0)
            del primals_32
            # Topologically Sorted Source Nodes: [out_14], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:29
            buf54 = extern_kernels.convolution(buf52, buf53, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf54, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf55 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf56 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf57 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_12:30
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_12.run(buf54, buf55, buf56, buf57, 896, 112, stream=stream0)
            buf58 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf59 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf61 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__13:31
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__13.run(buf55, buf56, buf57, primals_34, primals_35, buf58, buf59, buf61, primals_34, primals_35, 128, 7, stream=stream0)
            del buf55
            del buf56
            del buf57
            del primals_34
            del primals_35
            buf62 = empty_strided_cuda((1, 128, 28, 28), (100352, 1, 3584, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_15, out_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_14:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_14.run(buf54, buf58, buf59, primals_36, primals_37, buf62, 100352, stream=stream0)
            del primals_37
            buf63 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(primals_38, buf63, 16384, 9, stream=stream0)
            del primals_38
            # Topologically Sorted Source Nodes: [out_17], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:34
            buf64 = extern_kernels.convolution(buf62, buf63, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf64, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf65 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf66 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf67 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_18], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_12:35
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_12.run(buf64, buf65, buf66, buf67, 896, 112, stream=stream0)
            buf68 = buf59; del buf59  # reuse
            buf69 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf71 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_18], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__13:36
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__13.run(buf65, buf66, buf67, primals_40, primals_41, buf68, buf69, buf71, primals_40, primals_41, 128, 7, stream=stream0)
            del buf65
            del buf66
            del buf67
            del primals_40
            del primals_41
            buf72 = empty_strided_cuda((128, 64, 1, 1), (64, 1, 64, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_16:37
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_16.run(primals_44, buf72, 8192, stream=stream0)
            del primals_44
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:38
            buf73 = extern_kernels.convolution(buf52, buf72, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf73, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf74 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf75 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf76 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_12:39
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_12.run(buf73, buf74, buf75, buf76, 896, 112, stream=stream0)
            buf77 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf78 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf80 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__13:40
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__13.run(buf74, buf75, buf76, primals_46, primals_47, buf77, buf78, buf80, primals_46, primals_47, 128, 7, stream=stream0)
            del buf74
            del buf75
            del buf76
            del primals_46
            del primals_47
            buf81 = empty_strided_cuda((1, 128, 28, 28), (100352, 1, 3584, 128), torch.bfloat16)
            buf82 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [out_18, input_2, out_19, out_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_17:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_17.run(buf82, buf64, buf68, buf69, primals_42, primals_43, buf73, buf77, buf78, primals_48, primals_49, 100352, stream=stream0)
            del primals_43
            del primals_49
            buf83 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:42
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(primals_50, buf83, 16384, 9, stream=stream0)
            del primals_50
            # Topologically Sorted Source Nodes: [out_21], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:43
            buf84 = extern_kernels.convolution(buf82, buf83, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf84, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf85 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf86 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf87 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_22], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_12:44
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_12.run(buf84, buf85, buf86, buf87, 896, 112, stream=stream0)
            buf88 = buf78; del buf78  # reuse
            buf89 = buf69; del buf69  # reuse
            buf91 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_22], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__13:45
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__13.run(buf85, buf86, buf87, primals_52, primals_53, buf88, buf89, buf91, primals_52, primals_53, 128, 7, stream=stream0)
            del buf85
            del buf86
            del buf87
            del primals_52
            del primals_53
            buf92 = empty_strided_cuda((1, 128, 28, 28), (100352, 1, 3584, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_22, out_23], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_14:46
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_14.run(buf84, buf88, buf89, primals_54, primals_55, buf92, 100352, stream=stream0)
            del primals_55
            buf93 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_15:47
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_15.run(primals_56, buf93, 16384, 9, stream=stream0)
            del primals_56
            # Topologically Sorted Source Nodes: [out_24], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:48
            buf94 = extern_kernels.convolution(buf92, buf93, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf94, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution.default')
            buf95 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf96 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            buf97 = empty_strided_cuda((1, 128, 1, 1, 7), (896, 1, 896, 896, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_25], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_12:49
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_12.run(buf94, buf95, buf96, buf97, 896, 112, stream=stream0)
            buf98 = buf89; del buf89  # reuse
            buf99 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            buf101 = empty_strided_cuda((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [out_25], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__13:50
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__13.run(buf95, buf96, buf97, primals_58, primals_59, buf98, buf99, buf101, primals_58, primals_59, 128, 7, stream=stream0)
            del buf95
            del buf96
            del buf97
            del primals_58
            del primals_59
            buf102 = empty_strided_cuda((1, 128, 28, 28), (100352, 1, 3584, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_25, out_26, out_27], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_18:51
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_18.run(buf94, buf98, buf99, primals_60, primals_61, buf82, buf102, 100352, stream=stream0)
            del buf99
            del primals_61
            buf103 = empty_strided_cuda((256, 128, 3, 3), (1152, 1, 384, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_19:52
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_19.run(primals_62, buf103, 32768, 9, stream=stream0)
            del primals_62
            # Topologically Sorted Source Nodes: [out_28], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:53
            buf104 = extern_kernels.convolution(buf102, buf103, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf104, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf105 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf106 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf107 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:54
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf104, buf105, buf106, buf107, 512, 98, stream=stream0)
            buf108 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf109 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf111 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_29], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:55
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf105, buf106, buf107, primals_64, primals_65, buf108, buf109, buf111, primals_64, primals_65, 256, 2, stream=stream0)
            del buf105
            del buf106
            del buf107
            del primals_64
            del primals_65
            buf112 = empty_strided_cuda((1, 256, 14, 14), (50176, 1, 3584, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_29, out_30], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_22:56
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_22.run(buf104, buf108, buf109, primals_66, primals_67, buf112, 50176, stream=stream0)
            del primals_67
            buf113 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_31], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_23:57
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_23.run(primals_68, buf113, 65536, 9, stream=stream0)
            del primals_68
            # Topologically Sorted Source Nodes: [out_31], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:58
            buf114 = extern_kernels.convolution(buf112, buf113, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf114, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf115 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf116 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf117 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_32], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:59
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf114, buf115, buf116, buf117, 512, 98, stream=stream0)
            buf118 = buf109; del buf109  # reuse
            buf119 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf121 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_32], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:60
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf115, buf116, buf117, primals_70, primals_71, buf118, buf119, buf121, primals_70, primals_71, 256, 2, stream=stream0)
            del buf115
            del buf116
            del buf117
            del primals_70
            del primals_71
            buf122 = empty_strided_cuda((256, 128, 1, 1), (128, 1, 128, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_24:61
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_24.run(primals_74, buf122, 32768, stream=stream0)
            del primals_74
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:62
            buf123 = extern_kernels.convolution(buf102, buf122, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf123, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf124 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf125 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf126 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:63
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf123, buf124, buf125, buf126, 512, 98, stream=stream0)
            buf127 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf128 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf130 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:64
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf124, buf125, buf126, primals_76, primals_77, buf127, buf128, buf130, primals_76, primals_77, 256, 2, stream=stream0)
            del buf124
            del buf125
            del buf126
            del primals_76
            del primals_77
            buf131 = empty_strided_cuda((1, 256, 14, 14), (50176, 1, 3584, 256), torch.bfloat16)
            buf132 = buf131; del buf131  # reuse
            # Topologically Sorted Source Nodes: [out_32, input_4, out_33, out_34], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_25:65
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_25.run(buf132, buf114, buf118, buf119, primals_72, primals_73, buf123, buf127, buf128, primals_78, primals_79, 50176, stream=stream0)
            del primals_73
            del primals_79
            buf133 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_23:66
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_23.run(primals_80, buf133, 65536, 9, stream=stream0)
            del primals_80
            # Topologically Sorted Source Nodes: [out_35], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:67
            buf134 = extern_kernels.convolution(buf132, buf133, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf134, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf135 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf136 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf137 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_36], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:68
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf134, buf135, buf136, buf137, 512, 98, stream=stream0)
            buf138 = buf128; del buf128  # reuse
            buf139 = buf119; del buf119  # reuse
            buf141 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_36], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:69
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf135, buf136, buf137, primals_82, primals_83, buf138, buf139, buf141, primals_82, primals_83, 256, 2, stream=stream0)
            del buf135
            del buf136
            del buf137
            del primals_82
            del primals_83
            buf142 = empty_strided_cuda((1, 256, 14, 14), (50176, 1, 3584, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_36, out_37], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_22:70
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_22.run(buf134, buf138, buf139, primals_84, primals_85, buf142, 50176, stream=stream0)
            del primals_85
            buf143 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_23:71
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_23.run(primals_86, buf143, 65536, 9, stream=stream0)
            del primals_86
            # Topologically Sorted Source Nodes: [out_38], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:72
            buf144 = extern_kernels.convolution(buf142, buf143, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf144, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution.default')
            buf145 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf146 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            buf147 = empty_strided_cuda((1, 256, 1, 1, 2), (512, 1, 512, 512, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_39], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_20:73
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_20.run(buf144, buf145, buf146, buf147, 512, 98, stream=stream0)
            buf148 = buf139; del buf139  # reuse
            buf149 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            buf151 = empty_strided_cuda((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [out_39], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__21:74
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__21.run(buf145, buf146, buf147, primals_88, primals_89, buf148, buf149, buf151, primals_88, primals_89, 256, 2, stream=stream0)
            del buf145
            del buf146
            del buf147
            del primals_88
            del primals_89
            buf152 = empty_strided_cuda((1, 256, 14, 14), (50176, 1, 3584, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_39, out_40, out_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_relu_26:75
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_relu_26.run(buf144, buf148, buf149, primals_90, primals_91, buf132, buf152, 50176, stream=stream0)
            del buf149
            del primals_91
            buf153 = empty_strided_cuda((512, 256, 3, 3), (2304, 1, 768, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_27:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_27.run(primals_92, buf153, 131072, 9, stream=stream0)
            del primals_92
            # Topologically Sorted Source Nodes: [out_42], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:77
            buf154 = extern_kernels.convolution(buf152, buf153, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf154, (1, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf155 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf158 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf159 = empty_strided_cuda((1, 512, 7, 7), (25088, 1, 3584, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_43, out_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__relu_28:78
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__relu_28.run(buf154, primals_94, primals_95, primals_96, primals_97, buf155, buf158, primals_94, primals_95, buf159, 512, 49, stream=stream0)
            del primals_94
            del primals_95
            del primals_97
            buf160 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_45], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_29:79
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_29.run(primals_98, buf160, 262144, 9, stream=stream0)
            del primals_98
            # Topologically Sorted Source Nodes: [out_45], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:80
            buf161 = extern_kernels.convolution(buf159, buf160, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf161, (1, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf166 = empty_strided_cuda((512, 256, 1, 1), (256, 1, 256, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_30:81
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_30.run(primals_104, buf166, 131072, stream=stream0)
            del primals_104
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:82
            buf167 = extern_kernels.convolution(buf152, buf166, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf167, (1, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf168 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf171 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf162 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf165 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf172 = empty_strided_cuda((1, 512, 7, 7), (25088, 1, 3584, 512), torch.bfloat16)
            buf173 = buf172; del buf172  # reuse
            # Topologically Sorted Source Nodes: [out_46, input_6, out_47, out_48], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_copy__relu_31:83
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_copy__relu_31.run(buf173, buf167, primals_106, primals_107, buf161, primals_100, primals_101, primals_102, primals_103, primals_108, primals_109, buf168, buf171, primals_106, primals_107, buf162, buf165, primals_100, primals_101, 512, 49, stream=stream0)
            del primals_100
            del primals_101
            del primals_103
            del primals_106
            del primals_107
            del primals_109
            buf174 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_29:84
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_29.run(primals_110, buf174, 262144, 9, stream=stream0)
            del primals_110
            # Topologically Sorted Source Nodes: [out_49], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:85
            buf175 = extern_kernels.convolution(buf173, buf174, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf175, (1, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf176 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf179 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf180 = empty_strided_cuda((1, 512, 7, 7), (25088, 1, 3584, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_50, out_51], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_copy__relu_28:86
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_copy__relu_28.run(buf175, primals_112, primals_113, primals_114, primals_115, buf176, buf179, primals_112, primals_113, buf180, 512, 49, stream=stream0)
            del primals_112
            del primals_113
            del primals_115
            buf181 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_52], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_29:87
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_29.run(primals_116, buf181, 262144, 9, stream=stream0)
            del primals_116
            # Topologically Sorted Source Nodes: [out_52], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:88
            buf182 = extern_kernels.convolution(buf180, buf181, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_size_stride(buf182, (1, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution.default')
            buf183 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf186 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
            buf197 = empty_strided_cuda((1, 512, 7, 7), (25088, 49, 7, 1), torch.bool)
            buf189 = empty_strided_cuda((1, 512, 1, 1), (512, 1, 512, 512), torch.bfloat16)
            # Topologically Sorted Source Nodes: [out_53, out_54, out_55, x_4, le], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.relu, aten.mean, aten.threshold_backward, aten.copy_]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_32:89
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_copy__mean_relu_threshold_backward_32.run(buf182, primals_118, primals_119, primals_120, primals_121, buf173, buf183, buf186, primals_118, primals_119, buf197, buf189, 512, 49, stream=stream0)
            del primals_118
            del primals_119
            del primals_121
            buf190 = empty_strided_cuda((1000, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_33:90
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_33.run(primals_122, buf190, 512000, stream=stream0)
            del primals_122
            buf191 = empty_strided_cuda((1000, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_34:91
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_34.run(primals_123, buf191, 1000, stream=stream0)
            del primals_123
            buf192 = empty_strided_cuda((1, 1000), (1000, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_4, x_5, x_6], Original ATen: [aten.mean, aten.view, aten._to_copy, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:92
            extern_kernels.addmm(buf191, reinterpret_tensor(buf189, (1, 512), (0, 1), 0), reinterpret_tensor(buf190, (512, 1000), (1, 512), 0), alpha=1, beta=1, out=buf192)
            del buf191
            buf193 = empty_strided_cuda((1, 1), (1, 1), torch.float32)
            buf194 = empty_strided_cuda((1, 1), (1, 1), torch.float32)
            buf195 = buf194; del buf194  # reuse
            buf196 = empty_strided_cuda((1, ), (1, ), torch.bool)
            buf358 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, ], Original ATen: [aten._log_softmax, prims.prepare_softmax_online, aten.sub, aten._to_copy, aten.nll_loss_forward]
            # [Provenance debug handles] triton_per_fused__log_softmax__to_copy_nll_loss_forward_prepare_softmax_online_sub_35:93
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__to_copy_nll_loss_forward_prepare_softmax_online_sub_35.run(buf195, buf192, primals_124, buf193, buf196, buf358, 1, 1000, stream=stream0)
            # Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:94
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_3, primals_3, 1, stream=stream0)
            del primals_3
            # Topologically Sorted Source Nodes: [add__1], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:95
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_9, primals_9, 1, stream=stream0)
            del primals_9
            # Topologically Sorted Source Nodes: [add__2], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:96
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_15, primals_15, 1, stream=stream0)
            del primals_15
            # Topologically Sorted Source Nodes: [add__3], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:97
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_21, primals_21, 1, stream=stream0)
            del primals_21
            # Topologically Sorted Source Nodes: [add__4], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:98
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_27, primals_27, 1, stream=stream0)
            del primals_27
            # Topologically Sorted Source Nodes: [add__5], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:99
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_33, primals_33, 1, stream=stream0)
            del primals_33
            # Topologically Sorted Source Nodes: [add__6], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:100
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_39, primals_39, 1, stream=stream0)
            del primals_39
            # Topologically Sorted Source Nodes: [add__7], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:101
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_45, primals_45, 1, stream=stream0)
            del primals_45
            # Topologically Sorted Source Nodes: [add__8], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:102
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_51, primals_51, 1, stream=stream0)
            del primals_51
            # Topologically Sorted Source Nodes: [add__9], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:103
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_57, primals_57, 1, stream=stream0)
            del primals_57
            # Topologically Sorted Source Nodes: [add__10], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:104
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_63, primals_63, 1, stream=stream0)
            del primals_63
            # Topologically Sorted Source Nodes: [add__11], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:105
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_69, primals_69, 1, stream=stream0)
            del primals_69
            # Topologically Sorted Source Nodes: [add__12], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:106
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_75, primals_75, 1, stream=stream0)
            del primals_75
            # Topologically Sorted Source Nodes: [add__13], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:107
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_81, primals_81, 1, stream=stream0)
            del primals_81
            # Topologically Sorted Source Nodes: [add__14], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:108
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_87, primals_87, 1, stream=stream0)
            del primals_87
            # Topologically Sorted Source Nodes: [add__15], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:109
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_93, primals_93, 1, stream=stream0)
            del primals_93
            # Topologically Sorted Source Nodes: [add__16], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:110
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_99, primals_99, 1, stream=stream0)
            del primals_99
            # Topologically Sorted Source Nodes: [add__17], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:111
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_105, primals_105, 1, stream=stream0)
            del primals_105
            # Topologically Sorted Source Nodes: [add__18], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:112
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_111, primals_111, 1, stream=stream0)
            del primals_111
            # Topologically Sorted Source Nodes: [add__19], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__36:113
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__36.run(primals_117, primals_117, 1, stream=stream0)
            del primals_117
        return (buf358, primals_6, primals_12, primals_18, primals_24, primals_30, primals_36, primals_42, primals_48, primals_54, primals_60, primals_66, primals_72, primals_78, primals_84, primals_90, primals_96, primals_102, primals_108, primals_114, primals_120, primals_124, buf0, buf1, buf2, reinterpret_tensor(buf9, (64, ), (1, ), 0), buf10, buf11, buf12, buf13, buf14, reinterpret_tensor(buf21, (64, ), (1, ), 0), buf22, buf23, buf24, reinterpret_tensor(buf31, (64, ), (1, ), 0), buf32, buf33, buf34, reinterpret_tensor(buf41, (64, ), (1, ), 0), buf42, buf43, buf44, reinterpret_tensor(buf51, (64, ), (1, ), 0), buf52, buf53, buf54, reinterpret_tensor(buf61, (128, ), (1, ), 0), buf62, buf63, buf64, reinterpret_tensor(buf71, (128, ), (1, ), 0), buf72, buf73, reinterpret_tensor(buf80, (128, ), (1, ), 0), buf82, buf83, buf84, reinterpret_tensor(buf91, (128, ), (1, ), 0), buf92, buf93, buf94, reinterpret_tensor(buf101, (128, ), (1, ), 0), buf102, buf103, buf104, reinterpret_tensor(buf111, (256, ), (1, ), 0), buf112, buf113, buf114, reinterpret_tensor(buf121, (256, ), (1, ), 0), buf122, buf123, reinterpret_tensor(buf130, (256, ), (1, ), 0), buf132, buf133, buf134, reinterpret_tensor(buf141, (256, ), (1, ), 0), buf142, buf143, buf144, reinterpret_tensor(buf151, (256, ), (1, ), 0), buf152, buf153, buf154, reinterpret_tensor(buf158, (512, ), (1, ), 0), buf159, buf160, buf161, reinterpret_tensor(buf165, (512, ), (1, ), 0), buf166, buf167, reinterpret_tensor(buf171, (512, ), (1, ), 0), buf173, buf174, buf175, reinterpret_tensor(buf179, (512, ), (1, ), 0), buf180, buf181, buf182, reinterpret_tensor(buf186, (512, ), (1, ), 0), reinterpret_tensor(buf189, (1, 512), (512, 1), 0), buf192, buf193, buf195, buf196, buf190, buf197, reinterpret_tensor(buf183, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf176, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf168, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf162, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf155, (1, 512, 1, 1), (512, 1, 1, 1), 0), reinterpret_tensor(buf148, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf138, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf127, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf118, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf108, (1, 256, 1, 1), (256, 1, 1, 1), 0), reinterpret_tensor(buf98, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf88, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf77, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf68, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf58, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf48, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf38, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf28, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf18, (1, 64, 1, 1), (64, 1, 1, 1), 0), reinterpret_tensor(buf6, (1, 64, 1, 1), (64, 1, 1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 224, 224), (150528, 50176, 224, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_16 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_19 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_21 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_22 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_23 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_25 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_27 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_28 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_29 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_31 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_33 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_34 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_35 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_37 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_39 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_40 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_41 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_43 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_45 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_46 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_47 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_49 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_51 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_52 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_53 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_55 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_57 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_58 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_59 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_61 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_63 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_64 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_65 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_67 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_69 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_70 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_71 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_73 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_75 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_76 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_77 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_79 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_81 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_82 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_83 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_85 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_87 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_88 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_89 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_91 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_93 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_94 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_95 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_97 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_99 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_100 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_101 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_103 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_105 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_106 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_107 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_109 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_111 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_112 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_113 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_115 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_117 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_118 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_119 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_121 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_122 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_123 = rand_strided((1000, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_124 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))


# AOT ID: ['1_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/lab-cache-wkIKaP/inductor/hf/chfcdlyvontkuvz4g5tat2dgoshjsxqt7jflzfo7vszx6v7antgm.py
# Topologically Sorted Source Nodes: [cross_entropy, div_1, unsqueeze_81, ne_3, where_2, , where_3, convert_element_type_default_1, exp_1, sum_4, mul_141, sub_22, convert_element_type_73, sum_5], Original ATen: [aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._to_copy, aten._log_softmax_backward_data, aten.sum]
# Source node to ATen node mapping:
#    => eq_tensor, expand_default, iota_default, scalar_tensor_default, scalar_tensor_default_1, view_default, where_self
#   convert_element_type_73 => convert_element_type_73
#   convert_element_type_default_1 => mul_140
#   cross_entropy => convert_element_type_66, convert_element_type_67, convert_element_type_68, convert_element_type_69, full_default, full_default_1, sub_20, sub_21, sum_2
#   div_1 => div_1
#   exp_1 => exp_1
#   mul_141 => mul_141
#   ne_3 => ne_3
#   sub_22 => sub_22
#   sum_4 => sum_4
#   sum_5 => sum_5
#   unsqueeze_81 => unsqueeze_81
#   where_2 => where_2
#   where_3 => where_3
# Graph fragment:
#   %primals_124 : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=primals_124]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %ne : Tensor "b8[1][1]cuda:0" = PlaceHolder[target=ne]
#   %addmm : Tensor "bf16[1, 1000][1000, 1]cuda:0" = PlaceHolder[target=addmm]
#   %amax : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=amax]
#   %log : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_4 : Tensor "f32[1, 1][1, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %convert_element_type_73 : Tensor "bf16[1, 1000][1000, 1]cuda:0" = PlaceHolder[target=convert_element_type_73]
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type_69 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   %div_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %convert_element_type_69), kwargs = {})
#   %unsqueeze_81 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_124, 1), kwargs = {})
#   %ne_3 : Tensor "b8[1, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_81, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_81, %full_default), kwargs = {})
#   %iota_default : Tensor "i64[1000][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1000,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default : Tensor "i64[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 1000]), kwargs = {})
#   %expand_default : Tensor "i64[1, 1000][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_2, [1, 1000]), kwargs = {})
#   %eq_tensor : Tensor "b8[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_1, %full_default_1), kwargs = {})
#   %mul_140 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_3), kwargs = {})
#   %convert_element_type_66 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%addmm, torch.float32), kwargs = {})
#   %sub_20 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_66, %amax), kwargs = {})
#   %sub_21 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_20, %log), kwargs = {})
#   %convert_element_type_67 : Tensor "bf16[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sub_21, torch.bfloat16), kwargs = {})
#   %convert_element_type_68 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convert_element_type_67, torch.float32), kwargs = {})
#   %exp_1 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%convert_element_type_68,), kwargs = {})
#   %sum_4 : Tensor "f32[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_140, [1], True), kwargs = {})
#   %mul_141 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, %sum_4), kwargs = {})
#   %sub_22 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_140, %mul_141), kwargs = {})
#   %convert_element_type_73 : Tensor "bf16[1, 1000][1000, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sub_22, torch.bfloat16), kwargs = {})
#   %sum_5 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_73, [0], True), kwargs = {dtype: torch.float32})
#   return %sum_4,%convert_element_type_73,%sum_5
triton_per_fused__log_softmax__log_softmax_backward_data__to_copy_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_sum_view_where_0 = async_compile.triton('triton_per_fused__log_softmax__log_softmax_backward_data__to_copy_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_sum_view_where_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i1', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__log_softmax_backward_data__to_copy_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_sum_view_where_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 14000}, 'kernel_num_gb': 8.021e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax__log_softmax_backward_data__to_copy_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_sum_view_where_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 1000
    R0_BLOCK: tl.constexpr = 1024
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [1, 1])
    tmp11 = tl.load(in_ptr1 + (0))
    tmp12 = tl.broadcast_to(tmp11, [1, 1])
    tmp13 = tl.load(in_ptr2 + (0)).to(tl.int1)
    tmp14 = tl.broadcast_to(tmp13, [1, 1])
    tmp24 = tl.load(in_out_ptr0 + (r0_0), r0_mask, other=0.0).to(tl.float32)
    tmp26 = tl.load(in_ptr3 + (0))
    tmp27 = tl.broadcast_to(tmp26, [1, 1])
    tmp29 = tl.load(in_ptr4 + (0))
    tmp30 = tl.broadcast_to(tmp29, [1, 1])
    tmp2 = tl.full([1, 1], -100, tl.int64)
    tmp3 = tmp1 != tmp2
    tmp4 = tl.full([1, 1], 0, tl.int64)
    tmp5 = tl.where(tmp3, tmp1, tmp4)
    tmp6 = r0_0
    tmp7 = tmp5 == tmp6
    tmp8 = tl.full([1, 1], -1.0, tl.float32)
    tmp9 = tl.full([1, 1], 0.0, tl.float32)
    tmp10 = tl.where(tmp7, tmp8, tmp9)
    tmp15 = tmp14.to(tl.int64)
    tmp16 = tmp15.to(tl.float32)
    tmp17 = (tmp12 / tmp16)
    tmp18 = tl.where(tmp3, tmp17, tmp9)
    tmp19 = tmp10 * tmp18
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(r0_mask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp25 = tmp24.to(tl.float32)
    tmp28 = tmp25 - tmp27
    tmp31 = tmp28 - tmp30
    tmp32 = tmp31.to(tl.float32)
    tmp33 = tmp32.to(tl.float32)
    tmp34 = libdevice.exp(tmp33)
    tmp35 = tmp34 * tmp23
    tmp36 = tmp19 - tmp35
    tmp37 = tmp36.to(tl.float32)
    tmp38 = tmp37.to(tl.float32)
    tl.store(in_out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp37, r0_mask)
    tl.store(out_ptr1 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp38, r0_mask)


def get_args():
    arg_0 = rand_strided((1, 1000), (1000, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1,), (1,), device='cuda:0', dtype=torch.bool)
    arg_4 = rand_strided((1, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 1, 1000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax__log_softmax_backward_data__to_copy_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_sum_view_where_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax__log_softmax_backward_data__to_copy_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_sum_view_where_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 8.021e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/k5/ck5x5vfxbrabeqimlflb27zhzylvgqyad2vwl3vgxqaw46mvw6w5.py
# Topologically Sorted Source Nodes: [view_2, expand, div_2, scalar_tensor_4, where_4, convert_element_type_81, sum_6, out_53, sub_23, mul_142, sum_7, mul_143, unsqueeze_85, unsqueeze_86, unsqueeze_87, mul_144, mul_145, mul_146, unsqueeze_88, unsqueeze_89, unsqueeze_90, mul_147, unsqueeze_91, unsqueeze_92, unsqueeze_93, mul_148, sub_25, sub_26, mul_149, mul_150, convert_element_type_83, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_81 => convert_element_type_81
#   convert_element_type_83 => convert_element_type_83
#   convolution_backward => convolution_backward
#   div_2 => div_2
#   expand => expand
#   mul_142 => mul_142
#   mul_143 => mul_143
#   mul_144 => mul_144
#   mul_145 => mul_145
#   mul_146 => mul_146
#   mul_147 => mul_147
#   mul_148 => mul_148
#   mul_149 => mul_149
#   mul_150 => mul_150
#   out_53 => convert_element_type_59
#   scalar_tensor_4 => full_default_5
#   sub_23 => sub_23
#   sub_25 => sub_25
#   sub_26 => sub_26
#   sum_6 => sum_6
#   sum_7 => sum_7
#   unsqueeze_85 => unsqueeze_85
#   unsqueeze_86 => unsqueeze_86
#   unsqueeze_87 => unsqueeze_87
#   unsqueeze_88 => unsqueeze_88
#   unsqueeze_89 => unsqueeze_89
#   unsqueeze_90 => unsqueeze_90
#   unsqueeze_91 => unsqueeze_91
#   unsqueeze_92 => unsqueeze_92
#   unsqueeze_93 => unsqueeze_93
#   view_2 => view_2
#   where_4 => where_4
# Graph fragment:
#   %le : Tensor "b8[1, 512, 7, 7][25088, 49, 7, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "bf16[1, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %convolution_19 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %unsqueeze_84 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_84]
#   %sum_7 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_7]
#   %squeeze_58 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_58]
#   %sum_6 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_6]
#   %primals_120 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_120]
#   %view_2 : Tensor "bf16[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "bf16[1, 512, 7, 7][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [1, 512, 7, 7]), kwargs = {})
#   %div_2 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 49), kwargs = {})
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_5, %div_2), kwargs = {})
#   %convert_element_type_81 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_4, torch.float32), kwargs = {})
#   %sum_6 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_81, [0, 2, 3]), kwargs = {})
#   %convert_element_type_59 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_19, torch.float32), kwargs = {})
#   %sub_23 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_59, %unsqueeze_84), kwargs = {})
#   %mul_142 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_81, %sub_23), kwargs = {})
#   %sum_7 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_142, [0, 2, 3]), kwargs = {})
#   %mul_143 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, 0.02040816326530612), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_143, 0), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_85, 2), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_86, 3), kwargs = {})
#   %mul_144 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, 0.02040816326530612), kwargs = {})
#   %mul_145 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_58, %squeeze_58), kwargs = {})
#   %mul_146 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_144, %mul_145), kwargs = {})
#   %unsqueeze_88 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_146, 0), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_88, 2), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_89, 3), kwargs = {})
#   %mul_147 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_58, %primals_120), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_147, 0), kwargs = {})
#   %unsqueeze_92 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_91, 2), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_92, 3), kwargs = {})
#   %mul_148 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %unsqueeze_90), kwargs = {})
#   %sub_25 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_81, %mul_148), kwargs = {})
#   %sub_26 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_25, %unsqueeze_87), kwargs = {})
#   %mul_149 : Tensor "f32[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %unsqueeze_93), kwargs = {})
#   %mul_150 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, %squeeze_58), kwargs = {})
#   %convert_element_type_83 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_149, torch.bfloat16), kwargs = {})
#   %convolution_backward : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_83, %relu_15, %convert_element_type_58, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_6,%sum_7,%buf9,%mul_150
triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_1 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*bf16', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 65536, 'r0_': 125440}, 'kernel_num_gb': 0.000136704, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 49*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp11 = tl.load(in_ptr2 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp13 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tl.full([1, 1], 0.02040816326530612, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tl.where(tmp0, tmp4, tmp3)
    tmp6 = tmp5.to(tl.float32)
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask & xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp12 = tmp11.to(tl.float32)
    tmp14 = tmp12 - tmp13
    tmp15 = tmp6 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tmp19 * tmp2
    tmp22 = tmp21 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp14 * tmp23
    tmp25 = tmp6 - tmp24
    tmp26 = tmp10 * tmp2
    tmp27 = tmp25 - tmp26
    tmp29 = tmp21 * tmp28
    tmp30 = tmp27 * tmp29
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp19 * tmp21
    tl.store(out_ptr2 + (r0_1 + 49*x0), tmp31, r0_mask & xmask)
    tl.store(out_ptr3 + (x0), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp10, xmask)


def get_args():
    arg_0 = rand_strided((1, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    arg_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_8 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 512, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000136704
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/bs/cbsgrxcjb47eysuwfh5yxe7uyxdv34pia5hktuwomsqwp3ryexu3.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_1, where_5, convert_element_type_85, sum_8, out_50, sub_27, mul_151, sum_9, mul_152, unsqueeze_97, unsqueeze_98, unsqueeze_99, mul_153, mul_154, mul_155, unsqueeze_100, unsqueeze_101, unsqueeze_102, mul_156, unsqueeze_103, unsqueeze_104, unsqueeze_105, mul_157, sub_29, sub_30, mul_158, mul_159, convert_element_type_87, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_85 => convert_element_type_85
#   convert_element_type_87 => convert_element_type_87
#   convolution_backward_1 => convolution_backward_1
#   le_1 => le_1
#   mul_151 => mul_151
#   mul_152 => mul_152
#   mul_153 => mul_153
#   mul_154 => mul_154
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_157 => mul_157
#   mul_158 => mul_158
#   mul_159 => mul_159
#   out_50 => convert_element_type_56
#   scalar_tensor_4 => full_default_5
#   sub_27 => sub_27
#   sub_29 => sub_29
#   sub_30 => sub_30
#   sum_8 => sum_8
#   sum_9 => sum_9
#   unsqueeze_100 => unsqueeze_100
#   unsqueeze_101 => unsqueeze_101
#   unsqueeze_102 => unsqueeze_102
#   unsqueeze_103 => unsqueeze_103
#   unsqueeze_104 => unsqueeze_104
#   unsqueeze_105 => unsqueeze_105
#   unsqueeze_97 => unsqueeze_97
#   unsqueeze_98 => unsqueeze_98
#   unsqueeze_99 => unsqueeze_99
#   where_5 => where_5
# Graph fragment:
#   %relu_15 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_15]
#   %getitem_42 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=getitem_42]
#   %convolution_18 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_18]
#   %unsqueeze_96 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_96]
#   %sum_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_9]
#   %squeeze_55 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_55]
#   %sum_8 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_8]
#   %primals_114 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_114]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_15, 0), kwargs = {})
#   %where_5 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default_5, %getitem_42), kwargs = {})
#   %convert_element_type_85 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_5, torch.float32), kwargs = {})
#   %sum_8 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_85, [0, 2, 3]), kwargs = {})
#   %convert_element_type_56 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_18, torch.float32), kwargs = {})
#   %sub_27 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_56, %unsqueeze_96), kwargs = {})
#   %mul_151 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_85, %sub_27), kwargs = {})
#   %sum_9 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_151, [0, 2, 3]), kwargs = {})
#   %mul_152 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_8, 0.02040816326530612), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_152, 0), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_97, 2), kwargs = {})
#   %unsqueeze_99 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_98, 3), kwargs = {})
#   %mul_153 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, 0.02040816326530612), kwargs = {})
#   %mul_154 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_55, %squeeze_55), kwargs = {})
#   %mul_155 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_153, %mul_154), kwargs = {})
#   %unsqueeze_100 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_155, 0), kwargs = {})
#   %unsqueeze_101 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_100, 2), kwargs = {})
#   %unsqueeze_102 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_101, 3), kwargs = {})
#   %mul_156 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_55, %primals_114), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_156, 0), kwargs = {})
#   %unsqueeze_104 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_103, 2), kwargs = {})
#   %unsqueeze_105 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_104, 3), kwargs = {})
#   %mul_157 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %unsqueeze_102), kwargs = {})
#   %sub_29 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_85, %mul_157), kwargs = {})
#   %sub_30 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_29, %unsqueeze_99), kwargs = {})
#   %mul_158 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_30, %unsqueeze_105), kwargs = {})
#   %mul_159 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, %squeeze_55), kwargs = {})
#   %convert_element_type_87 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_158, torch.bfloat16), kwargs = {})
#   %convolution_backward_1 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_87, %relu_14, %convert_element_type_55, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_8,%sum_9,%mul_159,%buf17
triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 265216, 'r0_': 0}, 'kernel_num_gb': 0.000210944, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr1 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp29 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp11 = tmp10.to(tl.float32)
    tmp13 = tmp11 - tmp12
    tmp14 = tmp5 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tmp18 * tmp19
    tmp21 = tl.full([1, 1], 0.02040816326530612, tl.float32)
    tmp22 = tmp18 * tmp21
    tmp23 = tmp19 * tmp19
    tmp24 = tmp22 * tmp23
    tmp25 = tmp13 * tmp24
    tmp26 = tmp5 - tmp25
    tmp27 = tmp9 * tmp21
    tmp28 = tmp26 - tmp27
    tmp30 = tmp19 * tmp29
    tmp31 = tmp28 * tmp30
    tmp32 = tmp31.to(tl.float32)
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(in_out_ptr0 + (x0 + 512*r0_1), tmp32, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp9, xmask)


def get_args():
    arg_0 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 512, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000210944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ta/ctaxryurp7pray6fc6ozcqttkg2upsujvi67f3hgwmulhibapkd2.py
# Topologically Sorted Source Nodes: [view_2, expand, div_2, scalar_tensor_4, where_4, add_108, le_2, where_6, convert_element_type_89, sum_10, input_6, sub_31, mul_160, sum_11, mul_161, unsqueeze_109, unsqueeze_110, unsqueeze_111, mul_162, mul_163, mul_164, unsqueeze_112, unsqueeze_113, unsqueeze_114, mul_165, unsqueeze_115, unsqueeze_116, unsqueeze_117, mul_166, sub_33, sub_34, mul_167, mul_168, convert_element_type_91, convolution_backward_2, sum_12, out_46, sub_35, mul_169, sum_13, mul_170, unsqueeze_121, unsqueeze_122, unsqueeze_123, mul_171, mul_172, mul_173, unsqueeze_124, unsqueeze_125, unsqueeze_126, mul_174, unsqueeze_127, unsqueeze_128, unsqueeze_129, mul_175, sub_37, sub_38, mul_176, mul_177, convert_element_type_95, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_108 => add_108
#   convert_element_type_89 => convert_element_type_89
#   convert_element_type_91 => convert_element_type_91
#   convert_element_type_95 => convert_element_type_95
#   convolution_backward_2 => convolution_backward_2
#   convolution_backward_3 => convolution_backward_3
#   div_2 => div_2
#   expand => expand
#   input_6 => convert_element_type_53
#   le_2 => le_2
#   mul_160 => mul_160
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   mul_166 => mul_166
#   mul_167 => mul_167
#   mul_168 => mul_168
#   mul_169 => mul_169
#   mul_170 => mul_170
#   mul_171 => mul_171
#   mul_172 => mul_172
#   mul_173 => mul_173
#   mul_174 => mul_174
#   mul_175 => mul_175
#   mul_176 => mul_176
#   mul_177 => mul_177
#   out_46 => convert_element_type_50
#   scalar_tensor_4 => full_default_5
#   sub_31 => sub_31
#   sub_33 => sub_33
#   sub_34 => sub_34
#   sub_35 => sub_35
#   sub_37 => sub_37
#   sub_38 => sub_38
#   sum_10 => sum_10
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_13 => sum_13
#   unsqueeze_109 => unsqueeze_109
#   unsqueeze_110 => unsqueeze_110
#   unsqueeze_111 => unsqueeze_111
#   unsqueeze_112 => unsqueeze_112
#   unsqueeze_113 => unsqueeze_113
#   unsqueeze_114 => unsqueeze_114
#   unsqueeze_115 => unsqueeze_115
#   unsqueeze_116 => unsqueeze_116
#   unsqueeze_117 => unsqueeze_117
#   unsqueeze_121 => unsqueeze_121
#   unsqueeze_122 => unsqueeze_122
#   unsqueeze_123 => unsqueeze_123
#   unsqueeze_124 => unsqueeze_124
#   unsqueeze_125 => unsqueeze_125
#   unsqueeze_126 => unsqueeze_126
#   unsqueeze_127 => unsqueeze_127
#   unsqueeze_128 => unsqueeze_128
#   unsqueeze_129 => unsqueeze_129
#   view_2 => view_2
#   where_4 => where_4
#   where_6 => where_6
# Graph fragment:
#   %relu_14 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %le : Tensor "b8[1, 512, 7, 7][25088, 49, 7, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "bf16[1, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_45 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=getitem_45]
#   %convolution_17 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %unsqueeze_108 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_108]
#   %convolution_16 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %unsqueeze_120 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_120]
#   %sum_11 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_11]
#   %squeeze_52 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_52]
#   %sum_13 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_13]
#   %squeeze_49 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=squeeze_49]
#   %sum_10 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_10]
#   %sum_12 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_12]
#   %sub_34 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=sub_34]
#   %primals_108 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_108]
#   %sub_38 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0" = PlaceHolder[target=sub_38]
#   %primals_102 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_102]
#   %view_2 : Tensor "bf16[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [1, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "bf16[1, 512, 7, 7][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [1, 512, 7, 7]), kwargs = {})
#   %div_2 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 49), kwargs = {})
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_5, %div_2), kwargs = {})
#   %add_108 : Tensor "bf16[1, 512, 7, 7][25088, 49, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_4, %getitem_45), kwargs = {})
#   %le_2 : Tensor "b8[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_14, 0), kwargs = {})
#   %where_6 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default_5, %add_108), kwargs = {})
#   %convert_element_type_89 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=6] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_6, torch.float32), kwargs = {})
#   %sum_10 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_89, [0, 2, 3]), kwargs = {})
#   %convert_element_type_53 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_17, torch.float32), kwargs = {})
#   %sub_31 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_53, %unsqueeze_108), kwargs = {})
#   %mul_160 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_89, %sub_31), kwargs = {})
#   %sum_11 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_160, [0, 2, 3]), kwargs = {})
#   %mul_161 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_10, 0.02040816326530612), kwargs = {})
#   %unsqueeze_109 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_161, 0), kwargs = {})
#   %unsqueeze_110 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_109, 2), kwargs = {})
#   %unsqueeze_111 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_110, 3), kwargs = {})
#   %mul_162 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_11, 0.02040816326530612), kwargs = {})
#   %mul_163 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_52, %squeeze_52), kwargs = {})
#   %mul_164 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_162, %mul_163), kwargs = {})
#   %unsqueeze_112 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_164, 0), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_112, 2), kwargs = {})
#   %unsqueeze_114 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_113, 3), kwargs = {})
#   %mul_165 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_52, %primals_108), kwargs = {})
#   %unsqueeze_115 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_165, 0), kwargs = {})
#   %unsqueeze_116 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_115, 2), kwargs = {})
#   %unsqueeze_117 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_116, 3), kwargs = {})
#   %mul_166 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_31, %unsqueeze_114), kwargs = {})
#   %sub_33 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_89, %mul_166), kwargs = {})
#   %sub_34 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_33, %unsqueeze_111), kwargs = {})
#   %mul_167 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_34, %unsqueeze_117), kwargs = {})
#   %mul_168 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_11, %squeeze_52), kwargs = {})
#   %convert_element_type_91 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_167, torch.bfloat16), kwargs = {})
#   %convolution_backward_2 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_91, %relu_12, %convert_element_type_52, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %sum_12 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_89, [0, 2, 3]), kwargs = {})
#   %convert_element_type_50 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_16, torch.float32), kwargs = {})
#   %sub_35 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_50, %unsqueeze_120), kwargs = {})
#   %mul_169 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_89, %sub_35), kwargs = {})
#   %sum_13 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_169, [0, 2, 3]), kwargs = {})
#   %mul_170 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_12, 0.02040816326530612), kwargs = {})
#   %unsqueeze_121 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_170, 0), kwargs = {})
#   %unsqueeze_122 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_121, 2), kwargs = {})
#   %unsqueeze_123 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_122, 3), kwargs = {})
#   %mul_171 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, 0.02040816326530612), kwargs = {})
#   %mul_172 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_49, %squeeze_49), kwargs = {})
#   %mul_173 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_171, %mul_172), kwargs = {})
#   %unsqueeze_124 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_173, 0), kwargs = {})
#   %unsqueeze_125 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_124, 2), kwargs = {})
#   %unsqueeze_126 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_125, 3), kwargs = {})
#   %mul_174 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_49, %primals_102), kwargs = {})
#   %unsqueeze_127 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_174, 0), kwargs = {})
#   %unsqueeze_128 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_127, 2), kwargs = {})
#   %unsqueeze_129 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_128, 3), kwargs = {})
#   %mul_175 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %unsqueeze_126), kwargs = {})
#   %sub_37 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_89, %mul_175), kwargs = {})
#   %sub_38 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_37, %unsqueeze_123), kwargs = {})
#   %mul_176 : Tensor "f32[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_38, %unsqueeze_129), kwargs = {})
#   %mul_177 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, %squeeze_49), kwargs = {})
#   %convert_element_type_95 : Tensor "bf16[1, 512, 7, 7][25088, 1, 3584, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_176, torch.bfloat16), kwargs = {})
#   %convolution_backward_3 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_95, %relu_13, %convert_element_type_49, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_10,%sum_11,%sum_12,%sum_13,%mul_168,%mul_177,%sub_34,%sub_38,%buf26,%buf35
triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*i1', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*bf16', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr8': '*bf16', 'out_ptr9': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 12, 'num_store': 6, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 431104, 'r0_': 25088}, 'kernel_num_gb': 0.000347648, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, out_ptr0, out_ptr2, out_ptr4, out_ptr5, out_ptr8, out_ptr9, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 49*x0), r0_mask & xmask, other=0.0).to(tl.int1)
    tmp4 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last').to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp16 = tl.load(in_ptr4 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp18 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr6 + (x0 + 512*r0_1), r0_mask & xmask, other=0.0).to(tl.float32)
    tmp27 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp36 = tl.load(in_ptr9 + (x0), xmask, eviction_policy='evict_last')
    tmp51 = tl.load(in_ptr10 + (x0), xmask, eviction_policy='evict_last')
    tmp55 = tl.load(in_ptr11 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tl.full([1, 1], 0.02040816326530612, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp7 = tl.where(tmp3, tmp1, tmp6)
    tmp9 = tmp7 + tmp8
    tmp10 = tl.where(tmp2, tmp1, tmp9)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp17 = tmp16.to(tl.float32)
    tmp19 = tmp17 - tmp18
    tmp20 = tmp11 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp26 = tmp25.to(tl.float32)
    tmp28 = tmp26 - tmp27
    tmp29 = tmp11 * tmp28
    tmp30 = tl.broadcast_to(tmp29, [XBLOCK, R0_BLOCK])
    tmp32 = tl.where(r0_mask & xmask, tmp30, 0)
    tmp33 = tl.sum(tmp32, 1)[:, None].to(tl.float32)
    tmp35 = tmp24 * tmp34
    tmp37 = tmp33 * tmp36
    tmp38 = tmp24 * tmp5
    tmp39 = tmp34 * tmp34
    tmp40 = tmp38 * tmp39
    tmp41 = tmp19 * tmp40
    tmp42 = tmp11 - tmp41
    tmp43 = tmp15 * tmp5
    tmp44 = tmp42 - tmp43
    tmp45 = tmp33 * tmp5
    tmp46 = tmp36 * tmp36
    tmp47 = tmp45 * tmp46
    tmp48 = tmp28 * tmp47
    tmp49 = tmp11 - tmp48
    tmp50 = tmp49 - tmp43
    tmp52 = tmp34 * tmp51
    tmp53 = tmp44 * tmp52
    tmp54 = tmp53.to(tl.float32)
    tmp56 = tmp36 * tmp55
    tmp57 = tmp50 * tmp56
    tmp58 = tmp57.to(tl.float32)
    tl.store(out_ptr4 + (x0), tmp35, xmask)
    tl.store(out_ptr5 + (x0), tmp37, xmask)
    tl.store(out_ptr8 + (x0 + 512*r0_1), tmp54, r0_mask & xmask)
    tl.store(out_ptr9 + (x0 + 512*r0_1), tmp58, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
    tl.store(out_ptr2 + (x0), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    arg_2 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_7 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_13 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_14 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_15 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    arg_16 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_17 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, arg_13, arg_14, arg_15, arg_16, arg_17, 512, 49,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000347648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/f3/cf3z4oyzj6ezga3z3ppbk3yez2ee35yfw42wirn5736ghnwucbvp.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, convert_element_type_101, sum_16, out_39, sub_43, mul_187, sum_17], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_101 => convert_element_type_101
#   le_4 => le_4
#   mul_187 => mul_187
#   out_39 => convert_element_type_44
#   scalar_tensor_4 => full_default_5
#   sub_43 => sub_43
#   sum_16 => sum_16
#   sum_17 => sum_17
#   where_8 => where_8
# Graph fragment:
#   %relu_12 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %convolution_14 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %unsqueeze_144 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_144]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_5, %add_109), kwargs = {})
#   %convert_element_type_101 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.float32), kwargs = {})
#   %sum_16 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_101, [0, 2, 3]), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %sub_43 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_44, %unsqueeze_144), kwargs = {})
#   %mul_187 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_101, %sub_43), kwargs = {})
#   %sum_17 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_187, [0, 2, 3]), kwargs = {})
#   return %buf48,%buf50
triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_4 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 410624, 'r0_': 0}, 'kernel_num_gb': 0.000406528, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tl.load(in_ptr3 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
        tmp12 = tmp11.to(tl.float32)
        tmp14 = tmp12 - tmp13
        tmp15 = tmp7 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp9, xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 512, 98,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000406528
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ar/carrwuclz2yky6m3blkebvyegwt2xemntwzhlknfrmio4ilonaqp.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, convert_element_type_101, sum_16], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_101 => convert_element_type_101
#   le_4 => le_4
#   scalar_tensor_4 => full_default_5
#   sum_16 => sum_16
#   where_8 => where_8
# Graph fragment:
#   %buf48 : Tensor "f32[256, 2][1, 256]cuda:0" = PlaceHolder[target=buf48]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_5, %add_109), kwargs = {})
#   %convert_element_type_101 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.float32), kwargs = {})
#   %sum_16 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_101, [0, 2, 3]), kwargs = {})
#   return %sum_16
triton_per_fused_add_native_batch_norm_backward_threshold_backward_5 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_threshold_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_threshold_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4096, 'r0_': 0}, 'kernel_num_gb': 3.072e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_threshold_backward_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 256, 2,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_batch_norm_backward_threshold_backward_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_batch_norm_backward_threshold_backward_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 3.072e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/tx/ctxp5joo77t64hsda4uzu3wtxqmtl7q46tjdvcqxv6ui4iyrckpd.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, convert_element_type_101, out_39, sub_43, mul_187, sum_17, mul_195], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_101 => convert_element_type_101
#   le_4 => le_4
#   mul_187 => mul_187
#   mul_195 => mul_195
#   out_39 => convert_element_type_44
#   scalar_tensor_4 => full_default_5
#   sub_43 => sub_43
#   sum_17 => sum_17
#   where_8 => where_8
# Graph fragment:
#   %buf50 : Tensor "f32[256, 2][1, 256]cuda:0" = PlaceHolder[target=buf50]
#   %sum_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_17]
#   %squeeze_43 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_43]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_5, %add_109), kwargs = {})
#   %convert_element_type_101 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.float32), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %sub_43 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_44, %unsqueeze_144), kwargs = {})
#   %mul_187 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_101, %sub_43), kwargs = {})
#   %sum_17 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_187, [0, 2, 3]), kwargs = {})
#   %mul_195 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_17, %squeeze_43), kwargs = {})
#   return %sum_17,%mul_195
triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 2},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7168, 'r0_': 0}, 'kernel_num_gb': 5.12e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 256, 2,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.12e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/kw/ckwi7imt2g233mchdeo76fuqwanb4qazkpmoay7sburg5x5ic7oy.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, convert_element_type_101, out_39, sub_43, mul_188, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_189, mul_190, mul_191, unsqueeze_148, unsqueeze_149, unsqueeze_150, mul_192, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_193, sub_45, sub_46, mul_194, convert_element_type_103, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   convert_element_type_101 => convert_element_type_101
#   convert_element_type_103 => convert_element_type_103
#   convolution_backward_5 => convolution_backward_5
#   le_4 => le_4
#   mul_188 => mul_188
#   mul_189 => mul_189
#   mul_190 => mul_190
#   mul_191 => mul_191
#   mul_192 => mul_192
#   mul_193 => mul_193
#   mul_194 => mul_194
#   out_39 => convert_element_type_44
#   scalar_tensor_4 => full_default_5
#   sub_43 => sub_43
#   sub_45 => sub_45
#   sub_46 => sub_46
#   unsqueeze_145 => unsqueeze_145
#   unsqueeze_146 => unsqueeze_146
#   unsqueeze_147 => unsqueeze_147
#   unsqueeze_148 => unsqueeze_148
#   unsqueeze_149 => unsqueeze_149
#   unsqueeze_150 => unsqueeze_150
#   unsqueeze_151 => unsqueeze_151
#   unsqueeze_152 => unsqueeze_152
#   unsqueeze_153 => unsqueeze_153
#   where_8 => where_8
# Graph fragment:
#   %relu_12 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %convolution_14 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %unsqueeze_144 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_144]
#   %sum_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_17]
#   %squeeze_43 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_43]
#   %sum_16 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_16]
#   %primals_90 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_90]
#   %mul_194 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=mul_194]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_5, %add_109), kwargs = {})
#   %convert_element_type_101 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_8, torch.float32), kwargs = {})
#   %convert_element_type_44 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_14, torch.float32), kwargs = {})
#   %sub_43 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_44, %unsqueeze_144), kwargs = {})
#   %mul_188 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_16, 0.00510204081632653), kwargs = {})
#   %unsqueeze_145 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_188, 0), kwargs = {})
#   %unsqueeze_146 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_145, 2), kwargs = {})
#   %unsqueeze_147 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_146, 3), kwargs = {})
#   %mul_189 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_17, 0.00510204081632653), kwargs = {})
#   %mul_190 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_43, %squeeze_43), kwargs = {})
#   %mul_191 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_189, %mul_190), kwargs = {})
#   %unsqueeze_148 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_191, 0), kwargs = {})
#   %unsqueeze_149 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_148, 2), kwargs = {})
#   %unsqueeze_150 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_149, 3), kwargs = {})
#   %mul_192 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_43, %primals_90), kwargs = {})
#   %unsqueeze_151 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_192, 0), kwargs = {})
#   %unsqueeze_152 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_151, 2), kwargs = {})
#   %unsqueeze_153 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_152, 3), kwargs = {})
#   %mul_193 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_43, %unsqueeze_150), kwargs = {})
#   %sub_45 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_101, %mul_193), kwargs = {})
#   %sub_46 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_45, %unsqueeze_147), kwargs = {})
#   %mul_194 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_46, %unsqueeze_153), kwargs = {})
#   %convert_element_type_103 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_194, torch.bfloat16), kwargs = {})
#   %convolution_backward_5 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_103, %relu_11, %convert_element_type_43, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %mul_194,%buf54
triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_7 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 607232}, 'kernel_num_gb': 0.00050688, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x2), xmask).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x2), xmask).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (x2), xmask).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp8.to(tl.float32)
    tmp11 = tmp9 - tmp10
    tmp13 = tl.full([1], 0.00510204081632653, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp16 = tmp15 * tmp15
    tmp17 = tmp14 * tmp16
    tmp18 = tmp11 * tmp17
    tmp19 = tmp7 - tmp18
    tmp21 = tmp20 * tmp13
    tmp22 = tmp19 - tmp21
    tmp24 = tmp15 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp26, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00050688
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/qd/cqds5meuumuvcnxl43lepvttuv6pcnq3li4thikjeid5taindosv.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_5, where_9, convert_element_type_105, sum_18, out_36, sub_47, mul_196, sum_19], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_105 => convert_element_type_105
#   le_5 => le_5
#   mul_196 => mul_196
#   out_36 => convert_element_type_41
#   scalar_tensor_4 => full_default_5
#   sub_47 => sub_47
#   sum_18 => sum_18
#   sum_19 => sum_19
#   where_9 => where_9
# Graph fragment:
#   %relu_11 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_11]
#   %getitem_57 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_57]
#   %convolution_13 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_13]
#   %unsqueeze_156 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_156]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_5 : Tensor "b8[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_11, 0), kwargs = {})
#   %where_9 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_5, %full_default_5, %getitem_57), kwargs = {})
#   %convert_element_type_105 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_9, torch.float32), kwargs = {})
#   %sum_18 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_105, [0, 2, 3]), kwargs = {})
#   %convert_element_type_41 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %sub_47 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_41, %unsqueeze_156), kwargs = {})
#   %mul_196 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_105, %sub_47), kwargs = {})
#   %sum_19 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_196, [0, 2, 3]), kwargs = {})
#   return %buf59,%buf61
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 310272, 'r0_': 0}, 'kernel_num_gb': 0.000306176, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tmp10 = tmp9.to(tl.float32)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp5 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 512, 98,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000306176
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ot/cotawamwyj6pw35lgu22zr5osix4riuez5fwm7nc7xwvdkmi3667.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_5, where_9, convert_element_type_105, out_36, sub_47, mul_197, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_198, mul_199, mul_200, unsqueeze_160, unsqueeze_161, unsqueeze_162, mul_201, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_202, sub_49, sub_50, mul_203, convert_element_type_107, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_105 => convert_element_type_105
#   convert_element_type_107 => convert_element_type_107
#   convolution_backward_6 => convolution_backward_6
#   le_5 => le_5
#   mul_197 => mul_197
#   mul_198 => mul_198
#   mul_199 => mul_199
#   mul_200 => mul_200
#   mul_201 => mul_201
#   mul_202 => mul_202
#   mul_203 => mul_203
#   out_36 => convert_element_type_41
#   scalar_tensor_4 => full_default_5
#   sub_47 => sub_47
#   sub_49 => sub_49
#   sub_50 => sub_50
#   unsqueeze_157 => unsqueeze_157
#   unsqueeze_158 => unsqueeze_158
#   unsqueeze_159 => unsqueeze_159
#   unsqueeze_160 => unsqueeze_160
#   unsqueeze_161 => unsqueeze_161
#   unsqueeze_162 => unsqueeze_162
#   unsqueeze_163 => unsqueeze_163
#   unsqueeze_164 => unsqueeze_164
#   unsqueeze_165 => unsqueeze_165
#   where_9 => where_9
# Graph fragment:
#   %relu_11 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_11]
#   %getitem_57 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_57]
#   %convolution_13 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_13]
#   %unsqueeze_156 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_156]
#   %sum_19 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_19]
#   %squeeze_40 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_40]
#   %sum_18 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_18]
#   %primals_84 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_84]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_5 : Tensor "b8[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_11, 0), kwargs = {})
#   %where_9 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_5, %full_default_5, %getitem_57), kwargs = {})
#   %convert_element_type_105 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_9, torch.float32), kwargs = {})
#   %convert_element_type_41 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_13, torch.float32), kwargs = {})
#   %sub_47 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_41, %unsqueeze_156), kwargs = {})
#   %mul_197 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_18, 0.00510204081632653), kwargs = {})
#   %unsqueeze_157 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_197, 0), kwargs = {})
#   %unsqueeze_158 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_157, 2), kwargs = {})
#   %unsqueeze_159 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_158, 3), kwargs = {})
#   %mul_198 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_19, 0.00510204081632653), kwargs = {})
#   %mul_199 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_40, %squeeze_40), kwargs = {})
#   %mul_200 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_198, %mul_199), kwargs = {})
#   %unsqueeze_160 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_200, 0), kwargs = {})
#   %unsqueeze_161 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_160, 2), kwargs = {})
#   %unsqueeze_162 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_161, 3), kwargs = {})
#   %mul_201 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_40, %primals_84), kwargs = {})
#   %unsqueeze_163 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_201, 0), kwargs = {})
#   %unsqueeze_164 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_163, 2), kwargs = {})
#   %unsqueeze_165 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_164, 3), kwargs = {})
#   %mul_202 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_47, %unsqueeze_162), kwargs = {})
#   %sub_49 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_105, %mul_202), kwargs = {})
#   %sub_50 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_49, %unsqueeze_159), kwargs = {})
#   %mul_203 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_50, %unsqueeze_165), kwargs = {})
#   %convert_element_type_107 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_203, torch.bfloat16), kwargs = {})
#   %convolution_backward_6 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_107, %relu_10, %convert_element_type_40, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf64
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 506880}, 'kernel_num_gb': 0.000406528, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), xmask).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 0.00510204081632653, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000406528
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/3w/c3wnx6yaxqdsy7tqfwsa2cdes2xqq25viyqvwl2qyaucmzevxgeu.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, add_110, le_6, where_10, convert_element_type_109], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   add_110 => add_110
#   convert_element_type_109 => convert_element_type_109
#   le_4 => le_4
#   le_6 => le_6
#   scalar_tensor_4 => full_default_5
#   where_10 => where_10
#   where_8 => where_8
# Graph fragment:
#   %relu_10 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_10]
#   %relu_12 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %getitem_60 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=getitem_60]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_8 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default_5, %add_109), kwargs = {})
#   %add_110 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_8, %getitem_60), kwargs = {})
#   %le_6 : Tensor "b8[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_10, 0), kwargs = {})
#   %where_10 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_6, %full_default_5, %add_110), kwargs = {})
#   %convert_element_type_109 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=6] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_10, torch.float32), kwargs = {})
#   return %convert_element_type_109
triton_poi_fused_add_native_batch_norm_backward_threshold_backward_10 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_threshold_backward_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_threshold_backward_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 903168}, 'kernel_num_gb': 0.000702464, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_threshold_backward_10(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0), xmask).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (x0), xmask).to(tl.float32)
    tmp6 = tl.load(in_ptr3 + (x0), xmask).to(tl.float32)
    tmp9 = tl.load(in_ptr4 + (x0), xmask).to(tl.float32)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tmp12 = tmp11.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp12, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_native_batch_norm_backward_threshold_backward_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_native_batch_norm_backward_threshold_backward_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000702464
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/yd/cydedkxnobjhwun2s4d3e6hwzj7gyqds47aovoqumcqulkn4qw4k.py
# Topologically Sorted Source Nodes: [sum_20, input_4, sub_51, mul_205, sum_21, sum_22, out_32, sub_55, mul_214, sum_23], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   input_4 => convert_element_type_38
#   mul_205 => mul_205
#   mul_214 => mul_214
#   out_32 => convert_element_type_35
#   sub_51 => sub_51
#   sub_55 => sub_55
#   sum_20 => sum_20
#   sum_21 => sum_21
#   sum_22 => sum_22
#   sum_23 => sum_23
# Graph fragment:
#   %convert_element_type_109 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convert_element_type_109]
#   %convolution_12 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %unsqueeze_168 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_168]
#   %convolution_11 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %unsqueeze_180 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_180]
#   %sum_20 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_109, [0, 2, 3]), kwargs = {})
#   %convert_element_type_38 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_12, torch.float32), kwargs = {})
#   %sub_51 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_38, %unsqueeze_168), kwargs = {})
#   %mul_205 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_109, %sub_51), kwargs = {})
#   %sum_21 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_205, [0, 2, 3]), kwargs = {})
#   %sum_22 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_109, [0, 2, 3]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %sub_55 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_35, %unsqueeze_180), kwargs = {})
#   %mul_214 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_109, %sub_55), kwargs = {})
#   %sum_23 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_214, [0, 2, 3]), kwargs = {})
#   return %buf70,%buf72,%buf80,%buf82
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_11 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 419840, 'r0_': 0}, 'kernel_num_gb': 0.000411648, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp6 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp14 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp12 = tl.load(in_ptr3 + (x0 + 256*r0_2 + 25088*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp5 = tmp4.to(tl.float32)
        tmp7 = tmp5 - tmp6
        tmp8 = tmp0 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp13 = tmp12.to(tl.float32)
        tmp15 = tmp13 - tmp14
        tmp16 = tmp0 * tmp15
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp10, xmask)
    tl.store(out_ptr2 + (x3), tmp2, xmask)
    tl.store(out_ptr3 + (x3), tmp18, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((256, 2), (1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 512, 98,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000411648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/wi/cwi7wd7bdawiktdtxf3qj4a6l5ucch2jsywor26sta6u4ybnydn2.py
# Topologically Sorted Source Nodes: [input_4, sub_51, mul_206, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_207, mul_208, mul_209, unsqueeze_172, unsqueeze_173, unsqueeze_174, mul_210, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_211, sub_53, sub_54, mul_212, convert_element_type_111, convolution_backward_7, out_32, sub_55, mul_215, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_216, mul_217, mul_218, unsqueeze_184, unsqueeze_185, unsqueeze_186, mul_219, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_220, sub_57, sub_58, mul_221, convert_element_type_115, convolution_backward_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_111 => convert_element_type_111
#   convert_element_type_115 => convert_element_type_115
#   convolution_backward_7 => convolution_backward_7
#   convolution_backward_8 => convolution_backward_8
#   input_4 => convert_element_type_38
#   mul_206 => mul_206
#   mul_207 => mul_207
#   mul_208 => mul_208
#   mul_209 => mul_209
#   mul_210 => mul_210
#   mul_211 => mul_211
#   mul_212 => mul_212
#   mul_215 => mul_215
#   mul_216 => mul_216
#   mul_217 => mul_217
#   mul_218 => mul_218
#   mul_219 => mul_219
#   mul_220 => mul_220
#   mul_221 => mul_221
#   out_32 => convert_element_type_35
#   sub_51 => sub_51
#   sub_53 => sub_53
#   sub_54 => sub_54
#   sub_55 => sub_55
#   sub_57 => sub_57
#   sub_58 => sub_58
#   unsqueeze_169 => unsqueeze_169
#   unsqueeze_170 => unsqueeze_170
#   unsqueeze_171 => unsqueeze_171
#   unsqueeze_172 => unsqueeze_172
#   unsqueeze_173 => unsqueeze_173
#   unsqueeze_174 => unsqueeze_174
#   unsqueeze_175 => unsqueeze_175
#   unsqueeze_176 => unsqueeze_176
#   unsqueeze_177 => unsqueeze_177
#   unsqueeze_181 => unsqueeze_181
#   unsqueeze_182 => unsqueeze_182
#   unsqueeze_183 => unsqueeze_183
#   unsqueeze_184 => unsqueeze_184
#   unsqueeze_185 => unsqueeze_185
#   unsqueeze_186 => unsqueeze_186
#   unsqueeze_187 => unsqueeze_187
#   unsqueeze_188 => unsqueeze_188
#   unsqueeze_189 => unsqueeze_189
# Graph fragment:
#   %convert_element_type_109 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convert_element_type_109]
#   %convolution_12 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %unsqueeze_168 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_168]
#   %sum_21 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_21]
#   %squeeze_37 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_37]
#   %sum_20 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_20]
#   %primals_78 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_78]
#   %convolution_11 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %unsqueeze_180 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_180]
#   %sum_23 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_23]
#   %squeeze_34 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_34]
#   %sum_22 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_22]
#   %primals_72 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_72]
#   %convert_element_type_38 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_12, torch.float32), kwargs = {})
#   %sub_51 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_38, %unsqueeze_168), kwargs = {})
#   %mul_206 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_20, 0.00510204081632653), kwargs = {})
#   %unsqueeze_169 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_206, 0), kwargs = {})
#   %unsqueeze_170 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_169, 2), kwargs = {})
#   %unsqueeze_171 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_170, 3), kwargs = {})
#   %mul_207 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_21, 0.00510204081632653), kwargs = {})
#   %mul_208 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_37, %squeeze_37), kwargs = {})
#   %mul_209 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_207, %mul_208), kwargs = {})
#   %unsqueeze_172 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_209, 0), kwargs = {})
#   %unsqueeze_173 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_172, 2), kwargs = {})
#   %unsqueeze_174 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_173, 3), kwargs = {})
#   %mul_210 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_37, %primals_78), kwargs = {})
#   %unsqueeze_175 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_210, 0), kwargs = {})
#   %unsqueeze_176 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_175, 2), kwargs = {})
#   %unsqueeze_177 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_176, 3), kwargs = {})
#   %mul_211 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_51, %unsqueeze_174), kwargs = {})
#   %sub_53 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_109, %mul_211), kwargs = {})
#   %sub_54 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_53, %unsqueeze_171), kwargs = {})
#   %mul_212 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_54, %unsqueeze_177), kwargs = {})
#   %convert_element_type_111 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_212, torch.bfloat16), kwargs = {})
#   %convolution_backward_7 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_111, %relu_8, %convert_element_type_37, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %convert_element_type_35 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_11, torch.float32), kwargs = {})
#   %sub_55 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_35, %unsqueeze_180), kwargs = {})
#   %mul_215 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_22, 0.00510204081632653), kwargs = {})
#   %unsqueeze_181 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_215, 0), kwargs = {})
#   %unsqueeze_182 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_181, 2), kwargs = {})
#   %unsqueeze_183 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_182, 3), kwargs = {})
#   %mul_216 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_23, 0.00510204081632653), kwargs = {})
#   %mul_217 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_34, %squeeze_34), kwargs = {})
#   %mul_218 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_216, %mul_217), kwargs = {})
#   %unsqueeze_184 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_218, 0), kwargs = {})
#   %unsqueeze_185 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_184, 2), kwargs = {})
#   %unsqueeze_186 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_185, 3), kwargs = {})
#   %mul_219 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_34, %primals_72), kwargs = {})
#   %unsqueeze_187 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_219, 0), kwargs = {})
#   %unsqueeze_188 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_187, 2), kwargs = {})
#   %unsqueeze_189 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_188, 3), kwargs = {})
#   %mul_220 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_55, %unsqueeze_186), kwargs = {})
#   %sub_57 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_109, %mul_220), kwargs = {})
#   %sub_58 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_57, %unsqueeze_183), kwargs = {})
#   %mul_221 : Tensor "f32[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_58, %unsqueeze_189), kwargs = {})
#   %convert_element_type_115 : Tensor "bf16[1, 256, 14, 14][50176, 1, 3584, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_221, torch.bfloat16), kwargs = {})
#   %convolution_backward_8 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_115, %relu_9, %convert_element_type_34, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf75,%buf85
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_12 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*bf16', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_12', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 813056}, 'kernel_num_gb': 0.000612352, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_12(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, xnumel, XBLOCK : tl.constexpr):
    xnumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_out_ptr1 + (x2), xmask).to(tl.float32)
    tmp22 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr9 + (x0), xmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr10 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1], 0.00510204081632653, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp9 = tmp8 * tmp8
    tmp10 = tmp7 * tmp9
    tmp11 = tmp4 * tmp10
    tmp12 = tmp0 - tmp11
    tmp14 = tmp13 * tmp6
    tmp15 = tmp12 - tmp14
    tmp17 = tmp8 * tmp16
    tmp18 = tmp15 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp21 = tmp20.to(tl.float32)
    tmp23 = tmp21 - tmp22
    tmp25 = tmp24 * tmp6
    tmp27 = tmp26 * tmp26
    tmp28 = tmp25 * tmp27
    tmp29 = tmp23 * tmp28
    tmp30 = tmp0 - tmp29
    tmp32 = tmp31 * tmp6
    tmp33 = tmp30 - tmp32
    tmp35 = tmp26 * tmp34
    tmp36 = tmp33 * tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp19, xmask)
    tl.store(in_out_ptr1 + (x2), tmp37, xmask)


def get_args():
    arg_0 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, 50176,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000612352
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/vb/cvbmfzgq6w3mf5rmpfofyxuhwgsjau5pcmdncvwna4kc6rcw6xoi.py
# Topologically Sorted Source Nodes: [convert_element_type_112], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_112 => convert_element_type_112
# Graph fragment:
#   %getitem_64 : Tensor "bf16[256, 128, 1, 1][128, 1, 128, 128]cuda:0" = PlaceHolder[target=getitem_64]
#   %convert_element_type_112 : Tensor "f32[256, 128, 1, 1][128, 1, 128, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_64, torch.float32), kwargs = {})
#   return %convert_element_type_112
triton_poi_fused__to_copy_13 = async_compile.triton('triton_poi_fused__to_copy_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 327680}, 'kernel_num_gb': 0.000196608, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_13(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((256, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((256, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 32768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000196608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/fm/cfm5oblhwvkm2hplk3j6wo2bjdb74xck5slcsetplstllfnajuyz.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, convert_element_type_121, sum_26, out_25, sub_63, mul_232, sum_27], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_111 => add_111
#   convert_element_type_121 => convert_element_type_121
#   le_8 => le_8
#   mul_232 => mul_232
#   out_25 => convert_element_type_29
#   scalar_tensor_4 => full_default_5
#   sub_63 => sub_63
#   sum_26 => sum_26
#   sum_27 => sum_27
#   where_12 => where_12
# Graph fragment:
#   %relu_8 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %convolution_9 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %unsqueeze_204 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_204]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_5, %add_111), kwargs = {})
#   %convert_element_type_121 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_12, torch.float32), kwargs = {})
#   %sum_26 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_121, [0, 2, 3]), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %sub_63 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_29, %unsqueeze_204), kwargs = {})
#   %mul_232 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_121, %sub_63), kwargs = {})
#   %sum_27 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_232, [0, 2, 3]), kwargs = {})
#   return %buf100,%buf102
triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_14 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 817664, 'r0_': 0}, 'kernel_num_gb': 0.000810496, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 896
    r0_numel = 112
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp17 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.load(in_ptr2 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tl.load(in_ptr3 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
        tmp12 = tmp11.to(tl.float32)
        tmp14 = tmp12 - tmp13
        tmp15 = tmp7 * tmp14
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp18 = _tmp17 + tmp16
        _tmp17 = tl.where(r0_mask & xmask, tmp18, _tmp17)
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tmp17 = tl.sum(_tmp17, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp9, xmask)
    tl.store(out_ptr1 + (x3), tmp17, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 896, 112,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000810496
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/nl/cnlnfnd3f2md4bmjdkgdq4xireinfrruxznwfrmj2yubcl6s7zzf.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, convert_element_type_121, sum_26], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   convert_element_type_121 => convert_element_type_121
#   le_8 => le_8
#   scalar_tensor_4 => full_default_5
#   sum_26 => sum_26
#   where_12 => where_12
# Graph fragment:
#   %buf100 : Tensor "f32[128, 7][1, 128]cuda:0" = PlaceHolder[target=buf100]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_5, %add_111), kwargs = {})
#   %convert_element_type_121 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_12, torch.float32), kwargs = {})
#   %sum_26 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_121, [0, 2, 3]), kwargs = {})
#   return %sum_26
triton_per_fused_add_native_batch_norm_backward_threshold_backward_15 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_threshold_backward_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_threshold_backward_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4608, 'r0_': 0}, 'kernel_num_gb': 4.096e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_threshold_backward_15(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 7
    R0_BLOCK: tl.constexpr = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 128, 7,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_batch_norm_backward_threshold_backward_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_batch_norm_backward_threshold_backward_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 4.096e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/pd/cpdjccymbonvsgmgshbakcayjwox5sqhypkaazo354wfuzmg656d.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, convert_element_type_121, out_25, sub_63, mul_232, sum_27, mul_240], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_111 => add_111
#   convert_element_type_121 => convert_element_type_121
#   le_8 => le_8
#   mul_232 => mul_232
#   mul_240 => mul_240
#   out_25 => convert_element_type_29
#   scalar_tensor_4 => full_default_5
#   sub_63 => sub_63
#   sum_27 => sum_27
#   where_12 => where_12
# Graph fragment:
#   %buf102 : Tensor "f32[128, 7][1, 128]cuda:0" = PlaceHolder[target=buf102]
#   %sum_27 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_27]
#   %squeeze_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_28]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_5, %add_111), kwargs = {})
#   %convert_element_type_121 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_12, torch.float32), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %sub_63 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_29, %unsqueeze_204), kwargs = {})
#   %mul_232 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_121, %sub_63), kwargs = {})
#   %sum_27 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_232, [0, 2, 3]), kwargs = {})
#   %mul_240 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_27, %squeeze_28), kwargs = {})
#   return %sum_27,%mul_240
triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144, 'r0_': 0}, 'kernel_num_gb': 5.12e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 7
    R0_BLOCK: tl.constexpr = 8
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 128, 7,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.12e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ka/ckambtguncf4mklakvewdfyx6o4ihnmtwtfr4ozoyh6w3fkwnkwj.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, convert_element_type_121, out_25, sub_63, mul_233, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_234, mul_235, mul_236, unsqueeze_208, unsqueeze_209, unsqueeze_210, mul_237, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_238, sub_65, sub_66, mul_239, convert_element_type_123, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   convert_element_type_121 => convert_element_type_121
#   convert_element_type_123 => convert_element_type_123
#   convolution_backward_10 => convolution_backward_10
#   le_8 => le_8
#   mul_233 => mul_233
#   mul_234 => mul_234
#   mul_235 => mul_235
#   mul_236 => mul_236
#   mul_237 => mul_237
#   mul_238 => mul_238
#   mul_239 => mul_239
#   out_25 => convert_element_type_29
#   scalar_tensor_4 => full_default_5
#   sub_63 => sub_63
#   sub_65 => sub_65
#   sub_66 => sub_66
#   unsqueeze_205 => unsqueeze_205
#   unsqueeze_206 => unsqueeze_206
#   unsqueeze_207 => unsqueeze_207
#   unsqueeze_208 => unsqueeze_208
#   unsqueeze_209 => unsqueeze_209
#   unsqueeze_210 => unsqueeze_210
#   unsqueeze_211 => unsqueeze_211
#   unsqueeze_212 => unsqueeze_212
#   unsqueeze_213 => unsqueeze_213
#   where_12 => where_12
# Graph fragment:
#   %relu_8 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %convolution_9 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %unsqueeze_204 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_204]
#   %sum_27 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_27]
#   %squeeze_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_28]
#   %sum_26 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_26]
#   %primals_60 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_60]
#   %mul_239 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=mul_239]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_5, %add_111), kwargs = {})
#   %convert_element_type_121 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_12, torch.float32), kwargs = {})
#   %convert_element_type_29 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_9, torch.float32), kwargs = {})
#   %sub_63 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_29, %unsqueeze_204), kwargs = {})
#   %mul_233 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_26, 0.0012755102040816326), kwargs = {})
#   %unsqueeze_205 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_233, 0), kwargs = {})
#   %unsqueeze_206 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_205, 2), kwargs = {})
#   %unsqueeze_207 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_206, 3), kwargs = {})
#   %mul_234 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_27, 0.0012755102040816326), kwargs = {})
#   %mul_235 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %squeeze_28), kwargs = {})
#   %mul_236 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_234, %mul_235), kwargs = {})
#   %unsqueeze_208 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_236, 0), kwargs = {})
#   %unsqueeze_209 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_208, 2), kwargs = {})
#   %unsqueeze_210 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_209, 3), kwargs = {})
#   %mul_237 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %primals_60), kwargs = {})
#   %unsqueeze_211 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_237, 0), kwargs = {})
#   %unsqueeze_212 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_211, 2), kwargs = {})
#   %unsqueeze_213 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_212, 3), kwargs = {})
#   %mul_238 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_63, %unsqueeze_210), kwargs = {})
#   %sub_65 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_121, %mul_238), kwargs = {})
#   %sub_66 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_65, %unsqueeze_207), kwargs = {})
#   %mul_239 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_66, %unsqueeze_213), kwargs = {})
#   %convert_element_type_123 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_239, torch.bfloat16), kwargs = {})
#   %convolution_backward_10 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_123, %relu_7, %convert_element_type_28, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %mul_239,%buf106
triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_17 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1206784}, 'kernel_num_gb': 0.00100608, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_17(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x2), xmask).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x2), xmask).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (x2), xmask).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp8.to(tl.float32)
    tmp11 = tmp9 - tmp10
    tmp13 = tl.full([1], 0.0012755102040816326, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp16 = tmp15 * tmp15
    tmp17 = tmp14 * tmp16
    tmp18 = tmp11 * tmp17
    tmp19 = tmp7 - tmp18
    tmp21 = tmp20 * tmp13
    tmp22 = tmp19 - tmp21
    tmp24 = tmp15 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp26, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 100352,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00100608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/zx/czxcdu4mqxvs6f3pgsvhnzvyth5pdrnvjkh3wzoty6ma7b7ujbu3.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_9, where_13, convert_element_type_125, sum_28, out_22, sub_67, mul_241, sum_29], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_125 => convert_element_type_125
#   le_9 => le_9
#   mul_241 => mul_241
#   out_22 => convert_element_type_26
#   scalar_tensor_4 => full_default_5
#   sub_67 => sub_67
#   sum_28 => sum_28
#   sum_29 => sum_29
#   where_13 => where_13
# Graph fragment:
#   %relu_7 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_7]
#   %getitem_72 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_72]
#   %convolution_8 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_8]
#   %unsqueeze_216 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_216]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_9 : Tensor "b8[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_7, 0), kwargs = {})
#   %where_13 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default_5, %getitem_72), kwargs = {})
#   %convert_element_type_125 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_13, torch.float32), kwargs = {})
#   %sum_28 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_125, [0, 2, 3]), kwargs = {})
#   %convert_element_type_26 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %sub_67 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_26, %unsqueeze_216), kwargs = {})
#   %mul_241 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_125, %sub_67), kwargs = {})
#   %sum_29 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_241, [0, 2, 3]), kwargs = {})
#   return %buf111,%buf113
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 616960, 'r0_': 0}, 'kernel_num_gb': 0.000609792, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 896
    r0_numel = 112
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tmp10 = tmp9.to(tl.float32)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp5 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 896, 112,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000609792
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ir/cirnl7sb3rbyejc4ppckglf2bujcn3uibh43oezysee2s5lwurd2.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_9, where_13, convert_element_type_125, out_22, sub_67, mul_242, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_243, mul_244, mul_245, unsqueeze_220, unsqueeze_221, unsqueeze_222, mul_246, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_247, sub_69, sub_70, mul_248, convert_element_type_127, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_125 => convert_element_type_125
#   convert_element_type_127 => convert_element_type_127
#   convolution_backward_11 => convolution_backward_11
#   le_9 => le_9
#   mul_242 => mul_242
#   mul_243 => mul_243
#   mul_244 => mul_244
#   mul_245 => mul_245
#   mul_246 => mul_246
#   mul_247 => mul_247
#   mul_248 => mul_248
#   out_22 => convert_element_type_26
#   scalar_tensor_4 => full_default_5
#   sub_67 => sub_67
#   sub_69 => sub_69
#   sub_70 => sub_70
#   unsqueeze_217 => unsqueeze_217
#   unsqueeze_218 => unsqueeze_218
#   unsqueeze_219 => unsqueeze_219
#   unsqueeze_220 => unsqueeze_220
#   unsqueeze_221 => unsqueeze_221
#   unsqueeze_222 => unsqueeze_222
#   unsqueeze_223 => unsqueeze_223
#   unsqueeze_224 => unsqueeze_224
#   unsqueeze_225 => unsqueeze_225
#   where_13 => where_13
# Graph fragment:
#   %relu_7 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_7]
#   %getitem_72 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_72]
#   %convolution_8 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_8]
#   %unsqueeze_216 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_216]
#   %sum_29 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_29]
#   %squeeze_25 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_25]
#   %sum_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_28]
#   %primals_54 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_54]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_9 : Tensor "b8[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_7, 0), kwargs = {})
#   %where_13 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default_5, %getitem_72), kwargs = {})
#   %convert_element_type_125 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_13, torch.float32), kwargs = {})
#   %convert_element_type_26 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_8, torch.float32), kwargs = {})
#   %sub_67 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_26, %unsqueeze_216), kwargs = {})
#   %mul_242 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_28, 0.0012755102040816326), kwargs = {})
#   %unsqueeze_217 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_242, 0), kwargs = {})
#   %unsqueeze_218 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_217, 2), kwargs = {})
#   %unsqueeze_219 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_218, 3), kwargs = {})
#   %mul_243 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_29, 0.0012755102040816326), kwargs = {})
#   %mul_244 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %squeeze_25), kwargs = {})
#   %mul_245 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_243, %mul_244), kwargs = {})
#   %unsqueeze_220 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_245, 0), kwargs = {})
#   %unsqueeze_221 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_220, 2), kwargs = {})
#   %unsqueeze_222 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_221, 3), kwargs = {})
#   %mul_246 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %primals_54), kwargs = {})
#   %unsqueeze_223 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_246, 0), kwargs = {})
#   %unsqueeze_224 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_223, 2), kwargs = {})
#   %unsqueeze_225 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_224, 3), kwargs = {})
#   %mul_247 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_67, %unsqueeze_222), kwargs = {})
#   %sub_69 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_125, %mul_247), kwargs = {})
#   %sub_70 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_69, %unsqueeze_219), kwargs = {})
#   %mul_248 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_70, %unsqueeze_225), kwargs = {})
#   %convert_element_type_127 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_248, torch.bfloat16), kwargs = {})
#   %convolution_backward_11 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_127, %relu_6, %convert_element_type_25, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf116
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1006080}, 'kernel_num_gb': 0.000805376, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), xmask).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), xmask).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 0.0012755102040816326, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 100352,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000805376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/v2/cv2ljq2wj4sefp6ggqvf4nyeptnewohgmsmgykfrhsddhsplhq5v.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, add_112, le_10, where_14, convert_element_type_129], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   add_112 => add_112
#   convert_element_type_129 => convert_element_type_129
#   le_10 => le_10
#   le_8 => le_8
#   scalar_tensor_4 => full_default_5
#   where_12 => where_12
#   where_14 => where_14
# Graph fragment:
#   %relu_6 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_6]
#   %relu_8 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %getitem_75 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=getitem_75]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_12 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default_5, %add_111), kwargs = {})
#   %add_112 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_12, %getitem_75), kwargs = {})
#   %le_10 : Tensor "b8[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_6, 0), kwargs = {})
#   %where_14 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_10, %full_default_5, %add_112), kwargs = {})
#   %convert_element_type_129 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=6] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_14, torch.float32), kwargs = {})
#   return %convert_element_type_129
triton_poi_fused_add_native_batch_norm_backward_threshold_backward_20 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_threshold_backward_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_threshold_backward_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1806336}, 'kernel_num_gb': 0.001404928, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_threshold_backward_20(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0), xmask).to(tl.float32)
    tmp5 = tl.load(in_ptr2 + (x0), xmask).to(tl.float32)
    tmp6 = tl.load(in_ptr3 + (x0), xmask).to(tl.float32)
    tmp9 = tl.load(in_ptr4 + (x0), xmask).to(tl.float32)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tmp12 = tmp11.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp12, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 100352,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_native_batch_norm_backward_threshold_backward_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_native_batch_norm_backward_threshold_backward_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001404928
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/nx/cnxep6zf3oblbswbgrepidzcusub7vxuqq2ykpw7su5jbu6ezeau.py
# Topologically Sorted Source Nodes: [sum_30, input_2, sub_71, mul_250, sum_31, sum_32, out_18, sub_75, mul_259, sum_33], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   input_2 => convert_element_type_23
#   mul_250 => mul_250
#   mul_259 => mul_259
#   out_18 => convert_element_type_20
#   sub_71 => sub_71
#   sub_75 => sub_75
#   sum_30 => sum_30
#   sum_31 => sum_31
#   sum_32 => sum_32
#   sum_33 => sum_33
# Graph fragment:
#   %convert_element_type_129 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convert_element_type_129]
#   %convolution_7 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %unsqueeze_228 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_228]
#   %convolution_6 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %unsqueeze_240 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_240]
#   %sum_30 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_129, [0, 2, 3]), kwargs = {})
#   %convert_element_type_23 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_7, torch.float32), kwargs = {})
#   %sub_71 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_23, %unsqueeze_228), kwargs = {})
#   %mul_250 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_129, %sub_71), kwargs = {})
#   %sum_31 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_250, [0, 2, 3]), kwargs = {})
#   %sum_32 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_129, [0, 2, 3]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %sub_75 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_20, %unsqueeze_240), kwargs = {})
#   %mul_259 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_129, %sub_75), kwargs = {})
#   %sum_33 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_259, [0, 2, 3]), kwargs = {})
#   return %buf122,%buf124,%buf132,%buf134
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 832512, 'r0_': 0}, 'kernel_num_gb': 0.000818176, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 896
    r0_numel = 112
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 128)
    x1 = xindex // 128
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp6 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp14 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp12 = tl.load(in_ptr3 + (x0 + 128*r0_2 + 14336*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp5 = tmp4.to(tl.float32)
        tmp7 = tmp5 - tmp6
        tmp8 = tmp0 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp13 = tmp12.to(tl.float32)
        tmp15 = tmp13 - tmp14
        tmp16 = tmp0 * tmp15
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp10, xmask)
    tl.store(out_ptr2 + (x3), tmp2, xmask)
    tl.store(out_ptr3 + (x3), tmp18, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((128, 7), (1, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 896, 112,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000818176
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/eu/ceuw65wxwc3fimonl24tyuk63eeyqq5n3bquntnnblxrnsdnnscj.py
# Topologically Sorted Source Nodes: [input_2, sub_71, mul_251, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_252, mul_253, mul_254, unsqueeze_232, unsqueeze_233, unsqueeze_234, mul_255, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_256, sub_73, sub_74, mul_257, convert_element_type_131, convolution_backward_12, out_18, sub_75, mul_260, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_261, mul_262, mul_263, unsqueeze_244, unsqueeze_245, unsqueeze_246, mul_264, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_265, sub_77, sub_78, mul_266, convert_element_type_135, convolution_backward_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_131 => convert_element_type_131
#   convert_element_type_135 => convert_element_type_135
#   convolution_backward_12 => convolution_backward_12
#   convolution_backward_13 => convolution_backward_13
#   input_2 => convert_element_type_23
#   mul_251 => mul_251
#   mul_252 => mul_252
#   mul_253 => mul_253
#   mul_254 => mul_254
#   mul_255 => mul_255
#   mul_256 => mul_256
#   mul_257 => mul_257
#   mul_260 => mul_260
#   mul_261 => mul_261
#   mul_262 => mul_262
#   mul_263 => mul_263
#   mul_264 => mul_264
#   mul_265 => mul_265
#   mul_266 => mul_266
#   out_18 => convert_element_type_20
#   sub_71 => sub_71
#   sub_73 => sub_73
#   sub_74 => sub_74
#   sub_75 => sub_75
#   sub_77 => sub_77
#   sub_78 => sub_78
#   unsqueeze_229 => unsqueeze_229
#   unsqueeze_230 => unsqueeze_230
#   unsqueeze_231 => unsqueeze_231
#   unsqueeze_232 => unsqueeze_232
#   unsqueeze_233 => unsqueeze_233
#   unsqueeze_234 => unsqueeze_234
#   unsqueeze_235 => unsqueeze_235
#   unsqueeze_236 => unsqueeze_236
#   unsqueeze_237 => unsqueeze_237
#   unsqueeze_241 => unsqueeze_241
#   unsqueeze_242 => unsqueeze_242
#   unsqueeze_243 => unsqueeze_243
#   unsqueeze_244 => unsqueeze_244
#   unsqueeze_245 => unsqueeze_245
#   unsqueeze_246 => unsqueeze_246
#   unsqueeze_247 => unsqueeze_247
#   unsqueeze_248 => unsqueeze_248
#   unsqueeze_249 => unsqueeze_249
# Graph fragment:
#   %convert_element_type_129 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convert_element_type_129]
#   %convolution_7 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %unsqueeze_228 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_228]
#   %sum_31 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_31]
#   %squeeze_22 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_22]
#   %sum_30 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_30]
#   %primals_48 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_48]
#   %convolution_6 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %unsqueeze_240 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_240]
#   %sum_33 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_33]
#   %squeeze_19 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_19]
#   %sum_32 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_32]
#   %primals_42 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_42]
#   %convert_element_type_23 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_7, torch.float32), kwargs = {})
#   %sub_71 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_23, %unsqueeze_228), kwargs = {})
#   %mul_251 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_30, 0.0012755102040816326), kwargs = {})
#   %unsqueeze_229 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_251, 0), kwargs = {})
#   %unsqueeze_230 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_229, 2), kwargs = {})
#   %unsqueeze_231 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_230, 3), kwargs = {})
#   %mul_252 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_31, 0.0012755102040816326), kwargs = {})
#   %mul_253 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_22, %squeeze_22), kwargs = {})
#   %mul_254 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_252, %mul_253), kwargs = {})
#   %unsqueeze_232 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_254, 0), kwargs = {})
#   %unsqueeze_233 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_232, 2), kwargs = {})
#   %unsqueeze_234 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_233, 3), kwargs = {})
#   %mul_255 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_22, %primals_48), kwargs = {})
#   %unsqueeze_235 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_255, 0), kwargs = {})
#   %unsqueeze_236 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_235, 2), kwargs = {})
#   %unsqueeze_237 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_236, 3), kwargs = {})
#   %mul_256 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_71, %unsqueeze_234), kwargs = {})
#   %sub_73 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_129, %mul_256), kwargs = {})
#   %sub_74 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_73, %unsqueeze_231), kwargs = {})
#   %mul_257 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_74, %unsqueeze_237), kwargs = {})
#   %convert_element_type_131 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_257, torch.bfloat16), kwargs = {})
#   %convolution_backward_12 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_131, %relu_4, %convert_element_type_22, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %convert_element_type_20 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_6, torch.float32), kwargs = {})
#   %sub_75 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_20, %unsqueeze_240), kwargs = {})
#   %mul_260 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_32, 0.0012755102040816326), kwargs = {})
#   %unsqueeze_241 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_260, 0), kwargs = {})
#   %unsqueeze_242 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_241, 2), kwargs = {})
#   %unsqueeze_243 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_242, 3), kwargs = {})
#   %mul_261 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_33, 0.0012755102040816326), kwargs = {})
#   %mul_262 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %squeeze_19), kwargs = {})
#   %mul_263 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_261, %mul_262), kwargs = {})
#   %unsqueeze_244 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_263, 0), kwargs = {})
#   %unsqueeze_245 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_244, 2), kwargs = {})
#   %unsqueeze_246 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_245, 3), kwargs = {})
#   %mul_264 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %primals_42), kwargs = {})
#   %unsqueeze_247 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_264, 0), kwargs = {})
#   %unsqueeze_248 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_247, 2), kwargs = {})
#   %unsqueeze_249 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_248, 3), kwargs = {})
#   %mul_265 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_75, %unsqueeze_246), kwargs = {})
#   %sub_77 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_129, %mul_265), kwargs = {})
#   %sub_78 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_77, %unsqueeze_243), kwargs = {})
#   %mul_266 : Tensor "f32[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_78, %unsqueeze_249), kwargs = {})
#   %convert_element_type_135 : Tensor "bf16[1, 128, 28, 28][100352, 1, 3584, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_266, torch.bfloat16), kwargs = {})
#   %convolution_backward_13 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_135, %relu_5, %convert_element_type_19, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf127,%buf137
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_22 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_out_ptr1': '*bf16', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_22', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 13, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1610752}, 'kernel_num_gb': 0.001209344, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_22(in_out_ptr0, in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, xnumel, XBLOCK : tl.constexpr):
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_out_ptr1 + (x2), xmask).to(tl.float32)
    tmp22 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp31 = tl.load(in_ptr9 + (x0), xmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr10 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp1.to(tl.float32)
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1], 0.0012755102040816326, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp9 = tmp8 * tmp8
    tmp10 = tmp7 * tmp9
    tmp11 = tmp4 * tmp10
    tmp12 = tmp0 - tmp11
    tmp14 = tmp13 * tmp6
    tmp15 = tmp12 - tmp14
    tmp17 = tmp8 * tmp16
    tmp18 = tmp15 * tmp17
    tmp19 = tmp18.to(tl.float32)
    tmp21 = tmp20.to(tl.float32)
    tmp23 = tmp21 - tmp22
    tmp25 = tmp24 * tmp6
    tmp27 = tmp26 * tmp26
    tmp28 = tmp25 * tmp27
    tmp29 = tmp23 * tmp28
    tmp30 = tmp0 - tmp29
    tmp32 = tmp31 * tmp6
    tmp33 = tmp30 - tmp32
    tmp35 = tmp26 * tmp34
    tmp36 = tmp33 * tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp19, xmask)
    tl.store(in_out_ptr1 + (x2), tmp37, xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    arg_12 = rand_strided((128,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, arg_12, 100352,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_22.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_22.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001209344
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/d7/cd7cj4jomvcbjmbkd3vfyv2suouecbide2n77mmv34x56q63gsel.py
# Topologically Sorted Source Nodes: [convert_element_type_132], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_132 => convert_element_type_132
# Graph fragment:
#   %getitem_79 : Tensor "bf16[128, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_79]
#   %convert_element_type_132 : Tensor "f32[128, 64, 1, 1][64, 1, 64, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_79, torch.float32), kwargs = {})
#   return %convert_element_type_132
triton_poi_fused__to_copy_23 = async_compile.triton('triton_poi_fused__to_copy_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_23', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 81920}, 'kernel_num_gb': 4.9152e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_23(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((128, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((128, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 8192,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_23.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_23.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 4.9152e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/e5/ce5f4z4fxn63go2ezulplg6xx23rivtoarsx7ekof64chots34ua.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, convert_element_type_141, sum_36, out_11, sub_83, mul_277, sum_37], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_113 => add_113
#   convert_element_type_141 => convert_element_type_141
#   le_12 => le_12
#   mul_277 => mul_277
#   out_11 => convert_element_type_14
#   scalar_tensor_4 => full_default_5
#   sub_83 => sub_83
#   sum_36 => sum_36
#   sum_37 => sum_37
#   where_16 => where_16
# Graph fragment:
#   %relu_4 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %convolution_4 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_4]
#   %unsqueeze_264 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_264]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_5, %add_113), kwargs = {})
#   %convert_element_type_141 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_16, torch.float32), kwargs = {})
#   %sum_36 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_141, [0, 2, 3]), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %sub_83 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %unsqueeze_264), kwargs = {})
#   %mul_277 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_141, %sub_83), kwargs = {})
#   %sum_37 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_277, [0, 2, 3]), kwargs = {})
#   return %buf152,%buf154
triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_24 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1631488, 'r0_': 0}, 'kernel_num_gb': 0.001618688, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_24(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1600
    r0_numel = 126
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 64
    x0 = (xindex % 64)
    _tmp14 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp24 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 126*x1
        tmp1 = tl.full([1, 1], 3136, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tmp3 <= tmp4
        tmp6 = tl.load(in_ptr1 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.load(in_ptr2 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp8 = tmp6 + tmp7
        tmp9 = tl.where(tmp5, tmp4, tmp8)
        tmp10 = tmp9.to(tl.float32)
        tmp11 = tl.full(tmp10.shape, 0, tmp10.dtype)
        tmp12 = tl.where(tmp2, tmp10, tmp11)
        tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
        tmp15 = _tmp14 + tmp13
        _tmp14 = tl.where(r0_mask & xmask, tmp15, _tmp14)
        tmp16 = tl.load(in_ptr3 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp17 = tmp16.to(tl.float32)
        tmp18 = tl.load(in_ptr4 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp19 = tmp17 - tmp18
        tmp20 = tmp10 * tmp19
        tmp21 = tl.full(tmp20.shape, 0, tmp20.dtype)
        tmp22 = tl.where(tmp2, tmp20, tmp21)
        tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
        tmp25 = _tmp24 + tmp23
        _tmp24 = tl.where(r0_mask & xmask, tmp25, _tmp24)
    tmp14 = tl.sum(_tmp14, 1)[:, None]
    tmp24 = tl.sum(_tmp24, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp14, xmask)
    tl.store(out_ptr1 + (x3), tmp24, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64, 25), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64, 25), (1, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 1600, 126,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_24.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_24.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001618688
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/n5/cn5wbkon7qwgygrn5e3wr5rdhllnqe4b2uau3mjy7z6kqdlevlyh.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, convert_element_type_141, sum_36], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   convert_element_type_141 => convert_element_type_141
#   le_12 => le_12
#   scalar_tensor_4 => full_default_5
#   sum_36 => sum_36
#   where_16 => where_16
# Graph fragment:
#   %buf152 : Tensor "f32[64, 25][1, 64]cuda:0" = PlaceHolder[target=buf152]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_5, %add_113), kwargs = {})
#   %convert_element_type_141 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_16, torch.float32), kwargs = {})
#   %sum_36 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_141, [0, 2, 3]), kwargs = {})
#   return %sum_36
triton_per_fused_add_native_batch_norm_backward_threshold_backward_25 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_threshold_backward_25', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_threshold_backward_25', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6912, 'r0_': 0}, 'kernel_num_gb': 6.656e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_threshold_backward_25(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 25
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((64, 25), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 64, 25,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_batch_norm_backward_threshold_backward_25.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_batch_norm_backward_threshold_backward_25.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.656e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/qr/cqrezs4hzfzjwath2ax5l7qjun5e2ti2xbswp7yh5ap54gskzxbw.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, convert_element_type_141, out_11, sub_83, mul_277, sum_37, mul_285], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   add_113 => add_113
#   convert_element_type_141 => convert_element_type_141
#   le_12 => le_12
#   mul_277 => mul_277
#   mul_285 => mul_285
#   out_11 => convert_element_type_14
#   scalar_tensor_4 => full_default_5
#   sub_83 => sub_83
#   sum_37 => sum_37
#   where_16 => where_16
# Graph fragment:
#   %buf154 : Tensor "f32[64, 25][1, 64]cuda:0" = PlaceHolder[target=buf154]
#   %sum_37 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_37]
#   %squeeze_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_13]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_5, %add_113), kwargs = {})
#   %convert_element_type_141 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_16, torch.float32), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %sub_83 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %unsqueeze_264), kwargs = {})
#   %mul_277 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_141, %sub_83), kwargs = {})
#   %sum_37 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_277, [0, 2, 3]), kwargs = {})
#   %mul_285 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_37, %squeeze_13), kwargs = {})
#   return %sum_37,%mul_285
triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 32},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 7680, 'r0_': 0}, 'kernel_num_gb': 7.168e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 25
    R0_BLOCK: tl.constexpr = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((64, 25), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 64, 25,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 7.168e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/jv/cjvjym25s5wi7pyrjfdbcmmamtedmgtogwlh756juqlo2fmxviyp.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, convert_element_type_141, out_11, sub_83, mul_278, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_279, mul_280, mul_281, unsqueeze_268, unsqueeze_269, unsqueeze_270, mul_282, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_283, sub_85, sub_86, mul_284, convert_element_type_143, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   convert_element_type_141 => convert_element_type_141
#   convert_element_type_143 => convert_element_type_143
#   convolution_backward_15 => convolution_backward_15
#   le_12 => le_12
#   mul_278 => mul_278
#   mul_279 => mul_279
#   mul_280 => mul_280
#   mul_281 => mul_281
#   mul_282 => mul_282
#   mul_283 => mul_283
#   mul_284 => mul_284
#   out_11 => convert_element_type_14
#   scalar_tensor_4 => full_default_5
#   sub_83 => sub_83
#   sub_85 => sub_85
#   sub_86 => sub_86
#   unsqueeze_265 => unsqueeze_265
#   unsqueeze_266 => unsqueeze_266
#   unsqueeze_267 => unsqueeze_267
#   unsqueeze_268 => unsqueeze_268
#   unsqueeze_269 => unsqueeze_269
#   unsqueeze_270 => unsqueeze_270
#   unsqueeze_271 => unsqueeze_271
#   unsqueeze_272 => unsqueeze_272
#   unsqueeze_273 => unsqueeze_273
#   where_16 => where_16
# Graph fragment:
#   %relu_4 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %convolution_4 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_4]
#   %unsqueeze_264 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_264]
#   %sum_37 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_37]
#   %squeeze_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_13]
#   %sum_36 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_36]
#   %primals_30 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_30]
#   %mul_284 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=mul_284]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_5, %add_113), kwargs = {})
#   %convert_element_type_141 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_16, torch.float32), kwargs = {})
#   %convert_element_type_14 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_4, torch.float32), kwargs = {})
#   %sub_83 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_14, %unsqueeze_264), kwargs = {})
#   %mul_278 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_36, 0.00031887755102040814), kwargs = {})
#   %unsqueeze_265 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_278, 0), kwargs = {})
#   %unsqueeze_266 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_265, 2), kwargs = {})
#   %unsqueeze_267 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_266, 3), kwargs = {})
#   %mul_279 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_37, 0.00031887755102040814), kwargs = {})
#   %mul_280 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %squeeze_13), kwargs = {})
#   %mul_281 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_279, %mul_280), kwargs = {})
#   %unsqueeze_268 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_281, 0), kwargs = {})
#   %unsqueeze_269 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_268, 2), kwargs = {})
#   %unsqueeze_270 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_269, 3), kwargs = {})
#   %mul_282 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %primals_30), kwargs = {})
#   %unsqueeze_271 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_282, 0), kwargs = {})
#   %unsqueeze_272 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_271, 2), kwargs = {})
#   %unsqueeze_273 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_272, 3), kwargs = {})
#   %mul_283 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_83, %unsqueeze_270), kwargs = {})
#   %sub_85 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_141, %mul_283), kwargs = {})
#   %sub_86 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_85, %unsqueeze_267), kwargs = {})
#   %mul_284 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_86, %unsqueeze_273), kwargs = {})
#   %convert_element_type_143 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_284, torch.bfloat16), kwargs = {})
#   %convolution_backward_15 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_143, %relu_3, %convert_element_type_13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %mul_284,%buf158
triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_27 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_27', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr1': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_27', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2409728}, 'kernel_num_gb': 0.00200832, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_27(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr3 + (x2), None).to(tl.float32)
    tmp10 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr8 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp8.to(tl.float32)
    tmp11 = tmp9 - tmp10
    tmp13 = tl.full([1], 0.00031887755102040814, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp16 = tmp15 * tmp15
    tmp17 = tmp14 * tmp16
    tmp18 = tmp11 * tmp17
    tmp19 = tmp7 - tmp18
    tmp21 = tmp20 * tmp13
    tmp22 = tmp19 - tmp21
    tmp24 = tmp15 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp25.to(tl.float32)
    tl.store(out_ptr1 + (x2), tmp26, None)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, 200704,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_27.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_27.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00200832
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/5t/c5to7pam3bwcrwqiwrhv6lmrrvsotewimmo6a4p2p7hwywtsrsuz.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_13, where_17, convert_element_type_145, sum_38, out_8, sub_87, mul_286, sum_39], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_145 => convert_element_type_145
#   le_13 => le_13
#   mul_286 => mul_286
#   out_8 => convert_element_type_11
#   scalar_tensor_4 => full_default_5
#   sub_87 => sub_87
#   sum_38 => sum_38
#   sum_39 => sum_39
#   where_17 => where_17
# Graph fragment:
#   %relu_3 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_3]
#   %getitem_87 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_87]
#   %convolution_3 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_276 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_276]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_13 : Tensor "b8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_17 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_13, %full_default_5, %getitem_87), kwargs = {})
#   %convert_element_type_145 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_17, torch.float32), kwargs = {})
#   %sum_38 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_145, [0, 2, 3]), kwargs = {})
#   %convert_element_type_11 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %sub_87 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_11, %unsqueeze_276), kwargs = {})
#   %mul_286 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_145, %sub_87), kwargs = {})
#   %sum_39 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_286, [0, 2, 3]), kwargs = {})
#   return %buf163,%buf165
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1230080, 'r0_': 0}, 'kernel_num_gb': 0.00121728, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1600
    r0_numel = 126
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 64
    x0 = (xindex % 64)
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 126*x1
        tmp1 = tl.full([1, 1], 3136, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tl.full([1, 1], 0.0, tl.float32)
        tmp5 = tmp3 <= tmp4
        tmp6 = tl.load(in_ptr1 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp7 = tl.where(tmp5, tmp4, tmp6)
        tmp8 = tmp7.to(tl.float32)
        tmp9 = tl.full(tmp8.shape, 0, tmp8.dtype)
        tmp10 = tl.where(tmp2, tmp8, tmp9)
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
        tmp14 = tl.load(in_ptr2 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp15 = tmp14.to(tl.float32)
        tmp16 = tl.load(in_ptr3 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp17 = tmp15 - tmp16
        tmp18 = tmp8 * tmp17
        tmp19 = tl.full(tmp18.shape, 0, tmp18.dtype)
        tmp20 = tl.where(tmp2, tmp18, tmp19)
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp12, xmask)
    tl.store(out_ptr1 + (x3), tmp22, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64, 25), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64, 25), (1, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1600, 126,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00121728
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/rf/crfzk4wynjy4a4l726cjfd642w7dmttazmmxc4gvjsnuwgxlen5l.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_13, where_17, convert_element_type_145, out_8, sub_87, mul_287, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_288, mul_289, mul_290, unsqueeze_280, unsqueeze_281, unsqueeze_282, mul_291, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_292, sub_89, sub_90, mul_293, convert_element_type_147, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_145 => convert_element_type_145
#   convert_element_type_147 => convert_element_type_147
#   convolution_backward_16 => convolution_backward_16
#   le_13 => le_13
#   mul_287 => mul_287
#   mul_288 => mul_288
#   mul_289 => mul_289
#   mul_290 => mul_290
#   mul_291 => mul_291
#   mul_292 => mul_292
#   mul_293 => mul_293
#   out_8 => convert_element_type_11
#   scalar_tensor_4 => full_default_5
#   sub_87 => sub_87
#   sub_89 => sub_89
#   sub_90 => sub_90
#   unsqueeze_277 => unsqueeze_277
#   unsqueeze_278 => unsqueeze_278
#   unsqueeze_279 => unsqueeze_279
#   unsqueeze_280 => unsqueeze_280
#   unsqueeze_281 => unsqueeze_281
#   unsqueeze_282 => unsqueeze_282
#   unsqueeze_283 => unsqueeze_283
#   unsqueeze_284 => unsqueeze_284
#   unsqueeze_285 => unsqueeze_285
#   where_17 => where_17
# Graph fragment:
#   %relu_3 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_3]
#   %getitem_87 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_87]
#   %convolution_3 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_276 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_276]
#   %sum_39 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_39]
#   %squeeze_10 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_10]
#   %sum_38 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_38]
#   %primals_24 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_24]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_13 : Tensor "b8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_17 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_13, %full_default_5, %getitem_87), kwargs = {})
#   %convert_element_type_145 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_17, torch.float32), kwargs = {})
#   %convert_element_type_11 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_3, torch.float32), kwargs = {})
#   %sub_87 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_11, %unsqueeze_276), kwargs = {})
#   %mul_287 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_38, 0.00031887755102040814), kwargs = {})
#   %unsqueeze_277 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_287, 0), kwargs = {})
#   %unsqueeze_278 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_277, 2), kwargs = {})
#   %unsqueeze_279 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_278, 3), kwargs = {})
#   %mul_288 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_39, 0.00031887755102040814), kwargs = {})
#   %mul_289 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %squeeze_10), kwargs = {})
#   %mul_290 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_288, %mul_289), kwargs = {})
#   %unsqueeze_280 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_290, 0), kwargs = {})
#   %unsqueeze_281 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_280, 2), kwargs = {})
#   %unsqueeze_282 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_281, 3), kwargs = {})
#   %mul_291 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %primals_24), kwargs = {})
#   %unsqueeze_283 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_291, 0), kwargs = {})
#   %unsqueeze_284 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_283, 2), kwargs = {})
#   %unsqueeze_285 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_284, 3), kwargs = {})
#   %mul_292 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_87, %unsqueeze_282), kwargs = {})
#   %sub_89 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_145, %mul_292), kwargs = {})
#   %sub_90 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_89, %unsqueeze_279), kwargs = {})
#   %mul_293 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_90, %unsqueeze_285), kwargs = {})
#   %convert_element_type_147 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_293, torch.bfloat16), kwargs = {})
#   %convolution_backward_16 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_147, %relu_2, %convert_element_type_10, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf168
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2008320}, 'kernel_num_gb': 0.001606912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 0.00031887755102040814, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, None)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 200704,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001606912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/qr/cqrgm5xbszvom3prqlocofer2u3aekczh76gvfz2tqu6mqqlnsbx.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, add_114, le_14, where_18], Original ATen: [aten.threshold_backward, aten.add]
# Source node to ATen node mapping:
#   add_113 => add_113
#   add_114 => add_114
#   le_12 => le_12
#   le_14 => le_14
#   scalar_tensor_4 => full_default_5
#   where_16 => where_16
#   where_18 => where_18
# Graph fragment:
#   %relu_2 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_2]
#   %relu_4 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %getitem_90 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_90]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_16 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default_5, %add_113), kwargs = {})
#   %add_114 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_16, %getitem_90), kwargs = {})
#   %le_14 : Tensor "b8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_2, 0), kwargs = {})
#   %where_18 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le_14, %full_default_5, %add_114), kwargs = {})
#   return %where_18
triton_poi_fused_add_threshold_backward_30 = async_compile.triton('triton_poi_fused_add_threshold_backward_30', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_threshold_backward_30', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2809856}, 'kernel_num_gb': 0.002408448, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_threshold_backward_30(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp5 = tl.load(in_ptr1 + (x0), None).to(tl.float32)
    tmp6 = tl.load(in_ptr2 + (x0), None).to(tl.float32)
    tmp9 = tl.load(in_ptr3 + (x0), None).to(tl.float32)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tl.store(in_out_ptr0 + (x0), tmp11, None)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 200704,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_threshold_backward_30.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_threshold_backward_30.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002408448
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/rz/crzn3f2rtkrrn45craqkn5wc3owu3duih3evlcitrkn3bs6xdnjl.py
# Topologically Sorted Source Nodes: [convert_element_type_149, sum_40, out_4, sub_91, mul_295, sum_41], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_149 => convert_element_type_149
#   mul_295 => mul_295
#   out_4 => convert_element_type_8
#   sub_91 => sub_91
#   sum_40 => sum_40
#   sum_41 => sum_41
# Graph fragment:
#   %where_18 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=where_18]
#   %convolution_2 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %unsqueeze_288 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_288]
#   %convert_element_type_149 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_18, torch.float32), kwargs = {})
#   %sum_40 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_149, [0, 2, 3]), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_2, torch.float32), kwargs = {})
#   %sub_91 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %unsqueeze_288), kwargs = {})
#   %mul_295 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_149, %sub_91), kwargs = {})
#   %sum_41 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_295, [0, 2, 3]), kwargs = {})
#   return %buf174,%buf176
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_31 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_31', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_31', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 828672, 'r0_': 0}, 'kernel_num_gb': 0.000815872, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_31(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1600
    r0_numel = 126
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x1 = xindex // 64
    x0 = (xindex % 64)
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp18 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = r0_2 + 126*x1
        tmp1 = tl.full([1, 1], 3136, tl.int32)
        tmp2 = tmp0 < tmp1
        tmp3 = tl.load(in_ptr0 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp4 = tmp3.to(tl.float32)
        tmp5 = tl.full(tmp4.shape, 0, tmp4.dtype)
        tmp6 = tl.where(tmp2, tmp4, tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp10 = tl.load(in_ptr1 + (x0 + 64*(((r0_2 + 126*x1) % 3136))), r0_mask & tmp2 & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp11 = tmp10.to(tl.float32)
        tmp12 = tl.load(in_ptr2 + (tl.broadcast_to(x0, [XBLOCK, R0_BLOCK])), r0_mask & tmp2 & xmask, eviction_policy='evict_last', other=0.0)
        tmp13 = tmp11 - tmp12
        tmp14 = tmp4 * tmp13
        tmp15 = tl.full(tmp14.shape, 0, tmp14.dtype)
        tmp16 = tl.where(tmp2, tmp14, tmp15)
        tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp19 = _tmp18 + tmp17
        _tmp18 = tl.where(r0_mask & xmask, tmp19, _tmp18)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp18 = tl.sum(_tmp18, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp18, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64, 25), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64, 25), (1, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 1600, 126,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_31.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_31.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000815872
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/2o/c2ou4mezjs6wr3epihntgwgmd6i7shy6yvzr5t3klj5e3brrxr5w.py
# Topologically Sorted Source Nodes: [convert_element_type_149, out_4, sub_91, mul_296, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_297, mul_298, mul_299, unsqueeze_292, unsqueeze_293, unsqueeze_294, mul_300, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_301, sub_93, sub_94, mul_302, convert_element_type_151, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_149 => convert_element_type_149
#   convert_element_type_151 => convert_element_type_151
#   convolution_backward_17 => convolution_backward_17
#   mul_296 => mul_296
#   mul_297 => mul_297
#   mul_298 => mul_298
#   mul_299 => mul_299
#   mul_300 => mul_300
#   mul_301 => mul_301
#   mul_302 => mul_302
#   out_4 => convert_element_type_8
#   sub_91 => sub_91
#   sub_93 => sub_93
#   sub_94 => sub_94
#   unsqueeze_289 => unsqueeze_289
#   unsqueeze_290 => unsqueeze_290
#   unsqueeze_291 => unsqueeze_291
#   unsqueeze_292 => unsqueeze_292
#   unsqueeze_293 => unsqueeze_293
#   unsqueeze_294 => unsqueeze_294
#   unsqueeze_295 => unsqueeze_295
#   unsqueeze_296 => unsqueeze_296
#   unsqueeze_297 => unsqueeze_297
# Graph fragment:
#   %where_18 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=where_18]
#   %convolution_2 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %unsqueeze_288 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_288]
#   %sum_41 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_41]
#   %squeeze_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_7]
#   %sum_40 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_40]
#   %primals_18 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_18]
#   %convert_element_type_149 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_18, torch.float32), kwargs = {})
#   %convert_element_type_8 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution_2, torch.float32), kwargs = {})
#   %sub_91 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_8, %unsqueeze_288), kwargs = {})
#   %mul_296 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_40, 0.00031887755102040814), kwargs = {})
#   %unsqueeze_289 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_296, 0), kwargs = {})
#   %unsqueeze_290 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_289, 2), kwargs = {})
#   %unsqueeze_291 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_290, 3), kwargs = {})
#   %mul_297 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, 0.00031887755102040814), kwargs = {})
#   %mul_298 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %squeeze_7), kwargs = {})
#   %mul_299 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_297, %mul_298), kwargs = {})
#   %unsqueeze_292 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_299, 0), kwargs = {})
#   %unsqueeze_293 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_292, 2), kwargs = {})
#   %unsqueeze_294 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_293, 3), kwargs = {})
#   %mul_300 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %primals_18), kwargs = {})
#   %unsqueeze_295 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_300, 0), kwargs = {})
#   %unsqueeze_296 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_295, 2), kwargs = {})
#   %unsqueeze_297 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_296, 3), kwargs = {})
#   %mul_301 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_91, %unsqueeze_294), kwargs = {})
#   %sub_93 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_149, %mul_301), kwargs = {})
#   %sub_94 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_93, %unsqueeze_291), kwargs = {})
#   %mul_302 : Tensor "f32[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_94, %unsqueeze_297), kwargs = {})
#   %convert_element_type_151 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_302, torch.bfloat16), kwargs = {})
#   %convolution_backward_17 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_151, %relu_1, %convert_element_type_7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf179
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_32 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_32', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_32', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1606912}, 'kernel_num_gb': 0.001205504, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_32(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp2 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp4 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 - tmp4
    tmp7 = tl.full([1], 0.00031887755102040814, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp10 = tmp9 * tmp9
    tmp11 = tmp8 * tmp10
    tmp12 = tmp5 * tmp11
    tmp13 = tmp1 - tmp12
    tmp15 = tmp14 * tmp7
    tmp16 = tmp13 - tmp15
    tmp18 = tmp9 * tmp17
    tmp19 = tmp16 * tmp18
    tmp20 = tmp19.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp20, None)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 200704,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_32.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_32.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001205504
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ng/cnggpf3qm443glrkdp5fbvjvmq6vgilwzqvkaz5hfa62aeqsn3nh.py
# Topologically Sorted Source Nodes: [add_115], Original ATen: [aten.add]
# Source node to ATen node mapping:
#   add_115 => add_115
# Graph fragment:
#   %where_18 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=where_18]
#   %getitem_96 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_96]
#   %add_115 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_18, %getitem_96), kwargs = {})
#   return %add_115
triton_poi_fused_add_33 = async_compile.triton('triton_poi_fused_add_33', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_33', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1605632}, 'kernel_num_gb': 0.001204224, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_33(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x0), tmp2, None)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 200704,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_33.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_33.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001204224
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/as/casbnfbvf7fo7zcyh6ylktk47gtaktobcgrobymhjglhhpoektau.py
# Topologically Sorted Source Nodes: [convert_element_type_144], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_144 => convert_element_type_144
# Graph fragment:
#   %getitem_88 : Tensor "bf16[64, 64, 3, 3][576, 1, 192, 64]cuda:0" = PlaceHolder[target=getitem_88]
#   %convert_element_type_144 : Tensor "f32[64, 64, 3, 3][576, 1, 192, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_88, torch.float32), kwargs = {})
#   return %convert_element_type_144
triton_poi_fused__to_copy_34 = async_compile.triton('triton_poi_fused__to_copy_34', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_34', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 368640}, 'kernel_num_gb': 0.000221184, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_34(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 36864
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 36864,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_34.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_34.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000221184
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/rd/crdtphifrtsv277bptvy2ul5yzduhfetg77ey6zjsuggfbnvnxfx.py
# Topologically Sorted Source Nodes: [convert_element_type_140], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_140 => convert_element_type_140
# Graph fragment:
#   %getitem_85 : Tensor "bf16[128, 64, 3, 3][576, 1, 192, 64]cuda:0" = PlaceHolder[target=getitem_85]
#   %convert_element_type_140 : Tensor "f32[128, 64, 3, 3][576, 1, 192, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_85, torch.float32), kwargs = {})
#   return %convert_element_type_140
triton_poi_fused__to_copy_35 = async_compile.triton('triton_poi_fused__to_copy_35', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_35', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 737280}, 'kernel_num_gb': 0.000442368, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_35(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 73728
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 73728,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_35.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_35.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000442368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/eg/cegykght6ubrk3htd5d3477eza35pybxsf4ul6yzrur6t3ynpozs.py
# Topologically Sorted Source Nodes: [convert_element_type_92], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_92 => convert_element_type_92
# Graph fragment:
#   %getitem_49 : Tensor "bf16[512, 256, 1, 1][256, 1, 256, 256]cuda:0" = PlaceHolder[target=getitem_49]
#   %convert_element_type_92 : Tensor "f32[512, 256, 1, 1][256, 1, 256, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_49, torch.float32), kwargs = {})
#   return %convert_element_type_92
triton_poi_fused__to_copy_36 = async_compile.triton('triton_poi_fused__to_copy_36', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_36', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1310720}, 'kernel_num_gb': 0.000786432, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_36(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((512, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((512, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 131072,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_36.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_36.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000786432
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/ll/cllkhtydjhkydttv2sahxwt4pm2ruq5cbj6wjfowaeum7pdidsvf.py
# Topologically Sorted Source Nodes: [convert_element_type_124], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_124 => convert_element_type_124
# Graph fragment:
#   %getitem_73 : Tensor "bf16[128, 128, 3, 3][1152, 1, 384, 128]cuda:0" = PlaceHolder[target=getitem_73]
#   %convert_element_type_124 : Tensor "f32[128, 128, 3, 3][1152, 1, 384, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_73, torch.float32), kwargs = {})
#   return %convert_element_type_124
triton_poi_fused__to_copy_37 = async_compile.triton('triton_poi_fused__to_copy_37', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_37', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1474560}, 'kernel_num_gb': 0.000884736, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_37(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 147456
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 147456,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_37.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_37.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000884736
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/gp/cgpcoobsph2wh6mx3d4fix2wsbhvzmtqujqbetsz2zjf6s6mta6i.py
# Topologically Sorted Source Nodes: [add_115, x_3, max_pool2d_with_indices_backward], Original ATen: [aten.add, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward]
# Source node to ATen node mapping:
#   add_115 => add_115
#   max_pool2d_with_indices_backward => max_pool2d_with_indices_backward
#   x_3 => _low_memory_max_pool_offsets_to_indices
# Graph fragment:
#   %getitem_3 : Tensor "i8[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=getitem_3]
#   %add_115 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0" = PlaceHolder[target=add_115]
#   %add_115 : Tensor "bf16[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_18, %getitem_96), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[1, 64, 56, 56][200704, 1, 3584, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_3, [3, 3], [112, 112], [2, 2], [1, 1], [1, 1]), kwargs = {})
#   %max_pool2d_with_indices_backward : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.max_pool2d_with_indices_backward.default](args = (%add_115, %relu, [3, 3], [2, 2], [1, 1], [1, 1], False, %_low_memory_max_pool_offsets_to_indices), kwargs = {})
#   return %max_pool2d_with_indices_backward
triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_38 = async_compile.triton('triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_38', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_38', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5619712}, 'kernel_num_gb': 0.002207744, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_38(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 802816
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 112)
    x2 = xindex // 7168
    x3 = xindex // 64
    x5 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 3584*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2)))), None)
    tmp6 = tl.load(in_ptr1 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 3584*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2)))), None).to(tl.float32)
    tmp12 = tl.load(in_ptr0 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 3584*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2)))), None)
    tmp17 = tl.load(in_ptr1 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 3584*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2)))), None).to(tl.float32)
    tmp30 = tl.load(in_ptr0 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 3584*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2))))), None)
    tmp35 = tl.load(in_ptr1 + (x0 + 64*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 3584*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2))))), None).to(tl.float32)
    tmp46 = tl.load(in_ptr0 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 3584*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2))))), None)
    tmp51 = tl.load(in_ptr1 + (x0 + 64*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 3584*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2))))), None).to(tl.float32)
    tmp1 = tl.full([XBLOCK], 9, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 9), "index out of bounds: 0 <= tmp4 < 9")
    tmp7 = (-113) + tmp4 + 2*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 109*(tmp4 // 3) + 224*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2)))
    tmp8 = x3
    tmp9 = tmp7 == tmp8
    tmp10 = tl.full([1], 0.0, tl.float32)
    tmp11 = tl.where(tmp9, tmp6, tmp10)
    tmp13 = tmp12 + tmp1
    tmp14 = tmp12 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp12)
    tl.device_assert((0 <= tmp15) & (tmp15 < 9), "index out of bounds: 0 <= tmp15 < 9")
    tmp18 = (-113) + tmp15 + 2*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 109*(tmp15 // 3) + 224*((x2 // 2) * ((x2 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (x2 // 2)))
    tmp19 = tmp18 == tmp8
    tmp20 = x2 // 2
    tmp21 = ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))
    tmp22 = tmp20 < tmp21
    tmp23 = 1 + (x1 // 2)
    tmp24 = ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))
    tmp25 = tmp23 < tmp24
    tmp26 = tmp22 & tmp25
    tmp27 = tmp26 & tmp19
    tmp28 = tmp11 + tmp17
    tmp29 = tl.where(tmp27, tmp28, tmp11)
    tmp31 = tmp30 + tmp1
    tmp32 = tmp30 < 0
    tmp33 = tl.where(tmp32, tmp31, tmp30)
    tl.device_assert((0 <= tmp33) & (tmp33 < 9), "index out of bounds: 0 <= tmp33 < 9")
    tmp36 = (-113) + tmp33 + 2*((x1 // 2) * ((x1 // 2) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (x1 // 2))) + 109*(tmp33 // 3) + 224*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2))))
    tmp37 = tmp36 == tmp8
    tmp38 = 1 + (x2 // 2)
    tmp39 = tmp38 < tmp21
    tmp40 = x1 // 2
    tmp41 = tmp40 < tmp24
    tmp42 = tmp39 & tmp41
    tmp43 = tmp42 & tmp37
    tmp44 = tmp29 + tmp35
    tmp45 = tl.where(tmp43, tmp44, tmp29)
    tmp47 = tmp46 + tmp1
    tmp48 = tmp46 < 0
    tmp49 = tl.where(tmp48, tmp47, tmp46)
    tl.device_assert((0 <= tmp49) & (tmp49 < 9), "index out of bounds: 0 <= tmp49 < 9")
    tmp52 = (-113) + tmp49 + 2*((1 + (x1 // 2)) * ((1 + (x1 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x1) // 2))) + (1 + ((1 + x1) // 2)) * ((1 + ((1 + x1) // 2)) < (56)))) < (1 + (x1 // 2)))) + 109*(tmp49 // 3) + 224*((1 + (x2 // 2)) * ((1 + (x2 // 2)) <= ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56))))) + ((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) * (((-1) + ((56) * ((56) <= (1 + ((1 + x2) // 2))) + (1 + ((1 + x2) // 2)) * ((1 + ((1 + x2) // 2)) < (56)))) < (1 + (x2 // 2))))
    tmp53 = tmp52 == tmp8
    tmp54 = tmp39 & tmp25
    tmp55 = tmp54 & tmp53
    tmp56 = tmp45 + tmp51
    tmp57 = tl.where(tmp55, tmp56, tmp45)
    tl.store(out_ptr0 + (x5), tmp57, None)


def get_args():
    arg_0 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.int8)
    arg_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, 802816,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_38.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_38.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002207744
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/fc/cfcwtjjdplifiuwdpzsahzh6fv3eop6wf6bqwqcdyn6zsmtoruua.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, sum_44, x_1, sub_99, mul_313, sum_45], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_157 => convert_element_type_157
#   le_16 => le_16
#   mul_313 => mul_313
#   scalar_tensor_4 => full_default_5
#   sub_99 => sub_99
#   sum_44 => sum_44
#   sum_45 => sum_45
#   where_20 => where_20
#   x_1 => convert_element_type_2
# Graph fragment:
#   %relu : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=relu]
#   %max_pool2d_with_indices_backward : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=max_pool2d_with_indices_backward]
#   %convolution : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_312 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_312]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_20 : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default_5, %max_pool2d_with_indices_backward), kwargs = {})
#   %convert_element_type_157 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_20, torch.float32), kwargs = {})
#   %sum_44 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_157, [0, 2, 3]), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %sub_99 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_2, %unsqueeze_312), kwargs = {})
#   %mul_313 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_157, %sub_99), kwargs = {})
#   %sum_45 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_313, [0, 2, 3]), kwargs = {})
#   return %buf196,%buf198
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4917504, 'r0_': 0}, 'kernel_num_gb': 0.004867328, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 6272
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp7 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp9 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.float32)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tmp4.to(tl.float32)
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
        tmp8 = _tmp7 + tmp6
        _tmp7 = tl.where(r0_mask & xmask, tmp8, _tmp7)
        tmp10 = tmp9.to(tl.float32)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp5 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp7 = tl.sum(_tmp7, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp7, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64, 98), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64, 98), (1, 64), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 6272, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004867328
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/e5/ce52jeuvcvmoz735b43ef7yijsva66r2iabtl6crdtbtadr2i3bu.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, sum_44], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   convert_element_type_157 => convert_element_type_157
#   le_16 => le_16
#   scalar_tensor_4 => full_default_5
#   sum_44 => sum_44
#   where_20 => where_20
# Graph fragment:
#   %buf196 : Tensor "f32[64, 98][1, 64]cuda:0" = PlaceHolder[target=buf196]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_20 : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default_5, %max_pool2d_with_indices_backward), kwargs = {})
#   %convert_element_type_157 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_20, torch.float32), kwargs = {})
#   %sum_44 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%convert_element_type_157, [0, 2, 3]), kwargs = {})
#   return %sum_44
triton_red_fused_native_batch_norm_backward_threshold_backward_40 = async_compile.triton('triton_red_fused_native_batch_norm_backward_threshold_backward_40', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_native_batch_norm_backward_threshold_backward_40', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25600, 'r0_': 0}, 'kernel_num_gb': 2.5344e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_threshold_backward_40(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((64, 98), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 64, 98,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_native_batch_norm_backward_threshold_backward_40.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_native_batch_norm_backward_threshold_backward_40.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.5344e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/3t/c3tjipo2obgbmsskcpknojy7hojjhbpbxtoqno4a3vfwfkn4hnmj.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, x_1, sub_99, mul_313, sum_45, mul_321], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   convert_element_type_157 => convert_element_type_157
#   le_16 => le_16
#   mul_313 => mul_313
#   mul_321 => mul_321
#   scalar_tensor_4 => full_default_5
#   sub_99 => sub_99
#   sum_45 => sum_45
#   where_20 => where_20
#   x_1 => convert_element_type_2
# Graph fragment:
#   %buf198 : Tensor "f32[64, 98][1, 64]cuda:0" = PlaceHolder[target=buf198]
#   %sum_45 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_45]
#   %squeeze_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_20 : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default_5, %max_pool2d_with_indices_backward), kwargs = {})
#   %convert_element_type_157 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_20, torch.float32), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %sub_99 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_2, %unsqueeze_312), kwargs = {})
#   %mul_313 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convert_element_type_157, %sub_99), kwargs = {})
#   %sum_45 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_313, [0, 2, 3]), kwargs = {})
#   %mul_321 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_45, %squeeze_1), kwargs = {})
#   return %sum_45,%mul_321
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_41 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_41', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_41', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 26368, 'r0_': 0}, 'kernel_num_gb': 2.5856e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_41(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 98
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp4 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tmp2 * tmp4
    tl.store(out_ptr1 + (x0), tmp5, xmask)


def get_args():
    arg_0 = rand_strided((64, 98), (1, 64), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 64, 98,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_41.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_41.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.5856e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/qe/cqexat2vf6m54jj5zyu3srpkrkjg2c7d3ebljd65on6etrkgu56g.py
# Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, x_1, sub_99, mul_314, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_315, mul_316, mul_317, unsqueeze_316, unsqueeze_317, unsqueeze_318, mul_318, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_319, sub_101, sub_102, mul_320, convert_element_type_159, convolution_backward_19], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   convert_element_type_157 => convert_element_type_157
#   convert_element_type_159 => convert_element_type_159
#   convolution_backward_19 => convolution_backward_19
#   le_16 => le_16
#   mul_314 => mul_314
#   mul_315 => mul_315
#   mul_316 => mul_316
#   mul_317 => mul_317
#   mul_318 => mul_318
#   mul_319 => mul_319
#   mul_320 => mul_320
#   scalar_tensor_4 => full_default_5
#   sub_101 => sub_101
#   sub_102 => sub_102
#   sub_99 => sub_99
#   unsqueeze_313 => unsqueeze_313
#   unsqueeze_314 => unsqueeze_314
#   unsqueeze_315 => unsqueeze_315
#   unsqueeze_316 => unsqueeze_316
#   unsqueeze_317 => unsqueeze_317
#   unsqueeze_318 => unsqueeze_318
#   unsqueeze_319 => unsqueeze_319
#   unsqueeze_320 => unsqueeze_320
#   unsqueeze_321 => unsqueeze_321
#   where_20 => where_20
#   x_1 => convert_element_type_2
# Graph fragment:
#   %relu : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=relu]
#   %max_pool2d_with_indices_backward : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=max_pool2d_with_indices_backward]
#   %convolution : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_312 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_312]
#   %sum_45 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_45]
#   %squeeze_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %sum_44 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_44]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_16 : Tensor "b8[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_20 : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default_5, %max_pool2d_with_indices_backward), kwargs = {})
#   %convert_element_type_157 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%where_20, torch.float32), kwargs = {})
#   %convert_element_type_2 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%convolution, torch.float32), kwargs = {})
#   %sub_99 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_2, %unsqueeze_312), kwargs = {})
#   %mul_314 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_44, 7.971938775510203e-05), kwargs = {})
#   %unsqueeze_313 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_314, 0), kwargs = {})
#   %unsqueeze_314 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_313, 2), kwargs = {})
#   %unsqueeze_315 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_314, 3), kwargs = {})
#   %mul_315 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_45, 7.971938775510203e-05), kwargs = {})
#   %mul_316 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_317 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_315, %mul_316), kwargs = {})
#   %unsqueeze_316 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_317, 0), kwargs = {})
#   %unsqueeze_317 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_316, 2), kwargs = {})
#   %unsqueeze_318 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_317, 3), kwargs = {})
#   %mul_318 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_6), kwargs = {})
#   %unsqueeze_319 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_318, 0), kwargs = {})
#   %unsqueeze_320 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_319, 2), kwargs = {})
#   %unsqueeze_321 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_320, 3), kwargs = {})
#   %mul_319 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_99, %unsqueeze_318), kwargs = {})
#   %sub_101 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convert_element_type_157, %mul_319), kwargs = {})
#   %sub_102 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_101, %unsqueeze_315), kwargs = {})
#   %mul_320 : Tensor "f32[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_102, %unsqueeze_321), kwargs = {})
#   %convert_element_type_159 : Tensor "bf16[1, 64, 112, 112][802816, 1, 7168, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_320, torch.bfloat16), kwargs = {})
#   %convolution_backward_19 : [num_users=1] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%convert_element_type_159, %convert_element_type_1, %convert_element_type, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]), kwargs = {})
#   return %buf201
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_42 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_42', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_42', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8029440}, 'kernel_num_gb': 0.006423808, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_42(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 802816
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None).to(tl.float32)
    tmp3 = tl.load(in_ptr0 + (x2), None).to(tl.float32)
    tmp6 = tl.load(in_ptr1 + (x2), None).to(tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tmp4.to(tl.float32)
    tmp7 = tmp6.to(tl.float32)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 7.971938775510203e-05, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp5 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp23.to(tl.float32)
    tl.store(in_out_ptr0 + (x2), tmp24, None)


def get_args():
    arg_0 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 802816,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_42.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_42.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.006423808
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/5l/c5ljw2zhy725knpfijcxahxjgfgzjekfv75j3syo6od56iuizbgk.py
# Topologically Sorted Source Nodes: [convert_element_type_160], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_160 => convert_element_type_160
# Graph fragment:
#   %getitem_100 : Tensor "bf16[64, 3, 7, 7][147, 1, 21, 3]cuda:0" = PlaceHolder[target=getitem_100]
#   %convert_element_type_160 : Tensor "f32[64, 3, 7, 7][147, 1, 21, 3]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_100, torch.float32), kwargs = {})
#   return %convert_element_type_160
triton_poi_fused__to_copy_43 = async_compile.triton('triton_poi_fused__to_copy_43', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_43', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 94080}, 'kernel_num_gb': 5.6448e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_43(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 9408
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 9408,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_43.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_43.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.6448e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/wy/cwylfrstgsw4ws65ewp5vrjs6orxvwb6akxi2idtxp6iukdztoas.py
# Topologically Sorted Source Nodes: [convert_element_type_120], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_120 => convert_element_type_120
# Graph fragment:
#   %getitem_70 : Tensor "bf16[256, 128, 3, 3][1152, 1, 384, 128]cuda:0" = PlaceHolder[target=getitem_70]
#   %convert_element_type_120 : Tensor "f32[256, 128, 3, 3][1152, 1, 384, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_70, torch.float32), kwargs = {})
#   return %convert_element_type_120
triton_poi_fused__to_copy_44 = async_compile.triton('triton_poi_fused__to_copy_44', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_44', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2949120}, 'kernel_num_gb': 0.001769472, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_44(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 294912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 294912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_44.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_44.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001769472
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/bn/cbndu52c6nxspna6jnfuxl7nvpb3r6uoh57spa4htlnuwuaig3qd.py
# Topologically Sorted Source Nodes: [convert_element_type_79], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_79 => convert_element_type_79
# Graph fragment:
#   %mm_1 : Tensor "bf16[1000, 512][512, 1]cuda:0" = PlaceHolder[target=mm_1]
#   %convert_element_type_79 : Tensor "f32[1000, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mm_1, torch.float32), kwargs = {})
#   return %convert_element_type_79
triton_poi_fused__to_copy_45 = async_compile.triton('triton_poi_fused__to_copy_45', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_45', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5120000}, 'kernel_num_gb': 0.003072, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_45(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 512000,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_45.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_45.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003072
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/am/cam4e3e2ntlc4n7sk5lbjojfzxapgoceok4oudwqn2vruusexnfx.py
# Topologically Sorted Source Nodes: [convert_element_type_104], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_104 => convert_element_type_104
# Graph fragment:
#   %getitem_58 : Tensor "bf16[256, 256, 3, 3][2304, 1, 768, 256]cuda:0" = PlaceHolder[target=getitem_58]
#   %convert_element_type_104 : Tensor "f32[256, 256, 3, 3][2304, 1, 768, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_58, torch.float32), kwargs = {})
#   return %convert_element_type_104
triton_poi_fused__to_copy_46 = async_compile.triton('triton_poi_fused__to_copy_46', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 1048576}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_46', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 5898240}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_46(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 589824,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_46.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_46.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/6b/c6b4tkugtixqteeqvy4pe5735udiw6g45aqqo2ausz5nadot3knu.py
# Topologically Sorted Source Nodes: [convert_element_type_100], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_100 => convert_element_type_100
# Graph fragment:
#   %getitem_55 : Tensor "bf16[512, 256, 3, 3][2304, 1, 768, 256]cuda:0" = PlaceHolder[target=getitem_55]
#   %convert_element_type_100 : Tensor "f32[512, 256, 3, 3][2304, 1, 768, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_55, torch.float32), kwargs = {})
#   return %convert_element_type_100
triton_poi_fused__to_copy_47 = async_compile.triton('triton_poi_fused__to_copy_47', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_47', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 11796480}, 'kernel_num_gb': 0.007077888, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_47(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1179648
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1179648,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_47.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_47.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.007077888
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-wkIKaP/inductor/mt/cmtikbcksqxqrueb7ukgtshlwi53rc4y4n7t4hnon53jeg5ttcdw.py
# Topologically Sorted Source Nodes: [convert_element_type_84], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   convert_element_type_84 => convert_element_type_84
# Graph fragment:
#   %getitem_43 : Tensor "bf16[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0" = PlaceHolder[target=getitem_43]
#   %convert_element_type_84 : Tensor "f32[512, 512, 3, 3][4608, 1, 1536, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%getitem_43, torch.float32), kwargs = {})
#   return %convert_element_type_84
triton_poi_fused__to_copy_48 = async_compile.triton('triton_poi_fused__to_copy_48', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton_heuristics.pointwise(
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_48', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 23592960}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_48(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2359296
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 2359296,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_48.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_48.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014155776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_6, primals_12, primals_18, primals_24, primals_30, primals_36, primals_42, primals_48, primals_54, primals_60, primals_66, primals_72, primals_78, primals_84, primals_90, primals_96, primals_102, primals_108, primals_114, primals_120, primals_124, convert_element_type, convert_element_type_1, convolution, squeeze_1, relu, getitem_2, getitem_3, convert_element_type_4, convolution_1, squeeze_4, relu_1, convert_element_type_7, convolution_2, squeeze_7, relu_2, convert_element_type_10, convolution_3, squeeze_10, relu_3, convert_element_type_13, convolution_4, squeeze_13, relu_4, convert_element_type_16, convolution_5, squeeze_16, relu_5, convert_element_type_19, convolution_6, squeeze_19, convert_element_type_22, convolution_7, squeeze_22, relu_6, convert_element_type_25, convolution_8, squeeze_25, relu_7, convert_element_type_28, convolution_9, squeeze_28, relu_8, convert_element_type_31, convolution_10, squeeze_31, relu_9, convert_element_type_34, convolution_11, squeeze_34, convert_element_type_37, convolution_12, squeeze_37, relu_10, convert_element_type_40, convolution_13, squeeze_40, relu_11, convert_element_type_43, convolution_14, squeeze_43, relu_12, convert_element_type_46, convolution_15, squeeze_46, relu_13, convert_element_type_49, convolution_16, squeeze_49, convert_element_type_52, convolution_17, squeeze_52, relu_14, convert_element_type_55, convolution_18, squeeze_55, relu_15, convert_element_type_58, convolution_19, squeeze_58, view, addmm, amax, log, ne, permute_1, le, unsqueeze_84, unsqueeze_96, unsqueeze_108, unsqueeze_120, unsqueeze_132, unsqueeze_144, unsqueeze_156, unsqueeze_168, unsqueeze_180, unsqueeze_192, unsqueeze_204, unsqueeze_216, unsqueeze_228, unsqueeze_240, unsqueeze_252, unsqueeze_264, unsqueeze_276, unsqueeze_288, unsqueeze_300, unsqueeze_312, tangents_1 = args
        args.clear()
        assert_size_stride(primals_6, (64, ), (1, ))
        assert_size_stride(primals_12, (64, ), (1, ))
        assert_size_stride(primals_18, (64, ), (1, ))
        assert_size_stride(primals_24, (64, ), (1, ))
        assert_size_stride(primals_30, (64, ), (1, ))
        assert_size_stride(primals_36, (128, ), (1, ))
        assert_size_stride(primals_42, (128, ), (1, ))
        assert_size_stride(primals_48, (128, ), (1, ))
        assert_size_stride(primals_54, (128, ), (1, ))
        assert_size_stride(primals_60, (128, ), (1, ))
        assert_size_stride(primals_66, (256, ), (1, ))
        assert_size_stride(primals_72, (256, ), (1, ))
        assert_size_stride(primals_78, (256, ), (1, ))
        assert_size_stride(primals_84, (256, ), (1, ))
        assert_size_stride(primals_90, (256, ), (1, ))
        assert_size_stride(primals_96, (512, ), (1, ))
        assert_size_stride(primals_102, (512, ), (1, ))
        assert_size_stride(primals_108, (512, ), (1, ))
        assert_size_stride(primals_114, (512, ), (1, ))
        assert_size_stride(primals_120, (512, ), (1, ))
        assert_size_stride(primals_124, (1, ), (1, ))
        assert_size_stride(convert_element_type, (64, 3, 7, 7), (147, 1, 21, 3))
        assert_size_stride(convert_element_type_1, (1, 3, 224, 224), (150528, 1, 672, 3))
        assert_size_stride(convolution, (1, 64, 112, 112), (802816, 1, 7168, 64))
        assert_size_stride(squeeze_1, (64, ), (1, ))
        assert_size_stride(relu, (1, 64, 112, 112), (802816, 1, 7168, 64))
        assert_size_stride(getitem_2, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(getitem_3, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convert_element_type_4, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_1, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(squeeze_4, (64, ), (1, ))
        assert_size_stride(relu_1, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convert_element_type_7, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_2, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(squeeze_7, (64, ), (1, ))
        assert_size_stride(relu_2, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convert_element_type_10, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_3, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(squeeze_10, (64, ), (1, ))
        assert_size_stride(relu_3, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convert_element_type_13, (64, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_4, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(squeeze_13, (64, ), (1, ))
        assert_size_stride(relu_4, (1, 64, 56, 56), (200704, 1, 3584, 64))
        assert_size_stride(convert_element_type_16, (128, 64, 3, 3), (576, 1, 192, 64))
        assert_size_stride(convolution_5, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_16, (128, ), (1, ))
        assert_size_stride(relu_5, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(convert_element_type_19, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(convolution_6, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_19, (128, ), (1, ))
        assert_size_stride(convert_element_type_22, (128, 64, 1, 1), (64, 1, 64, 64))
        assert_size_stride(convolution_7, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_22, (128, ), (1, ))
        assert_size_stride(relu_6, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(convert_element_type_25, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(convolution_8, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_25, (128, ), (1, ))
        assert_size_stride(relu_7, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(convert_element_type_28, (128, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(convolution_9, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(squeeze_28, (128, ), (1, ))
        assert_size_stride(relu_8, (1, 128, 28, 28), (100352, 1, 3584, 128))
        assert_size_stride(convert_element_type_31, (256, 128, 3, 3), (1152, 1, 384, 128))
        assert_size_stride(convolution_10, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_31, (256, ), (1, ))
        assert_size_stride(relu_9, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(convert_element_type_34, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(convolution_11, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_34, (256, ), (1, ))
        assert_size_stride(convert_element_type_37, (256, 128, 1, 1), (128, 1, 128, 128))
        assert_size_stride(convolution_12, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_37, (256, ), (1, ))
        assert_size_stride(relu_10, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(convert_element_type_40, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(convolution_13, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_40, (256, ), (1, ))
        assert_size_stride(relu_11, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(convert_element_type_43, (256, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(convolution_14, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(squeeze_43, (256, ), (1, ))
        assert_size_stride(relu_12, (1, 256, 14, 14), (50176, 1, 3584, 256))
        assert_size_stride(convert_element_type_46, (512, 256, 3, 3), (2304, 1, 768, 256))
        assert_size_stride(convolution_15, (1, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_46, (512, ), (1, ))
        assert_size_stride(relu_13, (1, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(convert_element_type_49, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convolution_16, (1, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_49, (512, ), (1, ))
        assert_size_stride(convert_element_type_52, (512, 256, 1, 1), (256, 1, 256, 256))
        assert_size_stride(convolution_17, (1, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_52, (512, ), (1, ))
        assert_size_stride(relu_14, (1, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(convert_element_type_55, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convolution_18, (1, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_55, (512, ), (1, ))
        assert_size_stride(relu_15, (1, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(convert_element_type_58, (512, 512, 3, 3), (4608, 1, 1536, 512))
        assert_size_stride(convolution_19, (1, 512, 7, 7), (25088, 1, 3584, 512))
        assert_size_stride(squeeze_58, (512, ), (1, ))
        assert_size_stride(view, (1, 512), (512, 1))
        assert_size_stride(addmm, (1, 1000), (1000, 1))
        assert_size_stride(amax, (1, 1), (1, 1))
        assert_size_stride(log, (1, 1), (1, 1))
        assert_size_stride(ne, (1, ), (1, ))
        assert_size_stride(permute_1, (1000, 512), (512, 1))
        assert_size_stride(le, (1, 512, 7, 7), (25088, 49, 7, 1))
        assert_size_stride(unsqueeze_84, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_96, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_108, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_120, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_132, (1, 512, 1, 1), (512, 1, 1, 1))
        assert_size_stride(unsqueeze_144, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_156, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_168, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_180, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_192, (1, 256, 1, 1), (256, 1, 1, 1))
        assert_size_stride(unsqueeze_204, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_216, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_228, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_240, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_252, (1, 128, 1, 1), (128, 1, 1, 1))
        assert_size_stride(unsqueeze_264, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_276, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_288, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_300, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(unsqueeze_312, (1, 64, 1, 1), (64, 1, 1, 1))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = addmm; del addmm  # reuse
            buf4 = empty_strided_cuda((1, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, div_1, unsqueeze_81, ne_3, where_2, , where_3, convert_element_type_default_1, exp_1, sum_4, mul_141, sub_22, convert_element_type_73, sum_5], Original ATen: [aten.nll_loss_forward, aten.nll_loss_backward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten._log_softmax, aten._to_copy, aten._log_softmax_backward_data, aten.sum]
            # [Provenance debug handles] triton_per_fused__log_softmax__log_softmax_backward_data__to_copy_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_sum_view_where_0:1
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__log_softmax_backward_data__to_copy_arange_eq_expand_nll_loss_backward_nll_loss_forward_scalar_tensor_sum_view_where_0.run(buf1, primals_124, tangents_1, ne, amax, log, buf4, 1, 1000, stream=stream0)
            del amax
            del log
            del ne
            del primals_124
            del tangents_1
            buf2 = empty_strided_cuda((1, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [mm], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:2
            extern_kernels.mm(buf1, permute_1, out=buf2)
            del permute_1
            buf6 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf9 = empty_strided_cuda((1, 512, 7, 7), (25088, 49, 7, 1), torch.bfloat16)
            buf8 = empty_strided_cuda((512, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div_2, scalar_tensor_4, where_4, convert_element_type_81, sum_6, out_53, sub_23, mul_142, sum_7, mul_143, unsqueeze_85, unsqueeze_86, unsqueeze_87, mul_144, mul_145, mul_146, unsqueeze_88, unsqueeze_89, unsqueeze_90, mul_147, unsqueeze_91, unsqueeze_92, unsqueeze_93, mul_148, sub_25, sub_26, mul_149, mul_150, convert_element_type_83, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_1:3
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_1.run(le, buf2, convolution_19, unsqueeze_84, squeeze_58, primals_120, buf6, buf9, buf8, 512, 49, stream=stream0)
            del convolution_19
            del primals_120
            del squeeze_58
            del unsqueeze_84
            # Topologically Sorted Source Nodes: [view_2, expand, div_2, scalar_tensor_4, where_4, convert_element_type_81, out_53, sub_23, mul_143, unsqueeze_85, unsqueeze_86, unsqueeze_87, mul_144, mul_145, mul_146, unsqueeze_88, unsqueeze_89, unsqueeze_90, mul_147, unsqueeze_91, unsqueeze_92, unsqueeze_93, mul_148, sub_25, sub_26, mul_149, convert_element_type_83, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:4
            buf10 = torch.ops.aten.convolution_backward.default(buf9, relu_15, convert_element_type_58, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf9
            del convert_element_type_58
            buf11 = buf10[0]
            assert_size_stride(buf11, (1, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.convolution_backward.default')
            buf14 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf16 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf17 = relu_15; del relu_15  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_1, where_5, convert_element_type_85, sum_8, out_50, sub_27, mul_151, sum_9, mul_152, unsqueeze_97, unsqueeze_98, unsqueeze_99, mul_153, mul_154, mul_155, unsqueeze_100, unsqueeze_101, unsqueeze_102, mul_156, unsqueeze_103, unsqueeze_104, unsqueeze_105, mul_157, sub_29, sub_30, mul_158, mul_159, convert_element_type_87, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2:5
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2.run(buf17, buf11, convolution_18, unsqueeze_96, squeeze_55, primals_114, buf14, buf16, 512, 49, stream=stream0)
            del convolution_18
            del primals_114
            del squeeze_55
            del unsqueeze_96
            buf12 = buf10[1]
            assert_size_stride(buf12, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf12, 16, 'torch.ops.aten.convolution_backward.default')
            del buf10
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_1, where_5, convert_element_type_85, out_50, sub_27, mul_152, unsqueeze_97, unsqueeze_98, unsqueeze_99, mul_153, mul_154, mul_155, unsqueeze_100, unsqueeze_101, unsqueeze_102, mul_156, unsqueeze_103, unsqueeze_104, unsqueeze_105, mul_157, sub_29, sub_30, mul_158, convert_element_type_87, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:6
            buf18 = torch.ops.aten.convolution_backward.default(buf17, relu_14, convert_element_type_55, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del convert_element_type_55
            buf19 = buf18[0]
            assert_size_stride(buf19, (1, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.convolution_backward.default')
            buf22 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf31 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf25 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf34 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf26 = buf17; del buf17  # reuse
            buf35 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_2, expand, div_2, scalar_tensor_4, where_4, add_108, le_2, where_6, convert_element_type_89, sum_10, input_6, sub_31, mul_160, sum_11, mul_161, unsqueeze_109, unsqueeze_110, unsqueeze_111, mul_162, mul_163, mul_164, unsqueeze_112, unsqueeze_113, unsqueeze_114, mul_165, unsqueeze_115, unsqueeze_116, unsqueeze_117, mul_166, sub_33, sub_34, mul_167, mul_168, convert_element_type_91, convolution_backward_2, sum_12, out_46, sub_35, mul_169, sum_13, mul_170, unsqueeze_121, unsqueeze_122, unsqueeze_123, mul_171, mul_172, mul_173, unsqueeze_124, unsqueeze_125, unsqueeze_126, mul_174, unsqueeze_127, unsqueeze_128, unsqueeze_129, mul_175, sub_37, sub_38, mul_176, mul_177, convert_element_type_95, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3:7
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3.run(relu_14, le, buf2, buf19, convolution_17, unsqueeze_108, convolution_16, unsqueeze_120, squeeze_52, squeeze_49, primals_108, primals_102, buf22, buf31, buf25, buf34, buf26, buf35, 512, 49, stream=stream0)
            del buf19
            del buf2
            del convolution_16
            del convolution_17
            del le
            del primals_102
            del primals_108
            del relu_14
            del squeeze_49
            del squeeze_52
            del unsqueeze_108
            del unsqueeze_120
            buf20 = buf18[1]
            assert_size_stride(buf20, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf20, 16, 'torch.ops.aten.convolution_backward.default')
            del buf18
            # Topologically Sorted Source Nodes: [mul_174, unsqueeze_127, unsqueeze_128, unsqueeze_129, mul_176, convert_element_type_95, convolution_backward_3], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:8
            buf36 = torch.ops.aten.convolution_backward.default(buf35, relu_13, convert_element_type_49, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf35
            del convert_element_type_49
            buf37 = buf36[0]
            assert_size_stride(buf37, (1, 512, 7, 7), (25088, 1, 3584, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf37, 16, 'torch.ops.aten.convolution_backward.default')
            buf40 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf42 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf43 = relu_13; del relu_13  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_3, where_7, convert_element_type_97, sum_14, out_43, sub_39, mul_178, sum_15, mul_179, unsqueeze_133, unsqueeze_134, unsqueeze_135, mul_180, mul_181, mul_182, unsqueeze_136, unsqueeze_137, unsqueeze_138, mul_183, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_184, sub_41, sub_42, mul_185, mul_186, convert_element_type_99, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2:9
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2.run(buf43, buf37, convolution_15, unsqueeze_132, squeeze_46, primals_96, buf40, buf42, 512, 49, stream=stream0)
            del buf37
            del convolution_15
            del primals_96
            del squeeze_46
            del unsqueeze_132
            buf38 = buf36[1]
            assert_size_stride(buf38, (512, 512, 3, 3), (4608, 1, 1536, 512), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf38, 16, 'torch.ops.aten.convolution_backward.default')
            del buf36
            # Topologically Sorted Source Nodes: [mul_165, unsqueeze_115, unsqueeze_116, unsqueeze_117, mul_167, convert_element_type_91, convolution_backward_2], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:10
            buf27 = torch.ops.aten.convolution_backward.default(buf26, relu_12, convert_element_type_52, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf26
            del convert_element_type_52
            buf28 = buf27[0]
            assert_size_stride(buf28, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf28, 16, 'torch.ops.aten.convolution_backward.default')
            buf29 = buf27[1]
            assert_size_stride(buf29, (512, 256, 1, 1), (256, 1, 256, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf29, 16, 'torch.ops.aten.convolution_backward.default')
            del buf27
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_3, where_7, convert_element_type_97, out_43, sub_39, mul_179, unsqueeze_133, unsqueeze_134, unsqueeze_135, mul_180, mul_181, mul_182, unsqueeze_136, unsqueeze_137, unsqueeze_138, mul_183, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_184, sub_41, sub_42, mul_185, convert_element_type_99, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:11
            buf44 = torch.ops.aten.convolution_backward.default(buf43, relu_12, convert_element_type_46, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf43
            del convert_element_type_46
            buf45 = buf44[0]
            assert_size_stride(buf45, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf45, 16, 'torch.ops.aten.convolution_backward.default')
            buf46 = buf44[1]
            assert_size_stride(buf46, (512, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf46, 16, 'torch.ops.aten.convolution_backward.default')
            del buf44
            buf48 = empty_strided_cuda((256, 2), (1, 256), torch.float32)
            buf50 = empty_strided_cuda((256, 2), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, convert_element_type_101, sum_16, out_39, sub_43, mul_187, sum_17], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_4:12
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_4.run(relu_12, buf28, buf45, convolution_14, unsqueeze_144, buf48, buf50, 512, 98, stream=stream0)
            buf49 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, convert_element_type_101, sum_16], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_5:13
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_5.run(buf48, buf49, 256, 2, stream=stream0)
            buf51 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf53 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, convert_element_type_101, out_39, sub_43, mul_187, sum_17, mul_195], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6:14
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6.run(buf50, squeeze_43, buf51, buf53, 256, 2, stream=stream0)
            buf54 = empty_strided_cuda((1, 256, 14, 14), (50176, 1, 3584, 256), torch.bfloat16)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, convert_element_type_101, out_39, sub_43, mul_188, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_189, mul_190, mul_191, unsqueeze_148, unsqueeze_149, unsqueeze_150, mul_192, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_193, sub_45, sub_46, mul_194, convert_element_type_103, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_7:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_7.run(relu_12, buf28, buf45, convolution_14, unsqueeze_144, buf51, squeeze_43, buf49, primals_90, buf54, 50176, stream=stream0)
            del convolution_14
            del primals_90
            del squeeze_43
            del unsqueeze_144
            # Topologically Sorted Source Nodes: [convert_element_type_103, convolution_backward_5], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:16
            buf55 = torch.ops.aten.convolution_backward.default(buf54, relu_11, convert_element_type_43, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf54
            del convert_element_type_43
            buf56 = buf55[0]
            assert_size_stride(buf56, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf56, 16, 'torch.ops.aten.convolution_backward.default')
            buf57 = buf55[1]
            assert_size_stride(buf57, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf57, 16, 'torch.ops.aten.convolution_backward.default')
            del buf55
            buf59 = buf50; del buf50  # reuse
            buf61 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_5, where_9, convert_element_type_105, sum_18, out_36, sub_47, mul_196, sum_19], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8:17
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8.run(relu_11, buf56, convolution_13, unsqueeze_156, buf59, buf61, 512, 98, stream=stream0)
            buf60 = buf51; del buf51  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_5, where_9, convert_element_type_105, sum_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_5:18
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_5.run(buf59, buf60, 256, 2, stream=stream0)
            buf62 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf63 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_5, where_9, convert_element_type_105, out_36, sub_47, mul_196, sum_19, mul_204], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6:19
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6.run(buf61, squeeze_40, buf62, buf63, 256, 2, stream=stream0)
            buf64 = relu_11; del relu_11  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_5, where_9, convert_element_type_105, out_36, sub_47, mul_197, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_198, mul_199, mul_200, unsqueeze_160, unsqueeze_161, unsqueeze_162, mul_201, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_202, sub_49, sub_50, mul_203, convert_element_type_107, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9.run(buf64, buf56, convolution_13, unsqueeze_156, buf62, squeeze_40, buf60, primals_84, 50176, stream=stream0)
            del buf56
            del convolution_13
            del primals_84
            del squeeze_40
            del unsqueeze_156
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_5, where_9, convert_element_type_105, out_36, sub_47, mul_197, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_198, mul_199, mul_200, unsqueeze_160, unsqueeze_161, unsqueeze_162, mul_201, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_202, sub_49, sub_50, mul_203, convert_element_type_107, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:21
            buf65 = torch.ops.aten.convolution_backward.default(buf64, relu_10, convert_element_type_40, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf64
            del convert_element_type_40
            buf66 = buf65[0]
            assert_size_stride(buf66, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf66, 16, 'torch.ops.aten.convolution_backward.default')
            buf69 = empty_strided_cuda((1, 256, 14, 14), (50176, 1, 3584, 256), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_109, le_4, where_8, add_110, le_6, where_10, convert_element_type_109], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_batch_norm_backward_threshold_backward_10:22
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_threshold_backward_10.run(relu_10, relu_12, buf28, buf45, buf66, buf69, 50176, stream=stream0)
            del buf28
            del buf45
            del buf66
            del relu_10
            del relu_12
            buf67 = buf65[1]
            assert_size_stride(buf67, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf67, 16, 'torch.ops.aten.convolution_backward.default')
            del buf65
            buf70 = buf61; del buf61  # reuse
            buf72 = buf59; del buf59  # reuse
            buf80 = empty_strided_cuda((256, 2), (1, 256), torch.float32)
            buf82 = empty_strided_cuda((256, 2), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [sum_20, input_4, sub_51, mul_205, sum_21, sum_22, out_32, sub_55, mul_214, sum_23], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_11:23
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_11.run(buf69, convolution_12, unsqueeze_168, convolution_11, unsqueeze_180, buf70, buf72, buf80, buf82, 512, 98, stream=stream0)
            buf71 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [sum_20], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_5:24
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_5.run(buf70, buf71, 256, 2, stream=stream0)
            del buf70
            buf81 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_22], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_5:25
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_5.run(buf80, buf81, 256, 2, stream=stream0)
            del buf80
            buf73 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf74 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_4, sub_51, mul_205, sum_21, mul_213], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6:26
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6.run(buf72, squeeze_37, buf73, buf74, 256, 2, stream=stream0)
            buf83 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf84 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [out_32, sub_55, mul_214, sum_23, mul_222], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6:27
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6.run(buf82, squeeze_34, buf83, buf84, 256, 2, stream=stream0)
            buf75 = convolution_12; del convolution_12  # reuse
            buf85 = convolution_11; del convolution_11  # reuse
            # Topologically Sorted Source Nodes: [input_4, sub_51, mul_206, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_207, mul_208, mul_209, unsqueeze_172, unsqueeze_173, unsqueeze_174, mul_210, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_211, sub_53, sub_54, mul_212, convert_element_type_111, convolution_backward_7, out_32, sub_55, mul_215, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_216, mul_217, mul_218, unsqueeze_184, unsqueeze_185, unsqueeze_186, mul_219, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_220, sub_57, sub_58, mul_221, convert_element_type_115, convolution_backward_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_12:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_12.run(buf75, buf85, buf69, unsqueeze_168, buf73, squeeze_37, buf71, primals_78, unsqueeze_180, buf83, squeeze_34, buf81, primals_72, 50176, stream=stream0)
            del buf69
            del primals_72
            del primals_78
            del squeeze_34
            del squeeze_37
            del unsqueeze_168
            del unsqueeze_180
            # Topologically Sorted Source Nodes: [out_32, sub_55, mul_215, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_216, mul_217, mul_218, unsqueeze_184, unsqueeze_185, unsqueeze_186, mul_219, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_220, sub_57, sub_58, mul_221, convert_element_type_115, convolution_backward_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:29
            buf86 = torch.ops.aten.convolution_backward.default(buf85, relu_9, convert_element_type_34, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf85
            del convert_element_type_34
            buf87 = buf86[0]
            assert_size_stride(buf87, (1, 256, 14, 14), (50176, 1, 3584, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf87, 16, 'torch.ops.aten.convolution_backward.default')
            buf88 = buf86[1]
            assert_size_stride(buf88, (256, 256, 3, 3), (2304, 1, 768, 256), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf88, 16, 'torch.ops.aten.convolution_backward.default')
            del buf86
            buf90 = buf82; del buf82  # reuse
            buf92 = buf72; del buf72  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_7, where_11, convert_element_type_117, sum_24, out_29, sub_59, mul_223, sum_25], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8:30
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_8.run(relu_9, buf87, convolution_10, unsqueeze_192, buf90, buf92, 512, 98, stream=stream0)
            buf91 = buf83; del buf83  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_7, where_11, convert_element_type_117, sum_24], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_5:31
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_5.run(buf90, buf91, 256, 2, stream=stream0)
            del buf90
            buf93 = buf73; del buf73  # reuse
            buf94 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_7, where_11, convert_element_type_117, out_29, sub_59, mul_223, sum_25, mul_231], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6:32
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_6.run(buf92, squeeze_31, buf93, buf94, 256, 2, stream=stream0)
            del buf92
            buf95 = relu_9; del relu_9  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_7, where_11, convert_element_type_117, out_29, sub_59, mul_224, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_225, mul_226, mul_227, unsqueeze_196, unsqueeze_197, unsqueeze_198, mul_228, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_229, sub_61, sub_62, mul_230, convert_element_type_119, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_9.run(buf95, buf87, convolution_10, unsqueeze_192, buf93, squeeze_31, buf91, primals_66, 50176, stream=stream0)
            del buf87
            del buf93
            del convolution_10
            del primals_66
            del squeeze_31
            del unsqueeze_192
            # Topologically Sorted Source Nodes: [input_4, sub_51, mul_206, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_207, mul_208, mul_209, unsqueeze_172, unsqueeze_173, unsqueeze_174, mul_210, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_211, sub_53, sub_54, mul_212, convert_element_type_111, convolution_backward_7], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:34
            buf76 = torch.ops.aten.convolution_backward.default(buf75, relu_8, convert_element_type_37, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf75
            del convert_element_type_37
            buf77 = buf76[0]
            assert_size_stride(buf77, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf77, 16, 'torch.ops.aten.convolution_backward.default')
            buf78 = buf76[1]
            assert_size_stride(buf78, (256, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf78, 16, 'torch.ops.aten.convolution_backward.default')
            del buf76
            buf79 = empty_strided_cuda((256, 128, 1, 1), (128, 1, 128, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_112], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_13:35
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_13.run(buf78, buf79, 32768, stream=stream0)
            del buf78
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_7, where_11, convert_element_type_117, out_29, sub_59, mul_224, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_225, mul_226, mul_227, unsqueeze_196, unsqueeze_197, unsqueeze_198, mul_228, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_229, sub_61, sub_62, mul_230, convert_element_type_119, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:36
            buf96 = torch.ops.aten.convolution_backward.default(buf95, relu_8, convert_element_type_31, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf95
            del convert_element_type_31
            buf97 = buf96[0]
            assert_size_stride(buf97, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf97, 16, 'torch.ops.aten.convolution_backward.default')
            buf98 = buf96[1]
            assert_size_stride(buf98, (256, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf98, 16, 'torch.ops.aten.convolution_backward.default')
            del buf96
            buf100 = empty_strided_cuda((128, 7), (1, 128), torch.float32)
            buf102 = empty_strided_cuda((128, 7), (1, 128), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, convert_element_type_121, sum_26, out_25, sub_63, mul_232, sum_27], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_14:37
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_14.run(relu_8, buf77, buf97, convolution_9, unsqueeze_204, buf100, buf102, 896, 112, stream=stream0)
            buf101 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, convert_element_type_121, sum_26], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_15:38
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_15.run(buf100, buf101, 128, 7, stream=stream0)
            buf103 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf105 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, convert_element_type_121, out_25, sub_63, mul_232, sum_27, mul_240], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16:39
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16.run(buf102, squeeze_28, buf103, buf105, 128, 7, stream=stream0)
            buf106 = empty_strided_cuda((1, 128, 28, 28), (100352, 1, 3584, 128), torch.bfloat16)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, convert_element_type_121, out_25, sub_63, mul_233, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_234, mul_235, mul_236, unsqueeze_208, unsqueeze_209, unsqueeze_210, mul_237, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_238, sub_65, sub_66, mul_239, convert_element_type_123, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_17:40
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_17.run(relu_8, buf77, buf97, convolution_9, unsqueeze_204, buf103, squeeze_28, buf101, primals_60, buf106, 100352, stream=stream0)
            del convolution_9
            del primals_60
            del squeeze_28
            del unsqueeze_204
            # Topologically Sorted Source Nodes: [convert_element_type_123, convolution_backward_10], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:41
            buf107 = torch.ops.aten.convolution_backward.default(buf106, relu_7, convert_element_type_28, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf106
            del convert_element_type_28
            buf108 = buf107[0]
            assert_size_stride(buf108, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf108, 16, 'torch.ops.aten.convolution_backward.default')
            buf109 = buf107[1]
            assert_size_stride(buf109, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf109, 16, 'torch.ops.aten.convolution_backward.default')
            del buf107
            buf111 = buf102; del buf102  # reuse
            buf113 = buf100; del buf100  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_9, where_13, convert_element_type_125, sum_28, out_22, sub_67, mul_241, sum_29], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18:42
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18.run(relu_7, buf108, convolution_8, unsqueeze_216, buf111, buf113, 896, 112, stream=stream0)
            buf112 = buf103; del buf103  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_9, where_13, convert_element_type_125, sum_28], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_15:43
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_15.run(buf111, buf112, 128, 7, stream=stream0)
            buf114 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf115 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_9, where_13, convert_element_type_125, out_22, sub_67, mul_241, sum_29, mul_249], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16:44
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16.run(buf113, squeeze_25, buf114, buf115, 128, 7, stream=stream0)
            buf116 = relu_7; del relu_7  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_9, where_13, convert_element_type_125, out_22, sub_67, mul_242, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_243, mul_244, mul_245, unsqueeze_220, unsqueeze_221, unsqueeze_222, mul_246, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_247, sub_69, sub_70, mul_248, convert_element_type_127, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19.run(buf116, buf108, convolution_8, unsqueeze_216, buf114, squeeze_25, buf112, primals_54, 100352, stream=stream0)
            del buf108
            del convolution_8
            del primals_54
            del squeeze_25
            del unsqueeze_216
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_9, where_13, convert_element_type_125, out_22, sub_67, mul_242, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_243, mul_244, mul_245, unsqueeze_220, unsqueeze_221, unsqueeze_222, mul_246, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_247, sub_69, sub_70, mul_248, convert_element_type_127, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:46
            buf117 = torch.ops.aten.convolution_backward.default(buf116, relu_6, convert_element_type_25, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf116
            del convert_element_type_25
            buf118 = buf117[0]
            assert_size_stride(buf118, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf118, 16, 'torch.ops.aten.convolution_backward.default')
            buf121 = empty_strided_cuda((1, 128, 28, 28), (100352, 1, 3584, 128), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_111, le_8, where_12, add_112, le_10, where_14, convert_element_type_129], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_batch_norm_backward_threshold_backward_20:47
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_threshold_backward_20.run(relu_6, relu_8, buf77, buf97, buf118, buf121, 100352, stream=stream0)
            del buf118
            del buf77
            del buf97
            del relu_6
            del relu_8
            buf119 = buf117[1]
            assert_size_stride(buf119, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf119, 16, 'torch.ops.aten.convolution_backward.default')
            del buf117
            buf122 = buf113; del buf113  # reuse
            buf124 = buf111; del buf111  # reuse
            buf132 = empty_strided_cuda((128, 7), (1, 128), torch.float32)
            buf134 = empty_strided_cuda((128, 7), (1, 128), torch.float32)
            # Topologically Sorted Source Nodes: [sum_30, input_2, sub_71, mul_250, sum_31, sum_32, out_18, sub_75, mul_259, sum_33], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21:48
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21.run(buf121, convolution_7, unsqueeze_228, convolution_6, unsqueeze_240, buf122, buf124, buf132, buf134, 896, 112, stream=stream0)
            buf123 = buf114; del buf114  # reuse
            # Topologically Sorted Source Nodes: [sum_30], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_15:49
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_15.run(buf122, buf123, 128, 7, stream=stream0)
            del buf122
            buf133 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_32], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_15:50
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_15.run(buf132, buf133, 128, 7, stream=stream0)
            del buf132
            buf125 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf126 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_2, sub_71, mul_250, sum_31, mul_258], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16:51
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16.run(buf124, squeeze_22, buf125, buf126, 128, 7, stream=stream0)
            buf135 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf136 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [out_18, sub_75, mul_259, sum_33, mul_267], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16:52
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16.run(buf134, squeeze_19, buf135, buf136, 128, 7, stream=stream0)
            buf127 = convolution_7; del convolution_7  # reuse
            buf137 = convolution_6; del convolution_6  # reuse
            # Topologically Sorted Source Nodes: [input_2, sub_71, mul_251, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_252, mul_253, mul_254, unsqueeze_232, unsqueeze_233, unsqueeze_234, mul_255, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_256, sub_73, sub_74, mul_257, convert_element_type_131, convolution_backward_12, out_18, sub_75, mul_260, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_261, mul_262, mul_263, unsqueeze_244, unsqueeze_245, unsqueeze_246, mul_264, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_265, sub_77, sub_78, mul_266, convert_element_type_135, convolution_backward_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_22:53
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_22.run(buf127, buf137, buf121, unsqueeze_228, buf125, squeeze_22, buf123, primals_48, unsqueeze_240, buf135, squeeze_19, buf133, primals_42, 100352, stream=stream0)
            del buf121
            del primals_42
            del primals_48
            del squeeze_19
            del squeeze_22
            del unsqueeze_228
            del unsqueeze_240
            # Topologically Sorted Source Nodes: [out_18, sub_75, mul_260, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_261, mul_262, mul_263, unsqueeze_244, unsqueeze_245, unsqueeze_246, mul_264, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_265, sub_77, sub_78, mul_266, convert_element_type_135, convolution_backward_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:54
            buf138 = torch.ops.aten.convolution_backward.default(buf137, relu_5, convert_element_type_19, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf137
            del convert_element_type_19
            buf139 = buf138[0]
            assert_size_stride(buf139, (1, 128, 28, 28), (100352, 1, 3584, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf139, 16, 'torch.ops.aten.convolution_backward.default')
            buf140 = buf138[1]
            assert_size_stride(buf140, (128, 128, 3, 3), (1152, 1, 384, 128), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf140, 16, 'torch.ops.aten.convolution_backward.default')
            del buf138
            buf142 = buf134; del buf134  # reuse
            buf144 = buf124; del buf124  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_11, where_15, convert_element_type_137, sum_34, out_15, sub_79, mul_268, sum_35], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18:55
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_18.run(relu_5, buf139, convolution_5, unsqueeze_252, buf142, buf144, 896, 112, stream=stream0)
            buf143 = buf135; del buf135  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_11, where_15, convert_element_type_137, sum_34], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_15:56
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_15.run(buf142, buf143, 128, 7, stream=stream0)
            del buf142
            buf145 = buf125; del buf125  # reuse
            buf146 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_11, where_15, convert_element_type_137, out_15, sub_79, mul_268, sum_35, mul_276], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16:57
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_16.run(buf144, squeeze_16, buf145, buf146, 128, 7, stream=stream0)
            del buf144
            buf147 = relu_5; del relu_5  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_11, where_15, convert_element_type_137, out_15, sub_79, mul_269, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_270, mul_271, mul_272, unsqueeze_256, unsqueeze_257, unsqueeze_258, mul_273, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_274, sub_81, sub_82, mul_275, convert_element_type_139, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19:58
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_19.run(buf147, buf139, convolution_5, unsqueeze_252, buf145, squeeze_16, buf143, primals_36, 100352, stream=stream0)
            del buf139
            del buf145
            del convolution_5
            del primals_36
            del squeeze_16
            del unsqueeze_252
            # Topologically Sorted Source Nodes: [input_2, sub_71, mul_251, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_252, mul_253, mul_254, unsqueeze_232, unsqueeze_233, unsqueeze_234, mul_255, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_256, sub_73, sub_74, mul_257, convert_element_type_131, convolution_backward_12], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:59
            buf128 = torch.ops.aten.convolution_backward.default(buf127, relu_4, convert_element_type_22, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf127
            del convert_element_type_22
            buf129 = buf128[0]
            assert_size_stride(buf129, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf129, 16, 'torch.ops.aten.convolution_backward.default')
            buf130 = buf128[1]
            assert_size_stride(buf130, (128, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf130, 16, 'torch.ops.aten.convolution_backward.default')
            del buf128
            buf131 = empty_strided_cuda((128, 64, 1, 1), (64, 1, 64, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_132], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_23:60
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_23.run(buf130, buf131, 8192, stream=stream0)
            del buf130
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_11, where_15, convert_element_type_137, out_15, sub_79, mul_269, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_270, mul_271, mul_272, unsqueeze_256, unsqueeze_257, unsqueeze_258, mul_273, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_274, sub_81, sub_82, mul_275, convert_element_type_139, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:61
            buf148 = torch.ops.aten.convolution_backward.default(buf147, relu_4, convert_element_type_16, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf147
            del convert_element_type_16
            buf149 = buf148[0]
            assert_size_stride(buf149, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf149, 16, 'torch.ops.aten.convolution_backward.default')
            buf150 = buf148[1]
            assert_size_stride(buf150, (128, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf150, 16, 'torch.ops.aten.convolution_backward.default')
            del buf148
            buf152 = empty_strided_cuda((64, 25), (1, 64), torch.float32)
            buf154 = empty_strided_cuda((64, 25), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, convert_element_type_141, sum_36, out_11, sub_83, mul_277, sum_37], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_24:62
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_24.run(relu_4, buf129, buf149, convolution_4, unsqueeze_264, buf152, buf154, 1600, 126, stream=stream0)
            buf153 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, convert_element_type_141, sum_36], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_25:63
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_25.run(buf152, buf153, 64, 25, stream=stream0)
            buf155 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf157 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, convert_element_type_141, out_11, sub_83, mul_277, sum_37, mul_285], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26:64
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26.run(buf154, squeeze_13, buf155, buf157, 64, 25, stream=stream0)
            buf158 = empty_strided_cuda((1, 64, 56, 56), (200704, 1, 3584, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, convert_element_type_141, out_11, sub_83, mul_278, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_279, mul_280, mul_281, unsqueeze_268, unsqueeze_269, unsqueeze_270, mul_282, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_283, sub_85, sub_86, mul_284, convert_element_type_143, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_27:65
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_threshold_backward_27.run(relu_4, buf129, buf149, convolution_4, unsqueeze_264, buf155, squeeze_13, buf153, primals_30, buf158, 200704, stream=stream0)
            del convolution_4
            del primals_30
            del squeeze_13
            del unsqueeze_264
            # Topologically Sorted Source Nodes: [convert_element_type_143, convolution_backward_15], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:66
            buf159 = torch.ops.aten.convolution_backward.default(buf158, relu_3, convert_element_type_13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf158
            del convert_element_type_13
            buf160 = buf159[0]
            assert_size_stride(buf160, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf160, 16, 'torch.ops.aten.convolution_backward.default')
            buf161 = buf159[1]
            assert_size_stride(buf161, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf161, 16, 'torch.ops.aten.convolution_backward.default')
            del buf159
            buf163 = buf154; del buf154  # reuse
            buf165 = buf152; del buf152  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_13, where_17, convert_element_type_145, sum_38, out_8, sub_87, mul_286, sum_39], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28:67
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28.run(relu_3, buf160, convolution_3, unsqueeze_276, buf163, buf165, 1600, 126, stream=stream0)
            buf164 = buf155; del buf155  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_13, where_17, convert_element_type_145, sum_38], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_25:68
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_25.run(buf163, buf164, 64, 25, stream=stream0)
            buf166 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf167 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_13, where_17, convert_element_type_145, out_8, sub_87, mul_286, sum_39, mul_294], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26:69
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26.run(buf165, squeeze_10, buf166, buf167, 64, 25, stream=stream0)
            buf168 = relu_3; del relu_3  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_13, where_17, convert_element_type_145, out_8, sub_87, mul_287, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_288, mul_289, mul_290, unsqueeze_280, unsqueeze_281, unsqueeze_282, mul_291, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_292, sub_89, sub_90, mul_293, convert_element_type_147, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29:70
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29.run(buf168, buf160, convolution_3, unsqueeze_276, buf166, squeeze_10, buf164, primals_24, 200704, stream=stream0)
            del buf160
            del convolution_3
            del primals_24
            del squeeze_10
            del unsqueeze_276
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_13, where_17, convert_element_type_145, out_8, sub_87, mul_287, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_288, mul_289, mul_290, unsqueeze_280, unsqueeze_281, unsqueeze_282, mul_291, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_292, sub_89, sub_90, mul_293, convert_element_type_147, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:71
            buf169 = torch.ops.aten.convolution_backward.default(buf168, relu_2, convert_element_type_10, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf168
            del convert_element_type_10
            buf170 = buf169[0]
            assert_size_stride(buf170, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf170, 16, 'torch.ops.aten.convolution_backward.default')
            buf173 = relu_2; del relu_2  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, add_113, le_12, where_16, add_114, le_14, where_18], Original ATen: [aten.threshold_backward, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_threshold_backward_30:72
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_threshold_backward_30.run(buf173, relu_4, buf129, buf149, buf170, 200704, stream=stream0)
            del buf129
            del buf149
            del buf170
            del relu_4
            buf171 = buf169[1]
            assert_size_stride(buf171, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf171, 16, 'torch.ops.aten.convolution_backward.default')
            del buf169
            buf174 = buf165; del buf165  # reuse
            buf176 = buf163; del buf163  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_149, sum_40, out_4, sub_91, mul_295, sum_41], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_31:73
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_31.run(buf173, convolution_2, unsqueeze_288, buf174, buf176, 1600, 126, stream=stream0)
            buf175 = buf166; del buf166  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_149, sum_40], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_25:74
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_25.run(buf174, buf175, 64, 25, stream=stream0)
            buf177 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf178 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_149, out_4, sub_91, mul_295, sum_41, mul_303], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26:75
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26.run(buf176, squeeze_7, buf177, buf178, 64, 25, stream=stream0)
            buf179 = convolution_2; del convolution_2  # reuse
            # Topologically Sorted Source Nodes: [convert_element_type_149, out_4, sub_91, mul_296, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_297, mul_298, mul_299, unsqueeze_292, unsqueeze_293, unsqueeze_294, mul_300, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_301, sub_93, sub_94, mul_302, convert_element_type_151, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_32:76
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_32.run(buf179, buf173, unsqueeze_288, buf177, squeeze_7, buf175, primals_18, 200704, stream=stream0)
            del primals_18
            del squeeze_7
            del unsqueeze_288
            # Topologically Sorted Source Nodes: [convert_element_type_149, out_4, sub_91, mul_296, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_297, mul_298, mul_299, unsqueeze_292, unsqueeze_293, unsqueeze_294, mul_300, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_301, sub_93, sub_94, mul_302, convert_element_type_151, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:77
            buf180 = torch.ops.aten.convolution_backward.default(buf179, relu_1, convert_element_type_7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf179
            del convert_element_type_7
            buf181 = buf180[0]
            assert_size_stride(buf181, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf181, 16, 'torch.ops.aten.convolution_backward.default')
            buf182 = buf180[1]
            assert_size_stride(buf182, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf182, 16, 'torch.ops.aten.convolution_backward.default')
            del buf180
            buf184 = buf176; del buf176  # reuse
            buf186 = buf174; del buf174  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_15, where_19, convert_element_type_153, sum_42, out_1, sub_95, mul_304, sum_43], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28:78
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28.run(relu_1, buf181, convolution_1, unsqueeze_300, buf184, buf186, 1600, 126, stream=stream0)
            buf185 = buf177; del buf177  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_15, where_19, convert_element_type_153, sum_42], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_25:79
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_25.run(buf184, buf185, 64, 25, stream=stream0)
            del buf184
            buf187 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf188 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_15, where_19, convert_element_type_153, out_1, sub_95, mul_304, sum_43, mul_312], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26:80
            stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_threshold_backward_26.run(buf186, squeeze_4, buf187, buf188, 64, 25, stream=stream0)
            del buf186
            buf189 = relu_1; del relu_1  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_15, where_19, convert_element_type_153, out_1, sub_95, mul_305, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_306, mul_307, mul_308, unsqueeze_304, unsqueeze_305, unsqueeze_306, mul_309, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_310, sub_97, sub_98, mul_311, convert_element_type_155, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29:81
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_29.run(buf189, buf181, convolution_1, unsqueeze_300, buf187, squeeze_4, buf185, primals_12, 200704, stream=stream0)
            del buf181
            del convolution_1
            del primals_12
            del squeeze_4
            del unsqueeze_300
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_15, where_19, convert_element_type_153, out_1, sub_95, mul_305, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_306, mul_307, mul_308, unsqueeze_304, unsqueeze_305, unsqueeze_306, mul_309, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_310, sub_97, sub_98, mul_311, convert_element_type_155, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:82
            buf190 = torch.ops.aten.convolution_backward.default(buf189, getitem_2, convert_element_type_4, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False])
            del buf189
            del convert_element_type_4
            del getitem_2
            buf191 = buf190[0]
            assert_size_stride(buf191, (1, 64, 56, 56), (200704, 1, 3584, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf191, 16, 'torch.ops.aten.convolution_backward.default')
            buf194 = buf173; del buf173  # reuse
            # Topologically Sorted Source Nodes: [add_115], Original ATen: [aten.add]
            # [Provenance debug handles] triton_poi_fused_add_33:83
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_33.run(buf194, buf191, 200704, stream=stream0)
            del buf191
            buf192 = buf190[1]
            assert_size_stride(buf192, (64, 64, 3, 3), (576, 1, 192, 64), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf192, 16, 'torch.ops.aten.convolution_backward.default')
            del buf190
            buf162 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_144], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_34:84
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_34.run(buf161, buf162, 36864, stream=stream0)
            del buf161
            buf172 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_148], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_34:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_34.run(buf171, buf172, 36864, stream=stream0)
            del buf171
            buf183 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_152], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_34:86
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_34.run(buf182, buf183, 36864, stream=stream0)
            del buf182
            buf193 = empty_strided_cuda((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_156], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_34:87
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_34.run(buf192, buf193, 36864, stream=stream0)
            del buf192
            buf151 = empty_strided_cuda((128, 64, 3, 3), (576, 1, 192, 64), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_140], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_35:88
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_35.run(buf150, buf151, 73728, stream=stream0)
            del buf150
            buf30 = empty_strided_cuda((512, 256, 1, 1), (256, 1, 256, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_92], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_36:89
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_36.run(buf29, buf30, 131072, stream=stream0)
            del buf29
            buf110 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_124], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_37:90
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_37.run(buf109, buf110, 147456, stream=stream0)
            del buf109
            buf120 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_128], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_37:91
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_37.run(buf119, buf120, 147456, stream=stream0)
            del buf119
            buf141 = empty_strided_cuda((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_136], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_37:92
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_37.run(buf140, buf141, 147456, stream=stream0)
            del buf140
            buf195 = empty_strided_cuda((1, 64, 112, 112), (802816, 1, 7168, 64), torch.bfloat16)
            # Topologically Sorted Source Nodes: [add_115, x_3, max_pool2d_with_indices_backward], Original ATen: [aten.add, aten.max_pool2d_with_indices, aten.max_pool2d_with_indices_backward]
            # [Provenance debug handles] triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_38:93
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_38.run(getitem_3, buf194, buf195, 802816, stream=stream0)
            del buf194
            del getitem_3
            buf196 = empty_strided_cuda((64, 98), (1, 64), torch.float32)
            buf198 = empty_strided_cuda((64, 98), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, sum_44, x_1, sub_99, mul_313, sum_45], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39:94
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_39.run(relu, buf195, convolution, unsqueeze_312, buf196, buf198, 6272, 128, stream=stream0)
            buf197 = buf187; del buf187  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, sum_44], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_threshold_backward_40:95
            stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_threshold_backward_40.run(buf196, buf197, 64, 98, stream=stream0)
            del buf196
            buf199 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf200 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, x_1, sub_99, mul_313, sum_45, mul_321], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_41:96
            stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_41.run(buf198, squeeze_1, buf199, buf200, 64, 98, stream=stream0)
            del buf198
            buf201 = relu; del relu  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, x_1, sub_99, mul_314, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_315, mul_316, mul_317, unsqueeze_316, unsqueeze_317, unsqueeze_318, mul_318, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_319, sub_101, sub_102, mul_320, convert_element_type_159, convolution_backward_19], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_42:97
            stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_42.run(buf201, buf195, convolution, unsqueeze_312, buf199, squeeze_1, buf197, primals_6, 802816, stream=stream0)
            del buf195
            del buf199
            del convolution
            del primals_6
            del squeeze_1
            del unsqueeze_312
            # Topologically Sorted Source Nodes: [scalar_tensor_4, le_16, where_20, convert_element_type_157, x_1, sub_99, mul_314, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_315, mul_316, mul_317, unsqueeze_316, unsqueeze_317, unsqueeze_318, mul_318, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_319, sub_101, sub_102, mul_320, convert_element_type_159, convolution_backward_19], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:98
            buf202 = torch.ops.aten.convolution_backward.default(buf201, convert_element_type_1, convert_element_type, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False])
            del buf201
            del convert_element_type
            del convert_element_type_1
            buf203 = buf202[1]
            assert_size_stride(buf203, (64, 3, 7, 7), (147, 1, 21, 3), 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf203, 16, 'torch.ops.aten.convolution_backward.default')
            del buf202
            buf204 = empty_strided_cuda((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_160], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_43:99
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_43.run(buf203, buf204, 9408, stream=stream0)
            del buf203
            buf99 = empty_strided_cuda((256, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_120], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_44:100
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_44.run(buf98, buf99, 294912, stream=stream0)
            del buf98
            buf3 = empty_strided_cuda((1000, 512), (512, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:101
            extern_kernels.mm(reinterpret_tensor(buf1, (1000, 1), (1, 1000), 0), view, out=buf3)
            del buf1
            del view
            buf5 = empty_strided_cuda((1000, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_79], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_45:102
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_45.run(buf3, buf5, 512000, stream=stream0)
            del buf3
            buf58 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_104], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_46:103
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_46.run(buf57, buf58, 589824, stream=stream0)
            del buf57
            buf68 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_108], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_46:104
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_46.run(buf67, buf68, 589824, stream=stream0)
            del buf67
            buf89 = empty_strided_cuda((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_116], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_46:105
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_46.run(buf88, buf89, 589824, stream=stream0)
            del buf88
            buf47 = empty_strided_cuda((512, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_100], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_47:106
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_47.run(buf46, buf47, 1179648, stream=stream0)
            del buf46
            buf13 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_84], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_48:107
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_48.run(buf12, buf13, 2359296, stream=stream0)
            del buf12
            buf21 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_48:108
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_48.run(buf20, buf21, 2359296, stream=stream0)
            del buf20
            buf39 = empty_strided_cuda((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
            # Topologically Sorted Source Nodes: [convert_element_type_96], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_48:109
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_48.run(buf38, buf39, 2359296, stream=stream0)
            del buf38
        return (buf204, None, None, None, None, buf200, buf197, buf193, None, None, None, buf188, buf185, buf183, None, None, None, buf178, buf175, buf172, None, None, None, buf167, buf164, buf162, None, None, None, buf157, buf153, buf151, None, None, None, buf146, buf143, buf141, None, None, None, buf136, buf133, buf131, None, None, None, buf126, buf123, buf120, None, None, None, buf115, buf112, buf110, None, None, None, buf105, buf101, buf99, None, None, None, buf94, buf91, buf89, None, None, None, buf84, buf81, buf79, None, None, None, buf74, buf71, buf68, None, None, None, buf63, buf60, buf58, None, None, None, buf53, buf49, buf47, None, None, None, buf42, buf40, buf39, None, None, None, buf34, buf31, buf30, None, None, None, buf25, buf22, buf21, None, None, None, buf16, buf14, buf13, None, None, None, buf8, buf6, buf5, reinterpret_tensor(buf4, (1000, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_124 = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.int64)
    convert_element_type = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_1 = rand_strided((1, 3, 224, 224), (150528, 1, 672, 3), device='cuda:0', dtype=torch.bfloat16)
    convolution = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((1, 64, 112, 112), (802816, 1, 7168, 64), device='cuda:0', dtype=torch.bfloat16)
    getitem_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    getitem_3 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.int8)
    convert_element_type_4 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_1 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_7 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_2 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_10 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_3 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_3 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_13 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_4 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    squeeze_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_4 = rand_strided((1, 64, 56, 56), (200704, 1, 3584, 64), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_16 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_5 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_16 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_5 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_19 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_6 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_19 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type_22 = rand_strided((128, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.bfloat16)
    convolution_7 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_22 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_6 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_25 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_8 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_25 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_7 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_28 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_9 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    squeeze_28 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_8 = rand_strided((1, 128, 28, 28), (100352, 1, 3584, 128), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_31 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_10 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_31 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_9 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_34 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_11 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_34 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type_37 = rand_strided((256, 128, 1, 1), (128, 1, 128, 128), device='cuda:0', dtype=torch.bfloat16)
    convolution_12 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_37 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_10 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_40 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_13 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_40 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_11 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_43 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_14 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    squeeze_43 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_12 = rand_strided((1, 256, 14, 14), (50176, 1, 3584, 256), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_46 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_15 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_46 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_13 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_49 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convolution_16 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_49 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    convert_element_type_52 = rand_strided((512, 256, 1, 1), (256, 1, 256, 256), device='cuda:0', dtype=torch.bfloat16)
    convolution_17 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_52 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_14 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_55 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convolution_18 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_55 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_15 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    convert_element_type_58 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.bfloat16)
    convolution_19 = rand_strided((1, 512, 7, 7), (25088, 1, 3584, 512), device='cuda:0', dtype=torch.bfloat16)
    squeeze_58 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    view = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    addmm = rand_strided((1, 1000), (1000, 1), device='cuda:0', dtype=torch.bfloat16)
    amax = rand_strided((1, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((1, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    ne = rand_strided((1, ), (1, ), device='cuda:0', dtype=torch.bool)
    permute_1 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.bfloat16)
    le = rand_strided((1, 512, 7, 7), (25088, 49, 7, 1), device='cuda:0', dtype=torch.bool)
    unsqueeze_84 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_96 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_108 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_120 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_132 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_144 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_156 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_168 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_180 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_192 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_204 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_216 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_228 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_240 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_252 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_264 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_276 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_288 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_300 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_312 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_6, primals_12, primals_18, primals_24, primals_30, primals_36, primals_42, primals_48, primals_54, primals_60, primals_66, primals_72, primals_78, primals_84, primals_90, primals_96, primals_102, primals_108, primals_114, primals_120, primals_124, convert_element_type, convert_element_type_1, convolution, squeeze_1, relu, getitem_2, getitem_3, convert_element_type_4, convolution_1, squeeze_4, relu_1, convert_element_type_7, convolution_2, squeeze_7, relu_2, convert_element_type_10, convolution_3, squeeze_10, relu_3, convert_element_type_13, convolution_4, squeeze_13, relu_4, convert_element_type_16, convolution_5, squeeze_16, relu_5, convert_element_type_19, convolution_6, squeeze_19, convert_element_type_22, convolution_7, squeeze_22, relu_6, convert_element_type_25, convolution_8, squeeze_25, relu_7, convert_element_type_28, convolution_9, squeeze_28, relu_8, convert_element_type_31, convolution_10, squeeze_31, relu_9, convert_element_type_34, convolution_11, squeeze_34, convert_element_type_37, convolution_12, squeeze_37, relu_10, convert_element_type_40, convolution_13, squeeze_40, relu_11, convert_element_type_43, convolution_14, squeeze_43, relu_12, convert_element_type_46, convolution_15, squeeze_46, relu_13, convert_element_type_49, convolution_16, squeeze_49, convert_element_type_52, convolution_17, squeeze_52, relu_14, convert_element_type_55, convolution_18, squeeze_55, relu_15, convert_element_type_58, convolution_19, squeeze_58, view, addmm, amax, log, ne, permute_1, le, unsqueeze_84, unsqueeze_96, unsqueeze_108, unsqueeze_120, unsqueeze_132, unsqueeze_144, unsqueeze_156, unsqueeze_168, unsqueeze_180, unsqueeze_192, unsqueeze_204, unsqueeze_216, unsqueeze_228, unsqueeze_240, unsqueeze_252, unsqueeze_264, unsqueeze_276, unsqueeze_288, unsqueeze_300, unsqueeze_312, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
