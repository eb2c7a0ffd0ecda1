# ---- default ----
# AOT ID: ['1_inference']
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


# kernel path: /tmp/lab-cache-DVXeF8/inductor/be/cbe34dvpkmqkohyfbolrssibr4gkha5bjexfswai3nd3c5zuoup7.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_2 => add_4, add_5, mul, mul_1, rsqrt, sub_2, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_1 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf1]
#   %arg3_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %embedding : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %add_4 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg4_1), kwargs = {})
#   return %getitem_1,%buf1,%add_5
triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0 = async_compile.triton('triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 1185792}, 'kernel_num_gb': 0.001186816, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp10_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 50257, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 50257")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 768*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tmp6 + tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp10_mean_next, tmp10_m2_next, tmp10_weight_next = triton_helpers.welford_reduce(
            tmp9, tmp10_mean, tmp10_m2, tmp10_weight, roffset == 0
        )
        tmp10_mean = tl.where(r0_mask & xmask, tmp10_mean_next, tmp10_mean)
        tmp10_m2 = tl.where(r0_mask & xmask, tmp10_m2_next, tmp10_m2)
        tmp10_weight = tl.where(r0_mask & xmask, tmp10_weight_next, tmp10_weight)
    tmp11, tmp12, tmp13 = triton_helpers.welford(tmp10_mean, tmp10_m2, tmp10_weight, 1)
    tmp10 = tmp11[:, None]
    tmp14 = tmp12[:, None]
    tmp15 = tmp13[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp22 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp31 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.full([1, 1], 50257, tl.int32)
        tmp17 = tmp0 + tmp16
        tmp18 = tmp0 < 0
        tmp19 = tl.where(tmp18, tmp17, tmp0)
        tl.device_assert(((0 <= tmp19) & (tmp19 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp19 < 50257")
        tmp21 = tl.load(in_ptr1 + (r0_1 + 768*tmp19), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        tl.store(out_ptr2 + (r0_1 + 768*x0), tmp34, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001186816
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/w4/cw4fb2q5mlgr6qmtqbexlujopam3us2uwe335wspeziei35hp45r.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
# Source node to ATen node mapping:
#   arange => iota
#   first_dummy_value => sub
#   getitem => slice_1
#   ne => ne
#   packed_sequence_mask => cumsum
#   position_diff => cat, slice_2, slice_3, sub_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %slice_1 : Tensor "i64[1, 1][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%unsqueeze, 1, 0, 1), kwargs = {})
#   %sub : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_1, 1), kwargs = {})
#   %cat : Tensor "i64[1, 129][129, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%sub, %unsqueeze], -1), kwargs = {})
#   %slice_3 : Tensor "i64[1, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 1, 129), kwargs = {})
#   %slice_2 : Tensor "i64[1, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 0, 128), kwargs = {})
#   %sub_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_3, %slice_2), kwargs = {})
#   %ne : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%sub_1, 1), kwargs = {})
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%ne, -1), kwargs = {})
#   return %cumsum
triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1 = async_compile.triton('triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1', '''
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
    size_hints={'x': 1, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 2048}, 'kernel_num_gb': 1.024e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1(out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
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
    r0_0 = r0_index
    tmp0 = 1 + r0_0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.broadcast_to((-1) + (1 + r0_0), [XBLOCK, R0_BLOCK])
    tmp6 = tl.full(tmp5.shape, 0.0, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1, 1], 129, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp8, tmp11, tmp12)
    tmp14 = tl.where(tmp4, tmp7, tmp13)
    tmp15 = r0_0
    tmp16 = tmp15 >= tmp1
    tmp17 = tmp15 < tmp3
    tmp18 = tl.broadcast_to((-1) + (r0_0), [XBLOCK, R0_BLOCK])
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp17, tmp18, tmp19)
    tmp21 = tmp15 >= tmp3
    tmp22 = tmp15 < tmp9
    tmp23 = tl.broadcast_to((-1) + r0_0, [XBLOCK, R0_BLOCK])
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp21, tmp23, tmp24)
    tmp26 = tl.where(tmp17, tmp20, tmp25)
    tmp27 = tmp14 - tmp26
    tmp28 = tmp27 != tmp3
    tmp29 = tmp28.to(tl.int64)
    tmp30 = tmp29.to(tl.int64)
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp32, = tl.associative_scan((tmp31,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp32, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    return arg_0, 1, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.024e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/t4/ct4t4bxdaplhtvpsomlrqutsu3tt4so44ws4rogfumx5f7opr7pl.py
# Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_1, full_default_1, full_default_2, where
#   attn_output_12 => _scaled_dot_product_efficient_attention_3, expand_4, full_default_7, full_default_8, where_3
#   attn_output_16 => _scaled_dot_product_efficient_attention_4, expand_5, full_default_10, full_default_9, where_4
#   attn_output_4 => _scaled_dot_product_efficient_attention_1, expand_2, full_default_3, full_default_4, where_1
#   attn_output_8 => _scaled_dot_product_efficient_attention_2, expand_3, full_default_5, full_default_6, where_2
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   key_states_1 => permute
#   key_states_3 => permute_4
#   key_states_5 => permute_8
#   key_states_7 => permute_12
#   key_states_9 => permute_16
#   kv_arange => add_3
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   q_arange => add_2
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states_1 => permute_2
#   query_states_3 => permute_6
#   query_states_5 => permute_10
#   query_states_7 => permute_14
#   query_states_9 => permute_18
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split => split
#   split_1 => split_1
#   split_2 => split_2
#   split_3 => split_3
#   split_4 => split_4
#   value_states_1 => permute_1
#   value_states_3 => permute_5
#   value_states_5 => permute_9
#   value_states_7 => permute_13
#   value_states_9 => permute_17
#   view_14 => view_15
#   view_15 => view_16
#   view_16 => view_17
#   view_25 => view_27
#   view_26 => view_28
#   view_27 => view_29
#   view_3 => view_3
#   view_36 => view_39
#   view_37 => view_40
#   view_38 => view_41
#   view_4 => view_4
#   view_47 => view_51
#   view_48 => view_52
#   view_49 => view_53
#   view_5 => view_5
#   x_1 => view_2
#   x_17 => view_26
#   x_25 => view_38
#   x_33 => view_50
#   x_9 => view_14
# Graph fragment:
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %view_2 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [1, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_5 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [1, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %view_3 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [1, 128, -1, 64]), kwargs = {})
#   %permute : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %view_4 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [1, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
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
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 128, 128]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_2, %full_default_1), kwargs = {})
#   %expand_1 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_2, %permute, %permute_1, %expand_1, False), kwargs = {scale: 0.125})
#   %view_14 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [1, 128, 2304]), kwargs = {})
#   %split_1 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_14, 768, 2), kwargs = {})
#   %view_17 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_13, [1, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_17, [0, 2, 1, 3]), kwargs = {})
#   %view_15 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_14, [1, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_15, [0, 2, 1, 3]), kwargs = {})
#   %view_16 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_15, [1, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_16, [0, 2, 1, 3]), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_4, %full_default_3), kwargs = {})
#   %expand_2 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_1, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_1 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_6, %permute_4, %permute_5, %expand_2, False), kwargs = {scale: 0.125})
#   %view_26 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_8, [1, 128, 2304]), kwargs = {})
#   %split_2 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_26, 768, 2), kwargs = {})
#   %view_29 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_24, [1, 128, -1, 64]), kwargs = {})
#   %permute_10 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_29, [0, 2, 1, 3]), kwargs = {})
#   %view_27 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_25, [1, 128, -1, 64]), kwargs = {})
#   %permute_8 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_27, [0, 2, 1, 3]), kwargs = {})
#   %view_28 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_26, [1, 128, -1, 64]), kwargs = {})
#   %permute_9 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_28, [0, 2, 1, 3]), kwargs = {})
#   %full_default_6 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_6, %full_default_5), kwargs = {})
#   %expand_3 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_2, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_2 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_10, %permute_8, %permute_9, %expand_3, False), kwargs = {scale: 0.125})
#   %view_38 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_12, [1, 128, 2304]), kwargs = {})
#   %split_3 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_38, 768, 2), kwargs = {})
#   %view_41 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_35, [1, 128, -1, 64]), kwargs = {})
#   %permute_14 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_41, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_36, [1, 128, -1, 64]), kwargs = {})
#   %permute_12 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_39, [0, 2, 1, 3]), kwargs = {})
#   %view_40 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_37, [1, 128, -1, 64]), kwargs = {})
#   %permute_13 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_40, [0, 2, 1, 3]), kwargs = {})
#   %full_default_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_8, %full_default_7), kwargs = {})
#   %expand_4 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_3, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_3 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_14, %permute_12, %permute_13, %expand_4, False), kwargs = {scale: 0.125})
#   %view_50 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_16, [1, 128, 2304]), kwargs = {})
#   %split_4 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_50, 768, 2), kwargs = {})
#   %view_53 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_46, [1, 128, -1, 64]), kwargs = {})
#   %permute_18 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1, 3]), kwargs = {})
#   %view_51 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_47, [1, 128, -1, 64]), kwargs = {})
#   %permute_16 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_51, [0, 2, 1, 3]), kwargs = {})
#   %view_52 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_48, [1, 128, -1, 64]), kwargs = {})
#   %permute_17 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_52, [0, 2, 1, 3]), kwargs = {})
#   %full_default_10 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_10, %full_default_9), kwargs = {})
#   %expand_5 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_4, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_4 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_18, %permute_16, %permute_17, %expand_5, False), kwargs = {scale: 0.125})
#   return %buf6,%buf26,%buf46,%buf66,%buf86
triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 5, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 656384}, 'kernel_num_gb': 0.000328704, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = xindex // 128
    x2 = xindex
    tmp5 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full([1], float("-inf"), tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2), tmp11, None)
    tl.store(out_ptr1 + (x2), tmp11, None)
    tl.store(out_ptr2 + (x2), tmp11, None)
    tl.store(out_ptr3 + (x2), tmp11, None)
    tl.store(out_ptr4 + (x2), tmp11, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 16384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000328704
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/kv/ckvjqo42wwwozquvahp3chkmuakgo67dl33nxhz5qkbdpsgb6enu.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_35
#   arange => iota
#   hidden_states => add_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_2, mul_3, rsqrt_1, sub_3, var_mean_1
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   x_3 => view_8
# Graph fragment:
#   %arg7_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %mm_default_35 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_35]
#   %arg0_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %getitem_10 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf15 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf15]
#   %arg9_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %embedding : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %add_tensor_35 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg7_1, %mm_default_35), kwargs = {})
#   %view_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_35, [1, 128, 768]), kwargs = {})
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_10), kwargs = {})
#   %add_7 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg9_1), kwargs = {})
#   %add_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg10_1), kwargs = {})
#   return %add_6,%getitem_10,%buf15,%add_8
triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3 = async_compile.triton('triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 2368512}, 'kernel_num_gb': 0.00197632, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp36 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tl.full([1, 1], 50257, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert(((0 <= tmp7) & (tmp7 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp7 < 50257")
    tmp9 = tl.load(in_ptr2 + (r0_1 + 768*tmp7), r0_mask & xmask, other=0.0)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp2 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
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
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp12, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp39, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_3 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00197632
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/c3/cc3eymdd34v7y5bhscex5uwvfiv3laaoyiinkvz44kqchsnjcowz.py
# Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#    => add_tensor_34
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_7
#   mul => mul_4
#   mul_1 => mul_5
#   mul_2 => mul_6
#   pow_1 => pow_1
#   tanh => tanh
#   x_5 => view_10
# Graph fragment:
#   %arg11_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %mm_default_34 : Tensor "f32[128, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_default_34]
#   %add_tensor_34 : Tensor "f32[128, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg11_1, %mm_default_34), kwargs = {})
#   %view_10 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_34, [1, 128, 3072]), kwargs = {})
#   %mul_4 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_5 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_6,), kwargs = {})
#   %add_10 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_7 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_10), kwargs = {})
#   return %mul_7
triton_poi_fused_add_addmm_mul_pow_tanh_view_4 = async_compile.triton('triton_poi_fused_add_addmm_mul_pow_tanh_view_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_pow_tanh_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4730880}, 'kernel_num_gb': 0.003158016, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_pow_tanh_view_4(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 3072)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp2 * tmp2
    tmp6 = tmp5 * tmp2
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp2 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4 * tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((1, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((3072,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 393216,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_addmm_mul_pow_tanh_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003158016
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/oe/coey3lbkylop5j56xdyl374eefwce2wm3g3fysp6v3nmjf6ywp6j.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_33
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_8, mul_9, rsqrt_2, sub_4, var_mean_2
#   x_7 => view_12
# Graph fragment:
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %arg13_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_33 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_33]
#   %getitem_12 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf22 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf22]
#   %arg15_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %arg16_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %add_tensor_33 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_33), kwargs = {})
#   %view_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_33, [1, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_12), kwargs = {})
#   %add_12 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_2), kwargs = {})
#   %mul_9 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg15_1), kwargs = {})
#   %add_13 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg16_1), kwargs = {})
#   return %getitem_12,%buf22,%add_13
triton_per_fused_add_addmm_native_layer_norm_view_5 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_5', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1582080}, 'kernel_num_gb': 0.001188864, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001188864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/rc/crctqrhc7qpsqtxyt7nytvjf65d4vend2bvgkjlxjwizs5rdr2lu.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_32, add_tensor_33
#   hidden_states_10 => add_15, add_16, mul_10, mul_11, rsqrt_3, sub_5, var_mean_3
#   hidden_states_7 => add_11
#   hidden_states_9 => add_14
#   x_11 => view_20
#   x_7 => view_12
# Graph fragment:
#   %arg19_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %mm_default_32 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_32]
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %arg13_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_33 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_33]
#   %add_14 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_21 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf35 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf35]
#   %arg21_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %arg22_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %add_tensor_33 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_33), kwargs = {})
#   %view_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_33, [1, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %add_tensor_32 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg19_1, %mm_default_32), kwargs = {})
#   %view_20 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_32, [1, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_21), kwargs = {})
#   %add_15 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_10 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_3), kwargs = {})
#   %mul_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %arg21_1), kwargs = {})
#   %add_16 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %arg22_1), kwargs = {})
#   return %add_14,%getitem_21,%buf35,%add_16
triton_per_fused_add_addmm_native_layer_norm_view_6 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_6', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2764800}, 'kernel_num_gb': 0.001978368, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp6 = tmp4 + tmp5
    tmp7 = tmp3 + tmp6
    tmp8 = tmp2 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 768, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 768.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp8, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp35, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001978368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/3j/c3j2ncijdhgfaihnif65fyahvxtxe2dkxxdal4hacl6pv5exq3hj.py
# Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output_40 => _scaled_dot_product_efficient_attention_10, expand_11, full_default_21, full_default_22, where_10
#   attn_output_44 => _scaled_dot_product_efficient_attention_11, expand_12, full_default_23, full_default_24, where_11
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   key_states_21 => permute_40
#   key_states_23 => permute_44
#   kv_arange => add_3
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   q_arange => add_2
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states_21 => permute_42
#   query_states_23 => permute_46
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split_10 => split_10
#   split_11 => split_11
#   value_states_21 => permute_41
#   value_states_23 => permute_45
#   view_113 => view_123
#   view_114 => view_124
#   view_115 => view_125
#   view_124 => view_135
#   view_125 => view_136
#   view_126 => view_137
#   x_81 => view_122
#   x_89 => view_134
# Graph fragment:
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
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
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 128, 128]), kwargs = {})
#   %view_122 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_40, [1, 128, 2304]), kwargs = {})
#   %split_10 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_122, 768, 2), kwargs = {})
#   %view_125 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_112, [1, 128, -1, 64]), kwargs = {})
#   %permute_42 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_125, [0, 2, 1, 3]), kwargs = {})
#   %view_123 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_113, [1, 128, -1, 64]), kwargs = {})
#   %permute_40 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_123, [0, 2, 1, 3]), kwargs = {})
#   %view_124 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_114, [1, 128, -1, 64]), kwargs = {})
#   %permute_41 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_124, [0, 2, 1, 3]), kwargs = {})
#   %full_default_22 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_21 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_10 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_22, %full_default_21), kwargs = {})
#   %expand_11 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_10, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_10 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_42, %permute_40, %permute_41, %expand_11, False), kwargs = {scale: 0.125})
#   %view_134 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_44, [1, 128, 2304]), kwargs = {})
#   %split_11 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_134, 768, 2), kwargs = {})
#   %view_137 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_123, [1, 128, -1, 64]), kwargs = {})
#   %permute_46 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_137, [0, 2, 1, 3]), kwargs = {})
#   %view_135 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_124, [1, 128, -1, 64]), kwargs = {})
#   %permute_44 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_135, [0, 2, 1, 3]), kwargs = {})
#   %view_136 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_125, [1, 128, -1, 64]), kwargs = {})
#   %permute_45 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_136, [0, 2, 1, 3]), kwargs = {})
#   %full_default_24 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_23 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_11 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_24, %full_default_23), kwargs = {})
#   %expand_12 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_11, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_11 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_46, %permute_44, %permute_45, %expand_12, False), kwargs = {scale: 0.125})
#   return %buf206,%buf226
triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 263168}, 'kernel_num_gb': 0.000132096, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = xindex // 128
    x2 = xindex
    tmp5 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full([1], float("-inf"), tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2), tmp11, None)
    tl.store(out_ptr1 + (x2), tmp11, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 16384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000132096
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/jp/cjpz7su7lcsqshdjfefdxjzxyjofycdtkwb56nuheaamn5ot7a5v.py
# Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor
#   hidden_states_73 => add_99
#   hidden_states_74 => add_100, add_101, mul_96, mul_97, rsqrt_24, sub_26, var_mean_24
#   x_95 => view_144
# Graph fragment:
#   %add_94 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_94]
#   %arg145_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg145_1]
#   %mm_default : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_133 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_133]
#   %buf242 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf242]
#   %arg147_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg147_1]
#   %arg148_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg148_1]
#   %add_tensor : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg145_1, %mm_default), kwargs = {})
#   %view_144 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 128, 768]), kwargs = {})
#   %add_99 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_94, %view_144), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_99, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_26 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_99, %getitem_133), kwargs = {})
#   %add_100 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_132, 1e-05), kwargs = {})
#   %rsqrt_24 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_100,), kwargs = {})
#   %mul_96 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %rsqrt_24), kwargs = {})
#   %mul_97 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %arg147_1), kwargs = {})
#   %add_101 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_97, %arg148_1), kwargs = {})
#   return %getitem_133,%buf242,%add_101
triton_per_fused_add_addmm_native_layer_norm_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_8', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1582080}, 'kernel_num_gb': 0.001188864, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001188864
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
        assert_size_stride(arg0_1, (1, 128), (128, 1))
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
            buf3 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.run(arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, buf3, 128, 768, stream=stream0)
            del arg3_1
            del arg4_1
            buf4 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:2
            extern_kernels.addmm(arg5_1, reinterpret_tensor(buf3, (128, 768), (768, 1), 0), arg6_1, alpha=1, beta=1, out=buf4)
            del arg5_1
            del arg6_1
            buf5 = empty_strided_cuda((1, 128), (128, 1), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
            # [Provenance debug handles] triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1:3
            stream0 = get_raw_stream(0)
            triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1.run(buf5, 1, 128, stream=stream0)
            buf6 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            buf26 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            buf46 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            buf66 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            buf86 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2.run(buf5, buf6, buf26, buf46, buf66, buf86, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:5
            buf7 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf6, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf4
            buf8 = buf7[0]
            assert_size_stride(buf8, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf7
            buf12 = reinterpret_tensor(buf3, (128, 768), (768, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(reinterpret_tensor(buf8, (128, 768), (768, 1), 0), arg8_1, out=buf12)
            del arg8_1
            buf13 = reinterpret_tensor(buf12, (1, 128, 768), (98304, 768, 1), 0); del buf12  # reuse
            buf17 = reinterpret_tensor(buf8, (1, 128, 768), (98304, 768, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3:7
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3.run(buf13, arg7_1, arg0_1, arg1_1, arg2_1, arg9_1, arg10_1, buf17, 128, 768, stream=stream0)
            del arg0_1
            del arg10_1
            del arg2_1
            del arg7_1
            del arg9_1
            buf18 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_8, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:8
            extern_kernels.mm(reinterpret_tensor(buf17, (128, 768), (768, 1), 0), arg12_1, out=buf18)
            del arg12_1
            buf19 = reinterpret_tensor(buf18, (1, 128, 3072), (393216, 3072, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf19, arg11_1, 393216, stream=stream0)
            del arg11_1
            buf20 = reinterpret_tensor(buf17, (128, 768), (768, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(buf19, (128, 3072), (3072, 1), 0), arg14_1, out=buf20)
            del arg14_1
            del buf19
            buf24 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:11
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf13, arg13_1, buf20, arg15_1, arg16_1, buf24, 128, 768, stream=stream0)
            del arg15_1
            del arg16_1
            buf25 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:12
            extern_kernels.addmm(arg17_1, reinterpret_tensor(buf24, (128, 768), (768, 1), 0), arg18_1, alpha=1, beta=1, out=buf25)
            del arg17_1
            del arg18_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:13
            buf27 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf26, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf25
            buf28 = buf27[0]
            assert_size_stride(buf28, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf27
            buf32 = reinterpret_tensor(buf24, (128, 768), (768, 1), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:14
            extern_kernels.mm(reinterpret_tensor(buf28, (128, 768), (768, 1), 0), arg20_1, out=buf32)
            del arg20_1
            buf33 = reinterpret_tensor(buf32, (1, 128, 768), (98304, 768, 1), 0); del buf32  # reuse
            buf37 = reinterpret_tensor(buf28, (1, 128, 768), (98304, 768, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:15
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf33, arg19_1, buf13, arg13_1, buf20, arg21_1, arg22_1, buf37, 128, 768, stream=stream0)
            del arg13_1
            del arg19_1
            del arg21_1
            del arg22_1
            del buf13
            buf38 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, view_19, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(buf37, (128, 768), (768, 1), 0), arg24_1, out=buf38)
            del arg24_1
            buf39 = reinterpret_tensor(buf38, (1, 128, 3072), (393216, 3072, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf39, arg23_1, 393216, stream=stream0)
            del arg23_1
            buf40 = reinterpret_tensor(buf37, (128, 768), (768, 1), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf39, (128, 3072), (3072, 1), 0), arg26_1, out=buf40)
            del arg26_1
            del buf39
            buf44 = reinterpret_tensor(buf20, (1, 128, 768), (98304, 768, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:19
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf33, arg25_1, buf40, arg27_1, arg28_1, buf44, 128, 768, stream=stream0)
            del arg27_1
            del arg28_1
            buf45 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:20
            extern_kernels.addmm(arg29_1, reinterpret_tensor(buf44, (128, 768), (768, 1), 0), arg30_1, alpha=1, beta=1, out=buf45)
            del arg29_1
            del arg30_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:21
            buf47 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf46, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf45
            buf48 = buf47[0]
            assert_size_stride(buf48, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf48, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf47
            buf52 = reinterpret_tensor(buf44, (128, 768), (768, 1), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [transpose_11, reshape_2, view_28, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:22
            extern_kernels.mm(reinterpret_tensor(buf48, (128, 768), (768, 1), 0), arg32_1, out=buf52)
            del arg32_1
            buf53 = reinterpret_tensor(buf52, (1, 128, 768), (98304, 768, 1), 0); del buf52  # reuse
            buf57 = reinterpret_tensor(buf48, (1, 128, 768), (98304, 768, 1), 0); del buf48  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:23
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf53, arg31_1, buf33, arg25_1, buf40, arg33_1, arg34_1, buf57, 128, 768, stream=stream0)
            del arg25_1
            del arg31_1
            del arg33_1
            del arg34_1
            del buf33
            buf58 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_16, view_30, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(reinterpret_tensor(buf57, (128, 768), (768, 1), 0), arg36_1, out=buf58)
            del arg36_1
            buf59 = reinterpret_tensor(buf58, (1, 128, 3072), (393216, 3072, 1), 0); del buf58  # reuse
            # Topologically Sorted Source Nodes: [, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf59, arg35_1, 393216, stream=stream0)
            del arg35_1
            buf60 = reinterpret_tensor(buf57, (128, 768), (768, 1), 0); del buf57  # reuse
            # Topologically Sorted Source Nodes: [, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf59, (128, 3072), (3072, 1), 0), arg38_1, out=buf60)
            del arg38_1
            del buf59
            buf64 = reinterpret_tensor(buf40, (1, 128, 768), (98304, 768, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, hidden_states_20], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:27
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf53, arg37_1, buf60, arg39_1, arg40_1, buf64, 128, 768, stream=stream0)
            del arg39_1
            del arg40_1
            buf65 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, hidden_states_20, view_34, x_24], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:28
            extern_kernels.addmm(arg41_1, reinterpret_tensor(buf64, (128, 768), (768, 1), 0), arg42_1, alpha=1, beta=1, out=buf65)
            del arg41_1
            del arg42_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:29
            buf67 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf66, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf65
            buf68 = buf67[0]
            assert_size_stride(buf68, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf68, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf67
            buf72 = reinterpret_tensor(buf64, (128, 768), (768, 1), 0); del buf64  # reuse
            # Topologically Sorted Source Nodes: [transpose_15, reshape_3, view_39, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf68, (128, 768), (768, 1), 0), arg44_1, out=buf72)
            del arg44_1
            buf73 = reinterpret_tensor(buf72, (1, 128, 768), (98304, 768, 1), 0); del buf72  # reuse
            buf77 = reinterpret_tensor(buf68, (1, 128, 768), (98304, 768, 1), 0); del buf68  # reuse
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, x_27, hidden_states_21, hidden_states_22], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:31
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf73, arg43_1, buf53, arg37_1, buf60, arg45_1, arg46_1, buf77, 128, 768, stream=stream0)
            del arg37_1
            del arg43_1
            del arg45_1
            del arg46_1
            del buf53
            buf78 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_22, view_41, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf77, (128, 768), (768, 1), 0), arg48_1, out=buf78)
            del arg48_1
            buf79 = reinterpret_tensor(buf78, (1, 128, 3072), (393216, 3072, 1), 0); del buf78  # reuse
            # Topologically Sorted Source Nodes: [, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:33
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf79, arg47_1, 393216, stream=stream0)
            del arg47_1
            buf80 = reinterpret_tensor(buf77, (128, 768), (768, 1), 0); del buf77  # reuse
            # Topologically Sorted Source Nodes: [, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:34
            extern_kernels.mm(reinterpret_tensor(buf79, (128, 3072), (3072, 1), 0), arg50_1, out=buf80)
            del arg50_1
            del buf79
            buf84 = reinterpret_tensor(buf60, (1, 128, 768), (98304, 768, 1), 0); del buf60  # reuse
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, hidden_states_26], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:35
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf73, arg49_1, buf80, arg51_1, arg52_1, buf84, 128, 768, stream=stream0)
            del arg51_1
            del arg52_1
            buf85 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, hidden_states_26, view_45, x_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:36
            extern_kernels.addmm(arg53_1, reinterpret_tensor(buf84, (128, 768), (768, 1), 0), arg54_1, alpha=1, beta=1, out=buf85)
            del arg53_1
            del arg54_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:37
            buf87 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf86, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf85
            buf88 = buf87[0]
            assert_size_stride(buf88, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf88, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf87
            buf92 = reinterpret_tensor(buf84, (128, 768), (768, 1), 0); del buf84  # reuse
            # Topologically Sorted Source Nodes: [transpose_19, reshape_4, view_50, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:38
            extern_kernels.mm(reinterpret_tensor(buf88, (128, 768), (768, 1), 0), arg56_1, out=buf92)
            del arg56_1
            buf93 = reinterpret_tensor(buf92, (1, 128, 768), (98304, 768, 1), 0); del buf92  # reuse
            buf97 = reinterpret_tensor(buf88, (1, 128, 768), (98304, 768, 1), 0); del buf88  # reuse
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:39
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf93, arg55_1, buf73, arg49_1, buf80, arg57_1, arg58_1, buf97, 128, 768, stream=stream0)
            del arg49_1
            del arg55_1
            del arg57_1
            del arg58_1
            del buf73
            buf98 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_28, view_52, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:40
            extern_kernels.mm(reinterpret_tensor(buf97, (128, 768), (768, 1), 0), arg60_1, out=buf98)
            del arg60_1
            buf99 = reinterpret_tensor(buf98, (1, 128, 3072), (393216, 3072, 1), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:41
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf99, arg59_1, 393216, stream=stream0)
            del arg59_1
            buf100 = reinterpret_tensor(buf97, (128, 768), (768, 1), 0); del buf97  # reuse
            # Topologically Sorted Source Nodes: [, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(reinterpret_tensor(buf99, (128, 3072), (3072, 1), 0), arg62_1, out=buf100)
            del arg62_1
            del buf99
            buf104 = reinterpret_tensor(buf80, (1, 128, 768), (98304, 768, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, hidden_states_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:43
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf93, arg61_1, buf100, arg63_1, arg64_1, buf104, 128, 768, stream=stream0)
            del arg63_1
            del arg64_1
            buf105 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, hidden_states_32, view_56, x_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:44
            extern_kernels.addmm(arg65_1, reinterpret_tensor(buf104, (128, 768), (768, 1), 0), arg66_1, alpha=1, beta=1, out=buf105)
            del arg65_1
            del arg66_1
            buf106 = buf86; del buf86  # reuse
            buf126 = buf66; del buf66  # reuse
            buf146 = buf46; del buf46  # reuse
            buf166 = buf26; del buf26  # reuse
            buf186 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_41, split_5, view_60, query_states_11, view_58, key_states_11, view_59, value_states_11, attn_output_20, x_49, split_6, view_71, query_states_13, view_69, key_states_13, view_70, value_states_13, attn_output_24, x_57, split_7, view_82, query_states_15, view_80, key_states_15, view_81, value_states_15, attn_output_28, x_65, split_8, view_93, query_states_17, view_91, key_states_17, view_92, value_states_17, attn_output_32, x_73, split_9, view_104, query_states_19, view_102, key_states_19, view_103, value_states_19, attn_output_36], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2.run(buf5, buf106, buf126, buf146, buf166, buf186, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_41, split_5, view_60, query_states_11, view_58, key_states_11, view_59, value_states_11, attn_output_20], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:46
            buf107 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf106, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf105
            del buf106
            buf108 = buf107[0]
            assert_size_stride(buf108, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf108, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf107
            buf112 = reinterpret_tensor(buf104, (128, 768), (768, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [transpose_23, reshape_5, view_61, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:47
            extern_kernels.mm(reinterpret_tensor(buf108, (128, 768), (768, 1), 0), arg68_1, out=buf112)
            del arg68_1
            buf113 = reinterpret_tensor(buf112, (1, 128, 768), (98304, 768, 1), 0); del buf112  # reuse
            buf117 = reinterpret_tensor(buf108, (1, 128, 768), (98304, 768, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, x_43, hidden_states_33, hidden_states_34], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:48
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf113, arg67_1, buf93, arg61_1, buf100, arg69_1, arg70_1, buf117, 128, 768, stream=stream0)
            del arg61_1
            del arg67_1
            del arg69_1
            del arg70_1
            del buf100
            buf118 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_34, view_63, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:49
            extern_kernels.mm(reinterpret_tensor(buf117, (128, 768), (768, 1), 0), arg72_1, out=buf118)
            del arg72_1
            buf119 = reinterpret_tensor(buf118, (1, 128, 3072), (393216, 3072, 1), 0); del buf118  # reuse
            # Topologically Sorted Source Nodes: [, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:50
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf119, arg71_1, 393216, stream=stream0)
            del arg71_1
            buf120 = reinterpret_tensor(buf117, (128, 768), (768, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:51
            extern_kernels.mm(reinterpret_tensor(buf119, (128, 3072), (3072, 1), 0), arg74_1, out=buf120)
            del arg74_1
            del buf119
            buf124 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, hidden_states_38], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:52
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf113, arg73_1, buf120, arg75_1, arg76_1, buf124, 128, 768, stream=stream0)
            del arg75_1
            del arg76_1
            buf125 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, hidden_states_38, view_67, x_48], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:53
            extern_kernels.addmm(arg77_1, reinterpret_tensor(buf124, (128, 768), (768, 1), 0), arg78_1, alpha=1, beta=1, out=buf125)
            del arg77_1
            del arg78_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_49, split_6, view_71, query_states_13, view_69, key_states_13, view_70, value_states_13, attn_output_24], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:54
            buf127 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf126, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf125
            del buf126
            buf128 = buf127[0]
            assert_size_stride(buf128, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf128, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf127
            buf132 = reinterpret_tensor(buf124, (128, 768), (768, 1), 0); del buf124  # reuse
            # Topologically Sorted Source Nodes: [transpose_27, reshape_6, view_72, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:55
            extern_kernels.mm(reinterpret_tensor(buf128, (128, 768), (768, 1), 0), arg80_1, out=buf132)
            del arg80_1
            buf133 = reinterpret_tensor(buf132, (1, 128, 768), (98304, 768, 1), 0); del buf132  # reuse
            buf137 = reinterpret_tensor(buf128, (1, 128, 768), (98304, 768, 1), 0); del buf128  # reuse
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:56
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf133, arg79_1, buf113, arg73_1, buf120, arg81_1, arg82_1, buf137, 128, 768, stream=stream0)
            del arg73_1
            del arg79_1
            del arg81_1
            del arg82_1
            del buf113
            buf138 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_40, view_74, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:57
            extern_kernels.mm(reinterpret_tensor(buf137, (128, 768), (768, 1), 0), arg84_1, out=buf138)
            del arg84_1
            buf139 = reinterpret_tensor(buf138, (1, 128, 3072), (393216, 3072, 1), 0); del buf138  # reuse
            # Topologically Sorted Source Nodes: [, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:58
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf139, arg83_1, 393216, stream=stream0)
            del arg83_1
            buf140 = reinterpret_tensor(buf137, (128, 768), (768, 1), 0); del buf137  # reuse
            # Topologically Sorted Source Nodes: [, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:59
            extern_kernels.mm(reinterpret_tensor(buf139, (128, 3072), (3072, 1), 0), arg86_1, out=buf140)
            del arg86_1
            del buf139
            buf144 = reinterpret_tensor(buf120, (1, 128, 768), (98304, 768, 1), 0); del buf120  # reuse
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, hidden_states_44], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:60
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf133, arg85_1, buf140, arg87_1, arg88_1, buf144, 128, 768, stream=stream0)
            del arg87_1
            del arg88_1
            buf145 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, hidden_states_44, view_78, x_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:61
            extern_kernels.addmm(arg89_1, reinterpret_tensor(buf144, (128, 768), (768, 1), 0), arg90_1, alpha=1, beta=1, out=buf145)
            del arg89_1
            del arg90_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_57, split_7, view_82, query_states_15, view_80, key_states_15, view_81, value_states_15, attn_output_28], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:62
            buf147 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf146, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf145
            del buf146
            buf148 = buf147[0]
            assert_size_stride(buf148, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf148, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf147
            buf152 = reinterpret_tensor(buf144, (128, 768), (768, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [transpose_31, reshape_7, view_83, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:63
            extern_kernels.mm(reinterpret_tensor(buf148, (128, 768), (768, 1), 0), arg92_1, out=buf152)
            del arg92_1
            buf153 = reinterpret_tensor(buf152, (1, 128, 768), (98304, 768, 1), 0); del buf152  # reuse
            buf157 = reinterpret_tensor(buf148, (1, 128, 768), (98304, 768, 1), 0); del buf148  # reuse
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, x_59, hidden_states_45, hidden_states_46], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:64
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf153, arg91_1, buf133, arg85_1, buf140, arg93_1, arg94_1, buf157, 128, 768, stream=stream0)
            del arg85_1
            del arg91_1
            del arg93_1
            del arg94_1
            del buf133
            buf158 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_46, view_85, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:65
            extern_kernels.mm(reinterpret_tensor(buf157, (128, 768), (768, 1), 0), arg96_1, out=buf158)
            del arg96_1
            buf159 = reinterpret_tensor(buf158, (1, 128, 3072), (393216, 3072, 1), 0); del buf158  # reuse
            # Topologically Sorted Source Nodes: [, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:66
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf159, arg95_1, 393216, stream=stream0)
            del arg95_1
            buf160 = reinterpret_tensor(buf157, (128, 768), (768, 1), 0); del buf157  # reuse
            # Topologically Sorted Source Nodes: [, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:67
            extern_kernels.mm(reinterpret_tensor(buf159, (128, 3072), (3072, 1), 0), arg98_1, out=buf160)
            del arg98_1
            del buf159
            buf164 = reinterpret_tensor(buf140, (1, 128, 768), (98304, 768, 1), 0); del buf140  # reuse
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, hidden_states_50], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:68
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf153, arg97_1, buf160, arg99_1, arg100_1, buf164, 128, 768, stream=stream0)
            del arg100_1
            del arg99_1
            buf165 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, hidden_states_50, view_89, x_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:69
            extern_kernels.addmm(arg101_1, reinterpret_tensor(buf164, (128, 768), (768, 1), 0), arg102_1, alpha=1, beta=1, out=buf165)
            del arg101_1
            del arg102_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_65, split_8, view_93, query_states_17, view_91, key_states_17, view_92, value_states_17, attn_output_32], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:70
            buf167 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf166, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf165
            buf168 = buf167[0]
            assert_size_stride(buf168, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf168, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf167
            buf172 = reinterpret_tensor(buf164, (128, 768), (768, 1), 0); del buf164  # reuse
            # Topologically Sorted Source Nodes: [transpose_35, reshape_8, view_94, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:71
            extern_kernels.mm(reinterpret_tensor(buf168, (128, 768), (768, 1), 0), arg104_1, out=buf172)
            del arg104_1
            buf173 = reinterpret_tensor(buf172, (1, 128, 768), (98304, 768, 1), 0); del buf172  # reuse
            buf177 = reinterpret_tensor(buf168, (1, 128, 768), (98304, 768, 1), 0); del buf168  # reuse
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:72
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf173, arg103_1, buf153, arg97_1, buf160, arg105_1, arg106_1, buf177, 128, 768, stream=stream0)
            del arg103_1
            del arg105_1
            del arg106_1
            del arg97_1
            del buf153
            buf178 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_52, view_96, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:73
            extern_kernels.mm(reinterpret_tensor(buf177, (128, 768), (768, 1), 0), arg108_1, out=buf178)
            del arg108_1
            buf179 = reinterpret_tensor(buf178, (1, 128, 3072), (393216, 3072, 1), 0); del buf178  # reuse
            # Topologically Sorted Source Nodes: [, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:74
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf179, arg107_1, 393216, stream=stream0)
            del arg107_1
            buf180 = reinterpret_tensor(buf177, (128, 768), (768, 1), 0); del buf177  # reuse
            # Topologically Sorted Source Nodes: [, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:75
            extern_kernels.mm(reinterpret_tensor(buf179, (128, 3072), (3072, 1), 0), arg110_1, out=buf180)
            del arg110_1
            del buf179
            buf184 = reinterpret_tensor(buf160, (1, 128, 768), (98304, 768, 1), 0); del buf160  # reuse
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, hidden_states_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:76
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf173, arg109_1, buf180, arg111_1, arg112_1, buf184, 128, 768, stream=stream0)
            del arg111_1
            del arg112_1
            buf185 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, hidden_states_56, view_100, x_72], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:77
            extern_kernels.addmm(arg113_1, reinterpret_tensor(buf184, (128, 768), (768, 1), 0), arg114_1, alpha=1, beta=1, out=buf185)
            del arg113_1
            del arg114_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_73, split_9, view_104, query_states_19, view_102, key_states_19, view_103, value_states_19, attn_output_36], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:78
            buf187 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf186, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf185
            buf188 = buf187[0]
            assert_size_stride(buf188, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf188, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf187
            buf192 = reinterpret_tensor(buf184, (128, 768), (768, 1), 0); del buf184  # reuse
            # Topologically Sorted Source Nodes: [transpose_39, reshape_9, view_105, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:79
            extern_kernels.mm(reinterpret_tensor(buf188, (128, 768), (768, 1), 0), arg116_1, out=buf192)
            del arg116_1
            buf193 = reinterpret_tensor(buf192, (1, 128, 768), (98304, 768, 1), 0); del buf192  # reuse
            buf197 = reinterpret_tensor(buf188, (1, 128, 768), (98304, 768, 1), 0); del buf188  # reuse
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, x_75, hidden_states_57, hidden_states_58], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:80
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf193, arg115_1, buf173, arg109_1, buf180, arg117_1, arg118_1, buf197, 128, 768, stream=stream0)
            del arg109_1
            del arg115_1
            del arg117_1
            del arg118_1
            del buf173
            buf198 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_58, view_107, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:81
            extern_kernels.mm(reinterpret_tensor(buf197, (128, 768), (768, 1), 0), arg120_1, out=buf198)
            del arg120_1
            buf199 = reinterpret_tensor(buf198, (1, 128, 3072), (393216, 3072, 1), 0); del buf198  # reuse
            # Topologically Sorted Source Nodes: [, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:82
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf199, arg119_1, 393216, stream=stream0)
            del arg119_1
            buf200 = reinterpret_tensor(buf197, (128, 768), (768, 1), 0); del buf197  # reuse
            # Topologically Sorted Source Nodes: [, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:83
            extern_kernels.mm(reinterpret_tensor(buf199, (128, 3072), (3072, 1), 0), arg122_1, out=buf200)
            del arg122_1
            del buf199
            buf204 = reinterpret_tensor(buf180, (1, 128, 768), (98304, 768, 1), 0); del buf180  # reuse
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, hidden_states_62], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:84
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf193, arg121_1, buf200, arg123_1, arg124_1, buf204, 128, 768, stream=stream0)
            del arg123_1
            del arg124_1
            buf205 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, hidden_states_62, view_111, x_80], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:85
            extern_kernels.addmm(arg125_1, reinterpret_tensor(buf204, (128, 768), (768, 1), 0), arg126_1, alpha=1, beta=1, out=buf205)
            del arg125_1
            del arg126_1
            buf206 = buf186; del buf186  # reuse
            buf226 = buf166; del buf166  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7:86
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7.run(buf5, buf206, buf226, 16384, stream=stream0)
            del buf5
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:87
            buf207 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf206, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf205
            del buf206
            buf208 = buf207[0]
            assert_size_stride(buf208, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf208, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf207
            buf212 = reinterpret_tensor(buf204, (128, 768), (768, 1), 0); del buf204  # reuse
            # Topologically Sorted Source Nodes: [transpose_43, reshape_10, view_116, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:88
            extern_kernels.mm(reinterpret_tensor(buf208, (128, 768), (768, 1), 0), arg128_1, out=buf212)
            del arg128_1
            buf213 = reinterpret_tensor(buf212, (1, 128, 768), (98304, 768, 1), 0); del buf212  # reuse
            buf217 = reinterpret_tensor(buf208, (1, 128, 768), (98304, 768, 1), 0); del buf208  # reuse
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:89
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf213, arg127_1, buf193, arg121_1, buf200, arg129_1, arg130_1, buf217, 128, 768, stream=stream0)
            del arg121_1
            del arg127_1
            del arg129_1
            del arg130_1
            del buf193
            buf218 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_64, view_118, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:90
            extern_kernels.mm(reinterpret_tensor(buf217, (128, 768), (768, 1), 0), arg132_1, out=buf218)
            del arg132_1
            buf219 = reinterpret_tensor(buf218, (1, 128, 3072), (393216, 3072, 1), 0); del buf218  # reuse
            # Topologically Sorted Source Nodes: [, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:91
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf219, arg131_1, 393216, stream=stream0)
            del arg131_1
            buf220 = reinterpret_tensor(buf217, (128, 768), (768, 1), 0); del buf217  # reuse
            # Topologically Sorted Source Nodes: [, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:92
            extern_kernels.mm(reinterpret_tensor(buf219, (128, 3072), (3072, 1), 0), arg134_1, out=buf220)
            del arg134_1
            del buf219
            buf224 = reinterpret_tensor(buf200, (1, 128, 768), (98304, 768, 1), 0); del buf200  # reuse
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, hidden_states_68], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:93
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf213, arg133_1, buf220, arg135_1, arg136_1, buf224, 128, 768, stream=stream0)
            del arg135_1
            del arg136_1
            buf225 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, hidden_states_68, view_122, x_88], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:94
            extern_kernels.addmm(arg137_1, reinterpret_tensor(buf224, (128, 768), (768, 1), 0), arg138_1, alpha=1, beta=1, out=buf225)
            del arg137_1
            del arg138_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:95
            buf227 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf226, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf225
            del buf226
            buf228 = buf227[0]
            assert_size_stride(buf228, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf228, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf227
            buf232 = reinterpret_tensor(buf224, (128, 768), (768, 1), 0); del buf224  # reuse
            # Topologically Sorted Source Nodes: [transpose_47, reshape_11, view_127, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:96
            extern_kernels.mm(reinterpret_tensor(buf228, (128, 768), (768, 1), 0), arg140_1, out=buf232)
            del arg140_1
            buf233 = reinterpret_tensor(buf232, (1, 128, 768), (98304, 768, 1), 0); del buf232  # reuse
            buf237 = reinterpret_tensor(buf228, (1, 128, 768), (98304, 768, 1), 0); del buf228  # reuse
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, x_91, hidden_states_69, hidden_states_70], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:97
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf233, arg139_1, buf213, arg133_1, buf220, arg141_1, arg142_1, buf237, 128, 768, stream=stream0)
            del arg133_1
            del arg139_1
            del arg141_1
            del arg142_1
            del buf213
            del buf220
            buf238 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_70, view_129, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:98
            extern_kernels.mm(reinterpret_tensor(buf237, (128, 768), (768, 1), 0), arg144_1, out=buf238)
            del arg144_1
            buf239 = reinterpret_tensor(buf238, (1, 128, 3072), (393216, 3072, 1), 0); del buf238  # reuse
            # Topologically Sorted Source Nodes: [, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:99
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf239, arg143_1, 393216, stream=stream0)
            del arg143_1
            buf240 = reinterpret_tensor(buf237, (128, 768), (768, 1), 0); del buf237  # reuse
            # Topologically Sorted Source Nodes: [, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:100
            extern_kernels.mm(reinterpret_tensor(buf239, (128, 3072), (3072, 1), 0), arg146_1, out=buf240)
            del arg146_1
            del buf239
            buf244 = buf233; del buf233  # reuse
            # Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:101
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf244, arg145_1, buf240, arg147_1, arg148_1, 128, 768, stream=stream0)
            del arg145_1
            del arg147_1
            del arg148_1
            del buf240
            buf245 = empty_strided_cuda((128, 50257), (50257, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74, logits], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:102
            extern_kernels.mm(reinterpret_tensor(buf244, (128, 768), (768, 1), 0), reinterpret_tensor(arg1_1, (768, 50257), (1, 768), 0), out=buf245)
            del arg1_1
            del buf244
        return (reinterpret_tensor(buf245, (1, 128, 50257), (6432896, 50257, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
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


# ---- reduce-overhead ----
# AOT ID: ['2_inference']
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
from torch._C import _cuda_getCurrentRawStream as get_raw_stream



# kernel path: /tmp/lab-cache-DVXeF8/inductor/be/cbe34dvpkmqkohyfbolrssibr4gkha5bjexfswai3nd3c5zuoup7.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_2 => add_4, add_5, mul, mul_1, rsqrt, sub_2, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_1 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf1]
#   %arg3_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %embedding : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %add_4 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg4_1), kwargs = {})
#   return %getitem_1,%buf1,%add_5
triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0 = async_compile.triton('triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 1185792}, 'kernel_num_gb': 0.001186816, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp10_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 50257, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 50257")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 768*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tmp6 + tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp10_mean_next, tmp10_m2_next, tmp10_weight_next = triton_helpers.welford_reduce(
            tmp9, tmp10_mean, tmp10_m2, tmp10_weight, roffset == 0
        )
        tmp10_mean = tl.where(r0_mask & xmask, tmp10_mean_next, tmp10_mean)
        tmp10_m2 = tl.where(r0_mask & xmask, tmp10_m2_next, tmp10_m2)
        tmp10_weight = tl.where(r0_mask & xmask, tmp10_weight_next, tmp10_weight)
    tmp11, tmp12, tmp13 = triton_helpers.welford(tmp10_mean, tmp10_m2, tmp10_weight, 1)
    tmp10 = tmp11[:, None]
    tmp14 = tmp12[:, None]
    tmp15 = tmp13[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp22 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp31 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.full([1, 1], 50257, tl.int32)
        tmp17 = tmp0 + tmp16
        tmp18 = tmp0 < 0
        tmp19 = tl.where(tmp18, tmp17, tmp0)
        tl.device_assert(((0 <= tmp19) & (tmp19 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp19 < 50257")
        tmp21 = tl.load(in_ptr1 + (r0_1 + 768*tmp19), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        tl.store(out_ptr2 + (r0_1 + 768*x0), tmp34, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001186816
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/w4/cw4fb2q5mlgr6qmtqbexlujopam3us2uwe335wspeziei35hp45r.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
# Source node to ATen node mapping:
#   arange => iota
#   first_dummy_value => sub
#   getitem => slice_1
#   ne => ne
#   packed_sequence_mask => cumsum
#   position_diff => cat, slice_2, slice_3, sub_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %slice_1 : Tensor "i64[1, 1][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%unsqueeze, 1, 0, 1), kwargs = {})
#   %sub : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_1, 1), kwargs = {})
#   %cat : Tensor "i64[1, 129][129, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%sub, %unsqueeze], -1), kwargs = {})
#   %slice_3 : Tensor "i64[1, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 1, 129), kwargs = {})
#   %slice_2 : Tensor "i64[1, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 0, 128), kwargs = {})
#   %sub_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_3, %slice_2), kwargs = {})
#   %ne : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%sub_1, 1), kwargs = {})
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%ne, -1), kwargs = {})
#   return %cumsum
triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1 = async_compile.triton('triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1', '''
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
    size_hints={'x': 1, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'r0_': 2048}, 'kernel_num_gb': 1.024e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1(out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
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
    r0_0 = r0_index
    tmp0 = 1 + r0_0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.broadcast_to((-1) + (1 + r0_0), [XBLOCK, R0_BLOCK])
    tmp6 = tl.full(tmp5.shape, 0.0, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1, 1], 129, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp8, tmp11, tmp12)
    tmp14 = tl.where(tmp4, tmp7, tmp13)
    tmp15 = r0_0
    tmp16 = tmp15 >= tmp1
    tmp17 = tmp15 < tmp3
    tmp18 = tl.broadcast_to((-1) + (r0_0), [XBLOCK, R0_BLOCK])
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp17, tmp18, tmp19)
    tmp21 = tmp15 >= tmp3
    tmp22 = tmp15 < tmp9
    tmp23 = tl.broadcast_to((-1) + r0_0, [XBLOCK, R0_BLOCK])
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp21, tmp23, tmp24)
    tmp26 = tl.where(tmp17, tmp20, tmp25)
    tmp27 = tmp14 - tmp26
    tmp28 = tmp27 != tmp3
    tmp29 = tmp28.to(tl.int64)
    tmp30 = tmp29.to(tl.int64)
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp32, = tl.associative_scan((tmp31,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp32, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    return arg_0, 1, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.024e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/t4/ct4t4bxdaplhtvpsomlrqutsu3tt4so44ws4rogfumx5f7opr7pl.py
# Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_1, full_default_1, full_default_2, where
#   attn_output_12 => _scaled_dot_product_efficient_attention_3, expand_4, full_default_7, full_default_8, where_3
#   attn_output_16 => _scaled_dot_product_efficient_attention_4, expand_5, full_default_10, full_default_9, where_4
#   attn_output_4 => _scaled_dot_product_efficient_attention_1, expand_2, full_default_3, full_default_4, where_1
#   attn_output_8 => _scaled_dot_product_efficient_attention_2, expand_3, full_default_5, full_default_6, where_2
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   key_states_1 => permute
#   key_states_3 => permute_4
#   key_states_5 => permute_8
#   key_states_7 => permute_12
#   key_states_9 => permute_16
#   kv_arange => add_3
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   q_arange => add_2
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states_1 => permute_2
#   query_states_3 => permute_6
#   query_states_5 => permute_10
#   query_states_7 => permute_14
#   query_states_9 => permute_18
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split => split
#   split_1 => split_1
#   split_2 => split_2
#   split_3 => split_3
#   split_4 => split_4
#   value_states_1 => permute_1
#   value_states_3 => permute_5
#   value_states_5 => permute_9
#   value_states_7 => permute_13
#   value_states_9 => permute_17
#   view_14 => view_15
#   view_15 => view_16
#   view_16 => view_17
#   view_25 => view_27
#   view_26 => view_28
#   view_27 => view_29
#   view_3 => view_3
#   view_36 => view_39
#   view_37 => view_40
#   view_38 => view_41
#   view_4 => view_4
#   view_47 => view_51
#   view_48 => view_52
#   view_49 => view_53
#   view_5 => view_5
#   x_1 => view_2
#   x_17 => view_26
#   x_25 => view_38
#   x_33 => view_50
#   x_9 => view_14
# Graph fragment:
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %view_2 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [1, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_5 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [1, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %view_3 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [1, 128, -1, 64]), kwargs = {})
#   %permute : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %view_4 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [1, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
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
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 128, 128]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_2, %full_default_1), kwargs = {})
#   %expand_1 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_2, %permute, %permute_1, %expand_1, False), kwargs = {scale: 0.125})
#   %view_14 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [1, 128, 2304]), kwargs = {})
#   %split_1 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_14, 768, 2), kwargs = {})
#   %view_17 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_13, [1, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_17, [0, 2, 1, 3]), kwargs = {})
#   %view_15 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_14, [1, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_15, [0, 2, 1, 3]), kwargs = {})
#   %view_16 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_15, [1, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_16, [0, 2, 1, 3]), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_4, %full_default_3), kwargs = {})
#   %expand_2 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_1, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_1 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_6, %permute_4, %permute_5, %expand_2, False), kwargs = {scale: 0.125})
#   %view_26 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_8, [1, 128, 2304]), kwargs = {})
#   %split_2 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_26, 768, 2), kwargs = {})
#   %view_29 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_24, [1, 128, -1, 64]), kwargs = {})
#   %permute_10 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_29, [0, 2, 1, 3]), kwargs = {})
#   %view_27 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_25, [1, 128, -1, 64]), kwargs = {})
#   %permute_8 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_27, [0, 2, 1, 3]), kwargs = {})
#   %view_28 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_26, [1, 128, -1, 64]), kwargs = {})
#   %permute_9 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_28, [0, 2, 1, 3]), kwargs = {})
#   %full_default_6 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_6, %full_default_5), kwargs = {})
#   %expand_3 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_2, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_2 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_10, %permute_8, %permute_9, %expand_3, False), kwargs = {scale: 0.125})
#   %view_38 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_12, [1, 128, 2304]), kwargs = {})
#   %split_3 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_38, 768, 2), kwargs = {})
#   %view_41 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_35, [1, 128, -1, 64]), kwargs = {})
#   %permute_14 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_41, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_36, [1, 128, -1, 64]), kwargs = {})
#   %permute_12 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_39, [0, 2, 1, 3]), kwargs = {})
#   %view_40 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_37, [1, 128, -1, 64]), kwargs = {})
#   %permute_13 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_40, [0, 2, 1, 3]), kwargs = {})
#   %full_default_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_8, %full_default_7), kwargs = {})
#   %expand_4 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_3, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_3 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_14, %permute_12, %permute_13, %expand_4, False), kwargs = {scale: 0.125})
#   %view_50 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_16, [1, 128, 2304]), kwargs = {})
#   %split_4 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_50, 768, 2), kwargs = {})
#   %view_53 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_46, [1, 128, -1, 64]), kwargs = {})
#   %permute_18 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1, 3]), kwargs = {})
#   %view_51 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_47, [1, 128, -1, 64]), kwargs = {})
#   %permute_16 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_51, [0, 2, 1, 3]), kwargs = {})
#   %view_52 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_48, [1, 128, -1, 64]), kwargs = {})
#   %permute_17 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_52, [0, 2, 1, 3]), kwargs = {})
#   %full_default_10 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_10, %full_default_9), kwargs = {})
#   %expand_5 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_4, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_4 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_18, %permute_16, %permute_17, %expand_5, False), kwargs = {scale: 0.125})
#   return %buf6,%buf26,%buf46,%buf66,%buf86
triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 5, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 656384}, 'kernel_num_gb': 0.000328704, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = xindex // 128
    x2 = xindex
    tmp5 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full([1], float("-inf"), tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2), tmp11, None)
    tl.store(out_ptr1 + (x2), tmp11, None)
    tl.store(out_ptr2 + (x2), tmp11, None)
    tl.store(out_ptr3 + (x2), tmp11, None)
    tl.store(out_ptr4 + (x2), tmp11, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 16384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000328704
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/kv/ckvjqo42wwwozquvahp3chkmuakgo67dl33nxhz5qkbdpsgb6enu.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_35
#   arange => iota
#   hidden_states => add_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_2, mul_3, rsqrt_1, sub_3, var_mean_1
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   x_3 => view_8
# Graph fragment:
#   %arg7_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %mm_default_35 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_35]
#   %arg0_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %getitem_10 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf15 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf15]
#   %arg9_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %embedding : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %add_tensor_35 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg7_1, %mm_default_35), kwargs = {})
#   %view_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_35, [1, 128, 768]), kwargs = {})
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_10), kwargs = {})
#   %add_7 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg9_1), kwargs = {})
#   %add_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg10_1), kwargs = {})
#   return %add_6,%getitem_10,%buf15,%add_8
triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3 = async_compile.triton('triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024, 'r0_': 2368512}, 'kernel_num_gb': 0.00197632, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp36 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tl.full([1, 1], 50257, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert(((0 <= tmp7) & (tmp7 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp7 < 50257")
    tmp9 = tl.load(in_ptr2 + (r0_1 + 768*tmp7), r0_mask & xmask, other=0.0)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp2 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
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
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp12, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp39, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_3 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00197632
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/c3/cc3eymdd34v7y5bhscex5uwvfiv3laaoyiinkvz44kqchsnjcowz.py
# Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#    => add_tensor_34
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_7
#   mul => mul_4
#   mul_1 => mul_5
#   mul_2 => mul_6
#   pow_1 => pow_1
#   tanh => tanh
#   x_5 => view_10
# Graph fragment:
#   %arg11_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %mm_default_34 : Tensor "f32[128, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_default_34]
#   %add_tensor_34 : Tensor "f32[128, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg11_1, %mm_default_34), kwargs = {})
#   %view_10 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_34, [1, 128, 3072]), kwargs = {})
#   %mul_4 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_5 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_6,), kwargs = {})
#   %add_10 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_7 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_10), kwargs = {})
#   return %mul_7
triton_poi_fused_add_addmm_mul_pow_tanh_view_4 = async_compile.triton('triton_poi_fused_add_addmm_mul_pow_tanh_view_4', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_pow_tanh_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4730880}, 'kernel_num_gb': 0.003158016, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_pow_tanh_view_4(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 3072)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp2 * tmp2
    tmp6 = tmp5 * tmp2
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp2 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4 * tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((1, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((3072,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 393216,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_addmm_mul_pow_tanh_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003158016
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/oe/coey3lbkylop5j56xdyl374eefwce2wm3g3fysp6v3nmjf6ywp6j.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_33
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_8, mul_9, rsqrt_2, sub_4, var_mean_2
#   x_7 => view_12
# Graph fragment:
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %arg13_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_33 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_33]
#   %getitem_12 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf22 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf22]
#   %arg15_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %arg16_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %add_tensor_33 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_33), kwargs = {})
#   %view_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_33, [1, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_12), kwargs = {})
#   %add_12 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_2), kwargs = {})
#   %mul_9 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg15_1), kwargs = {})
#   %add_13 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg16_1), kwargs = {})
#   return %getitem_12,%buf22,%add_13
triton_per_fused_add_addmm_native_layer_norm_view_5 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_5', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1582080}, 'kernel_num_gb': 0.001188864, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001188864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/rc/crctqrhc7qpsqtxyt7nytvjf65d4vend2bvgkjlxjwizs5rdr2lu.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_32, add_tensor_33
#   hidden_states_10 => add_15, add_16, mul_10, mul_11, rsqrt_3, sub_5, var_mean_3
#   hidden_states_7 => add_11
#   hidden_states_9 => add_14
#   x_11 => view_20
#   x_7 => view_12
# Graph fragment:
#   %arg19_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %mm_default_32 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_32]
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %arg13_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_33 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_33]
#   %add_14 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_21 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf35 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf35]
#   %arg21_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %arg22_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %add_tensor_33 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_33), kwargs = {})
#   %view_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_33, [1, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %add_tensor_32 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg19_1, %mm_default_32), kwargs = {})
#   %view_20 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_32, [1, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_21), kwargs = {})
#   %add_15 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_10 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_3), kwargs = {})
#   %mul_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %arg21_1), kwargs = {})
#   %add_16 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %arg22_1), kwargs = {})
#   return %add_14,%getitem_21,%buf35,%add_16
triton_per_fused_add_addmm_native_layer_norm_view_6 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_6', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 2764800}, 'kernel_num_gb': 0.001978368, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp6 = tmp4 + tmp5
    tmp7 = tmp3 + tmp6
    tmp8 = tmp2 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 768, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 768.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp8, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp35, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001978368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/3j/c3j2ncijdhgfaihnif65fyahvxtxe2dkxxdal4hacl6pv5exq3hj.py
# Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output_40 => _scaled_dot_product_efficient_attention_10, expand_11, full_default_21, full_default_22, where_10
#   attn_output_44 => _scaled_dot_product_efficient_attention_11, expand_12, full_default_23, full_default_24, where_11
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   key_states_21 => permute_40
#   key_states_23 => permute_44
#   kv_arange => add_3
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   q_arange => add_2
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states_21 => permute_42
#   query_states_23 => permute_46
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split_10 => split_10
#   split_11 => split_11
#   value_states_21 => permute_41
#   value_states_23 => permute_45
#   view_113 => view_123
#   view_114 => view_124
#   view_115 => view_125
#   view_124 => view_135
#   view_125 => view_136
#   view_126 => view_137
#   x_81 => view_122
#   x_89 => view_134
# Graph fragment:
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
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
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 128, 128]), kwargs = {})
#   %view_122 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_40, [1, 128, 2304]), kwargs = {})
#   %split_10 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_122, 768, 2), kwargs = {})
#   %view_125 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_112, [1, 128, -1, 64]), kwargs = {})
#   %permute_42 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_125, [0, 2, 1, 3]), kwargs = {})
#   %view_123 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_113, [1, 128, -1, 64]), kwargs = {})
#   %permute_40 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_123, [0, 2, 1, 3]), kwargs = {})
#   %view_124 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_114, [1, 128, -1, 64]), kwargs = {})
#   %permute_41 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_124, [0, 2, 1, 3]), kwargs = {})
#   %full_default_22 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_21 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_10 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_22, %full_default_21), kwargs = {})
#   %expand_11 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_10, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_10 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_42, %permute_40, %permute_41, %expand_11, False), kwargs = {scale: 0.125})
#   %view_134 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_44, [1, 128, 2304]), kwargs = {})
#   %split_11 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_134, 768, 2), kwargs = {})
#   %view_137 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_123, [1, 128, -1, 64]), kwargs = {})
#   %permute_46 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_137, [0, 2, 1, 3]), kwargs = {})
#   %view_135 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_124, [1, 128, -1, 64]), kwargs = {})
#   %permute_44 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_135, [0, 2, 1, 3]), kwargs = {})
#   %view_136 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_125, [1, 128, -1, 64]), kwargs = {})
#   %permute_45 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_136, [0, 2, 1, 3]), kwargs = {})
#   %full_default_24 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_23 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_11 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_24, %full_default_23), kwargs = {})
#   %expand_12 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_11, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_11 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_46, %permute_44, %permute_45, %expand_12, False), kwargs = {scale: 0.125})
#   return %buf206,%buf226
triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 263168}, 'kernel_num_gb': 0.000132096, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = xindex // 128
    x2 = xindex
    tmp5 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full([1], float("-inf"), tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2), tmp11, None)
    tl.store(out_ptr1 + (x2), tmp11, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 16384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000132096
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/jp/cjpz7su7lcsqshdjfefdxjzxyjofycdtkwb56nuheaamn5ot7a5v.py
# Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor
#   hidden_states_73 => add_99
#   hidden_states_74 => add_100, add_101, mul_96, mul_97, rsqrt_24, sub_26, var_mean_24
#   x_95 => view_144
# Graph fragment:
#   %add_94 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_94]
#   %arg145_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg145_1]
#   %mm_default : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_133 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_133]
#   %buf242 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf242]
#   %arg147_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg147_1]
#   %arg148_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg148_1]
#   %add_tensor : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg145_1, %mm_default), kwargs = {})
#   %view_144 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 128, 768]), kwargs = {})
#   %add_99 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_94, %view_144), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_99, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_26 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_99, %getitem_133), kwargs = {})
#   %add_100 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_132, 1e-05), kwargs = {})
#   %rsqrt_24 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_100,), kwargs = {})
#   %mul_96 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %rsqrt_24), kwargs = {})
#   %mul_97 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %arg147_1), kwargs = {})
#   %add_101 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_97, %arg148_1), kwargs = {})
#   return %getitem_133,%buf242,%add_101
triton_per_fused_add_addmm_native_layer_norm_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_8', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 1582080}, 'kernel_num_gb': 0.001188864, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001188864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')

def partition_0(args):
    arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg8_1, arg7_1, arg9_1, arg10_1, arg12_1, arg11_1, arg14_1, arg13_1, arg15_1, arg16_1, arg17_1, arg18_1, arg20_1, arg19_1, arg21_1, arg22_1, arg24_1, arg23_1, arg26_1, arg25_1, arg27_1, arg28_1, arg29_1, arg30_1, arg32_1, arg31_1, arg33_1, arg34_1, arg36_1, arg35_1, arg38_1, arg37_1, arg39_1, arg40_1, arg41_1, arg42_1, arg44_1, arg43_1, arg45_1, arg46_1, arg48_1, arg47_1, arg50_1, arg49_1, arg51_1, arg52_1, arg53_1, arg54_1, arg56_1, arg55_1, arg57_1, arg58_1, arg60_1, arg59_1, arg62_1, arg61_1, arg63_1, arg64_1, arg65_1, arg66_1, arg68_1, arg67_1, arg69_1, arg70_1, arg72_1, arg71_1, arg74_1, arg73_1, arg75_1, arg76_1, arg77_1, arg78_1, arg80_1, arg79_1, arg81_1, arg82_1, arg84_1, arg83_1, arg86_1, arg85_1, arg87_1, arg88_1, arg89_1, arg90_1, arg92_1, arg91_1, arg93_1, arg94_1, arg96_1, arg95_1, arg98_1, arg97_1, arg99_1, arg100_1, arg101_1, arg102_1, arg104_1, arg103_1, arg105_1, arg106_1, arg108_1, arg107_1, arg110_1, arg109_1, arg111_1, arg112_1, arg113_1, arg114_1, arg116_1, arg115_1, arg117_1, arg118_1, arg120_1, arg119_1, arg122_1, arg121_1, arg123_1, arg124_1, arg125_1, arg126_1, arg128_1, arg127_1, arg129_1, arg130_1, arg132_1, arg131_1, arg134_1, arg133_1, arg135_1, arg136_1, arg137_1, arg138_1, arg140_1, arg139_1, arg141_1, arg142_1, arg144_1, arg143_1, arg146_1, arg145_1, arg147_1, arg148_1 = args
    args.clear()
    assert_size_stride(arg0_1, (1, 128), (128, 1))
    assert_size_stride(arg1_1, (50257, 768), (768, 1))
    assert_size_stride(arg2_1, (1024, 768), (768, 1))
    assert_size_stride(arg3_1, (768, ), (1, ))
    assert_size_stride(arg4_1, (768, ), (1, ))
    assert_size_stride(arg5_1, (2304, ), (1, ))
    assert_size_stride(arg6_1, (768, 2304), (2304, 1))
    assert_size_stride(arg8_1, (768, 768), (768, 1))
    assert_size_stride(arg7_1, (768, ), (1, ))
    assert_size_stride(arg9_1, (768, ), (1, ))
    assert_size_stride(arg10_1, (768, ), (1, ))
    assert_size_stride(arg12_1, (768, 3072), (3072, 1))
    assert_size_stride(arg11_1, (3072, ), (1, ))
    assert_size_stride(arg14_1, (3072, 768), (768, 1))
    assert_size_stride(arg13_1, (768, ), (1, ))
    assert_size_stride(arg15_1, (768, ), (1, ))
    assert_size_stride(arg16_1, (768, ), (1, ))
    assert_size_stride(arg17_1, (2304, ), (1, ))
    assert_size_stride(arg18_1, (768, 2304), (2304, 1))
    assert_size_stride(arg20_1, (768, 768), (768, 1))
    assert_size_stride(arg19_1, (768, ), (1, ))
    assert_size_stride(arg21_1, (768, ), (1, ))
    assert_size_stride(arg22_1, (768, ), (1, ))
    assert_size_stride(arg24_1, (768, 3072), (3072, 1))
    assert_size_stride(arg23_1, (3072, ), (1, ))
    assert_size_stride(arg26_1, (3072, 768), (768, 1))
    assert_size_stride(arg25_1, (768, ), (1, ))
    assert_size_stride(arg27_1, (768, ), (1, ))
    assert_size_stride(arg28_1, (768, ), (1, ))
    assert_size_stride(arg29_1, (2304, ), (1, ))
    assert_size_stride(arg30_1, (768, 2304), (2304, 1))
    assert_size_stride(arg32_1, (768, 768), (768, 1))
    assert_size_stride(arg31_1, (768, ), (1, ))
    assert_size_stride(arg33_1, (768, ), (1, ))
    assert_size_stride(arg34_1, (768, ), (1, ))
    assert_size_stride(arg36_1, (768, 3072), (3072, 1))
    assert_size_stride(arg35_1, (3072, ), (1, ))
    assert_size_stride(arg38_1, (3072, 768), (768, 1))
    assert_size_stride(arg37_1, (768, ), (1, ))
    assert_size_stride(arg39_1, (768, ), (1, ))
    assert_size_stride(arg40_1, (768, ), (1, ))
    assert_size_stride(arg41_1, (2304, ), (1, ))
    assert_size_stride(arg42_1, (768, 2304), (2304, 1))
    assert_size_stride(arg44_1, (768, 768), (768, 1))
    assert_size_stride(arg43_1, (768, ), (1, ))
    assert_size_stride(arg45_1, (768, ), (1, ))
    assert_size_stride(arg46_1, (768, ), (1, ))
    assert_size_stride(arg48_1, (768, 3072), (3072, 1))
    assert_size_stride(arg47_1, (3072, ), (1, ))
    assert_size_stride(arg50_1, (3072, 768), (768, 1))
    assert_size_stride(arg49_1, (768, ), (1, ))
    assert_size_stride(arg51_1, (768, ), (1, ))
    assert_size_stride(arg52_1, (768, ), (1, ))
    assert_size_stride(arg53_1, (2304, ), (1, ))
    assert_size_stride(arg54_1, (768, 2304), (2304, 1))
    assert_size_stride(arg56_1, (768, 768), (768, 1))
    assert_size_stride(arg55_1, (768, ), (1, ))
    assert_size_stride(arg57_1, (768, ), (1, ))
    assert_size_stride(arg58_1, (768, ), (1, ))
    assert_size_stride(arg60_1, (768, 3072), (3072, 1))
    assert_size_stride(arg59_1, (3072, ), (1, ))
    assert_size_stride(arg62_1, (3072, 768), (768, 1))
    assert_size_stride(arg61_1, (768, ), (1, ))
    assert_size_stride(arg63_1, (768, ), (1, ))
    assert_size_stride(arg64_1, (768, ), (1, ))
    assert_size_stride(arg65_1, (2304, ), (1, ))
    assert_size_stride(arg66_1, (768, 2304), (2304, 1))
    assert_size_stride(arg68_1, (768, 768), (768, 1))
    assert_size_stride(arg67_1, (768, ), (1, ))
    assert_size_stride(arg69_1, (768, ), (1, ))
    assert_size_stride(arg70_1, (768, ), (1, ))
    assert_size_stride(arg72_1, (768, 3072), (3072, 1))
    assert_size_stride(arg71_1, (3072, ), (1, ))
    assert_size_stride(arg74_1, (3072, 768), (768, 1))
    assert_size_stride(arg73_1, (768, ), (1, ))
    assert_size_stride(arg75_1, (768, ), (1, ))
    assert_size_stride(arg76_1, (768, ), (1, ))
    assert_size_stride(arg77_1, (2304, ), (1, ))
    assert_size_stride(arg78_1, (768, 2304), (2304, 1))
    assert_size_stride(arg80_1, (768, 768), (768, 1))
    assert_size_stride(arg79_1, (768, ), (1, ))
    assert_size_stride(arg81_1, (768, ), (1, ))
    assert_size_stride(arg82_1, (768, ), (1, ))
    assert_size_stride(arg84_1, (768, 3072), (3072, 1))
    assert_size_stride(arg83_1, (3072, ), (1, ))
    assert_size_stride(arg86_1, (3072, 768), (768, 1))
    assert_size_stride(arg85_1, (768, ), (1, ))
    assert_size_stride(arg87_1, (768, ), (1, ))
    assert_size_stride(arg88_1, (768, ), (1, ))
    assert_size_stride(arg89_1, (2304, ), (1, ))
    assert_size_stride(arg90_1, (768, 2304), (2304, 1))
    assert_size_stride(arg92_1, (768, 768), (768, 1))
    assert_size_stride(arg91_1, (768, ), (1, ))
    assert_size_stride(arg93_1, (768, ), (1, ))
    assert_size_stride(arg94_1, (768, ), (1, ))
    assert_size_stride(arg96_1, (768, 3072), (3072, 1))
    assert_size_stride(arg95_1, (3072, ), (1, ))
    assert_size_stride(arg98_1, (3072, 768), (768, 1))
    assert_size_stride(arg97_1, (768, ), (1, ))
    assert_size_stride(arg99_1, (768, ), (1, ))
    assert_size_stride(arg100_1, (768, ), (1, ))
    assert_size_stride(arg101_1, (2304, ), (1, ))
    assert_size_stride(arg102_1, (768, 2304), (2304, 1))
    assert_size_stride(arg104_1, (768, 768), (768, 1))
    assert_size_stride(arg103_1, (768, ), (1, ))
    assert_size_stride(arg105_1, (768, ), (1, ))
    assert_size_stride(arg106_1, (768, ), (1, ))
    assert_size_stride(arg108_1, (768, 3072), (3072, 1))
    assert_size_stride(arg107_1, (3072, ), (1, ))
    assert_size_stride(arg110_1, (3072, 768), (768, 1))
    assert_size_stride(arg109_1, (768, ), (1, ))
    assert_size_stride(arg111_1, (768, ), (1, ))
    assert_size_stride(arg112_1, (768, ), (1, ))
    assert_size_stride(arg113_1, (2304, ), (1, ))
    assert_size_stride(arg114_1, (768, 2304), (2304, 1))
    assert_size_stride(arg116_1, (768, 768), (768, 1))
    assert_size_stride(arg115_1, (768, ), (1, ))
    assert_size_stride(arg117_1, (768, ), (1, ))
    assert_size_stride(arg118_1, (768, ), (1, ))
    assert_size_stride(arg120_1, (768, 3072), (3072, 1))
    assert_size_stride(arg119_1, (3072, ), (1, ))
    assert_size_stride(arg122_1, (3072, 768), (768, 1))
    assert_size_stride(arg121_1, (768, ), (1, ))
    assert_size_stride(arg123_1, (768, ), (1, ))
    assert_size_stride(arg124_1, (768, ), (1, ))
    assert_size_stride(arg125_1, (2304, ), (1, ))
    assert_size_stride(arg126_1, (768, 2304), (2304, 1))
    assert_size_stride(arg128_1, (768, 768), (768, 1))
    assert_size_stride(arg127_1, (768, ), (1, ))
    assert_size_stride(arg129_1, (768, ), (1, ))
    assert_size_stride(arg130_1, (768, ), (1, ))
    assert_size_stride(arg132_1, (768, 3072), (3072, 1))
    assert_size_stride(arg131_1, (3072, ), (1, ))
    assert_size_stride(arg134_1, (3072, 768), (768, 1))
    assert_size_stride(arg133_1, (768, ), (1, ))
    assert_size_stride(arg135_1, (768, ), (1, ))
    assert_size_stride(arg136_1, (768, ), (1, ))
    assert_size_stride(arg137_1, (2304, ), (1, ))
    assert_size_stride(arg138_1, (768, 2304), (2304, 1))
    assert_size_stride(arg140_1, (768, 768), (768, 1))
    assert_size_stride(arg139_1, (768, ), (1, ))
    assert_size_stride(arg141_1, (768, ), (1, ))
    assert_size_stride(arg142_1, (768, ), (1, ))
    assert_size_stride(arg144_1, (768, 3072), (3072, 1))
    assert_size_stride(arg143_1, (3072, ), (1, ))
    assert_size_stride(arg146_1, (3072, 768), (768, 1))
    assert_size_stride(arg145_1, (768, ), (1, ))
    assert_size_stride(arg147_1, (768, ), (1, ))
    assert_size_stride(arg148_1, (768, ), (1, ))
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        buf3 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
        # [Provenance debug handles] triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0:1
        stream0 = get_raw_stream(0)
        triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.run(arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, buf3, 128, 768, stream=stream0)
        del arg3_1
        del arg4_1
        buf4 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:2
        extern_kernels.addmm(arg5_1, reinterpret_tensor(buf3, (128, 768), (768, 1), 0), arg6_1, alpha=1, beta=1, out=buf4)
        del arg5_1
        del arg6_1
        buf5 = empty_strided_cuda((1, 128), (128, 1), torch.int64)
        # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
        # [Provenance debug handles] triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1:3
        stream0 = get_raw_stream(0)
        triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_1.run(buf5, 1, 128, stream=stream0)
        buf6 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
        buf26 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
        buf46 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
        buf66 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
        buf86 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2:4
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2.run(buf5, buf6, buf26, buf46, buf66, buf86, 16384, stream=stream0)
        # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:5
        buf7 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf6, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf4
        buf8 = buf7[0]
        assert_size_stride(buf8, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf7
        buf12 = reinterpret_tensor(buf3, (128, 768), (768, 1), 0); del buf3  # reuse
        # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf8, (128, 768), (768, 1), 0), arg8_1, out=buf12)
        del arg8_1
        buf13 = reinterpret_tensor(buf12, (1, 128, 768), (98304, 768, 1), 0); del buf12  # reuse
        buf17 = reinterpret_tensor(buf8, (1, 128, 768), (98304, 768, 1), 0); del buf8  # reuse
        # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3:7
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_3.run(buf13, arg7_1, arg0_1, arg1_1, arg2_1, arg9_1, arg10_1, buf17, 128, 768, stream=stream0)
        del arg0_1
        del arg10_1
        del arg2_1
        del arg7_1
        del arg9_1
        buf18 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_4, view_8, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf17, (128, 768), (768, 1), 0), arg12_1, out=buf18)
        del arg12_1
        buf19 = reinterpret_tensor(buf18, (1, 128, 3072), (393216, 3072, 1), 0); del buf18  # reuse
        # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:9
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf19, arg11_1, 393216, stream=stream0)
        del arg11_1
        buf20 = reinterpret_tensor(buf17, (128, 768), (768, 1), 0); del buf17  # reuse
        # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf19, (128, 3072), (3072, 1), 0), arg14_1, out=buf20)
        del arg14_1
        del buf19
        buf24 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:11
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf13, arg13_1, buf20, arg15_1, arg16_1, buf24, 128, 768, stream=stream0)
        del arg15_1
        del arg16_1
        buf25 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:12
        extern_kernels.addmm(arg17_1, reinterpret_tensor(buf24, (128, 768), (768, 1), 0), arg18_1, alpha=1, beta=1, out=buf25)
        del arg17_1
        del arg18_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:13
        buf27 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf26, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf25
        buf28 = buf27[0]
        assert_size_stride(buf28, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf27
        buf32 = reinterpret_tensor(buf24, (128, 768), (768, 1), 0); del buf24  # reuse
        # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:14
        extern_kernels.mm(reinterpret_tensor(buf28, (128, 768), (768, 1), 0), arg20_1, out=buf32)
        del arg20_1
        buf33 = reinterpret_tensor(buf32, (1, 128, 768), (98304, 768, 1), 0); del buf32  # reuse
        buf37 = reinterpret_tensor(buf28, (1, 128, 768), (98304, 768, 1), 0); del buf28  # reuse
        # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:15
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf33, arg19_1, buf13, arg13_1, buf20, arg21_1, arg22_1, buf37, 128, 768, stream=stream0)
        del arg13_1
        del arg19_1
        del arg21_1
        del arg22_1
        del buf13
        buf38 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_10, view_19, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf37, (128, 768), (768, 1), 0), arg24_1, out=buf38)
        del arg24_1
        buf39 = reinterpret_tensor(buf38, (1, 128, 3072), (393216, 3072, 1), 0); del buf38  # reuse
        # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:17
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf39, arg23_1, 393216, stream=stream0)
        del arg23_1
        buf40 = reinterpret_tensor(buf37, (128, 768), (768, 1), 0); del buf37  # reuse
        # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf39, (128, 3072), (3072, 1), 0), arg26_1, out=buf40)
        del arg26_1
        del buf39
        buf44 = reinterpret_tensor(buf20, (1, 128, 768), (98304, 768, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:19
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf33, arg25_1, buf40, arg27_1, arg28_1, buf44, 128, 768, stream=stream0)
        del arg27_1
        del arg28_1
        buf45 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:20
        extern_kernels.addmm(arg29_1, reinterpret_tensor(buf44, (128, 768), (768, 1), 0), arg30_1, alpha=1, beta=1, out=buf45)
        del arg29_1
        del arg30_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:21
        buf47 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf46, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf45
        buf48 = buf47[0]
        assert_size_stride(buf48, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf48, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf47
        buf52 = reinterpret_tensor(buf44, (128, 768), (768, 1), 0); del buf44  # reuse
        # Topologically Sorted Source Nodes: [transpose_11, reshape_2, view_28, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf48, (128, 768), (768, 1), 0), arg32_1, out=buf52)
        del arg32_1
        buf53 = reinterpret_tensor(buf52, (1, 128, 768), (98304, 768, 1), 0); del buf52  # reuse
        buf57 = reinterpret_tensor(buf48, (1, 128, 768), (98304, 768, 1), 0); del buf48  # reuse
        # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:23
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf53, arg31_1, buf33, arg25_1, buf40, arg33_1, arg34_1, buf57, 128, 768, stream=stream0)
        del arg25_1
        del arg31_1
        del arg33_1
        del arg34_1
        del buf33
        buf58 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_16, view_30, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:24
        extern_kernels.mm(reinterpret_tensor(buf57, (128, 768), (768, 1), 0), arg36_1, out=buf58)
        del arg36_1
        buf59 = reinterpret_tensor(buf58, (1, 128, 3072), (393216, 3072, 1), 0); del buf58  # reuse
        # Topologically Sorted Source Nodes: [, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:25
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf59, arg35_1, 393216, stream=stream0)
        del arg35_1
        buf60 = reinterpret_tensor(buf57, (128, 768), (768, 1), 0); del buf57  # reuse
        # Topologically Sorted Source Nodes: [, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:26
        extern_kernels.mm(reinterpret_tensor(buf59, (128, 3072), (3072, 1), 0), arg38_1, out=buf60)
        del arg38_1
        del buf59
        buf64 = reinterpret_tensor(buf40, (1, 128, 768), (98304, 768, 1), 0); del buf40  # reuse
        # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, hidden_states_20], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:27
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf53, arg37_1, buf60, arg39_1, arg40_1, buf64, 128, 768, stream=stream0)
        del arg39_1
        del arg40_1
        buf65 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, hidden_states_20, view_34, x_24], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:28
        extern_kernels.addmm(arg41_1, reinterpret_tensor(buf64, (128, 768), (768, 1), 0), arg42_1, alpha=1, beta=1, out=buf65)
        del arg41_1
        del arg42_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:29
        buf67 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf66, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf65
        buf68 = buf67[0]
        assert_size_stride(buf68, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf68, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf67
        buf72 = reinterpret_tensor(buf64, (128, 768), (768, 1), 0); del buf64  # reuse
        # Topologically Sorted Source Nodes: [transpose_15, reshape_3, view_39, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf68, (128, 768), (768, 1), 0), arg44_1, out=buf72)
        del arg44_1
        buf73 = reinterpret_tensor(buf72, (1, 128, 768), (98304, 768, 1), 0); del buf72  # reuse
        buf77 = reinterpret_tensor(buf68, (1, 128, 768), (98304, 768, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, x_27, hidden_states_21, hidden_states_22], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:31
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf73, arg43_1, buf53, arg37_1, buf60, arg45_1, arg46_1, buf77, 128, 768, stream=stream0)
        del arg37_1
        del arg43_1
        del arg45_1
        del arg46_1
        del buf53
        buf78 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_22, view_41, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:32
        extern_kernels.mm(reinterpret_tensor(buf77, (128, 768), (768, 1), 0), arg48_1, out=buf78)
        del arg48_1
        buf79 = reinterpret_tensor(buf78, (1, 128, 3072), (393216, 3072, 1), 0); del buf78  # reuse
        # Topologically Sorted Source Nodes: [, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:33
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf79, arg47_1, 393216, stream=stream0)
        del arg47_1
        buf80 = reinterpret_tensor(buf77, (128, 768), (768, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:34
        extern_kernels.mm(reinterpret_tensor(buf79, (128, 3072), (3072, 1), 0), arg50_1, out=buf80)
        del arg50_1
        del buf79
        buf84 = reinterpret_tensor(buf60, (1, 128, 768), (98304, 768, 1), 0); del buf60  # reuse
        # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, hidden_states_26], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:35
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf73, arg49_1, buf80, arg51_1, arg52_1, buf84, 128, 768, stream=stream0)
        del arg51_1
        del arg52_1
        buf85 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, hidden_states_26, view_45, x_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:36
        extern_kernels.addmm(arg53_1, reinterpret_tensor(buf84, (128, 768), (768, 1), 0), arg54_1, alpha=1, beta=1, out=buf85)
        del arg53_1
        del arg54_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:37
        buf87 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf86, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf85
        buf88 = buf87[0]
        assert_size_stride(buf88, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf88, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf87
        buf92 = reinterpret_tensor(buf84, (128, 768), (768, 1), 0); del buf84  # reuse
        # Topologically Sorted Source Nodes: [transpose_19, reshape_4, view_50, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:38
        extern_kernels.mm(reinterpret_tensor(buf88, (128, 768), (768, 1), 0), arg56_1, out=buf92)
        del arg56_1
        buf93 = reinterpret_tensor(buf92, (1, 128, 768), (98304, 768, 1), 0); del buf92  # reuse
        buf97 = reinterpret_tensor(buf88, (1, 128, 768), (98304, 768, 1), 0); del buf88  # reuse
        # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:39
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf93, arg55_1, buf73, arg49_1, buf80, arg57_1, arg58_1, buf97, 128, 768, stream=stream0)
        del arg49_1
        del arg55_1
        del arg57_1
        del arg58_1
        del buf73
        buf98 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_28, view_52, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:40
        extern_kernels.mm(reinterpret_tensor(buf97, (128, 768), (768, 1), 0), arg60_1, out=buf98)
        del arg60_1
        buf99 = reinterpret_tensor(buf98, (1, 128, 3072), (393216, 3072, 1), 0); del buf98  # reuse
        # Topologically Sorted Source Nodes: [, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:41
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf99, arg59_1, 393216, stream=stream0)
        del arg59_1
        buf100 = reinterpret_tensor(buf97, (128, 768), (768, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:42
        extern_kernels.mm(reinterpret_tensor(buf99, (128, 3072), (3072, 1), 0), arg62_1, out=buf100)
        del arg62_1
        del buf99
        buf104 = reinterpret_tensor(buf80, (1, 128, 768), (98304, 768, 1), 0); del buf80  # reuse
        # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, hidden_states_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:43
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf93, arg61_1, buf100, arg63_1, arg64_1, buf104, 128, 768, stream=stream0)
        del arg63_1
        del arg64_1
        buf105 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, hidden_states_32, view_56, x_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:44
        extern_kernels.addmm(arg65_1, reinterpret_tensor(buf104, (128, 768), (768, 1), 0), arg66_1, alpha=1, beta=1, out=buf105)
        del arg65_1
        del arg66_1
        buf106 = buf86; del buf86  # reuse
        buf126 = buf66; del buf66  # reuse
        buf146 = buf46; del buf46  # reuse
        buf166 = buf26; del buf26  # reuse
        buf186 = buf6; del buf6  # reuse
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_41, split_5, view_60, query_states_11, view_58, key_states_11, view_59, value_states_11, attn_output_20, x_49, split_6, view_71, query_states_13, view_69, key_states_13, view_70, value_states_13, attn_output_24, x_57, split_7, view_82, query_states_15, view_80, key_states_15, view_81, value_states_15, attn_output_28, x_65, split_8, view_93, query_states_17, view_91, key_states_17, view_92, value_states_17, attn_output_32, x_73, split_9, view_104, query_states_19, view_102, key_states_19, view_103, value_states_19, attn_output_36], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2:45
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_2.run(buf5, buf106, buf126, buf146, buf166, buf186, 16384, stream=stream0)
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_41, split_5, view_60, query_states_11, view_58, key_states_11, view_59, value_states_11, attn_output_20], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:46
        buf107 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf106, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf105
        del buf106
        buf108 = buf107[0]
        assert_size_stride(buf108, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf108, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf107
        buf112 = reinterpret_tensor(buf104, (128, 768), (768, 1), 0); del buf104  # reuse
        # Topologically Sorted Source Nodes: [transpose_23, reshape_5, view_61, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:47
        extern_kernels.mm(reinterpret_tensor(buf108, (128, 768), (768, 1), 0), arg68_1, out=buf112)
        del arg68_1
        buf113 = reinterpret_tensor(buf112, (1, 128, 768), (98304, 768, 1), 0); del buf112  # reuse
        buf117 = reinterpret_tensor(buf108, (1, 128, 768), (98304, 768, 1), 0); del buf108  # reuse
        # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, x_43, hidden_states_33, hidden_states_34], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:48
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf113, arg67_1, buf93, arg61_1, buf100, arg69_1, arg70_1, buf117, 128, 768, stream=stream0)
        del arg61_1
        del arg67_1
        del arg69_1
        del arg70_1
        del buf100
        buf118 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_34, view_63, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:49
        extern_kernels.mm(reinterpret_tensor(buf117, (128, 768), (768, 1), 0), arg72_1, out=buf118)
        del arg72_1
        buf119 = reinterpret_tensor(buf118, (1, 128, 3072), (393216, 3072, 1), 0); del buf118  # reuse
        # Topologically Sorted Source Nodes: [, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:50
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf119, arg71_1, 393216, stream=stream0)
        del arg71_1
        buf120 = reinterpret_tensor(buf117, (128, 768), (768, 1), 0); del buf117  # reuse
        # Topologically Sorted Source Nodes: [, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:51
        extern_kernels.mm(reinterpret_tensor(buf119, (128, 3072), (3072, 1), 0), arg74_1, out=buf120)
        del arg74_1
        del buf119
        buf124 = buf93; del buf93  # reuse
        # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, hidden_states_38], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:52
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf113, arg73_1, buf120, arg75_1, arg76_1, buf124, 128, 768, stream=stream0)
        del arg75_1
        del arg76_1
        buf125 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, hidden_states_38, view_67, x_48], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:53
        extern_kernels.addmm(arg77_1, reinterpret_tensor(buf124, (128, 768), (768, 1), 0), arg78_1, alpha=1, beta=1, out=buf125)
        del arg77_1
        del arg78_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_49, split_6, view_71, query_states_13, view_69, key_states_13, view_70, value_states_13, attn_output_24], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:54
        buf127 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf126, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf125
        del buf126
        buf128 = buf127[0]
        assert_size_stride(buf128, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf128, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf127
        buf132 = reinterpret_tensor(buf124, (128, 768), (768, 1), 0); del buf124  # reuse
        # Topologically Sorted Source Nodes: [transpose_27, reshape_6, view_72, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:55
        extern_kernels.mm(reinterpret_tensor(buf128, (128, 768), (768, 1), 0), arg80_1, out=buf132)
        del arg80_1
        buf133 = reinterpret_tensor(buf132, (1, 128, 768), (98304, 768, 1), 0); del buf132  # reuse
        buf137 = reinterpret_tensor(buf128, (1, 128, 768), (98304, 768, 1), 0); del buf128  # reuse
        # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:56
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf133, arg79_1, buf113, arg73_1, buf120, arg81_1, arg82_1, buf137, 128, 768, stream=stream0)
        del arg73_1
        del arg79_1
        del arg81_1
        del arg82_1
        del buf113
        buf138 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_40, view_74, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:57
        extern_kernels.mm(reinterpret_tensor(buf137, (128, 768), (768, 1), 0), arg84_1, out=buf138)
        del arg84_1
        buf139 = reinterpret_tensor(buf138, (1, 128, 3072), (393216, 3072, 1), 0); del buf138  # reuse
        # Topologically Sorted Source Nodes: [, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:58
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf139, arg83_1, 393216, stream=stream0)
        del arg83_1
        buf140 = reinterpret_tensor(buf137, (128, 768), (768, 1), 0); del buf137  # reuse
        # Topologically Sorted Source Nodes: [, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:59
        extern_kernels.mm(reinterpret_tensor(buf139, (128, 3072), (3072, 1), 0), arg86_1, out=buf140)
        del arg86_1
        del buf139
        buf144 = reinterpret_tensor(buf120, (1, 128, 768), (98304, 768, 1), 0); del buf120  # reuse
        # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, hidden_states_44], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:60
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf133, arg85_1, buf140, arg87_1, arg88_1, buf144, 128, 768, stream=stream0)
        del arg87_1
        del arg88_1
        buf145 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, hidden_states_44, view_78, x_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:61
        extern_kernels.addmm(arg89_1, reinterpret_tensor(buf144, (128, 768), (768, 1), 0), arg90_1, alpha=1, beta=1, out=buf145)
        del arg89_1
        del arg90_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_57, split_7, view_82, query_states_15, view_80, key_states_15, view_81, value_states_15, attn_output_28], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:62
        buf147 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf146, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf145
        del buf146
        buf148 = buf147[0]
        assert_size_stride(buf148, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf148, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf147
        buf152 = reinterpret_tensor(buf144, (128, 768), (768, 1), 0); del buf144  # reuse
        # Topologically Sorted Source Nodes: [transpose_31, reshape_7, view_83, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:63
        extern_kernels.mm(reinterpret_tensor(buf148, (128, 768), (768, 1), 0), arg92_1, out=buf152)
        del arg92_1
        buf153 = reinterpret_tensor(buf152, (1, 128, 768), (98304, 768, 1), 0); del buf152  # reuse
        buf157 = reinterpret_tensor(buf148, (1, 128, 768), (98304, 768, 1), 0); del buf148  # reuse
        # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, x_59, hidden_states_45, hidden_states_46], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:64
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf153, arg91_1, buf133, arg85_1, buf140, arg93_1, arg94_1, buf157, 128, 768, stream=stream0)
        del arg85_1
        del arg91_1
        del arg93_1
        del arg94_1
        del buf133
        buf158 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_46, view_85, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:65
        extern_kernels.mm(reinterpret_tensor(buf157, (128, 768), (768, 1), 0), arg96_1, out=buf158)
        del arg96_1
        buf159 = reinterpret_tensor(buf158, (1, 128, 3072), (393216, 3072, 1), 0); del buf158  # reuse
        # Topologically Sorted Source Nodes: [, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:66
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf159, arg95_1, 393216, stream=stream0)
        del arg95_1
        buf160 = reinterpret_tensor(buf157, (128, 768), (768, 1), 0); del buf157  # reuse
        # Topologically Sorted Source Nodes: [, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:67
        extern_kernels.mm(reinterpret_tensor(buf159, (128, 3072), (3072, 1), 0), arg98_1, out=buf160)
        del arg98_1
        del buf159
        buf164 = reinterpret_tensor(buf140, (1, 128, 768), (98304, 768, 1), 0); del buf140  # reuse
        # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, hidden_states_50], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:68
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf153, arg97_1, buf160, arg99_1, arg100_1, buf164, 128, 768, stream=stream0)
        del arg100_1
        del arg99_1
        buf165 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, hidden_states_50, view_89, x_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:69
        extern_kernels.addmm(arg101_1, reinterpret_tensor(buf164, (128, 768), (768, 1), 0), arg102_1, alpha=1, beta=1, out=buf165)
        del arg101_1
        del arg102_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_65, split_8, view_93, query_states_17, view_91, key_states_17, view_92, value_states_17, attn_output_32], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:70
        buf167 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf166, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf165
        buf168 = buf167[0]
        assert_size_stride(buf168, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf168, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf167
        buf172 = reinterpret_tensor(buf164, (128, 768), (768, 1), 0); del buf164  # reuse
        # Topologically Sorted Source Nodes: [transpose_35, reshape_8, view_94, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:71
        extern_kernels.mm(reinterpret_tensor(buf168, (128, 768), (768, 1), 0), arg104_1, out=buf172)
        del arg104_1
        buf173 = reinterpret_tensor(buf172, (1, 128, 768), (98304, 768, 1), 0); del buf172  # reuse
        buf177 = reinterpret_tensor(buf168, (1, 128, 768), (98304, 768, 1), 0); del buf168  # reuse
        # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:72
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf173, arg103_1, buf153, arg97_1, buf160, arg105_1, arg106_1, buf177, 128, 768, stream=stream0)
        del arg103_1
        del arg105_1
        del arg106_1
        del arg97_1
        del buf153
        buf178 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_52, view_96, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:73
        extern_kernels.mm(reinterpret_tensor(buf177, (128, 768), (768, 1), 0), arg108_1, out=buf178)
        del arg108_1
        buf179 = reinterpret_tensor(buf178, (1, 128, 3072), (393216, 3072, 1), 0); del buf178  # reuse
        # Topologically Sorted Source Nodes: [, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:74
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf179, arg107_1, 393216, stream=stream0)
        del arg107_1
        buf180 = reinterpret_tensor(buf177, (128, 768), (768, 1), 0); del buf177  # reuse
        # Topologically Sorted Source Nodes: [, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:75
        extern_kernels.mm(reinterpret_tensor(buf179, (128, 3072), (3072, 1), 0), arg110_1, out=buf180)
        del arg110_1
        del buf179
        buf184 = reinterpret_tensor(buf160, (1, 128, 768), (98304, 768, 1), 0); del buf160  # reuse
        # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, hidden_states_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:76
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf173, arg109_1, buf180, arg111_1, arg112_1, buf184, 128, 768, stream=stream0)
        del arg111_1
        del arg112_1
        buf185 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, hidden_states_56, view_100, x_72], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:77
        extern_kernels.addmm(arg113_1, reinterpret_tensor(buf184, (128, 768), (768, 1), 0), arg114_1, alpha=1, beta=1, out=buf185)
        del arg113_1
        del arg114_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_73, split_9, view_104, query_states_19, view_102, key_states_19, view_103, value_states_19, attn_output_36], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:78
        buf187 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf186, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf185
        buf188 = buf187[0]
        assert_size_stride(buf188, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf188, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf187
        buf192 = reinterpret_tensor(buf184, (128, 768), (768, 1), 0); del buf184  # reuse
        # Topologically Sorted Source Nodes: [transpose_39, reshape_9, view_105, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:79
        extern_kernels.mm(reinterpret_tensor(buf188, (128, 768), (768, 1), 0), arg116_1, out=buf192)
        del arg116_1
        buf193 = reinterpret_tensor(buf192, (1, 128, 768), (98304, 768, 1), 0); del buf192  # reuse
        buf197 = reinterpret_tensor(buf188, (1, 128, 768), (98304, 768, 1), 0); del buf188  # reuse
        # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, x_75, hidden_states_57, hidden_states_58], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:80
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf193, arg115_1, buf173, arg109_1, buf180, arg117_1, arg118_1, buf197, 128, 768, stream=stream0)
        del arg109_1
        del arg115_1
        del arg117_1
        del arg118_1
        del buf173
        buf198 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_58, view_107, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:81
        extern_kernels.mm(reinterpret_tensor(buf197, (128, 768), (768, 1), 0), arg120_1, out=buf198)
        del arg120_1
        buf199 = reinterpret_tensor(buf198, (1, 128, 3072), (393216, 3072, 1), 0); del buf198  # reuse
        # Topologically Sorted Source Nodes: [, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:82
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf199, arg119_1, 393216, stream=stream0)
        del arg119_1
        buf200 = reinterpret_tensor(buf197, (128, 768), (768, 1), 0); del buf197  # reuse
        # Topologically Sorted Source Nodes: [, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:83
        extern_kernels.mm(reinterpret_tensor(buf199, (128, 3072), (3072, 1), 0), arg122_1, out=buf200)
        del arg122_1
        del buf199
        buf204 = reinterpret_tensor(buf180, (1, 128, 768), (98304, 768, 1), 0); del buf180  # reuse
        # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, hidden_states_62], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:84
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf193, arg121_1, buf200, arg123_1, arg124_1, buf204, 128, 768, stream=stream0)
        del arg123_1
        del arg124_1
        buf205 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, hidden_states_62, view_111, x_80], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:85
        extern_kernels.addmm(arg125_1, reinterpret_tensor(buf204, (128, 768), (768, 1), 0), arg126_1, alpha=1, beta=1, out=buf205)
        del arg125_1
        del arg126_1
        buf206 = buf186; del buf186  # reuse
        buf226 = buf166; del buf166  # reuse
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7:86
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_7.run(buf5, buf206, buf226, 16384, stream=stream0)
        del buf5
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:87
        buf207 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf206, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf205
        del buf206
        buf208 = buf207[0]
        assert_size_stride(buf208, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf208, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf207
        buf212 = reinterpret_tensor(buf204, (128, 768), (768, 1), 0); del buf204  # reuse
        # Topologically Sorted Source Nodes: [transpose_43, reshape_10, view_116, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:88
        extern_kernels.mm(reinterpret_tensor(buf208, (128, 768), (768, 1), 0), arg128_1, out=buf212)
        del arg128_1
        buf213 = reinterpret_tensor(buf212, (1, 128, 768), (98304, 768, 1), 0); del buf212  # reuse
        buf217 = reinterpret_tensor(buf208, (1, 128, 768), (98304, 768, 1), 0); del buf208  # reuse
        # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:89
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf213, arg127_1, buf193, arg121_1, buf200, arg129_1, arg130_1, buf217, 128, 768, stream=stream0)
        del arg121_1
        del arg127_1
        del arg129_1
        del arg130_1
        del buf193
        buf218 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_64, view_118, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:90
        extern_kernels.mm(reinterpret_tensor(buf217, (128, 768), (768, 1), 0), arg132_1, out=buf218)
        del arg132_1
        buf219 = reinterpret_tensor(buf218, (1, 128, 3072), (393216, 3072, 1), 0); del buf218  # reuse
        # Topologically Sorted Source Nodes: [, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:91
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf219, arg131_1, 393216, stream=stream0)
        del arg131_1
        buf220 = reinterpret_tensor(buf217, (128, 768), (768, 1), 0); del buf217  # reuse
        # Topologically Sorted Source Nodes: [, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:92
        extern_kernels.mm(reinterpret_tensor(buf219, (128, 3072), (3072, 1), 0), arg134_1, out=buf220)
        del arg134_1
        del buf219
        buf224 = reinterpret_tensor(buf200, (1, 128, 768), (98304, 768, 1), 0); del buf200  # reuse
        # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, hidden_states_68], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_5:93
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_5.run(buf213, arg133_1, buf220, arg135_1, arg136_1, buf224, 128, 768, stream=stream0)
        del arg135_1
        del arg136_1
        buf225 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, hidden_states_68, view_122, x_88], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] extern_kernels.addmm:94
        extern_kernels.addmm(arg137_1, reinterpret_tensor(buf224, (128, 768), (768, 1), 0), arg138_1, alpha=1, beta=1, out=buf225)
        del arg137_1
        del arg138_1
        # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:95
        buf227 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf226, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
        del buf225
        del buf226
        buf228 = buf227[0]
        assert_size_stride(buf228, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        assert_alignment(buf228, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
        del buf227
        buf232 = reinterpret_tensor(buf224, (128, 768), (768, 1), 0); del buf224  # reuse
        # Topologically Sorted Source Nodes: [transpose_47, reshape_11, view_127, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:96
        extern_kernels.mm(reinterpret_tensor(buf228, (128, 768), (768, 1), 0), arg140_1, out=buf232)
        del arg140_1
        buf233 = reinterpret_tensor(buf232, (1, 128, 768), (98304, 768, 1), 0); del buf232  # reuse
        buf237 = reinterpret_tensor(buf228, (1, 128, 768), (98304, 768, 1), 0); del buf228  # reuse
        # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, x_91, hidden_states_69, hidden_states_70], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:97
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf233, arg139_1, buf213, arg133_1, buf220, arg141_1, arg142_1, buf237, 128, 768, stream=stream0)
        del arg133_1
        del arg139_1
        del arg141_1
        del arg142_1
        del buf213
        del buf220
        buf238 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_70, view_129, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.mm:98
        extern_kernels.mm(reinterpret_tensor(buf237, (128, 768), (768, 1), 0), arg144_1, out=buf238)
        del arg144_1
        buf239 = reinterpret_tensor(buf238, (1, 128, 3072), (393216, 3072, 1), 0); del buf238  # reuse
        # Topologically Sorted Source Nodes: [, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_4:99
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_4.run(buf239, arg143_1, 393216, stream=stream0)
        del arg143_1
        buf240 = reinterpret_tensor(buf237, (128, 768), (768, 1), 0); del buf237  # reuse
        # Topologically Sorted Source Nodes: [, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
        # [Provenance debug handles] extern_kernels.mm:100
        extern_kernels.mm(reinterpret_tensor(buf239, (128, 3072), (3072, 1), 0), arg146_1, out=buf240)
        del arg146_1
        del buf239
        buf244 = buf233; del buf233  # reuse
        # Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
        # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:101
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf244, arg145_1, buf240, arg147_1, arg148_1, 128, 768, stream=stream0)
        del arg145_1
        del arg147_1
        del arg148_1
        del buf240
        buf245 = empty_strided_cuda((128, 50257), (50257, 1), torch.float32)
        # Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74, logits], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:102
        extern_kernels.mm(reinterpret_tensor(buf244, (128, 768), (768, 1), 0), reinterpret_tensor(arg1_1, (768, 50257), (1, 768), 0), out=buf245)
        del arg1_1
        del buf244
    return (buf245, )


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
        partition0_args = [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg8_1, arg7_1, arg9_1, arg10_1, arg12_1, arg11_1, arg14_1, arg13_1, arg15_1, arg16_1, arg17_1, arg18_1, arg20_1, arg19_1, arg21_1, arg22_1, arg24_1, arg23_1, arg26_1, arg25_1, arg27_1, arg28_1, arg29_1, arg30_1, arg32_1, arg31_1, arg33_1, arg34_1, arg36_1, arg35_1, arg38_1, arg37_1, arg39_1, arg40_1, arg41_1, arg42_1, arg44_1, arg43_1, arg45_1, arg46_1, arg48_1, arg47_1, arg50_1, arg49_1, arg51_1, arg52_1, arg53_1, arg54_1, arg56_1, arg55_1, arg57_1, arg58_1, arg60_1, arg59_1, arg62_1, arg61_1, arg63_1, arg64_1, arg65_1, arg66_1, arg68_1, arg67_1, arg69_1, arg70_1, arg72_1, arg71_1, arg74_1, arg73_1, arg75_1, arg76_1, arg77_1, arg78_1, arg80_1, arg79_1, arg81_1, arg82_1, arg84_1, arg83_1, arg86_1, arg85_1, arg87_1, arg88_1, arg89_1, arg90_1, arg92_1, arg91_1, arg93_1, arg94_1, arg96_1, arg95_1, arg98_1, arg97_1, arg99_1, arg100_1, arg101_1, arg102_1, arg104_1, arg103_1, arg105_1, arg106_1, arg108_1, arg107_1, arg110_1, arg109_1, arg111_1, arg112_1, arg113_1, arg114_1, arg116_1, arg115_1, arg117_1, arg118_1, arg120_1, arg119_1, arg122_1, arg121_1, arg123_1, arg124_1, arg125_1, arg126_1, arg128_1, arg127_1, arg129_1, arg130_1, arg132_1, arg131_1, arg134_1, arg133_1, arg135_1, arg136_1, arg137_1, arg138_1, arg140_1, arg139_1, arg141_1, arg142_1, arg144_1, arg143_1, arg146_1, arg145_1, arg147_1, arg148_1]
        del arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg8_1, arg7_1, arg9_1, arg10_1, arg12_1, arg11_1, arg14_1, arg13_1, arg15_1, arg16_1, arg17_1, arg18_1, arg20_1, arg19_1, arg21_1, arg22_1, arg24_1, arg23_1, arg26_1, arg25_1, arg27_1, arg28_1, arg29_1, arg30_1, arg32_1, arg31_1, arg33_1, arg34_1, arg36_1, arg35_1, arg38_1, arg37_1, arg39_1, arg40_1, arg41_1, arg42_1, arg44_1, arg43_1, arg45_1, arg46_1, arg48_1, arg47_1, arg50_1, arg49_1, arg51_1, arg52_1, arg53_1, arg54_1, arg56_1, arg55_1, arg57_1, arg58_1, arg60_1, arg59_1, arg62_1, arg61_1, arg63_1, arg64_1, arg65_1, arg66_1, arg68_1, arg67_1, arg69_1, arg70_1, arg72_1, arg71_1, arg74_1, arg73_1, arg75_1, arg76_1, arg77_1, arg78_1, arg80_1, arg79_1, arg81_1, arg82_1, arg84_1, arg83_1, arg86_1, arg85_1, arg87_1, arg88_1, arg89_1, arg90_1, arg92_1, arg91_1, arg93_1, arg94_1, arg96_1, arg95_1, arg98_1, arg97_1, arg99_1, arg100_1, arg101_1, arg102_1, arg104_1, arg103_1, arg105_1, arg106_1, arg108_1, arg107_1, arg110_1, arg109_1, arg111_1, arg112_1, arg113_1, arg114_1, arg116_1, arg115_1, arg117_1, arg118_1, arg120_1, arg119_1, arg122_1, arg121_1, arg123_1, arg124_1, arg125_1, arg126_1, arg128_1, arg127_1, arg129_1, arg130_1, arg132_1, arg131_1, arg134_1, arg133_1, arg135_1, arg136_1, arg137_1, arg138_1, arg140_1, arg139_1, arg141_1, arg142_1, arg144_1, arg143_1, arg146_1, arg145_1, arg147_1, arg148_1
        (buf245,) = self.partitions[0](partition0_args)
        del partition0_args
        return (reinterpret_tensor(buf245, (1, 128, 50257), (6432896, 50257, 1), 0), )

runner = Runner(partitions=[partition_0,])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
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


# ---- max-autotune-no-cudagraphs ----
# AOT ID: ['3_inference']
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


# kernel path: /tmp/lab-cache-DVXeF8/inductor/ux/cux7b4byk7onxs2rhl232dz6dahgesg4sht4d3eh5uge3yctg5xs.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_2 => add_4, add_5, mul, mul_1, rsqrt, sub_2, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %arg0_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %getitem_1 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf1]
#   %arg3_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg4_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg4_1]
#   %embedding : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %add_4 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg4_1), kwargs = {})
#   return %getitem_1,%buf1,%add_5
triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0 = async_compile.triton('triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1024, 'r0_': 1185792}, 'kernel_num_gb': 0.001186816, 'kernel_flop': 0}
)
@triton.jit
def triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp10_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp7 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 50257, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 50257")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 768*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tmp6 + tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp10_mean_next, tmp10_m2_next, tmp10_weight_next = triton_helpers.welford_reduce(
            tmp9, tmp10_mean, tmp10_m2, tmp10_weight, roffset == 0
        )
        tmp10_mean = tl.where(r0_mask & xmask, tmp10_mean_next, tmp10_mean)
        tmp10_m2 = tl.where(r0_mask & xmask, tmp10_m2_next, tmp10_m2)
        tmp10_weight = tl.where(r0_mask & xmask, tmp10_weight_next, tmp10_weight)
    tmp11, tmp12, tmp13 = triton_helpers.welford(tmp10_mean, tmp10_m2, tmp10_weight, 1)
    tmp10 = tmp11[:, None]
    tmp14 = tmp12[:, None]
    tmp15 = tmp13[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp22 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp31 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp16 = tl.full([1, 1], 50257, tl.int32)
        tmp17 = tmp0 + tmp16
        tmp18 = tmp0 < 0
        tmp19 = tl.where(tmp18, tmp17, tmp0)
        tl.device_assert(((0 <= tmp19) & (tmp19 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp19 < 50257")
        tmp21 = tl.load(in_ptr1 + (r0_1 + 768*tmp19), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        tl.store(out_ptr2 + (r0_1 + 768*x0), tmp34, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001186816
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/7r/c7rl7kwb2c6o5m3733lletgdhzowzpowqasxyapbca25hcvgse7i.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten.addmm]
# Source node to ATen node mapping:
#   arange => iota
#   hidden_states => add_1
#   hidden_states_2 => add_4, add_5, mul, mul_1, rsqrt, sub_2, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   view_1 => view_1
#   x => addmm
# Graph fragment:
#   %arg5_1 : Tensor "f32[2304][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %add_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_5]
#   %arg6_1 : Tensor "f32[768, 2304][2304, 1]cuda:0" = PlaceHolder[target=arg6_1]
#   %embedding : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_1, %getitem_1), kwargs = {})
#   %add_4 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %mul : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg3_1), kwargs = {})
#   %add_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg4_1), kwargs = {})
#   %view_1 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_5, [-1, 768]), kwargs = {})
#   %addmm : Tensor "f32[128, 2304][2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%arg5_1, %view_1, %arg6_1), kwargs = {})
#   return %addmm
triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1 = async_compile.triton('triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=3,
num_warps=8,
triton_meta={'signature': {'in_ptr0': '*fp32', 'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.0098304, 'kernel_flop': 452984832, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1(in_ptr0, arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 128
    N = 2304
    K = 768
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 768
    stride_ak = 1
    stride_bk = 2304
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 768*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 2304*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 2304*idx_m
    tmp0 = tl.load(in_ptr0 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last')
    tmp1 = acc + tmp0
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), tmp1, mask)


def get_args():
    arg_0 = rand_strided((2304,), (1,), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((768, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((128, 2304), (2304, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 72, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.0098304
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/zr/czrmvzvlzj7ehv4y4h2vmd2q72pdddbyxeovxlck2gp5hvtxzmgt.py
# Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
# Source node to ATen node mapping:
#   arange => iota
#   first_dummy_value => sub
#   getitem => slice_1
#   ne => ne
#   packed_sequence_mask => cumsum
#   position_diff => cat, slice_2, slice_3, sub_1
#   position_ids => add
#   position_ids_1 => unsqueeze
# Graph fragment:
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %slice_1 : Tensor "i64[1, 1][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%unsqueeze, 1, 0, 1), kwargs = {})
#   %sub : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_1, 1), kwargs = {})
#   %cat : Tensor "i64[1, 129][129, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%sub, %unsqueeze], -1), kwargs = {})
#   %slice_3 : Tensor "i64[1, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 1, 129), kwargs = {})
#   %slice_2 : Tensor "i64[1, 128][129, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%cat, -1, 0, 128), kwargs = {})
#   %sub_1 : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%slice_3, %slice_2), kwargs = {})
#   %ne : Tensor "b8[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.ne.Scalar](args = (%sub_1, 1), kwargs = {})
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cumsum.default](args = (%ne, -1), kwargs = {})
#   return %cumsum
triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_2 = async_compile.triton('triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_2', '''
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
    size_hints={'x': 1, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'r0_': 2048}, 'kernel_num_gb': 1.024e-06, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_2(out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
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
    r0_0 = r0_index
    tmp0 = 1 + r0_0
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1, 1], 1, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.broadcast_to((-1) + (1 + r0_0), [XBLOCK, R0_BLOCK])
    tmp6 = tl.full(tmp5.shape, 0.0, tmp5.dtype)
    tmp7 = tl.where(tmp4, tmp5, tmp6)
    tmp8 = tmp0 >= tmp3
    tmp9 = tl.full([1, 1], 129, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp8, tmp11, tmp12)
    tmp14 = tl.where(tmp4, tmp7, tmp13)
    tmp15 = r0_0
    tmp16 = tmp15 >= tmp1
    tmp17 = tmp15 < tmp3
    tmp18 = tl.broadcast_to((-1) + (r0_0), [XBLOCK, R0_BLOCK])
    tmp19 = tl.full(tmp18.shape, 0.0, tmp18.dtype)
    tmp20 = tl.where(tmp17, tmp18, tmp19)
    tmp21 = tmp15 >= tmp3
    tmp22 = tmp15 < tmp9
    tmp23 = tl.broadcast_to((-1) + r0_0, [XBLOCK, R0_BLOCK])
    tmp24 = tl.full(tmp23.shape, 0.0, tmp23.dtype)
    tmp25 = tl.where(tmp21, tmp23, tmp24)
    tmp26 = tl.where(tmp17, tmp20, tmp25)
    tmp27 = tmp14 - tmp26
    tmp28 = tmp27 != tmp3
    tmp29 = tmp28.to(tl.int64)
    tmp30 = tmp29.to(tl.int64)
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp32, = tl.associative_scan((tmp31,), 1, _triton_helper_fn_add0)
    tl.store(out_ptr0 + (tl.broadcast_to(r0_0, [XBLOCK, R0_BLOCK])), tmp32, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    return arg_0, 1, 128,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_2.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_2.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 1.024e-06
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/kv/ckveomw47twcmavvg4cdfbimrkoh3lbpft2zicljxnme3xzosojx.py
# Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output => _scaled_dot_product_efficient_attention, expand_1, full_default_1, full_default_2, where
#   attn_output_12 => _scaled_dot_product_efficient_attention_3, expand_4, full_default_7, full_default_8, where_3
#   attn_output_16 => _scaled_dot_product_efficient_attention_4, expand_5, full_default_10, full_default_9, where_4
#   attn_output_4 => _scaled_dot_product_efficient_attention_1, expand_2, full_default_3, full_default_4, where_1
#   attn_output_8 => _scaled_dot_product_efficient_attention_2, expand_3, full_default_5, full_default_6, where_2
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   key_states_1 => permute
#   key_states_3 => permute_4
#   key_states_5 => permute_8
#   key_states_7 => permute_12
#   key_states_9 => permute_16
#   kv_arange => add_3
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   q_arange => add_2
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states_1 => permute_2
#   query_states_3 => permute_6
#   query_states_5 => permute_10
#   query_states_7 => permute_14
#   query_states_9 => permute_18
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split => split
#   split_1 => split_1
#   split_2 => split_2
#   split_3 => split_3
#   split_4 => split_4
#   value_states_1 => permute_1
#   value_states_3 => permute_5
#   value_states_5 => permute_9
#   value_states_7 => permute_13
#   value_states_9 => permute_17
#   view_14 => view_15
#   view_15 => view_16
#   view_16 => view_17
#   view_25 => view_27
#   view_26 => view_28
#   view_27 => view_29
#   view_3 => view_3
#   view_36 => view_39
#   view_37 => view_40
#   view_38 => view_41
#   view_4 => view_4
#   view_47 => view_51
#   view_48 => view_52
#   view_49 => view_53
#   view_5 => view_5
#   x_1 => view_2
#   x_17 => view_26
#   x_25 => view_38
#   x_33 => view_50
#   x_9 => view_14
# Graph fragment:
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
#   %view_2 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [1, 128, 2304]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_2, 768, 2), kwargs = {})
#   %view_5 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [1, 128, -1, 64]), kwargs = {})
#   %permute_2 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %view_3 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [1, 128, -1, 64]), kwargs = {})
#   %permute : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_3, [0, 2, 1, 3]), kwargs = {})
#   %view_4 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [1, 128, -1, 64]), kwargs = {})
#   %permute_1 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
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
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 128, 128]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_2, %full_default_1), kwargs = {})
#   %expand_1 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_2, %permute, %permute_1, %expand_1, False), kwargs = {scale: 0.125})
#   %view_14 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [1, 128, 2304]), kwargs = {})
#   %split_1 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_14, 768, 2), kwargs = {})
#   %view_17 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_13, [1, 128, -1, 64]), kwargs = {})
#   %permute_6 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_17, [0, 2, 1, 3]), kwargs = {})
#   %view_15 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_14, [1, 128, -1, 64]), kwargs = {})
#   %permute_4 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_15, [0, 2, 1, 3]), kwargs = {})
#   %view_16 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_15, [1, 128, -1, 64]), kwargs = {})
#   %permute_5 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_16, [0, 2, 1, 3]), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_4, %full_default_3), kwargs = {})
#   %expand_2 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_1, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_1 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_6, %permute_4, %permute_5, %expand_2, False), kwargs = {scale: 0.125})
#   %view_26 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_8, [1, 128, 2304]), kwargs = {})
#   %split_2 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_26, 768, 2), kwargs = {})
#   %view_29 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_24, [1, 128, -1, 64]), kwargs = {})
#   %permute_10 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_29, [0, 2, 1, 3]), kwargs = {})
#   %view_27 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_25, [1, 128, -1, 64]), kwargs = {})
#   %permute_8 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_27, [0, 2, 1, 3]), kwargs = {})
#   %view_28 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_26, [1, 128, -1, 64]), kwargs = {})
#   %permute_9 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_28, [0, 2, 1, 3]), kwargs = {})
#   %full_default_6 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_5 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_2 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_6, %full_default_5), kwargs = {})
#   %expand_3 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_2, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_2 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_10, %permute_8, %permute_9, %expand_3, False), kwargs = {scale: 0.125})
#   %view_38 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_12, [1, 128, 2304]), kwargs = {})
#   %split_3 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_38, 768, 2), kwargs = {})
#   %view_41 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_35, [1, 128, -1, 64]), kwargs = {})
#   %permute_14 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_41, [0, 2, 1, 3]), kwargs = {})
#   %view_39 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_36, [1, 128, -1, 64]), kwargs = {})
#   %permute_12 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_39, [0, 2, 1, 3]), kwargs = {})
#   %view_40 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_37, [1, 128, -1, 64]), kwargs = {})
#   %permute_13 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_40, [0, 2, 1, 3]), kwargs = {})
#   %full_default_8 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_7 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_3 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_8, %full_default_7), kwargs = {})
#   %expand_4 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_3, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_3 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_14, %permute_12, %permute_13, %expand_4, False), kwargs = {scale: 0.125})
#   %view_50 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_16, [1, 128, 2304]), kwargs = {})
#   %split_4 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_50, 768, 2), kwargs = {})
#   %view_53 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_46, [1, 128, -1, 64]), kwargs = {})
#   %permute_18 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_53, [0, 2, 1, 3]), kwargs = {})
#   %view_51 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_47, [1, 128, -1, 64]), kwargs = {})
#   %permute_16 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_51, [0, 2, 1, 3]), kwargs = {})
#   %view_52 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_48, [1, 128, -1, 64]), kwargs = {})
#   %permute_17 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_52, [0, 2, 1, 3]), kwargs = {})
#   %full_default_10 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_9 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_4 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_10, %full_default_9), kwargs = {})
#   %expand_5 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_4, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_4 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_18, %permute_16, %permute_17, %expand_5, False), kwargs = {scale: 0.125})
#   return %buf6,%buf26,%buf46,%buf66,%buf86
triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 5, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 656384}, 'kernel_num_gb': 0.000328704, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = xindex // 128
    x2 = xindex
    tmp5 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full([1], float("-inf"), tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2), tmp11, None)
    tl.store(out_ptr1 + (x2), tmp11, None)
    tl.store(out_ptr2 + (x2), tmp11, None)
    tl.store(out_ptr3 + (x2), tmp11, None)
    tl.store(out_ptr4 + (x2), tmp11, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 16384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000328704
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/j4/cj43qkpymw2f3am6u7d6ipmojbjzw53b3xw63pgbrqrwwqlu35dq.py
# Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
# Source node to ATen node mapping:
#    => mm_default_35
#   reshape => view_6
#   transpose_3 => permute_3
#   view_6 => view_7
# Graph fragment:
#   %getitem_5 : Tensor "f32[1, 12, 128, 64][98304, 64, 768, 1]cuda:0" = PlaceHolder[target=getitem_5]
#   %arg8_1 : Tensor "f32[768, 768][768, 1]cuda:0" = PlaceHolder[target=arg8_1]
#   %permute_3 : Tensor "f32[1, 128, 12, 64][98304, 768, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%getitem_5, [0, 2, 1, 3]), kwargs = {})
#   %view_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_3, [1, 128, -1]), kwargs = {})
#   %view_7 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_6, [-1, 768]), kwargs = {})
#   %mm_default_35 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_7, %arg8_1), kwargs = {})
#   return %mm_default_35
triton_tem_fused_addmm_transpose_view_4 = async_compile.triton('triton_tem_fused_addmm_transpose_view_4', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=2,
num_warps=4,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_addmm_transpose_view_4', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.003145728, 'kernel_flop': 150994944, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 32, 'BLOCK_N': 32, 'BLOCK_K': 128, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_addmm_transpose_view_4(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 32
    BLOCK_N : tl.constexpr = 32
    BLOCK_K : tl.constexpr = 128
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 128
    N = 768
    K = 768
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 768
    stride_ak = 1
    stride_bk = 768
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 768*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 768*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 768*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)


def get_args():
    arg_0 = rand_strided((1, 12, 128, 64), (98304, 64, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 96, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused_addmm_transpose_view_4.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused_addmm_transpose_view_4.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003145728
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/jf/cjfcx65pg4xrvesl5ch2nb3a4ayljsntgwxa2isynuneipfjohx6.py
# Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_35
#   arange => iota
#   hidden_states => add_1
#   hidden_states_3 => add_6
#   hidden_states_4 => add_7, add_8, mul_2, mul_3, rsqrt_1, sub_3, var_mean_1
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   position_ids => add
#   position_ids_1 => unsqueeze
#   x_3 => view_8
# Graph fragment:
#   %arg7_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %mm_default_35 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_35]
#   %arg0_1 : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[50257, 768][768, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "f32[1024, 768][768, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %getitem_10 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf15 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf15]
#   %arg9_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg9_1]
#   %arg10_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg10_1]
#   %embedding : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %iota : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (128,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add : Tensor "i64[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota, 0), kwargs = {})
#   %unsqueeze : Tensor "i64[1, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add, 0), kwargs = {})
#   %embedding_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg2_1, %unsqueeze), kwargs = {})
#   %add_1 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %add_tensor_35 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg7_1, %mm_default_35), kwargs = {})
#   %view_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_35, [1, 128, 768]), kwargs = {})
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_8, %add_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_10), kwargs = {})
#   %add_7 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg9_1), kwargs = {})
#   %add_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg10_1), kwargs = {})
#   return %add_6,%getitem_10,%buf15,%add_8
triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_5 = async_compile.triton('triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_5', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 1024, 'r0_': 2368512}, 'kernel_num_gb': 0.00197632, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp36 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp38 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp4 = tl.full([1, 1], 50257, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert(((0 <= tmp7) & (tmp7 < 50257)) | ~(xmask), "index out of bounds: 0 <= tmp7 < 50257")
    tmp9 = tl.load(in_ptr2 + (r0_1 + 768*tmp7), r0_mask & xmask, other=0.0)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp2 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(r0_mask & xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 768, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = (tmp19 / tmp21)
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(r0_mask & xmask, tmp25, 0)
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
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp12, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp39, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_3 = rand_strided((50257, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((1024, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_5.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_5.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.00197632
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/hu/chukzkqgwkmi6pox6ssepo7m4urluaoqraviefhtzsueczgtmtqy.py
# Topologically Sorted Source Nodes: [hidden_states_4, view_8, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
# Source node to ATen node mapping:
#    => mm_default_34
#   hidden_states_4 => add_7, add_8, mul_2, mul_3, rsqrt_1, sub_3, var_mean_1
#   view_8 => view_9
# Graph fragment:
#   %add_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_8]
#   %arg12_1 : Tensor "f32[768, 3072][3072, 1]cuda:0" = PlaceHolder[target=arg12_1]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_6, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_6, %getitem_10), kwargs = {})
#   %add_7 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %mul_2 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg9_1), kwargs = {})
#   %add_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg10_1), kwargs = {})
#   %view_9 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_8, [-1, 768]), kwargs = {})
#   %mm_default_34 : Tensor "f32[128, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_9, %arg12_1), kwargs = {})
#   return %mm_default_34
triton_tem_fused_addmm_native_layer_norm_view_6 = async_compile.triton('triton_tem_fused_addmm_native_layer_norm_view_6', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=3,
num_warps=8,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'out_ptr0': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_addmm_native_layer_norm_view_6', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.011403264, 'kernel_flop': 603979776, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_addmm_native_layer_norm_view_6(arg_A, arg_B, out_ptr0):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 128
    N = 3072
    K = 768
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 768
    stride_ak = 1
    stride_bk = 3072
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 768*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 3072*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 3072*idx_m
    tl.store(out_ptr0 + (tl.broadcast_to(xindex, [BLOCK_M, BLOCK_N])), acc, mask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 96, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused_addmm_native_layer_norm_view_6.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused_addmm_native_layer_norm_view_6.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.011403264
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/by/cbyqui2koktf6jyuchju4eeutfmjxzn6nzn3aptxynrvcmctjr2a.py
# Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#    => add_tensor_34
#   add_5 => add_9
#   add_6 => add_10
#   hidden_states_5 => mul_7
#   mul => mul_4
#   mul_1 => mul_5
#   mul_2 => mul_6
#   pow_1 => pow_1
#   tanh => tanh
#   x_5 => view_10
# Graph fragment:
#   %arg11_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %mm_default_34 : Tensor "f32[128, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_default_34]
#   %add_tensor_34 : Tensor "f32[128, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg11_1, %mm_default_34), kwargs = {})
#   %view_10 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_34, [1, 128, 3072]), kwargs = {})
#   %mul_4 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_10, 3.0), kwargs = {})
#   %mul_5 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_9 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_10, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_9, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_6,), kwargs = {})
#   %add_10 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_7 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_10), kwargs = {})
#   return %mul_7
triton_poi_fused_add_addmm_mul_pow_tanh_view_7 = async_compile.triton('triton_poi_fused_add_addmm_mul_pow_tanh_view_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_pow_tanh_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 4730880}, 'kernel_num_gb': 0.003158016, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_pow_tanh_view_7(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 393216
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 3072)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp2 * tmp2
    tmp6 = tmp5 * tmp2
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp2 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4 * tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, None)


def get_args():
    arg_0 = rand_strided((1, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((3072,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, 393216,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused_add_addmm_mul_pow_tanh_view_7.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.003158016
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/az/caz4xhlblzqgikjejb2f5puwoe4lc75idiqeocvnfenyjfdln3c6.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_33
#   hidden_states_7 => add_11
#   hidden_states_8 => add_12, add_13, mul_8, mul_9, rsqrt_2, sub_4, var_mean_2
#   x_7 => view_12
# Graph fragment:
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %arg13_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_33 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_33]
#   %getitem_12 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf22 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf22]
#   %arg15_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %arg16_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg16_1]
#   %add_tensor_33 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_33), kwargs = {})
#   %view_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_33, [1, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_11, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_11, %getitem_12), kwargs = {})
#   %add_12 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_12,), kwargs = {})
#   %mul_8 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_2), kwargs = {})
#   %mul_9 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg15_1), kwargs = {})
#   %add_13 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg16_1), kwargs = {})
#   return %getitem_12,%buf22,%add_13
triton_per_fused_add_addmm_native_layer_norm_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_8', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 1582080}, 'kernel_num_gb': 0.001188864, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_ptr2 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_8.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_8.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001188864
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/ro/crommuwi5doswg4ijju3jqk7eszl6tf6f6fzyw6ulmlgoku44yox.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_32, add_tensor_33
#   hidden_states_10 => add_15, add_16, mul_10, mul_11, rsqrt_3, sub_5, var_mean_3
#   hidden_states_7 => add_11
#   hidden_states_9 => add_14
#   x_11 => view_20
#   x_7 => view_12
# Graph fragment:
#   %arg19_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %mm_default_32 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_32]
#   %add_6 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_6]
#   %arg13_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %mm_default_33 : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default_33]
#   %add_14 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_14]
#   %getitem_21 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf35 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf35]
#   %arg21_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg21_1]
#   %arg22_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg22_1]
#   %add_tensor_33 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg13_1, %mm_default_33), kwargs = {})
#   %view_12 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_33, [1, 128, 768]), kwargs = {})
#   %add_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_6, %view_12), kwargs = {})
#   %add_tensor_32 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg19_1, %mm_default_32), kwargs = {})
#   %view_20 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_32, [1, 128, 768]), kwargs = {})
#   %add_14 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_20, %add_11), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_14, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_5 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_14, %getitem_21), kwargs = {})
#   %add_15 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_15,), kwargs = {})
#   %mul_10 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_5, %rsqrt_3), kwargs = {})
#   %mul_11 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %arg21_1), kwargs = {})
#   %add_16 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %arg22_1), kwargs = {})
#   return %add_14,%getitem_21,%buf35,%add_16
triton_per_fused_add_addmm_native_layer_norm_view_9 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_9', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_9', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 2764800}, 'kernel_num_gb': 0.001978368, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_9(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp5 = tl.load(in_ptr3 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp34 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tmp0 + tmp1
    tmp6 = tmp4 + tmp5
    tmp7 = tmp3 + tmp6
    tmp8 = tmp2 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(r0_mask & xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 768, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 768.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp8, r0_mask & xmask)
    tl.store(out_ptr2 + (r0_1 + 768*x0), tmp35, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_5 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_6 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_7 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, arg_5, arg_6, arg_7, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_9.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_9.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001978368
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/hy/chyilsl2y34j2gpi4vjp4pklyhrnmhsdxemnhb4q7xe3sz2timqa.py
# Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_3 => iota_3
#   arange_4 => iota_4
#   attention_mask => expand
#   attn_output_40 => _scaled_dot_product_efficient_attention_10, expand_11, full_default_21, full_default_22, where_10
#   attn_output_44 => _scaled_dot_product_efficient_attention_11, expand_12, full_default_23, full_default_24, where_11
#   batch_arange => iota_1
#   batch_indices => unsqueeze_1, unsqueeze_2, unsqueeze_3
#   eq => eq
#   getitem_5 => index
#   getitem_6 => index_1
#   key_states_21 => permute_40
#   key_states_23 => permute_44
#   kv_arange => add_3
#   kv_indices => unsqueeze_7, unsqueeze_8, unsqueeze_9
#   le => le
#   q_arange => add_2
#   q_indices => unsqueeze_4, unsqueeze_5, unsqueeze_6
#   query_states_21 => permute_42
#   query_states_23 => permute_46
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split_10 => split_10
#   split_11 => split_11
#   value_states_21 => permute_41
#   value_states_23 => permute_45
#   view_113 => view_123
#   view_114 => view_124
#   view_115 => view_125
#   view_124 => view_135
#   view_125 => view_136
#   view_126 => view_137
#   x_81 => view_122
#   x_89 => view_134
# Graph fragment:
#   %cumsum : Tensor "i64[1, 128][128, 1]cuda:0" = PlaceHolder[target=cumsum]
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
#   %iota_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze_1 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota_1, 1), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 2), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 3), kwargs = {})
#   %index : Tensor "i64[1, 1, 128, 1][128, 128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_6]), kwargs = {})
#   %index_1 : Tensor "i64[1, 1, 1, 128][128, 128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%cumsum, [%unsqueeze_3, %unsqueeze_9]), kwargs = {})
#   %eq : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Tensor](args = (%index, %index_1), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %eq), kwargs = {})
#   %expand : Tensor "b8[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=12] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [1, -1, 128, 128]), kwargs = {})
#   %view_122 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_40, [1, 128, 2304]), kwargs = {})
#   %split_10 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_122, 768, 2), kwargs = {})
#   %view_125 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_112, [1, 128, -1, 64]), kwargs = {})
#   %permute_42 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_125, [0, 2, 1, 3]), kwargs = {})
#   %view_123 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_113, [1, 128, -1, 64]), kwargs = {})
#   %permute_40 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_123, [0, 2, 1, 3]), kwargs = {})
#   %view_124 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_114, [1, 128, -1, 64]), kwargs = {})
#   %permute_41 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_124, [0, 2, 1, 3]), kwargs = {})
#   %full_default_22 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_21 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_10 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_22, %full_default_21), kwargs = {})
#   %expand_11 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_10, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_10 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_42, %permute_40, %permute_41, %expand_11, False), kwargs = {scale: 0.125})
#   %view_134 : Tensor "f32[1, 128, 2304][294912, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_44, [1, 128, 2304]), kwargs = {})
#   %split_11 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_134, 768, 2), kwargs = {})
#   %view_137 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_123, [1, 128, -1, 64]), kwargs = {})
#   %permute_46 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_137, [0, 2, 1, 3]), kwargs = {})
#   %view_135 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_124, [1, 128, -1, 64]), kwargs = {})
#   %permute_44 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_135, [0, 2, 1, 3]), kwargs = {})
#   %view_136 : Tensor "f32[1, 128, 12, 64][294912, 2304, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_125, [1, 128, -1, 64]), kwargs = {})
#   %permute_45 : Tensor "f32[1, 12, 128, 64][294912, 64, 2304, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_136, [0, 2, 1, 3]), kwargs = {})
#   %full_default_24 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_23 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_11 : Tensor "f32[1, 1, 128, 128][16384, 16384, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_24, %full_default_23), kwargs = {})
#   %expand_12 : Tensor "f32[1, 12, 128, 128][16384, 0, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%where_11, [1, 12, 128, 128]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_11 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_46, %permute_44, %permute_45, %expand_12, False), kwargs = {scale: 0.125})
#   return %buf206,%buf226
triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_10 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_10', '''
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
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 263168}, 'kernel_num_gb': 0.000132096, 'kernel_flop': 0},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_10(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = xindex // 128
    x2 = xindex
    tmp5 = tl.load(in_ptr0 + (x1), None, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (x0), None, eviction_policy='evict_last')
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], True, tl.int1)
    tmp4 = tmp3 & tmp2
    tmp7 = tmp5 == tmp6
    tmp8 = tmp4 & tmp7
    tmp9 = tl.full([1], 0.0, tl.float32)
    tmp10 = tl.full([1], float("-inf"), tl.float32)
    tmp11 = tl.where(tmp8, tmp9, tmp10)
    tl.store(out_ptr0 + (x2), tmp11, None)
    tl.store(out_ptr1 + (x2), tmp11, None)


def get_args():
    arg_0 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
    arg_1 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((1, 1, 128, 128), (16384, 0, 128, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, 16384,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_10.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_10.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.000132096
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/7k/c7kg25rj7scsem4aaoypt4he3hvv3t6t2wzrvsfibweyjk256sxo.py
# Topologically Sorted Source Nodes: [hidden_states_70, view_129, , x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#    => add_tensor_1, mm_default_1
#   add_49 => add_97
#   add_50 => add_98
#   hidden_states_70 => add_95, add_96, mul_90, mul_91, rsqrt_23, sub_25, var_mean_23
#   hidden_states_71 => mul_95
#   mul_44 => mul_92
#   mul_45 => mul_93
#   mul_46 => mul_94
#   pow_12 => pow_12
#   tanh_11 => tanh_11
#   view_129 => view_141
#   x_93 => view_142
# Graph fragment:
#   %add_96 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_96]
#   %arg144_1 : Tensor "f32[768, 3072][3072, 1]cuda:0" = PlaceHolder[target=arg144_1]
#   %arg143_1 : Tensor "f32[3072][1]cuda:0" = PlaceHolder[target=arg143_1]
#   %mm_default_1 : Tensor "f32[128, 3072][3072, 1]cuda:0" = PlaceHolder[target=mm_default_1]
#   %var_mean_23 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_94, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_25 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_94, %getitem_131), kwargs = {})
#   %add_95 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_130, 1e-05), kwargs = {})
#   %rsqrt_23 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_95,), kwargs = {})
#   %mul_90 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_25, %rsqrt_23), kwargs = {})
#   %mul_91 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_90, %arg141_1), kwargs = {})
#   %add_96 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_91, %arg142_1), kwargs = {})
#   %view_141 : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_96, [-1, 768]), kwargs = {})
#   %mm_default_1 : Tensor "f32[128, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mm.default](args = (%view_141, %arg144_1), kwargs = {})
#   %add_tensor_1 : Tensor "f32[128, 3072][3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg143_1, %mm_default_1), kwargs = {})
#   %view_142 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_1, [1, 128, 3072]), kwargs = {})
#   %mul_92 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_142, 0.5), kwargs = {})
#   %pow_12 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_142, 3.0), kwargs = {})
#   %mul_93 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_12, 0.044715), kwargs = {})
#   %add_97 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_142, %mul_93), kwargs = {})
#   %mul_94 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_97, 0.7978845608028654), kwargs = {})
#   %tanh_11 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_94,), kwargs = {})
#   %add_98 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh_11, 1.0), kwargs = {})
#   %mul_95 : Tensor "f32[1, 128, 3072][393216, 3072, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_92, %add_98), kwargs = {})
#   return %mm_default_1,%mul_95
triton_tem_fused_add_addmm_mul_native_layer_norm_pow_tanh_view_11 = async_compile.triton('triton_tem_fused_add_addmm_mul_native_layer_norm_pow_tanh_view_11', '''
from torch._dynamo.testing import rand_strided
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
import torch


import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.template(

num_stages=3,
num_warps=8,
triton_meta={'signature': {'arg_A': '*fp32', 'arg_B': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
inductor_meta={'kernel_name': 'triton_tem_fused_add_addmm_mul_native_layer_norm_pow_tanh_view_11', 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'grid_type': 'FixedGrid', 'fixed_grid': ['_grid_0', '_grid_1', '_grid_2'], 'extra_launcher_args': ['_grid_0', '_grid_1', '_grid_2'], 'kernel_num_gb': 0.011403264, 'kernel_flop': 603979776, 'config_args': {'EVEN_K': True, 'USE_FAST_ACCUM': False, 'ACC_TYPE': 'tl.float32', 'BLOCK_M': 64, 'BLOCK_N': 64, 'BLOCK_K': 64, 'GROUP_M': 8, 'ALLOW_TF32': False}},

)
@triton.jit
def triton_tem_fused_add_addmm_mul_native_layer_norm_pow_tanh_view_11(arg_A, arg_B, in_ptr2, out_ptr1):
    EVEN_K : tl.constexpr = True
    USE_FAST_ACCUM : tl.constexpr = False
    ACC_TYPE : tl.constexpr = tl.float32
    BLOCK_M : tl.constexpr = 64
    BLOCK_N : tl.constexpr = 64
    BLOCK_K : tl.constexpr = 64
    GROUP_M : tl.constexpr = 8
    ALLOW_TF32 : tl.constexpr = False
    INDEX_DTYPE : tl.constexpr = tl.int32
    A = arg_A
    B = arg_B

    M = 128
    N = 3072
    K = 768
    if M * N == 0:
        # early exit due to zero-size input(s)
        return
    stride_am = 768
    stride_ak = 1
    stride_bk = 3072
    stride_bn = 1

    # based on triton.ops.matmul
    pid = tl.program_id(0).to(INDEX_DTYPE)
    grid_m = (M + BLOCK_M - 1) // BLOCK_M
    grid_n = (N + BLOCK_N - 1) // BLOCK_N

    # re-order program ID for better L2 performance
    width = GROUP_M * grid_n
    group_id = pid // width
    group_size = min(grid_m - group_id * GROUP_M, GROUP_M)
    pid_m = group_id * GROUP_M + (pid % group_size)
    pid_n = (pid % width) // (group_size)
    tl.assume(pid_m >= 0)
    tl.assume(pid_n >= 0)

    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    if ((stride_am == 1 and stride_ak == M) or (stride_am == K and stride_ak == 1)) and (M >= BLOCK_M and K > 1):
        offs_a_m = tl.max_contiguous(tl.multiple_of(rm % M, BLOCK_M), BLOCK_M)
    else:
        offs_a_m = rm % M
    if ((stride_bk == 1 and stride_bn == K) or (stride_bk == N and stride_bn == 1)) and (N >= BLOCK_N and K > 1):
        offs_b_n = tl.max_contiguous(tl.multiple_of(rn % N, BLOCK_N), BLOCK_N)
    else:
        offs_b_n = rn % N
    offs_k = tl.arange(0, BLOCK_K)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)

    for k_idx in range(0, tl.cdiv(K, BLOCK_K)):

        a_k_idx_vals = offs_k[None, :] + (k_idx * BLOCK_K)
        b_k_idx_vals = offs_k[:, None] + (k_idx * BLOCK_K)

        idx_m = offs_a_m[:, None]
        idx_n = a_k_idx_vals
        xindex = idx_n + 768*idx_m
        a = tl.load(A + (xindex))

        idx_m = b_k_idx_vals
        idx_n = offs_b_n[None, :]
        xindex = idx_n + 3072*idx_m
        b = tl.load(B + (xindex))


        acc += tl.dot(a, b, allow_tf32=ALLOW_TF32, out_dtype=ACC_TYPE)


    # rematerialize rm and rn to save registers
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    idx_m = rm[:, None]
    idx_n = rn[None, :]
    mask = (idx_m < M) & (idx_n < N)

    # inductor generates a suffix
    xindex = idx_n + 3072*idx_m
    tmp0 = tl.load(in_ptr2 + (tl.broadcast_to(idx_n, [BLOCK_M, BLOCK_N])), mask, eviction_policy='evict_last')
    tmp1 = tmp0 + acc
    tmp2 = tl.full([1], 0.5, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = tmp1 * tmp1
    tmp5 = tmp4 * tmp1
    tmp6 = tl.full([1], 0.044715, tl.float32)
    tmp7 = tmp5 * tmp6
    tmp8 = tmp1 + tmp7
    tmp9 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = libdevice.tanh(tmp10)
    tmp12 = tl.full([1], 1.0, tl.float32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp3 * tmp13
    tl.store(out_ptr1 + (tl.broadcast_to(idx_n + 3072*idx_m, [BLOCK_M, BLOCK_N])), tmp14, mask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768, 3072), (3072, 1), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((3072,), (1,), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((1, 128, 3072), (393216, 3072, 1), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, 96, 1, 1,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_tem_fused_add_addmm_mul_native_layer_norm_pow_tanh_view_11.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_tem_fused_add_addmm_mul_native_layer_norm_pow_tanh_view_11.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.011403264
    gb_per_s = num_gb / (ms / 1e3)
    print(f"{ms:.3f}ms    {num_gb:.3f}GB    {gb_per_s:.2f}GB/s")
''', device_str='cuda')


# kernel path: /tmp/lab-cache-DVXeF8/inductor/jr/cjrjlp7hzzzmnly6cgnm776f7s7c6y6p6nbja5mszpafgyujxwx2.py
# Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor
#   hidden_states_73 => add_99
#   hidden_states_74 => add_100, add_101, mul_96, mul_97, rsqrt_24, sub_26, var_mean_24
#   x_95 => view_144
# Graph fragment:
#   %add_94 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0" = PlaceHolder[target=add_94]
#   %arg145_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg145_1]
#   %mm_default : Tensor "f32[128, 768][768, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_133 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=getitem_133]
#   %buf242 : Tensor "f32[1, 128, 1][128, 1, 128]cuda:0" = PlaceHolder[target=buf242]
#   %arg147_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg147_1]
#   %arg148_1 : Tensor "f32[768][1]cuda:0" = PlaceHolder[target=arg148_1]
#   %add_tensor : Tensor "f32[128, 768][768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg145_1, %mm_default), kwargs = {})
#   %view_144 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [1, 128, 768]), kwargs = {})
#   %add_99 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_94, %view_144), kwargs = {})
#   %var_mean_24 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_99, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_26 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_99, %getitem_133), kwargs = {})
#   %add_100 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_132, 1e-05), kwargs = {})
#   %rsqrt_24 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_100,), kwargs = {})
#   %mul_96 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_26, %rsqrt_24), kwargs = {})
#   %mul_97 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %arg147_1), kwargs = {})
#   %add_101 : Tensor "f32[1, 128, 768][98304, 768, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_97, %arg148_1), kwargs = {})
#   return %getitem_133,%buf242,%add_101
triton_per_fused_add_addmm_native_layer_norm_view_12 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_12', '''
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
    size_hints={'x': 128, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': True, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'coordinate_descent_tuning': True, 'coordinate_descent_search_radius': 1, 'coordinate_descent_check_all_directions': False, 'tiling_scores': {'x': 0, 'r0_': 1582080}, 'kernel_num_gb': 0.001188864, 'kernel_flop': 0}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 768
    R0_BLOCK: tl.constexpr = 1024
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp2 = tl.load(in_ptr1 + (r0_1 + 768*x0), r0_mask & xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp30 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(r0_mask & xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 768, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(r0_mask & xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 768.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 768*x0), tmp31, r0_mask & xmask)


def get_args():
    arg_0 = rand_strided((1, 128, 768), (98304, 768, 1), device='cuda:0', dtype=torch.float32)
    arg_1 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_2 = rand_strided((128, 768), (768, 1), device='cuda:0', dtype=torch.float32)
    arg_3 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    arg_4 = rand_strided((768,), (1,), device='cuda:0', dtype=torch.float32)
    return arg_0, arg_1, arg_2, arg_3, arg_4, 128, 768,


def call(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        stream0 = get_raw_stream(0)
        triton_per_fused_add_addmm_native_layer_norm_view_12.run(*args, stream=stream0)


def benchmark_all_configs(args):
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        return triton_per_fused_add_addmm_native_layer_norm_view_12.benchmark_all_configs(*args)


if __name__ == '__main__':
    from torch._inductor.runtime.benchmarking import benchmarker

    args = get_args()
    ms = benchmarker.benchmark(lambda: call(args), device='cuda', rep=40)
    num_gb = 0.001188864
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
        assert_size_stride(arg0_1, (1, 128), (128, 1))
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
            buf3 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze_0.run(arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, buf3, 128, 768, stream=stream0)
            del arg3_1
            del arg4_1
            buf4 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, hidden_states_2, view_1, x], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:2
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg5_1, buf3, arg6_1, buf4, 72, 1, 1, stream=stream0)
            del arg5_1
            del arg6_1
            buf5 = empty_strided_cuda((1, 128), (128, 1), torch.int64)
            # Topologically Sorted Source Nodes: [arange, position_ids, position_ids_1, getitem, first_dummy_value, position_diff, ne, packed_sequence_mask], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.slice, aten.sub, aten.cat, aten.ne, aten.cumsum]
            # [Provenance debug handles] triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_2:3
            stream0 = get_raw_stream(0)
            triton_per_fused_add_arange_cat_cumsum_ne_slice_sub_unsqueeze_2.run(buf5, 1, 128, stream=stream0)
            buf6 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            buf26 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            buf46 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            buf66 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            buf86 = empty_strided_cuda((1, 1, 128, 128), (16384, 0, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3:4
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf5, buf6, buf26, buf46, buf66, buf86, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, view_3, key_states_1, view_4, value_states_1, result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:5
            buf7 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf4, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf6, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf4
            buf8 = buf7[0]
            assert_size_stride(buf8, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf7
            buf12 = reinterpret_tensor(buf3, (128, 768), (768, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_6, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:6
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf8, arg8_1, buf12, 96, 1, 1, stream=stream0)
            del arg8_1
            buf13 = reinterpret_tensor(buf12, (1, 128, 768), (98304, 768, 1), 0); del buf12  # reuse
            buf17 = reinterpret_tensor(buf8, (1, 128, 768), (98304, 768, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, arange, position_ids, position_ids_1, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.arange, aten.add, aten.unsqueeze, aten.addmm, aten.view, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_5:7
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_5.run(buf13, arg7_1, arg0_1, arg1_1, arg2_1, arg9_1, arg10_1, buf17, 128, 768, stream=stream0)
            del arg0_1
            del arg10_1
            del arg2_1
            del arg7_1
            del arg9_1
            buf18 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_8, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:8
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf17, arg12_1, buf18, 96, 1, 1, stream=stream0)
            del arg12_1
            buf19 = reinterpret_tensor(buf18, (1, 128, 3072), (393216, 3072, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:9
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf19, arg11_1, 393216, stream=stream0)
            del arg11_1
            buf20 = reinterpret_tensor(buf17, (128, 768), (768, 1), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_5, mul_2, tanh, add_6, hidden_states_5, view_10], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(reinterpret_tensor(buf19, (128, 3072), (3072, 1), 0), arg14_1, out=buf20)
            del arg14_1
            del buf19
            buf24 = empty_strided_cuda((1, 128, 768), (98304, 768, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:11
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf13, arg13_1, buf20, arg15_1, arg16_1, buf24, 128, 768, stream=stream0)
            del arg15_1
            del arg16_1
            buf25 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8, view_12, x_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:12
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg17_1, buf24, arg18_1, buf25, 72, 1, 1, stream=stream0)
            del arg17_1
            del arg18_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_9, split_1, view_16, query_states_3, view_14, key_states_3, view_15, value_states_3, attn_output_4], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:13
            buf27 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf25, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf26, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf25
            buf28 = buf27[0]
            assert_size_stride(buf28, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf28, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf27
            buf32 = reinterpret_tensor(buf24, (128, 768), (768, 1), 0); del buf24  # reuse
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_17, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:14
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf28, arg20_1, buf32, 96, 1, 1, stream=stream0)
            del arg20_1
            buf33 = reinterpret_tensor(buf32, (1, 128, 768), (98304, 768, 1), 0); del buf32  # reuse
            buf37 = reinterpret_tensor(buf28, (1, 128, 768), (98304, 768, 1), 0); del buf28  # reuse
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:15
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf33, arg19_1, buf13, arg13_1, buf20, arg21_1, arg22_1, buf37, 128, 768, stream=stream0)
            del arg13_1
            del arg19_1
            del arg21_1
            del arg22_1
            del buf13
            buf38 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, view_19, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:16
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf37, arg24_1, buf38, 96, 1, 1, stream=stream0)
            del arg24_1
            buf39 = reinterpret_tensor(buf38, (1, 128, 3072), (393216, 3072, 1), 0); del buf38  # reuse
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:17
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf39, arg23_1, 393216, stream=stream0)
            del arg23_1
            buf40 = reinterpret_tensor(buf37, (128, 768), (768, 1), 0); del buf37  # reuse
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1, add_10, hidden_states_11, view_21], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(reinterpret_tensor(buf39, (128, 3072), (3072, 1), 0), arg26_1, out=buf40)
            del arg26_1
            del buf39
            buf44 = reinterpret_tensor(buf20, (1, 128, 768), (98304, 768, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:19
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf33, arg25_1, buf40, arg27_1, arg28_1, buf44, 128, 768, stream=stream0)
            del arg27_1
            del arg28_1
            buf45 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14, view_23, x_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:20
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg29_1, buf44, arg30_1, buf45, 72, 1, 1, stream=stream0)
            del arg29_1
            del arg30_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_17, split_2, view_27, query_states_5, view_25, key_states_5, view_26, value_states_5, attn_output_8], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:21
            buf47 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf45, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf46, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf45
            buf48 = buf47[0]
            assert_size_stride(buf48, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf48, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf47
            buf52 = reinterpret_tensor(buf44, (128, 768), (768, 1), 0); del buf44  # reuse
            # Topologically Sorted Source Nodes: [transpose_11, reshape_2, view_28, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:22
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf48, arg32_1, buf52, 96, 1, 1, stream=stream0)
            del arg32_1
            buf53 = reinterpret_tensor(buf52, (1, 128, 768), (98304, 768, 1), 0); del buf52  # reuse
            buf57 = reinterpret_tensor(buf48, (1, 128, 768), (98304, 768, 1), 0); del buf48  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, x_19, hidden_states_15, hidden_states_16], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:23
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf53, arg31_1, buf33, arg25_1, buf40, arg33_1, arg34_1, buf57, 128, 768, stream=stream0)
            del arg25_1
            del arg31_1
            del arg33_1
            del arg34_1
            del buf33
            buf58 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_16, view_30, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:24
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf57, arg36_1, buf58, 96, 1, 1, stream=stream0)
            del arg36_1
            buf59 = reinterpret_tensor(buf58, (1, 128, 3072), (393216, 3072, 1), 0); del buf58  # reuse
            # Topologically Sorted Source Nodes: [, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:25
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf59, arg35_1, 393216, stream=stream0)
            del arg35_1
            buf60 = reinterpret_tensor(buf57, (128, 768), (768, 1), 0); del buf57  # reuse
            # Topologically Sorted Source Nodes: [, x_21, mul_8, pow_3, mul_9, add_13, mul_10, tanh_2, add_14, hidden_states_17, view_32], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(reinterpret_tensor(buf59, (128, 3072), (3072, 1), 0), arg38_1, out=buf60)
            del arg38_1
            del buf59
            buf64 = reinterpret_tensor(buf40, (1, 128, 768), (98304, 768, 1), 0); del buf40  # reuse
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, hidden_states_20], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:27
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf53, arg37_1, buf60, arg39_1, arg40_1, buf64, 128, 768, stream=stream0)
            del arg39_1
            del arg40_1
            buf65 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, hidden_states_20, view_34, x_24], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:28
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg41_1, buf64, arg42_1, buf65, 72, 1, 1, stream=stream0)
            del arg41_1
            del arg42_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_25, split_3, view_38, query_states_7, view_36, key_states_7, view_37, value_states_7, attn_output_12], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:29
            buf67 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf65, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf66, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf65
            buf68 = buf67[0]
            assert_size_stride(buf68, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf68, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf67
            buf72 = reinterpret_tensor(buf64, (128, 768), (768, 1), 0); del buf64  # reuse
            # Topologically Sorted Source Nodes: [transpose_15, reshape_3, view_39, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:30
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf68, arg44_1, buf72, 96, 1, 1, stream=stream0)
            del arg44_1
            buf73 = reinterpret_tensor(buf72, (1, 128, 768), (98304, 768, 1), 0); del buf72  # reuse
            buf77 = reinterpret_tensor(buf68, (1, 128, 768), (98304, 768, 1), 0); del buf68  # reuse
            # Topologically Sorted Source Nodes: [, x_23, hidden_states_19, x_27, hidden_states_21, hidden_states_22], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:31
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf73, arg43_1, buf53, arg37_1, buf60, arg45_1, arg46_1, buf77, 128, 768, stream=stream0)
            del arg37_1
            del arg43_1
            del arg45_1
            del arg46_1
            del buf53
            buf78 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_22, view_41, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:32
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf77, arg48_1, buf78, 96, 1, 1, stream=stream0)
            del arg48_1
            buf79 = reinterpret_tensor(buf78, (1, 128, 3072), (393216, 3072, 1), 0); del buf78  # reuse
            # Topologically Sorted Source Nodes: [, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:33
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf79, arg47_1, 393216, stream=stream0)
            del arg47_1
            buf80 = reinterpret_tensor(buf77, (128, 768), (768, 1), 0); del buf77  # reuse
            # Topologically Sorted Source Nodes: [, x_29, mul_12, pow_4, mul_13, add_17, mul_14, tanh_3, add_18, hidden_states_23, view_43], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:34
            extern_kernels.mm(reinterpret_tensor(buf79, (128, 3072), (3072, 1), 0), arg50_1, out=buf80)
            del arg50_1
            del buf79
            buf84 = reinterpret_tensor(buf60, (1, 128, 768), (98304, 768, 1), 0); del buf60  # reuse
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, hidden_states_26], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:35
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf73, arg49_1, buf80, arg51_1, arg52_1, buf84, 128, 768, stream=stream0)
            del arg51_1
            del arg52_1
            buf85 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, hidden_states_26, view_45, x_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:36
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg53_1, buf84, arg54_1, buf85, 72, 1, 1, stream=stream0)
            del arg53_1
            del arg54_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_33, split_4, view_49, query_states_9, view_47, key_states_9, view_48, value_states_9, attn_output_16], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:37
            buf87 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf85, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf86, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf85
            buf88 = buf87[0]
            assert_size_stride(buf88, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf88, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf87
            buf92 = reinterpret_tensor(buf84, (128, 768), (768, 1), 0); del buf84  # reuse
            # Topologically Sorted Source Nodes: [transpose_19, reshape_4, view_50, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:38
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf88, arg56_1, buf92, 96, 1, 1, stream=stream0)
            del arg56_1
            buf93 = reinterpret_tensor(buf92, (1, 128, 768), (98304, 768, 1), 0); del buf92  # reuse
            buf97 = reinterpret_tensor(buf88, (1, 128, 768), (98304, 768, 1), 0); del buf88  # reuse
            # Topologically Sorted Source Nodes: [, x_31, hidden_states_25, x_35, hidden_states_27, hidden_states_28], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:39
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf93, arg55_1, buf73, arg49_1, buf80, arg57_1, arg58_1, buf97, 128, 768, stream=stream0)
            del arg49_1
            del arg55_1
            del arg57_1
            del arg58_1
            del buf73
            buf98 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_28, view_52, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:40
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf97, arg60_1, buf98, 96, 1, 1, stream=stream0)
            del arg60_1
            buf99 = reinterpret_tensor(buf98, (1, 128, 3072), (393216, 3072, 1), 0); del buf98  # reuse
            # Topologically Sorted Source Nodes: [, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:41
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf99, arg59_1, 393216, stream=stream0)
            del arg59_1
            buf100 = reinterpret_tensor(buf97, (128, 768), (768, 1), 0); del buf97  # reuse
            # Topologically Sorted Source Nodes: [, x_37, mul_16, pow_5, mul_17, add_21, mul_18, tanh_4, add_22, hidden_states_29, view_54], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:42
            extern_kernels.mm(reinterpret_tensor(buf99, (128, 3072), (3072, 1), 0), arg62_1, out=buf100)
            del arg62_1
            del buf99
            buf104 = reinterpret_tensor(buf80, (1, 128, 768), (98304, 768, 1), 0); del buf80  # reuse
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, hidden_states_32], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:43
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf93, arg61_1, buf100, arg63_1, arg64_1, buf104, 128, 768, stream=stream0)
            del arg63_1
            del arg64_1
            buf105 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, hidden_states_32, view_56, x_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:44
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg65_1, buf104, arg66_1, buf105, 72, 1, 1, stream=stream0)
            del arg65_1
            del arg66_1
            buf106 = buf86; del buf86  # reuse
            buf126 = buf66; del buf66  # reuse
            buf146 = buf46; del buf46  # reuse
            buf166 = buf26; del buf26  # reuse
            buf186 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_41, split_5, view_60, query_states_11, view_58, key_states_11, view_59, value_states_11, attn_output_20, x_49, split_6, view_71, query_states_13, view_69, key_states_13, view_70, value_states_13, attn_output_24, x_57, split_7, view_82, query_states_15, view_80, key_states_15, view_81, value_states_15, attn_output_28, x_65, split_8, view_93, query_states_17, view_91, key_states_17, view_92, value_states_17, attn_output_32, x_73, split_9, view_104, query_states_19, view_102, key_states_19, view_103, value_states_19, attn_output_36], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3:45
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_3.run(buf5, buf106, buf126, buf146, buf166, buf186, 16384, stream=stream0)
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_41, split_5, view_60, query_states_11, view_58, key_states_11, view_59, value_states_11, attn_output_20], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:46
            buf107 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf105, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf106, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf105
            del buf106
            buf108 = buf107[0]
            assert_size_stride(buf108, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf108, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf107
            buf112 = reinterpret_tensor(buf104, (128, 768), (768, 1), 0); del buf104  # reuse
            # Topologically Sorted Source Nodes: [transpose_23, reshape_5, view_61, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:47
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf108, arg68_1, buf112, 96, 1, 1, stream=stream0)
            del arg68_1
            buf113 = reinterpret_tensor(buf112, (1, 128, 768), (98304, 768, 1), 0); del buf112  # reuse
            buf117 = reinterpret_tensor(buf108, (1, 128, 768), (98304, 768, 1), 0); del buf108  # reuse
            # Topologically Sorted Source Nodes: [, x_39, hidden_states_31, x_43, hidden_states_33, hidden_states_34], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:48
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf113, arg67_1, buf93, arg61_1, buf100, arg69_1, arg70_1, buf117, 128, 768, stream=stream0)
            del arg61_1
            del arg67_1
            del arg69_1
            del arg70_1
            del buf100
            buf118 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_34, view_63, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:49
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf117, arg72_1, buf118, 96, 1, 1, stream=stream0)
            del arg72_1
            buf119 = reinterpret_tensor(buf118, (1, 128, 3072), (393216, 3072, 1), 0); del buf118  # reuse
            # Topologically Sorted Source Nodes: [, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:50
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf119, arg71_1, 393216, stream=stream0)
            del arg71_1
            buf120 = reinterpret_tensor(buf117, (128, 768), (768, 1), 0); del buf117  # reuse
            # Topologically Sorted Source Nodes: [, x_45, mul_20, pow_6, mul_21, add_25, mul_22, tanh_5, add_26, hidden_states_35, view_65], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:51
            extern_kernels.mm(reinterpret_tensor(buf119, (128, 3072), (3072, 1), 0), arg74_1, out=buf120)
            del arg74_1
            del buf119
            buf124 = buf93; del buf93  # reuse
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, hidden_states_38], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:52
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf113, arg73_1, buf120, arg75_1, arg76_1, buf124, 128, 768, stream=stream0)
            del arg75_1
            del arg76_1
            buf125 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, hidden_states_38, view_67, x_48], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:53
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg77_1, buf124, arg78_1, buf125, 72, 1, 1, stream=stream0)
            del arg77_1
            del arg78_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_49, split_6, view_71, query_states_13, view_69, key_states_13, view_70, value_states_13, attn_output_24], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:54
            buf127 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf125, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf126, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf125
            del buf126
            buf128 = buf127[0]
            assert_size_stride(buf128, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf128, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf127
            buf132 = reinterpret_tensor(buf124, (128, 768), (768, 1), 0); del buf124  # reuse
            # Topologically Sorted Source Nodes: [transpose_27, reshape_6, view_72, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:55
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf128, arg80_1, buf132, 96, 1, 1, stream=stream0)
            del arg80_1
            buf133 = reinterpret_tensor(buf132, (1, 128, 768), (98304, 768, 1), 0); del buf132  # reuse
            buf137 = reinterpret_tensor(buf128, (1, 128, 768), (98304, 768, 1), 0); del buf128  # reuse
            # Topologically Sorted Source Nodes: [, x_47, hidden_states_37, x_51, hidden_states_39, hidden_states_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:56
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf133, arg79_1, buf113, arg73_1, buf120, arg81_1, arg82_1, buf137, 128, 768, stream=stream0)
            del arg73_1
            del arg79_1
            del arg81_1
            del arg82_1
            del buf113
            buf138 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_40, view_74, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:57
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf137, arg84_1, buf138, 96, 1, 1, stream=stream0)
            del arg84_1
            buf139 = reinterpret_tensor(buf138, (1, 128, 3072), (393216, 3072, 1), 0); del buf138  # reuse
            # Topologically Sorted Source Nodes: [, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:58
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf139, arg83_1, 393216, stream=stream0)
            del arg83_1
            buf140 = reinterpret_tensor(buf137, (128, 768), (768, 1), 0); del buf137  # reuse
            # Topologically Sorted Source Nodes: [, x_53, mul_24, pow_7, mul_25, add_29, mul_26, tanh_6, add_30, hidden_states_41, view_76], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:59
            extern_kernels.mm(reinterpret_tensor(buf139, (128, 3072), (3072, 1), 0), arg86_1, out=buf140)
            del arg86_1
            del buf139
            buf144 = reinterpret_tensor(buf120, (1, 128, 768), (98304, 768, 1), 0); del buf120  # reuse
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, hidden_states_44], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:60
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf133, arg85_1, buf140, arg87_1, arg88_1, buf144, 128, 768, stream=stream0)
            del arg87_1
            del arg88_1
            buf145 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, hidden_states_44, view_78, x_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:61
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg89_1, buf144, arg90_1, buf145, 72, 1, 1, stream=stream0)
            del arg89_1
            del arg90_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_57, split_7, view_82, query_states_15, view_80, key_states_15, view_81, value_states_15, attn_output_28], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:62
            buf147 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf145, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf146, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf145
            del buf146
            buf148 = buf147[0]
            assert_size_stride(buf148, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf148, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf147
            buf152 = reinterpret_tensor(buf144, (128, 768), (768, 1), 0); del buf144  # reuse
            # Topologically Sorted Source Nodes: [transpose_31, reshape_7, view_83, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:63
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf148, arg92_1, buf152, 96, 1, 1, stream=stream0)
            del arg92_1
            buf153 = reinterpret_tensor(buf152, (1, 128, 768), (98304, 768, 1), 0); del buf152  # reuse
            buf157 = reinterpret_tensor(buf148, (1, 128, 768), (98304, 768, 1), 0); del buf148  # reuse
            # Topologically Sorted Source Nodes: [, x_55, hidden_states_43, x_59, hidden_states_45, hidden_states_46], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:64
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf153, arg91_1, buf133, arg85_1, buf140, arg93_1, arg94_1, buf157, 128, 768, stream=stream0)
            del arg85_1
            del arg91_1
            del arg93_1
            del arg94_1
            del buf133
            buf158 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_46, view_85, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:65
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf157, arg96_1, buf158, 96, 1, 1, stream=stream0)
            del arg96_1
            buf159 = reinterpret_tensor(buf158, (1, 128, 3072), (393216, 3072, 1), 0); del buf158  # reuse
            # Topologically Sorted Source Nodes: [, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:66
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf159, arg95_1, 393216, stream=stream0)
            del arg95_1
            buf160 = reinterpret_tensor(buf157, (128, 768), (768, 1), 0); del buf157  # reuse
            # Topologically Sorted Source Nodes: [, x_61, mul_28, pow_8, mul_29, add_33, mul_30, tanh_7, add_34, hidden_states_47, view_87], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:67
            extern_kernels.mm(reinterpret_tensor(buf159, (128, 3072), (3072, 1), 0), arg98_1, out=buf160)
            del arg98_1
            del buf159
            buf164 = reinterpret_tensor(buf140, (1, 128, 768), (98304, 768, 1), 0); del buf140  # reuse
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, hidden_states_50], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:68
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf153, arg97_1, buf160, arg99_1, arg100_1, buf164, 128, 768, stream=stream0)
            del arg100_1
            del arg99_1
            buf165 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, hidden_states_50, view_89, x_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:69
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg101_1, buf164, arg102_1, buf165, 72, 1, 1, stream=stream0)
            del arg101_1
            del arg102_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_65, split_8, view_93, query_states_17, view_91, key_states_17, view_92, value_states_17, attn_output_32], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:70
            buf167 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf165, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf166, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf165
            buf168 = buf167[0]
            assert_size_stride(buf168, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf168, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf167
            buf172 = reinterpret_tensor(buf164, (128, 768), (768, 1), 0); del buf164  # reuse
            # Topologically Sorted Source Nodes: [transpose_35, reshape_8, view_94, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:71
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf168, arg104_1, buf172, 96, 1, 1, stream=stream0)
            del arg104_1
            buf173 = reinterpret_tensor(buf172, (1, 128, 768), (98304, 768, 1), 0); del buf172  # reuse
            buf177 = reinterpret_tensor(buf168, (1, 128, 768), (98304, 768, 1), 0); del buf168  # reuse
            # Topologically Sorted Source Nodes: [, x_63, hidden_states_49, x_67, hidden_states_51, hidden_states_52], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:72
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf173, arg103_1, buf153, arg97_1, buf160, arg105_1, arg106_1, buf177, 128, 768, stream=stream0)
            del arg103_1
            del arg105_1
            del arg106_1
            del arg97_1
            del buf153
            buf178 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_52, view_96, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:73
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf177, arg108_1, buf178, 96, 1, 1, stream=stream0)
            del arg108_1
            buf179 = reinterpret_tensor(buf178, (1, 128, 3072), (393216, 3072, 1), 0); del buf178  # reuse
            # Topologically Sorted Source Nodes: [, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:74
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf179, arg107_1, 393216, stream=stream0)
            del arg107_1
            buf180 = reinterpret_tensor(buf177, (128, 768), (768, 1), 0); del buf177  # reuse
            # Topologically Sorted Source Nodes: [, x_69, mul_32, pow_9, mul_33, add_37, mul_34, tanh_8, add_38, hidden_states_53, view_98], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:75
            extern_kernels.mm(reinterpret_tensor(buf179, (128, 3072), (3072, 1), 0), arg110_1, out=buf180)
            del arg110_1
            del buf179
            buf184 = reinterpret_tensor(buf160, (1, 128, 768), (98304, 768, 1), 0); del buf160  # reuse
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, hidden_states_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:76
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf173, arg109_1, buf180, arg111_1, arg112_1, buf184, 128, 768, stream=stream0)
            del arg111_1
            del arg112_1
            buf185 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, hidden_states_56, view_100, x_72], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:77
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg113_1, buf184, arg114_1, buf185, 72, 1, 1, stream=stream0)
            del arg113_1
            del arg114_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_73, split_9, view_104, query_states_19, view_102, key_states_19, view_103, value_states_19, attn_output_36], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:78
            buf187 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf185, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf186, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf185
            buf188 = buf187[0]
            assert_size_stride(buf188, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf188, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf187
            buf192 = reinterpret_tensor(buf184, (128, 768), (768, 1), 0); del buf184  # reuse
            # Topologically Sorted Source Nodes: [transpose_39, reshape_9, view_105, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:79
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf188, arg116_1, buf192, 96, 1, 1, stream=stream0)
            del arg116_1
            buf193 = reinterpret_tensor(buf192, (1, 128, 768), (98304, 768, 1), 0); del buf192  # reuse
            buf197 = reinterpret_tensor(buf188, (1, 128, 768), (98304, 768, 1), 0); del buf188  # reuse
            # Topologically Sorted Source Nodes: [, x_71, hidden_states_55, x_75, hidden_states_57, hidden_states_58], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:80
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf193, arg115_1, buf173, arg109_1, buf180, arg117_1, arg118_1, buf197, 128, 768, stream=stream0)
            del arg109_1
            del arg115_1
            del arg117_1
            del arg118_1
            del buf173
            buf198 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_58, view_107, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:81
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf197, arg120_1, buf198, 96, 1, 1, stream=stream0)
            del arg120_1
            buf199 = reinterpret_tensor(buf198, (1, 128, 3072), (393216, 3072, 1), 0); del buf198  # reuse
            # Topologically Sorted Source Nodes: [, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:82
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf199, arg119_1, 393216, stream=stream0)
            del arg119_1
            buf200 = reinterpret_tensor(buf197, (128, 768), (768, 1), 0); del buf197  # reuse
            # Topologically Sorted Source Nodes: [, x_77, mul_36, pow_10, mul_37, add_41, mul_38, tanh_9, add_42, hidden_states_59, view_109], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:83
            extern_kernels.mm(reinterpret_tensor(buf199, (128, 3072), (3072, 1), 0), arg122_1, out=buf200)
            del arg122_1
            del buf199
            buf204 = reinterpret_tensor(buf180, (1, 128, 768), (98304, 768, 1), 0); del buf180  # reuse
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, hidden_states_62], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:84
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf193, arg121_1, buf200, arg123_1, arg124_1, buf204, 128, 768, stream=stream0)
            del arg123_1
            del arg124_1
            buf205 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, hidden_states_62, view_111, x_80], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:85
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg125_1, buf204, arg126_1, buf205, 72, 1, 1, stream=stream0)
            del arg125_1
            del arg126_1
            buf206 = buf186; del buf186  # reuse
            buf226 = buf166; del buf166  # reuse
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_10:86
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_bitwise_and_eq_expand_index_le_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_10.run(buf5, buf206, buf226, 16384, stream=stream0)
            del buf5
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_81, split_10, view_115, query_states_21, view_113, key_states_21, view_114, value_states_21, attn_output_40], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:87
            buf207 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf205, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf206, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf205
            del buf206
            buf208 = buf207[0]
            assert_size_stride(buf208, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf208, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf207
            buf212 = reinterpret_tensor(buf204, (128, 768), (768, 1), 0); del buf204  # reuse
            # Topologically Sorted Source Nodes: [transpose_43, reshape_10, view_116, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:88
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf208, arg128_1, buf212, 96, 1, 1, stream=stream0)
            del arg128_1
            buf213 = reinterpret_tensor(buf212, (1, 128, 768), (98304, 768, 1), 0); del buf212  # reuse
            buf217 = reinterpret_tensor(buf208, (1, 128, 768), (98304, 768, 1), 0); del buf208  # reuse
            # Topologically Sorted Source Nodes: [, x_79, hidden_states_61, x_83, hidden_states_63, hidden_states_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:89
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf213, arg127_1, buf193, arg121_1, buf200, arg129_1, arg130_1, buf217, 128, 768, stream=stream0)
            del arg121_1
            del arg127_1
            del arg129_1
            del arg130_1
            del buf193
            buf218 = empty_strided_cuda((128, 3072), (3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_64, view_118, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_native_layer_norm_view_6:90
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_native_layer_norm_view_6.run(buf217, arg132_1, buf218, 96, 1, 1, stream=stream0)
            del arg132_1
            buf219 = reinterpret_tensor(buf218, (1, 128, 3072), (393216, 3072, 1), 0); del buf218  # reuse
            # Topologically Sorted Source Nodes: [, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_7:91
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_7.run(buf219, arg131_1, 393216, stream=stream0)
            del arg131_1
            buf220 = reinterpret_tensor(buf217, (128, 768), (768, 1), 0); del buf217  # reuse
            # Topologically Sorted Source Nodes: [, x_85, mul_40, pow_11, mul_41, add_45, mul_42, tanh_10, add_46, hidden_states_65, view_120], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:92
            extern_kernels.mm(reinterpret_tensor(buf219, (128, 3072), (3072, 1), 0), arg134_1, out=buf220)
            del arg134_1
            del buf219
            buf224 = reinterpret_tensor(buf200, (1, 128, 768), (98304, 768, 1), 0); del buf200  # reuse
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, hidden_states_68], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:93
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf213, arg133_1, buf220, arg135_1, arg136_1, buf224, 128, 768, stream=stream0)
            del arg135_1
            del arg136_1
            buf225 = empty_strided_cuda((128, 2304), (2304, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, hidden_states_68, view_122, x_88], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1:94
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view_1.run(arg137_1, buf224, arg138_1, buf225, 72, 1, 1, stream=stream0)
            del arg137_1
            del arg138_1
            # Topologically Sorted Source Nodes: [result, arange_4, kv_arange, kv_indices, arange_3, q_arange, q_indices, le, result_1, batch_arange, batch_indices, getitem_5, getitem_6, eq, result_2, attention_mask, x_89, split_11, view_126, query_states_23, view_124, key_states_23, view_125, value_states_23, attn_output_44], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten.index, aten.eq, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:95
            buf227 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 0), reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 768), reinterpret_tensor(buf225, (1, 12, 128, 64), (294912, 64, 2304, 1), 1536), reinterpret_tensor(buf226, (1, 12, 128, 128), (16384, 0, 128, 1), 0), False, scale=0.125)
            del buf225
            del buf226
            buf228 = buf227[0]
            assert_size_stride(buf228, (1, 12, 128, 64), (98304, 64, 768, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf228, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf227
            buf232 = reinterpret_tensor(buf224, (128, 768), (768, 1), 0); del buf224  # reuse
            # Topologically Sorted Source Nodes: [transpose_47, reshape_11, view_127, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] triton_tem_fused_addmm_transpose_view_4:96
            stream0 = get_raw_stream(0)
            triton_tem_fused_addmm_transpose_view_4.run(buf228, arg140_1, buf232, 96, 1, 1, stream=stream0)
            del arg140_1
            buf233 = reinterpret_tensor(buf232, (1, 128, 768), (98304, 768, 1), 0); del buf232  # reuse
            buf237 = reinterpret_tensor(buf228, (1, 128, 768), (98304, 768, 1), 0); del buf228  # reuse
            # Topologically Sorted Source Nodes: [, x_87, hidden_states_67, x_91, hidden_states_69, hidden_states_70], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_9:97
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_9.run(buf233, arg139_1, buf213, arg133_1, buf220, arg141_1, arg142_1, buf237, 128, 768, stream=stream0)
            del arg133_1
            del arg139_1
            del arg141_1
            del arg142_1
            del buf213
            del buf220
            buf239 = empty_strided_cuda((1, 128, 3072), (393216, 3072, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_70, view_129, , x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_tem_fused_add_addmm_mul_native_layer_norm_pow_tanh_view_11:98
            stream0 = get_raw_stream(0)
            triton_tem_fused_add_addmm_mul_native_layer_norm_pow_tanh_view_11.run(buf237, arg144_1, arg143_1, buf239, 96, 1, 1, stream=stream0)
            del arg143_1
            del arg144_1
            buf240 = reinterpret_tensor(buf237, (128, 768), (768, 1), 0); del buf237  # reuse
            # Topologically Sorted Source Nodes: [, x_93, mul_44, pow_12, mul_45, add_49, mul_46, tanh_11, add_50, hidden_states_71, view_131], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:99
            extern_kernels.mm(reinterpret_tensor(buf239, (128, 3072), (3072, 1), 0), arg146_1, out=buf240)
            del arg146_1
            del buf239
            buf244 = buf233; del buf233  # reuse
            # Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_12:100
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_12.run(buf244, arg145_1, buf240, arg147_1, arg148_1, 128, 768, stream=stream0)
            del arg145_1
            del arg147_1
            del arg148_1
            del buf240
            buf245 = empty_strided_cuda((128, 50257), (50257, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_95, hidden_states_73, hidden_states_74, logits], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:101
            extern_kernels.mm(reinterpret_tensor(buf244, (128, 768), (768, 1), 0), reinterpret_tensor(arg1_1, (768, 50257), (1, 768), 0), out=buf245)
            del arg1_1
            del buf244
        return (reinterpret_tensor(buf245, (1, 128, 50257), (6432896, 50257, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 128), (128, 1), device='cuda:0', dtype=torch.int64)
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
