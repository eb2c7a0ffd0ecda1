# ---- default ----
# AOT ID: ['115_inference']
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


# kernel path: /tmp/lab-cache-qbqliX/inductor/nw/cnwbfs3fj3smjj2fe5esjc66zxjp7ewkac5onmf6uzn3234qkz5b.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_2 => add_4, add_5, mul, mul_1, rsqrt, sub_2, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   view_1 => view_1
#   x => convert_element_type_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_1 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf1]
#   %arg3_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %embedding : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %add_4 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %add_5 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg4_1), kwargs = {})
#   %view_1 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_5, [-1, 768]), kwargs = {})
#   %convert_element_type_1 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_1, torch.bfloat16), kwargs = {})
#   return %getitem_1,%buf1,%convert_element_type_1
triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0 = async_compile.triton('triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0', '''
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
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 12982272}, 'kernel_num_gb': 0.022059008, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 768
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x3), None, eviction_policy='evict_last')
    x0 = (xindex % 128)
    tmp10_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp7 = tl.load(in_ptr2 + (r0_2 + 768*x0), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 50257, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert((0 <= tmp4) & (tmp4 < 50257), "index out of bounds: 0 <= tmp4 < 50257")
        tmp6 = tl.load(in_ptr1 + (r0_2 + 768*tmp4), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp8 = tmp6 + tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp10_mean_next, tmp10_m2_next, tmp10_weight_next = triton_helpers.welford_reduce(
            tmp9, tmp10_mean, tmp10_m2, tmp10_weight, roffset == 0
        )
        tmp10_mean = tl.where(r0_mask, tmp10_mean_next, tmp10_mean)
        tmp10_m2 = tl.where(r0_mask, tmp10_m2_next, tmp10_m2)
        tmp10_weight = tl.where(r0_mask, tmp10_weight_next, tmp10_weight)
    tmp11, tmp12, tmp13 = triton_helpers.welford(tmp10_mean, tmp10_m2, tmp10_weight, 1)
    tmp10 = tmp11[:, None]
    tmp14 = tmp12[:, None]
    tmp15 = tmp13[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp22 = tl.load(in_ptr2 + (r0_2 + 768*((x3 % 128))), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp31 = tl.load(in_ptr3 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp33 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.full([1, 1], 50257, tl.int32)
        tmp17 = tmp0 + tmp16
        tmp18 = tmp0 < 0
        tmp19 = tl.where(tmp18, tmp17, tmp0)
        tl.device_assert((0 <= tmp19) & (tmp19 < 50257), "index out of bounds: 0 <= tmp19 < 50257")
        tmp21 = tl.load(in_ptr1 + (r0_2 + 768*tmp19), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp23 = tmp21 + tmp22
        tmp24 = tmp23 - tmp10
        tmp25 = tl.full([1, 1], 768.0, tl.float32)
        tmp26 = (tmp14 / tmp25)
        tmp27 = tl.full([1, 1], 1e-05, tl.float32)
        tmp28 = tmp26 + tmp27
        tmp29 = libdevice.rsqrt(tmp28)
        tmp30 = tmp24 * tmp29
        tmp32 = tmp30 * tmp31
        tmp34 = tmp32 + tmp33
        tmp35 = tmp34.to(tl.float32)
        tl.store(out_ptr2 + (r0_2 + 768*x3), tmp35, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.022059008
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/pv/cpvkjlhj7mn5ax4rmwh2nt5m5f44pduhlrinei7fhf7ibbyusb22.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x => convert_element_type
# Graph fragment:
#   %arg6_1 : Tensor "f32[768, 2304][2304, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %convert_element_type : Tensor "bf16[768, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg6_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type
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
    size_hints={'x': 2097152}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14155776}, 'kernel_num_gb': 0.010616832, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1769472
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 1769472,


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
    num_gb = 0.010616832
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/vh/cvh6ha7umnimnlrdfs2qhm4gmlzprjgpk3mwqncwkh3hlixqtvg7.py
# Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x => convert_element_type_2
# Graph fragment:
#   %arg5_1 : Tensor "f32[2304][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %convert_element_type_2 : Tensor "bf16[2304][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg5_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_2
triton_poi_fused__to_copy_2 = async_compile.triton('triton_poi_fused__to_copy_2', '''
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
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18432}, 'kernel_num_gb': 1.3824e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((2304,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((2304,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 2304,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.3824e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/hb/chbvzrw5zlaflkario2l3xzfavch2ticzs3ciddjsjjh7k3sskpw.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_ids_2, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
# Source node to ATen node mapping:
#   arange => iota
#   first_dummy_value => sub
#   getitem => slice_1
#   ne => ne
#   packed_sequence_mask => cumsum
#   position_diff => cat, slice_2, slice_3, sub_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   position_ids_2 => expand
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %expand : Tensor "i64[32, 128][0, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [32, -1]), kwargs = {})
#   %slice_1 : Tensor "i64[32, 1][0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%expand, 1, 0, 1), kwargs = {})
#   %sub : Tensor "i64[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_1, 1), kwargs = {})
#   %cat : Tensor "i64[32, 129][129, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%sub, %expand], -1), kwargs = {})
#   %slice_3 : Tensor "i64[32, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 1, 129), kwargs = {})
#   %slice_2 : Tensor "i64[32, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 0, 128), kwargs = {})
#   %sub_1 : Tensor "i64[32, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_3, %slice_2), kwargs = {})
#   %ne : Tensor "b8[32, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%sub_1, 1), kwargs = {})
#   %cumsum : Tensor "i64[32, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%ne, -1), kwargs = {})
#   return %cumsum
triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_3 = async_compile.triton('triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch

@triton.jit
def _triton_helper_fn_add0(arg0_0, arg1_0):
    tmp0 = arg0_0 + arg1_0
    return tmp0

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 65536}, 'kernel_num_gb': 3.2768e-05, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_3(out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
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
    tmp0 = 1 + r0_1
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.broadcast_to((-1) + (1 + r0_1), [XBLOCK, R0_BLOCK])
    tmp6 = tl.full(tmp5.shape, 0.0, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1, 1], 129, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.broadcast_to(r0_1, [XBLOCK, R0_BLOCK])
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp8, tmp11, tmp12)
    tmp14 = tl.where(tmp4, tmp7, tmp13)
    tmp15 = r0_1
    tmp16 = tmp15 >= tmp1
    tmp17 = tmp15 < tmp3
    tmp18 = tl.broadcast_to((-1) + (r0_1), [XBLOCK, R0_BLOCK])
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp17, tmp18, tmp19)
    tmp21 = tmp15 >= tmp3
    tmp22 = tmp15 < tmp9
    tmp23 = tl.broadcast_to((-1) + r0_1, [XBLOCK, R0_BLOCK])
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp21, tmp23, tmp24)
    tmp26 = tl.where(tmp17, tmp20, tmp25)
    tmp27 = tmp14 - tmp26
    tmp28 = tmp27 != tmp3
    tmp29 = tmp28.to(tl.int64)
    tmp30 = tmp29.to(tl.int64)
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp32, = tl.associative_scan((tmp31,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (r0_1 + 128*x0), tmp32, xmask)


def get_args():
    arg_0 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    return arg_0, 32, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 3.2768e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/63/c63t3mhuy7pkscqifb6m7qungmgzlk6lrs3lud2k6hh6y44s6fsd.py
# Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand_1
#   attn_output => _scaled_dot_product_cudnn_attention, full_default_1, full_default_2, where
#   attn_output_4 => _scaled_dot_product_cudnn_attention_1, full_default_3, full_default_4, where_1
#   attn_output_8 => _scaled_dot_product_cudnn_attention_2, full_default_5, full_default_6, where_2
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   key_states_1 => permute
#   key_states_3 => permute_4
#   key_states_5 => permute_8
#   kv_arange => add_3
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   q_arange => add_2
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states_1 => permute_2
#   query_states_3 => permute_6
#   query_states_5 => permute_10
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split => split
#   split_1 => split_1
#   split_2 => split_2
#   value_states_1 => permute_1
#   value_states_3 => permute_5
#   value_states_5 => permute_9
#   view_14 => view_15
#   view_15 => view_16
#   view_16 => view_17
#   view_25 => view_27
#   view_26 => view_28
#   view_27 => view_29
#   view_3 => view_3
#   view_4 => view_4
#   view_5 => view_5
#   x_1 => view_2
#   x_17 => view_26
#   x_9 => view_14
# Graph fragment:
#   %cumsum : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %view_2 : Tensor "bf16[32, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [32, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_5 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [32, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %view_3 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [32, 128, -1, 64]), kwargs = {})
#   %permute : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %view_4 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [32, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_3, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (32,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[32, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[32, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[32, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand_1 : Tensor "b8[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [32, -1, 128, 128]), kwargs = {})
#   %full_default_2 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_2, %full_default_1), kwargs = {})
#   %_scaled_dot_product_cudnn_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_2, %permute, %permute_1, %where, False), kwargs = {scale: 0.125})
#   %view_14 : Tensor "bf16[32, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [32, 128, 2304]), kwargs = {})
#   %split_1 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_14, 768, 2), kwargs = {})
#   %view_17 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_18, [32, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_17, [0, 2, 1, 3]), kwargs = {})
#   %view_15 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_19, [32, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_15, [0, 2, 1, 3]), kwargs = {})
#   %view_16 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_20, [32, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_16, [0, 2, 1, 3]), kwargs = {})
#   %full_default_4 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_4, %full_default_3), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_1 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_6, %permute_4, %permute_5, %where_1, False), kwargs = {scale: 0.125})
#   %view_26 : Tensor "bf16[32, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_8, [32, 128, 2304]), kwargs = {})
#   %split_2 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_26, 768, 2), kwargs = {})
#   %view_29 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_34, [32, 128, -1, 64]), kwargs = {})
#   %permute_10 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_29, [0, 2, 1, 3]), kwargs = {})
#   %view_27 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_35, [32, 128, -1, 64]), kwargs = {})
#   %permute_8 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_27, [0, 2, 1, 3]), kwargs = {})
#   %view_28 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_36, [32, 128, -1, 64]), kwargs = {})
#   %permute_9 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_28, [0, 2, 1, 3]), kwargs = {})
#   %full_default_6 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_5 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_6, %full_default_5), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_2 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_10, %permute_8, %permute_9, %where_2, False), kwargs = {scale: 0.125})
#   return %buf8,%buf36,%buf63
triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4 = async_compile.triton('triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'out_ptr2': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 3, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 32768, 'x': 6324224}, 'kernel_num_gb': 0.003178496, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4(in_ptr0, out_ptr0, out_ptr1, out_ptr2, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 128)
    y3 = yindex
    y1 = yindex // 128
    tmp5 = tl.load(in_ptr0 + (y3), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x2 + 128*y1), xmask, eviction_policy='evict_last')
    tmp0 = x2
    tmp1 = y0
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1, 1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1, 1], 0.0, tl.float32)
    tmp10 = tl.full([1, 1], -65536.0, tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2 + 128*y3), tmp11, xmask)
    tl.store(out_ptr1 + (x2 + 128*y3), tmp11, xmask)
    tl.store(out_ptr2 + (x2 + 128*y3), tmp11, xmask)


def get_args():
    arg_0 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((32, 1, 128, 128), (16384, 16384, 128, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((32, 1, 128, 128), (16384, 16384, 128, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((32, 1, 128, 128), (16384, 16384, 128, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003178496
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/dh/cdhgxnmckhfzkh2ut2uqi73sqqduqsasy4ap55tg2lycworedtss.py
# Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_2 => convert_element_type_6
# Graph fragment:
#   %arg8_1 : Tensor "f32[768, 768][768, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %convert_element_type_6 : Tensor "bf16[768, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg8_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_6
triton_poi_fused__to_copy_5 = async_compile.triton('triton_poi_fused__to_copy_5', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4718592}, 'kernel_num_gb': 0.003538944, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 589824
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 589824,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003538944
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zr/czrre3hyrgm3wjatdovlukwuymkjioh7k4gluykdzkkua22cznuk.py
# Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_2 => convert_element_type_7
# Graph fragment:
#   %arg7_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %convert_element_type_7 : Tensor "bf16[768][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg7_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_7
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
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 6144}, 'kernel_num_gb': 4.608e-06, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 768,


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
    num_gb = 4.608e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/aa/caahwms5fy25syjojdbcxxhhyuwd67wbbzbfzdrk3wdrny5glssx.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, hidden_states_4, view_8, x_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_2, mul_3, rsqrt_1, sub_3, var_mean_1
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   view_8 => view_9
#   x_3 => view_8
#   x_4 => convert_element_type_12
# Graph fragment:
#   %addmm_1 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %arg0_1 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_15 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_15]
#   %buf18 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf18]
#   %arg9_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %embedding : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %view_8 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 128, 768]), kwargs = {})
#   %add_6 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_15), kwargs = {})
#   %add_7 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_14, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_2 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg9_1), kwargs = {})
#   %add_8 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg10_1), kwargs = {})
#   %view_9 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_8, [-1, 768]), kwargs = {})
#   %convert_element_type_12 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_9, torch.bfloat16), kwargs = {})
#   return %getitem_15,%buf18,%convert_element_type_12
triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_7 = async_compile.triton('triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_7', '''
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
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 19273728}, 'kernel_num_gb': 0.028350464, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 768
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 768*x3), r0_mask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr3 + (r0_2 + 768*x0), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_2 + 768*((x3 % 128))), r0_mask, other=0.0)
    tmp38 = tl.load(in_ptr4 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp40 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl.full([1, 1], 50257, tl.int32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp2 < 0
    tmp6 = tl.where(tmp5, tmp4, tmp2)
    tl.device_assert((0 <= tmp6) & (tmp6 < 50257), "index out of bounds: 0 <= tmp6 < 50257")
    tmp8 = tl.load(in_ptr2 + (r0_2 + 768*tmp6), r0_mask, other=0.0)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp1 + tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask, tmp12, 0)
    tmp15 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tl.full([1, 1], 768, tl.int32)
    tmp20 = tmp19.to(tl.float32)
    tmp21 = (tmp18 / tmp20)
    tmp22 = tmp12 - tmp21
    tmp23 = tmp22 * tmp22
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(r0_mask, tmp24, 0)
    tmp27 = tl.sum(tmp26, 1)[:, None].to(tl.float32)
    tmp29 = tmp8 + tmp28
    tmp30 = tmp1 + tmp29
    tmp31 = tmp30 - tmp21
    tmp32 = tl.full([1, 1], 768.0, tl.float32)
    tmp33 = (tmp27 / tmp32)
    tmp34 = tl.full([1, 1], 1e-05, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = libdevice.rsqrt(tmp35)
    tmp37 = tmp31 * tmp36
    tmp39 = tmp37 * tmp38
    tmp41 = tmp39 + tmp40
    tmp42 = tmp41.to(tl.float32)
    tl.store(out_ptr2 + (r0_2 + 768*x3), tmp42, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.028350464
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/e7/ce7rphbei735nvzepvsmvekrjnpsfu5hexkyutogjj54hmow4yfd.py
# Topologically Sorted Source Nodes: [x_4], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_4 => convert_element_type_11
# Graph fragment:
#   %arg12_1 : Tensor "f32[768, 3072][3072, 1]cuda:0" = PlaceHolder[target=arg12_1]
#   %convert_element_type_11 : Tensor "bf16[768, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg12_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_11
triton_poi_fused__to_copy_8 = async_compile.triton('triton_poi_fused__to_copy_8', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_8(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2359296
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 2359296,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.014155776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/jr/cjrhwmagrwcbapco3d2op6anouhqhx6pf7oel2yi7zsd377hvaac.py
# Topologically Sorted Source Nodes: [x_4], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_4 => convert_element_type_13
# Graph fragment:
#   %arg11_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %convert_element_type_13 : Tensor "bf16[3072][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg11_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_13
triton_poi_fused__to_copy_9 = async_compile.triton('triton_poi_fused__to_copy_9', '''
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
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 24576}, 'kernel_num_gb': 1.8432e-05, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_9(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((3072,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((3072,), (1,), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 3072,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.8432e-05
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/x7/cx7pqlyiiilyosgt7zgbgvd4yn2sxga5kasw6uwatuyqorranvzm.py
# Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_7
#   mul => mul_4
#   mul_1 => mul_5
#   mul_2 => mul_6
#   pow_1 => convert_element_type_17, pow_1
#   tanh => tanh
#   view_10 => view_11
#   x_5 => view_10
#   x_6 => convert_element_type_19
# Graph fragment:
#   %addmm_2 : Tensor "bf16[4096, 3072][3072, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_10 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [32, 128, 3072]), kwargs = {})
#   %mul_4 : Tensor "bf16[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %convert_element_type_17 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_10, torch.float32), kwargs = {})
#   %pow_1 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%convert_element_type_17, 3.0), kwargs = {})
#   %mul_5 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_6,), kwargs = {})
#   %add_10 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_7 : Tensor "f32[32, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_10), kwargs = {})
#   %view_11 : Tensor "f32[4096, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_7, [-1, 3072]), kwargs = {})
#   %convert_element_type_19 : Tensor "bf16[4096, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_11, torch.bfloat16), kwargs = {})
#   return %convert_element_type_19
triton_poi_fused__to_copy_add_mul_pow_tanh_view_10 = async_compile.triton('triton_poi_fused__to_copy_add_mul_pow_tanh_view_10', '''
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
    size_hints={'x': 16777216}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_add_mul_pow_tanh_view_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 75497472}, 'kernel_num_gb': 0.050331648, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_add_mul_pow_tanh_view_10(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 12582912
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None).to(tl.float32)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tmp2.to(tl.float32)
    tmp4 = tmp0.to(tl.float32)
    tmp5 = tmp4 * tmp4
    tmp6 = tmp5 * tmp4
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp4 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp3 * tmp14
    tmp16 = tmp15.to(tl.float32)
    tl.store(in_out_ptr0 + (x0), tmp16, None)


def get_args():
    arg_0 = rand_strided((4096, 3072), (3072, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, 12582912,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.050331648
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/sv/csv3jtoqbuqcdbbgavtw6vz6ynbbk4ph2opluq7wz6u6tlthsigz.py
# Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   x_6 => convert_element_type_18
# Graph fragment:
#   %arg14_1 : Tensor "f32[3072, 768][768, 1]cuda:0" = PlaceHolder[target=arg14_1]
#   %convert_element_type_18 : Tensor "bf16[3072, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg14_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_18
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
    size_hints={'x': 4194304}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 18874368}, 'kernel_num_gb': 0.014155776, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_11(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2359296
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, None)


def get_args():
    arg_0 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 2359296,


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
    num_gb = 0.014155776
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ph/cphtmrq4lh62ro4k2ra5yjjrr62bxkt4o363cufklylajn7wdeo2.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_3 => add_6
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_8, mul_9, rsqrt_2, sub_4, var_mean_2
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   view_12 => view_13
#   x_3 => view_8
#   x_7 => view_12
#   x_8 => convert_element_type_25
# Graph fragment:
#   %addmm_1 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %arg0_1 : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %addmm_3 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_3]
#   %add_11 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %getitem_17 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_17]
#   %buf30 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf30]
#   %arg15_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %arg16_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %embedding : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %view_8 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [32, 128, 768]), kwargs = {})
#   %add_6 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_1), kwargs = {})
#   %view_12 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_3, [32, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_17), kwargs = {})
#   %add_12 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_16, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_8 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_2), kwargs = {})
#   %mul_9 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg15_1), kwargs = {})
#   %add_13 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg16_1), kwargs = {})
#   %view_13 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_13, [-1, 768]), kwargs = {})
#   %convert_element_type_25 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_13, torch.bfloat16), kwargs = {})
#   return %add_11,%getitem_17,%buf30,%convert_element_type_25
triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12 = async_compile.triton('triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12', '''
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
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*bf16', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 32768, 'r0_': 63313920}, 'kernel_num_gb': 0.047224832, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 768
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
    r0_2 = r0_index
    x3 = xindex
    x0 = (xindex % 128)
    tmp0 = tl.load(in_ptr0 + (r0_2 + 768*x3), r0_mask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (x3), None, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr3 + (r0_2 + 768*x0), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp12 = tl.load(in_ptr4 + (r0_2 + 768*x3), r0_mask, other=0.0).to(tl.float32)
    tmp38 = tl.load(in_ptr5 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp40 = tl.load(in_ptr6 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tl.full([1, 1], 50257, tl.int32)
    tmp4 = tmp2 + tmp3
    tmp5 = tmp2 < 0
    tmp6 = tl.where(tmp5, tmp4, tmp2)
    tl.device_assert((0 <= tmp6) & (tmp6 < 50257), "index out of bounds: 0 <= tmp6 < 50257")
    tmp8 = tl.load(in_ptr2 + (r0_2 + 768*tmp6), r0_mask, other=0.0)
    tmp10 = tmp8 + tmp9
    tmp11 = tmp1 + tmp10
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp11 + tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask, tmp15, 0)
    tmp18 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tl.full([1, 1], 768, tl.int32)
    tmp23 = tmp22.to(tl.float32)
    tmp24 = (tmp21 / tmp23)
    tmp25 = tmp15 - tmp24
    tmp26 = tmp25 * tmp25
    tmp27 = tl.broadcast_to(tmp26, [XBLOCK, R0_BLOCK])
    tmp29 = tl.where(r0_mask, tmp27, 0)
    tmp30 = tl.sum(tmp29, 1)[:, None].to(tl.float32)
    tmp31 = tmp14 - tmp24
    tmp32 = tl.full([1, 1], 768.0, tl.float32)
    tmp33 = (tmp30 / tmp32)
    tmp34 = tl.full([1, 1], 1e-05, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = libdevice.rsqrt(tmp35)
    tmp37 = tmp31 * tmp36
    tmp39 = tmp37 * tmp38
    tmp41 = tmp39 + tmp40
    tmp42 = tmp41.to(tl.float32)
    tl.store(out_ptr0 + (r0_2 + 768*x3), tmp14, r0_mask)
    tl.store(out_ptr3 + (r0_2 + 768*x3), tmp42, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_2 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_8 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, arg_8, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.047224832
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zw/czwfoffac7mlnqqkxj3rlvaqg23pyitcl5kfv6g4mikj7gx3wskg.py
# Topologically Sorted Source Nodes: [x_11, hidden_states_9, hidden_states_10, view_19, x_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_10 => add_15, add_16, mul_10, mul_11, rsqrt_3, sub_5, var_mean_3
#   hidden_states_9 => add_14
#   view_19 => view_21
#   x_11 => view_20
#   x_12 => convert_element_type_36
# Graph fragment:
#   %addmm_5 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %getitem_31 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_31]
#   %buf46 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf46]
#   %arg21_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %arg22_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %view_20 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_31), kwargs = {})
#   %add_15 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_30, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_10 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_3), kwargs = {})
#   %mul_11 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %arg21_1), kwargs = {})
#   %add_16 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %arg22_1), kwargs = {})
#   %view_21 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_16, [-1, 768]), kwargs = {})
#   %convert_element_type_36 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_21, torch.bfloat16), kwargs = {})
#   return %getitem_31,%buf46,%convert_element_type_36
triton_per_fused__to_copy_add_native_layer_norm_view_13 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_13', '''
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
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 31463424}, 'kernel_num_gb': 0.025171968, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 768
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp27 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp29 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 + tmp2
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(r0_mask, tmp4, 0)
    tmp7 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp11 = tl.full([1, 1], 768, tl.int32)
    tmp12 = tmp11.to(tl.float32)
    tmp13 = (tmp10 / tmp12)
    tmp14 = tmp4 - tmp13
    tmp15 = tmp14 * tmp14
    tmp16 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tmp3 - tmp13
    tmp21 = tl.full([1, 1], 768.0, tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tl.full([1, 1], 1e-05, tl.float32)
    tmp24 = tmp22 + tmp23
    tmp25 = libdevice.rsqrt(tmp24)
    tmp26 = tmp20 * tmp25
    tmp28 = tmp26 * tmp27
    tmp30 = tmp28 + tmp29
    tmp31 = tmp30.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_13.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_13.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.025171968
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/25/c253dwx37ldlulpshzekb63pil3mwlsnhrpqeqmdyphrxh3i7s6i.py
# Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_13 => add_19
#   hidden_states_14 => add_20, add_21, mul_16, mul_17, rsqrt_4, sub_6, var_mean_4
#   hidden_states_9 => add_14
#   view_23 => view_25
#   x_11 => view_20
#   x_15 => view_24
#   x_16 => convert_element_type_49
# Graph fragment:
#   %addmm_5 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %addmm_7 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %getitem_33 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_33]
#   %buf57 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf57]
#   %arg27_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %arg28_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg28_1]
#   %view_20 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %view_24 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [32, 128, 768]), kwargs = {})
#   %add_19 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_24), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_19, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_6 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_19, %getitem_33), kwargs = {})
#   %add_20 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_32, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_20,), kwargs = {})
#   %mul_16 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %rsqrt_4), kwargs = {})
#   %mul_17 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %arg27_1), kwargs = {})
#   %add_21 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %arg28_1), kwargs = {})
#   %view_25 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_21, [-1, 768]), kwargs = {})
#   %convert_element_type_49 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_25, torch.bfloat16), kwargs = {})
#   return %getitem_33,%buf57,%convert_element_type_49
triton_per_fused__to_copy_add_native_layer_norm_view_14 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_14', '''
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
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*fp32', 'in_ptr2': '*bf16', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_14', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 37754880}, 'kernel_num_gb': 0.031463424, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_14(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 768
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 768, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 768.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-05, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tmp34 = tmp33.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp34, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_14.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_14.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.031463424
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/fn/cfnu6nvowztgsi6dm3odovftqbyowa72jrnckgyovrkcqwsvf67q.py
# Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16, view_30, x_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_13 => add_19
#   hidden_states_15 => add_22
#   hidden_states_16 => add_23, add_24, mul_18, mul_19, rsqrt_5, sub_7, var_mean_5
#   hidden_states_9 => add_14
#   view_30 => view_33
#   x_11 => view_20
#   x_15 => view_24
#   x_19 => view_32
#   x_20 => convert_element_type_60
# Graph fragment:
#   %addmm_9 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %addmm_5 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %addmm_7 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %getitem_47 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_47]
#   %buf73 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf73]
#   %arg33_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg33_1]
#   %arg34_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg34_1]
#   %view_20 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %view_24 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [32, 128, 768]), kwargs = {})
#   %add_19 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_24), kwargs = {})
#   %view_32 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [32, 128, 768]), kwargs = {})
#   %add_22 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_32, %add_19), kwargs = {})
#   %var_mean_5 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_22, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_7 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_22, %getitem_47), kwargs = {})
#   %add_23 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_46, 1e-05), kwargs = {})
#   %rsqrt_5 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_23,), kwargs = {})
#   %mul_18 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %rsqrt_5), kwargs = {})
#   %mul_19 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, %arg33_1), kwargs = {})
#   %add_24 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_19, %arg34_1), kwargs = {})
#   %view_33 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_24, [-1, 768]), kwargs = {})
#   %convert_element_type_60 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_33, torch.bfloat16), kwargs = {})
#   return %getitem_47,%buf73,%convert_element_type_60
triton_per_fused__to_copy_add_native_layer_norm_view_15 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_15', '''
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
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_15', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 44046336}, 'kernel_num_gb': 0.03775488, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_15(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 768
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp6 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp35 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 + tmp4
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp5 + tmp7
    tmp9 = tmp1 + tmp8
    tmp10 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask, tmp10, 0)
    tmp13 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tl.full([1, 1], 768, tl.int32)
    tmp18 = tmp17.to(tl.float32)
    tmp19 = (tmp16 / tmp18)
    tmp20 = tmp10 - tmp19
    tmp21 = tmp20 * tmp20
    tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(r0_mask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tmp9 - tmp19
    tmp27 = tl.full([1, 1], 768.0, tl.float32)
    tmp28 = (tmp25 / tmp27)
    tmp29 = tl.full([1, 1], 1e-05, tl.float32)
    tmp30 = tmp28 + tmp29
    tmp31 = libdevice.rsqrt(tmp30)
    tmp32 = tmp26 * tmp31
    tmp34 = tmp32 * tmp33
    tmp36 = tmp34 + tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp37, r0_mask)


def get_args():
    arg_0 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_15.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_15.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.03775488
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/2i/c2iommbkeszlmtiv2dq67mpvg3yvdfkfhpx6bnmrln43vcolrwit.py
# Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, x_23, hidden_states_19, hidden_states_20, view_34, x_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_13 => add_19
#   hidden_states_15 => add_22
#   hidden_states_19 => add_27
#   hidden_states_20 => add_28, add_29, mul_24, mul_25, rsqrt_6, sub_8, var_mean_6
#   hidden_states_9 => add_14
#   view_34 => view_37
#   x_11 => view_20
#   x_15 => view_24
#   x_19 => view_32
#   x_23 => view_36
#   x_24 => convert_element_type_73
# Graph fragment:
#   %addmm_9 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_9]
#   %addmm_5 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_5]
#   %add_11 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_11]
#   %addmm_7 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_7]
#   %addmm_11 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_11]
#   %add_27 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_27]
#   %getitem_49 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_49]
#   %buf85 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf85]
#   %arg39_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg39_1]
#   %arg40_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg40_1]
#   %view_20 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_5, [32, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %view_24 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_7, [32, 128, 768]), kwargs = {})
#   %add_19 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_14, %view_24), kwargs = {})
#   %view_32 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_9, [32, 128, 768]), kwargs = {})
#   %add_22 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_32, %add_19), kwargs = {})
#   %view_36 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_11, [32, 128, 768]), kwargs = {})
#   %add_27 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_22, %view_36), kwargs = {})
#   %var_mean_6 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_27, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_8 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_27, %getitem_49), kwargs = {})
#   %add_28 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, 1e-05), kwargs = {})
#   %rsqrt_6 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_28,), kwargs = {})
#   %mul_24 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_8, %rsqrt_6), kwargs = {})
#   %mul_25 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %arg39_1), kwargs = {})
#   %add_29 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_25, %arg40_1), kwargs = {})
#   %view_37 : Tensor "f32[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_29, [-1, 768]), kwargs = {})
#   %convert_element_type_73 : Tensor "bf16[4096, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%view_37, torch.bfloat16), kwargs = {})
#   return %add_27,%getitem_49,%buf85,%convert_element_type_73
triton_per_fused__to_copy_add_native_layer_norm_view_16 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_16', '''
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
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*bf16', 'in_ptr1': '*bf16', 'in_ptr2': '*bf16', 'in_ptr3': '*bf16', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*bf16', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_16', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 88086528}, 'kernel_num_gb': 0.056629248, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_16(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 768
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp4 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp6 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp10 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp36 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp2.to(tl.float32)
    tmp5 = tmp3 + tmp4
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp5 + tmp7
    tmp9 = tmp1 + tmp8
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 768.0, tl.float32)
    tmp31 = (tmp28 / tmp30)
    tmp32 = tl.full([1, 1], 1e-05, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 + tmp38
    tmp40 = tmp39.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp12, r0_mask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp40, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_4 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_16.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_16.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.056629248
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/ry/crycgxagic6iems6i2yzrquizjv3c66dyg3sd4qupj4pwryd4jfu.py
# Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand_1
#   attn_output_12 => _scaled_dot_product_cudnn_attention_3, full_default_7, full_default_8, where_3
#   attn_output_16 => _scaled_dot_product_cudnn_attention_4, full_default_10, full_default_9, where_4
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   key_states_7 => permute_12
#   key_states_9 => permute_16
#   kv_arange => add_3
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   q_arange => add_2
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states_7 => permute_14
#   query_states_9 => permute_18
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split_3 => split_3
#   split_4 => split_4
#   value_states_7 => permute_13
#   value_states_9 => permute_17
#   view_36 => view_39
#   view_37 => view_40
#   view_38 => view_41
#   view_47 => view_51
#   view_48 => view_52
#   view_49 => view_53
#   x_25 => view_38
#   x_33 => view_50
# Graph fragment:
#   %cumsum : Tensor "i64[32, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_4 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_4, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_3, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 1), kwargs = {})
#   %unsqueeze_9 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %iota_3 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 1), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_9, %unsqueeze_6), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %iota_1 : Tensor "i64[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (32,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[32, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[32, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[32, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[32, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand_1 : Tensor "b8[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [32, -1, 128, 128]), kwargs = {})
#   %view_38 : Tensor "bf16[32, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_12, [32, 128, 2304]), kwargs = {})
#   %split_3 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_38, 768, 2), kwargs = {})
#   %view_41 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_50, [32, 128, -1, 64]), kwargs = {})
#   %permute_14 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_41, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_51, [32, 128, -1, 64]), kwargs = {})
#   %permute_12 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_39, [0, 2, 1, 3]), kwargs = {})
#   %view_40 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_52, [32, 128, -1, 64]), kwargs = {})
#   %permute_13 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_40, [0, 2, 1, 3]), kwargs = {})
#   %full_default_8 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_7 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_8, %full_default_7), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_3 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_14, %permute_12, %permute_13, %where_3, False), kwargs = {scale: 0.125})
#   %view_50 : Tensor "bf16[32, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_16, [32, 128, 2304]), kwargs = {})
#   %split_4 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_50, 768, 2), kwargs = {})
#   %view_53 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_66, [32, 128, -1, 64]), kwargs = {})
#   %permute_18 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1, 3]), kwargs = {})
#   %view_51 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_67, [32, 128, -1, 64]), kwargs = {})
#   %permute_16 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_51, [0, 2, 1, 3]), kwargs = {})
#   %view_52 : Tensor "bf16[32, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_68, [32, 128, -1, 64]), kwargs = {})
#   %permute_17 : Tensor "bf16[32, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_52, [0, 2, 1, 3]), kwargs = {})
#   %full_default_10 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_9 : Tensor "bf16[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -65536.0), kwargs = {dtype: torch.bfloat16, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "bf16[32, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand_1, %full_default_10, %full_default_9), kwargs = {})
#   %_scaled_dot_product_cudnn_attention_4 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_cudnn_attention.default](args = (%permute_18, %permute_16, %permute_17, %where_4, False), kwargs = {scale: 0.125})
#   return %buf91,%buf118
triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17 = async_compile.triton('triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*bf16', 'out_ptr1': '*bf16', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 32768, 'x': 4227072}, 'kernel_num_gb': 0.00212992, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17(in_ptr0, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4096
    xnumel = 128
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 128)
    y3 = yindex
    y1 = yindex // 128
    tmp5 = tl.load(in_ptr0 + (y3), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x2 + 128*y1), xmask, eviction_policy='evict_last')
    tmp0 = x2
    tmp1 = y0
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1, 1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1, 1], 0.0, tl.float32)
    tmp10 = tl.full([1, 1], -65536.0, tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2 + 128*y3), tmp11, xmask)
    tl.store(out_ptr1 + (x2 + 128*y3), tmp11, xmask)


def get_args():
    arg_0 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((32, 1, 128, 128), (16384, 16384, 128, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_2 = rand_strided((32, 1, 128, 128), (16384, 16384, 128, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, arg_2, 4096, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00212992
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/zt/czttllpzffeyvqm3dskrfbnmhhxhnfxy6djsuc4gguepxg5rtuin.py
# Topologically Sorted Source Nodes: [x_91, hidden_states_69, x_95, hidden_states_73, hidden_states_74, logits], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
# Source node to ATen node mapping:
#   hidden_states_69 => add_94
#   hidden_states_73 => add_99
#   hidden_states_74 => add_100, add_101, mul_96, mul_97, rsqrt_24, sub_26, var_mean_24
#   logits => convert_element_type_289
#   x_91 => view_140
#   x_95 => view_144
# Graph fragment:
#   %addmm_45 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_45]
#   %add_91 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_91]
#   %addmm_47 : Tensor "bf16[4096, 768][768, 1]cuda:0" = PlaceHolder[target=addmm_47]
#   %getitem_193 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=getitem_193]
#   %buf332 : Tensor "f32[32, 128, 1][128, 1, 4096]cuda:0" = PlaceHolder[target=buf332]
#   %arg147_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg147_1]
#   %arg148_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg148_1]
#   %view_140 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_45, [32, 128, 768]), kwargs = {})
#   %add_94 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_140, %add_91), kwargs = {})
#   %view_144 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_47, [32, 128, 768]), kwargs = {})
#   %add_99 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_94, %view_144), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_99, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_26 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_99, %getitem_193), kwargs = {})
#   %add_100 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_192, 1e-05), kwargs = {})
#   %rsqrt_24 : Tensor "f32[32, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_100,), kwargs = {})
#   %mul_96 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %rsqrt_24), kwargs = {})
#   %mul_97 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %arg147_1), kwargs = {})
#   %add_101 : Tensor "f32[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_97, %arg148_1), kwargs = {})
#   %convert_element_type_289 : Tensor "bf16[32, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%add_101, torch.bfloat16), kwargs = {})
#   return %getitem_193,%buf332,%convert_element_type_289
triton_per_fused__to_copy_add_native_layer_norm_view_18 = async_compile.triton('triton_per_fused__to_copy_add_native_layer_norm_view_18', '''
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
    size_hints={'x': 4096, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*bf16', 'in_ptr0': '*fp32', 'in_ptr1': '*bf16', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused__to_copy_add_native_layer_norm_view_18', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 37754880}, 'kernel_num_gb': 0.031463424, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused__to_copy_add_native_layer_norm_view_18(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 768
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp2 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask, other=0.0)
    tmp4 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask, other=0.0).to(tl.float32)
    tmp30 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp32 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tmp0.to(tl.float32)
    tmp3 = tmp1 + tmp2
    tmp5 = tmp4.to(tl.float32)
    tmp6 = tmp3 + tmp5
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(r0_mask, tmp7, 0)
    tmp10 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp12 = tl.where(r0_mask, tmp10, 0)
    tmp13 = tl.sum(tmp12, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 768, tl.int32)
    tmp15 = tmp14.to(tl.float32)
    tmp16 = (tmp13 / tmp15)
    tmp17 = tmp7 - tmp16
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp6 - tmp16
    tmp24 = tl.full([1, 1], 768.0, tl.float32)
    tmp25 = (tmp22 / tmp24)
    tmp26 = tl.full([1, 1], 1e-05, tl.float32)
    tmp27 = tmp25 + tmp26
    tmp28 = libdevice.rsqrt(tmp27)
    tmp29 = tmp23 * tmp28
    tmp31 = tmp29 * tmp30
    tmp33 = tmp31 + tmp32
    tmp34 = tmp33.to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp34, r0_mask)


def get_args():
    arg_0 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((32, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((4096, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 4096, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused__to_copy_add_native_layer_norm_view_18.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused__to_copy_add_native_layer_norm_view_18.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.031463424
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/to/ctofxofn5m2nofrzxbr5lparimkvwte6n6m26zooo2sllft2wzhk.py
# Topologically Sorted Source Nodes: [logits], Original ATen: [aten._to_copy]
# Source node to ATen node mapping:
#   logits => convert_element_type_288
# Graph fragment:
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %convert_element_type_288 : Tensor "bf16[50257, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   return %convert_element_type_288
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
    size_hints={'x': 67108864}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_19', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 308779008}, 'kernel_num_gb': 0.231584256, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_19(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 38597376
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tmp0.to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp1, xmask)


def get_args():
    arg_0 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 38597376,


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
    num_gb = 0.231584256
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-qbqliX/inductor/dy/cdyswcvr4yvecnk7iiuqpsh73v45tpflwghha66cv5qwtkwnpvxm.py
# Topologically Sorted Source Nodes: [logits, ], Original ATen: [aten._to_copy, aten.t, aten.mm]
# Source node to ATen node mapping:
#    => constant_pad_nd_default
#   logits => convert_element_type_288, permute_48
# Graph fragment:
#   %convert_element_type_288 : Tensor "bf16[50257, 768][768, 1]cuda:0" = PlaceHolder[target=convert_element_type_288]
#   %convert_element_type_288 : Tensor "bf16[50257, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg1_1, torch.bfloat16), kwargs = {})
#   %permute_48 : Tensor "bf16[768, 50257][1, 768]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%convert_element_type_288, [1, 0]), kwargs = {})
#   %constant_pad_nd_default : Tensor "bf16[768, 50264][50264, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%permute_48, [0, 7, 0, 0]), kwargs = {})
#   return %constant_pad_nd_default
triton_poi_fused__to_copy_mm_t_20 = async_compile.triton('triton_poi_fused__to_copy_mm_t_20', '''
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
    size_hints={'x': 67108864}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*bf16', 'out_ptr0': '*bf16', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__to_copy_mm_t_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 231605760}, 'kernel_num_gb': 0.154400256, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__to_copy_mm_t_20(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 38602752
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 768
    x2 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 50257, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = tl.load(in_ptr0 + (x2), tmp2 & xmask, other=0.0).to(tl.float32)
    tl.store(out_ptr0 + (x2), tmp3, xmask)


def get_args():
    arg_0 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.bfloat16)
    arg_1 = rand_strided((768, 50264), (1, 768), device='cuda:0', dtype=torch.bfloat16)
    return arg_0, arg_1, 38602752,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__to_copy_mm_t_20.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__to_copy_mm_t_20.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.154400256
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1 = args
        args.clear()
        assert_size_stride(arg0_1, (32, 128), (128, 1))
        assert_size_stride(arg1_1, (50257, 768), (768, 1))
        assert_size_stride(arg2_1, (1024, 768), (768, 1))
        assert_size_stride(arg3_1, (768, ), (1, ))
        assert_size_stride(arg4_1, (768, ), (1, ))
        assert_size_stride(arg5_1, (2304, ), (1, ))
        assert_size_stride(arg6_1, (768, 2304), (2304, 1))
        assert_size_stride(arg7_1, (768, ), (1, ))
        assert_size_stride(arg8_1, (768, 768), (768, 1))
        assert_size_stride(arg9_1, (768, ), (1, ))
        assert_size_stride(arg10_1, (768, ), (1, ))
        assert_size_stride(arg11_1, (3072, ), (1, ))
        assert_size_stride(arg12_1, (768, 3072), (3072, 1))
        assert_size_stride(arg13_1, (768, ), (1, ))
        assert_size_stride(arg14_1, (3072, 768), (768, 1))
        assert_size_stride(arg15_1, (768, ), (1, ))
        assert_size_stride(arg16_1, (768, ), (1, ))
        assert_size_stride(arg17_1, (2304, ), (1, ))
        assert_size_stride(arg18_1, (768, 2304), (2304, 1))
        assert_size_stride(arg19_1, (768, ), (1, ))
        assert_size_stride(arg20_1, (768, 768), (768, 1))
        assert_size_stride(arg21_1, (768, ), (1, ))
        assert_size_stride(arg22_1, (768, ), (1, ))
        assert_size_stride(arg23_1, (3072, ), (1, ))
        assert_size_stride(arg24_1, (768, 3072), (3072, 1))
        assert_size_stride(arg25_1, (768, ), (1, ))
        assert_size_stride(arg26_1, (3072, 768), (768, 1))
        assert_size_stride(arg27_1, (768, ), (1, ))
        assert_size_stride(arg28_1, (768, ), (1, ))
        assert_size_stride(arg29_1, (2304, ), (1, ))
        assert_size_stride(arg30_1, (768, 2304), (2304, 1))
        assert_size_stride(arg31_1, (768, ), (1, ))
        assert_size_stride(arg32_1, (768, 768), (768, 1))
        assert_size_stride(arg33_1, (768, ), (1, ))
        assert_size_stride(arg34_1, (768, ), (1, ))
        assert_size_stride(arg35_1, (3072, ), (1, ))
        assert_size_stride(arg36_1, (768, 3072), (3072, 1))
        assert_size_stride(arg37_1, (768, ), (1, ))
        assert_size_stride(arg38_1, (3072, 768), (768, 1))
        assert_size_stride(arg39_1, (768, ), (1, ))
        assert_size_stride(arg40_1, (768, ), (1, ))
        assert_size_stride(arg41_1, (2304, ), (1, ))
        assert_size_stride(arg42_1, (768, 2304), (2304, 1))
        assert_size_stride(arg43_1, (768, ), (1, ))
        assert_size_stride(arg44_1, (768, 768), (768, 1))
        assert_size_stride(arg45_1, (768, ), (1, ))
        assert_size_stride(arg46_1, (768, ), (1, ))
        assert_size_stride(arg47_1, (3072, ), (1, ))
        assert_size_stride(arg48_1, (768, 3072), (3072, 1))
        assert_size_stride(arg49_1, (768, ), (1, ))
        assert_size_stride(arg50_1, (3072, 768), (768, 1))
        assert_size_stride(arg51_1, (768, ), (1, ))
        assert_size_stride(arg52_1, (768, ), (1, ))
        assert_size_stride(arg53_1, (2304, ), (1, ))
        assert_size_stride(arg54_1, (768, 2304), (2304, 1))
        assert_size_stride(arg55_1, (768, ), (1, ))
        assert_size_stride(arg56_1, (768, 768), (768, 1))
        assert_size_stride(arg57_1, (768, ), (1, ))
        assert_size_stride(arg58_1, (768, ), (1, ))
        assert_size_stride(arg59_1, (3072, ), (1, ))
        assert_size_stride(arg60_1, (768, 3072), (3072, 1))
        assert_size_stride(arg61_1, (768, ), (1, ))
        assert_size_stride(arg62_1, (3072, 768), (768, 1))
        assert_size_stride(arg63_1, (768, ), (1, ))
        assert_size_stride(arg64_1, (768, ), (1, ))
        assert_size_stride(arg65_1, (2304, ), (1, ))
        assert_size_stride(arg66_1, (768, 2304), (2304, 1))
        assert_size_stride(arg67_1, (768, ), (1, ))
        assert_size_stride(arg68_1, (768, 768), (768, 1))
        assert_size_stride(arg69_1, (768, ), (1, ))
        assert_size_stride(arg70_1, (768, ), (1, ))
        assert_size_stride(arg71_1, (3072, ), (1, ))
        assert_size_stride(arg72_1, (768, 3072), (3072, 1))
        assert_size_stride(arg73_1, (768, ), (1, ))
        assert_size_stride(arg74_1, (3072, 768), (768, 1))
        assert_size_stride(arg75_1, (768, ), (1, ))
        assert_size_stride(arg76_1, (768, ), (1, ))
        assert_size_stride(arg77_1, (2304, ), (1, ))
        assert_size_stride(arg78_1, (768, 2304), (2304, 1))
        assert_size_stride(arg79_1, (768, ), (1, ))
        assert_size_stride(arg80_1, (768, 768), (768, 1))
        assert_size_stride(arg81_1, (768, ), (1, ))
        assert_size_stride(arg82_1, (768, ), (1, ))
        assert_size_stride(arg83_1, (3072, ), (1, ))
        assert_size_stride(arg84_1, (768, 3072), (3072, 1))
        assert_size_stride(arg85_1, (768, ), (1, ))
        assert_size_stride(arg86_1, (3072, 768), (768, 1))
        assert_size_stride(arg87_1, (768, ), (1, ))
        assert_size_stride(arg88_1, (768, ), (1, ))
        assert_size_stride(arg89_1, (2304, ), (1, ))
        assert_size_stride(arg90_1, (768, 2304), (2304, 1))
        assert_size_stride(arg91_1, (768, ), (1, ))
        assert_size_stride(arg92_1, (768, 768), (768, 1))
        assert_size_stride(arg93_1, (768, ), (1, ))
        assert_size_stride(arg94_1, (768, ), (1, ))
        assert_size_stride(arg95_1, (3072, ), (1, ))
        assert_size_stride(arg96_1, (768, 3072), (3072, 1))
        assert_size_stride(arg97_1, (768, ), (1, ))
        assert_size_stride(arg98_1, (3072, 768), (768, 1))
        assert_size_stride(arg99_1, (768, ), (1, ))
        assert_size_stride(arg100_1, (768, ), (1, ))
        assert_size_stride(arg101_1, (2304, ), (1, ))
        assert_size_stride(arg102_1, (768, 2304), (2304, 1))
        assert_size_stride(arg103_1, (768, ), (1, ))
        assert_size_stride(arg104_1, (768, 768), (768, 1))
        assert_size_stride(arg105_1, (768, ), (1, ))
        assert_size_stride(arg106_1, (768, ), (1, ))
        assert_size_stride(arg107_1, (3072, ), (1, ))
        assert_size_stride(arg108_1, (768, 3072), (3072, 1))
        assert_size_stride(arg109_1, (768, ), (1, ))
        assert_size_stride(arg110_1, (3072, 768), (768, 1))
        assert_size_stride(arg111_1, (768, ), (1, ))
        assert_size_stride(arg112_1, (768, ), (1, ))
        assert_size_stride(arg113_1, (2304, ), (1, ))
        assert_size_stride(arg114_1, (768, 2304), (2304, 1))
        assert_size_stride(arg115_1, (768, ), (1, ))
        assert_size_stride(arg116_1, (768, 768), (768, 1))
        assert_size_stride(arg117_1, (768, ), (1, ))
        assert_size_stride(arg118_1, (768, ), (1, ))
        assert_size_stride(arg119_1, (3072, ), (1, ))
        assert_size_stride(arg120_1, (768, 3072), (3072, 1))
        assert_size_stride(arg121_1, (768, ), (1, ))
        assert_size_stride(arg122_1, (3072, 768), (768, 1))
        assert_size_stride(arg123_1, (768, ), (1, ))
        assert_size_stride(arg124_1, (768, ), (1, ))
        assert_size_stride(arg125_1, (2304, ), (1, ))
        assert_size_stride(arg126_1, (768, 2304), (2304, 1))
        assert_size_stride(arg127_1, (768, ), (1, ))
        assert_size_stride(arg128_1, (768, 768), (768, 1))
        assert_size_stride(arg129_1, (768, ), (1, ))
        assert_size_stride(arg130_1, (768, ), (1, ))
        assert_size_stride(arg131_1, (3072, ), (1, ))
        assert_size_stride(arg132_1, (768, 3072), (3072, 1))
        assert_size_stride(arg133_1, (768, ), (1, ))
        assert_size_stride(arg134_1, (3072, 768), (768, 1))
        assert_size_stride(arg135_1, (768, ), (1, ))
        assert_size_stride(arg136_1, (768, ), (1, ))
        assert_size_stride(arg137_1, (2304, ), (1, ))
        assert_size_stride(arg138_1, (768, 2304), (2304, 1))
        assert_size_stride(arg139_1, (768, ), (1, ))
        assert_size_stride(arg140_1, (768, 768), (768, 1))
        assert_size_stride(arg141_1, (768, ), (1, ))
        assert_size_stride(arg142_1, (768, ), (1, ))
        assert_size_stride(arg143_1, (3072, ), (1, ))
        assert_size_stride(arg144_1, (768, 3072), (3072, 1))
        assert_size_stride(arg145_1, (768, ), (1, ))
        assert_size_stride(arg146_1, (3072, 768), (768, 1))
        assert_size_stride(arg147_1, (768, ), (1, ))
        assert_size_stride(arg148_1, (768, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten._to_copy]
            # [Provenance debug handles] triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_0.run(arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, buf3, 4096, 768, stream=stream0)
            del arg3_1
            del arg4_1
            buf4 = empty_strided_cuda((768, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:2
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg6_1, buf4, 1769472, stream=stream0)
            del arg6_1
            buf5 = empty_strided_cuda((2304, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:3
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg5_1, buf5, 2304, stream=stream0)
            del arg5_1
            buf6 = empty_strided_cuda((4096, 2304), (2304, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, x, view_1], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:4
            extern_kernels.addmm(buf5, buf3, buf4, alpha=1, beta=1, out=buf6)
            buf7 = empty_strided_cuda((32, 128), (128, 1), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, position_ids_2, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.expand, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
            # [Provenance debug handles] triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_3:5
            stream0 = get_raw_stream(0)
            triton_per_fused_add_arange_cat_cumsum_expand_ne_slice_sub_unsqueeze_3.run(buf7, 32, 128, stream=stream0)
            buf8 = empty_strided_cuda((32, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            buf36 = empty_strided_cuda((32, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            buf63 = empty_strided_cuda((32, 1, 128, 128), (16384, 16384, 128, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4:6
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4.run(buf7, buf8, buf36, buf63, 4096, 128, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:7
            buf9 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf6, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf6, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf6, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf8, False, scale=0.125)
            buf10 = buf9[0]
            assert_size_stride(buf10, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf10, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf9
            buf14 = empty_strided_cuda((768, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:8
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg8_1, buf14, 589824, stream=stream0)
            del arg8_1
            buf15 = empty_strided_cuda((768, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_2], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:9
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg7_1, buf15, 768, stream=stream0)
            del arg7_1
            buf16 = buf3; del buf3  # reuse
            # Topologically Sorted Source Nodes: [x_2, transpose_3, reshape, view_6], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:10
            extern_kernels.addmm(buf15, reinterpret_tensor(buf10, (4096, 768), (768, 1), 0), buf14, alpha=1, beta=1, out=buf16)
            buf20 = reinterpret_tensor(buf10, (4096, 768), (768, 1), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, hidden_states_4, view_8, x_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_7:11
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_7.run(buf16, arg0_1, arg1_1, arg2_1, arg9_1, arg10_1, buf20, 4096, 768, stream=stream0)
            del arg10_1
            del arg9_1
            buf21 = empty_strided_cuda((768, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_4], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:12
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg12_1, buf21, 2359296, stream=stream0)
            del arg12_1
            buf22 = empty_strided_cuda((3072, ), (1, ), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_4], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:13
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg11_1, buf22, 3072, stream=stream0)
            del arg11_1
            buf23 = empty_strided_cuda((4096, 3072), (3072, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, hidden_states_4, x_4, view_8], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:14
            extern_kernels.addmm(buf22, buf20, buf21, alpha=1, beta=1, out=buf23)
            buf24 = buf23; del buf23  # reuse
            # Topologically Sorted Source Nodes: [x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10, x_6], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:15
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf24, 12582912, stream=stream0)
            buf25 = reinterpret_tensor(buf21, (3072, 768), (768, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:16
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg14_1, buf25, 2359296, stream=stream0)
            del arg14_1
            buf26 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [x_6], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:17
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg13_1, buf26, 768, stream=stream0)
            del arg13_1
            buf27 = buf20; del buf20  # reuse
            # Topologically Sorted Source Nodes: [x_6, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:18
            extern_kernels.addmm(buf26, buf24, buf25, alpha=1, beta=1, out=buf27)
            buf28 = empty_strided_cuda((32, 128, 768), (98304, 768, 1), torch.float32)
            buf32 = empty_strided_cuda((4096, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, x_3, hidden_states_3, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.view, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12:19
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_arange_embedding_native_layer_norm_unsqueeze_view_12.run(buf16, arg0_1, arg1_1, arg2_1, buf27, arg15_1, arg16_1, buf28, buf32, 4096, 768, stream=stream0)
            del arg0_1
            del arg15_1
            del arg16_1
            del arg2_1
            buf33 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:20
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg18_1, buf33, 1769472, stream=stream0)
            del arg18_1
            buf34 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [x_8], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:21
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg17_1, buf34, 2304, stream=stream0)
            del arg17_1
            buf35 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_8, x_8, view_12], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:22
            extern_kernels.addmm(buf34, buf32, buf33, alpha=1, beta=1, out=buf35)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:23
            buf37 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf35, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf35, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf35, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf36, False, scale=0.125)
            buf38 = buf37[0]
            assert_size_stride(buf38, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf38, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf37
            buf42 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [x_10], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:24
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg20_1, buf42, 589824, stream=stream0)
            del arg20_1
            buf43 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [x_10], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:25
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg19_1, buf43, 768, stream=stream0)
            del arg19_1
            buf44 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [x_10, transpose_7, reshape_1, view_17], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:26
            extern_kernels.addmm(buf43, reinterpret_tensor(buf38, (4096, 768), (768, 1), 0), buf42, alpha=1, beta=1, out=buf44)
            buf48 = reinterpret_tensor(buf38, (4096, 768), (768, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, hidden_states_10, view_19, x_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:27
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf44, buf28, arg21_1, arg22_1, buf48, 4096, 768, stream=stream0)
            del arg21_1
            del arg22_1
            buf49 = reinterpret_tensor(buf25, (768, 3072), (3072, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:28
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg24_1, buf49, 2359296, stream=stream0)
            del arg24_1
            buf50 = buf22; del buf22  # reuse
            # Topologically Sorted Source Nodes: [x_12], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:29
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg23_1, buf50, 3072, stream=stream0)
            del arg23_1
            buf51 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, hidden_states_10, x_12, view_19], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:30
            extern_kernels.addmm(buf50, buf48, buf49, alpha=1, beta=1, out=buf51)
            buf52 = buf51; del buf51  # reuse
            # Topologically Sorted Source Nodes: [x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21, x_14], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:31
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf52, 12582912, stream=stream0)
            buf53 = reinterpret_tensor(buf49, (3072, 768), (768, 1), 0); del buf49  # reuse
            # Topologically Sorted Source Nodes: [x_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:32
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg26_1, buf53, 2359296, stream=stream0)
            del arg26_1
            buf54 = buf43; del buf43  # reuse
            # Topologically Sorted Source Nodes: [x_14], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:33
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg25_1, buf54, 768, stream=stream0)
            del arg25_1
            buf55 = buf48; del buf48  # reuse
            # Topologically Sorted Source Nodes: [x_14, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:34
            extern_kernels.addmm(buf54, buf52, buf53, alpha=1, beta=1, out=buf55)
            buf59 = buf27; del buf27  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:35
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf44, buf28, buf55, arg27_1, arg28_1, buf59, 4096, 768, stream=stream0)
            del arg27_1
            del arg28_1
            buf60 = buf33; del buf33  # reuse
            # Topologically Sorted Source Nodes: [x_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:36
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg30_1, buf60, 1769472, stream=stream0)
            del arg30_1
            buf61 = buf34; del buf34  # reuse
            # Topologically Sorted Source Nodes: [x_16], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:37
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg29_1, buf61, 2304, stream=stream0)
            del arg29_1
            buf62 = buf35; del buf35  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, hidden_states_14, x_16, view_23], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:38
            extern_kernels.addmm(buf61, buf59, buf60, alpha=1, beta=1, out=buf62)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:39
            buf64 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf62, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf62, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf62, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf63, False, scale=0.125)
            buf65 = buf64[0]
            assert_size_stride(buf65, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf65, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf64
            buf69 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [x_18], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:40
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg32_1, buf69, 589824, stream=stream0)
            del arg32_1
            buf70 = buf54; del buf54  # reuse
            # Topologically Sorted Source Nodes: [x_18], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:41
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg31_1, buf70, 768, stream=stream0)
            del arg31_1
            buf71 = buf59; del buf59  # reuse
            # Topologically Sorted Source Nodes: [x_18, transpose_11, reshape_2, view_28], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:42
            extern_kernels.addmm(buf70, reinterpret_tensor(buf65, (4096, 768), (768, 1), 0), buf69, alpha=1, beta=1, out=buf71)
            buf75 = reinterpret_tensor(buf65, (4096, 768), (768, 1), 0); del buf65  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16, view_30, x_20], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:43
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf71, buf44, buf28, buf55, arg33_1, arg34_1, buf75, 4096, 768, stream=stream0)
            del arg33_1
            del arg34_1
            buf76 = reinterpret_tensor(buf53, (768, 3072), (3072, 1), 0); del buf53  # reuse
            # Topologically Sorted Source Nodes: [x_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:44
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg36_1, buf76, 2359296, stream=stream0)
            del arg36_1
            buf77 = buf50; del buf50  # reuse
            # Topologically Sorted Source Nodes: [x_20], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg35_1, buf77, 3072, stream=stream0)
            del arg35_1
            buf78 = buf52; del buf52  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16, x_20, view_30], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:46
            extern_kernels.addmm(buf77, buf75, buf76, alpha=1, beta=1, out=buf78)
            buf79 = buf78; del buf78  # reuse
            # Topologically Sorted Source Nodes: [x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32, x_22], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:47
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf79, 12582912, stream=stream0)
            buf80 = reinterpret_tensor(buf76, (3072, 768), (768, 1), 0); del buf76  # reuse
            # Topologically Sorted Source Nodes: [x_22], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:48
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg38_1, buf80, 2359296, stream=stream0)
            del arg38_1
            buf81 = buf70; del buf70  # reuse
            # Topologically Sorted Source Nodes: [x_22], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:49
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg37_1, buf81, 768, stream=stream0)
            del arg37_1
            buf82 = buf75; del buf75  # reuse
            # Topologically Sorted Source Nodes: [x_22, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:50
            extern_kernels.addmm(buf81, buf79, buf80, alpha=1, beta=1, out=buf82)
            buf83 = buf28; del buf28  # reuse
            buf87 = buf16; del buf16  # reuse
            # Topologically Sorted Source Nodes: [x_11, hidden_states_9, x_15, hidden_states_13, x_19, hidden_states_15, x_23, hidden_states_19, hidden_states_20, view_34, x_24], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:51
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf83, buf71, buf44, buf55, buf82, arg39_1, arg40_1, buf87, 4096, 768, stream=stream0)
            del arg39_1
            del arg40_1
            del buf44
            del buf55
            buf88 = buf60; del buf60  # reuse
            # Topologically Sorted Source Nodes: [x_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:52
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg42_1, buf88, 1769472, stream=stream0)
            del arg42_1
            buf89 = buf61; del buf61  # reuse
            # Topologically Sorted Source Nodes: [x_24], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:53
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg41_1, buf89, 2304, stream=stream0)
            del arg41_1
            buf90 = buf62; del buf62  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_20, x_24, view_34], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:54
            extern_kernels.addmm(buf89, buf87, buf88, alpha=1, beta=1, out=buf90)
            buf91 = buf63; del buf63  # reuse
            buf118 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17:55
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17.run(buf7, buf91, buf118, 4096, 128, stream=stream0)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:56
            buf92 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf90, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf90, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf90, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf91, False, scale=0.125)
            buf93 = buf92[0]
            assert_size_stride(buf93, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf93, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf92
            buf97 = buf69; del buf69  # reuse
            # Topologically Sorted Source Nodes: [x_26], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:57
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg44_1, buf97, 589824, stream=stream0)
            del arg44_1
            buf98 = buf81; del buf81  # reuse
            # Topologically Sorted Source Nodes: [x_26], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:58
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg43_1, buf98, 768, stream=stream0)
            del arg43_1
            buf99 = buf87; del buf87  # reuse
            # Topologically Sorted Source Nodes: [x_26, transpose_15, reshape_3, view_39], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:59
            extern_kernels.addmm(buf98, reinterpret_tensor(buf93, (4096, 768), (768, 1), 0), buf97, alpha=1, beta=1, out=buf99)
            buf103 = reinterpret_tensor(buf93, (4096, 768), (768, 1), 0); del buf93  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, view_41, x_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:60
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf99, buf83, arg45_1, arg46_1, buf103, 4096, 768, stream=stream0)
            del arg45_1
            del arg46_1
            buf104 = reinterpret_tensor(buf80, (768, 3072), (3072, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:61
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg48_1, buf104, 2359296, stream=stream0)
            del arg48_1
            buf105 = buf77; del buf77  # reuse
            # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:62
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg47_1, buf105, 3072, stream=stream0)
            del arg47_1
            buf106 = buf79; del buf79  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, x_28, view_41], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:63
            extern_kernels.addmm(buf105, buf103, buf104, alpha=1, beta=1, out=buf106)
            buf107 = buf106; del buf106  # reuse
            # Topologically Sorted Source Nodes: [x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43, x_30], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:64
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf107, 12582912, stream=stream0)
            buf108 = reinterpret_tensor(buf104, (3072, 768), (768, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [x_30], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:65
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg50_1, buf108, 2359296, stream=stream0)
            del arg50_1
            buf109 = buf98; del buf98  # reuse
            # Topologically Sorted Source Nodes: [x_30], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:66
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg49_1, buf109, 768, stream=stream0)
            del arg49_1
            buf110 = buf103; del buf103  # reuse
            # Topologically Sorted Source Nodes: [x_30, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:67
            extern_kernels.addmm(buf109, buf107, buf108, alpha=1, beta=1, out=buf110)
            buf114 = buf82; del buf82  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, hidden_states_26, view_45, x_32], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:68
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf99, buf83, buf110, arg51_1, arg52_1, buf114, 4096, 768, stream=stream0)
            del arg51_1
            del arg52_1
            buf115 = buf88; del buf88  # reuse
            # Topologically Sorted Source Nodes: [x_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:69
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg54_1, buf115, 1769472, stream=stream0)
            del arg54_1
            buf116 = buf89; del buf89  # reuse
            # Topologically Sorted Source Nodes: [x_32], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:70
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg53_1, buf116, 2304, stream=stream0)
            del arg53_1
            buf117 = buf90; del buf90  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, hidden_states_26, x_32, view_45], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:71
            extern_kernels.addmm(buf116, buf114, buf115, alpha=1, beta=1, out=buf117)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:72
            buf119 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf117, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf117, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf117, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf118, False, scale=0.125)
            buf120 = buf119[0]
            assert_size_stride(buf120, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf120, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf119
            buf124 = buf97; del buf97  # reuse
            # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:73
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg56_1, buf124, 589824, stream=stream0)
            del arg56_1
            buf125 = buf109; del buf109  # reuse
            # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:74
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg55_1, buf125, 768, stream=stream0)
            del arg55_1
            buf126 = buf114; del buf114  # reuse
            # Topologically Sorted Source Nodes: [x_34, transpose_19, reshape_4, view_50], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:75
            extern_kernels.addmm(buf125, reinterpret_tensor(buf120, (4096, 768), (768, 1), 0), buf124, alpha=1, beta=1, out=buf126)
            buf130 = reinterpret_tensor(buf120, (4096, 768), (768, 1), 0); del buf120  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28, view_52, x_36], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:76
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf126, buf99, buf83, buf110, arg57_1, arg58_1, buf130, 4096, 768, stream=stream0)
            del arg57_1
            del arg58_1
            buf131 = reinterpret_tensor(buf108, (768, 3072), (3072, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [x_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:77
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg60_1, buf131, 2359296, stream=stream0)
            del arg60_1
            buf132 = buf105; del buf105  # reuse
            # Topologically Sorted Source Nodes: [x_36], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:78
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg59_1, buf132, 3072, stream=stream0)
            del arg59_1
            buf133 = buf107; del buf107  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28, x_36, view_52], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:79
            extern_kernels.addmm(buf132, buf130, buf131, alpha=1, beta=1, out=buf133)
            buf134 = buf133; del buf133  # reuse
            # Topologically Sorted Source Nodes: [x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54, x_38], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:80
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf134, 12582912, stream=stream0)
            buf135 = reinterpret_tensor(buf131, (3072, 768), (768, 1), 0); del buf131  # reuse
            # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:81
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg62_1, buf135, 2359296, stream=stream0)
            del arg62_1
            buf136 = buf125; del buf125  # reuse
            # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:82
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg61_1, buf136, 768, stream=stream0)
            del arg61_1
            buf137 = buf130; del buf130  # reuse
            # Topologically Sorted Source Nodes: [x_38, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:83
            extern_kernels.addmm(buf136, buf134, buf135, alpha=1, beta=1, out=buf137)
            buf138 = buf83; del buf83  # reuse
            buf142 = buf71; del buf71  # reuse
            # Topologically Sorted Source Nodes: [x_27, hidden_states_21, x_31, hidden_states_25, x_35, hidden_states_27, x_39, hidden_states_31, hidden_states_32, view_56, x_40], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:84
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf138, buf126, buf99, buf110, buf137, arg63_1, arg64_1, buf142, 4096, 768, stream=stream0)
            del arg63_1
            del arg64_1
            del buf110
            del buf126
            buf143 = buf115; del buf115  # reuse
            # Topologically Sorted Source Nodes: [x_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:85
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg66_1, buf143, 1769472, stream=stream0)
            del arg66_1
            buf144 = buf116; del buf116  # reuse
            # Topologically Sorted Source Nodes: [x_40], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:86
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg65_1, buf144, 2304, stream=stream0)
            del arg65_1
            buf145 = buf117; del buf117  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_32, x_40, view_56], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:87
            extern_kernels.addmm(buf144, buf142, buf143, alpha=1, beta=1, out=buf145)
            buf146 = buf118; del buf118  # reuse
            buf173 = buf91; del buf91  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_41, split_5, view_60, query_states_11, view_58, key_states_11, view_59, value_states_11, attn_output_20, x_49, split_6, view_71, query_states_13, view_69, key_states_13, view_70, value_states_13, attn_output_24], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17:88
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17.run(buf7, buf146, buf173, 4096, 128, stream=stream0)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_41, split_5, view_60, query_states_11, view_58, key_states_11, view_59, value_states_11, attn_output_20], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:89
            buf147 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf145, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf145, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf145, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf146, False, scale=0.125)
            buf148 = buf147[0]
            assert_size_stride(buf148, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf148, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf147
            buf152 = buf124; del buf124  # reuse
            # Topologically Sorted Source Nodes: [x_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:90
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg68_1, buf152, 589824, stream=stream0)
            del arg68_1
            buf153 = buf136; del buf136  # reuse
            # Topologically Sorted Source Nodes: [x_42], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:91
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg67_1, buf153, 768, stream=stream0)
            del arg67_1
            buf154 = buf142; del buf142  # reuse
            # Topologically Sorted Source Nodes: [x_42, transpose_23, reshape_5, view_61], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:92
            extern_kernels.addmm(buf153, reinterpret_tensor(buf148, (4096, 768), (768, 1), 0), buf152, alpha=1, beta=1, out=buf154)
            buf158 = reinterpret_tensor(buf148, (4096, 768), (768, 1), 0); del buf148  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, hidden_states_34, view_63, x_44], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:93
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf154, buf138, arg69_1, arg70_1, buf158, 4096, 768, stream=stream0)
            del arg69_1
            del arg70_1
            buf159 = reinterpret_tensor(buf135, (768, 3072), (3072, 1), 0); del buf135  # reuse
            # Topologically Sorted Source Nodes: [x_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:94
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg72_1, buf159, 2359296, stream=stream0)
            del arg72_1
            buf160 = buf132; del buf132  # reuse
            # Topologically Sorted Source Nodes: [x_44], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:95
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg71_1, buf160, 3072, stream=stream0)
            del arg71_1
            buf161 = buf134; del buf134  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, hidden_states_34, x_44, view_63], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:96
            extern_kernels.addmm(buf160, buf158, buf159, alpha=1, beta=1, out=buf161)
            buf162 = buf161; del buf161  # reuse
            # Topologically Sorted Source Nodes: [x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65, x_46], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:97
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf162, 12582912, stream=stream0)
            buf163 = reinterpret_tensor(buf159, (3072, 768), (768, 1), 0); del buf159  # reuse
            # Topologically Sorted Source Nodes: [x_46], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:98
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg74_1, buf163, 2359296, stream=stream0)
            del arg74_1
            buf164 = buf153; del buf153  # reuse
            # Topologically Sorted Source Nodes: [x_46], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:99
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg73_1, buf164, 768, stream=stream0)
            del arg73_1
            buf165 = buf158; del buf158  # reuse
            # Topologically Sorted Source Nodes: [x_46, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:100
            extern_kernels.addmm(buf164, buf162, buf163, alpha=1, beta=1, out=buf165)
            buf169 = buf99; del buf99  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, hidden_states_38, view_67, x_48], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:101
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf154, buf138, buf165, arg75_1, arg76_1, buf169, 4096, 768, stream=stream0)
            del arg75_1
            del arg76_1
            buf170 = buf143; del buf143  # reuse
            # Topologically Sorted Source Nodes: [x_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:102
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg78_1, buf170, 1769472, stream=stream0)
            del arg78_1
            buf171 = buf144; del buf144  # reuse
            # Topologically Sorted Source Nodes: [x_48], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:103
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg77_1, buf171, 2304, stream=stream0)
            del arg77_1
            buf172 = buf145; del buf145  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, hidden_states_38, x_48, view_67], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:104
            extern_kernels.addmm(buf171, buf169, buf170, alpha=1, beta=1, out=buf172)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_49, split_6, view_71, query_states_13, view_69, key_states_13, view_70, value_states_13, attn_output_24], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:105
            buf174 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf172, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf172, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf172, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf173, False, scale=0.125)
            buf175 = buf174[0]
            assert_size_stride(buf175, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf175, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf174
            buf179 = buf152; del buf152  # reuse
            # Topologically Sorted Source Nodes: [x_50], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:106
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg80_1, buf179, 589824, stream=stream0)
            del arg80_1
            buf180 = buf164; del buf164  # reuse
            # Topologically Sorted Source Nodes: [x_50], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:107
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg79_1, buf180, 768, stream=stream0)
            del arg79_1
            buf181 = buf169; del buf169  # reuse
            # Topologically Sorted Source Nodes: [x_50, transpose_27, reshape_6, view_72], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:108
            extern_kernels.addmm(buf180, reinterpret_tensor(buf175, (4096, 768), (768, 1), 0), buf179, alpha=1, beta=1, out=buf181)
            buf185 = reinterpret_tensor(buf175, (4096, 768), (768, 1), 0); del buf175  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40, view_74, x_52], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:109
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf181, buf154, buf138, buf165, arg81_1, arg82_1, buf185, 4096, 768, stream=stream0)
            del arg81_1
            del arg82_1
            buf186 = reinterpret_tensor(buf163, (768, 3072), (3072, 1), 0); del buf163  # reuse
            # Topologically Sorted Source Nodes: [x_52], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:110
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg84_1, buf186, 2359296, stream=stream0)
            del arg84_1
            buf187 = buf160; del buf160  # reuse
            # Topologically Sorted Source Nodes: [x_52], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:111
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg83_1, buf187, 3072, stream=stream0)
            del arg83_1
            buf188 = buf162; del buf162  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40, x_52, view_74], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:112
            extern_kernels.addmm(buf187, buf185, buf186, alpha=1, beta=1, out=buf188)
            buf189 = buf188; del buf188  # reuse
            # Topologically Sorted Source Nodes: [x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76, x_54], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:113
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf189, 12582912, stream=stream0)
            buf190 = reinterpret_tensor(buf186, (3072, 768), (768, 1), 0); del buf186  # reuse
            # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:114
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg86_1, buf190, 2359296, stream=stream0)
            del arg86_1
            buf191 = buf180; del buf180  # reuse
            # Topologically Sorted Source Nodes: [x_54], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:115
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg85_1, buf191, 768, stream=stream0)
            del arg85_1
            buf192 = buf185; del buf185  # reuse
            # Topologically Sorted Source Nodes: [x_54, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:116
            extern_kernels.addmm(buf191, buf189, buf190, alpha=1, beta=1, out=buf192)
            buf193 = buf138; del buf138  # reuse
            buf197 = buf137; del buf137  # reuse
            # Topologically Sorted Source Nodes: [x_43, hidden_states_33, x_47, hidden_states_37, x_51, hidden_states_39, x_55, hidden_states_43, hidden_states_44, view_78, x_56], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:117
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf193, buf181, buf154, buf165, buf192, arg87_1, arg88_1, buf197, 4096, 768, stream=stream0)
            del arg87_1
            del arg88_1
            del buf154
            del buf165
            buf198 = buf170; del buf170  # reuse
            # Topologically Sorted Source Nodes: [x_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:118
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg90_1, buf198, 1769472, stream=stream0)
            del arg90_1
            buf199 = buf171; del buf171  # reuse
            # Topologically Sorted Source Nodes: [x_56], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:119
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg89_1, buf199, 2304, stream=stream0)
            del arg89_1
            buf200 = buf172; del buf172  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_44, x_56, view_78], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:120
            extern_kernels.addmm(buf199, buf197, buf198, alpha=1, beta=1, out=buf200)
            buf201 = buf173; del buf173  # reuse
            buf228 = buf146; del buf146  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_57, split_7, view_82, query_states_15, view_80, key_states_15, view_81, value_states_15, attn_output_28, x_65, split_8, view_93, query_states_17, view_91, key_states_17, view_92, value_states_17, attn_output_32], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17:121
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_17.run(buf7, buf201, buf228, 4096, 128, stream=stream0)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_57, split_7, view_82, query_states_15, view_80, key_states_15, view_81, value_states_15, attn_output_28], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:122
            buf202 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf200, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf200, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf200, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf201, False, scale=0.125)
            buf203 = buf202[0]
            assert_size_stride(buf203, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf203, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf202
            buf207 = buf179; del buf179  # reuse
            # Topologically Sorted Source Nodes: [x_58], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:123
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg92_1, buf207, 589824, stream=stream0)
            del arg92_1
            buf208 = buf191; del buf191  # reuse
            # Topologically Sorted Source Nodes: [x_58], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:124
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg91_1, buf208, 768, stream=stream0)
            del arg91_1
            buf209 = buf197; del buf197  # reuse
            # Topologically Sorted Source Nodes: [x_58, transpose_31, reshape_7, view_83], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:125
            extern_kernels.addmm(buf208, reinterpret_tensor(buf203, (4096, 768), (768, 1), 0), buf207, alpha=1, beta=1, out=buf209)
            buf213 = reinterpret_tensor(buf203, (4096, 768), (768, 1), 0); del buf203  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, hidden_states_46, view_85, x_60], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:126
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf209, buf193, arg93_1, arg94_1, buf213, 4096, 768, stream=stream0)
            del arg93_1
            del arg94_1
            buf214 = reinterpret_tensor(buf190, (768, 3072), (3072, 1), 0); del buf190  # reuse
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:127
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg96_1, buf214, 2359296, stream=stream0)
            del arg96_1
            buf215 = buf187; del buf187  # reuse
            # Topologically Sorted Source Nodes: [x_60], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:128
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg95_1, buf215, 3072, stream=stream0)
            del arg95_1
            buf216 = buf189; del buf189  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, hidden_states_46, x_60, view_85], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:129
            extern_kernels.addmm(buf215, buf213, buf214, alpha=1, beta=1, out=buf216)
            buf217 = buf216; del buf216  # reuse
            # Topologically Sorted Source Nodes: [x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87, x_62], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:130
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf217, 12582912, stream=stream0)
            buf218 = reinterpret_tensor(buf214, (3072, 768), (768, 1), 0); del buf214  # reuse
            # Topologically Sorted Source Nodes: [x_62], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:131
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg98_1, buf218, 2359296, stream=stream0)
            del arg98_1
            buf219 = buf208; del buf208  # reuse
            # Topologically Sorted Source Nodes: [x_62], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:132
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg97_1, buf219, 768, stream=stream0)
            del arg97_1
            buf220 = buf213; del buf213  # reuse
            # Topologically Sorted Source Nodes: [x_62, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:133
            extern_kernels.addmm(buf219, buf217, buf218, alpha=1, beta=1, out=buf220)
            buf224 = buf192; del buf192  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, hidden_states_50, view_89, x_64], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:134
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf209, buf193, buf220, arg99_1, arg100_1, buf224, 4096, 768, stream=stream0)
            del arg100_1
            del arg99_1
            buf225 = buf198; del buf198  # reuse
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:135
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg102_1, buf225, 1769472, stream=stream0)
            del arg102_1
            buf226 = buf199; del buf199  # reuse
            # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:136
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg101_1, buf226, 2304, stream=stream0)
            del arg101_1
            buf227 = buf200; del buf200  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, hidden_states_50, x_64, view_89], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:137
            extern_kernels.addmm(buf226, buf224, buf225, alpha=1, beta=1, out=buf227)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_65, split_8, view_93, query_states_17, view_91, key_states_17, view_92, value_states_17, attn_output_32], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:138
            buf229 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf227, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf227, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf227, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf228, False, scale=0.125)
            buf230 = buf229[0]
            assert_size_stride(buf230, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf230, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf229
            buf234 = buf207; del buf207  # reuse
            # Topologically Sorted Source Nodes: [x_66], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:139
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg104_1, buf234, 589824, stream=stream0)
            del arg104_1
            buf235 = buf219; del buf219  # reuse
            # Topologically Sorted Source Nodes: [x_66], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:140
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg103_1, buf235, 768, stream=stream0)
            del arg103_1
            buf236 = buf224; del buf224  # reuse
            # Topologically Sorted Source Nodes: [x_66, transpose_35, reshape_8, view_94], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:141
            extern_kernels.addmm(buf235, reinterpret_tensor(buf230, (4096, 768), (768, 1), 0), buf234, alpha=1, beta=1, out=buf236)
            buf240 = reinterpret_tensor(buf230, (4096, 768), (768, 1), 0); del buf230  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52, view_96, x_68], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:142
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf236, buf209, buf193, buf220, arg105_1, arg106_1, buf240, 4096, 768, stream=stream0)
            del arg105_1
            del arg106_1
            buf241 = reinterpret_tensor(buf218, (768, 3072), (3072, 1), 0); del buf218  # reuse
            # Topologically Sorted Source Nodes: [x_68], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:143
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg108_1, buf241, 2359296, stream=stream0)
            del arg108_1
            buf242 = buf215; del buf215  # reuse
            # Topologically Sorted Source Nodes: [x_68], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:144
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg107_1, buf242, 3072, stream=stream0)
            del arg107_1
            buf243 = buf217; del buf217  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52, x_68, view_96], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:145
            extern_kernels.addmm(buf242, buf240, buf241, alpha=1, beta=1, out=buf243)
            buf244 = buf243; del buf243  # reuse
            # Topologically Sorted Source Nodes: [x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98, x_70], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:146
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf244, 12582912, stream=stream0)
            buf245 = reinterpret_tensor(buf241, (3072, 768), (768, 1), 0); del buf241  # reuse
            # Topologically Sorted Source Nodes: [x_70], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:147
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg110_1, buf245, 2359296, stream=stream0)
            del arg110_1
            buf246 = buf235; del buf235  # reuse
            # Topologically Sorted Source Nodes: [x_70], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:148
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg109_1, buf246, 768, stream=stream0)
            del arg109_1
            buf247 = buf240; del buf240  # reuse
            # Topologically Sorted Source Nodes: [x_70, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:149
            extern_kernels.addmm(buf246, buf244, buf245, alpha=1, beta=1, out=buf247)
            buf248 = buf193; del buf193  # reuse
            buf252 = buf181; del buf181  # reuse
            # Topologically Sorted Source Nodes: [x_59, hidden_states_45, x_63, hidden_states_49, x_67, hidden_states_51, x_71, hidden_states_55, hidden_states_56, view_100, x_72], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:150
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf248, buf236, buf209, buf220, buf247, arg111_1, arg112_1, buf252, 4096, 768, stream=stream0)
            del arg111_1
            del arg112_1
            del buf209
            del buf220
            buf253 = buf225; del buf225  # reuse
            # Topologically Sorted Source Nodes: [x_72], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:151
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg114_1, buf253, 1769472, stream=stream0)
            del arg114_1
            buf254 = buf226; del buf226  # reuse
            # Topologically Sorted Source Nodes: [x_72], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:152
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg113_1, buf254, 2304, stream=stream0)
            del arg113_1
            buf255 = buf227; del buf227  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_56, x_72, view_100], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:153
            extern_kernels.addmm(buf254, buf252, buf253, alpha=1, beta=1, out=buf255)
            buf256 = buf228; del buf228  # reuse
            buf283 = buf201; del buf201  # reuse
            buf311 = buf8; del buf8  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_73, split_9, view_104, query_states_19, view_102, key_states_19, view_103, value_states_19, attn_output_36, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4:154
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_cudnn_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_4.run(buf7, buf256, buf283, buf311, 4096, 128, stream=stream0)
            del buf7
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_73, split_9, view_104, query_states_19, view_102, key_states_19, view_103, value_states_19, attn_output_36], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:155
            buf257 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf255, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf255, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf255, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf256, False, scale=0.125)
            del buf256
            buf258 = buf257[0]
            assert_size_stride(buf258, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf258, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf257
            buf262 = buf234; del buf234  # reuse
            # Topologically Sorted Source Nodes: [x_74], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:156
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg116_1, buf262, 589824, stream=stream0)
            del arg116_1
            buf263 = buf246; del buf246  # reuse
            # Topologically Sorted Source Nodes: [x_74], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:157
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg115_1, buf263, 768, stream=stream0)
            del arg115_1
            buf264 = buf252; del buf252  # reuse
            # Topologically Sorted Source Nodes: [x_74, transpose_39, reshape_9, view_105], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:158
            extern_kernels.addmm(buf263, reinterpret_tensor(buf258, (4096, 768), (768, 1), 0), buf262, alpha=1, beta=1, out=buf264)
            buf268 = reinterpret_tensor(buf258, (4096, 768), (768, 1), 0); del buf258  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, hidden_states_58, view_107, x_76], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:159
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf264, buf248, arg117_1, arg118_1, buf268, 4096, 768, stream=stream0)
            del arg117_1
            del arg118_1
            buf269 = reinterpret_tensor(buf245, (768, 3072), (3072, 1), 0); del buf245  # reuse
            # Topologically Sorted Source Nodes: [x_76], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:160
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg120_1, buf269, 2359296, stream=stream0)
            del arg120_1
            buf270 = buf242; del buf242  # reuse
            # Topologically Sorted Source Nodes: [x_76], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:161
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg119_1, buf270, 3072, stream=stream0)
            del arg119_1
            buf271 = buf244; del buf244  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, hidden_states_58, x_76, view_107], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:162
            extern_kernels.addmm(buf270, buf268, buf269, alpha=1, beta=1, out=buf271)
            buf272 = buf271; del buf271  # reuse
            # Topologically Sorted Source Nodes: [x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109, x_78], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:163
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf272, 12582912, stream=stream0)
            buf273 = reinterpret_tensor(buf269, (3072, 768), (768, 1), 0); del buf269  # reuse
            # Topologically Sorted Source Nodes: [x_78], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:164
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg122_1, buf273, 2359296, stream=stream0)
            del arg122_1
            buf274 = buf263; del buf263  # reuse
            # Topologically Sorted Source Nodes: [x_78], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:165
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg121_1, buf274, 768, stream=stream0)
            del arg121_1
            buf275 = buf268; del buf268  # reuse
            # Topologically Sorted Source Nodes: [x_78, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:166
            extern_kernels.addmm(buf274, buf272, buf273, alpha=1, beta=1, out=buf275)
            buf279 = buf247; del buf247  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, hidden_states_62, view_111, x_80], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_14:167
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_14.run(buf264, buf248, buf275, arg123_1, arg124_1, buf279, 4096, 768, stream=stream0)
            del arg123_1
            del arg124_1
            buf280 = buf253; del buf253  # reuse
            # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:168
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg126_1, buf280, 1769472, stream=stream0)
            del arg126_1
            buf281 = buf254; del buf254  # reuse
            # Topologically Sorted Source Nodes: [x_80], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:169
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg125_1, buf281, 2304, stream=stream0)
            del arg125_1
            buf282 = buf255; del buf255  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, hidden_states_62, x_80, view_111], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:170
            extern_kernels.addmm(buf281, buf279, buf280, alpha=1, beta=1, out=buf282)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:171
            buf284 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf282, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf282, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf282, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf283, False, scale=0.125)
            del buf283
            buf285 = buf284[0]
            assert_size_stride(buf285, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf285, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf284
            buf289 = buf262; del buf262  # reuse
            # Topologically Sorted Source Nodes: [x_82], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:172
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg128_1, buf289, 589824, stream=stream0)
            del arg128_1
            buf290 = buf274; del buf274  # reuse
            # Topologically Sorted Source Nodes: [x_82], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:173
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg127_1, buf290, 768, stream=stream0)
            del arg127_1
            buf291 = buf279; del buf279  # reuse
            # Topologically Sorted Source Nodes: [x_82, transpose_43, reshape_10, view_116], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:174
            extern_kernels.addmm(buf290, reinterpret_tensor(buf285, (4096, 768), (768, 1), 0), buf289, alpha=1, beta=1, out=buf291)
            buf295 = reinterpret_tensor(buf285, (4096, 768), (768, 1), 0); del buf285  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64, view_118, x_84], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_15:175
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_15.run(buf291, buf264, buf248, buf275, arg129_1, arg130_1, buf295, 4096, 768, stream=stream0)
            del arg129_1
            del arg130_1
            buf296 = reinterpret_tensor(buf273, (768, 3072), (3072, 1), 0); del buf273  # reuse
            # Topologically Sorted Source Nodes: [x_84], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:176
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg132_1, buf296, 2359296, stream=stream0)
            del arg132_1
            buf297 = buf270; del buf270  # reuse
            # Topologically Sorted Source Nodes: [x_84], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:177
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg131_1, buf297, 3072, stream=stream0)
            del arg131_1
            buf298 = buf272; del buf272  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64, x_84, view_118], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:178
            extern_kernels.addmm(buf297, buf295, buf296, alpha=1, beta=1, out=buf298)
            buf299 = buf298; del buf298  # reuse
            # Topologically Sorted Source Nodes: [x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120, x_86], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:179
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf299, 12582912, stream=stream0)
            buf300 = reinterpret_tensor(buf296, (3072, 768), (768, 1), 0); del buf296  # reuse
            # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:180
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg134_1, buf300, 2359296, stream=stream0)
            del arg134_1
            buf301 = buf290; del buf290  # reuse
            # Topologically Sorted Source Nodes: [x_86], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:181
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg133_1, buf301, 768, stream=stream0)
            del arg133_1
            buf302 = buf295; del buf295  # reuse
            # Topologically Sorted Source Nodes: [x_86, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:182
            extern_kernels.addmm(buf301, buf299, buf300, alpha=1, beta=1, out=buf302)
            buf303 = buf248; del buf248  # reuse
            buf307 = buf236; del buf236  # reuse
            # Topologically Sorted Source Nodes: [x_75, hidden_states_57, x_79, hidden_states_61, x_83, hidden_states_63, x_87, hidden_states_67, hidden_states_68, view_122, x_88], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_16:183
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_16.run(buf303, buf291, buf264, buf275, buf302, arg135_1, arg136_1, buf307, 4096, 768, stream=stream0)
            del arg135_1
            del arg136_1
            del buf264
            del buf275
            del buf291
            del buf302
            buf308 = buf280; del buf280  # reuse
            # Topologically Sorted Source Nodes: [x_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_1:184
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_1.run(arg138_1, buf308, 1769472, stream=stream0)
            del arg138_1
            buf309 = buf281; del buf281  # reuse
            # Topologically Sorted Source Nodes: [x_88], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_2:185
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_2.run(arg137_1, buf309, 2304, stream=stream0)
            del arg137_1
            buf310 = buf282; del buf282  # reuse
            # Topologically Sorted Source Nodes: [hidden_states_68, x_88, view_122], Original ATen: [aten.native_layer_norm, aten._to_copy, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:186
            extern_kernels.addmm(buf309, buf307, buf308, alpha=1, beta=1, out=buf310)
            del buf308
            del buf309
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_cudnn_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_cudnn_attention.default:187
            buf312 = torch.ops.aten._scaled_dot_product_cudnn_attention.default(reinterpret_tensor(buf310, (32, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf310, (32, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf310, (32, 12, 128, 64), (294912, 64, 2304, 1), 1536), buf311, False, scale=0.125)
            del buf310
            del buf311
            buf313 = buf312[0]
            assert_size_stride(buf313, (32, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            assert_alignment(buf313, 16, 'torch.ops.aten._scaled_dot_product_cudnn_attention.default')
            del buf312
            buf317 = buf289; del buf289  # reuse
            # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_5:188
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_5.run(arg140_1, buf317, 589824, stream=stream0)
            del arg140_1
            buf318 = buf301; del buf301  # reuse
            # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:189
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg139_1, buf318, 768, stream=stream0)
            del arg139_1
            buf319 = buf307; del buf307  # reuse
            # Topologically Sorted Source Nodes: [x_90, transpose_47, reshape_11, view_127], Original ATen: [aten._to_copy, aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:190
            extern_kernels.addmm(buf318, reinterpret_tensor(buf313, (4096, 768), (768, 1), 0), buf317, alpha=1, beta=1, out=buf319)
            del buf317
            buf323 = reinterpret_tensor(buf313, (4096, 768), (768, 1), 0); del buf313  # reuse
            # Topologically Sorted Source Nodes: [x_91, hidden_states_69, hidden_states_70, view_129, x_92], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_13:191
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_13.run(buf319, buf303, arg141_1, arg142_1, buf323, 4096, 768, stream=stream0)
            del arg141_1
            del arg142_1
            buf324 = reinterpret_tensor(buf300, (768, 3072), (3072, 1), 0); del buf300  # reuse
            # Topologically Sorted Source Nodes: [x_92], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_8:192
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_8.run(arg144_1, buf324, 2359296, stream=stream0)
            del arg144_1
            buf325 = buf297; del buf297  # reuse
            # Topologically Sorted Source Nodes: [x_92], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_9:193
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_9.run(arg143_1, buf325, 3072, stream=stream0)
            del arg143_1
            buf326 = buf299; del buf299  # reuse
            # Topologically Sorted Source Nodes: [x_91, hidden_states_69, hidden_states_70, x_92, view_129], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:194
            extern_kernels.addmm(buf325, buf323, buf324, alpha=1, beta=1, out=buf326)
            del buf325
            buf327 = buf326; del buf326  # reuse
            # Topologically Sorted Source Nodes: [x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131, x_94], Original ATen: [aten.view, aten.mul, aten._to_copy, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused__to_copy_add_mul_pow_tanh_view_10:195
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_add_mul_pow_tanh_view_10.run(buf327, 12582912, stream=stream0)
            buf328 = reinterpret_tensor(buf324, (3072, 768), (768, 1), 0); del buf324  # reuse
            # Topologically Sorted Source Nodes: [x_94], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_11:196
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_11.run(arg146_1, buf328, 2359296, stream=stream0)
            del arg146_1
            buf329 = buf318; del buf318  # reuse
            # Topologically Sorted Source Nodes: [x_94], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_6:197
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_6.run(arg145_1, buf329, 768, stream=stream0)
            del arg145_1
            buf330 = buf323; del buf323  # reuse
            # Topologically Sorted Source Nodes: [x_94, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131], Original ATen: [aten._to_copy, aten.view, aten.mul, aten.pow, aten.add, aten.tanh, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:198
            extern_kernels.addmm(buf329, buf327, buf328, alpha=1, beta=1, out=buf330)
            del buf327
            del buf328
            del buf329
            buf335 = reinterpret_tensor(buf319, (32, 128, 768), (98304, 768, 1), 0); del buf319  # reuse
            # Topologically Sorted Source Nodes: [x_91, hidden_states_69, x_95, hidden_states_73, hidden_states_74, logits], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy]
            # [Provenance debug handles] triton_per_fused__to_copy_add_native_layer_norm_view_18:199
            stream0 = get_raw_stream(0)
            triton_per_fused__to_copy_add_native_layer_norm_view_18.run(buf335, buf303, buf330, arg147_1, arg148_1, 4096, 768, stream=stream0)
            del arg147_1
            del arg148_1
            del buf303
            del buf330
            buf334 = empty_strided_cuda((50257, 768), (768, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [logits], Original ATen: [aten._to_copy]
            # [Provenance debug handles] triton_poi_fused__to_copy_19:200
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_19.run(arg1_1, buf334, 38597376, stream=stream0)
            del arg1_1
            buf336 = empty_strided_cuda((768, 50264), (1, 768), torch.bfloat16)
            # Topologically Sorted Source Nodes: [logits, ], Original ATen: [aten._to_copy, aten.t, aten.mm]
            # [Provenance debug handles] triton_poi_fused__to_copy_mm_t_20:201
            stream0 = get_raw_stream(0)
            triton_poi_fused__to_copy_mm_t_20.run(buf334, buf336, 38602752, stream=stream0)
            del buf334
            buf337 = empty_strided_cuda((4096, 50264), (50264, 1), torch.bfloat16)
            # Topologically Sorted Source Nodes: [x_91, hidden_states_69, x_95, hidden_states_73, hidden_states_74, logits, ], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten._to_copy, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:202
            extern_kernels.mm(reinterpret_tensor(buf335, (4096, 768), (768, 1), 0), buf336, out=buf337)
            del buf335
            del buf336
        return (reinterpret_tensor(buf337, (32, 128, 50257), (6433792, 50264, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((32, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg35_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg36_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg37_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg38_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg39_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg40_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg41_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg42_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg43_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg44_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg45_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg46_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg47_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg48_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg49_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg50_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg51_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg52_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg53_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg54_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg55_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg56_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg57_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg58_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg59_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg60_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg61_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg62_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg63_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg64_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg65_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg66_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg67_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg68_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg69_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg70_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg71_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg72_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg73_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg74_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg75_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg76_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg77_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg78_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg79_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg80_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg81_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg82_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg83_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg84_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg85_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg86_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg87_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg88_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg89_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg90_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg91_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg92_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg93_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg94_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg95_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg96_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg97_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg98_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg99_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg100_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg101_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg102_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg103_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg104_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg105_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg106_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg107_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg108_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg109_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg110_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg111_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg112_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg113_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg114_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg115_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg116_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg117_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg118_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg119_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg120_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg121_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg122_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg123_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg124_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg125_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg126_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg127_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg128_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg129_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg130_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg131_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg132_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg133_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg134_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg135_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg136_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg137_1 = rand_strided((2304, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg138_1 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg139_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg140_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg141_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg142_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg143_1 = rand_strided((3072, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg144_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg145_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg146_1 = rand_strided((3072, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg147_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg148_1 = rand_strided((768, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
