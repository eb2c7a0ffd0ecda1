# AOT ID: ['122_forward']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/ir/cir7zms3p3gon32uyxvbvlzfhsrrx46dtgymowwdojk6zejj2yxe.py
# Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.relu]
# Source node to ATen node mapping:
#   input_1 => add_tensor_2
#   input_2 => relu
# Graph fragment:
#   %primals_2 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_2]
#   %mm_default_2 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %add_tensor_2 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_2, %mm_default_2), kwargs = {})
#   %relu : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_tensor_2,), kwargs = {})
#   return %relu
triton_poi_fused_addmm_relu_0 = async_compile.triton('triton_poi_fused_addmm_relu_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_relu_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6293504}, 'kernel_num_gb': 0.004196352, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_relu_0(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 512)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = triton_helpers.maximum(tmp3, tmp2)
    tl.store(in_out_ptr0 + (x2), tmp4, None)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((512,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_addmm_relu_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_addmm_relu_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004196352
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/x7/cx755vbvq7dzhvep4iniegiimxnttftuez4qyjyvqkeq4dkomnbz.py
# Topologically Sorted Source Nodes: [input_8, cross_entropy], Original ATen: [aten.relu, prims.prepare_softmax_online, aten._log_softmax]
# Source node to ATen node mapping:
#   cross_entropy => log
#   input_8 => relu_3
# Graph fragment:
#   %addmm_3 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %getitem_1 : Tensor "f32[1024, 1][1, 1024]cuda:0" = PlaceHolder[target=getitem_1]
#   %relu_3 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%addmm_3,), kwargs = {})
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%relu_3, 1), kwargs = {})
#   %log : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.log.default](args = (%getitem_1,), kwargs = {})
#   return %getitem,%getitem_1,%log
triton_per_fused__log_softmax_prepare_softmax_online_relu_1 = async_compile.triton('triton_per_fused__log_softmax_prepare_softmax_online_relu_1', '''
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
    size_hints={'x': 1024, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_prepare_softmax_online_relu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 2097152}, 'kernel_num_gb': 0.00210944, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax_prepare_softmax_online_relu_1(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp1 = tl.full([1, 1], 0, tl.int32)
    tmp2 = triton_helpers.maximum(tmp1, tmp0)
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, float("-inf"))
    tmp8 = triton_helpers.max2(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tmp3 - tmp8
    tmp10 = libdevice.exp(tmp9)
    tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp13 = tl.where(xmask, tmp11, 0)
    tmp14 = tl.sum(tmp13, 1)[:, None].to(tl.float32)
    tmp15 = tl_math.log(tmp14)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp15, xmask)
    tl.store(out_ptr0 + (x0), tmp8, xmask)


def get_args():
    arg_0 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax_prepare_softmax_online_relu_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax_prepare_softmax_online_relu_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00210944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/tp/ctpdw2zfgpekqhjekghf753p47uqa5wdt5rgvgmsblsasyyz4cgf.py
# Topologically Sorted Source Nodes: [input_8, cross_entropy], Original ATen: [aten.relu, aten.sub, aten._log_softmax, aten.nll_loss_forward]
# Source node to ATen node mapping:
#   cross_entropy => convert_element_type, div, full_default, full_default_1, gather, ne, neg, squeeze, sub_1, sum_2, sum_3, unsqueeze, where, where_1
#   input_8 => relu_3
# Graph fragment:
#   %primals_10 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=primals_10]
#   %addmm_3 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %getitem : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=getitem]
#   %log : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_2 : Tensor "i64[][]cuda:0" = PlaceHolder[target=sum_2]
#   %sum_3 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_3]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %relu_3 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%addmm_3,), kwargs = {})
#   %sub_tensor : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%relu_3, %getitem), kwargs = {})
#   %sub_1 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_tensor, %log), kwargs = {})
#   %ne : Tensor "b8[1024][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.ne.Scalar](args = (%primals_10, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "i64[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %primals_10, %full_default), kwargs = {})
#   %unsqueeze : Tensor "i64[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%where, 1), kwargs = {})
#   %gather : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%sub_1, 1, %unsqueeze), kwargs = {})
#   %squeeze : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dim](args = (%gather, 1), kwargs = {})
#   %neg : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%squeeze,), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1024][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne, %neg, %full_default_1), kwargs = {})
#   %sum_2 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%ne,), kwargs = {})
#   %convert_element_type : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%sum_2, torch.float32), kwargs = {})
#   %sum_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%where_1,), kwargs = {})
#   %div : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_3, %convert_element_type), kwargs = {})
#   return %sum_2,%sum_3,%convert_element_type,%div
triton_per_fused__log_softmax_nll_loss_forward_relu_sub_2 = async_compile.triton('triton_per_fused__log_softmax_nll_loss_forward_relu_sub_2', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax_nll_loss_forward_relu_sub_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 16384}, 'kernel_num_gb': 2.0492e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax_nll_loss_forward_relu_sub_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
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
    tmp17 = tl.load(in_ptr2 + (r0_0), None)
    tmp19 = tl.load(in_ptr3 + (r0_0), None)
    tmp1 = tl.full([1, 1], -100, tl.int64)
    tmp2 = tmp0 != tmp1
    tmp3 = tmp2.to(tl.int64)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.sum(tmp4, 1)[:, None].to(tl.int64)
    tmp7 = tl.full([1, 1], 0, tl.int64)
    tmp8 = tl.where(tmp2, tmp0, tmp7)
    tmp9 = tl.full([1, 1], 512, tl.int32)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp8 < 0
    tmp12 = tl.where(tmp11, tmp10, tmp8)
    tl.device_assert((0 <= tmp12) & (tmp12 < 512), "index out of bounds: 0 <= tmp12 < 512")
    tmp14 = tl.load(in_ptr1 + (tmp12 + 512*r0_0), None, eviction_policy='evict_last')
    tmp15 = tl.full([1, 1], 0, tl.int32)
    tmp16 = triton_helpers.maximum(tmp15, tmp14)
    tmp18 = tmp16 - tmp17
    tmp20 = tmp18 - tmp19
    tmp21 = -tmp20
    tmp22 = tl.full([1, 1], 0.0, tl.float32)
    tmp23 = tl.where(tmp2, tmp21, tmp22)
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp27 = tmp6.to(tl.float32)
    tmp28 = (tmp26 / tmp27)
    tl.store(out_ptr1 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp27, None)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp28, None)


def get_args():
    arg_0 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1, 1024,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax_nll_loss_forward_relu_sub_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax_nll_loss_forward_relu_sub_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 2.0492e-05
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10 = args
        args.clear()
        assert_size_stride(primals_1, (512, 512), (512, 1))
        assert_size_stride(primals_2, (512, ), (1, ))
        assert_size_stride(primals_3, (1024, 512), (512, 1))
        assert_size_stride(primals_4, (512, 512), (512, 1))
        assert_size_stride(primals_5, (512, ), (1, ))
        assert_size_stride(primals_6, (512, 512), (512, 1))
        assert_size_stride(primals_7, (512, ), (1, ))
        assert_size_stride(primals_8, (512, 512), (512, 1))
        assert_size_stride(primals_9, (512, ), (1, ))
        assert_size_stride(primals_10, (1024, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(primals_3, reinterpret_tensor(primals_1, (512, 512), (1, 512), 0), out=buf0)
            del primals_1
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [input_1, input_2], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf1, primals_2, 524288, stream=stream0)
            del primals_2
            buf2 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(buf1, reinterpret_tensor(primals_4, (512, 512), (1, 512), 0), out=buf2)
            buf3 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [input_3, input_4], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf3, primals_5, 524288, stream=stream0)
            del primals_5
            buf4 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.t, aten.addmm]
            extern_kernels.mm(buf3, reinterpret_tensor(primals_6, (512, 512), (1, 512), 0), out=buf4)
            buf5 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.addmm, aten.relu]
            stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_relu_0.run(buf5, primals_7, 524288, stream=stream0)
            del primals_7
            buf6 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.t, aten.addmm]
            extern_kernels.addmm(primals_9, buf5, reinterpret_tensor(primals_8, (512, 512), (1, 512), 0), alpha=1, beta=1, out=buf6)
            del primals_9
            buf7 = empty_strided_cuda((1024, 1), (1, 1), torch.float32)
            buf8 = empty_strided_cuda((1024, 1), (1, 1024), torch.float32)
            buf9 = reinterpret_tensor(buf8, (1024, 1), (1, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [input_8, cross_entropy], Original ATen: [aten.relu, prims.prepare_softmax_online, aten._log_softmax]
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax_prepare_softmax_online_relu_1.run(buf9, buf6, buf7, 1024, 512, stream=stream0)
            buf12 = empty_strided_cuda((), (), torch.float32)
            buf11 = empty_strided_cuda((), (), torch.float32)
            buf13 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [input_8, cross_entropy], Original ATen: [aten.relu, aten.sub, aten._log_softmax, aten.nll_loss_forward]
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax_nll_loss_forward_relu_sub_2.run(buf13, primals_10, buf6, buf7, buf9, buf11, 1, 1024, stream=stream0)
        return (buf13, primals_3, primals_4, primals_6, primals_8, primals_10, buf1, buf3, buf5, buf6, buf7, buf9, buf11, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.int64)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))


# AOT ID: ['122_backward']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/hx/chxn5llhraxkpbvhr7kxsb5s24wzydli3fsgkyn4xvx24x3uyywz.py
# Topologically Sorted Source Nodes: [div_1, unsqueeze_1, ne_3, cross_entropy, where_2, where_3, mul, input_8, exp_1, sum_4, mul_1, sub_2, le, where_4], Original ATen: [aten.nll_loss_backward, aten.nll_loss_forward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten.relu, aten._log_softmax, aten._log_softmax_backward_data, aten.threshold_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default, full_default_1, sub, sub_1
#   div_1 => div_1
#   exp_1 => exp_1
#   input_8 => relu_3
#   le => le
#   mul => mul
#   mul_1 => mul_1
#   ne_3 => ne_3
#   sub_2 => sub_2
#   sum_4 => sum_4
#   unsqueeze_1 => unsqueeze_1
#   where_2 => where_2
#   where_3 => where_3
#   where_4 => where_4
# Graph fragment:
#   %primals_10 : Tensor "i64[1024][1]cuda:0" = PlaceHolder[target=primals_10]
#   %tangents_1 : Tensor "f32[][]cuda:0" = PlaceHolder[target=tangents_1]
#   %convert_element_type : Tensor "f32[][]cuda:0" = PlaceHolder[target=convert_element_type]
#   %addmm_3 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %amax : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=amax]
#   %log : Tensor "f32[1024, 1][1, 1]cuda:0" = PlaceHolder[target=log]
#   %sum_4 : Tensor "f32[1024, 1][1, 1024]cuda:0" = PlaceHolder[target=sum_4]
#   %div_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%tangents_1, %convert_element_type), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[1024, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_10, 1), kwargs = {})
#   %ne_3 : Tensor "b8[1024, 1][1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.ne.Scalar](args = (%unsqueeze_1, -100), kwargs = {})
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "i64[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %unsqueeze_1, %full_default), kwargs = {})
#   %iota_default : Tensor "i64[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (512,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %view_default : Tensor "i64[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%iota_default, [1, 512]), kwargs = {})
#   %expand_default : Tensor "i64[1024, 512][1, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_2, [1024, 512]), kwargs = {})
#   %eq_tensor : Tensor "b8[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%expand_default, %view_default), kwargs = {})
#   %scalar_tensor_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %scalar_tensor_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (-1.0,), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0})
#   %where_self : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%eq_tensor, %scalar_tensor_default_1, %scalar_tensor_default), kwargs = {})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%ne_3, %div_1, %full_default_1), kwargs = {})
#   %mul : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_self, %where_3), kwargs = {})
#   %relu_3 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%addmm_3,), kwargs = {})
#   %sub : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%relu_3, %amax), kwargs = {})
#   %sub_1 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub, %log), kwargs = {})
#   %exp_1 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_1,), kwargs = {})
#   %sum_4 : Tensor "f32[1024, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul, [1], True), kwargs = {})
#   %mul_1 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, %sum_4), kwargs = {})
#   %sub_2 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul, %mul_1), kwargs = {})
#   %le : Tensor "b8[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_4 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_1, %sub_2), kwargs = {})
#   return %sum_4,%where_4
triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_relu_scalar_tensor_threshold_backward_view_where_0 = async_compile.triton('triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_relu_scalar_tensor_threshold_backward_view_where_0', '''
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
    size_hints={'x': 1024, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_relu_scalar_tensor_threshold_backward_view_where_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384, 'r0_': 6291456}, 'kernel_num_gb': 0.004210696, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_relu_scalar_tensor_threshold_backward_view_where_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr1 + (0))
    tmp11 = tl.broadcast_to(tmp10, [1, 1])
    tmp12 = tl.load(in_ptr2 + (0))
    tmp13 = tl.broadcast_to(tmp12, [1, 1])
    tmp21 = tl.load(in_out_ptr0 + (r0_1 + 512*x0), xmask, other=0.0)
    tmp25 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], -100, tl.int64)
    tmp2 = tmp0 != tmp1
    tmp3 = tl.full([1, 1], 0, tl.int64)
    tmp4 = tl.where(tmp2, tmp0, tmp3)
    tmp5 = r0_1
    tmp6 = tmp4 == tmp5
    tmp7 = tl.full([1, 1], -1.0, tl.float32)
    tmp8 = tl.full([1, 1], 0.0, tl.float32)
    tmp9 = tl.where(tmp6, tmp7, tmp8)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tl.where(tmp2, tmp14, tmp8)
    tmp16 = tmp9 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 0, tl.int32)
    tmp23 = triton_helpers.maximum(tmp22, tmp21)
    tmp24 = tmp23 <= tmp8
    tmp26 = tmp23 - tmp25
    tmp28 = tmp26 - tmp27
    tmp29 = libdevice.exp(tmp28)
    tmp30 = tmp29 * tmp20
    tmp31 = tmp16 - tmp30
    tmp32 = tl.where(tmp24, tmp8, tmp31)
    tl.store(in_out_ptr0 + (r0_1 + 512*x0), tmp32, xmask)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024,), (1,), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 1024, 512,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_relu_scalar_tensor_threshold_backward_view_where_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_relu_scalar_tensor_threshold_backward_view_where_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.004210696
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/y5/cy5dxrl3ulduk3z7fec3w532pf7i5uqcapj4tb6rwlpjvvnt2dvn.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %where_4 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=where_4]
#   %sum_5 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_4, [0], True), kwargs = {})
#   return %buf4
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
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, None)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 512, 8), (4096, 1, 512), device='cuda:0', dtype=torch.float32)
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/oj/coj5ccgzhbi4bunrnjoyotrkcksgus7yd67th6hhohkmfbsmdl22.py
# Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_5 => sum_5
# Graph fragment:
#   %buf4 : Tensor "f32[1, 512, 8][4096, 1, 512]cuda:0" = PlaceHolder[target=buf4]
#   %sum_5 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_4, [0], True), kwargs = {})
#   return %sum_5
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
    size_hints={'x': 512, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_sum_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 20480, 'r0_': 0}, 'kernel_num_gb': 1.8432e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_sum_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)


def get_args():
    arg_0 = rand_strided((1, 512, 8), (4096, 1, 512), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 512, 8,


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
    num_gb = 1.8432e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/h6/ch6gfpzb5woif5ly2awkvyqhtihp5tgb2lwwbbj3vjv7olqcz6px.py
# Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5], Original ATen: [aten.nll_loss_forward, aten.threshold_backward]
# Source node to ATen node mapping:
#   cross_entropy => full_default_1
#   le_1 => le_1
#   where_5 => where_5
# Graph fragment:
#   %relu_2 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=relu_2]
#   %mm : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[1024, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_2, 0), kwargs = {})
#   %where_5 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default_1, %mm), kwargs = {})
#   return %where_5
triton_poi_fused_nll_loss_forward_threshold_backward_3 = async_compile.triton('triton_poi_fused_nll_loss_forward_threshold_backward_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_nll_loss_forward_threshold_backward_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8388608}, 'kernel_num_gb': 0.006291456, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_nll_loss_forward_threshold_backward_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp3 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tl.store(in_out_ptr0 + (x0), tmp4, None)


def get_args():
    arg_0 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 524288,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_nll_loss_forward_threshold_backward_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_nll_loss_forward_threshold_backward_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.006291456
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
        primals_3, primals_4, primals_6, primals_8, primals_10, relu, relu_1, relu_2, addmm_3, amax, log, convert_element_type, tangents_1 = args
        args.clear()
        assert_size_stride(primals_3, (1024, 512), (512, 1))
        assert_size_stride(primals_4, (512, 512), (512, 1))
        assert_size_stride(primals_6, (512, 512), (512, 1))
        assert_size_stride(primals_8, (512, 512), (512, 1))
        assert_size_stride(primals_10, (1024, ), (1, ))
        assert_size_stride(relu, (1024, 512), (512, 1))
        assert_size_stride(relu_1, (1024, 512), (512, 1))
        assert_size_stride(relu_2, (1024, 512), (512, 1))
        assert_size_stride(addmm_3, (1024, 512), (512, 1))
        assert_size_stride(amax, (1024, 1), (1, 1))
        assert_size_stride(log, (1024, 1), (1, 1))
        assert_size_stride(convert_element_type, (), ())
        assert_size_stride(tangents_1, (), ())
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = addmm_3; del addmm_3  # reuse
            # Topologically Sorted Source Nodes: [div_1, unsqueeze_1, ne_3, cross_entropy, where_2, where_3, mul, input_8, exp_1, sum_4, mul_1, sub_2, le, where_4], Original ATen: [aten.nll_loss_backward, aten.nll_loss_forward, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten.where, aten.relu, aten._log_softmax, aten._log_softmax_backward_data, aten.threshold_backward]
            stream0 = get_raw_stream(0)
            triton_per_fused__log_softmax__log_softmax_backward_data_arange_eq_expand_nll_loss_backward_nll_loss_forward_relu_scalar_tensor_threshold_backward_view_where_0.run(buf1, primals_10, tangents_1, convert_element_type, amax, log, 1024, 512, stream=stream0)
            del amax
            del convert_element_type
            del log
            del primals_10
            del tangents_1
            buf4 = empty_strided_cuda((1, 512, 8), (4096, 1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf1, buf4, 4096, 128, stream=stream0)
            buf5 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_5], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_2.run(buf4, buf5, 512, 8, stream=stream0)
            del buf4
            buf3 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_5, mm_1], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf1, (512, 1024), (1, 512), 0), relu_2, out=buf3)
            buf2 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_7, permute_4, mm], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf1, primals_8, out=buf2)
            del buf1
            del primals_8
            buf6 = relu_2; del relu_2  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_1, where_5], Original ATen: [aten.nll_loss_forward, aten.threshold_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_nll_loss_forward_threshold_backward_3.run(buf6, buf2, 524288, stream=stream0)
            buf9 = empty_strided_cuda((1, 512, 8), (4096, 1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf6, buf9, 4096, 128, stream=stream0)
            buf10 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_2.run(buf9, buf10, 512, 8, stream=stream0)
            buf8 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_9, mm_3], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf6, (512, 1024), (1, 512), 0), relu_1, out=buf8)
            buf7 = buf2; del buf2  # reuse
            # Topologically Sorted Source Nodes: [input_5, permute_8, mm_2], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf6, primals_6, out=buf7)
            del buf6
            del primals_6
            buf11 = relu_1; del relu_1  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_2, where_6], Original ATen: [aten.nll_loss_forward, aten.threshold_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_nll_loss_forward_threshold_backward_3.run(buf11, buf7, 524288, stream=stream0)
            buf14 = buf9; del buf9  # reuse
            # Topologically Sorted Source Nodes: [sum_7], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf11, buf14, 4096, 128, stream=stream0)
            buf15 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_7], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_2.run(buf14, buf15, 512, 8, stream=stream0)
            buf13 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_13, mm_5], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf11, (512, 1024), (1, 512), 0), relu, out=buf13)
            buf12 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [input_3, permute_12, mm_4], Original ATen: [aten.t, aten.mm]
            extern_kernels.mm(buf11, primals_4, out=buf12)
            del buf11
            del primals_4
            buf16 = relu; del relu  # reuse
            # Topologically Sorted Source Nodes: [cross_entropy, le_3, where_7], Original ATen: [aten.nll_loss_forward, aten.threshold_backward]
            stream0 = get_raw_stream(0)
            triton_poi_fused_nll_loss_forward_threshold_backward_3.run(buf16, buf12, 524288, stream=stream0)
            del buf12
            buf18 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [sum_8], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_red_fused_sum_1.run(buf16, buf18, 4096, 128, stream=stream0)
            buf17 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [cross_entropy, le_3, where_7, permute_16, mm_6], Original ATen: [aten.nll_loss_forward, aten.threshold_backward, aten.t, aten.mm]
            extern_kernels.mm(reinterpret_tensor(buf16, (512, 1024), (1, 512), 0), primals_3, out=buf17)
            del buf16
            del primals_3
            buf19 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_8], Original ATen: [aten.sum]
            stream0 = get_raw_stream(0)
            triton_per_fused_sum_2.run(buf18, buf19, 512, 8, stream=stream0)
            del buf18
        return (buf17, reinterpret_tensor(buf19, (512, ), (1, ), 0), None, buf13, reinterpret_tensor(buf15, (512, ), (1, ), 0), buf8, reinterpret_tensor(buf10, (512, ), (1, ), 0), buf3, reinterpret_tensor(buf5, (512, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((1024, ), (1, ), device='cuda:0', dtype=torch.int64)
    relu = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    relu_1 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    relu_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    addmm_3 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    amax = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    log = rand_strided((1024, 1), (1, 1), device='cuda:0', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_4, primals_6, primals_8, primals_10, relu, relu_1, relu_2, addmm_3, amax, log, convert_element_type, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
