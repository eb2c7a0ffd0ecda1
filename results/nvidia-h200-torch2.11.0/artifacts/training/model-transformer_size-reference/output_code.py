# AOT ID: ['123_forward']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/4j/c4j42b2t64sokorro5cxq35zicsntpkyimcfgyevppoj6qb6gvu4.py
# Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm => add, add_1, mul, mul_1, rsqrt, sub, var_mean
# Graph fragment:
#   %primals_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %buf1 : Tensor "f32[16, 128, 1][128, 1, 2048]cuda:0" = PlaceHolder[target=buf1]
#   %getitem_1 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_2 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_2]
#   %primals_3 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_3]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%primals_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_1, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_2), kwargs = {})
#   %add_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_3), kwargs = {})
#   return %getitem_1,%buf1,%rsqrt,%add_1
triton_per_fused_native_layer_norm_0 = async_compile.triton('triton_per_fused_native_layer_norm_0', '''
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
    size_hints={'x': 2048, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_native_layer_norm_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 6293504}, 'kernel_num_gb': 0.004220928, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_native_layer_norm_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp24 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 256, tl.int32)
    tmp9 = tmp8.to(tl.float32)
    tmp10 = (tmp7 / tmp9)
    tmp11 = tmp1 - tmp10
    tmp12 = tmp11 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 256.0, tl.float32)
    tmp18 = (tmp16 / tmp17)
    tmp19 = tl.full([1, 1], 1e-05, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = libdevice.rsqrt(tmp20)
    tmp22 = tmp0 - tmp10
    tmp23 = tmp22 * tmp21
    tmp25 = tmp23 * tmp24
    tmp27 = tmp25 + tmp26
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp21, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp27, xmask)
    tl.store(out_ptr0 + (x0), tmp10, xmask)


def get_args():
    arg_0 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 2048, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_native_layer_norm_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_native_layer_norm_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004220928
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/rf/crfovqd5jpokgqj2yww6hpz6w5vlu7nd35dccj3tcmkaosgrgxn5.py
# Topologically Sorted Source Nodes: [linear, view, permute, q, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
# Source node to ATen node mapping:
#   linear => add_tensor_1, view_1
#   matmul => clone
#   permute => permute_1
#   q => select
#   view => view_2
# Graph fragment:
#   %primals_5 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_5]
#   %mm_default_1 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_5, %mm_default_1), kwargs = {})
#   %view_1 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [16, 128, 768]), kwargs = {})
#   %view_2 : Tensor "f32[16, 128, 3, 4, 64][98304, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [16, 128, 3, 4, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[3, 16, 4, 128, 64][256, 98304, 64, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select : Tensor "f32[16, 4, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 0), kwargs = {})
#   %clone : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone
triton_poi_fused_addmm_clone_permute_select_view_1 = async_compile.triton('triton_poi_fused_addmm_clone_permute_select_view_1', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_permute_select_view_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6292480}, 'kernel_num_gb': 0.004197376, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_permute_select_view_1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x2 = ((xindex // 8192) % 4)
    x1 = ((xindex // 64) % 128)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x0 + 64*x2 + 768*x1 + 98304*x3), None)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x4), tmp2, None)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((16, 4, 128, 64), (32768, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_clone_permute_select_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_clone_permute_select_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004197376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/5d/c5dn7b63dn2dtghhinmmgarzpbvvpl43nbywkzsvavwdluryn6ns.py
# Topologically Sorted Source Nodes: [linear, view, permute, k, transpose, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   k => select_1
#   linear => add_tensor_1, view_1
#   matmul => clone_1
#   permute => permute_1
#   transpose => permute_2
#   view => view_2
# Graph fragment:
#   %primals_5 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_5]
#   %mm_default_1 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_5, %mm_default_1), kwargs = {})
#   %view_1 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [16, 128, 768]), kwargs = {})
#   %view_2 : Tensor "f32[16, 128, 3, 4, 64][98304, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [16, 128, 3, 4, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[3, 16, 4, 128, 64][256, 98304, 64, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_1 : Tensor "f32[16, 4, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 1), kwargs = {})
#   %permute_2 : Tensor "f32[16, 4, 64, 128][98304, 64, 1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%select_1, [0, 1, 3, 2]), kwargs = {})
#   %clone_1 : Tensor "f32[16, 4, 64, 128][32768, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_1,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_1
triton_poi_fused_addmm_clone_permute_select_transpose_view_2 = async_compile.triton('triton_poi_fused_addmm_clone_permute_select_transpose_view_2', '''
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
    size_hints={'y': 4096, 'x': 128}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_permute_select_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2098176, 'x': 4194304}, 'kernel_num_gb': 0.004197376, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_permute_select_transpose_view_2(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = (yindex % 256)
    x2 = xindex
    y1 = yindex // 256
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (256 + y0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (256 + y0 + 768*x2 + 98304*y1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x2 + 128*y3), tmp2, xmask)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((16, 4, 64, 128), (32768, 8192, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_clone_permute_select_transpose_view_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_clone_permute_select_transpose_view_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004197376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/no/cno2qshtdlig6dw4tse2z6cbjoe6anevukizbs6el2xscatlg7rg.py
# Topologically Sorted Source Nodes: [matmul, weights], Original ATen: [aten.view, aten.mul, aten.amax, aten.sub, aten._softmax]
# Source node to ATen node mapping:
#   matmul => view_5
#   weights => div, exp, sum_1
# Graph fragment:
#   %bmm : Tensor "f32[64, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm]
#   %amax_default : Tensor "f32[16, 4, 128, 1][512, 128, 1, 8192]cuda:0" = PlaceHolder[target=amax_default]
#   %sum_1 : Tensor "f32[16, 4, 128, 1][512, 128, 1, 8192]cuda:0" = PlaceHolder[target=sum_1]
#   %view_5 : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm, [16, 4, 128, 128]), kwargs = {})
#   %mul_tensor : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_5, 1), kwargs = {})
#   %amax_default : Tensor "f32[16, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.amax.default](args = (%mul_tensor, [-1], True), kwargs = {})
#   %sub_tensor : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_tensor, %amax_default), kwargs = {})
#   %mul_tensor_1 : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_tensor, 0.125), kwargs = {})
#   %exp : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.exp.default](args = (%mul_tensor_1,), kwargs = {})
#   %sum_1 : Tensor "f32[16, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%exp, [-1], True), kwargs = {})
#   %div : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp, %sum_1), kwargs = {})
#   return %amax_default,%sum_1,%expand_2
triton_per_fused__softmax_amax_mul_sub_view_3 = async_compile.triton('triton_per_fused__softmax_amax_mul_sub_view_3', '''
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
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_amax_mul_sub_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 12582912}, 'kernel_num_gb': 0.008388608, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__softmax_amax_mul_sub_view_3(in_out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8192
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), None)
    tmp1 = tl.full([1, 1], 1.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = triton_helpers.max2(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp2 - tmp5
    tmp7 = tl.full([1, 1], 0.125, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp13 = (tmp9 / tmp12)
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp13, None)


def get_args():
    arg_0 = rand_strided((16, 4, 128, 128), (65536, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, 8192, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__softmax_amax_mul_sub_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__softmax_amax_mul_sub_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.008388608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ki/ckighbka2etjzpypprkw6nsboj5a7rkekodzy5dittsc2l5bchja.py
# Topologically Sorted Source Nodes: [linear, view, permute, v, matmul_1], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
# Source node to ATen node mapping:
#   linear => add_tensor_1, view_1
#   matmul_1 => clone_2
#   permute => permute_1
#   v => select_2
#   view => view_2
# Graph fragment:
#   %primals_5 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=primals_5]
#   %mm_default_1 : Tensor "f32[2048, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %add_tensor_1 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_5, %mm_default_1), kwargs = {})
#   %view_1 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [16, 128, 768]), kwargs = {})
#   %view_2 : Tensor "f32[16, 128, 3, 4, 64][98304, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_1, [16, 128, 3, 4, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[3, 16, 4, 128, 64][256, 98304, 64, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.permute.default](args = (%view_2, [2, 0, 3, 1, 4]), kwargs = {})
#   %select_2 : Tensor "f32[16, 4, 128, 64][98304, 64, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%permute_1, 0, 2), kwargs = {})
#   %clone_2 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%expand_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_2
triton_poi_fused_addmm_clone_permute_select_view_4 = async_compile.triton('triton_poi_fused_addmm_clone_permute_select_view_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_clone_permute_select_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6292480}, 'kernel_num_gb': 0.004197376, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_clone_permute_select_view_4(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x2 = ((xindex // 8192) % 4)
    x1 = ((xindex // 64) % 128)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (512 + x0 + 64*x2), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (512 + x0 + 64*x2 + 768*x1 + 98304*x3), None)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x4), tmp2, None)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((16, 4, 128, 64), (32768, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_clone_permute_select_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_clone_permute_select_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004197376
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/o2/co2hjehewgfnv3a3wemsulppauldcenkoa2yfav7na3lwcoqej5f.py
# Topologically Sorted Source Nodes: [matmul_1, transpose_1, reshape], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   matmul_1 => view_8
#   reshape => clone_3
#   transpose_1 => permute_3
# Graph fragment:
#   %bmm_1 : Tensor "f32[64, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_1]
#   %view_8 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_1, [16, 4, 128, 64]), kwargs = {})
#   %permute_3 : Tensor "f32[16, 128, 4, 64][32768, 64, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_8, [0, 2, 1, 3]), kwargs = {})
#   %clone_3 : Tensor "f32[16, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_3,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_3
triton_poi_fused_clone_transpose_view_5 = async_compile.triton('triton_poi_fused_clone_transpose_view_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_5', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}, 'kernel_num_gb': 0.004194304, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 4)
    x2 = ((xindex // 256) % 128)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 8192*x1 + 32768*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)


def get_args():
    arg_0 = rand_strided((64, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((16, 128, 4, 64), (32768, 256, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_transpose_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_clone_transpose_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004194304
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ka/ckajc5rogjnx7lljksyoosw6e7qvqjewfc7njjxo2egwtehqm7sn.py
# Topologically Sorted Source Nodes: [linear_1, x, layer_norm_1], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm_1 => add_3, add_4, mul_3, mul_4, rsqrt_1, sub_2, var_mean_1
#   linear_1 => view_11
#   x => add_2
# Graph fragment:
#   %primals_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %buf17 : Tensor "f32[16, 128, 1][128, 1, 2048]cuda:0" = PlaceHolder[target=buf17]
#   %getitem_3 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_8 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_9 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_9]
#   %view_11 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [16, 128, 256]), kwargs = {})
#   %add_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_11), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_2, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_3 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %sub_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_2, %getitem_3), kwargs = {})
#   %mul_3 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_4 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %primals_8), kwargs = {})
#   %add_4 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %primals_9), kwargs = {})
#   return %getitem_3,%buf17,%rsqrt_1,%add_4
triton_per_fused_add_native_layer_norm_view_6 = async_compile.triton('triton_per_fused_add_native_layer_norm_view_6', '''
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
    size_hints={'x': 2048, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 8390656}, 'kernel_num_gb': 0.00631808, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp26 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 256, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = (tmp9 / tmp11)
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 256.0, tl.float32)
    tmp20 = (tmp18 / tmp19)
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp2 - tmp12
    tmp25 = tmp24 * tmp23
    tmp27 = tmp25 * tmp26
    tmp29 = tmp27 + tmp28
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp23, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp29, xmask)
    tl.store(out_ptr0 + (x0), tmp12, xmask)


def get_args():
    arg_0 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 2048, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00631808
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/2c/c2cnsvy5fsr6hqla7uj2diwuzp4es4bhkkyhjjfs5bi6swk7jqkh.py
# Topologically Sorted Source Nodes: [linear_2, gelu], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add_5, erf, mul_5, mul_6, mul_7
#   linear_2 => view_13
# Graph fragment:
#   %addmm_2 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_13 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [16, 128, 1024]), kwargs = {})
#   %mul_5 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, 0.5), kwargs = {})
#   %mul_6 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_6,), kwargs = {})
#   %add_5 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_7 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %add_5), kwargs = {})
#   return %mul_7
triton_poi_fused_gelu_view_7 = async_compile.triton('triton_poi_fused_gelu_view_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_gelu_view_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 25165824}, 'kernel_num_gb': 0.016777216, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2097152
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(out_ptr0 + (x0), tmp8, None)


def get_args():
    arg_0 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((16, 128, 1024), (131072, 1024, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 2097152,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_gelu_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_gelu_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.016777216
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/cf/ccfadlmnctvuy7qto5ilbvguvysn2aqh3jdeq357semxmaz6kec2.py
# Topologically Sorted Source Nodes: [linear_1, x, linear_3, add_1, mse_loss, mul_8], Original ATen: [aten.view, aten.add, aten.addmm, aten.mse_loss, aten.mse_loss_backward]
# Source node to ATen node mapping:
#   add_1 => add_6
#   linear_1 => view_11
#   linear_3 => add_tensor, view_15
#   mse_loss => mean, pow_1, sub_3
#   mul_8 => mul_8
#   x => add_2
# Graph fragment:
#   %primals_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %primals_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %mm_default : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %primals_14 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=primals_14]
#   %sub_3 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=sub_3]
#   %view_11 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [16, 128, 256]), kwargs = {})
#   %add_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_11), kwargs = {})
#   %add_tensor : Tensor "f32[2048, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_13, %mm_default), kwargs = {})
#   %view_15 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [16, 128, 256]), kwargs = {})
#   %add_6 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_2, %view_15), kwargs = {})
#   %sub_3 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %primals_14), kwargs = {})
#   %pow_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sub_3, 2), kwargs = {})
#   %mean : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.default](args = (%pow_1,), kwargs = {})
#   %mul_8 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, 3.814697265625e-06), kwargs = {})
#   return %sub_3,%mul_8,%buf26
triton_red_fused_add_addmm_mse_loss_mse_loss_backward_view_8 = async_compile.triton('triton_red_fused_add_addmm_mse_loss_mse_loss_backward_view_8', '''
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
    size_hints={'x': 64, 'r0_': 8192},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_addmm_mse_loss_mse_loss_backward_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 512, 'r0_': 4195328}, 'kernel_num_gb': 0.012584192, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_addmm_mse_loss_mse_loss_backward_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 8192
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_1 = (r0_index % 256)
        tmp0 = tl.load(in_ptr0 + (r0_3 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_3 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_out_ptr0 + (r0_3 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp7 = tl.load(in_ptr3 + (r0_3 + 8192*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 + tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tmp2 + tmp5
        tmp8 = tmp6 - tmp7
        tmp9 = tl.full([1, 1], 3.814697265625e-06, tl.float32)
        tmp10 = tmp8 * tmp9
        tmp11 = tmp8 * tmp8
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
        tl.store(out_ptr0 + (r0_3 + 8192*x0), tmp10, r0_mask & xmask)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr1 + (x0), tmp13, xmask)


def get_args():
    arg_0 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 64, 8192,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_addmm_mse_loss_mse_loss_backward_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_addmm_mse_loss_mse_loss_backward_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012584192
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zy/czywdhrmzwxuz2hs5mdrr5nxqoo4jyxws2akmoztvcljwdmgh7nc.py
# Topologically Sorted Source Nodes: [mse_loss], Original ATen: [aten.mse_loss]
# Source node to ATen node mapping:
#   mse_loss => mean, pow_1
# Graph fragment:
#   %buf26 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=buf26]
#   %buf27 : Tensor "f32[][]cuda:0" = PlaceHolder[target=buf27]
#   %pow_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%sub_3, 2), kwargs = {})
#   %mean : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.default](args = (%pow_1,), kwargs = {})
#   return %buf27,%mean
triton_per_fused_mse_loss_9 = async_compile.triton('triton_per_fused_mse_loss_9', '''
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
    size_hints={'x': 1, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_mse_loss_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 256}, 'kernel_num_gb': 2.64e-07, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_mse_loss_9(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    tmp0 = tl.load(in_ptr0 + (r0_0), None)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.sum(tmp1, 1)[:, None].to(tl.float32)
    tmp4 = tl.full([1, 1], 524288.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp5, None)


def get_args():
    arg_0 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1, 64,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_mse_loss_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_mse_loss_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.64e-07
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14 = args
        args.clear()
        assert_size_stride(primals_1, (16, 128, 256), (32768, 256, 1))
        assert_size_stride(primals_2, (256, ), (1, ))
        assert_size_stride(primals_3, (256, ), (1, ))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_5, (768, ), (1, ))
        assert_size_stride(primals_6, (256, 256), (256, 1))
        assert_size_stride(primals_7, (256, ), (1, ))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_9, (256, ), (1, ))
        assert_size_stride(primals_10, (1024, 256), (256, 1))
        assert_size_stride(primals_11, (1024, ), (1, ))
        assert_size_stride(primals_12, (256, 1024), (1024, 1))
        assert_size_stride(primals_13, (256, ), (1, ))
        assert_size_stride(primals_14, (16, 128, 256), (32768, 256, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((16, 128, 1), (128, 1, 1), torch.float32)
            buf1 = empty_strided_cuda((16, 128, 1), (128, 1, 2048), torch.float32)
            buf3 = reinterpret_tensor(buf1, (16, 128, 1), (128, 1, 1), 0); del buf1  # reuse
            buf4 = empty_strided_cuda((16, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf3, primals_1, primals_2, primals_3, buf0, buf4, 2048, 256, stream=stream0)
            del primals_2
            del primals_3
            buf5 = empty_strided_cuda((2048, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm, linear], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf4, (2048, 256), (256, 1), 0), reinterpret_tensor(primals_4, (256, 768), (1, 256), 0), out=buf5)
            buf6 = empty_strided_cuda((16, 4, 128, 64), (32768, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, q, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_permute_select_view_1.run(primals_5, buf5, buf6, 524288, stream=stream0)
            buf7 = empty_strided_cuda((16, 4, 64, 128), (32768, 8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, k, transpose, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_permute_select_transpose_view_2.run(primals_5, buf5, buf7, 4096, 128, stream=stream0)
            buf8 = empty_strided_cuda((64, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, q, k, transpose, matmul], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf6, (64, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf7, (64, 64, 128), (8192, 128, 1), 0), out=buf8)
            buf11 = reinterpret_tensor(buf8, (16, 4, 128, 128), (65536, 16384, 128, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [matmul, weights], Original ATen: [aten.view, aten.mul, aten.amax, aten.sub, aten._softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_amax_mul_sub_view_3.run(buf11, 8192, 128, stream=stream0)
            buf12 = empty_strided_cuda((16, 4, 128, 64), (32768, 8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, v, matmul_1], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_clone_permute_select_view_4.run(primals_5, buf5, buf12, 524288, stream=stream0)
            del buf5
            del primals_5
            buf13 = empty_strided_cuda((64, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, view, permute, v, matmul_1], Original ATen: [aten.addmm, aten.view, aten.permute, aten.select, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf11, (64, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf12, (64, 128, 64), (8192, 64, 1), 0), out=buf13)
            buf14 = empty_strided_cuda((16, 128, 4, 64), (32768, 256, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul_1, transpose_1, reshape], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_5.run(buf13, buf14, 524288, stream=stream0)
            buf15 = reinterpret_tensor(buf13, (2048, 256), (256, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [matmul_1, transpose_1, reshape, linear_1], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.addmm]
            extern_kernels.addmm(primals_7, reinterpret_tensor(buf14, (2048, 256), (256, 1), 0), reinterpret_tensor(primals_6, (256, 256), (1, 256), 0), alpha=1, beta=1, out=buf15)
            del primals_7
            buf16 = empty_strided_cuda((16, 128, 1), (128, 1, 1), torch.float32)
            buf17 = empty_strided_cuda((16, 128, 1), (128, 1, 2048), torch.float32)
            buf19 = reinterpret_tensor(buf17, (16, 128, 1), (128, 1, 1), 0); del buf17  # reuse
            buf20 = empty_strided_cuda((16, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x, layer_norm_1], Original ATen: [aten.view, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_view_6.run(buf19, primals_1, buf15, primals_8, primals_9, buf16, buf20, 2048, 256, stream=stream0)
            del primals_9
            buf21 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x, layer_norm_1, linear_2], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
            extern_kernels.addmm(primals_11, reinterpret_tensor(buf20, (2048, 256), (256, 1), 0), reinterpret_tensor(primals_10, (256, 1024), (1, 256), 0), alpha=1, beta=1, out=buf21)
            del primals_11
            buf22 = empty_strided_cuda((16, 128, 1024), (131072, 1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, gelu], Original ATen: [aten.view, aten.gelu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_7.run(buf21, buf22, 2097152, stream=stream0)
            buf23 = empty_strided_cuda((2048, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, gelu, linear_3], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            extern_kernels.mm(reinterpret_tensor(buf22, (2048, 1024), (1024, 1), 0), reinterpret_tensor(primals_12, (1024, 256), (1, 1024), 0), out=buf23)
            buf24 = reinterpret_tensor(buf23, (16, 128, 256), (32768, 256, 1), 0); del buf23  # reuse
            buf28 = empty_strided_cuda((16, 128, 256), (32768, 256, 1), torch.float32)
            buf26 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, x, linear_3, add_1, mse_loss, mul_8], Original ATen: [aten.view, aten.add, aten.addmm, aten.mse_loss, aten.mse_loss_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_addmm_mse_loss_mse_loss_backward_view_8.run(buf24, primals_1, buf15, primals_13, primals_14, buf28, buf26, 64, 8192, stream=stream0)
            del buf24
            del primals_13
            del primals_14
            buf27 = empty_strided_cuda((), (), torch.float32)
            buf29 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [mse_loss], Original ATen: [aten.mse_loss]
            stream0 = get_raw_stream(0)
            triton_per_fused_mse_loss_9.run(buf29, buf26, 1, 64, stream=stream0)
            del buf26
        return (buf29, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, buf0, buf3, reinterpret_tensor(buf4, (2048, 256), (256, 1), 0), buf11, reinterpret_tensor(buf14, (2048, 256), (256, 1), 0), buf15, buf16, buf19, reinterpret_tensor(buf20, (2048, 256), (256, 1), 0), buf21, reinterpret_tensor(buf22, (2048, 1024), (1024, 1), 0), buf28, reinterpret_tensor(buf12, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf6, (64, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf7, (64, 128, 64), (8192, 1, 128), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))


# AOT ID: ['123_backward']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/av/cavt6uk32oh7ucgqnob63xbpnx7me5s4h2u3szkq5zelp2ep4u2u.py
# Topologically Sorted Source Nodes: [mul_9, view_16], Original ATen: [aten.mse_loss_backward, aten.view]
# Source node to ATen node mapping:
#   mul_9 => mul_9
#   view_16 => view_16
# Graph fragment:
#   %mul_8 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_8]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %mul_9 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %tangents_1), kwargs = {})
#   %view_16 : Tensor "f32[2048, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [2048, 256]), kwargs = {})
#   return %view_16
triton_poi_fused_mse_loss_backward_view_0 = async_compile.triton('triton_poi_fused_mse_loss_backward_view_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_mse_loss_backward_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}, 'kernel_num_gb': 0.004194308, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mse_loss_backward_view_0(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr1 + (0))
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK])
    tmp3 = tmp0 * tmp2
    tl.store(out_ptr0 + (x0), tmp3, None)


def get_args():
    arg_0 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_mse_loss_backward_view_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_mse_loss_backward_view_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004194308
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/z6/cz67delyhmezymzartgsnjvddh76vbr6r3w5f6i7jpoqig36xskj.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %view_16 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=view_16]
#   %sum_2 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_16, [0], True), kwargs = {})
#   return %buf3
triton_red_fused_sum_1 = async_compile.triton('triton_red_fused_sum_1', '''
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
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2129920, 'r0_': 0}, 'kernel_num_gb': 0.002113536, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256, 16), (4096, 1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_sum_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_sum_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002113536
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/5p/c5p33djaig2mbjuzao7cgmuibcfzzih4ka3vvp7s7gykuogugisa.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %buf3 : Tensor "f32[1, 256, 16][4096, 1, 256]cuda:0" = PlaceHolder[target=buf3]
#   %sum_2 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_16, [0], True), kwargs = {})
#   return %sum_2
triton_per_fused_sum_2 = async_compile.triton('triton_per_fused_sum_2', '''
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
    size_hints={'x': 256, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18432, 'r0_': 0}, 'kernel_num_gb': 1.7408e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_sum_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    arg_0 = rand_strided((1, 256, 16), (4096, 1, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 256, 16,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_sum_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_sum_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.7408e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/3z/c3zxsjm36pbgwkfikyyu5yrcpmgeifzw5p3dsoynzcxlcmpg7nxb.py
# Topologically Sorted Source Nodes: [view_18, linear_2, gelu, mul_11, mul_12, mul_13, exp_1, mul_14, mul_15, add_8, mul_16, view_19, sum_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   exp_1 => exp_1
#   gelu => add_5, erf, mul_6
#   linear_2 => view_13
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_16 => mul_16
#   sum_3 => sum_3
#   view_18 => view_18
#   view_19 => view_19
# Graph fragment:
#   %mm : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_2 : Tensor "f32[2048, 1024][1024, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %mul_16 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0" = PlaceHolder[target=mul_16]
#   %view_18 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 128, 1024]), kwargs = {})
#   %view_13 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [16, 128, 1024]), kwargs = {})
#   %mul_6 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_6,), kwargs = {})
#   %add_5 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_11 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_12 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, %view_13), kwargs = {})
#   %mul_13 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_13,), kwargs = {})
#   %mul_14 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_15 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, %mul_14), kwargs = {})
#   %add_8 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %mul_15), kwargs = {})
#   %mul_16 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_18, %add_8), kwargs = {})
#   %view_19 : Tensor "f32[2048, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_16, [2048, 1024]), kwargs = {})
#   %sum_3 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_19, [0], True), kwargs = {})
#   return %mul_16,%buf8
triton_red_fused_gelu_gelu_backward_sum_view_3 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_3', '''
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
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 33685504, 'r0_': 0}, 'kernel_num_gb': 0.02523136, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_3(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16384
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 1024)
    x1 = xindex // 1024
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (x0 + 1024*r0_2 + 131072*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.full([1, 1], 0.7071067811865476, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = libdevice.erf(tmp3)
        tmp5 = tl.full([1, 1], 1.0, tl.float32)
        tmp6 = tmp4 + tmp5
        tmp7 = tl.full([1, 1], 0.5, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 * tmp1
        tmp10 = tl.full([1, 1], -0.5, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = libdevice.exp(tmp11)
        tmp13 = tl.full([1, 1], 0.3989422804014327, tl.float32)
        tmp14 = tmp12 * tmp13
        tmp15 = tmp1 * tmp14
        tmp16 = tmp8 + tmp15
        tmp17 = tmp0 * tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask, tmp20, _tmp19)
        tl.store(in_out_ptr0 + (x0 + 1024*r0_2 + 131072*x1), tmp17, r0_mask)
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp19, None)


def get_args():
    arg_0 = rand_strided((16, 128, 1024), (131072, 1024, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 1024, 16), (16384, 1, 1024), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 16384, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_gelu_gelu_backward_sum_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_gelu_gelu_backward_sum_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.02523136
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/7x/c7xzbiluuptbvp2qkrssgfejemnk6xegdkicvqolw25dzpo2tfba.py
# Topologically Sorted Source Nodes: [view_18, linear_2, gelu, mul_11, mul_12, mul_13, exp_1, mul_14, mul_15, add_8, mul_16, view_19, sum_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   exp_1 => exp_1
#   gelu => add_5, erf, mul_6
#   linear_2 => view_13
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_16 => mul_16
#   sum_3 => sum_3
#   view_18 => view_18
#   view_19 => view_19
# Graph fragment:
#   %buf8 : Tensor "f32[1, 1024, 16][16384, 1, 1024]cuda:0" = PlaceHolder[target=buf8]
#   %view_18 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [16, 128, 1024]), kwargs = {})
#   %view_13 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [16, 128, 1024]), kwargs = {})
#   %mul_6 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_6,), kwargs = {})
#   %add_5 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_11 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_12 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, %view_13), kwargs = {})
#   %mul_13 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_12, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_13,), kwargs = {})
#   %mul_14 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_15 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_13, %mul_14), kwargs = {})
#   %add_8 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %mul_15), kwargs = {})
#   %mul_16 : Tensor "f32[16, 128, 1024][131072, 1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_18, %add_8), kwargs = {})
#   %view_19 : Tensor "f32[2048, 1024][1024, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_16, [2048, 1024]), kwargs = {})
#   %sum_3 : Tensor "f32[1, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_19, [0], True), kwargs = {})
#   return %sum_3
triton_per_fused_gelu_gelu_backward_sum_view_4 = async_compile.triton('triton_per_fused_gelu_gelu_backward_sum_view_4', '''
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
    size_hints={'x': 1024, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_gelu_gelu_backward_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 73728, 'r0_': 0}, 'kernel_num_gb': 6.9632e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_gelu_gelu_backward_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 1024*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 1024, 16), (16384, 1, 1024), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 1024, 16,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_gelu_gelu_backward_sum_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_gelu_gelu_backward_sum_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 6.9632e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ks/ckswttwvfu7pclwv4z3tznnvc65dtqw6c2gkahrl7gkiqcqb5stl.py
# Topologically Sorted Source Nodes: [mul_9, view_21, mul_18, mul_19, sum_4, linear_1, x, layer_norm_1, mul_20, sum_5, mul_21, sub_6, sub_7, div_1, mul_22, add_9], Original ATen: [aten.mse_loss_backward, aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_9 => add_9
#   div_1 => div_1
#   layer_norm_1 => mul_3, sub_2
#   linear_1 => view_11
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   mul_9 => mul_9
#   sub_6 => sub_6
#   sub_7 => sub_7
#   sum_4 => sum_4
#   sum_5 => sum_5
#   view_21 => view_21
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_8 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_3 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mul_8 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=mul_8]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_4 : Tensor "f32[16, 128, 1][128, 1, 2048]cuda:0" = PlaceHolder[target=sum_4]
#   %sum_5 : Tensor "f32[16, 128, 1][128, 1, 2048]cuda:0" = PlaceHolder[target=sum_5]
#   %mul_9 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %tangents_1), kwargs = {})
#   %view_21 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [16, 128, 256]), kwargs = {})
#   %mul_18 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, %primals_8), kwargs = {})
#   %mul_19 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, 256), kwargs = {})
#   %sum_4 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_18, [2], True), kwargs = {})
#   %view_11 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [16, 128, 256]), kwargs = {})
#   %add_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_11), kwargs = {})
#   %sub_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_2, %getitem_3), kwargs = {})
#   %mul_3 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_20 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %mul_3), kwargs = {})
#   %sum_5 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_20, [2], True), kwargs = {})
#   %mul_21 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %sum_5), kwargs = {})
#   %sub_6 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_19, %sum_4), kwargs = {})
#   %sub_7 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_6, %mul_21), kwargs = {})
#   %div_1 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   %mul_22 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_7), kwargs = {})
#   %add_9 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_22), kwargs = {})
#   return %sum_4,%sum_5,%add_9
triton_per_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.triton('triton_per_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_5', '''
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
    size_hints={'x': 2048, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 12583936}, 'kernel_num_gb': 0.010503172, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp8 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp10 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_out_ptr0 + (r0_1 + 256*x0), xmask, other=0.0)
    tmp20 = tl.load(in_ptr6 + (0))
    tmp21 = tl.broadcast_to(tmp20, [1, 1])
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp11 = tmp9 - tmp10
    tmp13 = tmp11 * tmp12
    tmp14 = tmp2 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp22 = tmp19 * tmp21
    tmp23 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp24 = tmp12 * tmp23
    tmp25 = tl.full([1, 1], 256.0, tl.float32)
    tmp26 = tmp2 * tmp25
    tmp27 = tmp26 - tmp6
    tmp28 = tmp13 * tmp18
    tmp29 = tmp27 - tmp28
    tmp30 = tmp24 * tmp29
    tmp31 = tmp22 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 256*x0), tmp31, xmask)


def get_args():
    arg_0 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 2048, 256,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.010503172
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/m4/cm4juarihs74bz2n44zesort7g5b4jfgqni5kzidp3hpnegie3gb.py
# Topologically Sorted Source Nodes: [view_22, sum_8], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_8 => sum_8
#   view_22 => view_22
# Graph fragment:
#   %add_9 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=add_9]
#   %view_22 : Tensor "f32[2048, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_9, [2048, 256]), kwargs = {})
#   %sum_8 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_22, [0], True), kwargs = {})
#   return %buf19
triton_red_fused_sum_view_6 = async_compile.triton('triton_red_fused_sum_view_6', '''
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
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_sum_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 2129920, 'r0_': 0}, 'kernel_num_gb': 0.002113536, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_sum_view_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 256, 16), (4096, 1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_sum_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_sum_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.002113536
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zt/czttdqpozbyeopixosxmbbpmdntedjqnrgwtootkcwqwnx537ehj.py
# Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_4], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   clone_4 => clone_4
#   permute_19 => permute_19
#   view_24 => view_24
#   view_25 => view_25
# Graph fragment:
#   %mm_4 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %view_24 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [16, 128, 256]), kwargs = {})
#   %view_25 : Tensor "f32[16, 128, 4, 64][32768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_24, [16, 128, 4, 64]), kwargs = {})
#   %permute_19 : Tensor "f32[16, 4, 128, 64][32768, 64, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_25, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_19,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_clone_transpose_view_7 = async_compile.triton('triton_poi_fused_clone_transpose_view_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_clone_transpose_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6291456}, 'kernel_num_gb': 0.004194304, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_7(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 64)
    x1 = ((xindex // 64) % 128)
    x2 = ((xindex // 8192) % 4)
    x3 = xindex // 32768
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64*x2 + 256*x1 + 32768*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)


def get_args():
    arg_0 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((16, 4, 128, 64), (32768, 8192, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_clone_transpose_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_clone_transpose_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004194304
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ch/cchdicazp7u5pbeouz72jjhisdldzrls36t2yvxpmfq2v4fwujw5.py
# Topologically Sorted Source Nodes: [view_28, mul_24, sum_9, neg, fma, mul_25], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
# Source node to ATen node mapping:
#   fma => fma
#   mul_24 => mul_24
#   mul_25 => mul_25
#   neg => neg
#   sum_9 => sum_9
#   view_28 => view_28
# Graph fragment:
#   %bmm_3 : Tensor "f32[64, 128, 128][16384, 128, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %expand_2 : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0" = PlaceHolder[target=expand_2]
#   %sum_9 : Tensor "f32[16, 4, 128, 1][512, 128, 1, 8192]cuda:0" = PlaceHolder[target=sum_9]
#   %view_28 : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_3, [16, 4, 128, 128]), kwargs = {})
#   %mul_24 : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_28, %div), kwargs = {})
#   %sum_9 : Tensor "f32[16, 4, 128, 1][512, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_24, [-1], True), kwargs = {})
#   %neg : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div,), kwargs = {})
#   %fma : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_9, %mul_24), kwargs = {})
#   %mul_25 : Tensor "f32[16, 4, 128, 128][65536, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%fma, 0.125), kwargs = {})
#   return %sum_9,%mul_25
triton_per_fused__softmax_backward_data_mul_view_8 = async_compile.triton('triton_per_fused__softmax_backward_data_mul_view_8', '''
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
    size_hints={'x': 8192, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__softmax_backward_data_mul_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 16777216}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__softmax_backward_data_mul_view_8(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8192
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), None)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), None)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = -tmp1
    tmp7 = tl.fma(tmp6, tmp5, tmp2)
    tmp8 = tl.full([1, 1], 0.125, tl.float32)
    tmp9 = tmp7 * tmp8
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp9, None)


def get_args():
    arg_0 = rand_strided((16, 4, 128, 128), (65536, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64, 128, 128), (16384, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 8192, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__softmax_backward_data_mul_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__softmax_backward_data_mul_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/mt/cmts5lnxerm7utidffgxid2m7wnbpibggmrtpp4v3n7qzkcb2kk3.py
# Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone]
# Source node to ATen node mapping:
#   add_10 => add_10
#   add_11 => add_11
#   clone_5 => clone_5
#   full_default => full_default
#   permute_24 => permute_24
#   permute_25 => permute_25
#   view_27 => view_27
#   view_30 => view_30
#   view_31 => view_31
# Graph fragment:
#   %bmm_2 : Tensor "f32[64, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %bmm_4 : Tensor "f32[64, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %bmm_5 : Tensor "f32[64, 128, 64][8192, 64, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %view_27 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [16, 4, 128, 64]), kwargs = {})
#   %view_30 : Tensor "f32[16, 4, 64, 128][32768, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [16, 4, 64, 128]), kwargs = {})
#   %view_31 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [16, 4, 128, 64]), kwargs = {})
#   %permute_24 : Tensor "f32[16, 4, 128, 64][32768, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_30, [0, 1, 3, 2]), kwargs = {})
#   %full_default : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 16, 4, 128, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %permute_24, 0, 1), kwargs = {})
#   %add_10 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_31, 0, 0), kwargs = {})
#   %add_11 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_25 : Tensor "f32[16, 128, 3, 4, 64][32768, 64, 524288, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_5 : Tensor "f32[16, 128, 3, 4, 64][98304, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_5
triton_poi_fused_add_clone_permute_select_backward_transpose_view_9 = async_compile.triton('triton_poi_fused_add_clone_permute_select_backward_transpose_view_9', '''
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
    size_hints={'y': 2048, 'x': 1024}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_clone_permute_select_backward_transpose_view_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 2097152, 'x': 16777216}, 'kernel_num_gb': 0.012582912, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_clone_permute_select_backward_transpose_view_9(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 2048
    xnumel = 768
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x4 = xindex // 256
    x2 = (xindex % 64)
    x3 = ((xindex // 64) % 4)
    y0 = (yindex % 128)
    y1 = yindex // 128
    x5 = (xindex % 256)
    x7 = xindex
    y6 = yindex
    tmp3 = tl.load(in_ptr0 + (x2 + 64*y0 + 8192*x3 + 32768*y1), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (y0 + 128*x5 + 32768*y1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr2 + (x2 + 64*y0 + 8192*x3 + 32768*y1), xmask, eviction_policy='evict_last')
    tmp0 = x4
    tmp1 = tl.full([1, 1], 2, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tmp6 = tl.full([1, 1], 1, tl.int32)
    tmp7 = tmp0 == tmp6
    tmp9 = tl.where(tmp7, tmp8, tmp4)
    tmp10 = tmp5 + tmp9
    tmp11 = tl.full([1, 1], 0, tl.int32)
    tmp12 = tmp0 == tmp11
    tmp14 = tl.where(tmp12, tmp13, tmp4)
    tmp15 = tmp10 + tmp14
    tl.store(out_ptr0 + (x7 + 768*y6), tmp15, xmask)


def get_args():
    arg_0 = rand_strided((64, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((64, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((64, 128, 64), (8192, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((16, 128, 3, 4, 64), (98304, 768, 256, 64, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 2048, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_clone_permute_select_backward_transpose_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_clone_permute_select_backward_transpose_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.012582912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zy/czyafway7zxlol5zsxm6fqs6rte7wzfuc5flqf6nhmmvv57tvwe3.py
# Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5, view_32, view_33, sum_10], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   add_10 => add_10
#   add_11 => add_11
#   clone_5 => clone_5
#   full_default => full_default
#   permute_24 => permute_24
#   permute_25 => permute_25
#   sum_10 => sum_10
#   view_27 => view_27
#   view_30 => view_30
#   view_31 => view_31
#   view_32 => view_32
#   view_33 => view_33
# Graph fragment:
#   %clone_5 : Tensor "f32[16, 128, 3, 4, 64][98304, 768, 256, 64, 1]cuda:0" = PlaceHolder[target=clone_5]
#   %view_27 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [16, 4, 128, 64]), kwargs = {})
#   %view_30 : Tensor "f32[16, 4, 64, 128][32768, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [16, 4, 64, 128]), kwargs = {})
#   %view_31 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [16, 4, 128, 64]), kwargs = {})
#   %permute_24 : Tensor "f32[16, 4, 128, 64][32768, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_30, [0, 1, 3, 2]), kwargs = {})
#   %full_default : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 16, 4, 128, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %permute_24, 0, 1), kwargs = {})
#   %add_10 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_31, 0, 0), kwargs = {})
#   %add_11 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_25 : Tensor "f32[16, 128, 3, 4, 64][32768, 64, 524288, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_5 : Tensor "f32[16, 128, 3, 4, 64][98304, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_32 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [16, 128, 768]), kwargs = {})
#   %view_33 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_32, [2048, 768]), kwargs = {})
#   %sum_10 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_33, [0], True), kwargs = {})
#   return %buf31
triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_10 = async_compile.triton('triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_10', '''
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
    size_hints={'x': 16384, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6389760, 'r0_': 0}, 'kernel_num_gb': 0.006340608, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 12288
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 768)
    x1 = xindex // 768
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_2 + 98304*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((16, 128, 3, 4, 64), (98304, 768, 256, 64, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768, 16), (12288, 1, 768), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 12288, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.006340608
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ad/cadqp7fjxc6vo2a2xa7faxtrxodrfdii7xodpebatxybirkzbemx.py
# Topologically Sorted Source Nodes: [view_21, linear_1, x, layer_norm_1, mul_23, sum_6, sum_7, view_35, layer_norm, mul_31, sum_13, sum_14], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   layer_norm => mul, sub
#   layer_norm_1 => mul_3, sub_2
#   linear_1 => view_11
#   mul_23 => mul_23
#   mul_31 => mul_31
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_6 => sum_6
#   sum_7 => sum_7
#   view_21 => view_21
#   view_35 => view_35
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_1 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_3 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_6 : Tensor "f32[2048, 256][256, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %getitem_1 : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[16, 128, 1][128, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_21 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [16, 128, 256]), kwargs = {})
#   %view_11 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [16, 128, 256]), kwargs = {})
#   %add_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_11), kwargs = {})
#   %sub_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_2, %getitem_3), kwargs = {})
#   %mul_3 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_23 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, %mul_3), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_23, [0, 1]), kwargs = {})
#   %sum_7 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0, 1]), kwargs = {})
#   %view_35 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [16, 128, 256]), kwargs = {})
#   %sub : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_1, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_31 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_35, %mul), kwargs = {})
#   %sum_13 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_31, [0, 1]), kwargs = {})
#   %sum_14 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_35, [0, 1]), kwargs = {})
#   return %buf12,%buf14,%buf33,%buf35
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_11 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_11', '''
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
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8519680, 'r0_': 32768}, 'kernel_num_gb': 0.008486912, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_11(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr5 + (x0 + 256*r0_2 + 32768*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.load(in_ptr6 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp18 = tl.load(in_ptr7 + (r0_2 + 128*x1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 + tmp2
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp0 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
        tmp12 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask, tmp14, _tmp13)
        tmp17 = tmp1 - tmp16
        tmp19 = tmp17 * tmp18
        tmp20 = tmp15 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask, tmp23, _tmp22)
        tmp24 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp26 = _tmp25 + tmp24
        _tmp25 = tl.where(r0_mask, tmp26, _tmp25)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp25 = tl.sum(_tmp25, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)
    tl.store(out_ptr1 + (x3), tmp13, None)
    tl.store(out_ptr2 + (x3), tmp22, None)
    tl.store(out_ptr3 + (x3), tmp25, None)


def get_args():
    arg_0 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((256, 16), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_9 = rand_strided((256, 16), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_10 = rand_strided((256, 16), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_11 = rand_strided((256, 16), (1, 256), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, arg_9, arg_10, arg_11, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.008486912
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/7w/c7wohdzwukr265ui2xbjiss4dxctdivmhqb33clo6otit3nppcij.py
# Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5, view_32, view_33, sum_10], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
# Source node to ATen node mapping:
#   add_10 => add_10
#   add_11 => add_11
#   clone_5 => clone_5
#   full_default => full_default
#   permute_24 => permute_24
#   permute_25 => permute_25
#   sum_10 => sum_10
#   view_27 => view_27
#   view_30 => view_30
#   view_31 => view_31
#   view_32 => view_32
#   view_33 => view_33
# Graph fragment:
#   %buf31 : Tensor "f32[1, 768, 16][12288, 1, 768]cuda:0" = PlaceHolder[target=buf31]
#   %view_27 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [16, 4, 128, 64]), kwargs = {})
#   %view_30 : Tensor "f32[16, 4, 64, 128][32768, 8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [16, 4, 64, 128]), kwargs = {})
#   %view_31 : Tensor "f32[16, 4, 128, 64][32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [16, 4, 128, 64]), kwargs = {})
#   %permute_24 : Tensor "f32[16, 4, 128, 64][32768, 8192, 1, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_30, [0, 1, 3, 2]), kwargs = {})
#   %full_default : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.full.default](args = ([3, 16, 4, 128, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %select_scatter_default : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_27, 0, 2), kwargs = {})
#   %select_scatter_default_1 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %permute_24, 0, 1), kwargs = {})
#   %add_10 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%select_scatter_default, %select_scatter_default_1), kwargs = {})
#   %select_scatter_default_2 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select_scatter.default](args = (%full_default, %view_31, 0, 0), kwargs = {})
#   %add_11 : Tensor "f32[3, 16, 4, 128, 64][524288, 32768, 8192, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, %select_scatter_default_2), kwargs = {})
#   %permute_25 : Tensor "f32[16, 128, 3, 4, 64][32768, 64, 524288, 8192, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_11, [1, 3, 0, 2, 4]), kwargs = {})
#   %clone_5 : Tensor "f32[16, 128, 3, 4, 64][98304, 768, 256, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_25,), kwargs = {memory_format: torch.contiguous_format})
#   %view_32 : Tensor "f32[16, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [16, 128, 768]), kwargs = {})
#   %view_33 : Tensor "f32[2048, 768][768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%view_32, [2048, 768]), kwargs = {})
#   %sum_10 : Tensor "f32[1, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_33, [0], True), kwargs = {})
#   return %sum_10
triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12 = async_compile.triton('triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12', '''
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
    size_hints={'x': 1024, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 55296, 'r0_': 0}, 'kernel_num_gb': 5.2224e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 768
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (x0 + 768*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 768, 16), (12288, 1, 768), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 768, 16,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 5.2224e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/sn/csniqmzwpdkfswcr2qndg2fh7j6wqawy3vd3bnubjbtwrdc4mgyf.py
# Topologically Sorted Source Nodes: [view_21, linear_1, x, layer_norm_1, mul_23, sum_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   layer_norm_1 => mul_3, sub_2
#   linear_1 => view_11
#   mul_23 => mul_23
#   sum_6 => sum_6
#   view_21 => view_21
#   x => add_2
# Graph fragment:
#   %buf12 : Tensor "f32[256, 16][1, 256]cuda:0" = PlaceHolder[target=buf12]
#   %view_21 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [16, 128, 256]), kwargs = {})
#   %view_11 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [16, 128, 256]), kwargs = {})
#   %add_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_11), kwargs = {})
#   %sub_2 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_2, %getitem_3), kwargs = {})
#   %mul_3 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_1), kwargs = {})
#   %mul_23 : Tensor "f32[16, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_21, %mul_3), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_23, [0, 1]), kwargs = {})
#   return %sum_6
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13', '''
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
    size_hints={'x': 256, 'r0_': 16},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18432, 'r0_': 0}, 'kernel_num_gb': 1.7408e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    arg_0 = rand_strided((256, 16), (1, 256), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((256,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 256, 16,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.7408e-05
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
        primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, div, view_10, addmm_1, getitem_3, rsqrt_1, view_12, addmm_2, view_14, mul_8, permute_21, permute_22, permute_23, tangents_1 = args
        args.clear()
        assert_size_stride(primals_1, (16, 128, 256), (32768, 256, 1))
        assert_size_stride(primals_4, (768, 256), (256, 1))
        assert_size_stride(primals_6, (256, 256), (256, 1))
        assert_size_stride(primals_8, (256, ), (1, ))
        assert_size_stride(primals_10, (1024, 256), (256, 1))
        assert_size_stride(primals_12, (256, 1024), (1024, 1))
        assert_size_stride(getitem_1, (16, 128, 1), (128, 1, 1))
        assert_size_stride(rsqrt, (16, 128, 1), (128, 1, 1))
        assert_size_stride(view, (2048, 256), (256, 1))
        assert_size_stride(div, (16, 4, 128, 128), (65536, 16384, 128, 1))
        assert_size_stride(view_10, (2048, 256), (256, 1))
        assert_size_stride(addmm_1, (2048, 256), (256, 1))
        assert_size_stride(getitem_3, (16, 128, 1), (128, 1, 1))
        assert_size_stride(rsqrt_1, (16, 128, 1), (128, 1, 1))
        assert_size_stride(view_12, (2048, 256), (256, 1))
        assert_size_stride(addmm_2, (2048, 1024), (1024, 1))
        assert_size_stride(view_14, (2048, 1024), (1024, 1))
        assert_size_stride(mul_8, (16, 128, 256), (32768, 256, 1))
        assert_size_stride(permute_21, (64, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_22, (64, 64, 128), (8192, 1, 64))
        assert_size_stride(permute_23, (64, 128, 64), (8192, 1, 128))
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((2048, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_9, view_16], Original ATen: [aten.mse_loss_backward, aten.view]
            stream0 = get_raw_stream(0)
            triton_poi_fused_mse_loss_backward_view_0.run(mul_8, tangents_1, buf0, 524288, stream=stream0)
            buf3 = empty_strided_cuda((1, 256, 16), (4096, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf0, buf3, 4096, 128, stream=stream0)
            buf4 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_2.run(buf3, buf4, 256, 16, stream=stream0)
            del buf3
            buf2 = empty_strided_cuda((256, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_8, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf0, (256, 2048), (1, 256), 0), view_14, out=buf2)
            del view_14
            buf1 = empty_strided_cuda((2048, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, permute_7, mm], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf0, primals_12, out=buf1)
            del buf0
            del primals_12
            buf5 = reinterpret_tensor(buf1, (16, 128, 1024), (131072, 1024, 1), 0); del buf1  # reuse
            buf8 = empty_strided_cuda((1, 1024, 16), (16384, 1, 1024), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, linear_2, gelu, mul_11, mul_12, mul_13, exp_1, mul_14, mul_15, add_8, mul_16, view_19, sum_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_3.run(buf5, addmm_2, buf8, 16384, 128, stream=stream0)
            del addmm_2
            buf7 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, linear_2, gelu, mul_11, mul_12, mul_13, exp_1, mul_14, mul_15, add_8, mul_16, view_19, permute_12, mm_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf5, (1024, 2048), (1, 1024), 0), view_12, out=buf7)
            del view_12
            buf6 = empty_strided_cuda((2048, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, linear_2, gelu, mul_11, mul_12, mul_13, exp_1, mul_14, mul_15, add_8, mul_16, view_19, permute_11, mm_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf5, (2048, 1024), (1024, 1), 0), primals_10, out=buf6)
            del buf5
            del primals_10
            buf9 = empty_strided_cuda((1, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, linear_2, gelu, mul_11, mul_12, mul_13, exp_1, mul_14, mul_15, add_8, mul_16, view_19, sum_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_gelu_gelu_backward_sum_view_4.run(buf8, buf9, 1024, 16, stream=stream0)
            del buf8
            buf16 = mul_8; del mul_8  # reuse
            # Topologically Sorted Source Nodes: [mul_9, view_21, mul_18, mul_19, sum_4, linear_1, x, layer_norm_1, mul_20, sum_5, mul_21, sub_6, sub_7, div_1, mul_22, add_9], Original ATen: [aten.mse_loss_backward, aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_mse_loss_backward_native_layer_norm_native_layer_norm_backward_view_5.run(buf16, buf6, primals_8, primals_1, addmm_1, getitem_3, rsqrt_1, tangents_1, 2048, 256, stream=stream0)
            del primals_8
            del tangents_1
            buf18 = empty_strided_cuda((256, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_22, permute_16, mm_5], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf16, (256, 2048), (1, 256), 0), view_10, out=buf18)
            del view_10
            buf19 = empty_strided_cuda((1, 256, 16), (4096, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_22, sum_8], Original ATen: [aten.view, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_6.run(buf16, buf19, 4096, 128, stream=stream0)
            buf20 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_22, sum_8], Original ATen: [aten.view, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_2.run(buf19, buf20, 256, 16, stream=stream0)
            buf17 = empty_strided_cuda((2048, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_22, linear_1, permute_15, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf16, (2048, 256), (256, 1), 0), primals_6, out=buf17)
            del primals_6
            buf21 = reinterpret_tensor(buf16, (16, 4, 128, 64), (32768, 8192, 64, 1), 0); del buf16  # reuse
            # Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_4], Original ATen: [aten.view, aten.transpose, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_7.run(buf17, buf21, 524288, stream=stream0)
            buf22 = reinterpret_tensor(buf17, (64, 128, 64), (8192, 64, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_4, view_26, matmul_1, permute_20, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(div, (64, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf21, (64, 128, 64), (8192, 64, 1), 0), out=buf22)
            buf23 = empty_strided_cuda((64, 128, 128), (16384, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_24, view_25, permute_19, clone_4, view_26, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf21, (64, 128, 64), (8192, 64, 1), 0), permute_21, out=buf23)
            del permute_21
            buf25 = div; del div  # reuse
            # Topologically Sorted Source Nodes: [view_28, mul_24, sum_9, neg, fma, mul_25], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul]
            stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_mul_view_8.run(buf25, buf23, 8192, 128, stream=stream0)
            del buf23
            buf26 = reinterpret_tensor(buf21, (64, 64, 128), (8192, 128, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [view_28, mul_24, neg, fma, mul_25, view_29, bmm_4], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
            extern_kernels.bmm(permute_22, reinterpret_tensor(buf25, (64, 128, 128), (16384, 128, 1), 0), out=buf26)
            del permute_22
            buf27 = empty_strided_cuda((64, 128, 64), (8192, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_28, mul_24, neg, fma, mul_25, view_29, bmm_5], Original ATen: [aten.view, aten._softmax_backward_data, aten.mul, aten.bmm]
            extern_kernels.bmm(reinterpret_tensor(buf25, (64, 128, 128), (16384, 128, 1), 0), permute_23, out=buf27)
            del buf25
            del permute_23
            buf28 = empty_strided_cuda((16, 128, 3, 4, 64), (98304, 768, 256, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone]
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_clone_permute_select_backward_transpose_view_9.run(buf22, buf26, buf27, buf28, 2048, 768, stream=stream0)
            del buf22
            del buf26
            buf30 = empty_strided_cuda((768, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5, view_32, view_33, permute_27, mm_7], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf28, (768, 2048), (1, 768), 0), view, out=buf30)
            del view
            buf31 = empty_strided_cuda((1, 768, 16), (12288, 1, 768), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5, view_32, view_33, sum_10], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_10.run(buf28, buf31, 12288, 128, stream=stream0)
            buf29 = reinterpret_tensor(buf27, (2048, 256), (256, 1), 0); del buf27  # reuse
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5, view_32, view_33, linear, permute_26, mm_6], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf28, (2048, 768), (768, 1), 0), primals_4, out=buf29)
            del buf28
            del primals_4
            buf12 = reinterpret_tensor(buf19, (256, 16), (1, 256), 0); del buf19  # reuse
            buf14 = empty_strided_cuda((256, 16), (1, 256), torch.float32)
            buf33 = empty_strided_cuda((256, 16), (1, 256), torch.float32)
            buf35 = empty_strided_cuda((256, 16), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_21, linear_1, x, layer_norm_1, mul_23, sum_6, sum_7, view_35, layer_norm, mul_31, sum_13, sum_14], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_11.run(buf6, primals_1, addmm_1, getitem_3, rsqrt_1, buf29, getitem_1, rsqrt, buf12, buf14, buf33, buf35, 4096, 128, stream=stream0)
            del addmm_1
            del buf29
            del buf6
            del getitem_1
            del getitem_3
            del primals_1
            del rsqrt
            del rsqrt_1
            buf32 = empty_strided_cuda((1, 768), (768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, view_30, view_31, permute_24, full_default, add_10, add_11, permute_25, clone_5, view_32, view_33, sum_10], Original ATen: [aten.view, aten.transpose, aten.select_backward, aten.add, aten.permute, aten.clone, aten._unsafe_view, aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_view_add_clone_permute_select_backward_sum_transpose_view_12.run(buf31, buf32, 768, 16, stream=stream0)
            del buf31
            buf13 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_21, linear_1, x, layer_norm_1, mul_23, sum_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13.run(buf12, buf13, 256, 16, stream=stream0)
            del buf12
            buf15 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_21, sum_7], Original ATen: [aten.view, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13.run(buf14, buf15, 256, 16, stream=stream0)
            del buf14
            buf34 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_35, layer_norm, mul_31, sum_13], Original ATen: [aten.view, aten.native_layer_norm, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13.run(buf33, buf34, 256, 16, stream=stream0)
            del buf33
            buf36 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_35, sum_14], Original ATen: [aten.view, aten.native_layer_norm_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_13.run(buf35, buf36, 256, 16, stream=stream0)
            del buf35
        return (None, buf34, buf36, buf30, reinterpret_tensor(buf32, (768, ), (1, ), 0), buf18, reinterpret_tensor(buf20, (256, ), (1, ), 0), buf13, buf15, buf7, reinterpret_tensor(buf9, (1024, ), (1, ), 0), buf2, reinterpret_tensor(buf4, (256, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((768, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((256, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((256, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((16, 4, 128, 128), (65536, 16384, 128, 1), device='cuda:0', dtype=torch.float32)
    view_10 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    addmm_1 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((16, 128, 1), (128, 1, 1), device='cuda:0', dtype=torch.float32)
    view_12 = rand_strided((2048, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    view_14 = rand_strided((2048, 1024), (1024, 1), device='cuda:0', dtype=torch.float32)
    mul_8 = rand_strided((16, 128, 256), (32768, 256, 1), device='cuda:0', dtype=torch.float32)
    permute_21 = rand_strided((64, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_22 = rand_strided((64, 64, 128), (8192, 1, 64), device='cuda:0', dtype=torch.float32)
    permute_23 = rand_strided((64, 128, 64), (8192, 1, 128), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, div, view_10, addmm_1, getitem_3, rsqrt_1, view_12, addmm_2, view_14, mul_8, permute_21, permute_22, permute_23, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
